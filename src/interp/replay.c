/* replay.c -- instruction records: what each opcode is, its name, and replaying a record
 * through the inline emitters (generated from kiln/ops.def). */
#include <string.h>

#include "kiln/insn.h"

#define KL__SH_BIN KL_SH_BIN
#define KL__SH_UN KL_SH_UN
#define KL__SH_SET KL_SH_SET
#define KL__SH_LD KL_SH_LD
#define KL__SH_ST KL_SH_ST
#define KL__SH_RET KL_SH_RET
#define KL__SH_BR KL_SH_BR

/* ---- kl_opinfo ---- */
#define KL__INFO_IMM(t, name, shape)                                                             \
	[KL_OP_##name##t] = {KL_N_##name, KL__SH_##shape, KL_TYPE_##t, 0, 0},                     \
	[KL_OP_##name##t##i] = {KL_N_##name, KL__SH_##shape, KL_TYPE_##t, 0, 1},
#define KL__INFO_NOIMM(t, name, shape) [KL_OP_##name##t] = {KL_N_##name, KL__SH_##shape, KL_TYPE_##t, 0, 0},
#define KL__INFO_NONE(t, name, shape)
#define KL__INFO_BIN_IMM KL__INFO_IMM
#define KL__INFO_UN_NOIMM KL__INFO_NOIMM
#define KL__INFO_SET_NOIMM KL__INFO_NOIMM
#define KL__INFO_LD_IMM KL__INFO_IMM
#define KL__INFO_ST_IMM KL__INFO_IMM
#define KL__INFO_RET_IMM KL__INFO_IMM
#define KL__INFO_BR_IMM KL__INFO_IMM
#define KL__INFO_J_NOIMM KL__INFO_NONE
#define KL__INFO_JAL_NOIMM KL__INFO_NONE
#define KL__INFO_NOP_NOIMM KL__INFO_NONE
#define KL__INFO_LABEL_NOIMM KL__INFO_NONE
#define KL__INFO_ONE(t, name, shape, immform) KL__INFO_##shape##_##immform(t, name, shape)

const struct kl_opinfo kl_opinfo[KL_NOPCODES] = {
#define KL_OP(name, shape, types, immform, doc) KL_TS_##types(KL__INFO_ONE, name, shape, immform)
#define KL_CV(from, to) [KL_OP_cv##from##2##to] = {KL_N_cv, KL_SH_CV, KL_TYPE_##from, KL_TYPE_##to, 0},
#include "kiln/ops.def"
#undef KL_OP
#undef KL_CV
#define KL__SH_SEL KL_SH_SEL
#define KL__SH_CARRY KL_SH_CARRY
#define KL__INFO_BIN_NOIMM KL__INFO_NOIMM
#define KL__INFO_SEL_NOIMM KL__INFO_NOIMM
#define KL__INFO_CARRY_NOIMM KL__INFO_NOIMM
#define KL__INFO_PREF_NOIMM(t, name, shape) [KL_OP_##name] = {KL_N_##name, KL_SH_PREF, KL_V, 0, 1},
#define KL_EXT(name, shape, types, immform, doc) KL_TS_##types(KL__INFO_ONE, name, shape, immform)
#include "kiln/ext.def"
#undef KL_EXT
#define KL__FINFO_ONE(t, name, shape) [KL_OP_##name##t] = {KL_N_##name, KL_SH_##shape, KL_TYPE_##t, 0, 0},
#define KL__FINFO_LDST(t, name, shape)                                                           \
	[KL_OP_##name##t] = {KL_N_##name, KL_SH_##shape, KL_TYPE_##t, 0, 0},                       \
	[KL_OP_##name##t##i] = {KL_N_##name, KL_SH_##shape, KL_TYPE_##t, 0, 1},
#define KL__FINFO_BIN KL__FINFO_ONE
#define KL__FINFO_UN KL__FINFO_ONE
#define KL__FINFO_SET KL__FINFO_ONE
#define KL__FINFO_RET KL__FINFO_ONE
#define KL__FINFO_BR KL__FINFO_ONE
#define KL__FINFO_LD KL__FINFO_LDST
#define KL__FINFO_ST KL__FINFO_LDST
#define KL_FOP(name, shape, doc) KL__FINFO_##shape(f, name, shape) KL__FINFO_##shape(d, name, shape)
#define KL_FCV(from, to) [KL_OP_cv##from##2##to] = {KL_N_cv, KL_SH_CV, KL_TYPE_##from, KL_TYPE_##to, 0},
#include "kiln/fops.def"
#undef KL_FOP
#undef KL_FCV
	[KL_OP_retv] = {KL_N_ret, KL_SH_RET, KL_V, 0, 0},
	[KL_OP_jv] = {KL_N_j, KL_SH_J, KL_V, 0, 0},
	[KL_OP_jp] = {KL_N_j, KL_SH_J, KL_P, 0, 0},
	[KL_OP_jpi] = {KL_N_j, KL_SH_J, KL_P, 0, 1},
	[KL_OP_jalv] = {KL_N_jal, KL_SH_JAL, KL_V, 0, 0},
	[KL_OP_jalp] = {KL_N_jal, KL_SH_JAL, KL_P, 0, 0},
	[KL_OP_jalpi] = {KL_N_jal, KL_SH_JAL, KL_P, 0, 1},
	[KL_OP_nop] = {KL_N_nop, KL_SH_NOP, KL_V, 0, 0},
	[KL_OP_label] = {KL_N_label, KL_SH_LABEL, KL_V, 0, 0},
};

/* ---- names ---- */
#define KL__NAME_IMM(t, name) [KL_OP_##name##t] = #name #t, [KL_OP_##name##t##i] = #name #t "i",
#define KL__NAME_NOIMM(t, name) [KL_OP_##name##t] = #name #t,
#define KL__NAME_NONE(t, name)
#define KL__NAME_BIN_IMM KL__NAME_IMM
#define KL__NAME_UN_NOIMM KL__NAME_NOIMM
#define KL__NAME_SET_NOIMM KL__NAME_NOIMM
#define KL__NAME_LD_IMM KL__NAME_IMM
#define KL__NAME_ST_IMM KL__NAME_IMM
#define KL__NAME_RET_IMM KL__NAME_IMM
#define KL__NAME_BR_IMM KL__NAME_IMM
#define KL__NAME_J_NOIMM KL__NAME_NONE
#define KL__NAME_JAL_NOIMM KL__NAME_NONE
#define KL__NAME_NOP_NOIMM KL__NAME_NONE
#define KL__NAME_LABEL_NOIMM KL__NAME_NONE
#define KL__NAME_ONE(t, name, shape, immform) KL__NAME_##shape##_##immform(t, name)

static const char *const kl__opnames[KL_NOPCODES] = {
#define KL_OP(name, shape, types, immform, doc) KL_TS_##types(KL__NAME_ONE, name, shape, immform)
#define KL_CV(from, to) [KL_OP_cv##from##2##to] = "cv" #from "2" #to,
#include "kiln/ops.def"
#undef KL_OP
#undef KL_CV
#define KL__NAME_BIN_NOIMM KL__NAME_NOIMM
#define KL__NAME_SEL_NOIMM KL__NAME_NOIMM
#define KL__NAME_CARRY_NOIMM KL__NAME_NOIMM
#define KL__NAME_PREF_NOIMM(t, name) [KL_OP_##name] = #name,
#define KL_EXT(name, shape, types, immform, doc) KL_TS_##types(KL__NAME_ONE, name, shape, immform)
#include "kiln/ext.def"
#undef KL_EXT
#define KL__FNAME_ONE(t, name) [KL_OP_##name##t] = #name #t,
#define KL__FNAME_LDST(t, name) [KL_OP_##name##t] = #name #t, [KL_OP_##name##t##i] = #name #t "i",
#define KL__FNAME_BIN KL__FNAME_ONE
#define KL__FNAME_UN KL__FNAME_ONE
#define KL__FNAME_SET KL__FNAME_ONE
#define KL__FNAME_RET KL__FNAME_ONE
#define KL__FNAME_BR KL__FNAME_ONE
#define KL__FNAME_LD KL__FNAME_LDST
#define KL__FNAME_ST KL__FNAME_LDST
#define KL_FOP(name, shape, doc) KL__FNAME_##shape(f, name) KL__FNAME_##shape(d, name)
#define KL_FCV(from, to) [KL_OP_cv##from##2##to] = "cv" #from "2" #to,
#include "kiln/fops.def"
#undef KL_FOP
#undef KL_FCV
	[KL_OP_retv] = "retv", [KL_OP_jv] = "jv",     [KL_OP_jp] = "jp",   [KL_OP_jpi] = "jpi",
	[KL_OP_jalv] = "jalv", [KL_OP_jalp] = "jalp", [KL_OP_jalpi] = "jalpi", [KL_OP_nop] = "nop",
	[KL_OP_label] = "label",
};

const char *kl_opcode_name(int op)
{
	if (op < 0 || op >= KL_NOPCODES || !kl__opnames[op])
		return "(bad opcode)";
	return kl__opnames[op];
}

/* ---- replay ---- */
int kl_emit_insn(kl_func *f, const kl_insn *in)
{
	kl_reg rd = in->rd, a = in->rs1, b = in->rs2;
	int64_t imm = in->imm;
	switch (in->op) {
#define KL__RP_BIN_IMM(t, name)                                                                   \
	case KL_OP_##name##t: kl_##name##t(f, rd, a, b); break;                                   \
	case KL_OP_##name##t##i: kl_##name##t##i(f, rd, a, (KL__IMM_BIN(t))imm); break;
#define KL__RP_UN_NOIMM(t, name) case KL_OP_##name##t: kl_##name##t(f, rd, a); break;
#define KL__RP_SET_NOIMM(t, name) case KL_OP_##name##t: kl_##name##t(f, rd, (KL__IMM_SET(t))imm); break;
#define KL__RP_LD_IMM(t, name)                                                                    \
	case KL_OP_ld##t: kl_ld##t(f, rd, a, b); break;                                           \
	case KL_OP_ld##t##i: kl_ld##t##i(f, rd, a, imm); break;
#define KL__RP_ST_IMM(t, name)                                                                    \
	case KL_OP_st##t: kl_st##t(f, rd, a, b); break;                                           \
	case KL_OP_st##t##i: kl_st##t##i(f, rd, a, imm); break;
#define KL__RP_RET_IMM(t, name)                                                                   \
	case KL_OP_ret##t: kl_ret##t(f, rd); break;                                               \
	case KL_OP_ret##t##i: kl_ret##t##i(f, (KL__IMM_BIN(t))imm); break;
#define KL__RP_BR_IMM(t, name)                                                                    \
	case KL_OP_##name##t: kl_##name##t(f, a, b, in->label); break;                           \
	case KL_OP_##name##t##i: kl_##name##t##i(f, a, (KL__IMM_BR(t))imm, in->label); break;
#define KL__RP_NONE(t, name)
#define KL__RP_J_NOIMM KL__RP_NONE
#define KL__RP_JAL_NOIMM KL__RP_NONE
#define KL__RP_NOP_NOIMM KL__RP_NONE
#define KL__RP_LABEL_NOIMM KL__RP_NONE
#define KL__RP_ONE(t, name, shape, immform) KL__RP_##shape##_##immform(t, name)
#define KL_OP(name, shape, types, immform, doc) KL_TS_##types(KL__RP_ONE, name, shape, immform)
#define KL_CV(from, to) case KL_OP_cv##from##2##to: kl_cv##from##2##to(f, rd, a); break;
#include "kiln/ops.def"
#undef KL_OP
#undef KL_CV
#define KL__RP_BIN_NOIMM(t, name) case KL_OP_##name##t: kl_##name##t(f, rd, a, b); break;
#define KL__RP_SEL_NOIMM(t, name) case KL_OP_##name##t: kl_##name##t(f, rd, in->rs3, a, b); break;
#define KL__RP_CARRY_NOIMM KL__RP_SEL_NOIMM
#define KL__RP_XLD_IMM(t, name)                                                                   \
	case KL_OP_##name##t: kl_##name##t(f, rd, a, b); break;                                   \
	case KL_OP_##name##t##i: kl_##name##t##i(f, rd, a, imm); break;
#define KL__RP_PREF_NOIMM(t, name) case KL_OP_##name: kl_##name(f, a, imm); break;
#define KL__RP_XONE(t, name, shape, immform) KL__RP_X_##shape##_##immform(t, name)
#define KL__RP_X_BIN_IMM KL__RP_BIN_IMM
#define KL__RP_X_BIN_NOIMM KL__RP_BIN_NOIMM
#define KL__RP_X_UN_NOIMM KL__RP_UN_NOIMM
#define KL__RP_X_SEL_NOIMM KL__RP_SEL_NOIMM
#define KL__RP_X_CARRY_NOIMM KL__RP_CARRY_NOIMM
#define KL__RP_X_LD_IMM KL__RP_XLD_IMM
#define KL__RP_X_ST_IMM KL__RP_XLD_IMM
#define KL__RP_X_PREF_NOIMM KL__RP_PREF_NOIMM
#ifndef KL_HAVE_FLOAT /* the float extensions (type set FD) are replayed only with floating point */
#undef KL_TS_FD
#define KL_TS_FD(M, ...)
#endif
#define KL_EXT(name, shape, types, immform, doc) KL_TS_##types(KL__RP_XONE, name, shape, immform)
#include "kiln/ext.def"
#undef KL_EXT
#ifdef KL_HAVE_FLOAT
#define KL__FRP_BIN(t, name) case KL_OP_##name##t: kl_##name##t(f, rd, a, b); break;
#define KL__FRP_UN(t, name) case KL_OP_##name##t: kl_##name##t(f, rd, a); break;
#define KL__FRP_SET(t, name)                                                                      \
	case KL_OP_##name##t: {                                                                    \
		double v;                                                                          \
		memcpy(&v, &imm, sizeof v);                                                        \
		kl_##name##t(f, rd, (KL__FT_##t)v);                                                \
		break;                                                                             \
	}
#define KL__FRP_LD(t, name)                                                                       \
	case KL_OP_##name##t: kl_##name##t(f, rd, a, b); break;                                   \
	case KL_OP_##name##t##i: kl_##name##t##i(f, rd, a, imm); break;
#define KL__FRP_ST KL__FRP_LD
#define KL__FRP_RET(t, name) case KL_OP_##name##t: kl_##name##t(f, rd); break;
#define KL__FRP_BR(t, name) case KL_OP_##name##t: kl_##name##t(f, a, b, in->label); break;
#define KL_FOP(name, shape, doc) KL__FRP_##shape(f, name) KL__FRP_##shape(d, name)
#define KL_FCV(from, to) case KL_OP_cv##from##2##to: kl_cv##from##2##to(f, rd, a); break;
#include "kiln/fops.def"
#undef KL_FOP
#undef KL_FCV
#endif
	case KL_OP_retv: kl_retv(f); break;
	case KL_OP_jv: kl_jv(f, in->label); break;
	case KL_OP_jp: kl_jp(f, a); break;
	case KL_OP_jpi: kl_jpi(f, (const void *)(intptr_t)imm); break;
	case KL_OP_jalv: kl_jalv(f, rd, in->label); break;
	case KL_OP_jalp: kl_jalp(f, rd, a); break;
	case KL_OP_jalpi: kl_jalpi(f, rd, (const void *)(intptr_t)imm); break;
	case KL_OP_nop: kl_nop(f); break;
	case KL_OP_label: kl_label_place(f, in->label); break;
	default:
		kl__fail(f, KL_ERR_OPERAND, "unknown opcode %u", in->op);
		break;
	}
	return kl_error(f);
}

void kl_insn_print(FILE *out, const kl_insn *in)
{
	if (in->op >= KL_NOPCODES) {
		fprintf(out, "(bad opcode %u)", in->op);
		return;
	}
	const struct kl_opinfo *o = &kl_opinfo[in->op];
	const char *n = kl_opcode_name(in->op);
	long long imm = (long long)in->imm;
	switch (o->shape) {
	case KL_SH_BIN:
		if (o->imm)
			fprintf(out, "%s r%d, r%d, %lld", n, in->rd, in->rs1, imm);
		else
			fprintf(out, "%s r%d, r%d, r%d", n, in->rd, in->rs1, in->rs2);
		break;
	case KL_SH_UN:
	case KL_SH_CV: fprintf(out, "%s r%d, r%d", n, in->rd, in->rs1); break;
	case KL_SH_SEL:
	case KL_SH_CARRY: fprintf(out, "%s r%d, r%d, r%d, r%d", n, in->rd, in->rs3, in->rs1, in->rs2); break;
	case KL_SH_PREF: fprintf(out, "%s r%d, %lld", n, in->rs1, imm); break;
	case KL_SH_SET: fprintf(out, "%s r%d, %lld", n, in->rd, imm); break;
	case KL_SH_LD:
	case KL_SH_ST:
		if (o->imm)
			fprintf(out, "%s r%d, r%d, %lld", n, in->rd, in->rs1, imm);
		else
			fprintf(out, "%s r%d, r%d, r%d", n, in->rd, in->rs1, in->rs2);
		break;
	case KL_SH_RET:
		if (in->op == KL_OP_retv)
			fprintf(out, "%s", n);
		else if (o->imm)
			fprintf(out, "%s %lld", n, imm);
		else
			fprintf(out, "%s r%d", n, in->rd);
		break;
	case KL_SH_BR:
		if (o->imm)
			fprintf(out, "%s r%d, %lld, L%u", n, in->rs1, imm, in->label);
		else
			fprintf(out, "%s r%d, r%d, L%u", n, in->rs1, in->rs2, in->label);
		break;
	case KL_SH_LABEL: fprintf(out, "L%u:", in->label); break;
	case KL_SH_J:
	case KL_SH_JAL:
		if (in->op == KL_OP_jv || in->op == KL_OP_jalv)
			fprintf(out, "%s r%d, L%u", n, in->rd, in->label);
		else if (o->imm)
			fprintf(out, "%s r%d, %#llx", n, in->rd, imm);
		else
			fprintf(out, "%s r%d, r%d", n, in->rd, in->rs1);
		break;
	default: fprintf(out, "%s r%d, r%d, %lld", n, in->rd, in->rs1, imm); break;
	}
}
