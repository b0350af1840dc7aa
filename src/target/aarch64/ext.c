/* ext.c -- AArch64 native lowerings of extension instructions too long to inline: add and
 * subtract with carry (the other extensions are one or two instructions, inline in
 * kiln/target/aarch64.h). */
#include "../../core/internal.h"

/* The carry flag from rc (adcs adds C; sbcs subtracts !C), the operation, then rc from C. */
void kl__a64_carry(kl_func *f, int t, int sub, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	if (KL_UNLIKELY(rd == rc)) {
		kl__fail(f, KL_ERR_OPERAND, "%s: the result and the carry must be different registers",
			 sub ? "subc" : "addc");
		return;
	}
	if (sub) /* cmp zr, rc: C = (rc == 0) */
		kl__a_rrr(f, KL_A_SUBS_R, w, KL_A64_ZR, KL_A64_ZR, rc);
	else /* cmp rc, #1: C = (rc != 0) */
		kl__a_put(f, KL_A_SUBS_I | KL_A_SF(w) | KL_A_IMM12(1) | KL_A_RN(rc) | KL_A_RD(KL_A64_ZR));
	kl__a_rrr(f, sub ? KL_A_SBCS : KL_A_ADCS, w, rd, a, b);
	/* cset rc, cs (carry) or cc (borrow) */
	kl__a_put(f, KL_A_CSINC | KL_A_RM(KL_A64_ZR) | KL_A_COND(sub ? KL_A_HS : KL_A_LO) | KL_A_RN(KL_A64_ZR) |
			     KL_A_RD(rc));
}
