/* lower.h -- portable instructions from kiln's own out-of-line code (default lowerings,
 * strength reduction), which serves every target: each goes through the records of f's target
 * (core/emit.c), so this code is compiled once for all of them. */
#ifndef KILN_EXT_LOWER_H
#define KILN_EXT_LOWER_H

#include <string.h>

#include "../core/internal.h"

static inline int kl__n_cond(int cc, int fl)
{
	(void)fl;
	static const unsigned char name[] = {[KL_CC_LT] = KL_N_blt, [KL_CC_LE] = KL_N_ble, [KL_CC_GT] = KL_N_bgt,
					     [KL_CC_GE] = KL_N_bge, [KL_CC_EQ] = KL_N_beq, [KL_CC_NE] = KL_N_bne};
	return name[cc];
}
static inline int64_t kl__n_bits(double v)
{
	int64_t b;
	memcpy(&b, &v, sizeof b);
	return b;
}

#define kl__n_bin(f, op, t, rd, a, b) kl__emit_op(f, KL_N_##op, t, 0, rd, a, b, 0, 0)
#define kl__n_bini(f, op, t, rd, a, v) kl__emit_op(f, KL_N_##op, t, 1, rd, a, 0, (int64_t)(v), 0)
#define kl__n_un(f, op, t, rd, a) kl__emit_op(f, KL_N_##op, t, 0, rd, a, 0, 0, 0)
#define kl__n_set(f, t, rd, v) kl__emit_op(f, KL_N_set, t, 0, rd, 0, 0, (int64_t)(v), 0)
#define kl__n_fset(f, t, rd, v) kl__emit_op(f, KL_N_set, t, 0, rd, 0, 0, kl__n_bits(v), 0)
#define kl__n_cv(f, from, to, rd, rs) kl__emit_cv(f, from, to, rd, rs)
#define kl__n_br(f, t, cc, a, b, l) kl__emit_op(f, kl__n_cond(cc, 0), t, 0, 0, a, b, 0, l)
#define kl__n_bri(f, t, cc, a, v, l) kl__emit_op(f, kl__n_cond(cc, 0), t, 1, 0, a, 0, (int64_t)(v), l)
#define kl__n_jv(f, l) kl__emit_op(f, KL_N_j, KL_V, 0, 0, 0, 0, 0, l)
#define kl__n_ld(f, t, rd, base, roff) kl__emit_op(f, KL_N_ld, t, 0, rd, base, roff, 0, 0)
#define kl__n_ldi(f, t, rd, base, off) kl__emit_op(f, KL_N_ld, t, 1, rd, base, 0, off, 0)
#define kl__n_st(f, t, rs, base, roff) kl__emit_op(f, KL_N_st, t, 0, rs, base, roff, 0, 0)
#define kl__n_sti(f, t, rs, base, off) kl__emit_op(f, KL_N_st, t, 1, rs, base, 0, off, 0)

#endif
