/* listing.c -- kl_disasm on every target: a known function's listing on each, and the RISC-V
 * decoder against GNU objdump over random programs (natively, where objdump runs). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <kiln.h>
#include <kiln/debug.h>
#include <kiln/insn.h>

#include "randprog.h"

/* f(a, b) = (a + b) * 3 - 1, as records, finished into an image for target */
static void image_of(const char *target, struct kl_image *img)
{
	kl_func *f = kl_func_new_target(target);
	cr_assert_not_null(f, "%s", target);
	kl_reg a[2];
	cr_assert_eq(kl_func_begin(f, "%l%l", a, KL_LEAF), 0, "%s: %s", target, kl_errmsg(f));
	kl_insn code[] = {
		{.op = KL_OP_addl, .rd = (uint32_t)a[0], .rs1 = (uint32_t)a[0], .rs2 = (uint32_t)a[1]},
		{.op = KL_OP_mulli, .rd = (uint32_t)a[0], .rs1 = (uint32_t)a[0], .imm = 3},
		{.op = KL_OP_subli, .rd = (uint32_t)a[0], .rs1 = (uint32_t)a[0], .imm = 1},
		{.op = KL_OP_retl, .rd = (uint32_t)a[0]},
	};
	for (size_t k = 0; k < sizeof code / sizeof code[0]; k++)
		cr_assert_eq(kl_emit_insn(f, &code[k]), 0, "%s: %s", target, kl_errmsg(f));
	cr_assert_eq(kl_func_end_image(f, img), 0, "%s: %s", target, kl_errmsg(f));
	kl_func_delete(f);
}

/* the listing of img, as one string (free it) */
static char *listing(const struct kl_image *img, uint64_t addr)
{
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	cr_assert_not_null(out);
	int r = kl_disasm(out, img->code, img->size, addr, img->target);
	fclose(out);
	cr_assert_eq(r, 0, "kl_disasm(%s) = %d", img->target, r);
	return text;
}

static void expect_lines(const char *target, const char *const *want, size_t n)
{
	if (!kl_disasm_available(target)) {
		cr_log_warn("%s: this build has no capstone: listing not checked", target);
		return;
	}
	struct kl_image img;
	image_of(target, &img);
	char *text = listing(&img, 0x1000);
	for (size_t k = 0; k < n; k++)
		cr_expect(strstr(text, want[k]) != NULL, "%s: no \"%s\" in the listing:\n%s", target, want[k], text);
	cr_expect(strstr(text, "    1000:") != NULL, "%s: the listing does not start at 0x1000:\n%s", target, text);
	free(text);
	kl_image_free(&img);
}

Test(listing, x86_64)
{
	static const char *const want[] = {"add ", "imul ", "ret"};
	expect_lines("x86_64", want, 3);
}

Test(listing, aarch64)
{
	static const char *const want[] = {"add x", "ret"};
	expect_lines("aarch64", want, 2);
}

Test(listing, riscv64)
{
	static const char *const want[] = {"add a0,a0,a1", "mul ", "jalr zero,0(ra)"};
	expect_lines("riscv64", want, 3);
}

Test(listing, bad_requests)
{
	uint8_t nop = 0x90;
	cr_expect_eq(kl_disasm(stdout, &nop, 1, 0, "mips"), KL_ERR_OPERAND);
	cr_expect_eq(kl_disasm(NULL, &nop, 1, 0, "x86_64"), KL_ERR_OPERAND);
	cr_expect_eq(kl_disasm(stdout, NULL, 1, 0, "riscv64"), KL_ERR_OPERAND);
	cr_expect_eq(kl_disasm_available("mips"), 0);
	cr_expect_eq(kl_disasm_available("riscv64"), 1);
	cr_expect_eq(kl_disasm_available(NULL), kl_disasm_available(kl_target_name()));
}

#ifndef KILN_CROSS
/* an instruction's text as "mnemonic operands": tabs to spaces, no <symbol> or # comment */
static void normalize(char *s)
{
	char *cut = strpbrk(s, "<#");
	if (cut)
		*cut = 0;
	for (char *p = s; *p; p++)
		if (*p == '\t')
			*p = ' ';
	size_t n = strlen(s);
	while (n && (s[n - 1] == ' ' || s[n - 1] == '\n'))
		s[--n] = 0;
}

/* random programs for RISC-V: every instruction kiln writes, decoded as objdump decodes it */
Test(listing, riscv64_matches_objdump, .timeout = 600)
{
	if (system("riscv64-linux-gnu-objdump --version >/dev/null 2>&1") != 0) {
		cr_log_warn("no riscv64-linux-gnu-objdump: skipped");
		return;
	}
	char dir[] = "/tmp/kiln-rvlist-XXXXXX";
	cr_assert_not_null(mkdtemp(dir));
	char bin[64], cmd[256], ours[160];
	snprintf(bin, sizeof bin, "%s/code.bin", dir);
	static struct randprog p;
	size_t checked = 0;
	for (uint64_t seed = 1; seed <= 60; seed++) {
		kl_func *f = kl_func_new_target("riscv64");
		struct kl_image img;
		if (randprog_make(&p, f, seed) || kl_func_end_image(f, &img)) {
			kl_func_delete(f);
			continue;
		}
		FILE *o = fopen(bin, "wb");
		cr_assert_not_null(o);
		fwrite(img.code, 1, img.size, o);
		fclose(o);
		snprintf(cmd, sizeof cmd,
			 "riscv64-linux-gnu-objdump -D -b binary -m riscv:rv64 -M no-aliases %s | grep -E '^ +[0-9a-f]+:'",
			 bin);
		FILE *in = popen(cmd, "r");
		cr_assert_not_null(in);
		char line[256];
		while (fgets(line, sizeof line, in)) {
			unsigned long at;
			char *colon = strchr(line, ':');
			if (sscanf(line, " %lx:", &at) != 1 || !colon || at + 4 > img.size)
				continue;
			/* after "addr:\t" come the bytes, a tab, then the instruction */
			char *insn = strchr(colon + 2, '\t');
			if (!insn)
				continue;
			normalize(++insn);
			/* kiln writes no compressed instructions: a 2-byte one, or a directive, is objdump's
			 * reading of the constant pool or padding after the code */
			if (!strncmp(insn, "c.", 2) || insn[0] == '.' || strstr(insn, "out of bounds") || at % 4)
				continue;
			FILE *mem = fmemopen(ours, sizeof ours, "w");
			kl_disasm(mem, img.code + at, 4, at, "riscv64");
			fclose(mem);
			char *text = ours + 47; /* past "%12x:  " and the bytes' column of 31 and a space */
			normalize(text);
			char *want = insn;
			cr_expect_str_eq(text, want, "seed %llu, offset %#lx: kiln says \"%s\", objdump \"%s\"",
					 (unsigned long long)seed, at, text, want);
			checked++;
		}
		pclose(in);
		kl_image_free(&img);
		kl_func_delete(f);
	}
	remove(bin);
	rmdir(dir);
	cr_assert_gt(checked, 1000, "only %zu instructions compared", checked);
	cr_log_info("%zu RISC-V instructions decoded as objdump does", checked);
}
#endif
