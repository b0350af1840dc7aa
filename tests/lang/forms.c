/* tests/lang/forms.c -- every line form of forms_list.h, compiled from the language for the
 * machine the test runs on (natively, or under qemu in cross builds) and run in the optimizing
 * tier's interpreter, against its amd64 meaning written in C, for 30 pairs of inputs. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kiln/insn.h>
#include <kiln/lang.h>

#include <math.h>

#include "forms_list.h"
#include "forms_float_list.h"
#include "forms_prog.h"

static const uint64_t special[] = {0, 1, 2, 63, 64, 65, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000ull,
				   0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull, 0xfedcba9876543210ull};

static void inputs(int k, uint64_t *a, uint64_t *b)
{
	static uint64_t s = 0x243f6a8885a308d3ull;
	if (k < 14) {
		*a = special[k];
		*b = special[(k * 5 + 3) % 14];
		return;
	}
	s ^= s << 13, s ^= s >> 7, s ^= s << 17;
	*a = s;
	s ^= s << 13, s ^= s >> 7, s ^= s << 17;
	*b = k & 1 ? s : s >> (s & 63);
}

static uint64_t expected(int id, uint64_t a, uint64_t b)
{
	switch (id) {
#define X(id, body, want) \
	case id:          \
		return (uint64_t)(want);
		LANG_FORMS_LIST
#undef X
	}
	return 0;
}

static void run_form(int id, const char *body)
{
	char text[4096];
	size_t n = (size_t)snprintf(text, sizeof text, "%s", forms_decls);
	n += forms_func(text + n, sizeof text - n, id, body);
	kl_lang *L = kl_lang_new();
	cr_assert(L);
	int errs = kl_lang_parse(L, "form.q", text, n);
	cr_assert_eq(errs, 0, "form %d (%s): %s", id, body, kl_lang_errors(L));
	char name[16];
	snprintf(name, sizeof name, "f%d", id);
	uint64_t (*fn)(uint64_t, uint64_t) = (uint64_t(*)(uint64_t, uint64_t))kl_lang_func(L, name);
	cr_assert(fn, "form %d (%s): %s", id, body, kl_lang_errors(L));
	ko_func *o = ko_func_new();
	cr_assert_eq(kl_lang_build(L, 0, o), 0, "form %d: %s", id, kl_lang_errors(L));
	for (int k = 0; k < 30; k++) {
		uint64_t a, b, got, in[2], vm;
		inputs(k, &a, &b);
		uint64_t want = expected(id, a, b);
		got = fn(a, b);
		cr_expect_eq(got, want, "form %d '%s' on %s: a=%#llx b=%#llx gives %#llx, amd64 gives %#llx", id, body,
			     kl_target_name(), (unsigned long long)a, (unsigned long long)b, (unsigned long long)got,
			     (unsigned long long)want);
		in[0] = a, in[1] = b;
		int e = ko_interp(o, in, &vm);
		cr_expect_eq(e, 0, "form %d: interpreter: %s", id, ko_errmsg(o));
		cr_expect_eq(vm, want, "form %d '%s' in the interpreter: a=%#llx b=%#llx gives %#llx, amd64 gives %#llx", id,
			     body, (unsigned long long)a, (unsigned long long)b, (unsigned long long)vm,
			     (unsigned long long)want);
	}
	ko_func_delete(o);
	kl_lang_delete(L);
}

/* `caller` variables: copies to their save slots vanish, other uses are ordinary variables */
Test(lang_forms, caller_variables)
{
	static const char text[] = "int64 a\nint64 r\nint64 c\ncaller c\nstack64 cs\nstack64 tmp\ninput a\noutput r\n"
				   "enter f\ncs = c\nc = a\nc += 5\ntmp = c\nc = 0\nr = tmp\nc = cs\nleave\n";
	kl_lang *L = kl_lang_new();
	cr_assert_eq(kl_lang_parse(L, "c.q", text, sizeof text - 1), 0, "%s", kl_lang_errors(L));
	uint64_t (*fn)(uint64_t) = (uint64_t(*)(uint64_t))kl_lang_func(L, "f");
	cr_assert(fn, "%s", kl_lang_errors(L));
	cr_expect_eq(fn(37), 42u);
	ko_func *o = ko_func_new();
	cr_assert_eq(kl_lang_build(L, 0, o), 0);
	size_t n, stores = 0;
	const kl_insn *rec = ko_func_code(o, &n);
	for (size_t k = 0; k < n; k++)
		stores += kl_opinfo[rec[k].op].name == KL_N_st;
	cr_expect_eq(stores, 1u, "the save slot's store stays (%zu stores)", stores);
	ko_func_delete(o);
	kl_lang_delete(L);
}

