#!/usr/bin/env bash
# The example apps as a dapp team has them: Portico installed with npm from the packed packages
# (.packs/, written by `pnpm pack:packages`), each app built for production, then the starter's apps
# (`npm create portico` from the same tarballs, built and type-checked: scripts/check-starter.mjs), then the
# browser tests (examples/e2e) against the built example apps, local chains, and Portico Cloud and the secure site
# installed from their tarballs on another site than the apps (the installs `pnpm check:services` left, while the
# tarballs are the same: scripts/services/installedServices.mjs). Pass --no-pack to reuse .packs/.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 npm_config_audit=false npm_config_fund=false npm_config_update_notifier=false

[[ " $* " == *" --no-pack "* ]] || pnpm pack:packages
for example in vite-react18 next e2e; do
  echo "› examples/$example: npm install"
  # No lockfile: the tarballs change with every build; third-party versions are pinned in package.json, so npm's
  # cache (~/.npm) answers them without asking the registry again when it has them (--prefer-offline), as the
  # starter's installs do.
  (cd "examples/$example" && rm -rf node_modules/@portico &&
    npm install --no-package-lock --prefer-offline --loglevel=error)
done
for example in vite-react18 next; do
  echo "› examples/$example: build"
  (cd "examples/$example" && npm run build --silent)
done
# Chromium fails the requests in flight with net::ERR_NETWORK_CHANGED when this machine's network interfaces change:
# the runs that drive it hold the network lock shared, which the image step beside them (CI) takes alone while its
# compose network exists (scripts/check-image.sh). The lock is on descriptor 8, which the runs themselves do not get:
# a process they leave behind cannot hold it.
# Without flock(1) (util-linux; not on macOS) the runs go unlocked: the image step needs Linux and root anyway.
exec 8>>"${PORTICO_NETWORK_LOCK:-${TMPDIR:-/tmp}/portico-network.lock}"
with_network_lock() {
  local code=0
  if ! command -v flock >/dev/null; then
    "$@" 8>&-
    return
  fi
  flock -s 8
  "$@" 8>&- || code=$?
  flock -u 8
  return "$code"
}
with_network_lock node scripts/check-starter.mjs
echo "› examples: browser tests"
(cd examples/e2e && with_network_lock npx playwright test)
