/* tests/lang/errors.c -- invalid programs: each gives its message at its line and column (and a
 * failed parse), never a crash; binary garbage, enormous lines and mutated real programs too. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kiln/lang.h>

static const char head[] = "int64 a\nint64 b\nstack64 s\ninput a\nenter f\n"; /* body starts at line 6 */

static void expect_error(const char *body, const char *want)
{
	char text[16384];
	size_t n = (size_t)snprintf(text, sizeof text, "%s%s\nleave\n", head, body);
	kl_lang *L = kl_lang_new();
	int errs = kl_lang_parse(L, "e.q", text, n);
	cr_expect_gt(errs, 0, "'%s' was accepted", body);
	cr_expect(strstr(kl_lang_errors(L), want) != NULL, "'%s': expected a message containing \"%s\", got \"%s\"", body,
		  want, kl_lang_errors(L));
	kl_lang_delete(L);
}

Test(lang_errors, undeclared) { expect_error("a = c", "e.q:6:5: error: undeclared variable 'c'"); }
Test(lang_errors, unknown_form) { expect_error("a = b +", "e.q:6:8: error: no line form matches this line"); }
Test(lang_errors, nearest_forms) { expect_error("a = b +", "nearest form"); }
Test(lang_errors, garbage_operator) { expect_error("a = b ^^ 3", "e.q:6:"); }
Test(lang_errors, type_mismatch) { expect_error("a = s + b", "e.q:6:5: error: 's' is a stack64 variable; this form wants an int64"); }
Test(lang_errors, stack_as_address) { expect_error("a = *(uint64 *) (s + 8)", "e.q:6:18: error: 's' is a stack64 variable"); }
Test(lang_errors, undefined_label) { expect_error("goto nowhere", "e.q:6:6: error: undefined label 'nowhere'"); }
Test(lang_errors, duplicate_label) { expect_error("x:\nx:", "e.q:7:1: error: label 'x' already defined at line 6"); }
Test(lang_errors, goto_without_flag) { expect_error("goto x if unsigned<\nx:", "e.q:6:1: error: 'goto x if unsigned<': flag unsigned< is not set"); }
Test(lang_errors, flag_clobbered)
{
	expect_error("=? a - b\na += 1\ngoto x if =\nx:", "e.q:8:1: error: 'goto x if =': flag = is not set");
}
Test(lang_errors, flag_on_one_path) { expect_error("goto y\nx:\n=? a - b\ny:\ngoto x if =", "e.q:10:1: error"); }
Test(lang_errors, rotate_range) { expect_error("(uint32) a <<<= 32", "e.q:6:17: error: immediate 32 out of range for this form (0..31)"); }
Test(lang_errors, imm_range) { expect_error("a += 4294967296", "e.q:6:6: error: immediate 4294967296 out of range"); }
Test(lang_errors, number_too_big) { expect_error("a = 99999999999999999999", "e.q:6:5: error: number does not fit in 64 bits"); }
Test(lang_errors, bad_byte) { expect_error("a = \x01", "e.q:6:5: error: unexpected byte (not text)"); }
Test(lang_errors, dollar) { expect_error("a = $b", "e.q:6:5: error: unexpected character '$'"); }
Test(lang_errors, flag_not_settable) { expect_error("carry? a ^= b", "e.q:6:1: error: this form cannot set flag 'carry'"); }
Test(lang_errors, flag_on_rotate) { expect_error("unsigned<? a <<<= 3", "e.q:6:1: error: this form cannot set flag 'unsigned<'"); }
Test(lang_errors, carry_unset) { expect_error("a += b + carry", "e.q:6:1: error: '+ carry': the carry flag is not set"); }
Test(lang_errors, redeclared) { expect_error("int64 a", "e.q:6:7: error: variable 'a' already declared at line 1"); }
Test(lang_errors, entered_twice) { expect_error("leave\nenter f", "e.q:7:7: error: function 'f' already entered at line 5"); }
Test(lang_errors, same_variable) { expect_error("a = ~b", "e.q:6:6: error: this form needs the same variable here as before ('a')"); }
Test(lang_errors, enter_fallthrough) { expect_error("a = 1\nenter g", "e.q:7:1: error: control falls into 'enter'"); }
Test(lang_errors, trailing_tokens) { expect_error("a = b c", "unexpected 'c' after a complete line"); }
Test(lang_errors, flag_prefix_alone) { expect_error("=?", "e.q:6:3: error: a flag prefix needs an instruction"); }
Test(lang_errors, bad_scale) { expect_error("a = *(uint64 *) (b + a * 3)", "e.q:6:26: error: the index scale must be 1, 2, 4 or 8"); }
Test(lang_errors, stack_word_range) { expect_error("a = ((uint32 *)&s)[2]", "error"); }

