#!/bin/sh
# bench/opt/run.sh BUILD_DIR -- the optimizing tier's benchmarks (issue 12):
#   compile cost: host instructions (callgrind Ir) per generated instruction of kiln's tier and of
#     asmjit's x86::Compiler on 1,000-instruction functions with 8, 32 and 128 live values, as the
#     difference of two run lengths (N1 and N2 functions) so that set-up cancels out:
#     Ir/insn = (Ir(N2) - Ir(N1)) / ((N2 - N1) * 1000);
#   code quality: opt-quality (kernels against gcc -O2 and clang -O2), then gcc's stack loads and
#     stores per kernel (gcc-spills.sh).
# Native x86-64 builds only for the callgrind part (asmjit); opt-quality runs wherever it is built.
set -eu
build=${1:?usage: bench/opt/run.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
cost=$build/bench/opt/opt-cost
quality=$build/bench/opt/opt-quality
N1=${OPT_BENCH_N1:-2}
N2=${OPT_BENCH_N2:-7}

echo "== optimizing tier (bench/opt)"
grep -m1 'model name' /proc/cpuinfo 2>/dev/null || true
if [ -x "$cost" ]; then
	"$cost" check
	if command -v valgrind >/dev/null && [ "$(uname -m)" = x86_64 ]; then
		echo "== compile cost: callgrind Ir per generated instruction (N = $N1 and $N2 functions)"
		printf '%-16s %8s %8s %8s\n' variant live8 live32 live128
		for v in $("$cost" list); do
			line=$(printf '%-16s' "$v")
			for live in 8 32 128; do
				ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$cost" run "$v" "$live" "$1" 2>&1 |
					sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'; }
				a=$(ir "$N1")
				b=$(ir "$N2")
				line="$line $(printf '%8d' $(( (b - a) / ((N2 - N1) * 1000) )))"
			done
			echo "$line"
		done
		echo "(goal: kiln-linscan <= 300, kiln-color <= 1,000)"
	fi
	echo "== compile cost: wall time"
	"$cost" time
else
	echo "run.sh: $cost not built: compile cost skipped"
fi
if [ -x "$quality" ]; then
	echo "== code quality (opt-quality: best of 31 interleaved rounds)"
	"$quality" 31
	if command -v gcc >/dev/null && [ "$(uname -m)" = x86_64 ]; then
		echo "== gcc -O2's stack loads and stores (gcc-spills.sh: kernel, instructions, rsp-relative, fraction)"
		"$here/gcc-spills.sh" "$here/ref.c"
	fi
else
	echo "run.sh: $quality not built: code quality skipped"
fi
