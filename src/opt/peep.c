/* peep.c -- the peephole pass over the machine-level program, after allocation (KO_PEEP).  One
 * forward walk over each block, with the machine registers live after every instruction:
 *   - moves of a register to itself, and jumps to the label that follows, removed;
 *   - a reload of a spill slot whose value is still in a register removed (same register) or
 *     made a register move; a store of a register to the slot it was loaded from removed;
 *   - compare-and-branch fusion: sub/xor t,a,b (or t,a,imm) then beq/bne t,0 is beq/bne a,b
 *     (a,imm); not t,a then beq/bne t,0 is bne/beq a,0 -- when t is dead after the branch;
 *   - a constant set into a register and read once as the last operand: the immediate form;
 *   - addressing: add t,a,imm (or add t,a,b) then a load or store at t+off is one at a+off+imm
 *     (a+b) when t is dead after it; mov d,a then an instruction reading d reads a instead (the
 *     three-operand forms: on x86-64 add rd,a,b is a lea);
 *   - x86-64: a reload read once, by an operation that writes its other operand (a ^= r), is
 *     that operation's memory operand (xor a, [slot]), unless KO_NOFUSE_MEM;
 *   - zero-extensions (cvu2ul) of a register whose upper half is already zero removed (or made
 *     a move): on targets where 32-bit operations zero bits 63..32 (kl_target_info.zero_upper32),
 *     the pass knows per register which instructions of the block left it so;
 *   - instructions whose result is dead and that have no other effect removed. */
#include "internal.h"

struct ko_peep {
	struct ko_prog *m;
	struct ko_prog g;  /* m's blocks */
	uint64_t *after;   /* per instruction: machine registers live after it */
	uint64_t always;   /* registers always live: the local pointer and pinned values */
	uint32_t holds[64]; /* per register: 1 + the spill slot whose value it holds, or 0 */
	uint64_t zx;       /* registers whose bits 63..32 are known zero (zero_upper32 targets) */
	struct ko_peep_out { /* holds and zx at the end of each block walked */
		uint32_t holds[64];
		uint64_t zx;
	} *out;
	uint32_t removed;
};

static uint64_t ko__rbit(uint32_t r) { return r < 64 ? 1ull << r : 0; }

/* the machine registers an instruction reads and writes (a call writes the caller-saved ones, an
 * x86-64 high multiply rax and rdx: ko__clobbers) */
static void ko__mregs(const struct ko_prog *m, const struct ko_ins *x, uint64_t *use, uint64_t *def)
{
	struct ko_regs r;
	ko__regs(m, x, &r);
	*use = *def = 0;
	for (int u = 0; u < r.nuse; u++)
		*use |= ko__rbit(r.use[u]);
	for (int d = 0; d < r.ndef; d++)
		*def |= ko__rbit(r.def[d]);
	if (x->call >= 0) {
		const struct ko_call *c = &m->calls[x->call];
		for (uint32_t j = 0; j < c->n; j++)
			if (!m->args[c->first + j].isimm)
				*use |= ko__rbit(m->args[c->first + j].reg);
		*def |= ~m->ti->callee_saved;
	}
	*def |= ko__clobbers(m, &x->in);
	if (x->in.flags & KO_F_ENTRY)
		for (int k = 0; k < m->o->nargs; k++)
			*def |= ko__rbit(m->entryreg[k]);
}

static int ko__mlive(struct ko_peep *s)
{
	struct ko_prog *m = s->m, *g = &s->g;
	uint32_t nb = g->nblocks;
	uint64_t *in = calloc(2 * (size_t)nb + 1, sizeof *in), *out = in + nb;
	s->after = calloc(m->n + 1, sizeof *s->after);
	if (!in || !s->after) {
		free(in);
		return -1;
	}
	for (int changed = 1; changed;) {
		changed = 0;
		for (uint32_t b = nb; b-- > 0;) {
			const struct ko_block *bl = &g->blocks[b];
			uint64_t live = s->always;
			for (int j = 0; j < 2; j++)
				if (bl->succ[j] >= 0)
					live |= in[bl->succ[j]];
			out[b] = live;
			for (uint32_t k = bl->last + 1; k-- > bl->first;) {
				uint64_t use, def;
				if (m->ins[k].dead)
					continue;
				ko__mregs(m, &m->ins[k], &use, &def);
				live = (live & ~def) | use | s->always;
			}
			if (live != in[b]) {
				in[b] = live;
				changed = 1;
			}
		}
	}
	for (uint32_t b = 0; b < nb; b++) {
		const struct ko_block *bl = &g->blocks[b];
		uint64_t live = out[b];
		for (uint32_t k = bl->last + 1; k-- > bl->first;) {
			uint64_t use, def;
			s->after[k] = live;
			if (m->ins[k].dead)
				continue;
			ko__mregs(m, &m->ins[k], &use, &def);
			live = (live & ~def) | use | s->always;
		}
	}
	free(in);
	return 0;
}

