/* rectangle_ref.c -- RECTANGLE-80 (Zhang, Bao, Lin, Rijmen, Yang, Verbauwhede: "RECTANGLE: a
 * bit-slice lightweight block cipher suitable for multiple platforms", 2014) in plain C: the
 * paper's description one block at a time, and rectangle80.q's bitsliced algorithm. */
#include <string.h>

#include "rectangle_ref.h"

static const uint8_t sbox[16] = {6, 5, 12, 10, 1, 14, 7, 9, 11, 0, 3, 13, 8, 15, 4, 2};

static uint16_t rotl16(uint16_t x, int n)
{
	return (uint16_t)(x << n | x >> (16 - n));
}

/* a block is its four rows, row 0 first, each big-endian: the paper's vectors printed as hex
 * (2D96E354E8B10874 is row 0 = 0x2d96 ... row 3 = 0x0874) */
static uint64_t load_block(const unsigned char *p)
{
	uint64_t x = 0;
	for (int i = 0; i < 4; i++)
		x |= (uint64_t)(p[2 * i] << 8 | p[2 * i + 1]) << 16 * i;
	return x;
}

static void store_block(unsigned char *p, uint64_t x)
{
	for (int i = 0; i < 4; i++, x >>= 16) {
		p[2 * i] = (unsigned char)(x >> 8);
		p[2 * i + 1] = (unsigned char)x;
	}
}

/* S applied to the columns j with bit j of cols set: column j is bits j of rows 0..3, row 0
 * the least significant */
static void sub_columns(uint16_t row[4], uint16_t cols)
{
	for (int j = 0; j < 16; j++) {
		if (!(cols >> j & 1))
			continue;
		unsigned v = 0;
		for (int i = 0; i < 4; i++)
			v |= (unsigned)(row[i] >> j & 1) << i;
		v = sbox[v];
		for (int i = 0; i < 4; i++)
			row[i] = (uint16_t)((row[i] & ~(1u << j)) | (v >> i & 1) << j);
	}
}

void rect80_ref_keys(uint64_t rk[26], const unsigned char key[10])
{
	uint16_t row[5]; /* row i: key bits 16i+15..16i, bytes 2i (high) and 2i + 1 */
	for (int i = 0; i < 5; i++)
		row[i] = (uint16_t)(key[2 * i] << 8 | key[2 * i + 1]);
	unsigned rc = 1; /* the 5-bit LFSR: (rc4..rc0) <- (rc3..rc0, rc4 ^ rc2) */
	for (int r = 0;; r++) {
		rk[r] = (uint64_t)row[0] | (uint64_t)row[1] << 16 | (uint64_t)row[2] << 32 | (uint64_t)row[3] << 48;
		if (r == 25)
			break;
		sub_columns(row, 0x000f);
		uint16_t r0 = row[0];
		row[0] = (uint16_t)(rotl16(row[0], 8) ^ row[1]);
		row[1] = row[2];
		row[2] = row[3];
		row[3] = (uint16_t)(rotl16(row[3], 12) ^ row[4]);
		row[4] = r0;
		row[0] ^= (uint16_t)rc;
		rc = ((rc << 1) | ((rc >> 4 ^ rc >> 2) & 1)) & 0x1f;
	}
}

void rect80_ref_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks, const unsigned char key[10])
{
	uint64_t rk[26];
	rect80_ref_keys(rk, key);
	for (size_t b = 0; b < nblocks; b++) {
		uint64_t x = load_block(in + 8 * b);
		for (int r = 0; r < 25; r++) {
			x ^= rk[r];
			uint16_t row[4];
			for (int i = 0; i < 4; i++)
				row[i] = (uint16_t)(x >> 16 * i);
			sub_columns(row, 0xffff);
			row[1] = rotl16(row[1], 1);
			row[2] = rotl16(row[2], 12);
			row[3] = rotl16(row[3], 13);
			x = (uint64_t)row[0] | (uint64_t)row[1] << 16 | (uint64_t)row[2] << 32 | (uint64_t)row[3] << 48;
		}
		store_block(out + 8 * b, x ^ rk[25]);
	}
}

