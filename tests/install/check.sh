#!/usr/bin/env bash
# check.sh BUILD_DIR -- install kiln into a scratch prefix, then build and run a client with
# find_package(kiln) (static and shared) and with pkg-config.
set -euo pipefail
build=$1
src=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
for f in include/kiln.h include/kiln/ops.def lib/libkiln.a lib/libkiln.so lib/pkgconfig/kiln.pc lib/cmake/kiln/kilnConfig.cmake; do
  [ -e "$tmp/prefix/$f" ] || { echo "missing after install: $f"; exit 1; }
done
cmake -S "$src" -B "$tmp/b" -G Ninja -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/b" >/dev/null
"$tmp/b/consumer_cmake"
LD_LIBRARY_PATH="$tmp/prefix/lib" "$tmp/b/consumer_shared"
PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig" cc "$src/consumer.c" -o "$tmp/consumer_pc" \
  $(PKG_CONFIG_PATH="$tmp/prefix/lib/pkgconfig" pkg-config --cflags --libs --static kiln)
LD_LIBRARY_PATH="$tmp/prefix/lib" "$tmp/consumer_pc"
echo "install: headers, static and shared libraries, pkg-config and CMake package all work"
