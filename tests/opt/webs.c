/* webs.c -- KO_WEBS (a virtual register per web) and shared spill slots: a register reused for
 * many values costs no moves, values that flow together (a loop's, a carry's) stay one value,
 * and every form agrees with the interpreter, with the allocation checker on. */
#include <criterion/criterion.h>
#include <inttypes.h>

#include <kiln/opt.h>

typedef uint64_t (*fn2)(uint64_t, uint64_t);

static void *compile(ko_func *o, unsigned passes)
{
	ko_func_set_passes(o, passes | KO_VERIFY);
	void *code = ko_func_end(o, NULL);
	cr_assert_not_null(code, "passes %#x: %s", passes, ko_errmsg(o));
	return code;
}

static void agree(ko_func *o, void *code, uint64_t x, uint64_t y, const char *what)
{
	uint64_t argv[2] = {x, y}, want;
	cr_assert_eq(ko_interp(o, argv, &want), 0, "%s: %s", what, ko_errmsg(o));
	uint64_t got = ((fn2)code)(x, y);
	cr_assert_eq(got, want, "%s: f(%#" PRIx64 ", %#" PRIx64 "): compiled %#" PRIx64 ", interpreter %#" PRIx64, what,
		     x, y, got, want);
}

/* Salsa20's shape as the language records it: each sum u a new register, rotated into one
 * temporary t reused for every rotate, two quarters in flight; n accumulators
 * z[k] ^= rotl(z[k-1] + z[k-2], s) over four rounds */
static void one_temporary(ko_func *o, int n)
{
	ko_reg a[2], z[64] = {0};
	ko_func_begin(o, "%ul%ul", a, KL_LEAF);
	for (int k = 0; k < n; k++) {
		z[k] = ko_reg_new(o, KL_UL);
		ko_mululi(o, z[k], a[k & 1], 2 * k + 3);
	}
	ko_reg t = ko_reg_new(o, KL_UL);
	for (int r = 0; r < 4; r++)
		for (int k = 0; k + 1 < n; k += 2) {
			ko_reg u = ko_reg_new(o, KL_UL), w = ko_reg_new(o, KL_UL);
			ko_addul(o, u, z[(k + n - 1) % n], z[(k + n - 2) % n]);
			ko_addul(o, w, z[(k + n - 3) % n], z[(k + 2) % n]);
			ko_rotluli(o, t, u, 7 + 2 * k);
			ko_xorul(o, z[k], z[k], t);
			ko_rotluli(o, t, w, 9 + k);
			ko_xorul(o, z[k + 1], z[k + 1], t);
		}
	for (int k = 1; k < n; k++)
		ko_addul(o, z[0], z[0], z[k]);
	ko_retul(o, z[0]);
}

Test(opt_webs, reused_temporary_costs_no_moves)
{
	ko_func *o = ko_func_new();
	struct ko_stats with, without;
	const struct kl_target_info *ti = kl_target_info(NULL);
	int n = ti->ntemps + ti->nvars + 2; /* x86-64: 16 accumulators, 5 moves without webs */
	one_temporary(o, n);
	void *code = compile(o, KO_DEFAULT & ~KO_WEBS);
	ko_func_stats(o, &without);
	agree(o, code, 0x0123456789abcdef, 0x5a5a5a5a12345678, "without webs");
	kl_code_free(code);
	one_temporary(o, n);
	code = compile(o, KO_DEFAULT);
	ko_func_stats(o, &with);
	agree(o, code, 0x0123456789abcdef, 0x5a5a5a5a12345678, "webs");
	/* each value of t gets a register of its own, the sum's it is rotated from: no copy */
	cr_assert_eq(with.moves, 0, "webs: %u moves inserted (without: %u)", with.moves, without.moves);
	cr_assert_leq(with.insns, without.insns, "webs %u instructions, without %u", with.insns, without.insns);
	kl_code_free(code);
	ko_func_delete(o);
}

/* acc lives around a loop (its definitions before, in and after the loop are one web at the
 * loop's head); the argument x is written after its last read (a new value, the argument's
 * register keeps the old one); i is reused after the loop for something else */
