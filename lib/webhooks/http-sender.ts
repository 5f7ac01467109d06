// One webhook HTTP attempt: POST the exact body bytes, 5-second deadline for the whole exchange (DNS, connect,
// response), 2xx = success; anything else, a timeout or a connection error = failure. Redirects are not followed.
// The target is re-checked against the SSRF rules now (DNS may have changed since the subscription was saved) and
// the socket connects to the address that was checked.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { DELIVERY_TIMEOUT_MS } from "./retry-policy";
import { parseWebhookUrl, privateNetworksAllowed, resolveTarget, TargetRefused, type ResolvedAddress, type Resolver } from "./ssrf";

export type SendResult = { ok: boolean; statusCode: number | null; ms: number; error: string | null };
export type SendRequest = {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs?: number;
  allowPrivate?: boolean;
  resolve?: Resolver;
};
export type Sender = (req: SendRequest) => Promise<SendResult>;

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 }),
};

function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return ((_hostname: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
    if (options?.all) cb(null, [{ address: target.address, family: target.family }]);
    else cb(null, target.address, target.family);
  }) as unknown as LookupFunction;
}

function describeError(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  const msg = (err?.message ?? String(e)).slice(0, 300);
  return err?.code && !msg.includes(err.code) ? `${err.code}: ${msg}` : msg;
}

export const sendWebhook: Sender = async (req) => {
  const started = performance.now();
  const timeoutMs = req.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const allowPrivate = req.allowPrivate ?? privateNetworksAllowed();
  const elapsed = () => Math.round(performance.now() - started);
  const parsed = parseWebhookUrl(req.url, allowPrivate);
  if ("error" in parsed) return { ok: false, statusCode: null, ms: 0, error: `refused: url ${parsed.error}` };
  const url = parsed.url;

  return new Promise<SendResult>((resolve) => {
    let done = false;
    let request: http.ClientRequest | undefined;
    const finish = (r: Omit<SendResult, "ms">) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ ...r, ms: elapsed() });
    };
    const timer = setTimeout(() => {
      finish({ ok: false, statusCode: null, error: `timeout: no complete response within ${timeoutMs} ms` });
      request?.destroy();
    }, timeoutMs);

    resolveTarget(url, { allowPrivate, resolve: req.resolve })
      .then((target) => {
        if (done) return;
        const isHttps = url.protocol === "https:";
        request = (isHttps ? https : http).request({
          protocol: url.protocol,
          hostname: url.hostname.replace(/^\[|\]$/g, ""),
          port: url.port || (isHttps ? 443 : 80),
          path: `${url.pathname}${url.search}`,
          method: "POST",
          agent: isHttps ? agents.https : agents.http,
          lookup: pinnedLookup(target),
          headers: { ...req.headers, "content-length": String(Buffer.byteLength(req.body)) },
        });
        request.on("response", (res) => {
          const code = res.statusCode ?? 0;
          res.on("error", (e) => finish({ ok: false, statusCode: code, error: describeError(e) }));
          res.on("end", () => finish({ ok: code >= 200 && code < 300, statusCode: code, error: code >= 200 && code < 300 ? null : `HTTP ${code}` }));
          res.resume(); // the body is not used
        });
        request.on("error", (e) => finish({ ok: false, statusCode: null, error: describeError(e) }));
        request.end(req.body);
      })
      .catch((e) => finish({ ok: false, statusCode: null, error: e instanceof TargetRefused ? e.message : describeError(e) }));
  });
};
