/* system.c -- what VCODE clients get from kiln underneath: no mapping writable and executable,
 * the client's buffer never run nor overrun, state per thread, v_dump's listing, and errors
 * instead of crashes. */
#include <pthread.h>
#include <stdint.h>

#include "vcode_test.h"

typedef int (*iptr)(int);

static iptr mkaddk(v_code *ip, int nbytes, int k)
{
	v_reg_type arg[1];
	v_lambda("addk", "%i", arg, V_LEAF, ip, nbytes);
	v_addii(arg[0], arg[0], k);
	v_reti(arg[0]);
	return (iptr)v_end(0).i;
}

/* The permissions of the mapping holding addr ("r-xp"), from /proc/self/maps; and whether any
 * mapping is writable and executable at once. */
static void scan_maps(uintptr_t addr, char perms[5], int *wx)
{
	FILE *m = fopen("/proc/self/maps", "r");
	cr_assert_not_null(m);
	char line[512];
	perms[0] = 0;
	*wx = 0;
	while (fgets(line, sizeof line, m)) {
		unsigned long lo, hi;
		char p[5];
		if (sscanf(line, "%lx-%lx %4s", &lo, &hi, p) != 3)
			continue;
		if (p[1] == 'w' && p[2] == 'x') {
			*wx = 1;
			cr_log_info("writable and executable: %s", line);
		}
		if (addr >= lo && addr < hi)
			memcpy(perms, p, 5);
	}
	fclose(m);
}

Test(vcode_system, no_writable_executable_mapping)
{
	static v_code insn[1000];
	iptr f = mkaddk(insn, sizeof insn, 5);
	iptr g = mkaddk(NULL, 0, 6);
	GEN_OK(f);
	GEN_OK(g);
	cr_expect_eq(f(1), 6);
	cr_expect_eq(g(1), 7);
	uintptr_t fa, ga;
	memcpy(&fa, &f, sizeof fa);
	memcpy(&ga, &g, sizeof ga);
	char perms[5];
	int wx;
	scan_maps(fa, perms, &wx);
	cr_expect_eq(wx, 0, "a mapping is writable and executable");
	cr_expect(perms[0] == 'r' && perms[1] == '-' && perms[2] == 'x', "the code runs from a read+execute mapping: %s",
		  perms);
	scan_maps(ga, perms, &wx);
	cr_expect_eq(perms[2], 'x');
	cr_expect_eq(perms[1], '-');
	/* the client's buffer was only storage: not where the code runs, and not executable */
	cr_expect(fa < (uintptr_t)insn || fa >= (uintptr_t)(insn + 1000));
	scan_maps((uintptr_t)insn, perms, &wx);
	cr_expect_eq(perms[2], '-', "the client's buffer stays non-executable: %s", perms);
}

/* A buffer too small is an error, and nothing is written past it. */
Test(vcode_system, small_buffer_is_an_error_not_an_overflow)
{
	static unsigned char area[4096];
	memset(area, 0xA5, sizeof area);
	int nbytes = 256;
	v_reg_type arg[1];
	cr_expect_eq(v_lambda("big", "%i", arg, V_LEAF, (v_code *)area, nbytes), 0, "%s", v_errmsg());
	for (int k = 0; k < 1000; k++)
		v_addii(arg[0], arg[0], 100000 + k);
	v_reti(arg[0]);
	union v_fp fp = v_end(0);
	cr_expect(fp.i == 0, "1000 instructions do not fit in %d bytes", nbytes);
	cr_expect_eq(v_error(), KL_ERR_BUFFER, "%s", v_errmsg());
	for (size_t k = (size_t)nbytes; k < sizeof area; k++)
		cr_assert_eq(area[k], 0xA5, "byte %zu past the buffer was written", k);

	/* a buffer below kiln's minimum is refused at once */
	cr_expect_eq(v_lambda("tiny", "%i", arg, V_LEAF, (v_code *)area, 16), KL_ERR_BUFFER);
	cr_expect(v_end(0).i == 0);
	/* and the thread goes on */
	iptr f = mkaddk((v_code *)area, sizeof area, 3);
	GEN_OK(f);
	cr_expect_eq(f(4), 7);
}

/* ---- state per thread ---- */
struct job {
	int k;
	int ok;
};
static void *worker(void *p)
{
	struct job *j = p;
	j->ok = 1;
	for (int n = 0; n < 200; n++) {
		v_reg_type arg[2];
		/* interleave generation with the other thread: each has its own function in progress */
		v_lambda("worker", "%i%i", arg, V_LEAF, NULL, 0);
		v_mulii(arg[0], arg[0], j->k);
		for (int s = 0; s < 50; s++)
			v_addii(arg[0], arg[0], 1);
		v_addi(arg[0], arg[0], arg[1]);
		v_reti(arg[0]);
		int (*f)(int, int) = (int (*)(int, int))v_end(0).i;
		if (!f || f(n, 1) != n * j->k + 51)
			j->ok = 0;
	}
	return NULL;
}

