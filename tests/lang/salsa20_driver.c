/* tests/lang/salsa20_driver.c -- links with salsa20-amd64-3.q compiled by kiln (-c or -S, any
 * target) and checks it against the published ECRYPT vector and the C reference: keys of 128
 * and 256 bits, every length 0..300 and 4096, unaligned buffers, encrypt, decrypt and
 * keystream, counters crossing 2^32.  "bench" instead prints cycles (x86-64: TSC ticks) or
 * nanoseconds per byte on 4,096-byte messages; "bench-ref" the same for the C reference. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "salsa20_ref.h"

/* The program's functions (its ctx is its own: 64 bytes).  Lengths are passed as 64-bit values:
 * the program reads its 'input' variables as whole registers. */
void ECRYPT_init(void);
void ECRYPT_keysetup(void *ctx, const uint8_t *k, unsigned long kbits, unsigned long ivbits);
void ECRYPT_ivsetup(void *ctx, const uint8_t *iv);
void ECRYPT_encrypt_bytes(void *ctx, const uint8_t *m, uint8_t *c, unsigned long n);
void ECRYPT_decrypt_bytes(void *ctx, const uint8_t *c, uint8_t *m, unsigned long n);
void ECRYPT_keystream_bytes(void *ctx, uint8_t *s, unsigned long n);

static uint64_t rnd_state = 0x9e3779b97f4a7c15ull;
static uint8_t rnd(void)
{
	rnd_state ^= rnd_state << 13, rnd_state ^= rnd_state >> 7, rnd_state ^= rnd_state << 17;
	return (uint8_t)(rnd_state >> 32);
}

static int fails;
static void check(const char *what, unsigned kbits, size_t n, const uint8_t *got, const uint8_t *want)
{
	if (memcmp(got, want, n) == 0)
		return;
	size_t i = 0;
	while (got[i] == want[i])
		i++;
	if (fails++ < 10)
		fprintf(stderr, "FAIL %s key %u bits, length %zu: byte %zu is %02x, reference %02x\n", what, kbits, n, i,
			got[i], want[i]);
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e9 + (double)t.tv_nsec;
}

static uint64_t ticks(void)
{
#if defined(__x86_64__)
	unsigned lo, hi;
	__asm__ volatile("rdtsc" : "=a"(lo), "=d"(hi));
	return (uint64_t)hi << 32 | lo;
#else
	return (uint64_t)now();
#endif
}

static int bench(int ref)
{
	static uint8_t m[4096], c[4096];
	uint64_t ctx[8] = {0};
	uint8_t key[32] = {1, 2, 3}, iv[8] = {4};
	struct ref_ctx r0;
	ECRYPT_keysetup(ctx, key, 256, 64);
	ECRYPT_ivsetup(ctx, iv);
	ref_keysetup(&r0, key, 256);
	ref_ivsetup(&r0, iv);
	uint64_t best = UINT64_MAX;
	for (int r = 0; r < 2000; r++) {
		uint64_t t0 = ticks();
		if (ref)
			ref_encrypt(&r0, m, c, sizeof m);
		else
			ECRYPT_encrypt_bytes(ctx, m, c, sizeof m);
		uint64_t t = ticks() - t0;
		if (t < best)
			best = t;
	}
	printf("%s: %.2f %s per byte (best of 2000 runs, 4096-byte messages)\n", ref ? "C reference" : "program",
	       (double)best / 4096,
#if defined(__x86_64__)
	       "TSC ticks"
#else
	       "ns"
#endif
	);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1 && !strcmp(argv[1], "bench"))
		return bench(0);
	if (argc > 1 && !strcmp(argv[1], "bench-ref"))
		return bench(1);
	ECRYPT_init();
	/* ECRYPT Salsa20/20 set 1, vector 0: key 80 00 .. 00 (256 bits), IV 0 */
	static const uint8_t v0[16] = {0xe3, 0xbe, 0x8f, 0xdd, 0x8b, 0xec, 0xa2, 0xe3,
				       0xea, 0x8e, 0xf9, 0x47, 0x5b, 0x29, 0xa6, 0xe7};
	uint64_t ctx[8];
	uint8_t key[32] = {0x80}, iv[8] = {0}, s[64];
	ECRYPT_keysetup(ctx, key, 256, 64);
	ECRYPT_ivsetup(ctx, iv);
	ECRYPT_keystream_bytes(ctx, s, 64);
	check("set 1 vector 0", 256, 16, s, v0);

	static uint8_t m[4096 + 64], got[4096 + 64], want[4096 + 64], back[4096 + 64];
	size_t lens[310];
	int nl = 0;
	for (size_t n = 0; n <= 300; n++)
		lens[nl++] = n;
	lens[nl++] = 4096;
	for (int kb = 0; kb < 2; kb++) {
		unsigned kbits = kb ? 256 : 128;
		for (int li = 0; li < nl; li++) {
			size_t n = lens[li], off = (size_t)(li % 7);
			struct ref_ctx r;
			for (int i = 0; i < 32; i++)
				key[i] = rnd();
			for (int i = 0; i < 8; i++)
				iv[i] = rnd();
			for (size_t i = 0; i < n; i++)
				m[off + i] = rnd();
			ref_keysetup(&r, key, kbits);
			ref_ivsetup(&r, iv);
			ECRYPT_keysetup(ctx, key, kbits, 64);
			ECRYPT_ivsetup(ctx, iv);
			int what = li % 3;
			if (what == 0) {
				ref_encrypt(&r, m + off, want, n);
				ECRYPT_encrypt_bytes(ctx, m + off, got + off, n);
				check("encrypt", kbits, n, got + off, want);
				ECRYPT_ivsetup(ctx, iv);
				ECRYPT_decrypt_bytes(ctx, got + off, back, n);
				check("decrypt", kbits, n, back, m + off);
			} else if (what == 1) {
				ref_encrypt(&r, NULL, want, n);
				memset(got, 0xaa, sizeof got);
				ECRYPT_keystream_bytes(ctx, got + off, n);
				check("keystream", kbits, n, got + off, want);
				if (got[off + n] != 0xaa) {
					fails++;
					fprintf(stderr, "FAIL keystream length %zu wrote past the end\n", n);
				}
			} else { /* two calls: the counter carries over, 64-byte pieces */
				size_t a = n / 128 * 64;
				ref_encrypt(&r, m + off, want, n);
				ECRYPT_encrypt_bytes(ctx, m + off, got, a);
				ECRYPT_encrypt_bytes(ctx, m + off + a, got + a, n - a);
				check("encrypt in two calls", kbits, n, got, want);
			}
		}
	}
	/* the 64-bit block counter crossing 2^32 (words 8 and 9 of the reference state) */
	{
		struct ref_ctx r;
		ref_keysetup(&r, key, 256);
		ref_ivsetup(&r, iv);
		ECRYPT_keysetup(ctx, key, 256, 64);
		ECRYPT_ivsetup(ctx, iv);
		r.in[8] = 0xfffffffe;
		ctx[4] = 0xfffffffe; /* the program keeps the counter at byte 32 (qhasm's layout) */
		ref_encrypt(&r, NULL, want, 256);
		ECRYPT_keystream_bytes(ctx, got, 256);
		check("counter across 2^32", 256, 256, got, want);
	}
	if (fails) {
		fprintf(stderr, "%d failures\n", fails);
		return 1;
	}
	printf("salsa20: vector and %d lengths x 2 key sizes agree with the reference\n", nl);
	return 0;
}
