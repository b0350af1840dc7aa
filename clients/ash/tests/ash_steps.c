/* ash_steps.c -- every subset and order of the built-in steps, built by kl_ash_build, against the
 * plain C steps of ash_ref.c run as separate passes: every length 0..2,048 (alignments of src and
 * dst cycling through all 64 pairs), every alignment pair for lengths 0..64, random lengths up to
 * 64 KiB and the largest ones; the destination's bytes around the data and the source stay as they
 * were.  Each invalid order must be refused with a message. */
#include <criterion/criterion.h>
#include <kiln/ash.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ash_ref.h"

#define MAXLEN 65536
#define GUARD 64
#define PAD (GUARD + 8)

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void)
{
	rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
	return rng;
}

struct bufs {
	uint8_t *src, *src0, *dst, *want, *work;
};

static void fill(uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i += 8) {
		uint64_t v = next();
		memcpy(p + i, &v, n - i < 8 ? n - i : 8);
	}
}

static void describe(char *out, size_t n, const struct ref_step *s, int ns)
{
	out[0] = 0;
	for (int k = 0; k < ns; k++) {
		size_t l = strlen(out);
		snprintf(out + l, n - l, "%s%s", k ? "," : "", ref_names[s[k].kind]);
		if (s[k].kind == REF_XOR) {
			l = strlen(out);
			snprintf(out + l, n - l, "/%zu", s[k].keylen);
		}
	}
}

/* one call: src at alignment sa, dst at da (from 64-byte aligned bases) */
static void check(kl_ash_fn fn, const struct ref_step *s, int ns, struct bufs *b, size_t len, int sa, int da,
		  const char *name)
{
	uint8_t *src = b->src + PAD + sa, *dst = b->dst + PAD + da, *want = b->want + PAD + da;
	size_t span = len + 2 * PAD; /* the data and a guard of at least GUARD bytes on each side */
	fill(b->src, span);
	memcpy(b->src0, b->src, span);
	fill(b->dst, span);
	memcpy(b->want, b->dst, span);
	uint64_t want_r = ref_run(s, ns, want, src, b->work, len);
	uint64_t got_r = fn(dst, src, len);
	cr_assert_eq(got_r, want_r, "%s: len %zu, src+%d dst+%d: result 0x%llx, want 0x%llx", name, len, sa, da,
		     (unsigned long long)got_r, (unsigned long long)want_r);
	for (size_t i = 0; i < span; i++)
		if (b->dst[i] != b->want[i])
			cr_assert_fail("%s: len %zu, src+%d dst+%d: dst byte %ld is 0x%02x, want 0x%02x", name, len, sa, da,
				       (long)i - (PAD + da), b->dst[i], b->want[i]);
	cr_assert(memcmp(b->src, b->src0, span) == 0, "%s: len %zu: src was written", name, len);
}

static void run_pipeline(const struct ref_step *s, int ns, struct bufs *b, int index)
{
	char name[128];
	describe(name, sizeof name, s, ns);
	kl_ash *a = kl_ash_new();
	cr_assert(a);
	for (int k = 0; k < ns; k++) {
		switch (s[k].kind) {
		case REF_COPY: kl_ash_copy(a); break;
		case REF_CKSUM: kl_ash_cksum(a); break;
		case REF_SWAP16: kl_ash_swap16(a); break;
		case REF_SWAP32: kl_ash_swap32(a); break;
		case REF_XOR: kl_ash_xor(a, s[k].key, s[k].keylen); break;
		}
	}
	kl_ash_fn fn = kl_ash_build(a);
	if (!ref_valid(s, ns)) {
		cr_assert_null(fn, "%s: built, but it cannot be combined", name);
		cr_assert(kl_ash_error(a) && strlen(kl_ash_errmsg(a)) > 10, "%s: no message", name);
		kl_ash_delete(a);
		return;
	}
	cr_assert_not_null(fn, "%s: %s", name, kl_ash_errmsg(a));
	for (size_t len = 0; len <= 2048; len++)
		check(fn, s, ns, b, len, (int)(len % 8), (int)((len / 8 + (size_t)index) % 8), name);
	for (size_t len = 0; len <= 64; len++)
		for (int sa = 0; sa < 8; sa++)
			for (int da = 0; da < 8; da++)
				check(fn, s, ns, b, len, sa, da, name);
	size_t big[] = {MAXLEN, MAXLEN - 1, 65535 - 7, next() % (MAXLEN + 1), next() % (MAXLEN + 1),
			next() % (MAXLEN + 1)};
	for (size_t k = 0; k < sizeof big / sizeof big[0]; k++)
		check(fn, s, ns, b, big[k], (int)(next() % 8), (int)(next() % 8), name);
	/* in place */
	if (ns && s[ns - 1].kind == REF_COPY) {
		size_t len = 1000 + (size_t)index;
		uint8_t *p = b->src + PAD + 3;
		fill(b->src, len + 2 * PAD);
		uint64_t want_r = ref_run(s, ns, b->want, p, b->work, len);
		uint64_t got_r = fn(p, p, len);
		cr_assert_eq(got_r, want_r, "%s: in place: result", name);
		cr_assert(memcmp(p, b->want, len) == 0, "%s: in place: data", name);
	}
	kl_ash_free(fn);
	kl_ash_delete(a);
}

/* every ordered selection of distinct built-in steps that starts with `first` */
static int count;
static void each(struct ref_step *s, int ns, unsigned used, struct bufs *b)
{
	if (ns > 0) {
		run_pipeline(s, ns, b, count++);
	}
	if (ns == REF_NKINDS) /* every kind used (and what lets gcc -O3 see s[ns] in bounds) */
		return;
	for (int k = 0; k < REF_NKINDS; k++) {
		if (used & (1u << k))
			continue;
		s[ns].kind = k;
		static const size_t lens[] = {1, 2, 4, 8};
		s[ns].keylen = lens[count % 4];
		for (int i = 0; i < 8; i++)
			s[ns].key[i] = (uint8_t)next();
		each(s, ns + 1, used | 1u << k, b);
	}
}

static void run_first(int first)
{
	struct bufs b;
	size_t n = (MAXLEN + 2 * PAD + 63) & ~(size_t)63; /* aligned_alloc: a multiple of the alignment */
	b.src = aligned_alloc(64, n), b.src0 = malloc(n), b.dst = aligned_alloc(64, n);
	b.want = aligned_alloc(64, n), b.work = malloc(n);
	cr_assert(b.src && b.src0 && b.dst && b.want && b.work);
	struct ref_step s[REF_NKINDS];
	s[0].kind = first;
	s[0].keylen = 8;
	for (int i = 0; i < 8; i++)
		s[0].key[i] = (uint8_t)(0xa5 + 17 * i);
	count = first;
	each(s, 1, 1u << first, &b);
	free(b.src), free(b.src0), free(b.dst), free(b.want), free(b.work);
}

Test(ash_steps, first_copy) { run_first(REF_COPY); }
Test(ash_steps, first_cksum) { run_first(REF_CKSUM); }
Test(ash_steps, first_swap16) { run_first(REF_SWAP16); }
Test(ash_steps, first_swap32) { run_first(REF_SWAP32); }
Test(ash_steps, first_xor) { run_first(REF_XOR); }
