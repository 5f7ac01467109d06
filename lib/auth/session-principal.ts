// Staff screens call the same API with their next-auth session cookie instead of a bearer token. The session is a
// JWT encrypted with the session secret; it carries the same claims as an API access token. CSRF: every API call
// needs the custom X-Property-ID header (or is a GET), which a cross-site form cannot send without a CORS preflight
// that Innkeep never grants, and the cookie is SameSite=Lax.
import { decode } from "next-auth/jwt";
import { secrets } from "../config/secrets";
import { userPrincipal } from "./principals";
import { principalFromClaims, type Principal } from "./tokens";

const COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

function readCookie(header: string, name: string): string | undefined {
  // next-auth splits large tokens into name.0, name.1, …
  const jar = new Map<string, string>();
  for (const part of header.split(";")) {
    const i = part.indexOf("=");
    if (i > 0) jar.set(part.slice(0, i).trim(), part.slice(i + 1).trim());
  }
  if (jar.has(name)) return decodeURIComponent(jar.get(name)!);
  const chunks: string[] = [];
  for (let n = 0; jar.has(`${name}.${n}`); n++) chunks.push(decodeURIComponent(jar.get(`${name}.${n}`)!));
  return chunks.length ? chunks.join("") : undefined;
}

// A session cookie lives for hours and next-auth extends it while the tab is open, so its claims are not trusted for
// long: roles, properties and the account's active flag are re-read from the database at most every 30 s per user.
// A deactivated user or a revoked property stops working within that window.
const FRESH_MS = 30_000;
const g = globalThis as unknown as { __innkeepSessionCache?: Map<string, { at: number; principal: Principal | undefined }> };

async function current(claimed: Principal): Promise<Principal | undefined> {
  const cache = (g.__innkeepSessionCache ??= new Map());
  const hit = cache.get(claimed.id);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.principal;
  const principal = await userPrincipal(claimed.id).catch(() => undefined);
  if (cache.size > 10_000) cache.clear();
  cache.set(claimed.id, { at: Date.now(), principal });
  return principal;
}

/** Tests: forget cached session principals. */
export function resetSessionCache(): void {
  g.__innkeepSessionCache?.clear();
}

export async function sessionPrincipal(req: Request): Promise<Principal | undefined> {
  const cookie = req.headers.get("cookie");
  if (!cookie) return undefined;
  for (const name of COOKIE_NAMES) {
    const token = readCookie(cookie, name);
    if (!token) continue;
    try {
      const t = await decode({ token, secret: secrets().sessionSecret });
      if (!t || (typeof t.exp === "number" && t.exp * 1000 < Date.now())) return undefined;
      // session tokens carry user claims; never let a session pose as an API client
      const claimed = principalFromClaims({ ...t, typ: "user" });
      return claimed ? await current(claimed) : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}
