/* blocks.h -- the whole-block entry points of the .q sources (clients/kernels/src/NAME.q), as
 * the C wrappers call them, and the byte-order helper they share. */
#ifndef KILN_KERNELS_BLOCKS_H
#define KILN_KERNELS_BLOCKS_H

#include <stdint.h>
#include <string.h>

/* out = in ^ keystream for nblocks 64-byte blocks from the 16-word state st, whose block
 * counter each block advances (ChaCha20: st[12]; Salsa20: st[8..9] as one 64-bit word). */
void kl__chacha20_blocks(unsigned char *out, const unsigned char *in, uint64_t nblocks, uint32_t st[16]);
void kl__salsa20_blocks(unsigned char *out, const unsigned char *in, uint64_t nblocks, uint32_t st[16]);
/* aes128ctr.q: out = in ^ AES(ctr + i) for nblocks 16-byte blocks whose counters differ in byte 15
 * only, two at a time; rk: the 44 round-key words, zero-extended; cc: the run's cached rounds 1
 * and 2; te: the eight tables, 64-bit entries (four T-tables, four for the last round; aes128ctr.c) */
void kl__aes128ctr_blocks(unsigned char *out, const unsigned char *in, uint64_t nblocks, const uint64_t rk[44],
			  const uint64_t cc[8], const uint64_t te[8 * 256]);
/* rectangle80.q: n8 runs of eight 8-byte blocks encrypted under the sliced round keys kw
 * (26 rounds x 4 rows, rectangle80.c) */
void kl__rectangle80_blocks8(unsigned char *out, const unsigned char *in, uint64_t n8, const uint64_t kw[26 * 4]);

static inline uint32_t kl__le32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* A 64-byte-block function of the .q sources called on nblocks whole blocks.  The .q code loads and
 * stores 4- or 8-byte words at any address: x86-64 and AArch64 do that in hardware, but RISC-V may
 * trap on a misaligned word (Linux then emulates it, at a great cost per access), so there words
 * that are not 4-byte aligned go through an aligned buffer, eight blocks at a time. */
typedef void kl__blockfn(unsigned char *out, const unsigned char *in, uint64_t nblocks, uint32_t st[16]);

static inline void kl__run_blocks(kl__blockfn *f, unsigned char *out, const unsigned char *in, uint64_t nblocks,
				  uint32_t st[16])
{
#if defined(__riscv)
	if (((uintptr_t)out | (uintptr_t)in) & 3) {
		_Alignas(8) unsigned char b[8 * 64];
		while (nblocks) {
			uint64_t k = nblocks < 8 ? nblocks : 8;
			memcpy(b, in, 64 * k);
			f(b, b, k, st);
			memcpy(out, b, 64 * k);
			in += 64 * k, out += 64 * k, nblocks -= k;
		}
		return;
	}
#endif
	f(out, in, nblocks, st);
}

#endif
