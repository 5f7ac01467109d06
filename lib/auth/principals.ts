// Who is calling: staff users and API clients, with the roles and property ids their tokens carry.
import { db } from "../db/client";
import { AppError } from "../http/errors";
import { burnVerify, verifySecret } from "./passwords";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, type Principal } from "./tokens";
import { issueRefreshToken, rotateRefreshToken, type TokenSubject } from "./refresh-tokens";

const invalid = () => new AppError("invalid_credentials");

export async function userPrincipal(userId: string): Promise<Principal> {
  const u = await db().user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, name: true, tenantId: true, roles: true, isActive: true, properties: { select: { propertyId: true } } },
  });
  if (!u || !u.isActive) throw invalid();
  // super_admin reaches every property of its tenant; everyone else the properties granted to them.
  const properties = u.roles.includes("super_admin")
    ? (await db().property.findMany({ where: { tenantId: u.tenantId }, select: { id: true }, orderBy: { createdAt: "asc" } })).map((p) => p.id)
    : u.properties.map((p) => p.propertyId);
  return { kind: "user", id: u.id, email: u.email, name: u.name, tenantId: u.tenantId, roles: [...u.roles], properties };
}

export async function clientPrincipal(apiClientRowId: string): Promise<Principal> {
  const c = await db().apiClient.findUnique({
    where: { id: apiClientRowId },
    select: { id: true, clientId: true, name: true, tenantId: true, roles: true, isActive: true, properties: { select: { propertyId: true } } },
  });
  if (!c || !c.isActive) throw invalid();
  return { kind: "client", id: c.id, email: c.clientId, name: c.name, tenantId: c.tenantId, roles: [...c.roles], properties: c.properties.map((p) => p.propertyId) };
}

export async function principalFor(subject: TokenSubject): Promise<Principal> {
  return subject.subjectType === "USER" ? userPrincipal(subject.subjectId) : clientPrincipal(subject.subjectId);
}

/** Checks email + password; returns the principal or throws invalid_credentials (same answer for every failure). */
export async function authenticateUser(email: string, password: string): Promise<Principal> {
  const u = await db().user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true, passwordHash: true, isActive: true } });
  if (!u || !u.passwordHash || !u.isActive) throw (await burnVerify(password), invalid());
  if (!(await verifySecret(u.passwordHash, password))) throw invalid();
  await db().user.update({ where: { id: u.id }, data: { lastLoginAt: new Date() } });
  return userPrincipal(u.id);
}

export async function authenticateClient(clientId: string, secret: string): Promise<Principal> {
  const c = await db().apiClient.findUnique({ where: { clientId }, select: { id: true, secretHash: true, isActive: true } });
  if (!c || !c.isActive) throw (await burnVerify(secret), invalid());
  if (!(await verifySecret(c.secretHash, secret))) throw invalid();
  await db().apiClient.update({ where: { id: c.id }, data: { lastUsedAt: new Date() } });
  return clientPrincipal(c.id);
}

export type TokenPair = { access_token: string; token_type: "Bearer"; expires_in: number; refresh_token: string };

export async function issueTokens(p: Principal, familyId?: string): Promise<TokenPair> {
  const subject: TokenSubject = { subjectType: p.kind === "user" ? "USER" : "CLIENT", subjectId: p.id };
  return {
    access_token: await signAccessToken(p),
    token_type: "Bearer",
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    refresh_token: await issueRefreshToken(subject, familyId),
  };
}

/** refresh_token grant: rotates the refresh token and re-reads roles/properties (revoked access takes effect). */
export async function refreshTokens(refreshToken: string): Promise<TokenPair> {
  const rotated = await rotateRefreshToken(refreshToken);
  const p = await principalFor(rotated);
  return { access_token: await signAccessToken(p), token_type: "Bearer", expires_in: ACCESS_TOKEN_TTL_SECONDS, refresh_token: rotated.refreshToken };
}

export function publicUser(p: Principal) {
  return { id: p.id, email: p.email, name: p.name, roles: p.roles };
}
