/* kiln/opt.h -- the optimizing tier: functions written with as many virtual registers as the
 * algorithm has, recorded as instruction records (kiln/insn.h), improved by passes, allocated
 * to machine registers (spilling where they run out) and emitted through the same emitters as
 * the in-place tier, for the host or any other target.  docs/opt.md describes the pipeline.
 *
 *   ko_func *o = ko_func_new();
 *   ko_reg a[2];
 *   ko_func_begin(o, "%l%l", a, 0);
 *   ko_reg s = ko_reg_new(o, KL_L);
 *   ko_addl(o, s, a[0], a[1]);          // every kl_<op> of the in-place tier is ko_<op> here
 *   ko_retl(o, s);
 *   long (*fn)(long, long) = (long (*)(long, long))ko_func_end(o, NULL);
 *
 * Errors are sticky as in the in-place tier: check once, at the end (ko_error, ko_errmsg). */
#ifndef KILN_OPT_H
#define KILN_OPT_H

#include <stdio.h>

#include "kiln.h"
#include "kiln/insn.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ko_func ko_func;
/* A virtual register: as many as the function needs, each of one type (ko_reg_new).  Records
 * hold them as register numbers from KO_VREG0 up; 0 is no register. */
typedef uint32_t ko_reg;
#define KO_VREG0 64u
/* The local pointer: ko_local() offsets are relative to it, as KL_LP in the in-place tier. */
#define KO_LP KO_VREG0

/* ---- passes (ko_func_set_passes); all but KO_COLOR are on by default ---- */
enum ko_pass {
	KO_CLEAN = 1u << 0,   /* copy propagation, constants into immediate forms, dead code */
	KO_SCHED = 1u << 1,   /* list scheduling by the machine model, before allocation */
	KO_PEEP = 1u << 2,    /* peephole: redundant moves, reloads of values still in registers */
	KO_COLOR = 1u << 3,   /* graph-colouring allocation (Chaitin-Briggs) instead of linear scan */
	KO_VERIFY = 1u << 4,  /* check the allocation's invariants and KO_POSTSCHED's orders (slower; for tests) */
	KO_FUSE_ALU = 1u << 6, /* shifts, rotates and complements into the operation reading them (fuse_alu.c) */
	KO_NOFUSE_MEM = 1u << 7, /* without the memory forms (fuse_mem.c: scaled-index loads, load-and-op;
				   * peep.c: reloads folded into operations) */
	KO_WEBS = 1u << 8,    /* a virtual register per web: each value a register reused for many holds gets its own */
	KO_POSTSCHED = 1u << 9, /* list scheduling of the allocated code, last, where the machine model's core
				 * issues in order (kl_model.in_order: RISC-V's; nothing on out-of-order cores) */
	KO_DEFAULT = KO_CLEAN | KO_SCHED | KO_PEEP | KO_FUSE_ALU | KO_WEBS | KO_POSTSCHED,
};

/* How KO_SCHED orders each block (ko_func_set_sched): */
enum ko_sched_mode {
	KO_SCHED_LIST = 1,   /* list scheduling: the longest latency path to the block's end first */
	KO_SCHED_MSLICE = 2, /* Usuba's m-slice scheduler: an instruction with no hazard against the
			      * last `window` placed and a unit they leave free; ties to source order */
	KO_SCHED_BITSLICE = 3, /* Usuba's bitslice scheduler: each node call right after the
				* definitions of its arguments (ko_node_call; docs/scheduling.md) */
	KO_SCHED_WAVE = 4,     /* the bitslice scheduler with the calls in a wavefront order: each call
				* once the calls it reads from are placed, the one whose inputs were made
				* latest first (its values read soon after they are made) */
};
#define KO_SCHED_PRESSURE 0x100u /* or'ed in: never more values live at once than max(the registers,
				  * the source order's most), per register file (docs/scheduling.md) */
#define KO_SCHED_WINDOW 10       /* the m-slice scheduler's look-behind window by default */

ko_func *ko_func_new(void);
void ko_func_delete(ko_func *o);
/* The functions the tier makes itself (ko_func_end's, ko_autotune's compilations, timed or not)
 * keep to the target's base instruction set when portable is 1, as kl_func_set_portable makes a
 * function do; 0 (the default) lets them use the optional instructions of the CPU they run on
 * (x86-64: BMI1, BMI2, LZCNT, POPCNT).  A function given to ko_func_emit keeps its own setting.
 * So a client that writes portable code tunes and measures that code, not the host's. */
