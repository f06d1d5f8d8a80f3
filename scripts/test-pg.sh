#!/usr/bin/env bash
# The integration suite against PostgreSQL: TEST_DATABASE_URL if set, else the local server at
# 127.0.0.1:5432 (started first if nothing answers). Each test file gets its own throw-away database.
set -euo pipefail
cd "$(dirname "$0")/.."
url="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
answers() {
  node -e 'const c = new (require("pg").Client)({ connectionString: process.argv[1] });
    c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));' "$url"
}
if ! answers; then
  if [ -n "${TEST_DATABASE_URL:-}" ]; then echo "TEST_DATABASE_URL ($url) does not answer" >&2; exit 1; fi
  echo "No PostgreSQL answers at 127.0.0.1:5432; installing and starting one."
  bash scripts/start-postgres.sh
fi
TEST_DATABASE_URL="$url" exec npx vitest run --project server int.test "$@"