/* ---- the bitsliced algorithm (rectangle80.q's, in C) ---- */

/* bit j of a 16-bit row to nibble j of a 64-bit word, all four bits of the nibble */
static uint64_t spread(uint16_t v)
{
	uint64_t x = v;
	x = (x | x << 24) & 0x000000ff000000ffull;
	x = (x | x << 12) & 0x000f000f000f000full;
	x = (x | x << 6) & 0x0303030303030303ull;
	x = (x | x << 3) & 0x1111111111111111ull;
	return x * 0xf;
}

/* the key schedule as rectangle80.c runs it (its S-box on the bitsliced low nibbles), each
 * round key spread into the sliced layout */
static void sliced_keys(uint64_t kw[26 * 4], const unsigned char key[10])
{
	uint16_t row[5];
	for (int i = 0; i < 5; i++)
		row[i] = (uint16_t)(key[2 * i] << 8 | key[2 * i + 1]);
	unsigned rc = 1;
	for (int r = 0;; r++) {
		/* row i of the state is word i; its column j sits at nibble j ^ 8 (a little-endian
		 * load of a row's two big-endian bytes swaps them: a rotation by 8) */
		for (int i = 0; i < 4; i++)
			kw[4 * r + i] = spread(rotl16(row[i], 8));
		if (r == 25)
			break;
		unsigned a0 = row[0], a1 = row[1], a2 = row[2], a3 = row[3], t0 = a2, t1;
		a2 ^= a1, a1 = ~a1, t1 = a0, a0 &= a1, a1 |= a3, a3 ^= t0, a0 ^= a3, a1 ^= t1;
		a3 &= a1, a3 ^= a2, a2 |= a0, a2 ^= a1, a1 ^= t0;
		row[0] = (uint16_t)((row[0] & 0xfff0) | (a0 & 0xf));
		row[1] = (uint16_t)((row[1] & 0xfff0) | (a1 & 0xf));
		row[2] = (uint16_t)((row[2] & 0xfff0) | (a2 & 0xf));
		row[3] = (uint16_t)((row[3] & 0xfff0) | (a3 & 0xf));
		uint16_t r0 = row[0];
		row[0] = (uint16_t)(rotl16(row[0], 8) ^ row[1] ^ rc);
		row[1] = row[2];
		row[2] = row[3];
		row[3] = (uint16_t)(rotl16(row[3], 12) ^ row[4]);
		row[4] = r0;
		rc = ((rc << 1) | ((rc >> 4 ^ rc >> 2) & 1)) & 0x1f;
	}
}

static uint64_t load_le64(const unsigned char *p)
{
	uint64_t x;
	memcpy(&x, p, 8);
	return x; /* the tests and bench run on little-endian targets only */
}

/* exchange the bits of a where index bit y is 1 with those of b where it is 0 */
#define SWAPMOVE(a, b, s, m)                              \
	do {                                              \
		uint64_t t_ = (((a) >> (s)) ^ (b)) & (m); \
		(b) ^= t_;                                \
		(a) ^= t_ << (s);                         \
	} while (0)

#define M0 0x5555555555555555ull
#define M1 0x3333333333333333ull
#define M2 0x0f0f0f0f0f0f0f0full
#define M3 0x00ff00ff00ff00ffull
#define M4 0x0000ffff0000ffffull
#define M5 0x00000000ffffffffull

