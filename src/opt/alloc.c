/* alloc.c -- the part both register allocators share: the target's registers, live intervals
 * and their building, and resolution: from the locations chosen for every piece of every
 * lifetime to the machine-level program, with moves, spill stores and reloads where a value
 * changes place (inside blocks at split points, and on control-flow edges). */
#include <stdio.h>

#include "alloc.h"

/* ---- the arena ------------------------------------------------------------------------------ */
static void *ko__arena_get(struct ko_alloc *a, size_t bytes)
{
	bytes = (bytes + 7) & ~(size_t)7;
	struct ko_arena *c = a->arena;
	if (!c || c->size - c->used < bytes) {
		size_t size = (size_t)1 << 16;
		while (size < bytes)
			size *= 2;
		struct ko_arena *n = malloc(sizeof *n + size);
		if (!n)
			return NULL;
		n->prev = c;
		n->used = 0;
		n->size = size;
		a->arena = c = n;
	}
	void *m = (char *)c->mem + c->used;
	c->used += bytes;
	return m;
}

/* grow an array of the arena to hold need elements (doubling; the old copy is left behind) */
static int ko__arena_grow(struct ko_alloc *a, void **arr, uint32_t *cap, uint32_t need, size_t elem)
{
	if (need <= *cap)
		return 0;
	uint32_t ncap = *cap ? 2 * *cap : 4;
	while (ncap < need)
		ncap *= 2;
	void *n = ko__arena_get(a, (size_t)ncap * elem);
	if (!n)
		return -1;
	if (*cap)
		memcpy(n, *arr, (size_t)*cap * elem);
	*arr = n;
	*cap = ncap;
	return 0;
}

/* ---- set-up -------------------------------------------------------------------------------- */
int ko__alloc_init(struct ko_alloc *a, struct ko_prog *p)
{
	memset(a, 0, sizeof *a);
	a->p = p;
	ko_func *o = p->o;
	const struct kl_target_info *ti = p->ti;
	a->callee_saved = ti->callee_saved;
	const kl_reg *lists[2][2] = {{ti->temps, ti->vars}, {ti->ftemps, ti->fvars}};
	int ns[2][2] = {{ti->ntemps, ti->nvars}, {ti->nftemps, ti->nfvars}};
	for (int f = 0; f < 2; f++)
		for (int l = 0; l < 2; l++)
			for (int k = 0; k < ns[f][l]; k++) {
				kl_reg r = lists[f][l][k];
				if (o->pinned >> r & 1)
					continue;
				a->allowed[f] |= 1ull << r;
				a->order[f][a->nregs[f]++] = r;
			}
	a->ivcap = p->nvr + p->n + 64; /* room for pieces split off without regrowing, usually */
	a->iv = malloc(a->ivcap * sizeof *a->iv);
	a->blockstart = calloc(p->n + 1, 1);
	a->depth = calloc(p->n + 1, sizeof *a->depth);
	a->slot = malloc((p->nvr + 1) * sizeof *a->slot);
	a->piece = malloc((p->nvr + 1) * sizeof *a->piece);
	a->prevstart = malloc((p->n + 1) * sizeof *a->prevstart);
	if (!a->iv || !a->blockstart || !a->depth || !a->slot || !a->piece || !a->prevstart) {
		ko__fail(o, KL_ERR_NOMEM, "register allocation");
		ko__alloc_free(a);
		return -1;
	}
	a->niv = p->nvr;
	memset(a->iv, 0, p->nvr * sizeof *a->iv);
	for (uint32_t v = 0; v < p->nvr; v++) {
		struct ko_iv *x = &a->iv[v];
		x->vreg = v;
		x->parent = x->next = x->hintiv = x->hintiv2 = KO_NONE;
		x->hint = -1;
		x->reg = -1;
		x->file = (uint8_t)ko__file(o->vr[v].cls);
		if (o->vr[v].pin >= 0) {
			x->pinned = 1;
			x->reg = o->vr[v].pin;
		}
		a->slot[v] = -1;
		a->piece[v] = v;
	}
	for (uint32_t b = 0; b < p->nblocks; b++) {
		a->blockstart[p->blocks[b].first] = 1;
		for (uint32_t k = p->blocks[b].first; k <= p->blocks[b].last; k++) {
			a->depth[k] = p->blocks[b].loop;
			a->prevstart[k] = p->blocks[b].first;
		}
	}
	return 0;
}

void ko__alloc_free(struct ko_alloc *a)
{
	while (a->arena) {
		struct ko_arena *c = a->arena;
		a->arena = c->prev;
		free(c);
	}
	free(a->iv);
	free(a->calls);
	free(a->clobs);
	free(a->blockstart);
	free(a->depth);
	free(a->slot);
	free(a->piece);
	free(a->prevstart);
	memset(a, 0, sizeof *a);
}

