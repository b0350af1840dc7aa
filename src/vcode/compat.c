/* compat.c -- the rest of VCODE 0.08's interface that its own programs use: v_clambda, v_zero
 * where the target has no zero register, v_save<t>/v_restore<t>, v_retfi/v_retdi. */
#include "kiln/vcode.h"
#include "vcode_internal.h"

void v_clambda(const char *name, int leaf, void *ip, int nbytes) { (v_lambda)(name, "", NULL, leaf, ip, nbytes); }

static void v__no_params(void)
{
	kl_func_fail(v__cur, KL_ERR_STATE,
		 "v_param_alloc/v_param_push: kiln lays out arguments in v_lambda; pass them in its type string");
}
void v_param_alloc(int argno, int type, v_reg_type *r)
{
	(void)argno, (void)type;
	if (r)
		*r = V_TI0;
	v__no_params();
}
void v_param_push(int type, v_reg_type *r) { v_param_alloc(0, type, r); }

#ifndef KL_ZERO
/* v_zero: a register kept for it at the function's first mention, set to 0 at each mention (the
 * instruction it is an operand of follows at once). */
v_reg_type v__zero(void)
{
	struct v__thread *t = v__state();
	kl_func *f = v__cur;
	if (!t->active)
		return V_TI0;
	if (t->zero < 0) {
		kl_reg r;
		if (!kl_getreg(f, &r, V_L, KL_TEMP)) {
			kl_func_fail(f, KL_ERR_REGS, "v_zero: no register left to hold zero");
			return V_TI0;
		}
		t->zero = r;
	}
	kl_setl(f, t->zero, 0);
	return v_reg(t->zero);
}
#endif

void v__save(int type, v_reg_type r, int restore)
{
	struct v__thread *t = v__state();
	kl_func *f = v__cur;
	if (!t->active || r.reg >= 64) {
		kl_func_fail(f, KL_ERR_OPERAND, "v_save/v_restore: register %u outside a function, or not a register",
			 r.reg);
		return;
	}
	if (t->save[r.reg].gen != t->gen) {
		if (restore) {
			kl_func_fail(f, KL_ERR_STATE, "v_restore of %s, which was never saved", kl_reg_name((kl_reg)r.reg));
			return;
		}
		t->save[r.reg].gen = t->gen;
		t->save[r.reg].off = kl_local(f, type == V_F || type == V_D ? V_D : V_L);
	}
	int off = t->save[r.reg].off;
	kl_reg lp = KL_LP, rr = (kl_reg)r.reg;
	switch (type) {
#ifdef KL_HAVE_FLOAT
	case V_F: restore ? kl_ldfi(f, rr, lp, off) : kl_stfi(f, rr, lp, off); break;
	case V_D: restore ? kl_lddi(f, rr, lp, off) : kl_stdi(f, rr, lp, off); break;
#endif
	default: restore ? kl_ldli(f, rr, lp, off) : kl_stli(f, rr, lp, off); break;
	}
}

#ifdef KL_HAVE_FLOAT
/* A constant result through a float temporary (kiln's returns take a register). */
static void v__retfi(int type, double imm)
{
	kl_func *f = v__cur;
	kl_reg r;
	if (!kl_getreg(f, &r, type, KL_TEMP)) {
		kl_func_fail(f, KL_ERR_REGS, "v_retfi/v_retdi: no float register left for the result");
		return;
	}
	if (type == V_F) {
		kl_setf(f, r, (float)imm);
		kl_retf(f, r);
	} else {
		kl_setd(f, r, imm);
		kl_retd(f, r);
	}
	kl_putreg(f, r, type);
}
void v_retfi(float imm) { v__retfi(V_F, imm); }
void v_retdi(double imm) { v__retfi(V_D, imm); }
#endif
