/* ash_c.h -- the C side of bench/ash: separate passes and hand-integrated loops, one object per
 * compiler (ash_c.c is compiled by the build's compiler and, where there is one, by the other of
 * gcc and clang; SUFFIX names the copy). */
#ifndef ASH_C_H
#define ASH_C_H

#include <stddef.h>
#include <stdint.h>

struct ash_c {
	const char *compiler; /* "gcc 12.2.0" ... */
	/* one pass each, over a buffer */
	uint16_t (*cksum)(const void *p, size_t len);
	void (*swap32)(void *p, size_t len);
	/* hand-integrated: one loop; 64-bit words (carry by comparison, gcc and clang make it add/adc)
	 * and 32-bit words into a 64-bit sum (the paper's era) */
	uint16_t (*copy_cksum64)(void *dst, const void *src, size_t len);
	uint16_t (*copy_cksum_swap64)(void *dst, const void *src, size_t len);
	uint16_t (*copy_cksum32)(void *dst, const void *src, size_t len);
	uint16_t (*copy_cksum_swap32)(void *dst, const void *src, size_t len);
};
extern const struct ash_c ash_c_cc, ash_c_other;

#endif
