/* core.c -- labels and branches of every reach, jump tables, jump-and-link, loops, locals,
 * saved registers, register classes and exhaustion, immediates of every size, W^X. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include <kiln.h>

typedef long (*l_l)(long);

Test(labels, loops_and_branches_of_every_reach)
{
	/* sum 1..n with a loop whose body is padded with nops: short, then long, backward and
	 * forward branches */
	kl_func *f = kl_func_new();
	for (int pad = 0; pad < 300000; pad = pad ? pad * 7 : 1) {
		kl_reg a[1], s;
		kl_func_begin(f, "%l", a, KL_LEAF);
		kl_getreg(f, &s, KL_L, KL_TEMP);
		kl_label top = kl_label_new(f), done = kl_label_new(f);
		kl_setl(f, s, 0);
		kl_label_place(f, top);
		kl_bleli(f, a[0], 0, done); /* forward, maybe far */
		kl_addl(f, s, s, a[0]);
		for (int k = 0; k < pad; k++)
			kl_nop(f);
		kl_subli(f, a[0], a[0], 1);
		kl_jv(f, top); /* backward, maybe far */
		kl_label_place(f, done);
		kl_retl(f, s);
		l_l fn = (l_l)kl_func_end(f, NULL);
		cr_assert_not_null(fn, "pad %d: %s", pad, kl_errmsg(f));
		cr_assert_eq(fn(100), 5050, "pad %d", pad);
		cr_assert_eq(fn(0), 0);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

Test(labels, jump_table_with_data_labels)
{
	static void *table[4];
	kl_func *f = kl_func_new();
	kl_reg a[1], t;
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_getreg(f, &t, KL_P, KL_TEMP);
	kl_label case_[4], deflt = kl_label_new(f);
	for (int k = 0; k < 4; k++) {
		case_[k] = kl_label_new(f);
		kl_dlabel(f, &table[k], case_[k]);
	}
	kl_bgeuli(f, a[0], 4, deflt);
	kl_lshli(f, a[0], a[0], 3);
	kl_setp(f, t, (const void *)table);
	kl_ldp(f, t, t, a[0]);
	kl_jp(f, t);
	for (int k = 0; k < 4; k++) {
		kl_label_place(f, case_[k]);
		kl_retli(f, 100 + k * k);
	}
	kl_label_place(f, deflt);
	kl_retli(f, -1);
	l_l fn = (l_l)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	for (long k = 0; k < 4; k++)
		cr_assert_eq(fn(k), 100 + k * k);
	cr_assert_eq(fn(4), -1);
	cr_assert_eq(fn(-1), -1);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

Test(labels, jump_and_link)
{
	/* a subroutine inside the function: jalv links, jp returns through the link register;
	 * jalp through a register, to a data label */
	static void *sub_addr;
	kl_func *f = kl_func_new();
	kl_reg a[1], link, t;
	kl_func_begin(f, "%l", a, KL_LEAF);
	kl_getreg(f, &link, KL_P, KL_TEMP);
	kl_getreg(f, &t, KL_P, KL_TEMP);
	kl_label sub = kl_label_new(f), start = kl_label_new(f);
	kl_dlabel(f, &sub_addr, sub);
	kl_jv(f, start);
	kl_label_place(f, sub); /* sub: a = a * 2 + 1 */
	kl_lshli(f, a[0], a[0], 1);
	kl_addli(f, a[0], a[0], 1);
	kl_jp(f, link);
	kl_label_place(f, start);
	kl_jalv(f, link, sub); /* a*2+1 */
	kl_jalv(f, link, sub); /* (a*2+1)*2+1 */
	kl_setp(f, t, (const void *)&sub_addr);
	kl_ldpi(f, t, t, 0);
	kl_jalp(f, link, t); /* once more, through a register */
	kl_retl(f, a[0]);
	l_l fn = (l_l)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(5), ((5 * 2 + 1) * 2 + 1) * 2 + 1);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

static long clobber(void)
{
	/* a C function the compiler may use callee-saved registers in: make it churn */
	volatile long x[16];
	for (int k = 0; k < 16; k++)
		x[k] = k * 0x1111;
	return x[3] + x[12];
}

Test(frames, locals_and_blocks_survive_calls)
{
	kl_func *f = kl_func_new();
	kl_reg a[1], t;
	kl_func_begin(f, "%l", a, KL_NONLEAF);
	int l1 = kl_local(f, KL_L), l2 = kl_local(f, KL_C), l3 = kl_local(f, KL_I);
	int blk = kl_localb(f, 100);
	cr_assert_eq(blk % 16, 0);
	cr_assert(l1 != l2 && l2 != l3 && l1 != l3);
	kl_getreg(f, &t, KL_L, KL_TEMP);
	kl_stli(f, a[0], KL_LP, l1);
	kl_setl(f, t, -5);
	kl_stci(f, t, KL_LP, l2);
	kl_setl(f, t, 123456);
	kl_stii(f, t, KL_LP, l3);
	kl_stli(f, a[0], KL_LP, blk + 92);
	kl_call(f, KL_L, (const void *)clobber);
	kl_ldli(f, t, KL_LP, l1);
	kl_reg u;
	kl_getreg(f, &u, KL_L, KL_VAR);
	kl_movl(f, u, t);
	kl_ldci(f, t, KL_LP, l2);
	kl_cvi2l(f, t, t);
	kl_addl(f, u, u, t);
	kl_ldii(f, t, KL_LP, l3);
	kl_cvi2l(f, t, t);
	kl_addl(f, u, u, t);
	kl_ldli(f, t, KL_LP, blk + 92);
	kl_addl(f, u, u, t);
	kl_addpi(f, t, KL_LP, blk); /* the address of a local */
	kl_ldli(f, t, t, 92);
	kl_addl(f, u, u, t);
	kl_retl(f, u);
	l_l fn = (l_l)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(1000), 1000 - 5 + 123456 + 1000 + 1000);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

/* Build a function that sets every callee-saved register, calls `victim`, and returns 1 if
 * they all survived. */
static long (*make_checker(kl_func *f, const void *victim))(void)
{
	kl_reg r[KL_NS];
	int n = 0;
	kl_func_begin(f, "", NULL, KL_NONLEAF);
	while (n < KL_NS && kl_getreg(f, &r[n], KL_L, KL_VAR)) {
		kl_setl(f, r[n], 0x1234567800000000L + n);
		n++;
	}
	cr_assert_eq(n, KL_NS);
	kl_call(f, KL_V, victim);
	kl_label bad = kl_label_new(f);
	for (int k = 0; k < n; k++)
		kl_bneli(f, r[k], 0x1234567800000000L + k, bad);
	kl_retli(f, 1);
	kl_label_place(f, bad);
	kl_retli(f, 0);
	long (*fn)(void) = (long (*)(void))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	return fn;
}

Test(frames, callee_saved_registers_are_preserved)
{
	kl_func *f = kl_func_new(), *g = kl_func_new();
	/* the victim uses every register it can get */
	kl_reg r;
	kl_func_begin(g, "", NULL, KL_NONLEAF);
	while (kl_getreg(g, &r, KL_L, KL_TEMP))
		kl_setl(g, r, -1);
	kl_retv(g);
	void *victim = kl_func_end(g, NULL);
	cr_assert_not_null(victim);
	long (*check)(void) = make_checker(f, victim);
	cr_assert_eq(check(), 1);
	/* hard-coded names, reserved, are saved too */
	kl_func_begin(g, "", NULL, KL_LEAF);
	static const kl_reg s[] = {KL_S0, KL_S1, KL_S2, KL_S3, KL_S4, KL_S5};
	for (size_t k = 0; k < sizeof s / sizeof s[0]; k++) {
		cr_assert_eq(kl_reg_reserve(g, s[k]), 0);
		kl_setl(g, s[k], 0);
	}
	kl_retv(g);
	void *victim2 = kl_func_end(g, NULL);
	long (*check2)(void) = make_checker(f, victim2);
	cr_assert_eq(check2(), 1);
	kl_code_free(victim);
	kl_code_free(victim2);
	kl_code_free((void *)check);
	kl_code_free((void *)check2);
	kl_func_delete(f);
	kl_func_delete(g);
}

Test(frames, save_all_preserves_temporaries)
{
	/* an "interrupt handler": KL_SAVE_ALL keeps even caller-saved registers */
	kl_func *f = kl_func_new(), *g = kl_func_new();
	kl_reg r;
	kl_func_begin(g, "", NULL, KL_LEAF | KL_SAVE_ALL);
	while (kl_getreg(g, &r, KL_L, KL_TEMP))
		kl_setl(g, r, -1);
	kl_retv(g);
	void *handler = kl_func_end(g, NULL);
	cr_assert_not_null(handler);
	kl_reg t[KL_NT];
	int n = 0;
	kl_func_begin(f, "", NULL, KL_NONLEAF);
	while (n < KL_NT && kl_getreg(f, &t[n], KL_L, KL_TEMP)) {
		kl_setl(f, t[n], 77 + n);
		n++;
	}
	kl_reg p;
	kl_getreg(f, &p, KL_P, KL_VAR);
	kl_setp(f, p, handler);
	/* jump-and-link style call that does not go through the C ABI: push no arguments,
	 * call through a register; only the result register may change */
	kl_callr(f, KL_V, p);
	kl_label bad = kl_label_new(f);
	for (int k = 0; k < n; k++)
		if (t[k] != KL_RV)
			kl_bneli(f, t[k], 77 + k, bad);
	kl_retli(f, 1);
	kl_label_place(f, bad);
	kl_retli(f, 0);
	long (*fn)(void) = (long (*)(void))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(), 1);
	kl_code_free(handler);
	kl_code_free((void *)fn);
	kl_func_delete(f);
	kl_func_delete(g);
}

Test(regs, exhaustion_classes_and_return)
{
	kl_func *f = kl_func_new();
	kl_reg r, got[64];
	int n = 0;
	kl_func_begin(f, "", NULL, KL_NONLEAF);
	while (kl_getreg(f, &r, KL_L, KL_VAR))
		got[n++] = r;
	cr_assert_eq(n, KL_NS, "variables: %d", n);
	int m = 0;
	while (kl_getreg(f, &r, KL_L, KL_TEMP))
		got[n + m++] = r;
	cr_assert_eq(m, KL_NT, "temporaries: %d", m);
	cr_assert_eq(kl_getreg(f, &r, KL_I, KL_TEMP), 0, "out of registers is 0, not an error");
	cr_assert_eq(kl_error(f), KL_OK);
	for (int k = 0; k < n + m; k++)
		for (int j = 0; j < k; j++)
			cr_assert_neq(got[k], got[j]);
	kl_putreg(f, got[2], KL_L);
	cr_assert_eq(kl_getreg(f, &r, KL_L, KL_VAR), 1);
	cr_assert_eq(r, got[2]);
	kl_func_abort(f);

	/* argument registers not holding live arguments are allocatable in a leaf */
	kl_reg a[2];
	kl_func_begin(f, "%i%i", a, KL_LEAF);
	n = 0;
	while (kl_getreg(f, &r, KL_L, KL_TEMP)) {
		cr_assert(r != a[0] && r != a[1]);
		n++;
	}
	cr_assert_eq(n, KL_NT + KL_NS - 2);
	kl_func_abort(f);

	/* unavailable registers are never handed out */
	kl_func_begin(f, "", NULL, KL_LEAF);
	cr_assert_eq(kl_reg_set_class(f, KL_T0, KL_UNAVAIL), 0);
	while (kl_getreg(f, &r, KL_L, KL_TEMP))
		cr_assert_neq(r, KL_T0);
	kl_func_abort(f);
	kl_func_delete(f);
}

/* register assertion: counts are compile-time constants */
_Static_assert(KL_NT >= 6 && KL_NS >= 5, "kiln targets offer at least 6 temporaries and 5 variables");

Test(imm, every_size_in_every_position)
{
	static const int64_t v[] = {0, 1, -1, 127, 128, -128, -129, 32767, 32768, -32769, 0x7FFFFFFF,
				    0x80000000L, -0x80000001L, 0xFFFFFFFFL, 0x100000000L, INT64_MAX, INT64_MIN,
				    0x0123456789ABCDEFL};
	static long cell;
	kl_func *f = kl_func_new();
	for (size_t i = 0; i < sizeof v / sizeof v[0]; i++) {
		int64_t x = v[i];
		kl_reg a[1], t, p;
		kl_func_begin(f, "%l", a, KL_LEAF);
		kl_getreg(f, &t, KL_L, KL_TEMP);
		kl_getreg(f, &p, KL_P, KL_TEMP);
		kl_label no = kl_label_new(f);
		kl_setl(f, t, x);
		kl_bnel(f, t, a[0], no);      /* set reached */
		kl_bneli(f, a[0], x, no);     /* compare with an immediate */
		kl_addli(f, t, a[0], x);      /* 2x */
		kl_subli(f, t, t, x);         /* x */
		kl_xorli(f, t, t, x);         /* 0 */
		kl_bneli(f, t, 0, no);
		kl_setp(f, p, (const void *)&cell);
		kl_stli(f, a[0], p, 0);
		kl_subpi(f, p, p, (intptr_t)3 << 30); /* 3 GiB below: the offset exceeds 32 bits */
		kl_ldli(f, t, p, (int64_t)3 << 30);
		kl_bnel(f, t, a[0], no);
		kl_retli(f, 1);
		kl_label_place(f, no);
		kl_retli(f, 0);
		l_l fn = (l_l)kl_func_end(f, NULL);
		cr_assert_not_null(fn, "%s", kl_errmsg(f));
		cr_assert_eq(fn(x), 1, "immediate %#lx", (long)x);
		cr_assert_eq(cell, x);
		kl_code_free((void *)fn);
	}
	kl_func_delete(f);
}

Test(wx, no_mapping_is_writable_and_executable)
{
	kl_func *f = kl_func_new();
	void *fns[50];
	for (int k = 0; k < 50; k++) {
		kl_reg a[1];
		kl_func_begin(f, "%i", a, KL_LEAF);
		kl_addii(f, a[0], a[0], k);
		kl_reti(f, a[0]);
		fns[k] = kl_func_end(f, NULL);
		cr_assert_not_null(fns[k]);
	}
	FILE *maps = fopen("/proc/self/maps", "r");
	cr_assert_not_null(maps);
	char line[512];
	int found_code = 0;
	while (fgets(line, sizeof line, maps)) {
		unsigned long lo, hi;
		char perms[5] = "";
		if (sscanf(line, "%lx-%lx %4s", &lo, &hi, perms) != 3)
			continue;
		cr_assert(!(perms[1] == 'w' && perms[2] == 'x'), "writable and executable: %s", line);
		if ((uintptr_t)fns[0] >= lo && (uintptr_t)fns[0] < hi) {
			found_code = 1;
			cr_assert_eq(perms[0], 'r');
			cr_assert_eq(perms[1], '-', "generated code is writable: %s", line);
			cr_assert_eq(perms[2], 'x');
		}
	}
	fclose(maps);
	cr_assert(found_code);
	for (int k = 0; k < 50; k++) {
		cr_assert_eq(((int (*)(int))fns[k])(1), 1 + k);
		cr_assert_eq(kl_code_free(fns[k]), 0);
	}
	kl_func_delete(f);
}

Test(memory, large_functions_and_many_small_ones)
{
	/* a function bigger than an executable-memory chunk, then many small ones freed in a
	 * different order than made */
	kl_func *f = kl_func_new();
	kl_reg a[1];
	kl_func_begin(f, "%l", a, KL_LEAF);
	for (int k = 0; k < 300000; k++) /* 7 bytes each: about 2 MiB */
		kl_addli(f, a[0], a[0], 1000);
	kl_retl(f, a[0]);
	size_t size = 0;
	l_l big = (l_l)kl_func_end(f, &size);
	cr_assert_not_null(big, "%s", kl_errmsg(f));
	cr_assert_gt(size, (size_t)1 << 20); /* more than an executable-memory chunk */
	cr_assert_eq(big(5), 5 + 300000L * 1000);
	static void *fns[3000];
	for (int k = 0; k < 3000; k++) {
		kl_func_begin(f, "%l", a, KL_LEAF);
		kl_addli(f, a[0], a[0], k);
		kl_retl(f, a[0]);
		fns[k] = kl_func_end(f, NULL);
		cr_assert_not_null(fns[k]);
	}
	for (int k = 0; k < 3000; k += 2)
		cr_assert_eq(kl_code_free(fns[k]), 0);
	for (int k = 1; k < 3000; k += 2)
		cr_assert_eq(((l_l)fns[k])(1), 1 + k);
	for (int k = 1; k < 3000; k += 2)
		cr_assert_eq(kl_code_free(fns[k]), 0);
	cr_assert_eq(kl_code_free((void *)big), 0);
	kl_func_delete(f);
}

#include <pthread.h>
static void *worker(void *arg)
{
	long id = (long)arg, bad = 0;
	kl_func *f = kl_func_new();
	for (int k = 0; k < 2000; k++) {
		kl_reg a[1];
		kl_func_begin(f, "%l", a, KL_LEAF);
		kl_mulli(f, a[0], a[0], id);
		kl_addli(f, a[0], a[0], k);
		kl_retl(f, a[0]);
		l_l fn = (l_l)kl_func_end(f, NULL);
		if (!fn || fn(3) != 3 * id + k)
			bad++;
		if (fn)
			kl_code_free((void *)fn);
	}
	kl_func_delete(f);
	return (void *)bad;
}

Test(memory, threads_generate_concurrently)
{
	pthread_t th[4];
	for (long k = 0; k < 4; k++)
		cr_assert_eq(pthread_create(&th[k], NULL, worker, (void *)(k + 2)), 0);
	for (int k = 0; k < 4; k++) {
		void *bad;
		pthread_join(th[k], &bad);
		cr_assert_null(bad, "thread %d: %ld wrong results", k, (long)bad);
	}
}

Test(frames, save_all_non_leaf_in_a_small_client_buffer)
{
	/* the epilogue of a non-leaf KL_SAVE_ALL function (14 pops and a frame) is built in a side
	 * buffer of its own; it used to run out of room there, and the check then looked at the
	 * client's buffer: the function failed or not depending on that buffer's size */
	static uint8_t buf[200];
	kl_func *f = kl_func_new();
	kl_func_set_buffer(f, buf, sizeof buf);
	kl_reg a[1];
	cr_assert_eq(kl_func_begin(f, "%l", a, KL_SAVE_ALL), 0);
	kl_addli(f, a[0], a[0], 1);
	kl_retl(f, a[0]);
	l_l fn = (l_l)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(41), 42);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

static long add3(long a, long b, long c) { return a + b + c; }

Test(regs, kept_registers_are_never_handed_out_and_arguments_move)
{
	/* keep the register the first argument arrives in and one callee-saved register: the
	 * argument moves, kl_getreg never returns either, and the caller's callee-saved value
	 * survives a function that writes the kept one by name */
	kl_func *f = kl_func_new();
	kl_reg probe[2];
	kl_func_begin(f, "%l%l", probe, KL_LEAF); /* where the arguments arrive in a leaf */
	kl_reg first = probe[0];
	kl_func_abort(f);
	kl_reg keep[2] = {first, KL_S0};
	cr_assert_eq(kl_func_keep_regs(f, keep, 2), KL_OK);
	for (int leaf = 0; leaf < 2; leaf++) {
		kl_reg a[2], r;
		kl_func_begin(f, "%l%l", a, leaf ? KL_LEAF : KL_NONLEAF);
		cr_assert_neq(a[0], first, "argument 0 still in the kept register");
		cr_assert_neq(a[1], first);
		cr_assert_neq(a[0], KL_S0);
		cr_assert_neq(a[1], KL_S0);
		while (kl_getreg(f, &r, KL_L, KL_TEMP) || kl_getreg(f, &r, KL_L, KL_VAR)) {
			cr_assert_neq(r, first, "kl_getreg handed out a kept register");
			cr_assert_neq(r, KL_S0, "kl_getreg handed out a kept register");
		}
		kl_setl(f, KL_S0, -1); /* used by name: the prologue must save it */
		kl_setl(f, first, -2);
		if (leaf) {
			kl_subl(f, a[0], a[0], a[1]);
			kl_retl(f, a[0]);
		} else {
			kl_call_arg(f, KL_L, a[0]);
			kl_call_arg(f, KL_L, a[1]);
			kl_call_argi(f, KL_L, 100);
			kl_reg rv = kl_call(f, KL_L, (const void *)add3);
			kl_retl(f, rv);
		}
		long (*fn)(long, long) = (long (*)(long, long))kl_func_end(f, NULL);
		cr_assert_not_null(fn, "%s", kl_errmsg(f));
		long got = fn(50, 8);
		cr_assert_eq(got, (leaf ? 42 : 158), "leaf %d: got %ld", leaf, got);
		kl_code_free((void *)fn);
	}
	kl_reg bad = -1;
	cr_assert_eq(kl_func_keep_regs(f, &bad, 1), KL_ERR_OPERAND);
	cr_assert_eq(kl_func_keep_regs(f, NULL, 0), KL_OK);
	kl_func_delete(f);
}

Test(target, features)
{
	cr_assert_eq(kl_target_has(KL_FEATURE_FLOAT), 1);
	int un = kl_target_has(KL_FEATURE_FAST_UNALIGNED);
	cr_assert(un == 0 || un == 1);
	cr_assert_eq(un, strcmp(kl_target_name(), "riscv64") != 0);
	cr_assert_eq(kl_target_has(0), 0);
	cr_assert_eq(kl_target_has(12345), 0);
}
