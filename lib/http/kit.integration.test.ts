// The API kit's contract, exercised through real route handlers (including ad-hoc ones built with the kit).
import { describe, expect, it } from "vitest";
import * as roomTypes from "@/app/api/v1/room-types/route";
import { db } from "@/lib/db/client";
import { resetRateLimits } from "@/lib/http/rate-limit";
import { paged, platformRoute, v1Route } from "@/lib/http/route";
import { toPage, ZCursorQuery } from "@/lib/http/pagination";
import { call, propertyId, tokenFor } from "@/lib/testing/api";

describe("property scope and permissions", () => {
  it("requires X-Property-ID, naming the header", async () => {
    const t = await tokenFor("frontdesk@demo.innkeep.dev");
    const res = await call(roomTypes.GET, "GET", "/api/v1/room-types", { token: t });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: "validation_error", details: [{ field: "X-Property-ID", message: "Required" }] });
  });

  it("403 when the property is not in the token", async () => {
    const t = await tokenFor("harbour.frontdesk@demo.innkeep.dev");
    const res = await call(roomTypes.GET, "GET", "/api/v1/room-types", { token: t, propertyId: await propertyId() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: "forbidden", message: "You do not have permission to access this resource" });
  });

  it("403 when the role lacks the permission, and nothing is written", async () => {
    const before = await db().roomType.count();
    const t = await tokenFor("housekeeping@demo.innkeep.dev");
    const res = await call(roomTypes.POST, "POST", "/api/v1/room-types", {
      token: t,
      propertyId: await propertyId(),
      body: { code: "HK", name: "x", max_occupancy: 2, max_adults: 2, base_rate: 100 },
    });
    expect(res.status).toBe(403);
    expect(await db().roomType.count()).toBe(before);
  });
});