static void ko__kill(struct ko_peep *s, struct ko_ins *x)
{
	x->dead = 1;
	s->removed++;
}

/* the next live instruction of the block after k, or NULL */
static struct ko_ins *ko__next(struct ko_peep *s, uint32_t k, uint32_t last, uint32_t *at)
{
	for (uint32_t j = k + 1; j <= last; j++)
		if (!s->m->ins[j].dead) {
			*at = j;
			return &s->m->ins[j];
		}
	return NULL;
}

/* a register move: a full copy on every target (mov r,r emits nothing) */
static int ko__full_move(const kl_insn *in)
{
	return kl_opinfo[in->op].name == KL_N_mov && kl_opinfo[in->op].shape == KL_SH_UN;
}

/* x defines t; y at j branches on t == 0 or t != 0: one branch on x's operands */
static int ko__fuse(struct ko_peep *s, struct ko_ins *x, struct ko_ins *y, uint32_t j)
{
	const struct kl_opinfo *xi = &kl_opinfo[x->in.op], *yi = &kl_opinfo[y->in.op];
	uint32_t t = x->in.rd;
	if (yi->shape != KL_SH_BR || !yi->imm || y->in.imm != 0 || y->in.rs1 != t || (s->after[j] & ko__rbit(t)))
		return 0;
	if (yi->name != KL_N_beq && yi->name != KL_N_bne)
		return 0;
	if (xi->type != yi->type)
		return 0;
	int name = yi->name, op;
	kl_insn n = y->in;
	if ((xi->name == KL_N_sub || xi->name == KL_N_xor) && xi->shape == KL_SH_BIN) {
		op = kl_opcode_find(name, yi->type, KL_V, xi->imm);
		n.rs1 = x->in.rs1;
		n.rs2 = xi->imm ? 0 : x->in.rs2;
		n.imm = xi->imm ? x->in.imm : 0;
	} else if (xi->name == KL_N_not) {
		op = kl_opcode_find(name == KL_N_beq ? KL_N_bne : KL_N_beq, yi->type, KL_V, 1);
		n.rs1 = x->in.rs1;
	} else {
		return 0;
	}
	if (op < 0)
		return 0;
	n.op = (uint16_t)op;
	y->in = n;
	ko__kill(s, x);
	return 1;
}

/* x is add t,a,imm or add t,a,b (64-bit); y at j loads or stores at t+off */
static int ko__address(struct ko_peep *s, struct ko_ins *x, struct ko_ins *y, uint32_t j)
{
	const struct kl_opinfo *xi = &kl_opinfo[x->in.op], *yi = &kl_opinfo[y->in.op];
	uint32_t t = x->in.rd;
	if (xi->name != KL_N_add || xi->shape != KL_SH_BIN || ko__class_of(xi->type) != KO_C64)
		return 0;
	if ((yi->shape != KL_SH_LD && yi->shape != KL_SH_ST) || !yi->imm || y->in.rs1 != t || (y->in.flags & KO_F_SLOT))
		return 0;
	if (yi->shape == KL_SH_ST && y->in.rd == t)
		return 0;
	int overwritten = yi->shape == KL_SH_LD && y->in.rd == t;
	if (!overwritten && (s->after[j] & ko__rbit(t)))
		return 0;
	if (xi->imm) {
		int64_t off = y->in.imm + x->in.imm;
		if (off != (int32_t)off)
			return 0;
		y->in.rs1 = x->in.rs1;
		y->in.imm = off;
	} else {
		int op = y->in.imm == 0 ? kl_opcode_find(yi->name, yi->type, KL_V, 0) : -1;
		if (op < 0)
			return 0;
		y->in.op = (uint16_t)op;
		y->in.rs1 = x->in.rs1;
		y->in.rs2 = x->in.rs2;
		y->in.imm = 0;
	}
	ko__kill(s, x);
	return 1;
}

