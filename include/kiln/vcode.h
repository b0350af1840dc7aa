/* kiln/vcode.h -- VCODE's client interface (Engler, PLDI'96; VCODE 0.08) on top of kiln, so that
 * a program written for VCODE compiles by including <kiln/vcode.h> and runs.  See docs/vcode.md.
 *
 *   typedef int (*iptr)(int);
 *   iptr mkplus1(struct v_code *ip) {
 *       v_reg arg[1];
 *       v_lambda("%i", arg, V_LEAF, ip);
 *       v_addii(arg[0], arg[0], 1);
 *       v_reti(arg[0]);
 *       return (iptr)v_end();
 *   }
 *
 * The instructions (v_addii, v_ldus, v_bltui ...) are expanded from kiln/ops.def and
 * kiln/ext.def, as kiln/api.h's and kiln/ext.h's are, into always-inline wrappers of kiln's own
 * inline emitters: each reads the thread's current function once and emits in place, so they
 * cost what kl_addii(f, ...) costs.  Everything that is not an instruction (v_lambda, v_end,
 * calls, v_dump ...) is out of line in src/vcode/. */
#ifndef KILN_VCODE_H
#define KILN_VCODE_H

#include <assert.h> /* VCODE's header brought these in, and its programs rely on them */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln.h"
#include "kiln/ext.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- types -------------------------------------------------------------------------------- */
/* A register is a one-member struct, as in VCODE's default build: passing a bare integer where a
 * register is expected is a compile error, and the struct costs nothing once inlined. */
typedef struct {
	unsigned reg;
} v_reg_type;
typedef v_reg_type v_reg_t;
typedef v_reg_type v_reg; /* the paper's spelling (Figure 1) */
/* v_reg(n): the register with machine number n (VCODE 0.08's v_reg(int)).  As a function-like
 * macro it does not disturb the type name v_reg, which is never followed by '('; it names the
 * function v__reg, so that a program repeating VCODE's declaration `extern v_reg_type
 * v_reg(int reg);` redeclares that function (with its internal linkage) instead of failing. */
static inline v_reg_type v__reg(int n)
{
	v_reg_type r = {(unsigned)n};
	return r;
}
#define v_reg(n) v__reg(n)
#define V__MKREG(n) ((v_reg_type){(unsigned)(n)}) /* a constant expression, for V_TI0 ... */
#define V_REG(r) ((r).reg)
#define _vrr(r) ((r).reg)
#define _vrrp(r) ((r)->reg)

typedef struct {
	unsigned label;
} v_label_type;
typedef v_label_type v_label_t;
#define _vlr(l) ((l).label)
#define _vlrp(l) ((l)->label)

/* Storage a client hands to v_lambda.  It is only scratch space while generating: the finished
 * code is copied into kiln's read+execute memory, never run from here.  A 4-byte word like
 * VCODE's `unsigned` v_code, as a struct so that the paper's Figure 1 (`struct v_code *ip`) and
 * VCODE 0.08's programs (`v_code insn[1000]`) both compile; v_lambda takes any buffer
 * (`unsigned insn[1000]` too), so the difference never shows. */
typedef struct v_code {
	uint32_t word;
} v_code;

/* Function pointers by result type, declared with () as VCODE does: cast to the real prototype
 * before calling with char, short or float arguments (default promotions). */
typedef void (*v_vptr)();
typedef char (*v_cptr)();
typedef unsigned char (*v_ucptr)();
typedef short (*v_sptr)();
typedef unsigned short (*v_usptr)();
typedef int (*v_iptr)();
typedef unsigned (*v_uptr)();
typedef long (*v_lptr)();
typedef unsigned long (*v_ulptr)();
typedef void *(*v_pptr)();
typedef float (*v_fptr)();
typedef double (*v_dptr)();

/* What v_end returns: the one entry point, seen through each type. */
union v_fp {
	v_vptr v;
	v_cptr c;
	v_ucptr uc;
	v_sptr s;
	v_usptr us;
	v_iptr i;
	v_uptr u;
	v_lptr l;
	v_ulptr ul;
	v_pptr p;
	v_fptr f;
	v_dptr d;
};

