/* default.c -- the default lowerings of the extension instructions (kiln/ext.def), written
 * in core instructions so they work on every target; a target overrides any of them with a
 * native instruction (KL_NATIVE_<name> in its header).  Temporaries come from kl_getreg(). */
#include "lower.h"

static int kl__tmp(kl_func *f, kl_reg *r, const char *what)
{
	if (kl_getreg(f, r, KL_L, KL_TEMP))
		return 1;
	kl__fail(f, KL_ERR_REGS, "no free register for the default lowering of %s", what);
	return 0;
}
static void kl__put(kl_func *f, kl_reg r) { kl_putreg(f, r, KL_L); }

static int kl__unsigned(int t) { return t == KL_I ? KL_U : t == KL_L ? KL_UL : t; }
static int kl__width(int t) { return kl__is64(t) ? 64 : 32; }

void kl__d_rotl(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg n)
{
	kl_reg x;
	int u = kl__unsigned(t);
	if (!kl__tmp(f, &x, "rotl"))
		return;
	kl__n_un(f, neg, u, x, n);       /* the counts are taken modulo the width: -n is w - n */
	kl__n_bin(f, rsh, u, x, a, x);
	kl__n_bin(f, lsh, u, rd, a, n);
	kl__n_bin(f, or, u, rd, rd, x);
	kl__put(f, x);
}

void kl__d_rotr(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg n)
{
	kl_reg x;
	int u = kl__unsigned(t);
	if (!kl__tmp(f, &x, "rotr"))
		return;
	kl__n_un(f, neg, u, x, n);
	kl__n_bin(f, lsh, u, x, a, x);
	kl__n_bin(f, rsh, u, rd, a, n);
	kl__n_bin(f, or, u, rd, rd, x);
	kl__put(f, x);
}

void kl__d_rotli(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__width(t), u = kl__unsigned(t), n = (int)(imm & (w - 1));
	kl_reg x;
	if (n == 0) {
		kl__n_un(f, mov, t, rd, a);
		return;
	}
	if (!kl__tmp(f, &x, "rotl"))
		return;
	kl__n_bini(f, rsh, u, x, a, w - n);
	kl__n_bini(f, lsh, u, rd, a, n);
	kl__n_bin(f, or, u, rd, rd, x);
	kl__put(f, x);
}

void kl__d_rotri(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__width(t);
	kl__d_rotli(f, t, rd, a, (w - (imm & (w - 1))) & (w - 1));
}

void kl__d_mulh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	int sgn = kl__is_signed(t);
	if (!kl__is64(t)) { /* widen, multiply, take bits 32..63 */
		kl_reg x, y;
		int wt = sgn ? KL_L : KL_UL;
		if (!kl__tmp(f, &x, "mulh"))
			return;
		if (!kl__tmp(f, &y, "mulh"))
			return;
		kl__n_cv(f, t, wt, x, a);
		kl__n_cv(f, t, wt, y, b);
		kl__n_bin(f, mul, wt, x, x, y);
		kl__n_bini(f, rsh, wt, x, x, 32);
		kl__n_cv(f, wt, t, rd, x);
		kl__put(f, x);
		kl__put(f, y);
		return;
	}
	/* 64 x 64: four 32 x 32 products (schoolbook), then the signed correction */
	kl_reg lo, bx, acc, ah, m, n;
	if (!kl__tmp(f, &lo, "mulh") || !kl__tmp(f, &bx, "mulh") || !kl__tmp(f, &acc, "mulh") ||
	    !kl__tmp(f, &ah, "mulh") || !kl__tmp(f, &m, "mulh") || !kl__tmp(f, &n, "mulh"))
		return;
	const int U = KL_UL;
	kl__n_bini(f, and, U, lo, a, 0xFFFFFFFF);  /* al */
	kl__n_bini(f, and, U, bx, b, 0xFFFFFFFF);  /* bl */
	kl__n_bin(f, mul, U, acc, lo, bx);         /* al*bl */
	kl__n_bini(f, rsh, U, acc, acc, 32);
	kl__n_bini(f, rsh, U, ah, a, 32);          /* ah */
	kl__n_bin(f, mul, U, m, ah, bx);           /* ah*bl */
	kl__n_bini(f, rsh, U, bx, b, 32);          /* bh */
	kl__n_bin(f, mul, U, n, lo, bx);           /* al*bh */
	kl__n_bin(f, mul, U, ah, ah, bx);          /* ah*bh */
	kl__n_bini(f, and, U, lo, m, 0xFFFFFFFF);
	kl__n_bin(f, add, U, acc, acc, lo);
	kl__n_bini(f, and, U, lo, n, 0xFFFFFFFF);
	kl__n_bin(f, add, U, acc, acc, lo);
	kl__n_bini(f, rsh, U, acc, acc, 32);       /* carry out of the middle column */
	kl__n_bini(f, rsh, U, m, m, 32);
	kl__n_bini(f, rsh, U, n, n, 32);
	kl__n_bin(f, add, U, ah, ah, m);
	kl__n_bin(f, add, U, ah, ah, n);
	kl__n_bin(f, add, U, ah, ah, acc);
	if (sgn) { /* hi(a*b) signed = hi unsigned - (a < 0 ? b : 0) - (b < 0 ? a : 0) */
		kl_label l1 = kl_label_new(f), l2 = kl_label_new(f);
		kl__n_bri(f, KL_L, KL_CC_GE, a, 0, l1);
		kl__n_bin(f, sub, U, ah, ah, b);
		kl_label_place(f, l1);
		kl__n_bri(f, KL_L, KL_CC_GE, b, 0, l2);
		kl__n_bin(f, sub, U, ah, ah, a);
		kl_label_place(f, l2);
	}
	kl__n_un(f, mov, U, rd, ah);
	kl__put(f, lo);
	kl__put(f, bx);
	kl__put(f, acc);
	kl__put(f, ah);
	kl__put(f, m);
	kl__put(f, n);
}