/* x is set t,imm; y at j reads t as its last operand: y's immediate form, when t is dead after */
static int ko__immediate(struct ko_peep *s, struct ko_ins *x, struct ko_ins *y, uint32_t j)
{
	const struct kl_opinfo *xi = &kl_opinfo[x->in.op], *yi = &kl_opinfo[y->in.op];
	uint32_t t = x->in.rd;
	if (xi->shape != KL_SH_SET || xi->type == KL_F || xi->type == KL_D || yi->imm || y->call >= 0)
		return 0;
	if ((yi->shape != KL_SH_BIN && yi->shape != KL_SH_BR) || y->in.rs2 != t || y->in.rs1 == t)
		return 0;
	if ((s->after[j] & ko__rbit(t)) && !(yi->shape == KL_SH_BIN && y->in.rd == t))
		return 0;
	int op = kl_opcode_find(yi->name, yi->type, KL_V, 1);
	if (op < 0)
		return 0;
	int64_t v = x->in.imm;
	if (yi->name == KL_N_lsh || yi->name == KL_N_rsh || yi->name == KL_N_rotl || yi->name == KL_N_rotr)
		v &= ko__class_of(yi->type) == KO_C64 ? 63 : 31;
	y->in.op = (uint16_t)op;
	y->in.rs2 = 0;
	y->in.imm = yi->type == KL_I ? (int32_t)v : yi->type == KL_U ? (int64_t)(uint32_t)v : v;
	ko__kill(s, x);
	return 1;
}

/* x is mov d,a; y at j reads d: it reads a instead, and the move goes when d is not needed after */
static int ko__forward_move(struct ko_peep *s, struct ko_ins *x, struct ko_ins *y, uint32_t j)
{
	uint32_t d = x->in.rd, a = x->in.rs1;
	const struct kl_opinfo *yi = &kl_opinfo[y->in.op];
	if (!ko__full_move(&x->in) || a == d || a == (uint32_t)s->m->ti->lp || y->call >= 0 || yi->shape == KL_SH_CARRY ||
	    yi->shape == KL_SH_LABEL || (y->in.flags & KO_F_ENTRY))
		return 0;
	uint64_t use, def;
	ko__mregs(s->m, y, &use, &def);
	if (!(use & ko__rbit(d)) || (!(def & ko__rbit(d)) && (s->after[j] & ko__rbit(d))))
		return 0;
	/* every field that reads d reads a */
	kl_insn *in = &y->in;
	switch (yi->shape) {
	case KL_SH_ST:
		if (in->rd == d) in->rd = a;
		/* fall through */
	case KL_SH_BIN:
	case KL_SH_LD:
	case KL_SH_BR:
	case KL_SH_SHIFTED:
		if (in->rs1 == d) in->rs1 = a;
		if (!yi->imm && in->rs2 == d) in->rs2 = a;
		break;
	case KL_SH_UN:
	case KL_SH_CV:
	case KL_SH_PREF:
		in->rs1 = a;
		break;
	case KL_SH_RET: in->rd = a; break;
	case KL_SH_SEL:
		if (in->rs1 == d) in->rs1 = a;
		if (in->rs2 == d) in->rs2 = a;
		if (in->rs3 == d) in->rs3 = a;
		break;
	default: return 0;
	}
	ko__kill(s, x);
	return 1;
}

/* 1 when an instruction with an immediate leaves its register as it was (the emitters then
 * write nothing when rd is rs1: add 0, a shift by 0, mul by 1 ...) */
static int ko__identity_imm(int name, int64_t imm)
{
	switch (name) {
	case KL_N_add: case KL_N_sub: case KL_N_or: case KL_N_xor: return (uint32_t)imm == 0;
	case KL_N_lsh: case KL_N_rsh: case KL_N_rotl: case KL_N_rotr: return (imm & 31) == 0;
	case KL_N_mul: return (uint32_t)imm == 1;
	default: return 0;
	}
}

