/* portable.c -- kl_func_set_portable: a function for the host may use the optional instructions
 * its CPU has (x86-64: BMI1, BMI2, LZCNT, POPCNT); a portable one keeps to the target's base
 * instruction set.  Both compute the same; on an x86-64 host with BMI2 the default code rotates
 * into another register with rorx and the portable code has no such instruction. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kiln.h>
#include <kiln/debug.h>
#include <kiln/insn.h>
#include <kiln/opt.h>

/* f(x, n) = rotl(x, 13) + popc(x) + clz(x | 1) + (x << (n & 63)), with the rotate into another
 * register (the form rorx takes) and a shift by a register (shlx) */
static unsigned long (*build(int portable, size_t *size, void **code))(unsigned long, unsigned long)
{
	kl_func *f = kl_func_new();
	cr_assert_not_null(f);
	kl_func_set_portable(f, portable);
	kl_reg a[2], t, u;
	cr_assert_eq(kl_func_begin(f, "%ul%ul", a, KL_LEAF), 0);
	cr_assert_eq(kl_getreg(f, &t, KL_UL, KL_TEMP), 1);
	cr_assert_eq(kl_getreg(f, &u, KL_UL, KL_TEMP), 1);
	kl_insn rec[] = {
		{.op = KL_OP_rotluli, .rd = (uint32_t)t, .rs1 = (uint32_t)a[0], .imm = 13},
		{.op = KL_OP_popcul, .rd = (uint32_t)u, .rs1 = (uint32_t)a[0]},
		{.op = KL_OP_addul, .rd = (uint32_t)t, .rs1 = (uint32_t)t, .rs2 = (uint32_t)u},
		{.op = KL_OP_oruli, .rd = (uint32_t)u, .rs1 = (uint32_t)a[0], .imm = 1},
		{.op = KL_OP_clzul, .rd = (uint32_t)u, .rs1 = (uint32_t)u},
		{.op = KL_OP_addul, .rd = (uint32_t)t, .rs1 = (uint32_t)t, .rs2 = (uint32_t)u},
		{.op = KL_OP_anduli, .rd = (uint32_t)a[1], .rs1 = (uint32_t)a[1], .imm = 63},
		{.op = KL_OP_lshul, .rd = (uint32_t)u, .rs1 = (uint32_t)a[0], .rs2 = (uint32_t)a[1]},
		{.op = KL_OP_addul, .rd = (uint32_t)t, .rs1 = (uint32_t)t, .rs2 = (uint32_t)u},
		{.op = KL_OP_retul, .rd = (uint32_t)t},
	};
	for (size_t k = 0; k < sizeof rec / sizeof rec[0]; k++)
		cr_assert_eq(kl_emit_insn(f, &rec[k]), 0, "record %zu: %s", k, kl_errmsg(f));
	void *fn = kl_func_end(f, size);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	kl_func_delete(f);
	*code = fn;
	return (unsigned long (*)(unsigned long, unsigned long))fn;
}

static unsigned long want(unsigned long x, unsigned long n)
{
	return ((x << 13) | (x >> 51)) + (unsigned long)__builtin_popcountl(x) + (unsigned long)__builtin_clzl(x | 1) +
	       (x << (n & 63));
}

/* the disassembly of n bytes at code, or NULL when this build cannot list the host's code */
static char *listing(const void *code, size_t n)
{
	if (!kl_disasm_available(NULL))
		return NULL;
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);
	cr_assert_not_null(out);
	cr_assert_eq(kl_disasm(out, code, n, 0, NULL), 0);
	fclose(out);
	return text;
}

Test(portable, both_compute_the_same)
{
	static const unsigned long xs[] = {0, 1, 0x8000000000000000ul, 0x0123456789abcdeful, ~0ul, 0xf0f0f0f00f0f0f0ful};
	size_t n0, n1;
	void *c0, *c1;
	unsigned long (*native)(unsigned long, unsigned long) = build(0, &n0, &c0);
	unsigned long (*portable)(unsigned long, unsigned long) = build(1, &n1, &c1);
	for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
		for (unsigned long n = 0; n < 70; n += 7) {
			cr_assert_eq(native(xs[i], n), want(xs[i], n), "default: f(%#lx, %lu)", xs[i], n);
			cr_assert_eq(portable(xs[i], n), want(xs[i], n), "portable: f(%#lx, %lu)", xs[i], n);
		}
	kl_code_free(c0);
	kl_code_free(c1);
}

