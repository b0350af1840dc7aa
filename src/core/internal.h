/* internal.h -- what the core and the targets share inside libkiln (not installed): the target
 * descriptor each target folder provides, and the core services the targets call. */
#ifndef KILN_INTERNAL_H
#define KILN_INTERNAL_H

#include "kiln.h"
#include "kiln/insn.h"

/* ---- a target, as the core sees it ---------------------------------------------------------
 * Each src/target/<arch>/target.c defines one (kl__target_<arch>); every target is in every
 * build, so a host can generate code for the others (kl_func_new_target).  The core calls the
 * hooks once per function or per call, never per instruction: the instructions themselves go
 * through the inline emitters (host) or the target's record replayer (emit_insn). */
struct kl__final;
struct kl__target {
	const char *name; /* "x86_64" ... */
	/* registers: integer ones are 0..nregs-1, float ones KL_FREG0 + 0..31 */
	int nregs;
	const kl_reg *temps, *vars, *ftemps, *fvars; /* allocation order of each class */
	int ntemps, nvars, nftemps, nfvars;
	uint64_t callee_saved; /* bit r: the ABI says a callee preserves register r */
	int zero_upper32;      /* a 32-bit operation zeroes bits 63..32 of its register (kl_target_info) */
	const char *const *regnames;  /* [nregs] */
	const char *const *fregnames; /* [32] */
	int (*reg_ok)(kl_reg r);      /* an integer register a client may name */
	int (*freg_ok)(kl_reg r);     /* a float register a client may name */
	kl_reg lp, rv, frv;           /* local pointer (stack pointer), integer and float results */
	kl_reg scratch, fscratch;     /* kiln's own: never handed out, never argument registers */
	kl_reg link;                  /* the ABI's link register, which jal may also write (-1: none) */
	unsigned features;            /* bit k: kl_target_has(k) */
	int u32_sign_extended;        /* the ABI holds 32-bit values sign-extended, unsigned too (RISC-V) */
	int mul_imm_moves;            /* a multiply by an immediate is one instruction that also moves */

	void (*init)(void); /* once per process, on the host only: CPU features */
	/* Where each of n arguments of the given types arrives: home[k] a register, or -1 with
	 * slot[k] its 8-byte stack slot (counted in argument order).  Returns the number of slots. */
	int (*arg_homes)(const signed char *types, int n, kl_reg *home, int *slot);
	/* Register-to-register move of a value of the type: both integer, both float, or (where the
	 * ABI passes floats in integer registers) from an integer register to a float one.  The
	 * parallel move passes KL_L for integer registers and KL_D for float ones (a whole register). */
	void (*move)(kl_func *f, int type, kl_reg dst, kl_reg src);
	/* Exchange two integer registers (NULL where the target breaks cycles with a scratch). */
	void (*swap)(kl_func *f, kl_reg a, kl_reg b);
	/* A call with f->callargs[0..ncallargs); the callee is fn or the register fnreg. */
	void (*call)(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg);
	/* Link branches, build prologue and epilogue, place the finished code (kl__code_alloc). */
	int (*finish)(kl_func *f, struct kl__final *out);
	/* Replay one record through this target's emitters (src/records/emit.c, built per target). */
	int (*emit_insn)(kl_func *f, const kl_insn *in);
	const struct kl_model *model;
};
extern const struct kl__target kl__target_x86_64, kl__target_aarch64, kl__target_riscv64;
/* each target's machine model (src/target/<arch>/model.c) */
extern const struct kl_model kl__model_x86_64, kl__model_aarch64, kl__model_riscv64;
extern const struct kl__target *const kl__host; /* the target this library runs on */
extern uint16_t kl__host_cpu; /* the optional instructions this CPU has (KL__CPU_ bits), set by the host's init */
const struct kl__target *kl__target_find(const char *name); /* by name, or NULL */
void kl__init(void); /* once per process: the host's CPU features */
/* A function for another target is closed between records: kl__open gives it its buffer back
 * (0 when it has none: an error put it in the sink), kl__close puts it in the sink again. */
int kl__open(kl_func *f);
void kl__close(kl_func *f);

/* kl_func_begin: f->argtype[0..nargs) is parsed; choose each argument's register (written to
 * f->argreg and args), taking them out of the pools (core/abi.c, the same for every target). */
int kl__abi_begin(kl_func *f, kl_reg *args);
/* kl_func_begin: kl_func_keep_regs()'s registers out of the pools (core/reg.c). */
void kl__keep_apply(kl_func *f, kl_reg *args);
/* In a prologue: move register arguments from where they arrive to f->argreg (in argument
 * order, which kl__abi_begin made safe), then load stack arguments from [lp + stack + 8 * slot]
 * with the target's loads (load(f, type, rd, off)). */
void kl__abi_prologue_args(kl_func *f, int64_t stack,
			   void (*load)(kl_func *f, int type, kl_reg rd, int64_t off));
