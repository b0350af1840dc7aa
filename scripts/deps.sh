#!/usr/bin/env bash
# deps.sh -- every Debian/Ubuntu package kiln needs to build, test and benchmark, in one list.
# Installs what is missing with apt-get when run as root; otherwise prints the exact command.
set -euo pipefail

PACKAGES=(
  build-essential cmake ninja-build pkg-config clang python3 binutils  # toolchain
  libcriterion-dev                                                     # unit tests
  libpcap-dev tcpdump                                                  # dpf: filters, captures, oracle
  valgrind                                                             # instruction counts
  libasmjit-dev libxbyak-dev g++                                       # codegen benchmark peers
  gcc-aarch64-linux-gnu binutils-aarch64-linux-gnu                     # AArch64 cross build, encoding oracle
  gcc-riscv64-linux-gnu binutils-riscv64-linux-gnu                     # RISC-V 64 cross build, encoding oracle
  qemu-user                                                            # run the other architectures
)

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
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
