/* sched.c -- instruction scheduling of each block before allocation, by the target's machine
 * model (kiln/model.h): a list scheduler (the longest latency path to the block's end first,
 * issuing on the model's units and width) or Usuba's m-slice scheduler (seed 000: a look-behind
 * window), either one optionally bounded by register pressure; or Usuba's bitslice scheduler,
 * which places each node call (node.c) right after the definitions of its arguments.
 *
 * A block is cut into segments at calls (barriers); its label (or the entry) stays first and its
 * terminator last.  In a segment the dependences are those of registers (true, anti, output) and
 * of memory (stores in order; a load after the last store that may alias it, a store after the
 * loads since the previous store); only the order within a segment changes. */
#include "kiln/model.h"

#include "internal.h"

int ko_func_set_sched(ko_func *o, unsigned mode, int window)
{
	if (!o)
		return KL_ERR_STATE;
	unsigned m = mode & ~KO_SCHED_PRESSURE;
	if ((m != KO_SCHED_LIST && m != KO_SCHED_MSLICE && m != KO_SCHED_BITSLICE) || window < 0 || window > 64) {
		ko__fail(o, KL_ERR_OPERAND, "ko_func_set_sched: mode %#x, window %d (modes: KO_SCHED_LIST, KO_SCHED_MSLICE, "
			 "KO_SCHED_BITSLICE, maybe | KO_SCHED_PRESSURE; windows 1-64, or 0)", mode, window);
		return o->err;
	}
	o->sched_mode = mode;
	o->sched_window = window;
	return 0;
}

struct ko_edge {
	uint32_t to;
	uint8_t lat;
};

/* one instruction of the segment being scheduled */
struct ko_sched_ins {
	uint32_t ins;      /* index in p->ins */
	uint32_t first, n; /* successors: edges [first, first + n) after the CSR pass */
	uint32_t npred;    /* predecessors not yet placed */
	int32_t height;    /* longest latency path from its issue to the segment's end */
	int32_t earliest;  /* the first cycle its operands are ready */
	int32_t predpos;   /* position of the last placed predecessor it must wait for (a true
			    * dependence: latency > 0; -1: none) */
	uint8_t cls, lat;
	int8_t unit;       /* the unit it was placed on */
	int8_t memsize;    /* bytes a load or store touches (0: not memory) */
	int8_t isload;
	int32_t prevstore; /* stores: the store before it in the segment, or -1 */
	uint32_t base, basever; /* loads and stores with an immediate offset: base register and its version */
	struct ko_regs r;  /* the registers it reads and writes */
};

struct ko_sched {
	struct ko_prog *p;
	const struct kl_model *m;
	unsigned mode;
	int window, pressure;
	int limit[2];          /* allocatable registers per file */
	struct ko_sched_ins *nodes; /* the segment's nodes */
	struct ko_edge *edges, *csr;
	uint32_t nedges, edgecap;
	uint32_t *from;        /* edges' sources (parallel to edges) */
	int32_t *lastdef;      /* per register: node defining it last in the segment, or -1 */
	const struct ko_unit *units; /* node calls that stay calls (bitslice) */
	uint32_t nunits;
	int32_t *unit;         /* per node of the segment: its call, or -1 */
	uint32_t *version;     /* per register: definitions seen in the segment */
	int32_t *usehead;      /* per register: uses since its last definition (list in usepool) */
	struct { int32_t node, next; } *usepool;
	uint32_t nusepool;
	uint32_t *touched, ntouched;
	uint32_t *ready, nready;
	uint32_t *order, norder; /* the new order (node indices) */
	/* register pressure over the block */
	int32_t *remaining;      /* per register: uses left in the block */
	int8_t *vfile;           /* per register: its register file, or -1 (KO_LP, pinned values) */
	uint64_t *live;          /* bitset: values live now */
	const uint64_t *liveout;
	int nlive[2];
	int32_t busy[KL_MODEL_MAXUNITS];
	struct ko_ins *tmp;
};

