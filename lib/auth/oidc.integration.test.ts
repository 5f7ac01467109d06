// Single sign-on end to end against a real OpenID Connect provider (oidc-provider) listening on loopback: Innkeep's
// start route redirects to it, the test plays the browser through the provider's login, and the code comes back to
// Innkeep's token route, which exchanges it with the provider over HTTP and maps the identity to a staff user.
import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
// @ts-expect-error oidc-provider 9 ships no type declarations; the few members used are typed by OidcProvider below
import Provider from "oidc-provider";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as start from "@/app/api/v1/auth/oauth/[provider]/route";
import * as token from "@/app/api/v1/auth/oauth/token/route";
import { db } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { call } from "@/lib/testing/api";

type Interaction = { uid: string; prompt: { name: string }; params: Record<string, string> };
type OidcProvider = {
  callback(): http.RequestListener;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<Interaction>;
  interactionFinished(req: http.IncomingMessage, res: http.ServerResponse, result: object, options?: object): Promise<void>;
  Grant: new (init: { accountId: string; clientId: string }) => { addOIDCScope(scope: string): void; save(): Promise<string> };
};

const CALLBACK = "https://app.example.test/sso/callback";
const OTHER_CALLBACK = "https://app.example.test/sso/other";
const CLIENT = { client_id: "innkeep", client_secret: "innkeep-sso-test-secret" };
const FRONT_DESK = "frontdesk@demo.innkeep.dev";

// The provider's user directory: subject → claims. Tests change it to simulate the IdP's side.
const accounts = new Map<string, { email?: string; email_verified?: boolean; name?: string }>([
  ["idp-frontdesk", { email: "FrontDesk@demo.innkeep.dev", email_verified: true, name: "Front Desk" }],
  ["idp-stranger", { email: "stranger@corp.example", email_verified: true, name: "Not Staff" }],
  ["idp-unverified", { email: "housekeeping@demo.innkeep.dev", email_verified: false }],
  ["idp-no-verified-claim", { email: "cashier@demo.innkeep.dev" }],
]);

type Idp = { issuer: string; close(): Promise<void> };

/** An OpenID Connect provider on an ephemeral loopback port, with a login UI mounted next to it. */
async function startIdp(opts: { conformIdTokenClaims: boolean }): Promise<Idp> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider: OidcProvider = new Provider(issuer, {
    clients: [
      {
        ...CLIENT,
        redirect_uris: [CALLBACK, OTHER_CALLBACK],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    async findAccount(_ctx: unknown, sub: string) {
      const a = accounts.get(sub);
      return a && { accountId: sub, claims: async () => ({ sub, ...a }) };
    },
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // true (the default) follows OIDC Core 5.4: in the code flow the scope claims come from UserInfo only;
    // false puts them in the ID token too, as Google, Keycloak and most hosted providers do.
    conformIdTokenClaims: opts.conformIdTokenClaims,
    // PKCE stays at its default: required for public clients only, and Innkeep's client is confidential.
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["innkeep-oidc-test-cookie-key"] },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Grant: 600, Session: 600 },
    jwks: { keys: [{ ...signingKey, use: "sig", alg: "RS256", kid: "test" }] },
  });

  // The login UI, as a deployment mounts it next to provider.callback(): GET /interaction/:uid describes the request;
  // POST /interaction/:uid/login signs the account in and grants the requested scopes.
  const oidcApp = provider.callback();
  server.on("request", async (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (!/^\/interaction\//.test(req.url ?? "")) return oidcApp(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      if (req.method === "GET") {
        res.setHeader("content-type", "application/json");
        return res.end(JSON.stringify({ uid: details.uid, prompt: details.prompt.name, params: details.params }));
      }
      let raw = "";
      for await (const chunk of req) raw += chunk;
      const accountId = new URLSearchParams(raw).get("account") ?? "";
      const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
      grant.addOIDCScope(details.params.scope);
      const grantId = await grant.save();
      await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    } catch (e) {
      res.statusCode = 500;
      res.end(String(e));
    }
  });

  return {
    issuer,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

let corp: Idp; // spec-conforming: email only from UserInfo
let eager: Idp; // email in the ID token
const savedEnv: Record<string, string | undefined> = {};
const ENV_KEYS = ["OIDC_PROVIDERS", "OIDC_REDIRECT_URIS", "OIDC_ALLOW_INSECURE_ISSUER"] as const;
const useProviders = (...ps: [id: string, idp: Idp][]) => {
  process.env.OIDC_PROVIDERS = JSON.stringify(ps.map(([id, idp]) => ({ id, issuer: idp.issuer, ...CLIENT })));
};

beforeAll(async () => {
  [corp, eager] = await Promise.all([startIdp({ conformIdTokenClaims: true }), startIdp({ conformIdTokenClaims: false })]);
  for (const k of ENV_KEYS) savedEnv[k] = process.env[k];
  useProviders(["corp", corp]);
  process.env.OIDC_REDIRECT_URIS = `${CALLBACK}, ${OTHER_CALLBACK}`;
  process.env.OIDC_ALLOW_INSECURE_ISSUER = "true";
});

afterAll(async () => {
  for (const k of ENV_KEYS) {
    if (savedEnv[k] === undefined) delete process.env[k];
    else process.env[k] = savedEnv[k];
  }
  await Promise.all([corp?.close(), eager?.close()]);
});

beforeEach(() => resetRateLimits());

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString());