void kl__d_bswap(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	int bytes = t == KL_US ? 2 : t == KL_U ? 4 : 8;
	int u = bytes == 8 ? KL_UL : KL_U;
	kl_reg x, y;
	if (!kl__tmp(f, &x, "bswap") || !kl__tmp(f, &y, "bswap"))
		return;
	kl__n_set(f, u, x, 0);
	for (int k = 0; k < bytes; k++) {
		kl__n_bini(f, rsh, u, y, rs, 8 * k);
		kl__n_bini(f, and, u, y, y, 0xFF);
		kl__n_bini(f, lsh, u, y, y, 8 * (bytes - 1 - k));
		kl__n_bin(f, or, u, x, x, y);
	}
	kl__n_un(f, mov, u, rd, x);
	kl__put(f, x);
	kl__put(f, y);
}

/* clz/ctz by binary search: halve the window while its top (clz) or bottom (ctz) is zero */
static void kl__count_zeros(kl_func *f, int t, kl_reg rd, kl_reg rs, int leading)
{
	int w = kl__width(t);
	kl_reg x, y, n;
	if (!kl__tmp(f, &x, "clz/ctz") || !kl__tmp(f, &y, "clz/ctz") || !kl__tmp(f, &n, "clz/ctz"))
		return;
	kl_label done = kl_label_new(f);
	kl__n_set(f, t, n, w);
	kl__n_bri(f, t, KL_CC_EQ, rs, 0, done);
	kl__n_un(f, mov, t, x, rs);
	kl__n_set(f, t, n, 0);
	for (int s = w / 2; s >= 1; s /= 2) {
		kl_label skip = kl_label_new(f);
		if (leading)
			kl__n_bini(f, rsh, t, y, x, w - s);
		else
			kl__n_bini(f, and, t, y, x, (int64_t)((1ull << s) - 1));
		kl__n_bri(f, t, KL_CC_NE, y, 0, skip);
		kl__n_bini(f, add, t, n, n, s);
		if (leading)
			kl__n_bini(f, lsh, t, x, x, s);
		else
			kl__n_bini(f, rsh, t, x, x, s);
		kl_label_place(f, skip);
	}
	kl_label_place(f, done);
	kl__n_un(f, mov, t, rd, n);
	kl__put(f, x);
	kl__put(f, y);
	kl__put(f, n);
}
void kl__d_clz(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__count_zeros(f, t, rd, rs, 1); }
void kl__d_ctz(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__count_zeros(f, t, rd, rs, 0); }

