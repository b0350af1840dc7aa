/* fuse_alu.c -- ALU fusion on virtual registers (KO_FUSE_ALU), after the cleanups: a shift or
 * rotate by a constant folded into the add/sub/and/or/xor that read it (AArch64's shifted
 * register operands), a complement folded into the and, or and xor that read it (bic, orn,
 * eon), and the language's 32-bit forms (narrow, operate, widen back) read and written through
 * their conversions where 32-bit instructions ignore and clear the upper half, or, on RISC-V 64,
 * where they ignore it and nothing reads the widened value's upper half (ko__demand); on AArch64
 * a 64-bit operation whose upper half nothing reads is made 32-bit where a rotate then folds. */
#include "internal.h"

/* what the target does in one instruction */
struct ko_fcaps {
	int shifted; /* addsh ... xorsh, all shifts, 32 and 64 bits */
	int andn;    /* and, or, xor with a complemented register (bic, orn, eon) */
	int lea;     /* addsh with lsl 0..3 only (x86-64: lea) */
	int andn3;   /* and with a complemented register only, in three operands (x86-64 BMI1: andn) */
	int wops;    /* 32-bit add, sub, mul, shifts and rotates read the low halves only and leave
		      * their result sign-extended, whatever the upper halves (RISC-V 64's *w forms) */
};
static struct ko_fcaps ko__fcaps(const struct ko_prog *p)
{
	struct ko_fcaps c = {0, 0, 0, 0, 0};
	if (p->target && strcmp(p->target, "aarch64") == 0)
		c.shifted = c.andn = 1;
	if (p->target && strcmp(p->target, "x86_64") == 0) {
		c.lea = 1;
#ifdef KL__CPU_BMI1
		c.andn3 = (p->cpu & KL__CPU_BMI1) != 0;
#endif
	}
	if (p->target && strcmp(p->target, "riscv64") == 0)
		c.wops = 1;
	return c;
}

/* the register fields a record reads that this pass may rewrite (BIN, SHIFTED, UN, CV) */
static int ko__rw_shape(int sh)
{
	return sh == KL_SH_BIN || sh == KL_SH_SHIFTED || sh == KL_SH_UN || sh == KL_SH_CV;
}

static int ko__reads(const struct ko_prog *p, const struct ko_ins *x, uint32_t v)
{
	struct ko_regs r;
	ko__regs(p, x, &r);
	for (int k = 0; k < r.nuse; k++)
		if (r.use[k] == v)
			return 1;
	if (x->call >= 0) {
		const struct ko_call *c = &p->calls[x->call];
		for (uint32_t k = 0; k < c->n; k++)
			if (!p->args[c->first + k].isimm && p->args[c->first + k].reg == v)
				return 1;
	}
	return 0;
}
static int ko__writes(const struct ko_prog *p, const struct ko_ins *x, uint32_t v)
{
	struct ko_regs r;
	ko__regs(p, x, &r);
	for (int k = 0; k < r.ndef; k++)
		if (r.def[k] == v)
			return 1;
	return 0;
}
static int ko__isset(const uint64_t *s, uint32_t v)
{
	return (s[(v - KO_VREG0) / 64] >> ((v - KO_VREG0) % 64)) & 1;
}

struct ko_fuse {
	struct ko_prog *p;
	struct ko_fcaps caps;
	int zu; /* zero_upper32 */
	uint32_t fused;
	uint8_t *upper; /* RISC-V 64, AArch64: per instruction, 1 where its result's upper half is read (ko__demand), or NULL */
	struct ko_occ occ; /* where each register occurs (occ.c); empty when out of memory */
};

/* The instructions of block [.., last] that read the value instruction k writes to v, up to max:
 * their number, or -1 when the value leaves the block, a call or a record this pass does not
 * rewrite reads it, or there are more than max. */
static int ko__uses(struct ko_fuse *s, const struct ko_block *bl, uint32_t k, uint32_t v, uint32_t *at, int max)
{
	const struct ko_prog *p = s->p;
	int n = 0;
	struct ko_walk w;
	for (ko__occ_walk(&s->occ, v, k, bl->last + 1, &w); ko__occ_next(&w);) {
		uint32_t j = w.k;
		const struct ko_ins *y = &p->ins[j];
		if (y->dead)
			continue;
		if (ko__reads(p, y, v)) {
			if (n == max || y->call >= 0 || !ko__rw_shape(kl_opinfo[y->in.op].shape))
				return -1;
			at[n++] = j;
		}
		if (ko__writes(p, y, v))
			return n;
	}
	return ko__isset(bl->liveout, v) ? -1 : n;
}

