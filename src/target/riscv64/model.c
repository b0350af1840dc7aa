/* model.c -- the RISC-V 64 machine model: SiFive U74 (RV64GC, dual-issue, in order; the
 * VisionFive 2 and HiFive Unmatched core).  Every value and its source is in docs/machines.md. */
#include "kiln/model.h"

#include "../../core/internal.h"

enum { A, B, IDIV, FDIV };
#define U(x) (1u << (x))
#define AB (U(A) | U(B))

const struct kl_model kl__model_riscv64 = {
	.target = "riscv64",
	.core = "SiFive U74",
	.issue_width = 2,
	.nunits = 4,
	.unit_names = {"a", "b", "idiv", "fdiv"},
	.cls = {
		/*               units     latency occupancy */
		[KL_IC_ALU]    = {AB,       1, 1},
		[KL_IC_SHIFT]  = {AB,       1, 1},
		[KL_IC_LEA]    = {AB,       2, 1},  /* slli + add: no Zba */
		[KL_IC_MUL]    = {U(B),     3, 1},
		[KL_IC_MULH]   = {U(B),     3, 1},
		[KL_IC_DIV32]  = {U(IDIV), 34, 33}, /* one bit a cycle */
		[KL_IC_DIV64]  = {U(IDIV), 66, 65},
		[KL_IC_BITCNT] = {AB,      20, 1},  /* a sequence (no Zbb): its critical path */
		[KL_IC_BSWAP]  = {AB,      10, 1},  /* a sequence (no Zbb): its critical path */
		[KL_IC_SEL]    = {AB,       4, 1},  /* sltu, sub, and, xor: its critical path */
		[KL_IC_LOAD]   = {U(A),     3, 1},
		[KL_IC_STORE]  = {U(A),     1, 1},
		[KL_IC_BRANCH] = {U(B),     1, 1},
		[KL_IC_FADD]   = {U(B),     7, 1},  /* double (single: 5) */
		[KL_IC_FMUL]   = {U(B),     7, 1},  /* double (single: 5) */
		[KL_IC_FDIV]   = {U(FDIV), 56, 55},
		[KL_IC_FSQRT]  = {U(FDIV), 56, 55},
		[KL_IC_FCVT]   = {U(B),     3, 1},
		[KL_IC_FMOV]   = {U(B),     3, 1},
		[KL_IC_FCMP]   = {U(B),     3, 1},
		[KL_IC_XFER]   = {U(B),     3, 1},
	},
	.in_order = 1,
};
