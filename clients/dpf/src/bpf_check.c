/* bpf_check.c -- validate a classic BPF program before compiling it: the checks of libpcap's
 * bpf_validate(), plus the opcodes that pass them but that bpf_filter() cannot run (it aborts). */
#include <stdarg.h>
#include <stdio.h>

#include "dpf_internal.h"

static int fail(char *err, size_t errlen, const char *fmt, ...)
{
	if (err && errlen) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/* The exact opcodes bpf_filter() implements (every other one reaches its abort()). */
static int known_opcode(uint16_t code)
{
	switch (code) {
	case BPF_LD | BPF_W | BPF_ABS: case BPF_LD | BPF_H | BPF_ABS: case BPF_LD | BPF_B | BPF_ABS:
	case BPF_LD | BPF_W | BPF_IND: case BPF_LD | BPF_H | BPF_IND: case BPF_LD | BPF_B | BPF_IND:
	case BPF_LD | BPF_W | BPF_LEN: case BPF_LDX | BPF_W | BPF_LEN:
	case BPF_LD | BPF_IMM: case BPF_LDX | BPF_IMM: case BPF_LD | BPF_MEM: case BPF_LDX | BPF_MEM:
	case BPF_LDX | BPF_MSH | BPF_B:
	case BPF_ST: case BPF_STX:
	case BPF_JMP | BPF_JA:
	case BPF_RET | BPF_K: case BPF_RET | BPF_A:
	case BPF_MISC | BPF_TAX: case BPF_MISC | BPF_TXA:
	case BPF_ALU | BPF_NEG:
		return 1;
	default: break;
	}
	if (BPF_CLASS(code) == BPF_JMP && (code & ~0xF8u) == BPF_JMP) {
		switch (BPF_OP(code)) {
		case BPF_JEQ: case BPF_JGT: case BPF_JGE: case BPF_JSET: return 1;
		default: return 0;
		}
	}
	if (BPF_CLASS(code) == BPF_ALU && (code & ~0xF8u) == BPF_ALU) {
		switch (BPF_OP(code)) {
		case BPF_ADD: case BPF_SUB: case BPF_MUL: case BPF_DIV: case BPF_MOD:
		case BPF_AND: case BPF_OR: case BPF_XOR: case BPF_LSH: case BPF_RSH:
			return 1;
		default: return 0;
		}
	}
	return 0;
}

int dpf_check(const struct bpf_insn *p, unsigned n, char *err, size_t errlen)
{
	if (!p || n < 1)
		return fail(err, errlen, "empty filter program");
	if (n > DPF_MAX_INSNS) /* bpf_validate sets no limit; this one only bounds memory */
		return fail(err, errlen, "filter program of %u instructions (at most %d)", n, DPF_MAX_INSNS);
	for (unsigned i = 0; i < n; i++) {
		const struct bpf_insn *q = &p[i];
		unsigned from = i + 1;
		if (!known_opcode(q->code))
			return fail(err, errlen, "instruction %u: unknown opcode 0x%04x", i, q->code);
		switch (BPF_CLASS(q->code)) {
		case BPF_LD:
		case BPF_LDX:
			if (BPF_MODE(q->code) == BPF_MEM && q->k >= BPF_MEMWORDS)
				return fail(err, errlen, "instruction %u: scratch memory index %u out of range", i, q->k);
			break;
		case BPF_ST:
		case BPF_STX:
			if (q->k >= BPF_MEMWORDS)
				return fail(err, errlen, "instruction %u: scratch memory index %u out of range", i, q->k);
			break;
		case BPF_ALU:
			if ((BPF_OP(q->code) == BPF_DIV || BPF_OP(q->code) == BPF_MOD) && BPF_SRC(q->code) == BPF_K &&
			    q->k == 0)
				return fail(err, errlen, "instruction %u: division or modulus by constant zero", i);
			break;
		case BPF_JMP:
			/* unsigned like bpf_validate: a huge ja offset wraps into a backward jump,
			 * which libpcap accepts (ip6 protochain loops that way) */
			if (BPF_OP(q->code) == BPF_JA) {
				if (from + q->k >= n)
					return fail(err, errlen, "instruction %u: jump out of the program", i);
			} else if (from + q->jt >= n || from + q->jf >= n) {
				return fail(err, errlen, "instruction %u: jump out of the program", i);
			}
			break;
		default: break;
		}
	}
	if (BPF_CLASS(p[n - 1].code) != BPF_RET)
		return fail(err, errlen, "the program does not end with a return instruction");
	return 0;
}
