/* interp.c -- the reference interpreter: the meaning of every portable instruction, written
 * once in C.  The differential tests hold every backend to it (docs/isa.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln/insn.h"

/* return addresses made by jal in the interpreter: a tag and the record index */
#define KL__LINK_TAG 0x4b4c000000000000ull

static int kl__wide(int t) { return t == KL_L || t == KL_UL || t == KL_P; }
static int kl__is_signed_int(int t) { return t == KL_C || t == KL_S || t == KL_I || t == KL_L; }
static int kl__signed(int t) { return t == KL_C || t == KL_S || t == KL_I || t == KL_L; }

/* The value of a register (or immediate) read as type t, extended to 64 bits by its signedness. */
static uint64_t kl__rd(int t, uint64_t v)
{
	switch (t) {
	case KL_C: return (uint64_t)(int64_t)(int8_t)v;
	case KL_UC: return (uint8_t)v;
	case KL_S: return (uint64_t)(int64_t)(int16_t)v;
	case KL_US: return (uint16_t)v;
	case KL_I: return (uint64_t)(int64_t)(int32_t)v;
	case KL_U: return (uint32_t)v;
	default: return v;
	}
}
/* A result of type t as the register holds it (narrow types are held as int values). */
static uint64_t kl__wr(int t, uint64_t v) { return kl__rd(t, v); }

static uint64_t kl__binop(int name, int t, uint64_t a, uint64_t b)
{
	unsigned mask = kl__wide(t) ? 63 : 31;
	int sgn = kl__signed(t);
	switch (name) {
	case KL_N_add: return a + b;
	case KL_N_sub: return a - b;
	case KL_N_mul: return a * b;
	case KL_N_and: return a & b;
	case KL_N_or: return a | b;
	case KL_N_xor: return a ^ b;
	case KL_N_andn: return a & ~b;
	case KL_N_orn: return a | ~b;
	case KL_N_xorn: return a ^ ~b;
	case KL_N_lsh: return a << (b & mask);
	case KL_N_rsh:
		return sgn ? (uint64_t)((int64_t)a >> (b & mask)) : (kl__wide(t) ? a : (uint32_t)a) >> (b & mask);
	case KL_N_rotl:
	case KL_N_rotr: {
		unsigned w = mask + 1, n = (unsigned)(b & mask);
		uint64_t x = kl__wide(t) ? a : (uint32_t)a;
		if (name == KL_N_rotr)
			n = (w - n) & mask;
		return n ? x << n | x >> (w - n) : x;
	}
	case KL_N_mulh:
		if (kl__wide(t))
			return sgn ? (uint64_t)(((__int128)(int64_t)a * (int64_t)b) >> 64)
				   : (uint64_t)(((unsigned __int128)a * b) >> 64);
		return sgn ? (uint64_t)(((int64_t)a * (int64_t)b) >> 32) : ((uint64_t)(uint32_t)a * (uint32_t)b) >> 32;
	case KL_N_div:
	case KL_N_mod: {
		int mod = name == KL_N_mod;
		if (b == 0 || (!kl__wide(t) && (uint32_t)b == 0))
			return mod ? a : 0;
		if (sgn) {
			int64_t x = (int64_t)a, y = (int64_t)b;
			if (y == -1)
				return mod ? 0 : 0 - a;
			return (uint64_t)(mod ? x % y : x / y);
		}
		return mod ? a % b : a / b;
	}
	default: return 0;
	}
}

static int kl__cmp(int cond, int t, uint64_t a, uint64_t b)
{
	int lt, eq = a == b;
	if (kl__signed(t))
		lt = (int64_t)a < (int64_t)b;
	else
		lt = a < b;
	switch (cond) {
	case KL_N_blt: return lt;
	case KL_N_ble: return lt || eq;
	case KL_N_bgt: return !lt && !eq;
	case KL_N_bge: return !lt;
	case KL_N_beq: return eq;
	case KL_N_bne: return !eq;
	default: return 0;
	}
}

