import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "@": fileURLToPath(new URL("./", import.meta.url)) };
const exclude = ["node_modules/**", ".next/**", "e2e/**", "data/**"];

// Two tiers by file name: *.test.ts is pure logic; *.integration.test.ts runs services and route handlers against
// a real database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set), a fresh copy per test file.
export default defineConfig({
  resolve: { alias },
  test: {
    env: { NODE_ENV: "test" },
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["**/*.test.ts"], exclude: [...exclude, "**/*.integration.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["**/*.integration.test.ts"],
          exclude,
          environment: "node",
          globalSetup: ["./lib/testing/global-setup.ts"],
          setupFiles: ["./lib/testing/setup-db.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
