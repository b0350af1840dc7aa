/* abi.c -- RISC-V LP64D psABI: registers, where arguments arrive, and how calls are made. */
#include "../../core/internal.h"

#define KL__NARGREGS 8
static const kl_reg kl__argregs[KL__NARGREGS] = {KL_RV_A0, KL_RV_A1, KL_RV_A2, KL_RV_A3,
						 KL_RV_A4, KL_RV_A5, KL_RV_A6, KL_RV_A7};

/* Where each argument arrives (LP64D): a float in fa0-fa7 while they last, then, like every
 * integer, in a0-a7 while they last, then in an 8-byte stack slot (in argument order).
 * home[k] is the register or -1 (then slot[k] is the slot).  Returns the number of slots. */
int kl__rv_arg_homes(const signed char *types, int n, kl_reg *home, int *slot)
{
	int ni = 0, nf = 0, ns = 0;
	for (int k = 0; k < n; k++) {
		slot[k] = -1;
		if (kl__isflt(types[k]) && nf < 8)
			home[k] = KL_RV_FA0 + nf++;
		else if (ni < KL__NARGREGS)
			home[k] = kl__argregs[ni++];
		else
			home[k] = -1, slot[k] = ns++;
	}
	return ns;
}

/* ---- calls ---------------------------------------------------------------------------------- */
/* A move of any class; a float that arrived in an integer register moves with fmv.w.x / fmv.d.x. */
void kl__rv_move_hook(kl_func *f, int type, kl_reg d, kl_reg s)
{
	if (d >= KL_FREG0 && s < KL_FREG0)
		kl__rv_put(f, KL_RV_R(KL_RV_FMV_FX | kl__rv_fmt(type), d, s, 0));
	else if (d >= KL_FREG0)
		kl__rv_fmov(f, KL_D, d, s); /* fsgnj.d copies f values (NaN-boxed) unchanged too */
	else
		kl__rv_mv(f, d, s);
}

/* Stack arguments first (sp lowered by a 16-aligned area), then the integer registers (a
 * parallel move), floats that go in integer registers (fmv.x.w/fmv.x.d), the float registers
 * (a parallel move), and immediates and narrow extensions in place.  Float variables (fs0-fs11)
 * survive the call: the callee saves them. */
void kl__rv_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	(void)rettype;
	int n = f->ncallargs;
	signed char types[64] = {0};
	kl_reg home[64];
	int slot[64];
	for (int k = 0; k < n; k++)
		types[k] = (signed char)f->callargs[k].type;
	int nstack = kl__rv_arg_homes(types, n, home, slot);
	int32_t area = (int32_t)((8 * nstack + 15) & ~15); /* sp stays 16-aligned at the call */
	if (area) {
		kl__t_addi(f, KL_L, KL_RV_SP, KL_RV_SP, -area);
		for (int k = 0; k < n; k++) {
			struct kl__callarg *a = &f->callargs[k];
			kl_reg r = (kl_reg)a->v;
			if (home[k] >= 0)
				continue;
			if (kl__isflt(a->type)) {
				kl__t_fsti(f, a->type, r, KL_RV_SP, 8 * slot[k]);
				continue;
			}
			if (a->isimm) {
				kl__rv_li(f, KL__SCRATCH, kl__narrow_imm(f, a->type, a->v));
				r = KL__SCRATCH;
			} else if (a->type >= KL_C && a->type <= KL_US) {
				kl__t_cv(f, KL_I, a->type, KL__SCRATCH, r);
				r = KL__SCRATCH;
			}
			kl__t_sti(f, KL_L, r, KL_RV_SP, 8 * slot[k]);
		}
	}
	kl_reg dst[KL__NARGREGS + 1], src[KL__NARGREGS + 1];
	int m = 0, fnhome = 0;
	for (int k = 0; k < n; k++) {
		if (home[k] < 0 || home[k] >= KL_FREG0)
			continue;
		fnhome |= isreg && fnreg == home[k];
		if (kl__isflt(types[k]) || f->callargs[k].isimm)
			continue;
		dst[m] = home[k];
		src[m] = (kl_reg)f->callargs[k].v;
		if (dst[m] != src[m])
			m++;
	}
	/* a callee register that an argument will overwrite goes to t6 first */
	if (fnhome) {
		dst[m] = KL__SCRATCH2;
		src[m++] = fnreg;
		fnreg = KL__SCRATCH2;
	}
	kl__parallel_move(f, dst, src, m, KL__SCRATCH);
	m = 0;
	for (int k = 0; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		if (home[k] < 0 || !kl__isflt(a->type))
			continue;
		if (home[k] < KL_FREG0) { /* fmv.x.w / fmv.x.d */
			kl__rv_put(f, KL_RV_R(KL_RV_FMV_XF | kl__rv_fmt(a->type), home[k], (kl_reg)a->v, 0));
		} else if (home[k] != (kl_reg)a->v) {
			dst[m] = home[k];
			src[m++] = (kl_reg)a->v;
		}
	}
	kl__parallel_move(f, dst, src, m, KL__FSCRATCH);
	for (int k = 0; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		kl_reg r = home[k];
		if (r < 0 || kl__isflt(a->type))
			continue;
		if (a->isimm)
			kl__rv_li(f, r, kl__narrow_imm(f, a->type, a->v));
		else if (a->type >= KL_C && a->type <= KL_US)
			kl__t_cv(f, KL_I, a->type, r, r); /* the caller extends narrow arguments */
	}
	if (isreg)
		kl__t_jalp(f, KL_RV_RA, fnreg);
	else
		kl__rv_abs(f, KL_RV_RA, fn);
	if (area)
		kl__t_addi(f, KL_L, KL_RV_SP, KL_RV_SP, area);
}
