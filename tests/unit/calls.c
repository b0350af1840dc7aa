/* calls.c -- calls from generated code: 0 to 12 arguments of mixed types, registers and
 * immediates, argument permutations (parallel moves), callee in a register, variadic printf,
 * recursion, generated calling generated, stack alignment at every call. */
#include <criterion/criterion.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <kiln.h>

/* sum of k * a_k, so any misplaced argument changes the result */
static long weigh(int n, ...)
{
	va_list ap;
	long s = 0;
	va_start(ap, n);
	for (int k = 1; k <= n; k++)
		s += k * va_arg(ap, long);
	va_end(ap);
	return s;
}
static long w0(void) { return 7; }
static long w1(long a) { return a * 3 + 1; }
static long w6(long a, long b, long c, long d, long e, long g) { return weigh(6, a, b, c, d, e, g); }
static long w8(long a, long b, long c, long d, long e, long g, long h, long i)
{
	return weigh(8, a, b, c, d, e, g, h, i);
}
static long w12(long a, long b, long c, long d, long e, long g, long h, long i, long j, long k, long l, long m)
{
	return weigh(12, a, b, c, d, e, g, h, i, j, k, l, m);
}
static long mixed(signed char c, unsigned char uc, short s, unsigned short us, int i, unsigned u, long l,
		  unsigned long ul, void *p, int i2, signed char c2, long l2)
{
	/* in unsigned arithmetic: the sum may wrap, which is fine for a checksum */
	unsigned long s1 = (unsigned long)(long)c * 1 + (unsigned long)uc * 2 + (unsigned long)(long)s * 3 +
			   (unsigned long)us * 4 + (unsigned long)(long)i * 5 + (unsigned long)u * 6;
	unsigned long s2 = (unsigned long)l * 7 + ul * 8 + (unsigned long)(uintptr_t)p * 9 +
			   (unsigned long)(long)i2 * 10 + (unsigned long)(long)c2 * 11 + (unsigned long)l2 * 12;
	return (long)(s1 + s2);
}

typedef long (*call_fn)(void);

/* a function that passes n arguments (odd ones immediates, even ones registers) to target */
static call_fn make_caller(kl_func *f, const void *target, int n, const long *vals)
{
	kl_reg regs[12];
	int nr = 0;
	cr_assert_eq(kl_func_begin(f, "", NULL, KL_NONLEAF), 0);
	for (int k = 0; k < n; k++)
		if (k % 2 == 0) {
			cr_assert(kl_getreg(f, &regs[nr], KL_L, KL_VAR) || kl_getreg(f, &regs[nr], KL_L, KL_TEMP));
			kl_setl(f, regs[nr++], vals[k]);
		}
	nr = 0;
	for (int k = 0; k < n; k++) {
		if (k % 2 == 0)
			kl_call_arg(f, KL_L, regs[nr++]);
		else
			kl_call_argi(f, KL_L, vals[k]);
	}
	kl_reg r = kl_call(f, KL_L, target);
	kl_retl(f, r);
	call_fn fn = (call_fn)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	return fn;
}

