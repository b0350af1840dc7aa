/* kiln/fapi.h -- the floating-point instruction API, expanded from kiln/fops.def: kl_addf,
 * kl_addd, kl_setd, kl_ldfi, kl_bltd, kl_cvi2d ...  Present where the target header defines
 * KL_HAVE_FLOAT.  Float registers come from kl_getreg(f, &r, KL_F or KL_D, class). */
#ifndef KILN_FAPI_H
#define KILN_FAPI_H

#ifdef __cplusplus
extern "C" {
#endif

#define KL__FT_f float
#define KL__FT_d double

#define KL__FAPI_BIN(t, name)                                                                     \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rs1, kl_reg rs2)                     \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs1); KL__CS(t, rs2);                                         \
		kl__t_f##name(f, KL_TYPE_##t, rd, rs1, rs2);                                           \
	}
#define KL__FAPI_UN(t, name)                                                                      \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg rs)                                  \
	{                                                                                              \
		KL__CD(t, rd); KL__CS(t, rs);                                                          \
		kl__t_f##name(f, KL_TYPE_##t, rd, rs);                                                 \
	}
#define KL__FAPI_SET(t, name)                                                                     \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, KL__FT_##t imm)                             \
	{                                                                                              \
		KL__CD(t, rd);                                                                         \
		kl__t_fset(f, KL_TYPE_##t, rd, (double)imm);                                           \
	}
#define KL__FAPI_LD(t, name)                                                                      \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rd, kl_reg base, kl_reg roff)                   \
	{                                                                                              \
		KL__CD(t, rd); KL__CA(base); KL__CA(roff);                                             \
		kl__t_f##name(f, KL_TYPE_##t, rd, base, roff);                                         \
	}                                                                                              \
	KL_INLINE void kl_##name##t##i(kl_func *f, kl_reg rd, kl_reg base, int64_t off)                \
	{                                                                                              \
		KL__CD(t, rd); KL__CA(base);                                                           \
		kl__t_f##name##i(f, KL_TYPE_##t, rd, base, off);                                       \
	}
#define KL__FAPI_ST KL__FAPI_LD
#define KL__FAPI_RET(t, name)                                                                     \
	KL_INLINE void kl_ret##t(kl_func *f, kl_reg rs)                                                \
	{                                                                                              \
		KL__CS(t, rs);                                                                         \
		kl__t_fret(f, KL_TYPE_##t, rs);                                                        \
	}
#define KL__FAPI_BR(t, name)                                                                      \
	KL_INLINE void kl_##name##t(kl_func *f, kl_reg rs1, kl_reg rs2, kl_label l)                    \
	{                                                                                              \
		KL__CS(t, rs1); KL__CS(t, rs2);                                                        \
		kl__t_fbr(f, KL_TYPE_##t, KL__CC_##name, rs1, rs2, l);                                 \
	}
#define KL_FOP(name, shape, doc) KL__FAPI_##shape(f, name) KL__FAPI_##shape(d, name)
#define KL_FCV(from, to)                                                                          \
	KL_INLINE void kl_cv##from##2##to(kl_func *f, kl_reg rd, kl_reg rs)                            \
	{                                                                                              \
		KL__CD(to, rd); KL__CS(from, rs);                                                      \
		kl__t_fcv(f, KL_TYPE_##from, KL_TYPE_##to, rd, rs);                                    \
	}
#include "kiln/fops.def"
#undef KL_FOP
#undef KL_FCV

#ifdef __cplusplus
}
#endif

#endif
