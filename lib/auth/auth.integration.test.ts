import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import * as login from "@/app/api/v1/auth/login/route";
import * as refresh from "@/app/api/v1/auth/refresh/route";
import * as token from "@/app/api/v1/auth/token/route";
import * as roomTypes from "@/app/api/v1/room-types/route";
import { secrets } from "@/lib/config/secrets";
import { db } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { call, propertyId } from "@/lib/testing/api";

const CLIENT = { grant_type: "client_credentials", client_id: "demo-integrator", client_secret: "demo-integrator-secret" };
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString());

describe("POST /v1/auth/token (client credentials)", () => {
  it("issues a 24 h JWT with the spec's claims and a refresh token", async () => {
    const res = await call(token.POST, "POST", "/api/v1/auth/token", { body: CLIENT });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: "Bearer", expires_in: 86400 });
    expect(res.body.refresh_token).toMatch(/^rt_/);
    const c = claimsOf(res.body.access_token);
    expect(Object.keys(c)).toEqual(expect.arrayContaining(["sub", "email", "roles", "properties", "iat", "exp"]));
    expect(c.exp - c.iat).toBe(86400);
    expect(c.properties).toEqual([await propertyId()]);
  });

  it("accepts form-encoded token requests", async () => {
    const res = await call(token.POST, "POST", "/api/v1/auth/token", {
      rawBody: new URLSearchParams(CLIENT).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong secret, an unknown client and a wrong grant type", async () => {
    const wrong = await call(token.POST, "POST", "/api/v1/auth/token", { body: { ...CLIENT, client_secret: "x" }, headers: { "x-forwarded-for": "203.0.113.1" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: "invalid_credentials", message: "The provided credentials are invalid" });
    const unknown = await call(token.POST, "POST", "/api/v1/auth/token", { body: { ...CLIENT, client_id: "nobody" }, headers: { "x-forwarded-for": "203.0.113.1" } });
    expect(unknown.status).toBe(401);
    const grant = await call(token.POST, "POST", "/api/v1/auth/token", { body: { ...CLIENT, grant_type: "password" }, headers: { "x-forwarded-for": "203.0.113.1" } });
    expect(grant.status).toBe(400);
    expect(grant.body.details).toEqual([{ field: "grant_type", message: "must be client_credentials" }]);
  });

  it("limits authentication to 10 per minute per address and client, with Retry-After", async () => {
    resetRateLimits();
    const headers = { "x-forwarded-for": "203.0.113.50" };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const r = await call(token.POST, "POST", "/api/v1/auth/token", { body: { ...CLIENT, client_secret: "wrong" }, headers });
      statuses.push(r.status);
      expect(r.headers.get("x-ratelimit-limit")).toBe("10");
      expect(Number(r.headers.get("x-ratelimit-reset"))).toBeGreaterThan(Date.now() / 1000);
      if (r.status === 429) {
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(r.body.error).toBe("rate_limited");
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // another address is not affected
    const other = await call(token.POST, "POST", "/api/v1/auth/token", { body: CLIENT, headers: { "x-forwarded-for": "203.0.113.51" } });
    expect(other.status).toBe(200);
    resetRateLimits();
  });
});

describe("POST /v1/auth/login", () => {
  it("returns the user, an access token and a refresh token", async () => {
    const res = await call(login.POST, "POST", "/api/v1/auth/login", { body: { email: "FrontDesk@demo.innkeep.dev", password: "innkeep-demo" } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: "frontdesk@demo.innkeep.dev", roles: ["front_desk"] });
    expect(claimsOf(res.body.access_token).roles).toEqual(["front_desk"]);
    expect(res.body.refresh_token).toBeTruthy();
  });

  it("answers a wrong password and an unknown email identically", async () => {
    const a = await call(login.POST, "POST", "/api/v1/auth/login", { body: { email: "frontdesk@demo.innkeep.dev", password: "nope" } });
    const b = await call(login.POST, "POST", "/api/v1/auth/login", { body: { email: "ghost@demo.innkeep.dev", password: "nope" } });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body.error).toBe(b.body.error);
    expect(a.body.message).toBe(b.body.message);
  });

  it("stores passwords and client secrets as argon2id", async () => {
    const u = await db().user.findUniqueOrThrow({ where: { email: "admin@demo.innkeep.dev" } });
    expect(u.passwordHash).toMatch(/^\$argon2id\$/);
    const c = await db().apiClient.findUniqueOrThrow({ where: { clientId: "demo-integrator" } });
    expect(c.secretHash).toMatch(/^\$argon2id\$/);
  });
});

describe("POST /v1/auth/refresh (rotation)", () => {
  async function first() {
    const res = await call(token.POST, "POST", "/api/v1/auth/token", { body: CLIENT });
    return res.body as { access_token: string; refresh_token: string };
  }
  const use = (rt: string) => call(refresh.POST, "POST", "/api/v1/auth/refresh", { body: { grant_type: "refresh_token", refresh_token: rt } });

  it("rotates: new pair; the used token is refused; reuse revokes the family", async () => {
    const t0 = await first();
    const r1 = await use(t0.refresh_token);
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).not.toBe(t0.refresh_token);
    expect(r1.body.expires_in).toBe(86400);
    const replay = await use(t0.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe("invalid_credentials");
    // the successor issued before the replay is now revoked too
    const successor = await use(r1.body.refresh_token);
    expect(successor.status).toBe(401);
  });

  it("of two concurrent uses of one token exactly one succeeds", async () => {
    const t0 = await first();
    const results = await Promise.all([use(t0.refresh_token), use(t0.refresh_token), use(t0.refresh_token)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 401)).toHaveLength(2);
  });

  it("refuses garbage", async () => {
    expect((await use("rt_not-a-token")).status).toBe(401);
  });
});

describe("bearer tokens on the API", () => {
  it("expired → 401 token_expired; tampered and foreign-key-signed → 401 invalid_credentials", async () => {
    const pid = await propertyId();
    const t = await first();
    const claims = claimsOf(t.access_token);
    const key = new TextEncoder().encode(secrets().jwtSecret);
    const expired = await new SignJWT({ ...claims, exp: undefined, iat: undefined })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("innkeep")
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 90000)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const r1 = await call(roomTypes.GET, "GET", "/api/v1/room-types", { token: expired, propertyId: pid });
    expect(r1.status).toBe(401);
    expect(r1.body).toMatchObject({ error: "token_expired", message: "The access token has expired" });

    const [h, , s] = t.access_token.split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ["super_admin"] })).toString("base64url");
    const r2 = await call(roomTypes.GET, "GET", "/api/v1/room-types", { token: `${h}.${forged}.${s}`, propertyId: pid });
    expect(r2.status).toBe(401);
    expect(r2.body.error).toBe("invalid_credentials");

    const other = await new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(new TextEncoder().encode("x".repeat(48)));
    expect((await call(roomTypes.GET, "GET", "/api/v1/room-types", { token: other, propertyId: pid })).status).toBe(401);

    const none = await call(roomTypes.GET, "GET", "/api/v1/room-types", { propertyId: pid });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
  });

  async function first() {
    const res = await call(token.POST, "POST", "/api/v1/auth/token", { body: CLIENT });
    return res.body as { access_token: string; refresh_token: string };
  }
});

