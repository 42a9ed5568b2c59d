#!/usr/bin/env bash
# Stops the broker that start.sh started (by its pid file; TERM, then KILL after 30 s).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
"$repo/infra/stop-pid.sh" "${LABLEDGER_INFRA_DIR:-$repo/.infra}/kafka/kafka.pid"
