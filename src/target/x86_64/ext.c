/* ext.c -- x86-64 native lowerings of extension instructions that need fixed registers (cl,
 * rdx:rax) or CPU features found at run time (lzcnt, tzcnt, popcnt). */
#include "../../core/internal.h"

int kl__x86_lzcnt, kl__x86_bmi1, kl__x86_popcnt;

void kl__x86_rot_cl(kl_func *f, int t, int right, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	kl__x_mov(f, 1, KL__SCRATCH, a);
	uint8_t *p = kl__room(f);
	kl__w16(p, 0x51); /* push rcx */
	f->ip = p + 1;
	kl__x_mov(f, 1, KL_X86_RCX, b);
	kl__x_rr(f, w, 0xD3, right ? 1 : 0, KL__SCRATCH); /* rol/ror r11, cl */
	p = kl__room(f);
	kl__w16(p, 0x59); /* pop rcx */
	f->ip = p + 1;
	kl__x_mov(f, w, rd, KL__SCRATCH);
}

void kl__x86_mulh(kl_func *f, int t, kl_reg rd, kl_reg a, kl_reg b)
{
	int w = kl__is64(t);
	uint8_t *p = kl__room(f);
	kl__w16(p, 0x5250); /* push rax; push rdx */
	f->ip = p + 2;
	kl__x_mov(f, 1, KL__SCRATCH, b);
	kl__x_mov(f, 1, KL_X86_RAX, a);
	kl__x_rr(f, w, 0xF7, kl__is_signed(t) ? 5 : 4, KL__SCRATCH); /* imul/mul r11: rdx:rax */
	kl__x_mov(f, 1, KL__SCRATCH, KL_X86_RDX);
	p = kl__room(f);
	kl__w16(p, 0x585A); /* pop rdx; pop rax */
	f->ip = p + 2;
	kl__x_mov(f, w, rd, KL__SCRATCH);
}

void kl__x86_bitcount(kl_func *f, int t, int op, kl_reg rd, kl_reg rs)
{
	int have = op == 0xBD ? kl__x86_lzcnt : op == 0xBC ? kl__x86_bmi1 : kl__x86_popcnt;
	if (!have) {
		if (op == 0xBD)
			kl__d_clz(f, t, rd, rs);
		else if (op == 0xBC)
			kl__d_ctz(f, t, rd, rs);
		else
			kl__d_popc(f, t, rd, rs);
		return;
	}
	int w = kl__is64(t);
	uint8_t *p = kl__room(f);
	/* F3 REX 0F op /r: lzcnt, tzcnt, popcnt rd, rs */
	kl__w64(p, 0xF3u | kl__x_rex(w, rd, 0, rs) << 8 | 0x0F0000u | (uint32_t)op << 24 |
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
	kl__w64(p, kl__x_rex(w, 0, 0, rc) | 0xBA0F00u | (uint64_t)kl__x_modrr(4, rc) << 24);
	f->ip = p + 5;
	kl__x_rr(f, w, sub ? 0x19 : 0x11, b, KL__SCRATCH); /* sbb/adc r11, b */
	p = kl__room(f);
	kl__w32(p, kl__x_rex(0, 0, 0, rc) | 0x920F00u | kl__x_modrr(0, rc) << 24); /* setc rc8 */
	f->ip = p + 4;
	kl__x_rr0f(f, 0, 0xB6, rc, rc); /* movzx rc32, rc8 */
	kl__x_mov(f, w, rd, KL__SCRATCH);
}
