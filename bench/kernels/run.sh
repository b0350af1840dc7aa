#!/bin/sh
# bench/kernels/run.sh BUILD_DIR -- libkiln-kernels against its peers (kernels-bench.c), with each
# kernel's static bound from `kiln --list` (bound.awk).  On x86-64: TSC ticks per byte, best of
# many interleaved runs.  A build for AArch64 or RISC-V 64 runs under qemu-user, where time means
# nothing: there it counts the instructions executed per byte (qemu -singlestep -d nochain,exec
# logs one line per instruction; a run of 2 calls minus a run of 1 call is one call).
set -eu
build=${1:?usage: bench/kernels/run.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
src=$here/../../clients/kernels/src
prog=$build/clients/kernels/bench/kernels-bench
kiln=$build/tools/kiln/kiln
[ -x "$prog" ] || { echo "kernels/run.sh: $prog not built (cmake --build $build --target kernels-bench)" >&2; exit 1; }

# Each kernel's outer loop: bytes per pass, the label that starts a pass, the label after the last,
# and inner loops as label=trips ("-": none).  One line a kernel.
KERNELS="chacha20 64 block done -
salsa20 64 block done -
aes128ctr 32 pair single -
rectangle80 64 pair done -"

host=$(uname -m)
case $(file -b "$prog" 2>/dev/null) in
*aarch64*) arch=aarch64 ;;
*RISC-V*) arch=riscv64 ;;
*) arch=$host ;;
esac
runner=
if [ "$arch" != "$host" ]; then
	runner=qemu-$arch
	export QEMU_LD_PREFIX=/usr/$arch-linux-gnu
fi

echo "== kernels: kiln against gcc -O3, clang -O3, qhasm and OpenSSL ($arch; load average: $(cut -d' ' -f1-3 /proc/loadavg))"
bounds=
rm -f "$build/kernels-bounds.tmp"
echo "static bound per kernel (kiln --list: each block's cycles and instructions, weighted by its runs per pass):"
echo "$KERNELS" | while read -r k bytes outer end loops; do
	[ -f "$src/$k.q" ] || continue
	[ "$loops" = - ] && loops=
	res=$($runner "$kiln" -t "$arch" --list "$src/$k.q" |
		awk -v bytes="$bytes" -v outer="$outer" -v end="$end" -v loops="$loops" -f "$here/bound.awk")
	cyc=${res%% *} rest=${res#* }
	echo "  $k: $cyc cycles/byte, ${rest%% *} instructions/byte (model: ${rest#* })"
	echo "$k=$cyc" >> "$build/kernels-bounds.tmp"
done
if [ -f "$build/kernels-bounds.tmp" ]; then
	bounds=$(cat "$build/kernels-bounds.tmp")
	rm -f "$build/kernels-bounds.tmp"
fi

if [ -z "$runner" ] && [ "$arch" = x86_64 ]; then
	# shellcheck disable=SC2086
	"$prog" time "${KERNELS_RUNS:-300}" $bounds
	# the same .q with other passes of the optimizing tier than kiln -c's (kernels-passes)
	passes=$build/clients/kernels/bench/kernels-passes
	if [ -x "$passes" ]; then
		for k in chacha20 salsa20; do "$passes" "$src/$k.q" "${KERNELS_RUNS:-300}"; done
	fi
	exit 0
fi

$runner "$prog" check
echo "instructions per byte under $runner (dynamic count: one call = a run of 2 calls minus a run of 1)"
count() { # KERNEL IMPL LEN CALLS
	$runner -singlestep -d nochain,exec -D /dev/stdout "$prog" run "$1" "$2" "$3" "$4" | grep -c '^Trace'
}
# 65,536 bytes are left out here: their count per byte is 4,096's, and they take most of the time
printf '%-10s %-9s %9s %9s %9s   %s\n' kernel impl 64B 576B 4096B "x kiln (4096 B)"
$runner "$prog" list | while read -r k impl; do
	line=$(printf '%-10s %-9s' "$k" "$impl")
	for len in 64 576 4096; do
		one=$(count "$k" "$impl" "$len" 1)
		two=$(count "$k" "$impl" "$len" 2)
		ipb=$(awk -v a="$one" -v b="$two" -v n="$len" 'BEGIN { printf "%.2f", (b - a) / n }')
		line="$line $(printf '%9s' "$ipb")"
		[ "$len" = 4096 ] && at4k=$ipb
	done
	[ "$impl" = kiln ] && echo "$k $at4k" > "$build/kernels-kiln.tmp"
	ratio=$(awk -v a="$at4k" -v b="$(cut -d' ' -f2 "$build/kernels-kiln.tmp")" 'BEGIN { printf "%.2f", a / b }')
	echo "$line   $ratio"
done
rm -f "$build/kernels-kiln.tmp"
echo "(x kiln > 1: more instructions than kiln)"