/* ---- constants ------------------------------------------------------------------------------ */
/* Types share kiln's numbering so that no call translates them. */
enum {
	V_V = KL_V,
	V_C = KL_C,
	V_UC = KL_UC,
	V_S = KL_S,
	V_US = KL_US,
	V_I = KL_I,
	V_U = KL_U,
	V_L = KL_L,
	V_UL = KL_UL,
	V_P = KL_P,
	V_F = KL_F, /* no floating point in kiln yet: accepted by nothing but the names */
	V_D = KL_D,
};
enum { V_TEMP = KL_TEMP, V_VAR = KL_VAR, V_UNAVAIL = KL_UNAVAIL };
enum { V_NLEAF = 0, V_LEAF = 1 };

/* Most arguments one call may pass (kiln's limit). */
#define V_MAXARGS 64

/* ---- the thread's current function ---------------------------------------------------------
 * Private to this header and src/vcode.  Before a thread's first v_lambda it points to an idle
 * function whose instructions go to a sink, so a stray instruction is an error, not a crash.
 * initial-exec keeps the access a single %fs-relative load even in position-independent code. */
#if defined(__GNUC__)
#define V__TLS_MODEL __attribute__((tls_model("initial-exec")))
#else
#define V__TLS_MODEL
#endif
#ifdef __cplusplus
extern thread_local kl_func *v__cur V__TLS_MODEL;
#else
extern _Thread_local kl_func *v__cur V__TLS_MODEL;
#endif

/* ---- beginning and ending a function ---------------------------------------------------------
 * v_lambda(name, fmt, args, leaf, ip, nbytes)   VCODE 0.08
 * v_lambda(fmt, args, leaf, ip)                 the paper's Figure 1
 * fmt lists the argument types ("%i%p%ul", types c uc s us i u l ul p); args[k] receives the
 * register of argument k: where it arrives in a V_LEAF function, a register of class V_VAR in a
 * V_NLEAF one (so it survives calls); stack arguments are loaded into registers either way.
 * With ip and nbytes > 0 the code is assembled in the client's buffer (too small is an error,
 * never an overflow: x86-64 code can be larger than the RISC code VCODE buffers were sized for);
 * with ip NULL, nbytes <= 0, or the 4-argument form, in kiln's own growable buffer.
 * Returns 0, or a kiln error code (KL_ERR_...; see v_errmsg()). */
int(v_lambda)(const char *name, const char *fmt, v_reg_type *args, int leaf, void *ip, int nbytes);
int v__lambda4(const char *fmt, v_reg_type *args, int leaf, void *ip);
/* v_clambda(name, leaf, ip, nbytes): VCODE's lambda whose parameters come one at a time from
 * v_param_alloc/v_param_push.  kiln lays out arguments in v_lambda, so v_clambda begins a
 * function of no arguments; a later v_param_alloc/v_param_push is an error (KL_ERR_STATE):
 * build v_lambda's type string at run time instead. */
void v_clambda(const char *name, int leaf, void *ip, int nbytes);
void v_param_alloc(int argno, int type, v_reg_type *r);
void v_param_push(int type, v_reg_type *r);
#define V__ARG7(a1, a2, a3, a4, a5, a6, n, ...) n
#define v_lambda(...)                                                                              \
	V__ARG7(__VA_ARGS__, (v_lambda), v_lambda_takes_4_or_6_arguments, v__lambda4,                  \
		v_lambda_takes_4_or_6_arguments, v_lambda_takes_4_or_6_arguments,                      \
		v_lambda_takes_4_or_6_arguments, v_lambda_takes_4_or_6_arguments)(__VA_ARGS__)

/* v_end(&nbytes) / v_end(0): link, and return the entry point (all members NULL on error; see
 * v_errmsg()).  *nbytes receives the size of the code.  v_end() with no argument returns a
 * plain function pointer, for the paper's `(iptr)v_end()`: of type void (*)(void), the one
 * that compilers let be cast to any function type without -Wcast-function-type. */
union v_fp(v_end)(int *nbytes);
typedef void (*v__anyfn)(void);
v__anyfn v__end0(void);
/* Argument-count dispatch that tells v_end() from v_end(x) in standard C11: x is empty exactly
 * when only the fourth of these comma probes fires (an argument in parentheses, or a macro
 * name, fires the second or third as well). */
