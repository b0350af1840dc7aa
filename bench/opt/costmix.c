/* costmix.c -- the compile-cost mix (costmix.h): operands chosen by a fixed generator, and the
 * function's meaning in C for checking the compiled ones. */
#include "costmix.h"

static uint64_t costmix_next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

void costmix_make(struct costmix *m, int live)
{
	uint64_t s = 0x9e3779b97f4a7c15ull ^ (uint64_t)live;
	m->live = live;
	m->nbody = COSTMIX_NINSN - 2 * live;
	for (int k = 0; k < m->nbody; k++) {
		struct costmix_op *op = &m->body[k];
		op->kind = (uint8_t)(k % 4);
		op->d = (uint16_t)(costmix_next(&s) % (uint64_t)live);
		op->s = (uint16_t)(costmix_next(&s) % (uint64_t)live);
		op->imm = (int32_t)(costmix_next(&s) % 1000) - 500;
		if (op->kind == CM_LD || op->kind == CM_ST)
			op->imm = (int32_t)(8 * (costmix_next(&s) % COSTMIX_MEM));
	}
}

int64_t costmix_eval(const struct costmix *m, int64_t *mem)
{
	uint64_t v[COSTMIX_NINSN] = {0};
	for (int k = 0; k < m->live; k++)
		v[k] = (uint64_t)mem[k];
	for (int k = 0; k < m->nbody; k++) {
		const struct costmix_op *op = &m->body[k];
		switch (op->kind) {
		case CM_ADD: v[op->d] += v[op->s]; break;
		case CM_ADDI: v[op->d] += (uint64_t)(int64_t)op->imm; break;
		case CM_LD: v[op->d] = (uint64_t)mem[op->imm / 8]; break;
		default: mem[op->imm / 8] = (int64_t)v[op->s]; break;
		}
	}
	uint64_t sum = v[0];
	for (int k = 1; k < m->live; k++)
		sum += v[k];
	return (int64_t)sum;
}
