/* ash_api.c -- kl_ash's errors (each with its message) and client steps (the step interface of
 * <kiln/ash.h>: pieces, keep and scratch registers, results, stores) against plain C. */
#include <criterion/criterion.h>
#include <kiln/ash.h>
#include <stdlib.h>
#include <string.h>

#include "ash_ref.h"

static void refused(kl_ash *a, const char *what, const char *needle)
{
	kl_ash_fn fn = kl_ash_build(a);
	cr_assert_null(fn, "%s: built", what);
	cr_assert_neq(kl_ash_error(a), 0, "%s: no error code", what);
	cr_assert(strstr(kl_ash_errmsg(a), needle), "%s: message \"%s\" does not say \"%s\"", what, kl_ash_errmsg(a),
		  needle);
	kl_ash_delete(a);
}

static void noop_word(kl_func *f, void *ctx, const struct kl_ash_word *wd) { (void)f, (void)ctx, (void)wd; }

Test(ash_api, errors)
{
	refused(kl_ash_new(), "empty", "empty");
	kl_ash *a = kl_ash_new();
	kl_ash_copy(a), kl_ash_cksum(a), kl_ash_copy(a);
	refused(a, "two copies", "both copy");
	a = kl_ash_new();
	kl_ash_cksum(a), kl_ash_copy(a), kl_ash_cksum(a);
	refused(a, "two sums", "both give a result");
	a = kl_ash_new();
	kl_ash_copy(a), kl_ash_swap16(a);
	refused(a, "swap after copy", "step 2 (swap16) changes the data after");
	a = kl_ash_new();
	kl_ash_swap32(a), kl_ash_cksum(a), kl_ash_xor(a, "k", 1);
	refused(a, "xor last", "step 3 (xor)");
	a = kl_ash_new();
	cr_assert_neq(kl_ash_xor(a, "abc", 3), 0);
	refused(a, "key of 3", "1, 2, 4 or 8");
	a = kl_ash_new();
	kl_ash_xor(a, NULL, 8);
	refused(a, "NULL key", "NULL");
	a = kl_ash_new();
	cr_assert_neq(kl_ash_step(a, &(struct kl_ash_step){.name = "x"}, NULL), 0);
	refused(a, "no word()", "word()");
	a = kl_ash_new();
	kl_ash_step(a, &(struct kl_ash_step){.name = "x", .nkeep = 5, .word = noop_word}, NULL);
	refused(a, "nkeep 5", "nkeep 5");
	a = kl_ash_new();
	kl_ash_step(a, &(struct kl_ash_step){.name = "x", .flags = KL_ASH_RESULT, .word = noop_word}, NULL);
	refused(a, "result without end()", "end()");
	a = kl_ash_new();
	for (int k = 0; k < 17; k++)
		kl_ash_copy(a);
	refused(a, "17 steps", "at most");
	a = kl_ash_new();
	for (int k = 0; k < 16; k++)
		kl_ash_step(a, &(struct kl_ash_step){.name = "greedy", .nkeep = 4, .word = noop_word}, NULL);
	refused(a, "64 registers", "registers");
	cr_assert_null(kl_ash_build(NULL));
	cr_assert_neq(kl_ash_copy(NULL), 0);
	kl_ash_free(NULL);
	kl_ash_delete(NULL);
}

/* a client result step: h = h * 31 + w over every word and piece (type ul) */
static void hash_begin(kl_func *f, void *ctx, const kl_reg *keep, const kl_reg *scratch)
{
	(void)ctx, (void)scratch;
	kl_setul(f, keep[0], 7);
}
static void hash_word(kl_func *f, void *ctx, const struct kl_ash_word *wd)
{
	(void)ctx;
	kl_mululi(f, wd->keep[0], wd->keep[0], 31);
	kl_addul(f, wd->keep[0], wd->keep[0], wd->w);
}
static void hash_end(kl_func *f, void *ctx, const kl_reg *keep, const kl_reg *scratch, kl_reg result)
{
	(void)ctx, (void)scratch;
	kl_movul(f, result, keep[0]);
}
static const struct kl_ash_step hash_step = {"hash", KL_ASH_RESULT, 1, 0, hash_begin, hash_word, hash_end};

static uint64_t hash_ref(const uint8_t *p, size_t len)
{
	uint64_t h = 7;
	size_t i = 0;
	for (; i + 8 <= len; i += 8) {
		uint64_t w;
		memcpy(&w, p + i, 8);
		h = h * 31 + w;
	}
	for (size_t piece = 4; piece >= 1; piece /= 2)
		if ((len - i) & piece) {
			uint64_t w = 0;
			memcpy(&w, p + i, piece); /* little-endian: zero-extended */
			h = h * 31 + w;
			i += piece;
		}
	return h;
}

