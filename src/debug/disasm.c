/* disasm.c -- kl_disasm: listings of machine code for any target kiln knows, x86-64 and AArch64
 * through capstone (when the build found it), RISC-V 64 through rvdisasm.c. */
#include <stdio.h>
#include <string.h>

#include "internal.h"
#ifdef KILN_HAVE_CAPSTONE
#include <capstone/capstone.h>
#endif

static void kl__line_out(FILE *out, uint64_t addr, const uint8_t *p, size_t len, const char *text)
{
	char hex[3 * 16 + 1] = "";
	for (size_t k = 0; k < len && k < 15; k++)
		snprintf(hex + 3 * k, 4, "%02x ", p[k]);
	fprintf(out, "%12llx:  %-31s %s\n", (unsigned long long)addr, hex, text);
}

static int kl__disasm_riscv64(FILE *out, const uint8_t *p, size_t n, uint64_t addr)
{
	char text[96];
	size_t at = 0;
	while (at < n) {
		size_t len = kl__rv_decode(p + at, n - at, addr + at, text, sizeof text);
		if (!len) { /* a stray byte at the end */
			snprintf(text, sizeof text, ".byte 0x%x", p[at]);
			len = 1;
		}
		kl__line_out(out, addr + at, p + at, len, text);
		at += len;
	}
	return KL_OK;
}

#ifdef KILN_HAVE_CAPSTONE
static int kl__disasm_capstone(FILE *out, const uint8_t *p, size_t n, uint64_t addr, cs_arch arch, cs_mode mode)
{
	csh h;
	if (cs_open(arch, mode, &h) != CS_ERR_OK)
		return KL_ERR_STATE;
	cs_insn *insn = cs_malloc(h);
	if (!insn) {
		cs_close(&h);
		return KL_ERR_NOMEM;
	}
	const uint8_t *code = p;
	size_t left = n;
	uint64_t pc = addr;
	while (left) {
		if (cs_disasm_iter(h, &code, &left, &pc, insn)) {
			char text[192];
			snprintf(text, sizeof text, "%s%s%s", insn->mnemonic, insn->op_str[0] ? " " : "", insn->op_str);
			kl__line_out(out, insn->address, p + (insn->address - addr), insn->size, text);
			continue;
		}
		/* not an instruction (constant pool, padding): show the bytes and go on */
		size_t step = arch == CS_ARCH_ARM64 ? (left < 4 ? left : 4) : 1;
		char text[48];
		if (step == 4) {
			uint32_t w = (uint32_t)code[0] | (uint32_t)code[1] << 8 | (uint32_t)code[2] << 16 | (uint32_t)code[3] << 24;
			snprintf(text, sizeof text, ".word 0x%08x", w);
		} else {
			snprintf(text, sizeof text, ".byte 0x%02x", code[0]);
		}
		kl__line_out(out, pc, code, step, text);
		code += step;
		left -= step;
		pc += step;
	}
	cs_free(insn, 1);
	cs_close(&h);
	return KL_OK;
}
#endif

int kl_disasm_available(const char *target)
{
	if (!target)
		target = kl_target_name();
	if (!strcmp(target, "riscv64"))
		return 1;
#ifdef KILN_HAVE_CAPSTONE
	return !strcmp(target, "x86_64") || !strcmp(target, "aarch64");
#else
	return 0;
#endif
}

int kl_disasm(FILE *out, const void *code, size_t n, uint64_t addr, const char *target)
{
	if (!target)
		target = kl_target_name();
	if (!out || (!code && n))
		return KL_ERR_OPERAND;
	if (!strcmp(target, "riscv64"))
		return kl__disasm_riscv64(out, code, n, addr);
	if (strcmp(target, "x86_64") && strcmp(target, "aarch64"))
		return KL_ERR_OPERAND;
#ifdef KILN_HAVE_CAPSTONE
	if (!strcmp(target, "x86_64"))
		return kl__disasm_capstone(out, code, n, addr, CS_ARCH_X86, CS_MODE_64);
	return kl__disasm_capstone(out, code, n, addr, CS_ARCH_ARM64, CS_MODE_LITTLE_ENDIAN);
#else
	return KL_ERR_STATE;
#endif
}
