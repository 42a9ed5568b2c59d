#!/usr/bin/env bash
# Stops the broker started by start.sh.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
pidfile="${LABLEDGER_INFRA_DIR:-$here/../../.infra}/kafka/kafka.pid"
[ -f "$pidfile" ] || exit 0
pid="$(cat "$pidfile")"
kill "$pid" 2>/dev/null || true
for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
kill -9 "$pid" 2>/dev/null || true
rm -f "$pidfile"
