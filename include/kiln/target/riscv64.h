/* kiln/target/riscv64.h -- RISC-V 64 (RV64GC, LP64D) inline emitters: each portable instruction
 * becomes machine code at the call site.  Register numbers are the hardware's (x0 ... x31). */
#ifndef KILN_TARGET_RISCV64_H
#define KILN_TARGET_RISCV64_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- register names ----------------------------------------------------------------------- */
#define KL_RV_ZERO 0
#define KL_RV_RA 1
#define KL_RV_SP 2
#define KL_RV_GP 3
#define KL_RV_TP 4
#define KL_RV_T0 5
#define KL_RV_T1 6
#define KL_RV_T2 7
#define KL_RV_S0 8
#define KL_RV_S1 9
#define KL_RV_A0 10
#define KL_RV_A1 11
#define KL_RV_A2 12
#define KL_RV_A3 13
#define KL_RV_A4 14
#define KL_RV_A5 15
#define KL_RV_A6 16
#define KL_RV_A7 17
#define KL_RV_S2 18
#define KL_RV_S3 19
#define KL_RV_S4 20
#define KL_RV_S5 21
#define KL_RV_S6 22
#define KL_RV_S7 23
#define KL_RV_S8 24
#define KL_RV_S9 25
#define KL_RV_S10 26
#define KL_RV_S11 27
#define KL_RV_T3 28
#define KL_RV_T4 29
#define KL_RV_T5 30
#define KL_RV_T6 31

/* Portable hard-coded names.  Temporaries (caller-saved), in allocation order: those that carry
 * no argument first, then the argument registers from the last to the first. */
#define KL_T0 KL_RV_T0
#define KL_T1 KL_RV_T1
#define KL_T2 KL_RV_T2
#define KL_T3 KL_RV_T3
#define KL_T4 KL_RV_T4
#define KL_T5 KL_RV_A7
#define KL_T6 KL_RV_A6
#define KL_T7 KL_RV_A5
#define KL_T8 KL_RV_A4
#define KL_T9 KL_RV_A3
#define KL_T10 KL_RV_A2
#define KL_T11 KL_RV_A1
#define KL_T12 KL_RV_A0
#define KL_NT 13
/* Variables (callee-saved); s0 last because debuggers like it as a frame pointer. */
#define KL_S0 KL_RV_S1
#define KL_S1 KL_RV_S2
#define KL_S2 KL_RV_S3
#define KL_S3 KL_RV_S4
#define KL_S4 KL_RV_S5
#define KL_S5 KL_RV_S6
#define KL_S6 KL_RV_S7
#define KL_S7 KL_RV_S8
#define KL_S8 KL_RV_S9
#define KL_S9 KL_RV_S10
#define KL_S10 KL_RV_S11
#define KL_S11 KL_RV_S0
#define KL_NS 12
#define KL_LP KL_RV_SP /* local pointer: locals are at KL_LP + kl_local() */
#define KL_RV KL_RV_A0 /* integer result of kl_call */
#define KL_ZERO KL_RV_ZERO
#define KL_NREGS 32
#define KL__TGT_FAST_UNALIGNED 0 /* kl_target_has(KL_FEATURE_FAST_UNALIGNED) */
/* kiln's private registers, never handed out: t5 for immediates, addresses and far jumps; t6
 * for a callee address that an argument move would overwrite. */
#define KL__SCRATCH KL_RV_T5
#define KL__SCRATCH2 KL_RV_T6

/* fixup kinds: each is a slot in the body, rewritten by kl_func_end when the distance is known */
enum {
	KL__FIX_BR = 1, /* 12-byte conditional branch slot; word 0 holds the branch (offset 0) */
	KL__FIX_J,      /* 8-byte jump slot to a label; word 0 holds jal link, 0 */
	KL__FIX_EPI,    /* 8-byte return slot: the epilogue itself or a jump to it */
	KL__FIX_ABS,    /* 12-byte jump to absolute address `value`; word 0 holds jalr link, 0(x0) */
};
#define KL__RV_BRSLOT 12
#define KL__RV_JSLOT 8
#define KL__RV_EPISLOT 8
#define KL__RV_ABSSLOT 12

/* ---- encoding: base opcodes with funct3/funct7, OR'ed with operand fields (ISA manual ch. 2) */
#define KL_RV_RD(r) (((uint32_t)(r) & 31) << 7)
#define KL_RV_RS1(r) (((uint32_t)(r) & 31) << 15)
#define KL_RV_RS2(r) (((uint32_t)(r) & 31) << 20)
#define KL_RV_IMM_I(i) (((uint32_t)(i) & 0xFFFu) << 20)
#define KL_RV_IMM_S(i) ((((uint32_t)(i) >> 5 & 0x7Fu) << 25) | (((uint32_t)(i) & 0x1Fu) << 7))
#define KL_RV_IMM_B(i)                                                                            \
	((((uint32_t)(i) >> 12 & 1u) << 31) | (((uint32_t)(i) >> 5 & 0x3Fu) << 25) |                 \
	 (((uint32_t)(i) >> 1 & 0xFu) << 8) | (((uint32_t)(i) >> 11 & 1u) << 7))
#define KL_RV_IMM_U(hi20) (((uint32_t)(hi20) & 0xFFFFFu) << 12)
#define KL_RV_IMM_J(i)                                                                            \
	((((uint32_t)(i) >> 20 & 1u) << 31) | (((uint32_t)(i) >> 1 & 0x3FFu) << 21) |                \
	 (((uint32_t)(i) >> 11 & 1u) << 20) | (((uint32_t)(i) >> 12 & 0xFFu) << 12))
#define KL_RV_SHAMT(n) (((uint32_t)(n) & 63u) << 20)

#define KL_RV_R(op, rd, a, b) ((op) | KL_RV_RD(rd) | KL_RV_RS1(a) | KL_RV_RS2(b))
#define KL_RV_I(op, rd, a, imm) ((op) | KL_RV_RD(rd) | KL_RV_RS1(a) | KL_RV_IMM_I(imm))
#define KL_RV_S(op, src, base, imm) ((op) | KL_RV_RS2(src) | KL_RV_RS1(base) | KL_RV_IMM_S(imm))
#define KL_RV_B(op, a, b, off) ((op) | KL_RV_RS1(a) | KL_RV_RS2(b) | KL_RV_IMM_B(off))
#define KL_RV_U(op, rd, hi20) ((op) | KL_RV_RD(rd) | KL_RV_IMM_U(hi20))
#define KL_RV_J(op, rd, off) ((op) | KL_RV_RD(rd) | KL_RV_IMM_J(off))

