/* linscan.c -- linear-scan register allocation with live-range splitting (Poletto and Sarkar's
 * scan; lifetimes split and spilled as in Wimmer and Moessenboeck's "second chance"): each
 * virtual register's lifetime is a list of ranges over the instruction positions; intervals are
 * taken in order of their start, get a free register, or take one from the interval whose next
 * use is farthest (which is split and waits in memory until then).  Resolution then inserts the
 * moves, spill stores and reloads where a value changes place: inside blocks at the split
 * points, and on control-flow edges.
 *
 * Positions: instruction k reads its operands at 4k, calls clobber caller-saved registers at
 * 4k+1, results are written at 4k+2.  A lifetime is split only before an instruction (4k), or at
 * 4k+1 into memory (a store before instruction k, for a value that instruction still reads). */
#include <stdio.h>

#include "alloc.h"

#define KO_INF UINT32_MAX

/* ---- intervals -------------------------------------------------------------------------------- */
static uint32_t ko__iv_end(const struct ko_iv *v) { return v->nr ? v->r[v->nr - 1].to : 0; }
static uint32_t ko__iv_start(const struct ko_iv *v) { return v->nr ? v->r[0].from : KO_INF; }

/* 1 if a range of v contains pos (cursor: ranges before it end before earlier queries) */
static int ko__covers(struct ko_iv *v, uint32_t pos)
{
	uint32_t i = v->cur < v->nr ? v->cur : 0;
	if (i && v->r[i - 1].to > pos)
		i = 0;
	while (i < v->nr && v->r[i].to <= pos)
		i++;
	v->cur = i;
	return i < v->nr && v->r[i].from <= pos;
}

/* first position >= from where both have a range, or KO_INF */
static uint32_t ko__intersect(const struct ko_iv *a, const struct ko_iv *b, uint32_t from)
{
	uint32_t i = 0, j = 0;
	while (i < a->nr && a->r[i].to <= from)
		i++;
	while (j < b->nr && b->r[j].to <= from)
		j++;
	while (i < a->nr && j < b->nr) {
		uint32_t lo = a->r[i].from > b->r[j].from ? a->r[i].from : b->r[j].from;
		uint32_t hi = a->r[i].to < b->r[j].to ? a->r[i].to : b->r[j].to;
		if (lo < hi)
			return lo > from ? lo : from;
		if (a->r[i].to < b->r[j].to)
			i++;
		else
			j++;
	}
	return KO_INF;
}

/* the first use at or after pos, or KO_INF.  The scan asks at rising positions: from the last
 * answer a few steps forward, else a binary search. */
static uint32_t ko__next_use(struct ko_iv *v, uint32_t pos)
{
	uint32_t i = v->ucur, n = v->nu;
	if (i <= n && (i == 0 || v->u[i - 1] < pos)) {
		for (int step = 0; step < 4; step++, i++)
			if (i >= n || v->u[i] >= pos) {
				v->ucur = i;
				return i < n ? v->u[i] : KO_INF;
			}
	}
	uint32_t lo = 0, hi = n;
	while (lo < hi) {
		uint32_t mid = (lo + hi) / 2;
		if (v->u[mid] < pos)
			lo = mid + 1;
		else
			hi = mid;
	}
	v->ucur = lo;
	return lo < n ? v->u[lo] : KO_INF;
}

/* ---- the allocator's state ------------------------------------------------------------------------ */
struct ko_ls {
	struct ko_alloc *a;
	uint32_t *heap, nheap, heapcap; /* unhandled intervals, by start */
	uint32_t *active, nactive, *inactive, ninactive;
	uint32_t freeuntil[64], usepos[64], blockpos[64];
};

