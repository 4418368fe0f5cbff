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
# Built before the version bump, so turbo's cache (shared by the worktrees of a clone) serves what `pack:packages`
# has just built instead of building every package again; no package puts its version into its build, so the
# files are the ones a build after the bump would give. When the cache holds every package's build, the rehearsal
# needs no install of its own: turbo and changesets come from the clone's node_modules, linked (a second install of
# the workspace took 2 min 15 s of the rehearsal's 6 at a load average of 17). Otherwise (no `pack:packages` before
# it) the worktree is installed and built for real.
# The packages' own node_modules are copied as they are: links, relative, so each workspace dependency leads to the
# worktree's package (its bumped version is the one `publish` writes) and each other one through the linked store.
ln -s "$root/node_modules" node_modules
pnpm m ls --json --depth=-1 | node -e '
  const { relative } = require("node:path")
  for (const { path } of JSON.parse(require("node:fs").readFileSync(0, "utf8"))) console.log(relative(process.argv[1], path))
' "$PWD" | while IFS= read -r dir; do
  if [ -n "$dir" ] && [ -d "$root/$dir/node_modules" ]; then cp -a "$root/$dir/node_modules" "$dir/"; fi
done
if ! pnpm --silent build --dry=json | node -e '
  const { tasks } = JSON.parse(require("node:fs").readFileSync(0, "utf8"))
  process.exit(tasks.every((task) => task.cache.status === "HIT") ? 0 : 1)'; then
  rm node_modules
  pnpm install --frozen-lockfile --prefer-offline --silent
fi
pnpm build --output-logs=errors-only
pnpm version-packages >/dev/null
git --no-pager diff --stat -- '*/package.json' | tail -n 1
pnpm -r --filter './packages/**' --filter @portico/cloud --filter @portico/secure publish --dry-run --no-git-checks 2>&1 | grep -E '^(npm notice (name|version|package size|total files)|\+ )' || true
echo "release dry run: ok"
