/* float.c -- floating point against C computed by the host compiler: every operation on edge
 * values (±0, subnormals, ±inf, NaN, the limits), conversions with C's rules, ordered compares,
 * loads and stores, constants, calls with float arguments in registers and on the stack, float
 * variables kept across calls, and the float extensions sqrt, abs, min and max (natively,
 * through their default lowerings and in the interpreter).  Only where the target has floating
 * point. */
#include <criterion/criterion.h>
#include <dlfcn.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include <kiln.h>
#include <kiln/insn.h>

#ifdef KL_HAVE_FLOAT

static const double dedge[] = {0.0, -0.0, 1.0, -1.5, 0.1, 3.0, DBL_MIN, -DBL_MIN, 4.9e-324, DBL_MAX, -DBL_MAX,
			       1e300, 123456789.125, INFINITY, -INFINITY, NAN, 9007199254740993.0, 1.0 / 3.0};
#define ND (int)(sizeof dedge / sizeof dedge[0])

static int same_d(double a, double b) { return (isnan(a) && isnan(b)) || memcmp(&a, &b, 8) == 0; }
static int same_f(float a, float b) { return (isnan(a) && isnan(b)) || memcmp(&a, &b, 4) == 0; }

typedef double (*dd_d)(double, double);
typedef float (*ff_f)(float, float);

static void *make_bin(kl_func *f, int t, int op)
{
	kl_reg a[2], r;
	kl_func_begin(f, t == KL_D ? "%d%d" : "%f%f", a, KL_LEAF);
	kl_getreg(f, &r, t, KL_TEMP);
	if (t == KL_D) {
		if (op == 0) kl_addd(f, r, a[0], a[1]);
		if (op == 1) kl_subd(f, r, a[0], a[1]);
		if (op == 2) kl_muld(f, r, a[0], a[1]);
		if (op == 3) kl_divd(f, r, a[0], a[1]);
		if (op == 4) kl_subd(f, a[1], a[0], a[1]), kl_movd(f, r, a[1]); /* rd == rs2 */
		if (op == 5) kl_negd(f, r, a[0]);
		kl_retd(f, r);
	} else {
		if (op == 0) kl_addf(f, r, a[0], a[1]);
		if (op == 1) kl_subf(f, r, a[0], a[1]);
		if (op == 2) kl_mulf(f, r, a[0], a[1]);
		if (op == 3) kl_divf(f, r, a[0], a[1]);
		if (op == 4) kl_subf(f, a[1], a[0], a[1]), kl_movf(f, r, a[1]);
		if (op == 5) kl_negf(f, r, a[0]);
		kl_retf(f, r);
	}
	void *fn = kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	return fn;
}

Test(float, arithmetic_on_edge_values)
{
	kl_func *f = kl_func_new();
	for (int op = 0; op < 6; op++) {
		dd_d d = (dd_d)make_bin(f, KL_D, op);
		ff_f s = (ff_f)make_bin(f, KL_F, op);
		for (int i = 0; i < ND; i++)
			for (int j = 0; j < ND; j++) {
				double x = dedge[i], y = dedge[j];
				double want = op == 0 ? x + y : op == 1 || op == 4 ? x - y : op == 2 ? x * y : op == 3 ? x / y : -x;
				cr_assert(same_d(d(x, y), want), "op %d (double) %a, %a: %a, want %a", op, x, y, d(x, y), want);
				float fx = (float)x, fy = (float)y;
				float fw = op == 0 ? fx + fy : op == 1 || op == 4 ? fx - fy : op == 2 ? fx * fy : op == 3 ? fx / fy : -fx;
				cr_assert(same_f(s(fx, fy), fw), "op %d (float) %a, %a: %a, want %a", op, (double)fx, (double)fy,
					  (double)s(fx, fy), (double)fw);
			}
		kl_code_free((void *)d);
		kl_code_free((void *)s);
	}
	kl_func_delete(f);
}

