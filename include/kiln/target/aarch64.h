/* kiln/target/aarch64.h -- AArch64 inline emitters: each portable instruction becomes A64
 * machine code at the call site.  Register numbers are the hardware's (x0 = 0 ... x30 = 30);
 * 31 is sp, KL_LP.  x16/x17 (IP0/IP1) are kiln's scratch registers, x18 is never touched. */
#ifndef KILN_TARGET_AARCH64_H
#define KILN_TARGET_AARCH64_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- register names ----------------------------------------------------------------------- */
#define KL_A64_FP 29
#define KL_A64_LR 30
#define KL_A64_SP 31 /* as a base register and in add/sub immediate; elsewhere 31 is xzr */
#define KL_A64_ZR 31

/* Temporaries (caller-saved), in allocation order: the eight that carry no argument first,
 * then the argument registers from the last to the first. */
#define KL_T0 9
#define KL_T1 10
#define KL_T2 11
#define KL_T3 12
#define KL_T4 13
#define KL_T5 14
#define KL_T6 15
#define KL_T7 8
#define KL_T8 7
#define KL_T9 6
#define KL_T10 5
#define KL_T11 4
#define KL_T12 3
#define KL_T13 2
#define KL_T14 1
#define KL_T15 0
#define KL_NT 16
/* Variables (callee-saved). x29 stays the frame pointer. */
#define KL_S0 19
#define KL_S1 20
#define KL_S2 21
#define KL_S3 22
#define KL_S4 23
#define KL_S5 24
#define KL_S6 25
#define KL_S7 26
#define KL_S8 27
#define KL_S9 28
#define KL_NS 10
#define KL_LP KL_A64_SP /* local pointer: locals are at KL_LP + kl_local() */
#define KL_RV 0          /* integer result of kl_call */
#define KL_NREGS 32
#define KL__TGT_FAST_UNALIGNED 1 /* kl_target_has(KL_FEATURE_FAST_UNALIGNED) */
#define KL__SCRATCH 16
#define KL__SCRATCH2 17

/* fixup kinds */
enum {
	KL__FIX_BCOND = 1, /* b.cond/cbz/cbnz imm19 at `at` to label `value`, nop slot after it */
	KL__FIX_B26,       /* b imm26 at `at` to label `value` */
	KL__FIX_EPI,       /* 2-word return slot at `at`: becomes the epilogue or a branch to it */
	KL__FIX_ABSJMP,    /* b imm26 at `at` to absolute address `value` (veneer if out of reach) */
	KL__FIX_ABSCALL,   /* bl likewise */
};

/* out of line: rare or long sequences (src/target/aarch64/emit.c) */
void kl__a64_movimm(kl_func *f, int w, kl_reg rd, uint64_t v);
void kl__a64_far_bcond(kl_func *f, uint32_t inv, int32_t d);
void kl__a64_addsub_sp(kl_func *f, int sub, int w, kl_reg rd, kl_reg a, kl_reg b);

/* ---- field macros (ARM ARM names) ------------------------------------------------------------ */
#define KL_A_RD(r) ((uint32_t)(r) & 31u)
#define KL_A_RN(r) (((uint32_t)(r) & 31u) << 5)
#define KL_A_RM(r) (((uint32_t)(r) & 31u) << 16)
#define KL_A_RA(r) (((uint32_t)(r) & 31u) << 10)
#define KL_A_RT2(r) (((uint32_t)(r) & 31u) << 10)
#define KL_A_SF(w) ((uint32_t)(w) << 31)
#define KL_A_IMM12(v) (((uint32_t)(v) & 0xFFFu) << 10)
#define KL_A_IMM16(v) (((uint32_t)(v) & 0xFFFFu) << 5)
#define KL_A_HW(n) ((uint32_t)(n) << 21)
#define KL_A_IMM9(v) (((uint32_t)(v) & 0x1FFu) << 12)
#define KL_A_IMM19(v) (((uint32_t)(v) & 0x7FFFFu) << 5)
#define KL_A_IMM26(v) ((uint32_t)(v) & 0x3FFFFFFu)
#define KL_A_IMM7(v) (((uint32_t)(v) & 0x7Fu) << 15)
#define KL_A_IMMR(v) (((uint32_t)(v) & 63u) << 16)
#define KL_A_IMMS(v) (((uint32_t)(v) & 63u) << 10)
#define KL_A_COND(c) (((uint32_t)(c) & 15u) << 12)

/* opcodes, 32-bit forms (sf = 0); KL_A_SF(1) makes the 64-bit one */
#define KL_A_ADD_I 0x11000000u
#define KL_A_ADDS_I 0x31000000u
#define KL_A_SUB_I 0x51000000u
#define KL_A_SUBS_I 0x71000000u
#define KL_A_LSL12 0x00400000u
#define KL_A_ADD_R 0x0B000000u
#define KL_A_SUB_R 0x4B000000u
#define KL_A_SUBS_R 0x6B000000u
#define KL_A_EXT_UXTW 0x00204000u /* add/sub (extended register), option UXTW: lets Rn/Rd be sp */
#define KL_A_EXT_UXTX 0x00206000u
#define KL_A_AND_R 0x0A000000u
#define KL_A_ORR_R 0x2A000000u
#define KL_A_EOR_R 0x4A000000u
#define KL_A_ORN_R 0x2A200000u
#define KL_A_AND_I 0x12000000u
#define KL_A_ORR_I 0x32000000u
#define KL_A_EOR_I 0x52000000u
#define KL_A_MOVN 0x12800000u
#define KL_A_MOVZ 0x52800000u
#define KL_A_MOVK 0x72800000u
#define KL_A_SBFM 0x13000000u
#define KL_A_UBFM 0x53000000u
#define KL_A_BFM_N 0x00400000u /* N of the 64-bit bitfield moves */
#define KL_A_MADD 0x1B000000u
#define KL_A_MSUB 0x1B008000u
#define KL_A_UDIV 0x1AC00800u
#define KL_A_SDIV 0x1AC00C00u
#define KL_A_LSLV 0x1AC02000u
#define KL_A_LSRV 0x1AC02400u
#define KL_A_ASRV 0x1AC02800u
#define KL_A_CSINC 0x1A800400u
#define KL_A_B 0x14000000u
#define KL_A_BL 0x94000000u
#define KL_A_BCOND 0x54000000u
#define KL_A_CBZ 0x34000000u
#define KL_A_CBNZ 0x35000000u
#define KL_A_BR 0xD61F0000u
#define KL_A_BLR 0xD63F0000u
#define KL_A_RET 0xD65F03C0u
#define KL_A_ADR 0x10000000u
#define KL_A_NOP 0xD503201Fu
/* loads and stores, unsigned scaled offset (imm12); clear KL_A_LS_UIMM for the unscaled imm9
 * form (ldur), or use KL_A_LS_REG for [base, xm] */
#define KL_A_STRB 0x39000000u
#define KL_A_LDRB 0x39400000u
#define KL_A_LDRSBW 0x39C00000u
#define KL_A_STRH 0x79000000u
#define KL_A_LDRH 0x79400000u
#define KL_A_LDRSHW 0x79C00000u
#define KL_A_STRW 0xB9000000u
#define KL_A_LDRW 0xB9400000u
#define KL_A_STRX 0xF9000000u
#define KL_A_LDRX 0xF9400000u
#define KL_A_LS_UIMM 0x01000000u
#define KL_A_LS_REG 0x00206800u /* with KL_A_LS_UIMM cleared: [Rn, Xm, lsl #0] */
#define KL_A_STP_PRE 0xA9800000u
#define KL_A_LDP_POST 0xA8C00000u
#define KL_A_STP 0xA9000000u
#define KL_A_LDP 0xA9400000u