void kl__d_popc(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	int w = kl__width(t);
	uint64_t m1 = 0x5555555555555555ull, m2 = 0x3333333333333333ull, m4 = 0x0F0F0F0F0F0F0F0Full,
		 h = 0x0101010101010101ull;
	kl_reg x, y;
	if (!kl__tmp(f, &x, "popc") || !kl__tmp(f, &y, "popc"))
		return;
	kl__n_bini(f, rsh, t, y, rs, 1);
	kl__n_bini(f, and, t, y, y, (int64_t)m1);
	kl__n_bin(f, sub, t, x, rs, y);
	kl__n_bini(f, rsh, t, y, x, 2);
	kl__n_bini(f, and, t, y, y, (int64_t)m2);
	kl__n_bini(f, and, t, x, x, (int64_t)m2);
	kl__n_bin(f, add, t, x, x, y);
	kl__n_bini(f, rsh, t, y, x, 4);
	kl__n_bin(f, add, t, x, x, y);
	kl__n_bini(f, and, t, x, x, (int64_t)m4);
	kl__n_bini(f, mul, t, x, x, (int64_t)h);
	kl__n_bini(f, rsh, t, rd, x, w - 8);
	kl__put(f, x);
	kl__put(f, y);
}

void kl__d_sel(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b)
{
	kl_reg x;
	if (!kl__tmp(f, &x, "sel"))
		return;
	kl_label end = kl_label_new(f);
	kl__n_un(f, mov, t, x, b);
	kl__n_bri(f, t, KL_CC_EQ, rc, 0, end);
	kl__n_un(f, mov, t, x, a);
	kl_label_place(f, end);
	kl__n_un(f, mov, t, rd, x);
	kl__put(f, x);
}

static void kl__carry(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b, int sub)
{
	kl_reg s, c;
	if (rd == rc) {
		kl__fail(f, KL_ERR_OPERAND, "%s: the result and the carry must be different registers", sub ? "subc" : "addc");
		return;
	}
	if (!kl__tmp(f, &s, "addc/subc") || !kl__tmp(f, &c, "addc/subc"))
		return;
	kl_label l1 = kl_label_new(f), l2 = kl_label_new(f);
	kl__n_set(f, t, c, 0);
	if (!sub) {
		kl__n_bin(f, add, t, s, a, b);
		kl__n_br(f, t, KL_CC_GE, s, a, l1); /* unsigned: s < a means the add wrapped */
		kl__n_set(f, t, c, 1);
		kl_label_place(f, l1);
		kl__n_bin(f, add, t, s, s, rc);
		kl__n_br(f, t, KL_CC_GE, s, rc, l2);
		kl__n_set(f, t, c, 1);
		kl_label_place(f, l2);
	} else {
		kl__n_bin(f, sub, t, s, a, b);
		kl__n_br(f, t, KL_CC_GE, a, b, l1);
		kl__n_set(f, t, c, 1);
		kl_label_place(f, l1);
		kl__n_br(f, t, KL_CC_GE, s, rc, l2);
		kl__n_set(f, t, c, 1);
		kl_label_place(f, l2);
		kl__n_bin(f, sub, t, s, s, rc);
	}
	kl__n_un(f, mov, t, rd, s);
	kl__n_un(f, mov, t, rc, c);
	kl__put(f, s);
	kl__put(f, c);
}
void kl__d_addc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b) { kl__carry(f, t, rd, rc, a, b, 0); }
void kl__d_subc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b) { kl__carry(f, t, rd, rc, a, b, 1); }

/* every target's ld and st accept any alignment */
void kl__d_uld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff) { kl__n_ld(f, t, rd, base, roff); }
void kl__d_uldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off) { kl__n_ldi(f, t, rd, base, off); }
void kl__d_ust(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff) { kl__n_st(f, t, rs, base, roff); }
void kl__d_usti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off) { kl__n_sti(f, t, rs, base, off); }

void kl__d_prefetch(kl_func *f, int t, kl_reg base, int64_t off)
{
	(void)f, (void)t, (void)base, (void)off; /* a hint: nothing is also correct */
}

/* ---- float extensions (types f, d) ---------------------------------------------------------- */
#ifdef KL_HAVE_FLOAT
static int kl__ftmp(kl_func *f, int t, kl_reg *r, const char *what)
{
	if (kl_getreg(f, r, t, KL_TEMP))
		return 1;
	kl__fail(f, KL_ERR_REGS, "no free float register for the default lowering of %s", what);
	return 0;
}

/* No default: Newton steps in core instructions are not correctly rounded, so each float
 * target lowers sqrt natively (docs/extending.md). */
void kl__d_sqrt(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	(void)t, (void)rd, (void)rs;
	kl__fail(f, KL_ERR_OPERAND, "sqrt: no default lowering (the target needs a native one)");
}

