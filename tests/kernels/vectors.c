/* vectors.c -- libkiln-kernels against published vectors (RFC 8439 for ChaCha20, ECRYPT/eSTREAM
 * Salsa20/20 with 256-bit keys) and its argument contract (NULL with a length, length 0,
 * the ChaCha20 counter's end). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln/kernels.h"
#include "sha256.h"

/* "00 01 .." hex (spaces ignored) into out; returns the byte count */
static size_t unhex(unsigned char *out, const char *hex)
{
	size_t n = 0;
	for (const char *p = hex; *p;) {
		if (*p == ' ') {
			p++;
			continue;
		}
		unsigned v;
		cr_assert(sscanf(p, "%2x", &v) == 1, "bad hex in the test: %s", p);
		out[n++] = (unsigned char)v;
		p += 2;
	}
	return n;
}

static void expect_bytes(const char *what, const unsigned char *got, const char *hex)
{
	unsigned char want[1024];
	size_t n = unhex(want, hex);
	for (size_t i = 0; i < n; i++)
		cr_assert(got[i] == want[i], "%s: byte %zu is %02x, the vector says %02x", what, i, got[i], want[i]);
}

static const char sunscreen[] = "Ladies and Gentlemen of the class of '99: If I could offer you only one "
				"tip for the future, sunscreen would be it.";

/* RFC 8439 section 2.4.2: 114 bytes, counter 1 */
Test(chacha20, rfc8439_2_4_2)
{
	unsigned char key[32], nonce[12], out[128];
	for (int i = 0; i < 32; i++)
		key[i] = (unsigned char)i;
	unhex(nonce, "00 00 00 00 00 00 00 4a 00 00 00 00");
	size_t len = sizeof sunscreen - 1;
	cr_assert_eq(kiln_chacha20_xor(out, (const unsigned char *)sunscreen, len, key, nonce, 1), 0);
	expect_bytes("RFC 8439 2.4.2", out,
		     "6e 2e 35 9a 25 68 f9 80 41 ba 07 28 dd 0d 69 81 e9 7e 7a ec 1d 43 60 c2 0a 27 af cc fd 9f ae 0b"
		     "f9 1b 65 c5 52 47 33 ab 8f 59 3d ab cd 62 b3 57 16 39 d6 24 e6 51 52 ab 8f 53 0c 35 9f 08 61 d8"
		     "07 ca 0d bf 50 0d 6a 61 56 a3 8e 08 8a 22 b6 5e 52 bc 51 4d 16 cc f8 06 81 8c e9 1a b7 79 37 36"
		     "5a f9 0b bf 74 a3 5b e6 b4 0b 8e ed f2 78 5e 42 87 4d");
	/* in place, and back */
	memcpy(out, sunscreen, len);
	cr_assert_eq(kiln_chacha20_xor(out, out, len, key, nonce, 1), 0);
	cr_assert_eq(kiln_chacha20_xor(out, out, len, key, nonce, 1), 0);
	cr_assert(memcmp(out, sunscreen, len) == 0, "decrypting in place does not give the plaintext back");
}

/* RFC 8439 appendix A.2, test vector 1: the zero key and nonce, counter 0 */
Test(chacha20, rfc8439_a2_1)
{
	unsigned char key[32] = {0}, nonce[12] = {0}, zero[64] = {0}, out[64];
	cr_assert_eq(kiln_chacha20_xor(out, zero, 64, key, nonce, 0), 0);
	expect_bytes("RFC 8439 A.2 #1", out,
		     "76 b8 e0 ad a0 f1 3d 90 40 5d 6a e5 53 86 bd 28 bd d2 19 b8 a0 8d ed 1a a8 36 ef cc 8b 77 0d c7"
		     "da 41 59 7c 51 57 48 8d 77 24 e0 3f b8 d8 4a 37 6a 43 b8 f4 15 18 a1 1c c3 87 b6 69 b2 ee 65 86");
}

/* ECRYPT Salsa20/20, 256-bit key, set 1 vector 0 (key 80 00 .., IV 0): four slices of 512 bytes */
Test(salsa20, ecrypt_set1_v0)
{
	unsigned char key[32] = {0x80}, iv[8] = {0}, zero[512] = {0}, s[512];
	cr_assert_eq(kiln_salsa20_xor(s, zero, 512, key, iv), 0);
	expect_bytes("set 1 v0 [0..63]", s,
		     "E3BE8FDD8BECA2E3EA8EF9475B29A6E7003951E1097A5C38D23B7A5FAD9F6844"
		     "B22C97559E2723C7CBBD3FE4FC8D9A0744652A83E72A9C461876AF4D7EF1A117");
	expect_bytes("set 1 v0 [192..319]", s + 192,
		     "57BE81F47B17D9AE7C4FF15429A73E10ACF250ED3A90A93C711308A74C6216A9"
		     "ED84CD126DA7F28E8ABF8BB63517E1CA98E712F4FB2E1A6AED9FDC73291FAA17"
		     "958211C4BA2EBD5838C635EDB81F513A91A294E194F1C039AEEC657DCE40AA7E"
		     "7C0AF57CACEFA40C9F14B71A4B3456A63E162EC7D8D10B8FFB1810D71001B618");
	expect_bytes("set 1 v0 [448..511]", s + 448,
		     "696AFCFD0CDDCC83C7E77F11A649D79ACDC3354E9635FF137E929933A0BD6F53"
		     "77EFA105A3A4266B7C0D089D08F1E855CC32B15B93784A36E56A76CC64BC8477");
}

