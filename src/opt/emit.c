/* emit.c -- compiling a recorded function: the pipeline (docs/opt.md) from the records to the
 * machine-level program, then each of its instructions through kl_emit_insn into a kl_func of
 * the target, with the frame, the registers it uses reserved, and the listing and statistics
 * kept. */
#include <stdio.h>

#include "internal.h"

static const char ko__tc[KL_NTYPES][3] = {"", "c", "uc", "s", "us", "i", "u", "l", "ul", "p", "f", "d"};

/* the argument format of the recorded function, for kl_func_begin */
static void ko__format(const ko_func *o, char *fmt)
{
	char *s = fmt;
	for (int k = 0; k < o->nargs; k++) {
		*s++ = '%';
		for (const char *c = ko__tc[(int)o->argtype[k]]; *c; c++)
			*s++ = *c;
	}
	*s = 0;
}

static int ko__line(ko_func *o, const struct ko_ins *x, uint32_t from, uint32_t to)
{
	if (o->nlines >= o->linecap) {
		size_t ncap = o->linecap ? o->linecap * 2 : 256;
		struct ko_line *n = realloc(o->lines, ncap * sizeof *n);
		if (!n)
			return -1;
		o->lines = n;
		o->linecap = ncap;
	}
	struct ko_line *l = &o->lines[o->nlines++];
	l->insn = x->in;
	l->from = from;
	l->to = to;
	l->rec = x->rec;
	l->tag = x->tag;
	l->origin = x->origin;
	return 0;
}

static int ko__cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return (x > y) - (x < y);
}

/* per spill slot, its place in the frame: the most accessed first (ties: slot order); NULL when
 * out of memory (the slots then keep their numbers) */
static uint32_t *ko__slot_places(const struct ko_prog *m)
{
	uint32_t n = m->nslots, *place = malloc(n * sizeof *place);
	uint64_t *key = calloc(n, sizeof *key); /* per slot: its accesses above, the slot below */
	if (!key || !place) {
		free(key), free(place);
		return NULL;
	}
	for (uint32_t k = 0; k < m->n; k++)
		if (!m->ins[k].dead && (m->ins[k].in.flags & KO_F_SLOT) && (uint64_t)m->ins[k].in.imm < n)
			key[m->ins[k].in.imm] += 1ull << 32;
	for (uint32_t k = 0; k < n; k++)
		key[k] = (~key[k] & ~0xffffffffull) | k; /* ascending: most accesses first */
	qsort(key, n, sizeof *key, ko__cmp_u64);
	for (uint32_t k = 0; k < n; k++)
		place[(uint32_t)key[k]] = k;
	free(key);
	return place;
}

/* x86-64: an add or subtract with carry right after another one on the same carry register,
 * which reads that register as its carry in only, takes the carry from the flag (no bt), and the
 * one before leaves it there (no setc and movzx): a chain of them is one adc each.  *in says
 * whether instruction k takes its carry in from the flag; returns k's KL__CARRY_ bits. */
static uint8_t ko__carry_link(const struct ko_prog *m, uint32_t k, int *in)
{
	const kl_insn *x = &m->ins[k].in;
	uint8_t link = *in ? KL__CARRY_IN : 0;
	*in = 0;
	if (kl_opinfo[x->op].shape != KL_SH_CARRY || !m->target || strcmp(m->target, "x86_64") != 0)
		return 0;
	uint32_t j = k + 1;
	while (j < m->n && m->ins[j].dead)
		j++;
	if (j < m->n && m->ins[j].call < 0 && !(m->ins[j].in.flags & KO_F_ENTRY)) {
		const kl_insn *y = &m->ins[j].in;
		if (kl_opinfo[y->op].shape == KL_SH_CARRY && y->rs3 == x->rs3 && y->rs1 != x->rs3 && y->rs2 != x->rs3 &&
		    x->rd != x->rs3) {
			link |= KL__CARRY_OUT;
			*in = 1;
		}
	}
	return link;
}

/* x86-64: a multiply right after the high multiply of the same operands and width takes the low
 * half that `mul` left in rax (the high multiply's short form, ko__clobbers: mov rax, a; mul b;
 * mov hi, rdx) unless the high half went to rax or over an operand: a move, or nothing, instead
 * of a second multiply.  prev is the record emitted before, or NULL. */
static int ko__wide(int t) { return t != KL_I && t != KL_U; }
static int ko__low_half(const struct ko_prog *m, const kl_insn *prev, const kl_insn *x)
{
	if (!prev)
		return 0;
	const struct kl_opinfo *pi = &kl_opinfo[prev->op], *xi = &kl_opinfo[x->op];
	if (pi->name != KL_N_mulh || xi->name != KL_N_mul || xi->shape != KL_SH_BIN || xi->imm ||
	    ko__wide(pi->type) != ko__wide(xi->type) || !ko__clobbers(m, prev)) /* (x86-64 only) */
		return 0;
	if (!((x->rs1 == prev->rs1 && x->rs2 == prev->rs2) || (x->rs1 == prev->rs2 && x->rs2 == prev->rs1)))
		return 0;
	return prev->rd != KO_X86_RAX && prev->rd != prev->rs1 && prev->rd != prev->rs2;
}

