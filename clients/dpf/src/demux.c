/* demux.c -- the DPF demultiplexer: many filters compiled into one native classifier.
 *
 * Each filter is first turned into its accepting paths, each a conjunction of atoms "field op
 * constant" (field = a packet load, maybe masked).  The classifier is then a trie over those
 * conjunctions, built at run time from the actual constants: consecutive filters that test the
 * same field for equality share one load and one dispatch (compares for a few values, binary
 * search for sparse ones, a jump table for dense ranges, a multiplicative hash chosen to spread
 * the keys for many), and identical tests are made once.  Filters whose structure is not a set
 * of such conjunctions are compiled whole, in their place in the order, into the same function.
 * The result is always the id of the first-added accepting filter. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "demux.h"

struct kl_demux {
	struct dfilter *filters;
	unsigned n, cap;
	int (*fn)(const unsigned char *, unsigned, unsigned);
	size_t codesize;
	void **tables; /* jump tables owned by the current code */
	unsigned ntables, fallbacks;
	int dirty;
	char err[256];
};

/* ---- code generation -------------------------------------------------------------------- */
struct gen {
	kl_demux *d;
	kl_func *f;
	struct dpf_regs r;
	int err;
};

static void *table_new(struct gen *g, size_t n)
{
	void **t = realloc(g->d->tables, (g->d->ntables + 1) * sizeof *t);
	void *tab = calloc(n, sizeof(void *));
	if (!t || !tab) {
		if (t)
			g->d->tables = t;
		free(tab);
		g->err = 1;
		return NULL;
	}
	g->d->tables = t;
	t[g->d->ntables++] = tab;
	return tab;
}

/* What the code on a path of the classifier knows: the packet length already checked, and
 * whether X holds 4 * (pkt[xoff] & 0xf) and up to which X-relative end it was checked. */
struct known {
	uint64_t len;
	int xvalid;
	uint32_t xoff;
	uint64_t xend;
};

/* Evaluate field fl into r.a, or go to fail when it lies outside the packet.  raw: the field
 * may be left in memory byte order (then *raw = 1).  load = 0: only the bounds. */
static void eval_field(struct gen *g, const struct field *fl, kl_label fail, struct known *k, int want_raw,
		       int *raw, int load)
{
	kl_func *f = g->f;
	struct dpf_regs *r = &g->r;
	uint64_t end = (uint64_t)fl->off + fl->size;
	int sw = 0;
	if (!fl->ind) {
		if (end > 0xFFFFFFFFu) {
			kl_jv(f, fail);
			*raw = 0;
			return;
		}
		if (k->len < end) {
			kl_bltui(f, r->buflen, (uint32_t)end, fail);
			k->len = end;
		}
		if (load)
			dpf_load_field(f, r, r->a, r->pkt, fl->off, fl->size, want_raw ? &sw : NULL);
	} else {
		if (!k->xvalid || k->xoff != fl->xoff) {
			if (k->len < (uint64_t)fl->xoff + 1) {
				kl_bltui(f, r->buflen, fl->xoff + 1, fail);
				k->len = (uint64_t)fl->xoff + 1;
			}
			kl_lduci(f, r->x, r->pkt, fl->xoff);
			kl_andui(f, r->x, r->x, 0xF);
			kl_lshui(f, r->x, r->x, 2);
			k->xvalid = 1;
			k->xoff = fl->xoff;
			k->xend = 0;
		}
		kl_cvu2ul(f, r->t, r->x);
		if (k->len >= end + 60 || k->xend >= end) { /* X <= 60, or X + end checked */
			if (load) {
				kl_addp(f, r->t, r->pkt, r->t);
				dpf_load_field(f, r, r->a, r->t, fl->off, fl->size, want_raw ? &sw : NULL);
			}
		} else {
			kl_addli(f, r->t, r->t, (int64_t)end);
			kl_bgtul(f, r->t, r->buflen64, fail);
			k->xend = end;
			if (load) {
				kl_addp(f, r->t, r->pkt, r->t);
				dpf_load_field(f, r, r->a, r->t, -(int64_t)fl->size, fl->size, want_raw ? &sw : NULL);
			}
		}
	}
	if (load && fl->mask != 0xFFFFFFFFu)
		kl_andui(f, r->a, r->a, sw ? dpf_swap_const(fl->mask, fl->size) : fl->mask);
	*raw = sw;
}

