#!/usr/bin/env bash
# Tests the deployment recipe: nginx (Debian's package) with deploy/nginx/gbo.conf, its ports and paths moved
# into a temporary directory, in front of two server processes (the built bundle the systemd unit runs) on a
# fresh PostgreSQL database; then deploy/check-load.ts signs in through it, records scans through both
# processes, kills one with SIGKILL mid-load and checks that nginx carries on with the other, no acknowledged
# scan lost and none doubled. Everything listens on 127.0.0.1 only; everything started is stopped, and the
# database dropped, however the check ends.
#
# Usage: bash deploy/check.sh    (needs nginx, openssl, psql, node; PostgreSQL on 127.0.0.1:5432, user
# postgres without a password). CHECK_PORT_BASE (18700) moves every port; CHECK_KEEP=1 keeps the temporary
# directory (logs, the nginx configuration).
set -Eeuo pipefail
cd "$(dirname "$0")/.."

STARTED=$(date +%s)
PG_HOST=${PG_HOST:-127.0.0.1}
PG_PORT=${PG_PORT:-5432}
BASE=${CHECK_PORT_BASE:-18700}
HTTP_PORT=$((BASE + 80))
HTTPS_PORT=$((BASE + 43))
SERVER_PORTS=($((BASE + 1)) $((BASE + 2)))
CAPTCHA=deploycheck
DB="gbo_deploy_check_$(date +%s)_$$"

fail() { printf 'deploy/check.sh FAILED: %s\n' "$*" >&2; exit 1; }
for tool in nginx openssl psql node curl; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (Debian: apt-get install nginx openssl postgresql-client nodejs curl)"
done

