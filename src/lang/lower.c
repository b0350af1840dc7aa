/* src/lang/lower.c -- a program's function as optimizing-tier records: variables become
 * virtual registers (int64) or frame slots (stack*), each line its form's records with amd64's
 * meaning on every target, flags become compares (or carry registers) that the gotos read. */
#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct bld {
	kl_lang *L;
	ko_func *o;
	ko_reg *vr;      /* int64 variable -> virtual register */
	int *save_of;    /* stack64 only ever written from and read into one caller variable: its save slot */
	int *off;        /* stack variable -> offset from KO_LP */
	kl_label *lab;
	ko_reg fa, fb, fc;  /* flags: compared pair, carry */
	ko_reg ffa, ffb;    /* flags of a float64 compare: the compared pair */
	int direct;         /* the last flag setter branches on its operands: */
	int dfloat;         /* ... float64 ones */
	ko_reg da, db;      /* ... these (db 0: the immediate dimm) */
	int64_t dimm;
	int err;
};

static void rec(struct bld *b, int name, int t, int t2, int imm, ko_reg rd, ko_reg a, ko_reg c2, ko_reg c3, int64_t iv,
		kl_label l)
{
	int op = kl_opcode_find(name, t, t2, imm);
	if (op < 0) {
		b->err = 1;
		return;
	}
	kl_insn in;
	memset(&in, 0, sizeof in);
	in.op = (uint16_t)op;
	in.rd = rd;
	in.rs1 = a;
	in.rs2 = c2;
	in.rs3 = c3;
	in.imm = iv;
	in.label = l;
	ko_emit(b->o, &in);
}

#define RR(name, t, d, a, s) rec(b, KL_N_##name, t, KL_V, 0, d, a, s, 0, 0, 0)
#define RI(name, t, d, a, i) rec(b, KL_N_##name, t, KL_V, 1, d, a, 0, 0, i, 0)
#define UN(name, t, d, a) rec(b, KL_N_##name, t, KL_V, 0, d, a, 0, 0, 0, 0)
#define CV(from, to, d, a) rec(b, KL_N_cv, from, to, 0, d, a, 0, 0, 0, 0)
#define SETC(t, d, v) rec(b, KL_N_set, t, KL_V, 0, d, 0, 0, 0, v, 0)
#define RR_F(o, d, a, c) rec(b, (o) == OP_ADD ? KL_N_add : (o) == OP_SUB ? KL_N_sub : (o) == OP_MUL ? KL_N_mul : KL_N_div, \
			     KL_D, KL_V, 0, d, a, c, 0, 0, 0)

static ko_reg tmp(struct bld *b, int t) { return ko_reg_new(b->o, t); }

static void zext32(struct bld *b, ko_reg d, ko_reg s)
{
	ko_reg t = tmp(b, KL_U);
	CV(KL_UL, KL_U, t, s);
	CV(KL_U, KL_UL, d, t);
}

static const int op_name[] = {
	[OP_ADD] = KL_N_add, [OP_SUB] = KL_N_sub, [OP_AND] = KL_N_and, [OP_OR] = KL_N_or, [OP_XOR] = KL_N_xor,
	[OP_SHL] = KL_N_lsh, [OP_SHR] = KL_N_rsh, [OP_SAR] = KL_N_rsh, [OP_ROL] = KL_N_rotl, [OP_ROR] = KL_N_rotr,
	[OP_MUL] = KL_N_mul,
};

/* the flags of a compare of a with b (s: register or 0 with imm) */
static void flags_cmp(struct bld *b, const struct stmt *st, ko_reg a, ko_reg s, int64_t imm, int width)
{
	int fl = st->setflags;
	if (!fl)
		return;
	if (fl & FL_CARRY) {
		ko_reg x = tmp(b, KL_UL), y = s;
		if (!y) {
			y = tmp(b, KL_UL);
			SETC(KL_UL, y, imm);
		}
		SETC(KL_UL, b->fc, 0);
		if (width == W64) {
			rec(b, KL_N_subc, KL_UL, KL_V, 0, x, a, y, b->fc, 0, 0);
		} else { /* borrow of 32-bit values = bit 63 of their 64-bit difference */
			ko_reg za = tmp(b, KL_UL), zb = tmp(b, KL_UL);
			zext32(b, za, a);
			zext32(b, zb, y);
			RR(sub, KL_UL, x, za, zb);
			RI(rsh, KL_UL, b->fc, x, 63);
		}
	}
	if (!(fl & ~FL_CARRY))
		return;
	if (st->direct && width == W64) {
		b->direct = 1;
		b->da = a;
		b->db = s;
		b->dimm = imm;
		return;
	}
	if (width == W64)
		UN(mov, KL_UL, b->fa, a);
	else
		zext32(b, b->fa, a);
	if (!s)
		SETC(KL_UL, b->fb, width == W64 ? imm : (int64_t)(uint32_t)imm);
	else if (width == W64)
		UN(mov, KL_UL, b->fb, s);
	else
		zext32(b, b->fb, s);
}