static uint64_t kl__load(int t, uintptr_t addr)
{
	switch (t) {
	case KL_C: { int8_t v; memcpy(&v, (void *)addr, 1); return (uint64_t)(int64_t)v; }
	case KL_UC: { uint8_t v; memcpy(&v, (void *)addr, 1); return v; }
	case KL_S: { int16_t v; memcpy(&v, (void *)addr, 2); return (uint64_t)(int64_t)v; }
	case KL_US: { uint16_t v; memcpy(&v, (void *)addr, 2); return v; }
	case KL_I: { int32_t v; memcpy(&v, (void *)addr, 4); return (uint64_t)(int64_t)v; }
	case KL_U: { uint32_t v; memcpy(&v, (void *)addr, 4); return v; }
	default: { uint64_t v; memcpy(&v, (void *)addr, 8); return v; }
	}
}

static void kl__store(int t, uintptr_t addr, uint64_t v)
{
	switch (t) {
	case KL_C: case KL_UC: { uint8_t x = (uint8_t)v; memcpy((void *)addr, &x, 1); break; }
	case KL_S: case KL_US: { uint16_t x = (uint16_t)v; memcpy((void *)addr, &x, 2); break; }
	case KL_I: case KL_U: { uint32_t x = (uint32_t)v; memcpy((void *)addr, &x, 4); break; }
	default: memcpy((void *)addr, &v, 8); break;
	}
}

/* ---- floating point: f values are held as the float's bits, d values as the double's ---- */
static int kl__isflt(int t) { return t == KL_F || t == KL_D; }
static double kl__fget(int t, uint64_t bits)
{
	if (t == KL_F) {
		float x;
		uint32_t b = (uint32_t)bits;
		memcpy(&x, &b, 4);
		return x;
	}
	double d;
	memcpy(&d, &bits, 8);
	return d;
}
static uint64_t kl__fput(int t, double v)
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

/* IEEE square root, correctly rounded, in integer arithmetic: C's sqrt() lives in libm, which
 * libkiln does not link, and __builtin_sqrt() falls back to it for errno.  x = m * 2^e with m
 * normalised to 53 bits and e made even; the integer square root of m * 2^56 has 55 bits: 53
 * for the result, a round bit and one more, and the remainder says whether anything was left
 * (sticky).  The result of a positive finite double is always a normal number. */
static double kl__sqrt(double x)
{
	uint64_t b;
	memcpy(&b, &x, 8);
	if (x != x || x == 0 || b == 0x7FF0000000000000ull) /* NaN, +-0 (sqrt(-0) = -0), +inf */
		return x + x; /* a NaN comes out quiet; 0 + 0 and -0 + -0 keep the zero's sign */
	if (b >> 63) {
		b = 0x7FF8000000000000ull; /* x < 0: the default NaN */
		memcpy(&x, &b, 8);
		return x;
	}
	int e = (int)(b >> 52);
	uint64_t m = b & ((1ull << 52) - 1);
	if (e == 0) { /* subnormal */
		e = 1;
		while (!(m >> 52))
			m <<= 1, e--;
	} else {
		m |= 1ull << 52;
	}
	e -= 1075; /* x = m * 2^e */
	if (e & 1)
		m <<= 1, e--;
	__extension__ typedef unsigned __int128 u128;
	u128 n = (u128)m << 56, r = 0, bit = (u128)1 << 108; /* n < 2^110 */
	while (bit) {
		if (n >= r + bit) {
			n -= r + bit;
			r = (r >> 1) + bit;
		} else {
			r >>= 1;
		}
		bit >>= 2;
	}
	uint64_t q = (uint64_t)r, sig = q >> 2, low = q & 3;
	if (low > 2 || (low == 2 && (n != 0 || (sig & 1)))) /* round to nearest, ties to even */
		sig++;
	int re = (e - 56) / 2 + 2; /* the result is sig * 2^re */
	if (sig >> 53)
		sig >>= 1, re++;
	b = (uint64_t)(re + 52 + 1023) << 52 | (sig & ((1ull << 52) - 1));
	memcpy(&x, &b, 8);
	return x;
}

/* min and max (docs/isa.md): a NaN if either operand is one; between -0 and +0 min is -0 and
 * max is +0, whatever their order (the sign bits are or-ed or and-ed when the operands compare
 * equal, which leaves equal non-zero values unchanged). */
