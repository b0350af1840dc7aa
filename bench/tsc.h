/* bench/tsc.h -- for the standalone x86-64 probes (bench/frontend, bench/aesvar): core cycles per
 * TSC tick.  A million dependent adds take a million core cycles on every x86-64 core; timed by
 * the TSC, whose rate differs from the core's under boost or power saving.  Best of 20. */
#ifndef BENCH_TSC_H
#define BENCH_TSC_H

#include <stdint.h>
#include <x86intrin.h>

static inline double bench_cycles_per_tick(void)
{
	double best = 1e30;
	for (int r = 0; r < 20; r++) {
		uint64_t x = 0, t0 = __rdtsc();
		for (int i = 0; i < 10000; i++)
			__asm__ volatile(".rept 100\n\tadd $1, %0\n\t.endr" : "+r"(x));
		double t = (double)(__rdtsc() - t0);
		best = t < best ? t : best;
	}
	return 1e6 / best;
}

#endif
