/* overhead.c -- what the debug outputs of kiln/debug.h cost per function: the time to build,
 * finish and free a small function (32 instructions, a source line every 4) with each output
 * off and on.  Usage: debug-overhead [FUNCTIONS]  (writes its perf map and jitdump to /tmp and
 * removes them at the end). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include <kiln.h>
#include <kiln/debug.h>

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

/* ns per function over n functions */
static double run(kl_func *f, int n, int lines)
{
	double t0 = now();
	for (int k = 0; k < n; k++) {
		kl_reg a[2];
		kl_func_set_name(f, "bench_fn");
		if (lines)
			kl_func_set_source(f, "/tmp/bench.q");
		kl_func_begin(f, "%l%l", a, KL_LEAF);
		for (int i = 0; i < 32; i++) {
			if (lines && i % 4 == 0)
				kl_func_line(f, (unsigned)(i / 4 + 1));
			kl_addl(f, a[0], a[0], a[1]);
		}
		kl_retl(f, a[0]);
		void *code = kl_func_end(f, NULL);
		if (!code) {
			fprintf(stderr, "debug-overhead: %s\n", kl_errmsg(f));
			exit(1);
		}
		kl_code_free(code);
	}
	return (now() - t0) / n;
}

int main(int argc, char **argv)
{
	int n = argc > 1 ? atoi(argv[1]) : 20000;
	kl_func *f = kl_func_new();
	static const struct {
		const char *name;
		unsigned flags;
	} modes[] = {{"off", 0},
		     {"perfmap", KL_DEBUG_PERFMAP},
		     {"jitdump", KL_DEBUG_JITDUMP},
		     {"gdb", KL_DEBUG_GDB},
		     {"all", KL_DEBUG_ALL}};
	run(f, n / 10, 1); /* warm up */
	printf("%-8s %14s %14s   (ns per function, %d functions of 33 instructions)\n", "outputs", "no lines",
	       "8 lines", n);
	for (size_t m = 0; m < sizeof modes / sizeof modes[0]; m++) {
		kl_debug_disable(KL_DEBUG_ALL);
		if (modes[m].flags && kl_debug_enable(modes[m].flags) != modes[m].flags) {
			printf("%-8s could not be turned on: %s\n", modes[m].name, kl_debug_error());
			continue;
		}
		double plain = run(f, n, 0), lined = run(f, n, 1);
		printf("%-8s %14.0f %14.0f\n", modes[m].name, plain, lined);
	}
	kl_func_delete(f);
	char path[64];
	snprintf(path, sizeof path, "/tmp/perf-%d.map", (int)getpid());
	remove(path);
	snprintf(path, sizeof path, "/tmp/jit-%d.dump", (int)getpid());
	remove(path);
	return 0;
}