/* the instruction of the block before j that last writes v, or -1 */
static int64_t ko__def_before(struct ko_fuse *s, const struct ko_block *bl, uint32_t j, uint32_t v)
{
	const struct ko_prog *p = s->p;
	uint32_t n;
	const uint32_t *ix = ko__occ_list(&s->occ, v, &n);
	if (!ix) {
		for (uint32_t k = j; k-- > bl->first;)
			if (!p->ins[k].dead && ko__writes(p, &p->ins[k], v))
				return k;
		return -1;
	}
	for (uint32_t q = ko__occ_above(ix, n, j ? j - 1 : 0); q-- > 0 && ix[q] >= bl->first;)
		if (ix[q] < j && !p->ins[ix[q]].dead && ko__writes(p, &p->ins[ix[q]], v))
			return ix[q];
	return -1;
}
/* v is not written by the instructions strictly between i and j */
static int ko__unwritten(struct ko_fuse *s, uint32_t i, uint32_t j, uint32_t v)
{
	struct ko_walk w;
	for (ko__occ_walk(&s->occ, v, i, j, &w); ko__occ_next(&w);)
		if (!s->p->ins[w.k].dead && ko__writes(s->p, &s->p->ins[w.k], v))
			return 0;
	return 1;
}
/* neither read nor written strictly between i and j */
static int ko__untouched(struct ko_fuse *s, uint32_t i, uint32_t j, uint32_t v)
{
	struct ko_walk w;
	for (ko__occ_walk(&s->occ, v, i, j, &w); ko__occ_next(&w);)
		if (!s->p->ins[w.k].dead && (ko__writes(s->p, &s->p->ins[w.k], v) || ko__reads(s->p, &s->p->ins[w.k], v)))
			return 0;
	return 1;
}

static int ko__is32(int t)
{
	return ko__class_of(t) == KO_C32 && t != KL_F;
}
static int ko__is_int(int t)
{
	return t == KL_I || t == KL_U || t == KL_L || t == KL_UL;
}

/* 32-bit records that read only the low halves of their registers and, on a zero_upper32 target,
 * always write the whole 32-bit register (so the upper half is zero): add, sub, and, or, xor
 * (registers or immediates), shifts and rotates by a nonzero constant, the shifted forms, andn,
 * orn, xorn */
static int ko__low_op(const kl_insn *in)
{
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	if (!ko__is_int(i->type) || !ko__is32(i->type))
		return 0;
	if (i->shape == KL_SH_SHIFTED)
		return 1;
	if (i->shape != KL_SH_BIN)
		return 0;
	switch (i->name) {
	case KL_N_add:
	case KL_N_sub:
	case KL_N_or:
	case KL_N_xor: return !i->imm || (uint32_t)in->imm != 0;
	case KL_N_and: return !i->imm || (uint32_t)in->imm != 0xFFFFFFFFu;
	case KL_N_andn:
	case KL_N_orn:
	case KL_N_xorn: return 1;
	case KL_N_lsh:
	case KL_N_rsh:
	case KL_N_rotl:
	case KL_N_rotr: return i->imm && (in->imm & 31) != 0;
	default: return 0;
	}
}
/* RISC-V 64 (caps.wops): 32-bit records made of *w instructions (addw, subw, mulw, sllw, srlw,
 * sraw, their immediate forms, and the rotates built of them), which read only the low halves of
 * their registers and leave a sign-extended result whatever the upper halves hold.  Its and, or
 * and xor are the 64-bit instructions: they keep a sign-extended value only when given one. */
static int ko__w_op(const kl_insn *in)
{
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	if (!ko__is_int(i->type) || !ko__is32(i->type) || i->shape != KL_SH_BIN)
		return 0;
	switch (i->name) {
	case KL_N_add:
	case KL_N_sub:
	case KL_N_mul:
	case KL_N_lsh:
	case KL_N_rsh:
	case KL_N_rotl:
	case KL_N_rotr: return 1;
	default: return 0;
	}
}

/* conversions between the 32- and 64-bit integer classes: 1 widening from u (zero), 2 narrowing */
static int ko__conv(const kl_insn *in)
{
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	if (i->shape != KL_SH_CV || !ko__is_int(i->type) || !ko__is_int(i->type2))
		return 0;
	if (ko__is32(i->type) && !ko__is32(i->type2))
		return i->type == KL_U ? 1 : 0;
	return !ko__is32(i->type) && ko__is32(i->type2) ? 2 : 0;
}

static int64_t ko__shift_of(const kl_insn *in);


static void ko__kill_ins(struct ko_fuse *s, struct ko_ins *x)
{
	x->dead = 1;
	s->fused++;
}