static int ko__heap_less(const struct ko_alloc *a, uint32_t x, uint32_t y)
{
	uint32_t sx = ko__iv_start(&a->iv[x]), sy = ko__iv_start(&a->iv[y]);
	return sx < sy || (sx == sy && x < y);
}
static int ko__heap_push(struct ko_ls *s, uint32_t iv)
{
	if (ko__grow((void **)&s->heap, &s->heapcap, s->nheap + 1, sizeof *s->heap))
		return -1;
	uint32_t k = s->nheap++;
	s->heap[k] = iv;
	while (k && ko__heap_less(s->a, s->heap[k], s->heap[(k - 1) / 2])) {
		uint32_t p = (k - 1) / 2, t = s->heap[p];
		s->heap[p] = s->heap[k];
		s->heap[k] = t;
		k = p;
	}
	return 0;
}
static uint32_t ko__heap_pop(struct ko_ls *s)
{
	uint32_t top = s->heap[0];
	s->heap[0] = s->heap[--s->nheap];
	for (uint32_t k = 0;;) {
		uint32_t l = 2 * k + 1, r = l + 1, m = k;
		if (l < s->nheap && ko__heap_less(s->a, s->heap[l], s->heap[m]))
			m = l;
		if (r < s->nheap && ko__heap_less(s->a, s->heap[r], s->heap[m]))
			m = r;
		if (m == k)
			break;
		uint32_t t = s->heap[m];
		s->heap[m] = s->heap[k];
		s->heap[k] = t;
		k = m;
	}
	return top;
}

/* The largest position <= max, after start, where a lifetime can change place: before an
 * instruction (4k); spill (memory child) also at 4k+1.  Prefers a block boundary outside loops
 * between lo and max when there is one.  0 when none. */
static uint32_t ko__split_pos(struct ko_alloc *a, uint32_t start, uint32_t max, int tomem)
{
	uint32_t p = max & ~3u;
	if (tomem && (max & 3) >= 1)
		p = (max & ~3u) | 1;
	if (p <= start)
		return 0;
	/* a block boundary in (start, p] with a smaller loop depth is a cheaper place (block starts
	 * reached through prevstart: one step per block, not per instruction) */
	uint32_t k = p / 4 < a->p->n ? p / 4 : a->p->n - 1, depth = a->depth[k], best = p;
	for (uint32_t j = a->prevstart[k]; j > start / 4 + 1 && j + 64 > p / 4; j = a->prevstart[j - 1]) {
		if (a->depth[j] < depth) {
			depth = a->depth[j];
			best = 4 * j;
		}
	}
	return best;
}

/* Split interval v at pos: v keeps [.., pos), the new child gets [pos, ..). Returns the child. */
static uint32_t ko__split(struct ko_alloc *a, uint32_t vi, uint32_t pos)
{
	uint32_t ci = ko__iv_new(a, a->iv[vi].vreg, a->iv[vi].file);
	if (ci == KO_INF)
		return KO_INF;
	struct ko_iv *v = &a->iv[vi], *c = &a->iv[ci];
	uint32_t i = 0;
	while (i < v->nr && v->r[i].to <= pos)
		i++;
	int cut = i < v->nr && v->r[i].from < pos; /* a range across pos is cut in two */
	uint32_t nr = v->nr - i;
	if (ko__iv_ranges(a, c, nr)) {
		a->failed = 1;
		return KO_INF;
	}
	for (uint32_t k = 0; k < nr; k++)
		c->r[k] = v->r[i + k];
	c->nr = nr;
	if (cut) {
		c->r[0].from = pos;
		v->r[i].to = pos;
		v->nr = i + 1;
	} else {
		v->nr = i;
	}
	uint32_t u = 0;
	while (u < v->nu && v->u[u] < pos)
		u++;
	c->u = v->u ? v->u + u : NULL; /* the uses never change after building: the child shares them */
	c->nu = v->nu - u;
	v->nu = u;
	c->parent = v->parent == KO_INF ? vi : v->parent;
	c->next = v->next;
	v->next = ci;
	c->hint = v->reg >= 0 ? v->reg : v->hint;
	c->pinned = 0;
	v->cur = c->cur = 0;
	v->ucur = c->ucur = 0;
	return ci;
}