enum {
	/* OP (R-type) */
	KL_RV_ADD = 0x00000033, KL_RV_SUB = 0x40000033, KL_RV_SLL = 0x00001033, KL_RV_SLT = 0x00002033,
	KL_RV_SLTU = 0x00003033, KL_RV_XOR = 0x00004033, KL_RV_SRL = 0x00005033, KL_RV_SRA = 0x40005033,
	KL_RV_OR = 0x00006033, KL_RV_AND = 0x00007033,
	KL_RV_MUL = 0x02000033, KL_RV_MULH = 0x02001033, KL_RV_MULHU = 0x02003033, KL_RV_DIV = 0x02004033, KL_RV_DIVU = 0x02005033, KL_RV_REM = 0x02006033,
	KL_RV_REMU = 0x02007033,
	/* OP-32 */
	KL_RV_ADDW = 0x0000003B, KL_RV_SUBW = 0x4000003B, KL_RV_SLLW = 0x0000103B, KL_RV_SRLW = 0x0000503B,
	KL_RV_SRAW = 0x4000503B, KL_RV_MULW = 0x0200003B, KL_RV_DIVW = 0x0200403B, KL_RV_DIVUW = 0x0200503B,
	KL_RV_REMW = 0x0200603B, KL_RV_REMUW = 0x0200703B,
	/* OP-IMM, OP-IMM-32 (I-type) */
	KL_RV_ADDI = 0x00000013, KL_RV_SLTI = 0x00002013, KL_RV_SLTIU = 0x00003013, KL_RV_XORI = 0x00004013,
	KL_RV_ORI = 0x00006013, KL_RV_ANDI = 0x00007013, KL_RV_SLLI = 0x00001013, KL_RV_SRLI = 0x00005013,
	KL_RV_SRAI = 0x40005013,
	KL_RV_ADDIW = 0x0000001B, KL_RV_SLLIW = 0x0000101B, KL_RV_SRLIW = 0x0000501B, KL_RV_SRAIW = 0x4000501B,
	/* LOAD, STORE */
	KL_RV_LB = 0x00000003, KL_RV_LH = 0x00001003, KL_RV_LW = 0x00002003, KL_RV_LD = 0x00003003,
	KL_RV_LBU = 0x00004003, KL_RV_LHU = 0x00005003, KL_RV_LWU = 0x00006003,
	KL_RV_SB = 0x00000023, KL_RV_SH = 0x00001023, KL_RV_SW = 0x00002023, KL_RV_SD = 0x00003023,
	/* BRANCH (B-type); funct3 bit 0 inverts the condition */
	KL_RV_BEQ = 0x00000063, KL_RV_BNE = 0x00001063, KL_RV_BLT = 0x00004063, KL_RV_BGE = 0x00005063,
	KL_RV_BLTU = 0x00006063, KL_RV_BGEU = 0x00007063,
	/* jumps and upper immediates */
	KL_RV_JAL = 0x0000006F, KL_RV_JALR = 0x00000067, KL_RV_LUI = 0x00000037, KL_RV_AUIPC = 0x00000017,
};
#define KL_RV_NOP KL_RV_I(KL_RV_ADDI, 0, 0, 0)
#define KL_RV_BINV 0x00001000u /* XOR into a branch: the opposite condition */

KL_INLINE int kl__fits12(int64_t v) { return v >= -2048 && v <= 2047; }
KL_INLINE int64_t kl__rv_lo12(int64_t v) { return (int64_t)((uint64_t)v << 52) >> 52; }
/* upper 20 bits for lui/auipc such that (hi << 12) + lo12 == v; v + 0x800 must fit in int32 */
KL_INLINE uint32_t kl__rv_hi20(int64_t v) { return (uint32_t)(((uint64_t)v + 0x800) >> 12) & 0xFFFFFu; }

/* reach of a conditional branch (13-bit offset) and of jal (21-bit) */
KL_INLINE int kl__rv_fitsb(int64_t d) { return d >= -4096 && d <= 4094; }
KL_INLINE int kl__rv_fitsj(int64_t d) { return d >= -(1 << 20) && d <= (1 << 20) - 2; }

/* out of line: long or rare sequences (src/target/riscv64/emit.c) */
void kl__rv_li64(kl_func *f, kl_reg rd, int64_t v);
void kl__rv_branch_far(kl_func *f, uint32_t br, int32_t d);
void kl__rv_jump_far(kl_func *f, kl_reg link, int32_t d);
void kl__rv_abs(kl_func *f, kl_reg link, const void *addr);
/* rewrite slots once distances are known (frame.c; the encoding test uses them too) */
void kl__rv_patch_br(uint8_t *p, uint32_t br, int64_t d);
void kl__rv_patch_j(uint8_t *p, kl_reg link, int64_t d);

/* Instructions are 4 bytes and code buffers 4-aligned, so instructions are stored aligned: the
 * packed stores of kl__w32 become four byte stores on RV64GC hosts, which do not promise fast
 * misaligned access.  (A client buffer that is not 4-aligned still works, slowly.) */
KL_INLINE void kl__rv_w32(uint8_t *p, uint32_t insn) { *(uint32_t *)__builtin_assume_aligned(p, 4) = insn; }
KL_INLINE void kl__rv_w2(uint8_t *p, uint32_t a, uint32_t b)
{
	kl__rv_w32(p, a);
	kl__rv_w32(p + 4, b);
}
KL_INLINE void kl__rv_put(kl_func *f, uint32_t insn)
{
	uint8_t *p = kl__room(f);
	kl__rv_w32(p, insn);
	f->ip = p + 4;
}
KL_INLINE void kl__rv_put2(kl_func *f, uint32_t a, uint32_t b)
{
	uint8_t *p = kl__room(f);
	kl__rv_w32(p, a);
	kl__rv_w32(p + 4, b);
	f->ip = p + 8;
}
KL_INLINE void kl__rv_mv(kl_func *f, kl_reg rd, kl_reg rs)
{
	if (rd != rs)
		kl__rv_put(f, KL_RV_I(KL_RV_ADDI, rd, rs, 0));
}
/* Load a constant: addi for 12 bits, lui (+ addiw) for 32, else the shortest shift sequence. */
KL_INLINE void kl__rv_li(kl_func *f, kl_reg rd, int64_t v)
{
	if (kl__fits12(v)) {
		kl__rv_put(f, KL_RV_I(KL_RV_ADDI, rd, 0, v));
	} else if (kl__fits32(v)) {
		int64_t lo = kl__rv_lo12(v);
		uint32_t lui = KL_RV_U(KL_RV_LUI, rd, kl__rv_hi20(v));
		if (lo)
			kl__rv_put2(f, lui, KL_RV_I(KL_RV_ADDIW, rd, rd, lo));
		else
			kl__rv_put(f, lui);
	} else {
		kl__rv_li64(f, rd, v);
	}
}
/* a 32-bit value is kept sign-extended (as the *w instructions leave it and the psABI wants) */
KL_INLINE int64_t kl__rv_imm(int t, int64_t imm) { return kl__is64(t) ? imm : (int64_t)(int32_t)imm; }

