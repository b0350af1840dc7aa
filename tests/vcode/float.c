/* float.c -- VCODE's floating-point instructions and %f/%d calls through <kiln/vcode.h>, where
 * the target has floating point. */
#include <math.h>

#include "vcode_test.h"

#ifdef KL_HAVE_FLOAT
typedef double (*dptr2)(double, double);

Test(vcode_float, arithmetic_constants_and_conversions)
{
	v_reg arg[3], t, c;
	v_lambda("%d%d%i", arg, V_LEAF, NULL);
	cr_assert(v_getreg(&t, V_D, V_TEMP));
	cr_assert(v_getreg(&c, V_D, V_TEMP));
	v_muld(t, arg[0], arg[1]); /* a * b */
	v_setd(c, 0.5);
	v_subd(t, t, c);           /* - 0.5 */
	v_cvi2d(c, arg[2]);
	v_addd(t, t, c);           /* + n */
	v_retd(t);
	double (*fn)(double, double, int) = (double (*)(double, double, int))v_end(0).d;
	GEN_OK(fn);
	cr_assert_eq(fn(3.0, 2.5, -4), 3.0 * 2.5 - 0.5 - 4);
	cr_assert_eq(fn(-1e300, 1e10, 7), -1e300 * 1e10 - 0.5 + 7);
}

Test(vcode_float, loads_stores_and_ordered_branches)
{
	static float fv[4] = {1.5f, -2.25f, 0, 0};
	v_reg arg[1], x, y;
	v_lambda("%p", arg, V_LEAF, NULL);
	cr_assert(v_getreg(&x, V_F, V_TEMP));
	cr_assert(v_getreg(&y, V_F, V_TEMP));
	v_label_type less = v_genlabel();
	v_ldfi(x, arg[0], 0);
	v_ldfi(y, arg[0], 4);
	v_bltf(x, y, less);
	v_addf(x, x, y);
	v_stfi(x, arg[0], 8);
	v_retii(0);
	v_label(less);
	v_retii(1);
	int (*fn)(float *) = (int (*)(float *))v_end(0).i;
	GEN_OK(fn);
	cr_assert_eq(fn(fv), 0);
	cr_assert_eq(fv[2], 1.5f - 2.25f);
	fv[1] = NAN; /* ordered: a NaN never branches */
	cr_assert_eq(fn(fv), 0);
	fv[1] = 4.0f;
	cr_assert_eq(fn(fv), 1);
}

Test(vcode_float, scall_and_ccall_with_doubles)
{
	v_reg arg[1];
	v_lambda("%d", arg, V_NLEAF, NULL);
	v_reg r = v_scalld((v_dptr)(void (*)(void))sqrt, "%d", arg[0]); /* sqrt(x) */
	v_reg keep;
	cr_assert(v_getreg(&keep, V_D, V_VAR));
	v_movd(keep, r);
	struct v_cstate cs;
	v_push_init(&cs);
	v_push_argd(&cs, keep);
	v_push_argd(&cs, arg[0]);
	r = v_ccalld(&cs, (v_dptr)(void (*)(void))pow); /* pow(sqrt(x), x) */
	v_addd(r, r, keep);
	v_retd(r);
	double (*fn)(double) = (double (*)(double))v_end(0).d;
	GEN_OK(fn);
	cr_assert_eq(fn(4.0), pow(2.0, 4.0) + 2.0);
}
#else
Test(vcode_float, not_on_this_target) { cr_assert_eq(V_NTF, 0); }
#endif
