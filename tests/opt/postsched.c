/* postsched.c -- KO_POSTSCHED (sched.c, ko__postsched): the list scheduler over the allocated
 * code on a core that issues in order.  On every host, with a copy of the host's model marked
 * in order, a kernel with many more values live than registers (spill code everywhere) comes out
 * in another order that the model issues sooner, and computes what the interpreter computes; with
 * the model out of order the pass leaves the code as it was.  And the memory forms a client may
 * record itself (scaled-index loads, load-and-op) stay after a store to their address under both
 * schedulers. */
#include <criterion/criterion.h>
#include <string.h>

#include <kiln/model.h>
#include <kiln/opt.h>

#include "koprog.h"

typedef long (*fn2)(long, long);
typedef uint64_t (*fn3)(uint64_t *, uint64_t, uint64_t);

static struct kl_model host_model(int in_order)
{
	const struct kl_model *m = kl_model_get(NULL);
	cr_assert_not_null(m);
	struct kl_model c = *m;
	c.in_order = in_order;
	return c;
}

/* the kernel compiled with passes under model m; its listing's instructions into out (n of them) */
static fn2 kernel(ko_func *o, const struct kl_model *m, unsigned passes, kl_insn *out, size_t *n, size_t cap)
{
	koprog_kernel(o, 3 * (kl_target_info(NULL)->ntemps + kl_target_info(NULL)->nvars), 4);
	ko_func_set_model(o, m);
	ko_func_set_passes(o, passes | KO_VERIFY);
	fn2 f = (fn2)ko_func_end(o, NULL);
	cr_assert_not_null(f, "passes %#x: %s", passes, ko_errmsg(o));
	size_t nl;
	const struct ko_line *l = ko_func_lines(o, &nl);
	*n = 0;
	for (size_t k = 0; k < nl; k++) {
		cr_assert_lt(*n, cap);
		out[(*n)++] = l[k].insn;
	}
	return f;
}

static void agrees(ko_func *o, fn2 f, const char *what)
{
	static const long xs[][2] = {{0, 0}, {1, 2}, {-7, 1234567}, {0x123456789abcdefl, -3}, {42, -42}};
	for (size_t k = 0; k < sizeof xs / sizeof xs[0]; k++) {
		uint64_t argv[2] = {(uint64_t)xs[k][0], (uint64_t)xs[k][1]}, want;
		cr_assert_eq(ko_interp(o, argv, &want), 0, "%s: %s", what, ko_errmsg(o));
		long got = f(xs[k][0], xs[k][1]);
		cr_assert_eq((uint64_t)got, want, "%s: f(%ld, %ld) = %ld, the interpreter %ld", what, xs[k][0], xs[k][1], got,
			     (long)want);
	}
}

static int same_insns(const kl_insn *a, const kl_insn *b)
{
	return a->op == b->op && a->rd == b->rd && a->rs1 == b->rs1 && a->rs2 == b->rs2 && a->rs3 == b->rs3 &&
	       a->imm == b->imm;
}

#define CAP 20000
static kl_insn with[CAP], without[CAP];

Test(opt_postsched, in_order_core_issues_sooner)
{
	struct kl_model m = host_model(1);
	ko_func *o = ko_func_new(), *p = ko_func_new();
	size_t nw, nn;
	fn2 f = kernel(o, &m, KO_DEFAULT, with, &nw, CAP);
	fn2 g = kernel(p, &m, KO_DEFAULT & ~KO_POSTSCHED, without, &nn, CAP);
	struct ko_stats so, sp;
	ko_func_stats(o, &so);
	ko_func_stats(p, &sp);
	cr_assert_gt(sp.reloads, 20, "the kernel spills (%u reloads)", sp.reloads);
	/* the same instructions (the pass only moves them) */
	cr_assert_eq(nw, nn);
	cr_assert_eq(so.insns, sp.insns);
	cr_assert_eq(so.reloads, sp.reloads);
	cr_assert_eq(so.spill_stores, sp.spill_stores);
	size_t moved = 0;
	for (size_t k = 0; k < nw; k++)
		moved += !same_insns(&with[k], &without[k]);
	double cw = ko_func_model_cycles(o, kl_target_name()), cn = ko_func_model_cycles(p, kl_target_name());
	cr_assert_gt(moved, 0, "no instruction moved");
	cr_assert_lt(cw, cn, "%zu of %zu instructions moved, the model's estimate %.0f cycles, without the pass %.0f", moved,
		     nw, cw, cn);
	agrees(o, f, "with KO_POSTSCHED");
	agrees(p, g, "without");
	ko_func_delete(o);
	ko_func_delete(p);
}

