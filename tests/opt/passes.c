/* passes.c -- each pass of the optimizing tier on small inputs, showing it does what it claims
 * (read back through ko_func_lines and ko_func_stats), the statistics, and bad use answered with
 * an error code and a message. */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <string.h>

#include <kiln/opt.h>

#include "koprog.h"

typedef long (*fn2)(long, long);

static int nint(void)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	return ti->ntemps + ti->nvars;
}

/* lines of the last compilation with opcode op (and origin, or -1 for any) */
static int count(const ko_func *o, int op, int origin)
{
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	int c = 0;
	for (size_t k = 0; k < n; k++)
		c += l[k].insn.op == op && (origin < 0 || l[k].origin == origin);
	return c;
}

/* lines that came from record rec */
static int from_record(const ko_func *o, int32_t rec)
{
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	int c = 0;
	for (size_t k = 0; k < n; k++)
		c += l[k].rec == rec;
	return c;
}

/* register moves to themselves */
static int self_moves(const ko_func *o)
{
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	int c = 0;
	for (size_t k = 0; k < n; k++)
		c += kl_opinfo[l[k].insn.op].name == KL_N_mov && kl_opinfo[l[k].insn.op].shape == KL_SH_UN &&
		     l[k].insn.rd == l[k].insn.rs1;
	return c;
}

static void *compile(ko_func *o, unsigned passes)
{
	ko_func_set_passes(o, passes | KO_VERIFY);
	void *code = ko_func_end(o, NULL);
	cr_assert_not_null(code, "passes %#x: %s", passes, ko_errmsg(o));
	return code;
}

/* compiled and interpreted agree on (x, y) */
static long run2(ko_func *o, void *code, long x, long y)
{
	uint64_t argv[2] = {(uint64_t)x, (uint64_t)y}, want;
	cr_assert_eq(ko_interp(o, argv, &want), 0, "%s", ko_errmsg(o));
	long got = ((fn2)code)(x, y);
	cr_assert_eq((uint64_t)got, want, "f(%ld, %ld): compiled %ld, interpreter %ld", x, y, got, (long)want);
	return got;
}

/* ---- cleanups --------------------------------------------------------------------------------- */
Test(opt_clean, constant_into_immediate)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg c = ko_reg_new(o, KL_L), d = ko_reg_new(o, KL_L), e = ko_reg_new(o, KL_L);
	ko_setl(o, c, 5);          /* record 0 */
	ko_addl(o, d, a[0], c);    /* record 1: addli d, a0, 5 */
	ko_subl(o, e, d, c);       /* record 2: subli e, d, 5 */
	ko_mull(o, e, c, e);       /* record 3: commutes: mulli e, e, 5 */
	ko_retl(o, e);
	void *code = compile(o, KO_CLEAN);
	cr_assert_eq(count(o, KL_OP_addli, -1), 1, "addl with a constant became addli");
	cr_assert_eq(count(o, KL_OP_subli, -1), 1);
	cr_assert_eq(count(o, KL_OP_mulli, -1), 1);
	cr_assert_eq(count(o, KL_OP_addl, -1) + count(o, KL_OP_subl, -1) + count(o, KL_OP_mull, -1), 0);
	cr_assert_eq(from_record(o, 0), 0, "the setl is dead once folded");
	struct ko_stats st;
	ko_func_stats(o, &st);
	cr_assert_geq(st.removed, 1);
	cr_assert_eq(run2(o, code, 10, 0), 50);
	kl_code_free(code);
	/* without the pass, the register forms stay */
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	c = ko_reg_new(o, KL_L);
	d = ko_reg_new(o, KL_L);
	ko_setl(o, c, 5);
	ko_addl(o, d, a[0], c);
	ko_retl(o, d);
	code = compile(o, 0);
	cr_assert_eq(count(o, KL_OP_addl, -1), 1);
	cr_assert_eq(run2(o, code, 10, 0), 15);
	kl_code_free(code);
	ko_func_delete(o);
}

/* an operation with its identity (a constant 0 xored, added, or'ed, subtracted or shifted by; 1
 * multiplied by; all ones and'ed with) is a copy, and the copy goes: no instruction is left of
 * records 1-7, whether the constant came as a register or as an immediate */
