/* steps.c -- the built-in steps, written against the client step interface of <kiln/ash.h>:
 * copy, the Internet checksum, byte swaps of 16- and 32-bit words, XOR with a key stream. */
#include "ash_internal.h"

/* ---- copy: store the word at its place in dst ---- */
static void copy_word(kl_func *f, void *ctx, const struct kl_ash_word *wd)
{
	(void)ctx;
	switch (wd->bytes) {
	case 8: kl_stuli(f, wd->w, wd->dst, wd->off); break;
	case 4: kl_stui(f, wd->w, wd->dst, wd->off); break;
	case 2: kl_stusi(f, wd->w, wd->dst, wd->off); break;
	default: kl_stuci(f, wd->w, wd->dst, wd->off); break;
	}
}
const struct kl_ash_step ash_copy_step = {"copy", KL_ASH_STORES, 0, 0, NULL, copy_word, NULL};

/* ---- cksum: RFC 1071 ----
 * Every word and piece starts at an even offset, so its value, read as 16-bit lanes, adds the
 * data's own 16-bit words: mod 0xffff (2^16 = 1) the sum of the values is the ones' complement
 * sum.  No carry is lost: keep[1] (hi) sums the high 32 bits of the whole words and keep[0]
 * (all) sums the whole values mod 2^64; the low halves' sum, all - (hi << 32), is then exact
 * (below 2^64 for fewer than 2^32 words), and so is the total, lo + hi.  Two adds and a shift
 * per word, no flags: the same on every target. */
static void cksum_begin(kl_func *f, void *ctx, const kl_reg *keep, const kl_reg *scratch)
{
	(void)ctx, (void)scratch;
	kl_setul(f, keep[0], 0);
	kl_setul(f, keep[1], 0);
}
static void cksum_word(kl_func *f, void *ctx, const struct kl_ash_word *wd)
{
	(void)ctx;
	if (wd->bytes == 8) {
		kl_rshuli(f, wd->scratch[0], wd->w, 32);
		kl_addul(f, wd->keep[1], wd->keep[1], wd->scratch[0]);
	}
	kl_addul(f, wd->keep[0], wd->keep[0], wd->w);
}
static void cksum_end(kl_func *f, void *ctx, const kl_reg *keep, const kl_reg *scratch, kl_reg result)
{
	(void)ctx;
	kl_reg all = keep[0], hi = keep[1], t = scratch[0];
	kl_lshuli(f, t, hi, 32);
	kl_subul(f, all, all, t); /* the low halves' sum */
	kl_addul(f, all, all, hi);
	/* fold: 64 -> 33 bits, then three 16-bit folds end at most 0xffff (RFC 1071 §4.1's loop,
	 * unrolled as far as it can go) */
	kl_rshuli(f, t, all, 32);
	kl_lshuli(f, all, all, 32);
	kl_rshuli(f, all, all, 32);
	kl_addul(f, all, all, t);
	for (int k = 0; k < 3; k++) {
		kl_rshuli(f, t, all, 16);
		kl_anduli(f, all, all, 0xffff);
		kl_addul(f, all, all, t);
	}
	kl_xoruli(f, result, all, 0xffff); /* ~sum & 0xffff */
}
const struct kl_ash_step ash_cksum_step = {"cksum", KL_ASH_RESULT, 2, 1, cksum_begin, cksum_word, cksum_end};

/* ---- swap16: ((w >> 8) & M) | ((w & M) << 8), M = 0x00ff00ff00ff00ff in keep[0] ---- */
static void swap16_begin(kl_func *f, void *ctx, const kl_reg *keep, const kl_reg *scratch)
{
	(void)ctx, (void)scratch;
	kl_setul(f, keep[0], 0x00ff00ff00ff00ffull);
}
static void swap16_word(kl_func *f, void *ctx, const struct kl_ash_word *wd)
{
	(void)ctx;
	if (wd->bytes == 1) /* an odd last byte has no partner */
		return;
	kl_reg w = wd->w, t = wd->scratch[0], m = wd->keep[0];
	kl_rshuli(f, t, w, 8);
	kl_andul(f, t, t, m);
	kl_andul(f, w, w, m);
	kl_lshuli(f, w, w, 8);
	kl_orul(f, w, w, t);
}
const struct kl_ash_step ash_swap16_step = {"swap16", KL_ASH_CHANGES, 1, 1, swap16_begin, swap16_word, NULL};

/* ---- swap32: the 64-bit byte swap reverses the two 32-bit words too; a rotate puts them back ---- */
static void swap32_word(kl_func *f, void *ctx, const struct kl_ash_word *wd)
{
	(void)ctx;
	if (wd->bytes == 8) {
		kl_bswapul(f, wd->w, wd->w);
		kl_rotruli(f, wd->w, wd->w, 32);
	} else if (wd->bytes == 4) { /* the 4 bytes land in the high half */
		kl_bswapul(f, wd->w, wd->w);
		kl_rshuli(f, wd->w, wd->w, 32);
	} /* 2 and 1: the last len % 4 bytes stay */
}
const struct kl_ash_step ash_swap32_step = {"swap32", KL_ASH_CHANGES, 0, 0, NULL, swap32_word, NULL};

/* ---- xor: keep[0] holds 8 bytes of key stream; the pieces use its low bytes, then shift them out ---- */
static void xor_begin(kl_func *f, void *ctx, const kl_reg *keep, const kl_reg *scratch)
{
	(void)scratch;
	kl_setul(f, keep[0], *(const uint64_t *)ctx);
}
static void xor_word(kl_func *f, void *ctx, const struct kl_ash_word *wd)
{
	(void)ctx;
	kl_reg w = wd->w, k = wd->keep[0], t = wd->scratch[0];
	if (wd->bytes == 8) {
		kl_xorul(f, w, w, k);
		return;
	}
	kl_anduli(f, t, k, wd->bytes == 4 ? 0xffffffffu : wd->bytes == 2 ? 0xffffu : 0xffu);
	kl_xorul(f, w, w, t);
	if (wd->bytes > 1) /* the next piece starts that many bytes further in the stream */
		kl_rshuli(f, k, k, 8 * wd->bytes);
}
const struct kl_ash_step ash_xor_step = {"xor", KL_ASH_CHANGES, 1, 1, xor_begin, xor_word, NULL};