uint32_t ko__iv_new(struct ko_alloc *a, uint32_t vreg, int file)
{
	if (ko__grow((void **)&a->iv, &a->ivcap, a->niv + 1, sizeof *a->iv)) {
		a->failed = 1;
		return KO_NONE;
	}
	struct ko_iv *x = &a->iv[a->niv];
	memset(x, 0, sizeof *x);
	x->vreg = vreg;
	x->parent = x->next = x->hintiv = x->hintiv2 = KO_NONE;
	x->hint = -1;
	x->reg = -1;
	x->file = (uint8_t)file;
	return a->niv++;
}

int ko__iv_ranges(struct ko_alloc *a, struct ko_iv *v, uint32_t n)
{
	if (ko__arena_grow(a, (void **)&v->r, &v->rcap, n ? n : 1, sizeof *v->r))
		return -1;
	return 0;
}

/* ---- building (backward: ranges and uses arrive in descending order) ------------------------- */
void ko__add_range(struct ko_alloc *a, uint32_t v, uint32_t from, uint32_t to)
{
	if (v == 0) /* the local pointer, live across blocks where the frame is used: no value */
		return;
	struct ko_iv *x = &a->iv[v];
	if (x->nr && x->r[x->nr - 1].from <= to) { /* touches the last (lowest) one: merge */
		if (from < x->r[x->nr - 1].from)
			x->r[x->nr - 1].from = from;
		if (to > x->r[x->nr - 1].to)
			x->r[x->nr - 1].to = to;
		return;
	}
	if (x->nr >= x->rcap && ko__arena_grow(a, (void **)&x->r, &x->rcap, x->nr + 1, sizeof *x->r)) {
		a->failed = 1;
		return;
	}
	x->r[x->nr++] = (struct ko_range){from, to};
}

static void ko__add_use(struct ko_alloc *a, struct ko_iv *x, uint32_t pos)
{
	if (x->nu && x->u[x->nu - 1] == pos)
		return;
	if (x->nu >= x->ucap && ko__arena_grow(a, (void **)&x->u, &x->ucap, x->nu + 1, sizeof *x->u)) {
		a->failed = 1;
		return;
	}
	x->ownu = 1;
	x->u[x->nu++] = pos;
}

void ko__use(struct ko_alloc *a, uint32_t v, uint32_t pos, uint32_t from)
{
	if (v == 0) /* the local pointer is not allocated */
		return;
	ko__add_range(a, v, from, pos + 1);
	ko__add_use(a, &a->iv[v], pos);
}

void ko__def(struct ko_alloc *a, uint32_t v, uint32_t pos, uint32_t from)
{
	if (v == 0)
		return;
	struct ko_iv *x = &a->iv[v];
	if (x->nr && x->r[x->nr - 1].from == from && x->r[x->nr - 1].to > pos)
		x->r[x->nr - 1].from = pos; /* live from here on */
	else
		ko__add_range(a, v, pos, pos + 1); /* never read: a range of its own */
	ko__add_use(a, x, pos);
}

void ko__add_call(struct ko_alloc *a, uint32_t pos)
{
	if (ko__grow((void **)&a->calls, &a->callcap, a->ncalls + 1, sizeof *a->calls)) {
		a->failed = 1;
		return;
	}
	a->calls[a->ncalls++] = pos;
}

uint64_t ko__clobbers(const struct ko_prog *p, const kl_insn *x)
{
	if (kl_opinfo[x->op].name == KL_N_mulh && p->target && strcmp(p->target, "x86_64") == 0)
		return 1u << KO_X86_RAX | 1u << KO_X86_RDX;
	return 0;
}

void ko__add_clobber(struct ko_alloc *a, uint32_t pos, uint64_t regs)
{
	if (ko__grow((void **)&a->clobs, &a->clobcap, a->nclobs + 1, sizeof *a->clobs)) {
		a->failed = 1;
		return;
	}
	a->clobs[a->nclobs++] = (struct ko_clob){pos, regs};
}

uint64_t ko__clobbers_in(const struct ko_alloc *a, const struct ko_iv *v, uint32_t *lim, uint32_t *lim2)
{
	uint64_t all = 0;
	if (!a->nclobs || !v->nr)
		return 0;
	uint32_t lo = 0, hi = a->nclobs, start = v->r[0].from, i = 0;
	while (lo < hi) {
		uint32_t mid = (lo + hi) / 2;
		if (a->clobs[mid].pos < start)
			lo = mid + 1;
		else
			hi = mid;
	}
	for (uint32_t c = lo; c < a->nclobs; c++) {
		uint32_t pos = a->clobs[c].pos;
		while (i < v->nr && v->r[i].to <= pos)
			i++;
		if (i >= v->nr)
			break;
		if (v->r[i].from > pos)
			continue;
		all |= a->clobs[c].regs;
		for (uint64_t m = a->clobs[c].regs; lim && m; m &= m - 1) {
			int r = __builtin_ctzll(m);
			if (lim[r] > pos)
				lim[r] = pos;
			if (lim2 && lim2[r] > pos)
				lim2[r] = pos;
		}
	}
	return all;
}

