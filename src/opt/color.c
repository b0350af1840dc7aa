/* color.c -- graph-colouring register allocation (KO_COLOR; Chaitin's allocator with Briggs's
 * optimistic colouring): the interference graph of the live intervals (alloc.h), copies
 * coalesced conservatively (Briggs's or George's test), nodes simplified, coloured optimistically
 * in reverse; a node that gets no colour is spilled everywhere -- its value lives in its frame
 * slot and each instruction that touches it gets a short piece in a register -- and the graph
 * is built and coloured again.  The result goes through the same resolution as linear scan
 * (ko__resolve), so the checker and emission see the same kind of program.
 *
 * Positions are linear scan's: instruction k reads at 4k, calls clobber at 4k+1, results are
 * written at 4k+2.  A piece for a read is [4k, 4k+1); for a write [4k+2, 4k+4) (a store before
 * the next instruction); for both [4k, 4k+4).  Uses at most `window` instructions apart in one
 * block share a piece (no reload between); when such pieces alone cannot be coloured, the
 * allocation is redone with one piece per instruction. */
#include <stdio.h>

#include "alloc.h"

#define KO_INF UINT32_MAX

struct ko_node {
	uint32_t iv;         /* its interval in the ko_alloc */
	uint32_t alias;      /* the node it was coalesced into (itself if none) */
	uint32_t *adj, nadj, adjcap;
	uint32_t degree;
	double cost;
	int16_t color;
	uint8_t file, calls, piece, removed;
	uint64_t clob; /* registers an instruction inside its lifetime clobbers (ko__clobbers) */
};

struct ko_graph {
	struct ko_alloc *a;
	struct ko_node *n;
	uint32_t nn, ncap;
	uint32_t *node_of; /* per virtual register: its node, or KO_INF */
	uint32_t *mark, stamp;
	uint8_t *spilled;  /* per virtual register: spilled everywhere (kept across rounds) */
	int16_t *lastcolor; /* per virtual register: the colour its last piece got, or -1 */
	uint32_t coalesced;
	uint32_t window; /* uses of a spilled value this close share one piece */
};

/* ---- intervals (as linear scan builds them) ------------------------------------------------- */
static int ko__color_build(struct ko_alloc *a)
{
	struct ko_prog *p = a->p;
	uint32_t w = p->words;
	uint64_t *live = calloc(w ? w : 1, sizeof *live);
	if (!live)
		return -1;
	for (uint32_t b = p->nblocks; b-- > 0;) {
		struct ko_block *bl = &p->blocks[b];
		uint32_t from = 4 * bl->first, to = 4 * (bl->last + 1);
		memcpy(live, bl->liveout, w * sizeof *live);
		for (uint32_t i = 0; i < w; i++)
			for (uint64_t m = live[i]; m; m &= m - 1)
				ko__add_range(a, (uint32_t)(i * 64 + __builtin_ctzll(m)), from, to);
		for (uint32_t k = bl->last + 1; k-- > bl->first;) {
			struct ko_ins *x = &p->ins[k];
			struct ko_regs r;
			ko__regs(p, x, &r);
			uint32_t pos = 4 * k;
			for (int d = 0; d < r.ndef; d++) {
				ko__def(a, r.def[d] - KO_VREG0, pos + 2, from);
				ko__clr(live, r.def[d] - KO_VREG0);
			}
			if (x->call >= 0)
				ko__add_call(a, pos + 1);
			uint64_t clob = ko__clobbers(p, &x->in);
			if (clob)
				ko__add_clobber(a, pos + 1, clob);
			for (int u = 0; u < r.nuse; u++) {
				ko__use(a, r.use[u] - KO_VREG0, pos, from);
				ko__set(live, r.use[u] - KO_VREG0);
			}
			if (x->call >= 0) {
				const struct ko_call *c = &p->calls[x->call];
				for (uint32_t j = 0; j < c->n; j++) {
					const struct ko_arg *g = &p->args[c->first + j];
					if (g->isimm)
						continue;
					ko__use(a, g->reg - KO_VREG0, pos, from);
					ko__set(live, g->reg - KO_VREG0);
				}
			}
			ko__hints(a, x, &r);
		}
	}
	free(live);
	return ko__finish_build(a);
}

