# PostgreSQL for the API tests. Sourced by tests/run.
# start_test_postgres sets TEST_POSTGRES_URL: the one given, else the server on
# 127.0.0.1:5432 when it answers, else a throwaway cluster in a temp folder
# (PostgreSQL is installed with apt when missing and we are root), stopped on exit.

pg_bin() {
  local b
  b=$(command -v "$1" 2>/dev/null || true)
  if [ -z "$b" ]; then
    b=$(ls /usr/lib/postgresql/*/bin/"$1" 2>/dev/null | sort -V | tail -n 1 || true)
  fi
  echo "$b"
}

pg_answers() {
  local psql
  psql=$(pg_bin psql)
  [ -n "$psql" ] && "$psql" "$1" -Atqc 'select 1' >/dev/null 2>&1
}

start_test_postgres() {
  if [ -n "${TEST_POSTGRES_URL:-}" ]; then
    echo "using TEST_POSTGRES_URL"
  elif pg_answers "postgres://postgres@127.0.0.1:5432/postgres"; then
    TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:5432/postgres"
    echo "using the PostgreSQL server on 127.0.0.1:5432"
  else
    if [ -z "$(pg_bin initdb)" ]; then
      if [ "$(id -u)" = 0 ]; then
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
      else
        echo "PostgreSQL is not installed and no server answers; install postgresql" >&2
        return 1
      fi
    fi
    PG_TMP=$(mktemp -d /tmp/vanijya-pg.XXXXXX)
    local as=()
    if [ "$(id -u)" = 0 ]; then
      id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
      chown postgres "$PG_TMP"
      as=(runuser -u postgres --)
    fi
    local port=54329
    "${as[@]}" "$(pg_bin initdb)" -D "$PG_TMP/data" -A trust -U postgres >/dev/null
    "${as[@]}" "$(pg_bin pg_ctl)" -D "$PG_TMP/data" -l "$PG_TMP/log" -w \
      -o "-p $port -k $PG_TMP -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    trap 'stop_test_postgres' EXIT
    TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
    echo "started a throwaway PostgreSQL on port $port"
  fi
  export TEST_POSTGRES_URL
  drop_test_databases
}

# Drops the databases the tests made (vanijya_test_*).
drop_test_databases() {
  local psql
  psql=$(pg_bin psql)
  [ -n "$psql" ] || return 0
  "$psql" "$TEST_POSTGRES_URL" -Atqc "select datname from pg_database where datname like 'vanijya_test_%'" 2>/dev/null |
    while read -r db; do
      [ -n "$db" ] && "$psql" "$TEST_POSTGRES_URL" -qc "drop database if exists \"$db\" with (force)" >/dev/null 2>&1 || true
    done
}

stop_test_postgres() {
  if [ -n "${PG_TMP:-}" ] && [ -d "$PG_TMP/data" ]; then
    local as=()
    [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
    "${as[@]}" "$(pg_bin pg_ctl)" -D "$PG_TMP/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_TMP"
  fi
}
