/* cost.c -- opt-cost: the compile cost of kiln's optimizing tier (issue 12) against asmjit's
 * x86::Compiler on the same 1,000-instruction functions with 8, 32 and 128 live values.
 *
 *   opt-cost list                    the variants
 *   opt-cost check                   every variant's function run on the same memory as C's
 *   opt-cost run VARIANT LIVE N      record and compile N functions (for callgrind: run.sh takes
 *                                    the difference of two N, so set-up cancels out)
 *   opt-cost time                    wall time per generated instruction, best of 7 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "costmix.h"

extern const struct costmix_variant cost_kiln_linscan, cost_kiln_color;
#ifdef BENCH_HAVE_ASMJIT
extern const struct costmix_variant cost_asmjit;
#endif

static const struct costmix_variant *const variants[] = {
	&cost_kiln_linscan, &cost_kiln_color,
#ifdef BENCH_HAVE_ASMJIT
	&cost_asmjit,
#endif
};
#define NVARIANTS (sizeof variants / sizeof variants[0])
static const int lives[] = {8, 32, 128};

static const struct costmix_variant *find(const char *name)
{
	for (size_t k = 0; k < NVARIANTS; k++)
		if (strcmp(variants[k]->name, name) == 0)
			return variants[k];
	return NULL;
}

static void fill(int64_t *mem)
{
	for (int k = 0; k < COSTMIX_MEM; k++)
		mem[k] = (int64_t)((uint64_t)k * 0x9e3779b97f4a7c15ull >> 7);
}

static int check(void)
{
	static struct costmix m;
	int bad = 0;
	for (size_t l = 0; l < sizeof lives / sizeof lives[0]; l++) {
		costmix_make(&m, lives[l]);
		int64_t want_mem[COSTMIX_MEM], mem[COSTMIX_MEM];
		fill(want_mem);
		int64_t want = costmix_eval(&m, want_mem);
		for (size_t k = 0; k < NVARIANTS; k++) {
			int64_t got = 0;
			fill(mem);
			if (variants[k]->run(&m, mem, &got) || got != want || memcmp(mem, want_mem, sizeof mem)) {
				printf("check %s live %d: WRONG (result %lld, C's %lld)\n", variants[k]->name, lives[l],
				       (long long)got, (long long)want);
				bad = 1;
			} else {
				printf("check %s live %d: same result and memory as C\n", variants[k]->name, lives[l]);
			}
		}
	}
	return bad;
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static int timing(void)
{
	static struct costmix m;
	printf("%-16s %5s %14s\n", "variant", "live", "ns/insn (best of 7 x 50 functions)");
	for (size_t l = 0; l < sizeof lives / sizeof lives[0]; l++) {
		costmix_make(&m, lives[l]);
		for (size_t k = 0; k < NVARIANTS; k++) {
			double best = 1e30;
			for (int r = 0; r < 7; r++) {
				double t0 = now();
				if (variants[k]->gen(&m, 50))
					return 1;
				double t = (now() - t0) / (50.0 * COSTMIX_NINSN);
				best = t < best ? t : best;
			}
			printf("%-16s %5d %14.1f\n", variants[k]->name, lives[l], best);
		}
	}
	return 0;
}

int main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "list") == 0) {
		for (size_t k = 0; k < NVARIANTS; k++)
			printf("%s\n", variants[k]->name);
		return 0;
	}
	if (argc >= 2 && strcmp(argv[1], "check") == 0)
		return check();
	if (argc >= 2 && strcmp(argv[1], "time") == 0)
		return timing();
	if (argc == 5 && strcmp(argv[1], "run") == 0) {
		const struct costmix_variant *v = find(argv[2]);
		int live = atoi(argv[3]);
		long n = atol(argv[4]);
		if (!v || live < 2 || live > 400 || n < 0) {
			fprintf(stderr, "opt-cost run: unknown variant or live (2..400) out of range\n");
			return 2;
		}
		static struct costmix m;
		costmix_make(&m, live);
		return v->gen(&m, n) ? 1 : 0;
	}
	fprintf(stderr, "usage: opt-cost list | check | time | run VARIANT LIVE N\n");
	return 2;
}
