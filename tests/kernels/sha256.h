/* sha256.h -- SHA-256 (FIPS 180-4) for the tests' long-stream digests on every target. */
#ifndef KILN_TESTS_KERNELS_SHA256_H
#define KILN_TESTS_KERNELS_SHA256_H

#include <stddef.h>

void test_sha256(const unsigned char *data, size_t len, unsigned char digest[32]);

#endif