/* x < 0 ? -x : x would keep -0's sign, so zeros (which compare equal to +0) become +0 from a
 * constant.  Ordered compares are false for a NaN, which is copied: its sign bit is not
 * cleared here (the natives clear it; kiln promises only "a NaN"). */
void kl__d_abs(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	kl_reg x;
	if (!kl__ftmp(f, t, &x, "abs"))
		return;
	kl_label neg = kl_label_new(f), end = kl_label_new(f);
	kl__n_fset(f, t, x, 0.0);
	kl__n_br(f, t, KL_CC_LT, rs, x, neg);
	kl__n_br(f, t, KL_CC_EQ, rs, x, end); /* +-0: x is +0 */
	kl__n_un(f, mov, t, x, rs);
	kl__n_jv(f, end);
	kl_label_place(f, neg);
	kl__n_un(f, neg, t, x, rs);
	kl_label_place(f, end);
	kl__n_un(f, mov, t, rd, x);
	kl_putreg(f, x, t);
}

/* Ordered compares pick the smaller (larger) operand; unordered operands give a + b, a NaN.
 * Equal operands are the same value unless they are zeros of different signs: then
 * max = a + b (+0 unless both are -0, in round to nearest) and min = -((-a) - b) (-0 unless
 * both are +0). */
static void kl__fminmax(kl_func *f, int t, int max, kl_reg rd, kl_reg a, kl_reg b)
{
	kl_reg x;
	if (!kl__ftmp(f, t, &x, max ? "max" : "min"))
		return;
	int cc = max ? KL_CC_GT : KL_CC_LT;
	kl_label la = kl_label_new(f), lb = kl_label_new(f), eq = kl_label_new(f), end = kl_label_new(f);
	kl__n_br(f, t, cc, a, b, la);
	kl__n_br(f, t, cc, b, a, lb);
	kl__n_br(f, t, KL_CC_EQ, a, b, eq);
	kl__n_bin(f, add, t, x, a, b); /* unordered */
	kl__n_jv(f, end);
	kl_label_place(f, eq);
	kl__n_fset(f, t, x, 0.0);
	kl__n_br(f, t, KL_CC_NE, a, x, la); /* equal and not zero: either one */
	if (max) {
		kl__n_bin(f, add, t, x, a, b);
	} else {
		kl__n_un(f, neg, t, x, a);
		kl__n_bin(f, sub, t, x, x, b);
		kl__n_un(f, neg, t, x, x);
	}
	kl__n_jv(f, end);
	kl_label_place(f, la);
	kl__n_un(f, mov, t, x, a);
	kl__n_jv(f, end);
	kl_label_place(f, lb);
	kl__n_un(f, mov, t, x, b);
	kl_label_place(f, end);
	kl__n_un(f, mov, t, rd, x);
	kl_putreg(f, x, t);
}
void kl__d_min(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__fminmax(f, t, 0, rd, a, b); }
void kl__d_max(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__fminmax(f, t, 1, rd, a, b); }