Test(vcode_system, state_per_thread)
{
	struct job jobs[4] = {{3, 0}, {5, 0}, {7, 0}, {11, 0}};
	pthread_t t[4];
	for (int k = 0; k < 4; k++)
		cr_assert_eq(pthread_create(&t[k], NULL, worker, &jobs[k]), 0);
	/* and this thread builds one too, across the others' lifetimes */
	v_reg_type arg[1];
	v_lambda("main", "%i", arg, V_LEAF, NULL, 0);
	v_negi(arg[0], arg[0]);
	for (int k = 0; k < 4; k++)
		pthread_join(t[k], NULL);
	v_reti(arg[0]);
	iptr f = (iptr)v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(9), -9);
	for (int k = 0; k < 4; k++)
		cr_expect(jobs[k].ok, "thread %d computed wrong results", k);
}

/* An instruction before a thread's first v_lambda is an error, not a crash. */
static void *stray(void *p)
{
	int *ok = p;
	v_addii(V_TI0, V_TI0, 1);
	v_addii(V_TI0, V_TI0, 1);
	v_retv();
	*ok = v_end(0).v == 0; /* nothing to end */
	iptr f = mkaddk(NULL, 0, 2); /* and the thread's first real function works */
	*ok = *ok && f && f(40) == 42;
	return NULL;
}

Test(vcode_system, instruction_before_lambda)
{
	int ok = 0;
	pthread_t t;
	cr_assert_eq(pthread_create(&t, NULL, stray, &ok), 0);
	pthread_join(t, NULL);
	cr_expect(ok);
}

/* ---- v_dump ---- */
static void dump_to(char *buf, size_t size, const void *code)
{
	FILE *t = tmpfile();
	cr_assert_not_null(t);
	v_fdump(t, code);
	rewind(t);
	size_t n = fread(buf, 1, size - 1, t);
	buf[n] = 0;
	fclose(t);
}

Test(vcode_system, dump_listing_without_objdump)
{
	static char out[8192];
	iptr f = mkaddk(NULL, 0, 0x1234);
	GEN_OK(f);
	setenv("KILN_VCODE_NO_OBJDUMP", "1", 1);
	dump_to(out, sizeof out, f);
	unsetenv("KILN_VCODE_NO_OBJDUMP");
	cr_log_info("%s", out);
	uintptr_t fa;
	memcpy(&fa, &f, sizeof fa);
	char addr[32], bytes[64] = "";
	snprintf(addr, sizeof addr, "%lx:", (unsigned long)fa);
	const unsigned char *code = (const unsigned char *)fa;
	for (int k = 0; k < 4; k++)
		snprintf(bytes + 3 * k, sizeof bytes - 3 * k, "%02x ", code[k]);
	cr_expect(strstr(out, "\"addk\"") != NULL, "the note names the function:\n%s", out);
	cr_expect(strstr(out, kl_target_name()) != NULL, "the note names the target:\n%s", out);
	cr_expect(strstr(out, addr) != NULL, "a line starts at the entry %s:\n%s", addr, out);
	cr_expect(strstr(out, bytes) != NULL, "the first bytes %s are listed:\n%s", bytes, out);
}

Test(vcode_system, dump_listing_with_objdump)
{
	static char out[8192];
	if (system("objdump --version >/dev/null 2>&1") != 0) {
		cr_log_info("objdump is not installed: nothing to check");
		return;
	}
	static v_code insn[1000];
	iptr f = mkaddk(insn, sizeof insn, 0x1234);
	GEN_OK(f);
	dump_to(out, sizeof out, insn); /* the client's buffer names the function too */
	cr_log_info("%s", out);
	cr_expect(strstr(out, "\"addk\"") != NULL, "%s", out);
	if (!strcmp(kl_target_name(), "x86_64")) {
		cr_expect(strstr(out, "ret") != NULL, "objdump's listing has the return:\n%s", out);
		cr_expect(strstr(out, "0x1234") != NULL, "and the immediate:\n%s", out);
	}
}

Test(vcode_system, dump_of_unknown_pointer)
{
	static char out[512];
	static int x;
	dump_to(out, sizeof out, &x);
	cr_expect(strstr(out, "not code") != NULL, "%s", out);
}

/* Figure 1's form assembles in kiln's buffer, but its ip still names the function for v_dump. */
Test(vcode_system, dump_by_figure1_storage)
{
	static char out[8192];
	static v_code insn[1000];
	v_reg arg[1];
	v_lambda("%i", arg, V_LEAF, insn);
	v_addii(arg[0], arg[0], 0x4321);
	v_reti(arg[0]);
	iptr f = (iptr)v_end();
	GEN_OK(f);
	cr_expect_eq(f(1), 0x4322);
	setenv("KILN_VCODE_NO_OBJDUMP", "1", 1);
	dump_to(out, sizeof out, insn);
	unsetenv("KILN_VCODE_NO_OBJDUMP");
	uintptr_t fa;
	memcpy(&fa, &f, sizeof fa);
	char addr[32];
	snprintf(addr, sizeof addr, "%lx:", (unsigned long)fa);
	cr_expect(strstr(out, addr) != NULL, "the listing of insn is the function at %s:\n%s", addr, out);
}
