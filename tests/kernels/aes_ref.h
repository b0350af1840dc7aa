/* aes_ref.h -- AES-128-CTR in plain C with T-tables, one block at a time (tests/kernels/aes_ref.c):
 * an oracle of the tests where no OpenSSL runs, and the C that bench/kernels compiles with gcc -O3
 * and clang -O3 against aes128ctr.q.  Same arguments as kiln_aes128ctr_xor, no checks. */
#ifndef KILN_TESTS_KERNELS_AES_REF_H
#define KILN_TESTS_KERNELS_AES_REF_H

#include <stddef.h>

/* REF_SUFFIX names a second copy (bench/kernels builds this file with both compilers) */
#ifndef REF_SUFFIX
#define REF_SUFFIX/* the same with counter-mode caching (aes128ctr.q's algorithm): rounds 1 and 2 of a run of
 * counters that differ in byte 15 only computed once, but for the five lookups it reaches */
void ref_aes128ctr_cached_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[16],
			      const unsigned char iv[16]);

#endif
#define AES_REF_CAT2(a, b) a##b
#define AES_REF_CAT(a, b) AES_REF_CAT2(a, b)
#define ref_aes128ctr_xor AES_REF_CAT(ref_aes128ctr_xor, REF_SUFFIX)
#define ref_aes128ctr_cached_xor AES_REF_CAT(ref_aes128ctr_cached_xor, REF_SUFFIX)

void ref_aes128ctr_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[16],
		       const unsigned char iv[16]);
/* the same with counter-mode caching (aes128ctr.q's algorithm): rounds 1 and 2 of a run of
 * counters that differ in byte 15 only computed once, but for the five lookups it reaches */
void ref_aes128ctr_cached_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[16],
			      const unsigned char iv[16]);

#endif
