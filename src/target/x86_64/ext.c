/* ext.c -- x86-64 native lowerings of extension instructions that need fixed registers (cl,
 * rdx:rax) or CPU features found at run time (lzcnt, tzcnt, popcnt). */
#include "../../core/internal.h"

int kl__x86_lzcnt, kl__x86_bmi1, kl__x86_popcnt;

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
	int have = op == KL__X_0F_LZCNT ? kl__x86_lzcnt : op == KL__X_0F_TZCNT ? kl__x86_bmi1 : kl__x86_popcnt;
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
	kl__x_mov(f, 1, KL__SCRATCH, a);
	uint8_t *p = kl__room(f);
	/* bt rc, 0: CF = the carry in */
	kl__w64(p, kl__x_rex(w, 0, 0, rc) | KL__X_OP0F(KL__X_0F_GRP8) << 8 | (uint64_t)kl__x_modrr(KL__X_GRP8_BT, rc) << 24);
	f->ip = p + 5;
	kl__x_rr(f, w, sub ? KL__X_SBB : KL__X_ADC, b, KL__SCRATCH); /* sbb/adc r11, b */
	p = kl__room(f);
	kl__w32(p, kl__x_rex(0, 0, 0, rc) | KL__X_OP0F(KL__X_0F_SETCC + KL__X_CC_B) << 8 | kl__x_modrr(0, rc) << 24); /* setc rc8 */
	f->ip = p + 4;
	kl__x_rr0f(f, 0, KL__X_0F_MOVZX8, rc, rc); /* movzx rc32, rc8 */
	kl__x_mov(f, w, rd, KL__SCRATCH);
}
