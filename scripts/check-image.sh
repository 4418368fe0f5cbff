#!/usr/bin/env bash
# Builds and starts the OCI images (deploy/*/Dockerfile) and the compose file (deploy/compose.yaml) on a
# Debian 12 machine with no Docker engine and no image registry, as root: podman, buildah and podman-compose
# from Debian's packages, daemonless, on the vfs store under $PORTICO_IMAGE_WORK (default
# /var/tmp/portico-image-check), deleted at the end with everything it started.
#   pnpm pack:packages && bash scripts/check-image.sh
# No registry, so no node:20-slim, postgres:16 or redis:7: the base is made here (debootstrap minbase bookworm
# plus this machine's own Node.js and npm, a `node` user as in node:20-slim) and given to the Dockerfiles as
# BASE_IMAGE; PostgreSQL and Redis are stand-ins from Debian's packages on that base (scripts/image/). The
# images' install step fetches their dependencies from the npm registry, as a real build does.
# Checks: the cloud image alone on PGlite and the secure image beside it (host network, free ports), then the
# compose file (cloud on PostgreSQL and Redis, secure site; ports 8787 and 4410 must be free), each with
# scripts/image/checkRunningServices.mjs; both images stop with exit code 0 on SIGTERM. Prints each phase's time.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
work="${PORTICO_IMAGE_WORK:-/var/tmp/portico-image-check}"
base_image=localhost/portico-check-base:node20
compose=(podman-compose -f deploy/compose.yaml)
compose_env=(POSTGRES_IMAGE=localhost/portico-check-postgres REDIS_IMAGE=localhost/portico-check-redis
  BASE_IMAGE="$base_image")
composed=""

phase_start=$SECONDS
phase() {
  echo "› $1 ($((SECONDS - phase_start)) s since the start)"
}
die() {
  echo "check-image: $*" >&2
  exit 1
}

[ "$(id -u)" -eq 0 ] || die "run as root (daemonless podman with the vfs store and chroot builds)"
for pack in portico-cloud portico-core portico-siwx portico-secure; do
  [ -f ".packs/$pack.tgz" ] || die ".packs/$pack.tgz is missing: run pnpm pack:packages first"
done
node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)' ||
  die "the base image takes this machine's Node.js, which must be 20.19 or newer (the packages' engines)"

# The compose network's firewall chains (netavark's), and the IP forwarding it turns on, stay after a reset:
# removed and restored at the end, unless another podman on this machine had them before.
ip_forward="$(cat /proc/sys/net/ipv4/ip_forward)"
netavark_before="$(iptables -t nat -S 2>/dev/null | grep -c NETAVARK || true)"
# podman's system-wide blob cache and netavark's address book, also left after a reset: removed if new.
fresh_dirs=()
for dir in /var/lib/containers /run/containers; do [ -e "$dir" ] || fresh_dirs+=("$dir"); done
remove_netavark_chains() {
  local table rule chain
  for table in nat filter; do
    iptables -t "$table" -S | grep -E '^-A [A-Z_]+ .*-j NETAVARK' | grep -v '^-A NETAVARK' |
      while read -r rule; do eval "iptables -t $table -D ${rule#-A }"; done
    for chain in $(iptables -t "$table" -S | sed -n 's/^-N \(NETAVARK[^ ]*\)$/\1/p'); do
      iptables -t "$table" -F "$chain"
    done
    for chain in $(iptables -t "$table" -S | sed -n 's/^-N \(NETAVARK[^ ]*\)$/\1/p'); do
      iptables -t "$table" -X "$chain"
    done
  done
}

cleanup() {
  local code=$?
  set +e
  if [ -n "$composed" ]; then env "${compose_env[@]}" "${compose[@]}" down -v >/dev/null 2>&1; fi
  if command -v podman >/dev/null; then
    podman rm -f -t 0 check-image-cloud check-image-secure >/dev/null 2>&1
    podman system reset -f >/dev/null 2>&1
  fi
  if [ "$netavark_before" = 0 ] && command -v iptables >/dev/null; then remove_netavark_chains 2>/dev/null; fi
  echo "$ip_forward" >/proc/sys/net/ipv4/ip_forward
  if [ "${#fresh_dirs[@]}" -gt 0 ]; then rm -rf "${fresh_dirs[@]}"; fi
  rm -rf "$work"
  flock -u 9 2>/dev/null
  echo "› cleaned up ($((SECONDS - phase_start)) s since the start)"
  exit "$code"
}
trap cleanup EXIT