/* a client changing step: complement the bytes of the word (not those above it) */
static void not_word(kl_func *f, void *ctx, const struct kl_ash_word *wd)
{
	(void)ctx;
	if (wd->bytes == 8) {
		kl_comul(f, wd->w, wd->w);
	} else {
		kl_setul(f, wd->scratch[0], (1ull << 8 * wd->bytes) - 1);
		kl_xorul(f, wd->w, wd->w, wd->scratch[0]);
	}
}
static const struct kl_ash_step not_step = {"not", KL_ASH_CHANGES, 0, 1, NULL, not_word, NULL};

/* a client storing step: its own copy, 8 bytes at a time or the piece */
static void store_word(kl_func *f, void *ctx, const struct kl_ash_word *wd)
{
	(void)ctx;
	switch (wd->bytes) {
	case 8: kl_stuli(f, wd->w, wd->dst, wd->off); break;
	case 4: kl_stui(f, wd->w, wd->dst, wd->off); break;
	case 2: kl_stusi(f, wd->w, wd->dst, wd->off); break;
	default: kl_stuci(f, wd->w, wd->dst, wd->off); break;
	}
}
static const struct kl_ash_step store_step = {"store", KL_ASH_STORES, 0, 0, NULL, store_word, NULL};

Test(ash_api, client_steps)
{
	enum { N = 4096 + 64 };
	uint8_t *src = malloc(N), *dst = malloc(N), *want = malloc(N);
	cr_assert(src && dst && want);
	for (int i = 0; i < N; i++)
		src[i] = (uint8_t)(i * 131 + (i >> 7));
	const uint8_t key[4] = {0x11, 0x22, 0x33, 0x44};

	/* xor, not, hash, copy, swap16 is refused (swap16 last); xor, not, hash, store */
	kl_ash *a = kl_ash_new();
	kl_ash_xor(a, key, 4);
	kl_ash_step(a, &not_step, NULL);
	kl_ash_step(a, &hash_step, NULL);
	kl_ash_step(a, &store_step, NULL);
	kl_ash_fn fn = kl_ash_build(a);
	cr_assert_not_null(fn, "%s", kl_ash_errmsg(a));
	/* not + cksum + copy */
	kl_ash *b = kl_ash_new();
	kl_ash_step(b, &not_step, NULL);
	kl_ash_cksum(b);
	kl_ash_copy(b);
	kl_ash_fn fb = kl_ash_build(b);
	cr_assert_not_null(fb, "%s", kl_ash_errmsg(b));

	for (size_t len = 0; len <= 4096; len += len < 80 ? 1 : 61) {
		for (int al = 0; al < 8; al += 3) {
			memcpy(want, src + al, len);
			ref_xor(want, len, key, 4);
			for (size_t i = 0; i < len; i++)
				want[i] = (uint8_t)~want[i];
			memset(dst, 0xee, N);
			uint64_t h = fn(dst + 5, src + al, len);
			cr_assert_eq(h, hash_ref(want, len), "xor,not,hash,store: len %zu src+%d: hash", len, al);
			cr_assert(memcmp(dst + 5, want, len) == 0, "xor,not,hash,store: len %zu: data", len);
			cr_assert(dst[4] == 0xee && dst[5 + len] == 0xee, "xor,not,hash,store: len %zu: guard", len);

			for (size_t i = 0; i < len; i++)
				want[i] = (uint8_t)~src[al + i];
			memset(dst, 0xee, N);
			uint64_t c = fb(dst + 1, src + al, len);
			cr_assert_eq(c, ref_cksum(want, len), "not,cksum,copy: len %zu: checksum", len);
			cr_assert(memcmp(dst + 1, want, len) == 0, "not,cksum,copy: len %zu: data", len);
		}
	}
	kl_ash_free(fn), kl_ash_free(fb);
	kl_ash_delete(a), kl_ash_delete(b);
	free(src), free(dst), free(want);
}

/* RFC 1071's own example (§3): 00 01 f2 03 f4 f5 f6 f7 sums to ddf2 (big-endian reading). */
Test(ash_api, rfc1071_example)
{
	const uint8_t data[8] = {0x00, 0x01, 0xf2, 0x03, 0xf4, 0xf5, 0xf6, 0xf7};
	kl_ash *a = kl_ash_new();
	kl_ash_cksum(a);
	kl_ash_fn fn = kl_ash_build(a);
	cr_assert_not_null(fn, "%s", kl_ash_errmsg(a));
	uint16_t ck = (uint16_t)fn(NULL, data, 8);
	uint8_t b[2];
	memcpy(b, &ck, 2); /* in memory order, as the checksum field would hold it */
	cr_assert(b[0] == (uint8_t)~0xdd && b[1] == (uint8_t)~0xf2, "checksum bytes %02x %02x, want %02x %02x", b[0], b[1],
		  (uint8_t)~0xdd, (uint8_t)~0xf2);
	kl_ash_free(fn);
	kl_ash_delete(a);
}
