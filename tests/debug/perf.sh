#!/bin/sh
# perf.sh -- perf names kiln's functions: `perf record -e cpu-clock` (a software event, no
# hardware counters needed) on a program whose time goes into the generated kiln_spin, then
# perf report through /tmp/perf-PID.map, and through the jitdump file after perf inject --jit.
#   perf.sh DEBUG_TARGET SPIN.Q      (exit 77: perf cannot record here, the test is skipped)
set -u
target=$1 src=$2
command -v perf >/dev/null || { echo "perf.sh: no perf (scripts/deps.sh installs linux-perf)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
record() {
	perf record -q -k mono -e cpu-clock -o "$tmp/perf.data" -- \
		env KILN_DEBUG=perfmap,jitdump KILN_JITDUMP_DIR="$tmp" "$target" "$src" 300000000 >"$tmp/out" 2>"$tmp/err"
}
if ! record; then
	# as root, let perf record everything, and try once more
	if [ "$(id -u)" = 0 ] && [ -w /proc/sys/kernel/perf_event_paranoid ]; then
		echo -1 >/proc/sys/kernel/perf_event_paranoid
		record || { echo "perf.sh: SKIP: perf cannot record in this machine:"; cat "$tmp/err"; exit 77; }
	else
		echo "perf.sh: SKIP: perf cannot record in this machine (not root):"
		cat "$tmp/err"
		exit 77
	fi
fi
pid=$(sed -n 's/.*(pid \([0-9]*\)).*/\1/p' "$tmp/out")
status=0
[ -n "$pid" ] || { echo "FAIL the program did not run:"; cat "$tmp/out" "$tmp/err"; exit 1; }
# the share of samples perf gives to a symbol named kiln_spin (percent, integer part)
share() {
	perf report -i "$1" --stdio --sort sym 2>/dev/null | awk '/kiln_spin/ { sub("%", "", $1); print int($1); exit }'
}
check() { # check WHAT PERF.DATA
	s=$(share "$2")
	if [ -n "$s" ] && [ "$s" -ge 50 ]; then
		echo "ok   $1: kiln_spin has $s% of the samples"
	else
		echo "FAIL $1: kiln_spin has ${s:-no}% of the samples"
		perf report -i "$2" --stdio --sort sym 2>&1 | head -20
		status=1
	fi
}
grep -q ' kiln_spin$' "/tmp/perf-$pid.map" || { echo "FAIL /tmp/perf-$pid.map has no kiln_spin line"; status=1; }
check "perf report (perf map)" "$tmp/perf.data"
rm -f "/tmp/perf-$pid.map" # now perf can only learn the name from the jitdump file
if perf inject --jit -i "$tmp/perf.data" -o "$tmp/perf.jit.data" 2>"$tmp/inject.err"; then
	check "perf report after perf inject --jit (jitdump)" "$tmp/perf.jit.data"
else
	echo "FAIL perf inject --jit:"; cat "$tmp/inject.err"; status=1
fi
exit $status
