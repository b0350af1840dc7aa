/* KL_CHECKED clients: the inline emitters check every register operand as records are checked.
 * Each bad register below was silently encoded as another register before (issue 11). */
#define KL_CHECKED 1
#include <criterion/criterion.h>

#include "kiln.h"

static kl_func *f;
static kl_reg a[2];

static void begin(void)
{
	kl_func_begin(f, "%l%l", a, KL_LEAF);
}

static void expect_operand_error(const char *what)
{
	cr_assert_eq(kl_error(f), KL_ERR_OPERAND, "%s: error %d (%s)", what, kl_error(f), kl_errmsg(f));
	kl_retl(f, a[0]);
	cr_assert_null(kl_func_end(f, NULL), "%s: no code", what);
}

Test(checked, registers_that_do_not_exist)
{
	f = kl_func_new();
	const kl_reg bad[] = {(kl_reg)-1, KL_NREGS, 99, 1u << 20}; /* KL_NREGS: one past the last integer register */
	for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
		begin();
		kl_addl(f, bad[k], a[0], a[1]);
		expect_operand_error("destination");
		begin();
		kl_addl(f, a[0], bad[k], a[1]);
		expect_operand_error("first source");
		begin();
		kl_addli(f, a[0], a[1], 1);
		kl_ldli(f, a[0], bad[k], 8);
		expect_operand_error("load base");
		begin();
		kl_stli(f, bad[k], a[0], 8);
		expect_operand_error("stored value");
	}
	kl_func_delete(f);
}

Test(checked, float_register_in_an_integer_op)
{
	f = kl_func_new();
	kl_reg d;
	begin();
	if (!kl_getreg(f, &d, KL_D, KL_TEMP)) {
		kl_func_abort(f);
		kl_func_delete(f);
		cr_skip_test("no float registers on this target");
	}
	kl_addl(f, a[0], d, a[1]);
	expect_operand_error("a float register as an integer source");
	begin();
	kl_addd(f, d, a[0], a[1]);
	expect_operand_error("integer registers in a float op");
	kl_func_delete(f);
}

Test(checked, kilns_scratch_register_is_not_the_clients)
{
	f = kl_func_new();
	int hits = 0;
	for (kl_reg r = 0; r < 32; r++) { /* whichever numbers name kiln's own registers here */
		begin();
		kl_addl(f, r, a[0], a[1]);
		if (kl_error(f)) {
			expect_operand_error("a register kiln keeps");
			hits++;
		} else {
			kl_func_abort(f);
		}
	}
	cr_assert_gt(hits, 0, "some register numbers are refused as destinations");
	kl_func_delete(f);
}

Test(checked, good_code_is_unchanged)
{
	f = kl_func_new();
	begin();
	kl_reg t;
	kl_getreg(f, &t, KL_L, KL_TEMP);
	kl_addl(f, t, a[0], a[1]);
	kl_mulli(f, t, t, 3);
	kl_retl(f, t);
	long (*fn)(long, long) = (long (*)(long, long))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(4, 5), 27);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}
