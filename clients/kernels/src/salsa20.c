/* salsa20.c -- kiln_salsa20_xor: checks the arguments, builds Salsa20's input block for a 256-bit
 * key (NaCl's crypto_stream_salsa20) and hands whole blocks to salsa20.q; a last partial block
 * goes through a 64-byte buffer. */
#include <string.h>

#include "kiln/kernels.h"
#include "blocks.h"

int kiln_salsa20_xor(unsigned char *out, const unsigned char *in, size_t len,
		     const unsigned char key[32], const unsigned char nonce[8])
{
	if (len == 0)
		return KL_KERNELS_OK;
	if (!out || !in || !key || !nonce)
		return KL_KERNELS_EINVAL;

	/* "expand 32-byte k" on the diagonal, the key's halves around it, nonce, counter 0 */
	_Alignas(8) uint32_t st[16] = {[0] = 0x61707865, [5] = 0x3320646e, [10] = 0x79622d32, [15] = 0x6b206574};
	for (int k = 0; k < 4; k++) {
		st[1 + k] = kl__le32(key + 4 * k);
		st[11 + k] = kl__le32(key + 16 + 4 * k);
	}
	st[6] = kl__le32(nonce);
	st[7] = kl__le32(nonce + 4);

	size_t full = len / 64, rest = len % 64;
	if (full)
		kl__run_blocks(kl__salsa20_blocks, out, in, full, st);
	if (rest) {
		unsigned char b[64];
		memcpy(b, in + 64 * full, rest);
		kl__salsa20_blocks(b, b, 1, st);
		memcpy(out + 64 * full, b, rest);
	}
	return KL_KERNELS_OK;
}