/* Reads of a 32-bit operation through conversions: a register that cvu2ul made from a 32-bit u
 * is read as u (u is what the low half holds; done where shifts fold); a register that a
 * narrowing made from a 64-bit x is read as x on zero_upper32 targets (32-bit instructions read
 * the low half) and by RISC-V 64's *w operations (caps.wops). */
static int ko__read_through(struct ko_fuse *s, const struct ko_block *bl, uint32_t j)
{
	struct ko_prog *p = s->p;
	kl_insn *in = &p->ins[j].in;
	int wop = s->caps.wops && ko__w_op(in);
	if (!wop && !ko__low_op(in))
		return 0;
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	uint32_t *f[2] = {&in->rs1, i->imm ? NULL : &in->rs2};
	int changed = 0;
	for (int k = 0; k < 2; k++) {
		if (!f[k] || *f[k] <= KO_LP)
			continue;
		int64_t d = ko__def_before(s, bl, j, *f[k]);
		if (d < 0)
			continue;
		const kl_insn *dx = &p->ins[d].in;
		int cv = ko__conv(dx);
		/* a reader of the widened copy moves to the 32-bit value only where a shift can then
		 * fold into it: elsewhere both would be live (x86-64 spilled more) */
		if (cv == 0 || (cv == 2 && !s->zu && !wop) || (cv == 1 && !s->caps.shifted) || dx->rs1 <= KO_LP ||
		    !ko__unwritten(s, (uint32_t)d, j, dx->rs1))
			continue;
		if (p->o->vr[dx->rs1 - KO_VREG0].pin >= 0 || p->o->vr[*f[k] - KO_VREG0].pin >= 0)
			continue;
		*f[k] = dx->rs1;
		ko__occ_note(&s->occ, p, j);
		changed = 1;
	}
	return changed;
}

/* On zero_upper32 targets: a 64-bit add/sub/and/or/xor whose only reader narrows it to 32 bits is
 * the 32-bit operation itself, writing the narrowed register. */
static int ko__narrow_op(struct ko_fuse *s, const struct ko_block *bl, uint32_t k)
{
	struct ko_prog *p = s->p;
	kl_insn *in = &p->ins[k].in;
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	if (!s->zu || i->shape != KL_SH_BIN || (i->type != KL_UL && i->type != KL_L) || in->rd <= KO_LP)
		return 0;
	if (i->name != KL_N_add && i->name != KL_N_sub && i->name != KL_N_and && i->name != KL_N_or &&
	    i->name != KL_N_xor)
		return 0;
	if (p->o->vr[in->rd - KO_VREG0].pin >= 0)
		return 0;
	uint32_t at[1];
	if (ko__uses(s, bl, k, in->rd, at, 1) != 1)
		return 0;
	kl_insn *cv = &p->ins[at[0]].in;
	if (ko__conv(cv) != 2 || cv->rs1 != in->rd || kl_opinfo[cv->op].type2 != KL_U || cv->rd <= KO_LP)
		return 0;
	/* the result moves from at[0] up to k: nothing between may read or write it */
	if (!ko__untouched(s, k, at[0], cv->rd) || in->rs1 == cv->rd || (!i->imm && in->rs2 == cv->rd))
		return 0;
	/* a shift of the narrowed value reads the 64-bit one instead (ko__read_through): narrowing
	 * here would make the shift rewrite its own operand, which cannot fold into its readers */
	uint32_t sh[8];
	int ns = s->caps.shifted ? ko__uses(s, bl, at[0], cv->rd, sh, 8) : 0;
	for (int u = 0; u < ns; u++)
		if (ko__shift_of(&p->ins[sh[u]].in) >= 0)
			return 0;
	int op = kl_opcode_find(i->name, KL_U, KL_V, i->imm);
	if (op < 0)
		return 0;
	in->op = (uint16_t)op;
	if (i->imm)
		in->imm = (int64_t)(uint32_t)in->imm;
	in->rd = cv->rd;
	ko__occ_note(&s->occ, p, k);
	ko__kill_ins(s, &p->ins[at[0]]);
	return 1;
}

/* How instruction y reads the register in field f when only that register's low half is
 * meaningful: 1 it reads the low half only (a 32-bit operation or compare on zero_upper32
 * targets, caps.wops's 32-bit operations on RISC-V 64, a narrowing, a narrow
 * store of it, a left shift by 32 or more); 2 its result's low half depends on the low halves
 * only, so the operand's upper half matters only where the result's does (64-bit add, sub, mul,
 * and, or, xor, a left shift of it, a move, complement or negation); 0 otherwise (the whole register counts: an address, a compare, a right shift ...). */
