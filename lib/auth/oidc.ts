// Single sign-on against any standards-compliant OpenID Connect provider (authorization-code flow, confidential
// client) through openid-client. Providers come from the environment:
//   OIDC_PROVIDERS='[{"id":"corp","issuer":"https://idp.example.com","client_id":"…","client_secret":"…"}]'
//   or OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET (provider id OIDC_PROVIDER_ID, default "oidc").
// Redirect URIs must be listed in OIDC_REDIRECT_URIS (comma separated): the authorization code is sent there.
// SSO signs in existing staff only: the identity is matched on (issuer, subject), or once on a verified email
// (email_verified=true, or the provider's trust_email / OIDC_TRUST_EMAIL opt-in).
import crypto from "node:crypto";
import * as oidc from "openid-client";
import { z } from "zod";
import { db } from "../db/client";
import { AppError } from "../http/errors";
import { issueTokens, publicUser, userPrincipal } from "./principals";

const ZProvider = z.object({
  id: z.string().regex(/^[a-z0-9_-]+$/),
  issuer: z.url(),
  client_id: z.string().min(1),
  client_secret: z.string().min(1),
  /** link on an email the provider does not mark email_verified=true (only for providers that never send the claim) */
  trust_email: z.boolean().default(false),
});
type ProviderConf = z.infer<typeof ZProvider>;

export function configuredProviders(): ProviderConf[] {
  if (process.env.OIDC_PROVIDERS) return z.array(ZProvider).parse(JSON.parse(process.env.OIDC_PROVIDERS));
  if (process.env.OIDC_ISSUER && process.env.OIDC_CLIENT_ID && process.env.OIDC_CLIENT_SECRET) {
    return [
      {
        id: process.env.OIDC_PROVIDER_ID ?? "oidc",
        issuer: process.env.OIDC_ISSUER,
        client_id: process.env.OIDC_CLIENT_ID,
        client_secret: process.env.OIDC_CLIENT_SECRET,
        trust_email: process.env.OIDC_TRUST_EMAIL === "true",
      },
    ];
  }
  return [];
}

function allowedRedirect(uri: string): boolean {
  const list = (process.env.OIDC_REDIRECT_URIS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return list.includes(uri);
}

const g = globalThis as unknown as { __innkeepOidc?: Map<string, Promise<oidc.Configuration>> };

async function configFor(providerId: string): Promise<{ conf: ProviderConf; config: oidc.Configuration }> {
  const conf = configuredProviders().find((p) => p.id === providerId);
  if (!conf) throw new AppError("not_found", `Unknown single sign-on provider '${providerId}'`);
  const cache = (g.__innkeepOidc ??= new Map());
  const key = `${conf.id}|${conf.issuer}|${conf.client_id}|${crypto.createHash("sha256").update(conf.client_secret).digest("hex")}`;
  let p = cache.get(key);
  if (!p) {
    const insecure = process.env.OIDC_ALLOW_INSECURE_ISSUER === "true" && conf.issuer.startsWith("http://");
    p = oidc.discovery(new URL(conf.issuer), conf.client_id, conf.client_secret, undefined, insecure ? { execute: [oidc.allowInsecureRequests] } : undefined);
    p.catch(() => cache.delete(key));
    cache.set(key, p);
  }
  try {
    return { conf, config: await p };
  } catch {
    throw new AppError("service_unavailable", "The single sign-on provider could not be reached");
  }
}

function checkRedirect(redirectUri: string) {
  if (!allowedRedirect(redirectUri)) {
    throw new AppError("validation_error", "Invalid request data", { details: [{ field: "redirect_uri", message: "is not a registered redirect URI" }] });
  }
}

/** GET /v1/auth/oauth/{provider}: the provider's authorization URL, carrying the caller's state through. */
export async function startSso(input: { provider: string; redirectUri: string; state: string }): Promise<string> {
  checkRedirect(input.redirectUri);
  const { config } = await configFor(input.provider);
  return oidc.buildAuthorizationUrl(config, { redirect_uri: input.redirectUri, scope: "openid email profile", state: input.state }).href;
}

/** POST /v1/auth/oauth/token: exchanges the code, maps the identity to a staff user, issues Innkeep tokens. */
export async function finishSso(input: { provider?: string; code: string; redirectUri: string; iss?: string }) {
  checkRedirect(input.redirectUri);
  const providers = configuredProviders();
  const providerId = input.provider ?? (providers.length === 1 ? providers[0].id : undefined);
  if (!providerId) throw new AppError("validation_error", "Invalid request data", { details: [{ field: "provider", message: "Required when several providers are configured" }] });
  const { conf, config } = await configFor(providerId);
  const callback = new URL(input.redirectUri);
  callback.searchParams.set("code", input.code);
  // RFC 9207: providers that advertise authorization_response_iss_parameter_supported (oidc-provider, Keycloak…)
  // add `iss` to the redirect, and openid-client refuses a callback without it. Only the code reaches this API, so
  // use the issuer of the provider the code is exchanged with (the mix-up defence is the caller's provider choice
  // plus its own state check); an `iss` the caller does pass through must match it.
  const iss = input.iss ?? (config.serverMetadata().authorization_response_iss_parameter_supported ? config.serverMetadata().issuer : undefined);
  if (iss) callback.searchParams.set("iss", iss);
  let tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers;
  let claims: oidc.IDToken | undefined;
  try {
    tokens = await oidc.authorizationCodeGrant(config, callback, { idTokenExpected: true });
    claims = tokens.claims();
  } catch {
    throw new AppError("invalid_credentials", "The authorization code is invalid or expired");
  }
  if (!claims?.sub) throw new AppError("invalid_credentials");
  const issuer = config.serverMetadata().issuer;
  let identity = await db().userIdentity.findUnique({ where: { issuer_subject: { issuer, subject: claims.sub } }, select: { userId: true } });
  if (!identity) {
    const noAccount = () => new AppError("invalid_credentials", "No staff account is linked to this identity");
    // In the code flow OIDC Core (5.4) returns the email scope's claims from UserInfo; many providers also put them in
    // the ID token, but spec-conforming ones (oidc-provider's default, for one) don't. Ask UserInfo when they're missing.
    let profile: oidc.IDToken | oidc.UserInfoResponse = claims;
    if (typeof claims.email !== "string") {
      try {
        profile = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      } catch {
        throw noAccount();
      }
    }
    const email = typeof profile.email === "string" ? profile.email.toLowerCase() : undefined;
    // Link only on an email the provider vouches for (account-takeover defence), unless the operator trusts it.
    if (!email || (profile.email_verified !== true && !conf.trust_email)) throw noAccount();
    const user = await db().user.findUnique({ where: { email }, select: { id: true, isActive: true } });
    if (!user || !user.isActive) throw noAccount();
    // upsert: two first sign-ins of one identity at the same moment both end linked, neither fails
    identity = await db().userIdentity.upsert({
      where: { issuer_subject: { issuer, subject: claims.sub } },
      create: { userId: user.id, provider: conf.id, issuer, subject: claims.sub },
      update: {},
      select: { userId: true },
    });
  }
  const principal = await userPrincipal(identity.userId);
  return { user: publicUser(principal), ...(await issueTokens(principal)) };
}
