/* clean.c -- cheap cleanups of the working program before allocation (KO_CLEAN): copies
 * propagated and constants folded into the immediate forms of their users inside each block,
 * then instructions whose results nobody reads removed (liveness, to a fixed point).  The
 * driver rebuilds blocks and liveness afterwards. */
#include "internal.h"

/* what is known about a virtual register inside the current block */
struct ko_known {
	uint32_t copyof; /* a register holding the same value, or 0 */
	uint32_t cstamp; /* copyof is valid when this equals the block's stamp */
	uint32_t kstamp; /* imm is valid when this equals the block's stamp */
	int64_t imm;     /* its constant value */
};

struct ko_clean {
	struct ko_prog *p;
	struct ko_known *k;
	uint32_t *def1; /* per register: 1 + its only definition's instruction; 0 none; UINT32_MAX several */
	uint32_t stamp;
	uint32_t *copies, ncopies, copycap; /* registers with a copyof set in this block */
	uint32_t changed;
};

static int ko__plain(const struct ko_clean *c, uint32_t v)
{
	return v > KO_LP && v - KO_VREG0 < c->p->nvr && c->p->o->vr[v - KO_VREG0].pin < 0;
}

/* A register written once is the same everywhere it is read: the liveness check rejects a read
 * that some path reaches without the write, so the write dominates every read (and the write
 * of a copy's source dominates the copy). */
static const kl_insn *ko__only_def(const struct ko_clean *c, uint32_t v)
{
	uint32_t d = c->def1[v - KO_VREG0];
	return d && d != UINT32_MAX ? &c->p->ins[d - 1].in : NULL;
}

static int ko__konst(const struct ko_clean *c, uint32_t v, int64_t *imm)
{
	if (!ko__plain(c, v))
		return 0;
	if (c->k[v - KO_VREG0].kstamp == c->stamp) {
		*imm = c->k[v - KO_VREG0].imm;
		return 1;
	}
	const kl_insn *d = ko__only_def(c, v);
	int t = d ? kl_opinfo[d->op].type : KL_F;
	if (!d || kl_opinfo[d->op].shape != KL_SH_SET || t == KL_F || t == KL_D)
		return 0;
	*imm = d->imm;
	return 1;
}

/* the original of a copy written once from a register never written again (or an argument) */
static uint32_t ko__global_copy(const struct ko_clean *c, uint32_t v)
{
	for (int hops = 0; hops < 8; hops++) {
		const kl_insn *d = ko__only_def(c, v);
		if (!d || kl_opinfo[d->op].name != KL_N_mov || kl_opinfo[d->op].shape != KL_SH_UN || !ko__plain(c, d->rs1) ||
		    d->rs1 == v)
			break;
		uint32_t s = d->rs1, n = c->def1[s - KO_VREG0];
		if (n == UINT32_MAX || (n == 0 && !c->p->o->vr[s - KO_VREG0].arg))
			break;
		v = s;
	}
	return v;
}

/* a register's value no longer what the block knew: its copy and the copies of it forgotten */
static void ko__forget(struct ko_clean *c, uint32_t v)
{
	if (v < KO_VREG0)
		return;
	struct ko_known *x = &c->k[v - KO_VREG0];
	x->cstamp = x->kstamp = 0;
	for (uint32_t j = 0; j < c->ncopies; j++) {
		struct ko_known *y = &c->k[c->copies[j]];
		if (y->cstamp == c->stamp && y->copyof == v)
			y->cstamp = 0;
	}
}

static void ko__subst(struct ko_clean *c, uint32_t *field)
{
	uint32_t v = *field;
	if (!ko__plain(c, v))
		return;
	const struct ko_known *x = &c->k[v - KO_VREG0];
	uint32_t to = x->cstamp == c->stamp ? x->copyof : ko__global_copy(c, v);
	if (to != v) {
		*field = to;
		c->changed++;
	}
}

