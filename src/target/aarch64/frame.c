/* frame.c -- finishing an AArch64 function: branches are linked, then the prologue (saves,
 * frame, argument moves) and epilogue, known only now, are written around the body in
 * executable memory.
 *
 *   entry: stp x29, x30, [sp, #-S]! ; mov x29, sp ; stp <saved pairs> ; sub sp, sp, #L
 *          mov <argument moves> ; ldr <stack arguments>
 *          <body: each return is a 2-word slot holding the epilogue or a b to it>
 *          <epilogue: add sp, sp, #L ; ldp <saved> ; ldp x29, x30, [sp], #S ; ret>
 *          <veneers: ldr x16, .+8 ; br x16 ; .quad addr, for absolute targets beyond 128 MiB>
 * Locals sit at sp + [0, L), the saved registers above them, the frame record on top.
 */
#include <string.h>

#include "../../core/internal.h"

#define KL_A_STR_PRE 0xF8000C00u
#define KL_A_LDR_POST 0xF8400400u

/* Emit into a side buffer with the ordinary emitters. */
struct kl__side {
	uint8_t *ip, *limit, *buf;
};
static void kl__side_begin(kl_func *f, struct kl__side *save, uint8_t *buf, size_t cap)
{
	save->ip = f->ip;
	save->limit = f->limit;
	save->buf = f->buf;
	f->ip = f->buf = buf;
	f->limit = buf + cap - KL_MAX_EMIT;
}
static size_t kl__side_end(kl_func *f, struct kl__side *save)
{
	size_t n = (size_t)(f->ip - f->buf);
	f->ip = save->ip;
	f->limit = save->limit;
	f->buf = save->buf;
	return n;
}

/* A conditional branch's inverse: b.cond flips the condition's low bit, cbz/cbnz bit 24. */
static uint32_t kl__invert(uint32_t insn)
{
	if ((insn & 0xFF000010u) == KL_A_BCOND)
		return (insn & ~KL_A_IMM19(0x7FFFF)) ^ 1u;
	return (insn & ~KL_A_IMM19(0x7FFFF)) ^ 0x01000000u;
}

static int kl__link_labels(kl_func *f)
{
	for (uint32_t k = 0; k < f->nfix; k++) {
		struct kl__fixup *x = &f->fix[k];
		if (x->kind != KL__FIX_BCOND && x->kind != KL__FIX_B26)
			continue;
		int32_t pos = f->labels[x->value];
		if (pos < 0) {
			kl__fail(f, KL_ERR_UNPLACED, "label %u is the target of a branch but was never placed",
				 (unsigned)x->value);
			return f->err;
		}
		uint8_t *site = f->buf + x->at;
		int32_t d = (pos - (int32_t)x->at) >> 2;
		uint32_t insn = kl__r32(site);
		if (x->kind == KL__FIX_BCOND && kl__a_fits(d, 19)) {
			kl__w32(site, insn | KL_A_IMM19(d));
		} else if (x->kind == KL__FIX_BCOND) { /* beyond 1 MiB: inverse over a b in the slot */
			if (!kl__a_fits(d - 1, 26))
				goto toofar;
			kl__w32(site, kl__invert(insn) | KL_A_IMM19(2));
			kl__w32(site + 4, KL_A_B | KL_A_IMM26(d - 1));
		} else {
			if (!kl__a_fits(d, 26))
				goto toofar;
			kl__w32(site, insn | KL_A_IMM26(d));
		}
		continue;
	toofar:
		kl__fail(f, KL_ERR_TOOBIG, "branch to label %u beyond 128 MiB", (unsigned)x->value);
		return f->err;
	}
	for (uint32_t k = 0; k < f->ndl; k++)
		if (f->labels[f->dl[k].label] < 0) {
			kl__fail(f, KL_ERR_UNPLACED, "data label %u was never placed", f->dl[k].label);
			return f->err;
		}
	return KL_OK;
}

/* Registers saved besides the frame record, in order; returns their number. */
static int kl__saved(kl_func *f, kl_reg *list, int *record)
{
	uint64_t save = f->used & ~(1ull << KL_A64_SP | 1ull << KL_A64_FP | 1ull << KL_A64_LR);
	*record = !(f->flags & KL_LEAF);
	if (f->flags & KL_SAVE_ALL) {
		save = 0x1FFFFFFFull & ~(1ull << 0 | 1ull << 18 | 1ull << KL_A64_FP); /* x1..x17, x19..x28 */
		*record = 1;
	}
	int n = 0;
	for (kl_reg r = 0; r < 31; r++)
		if (save >> r & 1)
			list[n++] = r;
	return n;
}

/* stp/ldp of list[i], list[i+1] at sp + 8*slot, or str/ldr of the last one */
static void kl__pair(kl_func *f, int load, const kl_reg *list, int i, int n, int slot)
{
	if (i + 1 < n)
		kl__a_put(f, (load ? KL_A_LDP : KL_A_STP) | KL_A_IMM7(slot) | KL_A_RT2(list[i + 1]) |
				     KL_A_RN(KL_A64_SP) | KL_A_RD(list[i]));
	else if (load)
		kl__t_ldi(f, KL_L, list[i], KL_A64_SP, 8 * slot);
	else
		kl__t_sti(f, KL_L, list[i], KL_A64_SP, 8 * slot);
}