#define V__ARG16(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, n, ...) n
#define V__HAS_COMMA(...) V__ARG16(__VA_ARGS__, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0)
#define V__COMMA_IF_CALLED(...) ,
#define V__CAT5(a, b, c, d, e) V__CAT5_(a, b, c, d, e)
#define V__CAT5_(a, b, c, d, e) a##b##c##d##e
#define V__EMPTY_IF_0001 ,
#define V__IS_EMPTY(...)                                                                           \
	V__HAS_COMMA(V__CAT5(V__EMPTY_IF_, V__HAS_COMMA(__VA_ARGS__),                                  \
			     V__HAS_COMMA(V__COMMA_IF_CALLED __VA_ARGS__), V__HAS_COMMA(__VA_ARGS__()),       \
			     V__HAS_COMMA(V__COMMA_IF_CALLED __VA_ARGS__())))
#define V__CAT2(a, b) V__CAT2_(a, b)
#define V__CAT2_(a, b) a##b
#define V__END_1(...) v__end0()
#define V__END_0(...) (v_end)(__VA_ARGS__)
#define v_end(...) V__CAT2(V__END_, V__IS_EMPTY(__VA_ARGS__))(__VA_ARGS__)

/* kiln extensions: why the last v_lambda/v_end failed, and the kl_func behind the interface
 * (to mix in kiln's own calls, e.g. kl_reg_set_class). */
int v_error(void);
const char *v_errmsg(void);
kl_func *v_kl_func(void);

/* ---- registers ----------------------------------------------------------------------------- */
/* 1 and *r set on success, 0 when no register of the class is left (then *r is V_TI0, a
 * temporary: defined, so that clients that do not look compile without warnings, and harmless
 * to the caller of the generated code). */
KL_INLINE int v_getreg(v_reg_type *r, int type, int cls)
{
	kl_reg k = KL_T0;
	int ok = kl_getreg(v__cur, &k, type, cls);
	r->reg = (unsigned)(ok ? k : KL_T0);
	return ok;
}
KL_INLINE void v_putreg(v_reg_type r, int type) { kl_putreg(v__cur, (kl_reg)r.reg, type); }
/* Take a register out of the allocator, to use it by name.  Called outside a function it holds
 * for every later function of this thread (VCODE's behaviour); inside one, for that function.
 * A callee-saved register so taken is saved by the prologue; an argument held in it moves. */
void v_mk_unavail(int type, v_reg_type r);
/* The register named by kiln's printable name ("rax", "r12"); v_fatal if there is none. */
v_reg_type v_sym_to_phys(const char *name);

/* Hard-coded registers (the paper, section 5.3): temporaries V_TI<k>, callee-saved V_SI<k>, and
 * their counts.  The temporaries are numbered as kiln allocates them: first those that never
 * carry an argument (V_TI0-1 on x86-64, V_TI0-6 on AArch64, V_TI0-4 on RISC-V), then the argument
 * registers from the last to the first, so in a V_LEAF function with n arguments kept where they
 * arrive the last n V_TI hold them.  Take a register out of
 * the allocator with v_mk_unavail before naming it if the function also uses v_getreg; naming a
 * V_SI register requires it (that is how the prologue learns to save it). */
