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

const kl_reg kl__tgt_ftemps[] = {KL_FT0,  KL_FT1,  KL_FT2,  KL_FT3,  KL_FT4,  KL_FT5,  KL_FT6,  KL_FT7,
				 KL_FT8,  KL_FT9,  KL_FT10, KL_FT11, KL_FT12, KL_FT13, KL_FT14, KL_FT15,
				 KL_FT16, KL_FT17, KL_FT18, KL_FT19, KL_FT20, KL_FT21, KL_FT22};
const int kl__tgt_nftemps = KL_NFT;
const kl_reg kl__tgt_fvars[] = {KL_FS0, KL_FS1, KL_FS2, KL_FS3, KL_FS4, KL_FS5, KL_FS6, KL_FS7};
const int kl__tgt_nfvars = KL_NFS;
const char *const kl__tgt_fregnames[32] = {
	"v0",  "v1",  "v2",  "v3",  "v4",  "v5",  "v6",  "v7",  "v8",  "v9",  "v10",
	"v11", "v12", "v13", "v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21",
	"v22", "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31"};
/* v31 is kiln's float scratch */
int kl__tgt_freg_ok(kl_reg r) { return r >= KL_A64_V(0) && r < KL_A64_V(31); }

#define KL_A64_NARGREGS 8 /* x0..x7, and v0..v7 */

static int kl__isflt(int t) { return t == KL_F || t == KL_D; }

void kl__tgt_init(void) {}

/* x16/x17 are kiln's, x18 is the platform's, x29/x30 hold the frame record, 31 is sp */
int kl__tgt_reg_ok(kl_reg r) { return r >= 0 && (r <= 15 || (r >= 19 && r <= 28)); }

/* Where argument k arrives: x0-x7 for integers, v0-v7 for floats (counted apart), then 8-byte
 * stack slots in argument order.  Returns the register, or -1 and *slot. */
int kl__a64_arg_home(const signed char *types, int n, int k, int *slot)
{
	int ni = 0, nf = 0, ns = 0;
	for (int j = 0; j <= k && j < n; j++) {
		int r;
		if (kl__isflt(types[j]))
			r = nf < KL_A64_NARGREGS ? KL_A64_V(nf++) : -1;
		else
			r = ni < KL_A64_NARGREGS ? ni++ : -1;
		if (j == k) {
			*slot = r < 0 ? ns : -1;
			return r;
		}
		if (r < 0)
			ns++;
	}
	return -1;
}

/* A leaf keeps register arguments where they arrive; otherwise they move to variables (staying
 * put when none is left).  Stack arguments are loaded into variables or temporaries. */
int kl__tgt_begin(kl_func *f, kl_reg *args)
{
	int leaf = (f->flags & KL_LEAF) != 0;
	int home[64], slot;
	for (int k = 0; k < f->nargs; k++) { /* live argument registers are not free */
		home[k] = kl__a64_arg_home(f->argtype, f->nargs, k, &slot);
		if (home[k] >= 0)
			kl__pool_remove(f, home[k]);
	}
	/* registers first (their values move in the prologue, before stack arguments load) */
	for (int pass = 0; pass < 2; pass++) {
		for (int k = 0; k < f->nargs; k++) {
			if ((home[k] >= 0) != (pass == 0))
				continue;
			int flt = kl__isflt(f->argtype[k]);
			int ty = flt ? f->argtype[k] : KL_L;
			kl_reg r;
			if (home[k] >= 0 && (leaf || !kl_getreg(f, &r, ty, KL_VAR))) {
				r = home[k];
			} else if (home[k] < 0 && !kl_getreg(f, &r, ty, leaf ? KL_TEMP : KL_VAR) &&
				   !kl_getreg(f, &r, ty, KL_TEMP)) {
				kl__fail(f, KL_ERR_REGS, "no register left for argument %d of %d", k + 1, f->nargs);
				return f->err;
			}
			if (flt)
				kl__a_fdef(f, r); /* a float variable: the prologue saves it */
			f->argreg[k] = r;
			args[k] = r;
		}
		if (pass == 0) /* argument registers whose values moved elsewhere are free again */
			for (int k = 0; k < f->nargs; k++)
				if (home[k] >= 0 && f->argreg[k] != home[k])
					kl_putreg(f, home[k], f->argtype[k]);
	}
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
 * source in the scratch register (x16, or v31 for float registers: fl). */
static void kl__parallel_move(kl_func *f, int fl, kl_reg *dst, kl_reg *src, int n)
{
	kl_reg scratch = fl ? KL__FSCRATCH : KL__SCRATCH;
	while (n > 0) {
		int progress = 0;
		for (int k = 0; k < n; k++) {
			int blocked = 0;
			for (int j = 0; j < n && !blocked; j++)
				blocked = j != k && src[j] == dst[k];
			if (blocked)
				continue;
			if (fl)
				kl__a_fmov(f, dst[k], src[k]);
			else
				kl__a_mov(f, 1, dst[k], src[k]);
			dst[k] = dst[n - 1];
			src[k] = src[n - 1];
			n--;
			k--;
			progress = 1;
		}
		if (!progress) { /* every destination is still needed: a cycle */
			kl_reg s = src[0];
			if (fl)
				kl__a_fmov(f, scratch, s);
			else
				kl__a_mov(f, 1, scratch, s);
			for (int j = 0; j < n; j++)
				if (src[j] == s)
					src[j] = scratch;
		}
	}
}

/* AAPCS64: integer and float arguments fill x0-x7 and v0-v7 independently; the rest go, in
 * argument order, to 8-byte stack slots (a float in the low 4 bytes of its slot).  Variadic
 * callees take floats the same way on Linux. */
void kl__tgt_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	int n = f->ncallargs;
	signed char types[64];
	int home[64], slot[64], nstack = 0;
	for (int k = 0; k < n; k++)
		types[k] = (signed char)f->callargs[k].type;
	for (int k = 0; k < n; k++) {
		home[k] = kl__a64_arg_home(types, n, k, &slot[k]);
		nstack += home[k] < 0;
	}
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
			kl__a_movimm(f, 1, KL__SCRATCH, kl__narrow_imm(a->type, a->v));
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
			fsrc[fm] = (kl_reg)f->callargs[k].v;
			fm += fdst[fm] != fsrc[fm];
		} else {
			dst[m] = home[k];
			src[m] = (kl_reg)f->callargs[k].v;
			m += dst[m] != src[m];
		}
	}
	if (isreg) {
		dst[m] = KL__SCRATCH2;
		src[m++] = fnreg;
	}
	kl__parallel_move(f, 0, dst, src, m);
	kl__parallel_move(f, 1, fdst, fsrc, fm);
	for (int k = 0; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		if (home[k] < 0 || kl__isflt(a->type))
			continue;
		if (a->isimm)
			kl__a_movimm(f, 1, home[k], kl__narrow_imm(a->type, a->v));
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