int ko__emit(struct ko_prog *m, kl_func *f)
{
	ko_func *o = m->o;
	/* every register the program writes or reads is kiln's for this function (the prologue
	 * saves the callee-saved ones); those the arguments arrived in are taken already */
	uint64_t taken = 0, seen = 0;
	for (int k = 0; k < o->nargs; k++)
		taken |= 1ull << m->entryreg[k];
	for (uint32_t k = 0; k < m->n; k++) {
		const kl_insn *in = &m->ins[k].in;
		uint32_t regs[4] = {in->rd, in->rs1, in->rs2, in->rs3};
		for (int j = 0; j < 4; j++)
			if (regs[j] < 64)
				seen |= 1ull << regs[j];
	}
	for (uint32_t k = 0; k < m->nargs; k++)
		if (!m->args[k].isimm && m->args[k].reg < 64)
			seen |= 1ull << m->args[k].reg;
	seen &= ~(1ull << m->ti->lp);
	const struct kl_target_info *ti = m->ti;
	uint64_t pool = 0;
	for (int k = 0; k < ti->ntemps; k++) pool |= 1ull << ti->temps[k];
	for (int k = 0; k < ti->nvars; k++) pool |= 1ull << ti->vars[k];
	for (int k = 0; k < ti->nftemps; k++) pool |= 1ull << ti->ftemps[k];
	for (int k = 0; k < ti->nfvars; k++) pool |= 1ull << ti->fvars[k];
	for (uint64_t s = seen & pool & ~taken; s; s &= s - 1)
		kl_reg_reserve(f, (kl_reg)__builtin_ctzll(s));
	/* the frame: the client's locals first (offsets from 0, as ko_local gave them), spill slots after */
	int32_t spillbase = 0;
	if (o->localsize && kl_localb(f, o->localsize) != 0)
		ko__fail(o, KL_ERR_STATE, "the client's locals did not start the frame");
	if (m->nslots)
		spillbase = kl_localb(f, 8 * (size_t)m->nslots);
	if (kl_error(f)) {
		ko__fail(o, kl_error(f), "%s", kl_errmsg(f));
		return o->err;
	}
	/* the slots most spill code reads and writes nearest the frame's start: on x86-64 an offset
	 * below 128 is one byte, not four (a permutation of the slots: nothing else changes) */
	uint32_t *place = m->nslots > 1 ? ko__slot_places(m) : NULL;
	kl_label *labels = malloc((m->nlabels + 1) * sizeof *labels);
	if (!labels) {
		free(place);
		ko__fail(o, KL_ERR_NOMEM, "labels");
		return o->err;
	}
	for (uint32_t l = 0; l < m->nlabels; l++)
		labels[l] = kl_label_new(f);
	o->nlines = 0;
	struct ko_stats *st = &o->stats;
	int carry = 0; /* the instruction before left its carry out in the flag (ko__carry_link) */
	const kl_insn *prevx = NULL; /* the record emitted before (ko__low_half) */
	for (uint32_t k = 0; k < m->n && !kl_error(f); k++) {
		const struct ko_ins *x = &m->ins[k];
		if (x->dead || (x->in.flags & KO_F_ENTRY))
			continue;
		kl_insn in = x->in;
		int sh = kl_opinfo[in.op].shape;
		if (sh == KL_SH_BR || sh == KL_SH_LABEL || in.op == KL_OP_jv)
			in.label = labels[in.label];
		if (in.flags & KO_F_SLOT)
			in.imm = spillbase + 8 * (place && (uint64_t)in.imm < m->nslots ? place[in.imm] : in.imm);
		in.flags = 0;
		uint32_t from = (uint32_t)kl_func_size(f);
		if (x->call >= 0) {
			const struct ko_call *c = &m->calls[x->call];
			for (uint32_t j = 0; j < c->n; j++) {
				const struct ko_arg *g = &m->args[c->first + j];
				kl_insn a = {.op = g->isimm ? KL_OP_argi : KL_OP_arg, .type = g->type, .rs1 = g->reg, .imm = g->imm};
				kl_emit_insn(f, &a);
			}
		}
		f->free_regs = ko__clobbers(m, &in); /* the allocator left these free here (alloc.c) */
		f->carry_link = ko__carry_link(m, k, &carry);
		if (ko__low_half(m, prevx, &x->in)) {
			kl_insn mv = {.op = (uint16_t)kl_opcode_find(KL_N_mov, ko__wide(kl_opinfo[in.op].type) ? KL_UL : KL_U, KL_V, 0),
				      .rd = in.rd, .rs1 = KO_X86_RAX};
			if (in.rd != KO_X86_RAX)
				kl_emit_insn(f, &mv);
		} else {
			kl_emit_insn(f, &in);
		}
		prevx = &x->in;
		f->free_regs = 0;
		f->carry_link = 0;
		if (ko__line(o, x, from, (uint32_t)kl_func_size(f))) {
			ko__fail(o, KL_ERR_NOMEM, "listing");
			break;
		}
		o->lines[o->nlines - 1].insn.imm = in.imm;
		if (sh != KL_SH_LABEL)
			st->insns++;
		st->spill_stores += x->origin == KO_ORIG_SPILL;
		int folded = (x->in.flags & KO_F_SLOT) && sh == KL_SH_LOP; /* peep.c: xor reg, [slot] */
		st->reloads += x->origin == KO_ORIG_RELOAD || folded;
		st->folded += folded;
		st->moves += x->origin == KO_ORIG_MOVE && in.op != KL_OP_label && in.op != KL_OP_jv;
	}
	free(labels);
	free(place);
	if (kl_error(f) && !o->err)
		ko__fail(o, kl_error(f), "%s", kl_errmsg(f));
	return o->err;
}