#define V_NTI KL_NT
#define V_NSI KL_NS
#ifdef KL_HAVE_FLOAT /* temporary float registers V_TF<k> (V_F and V_D values) */
#define V_NTF KL_NFT
#define V_TF0 V__MKREG(KL_FT0)
#define V_TF1 V__MKREG(KL_FT1)
#define V_TF2 V__MKREG(KL_FT2)
#define V_TF3 V__MKREG(KL_FT3)
#define V_TF4 V__MKREG(KL_FT4)
#define V_TF5 V__MKREG(KL_FT5)
#else
#define V_NTF 0 /* this target has no floating point yet */
#endif
#define V_TI0 V__MKREG(KL_T0)
#define V_TI1 V__MKREG(KL_T1)
#ifdef KL_T2
#define V_TI2 V__MKREG(KL_T2)
#endif
#ifdef KL_T3
#define V_TI3 V__MKREG(KL_T3)
#endif
#ifdef KL_T4
#define V_TI4 V__MKREG(KL_T4)
#endif
#ifdef KL_T5
#define V_TI5 V__MKREG(KL_T5)
#endif
#ifdef KL_T6
#define V_TI6 V__MKREG(KL_T6)
#endif
#ifdef KL_T7
#define V_TI7 V__MKREG(KL_T7)
#endif
#ifdef KL_T8
#define V_TI8 V__MKREG(KL_T8)
#endif
#ifdef KL_T9
#define V_TI9 V__MKREG(KL_T9)
#endif
#ifdef KL_T10
#define V_TI10 V__MKREG(KL_T10)
#endif
#ifdef KL_T11
#define V_TI11 V__MKREG(KL_T11)
#endif
#ifdef KL_T12
#define V_TI12 V__MKREG(KL_T12)
#endif
#ifdef KL_T13
#define V_TI13 V__MKREG(KL_T13)
#endif
#ifdef KL_T14
#define V_TI14 V__MKREG(KL_T14)
#endif
#ifdef KL_T15
#define V_TI15 V__MKREG(KL_T15)
#endif
#define V_SI0 V__MKREG(KL_S0)
#ifdef KL_S1
#define V_SI1 V__MKREG(KL_S1)
#endif
#ifdef KL_S2
#define V_SI2 V__MKREG(KL_S2)
#endif
#ifdef KL_S3
#define V_SI3 V__MKREG(KL_S3)
#endif
#ifdef KL_S4
#define V_SI4 V__MKREG(KL_S4)
#endif
#ifdef KL_S5
#define V_SI5 V__MKREG(KL_S5)
#endif
#ifdef KL_S6
#define V_SI6 V__MKREG(KL_S6)
#endif
#ifdef KL_S7
#define V_SI7 V__MKREG(KL_S7)
#endif
#ifdef KL_S8
#define V_SI8 V__MKREG(KL_S8)
#endif
#ifdef KL_S9
#define V_SI9 V__MKREG(KL_S9)
#endif
#ifdef KL_S10
#define V_SI10 V__MKREG(KL_S10)
#endif
#ifdef KL_S11
#define V_SI11 V__MKREG(KL_S11)
#endif
#ifdef KL_S12
#define V_SI12 V__MKREG(KL_S12)
#endif
#ifdef KL_S13
#define V_SI13 V__MKREG(KL_S13)
#endif
#ifdef KL_S14
#define V_SI14 V__MKREG(KL_S14)
#endif
#ifdef KL_S15
#define V_SI15 V__MKREG(KL_S15)
#endif
/* The local pointer: locals are at v_lp + v_local(...).  v_zero reads zero on every target. */
#define v_lp V__MKREG(KL_LP)
#ifdef KL_ZERO
#define v_zero V__MKREG(KL_ZERO)
#else
/* No register reads zero here (x86-64; AArch64's xzr shares its number with sp): v_zero is a
 * register of the function that each mention of v_zero sets to 0 just before the instruction
 * it is an operand of (C evaluates arguments before the call), so it reads zero wherever it is
 * used and costs nothing to code that does not mention it.  Taken from the allocator at the
 * function's first mention; not for constant initializers. */
v_reg_type v__zero(void);
#define v_zero (v__zero())
#endif

/* ---- locals and labels --------------------------------------------------------------------- */
KL_INLINE int v_local(int type) { return kl_local(v__cur, type); }
KL_INLINE int v_localb(unsigned size) { return kl_localb(v__cur, size); }

KL_INLINE v_label_type v_genlabel(void)
{
	v_label_type l = {kl_label_new(v__cur)};
	return l;
}
KL_INLINE void v_label(v_label_type l) { kl_label_place(v__cur, l.label); }
/* At v_end the label's final address is written to *(void **)addr. */
KL_INLINE void v_dlabel(void *addr, v_label_type l) { kl_dlabel(v__cur, (void **)addr, l.label); }
KL_INLINE int v_labeleq(v_label_type a, v_label_type b) { return a.label == b.label; }
/* VCODE 0.08's internal name for v_dlabel, used by its test programs. */
KL_INLINE void v_dmark(void *addr, v_label_type l) { v_dlabel(addr, l); }

/* ---- instructions, expanded from kiln/ops.def ----------------------------------------------- */
#define V__R(r) ((kl_reg)(r).reg)
#define V__API_BIN_IMM(t, name)                                                                   \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type rs1, v_reg_type rs2)                      \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rd), V__R(rs1), V__R(rs2));                                  \
	}                                                                                              \
	KL_INLINE void v_##name##t##i(v_reg_type rd, v_reg_type rs1, KL__IMM_BIN(t) imm)               \
	{                                                                                              \
		kl_##name##t##i(v__cur, V__R(rd), V__R(rs1), imm);                                     \
	}