Test(portable, no_optional_instruction_in_portable_code)
{
	size_t n0, n1;
	void *c0, *c1;
	build(0, &n0, &c0);
	build(1, &n1, &c1);
	char *l0 = listing(c0, n0), *l1 = listing(c1, n1);
	if (l1 && !strcmp(kl_target_name(), "x86_64")) {
		static const char *const optional[] = {"rorx", "shlx", "popcnt", "lzcnt", "tzcnt"};
		for (size_t k = 0; k < sizeof optional / sizeof optional[0]; k++)
			cr_assert_null(strstr(l1, optional[k]), "portable code uses %s:\n%s", optional[k], l1);
#if defined(__x86_64__)
		/* this CPU's own: rorx where it has BMI2 (the rotate into another register) */
		if (__builtin_cpu_supports("bmi2"))
			cr_assert_not_null(strstr(l0, "rorx"), "the default code has no rorx on a BMI2 CPU:\n%s", l0);
		if (__builtin_cpu_supports("popcnt"))
			cr_assert_not_null(strstr(l0, "popcnt"), "the default code has no popcnt:\n%s", l0);
#endif
	}
	free(l0);
	free(l1);
	kl_code_free(c0);
	kl_code_free(c1);
}

/* the aliasing tests' functions: three 64-bit arguments a[] and a temporary t, host or portable
 * code; close3 emits the records, returns rd and makes the function */
typedef unsigned long (*fn3)(unsigned long, unsigned long, unsigned long);
static kl_func *open3(int portable, kl_reg a[3], kl_reg *t)
{
	kl_func *f = kl_func_new();
	cr_assert_not_null(f);
	kl_func_set_portable(f, portable);
	cr_assert_eq(kl_func_begin(f, "%ul%ul%ul", a, KL_LEAF), 0);
	cr_assert_eq(kl_getreg(f, t, KL_UL, KL_TEMP), 1);
	return f;
}
static fn3 close3(kl_func *f, const kl_insn *recs, size_t n, kl_reg rd)
{
	for (size_t k = 0; k < n; k++)
		cr_assert_eq(kl_emit_insn(f, &recs[k]), 0, "%s", kl_errmsg(f));
	kl_insn ret = {.op = KL_OP_retul, .rd = (uint32_t)rd};
	cr_assert_eq(kl_emit_insn(f, &ret), 0, "%s", kl_errmsg(f));
	fn3 fn = (fn3)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	kl_func_delete(f);
	return fn;
}

/* and-not, or-not and xor-not (x86-64: andn with BMI1, else through rd or r11), host and
 * portable code, for every way the destination and the operands can share registers */
Test(portable, and_or_xor_not_every_aliasing)
{
	static const int ops[3] = {KL_OP_andnul, KL_OP_ornul, KL_OP_xornul};
	static const unsigned long xs[][2] = {{0x0123456789abcdefUL, 0xff00ff00f0f0f0f0UL}, {0, ~0UL}, {~0UL, 0x8000000000000001UL}};
	for (int portable = 0; portable < 2; portable++)
		for (int o = 0; o < 3; o++)
			for (int alias = 0; alias < 5; alias++) { /* rd apart, rd = a, rd = b, a = b, all one */
				kl_reg a[3], t;
				kl_func *f = open3(portable, a, &t);
				kl_reg rd = alias == 1 || alias == 4 ? a[0] : alias == 2 ? a[1] : t;
				kl_reg s2 = alias >= 3 ? a[0] : a[1];
				kl_insn r = {.op = (uint16_t)ops[o], .rd = (uint32_t)rd, .rs1 = (uint32_t)a[0], .rs2 = (uint32_t)s2};
				fn3 fn = close3(f, &r, 1, rd);
				for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
					unsigned long x = xs[i][0], y = alias >= 3 ? x : xs[i][1];
					unsigned long w = o == 0 ? x & ~y : o == 1 ? x | ~y : x ^ ~y;
					cr_assert_eq(fn(xs[i][0], xs[i][1], 0), w, "op %d, aliasing %d, portable %d, x %#lx", o, alias,
						     portable, x);
				}
				kl_code_free((void *)fn);
			}
}

/* ko_func_set_portable: the optimizing tier's own functions (ko_func_end's, ko_autotune's) keep
 * to the base instruction set; by default, on an x86-64 CPU with BMI1, a complement read by an
 * and and an or becomes andn and andn + not (one record fewer) */
