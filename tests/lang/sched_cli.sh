#!/bin/sh
# sched_cli.sh KILN SRCDIR WORKDIR -- the kiln command's scheduling options (issue 14): --sched,
# --window, --alloc, --inline, bad values, the spill table of --stats and --list, --autotune by
# the machine model (every target, deterministic) and timed with a driver on the host.
kiln=$1 src=$2 work=$3
mkdir -p "$work" && cd "$work" || exit 1
fail=0
check() { if ! eval "$2"; then echo "FAIL: $1"; fail=1; fi; }
q=$src/nodes_rect.q
"$kiln" --help > help.txt
check "--help documents --sched and --autotune" 'grep -q -- "--sched=S" help.txt && grep -q -- "--autotune" help.txt'
"$kiln" --sched=bogus -c "$q" 2>err.txt; check "--sched=bogus: status 2" '[ $? = 2 ] && grep -q "unknown scheduler" err.txt'
"$kiln" --window=0 -c "$q" 2>err.txt; check "--window=0: status 2" '[ $? = 2 ]'
"$kiln" --alloc=x -c "$q" 2>/dev/null; check "--alloc=x: status 2" '[ $? = 2 ]'
"$kiln" --inline=x -c "$q" 2>/dev/null; check "--inline=x: status 2" '[ $? = 2 ]'
"$kiln" --driver=x.c -c "$q" 2>err.txt; check "--driver without --autotune: status 2" '[ $? = 2 ]'
for t in x86_64 aarch64 riscv64; do
	for s in none list list+pressure bitslice wave mslice; do
		for a in linscan color; do
			"$kiln" -t $t --sched=$s --alloc=$a --window=3 -c "$q" -o r.o; check "$t --sched=$s --alloc=$a" '[ $? = 0 ] && [ -s r.o ]'
		done
	done
	"$kiln" -t $t --inline=all --sched=bitslice --check "$q"; check "$t --inline=all" '[ $? = 0 ]'
	"$kiln" -t $t --stats "$q" > st.txt
	check "$t --stats: the table of every choice" '[ $? = 0 ] && grep -q "^\*\? *bitslice/color " st.txt && grep -q "^\*\? *wave/linscan " st.txt && grep -q "node sbox: 4 inputs, 4 outputs, 24 instructions (12 assignments), 4 calls: kept" st.txt'
	"$kiln" -t $t --list "$q" > l.txt; check "$t --list: the table" '[ $? = 0 ] && grep -q "mslice/linscan" l.txt'
	"$kiln" -t $t --autotune -c "$q" -o a.o 2>a1.txt; check "$t --autotune by the model" '[ $? = 0 ] && grep -q "autotuned by the machine model" a1.txt'
	"$kiln" -t $t --autotune --check "$q" 2>a2.txt; check "$t --autotune is deterministic" 'cmp -s a1.txt a2.txt'
done
if command -v cc >/dev/null; then
	"$kiln" --autotune --driver="$src/nodes_driver.c" --reps=5 -c "$q" -o t.o 2>t.txt
	check "--autotune timed by the driver" '[ $? = 0 ] && grep -q "rect (.*): autotuned by time" t.txt && [ $(grep -c "ns/run" t.txt) = 1 ]'
	printf 'int kiln_bench(const char *f, void *c) { (void)f; (void)c; return 2; }\n' > wrong.c
	"$kiln" --autotune --driver=wrong.c --check "$q" 2>w.txt
	check "a driver finding every result wrong: an error" '[ $? = 1 ] && grep -q "wrong result" w.txt'
	printf 'int nothing;\n' > none.c
	"$kiln" --autotune --driver=none.c --check "$q" 2>n.txt
	check "a driver without kiln_bench: status 2" '[ $? = 2 ] && grep -q "no function kiln_bench" n.txt'
fi
exit $fail
