/* kiln/target/x86_64.h -- x86-64 inline emitters: each portable instruction becomes machine
 * code at the call site.  Register numbers are the hardware's (rax = 0 ... r15 = 15).
 * r11 is kiln's scratch register and is never handed out; rsp is KL_LP, the local pointer. */
#ifndef KILN_TARGET_X86_64_H
#define KILN_TARGET_X86_64_H

#include <stdint.h>

#include "kiln/target/x86_64_encoding.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---- register names ----------------------------------------------------------------------- */
#define KL_X86_RAX 0
#define KL_X86_RCX 1
#define KL_X86_RDX 2
#define KL_X86_RBX 3
#define KL_X86_RSP 4
#define KL_X86_RBP 5
#define KL_X86_RSI 6
#define KL_X86_RDI 7
#define KL_X86_R8 8
#define KL_X86_R9 9
#define KL_X86_R10 10
#define KL_X86_R11 11
#define KL_X86_R12 12
#define KL_X86_R13 13
#define KL_X86_R14 14
#define KL_X86_R15 15

/* Portable hard-coded names.  Temporaries (caller-saved), in allocation order: the two that
 * carry no argument first, then the argument registers from the last to the first. */
#define KL_T0 KL_X86_RAX
#define KL_T1 KL_X86_R10
#define KL_T2 KL_X86_R9
#define KL_T3 KL_X86_R8
#define KL_T4 KL_X86_RCX
#define KL_T5 KL_X86_RDX
#define KL_T6 KL_X86_RSI
#define KL_T7 KL_X86_RDI
#define KL_NT 8
/* Variables (callee-saved). */
#define KL_S0 KL_X86_RBX
#define KL_S1 KL_X86_R12
#define KL_S2 KL_X86_R13
#define KL_S3 KL_X86_R14
#define KL_S4 KL_X86_R15
#define KL_S5 KL_X86_RBP
#define KL_NS 6
#define KL_LP KL_X86_RSP /* local pointer: locals are at KL_LP + kl_local() */
#define KL_RV KL_X86_RAX /* integer result of kl_call */
#define KL_NREGS 16
#define KL__TGT_FAST_UNALIGNED 1 /* kl_target_has(KL_FEATURE_FAST_UNALIGNED) */
#define KL__SCRATCH KL_X86_R11

/* fixup kinds */
enum {
	KL__FIX_REL32 = 1, /* rel32 at `at` to label `value`, relative to at + 4 */
	KL__FIX_EPI,       /* 8-byte return slot at `at`: becomes the epilogue or a jump to it */
	KL__FIX_ABSJMP,    /* jmp rel32 at `at` (opcode at at - 1) to absolute address `value` */
	KL__FIX_ABSCALL,   /* call rel32 likewise */
};

/* f->cpu: the optional instructions a function may use (kl_func_set_portable) */
#define KL__CPU_BMI1 1u   /* tzcnt */
#define KL__CPU_BMI2 2u   /* shlx/shrx/sarx, rorx */
#define KL__CPU_LZCNT 4u
#define KL__CPU_POPCNT 8u

/* out of line: rare or long sequences (src/target/x86_64/) */
void kl__x86_divmod(kl_func *f, int t, int ismod, kl_reg rd, kl_reg a, kl_reg b, int isimm, int64_t imm);
void kl__x86_shift_cl(kl_func *f, int t, int kind, kl_reg rd, kl_reg a, kl_reg b);
void kl__x86_abs(kl_func *f, int call, const void *addr);

/* ---- encoding helpers ----------------------------------------------------------------------- */
KL_INLINE uint32_t kl__x_rex(int w, kl_reg r, kl_reg x, kl_reg b)
{
	return KL__X_REX | KL__X_REX_WF(w) | KL__X_REX_R(r) | KL__X_REX_X(x) | KL__X_REX_B(b);
}
KL_INLINE uint32_t kl__x_modrr(kl_reg reg, kl_reg rm)
{
	return KL__X_MODRM(KL__X_MOD_REG, reg, rm);
}

/* Register fields for a register pair, as one word: byte 0 REX (with R and B), byte 1 free for
 * the opcode, byte 2 ModRM with mod 00 (reg, rm), byte 3 the SIB byte (no index) that a memory
 * operand based on rsp or r12 (rm & 7 == 4) needs, else 0 (the table form adds its count).  Registers
 * known when the client is compiled fold to a constant; run-time registers read kl__x_tab.pair,
 * one L1 load instead of a dozen shifts and masks (docs/performance.md). */
#define KL__X_PAIR(reg, rm)                                                                        \
	(KL__X_REX | KL__X_REX_R(reg) | KL__X_REX_B(rm) | KL__X_MODRM(KL__X_MOD_MEM, reg, rm) << 16 |     \
	 (KL__X_RM(rm) == KL__X_RM_SIB ? KL__X_SIB_NOINDEX << 24 : 0u))
/* lea rd, [a + b] without rd: byte 0 REX.X and REX.B, byte 2 ModRM's mod and rm (100: a SIB
 * follows), byte 3 the SIB.  b is the index and a the base, swapped when b is rsp (which cannot
 * be an index) or a is rbp/r13 (which as a base need a displacement); when both are rbp/r13,
 * mod is 01 with a disp8 of 0 (KL__X_DISP8).  KL__X_NOLEA: rsp + rsp, which has no such form. */
#define KL__X_NOLEA (1u << 8)
#define KL__X_DISP8 (KL__X_MOD_DISP8 << 16)
#define KL__X_LEA2(base, index, mod)                                                               \
	(KL__X_REX_X(index) | KL__X_REX_B(base) | ((mod) ? KL__X_DISP8 : 0u) | KL__X_RM_SIB << 16 |   \
	 (KL__X_SIB_INDEX(index) | KL__X_SIB_BASE(base)) << 24)
#define KL__X_SIB(b, a)                                                                            \
	((b) != 4 && ((a) & 7u) != 5   ? KL__X_LEA2(a, b, 0u)                                          \
	 : (a) != 4 && ((b) & 7u) != 5 ? KL__X_LEA2(b, a, 0u)                                          \
	 : (b) != 4                    ? KL__X_LEA2(a, b, 1u)                                          \
				       : KL__X_NOLEA)
/* The table form also holds the lea's length (4, or 5 with the disp8) in bits 32-39. */
#define KL__X_SIBLEN(b, a) ((uint64_t)KL__X_SIB(b, a) | (uint64_t)(KL__X_SIB(b, a) & KL__X_DISP8 ? 5 : 4) << 32)
/* For rd alone as ModRM.reg with rm = 100 (a SIB follows): REX.R | ModRM, the table of 16. */
#define KL__X_REGSIB(rd) (KL__X_REX | KL__X_REX_R(rd) | KL__X_MODRM(KL__X_MOD_MEM, rd, KL__X_RM_SIB) << 16)
/* One object, so that a client needs one register for its address, not three. */
struct kl__x_tables {
	uint64_t sib[256];
	uint64_t pair[256];
	uint32_t regsib[16];
};
extern const struct kl__x_tables kl__x_tab;
#if defined(__GNUC__)
#define KL__X_CONST2(a, b) (__builtin_constant_p(a) && __builtin_constant_p(b))
#else
#define KL__X_CONST2(a, b) 0
#endif
/* The table form also holds the SIB byte's count (0 or 1) in bits 32-39. */
#define KL__X_PAIRLEN(reg, rm) ((uint64_t)KL__X_PAIR(reg, rm) | (uint64_t)(((rm) & 7u) == 4) << 32)
KL_INLINE uint64_t kl__x_pair(kl_reg reg, kl_reg rm)
{
	if (KL__X_CONST2(reg, rm))
		return KL__X_PAIRLEN((uint32_t)reg, (uint32_t)rm);
	return kl__x_tab.pair[(uint8_t)((uint32_t)reg << 4 | (uint32_t)rm)]; /* in bounds whatever the values */
}
KL_INLINE uint64_t kl__x_sib(kl_reg b, kl_reg a)
{
	if (KL__X_CONST2(b, a))
		return KL__X_SIBLEN((uint32_t)b, (uint32_t)a);
	return kl__x_tab.sib[(uint8_t)((uint32_t)b << 4 | (uint32_t)a)];
}
KL_INLINE uint32_t kl__x_regsib(kl_reg rd)
{
#if defined(__GNUC__)
	if (__builtin_constant_p(rd))
		return KL__X_REGSIB((uint32_t)rd);
#endif
	return kl__x_tab.regsib[(uint32_t)rd & 15u];
}
/* REX.W? | ModRM(11, reg, rm) << 16, the opcode byte left 0.  Byte 3 may hold pair's SIB
 * byte: a 3-byte instruction stored as 4 bytes leaves it past its end, where the next
 * instruction overwrites it. */