/* condition codes */
enum { KL_A_EQ, KL_A_NE, KL_A_HS, KL_A_LO, KL_A_MI, KL_A_PL, KL_A_VS, KL_A_VC,
       KL_A_HI, KL_A_LS, KL_A_GE, KL_A_LT, KL_A_GT, KL_A_LE, KL_A_AL };

/* ---- emitting words ----------------------------------------------------------------------- */
KL_INLINE void kl__a_put(kl_func *f, uint32_t insn)
{
	uint8_t *p = kl__room(f);
	kl__w32(p, insn);
	f->ip = p + 4;
}
KL_INLINE void kl__a_put2(kl_func *f, uint32_t i0, uint32_t i1)
{
	uint8_t *p = kl__room(f);
	kl__w64(p, i0 | (uint64_t)i1 << 32);
	f->ip = p + 8;
}

/* ---- constants ------------------------------------------------------------------------------ */
/* The N:immr:imms field (bits 22..10 once shifted by 10) of a logical immediate, or -1 when v is
 * not a rotated run of ones replicated over 2, 4 ... 64 bits. */
KL_INLINE int32_t kl__a_bitmask(int w64, uint64_t v)
{
	if (!w64)
		v = (uint32_t)v | (uint64_t)(uint32_t)v << 32;
	if (v == 0 || v == ~0ull)
		return -1;
	unsigned size = 64;
	while (size > 2) {
		unsigned h = size / 2;
		uint64_t m = (1ull << h) - 1;
		if ((v & m) != ((v >> h) & m))
			break;
		size = h;
	}
	uint64_t mask = size == 64 ? ~0ull : (1ull << size) - 1;
	uint64_t e = v & mask, z = ~v & mask;
	unsigned ones = (unsigned)__builtin_popcountll(e), start;
	if ((((e | (e - 1)) + 1) & e) == 0) /* one run: 0..01..10..0 */
		start = (unsigned)__builtin_ctzll(e);
	else if ((((z | (z - 1)) + 1) & z) == 0) /* the run wraps around: the zeros are one run */
		start = (unsigned)__builtin_ctzll(z) + (unsigned)__builtin_popcountll(z);
	else
		return -1;
	uint32_t immr = (size - start) & (size - 1);
	uint32_t imms = ((~(size * 2 - 1)) & 0x3Fu) | (ones - 1);
	return (int32_t)((size == 64 ? 1u << 12 : 0u) | immr << 6 | imms);
}

/* Load a constant: one movz or movn inline, everything else (orr of a bitmask, movz/movn with
 * movk, orr with movk) out of line. */
KL_INLINE void kl__a_movimm(kl_func *f, int w, kl_reg rd, int64_t imm)
{
	uint64_t v = w ? (uint64_t)imm : (uint32_t)imm;
	uint64_t n = w ? ~v : (uint32_t)~v;
	if (v <= 0xFFFFu)
		kl__a_put(f, KL_A_MOVZ | KL_A_SF(w) | KL_A_IMM16(v) | KL_A_RD(rd));
	else if (n <= 0xFFFFu)
		kl__a_put(f, KL_A_MOVN | KL_A_SF(w) | KL_A_IMM16(n) | KL_A_RD(rd));
	else
		kl__a64_movimm(f, w, rd, v);
}

/* mov rd, rs: orr rd, zr, rs; add rd, rs, #0 when either is sp; nothing if the same register. */
KL_INLINE void kl__a_mov(kl_func *f, int w, kl_reg rd, kl_reg rs)
{
	if (rd == rs)
		return;
	if (rd == KL_A64_SP || rs == KL_A64_SP)
		kl__a_put(f, KL_A_ADD_I | KL_A_SF(1) | KL_A_RN(rs) | KL_A_RD(rd));
	else
		kl__a_put(f, KL_A_ORR_R | KL_A_SF(w) | KL_A_RM(rs) | KL_A_RN(KL_A64_ZR) | KL_A_RD(rd));
}