static int ko__addedge(struct ko_sched *s, uint32_t from, uint32_t to, int lat)
{
	if (from == to)
		return 0;
	if (s->nedges >= s->edgecap) {
		uint32_t cap = s->edgecap ? s->edgecap * 2 : 256;
		struct ko_edge *e = realloc(s->edges, cap * sizeof *e);
		if (!e)
			return -1;
		s->edges = e;
		uint32_t *f = realloc(s->from, cap * sizeof *f);
		if (!f)
			return -1;
		s->from = f;
		s->edgecap = cap;
	}
	s->edges[s->nedges] = (struct ko_edge){.to = to, .lat = (uint8_t)lat};
	s->from[s->nedges++] = from;
	return 0;
}

static int ko__memsize(int type)
{
	switch (type) {
	case KL_C: case KL_UC: return 1;
	case KL_S: case KL_US: return 2;
	case KL_I: case KL_U: case KL_F: return 4;
	default: return 8;
	}
}

/* 1 unless both are known to touch disjoint bytes: the same base value, immediate offsets */
static int ko__may_alias(const struct ko_sched *s, const struct ko_sched_ins *a, const struct ko_sched_ins *b)
{
	if (!a->base || a->base != b->base || a->basever != b->basever)
		return 1;
	int64_t oa = s->p->ins[a->ins].in.imm, ob = s->p->ins[b->ins].in.imm;
	return oa < ob + b->memsize && ob < oa + a->memsize;
}

static void ko__touch_reg(struct ko_sched *s, uint32_t v)
{
	if (s->lastdef[v] == -1 && s->usehead[v] == -1 && s->version[v] == 0)
		s->touched[s->ntouched++] = v;
}

/* the dependence graph of nodes [0, n): edges, then successor lists (CSR) and heights */
static int ko__graph(struct ko_sched *s, uint32_t n)
{
	struct ko_prog *p = s->p;
	s->nedges = s->nusepool = s->ntouched = 0;
	int32_t laststore = -1;
	uint32_t nloads = 0; /* loads since the last store: s->order[0 .. nloads) as scratch */
	for (uint32_t k = 0; k < n; k++) {
		struct ko_sched_ins *x = &s->nodes[k];
		const struct ko_ins *in = &p->ins[x->ins];
		const struct ko_regs r = x->r;
		for (int u = 0; u < r.nuse; u++) {
			uint32_t v = r.use[u] - KO_VREG0;
			ko__touch_reg(s, v);
			if (s->lastdef[v] >= 0 && ko__addedge(s, (uint32_t)s->lastdef[v], k, s->nodes[s->lastdef[v]].lat))
				return -1;
			s->usepool[s->nusepool].node = (int32_t)k;
			s->usepool[s->nusepool].next = s->usehead[v];
			s->usehead[v] = (int32_t)s->nusepool++;
		}
		/* memory: the base's version before this instruction's own definitions */
		int sh = kl_opinfo[in->in.op].shape;
		if (sh == KL_SH_LD || sh == KL_SH_ST) {
			x->memsize = (int8_t)ko__memsize(kl_opinfo[in->in.op].type);
			x->isload = sh == KL_SH_LD;
			if (kl_opinfo[in->in.op].imm) {
				x->base = in->in.rs1;
				x->basever = s->version[in->in.rs1 - KO_VREG0];
			}
			if (x->isload) {
				/* after the last store that may alias (stores are chained: the earlier ones
				 * come before it); looking back 8 stores at most */
				int32_t st = laststore;
				for (int look = 0; st >= 0 && look < 8 && !ko__may_alias(s, &s->nodes[st], x); look++)
					st = s->nodes[st].prevstore;
				if (st >= 0 && ko__addedge(s, (uint32_t)st, k, 1))
					return -1;
				s->order[nloads++] = k;
			} else {
				if (laststore >= 0 && ko__addedge(s, (uint32_t)laststore, k, 1))
					return -1;
				/* after every load since the last store, aliasing or not: a later store
				 * then follows them too (through this one) */
				for (uint32_t l = 0; l < nloads; l++)
					if (ko__addedge(s, s->order[l], k, 0))
						return -1;
				nloads = 0;
				x->prevstore = laststore;
				laststore = (int32_t)k;
			}
		}
		for (int d = 0; d < r.ndef; d++) {
			uint32_t v = r.def[d] - KO_VREG0;
			ko__touch_reg(s, v);
			/* the output dependence, unless a use in between orders them already */
			if (s->lastdef[v] >= 0 && s->usehead[v] < 0 && ko__addedge(s, (uint32_t)s->lastdef[v], k, 1))
				return -1;
			for (int32_t u = s->usehead[v]; u >= 0; u = s->usepool[u].next)
				if (ko__addedge(s, (uint32_t)s->usepool[u].node, k, 0))
					return -1;
			s->usehead[v] = -1;
			s->lastdef[v] = (int32_t)k;
			s->version[v]++;
		}
	}
	for (uint32_t t = 0; t < s->ntouched; t++) {
		uint32_t v = s->touched[t];
		s->lastdef[v] = s->usehead[v] = -1;
		s->version[v] = 0;
	}
	/* successor lists, grouped by source (counting sort) */
	for (uint32_t k = 0; k < n; k++)
		s->nodes[k].n = s->nodes[k].npred = 0;
	for (uint32_t e = 0; e < s->nedges; e++) {
		s->nodes[s->from[e]].n++;
		s->nodes[s->edges[e].to].npred++;
	}
	uint32_t at = 0;
	for (uint32_t k = 0; k < n; k++) {
		s->nodes[k].first = at;
		at += s->nodes[k].n;
		s->nodes[k].n = 0;
	}
	struct ko_edge *c = realloc(s->csr, (s->nedges + 1) * sizeof *c);
	if (!c)
		return -1;
	s->csr = c;
	for (uint32_t e = 0; e < s->nedges; e++) {
		struct ko_sched_ins *f = &s->nodes[s->from[e]];
		c[f->first + f->n++] = s->edges[e];
	}
	/* heights: successors come later in the original order */
	for (uint32_t k = n; k-- > 0;) {
		struct ko_sched_ins *x = &s->nodes[k];
		int32_t h = x->lat;
		for (uint32_t e = 0; e < x->n; e++) {
			int32_t t = c[x->first + e].lat + s->nodes[c[x->first + e].to].height;
			if (t > h)
				h = t;
		}
		x->height = h;
	}
	return 0;
}

