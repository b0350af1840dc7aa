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

const kl_reg kl__tgt_ftemps[] = {KL_FT0,  KL_FT1,  KL_FT2,  KL_FT3,  KL_FT4,  KL_FT5,  KL_FT6,
				 KL_FT7,  KL_FT8,  KL_FT9,  KL_FT10, KL_FT11, KL_FT12, KL_FT13,
				 KL_FT14, KL_FT15, KL_FT16, KL_FT17, KL_FT18};
const int kl__tgt_nftemps = KL_NFT;
const kl_reg kl__tgt_fvars[] = {KL_FS0, KL_FS1, KL_FS2, KL_FS3, KL_FS4,  KL_FS5,
				KL_FS6, KL_FS7, KL_FS8, KL_FS9, KL_FS10, KL_FS11};
const int kl__tgt_nfvars = KL_NFS;
const char *const kl__tgt_fregnames[32] = {
	"ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "fs0", "fs1", "fa0", "fa1", "fa2",  "fa3",  "fa4", "fa5",
	"fa6", "fa7", "fs2", "fs3", "fs4", "fs5", "fs6", "fs7", "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11"};
/* every f register but ft11, kiln's float scratch */
int kl__tgt_freg_ok(kl_reg r) { return r >= KL_FREG0 && r < KL_FREG0 + 32 && r != KL__FSCRATCH; }

static int kl__isflt(int t) { return t == KL_F || t == KL_D; }

#define KL__NARGREGS 8
static const kl_reg kl__argregs[KL__NARGREGS] = {KL_RV_A0, KL_RV_A1, KL_RV_A2, KL_RV_A3,
						 KL_RV_A4, KL_RV_A5, KL_RV_A6, KL_RV_A7};

void kl__tgt_init(void) {}

/* zero, ra, sp, gp, tp belong to the ABI; t5 and t6 are kiln's scratch registers */
int kl__tgt_reg_ok(kl_reg r)
{
	return r >= KL_RV_T0 && r < KL_NREGS && r != KL__SCRATCH && r != KL__SCRATCH2;
}

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

/* A leaf keeps its register arguments where they arrive; a non-leaf moves integers to
 * variables (else temporaries) and floats to float variables (else they stay).  A float that
 * arrives in an integer register or on the stack, and any stack argument, gets a register of
 * its class.  Register arguments are placed first: the prologue moves them before it loads the
 * stack ones, which may then reuse argument registers whose values moved. */
int kl__tgt_begin(kl_func *f, kl_reg *args)
{
	int leaf = (f->flags & KL_LEAF) != 0;
	kl_reg home[64];
	int slot[64];
	kl__rv_arg_homes(f->argtype, f->nargs, home, slot);
	for (int k = 0; k < f->nargs; k++) /* live argument registers are not free */
		if (home[k] >= 0)
			kl__pool_remove(f, home[k]);
	for (int pass = 0; pass < 2; pass++) {
		for (int k = 0; k < f->nargs; k++) {
			if ((home[k] >= 0) != (pass == 0))
				continue;
			int t = f->argtype[k], flt = kl__isflt(t), ty = flt ? t : KL_L;
			int same = home[k] >= 0 && (home[k] >= KL_FREG0) == flt; /* a register of its class */
			kl_reg r;
			if (same && leaf) {
				r = home[k];
			} else if (same && flt) {
				if (!kl_getreg(f, &r, ty, KL_VAR))
					r = home[k];
			} else if (!kl_getreg(f, &r, ty, leaf ? KL_TEMP : KL_VAR) && !kl_getreg(f, &r, ty, KL_TEMP)) {
				kl__fail(f, KL_ERR_REGS, "no register left for argument %d of %d", k + 1, f->nargs);
				return f->err;
			}
			if (flt)
				kl__rv_fdef(f, r);
			f->argreg[k] = r;
			args[k] = r;
		}
		if (pass == 0) /* argument registers whose values moved elsewhere are free again */
			for (int k = 0; k < f->nargs; k++)
				if (home[k] >= 0 && f->argreg[k] != home[k])
					kl_putreg(f, home[k], home[k] >= KL_FREG0 ? KL_D : KL_L);
	}
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

/* Move n registers of one class at once: dst[k] <- src[k], dsts distinct.  A cycle is broken
 * by parking one value in t5 (ft11 for floats). */
static void kl__rv_move(kl_func *f, kl_reg d, kl_reg s)
{
	if (d >= KL_FREG0)
		kl__rv_fmov(f, KL_D, d, s); /* fsgnj.d copies f values (NaN-boxed) unchanged too */
	else
		kl__rv_mv(f, d, s);
}
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
			kl__rv_move(f, dst[k], src[k]);
			dst[k] = dst[n - 1];
			src[k] = src[n - 1];
			n--;
			k--;
			progress = 1;
		}
		if (!progress) { /* every destination is still needed: a cycle */
			kl_reg d = dst[0], park = d >= KL_FREG0 ? KL__FSCRATCH : KL__SCRATCH;
			kl__rv_move(f, park, d);
			for (int j = 0; j < n; j++)
				if (src[j] == d)
					src[j] = park;
		}
	}
}

/* Stack arguments first (sp lowered by a 16-aligned area), then the integer registers (a
 * parallel move), floats that go in integer registers (fmv.x.w/fmv.x.d), the float registers
 * (a parallel move), and immediates and narrow extensions in place.  Float variables (fs0-fs11)
 * survive the call: the callee saves them. */
void kl__tgt_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
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
				kl__rv_li(f, KL__SCRATCH, kl__narrow_imm(a->type, a->v));
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
	kl__parallel_move(f, dst, src, m);
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
	kl__parallel_move(f, dst, src, m);
	for (int k = 0; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		kl_reg r = home[k];
		if (r < 0 || kl__isflt(a->type))
			continue;
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
