/* fruntime.c -- AArch64 floating point, run under qemu: the prologue's saves of v8-v15 (and of
 * everything under KL_SAVE_ALL) seen from an assembly harness, constants (every fmov immediate,
 * their neighbours from the pool, a pool beyond 1 MiB), float arguments in registers and on
 * the stack both ways, argument-register cycles, variadic callees and float results. */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <kiln.h>

static int fails, checks;
#define CHECK(cond, ...)                                                                          \
	do {                                                                                       \
		checks++;                                                                          \
		if (!(cond)) {                                                                     \
			fails++;                                                                   \
			printf("FAIL %s:%d: ", __FILE__, __LINE__);                                \
			printf(__VA_ARGS__);                                                       \
			printf("\n");                                                              \
		}                                                                                  \
	} while (0)

static void *end(kl_func *f)
{
	void *p = kl_func_end(f, NULL);
	if (!p)
		printf("kl_func_end: %s\n", kl_errmsg(f));
	return p;
}
static uint64_t dbits(double v)
{
	uint64_t b;
	memcpy(&b, &v, 8);
	return b;
}
static uint32_t fbits(float v)
{
	uint32_t b;
	memcpy(&b, &v, 4);
	return b;
}

/* ---- the harness: v1..v31 hold in[1..31] (low 64 bits) when fn is called; out[] receives
 * what they hold after it returns.  The pointers live in callee-saved x19.. (x0-x18 and x30
 * are clobbered), and the compiler saves its own v8-v15 around the block. */
static void call_with_fregs(void (*fn)(void), const uint64_t *in, uint64_t *out)
{
	__asm__ volatile("ldp d1, d2, [%[i], #8]\n\t"
			 "ldp d3, d4, [%[i], #24]\n\t"
			 "ldp d5, d6, [%[i], #40]\n\t"
			 "ldp d7, d8, [%[i], #56]\n\t"
			 "ldp d9, d10, [%[i], #72]\n\t"
			 "ldp d11, d12, [%[i], #88]\n\t"
			 "ldp d13, d14, [%[i], #104]\n\t"
			 "ldp d15, d16, [%[i], #120]\n\t"
			 "ldp d17, d18, [%[i], #136]\n\t"
			 "ldp d19, d20, [%[i], #152]\n\t"
			 "ldp d21, d22, [%[i], #168]\n\t"
			 "ldp d23, d24, [%[i], #184]\n\t"
			 "ldp d25, d26, [%[i], #200]\n\t"
			 "ldp d27, d28, [%[i], #216]\n\t"
			 "ldp d29, d30, [%[i], #232]\n\t"
			 "ldr d31, [%[i], #248]\n\t"
			 "blr %[fn]\n\t"
			 "stp d1, d2, [%[o], #8]\n\t"
			 "stp d3, d4, [%[o], #24]\n\t"
			 "stp d5, d6, [%[o], #40]\n\t"
			 "stp d7, d8, [%[o], #56]\n\t"
			 "stp d9, d10, [%[o], #72]\n\t"
			 "stp d11, d12, [%[o], #88]\n\t"
			 "stp d13, d14, [%[o], #104]\n\t"
			 "stp d15, d16, [%[o], #120]\n\t"
			 "stp d17, d18, [%[o], #136]\n\t"
			 "stp d19, d20, [%[o], #152]\n\t"
			 "stp d21, d22, [%[o], #168]\n\t"
			 "stp d23, d24, [%[o], #184]\n\t"
			 "stp d25, d26, [%[o], #200]\n\t"
			 "stp d27, d28, [%[o], #216]\n\t"
			 "stp d29, d30, [%[o], #232]\n\t"
			 "str d31, [%[o], #248]\n\t"
			 :
			 : [fn] "r"(fn), [i] "r"(in), [o] "r"(out)
			 : "x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9", "x10", "x11", "x12", "x13", "x14",
			   "x15", "x16", "x17", "x18", "x30", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9",
			   "v10", "v11", "v12", "v13", "v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22",
			   "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31", "memory", "cc");
}

/* Which of v1..v31 changed across fn (bit k: v<k>). */
static uint32_t changed(void (*fn)(void))
{
	uint64_t in[32], out[32];
	for (int k = 0; k < 32; k++)
		in[k] = 0x0123456789ABCDEFull * (uint64_t)(k + 1) ^ (uint64_t)k << 56;
	memset(out, 0, sizeof out);
	call_with_fregs(fn, in, out);
	uint32_t m = 0;
	for (int k = 1; k < 32; k++)
		m |= (uint32_t)(in[k] != out[k]) << k;
	return m;
}

/* a kiln leaf that writes every float register (callee-saved or not) and saves only v8-v15 */
static void (*clobber_all)(void);