/* ---- register pressure ---- */
static int ko__file_of(const struct ko_sched *s, uint32_t v) { return s->vfile[v]; }
static int ko__counted(const struct ko_sched *s, uint32_t v) { return s->vfile[v] >= 0; }

/* values it would start minus values it would end, per register file */
static void ko__delta(const struct ko_sched *s, const struct ko_regs *rp, int delta[2])
{
	const struct ko_regs r = *rp;
	delta[0] = delta[1] = 0;
	for (int u = 0; u < r.nuse; u++) {
		uint32_t v = r.use[u] - KO_VREG0;
		int times = 0, first = 1;
		for (int w = 0; w < r.nuse; w++) {
			times += r.use[w] == r.use[u];
			first &= !(w < u && r.use[w] == r.use[u]);
		}
		if (first && ko__counted(s, v) && ko__bit(s->live, v) && s->remaining[v] == times && !ko__bit(s->liveout, v))
			delta[ko__file_of(s, v)]--;
	}
	for (int d = 0; d < r.ndef; d++) {
		uint32_t v = r.def[d] - KO_VREG0;
		if (ko__counted(s, v) && !ko__bit(s->live, v))
			delta[ko__file_of(s, v)]++;
	}
}

static void ko__retire(struct ko_sched *s, const struct ko_ins *in, const struct ko_regs *rp)
{
	struct ko_regs r;
	if (rp)
		r = *rp;
	else
		ko__regs(s->p, in, &r);
	for (int u = 0; u < r.nuse; u++) {
		uint32_t v = r.use[u] - KO_VREG0;
		if (--s->remaining[v] == 0 && ko__counted(s, v) && ko__bit(s->live, v) && !ko__bit(s->liveout, v)) {
			ko__clr(s->live, v);
			s->nlive[ko__file_of(s, v)]--;
		}
	}
	if (in->call >= 0) {
		const struct ko_call *c = &s->p->calls[in->call];
		for (uint32_t a = 0; a < c->n; a++) {
			const struct ko_arg *g = &s->p->args[c->first + a];
			uint32_t v = g->reg - KO_VREG0;
			if (!g->isimm && --s->remaining[v] == 0 && ko__counted(s, v) && ko__bit(s->live, v) &&
			    !ko__bit(s->liveout, v)) {
				ko__clr(s->live, v);
				s->nlive[ko__file_of(s, v)]--;
			}
		}
	}
	for (int d = 0; d < r.ndef; d++) {
		uint32_t v = r.def[d] - KO_VREG0;
		if (ko__counted(s, v) && !ko__bit(s->live, v) && (s->remaining[v] > 0 || ko__bit(s->liveout, v))) {
			ko__set(s->live, v);
			s->nlive[ko__file_of(s, v)]++;
		}
	}
}

