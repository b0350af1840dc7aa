/* bytes.c -- a growable byte string with little-endian and LEB128 writers, for the ELF and
 * DWARF builders. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void kl__bytes_put(struct kl__bytes *b, const void *src, size_t n)
{
	if (b->oom)
		return;
	if (b->n + n > b->cap) {
		size_t cap = b->cap ? b->cap : 256;
		while (cap < b->n + n)
			cap *= 2;
		uint8_t *p = realloc(b->p, cap);
		if (!p) {
			b->oom = 1;
			return;
		}
		b->p = p;
		b->cap = cap;
	}
	memcpy(b->p + b->n, src, n);
	b->n += n;
}

void kl__bytes_u8(struct kl__bytes *b, unsigned v)
{
	uint8_t x = (uint8_t)v;
	kl__bytes_put(b, &x, 1);
}

void kl__bytes_u16(struct kl__bytes *b, unsigned v)
{
	uint8_t x[2] = {(uint8_t)v, (uint8_t)(v >> 8)};
	kl__bytes_put(b, x, 2);
}

void kl__bytes_u32(struct kl__bytes *b, uint32_t v)
{
	uint8_t x[4];
	for (int k = 0; k < 4; k++)
		x[k] = (uint8_t)(v >> 8 * k);
	kl__bytes_put(b, x, 4);
}

void kl__bytes_u64(struct kl__bytes *b, uint64_t v)
{
	kl__bytes_u32(b, (uint32_t)v);
	kl__bytes_u32(b, (uint32_t)(v >> 32));
}

void kl__bytes_uleb(struct kl__bytes *b, uint64_t v)
{
	do {
		unsigned byte = v & 0x7f;
		v >>= 7;
		kl__bytes_u8(b, byte | (v ? 0x80 : 0));
	} while (v);
}

void kl__bytes_sleb(struct kl__bytes *b, int64_t v)
{
	for (;;) {
		unsigned byte = (unsigned)v & 0x7f;
		v >>= 7; /* arithmetic: gcc and clang keep the sign */
		int done = (v == 0 && !(byte & 0x40)) || (v == -1 && (byte & 0x40));
		kl__bytes_u8(b, byte | (done ? 0 : 0x80));
		if (done)
			return;
	}
}

void kl__bytes_str(struct kl__bytes *b, const char *s) { kl__bytes_put(b, s, strlen(s) + 1); }

void kl__bytes_align(struct kl__bytes *b, size_t a)
{
	while (!b->oom && b->n % a)
		kl__bytes_u8(b, 0);
}

void kl__bytes_patch32(struct kl__bytes *b, size_t at, uint32_t v)
{
	if (b->oom || at + 4 > b->n)
		return;
	for (int k = 0; k < 4; k++)
		b->p[at + k] = (uint8_t)(v >> 8 * k);
}
