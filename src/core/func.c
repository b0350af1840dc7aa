/* func.c -- the life of a function being built: made for the host or another target, begun
 * with its arguments, finished into executable memory (or, for any target, into an image of
 * bytes), abandoned or deleted. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "../debug/hooks.h"

#define KL_OWN_INITIAL (16 * 1024)

static kl_func *kl__func_alloc(const struct kl__target *t)
{
	kl__init();
	kl_func *f = calloc(1, sizeof *f);
	if (!f)
		return NULL;
	f->sink = malloc(KL__SINK_SIZE); /* never read: no need to clear it */
	if (!f->sink) {
		free(f);
		return NULL;
	}
	f->tgt = t;
	f->cross = t != kl__host;
	kl_func_set_portable(f, 0); /* f->cpu: the host's CPU's, none for another target */
	kl__to_sink(f);
	if (!f->cross)
		f->buf = f->sink;
	return f;
}

kl_func *kl_func_new(void) { return kl__func_alloc(kl__host); }

kl_func *kl_func_new_target(const char *target)
{
	const struct kl__target *t = kl__target_find(target);
	return t ? kl__func_alloc(t) : NULL;
}

void kl_func_delete(kl_func *f)
{
	if (!f)
		return;
	free(f->ownbuf);
	free(f->labels);
	free(f->fix);
	free(f->dl);
	free(f->pool);
	kl__debug_free(f);
	free(f->sink);
	free(f);
}

void kl_func_set_portable(kl_func *f, int portable)
{
	if (f)
		f->cpu = portable || f->cross ? 0 : kl__host_cpu;
}

void kl_func_set_buffer(kl_func *f, void *buf, size_t len)
{
	if (!f)
		return;
	f->userbuf = buf;
	f->userlen = buf ? len : 0;
}

/* "%i%p%ul" -> types; returns the count or -1 */
static int kl__parse_fmt(const char *fmt, signed char *types, int max)
{
	int n = 0;
	if (!fmt)
		return 0;
	while (*fmt) {
		if (*fmt++ != '%')
			return -1;
		int t;
		switch (*fmt++) {
		case 'c': t = KL_C; break;
		case 's': t = KL_S; break;
		case 'i': t = KL_I; break;
		case 'l': t = KL_L; break;
		case 'p': t = KL_P; break;
		case 'f': t = KL_F; break;
		case 'd': t = KL_D; break;
		case 'u':
			t = KL_U;
			if (*fmt == 'c') { t = KL_UC; fmt++; }
			else if (*fmt == 's') { t = KL_US; fmt++; }
			else if (*fmt == 'l') { t = KL_UL; fmt++; }
			break;
		default: return -1;
		}
		if (n >= max)
			return -1;
		types[n++] = (signed char)t;
	}
	return n;
}

/* Everything a function starts from: no labels, fixups, locals or pool; all registers free. */
static void kl__reset(kl_func *f, unsigned flags)
{
	const struct kl__target *t = f->tgt;
	f->err = KL_OK;
	f->errmsg[0] = 0;
	f->nlabels = 0;
	f->labtag = kl__label_tag();
	f->nfix = 0;
	f->ndl = 0;
	f->ncallargs = 0;
	f->localsize = 0;
	f->flags = flags;
	f->used = 0;
	f->unavail = 0;
	f->free_temp = (t->ntemps >= 64) ? ~0ull : ((1ull << t->ntemps) - 1);
	f->free_var = (t->nvars >= 64) ? ~0ull : ((1ull << t->nvars) - 1);
	f->free_ftemp = (1ull << t->nftemps) - 1;
	f->free_fvar = (1ull << t->nfvars) - 1;
	f->npool = 0;
	f->fsave = -1;
	f->held.buf = NULL;
	f->active = 1;
}

int kl_func_begin(kl_func *f, const char *fmt, kl_reg *args, unsigned flags)
{
	if (!f)
		return KL_ERR_STATE;
	kl__reset(f, flags);
	/* until the arguments have registers, a client that checks errors only at the end still
	 * passes defined registers to the emitters: the local pointer, whose use goes nowhere
	 * harmful because the function has failed */
	int nfmt = kl__parse_fmt(fmt, f->argtype, (int)(sizeof f->argtype / sizeof f->argtype[0]));
	int nwrite = nfmt;
	if (nfmt < 0) { /* a malformed format: as many as it has '%' (what its client will read) */
		int max = (int)(sizeof f->argtype / sizeof f->argtype[0]);
		nwrite = 0;
		for (const char *c = fmt ? fmt : ""; *c && nwrite < max; c++)
			nwrite += *c == '%';
	}
	if (args)
		for (int k = 0; k < nwrite; k++)
			args[k] = f->tgt->lp;

	if (f->userbuf) {
		f->buf = f->userbuf;
		f->bufcap = f->userlen;
		if (f->userlen < KL_MAX_EMIT + 64) {
			kl__fail(f, KL_ERR_BUFFER, "a client buffer needs at least %d bytes, got %zu", KL_MAX_EMIT + 64,
				 f->userlen);
			return f->err;
		}
	} else {
		if (!f->ownbuf) {
			f->ownbuf = malloc(KL_OWN_INITIAL);
			if (!f->ownbuf) {
				kl__fail(f, KL_ERR_NOMEM, "code buffer");
				return f->err;
			}
			f->owncap = KL_OWN_INITIAL;
		}
		f->buf = f->ownbuf;
		f->bufcap = f->owncap;
	}
	f->ip = f->buf;
	kl__buffer_limits(f);

	if (nfmt < 0) {
		kl__fail(f, KL_ERR_ARGS, "malformed argument types \"%s\" (expected %%i%%p%%ul ...)", fmt);
		return f->err;
	}
	f->nargs = nfmt;
	if (nfmt > 0 && !args) {
		kl__fail(f, KL_ERR_ARGS, "%d arguments but no vector for their registers", nfmt);
		return f->err;
	}
	if (kl__abi_begin(f, args) == KL_OK && f->keep)
		kl__keep_apply(f, args);
	if ((flags & KL_BLIND) && !f->err) { /* after the arguments: a register no client gets */
		f->blindkey = kl__blind_key();
		if (!kl_getreg(f, &f->blindreg, KL_L, KL_TEMP) && !kl_getreg(f, &f->blindreg, KL_L, KL_VAR))
			kl__fail(f, KL_ERR_REGS, "KL_BLIND: no register left to restore blinded constants in");
	}
	kl__close(f);
	return f->err;
}

