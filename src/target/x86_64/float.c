/* float.c -- x86-64 floating-point sequences too long to inline: constants from the pool,
 * ordered compare-and-branch, conversions with C's rules, negation, and the float extensions
 * abs, min and max. */
#include <string.h>

#include "../../core/internal.h"

static uint64_t kl__bits(int t, double v)
{
	if (t == KL_F) {
		float x = (float)v;
		uint32_t b;
		memcpy(&b, &x, 4);
		return b;
	}
	uint64_t b;
	memcpy(&b, &v, 8);
	return b;
}

/* movss/movsd reg, [rip + pool entry] (or ucomis/subs with op) */
static void kl__pool_op(kl_func *f, uint32_t pfx, uint32_t op, kl_reg reg, uint64_t bits)
{
	uint32_t idx = kl__pool_add(f, bits);
	uint8_t *p = kl__room(f);
	int n = 0;
	if (pfx)
		p[n++] = (uint8_t)pfx;
	kl__w32(p + n, kl__x_rex(0, reg, 0, 0) | KL__X_ESC << 8 | op << 16 | KL__X_MODRM(KL__X_MOD_MEM, reg, KL__X_RM_BP) << 24);
	n += 4;
	kl__w32(p + n, 0);
	kl__fixup_add(f, (uint32_t)(p + n - f->buf), KL__FIX_POOL, idx);
	f->ip = p + n + 4;
}

void kl__x86_fset(kl_func *f, int t, kl_reg rd, double v)
{
	uint64_t b = kl__bits(t, v);
	if (b == 0) {
		kl__x_sse(f, 0, 0, KL__X_0F_XORPS, rd, rd); /* +0.0 */
		return;
	}
	kl__pool_op(f, kl__x_fpfx(t), KL__X_0F_MOVU_LD, rd, b);
}

/* movd/movq r11, rs; flip (neg) or clear (abs) the sign bit; movd/movq rd, r11.  Integer bit
 * operations leave NaN payloads alone, as kiln's neg and abs promise. */
static void kl__fsign(kl_func *f, int t, int abs, kl_reg rd, kl_reg rs)
{
	int w = t == KL_D;
	uint8_t *p = kl__room(f);
	kl__w64(p, KL__X_P66 | kl__x_rex(w, rs, 0, KL__SCRATCH) << 8 | KL__X_OP0F(KL__X_0F_MOVD_R) << 16 |
			   (uint64_t)kl__x_modrr(rs, KL__SCRATCH) << 32);
	f->ip = p + 5;
	p = kl__room(f);
	if (w) /* btc (abs: btr) r11, 63 */
		kl__w64(p, kl__x_rex(1, 0, 0, KL__SCRATCH) | KL__X_OP0F(KL__X_0F_GRP8) << 8 |
				   (uint64_t)kl__x_modrr(abs ? KL__X_GRP8_BTR : KL__X_GRP8_BTC, KL__SCRATCH) << 24 | (uint64_t)63 << 32);
	else /* xor r11d, 0x80000000 (abs: and r11d, 0x7FFFFFFF) */
		kl__w64(p, kl__x_rex(0, 0, 0, KL__SCRATCH) | KL__X_GRP1_I32 << 8 |
				   kl__x_modrr(abs ? KL__X_GRP1_AND : KL__X_GRP1_XOR, KL__SCRATCH) << 16 |
				   (uint64_t)(abs ? 0x7FFFFFFFu : 0x80000000u) << 24);
	f->ip = p + (w ? 5 : 7);
	p = kl__room(f);
	kl__w64(p, KL__X_P66 | kl__x_rex(w, rd, 0, KL__SCRATCH) << 8 | KL__X_OP0F(KL__X_0F_MOVD_X) << 16 |
			   (uint64_t)kl__x_modrr(rd, KL__SCRATCH) << 32);
	f->ip = p + 5;
}
void kl__x86_fneg(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__fsign(f, t, 0, rd, rs); }
void kl__x86_fabs(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__fsign(f, t, 1, rd, rs); }

