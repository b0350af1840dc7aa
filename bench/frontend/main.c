/* bench/frontend/main.c -- times gen.py's straight-line blocks (best of 50 runs of many calls, TSC
 * ticks turned into core cycles by a chain of dependent adds) and prints instructions a cycle
 * per block size. */
#include <stdint.h>
#include <stdio.h>
#include <x86intrin.h>

#include "../tsc.h"

#define BLK(n) void blk##n(void *), blk##n##_end(void), sblk##n(void *), sblk##n##_end(void);
BLK(16) BLK(64) BLK(128) BLK(256) BLK(512) BLK(1024) BLK(2048)
#define ROW(p, n) {p##n, p##n##_end}
static const struct {
	void (*fn)(void *);
	void (*end)(void); /* the label after it: its size */
} blocks[2][7] = {
	{ROW(blk, 16), ROW(blk, 64), ROW(blk, 128), ROW(blk, 256), ROW(blk, 512), ROW(blk, 1024), ROW(blk, 2048)},
	{ROW(sblk, 16), ROW(sblk, 64), ROW(sblk, 128), ROW(sblk, 256), ROW(sblk, 512), ROW(sblk, 1024), ROW(sblk, 2048)},
};
static const int groups[] = {16, 64, 128, 256, 512, 1024, 2048};
static const char *const kinds[] = {"AES's kinds, 5.8 bytes an instruction", "short encodings, 3.3 bytes an instruction"};

int main(void)
{
	static char buf[8192] __attribute__((aligned(64)));
	double cpt = bench_cycles_per_tick();
	printf("core cycles per TSC tick: %.3f\n", cpt);
	for (int kind = 0; kind < 2; kind++) {
		printf("%s:\n", kinds[kind]);
		for (int k = 0; k < (int)(sizeof groups / sizeof groups[0]); k++) {
			double best = 1e30;
			int reps = 200000 / groups[k] + 10;
			for (int r = 0; r < 50; r++) {
				uint64_t t0 = __rdtsc();
				for (int i = 0; i < reps; i++)
					blocks[kind][k].fn(buf);
				double t = (double)(__rdtsc() - t0) / reps;
				best = t < best ? t : best;
			}
			double cycles = best * cpt, insns = 6.0 * groups[k] + 11;
			long bytes = (long)((uintptr_t)blocks[kind][k].end - (uintptr_t)blocks[kind][k].fn);
			printf("%5d groups (%6d instructions, %6ld bytes): %8.1f cycles a call, %.2f instructions and "
			       "%.1f bytes a cycle\n",
			       groups[k], 6 * groups[k], bytes, cycles, insns / cycles, (double)bytes / cycles);
		}
	}
	return 0;
}
