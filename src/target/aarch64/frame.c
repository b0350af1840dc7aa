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
#define KL_A_V 0x04000000u      /* str/ldr x -> str/ldr d (pre/post-indexed) */
#define KL_A_PAIR_D 0xC4000000u /* stp/ldp x -> stp/ldp d (any form), by xor */
#define KL_A_PAIR_Q 0x04000000u /* stp/ldp x -> stp/ldp q (any form; offsets scaled by 16), by xor */
#define KL_A_STR_Q 0x3D800000u  /* str q, [xn, #imm12*16] */
#define KL_A_LDR_Q 0x3DC00000u
#define KL_A_STR_Q_PRE 0x3C800C00u
#define KL_A_LDR_Q_POST 0x3CC00400u
#define KL_A_ADRP 0x90000000u

/* a stack argument into its register, for kl__abi_prologue_args */
static void kl__load_arg(kl_func *f, int t, kl_reg rd, int64_t off)
{
	if (kl__isflt(t))
		kl__t_fldi(f, t, rd, KL_A64_SP, off);
	else
		kl__t_ldi(f, t, rd, KL_A64_SP, off);
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
		int32_t pos = f->labels[x->value - f->labtag];
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
		if (f->labels[f->dl[k].label - f->labtag] < 0) {
			kl__fail(f, KL_ERR_UNPLACED, "data label %u was never placed", f->dl[k].label);
			return f->err;
		}
	return KL_OK;
}

/* Registers saved besides the frame record, in order; returns their number.  The float ones
 * (hardware numbers) go to flist, *nf of them: v8-v15 where the body writes them (their low 64
 * bits are callee-saved), and for KL_SAVE_ALL every float register it writes but v0, and all
 * the caller-saved ones when it makes calls.  Normally only the low 64 bits (what AAPCS64
 * preserves); for KL_SAVE_ALL the whole 128-bit q registers, since the C code such a function
 * calls may change their upper halves (x86-64 saves whole xmm registers likewise). */
static int kl__saved(kl_func *f, kl_reg *list, int *record, kl_reg *flist, int *nf)
{
	uint64_t save = f->used & ~(1ull << KL_A64_SP | 1ull << KL_A64_FP | 1ull << KL_A64_LR);
	uint32_t fsave = (uint32_t)(f->used >> KL_FREG0) & 0xFF00u;
	*record = !(f->flags & KL_LEAF);
	if (f->flags & KL_SAVE_ALL) {
		save = 0x1FFFFFFFull & ~(1ull << 0 | 1ull << 18 | 1ull << KL_A64_FP); /* x1..x17, x19..x28 */
		*record = 1;
		fsave = (uint32_t)(f->used >> KL_FREG0) | (f->flags & KL_LEAF ? 0u : 0xFFFF00FFu);
		fsave &= ~1u;
	}
	int n = 0;
	for (kl_reg r = 0; r < 31; r++)
		if (save >> r & 1)
			list[n++] = r;
	*nf = 0;
	for (kl_reg r = 0; r < 32; r++)
		if (fsave >> r & 1)
			flist[(*nf)++] = r;
	return n;
}

/* A save unit: a pair (r1 >= 0) or one register at sp + 8*slot; fl: 0 x registers, 1 d
 * registers, 2 q registers (two slots each). */
struct kl__unit {
	kl_reg r0, r1;
	int fl, slot;
};
static int kl__units(struct kl__unit *u, const kl_reg *list, int n, int fl, int slot)
{
	int m = 0;
	for (int i = 0; i < n; i += 2, slot += fl == 2 ? 4 : 2, m++) {
		u[m].r0 = list[i];
		u[m].r1 = i + 1 < n ? list[i + 1] : -1;
		u[m].fl = fl;
		u[m].slot = slot;
	}
	return m;
}
/* stp/ldp or str/ldr of a unit; with S, the first unit's pre-indexed store that makes the save
 * area (sp -= S) or post-indexed load that frees it */
