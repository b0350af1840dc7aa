/* runtime.c -- AArch64 backend checks that run generated code: calls, frames, far branches and
 * veneers, jal, data labels, constants, large offsets, and the native extension lowerings. */
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include <kiln.h>

static int fails, checks;
#define CHECK(cond, ...)                                                                          \
	do {                                                                                       \
		checks++;                                                                          \
		if (!(cond)) {                                                                     \
			fails++;                                                                   \
			printf("FAIL %s:%d: ", __FILE__, __LINE__);                                \
			printf(__VA_ARGS__);                                                       \
			printf("\n");                                                      \
		}                                                                                  \
	} while (0)

static void *end(kl_func *f)
{
	void *p = kl_func_end(f, NULL);
	if (!p)
		printf("kl_func_end: %s\n", kl_errmsg(f));
	return p;
}

/* a C callee with 12 arguments of mixed types: a weighted sum shows order and extension */
static long callee12(int a, long b, unsigned char c, short d, long e, int f, long g, signed char h, long i, int j,
		     unsigned short k, long l)
{
	return a + 2 * b + 3 * c + 5 * d + 7 * e + 11 * f + 13 * g + 17 * h + 19 * i + 23 * j + 29 * k + 31 * l;
}
static long sub2(long a, long b) { return a - b; }

static void test_calls(void)
{
	/* callee12 with register args, immediates, stack args */
	kl_func *f = kl_func_new();
	kl_reg a[3];
	kl_func_begin(f, "%l%l%l", a, KL_NONLEAF);
	kl_call_arg(f, KL_I, a[0]);
	kl_call_arg(f, KL_L, a[1]);
	kl_call_argi(f, KL_UC, 0x1FF); /* narrowed to 255 */
	kl_call_argi(f, KL_S, -3);
	kl_call_arg(f, KL_L, a[2]);
	kl_call_argi(f, KL_I, -7);
	kl_call_argi(f, KL_L, 0x123456789ll);
	kl_call_argi(f, KL_C, -100);
	kl_call_arg(f, KL_L, a[0]);
	kl_call_argi(f, KL_I, 1000000);
	kl_call_argi(f, KL_US, 65535);
	kl_call_arg(f, KL_L, a[2]);
	kl_reg r = kl_call(f, KL_L, (const void *)callee12);
	kl_retl(f, r);
	long (*fn)(long, long, long) = (long (*)(long, long, long))end(f);
	if (fn) {
		long want = callee12(5, -6, 255, -3, 77, -7, 0x123456789ll, -100, 5, 1000000, 65535, 77);
		long got = fn(5, -6, 77);
		CHECK(got == want, "callee12: got %ld want %ld", got, want);
		kl_code_free((void *)fn);
	}

	/* argument cycle: sub2(b, a) where a, b arrive in x0, x1 in a leaf-like setup */
	kl_func_begin(f, "%l%l", a, KL_NONLEAF);
	kl_reg x = KL_T15, y = KL_T14; /* x0, x1 */
	kl_reg_reserve(f, x);
	kl_reg_reserve(f, y);
	kl_movl(f, x, a[0]);
	kl_movl(f, y, a[1]);
	kl_call_arg(f, KL_L, y);
	kl_call_arg(f, KL_L, x);
	r = kl_call(f, KL_L, (const void *)sub2);
	kl_retl(f, r);
	long (*fn2)(long, long) = (long (*)(long, long))end(f);
	if (fn2) {
		long got = fn2(10, 3);
		CHECK(got == -7, "swap cycle: got %ld want -7", got);
		kl_code_free((void *)fn2);
	}

	/* call through a register, the register being an argument register */
	kl_func_begin(f, "%l%l%p", a, KL_NONLEAF);
	kl_reg fr = KL_T15; /* x0: the first argument's register */
	kl_reg_reserve(f, fr);
	kl_movp(f, fr, a[2]);
	kl_call_arg(f, KL_L, a[0]);
	kl_call_arg(f, KL_L, a[1]);
	r = kl_callr(f, KL_L, fr);
	kl_retl(f, r);
	long (*g)(long, long, void *) = (long (*)(long, long, void *))end(f);
	if (g) {
		long got = g(50, 8, (void *)sub2);
		CHECK(got == 42, "callr: got %ld want 42", got);
		kl_code_free((void *)g);
	}
	kl_func_delete(f);
}