/* On a zero_upper32 target: 1 when, after in, bits 63..32 of in->rd are zero (zx: the registers
 * known so before it).  32-bit arithmetic, logic, constant, load and narrowing records write the
 * 32-bit register, unless the emitter writes nothing at all (a move or narrowing to itself, an
 * identity immediate); register-count shifts and rotates, division, sel and the extensions
 * whose lowering is a sequence are left out. */
static int ko__zero_upper(const kl_insn *in, uint64_t zx)
{
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	int same = in->rd == in->rs1, src = in->rs1 < 64 && (zx >> in->rs1 & 1);
	if (i->shape == KL_SH_CV) {
		int from32 = ko__class_of(i->type) == KO_C32;
		if (ko__file(ko__class_of(i->type)) || ko__file(ko__class_of(i->type2)))
			return 0; /* from or to a float: the emitters' sequences are not all 32-bit writes */
		if (ko__class_of(i->type2) != KO_C32) /* widening: cvu2ul zero-extends; 64 to 64 is a move */
			return from32 ? !kl__is_signed(i->type) : src;
		if (i->type2 == KL_I || i->type2 == KL_U) /* a 32-bit move, nothing when to itself */
			return same ? src : 1;
		return 1; /* movsx/movzx, sxtb/uxtb ... into the 32-bit register */
	}
	if (ko__class_of(i->type) != KO_C32) { /* 64-bit: a copy, and two cases that clear the upper half */
		if (ko__full_move(in))
			return src;
		if (i->shape == KL_SH_BIN && i->imm && i->name == KL_N_and)
			return in->imm >= 0 && in->imm <= 0xFFFFFFFFll;
		if (i->shape == KL_SH_BIN && i->imm && i->name == KL_N_rsh && (i->type == KL_UL || i->type == KL_P))
			return (in->imm & 63) >= 32;
		return 0;
	}
	switch (i->shape) {
	case KL_SH_SET: case KL_SH_LD: return 1;
	case KL_SH_UN:
		if (i->name == KL_N_mov)
			return !same || src;
		return i->name == KL_N_com || i->name == KL_N_neg || i->name == KL_N_not;
	case KL_SH_BIN:
		switch (i->name) {
		case KL_N_add: case KL_N_sub: case KL_N_mul: case KL_N_and: case KL_N_or: case KL_N_xor: break;
		case KL_N_lsh: case KL_N_rsh: case KL_N_rotl: case KL_N_rotr:
			if (!i->imm)
				return 0;
			break;
		default: return 0;
		}
		return !i->imm || !same || !ko__identity_imm(i->name, in->imm) || src;
	case KL_SH_SHIFTED: return 1; /* one 32-bit operation writes rd (x86-64: after the shift in r11) */
	default: return 0;
	}
}

/* the zero-extension cvu2ul (cvu2l, cvu2p) of a register whose upper half is zero: removed, or a
 * move when the registers differ; a narrowing of a register to itself, which these targets emit
 * as nothing, removed.  1 when x was removed. */
static int ko__zero_extension(struct ko_peep *s, struct ko_ins *x)
{
	kl_insn *in = &x->in;
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	if (i->shape != KL_SH_CV || in->rs1 >= 64 || in->rd >= 64)
		return 0;
	int from32 = ko__class_of(i->type) == KO_C32, to32 = ko__class_of(i->type2) == KO_C32;
	if (!from32 && to32 && (i->type2 == KL_I || i->type2 == KL_U) && in->rd == in->rs1) {
		ko__kill(s, x);
		return 1;
	}
	if (!from32 || to32 || kl__is_signed(i->type) || !(s->zx >> in->rs1 & 1))
		return 0;
	if (in->rd == in->rs1) {
		ko__kill(s, x);
		return 1;
	}
	kl_insn mv = {.op = KL_OP_movl, .rd = in->rd, .rs1 = in->rs1};
	*in = mv;
	return 0;
}

