/* kiln.h -- generate machine code at run time from a portable, idealized RISC instruction set.
 *
 * A function is built between kl_func_begin() and kl_func_end(); each portable instruction
 * (kl_addi, kl_ldli, kl_bltu, ...) is written as machine code at the moment it is called,
 * by an inline emitter of the host target.  See README.md for a tour and docs/isa.md for the
 * instruction set and its exact semantics.
 *
 *   kl_func *f = kl_func_new();
 *   kl_reg arg[1];
 *   kl_func_begin(f, "%i", arg, KL_LEAF);
 *   kl_addii(f, arg[0], arg[0], 1);
 *   kl_reti(f, arg[0]);
 *   int (*plus1)(int) = (int (*)(int))kl_func_end(f, NULL);
 *
 * Errors are sticky: the first error is remembered by the function being built, later calls
 * do nothing harmful, and kl_func_end() returns NULL; kl_error()/kl_errmsg() say what went
 * wrong.  No call ever writes past a buffer or aborts the process.
 */
#ifndef KILN_H
#define KILN_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

#define KILN_VERSION_MAJOR 0
#define KILN_VERSION_MINOR 1
#define KILN_VERSION_PATCH 0
#define KILN_VERSION "0.1.0"

/* ---- types of the portable machine (seed paper, Table 1) ---------------------------------- */
enum kl_type {
	KL_V,  /* void */
	KL_C,  /* signed char */
	KL_UC, /* unsigned char */
	KL_S,  /* short */
	KL_US, /* unsigned short */
	KL_I,  /* int */
	KL_U,  /* unsigned */
	KL_L,  /* long */
	KL_UL, /* unsigned long */
	KL_P,  /* void * */
	KL_F,  /* float */
	KL_D,  /* double */
	KL_NTYPES
};
#define KL_TYPE_v KL_V
#define KL_TYPE_c KL_C
#define KL_TYPE_uc KL_UC
#define KL_TYPE_s KL_S
#define KL_TYPE_us KL_US
#define KL_TYPE_i KL_I
#define KL_TYPE_u KL_U
#define KL_TYPE_l KL_L
#define KL_TYPE_ul KL_UL
#define KL_TYPE_p KL_P
#define KL_TYPE_f KL_F
#define KL_TYPE_d KL_D

/* A register: the target's register number (floating-point registers are numbered from
 * KL_FREG0 = 32 up).  Obtain them from kl_getreg(), from the argument vector of
 * kl_func_begin(), or use the hard-coded names KL_T0.., KL_S0.., KL_FT0.. of the target. */
typedef int kl_reg;
#define KL_FREG0 32
/* A label: a small integer from kl_label_new(). */
typedef unsigned kl_label;

/* register classes (kl_getreg) */
enum kl_regclass {
	KL_TEMP = 0,    /* caller-saved: does not survive calls */
	KL_VAR = 1,     /* survives calls (callee-saved, saved by the prologue) */
	KL_UNAVAIL = 2, /* kl_reg_set_class(): never hand this register out */
};

/* kl_func_begin() flags */
#define KL_NONLEAF 0u
#define KL_LEAF 1u     /* the function makes no calls: caller-saved registers serve as variables */
#define KL_SAVE_ALL 2u /* save and restore every register the function may change (interrupt handlers) */
#define KL_ARGS_IN_PLACE 4u /* arguments stay where they arrive (a stack argument, or one in a register of
			     * the other class, gets a temporary): for clients that place values themselves */
#define KL_BLIND 8u /* constant blinding: no client constant of 16 bits or more appears verbatim in the
		     * code; each is emitted XORed with a random key of the function's and restored by
		     * an extra instruction into a register kiln takes for it (docs/blinding.md).
		     * Honoured by records and the optimizing tier always, by the inline emitters in
		     * translation units compiled with KL_BLINDABLE defined before kiln.h */

/* branch conditions (targets' kl__t_br) */
enum kl_cond { KL_CC_LT, KL_CC_LE, KL_CC_GT, KL_CC_GE, KL_CC_EQ, KL_CC_NE };

/* ---- errors ------------------------------------------------------------------------------ */
enum kl_err {
	KL_OK = 0,
	KL_ERR_NOMEM,      /* out of memory (code buffer, labels, executable memory) */
	KL_ERR_BUFFER,     /* the client's code buffer is too small */
	KL_ERR_LABEL,      /* a label that kl_label_new() did not return, or placed twice */
	KL_ERR_UNPLACED,   /* a label used by a branch but never placed */
	KL_ERR_OPERAND,    /* an operand of the wrong class or out of range (register, type) */
	KL_ERR_ARGS,       /* a malformed argument type string, or too many arguments */
	KL_ERR_STATE,      /* a call out of order (no kl_func_begin, a call in a KL_LEAF function ...) */
	KL_ERR_REGS,       /* not enough registers for the arguments */
	KL_ERR_TOOBIG,     /* the function exceeds what the encodings can reach */
	KL_ERR_EXEC,       /* the system refused executable memory */
};

