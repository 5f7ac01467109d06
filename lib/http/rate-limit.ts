// Fixed-window rate limits through rate-limiter-flexible: in memory by default, shared through Redis when
// REDIS_URL is set (with the in-memory limiter as insurance if Redis is unreachable).
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export type RateLimitBucket = "standard" | "auth" | "account" | "staff" | "public";

export type RateLimitResult = { allowed: boolean; limit: number; remaining: number; resetAt: number; retryAfter: number };

function limitFor(bucket: RateLimitBucket): number {
  const env = {
    standard: process.env.RATE_LIMIT_PER_MINUTE,
    auth: process.env.AUTH_RATE_LIMIT_PER_MINUTE,
    account: process.env.ACCOUNT_AUTH_LIMIT_PER_15_MINUTES,
    staff: process.env.STAFF_RATE_LIMIT_PER_MINUTE,
    public: process.env.PUBLIC_RATE_LIMIT_PER_MINUTE,
  }[bucket];
  const fallback = { standard: 100, auth: 10, account: 30, staff: 600, public: 120 }[bucket];
  const n = Number(env);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

const g = globalThis as unknown as { __innkeepLimiters?: Map<string, RateLimiterAbstract>; __innkeepRedis?: Redis };

function redis(): Redis | undefined {
  if (!process.env.REDIS_URL) return undefined;
  if (!g.__innkeepRedis) {
    // No offline queue: while Redis is unreachable, the in-memory insurance limiter answers at once.
    g.__innkeepRedis = new Redis(process.env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    g.__innkeepRedis.on("error", () => {
      /* reconnects by itself; the insurance limiter covers the gap */
    });
  }
  return g.__innkeepRedis;
}

function limiter(bucket: RateLimitBucket): RateLimiterAbstract {
  const points = limitFor(bucket);
  const cacheKey = `${bucket}:${points}`;
  const map = (g.__innkeepLimiters ??= new Map());
  let l = map.get(cacheKey);
  if (!l) {
    // "account": failed sign-ins per account whatever the address (an attacker can vary X-Forwarded-For)
    const opts = { points, duration: bucket === "account" ? 900 : 60, keyPrefix: `innkeep:rl:${bucket}` };
    const client = redis();
    l = client
      ? new RateLimiterRedis({ ...opts, storeClient: client, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts);
    map.set(cacheKey, l);
  }
  return l;
}

/** Waits (briefly, once) for a fresh Redis connection so early requests don't all fall back to memory. */
async function redisReady(): Promise<void> {
  const client = redis();
  if (!client || client.status === "ready") return;
  await new Promise<void>((resolve) => {
    const t = setTimeout(resolve, 1000);
    client.once("ready", () => {
      clearTimeout(t);
      resolve();
    });
  });
}

function toResult(limit: number, used: number, msBeforeNext: number, allowed: boolean): RateLimitResult {
  return {
    allowed,
    limit,
    remaining: Math.max(0, limit - used),
    resetAt: Math.ceil((Date.now() + msBeforeNext) / 1000),
    retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  };
}

export async function consumeRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  await redisReady();
  const l = limiter(bucket);
  try {
    const r = await l.consume(key);
    return toResult(l.points, r.consumedPoints, r.msBeforeNext, true);
  } catch (e) {
    if (e instanceof RateLimiterRes) return toResult(l.points, e.consumedPoints, e.msBeforeNext, false);
    throw e;
  }
}

/** Reads a budget without spending it (e.g. failed sign-ins per account, spent only when a sign-in fails). */
export async function peekRateLimit(bucket: RateLimitBucket, key: string): Promise<RateLimitResult> {
  await redisReady();
  const l = limiter(bucket);
  const r = await l.get(key).catch(() => null);
  const used = r?.consumedPoints ?? 0;
  return toResult(l.points, used, r?.msBeforeNext ?? 0, used < l.points);
}

/**
 * Sign-in budgets: per address + identity (spent by every attempt) and per identity whatever the address (spent by
 * failures only, see recordFailedSignIn; X-Forwarded-For can be forged). The address budget is returned, refused
 * when either is exhausted.
 */
export async function signInBudget(ip: string, identity: string): Promise<RateLimitResult & { accountExhausted: boolean }> {
  const rl = await consumeRateLimit("auth", `ip:${ip}|${identity}`);
  if (!rl.allowed) return { ...rl, accountExhausted: false };
  const account = await peekRateLimit("account", identity);
  if (account.allowed) return { ...rl, accountExhausted: false };
  return { ...rl, allowed: false, retryAfter: account.retryAfter, resetAt: account.resetAt, accountExhausted: true };
}

export async function recordFailedSignIn(identity: string): Promise<void> {
  await consumeRateLimit("account", identity);
}

export function rateLimitHeaders(r: RateLimitResult): Record<string, string> {
  const h: Record<string, string> = {
    "X-RateLimit-Limit": String(r.limit),
    "X-RateLimit-Remaining": String(r.remaining),
    "X-RateLimit-Reset": String(r.resetAt),
  };
  if (!r.allowed) h["Retry-After"] = String(r.retryAfter);
  return h;
}

/** Tests: forget every counter. */
export function resetRateLimits(): void {
  g.__innkeepLimiters?.clear();
}
