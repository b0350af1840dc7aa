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
if [ -x clients/dpf/bench/demo.sh ]; then
  echo "== dpf: kiln-filter vs libpcap"
  clients/dpf/bench/demo.sh "$BUILD"
fi