describe("failed sign-ins per account", () => {
  it("stop after 30 in 15 minutes from any mix of addresses; successes don't count", async () => {
    resetRateLimits();
    const attempt = (i: number, password: string) =>
      call(login.POST, "POST", "/api/v1/auth/login", { body: { email: "cashier@demo.innkeep.dev", password }, headers: { "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` } });
    for (let i = 0; i < 5; i++) expect((await attempt(1000 + i, "innkeep-demo")).status).toBe(200);
    for (let i = 0; i < 30; i++) expect((await attempt(i, "wrong")).status).toBe(401);
    const blocked = await attempt(999, "innkeep-demo");
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/failed sign-ins for this account/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // another account is unaffected
    const other = await call(login.POST, "POST", "/api/v1/auth/login", { body: { email: "waiter@demo.innkeep.dev", password: "innkeep-demo" }, headers: { "x-forwarded-for": "198.18.9.9" } });
    expect(other.status).toBe(200);
    resetRateLimits();
  });
});

describe("staff session cookie on the API", () => {
  it("works like a token, and stops when the account is deactivated", async () => {
    const { encode } = await import("next-auth/jwt");
    const { resetSessionCache } = await import("@/lib/auth/session-principal");
    const u = await db().user.findUniqueOrThrow({ where: { email: "frontdesk@demo.innkeep.dev" } });
    const pid = await propertyId();
    const cookie = `next-auth.session-token=${await encode({
      token: { sub: u.id, email: u.email, name: u.name, roles: ["super_admin"], properties: [pid], tid: u.tenantId },
      secret: secrets().sessionSecret,
    })}`;
    resetSessionCache();
    const ok = await call(roomTypes.POST, "POST", "/api/v1/room-types", {
      propertyId: pid,
      headers: { cookie },
      body: { code: "SESS", name: "Session test", max_occupancy: 2, max_adults: 2, base_rate: 100 },
    });
    // the cookie claims super_admin, but the database says front_desk: roles come from the database
    expect(ok.status).toBe(403);
    expect((await call(roomTypes.GET, "GET", "/api/v1/room-types", { propertyId: pid, headers: { cookie } })).status).toBe(200);
    await db().user.update({ where: { id: u.id }, data: { isActive: false } });
    resetSessionCache();
    expect((await call(roomTypes.GET, "GET", "/api/v1/room-types", { propertyId: pid, headers: { cookie } })).status).toBe(401);
    await db().user.update({ where: { id: u.id }, data: { isActive: true } });
  });
});
