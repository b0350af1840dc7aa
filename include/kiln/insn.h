/* kiln/insn.h -- portable instructions as data: the one instruction record format.
 *
 * Used where instructions must exist as records: the reference interpreter, the random
 * program generator of the tests, tools.  kl_emit_insn() replays a record through the same
 * inline emitters a client calls directly. */
#ifndef KILN_INSN_H
#define KILN_INSN_H

#include <stdint.h>
#include <stdio.h>

#include "kiln.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Opcodes: KL_OP_<name><type>[i] for every instruction of ops.def (KL_OP_addi, KL_OP_addii,
 * KL_OP_ldus, KL_OP_cvi2l ...), plus KL_OP_retv, KL_OP_jv, KL_OP_jp, KL_OP_jpi, KL_OP_jalv,
 * KL_OP_jalp, KL_OP_jalpi, KL_OP_nop and KL_OP_label (place label imm). */
enum kl_opcode {
#define KL_INSN(opc, name, shape, t, t2, imm) KL_OP_##opc,
#include "kiln/insns.h"
	KL_NOPCODES
};

/* Operand shapes (the second column of ops.def). */
enum kl_shape { KL_SH_BIN, KL_SH_UN, KL_SH_SET, KL_SH_LD, KL_SH_ST, KL_SH_RET, KL_SH_BR, KL_SH_J, KL_SH_JAL,
		KL_SH_NOP, KL_SH_LABEL, KL_SH_CV, KL_SH_SEL, KL_SH_CARRY, KL_SH_PREF, KL_SH_ARG, KL_SH_CALL,
		KL_SH_SHIFTED, KL_SH_LDX, KL_SH_LOP };

/* Base operation names (the first column of ops.def), for kl_opinfo. */
enum kl_opname {
#define KL_OP(name, shape, types, immform, doc) KL_N_##name,
#define KL_CV(from, to)
#include "kiln/ops.def"
#undef KL_OP
#undef KL_CV
#define KL_EXT(name, shape, types, immform, doc) KL_N_##name,
#include "kiln/ext.def"
#undef KL_EXT
	KL_N_cv,
	KL_N_arg,  /* call arguments (records only) */
	KL_N_call, /* calls (records only) */
	KL_NNAMES
};

/* What an opcode is: its base name, shape, type (KL_I ...), whether its last operand is an
 * immediate, and for conversions the destination type (in type2). */
struct kl_opinfo {
	uint8_t name, shape, type, type2, imm;
};
extern const struct kl_opinfo kl_opinfo[KL_NOPCODES];
const char *kl_opcode_name(int op); /* "addii" */
const char *kl_opname(int name);    /* KL_N_add -> "add" */
const char *kl_type_name(int type); /* KL_UL -> "ul" */
/* The opcode of base operation `name` (KL_N_...) for type t (the source type t and destination
 * t2 of a conversion; t2 is KL_V otherwise), immediate form or not; -1 if there is none. */
int kl_opcode_find(int name, int t, int t2, int imm);

/* The record (32 bytes).  Registers: rd (or the stored value of st, or the link of jal), rs1
 * (the only source of unary operations, base of ld and st, compared register of branches), rs2
 * (second operand, register offset), rs3 (the condition of sel, the carry of addc/subc).
 * Register numbers are the target's (0-63) in records for kl_emit_insn; the optimizing tier's
 * records also hold virtual registers (64 and up).  imm: immediate, offset, or address (jpi,
 * jalpi).  label: target of branches, jv and jalv; the label placed by KL_OP_label.  flags:
 * 0 in records a client writes (the optimizing tier keeps its own marks there).
 * Calls are records too: arg (register rs1) and argi (immediate imm) push an argument of
 * `type`, as kl_call_arg and kl_call_argi do; call (address imm) and callr (address in rs1)
 * make the call and leave its result of `type` in rd. */
/* Scaled-index memory operands (ldx, and xorm/addm/andm/orm without i): base + (index << s) +
 * disp, with s (0..3) and the 32-bit disp packed in imm.  ldx: rd, base rs1, index rs2.  The
 * load-and-op forms: rd, a rs1, base rs2, index rs3 (the i forms: imm is disp, no index). */
#define KL_MEMX(s, disp) ((int64_t)(uint32_t)(int32_t)(disp) | (int64_t)((s) & 3) << 32)
#define KL_MEMX_SHIFT(imm) ((int)(((uint64_t)(imm) >> 32) & 3))
#define KL_MEMX_DISP(imm) ((int32_t)(uint32_t)(uint64_t)(imm))

typedef struct kl_insn {
	uint16_t op;
	uint8_t type;  /* the value type of arg, argi, call and callr (KL_V: a call without result) */
	uint8_t flags;
	uint32_t label;
	uint32_t rd, rs1, rs2, rs3;
	int64_t imm;
} kl_insn;

/* Emit one record through the emitters of f's target (labels are kl_label numbers of f).  Every
 * register field the instruction uses must be a register a client may use there (else
 * KL_ERR_OPERAND).  This is how code for another target is made (kl_func_new_target).
 * Returns 0 or an error code (an unknown opcode is KL_ERR_OPERAND). */
int kl_emit_insn(kl_func *f, const kl_insn *in);
/* Print a record as text: "addii r3, r3, 1". */
void kl_insn_print(FILE *out, const kl_insn *in);

/* ---- the reference interpreter ---------------------------------------------------------------
 * Runs records with kiln's defined semantics (docs/isa.md).  Registers are indexed by the
 * target's register numbers, so the same records run natively and here.  Memory accesses are
 * real: loads and stores touch the addresses the program computes. */
typedef struct kl_vm {
	uint64_t r[64]; /* integer registers, then float ones from KL_FREG0 (floats in the low bits) */
	uint64_t *vr;   /* registers 64 .. 64 + nvr - 1 (virtual registers), or NULL */
	size_t nvr;
	uint64_t maxsteps; /* 0: 100 million */
	uint64_t steps;
	char err[128];
} kl_vm;
/* Run code[0..n) from the first record until a return.  *ret receives the returned value
 * (register or immediate, converted as the ret instruction's type).  Returns 0, or an error
 * code with vm->err set (unknown label, step limit, unsupported instruction such as a call). */
int kl_interp(kl_vm *vm, const kl_insn *code, size_t n, uint64_t *ret);

#ifdef __cplusplus
}
#endif

#endif