/* ---- binary operations ---------------------------------------------------------------------- */
KL_INLINE void kl__rv_op(kl_func *f, int t, uint32_t op64, uint32_t op32, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__rv_put(f, KL_RV_R(kl__is64(t) ? op64 : op32, rd, a, b));
}
KL_INLINE void kl__t_add(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_op(f, t, KL_RV_ADD, KL_RV_ADDW, rd, a, b); }
KL_INLINE void kl__t_sub(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_op(f, t, KL_RV_SUB, KL_RV_SUBW, rd, a, b); }
KL_INLINE void kl__t_mul(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_op(f, t, KL_RV_MUL, KL_RV_MULW, rd, a, b); }
/* and/or/xor of sign-extended values are sign-extended: no *w form needed */
KL_INLINE void kl__t_and(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_op(f, t, KL_RV_AND, KL_RV_AND, rd, a, b); }
KL_INLINE void kl__t_or(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_op(f, t, KL_RV_OR, KL_RV_OR, rd, a, b); }
KL_INLINE void kl__t_xor(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_op(f, t, KL_RV_XOR, KL_RV_XOR, rd, a, b); }
/* the hardware takes the count modulo the width, as kiln defines it */
KL_INLINE void kl__t_lsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_op(f, t, KL_RV_SLL, KL_RV_SLLW, rd, a, b); }
KL_INLINE void kl__t_rsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	if (kl__is_signed(t))
		kl__rv_op(f, t, KL_RV_SRA, KL_RV_SRAW, rd, a, b);
	else
		kl__rv_op(f, t, KL_RV_SRL, KL_RV_SRLW, rd, a, b);
}
/* rem already gives x % 0 = x and MIN % -1 = 0 */
KL_INLINE void kl__t_mod(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	if (kl__is_signed(t))
		kl__rv_op(f, t, KL_RV_REM, KL_RV_REMW, rd, a, b);
	else
		kl__rv_op(f, t, KL_RV_REMU, KL_RV_REMUW, rd, a, b);
}
/* div gives MIN / -1 = MIN but x / 0 = -1: and the quotient with (b == 0 ? 0 : -1) */
KL_INLINE void kl__t_div(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	uint32_t op = kl__is_signed(t) ? (kl__is64(t) ? KL_RV_DIV : KL_RV_DIVW) : (kl__is64(t) ? KL_RV_DIVU : KL_RV_DIVUW);
	uint8_t *p = kl__room(f);
	kl__rv_w2(p, KL_RV_I(KL_RV_SLTIU, KL__SCRATCH, b, 1),
		  KL_RV_I(KL_RV_ADDI, KL__SCRATCH, KL__SCRATCH, -1));
	kl__rv_w2(p + 8, KL_RV_R(op, rd, a, b),
		  KL_RV_R(KL_RV_AND, rd, rd, KL__SCRATCH));
	f->ip = p + 16;
}

/* immediate forms: the I-type instruction when the value fits 12 bits, else through t5 */
KL_INLINE void kl__t_addi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	imm = kl__rv_imm(t, imm);
	if (KL_LIKELY(kl__fits12(imm))) {
		kl__rv_put(f, KL_RV_I(kl__is64(t) ? KL_RV_ADDI : KL_RV_ADDIW, rd, a, imm));
	} else {
		kl__rv_li(f, KL__SCRATCH, imm);
		kl__t_add(f, t, rd, a, KL__SCRATCH);
	}
}
KL_INLINE void kl__t_subi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__t_addi(f, t, rd, a, (int64_t)(0 - (uint64_t)imm));
}
KL_INLINE void kl__rv_opi(kl_func *f, int t, uint32_t opi, uint32_t op, kl_reg rd, kl_reg a, int64_t imm)
{
	imm = kl__rv_imm(t, imm);
	if (KL_LIKELY(kl__fits12(imm))) {
		kl__rv_put(f, KL_RV_I(opi, rd, a, imm));
	} else {
		kl__rv_li(f, KL__SCRATCH, imm);
		kl__rv_put(f, KL_RV_R(op, rd, a, KL__SCRATCH));
	}
}
KL_INLINE void kl__t_andi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__rv_opi(f, t, KL_RV_ANDI, KL_RV_AND, rd, a, imm); }
KL_INLINE void kl__t_ori(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__rv_opi(f, t, KL_RV_ORI, KL_RV_OR, rd, a, imm); }
KL_INLINE void kl__t_xori(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__rv_opi(f, t, KL_RV_XORI, KL_RV_XOR, rd, a, imm); }
KL_INLINE void kl__t_muli(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__rv_li(f, KL__SCRATCH, kl__rv_imm(t, imm));
	kl__t_mul(f, t, rd, a, KL__SCRATCH);
}
KL_INLINE void kl__t_divi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	imm = kl__rv_imm(t, imm);
	if (imm == 0) {
		kl__rv_put(f, KL_RV_I(KL_RV_ADDI, rd, 0, 0)); /* x / 0 = 0 */
	} else if (imm == -1 && kl__is_signed(t)) {
		kl__t_sub(f, t, rd, KL_ZERO, a); /* MIN / -1 = MIN: negation wraps the same way */
	} else {
		kl__rv_li(f, KL__SCRATCH, imm);
		kl__rv_op(f, t, kl__is_signed(t) ? KL_RV_DIV : KL_RV_DIVU, kl__is_signed(t) ? KL_RV_DIVW : KL_RV_DIVUW,
			  rd, a, KL__SCRATCH);
	}
}
KL_INLINE void kl__t_modi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	imm = kl__rv_imm(t, imm);
	if (imm == 0) {
		kl__rv_mv(f, rd, a); /* x % 0 = x */
	} else if (imm == -1 && kl__is_signed(t)) {
		kl__rv_put(f, KL_RV_I(KL_RV_ADDI, rd, 0, 0));
	} else {
		kl__rv_li(f, KL__SCRATCH, imm);
		kl__t_mod(f, t, rd, a, KL__SCRATCH);
	}
}
KL_INLINE void kl__t_lshi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	kl__rv_put(f, (w ? KL_RV_SLLI : KL_RV_SLLIW) | KL_RV_RD(rd) | KL_RV_RS1(a) | KL_RV_SHAMT(imm & (w ? 63 : 31)));
}
KL_INLINE void kl__t_rshi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	uint32_t op = kl__is_signed(t) ? (w ? KL_RV_SRAI : KL_RV_SRAIW) : (w ? KL_RV_SRLI : KL_RV_SRLIW);
	kl__rv_put(f, op | KL_RV_RD(rd) | KL_RV_RS1(a) | KL_RV_SHAMT(imm & (w ? 63 : 31)));
}

/* ---- unary operations ----------------------------------------------------------------------- */
KL_INLINE void kl__t_mov(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	(void)t;
	kl__rv_mv(f, rd, rs);
}
KL_INLINE void kl__t_com(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	(void)t;
	kl__rv_put(f, KL_RV_I(KL_RV_XORI, rd, rs, -1));
}
KL_INLINE void kl__t_neg(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__t_sub(f, t, rd, KL_ZERO, rs); }
KL_INLINE void kl__t_not(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	(void)t;
	kl__rv_put(f, KL_RV_I(KL_RV_SLTIU, rd, rs, 1)); /* seqz */
}
KL_INLINE void kl__t_set(kl_func *f, int t, kl_reg rd, int64_t imm) { kl__rv_li(f, rd, kl__rv_imm(t, imm)); }

