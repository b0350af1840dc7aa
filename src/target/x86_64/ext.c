/* ext.c -- x86-64 native lowerings of extension instructions that need fixed registers (cl,
 * rdx:rax) or CPU features found at run time (lzcnt, tzcnt, popcnt). */
#include "../../core/internal.h"

void kl__x86_rot_cl(kl_func *f, int t, int right, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	kl__x_mov(f, 1, KL__SCRATCH, a);
	uint8_t *p = kl__room(f);
	kl__w16(p, KL__X_PUSH + KL_X86_RCX);
	f->ip = p + 1;
	kl__x_mov(f, 1, KL_X86_RCX, b);
	kl__x_rr(f, w, KL__X_GRP2_CL, right ? KL__X_GRP2_ROR : KL__X_GRP2_ROL, KL__SCRATCH); /* rol/ror r11, cl */
	p = kl__room(f);
	kl__w16(p, KL__X_POP + KL_X86_RCX);
	f->ip = p + 1;
	kl__x_mov(f, w, rd, KL__SCRATCH);
}

void kl__x86_mulh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	uint64_t raxrdx = 1u << KL_X86_RAX | 1u << KL_X86_RDX;
	if ((f->free_regs & raxrdx) == raxrdx) {
		/* rax and rdx hold nothing else (the optimizing tier's allocator): a into rax (b there
		 * already: the product commutes), mul b, the high half from rdx */
		if (b == KL_X86_RAX) {
			b = a;
			a = KL_X86_RAX;
		}
		if (a != KL_X86_RAX)
			kl__x_mov(f, 1, KL_X86_RAX, a);
		kl__x_rr(f, w, KL__X_GRP3, kl__is_signed(t) ? KL__X_GRP3_IMUL : KL__X_GRP3_MUL, b); /* rdx:rax */
		if (rd != KL_X86_RDX)
			kl__x_mov(f, w, rd, KL_X86_RDX);
		return;
	}
	uint8_t *p = kl__room(f);
	kl__w16(p, KL__X_BYTES2(KL__X_PUSH + KL_X86_RAX, KL__X_PUSH + KL_X86_RDX));
	f->ip = p + 2;
	kl__x_mov(f, 1, KL__SCRATCH, b);
	kl__x_mov(f, 1, KL_X86_RAX, a);
	kl__x_rr(f, w, KL__X_GRP3, kl__is_signed(t) ? KL__X_GRP3_IMUL : KL__X_GRP3_MUL, KL__SCRATCH); /* rdx:rax */
	kl__x_mov(f, 1, KL__SCRATCH, KL_X86_RDX);
	p = kl__room(f);
	kl__w16(p, KL__X_BYTES2(KL__X_POP + KL_X86_RDX, KL__X_POP + KL_X86_RAX));
	f->ip = p + 2;
	kl__x_mov(f, w, rd, KL__SCRATCH);
}

void kl__x86_bitcount(kl_func *f, int t, int op, kl_reg rd, kl_reg rs)
{
	int have = f->cpu & (op == KL__X_0F_LZCNT ? KL__CPU_LZCNT : op == KL__X_0F_TZCNT ? KL__CPU_BMI1 : KL__CPU_POPCNT);
	if (!have) {
		if (op == KL__X_0F_LZCNT)
			kl__d_clz(f, t, rd, rs);
		else if (op == KL__X_0F_TZCNT)
			kl__d_ctz(f, t, rd, rs);
		else
			kl__d_popc(f, t, rd, rs);
		return;
	}
	int w = kl__is64(t);
	uint8_t *p = kl__room(f);
	/* F3 REX 0F op /r: lzcnt, tzcnt, popcnt rd, rs */
	kl__w64(p, KL__X_PF3 | kl__x_rex(w, rd, 0, rs) << 8 | KL__X_ESC << 16 | (uint32_t)op << 24 |
			   (uint64_t)kl__x_modrr(rd, rs) << 32);
	f->ip = p + 5;
}

