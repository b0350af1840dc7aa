/* abi.c -- AArch64 AAPCS64 (Linux): registers, where arguments arrive, and how calls are made. */
#include "../../core/internal.h"

const char kl__tgt_name[] = "aarch64";

const kl_reg kl__tgt_temps[] = {KL_T0, KL_T1, KL_T2,  KL_T3,  KL_T4,  KL_T5,  KL_T6,  KL_T7,
				KL_T8, KL_T9, KL_T10, KL_T11, KL_T12, KL_T13, KL_T14, KL_T15};
const int kl__tgt_ntemps = KL_NT;
const kl_reg kl__tgt_vars[] = {KL_S0, KL_S1, KL_S2, KL_S3, KL_S4, KL_S5, KL_S6, KL_S7, KL_S8, KL_S9};
const int kl__tgt_nvars = KL_NS;

const char *const kl__tgt_regnames[KL_NREGS] = {
	"x0",  "x1",  "x2",  "x3",  "x4",  "x5",  "x6",  "x7",  "x8",  "x9",  "x10",
	"x11", "x12", "x13", "x14", "x15", "x16", "x17", "x18", "x19", "x20", "x21",
	"x22", "x23", "x24", "x25", "x26", "x27", "x28", "x29", "x30", "sp"};

#define KL_A64_NARGREGS 8 /* x0..x7 */

void kl__tgt_init(void) {}

/* x16/x17 are kiln's, x18 is the platform's, x29/x30 hold the frame record, 31 is sp */
int kl__tgt_reg_ok(kl_reg r) { return r >= 0 && (r <= 15 || (r >= 19 && r <= 28)); }

int kl__tgt_begin(kl_func *f, kl_reg *args)
{
	int leaf = (f->flags & KL_LEAF) != 0;
	int nreg = f->nargs < KL_A64_NARGREGS ? f->nargs : KL_A64_NARGREGS;
	for (int k = 0; k < nreg; k++) /* live argument registers are not free */
		kl__pool_remove(f, (kl_reg)k);
	for (int k = 0; k < f->nargs; k++) {
		kl_reg r;
		if (k == nreg) /* registers whose arguments moved elsewhere are free again */
			for (int j = 0; j < nreg; j++)
				if (f->argreg[j] != j)
					kl_putreg(f, (kl_reg)j, KL_L);
		if (leaf && k < KL_A64_NARGREGS) {
			r = (kl_reg)k;
		} else if (!kl_getreg(f, &r, KL_L, leaf ? KL_TEMP : KL_VAR) && !kl_getreg(f, &r, KL_L, KL_TEMP)) {
			kl__fail(f, KL_ERR_REGS, "no register left for argument %d of %d", k + 1, f->nargs);
			return f->err;
		}
		f->argreg[k] = r;
		args[k] = r;
	}
	if (f->nargs <= KL_A64_NARGREGS)
		for (int j = 0; j < nreg; j++)
			if (f->argreg[j] != j)
				kl_putreg(f, (kl_reg)j, KL_L);
	return KL_OK;
}

/* ---- calls ---------------------------------------------------------------------------------- */
static int64_t kl__narrow_imm(int type, int64_t v)
{
	switch (type) {
	case KL_C: return (int8_t)v;
	case KL_UC: return (uint8_t)v;
	case KL_S: return (int16_t)v;
	case KL_US: return (uint16_t)v;
	case KL_I: return (int32_t)v;
	case KL_U: return (uint32_t)v;
	default: return v;
	}
}

/* Move n registers at once: dst[k] <- src[k], dsts distinct.  A cycle is broken by parking one
 * source in the scratch register. */
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
			kl__a_mov(f, 1, dst[k], src[k]);
			dst[k] = dst[n - 1];
			src[k] = src[n - 1];
			n--;
			k--;
			progress = 1;
		}
		if (!progress) { /* every destination is still needed: a cycle */
			kl_reg s = src[0];
			kl__a_mov(f, 1, KL__SCRATCH, s);
			for (int j = 0; j < n; j++)
				if (src[j] == s)
					src[j] = KL__SCRATCH;
		}
	}
}

void kl__tgt_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	int n = f->ncallargs;
	int nstack = n > KL_A64_NARGREGS ? n - KL_A64_NARGREGS : 0;
	uint32_t stack = (8u * (uint32_t)nstack + 15) & ~15u; /* sp stays 16-aligned */
	if (stack)
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, (uint64_t)0 - stack);
	for (int k = KL_A64_NARGREGS; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		kl_reg r = (kl_reg)a->v;
		if (a->isimm) {
			kl__a_movimm(f, 1, KL__SCRATCH, kl__narrow_imm(a->type, a->v));
			r = KL__SCRATCH;
		}
		kl__t_sti(f, KL_L, r, KL_A64_SP, 8 * (k - KL_A64_NARGREGS));
	}
	kl_reg dst[KL_A64_NARGREGS + 1], src[KL_A64_NARGREGS + 1];
	int m = 0;
	for (int k = 0; k < n && k < KL_A64_NARGREGS; k++)
		if (!f->callargs[k].isimm) {
			dst[m] = (kl_reg)k;
			src[m] = (kl_reg)f->callargs[k].v;
			if (dst[m] != src[m])
				m++;
		}
	if (isreg) {
		dst[m] = KL__SCRATCH2;
		src[m++] = fnreg;
	}
	kl__parallel_move(f, dst, src, m);
	for (int k = 0; k < n && k < KL_A64_NARGREGS; k++) {
		struct kl__callarg *a = &f->callargs[k];
		if (a->isimm)
			kl__a_movimm(f, 1, (kl_reg)k, kl__narrow_imm(a->type, a->v));
		else if (a->type >= KL_C && a->type <= KL_US)
			kl__t_cv(f, KL_I, a->type, (kl_reg)k, (kl_reg)k); /* extend narrow arguments */
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