/* ---- conversions ---------------------------------------------------------------------------- */
/* two shifts: left by n, then right (arithmetic or logical) by n */
KL_INLINE void kl__rv_ext(kl_func *f, kl_reg rd, kl_reg rs, int n, int sgn)
{
	kl__rv_put2(f, KL_RV_SLLI | KL_RV_RD(rd) | KL_RV_RS1(rs) | KL_RV_SHAMT(n),
		    (sgn ? KL_RV_SRAI : KL_RV_SRLI) | KL_RV_RD(rd) | KL_RV_RS1(rd) | KL_RV_SHAMT(n));
}
KL_INLINE void kl__t_cv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs)
{
	switch (to) {
	case KL_C: kl__rv_ext(f, rd, rs, 56, 1); return;
	case KL_UC: kl__rv_put(f, KL_RV_I(KL_RV_ANDI, rd, rs, 255)); return;
	case KL_S: kl__rv_ext(f, rd, rs, 48, 1); return;
	case KL_US: kl__rv_ext(f, rd, rs, 48, 0); return;
	case KL_I: case KL_U: kl__rv_put(f, KL_RV_I(KL_RV_ADDIW, rd, rs, 0)); return; /* sext.w */
	default: break;
	}
	if (from == KL_I)
		kl__rv_put(f, KL_RV_I(KL_RV_ADDIW, rd, rs, 0));
	else if (from == KL_U)
		kl__rv_ext(f, rd, rs, 32, 0); /* zext.w */
	else
		kl__rv_mv(f, rd, rs);
}

/* ---- loads and stores ----------------------------------------------------------------------- */
/* u loads with lw, not lwu: 32-bit values stay sign-extended */
KL_INLINE uint32_t kl__rv_ldop(int t)
{
	/* indexed by enum kl_type:        v         c         uc         s         us */
	static const uint32_t op[KL_P + 1] = {KL_RV_LD, KL_RV_LB, KL_RV_LBU, KL_RV_LH, KL_RV_LHU,
					      /* i     u         l         ul        p */
					      KL_RV_LW, KL_RV_LW, KL_RV_LD, KL_RV_LD, KL_RV_LD};
	return op[(unsigned)t <= KL_P ? t : KL_V];
}
KL_INLINE uint32_t kl__rv_stop(int t)
{
	/* indexed by enum kl_type:        v         c         uc        s         us */
	static const uint32_t op[KL_P + 1] = {KL_RV_SD, KL_RV_SB, KL_RV_SB, KL_RV_SH, KL_RV_SH,
					      /* i     u         l         ul        p */
					      KL_RV_SW, KL_RV_SW, KL_RV_SD, KL_RV_SD, KL_RV_SD};
	return op[(unsigned)t <= KL_P ? t : KL_V];
}
/* base + off for an offset beyond 12 bits: t5 = base + (off - lo12); returns lo12 */
KL_INLINE int64_t kl__rv_addr(kl_func *f, kl_reg base, int64_t off)
{
	int64_t lo = kl__rv_lo12(off);
	if (kl__fits32((int64_t)((uint64_t)off + 0x800))) {
		kl__rv_put2(f, KL_RV_U(KL_RV_LUI, KL__SCRATCH, kl__rv_hi20(off)),
			    KL_RV_R(KL_RV_ADD, KL__SCRATCH, KL__SCRATCH, base));
		return lo;
	}
	kl__rv_li(f, KL__SCRATCH, off);
	kl__rv_put(f, KL_RV_R(KL_RV_ADD, KL__SCRATCH, KL__SCRATCH, base));
	return 0;
}
KL_INLINE void kl__t_ldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off)
{
	if (KL_UNLIKELY(!kl__fits12(off))) {
		off = kl__rv_addr(f, base, off);
		base = KL__SCRATCH;
	}
	kl__rv_put(f, KL_RV_I(kl__rv_ldop(t), rd, base, off));
}
KL_INLINE void kl__t_sti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off)
{
	if (KL_UNLIKELY(!kl__fits12(off))) {
		off = kl__rv_addr(f, base, off);
		base = KL__SCRATCH;
	}
	kl__rv_put(f, KL_RV_S(kl__rv_stop(t), rs, base, off));
}
KL_INLINE void kl__t_ld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff)
{
	kl__rv_put2(f, KL_RV_R(KL_RV_ADD, KL__SCRATCH, base, roff), KL_RV_I(kl__rv_ldop(t), rd, KL__SCRATCH, 0));
}
KL_INLINE void kl__t_st(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff)
{
	kl__rv_put2(f, KL_RV_R(KL_RV_ADD, KL__SCRATCH, base, roff), KL_RV_S(kl__rv_stop(t), rs, KL__SCRATCH, 0));
}

/* ---- branches and jumps --------------------------------------------------------------------- */
/* A conditional branch `br` (registers and condition, offset 0) to a label: one instruction
 * backward within 4 KiB; a 12-byte slot forward, rewritten by kl_func_end for the distance. */
KL_INLINE void kl__rv_branch(kl_func *f, uint32_t br, kl_label l)
{
	int32_t pos = kl__label_pos(f, l);
	uint8_t *p = kl__room(f);
	int32_t here = (int32_t)(p - f->buf);
	if (pos >= 0) {
		int32_t d = pos - here;
		if (KL_LIKELY(d >= -4096)) {
			kl__rv_w32(p, br | KL_RV_IMM_B(d));
			f->ip = p + 4;
		} else {
			kl__rv_branch_far(f, br, d);
		}
		return;
	}
	kl__rv_w32(p, br);
	kl__rv_w2(p + 4, KL_RV_NOP,
		  KL_RV_NOP);
	f->ip = p + KL__RV_BRSLOT;
	if (pos == -1)
		kl__fixup_add(f, (uint32_t)here, KL__FIX_BR, l);
}
/* the branch for a condition: ble and bgt swap the operands of bge and blt */
KL_INLINE uint32_t kl__rv_cond(int t, int cond, kl_reg a, kl_reg b)
{
	int u = !kl__is_signed(t);
	switch (cond) {
	case KL_CC_LT: return KL_RV_B(u ? KL_RV_BLTU : KL_RV_BLT, a, b, 0);
	case KL_CC_LE: return KL_RV_B(u ? KL_RV_BGEU : KL_RV_BGE, b, a, 0);
	case KL_CC_GT: return KL_RV_B(u ? KL_RV_BLTU : KL_RV_BLT, b, a, 0);
	case KL_CC_GE: return KL_RV_B(u ? KL_RV_BGEU : KL_RV_BGE, a, b, 0);
	case KL_CC_EQ: return KL_RV_B(KL_RV_BEQ, a, b, 0);
	default: return KL_RV_B(KL_RV_BNE, a, b, 0);
	}
}
KL_INLINE void kl__t_br(kl_func *f, int t, int cond, kl_reg a, kl_reg b, kl_label l)
{
	kl__rv_branch(f, kl__rv_cond(t, cond, a, b), l);
}
KL_INLINE void kl__t_bri(kl_func *f, int t, int cond, kl_reg a, int64_t imm, kl_label l)
{
	kl_reg b = KL_ZERO;
	imm = kl__rv_imm(t, imm);
	if (imm != 0) {
		kl__rv_li(f, KL__SCRATCH, imm);
		b = KL__SCRATCH;
	}
	kl__rv_branch(f, kl__rv_cond(t, cond, a, b), l);
}
/* jal link, label: one instruction backward within 1 MiB, else an 8-byte slot */
KL_INLINE void kl__rv_jump(kl_func *f, kl_reg link, kl_label l)
{
	int32_t pos = kl__label_pos(f, l);
	uint8_t *p = kl__room(f);
	int32_t here = (int32_t)(p - f->buf);
	if (pos >= 0) {
		int32_t d = pos - here;
		if (KL_LIKELY(d >= -(1 << 20))) {
			kl__rv_w32(p, KL_RV_J(KL_RV_JAL, link, d));
			f->ip = p + 4;
		} else {
			kl__rv_jump_far(f, link, d);
		}
		return;
	}
	kl__rv_w2(p, KL_RV_J(KL_RV_JAL, link, 0),
		  KL_RV_NOP);
	f->ip = p + KL__RV_JSLOT;
	if (pos == -1)
		kl__fixup_add(f, (uint32_t)here, KL__FIX_J, l);
}
KL_INLINE void kl__t_jv(kl_func *f, kl_label l) { kl__rv_jump(f, KL_ZERO, l); }
KL_INLINE void kl__t_jp(kl_func *f, kl_reg r) { kl__rv_put(f, KL_RV_I(KL_RV_JALR, KL_ZERO, r, 0)); }
KL_INLINE void kl__t_jpi(kl_func *f, const void *addr) { kl__rv_abs(f, KL_ZERO, addr); }
KL_INLINE void kl__t_jalv(kl_func *f, kl_reg link, kl_label l) { kl__rv_jump(f, link, l); }
/* jalr reads its base before it writes the link, so link == r is fine */
KL_INLINE void kl__t_jalp(kl_func *f, kl_reg link, kl_reg r) { kl__rv_put(f, KL_RV_I(KL_RV_JALR, link, r, 0)); }
KL_INLINE void kl__t_jalpi(kl_func *f, kl_reg link, const void *addr) { kl__rv_abs(f, link, addr); }
KL_INLINE void kl__t_nop(kl_func *f) { kl__rv_put(f, KL_RV_NOP); }