/* 1 when placing it would take more registers than there are */
static int ko__over(const struct ko_sched *s, const struct ko_sched_ins *x, int *net)
{
	int d[2];
	ko__delta(s, &x->r, d);
	*net = d[0] + d[1];
	return (d[0] > 0 && s->nlive[0] + d[0] > s->limit[0]) || (d[1] > 0 && s->nlive[1] + d[1] > s->limit[1]);
}

/* ---- placing ---- */
static void ko__place(struct ko_sched *s, uint32_t k, int32_t cycle)
{
	struct ko_sched_ins *x = &s->nodes[k];
	for (uint32_t r = 0; r < s->nready; r++)
		if (s->ready[r] == k) {
			s->ready[r] = s->ready[--s->nready];
			break;
		}
	int32_t pos = (int32_t)s->norder;
	s->order[s->norder++] = k;
	for (uint32_t e = 0; e < x->n; e++) {
		const struct ko_edge *g = &s->csr[x->first + e];
		struct ko_sched_ins *t = &s->nodes[g->to];
		if (cycle + g->lat > t->earliest)
			t->earliest = cycle + g->lat;
		if (g->lat > 0)
			t->predpos = pos;
		if (--t->npred == 0)
			s->ready[s->nready++] = g->to;
	}
	if (s->pressure)
		ko__retire(s, &s->p->ins[x->ins], &x->r);
}

/* the best of a and b for the list scheduler: higher, then earlier in the source */
static int ko__better(const struct ko_sched *s, uint32_t a, uint32_t b)
{
	const struct ko_sched_ins *x = &s->nodes[a], *y = &s->nodes[b];
	return x->height != y->height ? x->height > y->height : a < b;
}

/* a free unit for class cls at this cycle, or -1 */
static int ko__free_unit(const struct ko_sched *s, int cls, int32_t cycle)
{
	for (unsigned u = s->m->cls[cls].units; u; u &= u - 1) {
		int k = __builtin_ctz(u);
		if (s->busy[k] <= cycle)
			return k;
	}
	return -1;
}

/* 1 when it defines a value that is not live: the only way to take another register */
static int ko__starts(const struct ko_sched *s, const struct ko_sched_ins *x)
{
	for (int d = 0; d < x->r.ndef; d++) {
		uint32_t v = x->r.def[d] - KO_VREG0;
		if (ko__counted(s, v) && !ko__bit(s->live, v))
			return 1;
	}
	return 0;
}

/* best would take more registers than there are: the highest ready instruction that starts no
 * value, else (of the first 32 ready) the one that starts fewest, else best */
