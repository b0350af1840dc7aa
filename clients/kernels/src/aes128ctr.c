/* aes128ctr.c -- kiln_aes128ctr_xor: checks the arguments, expands the key, builds the T-tables
 * once, and hands whole blocks to aes128ctr.q in runs that keep the counter's last byte from
 * wrapping, with each run's cached rounds 1 and 2; a last partial block goes through a 16-byte
 * buffer. */
#include <pthread.h>
#include <string.h>

#include "kiln/kernels.h"
#include "blocks.h"

/* te[256 r + x]: the column MixColumns makes of S(x) in row r, as a little-endian word in the low
 * half of a 64-bit entry (aes128ctr.q's layout: a byte times 8 is the offset); te[1024 + 256 r + x]:
 * S(x) in byte r, the last round's (no MixColumns there: no mask to apply) */
static uint64_t te[8 * 256] __attribute__((aligned(64)));

#if defined(__riscv)
/* aes128ctr.q keeps RISC-V 64's columns times 8 up to the last round (a byte's table offset is
 * then a shift and a mask, byte 0's a mask): there the T-tables, the round keys but the last
 * and the cached words come shifted left by 3 */
#define COLUMN_SCALE 3
#else
#define COLUMN_SCALE 0
#endif
static unsigned char sbox[256];
static pthread_once_t tables_once = PTHREAD_ONCE_INIT;

static unsigned gf_mul2(unsigned a)
{
	return ((a << 1) ^ ((a & 0x80) ? 0x1b : 0)) & 0xff;
}

/* FIPS-197 5.1.1: the multiplicative inverse in GF(2^8), then the affine map */
static void tables_build(void)
{
	unsigned char inv[256] = {0};
	unsigned char log[256], exp[256];
	unsigned x = 1;
	for (int i = 0; i < 255; i++) { /* 3 generates the multiplicative group */
		exp[i] = (unsigned char)x;
		log[x] = (unsigned char)i;
		x ^= gf_mul2(x);
	}
	for (int a = 1; a < 256; a++)
		inv[a] = exp[(255 - log[a]) % 255];
	for (int a = 0; a < 256; a++) {
		unsigned b = inv[a], s = b;
		for (int k = 1; k <= 4; k++)
			s ^= ((b << k) | (b >> (8 - k))) & 0xff;
		sbox[a] = (unsigned char)(s ^ 0x63);
	}
	for (int a = 0; a < 256; a++) {
		uint32_t s = sbox[a], s2 = gf_mul2(s), s3 = s2 ^ s;
		uint32_t w = s2 | s << 8 | s << 16 | s3 << 24; /* column (2s, s, s, 3s) */
		for (int r = 0; r < 4; r++) {
			te[256 * r + a] = (uint64_t)(r ? (w << 8 * r | w >> (32 - 8 * r)) : w) << COLUMN_SCALE;
			te[1024 + 256 * r + a] = s << 8 * r;
		}
	}
}

/* FIPS-197 5.2 on little-endian words (a word's first byte in its low bits): RotWord is a
 * rotation right by 8, Rcon xors the low byte; rk holds the 11 round keys */
static void key_expand(uint32_t rk[44], const unsigned char key[16])
{
	uint32_t rcon = 1;
	for (int i = 0; i < 4; i++)
		rk[i] = kl__le32(key + 4 * i);
	for (int i = 4; i < 44; i++) {
		uint32_t t = rk[i - 1];
		if (i % 4 == 0) {
			t = t >> 8 | t << 24;
			t = (uint32_t)sbox[t & 0xff] | (uint32_t)sbox[t >> 8 & 0xff] << 8 |
			    (uint32_t)sbox[t >> 16 & 0xff] << 16 | (uint32_t)sbox[t >> 24] << 24;
			t ^= rcon;
			rcon = gf_mul2(rcon);
		}
		rk[i] = rk[i - 4] ^ t;
	}
}

/* Counter-mode caching (aes128ctr.q's header): rounds 1 and 2 of the counter blocks that
 * differ in byte 15 only, without the lookups that depend on it.  Byte r of input column c
 * feeds output column c - r through table r. */
