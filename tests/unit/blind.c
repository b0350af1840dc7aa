/* Constant blinding (KL_BLIND): results unchanged, no wide client constant verbatim in the code
 * (checked byte for byte on x86-64, where immediates are whole bytes of the instruction), the
 * register kiln takes for it refused to the client. */
#define KL_BLINDABLE 1
#include <criterion/criterion.h>
#include <string.h>

#include "kiln.h"
#include "kiln/insn.h"
#include "kiln/opt.h"

static const int64_t wide[] = {0x12345678, -0x6543210F, 0x7EADBEEF, 0x51C0FFEE, 0x4A4B4C4D};
static long table[0x30000 / sizeof(long) + 8];

/* f(x, p): arithmetic, a set, a compare-branch and a load at a wide offset, all with constants */
static void *build(kl_func *f, unsigned flags, size_t *size)
{
	kl_reg a[2], t;
	kl_func_begin(f, "%l%p", a, KL_LEAF | flags);
	kl_getreg(f, &t, KL_L, KL_TEMP);
	kl_addli(f, a[0], a[0], wide[0]);
	kl_xorli(f, a[0], a[0], wide[1]);
	kl_seti(f, t, (int32_t)wide[2]);
	kl_addl(f, a[0], a[0], t);
	kl_subpi(f, a[1], a[1], 0x20000);
	kl_ldli(f, t, a[1], 0x20000 + 8 * 3);
	kl_addl(f, a[0], a[0], t);
	kl_label big = kl_label_new(f);
	kl_bgtli(f, a[0], wide[3], big);
	kl_retli(f, wide[4]);
	kl_label_place(f, big);
	kl_mulli(f, a[0], a[0], 3);
	kl_retl(f, a[0]);
	return kl_func_end(f, size);
}

static inline int contains(const void *code, size_t n, int64_t v, size_t width)
{
	const unsigned char *p = code;
	for (size_t k = 0; k + width <= n; k++)
		if (!memcmp(p + k, &v, width))
			return 1;
	return 0;
}

Test(blind, same_results_no_wide_constant_verbatim)
{
	kl_func *f = kl_func_new();
	size_t nplain, nblind;
	long (*plain)(long, long *) = (long (*)(long, long *))build(f, 0, &nplain);
	cr_assert_not_null(plain, "%s", kl_errmsg(f));
	long (*blind)(long, long *) = (long (*)(long, long *))build(f, KL_BLIND, &nblind);
	cr_assert_not_null(blind, "%s", kl_errmsg(f));
	for (int k = 0; k < 8; k++)
		table[k] = 1000 * k - 3;
	const long xs[] = {0, 1, -1, 0x7000000, -0x12345678, 0x0123456789ABCDEF};
	for (size_t k = 0; k < sizeof xs / sizeof xs[0]; k++)
		cr_assert_eq(blind(xs[k], table), plain(xs[k], table), "x = %ld", xs[k]);
#if defined(__x86_64__)
	for (size_t k = 0; k < sizeof wide / sizeof wide[0]; k++) {
		cr_assert(contains((const void *)plain, nplain, wide[k], 4), "the plain code holds %#llx (the test can fail)",
			  (long long)wide[k]);
		cr_assert(!contains((const void *)blind, nblind, wide[k], 4), "%#llx is in the blinded code", (long long)wide[k]);
	}
	cr_assert(!contains((const void *)blind, nblind, 0x20018, 4), "the load's offset is blinded");
#endif
	cr_assert_gt(nblind, nplain, "blinding costs instructions");
	kl_code_free((void *)plain);
	kl_code_free((void *)blind);
	kl_func_delete(f);
}

Test(blind, two_functions_two_keys)
{
	kl_func *f = kl_func_new();
	size_t n1, n2;
	void *c1 = build(f, KL_BLIND, &n1), *c2 = build(f, KL_BLIND, &n2);
	cr_assert(c1 && c2);
	cr_assert(n1 != n2 || memcmp(c1, c2, n1) != 0, "each function has its own key");
	kl_code_free(c1);
	kl_code_free(c2);
	kl_func_delete(f);
}

Test(blind, records_and_the_optimizing_tier)
{
	/* records: kl_emit_insn of a KL_BLIND function */
	kl_func *f = kl_func_new();
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF | KL_BLIND);
	kl_emit_insn(f, &(kl_insn){.op = KL_OP_addli, .rd = a[0], .rs1 = a[0], .imm = 0x3C3C5A5A});
	kl_emit_insn(f, &(kl_insn){.op = KL_OP_retl, .rd = a[0]});
	size_t n;
	long (*fn)(long) = (long (*)(long))kl_func_end(f, &n);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(5), 5 + 0x3C3C5A5A);
#if defined(__x86_64__)
	cr_assert(!contains((const void *)fn, n, 0x3C3C5A5A, 4));
#endif
	kl_code_free((void *)fn);
	/* the optimizing tier refuses the flag (its allocator does not keep the register out yet) */
	ko_func *o = ko_func_new();
	ko_reg v[1];
	cr_assert_eq(ko_func_begin(o, "%l", v, KL_LEAF | KL_BLIND), KL_ERR_STATE);
	cr_assert(strstr(ko_errmsg(o), "KL_BLIND"), "%s", ko_errmsg(o));
	void *g = ko_func_end(o, &n);
	cr_assert_null(g);
	kl_code_free((void *)g);
	ko_func_delete(o);
	kl_func_delete(f);
}

Test(blind, the_blinding_register_is_not_the_clients)
{
	kl_func *f = kl_func_new();
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF | KL_BLIND);
	cr_assert_eq(kl_error(f), 0, "%s", kl_errmsg(f));
	kl_reg r, seen = (kl_reg)-1;
	int n = 0;
	while (kl_getreg(f, &r, KL_L, KL_TEMP) || kl_getreg(f, &r, KL_L, KL_VAR))
		n++;
	cr_assert_gt(n, 0);
	/* whichever register kiln took, a record naming it is refused */
	for (kl_reg q = 0; q < 32 && seen == (kl_reg)-1; q++) {
		kl_func_begin(f, "%l", a, KL_LEAF | KL_BLIND);
		kl_emit_insn(f, &(kl_insn){.op = KL_OP_addl, .rd = q, .rs1 = a[0], .rs2 = a[0]});
		if (kl_error(f) && strstr(kl_errmsg(f), "KL_BLIND"))
			seen = q;
		kl_func_abort(f);
	}
	cr_assert_neq(seen, (kl_reg)-1, "some register is refused as KL_BLIND's");
	kl_func_delete(f);
}
