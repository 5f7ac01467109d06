// UUID version 7 (RFC 9562): 48-bit Unix milliseconds, then random bits. Same id scheme as the Prisma client's
// @default(uuid(7)), for rows written with raw SQL (delivery jobs, delivery log, alerts) or whose id must be
// known before the insert (a webhook secret's ciphertext is bound to its subscription id).
import crypto from "node:crypto";

export function uuidv7(nowMs: number = Date.now()): string {
  const b = crypto.randomBytes(16);
  b.writeUIntBE(nowMs, 0, 6);
  b[6] = (b[6] & 0x0f) | 0x70;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The same in SQL (PostgreSQL 13+ and PGlite), for set-based INSERT … SELECT. */
export const UUID7_SQL = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;
