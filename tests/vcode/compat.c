/* compat.c -- what VCODE 0.08's own programs need of <kiln/vcode.h> (issue 11): the "vcode.h"
 * name with <assert.h> and demand, VCODE's own declaration of v_reg, `unsigned` code buffers,
 * v_push_arg taking the value at push time, v_zero on every target, v_dmark, v_save/v_restore,
 * v_clambda, v_setc/uc/s/us, v_retfi/v_retdi, v_retpi with a pointer.  Written for kiln; no
 * VCODE program is copied here (scripts/vcode08.sh runs those). */
#include <sys/wait.h>
#include <unistd.h>

#include <criterion/criterion.h>

#include "vcode.h" /* from include/kiln/vcode-compat, as a VCODE program says it */

/* VCODE 0.08's header declared this, and so do programs written for it (its reg-test.c): it
 * must be a compatible redeclaration, not a syntax error. */
extern v_reg_type v_reg(int reg);

#define GEN_OK(fp) cr_assert((fp) != 0, "v_end failed: %s", v_errmsg())

/* ---- the header: "vcode.h", <assert.h>, demand ---- */
#ifndef assert
#error "vcode.h must bring <assert.h> as VCODE's did"
#endif
#ifndef demand
#error "vcode.h must bring demand.h as VCODE's did"
#endif

Test(vcode_compat, header_brings_assert_demand_and_v_reg)
{
	assert(1); /* compiles: <assert.h> is there */
	demand(1 + 1 == 2, arithmetic works);
	v_reg_type r = v_reg(3);
	cr_expect_eq(_vrr(r), 3u, "v_reg(3) names register 3, got %u", _vrr(r));
	cr_expect_eq(V_REG(v_reg(5)), 5u);
}

/* demand(false, msg) prints where and why to stdout and exits 1 */
Test(vcode_compat, demand_fails_with_file_line_and_message)
{
	int fds[2];
	cr_assert_eq(pipe(fds), 0);
	fflush(stdout);
	pid_t pid = fork();
	cr_assert(pid >= 0);
	if (pid == 0) {
		dup2(fds[1], 1);
		int two = 2;
		demand(two == 3, two is not three);
		_exit(0);
	}
	close(fds[1]);
	char buf[512] = {0};
	size_t n = 0;
	ssize_t k;
	while (n < sizeof buf - 1 && (k = read(fds[0], buf + n, sizeof buf - 1 - n)) > 0)
		n += (size_t)k;
	close(fds[0]);
	int status = 0;
	cr_assert_eq(waitpid(pid, &status, 0), pid);
	cr_expect(WIFEXITED(status) && WEXITSTATUS(status) == 1, "demand(false) must exit 1, status %#x", status);
	cr_expect(strstr(buf, "compat.c") && strstr(buf, "two == 3") && strstr(buf, "two is not three"),
		  "demand's message names file, condition and message: \"%s\"", buf);
}

/* ---- code buffers of VCODE's type (unsigned), of kiln's struct, and v_retpi with a pointer ---- */
static int node;
Test(vcode_compat, unsigned_buffers_and_pointer_return)
{
	static unsigned insn[256];
	static v_code insn2[256];
	struct v_code *insn3 = (struct v_code *)insn2;
	cr_expect_eq(sizeof insn2[0], sizeof(unsigned), "v_code is a word, as VCODE's unsigned");

	v_lambda("p", "", NULL, V_LEAF, insn, sizeof insn);
	v_retpi(&node);
	void *(*fp)(void) = (void *(*)(void))v_end(0).p;
	GEN_OK(fp);
	cr_expect_eq(fp(), (void *)&node);

	v_lambda("q", "", NULL, V_LEAF, insn3, sizeof insn2);
	v_retpi(NULL);
	fp = (void *(*)(void))v_end(0).p;
	GEN_OK(fp);
	cr_expect_null(fp());
}

/* ---- v_push_arg takes the register's value when it is pushed ---- */
static long pushed[4];
static void record4(int a, long b, unsigned c, void *d)
{
	pushed[0] = a, pushed[1] = b, pushed[2] = (long)c, pushed[3] = (long)d;
}