/* ---- returns -------------------------------------------------------------------------------- */
/* The epilogue is not known until kl_func_end: an 8-byte slot becomes the epilogue itself when
 * it fits (addi sp; ret) or a jump to the shared one. */
KL_INLINE void kl__t_retv(kl_func *f)
{
	uint8_t *p = kl__room(f);
	kl__rv_w2(p, KL_RV_NOP,
		  KL_RV_NOP);
	f->ip = p + KL__RV_EPISLOT;
	kl__fixup_add(f, (uint32_t)(p - f->buf), KL__FIX_EPI, 0);
}
KL_INLINE void kl__t_ret(kl_func *f, int t, kl_reg rs)
{
	if (t >= KL_C && t <= KL_U)
		kl__t_cv(f, KL_I, t, KL_RV_A0, rs); /* the callee extends narrow results */
	else
		kl__rv_mv(f, KL_RV_A0, rs);
	kl__t_retv(f);
}
KL_INLINE void kl__t_reti(kl_func *f, int t, int64_t imm)
{
	switch (t) {
	case KL_C: imm = (int8_t)imm; break;
	case KL_UC: imm = (uint8_t)imm; break;
	case KL_S: imm = (int16_t)imm; break;
	case KL_US: imm = (uint16_t)imm; break;
	default: imm = kl__rv_imm(t, imm); break;
	}
	kl__rv_li(f, KL_RV_A0, imm);
	kl__t_retv(f);
}

/* ---- extensions (kiln/ext.def): native lowerings --------------------------------------------
 * Only t5/t6 as temporaries, so they work when the client holds every other register (the
 * default lowerings need free registers).  RV64GC has no Zbb: bswap, clz, ctz and popc are
 * shift-and-mask sequences, out of line.  uld/ust (misaligned ld/st are allowed on Linux) and
 * prefetch (nothing) keep the defaults. */
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
#define KL_NATIVE_andn 1
#define KL_NATIVE_orn 1
#define KL_NATIVE_xorn 1
#define KL_NATIVE_addsh 1
#define KL_NATIVE_subsh 1
#define KL_NATIVE_andsh 1
#define KL_NATIVE_orsh 1
#define KL_NATIVE_xorsh 1
#define KL_NATIVE_ldx 1
#define KL_NATIVE_xorm 1
#define KL_NATIVE_addm 1
#define KL_NATIVE_andm 1
#define KL_NATIVE_orm 1

/* src/target/riscv64/ext.c */
void kl__rv_bswap(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__rv_countz(kl_func *f, int t, int leading, kl_reg rd, kl_reg rs);
void kl__rv_popc(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__rv_carry(kl_func *f, int t, int sub, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b);

/* (a << n) | (a >> (w - n)): shifting by -n takes the count mod the width, so n = 0 works */
KL_INLINE void kl__rv_rot(kl_func *f, int t, int right, kl_reg rd, kl_reg a, kl_reg n)
{
	int w = kl__is64(t);
	uint32_t sl = w ? KL_RV_SLL : KL_RV_SLLW, sr = w ? KL_RV_SRL : KL_RV_SRLW;
	uint8_t *p = kl__room(f);
	kl__rv_w2(p, KL_RV_R(right ? sr : sl, KL__SCRATCH, a, n),
		  KL_RV_R(KL_RV_SUB, KL__SCRATCH2, KL_ZERO, n));
	kl__rv_w2(p + 8, KL_RV_R(right ? sl : sr, KL__SCRATCH2, a, KL__SCRATCH2),
		  KL_RV_R(KL_RV_OR, rd, KL__SCRATCH, KL__SCRATCH2));
	f->ip = p + 16;
}
KL_INLINE void kl__rv_roti(kl_func *f, int t, int right, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t), mask = w ? 63 : 31;
	int n = (int)(right ? (0 - (uint64_t)imm) & (uint64_t)mask : (uint64_t)imm & (uint64_t)mask);
	if (n == 0) {
		kl__rv_put(f, KL_RV_I(w ? KL_RV_ADDI : KL_RV_ADDIW, rd, a, 0));
		return;
	}
	kl__rv_put2(f, (w ? KL_RV_SLLI : KL_RV_SLLIW) | KL_RV_RD(KL__SCRATCH) | KL_RV_RS1(a) | KL_RV_SHAMT(n),
		    (w ? KL_RV_SRLI : KL_RV_SRLIW) | KL_RV_RD(KL__SCRATCH2) | KL_RV_RS1(a) | KL_RV_SHAMT(mask + 1 - n));
	kl__rv_put(f, KL_RV_R(KL_RV_OR, rd, KL__SCRATCH, KL__SCRATCH2));
}
KL_INLINE void kl__t_rotl(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_rot(f, t, 0, rd, a, b); }
KL_INLINE void kl__t_rotr(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_rot(f, t, 1, rd, a, b); }
KL_INLINE void kl__t_rotli(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__rv_roti(f, t, 0, rd, a, imm); }
KL_INLINE void kl__t_rotri(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__rv_roti(f, t, 1, rd, a, imm); }
/* 64-bit: mulh/mulhu.  i: the product of sign-extended values fits 64 bits: mul, srai 32.
 * u: the operands moved to the top halves, whose mulhu is the full 64-bit product. */
KL_INLINE void kl__t_mulh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	if (kl__is64(t)) {
		kl__rv_put(f, KL_RV_R(kl__is_signed(t) ? KL_RV_MULH : KL_RV_MULHU, rd, a, b));
	} else if (kl__is_signed(t)) {
		kl__rv_put2(f, KL_RV_R(KL_RV_MUL, rd, a, b), KL_RV_SRAI | KL_RV_RD(rd) | KL_RV_RS1(rd) | KL_RV_SHAMT(32));
	} else {
		kl__rv_put2(f, KL_RV_SLLI | KL_RV_RD(KL__SCRATCH) | KL_RV_RS1(a) | KL_RV_SHAMT(32),
			    KL_RV_SLLI | KL_RV_RD(KL__SCRATCH2) | KL_RV_RS1(b) | KL_RV_SHAMT(32));
		kl__rv_put2(f, KL_RV_R(KL_RV_MULHU, rd, KL__SCRATCH, KL__SCRATCH2),
			    KL_RV_SRAI | KL_RV_RD(rd) | KL_RV_RS1(rd) | KL_RV_SHAMT(32));
	}
}
KL_INLINE void kl__t_bswap(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__rv_bswap(f, t, rd, rs); }
KL_INLINE void kl__t_clz(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__rv_countz(f, t, 1, rd, rs); }
KL_INLINE void kl__t_ctz(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__rv_countz(f, t, 0, rd, rs); }
KL_INLINE void kl__t_popc(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__rv_popc(f, t, rd, rs); }
/* rd = b ^ ((a ^ b) & -(rc != 0)) */
KL_INLINE void kl__t_sel(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b)
{
	(void)t;
	uint8_t *p = kl__room(f);
	kl__rv_w2(p, KL_RV_R(KL_RV_SLTU, KL__SCRATCH, KL_ZERO, rc),
		  KL_RV_R(KL_RV_SUB, KL__SCRATCH, KL_ZERO, KL__SCRATCH));
	kl__rv_w2(p + 8, KL_RV_R(KL_RV_XOR, KL__SCRATCH2, a, b),
		  KL_RV_R(KL_RV_AND, KL__SCRATCH2, KL__SCRATCH2, KL__SCRATCH));
	kl__rv_w32(p + 16, KL_RV_R(KL_RV_XOR, rd, KL__SCRATCH2, b));
	f->ip = p + 20;
}
KL_INLINE void kl__t_addc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b) { kl__rv_carry(f, t, 0, rd, rc, a, b); }
KL_INLINE void kl__t_subc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b) { kl__rv_carry(f, t, 1, rd, rc, a, b); }
/* no scaled or register-offset addressing: t6 = base + (index << s) (slli and add, or one add),
 * then the load at t6 + disp */