KL_INLINE uint32_t kl__x_rrword(int w, kl_reg reg, kl_reg rm)
{
	return (uint32_t)kl__x_pair(reg, rm) | KL__X_REX_WF(w) | KL__X_MOD_REG << 16;
}

/* Room checks.  Every inline emitter of a kiln instruction checks for room once, with
 * kl__x_room(), for all the machine instructions it writes (at most KL_MAX_EMIT bytes), and
 * then uses the unchecked helpers (suffix _u).  One check per kiln instruction, whatever the
 * path, is what lets kl_reserve() count them at compile time.  The helpers without the suffix
 * check for themselves (the out-of-line code uses those). */
KL_INLINE void kl__x_room(kl_func *f) { (void)kl__room(f); }

/* REX op /r with a register operand: `op rm, reg` (1-byte opcode). */
KL_INLINE void kl__x_rr_u(kl_func *f, int w, uint32_t op, kl_reg reg, kl_reg rm)
{
	uint8_t *p = f->ip;
	kl__w32(p, kl__x_rrword(w, reg, rm) | op << 8);
	f->ip = p + 3;
}
KL_INLINE void kl__x_rr(kl_func *f, int w, uint32_t op, kl_reg reg, kl_reg rm)
{
	kl__x_room(f);
	kl__x_rr_u(f, w, op, reg, rm);
}
/* REX 0F op /r (2-byte opcode). */
KL_INLINE void kl__x_rr0f_u(kl_func *f, int w, uint32_t op, kl_reg reg, kl_reg rm)
{
	uint8_t *p = f->ip;
	uint32_t x = kl__x_rrword(w, reg, rm);
	kl__w32(p, (x & 0xFFu) | KL__X_ESC << 8 | op << 16 | (x & 0xFF0000u) << 8);
	f->ip = p + 4;
}
KL_INLINE void kl__x_rr0f(kl_func *f, int w, uint32_t op, kl_reg reg, kl_reg rm)
{
	kl__x_room(f);
	kl__x_rr0f_u(f, w, op, reg, rm);
}
/* Encoding size policy: an immediate or displacement known when the client is compiled gets the
 * shortest form (the choice folds away); one known only at run time gets the 32-bit form, so
 * generating it costs no test and no branch.  Both are correct; the second is up to 3 bytes
 * longer.  Under -O0 every value counts as a run-time one.  A file that defines KL__SHORT8
 * first chooses otherwise: records (src/records/replay.c) take the shortest form always. */
#ifndef KL__SHORT8
#if defined(__GNUC__)
#define KL__SHORT8(v) (__builtin_constant_p(v) && kl__fits8(v))
#else
#define KL__SHORT8(v) 0
#endif
#endif

/* REX op /digit ib|id with an immediate: group 1 with imm8 when it fits, else with imm32. */
KL_INLINE void kl__x_alu_ri_u(kl_func *f, int w, int digit, kl_reg rm, int32_t imm)
{
	uint8_t *p = f->ip;
	uint32_t rexmod = kl__x_rrword(w, digit, rm) & 0x00FFFFFFu;
	if (KL__SHORT8(imm)) {
		kl__w32(p, rexmod | KL__X_GRP1_I8 << 8 | (uint32_t)imm << 24);
		f->ip = p + 4;
	} else { /* two stores: merging imm into one 64-bit word costs a shift and an or */
		kl__w32(p, rexmod | KL__X_GRP1_I32 << 8);
		kl__w32(p + 3, (uint32_t)imm);
		f->ip = p + 7;
	}
}
KL_INLINE void kl__x_alu_ri(kl_func *f, int w, int digit, kl_reg rm, int32_t imm)
{
	kl__x_room(f);
	kl__x_alu_ri_u(f, w, digit, rm, imm);
}
/* mov rd, rs, width by w; nothing if the same register. */
KL_INLINE void kl__x_mov_u(kl_func *f, int w, kl_reg rd, kl_reg rs)
{
	if (rd != rs)
		kl__x_rr_u(f, w, KL__X_MOV_ST, rs, rd);
}
KL_INLINE void kl__x_mov(kl_func *f, int w, kl_reg rd, kl_reg rs)
{
	kl__x_room(f);
	kl__x_mov_u(f, w, rd, rs);
}
/* Load a constant: xor for 0, mov r32 for values that zero-extend, mov r64 simm32, movabs. */
KL_INLINE void kl__x_movimm_u(kl_func *f, int w, kl_reg rd, int64_t imm)
{
	uint8_t *p = f->ip;
	if (!w)
		imm = (uint32_t)imm;
	if (imm == 0) {
		kl__w32(p, kl__x_rex(0, rd, 0, rd) | KL__X_XOR << 8 | kl__x_modrr(rd, rd) << 16);
		f->ip = p + 3;
	} else if ((uint64_t)imm <= 0xFFFFFFFFu) {
		kl__w64(p, kl__x_rex(0, 0, 0, rd) | (KL__X_MOV_I + KL__X_RM(rd)) << 8 | (uint64_t)(uint32_t)imm << 16);
		f->ip = p + 6;
	} else if (kl__fits32(imm)) {
		kl__w64(p, kl__x_rex(1, 0, 0, rd) | KL__X_MOV_I32 << 8 | kl__x_modrr(0, rd) << 16 | (uint64_t)(uint32_t)imm << 24);
		f->ip = p + 7;
	} else {
		kl__w16(p, kl__x_rex(1, 0, 0, rd) | (KL__X_MOV_I + KL__X_RM(rd)) << 8);
		kl__w64(p + 2, (uint64_t)imm);
		f->ip = p + 10;
	}
}
KL_INLINE void kl__x_movimm(kl_func *f, int w, kl_reg rd, int64_t imm)
{
	kl__x_room(f);
	kl__x_movimm_u(f, w, rd, imm);
}

/* Memory operand [base + disp32]: ModRM (+SIB) (+disp) for register field `reg`, written at p.
 * Returns its length. */
