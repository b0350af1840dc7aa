/* model.c -- the AArch64 machine model: Arm Neoverse N1 (the Cortex-A76's server sibling).
 * Every value and its source is in docs/machines.md. */
#include "kiln/model.h"

#include "../../core/internal.h"

enum { B, S0, S1, M, L0, L1, V0, V1 };
#define U(x) (1u << (x))
#define INT (U(S0) | U(S1) | U(M))
#define LS (U(L0) | U(L1))
#define V (U(V0) | U(V1))

const struct kl_model kl__model_aarch64 = {
	.target = "aarch64",
	.core = "Arm Neoverse N1",
	.issue_width = 4, /* instructions decoded and renamed per cycle */
	.nunits = 8,
	.unit_names = {"b", "s0", "s1", "m", "l0", "l1", "v0", "v1"},
	.cls = {
		/*               units          latency occupancy */
		[KL_IC_ALU]    = {INT,           1, 1},
		[KL_IC_SHIFT]  = {INT,           1, 1},
		[KL_IC_LEA]    = {INT,           1, 1}, /* add with LSL #0-4 */
		[KL_IC_MUL]    = {U(M),          4, 3}, /* X form (W form: 2, 1) */
		[KL_IC_MULH]   = {U(M),          5, 3},
		[KL_IC_DIV32]  = {U(M),         12, 5},
		[KL_IC_DIV64]  = {U(M),         20, 5},
		[KL_IC_BITCNT] = {INT,           1, 1},
		[KL_IC_BSWAP]  = {INT,           1, 1},
		[KL_IC_SEL]    = {INT,           1, 1},
		[KL_IC_LOAD]   = {LS,            4, 1},
		[KL_IC_STORE]  = {LS,            1, 1},
		[KL_IC_BRANCH] = {U(B),          1, 1},
		[KL_IC_FADD]   = {V,             2, 1},
		[KL_IC_FMUL]   = {V,             3, 1},
		[KL_IC_FDIV]   = {U(V0),        15, 7},
		[KL_IC_FSQRT]  = {U(V0),        17, 7},
		[KL_IC_FCVT]   = {V,             4, 1},
		[KL_IC_FMOV]   = {V,             2, 1},
		[KL_IC_FCMP]   = {U(V0),         2, 1},
		[KL_IC_XFER]   = {U(V1) | U(M),  3, 1},
	},
};