static void kl__unit(kl_func *f, int load, const struct kl__unit *u, int32_t S)
{
	uint32_t pairfl = u->fl == 2 ? KL_A_PAIR_Q : u->fl ? KL_A_PAIR_D : 0u, regs = KL_A_RN(KL_A64_SP) | KL_A_RD(u->r0);
	int scale = u->fl == 2 ? 16 : 8; /* bytes per unit of a pair's offset */
	if (u->r1 >= 0 && S)
		kl__a_put(f, ((load ? KL_A_LDP_POST | KL_A_IMM7(S / scale) : KL_A_STP_PRE | KL_A_IMM7(-S / scale)) ^ pairfl) |
				     KL_A_RT2(u->r1) | regs);
	else if (u->r1 >= 0)
		kl__a_put(f, ((load ? KL_A_LDP : KL_A_STP) ^ pairfl) | KL_A_IMM7(8 * u->slot / scale) | KL_A_RT2(u->r1) |
				     regs);
	else if (u->fl == 2 && S)
		kl__a_put(f, (load ? KL_A_LDR_Q_POST | KL_A_IMM9(S) : KL_A_STR_Q_PRE | KL_A_IMM9(-S)) | regs);
	else if (u->fl == 2)
		kl__a_put(f, (load ? KL_A_LDR_Q : KL_A_STR_Q) | KL_A_IMM12(u->slot / 2) | regs);
	else if (S)
		kl__a_put(f, (load ? KL_A_LDR_POST | KL_A_IMM9(S) : KL_A_STR_PRE | KL_A_IMM9(-S)) | (u->fl ? KL_A_V : 0u) |
				     regs);
	else if (u->fl)
		kl__a_mem(f, load ? KL_A_LDR_D : KL_A_STR_D, u->r0, KL_A64_SP, 0, 8 * u->slot);
	else
		kl__a_mem(f, load ? KL_A_LDRX : KL_A_STRX, u->r0, KL_A64_SP, 0, 8 * u->slot);
}

/* The constant pool's loads: ldr literal when the entry is within 1 MiB, else the slot becomes
 * adrp x16 + ldr [x16, #lo12]. */
static void kl__link_pool(kl_func *f, uint8_t *rw, uintptr_t rx, size_t prolen, size_t pool)
{
	for (uint32_t k = 0; k < f->nfix; k++) {
		struct kl__fixup *x = &f->fix[k];
		if (x->kind != KL__FIX_POOL)
			continue;
		size_t at = prolen + x->at, to = pool + 8 * (size_t)x->value;
		uint8_t *site = rw + at;
		uint32_t insn = kl__r32(site), dbl = insn & 0x40000000u;
		int64_t d = (int64_t)to - (int64_t)at;
		if (kl__a_fits(d >> 2, 19)) {
			kl__w32(site, insn | KL_A_IMM19(d >> 2));
			continue;
		}
		if (f->image) {
			kl__fail(f, KL_ERR_TOOBIG, "a constant-pool entry beyond 1 MiB of its load in an image");
			return;
		}
		int64_t page = (int64_t)((rx + to) >> 12) - (int64_t)((rx + at) >> 12);
		uint32_t lo12 = (uint32_t)(rx + to) & 0xFFFu;
		kl__w32(site, KL_A_ADRP | ((uint32_t)page & 3u) << 29 | KL_A_IMM19(page >> 2) | KL_A_RD(KL__SCRATCH));
		kl__w32(site + 4, (dbl ? KL_A_LDR_D | KL_A_IMM12(lo12 >> 3) : KL_A_LDR_S | KL_A_IMM12(lo12 >> 2)) |
					  KL_A_RN(KL__SCRATCH) | (insn & 31u));
	}
}

