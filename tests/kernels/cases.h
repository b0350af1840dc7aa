/* cases.h -- the kernels' random cases, one table for every kernel (cases.c): lengths 0..4,096
 * (the edges of a block first), odd alignments of in and out, in place, random keys; and the
 * oracle vector file that carries OpenSSL's answers to builds without it (vecfile in cases.c).
 *
 * A kernel is added with one row in cases.c's table: its kiln function, and its oracles (a plain C
 * reference that runs everywhere, and/or OpenSSL's EVP, native builds only). */
#ifndef KILN_TESTS_KERNELS_CASES_H
#define KILN_TESTS_KERNELS_CASES_H

#include <stddef.h>
#include <stdint.h>

#define KCASES 400        /* random cases per kernel */
#define KCASE_MAXLEN 4096 /* longest message */
#define KCASE_PAD 16      /* room for the odd alignments */

/* one way to compute out from in: kiln's function, a reference or OpenSSL; params is the key,
 * nonce/iv and counter, packed as the row says; 0 on success */
typedef int (*kcipher)(unsigned char *out, const unsigned char *in, size_t len, const unsigned char *params);

struct kernel {
	const char *name;
	size_t nparams;   /* bytes of params: key, then nonce/iv, then anything else */
	size_t unit;      /* lengths are multiples of this (a block cipher in ECB: its block) */
	void (*fit)(unsigned char *params, size_t len); /* make params valid for len (a counter's room); or NULL */
	kcipher kiln;
	kcipher ref;      /* a plain C reference (everywhere), or NULL */
	int ossl;         /* OpenSSL is an oracle: in-process where it links, else its recorded answers */
	kcipher openssl;  /* OpenSSL's EVP where it links (KERNELS_HAVE_OPENSSL), else NULL */
};

extern const struct kernel kernels[];
extern const int nkernels;

struct kcase {
	size_t len;
	unsigned in_off, out_off; /* offsets into 16-byte aligned buffers */
	int in_place;
	unsigned char params[64];
	unsigned char in[KCASE_MAXLEN];
};

/* case i of kernel k: the same bytes in every build and on every target */
void kcase_make(const struct kernel *k, unsigned i, struct kcase *c);

/* The vector file: OpenSSL's outputs for every case of every kernel that has an OpenSSL oracle.
 * kvec_write returns 0 or -1 (errno); kvec_load NULL with a message in err; kvec_find the
 * recorded output of case i of kernel name (its length in *len), or NULL. */
struct kvec;
int kvec_write(const char *path);
struct kvec *kvec_load(const char *path, char *err, size_t errlen);
const unsigned char *kvec_find(const struct kvec *v, const char *name, unsigned i, size_t *len);
void kvec_free(struct kvec *v);

#endif