/* ---- spilling everywhere: a spilled value's lifetime cut into pieces --------------------------- */
struct ko_cut {
	uint32_t from, to;
	int reg; /* 1: a piece in a register (a node), 0: in memory */
};

/* the ranges of src within [lo, hi) into interval dst */
static int ko__clip(struct ko_alloc *a, uint32_t dst, const struct ko_range *r, uint32_t nr, uint32_t lo, uint32_t hi)
{
	uint32_t n = 0;
	for (uint32_t i = 0; i < nr; i++)
		n += r[i].to > lo && r[i].from < hi;
	if (ko__iv_ranges(a, &a->iv[dst], n))
		return -1;
	struct ko_iv *d = &a->iv[dst];
	d->nr = 0;
	for (uint32_t i = 0; i < nr; i++)
		if (r[i].to > lo && r[i].from < hi)
			d->r[d->nr++] = (struct ko_range){r[i].from > lo ? r[i].from : lo, r[i].to < hi ? r[i].to : hi};
	return 0;
}

/* Cut virtual register v's interval into register pieces around each instruction that reads or
 * writes it and memory pieces between; the register pieces become nodes. */
static int ko__cut(struct ko_graph *g, uint32_t v)
{
	struct ko_alloc *a = g->a;
	struct ko_iv *x = &a->iv[v];
	uint32_t nr = x->nr, nu = x->nu;
	struct ko_range *orig = malloc((nr + 1) * sizeof *orig);
	struct ko_cut *cut = malloc((2 * nu + 2) * sizeof *cut);
	uint32_t *uses = malloc((nu + 1) * sizeof *uses);
	int err = !orig || !cut || !uses;
	if (err)
		goto done;
	memcpy(orig, x->r, nr * sizeof *orig);
	memcpy(uses, x->u, nu * sizeof *uses);
	/* stale: the slot does not hold the value yet (written since, and not stored): the move
	 * into the next memory piece is the store */
	uint32_t nc = 0, prev = 0, lastk = 0;
	int stale = 0;
	for (uint32_t i = 0; i < nu;) {
		uint32_t k = uses[i] / 4;
		int rd = 0, wr = 0;
		for (; i < nu && uses[i] / 4 == k; i++) {
			rd |= uses[i] % 4 == 0;
			wr |= uses[i] % 4 == 2;
		}
		uint32_t from = rd ? 4 * k : 4 * k + 2, to = wr ? 4 * k + 4 : 4 * k + 1;
		/* close to the last piece, in the same block: one piece (no reload between) */
		int near = nc && cut[nc - 1].reg && k - lastk <= g->window;
		for (uint32_t j = lastk + 1; j <= k && near; j++)
			near = !a->blockstart[j];
		lastk = k;
		if (near) {
			cut[nc - 1].to = to;
			stale |= wr;
			prev = to % 4 == 1 && !stale ? to + 1 : to;
			continue;
		}
		if (from > prev) { /* memory between: the ranges of v there */
			cut[nc++] = (struct ko_cut){prev, from, 0};
			for (uint32_t j = 0; j < nr && stale; j++)
				stale = !(orig[j].to > prev && orig[j].from < from);
		}
		cut[nc++] = (struct ko_cut){from, to, 1};
		stale |= wr;
		/* after a read of a value the slot holds, memory from the write point on: no store */
		prev = to % 4 == 1 && !stale ? to + 1 : to;
	}
	cut[nc++] = (struct ko_cut){prev, KO_INF, 0};
	/* the pieces in order: the first is v's own interval, the rest chained after it */
	uint32_t last = KO_INF;
	for (uint32_t c = 0; c < nc && !err; c++) {
		uint32_t dst;
		if (cut[c].reg) {
			dst = last == KO_INF ? v : ko__iv_new(a, v, a->iv[v].file);
			if (dst == KO_INF || ko__iv_ranges(a, &a->iv[dst], 1)) {
				err = 1;
				break;
			}
			a->iv[dst].nr = 1;
			a->iv[dst].r[0] = (struct ko_range){cut[c].from, cut[c].to};
		} else {
			uint32_t n = 0;
			for (uint32_t i = 0; i < nr; i++)
				n += orig[i].to > cut[c].from && orig[i].from < cut[c].to;
			if (!n)
				continue;
			dst = last == KO_INF ? v : ko__iv_new(a, v, a->iv[v].file);
			if (dst == KO_INF || ko__clip(a, dst, orig, nr, cut[c].from, cut[c].to)) {
				err = 1;
				break;
			}
			a->iv[dst].reg = -1;
			a->iv[dst].spilled = 1;
		}
		struct ko_iv *d = &a->iv[dst];
		d->cur = 0;
		if (dst != v) {
			d->parent = v;
			d->hint = a->iv[v].hint;
			a->iv[last].next = dst;
		}
		last = dst;
		if (cut[c].reg) {
			if (ko__grow((void **)&g->n, &g->ncap, g->nn + 1, sizeof *g->n)) {
				err = 1;
				break;
			}
			g->n[g->nn] = (struct ko_node){.iv = dst, .alias = g->nn, .color = -1, .file = d->file, .piece = 1,
						       .cost = 1e30};
			g->nn++;
		}
	}
done:
	free(orig);
	free(cut);
	free(uses);
	return err ? -1 : 0;
}

