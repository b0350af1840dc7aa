/* random.c -- every kernel of cases.c's table on its random cases (lengths 0..4,096, odd
 * alignments, in place) against its oracles: the plain C reference, OpenSSL where it links, and
 * OpenSSL's recorded answers (KERNELS_VECTORS, the vector file) where it does not. */
#include <criterion/criterion.h>
#include <stdlib.h>
#include <string.h>

#include "cases.h"

static struct kvec *vectors;

static void load_vectors(void)
{
	const char *path = getenv("KERNELS_VECTORS");
	if (!path || !*path)
		return;
	char err[256];
	vectors = kvec_load(path, err, sizeof err);
	cr_assert(vectors, "the vector file: %s", err);
}

static void first_diff(const char *kernel, const char *oracle, unsigned i, const struct kcase *c,
		       const unsigned char *got, const unsigned char *want)
{
	for (size_t b = 0; b < c->len; b++)
		cr_assert(got[b] == want[b],
			  "%s case %u (len %zu, in+%u, out+%u%s): byte %zu is %02x, %s says %02x", kernel, i, c->len,
			  c->in_off, c->out_off, c->in_place ? ", in place" : "", b, got[b], oracle, want[b]);
}

static void run_kernel(const struct kernel *k)
{
	static struct kcase c;
	static _Alignas(16) unsigned char inbuf[KCASE_MAXLEN + 2 * KCASE_PAD], outbuf[KCASE_MAXLEN + 2 * KCASE_PAD],
		want[KCASE_MAXLEN];
	int oracles = 0;
	for (unsigned i = 0; i < KCASES; i++) {
		kcase_make(k, i, &c);
		unsigned char *in = inbuf + c.in_off, *out = c.in_place ? in : outbuf + c.out_off;
		memset(outbuf, 0xee, sizeof outbuf);
		memset(inbuf, 0xdd, sizeof inbuf);
		memcpy(in, c.in, c.len);
		int rc = k->kiln(out, in, c.len, c.params);
		cr_assert_eq(rc, 0, "%s case %u (len %zu): returned %d", k->name, i, c.len, rc);
		/* nothing written outside out[0..len) */
		unsigned char *buf = c.in_place ? inbuf : outbuf, fill = c.in_place ? 0xdd : 0xee;
		size_t lo = (size_t)(out - buf);
		for (size_t b = 0; b < sizeof outbuf; b++)
			if (b < lo || b >= lo + c.len)
				cr_assert_eq(buf[b], fill, "%s case %u (len %zu): byte %zd outside out written", k->name, i,
					     c.len, (ssize_t)b - (ssize_t)lo);
		oracles = 0;
		if (k->ref) {
			cr_assert_eq(k->ref(want, c.in, c.len, c.params), 0);
			first_diff(k->name, "the C reference", i, &c, out, want);
			oracles++;
		}
		if (k->openssl) {
			cr_assert_eq(k->openssl(want, c.in, c.len, c.params), 0, "%s case %u: OpenSSL failed", k->name, i);
			first_diff(k->name, "OpenSSL", i, &c, out, want);
			oracles++;
		} else if (k->ossl) {
			size_t n;
			const unsigned char *rec = kvec_find(vectors, k->name, i, &n);
			cr_assert(rec, "%s case %u: OpenSSL does not link here and %s", k->name, i,
				  vectors ? "the vector file has no answer for it" :
					    "KERNELS_VECTORS names no vector file (make check-cross passes the native build's)");
			{
				cr_assert_eq(n, c.len, "%s case %u: the vector file has %zu bytes, the case %zu", k->name, i,
					     n, c.len);
				first_diff(k->name, "OpenSSL (recorded)", i, &c, out, rec);
				oracles++;
			}
		}
		cr_assert(oracles > 0, "%s case %u: no oracle in this build", k->name, i);
	}
	cr_log_info("%s: %d cases, %d oracle(s) each", k->name, KCASES, oracles);
}

Test(random, every_kernel, .init = load_vectors)
{
	for (int k = 0; k < nkernels; k++)
		run_kernel(&kernels[k]);
	kvec_free(vectors);
}
