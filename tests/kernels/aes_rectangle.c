/* aes_rectangle.c -- AES-128-CTR and RECTANGLE-80 against their published vectors (NIST SP
 * 800-38A F.5.1; the RECTANGLE paper's two 80-bit vectors), the bitsliced C against the plain
 * reference, and both functions' argument contract. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include "aes_ref.h"
#include "kiln/kernels.h"
#include "rectangle_ref.h"

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

static void expect(const char *what, const unsigned char *got, const char *hex)
{
	unsigned char want[256];
	size_t n = unhex(want, hex);
	for (size_t i = 0; i < n; i++)
		cr_assert(got[i] == want[i], "%s: byte %zu is %02x, the vector says %02x", what, i, got[i], want[i]);
}

/* NIST SP 800-38A F.5.1 CTR-AES128.Encrypt: the second block's counter carries out of byte 15 */
static const char f51_key[] = "2b7e151628aed2a6abf7158809cf4f3c";
static const char f51_ctr[] = "f0f1f2f3f4f5f6f7f8f9fafbfcfdfeff";
static const char f51_pt[] = "6bc1bee22e409f96e93d7e117393172a ae2d8a571e03ac9c9eb76fac45af8e51"
			     "30c81c46a35ce411e5fbc1191a0a52ef f69f2445df4f9b17ad2b417be66c3710";
static const char f51_ct[] = "874d6191b620e3261bef6864990db6ce 9806f66b7970fdff8617187bb9fffdff"
			     "5ae4df3edbd5d35e5b4f09020db03eab 1e031dda2fbe03d1792170a0f3009cee";

Test(aes128ctr, sp800_38a_f51)
{
	unsigned char key[16], ctr[16], pt[64], out[64 + 3];
	unhex(key, f51_key), unhex(ctr, f51_ctr), unhex(pt, f51_pt);
	cr_assert_eq(kiln_aes128ctr_xor(out, pt, 64, key, ctr), KL_KERNELS_OK);
	expect("F.5.1 kiln", out, f51_ct);
	/* every length of it, at an odd address, and in place */
	for (size_t len = 0; len <= 64; len++) {
		memcpy(out + 3, pt, len);
		cr_assert_eq(kiln_aes128ctr_xor(out + 3, out + 3, len, key, ctr), KL_KERNELS_OK);
		unsigned char want[64];
		unhex(want, f51_ct);
		cr_assert(memcmp(out + 3, want, len) == 0, "F.5.1 in place at an odd address: length %zu differs", len);
	}
	ref_aes128ctr_xor(out, pt, 64, key, ctr);
	expect("F.5.1 C reference", out, f51_ct);
	ref_aes128ctr_cached_xor(out, pt, 64, key, ctr);
	expect("F.5.1 C reference with counter-mode caching", out, f51_ct);
}

/* the C with counter-mode caching (bench/kernels' same-algorithm comparison) against the plain
 * C: lengths 0..1,100 by 13 over 70 blocks, counters whose byte 15 starts anywhere, and runs
 * across byte 15's wrap and the whole counter's */
Test(aes128ctr, cached_c_matches_plain)
{
	static unsigned char in[1100], a[1100], b[1100];
	uint64_t s = 0x6165733132386374ull;
	for (size_t len = 0; len <= sizeof in; len += 13) {
		unsigned char key[16], iv[16];
		for (size_t i = 0; i < sizeof in; i++)
			in[i] = (unsigned char)((s = s * 6364136223846793005ull + 1442695040888963407ull) >> 56);
		memcpy(key, in + 1, 16);
		memcpy(iv, in + 17, 16);
		if (len % 3 == 0)
			memset(iv + 4 * (len % 4), 0xff, 16 - 4 * (len % 4));
		ref_aes128ctr_xor(a, in, len, key, iv);
		ref_aes128ctr_cached_xor(b, in, len, key, iv);
		cr_assert(memcmp(a, b, len) == 0, "cached C differs from the plain C at %zu bytes", len);
	}
}

/* the 128-bit counter wraps to zero as EVP_aes_128_ctr's does: the block after ff..ff is the
 * block of 00..00 */
Test(aes128ctr, counter_wraps_128_bits)
{
	unsigned char key[16], all[16], zero[16] = {0}, in[48] = {0}, a[48], b[16];
	unhex(key, f51_key);
	memset(all, 0xff, 16);
	cr_assert_eq(kiln_aes128ctr_xor(a, in, 48, key, all), KL_KERNELS_OK);
	cr_assert_eq(kiln_aes128ctr_xor(b, in, 16, key, zero), KL_KERNELS_OK);
	cr_assert(memcmp(a + 16, b, 16) == 0, "the block after counter ff..ff is not the block of 00..00");
	ref_aes128ctr_xor(a, in, 48, key, all);
	cr_assert(memcmp(a + 16, b, 16) == 0, "the C reference: after ff..ff is not 00..00");
}

