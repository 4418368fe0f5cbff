#!/usr/bin/env bash
# Runs every test: lint, types, unit and integration tests (the cloud's suite on PGlite and, where
# PostgreSQL can be set up, on PostgreSQL too), browser tests, and the weight budget.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh --browser

step() { echo; echo "› $1 ($(date -u +%H:%M:%S))"; }

step "lint";       pnpm lint
step "typecheck";  pnpm typecheck
if [ -z "${TEST_DATABASE_URL:-}" ] && [ "$(id -u)" -eq 0 ] && [ -z "${PORTICO_SKIP_POSTGRES:-}" ]; then
  step "postgresql"
  TEST_DATABASE_URL="$(bash apps/cloud/scripts/ci-postgres.sh)"
  export TEST_DATABASE_URL
fi
step "unit";       pnpm test:unit
step "browser";    pnpm test:e2e
step "budget";     pnpm budget
step "done"
