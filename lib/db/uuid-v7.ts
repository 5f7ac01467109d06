// RFC 9562 UUIDv7 for rows inserted with raw SQL (Prisma fills @default(uuid(7)) itself on its own inserts).
import { randomBytes } from "node:crypto";

let lastMs = 0;
let sequence = 0;

/** 48-bit Unix milliseconds, then a 12-bit counter so ids made in one millisecond stay ordered, then randomness. */
export function uuidv7(): string {
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
  const b = randomBytes(16);
  b.writeUIntBE(ms, 0, 6);
  b[6] = 0x70 | (sequence >> 8);
  b[7] = sequence & 0xff;
  b[8] = 0x80 | (b[8] & 0x3f);
  const h = b.toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
