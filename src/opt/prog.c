/* prog.c -- the working program the passes rewrite: made from the records after checking them
 * (operand types, labels, calls), with the registers each instruction reads and writes. */
#include <stdio.h>

#include "internal.h"

int ko__prog_push(struct ko_prog *p, const struct ko_ins *x)
{
	if (p->n < p->cap) {
		p->ins[p->n++] = *x;
		return 0;
	}
	if (ko__grow((void **)&p->ins, &p->cap, p->n + 1, sizeof *p->ins))
		return -1;
	p->ins[p->n++] = *x;
	return 0;
}

void ko__prog_free(struct ko_prog *p)
{
	free(p->ins);
	free(p->args);
	free(p->calls);
	for (uint32_t b = 0; b < p->nblocks; b++)
		free(p->blocks[b].pred);
	if (p->nblocks)
		free(p->blocks[0].livein); /* one allocation for every block's sets */
	free(p->blocks);
	free(p->labelblock);
	memset(p, 0, sizeof *p);
}

int ko__ends_block(const kl_insn *in)
{
	int sh = kl_opinfo[in->op].shape;
	return sh == KL_SH_BR || sh == KL_SH_J || sh == KL_SH_RET;
}

int ko__has_effects(const kl_insn *in)
{
	switch (kl_opinfo[in->op].shape) {
	case KL_SH_BIN: case KL_SH_UN: case KL_SH_SET: case KL_SH_CV: case KL_SH_SEL: case KL_SH_SHIFTED: return 0;
	case KL_SH_LD: case KL_SH_LDX: case KL_SH_LOP: return 0; /* loads may fault, but a dead load is not kept for that */
	default: return 1;
	}
}

void ko__regs(const struct ko_prog *p, const struct ko_ins *x, struct ko_regs *r)
{
	const kl_insn *in = &x->in;
	const struct kl_opinfo *o = &kl_opinfo[in->op];
	r->nuse = r->ndef = 0;
	/* by shape: register 0 is a machine register in the machine-level program */
#define USE(f) (r->usef[r->nuse] = KO_FLD_##f, r->use[r->nuse++] = in->f)
#define DEF(f) (r->deff[r->ndef] = KO_FLD_##f, r->def[r->ndef++] = in->f)
	switch (o->shape) {
	case KL_SH_BIN:
		USE(rs1);
		if (!o->imm)
			USE(rs2);
		DEF(rd);
		break;
	case KL_SH_UN:
	case KL_SH_CV: USE(rs1); DEF(rd); break;
	case KL_SH_SET: DEF(rd); break;
	case KL_SH_LD:
		USE(rs1);
		if (!o->imm)
			USE(rs2);
		DEF(rd);
		break;
	case KL_SH_ST:
		USE(rd);
		USE(rs1);
		if (!o->imm)
			USE(rs2);
		break;
	case KL_SH_RET:
		if (in->op != KL_OP_retv && !o->imm)
			USE(rd);
		break;
	case KL_SH_BR:
		USE(rs1);
		if (!o->imm)
			USE(rs2);
		break;
	case KL_SH_J:
		if (in->op == KL_OP_jp)
			USE(rs1);
		break;
	case KL_SH_SEL: USE(rs1); USE(rs2); USE(rs3); DEF(rd); break;
	case KL_SH_CARRY: USE(rs1); USE(rs2); USE(rs3); DEF(rd); DEF(rs3); break;
	case KL_SH_PREF: USE(rs1); break;
	case KL_SH_SHIFTED: USE(rs1); USE(rs2); DEF(rd); break;
	case KL_SH_LDX: USE(rs1); USE(rs2); DEF(rd); break;
	case KL_SH_LOP:
		USE(rs1);
		USE(rs2);
		if (!o->imm)
			USE(rs3);
		DEF(rd);
		break;
	case KL_SH_CALL:
		if (!o->imm)
			USE(rs1);
		if (in->type != KL_V)
			DEF(rd);
		break;
	default: break;
	}
#undef USE
#undef DEF
	(void)p;
}

/* ---- checking the records ------------------------------------------------------------------- */
static const char *const ko__clsname[] = {"32-bit integer", "64-bit integer", "f", "d"};

/* register v of record k must be a virtual register of class cls (-1: any integer class; lp:
 * KO_LP allowed) */
