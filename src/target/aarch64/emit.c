/* emit.c -- the AArch64 sequences too long to inline: constants that need more than one
 * instruction, add/sub involving sp, and backward conditional branches beyond b.cond's 1 MiB. */
#include "../../core/internal.h"

/* Fewest instructions for v: movz or movn (one halfword differs from all-zeros or all-ones),
 * orr of a logical immediate, orr of a logical immediate then one movk, else movz/movn and a
 * movk for each other halfword that differs. */
void kl__a64_movimm(kl_func *f, int w, kl_reg rd, uint64_t v)
{
	int nh = w ? 4 : 2, zeros = 0, ones = 0;
	uint32_t h[4];
	for (int i = 0; i < nh; i++) {
		h[i] = (uint32_t)(v >> (16 * i)) & 0xFFFFu;
		zeros += h[i] == 0;
		ones += h[i] == 0xFFFFu;
	}
	uint32_t sf = KL_A_SF(w);
	if (nh - zeros <= 1 || nh - ones <= 1) {
		int neg = nh - zeros > 1;
		uint32_t fill = neg ? 0xFFFFu : 0u;
		int i = 0;
		while (i < nh - 1 && h[i] == fill)
			i++;
		kl__a_put(f, (neg ? KL_A_MOVN : KL_A_MOVZ) | sf | KL_A_HW(i) | KL_A_IMM16(neg ? ~h[i] : h[i]) |
				     KL_A_RD(rd));
		return;
	}
	int32_t bm = kl__a_bitmask(w, v);
	if (bm >= 0) {
		kl__a_put(f, KL_A_ORR_I | sf | (uint32_t)bm << 10 | KL_A_RN(KL_A64_ZR) | KL_A_RD(rd));
		return;
	}
	if (w && nh - zeros > 2 && nh - ones > 2) {
		/* orr of a pattern that agrees with v except in halfword i, then movk i */
		for (int i = 0; i < 4; i++)
			for (int j = 0; j < 4; j++) {
				if (j == i)
					continue;
				uint64_t c = (v & ~(0xFFFFull << (16 * i))) | (uint64_t)h[j] << (16 * i);
				bm = kl__a_bitmask(1, c);
				if (bm >= 0) {
					kl__a_put2(f, KL_A_ORR_I | sf | (uint32_t)bm << 10 | KL_A_RN(KL_A64_ZR) | KL_A_RD(rd),
						   KL_A_MOVK | sf | KL_A_HW(i) | KL_A_IMM16(h[i]) | KL_A_RD(rd));
					return;
				}
			}
	}
	int neg = ones > zeros;
	uint32_t fill = neg ? 0xFFFFu : 0u;
	int first = 1;
	for (int i = 0; i < nh; i++) {
		if (h[i] == fill)
			continue;
		if (first)
			kl__a_put(f, (neg ? KL_A_MOVN : KL_A_MOVZ) | sf | KL_A_HW(i) | KL_A_IMM16(neg ? ~h[i] : h[i]) |
					     KL_A_RD(rd));
		else
			kl__a_put(f, KL_A_MOVK | sf | KL_A_HW(i) | KL_A_IMM16(h[i]) | KL_A_RD(rd));
		first = 0;
	}
}

/* inverse condition over a b: `inv` skips the b (2 words) when the branch is not taken; d is the
 * distance in words from the first instruction to the target. */
void kl__a64_far_bcond(kl_func *f, uint32_t inv, int32_t d)
{
	if (!kl__a_fits(d - 1, 26)) {
		kl__fail(f, KL_ERR_TOOBIG, "branch back beyond 128 MiB");
		return;
	}
	kl__a_put2(f, inv | KL_A_IMM19(2), KL_A_B | KL_A_IMM26(d - 1));
}

/* add/sub where sp (register 31) is an operand: the shifted-register form would read 31 as xzr.
 * sp as rd or a takes the extended-register form (uxtx/uxtw, no shift); as b it commutes (add)
 * or is first copied to the scratch register. */
void kl__a64_addsub_sp(kl_func *f, int sub, int w, kl_reg rd, kl_reg a, kl_reg b)
{
	uint32_t op = sub ? KL_A_SUB_R : KL_A_ADD_R;
	if (b == KL_A64_SP) {
		if (!sub && a != KL_A64_SP) {
			b = a;
			a = KL_A64_SP;
		} else {
			kl__a_mov(f, 1, KL__SCRATCH, KL_A64_SP);
			b = KL__SCRATCH;
		}
	}
	if (rd == KL_A64_SP || a == KL_A64_SP)
		op |= w ? KL_A_EXT_UXTX : KL_A_EXT_UXTW;
	kl__a_rrr(f, op, w, rd, a, b);
}
