/* bench/aesvar/main.c -- times variants.py's versions of AES-128-CTR's kernel on 4,096 bytes (128
 * passes of its pair block), interleaved, best of REPS calls each, in core cycles a pass (TSC
 * ticks turned into cycles by a chain of dependent adds).  The data are random: the kernel only
 * needs columns of 32 bits and a counter byte, which keep every lookup inside the tables.  The
 * reordered variant must give the source's output; the spill-free ones cannot.  Then mix.py's
 * blocks of the pair block's instruction kinds on independent chains, in cycles a call. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "../tsc.h"

typedef void kernel(unsigned char *, const unsigned char *, uint64_t, const uint64_t *, const uint64_t *,
		    const uint64_t *);
kernel aes_source, aes_nostore, aes_noreload, aes_neither, aes_height;
static kernel *const fn[] = {aes_source, aes_nostore, aes_noreload, aes_neither, aes_height};
static const char *const name[] = {"source", "nostore", "noreload", "neither", "height"};
enum { NV = sizeof fn / sizeof fn[0], BLOCKS = 256 };
void mix_index(void *), mix_base(void *);

/* the spill-free variants reload what their slots held before: make that zeros */
static __attribute__((noinline)) void clear_stack(void)
{
	volatile unsigned char b[16384];
	for (size_t i = 0; i < sizeof b; i++)
		b[i] = 0;
}

int main(int argc, char **argv)
{
	int reps = argc > 1 ? atoi(argv[1]) : 3000;
	static uint64_t te[8 * 256], rk[44], cc[8];
	static unsigned char in[16 * BLOCKS], out[16 * BLOCKS], want[16 * BLOCKS];
	srand(1);
	for (int i = 0; i < 8 * 256; i++)
		te[i] = (uint32_t)rand() ^ (uint32_t)rand() << 16;
	for (int i = 0; i < 44; i++)
		rk[i] = (uint32_t)rand() ^ (uint32_t)rand() << 16;
	for (int i = 0; i < 8; i++)
		cc[i] = (uint32_t)rand();
	cc[5] = 0;    /* the counter's byte 15 */
	cc[6] = 0x37; /* round key byte 15 */
	for (size_t i = 0; i < sizeof in; i++)
		in[i] = (unsigned char)rand();
	aes_source(want, in, BLOCKS, rk, cc, te);
	aes_height(out, in, BLOCKS, rk, cc, te);
	if (memcmp(out, want, sizeof out)) {
		fprintf(stderr, "aesvar: the reordered kernel's output differs from the source's\n");
		return 1;
	}
	double cpt = bench_cycles_per_tick(), best[NV];
	for (int k = 0; k < NV; k++)
		best[k] = 1e30;
	clear_stack();
	for (int r = 0; r < reps; r++)
		for (int k = 0; k < NV; k++) {
			uint64_t t0 = __rdtsc();
			fn[k](out, in, BLOCKS, rk, cc, te);
			double t = (double)(__rdtsc() - t0);
			best[k] = t < best[k] ? t : best[k];
		}
	printf("core cycles per TSC tick %.3f; cycles a pass (two blocks), best of %d:\n", cpt, reps);
	for (int k = 0; k < NV; k++)
		printf("  %-9s %6.1f\n", name[k], best[k] * cpt / (BLOCKS / 2));
	double mix[2] = {1e30, 1e30};
	for (int r = 0; r < reps; r++)
		for (int k = 0; k < 2; k++) {
			uint64_t t0 = __rdtsc();
			for (int i = 0; i < 10; i++)
				(k ? mix_base : mix_index)(te);
			double t = (double)(__rdtsc() - t0) / 10;
			mix[k] = t < mix[k] ? t : mix[k];
		}
	printf("the pair's instruction kinds on independent chains (684 ALU operations: 171 cycles on four\n"
	       "ALUs), cycles a call:\n  loads with an index %6.1f\n  without            %6.1f\n",
	       mix[0] * cpt, mix[1] * cpt);
	return 0;
}
