/* abi.c -- AArch64 AAPCS64 (Linux): where arguments arrive, and how calls are made (the parts
 * every target shares are in core/abi.c). */
#include "../../core/internal.h"

#define KL_A64_NARGREGS 8 /* x0..x7, and v0..v7 */

/* x0-x7 for integers, v0-v7 for floats (counted apart), then 8-byte stack slots in argument
 * order. */
int kl__a64_arg_homes(const signed char *types, int n, kl_reg *home, int *slot)
{
	int ni = 0, nf = 0, ns = 0;
	for (int k = 0; k < n; k++) {
		slot[k] = -1;
		if (kl__isflt(types[k]))
			home[k] = nf < KL_A64_NARGREGS ? KL_A64_V(nf++) : -1;
		else
			home[k] = ni < KL_A64_NARGREGS ? ni++ : -1;
		if (home[k] < 0)
			slot[k] = ns++;
	}
	return ns;
}

void kl__a64_move(kl_func *f, int type, kl_reg dst, kl_reg src)
{
	(void)type;
	if (dst >= KL_FREG0)
		kl__a_fmov(f, dst, src);
	else
		kl__a_mov(f, 1, dst, src);
}

/* AAPCS64: integer and float arguments fill x0-x7 and v0-v7 independently; the rest go, in
 * argument order, to 8-byte stack slots (a float in the low 4 bytes of its slot).  Variadic
 * callees take floats the same way on Linux. */
void kl__a64_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	int n = f->ncallargs;
	signed char types[64] = {0};
	kl_reg home[64];
	int slot[64];
	for (int k = 0; k < n; k++)
		types[k] = (signed char)f->callargs[k].type;
	int nstack = kl__a64_arg_homes(types, n, home, slot);
	uint32_t stack = (8u * (uint32_t)nstack + 15) & ~15u; /* sp stays 16-aligned */
	if (stack)
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, (uint64_t)0 - stack);
	for (int k = 0; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		kl_reg r = (kl_reg)a->v;
		if (home[k] >= 0)
			continue;
		if (kl__isflt(a->type)) {
			kl__t_fsti(f, a->type, r, KL_A64_SP, 8 * slot[k]);
			continue;
		}
		if (a->isimm) {
			kl__a_movimm(f, 1, KL__SCRATCH, kl__narrow_imm(f, a->type, a->v));
			r = KL__SCRATCH;
		}
		kl__t_sti(f, KL_L, r, KL_A64_SP, 8 * slot[k]);
	}
	kl_reg dst[KL_A64_NARGREGS + 1], src[KL_A64_NARGREGS + 1], fdst[KL_A64_NARGREGS], fsrc[KL_A64_NARGREGS];
	int m = 0, fm = 0;
	for (int k = 0; k < n; k++) {
		if (home[k] < 0 || f->callargs[k].isimm)
			continue;
		if (kl__isflt(types[k])) {
			fdst[fm] = home[k];
			fsrc[fm++] = (kl_reg)f->callargs[k].v;
		} else {
			dst[m] = home[k];
			src[m++] = (kl_reg)f->callargs[k].v;
		}
	}
	if (isreg) {
		dst[m] = KL__SCRATCH2;
		src[m++] = fnreg;
	}
	kl__parallel_move(f, dst, src, m, KL__SCRATCH);
	kl__parallel_move(f, fdst, fsrc, fm, KL__FSCRATCH);
	for (int k = 0; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		if (home[k] < 0 || kl__isflt(a->type))
			continue;
		if (a->isimm)
			kl__a_movimm(f, 1, home[k], kl__narrow_imm(f, a->type, a->v));
		else if (a->type >= KL_C && a->type <= KL_US)
			kl__t_cv(f, KL_I, a->type, home[k], home[k]); /* extend narrow arguments */
	}
	if (isreg)
		kl__a_put(f, KL_A_BLR | KL_A_RN(KL__SCRATCH2));
	else
		kl__a_abs(f, KL_A_BL, fn);
	if (stack)
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, stack);
	if (rettype >= KL_C && rettype <= KL_US) /* AAPCS64 leaves a narrow result's upper bits unspecified */
		kl__t_cv(f, KL_I, rettype, KL_RV, KL_RV);
}
