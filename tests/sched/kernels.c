/* tests/sched/kernels.c -- bench/sched's kernels in kiln's language (bench/sched/q), compiled
 * for the machine the test runs on (natively, or under qemu in cross builds) with each scheduler
 * (none, the list scheduler, Usuba's bitslice scheduler and its wave variant, Usuba's m-slice
 * scheduler, m-slice bounded by pressure), against their published vectors and against the C
 * references of bench/sched/ref on random inputs; and the wave scheduler's spill code. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kilnk.h"
#include "ref.h"

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;

static uint64_t rng(void)
{
	rng_state ^= rng_state << 13, rng_state ^= rng_state >> 7, rng_state ^= rng_state << 17;
	return rng_state;
}

/* the kernel fname of q/FILE compiled for the host with scheduler s (fails the test otherwise) */
static void *compile(const char *file, const char *fname, enum kk_sched s)
{
	char path[1024], err[4096];
	snprintf(path, sizeof path, "%s/%s", SCHED_Q_DIR, file);
	size_t len;
	char *text = kk_read(path, &len);
	cr_assert(text, "cannot read %s", path);
	struct kk_result r;
	int rc = kk_compile(path, text, len, fname, NULL, s, &r, err, sizeof err);
	free(text);
	cr_assert_eq(rc, 0, "%s with the %s scheduler: %s", file, kk_sched_name[s], err);
	cr_log_info("%s, %s scheduler: %u instructions, spill code %.1f%%", fname, kk_sched_name[s], r.st.insns,
		    100 * ko_spill_fraction(&r.st));
	return r.fn;
}

/* RECTANGLE in registers: the wave scheduler overlaps the rounds, the bitslice scheduler keeps all
 * 64 words live from one round to the next; fewer spill stores and reloads on every target
 * (docs/scheduling.md: 1,002 against 1,426 spill stores on x86-64), and the default's choice */
Test(sched_spill, wave_below_bitslice_on_rectangle)
{
	static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};
	char path[1024], err[4096];
	snprintf(path, sizeof path, "%s/rectangle.q", SCHED_Q_DIR);
	size_t len;
	char *text = kk_read(path, &len);
	cr_assert(text, "cannot read %s", path);
	for (int t = 0; t < 3; t++) {
		struct kk_result r[2];
		for (int w = 0; w < 2; w++)
			cr_assert_eq(kk_compile(path, text, len, "rectangle_bs", targets[t], w ? KK_WAVE : KK_BITSLICE, &r[w], err,
						sizeof err),
				     0, "%s: %s", targets[t], err);
		unsigned bits = r[0].st.spill_stores + r[0].st.reloads, wave = r[1].st.spill_stores + r[1].st.reloads;
		cr_log_info("%s: spill stores and reloads, bitslice %u, wave %u", targets[t], bits, wave);
		cr_assert_lt(wave, bits * 4 / 5, "%s: wave %u spill instructions, bitslice %u", targets[t], wave, bits);
		cr_assert_lt(ko_spill_fraction(&r[1].st), ko_spill_fraction(&r[0].st), "%s", targets[t]);
		/* the default compares the two orders and keeps the wave's here */
		kl_lang *L;
		ko_func *o;
		cr_assert_eq(kk_build(path, text, len, "rectangle_bs", targets[t], &L, &o, err, sizeof err), 0, "%s", err);
		kl_func *f = kl_func_new_target(targets[t]);
		cr_assert_eq(ko_func_emit(o, f), 0, "%s: %s", targets[t], ko_errmsg(o));
		struct ko_stats st;
		ko_func_stats(o, &st);
		cr_assert_eq(st.sched, KO_SCHED_WAVE, "%s: the default ran scheduler %#x", targets[t], st.sched);
		cr_assert_eq(st.spill_stores + st.reloads, wave, "%s", targets[t]);
		kl_func_abort(f);
		kl_func_delete(f);
		ko_func_delete(o);
		kl_lang_delete(L);
	}
	free(text);
}

/* ---- RECTANGLE-80 ---------------------------------------------------------------------------- */
typedef void rect_fn(uint64_t st[64], const uint64_t *rk);

/* 64 blocks under key: block 0 is pt0 (its ciphertext want0 when want0 != 0), the others random;
 * each against the one-block reference, the whole state against the bitsliced C */
