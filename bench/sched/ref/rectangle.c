/* bench/sched/ref/rectangle.c -- RECTANGLE (Zhang, Bao, Lin, Rijmen, Yang, Verbauwhede, ePrint
 * 2014/084) in plain C: the key schedules, one block at a time (the specification's view, for the
 * published vectors), and the bitsliced cipher over 64 blocks that kiln's rectangle.q computes. */
#include <string.h>

#include "ref.h"

#ifndef REF_KERNEL_ONLY
static const uint8_t rect_sbox[16] = {6, 5, 12, 10, 1, 14, 7, 9, 11, 0, 3, 13, 8, 15, 4, 2};

static uint16_t rotl16(uint16_t x, int n) { return (uint16_t)((x << n) | (x >> (16 - n))); }

/* the S-box on columns 0..ncol-1 of rows[0..3] (row 0 the least significant input bit) */
static void sub_columns(uint16_t *rows, int ncol)
{
	for (int c = 0; c < ncol; c++) {
		int in = 0;
		for (int r = 0; r < 4; r++)
			in |= ((rows[r] >> c) & 1) << r;
		int out = rect_sbox[in];
		for (int r = 0; r < 4; r++)
			rows[r] = (uint16_t)((rows[r] & ~(1u << c)) | (((out >> r) & 1u) << c));
	}
}

void rectangle80_schedule(const uint16_t key[5], uint16_t rk[26][4])
{
	uint16_t k[5];
	uint8_t rc = 1;
	memcpy(k, key, sizeof k);
	for (int i = 0;; i++) {
		memcpy(rk[i], k, 4 * sizeof *k);
		if (i == 25)
			break;
		sub_columns(k, 4);
		uint16_t r0 = k[0];
		k[0] = (uint16_t)(rotl16(k[0], 8) ^ k[1]);
		k[1] = k[2];
		k[2] = k[3];
		k[3] = (uint16_t)(rotl16(k[3], 12) ^ k[4]);
		k[4] = r0;
		k[0] ^= rc;
		rc = (uint8_t)(((rc << 1) | (((rc >> 4) ^ (rc >> 2)) & 1)) & 0x1f);
	}
}

/* the 64-bit value written as the specification's vectors: row 0 in the top 16 bits */
uint64_t rectangle_encrypt(uint64_t pt, const uint16_t rk[26][4])
{
	uint16_t w[4];
	for (int r = 0; r < 4; r++)
		w[r] = (uint16_t)(pt >> (48 - 16 * r));
	for (int i = 0; i < 25; i++) {
		for (int r = 0; r < 4; r++)
			w[r] ^= rk[i][r];
		sub_columns(w, 16);
		w[1] = rotl16(w[1], 1);
		w[2] = rotl16(w[2], 12);
		w[3] = rotl16(w[3], 13);
	}
	uint64_t ct = 0;
	for (int r = 0; r < 4; r++)
		ct |= (uint64_t)(w[r] ^ rk[25][r]) << (48 - 16 * r);
	return ct;
}

/* 64 blocks into the bitsliced state (word 16*r + c: bit c of row r of every block) and back */
static int rect_bit(int w) { return 48 - 16 * (w / 16) + w % 16; }

void rectangle_slice(uint64_t out[64], const uint64_t x[64])
{
	for (int w = 0; w < 64; w++) {
		uint64_t v = 0;
		for (int b = 0; b < 64; b++)
			v |= ((x[b] >> rect_bit(w)) & 1) << b;
		out[w] = v;
	}
}

void rectangle_unslice(uint64_t x[64], const uint64_t st[64])
{
	for (int b = 0; b < 64; b++) {
		uint64_t v = 0;
		for (int w = 0; w < 64; w++)
			v |= ((st[w] >> b) & 1) << rect_bit(w);
		x[b] = v;
	}
}

/* word 16*r + c: bit c of row r, the same round key for every block (0 or ~0) */
void rectangle_slice_keys(uint64_t out[26 * 64], const uint16_t rk[26][4])
{
	for (int i = 0; i < 26; i++)
		for (int r = 0; r < 4; r++)
			for (int c = 0; c < 16; c++)
				out[64 * i + 16 * r + c] = (rk[i][r] >> c) & 1 ? ~0ull : 0;
}

#endif

/* The bitsliced cipher as a C programmer writes it: the 12-instruction S-box (Usuba's) inline on
 * each column, ShiftRow folded into where the S-box writes its outputs, a local array per round. */
static inline void sbox(uint64_t a0, uint64_t a1, uint64_t a2, uint64_t a3, uint64_t *b0, uint64_t *b1,
			uint64_t *b2, uint64_t *b3)
{
	uint64_t t1 = ~a1, t3 = a2 ^ a3;
	uint64_t o0 = (a0 & t1) ^ t3;
	uint64_t t6 = a0 ^ (a3 | t1);
	uint64_t t8 = a1 ^ a2;
	*b0 = o0;
	*b1 = a2 ^ t6;
	*b3 = t8 ^ (t3 & t6);
	*b2 = t6 ^ (o0 | t8);
}

void REF(rectangle_bs)(uint64_t st[64], const uint64_t *rk)
{
	uint64_t s[64];
	memcpy(s, st, sizeof s);
	for (int i = 0; i < 25; i++, rk += 64) {
		uint64_t n[64];
		for (int j = 0; j < 64; j++)
			s[j] ^= rk[j];
		for (int c = 0; c < 16; c++)
			sbox(s[c], s[16 + c], s[32 + c], s[48 + c], &n[c], &n[16 + (c + 1) % 16], &n[32 + (c + 12) % 16],
			     &n[48 + (c + 13) % 16]);
		memcpy(s, n, sizeof s);
	}
	for (int j = 0; j < 64; j++)
		st[j] = s[j] ^ rk[j];
}
