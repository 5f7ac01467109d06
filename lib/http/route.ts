// The API kit: one wrapper per surface owns request id → auth → rate limit → property scope → permission → zod
// parsing → handler → error mapping → headers → log line. Route files declare a definition and call one service.
//
// Surfaces (dialects):
//   v1        /api/v1/* and /v1/*: `{data}` / `{data, pagination}`; errors `{error, message, details?}`
//   platform  /api/* (spec document 3): `{data}` / `{data, meta}`; errors `{statusCode, error, message, details, requestId}`
import crypto from "node:crypto";
import { z } from "zod";
import { hasPermission, type Permission } from "../auth/permissions";
import { verifyAccessToken, type Principal } from "../auth/tokens";
import { sessionPrincipal } from "../auth/session-principal";
import { logger } from "../log/logger";
import { AppError, fromPrismaError, type ErrorCode, type ErrorDetail } from "./errors";
import type { Page } from "./pagination";
import { consumeRateLimit, rateLimitHeaders, recordFailedSignIn, signInBudget, type RateLimitBucket, type RateLimitResult } from "./rate-limit";
import { formatZodIssues } from "./validation";

export type Surface = "v1" | "platform";
export type PropertyScope = "header" | "path" | "none";

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type BaseCtx<P, Q, B> = {
  req: Request;
  requestId: string;
  ip: string;
  params: P;
  query: Q;
  body: B;
};
export type AuthedCtx<P, Q, B> = BaseCtx<P, Q, B> & {
  principal: Principal;
  /** the property this request is scoped to ("" when the route is not property-scoped) */
  propertyId: string;
  /** "api" for bearer tokens, "session" for staff signed in to the screens */
  via: "api" | "session";
};

/** A handler may return plain data (wrapped as `{data}`), a Page (list + pagination), or a full Response. */
export type HandlerResult = unknown;

export type RouteDocs = {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  /** schema of `data` in the success body (docs and contract tests) */
  response?: Schema;
  /** response body is not enveloped in `{data}` (token endpoints) */
  raw?: boolean;
  /** documented error codes beyond the standard ones */
  errors?: ErrorCode[];
  /** list response */
  paginated?: boolean;
};

type CommonDef<PS, QS, BS> = RouteDocs & {
  params?: PS;
  query?: QS;
  body?: BS;
  /** success status (default 200) */
  status?: number;
};

export type AuthedDef<PS, QS, BS> = CommonDef<PS, QS, BS> & {
  permission: Permission;
  property?: PropertyScope;
  handler: (ctx: AuthedCtx<Out<PS>, Out<QS>, Out<BS>>) => Promise<HandlerResult>;
};

export type PublicDef<PS, QS, BS> = CommonDef<PS, QS, BS> & {
  rateLimit: RateLimitBucket;
  /** extra part of the rate-limit key taken from the (unvalidated) body, e.g. the client id or email */
  rateLimitKey?: (rawBody: unknown, url: URL) => string | undefined;
  handler: (ctx: BaseCtx<Out<PS>, Out<QS>, Out<BS>>) => Promise<HandlerResult>;
};

export type RouteSpec = RouteDocs & {
  surface: Surface;
  auth: "bearer" | "public";
  permission?: Permission;
  property: PropertyScope;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  status: number;
};

type NextCtx = { params: Promise<Record<string, string | string[]>> };
export type RouteHandler = ((req: Request, ctx: NextCtx) => Promise<Response>) & { spec: RouteSpec };

const MAX_BODY_BYTES = Number(process.env.MAX_BODY_BYTES ?? 1_048_576);

export class PageResult<T> {
  constructor(readonly page: Page<T>) {}
}
export class MetaPageResult<T> {
  constructor(
    readonly items: T[],
    readonly meta: Record<string, unknown>,
  ) {}
}
/** Wrap a Page so the wrapper renders `{data, pagination}`. */
export const paged = <T>(page: Page<T>) => new PageResult(page);
/** Document-3 lists: `{data, meta}`. */
export const withMeta = <T>(items: T[], meta: Record<string, unknown>) => new MetaPageResult(items, meta);

