/* kiln/ext.h -- the extension layers: each instruction of kiln/ext.def is the target's native
 * lowering when the target header defines KL_NATIVE_<name>, else the default lowering
 * (src/ext/default.c), written in core instructions and so available on every target.
 * Default lowerings take temporaries with kl_getreg(): a client that names registers directly
 * must kl_reg_reserve() them before using an extension that has no native lowering. */
#ifndef KILN_EXT_H
#define KILN_EXT_H

#ifdef __cplusplus
extern "C" {
#endif

/* a shift operand out of range for the type or the operation (KL_ROR for add, sub): the error
 * KL_ERR_OPERAND on f, and 1 */
int kl__shifted_bad(kl_func *f, int t, const char *name, int64_t shift);

/* default lowerings (out of line) */
void kl__d_rotl(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);
void kl__d_rotli(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm);
void kl__d_rotr(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);
void kl__d_rotri(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm);
void kl__d_mulh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);
void kl__d_bswap(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__d_clz(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__d_ctz(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__d_popc(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__d_sel(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b);
void kl__d_addc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b);
void kl__d_subc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b);
void kl__d_uld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff);
void kl__d_uldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off);
void kl__d_ust(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff);
void kl__d_usti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off);
void kl__d_prefetch(kl_func *f, int t, kl_reg base, int64_t off);
/* shifted second operand (shift: KL_SHIFTED(kind, n)); and-not, or-not, xor-not */
void kl__d_addsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift);
void kl__d_subsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift);
void kl__d_andsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift);
void kl__d_orsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift);
void kl__d_xorsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift);
void kl__d_andn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);
void kl__d_orn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);
void kl__d_xorn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);
void kl__d_ldx(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg index, int s, int32_t disp);
#define KL__D_LOP(name)                                                                            \
	void kl__d_##name(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg base, kl_reg index, int s, int32_t disp); \
	void kl__d_##name##i(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg base, int32_t disp);
KL__D_LOP(xorm)
KL__D_LOP(addm)
KL__D_LOP(andm)
KL__D_LOP(orm)
#undef KL__D_LOP
/* float extensions (types f, d).  kl__d_sqrt has no core-instruction form (Newton steps are not
 * correctly rounded): it fails with KL_ERR_OPERAND, so every float target needs a native. */
