/* emit.c -- instruction records into code: kl_emit_insn checks a record's operands and replays
 * it through the emitters of the function's target; kl__emit_op is the same for kiln's own
 * out-of-line code (default lowerings, strength reduction), which serves every target. */
#include "internal.h"

/* register classes of kl__check_reg: a float register, an integer destination, an integer
 * source (which may also be the local pointer: its address arithmetic is the client's) */
static int kl__dst(int type) { return kl__isflt(type) ? 1 : 0; }
static int kl__src(int type) { return kl__isflt(type) ? 1 : 2; }

/* Every register field of a record is a register the client may use there. */
static int kl__check_insn(kl_func *f, const kl_insn *in)
{
	if (in->op >= KL_NOPCODES) {
		kl__fail(f, KL_ERR_OPERAND, "unknown opcode %u", in->op);
		return 0;
	}
	const struct kl_opinfo *o = &kl_opinfo[in->op];
	int c = kl__dst(o->type), s = kl__src(o->type), ok = 1;
	switch (o->shape) {
	case KL_SH_BIN:
		ok = kl__check_reg(f, (kl_reg)in->rd, c) && kl__check_reg(f, (kl_reg)in->rs1, s) &&
		     (o->imm || kl__check_reg(f, (kl_reg)in->rs2, s));
		break;
	case KL_SH_UN: ok = kl__check_reg(f, (kl_reg)in->rd, c) && kl__check_reg(f, (kl_reg)in->rs1, s); break;
	case KL_SH_CV:
		ok = kl__check_reg(f, (kl_reg)in->rd, kl__dst(o->type2)) && kl__check_reg(f, (kl_reg)in->rs1, s);
		break;
	case KL_SH_SET: ok = kl__check_reg(f, (kl_reg)in->rd, c); break;
	case KL_SH_LD:
	case KL_SH_ST:
		ok = kl__check_reg(f, (kl_reg)in->rd, o->shape == KL_SH_ST ? s : c) && kl__check_reg(f, (kl_reg)in->rs1, 2) &&
		     (o->imm || kl__check_reg(f, (kl_reg)in->rs2, 2));
		break;
	case KL_SH_RET: ok = in->op == KL_OP_retv || o->imm || kl__check_reg(f, (kl_reg)in->rd, s); break;
	case KL_SH_BR:
		ok = kl__check_reg(f, (kl_reg)in->rs1, s) && (o->imm || kl__check_reg(f, (kl_reg)in->rs2, s));
		break;
	case KL_SH_J: ok = in->op != KL_OP_jp || kl__check_reg(f, (kl_reg)in->rs1, 2); break;
	case KL_SH_JAL:
		ok = kl__check_reg(f, (kl_reg)in->rd, 3) && (in->op != KL_OP_jalp || kl__check_reg(f, (kl_reg)in->rs1, 2));
		break;
	case KL_SH_SHIFTED:
		ok = kl__check_reg(f, (kl_reg)in->rd, c) && kl__check_reg(f, (kl_reg)in->rs1, s) &&
		     kl__check_reg(f, (kl_reg)in->rs2, s);
		break;
	case KL_SH_SEL:
	case KL_SH_CARRY:
		ok = kl__check_reg(f, (kl_reg)in->rd, c) && kl__check_reg(f, (kl_reg)in->rs3, s) &&
		     kl__check_reg(f, (kl_reg)in->rs1, s) && kl__check_reg(f, (kl_reg)in->rs2, s);
		break;
	case KL_SH_PREF: ok = kl__check_reg(f, (kl_reg)in->rs1, 2); break;
	case KL_SH_LDX:
		ok = kl__check_reg(f, (kl_reg)in->rd, c) && kl__check_reg(f, (kl_reg)in->rs1, 2) &&
		     kl__check_reg(f, (kl_reg)in->rs2, 2);
		break;
	case KL_SH_LOP:
		ok = kl__check_reg(f, (kl_reg)in->rd, c) && kl__check_reg(f, (kl_reg)in->rs1, s) &&
		     kl__check_reg(f, (kl_reg)in->rs2, 2) && (o->imm || kl__check_reg(f, (kl_reg)in->rs3, 2));
		break;
	case KL_SH_ARG:
	case KL_SH_CALL:
		if (in->type >= KL_NTYPES || (in->type == KL_V && o->shape == KL_SH_ARG)) {
			kl__fail(f, KL_ERR_OPERAND, "%s of type %d", kl_opcode_name(in->op), in->type);
			return 0;
		}
		if (o->shape == KL_SH_ARG)
			ok = o->imm || kl__check_reg(f, (kl_reg)in->rs1, kl__src(in->type));
		else
			ok = (in->type == KL_V || kl__check_reg(f, (kl_reg)in->rd, kl__dst(in->type))) &&
			     (o->imm || kl__check_reg(f, (kl_reg)in->rs1, 2));
		break;
	default: break;
	}
	return ok;
}

int kl_emit_insn(kl_func *f, const kl_insn *in)
{
	if (!f)
		return KL_ERR_STATE;
	if (!in) {
		kl__fail(f, KL_ERR_OPERAND, "kl_emit_insn without a record");
		return f->err;
	}
	if (f->err)
		return f->err;
	if (!f->active) {
		kl__fail(f, KL_ERR_STATE, "instruction emitted outside kl_func_begin/kl_func_end");
		return f->err;
	}
	if (!kl__check_insn(f, in) || !kl__open(f))
		return f->err;
	if (f->flags & KL_BLIND)
		kl__blind_insn(f, in);
	else
		f->tgt->emit_insn(f, in);
	kl__close(f);
	return f->err;
}

void kl__emit_op(kl_func *f, int name, int type, int imm, kl_reg rd, kl_reg a, kl_reg b, int64_t v, kl_label l)
{
	int op = kl_opcode_find(name, type, KL_V, imm);
	if (op < 0) {
		kl__fail(f, KL_ERR_OPERAND, "no instruction %s of type %d%s", kl_opname(name), type, imm ? " (immediate)" : "");
		return;
	}
	kl_insn in = {.op = (uint16_t)op, .rd = (uint32_t)rd, .rs1 = (uint32_t)a, .rs2 = (uint32_t)b, .imm = v, .label = l};
	f->tgt->emit_insn(f, &in);
}

void kl__emit_cv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs)
{
	int op = kl_opcode_find(KL_N_cv, from, to, 0);
	if (op < 0) {
		kl__fail(f, KL_ERR_OPERAND, "no conversion from type %d to %d", from, to);
		return;
	}
	kl_insn in = {.op = (uint16_t)op, .rd = (uint32_t)rd, .rs1 = (uint32_t)rs};
	f->tgt->emit_insn(f, &in);
}