static int ko__want_slow(ko_func *o, uint32_t k, uint32_t v, int cls, int lp);
/* the common case inline: a virtual register of the class wanted */
static inline int ko__want(ko_func *o, uint32_t k, uint32_t v, int cls, int lp)
{
	uint32_t i = v - KO_VREG0;
	if (i - 1 < o->nvr - 1) { /* a register of the function, not KO_LP */
		int c = o->vr[i].cls;
		if (c == cls || (cls == -1 && c <= KO_C64))
			return 1;
	}
	return ko__want_slow(o, k, v, cls, lp);
}

#if defined(__GNUC__)
__attribute__((noinline))
#endif
static int ko__want_slow(ko_func *o, uint32_t k, uint32_t v, int cls, int lp)
{
	const kl_insn *in = &o->code[k];
	if (v < KO_VREG0 || v - KO_VREG0 >= o->nvr) {
		ko__fail(o, KL_ERR_OPERAND, "record %u (%s): %u is not a virtual register of this function", k,
			 kl_opcode_name(in->op), v);
		return 0;
	}
	if (v == KO_LP) {
		if (lp)
			return 1;
		ko__fail(o, KL_ERR_OPERAND, "record %u (%s): KO_LP is only an address (a base, or added to)", k,
			 kl_opcode_name(in->op));
		return 0;
	}
	int c = o->vr[v - KO_VREG0].cls;
	if (cls == c || (cls == -1 && c <= KO_C64))
		return 1;
	ko__fail(o, KL_ERR_OPERAND, "record %u (%s): v%u is a %s register (type %s), the instruction needs a %s one", k,
		 kl_opcode_name(in->op), v - KO_VREG0, ko__clsname[c], kl_type_name(o->vr[v - KO_VREG0].type),
		 cls < 0 ? "integer" : ko__clsname[cls]);
	return 0;
}

static int ko__is_shift(int name)
{
	return name == KL_N_lsh || name == KL_N_rsh || name == KL_N_rotl || name == KL_N_rotr;
}

/* a shifted operand's shift: a kind the operation has and an amount below the width */
static int ko__shifted_ok(ko_func *o, uint32_t k)
{
	const kl_insn *in = &o->code[k];
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	int kind = KL_SHIFTED_KIND(in->imm), w = i->type == KL_UL ? 64 : 32;
	if ((in->imm & ~(int64_t)255) == 0 && (int)KL_SHIFTED_N(in->imm) < w &&
	    !(kind == KL_ROR && (i->name == KL_N_addsh || i->name == KL_N_subsh)))
		return 1;
	ko__fail(o, KL_ERR_OPERAND, "record %u (%s): shift %lld is not a shift of this operation", k, kl_opcode_name(in->op),
		 (long long)in->imm);
	return 0;
}

