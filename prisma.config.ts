import { defineConfig } from "prisma/config";

// Prisma 7 keeps connection URLs out of schema.prisma. Migrations are created and applied by
// scripts/migrate.ts and lib/db/migrate.ts (no native engine needed); see README "Database".
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
