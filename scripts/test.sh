#!/usr/bin/env bash
# Runs every test: lint (and the message catalogue check), the docs site (built, its links checked), types, unit and integration tests (the cloud's suite on PGlite and, where
# PostgreSQL can be set up, on PostgreSQL too, with two cloud nodes sharing it and a redis-server),
# browser tests, the published packages (built, packed, checked with publint and arethetypeswrong, the
# cloud and the secure site installed from their tarballs with npm and started, a release rehearsed),
# the example apps installed from those packages, and the weight budget.
set -euo pipefail
cd "$(dirname "$0")/.."

# Every run ends with the time of each step, passed or failed, so that it says where its time went. The EXIT trap
# prints the table whatever stopped the run, and exits with the run's own code.
STEP_NAMES=(); STEP_SECONDS=(); CURRENT_STEP=""; CURRENT_START=0; FAILED_STEP=""
end_step() {
  [ -n "$CURRENT_STEP" ] || return 0
  STEP_NAMES+=("$CURRENT_STEP"); STEP_SECONDS+=("$((SECONDS - CURRENT_START))"); CURRENT_STEP=""
}
step() { end_step; CURRENT_STEP="$1"; CURRENT_START=$SECONDS; echo; echo "› $1 ($(date -u +%H:%M:%S))"; }
print_step_times() {
  local code=$? failed="$CURRENT_STEP" i mark bg_code=0
  end_step
  if [ "${#BG_PIDS[@]}" -gt 0 ]; then
    echo; echo "› waiting for the steps still running in the background: ${!BG_PIDS[*]}"
    wait_all_background || bg_code=$?
  fi
  if [ "$code" -eq 0 ] && [ "$bg_code" -ne 0 ]; then code=$bg_code; fi
  if [ -z "$failed" ]; then failed="$FAILED_STEP"; fi
  echo; echo "› time per step ($([ "$code" -eq 0 ] && echo "passed" || echo "failed with exit code $code"))"
  for i in "${!STEP_NAMES[@]}"; do
    mark=""; [ "$code" -ne 0 ] && [ "${STEP_NAMES[$i]}" = "$failed" ] && mark="  ← failed"
    printf '  %-11s %4dm %02ds%s\n' "${STEP_NAMES[$i]}" "$((STEP_SECONDS[i] / 60))" "$((STEP_SECONDS[i] % 60))" "$mark"
  done
  printf '  %-11s %4dm %02ds\n' total "$((SECONDS / 60))" "$((SECONDS % 60))"
  exit "$code"
}
# A step in the background runs beside the steps after it: its output goes to test-results/<name>.log (its end
# printed when it fails), its exit code is checked where the run waits for it (`wait_background <name>`) and its own
# time, from its start to its own end (not to the wait), is in the table as "<name> (bg)". A run stopped earlier still
# waits for every one of them (for their clean-up, and so that their result is in the table).
declare -A BG_PIDS=() BG_STARTED=()
background() {
  local name="$1"
  shift
  mkdir -p test-results
  echo; echo "› $name, in the background ($(date -u +%H:%M:%S)): test-results/$name.log"
  BG_STARTED[$name]=$SECONDS
  rm -f "test-results/$name.ended"
  # A subshell counts SECONDS from the run's start too: it writes when the step itself ended.
  ( code=0; "$@" || code=$?; echo "$SECONDS" >"test-results/$name.ended"; exit "$code" ) >"test-results/$name.log" 2>&1 &
  BG_PIDS[$name]=$!
}
wait_background() {
  local name="$1" code=0 pid="${BG_PIDS[$1]:-}" ended
  [ -n "$pid" ] || return 0
  unset "BG_PIDS[$name]"
  wait "$pid" || code=$?
  ended="$(cat "test-results/$name.ended" 2>/dev/null || echo "$SECONDS")"
  STEP_NAMES+=("$name (bg)"); STEP_SECONDS+=("$((ended - BG_STARTED[$name]))")
  if [ "$code" -ne 0 ]; then
    FAILED_STEP="$name (bg)"
    echo; echo "› $name (in the background) failed with exit code $code: test-results/$name.log"
    tail -n 40 "test-results/$name.log"
  fi
  return "$code"
}
wait_all_background() {
  local name code=0
  for name in "${!BG_PIDS[@]}"; do wait_background "$name" || code=$?; done
  return "$code"
}
trap print_step_times EXIT

step "tools";      bash scripts/ensure-tools.sh --browser
# One command a line below: under `set -e` a failure inside `a && b` (other than the last) does not stop
# the run, so a failed lint or package check once went unnoticed.

