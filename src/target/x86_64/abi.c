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

int kl__tgt_begin(kl_func *f, kl_reg *args)
{
	int leaf = (f->flags & KL_LEAF) != 0;
	int nreg = f->nargs < 6 ? f->nargs : 6;
	for (int k = 0; k < nreg; k++) /* live argument registers are not free */
		kl__pool_remove(f, kl__argregs[k]);
	for (int k = 0; k < f->nargs; k++) {
		kl_reg r;
		if (k == nreg) /* registers whose arguments moved elsewhere are free again */
			for (int j = 0; j < nreg; j++)
				if (f->argreg[j] != kl__argregs[j])
					kl_putreg(f, kl__argregs[j], KL_L);
		if (leaf && k < 6) {
			r = kl__argregs[k];
		} else if (!kl_getreg(f, &r, KL_L, leaf ? KL_TEMP : KL_VAR) && !kl_getreg(f, &r, KL_L, KL_TEMP)) {
			kl__fail(f, KL_ERR_REGS, "no register left for argument %d of %d", k + 1, f->nargs);
			return f->err;
		}
		f->argreg[k] = r;
		args[k] = r;
	}
	if (f->nargs <= 6)
		for (int j = 0; j < nreg; j++)
			if (f->argreg[j] != kl__argregs[j])
				kl_putreg(f, kl__argregs[j], KL_L);
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

void kl__tgt_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	(void)rettype;
	int n = f->ncallargs;
	int nstack = n > 6 ? n - 6 : 0;
	int pad = nstack & 1;
	if (pad)
		kl__x_alu_ri(f, 1, 5, KL_X86_RSP, 8); /* sub rsp, 8: keep rsp 16-aligned at the call */
	for (int k = n - 1; k >= 6; k--) {
		struct kl__callarg *a = &f->callargs[k];
		if (a->isimm)
			kl__push_imm(f, kl__narrow_imm(a->type, a->v));
		else
			kl__push_reg(f, (kl_reg)a->v);
	}
	kl_reg dst[7], src[7];
	int m = 0;
	for (int k = 0; k < n && k < 6; k++)
		if (!f->callargs[k].isimm) {
			dst[m] = kl__argregs[k];
			src[m] = (kl_reg)f->callargs[k].v;
			if (dst[m] != src[m])
				m++;
		}
	if (isreg) {
		dst[m] = KL__SCRATCH;
		src[m++] = fnreg;
	}
	kl__parallel_move(f, dst, src, m);
	for (int k = 0; k < n && k < 6; k++) {
		struct kl__callarg *a = &f->callargs[k];
		kl_reg r = kl__argregs[k];
		if (a->isimm)
			kl__x_movimm(f, 1, r, kl__narrow_imm(a->type, a->v));
		else if (a->type >= KL_C && a->type <= KL_US)
			kl__t_cv(f, KL_I, a->type, r, r); /* the caller extends narrow arguments */
	}
	kl__x_movimm(f, 0, KL_X86_RAX, 0); /* al: no vector registers, for variadic callees */
	if (isreg) {
		uint8_t *p = kl__room(f);
		kl__w32(p, 0xD3FF41u); /* call r11 */
		f->ip = p + 3;
	} else {
		kl__x86_abs(f, 1, fn);
	}
	if (nstack + pad)
		kl__x_alu_ri(f, 1, 0, KL_X86_RSP, 8 * (nstack + pad)); /* add rsp, n */
}