static int ko__half_read(const kl_insn *y, int f, int zu)
{
	const struct kl_opinfo *i = &kl_opinfo[y->op];
	if (zu ? ko__is_int(i->type) && ko__is32(i->type) &&
			 (i->shape == KL_SH_BIN || i->shape == KL_SH_UN || i->shape == KL_SH_SHIFTED || i->shape == KL_SH_BR)
	       : ko__w_op(y))
		return 1;
	if (i->shape == KL_SH_CV && (i->type == KL_L || i->type == KL_UL))
		return i->type2 == KL_L || i->type2 == KL_UL ? 2 : ko__is_int(i->type2) || i->type2 == KL_C ||
		       i->type2 == KL_UC || i->type2 == KL_S || i->type2 == KL_US;
	if (i->shape == KL_SH_ST)
		return f == KO_FLD_rd && i->type != KL_L && i->type != KL_UL && i->type != KL_P &&
		       i->type != KL_F && i->type != KL_D;
	if (i->type != KL_L && i->type != KL_UL)
		return 0;
	if (i->shape == KL_SH_UN)
		return i->name == KL_N_mov || i->name == KL_N_com || i->name == KL_N_neg ? 2 : 0;
	if (i->shape != KL_SH_BIN)
		return 0;
	switch (i->name) {
	case KL_N_add:
	case KL_N_sub:
	case KL_N_mul:
	case KL_N_and:
	case KL_N_or:
	case KL_N_xor:
	case KL_N_andn:
	case KL_N_orn:
	case KL_N_xorn: return 2;
	case KL_N_lsh: /* by 32 or more: the result's upper half is the operand's lower one */
		return f != KO_FLD_rs1 ? 0 : i->imm && (y->imm & 63) >= 32 ? 1 : 2;
	default: return 0;
	}
}

/* The frame slot (8 bytes at lp + 8 q, q < 64) a record with base lp and a constant offset reaches,
 * and how: 64-bit (2) or the low half (1); -1 for any other access through lp */
static int ko__slot(const kl_insn *in, int *q)
{
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	if (!i->imm || in->imm < 0 || in->imm % 8 || in->imm / 8 >= 64)
		return -1;
	*q = (int)(in->imm / 8);
	if (i->type == KL_L || i->type == KL_UL || i->type == KL_P)
		return 2;
	return i->type == KL_I || i->type == KL_U ? 1 : -1;
}

/* Which values' upper halves are read (caps.wops): a backward analysis over the function, like
 * liveness, of the 64-bit values whose upper halves some later instruction reads, directly (kind
 * 0 of ko__half_read) or through an operation whose result's upper half is read (kind 2), and of
 * the frame slots (a language stack variable, 8 bytes at lp + 8 q) whose upper halves are read
 * by a 64-bit load whose result's upper half is.  Any other access through lp, lp itself as a
 * value, or a call: every slot's.  s->upper[k] is 1 where instruction k's result's upper half is
 * read later (ko__widen_into asks it of the widenings, ko__narrow_unread of 64-bit operations).
 * It is computed once, before the pass rewrites anything, and stays true: each rewrite keeps
 * every value the function computes, except upper halves this analysis found unread, and an
 * instruction that no longer writes the value it was asked about is not asked (narrowed
 * operations are 32-bit, and a widening is asked before it goes). */
struct ko_dem {
	uint64_t *d;  /* a bitset over virtual registers */
	uint64_t sl;  /* frame slots */
};
static void ko__dem_step(struct ko_fuse *s, uint32_t k, struct ko_dem *st)
{
	const struct ko_prog *p = s->p;
	const struct ko_ins *y = &p->ins[k];
	const kl_insn *in = &y->in;
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	struct ko_regs r;
	ko__regs(p, y, &r);
	int res = 0;
	for (int q = 0; q < r.ndef; q++) {
		uint32_t v = r.def[q];
		if (v <= KO_LP)
			continue;
		res |= ko__bit(st->d, v - KO_VREG0) || p->o->vr[v - KO_VREG0].pin >= 0;
		ko__clr(st->d, v - KO_VREG0);
	}
	s->upper[k] = (uint8_t)res;
	int mem = i->shape == KL_SH_LD || i->shape == KL_SH_ST, q = 0, how = 0;
	if (mem && in->rs1 == KO_LP) {
		how = ko__slot(in, &q);
		if (how < 0)
			st->sl = ~0ull;
		else if (i->shape == KL_SH_LD && how == 2 && res)
			st->sl |= 1ull << q;
	}
	int slot_st = mem && i->shape == KL_SH_ST && in->rs1 == KO_LP && how == 2; /* a 64-bit store into slot q */
	for (int u = 0; u < r.nuse; u++) {
		uint32_t v = r.use[u];
		if (v == KO_LP && !(mem && r.usef[u] == KO_FLD_rs1))
			st->sl = ~0ull; /* the frame's address escapes */
		if (v <= KO_LP)
			continue;
		int kind;
		if (slot_st && r.usef[u] == KO_FLD_rd)
			kind = (st->sl >> q & 1) ? 0 : 1; /* into a slot whose upper half is read, or not */
		else
			kind = ko__half_read(in, r.usef[u], s->zu);
		if (kind == 0 || (kind == 2 && res))
			ko__set(st->d, v - KO_VREG0);
	}
	if (slot_st)
		st->sl &= ~(1ull << q); /* overwritten whole */
	if (y->call >= 0) {
		const struct ko_call *c = &p->calls[y->call];
		for (uint32_t a = 0; a < c->n; a++) {
			const struct ko_arg *g = &p->args[c->first + a];
			if (!g->isimm && g->reg > KO_LP)
				ko__set(st->d, g->reg - KO_VREG0);
		}
		st->sl = ~0ull;
	}
}