Test(aes128ctr, contract)
{
	unsigned char k[16] = {0}, iv[16] = {0}, buf[32];
	memset(buf, 0x5a, sizeof buf);
	cr_assert_eq(kiln_aes128ctr_xor(NULL, buf, 1, k, iv), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_aes128ctr_xor(buf, NULL, 1, k, iv), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_aes128ctr_xor(buf, buf, 17, NULL, iv), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_aes128ctr_xor(buf, buf, 17, k, NULL), KL_KERNELS_EINVAL);
	for (size_t i = 0; i < sizeof buf; i++)
		cr_assert_eq(buf[i], 0x5a, "an error return wrote byte %zu", i);
	cr_assert_eq(kiln_aes128ctr_xor(NULL, NULL, 0, NULL, NULL), KL_KERNELS_OK);
}

/* the paper's test vectors (Zhang et al. 2014, appendix): all zeros and all ones */
Test(rectangle80, paper_vectors)
{
	static const struct {
		unsigned char fill;
		const char *ct;
	} v[] = {{0x00, "2D96E354E8B10874"}, {0xff, "9945AA34AE3D0112"}};
	for (int t = 0; t < 2; t++) {
		unsigned char key[10], pt[8], out[8];
		memset(key, v[t].fill, sizeof key);
		memset(pt, v[t].fill, sizeof pt);
		cr_assert_eq(kiln_rectangle80_encrypt(out, pt, 1, key), KL_KERNELS_OK);
		expect(t ? "all ones, kiln" : "all zeros, kiln", out, v[t].ct);
		rect80_ref_encrypt(out, pt, 1, key);
		expect(t ? "all ones, plain C" : "all zeros, plain C", out, v[t].ct);
		rect80_sliced_encrypt(out, pt, 1, key);
		expect(t ? "all ones, bitsliced C" : "all zeros, bitsliced C", out, v[t].ct);
		/* the same block in every lane of a group and past it */
		unsigned char many[8 * 9], outs[8 * 9];
		for (int b = 0; b < 9; b++)
			memcpy(many + 8 * b, pt, 8);
		cr_assert_eq(kiln_rectangle80_encrypt(outs, many, 9, key), KL_KERNELS_OK);
		for (int b = 0; b < 9; b++)
			expect(t ? "all ones, kiln, block of 9" : "all zeros, kiln, block of 9", outs + 8 * b, v[t].ct);
	}
}

/* the bitsliced C (bench/kernels' comparison point) against the paper's algorithm: every block
 * count 0..70, distinct blocks and keys */
Test(rectangle80, sliced_c_matches_plain)
{
	static unsigned char in[8 * 70], a[8 * 70], b[8 * 70];
	uint64_t s = 0x7265637432303134ull;
	for (size_t n = 0; n <= 70; n++) {
		unsigned char key[10];
		for (size_t i = 0; i < sizeof in; i++)
			in[i] = (unsigned char)((s = s * 6364136223846793005ull + 1442695040888963407ull) >> 56);
		memcpy(key, in + 3, 10);
		rect80_ref_encrypt(a, in, n, key);
		rect80_sliced_encrypt(b, in, n, key);
		cr_assert(memcmp(a, b, 8 * n) == 0, "bitsliced C differs from the plain reference at %zu blocks", n);
		rect80_sliced2_encrypt(b, in, n, key);
		cr_assert(memcmp(a, b, 8 * n) == 0, "bitsliced C (two groups) differs from the plain reference at %zu blocks", n);
	}
}

Test(rectangle80, contract)
{
	unsigned char k[10] = {0}, buf[32];
	memset(buf, 0x5a, sizeof buf);
	cr_assert_eq(kiln_rectangle80_encrypt(NULL, buf, 1, k), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_rectangle80_encrypt(buf, NULL, 1, k), KL_KERNELS_EINVAL);
	cr_assert_eq(kiln_rectangle80_encrypt(buf, buf, 3, NULL), KL_KERNELS_EINVAL);
	for (size_t i = 0; i < sizeof buf; i++)
		cr_assert_eq(buf[i], 0x5a, "an error return wrote byte %zu", i);
	cr_assert_eq(kiln_rectangle80_encrypt(NULL, NULL, 0, NULL), KL_KERNELS_OK);
}