#define V__API_UN_NOIMM(t, name)                                                                  \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type rs) { kl_##name##t(v__cur, V__R(rd), V__R(rs)); }
#define V__API_SET_NOIMM(t, name)                                                                 \
	KL_INLINE void v_##name##t(v_reg_type rd, KL__IMM_SET(t) imm) { kl_##name##t(v__cur, V__R(rd), imm); }
#define V__API_LD_IMM(t, name)                                                                    \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type base, v_reg_type roff)                    \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rd), V__R(base), V__R(roff));                                \
	}                                                                                              \
	KL_INLINE void v_##name##t##i(v_reg_type rd, v_reg_type base, int64_t off)                     \
	{                                                                                              \
		kl_##name##t##i(v__cur, V__R(rd), V__R(base), off);                                    \
	}
#define V__API_ST_IMM V__API_LD_IMM
/* v_retpi takes a pointer, as VCODE's did (v_retpi(node)); the others kiln's immediate types */
typedef kl__imm_c v__retimm_c;
typedef kl__imm_uc v__retimm_uc;
typedef kl__imm_s v__retimm_s;
typedef kl__imm_us v__retimm_us;
typedef kl__imm_i v__retimm_i;
typedef kl__imm_u v__retimm_u;
typedef kl__imm_l v__retimm_l;
typedef kl__imm_ul v__retimm_ul;
typedef const void *v__retimm_p;
#define V__API_RET_IMM(t, name)                                                                   \
	KL_INLINE void v_##name##t(v_reg_type rs) { kl_##name##t(v__cur, V__R(rs)); }                  \
	KL_INLINE void v_##name##t##i(v__retimm_##t imm) { kl_##name##t##i(v__cur, (KL__IMM_BIN(t))imm); }
#define V__API_BR_IMM(t, name)                                                                    \
	KL_INLINE void v_##name##t(v_reg_type rs1, v_reg_type rs2, v_label_type l)                     \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rs1), V__R(rs2), l.label);                                   \
	}                                                                                              \
	KL_INLINE void v_##name##t##i(v_reg_type rs1, KL__IMM_BR(t) imm, v_label_type l)               \
	{                                                                                              \
		kl_##name##t##i(v__cur, V__R(rs1), imm, l.label);                                      \
	}
/* j, jal, nop and label have operands of their own: written out below */
#define V__API_J_NOIMM(t, name)
#define V__API_JAL_NOIMM(t, name)
#define V__API_NOP_NOIMM(t, name)
#define V__API_LABEL_NOIMM(t, name)

#define V__API_ONE(t, name, shape, immform) V__API_##shape##_##immform(t, name)
#define KL_OP(name, shape, types, immform, doc) KL_TS_##types(V__API_ONE, name, shape, immform)
#define KL_CV(from, to)                                                                           \
	KL_INLINE void v_cv##from##2##to(v_reg_type rd, v_reg_type rs)                                 \
	{                                                                                              \
		kl_cv##from##2##to(v__cur, V__R(rd), V__R(rs));                                        \
	}
#include "kiln/ops.def"
#undef KL_OP
#undef KL_CV

/* The extension layers (kiln/ext.def: rotates, mulh, bswap, clz/ctz/popc, select, add/sub with
 * carry, unaligned access, prefetch), named the same way: v_rotlu, v_rotlui, v_seli, v_uldusi ...
 * Where a target has no native lowering they take temporaries from the allocator: take registers
 * used by name out of it with v_mk_unavail first. */
#define V__XAPI_BIN_IMM V__API_BIN_IMM
#define V__XAPI_BIN_NOIMM(t, name)                                                                \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type rs1, v_reg_type rs2)                      \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rd), V__R(rs1), V__R(rs2));                                  \
	}
#define V__XAPI_UN_NOIMM V__API_UN_NOIMM
#define V__XAPI_SEL_NOIMM(t, name)                                                                \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type rc, v_reg_type rs1, v_reg_type rs2)       \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rd), V__R(rc), V__R(rs1), V__R(rs2));                        \
	}