/* fills s->upper; 0, or -1 out of memory (then s->upper says every result's upper half is read) */
static int ko__demand(struct ko_fuse *s)
{
	const struct ko_prog *p = s->p;
	uint32_t nb = p->nblocks, w = p->words;
	memset(s->upper, 1, p->n);
	uint64_t *in = calloc((size_t)nb * w + w + 1, sizeof *in), *slin = calloc(nb + 1, sizeof *slin);
	if (!in || !slin) {
		free(in);
		free(slin);
		return -1;
	}
	uint64_t *cur = in + (size_t)nb * w;
	struct ko_dem st = {cur, 0};
	for (int changed = 1; changed;) {
		changed = 0;
		for (uint32_t b = nb; b-- > 0;) {
			const struct ko_block *bl = &p->blocks[b];
			memset(cur, 0, w * sizeof *cur);
			st.sl = 0;
			for (int e = 0; e < 2; e++) {
				int32_t t = bl->succ[e];
				if (t < 0 || (uint32_t)t >= nb)
					continue;
				for (uint32_t x = 0; x < w; x++)
					cur[x] |= in[(size_t)t * w + x];
				st.sl |= slin[t];
			}
			for (uint32_t k = bl->last + 1; bl->last >= bl->first && k-- > bl->first;)
				if (!p->ins[k].dead)
					ko__dem_step(s, k, &st);
			if (memcmp(cur, in + (size_t)b * w, w * sizeof *cur) || st.sl != slin[b]) {
				memcpy(in + (size_t)b * w, cur, w * sizeof *cur);
				slin[b] = st.sl;
				changed = 1;
			}
		}
	}
	free(in);
	free(slin);
	return 0;
}

/* On zero_upper32 targets: cvu2ul w, u where u comes from a 32-bit operation that clears the
 * upper half: the operation writes w, and u's other readers (32-bit operations, which read the
 * low half) read w.  On RISC-V 64 (caps.wops) the operation, or a 32-bit load (lw), leaves its result
 * sign-extended, not zero-extended: it writes w all the same where nothing reads w's upper half (ko__demand),
 * so that a 32-bit rotate of a 64-bit variable whose upper half does not matter (ChaCha20's
 * words) is the rotate alone, without a zero-extension of two shifts. */
static int ko__widen_into(struct ko_fuse *s, const struct ko_block *bl, uint32_t k)
{
	struct ko_prog *p = s->p;
	kl_insn *in = &p->ins[k].in;
	const struct kl_opinfo *ii = &kl_opinfo[in->op];
	int ld32 = s->caps.wops && (ii->shape == KL_SH_LD || ii->shape == KL_SH_LDX) && (ii->type == KL_I || ii->type == KL_U);
	if (!(ko__low_op(in) || ld32) || in->rd <= KO_LP || p->o->vr[in->rd - KO_VREG0].pin >= 0)
		return 0;
	uint32_t at[8], c = 0;
	int n = ko__uses(s, bl, k, in->rd, at, 8), found = 0;
	for (int u = 0; u < n && !found; u++) {
		const kl_insn *cv = &p->ins[at[u]].in;
		if (ko__conv(cv) == 1 && cv->rs1 == in->rd && cv->rd > KO_LP && p->o->vr[cv->rd - KO_VREG0].pin < 0)
			c = at[u], found = 1;
	}
	if (!found)
		return 0;
	uint32_t w = p->ins[c].in.rd;
	if (!ko__untouched(s, k, c, w)) /* in may read w: it reads before it writes */
		return 0;
	if (!s->zu && s->upper[c])
		return 0;
	for (int u = 0; u < n; u++) {
		if (at[u] == c)
			continue;
		const kl_insn *y = &p->ins[at[u]].in;
		if (!ko__low_op(y) || (at[u] > c && !ko__unwritten(s, c, at[u], w)))
			return 0;
	}
	uint32_t v = in->rd;
	for (int u = 0; u < n; u++) {
		kl_insn *y = &p->ins[at[u]].in;
		if (at[u] == c)
			continue;
		if (y->rs1 == v)
			y->rs1 = w;
		if (!kl_opinfo[y->op].imm && y->rs2 == v)
			y->rs2 = w;
		ko__occ_note(&s->occ, p, at[u]);
	}
	in->rd = w;
	ko__occ_note(&s->occ, p, k);
	ko__kill_ins(s, &p->ins[c]);
	return 1;
}

