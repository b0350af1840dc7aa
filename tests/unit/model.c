/* model.c -- the machine models: the three exist and name their cores, every class has a unit
 * and a sane latency and occupancy, and every record opcode has a class. */
#include <criterion/criterion.h>
#include <string.h>

#include <kiln.h>
#include <kiln/insn.h>
#include <kiln/model.h>

static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};
static const char *const cores[] = {"AMD Zen 4", "Arm Neoverse N1", "SiFive U74"};

Test(model, the_three_models_exist)
{
	for (int t = 0; t < 3; t++) {
		const struct kl_model *m = kl_model_get(targets[t]);
		cr_assert_not_null(m, "no model for %s", targets[t]);
		cr_assert_str_eq(m->target, targets[t]);
		cr_assert_str_eq(m->core, cores[t], "%s: core %s", targets[t], m->core);
	}
	cr_assert_eq(kl_model_get(NULL), kl_model_get(kl_target_name()), "NULL is the host's model");
	cr_assert_null(kl_model_get("mips"));
	cr_assert_null(kl_model_get(""));
}

Test(model, every_class_has_a_unit_and_sane_timing)
{
	for (int t = 0; t < 3; t++) {
		const struct kl_model *m = kl_model_get(targets[t]);
		cr_assert(m->issue_width >= 1 && m->issue_width <= 8, "%s: issue width %d", targets[t], m->issue_width);
		cr_assert(m->nunits >= 1 && m->nunits <= KL_MODEL_MAXUNITS, "%s: %d units", targets[t], m->nunits);
		uint16_t all = (uint16_t)((1u << m->nunits) - 1), seen = 0;
		for (int u = 0; u < m->nunits; u++)
			cr_assert(m->unit_names[u] && m->unit_names[u][0], "%s: unit %d has no name", targets[t], u);
		for (int c = 0; c < KL_NICLASSES; c++) {
			const struct kl_model_class *k = &m->cls[c];
			cr_assert(k->units != 0, "%s: class %s has no unit", targets[t], kl_iclass_name(c));
			cr_assert((k->units & ~all) == 0, "%s: class %s names a unit past %d", targets[t], kl_iclass_name(c),
				  m->nunits);
			cr_assert(k->latency >= 1 && k->latency <= 100, "%s: class %s latency %d", targets[t],
				  kl_iclass_name(c), k->latency);
			cr_assert(k->occupancy >= 1 && k->occupancy <= k->latency, "%s: class %s occupancy %d, latency %d",
				  targets[t], kl_iclass_name(c), k->occupancy, k->latency);
			seen |= k->units;
		}
		cr_assert_eq(seen, all, "%s: a unit no class uses (%#x of %#x)", targets[t], seen, all);
		/* relations every core shares */
		cr_assert(m->cls[KL_IC_LOAD].latency > m->cls[KL_IC_ALU].latency, "%s: load not slower than alu", targets[t]);
		cr_assert(m->cls[KL_IC_DIV64].latency >= m->cls[KL_IC_DIV32].latency, "%s", targets[t]);
		cr_assert(m->cls[KL_IC_DIV32].latency > m->cls[KL_IC_MUL].latency, "%s", targets[t]);
		cr_assert(m->cls[KL_IC_FDIV].latency > m->cls[KL_IC_FMUL].latency, "%s", targets[t]);
		cr_assert(m->cls[KL_IC_FSQRT].latency >= m->cls[KL_IC_FDIV].latency, "%s", targets[t]);
	}
}

Test(model, class_names)
{
	for (int c = 0; c < KL_NICLASSES; c++) {
		const char *n = kl_iclass_name(c);
		cr_assert(n && n[0], "class %d has no name", c);
		for (int d = 0; d < c; d++)
			cr_assert_str_neq(n, kl_iclass_name(d), "classes %d and %d are both %s", d, c, n);
	}
	cr_assert_null(kl_iclass_name(-1));
	cr_assert_null(kl_iclass_name(KL_NICLASSES));
}

