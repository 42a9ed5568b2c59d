#!/usr/bin/env bash
# Usage: stop-pid.sh PIDFILE — stops the process a start.sh recorded (TERM, then KILL after 30 s).
set -euo pipefail
pidfile="$1"
[ -f "$pidfile" ] || exit 0
pid="$(cat "$pidfile")"
kill "$pid" 2>/dev/null || true
for _ in $(seq 1 30); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
kill -9 "$pid" 2>/dev/null || true
rm -f "$pidfile"
