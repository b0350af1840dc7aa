/* internal.h -- what the files of the optimizing tier share (not installed): the recorded
 * function, the working program the passes rewrite, its blocks and liveness, and the live
 * intervals of the allocators.  src/opt uses only kiln's public API. */
#ifndef KILN_OPT_INTERNAL_H
#define KILN_OPT_INTERNAL_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kiln/opt.h"

/* value classes: what a virtual register holds, and which registers can hold it */
enum { KO_C32, KO_C64, KO_CF, KO_CD };
static inline int ko__class_of(int type)
{
	switch (type) {
	case KL_L: case KL_UL: case KL_P: return KO_C64;
	case KL_F: return KO_CF;
	case KL_D: return KO_CD;
	default: return KO_C32;
	}
}
/* the register file of a value class: 0 integer, 1 float */
static inline int ko__file(int cls) { return cls >= KO_CF; }

struct ko_vreg {
	uint8_t type;
	uint8_t cls;
	int8_t pin; /* machine register (pinned values), or -1 */
	uint8_t arg; /* 1 + argument index, or 0 */
};

/* a call's arguments, kept beside the call record (records arg/argi are folded in) */
struct ko_arg {
	uint8_t type, isimm;
	uint32_t reg;
	int64_t imm;
};
struct ko_call {
	uint32_t first, n; /* in ko_func.args */
};

struct ko_func {
	/* the recorded function */
	kl_insn *code;
	uint32_t *tags;
	uint32_t n, cap;
	struct ko_vreg *vr; /* index: register - KO_VREG0 */
	uint32_t nvr, vrcap;
	uint32_t nlabels;
	uint32_t localsize;
	int nargs;
	signed char argtype[64];
	ko_reg argreg[64];
	unsigned flags, passes;
	int portable; /* ko_func_set_portable: the functions the tier makes keep to the base ISA */
	unsigned sched_mode; int sched_window; /* ko_func_set_sched (0: the defaults) */
	const struct kl_model *model; /* ko_func_set_model (NULL: the target's) */
	struct ko_nodes *nodes;       /* node.c: the nodes and the calls of them */
	int inline_policy;            /* ko_func_set_inline */
	uint32_t tag;
	int active, err, pending_args;
	char errmsg[256];
	uint64_t pinned; /* machine registers pinned */

	/* the last compilation */
	struct ko_stats stats;
	struct ko_line *lines;
	size_t nlines, linecap;
	kl_func *own; /* ko_func_end's */
};

void ko__fail(ko_func *o, int err, const char *fmt, ...)
#if defined(__GNUC__)
	__attribute__((format(printf, 3, 4)))
#endif
	;

/* ---- the working program: what the passes read and rewrite ---------------------------------- */
/* instruction flags (kl_insn.flags) in the working and machine-level programs */
#define KO_F_ENTRY 1u /* the entry: defines the arguments */
#define KO_F_SLOT 2u  /* imm is a spill slot number, not a frame offset */

/* one instruction of the working program */
struct ko_ins {
	kl_insn in;
	int32_t rec;  /* index of the record it came from, or -1 */
	int32_t src;  /* machine-level program: the instruction of the working program it is, or -1 */
	uint32_t tag;
	int32_t call; /* calls: index in ko_prog.calls */
	uint8_t origin; /* enum ko_origin */
	uint8_t dead;   /* removed by a pass */
};

struct ko_block {
	uint32_t first, last; /* instructions [first, last] (last included) */
	int32_t succ[2];      /* -1 for none */
	uint32_t *pred, npred, predcap;
	uint32_t loop;        /* loop depth (0 outside loops) */
	uint64_t *livein, *liveout; /* bitsets over virtual registers */
};

struct ko_prog {
	ko_func *o;
	struct ko_ins *ins;
	uint32_t n, cap;
	struct ko_arg *args;
	uint32_t nargs, argcap;
	struct ko_call *calls;
	uint32_t ncalls, callcap;
	struct ko_block *blocks;
	uint32_t nblocks;
	int32_t *labelblock; /* label -> block */
	uint32_t nlabels;    /* labels, including those the allocator adds */
	uint32_t nvr;        /* virtual registers (as in o) */
	uint32_t words;      /* 64-bit words of a bitset over virtual registers */
	int hascall;
	uint32_t nslots;     /* spill slots of the machine-level program (8 bytes each) */
	/* the target */
	const struct kl_target_info *ti;
	const char *target;
	uint16_t cpu; /* the optional instructions the function may use (kl_func's cpu) */
	kl_reg entryreg[64]; /* where each argument is when the body starts */
};

int ko__prog_init(struct ko_prog *p, ko_func *o);
/* the machine registers instruction x clobbers besides its result (x86-64's high multiply:
 * rax and rdx, which its emitter then uses without saving them: kl_func's free_regs); 0 for
 * most.  The allocators keep nothing live in them across x (alloc.c). */
uint64_t ko__clobbers(const struct ko_prog *p, const kl_insn *x);
#define KO_X86_RAX 0 /* x86-64's rax and rdx, by number */
#define KO_X86_RDX 2
void ko__prog_free(struct ko_prog *p);
int ko__prog_push(struct ko_prog *p, const struct ko_ins *x);

/* the registers an instruction reads and writes (virtual register numbers, 0 for none), and
 * the kl_insn field each came from (ko__field) */