/* flags of a result against zero (additions: =, logic: all but carry) */
static void flags_result(struct bld *b, const struct stmt *st, ko_reg r)
{
	if (!(st->setflags & ~FL_CARRY))
		return;
	if (lang_forms[st->form].fkind == FK_ADD && st->setflags == FL_ULT)
		return; /* unsigned< after an addition is the carry (fc) */
	if (st->direct) {
		b->direct = 1;
		b->da = r;
		b->db = 0;
		b->dimm = 0;
		return;
	}
	UN(mov, KL_UL, b->fa, r);
	SETC(KL_UL, b->fb, 0);
}

/* r = r op (s or imm), width and flags of the line */
static void do_bin(struct bld *b, const struct stmt *st, int op, int width, ko_reg r, ko_reg s, int64_t imm)
{
	const struct form *fm = &lang_forms[st->form];
	int fl = st->setflags;
	int isimm = s == 0;
	if (fm->fkind == FK_SUB && fl) {
		flags_cmp(b, st, r, s, imm, width);
		b->direct = 0; /* in-place: the operands are gone after the line */
	}
	if (fm->fkind == FK_ADD && (fl & (FL_CARRY | FL_ULT))) {
		/* carry out: 64-bit through addc, 32-bit from bit 32 of the 64-bit sum */
		ko_reg y = s;
		if (!y) {
			y = tmp(b, KL_UL);
			SETC(KL_UL, y, imm);
		}
		if (width == W64) {
			SETC(KL_UL, b->fc, 0);
			rec(b, KL_N_addc, KL_UL, KL_V, 0, r, r, y, b->fc, 0, 0);
		} else {
			ko_reg za = tmp(b, KL_UL), zb = tmp(b, KL_UL);
			zext32(b, za, r);
			zext32(b, zb, y);
			RR(add, KL_UL, za, za, zb);
			RI(rsh, KL_UL, b->fc, za, 32);
			zext32(b, r, za);
		}
		flags_result(b, st, r);
		return;
	}
	int name = op_name[op];
	if (width == W64 || op == OP_ADD || op == OP_SUB || op == OP_AND || op == OP_OR || op == OP_XOR ||
	    op == OP_SHL || op == OP_MUL) {
		int t = op == OP_SAR ? KL_L : KL_UL;
		if (isimm)
			rec(b, name, t, KL_V, 1, r, r, 0, 0, imm, 0);
		else
			rec(b, name, t, KL_V, 0, r, r, s, 0, 0, 0);
		if (width != W64)
			zext32(b, r, r);
	} else if (width == WU32) { /* rotates and the logical right shift need the 32-bit operation */
		ko_reg t = tmp(b, KL_U);
		CV(KL_UL, KL_U, t, r);
		rec(b, name, KL_U, KL_V, 1, t, t, 0, 0, imm, 0);
		CV(KL_U, KL_UL, r, t);
	} else { /* (int32) r >>= n */
		ko_reg t = tmp(b, KL_I), u = tmp(b, KL_U);
		CV(KL_UL, KL_I, t, r);
		rec(b, name, KL_I, KL_V, 1, t, t, 0, 0, imm, 0);
		CV(KL_I, KL_U, u, t);
		CV(KL_U, KL_UL, r, u);
	}
	if (fm->fkind == FK_ADD || fm->fkind == FK_LOGIC)
		flags_result(b, st, r);
}

/* r = r +/- s +/- carry */
static void do_carry(struct bld *b, const struct stmt *st, int op, int width, ko_reg r, ko_reg s)
{
	if (width == W64) {
		rec(b, op == OP_ADD ? KL_N_addc : KL_N_subc, KL_UL, KL_V, 0, r, r, s, b->fc, 0, 0);
	} else {
		ko_reg za = tmp(b, KL_UL), zb = tmp(b, KL_UL);
		zext32(b, za, r);
		zext32(b, zb, s);
		RR(add, KL_UL, za, za, zb);
		RR(add, KL_UL, za, za, b->fc);
		RI(rsh, KL_UL, b->fc, za, 32);
		zext32(b, r, za);
	}
	flags_result(b, st, r);
}

/* an address as base + imm (returns 1) or base + register (returns 0) */
static int addr(struct bld *b, const struct addr *a, ko_reg *base, ko_reg *idx, int64_t *disp)
{
	*base = b->vr[a->base];
	*disp = a->disp;
	if (a->index < 0)
		return 1;
	ko_reg x = b->vr[a->index];
	if (a->scale > 1) {
		ko_reg t = tmp(b, KL_UL);
		RI(lsh, KL_UL, t, x, a->scale == 2 ? 1 : a->scale == 4 ? 2 : 3);
		x = t;
	}
	if (!a->disp) {
		*idx = x;
		return 0;
	}
	ko_reg t = tmp(b, KL_UL);
	RR(add, KL_UL, t, *base, x);
	*base = t;
	return 1;
}

static const struct { int t, cls, ext; } mt_info[] = {
	[MT_U8] = {KL_UC, KL_I, KL_I}, [MT_U16] = {KL_US, KL_I, KL_I}, [MT_U32] = {KL_U, KL_U, KL_U},
	[MT_U64] = {KL_UL, KL_UL, 0},  [MT_I8] = {KL_C, KL_I, KL_L},    [MT_I16] = {KL_S, KL_I, KL_L},
	[MT_I32] = {KL_I, KL_I, KL_L}, [MT_I64] = {KL_UL, KL_UL, 0},
};

