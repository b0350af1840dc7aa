/* reach.c -- the RISC-V 64 backend's long forms, run: branches and jumps beyond 4 KiB and 1 MiB
 * in both directions, memory offsets beyond 12 bits and beyond 2 GiB, frames beyond 2 KiB (with
 * KL_SAVE_ALL), stack arguments arriving and leaving, and callees in argument registers. */
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