step "lint";       pnpm lint; pnpm check:messages
# The docs site with the API reference (TypeDoc, from the sources), and every link and anchor in it: in the
# background beside typecheck and packages. TypeDoc works on one core, and the typecheck step and much of the packages
# step left the second idle (the packages step's checks now run two at a time, below); nothing in those steps reads or writes docs-site/dist, and TypeDoc reads the packages' sources, not their dist/.
background docs bash -euo pipefail -c 'pnpm docs:build; pnpm docs:check'
step "typecheck";  pnpm typecheck; pnpm check:exact-optional
# PGlite's migrated template (apps/cloud/src/testing/makePgliteTemplate.ts), which the unit and browser steps' clouds
# copy instead of running initdb and the migrations: made once here, beside the packages step, so
# that no two test files make it at once in the unit step. Keyed on PGlite's version and the migrations.
background pglite-template pnpm --filter @portico/cloud pglite-template
# The packages step: its checks two at a time. The release rehearsal needs turbo's cache of the build, not the tarballs
# (its own `publish --dry-run` packs the bumped versions), so it starts right after the build, in the background (one
# core: `version-packages`, 27 dry-run publishes). `check:services` (two npm installs, the installed cloud's cold start:
# mostly waiting, on the disk and the registry) runs in the background too, beside publint and arethetypeswrong
# (`check:packages`, one core's work) and `check:existing-app` (two npm installs). No check packs or installs what
# another did: each reads the tarballs of the one pack, into folders of its own. The cloud's cold start has a deadline
# that bounds a hang, not one a quiet machine meets (scripts/services/installedServices.mjs). (The SIGTERM that ended
# the rehearsal in CI's run of 2026-12-01 07:35 was a helper's `kill` of a process it took for its own: not this.)
step "packages";   pnpm build
background release bash scripts/release-dry-run.sh
pnpm pack:packages --no-build
background services pnpm check:services
pnpm check:packages
pnpm check:existing-app
end_step
wait_background services
wait_background release
# The docs before the unit step, which keeps both cores busy.
wait_background docs
wait_background pglite-template
# The OCI images, built and started without a Docker engine (podman and buildah from Debian; needs root): beside the
# examples step, below.
run_image=""
if [ "$(id -u)" -eq 0 ] && [ -z "${PORTICO_SKIP_IMAGE:-}" ]; then run_image=1; else echo "image: skipped (needs root, or PORTICO_SKIP_IMAGE is set)"; fi
if [ -z "${TEST_DATABASE_URL:-}" ] && [ "$(id -u)" -eq 0 ] && [ -z "${PORTICO_SKIP_POSTGRES:-}" ]; then
  step "postgresql"
  TEST_DATABASE_URL="$(bash apps/cloud/scripts/ci-postgres.sh)"
  export TEST_DATABASE_URL
fi
if [ -z "${REDIS_SERVER_BIN:-}" ] && [ -z "${PORTICO_SKIP_REDIS:-}" ]; then
  # The cloud's several-nodes suite starts its own redis-server (with PostgreSQL above).
  if ! command -v redis-server >/dev/null 2>&1; then
    step "redis"
    SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
    # Without apt (or sudo) the suite says it is skipped; everything else still runs.
    { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq \
        --no-install-recommends redis-server >/dev/null; } ||
      echo "redis-server could not be installed: the cloud's several-nodes suite will be skipped"
  fi
  REDIS_SERVER_BIN="$(command -v redis-server || true)"
  export REDIS_SERVER_BIN
fi
# The unit and browser steps write JSON reports beside their usual output; after each (passed or failed) the 30
# slowest files are printed from that report (scripts/slowest.mjs, which never fails the run).
then_slowest() {
  local report="$1" code=0
  shift
  rm -f "$report"
  "$@" || code=$?
  node scripts/slowest.mjs "$report" || true
  return "$code"
}
step "unit";       then_slowest test-results/unit.json pnpm test:unit --reporter=default --reporter=json --outputFile.json=test-results/unit.json
step "browser";    then_slowest test-results/lab.json pnpm test:e2e
# The image step keeps one core busy (its builds) while the examples step mostly waits (npm installs, a one-worker
# browser run), so it runs in the background beside the examples and the budget (its log test-results/image.log, its
# time "image (bg)"; a run stopped earlier still waits for its clean-up: containers, firewall chains). It needs ports
# 8787 and 4410, which nothing of the examples takes (their services listen on free ports).
if [ -n "$run_image" ]; then background image bash scripts/check-image.sh; fi
step "examples";   bash scripts/examples.sh --no-pack
step "budget";     pnpm budget
end_step
wait_background image
