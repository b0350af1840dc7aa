/* bench/frontend/main.c -- times gen.py's straight-line blocks (best of 50 runs of many calls, TSC
 * ticks turned into core cycles by a chain of dependent adds) and prints instructions a cycle
 * per block size. */
#include <stdint.h>
#include <stdio.h>
#include <x86intrin.h>

#include "../tsc.h"

#define BLK(n) void blk##n(void *);
BLK(16) BLK(64) BLK(128) BLK(256) BLK(512) BLK(1024) BLK(2048)
static void (*const fn[])(void *) = {blk16, blk64, blk128, blk256, blk512, blk1024, blk2048};
static const int groups[] = {16, 64, 128, 256, 512, 1024, 2048};

int main(void)
{
	static char buf[8192] __attribute__((aligned(64)));
	double cpt = bench_cycles_per_tick();
	printf("core cycles per TSC tick: %.3f\n", cpt);
	for (int k = 0; k < (int)(sizeof groups / sizeof groups[0]); k++) {
		double best = 1e30;
		int reps = 200000 / groups[k] + 10;
		for (int r = 0; r < 50; r++) {
			uint64_t t0 = __rdtsc();
			for (int i = 0; i < reps; i++)
				fn[k](buf);
			double t = (double)(__rdtsc() - t0) / reps;
			best = t < best ? t : best;
		}
		double cycles = best * cpt, insns = 6.0 * groups[k] + 11;
		printf("%5d groups (%6d instructions): %8.1f cycles a call, %.2f instructions a cycle\n", groups[k],
		       6 * groups[k], cycles, insns / cycles);
	}
	return 0;
}