static void load_at(struct bld *b, ko_reg d, int mt, ko_reg base, ko_reg idx, int64_t disp, int isimm)
{
	ko_reg t = d;
	if (mt_info[mt].cls != KL_UL)
		t = tmp(b, mt_info[mt].cls);
	if (isimm)
		rec(b, KL_N_ld, mt_info[mt].t, KL_V, 1, t, base, 0, 0, disp, 0);
	else
		rec(b, KL_N_ld, mt_info[mt].t, KL_V, 0, t, base, idx, 0, 0, 0);
	if (t != d) {
		if (mt_info[mt].cls == KL_U)
			CV(KL_U, KL_UL, d, t);
		else
			CV(KL_I, KL_L, d, t); /* u8/u16 loads are already zero-extended into the i value */
	}
}

static void store_at(struct bld *b, ko_reg v, int mt, ko_reg base, ko_reg idx, int64_t disp, int isimm)
{
	ko_reg t = v;
	if (mt_info[mt].cls != KL_UL) {
		t = tmp(b, mt_info[mt].cls);
		CV(KL_UL, mt_info[mt].cls, t, v);
	}
	if (isimm)
		rec(b, KL_N_st, mt_info[mt].t, KL_V, 1, t, base, 0, 0, disp, 0);
	else
		rec(b, KL_N_st, mt_info[mt].t, KL_V, 0, t, base, idx, 0, 0, 0);
}

static ko_reg load_addr(struct bld *b, const struct addr *a, int mt)
{
	ko_reg base, idx = 0, t = tmp(b, KL_UL);
	int64_t disp;
	int im = addr(b, a, &base, &idx, &disp);
	load_at(b, t, mt, base, idx, disp, im);
	return t;
}

/* the value of flag `cond` (after the line kinds that set it) as 0 or 1 in a new register, for
 * conditional moves: the carry is one; compares are a borrow (subc) or a difference */
static ko_reg flag_value(struct bld *b, int cond, int setter_kind, int *is_ne)
{
	*is_ne = 0;
	if (cond == FL_CARRY || (cond == FL_ULT && setter_kind == FK_ADD))
		return b->fc;
	ko_reg x = b->direct ? b->da : b->fa, y = b->direct ? b->db : b->fb;
	if (b->direct && !y) {
		y = tmp(b, KL_UL);
		SETC(KL_UL, y, b->dimm);
	}
	ko_reg v = tmp(b, KL_UL);
	if (cond == FL_EQ) { /* x ^ y: nonzero when not equal */
		RR(xor, KL_UL, v, x, y);
		*is_ne = 1;
		return v;
	}
	if (cond == FL_SLT || cond == FL_SGT) { /* signed order = unsigned order of the sign-flipped values */
		ko_reg m = tmp(b, KL_UL), x2 = tmp(b, KL_UL), y2 = tmp(b, KL_UL);
		SETC(KL_UL, m, (int64_t)0x8000000000000000ull);
		RR(xor, KL_UL, x2, x, m);
		RR(xor, KL_UL, y2, y, m);
		x = x2, y = y2;
	}
	ko_reg c = tmp(b, KL_UL);
	SETC(KL_UL, c, 0);
	if (cond == FL_ULT || cond == FL_SLT)
		rec(b, KL_N_subc, KL_UL, KL_V, 0, v, x, y, c, 0, 0);
	else
		rec(b, KL_N_subc, KL_UL, KL_V, 0, v, y, x, c, 0, 0);
	return c;
}

static void branch_if(struct bld *b, int cond, int neg, int setter_kind, kl_label l);

/* `kiln NAME ...`: one record; 32-bit and narrower operands through conversions of the int64
 * variables (results zero-extended from 32 bits, as amd64's 32-bit operations leave them), f
 * operands through conversions of the float64 ones */
static ko_reg kiln_in(struct bld *b, int type, ko_reg v)
{
	if (type == KL_UL || type == KL_L || type == KL_P || type == KL_D)
		return v;
	if (type == KL_F) {
		ko_reg x = tmp(b, KL_F);
		CV(KL_D, KL_F, x, v);
		return x;
	}
	int cls = type == KL_U ? KL_U : KL_I;
	ko_reg x = tmp(b, cls);
	CV(KL_UL, cls, x, v);
	return x;
}

static ko_reg kiln_out_reg(struct bld *b, int type, ko_reg v)
{
	if (type == KL_UL || type == KL_L || type == KL_P || type == KL_D)
		return v;
	return tmp(b, type == KL_F ? KL_F : type == KL_U ? KL_U : KL_I);
}

static void kiln_out(struct bld *b, int type, ko_reg v, ko_reg x)
{
	if (x == v)
		return;
	if (type == KL_F) {
		CV(KL_F, KL_D, v, x);
		return;
	}
	if (type != KL_U) {
		ko_reg u = tmp(b, KL_U);
		CV(KL_I, KL_U, u, x);
		x = u;
	}
	CV(KL_U, KL_UL, v, x);
}

