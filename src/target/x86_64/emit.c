/* emit.c -- the x86-64 sequences too long to inline: division with kiln's defined results,
 * shifts through cl on CPUs without BMI2, and jumps or calls to absolute addresses. */
#include "../../core/internal.h"

/* The register-field tables of kiln/target/x86_64.h, indexed by (first << 4 | second). */
#define KL__P1(m, x) m((uint32_t)(x) >> 4, (uint32_t)(x) & 15u)
#define KL__P4(m, x) KL__P1(m, x), KL__P1(m, x + 1), KL__P1(m, x + 2), KL__P1(m, x + 3)
#define KL__P16(m, x) KL__P4(m, x), KL__P4(m, x + 4), KL__P4(m, x + 8), KL__P4(m, x + 12)
#define KL__P64(m, x) KL__P16(m, x), KL__P16(m, x + 16), KL__P16(m, x + 32), KL__P16(m, x + 48)
#define KL__P256(m) KL__P64(m, 0), KL__P64(m, 64), KL__P64(m, 128), KL__P64(m, 192)
#define KL__R1(x) KL__X_REGSIB((uint32_t)(x))
const struct kl__x_tables kl__x_tab = {
	.sib = {KL__P256(KL__X_SIBLEN)},
	.pair = {KL__P256(KL__X_PAIRLEN)},
	.regsib = {KL__R1(0), KL__R1(1), KL__R1(2),  KL__R1(3),  KL__R1(4),  KL__R1(5),  KL__R1(6),  KL__R1(7),
		   KL__R1(8), KL__R1(9), KL__R1(10), KL__R1(11), KL__R1(12), KL__R1(13), KL__R1(14), KL__R1(15)},
};

/* A short forward jump whose rel8 is patched by kl__jfix (by offset: the buffer may move). */
static size_t kl__jshort(kl_func *f, uint32_t op)
{
	uint8_t *p = kl__room(f);
	kl__w16(p, op);
	f->ip = p + 2;
	return (size_t)(p + 1 - f->buf);
}
static void kl__jfix(kl_func *f, size_t rel8)
{
	if (!f->err)
		f->buf[rel8] = (uint8_t)((size_t)(f->ip - f->buf) - (rel8 + 1));
}

