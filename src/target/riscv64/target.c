/* target.c -- RISC-V 64 (LP64D psABI) as the core sees it: registers, names, features, hooks. */
#include "../../core/internal.h"

static const kl_reg kl__rv_temps[] = {KL_T0, KL_T1, KL_T2, KL_T3, KL_T4, KL_T5, KL_T6,
				      KL_T7, KL_T8, KL_T9, KL_T10, KL_T11, KL_T12};
static const kl_reg kl__rv_vars[] = {KL_S0, KL_S1, KL_S2, KL_S3, KL_S4, KL_S5,
				     KL_S6, KL_S7, KL_S8, KL_S9, KL_S10, KL_S11};
static const kl_reg kl__rv_ftemps[] = {KL_FT0,  KL_FT1,  KL_FT2,  KL_FT3,  KL_FT4,  KL_FT5,  KL_FT6,
				       KL_FT7,  KL_FT8,  KL_FT9,  KL_FT10, KL_FT11, KL_FT12, KL_FT13,
				       KL_FT14, KL_FT15, KL_FT16, KL_FT17, KL_FT18};
static const kl_reg kl__rv_fvars[] = {KL_FS0, KL_FS1, KL_FS2, KL_FS3, KL_FS4,  KL_FS5,
				      KL_FS6, KL_FS7, KL_FS8, KL_FS9, KL_FS10, KL_FS11};
static const char *const kl__rv_regnames[KL_NREGS] = {
	"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1",  "a0",  "a1", "a2", "a3", "a4", "a5",
	"a6",   "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6"};
static const char *const kl__rv_fregnames[32] = {
	"ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "fs0", "fs1", "fa0", "fa1", "fa2",  "fa3",  "fa4", "fa5",
	"fa6", "fa7", "fs2", "fs3", "fs4", "fs5", "fs6", "fs7", "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11"};

/* zero, ra, sp, gp, tp belong to the ABI; t5 and t6 are kiln's scratch registers */
static int kl__rv_reg_ok(kl_reg r) { return r >= KL_RV_T0 && r < KL_NREGS && r != KL__SCRATCH && r != KL__SCRATCH2; }
/* every f register but ft11, kiln's float scratch */
static int kl__rv_freg_ok(kl_reg r) { return r >= KL_FREG0 && r < KL_FREG0 + 32 && r != KL__FSCRATCH; }
static void kl__rv_init(void) {}

int kl__rv_arg_homes(const signed char *types, int n, kl_reg *home, int *slot);
void kl__rv_move_hook(kl_func *f, int type, kl_reg dst, kl_reg src);
void kl__rv_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg);
int kl__rv_finish(kl_func *f, struct kl__final *out);
int kl__riscv64_emit_insn(kl_func *f, const kl_insn *in);

const struct kl__target kl__target_riscv64 = {
	.name = "riscv64",
	.nregs = KL_NREGS,
	.temps = kl__rv_temps,
	.ntemps = KL_NT,
	.vars = kl__rv_vars,
	.nvars = KL_NS,
	.ftemps = kl__rv_ftemps,
	.nftemps = KL_NFT,
	.fvars = kl__rv_fvars,
	.nfvars = KL_NFS,
	/* s0-s11 and fs0-fs11 */
	.callee_saved = 1u << 8 | 1u << 9 | 0x0FFC0000u | KL__RV_FSAVED,
	.zero_upper32 = 0, /* 32-bit results are held sign-extended (addw ...) */
	.regnames = kl__rv_regnames,
	.fregnames = kl__rv_fregnames,
	.reg_ok = kl__rv_reg_ok,
	.freg_ok = kl__rv_freg_ok,
	.lp = KL_LP,
	.rv = KL_RV,
	.frv = KL_FRV,
	.scratch = KL__SCRATCH,
	.fscratch = KL__FSCRATCH,
	.link = KL_RV_RA,
	.features = 1u << KL_FEATURE_FLOAT,
	.u32_sign_extended = 1,
	.mul_imm_moves = 0,
	.init = kl__rv_init,
	.arg_homes = kl__rv_arg_homes,
	.move = kl__rv_move_hook,
	.swap = NULL,
	.call = kl__rv_call,
	.finish = kl__rv_finish,
	.emit_insn = kl__riscv64_emit_insn,
	.model = &kl__model_riscv64,
};
