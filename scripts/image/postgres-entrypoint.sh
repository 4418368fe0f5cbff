#!/bin/sh
# The postgres stand-in's start: on an empty PGDATA, initdb with POSTGRES_USER and POSTGRES_PASSWORD and
# create POSTGRES_DB (as the official image does), then PostgreSQL as PID 1 on every address, password only.
set -eu
mkdir -p "$PGDATA" /run/postgresql
chown postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" > /tmp/pwfile
  chown postgres /tmp/pwfile
  as_postgres initdb -D "$PGDATA" -U "$POSTGRES_USER" --pwfile=/tmp/pwfile \
    --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f /tmp/pwfile
  echo 'host all all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
  echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\";" |
    as_postgres postgres --single -D "$PGDATA" -j postgres >/dev/null
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups postgres -D "$PGDATA" -c listen_addresses='*'