/* ---- building intervals ---------------------------------------------------------------------- */
static int ko__build(struct ko_alloc *a)
{
	struct ko_prog *p = a->p;
	uint32_t w = p->words;
	uint64_t *live = calloc(w ? w : 1, sizeof *live);
	if (!live)
		return -1;
	uint32_t maxlive = 0; /* most values live at one point (stats), counted as bits are set */
	for (uint32_t b = p->nblocks; b-- > 0;) {
		struct ko_block *bl = &p->blocks[b];
		uint32_t from = 4 * bl->first, to = 4 * (bl->last + 1);
		memcpy(live, bl->liveout, w * sizeof *live);
		uint32_t nlive = 0;
		for (uint32_t i = 0; i < w; i++)
			for (uint64_t m = live[i]; m; m &= m - 1, nlive++)
				ko__add_range(a, (uint32_t)(i * 64 + __builtin_ctzll(m)), from, to);
		nlive -= ko__bit(live, 0); /* the local pointer is no value */
		maxlive = nlive > maxlive ? nlive : maxlive;
		for (uint32_t k = bl->last + 1; k-- > bl->first;) {
			struct ko_ins *x = &p->ins[k];
			struct ko_regs r;
			ko__regs(p, x, &r);
			uint32_t pos = 4 * k;
			for (int d = 0; d < r.ndef; d++) {
				uint32_t v = r.def[d] - KO_VREG0;
				ko__def(a, v, pos + 2, from);
				nlive -= (uint32_t)(ko__bit(live, v) && v);
				ko__clr(live, v);
			}
			if (x->call >= 0)
				ko__add_call(a, pos + 1);
			uint64_t clob = ko__clobbers(p, &x->in);
			if (clob)
				ko__add_clobber(a, pos + 1, clob);
			for (int u = 0; u < r.nuse; u++) {
				uint32_t v = r.use[u] - KO_VREG0;
				ko__use(a, v, pos, from);
				nlive += (uint32_t)(!ko__bit(live, v) && v);
				ko__set(live, v);
			}
			if (x->call >= 0) {
				const struct ko_call *c = &p->calls[x->call];
				for (uint32_t j = 0; j < c->n; j++) {
					const struct ko_arg *g = &p->args[c->first + j];
					if (g->isimm)
						continue;
					ko__use(a, g->reg - KO_VREG0, pos, from);
					nlive += (uint32_t)!ko__bit(live, g->reg - KO_VREG0);
					ko__set(live, g->reg - KO_VREG0);
				}
			}
			maxlive = nlive > maxlive ? nlive : maxlive;
			ko__hints(a, x, &r);
		}
	}
	free(live);
	if (maxlive > p->o->stats.maxlive)
		p->o->stats.maxlive = maxlive;
	return ko__finish_build(a);
}

/* ---- the scan -------------------------------------------------------------------------------- */
static int ko__allowed(const struct ko_alloc *a, int file, int r) { return a->allowed[file] >> r & 1; }

/* registers of cur's file that a call clobbers inside cur: freeuntil/blockpos lowered */
static void ko__calls_in(struct ko_alloc *a, const struct ko_iv *cur, uint32_t *lim, uint32_t *lim2)
{
	ko__clobbers_in(a, cur, lim, lim2); /* and the fixed registers of some instructions */
	uint32_t c = ko__next_call_in(a, cur);
	if (c == KO_INF)
		return;
	for (int k = 0; k < a->nregs[cur->file]; k++) {
		int r = a->order[cur->file][k];
		if (!(a->callee_saved >> r & 1)) {
			if (lim[r] > c)
				lim[r] = c;
			if (lim2 && lim2[r] > c)
				lim2[r] = c;
		}
	}
}

