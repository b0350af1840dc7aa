/* abi.c -- the calling-convention logic every target shares, written once: where a function's
 * arguments live in its body, moving them there in the prologue, moving call arguments into
 * place (a parallel move), and how immediates are widened.  Where arguments arrive, and the
 * instructions, come from the target's hooks (struct kl__target). */
#include "internal.h"

/* A leaf (or KL_ARGS_IN_PLACE) keeps register arguments where they arrive; a function that calls moves them to
 * variables (callee-saved), staying put when none is left.  An argument that arrives on the
 * stack, or in a register of the other class (RISC-V passes floats in integer registers once
 * the float ones run out), gets a register of its own class.  Register arguments are placed
 * first: the prologue moves them before it loads the stack ones, which may then reuse argument
 * registers whose values moved. */
int kl__abi_begin(kl_func *f, kl_reg *args)
{
	const struct kl__target *t = f->tgt;
	int leaf = (f->flags & KL_LEAF) != 0, stay = leaf || (f->flags & KL_ARGS_IN_PLACE);
	kl_reg home[64];
	int slot[64];
	t->arg_homes(f->argtype, f->nargs, home, slot);
	for (int k = 0; k < f->nargs; k++) /* live argument registers are not free */
		if (home[k] >= 0)
			kl__pool_remove(f, home[k]);
	for (int pass = 0; pass < 2; pass++) {
		for (int k = 0; k < f->nargs; k++) {
			if ((home[k] >= 0) != (pass == 0))
				continue;
			int ty = f->argtype[k], flt = kl__isflt(ty);
			if (!flt)
				ty = KL_L;
			int same = home[k] >= 0 && (home[k] >= KL_FREG0) == flt; /* a register of its class */
			kl_reg r;
			if (same && (stay || !kl_getreg(f, &r, ty, KL_VAR))) {
				r = home[k];
			} else if (!same && !kl_getreg(f, &r, ty, stay ? KL_TEMP : KL_VAR) && !kl_getreg(f, &r, ty, KL_TEMP)) {
				kl__fail(f, KL_ERR_REGS, "no register left for argument %d of %d", k + 1, f->nargs);
				return f->err;
			}
			kl__touch(f, r);
			f->argreg[k] = r;
			args[k] = r;
		}
		if (pass == 0) /* argument registers whose values moved elsewhere are free again */
			for (int k = 0; k < f->nargs; k++)
				if (home[k] >= 0 && f->argreg[k] != home[k])
					kl_putreg(f, home[k], home[k] >= KL_FREG0 ? KL_D : KL_L);
	}
	return KL_OK;
}

void kl__abi_prologue_args(kl_func *f, int64_t stack, void (*load)(kl_func *f, int type, kl_reg rd, int64_t off))
{
	kl_reg home[64];
	int slot[64];
	f->tgt->arg_homes(f->argtype, f->nargs, home, slot);
	for (int k = 0; k < f->nargs; k++) /* register arguments to their registers */
		if (home[k] >= 0 && home[k] != f->argreg[k])
			f->tgt->move(f, f->argtype[k], f->argreg[k], home[k]);
	for (int k = 0; k < f->nargs; k++) /* then stack arguments */
		if (home[k] < 0)
			load(f, f->argtype[k], f->argreg[k], stack + 8 * (int64_t)slot[k]);
}

void kl__parallel_move(kl_func *f, kl_reg *dst, kl_reg *src, int n, kl_reg park)
{
	for (int k = 0; k < n; k++) /* a value already in place is no move */
		if (dst[k] == src[k]) {
			dst[k] = dst[n - 1];
			src[k--] = src[--n];
		}
	while (n > 0) {
		int progress = 0;
		for (int k = 0; k < n; k++) {
			int blocked = 0;
			for (int j = 0; j < n && !blocked; j++)
				blocked = j != k && src[j] == dst[k];
			if (blocked)
				continue;
			f->tgt->move(f, dst[k] >= KL_FREG0 ? KL_D : KL_L, dst[k], src[k]);
			dst[k] = dst[n - 1];
			src[k] = src[n - 1];
			n--;
			k--;
			progress = 1;
		}
		if (!progress && park < 0) { /* a cycle, broken by exchanging two registers */
			kl_reg d = dst[0], s = src[0];
			f->tgt->swap(f, d, s); /* d holds its value now, s what d held */
			dst[0] = dst[n - 1];
			src[0] = src[n - 1];
			n--;
			for (int j = 0; j < n; j++) {
				if (src[j] == s)
					src[j] = d;
				else if (src[j] == d)
					src[j] = s;
			}
		} else if (!progress) { /* a cycle, broken by parking one value */
			kl_reg s = src[0];
			f->tgt->move(f, park >= KL_FREG0 ? KL_D : KL_L, park, s);
			for (int j = 0; j < n; j++)
				if (src[j] == s)
					src[j] = park;
		}
	}
}

int64_t kl__narrow_imm(const kl_func *f, int type, int64_t v)
{
	switch (type) {
	case KL_C: return (int8_t)v;
	case KL_UC: return (uint8_t)v;
	case KL_S: return (int16_t)v;
	case KL_US: return (uint16_t)v;
	case KL_I: return (int32_t)v;
	case KL_U: return f->tgt->u32_sign_extended ? (int64_t)(int32_t)v : (int64_t)(uint32_t)v;
	default: return v;
	}
}
