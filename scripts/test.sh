#!/usr/bin/env bash
# npm test: the one gate. Installs what the tests need, then typecheck, lint, the content capacity
# check (five papers per preset, no repeat), unit, API tests on PGlite and on a throwaway PostgreSQL, and browser tests in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/ensure-deps.mjs
bash scripts/ensure-system-deps.sh

step() { printf '\n=== %s ===\n' "$1"; }
step "typecheck"; npx tsc -p tsconfig.json --noEmit
step "lint"; npx eslint . --max-warnings 0
step "content capacity"; npx tsx scripts/content-capacity.ts
step "unit"; npx vitest run --project unit --project web
step "API on PGlite"; npx vitest run --project api
step "API on PostgreSQL"; bash scripts/with-postgres.sh npx vitest run --project api
step "build"; npx vite build --config web/vite.config.ts --logLevel warn
step "bundle budget"; npx tsx scripts/bundle-report.ts --check
step "browser"; npx playwright test
step "production start from a clean clone"; node scripts/test-production-start.mjs
printf '\nAll test stages passed.\n'
