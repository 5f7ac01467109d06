// RFC 9562 UUIDv7 for rows inserted with raw SQL (Prisma fills @default(uuid(7)) itself on its own inserts).
import { randomBytes } from "node:crypto";

let lastMs = 0;
let sequence = 0;

/**
 * 48-bit Unix milliseconds, then a 12-bit counter so ids made in one millisecond stay ordered, then randomness.
 * `at` (ms) stamps the id with another time, e.g. an injected clock's (no counter then).
 */
export function uuidv7(at?: number): string {
  const b = randomBytes(16);
  if (at !== undefined) {
    b.writeUIntBE(at, 0, 6);
    b[6] = 0x70 | (b[6] & 0x0f);
  } else {
    let ms = Date.now();
    if (ms <= lastMs) {
      sequence += 1;
      if (sequence > 0xfff) {
        lastMs += 1;
        sequence = 0;
      }
      ms = lastMs;
    } else {
      lastMs = ms;
      sequence = 0;
    }
    b.writeUIntBE(ms, 0, 6);
    b[6] = 0x70 | (sequence >> 8);
    b[7] = sequence & 0xff;
  }
  b[8] = 0x80 | (b[8] & 0x3f);
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The same in SQL (PostgreSQL 13+ and PGlite), for set-based INSERT … SELECT (random bits in place of the counter). */
export const UUID7_SQL = `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid()) placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;
