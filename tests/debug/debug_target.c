/* debug_target.c -- a program whose time goes into one generated function, kiln_spin, built
 * with source lines from spin.q: perf.sh profiles it, gdb.sh stops in it.
 *
 *   debug_target SPIN.Q N    calls kiln_spin(N) (N iterations) and prints its result */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <kiln.h>
#include <kiln/debug.h>

/* called once from the generated code, on the last iteration: gdb.sh stops here and
 * backtraces through kiln_spin into main */
long __attribute__((noinline)) kiln_test_callee(long x)
{
	__asm__ volatile("" ::: "memory");
	return x + 1;
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s SPIN.Q N\n", argv[0]);
		return 2;
	}
	long n = atol(argv[2]);
	kl_func *f = kl_func_new();
	kl_reg a[1], sum, i, t;
	kl_func_set_name(f, "kiln_spin");
	kl_func_set_source(f, argv[1]);
	kl_func_begin(f, "%l", a, KL_NONLEAF);
	kl_label loop = kl_label_new(f), skip = kl_label_new(f);
	kl_getreg(f, &sum, KL_L, KL_VAR);
	kl_getreg(f, &i, KL_L, KL_VAR);
	kl_getreg(f, &t, KL_L, KL_TEMP);
	kl_func_line(f, 3);
	kl_setl(f, sum, 0);
	kl_movl(f, i, a[0]);
	kl_label_place(f, loop);
	kl_func_line(f, 5);
	kl_mulli(f, t, i, 3);
	kl_addl(f, sum, sum, t);
	kl_func_line(f, 6);
	kl_bneli(f, i, 1, skip);
	kl_call_arg(f, KL_L, sum);
	kl_reg r = kl_call(f, KL_L, (const void *)kiln_test_callee);
	kl_movl(f, sum, r);
	kl_label_place(f, skip);
	kl_func_line(f, 7);
	kl_subli(f, i, i, 1);
	kl_bgtli(f, i, 0, loop);
	kl_func_line(f, 8);
	kl_retl(f, sum);
	long (*fn)(long) = (long (*)(long))kl_func_end(f, NULL);
	if (!fn) {
		fprintf(stderr, "debug_target: %s\n", kl_errmsg(f));
		return 1;
	}
	printf("kiln_spin(%ld) = %ld (pid %d)\n", n, fn(n), (int)getpid());
	kl_code_free((void *)fn);
	kl_func_delete(f);
	return 0;
}
