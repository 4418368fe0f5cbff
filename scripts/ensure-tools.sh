#!/usr/bin/env bash
# Installs what a fresh machine with only Node lacks: pnpm, the workspace's packages and,
# when asked (--browser), Chromium from the OS packages. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v pnpm >/dev/null 2>&1; then
  echo "› installing pnpm"
  npm install -g pnpm@10.34.9 >/dev/null 2>&1 || npm install -g pnpm@10.34.9
fi

if [[ " $* " == *" --browser "* ]] && ! command -v chromium >/dev/null 2>&1; then
  echo "› installing Chromium from the OS packages"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if [ ! -d node_modules ] || [ pnpm-lock.yaml -nt node_modules/.modules.yaml ]; then
  echo "› installing packages"
  pnpm install --frozen-lockfile
fi
