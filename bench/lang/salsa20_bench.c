/* bench/lang/salsa20_bench.c -- issue 13's Salsa20 benchmark: the same 4,096-byte message
 * encrypted by kiln's code for SUPERCOP's salsa20-amd64-3.q, by qhasm's own assembly of it, and by
 * the C reference compiled by gcc -O3 and clang -O3 (bench/lang/run.sh builds the objects and
 * renames their symbols).  First every implementation's ciphertext is compared with the others';
 * then rounds, each timing every implementation once (interleaved), the best time counting.
 *
 *   salsa20_bench time ROUNDS      x86-64: TSC ticks per byte, and the ratios
 *   salsa20_bench count IMPL N     encrypt N bytes once (IMPL kiln or ref): for counting
 *                                  instructions under qemu (run.sh takes a difference of two N) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "salsa20_ref.h"

/* kiln's object (and qhasm's, on x86-64): the program's ECRYPT interface, 64-byte contexts */
#define ECRYPT_DECL(p)                                                                                 \
	void p##_ECRYPT_keysetup(void *ctx, const uint8_t *k, unsigned long kbits, unsigned long ivbits); \
	void p##_ECRYPT_ivsetup(void *ctx, const uint8_t *iv);                                          \
	void p##_ECRYPT_encrypt_bytes(void *ctx, const uint8_t *m, uint8_t *c, unsigned long n);
ECRYPT_DECL(kiln)
#ifdef BENCH_BASE
ECRYPT_DECL(base) /* run.sh KILN_BASE: another kiln's code */
#endif
#ifdef BENCH_X86
ECRYPT_DECL(qhasm)
/* the reference C twice: salsa20_ref.c by gcc -O3 and by clang -O3 (run.sh renames ref_) */
#define REF_DECL(p)                                                           \
	void p##_keysetup(struct ref_ctx *c, const uint8_t *k, unsigned kbits); \
	void p##_ivsetup(struct ref_ctx *c, const uint8_t *iv);                 \
	void p##_encrypt(struct ref_ctx *c, const uint8_t *m, uint8_t *out, size_t n);
REF_DECL(gcc_ref)
REF_DECL(clang_ref)
#endif

enum { MSG = 4096 };
static uint8_t key[32], iv[8], msg[MSG];

/* one implementation: set up with the key and IV, then encrypt n bytes of msg into out */
struct impl {
	const char *name;
	void (*setup)(void *ctx);
	void (*encrypt)(void *ctx, const uint8_t *m, uint8_t *c, unsigned long n);
};

#define ECRYPT_IMPL(p)                                                                                   \
	static void p##_setup(void *ctx) { p##_ECRYPT_keysetup(ctx, key, 256, 64), p##_ECRYPT_ivsetup(ctx, iv); } \
	static void p##_enc(void *ctx, const uint8_t *m, uint8_t *c, unsigned long n)                    \
	{                                                                                                \
		p##_ECRYPT_encrypt_bytes(ctx, m, c, n);                                                  \
	}
ECRYPT_IMPL(kiln)
#ifdef BENCH_BASE
ECRYPT_IMPL(base)
#endif
#ifdef BENCH_X86
ECRYPT_IMPL(qhasm)
#define REF_IMPL(p)                                                                                      \
	static void p##_setup(void *ctx) { p##_keysetup(ctx, key, 256), p##_ivsetup(ctx, iv); }           \
	static void p##_enc(void *ctx, const uint8_t *m, uint8_t *c, unsigned long n) { p##_encrypt(ctx, m, c, n); }
REF_IMPL(gcc_ref)
REF_IMPL(clang_ref)
#else
/* elsewhere the reference is the build's C compiler's (run.sh: the target's gcc -O3) */
static void ref_setup(void *ctx) { ref_keysetup(ctx, key, 256), ref_ivsetup(ctx, iv); }
static void ref_enc(void *ctx, const uint8_t *m, uint8_t *c, unsigned long n) { ref_encrypt(ctx, m, c, n); }
#endif

