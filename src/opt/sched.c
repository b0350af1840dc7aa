/* sched.c -- instruction scheduling of each block before allocation, by the target's machine
 * model (kiln/model.h): a list scheduler (the longest latency path to the block's end first,
 * issuing on the model's units and width) or Usuba's m-slice scheduler (seed 000: a look-behind
 * window), either one optionally bounded by register pressure; or Usuba's bitslice scheduler,
 * which places each node call (node.c) right after the definitions of its arguments, the calls
 * in source order or (wave) in a wavefront order across rounds.
 *
 * A block is cut into segments at calls (barriers); its label (or the entry) stays first and its
 * terminator last.  In a segment the dependences are those of registers (true, anti, output) and
 * of memory (stores in order; a load after the last store that may alias it, a store after the
 * loads since the previous store); only the order within a segment changes.
 *
 * The same list scheduler runs again after allocation on cores that issue in order
 * (ko__postsched, KO_POSTSCHED), over the machine registers and spill slots. */
#include "kiln/model.h"

#include "internal.h"

int ko_func_set_sched(ko_func *o, unsigned mode, int window)
{
	if (!o)
		return KL_ERR_STATE;
	unsigned m = mode & ~KO_SCHED_PRESSURE;
	if (mode == 0 && window == 0) { /* back to the default per function */
		o->sched_mode = 0;
		o->sched_window = 0;
		return 0;
	}
	if ((m != KO_SCHED_LIST && m != KO_SCHED_MSLICE && m != KO_SCHED_BITSLICE && m != KO_SCHED_WAVE) || window < 0 ||
	    window > 64) {
		ko__fail(o, KL_ERR_OPERAND, "ko_func_set_sched: mode %#x, window %d (modes: KO_SCHED_LIST, KO_SCHED_MSLICE, "
			 "KO_SCHED_BITSLICE, KO_SCHED_WAVE, maybe | KO_SCHED_PRESSURE, or 0 and 0 for the default; windows "
			 "1-64, or 0)", mode, window);
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
	int8_t slot;       /* a spill slot's store or reload (KO_F_SLOT: imm is the slot) */
	int32_t prevstore; /* stores: the store before it in the segment, or -1 */
	uint32_t base, basever; /* loads and stores at base + immediate: 1 + the base register, and its
				 * version; 0: the address is not known that way */
	struct ko_regs r;  /* the registers it reads and writes */
};

struct ko_sched {
	struct ko_prog *p;
	const struct kl_model *m;
	int keep;              /* keep the source order unless the new one issues sooner (ko__span) */
	int twoop;             /* bitslice/wave on a two-operand target: each call's own order is the
				* one needing the fewest copies (ko__unit_order); s->live is kept */
	uint32_t rbase;        /* register numbers index the tables from here: KO_VREG0, or 0 for the
				* machine-level program (ko__postsched) */
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
	/* register pressure over the segment (KO_SCHED_PRESSURE) */
	int8_t *vfile;           /* per register: its register file, or -1 (KO_LP, pinned values) */
	uint64_t *live;          /* bitset: registers live at the end of the segment being scheduled */
	struct ko_val *vals;     /* node k's definitions: 2k, 2k + 1; then the values live into it */
	int32_t *cur;            /* per register: the value it holds now, or -1 */
	int32_t *init;           /* per register touched: its value live into the segment, or -1 */
	uint32_t *ptouched, nptouched;
	int32_t *pl[2];          /* values live after the first k source instructions, per file */
	int32_t *tmin[2], *tadd[2]; /* the bound's trees, per file */
	uint8_t *placed;
	uint32_t front, segn;    /* the first node not placed; the segment's nodes */
	uint32_t *stamp, step;   /* m-slice: nodes found to break the bound at this step */
	int fits;                /* the source order fits the registers: the free rule */
	int peak[2];             /* the most values live in the order being made */
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

/* 1 unless both are known to touch disjoint bytes: two spill slots apart, a spill slot and
 * anything else (no address of a slot is ever taken), or the same base value with immediate
 * offsets apart */
static int ko__may_alias(const struct ko_sched *s, const struct ko_sched_ins *a, const struct ko_sched_ins *b)
{
	int64_t oa = s->p->ins[a->ins].in.imm, ob = s->p->ins[b->ins].in.imm;
	if (a->slot || b->slot)
		return a->slot && b->slot && oa == ob;
	if (!a->base || a->base != b->base || a->basever != b->basever)
		return 1;
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
			uint32_t v = r.use[u] - s->rbase;
			ko__touch_reg(s, v);
			if (s->lastdef[v] >= 0 && ko__addedge(s, (uint32_t)s->lastdef[v], k, s->nodes[s->lastdef[v]].lat))
				return -1;
			s->usepool[s->nusepool].node = (int32_t)k;
			s->usepool[s->nusepool].next = s->usehead[v];
			s->usehead[v] = (int32_t)s->nusepool++;
		}
		/* memory: the base's version before this instruction's own definitions.  Loads are
		 * every shape that reads memory: ld, and the scaled-index and load-and-op forms
		 * (fuse_mem.c makes them after this pass, but a client may record them) */
		int sh = kl_opinfo[in->in.op].shape;
		int ld = sh == KL_SH_LD || sh == KL_SH_LDX || sh == KL_SH_LOP;
		if (ld || sh == KL_SH_ST) {
			x->memsize = (int8_t)ko__memsize(kl_opinfo[in->in.op].type);
			x->isload = (int8_t)ld;
			x->slot = (in->in.flags & KO_F_SLOT) != 0;
			/* base + immediate: ld and st's immediate forms, and a load-and-op's */
			if (kl_opinfo[in->in.op].imm) {
				uint32_t base = sh == KL_SH_LOP ? in->in.rs2 : in->in.rs1;
				x->base = base - s->rbase + 1;
				x->basever = s->version[base - s->rbase];
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
			uint32_t v = r.def[d] - s->rbase;
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

/* ---- register pressure (KO_SCHED_PRESSURE) ----
 * The bound compares every order with the source order of the segment.  A value is one
 * definition (or a register live into the segment) with its uses in the segment; it is live from
 * its definition to its last use, or to the end when the segment's live-out set needs it.  pl[k]
 * is the number live (per register file) after the first k instructions of the source order, and
 * slack[k] = max(registers - pl[k], 0).
 *
 * Where the source order fits the registers (pl[k] <= registers for every k, in both files), the
 * scheduler places freely as long as the values live stay within the registers (what a placement
 * starts and ends, counted exactly); if it ends over them anyway, the segment is scheduled again
 * by the strict rule.  Elsewhere (bitsliced code) the strict rule: a partial schedule S has a
 * frontier f (the first source instruction not placed; all before it are) and hoisted values:
 * live ones defined by placed instructions past f.  Completing S in source order, after the
 * source's k-th instruction it has at most pl[k] + (hoisted values defined at k or later) live.
 * The scheduler keeps that within max(registers, pl[k]) for every k >= f: no hoisted value where
 * the source order has no free register.  The frontier's instruction is always ready and always
 * keeps the bound (it hoists nothing), so there is always a choice, and the order never has more
 * values live than max(registers, the source order's most) in either file.  The check is a tree
 * over k holding slack[k] minus the hoisted values defined at k or later (range add, range
 * minimum). */
#define KO_MAXUSES 68 /* four operands and 64 call arguments */
struct ko_val {
	int32_t def;    /* node defining it; -1: live into the segment */
	uint32_t rem;   /* uses not yet placed */
	uint32_t uses;  /* uses in the segment */
	uint8_t after;  /* needed after the segment */
	uint8_t live, file;
};

/* a node's register operands for the pressure count: its uses (with call arguments) */
static int ko__uses(const struct ko_sched *s, const struct ko_sched_ins *x, uint32_t *use)
{
	int n = 0;
	for (int u = 0; u < x->r.nuse; u++)
		use[n++] = x->r.use[u] - KO_VREG0;
	const struct ko_ins *in = &s->p->ins[x->ins];
	if (in->call >= 0) {
		const struct ko_call *c = &s->p->calls[in->call];
		for (uint32_t a = 0; a < c->n && n < KO_MAXUSES; a++)
			if (!s->p->args[c->first + a].isimm)
				use[n++] = s->p->args[c->first + a].reg - KO_VREG0;
	}
	return n;
}

/* tree t (a file): add d to positions [0, hi] */
static void ko__tree_add(struct ko_sched *s, int t, uint32_t node, uint32_t lo, uint32_t hi, uint32_t to, int32_t d)
{
	int32_t *mn = s->tmin[t], *ad = s->tadd[t];
	if (hi <= to) {
		mn[node] += d;
		ad[node] += d;
		return;
	}
	uint32_t mid = (lo + hi) / 2;
	ko__tree_add(s, t, 2 * node, lo, mid, to, d);
	if (to > mid)
		ko__tree_add(s, t, 2 * node + 1, mid + 1, hi, to, d);
	int32_t a = mn[2 * node], b = mn[2 * node + 1];
	mn[node] = (a < b ? a : b) + ad[node];
}

/* tree t: the minimum of positions [a, b] (a <= b) */
static int32_t ko__tree_range(const struct ko_sched *s, int t, uint32_t node, uint32_t lo, uint32_t hi, uint32_t a,
			      uint32_t b)
{
	if (a <= lo && hi <= b)
		return s->tmin[t][node];
	uint32_t mid = (lo + hi) / 2;
	int32_t m = INT32_MAX;
	if (a <= mid)
		m = ko__tree_range(s, t, 2 * node, lo, mid, a, b);
	if (b > mid) {
		int32_t r = ko__tree_range(s, t, 2 * node + 1, mid + 1, hi, a, b);
		m = r < m ? r : m;
	}
	return m + s->tadd[t][node];
}

static void ko__tree_build(struct ko_sched *s, int t, uint32_t node, uint32_t lo, uint32_t hi)
{
	s->tadd[t][node] = 0;
	if (lo == hi) {
		int32_t sl = s->limit[t] - s->pl[t][lo];
		s->tmin[t][node] = sl > 0 ? sl : 0;
		return;
	}
	uint32_t mid = (lo + hi) / 2;
	ko__tree_build(s, t, 2 * node, lo, mid);
	ko__tree_build(s, t, 2 * node + 1, mid + 1, hi);
	int32_t a = s->tmin[t][2 * node], b = s->tmin[t][2 * node + 1];
	s->tmin[t][node] = a < b ? a : b;
}

/* the value that use u of x reads the last time: 1 when x ends it */
static int ko__ends(const struct ko_sched *s, const uint32_t *use, int nuse, int u)
{
	uint32_t v = use[u];
	int32_t id = s->cur[v];
	if (id < 0)
		return 0;
	int times = 0;
	for (int w = 0; w < nuse; w++) {
		if (use[w] == v && w < u)
			return 0; /* counted at its first mention */
		times += use[w] == v;
	}
	const struct ko_val *x = &s->vals[id];
	return x->live && !x->after && x->rem == (uint32_t)times;
}

/* the effect of placing node k on the trees (sign 1), or its undoing (-1) */
static void ko__effect(struct ko_sched *s, uint32_t k, int sign)
{
	if (s->fits)
		return;
	const struct ko_sched_ins *x = &s->nodes[k];
	uint32_t use[KO_MAXUSES];
	int nuse = ko__uses(s, x, use);
	for (int u = 0; u < nuse; u++) {
		if (s->vfile[use[u]] < 0 || !ko__ends(s, use, nuse, u))
			continue;
		const struct ko_val *v = &s->vals[s->cur[use[u]]];
		if (v->def >= 0)
			ko__tree_add(s, v->file, 1, 0, s->segn, (uint32_t)v->def, sign);
	}
	for (int d = 0; d < x->r.ndef; d++) {
		const struct ko_val *v = &s->vals[2 * k + (uint32_t)d];
		if (s->vfile[x->r.def[d] - KO_VREG0] >= 0 && (v->uses || v->after))
			ko__tree_add(s, v->file, 1, 0, s->segn, k, -sign);
	}
}

/* the values placing node k would start (those read in the segment or needed after it), per file */
static void ko__starts(const struct ko_sched *s, uint32_t k, int n[2])
{
	const struct ko_sched_ins *x = &s->nodes[k];
	n[0] = n[1] = 0;
	for (int j = 0; j < x->r.ndef; j++) {
		const struct ko_val *v = &s->vals[2 * k + (uint32_t)j];
		if (s->vfile[x->r.def[j] - KO_VREG0] >= 0 && (v->uses || v->after))
			n[v->file]++;
	}
}

/* the values placing node k would start minus those it would end, per file */
static void ko__delta(const struct ko_sched *s, uint32_t k, int d[2])
{
	uint32_t use[KO_MAXUSES];
	int nuse = ko__uses(s, &s->nodes[k], use);
	ko__starts(s, k, d);
	for (int u = 0; u < nuse; u++)
		if (s->vfile[use[u]] >= 0 && ko__ends(s, use, nuse, u))
			d[s->vals[s->cur[use[u]]].file]--;
}

/* 1 when placing node k keeps the bound */
static int ko__safe(struct ko_sched *s, uint32_t k)
{
	if (s->fits) { /* the source order fits: stay within the registers */
		int d[2];
		ko__delta(s, k, d);
		return (d[0] <= 0 || s->nlive[0] + d[0] <= s->limit[0]) && (d[1] <= 0 || s->nlive[1] + d[1] <= s->limit[1]);
	}
	if (k == s->front)
		return 1; /* it hoists nothing, and the values it ends only free registers */
	/* What ko__effect(s, k, 1) would do to positions [front, segn], read off the trees without
	 * changing them: each value k defines takes one from every position up to k, each value it
	 * ends gives one back to the positions up to its definition (before k).  Beyond k nothing
	 * changes, and the trees are never below 0 from the front on (every placement keeps them so;
	 * the front's touches only positions it leaves behind).  So position x in [front, k] needs
	 * slack(x) >= D - (the ended values defined at or after x): the ranges where that is > 0. */
	const struct ko_sched_ins *x = &s->nodes[k];
	int need[2], ne[2] = {0, 0};
	uint32_t ends[2][KO_MAXUSES];
	ko__starts(s, k, need);
	if (!need[0] && !need[1])
		return 1; /* it only ends values: every position gains */
	uint32_t use[KO_MAXUSES];
	int nuse = ko__uses(s, x, use);
	for (int u = 0; u < nuse; u++) {
		if (s->vfile[use[u]] < 0 || !ko__ends(s, use, nuse, u))
			continue;
		const struct ko_val *v = &s->vals[s->cur[use[u]]];
		if (v->def >= (int32_t)s->front)
			ends[v->file][ne[v->file]++] = (uint32_t)v->def;
	}
	for (int t = 0; t < 2; t++) {
		if (!need[t])
			continue;
		/* the ended values' definitions, latest first: between consecutive ones the gain is
		 * constant */
		for (int i = 1; i < ne[t]; i++)
			for (int j = i; j > 0 && ends[t][j - 1] < ends[t][j]; j--) {
				uint32_t c = ends[t][j];
				ends[t][j] = ends[t][j - 1], ends[t][j - 1] = c;
			}
		uint32_t hi = k;
		for (int gain = 0; gain < need[t]; gain++) {
			uint32_t lo = gain < ne[t] ? ends[t][gain] + 1 : s->front; /* (ends[gain], hi] */
			if (lo <= hi && ko__tree_range(s, t, 1, 0, s->segn, lo, hi) < need[t] - gain)
				return 0;
			if (gain >= ne[t])
				break;
			hi = ends[t][gain];
		}
	}
	return 1;
}

/* place node k in the value count (and, with trees, in the bound's trees) */
static void ko__count(struct ko_sched *s, uint32_t k, int trees)
{
	const struct ko_sched_ins *x = &s->nodes[k];
	uint32_t use[KO_MAXUSES];
	int nuse = ko__uses(s, x, use);
	if (trees)
		ko__effect(s, k, 1);
	for (int u = 0; u < nuse; u++) {
		if (s->vfile[use[u]] < 0 || s->cur[use[u]] < 0)
			continue;
		struct ko_val *v = &s->vals[s->cur[use[u]]];
		if (--v->rem == 0 && v->live && !v->after) {
			v->live = 0;
			s->nlive[v->file]--;
		}
	}
	for (int d = 0; d < x->r.ndef; d++) {
		uint32_t r = x->r.def[d] - KO_VREG0;
		if (s->vfile[r] < 0)
			continue;
		struct ko_val *v = &s->vals[2 * k + (uint32_t)d];
		s->cur[r] = (int32_t)(2 * k + (uint32_t)d);
		v->rem = v->uses;
		if (v->uses || v->after) {
			v->live = 1;
			s->nlive[v->file]++;
		}
	}
	if (trees) {
		while (s->front < s->segn && s->placed[s->front])
			s->front++;
		for (int f = 0; f < 2; f++)
			s->peak[f] = s->nlive[f] > s->peak[f] ? s->nlive[f] : s->peak[f];
	}
}

/* the values of the segment's n nodes, live is the set live at its end; then pl (the source
 * order's counts), the trees, and the count ready for the schedule */
static void ko__pressure_begin(struct ko_sched *s, uint32_t n, const uint64_t *live)
{
	uint32_t nt = 0;
	for (uint32_t k = 0; k < n; k++) {
		struct ko_sched_ins *x = &s->nodes[k];
		uint32_t use[KO_MAXUSES];
		int nuse = ko__uses(s, x, use);
		for (int u = 0; u < nuse; u++) {
			uint32_t v = use[u];
			if (s->vfile[v] < 0)
				continue;
			if (s->cur[v] == -1) { /* live into the segment */
				s->cur[v] = (int32_t)(2 * n + nt);
				s->vals[2 * n + nt] = (struct ko_val){.def = -1, .file = (uint8_t)s->vfile[v]};
				s->init[nt] = (int32_t)(2 * n + nt);
				s->ptouched[nt++] = v;
			}
			s->vals[s->cur[v]].uses++;
		}
		for (int d = 0; d < 2; d++)
			s->vals[2 * k + (uint32_t)d] = (struct ko_val){.def = (int32_t)k};
		for (int d = 0; d < x->r.ndef; d++) {
			uint32_t v = x->r.def[d] - KO_VREG0;
			if (s->vfile[v] < 0)
				continue;
			if (s->cur[v] == -1) { /* first written here */
				s->init[nt] = -1;
				s->ptouched[nt++] = v;
			}
			s->cur[v] = (int32_t)(2 * k + (uint32_t)d);
			s->vals[s->cur[v]].file = (uint8_t)s->vfile[v];
		}
	}
	s->nptouched = nt;
	/* live at the start: the values read before any write, and those live through */
	int base[2] = {0, 0};
	for (uint32_t w = 0; w < s->p->words; w++)
		for (uint64_t b = live[w]; b; b &= b - 1) {
			uint32_t v = w * 64 + (uint32_t)__builtin_ctzll(b);
			if (v < s->p->nvr && s->vfile[v] >= 0 && s->cur[v] == -1)
				base[s->vfile[v]]++;
		}
	for (uint32_t t = 0; t < nt; t++) {
		uint32_t v = s->ptouched[t];
		s->vals[s->cur[v]].after = (uint8_t)ko__bit(live, v);
	}
	s->segn = n;
	for (int pass = 0; pass < 2; pass++) {
		s->nlive[0] = base[0];
		s->nlive[1] = base[1];
		for (uint32_t t = 0; t < nt; t++) {
			uint32_t v = s->ptouched[t];
			s->cur[v] = s->init[t];
			if (s->init[t] >= 0) {
				struct ko_val *x = &s->vals[s->init[t]];
				x->rem = x->uses;
				x->live = x->uses || x->after;
				s->nlive[x->file] += x->live;
			}
		}
		if (pass)
			break;
		s->pl[0][0] = s->nlive[0];
		s->pl[1][0] = s->nlive[1];
		for (uint32_t k = 0; k < n; k++) {
			ko__count(s, k, 0);
			s->pl[0][k + 1] = s->nlive[0];
			s->pl[1][k + 1] = s->nlive[1];
		}
	}
	s->fits = 1;
	for (uint32_t k = 0; k <= n; k++)
		s->fits &= s->pl[0][k] <= s->limit[0] && s->pl[1][k] <= s->limit[1];
	s->peak[0] = s->nlive[0];
	s->peak[1] = s->nlive[1];
	if (!s->fits) {
		ko__tree_build(s, 0, 1, 0, n);
		ko__tree_build(s, 1, 1, 0, n);
	}
	memset(s->placed, 0, n);
	s->front = 0;
}

static void ko__pressure_end(struct ko_sched *s)
{
	for (uint32_t t = 0; t < s->nptouched; t++)
		s->cur[s->ptouched[t]] = -1;
	s->nptouched = 0;
}

/* live: the set after instruction in; made the set before it */
static void ko__live_back(const struct ko_prog *p, const struct ko_ins *x, uint64_t *live)
{
	if (x->dead)
		return;
	struct ko_regs r;
	ko__regs(p, x, &r);
	for (int d = 0; d < r.ndef; d++)
		ko__clr(live, r.def[d] - KO_VREG0);
	for (int u = 0; u < r.nuse; u++)
		ko__set(live, r.use[u] - KO_VREG0);
	if (x->call >= 0) {
		const struct ko_call *c = &p->calls[x->call];
		for (uint32_t a = 0; a < c->n; a++)
			if (!p->args[c->first + a].isimm)
				ko__set(live, p->args[c->first + a].reg - KO_VREG0);
	}
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
	if (s->pressure) {
		s->placed[k] = 1;
		ko__count(s, k, 1);
	}
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

/* best would break the pressure bound: the highest ready instruction that can issue at this
 * cycle and keeps it (16 tried at most), else the frontier's, which always does */
static int32_t ko__relieve(struct ko_sched *s, uint32_t best, int32_t cycle)
{
	if (ko__safe(s, best))
		return (int32_t)best;
	int32_t alt = -1;
	int tries = 0;
	for (uint32_t r = 0; r < s->nready && tries < 16; r++) {
		uint32_t k = s->ready[r];
		const struct ko_sched_ins *x = &s->nodes[k];
		if (k == best || x->earliest > cycle || ko__free_unit(s, x->cls, cycle) < 0 ||
		    (alt >= 0 && !ko__better(s, k, (uint32_t)alt)))
			continue;
		tries++;
		if (ko__safe(s, k))
			alt = (int32_t)k;
	}
	return alt >= 0 ? alt : (int32_t)s->front;
}

/* ---- the check of KO_POSTSCHED's orders (KO_VERIFY) ----
 * Written apart from the graph: it runs both orders of a run and compares what each instruction
 * reads.  Two orders compute the same when every register read gets the same definition (or the
 * value live into the run), every register ends with the same last definition, and every load and
 * store comes after the same last store that may touch its bytes.  May touch: two spill slots
 * when they are one slot; a slot and other memory never; other memory unless both are base +
 * immediate with the same base register, holding the same definition, and disjoint bytes. */
struct ko_trace {
	int32_t *prod;   /* per node: 4 uses' definitions (node, or -1 - register: live into the run) */
	int32_t *mem;    /* per node: the last store before it that may alias (-1: none; -2: not memory) */
	int32_t *bprod;  /* per node: its base register's definition */
	int32_t last[64];
};

static int ko__trace_alias(const struct ko_sched *s, const struct ko_trace *t, uint32_t a, uint32_t b)
{
	const struct ko_sched_ins *x = &s->nodes[a], *y = &s->nodes[b];
	const kl_insn *ia = &s->p->ins[x->ins].in, *ib = &s->p->ins[y->ins].in;
	int sa = (ia->flags & KO_F_SLOT) != 0, sb = (ib->flags & KO_F_SLOT) != 0;
	if (sa || sb)
		return sa && sb && ia->imm == ib->imm;
	int fa = kl_opinfo[ia->op].imm, fb = kl_opinfo[ib->op].imm;
	uint32_t ba = kl_opinfo[ia->op].shape == KL_SH_LOP ? ia->rs2 : ia->rs1;
	uint32_t bb = kl_opinfo[ib->op].shape == KL_SH_LOP ? ib->rs2 : ib->rs1;
	if (!fa || !fb || ba != bb || t->bprod[a] != t->bprod[b])
		return 1;
	int64_t za = ko__memsize(kl_opinfo[ia->op].type), zb = ko__memsize(kl_opinfo[ib->op].type);
	return ia->imm < ib->imm + zb && ib->imm < ia->imm + za;
}

static void ko__trace(const struct ko_sched *s, uint32_t n, const uint32_t *order, struct ko_trace *t,
		      uint32_t *stores, int32_t *slotlast)
{
	uint32_t nst = 0; /* stores to other memory than spill slots; slotlast: per slot, its last store */
	for (int r = 0; r < 64; r++)
		t->last[r] = -1 - r;
	for (uint32_t q = 0; q < s->p->nslots; q++)
		slotlast[q] = -1;
	for (uint32_t j = 0; j < n; j++) {
		uint32_t k = order[j];
		const struct ko_sched_ins *x = &s->nodes[k];
		const kl_insn *in = &s->p->ins[x->ins].in;
		for (int u = 0; u < 4; u++)
			t->prod[4 * k + u] = u < x->r.nuse ? t->last[x->r.use[u]] : 0;
		int sh = kl_opinfo[in->op].shape;
		int ld = sh == KL_SH_LD || sh == KL_SH_LDX || sh == KL_SH_LOP;
		t->mem[k] = -2;
		if (ld || sh == KL_SH_ST) {
			t->bprod[k] = t->last[sh == KL_SH_LOP ? in->rs2 : in->rs1];
			t->mem[k] = -1;
			if ((in->flags & KO_F_SLOT) && (uint64_t)in->imm < s->p->nslots) {
				t->mem[k] = slotlast[in->imm];
				if (sh == KL_SH_ST)
					slotlast[in->imm] = (int32_t)k;
			} else {
				for (uint32_t q = nst; q-- > 0;)
					if (ko__trace_alias(s, t, k, stores[q])) {
						t->mem[k] = (int32_t)stores[q];
						break;
					}
				if (sh == KL_SH_ST)
					stores[nst++] = k;
			}
		}
		for (int d = 0; d < x->r.ndef; d++)
			t->last[x->r.def[d]] = (int32_t)k;
	}
}

/* 0 when s->order computes what ident (the run's own order) does; else the tier's error (a kiln
 * bug) */
static int ko__order_check(struct ko_sched *s, uint32_t n, const uint32_t *ident)
{
	ko_func *o = s->p->o;
	struct ko_trace t[2];
	int32_t *buf = malloc((size_t)n * 12 * sizeof *buf);
	uint32_t *stores = malloc((size_t)n * sizeof *stores);
	int32_t *slotlast = malloc(((size_t)s->p->nslots + 1) * sizeof *slotlast);
	if (!buf || !stores || !slotlast) {
		free(buf), free(stores), free(slotlast);
		ko__fail(o, KL_ERR_NOMEM, "the schedule check");
		return o->err;
	}
	for (int v = 0; v < 2; v++) {
		t[v].prod = buf + (size_t)n * 6 * v;
		t[v].mem = t[v].prod + 4 * (size_t)n;
		t[v].bprod = t[v].mem + n;
	}
	ko__trace(s, n, ident, &t[0], stores, slotlast);
	ko__trace(s, n, s->order, &t[1], stores, slotlast);
	const char *what = NULL;
	uint32_t bad = 0;
	for (uint32_t k = 0; k < n && !what; k++) {
		if (memcmp(&t[0].prod[4 * k], &t[1].prod[4 * k], 4 * sizeof *t[0].prod))
			what = "reads another definition of a register", bad = k;
		else if (t[0].mem[k] != t[1].mem[k])
			what = "comes after another store", bad = k;
	}
	for (int r = 0; r < 64 && !what; r++)
		if (t[0].last[r] != t[1].last[r])
			what = "leaves another last definition in its register", bad = t[0].last[r] >= 0 ? (uint32_t)t[0].last[r] : 0;
	if (what) {
		const struct ko_ins *x = &s->p->ins[s->nodes[bad].ins];
		ko__fail(o, KL_ERR_STATE, "schedule check: machine instruction %u (%s, record %d) %s in the new order",
			 s->nodes[bad].ins, kl_opcode_name(x->in.op), x->rec, what);
	}
	free(buf), free(stores), free(slotlast);
	return what ? o->err : 0;
}

/* the cycle the last result of nodes [0, n) is ready when a core issuing in order (the model's
 * width, units and latencies) runs them in this order */
static int32_t ko__span(struct ko_sched *s, uint32_t n, const uint32_t *order)
{
	int32_t t = 0, end = 0;
	int issued = 0;
	memset(s->busy, 0, sizeof s->busy);
	for (uint32_t k = 0; k < n; k++)
		s->nodes[k].earliest = 0;
	for (uint32_t k = 0; k < n; k++) {
		struct ko_sched_ins *x = &s->nodes[order[k]];
		int unit;
		if (x->earliest > t)
			t = x->earliest, issued = 0;
		while ((unit = ko__free_unit(s, x->cls, t)) < 0 || issued >= s->m->issue_width)
			t++, issued = 0;
		s->busy[unit] = t + s->m->cls[x->cls].occupancy;
		issued++;
		for (uint32_t e = 0; e < x->n; e++) {
			const struct ko_edge *g = &s->csr[x->first + e];
			if (t + g->lat > s->nodes[g->to].earliest)
				s->nodes[g->to].earliest = t + g->lat;
		}
		if (t + x->lat > end)
			end = t + x->lat;
	}
	return end;
}

/* x86-64: a ready add or subtract with carry that continues the chain of the one placed last
 * (the same carry register, read only as the carry), or -1.  Placed right after it, it takes
 * the carry from the flag (emit.c, ko__carry_link): one adc a link. */
static int32_t ko__carry_next(struct ko_sched *s)
{
	if (!s->norder)
		return -1;
	const kl_insn *prev = &s->p->ins[s->nodes[s->order[s->norder - 1]].ins].in;
	if (kl_opinfo[prev->op].shape != KL_SH_CARRY || !s->p->target || strcmp(s->p->target, "x86_64") != 0)
		return -1;
	for (uint32_t r = 0; r < s->nready; r++) {
		uint32_t k = s->ready[r];
		const kl_insn *in = &s->p->ins[s->nodes[k].ins].in;
		if (kl_opinfo[in->op].shape == KL_SH_CARRY && in->rs3 == prev->rs3 && in->rs1 != prev->rs3 &&
		    in->rs2 != prev->rs3 && (!s->pressure || ko__safe(s, k)))
			return (int32_t)k;
	}
	return -1;
}

/* node k chosen over the list's pick: the first cycle from *cycle at which it can start and a
 * unit of its class is free then; returns the unit */
static int32_t ko__take_at(struct ko_sched *s, uint32_t k, int32_t *cycle, int *issued)
{
	const struct ko_sched_ins *x = &s->nodes[k];
	int32_t unit;
	if (x->earliest > *cycle) {
		*cycle = x->earliest;
		*issued = 0;
	}
	while ((unit = ko__free_unit(s, x->cls, *cycle)) < 0) {
		(*cycle)++;
		*issued = 0;
	}
	return unit;
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
		/* a carry chain stays together; else a stall costs less than a spill */
		int32_t alt = ko__carry_next(s);
		if (alt < 0 && best >= 0 && s->pressure)
			alt = ko__relieve(s, (uint32_t)best, cycle);
		if (alt >= 0 && alt != best) {
			best = alt;
			bestunit = ko__take_at(s, (uint32_t)best, &cycle, &issued);
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
		int top = s->window < pos ? s->window : pos, tries = 0;
		for (int w = top; w >= 1 && pick < 0 && tries < 16; w--) {
			int k = w < width - 1 ? w : width - 1;
			unsigned used = 0;
			for (int j = pos - k; j < pos; j++)
				used |= 1u << s->nodes[s->order[j]].unit;
			/* the first in source order; under the pressure bound the first that keeps it */
			for (;;) {
				int32_t first = -1;
				for (uint32_t r = 0; r < s->nready; r++) {
					uint32_t c = s->ready[r];
					const struct ko_sched_ins *x = &s->nodes[c];
					if (x->predpos >= pos - w || !(s->m->cls[x->cls].units & ~used) ||
					    (s->pressure && s->stamp[c] == s->step))
						continue;
					if (first < 0 || c < (uint32_t)first)
						first = (int32_t)c;
				}
				if (first < 0)
					break;
				if (!s->pressure || ko__safe(s, (uint32_t)first)) {
					pick = first;
					break;
				}
				s->stamp[first] = s->step; /* breaks the bound: not again this step */
				if (++tries >= 16)
					break; /* 16 tried: the frontier's, below */
			}
		}
		s->step++;
		if (pick < 0) /* the first ready: the frontier, which keeps the pressure bound */
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

/* The calls of a segment for the wave scheduler: call c is nodes [first[c], first[c + 1]) of a
 * run with one s->unit, its producers the calls some node of it depends on through nodes of no
 * call; a call is placed once its producers are, the one whose producers were placed latest on
 * average first (depth first across rounds: a value's reader soon after it is made), then the
 * lower source position.  calls: the call indices in that order. */
struct ko_wave {
	uint32_t ncalls, *first, *callof, *order;
	uint32_t *pstart, *prod, *cstart, *cons, *npend, *count, *heap;
	uint64_t *sum;
	uint32_t *seen;
};

/* a before b in the wave order */
static int ko__wave_before(const struct ko_wave *w, uint32_t a, uint32_t b)
{
	uint64_t ca = w->count[a], cb = w->count[b];
	if ((ca != 0) != (cb != 0))
		return ca != 0;
	if (ca) {
		unsigned __int128 x = (unsigned __int128)w->sum[a] * cb, y = (unsigned __int128)w->sum[b] * ca;
		if (x != y)
			return x > y;
	}
	return a < b;
}

static void ko__wave_push(struct ko_wave *w, uint32_t *nh, uint32_t c)
{
	uint32_t i = (*nh)++;
	while (i && ko__wave_before(w, c, w->heap[(i - 1) / 2])) {
		w->heap[i] = w->heap[(i - 1) / 2];
		i = (i - 1) / 2;
	}
	w->heap[i] = c;
}

static uint32_t ko__wave_pop(struct ko_wave *w, uint32_t *nh)
{
	uint32_t top = w->heap[0], c = w->heap[--*nh], i = 0;
	for (;;) {
		uint32_t l = 2 * i + 1, best = l;
		if (l >= *nh)
			break;
		if (l + 1 < *nh && ko__wave_before(w, w->heap[l + 1], w->heap[l]))
			best = l + 1;
		if (!ko__wave_before(w, w->heap[best], c))
			break;
		w->heap[i] = w->heap[best];
		i = best;
	}
	if (*nh)
		w->heap[i] = c;
	return top;
}

static void ko__wave_free(struct ko_wave *w)
{
	free(w->first), free(w->callof), free(w->order), free(w->pstart), free(w->prod), free(w->cstart);
	free(w->cons), free(w->npend), free(w->count), free(w->heap), free(w->sum), free(w->seen);
}

/* fill w->order (w->ncalls entries); pstart/preds: each node's predecessors.  -1: out of memory */
static int ko__wave(struct ko_sched *s, uint32_t n, const uint32_t *pstart, const uint32_t *preds, struct ko_wave *w)
{
	uint32_t nc = 0, np = 0, cap = 0;
	for (uint32_t k = 0; k < n; k++)
		nc += s->unit[k] >= 0 && (k == 0 || s->unit[k - 1] != s->unit[k]);
	w->ncalls = nc;
	w->first = malloc((nc + 1) * sizeof *w->first);
	w->callof = malloc(n * sizeof *w->callof);
	w->order = malloc((nc + 1) * sizeof *w->order);
	w->pstart = malloc((nc + 1) * sizeof *w->pstart);
	w->cstart = calloc(nc + 2, sizeof *w->cstart);
	w->npend = calloc(nc + 1, sizeof *w->npend);
	w->count = calloc(nc + 1, sizeof *w->count);
	w->heap = malloc((nc + 1) * sizeof *w->heap);
	w->sum = calloc(nc + 1, sizeof *w->sum);
	w->seen = calloc(n + nc + 1, sizeof *w->seen); /* per node, then per call: the call that saw it last, + 1 */
	uint32_t *stack = malloc((n + 1) * sizeof *stack);
	if (!w->first || !w->callof || !w->order || !w->pstart || !w->cstart || !w->npend || !w->count || !w->heap ||
	    !w->sum || !w->seen || !stack) {
		free(stack);
		return -1;
	}
	uint32_t c = 0;
	for (uint32_t k = 0; k < n; k++) {
		if (s->unit[k] >= 0 && (k == 0 || s->unit[k - 1] != s->unit[k]))
			w->first[c++] = k;
		w->callof[k] = s->unit[k] >= 0 ? c - 1 : UINT32_MAX;
	}
	w->first[nc] = n;
	/* producers: back from each node of the call through nodes of no call */
	for (c = 0; c < nc; c++) {
		w->pstart[c] = np;
		uint32_t sp = 0, mark = c + 1;
		for (uint32_t k = w->first[c]; k < n && w->callof[k] == c; k++)
			stack[sp++] = k, w->seen[k] = mark;
		while (sp) {
			uint32_t t = stack[--sp];
			for (uint32_t q = pstart[t]; q < pstart[t + 1]; q++) {
				uint32_t r = preds[q], rc = w->callof[r];
				if (w->seen[r] == mark)
					continue;
				w->seen[r] = mark;
				if (rc == UINT32_MAX) {
					stack[sp++] = r;
					continue;
				}
				if (w->seen[n + rc] == mark)
					continue;
				w->seen[n + rc] = mark;
				if (np == cap) {
					uint32_t ncap = cap ? 2 * cap : 1024, *g = realloc(w->prod, ncap * sizeof *g);
					if (!g) {
						free(stack);
						return -1;
					}
					w->prod = g, cap = ncap;
				}
				w->prod[np++] = rc;
				w->cstart[rc + 1]++;
			}
		}
	}
	free(stack);
	w->pstart[nc] = np;
	w->cons = malloc((np + 1) * sizeof *w->cons);
	if (!w->cons)
		return -1;
	for (c = 0; c < nc; c++)
		w->cstart[c + 1] += w->cstart[c];
	for (c = 0; c < nc; c++)
		for (uint32_t q = w->pstart[c]; q < w->pstart[c + 1]; q++) {
			w->cons[w->cstart[w->prod[q]] + w->npend[w->prod[q]]++] = c; /* npend: a fill count here */
		}
	uint32_t nh = 0;
	for (c = 0; c < nc; c++) {
		w->npend[c] = w->pstart[c + 1] - w->pstart[c];
		if (!w->npend[c])
			ko__wave_push(w, &nh, c);
	}
	for (uint32_t placed = 0; placed < nc; placed++) {
		c = ko__wave_pop(w, &nh);
		w->order[placed] = c;
		for (uint32_t q = w->cstart[c]; q < w->cstart[c + 1]; q++) {
			uint32_t u = w->cons[q];
			w->sum[u] += placed + 1;
			w->count[u]++;
			if (--w->npend[u] == 0)
				ko__wave_push(w, &nh, u);
		}
	}
	return 0;
}

/* node t placed: it is in the order, and its reads are no longer to come (rem) */
static void ko__push(struct ko_sched *s, uint8_t *done, uint32_t *rem, uint32_t t)
{
	done[t] = 1;
	s->order[s->norder++] = t;
	if (!rem)
		return;
	uint32_t use[KO_MAXUSES];
	int nuse = ko__uses(s, &s->nodes[t], use);
	for (int u = 0; u < nuse; u++)
		rem[use[u]]--;
}

/* 1 when node m, placed now, can write its result over an operand read here for the last time
 * (rem: reads still to come in the segment; s->live: what is live after it) -- on a two-operand
 * machine the operation then needs no copy of an operand first */
static int ko__overwrites(const struct ko_sched *s, const uint32_t *rem, uint32_t m)
{
	const kl_insn *in = &s->p->ins[s->nodes[m].ins].in;
	const struct kl_opinfo *i = &kl_opinfo[in->op];
	int sides;
#ifdef KL__CPU_BMI1
	if ((i->name == KL_N_andn || i->name == KL_N_orn) && (s->p->cpu & KL__CPU_BMI1))
		return 1; /* andn rd, b, a (and not rd): three operands */
#endif
	if (i->shape == KL_SH_BIN)
		sides = !i->imm && ko__commutes(i->name) ? 2 : 1;
	else if (i->shape == KL_SH_UN || i->shape == KL_SH_SHIFTED)
		sides = 1;
	else
		return 1; /* loads, constants, stores: nothing to copy */
	uint32_t use[KO_MAXUSES];
	int nuse = ko__uses(s, &s->nodes[m], use);
	for (int side = 0; side < sides && side < nuse; side++) {
		uint32_t v = use[side], times = 0;
		for (int u = 0; u < nuse; u++)
			times += use[u] == v;
		if (s->vfile[v] >= 0 && rem[v] == times && !ko__bit(s->live, v))
			return 1;
	}
	return 0;
}

/* the call [k, z) placed in the order of its records that needs the fewest copies on a
 * two-operand machine: each time the first ready record (source order) that overwrites a
 * dying operand, else the first ready one.  For RECTANGLE's S-box this finds the best of its
 * 12,696 orders (2 copies, the paper's order 4). */
static void ko__unit_order(struct ko_sched *s, uint32_t k, uint32_t z, const uint32_t *pstart, const uint32_t *preds,
			   uint8_t *done, uint32_t *rem)
{
	for (;;) {
		int32_t pick = -1, any = -1;
		for (uint32_t m = k; m < z && pick < 0; m++) {
			if (done[m])
				continue;
			uint32_t q = pstart[m];
			while (q < pstart[m + 1] && done[preds[q]])
				q++;
			if (q < pstart[m + 1])
				continue; /* waits for another */
			if (any < 0)
				any = (int32_t)m;
			if (ko__overwrites(s, rem, m))
				pick = (int32_t)m;
		}
		if (any < 0)
			return;
		ko__push(s, done, rem, (uint32_t)(pick >= 0 ? pick : any));
	}
}

/* Usuba's bitslice scheduler (seed 000): for each node call in order, the definitions of its
 * arguments not placed yet (with what they depend on, in source order) right before it, then
 * the call's instructions (ko__unit_order's order on a two-operand target); the rest in source
 * order at the end.  Every dependence is kept: a definition is placed only after its own
 * predecessors.  wave: the calls in ko__wave's order instead of the source's. */
static int ko__bitslice(struct ko_sched *s, uint32_t n, int wave)
{
	uint32_t *pstart = malloc((n + 1) * sizeof *pstart), *fill = calloc(n + 1, sizeof *fill);
	uint32_t *preds = malloc((s->nedges + 1) * sizeof *preds), *stack = malloc((n + 1) * sizeof *stack);
	uint32_t *iter = calloc(n + 1, sizeof *iter);
	uint8_t *done = calloc(n + 1, 1);
	uint32_t *rem = s->twoop ? calloc(s->p->nvr + 1, sizeof *rem) : NULL;
	struct ko_wave w = {0};
	int ok = pstart && fill && preds && stack && iter && done && (rem || !s->twoop);
	if (ok && rem)
		for (uint32_t k = 0; k < n; k++) {
			uint32_t use[KO_MAXUSES];
			int nuse = ko__uses(s, &s->nodes[k], use);
			for (int u = 0; u < nuse; u++)
				rem[use[u]]++;
		}
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
		ok = !wave || ko__wave(s, n, pstart, preds, &w) == 0;
	}
	if (ok) {
		s->norder = 0;
		for (uint32_t i = 0, k = 0; wave ? i < w.ncalls : k < n; i++, k++) {
			if (wave)
				k = w.first[w.order[i]];
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
						if (!done[t])
							ko__push(s, done, rem, t);
					}
				}
			if (rem)
				ko__unit_order(s, k, z, pstart, preds, done, rem);
			else
				for (uint32_t m = k; m < z; m++)
					if (!done[m])
						ko__push(s, done, rem, m);
		}
		for (uint32_t k = 0; k < n; k++)
			if (!done[k])
				ko__push(s, done, rem, k);
	}
	ko__wave_free(&w);
	free(pstart), free(fill), free(preds), free(stack), free(iter), free(done), free(rem);
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
		int cls = kl_iclass_of(p->ins[k].in.op), c2 = kl_iclass2_of(p->ins[k].in.op);
		int lat = s->m->cls[cls].latency + (c2 >= 0 ? s->m->cls[c2].latency : 0); /* load-and-op: both */
		s->nodes[n] = (struct ko_sched_ins){.ins = k, .cls = (uint8_t)cls, .lat = (uint8_t)lat, .predpos = -1,
					       .prevstore = -1};
		ko__regs(p, &p->ins[k], &s->nodes[n++].r);
	}
	if (n < 2)
		return 0;
	if (ko__graph(s, n))
		return -1;
	s->nready = s->norder = 0;
	for (uint32_t k = 0; k < n; k++)
		if (s->nodes[k].npred == 0)
			s->ready[s->nready++] = k;
	unsigned mode = s->mode & ~KO_SCHED_PRESSURE;
	if (mode == KO_SCHED_BITSLICE || mode == KO_SCHED_WAVE) {
		int any = 0;
		for (uint32_t k = 0; k < n; k++)
			any |= (s->unit[k] = ko__unit_of(s, p->ins[s->nodes[k].ins].rec)) >= 0;
		if (!any)
			return 0; /* no call: source order */
		if (ko__bitslice(s, n, mode == KO_SCHED_WAVE))
			return -1;
	} else {
		if (s->pressure)
			ko__pressure_begin(s, n, s->live);
		if ((s->mode & ~KO_SCHED_PRESSURE) == KO_SCHED_MSLICE)
			ko__mslice(s, n);
		else
			ko__list(s, n);
		if (s->pressure && s->fits && (s->peak[0] > s->limit[0] || s->peak[1] > s->limit[1])) {
			/* the free rule went over the registers: again by the strict rule */
			ko__pressure_end(s);
			if (ko__graph(s, n))
				return -1;
			s->nready = s->norder = 0;
			for (uint32_t k = 0; k < n; k++) {
				s->nodes[k].earliest = 0;
				s->nodes[k].predpos = -1;
				if (s->nodes[k].npred == 0)
					s->ready[s->nready++] = k;
			}
			ko__pressure_begin(s, n, s->live);
			s->fits = 0;
			ko__tree_build(s, 0, 1, 0, n);
			ko__tree_build(s, 1, 1, 0, n);
			if ((s->mode & ~KO_SCHED_PRESSURE) == KO_SCHED_MSLICE)
				ko__mslice(s, n);
			else
				ko__list(s, n);
		}
		if (s->pressure)
			ko__pressure_end(s);
	}
	if (s->keep) { /* ko__postsched: the new order only where the model issues it sooner */
		for (uint32_t k = 0; k < n; k++)
			s->ready[k] = k;
		if (ko__span(s, n, s->ready) <= ko__span(s, n, s->order))
			return 0;
		if ((p->o->passes & KO_VERIFY) && ko__order_check(s, n, s->ready))
			return 0; /* the error is the function's */
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
}

static int ko__is_barrier(const kl_insn *in) { return kl_opinfo[in->op].shape == KL_SH_CALL; }

/* The scheduler a function gets by default: Usuba's bitslice scheduler when some node calls
 * stay calls and more integer values are live at once than there are registers (bitsliced code:
 * the order of the calls decides the spilling); else the list scheduler under the pressure bound. */
static unsigned ko__default_mode(ko_func *o, const struct kl_target_info *ti, const uint32_t maxlive[2])
{
	uint32_t nunits;
	ko__node_units(o, &nunits);
	if (nunits && maxlive && maxlive[0] > (uint32_t)(ti->ntemps + ti->nvars))
		return KO_SCHED_BITSLICE;
	return KO_SCHED_LIST | KO_SCHED_PRESSURE;
}

/* every table of a scheduler (those never made are NULL) */
static void ko__sched_free(struct ko_sched *s)
{
	free(s->nodes);
	free(s->lastdef);
	free(s->usehead);
	free(s->version);
	free(s->usepool);
	free(s->touched);
	free(s->ready);
	free(s->order);
	free(s->tmp);
	free(s->vfile);
	free(s->unit);
	free(s->edges);
	free(s->from);
	free(s->csr);
	free(s->live);
	free(s->vals);
	free(s->cur);
	free(s->init);
	free(s->ptouched);
	free(s->placed);
	free(s->stamp);
	for (int f = 0; f < 2; f++) {
		free(s->pl[f]);
		free(s->tmin[f]);
		free(s->tadd[f]);
	}
}

/* schedule every block of p with the scheduler mode */
static void ko__sched_run(struct ko_prog *p, const struct kl_model *m, unsigned mode)
{
	ko_func *o = p->o;
	struct ko_sched s = {.p = p, .m = m, .rbase = KO_VREG0};
	s.mode = mode;
	s.window = o->sched_window ? o->sched_window : KO_SCHED_WINDOW;
	s.pressure = (s.mode & KO_SCHED_PRESSURE) != 0;
	if ((s.mode & ~KO_SCHED_PRESSURE) == KO_SCHED_BITSLICE || (s.mode & ~KO_SCHED_PRESSURE) == KO_SCHED_WAVE) {
		s.pressure = 0; /* the order is the calls' */
		s.units = ko__node_units(o, &s.nunits);
		if (!s.nunits)
			return;
		s.twoop = p->target && strcmp(p->target, "x86_64") == 0;
	}
	s.limit[0] = p->ti->ntemps + p->ti->nvars;
	s.limit[1] = p->ti->nftemps + p->ti->nfvars;
	size_t n1 = (size_t)p->n + 1;
	s.nodes = malloc(p->n * sizeof *s.nodes);
	s.lastdef = malloc(p->nvr * sizeof *s.lastdef);
	s.usehead = malloc(p->nvr * sizeof *s.usehead);
	s.version = calloc(p->nvr, sizeof *s.version);
	s.usepool = malloc(4 * (size_t)p->n * sizeof *s.usepool);
	s.touched = malloc(3 * (size_t)p->nvr * sizeof *s.touched + 4 * sizeof *s.touched);
	s.ready = malloc(p->n * sizeof *s.ready);
	s.order = malloc(p->n * sizeof *s.order);
	s.tmp = malloc(p->n * sizeof *s.tmp);
	s.vfile = malloc(p->nvr + 1);
	s.unit = malloc(n1 * sizeof *s.unit);
	int ok = s.nodes && s.lastdef && s.usehead && s.version && s.usepool && s.touched && s.ready && s.order &&
		 s.tmp && s.vfile && s.unit;
	if (ok && (s.pressure || s.twoop)) { /* the registers live after each segment */
		s.live = calloc(p->words + 1, sizeof *s.live);
		ok = s.live != NULL;
	}
	if (ok && s.pressure) {
		s.vals = malloc((2 * n1 + p->nvr) * sizeof *s.vals);
		s.cur = malloc((p->nvr + 1) * sizeof *s.cur);
		s.init = malloc((p->nvr + 1) * sizeof *s.init);
		s.ptouched = malloc((p->nvr + 1) * sizeof *s.ptouched);
		s.placed = malloc(n1);
		s.stamp = calloc(n1, sizeof *s.stamp);
		ok = s.vals && s.cur && s.init && s.ptouched && s.placed && s.stamp;
		for (int f = 0; f < 2 && ok; f++) {
			s.pl[f] = malloc(n1 * sizeof *s.pl[f]);
			s.tmin[f] = malloc(4 * n1 * sizeof *s.tmin[f]);
			s.tadd[f] = malloc(4 * n1 * sizeof *s.tadd[f]);
			ok = s.pl[f] && s.tmin[f] && s.tadd[f];
		}
		s.step = 1;
	}
	if (!ok) {
		ko__fail(o, KL_ERR_NOMEM, "the scheduler's tables");
		goto out;
	}
	for (uint32_t v = 0; v < p->nvr; v++) {
		s.lastdef[v] = s.usehead[v] = -1;
		s.vfile[v] = (int8_t)(v == 0 || o->vr[v].pin >= 0 ? -1 : ko__file(o->vr[v].cls));
		if (s.cur)
			s.cur[v] = -1;
	}
	for (uint32_t b = 0; b < p->nblocks && !o->err; b++) {
		const struct ko_block *bl = &p->blocks[b];
		uint32_t first = bl->first, end = bl->last + 1;
		const kl_insn *in = &p->ins[first].in;
		if (in->op == KL_OP_label || (in->flags & KO_F_ENTRY))
			first++;
		if (end > first && ko__ends_block(&p->ins[end - 1].in))
			end--;
		/* segments last to first: the registers live at each one's end, backward from the
		 * block's (a segment's order does not change what is live at its start) */
		if (s.live) {
			memcpy(s.live, bl->liveout, p->words * sizeof *s.live);
			for (uint32_t k = bl->last + 1; k-- > end;)
				ko__live_back(p, &p->ins[k], s.live);
		}
		for (uint32_t z = end; z > first;) {
			uint32_t a = z;
			while (a > first && !ko__is_barrier(&p->ins[a - 1].in))
				a--;
			if (ko__segment(&s, a, z)) {
				ko__fail(o, KL_ERR_NOMEM, "the scheduler's graph");
				break;
			}
			if (s.live)
				for (uint32_t k = z; k-- > (a > first ? a - 1 : a);)
					ko__live_back(p, &p->ins[k], s.live);
			z = a > first ? a - 1 : a;
		}
	}
out:
	ko__sched_free(&s);
}

/* seen[v] = x for every register v live out of block bl */
static void ko__mark_liveout(const struct ko_prog *p, const struct ko_block *bl, uint32_t *seen, uint32_t x)
{
	for (uint32_t w = 0; w < p->words; w++)
		for (uint64_t bits = bl->liveout[w]; bits; bits &= bits - 1) {
			uint32_t v = w * 64 + (uint32_t)__builtin_ctzll(bits);
			if (v < p->nvr)
				seen[v] = x;
		}
}

/* The reloads an allocator that evicts the value read furthest ahead (Belady's rule) would make
 * in p's order, block by block, with the target's registers per file; a value live out of its
 * block counts as read past its end.  How the default compares two orders of the same code.
 * UINT64_MAX: out of memory. */
static uint64_t ko__reloads(const struct ko_prog *p)
{
	const uint32_t limit[2] = {(uint32_t)(p->ti->ntemps + p->ti->nvars), (uint32_t)(p->ti->nftemps + p->ti->nfvars)};
	uint32_t *next = malloc(6 * (size_t)p->n * sizeof *next); /* per instruction: its uses' next reads, its definitions' */
	uint32_t *seen = malloc((p->nvr + 1) * sizeof *seen), *nu = malloc((p->nvr + 1) * sizeof *nu);
	int32_t *where = malloc((p->nvr + 1) * sizeof *where);
	uint32_t *slot[2] = {malloc((limit[0] + 1) * sizeof *slot[0]), malloc((limit[1] + 1) * sizeof *slot[1])};
	uint64_t reloads = 0;
	if (!next || !seen || !nu || !where || !slot[0] || !slot[1]) {
		reloads = UINT64_MAX;
		goto out;
	}
	for (uint32_t v = 0; v <= p->nvr; v++)
		seen[v] = UINT32_MAX, where[v] = -1;
	for (uint32_t b = 0; b < p->nblocks; b++) {
		const struct ko_block *bl = &p->blocks[b];
		uint32_t count[2] = {0, 0};
		ko__mark_liveout(p, bl, seen, p->n);
		for (uint32_t k = bl->last + 1; k-- > bl->first;) {
			struct ko_regs r;
			if (p->ins[k].dead)
				continue;
			ko__regs(p, &p->ins[k], &r);
			for (int d = 0; d < r.ndef; d++) {
				uint32_t v = r.def[d] - KO_VREG0;
				next[6 * (size_t)k + 4 + d] = v < p->nvr ? seen[v] : UINT32_MAX;
				if (v < p->nvr)
					seen[v] = UINT32_MAX;
			}
			for (int u = 0; u < r.nuse; u++) {
				uint32_t v = r.use[u] - KO_VREG0;
				next[6 * (size_t)k + u] = v < p->nvr ? seen[v] : UINT32_MAX;
				if (v < p->nvr)
					seen[v] = k;
			}
		}
		for (uint32_t k = bl->first; k <= bl->last; k++) {
			struct ko_regs r;
			if (p->ins[k].dead)
				continue;
			ko__regs(p, &p->ins[k], &r);
			for (int x = 0; x < r.nuse + r.ndef; x++) {
				int isdef = x >= r.nuse;
				uint32_t v = (isdef ? r.def[x - r.nuse] : r.use[x]) - KO_VREG0;
				if (v == 0 || v >= p->nvr || p->o->vr[v].pin >= 0)
					continue;
				seen[v] = UINT32_MAX;
				nu[v] = next[6 * (size_t)k + (isdef ? 4 + x - r.nuse : x)];
				if (where[v] >= 0)
					continue;
				int f = ko__file(p->o->vr[v].cls);
				reloads += !isdef;
				if (!limit[f])
					continue; /* no register of that file: every read is a reload */
				if (count[f] < limit[f]) {
					where[v] = (int32_t)count[f];
					slot[f][count[f]++] = v;
					continue;
				}
				uint32_t victim = 0; /* the resident value read furthest ahead (or never) */
				for (uint32_t j = 1; j < count[f]; j++)
					if (nu[slot[f][j]] > nu[slot[f][victim]])
						victim = j;
				where[slot[f][victim]] = -1;
				slot[f][victim] = v;
				where[v] = (int32_t)victim;
			}
		}
		for (int f = 0; f < 2; f++)
			for (uint32_t j = 0; j < count[f]; j++)
				where[slot[f][j]] = -1;
		ko__mark_liveout(p, bl, seen, UINT32_MAX); /* live out, not read in the block */
	}
out:
	free(next), free(seen), free(nu), free(where), free(slot[0]), free(slot[1]);
	return reloads;
}

void ko__sched(struct ko_prog *p, const uint32_t maxlive[2])
{
	ko_func *o = p->o;
	const struct kl_model *m = o->model ? o->model : kl_model_get(p->target);
	if (!m || p->n < 3 || !p->nblocks)
		return;
	unsigned mode = o->sched_mode ? o->sched_mode : ko__default_mode(o, p->ti, maxlive);
	o->stats.sched = mode;
	struct ko_ins *orig = NULL, *bits = NULL;
	if (!o->sched_mode && mode == KO_SCHED_BITSLICE) {
		orig = malloc(p->n * sizeof *orig);
		bits = malloc(p->n * sizeof *bits);
	}
	if (!orig || !bits) { /* one scheduler (or no memory to compare two) */
		free(orig), free(bits);
		ko__sched_run(p, m, mode);
		return;
	}
	/* the default on bitsliced code: the bitslice and the wave orders, the one that would reload
	 * less (ties to bitslice, seed 000's) */
	memcpy(orig, p->ins, p->n * sizeof *orig);
	ko__sched_run(p, m, KO_SCHED_BITSLICE);
	uint64_t rb = o->err ? 0 : ko__reloads(p);
	if (!o->err && rb) {
		memcpy(bits, p->ins, p->n * sizeof *bits);
		memcpy(p->ins, orig, p->n * sizeof *orig);
		ko__sched_run(p, m, KO_SCHED_WAVE);
		uint64_t rw = o->err ? UINT64_MAX : ko__reloads(p);
		if (rw < rb)
			o->stats.sched = KO_SCHED_WAVE;
		else if (!o->err)
			memcpy(p->ins, bits, p->n * sizeof *bits);
	}
	free(orig), free(bits);
}

/* an instruction of the machine-level program the list scheduler may move within its run: not
 * a label, the entry, a call or a block's end, and every register a machine one */
static int ko__movable(const struct ko_prog *m, const struct ko_ins *x)
{
	if (x->dead)
		return 1;
	if ((x->in.flags & KO_F_ENTRY) || ko__clobbers(m, &x->in)) /* (as a call: fixed registers) */
		return 0;
	switch (kl_opinfo[x->in.op].shape) {
	case KL_SH_BIN: case KL_SH_UN: case KL_SH_SET: case KL_SH_LD: case KL_SH_ST: case KL_SH_CV:
	case KL_SH_SEL: case KL_SH_CARRY: case KL_SH_PREF: case KL_SH_SHIFTED: case KL_SH_LDX: case KL_SH_LOP:
		break;
	default: return 0;
	}
	struct ko_regs r;
	ko__regs(m, x, &r);
	for (int k = 0; k < r.nuse; k++)
		if (r.use[k] >= 64)
			return 0;
	for (int k = 0; k < r.ndef; k++)
		if (r.def[k] >= 64)
			return 0;
	return 1;
}

/* KO_POSTSCHED: the list scheduler over each run of movable instructions of the allocated code,
 * on a core that issues in order.  The registers as allocated add anti and output dependences
 * (the allocator's reuse of a register is what limits the moves); spill slots alias only
 * themselves.  On an out-of-order core the pass does nothing: the core reorders by itself, and on
 * the Zen 3 this was measured on the reordered ChaCha20 and Salsa20 ran 20% slower
 * (docs/opt.md). */
void ko__postsched(struct ko_prog *m)
{
	ko_func *o = m->o;
	const struct kl_model *md = o->model ? o->model : kl_model_get(m->target);
	if (!md || !md->in_order || m->n < 3)
		return;
	struct ko_sched s = {.p = m, .m = md, .rbase = 0, .mode = KO_SCHED_LIST, .keep = 1};
	s.nodes = malloc(m->n * sizeof *s.nodes);
	s.lastdef = malloc(64 * sizeof *s.lastdef);
	s.usehead = malloc(64 * sizeof *s.usehead);
	s.version = calloc(64, sizeof *s.version);
	s.usepool = malloc(4 * (size_t)m->n * sizeof *s.usepool);
	s.touched = malloc(64 * sizeof *s.touched);
	s.ready = malloc(m->n * sizeof *s.ready);
	s.order = malloc(m->n * sizeof *s.order);
	s.tmp = malloc(m->n * sizeof *s.tmp);
	if (!s.nodes || !s.lastdef || !s.usehead || !s.version || !s.usepool || !s.touched || !s.ready || !s.order ||
	    !s.tmp) {
		ko__fail(o, KL_ERR_NOMEM, "the scheduler's tables");
		goto out;
	}
	for (uint32_t v = 0; v < 64; v++)
		s.lastdef[v] = s.usehead[v] = -1;
	for (uint32_t a = 0, k = 0; k <= m->n; k++) {
		if (k < m->n && ko__movable(m, &m->ins[k]))
			continue;
		if (k > a + 1 && ko__segment(&s, a, k)) {
			ko__fail(o, KL_ERR_NOMEM, "the scheduler's graph");
			break;
		}
		a = k + 1;
	}
out:
	ko__sched_free(&s);
}
