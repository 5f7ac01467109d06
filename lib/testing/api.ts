// Helpers for integration tests that call route handlers directly, exactly as Next.js would.
import { db } from "../db/client";
import { signAccessToken, type Principal } from "../auth/tokens";
import type { RouteHandler } from "../http/route";

export const DEMO = { tenant: "Innkeep Demo Hotels", property: "DEMO", harbour: "HARBOUR" } as const;

export async function propertyId(code: string = DEMO.property): Promise<string> {
  const p = await db().property.findFirstOrThrow({ where: { code }, select: { id: true } });
  return p.id;
}

/** A signed access token for a seeded user (by email) or any principal. */
export async function tokenFor(who: string | Partial<Principal> & { roles: string[]; properties: string[] }): Promise<string> {
  if (typeof who === "string") {
    const { userPrincipal } = await import("../auth/principals");
    const u = await db().user.findUniqueOrThrow({ where: { email: who }, select: { id: true } });
    return signAccessToken(await userPrincipal(u.id));
  }
  const tenant = await db().tenant.findFirstOrThrow({ select: { id: true } });
  return signAccessToken({ kind: "user", id: crypto.randomUUID(), email: "test@example.com", name: "Test", tenantId: tenant.id, ...who });
}

export type CallOptions = {
  token?: string;
  propertyId?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  params?: Record<string, string>;
  query?: Record<string, string | string[]>;
};

/** Calls a route handler with a real Request; returns status, parsed JSON body and headers. */
export async function call(handler: RouteHandler | undefined, method: string, path: string, opts: CallOptions = {}) {
  if (!handler) throw new Error(`no ${method} handler for ${path}`);
  const url = new URL(`http://innkeep.test${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) for (const x of Array.isArray(v) ? v : [v]) url.searchParams.append(k, x);
  const headers: Record<string, string> = { "x-forwarded-for": "198.51.100.7", ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.propertyId) headers["x-property-id"] = opts.propertyId;
  let body: string | undefined = opts.rawBody;
  if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers["content-type"] ??= "application/json";
  const res = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(opts.params ?? {}) });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: res.status, body: json, headers: res.headers };
}
