/* internal.h -- what the core and the targets share inside libkiln (not installed). */
#ifndef KILN_INTERNAL_H
#define KILN_INTERNAL_H

#include "kiln.h"

/* ---- provided by each target (src/target/<arch>/) ---------------------------------------- */
extern const kl_reg kl__tgt_temps[]; /* caller-saved, allocation order */
extern const int kl__tgt_ntemps;
extern const kl_reg kl__tgt_vars[]; /* callee-saved, allocation order */
extern const int kl__tgt_nvars;
extern const char *const kl__tgt_regnames[KL_NREGS];
#ifdef KL_HAVE_FLOAT
extern const kl_reg kl__tgt_ftemps[]; /* float registers, as above */
extern const int kl__tgt_nftemps;
extern const kl_reg kl__tgt_fvars[];
extern const int kl__tgt_nfvars;
int kl__tgt_freg_ok(kl_reg r);
extern const char *const kl__tgt_fregnames[32];
#else
static inline int kl__tgt_freg_ok(kl_reg r) { (void)r; return 0; }
#endif
extern const char kl__tgt_name[];

void kl__tgt_init(void); /* once per process: CPU features */
/* Reject a register number that is not an integer register the client may name. */
int kl__tgt_reg_ok(kl_reg r);
/* kl_func_begin: f->argtype[0..nargs) is parsed; choose each argument's register (written to
 * f->argreg and args), taking them out of the pools.  Returns 0 or an error code. */
int kl__tgt_begin(kl_func *f, kl_reg *args);
/* Emit a call with f->callargs[0..ncallargs); the callee is fn or the register fnreg. */
void kl__tgt_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg);

struct kl__final {
	uint8_t *rw;     /* writable view of the code's memory */
	uintptr_t rx;    /* its executable address */
	size_t size;     /* bytes of code (from rx) */
	size_t body_at;  /* offset of the body's first byte from rx */
	void *entry;     /* the entry point */
};
/* kl_func_end: patch branches, build prologue and epilogues, take executable memory with
 * kl__exec_alloc() and write the finished code there.  Returns 0 or an error (after kl__fail). */
int kl__tgt_finish(kl_func *f, struct kl__final *out);

/* ---- core services for the targets -------------------------------------------------------- */
int kl__is_callee_saved(kl_reg r);
/* Take r out of the allocator's pools: 0 if it was free, -1 if it was not. */
int kl__pool_remove(kl_func *f, kl_reg r);
/* Executable memory: n bytes, 16-byte aligned; *rw receives the writable view.  Returns the
 * executable address or 0. */
uintptr_t kl__exec_alloc(size_t n, uint8_t **rw);
/* Make [rx, rx+n) ready to run (instruction cache) and record it for kl_code_free(). */
void kl__exec_commit(uintptr_t rx, size_t n);
void kl__exec_release(uintptr_t rx, size_t n); /* give back an allocation that never ran */
int kl__exec_free(uintptr_t rx);

/* Bits set in x: small masks, so a loop over them, not __builtin_popcountll (a libgcc call
 * without -mpopcnt). */
static inline int kl__popcount(uint64_t x)
{
	int n = 0;
	for (; x; x &= x - 1)
		n++;
	return n;
}

/* Emit into a side buffer with the ordinary emitters (frame.c builds prologues and epilogues
 * this way): kl__side_begin redirects f's output to buf, kl__side_end restores it and returns
 * the bytes written. */
struct kl__side {
	uint8_t *ip, *limit, *end, *buf;
	size_t bufcap;
	uint16_t left;
};
static inline void kl__side_begin(kl_func *f, struct kl__side *save, uint8_t *buf, size_t cap)
{
	save->ip = f->ip;
	save->limit = f->limit;
	save->end = f->end;
	save->buf = f->buf;
	save->bufcap = f->bufcap;
	save->left = f->left;
	f->ip = f->buf = buf;
	f->bufcap = cap; /* a side buffer never grows: running out of it is KL_ERR_BUFFER */
	f->limit = f->end = buf + cap - KL_MAX_EMIT + 1;
	f->left = 0;
}
static inline size_t kl__side_end(kl_func *f, struct kl__side *save)
{
	size_t n = (size_t)(f->ip - f->buf);
	f->ip = save->ip;
	f->limit = save->limit;
	f->end = save->end;
	f->buf = save->buf;
	f->bufcap = save->bufcap;
	f->left = save->left;
	return n;
}

#endif