/* Go to fail unless atom a holds. */
static void emit_atom(struct gen *g, const struct atom *a, kl_label fail, struct known *len)
{
	kl_func *f = g->f;
	kl_reg v = g->r.a;
	int raw;
	if (a->op == AT_BOUNDS) {
		eval_field(g, &a->f, fail, len, 0, &raw, 0);
		return;
	}
	eval_field(g, &a->f, fail, len, a->op == AT_EQ || a->op == AT_SET, &raw, 1);
	uint32_t k = raw ? dpf_swap_const(a->k & (a->f.size == 2 ? 0xFFFF : 0xFFFFFFFFu), a->f.size) : a->k;
	if (raw && a->f.size == 2 && a->k > 0xFFFF && a->op == AT_EQ) { /* never equal */
		if (a->sense)
			kl_jv(f, fail);
		return;
	}
	switch (a->op) {
	case AT_EQ: a->sense ? kl_bneui(f, v, k, fail) : kl_bequi(f, v, k, fail); break;
	case AT_GT: a->sense ? kl_bleui(f, v, k, fail) : kl_bgtui(f, v, k, fail); break;
	case AT_GE: a->sense ? kl_bltui(f, v, k, fail) : kl_bgeui(f, v, k, fail); break;
	default:
		kl_andui(f, g->r.t, v, k);
		a->sense ? kl_bequi(f, g->r.t, 0, fail) : kl_bneui(f, g->r.t, 0, fail);
		break;
	}
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
	return x < y ? -1 : x > y;
}

struct kv {
	uint32_t key;   /* as compared (byte-swapped when the field is loaded raw) */
	uint32_t value; /* as the filters wrote it */
	kl_label l;
	int done; /* its entries' code is already emitted (inline in a hash slot) */
};

/* The entries of a switch, by value: what a dispatch needs to emit a value's code in place. */
struct groups {
	struct entry *sub; /* the run's entries without the switched test */
	const uint32_t *vals;
	unsigned r;
	struct entry *grp; /* scratch */
	kl_label rest;
	const struct known *inner; /* what is known once the field is loaded */
};

static void gen(struct gen *g, struct entry *e, unsigned n, kl_label fail, struct known len);

static void emit_group(struct gen *g, const struct groups *gs, struct kv *k)
{
	unsigned m = 0;
	for (unsigned i = 0; i < gs->r; i++)
		if (gs->vals[i] == k->value)
			gs->grp[m++] = gs->sub[i];
	k->done = 1;
	gen(g, gs->grp, m, gs->rest, *gs->inner);
}
static int cmp_kv(const void *a, const void *b) { return cmp_u32(&((const struct kv *)a)->key, &((const struct kv *)b)->key); }

static void jump_table(struct gen *g, kl_reg idx, void **tab)
{
	kl_func *f = g->f;
	kl_cvu2ul(f, g->r.t, idx);
	kl_lshuli(f, g->r.t, g->r.t, sizeof(void *) == 8 ? 3 : 2);
	kl_setp(f, g->r.t2, tab);
	kl_ldp(f, g->r.t, g->r.t2, g->r.t);
	kl_jp(f, g->r.t);
}

static void binsearch(struct gen *g, const struct kv *k, unsigned n, kl_label rest)
{
	kl_func *f = g->f;
	while (n > 4) {
		unsigned mid = n / 2;
		kl_label left = kl_label_new(f);
		kl_bequi(f, g->r.a, k[mid].key, k[mid].l);
		kl_bltui(f, g->r.a, k[mid].key, left);
		binsearch(g, k + mid + 1, n - mid - 1, rest);
		kl_label_place(f, left);
		n = mid;
	}
	for (unsigned i = 0; i < n; i++)
		kl_bequi(f, g->r.a, k[i].key, k[i].l);
	kl_jv(f, rest);
}

/* A lone value: branch away when it differs and fall into its code (placed next). */
static int lone_value(struct gen *g, const struct kv *k, unsigned n, kl_label rest)
{
	if (n != 1)
		return 0;
	kl_bneui(g->f, g->r.a, k[0].key, rest);
	return 1;
}

/* Multiplicative hash (v * m) >> (32 - bits): the multiplier with the fewest collisions among a
 * few candidates, so most slots hold one key and need one compare. */
