/* quality.c -- the code-quality transformations of the optimizing tier, one test each: what the
 * emitted program no longer has (read back through ko_func_lines on every target), and that the
 * compiled function still agrees with the interpreter on the host. */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <string.h>

#include <kiln/opt.h>

#include "koprog.h"

static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};

/* lines of the last compilation with opcode op */
static int count(const ko_func *o, int op)
{
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	int c = 0;
	for (size_t k = 0; k < n; k++)
		c += l[k].insn.op == op;
	return c;
}

/* compile o for target and count the lines with opcode op */
static int count_on(ko_func *o, const char *target, int op)
{
	kl_func *f = kl_func_new_target(target);
	cr_assert_not_null(f);
	cr_assert_eq(ko_func_emit(o, f), 0, "%s: %s", target, ko_errmsg(o));
	int c = count(o, op);
	kl_func_abort(f);
	kl_func_delete(f);
	return c;
}

/* the compiled function of one 64-bit argument agrees with the interpreter (last compilation:
 * ko_func_end ends the recording) */
static const uint64_t inputs[] = {0xdeadbeef80000001ull, 0x123456789abcdef0ull, 0xffffffff00000005ull,
				  0xffffffffffffffffull, 0};
static void agrees(ko_func *o)
{
	ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY);
	size_t size;
	void *code = ko_func_end(o, &size);
	cr_assert_not_null(code, "%s", ko_errmsg(o));
	uint64_t (*fn)(uint64_t) = (uint64_t(*)(uint64_t))code;
	for (size_t k = 0; k < sizeof inputs / sizeof inputs[0]; k++) {
		uint64_t x = inputs[k], argv[1] = {x}, want;
		cr_assert_eq(ko_interp(o, argv, &want), 0, "%s", ko_errmsg(o));
		uint64_t got = fn(x);
		cr_assert_eq(got, want, "f(%#" PRIx64 "): compiled %#" PRIx64 ", interpreter %#" PRIx64, x, got,
			     want);
	}
	kl_code_free(code);
}

/* (uint32) x <<<= 7 as the language lowers it: the 32-bit rotate, then its zero-extension; on
 * x86-64 and AArch64 the rotate already zeroes the upper half, so the zero-extension goes.  The
 * argument's upper half is garbage, and the narrowing to itself is nothing on those targets. */
static ko_func *rotate32(void)
{
	ko_func *o = ko_func_new();
	ko_reg a[1];
	ko_func_begin(o, "%ul", a, KL_LEAF);
	ko_reg t = ko_reg_new(o, KL_U), r = ko_reg_new(o, KL_UL);
	ko_cvul2u(o, t, a[0]);
	ko_rotlui(o, t, t, 7);
	ko_cvu2ul(o, r, t);
	ko_xorul(o, r, r, a[0]);
	ko_retul(o, r);
	return o;
}

Test(opt_quality, zero_extension_after_32bit_operation)
{
	ko_func *o = rotate32();
	int want[3] = {0, 0, 1}; /* RISC-V 64 holds 32-bit values sign-extended: it zero-extends */
	for (int k = 0; k < 3; k++) {
		ko_func_set_passes(o, KO_DEFAULT);
		int got = count_on(o, targets[k], KL_OP_cvu2ul);
		cr_expect_eq(got, want[k], "%s: %d zero-extensions left, expected %d", targets[k], got, want[k]);
		/* the peephole's doing: without it (and without KO_FUSE_ALU, which writes the rotate
		 * into the 64-bit register before allocation on those targets) the zero-extension stays */
		ko_func_set_passes(o, KO_DEFAULT & ~(KO_PEEP | KO_FUSE_ALU));
		cr_expect_eq(count_on(o, targets[k], KL_OP_cvu2ul), 1, "%s without the peephole", targets[k]);
	}
	agrees(o);
	ko_func_delete(o);
}

/* The zero-extension stays where the upper half is not known to be zero: of a 32-bit argument
 * (the ABI leaves its upper half undefined: the caller here passes garbage there), also after the
 * argument is rotated by 32 in place, which the emitters write as nothing. */