static void loop(ko_func *o)
{
	ko_reg a[2];
	ko_func_begin(o, "%ul%ul", a, KL_LEAF);
	ko_reg x = a[0], y = a[1], acc = ko_reg_new(o, KL_UL), i = ko_reg_new(o, KL_UL);
	kl_label top = ko_label_new(o), skip = ko_label_new(o);
	ko_movul(o, acc, y);
	ko_setul(o, i, 9);
	ko_label_place(o, top);
	ko_xorul(o, acc, acc, x);
	ko_rotluli(o, acc, acc, 13);
	ko_bltuli(o, acc, 1000, skip);
	ko_addul(o, acc, acc, i);
	ko_label_place(o, skip);
	ko_subuli(o, i, i, 1);
	ko_bneuli(o, i, 0, top);
	ko_mululi(o, x, y, 3); /* x's second value */
	ko_addul(o, i, acc, x);
	ko_retul(o, i);
}

Test(opt_webs, loop_values_stay_one)
{
	ko_func *o = ko_func_new();
	for (int k = 0; k < 4; k++) {
		unsigned passes = (k & 1 ? KO_DEFAULT : KO_WEBS | KO_PEEP) | (k & 2 ? KO_COLOR : 0u);
		loop(o);
		void *code = compile(o, passes);
		agree(o, code, 0x1234, 0x77, "loop");
		agree(o, code, 0, 5, "loop");
		agree(o, code, UINT64_MAX, 0x8000000000000000, "loop");
		kl_code_free(code);
	}
	ko_func_delete(o);
}

/* an add-with-carry reads and writes its carry: c's values through the chain are one value */
static void carries(ko_func *o)
{
	ko_reg a[2];
	ko_func_begin(o, "%ul%ul", a, KL_LEAF);
	ko_reg c = ko_reg_new(o, KL_UL), lo = ko_reg_new(o, KL_UL), hi = ko_reg_new(o, KL_UL);
	ko_reg x = ko_reg_new(o, KL_UL);
	ko_setul(o, c, 0);
	ko_addcul(o, lo, c, a[0], a[1]);
	ko_comul(o, x, a[1]);
	ko_addcul(o, hi, c, a[1], x);
	ko_addcul(o, x, c, hi, lo);
	ko_lshuli(o, c, c, 40); /* c written again, a new value */
	ko_xorul(o, x, x, c);
	ko_xorul(o, x, x, hi);
	ko_retul(o, x);
}

Test(opt_webs, carry_is_one_value)
{
	ko_func *o = ko_func_new();
	for (int color = 0; color < 2; color++) {
		carries(o);
		void *code = compile(o, KO_DEFAULT | (color ? KO_COLOR : 0u));
		agree(o, code, UINT64_MAX, 1, "carries");
		agree(o, code, 0x8000000000000000, 0x8000000000000000, "carries");
		agree(o, code, 12345, 67890, "carries");
		kl_code_free(code);
	}
	ko_func_delete(o);
}

/* Four phases, each with more values live than there are registers, one after the other: the
 * values spilled in one are dead before the next starts, so their slots serve again. */
static void phases(ko_func *o, int n)
{
	ko_reg a[2], v[96] = {0};
	ko_func_begin(o, "%ul%ul", a, KL_LEAF);
	ko_reg s = ko_reg_new(o, KL_UL);
	ko_movul(o, s, a[1]);
	for (int ph = 0; ph < 4; ph++) {
		for (int k = 0; k < n; k++) {
			v[k] = ko_reg_new(o, KL_UL);
			ko_mululi(o, v[k], ph ? s : a[0], 2 * k + 1);
		}
		for (int k = 0; k < n; k++)
			ko_addul(o, s, s, v[(k * 7) % n]);
		for (int k = 0; k < n; k++)
			ko_xorul(o, s, s, v[k]);
	}
	ko_retul(o, s);
}

Test(opt_webs, spill_slots_shared)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	int n = 2 * (ti->ntemps + ti->nvars);
	cr_assert_leq(n, 96);
	ko_func *o = ko_func_new();
	for (int color = 0; color < 2; color++) {
		phases(o, n);
		void *code = compile(o, KO_CLEAN | KO_PEEP | (color ? KO_COLOR : 0u));
		struct ko_stats st;
		ko_func_stats(o, &st);
		agree(o, code, 3, 0x1111, "phases");
		agree(o, code, UINT64_MAX, 7, "phases");
		/* a phase has n + 2 values live on n / 2 registers: fewer than n + 2 slots for one, and
		 * the later phases reuse them, plus one for breaking move cycles (linear scan: x86-64
		 * 15 slots for 60 spill stores, AArch64 40 for 160) */
		cr_assert_gt(st.spill_stores, 0);
		cr_assert_leq(st.frame, 8u * (uint32_t)(n + 3), "%s: %u bytes of spill slots, %d values a phase",
			      color ? "colouring" : "linear scan", st.frame, n);
		kl_code_free(code);
	}
	ko_func_delete(o);
}