Test(float, ordered_compares)
{
	kl_func *f = kl_func_new();
	for (int cond = 0; cond < 6; cond++)
		for (int t = KL_F; t <= KL_D; t++) {
			kl_reg a[2];
			kl_func_begin(f, t == KL_D ? "%d%d" : "%f%f", a, KL_LEAF);
			kl_label yes = kl_label_new(f);
			static void (*const br[2][6])(kl_func *, kl_reg, kl_reg, kl_label) = {
				{kl_bltf, kl_blef, kl_bgtf, kl_bgef, kl_beqf, kl_bnef},
				{kl_bltd, kl_bled, kl_bgtd, kl_bged, kl_beqd, kl_bned}};
			br[t == KL_D][cond](f, a[0], a[1], yes);
			kl_retii(f, 0);
			kl_label_place(f, yes);
			kl_retii(f, 1);
			void *fn = kl_func_end(f, NULL);
			cr_assert_not_null(fn);
			for (int i = 0; i < ND; i++)
				for (int j = 0; j < ND; j++) {
					double x = dedge[i], y = dedge[j];
					if (t == KL_F)
						x = (float)x, y = (float)y;
					int want = cond == 0 ? x < y : cond == 1 ? x <= y : cond == 2 ? x > y : cond == 3 ? x >= y
						 : cond == 4 ? x == y : (x < y || x > y);
					int got = t == KL_D ? ((int (*)(double, double))fn)(x, y)
							    : ((int (*)(float, float))fn)((float)x, (float)y);
					cr_assert_eq(got, want, "cond %d type %d: %a vs %a", cond, t, x, y);
				}
			kl_code_free(fn);
		}
	kl_func_delete(f);
}

Test(float, conversions_follow_c)
{
	static const int64_t ints[] = {0, 1, -1, 7, -123456789, INT32_MAX, INT32_MIN, UINT32_MAX, INT64_MAX, INT64_MIN,
				       (int64_t)9007199254740993ull, (int64_t)0x8000000000000001ull, -2, 16777217};
	kl_func *f = kl_func_new();
	kl_reg a[1], r;
	/* integer to float and double, from each integer type */
	for (size_t k = 0; k < sizeof ints / sizeof ints[0]; k++) {
		int64_t v = ints[k];
		struct { void (*cv)(kl_func *, kl_reg, kl_reg); const char *fmt; int to; double want; } c[] = {
			{kl_cvi2d, "%i", KL_D, (double)(int32_t)v}, {kl_cvu2d, "%u", KL_D, (double)(uint32_t)v},
			{kl_cvl2d, "%l", KL_D, (double)v},          {kl_cvul2d, "%ul", KL_D, (double)(uint64_t)v},
			{kl_cvi2f, "%i", KL_F, (float)(int32_t)v},  {kl_cvu2f, "%u", KL_F, (float)(uint32_t)v},
			{kl_cvl2f, "%l", KL_F, (float)v},           {kl_cvul2f, "%ul", KL_F, (float)(uint64_t)v}};
		for (size_t j = 0; j < sizeof c / sizeof c[0]; j++) {
			kl_func_begin(f, c[j].fmt, a, KL_LEAF);
			kl_getreg(f, &r, c[j].to, KL_TEMP);
			c[j].cv(f, r, a[0]);
			if (c[j].to == KL_D)
				kl_retd(f, r);
			else
				kl_retf(f, r);
			void *fn = kl_func_end(f, NULL);
			cr_assert_not_null(fn);
			double got = c[j].to == KL_D ? ((double (*)(int64_t))fn)(v) : (double)((float (*)(int64_t))fn)(v);
			cr_assert(same_d(got, c[j].want), "conversion %zu of %lld: %a, want %a", j, (long long)v, got, c[j].want);
			kl_code_free(fn);
		}
	}
	/* float to integer (in range: outside it, kiln leaves the result unspecified) */
	static const double vals[] = {0.0, -0.0, 0.9, -0.9, 1.5, -1.5, 2147483647.0, -2147483648.0, 4294967295.0,
				      9223372036854775807.0 / 2, 9223372036854775808.0, 18446744073709549568.0, 1e10, -1e10};
	for (size_t k = 0; k < sizeof vals / sizeof vals[0]; k++) {
		double v = vals[k];
		struct { void (*cv)(kl_func *, kl_reg, kl_reg); int ok; int64_t want; int from; } c[] = {
			{kl_cvd2i, v > -2147483649.0 && v < 2147483648.0, (int32_t)v, KL_D},
			{kl_cvd2u, v > -1.0 && v < 4294967296.0, (int64_t)(uint32_t)v, KL_D},
			{kl_cvd2l, v >= -9223372036854775808.0 && v < 9223372036854775808.0, (int64_t)v, KL_D},
			{kl_cvd2ul, v > -1.0 && v < 18446744073709551616.0, (int64_t)(uint64_t)v, KL_D},
			{kl_cvf2l, (float)v >= -9223372036854775808.0f && (float)v < 9223372036854775808.0f, (int64_t)(float)v, KL_F},
			{kl_cvf2ul, (float)v > -1.0f && (float)v < 18446744073709551616.0f, (int64_t)(uint64_t)(float)v, KL_F}};
		for (size_t j = 0; j < sizeof c / sizeof c[0]; j++) {
			if (!c[j].ok)
				continue;
			kl_func_begin(f, c[j].from == KL_D ? "%d" : "%f", a, KL_LEAF);
			kl_getreg(f, &r, KL_L, KL_TEMP);
			c[j].cv(f, r, a[0]);
			kl_retl(f, r);
			void *fn = kl_func_end(f, NULL);
			cr_assert_not_null(fn);
			int64_t got = c[j].from == KL_D ? ((int64_t (*)(double))fn)(v) : ((int64_t (*)(float))fn)((float)v);
			if (j == 0 || j == 1)
				got = j == 0 ? (int32_t)got : (int64_t)(uint32_t)got;
			cr_assert_eq(got, c[j].want, "conversion %zu of %a: %lld, want %lld", j, v, (long long)got,
				     (long long)c[j].want);
			kl_code_free(fn);
		}
	}
	/* float <-> double */
	kl_func_begin(f, "%d", a, KL_LEAF);
	kl_getreg(f, &r, KL_F, KL_TEMP);
	kl_cvd2f(f, r, a[0]);
	kl_cvf2d(f, a[0], r);
	kl_retd(f, a[0]);
	double (*fd)(double) = (double (*)(double))kl_func_end(f, NULL);
	for (int i = 0; i < ND; i++)
		cr_assert(same_d(fd(dedge[i]), (double)(float)dedge[i]), "%a", dedge[i]);
	kl_code_free((void *)fd);
	kl_func_delete(f);
}

