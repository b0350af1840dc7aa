/* bench/sched/ref/ace.c -- the ACE permutation (Aagaard, AlTawy, Gong, Mandal, Rohit: ACE, a
 * NIST lightweight cryptography round-2 candidate) in plain C, m-sliced as the kernel: the 320-bit
 * state as ten 32-bit halves, st[2w] the high and st[2w+1] the low half of word w of A..E. */
#include "ref.h"

/* per step: rc0, rc1, rc2 (the three SB-64 boxes), sc0, sc1, sc2 (the step's additions) */
static const uint8_t ace_constants[16][6] = {
	{0x07, 0x53, 0x43, 0x50, 0x28, 0x14}, {0x0a, 0x5d, 0xe4, 0x5c, 0xae, 0x57}, {0x9b, 0x49, 0x5e, 0x91, 0x48, 0x24},
	{0xe0, 0x7f, 0xcc, 0x8d, 0xc6, 0x63}, {0xd1, 0xbe, 0x32, 0x53, 0xa9, 0x54}, {0x1a, 0x1d, 0x4e, 0x60, 0x30, 0x18},
	{0x22, 0x28, 0x75, 0x68, 0x34, 0x9a}, {0xf7, 0x6c, 0x25, 0xe1, 0x70, 0x38}, {0x62, 0x82, 0xfd, 0xf6, 0x7b, 0xbd},
	{0x96, 0x47, 0xf9, 0x9d, 0xce, 0x67}, {0x71, 0x6b, 0x76, 0x40, 0x20, 0x10}, {0xaa, 0x88, 0xa0, 0x4f, 0x27, 0x13},
	{0x2b, 0xdc, 0xb0, 0xbe, 0x5f, 0x2f}, {0xe9, 0x8b, 0x09, 0x5b, 0xad, 0xd6}, {0xcf, 0x59, 0x1e, 0xe9, 0x74, 0xba},
	{0xb7, 0xc6, 0xad, 0x7f, 0x3f, 0x1f},
};

#define ROTL32(x, n) (((x) << (n)) | ((x) >> (32 - (n))))

/* the simeck box SB-64: eight unkeyed Simeck rounds, round j adding bit j of rc */
static inline void simeck_box(uint32_t *hi, uint32_t *lo, uint8_t rc)
{
	uint32_t x = *hi, y = *lo;
	for (int j = 0; j < 8; j++) {
		uint32_t t = x;
		x = ((ROTL32(x, 5) & x) ^ ROTL32(x, 1)) ^ y ^ (0xfffffffeu | ((rc >> j) & 1));
		y = t;
	}
	*hi = x, *lo = y;
}

void REF(ace_permutation)(uint32_t st[10])
{
	uint32_t ah = st[0], al = st[1], bh = st[2], bl = st[3], ch = st[4], cl = st[5], dh = st[6], dl = st[7],
		 eh = st[8], el = st[9];
	for (int s = 0; s < 16; s++) {
		const uint8_t *k = ace_constants[s];
		simeck_box(&ah, &al, k[0]);
		simeck_box(&ch, &cl, k[1]);
		simeck_box(&eh, &el, k[2]);
		/* B ^= C + (1..1 || SC0), D ^= E + (1..1 || SC1), E ^= A + (1..1 || SC2) */
		bh ^= ch ^ 0xffffffffu, bl ^= cl ^ (0xffffff00u | k[3]);
		dh ^= eh ^ 0xffffffffu, dl ^= el ^ (0xffffff00u | k[4]);
		eh ^= ah ^ 0xffffffffu, el ^= al ^ (0xffffff00u | k[5]);
		/* (A, B, C, D, E) <- (D, C, A, E, B) */
		uint32_t th = ah, tl = al;
		ah = dh, al = dl;
		dh = eh, dl = el;
		eh = bh, el = bl;
		bh = ch, bl = cl;
		ch = th, cl = tl;
	}
	st[0] = ah, st[1] = al, st[2] = bh, st[3] = bl, st[4] = ch, st[5] = cl, st[6] = dh, st[7] = dl, st[8] = eh,
	st[9] = el;
}
