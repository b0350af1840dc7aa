/* kiln/types.h -- the type sets named in the "types" column of kiln/ops.def.
 * KL_TS_<set>(M, ...) expands M(t, ...) once for each type letter t of the set. */
#ifndef KILN_TYPES_H
#define KILN_TYPES_H

#define KL_TS_V(M, ...) M(v, __VA_ARGS__)
#define KL_TS_IULUL(M, ...) M(i, __VA_ARGS__) M(u, __VA_ARGS__) M(l, __VA_ARGS__) M(ul, __VA_ARGS__)
#define KL_TS_IULULP(M, ...) KL_TS_IULUL(M, __VA_ARGS__) M(p, __VA_ARGS__)
#define KL_TS_MEM(M, ...)                                                                          \
	M(c, __VA_ARGS__) M(uc, __VA_ARGS__) M(s, __VA_ARGS__) M(us, __VA_ARGS__) KL_TS_IULULP(M, __VA_ARGS__)
#define KL_TS_RET(M, ...) KL_TS_MEM(M, __VA_ARGS__)
#define KL_TS_UUL(M, ...) M(u, __VA_ARGS__) M(ul, __VA_ARGS__)
#define KL_TS_BSWAP(M, ...) M(us, __VA_ARGS__) M(u, __VA_ARGS__) M(ul, __VA_ARGS__)
/* the float types (register operands only: no immediate forms) */
#define KL_TS_FD(M, ...) M(f, __VA_ARGS__) M(d, __VA_ARGS__)

/* The shift of a SHIFTED extension's second operand (ext.def: addsh, subsh, andsh, orsh, xorsh):
 * shift = KL_SHIFTED(kind, n), 0 <= n < the width.  KL_ROR only for the logical operations. */
enum kl_shift_kind { KL_LSL, KL_LSR, KL_ASR, KL_ROR };
#define KL_SHIFTED(kind, n) ((int64_t)(kind) << 6 | ((int64_t)(n) & 63))
#define KL_SHIFTED_KIND(imm) ((int)((imm) >> 6) & 3)
#define KL_SHIFTED_N(imm) ((unsigned)(imm) & 63u)

#endif