KL_INLINE void kl__t_ldx(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg index, int s, int32_t disp)
{
	if (s)
		kl__rv_put2(f, KL_RV_SLLI | KL_RV_RD(KL__SCRATCH2) | KL_RV_RS1(index) | KL_RV_SHAMT(s),
			    KL_RV_R(KL_RV_ADD, KL__SCRATCH2, KL__SCRATCH2, base));
	else
		kl__rv_put(f, KL_RV_R(KL_RV_ADD, KL__SCRATCH2, base, index));
	kl__t_ldi(f, t, rd, KL__SCRATCH2, disp);
}
/* and-not, or-not, xor-not without Zbb: the complement in t6, then the operation (no temporary
 * from kl_getreg, which could hand out a register the client uses without having taken it) */
KL_INLINE void kl__rv_opn(kl_func *f, uint32_t op, kl_reg rd, kl_reg a, kl_reg b)
{
	/* 32-bit values stay sign-extended: ~b and the operation keep them so */
	kl__rv_put(f, KL_RV_I(KL_RV_XORI, KL__SCRATCH2, b, -1));
	kl__rv_put(f, KL_RV_R(op, rd, a, KL__SCRATCH2));
}
KL_INLINE void kl__t_andn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { (void)t, kl__rv_opn(f, KL_RV_AND, rd, a, b); }
KL_INLINE void kl__t_orn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { (void)t, kl__rv_opn(f, KL_RV_OR, rd, a, b); }
KL_INLINE void kl__t_xorn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { (void)t, kl__rv_opn(f, KL_RV_XOR, rd, a, b); }
/* rd = a op (b shifted) without Zba/Zbb: b's shift in t6 (slli/srli/srai, their w forms for 32
 * bits; a rotate as sll, srl and or through t5 and t6; none for a shift by 0), then the
 * operation (addw/subw for 32 bits, which keep the value sign-extended) */
KL_INLINE void kl__rv_shifted(kl_func *f, int t, uint32_t op64, uint32_t op32, kl_reg rd, kl_reg a, kl_reg b,
			      int64_t shift)
{
	int w = kl__is64(t), kind = KL_SHIFTED_KIND(shift);
	uint32_t n = KL_SHIFTED_N(shift) & (w ? 63u : 31u);
	kl_reg src = b;
	if (n && kind == KL_ROR) {
		kl__rv_roti(f, t, 1, KL__SCRATCH2, b, n);
		src = KL__SCRATCH2;
	} else if (n) {
		static const uint32_t sh64[3] = {KL_RV_SLLI, KL_RV_SRLI, KL_RV_SRAI}, sh32[3] = {KL_RV_SLLIW, KL_RV_SRLIW, KL_RV_SRAIW};
		kl__rv_put(f, (w ? sh64[kind] : sh32[kind]) | KL_RV_RD(KL__SCRATCH2) | KL_RV_RS1(b) | KL_RV_SHAMT(n));
		src = KL__SCRATCH2;
	}
	kl__rv_op(f, t, op64, op32, rd, a, src);
}
KL_INLINE void kl__t_addsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__rv_shifted(f, t, KL_RV_ADD, KL_RV_ADDW, rd, a, b, shift);
}
KL_INLINE void kl__t_subsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__rv_shifted(f, t, KL_RV_SUB, KL_RV_SUBW, rd, a, b, shift);
}
KL_INLINE void kl__t_andsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__rv_shifted(f, t, KL_RV_AND, KL_RV_AND, rd, a, b, shift);
}
KL_INLINE void kl__t_orsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__rv_shifted(f, t, KL_RV_OR, KL_RV_OR, rd, a, b, shift);
}
KL_INLINE void kl__t_xorsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__rv_shifted(f, t, KL_RV_XOR, KL_RV_XOR, rd, a, b, shift);
}
/* load-and-op: the load into t6, then the operation (kiln/target.h) */
KL__LOP_VIA_SCRATCH2(xorm, xor)
KL__LOP_VIA_SCRATCH2(addm, add)
KL__LOP_VIA_SCRATCH2(andm, and)
KL__LOP_VIA_SCRATCH2(orm, or)

/* ---- floating point (F and D extensions): f<k> is register KL_FREG0 + k -----------------------
 * f values are binary32, NaN-boxed in the 64-bit registers by the hardware (they live only in
 * f registers); d values binary64.  LP64D: fa0-fa7 (f10-f17) carry arguments and results,
 * fs0-fs11 (f8, f9, f18-f27) are callee-saved, ft0-ft11 (f0-f7, f28-f31) are not. */