/* A short forward jump, patched by offset (the buffer may move). */
static size_t kl__jshort(kl_func *f, uint32_t op)
{
	uint8_t *p = kl__room(f);
	kl__w16(p, op);
	f->ip = p + 2;
	return (size_t)(p + 1 - f->buf);
}
static void kl__jfix(kl_func *f, size_t rel8)
{
	if (!f->err)
		f->buf[rel8] = (uint8_t)((size_t)(f->ip - f->buf) - (rel8 + 1));
}

void kl__x86_fbr(kl_func *f, int t, int cond, kl_reg a, kl_reg b, kl_label l)
{
	uint32_t pfx = t == KL_D ? KL__X_P66 : 0; /* ucomisd / ucomiss */
	switch (cond) {
	case KL_CC_LT: /* a < b: b > a, false when unordered (CF set) */
		kl__x_sse(f, pfx, 0, KL__X_0F_UCOMIS, b, a);
		kl__x_jump(f, KL__X_CC_A, l);
		return;
	case KL_CC_LE:
		kl__x_sse(f, pfx, 0, KL__X_0F_UCOMIS, b, a);
		kl__x_jump(f, KL__X_CC_AE, l);
		return;
	case KL_CC_GT:
		kl__x_sse(f, pfx, 0, KL__X_0F_UCOMIS, a, b);
		kl__x_jump(f, KL__X_CC_A, l);
		return;
	case KL_CC_GE:
		kl__x_sse(f, pfx, 0, KL__X_0F_UCOMIS, a, b);
		kl__x_jump(f, KL__X_CC_AE, l);
		return;
	default: { /* eq, ne: ordered, so skip when unordered (PF set) */
		kl__x_sse(f, pfx, 0, KL__X_0F_UCOMIS, a, b);
		size_t jp = kl__jshort(f, KL__X_JCC8 + KL__X_CC_P);
		kl__x_jump(f, cond == KL_CC_EQ ? KL__X_CC_E : KL__X_CC_NE, l);
		kl__jfix(f, jp);
		return;
	}
	}
}