void ko_func_set_portable(ko_func *o, int portable);
/* Which passes run (KO_ bits): applies to the next ko_func_emit/ko_func_end. */
void ko_func_set_passes(ko_func *o, unsigned passes);
unsigned ko_func_passes(const ko_func *o);
/* The scheduler KO_SCHED runs: KO_SCHED_LIST, KO_SCHED_MSLICE or KO_SCHED_BITSLICE, maybe |
 * KO_SCHED_PRESSURE; window: the m-slice look-behind window (1-64; 0 for KO_SCHED_WINDOW).  The
 * default, chosen per function (mode 0 and window 0 go back to it): KO_SCHED_BITSLICE when node
 * calls stay calls and more integer values are live at once than there are registers, else
 * KO_SCHED_LIST | KO_SCHED_PRESSURE (docs/scheduling.md; ko_stats.sched says which ran).
 * For bitsliced code the default also tries KO_SCHED_WAVE's order and keeps it where an
 * allocator would reload less from it (docs/scheduling.md).
 * 0, or KL_ERR_OPERAND (sticky, with a message) for another mode or window. */
int ko_func_set_sched(ko_func *o, unsigned mode, int window);

/* The machine model the schedulers read (kiln/model.h), instead of the target's own: a test's
 * or a client's core.  NULL: the target's.  The model must outlive the compilations. */
struct kl_model;
void ko_func_set_model(ko_func *o, const struct kl_model *m);

/* ---- nodes: units of code with inputs and outputs (an S-box, a quarter round) -------------- *
 * Defined inside a function being recorded (after ko_func_begin), one after another (not inside
 * each other); a node may call the nodes defined before it.  Between ko_node_begin and
 * ko_node_end the records are the node's body, not the function's: straight-line code over
 * registers made for it (no labels, branches, returns, calls to C, locals).  A call means the
 * body with its inputs copied in and its outputs copied out; the tier expands it in place at
 * once (the interpreter runs it so), and keeps the expanded records grouped as one call until
 * the schedulers have run (KO_SCHED_BITSLICE places the groups).  Before allocation every call
 * is plain code.  docs/scheduling.md has the details. */
typedef uint32_t ko_node; /* 1, 2 ... in the order defined; 0 is none */
/* Begin node NAME (up to 31 characters kept, for listings): 0 and a sticky error when a node is
 * open already or no function is being recorded. */
ko_node ko_node_begin(ko_func *o, const char *name);
/* The node's inputs and outputs, in order (a register may be both). */
void ko_node_input(ko_func *o, ko_reg r);
void ko_node_output(ko_func *o, ko_reg r);
/* End the node: check its body, count it for the inlining heuristic.  0 or an error code. */
int ko_node_end(ko_func *o);
/* Call node n: out[0..nout) = n(in[0..nin)); counts and types must be the node's (an error
 * otherwise).  The same register may be an input and an output. */
void ko_node_call(ko_func *o, ko_node n, const ko_reg *out, int nout, const ko_reg *in, int nin);

/* Which calls stay calls until scheduled (ko_func_set_inline): */
enum ko_inline {
	KO_INLINE_HEURISTIC = 0, /* seed 000's: a node with more than 31 inputs and outputs, more than
				  * 65% plain assignments (moves) or fewer than 10 instructions is
				  * inlined at once; the others (S-boxes) stay calls */
	KO_INLINE_ALL = 1,       /* every node inlined at once: no call for the schedulers */
	KO_INLINE_NONE = 2,      /* every call stays a call until scheduled */
};
void ko_func_set_inline(ko_func *o, int policy);
/* What the heuristic saw in node n (1-based), or -1 for no such node. */
struct ko_node_info {
	const char *name;
	uint32_t ninputs, noutputs;
	uint32_t insns;   /* records of the body, a call to another node counting one */
	uint32_t assigns; /* of them plain assignments (moves) */
	uint32_t calls;   /* calls of it recorded in the function so far */
	int inlined;      /* 1: the heuristic inlines it at once (KO_INLINE_HEURISTIC) */
	const char *why;  /* the heuristic's reason ("31 inputs and outputs" ...), or "S-box" */
};
int ko_node_info(const ko_func *o, ko_node n, struct ko_node_info *info);
int ko_func_nnodes(const ko_func *o);