Test(model, every_opcode_has_a_class)
{
	for (int op = 0; op < KL_NOPCODES; op++) {
		int c = kl_iclass_of(op);
		cr_assert(c >= 0 && c < KL_NICLASSES, "%s: class %d", kl_opcode_name(op), c);
	}
	cr_assert_eq(kl_iclass_of(-1), -1);
	cr_assert_eq(kl_iclass_of(KL_NOPCODES), -1);
	static const struct { int op, cls; } known[] = {
		{KL_OP_addl, KL_IC_ALU},      {KL_OP_xorii, KL_IC_ALU},    {KL_OP_lshli, KL_IC_SHIFT},
		{KL_OP_rotlu, KL_IC_SHIFT},   {KL_OP_mull, KL_IC_MUL},     {KL_OP_mulhul, KL_IC_MULH},
		{KL_OP_divi, KL_IC_DIV32},    {KL_OP_modul, KL_IC_DIV64},  {KL_OP_divl, KL_IC_DIV64},
		{KL_OP_clzul, KL_IC_BITCNT},  {KL_OP_popcu, KL_IC_BITCNT}, {KL_OP_bswapul, KL_IC_BSWAP},
		{KL_OP_sell, KL_IC_SEL},      {KL_OP_ldli, KL_IC_LOAD},    {KL_OP_lddi, KL_IC_LOAD},
		{KL_OP_stuc, KL_IC_STORE},    {KL_OP_stdi, KL_IC_STORE},   {KL_OP_bltl, KL_IC_BRANCH},
		{KL_OP_jv, KL_IC_BRANCH},     {KL_OP_call, KL_IC_BRANCH},  {KL_OP_retl, KL_IC_BRANCH},
		{KL_OP_addd, KL_IC_FADD},     {KL_OP_subf, KL_IC_FADD},    {KL_OP_muld, KL_IC_FMUL},
		{KL_OP_divd, KL_IC_FDIV},     {KL_OP_sqrtd, KL_IC_FSQRT},  {KL_OP_cvi2d, KL_IC_FCVT},
		{KL_OP_cvd2l, KL_IC_FCVT},    {KL_OP_cvf2d, KL_IC_FCVT},   {KL_OP_cvi2l, KL_IC_ALU},
		{KL_OP_negd, KL_IC_FMOV},     {KL_OP_bltd, KL_IC_FCMP},
	};
	for (size_t k = 0; k < sizeof known / sizeof known[0]; k++)
		cr_assert_eq(kl_iclass_of(known[k].op), known[k].cls, "%s: class %s, expected %s",
			     kl_opcode_name(known[k].op), kl_iclass_name(kl_iclass_of(known[k].op)),
			     kl_iclass_name(known[k].cls));
}

/* the second class of a load-and-op, and the moves a model renames */
Test(model, load_and_op_and_renamed_moves)
{
	cr_assert_eq(kl_iclass_of(KL_OP_xormul), KL_IC_LOAD);
	cr_assert_eq(kl_iclass2_of(KL_OP_xormul), KL_IC_ALU, "xor reg, [mem] takes an ALU after its load");
	cr_assert_eq(kl_iclass2_of(KL_OP_addmuli), KL_IC_ALU);
	cr_assert_eq(kl_iclass2_of(KL_OP_ldul), -1);
	cr_assert_eq(kl_iclass2_of(KL_OP_xorul), -1);
	cr_assert_eq(kl_iclass2_of(-1), -1);
	cr_assert_eq(kl_iclass2_of(KL_NOPCODES), -1);
	cr_assert(kl_is_move(KL_OP_movl) && kl_is_move(KL_OP_movu) && kl_is_move(KL_OP_movp));
	cr_assert(!kl_is_move(KL_OP_movd), "a float move is not an integer register move");
	cr_assert(!kl_is_move(KL_OP_setl) && !kl_is_move(KL_OP_addl) && !kl_is_move(-1));
	cr_assert_eq(kl_model_get("x86_64")->move_elim, 1, "Zen renames register moves");
	cr_assert_eq(kl_model_get("riscv64")->move_elim, 0, "the U74 executes them");
}
