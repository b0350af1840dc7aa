/* arith.c -- binary operations of every integer type, register and immediate forms, with the
 * destination equal to either source or to neither; division, modulus and shifts signed and
 * unsigned with kiln's defined results (x/0 = 0, x%0 = x, counts modulo the width); immediates
 * that do not fit instruction fields; conversions and unary operations.  Expected values are
 * computed here in C. */
#include <limits.h>
#include <stdint.h>

#include "vcode_test.h"

enum { ADD, SUB, MUL, DIV, MOD, AND, OR, XOR, LSH, RSH, NOPS };
static const char *const opname[NOPS] = {"add", "sub", "mul", "div", "mod", "and", "or", "xor", "lsh", "rsh"};

/* kiln's meaning of each operation (docs/isa.md) */
#define DEFREF(T, UT, MIN, W)                                                                      \
	static T ref_##T(int op, T a, T b)                                                         \
	{                                                                                          \
		int minus1 = MIN != 0 && a == (T)MIN && b == (T)-1;                                \
		switch (op) {                                                                      \
		case ADD: return (T)((UT)a + (UT)b);                                               \
		case SUB: return (T)((UT)a - (UT)b);                                               \
		case MUL: return (T)((UT)a * (UT)b);                                               \
		case DIV: return b == 0 ? 0 : minus1 ? a : a / b;                                  \
		case MOD: return b == 0 ? a : minus1 ? 0 : a % b;                                  \
		case AND: return a & b;                                                            \
		case OR: return a | b;                                                             \
		case XOR: return a ^ b;                                                            \
		case LSH: return (T)((UT)a << ((UT)b & (W - 1)));                                  \
		default: return (T)(a >> ((UT)b & (W - 1)));                                       \
		}                                                                                  \
	}
typedef unsigned long ulong;
DEFREF(int, unsigned, INT_MIN, 32)
DEFREF(unsigned, unsigned, 0, 32)
DEFREF(long, ulong, LONG_MIN, 64)
DEFREF(ulong, ulong, 0, 64)

/* A function of three arguments computing op(a0, a1) into dest (0, 1: a source; 2: neither;
 * 3: V_TI0), or op(a0, imm) when immform. */
