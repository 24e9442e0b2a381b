#!/bin/bash
# Times the README's host steps from a fresh clone of this repository to a new
# owner's site behind nginx, on a throwaway Debian machine with Deno, git, bc
# and nginx installed, as root (it writes /etc/nginx/sites-available/fresh-site,
# and removes it at the end). Usage: sudo deploy/try_fresh_clone.sh [repository]
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
sed -e 's/server_name www.example.com;/server_name exemplo.test;/' -e 's/127.0.0.1:8000/127.0.0.1:8765/' deploy/site.nginx.conf > /etc/nginx/sites-available/fresh-site
ln -sf /etc/nginx/sites-available/fresh-site /etc/nginx/sites-enabled/fresh-site
nginx -t -q && (pgrep -x nginx >/dev/null && nginx -s reload || nginx); sleep 0.3; step "6. nginx: the site's configuration, enabled and (re)loaded"
curl -s -H "Host: exemplo.test" http://127.0.0.1/ | grep -o "<title>[^<]*</title>"
curl -s -H "Host: exemplo.test" -H "accept: text/markdown" http://127.0.0.1/about/ | head -3
curl -s -H "Host: exemplo.test" http://127.0.0.1/api/v1/profile | head -c 200; echo
step "7. the owner's home page, Markdown and API through nginx"
printf "%-62s %6.1f s\n" "total" "$(echo "$(date +%s.%N) - $T0" | bc)"
kill $(cat /tmp/fresh-serve.pid); rm -f /etc/nginx/sites-enabled/fresh-site /etc/nginx/sites-available/fresh-site; nginx -s stop 2>/dev/null || true