static void test_saves(void)
{
	kl_func *f = kl_func_new();
	kl_reg a[1], x;

	/* a leaf writing every float register: only v8-v15 come back */
	kl_func_begin(f, "", NULL, KL_LEAF);
	for (int k = 0; k < 31; k++) {
		kl_reg_reserve(f, KL_FREG0 + k);
		kl_setd(f, KL_FREG0 + k, 1000.5 + k);
	}
	kl_retv(f);
	clobber_all = (void (*)(void))end(f);
	CHECK(clobber_all && changed(clobber_all) == 0x7FFF00FEu, "leaf writing v0-v30: changed %#x",
	      clobber_all ? changed(clobber_all) : 0);

	/* v8 alone (one str/ldr pre/post-indexed), v8-v15 (pairs, no integer save), and x19 with
	 * v8..v10 (a single integer slot, then the float pairs) */
	for (int shape = 0; shape < 3; shape++) {
		kl_func_begin(f, "%p", a, KL_LEAF);
		int nf = shape == 0 ? 1 : shape == 1 ? 8 : 3;
		if (shape == 2) {
			kl_reg_reserve(f, KL_S0);
			kl_setl(f, KL_S0, 5);
			kl_stli(f, KL_S0, a[0], 16);
		}
		for (int k = 0; k < nf; k++) {
			kl_reg_reserve(f, KL_FS0 + k);
			kl_setd(f, KL_FS0 + k, 0.25 + k);
		}
		for (int k = 1; k < nf; k++)
			kl_addd(f, KL_FS0, KL_FS0, KL_FS0 + k);
		kl_stdi(f, KL_FS0, a[0], 8);
		kl_retv(f);
		void (*fn)(double *) = (void (*)(double *))end(f);
		static double mem[3];
		memset(mem, 0, sizeof mem);
		if (fn) {
			fn(mem);
			double want = 0;
			for (int k = 0; k < nf; k++)
				want += 0.25 + k;
			CHECK(mem[1] == want && (shape != 2 || ((long *)mem)[2] == 5), "shape %d: %g", shape, mem[1]);
			/* run it from the harness with its argument pointing at mem */
			kl_func_begin(f, "", NULL, KL_NONLEAF);
			kl_getreg(f, &x, KL_P, KL_TEMP);
			kl_setp(f, x, mem);
			kl_call_arg(f, KL_P, x);
			kl_call(f, KL_V, (const void *)fn);
			kl_retv(f);
			void (*wrap)(void) = (void (*)(void))end(f);
			CHECK(wrap && changed(wrap) == 0, "shape %d: v8-v15 not kept", shape);
			kl_code_free((void *)wrap);
			kl_code_free((void *)fn);
		}
	}

	/* KL_SAVE_ALL: a leaf writing v0-v30 keeps v1-v31; a caller of clobber_all does too */
	for (int leaf = 0; leaf < 2; leaf++) {
		kl_func_begin(f, "", NULL, KL_SAVE_ALL | (leaf ? KL_LEAF : KL_NONLEAF));
		if (leaf)
			for (int k = 0; k < 31; k++) {
				kl_reg_reserve(f, KL_FREG0 + k);
				kl_setd(f, KL_FREG0 + k, -3.5 * k);
			}
		else
			kl_call(f, KL_V, (const void *)clobber_all);
		kl_retv(f);
		void (*fn)(void) = (void (*)(void))end(f);
		CHECK(fn && changed(fn) == 0, "save_all %s: changed %#x", leaf ? "leaf" : "caller", fn ? changed(fn) : 0);
		kl_code_free((void *)fn);
	}

	/* float variables keep their values across calls to code that clobbers everything (the
	 * argument takes the first of the eight) */
	kl_func_begin(f, "%d", a, KL_NONLEAF);
	kl_reg v[7];
	CHECK(a[0] == KL_FS0, "a non-leaf's float argument moves to a variable");
	for (int k = 0; k < 7; k++) {
		kl_getreg(f, &v[k], KL_D, KL_VAR);
		kl_setd(f, v[k], 7.0 * k + 0.5);
	}
	kl_call(f, KL_V, (const void *)clobber_all);
	for (int k = 0; k < 7; k++)
		kl_addd(f, a[0], a[0], v[k]);
	kl_call(f, KL_V, (const void *)clobber_all);
	kl_retd(f, a[0]);
	double (*keep)(double) = (double (*)(double))end(f);
	CHECK(keep && keep(1.0) == 1.0 + 7 * 21 + 3.5, "variables across calls: %g", keep ? keep(1.0) : 0);
	kl_code_free((void *)keep);
	kl_func_delete(f);
}

