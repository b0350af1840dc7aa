/* diff.c -- the differential test: random programs run natively and in the reference
 * interpreter must return the same value and leave the same memory.  10 x 1,000 programs per
 * run; seeds are fixed so a failure is reproducible (KILN_DIFF_SEED=<seed> reruns one, and
 * KILN_DIFF_COUNT=<n> with it runs n programs from there: more seeds in a scratch run).
 * Where the target has floating point the programs use it too (randprog.c). */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "randprog.h"

#define PER_TEST 1000

static void run_range(uint64_t first, int count)
{
	static struct randprog p;
	kl_func *f = kl_func_new();
	cr_assert_not_null(f);
	int failures = 0;
	for (int k = 0; k < count; k++) {
		uint64_t seed = first + (uint64_t)k;
		int err = randprog_make(&p, f, seed);
		cr_assert_eq(err, 0, "seed %" PRIu64 ": generating: %s", seed, kl_errmsg(f));
		void *code = kl_func_end(f, NULL);
		cr_assert_not_null(code, "seed %" PRIu64 ": kl_func_end: %s", seed, kl_errmsg(f));
		if (!randprog_check(&p, code, stderr))
			failures++;
		cr_assert_eq(kl_code_free(code), 0);
		if (failures >= 3)
			break;
	}
	kl_func_delete(f);
	cr_assert_eq(failures, 0, "%d of the programs from seed %" PRIu64 " differ (listings above)", failures, first);
}

#define RANGE(n)                                                                                 \
	Test(diff, programs_##n, .timeout = 900) { run_range((uint64_t)(n) * PER_TEST + 1, PER_TEST); }
RANGE(0)
RANGE(1)
RANGE(2)
RANGE(3)
RANGE(4)
RANGE(5)
RANGE(6)
RANGE(7)
RANGE(8)
RANGE(9)

Test(diff, one_seed)
{
	const char *s = getenv("KILN_DIFF_SEED");
	const char *n = getenv("KILN_DIFF_COUNT");
	if (s)
		run_range(strtoull(s, NULL, 0), n ? atoi(n) : 1);
}