static void hash_dispatch(struct gen *g, struct kv *k, unsigned n, kl_label rest, const struct groups *gs)
{
	kl_func *f = g->f;
	unsigned bits = 1;
	while ((1u << bits) < 2 * n)
		bits++;
	uint32_t best = 0, bestcost = ~0u;
	uint64_t s = 0x9E3779B97F4A7C15ull;
	unsigned size = 1u << bits;
	uint16_t *cnt = calloc(size, sizeof *cnt);
	if (!cnt) {
		g->err = 1;
		return;
	}
	for (int tries = 0; tries < 48 && bestcost; tries++) {
		s ^= s >> 12, s ^= s << 25, s ^= s >> 27;
		uint32_t m = (uint32_t)(s * 0x2545F4914F6CDD1Dull >> 32) | 1u;
		uint32_t cost = 0;
		memset(cnt, 0, size * sizeof *cnt);
		for (unsigned i = 0; i < n; i++)
			cost += cnt[(uint32_t)(k[i].key * m) >> (32 - bits)]++;
		if (cost < bestcost)
			bestcost = cost, best = m;
	}
	free(cnt);
	void **tab = table_new(g, size);
	if (!tab)
		return;
	kl_label *slot = malloc(size * sizeof *slot);
	if (!slot) {
		g->err = 1;
		return;
	}
	for (unsigned i = 0; i < size; i++) {
		slot[i] = rest;
		kl_dlabel(f, &tab[i], rest);
	}
	for (unsigned i = 0; i < n; i++) {
		uint32_t h = (uint32_t)(k[i].key * best) >> (32 - bits);
		if (slot[h] == rest) {
			slot[h] = kl_label_new(f);
			kl_dlabel(f, &tab[h], slot[h]);
		}
	}
	kl_mului(f, g->r.t2, g->r.a, best);
	kl_rshui(f, g->r.t2, g->r.t2, 32 - bits);
	jump_table(g, g->r.t2, tab);
	for (unsigned h = 0; h < size; h++) {
		if (slot[h] == rest)
			continue;
		kl_label_place(f, slot[h]);
		unsigned cnt = 0, last = 0;
		for (unsigned i = 0; i < n; i++)
			if ((uint32_t)(k[i].key * best) >> (32 - bits) == h)
				cnt++, last = i;
		if (cnt == 1 && gs) { /* no collision: one compare, and the key's code right here */
			kl_bneui(f, g->r.a, k[last].key, rest);
			emit_group(g, gs, &k[last]);
			continue;
		}
		for (unsigned i = 0; i < n; i++)
			if ((uint32_t)(k[i].key * best) >> (32 - bits) == h)
				kl_bequi(f, g->r.a, k[i].key, k[i].l);
		kl_jv(f, rest);
	}
	free(slot);
}

/* Dispatch on r.a: go to the label of its value, or to rest. */
static void dispatch(struct gen *g, const struct field *fl, struct kv *k, unsigned n, kl_label rest,
		     struct known *len, const struct groups *gs)
{
	kl_func *f = g->f;
	int raw = 0;
	uint32_t lo = k[0].key, hi = k[0].key;
	for (unsigned i = 1; i < n; i++) {
		lo = k[i].key < lo ? k[i].key : lo;
		hi = k[i].key > hi ? k[i].key : hi;
	}
	uint64_t range = (uint64_t)hi - lo + 1;
	int dense = n >= 5 && range <= 3 * (uint64_t)n && range <= 4096;
	eval_field(g, fl, rest, len, !dense, &raw, 1);
	if (raw)
		for (unsigned i = 0; i < n; i++)
			k[i].key = dpf_swap_const(k[i].key, fl->size);
	qsort(k, n, sizeof *k, cmp_kv);
	if (dense) { /* a jump table indexed by the value */
		void **tab = table_new(g, (size_t)range);
		if (!tab)
			return;
		for (uint64_t i = 0, j = 0; i < range; i++) {
			int hit = j < n && k[j].key == lo + i;
			kl_dlabel(f, &tab[i], hit ? k[j].l : rest);
			j += hit;
		}
		if (lo)
			kl_subui(f, g->r.a, g->r.a, lo);
		kl_bgtui(f, g->r.a, (uint32_t)(range - 1), rest);
		jump_table(g, g->r.a, tab);
	} else if (n >= 8) { /* one indirect jump beats a search's mispredicted branches */
		hash_dispatch(g, k, n, rest, gs);
	} else if (!lone_value(g, k, n, rest)) {
		binsearch(g, k, n, rest);
	}
}

