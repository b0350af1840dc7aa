/* fuse_alu.c -- KO_FUSE_ALU (src/opt/fuse_alu.c): each fusion happens where the target has the
 * instruction (AArch64: shifted register operands, bic), and every function computes what the
 * interpreter computes from its records, with the pass on and off, on every target (natively
 * and under qemu). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include <kiln/opt.h>

static int is_x86(void) { return strcmp(kl_target_name(), "x86_64") == 0; }
static int is_a64(void)
{
	return strcmp(kl_target_name(), "aarch64") == 0;
}
/* x86-64 with BMI1: kiln's host functions use andn there (kl_func_set_portable) */
static int is_bmi1(void)
{
#if defined(__x86_64__)
	return is_x86() && __builtin_cpu_supports("bmi");
#else
	return 0;
#endif
}

/* lines of the last compilation of a shape, or of a base operation name (-1: any) */
static int lines(const ko_func *o, int shape, int name)
{
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	int c = 0;
	for (size_t k = 0; k < n; k++)
		c += (shape < 0 || kl_opinfo[l[k].insn.op].shape == shape) &&
		     (name < 0 || kl_opinfo[l[k].insn.op].name == name);
	return c;
}

static uint64_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

typedef uint64_t (*fn3)(uint64_t, uint64_t, uint64_t);

/* the function takes and returns 32-bit values: arguments as the C convention passes them
 * (sign-extended: RISC-V relies on it), the low half of the result compared */
static int ret32;

/* compile o with passes, run it on random arguments (upper halves full of bits), compare with
 * ko_interp; what: the case, for messages */
static void agree(ko_func *o, unsigned passes, const char *what)
{
	ko_func_set_passes(o, passes | KO_VERIFY);
	fn3 f = (fn3)ko_func_end(o, NULL);
	cr_assert_not_null(f, "%s: %s", what, ko_errmsg(o));
	uint64_t s = 0x9E3779B97F4A7C15ull;
	for (int k = 0; k < 200; k++) {
		uint64_t a[3] = {rnd(&s), rnd(&s), rnd(&s)}, want = 0;
		if (k < 3)
			a[k] = 0;
		for (int j = 0; ret32 && j < 3; j++)
			a[j] = (uint64_t)(int64_t)(int32_t)a[j];
		cr_assert_eq(ko_interp(o, a, &want), 0, "%s: interpreter: %s", what, ko_errmsg(o));
		uint64_t got = f(a[0], a[1], a[2]);
		if (ret32)
			got = (uint32_t)got, want = (uint32_t)want;
		cr_assert_eq(got, want, "%s (passes %#x): f(%#llx, %#llx, %#llx) = %#llx, the interpreter says %#llx",
			     what, passes, (unsigned long long)a[0], (unsigned long long)a[1], (unsigned long long)a[2],
			     (unsigned long long)got, (unsigned long long)want);
	}
}

/* d = a OP (b SHIFT n) written as two records, 32- or 64-bit; kind 4 is rotl */
static void shift_then_op(ko_func *o, int w, int op, int kind, unsigned n)
{
	ko_reg a[3];
	ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
	int t = w ? KL_UL : KL_U;
	ko_reg x = ko_reg_new(o, t), y = ko_reg_new(o, t), s = ko_reg_new(o, t), d = ko_reg_new(o, t);
	kl_insn in = {0};
	in.op = (uint16_t)kl_opcode_find(KL_N_cv, KL_UL, t, 0);
	if (!w) { /* narrow the arguments */
		in.rd = x, in.rs1 = a[0];
		ko_emit(o, &in);
		in.rd = y, in.rs1 = a[1];
		ko_emit(o, &in);
	} else {
		x = a[0], y = a[1];
	}
	static const int sname[] = {KL_N_lsh, KL_N_rsh, KL_N_rsh, KL_N_rotr, KL_N_rotl};
	int st = kind == 2 ? (w ? KL_L : KL_I) : t;
	kl_insn sh = {.op = (uint16_t)kl_opcode_find(sname[kind], st, KL_V, 1), .rd = s, .rs1 = y, .imm = n};
	ko_emit(o, &sh);
	static const int oname[] = {KL_N_add, KL_N_sub, KL_N_and, KL_N_or, KL_N_xor};
	kl_insn bin = {.op = (uint16_t)kl_opcode_find(oname[op], t, KL_V, 0), .rd = d, .rs1 = x, .rs2 = s};
	ko_emit(o, &bin);
	if (!w) {
		ko_reg r = ko_reg_new(o, KL_UL);
		in.op = (uint16_t)kl_opcode_find(KL_N_cv, KL_U, KL_UL, 0);
		in.rd = r, in.rs1 = d;
		ko_emit(o, &in);
		ko_retul(o, r);
	} else {
		ko_retul(o, d);
	}
}