Test(vcode_compat, push_arg_takes_the_value_at_push_time)
{
	struct v_cstate c;
	v_reg_type r, p;
	v_lambda("push", "", NULL, V_NLEAF, NULL, 0);
	cr_assert(v_getreg(&r, V_L, V_TEMP));
	cr_assert(v_getreg(&p, V_P, V_TEMP));
	v_push_init(&c);
	v_seti(r, 10);
	v_push_argi(&c, r);
	v_setl(r, -20000000000L);
	v_push_argl(&c, r);
	v_setu(r, 30);
	v_push_argu(&c, r);
	v_setp(p, pushed);
	v_push_argp(&c, p);
	v_setl(r, 99); /* after the pushes: must not change what is passed */
	v_setp(p, NULL);
	v_ccallv(&c, (v_vptr)record4);
	v_retv();
	void (*fp)(void) = (void (*)(void))v_end(0).v;
	GEN_OK(fp);
	memset(pushed, 0, sizeof pushed);
	fp();
	cr_expect_eq(pushed[0], 10, "first argument: got %ld, expected 10 (the value when pushed)", pushed[0]);
	cr_expect_eq(pushed[1], -20000000000L, "second argument: got %ld", pushed[1]);
	cr_expect_eq(pushed[2], 30, "third argument: got %ld", pushed[2]);
	cr_expect_eq(pushed[3], (long)pushed, "fourth argument: got %#lx", pushed[3]);
}

/* the copies go back to the allocator at the call: a loop of calls does not run out */
Test(vcode_compat, push_copies_are_freed_by_the_call)
{
	struct v_cstate c;
	v_reg_type r;
	v_lambda("many", "", NULL, V_NLEAF, NULL, 0);
	cr_assert(v_getreg(&r, V_L, V_VAR));
	for (int k = 0; k < 50; k++) {
		v_push_init(&c);
		v_seti(r, k);
		v_push_argi(&c, r);
		v_push_argl(&c, r);
		v_push_argu(&c, r);
		v_push_argpi(&c, pushed);
		v_ccallv(&c, (v_vptr)record4);
	}
	v_retv();
	void (*fp)(void) = (void (*)(void))v_end(0).v;
	GEN_OK(fp);
	fp();
	cr_expect_eq(pushed[0], 49);
	cr_expect_eq(pushed[2], 49);
}

/* ---- v_zero reads zero on every target ---- */
static long cell = 0x1234567;
Test(vcode_compat, zero_register)
{
	v_reg_type a[1], t;
	v_label_type isz = {0};
	v_lambda("zero", "%l", a, V_LEAF, NULL, 0);
	cr_assert(v_getreg(&t, V_L, V_TEMP));
	isz = v_genlabel();
	v_beql(a[0], v_zero, isz);             /* a == 0 -> return cell's value */
	v_addl(t, v_zero, a[0]);               /* 0 + a */
	v_stli(v_zero, t, 0);                  /* *(long *)a = 0 */
	v_retl(t);
	v_label(isz);
	v_ldli(t, v_zero, (long)(intptr_t)&cell); /* an absolute address off v_zero (jal-test's use) */
	v_retl(t);
	long (*fp)(long) = (long (*)(long))v_end(0).l;
	GEN_OK(fp);
	cr_expect_eq(fp(0), 0x1234567, "load from v_zero + &cell: got %#lx", fp(0));
	long target = -1;
	cr_expect_eq(fp((long)(intptr_t)&target), (long)(intptr_t)&target, "v_addl(t, v_zero, a) is a");
	cr_expect_eq(target, 0, "v_stli(v_zero, ...) stores zero: got %ld", target);
}

/* ---- v_dmark is v_dlabel ---- */
Test(vcode_compat, dmark_gives_a_label_address)
{
	static void *where;
	v_reg_type t;
	v_lambda("dmark", "", NULL, V_LEAF, NULL, 0);
	v_label_type l = v_genlabel();
	cr_assert(v_getreg(&t, V_P, V_TEMP));
	v_dmark(&where, l);
	v_setp(t, &where);
	v_ldpi(t, t, 0);
	v_jp(t); /* through the address v_dmark stored */
	v_retii(1);
	v_label(l);
	v_retii(2);
	int (*fp)(void) = (int (*)(void))v_end(0).i;
	GEN_OK(fp);
	cr_expect_not_null(where);
	cr_expect_eq(fp(), 2, "the jump through v_dmark's address reaches the label");
}

