import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;

// E2E runs the production build (`npm start` path) on a fresh embedded database in .tmp/e2e-data, in Debian's
// Chromium (apt-get install chromium; never `playwright install`).
export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "api", testDir: "./e2e/api" },
    {
      name: "ui",
      testDir: "./e2e/ui",
      use: {
        browserName: "chromium",
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-dev-shm-usage",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
          ],
        },
      },
    },
  ],
  webServer: {
    command: "rm -rf .tmp/e2e-data && npx tsx scripts/start.ts",
    url: `${BASE_URL}/api/health`,
    // never reuse: another checkout's server on the same port would be tested silently
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      INNKEEP_DATA_DIR: ".tmp/e2e-data",
      NEXTAUTH_URL: BASE_URL,
      LOG_LEVEL: "warn",
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: "true",
    },
  },
});