/* ---- the interference graph ------------------------------------------------------------------ */
static int ko__edge(struct ko_graph *g, uint32_t x, uint32_t y)
{
	struct ko_node *a = &g->n[x], *b = &g->n[y];
	if (ko__grow((void **)&a->adj, &a->adjcap, a->nadj + 1, sizeof *a->adj) ||
	    ko__grow((void **)&b->adj, &b->adjcap, b->nadj + 1, sizeof *b->adj))
		return -1;
	a->adj[a->nadj++] = y;
	b->adj[b->nadj++] = x;
	return 0;
}

struct ko_event {
	uint32_t from, to, node;
};
static int ko__event_cmp(const void *x, const void *y)
{
	const struct ko_event *a = x, *b = y;
	return a->from < b->from ? -1 : a->from > b->from;
}

static uint32_t ko__find(struct ko_graph *g, uint32_t x)
{
	while (g->n[x].alias != x)
		x = g->n[x].alias = g->n[g->n[x].alias].alias;
	return x;
}

/* x's list rebuilt: representatives only, each once, never x itself */
static void ko__tidy(struct ko_graph *g, uint32_t x)
{
	struct ko_node *n = &g->n[x];
	uint32_t w = 0;
	g->stamp++;
	g->mark[x] = g->stamp;
	for (uint32_t i = 0; i < n->nadj; i++) {
		uint32_t t = ko__find(g, n->adj[i]);
		if (g->mark[t] != g->stamp) {
			g->mark[t] = g->stamp;
			n->adj[w++] = t;
		}
	}
	n->nadj = w;
	n->degree = w;
}

static int ko__interference(struct ko_graph *g)
{
	struct ko_alloc *a = g->a;
	uint32_t ne = 0;
	for (uint32_t x = 0; x < g->nn; x++)
		ne += a->iv[g->n[x].iv].nr;
	struct ko_event *ev = malloc((ne + 1) * sizeof *ev), *act = malloc((ne + 1) * sizeof *act);
	int err = !ev || !act;
	ne = 0;
	for (uint32_t x = 0; x < g->nn && !err; x++) {
		const struct ko_iv *v = &a->iv[g->n[x].iv];
		for (uint32_t i = 0; i < v->nr; i++)
			ev[ne++] = (struct ko_event){v->r[i].from, v->r[i].to, x};
		g->n[x].calls = ko__next_call_in(a, v) != KO_NONE;
		g->n[x].clob = ko__clobbers_in(a, v, NULL, NULL);
	}
	if (!err)
		qsort(ev, ne, sizeof *ev, ko__event_cmp);
	uint32_t nact = 0;
	for (uint32_t e = 0; e < ne && !err; e++) {
		for (uint32_t j = 0; j < nact; j++)
			if (act[j].to <= ev[e].from)
				act[j--] = act[--nact];
		for (uint32_t j = 0; j < nact && !err; j++)
			if (act[j].node != ev[e].node && g->n[act[j].node].file == g->n[ev[e].node].file)
				err = ko__edge(g, act[j].node, ev[e].node);
		act[nact++] = ev[e];
	}
	free(ev);
	free(act);
	for (uint32_t x = 0; x < g->nn; x++)
		ko__tidy(g, x);
	return err ? -1 : 0;
}