/* Begin recording a function whose arguments are described by fmt, as kl_func_begin: args[k]
 * receives a virtual register holding argument k.  flags: KL_LEAF (no calls) or 0.  0 or an
 * error code. */
int ko_func_begin(ko_func *o, const char *fmt, ko_reg *args, unsigned flags);
/* A new virtual register of the type (KL_C ... KL_D), or 0 (and a sticky error). */
ko_reg ko_reg_new(ko_func *o, int type);
/* A virtual register that lives in machine register r of the host for the whole function (a
 * pinned value: the client's own register, e.g. one shared with code outside).  r must be one
 * the allocator could hand out (kl_reg_reserve's rule).  0 and an error when r is not, or when
 * pinning it leaves too few registers of its class. */
ko_reg ko_reg_pin(ko_func *o, kl_reg r, int type);
/* Type of a virtual register (KL_V for none). */
int ko_reg_type(const ko_func *o, ko_reg r);
/* Locals: offsets from KO_LP, as kl_local and kl_localb. */
int ko_local(ko_func *o, int type);
int ko_localb(ko_func *o, size_t size);
/* Labels: made by ko_label_new, placed by ko_label_place (a KL_OP_label record). */
kl_label ko_label_new(ko_func *o);
void ko_label_place(ko_func *o, kl_label l);
/* Calls, as kl_call_arg/kl_call: push arguments, then call; the result is a new virtual
 * register of rettype (0 for KL_V).  fn: a C function or one kiln made. */
void ko_call_arg(ko_func *o, int type, ko_reg r);
void ko_call_argi(ko_func *o, int type, int64_t imm);
ko_reg ko_call(ko_func *o, int rettype, const void *fn);
ko_reg ko_callr(ko_func *o, int rettype, ko_reg fn);
/* Append a record as it is (registers are virtual ones; KL_OP_label's label must come from
 * ko_label_new).  Every ko_<op> call below is this with the fields filled in. */
void ko_emit(ko_func *o, const kl_insn *in);
/* Tag the records that follow (a source line number, say): listings and the language use it. */
void ko_set_tag(ko_func *o, uint32_t tag);

/* Compile the recorded function into f (for its target: kl_func_new or kl_func_new_target): f
 * is begun here; the caller ends it (kl_func_end or kl_func_end_image).  0 or an error code
 * (in o; f's own errors are f's). */
int ko_func_emit(ko_func *o, kl_func *f);
/* Compile for the host and make it executable (ko_func_emit into a kl_func of o's own, then
 * kl_func_end).  Free the code with kl_code_free. */
void *ko_func_end(ko_func *o, size_t *size);

int ko_error(const ko_func *o);
const char *ko_errmsg(const ko_func *o);

/* ---- the recorded function as data ---- */
/* The records (valid until the next record is added). */
const kl_insn *ko_func_code(const ko_func *o, size_t *n);
/* Run the recorded function in the reference interpreter: the oracle for the compiled code.
 * argv holds the arguments (integers as their 64-bit values, floats as their bits); *ret gets
 * the result.  Calls to C functions with at most 6 integer and 8 float arguments run natively.
 * 0 or an error code (message in ko_errmsg). */
int ko_interp(ko_func *o, const uint64_t *argv, uint64_t *ret);