#define V__XAPI_CARRY_NOIMM V__XAPI_SEL_NOIMM
#define V__XAPI_SHIFTED_NOIMM(t, name)                                                            \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type rs1, v_reg_type rs2, int64_t shift)       \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rd), V__R(rs1), V__R(rs2), shift);                           \
	}
#define V__XAPI_LD_IMM V__API_LD_IMM
#define V__XAPI_ST_IMM V__API_LD_IMM
#define V__XAPI_PREF_NOIMM(t, name)                                                               \
	KL_INLINE void v_##name(v_reg_type base, int64_t off) { kl_##name(v__cur, V__R(base), off); }
#define V__XAPI_LDX_NOIMM(t, name)                                                                \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type base, v_reg_type index, int s, int32_t disp) \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rd), V__R(base), V__R(index), s, disp);                      \
	}
#define V__XAPI_LOP_IMM(t, name)                                                                  \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type a, v_reg_type base, v_reg_type index, int s, \
				   int32_t disp)                                                       \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rd), V__R(a), V__R(base), V__R(index), s, disp);             \
	}                                                                                              \
	KL_INLINE void v_##name##t##i(v_reg_type rd, v_reg_type a, v_reg_type base, int32_t disp)      \
	{                                                                                              \
		kl_##name##t##i(v__cur, V__R(rd), V__R(a), V__R(base), disp);                          \
	}
#define V__XAPI_ONE(t, name, shape, immform) V__XAPI_##shape##_##immform(t, name)
#define KL_EXT(name, shape, types, immform, doc) KL_TS_##types(V__XAPI_ONE, name, shape, immform)
#include "kiln/ext.def"
#undef KL_EXT

/* Floating point (kiln/fops.def): v_addf, v_addd, v_setd, v_ldfi, v_bltd, v_cvi2d ...
 * Float operands are registers (VCODE's Table 2 allows no float immediates but in set). */
#ifdef KL_HAVE_FLOAT
#define V__FAPI_BIN(t, name)                                                                      \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type rs1, v_reg_type rs2)                      \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rd), V__R(rs1), V__R(rs2));                                  \
	}
#define V__FAPI_UN(t, name)                                                                       \
	KL_INLINE void v_##name##t(v_reg_type rd, v_reg_type rs) { kl_##name##t(v__cur, V__R(rd), V__R(rs)); }
#define V__FAPI_SET(t, name)                                                                      \
	KL_INLINE void v_##name##t(v_reg_type rd, KL__FT_##t imm) { kl_##name##t(v__cur, V__R(rd), imm); }
#define V__FAPI_LD V__API_LD_IMM
#define V__FAPI_ST V__API_LD_IMM
#define V__FAPI_RET(t, name) KL_INLINE void v_ret##t(v_reg_type rs) { kl_ret##t(v__cur, V__R(rs)); }
#define V__FAPI_BR(t, name)                                                                       \
	KL_INLINE void v_##name##t(v_reg_type rs1, v_reg_type rs2, v_label_type l)                     \
	{                                                                                              \
		kl_##name##t(v__cur, V__R(rs1), V__R(rs2), l.label);                                   \
	}
#define KL_FOP(name, shape, doc) V__FAPI_##shape(f, name) V__FAPI_##shape(d, name)
#define KL_FCV(from, to)                                                                          \
	KL_INLINE void v_cv##from##2##to(v_reg_type rd, v_reg_type rs)                                 \
	{                                                                                              \
		kl_cv##from##2##to(v__cur, V__R(rd), V__R(rs));                                        \
	}
#include "kiln/fops.def"
#undef KL_FOP
#undef KL_FCV
#endif

/* VCODE's set for the narrow types: the constant, cut to the type as a load of it would be
 * (c and s sign-extended, uc and us zero-extended). */
KL_INLINE void v_setc(v_reg_type rd, int imm) { kl_seti(v__cur, V__R(rd), (signed char)imm); }
KL_INLINE void v_setuc(v_reg_type rd, unsigned imm) { kl_setu(v__cur, V__R(rd), (unsigned char)imm); }
KL_INLINE void v_sets(v_reg_type rd, int imm) { kl_seti(v__cur, V__R(rd), (short)imm); }
KL_INLINE void v_setus(v_reg_type rd, unsigned imm) { kl_setu(v__cur, V__R(rd), (unsigned short)imm); }
#ifdef KL_HAVE_FLOAT
/* Return a float or double constant (through a temporary float register). */
void v_retfi(float imm);
void v_retdi(double imm);
#endif

