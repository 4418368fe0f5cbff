#!/usr/bin/env bash
# The release flow, rehearsed: in a throwaway worktree of HEAD (the working tree is never touched),
# every published package is built, `pnpm version-packages` consumes the changesets and bumps versions, and
# `pnpm publish --dry-run` shows what would go to the registry.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
scratch="$(mktemp -d /tmp/portico-release-XXXXXX)"
cleanup() { git -C "$root" worktree remove --force "$scratch" >/dev/null 2>&1 || rm -rf "$scratch"; }
trap cleanup EXIT

git worktree add --detach --quiet "$scratch" HEAD
cd "$scratch"
pnpm install --frozen-lockfile --prefer-offline --silent
# Built before the version bump, so turbo's cache (shared by the worktrees of a clone) serves what `pack:packages`
# has just built instead of building every package again; no package puts its version into its build, so the
# files are the ones a build after the bump would give.
pnpm build --output-logs=errors-only
pnpm version-packages >/dev/null
git --no-pager diff --stat -- '*/package.json' | tail -n 1
pnpm -r --filter './packages/**' --filter @portico/cloud --filter @portico/secure publish --dry-run --no-git-checks 2>&1 | grep -E '^(npm notice (name|version|package size|total files)|\+ )' || true
echo "release dry run: ok"
