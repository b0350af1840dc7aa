/* kernels.h -- the code-quality kernels (kernels.c: kiln's optimizing tier; ref.c: C). */
#ifndef BENCH_KERNELS_H
#define BENCH_KERNELS_H

#include <stdint.h>

#include <kiln/opt.h>

enum { KERNEL_COUNT = 8 };
struct kernel_builder {
	const char *name;
	void (*record)(ko_func *o); /* ko_func_begin .. the last record */
};
extern const struct kernel_builder kernel_builders[KERNEL_COUNT];
/* fib's own address, for its recursive calls (set once it is compiled) */
extern void *kernel_fib_self;

#define KERNEL_DECLARE(P)                                                                          \
	void P##chacha20(uint32_t *out, const uint32_t *in);                                       \
	long P##sieve(uint8_t *flags, long n);                                                     \
	void P##matmul(double *c, const double *a, const double *b, long n);                      \
	uint32_t P##crc32(const uint8_t *p, long n, const uint32_t *table);                        \
	void P##isort(long *a, long n);                                                            \
	long P##fib(long n);                                                                       \
	double P##dot(const double *a, const double *b, long n);                                   \
	uint64_t P##fnv1a(const uint8_t *s, long n);
KERNEL_DECLARE(gcc_)
#ifdef BENCH_HAVE_CLANG
KERNEL_DECLARE(clang_)
#endif

#endif
