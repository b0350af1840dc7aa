/* webs.c -- one virtual register per web: the definitions of a register that reach a common
 * use are one value, and each such value gets its own virtual register.  A client (or the
 * language) that reuses one name for many values -- a temporary per quarter round, rotated
 * eighty times -- would otherwise hand the allocator one lifetime with eighty holes, given one
 * register for all of them, and the scheduler a false dependence between each reuse.
 *
 * Union-find over nodes: one per definition, one per (block, register live on entry).  Walking a
 * block, each use joins the node that reaches it; at the block's end, what reaches its end joins
 * each successor's entry node.  The web holding an argument's entry keeps the argument's number;
 * the local pointer and pinned values are never renamed.  The new registers are appended to the
 * function's (ko_func_emit takes them back after compiling). */
#include "internal.h"

struct ko_webs {
	struct ko_prog *p;
	uint32_t *up;    /* union-find parent of each node */
	uint32_t *vreg;  /* each node's register (before renaming) */
	uint32_t *entry; /* per block, its first entry node; entry nodes in the order of livein's bits */
	uint32_t *rank;  /* per block and bitset word, entry nodes before that word */
	uint32_t *cur;   /* per register, the node that reaches this point of the block */
	uint32_t *seen;  /* per register, 1 + the block where cur was last set */
	uint32_t *name;  /* per node (a root), its new register, or 0 */
	uint32_t n;
};

static uint32_t ko__find(struct ko_webs *w, uint32_t x)
{
	while (w->up[x] != x)
		x = w->up[x] = w->up[w->up[x]];
	return x;
}

static void ko__join(struct ko_webs *w, uint32_t a, uint32_t b)
{
	a = ko__find(w, a);
	b = ko__find(w, b);
	if (a != b) /* the lower node is the root: an argument's entry node stays its web's root */
		w->up[a > b ? a : b] = a > b ? b : a;
}

/* renamed at all: not the local pointer, not a pinned value */
static int ko__renamed(const struct ko_prog *p, uint32_t v) { return v > 0 && v < p->nvr && p->o->vr[v].pin < 0; }

/* the entry node of register v in block b (v live on entry to b) */
static uint32_t ko__entry(const struct ko_webs *w, uint32_t b, uint32_t v)
{
	const uint64_t *in = w->p->blocks[b].livein;
	uint64_t below = in[v >> 6] & ((1ull << (v & 63)) - 1);
	return w->entry[b] + w->rank[(size_t)b * w->p->words + (v >> 6)] + (uint32_t)__builtin_popcountll(below);
}

/* the node reaching register v at this point of block b, or UINT32_MAX (no definition reaches:
 * liveness has reported a use before definition, or the use is in dead code) */
static uint32_t ko__reaching(struct ko_webs *w, uint32_t b, uint32_t v)
{
	if (w->seen[v] == b + 1)
		return w->cur[v];
	return ko__bit(w->p->blocks[b].livein, v) ? ko__entry(w, b, v) : UINT32_MAX;
}

/* One walk over every block: join the uses to what reaches them (rename 0), or give each
 * register field the name of its web (rename 1).
 * 1 when a use has no definition reaching it: then nothing is renamed. */
static int ko__walk(struct ko_webs *w, int rename)
{
	struct ko_prog *p = w->p;
	memset(w->seen, 0, p->nvr * sizeof *w->seen);
	for (uint32_t b = 0; b < p->nblocks; b++) {
		struct ko_block *bl = &p->blocks[b];
		for (uint32_t k = bl->first; k <= bl->last; k++) {
			struct ko_ins *x = &p->ins[k];
			if (x->dead)
				continue;
			struct ko_regs r;
			ko__regs(p, x, &r);
			int sh = kl_opinfo[x->in.op].shape;
			int inplace = sh == KL_SH_BIN || sh == KL_SH_UN || sh == KL_SH_CV || sh == KL_SH_SHIFTED;
			uint32_t at[4];
			for (int u = 0; u < r.nuse; u++) {
				uint32_t v = r.use[u] - KO_VREG0;
				at[u] = ko__renamed(p, v) ? ko__reaching(w, b, v) : UINT32_MAX;
				if (at[u] == UINT32_MAX && ko__renamed(p, v))
					return 1; /* not renamed at all (cannot happen after ko__live) */
			}
			if (x->call >= 0) {
				const struct ko_call *c = &p->calls[x->call];
				for (uint32_t j = 0; j < c->n && rename; j++) {
					struct ko_arg *g = &p->args[c->first + j];
					uint32_t v = g->reg - KO_VREG0;
					uint32_t at1 = g->isimm || !ko__renamed(p, v) ? UINT32_MAX : ko__reaching(w, b, v);
					if (at1 != UINT32_MAX)
						g->reg = KO_VREG0 + w->name[ko__find(w, at1)];
				}
			}
			for (int u = 0; u < r.nuse && rename; u++)
				if (at[u] != UINT32_MAX)
					*ko__field(&x->in, r.usef[u]) = KO_VREG0 + w->name[ko__find(w, at[u])];
			for (int d = 0; d < r.ndef; d++) {
				uint32_t v = r.def[d] - KO_VREG0, node = w->entry[p->nblocks] + 2 * k + (uint32_t)d;
				w->vreg[node] = v;
				if (!ko__renamed(p, v))
					continue;
				/* a field read and written (an add-with-carry's carry) is one value at both ends;
				 * so is an update in place (x = x >> 8, the first operand's register written):
				 * the client's chain stays in one register, as a two-address machine wants it */
				for (int u = 0; u < r.nuse && !rename; u++)
					if (at[u] != UINT32_MAX && (r.usef[u] == r.deff[d] ||
								    (inplace && r.usef[u] == KO_FLD_rs1 && r.use[u] == r.def[d])))
						ko__join(w, node, at[u]);
				w->cur[v] = node;
				w->seen[v] = b + 1;
				if (rename)
					*ko__field(&x->in, r.deff[d]) = KO_VREG0 + w->name[ko__find(w, node)];
			}
		}
		for (int s = 0; s < 2 && !rename; s++) {
			if (bl->succ[s] < 0)
				continue;
			uint32_t sb = (uint32_t)bl->succ[s];
			const uint64_t *in = p->blocks[sb].livein;
			for (uint32_t i = 0; i < p->words; i++)
				for (uint64_t m = in[i]; m; m &= m - 1) {
					uint32_t v = i * 64 + (uint32_t)__builtin_ctzll(m);
					uint32_t end = ko__renamed(p, v) ? ko__reaching(w, b, v) : UINT32_MAX;
					if (end != UINT32_MAX)
						ko__join(w, end, ko__entry(w, sb, v));
				}
		}
	}
	return 0;
}