/* ---- binary operations ---------------------------------------------------------------------- */
KL_INLINE void kl__a_rrr(kl_func *f, uint32_t op, int w, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__a_put(f, op | KL_A_SF(w) | KL_A_RM(b) | KL_A_RN(a) | KL_A_RD(rd));
}
/* add/sub with registers; sp (KL_LP) in any position is rare and handled out of line */
KL_INLINE void kl__a_addsub(kl_func *f, int sub, int w, kl_reg rd, kl_reg a, kl_reg b)
{
	if (KL_UNLIKELY(rd == KL_A64_SP || a == KL_A64_SP || b == KL_A64_SP))
		kl__a64_addsub_sp(f, sub, w, rd, a, b);
	else
		kl__a_rrr(f, sub ? KL_A_SUB_R : KL_A_ADD_R, w, rd, a, b);
}
KL_INLINE void kl__t_add(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_addsub(f, 0, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_sub(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_addsub(f, 1, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_and(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_rrr(f, KL_A_AND_R, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_or(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_rrr(f, KL_A_ORR_R, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_xor(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_rrr(f, KL_A_EOR_R, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_mul(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__a_rrr(f, KL_A_MADD | KL_A_RA(KL_A64_ZR), kl__is64(t), rd, a, b);
}
/* sdiv/udiv already give kiln's results: x/0 = 0 and MIN/-1 = MIN. */
KL_INLINE void kl__t_div(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__a_rrr(f, kl__is_signed(t) ? KL_A_SDIV : KL_A_UDIV, kl__is64(t), rd, a, b);
}
/* a - (a / b) * b: x % 0 = x and MIN % -1 = 0 follow from the division's results. */
KL_INLINE void kl__t_mod(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	kl__a_rrr(f, kl__is_signed(t) ? KL_A_SDIV : KL_A_UDIV, w, KL__SCRATCH, a, b);
	kl__a_rrr(f, KL_A_MSUB | KL_A_RA(a), w, rd, KL__SCRATCH, b);
}
/* lslv/lsrv/asrv take the count modulo the width, as kiln defines it */
KL_INLINE void kl__t_lsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_rrr(f, KL_A_LSLV, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_rsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__a_rrr(f, kl__is_signed(t) ? KL_A_ASRV : KL_A_LSRV, kl__is64(t), rd, a, b);
}

/* immediate forms */
/* The value of an immediate operand as the operation sees it: 32-bit operations use the low
 * 32 bits, zero-extended (the W register's view). */
KL_INLINE uint64_t kl__a_immval(int w, int64_t imm) { return w ? (uint64_t)imm : (uint32_t)imm; }

/* add/sub #imm12 or #imm12, lsl #12 when it fits (rd and a may be sp); -1 when it does not. */
KL_INLINE int kl__a_addsub_i(kl_func *f, int w, int sub, kl_reg rd, kl_reg a, uint64_t v)
{
	uint32_t op = (sub ? KL_A_SUB_I : KL_A_ADD_I) | KL_A_SF(w) | KL_A_RN(a) | KL_A_RD(rd);
	if (v <= 0xFFFu) {
		kl__a_put(f, op | KL_A_IMM12(v));
		return 0;
	}
	if ((v & 0xFFFu) == 0 && v <= 0xFFF000u) {
		kl__a_put(f, op | KL_A_LSL12 | KL_A_IMM12(v >> 12));
		return 0;
	}
	if (v <= 0xFFFFFFu) { /* two halves, when cheaper than a constant */
		kl__a_put2(f, op | KL_A_LSL12 | KL_A_IMM12(v >> 12),
			   (op & ~KL_A_RN(31)) | KL_A_RN(rd) | KL_A_IMM12(v));
		return 0;
	}
	return -1;
}
KL_INLINE void kl__a_addi(kl_func *f, int w, kl_reg rd, kl_reg a, uint64_t v)
{
	uint64_t nv = w ? 0 - v : (uint32_t)(0 - v);
	if (v == 0) {
		kl__a_mov(f, w, rd, a);
		return;
	}
	if (kl__a_addsub_i(f, w, 0, rd, a, v) == 0 || kl__a_addsub_i(f, w, 1, rd, a, nv) == 0)
		return;
	kl__a_movimm(f, w, KL__SCRATCH, (int64_t)v);
	kl__a_addsub(f, 0, w, rd, a, KL__SCRATCH);
}
KL_INLINE void kl__t_addi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	kl__a_addi(f, w, rd, a, kl__a_immval(w, imm));
}
KL_INLINE void kl__t_subi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	kl__a_addi(f, w, rd, a, kl__a_immval(w, (int64_t)(0 - (uint64_t)imm)));
}
/* and/orr/eor with a logical immediate, or the constant in the scratch register */
KL_INLINE void kl__a_logi(kl_func *f, uint32_t opi, uint32_t opr, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	int32_t bm = kl__a_bitmask(w, kl__a_immval(w, imm));
	if (bm >= 0) {
		kl__a_put(f, opi | KL_A_SF(w) | (uint32_t)bm << 10 | KL_A_RN(a) | KL_A_RD(rd));
	} else {
		kl__a_movimm(f, w, KL__SCRATCH, imm);
		kl__a_rrr(f, opr, w, rd, a, KL__SCRATCH);
	}
}
KL_INLINE void kl__t_andi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__a_logi(f, KL_A_AND_I, KL_A_AND_R, t, rd, a, imm);
}
KL_INLINE void kl__t_ori(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__a_logi(f, KL_A_ORR_I, KL_A_ORR_R, t, rd, a, imm);
}
KL_INLINE void kl__t_xori(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__a_logi(f, KL_A_EOR_I, KL_A_EOR_R, t, rd, a, imm);
}
/* lsl/lsr/asr #n are ubfm/sbfm aliases */
KL_INLINE void kl__a_shifti(kl_func *f, int w, int kind /* 0 lsl, 1 lsr, 2 asr */, kl_reg rd, kl_reg a, uint32_t n)
{
	uint32_t width = w ? 64u : 32u, op = (kind == 2 ? KL_A_SBFM : KL_A_UBFM) | KL_A_SF(w) | (w ? KL_A_BFM_N : 0);
	n &= width - 1;
	if (n == 0) {
		kl__a_mov(f, w, rd, a);
		return;
	}
	if (kind == 0)
		op |= KL_A_IMMR(width - n) | KL_A_IMMS(width - 1 - n);
	else
		op |= KL_A_IMMR(n) | KL_A_IMMS(width - 1);
	kl__a_put(f, op | KL_A_RN(a) | KL_A_RD(rd));
}
KL_INLINE void kl__t_lshi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__a_shifti(f, kl__is64(t), 0, rd, a, (uint32_t)imm); }
KL_INLINE void kl__t_rshi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__a_shifti(f, kl__is64(t), kl__is_signed(t) ? 2 : 1, rd, a, (uint32_t)imm);
}
KL_INLINE void kl__t_muli(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	uint64_t v = kl__a_immval(w, imm);
	if (v != 0 && (v & (v - 1)) == 0) { /* a power of two: a shift */
		kl__a_shifti(f, w, 0, rd, a, (uint32_t)__builtin_ctzll(v));
		return;
	}
	kl__a_movimm(f, w, KL__SCRATCH, imm);
	kl__t_mul(f, t, rd, a, KL__SCRATCH);
}
KL_INLINE void kl__t_divi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__a_movimm(f, kl__is64(t), KL__SCRATCH, imm);
	kl__t_div(f, t, rd, a, KL__SCRATCH);
}
KL_INLINE void kl__t_modi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	kl__a_movimm(f, w, KL__SCRATCH2, imm);
	kl__a_rrr(f, kl__is_signed(t) ? KL_A_SDIV : KL_A_UDIV, w, KL__SCRATCH, a, KL__SCRATCH2);
	kl__a_rrr(f, KL_A_MSUB | KL_A_RA(a), w, rd, KL__SCRATCH, KL__SCRATCH2);
}

/* ---- unary operations ----------------------------------------------------------------------- */
KL_INLINE void kl__t_mov(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__a_mov(f, kl__is64(t), rd, rs); }
KL_INLINE void kl__t_com(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	kl__a_rrr(f, KL_A_ORN_R, kl__is64(t), rd, KL_A64_ZR, rs); /* mvn */
}
KL_INLINE void kl__t_neg(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	kl__a_rrr(f, KL_A_SUB_R, kl__is64(t), rd, KL_A64_ZR, rs); /* neg */
}
KL_INLINE void kl__t_not(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	/* cmp rs, #0; cset rd, eq (csinc rd, wzr, wzr, ne) */
	kl__a_put2(f, KL_A_SUBS_I | KL_A_SF(kl__is64(t)) | KL_A_RN(rs) | KL_A_RD(KL_A64_ZR),
		   KL_A_CSINC | KL_A_RM(KL_A64_ZR) | KL_A_COND(KL_A_NE) | KL_A_RN(KL_A64_ZR) | KL_A_RD(rd));
}
KL_INLINE void kl__t_set(kl_func *f, int t, kl_reg rd, int64_t imm) { kl__a_movimm(f, kl__is64(t), rd, imm); }

/* ---- conversions ---------------------------------------------------------------------------- */
/* sxtb/uxtb/sxth/uxth/sxtw are bitfield moves of the low 8, 16 or 32 bits */
KL_INLINE void kl__a_extend(kl_func *f, int w, int sgn, unsigned bits, kl_reg rd, kl_reg rs)
{
	uint32_t op = (sgn ? KL_A_SBFM : KL_A_UBFM) | KL_A_SF(w) | (w ? KL_A_BFM_N : 0);
	kl__a_put(f, op | KL_A_IMMS(bits - 1) | KL_A_RN(rs) | KL_A_RD(rd));
}
KL_INLINE void kl__t_cv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs)
{
	switch (to) {
	case KL_C: kl__a_extend(f, 0, 1, 8, rd, rs); return;   /* sxtb */
	case KL_UC: kl__a_extend(f, 0, 0, 8, rd, rs); return;  /* uxtb */
	case KL_S: kl__a_extend(f, 0, 1, 16, rd, rs); return;  /* sxth */
	case KL_US: kl__a_extend(f, 0, 0, 16, rd, rs); return; /* uxth */
	default: break;
	}
	if (kl__is64(to) && !kl__is64(from)) {
		if (kl__is_signed(from))
			kl__a_extend(f, 1, 1, 32, rd, rs); /* sxtw */
		else /* mov wd, ws zero-extends, even to itself */
			kl__a_put(f, KL_A_ORR_R | KL_A_RM(rs) | KL_A_RN(KL_A64_ZR) | KL_A_RD(rd));
		return;
	}
	/* same width, or narrowing to 32 bits: the low bits are already the value */
	kl__a_mov(f, kl__is64(to), rd, rs);
}

/* ---- loads and stores ----------------------------------------------------------------------- */
/* opcode (scaled form) and log2 of the access size, by type */
KL_INLINE uint32_t kl__a_ldop(int t)
{
	switch (t) {
	case KL_C: return KL_A_LDRSBW;
	case KL_UC: return KL_A_LDRB;
	case KL_S: return KL_A_LDRSHW;
	case KL_US: return KL_A_LDRH;
	case KL_I: case KL_U: return KL_A_LDRW;
	default: return KL_A_LDRX;
	}
}
KL_INLINE uint32_t kl__a_stop(int t)
{
	switch (t) {
	case KL_C: case KL_UC: return KL_A_STRB;
	case KL_S: case KL_US: return KL_A_STRH;
	case KL_I: case KL_U: return KL_A_STRW;
	default: return KL_A_STRX;
	}
}
/* [base, #off]: scaled unsigned imm12, else unscaled imm9, else the offset in the scratch
 * register; [base, roff] with sp as roff swapped to the base. */
KL_INLINE void kl__a_mem(kl_func *f, uint32_t op, kl_reg rt, kl_reg base, int isreg, int64_t off)
{
	uint32_t scale = op >> 30;
	if (!isreg) {
		if (off >= 0 && (off & ((1 << scale) - 1)) == 0 && (off >> scale) <= 0xFFF) {
			kl__a_put(f, op | KL_A_IMM12(off >> scale) | KL_A_RN(base) | KL_A_RD(rt));
			return;
		}
		if (off >= -256 && off <= 255) {
			kl__a_put(f, (op & ~KL_A_LS_UIMM) | KL_A_IMM9(off) | KL_A_RN(base) | KL_A_RD(rt));
			return;
		}
		kl__a_movimm(f, 1, KL__SCRATCH, off);
		off = KL__SCRATCH;
	} else if (KL_UNLIKELY(off == KL_A64_SP)) {
		if (base == KL_A64_SP) {
			kl__a_mov(f, 1, KL__SCRATCH, KL_A64_SP);
			kl__a_rrr(f, KL_A_ADD_R, 1, KL__SCRATCH, KL__SCRATCH, KL__SCRATCH);
			kl__a_put(f, op | KL_A_RN(KL__SCRATCH) | KL_A_RD(rt));
			return;
		}
		off = base;
		base = KL_A64_SP;
	}
	kl__a_put(f, (op & ~KL_A_LS_UIMM) | KL_A_LS_REG | KL_A_RM(off) | KL_A_RN(base) | KL_A_RD(rt));
}
KL_INLINE void kl__t_ld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff) { kl__a_mem(f, kl__a_ldop(t), rd, base, 1, roff); }
KL_INLINE void kl__t_ldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off) { kl__a_mem(f, kl__a_ldop(t), rd, base, 0, off); }
KL_INLINE void kl__t_st(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff) { kl__a_mem(f, kl__a_stop(t), rs, base, 1, roff); }
KL_INLINE void kl__t_sti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off) { kl__a_mem(f, kl__a_stop(t), rs, base, 0, off); }

