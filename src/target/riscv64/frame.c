/* frame.c -- finishing a RISC-V 64 function: branch slots are rewritten for their distance, then
 * the prologue (frame, saves, argument moves) and epilogue, known only now, are written around
 * the body in executable memory.
 *
 *   entry: addi sp, -F ; sd/fsd <saved> ; mv/fmv/ld/fld <arguments>   (F = locals + saves, 16-aligned)
 *          <body: each return is an 8-byte slot holding the epilogue or a jump to it>
 *          <epilogue: ld/fld <saved> ; addi sp, F ; ret>     (also reached by falling off the end)
 *          <literals: addresses of absolute jumps beyond 2 GiB>
 *          <constant pool: 8-byte float constants (setd), reached by auipc t5 + fld>
 * Frames beyond 2 KiB are made in two steps (saves first, then locals through t5), so that
 * KL_SAVE_ALL has saved t5 before the prologue uses it.
 */
#include <string.h>

#include "../../core/internal.h"

int kl__rv_arg_homes(const signed char *types, int n, kl_reg *home, int *slot); /* abi.c */

/* ---- slots rewritten once distances are known (kl__rv_branch_far uses the first too) ---------- */
/* 12 bytes at p: the branch itself when it reaches, else the opposite branch over a jal or over
 * auipc+jalr (t5).  d is from p. */
void kl__rv_patch_br(uint8_t *p, uint32_t br, int64_t d)
{
	uint32_t inv = (br ^ KL_RV_BINV) | KL_RV_IMM_B(12);
	if (kl__rv_fitsb(d)) {
		kl__rv_w32(p, br | KL_RV_IMM_B(d));
		kl__rv_w32(p + 4, KL_RV_NOP);
		kl__rv_w32(p + 8, KL_RV_NOP);
	} else if (kl__rv_fitsj(d - 4)) {
		kl__rv_w32(p, inv);
		kl__rv_w32(p + 4, KL_RV_J(KL_RV_JAL, KL_ZERO, d - 4));
		kl__rv_w32(p + 8, KL_RV_NOP);
	} else {
		kl__rv_w32(p, inv);
		kl__rv_w32(p + 4, KL_RV_U(KL_RV_AUIPC, KL__SCRATCH, kl__rv_hi20(d - 4)));
		kl__rv_w32(p + 8, KL_RV_I(KL_RV_JALR, KL_ZERO, KL__SCRATCH, kl__rv_lo12(d - 4)));
	}
}

/* 8 bytes at p: jal when it reaches, else auipc t5 + jalr link. */
void kl__rv_patch_j(uint8_t *p, kl_reg link, int64_t d)
{
	if (kl__rv_fitsj(d)) {
		kl__rv_w32(p, KL_RV_J(KL_RV_JAL, link, d));
		kl__rv_w32(p + 4, KL_RV_NOP);
	} else {
		kl__rv_w32(p, KL_RV_U(KL_RV_AUIPC, KL__SCRATCH, kl__rv_hi20(d)));
		kl__rv_w32(p + 4, KL_RV_I(KL_RV_JALR, link, KL__SCRATCH, kl__rv_lo12(d)));
	}
}

/* a stack argument into its register, for kl__abi_prologue_args */
static void kl__load_arg(kl_func *f, int t, kl_reg rd, int64_t off)
{
	if (kl__isflt(t))
		kl__t_fldi(f, t, rd, KL_RV_SP, off);
	else
		kl__t_ldi(f, t, rd, KL_RV_SP, off);
}

static int kl__unplaced(kl_func *f, uint64_t l)
{
	kl__fail(f, KL_ERR_UNPLACED, "label %u is the target of a branch but was never placed", (unsigned)l);
	return f->err;
}

