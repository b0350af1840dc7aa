/* kiln/ash.h -- data-touching steps (copy, Internet checksum, byte swaps, XOR with a key, client
 * steps) composed at run time into one loop over the data (the seed paper's ASH, §4.3).
 *
 *   kl_ash *a = kl_ash_new();
 *   kl_ash_cksum(a);                 // the checksum of the data as it arrives
 *   kl_ash_swap32(a);                // then swap the bytes of each 32-bit word
 *   kl_ash_copy(a);                  // and store the result in dst
 *   kl_ash_fn fn = kl_ash_build(a);  // NULL on error: kl_ash_errmsg(a) says why
 *   uint64_t ck = fn(dst, src, len); // one pass over the data
 *   kl_ash_free(fn);
 *   kl_ash_delete(a);
 *
 * The data flows through the steps in the order they were added.  A step that changes the data
 * (swap16, swap32, xor) changes it for the steps after it; copy stores it, as the steps before
 * left it, at the same offset in dst; cksum adds it to the checksum as it is at that point.  src
 * is never written (unless dst == src: a pipeline may work in place; other overlaps are
 * undefined, as for memcpy).  Any length and any alignment of either pointer.
 */
#ifndef KILN_ASH_H
#define KILN_ASH_H

#include <kiln.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct kl_ash kl_ash;
/* The built loop: returns the result of the pipeline's result step (the checksum), or 0. */
typedef uint64_t (*kl_ash_fn)(void *dst, const void *src, size_t len);

kl_ash *kl_ash_new(void);
void kl_ash_delete(kl_ash *a);

/* The built-in steps.  Each returns 0, or an error code (kiln's KL_ERR_*) that is also sticky on
 * the pipeline (kl_ash_build then fails with the first message). */
int kl_ash_copy(kl_ash *a);   /* store the data in dst */
int kl_ash_cksum(kl_ash *a);  /* RFC 1071 Internet checksum: the ones' complement of the ones'
			       * complement sum of the 16-bit words, read in host byte order (an odd
			       * last byte is padded with a zero byte), folded as the RFC says.  The
			       * built function returns it (0..0xffff): stored in host order it is the
			       * checksum field's bytes.  Exact for any len below 32 GiB. */
int kl_ash_swap16(kl_ash *a); /* swap the two bytes of each 16-bit word, counted from the start of
			       * the data; an odd last byte is left as it is */
int kl_ash_swap32(kl_ash *a); /* reverse the bytes of each 32-bit word from the start; the last
			       * len % 4 bytes are left as they are */
/* XOR with a key stream: byte i of the data ^= key[i % keylen]; keylen is 1, 2, 4 or 8. */
int kl_ash_xor(kl_ash *a, const void *key, size_t keylen);

/* ---- client steps ----------------------------------------------------------------------------
 * A client step emits kiln instructions for each word of data.  What it sees, per call of word():
 *   w      the word, type ul.  Whole words are 8 bytes loaded from offsets that are multiples of 8
 *          from the start of the data (host byte order).  The last len % 8 bytes come as up to
 *          three pieces, of 4, 2 and 1 bytes in that order (those of them that len % 8 has), each
 *          zero-extended into w: the 4-byte piece starts at a multiple of 8, the 2-byte piece at
 *          an offset that is a multiple of 4, the 1-byte piece at a multiple of 2.
 *   bytes  8 for a whole word, else the piece's size (4, 2, 1); a compile-time fact for the step.
 *   src, dst, off   the word came from src + off; its place in the destination is dst + off
 *          (src and dst are registers of type p; a step may load or store there, not change them).
 *   keep   the step's own registers (nkeep of them, type ul): they keep their values from one
 *          word to the next, from begin() to end().  After the last whole word the pieces
 *          follow, and nothing else: a step may consume its keep registers in the pieces.
 *   scratch nscratch registers (type ul) free for the step's use within one call; shared with
 *          the other steps, so they hold nothing from one call to the next.
 * A step that changes w must keep its bits above 8 * bytes zero.  A step may not use registers
 * it did not get here (no kl_getreg: the loop's registers are all taken by the builder), nor
 * branch out of the code it emits; labels of its own are fine.  word() is called several times
 * for the same kind of word (the main loop is unrolled): each call emits code for one word.
 * begin() is emitted once before the loop, end() once after it; either may be NULL. */
#define KL_ASH_MAXREGS 4
struct kl_ash_word {
	kl_reg w;
	int bytes;
	kl_reg src, dst;
	int off;
	const kl_reg *keep;
	const kl_reg *scratch;
};
/* step flags */
#define KL_ASH_CHANGES 1u /* the step changes w (later steps see the change) */
#define KL_ASH_RESULT 2u  /* end() puts the function's result in `result` (one such step at most) */
#define KL_ASH_STORES 4u  /* the step stores at dst (then dst must be a real buffer) */
struct kl_ash_step {
	const char *name; /* for messages */
	unsigned flags;
	int nkeep, nscratch; /* each 0..KL_ASH_MAXREGS */
	void (*begin)(kl_func *f, void *ctx, const kl_reg *keep, const kl_reg *scratch);
	void (*word)(kl_func *f, void *ctx, const struct kl_ash_word *wd);
	void (*end)(kl_func *f, void *ctx, const kl_reg *keep, const kl_reg *scratch, kl_reg result);
};
/* Add a client step; *s is copied, ctx is passed to its calls while kl_ash_build runs. */
int kl_ash_step(kl_ash *a, const struct kl_ash_step *s, void *ctx);

/* Build the loop.  Steps that cannot be combined are errors, with a message: an empty pipeline,
 * two copies, two result steps, a step that changes the data after the last step that looks at
 * it (copy, cksum or a client step), too many registers for the target.  NULL on error. */
kl_ash_fn kl_ash_build(kl_ash *a);
/* The same, and *size (if not NULL) receives the code's size in bytes. */
kl_ash_fn kl_ash_build_sized(kl_ash *a, size_t *size);
int kl_ash_error(const kl_ash *a);
const char *kl_ash_errmsg(const kl_ash *a);
void kl_ash_free(kl_ash_fn fn);

#ifdef __cplusplus
}
#endif

#endif