static void rectangle_case(rect_fn *fn, const char *sched, const uint16_t key[5], uint64_t pt0, uint64_t want0)
{
	uint16_t rk[26][4];
	uint64_t x[64], st[64], ref[64], ks[26 * 64], y[64];
	rectangle80_schedule(key, rk);
	rectangle_slice_keys(ks, rk);
	x[0] = pt0;
	for (int b = 1; b < 64; b++)
		x[b] = rng();
	rectangle_slice(st, x);
	memcpy(ref, st, sizeof st);
	rectangle_bs_c(ref, ks);
	fn(st, ks);
	rectangle_unslice(y, st);
	if (want0)
		cr_expect_eq(y[0], want0, "RECTANGLE-80 (%s scheduler), key %04x%04x%04x%04x%04x, block %016llx: %016llx, "
					 "the published vector %016llx",
			     sched, key[0], key[1], key[2], key[3], key[4], (unsigned long long)pt0,
			     (unsigned long long)y[0], (unsigned long long)want0);
	for (int b = 0; b < 64; b++) {
		uint64_t want = rectangle_encrypt(x[b], rk);
		cr_expect_eq(y[b], want, "RECTANGLE-80 (%s scheduler), key %04x%04x%04x%04x%04x, block %016llx: "
					 "%016llx, the reference %016llx",
			     sched, key[0], key[1], key[2], key[3], key[4], (unsigned long long)x[b],
			     (unsigned long long)y[b], (unsigned long long)want);
	}
	cr_expect(!memcmp(st, ref, sizeof st), "RECTANGLE-80 (%s scheduler): bitsliced state differs from the C's", sched);
}

static void rectangle_file(const char *file, enum kk_sched s)
{
	rect_fn *fn = (rect_fn *)compile(file, "rectangle_bs", s);
	static const uint16_t zero[5] = {0, 0, 0, 0, 0}, ones[5] = {0xffff, 0xffff, 0xffff, 0xffff, 0xffff};
	rectangle_case(fn, kk_sched_name[s], zero, 0, 0x2d96e354e8b10874ull);
	rectangle_case(fn, kk_sched_name[s], ones, ~0ull, 0x9945aa34ae3d0112ull);
	for (int k = 0; k < 4; k++) {
		uint16_t key[5];
		for (int i = 0; i < 5; i++)
			key[i] = (uint16_t)rng();
		rectangle_case(fn, kk_sched_name[s], key, rng(), 0);
	}
	kl_code_free(fn);
}

static void rectangle(enum kk_sched s) { rectangle_file("rectangle.q", s); }
/* the same cipher with its state in memory (gen.py rectangle-mem) */
static void rectangle_mem(enum kk_sched s) { rectangle_file("rectangle-mem.q", s); }

/* ---- Serpent-128 ----------------------------------------------------------------------------- */
typedef void serpent_fn(uint64_t st[128], const uint64_t *rk);

static void serpent_case(serpent_fn *fn, const char *sched, const uint8_t key[16], const uint8_t pt0[16],
			 const char *want0)
{
	static uint32_t x[64][4], y[64][4];
	static uint64_t st[128], ref[128], ks[33 * 128];
	uint32_t rk[33][4];
	serpent_schedule(key, 16, rk);
	serpent_slice_keys(ks, rk);
	for (int w = 0; w < 4; w++)
		x[0][w] = pt0[4 * w] | pt0[4 * w + 1] << 8 | pt0[4 * w + 2] << 16 | (uint32_t)pt0[4 * w + 3] << 24;
	for (int b = 1; b < 64; b++)
		for (int w = 0; w < 4; w++)
			x[b][w] = (uint32_t)rng();
	serpent_slice(st, x);
	memcpy(ref, st, sizeof st);
	serpent_bs_c(ref, ks);
	fn(st, ks);
	serpent_unslice(y, st);
	for (int b = 0; b < 64; b++) {
		uint8_t pt[16], ct[16], got[16];
		for (int i = 0; i < 16; i++) {
			pt[i] = (uint8_t)(x[b][i / 4] >> (8 * (i % 4)));
			got[i] = (uint8_t)(y[b][i / 4] >> (8 * (i % 4)));
		}
		serpent_encrypt(ct, pt, rk);
		char g[33], w[33], p[33];
		for (int i = 0; i < 16; i++) {
			snprintf(g + 2 * i, 3, "%02X", got[i]);
			snprintf(w + 2 * i, 3, "%02X", ct[i]);
			snprintf(p + 2 * i, 3, "%02X", pt[i]);
		}
		if (b == 0 && want0)
			cr_expect_str_eq(g, want0, "Serpent-128 (%s scheduler), plaintext %s: %s, the published vector %s",
					 sched, p, g, want0);
		cr_expect_str_eq(g, w, "Serpent-128 (%s scheduler), block %d, plaintext %s: %s, the reference %s", sched, b,
				 p, g, w);
	}
	cr_expect(!memcmp(st, ref, sizeof st), "Serpent (%s scheduler): bitsliced state differs from the C's", sched);
}

