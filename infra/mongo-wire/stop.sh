#!/usr/bin/env bash
# Stops the FerretDB that start.sh started (by its pid file; TERM, then KILL after 30 s).
# Its data (.infra/mongo-wire/run) stays for the next start.sh (unless LABLEDGER_INFRA_RESET=1).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
"$repo/infra/stop-pid.sh" "${LABLEDGER_INFRA_DIR:-$repo/.infra}/mongo-wire/ferretdb.pid"
