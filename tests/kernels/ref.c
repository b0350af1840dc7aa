/* ref.c -- ChaCha20 (RFC 8439) and Salsa20/20 (Bernstein's specification; NaCl's
 * crypto_stream_salsa20_xor) in plain C: sixteen local words, the rounds as macros, whole blocks
 * XORed word by word.  The plain code a C programmer writes; bench/kernels times it with gcc -O3
 * and clang -O3 against kiln. */
#include <string.h>

#include "ref.h"

#define ROTL(v, n) ((uint32_t)((v) << (n)) | ((v) >> (32 - (n))))

static inline uint32_t ld32(const unsigned char *p)
{
	uint32_t v;
	memcpy(&v, p, 4); /* little-endian targets only (x86-64, AArch64, RISC-V) */
	return v;
}

static inline void st32(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }

/* one block of keystream XORed into n <= 64 bytes */
static void xor_block(unsigned char *out, const unsigned char *in, size_t n, const uint32_t x[16], const uint32_t j[16])
{
	if (n == 64) {
		for (int k = 0; k < 16; k++)
			st32(out + 4 * k, ld32(in + 4 * k) ^ (x[k] + j[k]));
		return;
	}
	unsigned char ks[64];
	for (int k = 0; k < 16; k++)
		st32(ks + 4 * k, x[k] + j[k]);
	for (size_t i = 0; i < n; i++)
		out[i] = in[i] ^ ks[i];
}

#define CHACHA_QR(a, b, c, d) \
	a += b, d ^= a, d = ROTL(d, 16), c += d, b ^= c, b = ROTL(b, 12), \
	a += b, d ^= a, d = ROTL(d, 8), c += d, b ^= c, b = ROTL(b, 7)

void ref_chacha20_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[32],
		      const unsigned char nonce[12], uint32_t counter)
{
	uint32_t j[16] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574};
	for (int k = 0; k < 8; k++)
		j[4 + k] = ld32(key + 4 * k);
	j[12] = counter;
	for (int k = 0; k < 3; k++)
		j[13 + k] = ld32(nonce + 4 * k);
	while (len > 0) {
		uint32_t x0 = j[0], x1 = j[1], x2 = j[2], x3 = j[3], x4 = j[4], x5 = j[5], x6 = j[6], x7 = j[7];
		uint32_t x8 = j[8], x9 = j[9], x10 = j[10], x11 = j[11], x12 = j[12], x13 = j[13], x14 = j[14],
			 x15 = j[15];
		for (int r = 0; r < 10; r++) {
			CHACHA_QR(x0, x4, x8, x12), CHACHA_QR(x1, x5, x9, x13);
			CHACHA_QR(x2, x6, x10, x14), CHACHA_QR(x3, x7, x11, x15);
			CHACHA_QR(x0, x5, x10, x15), CHACHA_QR(x1, x6, x11, x12);
			CHACHA_QR(x2, x7, x8, x13), CHACHA_QR(x3, x4, x9, x14);
		}
		uint32_t x[16] = {x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15};
		size_t n = len < 64 ? len : 64;
		xor_block(out, in, n, x, j);
		j[12]++;
		out += n, in += n, len -= n;
	}
}

#define SALSA_QR(a, b, c, d) \
	b ^= ROTL(a + d, 7), c ^= ROTL(b + a, 9), d ^= ROTL(c + b, 13), a ^= ROTL(d + c, 18)

void ref_salsa20_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[32],
		     const unsigned char nonce[8])
{
	uint32_t j[16] = {[0] = 0x61707865, [5] = 0x3320646e, [10] = 0x79622d32, [15] = 0x6b206574};
	for (int k = 0; k < 4; k++)
		j[1 + k] = ld32(key + 4 * k), j[11 + k] = ld32(key + 16 + 4 * k);
	j[6] = ld32(nonce), j[7] = ld32(nonce + 4);
	while (len > 0) {
		uint32_t x0 = j[0], x1 = j[1], x2 = j[2], x3 = j[3], x4 = j[4], x5 = j[5], x6 = j[6], x7 = j[7];
		uint32_t x8 = j[8], x9 = j[9], x10 = j[10], x11 = j[11], x12 = j[12], x13 = j[13], x14 = j[14],
			 x15 = j[15];
		for (int r = 0; r < 10; r++) {
			SALSA_QR(x0, x4, x8, x12), SALSA_QR(x5, x9, x13, x1);
			SALSA_QR(x10, x14, x2, x6), SALSA_QR(x15, x3, x7, x11);
			SALSA_QR(x0, x1, x2, x3), SALSA_QR(x5, x6, x7, x4);
			SALSA_QR(x10, x11, x8, x9), SALSA_QR(x15, x12, x13, x14);
		}
		uint32_t x[16] = {x0, x1, x2, x3, x4, x5, x6, x7, x8, x9, x10, x11, x12, x13, x14, x15};
		size_t n = len < 64 ? len : 64;
		xor_block(out, in, n, x, j);
		if (++j[8] == 0)
			j[9]++;
		out += n, in += n, len -= n;
	}
}
