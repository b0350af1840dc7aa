#!/bin/sh
# bench/run.sh BUILD_DIR -- runs the code-generation benchmark (issue 7): checks that all variants
# emit the same code, counts host instructions with callgrind, times them, prints the table.
#
# Instruction counts are the difference between two run lengths (N1 and N2 functions), so the
# program's set-up cancels out: Ir/insn = (Ir(N2) - Ir(N1)) / ((N2 - N1) * 1000).  Without
# valgrind, or when the program is for another architecture (run under qemu-user), only the
# check and the timings run.
set -eu

build=${1:?usage: bench/run.sh BUILD_DIR}
prog=$build/bench/codegen
[ -x "$prog" ] || { echo "run.sh: $prog not built (ninja -C $build codegen)" >&2; exit 1; }

# A program for another architecture runs under qemu-user, with that architecture's libraries.
runner=
host=$(uname -m)
case $(file -b "$prog" 2>/dev/null) in
*aarch64*) arch=aarch64 ;;
*RISC-V*) arch=riscv64 ;;
*x86-64*) arch=x86_64 ;;
*) arch=$host ;;
esac
if [ "$arch" != "$host" ]; then
	runner=qemu-$arch
	export QEMU_LD_PREFIX=/usr/$arch-linux-gnu
	echo "run.sh: $arch program on a $host host: under $runner, timings are the emulator's"
fi

echo "== machine"
if command -v lscpu >/dev/null; then
	lscpu | grep -E '^(Architecture|Model name|CPU\(s\)|Thread|Core|Socket|L1d|L2|L3|CPU max MHz|Hypervisor)' || true
fi
echo "compiler: $(grep -m1 CMAKE_C_COMPILER: "$build/CMakeCache.txt" 2>/dev/null | cut -d= -f2) \
$(grep -m1 CMAKE_BUILD_TYPE: "$build/CMakeCache.txt" 2>/dev/null | cut -d= -f2)"

echo "== check"
$runner "$prog" check

variants=$($runner "$prog" list)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

# The same instructions from every variant: disassembled bodies, compared without addresses,
# branch targets and encodings (kiln writes run-time immediates as 32-bit fields, the peers the
# shortest form; the text is the same).
if [ "$arch" = x86_64 ] && command -v objdump >/dev/null; then
	for m in all br add addi ld st; do
		"$prog" dump kiln $m > "$tmp/ref.bin"
		objdump -D -b binary -m i386:x86-64 --no-show-raw-insn "$tmp/ref.bin" |
			awk -F'\t' 'NF >= 2 { sub(/ +0x[0-9a-f]+$/, " L", $2); print $2 }' > "$tmp/ref.txt"
		for v in $variants; do
			"$prog" dump "$v" $m > "$tmp/got.bin"
			[ -s "$tmp/got.bin" ] || continue
			objdump -D -b binary -m i386:x86-64 --no-show-raw-insn "$tmp/got.bin" |
				awk -F'\t' 'NF >= 2 { sub(/ +0x[0-9a-f]+$/, " L", $2); print $2 }' > "$tmp/got.txt"
			n=$(wc -l < "$tmp/ref.txt")
			# the peers end with a ret that kiln's body does not have (its epilogue does)
			if head -n "$n" "$tmp/got.txt" | cmp -s - "$tmp/ref.txt"; then
				echo "check $m $v: the same $n instructions as kiln"
			else
				echo "check $m $v: NOT the same instructions as kiln:"
				head -n "$n" "$tmp/got.txt" | diff "$tmp/ref.txt" - | head -5
			fi
		done
	done
fi
mixes="all br add addi ld st small"

