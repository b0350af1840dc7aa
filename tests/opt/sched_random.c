/* sched_random.c -- the schedulers other than the default against the interpreter: random
 * programs (koprog.c, three times as many values live as registers) under the m-slice scheduler
 * with windows 1, 2, 10 and 64, with and without the pressure bound, and the list scheduler
 * without it; with and without the cleanups, both allocators, the allocation checker on.  A
 * failure prints the seed and both listings (KILN_OPT_SEED=<seed> reruns one). */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdlib.h>

#include "koprog.h"

#define PER_TEST 250

static const struct {
	unsigned mode;
	int window;
} scheds[] = {
	{KO_SCHED_MSLICE, 1}, {KO_SCHED_MSLICE, 2}, {KO_SCHED_MSLICE, 0},
	{KO_SCHED_MSLICE | KO_SCHED_PRESSURE, 64}, {KO_SCHED_LIST, 0},
};

static void run_range(uint64_t first, int count)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	int ni = ti->ntemps + ti->nvars, nf = ti->nftemps + ti->nfvars;
	int failures = 0;
	const char *one = getenv("KILN_OPT_SEED");
	if (one) {
		first = strtoull(one, NULL, 10);
		count = 1;
	}
	for (int k = 0; k < count && failures < 3; k++) {
		uint64_t seed = first + (uint64_t)k;
		struct koprog_shape sh = {.n64 = 2 * ni, .n32 = ni, .nd = 3 * nf, .segments = 3, .calls = seed % 3 != 0};
		if (sh.n64 > KOPROG_MAXV)
			sh.n64 = KOPROG_MAXV;
		if (sh.nd > KOPROG_MAXV)
			sh.nd = KOPROG_MAXV;
		int which = (int)(seed % 5);
		unsigned passes = KO_SCHED | KO_VERIFY | (seed / 5 % 2 ? KO_CLEAN | KO_PEEP : 0) | (seed / 10 % 2 ? KO_COLOR : 0);
		ko_func *o = ko_func_new();
		cr_assert_not_null(o);
		ko_func_set_passes(o, passes);
		cr_assert_eq(ko_func_set_sched(o, scheds[which].mode, scheds[which].window), 0, "%s", ko_errmsg(o));
		int err = koprog_make(o, seed, &sh);
		cr_assert_eq(err, 0, "seed %" PRIu64 ": recording: %s", seed, ko_errmsg(o));
		void *code = ko_func_end(o, NULL);
		cr_assert_not_null(code, "seed %" PRIu64 " (passes %#x, scheduler %#x window %d): compiling: %s", seed, passes,
				   scheds[which].mode, scheds[which].window, ko_errmsg(o));
		if (!koprog_check(o, code, seed, stderr)) {
			cr_log_error("seed %" PRIu64 ": passes %#x, scheduler %#x, window %d", seed, passes, scheds[which].mode,
				     scheds[which].window);
			failures++;
		}
		kl_code_free(code);
		ko_func_delete(o);
	}
	cr_assert_eq(failures, 0, "%d of the programs from seed %" PRIu64 " differ (listings above)", failures, first);
}

#define RANGE(n)                                                                                   \
	Test(sched_random, programs_##n, .timeout = 1200) { run_range((uint64_t)(n) * PER_TEST + 100001, PER_TEST); }
RANGE(0)
RANGE(1)
RANGE(2)
RANGE(3)