#define KL_HAVE_FLOAT 1
#define KL_RV_F(k) (KL_FREG0 + (k))
#define KL_RV_FT0 KL_RV_F(0)
#define KL_RV_FS0 KL_RV_F(8)
#define KL_RV_FS1 KL_RV_F(9)
#define KL_RV_FA0 KL_RV_F(10)
#define KL_RV_FS2 KL_RV_F(18)
#define KL_RV_FT8 KL_RV_F(28)
#define KL_RV_FT11 KL_RV_F(31)
/* temporaries: ft0-ft10 (no argument), then fa7 ... fa0; ft11 is kiln's float scratch */
#define KL_FT0 KL_RV_F(0)
#define KL_FT1 KL_RV_F(1)
#define KL_FT2 KL_RV_F(2)
#define KL_FT3 KL_RV_F(3)
#define KL_FT4 KL_RV_F(4)
#define KL_FT5 KL_RV_F(5)
#define KL_FT6 KL_RV_F(6)
#define KL_FT7 KL_RV_F(7)
#define KL_FT8 KL_RV_F(28)
#define KL_FT9 KL_RV_F(29)
#define KL_FT10 KL_RV_F(30)
#define KL_FT11 KL_RV_F(17)
#define KL_FT12 KL_RV_F(16)
#define KL_FT13 KL_RV_F(15)
#define KL_FT14 KL_RV_F(14)
#define KL_FT15 KL_RV_F(13)
#define KL_FT16 KL_RV_F(12)
#define KL_FT17 KL_RV_F(11)
#define KL_FT18 KL_RV_F(10)
#define KL_NFT 19
/* variables: fs0-fs11, saved by the prologue when the body writes them */
#define KL_FS0 KL_RV_F(8)
#define KL_FS1 KL_RV_F(9)
#define KL_FS2 KL_RV_F(18)
#define KL_FS3 KL_RV_F(19)
#define KL_FS4 KL_RV_F(20)
#define KL_FS5 KL_RV_F(21)
#define KL_FS6 KL_RV_F(22)
#define KL_FS7 KL_RV_F(23)
#define KL_FS8 KL_RV_F(24)
#define KL_FS9 KL_RV_F(25)
#define KL_FS10 KL_RV_F(26)
#define KL_FS11 KL_RV_F(27)
#define KL_NFS 12
#define KL_FRV KL_RV_FA0 /* float result of kl_call */
#define KL__FSCRATCH KL_RV_FT11
/* bits (from bit KL_FREG0) of f->used that the prologue saves: fs0-fs11 */
#define KL__RV_FSAVED ((uint64_t)0x0FFC0300u << 32)
enum {
	KL__FIX_POOL = KL__FIX_ABS + 1, /* auipc t5 + fl{w,d} at `at`, to constant-pool entry `value` */
};

/* OP-FP: funct7 = operation << 2 | fmt (0: s, 1: d); rm in funct3 (7: dynamic, 1: toward 0) */
enum {
	KL_RV_FADD = 0x00000053, KL_RV_FSUB = 0x08000053, KL_RV_FMUL = 0x10000053, KL_RV_FDIV = 0x18000053,
	KL_RV_FSGNJ = 0x20000053, KL_RV_FSGNJN = 0x20001053,
	KL_RV_FCVT_SD = 0x40100053, KL_RV_FCVT_DS = 0x42000053, /* fcvt.s.d, fcvt.d.s (| KL_RV_FD) */
	KL_RV_FLE = 0xA0000053, KL_RV_FLT = 0xA0001053, KL_RV_FEQ = 0xA0002053,
	KL_RV_FCVT_XF = 0xC0000053, /* fcvt.{w,wu,l,lu}.{s,d}: | KL_RV_FD | KL_RV_RS2(0..3) */
	KL_RV_FCVT_FX = 0xD0000053, /* fcvt.{s,d}.{w,wu,l,lu} */
	KL_RV_FMV_XF = 0xE0000053,  /* fmv.x.w / fmv.x.d */
	KL_RV_FMV_FX = 0xF0000053,  /* fmv.w.x / fmv.d.x */
	KL_RV_FLW = 0x00002007, KL_RV_FLD = 0x00003007, KL_RV_FSW = 0x00002027, KL_RV_FSD = 0x00003027,
};
#define KL_RV_FD 0x02000000u   /* fmt = d */
#define KL_RV_RM(rm) ((uint32_t)(rm) << 12)
#define KL_RV_DYN KL_RV_RM(7)
#define KL_RV_RTZ KL_RV_RM(1)

void kl__rv_fset(kl_func *f, int t, kl_reg rd, double v);

KL_INLINE uint32_t kl__rv_fmt(int t) { return t == KL_D ? KL_RV_FD : 0; }
/* a float register the body writes: the prologue saves it if it is callee-saved */
KL_INLINE void kl__rv_fdef(kl_func *f, kl_reg rd) { f->used |= 1ull << (rd & 63); }
KL_INLINE void kl__rv_fmov(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	if (rd != rs)
		kl__rv_put(f, KL_RV_R(KL_RV_FSGNJ | kl__rv_fmt(t), rd, rs, rs));
}
KL_INLINE void kl__rv_fop(kl_func *f, int t, uint32_t op, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__rv_fdef(f, rd);
	kl__rv_put(f, KL_RV_R(op | kl__rv_fmt(t) | KL_RV_DYN, rd, a, b));
}
KL_INLINE void kl__t_fadd(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_fop(f, t, KL_RV_FADD, rd, a, b); }
KL_INLINE void kl__t_fsub(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_fop(f, t, KL_RV_FSUB, rd, a, b); }
KL_INLINE void kl__t_fmul(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_fop(f, t, KL_RV_FMUL, rd, a, b); }
KL_INLINE void kl__t_fdiv(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_fop(f, t, KL_RV_FDIV, rd, a, b); }
/* fsgnjn rd, rs, rs: the sign bit flipped, NaN payloads kept */
KL_INLINE void kl__t_fneg(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	kl__rv_fdef(f, rd);
	kl__rv_put(f, KL_RV_R(KL_RV_FSGNJN | kl__rv_fmt(t), rd, rs, rs));
}
KL_INLINE void kl__t_fmov(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	kl__rv_fdef(f, rd);
	kl__rv_fmov(f, t, rd, rs);
}
KL_INLINE void kl__t_fset(kl_func *f, int t, kl_reg rd, double v)
{
	kl__rv_fdef(f, rd);
	kl__rv_fset(f, t, rd, v);
}
/* the integer forms' addressing: 12-bit offsets direct, else through t5 */
KL_INLINE void kl__t_fldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off)
{
	kl__rv_fdef(f, rd);
	if (KL_UNLIKELY(!kl__fits12(off))) {
		off = kl__rv_addr(f, base, off);
		base = KL__SCRATCH;
	}
	kl__rv_put(f, KL_RV_I(t == KL_D ? KL_RV_FLD : KL_RV_FLW, rd, base, off));
}
KL_INLINE void kl__t_fsti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off)
{
	if (KL_UNLIKELY(!kl__fits12(off))) {
		off = kl__rv_addr(f, base, off);
		base = KL__SCRATCH;
	}
	kl__rv_put(f, KL_RV_S(t == KL_D ? KL_RV_FSD : KL_RV_FSW, rs, base, off));
}
KL_INLINE void kl__t_fld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff)
{
	kl__rv_fdef(f, rd);
	kl__rv_put2(f, KL_RV_R(KL_RV_ADD, KL__SCRATCH, base, roff), KL_RV_I(t == KL_D ? KL_RV_FLD : KL_RV_FLW, rd, KL__SCRATCH, 0));
}
KL_INLINE void kl__t_fst(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff)
{
	kl__rv_put2(f, KL_RV_R(KL_RV_ADD, KL__SCRATCH, base, roff), KL_RV_S(t == KL_D ? KL_RV_FSD : KL_RV_FSW, rs, KL__SCRATCH, 0));
}
KL_INLINE void kl__t_fret(kl_func *f, int t, kl_reg rs)
{
	kl__rv_fmov(f, t, KL_RV_FA0, rs);
	kl__t_retv(f);
}
/* Ordered compares: feq/flt/fle write 0 when an operand is NaN; then bnez t5.  != is a < b or
 * a > b (there is no ordered fne). */
