/* chacha20.c -- kiln_chacha20_xor: checks the arguments, builds RFC 8439's state and hands whole
 * blocks to chacha20.q; a last partial block goes through a 64-byte buffer. */
#include <string.h>

#include "kiln/kernels.h"
#include "blocks.h"

int kiln_chacha20_xor(unsigned char *out, const unsigned char *in, size_t len,
		      const unsigned char key[32], const unsigned char nonce[12], uint32_t counter)
{
	if (len == 0)
		return KL_KERNELS_OK;
	if (!out || !in || !key || !nonce)
		return KL_KERNELS_EINVAL;
	/* RFC 8439 2.3.2: the 32-bit counter must not wrap within a message */
	uint64_t nblocks = (uint64_t)(len / 64) + (len % 64 != 0);
	if (nblocks > ((uint64_t)1 << 32) - counter)
		return KL_KERNELS_ERANGE;

	_Alignas(8) uint32_t st[16] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574};
	for (int k = 0; k < 8; k++)
		st[4 + k] = kl__le32(key + 4 * k);
	st[12] = counter;
	for (int k = 0; k < 3; k++)
		st[13 + k] = kl__le32(nonce + 4 * k);

	size_t full = len / 64, rest = len % 64;
	if (full)
		kl__run_blocks(kl__chacha20_blocks, out, in, full, st);
	if (rest) {
		unsigned char b[64];
		memcpy(b, in + 64 * full, rest);
		kl__chacha20_blocks(b, b, 1, st);
		memcpy(out + 64 * full, b, rest);
	}
	return KL_KERNELS_OK;
}