/** A browser: follows redirects by hand (never leaving for the app's callback) and keeps the provider's cookies. */
function browser() {
  const jar = new Map<string, string>();
  return async function visit(url: URL | string, init: { method?: string; form?: Record<string, string> } = {}) {
    const res = await fetch(url, {
      method: init.method ?? "GET",
      redirect: "manual",
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const [name, value] = [pair.slice(0, i).trim(), pair.slice(i + 1).trim()];
      const expired = attrs.some((a) => /^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]) <= Date.now()) || /max-age=0\b/i.test(c);
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    const location = res.headers.get("location");
    return { res, location: location ? new URL(location, url) : undefined };
  };
}

/** GET /v1/auth/oauth/{provider}, then the browser's trip through the provider as `account`; returns the app callback URL. */
async function signInAtProvider(account: string, { provider = "corp", idp = corp } = {}) {
  const state = `st-${crypto.randomUUID()}`;
  const started = await call(start.GET, "GET", `/api/v1/auth/oauth/${provider}`, { params: { provider }, query: { redirect_uri: CALLBACK, state } });
  expect(started.status).toBe(302);
  const visit = browser();
  let next = new URL(started.headers.get("location")!);
  let loggedIn = false;
  for (let hops = 0; hops < 10; hops++) {
    if (next.href.startsWith(`${CALLBACK}?`)) return { callback: next, state };
    expect(next.origin).toBe(idp.issuer);
    const { res, location } = await visit(next);
    if (location) {
      expect([302, 303]).toContain(res.status);
      next = location;
      continue;
    }
    // the login page
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(loggedIn).toBe(false);
    expect(page).toMatchObject({ prompt: "login", params: { client_id: CLIENT.client_id, redirect_uri: CALLBACK, scope: "openid email profile", state } });
    const done = await visit(new URL(`/interaction/${page.uid}/login`, idp.issuer), { method: "POST", form: { account } });
    expect(done.res.status).toBe(303);
    loggedIn = true;
    next = done.location!;
  }
  throw new Error(`no redirect back to ${CALLBACK}`);
}

const exchange = (code: string, extra: Record<string, string> = {}) =>
  call(token.POST, "POST", "/api/v1/auth/oauth/token", { body: { grant_type: "authorization_code", code, redirect_uri: CALLBACK, ...extra } });