static int has_eq(const struct entry *e, const struct field *fl, unsigned *at)
{
	if (e->generic)
		return 0;
	for (unsigned i = 0; i < e->natoms; i++)
		if (e->atoms[i].op == AT_EQ && e->atoms[i].sense && dpf_field_eq(&e->atoms[i].f, fl)) {
			if (at)
				*at = i;
			return 1;
		}
	return 0;
}
static int has_atom(const struct entry *e, const struct atom *a, unsigned *at)
{
	if (e->generic)
		return 0;
	for (unsigned i = 0; i < e->natoms; i++)
		if (dpf_atom_eq(&e->atoms[i], a)) {
			if (at)
				*at = i;
			return 1;
		}
	return 0;
}

/* e without atom i, in new storage. */
static struct entry drop_atom(struct gen *g, const struct entry *e, unsigned i)
{
	struct entry c = *e;
	c.atoms = malloc((e->natoms ? e->natoms : 1) * sizeof *c.atoms);
	if (!c.atoms) {
		g->err = 1;
		c.natoms = 0;
		c.generic = 1; /* keeps the result right if we get that far */
		return c;
	}
	memcpy(c.atoms, e->atoms, i * sizeof *c.atoms);
	memcpy(c.atoms + i, e->atoms + i + 1, (e->natoms - i - 1) * sizeof *c.atoms);
	c.natoms = e->natoms - 1;
	return c;
}

static void gen_switch(struct gen *g, struct entry *e, unsigned r, const struct field *fl, kl_label rest,
		       struct known len)
{
	kl_func *f = g->f;
	struct entry *sub = malloc(r * sizeof *sub);
	struct kv *keys = malloc(r * sizeof *keys);
	uint32_t *vals = malloc(r * sizeof *vals);
	unsigned nk = 0;
	if (!sub || !keys || !vals) {
		g->err = 1;
		goto out;
	}
	for (unsigned i = 0; i < r; i++) {
		unsigned at = 0;
		has_eq(&e[i], fl, &at);
		vals[i] = e[i].atoms[at].k;
		sub[i] = drop_atom(g, &e[i], at);
	}
	/* distinct values, each with the entries (in order) that want it */
	uint32_t *sorted = malloc(r * sizeof *sorted);
	if (!sorted) {
		g->err = 1;
		goto out;
	}
	memcpy(sorted, vals, r * sizeof *sorted);
	qsort(sorted, r, sizeof *sorted, cmp_u32);
	for (unsigned i = 0; i < r; i++)
		if (!i || sorted[i] != sorted[i - 1])
			keys[nk++] = (struct kv){sorted[i], sorted[i], kl_label_new(f), 0};
	free(sorted);
	struct known inner = len;
	struct groups gs = {sub, vals, r, malloc(r * sizeof(struct entry)), rest, &inner};
	if (!gs.grp) {
		g->err = 1;
		goto out;
	}
	dispatch(g, fl, keys, nk, rest, &inner, &gs);
	for (unsigned v = 0; v < nk; v++) /* the values whose code is not in place yet */
		if (!keys[v].done) {
			kl_label_place(f, keys[v].l);
			emit_group(g, &gs, &keys[v]);
		}
	free(gs.grp);
out:
	if (sub)
		for (unsigned i = 0; i < r; i++)
			free(sub[i].atoms);
	free(sub);
	free(keys);
	free(vals);
}

/* The packet length below which entry e cannot match (DPF hoists this check to the top of a
 * run of entries: the least of their needs, checked once). */
static uint64_t entry_need(const struct entry *e)
{
	uint64_t need = 0;
	for (unsigned i = 0; i < e->natoms; i++) {
		const struct field *fl = &e->atoms[i].f;
		uint64_t end = (uint64_t)fl->off + fl->size;
		if (fl->ind && (uint64_t)fl->xoff + 1 > end)
			end = (uint64_t)fl->xoff + 1;
		need = end > need ? end : need;
	}
	return need;
}