/* an immediate as the instruction of type t takes it */
static int64_t ko__imm_of(int t, int64_t v)
{
	if (t == KL_I)
		return (int32_t)v;
	if (t == KL_U)
		return (uint32_t)v;
	return v;
}

int ko__commutes(int name)
{
	return name == KL_N_add || name == KL_N_mul || name == KL_N_and || name == KL_N_or || name == KL_N_xor;
}

static int ko__swapped_branch(int name)
{
	switch (name) {
	case KL_N_blt: return KL_N_bgt;
	case KL_N_bgt: return KL_N_blt;
	case KL_N_ble: return KL_N_bge;
	case KL_N_bge: return KL_N_ble;
	default: return name; /* beq, bne */
	}
}

/* 1 when the integer operation i with immediate imm gives its first operand back: add, sub, or,
 * xor 0; a shift or rotate by 0 (modulo the width); mul by 1; and with every bit of the width */
static int ko__identity(const struct kl_opinfo *i, int64_t imm)
{
	int w = ko__class_of(i->type) == KO_C64 ? 64 : 32;
	uint64_t m = w == 64 ? ~0ull : 0xffffffffull, u = (uint64_t)imm & m;
	switch (i->name) {
	case KL_N_add: case KL_N_sub: case KL_N_or: case KL_N_xor: return u == 0;
	case KL_N_lsh: case KL_N_rsh: case KL_N_rotl: case KL_N_rotr: return (imm & (w - 1)) == 0;
	case KL_N_mul: return u == 1;
	case KL_N_and: return u == m;
	default: return 0;
	}
}

/* in (rd = rs1 op identity) becomes mov rd, rs1 when the type has a move */
static void ko__to_move(struct ko_clean *c, kl_insn *in, int type)
{
	int op = kl_opcode_find(KL_N_mov, type, KL_V, 0);
	if (op < 0)
		return;
	in->op = (uint16_t)op;
	in->rs2 = 0;
	in->imm = 0;
	c->changed++;
}

/* a register operand that is a known constant into the instruction's immediate form */
static void ko__fold(struct ko_clean *c, struct ko_ins *x)
{
	kl_insn *in = &x->in;
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	int64_t v;
	if (i->type == KL_F || i->type == KL_D)
		return;
	switch (i->shape) {
	case KL_SH_BIN: {
		if (i->imm) {
			if (ko__identity(i, in->imm))
				ko__to_move(c, in, i->type); /* x ^ 0, x << 0, x * 1 ...: a copy */
			return;
		}
		int op = kl_opcode_find(i->name, i->type, KL_V, 1);
		if (op < 0)
			return;
		if (ko__konst(c, in->rs2, &v)) {
			int w = ko__class_of(i->type) == KO_C64 ? 64 : 32;
			if (i->name == KL_N_lsh || i->name == KL_N_rsh || i->name == KL_N_rotl || i->name == KL_N_rotr)
				v &= w - 1; /* counts are taken modulo the width */
		} else if (ko__commutes(i->name) && ko__konst(c, in->rs1, &v) && in->rs2 != KO_LP) {
			in->rs1 = in->rs2;
		} else {
			return;
		}
		in->op = (uint16_t)op;
		in->rs2 = 0;
		in->imm = ko__imm_of(i->type, v);
		if (ko__identity(i, in->imm)) /* y = 0; y ^= z: y = z */
			ko__to_move(c, in, i->type);
		break;
	}
	case KL_SH_BR: {
		if (i->imm)
			return;
		int name = i->name;
		if (ko__konst(c, in->rs2, &v)) {
		} else if (ko__konst(c, in->rs1, &v)) {
			in->rs1 = in->rs2;
			name = ko__swapped_branch(name);
		} else {
			return;
		}
		int op = kl_opcode_find(name, i->type, KL_V, 1);
		if (op < 0)
			return;
		in->op = (uint16_t)op;
		in->rs2 = 0;
		in->imm = ko__imm_of(i->type, v);
		break;
	}
	case KL_SH_LD:
	case KL_SH_ST: {
		int op = i->imm ? -1 : kl_opcode_find(i->name, i->type, KL_V, 1);
		if (op < 0 || !ko__konst(c, in->rs2, &v) || v != (int32_t)v)
			return;
		in->op = (uint16_t)op;
		in->rs2 = 0;
		in->imm = v;
		break;
	}
	case KL_SH_RET: {
		if (i->imm || in->op == KL_OP_retv || !ko__konst(c, in->rd, &v))
			return;
		int op = kl_opcode_find(KL_N_ret, i->type, KL_V, 1);
		if (op < 0)
			return;
		in->op = (uint16_t)op;
		in->rd = 0;
		in->imm = ko__imm_of(i->type, v);
		break;
	}
	default: return;
	}
	c->changed++;
}