/* ---- branches and jumps --------------------------------------------------------------------- */
KL_INLINE int kl__a_fits(int64_t d, int bits) { return d >= -(1ll << (bits - 1)) && d < (1ll << (bits - 1)); }

/* A conditional branch (b.cond, cbz or cbnz: `insn` without its imm19) to a label.  Backward: the
 * short form when it reaches, else the inverse (`inv`) over a b.  Forward: the short form and a
 * nop slot, which kl_func_end turns into the inverse over a b when the label lands beyond 1 MiB. */
KL_INLINE void kl__a_bcond(kl_func *f, uint32_t insn, uint32_t inv, kl_label l)
{
	int32_t pos = kl__label_pos(f, l);
	uint8_t *p = kl__room(f);
	int32_t here = (int32_t)(p - f->buf);
	if (pos >= 0) {
		int32_t d = (pos - here) >> 2;
		if (KL_LIKELY(kl__a_fits(d, 19)))
			kl__a_put(f, insn | KL_A_IMM19(d));
		else
			kl__a64_far_bcond(f, inv, d);
		return;
	}
	kl__w64(p, insn | (uint64_t)KL_A_NOP << 32);
	f->ip = p + 8;
	if (pos == -1)
		kl__fixup_add(f, (uint32_t)here, KL__FIX_BCOND, l);
}
/* b or bl to a label: backward it is resolved now, forward by kl_func_end */
KL_INLINE void kl__a_b(kl_func *f, uint32_t op, kl_label l)
{
	int32_t pos = kl__label_pos(f, l);
	uint8_t *p = kl__room(f);
	int32_t here = (int32_t)(p - f->buf);
	kl__w32(p, op | (pos >= 0 ? KL_A_IMM26((pos - here) >> 2) : 0));
	f->ip = p + 4;
	if (KL_UNLIKELY(pos >= 0 && !kl__a_fits((pos - here) >> 2, 26)))
		kl__fail(f, KL_ERR_TOOBIG, "branch back to label %u beyond 128 MiB", l);
	if (pos == -1)
		kl__fixup_add(f, (uint32_t)here, KL__FIX_B26, l);
}
KL_INLINE uint32_t kl__a_cc(int t, int cond)
{
	static const uint8_t sgn[6] = {KL_A_LT, KL_A_LE, KL_A_GT, KL_A_GE, KL_A_EQ, KL_A_NE};
	static const uint8_t uns[6] = {KL_A_LO, KL_A_LS, KL_A_HI, KL_A_HS, KL_A_EQ, KL_A_NE};
	return kl__is_signed(t) ? sgn[cond] : uns[cond];
}
KL_INLINE void kl__a_bcc(kl_func *f, uint32_t cc, kl_label l)
{
	kl__a_bcond(f, KL_A_BCOND | cc, KL_A_BCOND | (cc ^ 1), l);
}
KL_INLINE void kl__t_br(kl_func *f, int t, int cond, kl_reg a, kl_reg b, kl_label l)
{
	kl__a_rrr(f, KL_A_SUBS_R, kl__is64(t), KL_A64_ZR, a, b); /* cmp a, b */
	kl__a_bcc(f, kl__a_cc(t, cond), l);
}
KL_INLINE void kl__t_bri(kl_func *f, int t, int cond, kl_reg a, int64_t imm, kl_label l)
{
	int w = kl__is64(t);
	uint64_t v = kl__a_immval(w, imm), nv = w ? 0 - v : (uint32_t)(0 - v);
	uint32_t head = KL_A_SF(w) | KL_A_RN(a) | KL_A_RD(KL_A64_ZR);
	if (v == 0 && cond >= KL_CC_EQ) {
		uint32_t z = KL_A_CBZ | KL_A_SF(w) | KL_A_RD(a);
		uint32_t nz = KL_A_CBNZ | KL_A_SF(w) | KL_A_RD(a);
		if (cond == KL_CC_EQ)
			kl__a_bcond(f, z, nz, l);
		else
			kl__a_bcond(f, nz, z, l);
		return;
	}
	if (v <= 0xFFFu)
		kl__a_put(f, KL_A_SUBS_I | head | KL_A_IMM12(v)); /* cmp a, #v */
	else if ((v & 0xFFFu) == 0 && v <= 0xFFF000u)
		kl__a_put(f, KL_A_SUBS_I | KL_A_LSL12 | head | KL_A_IMM12(v >> 12));
	else if (nv <= 0xFFFu)
		kl__a_put(f, KL_A_ADDS_I | head | KL_A_IMM12(nv)); /* cmn a, #-v */
	else if ((nv & 0xFFFu) == 0 && nv <= 0xFFF000u)
		kl__a_put(f, KL_A_ADDS_I | KL_A_LSL12 | head | KL_A_IMM12(nv >> 12));
	else {
		kl__a_movimm(f, w, KL__SCRATCH, imm);
		kl__a_rrr(f, KL_A_SUBS_R, w, KL_A64_ZR, a, KL__SCRATCH);
	}
	kl__a_bcc(f, kl__a_cc(t, cond), l);
}
KL_INLINE void kl__t_jv(kl_func *f, kl_label l) { kl__a_b(f, KL_A_B, l); }
KL_INLINE void kl__t_jp(kl_func *f, kl_reg r) { kl__a_put(f, KL_A_BR | KL_A_RN(r)); }
/* b to an absolute address: linked (or sent through a veneer) by kl_func_end */
KL_INLINE void kl__a_abs(kl_func *f, uint32_t op, const void *addr)
{
	uint8_t *p = kl__room(f);
	kl__w32(p, op);
	f->ip = p + 4;
	kl__fixup_add(f, (uint32_t)(p - f->buf), op == KL_A_BL ? KL__FIX_ABSCALL : KL__FIX_ABSJMP,
		      (uint64_t)(uintptr_t)addr);
}
KL_INLINE void kl__t_jpi(kl_func *f, const void *addr) { kl__a_abs(f, KL_A_B, addr); }
/* adr link, .+8: the return address is just after the one-word jump that follows */
KL_INLINE void kl__a_adr8(kl_func *f, kl_reg link) { kl__a_put(f, KL_A_ADR | KL_A_IMM19(2) | KL_A_RD(link)); }
KL_INLINE void kl__t_jalv(kl_func *f, kl_reg link, kl_label l)
{
	kl__a_adr8(f, link);
	kl__a_b(f, KL_A_B, l);
}
KL_INLINE void kl__t_jalp(kl_func *f, kl_reg link, kl_reg r)
{
	if (link == r) {
		kl__a_mov(f, 1, KL__SCRATCH, r);
		r = KL__SCRATCH;
	}
	kl__a_adr8(f, link);
	kl__t_jp(f, r);
}
KL_INLINE void kl__t_jalpi(kl_func *f, kl_reg link, const void *addr)
{
	kl__a_adr8(f, link);
	kl__a_abs(f, KL_A_B, addr);
}
KL_INLINE void kl__t_nop(kl_func *f) { kl__a_put(f, KL_A_NOP); }

