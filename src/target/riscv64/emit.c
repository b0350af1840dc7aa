/* emit.c -- the RISC-V 64 sequences too long to inline: 64-bit constants, branches and jumps
 * beyond their instruction's reach, jumps to absolute addresses, and the slot rewriting that
 * kl_func_end does once distances are known. */
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
KL_INLINE int kl__rv_fitsb(int64_t d) { return d >= -4096 && d <= 4094; }
KL_INLINE int kl__rv_fitsj(int64_t d) { return d >= -(1 << 20) && d <= (1 << 20) - 2; }

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

/* ---- extensions without Zbb: shift-and-mask sequences in t5/t6 and rd ------------------------ */
#define KL__SH(op, rd, rs, n) ((op) | KL_RV_RD(rd) | KL_RV_RS1(rs) | KL_RV_SHAMT(n))
#define T5 KL__SCRATCH
#define T6 KL__SCRATCH2

/* us: the two low bytes exchanged; u, ul: adjacent bytes, then halfwords, then words swapped */
void kl__rv_bswap(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	if (t == KL_US) {
		kl__rv_put2(f, KL_RV_I(KL_RV_ANDI, T5, rs, 255), KL__SH(KL_RV_SLLI, T5, T5, 8));
		kl__rv_put2(f, KL__SH(KL_RV_SRLI, T6, rs, 8), KL_RV_I(KL_RV_ANDI, T6, T6, 255));
		kl__rv_put(f, KL_RV_R(KL_RV_OR, rd, T5, T6));
		return;
	}
	int w = t == KL_UL;
	uint32_t sl = w ? KL_RV_SLLI : KL_RV_SLLIW, sr = w ? KL_RV_SRLI : KL_RV_SRLIW;
	kl__rv_mv(f, rd, rs);
	kl__rv_li(f, T5, w ? 0x00FF00FF00FF00FFll : 0x00FF00FF);
	kl__rv_put2(f, KL__SH(sr, T6, rd, 8), KL_RV_R(KL_RV_AND, T6, T6, T5));
	kl__rv_put2(f, KL_RV_R(KL_RV_AND, rd, rd, T5), KL__SH(sl, rd, rd, 8));
	kl__rv_put(f, KL_RV_R(KL_RV_OR, rd, rd, T6));
	if (w) {
		kl__rv_li(f, T5, 0x0000FFFF0000FFFFll);
		kl__rv_put2(f, KL__SH(sr, T6, rd, 16), KL_RV_R(KL_RV_AND, T6, T6, T5));
		kl__rv_put2(f, KL_RV_R(KL_RV_AND, rd, rd, T5), KL__SH(sl, rd, rd, 16));
		kl__rv_put(f, KL_RV_R(KL_RV_OR, rd, rd, T6));
	}
	kl__rv_put2(f, KL__SH(sr, T6, rd, w ? 32 : 16), KL__SH(sl, rd, rd, w ? 32 : 16));
	kl__rv_put(f, KL_RV_R(KL_RV_OR, rd, rd, T6));
}

/* Binary search in t5: for s = w/2 ... 1, when the s bits at the end being counted are all
 * zero, count them and shift them out.  A zero value ends with count w - 1 and a zero bit
 * where a one would be: add 1.  32-bit clz works on the value moved to the top half. */
void kl__rv_countz(kl_func *f, int t, int leading, kl_reg rd, kl_reg rs)
{
	int w = t == KL_UL ? 64 : 32;
	if (leading && w == 32)
		kl__rv_put(f, KL__SH(KL_RV_SLLI, T5, rs, 32));
	else
		kl__rv_put(f, KL_RV_I(KL_RV_ADDI, T5, rs, 0));
	kl__rv_put(f, KL_RV_I(KL_RV_ADDI, rd, KL_ZERO, 0));
	for (int s = w / 2; s >= 1; s /= 2) {
		uint8_t *p = kl__room(f);
		kl__rv_w32(p, KL__SH(leading ? KL_RV_SRLI : KL_RV_SLLI, T6, T5, 64 - s));
		kl__rv_w32(p + 4, KL_RV_B(KL_RV_BNE, T6, KL_ZERO, 12));
		kl__rv_w32(p + 8, KL_RV_I(KL_RV_ADDI, rd, rd, s));
		kl__rv_w32(p + 12, KL__SH(leading ? KL_RV_SLLI : KL_RV_SRLI, T5, T5, s));
		f->ip = p + 16;
	}
	if (leading)
		kl__rv_put(f, KL__SH(KL_RV_SRLI, T6, T5, 63));
	else
		kl__rv_put(f, KL_RV_I(KL_RV_ANDI, T6, T5, 1));
	kl__rv_put2(f, KL_RV_I(KL_RV_XORI, T6, T6, 1), KL_RV_R(KL_RV_ADD, rd, rd, T6));
}