Test(float, constants_loads_and_stores)
{
	kl_func *f = kl_func_new();
	static double dmem[8];
	static float fmem[8];
	for (int i = 0; i < ND; i++) {
		kl_reg a[1], x, y, o;
		kl_func_begin(f, "%p", a, KL_LEAF);
		kl_getreg(f, &x, KL_D, KL_TEMP);
		kl_getreg(f, &y, KL_F, KL_TEMP);
		kl_getreg(f, &o, KL_L, KL_TEMP);
		kl_setd(f, x, dedge[i]);
		kl_setf(f, y, (float)dedge[i]);
		kl_stdi(f, x, a[0], 8);
		kl_setl(f, o, 16);
		kl_std(f, x, a[0], o);
		kl_setp(f, a[0], fmem);
		kl_stfi(f, y, a[0], 4);
		kl_ldfi(f, y, a[0], 4);
		kl_stf(f, y, a[0], o);
		kl_retv(f);
		void (*fn)(double *) = (void (*)(double *))kl_func_end(f, NULL);
		cr_assert_not_null(fn, "%s", kl_errmsg(f));
		fn(dmem);
		cr_assert(same_d(dmem[1], dedge[i]) && same_d(dmem[2], dedge[i]), "%a", dedge[i]);
		cr_assert(same_f(fmem[1], (float)dedge[i]) && same_f(fmem[4], (float)dedge[i]), "%a", dedge[i]);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

static double mixed(double a, int b, double c, long d, float e, double g, double h, double i, double j, double k,
		    double l, int m, double n)
{
	return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * g + 7 * h + 8 * i + 9 * j + 10 * k + 11 * l + 12 * m + 13 * n;
}

Test(float, calls_with_float_arguments_in_registers_and_on_the_stack)
{
	kl_func *f = kl_func_new();
	kl_reg a[13];
	/* a generated function with the same 13 arguments (10 floats: two arrive on the stack)
	 * forwards them to mixed() and keeps a float variable across the call */
	kl_func_begin(f, "%d%i%d%l%f%d%d%d%d%d%d%i%d", a, KL_NONLEAF);
	kl_reg keep = a[0]; /* a non-leaf function keeps its arguments in variables: a[0] must survive */
	static const int types[13] = {KL_D, KL_I, KL_D, KL_L, KL_F, KL_D, KL_D, KL_D, KL_D, KL_D, KL_D, KL_I, KL_D};
	for (int k = 0; k < 13; k++)
		kl_call_arg(f, types[k], a[k]);
	kl_reg r = kl_call(f, KL_D, (const void *)mixed);
	kl_addd(f, r, r, keep);
	kl_retd(f, r);
	double (*fn)(double, int, double, long, float, double, double, double, double, double, double, int, double) =
		(double (*)(double, int, double, long, float, double, double, double, double, double, double, int, double))
			kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	double got = fn(1.5, -2, 3.25, 1L << 40, 0.5f, 6, 7, 8, 9, 10, 11, 12, -13.5);
	double want = mixed(1.5, -2, 3.25, 1L << 40, 0.5f, 6, 7, 8, 9, 10, 11, 12, -13.5) + 1.5;
	cr_assert(same_d(got, want), "%a, want %a", got, want);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

Test(float, interpreter_agrees)
{
	/* the same records through the interpreter and natively */
	kl_func *f = kl_func_new();
	for (int i = 0; i < ND; i++)
		for (int j = 0; j < ND; j++) {
			kl_insn c[8];
			double x = dedge[i], y = dedge[j];
			memset(c, 0, sizeof c);
			kl_reg r0 = KL_FT0, r1 = KL_FT1, r2 = KL_FS0;
			c[0] = (kl_insn){.op = KL_OP_setd, .rd = (uint8_t)r0};
			memcpy(&c[0].imm, &x, 8);
			c[1] = (kl_insn){.op = KL_OP_setd, .rd = (uint8_t)r1};
			memcpy(&c[1].imm, &y, 8);
			c[2] = (kl_insn){.op = KL_OP_muld, .rd = (uint8_t)r2, .rs1 = (uint8_t)r0, .rs2 = (uint8_t)r1};
			c[3] = (kl_insn){.op = KL_OP_subd, .rd = (uint8_t)r2, .rs1 = (uint8_t)r2, .rs2 = (uint8_t)r0};
			c[4] = (kl_insn){.op = KL_OP_cvd2f, .rd = (uint8_t)r1, .rs1 = (uint8_t)r2};
			c[5] = (kl_insn){.op = KL_OP_addf, .rd = (uint8_t)r1, .rs1 = (uint8_t)r1, .rs2 = (uint8_t)r1};
			c[6] = (kl_insn){.op = KL_OP_cvf2d, .rd = (uint8_t)r0, .rs1 = (uint8_t)r1};
			c[7] = (kl_insn){.op = KL_OP_retd, .rd = (uint8_t)r0};
			kl_func_begin(f, "", NULL, KL_LEAF);
			kl_reg_reserve(f, r0), kl_reg_reserve(f, r1), kl_reg_reserve(f, r2);
			for (int k = 0; k < 8; k++)
				kl_emit_insn(f, &c[k]);
			double (*fn)(void) = (double (*)(void))kl_func_end(f, NULL);
			cr_assert_not_null(fn, "%s", kl_errmsg(f));
			kl_vm vm;
			memset(&vm, 0, sizeof vm);
			uint64_t bits;
			cr_assert_eq(kl_interp(&vm, c, 8, &bits), 0, "%s", vm.err);
			double wi;
			memcpy(&wi, &bits, 8);
			cr_assert(same_d(fn(), wi), "%a, %a: native %a, interpreter %a", x, y, fn(), wi);
			kl_code_free((void *)fn);
		}
	kl_func_delete(f);
}

/* ---- float extensions (kiln/ext.def: sqrt, abs, min, max; docs/isa.md) ----------------------- */

/* the edge values, plus float subnormals and limits (dedge's turn into 0 or inf as floats),
 * exact squares, a negative NaN and a double subnormal that is not the smallest */
static const double xedge[] = {0.0, -0.0, 1.0, -1.5, 0.1, 3.0, DBL_MIN, -DBL_MIN, 4.9e-324, DBL_MAX, -DBL_MAX, 1e300,
			       123456789.125, INFINITY, -INFINITY, NAN, -NAN, 9007199254740993.0, 1.0 / 3.0, 2.0,
			       4.0, -4.0, 1e-310, 1e-300, FLT_MIN, 1e-40, -1e-45, FLT_MAX, -FLT_MAX,
			       0x1.fffffffffffffp-1, 0x1.000001p0};
#define NX (int)(sizeof xedge / sizeof xedge[0])

/* C's sqrt and fmin/fmax come from libm, which this test is not linked with (and gcc's inline
 * sqrt still calls libm's for errno): take them from libm at run time */
static double (*c_sqrt)(double);
static float (*c_sqrtf)(float);
static double (*c_fmin)(double, double), (*c_fmax)(double, double);
static float (*c_fminf)(float, float), (*c_fmaxf)(float, float);
static void load_libm(void)
{
	void *m = dlopen("libm.so.6", RTLD_NOW);
	cr_assert_not_null(m, "libm.so.6: %s", dlerror());
	*(void **)&c_sqrt = dlsym(m, "sqrt");
	*(void **)&c_sqrtf = dlsym(m, "sqrtf");
	*(void **)&c_fmin = dlsym(m, "fmin");
	*(void **)&c_fmax = dlsym(m, "fmax");
	*(void **)&c_fminf = dlsym(m, "fminf");
	*(void **)&c_fmaxf = dlsym(m, "fmaxf");
	cr_assert(c_sqrt && c_sqrtf && c_fmin && c_fmax && c_fminf && c_fmaxf);
}

/* kiln's min/max in terms of C's fmin/fmax, which return the other operand for a NaN and may
 * return either zero: a NaN operand gives a NaN, and min(-0, +0) = -0, max(-0, +0) = +0 */
static double want_d(int op, double x, double y)
{
	switch (op) {
	case 0: return c_sqrt(x);
	case 1: return __builtin_fabs(x);
	default:
		if (isnan(x) || isnan(y))
			return NAN;
		if (x == 0 && y == 0)
			return (op == 2) == !!signbit(x) ? x : y;
		return op == 2 ? c_fmin(x, y) : c_fmax(x, y);
	}
}
static float want_f(int op, float x, float y)
{
	switch (op) {
	case 0: return c_sqrtf(x);
	case 1: return __builtin_fabsf(x);
	default:
		if (isnan(x) || isnan(y))
			return NAN;
		if (x == 0 && y == 0)
			return (op == 2) == !!signbit(x) ? x : y;
		return op == 2 ? c_fminf(x, y) : c_fmaxf(x, y);
	}
}

/* op: 0 sqrt, 1 abs, 2 min, 3 max; alias: 0 rd fresh, 1 rd = rs1, 2 rd = rs2 (unary: rd = rs).
 * dflt: through the default lowering (kl__d_*) rather than the API's (native) one. */
static void *make_ext(kl_func *f, int t, int op, int alias, int dflt)
{
	static void (*const un[2][2])(kl_func *, kl_reg, kl_reg) = {{kl_sqrtf, kl_absf}, {kl_sqrtd, kl_absd}};
	static void (*const bin[2][2])(kl_func *, kl_reg, kl_reg, kl_reg) = {{kl_minf, kl_maxf}, {kl_mind, kl_maxd}};
	static void (*const dun[2])(kl_func *, int, kl_reg, kl_reg) = {kl__d_sqrt, kl__d_abs};
	static void (*const dbin[2])(kl_func *, int, kl_reg, kl_reg, kl_reg) = {kl__d_min, kl__d_max};
	kl_reg a[2], r;
	kl_func_begin(f, t == KL_D ? "%d%d" : "%f%f", a, KL_LEAF);
	kl_getreg(f, &r, t, KL_TEMP);
	if (alias)
		r = a[alias - 1];
	if (op < 2) {
		if (alias)
			r = a[0];
		if (dflt)
			dun[op](f, t, r, a[0]);
		else
			un[t == KL_D][op](f, r, a[0]);
	} else if (dflt) {
		dbin[op - 2](f, t, r, a[0], a[1]);
	} else {
		bin[t == KL_D][op - 2](f, r, a[0], a[1]);
	}
	if (t == KL_D)
		kl_retd(f, r);
	else
		kl_retf(f, r);
	return kl_func_end(f, NULL);
}

static void check_ext(int dflt)
{
	static const char *const names[] = {"sqrt", "abs", "min", "max"};
	load_libm();
	kl_func *f = kl_func_new();
	for (int op = 0; op < 4; op++)
		for (int alias = 0; alias < 3; alias++) {
			dd_d d = (dd_d)make_ext(f, KL_D, op, alias, dflt);
			if (dflt && op == 0) { /* sqrt has no default lowering: a clear error */
				cr_assert_null(d);
				cr_assert_eq(kl_error(f), KL_ERR_OPERAND, "%s", kl_errmsg(f));
				continue;
			}
			cr_assert_not_null(d, "%s: %s", names[op], kl_errmsg(f));
			ff_f s = (ff_f)make_ext(f, KL_F, op, alias, dflt);
			cr_assert_not_null(s, "%s: %s", names[op], kl_errmsg(f));
			for (int i = 0; i < NX; i++)
				for (int j = 0; j < NX; j++) {
					double x = xedge[i], y = xedge[j];
					double got = d(x, y), want = want_d(op, x, y);
					cr_assert(same_d(got, want), "%s%s (double) %a, %a: %a, want %a", names[op],
						  dflt ? " (default)" : "", x, y, got, want);
					float fx = (float)x, fy = (float)y;
					float fgot = s(fx, fy), fwant = want_f(op, fx, fy);
					cr_assert(same_f(fgot, fwant), "%s%s (float) %a, %a: %a, want %a", names[op],
						  dflt ? " (default)" : "", (double)fx, (double)fy, (double)fgot, (double)fwant);
					if (op == 1 && !dflt) /* the natives clear a NaN's sign too */
						cr_assert(!signbit(got) && !signbit(fgot), "abs keeps a sign: %a", x);
				}
			kl_code_free((void *)d);
			kl_code_free((void *)s);
		}
	kl_func_delete(f);
}

Test(float, extensions_natively) { check_ext(0); }
Test(float, extensions_default_lowering) { check_ext(1); }

Test(float, extensions_interpreter_agrees)
{
	/* records of each extension on each pair of edge values, natively and interpreted */
	load_libm();
	kl_func *f = kl_func_new();
	static const int ops[2][4] = {{KL_OP_sqrtf, KL_OP_absf, KL_OP_minf, KL_OP_maxf},
				      {KL_OP_sqrtd, KL_OP_absd, KL_OP_mind, KL_OP_maxd}};
	for (int t = KL_F; t <= KL_D; t++)
		for (int op = 0; op < 4; op++)
			for (int i = 0; i < NX; i++)
				for (int j = 0; j < NX; j++) {
					kl_insn c[4];
					double x = xedge[i], y = xedge[j];
					memset(c, 0, sizeof c);
					kl_reg r0 = KL_FT0, r1 = KL_FT1, r2 = KL_FS0;
					c[0] = (kl_insn){.op = KL_OP_setd, .rd = (uint8_t)r0};
					memcpy(&c[0].imm, &x, 8);
					c[1] = (kl_insn){.op = KL_OP_setd, .rd = (uint8_t)r1};
					memcpy(&c[1].imm, &y, 8);
					c[2] = (kl_insn){.op = (uint16_t)ops[t == KL_D][op], .rd = (uint8_t)r2, .rs1 = (uint8_t)r0,
							 .rs2 = (uint8_t)r1};
					c[3] = (kl_insn){.op = KL_OP_retd, .rd = (uint8_t)r2};
					if (t == KL_F) { /* setf takes the constant as a double, rounded to float */
						c[0].op = c[1].op = KL_OP_setf;
						c[3].op = KL_OP_retf;
					}
					kl_func_begin(f, "", NULL, KL_LEAF);
					kl_reg_reserve(f, r0), kl_reg_reserve(f, r1), kl_reg_reserve(f, r2);
					for (int k = 0; k < 4; k++)
						kl_emit_insn(f, &c[k]);
					void *fn = kl_func_end(f, NULL);
					cr_assert_not_null(fn, "%s", kl_errmsg(f));
					kl_vm vm;
					memset(&vm, 0, sizeof vm);
					uint64_t bits;
					cr_assert_eq(kl_interp(&vm, c, 4, &bits), 0, "%s", vm.err);
					if (t == KL_D) {
						double wi, got = ((double (*)(void))fn)(), want = want_d(op, x, y);
						memcpy(&wi, &bits, 8);
						cr_assert(same_d(got, wi) && same_d(wi, want), "%s %a, %a: native %a, interpreter %a, C %a",
							  kl_opcode_name(c[2].op), x, y, got, wi, want);
					} else {
						float wi, got = ((float (*)(void))fn)(), want = want_f(op, (float)x, (float)y);
						uint32_t b32 = (uint32_t)bits;
						memcpy(&wi, &b32, 4);
						cr_assert(same_f(got, wi) && same_f(wi, want), "%s %a, %a: native %a, interpreter %a, C %a",
							  kl_opcode_name(c[2].op), x, y, (double)got, (double)wi, (double)want);
					}
					kl_code_free(fn);
				}
	kl_func_delete(f);
}

#else
Test(float, not_on_this_target)
{
	kl_func *f = kl_func_new();
	kl_reg r;
	kl_func_begin(f, "", NULL, KL_LEAF);
	cr_assert_eq(kl_getreg(f, &r, KL_D, KL_TEMP), 0);
	cr_assert_eq(kl_error(f), KL_ERR_OPERAND, "floating point reports a clear error where it is missing");
	kl_func_delete(f);
}
#endif
