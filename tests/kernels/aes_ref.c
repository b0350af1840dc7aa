/* aes_ref.c -- AES-128-CTR in plain C (FIPS-197 with the usual T-tables, one block at a time,
 * 128-bit big-endian counter), written the way a C programmer would: the comparison point of
 * aes128ctr.q in bench/kernels. */
#include <stdint.h>
#include <string.h>

#include "aes_ref.h"

static uint32_t t0[256], t1[256], t2[256], t3[256];
static unsigned char sb[256];
static int ready;

static unsigned xtime(unsigned a)
{
	return ((a << 1) ^ ((a & 0x80) ? 0x1b : 0)) & 0xff;
}

static unsigned gmul(unsigned a, unsigned b)
{
	unsigned p = 0;
	for (; b; b >>= 1, a = xtime(a))
		if (b & 1)
			p ^= a;
	return p;
}

/* S(x) from its definition (inverse by search: the tables are built once) */
static void build(void)
{
	for (unsigned x = 0; x < 256; x++) {
		unsigned inv = 0;
		for (unsigned y = 1; x && y < 256; y++)
			if (gmul(x, y) == 1)
				inv = y;
		unsigned s = inv;
		for (int k = 1; k < 5; k++)
			s ^= ((inv << k) | (inv >> (8 - k))) & 0xff;
		sb[x] = (unsigned char)(s ^ 0x63);
	}
	for (unsigned x = 0; x < 256; x++) {
		uint32_t s = sb[x], w = xtime(s) | s << 8 | s << 16 | (xtime(s) ^ s) << 24;
		t0[x] = w;
		t1[x] = w << 8 | w >> 24;
		t2[x] = w << 16 | w >> 16;
		t3[x] = w << 24 | w >> 8;
	}
	ready = 1;
}

static uint32_t le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void expand(uint32_t rk[44], const unsigned char key[16])
{
	unsigned char w[176];
	memcpy(w, key, 16);
	unsigned rcon = 1;
	for (int i = 16; i < 176; i += 4) {
		unsigned char t[4] = {w[i - 4], w[i - 3], w[i - 2], w[i - 1]};
		if (i % 16 == 0) {
			unsigned char a = t[0];
			t[0] = (unsigned char)(sb[t[1]] ^ rcon);
			t[1] = sb[t[2]];
			t[2] = sb[t[3]];
			t[3] = sb[a];
			rcon = xtime(rcon);
		}
		for (int k = 0; k < 4; k++)
			w[i + k] = w[i - 16 + k] ^ t[k];
	}
	for (int i = 0; i < 44; i++)
		rk[i] = le32(w + 4 * i);
}

/* one block; columns are little-endian words */
static void encrypt(unsigned char out[16], const unsigned char in[16], const uint32_t rk[44])
{
	uint32_t s0 = le32(in) ^ rk[0], s1 = le32(in + 4) ^ rk[1], s2 = le32(in + 8) ^ rk[2], s3 = le32(in + 12) ^ rk[3];
	const uint32_t *k = rk + 4;
	for (int r = 1; r < 10; r++, k += 4) {
		uint32_t u0 = t0[s0 & 0xff] ^ t1[s1 >> 8 & 0xff] ^ t2[s2 >> 16 & 0xff] ^ t3[s3 >> 24] ^ k[0];
		uint32_t u1 = t0[s1 & 0xff] ^ t1[s2 >> 8 & 0xff] ^ t2[s3 >> 16 & 0xff] ^ t3[s0 >> 24] ^ k[1];
		uint32_t u2 = t0[s2 & 0xff] ^ t1[s3 >> 8 & 0xff] ^ t2[s0 >> 16 & 0xff] ^ t3[s1 >> 24] ^ k[2];
		uint32_t u3 = t0[s3 & 0xff] ^ t1[s0 >> 8 & 0xff] ^ t2[s1 >> 16 & 0xff] ^ t3[s2 >> 24] ^ k[3];
		s0 = u0, s1 = u1, s2 = u2, s3 = u3;
	}
	uint32_t v[4] = {s0, s1, s2, s3};
	for (int c = 0; c < 4; c++) {
		uint32_t w = (uint32_t)sb[v[c] & 0xff] | (uint32_t)sb[v[(c + 1) & 3] >> 8 & 0xff] << 8 |
			     (uint32_t)sb[v[(c + 2) & 3] >> 16 & 0xff] << 16 | (uint32_t)sb[v[(c + 3) & 3] >> 24] << 24;
		w ^= k[c];
		for (int b = 0; b < 4; b++)
			out[4 * c + b] = (unsigned char)(w >> 8 * b);
	}
}

