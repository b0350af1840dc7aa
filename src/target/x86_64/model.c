/* model.c -- the x86-64 machine model: AMD Zen 4 (the EPYC these tests run on).  Every value
 * and its source is in docs/machines.md. */
#include "kiln/model.h"

#include "../../core/internal.h"

enum { ALU0, ALU1, ALU2, ALU3, BRU1, AGU0, AGU1, AGU2, FP0, FP1, FP2, FP3, FP45 };
#define U(x) (1u << (x))
#define ALUS (U(ALU0) | U(ALU1) | U(ALU2) | U(ALU3))
#define AGUS (U(AGU0) | U(AGU1) | U(AGU2))
#define FPS (U(FP0) | U(FP1) | U(FP2) | U(FP3))

const struct kl_model kl__model_x86_64 = {
	.target = "x86_64",
	.core = "AMD Zen 4",
	.issue_width = 6, /* macro-ops dispatched per cycle */
	.nunits = 13,
	.unit_names = {"alu0", "alu1", "alu2", "alu3", "bru1", "agu0", "agu1", "agu2", "fp0", "fp1", "fp2", "fp3",
		       "fp45"},
	.cls = {
		/*               units                      latency occupancy */
		[KL_IC_ALU]    = {ALUS,                      1, 1},
		[KL_IC_SHIFT]  = {U(ALU1) | U(ALU2),         1, 1},
		[KL_IC_LEA]    = {ALUS,                      2, 1}, /* base + index*scale + disp: the slow LEA */
		[KL_IC_MUL]    = {U(ALU1),                   3, 1},
		[KL_IC_MULH]   = {U(ALU1),                   4, 3},
		[KL_IC_DIV32]  = {U(ALU0),                  12, 12},
		[KL_IC_DIV64]  = {U(ALU0),                  18, 18},
		[KL_IC_BITCNT] = {ALUS,                      1, 1},
		[KL_IC_BSWAP]  = {ALUS,                      1, 1},
		[KL_IC_SEL]    = {U(ALU0) | U(ALU3),         1, 1},
		[KL_IC_LOAD]   = {AGUS,                      4, 1},
		[KL_IC_STORE]  = {U(AGU1) | U(AGU2),         1, 1}, /* at most two stores a cycle */
		[KL_IC_BRANCH] = {U(ALU0) | U(BRU1),         1, 1},
		[KL_IC_FADD]   = {U(FP2) | U(FP3),           3, 1},
		[KL_IC_FMUL]   = {U(FP0) | U(FP1),           3, 1},
		[KL_IC_FDIV]   = {U(FP1),                   13, 5},
		[KL_IC_FSQRT]  = {U(FP1),                   21, 9},
		[KL_IC_FCVT]   = {U(FP2) | U(FP3),           4, 1},
		[KL_IC_FMOV]   = {FPS,                       1, 1},
		[KL_IC_FCMP]   = {U(FP0) | U(FP1),           4, 1},
		[KL_IC_XFER]   = {U(FP45),                   2, 1},
	},
	.move_elim = 1, /* register moves are renamed, not executed */
	.opcache = 6912,  /* 6.75K ops; past it the decoders: 4 instructions and, measured, 16 bytes a */
	.decode_width = 4, /* cycle (bench/frontend; docs/machines.md) */
	.fetch_bytes = 16,
};