/* a generated function with 11 arguments (3 on the stack), leaf and non-leaf */
static void test_params(void)
{
	for (int leaf = 0; leaf < 2; leaf++) {
		kl_func *f = kl_func_new();
		kl_reg a[11];
		kl_func_begin(f, "%l%i%l%l%l%l%l%l%c%us%l", a, leaf ? KL_LEAF : KL_NONLEAF);
		kl_reg acc;
		kl_getreg(f, &acc, KL_L, KL_TEMP);
		kl_setl(f, acc, 0);
		for (int k = 0; k < 11; k++) {
			kl_reg t = a[k];
			if (k == 1 || k == 8 || k == 9) /* int values: widen */
				kl_cvi2l(f, t, t);
			kl_mulli(f, t, t, k + 1);
			kl_addl(f, acc, acc, t);
		}
		kl_retl(f, acc);
		long (*fn)(long, int, long, long, long, long, long, long, signed char, unsigned short, long) =
			(long (*)(long, int, long, long, long, long, long, long, signed char, unsigned short, long))end(f);
		if (fn) {
			long got = fn(1, -2, 3, 4, 5, 6, 7, 8, -9, 60000, 11);
			long want = 1 - 2 * 2 + 3 * 3 + 4 * 4 + 5 * 5 + 6 * 6 + 7 * 7 + 8 * 8 - 9 * 9 + 10 * 60000 + 11 * 11;
			CHECK(got == want, "params (leaf %d): got %ld want %ld", leaf, got, want);
			kl_code_free((void *)fn);
		}
		kl_func_delete(f);
	}
}

/* locals: small and huge frames, a value kept in a callee-saved register across a call */
static void test_frames(void)
{
	static const size_t sizes[] = {8, 4096, 70000, 20000000};
	for (int k = 0; k < 4; k++) {
		kl_func *f = kl_func_new();
		kl_reg a[1];
		kl_func_begin(f, "%l", a, KL_NONLEAF);
		int lo = kl_local(f, KL_L);
		int big = kl_localb(f, sizes[k]);
		int hi = kl_local(f, KL_I);
		kl_stli(f, a[0], KL_LP, lo);
		kl_stli(f, a[0], KL_LP, big + (int)sizes[k] - 8);
		kl_addii(f, a[0], a[0], 1);
		kl_stii(f, a[0], KL_LP, hi);
		kl_call_argi(f, KL_L, 100);
		kl_call_argi(f, KL_L, 1);
		kl_reg r = kl_call(f, KL_L, (const void *)sub2); /* 99 */
		kl_reg s;
		kl_getreg(f, &s, KL_L, KL_VAR);
		kl_movl(f, s, r);
		kl_ldli(f, r, KL_LP, lo);
		kl_addl(f, s, s, r);
		kl_ldli(f, r, KL_LP, big + (int)sizes[k] - 8);
		kl_addl(f, s, s, r);
		kl_ldii(f, r, KL_LP, hi);
		kl_cvi2l(f, r, r);
		kl_addl(f, s, s, r);
		kl_retl(f, s);
		long (*fn)(long) = (long (*)(long))end(f);
		if (fn) {
			long got = fn(1000);
			CHECK(got == 99 + 1000 + 1000 + 1001, "frame of %zu: got %ld want %d", sizes[k], got, 3100);
			kl_code_free((void *)fn);
		}
		kl_func_delete(f);
	}
}

