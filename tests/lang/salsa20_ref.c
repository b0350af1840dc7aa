/* tests/lang/salsa20_ref.c -- Salsa20/20 written from its specification (Bernstein, "Salsa20
 * specification", 2005) with the ECRYPT stream-cipher interface, as the oracle for the qhasm
 * program compiled by kiln. */
#include <string.h>

#include "salsa20_ref.h"

#define ROTL32(v, n) ((uint32_t)((v) << (n)) | ((v) >> (32 - (n))))

static uint32_t le32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }

static void quarter(uint32_t *x, int a, int b, int c, int d)
{
	x[b] ^= ROTL32(x[a] + x[d], 7);
	x[c] ^= ROTL32(x[b] + x[a], 9);
	x[d] ^= ROTL32(x[c] + x[b], 13);
	x[a] ^= ROTL32(x[d] + x[c], 18);
}

static void block(const uint32_t in[16], uint8_t out[64])
{
	uint32_t x[16];
	memcpy(x, in, sizeof x);
	for (int r = 0; r < 20; r += 2) {
		quarter(x, 0, 4, 8, 12);   /* columns */
		quarter(x, 5, 9, 13, 1);
		quarter(x, 10, 14, 2, 6);
		quarter(x, 15, 3, 7, 11);
		quarter(x, 0, 1, 2, 3);    /* rows */
		quarter(x, 5, 6, 7, 4);
		quarter(x, 10, 11, 8, 9);
		quarter(x, 15, 12, 13, 14);
	}
	for (int k = 0; k < 16; k++) {
		uint32_t v = x[k] + in[k];
		out[4 * k] = (uint8_t)v, out[4 * k + 1] = (uint8_t)(v >> 8);
		out[4 * k + 2] = (uint8_t)(v >> 16), out[4 * k + 3] = (uint8_t)(v >> 24);
	}
}

void ref_keysetup(struct ref_ctx *c, const uint8_t *k, unsigned kbits)
{
	static const uint8_t sigma[] = "expand 32-byte k", tau[] = "expand 16-byte k";
	const uint8_t *cst = kbits == 256 ? sigma : tau;
	for (int i = 0; i < 4; i++)
		c->in[1 + i] = le32(k + 4 * i);
	const uint8_t *k2 = kbits == 256 ? k + 16 : k;
	for (int i = 0; i < 4; i++)
		c->in[11 + i] = le32(k2 + 4 * i);
	c->in[0] = le32(cst), c->in[5] = le32(cst + 4), c->in[10] = le32(cst + 8), c->in[15] = le32(cst + 12);
}

void ref_ivsetup(struct ref_ctx *c, const uint8_t *iv)
{
	c->in[6] = le32(iv), c->in[7] = le32(iv + 4);
	c->in[8] = c->in[9] = 0;
}

void ref_encrypt(struct ref_ctx *c, const uint8_t *m, uint8_t *out, size_t n)
{
	uint8_t ks[64];
	while (n) {
		block(c->in, ks);
		if (++c->in[8] == 0)
			c->in[9]++;
		size_t l = n < 64 ? n : 64;
		for (size_t i = 0; i < l; i++)
			out[i] = (uint8_t)(m ? m[i] ^ ks[i] : ks[i]);
		n -= l, out += l;
		if (m)
			m += l;
	}
}