static int ko__try_free(struct ko_ls *s, uint32_t ci)
{
	struct ko_alloc *a = s->a;
	struct ko_iv *cur = &a->iv[ci];
	uint32_t *fu = s->freeuntil, start = ko__iv_start(cur), end = ko__iv_end(cur);
	int file = cur->file;
	/* only the registers of the file are read below (hints are checked against allowed) */
	for (int k = 0; k < a->nregs[file]; k++)
		fu[a->order[file][k]] = KO_INF;
	for (uint32_t k = 0; k < s->nactive; k++)
		fu[a->iv[s->active[k]].reg] = 0;
	for (uint32_t k = 0; k < s->ninactive; k++) {
		struct ko_iv *v = &a->iv[s->inactive[k]];
		if (fu[v->reg] == 0)
			continue;
		uint32_t x = ko__intersect(v, cur, start);
		if (x < fu[v->reg])
			fu[v->reg] = x;
	}
	ko__calls_in(a, cur, fu, NULL);
	/* the hint if it is free for the whole interval, else the first in order that is, else the
	 * one free the longest */
	int best = -1;
	uint32_t bestu = 0;
	int hint = cur->hint >= 0 ? cur->hint : -1, hint2 = -1;
	if (cur->hintiv != KO_INF && a->iv[cur->hintiv].reg >= 0)
		hint = a->iv[cur->hintiv].reg;
	if (cur->hintiv2 != KO_NONE && a->iv[cur->hintiv2].reg >= 0)
		hint2 = a->iv[cur->hintiv2].reg;
	if (hint >= 0 && hint < 64 && ko__allowed(a, file, hint) && fu[hint] >= end) {
		best = hint;
		bestu = fu[hint];
	} else if (hint2 >= 0 && hint2 < 64 && ko__allowed(a, file, hint2) && fu[hint2] >= end) {
		best = hint2;
		bestu = fu[hint2];
	} else {
		for (int k = 0; k < a->nregs[file]; k++) {
			int r = a->order[file][k];
			if (fu[r] >= end) {
				best = r;
				bestu = fu[r];
				break;
			}
			if (fu[r] > bestu) {
				best = r;
				bestu = fu[r];
			}
		}
	}
	if (best < 0 || bestu <= start)
		return 0;
	if (bestu < end) { /* free for a first part only */
		uint32_t sp = ko__split_pos(a, start, bestu, 0);
		if (!sp)
			return 0;
		uint32_t child = ko__split(a, ci, sp);
		if (child == KO_INF || ko__heap_push(s, child))
			return a->failed = 1, 0;
		cur = &a->iv[ci];
	}
	cur->reg = (int16_t)best;
	return 1;
}

/* move an interval's part from pos on out of its register: to memory until its next use, and
 * back to the unhandled ones from there (pos is where the scan is, or later) */
static int ko__evict(struct ko_ls *s, uint32_t vi, uint32_t pos)
{
	struct ko_alloc *a = s->a;
	struct ko_iv *v = &a->iv[vi];
	uint32_t lo = ko__iv_start(v);
	/* the uses before pos keep the register: the split comes after the last of them (at 4k+1
	 * when instruction k still reads the value: a store before it) */
	uint32_t lu = 0, hi = v->nu;
	while (lu < hi) {
		uint32_t mid = (lu + hi) / 2;
		if (v->u[mid] < pos)
			lu = mid + 1;
		else
			hi = mid;
	}
	if (lu && v->u[lu - 1] > lo)
		lo = v->u[lu - 1];
	uint32_t sp = ko__split_pos(a, lo, pos, 1);
	uint32_t mem = vi;
	if (sp) {
		mem = ko__split(a, vi, sp);
		if (mem == KO_INF)
			return -1;
	}
	struct ko_iv *m = &a->iv[mem];
	m->reg = -1;
	m->spilled = 1;
	uint32_t nu = ko__next_use(m, ko__iv_start(m));
	if (nu != KO_INF) {
		/* what comes back to the unhandled intervals must not start before the scan's position */
		uint32_t lo2 = ko__iv_start(m) > pos - 1 ? ko__iv_start(m) : pos - 1;
		uint32_t sp2 = ko__split_pos(a, lo2, nu, 0);
		if (!sp2)
			return a->failed = 1, -1; /* cannot happen: a use right at a spill point */
		uint32_t back = ko__split(a, mem, sp2);
		if (back == KO_INF || ko__heap_push(s, back))
			return -1;
	}
	return 0;
}

