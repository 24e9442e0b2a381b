#!/bin/bash
# Times the README's host steps from a fresh clone of this repository to a new
# owner's site behind nginx, on a machine with Deno, git, bc, curl and nginx
# installed. It touches no service it did not start: the site's nginx
# configuration runs in an nginx of its own (its own prefix, pid file and port,
# under /tmp/fresh-nginx), which it stops at the end with everything it
# started; the host's nginx and /etc/nginx are left alone.
# Usage: deploy/try_fresh_clone.sh [repository]
# Figures: docs/performance.md, "From a clone to a site behind nginx".
set -eu
REPO="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
export NO_COLOR=1 DENO_NO_UPDATE_CHECK=1
T0=$(date +%s.%N)
step() { local now=$(date +%s.%N); printf "%-62s %6.1f s\n" "$1" "$(echo "$now - ${LAST:-$T0}" | bc)"; LAST=$now; }
rm -rf /tmp/fresh-site /tmp/fresh-deno
git clone -q "$REPO" /tmp/fresh-site; step "1. git clone"
cd /tmp/fresh-site
deno task init --name "Ana Exemplo" --brand "Exemplo Web" --role "Web developer" \
  --location "Braga, Portugal" --email ana@exemplo.example --site-url http://exemplo.test >/dev/null 2>&1; step "2. deno task init (a blank owner of one's own)"
deno task check:content >/dev/null 2>&1; step "3. deno task check:content"
DENO_DIR=/tmp/fresh-deno deploy/install.sh >/dev/null 2>&1; step "4. deploy/install.sh into an empty DENO_DIR (install + build)"
( DENO_DIR=/tmp/fresh-deno PORT=8765 HOST=127.0.0.1 SITE_URL=http://exemplo.test \
  deno run --cached-only --allow-net --allow-read --allow-env main.ts >/tmp/fresh-serve.log 2>&1 & echo $! > /tmp/fresh-serve.pid )
until curl -sf -o /dev/null http://127.0.0.1:8765/; do sleep 0.05; done; step "5. start the server (--cached-only) to its first answer"
# The shipped site configuration, on loopback port 8766, in an nginx of its own.
N=/tmp/fresh-nginx; rm -rf $N; mkdir -p $N; chmod 755 $N
{ echo "pid $N/nginx.pid; error_log $N/error.log; worker_processes 1; events {}"
  echo "http { access_log off;"
  for t in client_body proxy fastcgi uwsgi scgi; do echo "${t}_temp_path $N/$t;"; done
  sed -e 's/server_name www.example.com;/server_name exemplo.test;/' -e 's/127.0.0.1:8000/127.0.0.1:8765/' \
    -e 's/listen 80;/listen 127.0.0.1:8766;/' -e '/listen \[::\]:80;/d' deploy/site.nginx.conf
  echo "}"; } > $N/nginx.conf
nginx -p $N -c $N/nginx.conf -t -q && nginx -p $N -c $N/nginx.conf
until curl -s -o /dev/null http://127.0.0.1:8766/; do sleep 0.05; done; step "6. nginx with the site's configuration, started"
curl -s -H "Host: exemplo.test" http://127.0.0.1:8766/ | grep -o "<title>[^<]*</title>"
curl -s -H "Host: exemplo.test" -H "accept: text/markdown" http://127.0.0.1:8766/about/ | head -3
curl -s -H "Host: exemplo.test" http://127.0.0.1:8766/api/v1/profile | head -c 200; echo
step "7. the owner's home page, Markdown and API through nginx"
printf "%-62s %6.1f s\n" "total" "$(echo "$(date +%s.%N) - $T0" | bc)"
# Stops only what it started: its own nginx (by its pid file) and its server.
nginx -p $N -c $N/nginx.conf -s stop; kill "$(cat /tmp/fresh-serve.pid)"