/* Code that returns the id of the first entry of e[0..n) that accepts, else goes to fail. */
static void gen(struct gen *g, struct entry *e, unsigned n, kl_label fail, struct known len)
{
	kl_func *f = g->f;
	while (n > 0 && !g->err) {
		if (e[0].generic) {
			kl_label acc = kl_label_new(f), rej = kl_label_new(f);
			if (dpf_emit_filter(f, &g->r, e[0].prog, e[0].len, acc, rej) < 0)
				g->err = 1;
			kl_label_place(f, acc);
			kl_retii(f, e[0].id);
			kl_label_place(f, rej);
			len.xvalid = 0; /* the filter's code used X */
			e++, n--;
			continue;
		}
		if (e[0].natoms == 0) { /* accepts, and comes first */
			kl_retii(f, e[0].id);
			return;
		}
		/* the equality test on e[0]'s fields that the longest run of entries shares; else
		 * e[0]'s first test, made once for the run of entries that have it too */
		unsigned best = 0, run = 0;
		for (unsigned a = 0; a < e[0].natoms; a++) {
			const struct atom *at = &e[0].atoms[a];
			if (at->op != AT_EQ || !at->sense)
				continue;
			unsigned r = 1;
			while (r < n && has_eq(&e[r], &at->f, NULL))
				r++;
			if (r > run)
				run = r, best = a;
		}
		int sw = run > 0;
		if (!sw)
			while (run < n && has_atom(&e[run], &e[0].atoms[0], NULL))
				run++;
		kl_label rest = run == n ? fail : kl_label_new(f);
		struct known here = len;
		uint64_t need = UINT64_MAX;
		for (unsigned i = 0; i < run; i++) {
			uint64_t en = entry_need(&e[i]);
			need = en < need ? en : need;
		}
		if (need > 0xFFFFFFFFu) {
			kl_jv(f, rest); /* no entry of the run fits in any packet */
		} else {
			if (need > here.len) {
				kl_bltui(f, g->r.buflen, (uint32_t)need, rest);
				here.len = need;
			}
			if (sw) {
				gen_switch(g, e, run, &e[0].atoms[best].f, rest, here);
			} else {
				const struct atom a = e[0].atoms[0];
				struct entry *sub = malloc(run * sizeof *sub);
				if (!sub) {
					g->err = 1;
					return;
				}
				for (unsigned i = 0; i < run; i++) {
					unsigned at = 0;
					has_atom(&e[i], &a, &at);
					sub[i] = drop_atom(g, &e[i], at);
				}
				emit_atom(g, &a, rest, &here);
				gen(g, sub, run, rest, here);
				for (unsigned i = 0; i < run; i++)
					free(sub[i].atoms);
				free(sub);
			}
		}
		if (rest == fail)
			return;
		kl_label_place(f, rest);
		len.xvalid = 0; /* rest is reached from places where X may differ */
		e += run;
		n -= run;
	}
	kl_jv(f, fail);
}

/* ---- the public interface ------------------------------------------------------------------ */
static void drop_code(kl_demux *d)
{
	if (d->fn)
		kl_code_free((void *)d->fn);
	d->fn = NULL;
	d->codesize = 0;
	for (unsigned i = 0; i < d->ntables; i++)
		free(d->tables[i]);
	free(d->tables);
	d->tables = NULL;
	d->ntables = 0;
}

kl_demux *kl_demux_new(void)
{
	kl_demux *d = calloc(1, sizeof *d);
	if (d)
		d->dirty = 1;
	return d;
}

void kl_demux_free(kl_demux *d)
{
	if (!d)
		return;
	drop_code(d);
	for (unsigned i = 0; i < d->n; i++)
		free(d->filters[i].prog);
	free(d->filters);
	free(d);
}

int kl_demux_add(kl_demux *d, const struct bpf_insn *insns, unsigned len, int id)
{
	if (!d)
		return -1;
	d->err[0] = 0;
	if (dpf_check(insns, len, d->err, sizeof d->err) < 0)
		return -1;
	for (unsigned i = 0; i < d->n; i++)
		if (d->filters[i].id == id) {
			snprintf(d->err, sizeof d->err, "a filter with id %d is already present", id);
			return -1;
		}
	if (d->n == d->cap) {
		unsigned cap = d->cap ? 2 * d->cap : 16;
		struct dfilter *nf = realloc(d->filters, cap * sizeof *nf);
		if (!nf)
			goto nomem;
		d->filters = nf;
		d->cap = cap;
	}
	struct bpf_insn *copy = malloc(len * sizeof *copy);
	if (!copy)
		goto nomem;
	memcpy(copy, insns, len * sizeof *copy);
	d->filters[d->n++] = (struct dfilter){id, copy, len};
	d->dirty = 1;
	return 0;
nomem:
	snprintf(d->err, sizeof d->err, "out of memory");
	return -1;
}

