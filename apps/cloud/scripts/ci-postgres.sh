#!/usr/bin/env bash
# Makes a local PostgreSQL ready for the cloud's PostgreSQL test suite, on a Debian machine, as root:
# installs postgresql if missing, starts the newest cluster, creates a test role and database, and prints
# the TEST_DATABASE_URL on stdout (everything else goes to stderr).
#
#   export TEST_DATABASE_URL="$(bash apps/cloud/scripts/ci-postgres.sh)"
#
# The role's password is a local, loopback-only test credential, not a secret.
set -euo pipefail

DB_NAME="${PORTICO_TEST_DB:-portico_test}"
DB_USER="${PORTICO_TEST_DB_USER:-portico_test}"
DB_PASSWORD="${PORTICO_TEST_DB_PASSWORD:-portico_test}"

log() { echo "ci-postgres: $*" >&2; }

if ! compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null; then
  log "installing postgresql"
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
fi

VERSION="$(ls /usr/lib/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main"' | grep -q .; then
  log "creating cluster $VERSION main"
  pg_createcluster "$VERSION" main >&2
fi
PORT="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $3 }')"
STATUS="$(pg_lsclusters -h | awk -v v="$VERSION" '$1 == v && $2 == "main" { print $4 }')"
if [ "$STATUS" != "online" ]; then
  log "starting cluster $VERSION main on port $PORT"
  pg_ctlcluster "$VERSION" main start >&2
fi

for _ in $(seq 1 150); do
  pg_isready -q -h 127.0.0.1 -p "$PORT" && break
  sleep 0.2
done
pg_isready -q -h 127.0.0.1 -p "$PORT" || { log "PostgreSQL did not become ready"; exit 1; }

psql_admin() { su postgres -c "psql -X -q -v ON_ERROR_STOP=1 -p $PORT $*" >&2; }
psql_admin "-c \"do \\\$\\\$ begin
  if not exists (select from pg_roles where rolname = '$DB_USER') then
    create role $DB_USER login password '$DB_PASSWORD';
  end if;
end \\\$\\\$;\""
if ! su postgres -c "psql -X -tA -p $PORT -c \"select 1 from pg_database where datname = '$DB_NAME'\"" | grep -q 1; then
  log "creating database $DB_NAME"
  su postgres -c "createdb -p $PORT -O $DB_USER $DB_NAME" >&2
fi

echo "postgres://$DB_USER:$DB_PASSWORD@127.0.0.1:$PORT/$DB_NAME"