/* ---- what compiling did (the last ko_func_emit) ---- */
struct ko_stats {
	uint32_t insns;        /* machine-level instructions emitted (portable ones, moves, spill code) */
	uint32_t spill_stores; /* stores of a value to its spill slot */
	uint32_t reloads;      /* loads of a value from its spill slot (folded ones included) */
	uint32_t moves;        /* register-to-register moves the allocator inserted */
	uint32_t removed;      /* instructions the cleanups and the peephole removed */
	uint32_t frame;        /* bytes of spill slots */
	uint32_t nvregs;       /* virtual registers */
	uint32_t maxlive;      /* most values live at one point */
	/* per register file, before and after KO_SCHED (docs/scheduling.md: the pressure bound) */
	uint32_t maxlive_int, maxlive_float;             /* most live at one point, in the source order */
	uint32_t sched_maxlive_int, sched_maxlive_float; /* the same in the scheduled order */
	unsigned sched; /* the scheduler KO_SCHED ran: ko_func_set_sched's mode or the default's choice
			 * (KO_SCHED_BITSLICE, KO_SCHED_WAVE or KO_SCHED_LIST | KO_SCHED_PRESSURE); 0: none */
	uint32_t folded; /* of the reloads, those an operation makes itself (x86-64: xor reg, [slot]) */
};
void ko_func_stats(const ko_func *o, struct ko_stats *st);
/* The fraction of emitted instructions that are spill code and inserted moves (seed 000's
 * metric): (spill_stores + reloads + moves) / insns.  An operation with a folded reload counts
 * as spill code, as an instruction with a stack operand does in a C compiler's output. */
double ko_spill_fraction(const struct ko_stats *st);
/* The emitted program, one machine-level record per entry, with its byte range in f's body
 * (offsets from the body's start: add kl_image.body_at), the index of the record it came from
 * (or -1), its tag, and what it is. */
enum ko_origin { KO_ORIG_CODE, KO_ORIG_MOVE, KO_ORIG_SPILL, KO_ORIG_RELOAD, KO_ORIG_ENTRY };
struct ko_line {
	kl_insn insn;  /* with machine registers */
	uint32_t from, to; /* body offsets */
	int32_t rec;   /* index in ko_func_code, or -1 */
	uint32_t tag;
	uint8_t origin; /* enum ko_origin */
};
const struct ko_line *ko_func_lines(const ko_func *o, size_t *n);
/* Print the records (virtual registers as v<n>) or, after compiling, the machine-level program. */
void ko_func_print(const ko_func *o, FILE *out, int compiled);

/* ---- autotuning (docs/scheduling.md) ---- */
/* One way of compiling: passes (KO_ bits), the scheduler (ko_func_set_sched) and its window,
 * and the inlining policy (ko_func_set_inline). */
struct ko_choice {
	const char *name; /* "list+pressure/linscan" ... */
	unsigned passes, sched;
	int window;
	int inl; /* 1 + KO_INLINE_...; 0: the function's own policy */
};
/* The choices ko_autotune tries: every scheduler (none, list and m-slice each with and without
 * the pressure bound, bitslice, wave) with each allocator (linear scan, graph colouring), the 14
 * first; then the m-slice windows 2, 4 and 16 with and without the bound, and the bitslice
 * scheduler with every call kept a call (KO_INLINE_NONE): 22 (docs/scheduling.md). */
#define KO_TUNE_MAX 32
const struct ko_choice *ko_tune_choices(int *n);
/* Apply a choice to o (ko_func_set_passes, ko_func_set_sched, and ko_func_set_inline unless
 * its inl is 0). */
int ko_func_set_choice(ko_func *o, const struct ko_choice *c);
/* A client's benchmark: run the compiled function code on the client's data (as many times as
 * one measurement should last); 0, or nonzero when the result is wrong (that choice is then
 * refused). */
typedef int (*ko_bench_fn)(void *code, void *arg);
struct ko_tune_row {
	struct ko_choice choice;
	int err;             /* 0, a compile error code, or -1: the benchmark said the result is wrong */
	double ns;           /* timed: the lower quartile of the runs, in ns; -1 when not timed */
	double cycles;       /* the machine model's estimate of one pass (ko_func_model_cycles) */
	struct ko_stats stats;
};
struct ko_tune {
	struct ko_tune_row row[KO_TUNE_MAX];
	int n;
	int best;  /* the row chosen, -1 when every choice failed */
	int timed; /* 1: chosen by time; 0: by the model (cross target, or no benchmark) */
};
/* Compile o (recorded, not yet ended) with each choice for target (NULL: the host) and keep the
 * best: with run (host only) by time -- reps rounds (0: 15), each timing every choice once in
 * turn (round r starting at choice r mod n; each timed run after an untimed one of the same
 * code, so run is called twice a measurement), each choice's lower quartile kept (a run slowed
 * by whatever else the machine does, or by another hardware thread of the core, counts no more
 * than a run helped by luck); a run returning nonzero refuses its choice; else
 * by the model: the lowest ko_func_model_cycles, then the fewest spill instructions, then the
 * earlier choice (deterministic).  o is left set to the best choice.  0 or an error code. */