KL_INLINE int kl__x_mem_disp(uint8_t *p, kl_reg reg, kl_reg base, int32_t disp)
{
	uint32_t r = KL__X_REG(reg), b = KL__X_RM(base);
	if (b == KL__X_RM_SIB) { /* rsp, r12: SIB needed */
		uint32_t sib = KL__X_SIB_NOINDEX << 8 | KL__X_RM_SIB | r;
		if (disp == 0) {
			kl__w16(p, KL__X_MOD_MEM | sib);
			return 2;
		}
		if (kl__fits8(disp)) {
			kl__w32(p, KL__X_MOD_DISP8 | sib | (uint32_t)(uint8_t)disp << 16);
			return 3;
		}
		kl__w16(p, KL__X_MOD_DISP32 | sib);
		kl__w32(p + 2, (uint32_t)disp);
		return 6;
	}
	if (disp == 0 && b != KL__X_RM_BP) { /* rbp, r13 with mod 00 would mean rip-relative */
		kl__w16(p, KL__X_MOD_MEM | r | b);
		return 1;
	}
	if (kl__fits8(disp)) {
		kl__w16(p, KL__X_MOD_DISP8 | r | b | (uint32_t)(uint8_t)disp << 8);
		return 2;
	}
	kl__w64(p, KL__X_MOD_DISP32 | r | b | (uint64_t)(uint32_t)disp << 8);
	return 5;
}
/* Memory operand [base + index]. */
KL_INLINE int kl__x_mem_index(uint8_t *p, kl_reg reg, kl_reg base, kl_reg index)
{
	uint32_t r = KL__X_REG(reg);
	uint32_t sib = KL__X_SIB_INDEX(index) | KL__X_SIB_BASE(base);
	if (KL__X_RM(base) == KL__X_RM_BP) { /* needs a disp8 of 0 */
		kl__w32(p, KL__X_MOD_DISP8 | KL__X_RM_SIB | r | sib << 8);
		return 3;
	}
	kl__w16(p, KL__X_MOD_MEM | KL__X_RM_SIB | r | sib << 8);
	return 2;
}

/* A memory instruction: [prefix] REX opcode (oplen bytes) then the operand [base + off] with off a
 * register (isreg) or a displacement.  The common case, a base that needs no SIB byte and a
 * 32-bit displacement, is one 64-bit store; rsp cannot be an index and displacements beyond 32
 * bits go through the scratch register. */
KL_INLINE uint8_t *kl__x_memop_slow_at(uint8_t *p, uint32_t pre66, int w, uint32_t op, int oplen, kl_reg reg,
				      kl_reg base, int isreg, int64_t off)
{
	kl_reg index = (kl_reg)off;
	if (!isreg && !kl__fits32(off)) {
		/* movabs r11, off; then [base + r11] */
		kl__w16(p, KL__X_BYTES2(KL__X_REX | KL__X_REX_W | KL__X_REX_B(KL__SCRATCH), KL__X_MOV_I + KL__X_RM(KL__SCRATCH)));
		kl__w64(p + 2, (uint64_t)off);
		p += 10;
		isreg = 1;
		index = KL__SCRATCH;
	}
	if (isreg && index == KL_X86_RSP) {
		if (base == KL_X86_RSP) { /* [rsp + rsp]: mov r11, rsp; add r11, rsp; then [r11] */
			uint32_t rexw = KL__X_REX | KL__X_REX_W | KL__X_REX_B(KL__SCRATCH);
			uint32_t modrm = KL__X_MODRM(KL__X_MOD_REG, KL_X86_RSP, KL__SCRATCH);
			kl__w64(p, rexw | KL__X_MOV_ST << 8 | modrm << 16 | (uint64_t)(rexw | KL__X_ADD << 8 | modrm << 16) << 24);
			p += 6;
			base = KL__SCRATCH;
			isreg = 0;
			off = 0;
		} else {
			index = base;
			base = KL_X86_RSP;
		}
	}
	uint32_t rex = isreg ? kl__x_rex(w, reg, index, base) : kl__x_rex(w, reg, 0, base);
	int n = 0;
	if (pre66) { /* a mandatory or operand-size prefix: KL__X_P66, KL__X_PF2, KL__X_PF3 */
		kl__w32(p, pre66 | rex << 8 | op << 16);
		n = 2 + oplen;
	} else {
		kl__w32(p, rex | op << 8);
		n = 1 + oplen;
	}
	n += isreg ? kl__x_mem_index(p + n, reg, base, index) : kl__x_mem_disp(p + n, reg, base, (int32_t)off);
	return p + n;
}
KL_INLINE void kl__x_memop_slow_u(kl_func *f, uint32_t pre66, int w, uint32_t op, int oplen, kl_reg reg,
				  kl_reg base, int isreg, int64_t off)
{
	f->ip = kl__x_memop_slow_at(f->ip, pre66, w, op, oplen, reg, base, isreg, off);
}
KL_INLINE void kl__x_memop_slow(kl_func *f, uint32_t pre66, int w, uint32_t op, int oplen, kl_reg reg,
				kl_reg base, int isreg, int64_t off)
{
	kl__x_room(f);
	kl__x_memop_slow_u(f, pre66, w, op, oplen, reg, base, isreg, off);
}
/* The common case: REX opcode ModRM [SIB] disp, with a base register and a displacement
 * that fits in 32 bits, written without a branch on the registers (a SIB byte for rsp/r12
 * bases comes from the pair table) so that a run of them is straight-line code. */
KL_INLINE uint8_t *kl__x_memop_at(uint8_t *p, int w, uint32_t op, int oplen, uint64_t prl, int32_t off)
{
	uint32_t pr = (uint32_t)prl, sib = (uint32_t)(prl >> 32); /* SIB count: 0 or 1 */
	uint64_t head;
	uint32_t n;
	if (oplen == 1) { /* REX op ModRM [SIB]: pr's byte 3 is the SIB or 0 */
		head = pr | KL__X_REX_WF(w) | op << 8;
		n = 3;
	} else { /* REX 0F op ModRM [SIB] */
		head = (pr & 0xFFu) | KL__X_REX_WF(w) | op << 8 | (pr & 0xFF0000u) << 8 | (uint64_t)(pr >> 24) << 32;
		n = 4;
	}
	/* the displacement is the last field: its sign bits fall past the instruction's end */
	if (KL__SHORT8(off)) { /* mod 01: disp8 (also for rbp/r13 at offset 0) */
		kl__w64(p, head | ((uint64_t)KL__X_MOD_DISP8 << (8 * n - 8)) | (uint64_t)(uint8_t)off << (8 * (n + sib)));
		return p + n + sib + 1;
	}
	kl__w64(p, head | (uint64_t)KL__X_MOD_DISP32 << (8 * n - 8)); /* mod 10: disp32 */
	kl__w32(p + n + sib, (uint32_t)off);
	return p + n + sib + 4;
}
KL_INLINE void kl__x_memop(kl_func *f, uint32_t pre66, int w, uint32_t op, int oplen, kl_reg reg, kl_reg base,
			   int isreg, int64_t off)
{
	kl__x_room(f);
	if (KL_UNLIKELY(isreg || pre66 || !kl__fits32(off) || oplen > 2))
		kl__x_memop_slow_u(f, pre66, w, op, oplen, reg, base, isreg, off);
	else
		f->ip = kl__x_memop_at(f->ip, w, op, oplen, kl__x_pair(reg, base), (int32_t)off);
}

/* ---- binary operations ---------------------------------------------------------------------- */
/* op rd, a, b for a commutative or non-commutative two-operand x86 instruction op r/m, reg. */
KL_INLINE void kl__x_bin_u(kl_func *f, int w, uint32_t op, int commutes, kl_reg rd, kl_reg a, kl_reg b)
{
	if (rd == a) {
		kl__x_rr_u(f, w, op, b, rd);
	} else if (rd == b && commutes) {
		kl__x_rr_u(f, w, op, a, rd);
	} else if (rd == b) { /* rd = a op rd: compute in the scratch register */
		kl__x_mov_u(f, 1, KL__SCRATCH, a);
		kl__x_rr_u(f, w, op, b, KL__SCRATCH);
		kl__x_mov_u(f, 1, rd, KL__SCRATCH);
	} else {
		kl__x_mov_u(f, w, rd, a);
		kl__x_rr_u(f, w, op, b, rd);
	}
}
KL_INLINE void kl__x_bin(kl_func *f, int w, uint32_t op, int commutes, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__x_room(f);
	kl__x_bin_u(f, w, op, commutes, rd, a, b);
}