Test(lang_errors, unknown_target) { expect_error("[vax] a = 1", "e.q:6:2: error: unknown target 'vax'"); }
Test(lang_errors, target_goto) { expect_error("[aarch64] goto x\nx:", "e.q:6:1: error: a line for some targets must be an instruction"); }
Test(lang_errors, target_flags) { expect_error("[aarch64] =? a - b", "e.q:6:1: error: a line for some targets"); }
Test(lang_errors, block_label) { expect_error("[aarch64] {\nx:\n}", "e.q:7:1: error: a target block (line 6) holds instructions"); }
Test(lang_errors, block_flags) { expect_error("[riscv64] {\n=? a - b\n}", "e.q:7:1: error: a line for some targets"); }
Test(lang_errors, block_unclosed) { expect_error("[riscv64] {\na = 1", "e.q:6:1: error: the target block opened here is not closed"); }
Test(lang_errors, block_nested) { expect_error("[riscv64] {\n[x86_64] {\n}", "e.q:7:1: error: a target block inside the target block of line 6"); }
Test(lang_errors, block_stray_close) { expect_error("}", "e.q:6:1: error: '}' without a target block"); }
Test(lang_errors, block_mark_inside) { expect_error("[riscv64] {\n[x86_64] a = 1\n}", "e.q:7:1: error: a target mark inside the target block"); }

/* float64 and `kiln NAME` lines */
static const char fhead[] = "int64 a\nfloat64 x\nfloat64 y\ninput a\nenter f\n"; /* body at line 6 */
static void expect_ferror(const char *body, const char *want)
{
	char text[4096];
	size_t n = (size_t)snprintf(text, sizeof text, "%s%s\nleave\n", fhead, body);
	kl_lang *L = kl_lang_new();
	cr_expect_gt(kl_lang_parse(L, "e.q", text, n), 0, "'%s' was accepted", body);
	cr_expect(strstr(kl_lang_errors(L), want) != NULL, "'%s': expected \"%s\", got \"%s\"", body, want, kl_lang_errors(L));
	kl_lang_delete(L);
}
Test(lang_errors, float_in_int_form) { expect_ferror("a += x", "e.q:6:6: error: 'x' is a float64 variable; this form wants an int64"); }
Test(lang_errors, int_in_float_form) { expect_ferror("x *= a", "e.q:6:6: error: 'a' is an int64 variable; this form wants a float64"); }
Test(lang_errors, float_carry) { expect_ferror("carry? x - y", "e.q:6:1: error: this form cannot set flag 'carry'"); }
Test(lang_errors, float_mixed_flags) { expect_ferror("=? x - y\ngoto l if =\n=? a - 1\nl:\ngoto m if =\nm:", "e.q:10:1: error: the flags here come from a float64 compare"); }
Test(lang_errors, kiln_unknown) { expect_ferror("kiln mulhx a a a", "e.q:6:6: error: unknown kiln instruction 'mulhx'; nearest: 'mulhi'"); }
Test(lang_errors, kiln_count) { expect_ferror("kiln mulhul a a", "e.q:6:16: error: 'mulhul' takes 3 operands (rd rs1 rs2), not 2"); }
Test(lang_errors, kiln_kind) { expect_ferror("kiln addd x a y", "e.q:6:13: error: operand 2 of 'addd' (rd rs1 rs2, type d) must be a float64 variable; 'a' is not one"); }
Test(lang_errors, kiln_imm) { expect_ferror("kiln addui a a 4294967296", "e.q:6:16: error: immediate 4294967296 out of range for 'addui' (32 bits)"); }
Test(lang_errors, kiln_branch) { expect_ferror("kiln bltul a a", "e.q:6:6: error: 'bltul' is control flow"); }
Test(lang_errors, kiln_number) { expect_ferror("kiln adduli a a x", "e.q:6:17: error: operand 3 of 'adduli' (rd rs1 imm) must be a number"); }
Test(lang_errors, cmov_unset) { expect_ferror("a = a if carry", "e.q:6:1: error: '... if carry': flag carry is not set"); }

