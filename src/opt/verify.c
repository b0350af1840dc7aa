/* verify.c -- the allocation checker (KO_VERIFY): runs the machine-level program symbolically,
 * knowing for every register and spill slot which virtual register's value it holds (merging
 * at joins: a location keeps a value only when every path agrees), and checks that each
 * instruction reads its operands from locations holding exactly those values, and that calls
 * leave nothing needed in caller-saved registers, nor an x86-64 high multiply in rax and rdx.  A failure is a kiln bug: the error names the
 * instruction and the value. */
#include <stdio.h>

#include "alloc.h"

#define KO_UNK 0u       /* nothing known */
#define KO_CONFLICT 1u  /* different values on different paths */

struct ko_vstate {
	uint32_t *loc; /* per location: virtual register + 2, or KO_UNK / KO_CONFLICT */
	int seen;
};

static uint32_t ko__nloc(const struct ko_prog *m) { return 64 + m->nslots; }
/* a spill slot's location; a negative slot (none given) is out of range, not register 63 */
static uint32_t ko__slotloc(const kl_insn *in) { return in->imm < 0 ? UINT32_MAX : 64 + (uint32_t)in->imm; }

static int ko__vfail(struct ko_prog *virt, const struct ko_prog *m, uint32_t k, const char *what, uint32_t v,
		     uint32_t loc, uint32_t holds)
{
	const struct ko_ins *x = &m->ins[k];
	ko__fail(virt->o, KL_ERR_STATE,
		 "allocation check: machine instruction %u (%s, record %d, instruction %d): %s v%u in location %u, which holds %s%d",
		 k, kl_opcode_name(x->in.op), x->rec, x->src, what, v, loc, holds >= 2 ? "v" : "",
		 holds >= 2 ? (int)(holds - 2) : -(int)holds);
	return virt->o->err;
}

/* apply instruction k of m to state s; 0 or an error */
static int ko__vstep(struct ko_prog *virt, struct ko_prog *m, uint32_t k, uint32_t *s)
{
	const struct ko_ins *x = &m->ins[k];
	const kl_insn *in = &x->in;
	const struct kl_opinfo *o = &kl_opinfo[in->op];
	uint32_t nloc = ko__nloc(m);
	if (x->src < 0) { /* inserted: a move, store or reload of whatever the source holds */
		if (in->op == KL_OP_label || in->op == KL_OP_jv || in->op == KL_OP_retv)
			return 0;
		uint32_t from, to;
		if (o->shape == KL_SH_ST) {
			from = in->rd;
			to = ko__slotloc(in);
		} else if (o->shape == KL_SH_LD) {
			from = ko__slotloc(in);
			to = in->rd;
		} else {
			from = in->rs1;
			to = in->rd;
		}
		if (from >= nloc || to >= nloc)
			return ko__vfail(virt, m, k, "a location out of range for", 0, from, 0);
		s[to] = s[from];
		return 0;
	}
	const struct ko_ins *v = &virt->ins[x->src];
	if (v->in.flags & KO_F_ENTRY) {
		ko_func *o2 = virt->o;
		for (int g = 0; g < o2->nargs; g++)
			s[m->entryreg[g]] = o2->argreg[g] - KO_VREG0 + 2;
		return 0;
	}
	struct ko_regs rv, rm;
	ko__regs(virt, v, &rv);
	ko__regs(m, x, &rm);
	if (rv.nuse != rm.nuse || rv.ndef != rm.ndef)
		return ko__vfail(virt, m, k, "a different operand count for", 0, 0, 0);
	for (int u = 0; u < rv.nuse; u++) {
		if (rv.use[u] == KO_LP)
			continue;
		uint32_t want = rv.use[u] - KO_VREG0 + 2, loc = rm.use[u];
		if (loc >= 64 || s[loc] != want)
			return ko__vfail(virt, m, k, "reads", want - 2, loc, loc < 64 ? s[loc] : 0);
	}
	if (x->call >= 0) {
		const struct ko_call *cv = &virt->calls[v->call], *cm = &m->calls[x->call];
		for (uint32_t j = 0; j < cv->n; j++) {
			const struct ko_arg *gv = &virt->args[cv->first + j], *gm = &m->args[cm->first + j];
			if (gv->isimm)
				continue;
			uint32_t want = gv->reg - KO_VREG0 + 2;
			if (gm->reg >= 64 || s[gm->reg] != want)
				return ko__vfail(virt, m, k, "passes", want - 2, gm->reg, gm->reg < 64 ? s[gm->reg] : 0);
		}
		uint64_t cs = m->ti->callee_saved;
		for (uint32_t r = 0; r < 64; r++)
			if (!(cs >> r & 1))
				s[r] = KO_UNK; /* caller-saved: the callee may change it */
	}
	for (uint64_t c = ko__clobbers(m, in); c; c &= c - 1)
		s[__builtin_ctzll(c)] = KO_UNK; /* the fixed registers it uses (x86-64's mulh) */
	for (int d = 0; d < rv.ndef; d++) {
		uint32_t val = rv.def[d] - KO_VREG0 + 2;
		for (uint32_t l = 0; l < nloc; l++) /* older copies of the register's value are stale */
			if (s[l] == val)
				s[l] = KO_UNK;
	}
	for (int d = 0; d < rv.ndef; d++)
		if (rm.def[d] < 64)
			s[rm.def[d]] = rv.def[d] - KO_VREG0 + 2;
	return 0;
}