void kl__x86_fcv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs)
{
	int ff = from == KL_F || from == KL_D, tf = to == KL_F || to == KL_D;
	if (ff && tf) { /* cvtss2sd / cvtsd2ss */
		if (from == to)
			kl__x_fmov(f, rd, rs);
		else
			kl__x_sse(f, kl__x_fpfx(from), 0, KL__X_0F_CVTS2S, rd, rs);
		return;
	}
	if (tf) { /* integer to float */
		uint32_t pfx = kl__x_fpfx(to);
		switch (from) {
		case KL_I: kl__x_sse(f, pfx, 0, KL__X_0F_CVTSI2S, rd, rs); return;
		case KL_L: kl__x_sse(f, pfx, 1, KL__X_0F_CVTSI2S, rd, rs); return;
		case KL_U: /* zero-extend, then convert the 64-bit value */
			kl__x_rr(f, 0, KL__X_MOV_ST, rs, KL__SCRATCH);
			kl__x_sse(f, pfx, 1, KL__X_0F_CVTSI2S, rd, KL__SCRATCH);
			return;
		default: { /* ul: halve (keeping the low bit, for rounding) when the top bit is set */
			kl__x_rr(f, 1, KL__X_TEST, rs, rs);
			size_t big = kl__jshort(f, KL__X_JCC8 + KL__X_CC_S);
			kl__x_sse(f, pfx, 1, KL__X_0F_CVTSI2S, rd, rs);
			size_t done = kl__jshort(f, KL__X_JMP8);
			kl__jfix(f, big);
			kl__x_mov(f, 1, KL__SCRATCH, rs);
			uint8_t *p = kl__room(f);
			kl__w32(p, kl__x_rex(1, 0, 0, KL__SCRATCH) | KL__X_BYTES2(KL__X_GRP2_1, kl__x_modrr(KL__X_GRP2_SHR, KL__SCRATCH)) << 8);
			f->ip = p + 3; /* shr r11, 1 */
			size_t nc = kl__jshort(f, KL__X_JCC8 + KL__X_CC_AE); /* jnc */
			kl__x_alu_ri(f, 1, KL__X_GRP1_OR, KL__SCRATCH, 1);
			kl__jfix(f, nc);
			kl__x_sse(f, pfx, 1, KL__X_0F_CVTSI2S, rd, KL__SCRATCH);
			kl__x_sse(f, pfx, 0, KL__X_0F_ADDS, rd, rd); /* add rd, rd */
			kl__jfix(f, done);
			return;
		}
		}
	}
	/* float to integer, truncating */
	uint32_t pfx = kl__x_fpfx(from);
	switch (to) {
	case KL_I: kl__x_sse(f, pfx, 0, KL__X_0F_CVTTS2SI, rd, rs); return;
	case KL_U:
	case KL_L: kl__x_sse(f, pfx, 1, KL__X_0F_CVTTS2SI, rd, rs); return;
	default: { /* ul: values from 2^63 up are converted after subtracting 2^63 */
		uint64_t two63 = kl__bits(from, 9223372036854775808.0);
		kl__pool_op(f, from == KL_D ? KL__X_P66 : 0, KL__X_0F_UCOMIS, rs, two63); /* ucomis rs, 2^63 */
		size_t big = kl__jshort(f, KL__X_JCC8 + KL__X_CC_AE);
		kl__x_sse(f, pfx, 1, KL__X_0F_CVTTS2SI, rd, rs);
		size_t done = kl__jshort(f, KL__X_JMP8);
		kl__jfix(f, big);
		kl__x_fmov(f, KL__FSCRATCH, rs);
		kl__pool_op(f, pfx, KL__X_0F_SUBS, KL__FSCRATCH, two63);
		kl__x_sse(f, pfx, 1, KL__X_0F_CVTTS2SI, rd, KL__FSCRATCH);
		uint8_t *p = kl__room(f);
		kl__w64(p, kl__x_rex(1, 0, 0, rd) | KL__X_OP0F(KL__X_0F_GRP8) << 8 | (uint64_t)kl__x_modrr(KL__X_GRP8_BTC, rd) << 24 |
				   (uint64_t)63 << 32);
		f->ip = p + 5; /* btc rd, 63 */
		kl__jfix(f, done);
		return;
	}
	}
}

/* min/max (docs/isa.md): minsd/maxsd return their second operand when either is NaN and when
 * both are zeros, so they serve only ordered, unequal operands.  Equal operands are the same
 * value except -0 vs +0, where or-ing the bits (min) gives -0 and and-ing them (max) gives +0;
 * unordered ones are added, which gives a quiet NaN.  xmm15 holds the result until the end,
 * so rd may be a or b. */
void kl__x86_fminmax(kl_func *f, int t, int max, kl_reg rd, kl_reg a, kl_reg b)
{
	uint32_t pfx = kl__x_fpfx(t);
	kl__x_fmov(f, KL__FSCRATCH, a);                        /* movaps xmm15, a (flags untouched) */
	kl__x_sse(f, t == KL_D ? KL__X_P66 : 0, 0, KL__X_0F_UCOMIS, a, b);
	size_t un = kl__jshort(f, KL__X_JCC8 + KL__X_CC_P); /* unordered */
	size_t ne = kl__jshort(f, KL__X_JCC8 + KL__X_CC_NE);
	kl__x_sse(f, 0, 0, max ? KL__X_0F_ANDPS : KL__X_0F_ORPS, KL__FSCRATCH, b);
	size_t d1 = kl__jshort(f, KL__X_JMP8);
	kl__jfix(f, ne);
	kl__x_sse(f, pfx, 0, max ? KL__X_0F_MAXS : KL__X_0F_MINS, KL__FSCRATCH, b);
	size_t d2 = kl__jshort(f, KL__X_JMP8);
	kl__jfix(f, un);
	kl__x_sse(f, pfx, 0, KL__X_0F_ADDS, KL__FSCRATCH, b); /* NaN */
	kl__jfix(f, d1);
	kl__jfix(f, d2);
	kl__x_fmov(f, rd, KL__FSCRATCH);
}