void ko__hints(struct ko_alloc *a, const struct ko_ins *x, const struct ko_regs *r)
{
	struct ko_prog *p = a->p;
	const kl_insn *in = &x->in;
	const struct kl_opinfo *o = &kl_opinfo[in->op];
	if (ko__clobbers(p, in) && r->ndef == 1 && r->def[0] != KO_LP) {
		/* x86-64's high multiply: its result comes in rdx (no move after the mul then), and rax
		 * keeps the low half for a multiply of the same operands next (emit.c, ko__low_half) */
		struct ko_iv *d = &a->iv[r->def[0] - KO_VREG0];
		if (d->hint < 0 && d->file == 0)
			d->hint = KO_X86_RDX;
		return;
	}
	/* (an instruction that reads its own destination, x = x op y, says nothing: the register
	 * is chosen where x is first written, and the walk that calls this goes backwards, so a hint
	 * taken here would hide that first definition's) */
	int carry = o->shape == KL_SH_CARRY; /* defines rd and its carry (rs3): rd is def[0] */
	if ((r->ndef == 1 || carry) && r->def[0] != KO_LP && r->nuse >= 1 && r->use[0] != KO_LP && r->use[0] != r->def[0] &&
	    (r->nuse < 2 || r->use[1] != r->def[0]) &&
	    (o->name == KL_N_mov || o->shape == KL_SH_BIN || o->shape == KL_SH_UN || o->shape == KL_SH_CV ||
	     o->shape == KL_SH_SHIFTED || o->shape == KL_SH_LOP || o->shape == KL_SH_SEL || carry)) {
		/* a move's destination, a two-address result (an operation with a memory operand, a
		 * = a op [mem], too: its first use is a; a select, whose x86-64 form is one cmov into
		 * a register that holds one of its operands; an add or subtract with carry, adc/sbb in
		 * place), or a conversion's (the language's
		 * (uint32) forms: narrow, operate, widen back) would like its source's register */
		uint32_t d = r->def[0] - KO_VREG0, s = r->use[0] - KO_VREG0;
		if (a->iv[d].file == a->iv[s].file && a->iv[d].hintiv == KO_NONE)
			a->iv[d].hintiv = s;
		/* x = a op b with op commutative: b's register serves as well when a lives on (x86-64
		 * then computes op x, a in b's register, with no copy first) */
		if (((o->shape == KL_SH_BIN && !o->imm && ko__commutes(o->name)) || o->shape == KL_SH_SEL ||
		     (carry && o->name == KL_N_addc)) &&
		    r->nuse >= 2 && r->use[1] != KO_LP && r->use[1] != r->use[0]) {
			uint32_t s2 = r->use[1] - KO_VREG0;
			if (a->iv[d].file == a->iv[s2].file && a->iv[d].hintiv2 == KO_NONE)
				a->iv[d].hintiv2 = s2;
		}
	}
	if (x->call >= 0) {
		const struct ko_call *c = &p->calls[x->call];
		signed char types[64];
		kl_reg home[64];
		int slot[64], n = c->n < 64 ? (int)c->n : 64;
		for (int k = 0; k < n; k++)
			types[k] = (signed char)p->args[c->first + k].type;
		if (kl_target_arg_homes(p->target, types, n, home, slot) >= 0)
			for (int k = 0; k < n; k++) {
				const struct ko_arg *g = &p->args[c->first + k];
				if (!g->isimm && home[k] >= 0 && a->iv[g->reg - KO_VREG0].hint < 0)
					a->iv[g->reg - KO_VREG0].hint = (int16_t)home[k];
			}
		if (in->rd)
			a->iv[in->rd - KO_VREG0].hint = (int16_t)((in->type == KL_F || in->type == KL_D) ? p->ti->frv : p->ti->rv);
	}
}

int ko__finish_build(struct ko_alloc *a)
{
	if (a->failed)
		return -1;
	for (uint32_t v = 0; v < a->niv; v++) {
		struct ko_iv *x = &a->iv[v];
		for (uint32_t i = 0, j = x->nr ? x->nr - 1 : 0; i < j; i++, j--) {
			struct ko_range t = x->r[i];
			x->r[i] = x->r[j];
			x->r[j] = t;
		}
		for (uint32_t i = 0, j = x->nu ? x->nu - 1 : 0; i < j; i++, j--) {
			uint32_t t = x->u[i];
			x->u[i] = x->u[j];
			x->u[j] = t;
		}
	}
	for (uint32_t i = 0, j = a->ncalls ? a->ncalls - 1 : 0; i < j; i++, j--) {
		uint32_t t = a->calls[i];
		a->calls[i] = a->calls[j];
		a->calls[j] = t;
	}
	for (uint32_t i = 0, j = a->nclobs ? a->nclobs - 1 : 0; i < j; i++, j--) {
		struct ko_clob t = a->clobs[i];
		a->clobs[i] = a->clobs[j];
		a->clobs[j] = t;
	}
	/* arguments would like the register they arrive in */
	struct ko_prog *p = a->p;
	for (int k = 0; k < p->o->nargs; k++) {
		struct ko_iv *x = &a->iv[p->o->argreg[k] - KO_VREG0];
		if (x->hint < 0)
			x->hint = (int16_t)p->entryreg[k];
	}
	return 0;
}