Test(opt_fuse_alu, shifted_operand_each_op_kind_width)
{
	ko_func *o = ko_func_new();
	static const unsigned amounts[] = {1, 2, 3, 7, 25, 31, 33, 63};
	for (int w = 0; w < 2; w++)
		for (int op = 0; op < 5; op++)
			for (int kind = 0; kind < 5; kind++)
				for (int ai = 0; ai < 8; ai++) {
					unsigned n = amounts[ai];
					if (!w && n >= 32)
						continue;
					char what[64];
					snprintf(what, sizeof what, "%d-bit op %d shift kind %d by %u", w ? 64 : 32, op,
						 kind, n);
					int fusible = is_a64() ? !(kind >= 3 && op < 2)
							       : is_x86() && op == 0 && kind == 0 && n <= 3;
					shift_then_op(o, w, op, kind, n);
					agree(o, KO_DEFAULT, what);
					cr_assert_eq(lines(o, KL_SH_SHIFTED, -1), fusible,
						     "%s: %d shifted-operand lines", what, lines(o, KL_SH_SHIFTED, -1));
					if (fusible)
						cr_assert_eq(lines(o, KL_SH_BIN, KL_N_lsh) +
								     lines(o, KL_SH_BIN, KL_N_rsh) +
								     lines(o, KL_SH_BIN, KL_N_rotl) +
								     lines(o, KL_SH_BIN, KL_N_rotr),
							     0, "%s: the shift is still there", what);
					shift_then_op(o, w, op, kind, n);
					agree(o, KO_DEFAULT & ~KO_FUSE_ALU, what);
					cr_assert_eq(lines(o, KL_SH_SHIFTED, -1), 0, "%s: fused with KO_FUSE_ALU off",
						     what);
				}
	ko_func_delete(o);
}

/* the language's (uint32) forms, as Salsa20's quarter step on 64-bit words: t = a + b;
 * (uint32) t <<<= 7; (uint32) x ^= t -- narrow, rotate, widen; 64-bit xor, narrow, widen */
static void salsa_step(ko_func *o)
{
	ko_reg a[3];
	ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
	ko_reg t = ko_reg_new(o, KL_UL), u = ko_reg_new(o, KL_U), v = ko_reg_new(o, KL_U), x = ko_reg_new(o, KL_UL);
	ko_addul(o, t, a[0], a[1]);
	ko_cvul2u(o, u, t);
	ko_rotlui(o, u, u, 7);
	ko_cvu2ul(o, t, u);
	ko_movul(o, x, a[2]);
	ko_xorul(o, x, x, t);
	ko_cvul2u(o, v, x);
	ko_cvu2ul(o, x, v);
	ko_retul(o, x);
}

Test(opt_fuse_alu, salsa_step_is_add_and_eor_ror)
{
	ko_func *o = ko_func_new();
	salsa_step(o);
	agree(o, KO_DEFAULT, "salsa step");
	size_t n;
	ko_func_lines(o, &n);
	if (is_a64()) {
		cr_assert_eq(lines(o, KL_SH_SHIFTED, KL_N_xorsh), 1, "no eor with a rotated operand");
		cr_assert_eq(lines(o, KL_SH_BIN, KL_N_rotl) + lines(o, KL_SH_BIN, KL_N_rotr), 0, "a rotate is left");
		cr_assert_eq(lines(o, KL_SH_CV, -1), 0, "a conversion is left");
	}
	salsa_step(o);
	agree(o, KO_DEFAULT & ~KO_FUSE_ALU, "salsa step, no fusion");
	ko_func_delete(o);
}