Test(opt_quality, zero_extension_kept)
{
	for (int variant = 0; variant < 2; variant++) {
		ko_func *o = ko_func_new();
		ko_reg a[1];
		ko_func_begin(o, "%u", a, KL_LEAF);
		ko_reg r = ko_reg_new(o, KL_UL);
		if (variant)
			ko_rotlui(o, a[0], a[0], 32);
		ko_cvu2ul(o, r, a[0]);
		ko_retul(o, r);
		for (int k = 0; k < 3; k++) {
			ko_func_set_passes(o, KO_PEEP);
			int got = count_on(o, targets[k], KL_OP_cvu2ul);
			cr_expect_eq(got, 1, "variant %d, %s: %d zero-extensions, expected 1", variant, targets[k], got);
		}
		agrees(o);
		ko_func_delete(o);
	}
}

/* A zero-extension into another register becomes a plain move, which the peephole then folds:
 * the 32-bit sum is read twice, as a 64-bit value and as itself. */
Test(opt_quality, zero_extension_into_another_register)
{
	ko_func *o = ko_func_new();
	ko_reg a[1];
	ko_func_begin(o, "%ul", a, KL_LEAF);
	ko_reg t = ko_reg_new(o, KL_U), r = ko_reg_new(o, KL_UL), s = ko_reg_new(o, KL_UL);
	ko_cvul2u(o, t, a[0]);
	ko_addui(o, t, t, 0x7fffffff);
	ko_cvu2ul(o, r, t);
	ko_mulul(o, s, r, a[0]);
	ko_addui(o, t, t, 3);
	ko_cvu2ul(o, r, t);
	ko_xorul(o, s, s, r);
	ko_retul(o, s);
	for (int k = 0; k < 2; k++) {
		ko_func_set_passes(o, KO_DEFAULT);
		int got = count_on(o, targets[k], KL_OP_cvu2ul);
		cr_expect_eq(got, 0, "%s: %d zero-extensions left", targets[k], got);
	}
	agrees(o);
	ko_func_delete(o);
}

/* ---- loop back edges ---------------------------------------------------------------------------- */
/* the line of label l in the listing, or -1 */
static long label_line(const struct ko_line *l, size_t n, uint32_t label)
{
	for (size_t k = 0; k < n; k++)
		if (l[k].insn.op == KL_OP_label && l[k].insn.label == label)
			return (long)k;
	return -1;
}

/* from line k on: only inserted code (moves, spills, reloads), then a jump; its line, or -1 */
static long moves_then_jump(const struct ko_line *l, size_t n, size_t k)
{
	for (; k < n; k++) {
		if (l[k].insn.op == KL_OP_jv)
			return (long)k;
		if (l[k].origin == KO_ORIG_CODE || kl_opinfo[l[k].insn.op].shape == KL_SH_BR)
			return -1;
	}
	return -1;
}

/* Random programs with loops (tests/opt/koprog.c), more values than registers: an integer branch
 * back to a loop head whose edge needs moves is inverted around them (moves, then the jump back),
 * never sent to a stub of moves and a jump at the end of the function. */
