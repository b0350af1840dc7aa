/* fuse_mem.c -- memory forms (part of KO_CLEAN; KO_NOFUSE_MEM turns them off).  On virtual
 * registers, a shift and an add that only compute a load's address go into the load (ldx:
 * base + (index << s) + disp), and on x86-64 a load whose value only feeds one xor, add, and
 * or or goes into it (xorm ...: op reg, [mem]).
 *
 * It runs after the scheduler (emit.c): sched.c orders memory by the ld and st shapes only, and
 * would move an ldx or xorm across a store.  Facts it relies on, within one block:
 *  - a value is "only for" an instruction when no instruction between its definition and that
 *    one reads it, and it is dead after that one (written again first, or not live out);
 *  - the registers an address reads are not written between where they were read and where
 *    they are read now (the fused instruction sits at the load, or at the operation);
 *  - a load moves down to its operation only over instructions without effects (no store, no
 *    call: nothing that could change the memory it reads or observe a fault's order). */
#include "internal.h"

struct ko_fuse {
	struct ko_prog *p;
	const uint64_t *liveout; /* of the block being rewritten */
	uint32_t last;           /* its last instruction */
	uint32_t fused;
	struct ko_occ occ; /* where each register occurs (occ.c); empty when out of memory */
};

/* 1 when instruction x reads virtual register v (call arguments included) */
static int ko__reads(const struct ko_prog *p, const struct ko_ins *x, uint32_t v)
{
	struct ko_regs r;
	ko__regs(p, x, &r);
	for (int u = 0; u < r.nuse; u++)
		if (r.use[u] == v)
			return 1;
	if (x->call >= 0)
		for (uint32_t j = 0; j < p->calls[x->call].n; j++) {
			const struct ko_arg *g = &p->args[p->calls[x->call].first + j];
			if (!g->isimm && g->reg == v)
				return 1;
		}
	return 0;
}

static int ko__writes(const struct ko_prog *p, const struct ko_ins *x, uint32_t v)
{
	struct ko_regs r;
	ko__regs(p, x, &r);
	for (int d = 0; d < r.ndef; d++)
		if (r.def[d] == v)
			return 1;
	return 0;
}

/* 1 when v (a virtual register) is written by no live instruction in (from, to) */
static int ko__unwritten(struct ko_fuse *f, uint32_t v, uint32_t from, uint32_t to)
{
	if (v < KO_VREG0)
		return v == KO_LP; /* the local pointer never changes; anything else is not ours */
	struct ko_walk w;
	for (ko__occ_walk(&f->occ, v, from, to, &w); ko__occ_next(&w);)
		if (!f->p->ins[w.k].dead && ko__writes(f->p, &f->p->ins[w.k], v))
			return 0;
	return 1;
}

/* 1 when v is written in (from, to) only by 64-bit additions of constants to itself (a
 * pointer stepped on: p += 32, which a scheduler likes to hoist above the loads from p); *delta
 * their sum, so that an address v + disp read at `from` is v + (disp - *delta) at `to`.  0 when
 * something else writes v or the sum leaves 32 bits. */
static int ko__stepped(struct ko_fuse *f, uint32_t v, uint32_t from, uint32_t to, int64_t *delta)
{
	*delta = 0;
	if (v < KO_VREG0)
		return v == KO_LP;
	struct ko_walk w;
	for (ko__occ_walk(&f->occ, v, from, to, &w); ko__occ_next(&w);) {
		const struct ko_ins *x = &f->p->ins[w.k];
		if (x->dead || !ko__writes(f->p, x, v))
			continue;
		const struct kl_opinfo *i = &kl_opinfo[x->in.op];
		if (x->call >= 0 || i->shape != KL_SH_BIN || !i->imm || x->in.rd != v || x->in.rs1 != v ||
		    ko__class_of(i->type) != KO_C64 || (i->name != KL_N_add && i->name != KL_N_sub))
			return 0;
		*delta += i->name == KL_N_add ? x->in.imm : -x->in.imm;
		if (*delta != (int32_t)*delta)
			return 0;
	}
	return 1;
}

