/* reach.c -- the RISC-V 64 backend's long forms, run: branches and jumps beyond 4 KiB and 1 MiB
 * in both directions, memory offsets beyond 12 bits and beyond 2 GiB, frames beyond 2 KiB (with
 * KL_SAVE_ALL), stack arguments arriving and leaving, and callees in argument registers.  Float
 * too: far ordered branches, constants and the pool, offsets, float arguments in fa, a and
 * stack slots (LP64D), and fs0-fs11 preserved for the caller. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include <kiln.h>

typedef long (*l_l)(long);

static void pad(kl_func *f, long bytes)
{
	for (long k = 0; k < bytes / 4; k++)
		kl_nop(f);
}

/* f(x) = x < 10 ? 1 : 2, with the branch's label `dist` bytes away forward or backward */
static l_l cond_branch(kl_func *f, long dist, int backward)
{
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_label yes = kl_label_new(f), start = kl_label_new(f), out = kl_label_new(f);
	if (backward) {
		kl_jv(f, start);
		kl_label_place(f, yes);
		kl_retli(f, 1);
		pad(f, dist);
		kl_label_place(f, start);
		kl_bltli(f, a[0], 10, yes);
		kl_retli(f, 2);
	} else {
		kl_bltli(f, a[0], 10, yes);
		kl_jv(f, out);
		pad(f, dist);
		kl_label_place(f, yes);
		kl_retli(f, 1);
		kl_label_place(f, out);
		kl_retli(f, 2);
	}
	l_l fn = (l_l)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	return fn;
}

Test(reach, conditional_branches)
{
	static const long dist[] = {0, 4000, 4096, 8192, 1000000, 1048576, 1100000, 3000000};
	kl_func *f = kl_func_new();
	for (int k = 0; k < (int)(sizeof dist / sizeof dist[0]); k++)
		for (int back = 0; back < 2; back++) {
			l_l fn = cond_branch(f, dist[k], back);
			cr_assert_eq(fn(3), 1, "distance %ld %s: taken", dist[k], back ? "backward" : "forward");
			cr_assert_eq(fn(30), 2, "distance %ld %s: not taken", dist[k], back ? "backward" : "forward");
			kl_code_free((void *)fn);
		}
	kl_func_delete(f);
}

