#!/bin/sh
# cli.sh KILN SRCDIR WORKDIR -- the kiln command's behaviour as a tool: help, exit statuses,
# messages on stderr, no output file left behind after an error, every target and mode.
kiln=$1 src=$2 work=$3
mkdir -p "$work" && cd "$work" || exit 1
fail=0
check() { if ! eval "$2"; then echo "FAIL: $1"; fail=1; fi; }
q=$src/qhasm/salsa20-amd64-3.q
"$kiln" --help > help.txt; check "--help exits 0" '[ $? = 0 ]'
check "--help documents -c, -S, --list, --target" 'grep -q -- "-c" help.txt && grep -q -- "-S" help.txt && grep -q -- "--list" help.txt && grep -q -- "--target" help.txt'
check "--help documents --native" 'grep -q -- "--native" help.txt'
"$kiln" 2>/dev/null; check "no input: status 2" '[ $? = 2 ]'
"$kiln" --bogus "$q" 2>/dev/null; check "unknown option: status 2" '[ $? = 2 ]'
"$kiln" -t vax -c "$q" 2>err.txt; check "unknown target: status 2" '[ $? = 2 ] && grep -q "unknown target" err.txt'
"$kiln" -c /nonexistent.q 2>/dev/null; check "unreadable: status 2" '[ $? = 2 ]'
printf 'int64 a\nenter f\na = c\nleave\n' > bad.q
rm -f bad.o; "$kiln" -c bad.q -o bad.o 2>err.txt; st=$?
check "bad program: status 1" '[ $st = 1 ]'
check "bad program: compiler-style message" 'grep -q "^bad.q:3:5: error: undeclared variable .c." err.txt'
check "bad program: no output file" '[ ! -e bad.o ] && [ -z "$(ls bad.o.kiln-* 2>/dev/null)" ]'
head -c 100000 /dev/urandom > garbage.q; "$kiln" -c garbage.q -o g.o 2>/dev/null; st=$?
check "binary garbage: status 1, no file" '[ $st = 1 ] && [ ! -e g.o ]'
for t in x86_64 aarch64 riscv64; do
	"$kiln" -t $t -c "$q" -o s.o; check "$t -c" '[ $? = 0 ] && [ -s s.o ]'
	"$kiln" -t $t --native -c "$q" -o sn.o; check "$t --native -c" '[ $? = 0 ] && [ -s sn.o ]'
	"$kiln" --target=$t -S "$q" -o s.s; check "$t -S" '[ $? = 0 ] && grep -q "ECRYPT_encrypt_bytes:" s.s'
	"$kiln" -t $t --list "$q" > l.txt; check "$t --list" '[ $? = 0 ] && grep -q "| x4 ^= a" l.txt && grep -q "block:" l.txt'
	"$kiln" -t $t --stats "$q" > st.txt; check "$t --stats" '[ $? = 0 ] && [ $(grep -c "spill stores" st.txt) = 6 ]'
