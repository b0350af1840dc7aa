/* regs.c -- exhausting and returning registers, registers that keep their values across calls,
 * v_mk_unavail (VCODE 0.08's own test, then with arguments in the way), and the hard-coded
 * registers V_TI<k> and V_SI<k>. */
#include "vcode_test.h"

#define N(a) (sizeof(a) / sizeof(a)[0])

/* Take every register of a class, check they are distinct and are not v_lp, and give them back. */
static int drain(v_reg_type *r, int max, int type, int cls)
{
	int n = 0;
	while (n < max && v_getreg(&r[n], type, cls)) {
		cr_expect_neq(r[n].reg, v_lp.reg, "v_getreg handed out the local pointer");
		for (int j = 0; j < n; j++)
			cr_expect_neq(r[n].reg, r[j].reg, "register %u handed out twice", r[n].reg);
		n++;
	}
	return n;
}

Test(vcode_regs, exhaust_and_return)
{
	v_reg_type r[64];
	for (int leaf = 0; leaf < 2; leaf++) {
		v_lambda("regs", "", 0, leaf ? V_LEAF : V_NLEAF, NULL, 0);
		int nvar = drain(r, 64, V_I, V_VAR);
		if (leaf)
			cr_expect_eq(nvar, V_NTI + V_NSI, "in a leaf every register keeps its value");
		else
			cr_expect_eq(nvar, V_NSI, "only callee-saved registers survive calls");
		cr_expect_eq(v_getreg(&r[63], V_I, V_VAR), 0, "exhausted stays exhausted");
		int ntemp = drain(r + nvar, 64 - nvar, V_L, V_TEMP);
		cr_expect_eq(nvar + ntemp, V_NTI + V_NSI);
		for (int k = 0; k < nvar + ntemp; k++)
			v_putreg(r[k], V_I);
		cr_expect_eq(drain(r, 64, V_P, V_TEMP), nvar + ntemp, "every register came back");
		v_retv();
		cr_expect(v_end(0).v != 0, "%s", v_errmsg());
	}
}

/* Arguments hold registers: they are not handed out. */
Test(vcode_regs, arguments_are_not_handed_out)
{
	v_reg_type a[3], r[64];
	v_lambda("args", "%i%l%p", a, V_NLEAF, NULL, 0);
	int n = drain(r, 64, V_I, V_TEMP);
	cr_expect_eq(n, V_NTI + V_NSI - 3);
	for (int k = 0; k < n; k++)
		for (int j = 0; j < 3; j++)
			cr_expect_neq(r[k].reg, a[j].reg);
	v_retv();
	cr_expect(v_end(0).v != 0, "%s", v_errmsg());
}

static int clobber_all(int x) { return x * 3; }

/* Every V_VAR register, set before a call, holds its value after it (and is restored for the
 * caller: the Criterion harness around this test relies on that too). */
Test(vcode_regs, var_registers_survive_calls)
{
	v_reg_type r[64], s;
	v_lambda("vars", "", 0, V_NLEAF, NULL, 0);
	int n = drain(r, 64, V_L, V_VAR);
	cr_assert(n >= 2);
	for (int k = 0; k < n; k++)
		v_setl(r[k], 1000 + k * 37);
	v_scalli((v_iptr)clobber_all, "%I", 5);
	s = r[n - 1]; /* sum into the last */
	for (int k = 0; k < n - 1; k++)
		v_addl(s, s, r[k]);
	v_retl(s);
	long (*f)(void) = (long (*)(void))v_end(0).l;
	GEN_OK(f);
	long want = 0;
	for (int k = 0; k < n; k++)
		want += 1000 + k * 37;
	cr_expect_eq(f(), want);
}

/* VCODE 0.08's tests/unavail.c: registers made unavailable before v_lambda stay out of the
 * allocator in every later function. */
Test(vcode_regs, mk_unavail_before_lambda)
{
	v_code insn[1000];
	v_reg_type r[100];
	int i, j, iters;

	v_mk_unavail(V_I, V_TI0);
	v_mk_unavail(V_I, V_TI1);
	v_mk_unavail(V_I, V_TI2);

	for (iters = 0; iters < 5; iters++) {
		v_lambda("foo", 0, 0, V_NLEAF, insn, sizeof insn);
		for (i = 0; v_getreg(&r[i], V_I, V_TEMP); i++) {
			for (j = 0; j < i; j++)
				cr_assert(_vrr(r[i]) != _vrr(r[j]));
			cr_assert(_vrr(r[i]) != _vrr(V_TI0));
			cr_assert(_vrr(r[i]) != _vrr(V_TI1));
			cr_assert(_vrr(r[i]) != _vrr(V_TI2));
		}
		cr_expect_eq(i, V_NTI + V_NSI - 3);
		v_end(0);
	}
}