static void ko__walk_block(struct ko_peep *s, uint32_t b)
{
	struct ko_prog *m = s->m;
	const struct ko_block *bl = &s->g.blocks[b];
	uint64_t pinned = m->o->pinned;
	/* a block reached only from one block walked already starts with what that one ended with
	 * (a fall-through, or the moves of an edge: a reload the branch's block made is still there) */
	if (bl->npred == 1 && bl->pred[0] < b) {
		memcpy(s->holds, s->out[bl->pred[0]].holds, sizeof s->holds);
		s->zx = s->out[bl->pred[0]].zx;
	} else {
		memset(s->holds, 0, sizeof s->holds);
		s->zx = 0;
	}
	for (uint32_t k = bl->first; k <= bl->last; k++) {
		struct ko_ins *x = &m->ins[k];
		if (x->dead)
			continue;
		if (m->ti->zero_upper32 && ko__zero_extension(s, x))
			continue;
		kl_insn *in = &x->in;
		const struct kl_opinfo *i = &kl_opinfo[in->op];
		uint32_t j = k;
		struct ko_ins *y = ko__next(s, k, bl->last, &j);
		if (ko__full_move(in) && in->rd == in->rs1) {
			ko__kill(s, x);
			continue;
		}
		if (in->op == KL_OP_jv && k + 1 < m->n) { /* a jump to the label right after it */
			uint32_t n = k + 1;
			while (n < m->n && m->ins[n].dead)
				n++;
			if (n < m->n && m->ins[n].in.op == KL_OP_label && m->ins[n].in.label == in->label) {
				ko__kill(s, x);
				continue;
			}
		}
		if (in->flags & KO_F_SLOT) {
			uint32_t slot = (uint32_t)in->imm + 1, r = in->rd;
			if (i->shape == KL_SH_ST) {
				if (r < 64 && s->holds[r] == slot) { /* the slot holds this value already */
					ko__kill(s, x);
					continue;
				}
				for (int q = 0; q < 64; q++)
					if (s->holds[q] == slot)
						s->holds[q] = 0;
				if (r < 64)
					s->holds[r] = slot;
				continue;
			}
			if (i->shape == KL_SH_LD && r < 64) {
				int from = -1;
				for (int q = 0; q < 64 && from < 0; q++)
					if (s->holds[q] == slot && (q >= KL_FREG0) == (r >= KL_FREG0))
						from = q;
				if (from == (int)r) {
					ko__kill(s, x);
					continue;
				}
				if (from >= 0) { /* still in a register: a move instead of the load */
					kl_insn mv = {.op = r >= KL_FREG0 ? KL_OP_movd : KL_OP_movl, .rd = r, .rs1 = (uint32_t)from};
					x->in = mv;
					x->origin = KO_ORIG_MOVE;
				}
				s->holds[r] = slot;
				if (m->ti->zero_upper32 && ko__zero_upper(&x->in, s->zx))
					s->zx |= ko__rbit(r);
				else
					s->zx &= ~ko__rbit(r);
				continue;
			}
		}
		if (y && i->shape != KL_SH_LABEL && in->rd < 64 && !(pinned >> in->rd & 1) &&
		    (ko__fuse(s, x, y, j) || ko__address(s, x, y, j) || ko__immediate(s, x, y, j)))
			continue;
		if (y && in->rd < 64 && !(pinned >> in->rd & 1) && ko__forward_move(s, x, y, j))
			continue;
		uint64_t use, def;
		ko__mregs(m, x, &use, &def);
		if (!ko__has_effects(in) && !(x->in.flags & KO_F_ENTRY) && def && !(def & (s->after[k] | pinned))) {
			ko__kill(s, x); /* its result is never read */
			continue;
		}
		uint32_t moved = ko__full_move(in) && in->rs1 < 64 ? s->holds[in->rs1] : 0;
		int zero = m->ti->zero_upper32 && in->rd < 64 && (def & ko__rbit(in->rd)) && ko__zero_upper(in, s->zx);
		s->zx &= ~def;
		if (zero)
			s->zx |= ko__rbit(in->rd);
		for (uint64_t d = def; d; d &= d - 1)
			s->holds[__builtin_ctzll(d)] = 0;
		if (moved)
			s->holds[in->rd] = moved;
	}
	memcpy(s->out[b].holds, s->holds, sizeof s->holds);
	s->out[b].zx = s->zx;
}