static int32_t ko__relieve(struct ko_sched *s, uint32_t best)
{
	int bestnet;
	if (!ko__over(s, &s->nodes[best], &bestnet))
		return (int32_t)best;
	int32_t alt = -1;
	for (uint32_t r = 0; r < s->nready; r++) {
		uint32_t k = s->ready[r];
		if (!ko__starts(s, &s->nodes[k]) && (alt < 0 || ko__better(s, k, (uint32_t)alt)))
			alt = (int32_t)k;
	}
	if (alt >= 0)
		return alt;
	alt = (int32_t)best;
	int altnet = bestnet;
	for (uint32_t r = 0; r < s->nready && r < 32; r++) {
		uint32_t k = s->ready[r];
		int net;
		ko__over(s, &s->nodes[k], &net);
		if (net < altnet || (net == altnet && ko__better(s, k, (uint32_t)alt))) {
			alt = (int32_t)k;
			altnet = net;
		}
	}
	return alt;
}

static void ko__list(struct ko_sched *s, uint32_t n)
{
	int32_t cycle = 0;
	int issued = 0;
	memset(s->busy, 0, sizeof s->busy);
	while (s->norder < n) {
		int32_t best = -1, bestunit = -1;
		int32_t next = INT32_MAX; /* the next cycle something could start */
		for (uint32_t r = 0; r < s->nready; r++) {
			uint32_t k = s->ready[r];
			const struct ko_sched_ins *x = &s->nodes[k];
			int unit = x->earliest <= cycle ? ko__free_unit(s, x->cls, cycle) : -1;
			if (unit < 0) {
				int32_t t = x->earliest > cycle ? x->earliest : cycle + 1;
				if (t < next)
					next = t;
				continue;
			}
			if (best < 0 || ko__better(s, k, (uint32_t)best)) {
				best = (int32_t)k;
				bestunit = unit;
			}
		}
		if (best >= 0 && s->pressure) {
			int32_t alt = ko__relieve(s, (uint32_t)best);
			if (alt != best) {
				/* a stall costs less than a spill */
				best = alt;
				const struct ko_sched_ins *x = &s->nodes[best];
				if (x->earliest > cycle) {
					cycle = x->earliest;
					issued = 0;
				}
				while ((bestunit = ko__free_unit(s, x->cls, cycle)) < 0) {
					cycle++;
					issued = 0;
				}
			}
		}
		if (best < 0) {
			cycle = next == INT32_MAX ? cycle + 1 : next;
			issued = 0;
			continue;
		}
		struct ko_sched_ins *x = &s->nodes[best];
		x->unit = (int8_t)bestunit;
		s->busy[bestunit] = cycle + s->m->cls[x->cls].occupancy;
		ko__place(s, (uint32_t)best, cycle);
		if (++issued >= s->m->issue_width) {
			cycle++;
			issued = 0;
		}
	}
}

/* Usuba's m-slice scheduler: the first ready instruction in source order with no data hazard (a
 * true dependence) on the last w placed and a unit left free by the last min(w, width - 1) of
 * them (those it could share an issue cycle with: on a machine of width 2 with two ALUs a window
 * of 2 ALU instructions would otherwise leave no unit, and seed 000's own example -- window 2
 * gives a1 a2 c1 b1 b2 c2 -- could not come out); w from the window down to 1; then the first
 * ready one. */
static void ko__mslice(struct ko_sched *s, uint32_t n)
{
	int width = s->m->issue_width;
	while (s->norder < n) {
		int32_t pick = -1;
		int pos = (int)s->norder;
		int top = s->window < pos ? s->window : pos;
		for (int w = top; w >= 1 && pick < 0; w--) {
			int k = w < width - 1 ? w : width - 1;
			unsigned used = 0;
			for (int j = pos - k; j < pos; j++)
				used |= 1u << s->nodes[s->order[j]].unit;
			for (uint32_t r = 0; r < s->nready; r++) {
				uint32_t c = s->ready[r];
				const struct ko_sched_ins *x = &s->nodes[c];
				if (x->predpos >= pos - w || !(s->m->cls[x->cls].units & ~used))
					continue;
				if (s->pressure) {
					int net;
					if (ko__over(s, x, &net))
						continue;
				}
				if (pick < 0 || c < (uint32_t)pick)
					pick = (int32_t)c;
			}
		}
		if (pick < 0)
			for (uint32_t r = 0; r < s->nready; r++)
				if (pick < 0 || s->ready[r] < (uint32_t)pick)
					pick = (int32_t)s->ready[r];
		/* its unit: one the instructions it may issue with leave free */
		struct ko_sched_ins *x = &s->nodes[pick];
		unsigned used = 0, mask = s->m->cls[x->cls].units;
		for (int j = pos - (width - 1 < pos ? width - 1 : pos); j < pos; j++)
			used |= 1u << s->nodes[s->order[j]].unit;
		x->unit = (int8_t)__builtin_ctz(mask & ~used ? mask & ~used : mask);
		ko__place(s, (uint32_t)pick, 0);
	}
}

