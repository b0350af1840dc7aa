/* kiln/target.h -- selects the host target's inline emitters and register names. */
#ifndef KILN_TARGET_H
#define KILN_TARGET_H

#if defined(__x86_64__)
#include "kiln/target/x86_64.h"
#elif defined(__aarch64__)
#include "kiln/target/aarch64.h"
#elif defined(__riscv) && __riscv_xlen == 64
#include "kiln/target/riscv64.h"
#else
#error "kiln: no backend for this host (x86-64, AArch64 and RISC-V 64 are supported)"
#endif

#endif