describe("GET /v1/auth/oauth/{provider}", () => {
  it("redirects to the provider's authorization endpoint with the client, redirect URI, scopes and state", async () => {
    const meta = await (await fetch(`${corp.issuer}/.well-known/openid-configuration`)).json();
    const res = await call(start.GET, "GET", "/api/v1/auth/oauth/corp", { params: { provider: "corp" }, query: { redirect_uri: CALLBACK, state: "state-1234567" } });
    expect(res.status).toBe(302);
    const loc = new URL(res.headers.get("location")!);
    expect(`${loc.origin}${loc.pathname}`).toBe(meta.authorization_endpoint);
    expect(Object.fromEntries(loc.searchParams)).toMatchObject({
      client_id: CLIENT.client_id,
      redirect_uri: CALLBACK,
      response_type: "code",
      scope: "openid email profile",
      state: "state-1234567",
    });
  });

  it("refuses a redirect URI that is not registered", async () => {
    const res = await call(start.GET, "GET", "/api/v1/auth/oauth/corp", {
      params: { provider: "corp" },
      query: { redirect_uri: "https://evil.example/steal", state: "state-1234567" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("validation_error");
    expect(res.body.details).toEqual([expect.objectContaining({ field: "redirect_uri" })]);
  });

  it("answers 404 for a provider that is not configured", async () => {
    const res = await call(start.GET, "GET", "/api/v1/auth/oauth/nope", { params: { provider: "nope" }, query: { redirect_uri: CALLBACK, state: "state-1234567" } });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe("not_found");
  });
});

describe("POST /v1/auth/oauth/token", () => {
  it("signs a staff member in through the provider, linking the identity on the verified email", async () => {
    const { callback, state } = await signInAtProvider("idp-frontdesk");
    expect(callback.searchParams.get("state")).toBe(state);
    const code = callback.searchParams.get("code")!;
    expect(code).toBeTruthy();

    const res = await exchange(code);
    expect(res.status).toBe(200);
    const user = await db().user.findUniqueOrThrow({ where: { email: FRONT_DESK }, select: { id: true } });
    expect(res.body.user).toMatchObject({ id: user.id, email: FRONT_DESK, roles: ["front_desk"] });
    expect(res.body).toMatchObject({ token_type: "Bearer" });
    expect(res.body.refresh_token).toBeTruthy();
    const claims = claimsOf(res.body.access_token);
    expect(claims.sub).toBe(user.id);
    expect(claims.roles).toEqual(["front_desk"]);
    expect(claims.properties.length).toBeGreaterThan(0);

    const links = await db().userIdentity.findMany({ where: { userId: user.id } });
    expect(links).toEqual([expect.objectContaining({ provider: "corp", issuer: corp.issuer, subject: "idp-frontdesk" })]);
  });

  it("refuses a code used twice", async () => {
    const { callback } = await signInAtProvider("idp-frontdesk");
    const code = callback.searchParams.get("code")!;
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ error: "invalid_credentials", message: "The authorization code is invalid or expired" });
  });

  it("refuses a code presented with a different (registered) redirect URI than it was issued for", async () => {
    const { callback } = await signInAtProvider("idp-frontdesk");
    const res = await exchange(callback.searchParams.get("code")!, { redirect_uri: OTHER_CALLBACK });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: "invalid_credentials", message: "The authorization code is invalid or expired" });
  });

  it("refuses a redirect URI that is not registered, and an unknown provider", async () => {
    const bad = await exchange("some-code", { redirect_uri: "https://evil.example/steal" });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("validation_error");
    expect(bad.body.details).toEqual([expect.objectContaining({ field: "redirect_uri" })]);
    const unknown = await exchange("some-code", { provider: "nope" });
    expect(unknown.status).toBe(404);
  });

  it("refuses an identity with no staff account, and one whose email is not verified, creating nothing", async () => {
    const before = { users: await db().user.count(), links: await db().userIdentity.count() };
    for (const account of ["idp-stranger", "idp-unverified", "idp-no-verified-claim"]) {
      const { callback } = await signInAtProvider(account);
      const res = await exchange(callback.searchParams.get("code")!);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: "invalid_credentials", message: "No staff account is linked to this identity" });
    }
    expect({ users: await db().user.count(), links: await db().userIdentity.count() }).toEqual(before);
    expect(await db().userIdentity.findMany({ where: { subject: { in: ["idp-stranger", "idp-unverified", "idp-no-verified-claim"] } } })).toEqual([]);
  });

  it("links an email without email_verified only for a provider the operator marked trust_email", async () => {
    process.env.OIDC_PROVIDERS = JSON.stringify([{ id: "corp", issuer: corp.issuer, ...CLIENT, trust_email: true }]);
    try {
      const { callback } = await signInAtProvider("idp-no-verified-claim");
      const res = await exchange(callback.searchParams.get("code")!);
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe("cashier@demo.innkeep.dev");
    } finally {
      useProviders(["corp", corp]);
    }
  });

  it("signs the linked identity in again on (issuer, subject) after the provider's email changed", async () => {
    const first = await signInAtProvider("idp-frontdesk");
    expect((await exchange(first.callback.searchParams.get("code")!)).status).toBe(200);
    const saved = accounts.get("idp-frontdesk")!;
    accounts.set("idp-frontdesk", { ...saved, email: "someone.else@corp.example" });
    try {
      const second = await signInAtProvider("idp-frontdesk");
      const res = await exchange(second.callback.searchParams.get("code")!);
      expect(res.status).toBe(200);
      expect(res.body.user).toMatchObject({ email: FRONT_DESK, roles: ["front_desk"] });
      const user = await db().user.findUniqueOrThrow({ where: { email: FRONT_DESK }, select: { id: true } });
      expect(await db().userIdentity.count({ where: { userId: user.id } })).toBe(1);
    } finally {
      accounts.set("idp-frontdesk", saved);
    }
  });
});

describe("several providers", () => {
  beforeAll(() => useProviders(["corp", corp], ["eager", eager]));
  afterAll(() => useProviders(["corp", corp]));

  it("requires the provider id at the token endpoint", async () => {
    const res = await exchange("some-code");
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([expect.objectContaining({ field: "provider" })]);
  });

  it("signs in through a provider that puts the email in the ID token, linking a second identity", async () => {
    const { callback } = await signInAtProvider("idp-frontdesk", { provider: "eager", idp: eager });
    const res = await exchange(callback.searchParams.get("code")!, { provider: "eager" });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: FRONT_DESK, roles: ["front_desk"] });
    const user = await db().user.findUniqueOrThrow({ where: { email: FRONT_DESK }, select: { id: true } });
    const links = await db().userIdentity.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(links.map((l) => [l.provider, l.issuer, l.subject])).toEqual([
      ["corp", corp.issuer, "idp-frontdesk"],
      ["eager", eager.issuer, "idp-frontdesk"],
    ]);
  });

  it("refuses a code from one provider exchanged at another", async () => {
    const { callback } = await signInAtProvider("idp-frontdesk", { provider: "eager", idp: eager });
    const res = await exchange(callback.searchParams.get("code")!, { provider: "corp" });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ error: "invalid_credentials", message: "The authorization code is invalid or expired" });
  });
});