/* Usuba's bitslice scheduler (seed 000): for each node call in order, the definitions of its
 * arguments not placed yet (with what they depend on, in source order) right before it, then
 * the call's instructions; the rest in source order at the end.  Every dependence is kept: a
 * definition is placed only after its own predecessors. */
static int ko__bitslice(struct ko_sched *s, uint32_t n)
{
	uint32_t *pstart = malloc((n + 1) * sizeof *pstart), *fill = calloc(n + 1, sizeof *fill);
	uint32_t *preds = malloc((s->nedges + 1) * sizeof *preds), *stack = malloc((n + 1) * sizeof *stack);
	uint32_t *iter = calloc(n + 1, sizeof *iter);
	uint8_t *done = calloc(n + 1, 1);
	int ok = pstart && fill && preds && stack && iter && done;
	if (ok) {
		pstart[0] = 0;
		for (uint32_t k = 0; k < n; k++)
			pstart[k + 1] = pstart[k] + s->nodes[k].npred;
		/* predecessors in source order: sources visited in order */
		for (uint32_t k = 0; k < n; k++)
			for (uint32_t e = 0; e < s->nodes[k].n; e++) {
				uint32_t t = s->csr[s->nodes[k].first + e].to;
				preds[pstart[t] + fill[t]++] = k;
			}
		s->norder = 0;
		for (uint32_t k = 0; k < n; k++) {
			if (s->unit[k] < 0 || done[k])
				continue;
			uint32_t z = k;
			while (z < n && s->unit[z] == s->unit[k])
				z++;
			/* the call's arguments (and everything they need), depth first */
			for (uint32_t m = k; m < z; m++)
				for (uint32_t q = pstart[m]; q < pstart[m + 1]; q++) {
					uint32_t r = preds[q];
					if (done[r] || (r >= k && r < z))
						continue;
					uint32_t sp = 0;
					stack[sp++] = r;
					while (sp) {
						uint32_t t = stack[sp - 1];
						while (iter[t] < pstart[t + 1] - pstart[t] && done[preds[pstart[t] + iter[t]]])
							iter[t]++;
						if (iter[t] < pstart[t + 1] - pstart[t]) {
							stack[sp++] = preds[pstart[t] + iter[t]];
							continue;
						}
						sp--;
						if (!done[t]) {
							done[t] = 1;
							s->order[s->norder++] = t;
						}
					}
				}
			for (uint32_t m = k; m < z; m++)
				if (!done[m]) {
					done[m] = 1;
					s->order[s->norder++] = m;
				}
		}
		for (uint32_t k = 0; k < n; k++)
			if (!done[k])
				s->order[s->norder++] = k;
	}
	free(pstart), free(fill), free(preds), free(stack), free(iter), free(done);
	return ok ? 0 : -1;
}