done
# Salsa20's ECRYPT_encrypt_bytes on x86-64 (15 integer registers): 5 spill stores, 6 reloads and
# 169 virtual registers. Without the tier's guard on the scheduler's order (src/opt/emit.c) it had
# 41 spill stores and 48 reloads (21 values live at one point); with a float64 compare's two
# registers made for every function, 171 virtual registers. Neither may come back.
"$kiln" -t x86_64 --stats "$q" > st.txt
sp=$(sed -n 's/^ECRYPT_encrypt_bytes (x86_64): .* \([0-9]*\) spill stores, \([0-9]*\) reloads.*/\1 \2/p' st.txt)
vr=$(sed -n 's/^ECRYPT_encrypt_bytes (x86_64): [0-9]* instructions, \([0-9]*\) virtual registers.*/\1/p' st.txt)
check "x86_64 Salsa20 spill stores and reloads at most 8 each (got: $sp)" '[ -n "$sp" ] && [ ${sp% *} -le 8 ] && [ ${sp#* } -le 8 ]'
check "x86_64 Salsa20 at most 169 virtual registers (got: $vr)" '[ -n "$vr" ] && [ $vr -le 169 ]'
# -S assembles into exactly the bytes of -c (the ladder step has 44 relocated &SYMBOL loads)
for t in x86_64 aarch64 riscv64; do
	if [ "$t" = "$(uname -m)" ]; then p=""; else p=$t-linux-gnu-; fi
	command -v ${p}gcc >/dev/null && command -v ${p}objcopy >/dev/null || continue
	for qq in "$q" "$src/qhasm/curve25519/ladderstep.q"; do
		"$kiln" -t $t -c "$qq" -o same.o && "$kiln" -t $t -S "$qq" -o same.s && ${p}gcc -c same.s -o same-as.o &&
			${p}objcopy -O binary -j .text same.o same.bin && ${p}objcopy -O binary -j .text same-as.o same-as.bin &&
			cmp -s same.bin same-as.bin && [ "$(${p}readelf -r same.o | grep -c R_)" = "$(${p}readelf -r same-as.o | grep -c R_)" ]
		check "$t: as of -S gives the bytes and relocations of -c ($(basename "$qq"))" '[ $? = 0 ]'
	done
done
command -v readelf >/dev/null && { readelf -h s.o | grep -q REL; check "ELF relocatable" '[ $? = 0 ]'; }
printf 'int64 p\noutput p\nenter addr_of_puts\np = &puts\nleave\n' > sym.q
"$kiln" -t x86_64 -c sym.q -o sym.o; check "&SYMBOL object" '[ $? = 0 ]'
command -v readelf >/dev/null && { readelf -r sym.o | grep -q "R_X86_64_64.*puts"; check "&SYMBOL relocation" '[ $? = 0 ]'; }
cat > symd.c <<'EOC'
#include <stdint.h>
#include <stdio.h>
uint64_t addr_of_puts(void);
int main(void) { return addr_of_puts() != (uint64_t)(uintptr_t)&puts; }
EOC
for t in x86_64 aarch64 riscv64; do
	if [ "$t" = "$(uname -m)" ]; then cc=gcc run=""; else cc=$t-linux-gnu-gcc run=qemu-$t; fi
	command -v $cc >/dev/null && { [ -z "$run" ] || command -v $run >/dev/null; } || continue
	for m in c S; do
		e=o; [ $m = S ] && e=s
		"$kiln" -t $t -$m sym.q -o sym-$t.$e && $cc -static symd.c sym-$t.$e -o symd && $run ./symd
		check "&SYMBOL through -$m on $t, linked and run" '[ $? = 0 ]'
	done
done
# RISC-V: auipc + ld of the symbol's GOT entry (R_RISCV_GOT_HI20, R_RISCV_PCREL_LO12_I naming the
# auipc's local label); links static and as a PIE, and as assembles -S into the same bytes
if command -v riscv64-linux-gnu-gcc >/dev/null && command -v qemu-riscv64 >/dev/null; then
	"$kiln" -t riscv64 -c sym.q -o symrv.o && riscv64-linux-gnu-readelf -r symrv.o > rel.txt
	check "riscv64 &SYMBOL relocations" 'grep -q "R_RISCV_GOT_HI20.*puts" rel.txt && grep -q "R_RISCV_PCREL_LO1.*Lpcrel_hi0" rel.txt'
	riscv64-linux-gnu-gcc symd.c symrv.o -o symd-pie && qemu-riscv64 -L /usr/riscv64-linux-gnu ./symd-pie
	check "riscv64 &SYMBOL in a dynamically linked PIE" '[ $? = 0 ]'
	"$kiln" -t riscv64 -S sym.q -o symrv.s && riscv64-linux-gnu-gcc -c symrv.s -o symrv-as.o &&
		riscv64-linux-gnu-objcopy -O binary -j .text symrv.o a.bin && riscv64-linux-gnu-objcopy -O binary -j .text symrv-as.o b.bin &&
		cmp -s a.bin b.bin
	check "riscv64 &SYMBOL: as of -S gives the bytes of -c" '[ $? = 0 ]'