static void run_cache(uint64_t cc[8], const uint32_t rk[44], const unsigned char ctr[16])
{
	uint32_t x[4], y[4], z[4];
	for (int c = 0; c < 4; c++)
		x[c] = kl__le32(ctr + 4 * c) ^ rk[c];
	for (int d = 0; d < 4; d++)
		y[d] = rk[4 + d], z[d] = rk[8 + d];
	for (int c = 0; c < 4; c++)
		for (int r = 0; r < 4; r++)
			if (c != 3 || r != 3) /* byte 15: the kernel's lookup */
				y[(c - r + 4) % 4] ^= (uint32_t)(te[256 * r + (x[c] >> 8 * r & 0xff)] >> COLUMN_SCALE);
	for (int c = 1; c < 4; c++) /* column 0 of round 1 varies: the kernel's four lookups */
		for (int r = 0; r < 4; r++)
			z[(c - r + 4) % 4] ^= (uint32_t)(te[256 * r + (y[c] >> 8 * r & 0xff)] >> COLUMN_SCALE);
	cc[0] = (uint64_t)y[0] << COLUMN_SCALE;
	for (int d = 0; d < 4; d++)
		cc[1 + d] = (uint64_t)z[d] << COLUMN_SCALE;
	cc[5] = ctr[15];
	cc[6] = x[3] >> 24 ^ ctr[15]; /* byte 15 of round key 0 */
	cc[7] = 0x7f8;                /* AArch64's byte mask, in a register (aes128ctr.q) */
}

/* the 128-bit big-endian counter plus n */
static void ctr_add(unsigned char ctr[16], uint64_t n)
{
	for (int i = 15; i >= 0 && n; i--) {
		n += ctr[i];
		ctr[i] = (unsigned char)n;
		n >>= 8;
	}
}

int kiln_aes128ctr_xor(unsigned char *out, const unsigned char *in, size_t len,
		       const unsigned char key[16], const unsigned char iv[16])
{
	if (len == 0)
		return KL_KERNELS_OK;
	if (!out || !in || !key || !iv)
		return KL_KERNELS_EINVAL;
	pthread_once(&tables_once, tables_build);

	uint32_t rk[44];
	uint64_t rk64[44], cc[8]; /* the kernel's round keys: each word zero-extended */
	unsigned char ctr[16];
	key_expand(rk, key);
	for (int i = 0; i < 44; i++)
		rk64[i] = (uint64_t)rk[i] << (i < 40 ? COLUMN_SCALE : 0);
	memcpy(ctr, iv, 16);

	size_t full = len / 16, rest = len % 16;
#if defined(__riscv)
	/* RISC-V may trap on a misaligned word (blocks.h): then runs of at most 16 blocks go through
	 * an aligned buffer */
	int bounce = (((uintptr_t)out | (uintptr_t)in) & 3) != 0;
#endif
	while (full) {
		/* the kernel only adds to byte 15: a run ends where that byte would wrap */
		size_t run = 256 - ctr[15];
		if (run > full)
			run = full;
#if defined(__riscv)
		if (bounce && run > 16)
			run = 16;
#endif
		run_cache(cc, rk, ctr);
#if defined(__riscv)
		if (bounce) {
			_Alignas(8) unsigned char b[16 * 16];
			memcpy(b, in, 16 * run);
			kl__aes128ctr_blocks(b, b, run, rk64, cc, te);
			memcpy(out, b, 16 * run);
		} else
#endif
			kl__aes128ctr_blocks(out, in, run, rk64, cc, te);
		ctr_add(ctr, run);
		out += 16 * run;
		in += 16 * run;
		full -= run;
	}
	if (rest) {
		_Alignas(8) unsigned char b[16];
		memcpy(b, in, rest);
		run_cache(cc, rk, ctr);
		kl__aes128ctr_blocks(b, b, 1, rk64, cc, te);
		memcpy(out, b, rest);
	}
	return KL_KERNELS_OK;
}
