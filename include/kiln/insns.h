/* kiln/insns.h -- every instruction record opcode, one KL_INSN per opcode, expanded once from
 * kiln/ops.def, kiln/ext.def and kiln/fops.def.  This is the only file that knows which record
 * opcodes each line of those tables makes (register and immediate forms, one per type letter);
 * the opcode enum, the opcode tables and names, the record replayer and the recording API of the
 * optimizing tier all expand this list instead of the tables.
 *
 * Define KL_INSN(opc, name, shape, t, t2, imm) before including it (it is #undef'ed after):
 *   opc    the opcode's name without KL_OP_: addii, ldus, cvi2l, rotlul, sqrtd, jv ...
 *   name   the base operation (first column of its table): add, ld, cv, rotl, sqrt, j ...
 *   shape  BIN UN SET LD ST RET BR J JAL NOP LABEL CV SEL CARRY PREF (ops.def's header), SHIFTED LDX
 *          LOP (ext.def's), and
 *          ARG CALL for the call records at the end (no table line: kl_call_arg and kl_call)
 *   t      the type letter of the operation (v for none); for conversions the source type
 *   t2     the destination type of a conversion, v otherwise
 *   imm    1 when the last operand is an immediate (the "i" forms, jpi, jalpi), else 0
 * The list is in opcode order: the enum, tables and switches generated from it agree. */
#include "kiln/types.h"

#define KL__I_IMM(t, name, shape) KL_INSN(name##t, name, shape, t, v, 0) KL_INSN(name##t##i, name, shape, t, v, 1)
#define KL__I_NOIMM(t, name, shape) KL_INSN(name##t, name, shape, t, v, 0)
#define KL__I_NONE(t, name, shape)
#define KL__I_ONE(t, name, shape, immform) KL__I_##shape##_##immform(t, name, shape)
#define KL__I_BIN_IMM KL__I_IMM
#define KL__I_BIN_NOIMM KL__I_NOIMM
#define KL__I_UN_NOIMM KL__I_NOIMM
#define KL__I_SET_NOIMM KL__I_NOIMM
#define KL__I_LD_IMM KL__I_IMM
#define KL__I_ST_IMM KL__I_IMM
#define KL__I_RET_IMM KL__I_IMM
#define KL__I_BR_IMM KL__I_IMM
#define KL__I_SEL_NOIMM KL__I_NOIMM
#define KL__I_CARRY_NOIMM KL__I_NOIMM
#define KL__I_SHIFTED_NOIMM KL__I_NOIMM /* the shift is in imm, the form has no immediate operand */
#define KL__I_PREF_NOIMM(t, name, shape) KL_INSN(name, name, shape, v, v, 1)
#define KL__I_LDX_NOIMM KL__I_NOIMM
#define KL__I_LOP_IMM KL__I_IMM
/* jumps, nop and label are spelled out at the end */
#define KL__I_J_NOIMM KL__I_NONE
#define KL__I_JAL_NOIMM KL__I_NONE
#define KL__I_NOP_NOIMM KL__I_NONE
#define KL__I_LABEL_NOIMM KL__I_NONE

#define KL_OP(name, shape, types, immform, doc) KL_TS_##types(KL__I_ONE, name, shape, immform)
#define KL_CV(from, to) KL_INSN(cv##from##2##to, cv, CV, from, to, 0)
#include "kiln/ops.def"
#undef KL_OP
#undef KL_CV

#define KL_EXT(name, shape, types, immform, doc) KL_TS_##types(KL__I_ONE, name, shape, immform)
#include "kiln/ext.def"
#undef KL_EXT

/* floats: register operands only, but loads and stores have the immediate-offset form too */
#define KL__I_F_BIN KL__I_NOIMM
#define KL__I_F_UN KL__I_NOIMM
#define KL__I_F_SET KL__I_NOIMM
#define KL__I_F_RET KL__I_NOIMM
#define KL__I_F_BR KL__I_NOIMM
#define KL__I_F_LD KL__I_IMM
#define KL__I_F_ST KL__I_IMM
#define KL_FOP(name, shape, doc) KL__I_F_##shape(f, name, shape) KL__I_F_##shape(d, name, shape)
#define KL_FCV(from, to) KL_INSN(cv##from##2##to, cv, CV, from, to, 0)
#include "kiln/fops.def"
#undef KL_FOP
#undef KL_FCV

KL_INSN(retv, ret, RET, v, v, 0)
KL_INSN(jv, j, J, v, v, 0)
KL_INSN(jp, j, J, p, v, 0)
KL_INSN(jpi, j, J, p, v, 1)
KL_INSN(jalv, jal, JAL, v, v, 0)
KL_INSN(jalp, jal, JAL, p, v, 0)
KL_INSN(jalpi, jal, JAL, p, v, 1)
KL_INSN(nop, nop, NOP, v, v, 0)
KL_INSN(label, label, LABEL, v, v, 0)
KL_INSN(arg, arg, ARG, v, v, 0)     /* push call argument rs1 of type `type` */
KL_INSN(argi, arg, ARG, v, v, 1)    /* push call argument imm of type `type` */
KL_INSN(callr, call, CALL, v, v, 0) /* call the address in rs1; rd <- the result, of type `type` */
KL_INSN(call, call, CALL, v, v, 1)  /* call the address imm; rd <- the result, of type `type` */

#undef KL__I_IMM
#undef KL__I_NOIMM
#undef KL__I_NONE
#undef KL__I_ONE
#undef KL__I_BIN_IMM
#undef KL__I_BIN_NOIMM
#undef KL__I_UN_NOIMM
#undef KL__I_SET_NOIMM
#undef KL__I_LD_IMM
#undef KL__I_ST_IMM
#undef KL__I_RET_IMM
#undef KL__I_BR_IMM
#undef KL__I_SEL_NOIMM
#undef KL__I_CARRY_NOIMM
#undef KL__I_SHIFTED_NOIMM
#undef KL__I_PREF_NOIMM
#undef KL__I_LDX_NOIMM
#undef KL__I_LOP_IMM
#undef KL__I_J_NOIMM
#undef KL__I_JAL_NOIMM
#undef KL__I_NOP_NOIMM
#undef KL__I_LABEL_NOIMM
#undef KL__I_F_BIN
#undef KL__I_F_UN
#undef KL__I_F_SET
#undef KL__I_F_RET
#undef KL__I_F_BR
#undef KL__I_F_LD
#undef KL__I_F_ST
#undef KL_INSN