/* the node call record rec belongs to, or -1 */
static int32_t ko__unit_of(const struct ko_sched *s, int32_t rec)
{
	if (rec < 0)
		return -1;
	uint32_t lo = 0, hi = s->nunits;
	while (lo < hi) {
		uint32_t mid = (lo + hi) / 2;
		if (s->units[mid].end <= (uint32_t)rec)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < s->nunits && s->units[lo].first <= (uint32_t)rec ? (int32_t)lo : -1;
}

/* schedule instructions [a, b) of the program (no barrier among them) */
static int ko__segment(struct ko_sched *s, uint32_t a, uint32_t b)
{
	struct ko_prog *p = s->p;
	uint32_t n = 0;
	for (uint32_t k = a; k < b; k++) {
		if (p->ins[k].dead)
			continue;
		int cls = kl_iclass_of(p->ins[k].in.op);
		s->nodes[n] = (struct ko_sched_ins){.ins = k, .cls = (uint8_t)cls, .lat = s->m->cls[cls].latency,
					       .predpos = -1, .prevstore = -1};
		ko__regs(p, &p->ins[k], &s->nodes[n++].r);
	}
	if (n < 2)
		goto retire;
	if (ko__graph(s, n))
		return -1;
	s->nready = s->norder = 0;
	for (uint32_t k = 0; k < n; k++)
		if (s->nodes[k].npred == 0)
			s->ready[s->nready++] = k;
	if ((s->mode & ~KO_SCHED_PRESSURE) == KO_SCHED_BITSLICE) {
		int any = 0;
		for (uint32_t k = 0; k < n; k++)
			any |= (s->unit[k] = ko__unit_of(s, p->ins[s->nodes[k].ins].rec)) >= 0;
		if (!any)
			return 0; /* no call: source order */
		if (ko__bitslice(s, n))
			return -1;
	} else if ((s->mode & ~KO_SCHED_PRESSURE) == KO_SCHED_MSLICE) {
		ko__mslice(s, n);
	} else {
		ko__list(s, n);
	}
	/* the new order, then the dead ones */
	uint32_t t = 0;
	for (uint32_t k = 0; k < n; k++)
		s->tmp[t++] = p->ins[s->nodes[s->order[k]].ins];
	for (uint32_t k = a; k < b; k++)
		if (p->ins[k].dead)
			s->tmp[t++] = p->ins[k];
	if (b > a)
		memcpy(&p->ins[a], s->tmp, (b - a) * sizeof *s->tmp);
	return 0;
retire:
	if (s->pressure)
		for (uint32_t k = 0; k < n; k++)
			ko__retire(s, &p->ins[s->nodes[k].ins], &s->nodes[k].r);
	return 0;
}

static int ko__is_barrier(const kl_insn *in) { return kl_opinfo[in->op].shape == KL_SH_CALL; }

/* the uses of every register in block b (for the pressure bound), and its live-in values */
static void ko__pressure_begin(struct ko_sched *s, const struct ko_block *bl)
{
	struct ko_prog *p = s->p;
	for (uint32_t k = bl->first; k <= bl->last; k++) {
		if (p->ins[k].dead)
			continue;
		struct ko_regs r;
		ko__regs(p, &p->ins[k], &r);
		for (int u = 0; u < r.nuse; u++)
			s->remaining[r.use[u] - KO_VREG0]++;
		if (p->ins[k].call >= 0) {
			const struct ko_call *c = &p->calls[p->ins[k].call];
			for (uint32_t a = 0; a < c->n; a++)
				if (!p->args[c->first + a].isimm)
					s->remaining[p->args[c->first + a].reg - KO_VREG0]++;
		}
	}
	memcpy(s->live, bl->livein, p->words * sizeof *s->live);
	s->liveout = bl->liveout;
	s->nlive[0] = s->nlive[1] = 0;
	for (uint32_t v = 1; v < p->nvr; v++)
		if (ko__bit(s->live, v) && ko__counted(s, v))
			s->nlive[ko__file_of(s, v)]++;
}

static void ko__pressure_end(struct ko_sched *s, const struct ko_block *bl)
{
	struct ko_prog *p = s->p;
	for (uint32_t k = bl->first; k <= bl->last; k++) {
		struct ko_regs r;
		ko__regs(p, &p->ins[k], &r);
		for (int u = 0; u < r.nuse; u++)
			s->remaining[r.use[u] - KO_VREG0] = 0;
		if (p->ins[k].call >= 0) {
			const struct ko_call *c = &p->calls[p->ins[k].call];
			for (uint32_t a = 0; a < c->n; a++)
				if (!p->args[c->first + a].isimm)
					s->remaining[p->args[c->first + a].reg - KO_VREG0] = 0;
		}
	}
}

void ko__sched(struct ko_prog *p)
{
	ko_func *o = p->o;
	const struct kl_model *m = o->model ? o->model : kl_model_get(p->target);
	if (!m || p->n < 3 || !p->nblocks)
		return;
	struct ko_sched s = {.p = p, .m = m};
	s.mode = o->sched_mode ? o->sched_mode : KO_SCHED_LIST | KO_SCHED_PRESSURE;
	s.window = o->sched_window ? o->sched_window : KO_SCHED_WINDOW;
	s.pressure = (s.mode & KO_SCHED_PRESSURE) != 0;
	if ((s.mode & ~KO_SCHED_PRESSURE) == KO_SCHED_BITSLICE) {
		s.pressure = 0; /* the order is the calls' */
		s.units = ko__node_units(o, &s.nunits);
		if (!s.nunits)
			return;
	}
	s.limit[0] = p->ti->ntemps + p->ti->nvars;
	s.limit[1] = p->ti->nftemps + p->ti->nfvars;
	s.nodes = malloc(p->n * sizeof *s.nodes);
	s.lastdef = malloc(p->nvr * sizeof *s.lastdef);
	s.usehead = malloc(p->nvr * sizeof *s.usehead);
	s.version = calloc(p->nvr, sizeof *s.version);
	s.usepool = malloc(4 * (size_t)p->n * sizeof *s.usepool);
	s.touched = malloc(3 * (size_t)p->nvr * sizeof *s.touched + 4 * sizeof *s.touched);
	s.ready = malloc(p->n * sizeof *s.ready);
	s.order = malloc(p->n * sizeof *s.order);
	s.remaining = calloc(p->nvr, sizeof *s.remaining);
	s.live = calloc(p->words + 1, sizeof *s.live);
	s.tmp = malloc(p->n * sizeof *s.tmp);
	s.vfile = malloc(p->nvr + 1);
	s.unit = malloc((p->n + 1) * sizeof *s.unit);
	if (!s.nodes || !s.lastdef || !s.usehead || !s.version || !s.usepool || !s.touched || !s.ready || !s.order ||
	    !s.remaining || !s.live || !s.tmp || !s.vfile || !s.unit) {
		ko__fail(o, KL_ERR_NOMEM, "the scheduler's tables");
		goto out;
	}
	for (uint32_t v = 0; v < p->nvr; v++) {
		s.lastdef[v] = s.usehead[v] = -1;
		s.vfile[v] = (int8_t)(v == 0 || o->vr[v].pin >= 0 ? -1 : ko__file(o->vr[v].cls));
	}
	for (uint32_t b = 0; b < p->nblocks && !o->err; b++) {
		const struct ko_block *bl = &p->blocks[b];
		uint32_t first = bl->first, end = bl->last + 1;
		const kl_insn *in = &p->ins[first].in;
		if (in->op == KL_OP_label || (in->flags & KO_F_ENTRY))
			first++;
		if (end > first && ko__ends_block(&p->ins[end - 1].in))
			end--;
		if (s.pressure)
			ko__pressure_begin(&s, bl);
		for (uint32_t a = first; a < end;) {
			uint32_t z = a;
			while (z < end && !ko__is_barrier(&p->ins[z].in))
				z++;
			if (ko__segment(&s, a, z)) {
				ko__fail(o, KL_ERR_NOMEM, "the scheduler's graph");
				break;
			}
			if (z < end && s.pressure)
				ko__retire(&s, &p->ins[z], NULL);
			a = z + 1;
		}
		if (s.pressure)
			ko__pressure_end(&s, bl);
	}
out:
	free(s.nodes);
	free(s.lastdef);
	free(s.usehead);
	free(s.version);
	free(s.usepool);
	free(s.touched);
	free(s.ready);
	free(s.order);
	free(s.remaining);
	free(s.live);
	free(s.tmp);
	free(s.vfile);
	free(s.unit);
	free(s.edges);
	free(s.from);
	free(s.csr);
}
