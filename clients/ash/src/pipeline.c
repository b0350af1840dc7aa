/* pipeline.c -- describing a pipeline: the step calls of <kiln/ash.h>, sticky errors, and the
 * checks of which steps can be combined. */
#include "ash_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

kl_ash *kl_ash_new(void) { return calloc(1, sizeof(kl_ash)); }
void kl_ash_delete(kl_ash *a) { free(a); }
int kl_ash_error(const kl_ash *a) { return a ? a->err : KL_ERR_OPERAND; }
const char *kl_ash_errmsg(const kl_ash *a)
{
	if (!a)
		return "no pipeline (NULL)";
	return a->err ? a->msg : "no error";
}
void kl_ash_free(kl_ash_fn fn)
{
	if (fn)
		kl_code_free((void *)fn);
}

void ash_fail(kl_ash *a, int err, const char *fmt, ...)
{
	if (a->err) /* the first error is the one reported */
		return;
	a->err = err;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(a->msg, sizeof a->msg, fmt, ap);
	va_end(ap);
}

static int add(kl_ash *a, const struct kl_ash_step *s, void *ctx, int builtin)
{
	if (!a)
		return KL_ERR_OPERAND;
	if (a->err)
		return a->err;
	if (a->nsteps == ASH_MAXSTEPS) {
		ash_fail(a, KL_ERR_OPERAND, "step %d (%s): a pipeline has at most %d steps", a->nsteps + 1,
			 s->name ? s->name : "client step", ASH_MAXSTEPS);
		return a->err;
	}
	struct ash_entry *e = &a->steps[a->nsteps++];
	e->step = *s;
	e->ctx = ctx;
	e->builtin = builtin;
	return 0;
}

int kl_ash_copy(kl_ash *a) { return add(a, &ash_copy_step, NULL, 1); }
int kl_ash_cksum(kl_ash *a) { return add(a, &ash_cksum_step, NULL, 1); }
int kl_ash_swap16(kl_ash *a) { return add(a, &ash_swap16_step, NULL, 1); }
int kl_ash_swap32(kl_ash *a) { return add(a, &ash_swap32_step, NULL, 1); }

int kl_ash_xor(kl_ash *a, const void *key, size_t keylen)
{
	if (!a)
		return KL_ERR_OPERAND;
	if (!key || (keylen != 1 && keylen != 2 && keylen != 4 && keylen != 8)) {
		ash_fail(a, KL_ERR_OPERAND, "step %d (xor): the key is %s; it must be 1, 2, 4 or 8 bytes",
			 a->nsteps + 1, key ? "of another length" : "NULL");
		return a->err;
	}
	/* the stream as one 8-byte word in host order: byte i of the word is key[i % keylen] */
	uint8_t bytes[8];
	for (int i = 0; i < 8; i++)
		bytes[i] = ((const uint8_t *)key)[i % keylen];
	int n = a->nsteps;
	if (n < ASH_MAXSTEPS)
		memcpy(&a->keys[n], bytes, 8);
	return add(a, &ash_xor_step, &a->keys[n < ASH_MAXSTEPS ? n : 0], 1);
}

int kl_ash_step(kl_ash *a, const struct kl_ash_step *s, void *ctx)
{
	if (!a)
		return KL_ERR_OPERAND;
	int n = a->nsteps + 1;
	if (!s || !s->word) {
		ash_fail(a, KL_ERR_OPERAND, "step %d: a client step needs a word() function", n);
		return a->err;
	}
	const char *name = s->name ? s->name : "client step";
	if (s->nkeep < 0 || s->nkeep > KL_ASH_MAXREGS || s->nscratch < 0 || s->nscratch > KL_ASH_MAXREGS) {
		ash_fail(a, KL_ERR_OPERAND, "step %d (%s): nkeep %d and nscratch %d must be 0..%d", n, name, s->nkeep,
			 s->nscratch, KL_ASH_MAXREGS);
		return a->err;
	}
	if (s->flags & ~(KL_ASH_CHANGES | KL_ASH_RESULT | KL_ASH_STORES)) {
		ash_fail(a, KL_ERR_OPERAND, "step %d (%s): unknown flags 0x%x", n, name, s->flags);
		return a->err;
	}
	if ((s->flags & KL_ASH_RESULT) && !s->end) {
		ash_fail(a, KL_ERR_OPERAND, "step %d (%s): KL_ASH_RESULT needs an end() function to give it", n, name);
		return a->err;
	}
	return add(a, s, ctx, 0);
}

/* Which steps look at the data: copy and cksum among the built-ins, and every client step (kiln
 * cannot tell what a client's code reads). */
static int looks(const struct ash_entry *e) { return !e->builtin || !(e->step.flags & KL_ASH_CHANGES); }

int ash_check(kl_ash *a)
{
	if (a->err)
		return a->err;
	if (a->nsteps == 0) {
		ash_fail(a, KL_ERR_STATE, "an empty pipeline: add steps before kl_ash_build");
		return a->err;
	}
	int copy = -1, result = -1;
	for (int k = 0; k < a->nsteps; k++) {
		const struct ash_entry *e = &a->steps[k];
		if (e->builtin && e->step.word == ash_copy_step.word) {
			if (copy >= 0) {
				ash_fail(a, KL_ERR_STATE, "steps %d and %d are both copy: the second would store over the first",
					 copy + 1, k + 1);
				return a->err;
			}
			copy = k;
		}
		if (e->step.flags & KL_ASH_RESULT) {
			if (result >= 0) {
				ash_fail(a, KL_ERR_STATE, "steps %d (%s) and %d (%s) both give a result: the function returns one",
					 result + 1, a->steps[result].step.name, k + 1,
					 e->step.name ? e->step.name : "client step");
				return a->err;
			}
			result = k;
		}
	}
	/* a change that no later step sees is lost work, and surely not what the client meant */
	for (int k = 0; k < a->nsteps; k++) {
		if (!(a->steps[k].step.flags & KL_ASH_CHANGES))
			continue;
		int seen = 0;
		for (int j = k + 1; j < a->nsteps && !seen; j++)
			seen = looks(&a->steps[j]);
		if (!seen) {
			ash_fail(a, KL_ERR_STATE,
				 "step %d (%s) changes the data after the last step that looks at it (copy, cksum or a client step)",
				 k + 1, a->steps[k].step.name ? a->steps[k].step.name : "client step");
			return a->err;
		}
	}
	return 0;
}
