/* kiln/func.h -- the state of a function being built, and the few core helpers that the
 * inline emitters call.  Fields are private to kiln: they are visible only so that the
 * emitters can be inline (see DESIGN.md, "In place means in place"). */
#ifndef KILN_FUNC_H
#define KILN_FUNC_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* No inline emitter writes more than this many bytes (stores may run up to 8 bytes past the
 * instruction's end; those bytes are overwritten by what follows). */
#define KL_MAX_EMIT 96
/* kl_reserve() makes room for at most this many instructions at a time. */
#define KL_RESERVE_MAX 64
/* The error sink holds a whole reservation (two room checks per instruction). */
#define KL__SINK_SIZE (2 * KL_RESERVE_MAX * KL_MAX_EMIT + 64)

#if defined(__GNUC__)
#define KL_LIKELY(x) __builtin_expect(!!(x), 1)
#define KL_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define KL_INLINE static inline __attribute__((always_inline))
#else
#define KL_LIKELY(x) (x)
#define KL_UNLIKELY(x) (x)
#define KL_INLINE static inline
#endif

/* A place in the body that kl_func_end() must patch. */
struct kl__fixup {
	uint32_t at;    /* offset in the body */
	uint32_t kind;  /* target-defined */
	uint64_t value; /* label number or absolute address */
};

struct kl__callarg {
	int type;
	int isimm;
	int64_t v;
};

struct kl__dlabel {
	void **addr;
	kl_label label;
};

struct kl__target;
struct kl__debug;

#define KL__CARRY_IN 1u
#define KL__CARRY_OUT 2u

struct kl_func {
	/* hot: every emitter reads these */
	uint8_t *ip;    /* next byte of the body */
	uint8_t *limit; /* ip >= limit: no room is known (NULL while a kl_reserve() lasts) */
	uint8_t *end;   /* ip >= end: the buffer has no room for another instruction */
	uint8_t *buf;   /* start of the body */
	uint16_t left;  /* room checks kl_reserve() has paid for (16 bits: client loads of int cannot alias it) */
	uint16_t cpu;   /* the optional instructions the code may use: the target's KL__CPU_ bits
			 * (kl_func_set_portable) */
	int32_t *labels; /* body offset of each label, -1 while unplaced */
	uint32_t nlabels;
	uint32_t labtag; /* added to every label of this function (kl_label_new): a label of another
			  * function, or a number made up, is caught instead of aliasing one of these */
	uint32_t nfix, fixcap;
	struct kl__fixup *fix;

	/* cold */
	const struct kl__target *tgt; /* the target the code is for (the host's, unless kl_func_new_target) */
	int cross;        /* not the host's: instructions come only through kl_emit_insn */
	uint64_t free_regs; /* machine registers the next record may change besides its result (the
			     * optimizing tier's, where its allocator keeps nothing live in them:
			     * x86-64's high multiply then uses rax and rdx without saving them) */
	uint8_t carry_link; /* the next add/subtract with carry is in a chain (the optimizing tier's,
			     * x86-64): KL__CARRY_IN, the carry flag already holds its carry in;
			     * KL__CARRY_OUT, the next instruction takes its carry out from the flag */
	int image;        /* being finished into plain memory (kl_func_end_image) */
	struct {          /* a cross function's buffer while it is closed (between records) */
		uint8_t *ip, *limit, *end, *buf;
	} held;
	size_t bufcap;    /* bytes at buf */
	uint8_t *ownbuf;  /* kiln's growable buffer (NULL until needed) */
	size_t owncap;
	void *userbuf;    /* client buffer for the next function, or NULL */
	size_t userlen;
	uint32_t labcap;
	int err;
	int active;       /* between begin and end */
	unsigned flags;
	/* registers */
	uint64_t free_temp, free_var; /* bit k: priority slot k of the class is free */
	uint64_t used;               /* machine registers the body may change that the prologue saves */
	uint64_t unavail;            /* machine registers taken out by the client */
	uint64_t keep;               /* kl_func_keep_regs(): kept out in every function */
	kl_reg blindreg;             /* KL_BLIND: the register blinded constants are restored in */
	int64_t blindkey;            /* KL_BLIND: this function's key (a sign-extended 32-bit value) */
	/* arguments */
	int nargs;
	signed char argtype[64];
	kl_reg argreg[64];
	/* frame */
	uint32_t localsize;
	/* calls */
	int ncallargs;
	struct kl__callarg callargs[64];
	/* data labels */
	struct kl__dlabel *dl;
	uint32_t ndl, dlcap;
	/* floating point: free pools, the constant pool, where live float variables are saved
	 * around calls (-1: no area yet) */
	uint64_t free_ftemp, free_fvar;
	uint64_t *pool;
	uint32_t npool, poolcap;
	int32_t fsave;
	char errmsg[192];
	struct kl__debug *dbg; /* name and source lines (kiln/debug.h), NULL until asked for */
	uint8_t *sink; /* KL__SINK_SIZE bytes, allocated with f: emission goes here after an error */
};

