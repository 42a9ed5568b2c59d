#!/usr/bin/env bash
# Fetches the Kafka broker (KRaft) jars from Maven Central into .infra/kafka/libs. Idempotent.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
infra="${LABLEDGER_INFRA_DIR:-$here/../../.infra}/kafka"
if [ -f "$infra/libs/.complete" ]; then exit 0; fi
command -v java >/dev/null || { echo "kafka: java is needed (apt-get install default-jdk-headless)" >&2; exit 1; }
command -v mvn >/dev/null || { echo "kafka: maven is needed (apt-get install maven)" >&2; exit 1; }
mkdir -p "$infra/libs"
mvn -q -B -f "$here/pom.xml" dependency:copy-dependencies -DoutputDirectory="$infra/libs"
touch "$infra/libs/.complete"
echo "kafka: $(ls "$infra/libs" | wc -l) jars in $infra/libs"
