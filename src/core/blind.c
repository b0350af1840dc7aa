/* blind.c -- constant blinding (KL_BLIND): a client constant of 16 bits or more never appears
 * verbatim in the code.  An immediate form "op rd, rs, C" becomes
 *     setl  B, C ^ K        B: the register kl_func_begin took for the function
 *     xorli B, B, K         K: the function's random key (a sign-extended 32-bit value)
 *     op    rd, rs, B       the register form
 * (a set needs no B: set rd, C ^ K; xor rd, rd, K).  Constants of fewer than 16 significant
 * bits (shift counts, small offsets) stay as they are: they choose nothing an attacker can use
 * as code. */
#define _GNU_SOURCE
#include <sys/random.h>
#include <time.h>

#include "internal.h"

/* a fresh key per function; a 32-bit value sign-extended, the widest every target's xor takes */
int64_t kl__blind_key(void)
{
	uint32_t k = 0;
	if (getrandom(&k, sizeof k, GRND_NONBLOCK) != (ssize_t)sizeof k) {
		static uint32_t counter;
		struct timespec ts;
		clock_gettime(CLOCK_MONOTONIC, &ts);
		k = (uint32_t)ts.tv_nsec * 2654435761u ^ __atomic_add_fetch(&counter, 0x9E3779B9u, __ATOMIC_RELAXED);
	}
	k |= 0x01010101u; /* every byte changes */
	return (int64_t)(int32_t)k;
}

/* 1 if the constant of a record of type t has 16 significant bits or more */
static int kl__wide(int t, int64_t v)
{
	if (t == KL_I || t == KL_U || t == KL_C || t == KL_UC || t == KL_S || t == KL_US)
		v = (int32_t)v;
	return v < -32768 || v > 32767;
}

static void kl__raw(kl_func *f, int op, kl_reg rd, kl_reg rs1, kl_reg rs2, int64_t imm, kl_label l)
{
	kl_insn in = {.op = (uint16_t)op, .rd = (uint32_t)rd, .rs1 = (uint32_t)rs1, .rs2 = (uint32_t)rs2, .imm = imm, .label = l};
	f->tgt->emit_insn(f, &in);
}

/* B (or rd) = v, through the key */
static void kl__blinded_set(kl_func *f, kl_reg r, int64_t v)
{
	kl__raw(f, KL_OP_setl, r, 0, 0, v ^ f->blindkey, 0);
	kl__raw(f, KL_OP_xorli, r, r, 0, f->blindkey, 0);
}

void kl__blind_insn(kl_func *f, const kl_insn *in)
{
	const struct kl_opinfo *o = &kl_opinfo[in->op];
	int sh = o->shape;
	int blindable = sh == KL_SH_SET || (o->imm && (sh == KL_SH_BIN || sh == KL_SH_LD || sh == KL_SH_ST ||
							sh == KL_SH_BR || sh == KL_SH_RET));
	if (!blindable || kl__isflt(o->type) || !kl__wide(o->type, in->imm)) {
		f->tgt->emit_insn(f, in);
		return;
	}
	if (sh == KL_SH_SET) {
		if (o->type == KL_L || o->type == KL_UL || o->type == KL_P) {
			kl__blinded_set(f, (kl_reg)in->rd, in->imm);
		} else { /* a 32-bit set: the target's form of the value comes from its mov */
			kl__blinded_set(f, f->blindreg, in->imm);
			kl__raw(f, kl_opcode_find(KL_N_mov, o->type, KL_V, 0), (kl_reg)in->rd, f->blindreg, 0, 0, 0);
		}
		return;
	}
	int reg = kl_opcode_find(o->name, o->type, o->type2, 0);
	if (reg < 0) { /* an immediate-only form: nothing to put the constant in */
		f->tgt->emit_insn(f, in);
		return;
	}
	kl_reg b = f->blindreg;
	kl__blinded_set(f, b, in->imm);
	switch (sh) {
	case KL_SH_RET: kl__raw(f, reg, b, 0, 0, 0, 0); break;
	case KL_SH_BR: kl__raw(f, reg, 0, (kl_reg)in->rs1, b, 0, in->label); break;
	default: kl__raw(f, reg, (kl_reg)in->rd, (kl_reg)in->rs1, b, 0, 0); break;
	}
}

void kl__blind(kl_func *f, int op, kl_reg rd, kl_reg rs1, int64_t imm, kl_label l)
{
	kl_insn in = {.op = (uint16_t)op, .rd = (uint32_t)rd, .rs1 = (uint32_t)rs1, .imm = imm, .label = l};
	if (!f->err && f->active)
		kl__blind_insn(f, &in);
}