/* 1 when the value v defined at `def` is read by instruction `at` only: not read in (def, at),
 * read once by `at`, and dead after it (written first, or not live out of the block) */
static int ko__only_for(struct ko_fuse *f, uint32_t v, uint32_t def, uint32_t at)
{
	const struct ko_prog *p = f->p;
	if (v < KO_VREG0 || p->o->vr[v - KO_VREG0].pin >= 0)
		return 0;
	struct ko_walk w;
	for (ko__occ_walk(&f->occ, v, def, at, &w); ko__occ_next(&w);)
		if (!p->ins[w.k].dead && (ko__reads(p, &p->ins[w.k], v) || ko__writes(p, &p->ins[w.k], v)))
			return 0;
	struct ko_regs r;
	int n = 0;
	ko__regs(p, &p->ins[at], &r);
	for (int u = 0; u < r.nuse; u++)
		n += r.use[u] == v;
	if (n != 1)
		return 0;
	if (ko__writes(p, &p->ins[at], v))
		return 1;
	for (ko__occ_walk(&f->occ, v, at, f->last + 1, &w); ko__occ_next(&w);) {
		const struct ko_ins *x = &p->ins[w.k];
		if (x->dead)
			continue;
		if (ko__reads(p, x, v))
			return 0;
		if (ko__writes(p, x, v))
			return 1;
	}
	return !ko__bit(f->liveout, v - KO_VREG0);
}

/* the live instruction before k in the block that writes v, or -1 (none from `first` on) */
static int64_t ko__def_before(struct ko_fuse *f, uint32_t first, uint32_t k, uint32_t v)
{
	uint32_t n;
	const uint32_t *ix = ko__occ_list(&f->occ, v, &n);
	if (ix) {
		for (uint32_t q = k ? ko__occ_above(ix, n, k - 1) : 0; q-- > 0 && ix[q] >= first;) {
			const struct ko_ins *x = &f->p->ins[ix[q]];
			if (!x->dead && ko__writes(f->p, x, v))
				return x->call >= 0 ? -1 : (int64_t)ix[q];
		}
		return -1;
	}
	while (k-- > first) {
		const struct ko_ins *x = &f->p->ins[k];
		if (x->dead)
			continue;
		if (ko__writes(f->p, x, v))
			return x->call >= 0 ? -1 : (int64_t)k;
	}
	return -1;
}

static int ko__is64(int type) { return ko__class_of(type) == KO_C64; }

/* the shift s when instruction x is `lsh t, i, s` (64-bit, s in 1..3) whose operand i is
 * unchanged up to `at`; -1 otherwise */
static int ko__scale_of(struct ko_fuse *f, const struct ko_ins *x, uint32_t xk, uint32_t at)
{
	const struct kl_opinfo *i = &kl_opinfo[x->in.op];
	if (i->shape != KL_SH_BIN || i->name != KL_N_lsh || !i->imm || !ko__is64(i->type))
		return -1;
	if (x->in.imm < 1 || x->in.imm > 3 || !ko__unwritten(f, x->in.rs1, xk, at))
		return -1;
	return (int)x->in.imm;
}

/* Load k (ld rd, base, roff or ld rd, base, disp): its address from a shift and an add into the
 * load.  Returns 1 when it became an ldx. */