/* ---- returns -------------------------------------------------------------------------------- */
/* The epilogue is not known until kl_func_end: leave a 2-word slot that becomes the epilogue
 * itself when it fits (ret; add sp + ret; ldp x29, x30 + ret) or a branch to the shared one. */
KL_INLINE void kl__t_retv(kl_func *f)
{
	uint8_t *p = kl__room(f);
	kl__w64(p, KL_A_NOP | (uint64_t)KL_A_NOP << 32);
	f->ip = p + 8;
	kl__fixup_add(f, (uint32_t)(p - f->buf), KL__FIX_EPI, 0);
}
KL_INLINE void kl__t_ret(kl_func *f, int t, kl_reg rs)
{
	if (t >= KL_C && t <= KL_US)
		kl__t_cv(f, KL_I, t, 0, rs);
	else
		kl__a_mov(f, kl__is64(t), 0, rs);
	kl__t_retv(f);
}
KL_INLINE void kl__t_reti(kl_func *f, int t, int64_t imm)
{
	switch (t) {
	case KL_C: imm = (int8_t)imm; break;
	case KL_UC: imm = (uint8_t)imm; break;
	case KL_S: imm = (int16_t)imm; break;
	case KL_US: imm = (uint16_t)imm; break;
	default: break;
	}
	kl__a_movimm(f, kl__is64(t), 0, imm);
	kl__t_retv(f);
}

/* ---- extensions (kiln/ext.def): native lowerings ------------------------------------------------ */
#define KL_NATIVE_rotl 1
#define KL_NATIVE_rotr 1
#define KL_NATIVE_mulh 1
#define KL_NATIVE_bswap 1
#define KL_NATIVE_clz 1
#define KL_NATIVE_ctz 1
#define KL_NATIVE_popc 1
#define KL_NATIVE_sel 1
#define KL_NATIVE_addc 1
#define KL_NATIVE_subc 1
#define KL_NATIVE_uld 1
#define KL_NATIVE_ust 1
#define KL_NATIVE_prefetch 1
#define KL_NATIVE_addsh 1
#define KL_NATIVE_subsh 1
#define KL_NATIVE_andsh 1
#define KL_NATIVE_orsh 1
#define KL_NATIVE_xorsh 1
#define KL_NATIVE_andn 1
#define KL_NATIVE_orn 1
#define KL_NATIVE_xorn 1
#define KL_NATIVE_ldx 1
#define KL_NATIVE_xorm 1
#define KL_NATIVE_addm 1
#define KL_NATIVE_andm 1
#define KL_NATIVE_orm 1

#define KL_A_RORV 0x1AC02C00u
#define KL_A_EXTR 0x13800000u
#define KL_A_SMULH 0x9B407C00u
#define KL_A_UMULH 0x9BC07C00u
#define KL_A_SMULL 0x9B207C00u /* smaddl xd, wn, wm, xzr */
#define KL_A_UMULL 0x9BA07C00u
#define KL_A_RBIT 0x5AC00000u
#define KL_A_REV16 0x5AC00400u
#define KL_A_REVW 0x5AC00800u
#define KL_A_REVX 0xDAC00C00u
#define KL_A_CLZ 0x5AC01000u
#define KL_A_CSEL 0x1A800000u
#define KL_A_ADCS 0x3A000000u
#define KL_A_SBCS 0x7A000000u
#define KL_A_FMOV_SW 0x1E270000u /* fmov sd, wn */
#define KL_A_FMOV_DX 0x9E670000u /* fmov dd, xn */
#define KL_A_FMOV_WS 0x1E260000u /* fmov wd, sn */
#define KL_A_CNT8B 0x0E205800u
#define KL_A_ADDV8B 0x0E31B800u
#define KL_A_PRFM 0xF9800000u /* prfm pldl1keep (Rt = 0), with the load/store offset forms */
#define KL_A64_V31 31         /* vector scratch for popc: caller-saved in AAPCS64 */