enum ko_field { KO_FLD_rd, KO_FLD_rs1, KO_FLD_rs2, KO_FLD_rs3 };
struct ko_regs {
	uint32_t use[4], def[2];
	uint8_t usef[4], deff[2];
	int nuse, ndef;
};
static inline uint32_t *ko__field(kl_insn *in, int f)
{
	return f == KO_FLD_rd ? &in->rd : f == KO_FLD_rs1 ? &in->rs1 : f == KO_FLD_rs2 ? &in->rs2 : &in->rs3;
}
void ko__regs(const struct ko_prog *p, const struct ko_ins *x, struct ko_regs *r);
/* occ.c: per virtual register, the instructions that read or write it, ascending (a superset:
 * callers check each entry).  ko__occ_init: -1 when out of memory (then no index: walk).  After
 * a rewrite gives instruction k a register, ko__occ_note(k).  ko__occ_list: NULL when v is not
 * indexed; ko__occ_above: the first position whose instruction is after k. */
struct ko_occl {
	uint32_t *ix, n, cap;
	uint8_t own, unsorted;
};
struct ko_occ {
	struct ko_occl *l;
	uint32_t nvr, *pool;
};
int ko__occ_init(struct ko_occ *oc, const struct ko_prog *p);
void ko__occ_free(struct ko_occ *oc);
void ko__occ_note(struct ko_occ *oc, const struct ko_prog *p, uint32_t k);
const uint32_t *ko__occ_list(struct ko_occ *oc, uint32_t v, uint32_t *n);
uint32_t ko__occ_above(const uint32_t *ix, uint32_t n, uint32_t k);
/* a walk over the instructions strictly between i and j that may read or write v: the index's
 * entries (to be checked), or every instruction when v is not indexed.
 *     struct ko_walk w;
 *     for (ko__occ_walk(oc, v, i, j, &w); ko__occ_next(&w);) ... w.k ... */
struct ko_walk {
	const uint32_t *ix;
	uint32_t q, end, k;
};
void ko__occ_walk(struct ko_occ *oc, uint32_t v, uint32_t i, uint32_t j, struct ko_walk *w);
static inline int ko__occ_next(struct ko_walk *w)
{
	if (w->q >= w->end)
		return 0;
	w->k = w->ix ? w->ix[w->q] : w->q;
	w->q++;
	return 1;
}
/* 1 when the instruction ends a block (branch, jump, return) */
int ko__ends_block(const kl_insn *in);
/* 1 when it has effects beyond its destination (stores, calls, branches ...) */
int ko__has_effects(const kl_insn *in);

/* prog.c: the register fields a record's shape reads or writes; clearing the others */
enum { KO_FIELD_RD = 1, KO_FIELD_RS1 = 2, KO_FIELD_RS2 = 4, KO_FIELD_RS3 = 8 };
unsigned ko__fields(const kl_insn *in);
void ko__operands_only(kl_insn *in);

/* ---- nodes (node.c) ---- */
/* a call that stays a call until scheduled: records [first, end) of the function */
struct ko_unit {
	uint32_t first, end;
};
/* the calls the schedulers see, under the inlining policy: in record order, disjoint */
const struct ko_unit *ko__node_units(ko_func *o, uint32_t *n);
void ko__nodes_reset(ko_func *o); /* ko_func_begin */
void ko__nodes_free(ko_func *o);  /* ko_func_delete */

/* ---- passes, one per file ---- */
int ko__cfg(struct ko_prog *p);          /* cfg.c: blocks, edges, loop depth */
int ko__live(struct ko_prog *p);         /* live.c: live-in/out sets; use before definition */
int ko__webs(struct ko_prog *p);         /* webs.c: a virtual register per web (needs ko__live) */
void ko__clean(struct ko_prog *p);       /* clean.c: copies, constants into immediates, dead code */
void ko__fuse_alu(struct ko_prog *p);    /* fuse_alu.c: shifted operands, and-not, 32-bit forms */
/* sched.c: scheduling per block; maxlive: the most integer and float values live at once in
 * the source order (the default scheduler's choice) */
void ko__sched(struct ko_prog *p, const uint32_t maxlive[2]);
/* live.c: the most values live at one point: out[0] all, out[1] integer, out[2] float */
void ko__maxlive(const struct ko_prog *p, uint32_t out[3]);
/* sched.c: list scheduling of the machine-level program (KO_POSTSCHED), registers as allocated */
void ko__postsched(struct ko_prog *m);
void ko__fuse_mem(struct ko_prog *p);    /* fuse_mem.c: scaled-index loads, load-and-op (x86-64) */
int ko__lop_name(int name);               /* fuse_mem.c: xor/add/and/or -> their load-and-op name, or -1 */
int ko__linscan(struct ko_prog *p, struct ko_prog *out); /* linscan.c: allocation */
int ko__color(struct ko_prog *p, struct ko_prog *out);   /* color.c: allocation */
int ko__verify(struct ko_prog *virt, struct ko_prog *mach); /* verify.c */
void ko__peep(struct ko_prog *p);        /* peep.c */
int ko__emit(struct ko_prog *p, kl_func *f); /* emit.c */

/* bitset helpers */
static inline int ko__bit(const uint64_t *s, uint32_t k) { return (int)(s[k >> 6] >> (k & 63) & 1); }
static inline void ko__set(uint64_t *s, uint32_t k) { s[k >> 6] |= 1ull << (k & 63); }
static inline void ko__clr(uint64_t *s, uint32_t k) { s[k >> 6] &= ~(1ull << (k & 63)); }

/* a grown array: 0, or -1 when memory ran out */
int ko__grow(void **arr, uint32_t *cap, uint32_t need, size_t elem);

/* add, mul, and, or, xor (clean.c) */
int ko__commutes(int name);

#endif
