/* ash_c.c -- the C routines bench/ash measures kiln against: a checksum pass and a byte-swap pass
 * (after glibc's memcpy: the separate, modular way), and hand-integrated copy loops, written as a
 * careful C programmer would: word at a time, unaligned loads through memcpy, the checksum's
 * carries kept.  The checksum is RFC 1071's over host-order 16-bit words, as kl_ash_cksum's. */
#include "ash_c.h"

#include <string.h>

#ifndef SUFFIX
#define SUFFIX cc
#endif
#define CAT_(a, b) a##_##b
#define CAT(a, b) CAT_(a, b)
#define NAME(n) CAT(n, SUFFIX)

static inline uint64_t ld64(const uint8_t *p)
{
	uint64_t w;
	memcpy(&w, p, 8);
	return w;
}
static inline uint32_t ld32(const uint8_t *p)
{
	uint32_t w;
	memcpy(&w, p, 4);
	return w;
}
/* the last len % 8 (or % 4) bytes, zero-padded: their 16-bit lanes start at even offsets */
static inline uint64_t tail(const uint8_t *p, size_t n)
{
	uint64_t w = 0;
	memcpy(&w, p, n);
	return w;
}
static inline uint16_t fold(uint64_t s)
{
	s = (s & 0xffffffffu) + (s >> 32);
	s = (s & 0xffff) + (s >> 16);
	s = (s & 0xffff) + (s >> 16);
	s = (s & 0xffff) + (s >> 16);
	return (uint16_t)~s;
}
static inline uint64_t swap32x2(uint64_t w)
{
	w = __builtin_bswap64(w);
	return w >> 32 | w << 32;
}

static uint16_t NAME(cksum)(const void *vp, size_t len)
{
	const uint8_t *p = vp;
	uint64_t s = 0;
	size_t i = 0;
	for (; i + 8 <= len; i += 8) {
		uint64_t w = ld64(p + i);
		s += w;
		s += s < w;
	}
	uint64_t w = tail(p + i, len - i);
	s += w;
	s += s < w;
	return fold(s);
}

static void NAME(swap32)(void *vp, size_t len)
{
	uint8_t *p = vp;
	size_t i = 0;
	for (; i + 8 <= len; i += 8) {
		uint64_t w = swap32x2(ld64(p + i));
		memcpy(p + i, &w, 8);
	}
	if (len - i >= 4) {
		uint32_t w = __builtin_bswap32(ld32(p + i));
		memcpy(p + i, &w, 4);
	}
}

static uint16_t NAME(copy_cksum64)(void *vd, const void *vs, size_t len)
{
	uint8_t *d = vd;
	const uint8_t *p = vs;
	uint64_t s = 0;
	size_t i = 0;
	for (; i + 8 <= len; i += 8) {
		uint64_t w = ld64(p + i);
		s += w;
		s += s < w;
		memcpy(d + i, &w, 8);
	}
	uint64_t w = tail(p + i, len - i);
	s += w;
	s += s < w;
	memcpy(d + i, &w, len - i);
	return fold(s);
}

static uint16_t NAME(copy_cksum_swap64)(void *vd, const void *vs, size_t len)
{
	uint8_t *d = vd;
	const uint8_t *p = vs;
	uint64_t s = 0;
	size_t i = 0;
	for (; i + 8 <= len; i += 8) {
		uint64_t w = ld64(p + i);
		s += w;
		s += s < w;
		w = swap32x2(w);
		memcpy(d + i, &w, 8);
	}
	uint64_t w = tail(p + i, len - i);
	s += w;
	s += s < w;
	if (len - i >= 4)
		w = (w & ~0xffffffffull) | __builtin_bswap32((uint32_t)w);
	memcpy(d + i, &w, len - i);
	return fold(s);
}

static uint16_t NAME(copy_cksum32)(void *vd, const void *vs, size_t len)
{
	uint8_t *d = vd;
	const uint8_t *p = vs;
	uint64_t s = 0;
	size_t i = 0;
	for (; i + 4 <= len; i += 4) {
		uint32_t w = ld32(p + i);
		s += w;
		memcpy(d + i, &w, 4);
	}
	uint64_t w = tail(p + i, len - i);
	s += w;
	memcpy(d + i, &w, len - i);
	return fold(s);
}

static uint16_t NAME(copy_cksum_swap32)(void *vd, const void *vs, size_t len)
{
	uint8_t *d = vd;
	const uint8_t *p = vs;
	uint64_t s = 0;
	size_t i = 0;
	for (; i + 4 <= len; i += 4) {
		uint32_t w = ld32(p + i);
		s += w;
		w = __builtin_bswap32(w);
		memcpy(d + i, &w, 4);
	}
	uint64_t w = tail(p + i, len - i);
	s += w;
	memcpy(d + i, &w, len - i);
	return fold(s);
}

#define STR_(x) #x
#define STR(x) STR_(x)
#ifdef __clang__
#define COMPILER "clang " STR(__clang_major__) "." STR(__clang_minor__) "." STR(__clang_patchlevel__)
#else
#define COMPILER "gcc " STR(__GNUC__) "." STR(__GNUC_MINOR__) "." STR(__GNUC_PATCHLEVEL__)
#endif

const struct ash_c NAME(ash_c) = {COMPILER,
				  NAME(cksum),
				  NAME(swap32),
				  NAME(copy_cksum64),
				  NAME(copy_cksum_swap64),
				  NAME(copy_cksum32),
				  NAME(copy_cksum_swap32)};