/* the shift of a constant shift or rotate record as KL_SHIFTED, or -1 */
static int64_t ko__shift_of(const kl_insn *in)
{
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	if (i->shape != KL_SH_BIN || !i->imm || !ko__is_int(i->type))
		return -1;
	unsigned w = ko__is32(i->type) ? 32 : 64, n = (unsigned)in->imm & (w - 1);
	if (n == 0)
		return -1;
	switch (i->name) {
	case KL_N_lsh: return KL_SHIFTED(KL_LSL, n);
	case KL_N_rsh: return KL_SHIFTED(kl__is_signed(i->type) ? KL_ASR : KL_LSR, n);
	case KL_N_rotr: return KL_SHIFTED(KL_ROR, n);
	case KL_N_rotl: return KL_SHIFTED(KL_ROR, w - n);
	default: return -1;
	}
}

/* reader j of x's result takes x's operand instead: the result second (the commuting readers
 * have it either side), then opcode `name` of type t and x's source in its place */
static void ko__rewrite_reader(struct ko_fuse *s, uint32_t j, const kl_insn *x, int name, int t, int64_t imm)
{
	kl_insn *y = &s->p->ins[j].in;
	if (y->rs1 == x->rd) {
		y->rs1 = y->rs2;
		y->rs2 = x->rd;
	}
	y->op = (uint16_t)kl_opcode_find(name, t, KL_V, 0);
	y->rs2 = x->rs1;
	y->imm = imm;
	ko__occ_note(&s->occ, s->p, j);
}

/* A constant shift (or a complement) whose every reader is an add/sub/and/or/xor (an and/or/xor) of its
 * width, with the shifted value as an operand the fused form can take: each reader takes the
 * shift (the complement) itself, and the shift goes. */
static int ko__fold_operand(struct ko_fuse *s, const struct ko_block *bl, uint32_t k)
{
	struct ko_prog *p = s->p;
	const kl_insn *x = &p->ins[k].in;
	const struct kl_opinfo *xi = &kl_opinfo[x->op];
	int64_t shift = s->caps.shifted || s->caps.lea ? ko__shift_of(x) : -1;
	if (!s->caps.shifted && shift >= 0 && (KL_SHIFTED_KIND(shift) != KL_LSL || KL_SHIFTED_N(shift) > 3))
		shift = -1;
	int com = s->caps.andn && xi->shape == KL_SH_UN && xi->name == KL_N_com && ko__is_int(xi->type);
	/* a complement in place (x = ~x) folds too: without it the register keeps x, which every
	 * reader (all of them fold) then complements itself */
	if ((shift < 0 && !com) || x->rd <= KO_LP || x->rs1 <= KO_LP || (x->rd == x->rs1 && !com))
		return 0;
	if (p->o->vr[x->rd - KO_VREG0].pin >= 0)
		return 0;
	uint32_t at[8];
	int n = ko__uses(s, bl, k, x->rd, at, 8);
	if (n <= 0)
		return 0;
	int w32 = ko__is32(xi->type);
	for (int u = 0; u < n; u++) {
		const kl_insn *y = &p->ins[at[u]].in;
		const struct kl_opinfo *yi = &kl_opinfo[y->op];
		if (yi->shape != KL_SH_BIN || yi->imm || !ko__is_int(yi->type) || ko__is32(yi->type) != w32)
			return 0;
		if (y->rs1 == y->rs2 || !ko__unwritten(s, k, at[u], x->rs1))
			return 0;
		int comm = yi->name == KL_N_add || yi->name == KL_N_and || yi->name == KL_N_or || yi->name == KL_N_xor;
		if (com ? !(yi->name == KL_N_and || yi->name == KL_N_or || yi->name == KL_N_xor) : !(comm || yi->name == KL_N_sub))
			return 0;
		if (y->rs2 != x->rd && !comm)
			return 0;
		if (!com && KL_SHIFTED_KIND(shift) == KL_ROR && (yi->name == KL_N_add || yi->name == KL_N_sub))
			return 0;
		if (!com && !s->caps.shifted && yi->name != KL_N_add) /* lea: add only */
			return 0;
	}
	static const unsigned char sh[KL_NNAMES] = {[KL_N_add] = KL_N_addsh,
						    [KL_N_sub] = KL_N_subsh,
						    [KL_N_and] = KL_N_andsh,
						    [KL_N_or] = KL_N_orsh,
						    [KL_N_xor] = KL_N_xorsh};
	int t = w32 ? KL_U : KL_UL;
	for (int u = 0; u < n; u++) {
		int name = kl_opinfo[p->ins[at[u]].in.op].name;
		int opn = name == KL_N_and ? KL_N_andn : name == KL_N_or ? KL_N_orn : KL_N_xorn;
		ko__rewrite_reader(s, at[u], x, com ? opn : sh[name], t, com ? 0 : shift);
	}
	ko__kill_ins(s, &p->ins[k]);
	return 1;
}

