/* abi.c -- RISC-V LP64D psABI: registers, where arguments arrive, and how calls are made. */
#include "../../core/internal.h"

const char kl__tgt_name[] = "riscv64";

const kl_reg kl__tgt_temps[] = {KL_T0, KL_T1, KL_T2, KL_T3, KL_T4, KL_T5, KL_T6,
				KL_T7, KL_T8, KL_T9, KL_T10, KL_T11, KL_T12};
const int kl__tgt_ntemps = KL_NT;
const kl_reg kl__tgt_vars[] = {KL_S0, KL_S1, KL_S2, KL_S3, KL_S4, KL_S5, KL_S6, KL_S7, KL_S8, KL_S9, KL_S10, KL_S11};
const int kl__tgt_nvars = KL_NS;

const char *const kl__tgt_regnames[KL_NREGS] = {
	"zero", "ra", "sp", "gp", "tp",  "t0",  "t1", "t2", "s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5",
	"a6",   "a7", "s2", "s3", "s4",  "s5",  "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};

#define KL__NARGREGS 8
static const kl_reg kl__argregs[KL__NARGREGS] = {KL_RV_A0, KL_RV_A1, KL_RV_A2, KL_RV_A3,
						 KL_RV_A4, KL_RV_A5, KL_RV_A6, KL_RV_A7};

void kl__tgt_init(void) {}

/* zero, ra, sp, gp, tp belong to the ABI; t5 and t6 are kiln's scratch registers */
int kl__tgt_reg_ok(kl_reg r)
{
	return r >= KL_RV_T0 && r < KL_NREGS && r != KL__SCRATCH && r != KL__SCRATCH2;
}

int kl__tgt_begin(kl_func *f, kl_reg *args)
{
	int leaf = (f->flags & KL_LEAF) != 0;
	int nreg = f->nargs < KL__NARGREGS ? f->nargs : KL__NARGREGS;
	for (int k = 0; k < nreg; k++) /* live argument registers are not free */
		kl__pool_remove(f, kl__argregs[k]);
	for (int k = 0; k < f->nargs; k++) {
		kl_reg r;
		if (k == nreg) /* registers whose arguments moved elsewhere are free again */
			for (int j = 0; j < nreg; j++)
				if (f->argreg[j] != kl__argregs[j])
					kl_putreg(f, kl__argregs[j], KL_L);
		if (leaf && k < KL__NARGREGS) {
			r = kl__argregs[k];
		} else if (!kl_getreg(f, &r, KL_L, leaf ? KL_TEMP : KL_VAR) && !kl_getreg(f, &r, KL_L, KL_TEMP)) {
			kl__fail(f, KL_ERR_REGS, "no register left for argument %d of %d", k + 1, f->nargs);
			return f->err;
		}
		f->argreg[k] = r;
		args[k] = r;
	}
	if (f->nargs <= KL__NARGREGS)
		for (int j = 0; j < nreg; j++)
			if (f->argreg[j] != kl__argregs[j])
				kl_putreg(f, kl__argregs[j], KL_L);
	return KL_OK;
}

/* ---- calls ---------------------------------------------------------------------------------- */
/* The value of an immediate argument as the callee expects it: narrow types extended by their
 * signedness, 32-bit ones sign-extended (the psABI's rule, for unsigned too). */
static int64_t kl__narrow_imm(int type, int64_t v)
{
	switch (type) {
	case KL_C: return (int8_t)v;
	case KL_UC: return (uint8_t)v;
	case KL_S: return (int16_t)v;
	case KL_US: return (uint16_t)v;
	case KL_I: case KL_U: return (int32_t)v;
	default: return v;
	}
}

/* Move n registers at once: dst[k] <- src[k], dsts distinct.  A cycle is broken by parking one
 * value in t5. */
static void kl__parallel_move(kl_func *f, kl_reg *dst, kl_reg *src, int n)
{
	while (n > 0) {
		int progress = 0;
		for (int k = 0; k < n; k++) {
			int blocked = 0;
			for (int j = 0; j < n && !blocked; j++)
				blocked = j != k && src[j] == dst[k];
			if (blocked)
				continue;
			kl__rv_mv(f, dst[k], src[k]);
			dst[k] = dst[n - 1];
			src[k] = src[n - 1];
			n--;
			k--;
			progress = 1;
		}
		if (!progress) { /* every destination is still needed: a cycle */
			kl_reg d = dst[0];
			kl__rv_mv(f, KL__SCRATCH, d);
			for (int j = 0; j < n; j++)
				if (src[j] == d)
					src[j] = KL__SCRATCH;
		}
	}
}

void kl__tgt_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	(void)rettype;
	int n = f->ncallargs;
	int nstack = n > KL__NARGREGS ? n - KL__NARGREGS : 0;
	int32_t area = (int32_t)((8 * nstack + 15) & ~15); /* sp stays 16-aligned at the call */
	if (area) {
		kl__t_addi(f, KL_L, KL_RV_SP, KL_RV_SP, -area);
		for (int k = KL__NARGREGS; k < n; k++) {
			struct kl__callarg *a = &f->callargs[k];
			kl_reg r = (kl_reg)a->v;
			if (a->isimm) {
				kl__rv_li(f, KL__SCRATCH, kl__narrow_imm(a->type, a->v));
				r = KL__SCRATCH;
			} else if (a->type >= KL_C && a->type <= KL_US) {
				kl__t_cv(f, KL_I, a->type, KL__SCRATCH, r);
				r = KL__SCRATCH;
			}
			kl__t_sti(f, KL_L, r, KL_RV_SP, 8 * (k - KL__NARGREGS));
		}
	}
	kl_reg dst[KL__NARGREGS + 1], src[KL__NARGREGS + 1];
	int m = 0;
	for (int k = 0; k < n && k < KL__NARGREGS; k++)
		if (!f->callargs[k].isimm) {
			dst[m] = kl__argregs[k];
			src[m] = (kl_reg)f->callargs[k].v;
			if (dst[m] != src[m])
				m++;
		}
	/* a callee register that an argument move would overwrite goes to t6 first */
	if (isreg && fnreg >= KL_RV_A0 && fnreg < KL_RV_A0 + (n < KL__NARGREGS ? n : KL__NARGREGS)) {
		dst[m] = KL__SCRATCH2;
		src[m++] = fnreg;
		fnreg = KL__SCRATCH2;
	}
	kl__parallel_move(f, dst, src, m);
	for (int k = 0; k < n && k < KL__NARGREGS; k++) {
		struct kl__callarg *a = &f->callargs[k];
		kl_reg r = kl__argregs[k];
		if (a->isimm)
			kl__rv_li(f, r, kl__narrow_imm(a->type, a->v));
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