/* v_save<t>(r) stores r in a slot of the frame that belongs to r for the rest of the function,
 * v_restore<t>(r) loads it back (VCODE's explicit saves around code that clobbers r). */
void v__save(int type, v_reg_type r, int restore);
#define V__SAVE(t, T)                                                                              \
	KL_INLINE void v_save##t(v_reg_type r) { v__save(T, r, 0); }                                   \
	KL_INLINE void v_restore##t(v_reg_type r) { v__save(T, r, 1); }
V__SAVE(i, V_I)
V__SAVE(u, V_U)
V__SAVE(l, V_L)
V__SAVE(ul, V_UL)
V__SAVE(p, V_P)
#ifdef KL_HAVE_FLOAT
V__SAVE(f, V_F)
V__SAVE(d, V_D)
#endif
#undef V__SAVE

KL_INLINE void v_jv(v_label_type l) { kl_jv(v__cur, l.label); }
KL_INLINE void v_jp(v_reg_type r) { kl_jp(v__cur, V__R(r)); }
KL_INLINE void v_jpi(const void *addr) { kl_jpi(v__cur, addr); }
KL_INLINE void v_jalv(v_reg_type link, v_label_type l) { kl_jalv(v__cur, V__R(link), l.label); }
KL_INLINE void v_jalp(v_reg_type link, v_reg_type r) { kl_jalp(v__cur, V__R(link), V__R(r)); }
KL_INLINE void v_jalpi(v_reg_type link, const void *addr) { kl_jalpi(v__cur, V__R(link), addr); }
KL_INLINE void v_retv(void) { kl_retv(v__cur); }
KL_INLINE void v_nop(void) { kl_nop(v__cur); }

/* ---- scheduling hooks ------------------------------------------------------------------------
 * kiln's targets have no delay slots and interlock their loads: the instruction meant for the
 * delay slot goes before the branch (which must not depend on it), the load goes out as is. */
#define v_schedule_delay(branch, insn)                                                             \
	do {                                                                                       \
		insn;                                                                              \
		branch;                                                                            \
	} while (0)
#define v_raw_load(mem, n)                                                                         \
	do {                                                                                       \
		mem;                                                                               \
		(void)(n);                                                                         \
	} while (0)
#define v_nuke_nop() ((void)0)

/* ---- calls ----------------------------------------------------------------------------------
 * v_scall<t>(fn, fmt, ...): in fmt, %c %uc %s %us %i %u %l %ul %p pass a register (v_reg_type),
 * %C %UC %S %US %I %U %L %UL %P an immediate (int for C S I, unsigned for UC US U, long, unsigned
 * long, void *).  The result is in the returned register, a temporary: move it before the next
 * call.  Not in a V_LEAF function. */
void v_scallv(v_vptr fn, const char *fmt, ...);
v_reg_type v_scalli(v_iptr fn, const char *fmt, ...);
v_reg_type v_scallu(v_uptr fn, const char *fmt, ...);
v_reg_type v_scalll(v_lptr fn, const char *fmt, ...);
v_reg_type v_scallul(v_ulptr fn, const char *fmt, ...);
v_reg_type v_scallp(v_pptr fn, const char *fmt, ...);
#ifdef KL_HAVE_FLOAT /* %f and %d pass float registers; the result of these is a float register */
v_reg_type v_scallf(v_fptr fn, const char *fmt, ...);
v_reg_type v_scalld(v_dptr fn, const char *fmt, ...);
#endif

/* Calls whose argument list is built at generation time.  As in VCODE, v_push_arg<t>(c, r)
 * takes r's value when it is called: it is copied to a register of its own (freed by the
 * v_ccall), so the client may reuse r before the call. */