void kl__x86_carry(kl_func *f, int t, int sub, kl_reg rd, kl_reg rc, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	if (rd == rc) {
		kl__fail(f, KL_ERR_OPERAND, "%s: the result and the carry must be different registers", sub ? "subc" : "addc");
		return;
	}
	/* the sum in rd itself when rd is a (or b, for an add), else in r11 and moved */
	kl_reg acc = KL__SCRATCH;
	if (rd == a) {
		acc = rd;
	} else if (rd == b && !sub) {
		acc = rd;
		b = a;
	}
	if (acc != rd)
		kl__x_mov(f, 1, acc, a);
	uint8_t *p;
	if (!(f->carry_link & KL__CARRY_IN)) { /* (in a chain the flag holds it: the tier's) */
		p = kl__room(f);
		/* bt rc, 0: CF = the carry in */
		kl__w64(p, kl__x_rex(w, 0, 0, rc) | KL__X_OP0F(KL__X_0F_GRP8) << 8 | (uint64_t)kl__x_modrr(KL__X_GRP8_BT, rc) << 24);
		f->ip = p + 5;
	}
	kl__x_rr(f, w, sub ? KL__X_SBB : KL__X_ADC, b, acc); /* sbb/adc acc, b */
	if (!(f->carry_link & KL__CARRY_OUT)) { /* (the next one in the chain takes it from the flag) */
		p = kl__room(f);
		kl__w32(p, kl__x_rex(0, 0, 0, rc) | KL__X_OP0F(KL__X_0F_SETCC + KL__X_CC_B) << 8 | kl__x_modrr(0, rc) << 24); /* setc rc8 */
		f->ip = p + 4;
		kl__x_rr0f(f, 0, KL__X_0F_MOVZX8, rc, rc); /* movzx rc32, rc8 */
	}
	if (acc != rd)
		kl__x_mov(f, w, rd, acc);
}

/* [base + (index << s) + disp] after REX and the opcode: ModRM (field reg), SIB and the
 * displacement; rbp and r13 as a base need one even when it is 0.  Returns its length. */
static int kl__x86_memx(uint8_t *p, kl_reg reg, kl_reg base, kl_reg index, int s, int32_t disp)
{
	uint32_t mod = disp == 0 && KL__X_RM(base) != KL__X_RM_BP ? KL__X_MOD_MEM
		       : kl__fits8(disp)                           ? KL__X_MOD_DISP8
								   : KL__X_MOD_DISP32;
	p[0] = (uint8_t)(mod | KL__X_REG(reg) | KL__X_RM_SIB);
	p[1] = (uint8_t)((uint32_t)s << 6 | KL__X_SIB_INDEX(index) | KL__X_SIB_BASE(base));
	if (mod == KL__X_MOD_DISP8) {
		p[2] = (uint8_t)disp;
		return 3;
	}
	if (mod == KL__X_MOD_DISP32) {
		kl__w32(p + 2, (uint32_t)disp);
		return 6;
	}
	return 2;
}

/* REX, the opcode (one byte, or 0F and one) and [base + (index << s) + disp] for register reg.
 * rsp is no index: with s = 0 base and index swap, otherwise it is an error. */
static void kl__x86_sibop(kl_func *f, int w, uint32_t op, int twobyte, kl_reg reg, kl_reg base, kl_reg index, int s,
			  int32_t disp)
{
	if (index == KL_X86_RSP) {
		if (s != 0 || base == KL_X86_RSP) {
			kl__fail(f, KL_ERR_OPERAND, "rsp cannot be a scaled index");
			return;
		}
		index = base;
		base = KL_X86_RSP;
	}
	uint8_t *p = kl__room(f);
	int n = 0;
	p[n++] = (uint8_t)kl__x_rex(w, reg, index, base);
	if (twobyte)
		p[n++] = KL__X_ESC;
	p[n++] = (uint8_t)op;
	n += kl__x86_memx(p + n, reg, base, index, s, disp);
	f->ip = p + n;
}

void kl__x86_ldx(kl_func *f, int t, kl_reg rd, kl_reg base, kl_reg index, int s, int32_t disp)
{
	switch (t) {
	case KL_C: kl__x86_sibop(f, 0, KL__X_0F_MOVSX8, 1, rd, base, index, s, disp); return;
	case KL_UC: kl__x86_sibop(f, 0, KL__X_0F_MOVZX8, 1, rd, base, index, s, disp); return;
	case KL_S: kl__x86_sibop(f, 0, KL__X_0F_MOVSX16, 1, rd, base, index, s, disp); return;
	case KL_US: kl__x86_sibop(f, 0, KL__X_0F_MOVZX16, 1, rd, base, index, s, disp); return;
	default: kl__x86_sibop(f, kl__is64(t), KL__X_MOV_LD, 0, rd, base, index, s, disp); return;
	}
}

/* lea rd, [a + b * 2^n] (addsh with lsl 0..3; the caller keeps rsp out of the index).  The
 * 32-bit form's result is the low half of the 64-bit sum. */
void kl__x86_lea_scaled(kl_func *f, int w, kl_reg rd, kl_reg a, kl_reg b, unsigned n)
{
	kl__x86_sibop(f, w, KL__X_LEA, 0, rd, a, b, (int)n, 0);
}