KL_INLINE void kl__t_fbr(kl_func *f, int t, int cond, kl_reg a, kl_reg b, kl_label l)
{
	uint32_t d = kl__rv_fmt(t);
	switch (cond) {
	case KL_CC_LT: kl__rv_put(f, KL_RV_R(KL_RV_FLT | d, KL__SCRATCH, a, b)); break;
	case KL_CC_LE: kl__rv_put(f, KL_RV_R(KL_RV_FLE | d, KL__SCRATCH, a, b)); break;
	case KL_CC_GT: kl__rv_put(f, KL_RV_R(KL_RV_FLT | d, KL__SCRATCH, b, a)); break;
	case KL_CC_GE: kl__rv_put(f, KL_RV_R(KL_RV_FLE | d, KL__SCRATCH, b, a)); break;
	case KL_CC_EQ: kl__rv_put(f, KL_RV_R(KL_RV_FEQ | d, KL__SCRATCH, a, b)); break;
	default: {
		uint8_t *p = kl__room(f);
		kl__rv_w2(p, KL_RV_R(KL_RV_FLT | d, KL__SCRATCH, a, b), KL_RV_R(KL_RV_FLT | d, KL__SCRATCH2, b, a));
		kl__rv_w32(p + 8, KL_RV_R(KL_RV_OR, KL__SCRATCH, KL__SCRATCH, KL__SCRATCH2));
		f->ip = p + 12;
		break;
	}
	}
	kl__rv_branch(f, KL_RV_B(KL_RV_BNE, KL__SCRATCH, KL_ZERO, 0), l);
}
/* Conversions, one instruction each: integer to float with the dynamic rounding mode (round to
 * nearest unless the program changed it; rm 0 for the exact i/u -> d and f -> d), float to
 * integer toward zero (C's rule; the *w forms leave 32-bit results sign-extended, as kiln
 * keeps them: u too), d -> f dynamic. */
/* fcvt's rs2 field names the integer type: w 0, wu 1, l 2, lu 3 */
KL_INLINE uint32_t kl__rv_cvt_int(int t) { return t == KL_U ? 1 : t == KL_L ? 2 : t == KL_UL ? 3 : 0; }
KL_INLINE void kl__t_fcv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs)
{
	int ff = from == KL_F || from == KL_D, tf = to == KL_F || to == KL_D;
	uint32_t insn;
	if (ff && tf) {
		if (from == to) {
			kl__t_fmov(f, to, rd, rs);
			return;
		}
		insn = to == KL_D ? KL_RV_FCVT_DS : KL_RV_FCVT_SD | KL_RV_DYN;
	} else if (tf) { /* i, u, l, ul -> rs2 0, 1, 2, 3 */
		insn = KL_RV_FCVT_FX | kl__rv_fmt(to) | KL_RV_RS2(kl__rv_cvt_int(from)) |
		       (to == KL_D && (from == KL_I || from == KL_U) ? 0 : KL_RV_DYN); /* exact: rm 0, as GNU as writes it */
	} else {
		insn = KL_RV_FCVT_XF | kl__rv_fmt(from) | KL_RV_RS2(kl__rv_cvt_int(to)) | KL_RV_RTZ;
	}
	if (tf)
		kl__rv_fdef(f, rd);
	kl__rv_put(f, insn | KL_RV_RD(rd) | KL_RV_RS1(rs));
}

/* float extensions (kiln/ext.def, types f and d): fsqrt; fsgnjx rd, rs, rs (the sign of rs xor
 * itself: 0) for abs; fmin/fmax give min(-0, +0) = -0 and max(-0, +0) = +0 but return the other
 * operand when one is NaN, so a NaN operand (feq x, x is 0) takes a + b instead:
 *   feq t5, a, a; feq t6, b, b; and t5, t5, t6; beq t5, zero, 1f; fmin rd, a, b; j 2f
 *   1: fadd rd, a, b; 2: */
#define KL_RV_FSQRT 0x58000053u
#define KL_RV_FSGNJX 0x20002053u
#define KL_RV_FMIN 0x28000053u
#define KL_RV_FMAX 0x28001053u
#define KL_NATIVE_sqrt 1
#define KL_NATIVE_abs 1
#define KL_NATIVE_min 1
#define KL_NATIVE_max 1
KL_INLINE void kl__t_sqrt(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	kl__rv_fdef(f, rd);
	kl__rv_put(f, KL_RV_R(KL_RV_FSQRT | kl__rv_fmt(t) | KL_RV_DYN, rd, rs, KL_ZERO));
}
KL_INLINE void kl__t_abs(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	kl__rv_fdef(f, rd);
	kl__rv_put(f, KL_RV_R(KL_RV_FSGNJX | kl__rv_fmt(t), rd, rs, rs));
}
KL_INLINE void kl__rv_fminmax(kl_func *f, int t, int max, kl_reg rd, kl_reg a, kl_reg b)
{
	uint32_t d = kl__rv_fmt(t);
	kl__rv_fdef(f, rd);
	uint8_t *p = kl__room(f);
	kl__rv_w2(p, KL_RV_R(KL_RV_FEQ | d, KL__SCRATCH, a, a), KL_RV_R(KL_RV_FEQ | d, KL__SCRATCH2, b, b));
	kl__rv_w2(p + 8, KL_RV_R(KL_RV_AND, KL__SCRATCH, KL__SCRATCH, KL__SCRATCH2),
		  KL_RV_B(KL_RV_BEQ, KL__SCRATCH, KL_ZERO, 12));
	kl__rv_w2(p + 16, KL_RV_R((max ? KL_RV_FMAX : KL_RV_FMIN) | d, rd, a, b), KL_RV_J(KL_RV_JAL, KL_ZERO, 8));
	kl__rv_w32(p + 24, KL_RV_R(KL_RV_FADD | d | KL_RV_DYN, rd, a, b));
	f->ip = p + 28;
}
KL_INLINE void kl__t_min(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_fminmax(f, t, 0, rd, a, b); }
KL_INLINE void kl__t_max(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__rv_fminmax(f, t, 1, rd, a, b); }

#ifdef __cplusplus
}
#endif

#endif