struct v_cstate {
	unsigned cookie; /* V__COOKIE once v_push_init has run */
	int nargs;
	signed char type[V_MAXARGS];
	unsigned char isimm[V_MAXARGS]; /* 1: val is an immediate; 0: a register of the client's; 2: a copy to free */
	int64_t val[V_MAXARGS];
};
#define V__COOKIE 0x6b6c7663u
void v__push(struct v_cstate *c, int type, int isimm, int64_t v);
KL_INLINE void v_push_init(struct v_cstate *c)
{
	c->cookie = V__COOKIE;
	c->nargs = 0;
}
KL_INLINE void v_arg_push(struct v_cstate *c, int type, v_reg_type r) { v__push(c, type, 0, (int64_t)r.reg); }
KL_INLINE void v_push_argi(struct v_cstate *c, v_reg_type r) { v__push(c, V_I, 0, (int64_t)r.reg); }
KL_INLINE void v_push_argu(struct v_cstate *c, v_reg_type r) { v__push(c, V_U, 0, (int64_t)r.reg); }
KL_INLINE void v_push_argl(struct v_cstate *c, v_reg_type r) { v__push(c, V_L, 0, (int64_t)r.reg); }
KL_INLINE void v_push_argul(struct v_cstate *c, v_reg_type r) { v__push(c, V_UL, 0, (int64_t)r.reg); }
KL_INLINE void v_push_argp(struct v_cstate *c, v_reg_type r) { v__push(c, V_P, 0, (int64_t)r.reg); }
KL_INLINE void v_push_argii(struct v_cstate *c, int i) { v__push(c, V_I, 1, i); }
KL_INLINE void v_push_argui(struct v_cstate *c, unsigned u) { v__push(c, V_U, 1, u); }
KL_INLINE void v_push_argli(struct v_cstate *c, long l) { v__push(c, V_L, 1, l); }
KL_INLINE void v_push_arguli(struct v_cstate *c, unsigned long ul) { v__push(c, V_UL, 1, (int64_t)ul); }
KL_INLINE void v_push_argpi(struct v_cstate *c, const void *p) { v__push(c, V_P, 1, (int64_t)(intptr_t)p); }
#ifdef KL_HAVE_FLOAT
KL_INLINE void v_push_argf(struct v_cstate *c, v_reg_type r) { v__push(c, V_F, 0, (int64_t)r.reg); }
KL_INLINE void v_push_argd(struct v_cstate *c, v_reg_type r) { v__push(c, V_D, 0, (int64_t)r.reg); }
v_reg_type v_ccallf(struct v_cstate *c, v_fptr fn);
v_reg_type v_ccalld(struct v_cstate *c, v_dptr fn);
v_reg_type v_rccallf(struct v_cstate *c, v_reg_type r);
v_reg_type v_rccalld(struct v_cstate *c, v_reg_type r);
#endif

void v_ccallv(struct v_cstate *c, v_vptr fn);
v_reg_type v_ccalli(struct v_cstate *c, v_iptr fn);
v_reg_type v_ccallu(struct v_cstate *c, v_uptr fn);
v_reg_type v_ccalll(struct v_cstate *c, v_lptr fn);
v_reg_type v_ccallul(struct v_cstate *c, v_ulptr fn);
v_reg_type v_ccallp(struct v_cstate *c, v_pptr fn);
/* The callee's address is in register r. */
void v_rccallv(struct v_cstate *c, v_reg_type r);
v_reg_type v_rccalli(struct v_cstate *c, v_reg_type r);
v_reg_type v_rccallu(struct v_cstate *c, v_reg_type r);
v_reg_type v_rccalll(struct v_cstate *c, v_reg_type r);
v_reg_type v_rccallul(struct v_cstate *c, v_reg_type r);
v_reg_type v_rccallp(struct v_cstate *c, v_reg_type r);

/* ---- diagnostics ----------------------------------------------------------------------------- */
/* Print a message to stderr and exit(1), as VCODE does (kiln itself never calls it). */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2), noreturn)) void v_fatal(const char *fmt, ...);
#else
_Noreturn void v_fatal(const char *fmt, ...);
#endif
/* A listing of generated code: code is what v_end returned (any member) or the ip given to
 * v_lambda, for one of the last functions made.  Disassembled by objdump when it is installed,
 * else address and bytes.  v_dump writes to stdout, v_fdump to out. */
void(v_dump)(const void *code);
void v_fdump(FILE *out, const void *code);
/* Function pointers are accepted as well (VCODE's tutorial dumps v_end(0).v). */
#define v_dump(code) (v_dump)((const void *)(code))
#define v_fdump(out, code) (v_fdump)((out), (const void *)(code))

#ifdef __cplusplus
}
#endif

#endif /* KILN_VCODE_H */
