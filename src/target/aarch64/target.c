/* target.c -- AArch64 (AAPCS64, Linux) as the core sees it: registers, names, features, hooks. */
#include "../../core/internal.h"

static const kl_reg kl__a64_temps[] = {KL_T0, KL_T1, KL_T2,  KL_T3,  KL_T4,  KL_T5,  KL_T6,  KL_T7,
				       KL_T8, KL_T9, KL_T10, KL_T11, KL_T12, KL_T13, KL_T14, KL_T15};
static const kl_reg kl__a64_vars[] = {KL_S0, KL_S1, KL_S2, KL_S3, KL_S4, KL_S5, KL_S6, KL_S7, KL_S8, KL_S9};
static const kl_reg kl__a64_ftemps[] = {KL_FT0,  KL_FT1,  KL_FT2,  KL_FT3,  KL_FT4,  KL_FT5,  KL_FT6,  KL_FT7,
					KL_FT8,  KL_FT9,  KL_FT10, KL_FT11, KL_FT12, KL_FT13, KL_FT14, KL_FT15,
					KL_FT16, KL_FT17, KL_FT18, KL_FT19, KL_FT20, KL_FT21, KL_FT22};
static const kl_reg kl__a64_fvars[] = {KL_FS0, KL_FS1, KL_FS2, KL_FS3, KL_FS4, KL_FS5, KL_FS6, KL_FS7};
static const char *const kl__a64_regnames[KL_NREGS] = {
	"x0",  "x1",  "x2",  "x3",  "x4",  "x5",  "x6",  "x7",  "x8",  "x9",  "x10",
	"x11", "x12", "x13", "x14", "x15", "x16", "x17", "x18", "x19", "x20", "x21",
	"x22", "x23", "x24", "x25", "x26", "x27", "x28", "x29", "x30", "sp"};
static const char *const kl__a64_fregnames[32] = {
	"v0",  "v1",  "v2",  "v3",  "v4",  "v5",  "v6",  "v7",  "v8",  "v9",  "v10",
	"v11", "v12", "v13", "v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21",
	"v22", "v23", "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31"};

/* x16/x17 are kiln's, x18 is the platform's, x29/x30 hold the frame record, 31 is sp */
static int kl__a64_reg_ok(kl_reg r) { return r >= 0 && (r <= 15 || (r >= 19 && r <= 28)); }
/* v31 is kiln's float scratch */
static int kl__a64_freg_ok(kl_reg r) { return r >= KL_A64_V(0) && r < KL_A64_V(31); }
static void kl__a64_init(void) {}

int kl__a64_arg_homes(const signed char *types, int n, kl_reg *home, int *slot);
void kl__a64_move(kl_func *f, int type, kl_reg dst, kl_reg src);
void kl__a64_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg);
int kl__a64_finish(kl_func *f, struct kl__final *out);
int kl__aarch64_emit_insn(kl_func *f, const kl_insn *in);

const struct kl__target kl__target_aarch64 = {
	.name = "aarch64",
	.nregs = KL_NREGS,
	.temps = kl__a64_temps,
	.ntemps = KL_NT,
	.vars = kl__a64_vars,
	.nvars = KL_NS,
	.ftemps = kl__a64_ftemps,
	.nftemps = KL_NFT,
	.fvars = kl__a64_fvars,
	.nfvars = KL_NFS,
	/* x19-x28 (x29/x30 are the frame record, saved with it), and the low 64 bits of v8-v15 */
	.callee_saved = 0x1FF80000ull | 0xFFull << (KL_FREG0 + 8),
	.zero_upper32 = 1, /* a write of a w register zeroes the upper half */
	.regnames = kl__a64_regnames,
	.fregnames = kl__a64_fregnames,
	.reg_ok = kl__a64_reg_ok,
	.freg_ok = kl__a64_freg_ok,
	.lp = KL_LP,
	.rv = KL_RV,
	.frv = KL_FRV,
	.scratch = KL__SCRATCH,
	.fscratch = KL__FSCRATCH,
	.link = KL_A64_LR,
	.features = 1u << KL_FEATURE_FLOAT | 1u << KL_FEATURE_FAST_UNALIGNED,
	.u32_sign_extended = 0,
	.mul_imm_moves = 0,
	.init = kl__a64_init,
	.arg_homes = kl__a64_arg_homes,
	.move = kl__a64_move,
	.swap = NULL,
	.call = kl__a64_call,
	.finish = kl__a64_finish,
	.emit_insn = kl__aarch64_emit_insn,
	.model = &kl__model_aarch64,
};