Test(opt_quality, loop_back_edge_without_stub)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	int ni = ti->ntemps + ti->nvars, nf = ti->nftemps + ti->nfvars, inverted = 0;
	for (uint64_t seed = 1; seed <= 60; seed++) {
		ko_func *o = ko_func_new();
		struct koprog_shape sh = {.n64 = 2 * ni, .n32 = ni, .nd = 3 * nf, .segments = 3, .calls = 0};
		cr_assert_eq(koprog_make(o, seed, &sh), 0, "seed %" PRIu64 ": %s", seed, ko_errmsg(o));
		ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY);
		void *code = ko_func_end(o, NULL);
		cr_assert_not_null(code, "seed %" PRIu64 ": %s", seed, ko_errmsg(o));
		size_t n;
		const struct ko_line *l = ko_func_lines(o, &n);
		for (size_t k = 0; k < n; k++) {
			const struct kl_opinfo *i = &kl_opinfo[l[k].insn.op];
			if (i->shape != KL_SH_BR || i->type == KL_F || i->type == KL_D)
				continue;
			long t = label_line(l, n, l[k].insn.label);
			cr_assert_geq(t, 0, "seed %" PRIu64 ": a branch to a label not in the listing", seed);
			long j = t > (long)k ? moves_then_jump(l, n, (size_t)t + 1) : -1;
			cr_expect(j < 0 || label_line(l, n, l[j].insn.label) > (long)k,
				  "seed %" PRIu64 ": line %zu branches back to its loop through a stub at line %ld", seed, k, t);
			long m = t > (long)k ? moves_then_jump(l, n, k + 1) : -1;
			inverted += m >= 0 && m + 1 == t && label_line(l, n, l[m].insn.label) <= (long)k;
		}
		cr_assert(koprog_check(o, code, seed, stderr), "seed %" PRIu64 ": compiled and interpreted differ", seed);
		kl_code_free(code);
		ko_func_delete(o);
	}
	cr_expect_gt(inverted, 0, "no back edge needed moves in 60 programs: the test shows nothing");
}

/* A spill store of a register that still holds the slot's value, reloaded before a branch, with
 * nothing writing the register between (only a conditional branch, into the code that falls
 * through from it): the peephole removes it, the moves of a loop's back edge included. */
Test(opt_quality, store_of_a_reloaded_value_across_a_branch)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	int ni = ti->ntemps + ti->nvars, nf = ti->nftemps + ti->nfvars, crossed = 0;
	for (uint64_t seed = 1; seed <= 60; seed++) {
		ko_func *o = ko_func_new();
		struct koprog_shape sh = {.n64 = 2 * ni, .n32 = ni, .nd = 3 * nf, .segments = 3, .calls = 0};
		cr_assert_eq(koprog_make(o, seed, &sh), 0, "seed %" PRIu64 ": %s", seed, ko_errmsg(o));
		ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY);
		void *code = ko_func_end(o, NULL);
		cr_assert_not_null(code, "seed %" PRIu64 ": %s", seed, ko_errmsg(o));
		size_t n;
		const struct ko_line *l = ko_func_lines(o, &n);
		for (size_t k = 0; k < n; k++) {
			if (l[k].origin != KO_ORIG_RELOAD)
				continue;
			uint32_t r = l[k].insn.rd;
			int64_t slot = l[k].insn.imm;
			int branches = 0;
			for (size_t j = k + 1; j < n; j++) {
				const kl_insn *in = &l[j].insn;
				int sh2 = kl_opinfo[in->op].shape;
				if (sh2 == KL_SH_ST && l[j].origin == KO_ORIG_SPILL && in->rd == r && in->imm == slot) {
					cr_expect(!branches, "seed %" PRIu64 ": line %zu stores r%u to the slot it was reloaded from at line %zu",
						  seed, j, r, k);
					break;
				}
				if (sh2 == KL_SH_BR) {
					branches++;
					continue;
				}
				if (in->op == KL_OP_label || in->op == KL_OP_jv || sh2 == KL_SH_RET || sh2 == KL_SH_CALL ||
				    (sh2 == KL_SH_ST && in->imm == slot) || (sh2 != KL_SH_ST && in->rd == r))
					break;
			}
			crossed += branches > 0;
		}
		cr_assert(koprog_check(o, code, seed, stderr), "seed %" PRIu64 ": compiled and interpreted differ", seed);
		kl_code_free(code);
		ko_func_delete(o);
	}
	cr_expect_gt(crossed, 0, "no reload reached a branch in 60 programs: the test shows nothing");
}

/* ---- scheduling under register pressure ------------------------------------------------------- */
/* A function of long f(uint64_t *p): `base` values loaded first and live to the end (summed
 * into the result), and 24 independent chains (load, multiply, shift, xor, add, store) recorded
 * one after the other between them. */