/* ---- v_save/v_restore keep a value across code that clobbers the register, calls too ---- */
static int clobber(void) { return 7; }
Test(vcode_compat, save_and_restore)
{
	v_reg_type a[2], r, fr;
	for (int leaf = 0; leaf < 2; leaf++) {
		v_lambda("save", "%i%d", a, leaf ? V_LEAF : V_NLEAF, NULL, 0);
		cr_assert(v_getreg(&r, V_I, V_TEMP));
		cr_assert(v_getreg(&fr, V_D, V_TEMP));
		v_movi(r, a[0]);
		v_movd(fr, a[1]);
		v_savei(r);
		v_saved(fr);
		v_seti(r, -1);
		v_setd(fr, -1.0);
		if (!leaf)
			v_scalli((v_iptr)clobber, "");
		v_restorei(r);
		v_restored(fr);
		v_cvd2i(a[0], fr);
		v_addi(r, r, a[0]);
		v_reti(r);
		int (*fp)(int, double) = (int (*)(int, double))v_end(0).i;
		GEN_OK(fp);
		cr_expect_eq(fp(40, 2.0), 42, "%s: saved 40 and 2.0, got %d", leaf ? "leaf" : "non-leaf", fp(40, 2.0));
	}
}

Test(vcode_compat, restore_without_save_is_an_error)
{
	v_reg_type r;
	v_lambda("bad", "", NULL, V_LEAF, NULL, 0);
	cr_assert(v_getreg(&r, V_I, V_TEMP));
	v_restorei(r);
	v_retii(0);
	cr_expect_null(v_end(0).v);
	cr_expect_eq(v_error(), KL_ERR_STATE, "got %d: %s", v_error(), v_errmsg());
}

/* ---- v_clambda: a function whose parameters would come one at a time ---- */
Test(vcode_compat, clambda)
{
	static unsigned insn[256];
	v_clambda("c", V_LEAF, insn, sizeof insn);
	v_retii(5);
	int (*fp)(void) = (int (*)(void))v_end(0).i;
	GEN_OK(fp);
	cr_expect_eq(fp(), 5);

	v_reg_type r;
	v_clambda("c2", V_LEAF, insn, sizeof insn);
	v_param_push(V_I, &r);
	v_reti(r);
	cr_expect_null(v_end(0).v, "v_param_push is refused, not silently wrong");
	cr_expect_eq(v_error(), KL_ERR_STATE);
}

/* ---- v_setc/uc/s/us cut the constant to the type ---- */
Test(vcode_compat, narrow_sets)
{
	static const struct {
		int which;
		long imm, want;
	} cases[] = {{0, 0x1ff, -1}, {0, 0x7f, 127}, {1, -1, 255}, {1, 0x100, 0},
		     {2, 0x18000, -32768}, {2, 1234, 1234}, {3, -1, 65535}, {3, 0x12345, 0x2345}};
	for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
		v_reg_type r;
		v_lambda("set", "", NULL, V_LEAF, NULL, 0);
		cr_assert(v_getreg(&r, V_I, V_TEMP));
		switch (cases[k].which) {
		case 0: v_setc(r, (int)cases[k].imm); break;
		case 1: v_setuc(r, (unsigned)cases[k].imm); break;
		case 2: v_sets(r, (int)cases[k].imm); break;
		default: v_setus(r, (unsigned)cases[k].imm); break;
		}
		v_reti(r);
		int (*fp)(void) = (int (*)(void))v_end(0).i;
		GEN_OK(fp);
		cr_expect_eq(fp(), cases[k].want, "v_set%s(r, %#lx): got %d, expected %ld",
			     (const char *[]){"c", "uc", "s", "us"}[cases[k].which], cases[k].imm, fp(), cases[k].want);
	}
}

/* ---- v_retfi/v_retdi ---- */
Test(vcode_compat, float_immediate_returns)
{
	v_lambda("f", "", NULL, V_LEAF, NULL, 0);
	v_retfi(2.5f);
	float (*ff)(void) = (float (*)(void))v_end(0).f;
	GEN_OK(ff);
	cr_expect_eq(ff(), 2.5f, "got %g", (double)ff());

	v_lambda("d", "", NULL, V_LEAF, NULL, 0);
	v_retdi(-1e300);
	double (*fd)(void) = (double (*)(void))v_end(0).d;
	GEN_OK(fd);
	cr_expect_eq(fd(), -1e300, "got %g", fd());
}

