#!/bin/sh
# bench/sched/run.sh BUILD_DIR -- seed 000's tables for kiln (issue 14): sched-bench (every
# kernel with each scheduler against gcc -O3 and clang -O3, timed in one run; static figures for
# AArch64 and RISC-V 64; the autotuner timed, and the model's choice timed), then the spill
# fraction of gcc's and clang's assembly: per kernel function of ref/*.c in `CC -O3 -S`, its
# instructions and those addressing the stack (%rsp or %rbp; push and pop of callee-saved
# registers not counted).  The loop-written C keeps arrays on
# the stack, so its stack accesses are an upper bound on its spill code.
set -eu
build=${1:?usage: bench/sched/run.sh BUILD_DIR [ROUNDS]}
rounds=${2:-${SCHED_BENCH_ROUNDS:-300}}
here=$(cd "$(dirname "$0")" && pwd)
prog=$build/bench/sched/sched-bench
echo "== Usuba's schedulers in kiln (bench/sched)"
if [ ! -x "$prog" ]; then
	echo "run.sh: $prog not built (cmake --build $build --target sched-bench): skipped"
	exit 0
fi
case $(file -b "$prog" 2>/dev/null) in
*x86-64*) ;;
*) echo "run.sh: sched-bench is not an x86-64 program: run it natively on its machine"; exit 0 ;;
esac
"$prog" "$rounds"
# the model's choice (ko_autotune without a benchmark, as for a cross target), timed
"$prog" "$rounds" all model
[ "$(uname -m)" = x86_64 ] || exit 0
echo
echo "== spill fraction of the C peers (CC -O3 -S: kernel, instructions, stack loads/stores, fraction)"
for cc in gcc clang; do
	command -v $cc >/dev/null || { echo "$cc: not found"; continue; }
	for src in "$here"/ref/rectangle.c "$here"/ref/serpent.c "$here"/ref/chacha20.c "$here"/ref/ace.c "$here"/ref/clyde.c "$here"/ref/unrolled/*.c; do
		$cc -O3 -S -fno-asynchronous-unwind-tables -DREF_KERNEL_ONLY -DREF_SUFFIX=$cc -I"$here/ref" -o - "$src" |
			awk -v cc=$cc -v sfx="_$cc:" '
			$1 ~ /^[a-z0-9_]+:$/ && substr($1, length($1) - length(sfx) + 1) == sfx { fn = $1; n = 0; s = 0; next }
			/^\t\.size/ { if (fn != "") printf "  %-6s %-26s %6d %6d %5.1f%%\n", cc, fn, n, s, n ? 100 * s / n : 0; fn = ""; next }
			fn != "" && /^\t[a-z]/ { n++; if ($0 ~ /\(%r[sb]p\)/ && $1 !~ /^(push|pop)/) s++ }'
	done
done