static int ko__check_one(ko_func *o, uint32_t k, uint8_t *placed)
{
	const kl_insn *in = &o->code[k];
	if (in->op >= KL_NOPCODES) {
		ko__fail(o, KL_ERR_OPERAND, "record %u: unknown opcode %u", k, in->op);
		return 0;
	}
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	int c = ko__class_of(i->type), ok = 1, addr = i->type == KL_P || i->type == KL_L || i->type == KL_UL;
	switch (i->shape) {
	case KL_SH_BIN:
		ok = ko__want(o, k, in->rd, c, 0) && ko__want(o, k, in->rs1, c, addr && i->name == KL_N_add) &&
		     (i->imm || ko__want(o, k, in->rs2, ko__is_shift(i->name) ? -1 : c, 0));
		break;
	case KL_SH_UN: ok = ko__want(o, k, in->rd, c, 0) && ko__want(o, k, in->rs1, c, i->name == KL_N_mov && addr); break;
	case KL_SH_CV: ok = ko__want(o, k, in->rd, ko__class_of(i->type2), 0) && ko__want(o, k, in->rs1, c, 0); break;
	case KL_SH_SET: ok = ko__want(o, k, in->rd, c, 0); break;
	case KL_SH_LD:
	case KL_SH_ST:
		ok = ko__want(o, k, in->rd, c, 0) && ko__want(o, k, in->rs1, KO_C64, 1) &&
		     (i->imm || ko__want(o, k, in->rs2, KO_C64, 0));
		break;
	case KL_SH_RET: ok = in->op == KL_OP_retv || i->imm || ko__want(o, k, in->rd, c, 0); break;
	case KL_SH_BR: ok = ko__want(o, k, in->rs1, c, 0) && (i->imm || ko__want(o, k, in->rs2, c, 0)); break;
	case KL_SH_J:
		if (in->op != KL_OP_jv) { /* no data labels here: an address in a register leads nowhere known */
			ko__fail(o, KL_ERR_OPERAND, "record %u: %s (a jump to an address) is for the in-place tier", k,
				 kl_opcode_name(in->op));
			return 0;
		}
		break;
	case KL_SH_JAL:
		ko__fail(o, KL_ERR_OPERAND, "record %u: %s (jump and link) is for the in-place tier", k, kl_opcode_name(in->op));
		return 0;
	case KL_SH_SEL:
	case KL_SH_CARRY:
		ok = ko__want(o, k, in->rd, c, 0) && ko__want(o, k, in->rs1, c, 0) && ko__want(o, k, in->rs2, c, 0) &&
		     ko__want(o, k, in->rs3, c, 0);
		break;
	case KL_SH_PREF: ok = ko__want(o, k, in->rs1, KO_C64, 1); break;
	case KL_SH_SHIFTED:
		ok = ko__want(o, k, in->rd, c, 0) && ko__want(o, k, in->rs1, c, 0) && ko__want(o, k, in->rs2, c, 0) &&
		     ko__shifted_ok(o, k);
		break;
	case KL_SH_LDX:
		ok = ko__want(o, k, in->rd, c, 0) && ko__want(o, k, in->rs1, KO_C64, 1) && ko__want(o, k, in->rs2, KO_C64, 0);
		break;
	case KL_SH_LOP:
		ok = ko__want(o, k, in->rd, c, 0) && ko__want(o, k, in->rs1, c, 0) && ko__want(o, k, in->rs2, KO_C64, 1) &&
		     (i->imm || ko__want(o, k, in->rs3, KO_C64, 0));
		break;
	case KL_SH_ARG:
		if (in->type <= KL_V || in->type >= KL_NTYPES || (i->imm && (in->type == KL_F || in->type == KL_D))) {
			ko__fail(o, KL_ERR_OPERAND, "record %u: call argument of type %d", k, in->type);
			return 0;
		}
		ok = i->imm || ko__want(o, k, in->rs1, ko__class_of(in->type), 0);
		break;
	case KL_SH_CALL:
		ok = (in->type == KL_V || ko__want(o, k, in->rd, ko__class_of(in->type), 0)) &&
		     (i->imm || ko__want(o, k, in->rs1, KO_C64, 0));
		break;
	case KL_SH_LABEL:
		if (in->label >= o->nlabels) {
			ko__fail(o, KL_ERR_LABEL, "record %u: label %u was not made by ko_label_new", k, in->label);
			return 0;
		}
		if (placed[in->label]) {
			ko__fail(o, KL_ERR_LABEL, "record %u: label %u placed twice", k, in->label);
			return 0;
		}
		placed[in->label] = 1;
		break;
	default: break;
	}
	if (ok && (i->shape == KL_SH_BR || in->op == KL_OP_jv) && in->label >= o->nlabels) {
		ko__fail(o, KL_ERR_LABEL, "record %u (%s): label %u was not made by ko_label_new", k, kl_opcode_name(in->op),
			 in->label);
		return 0;
	}
	return ok;
}

/* The register fields a record's shape reads or writes: KO_FIELD_RD | _RS1 | _RS2 | _RS3. */
unsigned ko__fields(const kl_insn *in)
{
	const struct kl_opinfo *o = &kl_opinfo[in->op];
	switch (o->shape) {
	case KL_SH_BIN:
	case KL_SH_LD:
	case KL_SH_ST: return KO_FIELD_RD | KO_FIELD_RS1 | (o->imm ? 0 : KO_FIELD_RS2);
	case KL_SH_SHIFTED:
	case KL_SH_LDX: return KO_FIELD_RD | KO_FIELD_RS1 | KO_FIELD_RS2;
	case KL_SH_UN:
	case KL_SH_CV: return KO_FIELD_RD | KO_FIELD_RS1;
	case KL_SH_SET: return KO_FIELD_RD;
	case KL_SH_RET: return in->op != KL_OP_retv && !o->imm ? KO_FIELD_RD : 0;
	case KL_SH_BR: return KO_FIELD_RS1 | (o->imm ? 0 : KO_FIELD_RS2);
	case KL_SH_J: return in->op == KL_OP_jp ? KO_FIELD_RS1 : 0;
	case KL_SH_SEL:
	case KL_SH_CARRY: return KO_FIELD_RD | KO_FIELD_RS1 | KO_FIELD_RS2 | KO_FIELD_RS3;
	case KL_SH_PREF: return KO_FIELD_RS1;
	case KL_SH_LOP: return KO_FIELD_RD | KO_FIELD_RS1 | KO_FIELD_RS2 | (o->imm ? 0 : KO_FIELD_RS3);
	case KL_SH_CALL: return (o->imm ? 0 : KO_FIELD_RS1) | (in->type != KL_V ? KO_FIELD_RD : 0);
	default: return 0;
	}
}

