/* kernels-bench.c -- libkiln-kernels against its peers (docs/measuring.md): the plain C references
 * (tests/kernels/ref.c) compiled by gcc -O3 and clang -O3, qhasm's Salsa20 assembly, OpenSSL's
 * EVP.  One table row per implementation (impls[] below); bench/kernels/run.sh runs it.
 *
 *   kernels-bench check                 every implementation of a kernel gives kiln's bytes
 *   kernels-bench list                  the rows: KERNEL IMPL
 *   kernels-bench time [RUNS] [K=B ..]  TSC ticks per byte, best of RUNS (x86-64 only); K=B puts
 *                                       the static bound B (cycles per byte) beside kernel K
 *   kernels-bench summary [RUNS]        one line per kernel at 4,096 bytes (make demo; x86-64 only)
 *   kernels-bench run KERNEL IMPL LEN CALLS   CALLS calls on LEN bytes (for instruction counts) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln/kernels.h"

typedef int (*kfn)(unsigned char *out, const unsigned char *in, size_t len, const unsigned char *key,
		   const unsigned char *iv);

/* ---- adaptors: key, then nonce or iv (ChaCha20's counter starts at 1, as in RFC 8439 2.4.2) ---- */
static int kiln_chacha20(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k, const unsigned char *v)
{
	return kiln_chacha20_xor(o, i, n, k, v, 1);
}
static int kiln_salsa20(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k, const unsigned char *v)
{
	return kiln_salsa20_xor(o, i, n, k, v);
}
#define REF_ADAPTORS(sfx)                                                                                       \
	void ref_chacha20_xor##sfx(unsigned char *, const unsigned char *, size_t, const unsigned char *,        \
				   const unsigned char *, uint32_t);                                            \
	void ref_salsa20_xor##sfx(unsigned char *, const unsigned char *, size_t, const unsigned char *,         \
				  const unsigned char *);                                                       \
	static int chacha20##sfx(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k,     \
				 const unsigned char *v)                                                        \
	{                                                                                                       \
		ref_chacha20_xor##sfx(o, i, n, k, v, 1);                                                        \
		return 0;                                                                                       \
	}                                                                                                       \
	static int salsa20##sfx(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k,      \
				const unsigned char *v)                                                         \
	{                                                                                                       \
		ref_salsa20_xor##sfx(o, i, n, k, v);                                                            \
		return 0;                                                                                       \
	}
REF_ADAPTORS(_gcc)
#ifdef BENCH_HAVE_CLANG
REF_ADAPTORS(_clang)
#endif

/* AES-128-CTR (key 16, iv 16) and RECTANGLE-80 (key 10, whole 8-byte blocks: every size is) */
static int kiln_aes128ctr(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k, const unsigned char *v)
{
	return kiln_aes128ctr_xor(o, i, n, k, v);
}
static int kiln_rectangle80(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k, const unsigned char *v)
{
	(void)v;
	return kiln_rectangle80_encrypt(o, i, n / 8, k);
}
#define AES_RECT_ADAPTORS(sfx)                                                                                  \
	void ref_aes128ctr_xor##sfx(unsigned char *, const unsigned char *, size_t, const unsigned char *,       \
				    const unsigned char *);                                                     \
	void ref_aes128ctr_cached_xor##sfx(unsigned char *, const unsigned char *, size_t, const unsigned char *, \
					   const unsigned char *);                                              \
	void rect80_sliced_encrypt##sfx(unsigned char *, const unsigned char *, size_t, const unsigned char *);  \
	static int aes128ctr_cmc##sfx(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k, \
				      const unsigned char *v)                                                   \
	{                                                                                                       \
		ref_aes128ctr_cached_xor##sfx(o, i, n, k, v);                                                   \
		return 0;                                                                                       \
	}                                                                                                       \
	static int aes128ctr##sfx(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k,    \
				  const unsigned char *v)                                                       \
	{                                                                                                       \
		ref_aes128ctr_xor##sfx(o, i, n, k, v);                                                          \
		return 0;                                                                                       \
	}                                                                                                       \
	void rect80_sliced2_encrypt##sfx(unsigned char *, const unsigned char *, size_t, const unsigned char *); \
	static int rectangle80_x2##sfx(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k, \
				       const unsigned char *v)                                                  \
	{                                                                                                       \
		(void)v;                                                                                        \
		rect80_sliced2_encrypt##sfx(o, i, n / 8, k);                                                    \
		return 0;                                                                                       \
	}                                                                                                       \
	static int rectangle80##sfx(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k,  \
				    const unsigned char *v)                                                     \
	{                                                                                                       \
		(void)v;                                                                                        \
		rect80_sliced_encrypt##sfx(o, i, n / 8, k);                                                     \
		return 0;                                                                                       \
	}