/* the colours node x may take */
static uint64_t ko__colors(const struct ko_graph *g, uint32_t x)
{
	const struct ko_node *n = &g->n[x];
	uint64_t m = g->a->allowed[n->file];
	return (n->calls ? m & g->a->callee_saved : m) & ~n->clob;
}
static uint32_t ko__k(const struct ko_graph *g, uint32_t x) { return (uint32_t)__builtin_popcountll(ko__colors(g, x)); }

/* ---- coalescing ------------------------------------------------------------------------------- */
/* May x and y (representatives, not interfering) become one node?  Briggs: the union has fewer
 * than K neighbours of significant degree.  George: every neighbour of y already interferes with
 * x or has insignificant degree. */
static int ko__conservative(struct ko_graph *g, uint32_t x, uint32_t y, uint32_t k)
{
	g->stamp++;
	uint32_t st = g->stamp, big = 0;
	for (uint32_t i = 0; i < g->n[x].nadj; i++) {
		uint32_t t = ko__find(g, g->n[x].adj[i]);
		g->mark[t] = st;
	}
	int george = 1;
	for (uint32_t i = 0; i < g->n[y].nadj; i++) {
		uint32_t t = ko__find(g, g->n[y].adj[i]);
		if (g->mark[t] != st && g->n[t].degree >= ko__k(g, t))
			george = 0;
	}
	if (george)
		return 1;
	g->stamp++;
	for (int s = 0; s < 2; s++) {
		const struct ko_node *n = &g->n[s ? y : x];
		for (uint32_t i = 0; i < n->nadj; i++) {
			uint32_t t = ko__find(g, n->adj[i]);
			if (g->mark[t] == g->stamp)
				continue;
			g->mark[t] = g->stamp;
			big += g->n[t].degree >= ko__k(g, t);
		}
	}
	return big < k;
}

static int ko__coalesce(struct ko_graph *g)
{
	struct ko_prog *p = g->a->p;
	for (uint32_t k = 0; k < p->n; k++) {
		const kl_insn *in = &p->ins[k].in;
		const struct kl_opinfo *i = &kl_opinfo[in->op];
		if (i->name != KL_N_mov || i->shape != KL_SH_UN || in->rs1 <= KO_LP || in->rd <= KO_LP)
			continue;
		uint32_t d = g->node_of[in->rd - KO_VREG0], s = g->node_of[in->rs1 - KO_VREG0];
		if (d == KO_INF || s == KO_INF)
			continue;
		d = ko__find(g, d);
		s = ko__find(g, s);
		if (d == s || g->n[d].file != g->n[s].file)
			continue;
		int interfere = 0;
		for (uint32_t j = 0; j < g->n[d].nadj && !interfere; j++)
			interfere = ko__find(g, g->n[d].adj[j]) == s;
		if (interfere)
			continue;
		uint8_t calls = g->n[d].calls | g->n[s].calls;
		uint64_t m = g->a->allowed[g->n[d].file], clob = g->n[d].clob | g->n[s].clob;
		uint32_t kk = (uint32_t)__builtin_popcountll((calls ? m & g->a->callee_saved : m) & ~clob);
		if (!ko__conservative(g, d, s, kk))
			continue;
		/* s into d: d's list gets s's neighbours */
		struct ko_node *nd = &g->n[d], *ns = &g->n[s];
		if (ko__grow((void **)&nd->adj, &nd->adjcap, nd->nadj + ns->nadj + 1, sizeof *nd->adj))
			return -1;
		if (ns->nadj) /* (ns->adj may be NULL then) */
			memcpy(nd->adj + nd->nadj, ns->adj, ns->nadj * sizeof *ns->adj);
		nd->nadj += ns->nadj;
		nd->calls = calls;
		nd->clob = clob;
		nd->cost += ns->cost;
		ns->alias = d;
		ko__tidy(g, d);
		/* s's neighbours: s is d now (their lists are tidied before simplifying) */
		for (uint32_t j = 0; j < nd->nadj; j++) {
			struct ko_node *t = &g->n[nd->adj[j]];
			if (ko__grow((void **)&t->adj, &t->adjcap, t->nadj + 1, sizeof *t->adj))
				return -1;
			t->adj[t->nadj++] = d;
			ko__tidy(g, nd->adj[j]);
		}
		g->coalesced++;
	}
	return 0;
}

