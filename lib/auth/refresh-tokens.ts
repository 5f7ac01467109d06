// Opaque refresh tokens, stored as sha256 hashes. Rotation: a token can be used once; its successor joins the same
// family. A second use of a token (stolen or replayed) revokes the whole family.
import crypto from "node:crypto";
import { db, type Tx } from "../db/client";
import { AppError } from "../http/errors";

export const REFRESH_TOKEN_TTL_DAYS = Number(process.env.REFRESH_TOKEN_TTL_DAYS ?? 30);

export type TokenSubject = { subjectType: "USER" | "CLIENT"; subjectId: string };

const sha256 = (s: string) => crypto.createHash("sha256").update(s).digest("hex");

export async function issueRefreshToken(subject: TokenSubject, familyId?: string, client: Tx | undefined = undefined) {
  const token = `rt_${crypto.randomBytes(32).toString("base64url")}`;
  await (client ?? db()).refreshToken.create({
    data: {
      tokenHash: sha256(token),
      familyId: familyId ?? crypto.randomUUID(),
      subjectType: subject.subjectType,
      subjectId: subject.subjectId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    },
  });
  return token;
}

/** Consumes a refresh token and returns its subject plus a successor token. */
export async function rotateRefreshToken(token: string): Promise<TokenSubject & { refreshToken: string }> {
  const invalid = new AppError("invalid_credentials", "The refresh token is invalid or has been used");
  const row = await db().refreshToken.findUnique({ where: { tokenHash: sha256(token) } });
  if (!row || row.revokedAt) throw invalid;
  if (row.expiresAt.getTime() <= Date.now()) throw new AppError("token_expired", "The refresh token has expired");
  const now = new Date();
  const reused = async () => {
    await db().refreshToken.updateMany({ where: { familyId: row.familyId, revokedAt: null }, data: { revokedAt: now } });
    return invalid;
  };
  if (row.usedAt) throw await reused();
  // Conditional update: of two concurrent uses exactly one wins; the loser is treated as reuse.
  const won = await db().$transaction(async (tx) => {
    const { count } = await tx.refreshToken.updateMany({ where: { id: row.id, usedAt: null, revokedAt: null }, data: { usedAt: now } });
    if (count !== 1) return null;
    return issueRefreshToken({ subjectType: row.subjectType, subjectId: row.subjectId }, row.familyId, tx);
  });
  if (!won) throw await reused();
  return { subjectType: row.subjectType, subjectId: row.subjectId, refreshToken: won };
}