int kl__rv_finish(kl_func *f, struct kl__final *out)
{
	size_t body = (size_t)(f->ip - f->buf);
	int nabs = 0;

	/* 1. branches and jumps to labels */
	for (uint32_t k = 0; k < f->nfix; k++) {
		struct kl__fixup *x = &f->fix[k];
		uint8_t *site = f->buf + x->at;
		if (x->kind == KL__FIX_BR || x->kind == KL__FIX_J) {
			int32_t pos = f->labels[x->value - f->labtag];
			if (pos < 0)
				return kl__unplaced(f, x->value);
			int64_t d = (int64_t)pos - (int64_t)x->at;
			if (x->kind == KL__FIX_BR)
				kl__rv_patch_br(site, kl__r32(site), d);
			else
				kl__rv_patch_j(site, (kl_reg)(kl__r32(site) >> 7 & 31), d);
		} else if (x->kind == KL__FIX_ABS) {
			nabs++;
		}
	}
	for (uint32_t k = 0; k < f->ndl; k++)
		if (f->labels[f->dl[k].label - f->labtag] < 0) {
			kl__fail(f, KL_ERR_UNPLACED, "data label %u was never placed", f->dl[k].label);
			return f->err;
		}
	if (f->image && nabs) {
		kl__fail(f, KL_ERR_STATE, "a jump or call to an absolute address cannot be placed in an image");
		return f->err;
	}

	/* 2. frame: locals at sp, saved registers above them */
	uint64_t save = f->used & 0xFFFFFFFFull;
	uint64_t fsave = f->used & KL__RV_FSAVED; /* fs0-fs11 that the body writes */
	if (!(f->flags & KL_LEAF))
		save |= 1ull << KL_RV_RA;
	if (f->flags & KL_SAVE_ALL)
		save = 0xFFFFFFFFull & ~0x1Full & ~(1ull << KL_RV_A0);
	save &= ~((1ull << KL_RV_ZERO) | (1ull << KL_RV_SP) | (1ull << KL_RV_GP) | (1ull << KL_RV_TP));
	if (f->flags & KL_SAVE_ALL)
		save |= 1ull << KL_RV_RA;
	int nsave = kl__popcount(save) + kl__popcount(fsave);
	int64_t locals = ((int64_t)f->localsize + 15) & ~15;
	int64_t saves = (8 * nsave + 15) & ~15;
	int64_t frame = locals + saves;
	int onestep = frame <= 2048;
	int64_t saveat = onestep ? locals : 0; /* offset of the save area after its step */

	/* 3. prologue and epilogue, built with the ordinary emitters in side buffers */
	_Alignas(8) uint8_t pro[4096];
	_Alignas(8) uint8_t epi[512];
	struct kl__side sv;
	kl__side_begin(f, &sv, pro, sizeof pro);
	if (frame)
		kl__t_addi(f, KL_L, KL_RV_SP, KL_RV_SP, onestep ? -frame : -saves);
	int nis = 0;
	for (kl_reg r = 0; r < 32; r++)
		if (save >> r & 1)
			kl__t_sti(f, KL_L, r, KL_RV_SP, saveat + 8 * nis++);
	for (kl_reg r = KL_FREG0, i = nis; r < KL_FREG0 + 32; r++)
		if (fsave >> r & 1)
			kl__t_fsti(f, KL_D, r, KL_RV_SP, saveat + 8 * i++);
	if (!onestep)
		kl__t_addi(f, KL_L, KL_RV_SP, KL_RV_SP, -locals);
	kl__abi_prologue_args(f, frame, kl__load_arg);
	size_t prolen = kl__side_end(f, &sv);

	kl__side_begin(f, &sv, epi, sizeof epi);
	if (!onestep)
		kl__t_addi(f, KL_L, KL_RV_SP, KL_RV_SP, locals);
	for (kl_reg r = 0, i = 0; r < 32; r++)
		if (save >> r & 1)
			kl__t_ldi(f, KL_L, r, KL_RV_SP, saveat + 8 * i++);
	for (kl_reg r = KL_FREG0, i = nis; r < KL_FREG0 + 32; r++)
		if (fsave >> r & 1)
			kl__t_fldi(f, KL_D, r, KL_RV_SP, saveat + 8 * i++);
	if (frame)
		kl__t_addi(f, KL_L, KL_RV_SP, KL_RV_SP, onestep ? frame : saves);
	kl__t_jp(f, KL_RV_RA); /* ret */
	size_t epilen = kl__side_end(f, &sv);
	if (f->err)
		return f->err;

	/* 4. executable memory; literals 8-aligned after the epilogue, then the constant pool */
	size_t epiat = prolen + body;
	size_t litat = (epiat + epilen + 7) & ~(size_t)7;
	size_t poolat = litat + 8 * (size_t)nabs;
	size_t size = poolat + 8 * (size_t)f->npool;
	uint8_t *rw;
	uintptr_t rx = kl__code_alloc(f, size, &rw);
	if (!rw)
		return f->err;
	memcpy(rw, pro, prolen);
	memcpy(rw + prolen, f->buf, body);
	memcpy(rw + epiat, epi, epilen);
	memset(rw + epiat + epilen, 0, poolat - (epiat + epilen));
	if (f->npool)
		memcpy(rw + poolat, f->pool, 8 * (size_t)f->npool);

	/* 5. returns, and absolute targets */
	size_t lit = litat;
	for (uint32_t k = 0; k < f->nfix; k++) {
		struct kl__fixup *x = &f->fix[k];
		size_t at = prolen + x->at;
		uint8_t *site = rw + at;
		if (x->kind == KL__FIX_POOL) { /* auipc t5, hi; fld rd, lo(t5) */
			int64_t d = (int64_t)(poolat + 8 * x->value) - (int64_t)at;
			kl__w32(site, kl__r32(site) | KL_RV_IMM_U(kl__rv_hi20(d)));
			kl__w32(site + 4, kl__r32(site + 4) | KL_RV_IMM_I(kl__rv_lo12(d)));
		} else if (x->kind == KL__FIX_EPI) {
			if (epilen <= KL__RV_EPISLOT)
				memcpy(site, epi, epilen);
			else
				kl__rv_patch_j(site, KL_ZERO, (int64_t)epiat - (int64_t)at);
		} else if (x->kind == KL__FIX_ABS) {
			kl_reg link = (kl_reg)(kl__r32(site) >> 7 & 31);
			int64_t d = (int64_t)(x->value - (rx + at));
			if (kl__fits32((int64_t)((uint64_t)d + 0x800))) {
				kl__w32(site, KL_RV_U(KL_RV_AUIPC, KL__SCRATCH, kl__rv_hi20(d)));
				kl__w32(site + 4, KL_RV_I(KL_RV_JALR, link, KL__SCRATCH, kl__rv_lo12(d)));
				kl__w32(site + 8, KL_RV_NOP);
			} else { /* out of reach: through a literal */
				int64_t dl = (int64_t)lit - (int64_t)at;
				kl__w64(rw + lit, x->value);
				lit += 8;
				kl__w32(site, KL_RV_U(KL_RV_AUIPC, KL__SCRATCH, kl__rv_hi20(dl)));
				kl__w32(site + 4, KL_RV_I(KL_RV_LD, KL__SCRATCH, KL__SCRATCH, kl__rv_lo12(dl)));
				kl__w32(site + 8, KL_RV_I(KL_RV_JALR, link, KL__SCRATCH, 0));
			}
		}
	}
	out->rw = rw;
	out->rx = rx;
	out->size = size;
	out->body_at = prolen;
	out->entry = (void *)rx;
	return KL_OK;
}