uint32_t ko__next_call_in(const struct ko_alloc *a, const struct ko_iv *v)
{
	if (!a->ncalls || !v->nr)
		return KO_NONE;
	uint32_t lo = 0, hi = a->ncalls, start = v->r[0].from;
	while (lo < hi) {
		uint32_t mid = (lo + hi) / 2;
		if (a->calls[mid] < start)
			lo = mid + 1;
		else
			hi = mid;
	}
	uint32_t i = 0;
	for (uint32_t c = lo; c < a->ncalls; c++) {
		uint32_t pos = a->calls[c];
		while (i < v->nr && v->r[i].to <= pos)
			i++;
		if (i >= v->nr)
			return KO_NONE;
		if (v->r[i].from <= pos)
			return pos;
	}
	return KO_NONE;
}

/* ---- resolution ------------------------------------------------------------------------------- */
/* the piece of v's lifetime that holds it at pos (the last one starting at or before pos).  The
 * pieces are chained in order of their start; resolution asks mostly at rising positions, so the
 * search starts from the piece found last unless that one starts after pos. */
static const struct ko_iv *ko__piece(struct ko_alloc *a, uint32_t v, uint32_t pos)
{
	uint32_t c = a->piece[v];
	if (c != v && !(a->iv[c].nr && a->iv[c].r[0].from <= pos))
		c = v;
	for (uint32_t n = a->iv[c].next; n != KO_NONE; n = a->iv[n].next) {
		if (!a->iv[n].nr)
			continue;
		if (a->iv[n].r[0].from > pos)
			break;
		c = n;
	}
	a->piece[v] = c;
	return &a->iv[c];
}

static int ko__covers_at(const struct ko_iv *v, uint32_t pos)
{
	for (uint32_t i = 0; i < v->nr; i++)
		if (v->r[i].from <= pos && pos < v->r[i].to)
			return 1;
	return 0;
}

/* where a value is: a register (>= 0) or its spill slot (-1) */
static int ko__loc(struct ko_alloc *a, uint32_t v, uint32_t pos) { return ko__piece(a, v, pos)->reg; }

struct ko_move {
	int file;
	int from, to; /* registers, or -1 for the value's spill slot */
	int32_t slot;
};
struct ko_moves {
	struct ko_move m[256];
	int n;
};

static int ko__out(struct ko_prog *out, const kl_insn *in, int origin, uint32_t tag)
{
	struct ko_ins x = {.in = *in, .rec = -1, .src = -1, .tag = tag, .call = -1, .origin = (uint8_t)origin};
	return ko__prog_push(out, &x);
}

static int ko__emit_store(struct ko_prog *out, int file, int reg, int32_t slot, uint32_t tag)
{
	kl_insn in = {.op = file ? KL_OP_stdi : KL_OP_stli, .rd = (uint32_t)reg, .rs1 = (uint32_t)out->ti->lp,
		      .imm = slot, .flags = KO_F_SLOT};
	return ko__out(out, &in, KO_ORIG_SPILL, tag);
}
static int ko__emit_reload(struct ko_prog *out, int file, int reg, int32_t slot, uint32_t tag)
{
	kl_insn in = {.op = file ? KL_OP_lddi : KL_OP_ldli, .rd = (uint32_t)reg, .rs1 = (uint32_t)out->ti->lp,
		      .imm = slot, .flags = KO_F_SLOT};
	return ko__out(out, &in, KO_ORIG_RELOAD, tag);
}
static int ko__emit_move(struct ko_prog *out, int file, int to, int from, uint32_t tag)
{
	kl_insn in = {.op = file ? KL_OP_movd : KL_OP_movl, .rd = (uint32_t)to, .rs1 = (uint32_t)from};
	return ko__out(out, &in, KO_ORIG_MOVE, tag);
}

/* Emit a set of moves made at one point: stores first (their sources are read before anything
 * is overwritten), then the register moves in an order that reads every source before it is
 * overwritten, then reloads.  A cycle of register moves parks one value in the cycle slot (one
 * past the spill slots); its move is finished from there once the rest of the cycle is done. */
