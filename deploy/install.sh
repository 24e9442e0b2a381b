#!/bin/sh
# The install step of a plain Linux host (README, "A plain Linux host"): run
# once after cloning and after every update, before the unit starts, so that
# the service starts offline. It fetches what main.ts reaches, exactly as
# deno.lock pins it (no test, build or audit tool: those are in
# deno.tooling.json), into the cache the unit reads (DENO_DIR, default the
# unit's /var/cache/site-deno), then builds (fresh.gen.ts, island bundles, the
# command-line client) and checks content/. systemd hands the cache to the
# unit's user on start (CacheDirectory=). tests/install_test.ts runs this and
# then starts the server with --cached-only.
#   sudo deploy/install.sh
set -eu
cd "$(dirname "$0")/.."
export DENO_DIR="${DENO_DIR:-/var/cache/site-deno}" DENO_NO_UPDATE_CHECK=1
deno install --frozen --entrypoint main.ts
deno task build
echo "Installed the runtime's dependencies in $DENO_DIR; the unit can start offline."