int ko_func_emit(ko_func *o, kl_func *f)
{
	if (!o)
		return KL_ERR_STATE;
	if (!f) {
		ko__fail(o, KL_ERR_STATE, "ko_func_emit without a kl_func");
		return o->err;
	}
	if (!o->active) {
		ko__fail(o, KL_ERR_STATE, "ko_func_emit without ko_func_begin");
		return o->err;
	}
	if (o->err)
		return o->err;
	struct ko_prog p, m;
	memset(&m, 0, sizeof m);
	if (ko__prog_init(&p, o)) {
		ko__prog_free(&p);
		return o->err;
	}
	p.target = kl_func_target(f);
	p.ti = kl_target_info(p.target);
	p.cpu = f->cpu;
	if (o->pinned && strcmp(p.target, kl_target_name()) != 0)
		ko__fail(o, KL_ERR_OPERAND, "pinned registers are the host's: this function is for %s", p.target);
	char fmt[64 * 3 + 1];
	ko__format(o, fmt);
	kl_reg margs[64];
	if (!o->err && kl_func_begin(f, fmt, margs, KL_ARGS_IN_PLACE | (o->flags & KL_LEAF)))
		ko__fail(o, kl_error(f), "%s", kl_errmsg(f));
	memcpy(p.entryreg, margs, sizeof margs);
	memset(&o->stats, 0, sizeof o->stats);
	o->stats.nvregs = o->nvr - 1;
	uint32_t nvr = o->nvr; /* ko__webs adds registers for this compilation only */
	if (!o->err && !ko__cfg(&p) && !ko__live(&p) && (o->passes & KO_WEBS) && p.nvr > 1) {
		uint32_t before = p.nvr;
		if (!ko__webs(&p) && p.nvr != before)
			ko__live(&p);
	}
	if (!o->err && p.blocks && (o->passes & KO_CLEAN)) {
		ko__clean(&p);
		if (!o->err && !ko__cfg(&p))
			ko__live(&p);
	}
	if (!o->err && (o->passes & KO_FUSE_ALU) && p.blocks) {
		ko__fuse_alu(&p);
		if (!o->err && !ko__cfg(&p))
			ko__live(&p);
	}
	uint32_t live[3] = {0, 0, 0}; /* most values live together: all, integer, float */
	if (!o->err) {
		ko__maxlive(&p, live);
		o->stats.maxlive = live[0];
		o->stats.maxlive_int = o->stats.sched_maxlive_int = live[1];
		o->stats.maxlive_float = o->stats.sched_maxlive_float = live[2];
	}
	if (!o->err && (o->passes & KO_SCHED)) {
		ko__sched(&p, &live[1]);
		if (!o->err) {
			ko__maxlive(&p, live);
			o->stats.sched_maxlive_int = live[1];
			o->stats.sched_maxlive_float = live[2];
		}
	}
	/* KO_CLEAN's memory forms, after the scheduler: it orders memory by the ld and st shapes only */
	if (!o->err && (o->passes & KO_CLEAN) && !(o->passes & KO_NOFUSE_MEM))
		ko__fuse_mem(&p);

	if (!o->err)
		(o->passes & KO_COLOR) ? ko__color(&p, &m) : ko__linscan(&p, &m);
	if (!o->err && (o->passes & KO_VERIFY))
		ko__verify(&p, &m);
	if (!o->err && (o->passes & KO_PEEP))
		ko__peep(&m);
	if (!o->err && (o->passes & KO_POSTSCHED))
		ko__postsched(&m);
	if (!o->err)
		ko__emit(&m, f);
	ko__prog_free(&p);
	ko__prog_free(&m);
	o->nvr = nvr;
	if (o->err)
		kl_func_abort(f);
	return o->err;
}

void *ko_func_end(ko_func *o, size_t *size)
{
	if (size)
		*size = 0;
	if (!o)
		return NULL;
	if (!o->own && !(o->own = kl_func_new())) {
		ko__fail(o, KL_ERR_NOMEM, "a function to emit into");
		return NULL;
	}
	kl_func_set_portable(o->own, o->portable);
	if (ko_func_emit(o, o->own))
		return NULL;
	void *code = kl_func_end(o->own, size);
	if (!code)
		ko__fail(o, kl_error(o->own), "%s", kl_errmsg(o->own));
	o->active = 0;
	return code;
}
