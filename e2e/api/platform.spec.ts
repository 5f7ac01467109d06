import { expect, test } from "@playwright/test";

// The API through a real HTTP server (next start), including the /v1 alias.
test("health answers with the embedded database", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect((await res.json()).data).toEqual({ status: "ok", database: "pglite" });
});

test("client credentials → token → room types, on /v1 and /api/v1", async ({ request }) => {
  const tokenRes = await request.post("/v1/auth/token", {
    data: { grant_type: "client_credentials", client_id: "demo-integrator", client_secret: "demo-integrator-secret" },
  });
  expect(tokenRes.status()).toBe(200);
  expect(tokenRes.headers()["x-ratelimit-limit"]).toBe("10");
  const token = await tokenRes.json();
  expect(token).toMatchObject({ token_type: "Bearer", expires_in: 86400 });
  const claims = JSON.parse(Buffer.from(token.access_token.split(".")[1], "base64url").toString());
  expect(claims.properties).toHaveLength(1);
  const headers = { authorization: `Bearer ${token.access_token}`, "x-property-id": claims.properties[0] };
  for (const prefix of ["/v1", "/api/v1"]) {
    const res = await request.get(`${prefix}/room-types`, { headers });
    expect(res.status()).toBe(200);
    expect(res.headers()["x-ratelimit-limit"]).toBe("100");
    const body = await res.json();
    expect(body.data.length).toBe(5);
    expect(body.data.reduce((n: number, t: { room_count: number }) => n + t.room_count, 0)).toBeGreaterThanOrEqual(100);
  }
});

test("wrong secret is 401 invalid_credentials; no token is 401", async ({ request }) => {
  const bad = await request.post("/v1/auth/token", {
    data: { grant_type: "client_credentials", client_id: "demo-integrator", client_secret: "nope" },
  });
  expect(bad.status()).toBe(401);
  expect((await bad.json()).error).toBe("invalid_credentials");
  const none = await request.get("/api/v1/room-types");
  expect(none.status()).toBe(401);
});

test("OpenAPI document and rendered reference are served", async ({ request }) => {
  const doc = await request.get("/api/v1/openapi.json");
  expect(doc.status()).toBe(200);
  const json = await doc.json();
  expect(json.openapi).toBe("3.1.0");
  expect(Object.keys(json.paths)).toContain("/api/v1/room-types");
  const html = await request.get("/api/docs");
  expect(await html.text()).toContain("/api/v1/openapi.json");
  expect((await request.get("/api/docs/scalar.js")).status()).toBe(200);
});
