/* abi.c -- x86-64 System V: where arguments arrive, and how calls are made (the parts every
 * target shares are in core/abi.c). */
#if defined(__x86_64__)
#include <cpuid.h>
#endif

#include "../../core/internal.h"

static const kl_reg kl__argregs[6] = {KL_X86_RDI, KL_X86_RSI, KL_X86_RDX, KL_X86_RCX, KL_X86_R8, KL_X86_R9};

/* CPU features, on an x86-64 host only: kl__host_cpu, which every function for the host starts
 * with (f->cpu); code for x86-64 made elsewhere, or made portable, uses none of them */
void kl__x86_init(void)
{
#if defined(__x86_64__)
	unsigned a, b, c, d, cpu = 0;
	if (__get_cpuid_count(7, 0, &a, &b, &c, &d))
		cpu |= ((b >> 8) & 1 ? KL__CPU_BMI2 : 0) | ((b >> 3) & 1 ? KL__CPU_BMI1 : 0);
	if (__get_cpuid(1, &a, &b, &c, &d) && (c >> 23) & 1)
		cpu |= KL__CPU_POPCNT;
	if (__get_cpuid(0x80000001, &a, &b, &c, &d) && (c >> 5) & 1)
		cpu |= KL__CPU_LZCNT;
	kl__host_cpu = (uint16_t)cpu;
#endif
}

/* Integers in rdi, rsi, rdx, rcx, r8, r9; floats in xmm0-7 (counted apart); the rest in 8-byte
 * stack slots in argument order. */
int kl__x86_arg_homes(const signed char *types, int n, kl_reg *home, int *slot)
{
	int ni = 0, nf = 0, ns = 0;
	for (int k = 0; k < n; k++) {
		slot[k] = -1;
		if (kl__isflt(types[k]))
			home[k] = nf < 8 ? KL_XMM(nf++) : -1;
		else
			home[k] = ni < 6 ? kl__argregs[ni++] : -1;
		if (home[k] < 0)
			slot[k] = ns++;
	}
	return ns;
}

void kl__x86_move(kl_func *f, int type, kl_reg dst, kl_reg src)
{
	(void)type;
	if (dst >= KL_FREG0)
		kl__x_fmov(f, dst, src);
	else
		kl__x_mov(f, 1, dst, src);
}

void kl__x86_swap(kl_func *f, kl_reg a, kl_reg b) { kl__x_rr(f, 1, KL__X_XCHG, b, a); }

/* ---- calls ---------------------------------------------------------------------------------- */
static void kl__push_reg(kl_func *f, kl_reg r)
{
	uint8_t *p = kl__room(f);
	kl__w16(p, kl__x_rex(0, 0, 0, r) | (KL__X_PUSH + KL__X_RM(r)) << 8);
	f->ip = p + 2;
}

static void kl__push_imm(kl_func *f, int64_t v)
{
	if (kl__fits32(v)) {
		uint8_t *p = kl__room(f);
		kl__w64(p, KL__X_PUSH_I32 | (uint64_t)(uint32_t)v << 8);
		f->ip = p + 5;
	} else {
		kl__x_movimm(f, 1, KL__SCRATCH, v);
		kl__push_reg(f, KL__SCRATCH);
	}
}

/* Float variables (xmm8-14) do not survive calls in the SysV ABI: kiln keeps the live ones
 * in a frame area across the calls it makes. */
static uint64_t kl__live_fvars(kl_func *f) { return ~f->free_fvar & ((1ull << KL_NFS) - 1); }
static void kl__save_fvars(kl_func *f, int restore)
{
	uint64_t live = kl__live_fvars(f);
	if (!live)
		return;
	if (f->fsave < 0)
		f->fsave = kl_localb(f, 8 * KL_NFS);
	for (int k = 0; k < KL_NFS; k++)
		if (live >> k & 1)
			kl__x_memop_slow(f, KL__X_PF2, 0, KL__X_OP0F(restore ? KL__X_0F_MOVU_LD : KL__X_0F_MOVU_ST), 2, KL_FS0 + k,
					 KL_X86_RSP, 0, f->fsave + 8 * k);
}