/* rd = a op (b shifted): b's shift in r11 (mov, then shl/shr/sar/ror by n; 32 bits for the
 * 32-bit types, as their operations), a into rd, `op rd, r11` */
void kl__x86_shifted(kl_func *f, int t, uint32_t op, kl_reg rd, kl_reg a, kl_reg b, int64_t shift)
{
	static const int digit[4] = {[KL_LSL] = KL__X_GRP2_SHL, [KL_LSR] = KL__X_GRP2_SHR, [KL_ASR] = KL__X_GRP2_SAR,
				     [KL_ROR] = KL__X_GRP2_ROR};
	int w = kl__is64(t);
	kl__x_shifti(f, t, digit[KL_SHIFTED_KIND(shift)], KL__SCRATCH, b, (int64_t)KL_SHIFTED_N(shift));
	kl__x_mov(f, w, rd, a);
	kl__x_rr(f, w, op, KL__SCRATCH, rd); /* op rd, r11 */
}

/* andn rd, b, a (BMI1): rd = ~b & a, three operands, any of them the same register */
static void kl__x86_andn_vex(kl_func *f, int w, kl_reg rd, kl_reg b, kl_reg a)
{
	uint8_t *p = kl__room(f);
	uint32_t b1 = (KL__X_VEX_NRXB | KL__X_VEX_MAP_0F38) ^ KL__X_VEX_NR(rd) ^ KL__X_VEX_NB(a);
	uint32_t b2 = KL__X_VEX_W(w) | KL__X_VEX_NVVVV(b);
	kl__w64(p, KL__X_VEX3 | b1 << 8 | b2 << 16 | KL__X_VEX_0F38_ANDN << 24 | (uint64_t)kl__x_modrr(rd, a) << 32);
	f->ip = p + 5;
}

/* rd = a op ~b (op: and, or, xor).
 *   xor: ~(a ^ b), `xor` then `not` in rd (no scratch register: 2 instructions, 3 with a copy);
 *   and, with BMI1: `andn rd, b, a`; or, with BMI1: `andn rd, a, b` (~a & b) and `not rd`;
 *   otherwise ~b in rd (copied there unless rd is b), `op rd, a`; when rd is a, ~b in r11 and
 *   `op rd, r11`. */
void kl__x86_opn(kl_func *f, int t, uint32_t op, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	if (op == KL__X_XOR) {
		if (rd == b) {
			b = a;
		} else if (rd != a) {
			kl__x_mov(f, w, rd, a);
		}
		kl__x_rr(f, w, KL__X_XOR, b, rd);
		kl__x_rr(f, w, KL__X_GRP3, KL__X_GRP3_NOT, rd);
		return;
	}
	if (f->cpu & KL__CPU_BMI1) {
		if (op == KL__X_AND) {
			kl__x86_andn_vex(f, w, rd, b, a);
		} else {
			kl__x86_andn_vex(f, w, rd, a, b);
			kl__x_rr(f, w, KL__X_GRP3, KL__X_GRP3_NOT, rd);
		}
		return;
	}
	if (rd == a) { /* (a == b too: a & ~a, a | ~a) */
		kl__x_mov(f, w, KL__SCRATCH, b);
		kl__x_rr(f, w, KL__X_GRP3, KL__X_GRP3_NOT, KL__SCRATCH);
		kl__x_rr(f, w, op, KL__SCRATCH, rd);
		return;
	}
	if (rd != b)
		kl__x_mov(f, w, rd, b);
	kl__x_rr(f, w, KL__X_GRP3, KL__X_GRP3_NOT, rd);
	kl__x_rr(f, w, op, a, rd);
}

/* rd = a op [mem]: `op reg, r/m` (op is the r/m, reg form's opcode | 2) into rd, after a copy of
 * a when rd is not a; into r11 when rd is also an address register */
void kl__x86_lop(kl_func *f, int t, uint32_t op, kl_reg rd, kl_reg a, kl_reg base, int isx, kl_reg index, int s,
		 int32_t disp)
{
	int w = kl__is64(t);
	kl_reg acc = rd;
	if (rd != a && (rd == base || (isx && rd == index)))
		acc = KL__SCRATCH;
	if (acc != a)
		kl__x_mov(f, 1, acc, a);
	if (isx)
		kl__x86_sibop(f, w, op | 2u, 0, acc, base, index, s, disp);
	else
		kl__x_memop(f, 0, w, op | 2u, 1, acc, base, 0, disp);
	if (acc != rd)
		kl__x_mov(f, 1, rd, acc);
}