static ko_func *chains(int base)
{
	ko_func *o = ko_func_new();
	ko_reg a[1], keep[64];
	ko_func_begin(o, "%p", a, KL_LEAF);
	for (int k = 0; k < base; k++) {
		keep[k] = ko_reg_new(o, KL_UL);
		ko_lduli(o, keep[k], a[0], 8 * (24 + k));
	}
	for (int k = 0; k < 24; k++) {
		ko_reg v = ko_reg_new(o, KL_UL), t = ko_reg_new(o, KL_UL);
		ko_lduli(o, v, a[0], 8 * k);
		ko_mululi(o, v, v, 0x9e3779b97f4a7c15ll);
		ko_rshuli(o, t, v, 29);
		ko_xorul(o, v, v, t);
		ko_adduli(o, v, v, k);
		ko_stuli(o, v, a[0], 8 * k);
	}
	for (int k = 1; k < base; k++)
		ko_xorul(o, keep[0], keep[0], keep[k]);
	ko_retul(o, keep[0]);
	return o;
}

/* In the recorded order base + 2 values are live at a time, which fits the registers; the list
 * scheduler without its pressure bound interleaves the chains' loads and multiplies and keeps
 * more live than that (it spills on x86-64 and RISC-V 64).  KO_SCHED_PRESSURE's bound, and the
 * default scheduler, never raise the values live past the registers where the recorded order
 * stayed within them: no spill code, on every target.  The unbounded order still computes the
 * same (the run below). */
Test(opt_quality, schedule_kept_within_the_registers)
{
	for (int k = 0; k < 6; k++) {
		const struct kl_target_info *ti = kl_target_info(targets[k / 2]);
		int base = ti->ntemps + ti->nvars - 3;
		ko_func *o = chains(base);
		ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY);
		/* the pressure bound, and the default per function (0: the same bound here, no calls) */
		cr_assert_eq(ko_func_set_sched(o, k % 2 ? 0 : KO_SCHED_LIST | KO_SCHED_PRESSURE, 0), 0);
		kl_func *f = kl_func_new_target(targets[k / 2]);
		cr_assert_eq(ko_func_emit(o, f), 0, "%s: %s", targets[k / 2], ko_errmsg(o));
		struct ko_stats st;
		ko_func_stats(o, &st);
		cr_expect_eq(st.spill_stores + st.reloads, 0, "%s%s: %u spill stores and %u reloads", targets[k / 2],
			     k % 2 ? " (default scheduler)" : "", st.spill_stores, st.reloads);
		kl_func_abort(f);
		kl_func_delete(f);
		ko_func_delete(o);
	}
	const struct kl_target_info *ti = kl_target_info(NULL);
	ko_func *o = chains(ti->ntemps + ti->nvars - 3);
	ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY);
	ko_func_set_sched(o, KO_SCHED_LIST, 0);
	uint64_t (*fn)(uint64_t *) = (uint64_t(*)(uint64_t *))ko_func_end(o, NULL);
	cr_assert_not_null(fn, "%s", ko_errmsg(o));
	uint64_t got[64], want[64];
	for (int k = 0; k < 64; k++)
		got[k] = want[k] = 0x0123456789abcdefull * (uint64_t)(k + 1);
	uint64_t argv[1] = {(uint64_t)(uintptr_t)want}, ret;
	cr_assert_eq(ko_interp(o, argv, &ret), 0, "%s", ko_errmsg(o));
	uint64_t r = fn(got);
	cr_assert_eq(r, ret, "compiled %#" PRIx64 ", interpreter %#" PRIx64, r, ret);
	for (int k = 0; k < 64; k++)
		cr_assert_eq(got[k], want[k], "word %d: compiled %#" PRIx64 ", interpreter %#" PRIx64, k, got[k], want[k]);
	kl_code_free((void *)fn);
	ko_func_delete(o);
}

/* compile o for x86-64 with these passes (any host) and return the lines of the code */
static const struct ko_line *x86_lines(ko_func *o, unsigned passes, size_t *n)
{
	kl_func *f = kl_func_new_target("x86_64");
	cr_assert_not_null(f);
	ko_func_set_passes(o, passes);
	cr_assert_eq(ko_func_emit(o, f), 0, "%s", ko_errmsg(o));
	kl_func_abort(f);
	kl_func_delete(f);
	return ko_func_lines(o, n);
}

