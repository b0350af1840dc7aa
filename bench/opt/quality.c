/* quality.c -- opt-quality: the code kiln's optimizing tier generates for eight kernels against
 * the same algorithms in C compiled by gcc -O2 and clang -O2 (ref.c), timed in one run.  Each
 * kernel's result is checked against C's before it is timed.  Per kernel: best time of many runs
 * per implementation, speed relative to gcc (gcc's time / theirs), and kiln's spill statistics
 * (ko_func_stats).  run.sh adds gcc's stack loads and stores from its assembly.
 *
 *   opt-quality [ROUNDS]     (ROUNDS: timed runs per implementation, best taken; default 31)
 *   opt-quality list NAME    kiln's machine-level listing of kernel NAME (ko_func_print) */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "kernels.h"

enum { IMPL_GCC, IMPL_CLANG, IMPL_KILN, IMPL_COUNT };
static const char *const impl_name[IMPL_COUNT] = {"gcc -O2", "clang -O2", "kiln"};

/* ---- inputs ---- */
#define SIEVE_N 200000
#define MAT_N 64
#define CRC_N 65536
#define SORT_N 600
#define FIB_N 24
#define DOT_N 4096
#define HASH_N 65536
static uint32_t chacha_in[16], chacha_out[16];
static uint8_t sieve_flags[SIEVE_N + 1];
static double mat_a[MAT_N * MAT_N], mat_b[MAT_N * MAT_N], mat_c[MAT_N * MAT_N];
static uint8_t bytes[CRC_N > HASH_N ? CRC_N : HASH_N];
static uint32_t crc_table[256];
static long sort_src[SORT_N], sort_buf[SORT_N];
static double dot_a[DOT_N], dot_b[DOT_N];

static void inputs(void)
{
	uint64_t s = 88172645463325252ull;
#define NEXT() (s ^= s << 13, s ^= s >> 7, s ^= s << 17, s)
	for (int i = 0; i < 16; i++)
		chacha_in[i] = (uint32_t)NEXT();
	for (int i = 0; i < MAT_N * MAT_N; i++) {
		mat_a[i] = (double)(NEXT() % 2000) / 1000.0 - 1.0;
		mat_b[i] = (double)(NEXT() % 2000) / 1000.0 - 1.0;
	}
	for (size_t i = 0; i < sizeof bytes; i++)
		bytes[i] = (uint8_t)NEXT();
	for (uint32_t i = 0; i < 256; i++) {
		uint32_t c = i;
		for (int k = 0; k < 8; k++)
			c = c & 1 ? 0xedb88320u ^ (c >> 1) : c >> 1;
		crc_table[i] = c;
	}
	for (int i = 0; i < SORT_N; i++)
		sort_src[i] = (long)(NEXT() % 100000) - 50000;
	for (int i = 0; i < DOT_N; i++) {
		dot_a[i] = (double)(NEXT() % 1000) / 7.0;
		dot_b[i] = (double)(NEXT() % 1000) / 13.0;
	}
#undef NEXT
}

/* ---- one implementation of every kernel ---- */
struct impl {
	void (*chacha20)(uint32_t *, const uint32_t *);
	long (*sieve)(uint8_t *, long);
	void (*matmul)(double *, const double *, const double *, long);
	uint32_t (*crc32)(const uint8_t *, long, const uint32_t *);
	void (*isort)(long *, long);
	long (*fib)(long);
	double (*dot)(const double *, const double *, long);
	uint64_t (*fnv1a)(const uint8_t *, long);
};

