/* control.c -- branches of every condition and type, a loop whose counter and accumulator live
 * in persistent registers across calls, jump-and-link with a data label (VCODE's tutorial
 * jump-and-link.c), a jump table built with v_dlabel, and the scheduling hooks. */
#include <limits.h>
#include <stdint.h>

#include "vcode_test.h"

#define N(a) (sizeof(a) / sizeof(a)[0])

enum { LT, LE, GT, GE, EQ, NE };
static const char *const cname[] = {"lt", "le", "gt", "ge", "eq", "ne"};

/* taken(a, b) = 1 if the branch on (a cond b) is taken; immform compares a with imm. */
#define DEFBR(T, t)                                                                                \
	static int (*gen_br_##t(int cond, int immform, T imm))(T, T)                               \
	{                                                                                          \
		v_reg_type a[2];                                                                   \
		v_lambda("br", "%" #t "%" #t, a, V_LEAF, NULL, 0);                                 \
		v_label_type yes = v_genlabel();                                                   \
		switch (cond * 2 + immform) {                                                      \
		case 0: v_blt##t(a[0], a[1], yes); break;                                          \
		case 1: v_blt##t##i(a[0], imm, yes); break;                                        \
		case 2: v_ble##t(a[0], a[1], yes); break;                                          \
		case 3: v_ble##t##i(a[0], imm, yes); break;                                        \
		case 4: v_bgt##t(a[0], a[1], yes); break;                                          \
		case 5: v_bgt##t##i(a[0], imm, yes); break;                                        \
		case 6: v_bge##t(a[0], a[1], yes); break;                                          \
		case 7: v_bge##t##i(a[0], imm, yes); break;                                        \
		case 8: v_beq##t(a[0], a[1], yes); break;                                          \
		case 9: v_beq##t##i(a[0], imm, yes); break;                                        \
		case 10: v_bne##t(a[0], a[1], yes); break;                                         \
		default: v_bne##t##i(a[0], imm, yes); break;                                       \
		}                                                                                  \
		v_retii(0);                                                                        \
		v_label(yes);                                                                      \
		v_retii(1);                                                                        \
		union v_fp fp = v_end(0);                                                          \
		GEN_OK(fp.v);                                                                      \
		return (int (*)(T, T))fp.i;                                                        \
	}
typedef unsigned long ulong;
typedef const void *cptr;
DEFBR(int, i)
DEFBR(unsigned, u)
DEFBR(long, l)
DEFBR(ulong, ul)
DEFBR(cptr, p)

#define REFBR(a, b, c) ((c) == LT ? (a) < (b) : (c) == LE ? (a) <= (b) : (c) == GT ? (a) > (b) : (c) == GE ? (a) >= (b) : (c) == EQ ? (a) == (b) : (a) != (b))
#define CHECK_BR(T, t, vals)                                                                       \
	for (int c = 0; c < 6; c++) {                                                              \
		int (*f)(T, T) = gen_br_##t(c, 0, 0);                                              \
		for (size_t x = 0; x < N(vals); x++)                                               \
			for (size_t y = 0; y < N(vals); y++)                                       \
				cr_expect_eq(f(vals[x], vals[y]), REFBR(vals[x], vals[y], c), "b%s" #t " case %zu,%zu", \
					     cname[c], x, y);                                      \
		for (size_t y = 0; y < N(vals); y++) {                                             \
			int (*g)(T, T) = gen_br_##t(c, 1, vals[y]);                                \
			for (size_t x = 0; x < N(vals); x++)                                       \
				cr_expect_eq(g(vals[x], 0), REFBR(vals[x], vals[y], c), "b%s" #t "i case %zu,%zu", \
					     cname[c], x, y);                                      \
		}                                                                                  \
	}

Test(vcode_control, branches)
{
	static const int vi[] = {0, 1, -1, 127, 128, -129, INT_MIN, INT_MAX};
	static const unsigned vu[] = {0, 1, 127, 128, 0x80000000u, UINT_MAX};
	static const long vl[] = {0, 1, -1, 0x7fffffffL, 0x80000000L, -0x80000001L, LONG_MIN, LONG_MAX};
	static const ulong vul[] = {0, 1, 0xffffffffUL, 0x100000000UL, 0x8000000000000000UL, ULONG_MAX};
	static char area[3];
	const cptr vp[] = {NULL, area, area + 1, area + 2, (cptr)(uintptr_t)0x8000000000000000ull};
	CHECK_BR(int, i, vi)
	CHECK_BR(unsigned, u, vu)
	CHECK_BR(long, l, vl)
	CHECK_BR(ulong, ul, vul)
	CHECK_BR(cptr, p, vp)
}

/* ---- a loop with persistent registers ---- */
static int calls;
static int square_plus(int k)
{
	calls++;
	return k * k + 1;
}

Test(vcode_control, loop_with_persistent_registers)
{
	v_reg_type n[1], i, acc;
	v_lambda("sumsq", "%i", n, V_NLEAF, NULL, 0);
	cr_assert(v_getreg(&i, V_I, V_VAR));
	cr_assert(v_getreg(&acc, V_I, V_VAR));
	v_label_type top = v_genlabel(), done = v_genlabel();
	v_seti(i, 0);
	v_seti(acc, 0);
	v_label(top);
	v_bgei(i, n[0], done);
	v_reg_type r = v_scalli((v_iptr)square_plus, "%i", i); /* clobbers every temporary */
	v_addi(acc, acc, r);
	v_addii(i, i, 1);
	v_jv(top);
	v_label(done);
	v_reti(acc);
	int (*f)(int) = (int (*)(int))v_end(0).i;
	GEN_OK(f);
	for (int m = 0; m <= 20; m += 5) {
		int want = 0;
		for (int k = 0; k < m; k++)
			want += k * k + 1;
		calls = 0;
		int got = f(m);
		cr_expect_eq(got, want, "sumsq(%d) = %d, expected %d", m, got, want);
		cr_expect_eq(calls, m, "sumsq(%d) made %d calls: one an iteration", m, calls);
	}
}

/* A leaf loop: Euclid's gcd with temporaries, and the remainder in kiln's defined semantics. */
Test(vcode_control, leaf_loop_gcd)
{
	v_reg_type a[2], t;
	v_lambda("gcd", "%u%u", a, V_LEAF, NULL, 0);
	v_getreg(&t, V_U, V_TEMP);
	v_label_type top = v_genlabel(), done = v_genlabel();
	v_label(top);
	v_bequi(a[1], 0, done);
	v_modu(t, a[0], a[1]);
	v_movu(a[0], a[1]);
	v_movu(a[1], t);
	v_jv(top);
	v_label(done);
	v_retu(a[0]);
	unsigned (*gcd)(unsigned, unsigned) = (unsigned (*)(unsigned, unsigned))v_end(0).u;
	GEN_OK(gcd);
	cr_expect_eq(gcd(48, 18), 6u);
	cr_expect_eq(gcd(17, 5), 1u);
	cr_expect_eq(gcd(0, 9), 9u);
	cr_expect_eq(gcd(4000000000u, 3000000000u), 1000000000u);
}

/* ---- jump and link: VCODE's tutorial jump-and-link.c, printing into a log ---- */
static char logbuf[256];
static void note(const char *s) { strncat(logbuf, s, sizeof logbuf - strlen(logbuf) - 1); }

Test(vcode_control, jump_and_link_with_data_label)
{
	static v_code insn[1000];
	v_lambda("jump-and-link", "", 0, V_NLEAF, insn, sizeof insn);
	{
		static v_code *linked_addr;
		v_reg_type rdp, rr;
		v_label_type l;

		v_getreg(&rdp, V_P, V_VAR);
		v_getreg(&rr, V_P, V_VAR);

		l = v_genlabel();
		v_dlabel(&linked_addr, l);
		v_setp(rdp, &linked_addr);
		v_ldpi(rdp, rdp, 0);

		v_scallv((v_vptr)note, "%P", "Jumping!\n");
		v_jalp(rr, rdp);

		v_scallv((v_vptr)note, "%P", "Returning!\n");
		v_retv();

		v_label(l);
		v_scallv((v_vptr)note, "%P", "Jumping back!\n");
		v_jp(rr);
	}
	v_vptr f = v_end(0).v;
	GEN_OK(f);
	logbuf[0] = 0;
	f();
	cr_expect_str_eq(logbuf, "Jumping!\nJumping back!\nReturning!\n");
}

/* v_jalv: jump and link straight to a label, twice to the same subroutine. */
Test(vcode_control, jump_and_link_to_label)
{
	v_reg_type a[1], link;
	v_lambda("sub", "%i", a, V_LEAF, NULL, 0);
	v_getreg(&link, V_P, V_TEMP);
	v_label_type sub = v_genlabel();
	v_jalv(link, sub);
	v_jalv(link, sub);
	v_reti(a[0]);
	v_label(sub); /* a[0] = a[0] * 2 + 1 */
	v_lshii(a[0], a[0], 1);
	v_addii(a[0], a[0], 1);
	v_jp(link);
	int (*f)(int) = (int (*)(int))v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(5), (5 * 2 + 1) * 2 + 1);
	cr_expect_eq(f(-3), (-3 * 2 + 1) * 2 + 1);
}

/* ---- a jump table built with v_dlabel ---- */
Test(vcode_control, jump_table)
{
	static void *table[5];
	v_reg_type a[1], t, idx;
	v_lambda("switch", "%i", a, V_LEAF, NULL, 0);
	v_label_type cases[5], deflt = v_genlabel();
	for (int k = 0; k < 5; k++) {
		cases[k] = v_genlabel();
		v_dlabel(&table[k], cases[k]);
	}
	v_getreg(&t, V_P, V_TEMP);
	v_getreg(&idx, V_L, V_TEMP);
	v_bgeui(a[0], 5, deflt); /* unsigned: negative indexes go to the default too */
	v_cvi2l(idx, a[0]);
	v_lshli(idx, idx, 3);
	v_setp(t, table);
	v_ldp(t, t, idx);
	v_jp(t);
	for (int k = 4; k >= 0; k--) { /* placed out of order: the table is what orders them */
		v_label(cases[k]);
		v_retii(100 * k + 7);
	}
	v_label(deflt);
	v_retii(-1);
	int (*sw)(int) = (int (*)(int))v_end(0).i;
	GEN_OK(sw);
	for (int k = 0; k < 5; k++) {
		cr_expect_neq(table[k], NULL, "v_end wrote the address of case %d", k);
		cr_expect_eq(sw(k), 100 * k + 7, "switch(%d) = %d", k, sw(k));
	}
	cr_expect_eq(sw(5), -1);
	cr_expect_eq(sw(-1), -1);
	cr_expect_eq(sw(INT_MAX), -1);
}

/* ---- scheduling hooks: in order on targets without delay slots ---- */
Test(vcode_control, schedule_delay_and_raw_load)
{
	static int cell = 40;
	v_reg_type a[1], y, p, w;
	v_lambda("sched", "%i", a, V_LEAF, NULL, 0);
	v_getreg(&y, V_I, V_TEMP);
	v_getreg(&p, V_P, V_TEMP);
	v_getreg(&w, V_I, V_TEMP);
	v_setp(p, &cell);
	v_raw_load(v_ldii(w, p, 0), 1);
	v_seti(y, 0);
	v_label_type l = v_genlabel();
	/* the delay-slot instruction runs whether or not the branch is taken */
	v_schedule_delay(v_bneii(a[0], 10, l), v_addii(y, y, 1));
	v_addii(y, y, 100);
	v_label(l);
	v_nuke_nop();
	v_addi(y, y, w);
	v_reti(y);
	int (*f)(int) = (int (*)(int))v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(10), 1 + 100 + 40);
	cr_expect_eq(f(3), 1 + 40);
	cell = 2;
	cr_expect_eq(f(3), 1 + 2, "the load happens at run time");
}

Test(vcode_control, unplaced_label_is_an_error)
{
	v_reg_type a[1];
	v_lambda("unplaced", "%i", a, V_LEAF, NULL, 0);
	v_label_type never = v_genlabel();
	v_beqii(a[0], 0, never);
	v_reti(a[0]);
	union v_fp fp = v_end(0);
	cr_expect(fp.i == 0);
	cr_expect_eq(v_error(), KL_ERR_UNPLACED, "%s", v_errmsg());
	/* the next function is unaffected */
	v_lambda("fine", "%i", a, V_LEAF, NULL, 0);
	v_reti(a[0]);
	int (*g)(int) = (int (*)(int))v_end(0).i;
	GEN_OK(g);
	cr_expect_eq(g(12), 12);
	cr_expect_eq(v_error(), KL_OK);
}
