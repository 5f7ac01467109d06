// UUIDv7 ids made before insert, so parent and child rows can be written with createMany (Prisma would fill
// @default(uuid(7)) itself, but then the seed could not link rows without a round trip per row).
import { randomBytes } from "node:crypto";

let lastMs = 0;
let sequence = 0;

/** RFC 9562 UUIDv7: 48-bit Unix milliseconds, then a 12-bit counter (ids made in one millisecond stay ordered). */
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