AES_RECT_ADAPTORS(_gcc)
#ifdef BENCH_HAVE_CLANG
AES_RECT_ADAPTORS(_clang)
#endif

#ifdef BENCH_HAVE_QHASM
/* SUPERCOP's salsa20-amd64-3.s (tests/lang/qhasm), the ECRYPT interface */
void ECRYPT_keysetup(void *ctx, const unsigned char *key, unsigned keybits, unsigned ivbits);
void ECRYPT_ivsetup(void *ctx, const unsigned char *iv);
void ECRYPT_encrypt_bytes(void *ctx, const unsigned char *m, unsigned char *c, unsigned bytes);
static int qhasm_salsa20(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k, const unsigned char *v)
{
	_Alignas(16) unsigned char ctx[64];
	ECRYPT_keysetup(ctx, k, 256, 64);
	ECRYPT_ivsetup(ctx, v);
	ECRYPT_encrypt_bytes(ctx, i, o, (unsigned)n);
	return 0;
}
#endif

#ifdef BENCH_HAVE_OPENSSL
#include <openssl/evp.h>
static int evp(const EVP_CIPHER *ci, unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k,
	       const unsigned char *iv)
{
	static EVP_CIPHER_CTX *x;
	int m = 0;
	if (!x && !(x = EVP_CIPHER_CTX_new()))
		return -1;
	return EVP_EncryptInit_ex(x, ci, NULL, k, iv) == 1 && EVP_EncryptUpdate(x, o, &m, i, (int)n) == 1 ? 0 : -1;
}
static int openssl_chacha20(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k, const unsigned char *v)
{
	unsigned char iv[16] = {1}; /* counter 1 (little-endian), then the nonce */
	memcpy(iv + 4, v, 12);
	return evp(EVP_chacha20(), o, i, n, k, iv);
}
static int openssl_aes128ctr(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *k,
			     const unsigned char *v)
{
	return evp(EVP_aes_128_ctr(), o, i, n, k, v);
}
#endif

/* ---- the rows: kiln first for each kernel (the others are compared with it) ---- */
static const struct impl {
	const char *kernel, *name;
	kfn fn;
} impls[] = {
	{"chacha20", "kiln", kiln_chacha20},
	{"chacha20", "gcc-O3", chacha20_gcc},
#ifdef BENCH_HAVE_CLANG
	{"chacha20", "clang-O3", chacha20_clang},
#endif
#ifdef BENCH_HAVE_OPENSSL
	{"chacha20", "openssl", openssl_chacha20},
#endif
	{"salsa20", "kiln", kiln_salsa20},
	{"salsa20", "gcc-O3", salsa20_gcc},
#ifdef BENCH_HAVE_CLANG
	{"salsa20", "clang-O3", salsa20_clang},
#endif
#ifdef BENCH_HAVE_QHASM
	{"salsa20", "qhasm", qhasm_salsa20},
#endif
	{"aes128ctr", "kiln", kiln_aes128ctr},
	{"aes128ctr", "gcc-O3", aes128ctr_gcc},
#ifdef BENCH_HAVE_CLANG
	{"aes128ctr", "clang-O3", aes128ctr_clang},
#endif
	/* the C with kiln's algorithm: counter-mode caching (tests/kernels/aes_ref.c) */
	{"aes128ctr", "gcc-cmc", aes128ctr_cmc_gcc},
#ifdef BENCH_HAVE_CLANG
	{"aes128ctr", "clang-cmc", aes128ctr_cmc_clang},
#endif
#ifdef BENCH_HAVE_OPENSSL
	{"aes128ctr", "openssl", openssl_aes128ctr},
#endif
	{"rectangle80", "kiln", kiln_rectangle80},
	{"rectangle80", "gcc-O3", rectangle80_gcc},
#ifdef BENCH_HAVE_CLANG
	{"rectangle80", "clang-O3", rectangle80_clang},
#endif
	/* the C with kiln's schedule: two groups interleaved (tests/kernels/rectangle_ref.c) */
	{"rectangle80", "gcc-x2", rectangle80_x2_gcc},
#ifdef BENCH_HAVE_CLANG
	{"rectangle80", "clang-x2", rectangle80_x2_clang},
#endif
};
enum { NIMPLS = sizeof impls / sizeof impls[0] };