/* forward and backward branches beyond b.cond's 1 MiB, and cbz/cbnz */
static void test_far_branches(void)
{
	for (int dist = 0; dist < 2; dist++) {
		int pad = dist ? 300000 : 10; /* nops: 1.2 MiB or 40 bytes */
		kl_func *f = kl_func_new();
		kl_reg a[1];
		kl_func_begin(f, "%l", a, KL_LEAF);
		kl_label fwd = kl_label_new(f), fwdz = kl_label_new(f), back = kl_label_new(f), out = kl_label_new(f),
			 top = kl_label_new(f);
		kl_reg r = KL_T0;
		kl_setl(f, r, 0);
		kl_jv(f, top);
		kl_label_place(f, back); /* reached with r = 1: add 10, go out */
		kl_addli(f, r, r, 10);
		kl_jv(f, out);
		kl_label_place(f, top);
		kl_bgtli(f, a[0], 5, fwd);
		kl_beqli(f, a[0], 0, fwdz);
		for (int k = 0; k < pad; k++)
			kl_nop(f);
		kl_setl(f, r, 1);
		kl_bnel(f, r, a[0], back); /* far backward conditional */
		kl_label_place(f, fwd);
		kl_addli(f, r, r, 100);
		kl_label_place(f, fwdz);
		kl_addli(f, r, r, 1000);
		kl_label_place(f, out);
		kl_retl(f, r);
		long (*fn)(long) = (long (*)(long))end(f);
		if (fn) {
			long g6 = fn(6), g0 = fn(0), g1 = fn(1), g2 = fn(2);
			CHECK(g6 == 1100, "far %d: fn(6) = %ld want 1100", dist, g6);
			CHECK(g0 == 1000, "far %d: fn(0) = %ld want 1000", dist, g0);
			CHECK(g1 == 1101, "far %d: fn(1) = %ld want 1101", dist, g1);
			CHECK(g2 == 11, "far %d: fn(2) = %ld want 11", dist, g2);
			kl_code_free((void *)fn);
		}
		kl_func_delete(f);
	}
}

