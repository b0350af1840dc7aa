/* fuse_mem.c -- the memory fusion (src/opt/fuse_mem.c, part of KO_CLEAN, off with
 * KO_NOFUSE_MEM): shift + add + load become one scaled-index load on every target, and on x86-64
 * a load feeding one xor, add, and or or becomes its memory operand.  Each test counts the fused
 * records in the listing and runs the code against the interpreter, with the pass and without it. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include <kiln/opt.h>

static int is_x86(void) { return strcmp(kl_target_name(), "x86_64") == 0; }

/* lines of the last compilation of shape sh */
static int shaped(const ko_func *o, int sh)
{
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	int c = 0;
	for (size_t k = 0; k < n; k++)
		c += kl_opinfo[l[k].insn.op].shape == sh;
	return c;
}

static uint64_t tab[512];

static void fill(uint64_t seed)
{
	for (int k = 0; k < 512; k++) {
		seed = seed * 6364136223846793005ull + 1442695040888963407ull;
		tab[k] = seed ^ seed >> 29;
	}
}

typedef uint64_t (*fn3)(uint64_t *, uint64_t, uint64_t);

/* the function under test runs on (tab, x, y) for a few inputs; compiled and interpreted agree,
 * and the table ends the same (some functions store into it) */
static void agree(ko_func *o, void *code, const char *what)
{
	static const uint64_t xs[] = {0, 1, 0xff, 0x1234567890abcdefull, ~0ull, 0x8000000000000000ull, 0x0123};
	for (size_t i = 0; i < sizeof xs / sizeof xs[0]; i++) {
		uint64_t x = xs[i], y = xs[(i + 3) % 7] * 7 + 1, want;
		fill(i);
		uint64_t argv[3] = {(uint64_t)(uintptr_t)tab, x, y};
		cr_assert_eq(ko_interp(o, argv, &want), 0, "%s: %s", what, ko_errmsg(o));
		uint64_t after[512];
		memcpy(after, tab, sizeof tab);
		fill(i);
		uint64_t got = ((fn3)code)(tab, x, y);
		cr_assert_eq(got, want, "%s: f(tab, %#llx, %#llx): compiled %#llx, interpreter %#llx", what,
			     (unsigned long long)x, (unsigned long long)y, (unsigned long long)got, (unsigned long long)want);
		cr_assert(memcmp(after, tab, sizeof tab) == 0, "%s: f(tab, %#llx, ...): the table differs", what,
			  (unsigned long long)x);
	}
}

/* table lookups as the language writes them: byte b of x, *(uint64 *) (tab + b * 8) (a shift and
 * a register-offset load), *(uint64 *) (tab + 2048 + b * 8) (shift, add, load at 2048), a
 * 32-bit lookup scaled by 4, byte loads scaled by 2, and a plain base + offset load into an xor */
