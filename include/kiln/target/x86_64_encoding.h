/* kiln/target/x86_64_encoding.h -- the x86-64 encoding vocabulary the emitters are spelled in:
 * prefixes, opcode bytes, group numbers (the /digit of ModRM.reg), condition codes, and the REX,
 * ModRM and SIB field macros, with the Intel SDM's names.
 *
 * The emitters build an instruction as a little-endian word and store it at once: byte k of the
 * instruction is bits 8k..8k+7 of the word, so `KL__X_LEA << 8` is an opcode in byte 1 (after the
 * REX prefix in byte 0).  Field macros take register numbers (0-15) and keep only the bits their
 * field holds. */
#ifndef KILN_TARGET_X86_64_ENCODING_H
#define KILN_TARGET_X86_64_ENCODING_H

#include <stdint.h>

/* ---- prefixes ------------------------------------------------------------------------------ */
#define KL__X_P66 0x66u /* operand size 16 bits; selects the double form of ucomis and movd/movq */
#define KL__X_PF2 0xF2u /* scalar double (movsd, addsd ...) */
#define KL__X_PF3 0xF3u /* scalar single (movss ...); lzcnt, tzcnt, popcnt */
#define KL__X_ESC 0x0Fu /* two-byte opcode escape: KL__X_0F_* follow it */

/* REX: 0100WRXB.  R extends ModRM.reg, X SIB.index, B ModRM.rm or SIB.base (bit 3 of each). */
#define KL__X_REX 0x40u
#define KL__X_REX_W 0x08u /* 64-bit operand size */
#define KL__X_REX_WF(w) ((uint32_t)(w) << 3)
#define KL__X_REX_R(r) (((uint32_t)(r) >> 1) & 4u)
#define KL__X_REX_X(r) (((uint32_t)(r) >> 2) & 2u)
#define KL__X_REX_B(r) (((uint32_t)(r) >> 3) & 1u)

/* ModRM: mod (2 bits) reg (3) rm (3). */
#define KL__X_MOD_MEM 0x00u    /* [rm] (rm = 101: [rip + disp32]) */
#define KL__X_MOD_DISP8 0x40u  /* [rm + disp8] */
#define KL__X_MOD_DISP32 0x80u /* [rm + disp32] */
#define KL__X_MOD_REG 0xC0u    /* rm is a register */
#define KL__X_REG(r) (((uint32_t)(r) & 7u) << 3)
#define KL__X_RM(r) ((uint32_t)(r) & 7u)
#define KL__X_MODRM(mod, reg, rm) ((mod) | KL__X_REG(reg) | KL__X_RM(rm))
#define KL__X_RM_SIB 4u /* rm = 100 (rsp, r12 as a base): a SIB byte follows */
#define KL__X_RM_BP 5u  /* rm = 101 (rbp, r13): with mod 00 it means [rip + disp32] */

/* SIB: scale (2 bits) index (3) base (3); scale 1 throughout. */
#define KL__X_SIB_INDEX(r) (((uint32_t)(r) & 7u) << 3)
#define KL__X_SIB_BASE(r) ((uint32_t)(r) & 7u)
#define KL__X_SIB_NOINDEX 0x24u /* base rsp/r12, no index */