/* jal to a label and back through the link register; a jump table through data labels */
static void test_jal_dlabel(void)
{
	kl_func *f = kl_func_new();
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_label sub = kl_label_new(f), l0 = kl_label_new(f), l1 = kl_label_new(f), done = kl_label_new(f);
	static void *table[2];
	kl_dlabel(f, &table[0], l0);
	kl_dlabel(f, &table[1], l1);
	kl_reg link = KL_T1, r = KL_T0, p = KL_T2;
	kl_setl(f, r, 5);
	kl_jalv(f, link, sub); /* r = 5 * 3 */
	kl_jalv(f, link, sub); /* r = 45 */
	kl_setp(f, p, table);
	kl_lshli(f, a[0], a[0], 3);
	kl_ldp(f, p, p, a[0]);
	kl_jp(f, p);
	kl_label_place(f, l0);
	kl_addli(f, r, r, 1);
	kl_jv(f, done);
	kl_label_place(f, l1);
	kl_addli(f, r, r, 2);
	kl_jv(f, done);
	kl_label_place(f, sub);
	kl_mulli(f, r, r, 3);
	kl_jp(f, link);
	kl_label_place(f, done);
	kl_retl(f, r);
	long (*fn)(long) = (long (*)(long))end(f);
	if (fn) {
		CHECK(fn(0) == 46, "jal/dlabel fn(0) = %ld want 46", fn(0));
		CHECK(fn(1) == 47, "jal/dlabel fn(1) = %ld want 47", fn(1));
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

/* constants of every shape, immediates in adds/compares, offsets beyond any encoding */
static const uint64_t consts[] = {
	0, 1, 0xFFFF, 0x10000, 0xFFFF0000, 0x12345678, 0xFFFFFFFF, 0x100000000ull, 0x5555555555555555ull,
	0xFFFFFFFFFFFF1234ull, 0x1234FFFFFFFFFFFFull, 0x8000000000000000ull, 0x7FFFFFFFFFFFFFFFull,
	0x123456789ABCDEF0ull, 0x00FF00FF00FF1234ull, 0xFFFFFFFF00000000ull, 0x0000FFFF0000FFFFull,
	0xAAAAAAAA1234AAAAull, 0xFEDCBA9876543210ull, 0xFFFFFFFFFFFFFFFFull, 0xFFF000ull, 0xFFFFFFull};
static void test_constants(void)
{
	kl_func *f = kl_func_new();
	int n = (int)(sizeof consts / sizeof consts[0]);
	for (int k = 0; k < n; k++)
		for (int w = 0; w < 2; w++) {
			kl_reg a[1];
			kl_func_begin(f, "%l", a, KL_LEAF);
			kl_label yes = kl_label_new(f);
			kl_reg r = KL_T0;
			if (w) {
				kl_setul(f, r, consts[k]);
				kl_addli(f, a[0], a[0], (int64_t)consts[k]);
				kl_subl(f, a[0], a[0], r); /* a unchanged */
				kl_beqli(f, r, (int64_t)consts[k], yes);
				kl_setl(f, a[0], -1);
				kl_label_place(f, yes);
				kl_xorl(f, r, r, a[0]);
				kl_retul(f, r);
			} else {
				kl_setu(f, r, (uint32_t)consts[k]);
				kl_addui(f, a[0], a[0], (uint32_t)consts[k]);
				kl_subu(f, a[0], a[0], r);
				kl_bequi(f, r, (uint32_t)consts[k], yes);
				kl_setu(f, a[0], 0xDEAD);
				kl_label_place(f, yes);
				kl_xoru(f, r, r, a[0]);
				kl_retu(f, r);
			}
			uint64_t (*fn)(uint64_t) = (uint64_t (*)(uint64_t))end(f);
			if (fn) {
				uint64_t want = w ? consts[k] ^ 77 : (uint32_t)(consts[k] ^ 77);
				uint64_t got = fn(77);
				if (!w)
					got = (uint32_t)got;
				CHECK(got == want, "constant %s %#" PRIx64 ": got %#" PRIx64, w ? "l" : "u", consts[k], got);
				kl_code_free((void *)fn);
			}
		}
	/* memory beyond every offset encoding: base - off + off */
	static uint64_t cell[4];
	static const int64_t offs[] = {0, 8, 255, -256, -8, 4095 * 8, 32760, 32768, 1 << 20, -(1 << 20), 0x100000000ll,
				       -0x100000000ll};
	for (int k = 0; k < (int)(sizeof offs / sizeof offs[0]); k++) {
		kl_reg a[1];
		kl_func_begin(f, "%l", a, KL_LEAF);
		kl_reg b = KL_T0, v = KL_T1;
		kl_setp(f, b, (const char *)cell - offs[k]);
		kl_stli(f, a[0], b, offs[k]);
		kl_ldii(f, v, b, offs[k]);
		kl_stsi(f, v, b, offs[k] + 8);
		kl_ldusi(f, v, b, offs[k] + 8);
		kl_cvi2l(f, v, v);
		kl_retl(f, v);
		long (*fn)(long) = (long (*)(long))end(f);
		if (fn) {
			long got = fn(0x12349876);
			CHECK(got == 0x9876 && cell[0] == 0x12349876, "offset %lld: got %#lx", (long long)offs[k], got);
			kl_code_free((void *)fn);
		}
	}
	kl_func_delete(f);
}

/* extensions with native lowerings, against C on boundary values */
static const uint64_t xv[] = {0, 1, 2, 3, 0x7F, 0x80, 0xFF, 0x1234, 0x8000, 0xFFFF, 0x12345678, 0x7FFFFFFF, 0x80000000,
			      0xFFFFFFFF, 0x100000000ull, 0x123456789ABCDEF0ull, 0x8000000000000000ull,
			      0x7FFFFFFFFFFFFFFFull, 0xFFFFFFFFFFFFFFFFull, 0xF0F0F0F00F0F0F0Full, 31, 32, 33, 63, 64, 65};
#define NXV ((int)(sizeof xv / sizeof xv[0]))
static uint32_t rotl32(uint32_t a, unsigned n) { n &= 31; return n ? a << n | a >> (32 - n) : a; }
static uint64_t rotl64(uint64_t a, unsigned n) { n &= 63; return n ? a << n | a >> (64 - n) : a; }

enum { X_ROTL, X_ROTR, X_ROTLI, X_ROTRI, X_MULH, X_BSWAP, X_CLZ, X_CTZ, X_POPC, X_SEL, X_ADDC, X_SUBC, X_N };
static const char *xname[] = {"rotl", "rotr", "rotli", "rotri", "mulh", "bswap", "clz", "ctz", "popc", "sel", "addc", "subc"};

/* reference: the result for type t (5 i, 6 u, 7 l, 8 ul; 4 us for bswap), and the carry out */
static uint64_t xref(int op, int t, uint64_t a, uint64_t b, uint64_t c, uint64_t *cout)
{
	int w = t == KL_L || t == KL_UL;
	uint32_t a32 = (uint32_t)a, b32 = (uint32_t)b;
	switch (op) {
	case X_ROTL: return w ? rotl64(a, (unsigned)b) : rotl32(a32, (unsigned)b);
	case X_ROTR: return w ? rotl64(a, 64 - ((unsigned)b & 63)) : rotl32(a32, 32 - ((unsigned)b & 31));
	case X_ROTLI: return w ? rotl64(a, 13) : rotl32(a32, 13);
	case X_ROTRI: return w ? rotl64(a, 64 - 13) : rotl32(a32, 32 - 13);
	case X_MULH:
		switch (t) {
		case KL_I: return (uint32_t)(((int64_t)(int32_t)a32 * (int32_t)b32) >> 32);
		case KL_U: return (uint32_t)(((uint64_t)a32 * b32) >> 32);
		case KL_L: return (uint64_t)(((__int128)(int64_t)a * (int64_t)b) >> 64);
		default: return (uint64_t)(((unsigned __int128)a * b) >> 64);
		}
	case X_BSWAP:
		if (t == KL_US) return (uint16_t)((a & 0xFF) << 8 | (a >> 8 & 0xFF));
		return w ? __builtin_bswap64(a) : __builtin_bswap32(a32);
	case X_CLZ: return w ? (a ? (uint64_t)__builtin_clzll(a) : 64) : (a32 ? (uint64_t)__builtin_clz(a32) : 32);
	case X_CTZ: return w ? (a ? (uint64_t)__builtin_ctzll(a) : 64) : (a32 ? (uint64_t)__builtin_ctz(a32) : 32);
	case X_POPC: return w ? (uint64_t)__builtin_popcountll(a) : (uint64_t)__builtin_popcount(a32);
	case X_SEL: return (w ? c != 0 : (uint32_t)c != 0) ? a : b;
	case X_ADDC:
		if (w) { unsigned __int128 s = (unsigned __int128)a + b + c; *cout = (uint64_t)(s >> 64); return (uint64_t)s; }
		else { uint64_t s = (uint64_t)a32 + b32 + c; *cout = s >> 32; return (uint32_t)s; }
	case X_SUBC:
		if (w) { *cout = a < b || (a == b && c); return a - b - c; }
		else { *cout = a32 < b32 || (a32 == b32 && c); return (uint32_t)(a32 - b32 - (uint32_t)c); }
	}
	return 0;
}

static void xemit(kl_func *f, int op, int t, kl_reg d, kl_reg c, kl_reg a, kl_reg b)
{
#define T4(name, ...)                                                                              \
	switch (t) {                                                                               \
	case KL_I: kl_##name##i(f, __VA_ARGS__); break;                                            \
	case KL_U: kl_##name##u(f, __VA_ARGS__); break;                                            \
	case KL_L: kl_##name##l(f, __VA_ARGS__); break;                                            \
	default: kl_##name##ul(f, __VA_ARGS__); break;                                             \
	}
#define T2(name, ...)                                                                              \
	switch (t) {                                                                               \
	case KL_U: kl_##name##u(f, __VA_ARGS__); break;                                            \
	default: kl_##name##ul(f, __VA_ARGS__); break;                                             \
	}
	switch (op) {
	case X_ROTL: T4(rotl, d, a, b) break;
	case X_ROTR: T4(rotr, d, a, b) break;
	case X_ROTLI:
		switch (t) {
		case KL_I: kl_rotlii(f, d, a, 13); break;
		case KL_U: kl_rotlui(f, d, a, 13); break;
		case KL_L: kl_rotlli(f, d, a, 13); break;
		default: kl_rotluli(f, d, a, 13); break;
		}
		break;
	case X_ROTRI:
		switch (t) {
		case KL_I: kl_rotrii(f, d, a, 13); break;
		case KL_U: kl_rotrui(f, d, a, 13); break;
		case KL_L: kl_rotrli(f, d, a, 13); break;
		default: kl_rotruli(f, d, a, 13); break;
		}
		break;
	case X_MULH: T4(mulh, d, a, b) break;
	case X_BSWAP:
		if (t == KL_US) kl_bswapus(f, d, a);
		else if (t == KL_U) kl_bswapu(f, d, a);
		else kl_bswapul(f, d, a);
		break;
	case X_CLZ: T2(clz, d, a) break;
	case X_CTZ: T2(ctz, d, a) break;
	case X_POPC: T2(popc, d, a) break;
	case X_SEL: T4(sel, d, c, a, b) break;
	case X_ADDC: T2(addc, d, c, a, b) break;
	case X_SUBC: T2(subc, d, c, a, b) break;
	}
#undef T4
#undef T2
}

static void test_extensions(void)
{
	kl_func *f = kl_func_new();
	static const int t4[] = {KL_I, KL_U, KL_L, KL_UL}, t2[] = {KL_U, KL_UL}, tb[] = {KL_US, KL_U, KL_UL};
	for (int op = 0; op < X_N; op++) {
		const int *ts = op <= X_MULH || op == X_SEL ? t4 : op == X_BSWAP ? tb : t2;
		int nt = op <= X_MULH || op == X_SEL ? 4 : op == X_BSWAP ? 3 : 2;
		for (int ti = 0; ti < nt; ti++) {
			int t = ts[ti], w = t == KL_L || t == KL_UL;
			/* f(a, b, c, out): *out = carry; returns the result */
			kl_reg p[4];
			kl_func_begin(f, "%ul%ul%ul%p", p, KL_LEAF);
			kl_reg d = KL_T0;
			xemit(f, op, t, d, p[2], p[0], p[1]);
			kl_stli(f, p[2], p[3], 0);
			if (w || t == KL_US)
				kl_retul(f, d);
			else
				kl_retu(f, d);
			uint64_t (*fn)(uint64_t, uint64_t, uint64_t, uint64_t *) =
				(uint64_t (*)(uint64_t, uint64_t, uint64_t, uint64_t *))end(f);
			if (!fn)
				continue;
			for (int i = 0; i < NXV; i++)
				for (int j = 0; j < NXV; j++)
					for (uint64_t c = 0; c < 2; c++) {
						uint64_t cout = c, got_c;
						uint64_t want = xref(op, t, xv[i], xv[j], c, &cout);
						uint64_t got = fn(xv[i], xv[j], c, &got_c);
						if (!w)
							got = (uint32_t)got, want = (uint32_t)want;
						if (op != X_ADDC && op != X_SUBC)
							got_c = cout;
						else if (!w)
							got_c = (uint32_t)got_c;
						CHECK(got == want && got_c == cout,
						      "%s%s(%#" PRIx64 ", %#" PRIx64 ", %" PRIu64 ") = %#" PRIx64 " carry %" PRIu64
						      ", want %#" PRIx64 " carry %" PRIu64,
						      xname[op], t == KL_US ? "us" : t == KL_I ? "i" : t == KL_U ? "u" : t == KL_L ? "l" : "ul",
						      xv[i], xv[j], c, got, got_c, want, cout);
					}
			kl_code_free((void *)fn);
		}
	}
	kl_func_delete(f);
}

/* jalpi and jpi to another generated function (b within reach), then calls and a jump to a
 * callee 8 GiB away, beyond b/bl's 128 MiB: through veneers */
static void test_absolute(void)
{
	kl_func *f = kl_func_new();
	/* sub: T0 += 7, back through T1 */
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_addli(f, KL_T0, KL_T0, 7);
	kl_jp(f, KL_T1);
	void *sub = end(f);
	/* tail: returns T0 + 5 to whoever called the function that jumped here */
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_addli(f, KL_T0, KL_T0, 5);
	kl_retl(f, KL_T0);
	void *tail = end(f);
	if (!sub || !tail)
		return;
	kl_reg a[2];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_movl(f, KL_T0, a[0]);
	kl_jalpi(f, KL_T1, sub);
	kl_jalpi(f, KL_T1, sub);
	kl_jpi(f, tail);
	long (*fn)(long) = (long (*)(long))end(f);
	if (fn) {
		CHECK(fn(1) == 20, "jalpi/jpi: got %ld want 20", fn(1));
		kl_code_free((void *)fn);
	}
	/* calls and jumps to a callee mapped 8 GiB away (sub x0, x0, x1; ret): through veneers */
	uint8_t *far = mmap((void *)(((uintptr_t)sub + (8ull << 30)) & ~(uintptr_t)0xFFFF), 4096,
			    PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	int64_t dist = (int64_t)((uintptr_t)far - (uintptr_t)sub);
	if (far != MAP_FAILED && (dist > (128ll << 20) || dist < -(128ll << 20))) {
		static const uint32_t code[2] = {0xCB010000u, 0xD65F03C0u};
		memcpy(far, code, sizeof code);
		mprotect(far, 4096, PROT_READ | PROT_EXEC);
		__builtin___clear_cache((char *)far, (char *)far + 8);
		kl_func_begin(f, "%l%l", a, KL_NONLEAF);
		kl_call_arg(f, KL_L, a[0]);
		kl_call_arg(f, KL_L, a[1]);
		kl_reg r = kl_call(f, KL_L, far);
		kl_reg v;
		kl_getreg(f, &v, KL_L, KL_VAR);
		kl_movl(f, v, r);
		kl_call_arg(f, KL_L, v);
		kl_call_argi(f, KL_L, 1);
		r = kl_call(f, KL_L, far);
		kl_retl(f, r);
		long (*g)(long, long) = (long (*)(long, long))end(f);
		if (g) {
			CHECK(g(9, 4) == 4, "far call: got %ld want 4", g(9, 4));
			kl_code_free((void *)g);
		}
		kl_func_begin(f, "%l%l", a, KL_LEAF); /* a tail jump, and jal to it */
		kl_jpi(f, far);
		g = (long (*)(long, long))end(f);
		if (g) {
			CHECK(g(50, 8) == 42, "far jpi: got %ld want 42", g(50, 8));
			kl_code_free((void *)g);
		}
	} else {
		printf("(no mapping 8 GiB away: far-call veneers not tested)\n");
	}
	if (far != MAP_FAILED)
		munmap(far, 4096);
	kl_code_free(sub);
	kl_code_free(tail);
	kl_func_delete(f);
}

/* KL_SAVE_ALL keeps every register but x0 */
static void test_save_all(void)
{
	kl_func *f = kl_func_new();
	kl_func_begin(f, "", NULL, KL_SAVE_ALL | KL_LEAF);
	for (kl_reg r = 1; r <= 28; r++)
		if (r < 16 || r > 18)
			kl_setl(f, r, -1);
	kl_retli(f, 7);
	long (*fn)(void) = (long (*)(void))end(f);
	if (fn) {
		CHECK(fn() == 7, "save_all");
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

/* a 20 MB frame needs more than the main thread's 8 MiB stack */
static void *frames_thread(void *arg)
{
	(void)arg;
	test_frames();
	return NULL;
}

int main(void)
{
	test_calls();
	test_params();
	pthread_attr_t at;
	pthread_t th;
	pthread_attr_init(&at);
	pthread_attr_setstacksize(&at, 64u << 20);
	if (pthread_create(&th, &at, frames_thread, NULL) == 0)
		pthread_join(th, NULL);
	else
		CHECK(0, "no thread for the frame tests");
	test_far_branches();
	test_jal_dlabel();
	test_constants();
	test_save_all();
	test_absolute();
	test_extensions();
	printf("runtime: %d checks, %d failed\n", checks, fails);
	return fails != 0;
}