size_t kl_func_size(const kl_func *f)
{
	if (!f || f->err || !f->active)
		return 0;
	if (f->cross)
		return f->held.buf ? (size_t)(f->held.ip - f->held.buf) : 0;
	return (size_t)(f->ip - f->buf);
}

void kl_func_abort(kl_func *f)
{
	if (f) {
		f->active = 0;
		f->held.buf = NULL;
		kl__to_sink(f);
		if (f->dbg)
			kl__debug_forget(f);
	}
}

/* Checks every target's finish needs: labels placed through the inline API of a function for
 * another target (they are at -3, see kl__to_sink) */
static int kl__finish_checks(kl_func *f)
{
	for (uint32_t k = 0; k < f->nlabels; k++)
		if (f->labels[k] < -1) {
			kl__fail(f, KL_ERR_STATE, "label %u of a function for %s was placed with kl_label_place, not a record",
				 k, f->tgt->name);
			return f->err;
		}
	return KL_OK;
}

/* Finish f into out: 0, or the error (recorded in f).  image: plain memory, code not run here. */
static int kl__finish(kl_func *f, struct kl__final *out, int image)
{
	if (!f->active) {
		kl__fail(f, KL_ERR_STATE, "kl_func_end without kl_func_begin");
		return f->err;
	}
	f->image = image;
	if (f->err == KL_OK && kl__open(f) && kl__finish_checks(f) == KL_OK)
		f->tgt->finish(f, out);
	f->active = 0;
	f->held.buf = NULL;
	kl__to_sink(f);
	return f->err;
}

void *kl_func_end(kl_func *f, size_t *size)
{
	if (size)
		*size = 0;
	if (!f)
		return NULL;
	if (f->cross && f->active) {
		kl__fail(f, KL_ERR_STATE, "code for %s cannot run on %s: finish it with kl_func_end_image", f->tgt->name,
			 kl__host->name);
		f->active = 0;
		return NULL;
	}
	struct kl__final out;
	unsigned debug = kl_debug_flags();
	size_t body = debug ? kl_func_size(f) : 0;
	if (kl__finish(f, &out, 0)) {
		if (f->dbg)
			kl__debug_forget(f);
		return NULL;
	}
	for (uint32_t k = 0; k < f->ndl; k++)
		*f->dl[k].addr = (void *)(out.rx + out.body_at + (uint32_t)f->labels[f->dl[k].label - f->labtag]);
	kl__exec_commit(out.rx, out.size);
	if (debug)
		kl__debug_func(f, &out, body);
	if (f->dbg)
		kl__debug_forget(f);
	if (size)
		*size = out.size;
	return out.entry;
}

int kl_func_end_image(kl_func *f, struct kl_image *img)
{
	if (!img)
		return f ? (kl__fail(f, KL_ERR_OPERAND, "kl_func_end_image without an image"), f->err) : KL_ERR_STATE;
	memset(img, 0, sizeof *img);
	if (!f)
		return KL_ERR_STATE;
	if (f->active && f->ndl) {
		kl__fail(f, KL_ERR_STATE, "data labels need the code's address: an image has none");
		f->active = 0;
		return f->err;
	}
	struct kl__final out;
	int err = kl__finish(f, &out, 1);
	if (f->dbg)
		kl__debug_forget(f);
	if (err)
		return f->err;
	img->code = out.rw;
	img->size = out.size;
	img->body_at = out.body_at;
	img->target = f->tgt->name;
	return KL_OK;
}

void kl_image_free(struct kl_image *img)
{
	if (img) {
		free(img->code);
		memset(img, 0, sizeof *img);
	}
}

uintptr_t kl__code_alloc(kl_func *f, size_t n, uint8_t **rw)
{
	if (f->image) {
		*rw = malloc(n ? n : 1);
		if (!*rw)
			kl__fail(f, KL_ERR_NOMEM, "%zu bytes for the image", n);
		return 0;
	}
	uintptr_t rx = kl__exec_alloc(n, rw);
	if (!rx) {
		*rw = NULL;
		kl__fail(f, KL_ERR_EXEC, "could not map %zu bytes of executable memory", n);
	}
	return rx;
}

void kl__code_drop(kl_func *f, uint8_t *rw, uintptr_t rx, size_t n)
{
	if (f->image)
		free(rw);
	else if (rx)
		kl__exec_release(rx, n);
}

int kl_code_free(void *code)
{
	if (!code)
		return KL_OK;
	return kl__exec_free((uintptr_t)code);
}
