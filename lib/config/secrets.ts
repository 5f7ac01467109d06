// Server secrets: from the environment when set; otherwise generated once and kept in the data directory
// ($INNKEEP_DATA_DIR/keys.json, mode 0600), so the embedded default needs no configuration and survives restarts.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "../db/target";

export type Secrets = {
  /** HS256 key for API access tokens */
  jwtSecret: string;
  /** next-auth session encryption secret */
  sessionSecret: string;
  /** 32-byte AES-256-GCM key (base64) for secrets at rest (webhook secrets, provider credentials) */
  encryptionKey: string;
};

const ENV: Record<keyof Secrets, string> = {
  jwtSecret: "JWT_SECRET",
  sessionSecret: "NEXTAUTH_SECRET",
  encryptionKey: "ENCRYPTION_KEY",
};

const g = globalThis as unknown as { __innkeepSecrets?: Secrets };

function generate(): Secrets {
  return {
    jwtSecret: crypto.randomBytes(48).toString("base64url"),
    sessionSecret: crypto.randomBytes(48).toString("base64url"),
    encryptionKey: crypto.randomBytes(32).toString("base64"),
  };
}

function loadOrCreateFile(): Secrets {
  const file = path.join(dataDir(), "keys.json");
  try {
    return { ...generate(), ...JSON.parse(fs.readFileSync(file, "utf8")) } as Secrets;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
  }
  const fresh = generate();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(fresh, null, 2), { mode: 0o600, flag: "wx" });
    return fresh;
  } catch (e) {
    // another process created it first: use theirs
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return JSON.parse(fs.readFileSync(file, "utf8")) as Secrets;
    throw e;
  }
}

export function secrets(): Secrets {
  if (g.__innkeepSecrets) return g.__innkeepSecrets;
  const fromEnv = Object.fromEntries(
    Object.entries(ENV).flatMap(([k, env]) => (process.env[env] ? [[k, process.env[env]]] : [])),
  ) as Partial<Secrets>;
  const all = Object.keys(ENV).every((k) => fromEnv[k as keyof Secrets]);
  const s = all ? (fromEnv as Secrets) : { ...loadOrCreateFile(), ...fromEnv };
  if (Buffer.from(s.encryptionKey, "base64").length !== 32) throw new Error("ENCRYPTION_KEY must be 32 bytes, base64");
  return (g.__innkeepSecrets = s);
}