static int ko__sequence(struct ko_alloc *a, struct ko_prog *out, struct ko_moves *ms, uint32_t tag)
{
	int err = 0;
	int32_t cycle = (int32_t)a->nslots;
	for (int k = 0; k < ms->n; k++)
		if (ms->m[k].to < 0)
			err |= ko__emit_store(out, ms->m[k].file, ms->m[k].from, ms->m[k].slot, tag);
	struct ko_move rr[256], parked = {0};
	int n = 0, pending = 0;
	for (int k = 0; k < ms->n; k++)
		if (ms->m[k].to >= 0 && ms->m[k].from >= 0 && ms->m[k].from != ms->m[k].to)
			rr[n++] = ms->m[k];
	while ((n > 0 || pending) && !err) {
		int progress = 0;
		for (int k = 0; k < n; k++) {
			int blocked = 0;
			for (int j = 0; j < n && !blocked; j++)
				blocked = j != k && rr[j].file == rr[k].file && rr[j].from == rr[k].to;
			if (blocked)
				continue;
			err |= ko__emit_move(out, rr[k].file, rr[k].to, rr[k].from, tag);
			rr[k--] = rr[--n];
			progress = 1;
		}
		if (progress)
			continue;
		if (pending) { /* the rest of its cycle is done: nothing reads the parked move's target */
			err |= ko__emit_reload(out, parked.file, parked.to, cycle, tag);
			pending = 0;
		} else if (n) { /* a cycle: park one value */
			parked = rr[0];
			rr[0] = rr[--n];
			a->cycleused = 1;
			err |= ko__emit_store(out, parked.file, parked.from, cycle, tag);
			pending = 1;
		}
	}
	for (int k = 0; k < ms->n; k++)
		if (ms->m[k].to >= 0 && ms->m[k].from < 0)
			err |= ko__emit_reload(out, ms->m[k].file, ms->m[k].to, ms->m[k].slot, tag);
	return err;
}

static void ko__add_move(struct ko_alloc *a, struct ko_moves *ms, uint32_t v, int from, int to)
{
	if (from == to || ms->n >= 256) {
		if (from != to)
			a->failed = 1;
		return;
	}
	ms->m[ms->n++] = (struct ko_move){a->iv[v].file, from, to, a->slot[v]};
}

/* the moves on edge pred -> succ */
static void ko__edge_moves(struct ko_alloc *a, uint32_t pred, uint32_t succ, struct ko_moves *ms)
{
	struct ko_prog *p = a->p;
	const struct ko_block *pb = &p->blocks[pred], *sb = &p->blocks[succ];
	uint32_t endpos = 4 * pb->last + 3, startpos = 4 * sb->first;
	ms->n = 0;
	for (uint32_t i = 0; i < p->words; i++)
		for (uint64_t m = sb->livein[i]; m; m &= m - 1) {
			uint32_t v = (uint32_t)(i * 64 + __builtin_ctzll(m));
			if (v == 0 || a->iv[v].pinned)
				continue;
			ko__add_move(a, ms, v, ko__loc(a, v, endpos), ko__loc(a, v, startpos));
		}
}

/* the machine register of operand v of instruction k, read (at 4k) or written (at 4k+2) */
static uint32_t ko__mreg(struct ko_alloc *a, uint32_t v, uint32_t pos)
{
	if (!v)
		return 0;
	if (v == KO_LP)
		return (uint32_t)a->p->ti->lp;
	int r = ko__loc(a, v - KO_VREG0, pos);
	if (r < 0)
		a->failed = 3; /* an operand in memory: the allocation is wrong */
	return (uint32_t)r;
}

static int ko__map(struct ko_alloc *a, struct ko_prog *out, uint32_t k)
{
	struct ko_prog *p = a->p;
	const struct ko_ins *x = &p->ins[k];
	struct ko_ins y = *x;
	y.src = (int32_t)k;
	const struct kl_opinfo *o = &kl_opinfo[x->in.op];
	uint32_t u = 4 * k, d = 4 * k + 2;
	kl_insn *in = &y.in;
	switch (o->shape) {
	case KL_SH_ST:
		in->rd = ko__mreg(a, x->in.rd, u);
		break;
	case KL_SH_RET:
		in->rd = ko__mreg(a, x->in.rd, u);
		break;
	case KL_SH_CARRY: /* rs3 is read and written: the same register at both points */
		in->rs3 = ko__mreg(a, x->in.rs3, u);
		if (ko__mreg(a, x->in.rs3, d) != in->rs3)
			a->failed = 3;
		in->rd = ko__mreg(a, x->in.rd, d);
		break;
	default:
		in->rd = ko__mreg(a, x->in.rd, d);
		in->rs3 = ko__mreg(a, x->in.rs3, u);
		break;
	}
	if (!(o->shape == KL_SH_RET && o->imm))
		in->rs1 = ko__mreg(a, x->in.rs1, u);
	in->rs2 = o->imm && o->shape != KL_SH_LOP ? 0 : ko__mreg(a, x->in.rs2, u); /* LOP i: rs2 is the base */
	if (o->shape == KL_SH_SET || (o->shape == KL_SH_CALL && o->imm))
		in->rs1 = 0;
	if (x->call >= 0) { /* the call's arguments, with the registers they are in at the call */
		const struct ko_call *c = &p->calls[x->call];
		if (ko__grow((void **)&out->calls, &out->callcap, out->ncalls + 1, sizeof *out->calls) ||
		    ko__grow((void **)&out->args, &out->argcap, out->nargs + c->n, sizeof *out->args))
			return -1;
		out->calls[out->ncalls] = (struct ko_call){out->nargs, c->n};
		for (uint32_t j = 0; j < c->n; j++) {
			struct ko_arg g = p->args[c->first + j];
			if (!g.isimm)
				g.reg = ko__mreg(a, g.reg, u);
			out->args[out->nargs++] = g;
		}
		y.call = (int32_t)out->ncalls++;
	}
	return ko__prog_push(out, &y);
}

