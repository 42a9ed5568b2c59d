#!/usr/bin/env bash
# Fetches the Kafka broker jars listed in pom.xml from Maven Central into
# ${LABLEDGER_INFRA_DIR:-<repo>/.infra}/kafka/libs. Idempotent: skips when the jars for this pom.xml are there.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
libs="${LABLEDGER_INFRA_DIR:-$repo/.infra}/kafka/libs"
stamp="$libs/.pom-$(sha256sum "$here/pom.xml" | cut -c1-16)"
if [ -f "$stamp" ]; then echo "kafka: jars already in $libs"; exit 0; fi
command -v java >/dev/null || { echo "kafka: Java 17+ is needed (apt-get install default-jdk-headless)" >&2; exit 1; }
command -v mvn >/dev/null || { echo "kafka: Maven is needed (apt-get install maven)" >&2; exit 1; }
java_major="$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
[ "${java_major%%.*}" -ge 17 ] || { echo "kafka: Kafka 4 needs Java 17+, found $java_major" >&2; exit 1; }
rm -rf "$libs" "$libs.tmp"
mkdir -p "$(dirname "$libs")"
log="$(dirname "$libs")/install.log"
if ! mvn -B -f "$here/pom.xml" dependency:copy-dependencies -DoutputDirectory="$libs.tmp" > "$log" 2>&1; then
  echo "kafka: mvn failed; last lines of $log:" >&2; tail -n 50 "$log" >&2; exit 1
fi
touch "$libs.tmp/$(basename "$stamp")"
mv "$libs.tmp" "$libs"
jars=("$libs"/*.jar)
echo "kafka: ${#jars[@]} jars in $libs"