Test(reach, jumps_and_links)
{
	static const long dist[] = {0, 8192, 1048576, 2500000};
	kl_func *f = kl_func_new();
	for (int k = 0; k < (int)(sizeof dist / sizeof dist[0]); k++) {
		/* sub(x) = x * 3 placed far before and far after its jal sites */
		kl_reg a[1], link, t;
		kl_func_begin(f, "%l", a, KL_LEAF);
		kl_getreg(f, &link, KL_P, KL_TEMP);
		kl_getreg(f, &t, KL_L, KL_TEMP);
		kl_label before = kl_label_new(f), after = kl_label_new(f), main = kl_label_new(f);
		kl_jv(f, main); /* forward, far */
		kl_label_place(f, before);
		kl_mulli(f, a[0], a[0], 3);
		kl_jp(f, link);
		pad(f, dist[k]);
		kl_label_place(f, main);
		kl_jalv(f, link, before); /* backward, far */
		kl_jalv(f, link, after);  /* forward, far */
		kl_retl(f, a[0]);
		pad(f, dist[k]);
		kl_label_place(f, after);
		kl_addli(f, a[0], a[0], 1);
		kl_jp(f, link);
		l_l fn = (l_l)kl_func_end(f, NULL);
		cr_assert_not_null(fn, "%s", kl_errmsg(f));
		cr_assert_eq(fn(5), 16, "distance %ld", dist[k]);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

/* offsets in every range, from a base placed so the address is inside buf */
Test(reach, memory_offsets)
{
	static int64_t buf[4];
	static const int64_t offs[] = {0, 2047, -2048, 2048, -2049, 0x7FFFF7FF, 0x7FFFF800, -0x80000000ll,
				       -0x80000801ll, 0x100000000ll, -0x123456789ll, 0x7000000000000000ll};
	kl_func *f = kl_func_new();
	for (int k = 0; k < (int)(sizeof offs / sizeof offs[0]); k++) {
		kl_reg a[2];
		kl_func_begin(f, "%p%l", a, KL_LEAF);
		kl_stli(f, a[1], a[0], offs[k]);
		kl_ldii(f, a[1], a[0], offs[k] + 8);
		kl_reti(f, a[1]);
		int (*fn)(uintptr_t, long) = (int (*)(uintptr_t, long))kl_func_end(f, NULL);
		cr_assert_not_null(fn);
		memset(buf, 0, sizeof buf);
		buf[1] = -77;
		int r = fn((uintptr_t)buf - (uintptr_t)offs[k], 0x1122334455667788);
		cr_assert_eq(buf[0], 0x1122334455667788, "offset %lld", (long long)offs[k]);
		cr_assert_eq(r, -77, "offset %lld", (long long)offs[k]);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

static long sum12(long a, long b, long c, long d, long e, long f, long g, long h, long i, long j, long k, long l)
{
	return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l;
}

/* big frames: locals beyond 2 KiB and 4 KiB, saved registers, stack arguments in and out */
Test(reach, big_frames_and_stack_arguments)
{
	static const size_t sizes[] = {0, 16, 2000, 2048, 4096, 100000};
	kl_func *f = kl_func_new();
	for (int k = 0; k < (int)(sizeof sizes / sizeof sizes[0]); k++)
		for (int flags = 0; flags < 2; flags++) {
			kl_reg a[12], t, u;
			kl_func_begin(f, "%l%l%l%l%l%l%l%l%l%l%l%l", a, flags ? KL_NONLEAF | KL_SAVE_ALL : KL_NONLEAF);
			int blk = sizes[k] ? kl_localb(f, sizes[k]) : 0;
			int slot = kl_local(f, KL_L);
			/* the last stack argument, kept in a local across the call */
			kl_stli(f, a[11], KL_LP, slot);
			if (sizes[k])
				kl_stli(f, a[10], KL_LP, blk + (int)sizes[k] - 8);
			for (int j = 0; j < 12; j++)
				kl_call_arg(f, KL_L, a[(j + 1) % 12]);
			t = kl_call(f, KL_L, (const void *)sum12);
			kl_getreg(f, &u, KL_L, KL_TEMP);
			kl_ldli(f, u, KL_LP, slot);
			kl_addl(f, t, t, u);
			if (sizes[k]) {
				kl_ldli(f, u, KL_LP, blk + (int)sizes[k] - 8);
				kl_addl(f, t, t, u);
			}
			kl_retl(f, t);
			long (*fn)(long, long, long, long, long, long, long, long, long, long, long, long) =
				(long (*)(long, long, long, long, long, long, long, long, long, long, long, long))kl_func_end(f, NULL);
			cr_assert_not_null(fn, "%s", kl_errmsg(f));
			long want = sum12(2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1) + 12 + (sizes[k] ? 11 : 0);
			cr_assert_eq(fn(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), want, "locals %zu flags %d", sizes[k], flags);
			kl_code_free((void *)fn);
		}
	kl_func_delete(f);
}

static long pick3(long a, long b, long c) { return a * 100 + b * 10 + c; }

/* a callee in an argument register that the argument moves overwrite; immediates of every size */
Test(reach, callee_in_argument_register)
{
	kl_func *f = kl_func_new();
	kl_reg a[3];
	kl_func_begin(f, "%p%l%l", a, KL_NONLEAF);
	kl_reg x, y;
	kl_movp(f, KL_RV_A2, a[0]); /* callee in a2, arguments from a1's and a0's future contents */
	kl_movl(f, KL_RV_A0, a[2]);
	kl_movl(f, KL_RV_A1, a[1]);
	x = KL_RV_A0;
	y = KL_RV_A1;
	kl_call_arg(f, KL_L, y);
	kl_call_arg(f, KL_L, x);
	kl_call_argi(f, KL_L, 0x123456789);
	kl_reg r = kl_callr(f, KL_L, KL_RV_A2);
	kl_retl(f, r);
	long (*fn)(void *, long, long) = (long (*)(void *, long, long))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn((void *)pick3, 7, 9), pick3(7, 9, 0x123456789));
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

/* ---- floating point ------------------------------------------------------------------------- */
#ifdef KL_HAVE_FLOAT
#include <math.h>

/* f(x, y) = x != y (ordered) ? 1 : 2 with the label far forward or backward */
Test(reach, float_branches_far)
{
	static const long dist[] = {0, 4096, 1100000, 3000000};
	kl_func *f = kl_func_new();
	for (int k = 0; k < (int)(sizeof dist / sizeof dist[0]); k++)
		for (int back = 0; back < 2; back++) {
			kl_reg a[2];
			kl_func_begin(f, "%d%d", a, KL_LEAF);
			kl_label yes = kl_label_new(f), start = kl_label_new(f);
			if (back) {
				kl_jv(f, start);
				kl_label_place(f, yes);
				kl_retii(f, 1);
				pad(f, dist[k]);
				kl_label_place(f, start);
				kl_bned(f, a[0], a[1], yes);
				kl_retii(f, 2);
			} else {
				kl_bned(f, a[0], a[1], yes);
				kl_retii(f, 2);
				pad(f, dist[k]);
				kl_label_place(f, yes);
				kl_retii(f, 1);
			}
			int (*fn)(double, double) = (int (*)(double, double))kl_func_end(f, NULL);
			cr_assert_not_null(fn, "%s", kl_errmsg(f));
			cr_assert_eq(fn(1.0, 2.0), 1, "%ld %d", dist[k], back);
			cr_assert_eq(fn(2.0, 2.0), 2, "%ld %d", dist[k], back);
			cr_assert_eq(fn(NAN, 2.0), 2, "%ld %d", dist[k], back);
			kl_code_free((void *)fn);
		}
	kl_func_delete(f);
}

/* constants of every form (x0, fmv from t5, the pool) summed, with the pool beyond 1 MiB of code */
Test(reach, float_constants_and_pool)
{
	static const double dv[] = {0.0, -0.0, 1.0, -2.0, 0.5, -1.5, 0.1, 1.0 / 3.0, 4.9e-324, 1e300, -123456.789,
				    2.5, 0.1, 1e-300};
	kl_func *f = kl_func_new();
	for (int far = 0; far < 2; far++) {
		kl_reg a[1], x, s, y, ys;
		kl_func_begin(f, "%p", a, KL_LEAF);
		kl_getreg(f, &x, KL_D, KL_TEMP);
		kl_getreg(f, &s, KL_D, KL_TEMP);
		kl_getreg(f, &y, KL_F, KL_TEMP);
		kl_getreg(f, &ys, KL_F, KL_TEMP);
		kl_setd(f, s, 0.0);
		kl_setf(f, ys, 0.0f);
		for (int k = 0; k < (int)(sizeof dv / sizeof dv[0]); k++) {
			kl_setd(f, x, dv[k]);
			kl_stdi(f, x, a[0], 8 * k);
			kl_addd(f, s, s, x);
			kl_setf(f, y, (float)dv[k]);
			kl_stfi(f, y, a[0], 200 + 4 * k);
			kl_addf(f, ys, ys, y);
		}
		kl_cvf2d(f, x, ys);
		kl_stdi(f, x, a[0], 192);
		if (far)
			pad(f, 1200000);
		kl_retd(f, s);
		double (*fn)(void *) = (double (*)(void *))kl_func_end(f, NULL);
		cr_assert_not_null(fn, "%s", kl_errmsg(f));
		static union { double d[25]; float f[64]; } m;
		memset(&m, 0, sizeof m);
		double got = fn(&m), want = 0.0;
		float fwant = 0.0f;
		for (int k = 0; k < (int)(sizeof dv / sizeof dv[0]); k++) {
			want += dv[k];
			fwant += (float)dv[k];
			cr_assert(memcmp(&m.d[k], &dv[k], 8) == 0, "setd %a: %a", dv[k], m.d[k]);
			float fk = (float)dv[k];
			cr_assert(memcmp(&m.f[50 + k], &fk, 4) == 0, "setf %a: %a", (double)fk, (double)m.f[50 + k]);
		}
		cr_assert(got == want, "%a, want %a", got, want);
		cr_assert(m.d[24] == (double)fwant, "%a, want %a", m.d[24], (double)fwant);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

/* float loads and stores at offsets beyond 12 bits, and with register offsets */
Test(reach, float_memory_offsets)
{
	static double buf[4];
	static const int64_t offs[] = {0, 2040, -2048, 2048, -2056, 0x7FFFF7F8, 0x7FFFF800, -0x80000808ll, 0x100000000ll};
	kl_func *f = kl_func_new();
	for (int k = 0; k < (int)(sizeof offs / sizeof offs[0]); k++)
		for (int reg = 0; reg < 2; reg++) {
			kl_reg a[2], x, o;
			kl_func_begin(f, "%p%d", a, KL_LEAF);
			kl_getreg(f, &x, KL_F, KL_TEMP);
			if (reg) {
				kl_getreg(f, &o, KL_L, KL_TEMP);
				kl_setl(f, o, offs[k]);
				kl_std(f, a[1], a[0], o);
				kl_addli(f, o, o, 8);
				kl_ldf(f, x, a[0], o);
			} else {
				kl_stdi(f, a[1], a[0], offs[k]);
				kl_ldfi(f, x, a[0], offs[k] + 8);
			}
			kl_retf(f, x);
			float (*fn)(uintptr_t, double) = (float (*)(uintptr_t, double))kl_func_end(f, NULL);
			cr_assert_not_null(fn);
			memset(buf, 0, sizeof buf);
			float v = -3.25f;
			memcpy(&buf[1], &v, 4);
			float r = fn((uintptr_t)buf - (uintptr_t)offs[k], 6.5);
			cr_assert(buf[0] == 6.5, "offset %lld", (long long)offs[k]);
			cr_assert(r == -3.25f, "offset %lld", (long long)offs[k]);
			kl_code_free((void *)fn);
		}
	kl_func_delete(f);
}

/* 12 doubles, 3 floats and 9 integers: 8 floats in fa0-fa7, then the remaining floats and
 * integers share a0-a7 in argument order (a8, an f, in a3), then the stack (a12, an f) */
#define FARGS double a0, long i0, double a1, double a2, double a3, float b0, double a4, double a5, double a6, \
	long i1, double a7, float a8, double a9, long i2, double a10, long i3, long i4, double a11, float a12, \
	long i5, long i6, double a13, long i7, long i8
typedef double (*fargs_fn)(FARGS);
static double fsum(FARGS)
{
	double d[14] = {a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13};
	long l[9] = {i0, i1, i2, i3, i4, i5, i6, i7, i8};
	double s = 1000.5 * b0;
	for (int k = 0; k < 14; k++)
		s += (k + 1) * d[k];
	for (int k = 0; k < 9; k++)
		s += (k + 20) * l[k];
	return s;
}
#define FCALL(fn) fn(0.5, 1, 1.25, 2.5, 3.75, 0.25f, 5.5, 6.5, 7.5, -2, 8.5, 9.5, 10.5, 3, 11.5, -4, 5, 12.5, 13.5, \
		     6, 7, -14.5, 8, 9)

Test(reach, float_arguments_in_integer_registers_and_on_the_stack)
{
	static const char fmt[] = "%d%l%d%d%d%f%d%d%d%l%d%f%d%l%d%l%l%d%f%l%l%d%l%l";
	static const int types[24] = {KL_D, KL_L, KL_D, KL_D, KL_D, KL_F, KL_D, KL_D, KL_D, KL_L, KL_D, KL_F,
				      KL_D, KL_L, KL_D, KL_L, KL_L, KL_D, KL_F, KL_L, KL_L, KL_D, KL_L, KL_L};
	kl_func *f = kl_func_new();
	double want = FCALL(fsum);
	/* a generated fsum: every argument where it arrives (leaf and non-leaf), summed as fsum does */
	for (int leaf = 0; leaf < 2; leaf++) {
		kl_reg a[24], s, x, t, dt;
		kl_func_begin(f, fmt, a, leaf ? KL_LEAF : KL_NONLEAF);
		cr_assert_eq(kl_error(f), 0, "%s", kl_errmsg(f));
		kl_getreg(f, &s, KL_D, KL_TEMP);
		kl_getreg(f, &x, KL_D, KL_TEMP);
		kl_getreg(f, &t, KL_L, KL_TEMP);
		kl_getreg(f, &dt, KL_D, KL_TEMP);
		cr_assert_eq(kl_error(f), 0, "%s", kl_errmsg(f));
		kl_setd(f, x, 1000.5);
		kl_cvf2d(f, s, a[5]);
		kl_muld(f, s, s, x);
		for (int k = 0, nd = 0, nl = 0; k < 24; k++) {
			if (k == 5)
				continue;
			if (types[k] == KL_D || types[k] == KL_F) {
				kl_reg y = a[k];
				if (types[k] == KL_F) {
					kl_cvf2d(f, dt, a[k]);
					y = dt;
				}
				kl_setd(f, x, ++nd);
				kl_muld(f, x, x, y);
			} else {
				kl_mulli(f, t, a[k], 20 + nl++);
				kl_cvl2d(f, x, t);
			}
			kl_addd(f, s, s, x);
		}
		kl_retd(f, s);
		fargs_fn fn = (fargs_fn)kl_func_end(f, NULL);
		cr_assert_not_null(fn, "%s", kl_errmsg(f));
		double got = FCALL(fn);
		cr_assert(got == want, "leaf %d: %a, want %a", leaf, got, want);
		kl_code_free((void *)fn);
	}
	/* a generated caller that forwards its 24 arguments to fsum, keeping one double across */
	kl_reg a[24];
	kl_func_begin(f, fmt, a, KL_NONLEAF);
	for (int k = 0; k < 24; k++)
		kl_call_arg(f, types[k], a[k]);
	kl_reg r = kl_call(f, KL_D, (const void *)fsum);
	kl_addd(f, r, r, a[0]);
	kl_retd(f, r);
	fargs_fn fn = (fargs_fn)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	double got = FCALL(fn);
	cr_assert(got == want + 0.5, "forwarding: %a, want %a", got, want + 0.5);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

/* the psABI's callee-saved float registers: a generated function that writes fs0-fs11 (12 float
 * variables, kept across a call, in a frame beyond 2 KiB) leaves the caller's values intact */
static double twice(double x) { return 2 * x; }
Test(reach, float_variables_are_callee_saved)
{
	kl_func *f = kl_func_new();
	for (int big = 0; big < 2; big++) {
		kl_reg a[1], v[KL_NFS];
		kl_func_begin(f, "%d", a, KL_NONLEAF);
		if (big)
			kl_localb(f, 5000);
		/* a[0] is in a variable already (fs0): 11 more */
		for (int k = 0; k < KL_NFS - 1; k++) {
			cr_assert(kl_getreg(f, &v[k], KL_D, KL_VAR), "variable %d: %s", k, kl_errmsg(f));
			kl_setd(f, v[k], k + 1);
			kl_muld(f, v[k], v[k], a[0]);
		}
		kl_call_arg(f, KL_D, v[3]);
		kl_reg r = kl_call(f, KL_D, (const void *)twice); /* 2 * 4x */
		for (int k = 0; k < KL_NFS - 1; k++)
			kl_addd(f, r, r, v[k]); /* + 66x */
		kl_addd(f, r, r, a[0]);         /* + x */
		kl_retd(f, r);
		double (*fn)(double) = (double (*)(double))kl_func_end(f, NULL);
		cr_assert_not_null(fn, "%s", kl_errmsg(f));
		static double in[12], out[13];
		for (int k = 0; k < 12; k++)
			in[k] = -100.0 - k;
		register double *pin __asm__("s2") = in;
		register double *pout __asm__("s3") = out;
		register void *pfn __asm__("s4") = (void *)fn;
		__asm__ volatile("fld fs0, 0(s2)\n\tfld fs1, 8(s2)\n\tfld fs2, 16(s2)\n\tfld fs3, 24(s2)\n\t"
				 "fld fs4, 32(s2)\n\tfld fs5, 40(s2)\n\tfld fs6, 48(s2)\n\tfld fs7, 56(s2)\n\t"
				 "fld fs8, 64(s2)\n\tfld fs9, 72(s2)\n\tfld fs10, 80(s2)\n\tfld fs11, 88(s2)\n\t"
				 "li t0, 0x4008000000000000\n\tfmv.d.x fa0, t0\n\t" /* 3.0 */
				 "jalr ra, 0(s4)\n\t"
				 "fsd fs0, 0(s3)\n\tfsd fs1, 8(s3)\n\tfsd fs2, 16(s3)\n\tfsd fs3, 24(s3)\n\t"
				 "fsd fs4, 32(s3)\n\tfsd fs5, 40(s3)\n\tfsd fs6, 48(s3)\n\tfsd fs7, 56(s3)\n\t"
				 "fsd fs8, 64(s3)\n\tfsd fs9, 72(s3)\n\tfsd fs10, 80(s3)\n\tfsd fs11, 88(s3)\n\t"
				 "fsd fa0, 96(s3)"
				 :
				 : "r"(pin), "r"(pout), "r"(pfn)
				 : "ra", "t0", "t1", "t2", "t3", "t4", "t5", "t6", "a0", "a1", "a2", "a3", "a4", "a5", "a6",
				   "a7", "ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "ft8", "ft9", "ft10", "ft11",
				   "fa0", "fa1", "fa2", "fa3", "fa4", "fa5", "fa6", "fa7", "fs0", "fs1", "fs2", "fs3", "fs4",
				   "fs5", "fs6", "fs7", "fs8", "fs9", "fs10", "fs11", "memory");
		cr_assert(out[12] == 75 * 3.0, "%a", out[12]);
		for (int k = 0; k < 12; k++)
			cr_assert(out[k] == in[k], "fs%d: %a, want %a (frame %d)", k, out[k], in[k], big);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}
#endif
