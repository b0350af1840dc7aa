/* buffer.c -- the code buffer of the function being built (kiln's growable one or the
 * client's), room for the emitters and for kl_reserve(), the constant pool and the fixups. */
#include <stdlib.h>

#include "internal.h"

/* Make the buffer hold `bytes` more bytes past ip (growing kiln's own buffer).  0, or an
 * error recorded and emission sent to the sink. */
static int kl__grow(kl_func *f, size_t bytes)
{
	if (f->err || !f->active) {
		if (!f->err)
			kl__fail(f, KL_ERR_STATE, "instruction emitted outside kl_func_begin/kl_func_end");
		return -1;
	}
	if (f->cross && f->held.buf) { /* closed: the inline API was used on it */
		kl__fail(f, KL_ERR_STATE,
			 "a function for %s takes instructions only through kl_emit_insn (the inline API writes %s code)",
			 f->tgt->name, kl__host->name);
		return -1;
	}
	size_t used = (size_t)(f->ip - f->buf);
	if (used + bytes > KL_MAX_BODY) {
		kl__fail(f, KL_ERR_TOOBIG, "body larger than %zu bytes", (size_t)KL_MAX_BODY);
		return -1;
	}
	if (used + bytes <= f->bufcap)
		return 0;
	if (f->buf != f->ownbuf) {
		kl__fail(f, KL_ERR_BUFFER, "the client's buffer of %zu bytes is full", f->bufcap);
		return -1;
	}
	size_t ncap = f->owncap * 2;
	while (ncap < used + bytes)
		ncap *= 2;
	uint8_t *nb = realloc(f->ownbuf, ncap);
	if (!nb) {
		kl__fail(f, KL_ERR_NOMEM, "growing the code buffer to %zu bytes", ncap);
		return -1;
	}
	f->ownbuf = f->buf = nb;
	f->owncap = f->bufcap = ncap;
	f->ip = nb + used;
	kl__buffer_limits(f);
	return 0;
}

/* limit and end for the current buffer: room for one more instruction, and never past
 * KL_MAX_BODY bytes of body (so that a body near the limit comes back here and fails) */
void kl__buffer_limits(kl_func *f)
{
	size_t cap = f->bufcap < KL_MAX_BODY ? f->bufcap : KL_MAX_BODY;
	f->limit = f->end = f->buf + cap - KL_MAX_EMIT + 1;
	f->left = 0;
}

uint8_t *kl__room_slow(kl_func *f)
{
	f->left = 0;
	/* a kl_reserve() ran out while the buffer still has room: back to checking its limit */
	if (!f->err && f->active && f->ip < f->end && f->ip >= f->buf) {
		f->limit = f->end;
		return f->ip;
	}
	if (kl__grow(f, 2 * KL_MAX_EMIT)) {
		/* into the sink; f->ip too, so that emitters may either use the pointer returned
		 * or read f->ip again */
		f->limit = f->end = f->sink;
		f->left = 0;
		return f->ip = f->sink;
	}
	f->limit = f->end;
	return f->ip;
}

void kl__reserve_slow(kl_func *f, size_t bytes)
{
	if (kl__grow(f, bytes)) {
		/* the sink has room for a whole reservation; when its count runs out, the next
		 * emitter comes to kl__room_slow(), which keeps emission in the sink */
		f->ip = f->sink;
		f->end = f->sink;
	}
}

uint32_t kl__pool_add(kl_func *f, uint64_t bits)
{
	for (uint32_t k = 0; k < f->npool; k++) /* small pools: share equal constants */
		if (f->pool[k] == bits)
			return k;
	if (f->npool >= f->poolcap) {
		uint32_t ncap = f->poolcap ? f->poolcap * 2 : 16;
		uint64_t *n = realloc(f->pool, ncap * sizeof *n);
		if (!n) {
			kl__fail(f, KL_ERR_NOMEM, "constant pool");
			return 0;
		}
		f->pool = n;
		f->poolcap = ncap;
	}
	f->pool[f->npool] = bits;
	return f->npool++;
}

void kl__fixup_grow(kl_func *f)
{
	uint32_t ncap = f->fixcap ? f->fixcap * 2 : 64;
	struct kl__fixup *n = realloc(f->fix, ncap * sizeof *n);
	if (!n) {
		kl__fail(f, KL_ERR_NOMEM, "fixup table");
		return;
	}
	f->fix = n;
	f->fixcap = ncap;
}
