import { hash, verify } from "@node-rs/argon2";

// argon2id (the library default algorithm) with OWASP's minimum parameters.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashSecret(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifySecret(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

// A fixed hash to verify against when the user does not exist, so response time does not reveal which emails
// have accounts.
let dummy: Promise<string> | undefined;
export async function burnVerify(plain: string): Promise<false> {
  dummy ??= hashSecret("innkeep-timing-equaliser");
  await verifySecret(await dummy, plain);
  return false;
}