/* ---- constants -------------------------------------------------------------------------------- */
static void test_constants(void)
{
	kl_func *f = kl_func_new();
	/* every fmov immediate (±n/16 * 2^e, n = 16..31, e = -3..4), and the next values up and down */
	int n = 0;
	for (int s = 0; s < 2; s++)
		for (int e = -3; e <= 4; e++)
			for (int m = 16; m < 32; m++) {
				double v = ldexp(m / 16.0, e) * (s ? -1 : 1);
				double vs[3] = {v, nextafter(v, 0), nextafter(v, INFINITY)};
				for (int j = 0; j < 3; j++) {
					kl_func_begin(f, "", NULL, KL_LEAF);
					kl_setd(f, KL_FT0, vs[j]);
					kl_retd(f, KL_FT0);
					double (*d)(void) = (double (*)(void))end(f);
					kl_func_begin(f, "", NULL, KL_LEAF);
					kl_setf(f, KL_FT1, (float)vs[j]);
					kl_retf(f, KL_FT1);
					float (*s1)(void) = (float (*)(void))end(f);
					CHECK(d && dbits(d()) == dbits(vs[j]), "setd %a", vs[j]);
					CHECK(s1 && fbits(s1()) == fbits((float)vs[j]), "setf %a", (double)(float)vs[j]);
					kl_code_free((void *)d);
					kl_code_free((void *)s1);
					n++;
				}
			}
	/* zeros, infinities, NaN payloads, subnormals, and 300 constants in one pool */
	static const uint64_t special[] = {0, 0x8000000000000000ull, 0x7FF0000000000000ull, 0xFFF0000000000000ull,
					   0x7FF8000000000001ull, 0x7FF4000000000000ull, 1, 0x000FFFFFFFFFFFFFull};
	for (size_t k = 0; k < sizeof special / sizeof special[0]; k++) {
		double v;
		memcpy(&v, &special[k], 8);
		kl_func_begin(f, "", NULL, KL_LEAF);
		kl_setd(f, KL_FT0, v);
		kl_retd(f, KL_FT0);
		double (*d)(void) = (double (*)(void))end(f);
		CHECK(d && dbits(d()) == special[k], "setd bits %#llx", (unsigned long long)special[k]);
		kl_code_free((void *)d);
	}
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_setd(f, KL_FT0, 0.0);
	double want = 0;
	for (int k = 0; k < 300; k++) {
		double v = 1.0 / (k + 3);
		want += v;
		kl_setd(f, KL_FT1, v);
		kl_addd(f, KL_FT0, KL_FT0, KL_FT1);
	}
	kl_retd(f, KL_FT0);
	double (*many)(void) = (double (*)(void))end(f);
	CHECK(many && many() == want, "300 constants: %a, want %a", many ? many() : 0, want);
	kl_code_free((void *)many);

	/* a pool beyond ldr literal's 1 MiB: the first loads become adrp + ldr, the last stay near */
	for (int t = KL_F; t <= KL_D; t++) {
		kl_func_begin(f, "", NULL, KL_LEAF);
		if (t == KL_D) {
			kl_setd(f, KL_FT0, 0.1);
			for (int k = 0; k < 300000; k++)
				kl_nop(f);
			kl_setd(f, KL_FT1, 1.0 / 3);
			kl_addd(f, KL_FT0, KL_FT0, KL_FT1);
			kl_retd(f, KL_FT0);
		} else {
			kl_setf(f, KL_FT0, 0.1f);
			for (int k = 0; k < 300000; k++)
				kl_nop(f);
			kl_setf(f, KL_FT1, 1.0f / 3);
			kl_addf(f, KL_FT0, KL_FT0, KL_FT1);
			kl_retf(f, KL_FT0);
		}
		void *fn = end(f);
		if (t == KL_D)
			CHECK(fn && ((double (*)(void))fn)() == 0.1 + 1.0 / 3, "far pool (double)");
		else
			CHECK(fn && ((float (*)(void))fn)() == 0.1f + 1.0f / 3, "far pool (float)");
		kl_code_free(fn);
	}
	kl_func_delete(f);
	(void)n;
}

/* ---- arguments and calls ---------------------------------------------------------------------- */
/* 22 arguments: 12 floats (four on the stack) among 10 integers (two on the stack) */
static double many_args(double a, int b, float c, long d, double e, double f, int g, float h, double i, long j,
			double k, double l, int m, double n, long o, float p, int q, double r, long s, float t,
			int u, double v)
{
	return a + 2.0 * b + 3 * c + 4.0 * d + 5 * e + 6 * f + 7.0 * g + 8 * h + 9 * i + 10.0 * j + 11 * k + 12 * l +
	       13.0 * m + 14 * n + 15.0 * o + 16 * p + 17.0 * q + 18 * r + 19.0 * s + 20 * t + 21.0 * u + 22 * v;
}
static const char many_fmt[] = "%d%i%f%l%d%d%i%f%d%l%d%d%i%d%l%f%i%d%l%f%i%d";
static const int many_types[22] = {KL_D, KL_I, KL_F, KL_L, KL_D, KL_D, KL_I, KL_F, KL_D, KL_L, KL_D,
				   KL_D, KL_I, KL_D, KL_L, KL_F, KL_I, KL_D, KL_L, KL_F, KL_I, KL_D};