/* rd = a + b: add when rd is a source, else lea, one instruction in every case but rsp + rsp.
 * The encoding is chosen first and written with one store and one update of ip, so a run of
 * adds is straight-line code for the compiler whatever the registers. */
KL_INLINE uint8_t *kl__x_add_at(uint8_t *p, int w, kl_reg rd, kl_reg a, kl_reg b)
{
	uint64_t word;
	uint32_t len;
	if (rd == a || rd == b) {
		word = (kl__x_rrword(w, rd == a ? b : a, rd) & 0xFFFFFFu) | KL__X_ADD << 8; /* add rd, other */
		len = 3;
	} else {
		uint64_t s = kl__x_sib(b, a);
		if (KL_LIKELY(!(s & KL__X_NOLEA))) { /* lea rd, [base + index (+ 0)] */
			word = kl__x_regsib(rd) | (uint32_t)s | KL__X_REX_WF(w) | KL__X_LEA << 8;
			len = (uint32_t)(s >> 32);
		} else { /* rsp + rsp: mov rd, a; add rd, b */
			word = (kl__x_rrword(w, a, rd) & 0xFFFFFFu) | KL__X_MOV_ST << 8 |
			       (uint64_t)((kl__x_rrword(w, b, rd) & 0xFFFFFFu) | KL__X_ADD << 8) << 24;
			len = 6;
		}
	}
	kl__w64(p, word);
	return p + len;
}
KL_INLINE void kl__x_add_u(kl_func *f, int w, kl_reg rd, kl_reg a, kl_reg b) { f->ip = kl__x_add_at(f->ip, w, rd, a, b); }
KL_INLINE void kl__t_add(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__x_room(f);
	kl__x_add_u(f, kl__is64(t), rd, a, b);
}
KL_INLINE void kl__t_sub(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	kl__x_room(f);
	if (rd == b && rd != a) { /* rd = a - rd = -rd + a */
		kl__x_rr_u(f, w, KL__X_GRP3, KL__X_GRP3_NEG, rd);
		kl__x_rr_u(f, w, KL__X_ADD, a, rd);
	} else {
		kl__x_bin_u(f, w, KL__X_SUB, 0, rd, a, b);
	}
}
KL_INLINE void kl__t_and(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x_bin(f, kl__is64(t), KL__X_AND, 1, rd, a, b); }
KL_INLINE void kl__t_or(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x_bin(f, kl__is64(t), KL__X_OR, 1, rd, a, b); }
KL_INLINE void kl__t_xor(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x_bin(f, kl__is64(t), KL__X_XOR, 1, rd, a, b); }
KL_INLINE void kl__t_mul(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	kl__x_room(f);
	/* imul reg, r/m: the destination is the reg field */
	if (rd == a) {
		kl__x_rr0f_u(f, w, KL__X_0F_IMUL, rd, b);
	} else if (rd == b) {
		kl__x_rr0f_u(f, w, KL__X_0F_IMUL, rd, a);
	} else {
		kl__x_mov_u(f, w, rd, a);
		kl__x_rr0f_u(f, w, KL__X_0F_IMUL, rd, b);
	}
}
KL_INLINE void kl__t_div(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_divmod(f, t, 0, rd, a, b, 0, 0); }
KL_INLINE void kl__t_mod(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_divmod(f, t, 1, rd, a, b, 0, 0); }

/* shifts by a register: shlx/shrx/sarx when the CPU has BMI2, else through cl */
KL_INLINE void kl__x_shift(kl_func *f, int t, int kind /* 0 shl, 1 shr, 2 sar */, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	if (KL_LIKELY(f->cpu & KL__CPU_BMI2)) {
		/* VEX.LZ.{66,F2,F3}.0F38.W F7 /r: shlx rd, a, b */
		static const uint8_t pp[3] = {KL__X_VEX_PP_66, KL__X_VEX_PP_F2, KL__X_VEX_PP_F3};
		uint8_t *p = kl__room(f);
		uint32_t b1 = (KL__X_VEX_NRXB | KL__X_VEX_MAP_0F38) ^ KL__X_VEX_NR(rd) ^ KL__X_VEX_NB(a);
		uint32_t b2 = KL__X_VEX_W(w) | KL__X_VEX_NVVVV(b) | pp[kind];
		kl__w64(p, KL__X_VEX3 | b1 << 8 | b2 << 16 | KL__X_VEX_0F38_SHIFTX << 24 | (uint64_t)kl__x_modrr(rd, a) << 32);
		f->ip = p + 5;
	} else {
		kl__x86_shift_cl(f, t, kind, rd, a, b);
	}
}
KL_INLINE void kl__t_lsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x_shift(f, t, 0, rd, a, b); }
KL_INLINE void kl__t_rsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	kl__x_shift(f, t, kl__is_signed(t) ? 2 : 1, rd, a, b);
}

/* immediate forms */
KL_INLINE void kl__t_addi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	if (!w)
		imm = (int32_t)imm;
	kl__x_room(f);
	if (KL_UNLIKELY(!kl__fits32(imm))) {
		kl__x_movimm_u(f, 1, KL__SCRATCH, imm);
		kl__x_add_u(f, w, rd, a, KL__SCRATCH);
		return;
	}
	uint8_t *p = f->ip;
	if (KL__SHORT8(imm) || KL__X_CONST2(rd, a)) { /* folds: the shortest form */
		if (rd == a)
			kl__x_alu_ri_u(f, w, KL__X_GRP1_ADD, rd, (int32_t)imm);
		else
			f->ip = kl__x_memop_at(p, w, KL__X_LEA, 1, kl__x_pair(rd, a), (int32_t)imm);
		return;
	}
	/* run-time registers and immediate: add rd, imm32 when rd is a, else lea rd, [a + disp32];
	 * both are a 3-byte head (lea on rsp/r12 4) and the 32-bit value, chosen without a branch */
	uint64_t prl = kl__x_pair(rd, a);
	uint32_t eq = rd == a;
	uint32_t head = eq ? (kl__x_rrword(w, KL__X_GRP1_ADD, rd) & 0xFFFFFFu) | KL__X_GRP1_I32 << 8
			   : (uint32_t)prl | KL__X_REX_WF(w) | KL__X_LEA << 8 | KL__X_MOD_DISP32 << 16;
	uint32_t at = 3 + (eq ? 0 : (uint32_t)(prl >> 32));
	kl__w32(p, head);
	kl__w32(p + at, (uint32_t)imm);
	f->ip = p + at + 4;
}
KL_INLINE void kl__t_subi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__t_addi(f, t, rd, a, (int64_t)(0 - (uint64_t)imm));
}
KL_INLINE void kl__x_logi(kl_func *f, int t, int digit, uint32_t op, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	if (!w)
		imm = (int32_t)imm;
	kl__x_room(f);
	if (KL_UNLIKELY(!kl__fits32(imm))) {
		kl__x_movimm_u(f, 1, KL__SCRATCH, imm);
		kl__x_bin_u(f, w, op, 1, rd, a, KL__SCRATCH);
		return;
	}
	kl__x_mov_u(f, w, rd, a);
	kl__x_alu_ri_u(f, w, digit, rd, (int32_t)imm);
}
/* a & 0xff and a & 0xffff are movzx: one instruction, a left as it is (no copy first) */
KL_INLINE void kl__t_andi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	if (imm == 0xFF)
		kl__x_rr0f(f, 0, KL__X_0F_MOVZX8, rd, a);
	else if (imm == 0xFFFF)
		kl__x_rr0f(f, 0, KL__X_0F_MOVZX16, rd, a);
	else
		kl__x_logi(f, t, KL__X_GRP1_AND, KL__X_AND, rd, a, imm);
}
KL_INLINE void kl__t_ori(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__x_logi(f, t, KL__X_GRP1_OR, KL__X_OR, rd, a, imm); }
KL_INLINE void kl__t_xori(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__x_logi(f, t, KL__X_GRP1_XOR, KL__X_XOR, rd, a, imm); }
KL_INLINE void kl__t_muli(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	if (!w)
		imm = (int32_t)imm;
	if (KL_UNLIKELY(!kl__fits32(imm))) {
		kl__x_movimm(f, 1, KL__SCRATCH, imm);
		kl__t_mul(f, t, rd, a, KL__SCRATCH);
		return;
	}
	/* imul rd, a, imm8 or imm32 */
	kl__x_room(f);
	uint8_t *p = f->ip;
	uint32_t head = kl__x_rex(w, rd, 0, a) | kl__x_modrr(rd, a) << 16;
	if (KL__SHORT8(imm)) {
		kl__w32(p, head | KL__X_IMUL_I8 << 8 | (uint32_t)(uint8_t)imm << 24);
		f->ip = p + 4;
	} else {
		kl__w32(p, head | KL__X_IMUL_I32 << 8);
		kl__w32(p + 3, (uint32_t)imm);
		f->ip = p + 7;
	}
}
KL_INLINE void kl__t_divi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__x86_divmod(f, t, 0, rd, a, 0, 1, imm); }
KL_INLINE void kl__t_modi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__x86_divmod(f, t, 1, rd, a, 0, 1, imm); }
KL_INLINE void kl__x_shifti(kl_func *f, int t, int digit, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	uint32_t n = (uint32_t)imm & (w ? 63u : 31u);
	kl__x_room(f);
	kl__x_mov_u(f, w, rd, a);
	if (n == 0)
		return;
	uint8_t *p = f->ip;
	kl__w32(p, kl__x_rex(w, 0, 0, rd) | KL__X_GRP2_I8 << 8 | kl__x_modrr(digit, rd) << 16 | n << 24);
	f->ip = p + 4;
}
KL_INLINE void kl__t_lshi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__x_shifti(f, t, KL__X_GRP2_SHL, rd, a, imm); }
KL_INLINE void kl__t_rshi(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm)
{
	kl__x_shifti(f, t, kl__is_signed(t) ? KL__X_GRP2_SAR : KL__X_GRP2_SHR, rd, a, imm);
}

