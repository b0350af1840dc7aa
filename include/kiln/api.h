/* kiln/api.h -- the portable instruction API, expanded from kiln/ops.def.
 *
 * For every line of ops.def and every type letter t of its type set this defines
 *   kl_<op><t>(f, ...)     register form         e.g. kl_addl(f, rd, rs1, rs2)
 *   kl_<op><t>i(f, ...)    immediate last operand e.g. kl_addli(f, rd, rs1, 16)
 * as inline functions that call the host target's emitters kl__t_* (kiln/target/<arch>.h). */
#ifndef KILN_API_H
#define KILN_API_H

#include "kiln/types.h"
#include "kiln/target.h"

#ifdef __cplusplus
extern "C" {
#endif

/* immediate operand types by shape and type letter */
typedef int32_t kl__imm_i;
typedef uint32_t kl__imm_u;
typedef int64_t kl__imm_l;
typedef uint64_t kl__imm_ul;
typedef intptr_t kl__imm_p;
typedef int32_t kl__imm_c;
typedef int32_t kl__imm_uc;
typedef int32_t kl__imm_s;
typedef int32_t kl__imm_us;
#define KL__IMM_BIN(t) kl__imm_##t
#define KL__IMM_SET(t) kl__immp_##t
#define KL__IMM_BR(t) kl__immp_##t
typedef int32_t kl__immp_i;
typedef uint32_t kl__immp_u;
typedef int64_t kl__immp_l;
typedef uint64_t kl__immp_ul;
typedef const void *kl__immp_p;

#define KL__CC_blt KL_CC_LT
#define KL__CC_ble KL_CC_LE
#define KL__CC_bgt KL_CC_GT
#define KL__CC_bge KL_CC_GE
#define KL__CC_beq KL_CC_EQ
#define KL__CC_bne KL_CC_NE

/* KL_CHECKED clients (defined before kiln.h is included) get every register operand of the inline
 * emitters checked as records are (kl__check_reg: the register exists, is not kiln's own
 * scratch, has the operand's class); a bad one is KL_ERR_OPERAND and nothing is emitted.
 * Without KL_CHECKED the checks compile to nothing (bench/codegen measures that path). */
#ifdef KL_CHECKED
#define KL__CHK(f, ty, r, cls)                                                                    \
	do {                                                                                       \
		if (!kl__check_reg(f, r, (ty) >= KL_F ? 1 : (cls)))                                    \
			return;                                                                        \
	} while (0)
#else
#define KL__CHK(f, ty, r, cls) ((void)0)
#endif
/* KL_BLINDABLE clients: an immediate form of a KL_BLIND function goes out of line to kl__blind
 * (one test of f->flags per immediate form; nothing at all without KL_BLINDABLE). */
#ifdef KL_BLINDABLE
#include "kiln/insn.h" /* the record opcodes kl__blind takes */
#define KL__BLIND(opc, rd, rs1, imm, l)                                                            \
	do {                                                                                       \
		if (KL_UNLIKELY(f->flags & KL_BLIND)) {                                            \
			kl__blind(f, opc, rd, rs1, (int64_t)(imm), l);                               \
			return;                                                                    \
		}                                                                                  \
	} while (0)
#else
#define KL__BLIND(opc, rd, rs1, imm, l) ((void)0)
#endif
/* destination, source (may be the local pointer), address operand (always an integer register) */
#define KL__CD(t, r) KL__CHK(f, KL_TYPE_##t, r, 0)
#define KL__CS(t, r) KL__CHK(f, KL_TYPE_##t, r, 2)
#define KL__CA(r) KL__CHK(f, KL_L, r, 2)

/* ---- one expander per shape ---- */
#define KL__API_BIN_IMM(t, name)                                                                  \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rs1, kl_reg rs2)                     \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs1); KL__CS(t, rs2);                                         \
		kl__t_##name(f, KL_TYPE_##t, rd, rs1, rs2);                                            \
	}                                                                                              \
	KL_INLINE void kl_##name##t##i(kl_func *f, kl_reg rd, kl_reg rs1, KL__IMM_BIN(t) imm)          \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs1);                                                         \
		KL__BLIND(KL_OP_##name##t##i, rd, rs1, imm, 0);                                        \
		kl__t_##name##i(f, KL_TYPE_##t, rd, rs1, (int64_t)imm);                                \
	}
#define KL__API_UN_NOIMM(t, name)                                                                 \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rs)                                  \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs);                                                          \
		kl__t_##name(f, KL_TYPE_##t, rd, rs);                                                  \
	}
