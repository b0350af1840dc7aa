/* demux.c -- the DPF demultiplexer: many filters compiled into one native classifier.
 *
 * Each filter is first turned into its accepting paths, each a conjunction of atoms "field op
 * constant" (field = a packet load, maybe masked).  The classifier is then a trie over those
 * conjunctions, built at run time from the actual constants: consecutive filters that test the
 * same field for equality share one load and one dispatch (compares for a few values, binary
 * search for sparse ones, a jump table for dense ranges, a multiplicative hash chosen to spread
 * the keys for many), and identical tests are made once.  A run of filters of one shape that
 * differ only in the constants they compare (connection filters) is one hash-table lookup that
 * compares a whole row instead (see "table leaves"), and the tests of one path are made a word
 * of adjacent fields at a time.  Filters whose structure is not a set of such conjunctions are
 * compiled whole, in their place in the order, into the same function.  The result is always the
 * id of the first-added accepting filter. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "demux.h"

struct kl_demux {
	struct dfilter *filters;
	unsigned n, cap;
	/* the classifier; it takes d too (and ignores it) so that kl_demux_classify passes its own
	 * arguments on unchanged, with one jump */
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
	int wirelen_free; /* no filter is compiled whole: nothing reads wirelen, a free register */
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
	int b64; /* r.buflen64 holds buflen (set where first needed: most classifiers never do) */
};

/* Evaluate field fl into r.a, or go to fail when it lies outside the packet.  raw: the field
 * may be left in memory byte order (then *raw = 1).  load = 0: only the bounds. */
/* X = 4 * (pkt[xoff] & 0xf), libpcap's ldx msh (the IPv4 header length), remembered in k; the
 * caller has made sure the byte is in the packet */
