/* bench/sched/ref/clyde.c -- Clyde-128, the tweakable block cipher of Spook (Bellizia, Berti,
 * Bronchain, Cassiers, Duval, Guo, Leander, Leurent, Levi, Momin, Pereira, Peters, Standaert,
 * Udvarhelyi, Wiemer; NIST LWC round 2) in plain C, m-sliced as the kernel: the block as four
 * 32-bit words (the bytes little-endian), kt[0..3] the key and kt[4..7] the tweak likewise. */
#include "ref.h"

#define ROTR32(x, n) (((x) >> (n)) | ((x) << (32 - (n))))

static inline void sbox(uint32_t x[4])
{
	uint32_t y1 = (x[0] & x[1]) ^ x[2];
	uint32_t y0 = (x[3] & x[0]) ^ x[1];
	uint32_t y3 = (y1 & x[3]) ^ x[0];
	uint32_t y2 = (y0 & y1) ^ x[3];
	x[0] = y0, x[1] = y1, x[2] = y2, x[3] = y3;
}

static inline void lbox(uint32_t *x, uint32_t *y)
{
	uint32_t a = *x ^ ROTR32(*x, 12), b = *y ^ ROTR32(*y, 12);
	a ^= ROTR32(a, 3), b ^= ROTR32(b, 3);
	a ^= ROTR32(*x, 17), b ^= ROTR32(*y, 17);
	uint32_t c = a ^ ROTR32(a, 31), d = b ^ ROTR32(b, 31);
	a ^= ROTR32(d, 26), b ^= ROTR32(c, 25);
	a ^= ROTR32(c, 15), b ^= ROTR32(d, 15);
	*x = a, *y = b;
}

void REF(clyde128_encrypt)(uint32_t st[4], const uint32_t kt[8])
{
	const uint32_t *k = kt, *t = kt + 4;
	/* the three tweakeys: K + T, K + (T0 ^ T1, T0), K + (T1, T0 ^ T1) in 64-bit halves */
	uint32_t tk[3][4] = {
		{k[0] ^ t[0], k[1] ^ t[1], k[2] ^ t[2], k[3] ^ t[3]},
		{k[0] ^ t[0] ^ t[2], k[1] ^ t[1] ^ t[3], k[2] ^ t[0], k[3] ^ t[1]},
		{k[0] ^ t[2], k[1] ^ t[3], k[2] ^ t[0] ^ t[2], k[3] ^ t[1] ^ t[3]},
	};
	uint32_t x[4] = {st[0] ^ tk[0][0], st[1] ^ tk[0][1], st[2] ^ tk[0][2], st[3] ^ tk[0][3]};
	unsigned lfsr = 8; /* the round constants: a 4-bit LFSR, bit 3 into word 0 ... bit 0 into word 3 */
	for (int s = 0; s < 6; s++) {
		for (int r = 0; r < 2; r++) {
			sbox(x);
			lbox(&x[0], &x[1]);
			lbox(&x[2], &x[3]);
			for (int w = 0; w < 4; w++)
				x[w] ^= (lfsr >> (3 - w)) & 1;
			unsigned b = lfsr & 1;
			lfsr = ((lfsr ^ (b << 3)) | (b << 4)) >> 1;
		}
		const uint32_t *key = tk[(s + 1) % 3];
		for (int w = 0; w < 4; w++)
			x[w] ^= key[w];
	}
	for (int w = 0; w < 4; w++)
		st[w] = x[w];
}
