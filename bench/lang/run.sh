#!/bin/sh
# bench/lang/run.sh BUILD_DIR -- the language benchmark (issue 13): Salsa20 from SUPERCOP's
# salsa20-amd64-3.q compiled by `kiln -c`,
#   - x86-64: against qhasm's own assembly of it and the C reference by gcc -O3 and clang -O3,
#     TSC ticks per byte on 4,096-byte messages, best of many interleaved rounds, in one run;
#   - AArch64 and RISC-V 64: dynamic instructions per 64-byte block under qemu-user (-singlestep,
#     every executed instruction logged: the difference between a 4,096-byte and a 64-byte
#     message over 63 blocks), kiln's code against the reference C by the target's gcc -O3,
#     beside the main loop's static count and cycle bound from `kiln --list`;
#   - compile speed: host instructions (callgrind Ir) per source line of `kiln -c` on the .q,
#     GNU as on qhasm's .s and gcc -O2 on the C reference, each alone and on 30 copies.
set -eu

build=${1:?usage: bench/lang/run.sh BUILD_DIR}
here=$(cd "$(dirname "$0")" && pwd)
src=$here/../../tests/lang
kiln=$build/tools/kiln/kiln
rounds=${SALSA20_ROUNDS:-3000}
[ -x "$kiln" ] || { echo "bench/lang: $kiln not built (cmake --build $build --target kiln): skipped"; exit 0; }
case $(file -b "$kiln") in *x86-64*) ;; *) echo "bench/lang: kiln is not an x86-64 host program: skipped"; exit 0 ;; esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM
q=$src/qhasm/salsa20-amd64-3.q
syms="ECRYPT_init ECRYPT_keysetup ECRYPT_ivsetup ECRYPT_encrypt_bytes ECRYPT_decrypt_bytes ECRYPT_keystream_bytes"
rename() { # rename OBJ PREFIX [OBJCOPY]: the ECRYPT functions get PREFIX_
	args=
	for s in $syms; do args="$args --redefine-sym $s=$2_$s"; done
	${3:-objcopy} $args "$1"
}

echo "== lang: Salsa20 (tests/lang/qhasm/salsa20-amd64-3.q), x86-64"
grep -m1 'model name' /proc/cpuinfo 2>/dev/null || true
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)"
"$kiln" -c "$q" -o "$tmp/kiln.o"
rename "$tmp/kiln.o" kiln
# KILN_BASE=another kiln: its code as a fifth column (before/after a change, in one run)
base_o=
if [ -n "${KILN_BASE:-}" ]; then
	"$KILN_BASE" -c "$q" -o "$tmp/base.o"
	rename "$tmp/base.o" base
	base_o=$tmp/base.o
fi
as --noexecstack "$src/qhasm/salsa20-amd64-3.s" -o "$tmp/qhasm.o"
rename "$tmp/qhasm.o" qhasm
ref="-Dref_keysetup=CC_ref_keysetup -Dref_ivsetup=CC_ref_ivsetup -Dref_encrypt=CC_ref_encrypt"
gcc -O3 -I"$src" $(echo "$ref" | sed s/CC/gcc/g) -c "$src/salsa20_ref.c" -o "$tmp/gcc_ref.o"
if command -v clang >/dev/null; then
	clang -O3 -I"$src" $(echo "$ref" | sed s/CC/clang/g) -c "$src/salsa20_ref.c" -o "$tmp/clang_ref.o"
else
	echo "(no clang: its column is gcc's again)"
	gcc -O3 -I"$src" $(echo "$ref" | sed s/CC/clang/g) -c "$src/salsa20_ref.c" -o "$tmp/clang_ref.o"
fi
gcc -O2 -Wall -Wextra -Werror -DBENCH_X86 ${base_o:+-DBENCH_BASE} -I"$src" "$here/salsa20_bench.c" $base_o "$tmp/kiln.o" "$tmp/qhasm.o" "$tmp/gcc_ref.o" \
	"$tmp/clang_ref.o" -o "$tmp/bench"
"$tmp/bench" time "$rounds"
# the main loop's size (the block ending in 'goto mainloop'): kiln's listing, qhasm's .s
echo "main loop (instructions): kiln $("$kiln" --list "$q" | awk '/goto mainloop if/ { on = 1 } on && /; block:/ { print $3; exit }'),"\
" qhasm's .s $(awk '/^\._mainloop:/ { on = 1; next } on && /^[a-z]/ { n++ } on && /^ja \._mainloop/ { print n; exit }' "$src/qhasm/salsa20-amd64-3.s")"

