/* tests/lang/salsa20_ref.h -- the C reference Salsa20 of the language tests (salsa20_ref.c). */
#ifndef SALSA20_REF_H
#define SALSA20_REF_H
#include <stddef.h>
#include <stdint.h>

struct ref_ctx { uint32_t in[16]; };
void ref_keysetup(struct ref_ctx *c, const uint8_t *k, unsigned kbits);
void ref_ivsetup(struct ref_ctx *c, const uint8_t *iv);
/* m NULL: the keystream */
void ref_encrypt(struct ref_ctx *c, const uint8_t *m, uint8_t *out, size_t n);
#endif
