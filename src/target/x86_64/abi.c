/* abi.c -- x86-64 System V: registers, where arguments arrive, and how calls are made. */
#include <cpuid.h>

#include "../../core/internal.h"

const char kl__tgt_name[] = "x86_64";

const kl_reg kl__tgt_temps[] = {KL_T0, KL_T1, KL_T2, KL_T3, KL_T4, KL_T5, KL_T6, KL_T7};
const int kl__tgt_ntemps = KL_NT;
const kl_reg kl__tgt_vars[] = {KL_S0, KL_S1, KL_S2, KL_S3, KL_S4, KL_S5};
const int kl__tgt_nvars = KL_NS;

const char *const kl__tgt_regnames[KL_NREGS] = {"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
						 "r8",  "r9",  "r10", "r11", "r12", "r13", "r14", "r15"};

static const kl_reg kl__argregs[6] = {KL_X86_RDI, KL_X86_RSI, KL_X86_RDX, KL_X86_RCX, KL_X86_R8, KL_X86_R9};

const kl_reg kl__tgt_ftemps[] = {KL_FT0, KL_FT1, KL_FT2, KL_FT3, KL_FT4, KL_FT5, KL_FT6, KL_FT7};
const int kl__tgt_nftemps = KL_NFT;
const kl_reg kl__tgt_fvars[] = {KL_FS0, KL_FS1, KL_FS2, KL_FS3, KL_FS4, KL_FS5, KL_FS6};
const int kl__tgt_nfvars = KL_NFS;
const char *const kl__tgt_fregnames[32] = {"xmm0", "xmm1", "xmm2",  "xmm3",  "xmm4",  "xmm5",  "xmm6",  "xmm7",
					   "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15"};
int kl__tgt_freg_ok(kl_reg r) { return r >= KL_XMM(0) && r < KL_XMM(15); }

static int kl__isflt(int t) { return t == KL_F || t == KL_D; }

int kl__x86_bmi2;

void kl__tgt_init(void)
{
	unsigned a, b, c, d;
	if (__get_cpuid_count(7, 0, &a, &b, &c, &d)) {
		kl__x86_bmi2 = (b >> 8) & 1;
		kl__x86_bmi1 = (b >> 3) & 1;
	}
	if (__get_cpuid(1, &a, &b, &c, &d))
		kl__x86_popcnt = (c >> 23) & 1;
	if (__get_cpuid(0x80000001, &a, &b, &c, &d))
		kl__x86_lzcnt = (c >> 5) & 1;
}

int kl__tgt_reg_ok(kl_reg r) { return r >= 0 && r < KL_NREGS && r != KL_X86_RSP && r != KL__SCRATCH; }

/* Where argument k arrives: an integer register (rdi..r9), a float one (xmm0-7) or, counting
 * in argument order, a stack slot.  Returns the register, or -1 and *slot. */
int kl__x86_arg_home(const signed char *types, int n, int k, int *slot)
{
	int ni = 0, nf = 0, ns = 0;
	for (int j = 0; j <= k && j < n; j++) {
		int r;
		if (kl__isflt(types[j]))
			r = nf < 8 ? KL_XMM(nf++) : -1;
		else
			r = ni < 6 ? kl__argregs[ni++] : -1;
		if (j == k) {
			*slot = r < 0 ? ns : -1;
			return r;
		}
		if (r < 0)
			ns++;
	}
	return -1;
}

