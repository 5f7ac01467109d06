// Confirmation numbers are read out over the phone and typed from e-mails: 6 characters from an alphabet
// without look-alikes (no 0/O, 1/I). 32^6 ≈ 1.07 billion values, so a random draw collides rarely; the
// unique index (property_id, confirmation_number) is the real guard and the caller retries on a conflict.
import { randomInt } from "node:crypto";

export const CONFIRMATION_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const CONFIRMATION_LENGTH = 6;

const PATTERN = new RegExp(`^[${CONFIRMATION_ALPHABET}]{${CONFIRMATION_LENGTH}}$`);

/** A random value in [0, 1), e.g. a seeded PRNG for reproducible demo data. */
export type RandomSource = () => number;

/** Without a random source the draw comes from the operating system's CSPRNG (numbers must not be guessable). */
export function generateConfirmationNumber(random?: RandomSource): string {
  const size = CONFIRMATION_ALPHABET.length;
  let out = "";
  for (let i = 0; i < CONFIRMATION_LENGTH; i++) {
    out += CONFIRMATION_ALPHABET[random ? Math.floor(random() * size) : randomInt(size)];
  }
  return out;
}

/** Search input is forgiving (lower case, spaces); stored numbers are upper case. */
export function normalizeConfirmationNumber(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}

export function isConfirmationNumber(value: string): boolean {
  return PATTERN.test(value);
}
