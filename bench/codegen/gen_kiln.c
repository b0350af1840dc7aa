/* gen_kiln.c -- the kiln variants of the code-generation benchmark: registers from kl_getreg()
 * (run-time values) and hard-coded registers (KL_T0.., compile-time constants). */
#include <stdio.h>
#include <string.h>

#include <kiln.h>

#include "mix.h"

#ifndef HRESERVE
#define HRESERVE                                                                                   \
	if (resv)                                                                                  \
	kl_reserve(f, BENCH_BLK_ALL)
#endif

static kl_func *bench_f;

static kl_func *func(void)
{
	if (!bench_f)
		bench_f = kl_func_new();
	return bench_f;
}

/* the emitters, in the shape of mix.h */
#define K_ADD(d, a, b) kl_addl(f, d, a, b);
#define K_ADDI(d, a, k) kl_addli(f, d, a, im[k]);
#define K_LD(d, b, k) kl_ldli(f, d, b, im[k]);
#define K_ST(s, b, k) kl_stli(f, s, b, im[k]);
/* resv: the variant reserves room per straight-line run (a constant in each emit function):
 * at each block (HRESERVE) and again after each branch and label, which call into kiln on
 * cold paths and so end what the compiler knows of the reservation */
#define K_BEQ(a, b, l)                                                                             \
	kl_beql(f, a, b, lab[l]);                                                                  \
	if (resv)                                                                                  \
		kl_reserve(f, 12);
#define K_PLACE(l)                                                                                 \
	kl_label_place(f, lab[l]);                                                                 \
	if (resv)                                                                                  \
		kl_reserve(f, 12);
#define K_NEWLABELS lab[0] = kl_label_new(f), lab[1] = kl_label_new(f), lab[2] = kl_label_new(f);
#define K_RET(r) kl_retl(f, r);

/* One function of the mix into f (between begin and end). */
#define K_MIX_SWITCH(OPAQUE)                                                                       \
	switch (mix) {                                                                             \
	case MIX_ALL: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ALL(K_ADD, K_ADDI, K_LD, K_ST)) break; \
	case MIX_ADD: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ADD(K_ADD, K_ADDI, K_LD, K_ST)) break; \
	case MIX_ADDI: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ADDI(K_ADD, K_ADDI, K_LD, K_ST)) break; \
	case MIX_LD: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_LD(K_ADD, K_ADDI, K_LD, K_ST)) break; \
	case MIX_ST: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ST(K_ADD, K_ADDI, K_LD, K_ST)) break; \
	case MIX_BR: {                                                                             \
		kl_label lab[3];                                                                   \
		BENCH_BLOCKS(BENCH_BLK_BR, OPAQUE,                                                 \
			     BENCH_BLOCK_BR(K_ADD, K_ADDI, K_LD, K_ST, K_BEQ, K_PLACE, K_NEWLABELS)) \
		break;                                                                             \
	}                                                                                          \
	default: break;                                                                            \
	}

/* ---- registers from kl_getreg() ------------------------------------------------------------- */
/* Begin a leaf function of one pointer argument (RB) and take four temporaries R0..R3. */
static int begin_getreg(kl_func *f, kl_reg *r)
{
	kl_reg arg[1];
	if (kl_func_begin(f, "%p", arg, KL_LEAF))
		return -1;
	r[4] = arg[0];
	for (int k = 0; k < 4; k++)
		if (!kl_getreg(f, &r[k], KL_L, KL_TEMP))
			return -1;
	return 0;
}

/* Registers in local variables whose address is never taken, as a client keeps them: the
 * compiler can hold them in host registers across the emitters' stores. */
#define R0 r0
#define R1 r1
#define R2 r2
#define R3 r3
#define RB rb
#define LOCAL_REGS(t) kl_reg r0 = t[0], r1 = t[1], r2 = t[2], r3 = t[3], rb = t[4]
#define HIDE_GETREG                                                                                \
	do {                                                                                       \
		BENCH_HIDE(r0);                                                                    \
		BENCH_HIDE(r1);                                                                    \
		BENCH_HIDE(r2);                                                                    \
		BENCH_HIDE(r3);                                                                    \
		BENCH_HIDE(rb);                                                                    \
	} while (0)

static int getreg_emit(kl_func *f, int mix)
{
	const int resv = 1;
	kl_reg r[5];
	if (begin_getreg(f, r))
		return -1;
	LOCAL_REGS(r);
	K_MIX_SWITCH(do {
		HRESERVE;
		HIDE_GETREG;
	} while (0))
	return 0;
}

/* the same without kl_reserve(): every emitter checks for room */
static int getreg_emit_nr(kl_func *f, int mix)
{
	const int resv = 0;
	kl_reg r[5];
	if (begin_getreg(f, r))
		return -1;
	LOCAL_REGS(r);
	K_MIX_SWITCH(HIDE_GETREG)
	return 0;
}

static int getreg_gen_with(int (*emit)(kl_func *, int), int mix, long n)
{
	kl_func *f = func();
	for (long i = 0; i < n; i++) {
		if (emit(f, mix))
			return -1;
		void *code = kl_func_end(f, NULL);
		if (!code)
			return -1;
		kl_code_free(code);
	}
	return 0;
}

static void *getreg_small1(kl_func *f)
{
	kl_reg r[5];
	const int32_t *im = bench_small;
	if (begin_getreg(f, r))
		return NULL;
	LOCAL_REGS(r);
	BENCH_SMALL(K_ADD, K_ADDI, K_LD, K_ST, K_RET)
	return kl_func_end(f, NULL);
}
#undef R0
#undef R1
#undef R2
#undef R3
#undef RB