/* ---- unary operations ----------------------------------------------------------------------- */
KL_INLINE void kl__t_mov(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__x_mov(f, kl__is64(t), rd, rs); }
KL_INLINE void kl__t_com(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	int w = kl__is64(t);
	kl__x_room(f);
	kl__x_mov_u(f, w, rd, rs);
	kl__x_rr_u(f, w, KL__X_GRP3, KL__X_GRP3_NOT, rd);
}
KL_INLINE void kl__t_neg(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	int w = kl__is64(t);
	kl__x_room(f);
	kl__x_mov_u(f, w, rd, rs);
	kl__x_rr_u(f, w, KL__X_GRP3, KL__X_GRP3_NEG, rd);
}
KL_INLINE void kl__t_not(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	/* test rs, rs; sete r11b; movzx rd32, r11b */
	uint8_t *p = kl__room(f);
	kl__w32(p, kl__x_rex(kl__is64(t), rs, 0, rs) | KL__X_TEST << 8 | kl__x_modrr(rs, rs) << 16);
	kl__w32(p + 3, kl__x_rex(0, 0, 0, KL__SCRATCH) | KL__X_ESC << 8 | (KL__X_0F_SETCC + KL__X_CC_E) << 16 |
			       kl__x_modrr(0, KL__SCRATCH) << 24);
	kl__w32(p + 7, kl__x_rex(0, rd, 0, KL__SCRATCH) | KL__X_ESC << 8 | KL__X_0F_MOVZX8 << 16 |
			       kl__x_modrr(rd, KL__SCRATCH) << 24);
	f->ip = p + 11;
}
KL_INLINE void kl__t_set(kl_func *f, int t, kl_reg rd, int64_t imm) { kl__x_movimm(f, kl__is64(t), rd, imm); }

/* ---- conversions ---------------------------------------------------------------------------- */
KL_INLINE void kl__t_cv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs)
{
	switch (to) {
	case KL_C: kl__x_rr0f(f, 0, KL__X_0F_MOVSX8, rd, rs); return;   /* movsx r32, r8 */
	case KL_UC: kl__x_rr0f(f, 0, KL__X_0F_MOVZX8, rd, rs); return;  /* movzx r32, r8 */
	case KL_S: kl__x_rr0f(f, 0, KL__X_0F_MOVSX16, rd, rs); return;  /* movsx r32, r16 */
	case KL_US: kl__x_rr0f(f, 0, KL__X_0F_MOVZX16, rd, rs); return; /* movzx r32, r16 */
	default: break;
	}
	if (kl__is64(to) && !kl__is64(from)) {
		if (kl__is_signed(from))
			kl__x_rr(f, 1, KL__X_MOVSXD, rd, rs); /* movsxd rd, rs32 */
		else
			kl__x_rr(f, 0, KL__X_MOV_ST, rs, rd); /* mov r32, r32 zero-extends (even to itself) */
		return;
	}
	/* same width, or narrowing to 32 bits: the low bits are already the value */
	kl__x_mov(f, kl__is64(to), rd, rs);
}

/* ---- loads and stores ----------------------------------------------------------------------- */
KL_INLINE void kl__x_ld(kl_func *f, int t, kl_reg rd, kl_reg base, int isreg, int64_t off)
{
	switch (t) {
	case KL_C: kl__x_memop(f, 0, 0, KL__X_OP0F(KL__X_0F_MOVSX8), 2, rd, base, isreg, off); return;
	case KL_UC: kl__x_memop(f, 0, 0, KL__X_OP0F(KL__X_0F_MOVZX8), 2, rd, base, isreg, off); return;
	case KL_S: kl__x_memop(f, 0, 0, KL__X_OP0F(KL__X_0F_MOVSX16), 2, rd, base, isreg, off); return;
	case KL_US: kl__x_memop(f, 0, 0, KL__X_OP0F(KL__X_0F_MOVZX16), 2, rd, base, isreg, off); return;
	default: kl__x_memop(f, 0, kl__is64(t), KL__X_MOV_LD, 1, rd, base, isreg, off); return;
	}
}
KL_INLINE void kl__x_st(kl_func *f, int t, kl_reg rs, kl_reg base, int isreg, int64_t off)
{
	switch (t) {
	case KL_C: case KL_UC: kl__x_memop(f, 0, 0, KL__X_MOV8_ST, 1, rs, base, isreg, off); return;
	case KL_S: case KL_US: kl__x_memop(f, KL__X_P66, 0, KL__X_MOV_ST, 1, rs, base, isreg, off); return;
	default: kl__x_memop(f, 0, kl__is64(t), KL__X_MOV_ST, 1, rs, base, isreg, off); return;
	}
}
KL_INLINE void kl__t_ld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff) { kl__x_ld(f, t, rd, base, 1, roff); }
KL_INLINE void kl__t_ldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off) { kl__x_ld(f, t, rd, base, 0, off); }
KL_INLINE void kl__t_st(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff) { kl__x_st(f, t, rs, base, 1, roff); }
KL_INLINE void kl__t_sti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off)
{
	kl__x_st(f, t, rs, base, 0, off);
}

/* ---- branches and jumps --------------------------------------------------------------------- */
/* jcc (cc = x86 condition code) or jmp (cc = KL__X_CC_JMP) to a label: short backward when it reaches,
 * rel32 otherwise; forward branches are rel32 and fixed up by kl_func_end. */
