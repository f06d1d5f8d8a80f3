#!/usr/bin/env bash
# Installs (Debian) and starts a local PostgreSQL on 127.0.0.1:5432 with trust auth and a `test` database,
# for machines that have none. Used by `npm run test:pg` and .ci/run; the app itself never needs it.
set -euo pipefail
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /etc/postgresql | sort -V | tail -n 1)
hba="/etc/postgresql/$version/main/pg_hba.conf"
grep -q '^host all all 127.0.0.1/32 trust' "$hba" || sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || pg_ctlcluster --skip-systemctl-redirect "$version" main reload
for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
su postgres -c "psql -h 127.0.0.1 -tAc \"select 1 from pg_database where datname = 'test'\"" | grep -q 1 ||
  su postgres -c "createdb -h 127.0.0.1 test"