static void lower_kiln(struct bld *b, const struct stmt *st)
{
	const struct operands *op = &st->ops;
	const struct kl_opinfo *oi = &kl_opinfo[op->opcode];
	ko_reg v[4];
	for (int k = 0; k < 4; k++)
		v[k] = op->v[k] >= 0 ? b->vr[op->v[k]] : 0;
	kl_insn in;
	memset(&in, 0, sizeof in);
	in.op = (uint16_t)op->opcode;
	int t = oi->type;
	in.imm = op->n;
	switch (oi->shape) {
	case KL_SH_BIN:
		in.rs1 = kiln_in(b, t, v[1]);
		if (!oi->imm)
			in.rs2 = kiln_in(b, t, v[2]);
		in.rd = kiln_out_reg(b, t, v[0]);
		ko_emit(b->o, &in);
		kiln_out(b, t, v[0], in.rd);
		break;
	case KL_SH_UN:
	case KL_SH_CV: {
		int td = oi->shape == KL_SH_CV ? oi->type2 : t;
		in.rs1 = kiln_in(b, t, v[1]);
		in.rd = kiln_out_reg(b, td, v[0]);
		ko_emit(b->o, &in);
		kiln_out(b, td, v[0], in.rd);
		break;
	}
	case KL_SH_SET:
		if (t == KL_F || t == KL_D) {
			double d = (double)op->n;
			float f = (float)op->n;
			uint32_t fb;
			memcpy(&fb, &f, 4);
			if (t == KL_D)
				memcpy(&in.imm, &d, 8);
			else
				in.imm = fb;
		}
		in.rd = kiln_out_reg(b, t, v[0]);
		ko_emit(b->o, &in);
		kiln_out(b, t, v[0], in.rd);
		break;
	case KL_SH_LD:
		in.rs1 = v[1];
		in.rs2 = oi->imm ? 0 : v[2];
		in.rd = kiln_out_reg(b, t, v[0]);
		ko_emit(b->o, &in);
		kiln_out(b, t, v[0], in.rd);
		break;
	case KL_SH_ST:
		in.rd = kiln_in(b, t, v[0]);
		in.rs1 = v[1];
		in.rs2 = oi->imm ? 0 : v[2];
		ko_emit(b->o, &in);
		break;
	case KL_SH_SEL:
	case KL_SH_CARRY:
		in.rs3 = kiln_in(b, t, v[1]);
		in.rs1 = kiln_in(b, t, v[2]);
		in.rs2 = kiln_in(b, t, v[3]);
		in.rd = kiln_out_reg(b, t, v[0]);
		ko_emit(b->o, &in);
		kiln_out(b, t, v[0], in.rd);
		if (oi->shape == KL_SH_CARRY)
			kiln_out(b, t, v[1], in.rs3);
		break;
	case KL_SH_PREF:
		in.rs1 = v[0];
		ko_emit(b->o, &in);
		break;
	default: /* nop */
		ko_emit(b->o, &in);
		break;
	}
}

static ko_reg sym_value(struct bld *b, const struct stmt *st)
{
	kl_lang *L = b->L;
	uint64_t v = L->syms[st->ops.sym].value;
	if (L->resolve) {
		void *p = L->resolve(L->syms[st->ops.sym].name, L->resolve_arg);
		if (!p) {
			lang_error(L, st->line, st->col, "symbol '%s' not found", L->syms[st->ops.sym].name);
			b->err = 1;
		}
		v = (uint64_t)(uintptr_t)p;
	}
	ko_reg x = tmp(b, KL_UL);
	SETC(KL_UL, x, (int64_t)v);
	return x;
}