export class StatusResult {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {}
}
/** Override the success status for one response (e.g. 200 on an idempotent replay of a 201). */
export const withStatus = (status: number, data: unknown) => new StatusResult(status, data);

// ------------------------------------------------------------------------------------------------------------

function newRequestId(req: Request): string {
  const given = req.headers.get("x-request-id");
  if (given && /^[A-Za-z0-9._:-]{1,100}$/.test(given)) return given;
  return `req_${crypto.randomBytes(10).toString("hex")}`;
}

/**
 * The client address. Without a proxy Next sets X-Forwarded-For to the socket address only when the client sent
 * none, so the header is the client's word: limits per address are best effort there, and per-account limits
 * carry the weight. Behind TRUST_PROXY_HOPS=n proxies that append to the header, the n-th entry from the end is the
 * address the outermost trusted proxy saw.
 */
export function clientIp(req: Request): string {
  const xff = (req.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const hops = Math.max(0, Math.floor(Number(process.env.TRUST_PROXY_HOPS ?? 0)) || 0);
  const picked = hops > 0 ? xff[xff.length - hops] : xff[0];
  return picked ?? req.headers.get("x-real-ip") ?? "unknown";
}

function errorBody(surface: Surface, err: AppError, requestId: string): Record<string, unknown> {
  if (surface === "platform") {
    return {
      statusCode: err.status,
      error: err.code.toUpperCase(),
      message: err.message,
      details: err.details ?? null,
      requestId,
      ...err.extra,
    };
  }
  return { error: err.code, message: err.message, ...(err.details ? { details: err.details } : {}), ...err.extra, request_id: requestId };
}

async function readBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) throw new AppError("payload_too_large", `Request body exceeds ${MAX_BODY_BYTES} bytes`);
  if (!req.body) return undefined;
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => {});
      throw new AppError("payload_too_large", `Request body exceeds ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  if (text.trim() === "") return undefined;
  const ct = req.headers.get("content-type");
  // OAuth clients commonly post token requests form-encoded; accept that everywhere, JSON being the norm.
  if (ct && /^application\/x-www-form-urlencoded\b/i.test(ct)) return Object.fromEntries(new URLSearchParams(text));
  if (ct && !/^application\/([a-z.+-]*\+)?json\b/i.test(ct) && !/^text\/plain\b/i.test(ct)) {
    throw new AppError("unsupported_media_type", "Content-Type must be application/json");
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("validation_error", "Invalid request data", { details: [{ field: "body", message: "Malformed JSON" }] });
  }
}

/** Query string → object; repeated keys and `key[]` become arrays (comma lists are split by the schemas). */
export function searchParamsToObject(sp: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of sp) {
    const key = rawKey.endsWith("[]") ? rawKey.slice(0, -2) : rawKey;
    const prev = out[key];
    if (prev === undefined) out[key] = rawKey.endsWith("[]") ? [value] : value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

function parseWith(schema: Schema | undefined, input: unknown, where: "params" | "query" | "body"): unknown {
  if (!schema) return undefined;
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  if (where === "params") throw new AppError("not_found", "Resource not found");
  const details: ErrorDetail[] = formatZodIssues(r.error.issues);
  throw new AppError("validation_error", "Invalid request data", { details });
}

async function authenticate(req: Request): Promise<{ principal: Principal; via: "api" | "session" }> {
  const header = req.headers.get("authorization");
  if (header) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!m) throw new AppError("invalid_credentials", "Authorization must be 'Bearer <access token>'");
    return { principal: await verifyAccessToken(m[1]), via: "api" };
  }
  const session = await sessionPrincipal(req);
  if (session) return { principal: session, via: "session" };
  throw new AppError("invalid_credentials", "Missing bearer token");
}

type Internal = {
  surface: Surface;
  docs: CommonDef<Schema, Schema, Schema>;
  auth: "bearer" | "public";
  permission?: Permission;
  property: PropertyScope;
  rateLimit?: RateLimitBucket;
  rateLimitKey?: (rawBody: unknown, url: URL) => string | undefined;
  handler: (ctx: never) => Promise<HandlerResult>;
};

function build(def: Internal): RouteHandler {
  const status = def.docs.status ?? 200;
  const fn = async (req: Request, nextCtx: NextCtx): Promise<Response> => {
    const started = performance.now();
    const requestId = newRequestId(req);
    const ip = clientIp(req);
    const url = new URL(req.url);
    let rl: RateLimitResult | undefined;
    let principal: Principal | undefined;
    let propertyId = "";
    let accountKey: string | undefined;
    let res: Response;
    try {
      let via: "api" | "session" = "api";
      let rawBody: unknown;
      const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.method !== "DELETE";
      if (def.auth === "bearer") {
        try {
          ({ principal, via } = await authenticate(req));
        } catch (e) {
          rl = await consumeRateLimit("standard", `ip:${ip}`); // unauthenticated calls spend a budget per address
          if (!rl.allowed) throw new AppError("rate_limited", "Too many requests", { headers: { "Retry-After": String(rl.retryAfter) } });
          throw e;
        }
        rl = await consumeRateLimit(via === "session" ? "staff" : "standard", `${principal.kind}:${principal.id}`);
        if (!rl.allowed) throw new AppError("rate_limited");
        if (def.property !== "none") {
          const params = await nextCtx.params;
          const given = def.property === "path" ? String(params.propertyId ?? "") : (req.headers.get("x-property-id") ?? "").trim();
          if (!given) {
            throw new AppError("validation_error", "Invalid request data", {
              details: [{ field: def.property === "path" ? "propertyId" : "X-Property-ID", message: "Required" }],
            });
          }
          if (!principal.properties.includes(given)) throw new AppError("forbidden");
          propertyId = given;
        }
        if (def.permission && !hasPermission(principal.roles, def.permission)) throw new AppError("forbidden");
        if (hasBody) rawBody = await readBody(req);
      } else {
        if (hasBody) rawBody = await readBody(req);
        const extra = def.rateLimitKey?.(rawBody, url);
        if (def.rateLimit === "auth" && extra) {
          accountKey = extra;
          const budget = await signInBudget(ip, extra);
          rl = budget;
          if (budget.accountExhausted) throw new AppError("rate_limited", "Too many failed sign-ins for this account; try again later");
        } else {
          rl = await consumeRateLimit(def.rateLimit ?? "public", `ip:${ip}${extra ? `|${extra}` : ""}`);
        }
        if (!rl.allowed) throw new AppError("rate_limited");
      }
      const params = parseWith(def.docs.params, await nextCtx.params, "params");
      const query = parseWith(def.docs.query, searchParamsToObject(url.searchParams), "query");
      const body = parseWith(def.docs.body, rawBody ?? (def.docs.body ? {} : undefined), "body");
      const ctx = { req, requestId, ip, params, query, body, principal, propertyId, via };
      const result = await def.handler(ctx as never);
      res = render(def.surface, result, status, def.docs.raw);
    } catch (e) {
      const appErr = e instanceof AppError ? e : fromPrismaError(e);
      // failed sign-ins spend the account's budget, whichever address they come from
      if (accountKey && appErr?.code === "invalid_credentials") await recordFailedSignIn(accountKey).catch(() => {});
      if (appErr) {
        res = Response.json(errorBody(def.surface, appErr, requestId), { status: appErr.status, headers: appErr.headers });
      } else if (e instanceof RangeError) {
        // e.g. a date or number outside what the domain code accepts that slipped past validation: the input's fault
        logger.warn({ requestId, err: e, method: req.method, path: url.pathname }, "value out of range");
        res = Response.json(errorBody(def.surface, new AppError("validation_error", "A value in the request is out of range"), requestId), { status: 400 });
      } else if (req.signal?.aborted) {
        // The client went away mid-request (e.g. a screen cancelled a query): nothing to answer, nothing wrong here.
        logger.info({ requestId, method: req.method, path: url.pathname }, "client closed request");
        res = new Response(null, { status: 499 });
      } else {
        logger.error({ requestId, err: e, method: req.method, path: url.pathname }, "unhandled error");
        const internal = new AppError("internal_error", `An unexpected error occurred (request id ${requestId})`);
        res = Response.json(errorBody(def.surface, internal, requestId), { status: 500 });
      }
    }
    res.headers.set("X-Request-Id", requestId);
    res.headers.set("Cache-Control", "no-store");
    if (rl) for (const [k, v] of Object.entries(rateLimitHeaders(rl))) res.headers.set(k, v);
    if (res.status === 401 && def.surface === "v1") res.headers.set("WWW-Authenticate", 'Bearer realm="innkeep"');
    logger.info(
      {
        requestId,
        method: req.method,
        path: url.pathname,
        status: res.status,
        ms: Math.round(performance.now() - started),
        actor: principal ? `${principal.kind}:${principal.id}` : undefined,
        propertyId: propertyId || undefined,
      },
      "request",
    );
    return res;
  };
  return Object.assign(fn, {
    spec: {
      ...def.docs,
      surface: def.surface,
      auth: def.auth,
      permission: def.permission,
      property: def.property,
      status,
    } as RouteSpec,
  });
}

function render(surface: Surface, result: unknown, status: number, raw?: boolean): Response {
  if (result instanceof Response) return result;
  if (result instanceof StatusResult) return render(surface, result.data, result.status, raw);
  if (result instanceof PageResult) return Response.json({ data: result.page.items, pagination: result.page.pagination }, { status });
  if (result instanceof MetaPageResult) return Response.json({ data: result.items, meta: result.meta }, { status });
  if (status === 204) return new Response(null, { status });
  return Response.json(raw ? result : { data: result }, { status });
}

// ------------------------------------------------------------------------------------------------------------
// Public constructors, one pair per surface.

type S = Schema | undefined;

function authedRoute(surface: Surface) {
  return <PS extends S = undefined, QS extends S = undefined, BS extends S = undefined>(def: AuthedDef<PS, QS, BS>): RouteHandler =>
    build({
      surface,
      docs: def as CommonDef<Schema, Schema, Schema>,
      auth: "bearer",
      permission: def.permission,
      property: def.property ?? "header",
      handler: def.handler as Internal["handler"],
    });
}

function publicRoute(surface: Surface) {
  return <PS extends S = undefined, QS extends S = undefined, BS extends S = undefined>(def: PublicDef<PS, QS, BS>): RouteHandler =>
    build({
      surface,
      docs: def as CommonDef<Schema, Schema, Schema>,
      auth: "public",
      property: "none",
      rateLimit: def.rateLimit,
      rateLimitKey: def.rateLimitKey,
      handler: def.handler as Internal["handler"],
    });
}

/** Versioned API (`/api/v1`, `/v1`), bearer token or staff session. */
export const v1Route = authedRoute("v1");
/** Versioned API without authentication (token endpoints, health). */
export const v1PublicRoute = publicRoute("v1");
/** Document-3 endpoints (`/api/*`). */
export const platformRoute = authedRoute("platform");
export const platformPublicRoute = publicRoute("platform");

/** The acting principal as services record it (audit rows, created_by). */
export function actorOf(ctx: AuthedCtx<unknown, unknown, unknown>) {
  return { kind: ctx.principal.kind, id: ctx.principal.id, tenantId: ctx.principal.tenantId, requestId: ctx.requestId } as const;
}