static void comp_func(ko_func *o)
{
	ko_reg a[3];
	cr_assert_eq(ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF), 0);
	ko_reg c = ko_reg_new(o, KL_UL), x = ko_reg_new(o, KL_UL), y = ko_reg_new(o, KL_UL);
	ko_comul(o, c, a[1]);
	ko_andul(o, x, a[0], c);
	ko_orul(o, y, a[2], c);
	ko_xorul(o, x, x, y);
	ko_retul(o, x);
}
Test(portable, the_tiers_own_functions)
{
	int bmi1 = 0;
#if defined(__x86_64__)
	bmi1 = __builtin_cpu_supports("bmi");
#endif
	uint32_t insns[2], tuned[2];
	for (int portable = 0; portable < 2; portable++) {
		ko_func *o = ko_func_new();
		cr_assert_not_null(o);
		ko_func_set_portable(o, portable);
		comp_func(o);
		unsigned long (*fn)(unsigned long, unsigned long, unsigned long) =
			(unsigned long (*)(unsigned long, unsigned long, unsigned long))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s", ko_errmsg(o));
		unsigned long x = 0x0123456789abcdefUL, y = 0xff00ff00f0f0f0f0UL, z = 0x8000000000000001UL;
		cr_assert_eq(fn(x, y, z), (x & ~y) ^ (z | ~y));
		kl_code_free((void *)fn);
		struct ko_stats st;
		ko_func_stats(o, &st);
		insns[portable] = st.insns;
		comp_func(o);
		struct ko_tune t;
		cr_assert_eq(ko_autotune(o, NULL, NULL, NULL, 0, &t), 0, "%s", ko_errmsg(o));
		cr_assert_geq(t.best, 0);
		tuned[portable] = t.row[t.best].stats.insns;
		ko_func_delete(o);
	}
	int fewer = bmi1 && !strcmp(kl_target_name(), "x86_64");
	cr_assert_eq(insns[0] + (uint32_t)fewer, insns[1], "ko_func_end: %u and %u (portable) records", insns[0], insns[1]);
	cr_assert_eq(tuned[0] + (uint32_t)fewer, tuned[1], "ko_autotune: %u and %u (portable) records", tuned[0], tuned[1]);
}

/* select (x86-64: test and one cmov when rd is an operand, else a mov first), every aliasing */
Test(portable, select_every_aliasing)
{
	static const unsigned long xs[][3] = {{0, 0x0123456789abcdefUL, 0xff00ff00f0f0f0f0UL},
					      {1, 0x0123456789abcdefUL, 0xff00ff00f0f0f0f0UL},
					      {0x8000000000000000UL, ~0UL, 5}};
	for (int alias = 0; alias < 5; alias++) { /* apart, rd = a, rd = b, a = b, rd = rc */
		kl_reg a[3], t;
		kl_func *f = open3(0, a, &t);
		kl_reg rc = a[0], x = a[1], y = alias == 3 ? a[1] : a[2];
		kl_reg rd = alias == 1 ? x : alias == 2 ? y : alias == 4 ? rc : t;
		kl_insn r = {.op = KL_OP_selul, .rd = (uint32_t)rd, .rs1 = (uint32_t)x, .rs2 = (uint32_t)y, .rs3 = (uint32_t)rc};
		fn3 fn = close3(f, &r, 1, rd);
		for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
			unsigned long c = xs[i][0], p = xs[i][1], q = alias == 3 ? p : xs[i][2];
			cr_assert_eq(fn(c, xs[i][1], xs[i][2]), c ? p : q, "aliasing %d, c %#lx", alias, c);
		}
		kl_code_free((void *)fn);
	}
}

/* add and subtract with carry (x86-64: adc/sbb in rd when rd is an operand it can be), every
 * aliasing of the result and the operands, the carry in 0 and 1, with and without a carry out */
Test(portable, carry_every_aliasing)
{
	static const unsigned long xs[][2] = {{~0UL, 1}, {5, 7}, {0, 0}, {0x8000000000000000UL, 0x8000000000000000UL}};
	for (int sub = 0; sub < 2; sub++)
		for (int alias = 0; alias < 5; alias++) { /* apart, rd = a, rd = b, a = b, b = rc */
			kl_reg a[3], t;
			kl_func *f = open3(0, a, &t);
			kl_reg rc = a[0], x = a[1], y = alias == 3 ? a[1] : alias == 4 ? a[0] : a[2];
			kl_reg rd = alias == 1 ? x : alias == 2 ? y : t;
			/* the result and the carry out in one value: rd ^ (rc << 63) */
			kl_insn r[3] = {{.op = (uint16_t)(sub ? KL_OP_subcul : KL_OP_addcul), .rd = (uint32_t)rd, .rs1 = (uint32_t)x,
					 .rs2 = (uint32_t)y, .rs3 = (uint32_t)rc},
					{.op = KL_OP_lshuli, .rd = (uint32_t)rc, .rs1 = (uint32_t)rc, .imm = 63},
					{.op = KL_OP_xorul, .rd = (uint32_t)rd, .rs1 = (uint32_t)rd, .rs2 = (uint32_t)rc}};
			fn3 fn = close3(f, r, 3, rd);
			for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++)
				for (unsigned long c = 0; c < 2; c++) {
					unsigned long p = xs[i][0], q = alias == 3 ? p : alias == 4 ? c : xs[i][1], res, out;
					if (sub) {
						res = p - q - c;
						out = p < q || (p == q && c);
					} else {
						res = p + q + c;
						out = res < p || (res == p && (q | c));
					}
					cr_assert_eq(fn(c, xs[i][0], xs[i][1]), res ^ (out << 63), "%s, aliasing %d, %#lx, %#lx, carry %lu",
						     sub ? "subc" : "addc", alias, p, q, c);
				}
			kl_code_free((void *)fn);
		}
}