Test(opt_clean, identity_operations_are_copies)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg z = ko_reg_new(o, KL_L), one = ko_reg_new(o, KL_L), v[8];
	for (int k = 0; k < 8; k++)
		v[k] = ko_reg_new(o, KL_L);
	ko_setl(o, z, 0);              /* record 0 */
	ko_xorl(o, v[0], z, a[0]);     /* record 1: 0 ^ a0 */
	ko_addl(o, v[1], v[0], z);     /* record 2 */
	ko_orli(o, v[2], v[1], 0);     /* record 3 */
	ko_lshl(o, v[3], v[2], z);     /* record 4 */
	ko_setl(o, one, 1);            /* record 5 */
	ko_mull(o, v[4], one, v[3]);   /* record 6 */
	ko_andli(o, v[5], v[4], -1);   /* record 7 */
	ko_addl(o, v[6], v[5], a[1]);  /* record 8: the one operation left */
	ko_retl(o, v[6]);
	void *code = compile(o, KO_CLEAN);
	for (int32_t r = 0; r <= 7; r++)
		cr_assert_eq(from_record(o, r), 0, "record %d left an instruction", r);
	cr_assert_eq(run2(o, code, 40, 2), 42);
	cr_assert_eq(run2(o, code, -7, 0x100000000l), 0xffffffffl - 6);
	kl_code_free(code);
	/* 32 bits: and with 0xffffffff is the identity, and with 0xffff is not */
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg w = ko_reg_new(o, KL_U), x = ko_reg_new(o, KL_U), y = ko_reg_new(o, KL_U), r = ko_reg_new(o, KL_UL);
	ko_cvl2u(o, w, a[0]);
	ko_andui(o, x, w, 0xffffffff); /* record 1 */
	ko_andui(o, y, x, 0xffff);     /* record 2 */
	ko_cvu2ul(o, r, y);
	ko_retul(o, r);
	code = compile(o, KO_CLEAN);
	cr_assert_eq(from_record(o, 1), 0, "and with every bit of 32 left an instruction");
	cr_assert_geq(from_record(o, 2), 1, "and with 0xffff is an operation");
	cr_assert_eq(run2(o, code, 0x123456789l, 0), 0x6789);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_clean, constant_branch_and_store)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	int off = ko_local(o, KL_L);
	ko_reg c = ko_reg_new(o, KL_L), z = ko_reg_new(o, KL_L), r = ko_reg_new(o, KL_L);
	kl_label l = ko_label_new(o);
	ko_setl(o, c, 7);
	ko_setl(o, z, off);
	ko_stl(o, a[1], KO_LP, z);   /* stl with a constant offset: stli */
	ko_bltl(o, c, a[0], l);      /* 7 < a0 is a0 > 7: bgtli a0, 7 */
	ko_retl(o, c);               /* retli 7 */
	ko_label_place(o, l);
	ko_ldli(o, r, KO_LP, off);
	ko_retl(o, r);
	void *code = compile(o, KO_CLEAN);
	cr_assert_eq(count(o, KL_OP_bgtli, -1), 1);
	cr_assert_eq(count(o, KL_OP_stli, KO_ORIG_CODE), 1);
	cr_assert_eq(count(o, KL_OP_retli, -1), 1);
	cr_assert_eq(count(o, KL_OP_setl, -1), 0);
	cr_assert_eq(run2(o, code, 3, 99), 7);
	cr_assert_eq(run2(o, code, 8, 99), 99);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_clean, copies_and_dead_code)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg b = ko_reg_new(o, KL_L), d = ko_reg_new(o, KL_L), dead = ko_reg_new(o, KL_L);
	ko_movl(o, b, a[0]);       /* record 0: a copy, used through a[0] instead */
	ko_mull(o, dead, a[0], a[1]); /* record 1: never read */
	ko_addl(o, d, b, b);       /* record 2: addl d, a0, a0 */
	ko_retl(o, d);
	void *code = compile(o, KO_CLEAN);
	cr_assert_eq(from_record(o, 0), 0, "the copy is gone");
	cr_assert_eq(from_record(o, 1), 0, "the dead multiplication is gone");
	cr_assert_eq(count(o, KL_OP_mull, -1), 0);
	struct ko_stats st;
	ko_func_stats(o, &st);
	cr_assert_geq(st.removed, 2);
	cr_assert_eq(run2(o, code, 21, 5), 42);
	kl_code_free(code);
	ko_func_delete(o);
}