/* ---- hard-coded registers ------------------------------------------------------------------- */
/* R0..R3 are the four temporaries kl_getreg() hands out first; RB is the register the first
 * argument of a leaf function arrives in: the last temporary, since kiln hands out argument
 * registers last (checked at run time by begin_hc()). */
#if defined(__aarch64__)
#define HC_RB KL_T15 /* x0 */
#elif defined(__riscv)
#define HC_RB KL_T12 /* a0 */
#else
#define HC_RB KL_T7 /* rdi */
#endif

static int begin_hc(kl_func *f)
{
	kl_reg arg[1];
	if (kl_func_begin(f, "%p", arg, KL_LEAF))
		return -1;
	if (arg[0] != HC_RB) {
		static int said;
		if (!said++)
			fprintf(stderr, "codegen: kiln-const: the first argument arrives in %s, not %s\n",
				kl_reg_name(arg[0]), kl_reg_name(HC_RB));
		return -1;
	}
	return 0;
}

#define R0 KL_T0
#define R1 KL_T1
#define R2 KL_T2
#define R3 KL_T3
#define RB HC_RB

static int hc_emit(kl_func *f, int mix)
{
	const int resv = 1;
	if (begin_hc(f))
		return -1;
	K_MIX_SWITCH(HRESERVE)
	return 0;
}

/* the same without kl_reserve(): every emitter checks for room */
static int hc_emit_nr(kl_func *f, int mix)
{
	const int resv = 0;
	if (begin_hc(f))
		return -1;
	K_MIX_SWITCH((void)0)
	return 0;
}

static int hc_gen_with(int (*emit)(kl_func *, int), int mix, long n)
{
	kl_func *f = func();
	for (long i = 0; i < n; i++) {
		if (emit(f, mix))
			return -1;
		void *code = kl_func_end(f, NULL);
		if (!code)
			return -1;
		kl_code_free(code);
	}
	return 0;
}

static void *hc_small1(kl_func *f)
{
	const int32_t *im = bench_small;
	if (begin_hc(f))
		return NULL;
	BENCH_SMALL(K_ADD, K_ADDI, K_LD, K_ST, K_RET)
	return kl_func_end(f, NULL);
}
#undef R0
#undef R1
#undef R2
#undef R3
#undef RB

/* ---- common ----------------------------------------------------------------------------------- */
static int small_loop(void *(*one)(kl_func *), long n)
{
	kl_func *f = func();
	for (long i = 0; i < n; i++) {
		void *code = one(f);
		if (!code)
			return -1;
		kl_code_free(code);
	}
	return 0;
}

/* Generate into a client buffer so the body (without prologue) can be read back. */
static size_t body_of(int (*emit)(kl_func *, int), int mix, uint8_t *buf, size_t cap)
{
	kl_func *f = func();
	kl_func_set_buffer(f, buf, cap);
	size_t n = (size_t)-1;
	if (emit(f, mix) == 0) {
		n = kl_func_size(f);
		void *code = kl_func_end(f, NULL);
		if (code)
			kl_code_free(code);
		else
			n = (size_t)-1;
	} else {
		kl_func_abort(f);
	}
	kl_func_set_buffer(f, NULL, 0);
	return n;
}

static int64_t call_of(void *(*one)(kl_func *), int64_t *mem)
{
	void *code = one(func());
	if (!code)
		return -1;
	int64_t (*fn)(int64_t *);
	memcpy(&fn, &code, sizeof fn);
	int64_t v = fn(mem);
	kl_code_free(code);
	return v;
}

static int getreg_gen(int mix, long n) { return getreg_gen_with(getreg_emit, mix, n); }
static int getreg_gen_nr(int mix, long n) { return getreg_gen_with(getreg_emit_nr, mix, n); }
static int hc_gen(int mix, long n) { return hc_gen_with(hc_emit, mix, n); }
static int hc_gen_nr(int mix, long n) { return hc_gen_with(hc_emit_nr, mix, n); }
static int getreg_small(long n) { return small_loop(getreg_small1, n); }
static int hc_small(long n) { return small_loop(hc_small1, n); }
static size_t getreg_body(int mix, uint8_t *b, size_t c) { return body_of(getreg_emit, mix, b, c); }
static size_t getreg_body_nr(int mix, uint8_t *b, size_t c) { return body_of(getreg_emit_nr, mix, b, c); }
static size_t hc_body(int mix, uint8_t *b, size_t c) { return body_of(hc_emit, mix, b, c); }
static size_t hc_body_nr(int mix, uint8_t *b, size_t c) { return body_of(hc_emit_nr, mix, b, c); }
static int64_t getreg_call(int64_t *m) { return call_of(getreg_small1, m); }
static int64_t hc_call(int64_t *m) { return call_of(hc_small1, m); }

const struct bench_variant bench_kiln_getreg = {"kiln", "kiln", getreg_gen, getreg_small, getreg_body, getreg_call};
const struct bench_variant bench_kiln_getreg_nr = {"kiln-nr", "kiln", getreg_gen_nr, getreg_small, getreg_body_nr,
						   getreg_call};
const struct bench_variant bench_kiln_const = {"kiln-const", "kiln-const", hc_gen, hc_small, hc_body, hc_call};
const struct bench_variant bench_kiln_const_nr = {"kiln-const-nr", "kiln-const", hc_gen_nr, hc_small, hc_body_nr,
						  hc_call};
