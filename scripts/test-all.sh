#!/usr/bin/env bash
# `npm test`: every test tier, in order of cost. Integration tests run on the embedded PGlite here; set
# TEST_DATABASE_URL (or run `npm run test:integration:pg`) for the PostgreSQL pass. E2E needs /usr/bin/chromium.
set -euo pipefail
export NEXT_TELEMETRY_DISABLED=1
step() { printf '\n=== %s ===\n' "$*"; }
step "typecheck";             npx tsc --noEmit
step "unit tests";            npx vitest run --project unit
step "integration tests (${TEST_DATABASE_URL:+PostgreSQL}${TEST_DATABASE_URL:-PGlite})"; npx vitest run --project integration
step "OpenAPI lint";          npx tsx scripts/openapi.ts lint
step "build";                 npx next build
step "end-to-end (Playwright, Debian Chromium)"; npx playwright test
