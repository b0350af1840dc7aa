/* kiln/model.h -- machine models: for one named current core of each target, how many
 * instructions it issues per cycle, its execution units, and for each class of instruction
 * which units accept it, its latency and how long it keeps a unit busy.  The optimizing tier's
 * list scheduler, Usuba's m-slice scheduler and the language's static cycle bound read the same
 * tables; docs/machines.md cites where every value comes from. */
#ifndef KILN_MODEL_H
#define KILN_MODEL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Classes of machine instruction, as the models see them. */
enum kl_iclass {
	KL_IC_ALU,    /* add, sub, and, or, xor, not, neg, mov, compare, set a small constant */
	KL_IC_SHIFT,  /* shifts and rotates by an immediate or a register */
	KL_IC_LEA,    /* three-operand address arithmetic: base + index << scale + displacement */
	KL_IC_MUL,    /* integer multiply, low half */
	KL_IC_MULH,   /* integer multiply, high half (or the double-width product) */
	KL_IC_DIV32,  /* integer divide or remainder, 32-bit */
	KL_IC_DIV64,  /* integer divide or remainder, 64-bit */
	KL_IC_BITCNT, /* count leading/trailing zeros, population count */
	KL_IC_BSWAP,  /* byte reversal */
	KL_IC_SEL,    /* conditional select / conditional move */
	KL_IC_LOAD,   /* load from memory (integer or float), to first use of the result */
	KL_IC_STORE,  /* store to memory */
	KL_IC_BRANCH, /* conditional branch, jump, call, return */
	KL_IC_FADD,   /* float add, subtract */
	KL_IC_FMUL,   /* float multiply */
	KL_IC_FDIV,   /* float divide (double precision) */
	KL_IC_FSQRT,  /* float square root (double precision) */
	KL_IC_FCVT,   /* conversions between float formats and between float and integer */
	KL_IC_FMOV,   /* float move, negate, absolute value, min, max */
	KL_IC_FCMP,   /* float compare */
	KL_IC_XFER,   /* move between an integer and a float register */
	KL_NICLASSES
};

#define KL_MODEL_MAXUNITS 16

struct kl_model_class {
	uint16_t units;   /* bit k: execution unit k accepts this class (at least one bit) */
	uint8_t latency;  /* cycles from issue until a dependent instruction can use the result */
	uint8_t occupancy; /* cycles it keeps its unit busy (1 when fully pipelined) */
};

struct kl_model {
	const char *target;    /* "x86_64", "aarch64", "riscv64" */
	const char *core;      /* the core modelled, e.g. "AMD Zen 4" */
	int issue_width;       /* instructions dispatched per cycle at most */
	int nunits;
	const char *unit_names[KL_MODEL_MAXUNITS]; /* short names for listings: "alu0", "ld1" ... */
	struct kl_model_class cls[KL_NICLASSES];
	int in_order; /* 1: an in-order core -- instructions issue in program order, so one waiting
		       * for its operands holds back those after it; 0: out of order */
	int move_elim; /* 1: integer register-to-register moves (kl_is_move) are done at renaming --
			* they take an issue slot but no execution unit, and their result is ready
			* when their operand is; 0: a move is an ALU instruction like any other */
	int opcache;     /* instructions the core's cache of decoded operations holds (Zen's op
			  * cache); 0: none modelled.  Code with more instructions than that runs
			  * from the decoders, at most decode_width instructions and fetch_bytes
			  * bytes a cycle (ko_func_model_cycles) */
	int decode_width;
	int fetch_bytes;
};

/* The model of a target by name ("x86_64", "aarch64", "riscv64"; NULL: the host), or NULL for
 * a name kiln does not know. */
const struct kl_model *kl_model_get(const char *target);
/* The printable name of an instruction class ("alu", "load" ...), or NULL. */
const char *kl_iclass_name(int iclass);
/* The class of an instruction record's opcode (KL_OP_..., kiln/insn.h), or -1 for a number that
 * is not an opcode.  Labels and nops are KL_IC_ALU; calls, their arguments and returns are
 * KL_IC_BRANCH. */
int kl_iclass_of(int opcode);
/* The class of what a record does besides its kl_iclass_of class, or -1 (nearly every record):
 * a load-and-op (xorm, addm, andm, orm: on x86-64 one instruction, `xor reg, [mem]`) loads
 * (KL_IC_LOAD) and then takes an ALU (KL_IC_ALU) like any xor.  A static bound counts such a
 * record in both classes and issues it once. */
int kl_iclass2_of(int opcode);
/* 1 when the record is an integer register-to-register move (its class is KL_IC_ALU; a model
 * with move_elim executes it nowhere), else 0. */
int kl_is_move(int opcode);

#ifdef __cplusplus
}
#endif

#endif
