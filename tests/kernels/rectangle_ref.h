/* rectangle_ref.h -- two plain C RECTANGLE-80 implementations for the tests and bench/kernels:
 * one block at a time as the paper describes it, and the bitsliced algorithm of
 * clients/kernels/src/rectangle80.q written in C (four blocks to a 64-bit row word). */
#ifndef KILN_TESTS_RECTANGLE_REF_H
#define KILN_TESTS_RECTANGLE_REF_H

#include <stddef.h>
#include <stdint.h>

/* REF_SUFFIX names a second copy (bench/kernels builds this file with both compilers) */
#ifndef REF_SUFFIX
#define REF_SUFFIX/* the same with two groups interleaved, eight blocks a pass (rectangle80.q's schedule) */
void rect80_sliced2_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks, const unsigned char key[10]);

#endif
#define RECT_REF_CAT2(a, b) a##b
#define RECT_REF_CAT(a, b) RECT_REF_CAT2(a, b)
#define rect80_ref_keys RECT_REF_CAT(rect80_ref_keys, REF_SUFFIX)
#define rect80_ref_encrypt RECT_REF_CAT(rect80_ref_encrypt, REF_SUFFIX)
#define rect80_sliced_encrypt RECT_REF_CAT(rect80_sliced_encrypt, REF_SUFFIX)
#define rect80_sliced2_encrypt RECT_REF_CAT(rect80_sliced2_encrypt, REF_SUFFIX)

/* the paper's 26 round keys of an 80-bit key (bytes 2i, 2i + 1: key row i, big-endian) */
void rect80_ref_keys(uint64_t rk[26], const unsigned char key[10]);
/* one block at a time; a block's bytes 2i, 2i + 1 are row i, big-endian (the test vectors'
 * hex order) */
void rect80_ref_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks, const unsigned char key[10]);
/* the bitsliced algorithm in C, the same contract as kiln_rectangle80_encrypt */
void rect80_sliced_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks, const unsigned char key[10]);
/* the same with two groups interleaved, eight blocks a pass (rectangle80.q's schedule) */
void rect80_sliced2_encrypt(unsigned char *out, const unsigned char *in, size_t nblocks, const unsigned char key[10]);

#endif