/* a rotate read by two xors (ChaCha20's rotated d, read by the next add and xor): both take it */
Test(opt_fuse_alu, rotate_into_two_readers)
{
	ko_func *o = ko_func_new();
	for (int pass = 0; pass < 2; pass++) {
		ko_reg a[3];
		ko_func_begin(o, "%u%u%u", a, KL_LEAF);
		ko_reg r = ko_reg_new(o, KL_U), p = ko_reg_new(o, KL_U), q = ko_reg_new(o, KL_U);
		ko_rotlui(o, r, a[0], 16);
		ko_xoru(o, p, a[1], r);
		ko_xoru(o, q, r, a[2]);
		ko_addu(o, p, p, q);
		ko_retu(o, p);
		ret32 = 1;
		agree(o, pass ? KO_DEFAULT & ~KO_FUSE_ALU : KO_DEFAULT, "rotate with two readers");
		ret32 = 0;
		if (is_a64() && !pass) {
			cr_assert_eq(lines(o, KL_SH_SHIFTED, KL_N_xorsh), 2);
			cr_assert_eq(lines(o, KL_SH_BIN, KL_N_rotl) + lines(o, KL_SH_BIN, KL_N_rotr), 0);
		}
	}
	ko_func_delete(o);
}

/* a shift with a reader that cannot take it (a multiplication) stays, and so does its add */
Test(opt_fuse_alu, shift_with_another_reader_kept)
{
	ko_func *o = ko_func_new();
	ko_reg a[3];
	ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
	ko_reg s = ko_reg_new(o, KL_UL), d = ko_reg_new(o, KL_UL);
	ko_lshuli(o, s, a[0], 3);
	ko_addul(o, d, a[1], s);
	ko_mulul(o, d, d, s);
	ko_retul(o, d);
	agree(o, KO_DEFAULT, "shift read by add and mul");
	cr_assert_eq(lines(o, KL_SH_SHIFTED, -1), 0);
	cr_assert_eq(lines(o, KL_SH_BIN, KL_N_lsh), 1);
	ko_func_delete(o);
}

static int is_rv(void) { return strcmp(kl_target_name(), "riscv64") == 0; }

/* ChaCha20's words: 64-bit variables of which only the low half means anything, rotated as 32-bit
 * values (narrow, rotate, widen).  end: 0 the result narrowed and returned as 32 bits (no upper
 * half is ever read), 1 shifted right by 40 first (the last rotate's upper half is read), 2 returned
 * as 64 bits (so is the last one's) */
static void rotate_words(ko_func *o, int end)
{
	ko_reg a[3];
	ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
	ko_reg x = ko_reg_new(o, KL_UL), u = ko_reg_new(o, KL_U), r = ko_reg_new(o, KL_U);
	ko_addul(o, x, a[0], a[1]);
	ko_cvul2u(o, u, x);
	ko_rotlui(o, u, u, 7);
	ko_cvu2ul(o, x, u);
	ko_xorul(o, x, x, a[2]);
	ko_addul(o, x, x, a[1]);
	ko_cvul2u(o, u, x);
	ko_rotlui(o, u, u, 12);
	ko_cvu2ul(o, x, u);
	ko_mulul(o, x, x, a[2]);
	ko_lshuli(o, x, x, 3);
	if (end == 1)
		ko_rshuli(o, x, x, 40);
	if (end == 2) {
		ko_retul(o, x);
		return;
	}
	ko_cvul2u(o, r, x);
	ko_retu(o, r);
}

/* the same word carried around a loop (its upper half is read after the loop when end is 1), and
 * through a frame slot, a stack variable of the language, in the loop (slot 1) */