/* pieces that start inside a block (not at its first position): where a value changes place */
struct ko_split {
	uint32_t pos, iv;
};
/* where the moves of an edge go */
enum { KO_AT_PRED_END, KO_AT_SUCC_START, KO_STUB };
static int ko__placement(const struct ko_prog *p, uint32_t pred, uint32_t succ)
{
	const struct ko_block *pb = &p->blocks[pred];
	const kl_insn *last = &p->ins[pb->last].in;
	int nsucc = (pb->succ[0] >= 0) + (pb->succ[1] >= 0);
	int reads = kl_opinfo[last->op].shape == KL_SH_BR; /* a branch reads registers: nothing after it */
	if (nsucc == 1 && !reads)
		return KO_AT_PRED_END;
	if (p->blocks[succ].npred == 1)
		return KO_AT_SUCC_START;
	return KO_STUB;
}

/* the opcode of the integer branch taken exactly when in is not, or -1 (float comparisons are
 * not inverted: with a NaN neither a < b nor a >= b holds) */
static int ko__inverse_branch(const kl_insn *in)
{
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	int cls = ko__class_of(i->type), name;
	if (cls != KO_C32 && cls != KO_C64)
		return -1;
	switch (i->name) {
	case KL_N_blt: name = KL_N_bge; break;
	case KL_N_bge: name = KL_N_blt; break;
	case KL_N_ble: name = KL_N_bgt; break;
	case KL_N_bgt: name = KL_N_ble; break;
	case KL_N_beq: name = KL_N_bne; break;
	case KL_N_bne: name = KL_N_beq; break;
	default: return -1;
	}
	return kl_opcode_find(name, i->type, KL_V, i->imm);
}

/* Spill slots: one for each value that is ever in memory, shared by values whose lifetimes (from
 * the first piece's start to the last piece's end) do not overlap, and one past them for
 * breaking move cycles.  Values in order of their start, each into the slot free the earliest
 * if it is free by then (a heap of the slots by the end of their last value), else a new one. */
struct ko_span {
	uint32_t lo, hi, v;
};
static int ko__span_cmp(const void *x, const void *y)
{
	const struct ko_span *a = x, *b = y;
	return a->lo != b->lo ? (a->lo < b->lo ? -1 : 1) : (a->v > b->v) - (a->v < b->v);
}
static int ko__slots(struct ko_alloc *a)
{
	uint32_t nvr = a->p->nvr, n = 0;
	struct ko_span *sp = malloc((nvr + 1) * sizeof *sp);
	struct ko_span *heap = malloc((nvr + 1) * sizeof *heap); /* lo unused: hi and the slot (v) */
	uint32_t *at = malloc((nvr + 1) * sizeof *at);          /* per register: its span, or none */
	if (!sp || !heap || !at) {
		free(sp), free(heap), free(at);
		return -1;
	}
	for (uint32_t v = 0; v < nvr; v++)
		at[v] = UINT32_MAX;
	for (uint32_t k = 0; k < a->niv; k++) {
		const struct ko_iv *x = &a->iv[k];
		uint32_t v = x->vreg, from = x->nr ? x->r[0].from : 0, to = x->nr ? x->r[x->nr - 1].to : 0;
		if (!x->nr)
			continue;
		if (at[v] == UINT32_MAX) {
			at[v] = n;
			sp[n++] = (struct ko_span){from, to, UINT32_MAX};
		}
		struct ko_span *s = &sp[at[v]];
		s->lo = from < s->lo ? from : s->lo;
		s->hi = to > s->hi ? to : s->hi;
		if (x->reg < 0 && !x->pinned && v)
			s->v = v; /* ever in memory */
	}
	uint32_t m = 0;
	for (uint32_t i = 0; i < n; i++)
		if (sp[i].v != UINT32_MAX)
			sp[m++] = sp[i];
	qsort(sp, m, sizeof *sp, ko__span_cmp);
	uint32_t nh = 0;
	for (uint32_t i = 0; i < m; i++) {
		uint32_t slot;
		if (nh && heap[0].hi <= sp[i].lo) { /* the earliest free slot: reused, sifted down */
			slot = heap[0].v;
			heap[0].hi = sp[i].hi;
			for (uint32_t k = 0;;) {
				uint32_t l = 2 * k + 1, r = l + 1, s = k;
				if (l < nh && heap[l].hi < heap[s].hi)
					s = l;
				if (r < nh && heap[r].hi < heap[s].hi)
					s = r;
				if (s == k)
					break;
				struct ko_span t = heap[s];
				heap[s] = heap[k];
				heap[k] = t;
				k = s;
			}
		} else { /* a new slot, sifted up */
			slot = a->nslots++;
			uint32_t k = nh++;
			heap[k] = (struct ko_span){0, sp[i].hi, slot};
			while (k && heap[(k - 1) / 2].hi > heap[k].hi) {
				struct ko_span t = heap[(k - 1) / 2];
				heap[(k - 1) / 2] = heap[k];
				heap[k] = t;
				k = (k - 1) / 2;
			}
		}
		a->slot[sp[i].v] = (int32_t)slot;
	}
	free(sp);
	free(heap);
	free(at);
	return 0;
}

