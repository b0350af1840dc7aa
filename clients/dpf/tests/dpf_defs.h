/* dpf_defs.h -- the BPF definitions that <kiln/dpf.h> provides itself when there is no libpcap
 * (KL_DPF_NO_PCAP), listed once for dpf_defs.c to compare with libpcap's: the values of the
 * macros, of the field extractors on every opcode, and the layout of struct bpf_insn. */
#ifndef DPF_DEFS_H
#define DPF_DEFS_H

#include <stddef.h>

#define DPF_DEFS_CONSTANTS(X)                                                                              \
	X(BPF_LD) X(BPF_LDX) X(BPF_ST) X(BPF_STX) X(BPF_ALU) X(BPF_JMP) X(BPF_RET) X(BPF_MISC) X(BPF_W)        \
	X(BPF_H) X(BPF_B) X(BPF_IMM) X(BPF_ABS) X(BPF_IND) X(BPF_MEM) X(BPF_LEN) X(BPF_MSH) X(BPF_ADD)       \
	X(BPF_SUB) X(BPF_MUL) X(BPF_DIV) X(BPF_OR) X(BPF_AND) X(BPF_LSH) X(BPF_RSH) X(BPF_NEG) X(BPF_MOD)    \
	X(BPF_XOR) X(BPF_JA) X(BPF_JEQ) X(BPF_JGT) X(BPF_JGE) X(BPF_JSET) X(BPF_K) X(BPF_X) X(BPF_A)         \
	X(BPF_TAX) X(BPF_TXA) X(BPF_MEMWORDS)

struct dpf_def {
	const char *name;
	long value;
};

/* What one set of definitions says: the constants, then per opcode 0..0xffff the packed
 * field extractors, the layout, and what BPF_STMT / BPF_JUMP initialise. */
struct dpf_defs {
	const struct dpf_def *constants;
	unsigned nconstants;
	unsigned long long (*fields)(unsigned code);
	size_t size, off_code, off_jt, off_jf, off_k, size_code, size_jt, size_jf, size_k;
	unsigned char stmt[16], jump[16]; /* the bytes of BPF_STMT(0x1234 ...) and BPF_JUMP(...) */
};

void dpf_defs_own(struct dpf_defs *d);

#define DPF_DEFS_FILL(d, fieldsfn)                                                                         \
	do {                                                                                               \
		static const struct dpf_def constants[] = {DPF_DEFS_CONSTANTS(DPF_DEFS_ROW)};              \
		struct bpf_insn s = BPF_STMT(0x1234, 0x89abcdef), j = BPF_JUMP(0x4321, 0x01020304, 0x56, 0x78); \
		(d)->constants = constants;                                                                \
		(d)->nconstants = sizeof constants / sizeof constants[0];                                  \
		(d)->fields = fieldsfn;                                                                    \
		(d)->size = sizeof(struct bpf_insn);                                                       \
		(d)->off_code = offsetof(struct bpf_insn, code);                                           \
		(d)->off_jt = offsetof(struct bpf_insn, jt);                                               \
		(d)->off_jf = offsetof(struct bpf_insn, jf);                                               \
		(d)->off_k = offsetof(struct bpf_insn, k);                                                 \
		(d)->size_code = sizeof s.code;                                                            \
		(d)->size_jt = sizeof s.jt;                                                                \
		(d)->size_jf = sizeof s.jf;                                                                \
		(d)->size_k = sizeof s.k;                                                                  \
		memset((d)->stmt, 0, sizeof (d)->stmt);                                                    \
		memset((d)->jump, 0, sizeof (d)->jump);                                                    \
		memcpy((d)->stmt, &s, sizeof s < 16 ? sizeof s : 16);                                      \
		memcpy((d)->jump, &j, sizeof j < 16 ? sizeof j : 16);                                      \
	} while (0)
#define DPF_DEFS_ROW(m) {#m, (long)(m)},
#define DPF_DEFS_FIELDS(code)                                                                              \
	((unsigned long long)BPF_CLASS(code) | (unsigned long long)BPF_SIZE(code) << 8 |                             \
	 (unsigned long long)BPF_MODE(code) << 16 | (unsigned long long)BPF_OP(code) << 24 |                         \
	 (unsigned long long)BPF_SRC(code) << 32 | (unsigned long long)BPF_RVAL(code) << 40 |                        \
	 (unsigned long long)BPF_MISCOP(code) << 48)

#endif
