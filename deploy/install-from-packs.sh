#!/bin/sh
# Installs a Portico service (@portico/cloud or @portico/secure) with npm from the tarballs that
# `pnpm pack:packages` writes, as a team installs it: into TARGET, production dependencies only.
# The images (deploy/*/Dockerfile) and `pnpm check:services` run this same script, so the path the
# check starts is the path the image ships.
#   sh deploy/install-from-packs.sh PACKS_DIR TARGET_DIR cloud|secure
set -eu
packs="$(cd "$1" && pwd)"
target="$2"
case "$3" in
  cloud) tarballs="portico-cloud.tgz portico-cloud-contract.tgz portico-core.tgz portico-siwx.tgz" ;;
  secure) tarballs="portico-secure.tgz portico-core.tgz" ;;
  *) echo "install-from-packs.sh: the service is cloud or secure, not $3" >&2; exit 2 ;;
esac
mkdir -p "$target"
cd "$target"
[ -f package.json ] || echo '{ "private": true }' > package.json
set --
for tarball in $tarballs; do set -- "$@" "$packs/$tarball"; done
npm install --omit=dev --no-package-lock --no-audit --no-fund --loglevel=error "$@"