/* x86-64: the reload x at k (ldl r, slot) is read once, by an operation y later in the block
 * that writes its other operand (a = a op r: xor, add, and, or; r dead after y, no store to the
 * slot and no call in between): y reads the slot instead (xor a, [slot]).  Where y writes r or a
 * third register, the copy of a the emitter makes first would cost what the fold saves (and
 * moving r's value into a, when a dies at y, found 23 more folds in Serpent's 8,431 reloads). */
static int ko__fold_reload(struct ko_peep *s, uint32_t k, uint32_t last)
{
	struct ko_prog *m = s->m;
	struct ko_ins *x = &m->ins[k];
	uint32_t r = x->in.rd;
	if (x->in.op != KL_OP_ldli || !(x->in.flags & KO_F_SLOT) || r >= 64 || (m->o->pinned >> r & 1))
		return 0;
	for (uint32_t j = k + 1; j <= last; j++) {
		struct ko_ins *y = &m->ins[j];
		if (y->dead)
			continue;
		const struct kl_opinfo *yi = &kl_opinfo[y->in.op];
		uint64_t use, def;
		ko__mregs(m, y, &use, &def);
		if (!((use | def) & ko__rbit(r))) {
			/* the slot's value must reach y: no store to it (or call) in between */
			if (y->call >= 0 || ((y->in.flags & KO_F_SLOT) && yi->shape == KL_SH_ST && y->in.imm == x->in.imm))
				return 0;
			continue;
		}
		int name = ko__lop_name(yi->name);
		if (name < 0 || yi->shape != KL_SH_BIN || yi->imm || y->call >= 0 || (y->in.flags & KO_F_ENTRY))
			return 0;
		if (yi->type != KL_I && yi->type != KL_U && yi->type != KL_L && yi->type != KL_UL)
			return 0;
		uint32_t a = y->in.rs1 == r ? y->in.rs2 : y->in.rs1;
		if (a == r || a >= 64 || (y->in.rs1 != r && y->in.rs2 != r))
			return 0;
		if (y->in.rd != a || (s->after[j] & ko__rbit(r)))
			return 0;
		int op = kl_opcode_find(name, yi->type, KL_V, 1);
		if (op < 0)
			return 0;
		y->in.op = (uint16_t)op;
		y->in.rd = a;
		y->in.rs1 = a;
		y->in.rs2 = (uint32_t)m->ti->lp;
		y->in.rs3 = 0;
		y->in.imm = x->in.imm;
		y->in.flags |= KO_F_SLOT;
		ko__kill(s, x);
		return 1;
	}
	return 0;
}

void ko__peep(struct ko_prog *m)
{
	ko_func *o = m->o;
	struct ko_peep s = {.m = m, .g = *m};
	s.g.blocks = NULL;
	s.g.nblocks = 0;
	s.g.labelblock = NULL;
	s.always = ko__rbit((uint32_t)m->ti->lp) | o->pinned;
	if (ko__cfg(&s.g))
		goto done;
	if (ko__mlive(&s)) {
		ko__fail(o, KL_ERR_NOMEM, "peephole");
		goto done;
	}
	s.out = malloc((s.g.nblocks + 1) * sizeof *s.out);
	if (!s.out) {
		ko__fail(o, KL_ERR_NOMEM, "peephole");
		goto done;
	}
	for (uint32_t b = 0; b < s.g.nblocks; b++)
		ko__walk_block(&s, b);
	if (m->target && strcmp(m->target, "x86_64") == 0 && !(o->passes & KO_NOFUSE_MEM)) {
		/* the reloads an operation can read as its memory operand, on the liveness after the walk */
		free(s.after);
		if (ko__mlive(&s)) {
			ko__fail(o, KL_ERR_NOMEM, "peephole");
			goto done;
		}
		for (uint32_t b = 0; b < s.g.nblocks; b++)
			for (uint32_t k = s.g.blocks[b].first; k <= s.g.blocks[b].last; k++)
				if (!m->ins[k].dead)
					ko__fold_reload(&s, k, s.g.blocks[b].last);
	}
	o->stats.removed += s.removed;
done:
	free(s.out);
	free(s.after);
	for (uint32_t b = 0; b < s.g.nblocks; b++)
		free(s.g.blocks[b].pred);
	free(s.g.blocks);
	free(s.g.labelblock);
}
