#!/usr/bin/env bash
# Every check, in the order a failure is cheapest to find: lint, typecheck, unit tests,
# API tests on PGlite, the same API tests on a throwaway PostgreSQL server, browser tests.
# Installs Chromium and PostgreSQL from Debian when missing and it can (as root).
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --no-warnings=ExperimentalWarning"
RESULTS=reports/junit  # not test-results/: Playwright empties that folder when it starts
rm -rf "$RESULTS" && mkdir -p "$RESULTS"

can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; }
apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ ! -x /usr/bin/chromium ]; then
  if can_apt; then echo "==> Installing Chromium (Debian package chromium)"; apt_install chromium
  else echo "Browser tests need Chromium at /usr/bin/chromium: install it with 'apt-get install chromium'." >&2; exit 1; fi
fi

pg_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
if [ -z "$(pg_bin)" ]; then
  if can_apt; then echo "==> Installing PostgreSQL (Debian package postgresql)"; apt_install postgresql
  else echo "API tests on PostgreSQL need its server binaries: install them with 'apt-get install postgresql'." >&2; exit 1; fi
fi
PG_BIN="$(pg_bin)"

echo "==> Lint"; npm run lint --silent
echo "==> Typecheck"; npm run typecheck --silent

echo "==> Unit tests (packages/core)"
npx vitest run --project core --reporter=default --reporter=junit --outputFile.junit="$RESULTS/unit.xml"

echo "==> Unit tests (apps/web pure logic)"
npx vitest run --project web --reporter=default --reporter=junit --outputFile.junit="$RESULTS/unit-web.xml"

echo "==> API tests on PGlite"
npx vitest run --project server --reporter=default --reporter=junit --outputFile.junit="$RESULTS/api-pglite.xml"

echo "==> Fault tests on PGlite (real server processes, killed and restarted)"
npx vitest run --project fault --reporter=default --reporter=junit --outputFile.junit="$RESULTS/fault-pglite.xml"

echo "==> API tests on PostgreSQL ($PG_BIN)"
PG_DIR="$(mktemp -d /tmp/measured-pg.XXXXXX)"
PG_PORT="${PG_PORT:-54329}"
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$PG_DIR"
fi
stop_pg() { as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$PG_DIR"; }
trap stop_pg EXIT
PG_OPTS="-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200"
as_pg "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -o "$PG_OPTS" start >/dev/null
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
RUN_AS_PG=""; [ "$(id -u)" = 0 ] && RUN_AS_PG="runuser -u postgres --"
# The fault suite stops this server under load, sees the outage, and starts it again with these.
export TEST_PG_STOP="$RUN_AS_PG $PG_BIN/pg_ctl -D $PG_DIR/data -m fast -w stop"
export TEST_PG_START="$RUN_AS_PG $PG_BIN/pg_ctl -D $PG_DIR/data -l $PG_DIR/log -w start -o '$PG_OPTS'"
npx vitest run --project server --reporter=default --reporter=junit --outputFile.junit="$RESULTS/api-postgres.xml"
echo "==> Fault tests on PostgreSQL (two app servers, kill -9, a restart under load)"
npx vitest run --project fault --reporter=default --reporter=junit --outputFile.junit="$RESULTS/fault-postgres.xml"
unset TEST_DATABASE_URL TEST_PG_STOP TEST_PG_START
stop_pg; trap - EXIT

echo "==> Browser tests (Chromium, phone and desktop)"
npm run build --silent
PLAYWRIGHT_JUNIT_OUTPUT_NAME="$RESULTS/browser.xml" npx playwright test --reporter=list,junit

node scripts/test-summary.mjs "$RESULTS"
