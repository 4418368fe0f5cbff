#!/usr/bin/env bash
# Issue 10's loaded series: `.ci/run` on a fresh clone of one commit (COMMIT, default main's tip when the series
# starts), N times in a row (default 3), while two spinning shells keep both cores busy for the whole series; stops
# at the first red run. Writes the runs' logs, a summary (commit, start, end, exit code, load) and the load average
# each minute to OUT (default /tmp/loaded-series). COMMIT lets a series that did not fit in one session go on, on the
# same commit, in the next.
#
#   bash scripts/loaded-ci-series.sh [RUNS] [OUT] [COMMIT]
#
# Run it on an otherwise idle machine: with two spinners and nothing else a whole run took 65 minutes on 2 cores
# (2026-11-28: unit 29 of them, browser 20), longer with other work beside it; three do not fit in one 3-hour session.
set -u
repo="$(cd "$(dirname "$0")/.." && pwd)"
runs="${1:-3}"
out="${2:-/tmp/loaded-series}"
mkdir -p "$out"
# One commit for every run: commits made while the series runs do not enter it.
sha="$(git -C "$repo" rev-parse --short "${3:-HEAD}")"
sh -c 'while :; do :; done' & spin1=$!
sh -c 'while :; do :; done' & spin2=$!
( while :; do echo "$(date -u +%H:%M:%S) $(cut -d' ' -f1-3 /proc/loadavg)"; sleep 60; done ) >> "$out/load.log" & sampler=$!
trap 'kill $spin1 $spin2 $sampler 2>/dev/null' EXIT
for i in $(seq 1 "$runs"); do
  rm -rf "$out/run$i"
  git clone -q "$repo" "$out/run$i"
  git -C "$out/run$i" checkout -q -B main "$sha"
  echo "run $i $sha start $(date -u +%H:%M:%S) load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/summary.log"
  (cd "$out/run$i" && CI=true bash .ci/run) > "$out/run$i.log" 2>&1 < /dev/null
  rc=$?
  echo "run $i $sha end $(date -u +%H:%M:%S) exit $rc load $(cut -d' ' -f1-3 /proc/loadavg)" >> "$out/summary.log"
  [ "$rc" -eq 0 ] || exit "$rc"
done