/* Stack arguments are pushed, last first (after a pad that keeps rsp 16-aligned at the call);
 * then the register arguments move in place (rdi.. and xmm0.., two parallel moves; a callee in a
 * register goes to r11 with them), immediates and narrow extensions last; al holds the number of
 * vector registers used, for variadic callees. */
void kl__x86_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	(void)rettype;
	int n = f->ncallargs;
	signed char types[64] = {0};
	kl_reg home[64];
	int slot[64], nflt = 0;
	for (int k = 0; k < n; k++)
		types[k] = (signed char)f->callargs[k].type;
	int nstack = kl__x86_arg_homes(types, n, home, slot);
	for (int k = 0; k < n; k++)
		nflt += home[k] >= KL_FREG0;
	kl__save_fvars(f, 0);
	int pad = nstack & 1;
	if (pad)
		kl__x_alu_ri(f, 1, KL__X_GRP1_SUB, KL_X86_RSP, 8); /* keep rsp 16-aligned at the call */
	for (int k = n - 1; k >= 0; k--) {
		struct kl__callarg *a = &f->callargs[k];
		if (home[k] >= 0)
			continue;
		if (kl__isflt(a->type)) { /* sub rsp, 8; movsd [rsp], x */
			kl__x_alu_ri(f, 1, KL__X_GRP1_SUB, KL_X86_RSP, 8);
			kl__x_memop_slow(f, kl__x_fpfx(a->type), 0, KL__X_OP0F(KL__X_0F_MOVU_ST), 2, (kl_reg)a->v, KL_X86_RSP, 0, 0);
		} else if (a->isimm) {
			kl__push_imm(f, kl__narrow_imm(f, a->type, a->v));
		} else {
			kl__push_reg(f, (kl_reg)a->v);
		}
	}
	kl_reg dst[8], src[8], fdst[8], fsrc[8];
	int m = 0, fm = 0;
	for (int k = 0; k < n; k++) {
		if (home[k] < 0 || f->callargs[k].isimm)
			continue;
		if (home[k] >= KL_FREG0) {
			fdst[fm] = home[k];
			fsrc[fm++] = (kl_reg)f->callargs[k].v;
		} else {
			dst[m] = home[k];
			src[m++] = (kl_reg)f->callargs[k].v;
		}
	}
	if (isreg) {
		dst[m] = KL__SCRATCH;
		src[m++] = fnreg;
	}
	kl__parallel_move(f, dst, src, m, -1); /* cycles through xchg: r11 may hold the callee */
	kl__parallel_move(f, fdst, fsrc, fm, KL__FSCRATCH);
	for (int k = 0; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		if (home[k] < 0 || kl__isflt(a->type))
			continue;
		kl_reg r = home[k];
		if (a->isimm)
			kl__x_movimm(f, 1, r, kl__narrow_imm(f, a->type, a->v));
		else if (a->type >= KL_C && a->type <= KL_US)
			kl__t_cv(f, KL_I, a->type, r, r); /* the caller extends narrow arguments */
	}
	kl__x_movimm(f, 0, KL_X86_RAX, nflt); /* al: vector registers used, for variadic callees */
	if (isreg) {
		uint8_t *p = kl__room(f);
		kl__w32(p, kl__x_rex(0, 0, 0, KL__SCRATCH) | KL__X_GRP5 << 8 | kl__x_modrr(KL__X_GRP5_CALL, KL__SCRATCH) << 16);
		f->ip = p + 3;
	} else {
		kl__x86_abs(f, 1, fn);
	}
	if (nstack + pad)
		kl__x_alu_ri(f, 1, KL__X_GRP1_ADD, KL_X86_RSP, 8 * (nstack + pad));
	kl__save_fvars(f, 1);
}