/* the all-zero key and nonce (a value many implementations test against; not in eSTREAM's
 * 256-bit set 1, which starts at key 80 00 ..) */
Test(salsa20, zero_key)
{
	unsigned char key[32] = {0}, iv[8] = {0}, zero[64] = {0}, s[64];
	cr_assert_eq(kiln_salsa20_xor(s, zero, 64, key, iv), 0);
	expect_bytes("zero key", s,
		     "9a97f65b9b4c721b960a672145fca8d4e32e67f9111ea979ce9c4826806aeee6"
		     "3de9c0da2bd7f91ebcb2639bf989c6251b29bf38d39a9bdce7c55f4b2ac12a39");
}

/* NaCl's tests/stream2.c: 4,194,304 bytes of crypto_stream_salsa20 under its "secondkey" and
 * "noncesuffix" (65,536 blocks), checked through their SHA-256; SHA-256 itself checked on "abc" */
Test(salsa20, nacl_stream2)
{
	unsigned char key[32], nonce[8], h[32];
	test_sha256((const unsigned char *)"abc", 3, h);
	expect_bytes("SHA-256(abc)", h, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	unhex(key, "dc908dda0b9344a953629b733820778880f3ceb421bb61b91cbd4c3e66256ce4");
	unhex(nonce, "8219e0036b7a0b37");
	size_t len = 4194304;
	unsigned char *s = calloc(len, 1);
	cr_assert(s);
	cr_assert_eq(kiln_salsa20_xor(s, s, len, key, nonce), 0);
	test_sha256(s, len, h);
	free(s);
	expect_bytes("NaCl stream2 SHA-256", h, "662b9d0e3463029156069b12f918691a98f7dfb2ca0393c96bbfc6b1fbd630a2");
}

/* the contract: NULL with a length is an error and writes nothing; length 0 is a no-op */
Test(api, null_and_empty)
{
	unsigned char k[32] = {1}, n[12] = {2}, buf[80];
	memset(buf, 0x5a, sizeof buf);
	cr_assert_eq(kiln_chacha20_xor(NULL, buf, 10, k, n, 0), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_chacha20_xor(buf, NULL, 10, k, n, 0), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_chacha20_xor(buf, buf, 10, NULL, n, 0), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_chacha20_xor(buf, buf, 10, k, NULL, 0), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_salsa20_xor(NULL, buf, 10, k, n), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_salsa20_xor(buf, NULL, 10, k, n), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_salsa20_xor(buf, buf, 10, NULL, n), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_salsa20_xor(buf, buf, 10, k, NULL), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_chacha20_xor(NULL, NULL, 0, NULL, NULL, 0), KL_KERNELS_OK);
	cr_assert_eq(kiln_salsa20_xor(NULL, NULL, 0, NULL, NULL), KL_KERNELS_OK);
	for (size_t i = 0; i < sizeof buf; i++)
		cr_assert_eq(buf[i], 0x5a, "byte %zu written by a call that failed", i);
}

/* RFC 8439's 32-bit counter: the last block may be used, one past it may not */
Test(api, chacha20_counter_end)
{
	unsigned char k[32] = {3}, n[12] = {4}, a[128] = {0}, b[128];
	cr_assert_eq(kiln_chacha20_xor(a, a, 64, k, n, 0xffffffffu), KL_KERNELS_OK);
	cr_assert_eq(kiln_chacha20_xor(a, a, 1, k, n, 0xffffffffu), KL_KERNELS_OK);
	memset(b, 0x33, sizeof b);
	cr_assert_eq(kiln_chacha20_xor(b, b, 65, k, n, 0xffffffffu), KL_KERNELS_ERANGE);
	cr_assert_eq(kiln_chacha20_xor(b, b, 128, k, n, 0xfffffffeu), KL_KERNELS_OK);
	cr_assert_eq(kiln_chacha20_xor(b, b, 129, k, n, 0xfffffffeu), KL_KERNELS_ERANGE);
	/* the block at counter 2^32 - 1 is the second block of a call starting one before */
	unsigned char z[128] = {0}, two[128], one[64];
	cr_assert_eq(kiln_chacha20_xor(two, z, 128, k, n, 0xfffffffeu), KL_KERNELS_OK);
	cr_assert_eq(kiln_chacha20_xor(one, z, 64, k, n, 0xffffffffu), KL_KERNELS_OK);
	cr_assert(memcmp(two + 64, one, 64) == 0, "block 2^32-1 differs between the two calls");
}
