/* occ.c -- where each virtual register occurs, for the fusions' questions (the readers of a
 * value up to its next definition, the last definition before an instruction) without walking
 * every instruction in between: in a block of tens of thousands of instructions (straight-line
 * bitsliced code) those walks made fuse_alu.c and fuse_mem.c quadratic.
 *
 * Per register, the instructions that read or write it (call arguments included), ascending.
 * The lists are a superset: a rewrite that gives an instruction a register notes it
 * (ko__occ_note); one that takes a register away, or kills the instruction, leaves a stale entry,
 * which the callers check anyway (they ask the instruction itself). */
#include "internal.h"

int ko__occ_init(struct ko_occ *oc, const struct ko_prog *p)
{
	memset(oc, 0, sizeof *oc);
	oc->nvr = p->nvr;
	oc->l = calloc((size_t)p->nvr + 1, sizeof *oc->l);
	if (!oc->l)
		return -1;
	size_t total = 0;
	for (int pass = 0; pass < 2; pass++) {
		for (uint32_t k = 0; k < p->n; k++) {
			const struct ko_ins *x = &p->ins[k];
			struct ko_regs r;
			uint32_t v[6 + 64];
			int nv = 0;
			ko__regs(p, x, &r);
			for (int u = 0; u < r.nuse; u++)
				v[nv++] = r.use[u];
			for (int d = 0; d < r.ndef; d++)
				v[nv++] = r.def[d];
			if (x->call >= 0) {
				const struct ko_call *c = &p->calls[x->call];
				for (uint32_t a = 0; a < c->n && nv < (int)(sizeof v / sizeof v[0]); a++)
					if (!p->args[c->first + a].isimm)
						v[nv++] = p->args[c->first + a].reg;
				if (c->n > 64)
					return ko__occ_free(oc), -1; /* not indexed: the callers walk */
			}
			for (int i = 0; i < nv; i++) {
				if (v[i] < KO_VREG0 || v[i] - KO_VREG0 >= oc->nvr)
					continue;
				struct ko_occl *l = &oc->l[v[i] - KO_VREG0];
				if (pass == 0)
					l->cap++, total++;
				else if (!l->n || l->ix[l->n - 1] != k)
					l->ix[l->n++] = k;
			}
		}
		if (pass == 0) {
			/* room for two notes per register before a list needs its own memory */
			oc->pool = malloc((total + 2 * (size_t)oc->nvr + 1) * sizeof *oc->pool);
			if (!oc->pool)
				return ko__occ_free(oc), -1;
			uint32_t *at = oc->pool;
			for (uint32_t i = 0; i < oc->nvr; i++) {
				oc->l[i].ix = at;
				oc->l[i].cap += 2;
				at += oc->l[i].cap;
			}
		}
	}
	return 0;
}

void ko__occ_free(struct ko_occ *oc)
{
	if (oc->l)
		for (uint32_t i = 0; i < oc->nvr; i++)
			if (oc->l[i].own)
				free(oc->l[i].ix);
	free(oc->l);
	free(oc->pool);
	memset(oc, 0, sizeof *oc);
}

/* register v now occurs at instruction k too; -1 when out of memory (the index is then dropped:
 * ko__occ_list answers NULL and the callers walk) */
static int ko__occ_add(struct ko_occ *oc, uint32_t v, uint32_t k)
{
	if (!oc->l || v < KO_VREG0 || v - KO_VREG0 >= oc->nvr)
		return 0;
	struct ko_occl *l = &oc->l[v - KO_VREG0];
	if (l->n && l->ix[l->n - 1] == k)
		return 0;
	if (l->n == l->cap) {
		uint32_t cap = 2 * l->cap + 4, *ix = malloc((size_t)cap * sizeof *ix);
		if (!ix) {
			ko__occ_free(oc);
			return -1;
		}
		memcpy(ix, l->ix, (size_t)l->n * sizeof *ix);
		if (l->own)
			free(l->ix);
		l->ix = ix, l->cap = cap, l->own = 1;
	}
	if (l->n && l->ix[l->n - 1] > k)
		l->unsorted = 1;
	l->ix[l->n++] = k;
	return 0;
}

void ko__occ_note(struct ko_occ *oc, const struct ko_prog *p, uint32_t k)
{
	struct ko_regs r;
	ko__regs(p, &p->ins[k], &r);
	for (int u = 0; u < r.nuse; u++)
		if (ko__occ_add(oc, r.use[u], k))
			return;
	for (int d = 0; d < r.ndef; d++)
		if (ko__occ_add(oc, r.def[d], k))
			return;
}

const uint32_t *ko__occ_list(struct ko_occ *oc, uint32_t v, uint32_t *n)
{
	if (!oc->l || v < KO_VREG0 || v - KO_VREG0 >= oc->nvr)
		return NULL;
	struct ko_occl *l = &oc->l[v - KO_VREG0];
	if (l->unsorted) { /* notes come out of order rarely and few at a time: insertion sort */
		for (uint32_t i = 1; i < l->n; i++) {
			uint32_t x = l->ix[i], j = i;
			for (; j > 0 && l->ix[j - 1] > x; j--)
				l->ix[j] = l->ix[j - 1];
			l->ix[j] = x;
		}
		uint32_t w = 0;
		for (uint32_t i = 0; i < l->n; i++)
			if (!w || l->ix[w - 1] != l->ix[i])
				l->ix[w++] = l->ix[i];
		l->n = w;
		l->unsorted = 0;
	}
	*n = l->n;
	return l->ix;
}

uint32_t ko__occ_above(const uint32_t *ix, uint32_t n, uint32_t k)
{
	uint32_t lo = 0, hi = n;
	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;
		if (ix[mid] > k)
			hi = mid;
		else
			lo = mid + 1;
	}
	return lo;
}

void ko__occ_walk(struct ko_occ *oc, uint32_t v, uint32_t i, uint32_t j, struct ko_walk *w)
{
	uint32_t n;
	w->ix = ko__occ_list(oc, v, &n);
	if (!w->ix) {
		w->q = i + 1, w->end = j;
		return;
	}
	w->q = ko__occ_above(w->ix, n, i);
	w->end = j > i + 1 ? ko__occ_above(w->ix, n, j - 1) : w->q;
}
