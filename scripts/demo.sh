#!/usr/bin/env bash
# demo.sh -- what `make demo` shows: kiln's examples, then the clients that exist in this tree.
set -euo pipefail
BUILD=${1:-build}
for ex in plus1 hello specialize curry; do
  if [ -x "$BUILD/examples/$ex" ]; then
    echo "== examples/$ex"
    "$BUILD/examples/$ex"
  fi
done
if [ -x "$BUILD/bench/codegen" ]; then
  # issue 7: the same instructions from kiln, asmjit and xbyak, timed in this run (host
  # instruction counts need callgrind: `make bench`)
  echo "== code generation: ns per generated instruction, kiln against asmjit and xbyak"
  "$BUILD/bench/codegen" time | awk '
    /^mix (all|small):/ { show = 1; print; next }
    /^mix / { show = 0 }
    !show || NF == 0 { next }
    /variant/ { printf "  %-16s %8s %8s\n", $1, $2, "x kiln"; next }
    { printf "  %-16s %8s %8s%s\n", $1, $2, $3, ($NF != "-" ? "   (against " $NF ")" : "") }'
fi
if [ -x clients/dpf/bench/demo.sh ]; then
  echo "== dpf: kiln-filter vs libpcap"
  clients/dpf/bench/demo.sh "$BUILD"
fi
if [ -x "$BUILD/bench/ash-bench" ]; then echo "== ash: copy+checksum(+byte swap) composed into one loop, against separate passes and hand-integrated C (bench/ash; full table: make bench)"; "$BUILD/bench/ash-bench" 12 | sed -n '/^summary/,$p'; fi
if [ -x "$BUILD/clients/kernels/bench/kernels-bench" ]; then
  # issue 15: one line per kernel, TSC ticks per byte at 4,096 bytes (full table: make bench)
  echo "== kernels written once in kiln's language: ticks/byte at 4,096 B, kiln against its peers (bench/kernels)"
  "$BUILD/clients/kernels/bench/kernels-bench" summary 60 || true
fi
