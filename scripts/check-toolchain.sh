#!/usr/bin/env bash
# check-toolchain.sh TARGET -- before a cross suite runs, prove that TARGET's compiler links a C
# program and qemu-user runs it.  A failure names the package that is missing.
#   TARGET: aarch64 | riscv64
set -euo pipefail
t=${1:?usage: check-toolchain.sh aarch64|riscv64}
case $t in
aarch64) triple=aarch64-linux-gnu libc=libc6-dev-arm64-cross qemu=qemu-aarch64 ;;
riscv64) triple=riscv64-linux-gnu libc=libc6-dev-riscv64-cross qemu=qemu-riscv64 ;;
*) echo "check-toolchain: unknown target $t" >&2; exit 2 ;;
esac
fail() { echo "check-toolchain ($t): $1" >&2; echo "check-toolchain ($t): install $2 (scripts/deps.sh lists it)" >&2; exit 1; }

command -v "$triple-gcc" >/dev/null || fail "$triple-gcc not found" "gcc-$triple"
command -v "$qemu" >/dev/null || fail "$qemu not found" qemu-user
[ -e "/usr/$triple/lib/Scrt1.o" ] && [ -e "/usr/$triple/include/stdio.h" ] ||
  fail "the C library for $triple is missing (no /usr/$triple/lib/Scrt1.o or include/stdio.h)" "$libc"

dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf '#include <stdio.h>\nint main(void) { puts("hello from %s"); return 0; }\n' "$t" >"$dir/hello.c"
"$triple-gcc" -o "$dir/hello" "$dir/hello.c" 2>"$dir/err" || {
  cat "$dir/err" >&2
  fail "$triple-gcc could not link a trivial program" "$libc"
}
out=$("$qemu" -L "/usr/$triple" "$dir/hello" 2>&1) || fail "$qemu could not run a trivial program: $out" qemu-user
[ "$out" = "hello from $t" ] || fail "unexpected output from $qemu: $out" qemu-user
echo "check-toolchain ($t): $triple-gcc links and $qemu runs"