/* SWAR: bits summed in pairs, nibbles, bytes; the bytes added by a multiply */
void kl__rv_popc(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	int w = t == KL_UL;
	if (w)
		kl__rv_mv(f, rd, rs);
	else /* the 32 bits, zero-extended */
		kl__rv_put2(f, KL__SH(KL_RV_SLLI, rd, rs, 32), KL__SH(KL_RV_SRLI, rd, rd, 32));
	kl__rv_li(f, T5, 0x5555555555555555ll);
	kl__rv_put2(f, KL__SH(KL_RV_SRLI, T6, rd, 1), KL_RV_R(KL_RV_AND, T6, T6, T5));
	kl__rv_put(f, KL_RV_R(KL_RV_SUB, rd, rd, T6));
	kl__rv_li(f, T5, 0x3333333333333333ll);
	kl__rv_put2(f, KL__SH(KL_RV_SRLI, T6, rd, 2), KL_RV_R(KL_RV_AND, T6, T6, T5));
	kl__rv_put2(f, KL_RV_R(KL_RV_AND, rd, rd, T5), KL_RV_R(KL_RV_ADD, rd, rd, T6));
	kl__rv_put2(f, KL__SH(KL_RV_SRLI, T6, rd, 4), KL_RV_R(KL_RV_ADD, rd, rd, T6));
	kl__rv_li(f, T5, 0x0F0F0F0F0F0F0F0Fll);
	kl__rv_put(f, KL_RV_R(KL_RV_AND, rd, rd, T5));
	kl__rv_li(f, T5, 0x0101010101010101ll);
	kl__rv_put2(f, KL_RV_R(KL_RV_MUL, rd, rd, T5), KL__SH(KL_RV_SRLI, rd, rd, 56));
}

/* Result in t5, carry or borrow in t6; rd written before rc (rd == rc keeps the carry, as the
 * interpreter does).  64-bit: the carry of a + b, then a possible second one from + rc, which
 * happens only when a + b is all ones (and a borrow from - rc only when a - b is 0).  32-bit
 * addc: the sum of the zero-extended operands, whose bit 32 is the carry.  32-bit subc uses the
 * 64-bit sequence: sign-extended values compare in the order of their unsigned 32 bits. */
void kl__rv_carry(kl_func *f, int t, int sub, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b)
{
	int w = t == KL_UL;
	if (!w && !sub) {
		kl__rv_put2(f, KL__SH(KL_RV_SLLI, T5, a, 32), KL__SH(KL_RV_SRLI, T5, T5, 32));
		kl__rv_put2(f, KL__SH(KL_RV_SLLI, T6, b, 32), KL__SH(KL_RV_SRLI, T6, T6, 32));
		kl__rv_put2(f, KL_RV_R(KL_RV_ADD, T5, T5, T6), KL_RV_R(KL_RV_ADD, T5, T5, rc));
		kl__rv_put(f, KL__SH(KL_RV_SRLI, T6, T5, 32));
	} else {
		uint8_t *p = kl__room(f);
		if (sub) {
			kl__rv_w32(p, KL_RV_R(KL_RV_SUB, T5, a, b));
			kl__rv_w32(p + 4, KL_RV_R(KL_RV_SLTU, T6, a, b));
		} else {
			kl__rv_w32(p, KL_RV_R(KL_RV_ADD, T5, a, b));
			kl__rv_w32(p + 4, KL_RV_R(KL_RV_SLTU, T6, T5, a));
		}
		kl__rv_w32(p + 8, KL_RV_B(KL_RV_BEQ, rc, KL_ZERO, 16));
		if (sub) {
			kl__rv_w32(p + 12, KL_RV_B(KL_RV_BNE, T5, KL_ZERO, 8));
			kl__rv_w32(p + 16, KL_RV_I(KL_RV_ADDI, T6, T6, 1));
			kl__rv_w32(p + 20, KL_RV_I(KL_RV_ADDI, T5, T5, -1));
		} else {
			kl__rv_w32(p + 12, KL_RV_I(KL_RV_ADDI, T5, T5, 1));
			kl__rv_w32(p + 16, KL_RV_B(KL_RV_BNE, T5, KL_ZERO, 8));
			kl__rv_w32(p + 20, KL_RV_I(KL_RV_ADDI, T6, T6, 1));
		}
		f->ip = p + 24;
	}
	kl__rv_put2(f, KL_RV_I(w ? KL_RV_ADDI : KL_RV_ADDIW, rd, T5, 0), KL_RV_I(KL_RV_ADDI, rc, T6, 0));
}