/* ---- simplify and select ----------------------------------------------------------------------- */
/* 0: coloured; 1: some nodes spilled (g->spilled updated); -1: out of memory; -2: no colouring
 * (pieces alone need more registers than there are) */
/* the colour of the node of interval iv (a hint: KO_NONE for none), or -1 while it has none */
static int ko__hint_color(struct ko_graph *g, uint32_t iv)
{
	const struct ko_alloc *a = g->a;
	if (iv == KO_NONE || iv >= a->niv || a->iv[iv].vreg >= a->p->nvr)
		return -1;
	uint32_t h = g->node_of[a->iv[iv].vreg];
	return h != KO_INF ? g->n[ko__find(g, h)].color : -1;
}

static int ko__simplify_select(struct ko_graph *g)
{
	struct ko_alloc *a = g->a;
	uint32_t nn = g->nn, nstack = 0, nwork = 0, left = 0;
	uint32_t *stack = malloc((nn + 1) * sizeof *stack), *work = malloc((nn + 1) * sizeof *work);
	if (!stack || !work) {
		free(stack);
		free(work);
		return -1;
	}
	for (uint32_t x = 0; x < nn; x++) {
		struct ko_node *n = &g->n[x];
		n->removed = n->alias != x;
		if (n->removed)
			continue;
		left++;
		if (n->degree < ko__k(g, x))
			work[nwork++] = x;
	}
	while (left) {
		uint32_t x = KO_INF;
		while (nwork && x == KO_INF) {
			x = work[--nwork];
			if (g->n[x].removed)
				x = KO_INF;
		}
		if (x == KO_INF) { /* blocked: the cheapest node per neighbour is pushed, optimistically */
			double best = 0;
			for (uint32_t y = 0; y < nn; y++) {
				const struct ko_node *n = &g->n[y];
				if (n->removed)
					continue;
				double c = n->cost / (n->degree + 1);
				if (x == KO_INF || c < best) {
					x = y;
					best = c;
				}
			}
		}
		struct ko_node *n = &g->n[x];
		n->removed = 1;
		left--;
		stack[nstack++] = x;
		for (uint32_t i = 0; i < n->nadj; i++) {
			struct ko_node *t = &g->n[n->adj[i]];
			if (t->removed)
				continue;
			if (t->degree-- == ko__k(g, n->adj[i]))
				work[nwork++] = n->adj[i];
		}
	}
	int spills = 0, stuck = 0;
	while (nstack) {
		uint32_t x = stack[--nstack];
		struct ko_node *n = &g->n[x];
		uint64_t used = 0;
		for (uint32_t i = 0; i < n->nadj; i++) {
			const struct ko_node *t = &g->n[n->adj[i]];
			if (t->color >= 0)
				used |= 1ull << t->color;
		}
		uint64_t free_ = ko__colors(g, x) & ~used;
		if (!free_) {
			if (n->piece) {
				stuck = 1;
				continue;
			}
			for (uint32_t y = 0; y < nn; y++) /* the value and all coalesced with it */
				if (ko__find(g, y) == x)
					g->spilled[a->iv[g->n[y].iv].vreg] = 1;
			spills = 1;
			continue;
		}
		/* the hint (a move's other end, an argument's register) if free, else in preference order */
		const struct ko_iv *v = &a->iv[n->iv];
		int c = -1, hint = ko__hint_color(g, v->hintiv);
		if (hint < 0)
			hint = v->hint;
		/* a piece of a spilled value: the register of another of its pieces, so that the peephole
		 * finds the value still there when nothing took the register between */
		if (n->piece && g->lastcolor[v->vreg] >= 0 && (free_ >> g->lastcolor[v->vreg] & 1))
			hint = g->lastcolor[v->vreg];
		if (hint >= 0 && hint < 64 && (free_ >> hint & 1))
			c = hint;
		/* else a commutative operation's second operand's register (x86-64: no copy first) */
		int hint2 = c < 0 ? ko__hint_color(g, v->hintiv2) : -1;
		if (hint2 >= 0 && hint2 < 64 && (free_ >> hint2 & 1))
			c = hint2;
		for (int k = 0; k < a->nregs[n->file] && c < 0; k++)
			if (free_ >> a->order[n->file][k] & 1)
				c = a->order[n->file][k];
		n->color = (int16_t)c;
		g->lastcolor[v->vreg] = (int16_t)c;
	}
	free(stack);
	free(work);
	if (spills)
		return 1;
	return stuck ? -2 : 0;
}

