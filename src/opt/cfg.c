/* cfg.c -- the control-flow graph of the working program: blocks (a label starts one, a branch,
 * jump or return ends one), their successors and predecessors, and loop depth. */
#include "internal.h"

static int ko__addpred(struct ko_block *b, uint32_t pred)
{
	if (ko__grow((void **)&b->pred, &b->predcap, b->npred + 1, sizeof *b->pred))
		return -1;
	b->pred[b->npred++] = pred;
	return 0;
}

/* a branch, jump or return: the block ends after it */
static inline int ko__ends(const kl_insn *in)
{
	int sh = kl_opinfo[in->op].shape;
	return sh == KL_SH_BR || sh == KL_SH_J || sh == KL_SH_RET;
}

int ko__cfg(struct ko_prog *p)
{
	ko_func *o = p->o;
	if (p->nblocks)
		free(p->blocks[0].livein);
	for (uint32_t b = 0; b < p->nblocks; b++)
		free(p->blocks[b].pred);
	free(p->blocks);
	free(p->labelblock);
	p->blocks = NULL;
	p->nblocks = 0;
	p->labelblock = malloc((p->nlabels ? p->nlabels : 1) * sizeof *p->labelblock);
	if (!p->labelblock) {
		ko__fail(o, KL_ERR_NOMEM, "blocks");
		return o->err;
	}
	for (uint32_t l = 0; l < p->nlabels; l++)
		p->labelblock[l] = -1;
	/* count, then fill (a byte per instruction: it starts a block) */
	uint8_t *starts = malloc(p->n + 1);
	if (!starts) {
		ko__fail(o, KL_ERR_NOMEM, "blocks");
		return o->err;
	}
	uint32_t nb = 0;
	for (uint32_t k = 0, prevend = 1; k < p->n; k++) {
		const kl_insn *in = &p->ins[k].in;
		starts[k] = (uint8_t)(prevend || in->op == KL_OP_label);
		nb += starts[k];
		prevend = (uint32_t)ko__ends(in);
	}
	p->blocks = calloc(nb ? nb : 1, sizeof *p->blocks);
	if (!p->blocks) {
		free(starts);
		ko__fail(o, KL_ERR_NOMEM, "blocks");
		return o->err;
	}
	int32_t cur = -1;
	for (uint32_t k = 0; k < p->n; k++) {
		const kl_insn *in = &p->ins[k].in;
		if (starts[k]) {
			cur = (int32_t)p->nblocks++;
			p->blocks[cur].first = k;
			p->blocks[cur].succ[0] = p->blocks[cur].succ[1] = -1;
		}
		p->blocks[cur].last = k;
		if (in->op == KL_OP_label)
			p->labelblock[in->label] = cur;
	}
	free(starts);
	for (uint32_t b = 0; b < p->nblocks; b++) {
		struct ko_block *bl = &p->blocks[b];
		const kl_insn *in = &p->ins[bl->last].in;
		int sh = kl_opinfo[in->op].shape, n = 0;
		if (sh == KL_SH_BR || in->op == KL_OP_jv)
			bl->succ[n++] = p->labelblock[in->label];
		if (sh != KL_SH_RET && in->op != KL_OP_jv && b + 1 < p->nblocks && (n == 0 || bl->succ[0] != (int32_t)b + 1))
			bl->succ[n++] = (int32_t)b + 1;
		for (int s = 0; s < n; s++)
			if (ko__addpred(&p->blocks[bl->succ[s]], b)) {
				ko__fail(o, KL_ERR_NOMEM, "blocks");
				return o->err;
			}
	}
	/* loop depth: a branch back to a block at or before it closes the loop of the blocks between */
	for (uint32_t b = 0; b < p->nblocks; b++)
		for (int s = 0; s < 2; s++) {
			int32_t h = p->blocks[b].succ[s];
			if (h >= 0 && (uint32_t)h <= b)
				for (uint32_t x = (uint32_t)h; x <= b; x++)
					p->blocks[x].loop++;
		}
	return 0;
}
