/* strength.c -- strength reduction of multiplication, division and modulus by constants
 * (the seed paper's example extension, §5.4): shifts and adds for easy multipliers, and a
 * multiply-high plus shifts for division (the round-up method of Granlund and Montgomery, in
 * the form libdivide popularised), exact for every dividend.  Used when the client asks:
 * kl_mul_const, kl_div_const, kl_mod_const. */
#include "lower.h"

/* 1 where a multiply by an immediate is one instruction that also moves (x86-64's imul r, r, imm):
 * then a power of two is worth a shift only when no move is needed */
#define KL__MUL3 (f->tgt->mul_imm_moves)

static int kl__w(int t) { return kl__is64(t) ? 64 : 32; }
static int kl__u(int t) { return t == KL_I ? KL_U : t == KL_L ? KL_UL : t; }
static uint64_t kl__mask(int t) { return kl__is64(t) ? ~0ull : 0xFFFFFFFFull; }
static int kl__log2(uint64_t x) { return 63 - __builtin_clzll(x); }
static int kl__pow2(uint64_t x) { return x && !(x & (x - 1)); }

static int kl__type_ok(kl_func *f, int t, const char *what)
{
	if (t == KL_I || t == KL_U || t == KL_L || t == KL_UL)
		return 1;
	kl__fail(f, KL_ERR_OPERAND, "%s: type %d is not i, u, l or ul", what, t);
	return 0;
}

static int kl__tmp(kl_func *f, kl_reg *r)
{
	if (kl_getreg(f, r, KL_L, KL_TEMP))
		return 1;
	kl__fail(f, KL_ERR_REGS, "no free register for a strength-reduced operation");
	return 0;
}

void kl_mul_const(kl_func *f, int t, kl_reg rd, kl_reg rs, int64_t c)
{
	if (!kl__type_ok(f, t, "kl_mul_const"))
		return;
	uint64_t m = (uint64_t)c & kl__mask(t);
	uint64_t neg = (0 - m) & kl__mask(t);
	if (m == 0) {
		kl__n_set(f, t, rd, 0);
	} else if (m == 1) {
		kl__n_un(f, mov, t, rd, rs);
	} else if (kl__pow2(m) && (rd == rs || !KL__MUL3)) {
		kl__n_bini(f, lsh, t, rd, rs, kl__log2(m));
	} else if (kl__pow2(neg) && !KL__MUL3) { /* -2^k */
		kl__n_bini(f, lsh, t, rd, rs, kl__log2(neg));
		kl__n_un(f, neg, t, rd, rd);
	} else if (KL__MUL3) {
		/* x86-64 has a three-operand multiply by an immediate (imul rd, rs, imm: one
		 * instruction, 3 cycles): a shift and an add take more instructions
		 * (bench/strength measured it), so only the cases above are reduced */
		kl__n_bini(f, mul, t, rd, rs, c);
	} else if (kl__pow2(m - 1) || kl__pow2(m + 1)) { /* 2^k + 1, 2^k - 1: a shift and an add */
		int plus = kl__pow2(m - 1);
		int k = kl__log2(plus ? m - 1 : m + 1);
		kl_reg x = rd;
		if ((rd == rs) && !kl__tmp(f, &x))
			return;
		kl__n_bini(f, lsh, t, x, rs, k);
		if (plus)
			kl__n_bin(f, add, t, rd, x, rs);
		else
			kl__n_bin(f, sub, t, rd, x, rs);
		if (x != rd)
			kl_putreg(f, x, KL_L);
	} else {
		kl__n_bini(f, mul, t, rd, rs, c); /* the hardware multiply is cheaper than more than two steps */
	}
}

/* Magic numbers for unsigned division by d (not a power of two), width w: q = mulhu(n, magic)
 * >> shift, or with add set, q = (((n - t) >> 1) + t) >> shift with t = mulhu(n, magic). */
struct kl__magic {
	uint64_t magic;
	int shift, add;
};

static struct kl__magic kl__magic_u(uint64_t d, int w)
{
	struct kl__magic r;
	int l = kl__log2(d);
	unsigned __int128 one = 1;
	unsigned __int128 num = one << (w + l);
	uint64_t m = (uint64_t)(num / d), rem = (uint64_t)(num % d);
	uint64_t wmask = w == 64 ? ~0ull : (1ull << w) - 1;
	m &= wmask;
	uint64_t e = d - rem;
	if (e < (1ull << l)) { /* this power works: no add needed */
		r.magic = (m + 1) & wmask;
		r.shift = l;
		r.add = 0;
	} else { /* one more bit of precision: the add variant */
		uint64_t m2 = (m + m) & wmask;
		uint64_t twice = (rem + rem) & wmask;
		if (twice >= d || twice < rem)
			m2 = (m2 + 1) & wmask;
		r.magic = (m2 + 1) & wmask;
		r.shift = l;
		r.add = 1;
	}
	return r;
}

/* Signed: q = mulhs(n, magic) (+ n if add) >> shift, then + 1 if negative; negated for d < 0. */
static struct kl__magic kl__magic_s(int64_t d, int w)
{
	struct kl__magic r;
	uint64_t ad = d < 0 ? 0 - (uint64_t)d : (uint64_t)d;
	int l = kl__log2(ad);
	unsigned __int128 one = 1;
	unsigned __int128 num = one << (w - 1 + l);
	uint64_t wmask = w == 64 ? ~0ull : (1ull << w) - 1;
	uint64_t m = (uint64_t)(num / ad) & wmask, rem = (uint64_t)(num % ad);
	uint64_t e = ad - rem;
	if (e < (1ull << l)) {
		r.shift = l - 1;
		r.add = 0;
	} else {
		m = (m + m) & wmask;
		uint64_t twice = (rem + rem) & wmask;
		if (twice >= ad || twice < rem)
			m = (m + 1) & wmask;
		r.shift = l;
		r.add = 1;
	}
	m = (m + 1) & wmask;
	r.magic = m;
	return r;
}

