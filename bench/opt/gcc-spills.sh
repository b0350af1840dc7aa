#!/bin/sh
# gcc-spills.sh REF.C -- gcc -O2's stack loads and stores per kernel of ref.c: the instructions of
# each function in gcc -O2 -S output, and those with an %rsp-relative memory operand (x86-64;
# gcc -O2 omits the frame pointer, so spill slots are addressed from %rsp; push and pop of
# callee-saved registers are not counted).  Prints: kernel insns stack fraction.
set -eu
src=${1:?usage: gcc-spills.sh REF.C}
gcc -O2 -S -fno-asynchronous-unwind-tables -DREF_PREFIX=gcc_ -o - "$src" |
	awk '/^gcc_[a-z0-9]+:/ { fn = substr($1, 5, length($1) - 5); next }
	     /^\t\.size/ { if (fn != "") printf "%s %d %d %.3f\n", fn, n[fn], s[fn], n[fn] ? s[fn] / n[fn] : 0; fn = ""; next }
	     fn != "" && /^\t[a-z]/ { n[fn]++; if ($0 ~ /\(%rsp\)/ && $1 !~ /^(push|pop)/) s[fn]++ }'