/* the nodes: entry nodes first (block by block, in the order of livein's bits), then two per
 * instruction k for its definitions (entry[nblocks] + 2k + d; a node never defined has no
 * register and names nothing) */
static int ko__nodes(struct ko_webs *w)
{
	struct ko_prog *p = w->p;
	uint32_t nb = p->nblocks, n = 0;
	w->entry = malloc((nb + 1) * sizeof *w->entry);
	w->rank = malloc(((size_t)nb * p->words + 1) * sizeof *w->rank);
	if (!w->entry || !w->rank)
		return -1;
	for (uint32_t b = 0; b < nb; b++) {
		w->entry[b] = n;
		for (uint32_t i = 0, r = 0; i < p->words; i++) {
			w->rank[(size_t)b * p->words + i] = r;
			uint32_t c = (uint32_t)__builtin_popcountll(p->blocks[b].livein[i]);
			r += c;
			n += c;
		}
	}
	w->entry[nb] = n;
	n += 2 * p->n;
	w->n = n;
	w->up = malloc(((size_t)n + 1) * sizeof *w->up);
	w->vreg = malloc(((size_t)n + 1) * sizeof *w->vreg);
	w->name = calloc((size_t)n + 1, sizeof *w->name);
	w->cur = malloc(((size_t)p->nvr + 1) * sizeof *w->cur);
	w->seen = malloc(((size_t)p->nvr + 1) * sizeof *w->seen);
	if (!w->up || !w->vreg || !w->name || !w->cur || !w->seen)
		return -1;
	for (uint32_t k = 0; k < n; k++) {
		w->up[k] = k;
		w->vreg[k] = UINT32_MAX;
	}
	for (uint32_t b = 0, e = 0; b < nb; b++)
		for (uint32_t i = 0; i < p->words; i++)
			for (uint64_t m = p->blocks[b].livein[i]; m; m &= m - 1)
				w->vreg[e++] = i * 64 + (uint32_t)__builtin_ctzll(m);
	return 0;
}

/* a name for every web: the first web of a register met (entry nodes come first, so an
 * argument's) keeps its number, each other gets a new register of the same type */
static int ko__names(struct ko_webs *w)
{
	struct ko_prog *p = w->p;
	ko_func *o = p->o;
	uint32_t nvr = p->nvr;
	uint8_t *taken = calloc(nvr + 1, 1);
	if (!taken)
		return -1;
	int err = 0;
	for (uint32_t k = 0; k < w->n && !err; k++) {
		uint32_t root = ko__find(w, k), v = w->vreg[k];
		if (w->name[root] || !ko__renamed(p, v))
			continue;
		if (!taken[v]) {
			taken[v] = 1;
			w->name[root] = v;
			continue;
		}
		if (ko__grow((void **)&o->vr, &o->vrcap, o->nvr + 1, sizeof *o->vr)) {
			err = -1;
			break;
		}
		o->vr[o->nvr] = o->vr[v];
		o->vr[o->nvr].arg = 0;
		w->name[root] = o->nvr++;
	}
	free(taken);
	return err;
}

int ko__webs(struct ko_prog *p)
{
	struct ko_webs w = {.p = p};
	int err = 0, skip = !p->nblocks;
	if (!skip) {
		err = ko__nodes(&w);
		skip = err || ko__walk(&w, 0);
		err = err || (!skip && ko__names(&w));
	}
	if (!err && !skip && p->o->nvr > p->nvr) {
		ko__walk(&w, 1);
		p->nvr = p->o->nvr;
		p->words = (p->nvr + 63) / 64;
	}
	free(w.up);
	free(w.vreg);
	free(w.entry);
	free(w.rank);
	free(w.cur);
	free(w.seen);
	free(w.name);
	if (err) {
		ko__fail(p->o, KL_ERR_NOMEM, "webs");
		return p->o->err;
	}
	return 0;
}