/* v is read after instruction j before it is written again (or leaves the block) */
static int ko__read_after(struct ko_fuse *s, const struct ko_block *bl, uint32_t j, uint32_t v)
{
	struct ko_walk w;
	for (ko__occ_walk(&s->occ, v, j + 1, bl->last + 1, &w); ko__occ_next(&w);) {
		const struct ko_ins *y = &s->p->ins[w.k];
		if (y->dead)
			continue;
		if (ko__reads(s->p, y, v))
			return 1;
		if (ko__writes(s->p, y, v))
			return 0;
	}
	return ko__isset(bl->liveout, v);
}

/* x86-64 with BMI1: a complement c = ~b (not in place) goes into each `and` that reads it,
 * `y = a & c` becoming `andn y, b, a` (three operands: no copy of a first, and one step
 * shorter). Its other readers keep it (x86-64 has no or-not or xor-not in one instruction); an
 * `and` reader is taken only if b is read after it anyway or every reader is an `and` (the
 * complement then goes), so that no value lives longer than before.  When the readers are
 * `and`s and one `or`, all of them take it: the or-not is `andn y, a, b` and `not y`, one
 * instruction more than the `or`, and the complement's `mov` and `not` go. */
static int ko__fold_andn3(struct ko_fuse *s, const struct ko_block *bl, uint32_t k)
{
	struct ko_prog *p = s->p;
	const kl_insn *x = &p->ins[k].in;
	const struct kl_opinfo *xi = &kl_opinfo[x->op];
	if (xi->shape != KL_SH_UN || xi->name != KL_N_com || !ko__is_int(xi->type) || x->rd <= KO_LP ||
	    x->rs1 <= KO_LP || x->rd == x->rs1 || p->o->vr[x->rd - KO_VREG0].pin >= 0)
		return 0;
	uint32_t at[8];
	int n = ko__uses(s, bl, k, x->rd, at, 8), w32 = ko__is32(xi->type), nand = 0;
	if (n <= 0)
		return 0;
	unsigned char ok[8] = {0}; /* 1: an and, 2: an or, that can take the complement */
	int nor = 0;
	for (int u = 0; u < n; u++) {
		const kl_insn *y = &p->ins[at[u]].in;
		const struct kl_opinfo *yi = &kl_opinfo[y->op];
		if (yi->shape == KL_SH_BIN && !yi->imm && (yi->name == KL_N_and || yi->name == KL_N_or) &&
		    ko__is_int(yi->type) && ko__is32(yi->type) == w32 && y->rs1 != y->rs2 &&
		    ko__unwritten(s, k, at[u], x->rs1))
			ok[u] = yi->name == KL_N_and ? 1 : 2;
		nand += ok[u] == 1;
		nor += ok[u] == 2;
	}
	int all = nand + nor == n && nor <= 1, folded = 0;
	for (int u = 0; u < n; u++) {
		if (!ok[u] || (!all && (ok[u] == 2 || !ko__read_after(s, bl, at[u], x->rs1))))
			continue;
		ko__rewrite_reader(s, at[u], x, ok[u] == 1 ? KL_N_andn : KL_N_orn, w32 ? KL_U : KL_UL, 0);
		folded++;
	}
	if (folded == n)
		ko__kill_ins(s, &p->ins[k]);
	return folded > 0;
}

/* AArch64: a 64-bit add, sub, and, or or xor whose result's upper half nothing reads (ko__demand)
 * and one of whose operands is a 32-bit constant rotate or shift, widened: the 32-bit operation,
 * so that the rotate folds into it (qhasm's Salsa20: `x4 ^= a` after `(uint32) a <<<= 7` is
 * `eor w, w, w, ror #25`).  Its result's upper half becomes zero, which nothing reads. */
