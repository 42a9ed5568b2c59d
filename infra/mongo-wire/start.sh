#!/usr/bin/env bash
# Starts FerretDB (built by install.sh) in the background on 127.0.0.1:${MONGO_PORT:-27017} only,
# over its SQLite data directory (.infra/mongo-wire/run/data: kept across a stop and a start;
# LABLEDGER_INFRA_RESET=1 starts over empty), with no auth, telemetry off and
# no debug HTTP listener. Waits (up to 60 s) until it answers a wire-protocol {ping: 1}, then
# prints the connection URL and writes its pid to ${LABLEDGER_INFRA_DIR:-<repo>/.infra}/mongo-wire/ferretdb.pid.
# Log: .../mongo-wire/run/ferretdb.log (level: FERRETDB_LOG_LEVEL, default warn).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
infra="${LABLEDGER_INFRA_DIR:-$repo/.infra}/mongo-wire"
port="${MONGO_PORT:-27017}"
bin="$infra/bin/ferretdb" run="$infra/run" pidfile="$infra/ferretdb.pid"
[ -x "$bin" ] || { echo "mongo-wire: no FerretDB binary; run $here/install.sh first" >&2; exit 1; }
if [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
  echo "mongo-wire: already running (pid $(cat "$pidfile")); stop it with $here/stop.sh" >&2; exit 1
fi
if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then echo "mongo-wire: port $port is already in use" >&2; exit 1; fi

# True when the server on $port answers an OP_MSG {ping: 1, $db: "admin"} with {ok: 1.0}.
# shellcheck disable=SC2016 # the inner script expands its own $1 and $len
wire_ping() {
  timeout 5 bash -c '
    exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
    printf "\x33\x00\x00\x00\x01\x00\x00\x00\x00\x00\x00\x00\xdd\x07\x00\x00\x00\x00\x00\x00\x00\x1e\x00\x00\x00\x10ping\x00\x01\x00\x00\x00\x02\$db\x00\x06\x00\x00\x00admin\x00\x00" >&3
    len="$(dd bs=1 count=4 status=none <&3 | od -An -tu4 | tr -d " ")"
    [ "${len:-0}" -gt 4 ] && [ "$len" -lt 65536 ] || exit 1
    dd bs=1 count=$((len - 4)) status=none <&3 | od -An -tx1 -v | tr -d " \n" | grep 016f6b00000000000000f03f >/dev/null
  ' _ "$port" 2>/dev/null
}

if [ "${LABLEDGER_INFRA_RESET:-0}" = 1 ] || [ ! -d "$run/data" ]; then rm -rf "$run" && mkdir -p "$run/data"; fi
# cd: FerretDB writes nothing to its cwd with these flags, but a stray file would land in run/.
cd "$run"
nohup "$bin" --handler=sqlite --sqlite-url="file:$run/data/" --listen-addr="127.0.0.1:$port" \
  --debug-addr="${FERRETDB_DEBUG_ADDR:--}" --telemetry=disable --state-dir="$run" --log-level="${FERRETDB_LOG_LEVEL:-warn}" \
  > "$run/ferretdb.log" 2>&1 < /dev/null &
pid=$!
echo "$pid" > "$pidfile"
deadline=$((SECONDS + 60))
while [ "$SECONDS" -lt "$deadline" ]; do
  if wire_ping; then
    echo "mongo-wire: FerretDB $("$bin" --version | sed -n 's/^version: //p') at mongodb://127.0.0.1:$port/ (pid $pid, log $run/ferretdb.log)"
    exit 0
  fi
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.2
done
if kill -0 "$pid" 2>/dev/null; then why="did not answer on 127.0.0.1:$port within 60 s"; else why="exited"; fi
echo "mongo-wire: FerretDB $why; last lines of $run/ferretdb.log:" >&2
tail -n 50 "$run/ferretdb.log" >&2
kill "$pid" 2>/dev/null || true
rm -f "$pidfile"
exit 1
