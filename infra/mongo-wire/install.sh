#!/usr/bin/env bash
# Builds FerretDB v1 (a MongoDB-wire server with an SQLite backend, so no other server is needed)
# from the Go module proxy into ${LABLEDGER_INFRA_DIR:-<repo>/.infra}/mongo-wire/bin/ferretdb.
# Idempotent: skips when that binary is there, reports the pinned version and carries the patch below.
#
# One patch, to a single line: FerretDB 1.24's SQLite backend looks documents up by `_id` with
# `_ferretdb_sjson->'$._id' = ?` while the unique index it makes on every collection is on
# `_ferretdb_sjson->"_id"`. Both mean the same, but SQLite's planner matches an index by the text of
# its expression, so every read, update and delete by `_id` scanned the whole table (8-21 ms at 3,000
# documents, growing with the collection). The patch writes the lookup as the index is written
# (1-2 ms). Nothing else changes: the same query, answered from the index MongoDB would use too.
#
# Not `go install …/cmd/ferretdb@v1.24.0`: it fails here, because it also asks the proxy for the
# module's version list (to look for a deprecation notice) and the proxy answers 403. So:
# `go mod download` of the exact version, a writable copy of it in a temp dir, FerretDB's
# build/version/version.txt written (a build whose main module is FerretDB panics at start
# without it), `go build`. Uses Go's default module and build caches (GOMODCACHE, GOCACHE), so
# a rebuild on the same machine (a fresh clone, CI) takes seconds instead of minutes.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
infra="${LABLEDGER_INFRA_DIR:-$repo/.infra}/mongo-wire"
bin="$infra/bin/ferretdb"
module="github.com/FerretDB/FerretDB"
version="v1.24.0" # the last v1 release; v2 needs PostgreSQL with the DocumentDB extension

patch_id="id-lookup-by-index-1"
stamp="$bin.patch"
installed() { # not grep -q: SIGPIPE + pipefail
  [ -x "$bin" ] && "$bin" --version 2>/dev/null | grep -x "version: $version" >/dev/null &&
    [ "$(cat "$stamp" 2>/dev/null)" = "$patch_id" ]
}
if installed; then echo "mongo-wire: FerretDB $version already at $bin"; exit 0; fi

command -v go >/dev/null || { echo "mongo-wire: Go 1.22+ is needed (Debian 12's golang-go is 1.19: too old)" >&2; exit 1; }
go_minor="$(go env GOVERSION | sed -n 's/^go1\.\([0-9]*\).*/\1/p')"
[ "${go_minor:-0}" -ge 22 ] || { echo "mongo-wire: FerretDB $version needs Go 1.22+, found $(go env GOVERSION)" >&2; exit 1; }

mkdir -p "$infra/bin"
exec 9> "$infra/install.lock"
command -v flock >/dev/null && flock 9 # another install.sh may be building right now
if installed; then echo "mongo-wire: FerretDB $version already at $bin"; exit 0; fi

# GOTOOLCHAIN=local: never try to download another toolchain. GOFLAGS replaces any global one.
export GOTOOLCHAIN=local GOWORK=off GOFLAGS="-mod=readonly -buildvcs=false"
tmp="$(mktemp -d "$infra/build.XXXXXX")"
trap 'chmod -R u+w "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT
log="$infra/install.log"
set +e
(
  set -e
  cd "$tmp"
  echo "== go mod download $module@$version"
  go mod download -json "$module@$version" > download.json || { cat download.json; exit 1; }
  module_dir="$(sed -n 's/^[[:space:]]*"Dir": "\(.*\)",$/\1/p' download.json)"
  [ -d "$module_dir" ] || { echo "no module directory from go mod download"; exit 1; }
  cp -R "$module_dir" "$tmp/src"
  chmod -R u+w "$tmp/src"
  echo "$version" > "$tmp/src/build/version/version.txt"
  metadata="$tmp/src/internal/backends/sqlite/metadata/metadata.go"
  sed -i "s|IDColumn = DefaultColumn + \"->'\\$._id'\"|IDColumn = DefaultColumn + \`->\"_id\"\`|" "$metadata"
  grep -F 'IDColumn = DefaultColumn + `->"_id"`' "$metadata" >/dev/null || { echo "the _id lookup patch did not apply"; exit 1; }
  echo "== go build ($(go env GOVERSION), GOMODCACHE=$(go env GOMODCACHE), GOCACHE=$(go env GOCACHE))"
  cd "$tmp/src"
  go build -trimpath -o "$tmp/ferretdb" ./cmd/ferretdb
) > "$log" 2>&1
rc=$?
set -e
if [ "$rc" -ne 0 ]; then
  echo "mongo-wire: building FerretDB failed; last lines of $log:" >&2; tail -n 50 "$log" >&2; exit 1
fi
mv -f "$tmp/ferretdb" "$bin"
echo "$patch_id" > "$stamp"
installed || { echo "mongo-wire: $bin does not report version $version" >&2; exit 1; }
echo "mongo-wire: FerretDB $version built at $bin"