fi
# --list: machine instructions (disassembled), kiln's record beside each, the static bound per
# block.  Hand-checked: the loop of sum4 is 4 loads, 6 ALU instructions (4 adds, p += 32,
# n -= 1) and a branch; SiFive U74 issues 2 a cycle (11 / 2 -> 6; loads on pipe A alone: 4),
# Neoverse N1 issues 4 (11 / 4 -> 3; loads on l0 l1: 2).  copy32's loop has 4 loads and 4
# stores, all on N1's two load/store pipes: 8 / 2 = 4 cycles, more than 12 / 4 issued.
cat > sum4.q <<'EOQ'
int64 p
int64 q
int64 n
int64 s
int64 a
int64 b
int64 c
int64 d
input p
input q
input n
output s
enter sum4
s = 0
loop:
a = *(uint64 *) (p + 0)
b = *(uint64 *) (p + 8)
c = *(uint64 *) (p + 16)
d = *(uint64 *) (p + 24)
s += a
s += b
s += c
s += d
p += 32
n -= 1
=? n - 0
goto loop if !=
leave
enter copy32
s = 0
loop2:
a = *(uint64 *) (p + 0)
b = *(uint64 *) (p + 8)
c = *(uint64 *) (p + 16)
d = *(uint64 *) (p + 24)
*(uint64 *) (q + 0) = a
*(uint64 *) (q + 8) = b
*(uint64 *) (q + 16) = c
*(uint64 *) (q + 24) = d
p += 32
q += 32
n -= 1
=? n - 0
goto loop2 if !=
leave
EOQ
"$kiln" -t riscv64 --list sum4.q > l-rv.txt; "$kiln" -t aarch64 --list sum4.q > l-a64.txt; "$kiln" -t x86_64 --list sum4.q > l-x86.txt
check "--list riscv64: disassembled, with kiln's record" 'grep -q "ld .*,8(.*; lduli" l-rv.txt'
check "--list aarch64: disassembled" 'grep -q "ldr x[0-9]*, \[x[0-9]*, #8\]" l-a64.txt'
check "--list x86_64: disassembled" 'grep -q "mov r[a-z0-9]*, qword ptr \[r[a-z0-9]* + 8\]" l-x86.txt'
check "--list riscv64 bound of sum4's loop" 'grep -A2 "block: 11 instructions: 6 alu 4 load 1 branch" l-rv.txt | grep -q "at least 6 cycles on SiFive U74 (issue width)"'
check "--list aarch64 bound of sum4's loop" 'grep -A2 "block: 11 instructions: 6 alu 4 load 1 branch" l-a64.txt | grep -q "at least 3 cycles on Arm Neoverse N1 (issue width)"'
check "--list aarch64 bound of copy32's loop (units)" 'grep -A2 "block: 12 instructions: 3 alu 4 load 4 store 1 branch" l-a64.txt | grep -q "l0 l1: 8 / 2 = 4" && grep -q "at least 4 cycles on Arm Neoverse N1 (execution units)" l-a64.txt'
check "--list x86_64: sum4's loads fused across p += 32, each a load and an alu" 'grep -A2 "block: 8 instructions: 7 alu 4 load 1 branch" l-x86.txt | grep -q "alu0 alu1 alu2 alu3: 7 / 4 = 2; agu0 agu1 agu2: 4 / 3 = 2"'
# --stats's tables count the code kiln writes: portable code unless --native (on x86-64 with
# BMI1 the host's code folds this complement into andn and andn+not: one instruction fewer)
cat > comp.q <<'EOQ'
int64 a
int64 b
int64 c
int64 t
input a
input b
input c
output b
enter comp
t = a
t = ~t
b &= t
c |= t
b ^= c
leave
EOQ
for n in "" --native; do
	"$kiln" -t x86_64 $n --stats comp.q > cs.txt
	top=$(sed -n 's/^comp (x86_64): \([0-9]*\) instructions.*/\1/p' cs.txt)
	row=$(awk '$1 == "default" { print $3 }' cs.txt)
	check "x86_64 --stats $n: the default row counts the code written ($top, $row)" '[ -n "$top" ] && [ "$top" = "$row" ]'
