#!/usr/bin/env bash
# Builds FerretDB (a MongoDB-wire server; v1 has an SQLite backend) from the Go module proxy
# into .infra/mongo-wire/bin. Idempotent. `go install pkg@version` is not used because the
# proxy here refuses the version-list request it makes; `go mod download` of the exact
# version works, and FerretDB needs its version file written before it builds.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
infra="$(mkdir -p "${LABLEDGER_INFRA_DIR:-$here/../../.infra}/mongo-wire" && cd "${LABLEDGER_INFRA_DIR:-$here/../../.infra}/mongo-wire" && pwd)"
version="v1.24.0"
[ -x "$infra/bin/ferretdb" ] && exit 0
command -v go >/dev/null || { echo "mongo-wire: Go is needed (apt-get install golang-go)" >&2; exit 1; }
export GOPATH="$infra/gopath" GOFLAGS=-mod=mod GOTOOLCHAIN=local
module_dir="$(go mod download -json "github.com/FerretDB/FerretDB@$version" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p')"
rm -rf "$infra/src" && cp -r "$module_dir" "$infra/src" && chmod -R u+w "$infra/src"
echo "$version" > "$infra/src/build/version/version.txt"
(cd "$infra/src" && go build -o "$infra/bin/ferretdb" ./cmd/ferretdb)
rm -rf "$infra/src"
echo "mongo-wire: FerretDB $version built at $infra/bin/ferretdb"