/* Hard-coded temporaries in a leaf: V_TI0 and V_TI1 never hold arguments. */
Test(vcode_regs, hard_coded_temporaries)
{
	v_reg arg[2];
	v_lambda("hard", "%i%i", arg, V_LEAF, NULL, 0);
	cr_expect_neq(arg[0].reg, V_TI0.reg);
	cr_expect_neq(arg[1].reg, V_TI1.reg);
	v_muli(V_TI0, arg[0], arg[1]);
	v_subi(V_TI1, arg[0], arg[1]);
	v_addi(V_TI0, V_TI0, V_TI1);
	v_reti(V_TI0);
	int (*f)(int, int) = (int (*)(int, int))v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(6, 7), 42 - 1);
	cr_expect_eq(f(-3, 5), -15 - 8);
}

/* A callee-saved register used by name: v_mk_unavail inside the function has the prologue save
 * it, and it holds its value across a call. */
Test(vcode_regs, hard_coded_saved_register)
{
	v_reg arg[1];
	v_lambda("saved", "%i", arg, V_NLEAF, NULL, 0);
	v_mk_unavail(V_I, V_SI1);
	v_movi(V_SI1, arg[0]);
	v_reg_type r = v_scalli((v_iptr)clobber_all, "%i", arg[0]);
	v_addi(V_SI1, V_SI1, r);
	v_reti(V_SI1);
	int (*f)(int) = (int (*)(int))v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(7), 7 + 21);
	cr_expect_eq(f(-2), -2 - 6);
}

/* Registers taken before v_lambda that an argument would have arrived in or been kept in: the
 * argument moves, args[] says where. */
Test(vcode_regs, mk_unavail_moves_arguments)
{
	v_reg arg[2];
	/* non-leaf: arguments go to the callee-saved registers in allocation order, V_SI0 first */
	v_mk_unavail(V_L, V_SI0);
	v_mk_unavail(V_L, V_SI1);
	v_lambda("moved", "%i%i", arg, V_NLEAF, NULL, 0);
	for (int k = 0; k < 2; k++) {
		cr_expect_neq(arg[k].reg, V_SI0.reg, "argument %d", k);
		cr_expect_neq(arg[k].reg, V_SI1.reg, "argument %d", k);
	}
	v_seti(V_SI0, 1000);
	v_seti(V_SI1, 3000);
	v_reg_type r = v_scalli((v_iptr)clobber_all, "%i", arg[1]);
	v_addi(r, r, arg[0]);
	v_addi(r, r, V_SI0);
	v_subi(r, r, V_SI1);
	v_reti(r);
	int (*f)(int, int) = (int (*)(int, int))v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(5, 4), 1000 - 3000 + 5 + 12);

	/* leaf: arguments stay in the registers they arrive in; take the first one's */
	v_lambda("where", "%i%i", arg, V_LEAF, NULL, 0);
	v_end(0);
	v_reg_type first = arg[0];
	v_mk_unavail(V_L, first);
	v_lambda("moved-leaf", "%i%i", arg, V_LEAF, NULL, 0);
	cr_expect_neq(arg[0].reg, first.reg);
	cr_expect_neq(arg[1].reg, first.reg);
	cr_expect_neq(arg[0].reg, V_SI0.reg, "V_SI0 is still out, from before");
	v_seti(first, 500);
	v_seti(V_SI0, 20);
	v_addi(arg[0], arg[0], arg[1]);
	v_addi(arg[0], arg[0], first);
	v_addi(arg[0], arg[0], V_SI0);
	v_reti(arg[0]);
	int (*g)(int, int) = (int (*)(int, int))v_end(0).i;
	GEN_OK(g);
	cr_expect_eq(g(1, 2), 1 + 2 + 500 + 20);
}

Test(vcode_regs, local_pointer_cannot_be_taken)
{
	v_lambda("lp", "", 0, V_LEAF, NULL, 0);
	v_mk_unavail(V_P, v_lp);
	v_retv();
	cr_expect(v_end(0).v == 0);
	cr_expect_eq(v_error(), KL_ERR_OPERAND, "%s", v_errmsg());
}

Test(vcode_regs, sym_to_phys)
{
	v_reg_type r = v_sym_to_phys(kl_reg_name((kl_reg)V_TI0.reg));
	cr_expect_eq(r.reg, V_TI0.reg);
	r = v_sym_to_phys(kl_reg_name((kl_reg)V_SI0.reg));
	cr_expect_eq(r.reg, V_SI0.reg);
}

/* v_zero exists only where the target has a register that reads zero (RISC-V's x0). */
Test(vcode_regs, zero_register)
{
#ifdef v_zero
	v_reg arg[1];
	v_lambda("zero", "%i", arg, V_LEAF, NULL, 0);
	v_label_type nz = v_genlabel();
	v_bnei(arg[0], v_zero, nz);
	v_retii(-1);
	v_label(nz);
	v_addi(arg[0], arg[0], v_zero);
	v_reti(arg[0]);
	int (*f)(int) = (int (*)(int))v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(0), -1);
	cr_expect_eq(f(9), 9);
#else
	cr_log_info("%s has no zero register: v_zero is not defined", kl_target_name());
#endif
}