done
# a loop of Fibonacci numbers: b = the old a needs a copy of it (register moves, renamed)
cat > fib.q <<'EOQ'
int64 a
int64 b
int64 n
int64 t
input a
input b
input n
output a
enter fib
loop:
t = a
a += b
b = t
n -= 1
=? n - 0
goto loop if !=
leave
EOQ
"$kiln" -t x86_64 --list fib.q > l-fib.txt
check "--list x86_64: register moves renamed (no unit)" 'grep -A1 "block: 6 instructions: 3 alu 1 branch 2 moves (renamed: no unit)" l-fib.txt | grep -q "issue: 6 / 6 a cycle = 1;"'
# a function of more instructions than Zen 4's op cache holds (6,912): the decoders' rate under
# its header (7,004 instructions of 3 bytes: 7,004 / 4 = 1,751 cycles); AES's (a few hundred)
# gets none
{ printf 'int64 a\nint64 b\nint64 x\ninput x\nenter big\na = *(uint64 *) (x + 0)\nb = *(uint64 *) (x + 8)\n'
  i=0; while [ $i -lt 3500 ]; do printf 'a += b\nb ^= a\n'; i=$((i + 1)); done
  printf '*(uint64 *) (x + 0) = a\n*(uint64 *) (x + 8) = b\nleave\n'; } > big.q
"$kiln" -t x86_64 --list big.q > l-big.txt
check "--list x86_64: a straight line that outgrows the op cache" 'sed -n 2p l-big.txt | grep -q "; 7004 instructions: more than the op cache of AMD Zen 4 holds (6912), so the decoders feed them, 4 instructions and about 16 bytes a cycle: about 1751 cycles a pass"'
"$kiln" -t aarch64 --list big.q > l-big-a64.txt
check "--list aarch64: no op cache modelled, no such line" '[ $? = 0 ] && ! grep -q "op cache" l-big-a64.txt'
# KO_WEBS keeps an update in place (x >>= 8) one value with what it updates: split, AES's byte
# shifts wrote other registers and each needed a copy (183 a block pair against none)
"$kiln" -t x86_64 --list "$src/../../clients/kernels/src/aes128ctr.q" > l-aes.txt
check "--list x86_64: AES's byte shifts in place, no copies" 'grep -q "; block: [0-9]* instructions: [0-9]* alu" l-aes.txt && ! grep -Eq "; block: .* [0-9]{2,} moves" l-aes.txt'
check "--list x86_64: AES fits the op cache" '! grep -q "op cache" l-aes.txt'
printf 'int64 a\nint64 b\nint64 c\nint64 d\nint64 e\nint64 f\nint64 g\nint64 h\nint64 i\nint64 j\nint64 k\nint64 l\nint64 m\nint64 n\nint64 o\nint64 p\nint64 q\nint64 r\nint64 s\nint64 x\ninput x\noutput x\nenter press\n' > spill.q
for v in a b c d e f g h i j k l m n o p q r s; do echo "$v = *(uint64 *) (x + 8)" >> spill.q; done
for v in a b c d e f g h i j k l m n o p q r s; do echo "x += $v" >> spill.q; done
for v in a b c d e f g h i j k l m n o p q r s; do echo "x ^= $v" >> spill.q; done # each value read twice: no load fuses into its use
echo leave >> spill.q
"$kiln" -t x86_64 --list spill.q > l-spill.txt
check "--list marks spills and reloads" 'grep -q "(spill)" l-spill.txt && grep -q "(reload)" l-spill.txt'
exit $fail
