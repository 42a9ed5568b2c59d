#!/usr/bin/env bash
# Starts FerretDB on 127.0.0.1:${MONGO_PORT:-27017} over a fresh SQLite directory (no auth,
# no telemetry) and waits until it accepts connections. Pid in .infra/mongo-wire/ferretdb.pid.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
infra="$(mkdir -p "${LABLEDGER_INFRA_DIR:-$here/../../.infra}/mongo-wire" && cd "${LABLEDGER_INFRA_DIR:-$here/../../.infra}/mongo-wire" && pwd)"
port="${MONGO_PORT:-27017}"
run="$infra/run"
rm -rf "$run" && mkdir -p "$run/data"
nohup "$infra/bin/ferretdb" --handler=sqlite --sqlite-url="file:$run/data/" --listen-addr="127.0.0.1:$port" \
  --telemetry=disable --state-dir="$run" --log-level=warn > "$run/ferretdb.log" 2>&1 &
echo $! > "$infra/ferretdb.pid"
for _ in $(seq 1 60); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    echo "mongo-wire: FerretDB at mongodb://127.0.0.1:$port/ (pid $(cat "$infra/ferretdb.pid"))"
    exit 0
  fi
  kill -0 "$(cat "$infra/ferretdb.pid")" 2>/dev/null || break
  sleep 1
done
echo "mongo-wire: FerretDB did not start; last lines of $run/ferretdb.log:" >&2
tail -n 50 "$run/ferretdb.log" >&2
exit 1