int ko__verify(struct ko_prog *virt, struct ko_prog *m)
{
	ko_func *o = virt->o;
	if (o->err)
		return o->err;
	/* the machine-level program's blocks (its own labels and stubs) */
	struct ko_prog g = *m;
	g.blocks = NULL;
	g.nblocks = 0;
	g.labelblock = NULL;
	if (ko__cfg(&g))
		return o->err;
	uint32_t nloc = ko__nloc(m), nb = g.nblocks;
	uint32_t *in = calloc((size_t)nb * nloc + nloc, sizeof *in), *cur = in + (size_t)nb * nloc;
	uint8_t *seen = calloc(nb + 1, 1), *work = calloc(nb + 1, 1);
	if (!in || !seen || !work) {
		ko__fail(o, KL_ERR_NOMEM, "allocation check");
		goto done;
	}
	seen[0] = work[0] = 1;
	for (int changed = 1; changed && !o->err;) {
		changed = 0;
		for (uint32_t b = 0; b < nb && !o->err; b++) {
			if (!work[b])
				continue;
			work[b] = 0;
			memcpy(cur, in + (size_t)b * nloc, nloc * sizeof *cur);
			for (uint32_t k = g.blocks[b].first; k <= g.blocks[b].last && !o->err; k++)
				ko__vstep(virt, m, k, cur);
			for (int s2 = 0; s2 < 2 && !o->err; s2++) {
				int32_t t = g.blocks[b].succ[s2];
				if (t < 0)
					continue;
				uint32_t *ti = in + (size_t)t * nloc;
				if (!seen[t]) {
					memcpy(ti, cur, nloc * sizeof *ti);
					seen[t] = work[t] = 1;
					changed = 1;
					continue;
				}
				for (uint32_t l = 0; l < nloc; l++)
					if (ti[l] != cur[l] && ti[l] != KO_CONFLICT) {
						ti[l] = KO_CONFLICT;
						work[t] = 1;
						changed = 1;
					}
			}
		}
	}
done:
	free(in);
	free(seen);
	free(work);
	if (g.nblocks)
		free(g.blocks[0].livein);
	for (uint32_t b = 0; b < g.nblocks; b++)
		free(g.blocks[b].pred);
	free(g.blocks);
	free(g.labelblock);
	return o->err;
}