/* Move n registers at once: dst[k] <- src[k], destinations distinct.  A cycle is broken by
 * parking one value in park (a scratch register of the right class), or with the target's swap
 * when park is -1. */
void kl__parallel_move(kl_func *f, kl_reg *dst, kl_reg *src, int n, kl_reg park);
/* An immediate call argument as the callee expects it in a register: narrow types extended by
 * their signedness; i and u as the ABI holds 32-bit values. */
int64_t kl__narrow_imm(const kl_func *f, int type, int64_t v);
static inline int kl__isflt(int t) { return t == KL_F || t == KL_D; }

/* ---- what a finished function is ---------------------------------------------------------- */
struct kl__final {
	uint8_t *rw;     /* writable view of the code's memory */
	uintptr_t rx;    /* its address when it runs (for an image: 0, and relocations are recorded) */
	size_t size;     /* bytes of code (from rx) */
	size_t body_at;  /* offset of the body's first byte from rx */
	void *entry;     /* the entry point */
};
/* Memory for the finished code of f: executable memory when f runs here, else (an image) plain
 * memory.  Returns the address the code will run at (0 for an image) and sets *rw; on failure
 * records the error and returns 0 with *rw NULL. */
uintptr_t kl__code_alloc(kl_func *f, size_t n, uint8_t **rw);
/* Give back what kl__code_alloc returned, when finishing failed after it (nothing half-made
 * stays executable). */
void kl__code_drop(kl_func *f, uint8_t *rw, uintptr_t rx, size_t n);

/* ---- core services for the targets -------------------------------------------------------- */
/* Take r out of the allocator's pools: 0 if it was free, -1 if it was not. */
int kl__pool_remove(kl_func *f, kl_reg r);
/* Mark r as changed by the body: the prologue saves it when the ABI or KL_SAVE_ALL says so. */
void kl__touch(kl_func *f, kl_reg r);
/* Executable memory: n bytes, 16-byte aligned; *rw receives the writable view.  Returns the
 * executable address or 0. */
uintptr_t kl__exec_alloc(size_t n, uint8_t **rw);
/* Make [rx, rx+n) ready to run (instruction cache) and record it for kl_code_free(). */
void kl__exec_commit(uintptr_t rx, size_t n);
void kl__exec_release(uintptr_t rx, size_t n); /* give back an allocation that never ran */
int kl__exec_free(uintptr_t rx);

/* Emit one portable instruction from out-of-line code that serves every target (default
 * lowerings, strength reduction): the record goes through f's target.  name is a KL_N_ value. */
void kl__emit_op(kl_func *f, int name, int type, int imm, kl_reg rd, kl_reg a, kl_reg b, int64_t v,
		 kl_label l);
void kl__emit_cv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs);
/* core/blind.c: a record of a KL_BLIND function (its constant blinded when it is wide), and a
 * new key */
void kl__blind_insn(kl_func *f, const kl_insn *in);
int64_t kl__blind_key(void);

/* Bits set in x: small masks, so a loop over them, not __builtin_popcountll (a libgcc call
 * without -mpopcnt). */
static inline int kl__popcount(uint64_t x)
{
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

/* Emit into a side buffer with the ordinary emitters (frame.c builds prologues and epilogues
 * this way): kl__side_begin redirects f's output to buf, kl__side_end restores it and returns
 * the bytes written. */
struct kl__side {
	uint8_t *ip, *limit, *end, *buf;
	size_t bufcap;
	uint16_t left;
};
static inline void kl__side_begin(kl_func *f, struct kl__side *save, uint8_t *buf, size_t cap)
{
	save->ip = f->ip;
	save->limit = f->limit;
	save->end = f->end;
	save->buf = f->buf;
	save->bufcap = f->bufcap;
	save->left = f->left;
	f->ip = f->buf = buf;
	f->bufcap = cap; /* a side buffer never grows: running out of it is KL_ERR_BUFFER */
	f->limit = f->end = buf + cap - KL_MAX_EMIT + 1;
	f->left = 0;
}
static inline size_t kl__side_end(kl_func *f, struct kl__side *save)
{
	size_t n = (size_t)(f->ip - f->buf);
	f->ip = save->ip;
	f->limit = save->limit;
	f->end = save->end;
	f->buf = save->buf;
	f->bufcap = save->bufcap;
	f->left = save->left;
	return n;
}

/* core/buffer.c: the body's largest size (branches and pool references use 32-bit offsets), and
 * limit/end for the current buffer (never past that size, so a body near it fails) */
#define KL_MAX_BODY ((size_t)1 << 30)
void kl__buffer_limits(kl_func *f);

/* core/label.c: a new tag for a function's labels */
uint32_t kl__label_tag(void);

/* core/error.c: send further emission to the sink (never copied anywhere; every emitter takes
 * the slow path, which reports emission outside begin/end). */
void kl__to_sink(kl_func *f);

#endif