static void rotate_words_loop(ko_func *o, int end, int slot)
{
	ko_reg a[3];
	ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
	ko_reg x = ko_reg_new(o, KL_UL), u = ko_reg_new(o, KL_U), r = ko_reg_new(o, KL_U), i = ko_reg_new(o, KL_UL);
	kl_label top = ko_label_new(o);
	int off = slot ? ko_local(o, KL_UL) : 0;
	ko_setul(o, i, 5);
	ko_movul(o, x, a[0]);
	if (slot)
		ko_stuli(o, x, KO_LP, off);
	ko_label_place(o, top);
	if (slot)
		ko_lduli(o, x, KO_LP, off);
	ko_cvul2u(o, u, x);
	ko_rotlui(o, u, u, 7);
	ko_cvu2ul(o, x, u);
	ko_xorul(o, x, x, a[1]);
	ko_addul(o, x, x, a[2]);
	if (slot)
		ko_stuli(o, x, KO_LP, off);
	ko_subuli(o, i, i, 1);
	ko_bneuli(o, i, 0, top);
	if (slot)
		ko_lduli(o, x, KO_LP, off);
	if (end == 1)
		ko_rshuli(o, x, x, 40);
	ko_cvul2u(o, r, x);
	ko_retu(o, r);
}

/* RISC-V 64: a 32-bit rotate of such a word reads it directly (the *w shifts read the low half)
 * and writes it sign-extended where nothing reads its upper half: no sext.w before it and no
 * zero-extension after; where the upper half is read the zero-extension stays.  AArch64: the
 * 64-bit xor of the first rotate, whose upper half nothing reads, becomes 32-bit and takes the
 * rotate (eor w, w, w, ror #n).  All targets agree with the interpreter, the pass on and off. */
Test(opt_fuse_alu, rotate_of_a_word_whose_upper_half_is_unread)
{
	ko_func *o = ko_func_new();
	for (int end = 0; end < 3; end++) {
		ret32 = end != 2;
		rotate_words(o, end);
		agree(o, KO_DEFAULT, "rotated words");
		int cv = lines(o, KL_SH_CV, -1), w = 0;
		size_t n;
		const struct ko_line *l = ko_func_lines(o, &n);
		for (size_t k = 0; k < n; k++)
			w += l[k].insn.op == KL_OP_cvu2ul;
		if (is_rv()) {
			/* the narrowings before the rotates go; so does each widening nothing reads the top of */
			cr_assert_eq(cv - w, end != 2, "end %d: %d narrowings (only the return's should stay)", end, cv - w);
			cr_assert_eq(w, end == 0 ? 0 : 1, "end %d: %d zero-extensions", end, w);
		}
		if (is_a64()) { /* the first rotate folds into the xor, made 32-bit: its upper half is unread */
			cr_assert_eq(lines(o, KL_SH_BIN, KL_N_rotl) + lines(o, KL_SH_BIN, KL_N_rotr), 1, "end %d", end);
			cr_assert_eq(lines(o, KL_SH_SHIFTED, KL_N_xorsh), 1, "end %d", end);
		}
		rotate_words(o, end);
		agree(o, KO_DEFAULT & ~KO_FUSE_ALU, "rotated words, no fusion");
		ret32 = 0;
	}
	for (int end = 0; end < 2; end++)
		for (int slot = 0; slot < 2; slot++) {
			ret32 = 1;
			rotate_words_loop(o, end, slot);
			agree(o, KO_DEFAULT, "rotated words in a loop");
			size_t n;
			const struct ko_line *l = ko_func_lines(o, &n);
			int w = 0;
			for (size_t k = 0; k < n; k++)
				w += l[k].insn.op == KL_OP_cvu2ul;
			if (is_rv())
				cr_assert_eq(w, end, "end %d, slot %d: %d zero-extensions", end, slot, w);
			rotate_words_loop(o, end, slot);
			agree(o, KO_DEFAULT & ~KO_FUSE_ALU, "rotated words in a loop, no fusion");
			ret32 = 0;
		}
	ko_func_delete(o);
}

