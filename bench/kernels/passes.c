/* passes.c -- kernels-passes: a kernel's .q compiled in memory by the optimizing tier with other
 * pass choices than `kiln -c`'s defaults, each timed against the library's ahead-of-time code in
 * the same interleaved runs (x86-64 hosts; docs/measuring.md).  Checks every variant's bytes.
 *
 *   kernels-passes FILE.q [RUNS]       FILE: clients/kernels/src/chacha20.q or salsa20.q */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include "kiln/lang.h"
#include "kiln/opt.h"

typedef void blockfn(unsigned char *out, const unsigned char *in, uint64_t nblocks, uint32_t st[16]);
void kl__chacha20_blocks(unsigned char *, const unsigned char *, uint64_t, uint32_t *);
void kl__salsa20_blocks(unsigned char *, const unsigned char *, uint64_t, uint32_t *);

static const struct variant {
	const char *name;
	unsigned passes, sched;
} variants[] = {
	{"default", KO_DEFAULT, 0},
	{"no-sched", KO_DEFAULT & ~KO_SCHED, 0},
	{"no-webs", KO_DEFAULT & ~KO_WEBS, 0},
	{"list-no-pressure", KO_DEFAULT, KO_SCHED_LIST},
	{"colour", KO_DEFAULT | KO_COLOR, 0},
};
enum { NV = sizeof variants / sizeof variants[0] };

static blockfn *build(kl_lang *L, const struct variant *v, size_t *size)
{
	ko_func *o = ko_func_new();
	if (!o)
		return NULL;
	ko_func_set_passes(o, v->passes);
	if (v->sched && ko_func_set_sched(o, v->sched, 0) != 0)
		return NULL;
	if (kl_lang_build(L, 0, o) != 0) {
		fputs(kl_lang_errors(L), stderr);
		return NULL;
	}
	return (blockfn *)ko_func_end(o, size); /* o is kept: it owns the code */
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		fprintf(stderr, "usage: kernels-passes FILE.q [RUNS]\n");
		return 2;
	}
	int runs = argc > 2 ? atoi(argv[2]) : 300;
	FILE *f = fopen(argv[1], "rb");
	static char text[1 << 20];
	size_t n = f ? fread(text, 1, sizeof text, f) : 0;
	if (!f || n == 0 || n == sizeof text) {
		fprintf(stderr, "kernels-passes: cannot read %s\n", argv[1]);
		return 1;
	}
	fclose(f);
	kl_lang *L = kl_lang_new();
	if (kl_lang_parse(L, argv[1], text, n) != 0) {
		fputs(kl_lang_errors(L), stderr);
		return 1;
	}
	blockfn *fn[NV + 1];
	fn[0] = strstr(argv[1], "chacha20") ? kl__chacha20_blocks : kl__salsa20_blocks;
	static unsigned char in[4096], want[4096], got[4096];
	for (size_t i = 0; i < sizeof in; i++)
		in[i] = (unsigned char)(i * 7 + 1);
	uint32_t st0[16] = {0x61707865, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}, st[16];
	memcpy(st, st0, sizeof st);
	fn[0](want, in, 64, st);
	printf("%s, 4,096 bytes, TSC ticks per byte, best of %d interleaved runs:\n", argv[1], runs);
	for (int v = 0; v < NV; v++) {
		size_t size = 0;
		if (!(fn[v + 1] = build(L, &variants[v], &size)))
			return 1;
		memcpy(st, st0, sizeof st);
		fn[v + 1](got, in, 64, st);
		if (memcmp(got, want, sizeof got) != 0) {
			printf("  %s: NOT the library's bytes\n", variants[v].name);
			return 1;
		}
		printf("  %-17s %6zu bytes of code\n", variants[v].name, size);
	}
	double best[NV + 1];
	for (int v = 0; v <= NV; v++)
		best[v] = 1e30;
	for (int r = 0; r < runs; r++)
		for (int v = 0; v <= NV; v++) {
			memcpy(st, st0, sizeof st);
			uint64_t t0 = __rdtsc();
			fn[v](got, in, 64, st);
			uint64_t t1 = __rdtsc();
			if ((double)(t1 - t0) / 4096 < best[v])
				best[v] = (double)(t1 - t0) / 4096;
		}
	printf("  kiln -c (library) %.2f", best[0]);
	for (int v = 0; v < NV; v++)
		printf(", %s %.2f", variants[v].name, best[v + 1]);
	printf("\n");
	kl_lang_delete(L);
	return 0;
}