static void serpent_file(const char *file, enum kk_sched s)
{
	serpent_fn *fn = (serpent_fn *)compile(file, "serpent_bs", s);
	uint8_t key[16] = {0x80}, pt[16] = {0};
	/* NESSIE set 1 vector 0, and the D9... vector (bytes, NESSIE's order) */
	serpent_case(fn, kk_sched_name[s], key, pt, "264E5481EFF42A4606ABDA06C0BFDA3D");
	memset(key, 0xd9, sizeof key);
	memset(pt, 0xd9, sizeof pt);
	serpent_case(fn, kk_sched_name[s], key, pt, "20EA07F19C8E93FDA30F6B822AD5D486");
	for (int i = 0; i < 16; i++)
		key[i] = (uint8_t)rng(), pt[i] = (uint8_t)rng();
	serpent_case(fn, kk_sched_name[s], key, pt, NULL);
	kl_code_free(fn);
}

/* a loop over the rounds (gen.py serpent); four iterations of eight rounds (gen.py serpent-r8);
 * Usuba's form, 32 rounds straight-line with the state in variables (gen.py serpent-unrolled) */
static void serpent(enum kk_sched s) { serpent_file("serpent.q", s); }
static void serpent_r8(enum kk_sched s) { serpent_file("serpent-r8.q", s); }
static void serpent_unrolled(enum kk_sched s) { serpent_file("serpent-unrolled.q", s); }

/* ---- ChaCha20 -------------------------------------------------------------------------------- */
typedef void chacha_fn(uint32_t out[16], const uint32_t in[16]);

static void chacha20(enum kk_sched s)
{
	chacha_fn *fn = (chacha_fn *)compile("chacha20.q", "chacha20_block", s);
	/* RFC 8439 section 2.3.2: key 00 01 .. 1f, counter 1, nonce 00 00 00 09 00 00 00 4a 00 00 00 00 */
	uint32_t in[16] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574}, out[16], ref[16];
	for (int i = 0; i < 8; i++)
		in[4 + i] = (uint32_t)(4 * i) | (uint32_t)(4 * i + 1) << 8 | (uint32_t)(4 * i + 2) << 16 |
			    (uint32_t)(4 * i + 3) << 24;
	in[12] = 1, in[13] = 0x09000000, in[14] = 0x4a000000, in[15] = 0;
	static const uint32_t want[16] = {0xe4e7f110, 0x15593bd1, 0x1fdd0f50, 0xc47120a3, 0xc7f4d1c7, 0x0368c033,
					  0x9aaa2204, 0x4e6cd4c3, 0x466482d2, 0x09aa9f07, 0x05d7c214, 0xa2028bd9,
					  0xd19c12b5, 0xb94e16de, 0xe883d0cb, 0x4e3c50a2};
	fn(out, in);
	for (int i = 0; i < 16; i++)
		cr_expect_eq(out[i], want[i], "ChaCha20 (%s scheduler), RFC 8439 2.3.2: word %d is %08x, not %08x",
			     kk_sched_name[s], i, out[i], want[i]);
	for (int k = 0; k < 50; k++) {
		for (int i = 0; i < 16; i++)
			in[i] = (uint32_t)rng();
		fn(out, in);
		chacha20_block_c(ref, in);
		for (int i = 0; i < 16; i++)
			cr_expect_eq(out[i], ref[i], "ChaCha20 (%s scheduler), input %d word %d: %08x, the reference %08x",
				     kk_sched_name[s], k, i, out[i], ref[i]);
	}
	kl_code_free(fn);
}

/* ---- ACE ------------------------------------------------------------------------------------- */
typedef void ace_fn(uint32_t st[10]);

static void words_be(uint32_t st[10], const char *hex)
{
	for (int w = 0; w < 10; w++) {
		unsigned v = 0;
		sscanf(hex + 8 * w, "%8x", &v);
		st[w] = v;
	}
}

