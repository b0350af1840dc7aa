/* frame.c -- finishing an x86-64 function: branches are linked, then the prologue (saves,
 * frame, argument moves) and epilogue, known only now, are written around the body in
 * executable memory.
 *
 *   entry: push <saved> ; sub rsp, F ; mov <argument moves and stack-argument loads>
 *          <body: each return is an 8-byte slot holding the epilogue or a jump to it>
 *          <epilogue: add rsp, F ; pop <saved> ; ret>      (also reached by falling off the end)
 *          <veneers: jmp [rip]; .quad addr, for absolute targets beyond rel32>
 */
#include <string.h>

#include "../../core/internal.h"

#define KL__X_ALLREGS ((1u << KL_NREGS) - 1) /* rax .. r15 */

/* a stack argument into its register, for kl__abi_prologue_args */
static void kl__load_arg(kl_func *f, int t, kl_reg rd, int64_t off)
{
	if (kl__isflt(t))
		kl__x_memop_slow(f, kl__x_fpfx(t), 0, KL__X_OP0F(KL__X_0F_MOVU_LD), 2, rd, KL_X86_RSP, 0, off);
	else
		kl__x_ld(f, t, rd, KL_X86_RSP, 0, off);
}

int kl__x86_finish(kl_func *f, struct kl__final *out)
{
	size_t body = (size_t)(f->ip - f->buf);
	int nabs = 0;

	/* 1. branches to labels */
	for (uint32_t k = 0; k < f->nfix; k++) {
		struct kl__fixup *x = &f->fix[k];
		if (x->kind == KL__FIX_REL32) {
			int32_t pos = f->labels[x->value - f->labtag];
			if (pos < 0) {
				kl__fail(f, KL_ERR_UNPLACED, "label %u is the target of a branch but was never placed",
					 (unsigned)x->value);
				return f->err;
			}
			kl__w32(f->buf + x->at, (uint32_t)(pos - (int32_t)(x->at + 4)));
		} else if (x->kind == KL__FIX_ABSJMP || x->kind == KL__FIX_ABSCALL) {
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

	/* 2. frame: saved registers, then locals; rsp 16-aligned in the body when it calls */
	uint64_t save = f->used;
	if (f->flags & KL_SAVE_ALL)
		save = KL__X_ALLREGS & ~(1u << KL_X86_RSP) & ~(1u << KL_X86_RAX);
	save &= KL__X_ALLREGS & ~(1ull << KL_X86_RSP);
	int nsave = kl__popcount(save);
	uint32_t frame = (f->localsize + 15) & ~15u;
	/* KL_SAVE_ALL: the 16 xmm registers too (kiln's float code and the C it calls may change any
	 * of them), whole, in 256 bytes above the locals */
	uint32_t xsave = frame, nx = (f->flags & KL_SAVE_ALL) ? 16 : 0;
	frame += 16 * nx;
	if (!(f->flags & KL_LEAF) || frame)
		if ((8 + 8 * (uint32_t)nsave + frame) % 16)
			frame += 8;

	/* 3. prologue and epilogue, built with the ordinary emitters in side buffers */
	/* side buffers: room checks guarantee KL_MAX_EMIT bytes, so each holds its longest content
	 * plus KL_MAX_EMIT (epilogue: 16 xmm loads of up to 10 bytes; add rsp, imm32; 15 pops; ret:
	 * 198 bytes) */
	uint8_t pro[1536], epi[512];
	struct kl__side sv;
	kl__side_begin(f, &sv, pro, sizeof pro);
	for (uint64_t m = save; m; m &= m - 1) { /* push, lowest register first */
		kl_reg r = __builtin_ctzll(m);
		uint8_t *p = kl__room(f);
		kl__w16(p, kl__x_rex(0, 0, 0, r) | (KL__X_PUSH + KL__X_RM(r)) << 8);
		f->ip = p + 2;
	}
	if (frame)
		kl__x_alu_ri(f, 1, KL__X_GRP1_SUB, KL_X86_RSP, (int32_t)frame);
	for (uint32_t k = 0; k < nx; k++) /* movups [rsp + xsave + 16k], xmm<k> */
		kl__x_memop_slow(f, 0, 0, KL__X_OP0F(KL__X_0F_MOVU_ST), 2, KL_XMM(k), KL_X86_RSP, 0, xsave + 16 * k);
	kl__abi_prologue_args(f, (int64_t)frame + 8 * nsave + 8, kl__load_arg);
	size_t prolen = kl__side_end(f, &sv);

	kl__side_begin(f, &sv, epi, sizeof epi);
	for (uint32_t k = 0; k < nx; k++) /* movups xmm<k>, [rsp + xsave + 16k] */
		kl__x_memop_slow(f, 0, 0, KL__X_OP0F(KL__X_0F_MOVU_LD), 2, KL_XMM(k), KL_X86_RSP, 0, xsave + 16 * k);
	if (frame)
		kl__x_alu_ri(f, 1, KL__X_GRP1_ADD, KL_X86_RSP, (int32_t)frame);
	for (uint64_t m = save; m; m &= ~(1ull << (63 - __builtin_clzll(m)))) { /* pop, highest first */
		kl_reg r = 63 - __builtin_clzll(m);
		uint8_t *p = kl__room(f);
		kl__w16(p, kl__x_rex(0, 0, 0, r) | (KL__X_POP + KL__X_RM(r)) << 8);
		f->ip = p + 2;
	}
	{
		uint8_t *p = kl__room(f);
		p[0] = KL__X_RET;
		f->ip = p + 1;
	}
	size_t epilen = kl__side_end(f, &sv);

	/* 4. executable memory: code, veneers, then the constant pool (8-byte aligned) */
	size_t size = prolen + body + epilen + 14 * (size_t)nabs + 8 + 8 * (size_t)f->npool;
	uint8_t *rw;
	uintptr_t rx = kl__code_alloc(f, size, &rw);
	if (!rw)
		return f->err;
	memcpy(rw, pro, prolen);
	memcpy(rw + prolen, f->buf, body);
	size_t epiat = prolen + body;
	memcpy(rw + epiat, epi, epilen);
	size_t ven = epiat + epilen;

	/* 5. returns, absolute targets and the constant pool (8-byte aligned after the veneers) */
	size_t pool = (ven + 14 * (size_t)nabs + 7) & ~(size_t)7;
	for (uint32_t k = 0; k < f->nfix; k++) {
		struct kl__fixup *x = &f->fix[k];
		uint8_t *site = rw + prolen + x->at;
		if (x->kind == KL__FIX_POOL) {
			kl__w32(site, (uint32_t)(int32_t)((int64_t)(pool + 8 * x->value) - (int64_t)(prolen + x->at + 4)));
		} else if (x->kind == KL__FIX_EPI) {
			if (epilen <= 8) {
				memcpy(site, epi, epilen);
			} else {
				site[0] = KL__X_JMP32;
				kl__w32(site + 1, (uint32_t)(int32_t)((int64_t)epiat - (int64_t)(prolen + x->at + 5)));
			}
		} else if (x->kind == KL__FIX_ABSJMP || x->kind == KL__FIX_ABSCALL) {
			uintptr_t next = rx + prolen + x->at + 4;
			int64_t d = (int64_t)(x->value - next);
			if (!kl__fits32(d)) { /* out of reach: through a veneer */
				uint8_t *v = rw + ven;
				kl__w16(v, KL__X_BYTES2(KL__X_GRP5, KL__X_MODRM(KL__X_MOD_MEM, KL__X_GRP5_JMP, KL__X_RM_BP))); /* jmp [rip + 0] */
				kl__w32(v + 2, 0);
				kl__w64(v + 6, x->value);
				d = (int64_t)(rx + ven) - (int64_t)next;
				ven += 14;
			}
			kl__w32(site, (uint32_t)(int32_t)d);
		}
	}
	memset(rw + ven, KL__X_INT3, pool - ven); /* unused veneer slots and the padding */
	if (f->npool)
		memcpy(rw + pool, f->pool, 8 * (size_t)f->npool);
	out->rw = rw;
	out->rx = rx;
	out->size = pool + 8 * (size_t)f->npool;
	out->body_at = prolen;
	out->entry = (void *)rx;
	return KL_OK;
}
