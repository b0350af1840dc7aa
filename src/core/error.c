/* error.c -- sticky errors: the first error of a function is kept with its message, and every
 * later instruction goes to the sink, where nothing is written that anyone reads. */
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"

static const char *const kl__errnames[] = {
	[KL_OK] = "no error",
	[KL_ERR_NOMEM] = "out of memory",
	[KL_ERR_BUFFER] = "code buffer too small",
	[KL_ERR_LABEL] = "invalid label",
	[KL_ERR_UNPLACED] = "label used but never placed",
	[KL_ERR_OPERAND] = "invalid operand",
	[KL_ERR_ARGS] = "invalid argument list",
	[KL_ERR_STATE] = "call out of order",
	[KL_ERR_REGS] = "not enough registers",
	[KL_ERR_TOOBIG] = "function too large",
	[KL_ERR_EXEC] = "no executable memory",
};

const char *kl_strerror(int err)
{
	if (err < 0 || err >= (int)(sizeof kl__errnames / sizeof kl__errnames[0]) || !kl__errnames[err])
		return "unknown error";
	return kl__errnames[err];
}

/* Every emitter takes the slow path (ip > limit), which reports emission outside begin/end. */
void kl__to_sink(kl_func *f)
{
	f->ip = f->sink + 1;
	f->limit = f->end = f->sink;
	f->left = 0;
	if (f->cross) /* a label placed through the inline API lands at -3: kl_func_end reports it */
		f->buf = f->sink + 4;
}

void kl__fail(kl_func *f, int err, const char *fmt, ...)
{
	if (f->err == KL_OK) {
		va_list ap;
		int n = snprintf(f->errmsg, sizeof f->errmsg, "%s: ", kl_strerror(err));
		va_start(ap, fmt);
		if (n > 0 && (size_t)n < sizeof f->errmsg)
			vsnprintf(f->errmsg + n, sizeof f->errmsg - (size_t)n, fmt, ap);
		va_end(ap);
		f->err = err;
	}
	kl__to_sink(f);
	f->held.ip = f->held.buf = NULL; /* a cross function stays in the sink */
}

void kl_func_fail(kl_func *f, int err, const char *fmt, ...)
{
	if (!f)
		return;
	char msg[sizeof f->errmsg] = {0};
	if (fmt) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(msg, sizeof msg, fmt, ap);
		va_end(ap);
	}
	kl__fail(f, err > KL_OK && err <= KL_ERR_EXEC ? err : KL_ERR_STATE, "%s", msg);
}

int kl_error(const kl_func *f) { return f ? f->err : KL_ERR_STATE; }
const char *kl_errmsg(const kl_func *f)
{
	if (!f)
		return "no function";
	return f->err ? f->errmsg : "no error";
}