/* a & ~b, a | ~b, a ^ ~b: bic, orn, eon on AArch64 (the complement goes); elsewhere the
 * complement stays an instruction of its own.  And one complement read by all three. */
Test(opt_fuse_alu, complement_into_and_or_xor)
{
	ko_func *o = ko_func_new();
	static const int names[] = {KL_N_and, KL_N_or, KL_N_xor}, fused[] = {KL_N_andn, KL_N_orn, KL_N_xorn};
	for (int k = 0; k < 3; k++)
		for (int w = 0; w < 2; w++) {
			ko_reg a[3];
			int t = w ? KL_UL : KL_U;
			ko_func_begin(o, w ? "%ul%ul%ul" : "%u%u%u", a, KL_LEAF);
			ko_reg c = ko_reg_new(o, t), d = ko_reg_new(o, t);
			kl_insn com = {.op = (uint16_t)kl_opcode_find(KL_N_com, t, KL_V, 0), .rd = c, .rs1 = a[1]};
			ko_emit(o, &com);
			/* the complement first (64 bits) or second (32) */
			kl_insn op = {.op = (uint16_t)kl_opcode_find(names[k], t, KL_V, 0), .rd = d, .rs1 = w ? c : a[0],
				      .rs2 = w ? a[0] : c};
			ko_emit(o, &op);
			if (w)
				ko_retul(o, d);
			else
				ko_retu(o, d);
			ret32 = !w;
			char what[32];
			snprintf(what, sizeof what, "%s %d", kl_opname(fused[k]), w ? 64 : 32);
			agree(o, KO_DEFAULT, what);
			ret32 = 0;
			int in = is_a64() || (is_bmi1() && k < 2); /* x86-64: andn, and andn and not */
			cr_assert_eq(lines(o, KL_SH_BIN, fused[k]), in, "%s lines", what);
			cr_assert_eq(lines(o, KL_SH_UN, KL_N_com), !in, "%s: com lines", what);
		}
	/* (a & ~b) ^ (a | ~b) ^ (c ^ ~b): every reader takes the complement */
	ko_reg a[3];
	ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
	ko_reg c = ko_reg_new(o, KL_UL), x = ko_reg_new(o, KL_UL), y = ko_reg_new(o, KL_UL), z = ko_reg_new(o, KL_UL);
	ko_comul(o, c, a[1]);
	ko_andul(o, x, a[0], c);
	ko_orul(o, y, a[0], c);
	ko_xorul(o, z, a[2], c);
	ko_xorul(o, x, x, y);
	ko_xorul(o, x, x, z);
	ko_retul(o, x);
	agree(o, KO_DEFAULT, "one complement, three readers");
	cr_assert_eq(lines(o, KL_SH_UN, KL_N_com), !is_a64(), "com lines");
	cr_assert_eq(lines(o, KL_SH_BIN, KL_N_orn), is_a64(), "orn lines");
	/* in place, as a loop's variable is (no webs, no cleanups to rename it): c = ~c, read by an
	 * and, then written over by an or that reads it -- the register keeps c, both readers
	 * complement it */
	ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
	c = ko_reg_new(o, KL_UL), x = ko_reg_new(o, KL_UL);
	ko_movul(o, c, a[1]);
	ko_comul(o, c, c);
	ko_andul(o, x, a[0], c);
	ko_orul(o, c, c, a[2]);
	ko_xorul(o, x, x, c);
	ko_retul(o, x);
	agree(o, KO_FUSE_ALU | KO_PEEP, "a complement in place");
	cr_assert_eq(lines(o, KL_SH_UN, KL_N_com), !is_a64(), "in place: com lines");
	cr_assert_eq(lines(o, KL_SH_BIN, KL_N_andn), is_a64(), "in place: andn lines");
	cr_assert_eq(lines(o, KL_SH_BIN, KL_N_orn), is_a64(), "in place: orn lines");
	ko_func_delete(o);
}