static int ko__rewrite_block(struct ko_clean *c, const struct ko_block *bl)
{
	struct ko_prog *p = c->p;
	c->stamp++;
	c->ncopies = 0;
	for (uint32_t k = bl->first; k <= bl->last; k++) {
		struct ko_ins *x = &p->ins[k];
		kl_insn *in = &x->in;
		const struct kl_opinfo *i = &kl_opinfo[in->op];
		/* uses: copies replaced by their originals (never rs3 of addc/subc: it is written too) */
		switch (i->shape) {
		case KL_SH_BIN:
		case KL_SH_LD:
			ko__subst(c, &in->rs1);
			if (!i->imm)
				ko__subst(c, &in->rs2);
			break;
		case KL_SH_UN:
		case KL_SH_CV:
		case KL_SH_PREF: ko__subst(c, &in->rs1); break;
		case KL_SH_ST:
			ko__subst(c, &in->rd);
			ko__subst(c, &in->rs1);
			if (!i->imm)
				ko__subst(c, &in->rs2);
			break;
		case KL_SH_RET:
			if (in->op != KL_OP_retv && !i->imm)
				ko__subst(c, &in->rd);
			break;
		case KL_SH_BR:
			ko__subst(c, &in->rs1);
			if (!i->imm)
				ko__subst(c, &in->rs2);
			break;
		case KL_SH_SEL:
		case KL_SH_LDX:
		case KL_SH_LOP:
			ko__subst(c, &in->rs1);
			ko__subst(c, &in->rs2);
			if (i->shape == KL_SH_SEL || (i->shape == KL_SH_LOP && !i->imm))
				ko__subst(c, &in->rs3);
			break;
		case KL_SH_CARRY:
		case KL_SH_SHIFTED:
			ko__subst(c, &in->rs1);
			ko__subst(c, &in->rs2);
			break;
		case KL_SH_CALL:
			if (!i->imm)
				ko__subst(c, &in->rs1);
			break;
		default: break;
		}
		if (x->call >= 0) {
			const struct ko_call *cl = &p->calls[x->call];
			for (uint32_t j = 0; j < cl->n; j++) {
				struct ko_arg *g = &p->args[cl->first + j];
				int64_t v;
				if (g->isimm)
					continue;
				ko__subst(c, &g->reg);
				if ((g->type == KL_I || g->type == KL_U || g->type == KL_L || g->type == KL_UL || g->type == KL_P) &&
				    ko__konst(c, g->reg, &v)) {
					g->isimm = 1;
					g->imm = ko__imm_of(g->type, v);
					g->reg = 0;
					c->changed++;
				}
			}
		}
		ko__fold(c, x);
		i = &kl_opinfo[in->op]; /* the fold may have made it an immediate form or a move */
		/* definitions: what they make known */
		struct ko_regs r;
		ko__regs(p, x, &r);
		for (int d = 0; d < r.ndef; d++)
			ko__forget(c, r.def[d]);
		if (r.ndef != 1 || !ko__plain(c, r.def[0]))
			continue;
		struct ko_known *dk = &c->k[r.def[0] - KO_VREG0];
		int64_t v;
		if (i->shape == KL_SH_SET && i->type != KL_F && i->type != KL_D) {
			dk->imm = in->imm;
			dk->kstamp = c->stamp;
		} else if (i->name == KL_N_mov && i->shape == KL_SH_UN && ko__plain(c, in->rs1) && in->rs1 != in->rd) {
			if (ko__grow((void **)&c->copies, &c->copycap, c->ncopies + 1, sizeof *c->copies))
				return -1;
			c->copies[c->ncopies++] = r.def[0] - KO_VREG0;
			dk->copyof = in->rs1;
			dk->cstamp = c->stamp;
			if (ko__konst(c, in->rs1, &v)) {
				dk->imm = v;
				dk->kstamp = c->stamp;
			}
		}
	}
	return 0;
}