/* ror rd, a, #n is extr rd, a, a, #n; rotating left by n is rotating right by width - n */
KL_INLINE void kl__a_rori(kl_func *f, int w, kl_reg rd, kl_reg a, uint32_t n)
{
	n &= w ? 63u : 31u;
	if (n == 0)
		kl__a_mov(f, w, rd, a);
	else
		kl__a_put(f, KL_A_EXTR | KL_A_SF(w) | (w ? KL_A_BFM_N : 0) | KL_A_RM(a) | KL_A_IMMS(n) | KL_A_RN(a) |
				     KL_A_RD(rd));
}
/* data processing (shifted register): rd = a OP (b shift #n), one instruction; add and sub cannot
 * name sp there, so with sp (KL_LP) the shifted operand goes through the scratch register */
#define KL_A_SHIFT(kind) (((uint32_t)(kind) & 3u) << 22)
#define KL_A_IMM6(n) (((uint32_t)(n) & 63u) << 10)
#define KL_A_BIC_R 0x0A200000u
#define KL_A_ORN_R 0x2A200000u
#define KL_A_EON_R 0x4A200000u
KL_INLINE void kl__a_shifted(kl_func *f, uint32_t op, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__a_put(f, op | KL_A_SF(kl__is64(t)) | KL_A_SHIFT(KL_SHIFTED_KIND(shift)) | KL_A_RM(b) |
			     KL_A_IMM6(KL_SHIFTED_N(shift)) | KL_A_RN(a) | KL_A_RD(rd));
}
KL_INLINE void kl__a_addsub_sh(kl_func *f, int sub, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	if (KL_UNLIKELY(rd == KL_A64_SP || a == KL_A64_SP || b == KL_A64_SP)) {
		kl__a_shifted(f, KL_A_ORR_R, t, KL__SCRATCH, KL_A64_ZR, b, shift);
		kl__a_addsub(f, sub, kl__is64(t), rd, a, KL__SCRATCH);
	} else {
		kl__a_shifted(f, sub ? KL_A_SUB_R : KL_A_ADD_R, t, rd, a, b, shift);
	}
}
KL_INLINE void kl__t_addsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__a_addsub_sh(f, 0, t, rd, a, b, shift);
}
KL_INLINE void kl__t_subsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__a_addsub_sh(f, 1, t, rd, a, b, shift);
}
KL_INLINE void kl__t_andsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__a_shifted(f, KL_A_AND_R, t, rd, a, b, shift);
}
KL_INLINE void kl__t_orsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__a_shifted(f, KL_A_ORR_R, t, rd, a, b, shift);
}
KL_INLINE void kl__t_xorsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__a_shifted(f, KL_A_EOR_R, t, rd, a, b, shift);
}
KL_INLINE void kl__t_andn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_rrr(f, KL_A_BIC_R, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_orn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_rrr(f, KL_A_ORN_R, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_xorn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_rrr(f, KL_A_EON_R, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_rotr(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_rrr(f, KL_A_RORV, kl__is64(t), rd, a, b); }
KL_INLINE void kl__t_rotl(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	kl__a_rrr(f, KL_A_SUB_R, w, KL__SCRATCH, KL_A64_ZR, b); /* rorv reads the count modulo the width */
	kl__a_rrr(f, KL_A_RORV, w, rd, a, KL__SCRATCH);
}
KL_INLINE void kl__t_rotri(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__a_rori(f, kl__is64(t), rd, a, (uint32_t)imm); }
KL_INLINE void kl__t_rotli(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__a_rori(f, kl__is64(t), rd, a, 0u - (uint32_t)imm);
}
/* 32-bit: the full 64-bit product, then its bits 32..63 */
KL_INLINE void kl__t_mulh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	int sgn = kl__is_signed(t);
	if (kl__is64(t)) {
		kl__a_rrr(f, sgn ? KL_A_SMULH : KL_A_UMULH, 0, rd, a, b);
		return;
	}
	kl__a_rrr(f, sgn ? KL_A_SMULL : KL_A_UMULL, 0, KL__SCRATCH, a, b);
	kl__a_shifti(f, 1, 1, rd, KL__SCRATCH, 32);
}
KL_INLINE void kl__t_bswap(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	if (t == KL_UL) {
		kl__a_put(f, KL_A_REVX | KL_A_RN(rs) | KL_A_RD(rd));
	} else if (t == KL_U) {
		kl__a_put(f, KL_A_REVW | KL_A_RN(rs) | KL_A_RD(rd));
	} else { /* us: rev16 swaps both halves; keep the low one */
		kl__a_put(f, KL_A_REV16 | KL_A_RN(rs) | KL_A_RD(rd));
		kl__a_extend(f, 0, 0, 16, rd, rd);
	}
}
KL_INLINE void kl__t_clz(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__a_put(f, KL_A_CLZ | KL_A_SF(kl__is64(t)) | KL_A_RN(rs) | KL_A_RD(rd)); }
KL_INLINE void kl__t_ctz(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	uint32_t sf = KL_A_SF(kl__is64(t));
	kl__a_put2(f, KL_A_RBIT | sf | KL_A_RN(rs) | KL_A_RD(KL__SCRATCH), KL_A_CLZ | sf | KL_A_RN(KL__SCRATCH) | KL_A_RD(rd));
}
/* no scalar popcount before FEAT_CSSC: count the bytes' bits in v31 and add them up (v31 is
 * marked as written, for KL_SAVE_ALL) */
KL_INLINE void kl__t_popc(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	f->used |= 1ull << (KL_FREG0 + KL_A64_V31);
	kl__a_put2(f, (kl__is64(t) ? KL_A_FMOV_DX : KL_A_FMOV_SW) | KL_A_RN(rs) | KL_A_RD(KL_A64_V31),
		   KL_A_CNT8B | KL_A_RN(KL_A64_V31) | KL_A_RD(KL_A64_V31));
	kl__a_put2(f, KL_A_ADDV8B | KL_A_RN(KL_A64_V31) | KL_A_RD(KL_A64_V31),
		   KL_A_FMOV_WS | KL_A_RN(KL_A64_V31) | KL_A_RD(rd));
}
/* cmp rc, #0; csel rd, a, b, ne */
KL_INLINE void kl__t_sel(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	kl__a_put2(f, KL_A_SUBS_I | KL_A_SF(w) | KL_A_RN(rc) | KL_A_RD(KL_A64_ZR),
		   KL_A_CSEL | KL_A_SF(w) | KL_A_RM(b) | KL_A_COND(KL_A_NE) | KL_A_RN(a) | KL_A_RD(rd));
}
/* add/subtract with carry: out of line (src/target/aarch64/ext.c) */
void kl__a64_carry(kl_func *f, int t, int sub, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b);
KL_INLINE void kl__t_addc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b) { kl__a64_carry(f, t, 0, rd, rc, a, b); }
KL_INLINE void kl__t_subc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b) { kl__a64_carry(f, t, 1, rd, rc, a, b); }
/* A64 loads and stores allow any alignment on normal memory */
KL_INLINE void kl__t_uld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff) { kl__t_ld(f, t, rd, base, roff); }
KL_INLINE void kl__t_uldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off) { kl__t_ldi(f, t, rd, base, off); }
KL_INLINE void kl__t_ust(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff) { kl__t_st(f, t, rs, base, roff); }
KL_INLINE void kl__t_usti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off) { kl__t_sti(f, t, rs, base, off); }
KL_INLINE void kl__t_prefetch(kl_func *f, int t, kl_reg base, int64_t off)
{
	(void)t;
	kl__a_mem(f, KL_A_PRFM, 0, base, 0, off);
}
/* ldr rd, [base, index, lsl #s] when s is 0 or the access size and there is no displacement;
 * else x17 = base + (index << s) (add, shifted register: 31 there is xzr, so sp goes through a
 * mov first) and ldr rd, [x17, #disp] */