phase "tools: podman, buildah, runc, podman-compose, debootstrap (Debian's packages)"
missing=()
for tool in podman buildah runc podman-compose debootstrap; do command -v "$tool" >/dev/null || missing+=("$tool"); done
if [ "${#missing[@]}" -gt 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# A store of our own: vfs (no overlay mounts needed), runc (crun refuses this kernel's hybrid cgroups: "cgroups in
# hybrid mode not supported"), and open-file and process limits within the machine's (podman's defaults raise
# them above its hard limits: "setrlimit RLIMIT_NOFILE: Operation not permitted").
rm -rf "$work"
mkdir -p "$work/conf"
export CONTAINERS_STORAGE_CONF="$work/conf/storage.conf" CONTAINERS_CONF="$work/conf/containers.conf"
printf '[storage]\ndriver = "vfs"\ngraphroot = "%s/storage"\nrunroot = "%s/run"\n' "$work" "$work" >"$CONTAINERS_STORAGE_CONF"
printf '[containers]\ndefault_ulimits = ["nofile=%s:%s", "nproc=4096:4096"]\n[engine]\nruntime = "runc"\n' \
  "$(ulimit -Hn)" "$(ulimit -Hn)" >"$CONTAINERS_CONF"

phase "base image: debootstrap --variant=minbase bookworm, this machine's Node.js $(node --version) and npm"
rootfs="$work/rootfs"
debootstrap --variant=minbase bookworm "$rootfs" >"$work/debootstrap.log" 2>&1 ||
  die "debootstrap failed: $(tail -5 "$work/debootstrap.log")"
install -m 755 "$(readlink -f "$(command -v node)")" "$rootfs/usr/local/bin/node"
if command -v strip >/dev/null; then strip "$rootfs/usr/local/bin/node"; fi
mkdir -p "$rootfs/usr/local/lib/node_modules" "$rootfs/usr/local/etc" "$rootfs/etc/ssl/certs"
cp -a "$(npm root -g)/npm" "$rootfs/usr/local/lib/node_modules/"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
chroot "$rootfs" sh -c 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --create-home node'
# This machine's certificate authorities, so that npm and apt inside the builds reach their registries as here.
cp /etc/ssl/certs/ca-certificates.crt "$rootfs/etc/ssl/certs/ca-certificates.crt"
echo 'cafile=/etc/ssl/certs/ca-certificates.crt' >"$rootfs/usr/local/etc/npmrc"
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
tar -C "$rootfs" -c . | podman import --change 'CMD ["node"]' \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' - "$base_image" \
  >"$work/import.log" 2>&1 || die "podman import failed: $(tail -5 "$work/import.log")"
rm -rf "$rootfs"

build() { # name, Containerfile, context
  local started=$SECONDS
  buildah bud --format docker --isolation chroot --network host --build-arg BASE_IMAGE="$base_image" \
    -f "$2" -t "localhost/$1" "$3" >"$work/build-$1.log" 2>&1 ||
    die "building $1 failed: $(tail -5 "$work/build-$1.log")"
  echo "  $1 built in $((SECONDS - started)) s"
}
phase "images: deploy/cloud/Dockerfile, deploy/secure/Dockerfile, the PostgreSQL and Redis stand-ins"
build portico-cloud deploy/cloud/Dockerfile .
build portico-secure deploy/secure/Dockerfile .
build portico-check-postgres scripts/image/postgres.Containerfile scripts/image
build portico-check-redis scripts/image/redis.Containerfile scripts/image

free_port() {
  node --input-type=module -e "import { freePort } from '$root/scripts/services/localCloud.mjs'; console.log(await freePort())"
}
stop_gracefully() { # container: SIGTERM (the image's STOPSIGNAL) must end it with exit code 0
  podman stop -t 20 "$1" >/dev/null 2>>"$work/podman.log" # no systemd: its health-check timer complaints
  local code
  code="$(podman inspect -f '{{.State.ExitCode}}' "$1")"
  [ "$code" = 0 ] || die "$1 exited $code on SIGTERM: $(podman logs "$1" 2>&1 | tail -5)"
}

phase "the cloud image on PGlite and the secure image, host network"
cloud_port="$(free_port)"
secure_port="$(free_port)"
podman run -d --name check-image-cloud --network host -e HOST=127.0.0.1 -e PORT="$cloud_port" \
  localhost/portico-cloud >/dev/null 2>>"$work/podman.log"
podman run -d --name check-image-secure --network host -e HOST=127.0.0.1 -e PORT="$secure_port" \
  -e PORTICO_CLOUD_URL="http://127.0.0.1:$cloud_port" localhost/portico-secure >/dev/null
for _ in $(seq 90); do podman exec check-image-cloud test -s /data/admin-token && break; sleep 1; done
token="$(podman exec check-image-cloud /opt/portico/node_modules/.bin/portico-cloud admin-token)"
node scripts/image/checkRunningServices.mjs "http://127.0.0.1:$cloud_port" "http://127.0.0.1:$secure_port" \
  "$token" pglite || die "the images: $(podman logs check-image-cloud 2>&1 | tail -5)"
podman healthcheck run check-image-cloud >/dev/null || die "the cloud image's HEALTHCHECK failed"
echo "› cloud: the image's HEALTHCHECK passes; it runs as $(podman exec check-image-cloud id -un)"
stop_gracefully check-image-secure
stop_gracefully check-image-cloud
podman rm check-image-cloud check-image-secure >/dev/null 2>>"$work/podman.log"

phase "deploy/compose.yaml with podman-compose: cloud on PostgreSQL and Redis, secure site"
for port in 8787 4410; do
  node -e "require('net').createServer().once('error',()=>process.exit(1)).listen($port,()=>process.exit(0))" ||
    die "port $port is taken: the compose file publishes the cloud on 8787 and the secure site on 4410"
done
# The compose network adds a bridge and its links to this machine, and Chromium answers any such change by failing
# the requests in flight with net::ERR_NETWORK_CHANGED: a browser run beside this step (CI's examples) holds the
# network lock shared while it runs, and this phase takes it alone, from the first container to the last one gone.
network_lock="${PORTICO_NETWORK_LOCK:-${TMPDIR:-/tmp}/portico-network.lock}"
# Every process started from here gets descriptor 9; the lock is let go explicitly (below and in cleanup), which
# frees it whoever still holds a copy.
exec 9>>"$network_lock"
if ! flock -n -x 9; then
  echo "  waiting for the browser runs beside this step ($network_lock)"
  flock -w 1800 -x 9 || die "the browser runs beside this step held $network_lock for 30 minutes"
fi
composed=yes
# podman-compose 1.0.3 only orders the starts; `condition: service_healthy` is done here: the stores first, then
# the rest once their health checks pass (as Docker Compose waits for them).
env "${compose_env[@]}" "${compose[@]}" up -d postgres redis >"$work/compose.log" 2>&1 ||
  die "podman-compose up (postgres, redis) failed: $(tail -5 "$work/compose.log")"
for store in deploy_postgres_1 deploy_redis_1; do
  healthy=""
  for _ in $(seq 1 60); do
    if podman healthcheck run "$store" >/dev/null 2>&1; then healthy=yes; break; fi
    sleep 2
  done
  [ -n "$healthy" ] || die "$store did not become healthy: $(podman logs "$store" 2>&1 | tail -5)"
done
env "${compose_env[@]}" "${compose[@]}" up -d >>"$work/compose.log" 2>&1 ||
  die "podman-compose up failed: $(tail -5 "$work/compose.log")"
admin_token="$(sed -n 's/^ *ADMIN_TOKEN: *//p' deploy/compose.yaml)"
node scripts/image/checkRunningServices.mjs http://localhost:8787 http://localhost:4410 "$admin_token" postgres ||
  die "the compose file: $(podman logs deploy_cloud_1 2>&1 | tail -5)"
phase "compose down -v"
env "${compose_env[@]}" "${compose[@]}" down -v >>"$work/compose.log" 2>&1
composed=""
flock -u 9
phase "check-image: passed"