static const size_t sizes[] = {64, 576, 4096, 65536};
enum { NSIZES = sizeof sizes / sizeof sizes[0], MAXLEN = 65536 };

static unsigned char key[32], iv[16], *inbuf, *outbuf, *refbuf;

static int check(int quiet)
{
	int bad = 0;
	const struct impl *kiln = NULL;
	for (int r = 0; r < NIMPLS; r++) {
		if (strcmp(impls[r].name, "kiln") == 0)
			kiln = &impls[r];
		int ok = 1;
		for (size_t s = 0; s < NSIZES; s++) {
			size_t len = sizes[s];
			memset(outbuf, 0, len);
			memset(refbuf, 0, len);
			if (kiln->fn(refbuf, inbuf, len, key, iv) != 0 || impls[r].fn(outbuf, inbuf, len, key, iv) != 0 ||
			    memcmp(outbuf, refbuf, len) != 0) {
				printf("check %s %s %zu bytes: NOT kiln's bytes\n", impls[r].kernel, impls[r].name, len);
				bad = 1, ok = 0;
			}
		}
		if (ok && !quiet)
			printf("check %s %s: kiln's bytes at %zu..%zu bytes\n", impls[r].kernel, impls[r].name, sizes[0],
		       sizes[NSIZES - 1]);
	}
	return bad;
}

#if defined(__x86_64__)
#include <x86intrin.h>
static inline uint64_t ticks(void)
{
	_mm_lfence();
	uint64_t t = __rdtsc();
	_mm_lfence();
	return t;
}

/* core cycles per TSC tick: a chain of dependent adds (one cycle each on every x86-64 core since
 * the P6) timed by the TSC; the core's clock differs from the TSC's under boost or power saving */
static double cycles_per_tick(void)
{
	double best = 0;
	for (int run = 0; run < 20; run++) {
		uint64_t x = 0, n = 200000;
		uint64_t t0 = ticks();
		__asm__ volatile("1:\n\t"
				 "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
				 "add $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\tadd $1, %0\n\t"
				 "dec %1\n\tjnz 1b"
				 : "+r"(x), "+r"(n));
		uint64_t t1 = ticks();
		double r = 8.0 * 200000 / (double)(t1 - t0);
		if (r > best)
			best = r;
	}
	return best;
}

static double bound_of(const char *kernel, int argc, char **argv)
{
	size_t n = strlen(kernel);
	for (int a = 0; a < argc; a++)
		if (strncmp(argv[a], kernel, n) == 0 && argv[a][n] == '=')
			return atof(argv[a] + n + 1);
	return 0;
}

static double best[NIMPLS][NSIZES];

/* best[][]: TSC ticks per byte, best of runs; each run times every row once (interleaved, so a
 * burst of load hits all rows alike) */
static void measure(int runs)
{
	for (int r = 0; r < NIMPLS; r++)
		for (int s = 0; s < NSIZES; s++)
			best[r][s] = 1e30;
	for (int run = 0; run < runs; run++)
		for (int s = 0; s < NSIZES; s++) {
			size_t len = sizes[s], reps = len >= 4096 ? 1 : 4096 / len;
			for (int r = 0; r < NIMPLS; r++) {
				uint64_t t0 = ticks();
				for (size_t k = 0; k < reps; k++)
					impls[r].fn(outbuf, inbuf, len, key, iv);
				uint64_t t1 = ticks();
				double per = (double)(t1 - t0) / (double)(reps * len);
				if (per < best[r][s])
					best[r][s] = per;
			}
		}
}

/* the row of kiln for row r's kernel */
static int kiln_row(int r)
{
	for (int k = 0; k < NIMPLS; k++)
		if (strcmp(impls[k].kernel, impls[r].kernel) == 0 && strcmp(impls[k].name, "kiln") == 0)
			return k;
	return r;
}