void kl__d_sqrt(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__d_abs(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__d_min(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);
void kl__d_max(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);

/* Strength reduction (when the client asks for it): multiply by a constant with shifts and
 * adds when cheaper, divide and take the remainder by a constant with a multiply-high and
 * shifts.  Types i, u, l, ul; results are exactly those of kl_mul<t>i, kl_div<t>i, kl_mod<t>i
 * for every operand (division by 0 and MIN / -1 included).  May take temporaries with
 * kl_getreg(). */
void kl_mul_const(kl_func *f, int type, kl_reg rd, kl_reg rs, int64_t c);
void kl_div_const(kl_func *f, int type, kl_reg rd, kl_reg rs, int64_t c);
void kl_mod_const(kl_func *f, int type, kl_reg rd, kl_reg rs, int64_t c);

/* native or default, per extension: KL__EXT(rotl) is kl__t_rotl when the target header defines
 * KL_NATIVE_rotl as 1, else kl__d_rotl (a probe: KL__PROBE_1 expands to two arguments, any other
 * token to one, so the second argument of the list tells which) */
#define KL__PROBE_1 ~, 1
#define KL__SECOND(...) KL__SECOND_(__VA_ARGS__)
#define KL__SECOND_(a, b, ...) b
#define KL__IS_ONE(x) KL__IS_ONE_(x)
#define KL__IS_ONE_(x) KL__SECOND(KL__PROBE_##x, 0, ~)
#define KL__EXT_CAT(a, b) KL__EXT_CAT_(a, b)
#define KL__EXT_CAT_(a, b) a##b
#define KL__EXT_PICK_1(name) kl__t_##name
#define KL__EXT_PICK_0(name) kl__d_##name
/* the lowering used for extension `name` (register form) and its immediate form */
#define KL__EXT(name) KL__EXT_CAT(KL__EXT_PICK_, KL__IS_ONE(KL_NATIVE_##name))(name)
#define KL__EXTI(name) KL__EXT_CAT(KL__EXT_PICK_, KL__IS_ONE(KL_NATIVE_##name))(name##i)

#define KL__XAPI_BIN_IMM(t, name)                                                                 \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rs1, kl_reg rs2)                     \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs1); KL__CS(t, rs2);                                         \
		KL__EXT(name)(f, KL_TYPE_##t, rd, rs1, rs2);                                           \
	}                                                                                              \
	KL_INLINE void kl_##name##t##i(kl_func *f, kl_reg rd, kl_reg rs1, KL__IMM_BIN(t) imm)          \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs1);                                                         \
		KL__BLIND(KL_OP_##name##t##i, rd, rs1, imm, 0);                                        \
		KL__EXTI(name)(f, KL_TYPE_##t, rd, rs1, (int64_t)imm);                                 \
	}
#define KL__XAPI_BIN_NOIMM(t, name)                                                               \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rs1, kl_reg rs2)                     \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs1); KL__CS(t, rs2);                                         \
		KL__EXT(name)(f, KL_TYPE_##t, rd, rs1, rs2);                                           \
	}
#define KL__XAPI_UN_NOIMM(t, name)                                                                \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rs)                                  \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs);                                                          \
		KL__EXT(name)(f, KL_TYPE_##t, rd, rs);                                                 \
	}
#define KL__XAPI_SEL_NOIMM(t, name)                                                               \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rc, kl_reg rs1, kl_reg rs2)          \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rc); KL__CS(t, rs1); KL__CS(t, rs2);                          \
		KL__EXT(name)(f, KL_TYPE_##t, rd, rc, rs1, rs2);                                       \
	}
#define KL__XAPI_CARRY_NOIMM KL__XAPI_SEL_NOIMM
#define KL__XAPI_SHIFTED_NOIMM(t, name)                                                           \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rs1, kl_reg rs2, int64_t shift)      \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs1); KL__CS(t, rs2);                                         \
		if (KL_UNLIKELY(kl__shifted_bad(f, KL_TYPE_##t, #name, shift)))                   \
			return;                                                                        \
		KL__EXT(name)(f, KL_TYPE_##t, rd, rs1, rs2, shift);                                    \
	}
#define KL__XAPI_MEM(t, name, cls)                                                                \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg base, kl_reg roff)                   \
	{                                                                                              \
		KL__CHK(f, KL_TYPE_##t, rd, cls); KL__CA(base); KL__CA(roff);                          \
		KL__EXT(name)(f, KL_TYPE_##t, rd, base, roff);                                         \
	}                                                                                              \
	KL_INLINE void kl_##name##t##i(kl_func *f, kl_reg rd, kl_reg base, int64_t off)                \
	{                                                                                              \
		KL__CHK(f, KL_TYPE_##t, rd, cls); KL__CA(base);                                        \
		KL__BLIND(KL_OP_##name##t##i, rd, base, off, 0);                                       \
		KL__EXTI(name)(f, KL_TYPE_##t, rd, base, off);                                         \
	}
#define KL__XAPI_LD_IMM(t, name) KL__XAPI_MEM(t, name, 0)
#define KL__XAPI_ST_IMM(t, name) KL__XAPI_MEM(t, name, 2)
#define KL__XAPI_PREF_NOIMM(t, name)                                                              \
	KL_INLINE void kl_##name(kl_func *f, kl_reg base, int64_t off)                                 \
	{                                                                                              \
		KL__CA(base);                                                                          \
		KL__EXT(name)(f, KL_V, base, off);                                                     \
	}
#define KL__XAPI_LDX_NOIMM(t, name)                                                               \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg base, kl_reg index, int s, int32_t disp) \
	{                                                                                              \
		KL__CHK(f, KL_TYPE_##t, rd, 0); KL__CA(base); KL__CA(index);                           \
		KL__EXT(name)(f, KL_TYPE_##t, rd, base, index, s & 3, disp);                           \
	}
#define KL__XAPI_LOP_IMM(t, name)                                                                 \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg a, kl_reg base, kl_reg index, int s,  \
				    int32_t disp)                                                      \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, a); KL__CA(base); KL__CA(index);                              \
		KL__EXT(name)(f, KL_TYPE_##t, rd, a, base, index, s & 3, disp);                        \
	}                                                                                              \
	KL_INLINE void kl_##name##t##i(kl_func *f, kl_reg rd, kl_reg a, kl_reg base, int32_t disp)     \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, a); KL__CA(base);                                             \
		KL__EXTI(name)(f, KL_TYPE_##t, rd, a, base, disp);                                     \
	}

#define KL__XAPI_ONE(t, name, shape, immform) KL__XAPI_##shape##_##immform(t, name)
#define KL_EXT(name, shape, types, immform, doc) KL_TS_##types(KL__XAPI_ONE, name, shape, immform)
#include "kiln/ext.def"
#undef KL_EXT

#ifdef __cplusplus
}
#endif

#endif
