/* opinfo.c -- instruction records as data: what each opcode is, its name, the opcode of an
 * operation and type, and printing a record.  Generated from kiln/insns.h; knows no core state
 * (the interpreter and the tests use it without a function being built). */
#include <stdio.h>

#include "kiln/insn.h"

const struct kl_opinfo kl_opinfo[KL_NOPCODES] = {
#define KL_INSN(opc, name, shape, t, t2, imm) [KL_OP_##opc] = {KL_N_##name, KL_SH_##shape, KL_TYPE_##t, KL_TYPE_##t2, imm},
#include "kiln/insns.h"
};

static const char *const kl__opnames[KL_NOPCODES] = {
#define KL_INSN(opc, name, shape, t, t2, imm) [KL_OP_##opc] = #opc,
#include "kiln/insns.h"
};

static const char *const kl__names[KL_NNAMES] = {
#define KL_OP(name, shape, types, immform, doc) [KL_N_##name] = #name,
#define KL_CV(from, to)
#include "kiln/ops.def"
#undef KL_OP
#undef KL_CV
#define KL_EXT(name, shape, types, immform, doc) [KL_N_##name] = #name,
#include "kiln/ext.def"
#undef KL_EXT
	[KL_N_cv] = "cv",
	[KL_N_arg] = "arg",
	[KL_N_call] = "call",
};

const char *kl_opcode_name(int op)
{
	if (op < 0 || op >= KL_NOPCODES || !kl__opnames[op])
		return "(bad opcode)";
	return kl__opnames[op];
}

const char *kl_opname(int name)
{
	if (name < 0 || name >= KL_NNAMES || !kl__names[name])
		return "(bad name)";
	return kl__names[name];
}

const char *kl_type_name(int type)
{
	static const char *const names[KL_NTYPES] = {"v", "c", "uc", "s", "us", "i", "u", "l", "ul", "p", "f", "d"};
	return type >= 0 && type < KL_NTYPES ? names[type] : "?";
}

int kl_opcode_find(int name, int t, int t2, int imm)
{
	/* a linear search over a few hundred entries; the callers are out-of-line paths */
	for (int op = 0; op < KL_NOPCODES; op++) {
		const struct kl_opinfo *o = &kl_opinfo[op];
		if (o->name == name && o->type == t && o->type2 == t2 && o->imm == (imm != 0))
			return op;
	}
	return -1;
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
	unsigned rd = in->rd, a = in->rs1, b = in->rs2, c = in->rs3;
	switch (o->shape) {
	case KL_SH_BIN:
	case KL_SH_LD:
	case KL_SH_ST:
		if (o->imm)
			fprintf(out, "%s r%u, r%u, %lld", n, rd, a, imm);
		else
			fprintf(out, "%s r%u, r%u, r%u", n, rd, a, b);
		break;
	case KL_SH_UN:
	case KL_SH_CV: fprintf(out, "%s r%u, r%u", n, rd, a); break;
	case KL_SH_SEL:
	case KL_SH_CARRY: fprintf(out, "%s r%u, r%u, r%u, r%u", n, rd, c, a, b); break;
	case KL_SH_PREF: fprintf(out, "%s r%u, %lld", n, a, imm); break;
	case KL_SH_SHIFTED: {
		static const char *const kind[] = {"lsl", "lsr", "asr", "ror"};
		fprintf(out, "%s r%u, r%u, r%u, %s %u", n, rd, a, b, kind[KL_SHIFTED_KIND(in->imm)], KL_SHIFTED_N(in->imm));
		break;
	}
	case KL_SH_LDX:
		fprintf(out, "%s r%u, [r%u + r%u << %d + %d]", n, rd, a, b, KL_MEMX_SHIFT(imm), KL_MEMX_DISP(imm));
		break;
	case KL_SH_LOP:
		if (o->imm)
			fprintf(out, "%s r%u, r%u, [r%u + %d]", n, rd, a, b, (int)(int32_t)imm);
		else
			fprintf(out, "%s r%u, r%u, [r%u + r%u << %d + %d]", n, rd, a, b, c, KL_MEMX_SHIFT(imm),
				KL_MEMX_DISP(imm));
		break;
	case KL_SH_SET: fprintf(out, "%s r%u, %lld", n, rd, imm); break;
	case KL_SH_RET:
		if (in->op == KL_OP_retv)
			fprintf(out, "%s", n);
		else if (o->imm)
			fprintf(out, "%s %lld", n, imm);
		else
			fprintf(out, "%s r%u", n, rd);
		break;
	case KL_SH_BR:
		if (o->imm)
			fprintf(out, "%s r%u, %lld, L%u", n, a, imm, in->label);
		else
			fprintf(out, "%s r%u, r%u, L%u", n, a, b, in->label);
		break;
	case KL_SH_LABEL: fprintf(out, "L%u:", in->label); break;
	case KL_SH_J:
	case KL_SH_JAL:
		if (in->op == KL_OP_jv || in->op == KL_OP_jalv)
			fprintf(out, "%s r%u, L%u", n, rd, in->label);
		else if (o->imm)
			fprintf(out, "%s r%u, %#llx", n, rd, imm);
		else
			fprintf(out, "%s r%u, r%u", n, rd, a);
		break;
	case KL_SH_ARG:
		if (o->imm)
			fprintf(out, "%s %s %lld", n, kl_type_name(in->type), imm);
		else
			fprintf(out, "%s %s r%u", n, kl_type_name(in->type), a);
		break;
	case KL_SH_CALL:
		if (o->imm)
			fprintf(out, "%s %s r%u, %#llx", n, kl_type_name(in->type), rd, imm);
		else
			fprintf(out, "%s %s r%u, r%u", n, kl_type_name(in->type), rd, a);
		break;
	default: fprintf(out, "%s", n); break;
	}
}