static void lookups(ko_func *o)
{
	ko_reg a[3];
	ko_func_begin(o, "%p%ul%ul", a, KL_LEAF);
	ko_reg p = a[0], x = a[1], acc = a[2];
	for (int k = 0; k < 4; k++) {
		ko_reg b = ko_reg_new(o, KL_UL), t = ko_reg_new(o, KL_UL), y = ko_reg_new(o, KL_UL), n = ko_reg_new(o, KL_UL);
		ko_rshuli(o, b, x, 8 * k);
		ko_anduli(o, b, b, 255);
		ko_lshuli(o, t, b, 3);
		if (k & 1) { /* tab + 2048 + b * 8; for k = 3 a 64-bit integer add, which the ALU fusion
			      * (KO_FUSE_ALU, before this pass) makes an addsh with lsl 3 first */
			ko_reg u = ko_reg_new(o, k == 3 ? KL_UL : KL_P);
			if (k == 3)
				ko_addul(o, u, p, t);
			else
				ko_addp(o, u, p, t);
			ko_lduli(o, y, u, 2048);
		} else {
			ko_ldul(o, y, p, t);
		}
		switch (k) {
		case 0: ko_xorul(o, n, acc, y); break;
		case 1: ko_addul(o, n, y, acc); break;
		case 2: ko_orul(o, n, acc, y); break;
		default: ko_andul(o, n, y, acc); break;
		}
		acc = n;
	}
	/* 32 bits: *(uint32 *) (tab + 4 + b * 4) xored into a 32-bit value */
	ko_reg b = ko_reg_new(o, KL_UL), t = ko_reg_new(o, KL_UL), u = ko_reg_new(o, KL_P), w = ko_reg_new(o, KL_U);
	ko_reg lo = ko_reg_new(o, KL_U), z = ko_reg_new(o, KL_U), zz = ko_reg_new(o, KL_UL), n = ko_reg_new(o, KL_UL);
	ko_anduli(o, b, x, 511);
	ko_lshuli(o, t, b, 2);
	ko_addp(o, u, t, p);
	ko_ldui(o, w, u, 4);
	ko_cvul2u(o, lo, acc);
	ko_xoru(o, z, w, lo);
	ko_cvu2ul(o, zz, z);
	ko_addul(o, n, acc, zz);
	acc = n;
	/* a byte at tab + b * 2 (unsigned) */
	ko_reg c = ko_reg_new(o, KL_UL), s = ko_reg_new(o, KL_UL), by = ko_reg_new(o, KL_U), by2 = ko_reg_new(o, KL_UL);
	ko_reg m = ko_reg_new(o, KL_UL);
	ko_rshuli(o, c, x, 40);
	ko_anduli(o, c, c, 1023);
	ko_lshuli(o, s, c, 1);
	ko_lduc(o, by, p, s);
	ko_cvu2ul(o, by2, by);
	ko_addul(o, m, acc, by2);
	acc = m;
	/* base + offset into an xor */
	ko_reg y = ko_reg_new(o, KL_UL), e = ko_reg_new(o, KL_UL);
	ko_lduli(o, y, p, 64);
	ko_xorul(o, e, y, acc);
	ko_retul(o, e);
}

Test(opt_fuse_mem, lookups_fused_and_agree)
{
	ko_func *o = ko_func_new();
	for (int on = 0; on < 2; on++)
		for (int color = 0; color < 2; color++) {
			unsigned passes = KO_DEFAULT | (on ? 0u : KO_NOFUSE_MEM) | (color ? KO_COLOR : 0u);
			lookups(o);
			ko_func_set_passes(o, passes | KO_VERIFY);
			void *code = ko_func_end(o, NULL);
			cr_assert_not_null(code, "passes %#x: %s", passes, ko_errmsg(o));
			int ldx = shaped(o, KL_SH_LDX), lop = shaped(o, KL_SH_LOP);
			/* the ALU fusion's addsh (k = 3) went into the load like an add and a shift */
			if (on)
				cr_assert_eq(shaped(o, KL_SH_SHIFTED), 0, "%s: an addsh left beside a fused load",
					     kl_target_name());
			if (!on) {
				cr_assert_eq(ldx + lop, 0, "with KO_NOFUSE_MEM: %d ldx, %d load-and-op", ldx, lop);
			} else if (is_x86()) {
				/* 6 scaled loads, of which 5 feed an operation; the xor of base + 64 too */
				cr_assert_eq(lop, 6, "x86-64: %d load-and-op records, want 6", lop);
				cr_assert_eq(ldx, 1, "x86-64: %d ldx records, want 1 (the byte load)", ldx);
			} else {
				cr_assert_eq(ldx, 6, "%s: %d ldx records, want 6", kl_target_name(), ldx);
				cr_assert_eq(lop, 0, "%s: %d load-and-op records, want none", kl_target_name(), lop);
			}
			agree(o, code, on ? "fused" : "not fused");
		}
	ko_func_delete(o);
}