static void load_x_msh(kl_func *f, const struct dpf_regs *r, struct known *k, uint32_t xoff)
{
	kl_lduci(f, r->x, r->pkt, xoff);
	kl_andui(f, r->x, r->x, 0xF);
	kl_lshui(f, r->x, r->x, 2);
	k->xvalid = 1;
	k->xoff = xoff;
	k->xend = 0;
}

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
			load_x_msh(f, r, k, fl->xoff);
		}
		kl_cvu2ul(f, r->t, r->x);
		if (k->len >= end + 60 || k->xend >= end) { /* X <= 60, or X + end checked */
			if (load) {
				kl_addp(f, r->t, r->pkt, r->t);
				dpf_load_field(f, r, r->a, r->t, fl->off, fl->size, want_raw ? &sw : NULL);
			}
		} else {
			kl_addli(f, r->t, r->t, (int64_t)end);
			if (!k->b64) {
				kl_cvu2ul(f, r->buflen64, r->buflen);
				k->b64 = 1;
			}
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
	default: /* the field is loaded again wherever it is needed: mask it in place */
		kl_andui(f, v, v, k);
		a->sense ? kl_bequi(f, v, 0, fail) : kl_bneui(f, v, 0, fail);
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

/* ---- table leaves ---------------------------------------------------------------------------
 * A run of entries of one shape -- the same fields tested for equality with different constants,
 * every other test the same (N connection filters: addresses and ports) -- becomes one hash
 * lookup.  The key fields are loaded as a few words (adjacent fields in one native load where the
 * target loads unaligned words at full speed), hashed with multipliers chosen when the classifier
 * is built so that every key has a row of its own (directly, or through a displacement table),
 * and the row is compared whole.  No branch depends on which key the packet holds, so none is
 * mispredicted however the traffic mixes connections; the trie's dispatch would jump through a
 * table (or branch) once per field instead. */

#define TABLE_MIN 4 /* distinct keys below which a few compares do as well */
#define TABLE_WORDS 4

struct tword {
	uint8_t ind, size;
	uint32_t xoff, off;
	uint32_t rowoff; /* where a row holds this word */
	uint64_t mask;   /* and-ed into the loaded word (all ones: no and) */
};

struct tplan {
	int native; /* words are host-order loads; else big-endian values built from bytes */
	unsigned nw, nkf, stride, lstride;
	struct tword w[TABLE_WORDS];
	const struct field *kf[MAX_ATOMS]; /* the key fields, as e[0] tests them */
	uint32_t maxind;                   /* largest [x + k] end among the key words, 0 if none */
	unsigned mbits, gbits;             /* 2^mbits rows; 2^gbits displacements (0: direct) */
	uint64_t mul[TABLE_WORDS];         /* the hash: sum of word * mul (0: word not hashed) */
};

struct tkey {
	uint64_t w[TABLE_WORDS];
	unsigned order;
	int id;
};

static int is_key_eq(const struct atom *a) { return a->op == AT_EQ && a->sense; }

/* b tests the fields a tests for equality (maybe against other constants) and a's other tests. */
static int same_shape(const struct entry *a, const struct entry *b)
{
	if (b->generic || a->natoms != b->natoms)
		return 0;
	for (unsigned i = 0; i < a->natoms; i++) {
		const struct atom *x = &a->atoms[i];
		if (is_key_eq(x) ? !has_eq(b, &x->f, NULL) : !has_atom(b, x, NULL))
			return 0;
	}
	return 1;
}

static int cmp_field_pos(const void *pa, const void *pb)
{
	const struct field *a = *(const struct field *const *)pa, *b = *(const struct field *const *)pb;
	if (a->ind != b->ind)
		return a->ind - b->ind;
	if (a->ind && a->xoff != b->xoff)
		return a->xoff < b->xoff ? -1 : 1;
	return a->off < b->off ? -1 : a->off > b->off;
}

/* The words that hold the key fields: with native loads, fields of one base within 8 bytes share
 * a word (of 1, 2, 4 or 8 bytes, never reaching past the last key byte of that base, which every
 * entry needs anyway); else one big-endian word per field. */
static int plan_words(struct tplan *p)
{
	const struct field *s[MAX_ATOMS];
	memcpy(s, p->kf, p->nkf * sizeof *s);
	qsort(s, p->nkf, sizeof *s, cmp_field_pos);
	p->nw = 0;
	p->maxind = 0;
	for (unsigned i = 0; i < p->nkf;) {
		const struct field *a = s[i];
		uint64_t limit = 0; /* end of the last key byte of this base */
		for (unsigned k = i; k < p->nkf && s[k]->ind == a->ind && (!a->ind || s[k]->xoff == a->xoff); k++)
			limit = (uint64_t)s[k]->off + s[k]->size > limit ? (uint64_t)s[k]->off + s[k]->size : limit;
		unsigned take = 1, size = a->size;
		if (p->native)
			for (unsigned k = i + 1; k < p->nkf && s[k]->ind == a->ind && (!a->ind || s[k]->xoff == a->xoff);
			     k++) {
				uint64_t span = (uint64_t)s[k]->off + s[k]->size - a->off;
				unsigned sz = span <= 1 ? 1 : span <= 2 ? 2 : span <= 4 ? 4 : 8;
				if (span > 8 || a->off + (uint64_t)sz > limit)
					break;
				take = k - i + 1;
				size = sz;
			}
		if (p->nw == TABLE_WORDS)
			return -1;
		struct tword *w = &p->w[p->nw++];
		*w = (struct tword){a->ind, (uint8_t)size, a->xoff, a->off, 0, 0};
		if (a->ind) {
			for (unsigned k = 0; k < p->nw - 1; k++) /* one X for the whole key */
				if (p->w[k].ind && p->w[k].xoff != a->xoff)
					return -1;
			if (a->off + (uint64_t)size > 0xFFFFFFFFu - 64)
				return -1;
			if (a->off + size > p->maxind)
				p->maxind = a->off + size;
		}
		i += take;
	}
	return 0;
}

/* The value word w takes for a packet whose key fields p->kf[i] equal kv[i], and the mask of the
 * bytes they cover.  -1 when no packet has them. */
static int word_value(const struct tplan *p, const struct tword *w, const uint32_t *kv, uint64_t *val,
		      uint64_t *mask)
{
	uint8_t ex[8] = {0}, mk[8] = {0};
	for (unsigned i = 0; i < p->nkf; i++) {
		const struct field *fl = p->kf[i];
		if (fl->ind != w->ind || (fl->ind && fl->xoff != w->xoff) || fl->off < w->off ||
		    fl->off >= w->off + w->size)
			continue;
		uint32_t k = kv[i];
		uint32_t fm = fl->mask & (fl->size == 4 ? 0xFFFFFFFFu : fl->size == 2 ? 0xFFFFu : 0xFFu);
		if (k & ~fm)
			return -1;
		for (unsigned j = 0; j < fl->size; j++) {
			unsigned sh = 8 * (fl->size - 1 - j), pos = fl->off - w->off + j;
			uint8_t mb = (uint8_t)(fm >> sh), eb = (uint8_t)(k >> sh) & mb;
			if ((ex[pos] & mb & mk[pos]) != (eb & mk[pos]))
				return -1; /* two tests of the same byte disagree */
			ex[pos] |= eb;
			mk[pos] |= mb;
		}
	}
	uint64_t v = 0, m = 0;
	if (p->native) { /* what a native load of these bytes gives, on either byte order */
		uint8_t v1, m1;
		uint16_t v2, m2;
		uint32_t v4, m4;
		switch (w->size) {
		case 1: memcpy(&v1, ex, 1), memcpy(&m1, mk, 1), v = v1, m = m1; break;
		case 2: memcpy(&v2, ex, 2), memcpy(&m2, mk, 2), v = v2, m = m2; break;
		case 4: memcpy(&v4, ex, 4), memcpy(&m4, mk, 4), v = v4, m = m4; break;
		default: memcpy(&v, ex, 8), memcpy(&m, mk, 8); break;
		}
	} else { /* what dpf_load_field builds */
		for (unsigned j = 0; j < w->size; j++)
			v = v << 8 | ex[j], m = m << 8 | mk[j];
	}
	*val = v;
	*mask = m;
	return 0;
}

static int cmp_tkey(const void *pa, const void *pb)
{
	const struct tkey *a = pa, *b = pb;
	int c = memcmp(a->w, b->w, sizeof a->w);
	return c ? c : a->order < b->order ? -1 : a->order > b->order;
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static uint64_t table_hash(const struct tplan *p, const struct tkey *k)
{
	uint64_t h = 0;
	for (unsigned i = 0; i < p->nw; i++)
		h += k->w[i] * p->mul[i];
	return h;
}

static uint64_t next_rand(uint64_t *s)
{
	uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* Multipliers under which the n keys get distinct rows: directly from the top mbits of the hash,
 * or (hash and displace) from the mbits below the top gbits, xor-ed with the displacement that
 * the top gbits select.  Fills slot[i] with key i's row and *disp with 2^gbits displacements
 * (NULL when direct).  0, or -1 when no multipliers were found. */
static int find_hash(struct tplan *p, const struct tkey *k, unsigned n, uint32_t *slot, uint32_t **disp)
{
	uint64_t seed = 0x243F6A8885A308D3ull ^ n;
	uint64_t *h = malloc(n * sizeof *h);
	int only = -1; /* a word that alone tells the keys apart (the widest): hash only it */
	*disp = NULL;
	if (!h)
		return -1;
	for (unsigned w = 0; w < p->nw; w++) {
		if (only >= 0 && p->w[w].size <= p->w[only].size)
			continue;
		for (unsigned i = 0; i < n; i++)
			h[i] = k[i].w[w];
		qsort(h, n, sizeof *h, cmp_u64);
		unsigned i = 1;
		while (i < n && h[i] != h[i - 1])
			i++;
		if (i >= n)
			only = (int)w;
	}
	for (int mode = 0; mode < 2; mode++) {
		unsigned mbits = 1, gbits = 1;
		while ((1u << mbits) < (mode ? 2 : 4) * n)
			mbits++;
		while (mode && (1u << gbits) < (n + 1) / 2)
			gbits++;
		if ((!mode && n > 64) || mbits > 24)
			continue;
		unsigned m = 1u << mbits, r = mode ? 1u << gbits : 1;
		uint8_t *used = malloc(m);
		uint32_t *d = calloc(r, sizeof *d);
		unsigned *cnt = calloc(r + 1, sizeof *cnt), *first = malloc((r + 1) * sizeof *first),
			 *order = malloc(n * sizeof *order);
		int ok = 0;
		for (int tries = 0; tries < 64 && used && d && cnt && first && order && !ok; tries++) {
			for (unsigned i = 0; i < p->nw; i++) {
				/* first one word, then all; multipliers that are 32-bit immediates
				 * sign-extended (one multiply instruction on x86-64), then any */
				uint64_t rnd = next_rand(&seed) | 1;
				p->mul[i] = tries < 40 ? (uint64_t)(int64_t)(int32_t)(uint32_t)rnd : rnd;
				if (tries < 24 && only >= 0 && i != (unsigned)only)
					p->mul[i] = 0;
			}
			for (unsigned i = 0; i < n; i++)
				h[i] = table_hash(p, &k[i]);
			memset(used, 0, m);
			ok = 1;
			if (!mode) {
				for (unsigned i = 0; i < n && ok; i++) {
					slot[i] = (uint32_t)(h[i] >> (64 - mbits));
					ok = !used[slot[i]];
					used[slot[i]] = 1;
				}
				continue;
			}
			/* keys by bucket (a counting sort), then the buckets from the fullest down, each
			 * with the least displacement that puts all its keys in free rows */
			memset(cnt, 0, (r + 1) * sizeof *cnt);
			for (unsigned i = 0; i < n; i++)
				cnt[h[i] >> (64 - gbits)]++;
			unsigned maxb = 0;
			for (unsigned b = 0, at = 0; b < r; b++) {
				first[b] = at;
				at += cnt[b];
				maxb = cnt[b] > maxb ? cnt[b] : maxb;
			}
			first[r] = n;
			memset(cnt, 0, (r + 1) * sizeof *cnt);
			for (unsigned i = 0; i < n; i++) {
				unsigned b = (unsigned)(h[i] >> (64 - gbits));
				order[first[b] + cnt[b]++] = i;
			}
			for (unsigned size = maxb; size > 0 && ok; size--)
				for (unsigned b = 0; b < r && ok; b++) {
					if (cnt[b] != size)
						continue;
					const unsigned *mem = order + first[b];
					uint32_t dv = 0;
					for (; dv < m; dv++) {
						unsigned j = 0;
						for (; j < size; j++) {
							uint32_t s = (uint32_t)((h[mem[j]] << gbits) >> (64 - mbits)) ^ dv;
							if (used[s])
								break;
							used[s] = 1;
							slot[mem[j]] = s;
						}
						if (j == size)
							break;
						for (unsigned q = 0; q < j; q++)
							used[slot[mem[q]]] = 0;
					}
					if (dv == m)
						ok = 0;
					else
						d[b] = dv;
				}
		}
		free(used), free(cnt), free(first), free(order);
		if (ok) {
			p->mbits = mbits;
			p->gbits = mode ? gbits : 0;
			*disp = mode ? d : NULL;
			if (!mode)
				free(d);
			free(h);
			return 0;
		}
		free(d);
	}
	free(h);
	return -1;
}

/* Load word w at base into rd (sc: scratch for words built from bytes), masked. */
static void load_word(struct gen *g, const struct tplan *p, const struct tword *w, kl_reg rd, kl_reg base,
		      kl_reg sc)
{
	kl_func *f = g->f;
	if (p->native) {
		switch (w->size) {
		case 1: kl_lduci(f, rd, base, w->off); break;
		case 2: kl_ldusi(f, rd, base, w->off); break;
		case 4: kl_ldui(f, rd, base, w->off); break;
		default: kl_lduli(f, rd, base, w->off); break;
		}
	} else {
		struct dpf_regs r = g->r;
		r.t2 = sc;
		dpf_load_field(f, &r, rd, base, w->off, w->size, NULL);
	}
	if (w->size == 8 && w->mask != ~(uint64_t)0)
		kl_anduli(f, rd, rd, w->mask);
	else if (w->size < 8 && w->mask != (1ull << 8 * w->size) - 1)
		kl_andui(f, rd, rd, (uint32_t)w->mask);
}

/* Load word i into rd (its own register, or r.a). */
static void word_reg(struct gen *g, const struct tplan *p, unsigned i, kl_reg rd, kl_reg sc)
{
	kl_func *f = g->f;
	const struct tword *w = &p->w[i];
	kl_reg base = g->r.pkt;
	if (w->ind) {
		base = p->native ? rd : g->r.t2;
		kl_cvu2ul(f, base, g->r.x);
		kl_addp(f, base, base, g->r.pkt);
	}
	load_word(g, p, w, rd, base, sc);
}

/* Go to fail unless the packet holds every word at a constant offset (ind = 0), or every word at
 * [x + k], with X then ready for them (ind = 1).  Each word is needed by whatever follows. */
static void words_in_bounds(struct gen *g, const struct tplan *p, int ind, kl_label fail, struct known *len)
{
	kl_func *f = g->f;
	struct dpf_regs *r = &g->r;
	uint64_t end = 0;
	const struct tword *wi = NULL;
	for (unsigned w = 0; w < p->nw; w++) {
		if (p->w[w].ind)
			wi = &p->w[w];
		else if ((uint64_t)p->w[w].off + p->w[w].size > end)
			end = (uint64_t)p->w[w].off + p->w[w].size;
	}
	if (wi && (uint64_t)wi->xoff + 1 > end)
		end = (uint64_t)wi->xoff + 1;
	if (end > 0xFFFFFFFFu) {
		kl_jv(f, fail);
		return;
	}
	if (end > len->len) { /* (within the need a run checked first, when there is one) */
		kl_bltui(f, r->buflen, (uint32_t)end, fail);
		len->len = end;
	}
	if (!wi || !ind)
		return;
	if (!len->xvalid || len->xoff != wi->xoff) {
		load_x_msh(f, r, len, wi->xoff);
	}
	if (len->len < (uint64_t)p->maxind + 60 && len->xend < p->maxind) {
		/* X <= 60 and maxind < 2^32 - 64 (plan_words): the sum fits in 32 bits */
		kl_addui(f, r->t, r->x, p->maxind);
		kl_bgtu(f, r->t, r->buflen, fail);
		len->xend = p->maxind;
	}
}

/* Go to fail unless every atom of at[0..n) holds.  With native loads, the equality tests (and the
 * jset tests that must fail: equality with 0 under a mask) of adjacent fields are made in one
 * load and compare of the word that holds them: ethertype, protocol and fragment offset,
 * addresses, ports. */
static void emit_conj(struct gen *g, const struct atom *at, unsigned n, kl_label fail, struct known *len)
{
	struct tplan p;
	struct field fs[MAX_ATOMS];
	uint32_t kv[MAX_ATOMS];
	uint8_t inword[MAX_ATOMS] = {0};
	memset(&p, 0, sizeof p);
	p.native = dpf_unaligned_ok();
	for (unsigned i = 0; i < n && p.native; i++) {
		if (is_key_eq(&at[i])) {
			fs[p.nkf] = at[i].f;
			kv[p.nkf] = at[i].k;
		} else if (at[i].op == AT_SET && !at[i].sense) {
			fs[p.nkf] = at[i].f;
			fs[p.nkf].mask &= at[i].k;
			kv[p.nkf] = 0;
		} else {
			continue;
		}
		p.kf[p.nkf] = &fs[p.nkf];
		p.nkf++;
		inword[i] = 1;
	}
	if (p.nkf < 2 || plan_words(&p) < 0 || p.nw == p.nkf) { /* nothing to merge */
		for (unsigned i = 0; i < n; i++)
			emit_atom(g, &at[i], fail, len);
		return;
	}
	words_in_bounds(g, &p, 0, fail, len);
	for (unsigned w = 0; w < p.nw; w++) { /* constant offsets first: X only for the packets that pass */
		uint64_t v;
		if (p.w[w].ind && (!w || !p.w[w - 1].ind))
			words_in_bounds(g, &p, 1, fail, len);
		if (word_value(&p, &p.w[w], kv, &v, &p.w[w].mask) < 0) {
			kl_jv(g->f, fail); /* tests that no packet passes */
			return;
		}
		word_reg(g, &p, w, g->r.a, -1);
		if (p.w[w].size == 8)
			kl_bneuli(g->f, g->r.a, v, fail);
		else
			kl_bneui(g->f, g->r.a, (uint32_t)v, fail);
	}
	for (unsigned i = 0; i < n; i++)
		if (!inword[i])
			emit_atom(g, &at[i], fail, len);
}

/* If e[0..) starts a run of at least TABLE_MIN keys of one shape, the code that returns the id of
 * the run's first entry that accepts, else goes to *rest (fail when the run ends the list).
 * Returns the length of the run, or 0 (nothing emitted) when a table does not fit. */
static unsigned table_leaf(struct gen *g, struct entry *e, unsigned n, kl_label fail, struct known *len,
			   kl_label *rest)
{
	kl_func *f = g->f;
	struct dpf_regs *r = &g->r;
	unsigned tr = 1;
	while (tr < n && same_shape(&e[0], &e[tr]))
		tr++;
	if (tr < TABLE_MIN)
		return 0;
	struct tplan p;
	memset(&p, 0, sizeof p);
	p.native = dpf_unaligned_ok();
	for (unsigned a = 0; a < e[0].natoms; a++) { /* key fields: those whose constant varies */
		const struct atom *at = &e[0].atoms[a];
		if (!is_key_eq(at))
			continue;
		for (unsigned i = 1; i < tr; i++) {
			unsigned k = 0;
			has_eq(&e[i], &at->f, &k);
			if (e[i].atoms[k].k != at->k) {
				p.kf[p.nkf++] = &at->f;
				break;
			}
		}
	}
	if (!p.nkf || plan_words(&p) < 0)
		return 0;

	struct tkey *keys = malloc(tr * sizeof *keys);
	uint32_t *slot = malloc(tr * sizeof *slot), *disp = NULL;
	kl_reg kept[TABLE_WORDS], sc = -1;
	unsigned nk = 0, nkept = 0, done = 0;
	if (!keys || !slot) {
		g->err = 1;
		goto out;
	}
	for (unsigned i = 0; i < tr; i++) {
		struct tkey k = {{0}, i, e[i].id};
		uint32_t kv[MAX_ATOMS];
		int ok = 1;
		for (unsigned q = 0; q < p.nkf; q++) {
			unsigned at = 0;
			has_eq(&e[i], p.kf[q], &at);
			kv[q] = e[i].atoms[at].k;
		}
		for (unsigned w = 0; w < p.nw && ok; w++)
			ok = word_value(&p, &p.w[w], kv, &k.w[w], &p.w[w].mask) == 0;
		if (ok) /* else no packet passes this entry's tests */
			keys[nk++] = k;
	}
	qsort(keys, nk, sizeof *keys, cmp_tkey);
	unsigned u = 0;
	for (unsigned i = 0; i < nk; i++) /* the first-added of equal keys wins */
		if (!u || memcmp(keys[i].w, keys[u - 1].w, sizeof keys[i].w))
			keys[u++] = keys[i];
	nk = u;
	if (nk < TABLE_MIN || find_hash(&p, keys, nk, slot, &disp) < 0)
		goto out;
	/* Native words are loaded again to be compared: a load that hits the cache costs less than
	 * the prologue that saves a register when temporaries run out (x86-64).  Words built from
	 * bytes keep registers of their own, with one more for scratch (targets with many). */
	while (!p.native && nkept < p.nw && kl_getreg(f, &kept[nkept], KL_UL, KL_TEMP))
		nkept++;
	if (!p.native && (nkept < p.nw || !kl_getreg(f, &sc, KL_UL, KL_TEMP)))
		goto out;

	/* rows: the 8-byte words, the narrower ones (4 bytes each), the id; a power of 2 apart */
	unsigned off = 0;
	for (unsigned w = 0; w < p.nw; w++)
		if (p.w[w].size == 8)
			p.w[w].rowoff = off, off += 8;
	for (unsigned w = 0; w < p.nw; w++)
		if (p.w[w].size < 8)
			p.w[w].rowoff = off, off += 4;
	unsigned idoff = off;
	off += 4;
	for (p.stride = 8, p.lstride = 3; p.stride < off; p.stride *= 2)
		p.lstride++;
	size_t m = (size_t)1 << p.mbits, nd = p.gbits ? (size_t)1 << p.gbits : 0;
	size_t bytes = m * p.stride + nd * 4;
	unsigned char *rows = table_new(g, bytes / sizeof(void *) + 1);
	if (!rows)
		goto out;
	uint32_t *dtab = (uint32_t *)(void *)(rows + m * p.stride);
	for (size_t s = 0; s < m + nk; s++) {
		/* a free row holds some key: a packet with that key never hashes to it */
		const struct tkey *k = &keys[s < m ? 0 : s - m];
		unsigned char *row = rows + (size_t)(s < m ? s : slot[s - m]) * p.stride;
		for (unsigned w = 0; w < p.nw; w++) {
			uint32_t v4 = (uint32_t)k->w[w];
			if (p.w[w].size == 8)
				memcpy(row + p.w[w].rowoff, &k->w[w], 8);
			else
				memcpy(row + p.w[w].rowoff, &v4, 4);
		}
		int32_t id = k->id;
		memcpy(row + idoff, &id, 4);
	}
	for (size_t b = 0; b < nd; b++)
		dtab[b] = disp[b] << p.lstride;

	*rest = tr == n ? fail : kl_label_new(f);
	uint64_t need = entry_need(&e[0]);
	if (need > 0xFFFFFFFFu) { /* no entry of the run fits in any packet */
		kl_jv(f, *rest);
		done = tr;
		goto out;
	}
	if (need > len->len) {
		kl_bltui(f, r->buflen, (uint32_t)need, *rest);
		len->len = need;
	}
	struct atom common[MAX_ATOMS]; /* the tests every entry of the run makes */
	unsigned nc = 0;
	for (unsigned a = 0; a < e[0].natoms; a++) {
		const struct atom *at = &e[0].atoms[a];
		int key = 0;
		for (unsigned k = 0; k < p.nkf && !key; k++)
			key = is_key_eq(at) && p.kf[k] == &at->f;
		if (!key)
			common[nc++] = *at;
	}
	emit_conj(g, common, nc, *rest, len);
	words_in_bounds(g, &p, 0, *rest, len);
	words_in_bounds(g, &p, 1, *rest, len);
	/* registers that keep words for the compare: their own ones from bytes; else X for the one
	 * word at [x + k] (X is not needed after it), wirelen when nothing reads it */
	kl_reg own[TABLE_WORDS];
	unsigned nind = 0;
	for (unsigned w = 0; w < p.nw; w++) {
		own[w] = p.native ? -1 : kept[w];
		nind += p.w[w].ind;
	}
	for (unsigned w = 0, wl = g->wirelen_free; p.native && w < p.nw; w++)
		if (p.w[w].ind && nind == 1)
			own[w] = r->x, len->xvalid = 0;
		else if (!p.w[w].ind && wl)
			own[w] = r->wirelen, wl = 0;
	/* the hash: the sum of word * multiplier, 64-bit */
	for (unsigned w = 0, first = 1; w < p.nw; w++) {
		if (!p.mul[w]) /* not hashed: loaded for the compare only */
			continue;
		kl_reg v = own[w] >= 0 ? own[w] : r->a;
		word_reg(g, &p, w, v, sc);
		if (p.w[w].size < 8 || !p.native) {
			kl_cvu2ul(f, r->a, v);
			v = r->a;
		}
		if (first) {
			kl_mululi(f, r->t, v, p.mul[w]);
			first = 0;
		} else {
			kl_mululi(f, r->a, v, p.mul[w]);
			kl_addul(f, r->t, r->t, r->a);
		}
	}
	/* its row */
	if (!p.gbits) {
		kl_rshuli(f, r->t, r->t, 64 - p.mbits);
	} else {
		kl_rshuli(f, r->t2, r->t, 64 - p.gbits);
		kl_lshuli(f, r->t2, r->t2, 2);
		kl_setp(f, r->a, dtab);
		kl_ldu(f, r->t2, r->a, r->t2);
		kl_cvu2ul(f, r->t2, r->t2);
		kl_lshuli(f, r->t, r->t, p.gbits);
		kl_rshuli(f, r->t, r->t, 64 - p.mbits);
	}
	kl_lshuli(f, r->t, r->t, p.lstride);
	if (p.gbits)
		kl_xorul(f, r->t, r->t, r->t2);
	kl_setp(f, r->t2, rows);
	kl_addp(f, r->t2, r->t2, r->t);
	/* the row must hold the packet's key */
	for (unsigned w = 0; w < p.nw; w++) {
		kl_reg v = own[w] >= 0 ? own[w] : r->a;
		if (own[w] < 0 || !p.mul[w])
			word_reg(g, &p, w, v, sc);
		if (p.w[w].size == 8) {
			kl_lduli(f, r->t, r->t2, p.w[w].rowoff);
			kl_bneul(f, v, r->t, *rest);
		} else {
			kl_ldui(f, r->t, r->t2, p.w[w].rowoff);
			kl_bneu(f, v, r->t, *rest);
		}
	}
	kl_ldii(f, r->a, r->t2, idoff);
	kl_reti(f, r->a);
	done = tr;
out:
	for (unsigned i = 0; i < nkept; i++)
		kl_putreg(f, kept[i], KL_UL);
	if (sc >= 0)
		kl_putreg(f, sc, KL_UL);
	free(keys);
	free(slot);
	free(disp);
	return done;
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
		if (run == 1) { /* no entry next shares its tests: e[0] whole, its tests merged */
			kl_label rest = n == 1 ? fail : kl_label_new(f);
			struct known here = len;
			uint64_t need = entry_need(&e[0]);
			if (need > 0xFFFFFFFFu) {
				kl_jv(f, rest);
			} else {
				if (need > here.len) {
					kl_bltui(f, g->r.buflen, (uint32_t)need, rest);
					here.len = need;
				}
				emit_conj(g, e[0].atoms, e[0].natoms, rest, &here);
				kl_retii(f, e[0].id);
			}
			if (rest == fail)
				return;
			kl_label_place(f, rest);
			len.xvalid = len.b64 = 0; /* rest is reached from places where X may differ */
			e++;
			n--;
			continue;
		}
		if (run > 1) { /* entries of one shape: maybe a table for them, with their shared tests */
			kl_label trest = fail;
			struct known here = len;
			unsigned tr = table_leaf(g, e, n, fail, &here, &trest);
			if (tr) {
				if (trest == fail)
					return;
				kl_label_place(f, trest);
				len.xvalid = len.b64 = 0; /* trest is reached from places where X may differ */
				e += tr;
				n -= tr;
				continue;
			}
		}
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
		len.xvalid = len.b64 = 0; /* rest is reached from places where X may differ */
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
	if (id == -1) { /* what kl_demux_classify returns for no match */
		snprintf(d->err, sizeof d->err, "id -1 is reserved: kl_demux_classify returns it when no filter accepts");
		return -1;
	}
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
	g.wirelen_free = !d->fallbacks;
	g.f = kl_func_new();
	kl_reg args[4];
	if (!g.f)
		goto nomem;
	if (kl_func_begin(g.f, "%p%u%u", args, KL_LEAF) != KL_OK || dpf_regs_init(g.f, &g.r, args) < 0) {
		snprintf(d->err, sizeof d->err, "kiln: %s", kl_error(g.f) ? kl_errmsg(g.f) : "out of registers");
		kl_func_abort(g.f);
		goto out;
	}
	kl_label none = kl_label_new(g.f);
	struct known start = {0, 0, 0, 0, 0};
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

/* Out of line, so that the usual call of kl_demux_classify is a test and a tail jump to the
 * classifier, without the frame that a call to kl_demux_build would make it set up. */
static __attribute__((noinline, cold)) int classify_after_build(const kl_demux *d, const unsigned char *pkt,
								 unsigned wirelen, unsigned buflen)
{
	if (kl_demux_build((kl_demux *)d) < 0) /* the object is never const-defined */
		return -1;
	return d->fn(pkt, wirelen, buflen);
}

/* Aligned to a cache line: the cost of this test and jump varied by a cycle with where the
 * linker put it (dpf-bench, x86-64). */
__attribute__((aligned(64))) int kl_demux_classify(const kl_demux *d, const unsigned char *pkt,
						   unsigned wirelen, unsigned buflen)
{
	if (!d)
		return -1;
	if (d->dirty)
		return classify_after_build(d, pkt, wirelen, buflen);
	return d->fn(pkt, wirelen, buflen);
}

kl_demux_fn kl_demux_function(kl_demux *d)
{
	if (!d || (d->dirty && kl_demux_build(d) < 0))
		return NULL;
	return d->fn;
}

const char *kl_demux_errmsg(const kl_demux *d) { return d ? d->err : "no demultiplexer"; }
size_t kl_demux_code_size(const kl_demux *d) { return d ? d->codesize : 0; }
unsigned kl_demux_fallbacks(const kl_demux *d) { return d ? d->fallbacks : 0; }
const void *kl_demux_code(const kl_demux *d) { return d ? (const void *)d->fn : NULL; }