Test(lang_errors, enormous_line)
{
	char *body = malloc(10001);
	memset(body, 'a', 10000);
	body[10000] = 0;
	expect_error(body, "e.q:6:4097: error: line longer than 4096 bytes");
	free(body);
}

static void parse_only(const char *text, size_t n)
{
	kl_lang *L = kl_lang_new();
	kl_lang_parse(L, "g.q", text, n);
	(void)kl_lang_errors(L);
	kl_lang_delete(L);
}

Test(lang_errors, missing_leave)
{
	const char t[] = "int64 a\nenter f\na = 1\n";
	kl_lang *L = kl_lang_new();
	cr_expect_gt(kl_lang_parse(L, "m.q", t, sizeof t - 1), 0);
	cr_expect(strstr(kl_lang_errors(L), "m.q:3:1: error: control runs past the last line") != NULL, "%s", kl_lang_errors(L));
	kl_lang_delete(L);
}

Test(lang_errors, no_enter)
{
	const char t[] = "int64 a\na = 1\n";
	kl_lang *L = kl_lang_new();
	cr_expect_gt(kl_lang_parse(L, "m.q", t, sizeof t - 1), 0);
	cr_expect(strstr(kl_lang_errors(L), "no function") != NULL, "%s", kl_lang_errors(L));
	kl_lang_delete(L);
}

Test(lang_errors, binary_garbage)
{
	uint64_t s = 88172645463325252ull;
	char *buf = malloc(1 << 16);
	for (int round = 0; round < 50; round++) {
		size_t n = 1 + (size_t)(s % (1 << 16));
		for (size_t i = 0; i < n; i++) {
			s ^= s << 13, s ^= s >> 7, s ^= s << 17;
			buf[i] = (char)(s >> 24);
		}
		kl_lang *L = kl_lang_new();
		cr_expect_gt(kl_lang_parse(L, "bin.q", buf, n), 0);
		cr_expect_lt(strlen(kl_lang_errors(L)), 200000u); /* capped at 100 messages */
		kl_lang_delete(L);
	}
	free(buf);
}

/* a fuzz harness over a real program: lines dropped, duplicated, cut, bytes flipped; every
 * mutant parses to errors or compiles, never crashes */
Test(lang_errors, mutated_salsa20)
{
	FILE *f = fopen(LANG_QHASM_DIR "/salsa20-amd64-3.q", "rb");
	cr_assert(f, "cannot open %s", LANG_QHASM_DIR "/salsa20-amd64-3.q");
	static char src[1 << 16], mut[1 << 17];
	size_t n = fread(src, 1, sizeof src, f);
	fclose(f);
	uint64_t s = 0x5deece66dull;
	for (int round = 0; round < 300; round++) {
		memcpy(mut, src, n);
		size_t m = n;
		for (int e = 0; e < 1 + round % 4; e++) {
			s ^= s << 13, s ^= s >> 7, s ^= s << 17;
			size_t at = (size_t)(s >> 8) % m;
			switch (s % 4) {
			case 0: mut[at] = (char)(s >> 40); break;                         /* flip a byte */
			case 1: memmove(mut + at, mut + at + 1, m - at - 1), m--; break;  /* drop a byte */
			case 2: if (m + 40 < sizeof mut) memmove(mut + at + 40, mut + at, m - at), m += 40; break;
			default: mut[at] = '\n'; break;                                   /* cut a line */
			}
		}
		kl_lang *L = kl_lang_new();
		if (kl_lang_parse(L, "mut.q", mut, m) == 0) {
			for (int k = 0; k < kl_lang_nfuncs(L); k++) {
				ko_func *o = ko_func_new();
				kl_lang_build(L, k, o);
				ko_func_delete(o);
			}
		}
		kl_lang_delete(L);
	}
	parse_only("", 0);
}
