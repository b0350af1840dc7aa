#!/bin/sh
# gdb.sh -- GDB sees kiln's functions through its JIT interface: a breakpoint by name in a
# generated function, a backtrace through it from a C function it calls, and its source line.
# GDB 13 does not resolve a pending breakpoint when JIT code registers (only when a shared
# library loads), so the script first stops where kiln registers the function, then breaks in it.
#   gdb.sh DEBUG_TARGET SPIN.Q
set -u
target=$1 src=$2
command -v gdb >/dev/null || { echo "gdb.sh: no gdb (scripts/deps.sh installs it)"; exit 1; }
out=$(KILN_DEBUG=gdb timeout 120 gdb -batch -nx \
	-ex 'set debuginfod enabled off' \
	-ex 'break __jit_debug_register_code' -ex "run $src 5" -ex 'finish' -ex 'delete 1' \
	-ex 'break kiln_spin' -ex 'break kiln_test_callee' -ex 'continue' \
	-ex 'echo @@stop1\n' -ex 'bt' -ex 'info symbol $pc' \
	-ex 'continue' \
	-ex 'echo @@stop2\n' -ex 'bt' -ex 'up' -ex 'info line *$pc' -ex 'list' \
	-ex 'continue' \
	--args "$target" 2>&1)
status=0
check() { # check NAME REGEX: the output must match (extended regex)
	if printf '%s\n' "$out" | grep -Eq "$2"; then echo "ok   $1"; else echo "FAIL $1 (no /$2/)"; status=1; fi
}
check "stops in the generated function by name" 'Breakpoint 2, (0x[0-9a-f]+ in )?kiln_spin'
check "bt at the first stop: kiln_spin called by main" '#1 +0x[0-9a-f]+ in main '
check "bt from the callee goes through kiln_spin to main" '#1 +0x[0-9a-f]+ in kiln_spin'
check "... and on to main" '#2 +0x[0-9a-f]+ in main .*debug_target.c'
check "info line names spin.q line 6" 'Line 6 of ".*spin.q"'
check "list shows the source line" 'call kiln_test_callee when i == n - 1'
check "the program ran to the end" 'kiln_spin\(5\) = '
if [ $status -ne 0 ]; then
	echo "---- gdb output ----"
	printf '%s\n' "$out"
fi
exit $status
