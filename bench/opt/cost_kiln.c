/* cost_kiln.c -- the compile-cost mix through kiln's optimizing tier: recorded with ko_*,
 * compiled for the host (passes, allocation, emission, executable code) and freed. */
#include <stdio.h>

#include <kiln/opt.h>

#include "costmix.h"

static ko_func *cost_o;

static int cost_record(ko_func *o, const struct costmix *m)
{
	ko_reg arg, v[COSTMIX_NINSN] = { 0 }; /* gcc -O3 cannot see that live >= 1 */
	ko_func_begin(o, "%p", &arg, KL_LEAF);
	for (int k = 0; k < m->live; k++) {
		v[k] = ko_reg_new(o, KL_L);
		ko_ldli(o, v[k], arg, 8 * k);
	}
	for (int k = 0; k < m->nbody; k++) {
		const struct costmix_op *op = &m->body[k];
		switch (op->kind) {
		case CM_ADD: ko_addl(o, v[op->d], v[op->d], v[op->s]); break;
		case CM_ADDI: ko_addli(o, v[op->d], v[op->d], op->imm); break;
		case CM_LD: ko_ldli(o, v[op->d], arg, op->imm); break;
		default: ko_stli(o, v[op->s], arg, op->imm); break;
		}
	}
	for (int k = 1; k < m->live; k++)
		ko_addl(o, v[0], v[0], v[k]);
	ko_retl(o, v[0]);
	return ko_error(o);
}

static int cost_gen_passes(const struct costmix *m, long n, unsigned passes)
{
	if (!cost_o && !(cost_o = ko_func_new()))
		return -1;
	for (long i = 0; i < n; i++) {
		ko_func_set_passes(cost_o, passes);
		cost_record(cost_o, m);
		void *code = ko_func_end(cost_o, NULL);
		if (!code) {
			fprintf(stderr, "kiln: %s\n", ko_errmsg(cost_o));
			return -1;
		}
		kl_code_free(code);
	}
	return 0;
}

static int cost_run_passes(const struct costmix *m, int64_t *mem, int64_t *result, unsigned passes)
{
	if (!cost_o && !(cost_o = ko_func_new()))
		return -1;
	ko_func_set_passes(cost_o, passes | KO_VERIFY);
	cost_record(cost_o, m);
	void *code = ko_func_end(cost_o, NULL);
	if (!code) {
		fprintf(stderr, "kiln: %s\n", ko_errmsg(cost_o));
		return -1;
	}
	*result = ((int64_t (*)(int64_t *))code)(mem);
	kl_code_free(code);
	return 0;
}

static int gen_ls(const struct costmix *m, long n) { return cost_gen_passes(m, n, KO_DEFAULT); }
static int run_ls(const struct costmix *m, int64_t *mem, int64_t *r) { return cost_run_passes(m, mem, r, KO_DEFAULT); }
static int gen_color(const struct costmix *m, long n) { return cost_gen_passes(m, n, KO_DEFAULT | KO_COLOR); }
static int run_color(const struct costmix *m, int64_t *mem, int64_t *r)
{
	return cost_run_passes(m, mem, r, KO_DEFAULT | KO_COLOR);
}

const struct costmix_variant cost_kiln_linscan = {"kiln-linscan", gen_ls, run_ls};
const struct costmix_variant cost_kiln_color = {"kiln-color", gen_color, run_color};
