/* figure1.c -- the seed paper's Figure 1 verbatim (plus1), and the forms of v_lambda and v_end
 * that VCODE 0.08's tutorial uses. */
#include <limits.h>

#include "vcode_test.h"

/* ---- Figure 1, as printed (comments shortened) ---- */
typedef int (*iptr)(int);
/* Called at runtime to create a function which returns its argument + 1. */
iptr mkplus1(struct v_code *ip) {
 v_reg arg[1];

/* Begin code generation. */ v_lambda("%i", arg, V_LEAF, ip);

/* Add the argument register to 1. */
v_addii(arg[0], arg[0], 1); /* ADD Integer Immediate */
/* Return the result. */
v_reti(arg[0]); /* RETurn Integer */

/* End code generation. */
return (iptr)v_end();

}
/* ---- end of Figure 1 ---- */

Test(vcode_figure1, plus1)
{
	static struct v_code insn[1000]; /* the figure's type; VCODE 0.08's programs pass unsigned[] */
	iptr plus1 = mkplus1(insn);
	GEN_OK(plus1);
	int xs[] = {0, 1, -1, -2, 41, 1000000, INT_MIN, INT_MAX - 1};
	for (size_t k = 0; k < sizeof xs / sizeof xs[0]; k++)
		cr_expect_eq(plus1(xs[k]), xs[k] + 1, "plus1(%d) = %d", xs[k], plus1(xs[k]));
	/* wraps like the machine: kiln's add is modulo 2^32 */
	cr_expect_eq(plus1(INT_MAX), INT_MIN);
}

Test(vcode_figure1, plus1_twice_gives_two_functions)
{
	static struct v_code insn[1000];
	iptr a = mkplus1(insn), b = mkplus1(insn);
	GEN_OK(a);
	GEN_OK(b);
	cr_expect_neq((void *)a, (void *)b, "each v_end gives its own code");
	cr_expect_eq(a(10), 11);
	cr_expect_eq(b(20), 21);
}

/* VCODE 0.08's tutorial zero.c: the 6-argument v_lambda, v_end(0).i. */
Test(vcode_figure1, zero_six_argument_lambda)
{
	static struct v_code insn[1000];
	v_iptr ip;
	cr_assert_eq(v_lambda("zero", "", 0, V_LEAF, insn, sizeof insn), 0, "%s", v_errmsg());
	v_retii(0);
	ip = v_end(0).i;
	GEN_OK(ip);
	cr_expect_eq(ip(), 0);
}

Test(vcode_figure1, end_reports_size)
{
	static struct v_code insn[1000];
	v_reg_type x;
	int nbytes = -1;
	v_lambda("times3", "%l", &x, V_LEAF, insn, sizeof insn);
	v_mulli(x, x, 3);
	v_retl(x);
	union v_fp fp = v_end(&nbytes);
	GEN_OK(fp.l);
	cr_expect(nbytes > 0 && nbytes < 1000, "nbytes = %d", nbytes);
	long (*times3)(long) = (long (*)(long))fp.l;
	cr_expect_eq(times3(-7), -21);
	cr_expect_eq(times3(1L << 40), 3L << 40);
}

/* Without a size, or with ip NULL, kiln's own buffer grows as needed. */
Test(vcode_figure1, large_function_in_kiln_buffer)
{
	v_reg arg[1];
	v_lambda("%i", arg, V_LEAF, NULL);
	for (int k = 0; k < 20000; k++)
		v_addii(arg[0], arg[0], 3);
	v_reti(arg[0]);
	iptr f = (iptr)v_end();
	GEN_OK(f);
	cr_expect_eq(f(5), 5 + 60000);
}

/* The forms of v_end's argument: empty, 0, NULL, a cast, an address. */
Test(vcode_figure1, end_argument_forms)
{
	int n = 0;
	for (int form = 0; form < 5; form++) {
		v_reg arg[1];
		v_lambda("%i", arg, V_LEAF, NULL);
		v_addii(arg[0], arg[0], form);
		v_reti(arg[0]);
		iptr f;
		switch (form) {
		case 0: f = (iptr)v_end(); break;
		case 1: f = (iptr)v_end(0).i; break;
		case 2: f = (iptr)v_end(NULL).i; break;
		case 3: f = (iptr)v_end((int *)0).i; break;
		default: f = (iptr)v_end(&n).i; break;
		}
		GEN_OK(f);
		cr_expect_eq(f(10), 10 + form, "form %d", form);
	}
	cr_expect(n > 0);
}

/* A second v_lambda before v_end drops the first function. */
Test(vcode_figure1, lambda_again_drops_unfinished)
{
	v_reg arg[1];
	v_lambda("%i", arg, V_LEAF, NULL);
	v_addii(arg[0], arg[0], 1000);
	v_lambda("%i", arg, V_LEAF, NULL);
	v_addii(arg[0], arg[0], 1);
	v_reti(arg[0]);
	iptr f = (iptr)v_end();
	GEN_OK(f);
	cr_expect_eq(f(1), 2);
}