/* ---- one-byte opcodes ------------------------------------------------------------------------ */
#define KL__X_ADD 0x01u /* add r/m, reg (and likewise for the seven below) */
#define KL__X_OR 0x09u
#define KL__X_ADC 0x11u
#define KL__X_SBB 0x19u
#define KL__X_AND 0x21u
#define KL__X_SUB 0x29u
#define KL__X_XOR 0x31u
#define KL__X_CMP 0x39u
#define KL__X_PUSH 0x50u /* + register */
#define KL__X_POP 0x58u  /* + register */
#define KL__X_MOVSXD 0x63u
#define KL__X_PUSH_I32 0x68u
#define KL__X_IMUL_I32 0x69u /* imul reg, r/m, imm32 */
#define KL__X_IMUL_I8 0x6Bu
#define KL__X_JCC8 0x70u     /* + condition code, rel8 */
#define KL__X_GRP1_I32 0x81u /* group 1 r/m, imm32 */
#define KL__X_GRP1_I8 0x83u  /* group 1 r/m, imm8 (sign-extended) */
#define KL__X_TEST 0x85u
#define KL__X_XCHG 0x87u
#define KL__X_MOV8_ST 0x88u /* mov r/m8, reg8 */
#define KL__X_MOV_ST 0x89u  /* mov r/m, reg */
#define KL__X_MOV_LD 0x8Bu  /* mov reg, r/m */
#define KL__X_LEA 0x8Du
#define KL__X_NOP 0x90u
#define KL__X_CDQ 0x99u /* cqo with REX.W */
#define KL__X_MOV_I 0xB8u /* + register: mov r32, imm32 (movabs with REX.W) */
#define KL__X_GRP2_I8 0xC1u /* group 2 (shifts and rotates) r/m, imm8 */
#define KL__X_RET 0xC3u
#define KL__X_MOV_I32 0xC7u /* mov r/m, imm32 (sign-extended with REX.W) */
#define KL__X_INT3 0xCCu
#define KL__X_GRP2_1 0xD1u  /* group 2 r/m, 1 */
#define KL__X_GRP2_CL 0xD3u /* group 2 r/m, cl */
#define KL__X_CALL32 0xE8u
#define KL__X_JMP32 0xE9u
#define KL__X_JMP8 0xEBu
#define KL__X_GRP3 0xF7u /* group 3 r/m */
#define KL__X_GRP5 0xFFu /* group 5 r/m */

/* ---- two-byte opcodes: the byte after KL__X_ESC ------------------------------------------------ */
#define KL__X_0F_MOVU_LD 0x10u /* movups xmm, m; movss (F3), movsd (F2) */
#define KL__X_0F_MOVU_ST 0x11u /* the store forms */
#define KL__X_0F_GRP16 0x18u   /* prefetch group */
#define KL__X_0F_MOVAPS 0x28u
#define KL__X_0F_CVTSI2S 0x2Au  /* cvtsi2ss (F3), cvtsi2sd (F2) */
#define KL__X_0F_CVTTS2SI 0x2Cu /* cvttss2si (F3), cvttsd2si (F2) */
#define KL__X_0F_UCOMIS 0x2Eu   /* ucomiss; ucomisd (66) */
#define KL__X_0F_CMOVCC 0x40u   /* + condition code */
#define KL__X_0F_SQRTS 0x51u
#define KL__X_0F_ANDPS 0x54u
#define KL__X_0F_ORPS 0x56u
#define KL__X_0F_XORPS 0x57u
#define KL__X_0F_ADDS 0x58u
#define KL__X_0F_MULS 0x59u
#define KL__X_0F_CVTS2S 0x5Au /* cvtss2sd (F3), cvtsd2ss (F2) */
#define KL__X_0F_SUBS 0x5Cu
#define KL__X_0F_MINS 0x5Du
#define KL__X_0F_DIVS 0x5Eu
#define KL__X_0F_MAXS 0x5Fu
#define KL__X_0F_MOVD_X 0x6Eu /* 66: movd/movq xmm, r/m */
#define KL__X_0F_MOVD_R 0x7Eu /* 66: movd/movq r/m, xmm */
#define KL__X_0F_JCC32 0x80u  /* + condition code, rel32 */
#define KL__X_0F_SETCC 0x90u  /* + condition code */
#define KL__X_0F_IMUL 0xAFu   /* imul reg, r/m */
#define KL__X_0F_MOVZX8 0xB6u
#define KL__X_0F_MOVZX16 0xB7u
#define KL__X_0F_POPCNT 0xB8u /* F3 */
#define KL__X_0F_GRP8 0xBAu   /* bit tests r/m, imm8 */
#define KL__X_0F_TZCNT 0xBCu  /* F3 */
#define KL__X_0F_LZCNT 0xBDu  /* F3 */
#define KL__X_0F_MOVSX8 0xBEu
#define KL__X_0F_MOVSX16 0xBFu
#define KL__X_0F_BSWAP 0xC8u /* + register */