/* An operation with a memory operand, w = v ^ [p + d], takes v's register where v dies there:
 * on x86-64 `xor v, [p + d]` in place, with no copy of v first (allocator hints, alloc.c).  Six
 * values made from the arguments, each xored with a word of the table and all added at the end:
 * every such line writes its first operand's register. */
Test(opt_quality, memory_operand_in_its_operands_register)
{
	ko_func *o = ko_func_new();
	ko_reg a[3];
	ko_func_begin(o, "%p%ul%ul", a, KL_LEAF);
	ko_reg v[6], w[6], s = ko_reg_new(o, KL_UL), t = ko_reg_new(o, KL_UL);
	for (int k = 0; k < 6; k++) {
		v[k] = ko_reg_new(o, KL_UL);
		w[k] = ko_reg_new(o, KL_UL);
		ko_mululi(o, v[k], a[1 + k % 2], 2 * k + 3);
	}
	for (int k = 0; k < 6; k++) {
		ko_lduli(o, t, a[0], 8 * k);
		ko_xorul(o, w[k], v[k], t);
	}
	ko_addul(o, s, w[0], w[1]);
	for (int k = 2; k < 6; k++)
		ko_addul(o, s, s, w[k]);
	ko_retul(o, s);
	size_t n;
	const struct ko_line *l = x86_lines(o, KO_DEFAULT | KO_VERIFY, &n);
	int lops = 0, apart = 0;
	for (size_t k = 0; k < n; k++)
		if (kl_opinfo[l[k].insn.op].shape == KL_SH_LOP) {
			lops++;
			apart += l[k].insn.rd != l[k].insn.rs1;
		}
	cr_expect_eq(lops, 6, "%d operations with a memory operand", lops);
	cr_expect_eq(apart, 0, "%d of them write another register than their first operand's", apart);
	/* and it computes what the interpreter does */
	uint64_t tab[6] = {1, 0x8000000000000000ull, 0xdeadbeef, 7, 0x0123456789abcdefull, ~0ull};
	uint64_t (*fn)(const uint64_t *, uint64_t, uint64_t) = (uint64_t(*)(const uint64_t *, uint64_t, uint64_t))ko_func_end(o, NULL);
	cr_assert_not_null(fn, "%s", ko_errmsg(o));
	uint64_t argv[3] = {(uint64_t)(uintptr_t)tab, 0x1234567, 0xfedcba9876543210ull}, want;
	cr_assert_eq(ko_interp(o, argv, &want), 0, "%s", ko_errmsg(o));
	cr_expect_eq(fn(tab, argv[1], argv[2]), want);
	kl_code_free((void *)fn);
	ko_func_delete(o);
}

/* x86-64's high multiply needs rax and rdx: the allocators keep nothing else in them across it
 * (alloc.c, ko__clobbers), so it is a mov, a mul and a mov at most (9 bytes), not rax and rdx
 * pushed and popped around it.  Eight values live across four high multiplies, both allocators,
 * and the result agrees with the interpreter. */
Test(opt_quality, high_multiply_without_saves)
{
	for (int color = 0; color < 2; color++) {
		ko_func *o = ko_func_new();
		ko_reg a[2];
		ko_func_begin(o, "%ul%ul", a, KL_LEAF);
		ko_reg v[8], h = ko_reg_new(o, KL_UL), s = ko_reg_new(o, KL_UL);
		for (int k = 0; k < 8; k++) {
			v[k] = ko_reg_new(o, KL_UL);
			ko_mululi(o, v[k], a[k % 2], 0x9e3779b97f4a7c15ll + k);
		}
		ko_movul(o, s, a[0]);
		for (int k = 0; k < 4; k++) {
			ko_emit(o, &(kl_insn){.op = KL_OP_mulhul, .rd = h, .rs1 = v[k], .rs2 = v[7 - k]});
			ko_xorul(o, s, s, h);
		}
		for (int k = 0; k < 8; k++)
			ko_addul(o, s, s, v[k]);
		ko_retul(o, s);
		size_t n;
		const struct ko_line *l = x86_lines(o, KO_DEFAULT | KO_VERIFY | (color ? KO_COLOR : 0), &n);
		int mulh = 0;
		for (size_t k = 0; k < n; k++)
			if (kl_opinfo[l[k].insn.op].name == KL_N_mulh) {
				mulh++;
				cr_expect_leq(l[k].to - l[k].from, 9u, "%s: a high multiply of %u bytes", color ? "colouring" : "linear scan",
					      l[k].to - l[k].from);
			}
		cr_expect_eq(mulh, 4);
		uint64_t (*fn)(uint64_t, uint64_t) = (uint64_t(*)(uint64_t, uint64_t))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s", ko_errmsg(o));
		uint64_t argv[2] = {0x0123456789abcdefull, 0xfedcba9876543211ull}, want;
		cr_assert_eq(ko_interp(o, argv, &want), 0, "%s", ko_errmsg(o));
		cr_expect_eq(fn(argv[0], argv[1]), want);
		kl_code_free((void *)fn);
		ko_func_delete(o);
	}
}