static int ko__fuse_address(struct ko_fuse *f, uint32_t first, uint32_t k)
{
	struct ko_prog *p = f->p;
	struct ko_ins *y = &p->ins[k];
	const struct kl_opinfo *yi = &kl_opinfo[y->in.op];
	uint32_t base, index;
	int64_t disp = 0;
	int s = 0;
	int64_t kill[2] = {-1, -1};
	if (yi->shape != KL_SH_LD || ko__file(ko__class_of(yi->type)))
		return 0;
	if (!yi->imm) { /* ld rd, a, b: one of them a shift's result (a scaled index) */
		uint32_t a = y->in.rs1, b = y->in.rs2;
		for (int swap = 0; swap < 2; swap++, a = y->in.rs2, b = y->in.rs1) {
			int64_t d = ko__def_before(f, first, k, b);
			if (d < 0 || !ko__only_for(f, b, (uint32_t)d, k))
				continue;
			int sc = ko__scale_of(f, &p->ins[d], (uint32_t)d, k);
			if (sc < 0 || a == b)
				continue;
			base = a;
			index = p->ins[d].in.rs1;
			s = sc;
			kill[0] = d;
			goto found;
		}
		return 0;
	}
	/* ld rd, t, disp with t = add a, b (64-bit), b maybe a shift's result */
	{
		uint32_t t = y->in.rs1;
		int64_t d = ko__def_before(f, first, k, t);
		if (d < 0 || !ko__only_for(f, t, (uint32_t)d, k))
			return 0;
		const struct ko_ins *ad = &p->ins[d];
		const struct kl_opinfo *ai = &kl_opinfo[ad->in.op];
		/* an addsh with lsl 0..3 (fuse_alu.c ran first and made one of the add and the shift)
		 * is the scaled index already */
		int sh = ai->shape == KL_SH_SHIFTED && ai->name == KL_N_addsh && ko__is64(ai->type) &&
			 KL_SHIFTED_KIND(ad->in.imm) == KL_LSL && KL_SHIFTED_N(ad->in.imm) <= 3;
		if (!sh && (ai->shape != KL_SH_BIN || ai->name != KL_N_add || ai->imm || !ko__is64(ai->type)))
			return 0;
		if (!ko__unwritten(f, ad->in.rs1, (uint32_t)d, k) || !ko__unwritten(f, ad->in.rs2, (uint32_t)d, k))
			return 0;
		disp = y->in.imm;
		if (disp != (int32_t)disp)
			return 0;
		base = ad->in.rs1;
		index = ad->in.rs2;
		kill[0] = d;
		if (sh) {
			if (index == KO_LP || base == index)
				return 0;
			s = (int)KL_SHIFTED_N(ad->in.imm);
			goto found;
		}
		for (int swap = 0; swap < 2; swap++) { /* a scaled index on either side */
			uint32_t a = swap ? ad->in.rs2 : ad->in.rs1, b = swap ? ad->in.rs1 : ad->in.rs2;
			int64_t e = ko__def_before(f, first, (uint32_t)d, b);
			if (e < 0 || a == b || !ko__only_for(f, b, (uint32_t)e, (uint32_t)d))
				continue;
			int sc = ko__scale_of(f, &p->ins[e], (uint32_t)e, k);
			if (sc < 0)
				continue;
			base = a;
			index = p->ins[e].in.rs1;
			s = sc;
			kill[1] = e;
			break;
		}
		if (index == KO_LP) { /* the local pointer can be a base only */
			if (s || base == KO_LP)
				return 0;
			index = base;
			base = KO_LP;
		}
	}
found:;
	int op = kl_opcode_find(KL_N_ldx, yi->type, KL_V, 0);
	if (op < 0)
		return 0;
	y->in.op = (uint16_t)op;
	y->in.rs1 = base;
	y->in.rs2 = index;
	y->in.rs3 = 0;
	y->in.imm = KL_MEMX(s, disp);
	ko__occ_note(&f->occ, p, k);
	for (int j = 0; j < 2; j++)
		if (kill[j] >= 0)
			p->ins[kill[j]].dead = 1;
	f->fused++;
	return 1;
}

/* the load-and-op opcode's base name for a binary operation, or -1 */
int ko__lop_name(int name)
{
	switch (name) {
	case KL_N_xor: return KL_N_xorm;
	case KL_N_add: return KL_N_addm;
	case KL_N_and: return KL_N_andm;
	case KL_N_or: return KL_N_orm;
	default: return -1;
	}
}

/* Operation j (x86-64): a register operand loaded in the block, only for it, goes in as a memory
 * operand.  Returns 1 when j became a load-and-op. */