/* the fused forms are fewer machine instructions */
Test(opt_fuse_mem, fewer_instructions)
{
	ko_func *o = ko_func_new();
	uint32_t n[2];
	for (int on = 0; on < 2; on++) {
		lookups(o);
		ko_func_set_passes(o, KO_DEFAULT | (on ? 0u : KO_NOFUSE_MEM));
		cr_assert_not_null(ko_func_end(o, NULL), "%s", ko_errmsg(o));
		struct ko_stats st;
		ko_func_stats(o, &st);
		n[on] = st.insns;
	}
	cr_assert_lt(n[1], n[0], "%u instructions fused against %u", n[1], n[0]);
	ko_func_delete(o);
}

/* a store between the load and its operation (to the address loaded) keeps them apart; one
 * between the shift and the load does not matter; the index written again between the shift and
 * the load keeps the shift */
Test(opt_fuse_mem, store_and_rewrite_in_between)
{
	ko_func *o = ko_func_new();
	ko_reg a[3];
	ko_func_begin(o, "%p%ul%ul", a, KL_LEAF);
	ko_reg p = a[0], x = a[1], acc = a[2];
	ko_reg b = ko_reg_new(o, KL_UL), t = ko_reg_new(o, KL_UL), y = ko_reg_new(o, KL_UL), n = ko_reg_new(o, KL_UL);
	ko_anduli(o, b, x, 255);
	ko_lshuli(o, t, b, 3);
	ko_stuli(o, acc, p, 0);  /* between the shift and the load: no matter */
	ko_ldul(o, y, p, t);
	ko_stuli(o, x, p, 8);    /* the loaded word when x & 255 is 1, overwritten before the xor */
	ko_xorul(o, n, acc, y);
	/* the index changes between the shift and the load */
	ko_reg t2 = ko_reg_new(o, KL_UL), y2 = ko_reg_new(o, KL_UL), n2 = ko_reg_new(o, KL_UL);
	ko_lshuli(o, t2, b, 3);
	ko_rshuli(o, b, x, 8);
	ko_anduli(o, b, b, 255);
	ko_ldul(o, y2, p, t2);
	ko_addul(o, n2, n, y2);
	ko_addul(o, n2, n2, b);
	ko_retul(o, n2);
	ko_func_set_passes(o, KO_CLEAN | KO_PEEP | KO_VERIFY); /* the recorded order */
	void *code = ko_func_end(o, NULL);
	cr_assert_not_null(code, "%s", ko_errmsg(o));
	int ldx = shaped(o, KL_SH_LDX), lop = shaped(o, KL_SH_LOP);
	/* the first load is scaled (ldx) but not merged into the xor; the second keeps its shift,
	 * and on x86-64 goes into the add as [p + t2] */
	cr_assert_eq(ldx, 1, "%d ldx records, want 1", ldx);
	cr_assert_eq(lop, is_x86() ? 1 : 0, "%d load-and-op records", lop);
	agree(o, code, "store in between");
	ko_func_delete(o);
}

/* the forms in a loop, where the values are live around the back edge: acc = rotl(acc ^
 * tab[(x + i) & 511], x) for i = 100 .. 1 */
static void loop(ko_func *o)
{
	ko_reg a[3];
	ko_func_begin(o, "%p%ul%ul", a, KL_LEAF);
	ko_reg p = a[0], x = a[1], acc = a[2];
	ko_reg i = ko_reg_new(o, KL_UL), b = ko_reg_new(o, KL_UL), t = ko_reg_new(o, KL_UL), y = ko_reg_new(o, KL_UL);
	kl_label top = ko_label_new(o);
	ko_setul(o, i, 100);
	ko_label_place(o, top);
	ko_addul(o, b, x, i);
	ko_anduli(o, b, b, 511);
	ko_lshuli(o, t, b, 3);
	ko_ldul(o, y, p, t);
	ko_xorul(o, acc, acc, y);
	ko_rotlul(o, acc, acc, x);
	ko_subuli(o, i, i, 1);
	ko_bneuli(o, i, 0, top);
	ko_retul(o, acc);
}

