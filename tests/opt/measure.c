/* measure.c -- what the passes do, in figures (docs/opt.md "Measured"): the random programs of
 * random.c compiled under pass combinations with both allocators (averages of ko_func_stats),
 * and a straight-line kernel with many more values than registers.  Not a test: run
 * build/tests/opt/opt_measure [programs]. */
#include <kiln/opt.h>
#include <stdlib.h>
#include "koprog.h"
#include <stdio.h>
int main(int argc, char **argv)
{
	int nprog = argc > 1 ? atoi(argv[1]) : 1000;
	const struct kl_target_info *ti = kl_target_info(NULL);
	int ni = ti->ntemps + ti->nvars, nf = ti->nftemps + ti->nfvars;
	struct koprog_shape sh = {.n64 = 2 * ni, .n32 = ni, .nd = 3 * nf > 128 ? 128 : 3 * nf, .segments = 3, .calls = 1};
	unsigned combos[] = {0, KO_CLEAN, KO_PEEP, KO_CLEAN | KO_PEEP, KO_DEFAULT};
	const char *names[] = {"none", "clean", "peep", "clean+peep", "default"};
	ko_func *o = ko_func_new();
	for (int col = 0; col < 2; col++)
		for (int c = 0; c < 5; c++) {
			double insns = 0, sp = 0, rl = 0, mv = 0, rem = 0, ml = 0;
			for (int s = 1; s <= nprog; s++) {
				koprog_make(o, (uint64_t)s, &sh);
				ko_func_set_passes(o, combos[c] | (col ? KO_COLOR : 0));
				void *code = ko_func_end(o, NULL);
				if (!code) { printf("seed %d: %s\n", s, ko_errmsg(o)); return 1; }
				if (!koprog_check(o, code, (uint64_t)s, stderr)) return 1;
				struct ko_stats st; ko_func_stats(o, &st);
				insns += st.insns; sp += st.spill_stores; rl += st.reloads; mv += st.moves; rem += st.removed; ml += st.maxlive;
				kl_code_free(code);
			}
			printf("random %-6s %-10s insns %7.1f  stores %6.1f reloads %6.1f moves %6.1f removed %6.1f maxlive %5.1f frac %.3f\n",
			       col ? "color" : "linscan", names[c], insns / nprog, sp / nprog, rl / nprog, mv / nprog, rem / nprog, ml / nprog,
			       (sp + rl + mv) / insns);
		}
	int sizes[][2] = {{3 * ni, 3}, {128, 4}, {256, 4}};
	for (int z = 0; z < 3; z++)
		for (int col = 0; col < 2; col++)
			for (int peep = 0; peep < 2; peep++) {
				koprog_kernel(o, sizes[z][0], sizes[z][1]);
				ko_func_set_passes(o, KO_CLEAN | (peep ? KO_PEEP : 0) | (col ? KO_COLOR : 0));
				void *code = ko_func_end(o, NULL);
				if (!code) { printf("kernel: %s\n", ko_errmsg(o)); return 1; }
				struct ko_stats st; ko_func_stats(o, &st);
				printf("kernel n=%3d rounds=%d %-7s %-6s insns %5u stores %4u reloads %4u moves %4u maxlive %3u frac %.3f\n",
				       sizes[z][0], sizes[z][1], col ? "color" : "linscan", peep ? "+peep" : "", st.insns, st.spill_stores,
				       st.reloads, st.moves, st.maxlive, ko_spill_fraction(&st));
				kl_code_free(code);
			}
	return 0;
}