Test(calls, zero_to_twelve_arguments)
{
	static const long vals[12] = {3, -5, 1L << 40, 9, -1, 0x7FFFFFFF, 11, -(1L << 35), 13, 17, 19, 23};
	kl_func *f = kl_func_new();
	call_fn fn = make_caller(f, (const void *)w0, 0, vals);
	cr_assert_eq(fn(), 7);
	kl_code_free((void *)fn);
	fn = make_caller(f, (const void *)w1, 1, vals);
	cr_assert_eq(fn(), w1(vals[0]));
	kl_code_free((void *)fn);
	fn = make_caller(f, (const void *)w6, 6, vals);
	cr_assert_eq(fn(), w6(vals[0], vals[1], vals[2], vals[3], vals[4], vals[5]));
	kl_code_free((void *)fn);
	fn = make_caller(f, (const void *)w8, 8, vals);
	cr_assert_eq(fn(), w8(vals[0], vals[1], vals[2], vals[3], vals[4], vals[5], vals[6], vals[7]));
	kl_code_free((void *)fn);
	for (int n = 9; n <= 12; n++) {
		long v[12] = {0};
		memcpy(v, vals, (size_t)n * sizeof(long));
		fn = make_caller(f, (const void *)w12, 12, v);
		cr_assert_eq(fn(), w12(v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9], v[10], v[11]), "n=%d", n);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

Test(calls, mixed_types_and_narrow_extension)
{
	kl_func *f = kl_func_new();
	kl_reg a[12];
	/* the generated function takes the same twelve arguments and forwards them rotated by
	 * nothing but through registers that must be extended per type */
	cr_assert_eq(kl_func_begin(f, "%c%uc%s%us%i%u%l%ul%p%i%c%l", a, KL_NONLEAF), 0);
	static const int types[12] = {KL_C, KL_UC, KL_S, KL_US, KL_I, KL_U, KL_L, KL_UL, KL_P, KL_I, KL_C, KL_L};
	for (int k = 0; k < 12; k++)
		kl_call_arg(f, types[k], a[k]);
	kl_retl(f, kl_call(f, KL_L, (const void *)mixed));
	long (*fn)(signed char, unsigned char, short, unsigned short, int, unsigned, long, unsigned long, void *, int,
		   signed char, long) = (long (*)(signed char, unsigned char, short, unsigned short, int, unsigned, long,
						 unsigned long, void *, int, signed char, long))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	long got = fn(-3, 250, -30000, 60000, -7, 4000000000u, -(1L << 40), 1UL << 63, (void *)0x1234, 99, -128, 5);
	long want = mixed(-3, 250, -30000, 60000, -7, 4000000000u, -(1L << 40), 1UL << 63, (void *)0x1234, 99, -128, 5);
	cr_assert_eq(got, want);
	kl_code_free((void *)fn);
	/* immediates of narrow types are extended too */
	kl_func_begin(f, "", NULL, KL_NONLEAF);
	kl_call_argi(f, KL_C, 0xFF);
	kl_call_argi(f, KL_UC, 0x1FF);
	kl_call_argi(f, KL_S, 0x18000);
	kl_call_argi(f, KL_US, -1);
	kl_call_argi(f, KL_I, -2);
	kl_call_argi(f, KL_U, 0xFFFFFFFF);
	kl_call_argi(f, KL_L, -3);
	kl_call_argi(f, KL_UL, 4);
	kl_call_argi(f, KL_P, 0x5678);
	kl_call_argi(f, KL_I, 6);
	kl_call_argi(f, KL_C, 0x80);
	kl_call_argi(f, KL_L, 8);
	kl_retl(f, kl_call(f, KL_L, (const void *)mixed));
	long (*g)(void) = (long (*)(void))kl_func_end(f, NULL);
	cr_assert_not_null(g);
	cr_assert_eq(g(), mixed(-1, 0xFF, -0x8000, 0xFFFF, -2, 0xFFFFFFFFu, -3, 4, (void *)0x5678, 6, -128, 8));
	kl_code_free((void *)g);
	kl_func_delete(f);
}

static long sub6(long a, long b, long c, long d, long e, long g) { return a - 2 * b + 3 * c - 4 * d + 5 * e - 6 * g; }

Test(calls, argument_permutations)
{
	/* pass the incoming arguments in rotated and swapped orders: the moves form cycles */
	static const int perms[][6] = {{1, 0, 2, 3, 4, 5}, {1, 2, 3, 4, 5, 0}, {5, 4, 3, 2, 1, 0}, {0, 0, 1, 1, 2, 2}};
	kl_func *f = kl_func_new();
	for (int p = 0; p < 4; p++) {
		kl_reg a[6];
		/* a leaf-like use of the argument registers: KL_NONLEAF moves them, so read them from
		 * temporaries in the argument registers instead */
		kl_func_begin(f, "%l%l%l%l%l%l", a, KL_NONLEAF);
		kl_reg t[6];
		for (int k = 0; k < 6; k++) {
			cr_assert(kl_getreg(f, &t[k], KL_L, KL_TEMP));
			kl_movl(f, t[k], a[k]);
		}
		for (int k = 0; k < 6; k++)
			kl_call_arg(f, KL_L, t[perms[p][k]]);
		kl_retl(f, kl_call(f, KL_L, (const void *)sub6));
		long (*fn)(long, long, long, long, long, long) = (long (*)(long, long, long, long, long, long))kl_func_end(f, NULL);
		cr_assert_not_null(fn, "%s", kl_errmsg(f));
		long v[6] = {11, 22, 33, 44, 55, 66};
		long want = sub6(v[perms[p][0]], v[perms[p][1]], v[perms[p][2]], v[perms[p][3]], v[perms[p][4]], v[perms[p][5]]);
		cr_assert_eq(fn(11, 22, 33, 44, 55, 66), want, "permutation %d", p);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

Test(calls, callee_in_register_and_printf)
{
	char buf[64];
	kl_func *f = kl_func_new();
	kl_reg a[2], fr;
	kl_func_begin(f, "%p%i", a, KL_NONLEAF);
	cr_assert(kl_getreg(f, &fr, KL_P, KL_TEMP));
	kl_setp(f, fr, (const void *)snprintf);
	kl_call_arg(f, KL_P, a[0]);
	kl_call_argi(f, KL_L, sizeof buf);
	kl_call_argi(f, KL_P, (intptr_t) "%d-%s-%ld");
	kl_call_arg(f, KL_I, a[1]);
	kl_call_argi(f, KL_P, (intptr_t) "kiln");
	kl_call_argi(f, KL_L, -1234567890123L);
	kl_reti(f, kl_callr(f, KL_I, fr));
	int (*fn)(char *, int) = (int (*)(char *, int))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	int n = fn(buf, 42);
	cr_assert_str_eq(buf, "42-kiln--1234567890123");
	cr_assert_eq(n, (int)strlen(buf));
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

static long (*fib_code)(long);

Test(calls, recursion)
{
	kl_func *f = kl_func_new();
	kl_reg n[1], t, fp;
	kl_func_begin(f, "%l", n, KL_NONLEAF);
	kl_label big = kl_label_new(f);
	kl_bgeli(f, n[0], 2, big);
	kl_retl(f, n[0]);
	kl_label_place(f, big);
	cr_assert(kl_getreg(f, &t, KL_L, KL_VAR));
	cr_assert(kl_getreg(f, &fp, KL_P, KL_VAR));
	kl_setp(f, fp, (const void *)&fib_code);
	kl_ldpi(f, fp, fp, 0);
	kl_subli(f, t, n[0], 1); /* fib(n-1) */
	kl_call_arg(f, KL_L, t);
	kl_movl(f, t, kl_callr(f, KL_L, fp));
	kl_subli(f, n[0], n[0], 2);
	kl_call_arg(f, KL_L, n[0]);
	kl_reg r = kl_callr(f, KL_L, fp);
	kl_addl(f, t, t, r);
	kl_retl(f, t);
	fib_code = (long (*)(long))kl_func_end(f, NULL);
	cr_assert_not_null(fib_code, "%s", kl_errmsg(f));
	long a = 0, b = 1;
	for (int k = 0; k < 25; k++) {
		cr_assert_eq(fib_code(k), a, "fib(%d)", k);
		long c = a + b;
		a = b;
		b = c;
	}
	kl_code_free((void *)fib_code);
	kl_func_delete(f);
}

Test(calls, generated_calls_generated)
{
	kl_func *f = kl_func_new();
	kl_reg a[2];
	kl_func_begin(f, "%l%l", a, KL_LEAF);
	kl_mull(f, a[0], a[0], a[1]);
	kl_retl(f, a[0]);
	const void *mul = kl_func_end(f, NULL);
	cr_assert_not_null(mul);
	kl_func_begin(f, "%l", a, KL_NONLEAF);
	kl_call_arg(f, KL_L, a[0]);
	kl_call_argi(f, KL_L, 1000);
	kl_reg r = kl_call(f, KL_L, mul);
	kl_addli(f, r, r, 1);
	kl_retl(f, r);
	long (*outer)(long) = (long (*)(long))kl_func_end(f, NULL);
	cr_assert_not_null(outer);
	cr_assert_eq(outer(-7), -6999);
	kl_code_free((void *)outer);
	kl_code_free((void *)mul);
	kl_func_delete(f);
}

__attribute__((noinline)) static long frame_misalignment(void)
{
	return (long)((uintptr_t)__builtin_frame_address(0) & 15);
}

Test(calls, stack_aligned_at_every_call)
{
	kl_func *f = kl_func_new();
	for (int locals = 0; locals < 40; locals += 3)
		for (int nvar = 0; nvar <= 5; nvar++)
			for (int nargs = 0; nargs <= 9; nargs += 3) {
				kl_func_begin(f, "", NULL, KL_NONLEAF);
				for (int k = 0; k < locals; k++)
					kl_local(f, KL_C);
				kl_reg r;
				for (int k = 0; k < nvar; k++)
					kl_getreg(f, &r, KL_L, KL_VAR);
				for (int k = 0; k < nargs; k++)
					kl_call_argi(f, KL_L, k);
				kl_retl(f, kl_call(f, KL_L, (const void *)frame_misalignment));
				long (*fn)(void) = (long (*)(void))kl_func_end(f, NULL);
				cr_assert_not_null(fn, "%s", kl_errmsg(f));
				cr_assert_eq(fn(), 0, "locals=%d vars=%d stack args=%d: misaligned", locals, nvar, nargs);
				kl_code_free((void *)fn);
			}
	kl_func_delete(f);
}

Test(calls, far_jump_and_call_targets)
{
	/* jpi tail-calls an absolute address, jalpi links and jumps; both reach anywhere */
	kl_func *f = kl_func_new();
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_jpi(f, (const void *)w1); /* the argument is still in place: a tail call */
	long (*fn)(long) = (long (*)(long))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(5), 16);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}