static int ko__fuse_operand(struct ko_fuse *f, uint32_t first, uint32_t j)
{
	struct ko_prog *p = f->p;
	struct ko_ins *x = &p->ins[j];
	const struct kl_opinfo *xi = &kl_opinfo[x->in.op];
	int name = ko__lop_name(xi->name);
	if (xi->shape != KL_SH_BIN || xi->imm || name < 0 || x->call >= 0)
		return 0;
	if (xi->type != KL_I && xi->type != KL_U && xi->type != KL_L && xi->type != KL_UL)
		return 0;
	for (int side = 0; side < 2; side++) { /* the operations are commutative */
		uint32_t v = side ? x->in.rs1 : x->in.rs2, a = side ? x->in.rs2 : x->in.rs1;
		if (v == a)
			continue;
		int64_t d = ko__def_before(f, first, j, v);
		if (d < 0)
			continue;
		const struct ko_ins *ld = &p->ins[d];
		const struct kl_opinfo *li = &kl_opinfo[ld->in.op];
		if (li->shape != KL_SH_LD && li->shape != KL_SH_LDX)
			continue;
		/* the same width and, for 32 bits, a plain 32-bit load */
		if (ko__is64(li->type) != ko__is64(xi->type) || (!ko__is64(li->type) && li->type != KL_I && li->type != KL_U))
			continue;
		if (!ko__only_for(f, v, (uint32_t)d, j))
			continue;
		/* the load moves down to j: no effects in between, its address registers unchanged */
		int ok = 1;
		for (uint32_t k = (uint32_t)d + 1; k < j && ok; k++)
			ok = p->ins[k].dead || (!ko__has_effects(&p->ins[k].in) && p->ins[k].call < 0);
		uint32_t base = ld->in.rs1, index = li->imm ? 0 : ld->in.rs2;
		int64_t delta = 0; /* the base stepped on in between: the displacement makes up for it */
		if (!ok || !ko__stepped(f, base, (uint32_t)d, j, &delta) || (index && !ko__unwritten(f, index, (uint32_t)d, j)))
			continue;
		int imm = li->shape == KL_SH_LD && li->imm;
		if (delta && !imm && li->shape != KL_SH_LDX)
			continue; /* base + register offset: no displacement to adjust */
		int op = kl_opcode_find(name, xi->type, KL_V, imm);
		if (op < 0)
			continue;
		int64_t memx = li->shape == KL_SH_LDX ? ld->in.imm : KL_MEMX(0, 0);
		if (li->shape == KL_SH_LDX) {
			int64_t disp = (int64_t)KL_MEMX_DISP(memx) - delta;
			if (disp != (int32_t)disp)
				continue;
			memx = KL_MEMX(KL_MEMX_SHIFT(memx), disp);
		}
		if (imm && ld->in.imm - delta != (int32_t)(ld->in.imm - delta))
			continue;
		x->in.op = (uint16_t)op;
		x->in.rs1 = a;
		x->in.rs2 = base;
		x->in.rs3 = imm ? 0 : index;
		x->in.imm = imm ? ld->in.imm - delta : memx;
		ko__occ_note(&f->occ, p, j);
		p->ins[d].dead = 1;
		f->fused++;
		return 1;
	}
	return 0;
}

void ko__fuse_mem(struct ko_prog *p)
{
	ko_func *o = p->o;
	struct ko_fuse f = {.p = p};
	int lop = p->target && strcmp(p->target, "x86_64") == 0;
	ko__occ_init(&f.occ, p); /* without it (out of memory) the walks go instruction by instruction */
	for (uint32_t b = 0; b < p->nblocks; b++) {
		const struct ko_block *bl = &p->blocks[b];
		f.liveout = bl->liveout;
		f.last = bl->last;
		for (uint32_t k = bl->first; k <= bl->last; k++)
			if (!p->ins[k].dead)
				ko__fuse_address(&f, bl->first, k);
		if (lop)
			for (uint32_t k = bl->first; k <= bl->last; k++)
				if (!p->ins[k].dead)
					ko__fuse_operand(&f, bl->first, k);
	}
	ko__occ_free(&f.occ);
	if (!f.fused)
		return;
	uint32_t w = 0;
	for (uint32_t k = 0; k < p->n; k++)
		if (!p->ins[k].dead)
			p->ins[w++] = p->ins[k];
	p->n = w;
	o->stats.removed += f.fused;
	if (!ko__cfg(p))
		ko__live(p);
}