/* ---- v_mk_unavail before v_lambda keeps registers out of every later function ---- */
Test(vcode_compat, mk_unavail_before_lambda)
{
	v_mk_unavail(V_I, V_TI0);
	v_mk_unavail(V_I, V_TI1);
	for (int iter = 0; iter < 3; iter++) {
		v_reg_type r[64];
		v_lambda("u", "", NULL, V_NLEAF, NULL, 0);
		int n = 0;
		while (n < 64 && v_getreg(&r[n], V_I, V_TEMP)) {
			cr_expect_neq(_vrr(r[n]), _vrr(V_TI0), "V_TI0 was handed out after v_mk_unavail");
			cr_expect_neq(_vrr(r[n]), _vrr(V_TI1), "V_TI1 was handed out after v_mk_unavail");
			n++;
		}
		cr_expect_gt(n, 0);
		v_retv();
		cr_expect_not_null(v_end(0).v, "%s", v_errmsg());
	}
}

/* ---- the public calls src/vcode is built on (kiln.h) ---- */
Test(vcode_compat, kl_func_fail_is_sticky_and_keeps_the_first)
{
	kl_func *f = kl_func_new();
	cr_assert_not_null(f);
	kl_reg a[1];
	cr_assert_eq(kl_func_begin(f, "%i", a, KL_LEAF), 0);
	kl_func_fail(f, KL_ERR_ARGS, "front end: bad %s %d", "thing", 7);
	kl_func_fail(f, KL_ERR_REGS, "second");
	kl_reti(f, a[0]);
	cr_expect_null(kl_func_end(f, NULL));
	cr_expect_eq(kl_error(f), KL_ERR_ARGS, "the first error is kept: got %d", kl_error(f));
	cr_expect(strstr(kl_errmsg(f), "front end: bad thing 7") != NULL, "message: %s", kl_errmsg(f));
	cr_assert_eq(kl_func_begin(f, "", NULL, KL_LEAF), 0);
	kl_func_fail(f, 999, "not a code");
	cr_expect_eq(kl_error(f), KL_ERR_STATE, "an unknown code becomes KL_ERR_STATE");
	kl_func_delete(f);
}

/* A callee-saved register kept with kl_reg_keep is saved by the prologue even when it was already
 * handed out; the caller below holds a value in it across the call. */
Test(vcode_compat, kl_reg_keep_saves_and_withholds)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	cr_assert(ti && ti->nvars > 0);
	kl_reg s = ti->vars[0], got;

	kl_func *g = kl_func_new();
	cr_assert_eq(kl_func_begin(g, "", NULL, KL_LEAF), 0);
	cr_assert_eq(kl_reg_keep(g, s), 0);
	cr_assert_eq(kl_reg_keep(g, s), 0, "keeping twice is not an error");
	while (kl_getreg(g, &got, KL_L, KL_TEMP))
		cr_expect_neq(got, s, "kl_getreg handed out kept register %s", kl_reg_name(s));
	kl_setl(g, s, -5); /* clobbers s: the prologue must have saved it */
	kl_retii(g, 0);
	int (*clob)(void) = (int (*)(void))kl_func_end(g, NULL);
	cr_assert_not_null(clob, "%s", kl_errmsg(g));

	kl_func *f = kl_func_new();
	cr_assert_eq(kl_func_begin(f, "", NULL, KL_NONLEAF), 0);
	cr_assert_eq(kl_reg_keep(f, s), 0);
	kl_setl(f, s, 777);
	kl_call(f, KL_I, (const void *)clob);
	kl_retl(f, s);
	long (*outer)(void) = (long (*)(void))kl_func_end(f, NULL);
	cr_assert_not_null(outer, "%s", kl_errmsg(f));
	cr_expect_eq(outer(), 777, "%s survives a call to a function that kept and changed it: got %ld",
		     kl_reg_name(s), outer());

	cr_assert_eq(kl_func_begin(f, "", NULL, KL_LEAF), 0);
	cr_expect_eq(kl_reg_keep(f, -1), KL_ERR_OPERAND);
	cr_expect_eq(kl_error(f), KL_ERR_OPERAND);
	kl_func_abort(f);
	kl_func_delete(f);
	kl_func_delete(g);
}
