/* sched.c -- the schedulers on small inputs: the list scheduler moves independent work between
 * a load and its use and interleaves two dependence chains; the m-slice scheduler reproduces
 * seed 000's six-instruction example (window 1 keeps the order, window 2 makes it a1 a2 c1 b1 b2
 * c2 on a core issuing two XORs a cycle: the SiFive U74); bad settings are errors. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include <kiln.h>
#include <kiln/model.h>
#include <kiln/opt.h>

static int32_t nrec(const ko_func *o)
{
	size_t n;
	ko_func_code(o, &n);
	return (int32_t)n;
}

/* position among the compiled lines of the instruction from record rec, or -1 */
static int line_of(const ko_func *o, int32_t rec)
{
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	for (size_t k = 0; k < n; k++)
		if (l[k].rec == rec)
			return (int)k;
	return -1;
}

static void dump(const ko_func *o)
{
	ko_func_print(o, stderr, 0);
	ko_func_print(o, stderr, 1);
}

/* long f(long *p, long x): ld, its use, then three xors of x that do not depend on the load */
static void load_and_chain(ko_func *o, int32_t *ld, int32_t *use)
{
	ko_reg a[2];
	ko_func_begin(o, "%p%l", a, KL_LEAF);
	ko_reg v = ko_reg_new(o, KL_L), w = ko_reg_new(o, KL_L), c = ko_reg_new(o, KL_L), r = ko_reg_new(o, KL_L);
	*ld = nrec(o);
	ko_ldli(o, v, a[0], 8);
	*use = nrec(o);
	ko_addli(o, w, v, 1);
	ko_xorli(o, c, a[1], 5);
	ko_xorli(o, c, c, 7);
	ko_xorli(o, c, c, 9);
	ko_addl(o, r, w, c);
	ko_retl(o, r);
}

Test(sched, list_moves_work_between_a_load_and_its_use)
{
	long mem[2] = {0, 1000};
	for (int on = 0; on < 2; on++) {
		ko_func *o = ko_func_new();
		int32_t ld, use;
		ko_func_set_passes(o, (on ? KO_SCHED : 0) | KO_VERIFY);
		load_and_chain(o, &ld, &use);
		long (*fn)(long *, long) = (long (*)(long *, long))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s", ko_errmsg(o));
		cr_assert_eq(fn(mem, 3), 1001 + (3 ^ 5 ^ 7 ^ 9), "scheduling %s: %ld", on ? "on" : "off", fn(mem, 3));
		int gap = line_of(o, use) - line_of(o, ld);
		if (on && gap < 3)
			dump(o);
		/* off: the use follows the load; on: the three xors come between them */
		cr_assert_eq(gap, on ? 4 : 1, "scheduling %s: load at line %d, its use at %d", on ? "on" : "off",
			     line_of(o, ld), line_of(o, use));
		kl_code_free((void *)fn);
		ko_func_delete(o);
	}
}

Test(sched, list_interleaves_two_chains)
{
	ko_func *o = ko_func_new();
	ko_func_set_passes(o, KO_SCHED | KO_VERIFY);
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg x = ko_reg_new(o, KL_L), y = ko_reg_new(o, KL_L), r = ko_reg_new(o, KL_L);
	int32_t xs[3], ys[3];
	xs[0] = nrec(o);
	ko_mulli(o, x, a[0], 3);
	xs[1] = nrec(o);
	ko_mulli(o, x, x, 5);
	xs[2] = nrec(o);
	ko_mulli(o, x, x, 7);
	ys[0] = nrec(o);
	ko_mulli(o, y, a[1], 3);
	ys[1] = nrec(o);
	ko_mulli(o, y, y, 5);
	ys[2] = nrec(o);
	ko_mulli(o, y, y, 7);
	ko_addl(o, r, x, y);
	ko_retl(o, r);
	long (*fn)(long, long) = (long (*)(long, long))ko_func_end(o, NULL);
	cr_assert_not_null(fn, "%s", ko_errmsg(o));
	cr_assert_eq(fn(2, 3), 105 * 2 + 105 * 3);
	/* the order x1 y1 x2 y2 x3 y3: each multiply waits for its chain's last one */
	int at[6];
	for (int k = 0; k < 3; k++) {
		at[2 * k] = line_of(o, xs[k]);
		at[2 * k + 1] = line_of(o, ys[k]);
	}
	for (int k = 1; k < 6; k++) {
		if (at[k] <= at[k - 1])
			dump(o);
		cr_assert_gt(at[k], at[k - 1], "multiply %d (line %d) before multiply %d (line %d)", k, at[k], k - 1, at[k - 1]);
	}
	kl_code_free((void *)fn);
	ko_func_delete(o);
}

/* Seed 000: a1 = x1^x2; a2 = x3^x4; b1 = a1^x5; b2 = a2^x6; c1 = x7^x8; c2 = c1^x9, alone in a
 * block, compiled for the U74 (two ALU pipes, two instructions a cycle); the order of the six. */