/* run kernel k once (a unit of work) and return a digest of its result */
static uint64_t run(const struct impl *m, int k)
{
	uint64_t d = 0;
	switch (k) {
	case 0:
		for (int r = 0; r < 64; r++) {
			m->chacha20(chacha_out, chacha_in);
			chacha_in[12]++;
			d = d * 31 + chacha_out[r & 15];
		}
		chacha_in[12] -= 64;
		return d;
	case 1: return (uint64_t)m->sieve(sieve_flags, SIEVE_N);
	case 2:
		m->matmul(mat_c, mat_a, mat_b, MAT_N);
		for (int i = 0; i < MAT_N * MAT_N; i++) {
			uint64_t b;
			memcpy(&b, &mat_c[i], sizeof b);
			d = d * 31 + b;
		}
		return d;
	case 3: return m->crc32(bytes, CRC_N, crc_table);
	case 4:
		memcpy(sort_buf, sort_src, sizeof sort_buf);
		m->isort(sort_buf, SORT_N);
		for (int i = 0; i < SORT_N; i++)
			d = d * 31 + (uint64_t)sort_buf[i];
		return d;
	case 5: return (uint64_t)m->fib(FIB_N);
	case 6: {
		double x = m->dot(dot_a, dot_b, DOT_N);
		memcpy(&d, &x, sizeof d);
		return d;
	}
	default: return m->fnv1a(bytes, HASH_N);
	}
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "list") == 0) {
		for (int k = 0; k < KERNEL_COUNT; k++)
			if (strcmp(kernel_builders[k].name, argv[2]) == 0) {
				ko_func *o = ko_func_new();
				kernel_builders[k].record(o);
				void *code = ko_func_end(o, NULL);
				if (!code) {
					fprintf(stderr, "opt-quality: %s: %s\n", argv[2], ko_errmsg(o));
					return 1;
				}
				ko_func_print(o, stdout, 1);
				kl_code_free(code);
				ko_func_delete(o);
				return 0;
			}
		fprintf(stderr, "opt-quality: no kernel %s\n", argv[2]);
		return 2;
	}
	int rounds = argc > 1 ? atoi(argv[1]) : 31;
	if (rounds < 1)
		rounds = 1;
	inputs();
	struct impl impls[IMPL_COUNT] = {
		{gcc_chacha20, gcc_sieve, gcc_matmul, gcc_crc32, gcc_isort, gcc_fib, gcc_dot, gcc_fnv1a},
#ifdef BENCH_HAVE_CLANG
		{clang_chacha20, clang_sieve, clang_matmul, clang_crc32, clang_isort, clang_fib, clang_dot, clang_fnv1a},
#else
		{0},
#endif
		{0},
	};
	int have[IMPL_COUNT] = {1,
#ifdef BENCH_HAVE_CLANG
				1,
#else
				0,
#endif
				1};
	/* kiln's: recorded and compiled here */
	struct ko_stats st[KERNEL_COUNT];
	void *code[KERNEL_COUNT];
	for (int k = 0; k < KERNEL_COUNT; k++) {
		ko_func *o = ko_func_new();
		kernel_builders[k].record(o);
		code[k] = ko_func_end(o, NULL);
		if (!code[k]) {
			fprintf(stderr, "opt-quality: %s: %s\n", kernel_builders[k].name, ko_errmsg(o));
			return 1;
		}
		ko_func_stats(o, &st[k]);
		ko_func_delete(o);
	}
	struct impl *ki = &impls[IMPL_KILN];
	ki->chacha20 = (void (*)(uint32_t *, const uint32_t *))code[0];
	ki->sieve = (long (*)(uint8_t *, long))code[1];
	ki->matmul = (void (*)(double *, const double *, const double *, long))code[2];
	ki->crc32 = (uint32_t (*)(const uint8_t *, long, const uint32_t *))code[3];
	ki->isort = (void (*)(long *, long))code[4];
	ki->fib = (long (*)(long))code[5];
	kernel_fib_self = code[5];
	ki->dot = (double (*)(const double *, const double *, long))code[6];
	ki->fnv1a = (uint64_t (*)(const uint8_t *, long))code[7];

	int bad = 0;
	double best[KERNEL_COUNT][IMPL_COUNT];
	for (int k = 0; k < KERNEL_COUNT; k++) {
		uint64_t want = run(&impls[IMPL_GCC], k);
		for (int m = 1; m < IMPL_COUNT; m++)
			if (have[m] && run(&impls[m], k) != want) {
				printf("check %s: %s gives a different result from gcc's\n", kernel_builders[k].name, impl_name[m]);
				bad = 1;
			}
	}
	if (bad)
		return 1;
	printf("check: every kernel's result is the same from gcc, clang and kiln\n");
	for (int k = 0; k < KERNEL_COUNT; k++)
		for (int m = 0; m < IMPL_COUNT; m++)
			best[k][m] = 1e300;
	/* interleaved: each round times every implementation of every kernel once */
	volatile uint64_t sink = 0;
	for (int r = 0; r < rounds; r++)
		for (int k = 0; k < KERNEL_COUNT; k++)
			for (int m = 0; m < IMPL_COUNT; m++) {
				if (!have[m])
					continue;
				double t0 = now();
				sink += run(&impls[m], k);
				double t = now() - t0;
				if (t < best[k][m])
					best[k][m] = t;
			}
	(void)sink;
	printf("%-9s %11s %11s %11s %8s %8s %9s %9s %7s\n", "kernel", "gcc ns", "clang ns", "kiln ns", "clang x", "kiln x",
	       "kiln spl", "kiln s/r", "maxlive");
	double lg = 0;
	int below = 0;
	for (int k = 0; k < KERNEL_COUNT; k++) {
		double xc = have[IMPL_CLANG] ? best[k][IMPL_GCC] / best[k][IMPL_CLANG] : 0;
		double xk = best[k][IMPL_GCC] / best[k][IMPL_KILN];
		lg += log(xk);
		below += xk < 0.8;
		double sr = st[k].insns ? (double)(st[k].spill_stores + st[k].reloads) / st[k].insns : 0;
		printf("%-9s %11.0f %11.0f %11.0f %8.2f %8.2f %9.3f %9.3f %7u\n", kernel_builders[k].name, best[k][IMPL_GCC],
		       best[k][IMPL_CLANG], best[k][IMPL_KILN], xc, xk, ko_spill_fraction(&st[k]), sr, st[k].maxlive);
	}
	printf("kiln geometric mean: %.3fx gcc -O2's speed; %d kernel(s) below 0.8x (goal: >= 0.95x, none below 0.8x)\n",
	       exp(lg / KERNEL_COUNT), below);
	printf("(x: gcc's time / theirs, above 1 is faster than gcc; kiln spl: ko_spill_fraction, spill stores + reloads + "
	       "inserted moves over emitted instructions; kiln s/r: stores + reloads alone)\n");
	for (int k = 0; k < KERNEL_COUNT; k++)
		kl_code_free(code[k]);
	return 0;
}
