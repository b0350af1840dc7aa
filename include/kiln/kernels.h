/* kiln/kernels.h -- stream ciphers and block ciphers written once in kiln's language (.q sources in
 * clients/kernels/src), compiled ahead of time for x86-64, AArch64 and RISC-V 64 (libkiln-kernels,
 * pkg-config kiln-kernels).  docs/measuring.md measures each against gcc, clang, qhasm, OpenSSL
 * and its static bound.
 *
 * Every function: out may equal in (in place) but must not otherwise overlap it; any length and
 * any alignment; len (or nblocks) 0 is a no-op returning 0 whatever the pointers are.  A NULL
 * pointer among out, in, key, nonce/iv with a nonzero length returns KL_KERNELS_EINVAL and
 * writes nothing.  Nothing is ever allocated; the functions are reentrant. */
#ifndef KILN_KERNELS_H
#define KILN_KERNELS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define KL_KERNELS_OK 0
#define KL_KERNELS_EINVAL (-1)   /* a NULL pointer with a nonzero length */
#define KL_KERNELS_ERANGE (-2)   /* the request runs past the cipher's block counter */

/* ChaCha20 (RFC 8439 section 2.4): out = in XOR the keystream of key and nonce, whose first block
 * has block counter `counter`.  The counter is 32 bits and must not wrap: a len needing more than
 * 2^32 - counter blocks returns KL_KERNELS_ERANGE and writes nothing (RFC 8439 section 2.3.2
 * bounds a message to 2^32 blocks). */
int kiln_chacha20_xor(unsigned char *out, const unsigned char *in, size_t len,
		      const unsigned char key[32], const unsigned char nonce[12], uint32_t counter);

/* Salsa20/20 with a 256-bit key and a 64-bit nonce, as NaCl's crypto_stream_salsa20_xor: out =
 * in XOR the keystream starting at block 0 (the 64-bit block counter never wraps in practice). */
int kiln_salsa20_xor(unsigned char *out, const unsigned char *in, size_t len,
		     const unsigned char key[32], const unsigned char nonce[8]);

/* AES-128 in counter mode with a 128-bit big-endian counter block starting at iv and wrapping
 * modulo 2^128 (as OpenSSL's EVP_aes_128_ctr); table-based, as in qhasm's AES (seed 003). */
int kiln_aes128ctr_xor(unsigned char *out, const unsigned char *in, size_t len,
		       const unsigned char key[16], const unsigned char iv[16]);

/* RECTANGLE-80 (Zhang et al., 2014) in ECB mode: nblocks 64-bit blocks of 8 bytes each,
 * encrypted under an 80-bit key (byte order: as the paper's test vectors, docs/measuring.md);
 * bitsliced inside, several blocks at once. */
int kiln_rectangle80_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks,
			     const unsigned char key[10]);

#ifdef __cplusplus
}
#endif

#endif