for t in aarch64 riscv64; do
	echo "== lang: Salsa20, $t (dynamic instructions under qemu-$t)"
	if ! command -v "$t-linux-gnu-gcc" >/dev/null || ! command -v "qemu-$t" >/dev/null; then
		echo "no $t-linux-gnu-gcc or qemu-$t: skipped"
		continue
	fi
	"$kiln" --target=$t -c "$q" -o "$tmp/kiln-$t.o"
	rename "$tmp/kiln-$t.o" kiln "$t-linux-gnu-objcopy"
	"$t-linux-gnu-gcc" -static -O3 -Wall -Wextra -Werror -I"$src" "$here/salsa20_bench.c" "$src/salsa20_ref.c" "$tmp/kiln-$t.o" \
		-o "$tmp/bench-$t"
	for who in kiln ref; do
		for n in 64 4096; do
			QEMU_LD_PREFIX=/usr/$t-linux-gnu qemu-$t -singlestep -d exec,nochain -D "$tmp/log" \
				"$tmp/bench-$t" count $who $n
			eval "c_${who}_$n=$(grep -c '^Trace' "$tmp/log")"
			rm -f "$tmp/log"
		done
	done
	eval "k=\$((c_kiln_4096 - c_kiln_64)) r=\$((c_ref_4096 - c_ref_64))"
	awk -v k="$k" -v r="$r" 'BEGIN { printf "instructions per 64-byte block: kiln -c %.1f, C reference gcc -O3 %.1f (ref / kiln %.2f)\n", k / 63, r / 63, r / k }'
	"$kiln" --target=$t --list "$q" | awk '/goto mainloop if/ { on = 1 } on && /; block:/ {
		sub(/^ *; block: /, ""); print "main loop (kiln --list, static; 5 iterations a block): " $0; exit }'
done

echo "== lang: compile speed (callgrind Ir per source line)"
if ! command -v valgrind >/dev/null; then
	echo "no valgrind: skipped"
	exit 0
fi
# 30 copies of each source with its functions renamed: about 20,000 lines of .q
copies=30
: > "$tmp/big.q"; : > "$tmp/big.s"; : > "$tmp/big.c"
i=0
while [ $i -lt $copies ]; do
	sed "s/ECRYPT_/E${i}_/g" "$q" >> "$tmp/big.q"
	sed "s/ECRYPT_/E${i}_/g; s/\._\([a-z]\)/._${i}_\1/g" "$src/qhasm/salsa20-amd64-3.s" >> "$tmp/big.s"
	sed "s/ref_\([a-z]*\)(/r${i}_\1(/g; s/\(quarter\|block\|le32\)(/\1_$i(/g; /^#include/d; /^#define ROTL32/d" \
		"$src/salsa20_ref.c" >> "$tmp/big.c"
	i=$((i + 1))
done
{ echo '#include <string.h>'; echo '#include "salsa20_ref.h"'
  echo '#define ROTL32(v, n) ((uint32_t)((v) << (n)) | ((v) >> (32 - (n))))'; cat "$tmp/big.c"; } > "$tmp/big2.c"
ir() { valgrind --tool=callgrind --callgrind-out-file=/dev/null --trace-children=yes "$@" 2>&1 |
	sed -n 's/.*Collected : *\([0-9]*\).*/\1/p' | awk '{ s += $1 } END { print s }'; }
printf '%-26s %10s %10s %14s %14s %12s\n' "" "lines 1" "lines 30" "Ir 1 copy" "Ir 30 copies" "Ir/line"
for tool in kiln as gcc; do
	case $tool in
	kiln) f1=$q f30=$tmp/big.q label="kiln -c (.q)" ;;
	as) f1=$src/qhasm/salsa20-amd64-3.s f30=$tmp/big.s label="as (qhasm's .s)" ;;
	gcc) f1=$src/salsa20_ref.c f30=$tmp/big2.c label="gcc -O2 (C reference)" ;;
	esac
	for f in "$f1" "$f30"; do
		case $tool in
		kiln) n=$(ir "$kiln" -c "$f" -o "$tmp/x.o") ;;
		as) n=$(ir as "$f" -o "$tmp/x.o") ;;
		gcc) n=$(ir gcc -O2 -I"$src" -c "$f" -o "$tmp/x.o") ;;
		esac
		if [ "$f" = "$f1" ]; then n1=$n l1=$(wc -l < "$f"); else n30=$n l30=$(wc -l < "$f"); fi
	done
	# per line: the difference between the two (start-up cancels)
	awk -v w="$label" -v l1="$l1" -v l30="$l30" -v n1="$n1" -v n30="$n30" \
		'BEGIN { printf "%-26s %10d %10d %14d %14d %12.0f\n", w, l1, l30, n1, n30, (n30 - n1) / (l30 - l1) }'
done
echo "(Ir/line: (Ir(30 copies) - Ir(1 copy)) / (lines(30) - lines(1)); gcc and as counted with their subprocesses)"
