/* demux_tree.c -- the classifier's decision tree: the entries in order, each run that shares an
 * equality test switched on once (demux_switch.c), a run of one shape as a table leaf
 * (demux_table.c), filters that are not conjunctions compiled whole in their place. */
#include <stdlib.h>
#include <string.h>

#include "demux_gen.h"

int dpf_has_eq(const struct entry *e, const struct field *fl, unsigned *at)
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
int dpf_has_atom(const struct entry *e, const struct atom *a, unsigned *at)
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
struct entry dpf_drop_atom(struct gen *g, const struct entry *e, unsigned i)
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

/* The packet length below which entry e cannot match (DPF hoists this check to the top of a
 * run of entries: the least of their needs, checked once). */
uint64_t dpf_entry_need(const struct entry *e)
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
void dpf_gen(struct gen *g, struct entry *e, unsigned n, kl_label fail, struct known len)
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
			while (r < n && dpf_has_eq(&e[r], &at->f, NULL))
				r++;
			if (r > run)
				run = r, best = a;
		}
		int sw = run > 0;
		if (run == 1) { /* no entry next shares its tests: e[0] whole, its tests merged */
			kl_label rest = n == 1 ? fail : kl_label_new(f);
			struct known here = len;
			uint64_t need = dpf_entry_need(&e[0]);
			if (need > 0xFFFFFFFFu) {
				kl_jv(f, rest);
			} else {
				if (need > here.len) {
					kl_bltui(f, g->r.buflen, (uint32_t)need, rest);
					here.len = need;
				}
				dpf_emit_conj(g, e[0].atoms, e[0].natoms, rest, &here);
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
			unsigned tr = dpf_table_leaf(g, e, n, fail, &here, &trest);
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
			while (run < n && dpf_has_atom(&e[run], &e[0].atoms[0], NULL))
				run++;
		kl_label rest = run == n ? fail : kl_label_new(f);
		struct known here = len;
		uint64_t need = UINT64_MAX;
		for (unsigned i = 0; i < run; i++) {
			uint64_t en = dpf_entry_need(&e[i]);
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
				dpf_gen_switch(g, e, run, &e[0].atoms[best].f, rest, here);
			} else {
				const struct atom a = e[0].atoms[0];
				struct entry *sub = malloc(run * sizeof *sub);
				if (!sub) {
					g->err = 1;
					return;
				}
				for (unsigned i = 0; i < run; i++) {
					unsigned at = 0;
					dpf_has_atom(&e[i], &a, &at);
					sub[i] = dpf_drop_atom(g, &e[i], at);
				}
				dpf_emit_atom(g, &a, rest, &here);
				dpf_gen(g, sub, run, rest, here);
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