/* &SYMBOL in memory: dlsym, or the client's resolver */
static void *resolve_test(const char *name, void *arg)
{
	return !strcmp(name, "my_symbol") ? arg : NULL;
}

Test(lang_forms, symbol_address)
{
	static const char text[] = "int64 r\noutput r\nenter f\nr = &puts\nleave\nenter g\nr = &my_symbol\nleave\n";
	kl_lang *L = kl_lang_new();
	cr_assert_eq(kl_lang_parse(L, "s.q", text, sizeof text - 1), 0, "%s", kl_lang_errors(L));
	uint64_t (*f)(void) = (uint64_t(*)(void))kl_lang_func(L, "f");
	cr_assert(f, "%s", kl_lang_errors(L));
	cr_expect_eq(f(), (uint64_t)(uintptr_t)&puts);
	cr_expect_null(kl_lang_func(L, "g"), "an unknown symbol compiles");
	cr_expect(strstr(kl_lang_errors(L), "s.q:7:1: error: symbol 'my_symbol' not found") != NULL, "%s", kl_lang_errors(L));
	kl_lang_delete(L);
	static int target;
	L = kl_lang_new();
	kl_lang_set_resolver(L, resolve_test, &target);
	cr_assert_eq(kl_lang_parse(L, "s.q", text, sizeof text - 1), 0);
	uint64_t (*g)(void) = (uint64_t(*)(void))kl_lang_func(L, "g");
	cr_assert(g, "%s", kl_lang_errors(L));
	cr_expect_eq(g(), (uint64_t)(uintptr_t)&target);
	kl_lang_delete(L);
}

/* kiln's target marks: each target keeps its own lines */
Test(lang_forms, target_lines)
{
	static const char text[] = "int64 r\noutput r\nenter f\nr = 0\n[x86_64] r += 1\n[aarch64] r += 2\n"
				   "[riscv64] r += 4\n[aarch64 riscv64] r += 8\nleave\n";
	kl_lang *L = kl_lang_new();
	cr_assert_eq(kl_lang_parse(L, "t.q", text, sizeof text - 1), 0, "%s", kl_lang_errors(L));
	uint64_t (*fn)(void) = (uint64_t(*)(void))kl_lang_func(L, "f");
	cr_assert(fn, "%s", kl_lang_errors(L));
	const char *h = kl_target_name();
	uint64_t want = !strcmp(h, "x86_64") ? 1 : !strcmp(h, "aarch64") ? 10 : 12;
	cr_expect_eq(fn(), want, "on %s: %llu", h, (unsigned long long)fn());
	static const char *const names[] = {"x86_64", "aarch64", "riscv64"};
	static const uint64_t wants[] = {1, 10, 12};
	for (int k = 0; k < 3; k++) {
		ko_func *o = ko_func_new();
		uint64_t got = 0;
		cr_assert_eq(kl_lang_set_target(L, names[k]), 0);
		cr_assert_eq(kl_lang_build(L, 0, o), 0);
		cr_expect_eq(ko_interp(o, NULL, &got), 0);
		cr_expect_eq(got, wants[k], "lines for %s: %llu", names[k], (unsigned long long)got);
		ko_func_delete(o);
	}
	cr_expect_neq(kl_lang_set_target(L, "vax"), 0);
	kl_lang_delete(L);
}

