/* cases.c -- the table of kernels, their deterministic random cases and the oracle vector file
 * (cases.h).  OpenSSL's oracles (openssl.c) are compiled where OpenSSL links. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cases.h"
#include "kiln/kernels.h"
#include "ref.h"
#include "aes_ref.h"
#include "rectangle_ref.h"

#ifdef KERNELS_HAVE_OPENSSL
int ossl_chacha20(unsigned char *out, const unsigned char *in, size_t len, const unsigned char *p);
int ossl_aes128ctr(unsigned char *out, const unsigned char *in, size_t len, const unsigned char *p);
#define OSSL(f) f
#else
#define OSSL(f) NULL
#endif

/* ---- the kernels: params layouts and adaptors ---- */

/* chacha20: key 32, nonce 12, counter 4 (little-endian) */
static uint32_t get32(const unsigned char *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static void put32(unsigned char *p, uint32_t v) { p[0] = (unsigned char)v, p[1] = (unsigned char)(v >> 8), p[2] = (unsigned char)(v >> 16), p[3] = (unsigned char)(v >> 24); }

static void chacha20_fit(unsigned char *p, size_t len)
{
	/* the blocks must fit below 2^32; some cases end exactly at the counter's last block */
	uint64_t blocks = (len + 63) / 64, c = get32(p + 44);
	if (c + blocks > ((uint64_t)1 << 32))
		put32(p + 44, (uint32_t)(((uint64_t)1 << 32) - blocks));
}
static int kiln_chacha20(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *p)
{
	return kiln_chacha20_xor(o, i, n, p, p + 32, get32(p + 44));
}
static int ref_chacha20(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *p)
{
	ref_chacha20_xor(o, i, n, p, p + 32, get32(p + 44));
	return 0;
}

/* salsa20: key 32, nonce 8 */
static int kiln_salsa20(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *p)
{
	return kiln_salsa20_xor(o, i, n, p, p + 32);
}
static int ref_salsa20(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *p)
{
	ref_salsa20_xor(o, i, n, p, p + 32);
	return 0;
}

/* aes128ctr: key 16, iv 16; fit: some of the counters at their end (cases i % 7 == 3 set the
 * iv's last 4 bytes to ff) carry into every byte and wrap the whole 128 bits */
static void aes128ctr_fit(unsigned char *p, size_t len)
{
	(void)len;
	if (p[28] == 0xff && p[29] == 0xff && p[30] == 0xff && p[31] == 0xff && p[0] % 2)
		memset(p + 16, 0xff, 12);
}
static int kiln_aes128ctr(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *p)
{
	return kiln_aes128ctr_xor(o, i, n, p, p + 16);
}
static int ref_aes128ctr(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *p)
{
	ref_aes128ctr_xor(o, i, n, p, p + 16);
	return 0;
}

/* rectangle80: key 10; lengths in whole 8-byte blocks */
static int kiln_rectangle80(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *p)
{
	return kiln_rectangle80_encrypt(o, i, n / 8, p);
}
static int ref_rectangle80(unsigned char *o, const unsigned char *i, size_t n, const unsigned char *p)
{
	rect80_ref_encrypt(o, i, n / 8, p);
	return 0;
}

/* ---- one row a kernel ---- */
const struct kernel kernels[] = {
	/* name, params, unit, fit, kiln, C reference, OpenSSL oracle?, OpenSSL */
	{"chacha20", 48, 1, chacha20_fit, kiln_chacha20, ref_chacha20, 1, OSSL(ossl_chacha20)},
	{"salsa20", 40, 1, NULL, kiln_salsa20, ref_salsa20, 0, NULL},
	{"aes128ctr", 32, 1, aes128ctr_fit, kiln_aes128ctr, ref_aes128ctr, 1, OSSL(ossl_aes128ctr)},
	{"rectangle80", 10, 8, NULL, kiln_rectangle80, ref_rectangle80, 0, NULL},
};
const int nkernels = sizeof kernels / sizeof kernels[0];

/* ---- cases ---- */

static uint64_t mix(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

void kcase_make(const struct kernel *k, unsigned i, struct kcase *c)
{
	/* the edges of a 64-byte block and of a long message first, then random lengths */
	static const size_t edges[] = {0, 1, 7, 8, 15, 16, 63, 64, 65, 127, 128, 129, 575, 576, 577, 4095, 4096};
	const unsigned nedges = sizeof edges / sizeof edges[0];
	uint64_t s = 0x6b65726e656c73ull ^ i;
	for (const char *n = k->name; *n; n++)
		s = s * 131 + (unsigned char)*n;
	c->len = i < nedges ? edges[i] : mix(&s) % (KCASE_MAXLEN + 1);
	c->len -= c->len % k->unit;
	c->in_off = (unsigned)(mix(&s) % KCASE_PAD);
	c->out_off = (unsigned)(mix(&s) % KCASE_PAD);
	c->in_place = mix(&s) % 4 == 0;
	for (size_t b = 0; b < sizeof c->params; b++)
		c->params[b] = (unsigned char)mix(&s);
	if (i % 7 == 3 && k->fit) /* counters at their end */
		memset(c->params + k->nparams - 4, 0xff, 4);
	if (k->fit)
		k->fit(c->params, c->len);
	for (size_t b = 0; b < c->len; b++)
		c->in[b] = (unsigned char)mix(&s);
}

/* ---- the vector file: "KLKV1\n", then per record: name length (1 byte), name, case index and
 * length (4 bytes little-endian each), the output bytes ---- */

struct krec {
	char name[32];
	unsigned i;
	size_t len;
	unsigned char *out;
};
struct kvec {
	struct krec *r;
	size_t n;
};

int kvec_write(const char *path)
{
	FILE *f = fopen(path, "wb");
	if (!f)
		return -1;
	static struct kcase c;
	static unsigned char out[KCASE_MAXLEN];
	fputs("KLKV1\n", f);
	for (int k = 0; k < nkernels; k++) {
		if (!kernels[k].openssl)
			continue;
		for (unsigned i = 0; i < KCASES; i++) {
			kcase_make(&kernels[k], i, &c);
			if (kernels[k].openssl(out, c.in, c.len, c.params) != 0) {
				fclose(f);
				errno = EIO;
				return -1;
			}
			unsigned char h[9];
			h[0] = (unsigned char)strlen(kernels[k].name);
			put32(h + 1, i), put32(h + 5, (uint32_t)c.len);
			fwrite(h, 1, 1, f), fputs(kernels[k].name, f), fwrite(h + 1, 1, 8, f), fwrite(out, 1, c.len, f);
		}
	}
	int bad = ferror(f);
	return fclose(f) == 0 && !bad ? 0 : -1;
}

struct kvec *kvec_load(const char *path, char *err, size_t errlen)
{
	FILE *f = fopen(path, "rb");
	if (!f) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return NULL;
	}
	struct kvec *v = calloc(1, sizeof *v);
	char magic[6];
	if (!v || fread(magic, 1, 6, f) != 6 || memcmp(magic, "KLKV1\n", 6) != 0) {
		snprintf(err, errlen, "%s: not a kernels vector file", path);
		goto fail;
	}
	for (;;) {
		unsigned char h[9];
		size_t got = fread(h, 1, 1, f);
		if (got == 0)
			break;
		struct krec r = {{0}, 0, 0, NULL};
		if (h[0] == 0 || h[0] >= sizeof r.name || fread(r.name, 1, h[0], f) != h[0] || fread(h + 1, 1, 8, f) != 8 ||
		    get32(h + 5) > KCASE_MAXLEN) {
			snprintf(err, errlen, "%s: record %zu is cut short or malformed", path, v->n);
			goto fail;
		}
		r.i = get32(h + 1), r.len = get32(h + 5);
		r.out = malloc(r.len ? r.len : 1);
		struct krec *nr = r.out ? realloc(v->r, (v->n + 1) * sizeof *nr) : NULL;
		if (!nr) {
			free(r.out);
			snprintf(err, errlen, "%s: out of memory", path);
			goto fail;
		}
		v->r = nr;
		if (fread(r.out, 1, r.len, f) != r.len) {
			free(r.out);
			snprintf(err, errlen, "%s: record %zu is cut short", path, v->n);
			goto fail;
		}
		v->r[v->n++] = r;
	}
	fclose(f);
	return v;
fail:
	fclose(f);
	kvec_free(v);
	return NULL;
}

const unsigned char *kvec_find(const struct kvec *v, const char *name, unsigned i, size_t *len)
{
	for (size_t k = 0; v && k < v->n; k++)
		if (v->r[k].i == i && strcmp(v->r[k].name, name) == 0) {
			*len = v->r[k].len;
			return v->r[k].out;
		}
	return NULL;
}

void kvec_free(struct kvec *v)
{
	if (!v)
		return;
	for (size_t k = 0; k < v->n; k++)
		free(v->r[k].out);
	free(v->r);
	free(v);
}
