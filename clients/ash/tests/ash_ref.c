/* ash_ref.c -- plain C steps, one pass each, written from RFC 1071 and the step definitions in
 * <kiln/ash.h> (not from the generated code's structure). */
#include "ash_ref.h"

#include <string.h>

const char *const ref_names[REF_NKINDS] = {"copy", "cksum", "swap16", "swap32", "xor"};

uint16_t ref_cksum(const uint8_t *p, size_t len)
{
	uint64_t sum = 0;
	size_t i;
	for (i = 0; i + 1 < len; i += 2) {
		uint16_t v;
		memcpy(&v, p + i, 2);
		sum += v;
	}
	if (i < len) { /* pad with a zero byte */
		uint8_t last[2] = {p[i], 0};
		uint16_t v;
		memcpy(&v, last, 2);
		sum += v;
	}
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return (uint16_t)~sum;
}

void ref_swap16(uint8_t *p, size_t len)
{
	for (size_t i = 0; i + 2 <= len; i += 2) {
		uint8_t t = p[i];
		p[i] = p[i + 1];
		p[i + 1] = t;
	}
}

void ref_swap32(uint8_t *p, size_t len)
{
	for (size_t i = 0; i + 4 <= len; i += 4) {
		uint8_t t0 = p[i], t1 = p[i + 1];
		p[i] = p[i + 3];
		p[i + 1] = p[i + 2];
		p[i + 2] = t1;
		p[i + 3] = t0;
	}
}

void ref_xor(uint8_t *p, size_t len, const uint8_t *key, size_t keylen)
{
	for (size_t i = 0; i < len; i++)
		p[i] ^= key[i % keylen];
}

uint64_t ref_run(const struct ref_step *s, int n, uint8_t *dst, const uint8_t *src, uint8_t *work, size_t len)
{
	uint64_t result = 0;
	if (len)
		memcpy(work, src, len);
	for (int k = 0; k < n; k++) {
		switch (s[k].kind) {
		case REF_COPY:
			if (len)
				memcpy(dst, work, len);
			break;
		case REF_CKSUM: result = ref_cksum(work, len); break;
		case REF_SWAP16: ref_swap16(work, len); break;
		case REF_SWAP32: ref_swap32(work, len); break;
		case REF_XOR: ref_xor(work, len, s[k].key, s[k].keylen); break;
		}
	}
	return result;
}

int ref_valid(const struct ref_step *s, int n)
{
	int copies = 0, sums = 0;
	for (int k = 0; k < n; k++) {
		copies += s[k].kind == REF_COPY;
		sums += s[k].kind == REF_CKSUM;
		if (s[k].kind == REF_SWAP16 || s[k].kind == REF_SWAP32 || s[k].kind == REF_XOR) {
			int seen = 0;
			for (int j = k + 1; j < n; j++)
				seen |= s[j].kind == REF_COPY || s[j].kind == REF_CKSUM;
			if (!seen)
				return 0;
		}
	}
	return n > 0 && copies <= 1 && sums <= 1;
}
