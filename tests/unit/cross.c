/* cross.c -- functions for every target from one host: records through kl_emit_insn, images,
 * and the misuses of a function for another target that must be refused. */
#include <criterion/criterion.h>
#include <string.h>

#include <kiln.h>
#include <kiln/insn.h>

static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};

/* f(a, b) = (a + b) * 3 - 1 with a loop-free body, as records */
static int build(kl_func *f, kl_reg *a)
{
	kl_insn code[] = {
		{.op = KL_OP_addl, .rd = (uint32_t)a[0], .rs1 = (uint32_t)a[0], .rs2 = (uint32_t)a[1]},
		{.op = KL_OP_mulli, .rd = (uint32_t)a[0], .rs1 = (uint32_t)a[0], .imm = 3},
		{.op = KL_OP_subli, .rd = (uint32_t)a[0], .rs1 = (uint32_t)a[0], .imm = 1},
		{.op = KL_OP_retl, .rd = (uint32_t)a[0]},
	};
	for (size_t k = 0; k < sizeof code / sizeof code[0]; k++)
		if (kl_emit_insn(f, &code[k]))
			return kl_error(f);
	return 0;
}

Test(cross, the_host_image_is_the_code_that_runs)
{
	kl_func *f = kl_func_new_target(kl_target_name());
	cr_assert_not_null(f);
	cr_assert_str_eq(kl_func_target(f), kl_target_name());
	kl_reg a[2];
	cr_assert_eq(kl_func_begin(f, "%l%l", a, KL_LEAF), 0);
	cr_assert_eq(build(f, a), 0, "%s", kl_errmsg(f));
	size_t size;
	long (*fn)(long, long) = (long (*)(long, long))kl_func_end(f, &size);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(5, 9), 41);

	struct kl_image img;
	cr_assert_eq(kl_func_begin(f, "%l%l", a, KL_LEAF), 0);
	cr_assert_eq(build(f, a), 0);
	cr_assert_eq(kl_func_end_image(f, &img), 0, "%s", kl_errmsg(f));
	cr_assert_eq(img.size, size);
	cr_assert(memcmp(img.code, (const void *)fn, size) == 0, "image and executable code differ");
	cr_assert_str_eq(img.target, kl_target_name());
	kl_image_free(&img);
	cr_assert_null(img.code);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

Test(cross, every_target_from_this_host)
{
	for (size_t t = 0; t < 3; t++) {
		kl_func *f = kl_func_new_target(targets[t]);
		cr_assert_not_null(f, "%s", targets[t]);
		kl_reg a[2];
		cr_assert_eq(kl_func_begin(f, "%l%l", a, 0), 0, "%s: %s", targets[t], kl_errmsg(f));
		cr_assert_str_neq(kl_func_reg_name(f, a[0]), "(invalid register)");
		cr_assert_eq(build(f, a), 0, "%s: %s", targets[t], kl_errmsg(f));
		size_t body = kl_func_size(f);
		cr_assert(body >= 8 && body < 200, "%s: body of %zu bytes", targets[t], body);
		struct kl_image img;
		cr_assert_eq(kl_func_end_image(f, &img), 0, "%s: %s", targets[t], kl_errmsg(f));
		cr_assert(img.size >= body + img.body_at, "%s", targets[t]);
		kl_image_free(&img);
		kl_func_delete(f);
	}
	cr_assert_null(kl_func_new_target("vax"));
	cr_assert_null(kl_func_new_target(NULL));
}

/* the target that is not the host, for the misuse tests */
static const char *other(void) { return strcmp(kl_target_name(), "aarch64") ? "aarch64" : "riscv64"; }

Test(cross, the_inline_api_is_refused)
{
	kl_func *f = kl_func_new_target(other());
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_addli(f, a[0], a[0], 1); /* would write the host's machine code */
	struct kl_image img;
	cr_assert_eq(kl_func_end_image(f, &img), KL_ERR_STATE);
	cr_assert(strstr(kl_errmsg(f), "kl_emit_insn"), "%s", kl_errmsg(f));
	cr_assert_null(img.code);
	kl_func_delete(f);
}

Test(cross, labels_through_records_only)
{
	kl_func *f = kl_func_new_target(other());
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_label l = kl_label_new(f);
	kl_label_place(f, l); /* the inline call: its position means nothing in another target's body */
	kl_insn ret = {.op = KL_OP_retl, .rd = (uint32_t)a[0]};
	kl_emit_insn(f, &ret);
	struct kl_image img;
	cr_assert_eq(kl_func_end_image(f, &img), KL_ERR_STATE);

	kl_func_begin(f, "%l", a, KL_LEAF); /* the same with a record: fine */
	l = kl_label_new(f);
	kl_insn code[] = {{.op = KL_OP_label, .label = l}, {.op = KL_OP_subli, .rd = (uint32_t)a[0], .rs1 = (uint32_t)a[0], .imm = 1},
			  {.op = KL_OP_bneli, .rs1 = (uint32_t)a[0], .imm = 0, .label = l}, ret};
	for (int k = 0; k < 4; k++)
		kl_emit_insn(f, &code[k]);
	cr_assert_eq(kl_func_end_image(f, &img), 0, "%s", kl_errmsg(f));
	kl_image_free(&img);
	kl_func_delete(f);
}

Test(cross, cannot_run_here_and_no_absolute_addresses_in_images)
{
	kl_func *f = kl_func_new_target(other());
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_insn ret = {.op = KL_OP_retl, .rd = (uint32_t)a[0]};
	kl_emit_insn(f, &ret);
	cr_assert_null(kl_func_end(f, NULL));
	cr_assert_eq(kl_error(f), KL_ERR_STATE);

	kl_func_begin(f, "%l", a, 0);
	kl_call_arg(f, KL_L, a[0]);
	kl_call(f, KL_L, (const void *)strlen);
	kl_emit_insn(f, &ret);
	struct kl_image img;
	cr_assert_eq(kl_func_end_image(f, &img), KL_ERR_STATE);
	cr_assert(strstr(kl_errmsg(f), "absolute"), "%s", kl_errmsg(f));
	kl_func_delete(f);
}

Test(cross, records_with_registers_kiln_keeps_are_refused)
{
	for (size_t t = 0; t < 3; t++) {
		kl_func *f = kl_func_new_target(targets[t]);
		kl_reg a[1];
		kl_func_begin(f, "%l", a, KL_LEAF);
		static const uint32_t bad[] = {(uint32_t)-1, 64, 99, 1u << 20};
		for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
			kl_insn in = {.op = KL_OP_addl, .rd = bad[k], .rs1 = (uint32_t)a[0], .rs2 = (uint32_t)a[0]};
			cr_assert_eq(kl_emit_insn(f, &in), KL_ERR_OPERAND, "%s: register %u", targets[t], bad[k]);
			kl_func_begin(f, "%l", a, KL_LEAF);
		}
		kl_insn fl = {.op = KL_OP_addl, .rd = 40, .rs1 = (uint32_t)a[0], .rs2 = (uint32_t)a[0]}; /* a float register */
		cr_assert_eq(kl_emit_insn(f, &fl), KL_ERR_OPERAND, "%s", targets[t]);
		kl_func_delete(f);
	}
}