int kl__tgt_finish(kl_func *f, struct kl__final *out)
{
	size_t body = (size_t)(f->ip - f->buf);
	int nabs = 0;
	if (kl__link_labels(f))
		return f->err;
	for (uint32_t k = 0; k < f->nfix; k++)
		nabs += f->fix[k].kind == KL__FIX_ABSJMP || f->fix[k].kind == KL__FIX_ABSCALL;

	/* frame: S bytes of saves (frame record first), L bytes of locals, both 16-aligned */
	kl_reg list[32];
	int record;
	int nsave = kl__saved(f, list, &record);
	if (record) { /* x29, x30 lead the list: one pre-indexed stp makes the whole area */
		memmove(list + 2, list, (size_t)nsave * sizeof *list);
		list[0] = KL_A64_FP;
		list[1] = KL_A64_LR;
		nsave += 2;
	}
	uint32_t S = 16u * (((uint32_t)nsave + 1) / 2);
	uint32_t L = (f->localsize + 15) & ~15u;

	uint8_t pro[2048], epi[512];
	struct kl__side sv;
	kl__side_begin(f, &sv, pro, sizeof pro);
	if (nsave >= 2)
		kl__a_put(f, KL_A_STP_PRE | KL_A_IMM7(-(int32_t)S / 8) | KL_A_RT2(list[1]) | KL_A_RN(KL_A64_SP) |
				     KL_A_RD(list[0]));
	else if (nsave == 1)
		kl__a_put(f, KL_A_STR_PRE | KL_A_IMM9(-(int32_t)S) | KL_A_RN(KL_A64_SP) | KL_A_RD(list[0]));
	if (record)
		kl__a_mov(f, 1, KL_A64_FP, KL_A64_SP);
	for (int i = 2; i < nsave; i += 2)
		kl__pair(f, 0, list, i, nsave, i);
	if (L)
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, (uint64_t)0 - L);
	for (int k = 0; k < f->nargs && k < 8; k++)
		kl__a_mov(f, 1, f->argreg[k], (kl_reg)k);
	for (int k = 8; k < f->nargs; k++)
		kl__t_ldi(f, f->argtype[k], f->argreg[k], KL_A64_SP, (int64_t)L + S + 8 * (k - 8));
	size_t prolen = kl__side_end(f, &sv);

	kl__side_begin(f, &sv, epi, sizeof epi);
	if (L)
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, L);
	for (int i = 2; i < nsave; i += 2)
		kl__pair(f, 1, list, i, nsave, i);
	if (nsave >= 2)
		kl__a_put(f, KL_A_LDP_POST | KL_A_IMM7(S / 8) | KL_A_RT2(list[1]) | KL_A_RN(KL_A64_SP) |
				     KL_A_RD(list[0]));
	else if (nsave == 1)
		kl__a_put(f, KL_A_LDR_POST | KL_A_IMM9(S) | KL_A_RN(KL_A64_SP) | KL_A_RD(list[0]));
	kl__a_put(f, KL_A_RET);
	size_t epilen = kl__side_end(f, &sv);
	if (f->err)
		return f->err;

	/* executable memory; veneers 8-aligned so their literal is */
	size_t epiat = prolen + body, ven = (epiat + epilen + 7) & ~(size_t)7;
	size_t size = ven + 16 * (size_t)nabs;
	uint8_t *rw;
	uintptr_t rx = kl__exec_alloc(size, &rw);
	if (!rx) {
		kl__fail(f, KL_ERR_EXEC, "could not map %zu bytes of executable memory", size);
		return f->err;
	}
	memcpy(rw, pro, prolen);
	memcpy(rw + prolen, f->buf, body);
	memcpy(rw + epiat, epi, epilen);
	if (ven > epiat + epilen)
		kl__w32(rw + epiat + epilen, KL_A_NOP);

	/* returns, and absolute targets */
	for (uint32_t k = 0; k < f->nfix; k++) {
		struct kl__fixup *x = &f->fix[k];
		size_t at = prolen + x->at;
		uint8_t *site = rw + at;
		if (x->kind == KL__FIX_EPI) {
			if (epilen <= 8)
				memcpy(site, epi, epilen);
			else
				kl__w32(site, KL_A_B | KL_A_IMM26((int64_t)(epiat - at) >> 2));
		} else if (x->kind == KL__FIX_ABSJMP || x->kind == KL__FIX_ABSCALL) {
			int64_t d = (int64_t)(x->value - (rx + at));
			if ((d & 3) || !kl__a_fits(d >> 2, 26)) { /* out of reach: through a veneer */
				uint8_t *v = rw + ven;
				kl__w32(v, 0x58000000u | KL_A_IMM19(2) | KL_A_RD(KL__SCRATCH)); /* ldr x16, .+8 */
				kl__w32(v + 4, KL_A_BR | KL_A_RN(KL__SCRATCH));
				kl__w64(v + 8, x->value);
				d = (int64_t)(ven - at);
				ven += 16;
			}
			kl__w32(site, kl__r32(site) | KL_A_IMM26(d >> 2));
		}
	}
	out->rw = rw;
	out->rx = rx;
	out->size = ven;
	out->body_at = prolen;
	out->entry = (void *)rx;
	return KL_OK;
}
