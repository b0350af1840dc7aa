/* func.c -- the life of a function being built: begin, buffers, errors, labels, registers,
 * locals, call arguments and end. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <pthread.h>

#include "internal.h"

#define KL_OWN_INITIAL (16 * 1024)
#define KL_MAX_LABELS (1u << 24)
#define KL_MAX_BODY ((size_t)1 << 30) /* rel32 reach, with room to spare */

static pthread_once_t kl__once = PTHREAD_ONCE_INIT;
static uint64_t kl__callee_saved_mask; /* bit r: integer register r is a KL_VAR register */
static void kl__init_once(void)
{
	kl__tgt_init();
	for (int k = 0; k < kl__tgt_nvars; k++)
		kl__callee_saved_mask |= 1ull << kl__tgt_vars[k];
}

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

/* Send further emission to the sink: it is never copied anywhere, and every emitter takes
 * the slow path (ip > limit), which reports emission outside begin/end. */
static void kl__to_sink(kl_func *f)
{
	f->ip = f->sink + 1;
	f->limit = f->end = f->sink;
	f->left = 0;
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
}

int kl_error(const kl_func *f) { return f ? f->err : KL_ERR_STATE; }
const char *kl_errmsg(const kl_func *f)
{
	if (!f)
		return "no function";
	return f->err ? f->errmsg : "no error";
}

/* Make the buffer hold `bytes` more bytes past ip (growing kiln's own buffer).  0, or an
 * error recorded and emission sent to the sink. */