/* ---- peephole --------------------------------------------------------------------------------- */
Test(opt_peep, self_move_removed)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	for (int peep = 0; peep < 2; peep++) {
		ko_func_begin(o, "%l%l", a, KL_LEAF);
		ko_reg b = ko_reg_new(o, KL_L);
		ko_movl(o, b, a[0]); /* linear scan gives b a0's register: mov r, r */
		ko_retl(o, b);
		void *code = compile(o, peep ? KO_PEEP : 0);
		if (peep)
			cr_assert_eq(self_moves(o), 0, "the move of a register to itself is removed");
		else
			cr_assert_geq(self_moves(o), 1, "without the peephole the allocator leaves mov r, r");
		cr_assert_eq(run2(o, code, 41, 0), 41);
		kl_code_free(code);
	}
	ko_func_delete(o);
}

Test(opt_peep, compare_and_branch_fused)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg t = ko_reg_new(o, KL_L), u = ko_reg_new(o, KL_L);
	kl_label same = ko_label_new(o), zero = ko_label_new(o);
	ko_subl(o, t, a[0], a[1]);
	ko_beqli(o, t, 0, same); /* sub then branch on zero: beql a0, a1 */
	ko_notl(o, u, a[0]);
	ko_bneli(o, u, 0, zero); /* not then branch on nonzero: beqli a0, 0 */
	ko_retli(o, 1);
	ko_label_place(o, same);
	ko_retli(o, 2);
	ko_label_place(o, zero);
	ko_retli(o, 3);
	void *code = compile(o, KO_PEEP);
	cr_assert_eq(count(o, KL_OP_subl, -1), 0, "the subtraction is fused into the branch");
	cr_assert_eq(count(o, KL_OP_notl, -1), 0, "the not is fused into the branch");
	cr_assert_eq(count(o, KL_OP_beql, -1), 1);
	cr_assert_eq(count(o, KL_OP_beqli, -1), 1);
	cr_assert_eq(run2(o, code, 5, 5), 2);
	cr_assert_eq(run2(o, code, 0, 5), 3);
	cr_assert_eq(run2(o, code, 4, 5), 1);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_peep, fusion_keeps_a_live_result)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg t = ko_reg_new(o, KL_L);
	kl_label l = ko_label_new(o);
	ko_subl(o, t, a[0], a[1]);
	ko_bneli(o, t, 0, l);
	ko_retli(o, 100);
	ko_label_place(o, l);
	ko_retl(o, t); /* t is read after the branch: no fusion */
	void *code = compile(o, KO_PEEP);
	cr_assert_eq(count(o, KL_OP_subl, -1), 1);
	cr_assert_eq(run2(o, code, 9, 4), 5);
	cr_assert_eq(run2(o, code, 4, 4), 100);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_peep, addressing_and_three_operand_forms)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	long buf[4] = {10, 20, 30, 40};
	ko_func_begin(o, "%p%l", a, KL_LEAF);
	ko_reg t = ko_reg_new(o, KL_P), v = ko_reg_new(o, KL_L), w = ko_reg_new(o, KL_L);
	ko_addpi(o, t, a[0], 16);
	ko_ldli(o, v, t, 8); /* ldli v, a0, 24 */
	ko_movl(o, w, v);
	ko_addl(o, w, w, a[1]); /* mov then add: addl w, v, a1 (lea on x86-64) */
	ko_xorl(o, w, w, v);    /* v stays live: w needs a register of its own */
	ko_retl(o, w);
	void *code = compile(o, KO_PEEP);
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	int ld24 = 0, three = 0;
	for (size_t k = 0; k < n; k++) {
		ld24 += l[k].insn.op == KL_OP_ldli && l[k].insn.imm == 24;
		three += l[k].insn.op == KL_OP_addl && l[k].insn.rd != l[k].insn.rs1 && l[k].insn.rd != l[k].insn.rs2;
	}
	cr_assert_eq(count(o, KL_OP_addpi, -1), 0, "the address addition is folded into the load");
	cr_assert_eq(ld24, 1);
	cr_assert_eq(count(o, KL_OP_movl, -1), 0, "the move is folded into the addition");
	cr_assert_eq(three, 1);
	uint64_t argv[2] = {(uint64_t)(uintptr_t)buf, 2}, want;
	cr_assert_eq(ko_interp(o, argv, &want), 0);
	long got = ((long (*)(long *, long))code)(buf, 2);
	cr_assert_eq(got, 42 ^ 40);
	cr_assert_eq((uint64_t)got, want);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_peep, constant_into_immediate_after_allocation)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg c = ko_reg_new(o, KL_L), d = ko_reg_new(o, KL_L);
	ko_setl(o, c, 3);
	ko_lshl(o, d, a[0], c); /* lshli d, a0, 3 */
	ko_retl(o, d);
	void *code = compile(o, KO_PEEP); /* the cleanups are off: the peephole folds it */
	cr_assert_eq(count(o, KL_OP_lshli, -1), 1);
	cr_assert_eq(count(o, KL_OP_setl, -1), 0);
	cr_assert_eq(run2(o, code, 5, 0), 40);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_peep, reload_forwarded)
{
	ko_func *o = ko_func_new();
	int n = 3 * nint();
	struct ko_stats with, without;
	long r[2];
	for (int peep = 0; peep < 2; peep++) {
		koprog_kernel(o, n, 2);
		void *code = compile(o, KO_COLOR | (peep ? KO_PEEP : 0));
		r[peep] = run2(o, code, 0x1234567, -99);
		ko_func_stats(o, peep ? &with : &without);
		kl_code_free(code);
	}
	cr_assert_eq(r[0], r[1]);
	cr_assert_gt(without.reloads, 0);
	cr_assert_lt(with.reloads, without.reloads, "reloads of values still in registers are forwarded (%u, %u)",
		     with.reloads, without.reloads);
	cr_assert_leq(with.spill_stores, without.spill_stores);
	ko_func_delete(o);
}

