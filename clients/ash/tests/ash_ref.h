/* ash_ref.h -- the plain C steps the ash tests compare against: each step a separate pass. */
#ifndef ASH_REF_H
#define ASH_REF_H

#include <stddef.h>
#include <stdint.h>

enum ref_kind { REF_COPY, REF_CKSUM, REF_SWAP16, REF_SWAP32, REF_XOR, REF_NKINDS };
struct ref_step {
	int kind;
	uint8_t key[8];
	size_t keylen;
};
extern const char *const ref_names[REF_NKINDS];

uint16_t ref_cksum(const uint8_t *p, size_t len);
void ref_swap16(uint8_t *p, size_t len);
void ref_swap32(uint8_t *p, size_t len);
void ref_xor(uint8_t *p, size_t len, const uint8_t *key, size_t keylen);
/* Run the steps in order over a working copy of src (work: len bytes); copy stores into dst.
 * Returns the checksum, or 0 without one. */
uint64_t ref_run(const struct ref_step *s, int n, uint8_t *dst, const uint8_t *src, uint8_t *work, size_t len);
/* Whether kl_ash_build accepts the pipeline: each changing step is followed by a copy or a cksum,
 * at most one of each. */
int ref_valid(const struct ref_step *s, int n);

#endif
