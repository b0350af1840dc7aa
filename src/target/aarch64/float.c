/* float.c -- AArch64 floating point out of line: constants from the function's pool. */
#include "../../core/internal.h"

/* ldr s/d, <pool entry> (pc-relative literal) and a nop slot: kl_func_end fills in the offset,
 * or turns the pair into adrp x16 + ldr when the pool lies beyond 1 MiB. */
void kl__a64_fpool(kl_func *f, int t, kl_reg rd, uint64_t bits)
{
	uint32_t idx = kl__pool_add(f, bits);
	uint8_t *p = kl__room(f);
	kl__w64(p, (t == KL_D ? KL_A_LDRLIT_D : KL_A_LDRLIT_S) | KL_A_RD(rd) | (uint64_t)KL_A_NOP << 32);
	f->ip = p + 8;
	kl__fixup_add(f, (uint32_t)(p - f->buf), KL__FIX_POOL, idx);
}
