#!/usr/bin/env bash
# Stops the server started by start.sh.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$here/../stop-pid.sh" "${LABLEDGER_INFRA_DIR:-$here/../../.infra}/kafka/kafka.pid"