/* out of line (src/core) */
uint8_t *kl__room_slow(kl_func *f);
void kl__reserve_slow(kl_func *f, size_t bytes);
void kl__fixup_grow(kl_func *f);
uint32_t kl__pool_add(kl_func *f, uint64_t bits); /* index of an 8-byte constant-pool entry */
/* 1 if r is a register a client may use as an operand of class cls (0 an integer destination,
 * 1 a float register, 2 an integer source, which may be the local pointer); else 0 and a sticky
 * KL_ERR_OPERAND.  Records are always checked; the inline emitters only for KL_CHECKED clients. */
int kl__check_reg(kl_func *f, kl_reg r, int cls);
/* KL_BLIND: emit the record of an immediate form with its constant blinded (src/core/blind.c) */
void kl__blind(kl_func *f, int op, kl_reg rd, kl_reg rs1, int64_t imm, kl_label l);
void kl__fail(kl_func *f, int err, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4), cold))
#endif
	;

/* The write pointer, with room for KL_MAX_EMIT bytes.  Outside kl_reserve() this is one
 * compare with the limit; inside, limit is NULL, the compare is known to be true, and what
 * remains is a count the compiler can fold (see kl_reserve). */
KL_INLINE uint8_t *kl__room(kl_func *f)
{
	uint8_t *p = f->ip;
	if (KL_UNLIKELY((uintptr_t)p >= (uintptr_t)f->limit)) {
		if (KL_LIKELY(f->left > 0))
			f->left--;
		else
			p = kl__room_slow(f);
	}
	return p;
}

/* kl_reserve(f, n): pay for the room of the next n instructions at once (n at most
 * KL_RESERVE_MAX; 0 does nothing).  Emitting needs no kl_reserve: every emitter checks for room
 * itself, one compare and branch, and since that branch may call into kiln the compiler must
 * also store f->ip back after every instruction.  kl_reserve makes room for 2n machine
 * instructions of KL_MAX_EMIT bytes (an instruction such as a three-operand add may need two)
 * and turns the following checks into a count that starts at a constant: when the client is
 * compiled with optimization and the emitters follow in straight-line code, the compiler folds
 * every check away, and the f->ip stores with them, whatever the registers and immediates.
 * A wrong n is never unsafe: when the count runs out, emitters check the buffer as usual.
 * With a client buffer (kl_func_set_buffer), 2n * KL_MAX_EMIT bytes must be left in it, or the
 * function fails with KL_ERR_BUFFER. */
#if defined(__GNUC__) && !defined(__clang__)
#define KL__RESERVE_COUNTS 1
#else
/* clang merges the emitters' stores into wider ones that may alias anything, so it reloads the
 * count after each instruction instead of folding it: there kl_reserve() only makes the room
 * (one check instead of a possible growth inside the run), and the emitters keep their checks. */