/* x86-64 with BMI1 (andn rd, b, a): a complement goes into its `and` readers, into all of them
 * when the others are one `or` at most (its or-not is andn and not); when it stays for other
 * readers, an `and` takes it only where the complemented value is read later anyway. */
Test(opt_fuse_alu, complement_into_andn_on_x86)
{
	ko_func *o = ko_func_new();
	ko_reg a[3];
	/* RECTANGLE's: read by an and and an or */
	ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
	ko_reg c = ko_reg_new(o, KL_UL), x = ko_reg_new(o, KL_UL), y = ko_reg_new(o, KL_UL);
	ko_comul(o, c, a[1]);
	ko_andul(o, x, a[0], c);
	ko_orul(o, y, a[2], c);
	ko_xorul(o, x, x, y);
	ko_xorul(o, x, x, a[0]);
	ko_retul(o, x);
	agree(o, KO_DEFAULT, "and and or readers");
	int bmi = is_bmi1(), in = bmi || is_a64();
	cr_assert_eq(lines(o, KL_SH_UN, KL_N_com), !in, "and, or: com lines");
	cr_assert_eq(lines(o, KL_SH_BIN, KL_N_andn), in, "and, or: andn lines");
	cr_assert_eq(lines(o, KL_SH_BIN, KL_N_orn), in, "and, or: orn lines");
	/* an and and an xor: on x86-64 the complement stays for the xor, and the and takes it
	 * only when b (a[1]) is read after it */
	for (int later = 0; later < 2; later++) {
		ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
		c = ko_reg_new(o, KL_UL), x = ko_reg_new(o, KL_UL), y = ko_reg_new(o, KL_UL);
		ko_comul(o, c, a[1]);
		ko_andul(o, x, a[0], c);
		ko_xorul(o, y, a[2], c);
		ko_xorul(o, x, x, y);
		if (later)
			ko_addul(o, x, x, a[1]);
		ko_xorul(o, x, x, a[0]);
		ko_retul(o, x);
		agree(o, KO_DEFAULT, later ? "and and xor readers, b read later" : "and and xor readers");
		cr_assert_eq(lines(o, KL_SH_UN, KL_N_com), !is_a64(), "and, xor: com lines");
		cr_assert_eq(lines(o, KL_SH_BIN, KL_N_andn), is_a64() || (bmi && later), "and, xor (%d): andn lines", later);
		cr_assert_eq(lines(o, KL_SH_BIN, KL_N_xorn), is_a64(), "and, xor: xorn lines");
	}
	ko_func_delete(o);
}

/* the extension's API on every target (AArch64's instruction, x86-64's through r11, RISC-V's
 * default lowering), against the interpreter, rd equal to each operand included */
Test(opt_fuse_alu, shifted_records_direct)
{
	ko_func *o = ko_func_new();
	static const int names[] = {KL_N_addsh, KL_N_subsh, KL_N_andsh, KL_N_orsh, KL_N_xorsh, KL_N_andn, KL_N_orn, KL_N_xorn};
	for (int w = 0; w < 2; w++)
		for (int k = 0; k < 8; k++)
			for (int kind = 0; kind < 4; kind++)
				for (int alias = 0; alias < 3; alias++) {
					if ((kind == KL_ROR && k < 2) || (k >= 5 && kind))
						continue;
					int t = w ? KL_UL : KL_U;
					ko_reg a[3];
					ko_func_begin(o, "%ul%ul%ul", a, KL_LEAF);
					ko_reg x = ko_reg_new(o, t), y = ko_reg_new(o, t), r = ko_reg_new(o, KL_UL);
					/* 32 bits: narrowed arguments; 64: copies */
					kl_insn in = {.op = (uint16_t)(w ? kl_opcode_find(KL_N_mov, KL_UL, KL_V, 0)
									 : kl_opcode_find(KL_N_cv, KL_UL, t, 0)),
						      .rd = x,
						      .rs1 = a[0]};
					ko_emit(o, &in);
					in.rd = y, in.rs1 = a[1];
					ko_emit(o, &in);
					kl_insn f = {.op = (uint16_t)kl_opcode_find(names[k], t, KL_V, 0),
						     .rd = alias == 1   ? x
							   : alias == 2 ? y
									: ko_reg_new(o, t),
						     .rs1 = x,
						     .rs2 = y,
						     .imm = k >= 5 ? 0 : KL_SHIFTED(kind, w ? 45 : 13)};
					ko_emit(o, &f);
					in.op = (uint16_t)(w ? kl_opcode_find(KL_N_mov, KL_UL, KL_V, 0)
							     : kl_opcode_find(KL_N_cv, t, KL_UL, 0));
					in.rd = r, in.rs1 = f.rd;
					ko_emit(o, &in);
					ko_retul(o, r);
					char what[64];
					snprintf(what, sizeof what, "%s%s kind %d alias %d", kl_opname(names[k]),
						 w ? "ul" : "u", kind, alias);
					agree(o, KO_DEFAULT & ~KO_FUSE_ALU, what);
				}
	ko_func_delete(o);
}