static int kl__grow(kl_func *f, size_t bytes)
{
	if (f->err || !f->active) {
		if (!f->err)
			kl__fail(f, KL_ERR_STATE, "instruction emitted outside kl_func_begin/kl_func_end");
		return -1;
	}
	size_t used = (size_t)(f->ip - f->buf);
	if (used + bytes <= f->bufcap)
		return 0;
	if (f->buf != f->ownbuf) {
		kl__fail(f, KL_ERR_BUFFER, "the client's buffer of %zu bytes is full", f->bufcap);
		return -1;
	}
	if (used > KL_MAX_BODY) {
		kl__fail(f, KL_ERR_TOOBIG, "body larger than %zu bytes", KL_MAX_BODY);
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
	f->limit = f->end = nb + ncap - KL_MAX_EMIT + 1;
	f->left = 0;
	return 0;
}

uint8_t *kl__room_slow(kl_func *f)
{
	f->left = 0;
	/* a kl_reserve() ran out while the buffer still has room: back to checking its limit */
	if (!f->err && f->active && f->ip < f->end) {
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

kl_func *kl_func_new(void)
{
	pthread_once(&kl__once, kl__init_once);
	kl_func *f = calloc(1, sizeof *f);
	if (!f)
		return NULL;
	f->sink = malloc(KL__SINK_SIZE); /* never read: no need to clear it */
	if (!f->sink) {
		free(f);
		return NULL;
	}
	kl__to_sink(f);
	f->buf = f->sink;
	return f;
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
	free(f->sink);
	free(f);
}

void kl_func_set_buffer(kl_func *f, void *buf, size_t len)
{
	f->userbuf = buf;
	f->userlen = buf ? len : 0;
}

static void kl__touch(kl_func *f, kl_reg r);

/* kl_func_keep_regs(): take the kept registers out of the pools; an argument that arrived in one
 * gets a register of its own (the prologue moves arguments to f->argreg, so choosing another is
 * the whole move).  In a function that calls, only callee-saved registers are taken: a
 * caller-saved one could be where a later argument arrives. */
static void kl__keep_apply(kl_func *f, kl_reg *args)
{
	for (uint64_t m = f->keep; m; m &= m - 1) /* all out first: a moved argument must not land in one */
		kl__pool_remove(f, (kl_reg)__builtin_ctzll(m));
	for (uint64_t m = f->keep; m; m &= m - 1) {
		kl_reg r = (kl_reg)__builtin_ctzll(m);
		for (int k = 0; k < f->nargs; k++) {
			if (f->argreg[k] != r)
				continue;
			int t = f->argtype[k], ty = (t == KL_F || t == KL_D) ? t : KL_L;
			kl_reg nr;
			int leaf = (f->flags & KL_LEAF) != 0;
			if (!kl_getreg(f, &nr, ty, leaf ? KL_TEMP : KL_VAR)) {
				kl__fail(f, KL_ERR_REGS, "no register left to move argument %d out of kept register %s",
					 k + 1, kl_reg_name(r));
				return;
			}
			f->argreg[k] = args[k] = nr;
		}
		kl__touch(f, r);
		f->unavail |= 1ull << r;
	}
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
#ifdef KL_HAVE_FLOAT
		case 'f': t = KL_F; break;
		case 'd': t = KL_D; break;
#endif
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

int kl_func_begin(kl_func *f, const char *fmt, kl_reg *args, unsigned flags)
{
	if (!f)
		return KL_ERR_STATE;
	f->err = KL_OK;
	f->errmsg[0] = 0;
	f->nlabels = 0;
	f->nfix = 0;
	f->ndl = 0;
	f->ncallargs = 0;
	f->localsize = 0;
	f->flags = flags;
	f->used = 0;
	f->unavail = 0;
	f->free_temp = (kl__tgt_ntemps >= 64) ? ~0ull : ((1ull << kl__tgt_ntemps) - 1);
	f->free_var = (kl__tgt_nvars >= 64) ? ~0ull : ((1ull << kl__tgt_nvars) - 1);
#ifdef KL_HAVE_FLOAT
	f->free_ftemp = (1ull << kl__tgt_nftemps) - 1;
	f->free_fvar = (1ull << kl__tgt_nfvars) - 1;
#endif
	f->npool = 0;
	f->fsave = -1;
	f->active = 1;

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
	f->limit = f->end = f->buf + f->bufcap - KL_MAX_EMIT + 1;
	f->left = 0;

	int n = kl__parse_fmt(fmt, f->argtype, (int)(sizeof f->argtype / sizeof f->argtype[0]));
	if (n < 0) {
		kl__fail(f, KL_ERR_ARGS, "malformed argument types \"%s\" (expected %%i%%p%%ul ...)", fmt);
		return f->err;
	}
	f->nargs = n;
	if (n > 0 && !args) {
		kl__fail(f, KL_ERR_ARGS, "%d arguments but no vector for their registers", n);
		return f->err;
	}
	int err = kl__tgt_begin(f, args);
	if (!err && f->keep)
		kl__keep_apply(f, args);
	return f->err;
}

int kl_func_keep_regs(kl_func *f, const kl_reg *regs, int n)
{
	if (!f)
		return KL_ERR_STATE;
	uint64_t m = 0;
	for (int k = 0; k < n; k++) {
		if (!regs || (!kl__tgt_reg_ok(regs[k]) && !kl__tgt_freg_ok(regs[k])))
			return KL_ERR_OPERAND;
		m |= 1ull << regs[k];
	}
	f->keep = m;
	return KL_OK;
}

size_t kl_func_size(const kl_func *f)
{
	if (!f || f->err || !f->active)
		return 0;
	return (size_t)(f->ip - f->buf);
}

void kl_func_abort(kl_func *f)
{
	if (f) {
		f->active = 0;
		kl__to_sink(f);
	}
}

void *kl_func_end(kl_func *f, size_t *size)
{
	if (size)
		*size = 0;
	if (!f)
		return NULL;
	if (!f->active) {
		kl__fail(f, KL_ERR_STATE, "kl_func_end without kl_func_begin");
		return NULL;
	}
	struct kl__final out;
	if (f->err == KL_OK)
		kl__tgt_finish(f, &out);
	f->active = 0;
	if (f->err) {
		kl__to_sink(f);
		return NULL;
	}
	for (uint32_t k = 0; k < f->ndl; k++)
		*f->dl[k].addr = (void *)(out.rx + out.body_at + (uint32_t)f->labels[f->dl[k].label]);
	kl__exec_commit(out.rx, out.size);
	kl__to_sink(f);
	if (size)
		*size = out.size;
	return out.entry;
}

int kl_code_free(void *code)
{
	if (!code)
		return KL_OK;
	return kl__exec_free((uintptr_t)code);
}

/* ---- labels -------------------------------------------------------------------------------- */
kl_label(kl_label_new)(kl_func *f)
{
	if (f->nlabels >= f->labcap) {
		uint32_t ncap = f->labcap ? f->labcap * 2 : 64;
		int32_t *n = NULL;
		if (ncap <= KL_MAX_LABELS)
			n = realloc(f->labels, ncap * sizeof *n);
		if (!n) {
			kl__fail(f, ncap > KL_MAX_LABELS ? KL_ERR_LABEL : KL_ERR_NOMEM, "too many labels (%u)",
				 f->nlabels);
			return 0;
		}
		f->labels = n;
		f->labcap = ncap;
	}
	f->labels[f->nlabels] = -1;
	return f->nlabels++;
}

void kl_dlabel(kl_func *f, void **addr, kl_label l)
{
	if (!addr) {
		kl__fail(f, KL_ERR_OPERAND, "kl_dlabel with a NULL address");
		return;
	}
	if (l >= f->nlabels) {
		kl__fail(f, KL_ERR_LABEL, "label %u was not made by kl_label_new", l);
		return;
	}
	if (f->ndl >= f->dlcap) {
		uint32_t ncap = f->dlcap ? f->dlcap * 2 : 16;
		struct kl__dlabel *n = realloc(f->dl, ncap * sizeof *n);
		if (!n) {
			kl__fail(f, KL_ERR_NOMEM, "data labels");
			return;
		}
		f->dl = n;
		f->dlcap = ncap;
	}
	f->dl[f->ndl].addr = addr;
	f->dl[f->ndl].label = l;
	f->ndl++;
}

/* ---- registers ------------------------------------------------------------------------------ */
int kl__is_callee_saved(kl_reg r)
{
	return r >= 0 && r < 64 && (kl__callee_saved_mask >> r & 1);
}

static int kl__slot(const kl_reg *order, int n, kl_reg r)
{
	for (int k = 0; k < n; k++)
		if (order[k] == r)
			return k;
	return -1;
}

/* Mark r as changed by the body: the prologue saves it if the ABI or KL_SAVE_ALL says so. */
static void kl__touch(kl_func *f, kl_reg r)
{
	if (r >= 64)
		return;
	if ((f->flags & KL_SAVE_ALL) || kl__is_callee_saved(r))
		f->used |= 1ull << r;
}

static int kl__take(kl_func *f, uint64_t *pool, const kl_reg *order, kl_reg *r)
{
	if (!*pool)
		return 0;
	int k = __builtin_ctzll(*pool);
	*pool &= *pool - 1;
	*r = order[k];
	kl__touch(f, *r);
	return 1;
}

int kl_getreg(kl_func *f, kl_reg *r, int type, int cls)
{
	if (!f || !r)
		return 0;
	if (type == KL_F || type == KL_D) {
#ifdef KL_HAVE_FLOAT
		if (cls == KL_TEMP)
			return kl__take(f, &f->free_ftemp, kl__tgt_ftemps, r) || kl__take(f, &f->free_fvar, kl__tgt_fvars, r);
		if (cls == KL_VAR) {
			if (f->flags & KL_LEAF)
				return kl__take(f, &f->free_ftemp, kl__tgt_ftemps, r) ||
				       kl__take(f, &f->free_fvar, kl__tgt_fvars, r);
			return kl__take(f, &f->free_fvar, kl__tgt_fvars, r);
		}
		kl__fail(f, KL_ERR_OPERAND, "kl_getreg: class %d is not KL_TEMP or KL_VAR", cls);
		return 0;
#else
		kl__fail(f, KL_ERR_OPERAND, "floating point is not supported on %s yet", kl__tgt_name);
		return 0;
#endif
	}
	if (type <= KL_V || type >= KL_NTYPES) {
		kl__fail(f, KL_ERR_OPERAND, "kl_getreg: type %d is not a register type", type);
		return 0;
	}
	if (cls == KL_TEMP)
		return kl__take(f, &f->free_temp, kl__tgt_temps, r) || kl__take(f, &f->free_var, kl__tgt_vars, r);
	if (cls == KL_VAR) {
		if (f->flags & KL_LEAF)
			return kl__take(f, &f->free_temp, kl__tgt_temps, r) ||
			       kl__take(f, &f->free_var, kl__tgt_vars, r);
		return kl__take(f, &f->free_var, kl__tgt_vars, r);
	}
	kl__fail(f, KL_ERR_OPERAND, "kl_getreg: class %d is not KL_TEMP or KL_VAR", cls);
	return 0;
}

void kl_putreg(kl_func *f, kl_reg r, int type)
{
	(void)type;
	if (!f)
		return;
	if (r >= 0 && r < 64 && (f->unavail >> (unsigned)r & 1))
		return;
#ifdef KL_HAVE_FLOAT
	if (r >= KL_FREG0) {
		int j = kl__slot(kl__tgt_ftemps, kl__tgt_nftemps, r);
		if (j >= 0)
			f->free_ftemp |= 1ull << j;
		j = kl__slot(kl__tgt_fvars, kl__tgt_nfvars, r);
		if (j >= 0)
			f->free_fvar |= 1ull << j;
		return;
	}
#endif
	int k = kl__slot(kl__tgt_temps, kl__tgt_ntemps, r);
	if (k >= 0) {
		f->free_temp |= 1ull << k;
		return;
	}
	k = kl__slot(kl__tgt_vars, kl__tgt_nvars, r);
	if (k >= 0)
		f->free_var |= 1ull << k;
}

/* Take r out of the pools; 0 if it was free, -1 if it was not in any pool. */
int kl__pool_remove(kl_func *f, kl_reg r)
{
#ifdef KL_HAVE_FLOAT
	if (r >= KL_FREG0) {
		int j = kl__slot(kl__tgt_ftemps, kl__tgt_nftemps, r);
		if (j >= 0 && (f->free_ftemp >> j & 1)) {
			f->free_ftemp &= ~(1ull << j);
			return 0;
		}
		j = kl__slot(kl__tgt_fvars, kl__tgt_nfvars, r);
		if (j >= 0 && (f->free_fvar >> j & 1)) {
			f->free_fvar &= ~(1ull << j);
			return 0;
		}
		return -1;
	}
#endif
	int k = kl__slot(kl__tgt_temps, kl__tgt_ntemps, r);
	if (k >= 0 && (f->free_temp >> k & 1)) {
		f->free_temp &= ~(1ull << k);
		return 0;
	}
	k = kl__slot(kl__tgt_vars, kl__tgt_nvars, r);
	if (k >= 0 && (f->free_var >> k & 1)) {
		f->free_var &= ~(1ull << k);
		return 0;
	}
	return -1;
}

int kl_reg_reserve(kl_func *f, kl_reg r)
{
	if (!kl__tgt_reg_ok(r) && !kl__tgt_freg_ok(r)) {
		kl__fail(f, KL_ERR_OPERAND, "kl_reg_reserve: %d is not an allocatable register", r);
		return f->err;
	}
	if (kl__pool_remove(f, r) < 0) {
		kl__fail(f, KL_ERR_OPERAND, "kl_reg_reserve: %s is already in use", kl_reg_name(r));
		return f->err;
	}
	kl__touch(f, r);
	return KL_OK;
}

int kl_reg_set_class(kl_func *f, kl_reg r, int cls)
{
	if (!kl__tgt_reg_ok(r)) {
		kl__fail(f, KL_ERR_OPERAND, "kl_reg_set_class: %d is not an allocatable register", r);
		return f->err;
	}
	int kt = kl__slot(kl__tgt_temps, kl__tgt_ntemps, r), kv = kl__slot(kl__tgt_vars, kl__tgt_nvars, r);
	switch (cls) {
	case KL_UNAVAIL:
		kl__pool_remove(f, r);
		f->unavail |= 1ull << r;
		return KL_OK;
	case KL_TEMP:
		if (kt >= 0 && !(f->unavail >> r & 1))
			return KL_OK;
		if (kv >= 0 && (f->free_var >> kv & 1)) {
			/* a callee-saved register used as a temporary: still saved by the prologue */
			f->free_var &= ~(1ull << kv);
			f->unavail |= 1ull << r; /* out of the var pool for good */
			kl__touch(f, r);
			return KL_OK;
		}
		break;
	case KL_VAR:
		if (kv >= 0 && !(f->unavail >> r & 1))
			return KL_OK;
		if (kt >= 0 && (f->flags & KL_LEAF))
			return KL_OK; /* in a leaf every register keeps its value */
		kl__fail(f, KL_ERR_OPERAND, "%s is caller-saved: it cannot be KL_VAR in a function that calls",
			 kl_reg_name(r));
		return f->err;
	default: break;
	}
	kl__fail(f, KL_ERR_OPERAND, "kl_reg_set_class: cannot give %s class %d", kl_reg_name(r), cls);
	return f->err;
}

const char *kl_reg_name(kl_reg r)
{
#ifdef KL_HAVE_FLOAT
	if (kl__tgt_freg_ok(r) || (r >= KL_FREG0 && r < KL_FREG0 + 32 && kl__tgt_fregnames[r - KL_FREG0]))
		return kl__tgt_fregnames[r - KL_FREG0];
#endif
	if (r < 0 || r >= KL_NREGS)
		return "(invalid register)";
	return kl__tgt_regnames[r];
}

const char *kl_target_name(void) { return kl__tgt_name; }

int kl_target_has(int feature)
{
	switch (feature) {
#ifdef KL_HAVE_FLOAT
	case KL_FEATURE_FLOAT: return 1;
#endif
	case KL_FEATURE_FAST_UNALIGNED: return KL__TGT_FAST_UNALIGNED;
	default: return 0;
	}
}

/* ---- locals --------------------------------------------------------------------------------- */
static int kl__local_alloc(kl_func *f, size_t size, size_t align)
{
	size_t off = (f->localsize + align - 1) & ~(align - 1);
	if (off + size > (1u << 30)) {
		kl__fail(f, KL_ERR_TOOBIG, "locals exceed 1 GiB");
		return 0;
	}
	f->localsize = (uint32_t)(off + size);
	return (int)off;
}

int kl_local(kl_func *f, int type)
{
	static const unsigned char size[KL_NTYPES] = {0, 1, 1, 2, 2, 4, 4, 8, 8, 8, 4, 8};
	if (type <= KL_V || type >= KL_NTYPES) {
		kl__fail(f, KL_ERR_OPERAND, "kl_local: type %d has no size", type);
		return 0;
	}
	return kl__local_alloc(f, size[type], size[type]);
}

int kl_localb(kl_func *f, size_t size)
{
	return kl__local_alloc(f, size ? size : 1, 16);
}

/* ---- calls ------------------------------------------------------------------------------------ */
static void kl__push_arg(kl_func *f, int type, int isimm, int64_t v)
{
	if (f->ncallargs >= (int)(sizeof f->callargs / sizeof f->callargs[0])) {
		kl__fail(f, KL_ERR_ARGS, "more than %d call arguments",
			 (int)(sizeof f->callargs / sizeof f->callargs[0]));
		return;
	}
	int flt = type == KL_F || type == KL_D;
#ifndef KL_HAVE_FLOAT
	if (flt) {
		kl__fail(f, KL_ERR_OPERAND, "floating point is not supported on %s yet", kl__tgt_name);
		return;
	}
#endif
	if (type <= KL_V || type >= KL_NTYPES) {
		kl__fail(f, KL_ERR_OPERAND, "call argument of type %d is not a value type", type);
		return;
	}
	if (flt && isimm) {
		kl__fail(f, KL_ERR_OPERAND, "floating-point call arguments must be registers");
		return;
	}
	if (!isimm && !(flt ? kl__tgt_freg_ok((kl_reg)v) : kl__tgt_reg_ok((kl_reg)v))) {
		kl__fail(f, KL_ERR_OPERAND, "call argument register %lld is invalid", (long long)v);
		return;
	}
	struct kl__callarg *a = &f->callargs[f->ncallargs++];
	a->type = type;
	a->isimm = isimm;
	a->v = v;
}

void kl_call_arg(kl_func *f, int type, kl_reg r) { kl__push_arg(f, type, 0, r); }
void kl_call_argi(kl_func *f, int type, int64_t imm) { kl__push_arg(f, type, 1, imm); }

static kl_reg kl__do_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	if (!f->active) {
		kl__fail(f, KL_ERR_STATE, "kl_call outside kl_func_begin/kl_func_end");
	} else if (f->flags & KL_LEAF) {
		kl__fail(f, KL_ERR_STATE, "a call in a function begun with KL_LEAF");
	} else if (isreg && !kl__tgt_reg_ok(fnreg)) {
		kl__fail(f, KL_ERR_OPERAND, "callee register %d is invalid", fnreg);
	} else if (rettype < KL_V || rettype >= KL_NTYPES) {
		kl__fail(f, KL_ERR_OPERAND, "call result type %d is not supported", rettype);
	}
#ifndef KL_HAVE_FLOAT
	else if (rettype == KL_F || rettype == KL_D) {
		kl__fail(f, KL_ERR_OPERAND, "floating point is not supported on %s yet", kl__tgt_name);
	}
#endif
	if (!f->err)
		kl__tgt_call(f, rettype, fn, isreg, fnreg);
	f->ncallargs = 0;
#ifdef KL_HAVE_FLOAT
	if (rettype == KL_F || rettype == KL_D)
		return KL_FRV;
#endif
	return KL_RV;
}

kl_reg kl_call(kl_func *f, int rettype, const void *fn) { return kl__do_call(f, rettype, fn, 0, 0); }
kl_reg kl_callr(kl_func *f, int rettype, kl_reg fn) { return kl__do_call(f, rettype, NULL, 1, fn); }
