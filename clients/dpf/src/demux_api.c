/* demux_api.c -- the demultiplexer's public interface (<kiln/dpf.h>): the set of filters, and
 * kl_demux_build, which compiles them into one classifier (how: demux_gen.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "demux_gen.h"

void *dpf_table_new(struct gen *g, size_t n)
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
	dpf_gen(&g, all, nall, none, start);
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