/* x86-64: a reload read once, by an operation writing its other operand (a ^= r, r dead), is that
 * operation's memory operand (xor a, [rsp + d]); KO_NOFUSE_MEM keeps them apart.  Counted as
 * reloads (and folded) in the statistics; the code agrees with the interpreter either way. */
Test(opt_peep, reloads_folded_into_operations)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	int x86 = strcmp(kl_target_name(), "x86_64") == 0, ni = nint();
	ko_func *o = ko_func_new();
	uint32_t folded = 0;
	/* straight-line kernels: the fold is the only difference KO_NOFUSE_MEM makes (no loads) */
	for (int n = ni; n <= 4 * ni; n += ni) {
		struct ko_stats st[2];
		long r[2];
		for (int off = 0; off < 2; off++) {
			koprog_kernel(o, n, 3);
			void *code = compile(o, KO_DEFAULT | (off ? KO_NOFUSE_MEM : 0));
			r[off] = run2(o, code, 0x5eed1234567, -77);
			ko_func_stats(o, &st[off]);
			size_t nl;
			const struct ko_line *l = ko_func_lines(o, &nl);
			uint32_t lops = 0;
			for (size_t k = 0; k < nl; k++)
				if (kl_opinfo[l[k].insn.op].shape == KL_SH_LOP) {
					cr_assert_eq(l[k].insn.rs2, (uint32_t)ti->lp, "line %zu: the frame is the base", k);
					cr_assert_eq(l[k].insn.rd, l[k].insn.rs1, "line %zu: the operation writes its other operand", k);
					cr_assert_eq(l[k].origin, KO_ORIG_CODE);
					lops++;
				}
			cr_assert_eq(lops, st[off].folded, "%d values: %u memory operands, %u folded", n, lops, st[off].folded);
			kl_code_free(code);
		}
		cr_assert_eq(r[0], r[1], "%d values", n);
		cr_assert_eq(st[1].folded, 0u);
		cr_assert_eq(st[0].reloads, st[1].reloads, "a folded reload is still a reload");
		cr_assert_eq(st[0].spill_stores, st[1].spill_stores);
		cr_assert_eq(st[0].insns + st[0].folded, st[1].insns, "%d values: one instruction fewer a fold", n);
		folded += st[0].folded;
	}
	if (x86)
		cr_assert_gt(folded, 0, "no reload folded");
	else
		cr_assert_eq(folded, 0u, "only x86-64 has the memory operands");
	/* random programs with branches and loops, spilling: both forms agree with the interpreter */
	for (uint64_t seed = 1; seed <= 40; seed++) {
		struct koprog_shape sh = {.n64 = 2 * ni, .n32 = ni, .nd = 2, .segments = 3, .calls = 0};
		for (int off = 0; off < 2; off++) {
			cr_assert_eq(koprog_make(o, seed, &sh), 0, "seed %" PRIu64 ": %s", seed, ko_errmsg(o));
			void *code = compile(o, (off ? KO_NOFUSE_MEM : 0) | KO_DEFAULT | (seed & 1 ? KO_COLOR : 0));
			cr_assert(koprog_check(o, code, seed, stderr), "seed %" PRIu64 ", fold %s", seed, off ? "off" : "on");
			kl_code_free(code);
		}
	}
	ko_func_delete(o);
}