KL_INLINE void kl__x_jump_u(kl_func *f, int cc, kl_label l)
{
	int32_t pos = kl__label_pos(f, l);
	uint8_t *p = f->ip; /* after kl__label_pos: an invalid label sends emission to the sink */
	int32_t here = (int32_t)(p - f->buf);
	int32_t d = pos - (here + 2);
	int n;
	if (pos >= 0 && kl__fits8(d)) {
		kl__w16(p, (cc < 0 ? KL__X_JMP8 : KL__X_JCC8 | (uint32_t)cc) | (uint32_t)(uint8_t)d << 8);
		f->ip = p + 2;
		return;
	}
	if (cc < 0) {
		n = 1;
		kl__w64(p, KL__X_JMP32 | (uint64_t)(uint32_t)(pos - (here + 5)) << 8);
	} else {
		n = 2;
		kl__w64(p, KL__X_OP0F(KL__X_0F_JCC32 | (uint32_t)cc) | (uint64_t)(uint32_t)(pos - (here + 6)) << 16);
	}
	f->ip = p + n + 4;
	if (pos == -1)
		kl__fixup_add(f, (uint32_t)(here + n), KL__FIX_REL32, l);
}
KL_INLINE void kl__x_jump(kl_func *f, int cc, kl_label l)
{
	kl__x_room(f);
	kl__x_jump_u(f, cc, l);
}
KL_INLINE int kl__x_cc(int t, int cond)
{
	/* indexed by enum kl_cond: lt le gt ge eq ne */
	static const int8_t sgn[6] = {KL__X_CC_L, KL__X_CC_LE, KL__X_CC_G, KL__X_CC_GE, KL__X_CC_E, KL__X_CC_NE};
	static const int8_t uns[6] = {KL__X_CC_B, KL__X_CC_BE, KL__X_CC_A, KL__X_CC_AE, KL__X_CC_E, KL__X_CC_NE};
	return kl__is_signed(t) ? sgn[cond] : uns[cond];
}
KL_INLINE void kl__t_br(kl_func *f, int t, int cond, kl_reg a, kl_reg b, kl_label l)
{
	kl__x_room(f);
	kl__x_rr_u(f, kl__is64(t), KL__X_CMP, b, a); /* cmp a, b */
	kl__x_jump_u(f, kl__x_cc(t, cond), l);
}
KL_INLINE void kl__t_bri(kl_func *f, int t, int cond, kl_reg a, int64_t imm, kl_label l)
{
	int w = kl__is64(t);
	if (!w)
		imm = (int32_t)imm;
	kl__x_room(f);
	if (KL_UNLIKELY(!kl__fits32(imm))) {
		kl__x_movimm_u(f, 1, KL__SCRATCH, imm);
		kl__x_rr_u(f, w, KL__X_CMP, KL__SCRATCH, a);
	} else if (imm == 0 && cond >= KL_CC_EQ) {
		kl__x_rr_u(f, w, KL__X_TEST, a, a); /* test a, a */
	} else {
		kl__x_alu_ri_u(f, w, KL__X_GRP1_CMP, a, (int32_t)imm); /* cmp a, imm */
	}
	kl__x_jump_u(f, kl__x_cc(t, cond), l);
}
KL_INLINE void kl__t_jv(kl_func *f, kl_label l) { kl__x_jump(f, KL__X_CC_JMP, l); }
KL_INLINE void kl__t_jp(kl_func *f, kl_reg r)
{
	uint8_t *p = kl__room(f);
	kl__w32(p, kl__x_rex(0, 0, 0, r) | KL__X_GRP5 << 8 | kl__x_modrr(KL__X_GRP5_JMP, r) << 16);
	f->ip = p + 3;
}
KL_INLINE void kl__t_jpi(kl_func *f, const void *addr) { kl__x86_abs(f, 0, addr); }
/* lea link, [rip + n]: the return address is n bytes after this instruction */
KL_INLINE void kl__x_lea_rip(kl_func *f, kl_reg link, int32_t n)
{
	uint8_t *p = kl__room(f);
	kl__w64(p, kl__x_rex(1, link, 0, 0) | KL__X_LEA << 8 | KL__X_MODRM(KL__X_MOD_MEM, link, KL__X_RM_BP) << 16 |
			   (uint64_t)(uint32_t)n << 24);
	f->ip = p + 7;
}
KL_INLINE void kl__t_jalv(kl_func *f, kl_reg link, kl_label l)
{
	/* the jump is 5 bytes unless it is a short backward one */
	int32_t pos = kl__label_pos(f, l);
	int32_t after = (int32_t)(f->ip - f->buf) + 7 + 2;
	int shortj = pos >= 0 && kl__fits8(pos - after);
	kl__x_lea_rip(f, link, shortj ? 2 : 5);
	kl__x_jump(f, KL__X_CC_JMP, l);
}
KL_INLINE void kl__t_jalp(kl_func *f, kl_reg link, kl_reg r)
{
	if (link == r) {
		kl__x_mov(f, 1, KL__SCRATCH, r);
		r = KL__SCRATCH;
	}
	kl__x_lea_rip(f, link, 3); /* jmp r is 3 bytes (REX FF /4) */
	kl__t_jp(f, r);
}
KL_INLINE void kl__t_jalpi(kl_func *f, kl_reg link, const void *addr)
{
	kl__x_lea_rip(f, link, 5);
	kl__x86_abs(f, 0, addr);
}
KL_INLINE void kl__t_nop(kl_func *f)
{
	uint8_t *p = kl__room(f);
	kl__w16(p, KL__X_NOP);
	f->ip = p + 1;
}

/* ---- returns -------------------------------------------------------------------------------- */
/* The epilogue is not known until kl_func_end: leave an 8-byte slot that becomes the epilogue
 * itself when it fits (ret; pop ...; add rsp) or a jump to the shared one. */
KL_INLINE void kl__x_retv_u(kl_func *f)
{
	uint8_t *p = f->ip;
	kl__w64(p, KL__X_INT3 * 0x0101010101010101ull); /* int3 until kl_func_end fills it */
	f->ip = p + 8;
	kl__fixup_add(f, (uint32_t)(p - f->buf), KL__FIX_EPI, 0);
}
KL_INLINE void kl__t_retv(kl_func *f)
{
	kl__x_room(f);
	kl__x_retv_u(f);
}
KL_INLINE void kl__t_ret(kl_func *f, int t, kl_reg rs)
{
	if (t >= KL_C && t <= KL_US) {
		kl__t_cv(f, KL_I, t, KL_X86_RAX, rs);
		kl__t_retv(f);
		return;
	}
	kl__x_room(f);
	kl__x_mov_u(f, kl__is64(t), KL_X86_RAX, rs);
	kl__x_retv_u(f);
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
	kl__x_room(f);
	kl__x_movimm_u(f, kl__is64(t), KL_X86_RAX, imm);
	kl__x_retv_u(f);
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
#define KL_NATIVE_prefetch 1
#define KL_NATIVE_addsh 1
#define KL_NATIVE_subsh 1
#define KL_NATIVE_andsh 1
#define KL_NATIVE_orsh 1
#define KL_NATIVE_xorsh 1
#define KL_NATIVE_andn 1
#define KL_NATIVE_orn 1
#define KL_NATIVE_xorn 1
/* addsh with lsl 0..3: lea rd, [a + b * 2^n] (out of line).  The other shifted forms, and addsh
 * with another shift or b = rsp (no index register): b shifted in r11, then `op rd, r11` after a
 * copy of a (out of line); andn, orn, xorn: b complemented in r11, then `and`, `or`, `xor`.  (No temporary from
 * kl_getreg, which could hand out a register the client uses without having taken it.) */
void kl__x86_lea_scaled(kl_func *f, int w, kl_reg rd, kl_reg a, kl_reg b, unsigned n);
void kl__x86_shifted(kl_func *f, int t, uint32_t op, kl_reg rd, kl_reg a, kl_reg b, int64_t shift);
void kl__x86_opn(kl_func *f, int t, uint32_t op, kl_reg rd, kl_reg a, kl_reg b);
KL_INLINE void kl__t_addsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	if (KL_SHIFTED_KIND(shift) == KL_LSL && KL_SHIFTED_N(shift) <= 3 && b != KL_X86_RSP)
		kl__x86_lea_scaled(f, kl__is64(t), rd, a, b, KL_SHIFTED_N(shift));
	else
		kl__x86_shifted(f, t, KL__X_ADD, rd, a, b, shift);
}
KL_INLINE void kl__t_subsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__x86_shifted(f, t, KL__X_SUB, rd, a, b, shift);
}
KL_INLINE void kl__t_andsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__x86_shifted(f, t, KL__X_AND, rd, a, b, shift);
}
KL_INLINE void kl__t_orsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__x86_shifted(f, t, KL__X_OR, rd, a, b, shift);
}
KL_INLINE void kl__t_xorsh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	kl__x86_shifted(f, t, KL__X_XOR, rd, a, b, shift);
}
KL_INLINE void kl__t_andn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_opn(f, t, KL__X_AND, rd, a, b); }
KL_INLINE void kl__t_orn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_opn(f, t, KL__X_OR, rd, a, b); }
KL_INLINE void kl__t_xorn(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_opn(f, t, KL__X_XOR, rd, a, b); }
#define KL_NATIVE_ldx 1
#define KL_NATIVE_xorm 1
#define KL_NATIVE_addm 1
#define KL_NATIVE_andm 1
#define KL_NATIVE_orm 1

