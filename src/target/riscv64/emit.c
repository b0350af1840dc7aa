/* emit.c -- the RISC-V 64 core sequences too long to inline: 64-bit constants, branches and
 * jumps beyond their instruction's reach, jumps to absolute addresses. */
#include "../../core/internal.h"

/* An instruction sequence that builds a constant in rd (at most 8 instructions for RV64). */
struct kl__rv_seq {
	int n;
	uint32_t insn[12];
};

static void kl__rv_push(struct kl__rv_seq *s, uint32_t insn)
{
	if (s->n < (int)(sizeof s->insn / sizeof s->insn[0]))
		s->insn[s->n] = insn;
	s->n++;
}

/* lui/addiw for 32 bits; otherwise the upper part shifted into place, then the low 12 bits
 * added (the classic recursion of the ISA manual's `li` and of LLVM's RISCVMatInt). */
static void kl__rv_gen(struct kl__rv_seq *s, kl_reg rd, int64_t v)
{
	if (kl__fits32(v)) {
		int64_t lo = kl__rv_lo12(v);
		uint32_t hi = kl__rv_hi20(v);
		if (hi) {
			kl__rv_push(s, KL_RV_U(KL_RV_LUI, rd, hi));
			if (lo)
				kl__rv_push(s, KL_RV_I(KL_RV_ADDIW, rd, rd, lo));
		} else {
			kl__rv_push(s, KL_RV_I(KL_RV_ADDI, rd, KL_ZERO, lo));
		}
		return;
	}
	int64_t lo = kl__rv_lo12(v);
	uint64_t u = (uint64_t)v - (uint64_t)lo; /* not 0: v does not fit 32 bits */
	int shift = __builtin_ctzll(u);
	int64_t hi = (int64_t)u >> shift;
	/* a lui can supply 12 of the zero bits the shift would add */
	if (shift > 12 && !kl__fits12(hi) && kl__fits32((int64_t)((uint64_t)hi << 12))) {
		shift -= 12;
		hi = (int64_t)((uint64_t)hi << 12);
	}
	kl__rv_gen(s, rd, hi);
	kl__rv_push(s, KL_RV_SLLI | KL_RV_RD(rd) | KL_RV_RS1(rd) | KL_RV_SHAMT(shift));
	if (lo)
		kl__rv_push(s, KL_RV_I(KL_RV_ADDI, rd, rd, lo));
}

void kl__rv_li64(kl_func *f, kl_reg rd, int64_t v)
{
	struct kl__rv_seq best = {0, {0}}, alt;
	kl__rv_gen(&best, rd, v);
	/* a positive value with leading zeros: build it shifted to the top, then srli */
	if (v > 0 && best.n > 2) {
		int lz = __builtin_clzll((uint64_t)v);
		uint64_t sv = (uint64_t)v << lz;
		uint64_t fill[2] = {sv | ((1ull << lz) - 1), sv};
		for (int k = 0; k < 2; k++) {
			alt.n = 0;
			kl__rv_gen(&alt, rd, (int64_t)fill[k]);
			kl__rv_push(&alt, KL_RV_SRLI | KL_RV_RD(rd) | KL_RV_RS1(rd) | KL_RV_SHAMT(lz));
			if (alt.n < best.n)
				best = alt;
		}
	}
	uint8_t *p = kl__room(f);
	for (int k = 0; k < best.n && k < 12; k++)
		kl__rv_w32(p + 4 * k, best.insn[k]);
	f->ip = p + 4 * best.n;
}

/* ---- branches and jumps beyond the short reach ---------------------------------------------- */

/* backward, beyond 4 KiB: the opposite branch over a jal (8 bytes) or over auipc+jalr (12) */
void kl__rv_branch_far(kl_func *f, uint32_t br, int32_t d)
{
	uint8_t *p = kl__room(f);
	if (kl__rv_fitsj((int64_t)d - 4)) {
		kl__rv_w32(p, (br ^ KL_RV_BINV) | KL_RV_IMM_B(8));
		kl__rv_w32(p + 4, KL_RV_J(KL_RV_JAL, KL_ZERO, d - 4));
		f->ip = p + 8;
	} else {
		kl__rv_patch_br(p, br, d);
		f->ip = p + 12;
	}
}

/* backward, beyond 1 MiB */
void kl__rv_jump_far(kl_func *f, kl_reg link, int32_t d)
{
	uint8_t *p = kl__room(f);
	kl__rv_w32(p, KL_RV_U(KL_RV_AUIPC, KL__SCRATCH, kl__rv_hi20(d)));
	kl__rv_w32(p + 4, KL_RV_I(KL_RV_JALR, link, KL__SCRATCH, kl__rv_lo12(d)));
	f->ip = p + 8;
}

/* A jump (link = zero) or call to an absolute address: a 12-byte slot that kl_func_end makes
 * auipc+jalr when the address is within 2 GiB of the code, else a load from a literal. */
void kl__rv_abs(kl_func *f, kl_reg link, const void *addr)
{
	uint8_t *p = kl__room(f);
	kl__rv_w32(p, KL_RV_I(KL_RV_JALR, link, KL_ZERO, 0));
	kl__rv_w2(p + 4, KL_RV_NOP,
		  KL_RV_NOP);
	f->ip = p + KL__RV_ABSSLOT;
	kl__fixup_add(f, (uint32_t)(p - f->buf), KL__FIX_ABS, (uint64_t)(uintptr_t)addr);
}