static int ko__alloc_blocked(struct ko_ls *s, uint32_t ci)
{
	struct ko_alloc *a = s->a;
	struct ko_iv *cur = &a->iv[ci];
	uint32_t *up = s->usepos, *bp = s->blockpos, start = ko__iv_start(cur), end = ko__iv_end(cur);
	int file = cur->file;
	for (int k = 0; k < a->nregs[file]; k++)
		up[a->order[file][k]] = bp[a->order[file][k]] = KO_INF;
	for (uint32_t k = 0; k < s->nactive; k++) {
		struct ko_iv *v = &a->iv[s->active[k]];
		uint32_t n = ko__next_use(v, start);
		if (n == start || v->pinned)
			bp[v->reg] = n; /* needed at this very position: cannot be taken */
		if (n < up[v->reg])
			up[v->reg] = n;
	}
	for (uint32_t k = 0; k < s->ninactive; k++) {
		struct ko_iv *v = &a->iv[s->inactive[k]];
		uint32_t x = ko__intersect(v, cur, start);
		if (x == KO_INF)
			continue;
		uint32_t n = ko__next_use(v, start);
		if (n < up[v->reg])
			up[v->reg] = n;
		/* needed in its register where the two meet: cur can have it only until then */
		if (ko__next_use(v, x) == x && x < bp[v->reg])
			bp[v->reg] = x;
	}
	ko__calls_in(a, cur, up, bp);
	int best = -1;
	for (int k = 0; k < a->nregs[file]; k++) {
		int r = a->order[file][k];
		if (bp[r] > start && (best < 0 || up[r] > up[best]))
			best = r;
	}
	uint32_t first = ko__next_use(cur, start);
	if (best < 0 || (first > start && up[best] < first)) {
		/* every register is needed sooner than cur: cur waits in memory until its first use */
		if (first == start || (best < 0 && first <= start + 2))
			return a->failed = 2, -1;
		cur->reg = -1;
		cur->spilled = 1;
		if (first != KO_INF) {
			uint32_t sp = ko__split_pos(a, start, first, 0);
			if (!sp)
				return a->failed = 2, -1;
			uint32_t child = ko__split(a, ci, sp);
			if (child == KO_INF || ko__heap_push(s, child))
				return -1;
		}
		return 0;
	}
	cur->reg = (int16_t)best;
	if (bp[best] < end) { /* at 4k+1 the rest goes to memory (ko__spill_until_use) */
		uint32_t sp = ko__split_pos(a, start, bp[best], 1);
		if (!sp)
			return a->failed = 2, -1;
		uint32_t child = ko__split(a, ci, sp);
		if (child == KO_INF || ko__heap_push(s, child))
			return -1;
	}
	/* the intervals holding best: out of it from start */
	for (uint32_t k = 0; k < s->nactive; k++)
		if (a->iv[s->active[k]].reg == best) {
			if (ko__evict(s, s->active[k], start))
				return -1;
			s->active[k--] = s->active[--s->nactive];
		}
	for (uint32_t k = 0; k < s->ninactive; k++) {
		uint32_t vi = s->inactive[k];
		if (a->iv[vi].reg != best)
			continue;
		uint32_t x = ko__intersect(&a->iv[vi], &a->iv[ci], start);
		if (x == KO_INF)
			continue;
		if (ko__evict(s, vi, x))
			return -1;
		/* the part before x kept the register: it stays inactive */
	}
	return 0;
}