static void ace(enum kk_sched s)
{
	ace_fn *fn = (ace_fn *)compile("ace.q", "ace_permutation", s);
	/* the ACE permutation's input/output pairs of GMU CERG's ACE test bench (ace_permutation_tb) */
	static const char *const vec[][2] = {
		{"000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F2021222324252627",
		 "BAC2CFA09D50B393992DAC9E4C594FBC40E71861082DC747F243883A1BAC45DBA613831C7B12D7B3"},
		{"28292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F",
		 "A755D862E2A26809E5C43FF94D0B96AE6DA280078E16AF38F1ADC12F4F5CECCA8BBA57E296EC119B"},
		{"C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEF",
		 "8067213F18A89C2E67FD48F8F84D73FBF43FF51D7ECA033DA4F692564BF013BA27412BF3EBF71F25"},
	};
	for (size_t v = 0; v < sizeof vec / sizeof vec[0]; v++) {
		uint32_t st[10], want[10];
		words_be(st, vec[v][0]);
		words_be(want, vec[v][1]);
		fn(st);
		for (int w = 0; w < 10; w++)
			cr_expect_eq(st[w], want[w], "ACE (%s scheduler), vector %zu (%.16s...): word %d is %08X, not %08X",
				     kk_sched_name[s], v, vec[v][0], w, st[w], want[w]);
		words_be(st, vec[v][0]);
		ace_permutation_c(st);
		cr_expect(!memcmp(st, want, sizeof st), "ACE C reference: vector %zu fails", v);
	}
	for (int k = 0; k < 50; k++) {
		uint32_t st[10], ref[10];
		for (int w = 0; w < 10; w++)
			st[w] = ref[w] = (uint32_t)rng();
		fn(st);
		ace_permutation_c(ref);
		cr_expect(!memcmp(st, ref, sizeof st), "ACE (%s scheduler): random state %d differs from the C's", kk_sched_name[s], k);
	}
	kl_code_free(fn);
}

/* ---- Clyde-128 (no published vector of Clyde alone was found: against the C reference) -------- */
typedef void clyde_fn(uint32_t st[4], const uint32_t kt[8]);

static void clyde(enum kk_sched s)
{
	clyde_fn *fn = (clyde_fn *)compile("clyde.q", "clyde128_encrypt", s);
	for (int k = 0; k < 100; k++) {
		uint32_t st[4], ref[4], kt[8];
		for (int w = 0; w < 8; w++)
			kt[w] = k == 0 ? 0 : (uint32_t)rng();
		for (int w = 0; w < 4; w++)
			st[w] = ref[w] = k == 0 ? 0 : (uint32_t)rng();
		fn(st, kt);
		clyde128_encrypt_c(ref, kt);
		for (int w = 0; w < 4; w++)
			cr_expect_eq(st[w], ref[w], "Clyde-128 (%s scheduler), case %d word %d: %08x, the reference %08x",
				     kk_sched_name[s], k, w, st[w], ref[w]);
	}
	kl_code_free(fn);
}

/* the references against the published vectors, alone */
Test(sched_vectors, references)
{
	uint16_t key[5] = {0}, rk[26][4];
	rectangle80_schedule(key, rk);
	cr_expect_eq(rectangle_encrypt(0, rk), 0x2d96e354e8b10874ull);
	uint8_t k16[16] = {0x80}, pt[16] = {0}, ct[16];
	uint32_t srk[33][4];
	serpent_schedule(k16, 16, srk);
	serpent_encrypt(ct, pt, srk);
	static const uint8_t want[16] = {0x26, 0x4E, 0x54, 0x81, 0xEF, 0xF4, 0x2A, 0x46,
					 0x06, 0xAB, 0xDA, 0x06, 0xC0, 0xBF, 0xDA, 0x3D};
	cr_expect(!memcmp(ct, want, 16), "Serpent-128 reference: NESSIE set 1 vector 0 fails");
}

#define KERNEL_TESTS(kernel)                                      \
	Test(sched_##kernel, none) { kernel(KK_NONE); }           \
	Test(sched_##kernel, list) { kernel(KK_LIST); }           \
	Test(sched_##kernel, bitslice) { kernel(KK_BITSLICE); }   \
	Test(sched_##kernel, wave) { kernel(KK_WAVE); }           \
	Test(sched_##kernel, mslice) { kernel(KK_MSLICE); }       \
	Test(sched_##kernel, pmslice) { kernel(KK_MSLICE_P); }

KERNEL_TESTS(rectangle)
KERNEL_TESTS(rectangle_mem)
KERNEL_TESTS(serpent)
KERNEL_TESTS(serpent_r8)
/* 42,000-69,000 instructions in one block: the schedulers seed 000's table compares (none and
 * bitslice) only, to keep a qemu run's compile time down */
Test(sched_serpent_unrolled, none) { serpent_unrolled(KK_NONE); }
Test(sched_serpent_unrolled, bitslice) { serpent_unrolled(KK_BITSLICE); }
KERNEL_TESTS(chacha20)
KERNEL_TESTS(ace)
KERNEL_TESTS(clyde)