/* A chain of adds with carry on one carry register: on x86-64 each link takes the carry from the
 * flag the one before left (no bt, setc, movzx between them), so the four limbs of a 256-bit
 * addition are one bt, four adc, one setc and movzx.  Both allocators; the sum and its carry
 * agree with the interpreter, carries propagating through every limb. */
Test(opt_quality, carry_chain_in_the_flag)
{
	for (int color = 0; color < 2; color++) {
		ko_func *o = ko_func_new();
		ko_reg a[2];
		ko_func_begin(o, "%p%p", a, KL_LEAF);
		ko_reg x[4], y[4], c = ko_reg_new(o, KL_UL), s = ko_reg_new(o, KL_UL);
		for (int k = 0; k < 4; k++) {
			x[k] = ko_reg_new(o, KL_UL);
			y[k] = ko_reg_new(o, KL_UL);
			ko_lduli(o, x[k], a[0], 8 * k);
			ko_lduli(o, y[k], a[1], 8 * k);
		}
		ko_setul(o, c, 0);
		for (int k = 0; k < 4; k++)
			ko_emit(o, &(kl_insn){.op = KL_OP_addcul, .rd = x[k], .rs1 = x[k], .rs2 = y[k], .rs3 = c});
		for (int k = 0; k < 4; k++)
			ko_stuli(o, x[k], a[0], 8 * k);
		ko_movul(o, s, c);
		ko_retul(o, s);
		size_t n, bytes = 0;
		const struct ko_line *l = x86_lines(o, KO_DEFAULT | KO_VERIFY | (color ? KO_COLOR : 0), &n);
		int carries = 0;
		for (size_t k = 0; k < n; k++)
			if (kl_opinfo[l[k].insn.op].shape == KL_SH_CARRY) {
				carries++;
				bytes += l[k].to - l[k].from;
			}
		cr_expect_eq(carries, 4);
		/* bt (5 bytes), four adc (3 each), setc (4) and movzx (4), plus at most two copies */
		cr_expect_leq(bytes, 5u + 12 + 8 + 6, "%s: %zu bytes of adds with carry", color ? "colouring" : "linear scan", bytes);
		uint64_t (*fn)(uint64_t *, const uint64_t *) = (uint64_t(*)(uint64_t *, const uint64_t *))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s", ko_errmsg(o));
		static const uint64_t ins[3][2][4] = {
			{{~0ull, ~0ull, ~0ull, ~0ull}, {1, 0, 0, 0}},
			{{~0ull, 5, ~0ull, 0x8000000000000000ull}, {1, ~0ull, 0, 0x8000000000000000ull}},
			{{1, 2, 3, 4}, {5, 6, 7, 8}},
		};
		for (int t = 0; t < 3; t++) {
			uint64_t got[4], want[4], b[4];
			memcpy(got, ins[t][0], sizeof got);
			memcpy(want, ins[t][0], sizeof want);
			memcpy(b, ins[t][1], sizeof b);
			uint64_t argv[2] = {(uint64_t)(uintptr_t)want, (uint64_t)(uintptr_t)b}, wc;
			cr_assert_eq(ko_interp(o, argv, &wc), 0, "%s", ko_errmsg(o));
			uint64_t gc = fn(got, b);
			cr_expect_eq(gc, wc, "case %d: carry out %" PRIu64 ", interpreter %" PRIu64, t, gc, wc);
			cr_expect_arr_eq(got, want, sizeof got, "case %d: the sum", t);
		}
		kl_code_free((void *)fn);
		ko_func_delete(o);
	}
}