/* ---- the function being built -------------------------------------------------------------- */
typedef struct kl_func kl_func;

kl_func *kl_func_new(void);
void kl_func_delete(kl_func *f);
/* A function for any target kiln knows ("x86_64", "aarch64", "riscv64"; NULL if unknown), the
 * host's included.  For another target, instructions come only as records (kl_emit_insn, in
 * kiln/insn.h: the inline kl_<op> calls write the host's machine code and are refused), calls
 * through kl_call_arg/kl_call, and the function ends in an image (kl_func_end_image). */
kl_func *kl_func_new_target(const char *target);
/* The name of f's target (the host's for NULL). */
const char *kl_func_target(const kl_func *f);
/* Generate into the client's buffer instead of kiln's own growable one (VCODE's ip/nbytes).
 * The buffer is only storage while generating: the finished code is copied into executable
 * memory.  A buffer too small for the function is KL_ERR_BUFFER, never an overflow.
 * Pass NULL to go back to kiln's buffer.  Applies to the next kl_func_begin(). */
void kl_func_set_buffer(kl_func *f, void *buf, size_t len);
/* Which optional instructions of its target f's code may use.  A function for the host (kl_func_new,
 * or kl_func_new_target with the host's name) uses those this CPU has, checked once: on x86-64
 * BMI1 (tzcnt), BMI2 (shlx/shrx/sarx, rorx), LZCNT and POPCNT; a function for another target
 * uses none.  portable = 1: none either, the target's base instruction set only -- for code that
 * is saved to run on other machines (an object file, `kiln -c`); 0: back to the default.
 * Applies to the instructions emitted after it. */
void kl_func_set_portable(kl_func *f, int portable);

/* Begin a function whose arguments are described by fmt ("%i%p%ul": one %type per argument,
 * types c uc s us i u l ul p).  args[k] receives the register holding argument k: in a KL_LEAF
 * function the register it arrives in; otherwise a KL_VAR register (so it survives calls)
 * while there are such registers, then KL_TEMP ones.  Returns 0, or an error code. */
int kl_func_begin(kl_func *f, const char *fmt, kl_reg *args, unsigned flags);
/* Finish: link branches, write prologue and epilogues, move the code into read+execute
 * memory.  Returns the entry point (cast it to the right function pointer type) or NULL on
 * error.  *size (if not NULL) receives the code size in bytes. */
void *kl_func_end(kl_func *f, size_t *size);
/* Abandon the function being built (nothing is made executable). */
void kl_func_abort(kl_func *f);
/* Finish into an image: the function's bytes, for any target (the host's too), not made
 * executable -- for object files, or to look at code for another machine.  Absolute addresses
 * (calls or jumps to them, data labels) cannot be placed in an image: KL_ERR_STATE.  Returns 0
 * and fills *img (free it with kl_image_free), or an error code. */
struct kl_image {
	uint8_t *code;      /* the bytes: prologue, body, epilogue, constant pool */
	size_t size;
	size_t body_at;     /* offset of the body: an instruction at kl_func_size() == n is at body_at + n */
	const char *target; /* "x86_64" ... */
};
int kl_func_end_image(kl_func *f, struct kl_image *img);
void kl_image_free(struct kl_image *img);
/* Free code returned by kl_func_end().  Returns 0, or KL_ERR_OPERAND for a pointer that
 * kl_func_end() did not return. */
int kl_code_free(void *code);
/* kl_reserve(f, n) (inline, kiln/func.h): make room for the next n instructions at once, so
 * that the emitters of a straight-line run need no room check (with gcc; docs/performance.md,
 * "Writing a fast client").  Never needed for correctness, never unsafe with a wrong n. */

int kl_error(const kl_func *f);
const char *kl_errmsg(const kl_func *f);
/* Record an error on f as kiln's own calls do (sticky: the first error is kept, later
 * instructions go nowhere, kl_func_end returns NULL), for layers built on kiln (<kiln/vcode.h>,
 * a front end) that find a mistake in their own client's input.  err is a KL_ERR_* code
 * (anything else becomes KL_ERR_STATE); the message is printf-style. */