int kl__a64_finish(kl_func *f, struct kl__final *out)
{
	size_t body = (size_t)(f->ip - f->buf);
	int nabs = 0;
	if (kl__link_labels(f))
		return f->err;
	for (uint32_t k = 0; k < f->nfix; k++)
		nabs += f->fix[k].kind == KL__FIX_ABSJMP || f->fix[k].kind == KL__FIX_ABSCALL;
	if (f->image && nabs) {
		kl__fail(f, KL_ERR_STATE, "a jump or call to an absolute address cannot be placed in an image");
		return f->err;
	}

	/* frame: S bytes of saves (frame record first, then integer pairs, then float pairs), L bytes
	 * of locals, both 16-aligned */
	kl_reg list[34], flist[32];
	int record, nf;
	int nsave = kl__saved(f, list, &record, flist, &nf);
	if (record) { /* x29, x30 lead the list: one pre-indexed stp makes the whole area */
		memmove(list + 2, list, (size_t)nsave * sizeof *list);
		list[0] = KL_A64_FP;
		list[1] = KL_A64_LR;
		nsave += 2;
	}
	struct kl__unit u[40];
	int nu = kl__units(u, list, nsave, 0, 0);
	int fslot = 2 * nu;
	int fq = (f->flags & KL_SAVE_ALL) != 0; /* whole q registers */
	nu += kl__units(u + nu, flist, nf, fq ? 2 : 1, fslot);
	uint32_t S = 8u * (uint32_t)(fslot + (fq ? 2 * nf : 2 * ((nf + 1) / 2)));
	uint32_t L = (f->localsize + 15) & ~15u;

	uint8_t pro[2048], epi[512];
	struct kl__side sv;
	kl__side_begin(f, &sv, pro, sizeof pro);
	/* the first unit makes the save area with a pre-indexed store, when S fits its offset (a
	 * KL_SAVE_ALL area of whole q registers may not: then sub first) */
	int big = S > 504;
	if (nu && big) {
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, (uint64_t)0 - S);
		kl__unit(f, 0, &u[0], 0);
	} else if (nu)
		kl__unit(f, 0, &u[0], (int32_t)S);
	if (record)
		kl__a_mov(f, 1, KL_A64_FP, KL_A64_SP);
	for (int i = 1; i < nu; i++)
		kl__unit(f, 0, &u[i], 0);
	if (L)
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, (uint64_t)0 - L);
	kl__abi_prologue_args(f, (int64_t)L + S, kl__load_arg);
	size_t prolen = kl__side_end(f, &sv);

	kl__side_begin(f, &sv, epi, sizeof epi);
	if (L)
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, L);
	for (int i = 1; i < nu; i++)
		kl__unit(f, 1, &u[i], 0);
	if (nu && big) {
		kl__unit(f, 1, &u[0], 0);
		kl__a_addi(f, 1, KL_A64_SP, KL_A64_SP, S);
	} else if (nu)
		kl__unit(f, 1, &u[0], (int32_t)S);
	kl__a_put(f, KL_A_RET);
	size_t epilen = kl__side_end(f, &sv);
	if (f->err)
		return f->err;

	/* executable memory: code, veneers (8-aligned so their literal is), the constant pool */
	size_t epiat = prolen + body, ven = (epiat + epilen + 7) & ~(size_t)7;
	size_t size = ven + 16 * (size_t)nabs + 8 * (size_t)f->npool;
	uint8_t *rw;
	uintptr_t rx = kl__code_alloc(f, size, &rw);
	if (!rw)
		return f->err;
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
	if (f->npool)
		memcpy(rw + ven, f->pool, 8 * (size_t)f->npool);
	kl__link_pool(f, rw, rx, prolen, ven);
	if (f->err) {
		kl__code_drop(f, rw, rx, size);
		return f->err;
	}
	out->rw = rw;
	out->rx = rx;
	out->size = ven + 8 * (size_t)f->npool;
	out->body_at = prolen;
	out->entry = (void *)rx;
	return KL_OK;
}
