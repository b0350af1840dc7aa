/* kiln/target.h -- selects the host target's inline emitters and register names.  Inside
 * libkiln a file may be compiled for another target (KL__TARGET_X86_64, KL__TARGET_AARCH64 or
 * KL__TARGET_RISCV64 defined): that is how one library generates code for all three.
 * KL__TSYM(name) names a symbol of the selected target (kl__x86_64_name ...). */
#ifndef KILN_TARGET_H
#define KILN_TARGET_H

#if !defined(KL__TARGET_X86_64) && !defined(KL__TARGET_AARCH64) && !defined(KL__TARGET_RISCV64)
#if defined(__x86_64__)
#define KL__TARGET_X86_64 1
#elif defined(__aarch64__)
#define KL__TARGET_AARCH64 1
#elif defined(__riscv) && __riscv_xlen == 64
#define KL__TARGET_RISCV64 1
#else
#error "kiln: no backend for this host (x86-64, AArch64 and RISC-V 64 are supported)"
#endif
#endif

/* A load-and-op (kiln/ext.def's LOP shape) on a target without one: the load into the second
 * scratch register, then the operation.  AArch64's and RISC-V 64's headers instantiate it. */
#define KL__LOP_VIA_SCRATCH2(name, op)                                                             \
	KL_INLINE void kl__t_##name(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg base, kl_reg index, int s, int32_t disp) \
	{                                                                                          \
		kl__t_ldx(f, t, KL__SCRATCH2, base, index, s, disp);                               \
		kl__t_##op(f, t, rd, a, KL__SCRATCH2);                                             \
	}                                                                                          \
	KL_INLINE void kl__t_##name##i(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg base, int32_t disp) \
	{                                                                                          \
		kl__t_ldi(f, t, KL__SCRATCH2, base, disp);                                         \
		kl__t_##op(f, t, rd, a, KL__SCRATCH2);                                             \
	}

#if defined(KL__TARGET_X86_64)
#include "kiln/target/x86_64.h"
#define KL__TSYM(name) kl__x86_64_##name
#elif defined(KL__TARGET_AARCH64)
#include "kiln/target/aarch64.h"
#define KL__TSYM(name) kl__aarch64_##name
#else
#include "kiln/target/riscv64.h"
#define KL__TSYM(name) kl__riscv64_##name
#endif

#endif
