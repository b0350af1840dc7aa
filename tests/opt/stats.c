/* stats.c -- what ko_func_stats reports: the most values live at one point, and a frame only for
 * the spill slots used (no cycle slot unless a move cycle needed one). */
#include <criterion/criterion.h>

#include <kiln/opt.h>

/* long f(long *p): n values loaded from p, all live until they are summed */
static void record_sum(ko_func *o, int n)
{
	ko_reg a[1], v[64] = {0};
	ko_func_begin(o, "%p", a, KL_LEAF);
	for (int k = 0; k < n; k++) {
		v[k] = ko_reg_new(o, KL_L);
		ko_ldli(o, v[k], a[0], 8 * k);
	}
	for (int k = 1; k < n; k++)
		ko_addl(o, v[0], v[0], v[k]);
	ko_retl(o, v[0]);
}

static long sum(const long *p, int n)
{
	long s = 0;
	for (int k = 0; k < n; k++)
		s += p[k];
	return s;
}

Test(opt_stats, maxlive_counts_the_values_live_together)
{
	long mem[64];
	for (int k = 0; k < 64; k++)
		mem[k] = 3 * k + 1;
	ko_func *o = ko_func_new();
	ko_func_set_passes(o, KO_VERIFY); /* no cleanups: the values stay as recorded */
	const int ns[] = {3, 8, 40};
	for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
		int n = ns[i];
		record_sum(o, n);
		long (*f)(long *) = (long (*)(long *))ko_func_end(o, NULL);
		cr_assert_not_null(f, "%d values: %s", n, ko_errmsg(o));
		cr_assert_eq(f(mem), sum(mem, n), "%d values", n);
		struct ko_stats st;
		ko_func_stats(o, &st);
		/* all n loaded values are live before the first add, with the pointer (n + 1), and the
		 * pointer dies at the last load: n or n + 1 at the most */
		cr_assert(st.maxlive == (uint32_t)n || st.maxlive == (uint32_t)n + 1, "%d values: maxlive %u", n, st.maxlive);
		kl_code_free((void *)f);
	}
	ko_func_delete(o);
}

Test(opt_stats, no_frame_without_spills)
{
	ko_func *o = ko_func_new();
	record_sum(o, 3);
	void *code = ko_func_end(o, NULL);
	cr_assert_not_null(code, "%s", ko_errmsg(o));
	struct ko_stats st;
	ko_func_stats(o, &st);
	cr_assert_eq(st.spill_stores + st.reloads, 0u);
	cr_assert_eq(st.frame, 0u, "3 values, no spills, yet a frame of %u bytes", st.frame);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_stats, spills_have_their_slots)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	int n = 2 * (ti->ntemps + ti->nvars) + 2;
	if (n > 64)
		n = 64;
	long mem[64];
	for (int k = 0; k < 64; k++)
		mem[k] = 5 * k - 7;
	ko_func *o = ko_func_new();
	ko_func_set_passes(o, KO_VERIFY);
	record_sum(o, n);
	long (*f)(long *) = (long (*)(long *))ko_func_end(o, NULL);
	cr_assert_not_null(f, "%s", ko_errmsg(o));
	cr_assert_eq(f(mem), sum(mem, n));
	struct ko_stats st;
	ko_func_stats(o, &st);
	cr_assert_gt(st.spill_stores, 0u, "%d values live in %d registers, no spill", n, ti->ntemps + ti->nvars);
	cr_assert_geq(st.frame, 8u);
	cr_assert_gt(ko_spill_fraction(&st), 0.0);
	kl_code_free((void *)f);
	ko_func_delete(o);
}