/* A 128-bit product written as its high and low halves (the language's (uint128) rdx rax = a * b):
 * on x86-64 the high multiply's result goes to rdx and the low half is taken from rax, where the
 * same mul left it, instead of a second multiply (emit.c, ko__low_half): at most a 3-byte move.
 * 64 and 32 bits, against the interpreter. */
Test(opt_quality, low_half_of_the_same_product)
{
	for (int wide = 0; wide < 2; wide++) {
		ko_func *o = ko_func_new();
		ko_reg a[2];
		ko_func_begin(o, "%ul%ul", a, KL_LEAF);
		int t = wide ? KL_UL : KL_U;
		ko_reg x = ko_reg_new(o, t), y = ko_reg_new(o, t), hi = ko_reg_new(o, t), lo = ko_reg_new(o, t),
		       s = ko_reg_new(o, KL_UL), u = ko_reg_new(o, KL_UL);
		uint16_t narrow = (uint16_t)(wide ? kl_opcode_find(KL_N_mov, KL_UL, KL_V, 0) : kl_opcode_find(KL_N_cv, KL_UL, t, 0));
		uint16_t widen = (uint16_t)(wide ? kl_opcode_find(KL_N_mov, KL_UL, KL_V, 0) : kl_opcode_find(KL_N_cv, t, KL_UL, 0));
		ko_emit(o, &(kl_insn){.op = narrow, .rd = x, .rs1 = a[0]});
		ko_emit(o, &(kl_insn){.op = narrow, .rd = y, .rs1 = a[1]});
		ko_emit(o, &(kl_insn){.op = (uint16_t)kl_opcode_find(KL_N_mulh, t, KL_V, 0), .rd = hi, .rs1 = x, .rs2 = y});
		ko_emit(o, &(kl_insn){.op = (uint16_t)kl_opcode_find(KL_N_mul, t, KL_V, 0), .rd = lo, .rs1 = x, .rs2 = y});
		ko_emit(o, &(kl_insn){.op = widen, .rd = s, .rs1 = hi});
		ko_emit(o, &(kl_insn){.op = widen, .rd = u, .rs1 = lo});
		ko_xorul(o, s, s, u);
		ko_addul(o, s, s, u);
		ko_retul(o, s);
		size_t n;
		const struct ko_line *l = x86_lines(o, KO_DEFAULT | KO_VERIFY, &n);
		int muls = 0;
		for (size_t k = 0; k < n; k++)
			if (kl_opinfo[l[k].insn.op].name == KL_N_mul && kl_opinfo[l[k].insn.op].shape == KL_SH_BIN) {
				muls++;
				cr_expect_leq(l[k].to - l[k].from, 3u, "%d bits: the low half in %u bytes", wide ? 64 : 32,
					      l[k].to - l[k].from);
			}
		cr_expect_eq(muls, 1);
		uint64_t (*fn)(uint64_t, uint64_t) = (uint64_t(*)(uint64_t, uint64_t))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s", ko_errmsg(o));
		static const uint64_t ins[3][2] = {{~0ull, ~0ull}, {0x0123456789abcdefull, 0xfedcba9876543211ull}, {3, 0x8000000000000001ull}};
		for (int k = 0; k < 3; k++) {
			uint64_t argv[2] = {ins[k][0], ins[k][1]}, want;
			cr_assert_eq(ko_interp(o, argv, &want), 0, "%s", ko_errmsg(o));
			cr_expect_eq(fn(ins[k][0], ins[k][1]), want, "%d bits, case %d", wide ? 64 : 32, k);
		}
		kl_code_free((void *)fn);
		ko_func_delete(o);
	}
}
