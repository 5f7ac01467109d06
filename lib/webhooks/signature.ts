// X-Svc-Signature: `sha256=` + lowercase hex HMAC-SHA256 of the exact body bytes, keyed with the subscription
// secret (spec document 2, "Signature").
import crypto from "node:crypto";

export const SIGNATURE_HEADER = "X-Svc-Signature";

export function signPayload(secret: string, body: string | Buffer): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
}