#define KL__RESERVE_COUNTS 0
#endif
KL_INLINE void kl_reserve(kl_func *f, unsigned n)
{
	if (n == 0)
		return;
	uint16_t checks = (uint16_t)2 * (n > KL_RESERVE_MAX ? KL_RESERVE_MAX : n);
	uint8_t *p = f->ip;
	if (KL_UNLIKELY(p >= f->end || (size_t)(f->end - p) <= (size_t)(checks - 1) * KL_MAX_EMIT))
		kl__reserve_slow(f, (size_t)checks * KL_MAX_EMIT);
	if (KL__RESERVE_COUNTS) {
		f->left = checks;
		f->limit = 0;
	}
}

/* Record a fixup at body offset `at`. */
KL_INLINE void kl__fixup_add(kl_func *f, uint32_t at, uint32_t kind, uint64_t value)
{
	if (KL_UNLIKELY(f->nfix >= f->fixcap))
		kl__fixup_grow(f);
	if (KL_LIKELY(f->nfix < f->fixcap)) {
		struct kl__fixup *x = &f->fix[f->nfix++];
		x->at = at;
		x->kind = kind;
		x->value = value;
	}
}

/* Body offset of a placed label, -1 if not placed yet, -2 (and a sticky error) if invalid. */
KL_INLINE int32_t kl__label_pos(kl_func *f, kl_label l)
{
	uint32_t i = l - f->labtag;
	if (KL_UNLIKELY(i >= f->nlabels)) {
		kl__fail(f, KL_ERR_LABEL, "label %#x was not made by kl_label_new for this function", l);
		return -2;
	}
	return f->labels[i];
}

/* Place label l at the current position. */
KL_INLINE void kl_label_place(kl_func *f, kl_label l)
{
	uint32_t i = l - f->labtag;
	if (KL_UNLIKELY(i >= f->nlabels || f->labels[i] != -1)) {
		kl__fail(f, KL_ERR_LABEL, "label %#x: %s", l,
			 i >= f->nlabels ? "not made by kl_label_new for this function" : "placed twice");
		return;
	}
	f->labels[i] = (int32_t)(f->ip - f->buf);
}

/* kl_label_new() is inline while the label array has room (the exported function, called by
 * its name in parentheses, does the rest); the macro keeps kl_label_new(f) working everywhere. */
KL_INLINE kl_label kl__label_new(kl_func *f)
{
	uint32_t n = f->nlabels;
	if (KL_UNLIKELY(n >= f->labcap))
		return (kl_label_new)(f);
	f->labels[n] = -1;
	f->nlabels = n + 1;
	return n + f->labtag;
}
#define kl_label_new(f) kl__label_new(f)

/* Unaligned little-endian stores that do not alias kl_func's fields (so the compiler can keep
 * f->ip in a register across a run of emitters). */
struct kl__u16 { uint16_t v; } __attribute__((packed));
struct kl__u32 { uint32_t v; } __attribute__((packed));
struct kl__u64 { uint64_t v; } __attribute__((packed));
KL_INLINE void kl__w16(uint8_t *p, uint32_t v) { ((struct kl__u16 *)p)->v = (uint16_t)v; }
KL_INLINE void kl__w32(uint8_t *p, uint32_t v) { ((struct kl__u32 *)p)->v = v; }
KL_INLINE void kl__w64(uint8_t *p, uint64_t v) { ((struct kl__u64 *)p)->v = v; }
KL_INLINE uint32_t kl__r32(const uint8_t *p) { return ((const struct kl__u32 *)p)->v; }

KL_INLINE int kl__fits8(int64_t v) { return v == (int8_t)v; }
KL_INLINE int kl__fits32(int64_t v) { return v == (int32_t)v; }

/* type helpers */
KL_INLINE int kl__is64(int t) { return t == KL_L || t == KL_UL || t == KL_P; }
KL_INLINE int kl__is_signed(int t) { return t == KL_C || t == KL_S || t == KL_I || t == KL_L; }

#ifdef __cplusplus
}
#endif

#endif