/* target blocks: "[aarch64 riscv64] {" ... "}" */
Test(lang_forms, target_blocks)
{
	static const char text[] = "int64 r\noutput r\nenter f\nr = 0\n[x86_64] {\nr += 1\nr <<= 4\n}\n"
				   "[aarch64 riscv64] {\n  r += 2\n  r <<= 3\n}\n[riscv64] r += 1\nleave\n";
	kl_lang *L = kl_lang_new();
	cr_assert_eq(kl_lang_parse(L, "b.q", text, sizeof text - 1), 0, "%s", kl_lang_errors(L));
	static const char *const names[] = {"x86_64", "aarch64", "riscv64"};
	static const uint64_t wants[] = {16, 16, 17};
	for (int k = 0; k < 3; k++) {
		ko_func *o = ko_func_new();
		uint64_t got = 0;
		cr_assert_eq(kl_lang_set_target(L, names[k]), 0);
		cr_assert_eq(kl_lang_build(L, 0, o), 0);
		cr_expect_eq(ko_interp(o, NULL, &got), 0);
		cr_expect_eq(got, wants[k], "block for %s: %llu", names[k], (unsigned long long)got);
		ko_func_delete(o);
	}
	kl_lang_delete(L);
}

#define X(id, body, want) \
	Test(lang_forms, form_##id) { run_form(id, body); }
LANG_FORMS_LIST
#undef X

static double expected_float(int id, double x, double y, uint64_t a)
{
	(void)a;
	switch (id) {
#define XF(id, body, want) \
	case id:           \
		return (double)(want);
		LANG_FLOAT_FORMS_LIST
#undef XF
	}
	return 0;
}

/* the float64 forms: in memory for this machine, and in the interpreter */
static void run_float_form(int id, const char *body)
{
	char text[4096];
	size_t n = (size_t)snprintf(text, sizeof text, "%s", FLT_FUNC_DECLS);
	n += forms_ffunc(text + n, sizeof text - n, id, body);
	kl_lang *L = kl_lang_new();
	cr_assert(L);
	cr_assert_eq(kl_lang_parse(L, "fform.q", text, n), 0, "float form %d (%s): %s", id, body, kl_lang_errors(L));
	char name[16];
	snprintf(name, sizeof name, "g%d", id);
	double (*fn)(double, double, uint64_t) = (double (*)(double, double, uint64_t))kl_lang_func(L, name);
	cr_assert(fn, "float form %d (%s): %s", id, body, kl_lang_errors(L));
	ko_func *o = ko_func_new();
	cr_assert_eq(kl_lang_build(L, 0, o), 0, "float form %d: %s", id, kl_lang_errors(L));
	for (int k = 0; k < FLT_NRUNS; k++) {
		double x = flt_xs[k], y = flt_ys[k], want = expected_float(id, x, y, flt_as[k]), got = fn(x, y, flt_as[k]), vm;
		cr_expect(same_double(got, want), "float form %d '%s' on %s: x=%a y=%a a=%#llx gives %a, C gives %a", id, body,
			  kl_target_name(), x, y, (unsigned long long)flt_as[k], got, want);
		uint64_t in[3], ret;
		memcpy(&in[0], &x, 8);
		memcpy(&in[1], &y, 8);
		in[2] = flt_as[k];
		cr_expect_eq(ko_interp(o, in, &ret), 0, "float form %d: interpreter: %s", id, ko_errmsg(o));
		memcpy(&vm, &ret, 8);
		cr_expect(same_double(vm, want), "float form %d '%s' in the interpreter: x=%a y=%a gives %a, C gives %a", id, body,
			  x, y, vm, want);
	}
	ko_func_delete(o);
	kl_lang_delete(L);
}

#define XF(id, body, want) \
	Test(lang_forms, float_##id) { run_float_form(id, body); }
LANG_FLOAT_FORMS_LIST
#undef XF