#define KL_A_LS_S 0x00001000u /* [Rn, Xm, lsl #size] */
KL_INLINE void kl__t_ldx(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg index, int s, int32_t disp)
{
	uint32_t op = kl__a_ldop(t), scale = op >> 30;
	if (index == KL_A64_SP) {
		kl__fail(f, KL_ERR_OPERAND, "sp cannot be a scaled index");
		return;
	}
	if (disp == 0 && (s == 0 || (uint32_t)s == scale)) {
		kl__a_put(f, (op & ~KL_A_LS_UIMM) | KL_A_LS_REG | (s ? KL_A_LS_S : 0u) | KL_A_RM(index) | KL_A_RN(base) |
			     KL_A_RD(rd));
		return;
	}
	if (base == KL_A64_SP) {
		kl__a_mov(f, 1, KL__SCRATCH2, base);
		base = KL__SCRATCH2;
	}
	kl__a_put(f, KL_A_ADD_R | KL_A_SF(1) | KL_A_RM(index) | (uint32_t)s << 10 | KL_A_RN(base) | KL_A_RD(KL__SCRATCH2));
	kl__a_mem(f, op, rd, KL__SCRATCH2, 0, disp);
}
/* load-and-op: the load into x17, then the operation (kiln/target.h) */
KL__LOP_VIA_SCRATCH2(xorm, xor)
KL__LOP_VIA_SCRATCH2(addm, add)
KL__LOP_VIA_SCRATCH2(andm, and)
KL__LOP_VIA_SCRATCH2(orm, or)

/* ---- floating point: v<k> is register KL_FREG0 + k ---------------------------------------------- */
#define KL_HAVE_FLOAT 1
#define KL_A64_V(k) (KL_FREG0 + (k))
/* Temporaries (caller-saved), in allocation order: v16-v30, which carry no argument, then the
 * argument registers v7..v0.  Variables: v8-v15, whose low 64 bits (all that f and d use)
 * AAPCS64 preserves: the prologue saves the ones the body writes, and nothing is saved around
 * calls.  v31 is kiln's float scratch register (popc's too) and is never handed out. */
#define KL_FT0 KL_A64_V(16)
#define KL_FT1 KL_A64_V(17)
#define KL_FT2 KL_A64_V(18)
#define KL_FT3 KL_A64_V(19)
#define KL_FT4 KL_A64_V(20)
#define KL_FT5 KL_A64_V(21)
#define KL_FT6 KL_A64_V(22)
#define KL_FT7 KL_A64_V(23)
#define KL_FT8 KL_A64_V(24)
#define KL_FT9 KL_A64_V(25)
#define KL_FT10 KL_A64_V(26)
#define KL_FT11 KL_A64_V(27)
#define KL_FT12 KL_A64_V(28)
#define KL_FT13 KL_A64_V(29)
#define KL_FT14 KL_A64_V(30)
#define KL_FT15 KL_A64_V(7)
#define KL_FT16 KL_A64_V(6)
#define KL_FT17 KL_A64_V(5)
#define KL_FT18 KL_A64_V(4)
#define KL_FT19 KL_A64_V(3)
#define KL_FT20 KL_A64_V(2)
#define KL_FT21 KL_A64_V(1)
#define KL_FT22 KL_A64_V(0)
#define KL_NFT 23
#define KL_FS0 KL_A64_V(8)
#define KL_FS1 KL_A64_V(9)
#define KL_FS2 KL_A64_V(10)
#define KL_FS3 KL_A64_V(11)
#define KL_FS4 KL_A64_V(12)
#define KL_FS5 KL_A64_V(13)
#define KL_FS6 KL_A64_V(14)
#define KL_FS7 KL_A64_V(15)
#define KL_NFS 8
#define KL_FRV KL_A64_V(0) /* float result of kl_call */
#define KL__FSCRATCH KL_A64_V(KL_A64_V31)
#define KL__FIX_POOL 8 /* ldr s/d literal at `at` to constant-pool entry `value`, nop slot after it */

/* out of line (src/target/aarch64/float.c) */
void kl__a64_fpool(kl_func *f, int t, kl_reg rd, uint64_t bits);

/* scalar floating point; KL_A_FTYPE selects double (type field 01) over single */
#define KL_A_FTYPE(t) ((t) == KL_D ? 0x00400000u : 0u)
#define KL_A_FADD 0x1E202800u
#define KL_A_FSUB 0x1E203800u
#define KL_A_FMUL 0x1E200800u
#define KL_A_FDIV 0x1E201800u
#define KL_A_FNEG 0x1E214000u
#define KL_A_FMOV 0x1E204000u
#define KL_A_FMOV_I 0x1E201000u /* fmov s/d, #imm8 (imm8 at bit 13) */
#define KL_A_MOVI_D0 0x2F00E400u /* movi dd, #0 */
#define KL_A_FCMP 0x1E202000u
#define KL_A_FCCMP 0x1E200400u
#define KL_A_SCVTF 0x1E220000u /* KL_A_SF(1): from X */
#define KL_A_UCVTF 0x1E230000u
#define KL_A_FCVTZS 0x1E380000u /* KL_A_SF(1): to X */
#define KL_A_FCVTZU 0x1E390000u
#define KL_A_FCVT_SD 0x1E22C000u /* fcvt dd, sn */
#define KL_A_FCVT_DS 0x1E624000u /* fcvt sd, dn */
#define KL_A_LDR_S 0xBD400000u   /* load/store forms as the integer ones (KL_A_LS_UIMM, KL_A_LS_REG) */
#define KL_A_STR_S 0xBD000000u
#define KL_A_LDR_D 0xFD400000u
#define KL_A_STR_D 0xFD000000u
#define KL_A_LDRLIT_S 0x1C000000u /* ldr s/d, label (imm19) */
#define KL_A_LDRLIT_D 0x5C000000u

/* The body writes float register r: when it is one of v8-v15 (callee-saved), the prologue must
 * save it.  The core records only the integer variables it hands out, so the emitters record
 * these (for a constant r this folds away unless r is a variable).  KL_SAVE_ALL's other float
 * registers are recorded by the core, as it records every register it hands out or reserves. */
KL_INLINE void kl__a_fdef(kl_func *f, kl_reg r)
{
	if ((unsigned)(r - KL_FS0) < (unsigned)KL_NFS)
		f->used |= 1ull << ((unsigned)r & 63u);
}

