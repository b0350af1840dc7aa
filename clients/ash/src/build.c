/* build.c -- kl_ash_build: one loop over the data, the steps' code inlined in it.
 *
 *   begin() of every step
 *   whole blocks of 32 bytes: 4 words, each loaded, passed through the steps in order   (unrolled)
 *   the 0-3 words left: one at a time
 *   the last len % 8 bytes: a piece of 4, of 2, of 1 byte, each when len has that bit
 *   end() of every step; return the result step's result (or 0)
 *
 * Every word is at an offset from the start that is a multiple of 8, so the steps whose effect
 * depends on the position (byte swaps, the key stream, the checksum's byte lanes) need no
 * realignment: loads and stores of any alignment are allowed on every kiln target (and at full
 * speed on x86-64 and AArch64), and the main loop is aligned whenever the data is. */
#include "ash_internal.h"

#include <stdio.h>

#define UNROLL 4

struct regs {
	kl_reg dst, src, len, w, end, t;
	kl_reg keep[ASH_MAXSTEPS][KL_ASH_MAXREGS];
	kl_reg scratch[KL_ASH_MAXREGS];
};

static int getreg(kl_func *f, kl_reg *r)
{
	return kl_getreg(f, r, KL_UL, KL_TEMP) || kl_getreg(f, r, KL_UL, KL_VAR);
}

static int alloc_regs(kl_ash *a, kl_func *f, struct regs *R)
{
	int need = 3, nscratch = 0, got = 0;
	for (int k = 0; k < a->nsteps; k++) {
		need += a->steps[k].step.nkeep;
		if (a->steps[k].step.nscratch > nscratch)
			nscratch = a->steps[k].step.nscratch;
	}
	need += nscratch;
	int ok = getreg(f, &R->w) && getreg(f, &R->end) && getreg(f, &R->t);
	got += ok * 3;
	for (int k = 0; ok && k < a->nsteps; k++)
		for (int j = 0; ok && j < a->steps[k].step.nkeep; j++)
			got += ok = getreg(f, &R->keep[k][j]);
	for (int j = 0; ok && j < nscratch; j++)
		got += ok = getreg(f, &R->scratch[j]);
	if (!ok) {
		ash_fail(a, KL_ERR_REGS, "the pipeline needs %d registers besides its 3 arguments; %s has %d to give", need,
			 kl_target_name(), got);
		return a->err;
	}
	return 0;
}

/* one word (or piece) of `bytes` bytes at src + off through all the steps */
static void word(kl_ash *a, kl_func *f, const struct regs *R, int bytes, int off)
{
	switch (bytes) {
	case 8: kl_lduli(f, R->w, R->src, off); break;
	case 4: kl_ldui(f, R->w, R->src, off), kl_cvu2ul(f, R->w, R->w); break;
	case 2: kl_ldusi(f, R->w, R->src, off), kl_cvu2ul(f, R->w, R->w); break;
	default: kl_lduci(f, R->w, R->src, off), kl_cvu2ul(f, R->w, R->w); break;
	}
	for (int k = 0; k < a->nsteps; k++) {
		struct kl_ash_word wd = {R->w, bytes, R->src, R->dst, off, R->keep[k], R->scratch};
		a->steps[k].step.word(f, a->steps[k].ctx, &wd);
	}
}

static void advance(kl_func *f, const struct regs *R, int uses_dst, int by)
{
	kl_addpi(f, R->src, R->src, by);
	if (uses_dst)
		kl_addpi(f, R->dst, R->dst, by);
}

kl_ash_fn kl_ash_build_sized(kl_ash *a, size_t *size)
{
	if (!a)
		return NULL;
	if (ash_check(a))
		return NULL;
	kl_func *f = kl_func_new();
	if (!f) {
		ash_fail(a, KL_ERR_NOMEM, "out of memory");
		return NULL;
	}
	struct regs R;
	kl_reg arg[3];
	kl_func_begin(f, "%p%p%ul", arg, KL_LEAF);
	R.dst = arg[0], R.src = arg[1], R.len = arg[2];
	if (kl_error(f) || alloc_regs(a, f, &R)) {
		if (kl_error(f))
			ash_fail(a, kl_error(f), "kiln: %s", kl_errmsg(f));
		kl_func_delete(f);
		return NULL;
	}
	int uses_dst = 0;
	for (int k = 0; k < a->nsteps; k++)
		uses_dst |= !a->steps[k].builtin || (a->steps[k].step.flags & KL_ASH_STORES);
	for (int k = 0; k < a->nsteps; k++)
		if (a->steps[k].step.begin)
			a->steps[k].step.begin(f, a->steps[k].ctx, R.keep[k], R.scratch);

	/* blocks of UNROLL words up to src + (len & -32) */
	kl_label blocks_done = kl_label_new(f), block = kl_label_new(f);
	kl_anduli(f, R.end, R.len, -(uint64_t)(8 * UNROLL));
	kl_addp(f, R.end, R.src, R.end);
	kl_bgep(f, R.src, R.end, blocks_done);
	kl_label_place(f, block);
	for (int u = 0; u < UNROLL; u++)
		word(a, f, &R, 8, 8 * u);
	advance(f, &R, uses_dst, 8 * UNROLL);
	kl_bltp(f, R.src, R.end, block);
	kl_label_place(f, blocks_done);

	/* the whole words left, one at a time */
	kl_label words_done = kl_label_new(f), one = kl_label_new(f);
	kl_anduli(f, R.end, R.len, 8 * (UNROLL - 1));
	kl_addp(f, R.end, R.src, R.end);
	kl_bgep(f, R.src, R.end, words_done);
	kl_label_place(f, one);
	word(a, f, &R, 8, 0);
	advance(f, &R, uses_dst, 8);
	kl_bltp(f, R.src, R.end, one);
	kl_label_place(f, words_done);

	/* the pieces: 4, 2, 1 bytes, in that order */
	for (int bytes = 4; bytes >= 1; bytes /= 2) {
		kl_label skip = kl_label_new(f);
		kl_anduli(f, R.t, R.len, bytes);
		kl_bequli(f, R.t, 0, skip);
		word(a, f, &R, bytes, 0);
		if (bytes > 1)
			advance(f, &R, uses_dst, bytes);
		kl_label_place(f, skip);
	}

	kl_setul(f, R.t, 0);
	for (int k = 0; k < a->nsteps; k++)
		if (a->steps[k].step.end)
			a->steps[k].step.end(f, a->steps[k].ctx, R.keep[k], R.scratch, R.t);
	kl_retul(f, R.t);
	void *code = kl_func_end(f, size);
	if (!code)
		ash_fail(a, kl_error(f) ? kl_error(f) : KL_ERR_STATE, "kiln: %s", kl_errmsg(f));
	kl_func_delete(f);
	return (kl_ash_fn)code;
}

kl_ash_fn kl_ash_build(kl_ash *a) { return kl_ash_build_sized(a, NULL); }
