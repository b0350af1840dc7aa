/* ref.h -- plain C references of the kernels (tests/kernels/ref.c): the oracles of the tests
 * where no OpenSSL runs, and what bench/kernels compiles with gcc -O3 and clang -O3.  Same
 * arguments as <kiln/kernels.h>, no argument checks. */
#ifndef KILN_TESTS_KERNELS_REF_H
#define KILN_TESTS_KERNELS_REF_H

#include <stddef.h>
#include <stdint.h>

/* REF_SUFFIX names a second copy (bench/kernels builds ref.c with both compilers) */
#ifndef REF_SUFFIX
#define REF_SUFFIX
#endif
#define REF_CAT2(a, b) a##b
#define REF_CAT(a, b) REF_CAT2(a, b)
#define ref_chacha20_xor REF_CAT(ref_chacha20_xor, REF_SUFFIX)
#define ref_salsa20_xor REF_CAT(ref_salsa20_xor, REF_SUFFIX)

void ref_chacha20_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[32],
		      const unsigned char nonce[12], uint32_t counter);
void ref_salsa20_xor(unsigned char *out, const unsigned char *in, size_t len, const unsigned char key[32],
		     const unsigned char nonce[8]);

#endif