irfile=
if [ -z "$runner" ] && command -v valgrind >/dev/null; then
	echo "== callgrind (Ir by difference of two run lengths)"
	jobs=$(nproc 2>/dev/null || echo 1)
	for v in $variants; do
		for m in $mixes; do
			if [ "$m" = small ]; then n1=100 n2=600; else n1=5 n2=25; fi
			for n in $n1 $n2; do
				echo "$v $m $n"
			done
		done
	done | xargs -P "$jobs" -L 1 sh -c '
		out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$0" run "$1" "$2" "$3" 2>&1) || {
			echo "run.sh: callgrind failed on $1 $2 $3" >&2; exit 1; }
		ir=$(printf "%s\n" "$out" | sed -n "s/.*Collected : *\([0-9]*\).*/\1/p")
		echo "$1 $2 $3 $ir" > "'"$tmp"'/ir.$1.$2.$3"' "$prog"
	cat "$tmp"/ir.* | sort > "$tmp/raw"
	# per instruction (per function for the small one)
	awk '{ key = $1 " " $2; if (!(key in n1)) { n1[key] = $3; i1[key] = $4 } else { n2[key] = $3; i2[key] = $4 } }
	     END { for (k in n2) { split(k, a, " "); per = (a[2] == "small") ? 1 : 1000;
	           lo = n1[k] < n2[k] ? n1[k] : n2[k]; hi = n1[k] < n2[k] ? n2[k] : n1[k];
	           ilo = n1[k] < n2[k] ? i1[k] : i2[k]; ihi = n1[k] < n2[k] ? i2[k] : i1[k];
	           printf "%s %.3f\n", k, (ihi - ilo) / ((hi - lo) * per) } }' "$tmp/raw" | sort > "$tmp/ir"
	irfile=$tmp/ir
else
	echo "== callgrind skipped (no valgrind, or not a native program)"
fi

echo "== table (ns: best of 15 runs, clock_gettime; Ir: callgrind; x kiln: ratio to the kiln variant named last)"
$runner "$prog" time $irfile

# Strength reduction against the hardware instructions (issue 5): bench/strength/strength-bench.
# Its own check (reduced and hardware results identical, and equal to C's) runs everywhere; it is
# timed natively only (under qemu-user the times are the emulator's and say nothing).
sr=$build/bench/strength-bench
echo "== strength reduction (bench/strength)"
if [ ! -x "$sr" ]; then
	echo "run.sh: $sr not built (ninja -C $build strength-bench): skipped"
elif [ -n "$runner" ]; then
	$runner "$sr" 0
else
	"$sr" 31 1000
fi

# ASH (issue 16): bench/ash/ash-bench, the seed paper's Table 4 today, timed natively only (under
# qemu-user the times would be the emulator's); it first checks that every method gives kiln's bytes.
ab=$build/bench/ash-bench
echo "== ash: copy, checksum and byte swap in one generated loop (bench/ash)"
if [ ! -x "$ab" ]; then
	echo "run.sh: $ab not built (ninja -C $build ash-bench): skipped"
elif [ -n "$runner" ]; then
	echo "run.sh: ash-bench not timed under $runner"
else
	"$ab" 40
fi

# The optimizing tier (issue 12): compile cost against asmjit's x86::Compiler, code quality
# against gcc -O2 and clang -O2.
"$(dirname "$0")/opt/run.sh" "$build"

# The language (issue 13): Salsa20 from SUPERCOP's qhasm source by kiln -c against qhasm's own
# assembly and the C reference (x86-64), instruction counts under qemu (AArch64, RISC-V 64), and
# compile speed against as and gcc.
"$(dirname "$0")/lang/run.sh" "$build"

# libkiln-kernels (issue 15): ChaCha20, Salsa20 ... against gcc -O3, clang -O3, qhasm, OpenSSL and
# the static bound (bench/kernels/run.sh; under qemu-user: instructions per byte)
if [ -x "$build/clients/kernels/bench/kernels-bench" ]; then
	"$(dirname "$0")/kernels/run.sh" "$build"
fi

# Usuba's schedulers (issue 14): seed 000's tables for kiln's cipher kernels (bench/sched/run.sh)
"$(dirname "$0")/sched/run.sh" "$build"
