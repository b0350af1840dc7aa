/* bench/sched/ref/chacha20.c -- ChaCha20's block function (RFC 8439 section 2.3) in plain C. */
#include "ref.h"

#define ROTL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))
#define QUARTER(a, b, c, d)                                 \
	do {                                                \
		a += b, d ^= a, d = ROTL32(d, 16);          \
		c += d, b ^= c, b = ROTL32(b, 12);          \
		a += b, d ^= a, d = ROTL32(d, 8);           \
		c += d, b ^= c, b = ROTL32(b, 7);           \
	} while (0)

void REF(chacha20_block)(uint32_t out[16], const uint32_t in[16])
{
	uint32_t x0 = in[0], x1 = in[1], x2 = in[2], x3 = in[3], x4 = in[4], x5 = in[5], x6 = in[6], x7 = in[7];
	uint32_t x8 = in[8], x9 = in[9], x10 = in[10], x11 = in[11], x12 = in[12], x13 = in[13], x14 = in[14],
		 x15 = in[15];
	for (int i = 0; i < 10; i++) {
		QUARTER(x0, x4, x8, x12);
		QUARTER(x1, x5, x9, x13);
		QUARTER(x2, x6, x10, x14);
		QUARTER(x3, x7, x11, x15);
		QUARTER(x0, x5, x10, x15);
		QUARTER(x1, x6, x11, x12);
		QUARTER(x2, x7, x8, x13);
		QUARTER(x3, x4, x9, x14);
	}
	out[0] = x0 + in[0], out[1] = x1 + in[1], out[2] = x2 + in[2], out[3] = x3 + in[3];
	out[4] = x4 + in[4], out[5] = x5 + in[5], out[6] = x6 + in[6], out[7] = x7 + in[7];
	out[8] = x8 + in[8], out[9] = x9 + in[9], out[10] = x10 + in[10], out[11] = x11 + in[11];
	out[12] = x12 + in[12], out[13] = x13 + in[13], out[14] = x14 + in[14], out[15] = x15 + in[15];
}