#define DEFGEN(T, t)                                                                               \
	static T (*gen_##t(int op, int dest, int immform, T imm))(T, T, T)                         \
	{                                                                                          \
		v_reg_type a[3], d;                                                                \
		v_lambda(opname[op], "%" #t "%" #t "%" #t, a, V_LEAF, NULL, 0);                    \
		d = dest < 3 ? a[dest] : V_TI0;                                                    \
		if (!immform) {                                                                    \
			switch (op) {                                                              \
			case ADD: v_add##t(d, a[0], a[1]); break;                                  \
			case SUB: v_sub##t(d, a[0], a[1]); break;                                  \
			case MUL: v_mul##t(d, a[0], a[1]); break;                                  \
			case DIV: v_div##t(d, a[0], a[1]); break;                                  \
			case MOD: v_mod##t(d, a[0], a[1]); break;                                  \
			case AND: v_and##t(d, a[0], a[1]); break;                                  \
			case OR: v_or##t(d, a[0], a[1]); break;                                    \
			case XOR: v_xor##t(d, a[0], a[1]); break;                                  \
			case LSH: v_lsh##t(d, a[0], a[1]); break;                                  \
			default: v_rsh##t(d, a[0], a[1]); break;                                   \
			}                                                                          \
		} else {                                                                           \
			switch (op) {                                                              \
			case ADD: v_add##t##i(d, a[0], imm); break;                                \
			case SUB: v_sub##t##i(d, a[0], imm); break;                                \
			case MUL: v_mul##t##i(d, a[0], imm); break;                                \
			case DIV: v_div##t##i(d, a[0], imm); break;                                \
			case MOD: v_mod##t##i(d, a[0], imm); break;                                \
			case AND: v_and##t##i(d, a[0], imm); break;                                \
			case OR: v_or##t##i(d, a[0], imm); break;                                  \
			case XOR: v_xor##t##i(d, a[0], imm); break;                                \
			case LSH: v_lsh##t##i(d, a[0], imm); break;                                \
			default: v_rsh##t##i(d, a[0], imm); break;                                 \
			}                                                                          \
		}                                                                                  \
		v_ret##t(d);                                                                       \
		union v_fp fp = v_end(0);                                                          \
		GEN_OK(fp.v);                                                                      \
		return (T(*)(T, T, T))fp.t;                                                        \
	}
DEFGEN(int, i)
DEFGEN(unsigned, u)
DEFGEN(long, l)
DEFGEN(ulong, ul)

static const int vi[] = {0, 1, -1, 2, -2, 7, -7, 13, 31, 32, 33, 64, 0x12345678, -100000, INT_MIN, INT_MAX};
static const unsigned vu[] = {0, 1, 2, 7, 13, 31, 32, 33, 0x80000000u, 0xfffffff9u, 0x12345678, UINT_MAX};
static const long vl[] = {0,  1,  -1, 7, -7, 31, 32, 63, 64, 65, 0x123456789abcL, -0x123456789L,
			  INT_MIN, 0x80000000L, LONG_MIN, LONG_MAX};
static const ulong vul[] = {0, 1, 7, 63, 64, 65, 0x80000000ul, 0xffffffffffffull, 0x8000000000000000ul, ULONG_MAX,
			    0x123456789abcdef0ul};
#define N(a) (sizeof(a) / sizeof(a)[0])

/* Every op, destination and pair of values, in the register form and with the second value as
 * an immediate. */
#define CHECK_ALL(T, t, vals, F)                                                                   \
	for (int op = 0; op < NOPS; op++) {                                                        \
		for (int dest = 0; dest < 4; dest++) {                                             \
			T (*fn)(T, T, T) = gen_##t(op, dest, 0, 0);                                \
			for (size_t x = 0; x < N(vals); x++)                                       \
				for (size_t y = 0; y < N(vals); y++)                               \
					cr_expect_eq(fn(vals[x], vals[y], (T)0x5a5a), ref_##T(op, vals[x], vals[y]), \
						     "%s" #t " dest=%d (" F ", " F ") = " F ", expected " F,       \
						     opname[op], dest, vals[x], vals[y], fn(vals[x], vals[y], (T)0x5a5a), \
						     ref_##T(op, vals[x], vals[y]));                         \
		}                                                                                  \
		for (size_t y = 0; y < N(vals); y++) {                                             \
			T (*fn)(T, T, T) = gen_##t(op, (int)(y % 4), 1, vals[y]);                  \
			for (size_t x = 0; x < N(vals); x++)                                       \
				cr_expect_eq(fn(vals[x], 0, 0), ref_##T(op, vals[x], vals[y]),     \
					     "%s" #t "i (" F ", imm " F ") = " F ", expected " F, opname[op], \
					     vals[x], vals[y], fn(vals[x], 0, 0), ref_##T(op, vals[x], vals[y])); \
		}                                                                                  \
	}

Test(vcode_arith, int) { CHECK_ALL(int, i, vi, "%d") }
Test(vcode_arith, unsigned) { CHECK_ALL(unsigned, u, vu, "%u") }
Test(vcode_arith, long) { CHECK_ALL(long, l, vl, "%ld") }
Test(vcode_arith, unsigned_long) { CHECK_ALL(ulong, ul, vul, "%lu") }

/* Constants and immediates wider than any instruction field (x86-64: imm8/imm32). */
Test(vcode_arith, wide_immediates)
{
	v_reg_type a[1], t;
	v_lambda("wide", "%l", a, V_LEAF, NULL, 0);
	v_getreg(&t, V_L, V_TEMP);
	v_setl(t, 0x123456789abcdef0L); /* t = big */
	v_addl(a[0], a[0], t);
	v_addli(a[0], a[0], 0x7fffffff00L);
	v_xorli(a[0], a[0], (long)0xf0f0f0f0f0f0f0f0ul);
	v_andli(a[0], a[0], (long)0xffff0000ffffffffull);
	v_orli(a[0], a[0], 0x100000000L);
	v_mulli(a[0], a[0], 0x100000001L);
	v_subli(a[0], a[0], -0x80000001L);
	v_retl(a[0]);
	long (*f)(long) = (long (*)(long))v_end(0).l;
	GEN_OK(f);
	long xs[] = {0, 1, -1, 0x5555555555L, LONG_MIN};
	for (size_t k = 0; k < N(xs); k++) {
		ulong x = (ulong)xs[k];
		x += 0x123456789abcdef0ul;
		x += 0x7fffffff00ul;
		x ^= 0xf0f0f0f0f0f0f0f0ul;
		x &= 0xffff0000ffffffffull;
		x |= 0x100000000ul;
		x *= 0x100000001ul;
		x -= (ulong)-0x80000001L;
		cr_expect_eq((ulong)f(xs[k]), x, "wide(%ld) = %lx, expected %lx", xs[k], (ulong)f(xs[k]), x);
	}

	/* 32-bit immediates that need all 32 bits, and every set form */
	v_lambda("wide32", "%u", a, V_LEAF, NULL, 0);
	v_addui(a[0], a[0], 0x87654321u);
	v_xorui(a[0], a[0], 0xdeadbeefu);
	v_retu(a[0]);
	unsigned (*g)(unsigned) = (unsigned (*)(unsigned))v_end(0).u;
	GEN_OK(g);
	cr_expect_eq(g(0x11111111u), (0x11111111u + 0x87654321u) ^ 0xdeadbeefu);

	long (*r)(void);
	v_lambda("retl", "", NULL, V_LEAF, NULL, 0);
	v_retli(-0x123456789abcL);
	r = (long (*)(void))v_end(0).l;
	GEN_OK(r);
	cr_expect_eq(r(), -0x123456789abcL);

	static int cell;
	v_lambda("setp", "", NULL, V_LEAF, NULL, 0);
	v_getreg(&t, V_P, V_TEMP);
	v_setp(t, &cell);
	v_retp(t);
	void *(*p)(void) = (void *(*)(void))v_end(0).p;
	GEN_OK(p);
	cr_expect_eq(p(), (void *)&cell);
}

/* A branch against an immediate beyond 32 bits. */
Test(vcode_arith, wide_branch_immediate)
{
	v_reg_type a[1];
	v_lambda("isbig", "%l", a, V_LEAF, NULL, 0);
	v_label_type yes = v_genlabel();
	v_beqli(a[0], 0x123456789aL, yes);
	v_retii(0);
	v_label(yes);
	v_retii(1);
	int (*f)(long) = (int (*)(long))v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(0x123456789aL), 1);
	cr_expect_eq(f(0x3456789aL), 0, "only the low 32 bits equal");
	cr_expect_eq(f(0), 0);
}

Test(vcode_arith, unary_and_conversions)
{
	struct {
		const char *name;
		long in, out;
	} cases[] = {
		{"comi", 5, ~5},           {"noti", 0, 1},          {"noti", 9, 0},
		{"negi", 7, -7},           {"negl", LONG_MIN, LONG_MIN},
		{"cvi2c", 0x1ff, -1},      {"cvi2uc", 0x1ff, 0xff}, {"cvi2s", 0x18000, -32768},
		{"cvi2us", -1, 0xffff},    {"cvi2l", -5, -5},       {"cvu2l", -1, 0xffffffffL},
		{"cvl2i", 0x100000005L, 5}, {"cvi2ul", -1, -1},     {"cvul2u", -1, 0xffffffffL},
		{"movl", 0x1234567890L, 0x1234567890L},
	};
	for (size_t k = 0; k < N(cases); k++) {
		v_reg_type a[1], d;
		v_lambda(cases[k].name, "%l", a, V_LEAF, NULL, 0);
		v_getreg(&d, V_L, V_TEMP);
		const char *n = cases[k].name;
		int wide = 1; /* result read as a long */
		if (!strcmp(n, "comi")) v_comi(d, a[0]), wide = 0;
		else if (!strcmp(n, "noti")) v_noti(d, a[0]), wide = 0;
		else if (!strcmp(n, "negi")) v_negi(d, a[0]), wide = 0;
		else if (!strcmp(n, "negl")) v_negl(d, a[0]);
		else if (!strcmp(n, "cvi2c")) v_cvi2c(d, a[0]), wide = 0;
		else if (!strcmp(n, "cvi2uc")) v_cvi2uc(d, a[0]), wide = 0;
		else if (!strcmp(n, "cvi2s")) v_cvi2s(d, a[0]), wide = 0;
		else if (!strcmp(n, "cvi2us")) v_cvi2us(d, a[0]), wide = 0;
		else if (!strcmp(n, "cvi2l")) v_cvi2l(d, a[0]);
		else if (!strcmp(n, "cvu2l")) v_cvu2l(d, a[0]);
		else if (!strcmp(n, "cvl2i")) v_cvl2i(d, a[0]), wide = 0;
		else if (!strcmp(n, "cvi2ul")) v_cvi2ul(d, a[0]);
		else if (!strcmp(n, "cvul2u")) v_cvul2u(d, a[0]), wide = 0;
		else v_movl(d, a[0]);
		if (wide)
			v_retl(d);
		else
			v_reti(d);
		union v_fp fp = v_end(0);
		GEN_OK(fp.v);
		long got = wide ? ((long (*)(long))fp.l)(cases[k].in) : ((int (*)(long))fp.i)(cases[k].in);
		long want = wide ? cases[k].out : (long)(int)cases[k].out;
		cr_expect_eq(got, want, "%s(%ld) = %ld, expected %ld", n, cases[k].in, got, want);
	}
}

/* The extension layers through the VCODE names: rotates, mulh, bswap, bit counts, select, add
 * with carry, unaligned access and prefetch. */
static unsigned rotl32(unsigned x, unsigned n) { return n % 32 ? x << n % 32 | x >> (32 - n % 32) : x; }

Test(vcode_arith, extensions)
{
	v_reg_type a[2], d;
	v_lambda("ext", "%u%u", a, V_LEAF, NULL, 0);
	v_getreg(&d, V_U, V_TEMP);
	v_rotlu(d, a[0], a[1]);
	v_rotrui(d, d, 3);
	v_retu(d);
	unsigned (*rot)(unsigned, unsigned) = (unsigned (*)(unsigned, unsigned))v_end(0).u;
	GEN_OK(rot);
	unsigned xs[] = {0, 1, 0x80000001u, 0x12345678u};
	for (size_t k = 0; k < N(xs); k++)
		for (unsigned n = 0; n < 40; n += 7)
			cr_expect_eq(rot(xs[k], n), rotl32(rotl32(xs[k], n), 32 - 3), "rot(%x, %u)", xs[k], n);

	v_lambda("bits", "%ul", a, V_LEAF, NULL, 0);
	v_getreg(&d, V_UL, V_TEMP);
	v_popcul(d, a[0]);   /* d = popc(x) */
	v_clzul(a[0], a[0]); /* x = clz(x) */
	v_lshuli(a[0], a[0], 8);
	v_orul(d, d, a[0]);  /* popc | clz << 8 */
	v_retul(d);
	unsigned long (*bits)(unsigned long) = (unsigned long (*)(unsigned long))v_end(0).ul;
	GEN_OK(bits);
	unsigned long ys[] = {0, 1, 0xff00ul, 0x8000000000000000ul, 0x123456789abcdefful};
	for (size_t k = 0; k < N(ys); k++) {
		unsigned long want = (unsigned long)__builtin_popcountl(ys[k]) | (unsigned long)(ys[k] ? __builtin_clzl(ys[k]) : 64) << 8;
		cr_expect_eq(bits(ys[k]), want, "bits(%lx) = %lx, expected %lx", ys[k], bits(ys[k]), want);
	}

	v_lambda("mulh", "%l%l", a, V_LEAF, NULL, 0);
	v_mulhl(a[0], a[0], a[1]);
	v_retl(a[0]);
	long (*mulh)(long, long) = (long (*)(long, long))v_end(0).l;
	GEN_OK(mulh);
	cr_expect_eq(mulh(1L << 40, 1L << 40), 1L << 16);
	cr_expect_eq(mulh(-1, 1), -1);

	v_lambda("bswap", "%u", a, V_LEAF, NULL, 0);
	v_bswapu(a[0], a[0]);
	v_retu(a[0]);
	unsigned (*bswap)(unsigned) = (unsigned (*)(unsigned))v_end(0).u;
	GEN_OK(bswap);
	cr_expect_eq(bswap(0x11223344u), 0x44332211u);

	v_reg_type s[3];
	v_lambda("sel", "%i%i%i", s, V_LEAF, NULL, 0);
	v_seli(s[0], s[0], s[1], s[2]);
	v_reti(s[0]);
	int (*sel)(int, int, int) = (int (*)(int, int, int))v_end(0).i;
	GEN_OK(sel);
	cr_expect_eq(sel(1, 10, 20), 10);
	cr_expect_eq(sel(0, 10, 20), 20);

	/* 128-bit add: (hi, lo) = (a1, a0) + (b1, b0), carry from the low to the high word */
	v_reg_type w[5], c;
	v_lambda("add128", "%ul%ul%ul%ul%p", w, V_LEAF, NULL, 0);
	v_getreg(&c, V_UL, V_TEMP);
	v_setul(c, 0);
	v_addcul(w[0], c, w[0], w[2]);
	v_addcul(w[1], c, w[1], w[3]);
	v_stuli(w[0], w[4], 0);
	v_stuli(w[1], w[4], 8);
	v_retv();
	void (*add128)(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long *) =
		(void (*)(unsigned long, unsigned long, unsigned long, unsigned long, unsigned long *))v_end(0).v;
	GEN_OK(add128);
	unsigned long out[2];
	add128(ULONG_MAX, 5, 1, 7, out);
	cr_expect_eq(out[0], 0ul);
	cr_expect_eq(out[1], 13ul);

	/* unaligned load and store, and a prefetch that changes nothing */
	static unsigned char buf[16];
	v_lambda("unaligned", "%p", a, V_LEAF, NULL, 0);
	v_getreg(&d, V_U, V_TEMP);
	v_prefetch(a[0], 0);
	v_uldui(d, a[0], 1);
	v_addui(d, d, 1);
	v_ustui(d, a[0], 7);
	v_retu(d);
	unsigned (*un)(void *) = (unsigned (*)(void *))v_end(0).u;
	GEN_OK(un);
	unsigned v = 0x01020304u, r;
	memcpy(buf + 1, &v, 4);
	cr_expect_eq(un(buf), v + 1);
	memcpy(&r, buf + 7, 4);
	cr_expect_eq(r, v + 1);
}