static void sliced_groups(unsigned char *out, const unsigned char *in, size_t ngroups, const uint64_t kw[26 * 4])
{
	for (size_t g = 0; g < ngroups; g++, in += 32, out += 32) {
		uint64_t x0 = load_le64(in), x1 = load_le64(in + 8), x2 = load_le64(in + 16), x3 = load_le64(in + 24);
		/* bit 16u + k of block b -> bit 4k + b of word u: word-index bit 1 trades with bit
		 * indices 1, 3, 5, word-index bit 0 with 0, 2, 4 */
		SWAPMOVE(x0, x2, 2, M1);
		SWAPMOVE(x1, x3, 2, M1);
		SWAPMOVE(x0, x2, 8, M3);
		SWAPMOVE(x1, x3, 8, M3);
		SWAPMOVE(x0, x2, 32, M5);
		SWAPMOVE(x1, x3, 32, M5);
		SWAPMOVE(x0, x1, 1, M0);
		SWAPMOVE(x2, x3, 1, M0);
		SWAPMOVE(x0, x1, 4, M2);
		SWAPMOVE(x2, x3, 4, M2);
		SWAPMOVE(x0, x1, 16, M4);
		SWAPMOVE(x2, x3, 16, M4);
		/* word i holds row i */
		uint64_t a0 = x0, a1 = x1, a2 = x2, a3 = x3;
		const uint64_t *k = kw;
		for (int r = 0; r < 25; r++, k += 4) {
			a0 ^= k[0];
			a1 ^= k[1];
			a2 ^= k[2];
			a3 ^= k[3];
			/* the S-box in 12 operations (the paper's bitslice sequence) */
			uint64_t t0 = a2, t1;
			a2 ^= a1;
			a1 = ~a1;
			t1 = a0;
			a0 &= a1;
			a1 |= a3;
			a3 ^= t0;
			a0 ^= a3;
			a1 ^= t1;
			a3 &= a1;
			a3 ^= a2;
			a2 |= a0;
			a2 ^= a1;
			a1 ^= t0;
			/* ShiftRow: a column is a nibble, so a row's rotation by n is the word's by 4n */
			a1 = a1 << 4 | a1 >> 60;
			a2 = a2 << 48 | a2 >> 16;
			a3 = a3 << 52 | a3 >> 12;
		}
		x0 = a0 ^ k[0];
		x1 = a1 ^ k[1];
		x2 = a2 ^ k[2];
		x3 = a3 ^ k[3];
		SWAPMOVE(x2, x3, 16, M4);
		SWAPMOVE(x0, x1, 16, M4);
		SWAPMOVE(x2, x3, 4, M2);
		SWAPMOVE(x0, x1, 4, M2);
		SWAPMOVE(x2, x3, 1, M0);
		SWAPMOVE(x0, x1, 1, M0);
		SWAPMOVE(x1, x3, 32, M5);
		SWAPMOVE(x0, x2, 32, M5);
		SWAPMOVE(x1, x3, 8, M3);
		SWAPMOVE(x0, x2, 8, M3);
		SWAPMOVE(x1, x3, 2, M1);
		SWAPMOVE(x0, x2, 2, M1);
		memcpy(out, &x0, 8);
		memcpy(out + 8, &x1, 8);
		memcpy(out + 16, &x2, 8);
		memcpy(out + 24, &x3, 8);
	}
}

void rect80_sliced_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks, const unsigned char key[10])
{
	uint64_t kw[26 * 4];
	sliced_keys(kw, key);
	size_t full = nblocks / 4, rest = nblocks % 4;
	sliced_groups(out, in, full, kw);
	if (rest) {
		unsigned char b[32] = {0};
		memcpy(b, in + 32 * full, 8 * rest);
		sliced_groups(b, b, 1, kw);
		memcpy(out + 32 * full, b, 8 * rest);
	}
}

/* Two groups interleaved, rectangle80.q's schedule in C (eight blocks a pass): bench/kernels'
 * check that kiln's lead is not only the interleaving. */
