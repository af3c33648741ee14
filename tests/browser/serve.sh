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
exec "$bin"
