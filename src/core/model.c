/* model.c -- machine models as the optimizing tier sees them: each target's table (its
 * model.c), the names of the instruction classes, and the class of every record opcode. */
#include "kiln/model.h"

#include "internal.h"

const struct kl_model *kl_model_get(const char *target)
{
	const struct kl__target *t = target ? kl__target_find(target) : kl__host;
	return t ? t->model : NULL;
}

static const char *const kl__iclass_names[KL_NICLASSES] = {
	[KL_IC_ALU] = "alu",     [KL_IC_SHIFT] = "shift",   [KL_IC_LEA] = "lea",       [KL_IC_MUL] = "mul",
	[KL_IC_MULH] = "mulh",   [KL_IC_DIV32] = "div32",   [KL_IC_DIV64] = "div64",   [KL_IC_BITCNT] = "bitcnt",
	[KL_IC_BSWAP] = "bswap", [KL_IC_SEL] = "sel",       [KL_IC_LOAD] = "load",     [KL_IC_STORE] = "store",
	[KL_IC_BRANCH] = "branch", [KL_IC_FADD] = "fadd",   [KL_IC_FMUL] = "fmul",     [KL_IC_FDIV] = "fdiv",
	[KL_IC_FSQRT] = "fsqrt", [KL_IC_FCVT] = "fcvt",     [KL_IC_FMOV] = "fmov",     [KL_IC_FCMP] = "fcmp",
	[KL_IC_XFER] = "xfer",
};

const char *kl_iclass_name(int iclass)
{
	return iclass >= 0 && iclass < KL_NICLASSES ? kl__iclass_names[iclass] : NULL;
}

/* float operations by base name; the shapes that are not arithmetic come first */
static int kl__float_class(const struct kl_opinfo *i)
{
	switch (i->name) {
	case KL_N_add: case KL_N_sub: return KL_IC_FADD;
	case KL_N_mul: return KL_IC_FMUL;
	case KL_N_div: return KL_IC_FDIV;
	case KL_N_sqrt: return KL_IC_FSQRT;
	default: return KL_IC_FMOV; /* neg, mov, abs, min, max, set */
	}
}

static int kl__int_class(const struct kl_opinfo *i)
{
	int wide = i->type == KL_L || i->type == KL_UL || i->type == KL_P;
	switch (i->name) {
	case KL_N_lsh: case KL_N_rsh: case KL_N_rotl: case KL_N_rotr: return KL_IC_SHIFT;
	case KL_N_mul: return KL_IC_MUL;
	case KL_N_mulh: return KL_IC_MULH;
	case KL_N_div: case KL_N_mod: return wide ? KL_IC_DIV64 : KL_IC_DIV32;
	case KL_N_clz: case KL_N_ctz: case KL_N_popc: return KL_IC_BITCNT;
	case KL_N_bswap: return KL_IC_BSWAP;
	default: return KL_IC_ALU; /* add, sub, logic, com, not, neg, mov, set, min, max, abs, addc, subc */
	}
}

int kl_is_move(int opcode)
{
	if (opcode < 0 || opcode >= KL_NOPCODES)
		return 0;
	const struct kl_opinfo *i = &kl_opinfo[opcode];
	return i->shape == KL_SH_UN && i->name == KL_N_mov && !i->imm && i->type != KL_F && i->type != KL_D;
}

int kl_iclass2_of(int opcode)
{
	if (opcode < 0 || opcode >= KL_NOPCODES)
		return -1;
	return kl_opinfo[opcode].shape == KL_SH_LOP ? KL_IC_ALU : -1;
}

int kl_iclass_of(int opcode)
{
	if (opcode < 0 || opcode >= KL_NOPCODES)
		return -1;
	const struct kl_opinfo *i = &kl_opinfo[opcode];
	int flt = i->type == KL_F || i->type == KL_D;
	switch (i->shape) {
	case KL_SH_LD: case KL_SH_PREF: case KL_SH_LDX: case KL_SH_LOP: return KL_IC_LOAD;
	case KL_SH_ST: return KL_IC_STORE;
	case KL_SH_RET: case KL_SH_J: case KL_SH_JAL: case KL_SH_ARG: case KL_SH_CALL: return KL_IC_BRANCH;
	case KL_SH_BR: return flt ? KL_IC_FCMP : KL_IC_BRANCH;
	case KL_SH_NOP: case KL_SH_LABEL: return KL_IC_ALU;
	case KL_SH_SEL: return KL_IC_SEL;
	case KL_SH_CV: {
		int to = i->type2, tof = to == KL_F || to == KL_D;
		return flt || tof ? KL_IC_FCVT : KL_IC_ALU;
	}
	default: return flt ? kl__float_class(i) : kl__int_class(i);
	}
}
