/* target.c -- x86-64 (System V) as the core sees it: registers, names, features and hooks. */
#include "../../core/internal.h"

static const kl_reg kl__x86_temps[] = {KL_T0, KL_T1, KL_T2, KL_T3, KL_T4, KL_T5, KL_T6, KL_T7};
static const kl_reg kl__x86_vars[] = {KL_S0, KL_S1, KL_S2, KL_S3, KL_S4, KL_S5};
static const kl_reg kl__x86_ftemps[] = {KL_FT0, KL_FT1, KL_FT2, KL_FT3, KL_FT4, KL_FT5, KL_FT6, KL_FT7};
static const kl_reg kl__x86_fvars[] = {KL_FS0, KL_FS1, KL_FS2, KL_FS3, KL_FS4, KL_FS5, KL_FS6};
static const char *const kl__x86_regnames[KL_NREGS] = {"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
							 "r8",  "r9",  "r10", "r11", "r12", "r13", "r14", "r15"};
static const char *const kl__x86_fregnames[32] = {
	"xmm0", "xmm1", "xmm2",  "xmm3",  "xmm4",  "xmm5",  "xmm6",  "xmm7",  "xmm8",  "xmm9",  "xmm10",
	"xmm11", "xmm12", "xmm13", "xmm14", "xmm15", "(none)", "(none)", "(none)", "(none)", "(none)", "(none)",
	"(none)", "(none)", "(none)", "(none)", "(none)", "(none)", "(none)", "(none)", "(none)", "(none)"};

static int kl__x86_reg_ok(kl_reg r) { return r >= 0 && r < KL_NREGS && r != KL_X86_RSP && r != KL__SCRATCH; }
static int kl__x86_freg_ok(kl_reg r) { return r >= KL_XMM(0) && r < KL_XMM(15); }

void kl__x86_init(void);
int kl__x86_arg_homes(const signed char *types, int n, kl_reg *home, int *slot);
void kl__x86_move(kl_func *f, int type, kl_reg dst, kl_reg src);
void kl__x86_swap(kl_func *f, kl_reg a, kl_reg b);
void kl__x86_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg);
int kl__x86_finish(kl_func *f, struct kl__final *out);
int kl__x86_64_emit_insn(kl_func *f, const kl_insn *in);

const struct kl__target kl__target_x86_64 = {
	.name = "x86_64",
	.nregs = KL_NREGS,
	.temps = kl__x86_temps,
	.ntemps = KL_NT,
	.vars = kl__x86_vars,
	.nvars = KL_NS,
	.ftemps = kl__x86_ftemps,
	.nftemps = KL_NFT,
	.fvars = kl__x86_fvars,
	.nfvars = KL_NFS,
	/* rbx, rbp, r12-r15; no xmm register survives a call in the SysV ABI */
	.callee_saved = 1u << KL_X86_RBX | 1u << KL_X86_RBP | 1u << KL_X86_R12 | 1u << KL_X86_R13 |
			1u << KL_X86_R14 | 1u << KL_X86_R15,
	.zero_upper32 = 1, /* a write of r32 zeroes the upper half */
	.regnames = kl__x86_regnames,
	.fregnames = kl__x86_fregnames,
	.reg_ok = kl__x86_reg_ok,
	.freg_ok = kl__x86_freg_ok,
	.lp = KL_LP,
	.rv = KL_RV,
	.frv = KL_FRV,
	.scratch = KL__SCRATCH,
	.fscratch = KL__FSCRATCH,
	.link = -1,
	.features = 1u << KL_FEATURE_FLOAT | 1u << KL_FEATURE_FAST_UNALIGNED,
	.u32_sign_extended = 0,
	.mul_imm_moves = 1,
	.init = kl__x86_init,
	.arg_homes = kl__x86_arg_homes,
	.move = kl__x86_move,
	.swap = kl__x86_swap,
	.call = kl__x86_call,
	.finish = kl__x86_finish,
	.emit_insn = kl__x86_64_emit_insn,
	.model = &kl__model_x86_64,
};