describe("body handling", () => {
  const withManager = async () => ({ token: await tokenFor("manager@demo.innkeep.dev"), propertyId: await propertyId() });

  it("malformed JSON is a 400 naming the body", async () => {
    const res = await call(roomTypes.POST, "POST", "/api/v1/room-types", { ...(await withManager()), rawBody: '{"code": "X",' });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([{ field: "body", message: "Malformed JSON" }]);
  });

  it("an oversized body is a 413", async () => {
    const res = await call(roomTypes.POST, "POST", "/api/v1/room-types", {
      ...(await withManager()),
      rawBody: JSON.stringify({ code: "BIG", description: "x".repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe("payload_too_large");
  });

  it("wrong types and missing fields list every field", async () => {
    const res = await call(roomTypes.POST, "POST", "/api/v1/room-types", { ...(await withManager()), body: { code: 7, max_adults: "two" } });
    expect(res.status).toBe(400);
    const fields = res.body.details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(["code", "name", "max_occupancy", "max_adults", "base_rate"]));
    expect(res.body.details.find((d: { field: string }) => d.field === "name").message).toBe("Required");
  });

  it("a non-JSON content type is a 415", async () => {
    const res = await call(roomTypes.POST, "POST", "/api/v1/room-types", {
      ...(await withManager()),
      rawBody: "<xml/>",
      headers: { "content-type": "application/xml" },
    });
    expect(res.status).toBe(415);
  });
});

describe("errors and headers", () => {
  const boom = v1Route({
    operationId: "boom",
    summary: "test",
    tags: ["Test"],
    permission: "room_types.read",
    handler: async () => {
      throw new Error("SELECT secret_column FROM internal_table failed at /srv/innkeep/lib/x.ts:42");
    },
  });
  const platformBoom = platformRoute({ ...boom.spec, permission: "room_types.read", handler: async () => { throw new Error("db password=hunter2"); } });

  it("an unexpected error is a 500 with the request id and no internals (both dialects)", async () => {
    const opts = { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: await propertyId(), headers: { "x-request-id": "req-test-123" } };
    const res = await call(boom, "GET", "/api/v1/boom", opts);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: "internal_error", message: "An unexpected error occurred (request id req-test-123)", request_id: "req-test-123" });
    expect(JSON.stringify(res.body)).not.toMatch(/secret_column|internal_table|\/srv/);
    expect(res.headers.get("x-request-id")).toBe("req-test-123");
    const p = await call(platformBoom, "GET", "/api/boom", opts);
    expect(p.body).toEqual({ statusCode: 500, error: "INTERNAL_ERROR", message: "An unexpected error occurred (request id req-test-123)", details: null, requestId: "req-test-123" });
  });

  it("Prisma unique violations map to 409 conflict", async () => {
    const dup = v1Route({
      operationId: "dup",
      summary: "test",
      tags: ["Test"],
      permission: "room_types.read",
      handler: async (ctx) => {
        const rt = await db().roomType.findFirstOrThrow({ where: { propertyId: ctx.propertyId } });
        await db().roomType.create({ data: { propertyId: ctx.propertyId, code: rt.code, name: "dup", maxOccupancy: 1, maxAdults: 1, baseRate: 1 } });
      },
    });
    const res = await call(dup, "GET", "/x", { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: await propertyId() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("conflict");
  });

  it("every response carries the rate-limit headers; the 101st request in a minute is a 429", async () => {
    resetRateLimits();
    const opts = { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: await propertyId() };
    let last;
    for (let i = 0; i < 100; i++) {
      last = await call(roomTypes.GET, "GET", "/api/v1/room-types", opts);
      expect(last.status).toBe(200);
    }
    expect(last!.headers.get("x-ratelimit-limit")).toBe("100");
    expect(last!.headers.get("x-ratelimit-remaining")).toBe("0");
    const over = await call(roomTypes.GET, "GET", "/api/v1/room-types", opts);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    resetRateLimits();
  });
});

describe("cursor pagination helpers", () => {
  const list = v1Route({
    operationId: "listNumbers",
    summary: "test",
    tags: ["Test"],
    permission: "room_types.read",
    query: ZCursorQuery,
    handler: async ({ query }) => {
      const all = Array.from({ length: 45 }, (_, i) => ({ n: i }));
      const start = query.cursor ? Number(JSON.parse(Buffer.from(query.cursor, "base64url").toString())[0]) + 1 : 0;
      return paged(toPage(all.slice(start, start + query.limit + 1), query.limit, (r) => [r.n]));
    },
  });

  it("pages with an opaque cursor, default 20, max 100, >100 is a 400", async () => {
    const opts = { token: await tokenFor("frontdesk@demo.innkeep.dev"), propertyId: await propertyId() };
    const p1 = await call(list, "GET", "/x", opts);
    expect(p1.body.data).toHaveLength(20);
    expect(p1.body.pagination.has_more).toBe(true);
    const p3 = await call(list, "GET", "/x", { ...opts, query: { cursor: (await call(list, "GET", "/x", { ...opts, query: { cursor: p1.body.pagination.cursor } })).body.pagination.cursor } });
    expect(p3.body.data).toHaveLength(5);
    expect(p3.body.pagination).toEqual({ cursor: null, has_more: false });
    const tooBig = await call(list, "GET", "/x", { ...opts, query: { limit: "101" } });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.details).toEqual([{ field: "limit", message: "limit must be at most 100" }]);
    expect((await call(list, "GET", "/x", { ...opts, query: { limit: "100" } })).body.data).toHaveLength(45);
  });
});


describe("client disconnects", () => {
  it("a request aborted mid-body is a 499, not a logged 500", async () => {
    const ac = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode('{"code":'));
        // as in the server: the socket closes, the body stream errors and the request signal aborts
        ac.signal.addEventListener("abort", () => c.error(new Error("aborted")));
      },
    });
    const req = new Request("http://innkeep.test/api/v1/room-types", {
      method: "POST",
      body,
      duplex: "half",
      signal: ac.signal,
      headers: {
        authorization: `Bearer ${await tokenFor("manager@demo.innkeep.dev")}`,
        "x-property-id": await propertyId(),
        "content-type": "application/json",
      },
    } as RequestInit);
    setTimeout(() => ac.abort(), 50);
    const res = await roomTypes.POST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(499);
  });
});
