/* live.c -- liveness of virtual registers: for each block, the registers live on entry and on
 * exit (bitsets, iterated backward to a fixed point).  A register live on entry to the function
 * that is not an argument is used before any definition: an error. */
#include "internal.h"

int ko__live(struct ko_prog *p)
{
	ko_func *o = p->o;
	uint32_t w = p->words, nb = p->nblocks;
	if (!nb)
		return 0;
	/* livein, liveout, use (gen) and def (kill) for every block, in one allocation */
	uint64_t *all = calloc((size_t)nb * 4 * w + 1, sizeof *all);
	if (!all) {
		ko__fail(o, KL_ERR_NOMEM, "liveness sets");
		return o->err;
	}
	free(p->blocks[0].livein); /* from an earlier run on the same blocks */
	uint64_t *gen = all + (size_t)nb * 2 * w, *kill = gen + (size_t)nb * w;
	for (uint32_t b = 0; b < nb; b++) {
		struct ko_block *bl = &p->blocks[b];
		bl->livein = all + (size_t)b * 2 * w;
		bl->liveout = bl->livein + w;
		uint64_t *g = gen + (size_t)b * w, *d = kill + (size_t)b * w;
		for (uint32_t k = bl->first; k <= bl->last; k++) {
			struct ko_regs r;
			if (p->ins[k].dead)
				continue;
			ko__regs(p, &p->ins[k], &r);
			for (int u = 0; u < r.nuse; u++) {
				uint32_t v = r.use[u] - KO_VREG0;
				if (!ko__bit(d, v))
					ko__set(g, v);
			}
			if (p->ins[k].call >= 0) {
				const struct ko_call *c = &p->calls[p->ins[k].call];
				for (uint32_t a = 0; a < c->n; a++) {
					const struct ko_arg *x = &p->args[c->first + a];
					if (!x->isimm && !ko__bit(d, x->reg - KO_VREG0))
						ko__set(g, x->reg - KO_VREG0);
				}
			}
			for (int u = 0; u < r.ndef; u++)
				ko__set(d, r.def[u] - KO_VREG0);
		}
	}
	for (int changed = 1; changed;) {
		changed = 0;
		for (uint32_t b = nb; b-- > 0;) {
			struct ko_block *bl = &p->blocks[b];
			for (int s = 0; s < 2; s++) {
				if (bl->succ[s] < 0)
					continue;
				const uint64_t *in = p->blocks[bl->succ[s]].livein;
				for (uint32_t i = 0; i < w; i++)
					bl->liveout[i] |= in[i];
			}
			const uint64_t *g = gen + (size_t)b * w, *d = kill + (size_t)b * w;
			for (uint32_t i = 0; i < w; i++) {
				uint64_t v = g[i] | (bl->liveout[i] & ~d[i]);
				if (v != bl->livein[i]) {
					bl->livein[i] = v;
					changed = 1;
				}
			}
		}
	}
	/* only arguments, the local pointer and pinned values may be live on entry */
	const uint64_t *in0 = p->blocks[0].livein;
	for (uint32_t v = 1; v < p->nvr; v++) {
		if (!ko__bit(in0, v) || o->vr[v].arg || o->vr[v].pin >= 0)
			continue;
		int32_t rec = -1;
		for (uint32_t k = 0; k < p->n && rec < 0; k++) {
			struct ko_regs r;
			ko__regs(p, &p->ins[k], &r);
			for (int u = 0; u < r.nuse; u++)
				if (r.use[u] == KO_VREG0 + v)
					rec = p->ins[k].rec;
		}
		ko__fail(o, KL_ERR_OPERAND, "v%u (type %s) is used before any definition (record %d, on some path from the entry)",
			 v, kl_type_name(o->vr[v].type), rec);
		return o->err;
	}
	return 0;
}