static int ko__narrow_unread(struct ko_fuse *s, const struct ko_block *bl, uint32_t k)
{
	struct ko_prog *p = s->p;
	kl_insn *in = &p->ins[k].in;
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	if (!s->upper || s->upper[k] || i->shape != KL_SH_BIN || i->imm || (i->type != KL_L && i->type != KL_UL) ||
	    in->rd <= KO_LP || p->o->vr[in->rd - KO_VREG0].pin >= 0)
		return 0;
	if (i->name != KL_N_add && i->name != KL_N_sub && i->name != KL_N_and && i->name != KL_N_or && i->name != KL_N_xor)
		return 0;
	int worth = 0;
	for (int f = 0; f < 2 && !worth; f++) {
		uint32_t v = f ? in->rs2 : in->rs1;
		int64_t d = v > KO_LP ? ko__def_before(s, bl, k, v) : -1;
		if (d < 0 || ko__conv(&p->ins[d].in) != 1)
			continue;
		uint32_t u = p->ins[d].in.rs1;
		int64_t e = u > KO_LP ? ko__def_before(s, bl, (uint32_t)d, u) : -1;
		worth = e >= 0 && ko__shift_of(&p->ins[e].in) >= 0;
	}
	int op = worth ? kl_opcode_find(i->name, KL_U, KL_V, 0) : -1;
	if (op < 0)
		return 0;
	in->op = (uint16_t)op;
	return 1;
}

/* a definition no one reads (what the rewrites above leave behind) */
static int ko__unread(struct ko_fuse *s, const struct ko_block *bl, uint32_t k)
{
	struct ko_prog *p = s->p;
	struct ko_ins *x = &p->ins[k];
	if (ko__has_effects(&x->in) || x->call >= 0 || (x->in.flags & KO_F_ENTRY))
		return 0;
	struct ko_regs r;
	ko__regs(p, x, &r);
	if (r.ndef != 1 || r.def[0] <= KO_LP || p->o->vr[r.def[0] - KO_VREG0].pin >= 0)
		return 0;
	uint32_t at[1];
	if (ko__uses(s, bl, k, r.def[0], at, 1) != 0)
		return 0;
	ko__kill_ins(s, x);
	return 1;
}

void ko__fuse_alu(struct ko_prog *p)
{
	struct ko_fuse s = {p, ko__fcaps(p), p->ti->zero_upper32, 0, NULL, {0}};
	ko__occ_init(&s.occ, p); /* without it (out of memory) the walks go instruction by instruction */
	/* which upper halves are read, on the records as they are: the rewrites below keep it true */
	if ((s.caps.wops || s.caps.shifted) && (!(s.upper = malloc(p->n + 1)) || ko__demand(&s))) {
		free(s.upper); /* out of memory: nothing that needs it */
		s.upper = NULL;
		s.caps.wops = 0;
	}
	for (uint32_t b = 0; b < p->nblocks; b++) {
		const struct ko_block *bl = &p->blocks[b];
		if (bl->last < bl->first || bl->last >= p->n)
			continue;
		/* reads through conversions and operand folding first, to a fixed point: a 32-bit rotate
		 * folds into its readers only once they read it, not its widened copy */
		for (int round = 0, changed = 1; changed && round < 8; round++) {
			changed = 0;
			for (uint32_t k = bl->first; k <= bl->last; k++) {
				if (p->ins[k].dead)
					continue;
				changed |= ko__narrow_op(&s, bl, k);
				if (s.caps.shifted)
					changed |= ko__narrow_unread(&s, bl, k);
				changed |= ko__read_through(&s, bl, k);
			}
			for (uint32_t k = bl->last + 1; k-- > bl->first;)
				if (!p->ins[k].dead)
					changed |= ko__unread(&s, bl, k);
			for (uint32_t k = bl->first; k <= bl->last; k++)
				if (!p->ins[k].dead)
					changed |= ko__fold_operand(&s, bl, k) || (s.caps.andn3 && ko__fold_andn3(&s, bl, k));
		}
	}
	/* then the widenings that are left write their operation's register directly (on RISC-V 64
	 * where their upper halves are not read) */
	for (uint32_t b = 0; (s.zu || s.caps.wops) && b < p->nblocks; b++) {
		const struct ko_block *bl = &p->blocks[b];
		if (bl->last < bl->first || bl->last >= p->n)
			continue;
		for (uint32_t k = bl->first; k <= bl->last; k++)
			if (!p->ins[k].dead)
				ko__widen_into(&s, bl, k);
	}
	free(s.upper);
	uint32_t w = 0;
	for (uint32_t k = 0; k < p->n; k++)
		if (!p->ins[k].dead)
			p->ins[w++] = p->ins[k];
	p->n = w;
	p->o->stats.removed += s.fused;
	ko__occ_free(&s.occ);
}