for port in "$HTTP_PORT" "$HTTPS_PORT" "${SERVER_PORTS[@]}"; do
  if (: >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    fail "127.0.0.1:$port is in use; choose other ports with CHECK_PORT_BASE"
  fi
done

WORK=$(mktemp -d /tmp/gbo-deploy-check.XXXXXX)
# nginx's workers (nobody, when started by root) read their temporary directories under it.
chmod 755 "$WORK"
NGINX_PID=
SERVER_PIDS=()
DB_CREATED=

cleanup() {
  local status=$?
  trap "" PIPE
  set +e
  for pid in $NGINX_PID "${SERVER_PIDS[@]}"; do
    kill "$pid" 2>/dev/null
  done
  # They are disowned (below), so no wait: look until each has gone, SIGKILL after 10 s.
  for pid in $NGINX_PID "${SERVER_PIDS[@]}"; do
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null
  done
  if [ -n "$DB_CREATED" ]; then
    psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -qc "drop database if exists $DB with (force)" >/dev/null || true
  fi
  if [ "$status" -ne 0 ]; then
    for log in "$WORK"/server-*.log "$WORK"/error.log; do
      [ -f "$log" ] && { printf '\n--- last lines of %s ---\n' "$log"; tail -n 15 "$log"; }
    done
  fi
  if [ -n "${CHECK_KEEP:-}" ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

echo "== the systemd unit"
if command -v systemd-analyze >/dev/null 2>&1 && [ -x /usr/bin/node ]; then
  # An instance of the template, as systemctl enable gbo@8001 makes it (verify needs the instance's name).
  cp deploy/systemd/gbo@.service "$WORK/gbo@8001.service"
  systemd-analyze verify "$WORK/gbo@8001.service" || fail "systemd-analyze verify found fault with deploy/systemd/gbo@.service"
  echo "ok   systemd-analyze verify"
else
  echo "skipped: systemd-analyze verify (needs systemd-analyze, and node at /usr/bin/node as the unit has it)"
fi

echo "== build (skipped when up to date): the web app and the server bundle"
node scripts/build-web.mjs
node scripts/build-server.mjs

echo "== a throwaway certificate for 127.0.0.1"
openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 -subj /CN=localhost \
  -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
  -keyout "$WORK/privkey.pem" -out "$WORK/fullchain.pem" 2>/dev/null

echo "== nginx with deploy/nginx/gbo.conf on 127.0.0.1:$HTTPS_PORT (https) and :$HTTP_PORT (http)"
# The site file as installed, with this check's ports and paths; each substitution must take.
sed -e "s|listen 443 ssl http2;|listen 127.0.0.1:$HTTPS_PORT ssl http2;|" \
  -e "s|listen 80;|listen 127.0.0.1:$HTTP_PORT;|" \
  -e '/listen \[::\]/d' \
  -e "s|server_name factory.example.com;|server_name 127.0.0.1;|" \
  -e "s|server 127.0.0.1:8001 |server 127.0.0.1:${SERVER_PORTS[0]} |" \
  -e "s|server 127.0.0.1:8002 |server 127.0.0.1:${SERVER_PORTS[1]} |" \
  -e "s|/etc/gbo/tls/|$WORK/|g" \
  -e "s|/var/log/nginx/|$WORK/|g" \
  -e "s|root /var/www/html;|root $WORK/acme;|" \
  deploy/nginx/gbo.conf >"$WORK/gbo.conf"
if grep -nE '^[^#]*(listen (80|443|\[)|:800[12] |/etc/|/var/)' "$WORK/gbo.conf"; then
  fail "deploy/nginx/gbo.conf changed: the lines above were not moved into the check's ports and paths"
fi
cat >"$WORK/nginx.conf" <<EOF
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  access_log $WORK/access.log;
  client_body_temp_path $WORK/client_body;
  proxy_temp_path $WORK/proxy;
  fastcgi_temp_path $WORK/fastcgi;
  uwsgi_temp_path $WORK/uwsgi;
  scgi_temp_path $WORK/scgi;
  include $WORK/gbo.conf;
}
EOF
nginx -q -t -p "$WORK" -e "$WORK/error.log" -c "$WORK/nginx.conf"
nginx -p "$WORK" -e "$WORK/error.log" -c "$WORK/nginx.conf" -g 'daemon off;' &
NGINX_PID=$!

echo "== PostgreSQL database $DB on $PG_HOST:$PG_PORT"
psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -v ON_ERROR_STOP=1 -qc "create database $DB"
DB_CREATED=1
DATABASE_URL="postgres://postgres@$PG_HOST:$PG_PORT/$DB"

echo "== two server processes (apps/server/dist/server.mjs) on ports ${SERVER_PORTS[*]}, started together"
mkdir -p "$WORK/data"
for i in 0 1; do
  env NODE_ENV=development HOST=127.0.0.1 PORT="${SERVER_PORTS[$i]}" DATA_DIR="$WORK/data" \
    DATABASE_URL="$DATABASE_URL" TRUST_PROXY=127.0.0.1 HTTPS_PORT=0 LOG_LEVEL=info \
    SEED_DEMO=true CAPTCHA_FIXED_ANSWER="$CAPTCHA" PASSWORD_COST_LOG2=10 \
    node --enable-source-maps apps/server/dist/server.mjs >"$WORK/server-$((i + 1)).log" 2>&1 &
  SERVER_PIDS+=($!)
  # Disowned: bash would otherwise report the SIGKILL that check-load.ts sends as a job killed.
  disown
done
for i in 0 1; do
  for _ in $(seq 1 120); do
    curl -sf -o /dev/null "http://127.0.0.1:${SERVER_PORTS[$i]}/health" && break
    kill -0 "${SERVER_PIDS[$i]}" 2>/dev/null || fail "server process $((i + 1)) exited"
    sleep 0.5
  done
  curl -sf -o /dev/null "http://127.0.0.1:${SERVER_PORTS[$i]}/health" || fail "server process $((i + 1)) does not answer"
done
kill -0 "$NGINX_PID" 2>/dev/null || fail "nginx exited"

echo "== HTTP/2 through nginx"
version=$(curl -sS --cacert "$WORK/fullchain.pem" --http2 -o /dev/null -w '%{http_version}' \
  "https://127.0.0.1:$HTTPS_PORT/health")
[ "$version" = 2 ] || fail "nginx answered HTTP/$version, not HTTP/2"
echo "ok   HTTP/2"

echo "== load through nginx (deploy/check-load.ts)"
CHECK_HTTPS_URL="https://127.0.0.1:$HTTPS_PORT" CHECK_HTTP_URL="http://127.0.0.1:$HTTP_PORT" \
  CHECK_CA="$WORK/fullchain.pem" CHECK_CAPTCHA="$CAPTCHA" DATABASE_URL="$DATABASE_URL" \
  CHECK_SERVERS="${SERVER_PIDS[0]}:${SERVER_PORTS[0]},${SERVER_PIDS[1]}:${SERVER_PORTS[1]}" \
  CHECK_ACCESS_LOG="$WORK/gbo.access.log" \
  npx tsx deploy/check-load.ts

kill -0 "$NGINX_PID" 2>/dev/null || fail "nginx exited"
echo "deploy/check.sh: passed in $(($(date +%s) - STARTED)) s"