/* the spill slots in the frame by how often spill code reaches them: the most first (on x86-64 the
 * first 16 take one-byte offsets) */
Test(opt_peep, busiest_spill_slots_first)
{
	ko_func *o = ko_func_new();
	koprog_kernel(o, 4 * nint(), 4);
	void *code = compile(o, KO_DEFAULT);
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	enum { MAXOFF = 4096 };
	static uint32_t at[MAXOFF / 8];
	memset(at, 0, sizeof at);
	int64_t lo = INT64_MAX, hi = INT64_MIN;
	uint32_t lp = (uint32_t)kl_target_info(NULL)->lp;
	for (size_t k = 0; k < n; k++)
		if (l[k].origin == KO_ORIG_SPILL || l[k].origin == KO_ORIG_RELOAD ||
		    (kl_opinfo[l[k].insn.op].shape == KL_SH_LOP && l[k].insn.rs2 == lp)) { /* folded reloads too */
			int64_t off = l[k].insn.imm;
			cr_assert(off >= 0 && off < MAXOFF && off % 8 == 0, "offset %" PRId64, off);
			at[off / 8]++;
			lo = off < lo ? off : lo;
			hi = off > hi ? off : hi;
		}
	cr_assert_lt(lo, hi, "the kernel spills to more than one slot");
	for (int64_t off = lo; off + 8 <= hi; off += 8)
		cr_assert_geq(at[off / 8], at[off / 8 + 1], "offset %" PRId64 ": %u accesses, the next %u", off, at[off / 8],
			      at[off / 8 + 1]);
	cr_assert_eq(run2(o, code, 3, 4), run2(o, code, 3, 4));
	kl_code_free(code);
	ko_func_delete(o);
}

/* ---- graph colouring ---------------------------------------------------------------------------- */
Test(opt_color, copy_coalesced)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg x = ko_reg_new(o, KL_L), y = ko_reg_new(o, KL_L), z = ko_reg_new(o, KL_L);
	ko_mull(o, x, a[0], a[1]);
	ko_movl(o, y, x); /* record 1: x dies here: y and x can share a register */
	ko_addl(o, z, y, a[0]);
	ko_mull(o, z, z, y);
	ko_retl(o, z);
	void *code = compile(o, KO_COLOR);
	cr_assert_eq(from_record(o, 1), 0, "the copy is coalesced away");
	cr_assert_eq(self_moves(o), 0);
	struct ko_stats st;
	ko_func_stats(o, &st);
	cr_assert_geq(st.removed, 1);
	cr_assert_eq(run2(o, code, 3, 4), (3 * 4 + 3) * 12);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_color, spills_with_fewer_registers_than_values)
{
	ko_func *o = ko_func_new();
	int n = 3 * nint();
	koprog_kernel(o, n, 3);
	void *code = compile(o, KO_COLOR);
	struct ko_stats st;
	ko_func_stats(o, &st);
	cr_assert_geq(st.maxlive, (uint32_t)n, "maxlive %u, %d values live", st.maxlive, n);
	cr_assert_gt(st.spill_stores, 0);
	cr_assert_gt(st.reloads, 0);
	cr_assert_gt(st.frame, 0);
	double fr = ko_spill_fraction(&st);
	cr_assert(fr > 0 && fr < 1, "spill fraction %f", fr);
	for (long x = -3; x < 3; x++)
		run2(o, code, x * 0x10001, x ^ 0x5a5a);
	kl_code_free(code);
	ko_func_delete(o);
}

Test(opt_color, pinned_value_kept)
{
	/* a pinned value beside the allocator's: both allocators leave its register alone */
	const struct kl_target_info *ti = kl_target_info(NULL);
	ko_func *o = ko_func_new();
	for (int color = 0; color < 2; color++) {
		ko_reg a[2];
		ko_func_begin(o, "%l%l", a, KL_LEAF);
		ko_reg p = ko_reg_pin(o, ti->vars[0], KL_L);
		cr_assert_neq(p, 0, "%s", ko_errmsg(o));
		ko_movl(o, p, a[0]);
		ko_reg v[64];
		int n = 2 * nint();
		for (int k = 0; k < n; k++) {
			v[k] = ko_reg_new(o, KL_L);
			ko_mulli(o, v[k], a[1], k + 3);
		}
		for (int k = 0; k < n; k++)
			ko_addl(o, p, p, v[(k * 5) % n]);
		for (int k = 0; k < n; k++)
			ko_xorl(o, p, p, v[k]);
		ko_retl(o, p);
		void *code = compile(o, color ? KO_COLOR | KO_PEEP : KO_PEEP);
		run2(o, code, 77, 5);
		kl_code_free(code);
	}
	ko_func_delete(o);
}