int kl__tgt_begin(kl_func *f, kl_reg *args)
{
	int leaf = (f->flags & KL_LEAF) != 0;
	int home[64], slot;
	for (int k = 0; k < f->nargs; k++) { /* live argument registers are not free */
		home[k] = kl__x86_arg_home(f->argtype, f->nargs, k, &slot);
		if (home[k] >= 0)
			kl__pool_remove(f, home[k]);
	}
	/* registers first (their values move in the prologue, before stack arguments load) */
	for (int pass = 0; pass < 2; pass++) {
		for (int k = 0; k < f->nargs; k++) {
			if ((home[k] >= 0) != (pass == 0))
				continue;
			int flt = kl__isflt(f->argtype[k]);
			kl_reg r;
			int ty = flt ? f->argtype[k] : KL_L;
			if (home[k] >= 0 && (leaf || !kl_getreg(f, &r, ty, KL_VAR))) {
				r = home[k]; /* leaf, or no variable left: it stays where it arrived */
			} else if (home[k] < 0 && !kl_getreg(f, &r, ty, leaf ? KL_TEMP : KL_VAR) &&
				   !kl_getreg(f, &r, ty, KL_TEMP)) {
				kl__fail(f, KL_ERR_REGS, "no register left for argument %d of %d", k + 1, f->nargs);
				return f->err;
			}
			f->argreg[k] = r;
			args[k] = r;
		}
		if (pass == 0) /* argument registers whose values moved elsewhere are free again */
			for (int k = 0; k < f->nargs; k++)
				if (home[k] >= 0 && f->argreg[k] != home[k])
					kl_putreg(f, home[k], f->argtype[k]);
	}
	return KL_OK;
}

/* ---- calls ---------------------------------------------------------------------------------- */
static void kl__push_reg(kl_func *f, kl_reg r)
{
	uint8_t *p = kl__room(f);
	kl__w16(p, kl__x_rex(0, 0, 0, r) | (0x50u + ((uint32_t)r & 7)) << 8);
	f->ip = p + 2;
}

static void kl__push_imm(kl_func *f, int64_t v)
{
	if (kl__fits32(v)) {
		uint8_t *p = kl__room(f);
		kl__w64(p, 0x68u | (uint64_t)(uint32_t)v << 8);
		f->ip = p + 5;
	} else {
		kl__x_movimm(f, 1, KL__SCRATCH, v);
		kl__push_reg(f, KL__SCRATCH);
	}
}

static int64_t kl__narrow_imm(int type, int64_t v)
{
	switch (type) {
	case KL_C: return (int8_t)v;
	case KL_UC: return (uint8_t)v;
	case KL_S: return (int16_t)v;
	case KL_US: return (uint16_t)v;
	case KL_I: return (int32_t)v;
	case KL_U: return (uint32_t)v;
	default: return v;
	}
}