int ko__resolve(struct ko_alloc *a, struct ko_prog *out)
{
	struct ko_prog *p = a->p;
	ko_func *o = p->o;
	if (ko__slots(a))
		return ko__fail(o, KL_ERR_NOMEM, "spill slots"), o->err;
	/* the pieces that start inside blocks, in position order */
	struct ko_split *sp = malloc((a->niv + 1) * sizeof *sp);
	uint32_t nsp = 0;
	if (!sp)
		return ko__fail(o, KL_ERR_NOMEM, "resolution"), o->err;
	/* sorted by a counting sort over positions (ties keep the order of creation, as before) */
	uint32_t npos = 4 * p->n + 4, *count = calloc(npos + 1, sizeof *count);
	if (!count) {
		free(sp);
		return ko__fail(o, KL_ERR_NOMEM, "resolution"), o->err;
	}
	for (uint32_t k = p->nvr; k < a->niv; k++) {
		uint32_t pos = a->iv[k].nr ? a->iv[k].r[0].from : 0;
		if (a->iv[k].nr && !(pos % 4 == 0 && a->blockstart[pos / 4]) && pos < npos)
			count[pos + 1]++;
	}
	for (uint32_t k = 0; k < npos; k++)
		count[k + 1] += count[k];
	nsp = count[npos];
	for (uint32_t k = p->nvr; k < a->niv; k++) {
		uint32_t pos = a->iv[k].nr ? a->iv[k].r[0].from : 0;
		if (a->iv[k].nr && !(pos % 4 == 0 && a->blockstart[pos / 4]) && pos < npos)
			sp[count[pos]++] = (struct ko_split){pos, k};
	}
	free(count);

	memset(out, 0, sizeof *out);
	out->o = o;
	out->ti = p->ti;
	out->target = p->target;
	out->nvr = p->nvr;
	out->nlabels = p->nlabels;
	memcpy(out->entryreg, p->entryreg, sizeof out->entryreg);
	/* branches to a block whose incoming edge needs its own moves go to a stub */
	struct ko_stub {
		uint32_t label, pred, succ;
	} *stubs = NULL;
	uint32_t nstubs = 0, stubcap = 0;
	int32_t *retarget = calloc(p->n + 1, sizeof *retarget); /* instruction -> stub label + 1 */
	int err = !retarget;
	struct ko_moves ms;
	uint32_t si = 0;
	for (uint32_t b = 0; b < p->nblocks && !err; b++) {
		const struct ko_block *bl = &p->blocks[b];
		uint32_t k = bl->first;
		if (p->ins[k].in.op == KL_OP_label)
			err |= ko__map(a, out, k++);
		if (bl->npred == 1 && ko__placement(p, bl->pred[0], b) == KO_AT_SUCC_START) {
			ko__edge_moves(a, bl->pred[0], b, &ms);
			err |= ko__sequence(a, out, &ms, p->ins[bl->first].tag);
		}
		for (; k <= bl->last && !err; k++) {
			const struct ko_ins *x = &p->ins[k];
			/* moves of pieces starting at 4k, then stores of those starting at 4k+1 (in that
			 * order: a value reloaded at 4k may leave its register again at 4k+1) */
			for (uint32_t at = 4 * k; at <= 4 * k + 1; at++) {
				ms.n = 0;
				while (si < nsp && sp[si].pos <= at) {
					const struct ko_iv *c = &a->iv[sp[si].iv];
					const struct ko_iv *prev = ko__piece(a, c->vreg, sp[si].pos - 1);
					/* only a value live before the piece moves (a piece that starts with a
					 * write needs nothing) */
					if (ko__covers_at(prev, sp[si].pos - 1))
						ko__add_move(a, &ms, c->vreg, prev->reg, c->reg);
					si++;
				}
				if (ms.n)
					err |= ko__sequence(a, out, &ms, x->tag);
			}
			int last = k == bl->last;
			int jump = last && x->in.op == KL_OP_jv;
			if (jump) { /* moves of the edge go before the jump */
				int32_t s = bl->succ[0];
				if (s >= 0 && ko__placement(p, b, (uint32_t)s) == KO_AT_PRED_END) {
					ko__edge_moves(a, b, (uint32_t)s, &ms);
					err |= ko__sequence(a, out, &ms, x->tag);
				}
			}
			if (x->in.flags & KO_F_ENTRY) { /* arguments from where they arrive to their registers */
				struct ko_ins e = *x;
				e.src = (int32_t)k;
				err |= ko__prog_push(out, &e);
				ms.n = 0;
				for (int g = 0; g < o->nargs; g++) {
					uint32_t v = o->argreg[g] - KO_VREG0;
					if (a->iv[v].nr)
						ko__add_move(a, &ms, v, p->entryreg[g], ko__loc(a, v, 4 * k + 2));
				}
				uint32_t before = out->n;
				err |= ko__sequence(a, out, &ms, x->tag);
				for (uint32_t j = before; j < out->n; j++)
					out->ins[j].origin = KO_ORIG_ENTRY;
				continue;
			}
			/* a branch whose target edge needs a stub */
			if (last && kl_opinfo[x->in.op].shape == KL_SH_BR && bl->succ[0] >= 0 &&
			    ko__placement(p, b, (uint32_t)bl->succ[0]) == KO_STUB) {
				uint32_t s = (uint32_t)bl->succ[0];
				ko__edge_moves(a, b, s, &ms);
				int inv = ms.n && s <= b && b + 1 < p->nblocks ? ko__inverse_branch(&x->in) : -1;
				if (inv >= 0) {
					/* a loop's back edge: the inverted branch skips the edge's moves and a
					 * jump to the loop head, so an iteration takes one jump, not two */
					uint32_t skip = out->nlabels++;
					err |= ko__map(a, out, k);
					if (err)
						break;
					out->ins[out->n - 1].in.op = (uint16_t)inv;
					out->ins[out->n - 1].in.label = skip;
					err |= ko__sequence(a, out, &ms, x->tag);
					kl_insn j = {.op = KL_OP_jv, .label = p->ins[p->blocks[s].first].in.label};
					kl_insn l = {.op = KL_OP_label, .label = skip};
					err |= ko__out(out, &j, KO_ORIG_MOVE, x->tag);
					err |= ko__out(out, &l, KO_ORIG_MOVE, x->tag);
					continue;
				}
				if (ms.n) {
					if (ko__grow((void **)&stubs, &stubcap, nstubs + 1, sizeof *stubs)) {
						err = 1;
						break;
					}
					stubs[nstubs++] = (struct ko_stub){out->nlabels++, b, (uint32_t)bl->succ[0]};
					retarget[k] = (int32_t)stubs[nstubs - 1].label + 1;
				}
			}
			err |= ko__map(a, out, k);
			if (retarget[k])
				out->ins[out->n - 1].in.label = (uint32_t)retarget[k] - 1;
		}
		/* edges leaving by falling through */
		const kl_insn *lastin = &p->ins[bl->last].in;
		if (!err && lastin->op != KL_OP_jv && kl_opinfo[lastin->op].shape != KL_SH_RET && b + 1 < p->nblocks) {
			int pl = ko__placement(p, b, b + 1);
			if (pl == KO_AT_PRED_END || pl == KO_STUB) { /* a stub for fall-through is inline */
				ko__edge_moves(a, b, b + 1, &ms);
				err |= ko__sequence(a, out, &ms, lastin ? p->ins[bl->last].tag : 0);
			}
		}
	}
	if (!err && nstubs) {
		/* nothing may fall into the stubs: the program ends with a return or a jump */
		const kl_insn *lastin = p->n ? &p->ins[p->n - 1].in : NULL;
		if (!lastin || (lastin->op != KL_OP_jv && kl_opinfo[lastin->op].shape != KL_SH_RET)) {
			kl_insn r = {.op = KL_OP_retv};
			err |= ko__out(out, &r, KO_ORIG_CODE, 0);
		}
		for (uint32_t s = 0; s < nstubs && !err; s++) {
			kl_insn l = {.op = KL_OP_label, .label = stubs[s].label};
			err |= ko__out(out, &l, KO_ORIG_MOVE, 0);
			ko__edge_moves(a, stubs[s].pred, stubs[s].succ, &ms);
			err |= ko__sequence(a, out, &ms, 0);
			uint32_t target = p->ins[p->blocks[stubs[s].succ].first].in.label;
			kl_insn j = {.op = KL_OP_jv, .label = target};
			err |= ko__out(out, &j, KO_ORIG_MOVE, 0);
		}
	}
	free(stubs);
	free(retarget);
	free(sp);
	/* the cycle slot only when a cycle used it */
	out->nslots = a->nslots + (uint32_t)a->cycleused;
	o->stats.frame = 8 * out->nslots;
	if (err || a->failed) {
		ko__fail(o, a->failed == 3 ? KL_ERR_REGS : KL_ERR_NOMEM,
			 a->failed == 3 ? "register allocation left an operand in memory (a kiln bug)" : "resolution");
		return o->err;
	}
	return 0;
}
