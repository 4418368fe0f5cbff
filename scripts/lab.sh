#!/usr/bin/env bash
# Starts the lab with everything it needs on embedded defaults (local chains, then the lab).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-tools.sh
exec pnpm --filter @portico/lab start
