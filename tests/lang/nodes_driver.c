/* nodes_driver.c -- the benchmark driver of tests/lang/sched_cli.sh for `kiln --autotune
 * --driver=`: runs rect (nodes_rect.q) on fixed data and checks it against C. */
#include <stdint.h>
#include <string.h>

int kiln_bench(const char *func, void *code);

static uint64_t rotl(uint64_t x, int r) { return r ? x << r | x >> (64 - r) : x; }

static void rect_ref(const uint64_t *in, const uint64_t *key, uint64_t *out)
{
	uint64_t s[8];
	memcpy(s, in, sizeof s);
	for (int r = 0; r < 2; r++) {
		for (int k = 0; k < 8; k++)
			s[k] ^= key[8 * r + k];
		for (int g = 0; g < 2; g++) {
			uint64_t *a = &s[4 * g], t1 = ~a[1], t2 = a[0] & t1, t3 = a[2] ^ a[3], b0 = t2 ^ t3;
			uint64_t t5 = a[3] | t1, t6 = a[0] ^ t5, b1 = a[2] ^ t6, t8 = a[1] ^ a[2], t9 = t3 & t6;
			a[0] = b0, a[1] = b1, a[2] = t6 ^ (b0 | t8), a[3] = t8 ^ t9;
		}
		for (int k = 0; k < 8; k++)
			s[k] = rotl(s[k], 3 * (k % 4));
	}
	memcpy(out, s, sizeof s);
}

int kiln_bench(const char *func, void *code)
{
	if (strcmp(func, "rect") != 0)
		return 1;
	static uint64_t in[8], key[16], want[8];
	uint64_t out[8], x = 99;
	for (int k = 0; k < 8; k++)
		in[k] = x = x * 6364136223846793005ull + 1442695040888963407ull;
	for (int k = 0; k < 16; k++)
		key[k] = x = x * 6364136223846793005ull + 1442695040888963407ull;
	rect_ref(in, key, want);
	void (*f)(const uint64_t *, const uint64_t *, uint64_t *) = (void (*)(const uint64_t *, const uint64_t *, uint64_t *))code;
	for (int k = 0; k < 1000; k++)
		f(in, key, out);
	return memcmp(out, want, sizeof out) != 0 ? 2 : 0;
}
