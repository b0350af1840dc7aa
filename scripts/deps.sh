#!/usr/bin/env bash
# deps.sh -- every Debian/Ubuntu package kiln needs to build, test and benchmark, in one list.
# Installs what is missing with apt-get when run as root; otherwise prints the exact command.
#
#   scripts/deps.sh            install what is missing (make demo and make check call this)
#   scripts/deps.sh --list     print the list, one package a line
#   scripts/deps.sh --verify   check, without installing anything, that the list alone is enough
#                              on a fresh machine: every file the build needs belongs to a listed
#                              package or to one that a listed package Depends on (Recommends are
#                              not installed: --no-install-recommends)
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config clang python3 binutils  # toolchain
  libcriterion-dev                                                     # unit tests
  libpcap-dev tcpdump                                                  # dpf: filters, captures, oracle
  valgrind                                                             # instruction counts
  libasmjit-dev libxbyak-dev g++                                       # codegen benchmark peers
  gcc-aarch64-linux-gnu binutils-aarch64-linux-gnu                     # AArch64 cross build, encoding oracle
  libc6-dev-arm64-cross                                                # its C library (only a Recommends of the compiler)
  gcc-riscv64-linux-gnu binutils-riscv64-linux-gnu                     # RISC-V 64 cross build, encoding oracle
  libc6-dev-riscv64-cross                                              # its C library (likewise)
  qemu-user                                                            # run the other architectures
  libclang-rt-dev                                                      # clang's libFuzzer and sanitizers (make fuzz)
  libcapstone-dev linux-perf gdb                                       # listings (kl_disasm), perf and GDB tests
  libssl-dev                                                           # kernels: OpenSSL's EVP, the tests' oracle and a benchmark peer
)

# Files the build and the tests use, and the package each must come from (for --verify).
NEEDED_FILES=(
  /usr/aarch64-linux-gnu/lib/Scrt1.o /usr/aarch64-linux-gnu/lib/crti.o /usr/aarch64-linux-gnu/include/stdio.h
  /usr/riscv64-linux-gnu/lib/Scrt1.o /usr/riscv64-linux-gnu/lib/crti.o /usr/riscv64-linux-gnu/include/stdio.h
  /usr/bin/aarch64-linux-gnu-gcc /usr/bin/riscv64-linux-gnu-gcc /usr/bin/aarch64-linux-gnu-as
  /usr/bin/riscv64-linux-gnu-as /usr/bin/qemu-aarch64 /usr/bin/qemu-riscv64
  /usr/include/criterion/criterion.h /usr/include/pcap.h /usr/bin/valgrind /usr/bin/clang
  /usr/include/asmjit/asmjit.h /usr/include/xbyak/xbyak.h /usr/bin/ninja /usr/bin/cmake
  /usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a
  /usr/include/capstone/capstone.h /usr/lib/perf-core/scripts/perl/bin/rwtop-record /usr/bin/gdb  # (perf: /usr/bin/perf is a dpkg diversion)
  /usr/include/openssl/evp.h
)

case "${1:-}" in
--list)
  printf '%s\n' "${PACKAGES[@]}"
  exit 0
  ;;
--verify)
  # the closure of the list through Depends/PreDepends only, as apt resolves it on a fresh machine
  closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances "${PACKAGES[@]}" 2>/dev/null | grep -v '^ ' | sed 's/:.*//' | sort -u)
  bad=0
  for f in "${NEEDED_FILES[@]}"; do
    real=$(readlink -f "$f" 2>/dev/null || echo "$f")
    owner=$(dpkg -S "$real" 2>/dev/null | head -1 | sed 's/:.*//; s/,.*//') || true
    if [ -z "$owner" ]; then
      owner=$(dpkg -S "$f" 2>/dev/null | head -1 | sed 's/:.*//; s/,.*//') || true
    fi
    if [ -z "$owner" ]; then
      echo "deps --verify: $f is not installed here, so its package cannot be checked" >&2
      bad=1
    elif ! grep -qx "$owner" <<<"$closure"; then
      echo "deps --verify: $f comes from $owner, which the list does not pull in" >&2
      bad=1
    fi
  done
  [ $bad -eq 0 ] && echo "deps --verify: every needed file comes from the list or its dependencies"
  exit $bad
  ;;
"") ;;
*)
  echo "usage: scripts/deps.sh [--list | --verify]" >&2
  exit 2
  ;;
esac

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "deps: installing ${missing[*]}" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "deps: missing packages: ${missing[*]}" >&2
  echo "deps: install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