/* q = n / d (kiln's semantics for d = 0 and MIN / -1) into rd */
static void kl__div_const(kl_func *f, int t, kl_reg rd, kl_reg n, int64_t c)
{
	int w = kl__w(t), u = kl__u(t), sgn = kl__is_signed(t);
	uint64_t mask = kl__mask(t);
	uint64_t d = (uint64_t)c & mask;
	int64_t sd = w == 32 ? (int64_t)(int32_t)d : (int64_t)d;
	kl_reg x, y;
	if (d == 0 || d == 1 || (sgn && sd == -1)) { /* the core's divi has these cases, without a division */
		kl__n_bini(f, div, t, rd, n, c);
		return;
	}
	if (!sgn) {
		if (kl__pow2(d)) {
			kl__n_bini(f, rsh, t, rd, n, kl__log2(d));
			return;
		}
		if (d > (mask >> 1)) { /* d > max / 2: the quotient is 0 or 1 */
			kl_label lt = kl_label_new(f);
			if (!kl__tmp(f, &x))
				return;
			kl__n_set(f, t, x, 0);
			kl__n_bri(f, t, KL_CC_LT, n, (int64_t)d, lt);
			kl__n_set(f, t, x, 1);
			kl_label_place(f, lt);
			kl__n_un(f, mov, t, rd, x);
			kl_putreg(f, x, KL_L);
			return;
		}
		struct kl__magic mg = kl__magic_u(d, w);
		if (!kl__tmp(f, &x))
			return;
		kl__n_set(f, t, x, (int64_t)mg.magic);
		kl__n_bin(f, mulh, t, x, n, x); /* t = mulhu(n, magic) */
		if (mg.add) {
			if (!kl__tmp(f, &y))
				return;
			kl__n_bin(f, sub, t, y, n, x);
			kl__n_bini(f, rsh, t, y, y, 1);
			kl__n_bin(f, add, t, x, x, y);
			kl_putreg(f, y, KL_L);
		}
		kl__n_bini(f, rsh, t, rd, x, mg.shift);
		kl_putreg(f, x, KL_L);
		return;
	}
	uint64_t ad = sd < 0 ? 0 - (uint64_t)sd : (uint64_t)sd;
	if (kl__pow2(ad)) { /* round toward zero: add 2^k - 1 to negative dividends first */
		int k = kl__log2(ad);
		if (!kl__tmp(f, &x))
			return;
		kl__n_bini(f, rsh, t, x, n, w - 1);      /* 0 or -1 */
		kl__n_bini(f, rsh, u, x, x, w - k);      /* 0 or 2^k - 1 */
		kl__n_bin(f, add, t, x, x, n);
		kl__n_bini(f, rsh, t, rd, x, k);
		if (sd < 0)
			kl__n_un(f, neg, t, rd, rd);
		kl_putreg(f, x, KL_L);
		return;
	}
	struct kl__magic mg = kl__magic_s(sd, w);
	if (!kl__tmp(f, &x) || !kl__tmp(f, &y))
		return;
	kl__n_set(f, t, x, (int64_t)mg.magic);
	kl__n_bin(f, mulh, t, x, n, x); /* mulhs(n, magic) */
	if (mg.add)
		kl__n_bin(f, add, t, x, x, n);
	kl__n_bini(f, rsh, t, x, x, mg.shift);
	kl__n_bini(f, rsh, u, y, x, w - 1); /* + 1 if negative: round toward zero */
	kl__n_bin(f, add, t, x, x, y);
	if (sd < 0)
		kl__n_un(f, neg, t, x, x);
	kl__n_un(f, mov, t, rd, x);
	kl_putreg(f, x, KL_L);
	kl_putreg(f, y, KL_L);
}

void kl_div_const(kl_func *f, int t, kl_reg rd, kl_reg rs, int64_t c)
{
	if (kl__type_ok(f, t, "kl_div_const"))
		kl__div_const(f, t, rd, rs, c);
}

void kl_mod_const(kl_func *f, int t, kl_reg rd, kl_reg rs, int64_t c)
{
	if (!kl__type_ok(f, t, "kl_mod_const"))
		return;
	uint64_t d = (uint64_t)c & kl__mask(t);
	int64_t sd = kl__w(t) == 32 ? (int64_t)(int32_t)d : (int64_t)d;
	if (d == 0 || d == 1 || (kl__is_signed(t) && sd == -1)) {
		kl__n_bini(f, mod, t, rd, rs, c);
		return;
	}
	if (!kl__is_signed(t) && kl__pow2(d)) {
		kl__n_bini(f, and, t, rd, rs, (int64_t)(d - 1));
		return;
	}
	kl_reg q;
	if (!kl__tmp(f, &q))
		return;
	kl__div_const(f, t, q, rs, c); /* r = n - (n / d) * d */
	kl_mul_const(f, t, q, q, c);
	kl__n_bin(f, sub, t, rd, rs, q);
	kl_putreg(f, q, KL_L);
}