void kl__x86_divmod(kl_func *f, int t, int ismod, kl_reg rd, kl_reg a, kl_reg b, int isimm, int64_t imm)
{
	int w = kl__is64(t), sgn = kl__is_signed(t);
	if (isimm) {
		if (!w)
			imm = sgn ? (int64_t)(int32_t)imm : (int64_t)(uint32_t)imm;
		if (imm == 0) { /* x / 0 = 0, x % 0 = x */
			if (ismod)
				kl__x_mov(f, w, rd, a);
			else
				kl__x_movimm(f, w, rd, 0);
			return;
		}
		if (sgn && imm == -1) { /* x / -1 = -x (MIN stays MIN), x % -1 = 0 */
			if (ismod) {
				kl__x_movimm(f, w, rd, 0);
			} else {
				kl__x_mov(f, w, rd, a);
				kl__x_rr(f, w, KL__X_GRP3, KL__X_GRP3_NEG, rd);
			}
			return;
		}
	}
	uint8_t *p;
	/* rax and rdx are the dividend and results of (i)div: keep the client's values */
	p = kl__room(f);
	kl__w16(p, KL__X_BYTES2(KL__X_PUSH + KL_X86_RAX, KL__X_PUSH + KL_X86_RDX));
	f->ip = p + 2;
	if (isimm)
		kl__x_movimm(f, 1, KL__SCRATCH, imm);
	else
		kl__x_mov(f, 1, KL__SCRATCH, b);
	kl__x_mov(f, 1, KL_X86_RAX, a);
	size_t jz = 0, jneg = 0;
	if (!isimm) {
		kl__x_rr(f, w, KL__X_TEST, KL__SCRATCH, KL__SCRATCH); /* test r11, r11 */
		jz = kl__jshort(f, KL__X_JCC8 + KL__X_CC_E);           /* jz .zero */
		if (sgn) {
			kl__x_alu_ri(f, w, KL__X_GRP1_CMP, KL__SCRATCH, -1); /* cmp r11, -1 */
			jneg = kl__jshort(f, KL__X_JCC8 + KL__X_CC_E);       /* je .neg */
		}
	}
	p = kl__room(f);
	if (sgn) { /* cqo / cdq */
		kl__w16(p, w ? KL__X_BYTES2(KL__X_REX | KL__X_REX_W, KL__X_CDQ) : KL__X_CDQ);
		f->ip = p + (w ? 2 : 1);
	} else { /* xor edx, edx */
		kl__w16(p, KL__X_BYTES2(KL__X_XOR, KL__X_MODRM(KL__X_MOD_REG, KL_X86_RDX, KL_X86_RDX)));
		f->ip = p + 2;
	}
	kl__x_rr(f, w, KL__X_GRP3, sgn ? KL__X_GRP3_IDIV : KL__X_GRP3_DIV, KL__SCRATCH); /* (i)div r11 */
	kl__x_mov(f, w, KL__SCRATCH, ismod ? KL_X86_RDX : KL_X86_RAX);
	if (!isimm) {
		size_t jdone1 = kl__jshort(f, KL__X_JMP8), jdone2 = 0;
		kl__jfix(f, jz); /* .zero: x / 0 = 0, x % 0 = x */
		if (ismod)
			kl__x_mov(f, w, KL__SCRATCH, KL_X86_RAX);
		else
			kl__x_movimm(f, 0, KL__SCRATCH, 0);
		if (sgn) {
			jdone2 = kl__jshort(f, KL__X_JMP8);
			kl__jfix(f, jneg); /* .neg: x / -1 = -x, x % -1 = 0 */
			if (ismod) {
				kl__x_movimm(f, 0, KL__SCRATCH, 0);
			} else {
				kl__x_rr(f, w, KL__X_GRP3, KL__X_GRP3_NEG, KL_X86_RAX);
				kl__x_mov(f, w, KL__SCRATCH, KL_X86_RAX);
			}
		}
		kl__jfix(f, jdone1);
		if (jdone2)
			kl__jfix(f, jdone2);
	}
	p = kl__room(f);
	kl__w16(p, KL__X_BYTES2(KL__X_POP + KL_X86_RDX, KL__X_POP + KL_X86_RAX));
	f->ip = p + 2;
	kl__x_mov(f, w, rd, KL__SCRATCH);
}

void kl__x86_shift_cl(kl_func *f, int t, int kind, kl_reg rd, kl_reg a, kl_reg b)
{
	static const int digit[3] = {KL__X_GRP2_SHL, KL__X_GRP2_SHR, KL__X_GRP2_SAR};
	int w = kl__is64(t);
	kl__x_mov(f, 1, KL__SCRATCH, a);
	uint8_t *p = kl__room(f);
	p[0] = KL__X_PUSH + KL_X86_RCX;
	f->ip = p + 1;
	kl__x_mov(f, 1, KL_X86_RCX, b);
	kl__x_rr(f, w, KL__X_GRP2_CL, digit[kind], KL__SCRATCH); /* shl/shr/sar r11, cl */
	p = kl__room(f);
	p[0] = KL__X_POP + KL_X86_RCX;
	f->ip = p + 1;
	kl__x_mov(f, w, rd, KL__SCRATCH);
}

void kl__x86_abs(kl_func *f, int call, const void *addr)
{
	uint8_t *p = kl__room(f);
	p[0] = call ? KL__X_CALL32 : KL__X_JMP32;
	kl__w32(p + 1, 0);
	f->ip = p + 5;
	kl__fixup_add(f, (uint32_t)(p + 1 - f->buf), call ? KL__FIX_ABSCALL : KL__FIX_ABSJMP, (uint64_t)(uintptr_t)addr);
}