static uint64_t kl__fminmax(int t, int max, uint64_t ab, uint64_t bb)
{
	uint64_t mask = t == KL_F ? 0xFFFFFFFFull : ~0ull;
	ab &= mask, bb &= mask;
	double a = kl__fget(t, ab), b = kl__fget(t, bb);
	if (a != a || b != b)
		return kl__fput(t, a + b);
	if (a == b)
		return max ? ab & bb : ab | bb;
	return (a < b) == !max ? ab : bb;
}

/* float to integer: C truncation; NaN and out-of-range values give an unspecified result in
 * kiln (here: the x86 "integer indefinite" value, to stay clear of C's undefined behaviour) */
static uint64_t kl__f2int(double v, int to)
{
	switch (to) {
	case KL_I: return (v > -2147483649.0 && v < 2147483648.0) ? (uint64_t)(int64_t)(int32_t)v : 0x80000000u;
	case KL_U: return (v > -1.0 && v < 4294967296.0) ? (uint64_t)(uint32_t)v : 0x80000000u;
	case KL_L: return (v >= -9223372036854775808.0 && v < 9223372036854775808.0) ? (uint64_t)(int64_t)v : 1ull << 63;
	default: return (v > -1.0 && v < 18446744073709551616.0) ? (uint64_t)v : 1ull << 63;
	}
}

/* Where each placed label is: at[label - base] for labels base .. base + n - 1. */
struct kl__labmap {
	const size_t *at;
	uint32_t base, n;
};

/* The record index of a label, (size_t)-1 if it was never placed. */
static size_t kl__label_at(const struct kl__labmap *lm, uint32_t label)
{
	uint32_t i = label - lm->base;
	return i < lm->n ? lm->at[i] : (size_t)-1;
}

/* One floating-point record; returns 1 if it was one. */
static int kl__fstep(const kl_insn *in, const struct kl_opinfo *o, uint64_t *R, size_t *next,
		     const struct kl__labmap *lm, int *branch_bad)
{
	int t = o->type;
	if (o->shape == KL_SH_CV) {
		int to = o->type2;
		if (!kl__isflt(t) && !kl__isflt(to))
			return 0;
		uint64_t a = R[in->rs1];
		if (kl__isflt(t) && kl__isflt(to))
			R[in->rd] = kl__fput(to, kl__fget(t, a));
		else if (kl__isflt(to) && kl__is_signed_int(t)) { /* rounded once, from the exact integer */
			int64_t v = (int64_t)kl__rd(t, a);
			R[in->rd] = to == KL_F ? kl__fput(KL_F, (float)v) : kl__fput(KL_D, (double)v);
		} else if (kl__isflt(to)) {
			uint64_t v = kl__rd(t, a);
			R[in->rd] = to == KL_F ? kl__fput(KL_F, (float)v) : kl__fput(KL_D, (double)v);
		} else {
			R[in->rd] = kl__wr(to, kl__f2int(kl__fget(t, a), to));
		}
		return 1;
	}
	if (!kl__isflt(t))
		return 0;
	switch (o->shape) {
	case KL_SH_BIN: {
		if (o->name == KL_N_min || o->name == KL_N_max) {
			R[in->rd] = kl__fminmax(t, o->name == KL_N_max, R[in->rs1], R[in->rs2]);
			return 1;
		}
		if (t == KL_F) {
			float a = (float)kl__fget(t, R[in->rs1]), b = (float)kl__fget(t, R[in->rs2]), r = 0;
			switch (o->name) {
			case KL_N_add: r = a + b; break;
			case KL_N_sub: r = a - b; break;
			case KL_N_mul: r = a * b; break;
			case KL_N_div: r = a / b; break;
			}
			R[in->rd] = kl__fput(t, r);
		} else {
			double a = kl__fget(t, R[in->rs1]), b = kl__fget(t, R[in->rs2]), r = 0;
			switch (o->name) {
			case KL_N_add: r = a + b; break;
			case KL_N_sub: r = a - b; break;
			case KL_N_mul: r = a * b; break;
			case KL_N_div: r = a / b; break;
			}
			R[in->rd] = kl__fput(t, r);
		}
		return 1;
	}
	case KL_SH_UN: {
		uint64_t a = R[in->rs1] & (t == KL_F ? 0xFFFFFFFFull : ~0ull), sign = t == KL_F ? 0x80000000ull : 1ull << 63;
		switch (o->name) {
		case KL_N_neg: a ^= sign; break;
		case KL_N_abs: a &= ~sign; break;
		case KL_N_sqrt: /* the double root rounded to float is the float root: 53 >= 2 * 24 + 2 */
			a = kl__fput(t, kl__sqrt(kl__fget(t, a)));
			break;
		}
		R[in->rd] = a;
		return 1;
	}
	case KL_SH_SET: {
		double v;
		memcpy(&v, &in->imm, 8);
		R[in->rd] = kl__fput(t, v);
		return 1;
	}
	case KL_SH_LD:
	case KL_SH_ST: {
		uintptr_t addr = (uintptr_t)(R[in->rs1] + (o->imm ? (uint64_t)in->imm : R[in->rs2]));
		size_t n = t == KL_F ? 4 : 8;
		if (o->shape == KL_SH_LD) {
			uint64_t b = 0;
			memcpy(&b, (void *)addr, n);
			R[in->rd] = b;
		} else {
			memcpy((void *)addr, &R[in->rd], n);
		}
		return 1;
	}
	case KL_SH_BR: {
		double a = kl__fget(t, R[in->rs1]), b = kl__fget(t, R[in->rs2]);
		int take = 0;
		switch (o->name) {
		case KL_N_blt: take = a < b; break;
		case KL_N_ble: take = a <= b; break;
		case KL_N_bgt: take = a > b; break;
		case KL_N_bge: take = a >= b; break;
		case KL_N_beq: take = a == b; break;
		case KL_N_bne: take = a < b || a > b; break; /* ordered: false with a NaN */
		}
		if (take) {
			size_t to = kl__label_at(lm, in->label);
			if (to == (size_t)-1)
				*branch_bad = 1;
			else
				*next = to;
		}
		return 1;
	}
	default: return 0;
	}
}