static void time_all(int runs, int argc, char **argv)
{
	double cpt = cycles_per_tick();
	measure(runs);
	printf("core cycles per TSC tick: %.3f (dependent adds); the table is in TSC ticks per byte\n", cpt);
	printf("%-10s %-9s", "kernel", "impl");
	for (int s = 0; s < NSIZES; s++)
		printf(" %8zuB", sizes[s]);
	printf("  x kiln(4096 B)  static bound (kiln --list, cycles/B -> ticks/B)\n");
	for (int r = 0; r < NIMPLS; r++) {
		double kiln4k = best[kiln_row(r)][2];
		printf("%-10s %-9s", impls[r].kernel, impls[r].name);
		for (int s = 0; s < NSIZES; s++)
			printf(" %9.2f", best[r][s]);
		printf("   %9.2f", best[r][2] / kiln4k);
		double b = bound_of(impls[r].kernel, argc, argv);
		if (strcmp(impls[r].name, "kiln") == 0 && b > 0)
			printf("   %.2f -> %.2f (kiln at 4096 B: %.2fx the bound)", b, b / cpt, kiln4k * cpt / b);
		printf("\n");
	}
	printf("(TSC ticks per byte, best of %d interleaved runs; x kiln > 1: slower than kiln)\n", runs);
}

/* one line per kernel (make demo): 4,096 bytes, each peer's speed relative to kiln */
static void summary(int runs)
{
	measure(runs);
	for (int r = 0; r < NIMPLS; r++) {
		if (strcmp(impls[r].name, "kiln") != 0)
			continue;
		printf("  %-10s kiln %.2f", impls[r].kernel, best[r][2]);
		for (int p = 0; p < NIMPLS; p++)
			if (p != r && strcmp(impls[p].kernel, impls[r].kernel) == 0)
				printf(", %s %.2f (kiln %.2fx as fast)", impls[p].name, best[p][2], best[p][2] / best[r][2]);
		printf("\n");
	}
}
#endif

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "check";
	inbuf = aligned_alloc(64, MAXLEN), outbuf = aligned_alloc(64, MAXLEN), refbuf = aligned_alloc(64, MAXLEN);
	if (!inbuf || !outbuf || !refbuf)
		return 1;
	for (size_t i = 0; i < MAXLEN; i++)
		inbuf[i] = (unsigned char)(i * 131 + 7);
	for (int i = 0; i < 32; i++)
		key[i] = (unsigned char)(i * 17 + 1);
	for (int i = 0; i < 16; i++)
		iv[i] = (unsigned char)(i * 29 + 3);
	if (strcmp(mode, "check") == 0)
		return check(0);
	if (strcmp(mode, "list") == 0) {
		for (int r = 0; r < NIMPLS; r++)
			printf("%s %s\n", impls[r].kernel, impls[r].name);
		return 0;
	}
	if (strcmp(mode, "run") == 0 && argc == 6) {
		size_t len = strtoul(argv[4], NULL, 0);
		long calls = strtol(argv[5], NULL, 0);
		for (int r = 0; r < NIMPLS; r++)
			if (strcmp(impls[r].kernel, argv[2]) == 0 && strcmp(impls[r].name, argv[3]) == 0 && len <= MAXLEN) {
				for (long c = 0; c < calls; c++)
					impls[r].fn(outbuf, inbuf, len, key, iv);
				return 0;
			}
		fprintf(stderr, "kernels-bench: no row %s %s (or LEN over %d)\n", argv[2], argv[3], MAXLEN);
		return 2;
	}
#if defined(__x86_64__)
	if (strcmp(mode, "time") == 0) {
		int runs = argc > 2 && strchr(argv[2], '=') == NULL ? atoi(argv[2]) : 200;
		if (check(0) != 0)
			return 1;
		time_all(runs > 0 ? runs : 200, argc - 2, argv + 2);
		return 0;
	}
	if (strcmp(mode, "summary") == 0) {
		if (check(1) != 0)
			return 1;
		summary(argc > 2 ? atoi(argv[2]) : 60);
		return 0;
	}
#endif
	fprintf(stderr, "usage: kernels-bench check | list | time [RUNS] [KERNEL=BOUND ..] | summary [RUNS] | run KERNEL IMPL LEN CALLS\n");
	return 2;
}
