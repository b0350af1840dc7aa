/* demux_switch.c -- a switch on one field's value for the entries that test it for equality:
 * direct compares for a few values, binary search for sparse ones, a jump table (kl_dlabel +
 * kl_jp) for dense ranges, and for many a multiplicative hash with the fewest collisions. */
#include <stdlib.h>
#include <string.h>

#include "demux_gen.h"

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

static void emit_group(struct gen *g, const struct groups *gs, struct kv *k)
{
	unsigned m = 0;
	for (unsigned i = 0; i < gs->r; i++)
		if (gs->vals[i] == k->value)
			gs->grp[m++] = gs->sub[i];
	k->done = 1;
	dpf_gen(g, gs->grp, m, gs->rest, *gs->inner);
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
	void **tab = dpf_table_new(g, size);
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
	dpf_eval_field(g, fl, rest, len, !dense, &raw, 1);
	if (raw)
		for (unsigned i = 0; i < n; i++)
			k[i].key = dpf_swap_const(k[i].key, fl->size);
	qsort(k, n, sizeof *k, cmp_kv);
	if (dense) { /* a jump table indexed by the value */
		void **tab = dpf_table_new(g, (size_t)range);
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

/* The code of the entries e[0..r), which all test fl for equality: one load of fl, a dispatch
 * on its value, and for each value the code of the entries that want it (in order). */
void dpf_gen_switch(struct gen *g, struct entry *e, unsigned r, const struct field *fl, kl_label rest,
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
		dpf_has_eq(&e[i], fl, &at);
		vals[i] = e[i].atoms[at].k;
		sub[i] = dpf_drop_atom(g, &e[i], at);
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
