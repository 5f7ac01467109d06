// With REDIS_URL set, counters live in Redis and are shared by every Innkeep process.
import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { consumeRateLimit, resetRateLimits } from "./rate-limit";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("rate limits through Redis", () => {
  afterAll(() => {
    delete process.env.REDIS_URL;
    delete process.env.RATE_LIMIT_PER_MINUTE;
    resetRateLimits();
  });

  it("shares one budget across limiter instances (as across processes)", async () => {
    process.env.REDIS_URL = REDIS_URL;
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    const key = `client:${crypto.randomUUID()}`;
    resetRateLimits();
    const a = await consumeRateLimit("standard", key);
    expect(a).toMatchObject({ allowed: true, limit: 3, remaining: 2 });
    resetRateLimits(); // a fresh limiter object, like another server process
    const b = await consumeRateLimit("standard", key);
    expect(b.remaining).toBe(1);
    await consumeRateLimit("standard", key);
    const over = await consumeRateLimit("standard", key);
    expect(over.allowed).toBe(false);
    expect(over.retryAfter).toBeGreaterThan(0);
  });
});