Test(opt_fuse_alu, bad_shift_is_an_error)
{
	ko_func *o = ko_func_new();
	ko_reg a[3];
	ko_func_begin(o, "%u%u%u", a, KL_LEAF);
	ko_reg d = ko_reg_new(o, KL_U);
	ko_addshu(o, d, a[0], a[1], KL_SHIFTED(KL_ROR, 3));
	ko_retu(o, d);
	cr_assert_null(ko_func_end(o, NULL));
	cr_assert_eq(ko_error(o), KL_ERR_OPERAND);
	cr_assert(strstr(ko_errmsg(o), "shift") != NULL, "%s", ko_errmsg(o));
	ko_func_delete(o);
}

/* x86-64's lea for addsh with lsl 0..3, every register as rd, base and index (rbp and r13 as a
 * base need a disp8; rsp is no index: the default lowering), 32 and 64 bits, against C */
Test(opt_fuse_alu, x86_lea_every_register)
{
	if (!is_x86())
		return;
	static const kl_reg regs[] = {0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15};
	const int nr = (int)(sizeof regs / sizeof regs[0]);
	kl_func *f = kl_func_new();
	uint64_t x = 0x8123456789ABCDEFull, y = 0xF0E1D2C3B4A59687ull;
	for (int w = 0; w < 2; w++)
		for (unsigned n = 0; n < 4; n++)
			for (int i = 0; i < nr; i++)
				for (int j = 0; j < nr; j++)
					for (int k = 0; k < nr; k += 3) {
						kl_reg a = regs[i], b = regs[j], d = regs[k], args[2];
						cr_assert_eq(kl_func_begin(f, "%ul%ul", args, KL_LEAF), 0);
						for (int r = 0; r < nr; r++)
							if (regs[r] != args[0] && regs[r] != args[1])
								kl_reg_reserve(f, regs[r]);
						/* the arguments into a and b (through r11, kiln's scratch) */
						kl_movul(f, 11, args[1]);
						kl_movul(f, a, args[0]);
						if (a != b)
							kl_movul(f, b, 11);
						if (w)
							kl_addshul(f, d, a, b, KL_SHIFTED(KL_LSL, n));
						else
							kl_addshu(f, d, a, b, KL_SHIFTED(KL_LSL, n));
						kl_retul(f, d);
						uint64_t (*fn)(uint64_t, uint64_t) = (uint64_t(*)(uint64_t, uint64_t))kl_func_end(f, NULL);
						cr_assert_not_null(fn, "%s", kl_errmsg(f));
						uint64_t bv = a == b ? x : y, want = x + (bv << n);
						if (!w)
							want = (uint32_t)want;
						uint64_t got = fn(x, y);
						cr_assert_eq(got, want, "lea %d-bit d=%d a=%d b=%d n=%u: %#llx, expected %#llx", w ? 64 : 32,
							     (int)d, (int)a, (int)b, n, (unsigned long long)got, (unsigned long long)want);
						kl_code_free((void *)fn);
					}
	kl_func_delete(f);
}
