// API access tokens: HS256 JWTs signed with the server key (lib/config/secrets.ts). Claims per spec document 1:
// sub, email, roles, properties, iat, exp; plus tid (tenant) and typ (user | client).
import { errors, jwtVerify, SignJWT } from "jose";
import { AppError } from "../http/errors";
import { secrets } from "../config/secrets";

export const ACCESS_TOKEN_TTL_SECONDS = 86_400;
const ISSUER = "innkeep";
const ALG = "HS256";

export type Principal = {
  kind: "user" | "client";
  /** user id or API client row id */
  id: string;
  /** user email, or the client's client_id */
  email: string;
  name: string;
  tenantId: string;
  roles: string[];
  properties: string[];
};

const key = () => new TextEncoder().encode(secrets().jwtSecret);

export async function signAccessToken(p: Principal, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return new SignJWT({
    email: p.email,
    name: p.name,
    roles: p.roles,
    properties: p.properties,
    tid: p.tenantId,
    typ: p.kind,
  })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(p.id)
    .setIssuer(ISSUER)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ACCESS_TOKEN_TTL_SECONDS)
    .sign(key());
}

export async function verifyAccessToken(token: string): Promise<Principal> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALG], issuer: ISSUER });
    const p = principalFromClaims(payload);
    if (!p) throw new Error("claims");
    return p;
  } catch (e) {
    if (e instanceof errors.JWTExpired) throw new AppError("token_expired");
    throw new AppError("invalid_credentials", "The access token is invalid");
  }
}

/** Claims (of an access token or a staff session token) → Principal; undefined when they are incomplete. */
export function principalFromClaims(c: Record<string, unknown>): Principal | undefined {
  if (typeof c.sub !== "string" || typeof c.tid !== "string") return undefined;
  const arr = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  return {
    kind: c.typ === "client" ? "client" : "user",
    id: c.sub,
    email: String(c.email ?? ""),
    name: String(c.name ?? ""),
    tenantId: c.tid,
    roles: arr(c.roles),
    properties: arr(c.properties),
  };
}
