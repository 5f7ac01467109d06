// Webhook secrets at rest: AES-256-GCM with the server's ENCRYPTION_KEY (lib/config/secrets.ts). The additional
// authenticated data binds a ciphertext to its row (the subscription id), so a ciphertext copied onto another
// row does not decrypt. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
import crypto from "node:crypto";
import { secrets } from "../config/secrets";

const VERSION = "v1";

function key(): Buffer {
  return Buffer.from(secrets().encryptionKey, "base64");
}

export function encryptSecret(plain: string, aad: string, k: Buffer = key()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", k, iv);
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
}

export function decryptSecret(box: string, aad: string, k: Buffer = key()): string {
  const [version, iv, tag, ct] = box.split(".");
  if (version !== VERSION || !iv || !tag || ct === undefined) throw new Error("unrecognised secret ciphertext");
  const decipher = crypto.createDecipheriv("aes-256-gcm", k, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ct, "base64url")), decipher.final()]).toString("utf8");
}
