/* ref.c -- the code-quality kernels in plain C (bench/opt/quality.c): compiled twice, by gcc -O2
 * and by clang -O2, each with its own prefix (REF_PREFIX), as objects of their own. */
#include <stdint.h>

#ifndef REF_PREFIX
#define REF_PREFIX gcc_
#endif
#define REF_CAT2(a, b) a##b
#define REF_CAT(a, b) REF_CAT2(a, b)
#define REF(name) REF_CAT(REF_PREFIX, name)

#define ROTL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define QR(a, b, c, d)                                                                             \
	a += b, d ^= a, d = ROTL32(d, 16), c += d, b ^= c, b = ROTL32(b, 12), a += b, d ^= a,      \
	d = ROTL32(d, 8), c += d, b ^= c, b = ROTL32(b, 7)

/* ChaCha20's block function (RFC 8439 2.3): out = 20 rounds of in, added to in */
void REF(chacha20)(uint32_t *out, const uint32_t *in)
{
	uint32_t x[16];
	for (int i = 0; i < 16; i++)
		x[i] = in[i];
	for (int i = 0; i < 10; i++) {
		QR(x[0], x[4], x[8], x[12]);
		QR(x[1], x[5], x[9], x[13]);
		QR(x[2], x[6], x[10], x[14]);
		QR(x[3], x[7], x[11], x[15]);
		QR(x[0], x[5], x[10], x[15]);
		QR(x[1], x[6], x[11], x[12]);
		QR(x[2], x[7], x[8], x[13]);
		QR(x[3], x[4], x[9], x[14]);
	}
	for (int i = 0; i < 16; i++)
		out[i] = x[i] + in[i];
}

/* the primes up to n (sieve of Eratosthenes over flags[0..n]) */
long REF(sieve)(uint8_t *flags, long n)
{
	long count = 0;
	for (long i = 0; i <= n; i++)
		flags[i] = 1;
	for (long i = 2; i <= n; i++)
		if (flags[i]) {
			count++;
			for (long j = i + i; j <= n; j += i)
				flags[j] = 0;
		}
	return count;
}

/* c = a b, n x n doubles, row-major */
void REF(matmul)(double *c, const double *a, const double *b, long n)
{
	for (long i = 0; i < n; i++)
		for (long j = 0; j < n; j++) {
			double s = 0;
			for (long k = 0; k < n; k++)
				s += a[i * n + k] * b[k * n + j];
			c[i * n + j] = s;
		}
}

/* CRC-32 (IEEE, reflected) with a 256-entry table */
uint32_t REF(crc32)(const uint8_t *p, long n, const uint32_t *table)
{
	uint32_t c = 0xffffffffu;
	for (long i = 0; i < n; i++)
		c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
	return ~c;
}

void REF(isort)(long *a, long n)
{
	for (long i = 1; i < n; i++) {
		long x = a[i], j = i - 1;
		while (j >= 0 && a[j] > x) {
			a[j + 1] = a[j];
			j--;
		}
		a[j + 1] = x;
	}
}

long REF(fib)(long n) { return n < 2 ? n : REF(fib)(n - 1) + REF(fib)(n - 2); }

double REF(dot)(const double *a, const double *b, long n)
{
	double s = 0;
	for (long i = 0; i < n; i++)
		s += a[i] * b[i];
	return s;
}

/* FNV-1a, 64 bits */
uint64_t REF(fnv1a)(const uint8_t *s, long n)
{
	uint64_t h = 0xcbf29ce484222325ull;
	for (long i = 0; i < n; i++) {
		h ^= s[i];
		h *= 0x100000001b3ull;
	}
	return h;
}