#else /* a target without floating point: the float extensions report it */
static void kl__nofloat(kl_func *f, const char *what)
{
	kl__fail(f, KL_ERR_OPERAND, "%s: this target has no floating point", what);
}
void kl__d_sqrt(kl_func *f, int t, kl_reg rd, kl_reg rs) { (void)t, (void)rd, (void)rs, kl__nofloat(f, "sqrt"); }
void kl__d_abs(kl_func *f, int t, kl_reg rd, kl_reg rs) { (void)t, (void)rd, (void)rs, kl__nofloat(f, "abs"); }
void kl__d_min(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { (void)t, (void)rd, (void)a, (void)b, kl__nofloat(f, "min"); }
void kl__d_max(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { (void)t, (void)rd, (void)a, (void)b, kl__nofloat(f, "max"); }
#endif

/* ---- a shifted second operand, and-not ---------------------------------------------------------
 * The shifted operand goes into rd when rd is not the first operand (no temporary), else into a
 * temporary.  kl__shifted_bad is the API's check of the shift. */
int kl__shifted_bad(kl_func *f, int t, const char *name, int64_t shift)
{
	int arith = name[0] == 'a' && name[1] == 'd' ? 1 : name[0] == 's'; /* addsh, subsh: no ror */
	if ((shift & ~(int64_t)255) == 0 && (int)KL_SHIFTED_N(shift) < kl__width(t) &&
	    !(arith && KL_SHIFTED_KIND(shift) == KL_ROR))
		return 0;
	kl__fail(f, KL_ERR_OPERAND, "%s: shift %lld is not KL_SHIFTED(kind, n) with n below the width%s", name,
		 (long long)shift, arith ? " and kind KL_LSL, KL_LSR or KL_ASR" : "");
	return 1;
}

static void kl__shifted(kl_func *f, int name, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl_reg x = rd;
	unsigned n = KL_SHIFTED_N(shift);
	int u = kl__unsigned(t), s = kl__is64(t) ? KL_L : KL_I;
	if (rd == a && !kl__tmp(f, &x, kl_opname(name)))
		return;
	switch (KL_SHIFTED_KIND(shift)) {
	case KL_LSL: kl__n_bini(f, lsh, u, x, b, n); break;
	case KL_LSR: kl__n_bini(f, rsh, u, x, b, n); break;
	case KL_ASR: kl__n_bini(f, rsh, s, x, b, n); break;
	default: kl__n_bini(f, rotr, u, x, b, n); break;
	}
	kl__emit_op(f, name, u, 0, rd, a, x, 0, 0);
	if (x != rd)
		kl__put(f, x);
}
void kl__d_addsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__shifted(f, KL_N_add, t, rd, a, b, shift);
}
void kl__d_subsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__shifted(f, KL_N_sub, t, rd, a, b, shift);
}
void kl__d_andsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__shifted(f, KL_N_and, t, rd, a, b, shift);
}
void kl__d_orsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__shifted(f, KL_N_or, t, rd, a, b, shift);
}
void kl__d_xorsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__shifted(f, KL_N_xor, t, rd, a, b, shift);
}
/* rd = a op ~b: the complement into rd (or a temporary when rd is a), then the operation */
#define KL__D_OPN(name, op)                                                                        \
	void kl__d_##name(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)                        \
	{                                                                                          \
		kl_reg x = rd;                                                                     \
		int u = kl__unsigned(t);                                                           \
		if (rd == a && !kl__tmp(f, &x, #name))                                             \
			return;                                                                    \
		kl__n_un(f, com, u, x, b);                                                         \
		kl__n_bin(f, op, u, rd, a, x);                                                     \
		if (x != rd)                                                                       \
			kl__put(f, x);                                                             \
	}
KL__D_OPN(andn, and)
KL__D_OPN(orn, or)
KL__D_OPN(xorn, xor)
#undef KL__D_OPN
/* the address base + (index << s) + disp in a temporary (x), or base + index when s and disp are 0 */
static int kl__memx_addr(kl_func *f, kl_reg *x, kl_reg base, kl_reg index, int s, const char *what)
{
	if (!kl__tmp(f, x, what))
		return 0;
	kl__n_bini(f, lsh, KL_UL, *x, index, s);
	kl__n_bin(f, add, KL_UL, *x, *x, base);
	return 1;
}

void kl__d_ldx(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg index, int s, int32_t disp)
{
	kl_reg x;
	if (s == 0 && disp == 0) {
		kl__n_ld(f, t, rd, base, index);
		return;
	}
	if (!kl__memx_addr(f, &x, base, index, s, "ldx"))
		return;
	kl__n_ldi(f, t, rd, x, disp);
	kl__put(f, x);
}

/* rd = a op *(t *)(address): the loaded value in a temporary, then the operation */
static void kl__d_lop(kl_func *f, int name, int t, kl_reg rd, kl_reg a, kl_reg base, int isx, kl_reg index, int s,
		      int32_t disp, const char *what)
{
	kl_reg x;
	if (isx) {
		if (!kl__memx_addr(f, &x, base, index, s, what))
			return;
		kl__n_ldi(f, t, x, x, disp);
	} else {
		if (!kl__tmp(f, &x, what))
			return;
		kl__n_ldi(f, t, x, base, disp);
	}
	kl__emit_op(f, name, t, 0, rd, a, x, 0, 0);
	kl__put(f, x);
}
#define KL__D_LOP(name, op)                                                                        \
	void kl__d_##name(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg base, kl_reg index, int s, int32_t disp) \
	{                                                                                          \
		kl__d_lop(f, KL_N_##op, t, rd, a, base, 1, index, s, disp, #name);                 \
	}                                                                                          \
	void kl__d_##name##i(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg base, int32_t disp)    \
	{                                                                                          \
		kl__d_lop(f, KL_N_##op, t, rd, a, base, 0, 0, 0, disp, #name);                     \
	}
KL__D_LOP(xorm, xor)
KL__D_LOP(addm, add)
KL__D_LOP(andm, and)
KL__D_LOP(orm, or)