static void sliced_pairs(unsigned char *out, const unsigned char *in, size_t npairs, const uint64_t kw[26 * 4])
{
	for (size_t p = 0; p < npairs; p++, in += 64, out += 64) {
		uint64_t x0 = load_le64(in), x1 = load_le64(in + 8), x2 = load_le64(in + 16), x3 = load_le64(in + 24);
		uint64_t y0 = load_le64(in + 32), y1 = load_le64(in + 40), y2 = load_le64(in + 48), y3 = load_le64(in + 56);
#define FWD2(a)                     \
	SWAPMOVE(a##0, a##2, 2, M1);         \
	SWAPMOVE(a##1, a##3, 2, M1);         \
	SWAPMOVE(a##0, a##2, 8, M3);         \
	SWAPMOVE(a##1, a##3, 8, M3);         \
	SWAPMOVE(a##0, a##2, 32, M5);        \
	SWAPMOVE(a##1, a##3, 32, M5);        \
	SWAPMOVE(a##0, a##1, 1, M0);         \
	SWAPMOVE(a##2, a##3, 1, M0);         \
	SWAPMOVE(a##0, a##1, 4, M2);         \
	SWAPMOVE(a##2, a##3, 4, M2);         \
	SWAPMOVE(a##0, a##1, 16, M4);        \
	SWAPMOVE(a##2, a##3, 16, M4)
		FWD2(x);
		FWD2(y);
		const uint64_t *k = kw;
		for (int r = 0; r < 25; r++, k += 4) {
			x0 ^= k[0], y0 ^= k[0];
			x1 ^= k[1], y1 ^= k[1];
			x2 ^= k[2], y2 ^= k[2];
			x3 ^= k[3], y3 ^= k[3];
			uint64_t s0 = x2, s1, u0 = y2, u1;
			x2 ^= x1, y2 ^= y1;
			x1 = ~x1, y1 = ~y1;
			s1 = x0, u1 = y0;
			x0 &= x1, y0 &= y1;
			x1 |= x3, y1 |= y3;
			x3 ^= s0, y3 ^= u0;
			x0 ^= x3, y0 ^= y3;
			x1 ^= s1, y1 ^= u1;
			x3 &= x1, y3 &= y1;
			x3 ^= x2, y3 ^= y2;
			x2 |= x0, y2 |= y0;
			x2 ^= x1, y2 ^= y1;
			x1 ^= s0, y1 ^= u0;
			x1 = x1 << 4 | x1 >> 60, y1 = y1 << 4 | y1 >> 60;
			x2 = x2 << 48 | x2 >> 16, y2 = y2 << 48 | y2 >> 16;
			x3 = x3 << 52 | x3 >> 12, y3 = y3 << 52 | y3 >> 12;
		}
		x0 ^= k[0], y0 ^= k[0];
		x1 ^= k[1], y1 ^= k[1];
		x2 ^= k[2], y2 ^= k[2];
		x3 ^= k[3], y3 ^= k[3];
#define INV2(a)                              \
	SWAPMOVE(a##2, a##3, 16, M4);        \
	SWAPMOVE(a##0, a##1, 16, M4);        \
	SWAPMOVE(a##2, a##3, 4, M2);         \
	SWAPMOVE(a##0, a##1, 4, M2);         \
	SWAPMOVE(a##2, a##3, 1, M0);         \
	SWAPMOVE(a##0, a##1, 1, M0);         \
	SWAPMOVE(a##1, a##3, 32, M5);        \
	SWAPMOVE(a##0, a##2, 32, M5);        \
	SWAPMOVE(a##1, a##3, 8, M3);         \
	SWAPMOVE(a##0, a##2, 8, M3);         \
	SWAPMOVE(a##1, a##3, 2, M1);         \
	SWAPMOVE(a##0, a##2, 2, M1)
		INV2(x);
		INV2(y);
		uint64_t w[8] = {x0, x1, x2, x3, y0, y1, y2, y3};
		memcpy(out, w, 64);
	}
}

void rect80_sliced2_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks, const unsigned char key[10])
{
	uint64_t kw[26 * 4];
	sliced_keys(kw, key);
	size_t full = nblocks / 8, rest = nblocks % 8;
	sliced_pairs(out, in, full, kw);
	if (rest) {
		unsigned char b[64] = {0};
		memcpy(b, in + 64 * full, 8 * rest);
		sliced_pairs(b, b, 1, kw);
		memcpy(out + 64 * full, b, 8 * rest);
	}
}
