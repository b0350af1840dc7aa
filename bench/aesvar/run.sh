#!/bin/sh
# bench/aesvar/run.sh BUILD_DIR [REPS] -- what AES-128-CTR's pair block spends its time on:
# the kernel as kiln makes it against copies without its column spills and reordered
# (variants.py, main.c), with the block's static bound from `kiln --list`, and blocks of its
# instruction kinds without its dependences (mix.py).
# Not part of `make bench`: a probe for docs/measuring.md.
set -eu
build=${1:?usage: bench/aesvar/run.sh BUILD_DIR [REPS]}
here=$(cd "$(dirname "$0")" && pwd)
kiln=$build/tools/kiln/kiln
q=$here/../../clients/kernels/src/aes128ctr.q
[ "$(uname -m)" = x86_64 ] || { echo "aesvar/run.sh: x86-64 only" >&2; exit 1; }
[ -x "$kiln" ] || { echo "aesvar/run.sh: $kiln not built" >&2; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$kiln" -S "$q" -o "$dir/aes.s"
python3 "$here/variants.py" "$dir/aes.s" "$dir"
(cd "$dir" && python3 "$here/mix.py")
(cd "$dir" && ${CC:-cc} -O2 -o aesvar "$here/main.c" source.s nostore.s noreload.s neither.s height.s mix.S)
"$kiln" --list "$q" | awk '/^ *[0-9]+ \| pair:/ { on = 1 } on && /at least/ { print "static bound of the block:" substr($0, index($0, "at least") + 8); exit }'
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
"$dir/aesvar" "${2:-3000}"