static void mslice_order(int window, char *out)
{
	ko_func *o = ko_func_new();
	ko_func_set_passes(o, KO_SCHED | KO_VERIFY);
	cr_assert_eq(ko_func_set_sched(o, KO_SCHED_MSLICE, window), 0, "%s", ko_errmsg(o));
	ko_reg p[1], x[10], a1, a2, b1, b2, c1, c2, r = 0;
	ko_func_begin(o, "%p", p, KL_LEAF);
	for (int k = 1; k <= 9; k++) {
		x[k] = ko_reg_new(o, KL_UL);
		ko_lduli(o, x[k], p[0], 8 * k);
	}
	kl_label body = ko_label_new(o), done = ko_label_new(o);
	ko_jv(o, body);
	ko_label_place(o, body);
	a1 = ko_reg_new(o, KL_UL), a2 = ko_reg_new(o, KL_UL), b1 = ko_reg_new(o, KL_UL);
	b2 = ko_reg_new(o, KL_UL), c1 = ko_reg_new(o, KL_UL), c2 = ko_reg_new(o, KL_UL);
	int32_t first = nrec(o);
	ko_xorul(o, a1, x[1], x[2]);
	ko_xorul(o, a2, x[3], x[4]);
	ko_xorul(o, b1, a1, x[5]);
	ko_xorul(o, b2, a2, x[6]);
	ko_xorul(o, c1, x[7], x[8]);
	ko_xorul(o, c2, c1, x[9]);
	ko_jv(o, done);
	ko_label_place(o, done);
	r = ko_reg_new(o, KL_UL);
	ko_xorul(o, r, b1, b2);
	ko_xorul(o, r, r, c2);
	ko_retul(o, r);
	kl_func *f = kl_func_new_target("riscv64");
	cr_assert_not_null(f);
	cr_assert_eq(ko_func_emit(o, f), 0, "%s", ko_errmsg(o));
	static const char *const names[] = {"a1", "a2", "b1", "b2", "c1", "c2"};
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	out[0] = 0;
	for (size_t k = 0; k < n; k++)
		if (l[k].rec >= first && l[k].rec < first + 6) {
			if (out[0])
				strcat(out, " ");
			strcat(out, names[l[k].rec - first]);
		}
	kl_func_abort(f);
	kl_func_delete(f);
	ko_func_delete(o);
}

Test(sched, mslice_seed_example)
{
	const struct kl_model *m = kl_model_get("riscv64");
	cr_assert_eq(m->issue_width, 2);
	cr_assert_eq(__builtin_popcount(m->cls[KL_IC_ALU].units), 2, "two XORs a cycle");
	char order[64];
	mslice_order(1, order);
	cr_assert_str_eq(order, "a1 a2 b1 b2 c1 c2", "window 1: %s", order);
	mslice_order(2, order);
	cr_assert_str_eq(order, "a1 a2 c1 b1 b2 c2", "window 2: %s", order);
}

Test(sched, bad_settings_are_errors)
{
	ko_func *o = ko_func_new();
	cr_assert_eq(ko_func_set_sched(o, 7, 0), KL_ERR_OPERAND);
	cr_assert_eq(ko_error(o), KL_ERR_OPERAND);
	cr_assert(strstr(ko_errmsg(o), "ko_func_set_sched"), "%s", ko_errmsg(o));
	ko_func_delete(o);
	o = ko_func_new();
	cr_assert_eq(ko_func_set_sched(o, KO_SCHED_MSLICE, 65), KL_ERR_OPERAND);
	ko_func_delete(o);
	o = ko_func_new();
	cr_assert_eq(ko_func_set_sched(o, KO_SCHED_LIST | KO_SCHED_PRESSURE, 0), 0);
	cr_assert_eq(ko_error(o), 0);
	ko_func_delete(o);
	cr_assert_eq(ko_func_set_sched(NULL, KO_SCHED_LIST, 0), KL_ERR_STATE);
}

/* a load off the same base at a disjoint offset moves above a store; one at the stored address,
 * and a store over a loaded address, keep their order */
Test(sched, loads_pass_stores_only_where_they_cannot_alias)
{
	ko_func *o = ko_func_new();
	ko_func_set_passes(o, KO_SCHED | KO_VERIFY);
	ko_reg a[2];
	ko_func_begin(o, "%p%l", a, KL_LEAF);
	ko_reg m = ko_reg_new(o, KL_L), u = ko_reg_new(o, KL_L), v = ko_reg_new(o, KL_L), w = ko_reg_new(o, KL_L);
	ko_reg r = ko_reg_new(o, KL_L);
	ko_mulli(o, m, a[1], 3);
	int32_t st = nrec(o);
	ko_stli(o, m, a[0], 0); /* p[0] = 3x */
	int32_t disjoint = nrec(o);
	ko_ldli(o, u, a[0], 8); /* p[1]: may go first */
	int32_t same = nrec(o);
	ko_ldli(o, v, a[0], 0); /* p[0]: 3x, after the store */
	ko_ldli(o, w, a[0], 16);
	ko_stli(o, v, a[0], 16); /* p[2] = 3x, after the load of the old p[2] */
	ko_addl(o, r, u, v);
	ko_addl(o, r, r, w);
	ko_retl(o, r);
	long (*fn)(long *, long) = (long (*)(long *, long))ko_func_end(o, NULL);
	cr_assert_not_null(fn, "%s", ko_errmsg(o));
	long mem[3] = {0, 100, 1000};
	long got = fn(mem, 5);
	cr_assert_eq(got, 100 + 15 + 1000, "%ld", got);
	cr_assert_eq(mem[0], 15);
	cr_assert_eq(mem[2], 15);
	if (line_of(o, disjoint) > line_of(o, st) || line_of(o, same) < line_of(o, st))
		dump(o);
	cr_assert_lt(line_of(o, disjoint), line_of(o, st), "the load of p[1] stayed after the store to p[0]");
	cr_assert_gt(line_of(o, same), line_of(o, st), "the load of p[0] went above the store to p[0]");
	kl_code_free((void *)fn);
	ko_func_delete(o);
}
