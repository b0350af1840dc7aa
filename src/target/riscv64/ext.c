/* ext.c -- RISC-V 64 native lowerings of extension instructions too long to inline: byte swap,
 * leading and trailing zeros and population count without Zbb, add and subtract with carry. */
#include "../../core/internal.h"

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
