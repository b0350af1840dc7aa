/* replay.c -- a record through the emitters: every opcode of kiln/insns.h calls its inline API
 * function.  This file is compiled once per target (KL__TARGET_<arch>), so the same switch
 * drives the x86-64, AArch64 and RISC-V 64 emitters: KL__TSYM(emit_insn) is the target's
 * emit_insn hook.  kl_emit_insn (core/emit.c) checks a record before it comes here. */
#include <string.h>

/* Records carry run-time values, and whoever replays them (the optimizing tier, the language) has
 * time to spare: on x86-64 an immediate or displacement that fits in 8 bits takes the short form
 * here (a test and a branch each), where the inline API gives a run-time value the 32-bit form
 * (kiln/target/x86_64.h, "Encoding size policy").  Shorter code matters where the code is large:
 * docs/machines.md, the front end. */
#define KL__SHORT8(v) kl__fits8(v)

#include "../core/internal.h"

static double kl__dbl(int64_t bits)
{
	double v;
	memcpy(&v, &bits, sizeof v);
	return v;
}

/* the immediate of set, by type */
#define KL__SETV_i(v) (kl__immp_i)(v)
#define KL__SETV_u(v) (kl__immp_u)(v)
#define KL__SETV_l(v) (kl__immp_l)(v)
#define KL__SETV_ul(v) (kl__immp_ul)(v)
#define KL__SETV_p(v) (kl__immp_p)(intptr_t)(v)
#define KL__SETV_f(v) (float)kl__dbl(v)
#define KL__SETV_d(v) kl__dbl(v)
/* ret: retv has no operand */
#define KL__RET0(opc, t) KL__RET0_##t(opc)
#define KL__RET0_v(opc) kl_retv(f)
#define KL__RET0_c(opc) kl_##opc(f, rd)
#define KL__RET0_uc KL__RET0_c
#define KL__RET0_s KL__RET0_c
#define KL__RET0_us KL__RET0_c
#define KL__RET0_i KL__RET0_c
#define KL__RET0_u KL__RET0_c
#define KL__RET0_l KL__RET0_c
#define KL__RET0_ul KL__RET0_c
#define KL__RET0_p KL__RET0_c
#define KL__RET0_f KL__RET0_c
#define KL__RET0_d KL__RET0_c
/* jumps: to a label (type v) or a register (type p) */
#define KL__J0_v kl_jv(f, l)
#define KL__J0_p kl_jp(f, a)
#define KL__JAL0_v kl_jalv(f, rd, l)
#define KL__JAL0_p kl_jalp(f, rd, a)

/* one call per shape and form */
#define KL__RP_BIN_0(opc, t) kl_##opc(f, rd, a, b)
#define KL__RP_BIN_1(opc, t) kl_##opc(f, rd, a, (KL__IMM_BIN(t))imm)
#define KL__RP_UN_0(opc, t) kl_##opc(f, rd, a)
#define KL__RP_CV_0(opc, t) kl_##opc(f, rd, a)
#define KL__RP_SET_0(opc, t) kl_##opc(f, rd, KL__SETV_##t(imm))
#define KL__RP_LD_0(opc, t) kl_##opc(f, rd, a, b)
#define KL__RP_LD_1(opc, t) kl_##opc(f, rd, a, imm)
#define KL__RP_ST_0 KL__RP_LD_0
#define KL__RP_ST_1 KL__RP_LD_1
#define KL__RP_RET_0(opc, t) KL__RET0(opc, t)
#define KL__RP_RET_1(opc, t) kl_##opc(f, (KL__IMM_BIN(t))imm)
#define KL__RP_BR_0(opc, t) kl_##opc(f, a, b, l)
#define KL__RP_BR_1(opc, t) kl_##opc(f, a, (KL__IMM_BR(t))imm, l)
#define KL__RP_SEL_0(opc, t) kl_##opc(f, rd, c, a, b)
#define KL__RP_CARRY_0 KL__RP_SEL_0
#define KL__RP_SHIFTED_0(opc, t) kl_##opc(f, rd, a, b, imm)
#define KL__RP_PREF_1(opc, t) kl_##opc(f, a, imm)
#define KL__RP_LDX_0(opc, t) kl_##opc(f, rd, a, b, KL_MEMX_SHIFT(imm), KL_MEMX_DISP(imm))
#define KL__RP_LOP_0(opc, t) kl_##opc(f, rd, a, b, c, KL_MEMX_SHIFT(imm), KL_MEMX_DISP(imm))
#define KL__RP_LOP_1(opc, t) kl_##opc(f, rd, a, b, (int32_t)imm)
#define KL__RP_J_0(opc, t) KL__J0_##t
#define KL__RP_J_1(opc, t) kl_jpi(f, (const void *)(intptr_t)imm)
#define KL__RP_JAL_0(opc, t) KL__JAL0_##t
#define KL__RP_JAL_1(opc, t) kl_jalpi(f, rd, (const void *)(intptr_t)imm)
#define KL__RP_NOP_0(opc, t) kl_nop(f)
#define KL__RP_LABEL_0(opc, t) kl_label_place(f, l)
#define KL__RP_ARG_0(opc, t) kl_call_arg(f, in->type, a)
#define KL__RP_ARG_1(opc, t) kl_call_argi(f, in->type, imm)
#define KL__RP_CALL_0(opc, t) kl__result(f, in, kl_callr(f, in->type, a))
#define KL__RP_CALL_1(opc, t) kl__result(f, in, kl_call(f, in->type, (const void *)(intptr_t)imm))

/* a call's result from the register the ABI returns it in to rd */
static void kl__result(kl_func *f, const kl_insn *in, kl_reg r)
{
	if (in->type == KL_V || (kl_reg)in->rd == r)
		return;
	if (in->type == KL_F || in->type == KL_D)
		kl_movd(f, (kl_reg)in->rd, r);
	else
		kl_movl(f, (kl_reg)in->rd, r);
}

int KL__TSYM(emit_insn)(kl_func *f, const kl_insn *in)
{
	kl_reg rd = (kl_reg)in->rd, a = (kl_reg)in->rs1, b = (kl_reg)in->rs2, c = (kl_reg)in->rs3;
	int64_t imm = in->imm;
	kl_label l = in->label;
	(void)rd, (void)a, (void)b, (void)c, (void)imm, (void)l;
	switch (in->op) {
#define KL_INSN(opc, name, shape, t, t2, im)                                                       \
	case KL_OP_##opc:                                                                          \
		KL__RP_##shape##_##im(opc, t);                                                     \
		break;
#include "kiln/insns.h"
	default: kl__fail(f, KL_ERR_OPERAND, "unknown opcode %u", in->op); break;
	}
	return f->err;
}
