/* openssl.c -- OpenSSL's EVP ciphers as the oracles of the kernels' tests (native builds: the
 * cross builds read their answers from the vector file, cases.h). */
#include <openssl/evp.h>

#include "cases.h"

static int evp(const EVP_CIPHER *ci, unsigned char *out, const unsigned char *in, size_t len,
	       const unsigned char *key, const unsigned char *iv)
{
	EVP_CIPHER_CTX *x = EVP_CIPHER_CTX_new();
	int ok = x && EVP_EncryptInit_ex(x, ci, NULL, key, iv) == 1;
	int n = 0, m = 0;
	if (ok && len)
		ok = EVP_EncryptUpdate(x, out, &n, in, (int)len) == 1;
	if (ok)
		ok = EVP_EncryptFinal_ex(x, out + n, &m) == 1 && (size_t)(n + m) == len;
	EVP_CIPHER_CTX_free(x);
	return ok ? 0 : -1;
}

/* params: key 32, nonce 12, counter 4; OpenSSL's 16-byte IV is counter || nonce */
int ossl_chacha20(unsigned char *out, const unsigned char *in, size_t len, const unsigned char *p)
{
	unsigned char iv[16];
	for (int b = 0; b < 4; b++)
		iv[b] = p[44 + b];
	for (int b = 0; b < 12; b++)
		iv[4 + b] = p[32 + b];
	return evp(EVP_chacha20(), out, in, len, p, iv);
}

/* params: key 16, iv 16 (the 128-bit big-endian counter block) */
int ossl_aes128ctr(unsigned char *out, const unsigned char *in, size_t len, const unsigned char *p)
{
	return evp(EVP_aes_128_ctr(), out, in, len, p, p + 16);
}
