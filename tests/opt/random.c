/* random.c -- the optimizing tier against the interpreter: random programs with three times as
 * many values live as the target has registers, compiled under every combination of the passes
 * (KO_CLEAN, KO_SCHED, KO_PEEP, KO_WEBS) and both allocators (with the allocation checker on), 10,000 per run.  Half of
 * them under a copy of the host's machine model marked in order, for which KO_POSTSCHED (in KO_DEFAULT) reorders the
 * allocated code on every host.  Seeds are fixed; a failure prints the seed and both listings (KILN_OPT_SEED=<seed>
 * reruns one). */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdlib.h>

#include <kiln/model.h>

#include "koprog.h"

#define PER_TEST 1250

static struct koprog_shape shape(int calls)
{
	const struct kl_target_info *ti = kl_target_info(NULL);
	int ni = ti->ntemps + ti->nvars, nf = ti->nftemps + ti->nfvars;
	struct koprog_shape s = {.n64 = 2 * ni, .n32 = ni, .nd = 3 * nf, .segments = 3, .calls = calls};
	if (s.n64 > KOPROG_MAXV)
		s.n64 = KOPROG_MAXV;
	if (s.nd > KOPROG_MAXV)
		s.nd = KOPROG_MAXV;
	return s;
}

static const unsigned combos[] = {0, KO_CLEAN, KO_SCHED, KO_PEEP, KO_CLEAN | KO_SCHED, KO_CLEAN | KO_PEEP,
				  KO_SCHED | KO_PEEP, KO_DEFAULT & ~KO_WEBS, KO_WEBS, KO_WEBS | KO_CLEAN,
				  KO_WEBS | KO_SCHED, KO_WEBS | KO_PEEP, KO_WEBS | KO_CLEAN | KO_SCHED,
				  KO_WEBS | KO_CLEAN | KO_PEEP, KO_WEBS | KO_SCHED | KO_PEEP, KO_DEFAULT};

static void run_range(uint64_t first, int count)
{
	ko_func *o = ko_func_new();
	cr_assert_not_null(o);
	struct kl_model inorder = *kl_model_get(NULL);
	inorder.in_order = 1;
	int failures = 0;
	const char *one = getenv("KILN_OPT_SEED");
	if (one) {
		first = strtoull(one, NULL, 10);
		count = 1;
	}
	for (int k = 0; k < count; k++) {
		uint64_t seed = first + (uint64_t)k;
		unsigned passes = combos[seed % 16] | (seed / 16 % 2 ? KO_COLOR : 0) | KO_VERIFY;
		struct koprog_shape sh = shape(seed % 3 != 0);
		ko_func_set_passes(o, passes);
		ko_func_set_model(o, seed / 32 % 2 ? &inorder : NULL);
		int err = koprog_make(o, seed, &sh);
		cr_assert_eq(err, 0, "seed %" PRIu64 ": recording: %s", seed, ko_errmsg(o));
		void *code = ko_func_end(o, NULL);
		cr_assert_not_null(code, "seed %" PRIu64 " (passes %#x): compiling: %s", seed, passes, ko_errmsg(o));
		if (!koprog_check(o, code, seed, stderr))
			failures++;
		kl_code_free(code);
		if (failures >= 3)
			break;
	}
	ko_func_delete(o);
	cr_assert_eq(failures, 0, "%d of the programs from seed %" PRIu64 " differ (listings above)", failures, first);
}

#define RANGE(n)                                                                                   \
	Test(opt_random, programs_##n, .timeout = 1200) { run_range((uint64_t)(n) * PER_TEST + 1, PER_TEST); }
RANGE(0)
RANGE(1)
RANGE(2)
RANGE(3)
RANGE(4)
RANGE(5)
RANGE(6)
RANGE(7)