/* Move n registers at once: dst[k] <- src[k], dsts distinct.  Cycles are broken with xchg. */
static void kl__parallel_move(kl_func *f, kl_reg *dst, kl_reg *src, int n)
{
	while (n > 0) {
		int progress = 0;
		for (int k = 0; k < n; k++) {
			int blocked = 0;
			for (int j = 0; j < n && !blocked; j++)
				blocked = j != k && src[j] == dst[k];
			if (blocked)
				continue;
			kl__x_mov(f, 1, dst[k], src[k]);
			dst[k] = dst[n - 1];
			src[k] = src[n - 1];
			n--;
			k--;
			progress = 1;
		}
		if (!progress) { /* every destination is still needed: a cycle */
			kl_reg d = dst[0], s = src[0];
			kl__x_rr(f, 1, 0x87, s, d); /* xchg d, s */
			dst[0] = dst[n - 1];
			src[0] = src[n - 1];
			n--;
			for (int j = 0; j < n; j++) {
				if (src[j] == s)
					src[j] = d;
				else if (src[j] == d)
					src[j] = s;
			}
		}
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
		if (live >> k & 1) {
			if (restore)
				kl__x_memop_slow(f, 0xF2, 0, 0x100F, 2, KL_FS0 + k, KL_X86_RSP, 0, f->fsave + 8 * k);
			else
				kl__x_memop_slow(f, 0xF2, 0, 0x110F, 2, KL_FS0 + k, KL_X86_RSP, 0, f->fsave + 8 * k);
		}
}

/* Parallel moves among float registers; cycles go through xmm15. */
static void kl__fparallel_move(kl_func *f, kl_reg *dst, kl_reg *src, int n)
{
	while (n > 0) {
		int progress = 0;
		for (int k = 0; k < n; k++) {
			int blocked = 0;
			for (int j = 0; j < n && !blocked; j++)
				blocked = j != k && src[j] == dst[k];
			if (blocked)
				continue;
			kl__x_fmov(f, dst[k], src[k]);
			dst[k] = dst[n - 1];
			src[k] = src[n - 1];
			n--;
			k--;
			progress = 1;
		}
		if (!progress) { /* a cycle: park one source in the scratch register */
			kl__x_fmov(f, KL__FSCRATCH, src[0]);
			for (int j = 1; j < n; j++)
				if (src[j] == src[0])
					src[j] = KL__FSCRATCH;
			src[0] = KL__FSCRATCH;
		}
	}
}

void kl__tgt_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	(void)rettype;
	int n = f->ncallargs;
	signed char types[64];
	int home[64], slot[64], nstack = 0, nflt = 0;
	for (int k = 0; k < n; k++)
		types[k] = (signed char)f->callargs[k].type;
	for (int k = 0; k < n; k++) {
		home[k] = kl__x86_arg_home(types, n, k, &slot[k]);
		if (home[k] < 0)
			nstack++;
		else if (kl__isflt(types[k]))
			nflt++;
	}
	kl__save_fvars(f, 0);
	int pad = nstack & 1;
	if (pad)
		kl__x_alu_ri(f, 1, 5, KL_X86_RSP, 8); /* sub rsp, 8: keep rsp 16-aligned at the call */
	for (int k = n - 1; k >= 0; k--) {
		struct kl__callarg *a = &f->callargs[k];
		if (home[k] >= 0)
			continue;
		if (kl__isflt(a->type)) { /* sub rsp, 8; movsd [rsp], x */
			kl__x_alu_ri(f, 1, 5, KL_X86_RSP, 8);
			kl__x_memop_slow(f, a->type == KL_F ? 0xF3 : 0xF2, 0, 0x110F, 2, (kl_reg)a->v, KL_X86_RSP, 0, 0);
		} else if (a->isimm) {
			kl__push_imm(f, kl__narrow_imm(a->type, a->v));
		} else {
			kl__push_reg(f, (kl_reg)a->v);
		}
	}
	kl_reg dst[8], src[8], fdst[8], fsrc[8];
	int m = 0, fm = 0;
	for (int k = 0; k < n; k++) {
		if (home[k] < 0 || f->callargs[k].isimm)
			continue;
		if (kl__isflt(types[k])) {
			fdst[fm] = home[k];
			fsrc[fm] = (kl_reg)f->callargs[k].v;
			if (fdst[fm] != fsrc[fm])
				fm++;
		} else {
			dst[m] = home[k];
			src[m] = (kl_reg)f->callargs[k].v;
			if (dst[m] != src[m])
				m++;
		}
	}
	if (isreg) {
		dst[m] = KL__SCRATCH;
		src[m++] = fnreg;
	}
	kl__parallel_move(f, dst, src, m);
	kl__fparallel_move(f, fdst, fsrc, fm);
	for (int k = 0; k < n; k++) {
		struct kl__callarg *a = &f->callargs[k];
		if (home[k] < 0 || kl__isflt(a->type))
			continue;
		kl_reg r = home[k];
		if (a->isimm)
			kl__x_movimm(f, 1, r, kl__narrow_imm(a->type, a->v));
		else if (a->type >= KL_C && a->type <= KL_US)
			kl__t_cv(f, KL_I, a->type, r, r); /* the caller extends narrow arguments */
	}
	kl__x_movimm(f, 0, KL_X86_RAX, nflt); /* al: vector registers used, for variadic callees */
	if (isreg) {
		uint8_t *p = kl__room(f);
		kl__w32(p, 0xD3FF41u); /* call r11 */
		f->ip = p + 3;
	} else {
		kl__x86_abs(f, 1, fn);
	}
	if (nstack + pad)
		kl__x_alu_ri(f, 1, 0, KL_X86_RSP, 8 * (nstack + pad)); /* add rsp, n */
	kl__save_fvars(f, 1);
}