int ko_autotune(ko_func *o, const char *target, ko_bench_fn run, void *arg, int reps, struct ko_tune *t);
/* Print the table of t (one line per choice, the chosen one marked). */
void ko_tune_print(const struct ko_tune *t, FILE *out);
/* The cycles the last compilation's machine-level program (compiled for target; NULL: the
 * host) takes once from top to bottom on the target's model (or ko_func_set_model's): dispatched
 * in order, issue_width a cycle, into a scheduler of 8 x issue_width entries; each instruction
 * issues when its operands are ready (latencies) and a unit of its class is free (occupancy);
 * code of more instructions than the model's op cache holds (kl_model.opcache) is dispatched no
 * faster than the decoders take it (decode_width instructions, fetch_bytes bytes a cycle);
 * loops are counted once.  -1 when nothing was compiled or there is no model. */
double ko_func_model_cycles(const ko_func *o, const char *target);

/* ---- the recording API: ko_<op> for every kl_<op> -------------------------------------------- */
void ko__rec(ko_func *o, uint16_t op, uint32_t rd, uint32_t a, uint32_t b, uint32_t c, int64_t imm, uint32_t l);
static inline int64_t ko__dbits(double v)
{
	int64_t b;
	memcpy(&b, &v, sizeof b);
	return b;
}
#define KO__SETV_i(v) (int64_t)(v)
#define KO__SETV_u(v) (int64_t)(v)
#define KO__SETV_l(v) (int64_t)(v)
#define KO__SETV_ul(v) (int64_t)(v)
#define KO__SETV_p(v) (int64_t)(intptr_t)(v)
#define KO__SETV_f(v) ko__dbits((double)(v))
#define KO__SETV_d(v) ko__dbits(v)
#define KO__SETT_i int32_t
#define KO__SETT_u uint32_t
#define KO__SETT_l int64_t
#define KO__SETT_ul uint64_t
#define KO__SETT_p const void *
#define KO__SETT_f float
#define KO__SETT_d double
#define KO__IMMT_c int32_t
#define KO__IMMT_uc int32_t
#define KO__IMMT_s int32_t
#define KO__IMMT_us int32_t
#define KO__IMMT_i int32_t
#define KO__IMMT_u uint32_t
#define KO__IMMT_l int64_t
#define KO__IMMT_ul uint64_t
#define KO__IMMT_p intptr_t
#define KO__IMMT_v int64_t

#define KO__API_BIN_0(opc, t) \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg a, ko_reg b) { ko__rec(o, KL_OP_##opc, rd, a, b, 0, 0, 0); }
#define KO__API_BIN_1(opc, t)                                                                      \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg a, KO__IMMT_##t imm)                 \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, a, 0, 0, (int64_t)imm, 0);                                 \
	}
#define KO__API_UN_0(opc, t) \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg a) { ko__rec(o, KL_OP_##opc, rd, a, 0, 0, 0, 0); }
#define KO__API_CV_0 KO__API_UN_0
#define KO__API_SET_0(opc, t)                                                                      \
	static inline void ko_##opc(ko_func *o, ko_reg rd, KO__SETT_##t v)                             \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, 0, 0, 0, KO__SETV_##t(v), 0);                              \
	}
#define KO__API_LD_0(opc, t)                                                                       \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg base, ko_reg off)                    \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, base, off, 0, 0, 0);                                       \
	}
#define KO__API_LD_1(opc, t)                                                                       \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg base, int64_t off)                   \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, base, 0, 0, off, 0);                                       \
	}
#define KO__API_ST_0 KO__API_LD_0
#define KO__API_ST_1 KO__API_LD_1
#define KO__API_RET_0(opc, t) KO__API_RET0_##t(opc)
#define KO__API_RET0_v(opc) static inline void ko_##opc(ko_func *o) { ko__rec(o, KL_OP_##opc, 0, 0, 0, 0, 0, 0); }
#define KO__API_RET0_r(opc) \
	static inline void ko_##opc(ko_func *o, ko_reg r) { ko__rec(o, KL_OP_##opc, r, 0, 0, 0, 0, 0); }
