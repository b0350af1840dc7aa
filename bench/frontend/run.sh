#!/bin/sh
# bench/frontend/run.sh -- how many instructions a cycle x86-64 straight-line code of growing size
# runs at (gen.py, main.c): a block that outgrows the op cache is fed by the decoders, slower.
# Not part of `make bench`: a probe of the machine, for docs/measuring.md and docs/scheduling.md.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
[ "$(uname -m)" = x86_64 ] || { echo "frontend/run.sh: x86-64 only" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
(cd "$dir" && python3 "$here/gen.py" && ${CC:-cc} -O2 -o frontend "$here/main.c" blocks.S)
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
"$dir/frontend"