static void lower_form(struct bld *b, const struct stmt *st)
{
	kl_lang *L = b->L;
	const struct form *fm = &lang_forms[st->form];
	const struct operands *op = &st->ops;
	ko_reg r = op->v[SLOT_R] >= 0 ? b->vr[op->v[SLOT_R]] : 0;
	ko_reg s = op->v[SLOT_S] >= 0 ? b->vr[op->v[SLOT_S]] : 0;
	ko_reg t = op->v[SLOT_T] >= 0 ? b->vr[op->v[SLOT_T]] : 0;
	ko_reg u = op->v[SLOT_U] >= 0 ? b->vr[op->v[SLOT_U]] : 0;
	ko_reg x = op->v[SLOT_X] >= 0 ? b->vr[op->v[SLOT_X]] : 0;
	ko_reg y = op->v[SLOT_Y] >= 0 ? b->vr[op->v[SLOT_Y]] : 0;
	ko_reg z = op->v[SLOT_Z] >= 0 ? b->vr[op->v[SLOT_Z]] : 0;
	int k = op->v[SLOT_K] >= 0 ? op->v[SLOT_K] : op->v[SLOT_KB];
	int off = k >= 0 ? b->off[k] : 0;
	/* kiln saves callee-saved registers itself: qhasm's copies of `caller` variables to their
	 * save slots and back are no code */
	int callers = k >= 0 && b->save_of[k] >= 0;
	ko_reg base, idx = 0;
	int64_t disp;
	int im;
	switch (fm->lower) {
	case LW_NOP:
		break;
	case LW_SET:
		SETC(KL_UL, r, op->n);
		break;
	case LW_MOV:
		if (r != s)
			UN(mov, KL_UL, r, s);
		break;
	case LW_SYM:
		UN(mov, KL_UL, r, sym_value(b, st));
		break;
	case LW_LOADSYM:
		load_at(b, r, op->mtype, sym_value(b, st), 0, 0, 1);
		break;
	case LW_NOT:
		UN(com, KL_UL, r, r);
		break;
	case LW_NEG:
		UN(neg, KL_UL, r, r);
		flags_result(b, st, r);
		break;
	case LW_BIN_RR:
		do_bin(b, st, fm->op, fm->width, r, s, 0);
		break;
	case LW_BIN_RI:
		do_bin(b, st, fm->op, fm->width, r, 0, op->n);
		break;
	case LW_CARRY_RR:
		do_carry(b, st, fm->op, fm->width, r, s);
		break;
	case LW_CARRY_RI: {
		ko_reg y = tmp(b, KL_UL);
		SETC(KL_UL, y, op->n);
		do_carry(b, st, fm->op, fm->width, r, y);
		break;
	}
	case LW_CMP_RR:
		flags_cmp(b, st, r, s, 0, W64);
		break;
	case LW_CMP_RI:
		flags_cmp(b, st, r, 0, op->n, W64);
		break;
	case LW_LEA3:
		RR(add, KL_UL, r, s, t);
		break;
	case LW_LEA3I: {
		ko_reg x = tmp(b, KL_UL);
		RR(add, KL_UL, x, s ? s : r, t);
		RI(add, KL_UL, r, x, op->n);
		break;
	}
	case LW_MULI:
		RI(mul, KL_UL, r, s ? s : r, op->n);
		break;
	case LW_MUL128M:
	case LW_IMUL128M:
	case LW_MUL128S:
	case LW_MUL128K:
		if (fm->lower == LW_MUL128S) {
			s = tmp(b, KL_UL);
			load_at(b, s, MT_U64, sym_value(b, st), 0, 0, 1);
		} else if (fm->lower == LW_MUL128K) {
			s = tmp(b, KL_UL);
			load_at(b, s, MT_U64, KO_LP, 0, off, 1);
		} else {
			s = load_addr(b, &op->a, MT_U64);
		}
		/* fall through */
	case LW_MUL128:
	case LW_IMUL128: {
		ko_reg hi = tmp(b, KL_UL);
		RR(mulh, fm->lower == LW_IMUL128 || fm->lower == LW_IMUL128M ? KL_L : KL_UL, hi, r, s);
		RR(mul, KL_UL, r, r, s);
		UN(mov, KL_UL, t, hi);
		break;
	}
	case LW_AND255:
		RI(and, KL_UL, r, s, 255);
		break;
	case LW_BYTE1: {
		ko_reg x = tmp(b, KL_UL);
		RI(rsh, KL_UL, x, s, 8);
		RI(and, KL_UL, r, x, 255);
		break;
	}
	case LW_SHLD:
	case LW_SHRD: {
		if (!op->n)
			break;
		ko_reg x = tmp(b, KL_UL), y = tmp(b, KL_UL);
		int left = fm->lower == LW_SHLD;
		RI(lsh, left ? KL_UL : KL_UL, x, left ? r : t, left ? op->n : 64 - op->n);
		RI(rsh, KL_UL, y, left ? t : r, left ? 64 - op->n : op->n);
		RR(or, KL_UL, r, x, y);
		break;
	}
	case LW_SHLD_R:
	case LW_SHRD_R: {
		/* r = r << c | t >> (64 - c), c = s mod 64; written so that c = 0 leaves r as it is */
		int left = fm->lower == LW_SHLD_R;
		ko_reg c = tmp(b, KL_UL), d = tmp(b, KL_UL), x = tmp(b, KL_UL), y = tmp(b, KL_UL);
		RI(and, KL_UL, c, s, 63);
		RI(xor, KL_UL, d, c, 63);
		if (left) {
			RI(rsh, KL_UL, y, t, 1);
			RR(rsh, KL_UL, y, y, d);
			RR(lsh, KL_UL, x, r, c);
		} else {
			RI(lsh, KL_UL, y, t, 1);
			RR(lsh, KL_UL, y, y, d);
			RR(rsh, KL_UL, x, r, c);
		}
		RR(or, KL_UL, r, x, y);
		break;
	}
	case LW_LOAD:
		im = addr(b, &op->a, &base, &idx, &disp);
		load_at(b, r, op->mtype, base, idx, disp, im);
		break;
	case LW_STORE:
		im = addr(b, &op->a, &base, &idx, &disp);
		store_at(b, r, op->mtype, base, idx, disp, im);
		break;
	case LW_STOREI: {
		ko_reg x = tmp(b, KL_UL);
		SETC(KL_UL, x, op->n);
		im = addr(b, &op->a, &base, &idx, &disp);
		store_at(b, x, op->mtype, base, idx, disp, im);
		break;
	}
	case LW_LOADOP:
		do_bin(b, st, fm->op, fm->width, r, load_addr(b, &op->a, fm->width == W64 ? MT_U64 : MT_U32), 0);
		break;
	case LW_LOADOP_C:
		do_carry(b, st, fm->op, fm->width, r, load_addr(b, &op->a, fm->width == W64 ? MT_U64 : MT_U32));
		break;
	case LW_STK_ST:
		if (!callers)
			rec(b, KL_N_st, KL_UL, KL_V, 1, r, KO_LP, 0, 0, off, 0);
		break;
	case LW_STK_LD:
		if (!callers)
			rec(b, KL_N_ld, KL_UL, KL_V, 1, r, KO_LP, 0, 0, off, 0);
		break;
	case LW_STK_OP:
	case LW_STK_OP_C: {
		ko_reg x = tmp(b, KL_UL);
		load_at(b, x, fm->width == W64 ? MT_U64 : MT_U32, KO_LP, 0, off, 1);
		if (fm->lower == LW_STK_OP)
			do_bin(b, st, fm->op, fm->width, r, x, 0);
		else
			do_carry(b, st, fm->op, fm->width, r, x);
		break;
	}
	case LW_STK_ADDR:
		rec(b, KL_N_add, KL_P, KL_V, 1, r, KO_LP, 0, 0, off, 0);
		break;
	case LW_STK_TOP_SET: {
		ko_reg x = tmp(b, KL_UL);
		SETC(KL_UL, x, op->n);
		store_at(b, x, MT_U32, KO_LP, 0, off + 4, 1);
		break;
	}
	case LW_STK_BOTTOM_ST:
		store_at(b, r, MT_U32, KO_LP, 0, off, 1);
		break;
	case LW_STK_BOTTOM_LD:
	case LW_STK_TOP_LD:
		load_at(b, r, MT_U32, KO_LP, 0, off + (fm->lower == LW_STK_TOP_LD ? 4 : 0), 1);
		break;
	case LW_STK_W32_ZERO:
	case LW_STK_W32_LD: {
		static const int size[] = {8, 8, 16, 32, 64};
		if (op->m < 0 || op->m >= size[L->vars[k].kind] / 4) {
			lang_error(L, st->line, st->col, "word %lld is outside '%s' (%d bytes)", (long long)op->m,
				   L->vars[k].name, size[L->vars[k].kind]);
			b->err = 1;
			break;
		}
		if (fm->lower == LW_STK_W32_LD) {
			load_at(b, r, MT_U32, KO_LP, 0, off + 4 * op->m, 1);
		} else {
			ko_reg x = tmp(b, KL_UL);
			SETC(KL_UL, x, 0);
			store_at(b, x, MT_U32, KO_LP, 0, off + 4 * op->m, 1);
		}
		break;
	}
	case LW_COPY:
	case LW_FILL: {
		/* amd64's rep movsb / rep stosb: afterwards u is 0 and r (and s) point past the bytes */
		kl_label top = ko_label_new(b->o), end = ko_label_new(b->o);
		ko_reg x = tmp(b, KL_I);
		if (fm->lower == LW_FILL)
			CV(KL_UL, KL_I, x, s);
		ko_label_place(b->o, top);
		rec(b, KL_N_beq, KL_UL, KL_V, 1, 0, u, 0, 0, 0, end);
		if (fm->lower == LW_COPY) {
			rec(b, KL_N_ld, KL_UC, KL_V, 1, x, s, 0, 0, 0, 0);
			RI(add, KL_UL, s, s, 1);
		}
		rec(b, KL_N_st, KL_UC, KL_V, 1, x, r, 0, 0, 0, 0);
		RI(add, KL_UL, r, r, 1);
		RI(sub, KL_UL, u, u, 1);
		rec(b, KL_N_j, KL_V, KL_V, 0, 0, 0, 0, 0, 0, top);
		ko_label_place(b->o, end);
		break;
	}
	case LW_CMOV: {
		if (st->setter_kind == FK_FCMP) { /* a branch around the move */
			kl_label skip = ko_label_new(b->o);
			branch_if(b, op->cond, !op->neg, st->setter_kind, skip);
			UN(mov, KL_UL, r, s);
			ko_label_place(b->o, skip);
			break;
		}
		int ne;
		ko_reg c = flag_value(b, op->cond, st->setter_kind, &ne);
		if (ne ^ op->neg) /* c != 0 means the flag is false */
			rec(b, KL_N_sel, KL_UL, KL_V, 0, r, r, s, c, 0, 0);
		else
			rec(b, KL_N_sel, KL_UL, KL_V, 0, r, s, r, c, 0, 0);
		break;
	}
	/* float64 */
	case LW_FMOV:
		if (x != y)
			UN(mov, KL_D, x, y);
		break;
	case LW_FSET: {
		double d = (double)op->n;
		int64_t bits;
		memcpy(&bits, &d, sizeof bits);
		SETC(KL_D, x, bits);
		break;
	}
	case LW_FNEG:
		UN(neg, KL_D, x, y);
		break;
	case LW_FBIN2:
		RR_F(fm->op, x, x, y);
		break;
	case LW_FBIN3:
		RR_F(fm->op, x, y, z);
		break;
	case LW_FLOAD:
	case LW_FSTORE:
		im = addr(b, &op->a, &base, &idx, &disp);
		rec(b, fm->lower == LW_FLOAD ? KL_N_ld : KL_N_st, KL_D, KL_V, im, x, base, im ? 0 : idx, 0, im ? disp : 0, 0);
		break;
	case LW_FSTK_ST:
	case LW_FSTK_LD:
		rec(b, fm->lower == LW_FSTK_LD ? KL_N_ld : KL_N_st, KL_D, KL_V, 1, x, KO_LP, 0, 0, off, 0);
		break;
	case LW_CV_L2D:
		CV(KL_L, KL_D, x, r);
		break;
	case LW_CV_D2L:
		CV(KL_D, KL_L, r, x);
		break;
	case LW_FCMP:
		if (st->direct) {
			b->direct = b->dfloat = 1;
			b->da = x;
			b->db = y;
		} else {
			UN(mov, KL_D, b->ffa, x);
			UN(mov, KL_D, b->ffb, y);
		}
		break;
	case LW_KILN:
		lower_kiln(b, st);
		break;
	}
}