/* ---- statistics ----------------------------------------------------------------------------------- */
Test(opt_stats, set_after_compiling)
{
	ko_func *o = ko_func_new();
	int n = 3 * nint();
	koprog_kernel(o, n, 1);
	/* no scheduling: the pressure-bounded scheduler may sink each definition to its use and
	 * need no spill at all (it does on AArch64), and spills are what this test counts */
	void *code = compile(o, KO_CLEAN | KO_PEEP);
	struct ko_stats st;
	ko_func_stats(o, &st);
	cr_assert_gt(st.insns, 0);
	cr_assert_geq(st.maxlive, (uint32_t)n);
	cr_assert_gt(st.spill_stores + st.reloads, 0);
	cr_assert_eq(st.nvregs, (uint32_t)(n + 2 + 2));
	double fr = ko_spill_fraction(&st);
	cr_assert(fr > 0 && fr < 1);
	cr_assert(fr == (double)(st.spill_stores + st.reloads + st.moves) / st.insns);
	kl_code_free(code);
	ko_func_delete(o);
}

/* ---- bad use ------------------------------------------------------------------------------------- */
Test(opt_errors, register_of_the_wrong_type)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg d = ko_reg_new(o, KL_D), r = ko_reg_new(o, KL_L);
	ko_addl(o, r, a[0], d);
	ko_retl(o, r);
	ko_func_set_passes(o, KO_DEFAULT | KO_COLOR);
	cr_assert_null(ko_func_end(o, NULL));
	cr_assert_eq(ko_error(o), KL_ERR_OPERAND);
	cr_assert(strstr(ko_errmsg(o), "(type d)") != NULL, "message: %s", ko_errmsg(o));
	ko_func_delete(o);
}

Test(opt_errors, use_before_definition)
{
	for (int color = 0; color < 2; color++) {
		ko_func *o = ko_func_new();
		ko_reg a[2];
		ko_func_begin(o, "%l%l", a, KL_LEAF);
		ko_reg x = ko_reg_new(o, KL_L), r = ko_reg_new(o, KL_L);
		ko_addl(o, r, a[0], x); /* x is never written */
		ko_retl(o, r);
		ko_func_set_passes(o, KO_DEFAULT | (color ? KO_COLOR : 0));
		cr_assert_null(ko_func_end(o, NULL));
		cr_assert_eq(ko_error(o), KL_ERR_OPERAND);
		cr_assert(strstr(ko_errmsg(o), "before any definition"), "message: %s", ko_errmsg(o));
		ko_func_delete(o);
	}
}

Test(opt_errors, more_pinned_registers_than_exist)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	int pinned = 0;
	for (int k = 0; k < ti->ntemps && !ko_error(o); k++)
		pinned += ko_reg_pin(o, ti->temps[k], KL_L) != 0;
	for (int k = 0; k < ti->nvars && !ko_error(o); k++)
		pinned += ko_reg_pin(o, ti->vars[k], KL_L) != 0;
	cr_assert_eq(ko_error(o), KL_ERR_REGS, "pinned %d of %d: %s", pinned, nint(), ko_errmsg(o));
	cr_assert_lt(pinned, nint());
	cr_assert(strstr(ko_errmsg(o), "ko_reg_pin"), "message: %s", ko_errmsg(o));
	cr_assert_null(ko_func_end(o, NULL), "the error is sticky");
	ko_func_delete(o);
}

Test(opt_errors, not_a_virtual_register)
{
	ko_func *o = ko_func_new();
	ko_reg a[2];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	ko_reg r = ko_reg_new(o, KL_L);
	ko_addl(o, r, a[0], 5000); /* no such virtual register */
	ko_retl(o, r);
	ko_func_set_passes(o, KO_DEFAULT | KO_COLOR);
	cr_assert_null(ko_func_end(o, NULL));
	cr_assert_eq(ko_error(o), KL_ERR_OPERAND);
	ko_func_delete(o);
}
