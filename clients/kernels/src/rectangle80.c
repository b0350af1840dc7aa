/* rectangle80.c -- kiln_rectangle80_encrypt: checks the arguments, runs the key schedule, spreads
 * each round key into the sliced layout of rectangle80.q, and hands it runs of eight blocks; the
 * last one to seven blocks go through a 64-byte buffer. */
#include <string.h>

#include "kiln/kernels.h"
#include "blocks.h"

static uint16_t rotl16(uint16_t x, int n)
{
	return (uint16_t)(x << n | x >> (16 - n));
}

/* bit j of a 16-bit row to all four bits of nibble j */
static uint64_t spread(uint16_t v)
{
	uint64_t x = v;
	x = (x | x << 24) & 0x000000ff000000ffull;
	x = (x | x << 12) & 0x000f000f000f000full;
	x = (x | x << 6) & 0x0303030303030303ull;
	x = (x | x << 3) & 0x1111111111111111ull;
	return x * 0xf;
}

/* The paper's key schedule on the five 16-bit rows of the key register (row i: key bytes 2i,
 * 2i + 1, big-endian); round key r is rows 0..3, stored as kw[4r + i] = row i in the kernel's
 * layout: column j at nibble j ^ 8 (rectangle80.q explains the ^ 8). */
static void key_schedule(uint64_t kw[26 * 4], const unsigned char key[10])
{
	uint16_t row[5];
	for (int i = 0; i < 5; i++)
		row[i] = (uint16_t)(key[2 * i] << 8 | key[2 * i + 1]);
	unsigned rc = 1; /* the 5-bit LFSR (rc4..rc0) <- (rc3..rc0, rc4 ^ rc2) */
	for (int r = 0;; r++) {
		for (int i = 0; i < 4; i++)
			kw[4 * r + i] = spread(rotl16(row[i], 8));
		if (r == 25)
			break;
		/* the S-box on the four rightmost columns of rows 0..3: the bitsliced 12 operations
		 * on the rows' low nibbles */
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

int kiln_rectangle80_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks,
			     const unsigned char key[10])
{
	if (nblocks == 0)
		return KL_KERNELS_OK;
	if (!out || !in || !key)
		return KL_KERNELS_EINVAL;
	uint64_t kw[26 * 4];
	key_schedule(kw, key);
	size_t runs = nblocks / 8, rest = nblocks % 8;
#if defined(__riscv)
	/* RISC-V may trap on a misaligned word (blocks.h): 64-byte runs through an aligned buffer */
	if (((uintptr_t)out | (uintptr_t)in) & 7) {
		_Alignas(8) unsigned char b[8 * 64];
		while (runs) {
			size_t k = runs < 8 ? runs : 8;
			memcpy(b, in, 64 * k);
			kl__rectangle80_blocks8(b, b, k, kw);
			memcpy(out, b, 64 * k);
			in += 64 * k, out += 64 * k, runs -= k;
		}
	}
#endif
	if (runs)
		kl__rectangle80_blocks8(out, in, runs, kw);
	if (rest) {
		_Alignas(8) unsigned char b[64] = {0};
		memcpy(b, in + 64 * runs, 8 * rest);
		kl__rectangle80_blocks8(b, b, 1, kw);
		memcpy(out + 64 * runs, b, 8 * rest);
	}
	return KL_KERNELS_OK;
}