/* ---- calls to C functions: integers and floats go in registers of their own on x86-64,
 * AArch64 and RISC-V (LP64D) while they last, so one prototype with 6 integer and 8 double
 * parameters calls any function taking at most that many (a float goes as a double whose low
 * half holds its bits, NaN-boxed for RISC-V; the callee reads the low half). */
struct kl__callargs {
	uint64_t i[6];
	double d[8];
	int ni, nd, bad;
};
static int kl__push(struct kl__callargs *c, int type, uint64_t v)
{
	if (kl__isflt(type)) {
		if (c->nd >= 8)
			return c->bad = 1;
		uint64_t bits = type == KL_F ? (0xFFFFFFFF00000000ull | (uint32_t)v) : v;
		memcpy(&c->d[c->nd++], &bits, 8);
		return 0;
	}
	if (c->ni >= 6)
		return c->bad = 1;
	c->i[c->ni++] = kl__rd(type, v); /* the caller extends narrow arguments */
	return 0;
}
typedef uint64_t (*kl__ifn)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double, double,
			    double, double, double, double, double);
typedef double (*kl__dfn)(uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, uint64_t, double, double, double, double,
			  double, double, double, double);
static int kl__docall(struct kl__callargs *c, int rettype, uintptr_t fn, uint64_t *ret)
{
	if (c->bad)
		return -1;
	void *p = (void *)fn;
	if (kl__isflt(rettype)) {
		kl__dfn f;
		memcpy(&f, &p, sizeof f);
		double d = f(c->i[0], c->i[1], c->i[2], c->i[3], c->i[4], c->i[5], c->d[0], c->d[1], c->d[2], c->d[3],
			     c->d[4], c->d[5], c->d[6], c->d[7]);
		memcpy(ret, &d, 8);
		if (rettype == KL_F)
			*ret &= 0xFFFFFFFFull;
	} else {
		kl__ifn f;
		memcpy(&f, &p, sizeof f);
		*ret = f(c->i[0], c->i[1], c->i[2], c->i[3], c->i[4], c->i[5], c->d[0], c->d[1], c->d[2], c->d[3], c->d[4],
			 c->d[5], c->d[6], c->d[7]);
	}
	return 0;
}

