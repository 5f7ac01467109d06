// The benchmark's HTTP server: Node's http module in front of the real route handlers (the same functions Next.js
// calls, found through the OpenAPI registry), plus one raw-SQL baseline endpoint answering POST /availability's
// question with a single hand-written query and no framework. Started by scripts/bench-front-office.ts.
//
//   env: DATABASE_URL (PostgreSQL), PORT, JWT_SECRET, DATABASE_POOL_MAX, RATE_LIMIT_PER_MINUTE, LOG_LEVEL
import http from "node:http";
import pg from "pg";
import { ROUTES } from "../../lib/openapi/registry";
import type { RouteHandler } from "../../lib/http/route";
import { BASELINE_AVAILABILITY_SQL, baselineParams } from "./baseline";

type Matcher = { re: RegExp; names: string[]; module: Partial<Record<string, RouteHandler>> };

const matchers: Matcher[] = ROUTES.map(({ path, module }) => {
  const names: string[] = [];
  const re = new RegExp(
    "^" +
      path.replace(/\{([^}]+)\}/g, (_, n: string) => {
        names.push(n);
        return "([^/]+)";
      }) +
      "$",
  );
  return { re, names, module: module as Matcher["module"] };
}).sort((a, b) => a.names.length - b.names.length); // static segments (rooms/status-summary) before {id}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_MAX ?? 10) });

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function baseline(body: Buffer): Promise<{ status: number; json: unknown }> {
  const b = JSON.parse(body.toString("utf8"));
  const { rows } = await pool.query({ name: "baseline_availability", text: BASELINE_AVAILABILITY_SQL, values: baselineParams(b) });
  return { status: 200, json: { data: rows } };
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "127.0.0.1"}`);
    const body = req.method === "GET" || req.method === "HEAD" ? undefined : await readBody(req);
    if (url.pathname === "/baseline/availability") {
      const r = await baseline(body!);
      res.writeHead(r.status, { "content-type": "application/json" });
      res.end(JSON.stringify(r.json));
      return;
    }
    for (const m of matchers) {
      const hit = m.re.exec(url.pathname);
      if (!hit) continue;
      const handler = m.module[req.method ?? "GET"];
      if (!handler) break;
      const params = Object.fromEntries(m.names.map((n, i) => [n, decodeURIComponent(hit[i + 1])]));
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
      headers.set("x-forwarded-for", req.socket.remoteAddress ?? "127.0.0.1");
      const response = await handler(new Request(url, { method: req.method, headers, body: body && body.length ? new Uint8Array(body) : undefined }), { params: Promise.resolve(params) });
      const out = Buffer.from(await response.arrayBuffer());
      const h: Record<string, string> = {};
      response.headers.forEach((v, k) => (h[k] = v));
      res.writeHead(response.status, h);
      res.end(out);
      return;
    }
    res.writeHead(404, { "content-type": "application/json" });
    res.end('{"error":"not_found"}');
  } catch (e) {
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "bench_server_error", message: String(e) }));
  }
});

server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT ?? 3999), "127.0.0.1", () => {
  process.stdout.write(`listening ${(server.address() as { port: number }).port}\n`);
});
