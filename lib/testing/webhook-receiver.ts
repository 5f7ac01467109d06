// A real HTTP receiver on loopback for webhook tests. Every request is recorded with its exact body bytes and
// headers; `respond` decides the answer (status code, or "hang" to hold the connection open).
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { headers: http.IncomingHttpHeaders; body: string; path: string; at: number };
export type Respond = (req: Received, index: number) => number | "hang" | Promise<number | "hang">;

export type Receiver = {
  url: string;
  received: Received[];
  /** TCP connections accepted (also counts connections that never sent a valid request) */
  connections(): number;
  /** resolves when `n` requests have arrived */
  waitFor(n: number, timeoutMs?: number): Promise<Received[]>;
  close(): Promise<void>;
};

export async function startReceiver(respond: Respond = () => 200, path = "/hook"): Promise<Receiver> {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      const r: Received = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), path: req.url ?? "", at: Date.now() };
      const index = received.push(r) - 1;
      waiters.splice(0).forEach((w) => w());
      const answer = await respond(r, index);
      if (answer === "hang") {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { "content-type": "text/plain" }).end("ok");
    });
  });
  let connections = 0;
  server.on("connection", () => connections++);
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    connections: () => connections,
    waitFor: (n, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`receiver got ${received.length} of ${n} requests`)), timeoutMs);
        const check = () => {
          if (received.length >= n) {
            clearTimeout(timer);
            resolve(received);
          } else waiters.push(check);
        };
        check();
      }),
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