void kl_func_fail(kl_func *f, int err, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;
const char *kl_strerror(int err);

/* ---- registers ---------------------------------------------------------------------------- */
/* 1 and *r set on success, 0 when no register of that class is left (not an error). */
int kl_getreg(kl_func *f, kl_reg *r, int type, int cls);
void kl_putreg(kl_func *f, kl_reg r, int type);
/* Take a hard-coded register (KL_T0, KL_S2 ...) out of the allocator for this function.
 * Required before using a KL_S register by name (it is then saved by the prologue); needed
 * for a KL_T register only when the function also uses kl_getreg(). */
int kl_reg_reserve(kl_func *f, kl_reg r);
/* Change the class of a register for this function: KL_TEMP, KL_VAR or KL_UNAVAIL.  Call
 * right after kl_func_begin(). */
int kl_reg_set_class(kl_func *f, kl_reg r, int cls);
/* Keep registers for the client in every function begun after this call (VCODE's v_mk_unavail
 * before v_lambda): kl_getreg never hands them out, an argument that arrives in one is moved to
 * another register at the start of the body, and the prologue saves each that the ABI says a
 * caller expects preserved.  The client then uses them by name.  n = 0 clears the list.  Applies
 * from the next kl_func_begin() on; returns 0, or KL_ERR_OPERAND (with nothing changed) when a
 * register is not one the allocator hands out. */
int kl_func_keep_regs(kl_func *f, const kl_reg *regs, int n);
/* Keep r for the client in the function being built, from here on: kl_getreg no longer hands
 * it out, and the prologue saves it if the ABI says a caller expects it preserved (or under
 * KL_SAVE_ALL).  Unlike kl_reg_reserve, r may already be in use (handed out by kl_getreg, or
 * holding an argument): the client takes it over as it is.  Returns 0, or KL_ERR_OPERAND (a
 * sticky error) when r is not a register the allocator hands out. */
int kl_reg_keep(kl_func *f, kl_reg r);
/* The printable name of a register ("rax", "x3", "a0") of the host, or of f's target. */
const char *kl_reg_name(kl_reg r);
const char *kl_func_reg_name(const kl_func *f, kl_reg r);

/* ---- locals -------------------------------------------------------------------------------- */
/* A scalar slot (int kl_type) or a block of bytes in the frame; returns the offset from KL_LP
 * (the local pointer), so kl_ldli(f, r, KL_LP, off) reads it. Blocks are 16-byte aligned. */
int kl_local(kl_func *f, int type);
int kl_localb(kl_func *f, size_t size);

/* ---- labels -------------------------------------------------------------------------------- */
kl_label kl_label_new(kl_func *f);
/* kl_label_place() is inline below.  Data label: at kl_func_end, the label's final address is
 * written to *addr (VCODE v_dlabel); use it for jump tables and kl_jp/kl_jalp. */
void kl_dlabel(kl_func *f, void **addr, kl_label l);

/* ---- calls ----------------------------------------------------------------------------------
 * Push the arguments in order, then call: the result (if any) is in the returned register,
 * which is a temporary: move it before the next call.  Any number of arguments. */
void kl_call_arg(kl_func *f, int type, kl_reg r);
void kl_call_argi(kl_func *f, int type, int64_t imm);
kl_reg kl_call(kl_func *f, int rettype, const void *fn);
kl_reg kl_callr(kl_func *f, int rettype, kl_reg fn);

/* ---- introspection ------------------------------------------------------------------------- */
/* Bytes written so far for the body of the function being built. */
size_t kl_func_size(const kl_func *f);
/* Name of the host target ("x86_64", "aarch64", "riscv64"). */
const char *kl_target_name(void);
/* What a target is, for clients that place values in registers themselves (the optimizing
 * tier): kl_getreg's classes in allocation order, which registers a callee preserves, and the
 * fixed registers.  kl_target_info(NULL) is the host; an unknown name gives NULL. */
struct kl_target_info {
	const char *name;
	const kl_reg *temps, *vars, *ftemps, *fvars; /* caller-saved and callee-saved, integer and float */
	int ntemps, nvars, nftemps, nfvars;
	uint64_t callee_saved; /* bit r: the ABI says a callee preserves register r */
	kl_reg lp, rv, frv;    /* local (stack) pointer, integer and float results of calls */
	int nregs;             /* integer registers are 0..nregs-1, float ones KL_FREG0 + 0..31 */
	int zero_upper32;      /* 1: a 32-bit operation leaves bits 63..32 of its register zero (x86-64,
				* AArch64); 0: 32-bit results are held sign-extended (RISC-V 64) */
};
const struct kl_target_info *kl_target_info(const char *target);
/* Where n arguments of the given types (KL_I ...) arrive on a target (NULL: the host):
 * home[k] is a register, or -1 with slot[k] the 8-byte stack slot.  Returns the number of stack
 * slots, or -1 for an unknown target. */
int kl_target_arg_homes(const char *target, const signed char *types, int n, kl_reg *home, int *slot);
/* What the host target does well or at all (kl_target_has): 1 or 0. */
enum kl_feature {
	KL_FEATURE_FLOAT = 1,      /* the f and d instructions */
	KL_FEATURE_FAST_UNALIGNED, /* loads and stores of any alignment run at full speed (every target
				    * allows them: this says whether they are as cheap as aligned ones) */
};
int kl_target_has(int feature);

#ifdef __cplusplus
}
#endif

#include "kiln/func.h"
#include "kiln/api.h"

#endif /* KILN_H */