/* ---- one round: build, coalesce, colour ---------------------------------------------------------- */
static void ko__graph_free(struct ko_graph *g)
{
	for (uint32_t x = 0; x < g->nn; x++)
		free(g->n[x].adj);
	free(g->n);
	free(g->node_of);
	free(g->mark);
	free(g->lastcolor);
	g->lastcolor = NULL;
	g->n = NULL;
	g->node_of = g->mark = NULL;
	g->nn = g->ncap = 0;
}

static int ko__round(struct ko_graph *g)
{
	struct ko_alloc *a = g->a;
	struct ko_prog *p = a->p;
	g->node_of = malloc((p->nvr + 1) * sizeof *g->node_of);
	if (!g->node_of)
		return -1;
	for (uint32_t v = 0; v < p->nvr; v++) {
		g->node_of[v] = KO_INF;
		struct ko_iv *x = &a->iv[v];
		if (!v || !x->nr || x->pinned)
			continue;
		if (g->spilled[v]) {
			if (ko__cut(g, v))
				return -1;
			continue;
		}
		double cost = 0;
		for (uint32_t u = 0; u < x->nu; u++) {
			uint32_t d = a->depth[x->u[u] / 4];
			cost += d == 0 ? 1 : d == 1 ? 10 : d == 2 ? 100 : 1000;
		}
		if (ko__grow((void **)&g->n, &g->ncap, g->nn + 1, sizeof *g->n))
			return -1;
		g->node_of[v] = g->nn;
		g->n[g->nn] = (struct ko_node){.iv = v, .alias = g->nn, .color = -1, .file = x->file, .cost = cost};
		g->nn++;
	}
	g->mark = calloc(g->nn + 1, sizeof *g->mark);
	g->lastcolor = malloc((p->nvr + 1) * sizeof *g->lastcolor);
	if (!g->lastcolor)
		return -1;
	for (uint32_t v = 0; v < p->nvr; v++)
		g->lastcolor[v] = -1;
	if (!g->mark || ko__interference(g) || ko__coalesce(g))
		return -1;
	for (uint32_t x = 0; x < g->nn; x++)
		if (g->n[x].alias == x)
			ko__tidy(g, x);
	return ko__simplify_select(g);
}

int ko__color(struct ko_prog *p, struct ko_prog *out)
{
	ko_func *o = p->o;
	struct ko_graph g = {.window = 4};
	struct ko_alloc a;
	g.spilled = calloc(p->nvr + 1, 1);
	if (!g.spilled) {
		ko__fail(o, KL_ERR_NOMEM, "graph colouring");
		return o->err;
	}
	for (;;) {
		if (ko__alloc_init(&a, p))
			break;
		g.a = &a;
		if (ko__color_build(&a)) {
			ko__fail(o, KL_ERR_NOMEM, "live intervals");
			break;
		}
		int r = ko__round(&g);
		if (r == 0) {
			for (uint32_t x = 0; x < g.nn; x++)
				a.iv[g.n[x].iv].reg = g.n[ko__find(&g, x)].color;
			ko__graph_free(&g);
			if (!ko__resolve(&a, out)) {
				/* coalesced copies are moves of a register to itself now */
				for (uint32_t k = 0; k < out->n; k++) {
					struct ko_ins *x = &out->ins[k];
					if (x->src >= 0 && kl_opinfo[x->in.op].name == KL_N_mov && kl_opinfo[x->in.op].shape == KL_SH_UN &&
					    x->in.rd == x->in.rs1 && !x->dead) {
						x->dead = 1;
						o->stats.removed++;
					}
				}
			}
			break;
		}
		ko__graph_free(&g);
		if (r == -2 && g.window) { /* the longer pieces need too many registers: short ones */
			g.window = 0;
			ko__alloc_free(&a);
			continue;
		}
		if (r < 0) {
			if (r == -2)
				ko__fail(o, KL_ERR_REGS, "graph colouring: an instruction needs more registers than the target has");
			else
				ko__fail(o, KL_ERR_NOMEM, "graph colouring");
			break;
		}
		ko__alloc_free(&a);
		g.coalesced = 0;
	}
	ko__alloc_free(&a);
	free(g.spilled);
	return o->err;
}