KL_INLINE void kl__a_fop(kl_func *f, uint32_t op, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__a_fdef(f, rd);
	kl__a_put(f, op | KL_A_FTYPE(t) | KL_A_RM(b) | KL_A_RN(a) | KL_A_RD(rd));
}
/* fmov dd, dn copies the whole low 64 bits: right for f and d alike */
KL_INLINE void kl__a_fmov(kl_func *f, kl_reg rd, kl_reg rs)
{
	if (rd != rs)
		kl__a_fop(f, KL_A_FMOV, KL_D, rd, rs, 0);
}
KL_INLINE void kl__t_fadd(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_fop(f, KL_A_FADD, t, rd, a, b); }
KL_INLINE void kl__t_fsub(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_fop(f, KL_A_FSUB, t, rd, a, b); }
KL_INLINE void kl__t_fmul(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_fop(f, KL_A_FMUL, t, rd, a, b); }
KL_INLINE void kl__t_fdiv(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_fop(f, KL_A_FDIV, t, rd, a, b); }
/* fneg flips the sign bit and nothing else, NaN included */
KL_INLINE void kl__t_fneg(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__a_fop(f, KL_A_FNEG, t, rd, rs, 0); }
KL_INLINE void kl__t_fmov(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	if (rd != rs)
		kl__a_fop(f, KL_A_FMOV, t, rd, rs, 0);
}

/* The bits of v as type t, and fmov's 8-bit immediate for them (sign, then exponent -3..4 and a
 * 4-bit fraction: ±n/16 * 2^e, n = 16..31), or -1. */
KL_INLINE uint64_t kl__a_fbits(int t, double v)
{
	union { double d; float s; uint64_t x; uint32_t w; } u;
	if (t == KL_F) {
		u.s = (float)v;
		return u.w;
	}
	u.d = v;
	return u.x;
}
KL_INLINE int kl__a_fimm8(int t, uint64_t b)
{
	uint32_t e;
	if (t == KL_F) {
		if (b & 0x7FFFFu)
			return -1;
		e = (uint32_t)(b >> 25) & 0x3Fu; /* NOT(b6) then b6 five times */
		if (e != 0x20u && e != 0x1Fu)
			return -1;
		return (int)(((b >> 24) & 0x80u) | ((b >> 19) & 0x7Fu));
	}
	if (b & 0xFFFFFFFFFFFFull)
		return -1;
	e = (uint32_t)(b >> 54) & 0x1FFu; /* NOT(b6) then b6 eight times */
	if (e != 0x100u && e != 0xFFu)
		return -1;
	return (int)(((b >> 56) & 0x80u) | ((b >> 48) & 0x7Fu));
}
/* +0.0 is movi d, #0; fmov #imm8 when it fits; anything else from the constant pool */
KL_INLINE void kl__t_fset(kl_func *f, int t, kl_reg rd, double v)
{
	uint64_t b = kl__a_fbits(t, v);
	int imm8 = kl__a_fimm8(t, b);
	kl__a_fdef(f, rd);
	if (b == 0)
		kl__a_put(f, KL_A_MOVI_D0 | KL_A_RD(rd));
	else if (imm8 >= 0)
		kl__a_put(f, KL_A_FMOV_I | KL_A_FTYPE(t) | (uint32_t)imm8 << 13 | KL_A_RD(rd));
	else
		kl__a64_fpool(f, t, rd, b);
}

/* loads and stores: the integer ones' three offset forms */
KL_INLINE void kl__t_fld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff)
{
	kl__a_fdef(f, rd);
	kl__a_mem(f, t == KL_D ? KL_A_LDR_D : KL_A_LDR_S, rd, base, 1, roff);
}
KL_INLINE void kl__t_fldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off)
{
	kl__a_fdef(f, rd);
	kl__a_mem(f, t == KL_D ? KL_A_LDR_D : KL_A_LDR_S, rd, base, 0, off);
}
KL_INLINE void kl__t_fst(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff)
{
	kl__a_mem(f, t == KL_D ? KL_A_STR_D : KL_A_STR_S, rs, base, 1, roff);
}
KL_INLINE void kl__t_fsti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off)
{
	kl__a_mem(f, t == KL_D ? KL_A_STR_D : KL_A_STR_S, rs, base, 0, off);
}
KL_INLINE void kl__t_fret(kl_func *f, int t, kl_reg rs)
{
	kl__t_fmov(f, t, KL_FRV, rs);
	kl__t_retv(f);
}

/* Ordered compare and branch.  fcmp sets less: N; equal: Z C; greater: C; unordered: C V.
 * mi, ls, gt, ge and eq are all false when unordered; ne is not, so for bne an unordered
 * result is first turned into "equal": fccmp a, b, #Z, vc compares again when ordered and
 * sets Z otherwise. */
KL_INLINE void kl__t_fbr(kl_func *f, int t, int cond, kl_reg a, kl_reg b, kl_label l)
{
	static const uint8_t cc[6] = {KL_A_MI, KL_A_LS, KL_A_GT, KL_A_GE, KL_A_EQ, KL_A_NE};
	uint32_t cmp = KL_A_FTYPE(t) | KL_A_RM(b) | KL_A_RN(a);
	if (cond == KL_CC_NE)
		kl__a_put2(f, KL_A_FCMP | cmp, KL_A_FCCMP | cmp | KL_A_COND(KL_A_VC) | 4u);
	else
		kl__a_put(f, KL_A_FCMP | cmp);
	kl__a_bcc(f, cc[cond], l);
}

/* Conversions: scvtf/ucvtf from W (i, u) or X (l, ul), fcvtzs/fcvtzu (truncating) to W or X,
 * fcvt between single and double.  C's rules, and saturation outside the range. */
KL_INLINE void kl__t_fcv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs)
{
	int ff = from == KL_F || from == KL_D, tf = to == KL_F || to == KL_D;
	uint32_t op;
	if (ff && tf) {
		if (from == to) {
			kl__t_fmov(f, to, rd, rs);
			return;
		}
		op = from == KL_F ? KL_A_FCVT_SD : KL_A_FCVT_DS;
	} else if (tf) {
		op = (kl__is_signed(from) ? KL_A_SCVTF : KL_A_UCVTF) | KL_A_SF(kl__is64(from)) | KL_A_FTYPE(to);
	} else {
		op = (kl__is_signed(to) ? KL_A_FCVTZS : KL_A_FCVTZU) | KL_A_SF(kl__is64(to)) | KL_A_FTYPE(from);
	}
	if (tf)
		kl__a_fdef(f, rd);
	kl__a_put(f, op | KL_A_RN(rs) | KL_A_RD(rd));
}

/* float extensions (kiln/ext.def, types f and d): one instruction each.  fmin/fmax already have
 * kiln's rule: a NaN operand gives a NaN, and fmin(-0, +0) = -0, fmax(-0, +0) = +0. */
#define KL_A_FSQRT 0x1E21C000u
#define KL_A_FABS 0x1E20C000u
#define KL_A_FMIN 0x1E205800u
#define KL_A_FMAX 0x1E204800u
#define KL_NATIVE_sqrt 1
#define KL_NATIVE_abs 1
#define KL_NATIVE_min 1
#define KL_NATIVE_max 1
KL_INLINE void kl__t_sqrt(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__a_fop(f, KL_A_FSQRT, t, rd, rs, 0); }
KL_INLINE void kl__t_abs(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__a_fop(f, KL_A_FABS, t, rd, rs, 0); }
KL_INLINE void kl__t_min(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_fop(f, KL_A_FMIN, t, rd, a, b); }
KL_INLINE void kl__t_max(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__a_fop(f, KL_A_FMAX, t, rd, a, b); }

#ifdef __cplusplus
}
#endif

#endif