void kl__x86_rot_cl(kl_func *f, int t, int right, kl_reg rd, kl_reg a, kl_reg b);
void kl__x86_mulh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b);
void kl__x86_bitcount(kl_func *f, int t, int op, kl_reg rd, kl_reg rs); /* op: KL__X_0F_LZCNT, _TZCNT, _POPCNT */
void kl__x86_carry(kl_func *f, int t, int sub, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b);
void kl__x86_ldx(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg index, int s, int32_t disp);
void kl__x86_lop(kl_func *f, int t, uint32_t op, kl_reg rd, kl_reg a, kl_reg base, int isx, kl_reg index, int s,
		 int32_t disp);
/* scaled-index loads: one instruction with a SIB byte; load-and-op: op reg, [mem] */
KL_INLINE void kl__t_ldx(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg index, int s, int32_t disp)
{
	kl__x86_ldx(f, t, rd, base, index, s, disp);
}
#define KL__X_LOP(name, op)                                                                        \
	KL_INLINE void kl__t_##name(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg base, kl_reg index, int s, int32_t disp) \
	{                                                                                          \
		kl__x86_lop(f, t, op, rd, a, base, 1, index, s, disp);                             \
	}                                                                                          \
	KL_INLINE void kl__t_##name##i(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg base, int32_t disp) \
	{                                                                                          \
		kl__x86_lop(f, t, op, rd, a, base, 0, 0, 0, disp);                                 \
	}
KL__X_LOP(xorm, KL__X_XOR)
KL__X_LOP(addm, KL__X_ADD)
KL__X_LOP(andm, KL__X_AND)
KL__X_LOP(orm, KL__X_OR)
#undef KL__X_LOP

KL_INLINE void kl__t_rotl(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_rot_cl(f, t, 0, rd, a, b); }
KL_INLINE void kl__t_rotr(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_rot_cl(f, t, 1, rd, a, b); }
/* rotates by an immediate into another register: rorx rd, a, n when the CPU has BMI2 (one
 * instruction, no copy of a first), else mov and rol/ror */
KL_INLINE void kl__x_roti(kl_func *f, int t, int right, kl_reg rd, kl_reg a, int64_t imm)
{
	int w = kl__is64(t);
	uint32_t bits = w ? 64u : 32u, n = (uint32_t)imm & (bits - 1);
	if ((f->cpu & KL__CPU_BMI2) && rd != a && n) {
		/* VEX.LZ.F2.0F3A.W F0 /r ib */
		uint8_t *p = kl__room(f);
		uint32_t b1 = (KL__X_VEX_NRXB | KL__X_VEX_MAP_0F3A) ^ KL__X_VEX_NR(rd) ^ KL__X_VEX_NB(a);
		uint32_t b2 = KL__X_VEX_W(w) | KL__X_VEX_NVVVV(0) | KL__X_VEX_PP_F2;
		kl__w64(p, KL__X_VEX3 | b1 << 8 | b2 << 16 | KL__X_VEX_0F3A_RORX << 24 | (uint64_t)kl__x_modrr(rd, a) << 32 |
				   (uint64_t)(right ? n : bits - n) << 40);
		f->ip = p + 6;
	} else {
		kl__x_shifti(f, t, right ? KL__X_GRP2_ROR : KL__X_GRP2_ROL, rd, a, imm);
	}
}
KL_INLINE void kl__t_rotli(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__x_roti(f, t, 0, rd, a, imm); }
KL_INLINE void kl__t_rotri(kl_func *f, int t, kl_reg rd, kl_reg a, int64_t imm) { kl__x_roti(f, t, 1, rd, a, imm); }
KL_INLINE void kl__t_mulh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_mulh(f, t, rd, a, b); }
KL_INLINE void kl__t_bswap(kl_func *f, int t, kl_reg rd, kl_reg rs)
{
	int w = t == KL_UL;
	kl__x_mov(f, w, rd, rs);
	uint8_t *p = kl__room(f);
	kl__w32(p, kl__x_rex(w, 0, 0, rd) | KL__X_ESC << 8 | (KL__X_0F_BSWAP + KL__X_RM(rd)) << 16); /* bswap rd */
	f->ip = p + 3;
	if (t == KL_US) { /* the swapped 16 bits are now the top of the 32: shr rd, 16 */
		p = kl__room(f);
		kl__w32(p, kl__x_rex(0, 0, 0, rd) | KL__X_GRP2_I8 << 8 | kl__x_modrr(KL__X_GRP2_SHR, rd) << 16 | 16u << 24);
		f->ip = p + 4;
	}
}
KL_INLINE void kl__t_clz(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__x86_bitcount(f, t, KL__X_0F_LZCNT, rd, rs); }
KL_INLINE void kl__t_ctz(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__x86_bitcount(f, t, KL__X_0F_TZCNT, rd, rs); }
KL_INLINE void kl__t_popc(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__x86_bitcount(f, t, KL__X_0F_POPCNT, rd, rs); }
/* rd = rc ? a : b: `test rc, rc` and one cmov into rd when rd is a or b (the language's
 * conditional move, r = s if flag, is one of those); else b into rd first (mov leaves the flags,
 * and the test has read rc, which may be rd) */
KL_INLINE void kl__t_sel(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	kl__x_room(f);
	kl__x_rr_u(f, w, KL__X_TEST, rc, rc); /* test rc, rc */
	if (rd == a && rd != b) {
		kl__x_rr0f_u(f, w, KL__X_0F_CMOVCC + KL__X_CC_E, rd, b); /* cmove rd, b */
		return;
	}
	if (rd != b)
		kl__x_mov_u(f, w, rd, b);
	kl__x_rr0f_u(f, w, KL__X_0F_CMOVCC + KL__X_CC_NE, rd, a); /* cmovne rd, a (rd = a = b: a 32-bit result's upper half cleared) */
}
KL_INLINE void kl__t_addc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b) { kl__x86_carry(f, t, 0, rd, rc, a, b); }
KL_INLINE void kl__t_subc(kl_func *f, int t, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b) { kl__x86_carry(f, t, 1, rd, rc, a, b); }
KL_INLINE void kl__t_prefetch(kl_func *f, int t, kl_reg base, int64_t off)
{
	(void)t;
	kl__x_memop(f, 0, 0, KL__X_OP0F(KL__X_0F_GRP16), 2, KL__X_GRP16_PREFETCHT0, base, 0, off); /* prefetcht0 [base + off] */
}