int kl_demux_remove(kl_demux *d, int id)
{
	if (!d)
		return -1;
	for (unsigned i = 0; i < d->n; i++)
		if (d->filters[i].id == id) {
			free(d->filters[i].prog);
			memmove(&d->filters[i], &d->filters[i + 1], (d->n - i - 1) * sizeof *d->filters);
			d->n--;
			d->dirty = 1;
			return 0;
		}
	snprintf(d->err, sizeof d->err, "no filter with id %d", id);
	return -1;
}

int kl_demux_build(kl_demux *d)
{
	if (!d)
		return -1;
	drop_code(d);
	d->err[0] = 0;
	d->fallbacks = 0;
	struct entry *all = NULL;
	unsigned nall = 0;
	struct entry *tmp = malloc(MAX_PATHS * sizeof *tmp);
	struct gen g;
	memset(&g, 0, sizeof g);
	g.d = d;
	if (!tmp)
		goto nomem;
	for (unsigned i = 0; i < d->n; i++) {
		unsigned k = dpf_filter_entries(&d->filters[i], i, tmp);
		struct entry *na = realloc(all, (nall + k + 1) * sizeof *na);
		if (!na) {
			for (unsigned j = 0; j < k; j++)
				free(tmp[j].atoms);
			goto nomem;
		}
		all = na;
		memcpy(all + nall, tmp, k * sizeof *tmp);
		nall += k;
		d->fallbacks += k == 1 && tmp[0].generic;
	}
	g.f = kl_func_new();
	kl_reg args[3];
	if (!g.f)
		goto nomem;
	if (kl_func_begin(g.f, "%p%u%u", args, KL_LEAF) != KL_OK || dpf_regs_init(g.f, &g.r, args) < 0) {
		snprintf(d->err, sizeof d->err, "kiln: %s", kl_error(g.f) ? kl_errmsg(g.f) : "out of registers");
		kl_func_abort(g.f);
		goto out;
	}
	kl_label none = kl_label_new(g.f);
	struct known start = {0, 0, 0, 0};
	for (unsigned i = 0, done = 0; i < nall && !done; i++)
		for (unsigned k = 0; k < all[i].natoms && !done; k++)
			if (all[i].atoms[k].f.ind) {
				kl_cvu2ul(g.f, g.r.buflen64, g.r.buflen); /* for the checks of [x + k] */
				done = 1;
			}
	gen(&g, all, nall, none, start);
	kl_label_place(g.f, none);
	kl_retii(g.f, -1);
	if (g.err) {
		kl_func_abort(g.f);
		goto nomem;
	}
	d->fn = (int (*)(const unsigned char *, unsigned, unsigned))kl_func_end(g.f, &d->codesize);
	if (!d->fn)
		snprintf(d->err, sizeof d->err, "kiln: %s", kl_errmsg(g.f));
	else
		d->dirty = 0;
	goto out;
nomem:
	snprintf(d->err, sizeof d->err, "out of memory");
out:
	if (g.f)
		kl_func_delete(g.f);
	for (unsigned i = 0; i < nall; i++)
		free(all[i].atoms);
	free(all);
	free(tmp);
	return d->fn ? 0 : -1;
}

int kl_demux_classify(const kl_demux *d, const unsigned char *pkt, unsigned wirelen, unsigned buflen)
{
	if (!d)
		return -1;
	if (d->dirty && kl_demux_build((kl_demux *)d) < 0) /* the object is never const-defined */
		return -1;
	return d->fn(pkt, wirelen, buflen);
}

const char *kl_demux_errmsg(const kl_demux *d) { return d ? d->err : "no demultiplexer"; }
size_t kl_demux_code_size(const kl_demux *d) { return d ? d->codesize : 0; }
unsigned kl_demux_fallbacks(const kl_demux *d) { return d ? d->fallbacks : 0; }
const void *kl_demux_code(const kl_demux *d) { return d ? (const void *)d->fn : NULL; }
