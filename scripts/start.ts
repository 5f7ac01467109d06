// `npm start`: builds once when there is no build, then serves Innkeep. The server itself migrates the database
// and seeds the demo property on first start (instrumentation.ts), so this is all a fresh clone needs.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const port = process.env.PORT ?? "3000";
const host = process.env.HOSTNAME ?? "0.0.0.0";
const nextBin = path.resolve("node_modules/next/dist/bin/next");
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  NODE_ENV: "production" as const,
  NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? `http://localhost:${port}`,
};

if (!fs.existsSync(".next/BUILD_ID")) {
  console.log("No build found: running `next build` once (about a minute)…");
  const r = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit", env });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, [nextBin, "start", "-p", port, "-H", host], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => server.kill(sig));
server.on("exit", (code) => process.exit(code ?? 0));

const url = `http://localhost:${port}`;
const started = Date.now();
const poll = async (): Promise<void> => {
  try {
    const res = await fetch(`${url}/api/health`);
    if (res.ok) {
      console.log(`
  Innkeep is running at ${url}
  API reference:  ${url}/api/docs        OpenAPI: ${url}/api/v1/openapi.json
  Demo logins (demo data only — change or remove before real use), password "innkeep-demo":
    admin@demo.innkeep.dev  manager@demo.innkeep.dev  frontdesk@demo.innkeep.dev  cashier@demo.innkeep.dev
    housekeeping@demo.innkeep.dev  waiter@demo.innkeep.dev  kitchen@demo.innkeep.dev
  Demo API client: demo-integrator / demo-integrator-secret
`);
      return;
    }
  } catch {
    /* not up yet */
  }
  if (Date.now() - started < 180_000) setTimeout(poll, 500);
};
setTimeout(poll, 500);