Test(opt_fuse_mem, loop)
{
	ko_func *o = ko_func_new();
	for (int color = 0; color < 2; color++) {
		loop(o);
		ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY | (color ? KO_COLOR : 0u));
		void *code = ko_func_end(o, NULL);
		cr_assert_not_null(code, "%s", ko_errmsg(o));
		cr_assert_eq(shaped(o, is_x86() ? KL_SH_LOP : KL_SH_LDX), 1, "the loop's lookup is not fused");
		agree(o, code, color ? "loop, colouring" : "loop, linear scan");
	}
	ko_func_delete(o);
}

/* a pointer stepped on between a load from it and the load's operation (p += 24, p -= 8: what
 * a scheduler does when it hoists a loop's pointer increment above the loads): the fused
 * operation reads p + disp - 16; a write to p that is not a constant step (p += y) keeps them
 * apart.  The two loads after the step fuse either way. */
static void stepped(ko_func *o, int other_write)
{
	ko_reg a[3];
	ko_func_begin(o, "%p%ul%ul", a, KL_LEAF);
	ko_reg p = a[0], x = a[1], y = a[2];
	ko_reg u = ko_reg_new(o, KL_UL), v = ko_reg_new(o, KL_UL), w = ko_reg_new(o, KL_UL), r = ko_reg_new(o, KL_UL);
	ko_lduli(o, u, p, 8);
	ko_lduli(o, v, p, 40);
	ko_addpi(o, p, p, 24);
	if (other_write)
		ko_addp(o, p, p, y); /* not a constant: no fusion for u and v */
	else
		ko_subpi(o, p, p, 8);
	ko_xorul(o, w, x, u);
	ko_addul(o, r, v, w);
	ko_reg z = ko_reg_new(o, KL_UL), q = ko_reg_new(o, KL_UL);
	ko_lduli(o, z, p, 16); /* from the new p, twice: p + y stays an add */
	ko_orul(o, q, r, z);
	ko_lduli(o, z, p, 24);
	ko_xorul(o, r, q, z);
	ko_retul(o, r);
}

Test(opt_fuse_mem, stepped_base)
{
	ko_func *o = ko_func_new();
	for (int k = 0; k < 4; k++) {
		/* with webs or without, p's steps are updates in place: one register, and only a
		 * constant step lets the loads before it fuse after it */
		int other = k & 1, webs = k >> 1;
		stepped(o, other);
		ko_func_set_passes(o, (KO_DEFAULT & ~(KO_SCHED | KO_WEBS)) | (webs ? KO_WEBS : 0u) | KO_VERIFY);
		void *code = ko_func_end(o, NULL);
		cr_assert_not_null(code, "%s", ko_errmsg(o));
		int lop = shaped(o, KL_SH_LOP);
		if (is_x86())
			cr_assert_eq(lop, other ? 2 : 4, "x86-64, %s%s: %d load-and-op records",
				     other ? "p += y" : "p stepped", webs ? ", webs" : "", lop);
		else
			cr_assert_eq(lop, 0);
		if (other) { /* y is a byte offset here: keep it small and inside the table */
			uint64_t want, argv[3] = {(uint64_t)(uintptr_t)tab, 5, 64};
			fill(9);
			cr_assert_eq(ko_interp(o, argv, &want), 0, "%s", ko_errmsg(o));
			uint64_t got = ((fn3)code)(tab, 5, 64);
			cr_assert_eq(got, want, "p += y: compiled %#llx, interpreter %#llx", (unsigned long long)got,
				     (unsigned long long)want);
		} else {
			agree(o, code, "stepped base");
		}
		kl_code_free(code);
	}
	ko_func_delete(o);
}