/* A piece that starts at 4k+1 (a value instruction k reads, that must leave its register at k)
 * lives in memory until its next use: a register move there would have to happen between the
 * instruction's reads and its writes. */
static int ko__spill_until_use(struct ko_ls *s, uint32_t ci)
{
	struct ko_alloc *a = s->a;
	struct ko_iv *cur = &a->iv[ci];
	uint32_t start = ko__iv_start(cur), first = ko__next_use(cur, start);
	cur->reg = -1;
	cur->spilled = 1;
	if (first == KO_INF)
		return 0;
	uint32_t sp = ko__split_pos(a, start, first, 0);
	if (!sp)
		return a->failed = 2, -1;
	uint32_t child = ko__split(a, ci, sp);
	return child == KO_INF || ko__heap_push(s, child) ? -1 : 0;
}

int ko__linscan(struct ko_prog *p, struct ko_prog *out)
{
	struct ko_alloc a;
	if (ko__alloc_init(&a, p))
		return p->o->err;
	if (ko__build(&a)) {
		ko__alloc_free(&a);
		ko__fail(p->o, KL_ERR_NOMEM, "live intervals");
		return p->o->err;
	}
	struct ko_ls s = {.a = &a};
	s.active = malloc((a.niv + 1) * sizeof *s.active);
	s.inactive = malloc((a.niv + 1) * sizeof *s.inactive);
	int err = !s.active || !s.inactive;
	for (uint32_t k = 0; k < a.niv && !err; k++)
		if (a.iv[k].nr && !a.iv[k].pinned)
			err = ko__heap_push(&s, k);
	/* pinned values hold their register throughout: active or inactive from the start */
	for (uint32_t k = 0; k < a.niv && !err; k++)
		if (a.iv[k].nr && a.iv[k].pinned)
			s.inactive[s.ninactive++] = k;
	while (!err && s.nheap) {
		uint32_t ci = ko__heap_pop(&s), pos = ko__iv_start(&a.iv[ci]);
		/* active ones that ended or have a hole at pos; inactive ones that resumed */
		for (uint32_t k = 0; k < s.nactive; k++) {
			struct ko_iv *v = &a.iv[s.active[k]];
			if (ko__iv_end(v) <= pos) {
				s.active[k--] = s.active[--s.nactive];
			} else if (!ko__covers(v, pos)) {
				s.inactive[s.ninactive++] = s.active[k];
				s.active[k--] = s.active[--s.nactive];
			}
		}
		for (uint32_t k = 0; k < s.ninactive; k++) {
			struct ko_iv *v = &a.iv[s.inactive[k]];
			if (ko__iv_end(v) <= pos) {
				s.inactive[k--] = s.inactive[--s.ninactive];
			} else if (ko__covers(v, pos)) {
				s.active[s.nactive++] = s.inactive[k];
				s.inactive[k--] = s.inactive[--s.ninactive];
			}
		}
		if (pos % 4 == 1)
			ko__spill_until_use(&s, ci);
		else if (!ko__try_free(&s, ci) && !a.failed)
			ko__alloc_blocked(&s, ci);
		if (a.failed) {
			err = 1;
			break;
		}
		if (a.iv[ci].reg >= 0)
			s.active[s.nactive++] = ci;
	}
	free(s.heap);
	free(s.active);
	free(s.inactive);
	if (err) {
		if (a.failed == 2)
			ko__fail(p->o, KL_ERR_REGS, "linear scan: an instruction needs more registers than the target has");
		else
			ko__fail(p->o, KL_ERR_NOMEM, "linear scan");
		ko__alloc_free(&a);
		return p->o->err;
	}
	int r = ko__resolve(&a, out);
	ko__alloc_free(&a);
	return r;
}