/* Clear the register fields a record's shape does not read or write (ko_emit takes records as
 * they come): passes and allocation may then map every field without asking. */
void ko__operands_only(kl_insn *in)
{
	unsigned f = ko__fields(in);
	if (!(f & KO_FIELD_RD))
		in->rd = 0;
	if (!(f & KO_FIELD_RS1))
		in->rs1 = 0;
	if (!(f & KO_FIELD_RS2))
		in->rs2 = 0;
	if (!(f & KO_FIELD_RS3))
		in->rs3 = 0;
}

/* Check the records and make the working program: arg/argi records are folded into the call
 * that follows them. */
int ko__prog_init(struct ko_prog *p, ko_func *o)
{
	memset(p, 0, sizeof *p);
	p->o = o;
	p->nvr = o->nvr;
	p->words = (o->nvr + 63) / 64;
	p->nlabels = o->nlabels;
	if (o->err)
		return o->err;
	uint8_t *placed = calloc(o->nlabels ? o->nlabels : 1, 1);
	if (!placed) {
		ko__fail(o, KL_ERR_NOMEM, "labels");
		return o->err;
	}
	/* room for every record and the entry at once (arguments fold into their calls) */
	if (ko__grow((void **)&p->ins, &p->cap, o->n + 1, sizeof *p->ins)) {
		free(placed);
		ko__fail(o, KL_ERR_NOMEM, "the working program");
		return o->err;
	}
	/* the entry: where the arguments are defined */
	struct ko_ins entry = {.in = {.op = KL_OP_nop, .flags = KO_F_ENTRY}, .rec = -1, .call = -1, .origin = KO_ORIG_ENTRY};
	if (ko__prog_push(p, &entry))
		ko__fail(o, KL_ERR_NOMEM, "the working program");
	uint32_t pending = 0, firstarg = 0;
	for (uint32_t k = 0; k < o->n && !o->err; k++) {
		const kl_insn *in = &o->code[k];
		if (!ko__check_one(o, k, placed))
			break;
		int sh = kl_opinfo[in->op].shape;
		if (sh == KL_SH_ARG) {
			if (!pending)
				firstarg = p->nargs;
			if (ko__grow((void **)&p->args, &p->argcap, p->nargs + 1, sizeof *p->args)) {
				ko__fail(o, KL_ERR_NOMEM, "call arguments");
				break;
			}
			p->args[p->nargs++] = (struct ko_arg){.type = in->type, .isimm = kl_opinfo[in->op].imm, .reg = in->rs1,
							      .imm = in->imm};
			pending++;
			continue;
		}
		if (pending && sh != KL_SH_CALL) {
			ko__fail(o, KL_ERR_STATE, "record %u (%s): call arguments must be followed by the call", k,
				 kl_opcode_name(in->op));
			break;
		}
		struct ko_ins x = {.in = *in, .rec = (int32_t)k, .tag = o->tags[k], .call = -1, .origin = KO_ORIG_CODE};
		ko__operands_only(&x.in);
		if (sh == KL_SH_CALL) {
			if (ko__grow((void **)&p->calls, &p->callcap, p->ncalls + 1, sizeof *p->calls)) {
				ko__fail(o, KL_ERR_NOMEM, "calls");
				break;
			}
			p->calls[p->ncalls] = (struct ko_call){.first = pending ? firstarg : p->nargs, .n = pending};
			x.call = (int32_t)p->ncalls++;
			pending = 0;
			p->hascall = 1;
		}
		p->ins[p->n++] = x; /* room was made for every record at the start */
	}
	if (!o->err && pending)
		ko__fail(o, KL_ERR_STATE, "call arguments at the end of the function, with no call");
	for (uint32_t k = 0; k < p->n && !o->err; k++) {
		const kl_insn *in = &p->ins[k].in;
		if ((kl_opinfo[in->op].shape == KL_SH_BR || in->op == KL_OP_jv) && !placed[in->label])
			ko__fail(o, KL_ERR_UNPLACED, "record %d (%s): label %u is never placed", p->ins[k].rec,
				 kl_opcode_name(in->op), in->label);
	}
	free(placed);
	return o->err;
}
