/* errors.c -- every error path: a code, a message, no write past a buffer, nothing made
 * executable, and the kl_func still usable afterwards. */
#include <criterion/criterion.h>
#include <string.h>

#include <kiln.h>

static void expect_error(kl_func *f, int err, const char *what)
{
	cr_assert_null(kl_func_end(f, NULL), "%s: kl_func_end must fail", what);
	cr_assert_eq(kl_error(f), err, "%s: got error %d (%s)", what, kl_error(f), kl_errmsg(f));
	cr_assert(strlen(kl_errmsg(f)) > 10, "%s: message too short: %s", what, kl_errmsg(f));
}

/* After an error the same kl_func builds a good function. */
static void still_works(kl_func *f)
{
	kl_reg a[1];
	cr_assert_eq(kl_func_begin(f, "%i", a, KL_LEAF), 0);
	kl_addii(f, a[0], a[0], 2);
	kl_reti(f, a[0]);
	int (*fn)(int) = (int (*)(int))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(40), 42);
	kl_code_free((void *)fn);
}

Test(errors, client_buffer_too_small_never_overflows)
{
	kl_func *f = kl_func_new();
	for (size_t len = 0; len < 600; len += 37) {
		static unsigned char buf[1024];
		memset(buf, 0xA5, sizeof buf);
		kl_func_set_buffer(f, buf, len);
		kl_reg a[1];
		kl_func_begin(f, "%l", a, KL_LEAF);
		for (int k = 0; k < 200; k++)
			kl_addli(f, a[0], a[0], 0x123456789L + k);
		kl_retl(f, a[0]);
		expect_error(f, KL_ERR_BUFFER, "small buffer");
		for (size_t k = len; k < sizeof buf; k++)
			cr_assert_eq(buf[k], 0xA5, "byte %zu written past a %zu-byte buffer", k, len);
	}
	/* a big enough client buffer works, and is only storage: code runs elsewhere */
	static unsigned char big[1 << 16];
	kl_func_set_buffer(f, big, sizeof big);
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_addli(f, a[0], a[0], 1);
	kl_retl(f, a[0]);
	long (*fn)(long) = (long (*)(long))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert((unsigned char *)fn < big || (unsigned char *)fn >= big + sizeof big);
	cr_assert_eq(fn(1), 2);
	kl_code_free((void *)fn);
	kl_func_set_buffer(f, NULL, 0);
	still_works(f);
	kl_func_delete(f);
}

Test(errors, labels)
{
	kl_func *f = kl_func_new();
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_label l = kl_label_new(f);
	kl_beqli(f, a[0], 0, l);
	kl_retl(f, a[0]);
	expect_error(f, KL_ERR_UNPLACED, "label never placed");
	still_works(f);

	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_jv(f, 12345);
	expect_error(f, KL_ERR_LABEL, "label not made");
	kl_func_begin(f, "%l", a, KL_LEAF);
	l = kl_label_new(f);
	kl_label_place(f, l);
	kl_label_place(f, l);
	expect_error(f, KL_ERR_LABEL, "label placed twice");
	kl_func_begin(f, "%l", a, KL_LEAF);
	l = kl_label_new(f);
	static void *slot;
	kl_dlabel(f, &slot, l);
	kl_retv(f);
	expect_error(f, KL_ERR_UNPLACED, "data label never placed");
	still_works(f);
	kl_func_delete(f);
}

Test(errors, arguments_state_and_operands)
{
	kl_func *f = kl_func_new();
	kl_reg a[70], r;
	cr_assert_eq(kl_func_begin(f, "%i%q", a, KL_LEAF), KL_ERR_ARGS);
	expect_error(f, KL_ERR_ARGS, "bad type letter");
	cr_assert_eq(kl_func_begin(f, "i", a, KL_LEAF), KL_ERR_ARGS);
	cr_assert_eq(kl_func_begin(f, "%i", NULL, KL_LEAF), KL_ERR_ARGS);
	char many[3 * 70 + 1] = "";
	for (int k = 0; k < 70; k++)
		strcat(many, "%l");
	cr_assert_eq(kl_func_begin(f, many, a, KL_NONLEAF), KL_ERR_ARGS, "too many arguments");
	still_works(f);

	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_call(f, KL_V, (const void *)still_works);
	expect_error(f, KL_ERR_STATE, "call in a leaf");

	kl_func_begin(f, "", NULL, KL_NONLEAF);
	for (int k = 0; k < 65; k++)
		kl_call_argi(f, KL_L, k);
	expect_error(f, KL_ERR_ARGS, "too many call arguments");

	kl_func_begin(f, "", NULL, KL_NONLEAF);
	kl_call_arg(f, KL_L, 99);
	expect_error(f, KL_ERR_OPERAND, "bad argument register");

	kl_func_begin(f, "", NULL, KL_NONLEAF);
	kl_getreg(f, &r, KL_V, KL_TEMP);
	expect_error(f, KL_ERR_OPERAND, "register of type void");

	kl_func_begin(f, "", NULL, KL_NONLEAF);
	kl_getreg(f, &r, KL_L, 7);
	expect_error(f, KL_ERR_OPERAND, "bad class");

	kl_func_begin(f, "", NULL, KL_NONLEAF);
	cr_assert_neq(kl_reg_reserve(f, KL_LP), 0);
	expect_error(f, KL_ERR_OPERAND, "reserving the stack pointer");

	kl_func_begin(f, "", NULL, KL_NONLEAF);
	cr_assert_neq(kl_reg_set_class(f, KL_T0, KL_VAR), 0);
	expect_error(f, KL_ERR_OPERAND, "caller-saved as variable in a non-leaf");

	kl_func_delete(f);

	/* end without begin; emitting outside begin/end */
	f = kl_func_new();
	cr_assert_null(kl_func_end(f, NULL));
	cr_assert_eq(kl_error(f), KL_ERR_STATE);
	kl_func_delete(f);
	f = kl_func_new();
	kl_addii(f, 0, 0, 1);
	cr_assert_eq(kl_error(f), KL_ERR_STATE, "emitting before kl_func_begin: %s", kl_errmsg(f));
	still_works(f);
	kl_func_delete(f);
}

Test(errors, freeing_what_was_not_made)
{
	static long not_code[8];
	cr_assert_eq(kl_code_free(&not_code[2]), KL_ERR_OPERAND);
	kl_func *f = kl_func_new();
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_retv(f);
	void *fn = kl_func_end(f, NULL);
	cr_assert_not_null(fn);
	cr_assert_eq(kl_code_free(fn), 0);
	cr_assert_eq(kl_code_free(fn), KL_ERR_OPERAND, "double free is reported");
	cr_assert_eq(kl_code_free(NULL), 0);
	cr_assert_str_eq(kl_strerror(KL_ERR_BUFFER), "code buffer too small");
	cr_assert_str_eq(kl_strerror(12345), "unknown error");
	kl_func_delete(f);
}
