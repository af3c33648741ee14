#!/usr/bin/env bash
# Starts the site for the browser tests on a fresh SQLite database.
# Rate limits are lifted: the tests submit many forms from one address.
set -euo pipefail
port="$1"
dir=$(mktemp -d /tmp/vanijya-browser.XXXXXX)

bin="${VANIJYA_BIN:-$(dirname "$0")/../../target/debug/vanijya}"
export DATABASE_URL="sqlite://$dir/site.db?mode=rwc"
export LISTEN_ADDR="127.0.0.1:$port"
export PUBLIC_BASE_URL="http://127.0.0.1:$port"
export FORM_RATE_LIMIT=0
export LOGIN_THROTTLE_PER_ADDRESS=100000
export LOGIN_THROTTLE_PER_EMAIL=100000
export RUST_LOG="${RUST_LOG:-warn}"
# Every service page ships with its Hindi edition. Two are left without one
# here, so the editor's "Start the Hindi translation" has pages to start
# from: the site seeds its content once, then the two are taken out as the
# API tests do (tests/api/translations.rs), and the site starts again.
# The seeding start listens on a port of its own: Playwright waits for
# /healthz on "$port", which must be the final start's answer.
seed_port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
LISTEN_ADDR="127.0.0.1:$seed_port" "$bin" &
seeding=$!
until curl -fs -o /dev/null "http://127.0.0.1:$seed_port/healthz" 2>/dev/null; do sleep 0.05; done
kill "$seeding"
wait "$seeding" || true
python3 - "$dir/site.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for path in ("/hi/meesho", "/hi/ajio"):
    db.execute("DELETE FROM content_revisions WHERE item_id IN (SELECT id FROM content_items WHERE path = ?)", (path,))
    db.execute("DELETE FROM content_items WHERE path = ?", (path,))
db.execute("UPDATE cache_version SET version = version + 1 WHERE id = 1")
db.commit()
PY
exec "$bin"
