import crypto from "node:crypto";
import { verify } from "@octokit/webhooks-methods";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret } from "./secret-box";
import { nextAttemptAt, MAX_ATTEMPTS } from "./retry-policy";
import { signPayload } from "./signature";

describe("X-Svc-Signature", () => {
  it("is sha256=<lowercase hex HMAC-SHA256 of the exact body bytes>", async () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?"
    expect(signPayload("Jefe", "what do ya want for nothing?")).toBe("sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    const body = JSON.stringify({ id: "e1", type: "reservation.created", data: { name: "Zoë" } });
    const sig = signPayload("a-subscription-secret", body);
    expect(sig).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(await verify("a-subscription-secret", body, sig)).toBe(true);
    expect(await verify("another-secret-entirely", body, sig)).toBe(false);
    expect(await verify("a-subscription-secret", body.replace("Zoë", "Zoe"), sig)).toBe(false);
  });
});

describe("secret box (AES-256-GCM)", () => {
  const key = crypto.randomBytes(32);
  it("round-trips and never contains the plaintext", () => {
    const box = encryptSecret("whsec_super_secret_value", "sub-1", key);
    expect(box).toMatch(/^v1\./);
    expect(box).not.toContain("whsec_super_secret_value");
    expect(decryptSecret(box, "sub-1", key)).toBe("whsec_super_secret_value");
    expect(encryptSecret("whsec_super_secret_value", "sub-1", key)).not.toBe(box); // random IV
  });
  it("is bound to its row and key, and detects tampering", () => {
    const box = encryptSecret("whsec_super_secret_value", "sub-1", key);
    expect(() => decryptSecret(box, "sub-2", key)).toThrow();
    expect(() => decryptSecret(box, "sub-1", crypto.randomBytes(32))).toThrow();
    const parts = box.split(".");
    parts[3] = Buffer.from("tampered").toString("base64url");
    expect(() => decryptSecret(parts.join("."), "sub-1", key)).toThrow();
  });
});

describe("retry schedule", () => {
  it("waits 5 min, 30 min, 2 h, 24 h after each failure and stops after the 5th attempt", () => {
    const t = new Date("2030-01-01T00:00:00Z");
    expect([1, 2, 3, 4].map((a) => (nextAttemptAt(a, t)!.getTime() - t.getTime()) / 60_000)).toEqual([5, 30, 120, 1440]);
    expect(nextAttemptAt(MAX_ATTEMPTS, t)).toBeNull();
    expect(MAX_ATTEMPTS).toBe(5);
  });
});
