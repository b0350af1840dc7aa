/* live.c -- liveness of virtual registers: for each block, the registers live on entry and on
 * exit (bitsets, iterated backward to a fixed point).  A register live on entry to the function
 * that is not an argument is used before any definition: an error.  Also the most values live
 * at one point (the statistics, and the scheduler's pressure bound in the tests). */
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

/* the most virtual registers live at one point of p (between two instructions, or at a block's
 * end): out[0] of both register files together, out[1] integer, out[2] float; one walk backward
 * over each block from its live-out set (the local pointer is no value) */
void ko__maxlive(const struct ko_prog *p, uint32_t out[3])
{
	out[0] = out[1] = out[2] = 0;
	uint64_t *live = malloc((p->words + 1) * sizeof *live);
	if (!live)
		return;
	for (uint32_t b = 0; b < p->nblocks; b++) {
		const struct ko_block *bl = &p->blocks[b];
		uint32_t n[2] = {0, 0};
		memcpy(live, bl->liveout, p->words * sizeof *live);
		ko__clr(live, 0);
		for (uint32_t w = 0; w < p->words; w++)
			for (uint64_t s = live[w]; s; s &= s - 1) {
				uint32_t v = w * 64 + (uint32_t)__builtin_ctzll(s);
				if (v < p->nvr)
					n[ko__file(p->o->vr[v].cls)]++;
			}
		for (uint32_t k = bl->last + 1;; k--) {
			out[0] = n[0] + n[1] > out[0] ? n[0] + n[1] : out[0];
			out[1] = n[0] > out[1] ? n[0] : out[1];
			out[2] = n[1] > out[2] ? n[1] : out[2];
			if (k == bl->first)
				break;
			const struct ko_ins *x = &p->ins[k - 1];
			if (x->dead)
				continue;
			struct ko_regs r;
			ko__regs(p, x, &r);
			for (int d = 0; d < r.ndef; d++) {
				uint32_t v = r.def[d] - KO_VREG0;
				if (v && v < p->nvr && ko__bit(live, v)) {
					ko__clr(live, v);
					n[ko__file(p->o->vr[v].cls)]--;
				}
			}
			uint32_t use[4 + 64], nu = 0;
			for (int u = 0; u < r.nuse; u++)
				use[nu++] = r.use[u] - KO_VREG0;
			if (x->call >= 0)
				for (uint32_t j = 0; j < p->calls[x->call].n && nu < 68; j++) {
					const struct ko_arg *g = &p->args[p->calls[x->call].first + j];
					if (!g->isimm)
						use[nu++] = g->reg - KO_VREG0;
				}
			for (uint32_t u = 0; u < nu; u++)
				if (use[u] && use[u] < p->nvr && !ko__bit(live, use[u])) {
					ko__set(live, use[u]);
					n[ko__file(p->o->vr[use[u]].cls)]++;
				}
		}
	}
	free(live);
}
