/* bench/sched/ref/serpent.c -- Serpent (Anderson, Biham, Knudsen) in plain C: the key schedule and
 * one block at a time in the specification's bitslice mode (NESSIE's byte order: little-endian
 * words), and the cipher bitsliced over 64 blocks that kiln's serpent.q computes. */
#include <string.h>

#include "ref.h"
#include "serpent_sboxes.h"

#ifndef REF_KERNEL_ONLY
static const uint8_t serpent_sbox[8][16] = {
	{3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12}, {15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4},
	{8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2}, {0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14},
	{1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13}, {15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1},
	{7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0}, {1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6},
};

static uint32_t rotl32(uint32_t x, int n) { return (x << n) | (x >> (32 - n)); }
static uint32_t le32(const uint8_t *p) { return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }

/* S-box s on every bit position j of (x[0], x[1], x[2], x[3]), x[0] the least significant bit */
static void sbox_words(int s, uint32_t x[4])
{
	uint32_t y[4] = {0, 0, 0, 0};
	for (int j = 0; j < 32; j++) {
		int in = 0;
		for (int w = 0; w < 4; w++)
			in |= ((x[w] >> j) & 1) << w;
		int out = serpent_sbox[s][in];
		for (int w = 0; w < 4; w++)
			y[w] |= (uint32_t)((out >> w) & 1) << j;
	}
	memcpy(x, y, sizeof y);
}

void serpent_schedule(const uint8_t *key, int bytes, uint32_t rk[33][4])
{
	uint32_t w[8 + 132];
	uint8_t k[32] = {0};
	memcpy(k, key, (size_t)bytes);
	if (bytes < 32)
		k[bytes] = 1; /* the key is padded with a one bit, then zeros */
	for (int i = 0; i < 8; i++)
		w[i] = le32(k + 4 * i);
	for (int i = 0; i < 132; i++)
		w[8 + i] = rotl32(w[i] ^ w[i + 3] ^ w[i + 5] ^ w[i + 7] ^ 0x9e3779b9u ^ (uint32_t)i, 11);
	for (int i = 0; i < 33; i++) {
		memcpy(rk[i], &w[8 + 4 * i], 4 * sizeof(uint32_t));
		sbox_words(((3 - i) % 8 + 8) % 8, rk[i]);
	}
}

void serpent_encrypt(uint8_t ct[16], const uint8_t pt[16], const uint32_t rk[33][4])
{
	uint32_t x[4];
	for (int w = 0; w < 4; w++)
		x[w] = le32(pt + 4 * w);
	for (int r = 0; r < 32; r++) {
		for (int w = 0; w < 4; w++)
			x[w] ^= rk[r][w];
		sbox_words(r % 8, x);
		if (r == 31)
			break;
		x[0] = rotl32(x[0], 13);
		x[2] = rotl32(x[2], 3);
		x[1] ^= x[0] ^ x[2];
		x[3] ^= x[2] ^ (x[0] << 3);
		x[1] = rotl32(x[1], 1);
		x[3] = rotl32(x[3], 7);
		x[0] ^= x[1] ^ x[3];
		x[2] ^= x[3] ^ (x[1] << 7);
		x[0] = rotl32(x[0], 5);
		x[2] = rotl32(x[2], 22);
	}
	for (int w = 0; w < 4; w++) {
		x[w] ^= rk[32][w];
		for (int b = 0; b < 4; b++)
			ct[4 * w + b] = (uint8_t)(x[w] >> (8 * b));
	}
}

/* blocks x[b][0..3] (the words X_0..X_3) into the bitsliced state and back */
void serpent_slice(uint64_t st[128], const uint32_t x[64][4])
{
	for (int i = 0; i < 128; i++) {
		uint64_t v = 0;
		for (int b = 0; b < 64; b++)
			v |= (uint64_t)((x[b][i / 32] >> (i % 32)) & 1) << b;
		st[i] = v;
	}
}

void serpent_unslice(uint32_t x[64][4], const uint64_t st[128])
{
	memset(x, 0, 64 * 4 * sizeof(uint32_t));
	for (int i = 0; i < 128; i++)
		for (int b = 0; b < 64; b++)
			x[b][i / 32] |= (uint32_t)((st[i] >> b) & 1) << (i % 32);
}

void serpent_slice_keys(uint64_t out[33 * 128], const uint32_t rk[33][4])
{
	for (int r = 0; r < 33; r++)
		for (int i = 0; i < 128; i++)
			out[128 * r + i] = (rk[r][i / 32] >> (i % 32)) & 1 ? ~0ull : 0;
}
#endif

/* The linear transformation on the bitsliced state: rotations and shifts move words. */
static void lt_bs(uint64_t *s)
{
	uint64_t *x0 = s, *x1 = s + 32, *x2 = s + 64, *x3 = s + 96;
	uint64_t a[32], b[32], c[32], d[32];
	for (int j = 0; j < 32; j++) {
		a[j] = x0[(j - 13) & 31];
		c[j] = x2[(j - 3) & 31];
	}
	for (int j = 0; j < 32; j++) {
		b[j] = x1[j] ^ a[j] ^ c[j];
		d[j] = x3[j] ^ c[j] ^ (j >= 3 ? a[j - 3] : 0);
	}
	for (int j = 0; j < 32; j++) {
		x1[j] = b[(j - 1) & 31];
		x3[j] = d[(j - 7) & 31];
	}
	for (int j = 0; j < 32; j++) {
		a[j] ^= x1[j] ^ x3[j];
		c[j] ^= x3[j] ^ (j >= 7 ? x1[j - 7] : 0);
	}
	for (int j = 0; j < 32; j++) {
		x0[j] = a[(j - 5) & 31];
		x2[j] = c[(j - 22) & 31];
	}
}

#define SBOX_LAYER(k)                                                             \
	for (int j = 0; j < 32; j++) {                                            \
		uint64_t o[4];                                                    \
		serpent_sbox##k(s[j], s[32 + j], s[64 + j], s[96 + j], o);       \
		s[j] = o[0], s[32 + j] = o[1], s[64 + j] = o[2], s[96 + j] = o[3]; \
	}                                                                         \
	break;

/* The bitsliced cipher as a C programmer writes it: a local copy of the state, the round's S-box
 * chosen once per round, the linear transformation on arrays. */
void REF(serpent_bs)(uint64_t st[128], const uint64_t *rk)
{
	uint64_t s[128];
	memcpy(s, st, sizeof s);
	for (int r = 0; r < 32; r++, rk += 128) {
		for (int i = 0; i < 128; i++)
			s[i] ^= rk[i];
		switch (r % 8) {
		case 0: SBOX_LAYER(0)
		case 1: SBOX_LAYER(1)
		case 2: SBOX_LAYER(2)
		case 3: SBOX_LAYER(3)
		case 4: SBOX_LAYER(4)
		case 5: SBOX_LAYER(5)
		case 6: SBOX_LAYER(6)
		default: SBOX_LAYER(7)
		}
		if (r < 31)
			lt_bs(s);
	}
	for (int i = 0; i < 128; i++)
		st[i] = s[i] ^ rk[i];
}