static int kl__vmfail(kl_vm *vm, int err, const char *msg, size_t pc)
{
	snprintf(vm->err, sizeof vm->err, "%s (at record %zu)", msg, pc);
	return err;
}

int kl_interp(kl_vm *vm, const kl_insn *code, size_t n, uint64_t *ret)
{
	/* labels carry their function's tag: index them from the smallest one placed */
	struct kl__labmap lmap = {NULL, UINT32_MAX, 0}, *lm = &lmap;
	uint32_t maxlabel = 0;
	for (size_t k = 0; k < n; k++)
		if (code[k].op == KL_OP_label) {
			if (code[k].label < lmap.base)
				lmap.base = code[k].label;
			if (code[k].label >= maxlabel)
				maxlabel = code[k].label + 1;
		}
	lmap.n = maxlabel > lmap.base ? maxlabel - lmap.base : 0;
	size_t *at = malloc((lmap.n ? lmap.n : 1) * sizeof *at);
	if (!at)
		return kl__vmfail(vm, KL_ERR_NOMEM, "out of memory", 0);
	for (uint32_t k = 0; k < lmap.n; k++)
		at[k] = (size_t)-1;
	for (size_t k = 0; k < n; k++)
		if (code[k].op == KL_OP_label)
			at[code[k].label - lmap.base] = k;
	lmap.at = at;

	/* machine registers 0-63, then the virtual ones: one array while running */
	size_t nreg = 64 + (vm->vr ? vm->nvr : 0);
	uint64_t *R = malloc(nreg * sizeof *R);
	if (!R) {
		free(at);
		return kl__vmfail(vm, KL_ERR_NOMEM, "out of memory", 0);
	}
	memcpy(R, vm->r, sizeof vm->r);
	if (vm->vr && vm->nvr)
		memcpy(R + 64, vm->vr, vm->nvr * sizeof *R);
	struct kl__callargs ca = {0};
	uint64_t limit = vm->maxsteps ? vm->maxsteps : 100000000u;
	int err = KL_OK;
	size_t pc = 0;
	vm->steps = 0;
	vm->err[0] = 0;
	for (;;) {
		if (pc >= n) { /* falling off the end returns */
			*ret = 0;
			break;
		}
		if (++vm->steps > limit) {
			err = kl__vmfail(vm, KL_ERR_STATE, "step limit reached", pc);
			break;
		}
		const kl_insn *in = &code[pc];
		if (in->op >= KL_NOPCODES) {
			err = kl__vmfail(vm, KL_ERR_OPERAND, "unknown opcode", pc);
			break;
		}
		const struct kl_opinfo *o = &kl_opinfo[in->op];
		int t = o->type;
		uint64_t imm = (uint64_t)in->imm;
		size_t next = pc + 1;
		if (in->rd >= nreg || in->rs1 >= nreg || in->rs2 >= nreg || in->rs3 >= nreg) {
			err = kl__vmfail(vm, KL_ERR_OPERAND, "register number out of range", pc);
			break;
		}
		int fbad = 0;
		if (kl__fstep(in, o, R, &next, lm, &fbad)) {
			if (fbad) {
				err = kl__vmfail(vm, KL_ERR_UNPLACED, "branch to a label never placed", pc);
				goto out;
			}
			pc = next;
			continue;
		}
		if (o->shape == KL_SH_RET && kl__isflt(t)) {
			*ret = R[in->rd];
			goto out;
		}
		switch (o->shape) {
		case KL_SH_BIN: {
			uint64_t a = kl__rd(t, R[in->rs1]);
			uint64_t b = kl__rd(t, o->imm ? imm : R[in->rs2]);
			R[in->rd] = kl__wr(t, kl__binop(o->name, t, a, b));
			break;
		}
		case KL_SH_UN: {
			uint64_t a = kl__rd(t, R[in->rs1]);
			switch (o->name) {
			case KL_N_com: a = ~a; break;
			case KL_N_not: a = a == 0; break;
			case KL_N_neg: a = 0 - a; break;
			case KL_N_bswap:
				a = t == KL_US ? __builtin_bswap16((uint16_t)a)
				  : t == KL_U ? __builtin_bswap32((uint32_t)a) : __builtin_bswap64(a);
				break;
			case KL_N_clz:
				a = t == KL_U ? ((uint32_t)a ? (uint64_t)__builtin_clz((uint32_t)a) : 32)
					      : (a ? (uint64_t)__builtin_clzll(a) : 64);
				break;
			case KL_N_ctz:
				a = t == KL_U ? ((uint32_t)a ? (uint64_t)__builtin_ctz((uint32_t)a) : 32)
					      : (a ? (uint64_t)__builtin_ctzll(a) : 64);
				break;
			case KL_N_popc:
				a = t == KL_U ? (uint64_t)__builtin_popcount((uint32_t)a) : (uint64_t)__builtin_popcountll(a);
				break;
			default: break;
			}
			R[in->rd] = kl__wr(t, a);
			break;
		}
		case KL_SH_SET: R[in->rd] = kl__wr(t, imm); break;
		case KL_SH_CV: {
			uint64_t a = kl__rd(t, R[in->rs1]);
			R[in->rd] = kl__wr(o->type2, a);
			break;
		}
		case KL_SH_LD: {
			uintptr_t addr = (uintptr_t)(R[in->rs1] + (o->imm ? imm : R[in->rs2]));
			R[in->rd] = kl__wr(t, kl__load(t, addr));
			break;
		}
		case KL_SH_ST: {
			uintptr_t addr = (uintptr_t)(R[in->rs1] + (o->imm ? imm : R[in->rs2]));
			kl__store(t, addr, R[in->rd]);
			break;
		}
		case KL_SH_LDX: {
			uintptr_t addr = (uintptr_t)(R[in->rs1] + (R[in->rs2] << KL_MEMX_SHIFT(imm)) +
						     (uint64_t)(int64_t)KL_MEMX_DISP(imm));
			R[in->rd] = kl__wr(t, kl__load(t, addr));
			break;
		}
		case KL_SH_LOP: {
			uint64_t addr = R[in->rs2];
			if (o->imm)
				addr += (uint64_t)(int64_t)(int32_t)imm;
			else
				addr += (R[in->rs3] << KL_MEMX_SHIFT(imm)) + (uint64_t)(int64_t)KL_MEMX_DISP(imm);
			int name = o->name == KL_N_xorm ? KL_N_xor : o->name == KL_N_addm ? KL_N_add
				 : o->name == KL_N_andm ? KL_N_and : KL_N_or;
			uint64_t a = kl__rd(t, R[in->rs1]), b = kl__rd(t, kl__load(t, (uintptr_t)addr));
			R[in->rd] = kl__wr(t, kl__binop(name, t, a, b));
			break;
		}
		case KL_SH_RET:
			*ret = in->op == KL_OP_retv ? 0 : kl__rd(t, o->imm ? imm : R[in->rd]);
			goto out;
		case KL_SH_ARG:
			if (kl__push(&ca, in->type, o->imm ? imm : R[in->rs1])) {
				err = kl__vmfail(vm, KL_ERR_STATE, "a call with more than 6 integer or 8 float arguments", pc);
				goto out;
			}
			break;
		case KL_SH_CALL: {
			uint64_t v;
			if (kl__docall(&ca, in->type, (uintptr_t)(o->imm ? imm : R[in->rs1]), &v)) {
				err = kl__vmfail(vm, KL_ERR_STATE, "a call with more than 6 integer or 8 float arguments", pc);
				goto out;
			}
			if (in->type != KL_V)
				R[in->rd] = kl__isflt(in->type) ? v : kl__wr(in->type, v);
			memset(&ca, 0, sizeof ca);
			break;
		}
		case KL_SH_BR: {
			uint64_t a = kl__rd(t, R[in->rs1]);
			uint64_t b = kl__rd(t, o->imm ? imm : R[in->rs2]);
			if (kl__cmp(o->name, t, a, b)) {
				if (kl__label_at(lm, in->label) == (size_t)-1) {
					err = kl__vmfail(vm, KL_ERR_UNPLACED, "branch to a label never placed", pc);
					goto out;
				}
				next = kl__label_at(lm, in->label);
			}
			break;
		}
		case KL_SH_J:
		case KL_SH_JAL: {
			size_t target;
			if (in->op == KL_OP_jv || in->op == KL_OP_jalv) {
				if (kl__label_at(lm, in->label) == (size_t)-1) {
					err = kl__vmfail(vm, KL_ERR_UNPLACED, "jump to a label never placed", pc);
					goto out;
				}
				target = kl__label_at(lm, in->label);
			} else if (o->imm) {
				err = kl__vmfail(vm, KL_ERR_STATE, "jump to a native address", pc);
				goto out;
			} else {
				uint64_t v = R[in->rs1];
				if ((v & ~0xFFFFFFFFull) != KL__LINK_TAG || (v & 0xFFFFFFFFu) > n) {
					err = kl__vmfail(vm, KL_ERR_STATE, "jump through a register that holds no return address", pc);
					goto out;
				}
				target = (size_t)(v & 0xFFFFFFFFu);
			}
			if (o->shape == KL_SH_JAL)
				R[in->rd] = KL__LINK_TAG | (uint64_t)(pc + 1);
			next = target;
			break;
		}
		case KL_SH_SEL: {
			uint64_t c = kl__rd(t, R[in->rs3]);
			R[in->rd] = kl__wr(t, c ? R[in->rs1] : R[in->rs2]);
			break;
		}
		case KL_SH_CARRY: {
			uint64_t a = kl__rd(t, R[in->rs1]), b = kl__rd(t, R[in->rs2]), c = kl__rd(t, R[in->rs3]);
			uint64_t m = kl__wide(t) ? ~0ull : 0xFFFFFFFFull, r, out;
			if (o->name == KL_N_addc) {
				r = (a + b + c) & m;
				unsigned __int128 full = (unsigned __int128)a + b + c;
				out = (full >> (kl__wide(t) ? 64 : 32)) != 0;
			} else {
				r = (a - b - c) & m;
				out = (unsigned __int128)a < (unsigned __int128)b + c;
			}
			R[in->rd] = kl__wr(t, r);
			R[in->rs3] = kl__wr(t, out);
			break;
		}
		case KL_SH_SHIFTED: {
			uint64_t a = kl__rd(t, R[in->rs1]), b = kl__rd(t, R[in->rs2]);
			unsigned n = KL_SHIFTED_N(in->imm);
			switch (KL_SHIFTED_KIND(in->imm)) {
			case KL_LSL: b = kl__binop(KL_N_lsh, t, b, n); break;
			case KL_LSR: b = kl__binop(KL_N_rsh, t, b, n); break;
			case KL_ASR: b = kl__binop(KL_N_rsh, t == KL_U ? KL_I : KL_L, kl__rd(t == KL_U ? KL_I : KL_L, b), n); break;
			default: b = kl__binop(KL_N_rotr, t, b, n); break;
			}
			static const unsigned char base[KL_NNAMES] = {[KL_N_addsh] = KL_N_add, [KL_N_subsh] = KL_N_sub,
								      [KL_N_andsh] = KL_N_and, [KL_N_orsh] = KL_N_or,
								      [KL_N_xorsh] = KL_N_xor};
			R[in->rd] = kl__wr(t, kl__binop(base[o->name], t, a, kl__rd(t, b)));
			break;
		}
		case KL_SH_PREF:
		case KL_SH_NOP:
		case KL_SH_LABEL: break;
		default: err = kl__vmfail(vm, KL_ERR_OPERAND, "instruction not supported by the interpreter", pc); goto out;
		}
		pc = next;
	}
out:
	memcpy(vm->r, R, sizeof vm->r);
	if (vm->vr && vm->nvr)
		memcpy(vm->vr, R + 64, vm->nvr * sizeof *R);
	free(R);
	free(at);
	return err;
}