/* a statement of a node's body (node.c records the bodies) */
static void lower_node_stmt(void *arg, const struct stmt *st)
{
	if (st->kind == ST_FORM && st->form >= 0)
		lower_form(arg, st);
}

static void branch_if(struct bld *b, int c, int neg, int setter_kind, kl_label l)
{
	int name, t = KL_UL;
	if (setter_kind == FK_FCMP) {
		/* ordered compares: the negation of a flag holds when the flag does not (NaN included) */
		ko_reg x = b->direct && b->dfloat ? b->da : b->ffa, y = b->direct && b->dfloat ? b->db : b->ffb;
		name = c == FL_EQ ? KL_N_beq : c == FL_ULT ? KL_N_blt : KL_N_bgt;
		if (!neg) {
			rec(b, name, KL_D, KL_V, 0, 0, x, y, 0, 0, l);
		} else {
			kl_label skip = ko_label_new(b->o);
			rec(b, name, KL_D, KL_V, 0, 0, x, y, 0, 0, skip);
			rec(b, KL_N_j, KL_V, KL_V, 0, 0, 0, 0, 0, 0, l);
			ko_label_place(b->o, skip);
		}
		return;
	}
	if (c == FL_CARRY || (c == FL_ULT && setter_kind == FK_ADD)) {
		rec(b, neg ? KL_N_beq : KL_N_bne, KL_UL, KL_V, 1, 0, b->fc, 0, 0, 0, l);
		return;
	}
	switch (c) {
	case FL_EQ: name = neg ? KL_N_bne : KL_N_beq; break;
	case FL_ULT: name = neg ? KL_N_bge : KL_N_blt; break;
	case FL_UGT: name = neg ? KL_N_ble : KL_N_bgt; break;
	case FL_SLT: name = neg ? KL_N_bge : KL_N_blt, t = KL_L; break;
	default: name = neg ? KL_N_ble : KL_N_bgt, t = KL_L; break;
	}
	if (b->direct) {
		if (b->db)
			rec(b, name, t, KL_V, 0, 0, b->da, b->db, 0, 0, l);
		else
			rec(b, name, t, KL_V, 1, 0, b->da, 0, 0, b->dimm, l);
	} else {
		rec(b, name, t, KL_V, 0, 0, b->fa, b->fb, 0, 0, l);
	}
}