/* Removes the instructions whose results are dead (backward over each block from its live-out
 * set).  The number removed. */
static uint32_t ko__dead_code(struct ko_prog *p, uint64_t *live)
{
	ko_func *o = p->o;
	uint32_t removed = 0;
	for (uint32_t b = 0; b < p->nblocks; b++) {
		const struct ko_block *bl = &p->blocks[b];
		memcpy(live, bl->liveout, p->words * sizeof *live);
		for (uint32_t k = bl->last + 1; k-- > bl->first;) {
			struct ko_ins *x = &p->ins[k];
			if (x->dead)
				continue;
			struct ko_regs r;
			ko__regs(p, x, &r);
			if (!ko__has_effects(&x->in) && !(x->in.flags & KO_F_ENTRY) && r.ndef == 1) {
				uint32_t d = r.def[0] - KO_VREG0;
				if (!ko__bit(live, d) && o->vr[d].pin < 0) {
					x->dead = 1;
					removed++;
					continue;
				}
			}
			for (int d = 0; d < r.ndef; d++)
				ko__clr(live, r.def[d] - KO_VREG0);
			for (int u = 0; u < r.nuse; u++)
				ko__set(live, r.use[u] - KO_VREG0);
			if (x->call >= 0) {
				const struct ko_call *cl = &p->calls[x->call];
				for (uint32_t j = 0; j < cl->n; j++)
					if (!p->args[cl->first + j].isimm)
						ko__set(live, p->args[cl->first + j].reg - KO_VREG0);
			}
		}
	}
	return removed;
}

void ko__clean(struct ko_prog *p)
{
	ko_func *o = p->o;
	struct ko_clean c = {.p = p};
	c.k = calloc(p->nvr + 1, sizeof *c.k);
	c.def1 = calloc(p->nvr + 1, sizeof *c.def1);
	uint64_t *live = calloc(p->words + 1, sizeof *live);
	if (!c.k || !c.def1 || !live) {
		ko__fail(o, KL_ERR_NOMEM, "cleanups");
		goto done;
	}
	for (uint32_t k = 0; k < p->n; k++) {
		struct ko_regs r;
		ko__regs(p, &p->ins[k], &r);
		for (int d = 0; d < r.ndef; d++) {
			uint32_t *x = &c.def1[r.def[d] - KO_VREG0];
			*x = *x ? UINT32_MAX : k + 1;
		}
	}
	for (uint32_t b = 0; b < p->nblocks; b++)
		if (ko__rewrite_block(&c, &p->blocks[b])) {
			ko__fail(o, KL_ERR_NOMEM, "cleanups");
			goto done;
		}
	/* dead code to a fixed point: a removal can make the definitions it read dead */
	uint32_t removed = 0;
	for (;;) {
		if (ko__live(p))
			goto done;
		uint32_t n = ko__dead_code(p, live);
		if (!n)
			break;
		removed += n;
	}
	uint32_t w = 0;
	for (uint32_t k = 0; k < p->n; k++)
		if (!p->ins[k].dead)
			p->ins[w++] = p->ins[k];
	p->n = w;
	o->stats.removed += removed;
done:
	free(c.k);
	free(c.def1);
	free(c.copies);
	free(live);
}