void ref_aes128ctr_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[16],
		       const unsigned char iv[16])
{
	if (!ready)
		build();
	uint32_t rk[44];
	unsigned char ctr[16], ks[16];
	expand(rk, key);
	memcpy(ctr, iv, 16);
	while (len) {
		encrypt(ks, ctr, rk);
		size_t n = len < 16 ? len : 16;
		for (size_t i = 0; i < n; i++)
			out[i] = in[i] ^ ks[i];
		out += n, in += n, len -= n;
		for (int i = 15; i >= 0 && ++ctr[i] == 0; i--)
			;
	}
}

/* The same with Bernstein and Schwabe's counter-mode caching, as aes128ctr.q does it: within a
 * run of counters that differ in byte 15 only, rounds 1 and 2 are computed once but for the five
 * lookups byte 15 reaches.  bench/kernels' comparison of the same algorithm in C. */
void ref_aes128ctr_cached_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[16],
			      const unsigned char iv[16])
{
	static const uint32_t *const t[4] = {t0, t1, t2, t3};
	if (!ready)
		build();
	uint32_t rk[44];
	unsigned char ctr[16], ks[16];
	expand(rk, key);
	memcpy(ctr, iv, 16);
	while (len) {
		/* the run's cache: byte r of input column c feeds output column c - r through t[r] */
		uint32_t x[4], y[4], z[4];
		for (int c = 0; c < 4; c++)
			x[c] = le32(ctr + 4 * c) ^ rk[c];
		for (int d = 0; d < 4; d++)
			y[d] = rk[4 + d], z[d] = rk[8 + d];
		for (int c = 0; c < 4; c++)
			for (int r = 0; r < 4; r++)
				if (c != 3 || r != 3)
					y[(c - r + 4) & 3] ^= t[r][x[c] >> 8 * r & 0xff];
		for (int c = 1; c < 4; c++)
			for (int r = 0; r < 4; r++)
				z[(c - r + 4) & 3] ^= t[r][y[c] >> 8 * r & 0xff];
		uint32_t k15 = x[3] >> 24 ^ ctr[15];
		for (unsigned v = ctr[15]; len && v < 256; v++) {
			uint32_t y0 = y[0] ^ t3[v ^ k15];
			uint32_t s0 = z[0] ^ t0[y0 & 0xff], s3 = z[3] ^ t1[y0 >> 8 & 0xff];
			uint32_t s2 = z[2] ^ t2[y0 >> 16 & 0xff], s1 = z[1] ^ t3[y0 >> 24];
			const uint32_t *k = rk + 12;
			for (int r = 3; r < 10; r++, k += 4) {
				uint32_t u0 = t0[s0 & 0xff] ^ t1[s1 >> 8 & 0xff] ^ t2[s2 >> 16 & 0xff] ^ t3[s3 >> 24] ^ k[0];
				uint32_t u1 = t0[s1 & 0xff] ^ t1[s2 >> 8 & 0xff] ^ t2[s3 >> 16 & 0xff] ^ t3[s0 >> 24] ^ k[1];
				uint32_t u2 = t0[s2 & 0xff] ^ t1[s3 >> 8 & 0xff] ^ t2[s0 >> 16 & 0xff] ^ t3[s1 >> 24] ^ k[2];
				uint32_t u3 = t0[s3 & 0xff] ^ t1[s0 >> 8 & 0xff] ^ t2[s1 >> 16 & 0xff] ^ t3[s2 >> 24] ^ k[3];
				s0 = u0, s1 = u1, s2 = u2, s3 = u3;
			}
			uint32_t w[4] = {s0, s1, s2, s3};
			for (int c = 0; c < 4; c++) {
				uint32_t o = (uint32_t)sb[w[c] & 0xff] | (uint32_t)sb[w[(c + 1) & 3] >> 8 & 0xff] << 8 |
					     (uint32_t)sb[w[(c + 2) & 3] >> 16 & 0xff] << 16 |
					     (uint32_t)sb[w[(c + 3) & 3] >> 24] << 24;
				o ^= k[c];
				for (int b = 0; b < 4; b++)
					ks[4 * c + b] = (unsigned char)(o >> 8 * b);
			}
			size_t n = len < 16 ? len : 16;
			for (size_t i = 0; i < n; i++)
				out[i] = in[i] ^ ks[i];
			out += n, in += n, len -= n;
		}
		/* the run ended at byte 15's wrap (or the message's end): carry into byte 14 and up */
		ctr[15] = 0;
		for (int i = 14; i >= 0 && ++ctr[i] == 0; i--)
			;
	}
}