#define KL__API_SET_NOIMM(t, name)                                                                \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, KL__IMM_SET(t) imm)                         \
	{                                                                                              \
		KL__CD(t, rd);                                                                         \
		KL__BLIND(KL_OP_set##t, rd, 0, (intptr_t)imm, 0);                                      \
		kl__t_set(f, KL_TYPE_##t, rd, (int64_t)imm);                                           \
	}
#define KL__API_LD_IMM(t, name)                                                                   \
	KL_INLINE void kl_ld##t(kl_func *f, kl_reg rd, kl_reg base, kl_reg roff)                       \
	{                                                                                              \
		KL__CD(t, rd); KL__CA(base); KL__CA(roff);                                             \
		kl__t_ld(f, KL_TYPE_##t, rd, base, roff);                                              \
	}                                                                                              \
	KL_INLINE void kl_ld##t##i(kl_func *f, kl_reg rd, kl_reg base, int64_t off)                    \
	{                                                                                              \
		KL__CD(t, rd); KL__CA(base);                                                           \
		KL__BLIND(KL_OP_ld##t##i, rd, base, off, 0);                                           \
		kl__t_ldi(f, KL_TYPE_##t, rd, base, off);                                              \
	}
#define KL__API_ST_IMM(t, name)                                                                   \
	KL_INLINE void kl_st##t(kl_func *f, kl_reg rs, kl_reg base, kl_reg roff)                       \
	{                                                                                              \
		KL__CS(t, rs); KL__CA(base); KL__CA(roff);                                             \
		kl__t_st(f, KL_TYPE_##t, rs, base, roff);                                              \
	}                                                                                              \
	KL_INLINE void kl_st##t##i(kl_func *f, kl_reg rs, kl_reg base, int64_t off)                    \
	{                                                                                              \
		KL__CS(t, rs); KL__CA(base);                                                           \
		KL__BLIND(KL_OP_st##t##i, rs, base, off, 0);                                           \
		kl__t_sti(f, KL_TYPE_##t, rs, base, off);                                              \
	}
#define KL__API_RET_IMM(t, name)                                                                  \
	KL_INLINE void kl_ret##t(kl_func *f, kl_reg rs)                                                \
	{                                                                                              \
		KL__CS(t, rs);                                                                         \
		kl__t_ret(f, KL_TYPE_##t, rs);                                                         \
	}                                                                                              \
	KL_INLINE void kl_ret##t##i(kl_func *f, KL__IMM_BIN(t) imm)                                    \
	{                                                                                              \
		KL__BLIND(KL_OP_ret##t##i, 0, 0, imm, 0);                                              \
		kl__t_reti(f, KL_TYPE_##t, (int64_t)imm);                                              \
	}
#define KL__API_BR_IMM(t, name)                                                                   \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rs1, kl_reg rs2, kl_label l)                    \
	{                                                                                              \
		KL__CS(t, rs1); KL__CS(t, rs2);                                                        \
		kl__t_br(f, KL_TYPE_##t, KL__CC_##name, rs1, rs2, l);                                  \
	}                                                                                              \
	KL_INLINE void kl_##name##t##i(kl_func *f, kl_reg rs1, KL__IMM_BR(t) imm, kl_label l)          \
	{                                                                                              \
		KL__CS(t, rs1);                                                                        \
		KL__BLIND(KL_OP_##name##t##i, 0, rs1, (intptr_t)imm, l);                               \
		kl__t_bri(f, KL_TYPE_##t, KL__CC_##name, rs1, (int64_t)imm, l);                        \
	}
/* j, jal, nop, label: written out by hand below */
#define KL__API_J_NOIMM(t, name)
#define KL__API_JAL_NOIMM(t, name)
#define KL__API_NOP_NOIMM(t, name)
#define KL__API_LABEL_NOIMM(t, name)

#define KL__API_ONE(t, name, shape, immform) KL__API_##shape##_##immform(t, name)
#define KL_OP(name, shape, types, immform, doc) KL_TS_##types(KL__API_ONE, name, shape, immform)
#define KL_CV(from, to)                                                                           \
	KL_INLINE void kl_cv##from##2##to(kl_func *f, kl_reg rd, kl_reg rs)                            \
	{                                                                                              \
		KL__CD(to, rd); KL__CS(from, rs);                                                      \
		kl__t_cv(f, KL_TYPE_##from, KL_TYPE_##to, rd, rs);                                     \
	}
#include "kiln/ops.def"
#undef KL_OP
#undef KL_CV

/* jumps */
KL_INLINE void kl_jv(kl_func *f, kl_label l) { kl__t_jv(f, l); }
KL_INLINE void kl_jp(kl_func *f, kl_reg r)
{
	KL__CA(r);
	kl__t_jp(f, r);
}
KL_INLINE void kl_jpi(kl_func *f, const void *addr) { kl__t_jpi(f, addr); }
KL_INLINE void kl_jalv(kl_func *f, kl_reg link, kl_label l)
{
	KL__CHK(f, KL_L, link, 3);
	kl__t_jalv(f, link, l);
}
KL_INLINE void kl_jalp(kl_func *f, kl_reg link, kl_reg r)
{
	KL__CHK(f, KL_L, link, 3);
	KL__CA(r);
	kl__t_jalp(f, link, r);
}
KL_INLINE void kl_jalpi(kl_func *f, kl_reg link, const void *addr)
{
	KL__CHK(f, KL_L, link, 3);
	kl__t_jalpi(f, link, addr);
}
KL_INLINE void kl_retv(kl_func *f) { kl__t_retv(f); }
KL_INLINE void kl_nop(kl_func *f) { kl__t_nop(f); }

#ifdef __cplusplus
}
#endif

#include "kiln/ext.h"
#ifdef KL_HAVE_FLOAT
#include "kiln/fapi.h"
#endif

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