typedef double (*many_fn)(double, int, float, long, double, double, int, float, double, long, double, double, int,
			  double, long, float, int, double, long, float, int, double);
#define MANY_VALUES 1.5, -2, 0.25f, 1L << 33, -5.5, 6.125, 7, -8.5f, 9.75, -10L, 11.5, 12.25, -13, 14.5, 15L, 16.5f, \
		    17, -18.25, 19L, 0.125f, -21, 22.5

static double sumd(int n, ...)
{
	va_list ap;
	va_start(ap, n);
	double s = 0;
	for (int k = 0; k < n; k++)
		s = s * 2 + va_arg(ap, double);
	va_end(ap);
	return s;
}
static float sub_f(float a, float b) { return a - b; }

static void test_calls(void)
{
	kl_func *f = kl_func_new();
	kl_reg a[22];
	double want = many_args(MANY_VALUES);
	/* parameters: a leaf (arguments stay where they arrive) and a non-leaf (they move to
	 * variables while they last) compute the same sum */
	for (int leaf = 0; leaf < 2; leaf++) {
		kl_func_begin(f, many_fmt, a, leaf ? KL_LEAF : KL_NONLEAF);
		kl_reg acc, tmp;
		kl_getreg(f, &acc, KL_D, KL_TEMP);
		kl_getreg(f, &tmp, KL_D, KL_TEMP);
		kl_setd(f, acc, 0.0);
		for (int k = 0; k < 22; k++) {
			if (many_types[k] == KL_D)
				kl_movd(f, tmp, a[k]);
			else if (many_types[k] == KL_F)
				kl_cvf2d(f, tmp, a[k]);
			else if (many_types[k] == KL_I)
				kl_cvi2d(f, tmp, a[k]);
			else
				kl_cvl2d(f, tmp, a[k]);
			kl_reg w;
			kl_getreg(f, &w, KL_D, KL_TEMP);
			kl_setd(f, w, k + 1.0);
			kl_muld(f, tmp, tmp, w);
			kl_putreg(f, w, KL_D);
			kl_addd(f, acc, acc, tmp);
		}
		kl_retd(f, acc);
		many_fn fn = (many_fn)end(f);
		double got = fn ? fn(MANY_VALUES) : 0;
		CHECK(got == want, "22 parameters (%s): %a, want %a", leaf ? "leaf" : "non-leaf", got, want);
		kl_code_free((void *)fn);
	}
	/* forwarding all 22 to a C function, reversed float order through the registers */
	kl_func_begin(f, many_fmt, a, KL_NONLEAF);
	for (int k = 0; k < 22; k++)
		kl_call_arg(f, many_types[k], a[k]);
	kl_reg r = kl_call(f, KL_D, (const void *)many_args);
	kl_retd(f, r);
	many_fn fwd = (many_fn)end(f);
	CHECK(fwd && fwd(MANY_VALUES) == want, "22 arguments forwarded");
	kl_code_free((void *)fwd);

	/* a cycle among the float argument registers: sub_f(v1, v0) with the values in v0, v1 */
	kl_func_begin(f, "", NULL, KL_NONLEAF);
	kl_reg_reserve(f, KL_FT22); /* v0 */
	kl_reg_reserve(f, KL_FT21); /* v1 */
	kl_setf(f, KL_FT22, 10.0f);
	kl_setf(f, KL_FT21, 2.5f);
	kl_call_arg(f, KL_F, KL_FT21);
	kl_call_arg(f, KL_F, KL_FT22);
	r = kl_call(f, KL_F, (const void *)sub_f);
	kl_retf(f, r);
	float (*cyc)(void) = (float (*)(void))end(f);
	CHECK(cyc && cyc() == -7.5f, "float argument cycle: %g", cyc ? (double)cyc() : 0);
	kl_code_free((void *)cyc);

	/* a variadic callee: 11 doubles, three of them on the stack */
	kl_func_begin(f, "%d", a, KL_NONLEAF);
	kl_call_argi(f, KL_I, 11);
	for (int k = 0; k < 11; k++)
		kl_call_arg(f, KL_D, a[0]);
	r = kl_call(f, KL_D, (const void *)sumd);
	kl_retd(f, r);
	double (*va)(double) = (double (*)(double))end(f);
	CHECK(va && va(1.0) == 2047.0, "variadic: %g", va ? va(1.0) : 0);
	kl_code_free((void *)va);
	kl_func_delete(f);
}

int main(void)
{
	test_saves();
	test_constants();
	test_calls();
	printf("float runtime: %d checks, %d failed\n", checks, fails);
	return fails != 0;
}