/* ---- floating point (SSE2): xmm<k> is register KL_FREG0 + k ------------------------------------ */
#define KL_HAVE_FLOAT 1
#define KL_XMM(k) (KL_FREG0 + (k))
/* temporaries: xmm0-7 (the argument registers, the last ones first); variables: xmm8-14, which
 * the SysV ABI does not preserve, so kiln saves the live ones around the calls it makes;
 * xmm15 is kiln's float scratch register */
#define KL_FT0 KL_XMM(7)
#define KL_FT1 KL_XMM(6)
#define KL_FT2 KL_XMM(5)
#define KL_FT3 KL_XMM(4)
#define KL_FT4 KL_XMM(3)
#define KL_FT5 KL_XMM(2)
#define KL_FT6 KL_XMM(1)
#define KL_FT7 KL_XMM(0)
#define KL_NFT 8
#define KL_FS0 KL_XMM(8)
#define KL_FS1 KL_XMM(9)
#define KL_FS2 KL_XMM(10)
#define KL_FS3 KL_XMM(11)
#define KL_FS4 KL_XMM(12)
#define KL_FS5 KL_XMM(13)
#define KL_FS6 KL_XMM(14)
#define KL_NFS 7
#define KL_FRV KL_XMM(0) /* float result of kl_call */
#define KL__FSCRATCH KL_XMM(15)
#define KL__FIX_POOL 8 /* rel32 at `at` to constant-pool entry `value` */

void kl__x86_fset(kl_func *f, int t, kl_reg rd, double v);
void kl__x86_fbr(kl_func *f, int t, int cond, kl_reg a, kl_reg b, kl_label l);
void kl__x86_fcv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs);
void kl__x86_fneg(kl_func *f, int t, kl_reg rd, kl_reg rs);

/* [pfx] REX 0F op /r */
KL_INLINE void kl__x_sse(kl_func *f, uint32_t pfx, int w, uint32_t op, kl_reg reg, kl_reg rm)
{
	uint8_t *p = kl__room(f);
	uint64_t body = kl__x_rex(w, reg, 0, rm) | KL__X_ESC << 8 | op << 16 | (uint64_t)kl__x_modrr(reg, rm) << 24;
	if (pfx) {
		kl__w64(p, pfx | body << 8);
		f->ip = p + 5;
	} else {
		kl__w64(p, body);
		f->ip = p + 4;
	}
}
KL_INLINE uint32_t kl__x_fpfx(int t) { return t == KL_F ? KL__X_PF3 : KL__X_PF2; }
KL_INLINE void kl__x_fmov(kl_func *f, kl_reg rd, kl_reg rs)
{
	if (rd != rs)
		kl__x_sse(f, 0, 0, KL__X_0F_MOVAPS, rd, rs);
}
KL_INLINE void kl__x_fbin(kl_func *f, int t, uint32_t op, int commutes, kl_reg rd, kl_reg a, kl_reg b)
{
	uint32_t pfx = kl__x_fpfx(t);
	if (rd == a) {
		kl__x_sse(f, pfx, 0, op, rd, b);
	} else if (rd == b && commutes) {
		kl__x_sse(f, pfx, 0, op, rd, a);
	} else if (rd == b) {
		kl__x_fmov(f, KL__FSCRATCH, a);
		kl__x_sse(f, pfx, 0, op, KL__FSCRATCH, b);
		kl__x_fmov(f, rd, KL__FSCRATCH);
	} else {
		kl__x_fmov(f, rd, a);
		kl__x_sse(f, pfx, 0, op, rd, b);
	}
}
KL_INLINE void kl__t_fadd(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x_fbin(f, t, KL__X_0F_ADDS, 1, rd, a, b); }
KL_INLINE void kl__t_fsub(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x_fbin(f, t, KL__X_0F_SUBS, 0, rd, a, b); }
KL_INLINE void kl__t_fmul(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x_fbin(f, t, KL__X_0F_MULS, 1, rd, a, b); }
KL_INLINE void kl__t_fdiv(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x_fbin(f, t, KL__X_0F_DIVS, 0, rd, a, b); }
KL_INLINE void kl__t_fmov(kl_func *f, int t, kl_reg rd, kl_reg rs) { (void)t, kl__x_fmov(f, rd, rs); }
KL_INLINE void kl__t_fneg(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__x86_fneg(f, t, rd, rs); }
KL_INLINE void kl__t_fset(kl_func *f, int t, kl_reg rd, double v) { kl__x86_fset(f, t, rd, v); }
KL_INLINE void kl__t_fld(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg roff)
{
	kl__x_memop_slow(f, kl__x_fpfx(t), 0, KL__X_OP0F(KL__X_0F_MOVU_LD), 2, rd, base, 1, roff);
}
KL_INLINE void kl__t_fldi(kl_func *f, int t, kl_reg rd, kl_reg base, int64_t off)
{
	kl__x_memop_slow(f, kl__x_fpfx(t), 0, KL__X_OP0F(KL__X_0F_MOVU_LD), 2, rd, base, 0, off);
}
KL_INLINE void kl__t_fst(kl_func *f, int t, kl_reg rs, kl_reg base, kl_reg roff)
{
	kl__x_memop_slow(f, kl__x_fpfx(t), 0, KL__X_OP0F(KL__X_0F_MOVU_ST), 2, rs, base, 1, roff);
}
KL_INLINE void kl__t_fsti(kl_func *f, int t, kl_reg rs, kl_reg base, int64_t off)
{
	kl__x_memop_slow(f, kl__x_fpfx(t), 0, KL__X_OP0F(KL__X_0F_MOVU_ST), 2, rs, base, 0, off);
}
KL_INLINE void kl__t_fret(kl_func *f, int t, kl_reg rs)
{
	(void)t;
	kl__x_fmov(f, KL_XMM(0), rs);
	kl__t_retv(f);
}
KL_INLINE void kl__t_fbr(kl_func *f, int t, int cond, kl_reg a, kl_reg b, kl_label l) { kl__x86_fbr(f, t, cond, a, b, l); }
KL_INLINE void kl__t_fcv(kl_func *f, int from, int to, kl_reg rd, kl_reg rs) { kl__x86_fcv(f, from, to, rd, rs); }

/* float extensions (kiln/ext.def, types f and d): sqrtss/sqrtsd; abs clears the sign bit in r11
 * (as fneg flips it: a 16-byte-aligned andps mask would not fit the 8-byte pool); min/max are
 * minsd/maxsd only for ordered, unequal operands, since those return the second operand for a
 * NaN and for -0 vs +0 (src/target/x86_64/float.c) */
#define KL_NATIVE_sqrt 1
#define KL_NATIVE_abs 1
#define KL_NATIVE_min 1
#define KL_NATIVE_max 1
void kl__x86_fabs(kl_func *f, int t, kl_reg rd, kl_reg rs);
void kl__x86_fminmax(kl_func *f, int t, int max, kl_reg rd, kl_reg a, kl_reg b);
KL_INLINE void kl__t_sqrt(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__x_sse(f, kl__x_fpfx(t), 0, KL__X_0F_SQRTS, rd, rs); }
KL_INLINE void kl__t_abs(kl_func *f, int t, kl_reg rd, kl_reg rs) { kl__x86_fabs(f, t, rd, rs); }
KL_INLINE void kl__t_min(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_fminmax(f, t, 0, rd, a, b); }
KL_INLINE void kl__t_max(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b) { kl__x86_fminmax(f, t, 1, rd, a, b); }

#ifdef __cplusplus
}
#endif

#endif