Test(opt_postsched, out_of_order_core_keeps_the_order)
{
	struct kl_model m = host_model(0);
	ko_func *o = ko_func_new(), *p = ko_func_new();
	size_t nw, nn;
	fn2 f = kernel(o, &m, KO_DEFAULT, with, &nw, CAP);
	kernel(p, &m, KO_DEFAULT & ~KO_POSTSCHED, without, &nn, CAP);
	cr_assert_eq(nw, nn);
	for (size_t k = 0; k < nw; k++)
		cr_assert(same_insns(&with[k], &without[k]), "line %zu differs (%s, %s)", k, kl_opcode_name(with[k].op),
			  kl_opcode_name(without[k].op));
	agrees(o, f, "out of order");
	ko_func_delete(o);
	ko_func_delete(p);
}

/* f(tab, i, x): tab[i] = a long multiply chain of x; then tab[i] read back by a scaled-index load
 * (form 0), a load-and-op (form 1) or its base + offset form (form 2), the result of that feeding
 * another long chain: the schedulers rank the load first by its height, but it must wait for the
 * store */
static void store_then_load(ko_func *o, int form)
{
	ko_reg a[3];
	ko_func_begin(o, "%p%ul%ul", a, KL_LEAF);
	ko_reg tab = a[0], i = a[1], x = a[2];
	ko_reg v = ko_reg_new(o, KL_UL), addr = ko_reg_new(o, KL_P), y = ko_reg_new(o, KL_UL), off = ko_reg_new(o, KL_UL);
	ko_movul(o, v, x);
	for (int k = 0; k < 6; k++)
		ko_mululi(o, v, v, 0x9E3779B1 + 2 * k);
	ko_lshuli(o, off, i, 3);
	ko_addp(o, addr, tab, off);
	ko_stuli(o, v, addr, 0);
	if (form == 0)
		ko_ldxul(o, y, tab, i, 3, 0);
	else if (form == 1)
		ko_xormul(o, y, x, tab, i, 3, 0);
	else
		ko_xormuli(o, y, x, addr, 0);
	for (int k = 0; k < 6; k++)
		ko_addul(o, y, y, y), ko_xoruli(o, y, y, 0x55 + k);
	ko_retul(o, y);
}

Test(opt_postsched, loads_a_client_records_wait_for_a_store)
{
	struct kl_model in = host_model(1);
	for (int form = 0; form < 3; form++)
		for (int model = 0; model < 2; model++) {
			ko_func *o = ko_func_new();
			store_then_load(o, form);
			ko_func_set_model(o, model ? &in : NULL);
			ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY);
			fn3 f = (fn3)ko_func_end(o, NULL);
			cr_assert_not_null(f, "form %d: %s", form, ko_errmsg(o));
			for (uint64_t x = 1; x < 200; x += 37) {
				uint64_t tab[8] = {0}, want, i = x % 8;
				uint64_t argv[3] = {(uint64_t)(uintptr_t)tab, i, x};
				cr_assert_eq(ko_interp(o, argv, &want), 0, "%s", ko_errmsg(o));
				memset(tab, 0, sizeof tab);
				uint64_t got = f(tab, i, x);
				cr_assert_eq(got, want, "form %d, %s model: f(tab, %llu, %llu) = %#llx, the interpreter %#llx", form,
					     model ? "in-order" : "the host's", (unsigned long long)i, (unsigned long long)x,
					     (unsigned long long)got, (unsigned long long)want);
			}
			ko_func_delete(o);
		}
}