#define KO__API_RET0_c KO__API_RET0_r
#define KO__API_RET0_uc KO__API_RET0_r
#define KO__API_RET0_s KO__API_RET0_r
#define KO__API_RET0_us KO__API_RET0_r
#define KO__API_RET0_i KO__API_RET0_r
#define KO__API_RET0_u KO__API_RET0_r
#define KO__API_RET0_l KO__API_RET0_r
#define KO__API_RET0_ul KO__API_RET0_r
#define KO__API_RET0_p KO__API_RET0_r
#define KO__API_RET0_f KO__API_RET0_r
#define KO__API_RET0_d KO__API_RET0_r
#define KO__API_RET_1(opc, t) \
	static inline void ko_##opc(ko_func *o, KO__IMMT_##t imm) { ko__rec(o, KL_OP_##opc, 0, 0, 0, 0, (int64_t)imm, 0); }
#define KO__API_BR_0(opc, t)                                                                       \
	static inline void ko_##opc(ko_func *o, ko_reg a, ko_reg b, kl_label l)                        \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, 0, a, b, 0, 0, l);                                             \
	}
#define KO__API_BR_1(opc, t)                                                                       \
	static inline void ko_##opc(ko_func *o, ko_reg a, KO__IMMT_##t imm, kl_label l)                \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, 0, a, 0, 0, (int64_t)imm, l);                                  \
	}
#define KO__API_SEL_0(opc, t)                                                                      \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg c, ko_reg a, ko_reg b)               \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, a, b, c, 0, 0);                                            \
	}
#define KO__API_CARRY_0 KO__API_SEL_0
#define KO__API_SHIFTED_0(opc, t)                                                                  \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg a, ko_reg b, int64_t shift)          \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, a, b, 0, shift, 0);                                        \
	}
#define KO__API_PREF_1(opc, t) \
	static inline void ko_##opc(ko_func *o, ko_reg base, int64_t off) { ko__rec(o, KL_OP_##opc, 0, base, 0, 0, off, 0); }
#define KO__API_LDX_0(opc, t)                                                                      \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg base, ko_reg index, int s, int32_t disp) \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, base, index, 0, KL_MEMX(s, disp), 0);                      \
	}
#define KO__API_LOP_0(opc, t)                                                                      \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg a, ko_reg base, ko_reg index, int s,  \
				    int32_t disp)                                                      \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, a, base, index, KL_MEMX(s, disp), 0);                      \
	}
#define KO__API_LOP_1(opc, t)                                                                      \
	static inline void ko_##opc(ko_func *o, ko_reg rd, ko_reg a, ko_reg base, int32_t disp)        \
	{                                                                                              \
		ko__rec(o, KL_OP_##opc, rd, a, base, 0, disp, 0);                                      \
	}
#define KO__API_J_0(opc, t) KO__API_J0_##t(opc)
#define KO__API_J0_v(opc) static inline void ko_##opc(ko_func *o, kl_label l) { ko__rec(o, KL_OP_##opc, 0, 0, 0, 0, 0, l); }
#define KO__API_J0_p(opc) static inline void ko_##opc(ko_func *o, ko_reg r) { ko__rec(o, KL_OP_##opc, 0, r, 0, 0, 0, 0); }
#define KO__API_J_1(opc, t) /* no jumps to absolute addresses in the optimizing tier */
#define KO__API_JAL_0(opc, t) /* jump-and-link: the in-place tier only (no return addresses in records) */
#define KO__API_JAL_1(opc, t)
#define KO__API_NOP_0(opc, t) static inline void ko_##opc(ko_func *o) { ko__rec(o, KL_OP_##opc, 0, 0, 0, 0, 0, 0); }
#define KO__API_LABEL_0(opc, t) /* ko_label_place */
#define KO__API_ARG_0(opc, t)   /* ko_call_arg */
#define KO__API_ARG_1(opc, t)
#define KO__API_CALL_0(opc, t) /* ko_call */
#define KO__API_CALL_1(opc, t)
#define KL_INSN(opc, name, shape, t, t2, imm) KO__API_##shape##_##imm(opc, t)
#include "kiln/insns.h"

#ifdef __cplusplus
}
#endif

#endif