static const struct impl impls[] = {
	{"kiln -c", kiln_setup, kiln_enc},
#ifdef BENCH_X86
#ifdef BENCH_BASE
	{"kiln -c (KILN_BASE)", base_setup, base_enc},
#endif
	{"qhasm's assembly", qhasm_setup, qhasm_enc},
	{"C reference, gcc -O3", gcc_ref_setup, gcc_ref_enc},
	{"C reference, clang -O3", clang_ref_setup, clang_ref_enc},
#else
	{"C reference, gcc -O3", ref_setup, ref_enc},
#endif
};
enum { NIMPL = sizeof impls / sizeof impls[0] };

static uint64_t ticks(void)
{
#if defined(__x86_64__)
	unsigned lo, hi;
	__asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
	return (uint64_t)hi << 32 | lo;
#else
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
#endif
}

/* every implementation's ciphertext of msg equals the first's (whole messages and a ragged one) */
static int check(void)
{
	static uint8_t want[MSG], got[MSG];
	static const unsigned long lens[] = {MSG, 64, 1000, 1};
	int bad = 0;
	for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
		uint64_t ctx[8];
		impls[0].setup(ctx);
		impls[0].encrypt(ctx, msg, want, lens[l]);
		for (int k = 1; k < NIMPL; k++) {
			memset(got, 0, sizeof got);
			impls[k].setup(ctx);
			impls[k].encrypt(ctx, msg, got, lens[l]);
			if (memcmp(got, want, lens[l])) {
				fprintf(stderr, "salsa20_bench: %s and %s differ on a %lu-byte message\n", impls[k].name,
					impls[0].name, lens[l]);
				bad = 1;
			}
		}
	}
	return bad;
}

static int time_all(int rounds)
{
	static uint8_t out[MSG];
	uint64_t best[NIMPL], ctx[NIMPL][8];
	for (int k = 0; k < NIMPL; k++) {
		best[k] = UINT64_MAX;
		impls[k].setup(ctx[k]);
	}
	for (int r = 0; r < rounds; r++)
		for (int k = 0; k < NIMPL; k++) {
			uint64_t t0 = ticks();
			impls[k].encrypt(ctx[k], msg, out, MSG);
			uint64_t t = ticks() - t0;
			best[k] = t < best[k] ? t : best[k];
		}
	const char *unit =
#if defined(__x86_64__)
		"TSC ticks";
#else
		"ns";
#endif
	printf("Salsa20/20, %d-byte messages, best of %d interleaved rounds (%s per byte)\n", MSG, rounds, unit);
	printf("%-24s %10s %10s", "code", "per byte", "kiln x");
	printf("\n");
	for (int k = 0; k < NIMPL; k++)
		printf("%-24s %10.2f %10.2f\n", impls[k].name, (double)best[k] / MSG, (double)best[k] / (double)best[0]);
	printf("(kiln x: the code's time / kiln's; above 1, kiln is faster)\n");
	return 0;
}

/* the key, IV and message bytes: a 64-bit LCG's high bits */
static uint8_t next_byte(uint64_t *s)
{
	*s = *s * 6364136223846793005ull + 1442695040888963407ull;
	return (uint8_t)(*s >> 40);
}

int main(int argc, char **argv)
{
	uint64_t s = 0x9e3779b97f4a7c15ull;
	for (size_t i = 0; i < sizeof key; i++)
		key[i] = next_byte(&s);
	for (size_t i = 0; i < sizeof iv; i++)
		iv[i] = next_byte(&s);
	for (size_t i = 0; i < sizeof msg; i++)
		msg[i] = next_byte(&s);
	if (argc == 3 && !strcmp(argv[1], "time")) {
		if (check())
			return 1;
		return time_all(atoi(argv[2]));
	}
	if (argc == 4 && !strcmp(argv[1], "count")) {
		static uint8_t out[MSG * 2];
		uint64_t ctx[8];
		unsigned long n = strtoul(argv[3], NULL, 0);
		const struct impl *im = !strcmp(argv[2], "kiln") ? &impls[0] : !strcmp(argv[2], "ref") ? &impls[NIMPL - 1] : NULL;
		if (!im || n > sizeof out) {
			fprintf(stderr, "salsa20_bench count: kiln or ref, at most %zu bytes\n", sizeof out);
			return 2;
		}
		if (check())
			return 1;
		im->setup(ctx);
		im->encrypt(ctx, n <= MSG ? msg : out, out, n);
		return 0;
	}
	fprintf(stderr, "usage: salsa20_bench time ROUNDS | count kiln|ref NBYTES\n");
	return 2;
}