/* ---- group numbers (ModRM.reg of a group opcode) --------------------------------------------- */
#define KL__X_GRP1_ADD 0
#define KL__X_GRP1_OR 1
#define KL__X_GRP1_ADC 2
#define KL__X_GRP1_SBB 3
#define KL__X_GRP1_AND 4
#define KL__X_GRP1_SUB 5
#define KL__X_GRP1_XOR 6
#define KL__X_GRP1_CMP 7
#define KL__X_GRP2_ROL 0
#define KL__X_GRP2_ROR 1
#define KL__X_GRP2_SHL 4
#define KL__X_GRP2_SHR 5
#define KL__X_GRP2_SAR 7
#define KL__X_GRP3_NOT 2
#define KL__X_GRP3_NEG 3
#define KL__X_GRP3_MUL 4
#define KL__X_GRP3_IMUL 5
#define KL__X_GRP3_DIV 6
#define KL__X_GRP3_IDIV 7
#define KL__X_GRP5_CALL 2
#define KL__X_GRP5_JMP 4
#define KL__X_GRP8_BT 4
#define KL__X_GRP8_BTR 6
#define KL__X_GRP8_BTC 7
#define KL__X_GRP16_PREFETCHT0 1

/* ---- condition codes (the low nibble of jcc, setcc, cmovcc) ------------------------------------ */
#define KL__X_CC_B 0x2   /* below (CF) */
#define KL__X_CC_AE 0x3  /* above or equal (!CF) */
#define KL__X_CC_E 0x4   /* equal (ZF) */
#define KL__X_CC_NE 0x5  /* not equal (!ZF) */
#define KL__X_CC_BE 0x6  /* below or equal */
#define KL__X_CC_A 0x7   /* above */
#define KL__X_CC_S 0x8   /* sign (SF) */
#define KL__X_CC_P 0xA   /* parity (PF): unordered after ucomis */
#define KL__X_CC_L 0xC   /* less */
#define KL__X_CC_GE 0xD  /* greater or equal */
#define KL__X_CC_LE 0xE  /* less or equal */
#define KL__X_CC_G 0xF   /* greater */
#define KL__X_CC_JMP (-1) /* kl__x_jump: no condition, a jmp */

/* ---- VEX (three-byte form, for the BMI2 shifts and rotates) ------------------------------------ */
#define KL__X_VEX3 0xC4u
#define KL__X_VEX_NRXB 0xE0u            /* byte 1: R, X, B inverted, all three clear (not extended) */
#define KL__X_VEX_NR(r) ((((uint32_t)(r) >> 3) & 1u) << 7) /* R: xor'ed into KL__X_VEX_NRXB */
#define KL__X_VEX_NB(r) ((((uint32_t)(r) >> 3) & 1u) << 5) /* B: likewise */
#define KL__X_VEX_MAP_0F38 0x02u         /* byte 1, m-mmmm */
#define KL__X_VEX_W(w) ((uint32_t)(w) << 7)
#define KL__X_VEX_NVVVV(r) ((~(uint32_t)(r) & 15u) << 3) /* byte 2: the extra source, inverted */
#define KL__X_VEX_PP_66 1u
#define KL__X_VEX_PP_F3 2u
#define KL__X_VEX_PP_F2 3u
#define KL__X_VEX_0F38_SHIFTX 0xF7u /* shlx (66), sarx (F3), shrx (F2) */
#define KL__X_VEX_0F38_ANDN 0xF2u   /* andn (BMI1, no prefix): reg = ~vvvv & r/m */
#define KL__X_VEX_MAP_0F3A 0x03u         /* byte 1, m-mmmm */
#define KL__X_VEX_0F3A_RORX 0xF0u   /* rorx (F2), with an 8-bit immediate */

/* ---- byte pairs written as one 16-bit word ---------------------------------------------------- */
#define KL__X_BYTES2(b0, b1) ((uint32_t)(b0) | (uint32_t)(b1) << 8)
#define KL__X_OP0F(op) KL__X_BYTES2(KL__X_ESC, op) /* a two-byte opcode, as kl__x_memop's op */

#endif