static void lower_goto_if(struct bld *b, const struct stmt *st)
{
	branch_if(b, st->cond, st->neg, st->setter_kind, b->lab[st->ops.label]);
}

int kl_lang_build(kl_lang *L, int fn, ko_func *o)
{
	if (!L || !o || fn < 0 || fn >= L->nfuncs || L->nerrs)
		return KL_ERR_STATE;
	struct bld bb, *b = &bb;
	memset(b, 0, sizeof *b);
	b->L = L;
	b->o = o;
	int n = L->nst;
	unsigned char *reach = calloc((size_t)n + 1, 1);
	int *work = malloc(sizeof *work * ((size_t)n + 1));
	b->vr = calloc((size_t)L->nvars + 1, sizeof *b->vr);
	b->off = calloc((size_t)L->nvars + 1, sizeof *b->off);
	b->save_of = malloc(((size_t)L->nvars + 1) * sizeof *b->save_of);
	if (b->save_of) {
		for (int v = 0; v < L->nvars; v++)
			b->save_of[v] = -1;
		char *bad = calloc((size_t)L->nvars + 1, 1);
		for (int k = 0; bad && k < L->nst; k++) {
			const struct stmt *st = &L->st[k];
			if (st->kind != ST_FORM || st->form < 0)
				continue;
			int lw = lang_forms[st->form].lower, sk = st->ops.v[SLOT_K], r = st->ops.v[SLOT_R];
			if (sk < 0)
				sk = st->ops.v[SLOT_KB];
			if (sk < 0)
				continue;
			if ((lw == LW_STK_ST || lw == LW_STK_LD) && r >= 0 && L->vars[r].caller &&
			    (b->save_of[sk] < 0 || b->save_of[sk] == r))
				b->save_of[sk] = r;
			else
				bad[sk] = 1;
		}
		for (int v = 0; bad && v < L->nvars; v++)
			if (bad[v])
				b->save_of[v] = -1;
		free(bad);
	}
	b->lab = calloc((size_t)L->nlabels + 1, sizeof *b->lab);
	if (!reach || !work || !b->vr || !b->off || !b->lab || !b->save_of) {
		free(reach), free(work), free(b->vr), free(b->off), free(b->lab), free(b->save_of);
		lang_error(L, 0, 0, "out of memory");
		return KL_ERR_NOMEM;
	}
	/* the lines this function reaches */
	int nw = 0, entry = L->funcs[fn].stmt;
	reach[entry] = 1;
	work[nw++] = entry;
	while (nw) {
		int k = work[--nw], s[2], ns = lang_succ(L, k, s);
		for (int j = 0; j < ns; j++)
			if (!reach[s[j]] && L->st[s[j]].kind != ST_ENTER) {
				reach[s[j]] = 1;
				work[nw++] = s[j];
			}
	}
	char fmt[8 * 3 + 1] = "";
	ko_reg args[8];
	int argkind[8] = {0};
	for (int v = 0; v < L->nvars; v++)
		if (L->vars[v].input >= 0 && L->vars[v].input < 8)
			argkind[L->vars[v].input] = L->vars[v].kind;
	for (int k = 0; k < L->ninputs; k++)
		strcat(fmt, argkind[k] == VK_FLOAT64 ? "%d" : "%ul");
	ko_func_begin(o, fmt, args, KL_LEAF);
	ko_set_tag(o, (uint32_t)L->funcs[fn].line);
	int outv = -1;
	for (int k = 0; k < n; k++)
		if (L->st[k].kind == ST_FORM && L->st[k].form == -2)
			outv = L->st[k].ops.v[SLOT_R];
	static const int ssize[] = {8, 8, 16, 32, 64};
	for (int v = 0; v < L->nvars; v++) {
		if (L->vars[v].kind == VK_INT64 || L->vars[v].kind == VK_FLOAT64) {
			int ty = L->vars[v].kind == VK_FLOAT64 ? KL_D : KL_UL;
			b->vr[v] = ko_reg_new(o, ty);
			if (L->vars[v].input >= 0)
				UN(mov, ty, b->vr[v], args[L->vars[v].input]);
		} else {
			b->off[v] = L->vars[v].kind == VK_STACK64 ? ko_local(o, KL_UL) : ko_localb(o, (size_t)ssize[L->vars[v].kind]);
		}
	}
	b->fa = ko_reg_new(o, KL_UL);
	b->fb = ko_reg_new(o, KL_UL);
	b->fc = ko_reg_new(o, KL_UL);
	b->ffa = ko_reg_new(o, KL_D);
	b->ffb = ko_reg_new(o, KL_D);
	for (int l = 0; l < L->nlabels; l++)
		b->lab[l] = ko_label_new(o);
	lang_nodes_record(L, o, reach, b->vr, lower_node_stmt, b); /* the nodes it calls (node.c) */
	int first = 0;
	while (first < n && !reach[first])
		first++;
	kl_label lentry = ko_label_new(o);
	if (first != entry)
		rec(b, KL_N_j, KL_V, KL_V, 0, 0, 0, 0, 0, 0, lentry);
	int tbit = L->target_bit ? L->target_bit : lang_target_bit(kl_target_name(), strlen(kl_target_name()));
	for (int k = 0; k < n && !b->err; k++) {
		if (!reach[k] || (L->st[k].targets && !(L->st[k].targets & tbit)))
			continue;
		const struct stmt *st = &L->st[k];
		ko_set_tag(o, (uint32_t)st->line);
		if (st->kind != ST_GOTOIF)
			b->direct = b->dfloat = 0;
		switch (st->kind) {
		case ST_ENTER:
			ko_label_place(o, lentry);
			break;
		case ST_LEAVE:
			if (outv >= 0)
				rec(b, KL_N_ret, L->vars[outv].kind == VK_FLOAT64 ? KL_D : KL_UL, KL_V, 0, b->vr[outv], 0, 0, 0, 0, 0);
			else
				rec(b, KL_N_ret, KL_V, KL_V, 0, 0, 0, 0, 0, 0, 0);
			break;
		case ST_LABEL:
			ko_label_place(o, b->lab[st->ops.label]);
			break;
		case ST_GOTO:
			rec(b, KL_N_j, KL_V, KL_V, 0, 0, 0, 0, 0, 0, b->lab[st->ops.label]);
			break;
		case ST_GOTOIF:
			lower_goto_if(b, st);
			break;
		case ST_NODECALL:
			lang_node_call(L, o, b->vr, st);
			break;
		default:
			if (st->form >= 0)
				lower_form(b, st);
		}
	}
	int err = b->err ? KL_ERR_OPERAND : ko_error(o);
	if (b->err && !L->nerrs)
		lang_error(L, 0, 0, "internal: no record for a form (kl_opcode_find)");
	else if (err && !b->err)
		lang_error(L, L->funcs[fn].line, 1, "function '%s': %s", L->funcs[fn].name, ko_errmsg(o));
	free(reach), free(work), free(b->vr), free(b->off), free(b->lab), free(b->save_of);
	return err;
}

static void *dl_resolve(const char *name, void *arg)
{
	(void)arg;
	return dlsym(RTLD_DEFAULT, name);
}

void *kl_lang_func(kl_lang *L, const char *name)
{
	if (!L || !name || L->nerrs)
		return NULL;
	for (int k = 0; k < L->nfuncs; k++) {
		if (strcmp(L->funcs[k].name, name) != 0)
			continue;
		if (L->funcs[k].code)
			return L->funcs[k].code;
		ko_func *o = ko_func_new();
		if (!o)
			return NULL;
		void *(*saved)(const char *, void *) = L->resolve;
		if (!saved)
			L->resolve = dl_resolve;
		void *code = NULL;
		if (kl_lang_build(L, k, o) == 0) {
			code = ko_func_end(o, NULL);
			if (!code)
				lang_error(L, L->funcs[k].line, 1, "function '%s': %s", name, ko_errmsg(o));
		}
		ko_func_delete(o);
		L->resolve = saved;
		L->funcs[k].code = code;
		return code;
	}
	lang_error(L, 0, 0, "no function '%s'", name);
	return NULL;
}
