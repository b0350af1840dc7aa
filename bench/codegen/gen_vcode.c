/* gen_vcode.c -- the benchmark's kiln variant written against VCODE's interface (<kiln/vcode.h>):
 * registers from v_getreg(), the function state implicit (per thread), as VCODE clients do. */
#include <string.h>

#include <kiln.h>
#include <kiln/vcode.h>

#include "mix.h"

/* Storage for generation (VCODE's client buffer); the finished code is copied elsewhere. */
static v_code insn[65536];

#define V_ADD(d, a, b) v_addl(d, a, b);
#define V_ADDI(d, a, k) v_addli(d, a, im[k]);
#define V_LD(d, b, k) v_ldli(d, b, im[k]);
#define V_ST(s, b, k) v_stli(s, b, im[k]);
#define V_BEQ(a, b, l) v_beql(a, b, lab[l]);
#define V_PLACE(l) v_label(lab[l]);
#define V_NEWLABELS lab[0] = v_genlabel(), lab[1] = v_genlabel(), lab[2] = v_genlabel();
#define V_RET(r) v_retl(r);

/* Registers in local variables whose address is never taken, as a client keeps them: the
 * compiler can hold them in host registers across the emitters' stores. */
#define R0 r0
#define R1 r1
#define R2 r2
#define R3 r3
#define RB rb
#define LOCAL_REGS(t) v_reg_type r0 = t[0], r1 = t[1], r2 = t[2], r3 = t[3], rb = t[4]
#define OPAQUE_V                                                                                   \
	do {                                                                                       \
		BENCH_HIDE(r0);                                                                    \
		BENCH_HIDE(r1);                                                                    \
		BENCH_HIDE(r2);                                                                    \
		BENCH_HIDE(r3);                                                                    \
		BENCH_HIDE(rb);                                                                    \
	} while (0)

static int begin(v_reg_type *r)
{
	v_reg_type arg[1];
	v_lambda("bench", "%p", arg, V_LEAF, insn, (int)sizeof insn);
	r[4] = arg[0];
	for (int k = 0; k < 4; k++)
		if (!v_getreg(&r[k], V_L, V_TEMP))
			return -1;
	return 0;
}

static int emit(int mix)
{
	v_reg_type r[5];
	if (begin(r))
		return -1;
	LOCAL_REGS(r);
	switch (mix) {
	case MIX_ALL: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE_V, BENCH_BLOCK_ALL(V_ADD, V_ADDI, V_LD, V_ST)) break;
	case MIX_ADD: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE_V, BENCH_BLOCK_ADD(V_ADD, V_ADDI, V_LD, V_ST)) break;
	case MIX_ADDI: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE_V, BENCH_BLOCK_ADDI(V_ADD, V_ADDI, V_LD, V_ST)) break;
	case MIX_LD: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE_V, BENCH_BLOCK_LD(V_ADD, V_ADDI, V_LD, V_ST)) break;
	case MIX_ST: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE_V, BENCH_BLOCK_ST(V_ADD, V_ADDI, V_LD, V_ST)) break;
	case MIX_BR: {
		v_label_type lab[3];
		BENCH_BLOCKS(BENCH_BLK_BR, OPAQUE_V,
			     BENCH_BLOCK_BR(V_ADD, V_ADDI, V_LD, V_ST, V_BEQ, V_PLACE, V_NEWLABELS))
		break;
	}
	default: break;
	}
	return 0;
}

/* v_end's code, as a data pointer for kl_code_free() (VCODE itself never frees code). */
static void *end(void)
{
	union v_fp fp = v_end(0);
	void *code;
	memcpy(&code, &fp, sizeof code);
	return code;
}

static int vc_gen(int mix, long n)
{
	for (long i = 0; i < n; i++) {
		if (emit(mix))
			return -1;
		void *code = end();
		if (!code)
			return -1;
		kl_code_free(code);
	}
	return 0;
}

static void *small1(void)
{
	v_reg_type r[5];
	const int32_t *im = bench_small;
	if (begin(r))
		return NULL;
	LOCAL_REGS(r);
	BENCH_SMALL(V_ADD, V_ADDI, V_LD, V_ST, V_RET)
	return end();
}

static int vc_small(long n)
{
	for (long i = 0; i < n; i++) {
		void *code = small1();
		if (!code)
			return -1;
		kl_code_free(code);
	}
	return 0;
}

static int64_t vc_call(int64_t *mem)
{
	void *code = small1();
	if (!code)
		return -1;
	int64_t (*fn)(int64_t *);
	memcpy(&fn, &code, sizeof fn);
	int64_t v = fn(mem);
	kl_code_free(code);
	return v;
}

/* The body layout of v_lambda's buffer is vcode.h's business: not compared byte for byte. */
static size_t vc_body(int mix, uint8_t *buf, size_t cap)
{
	(void)mix, (void)buf, (void)cap;
	return 0;
}

const struct bench_variant bench_kiln_vcode = {"kiln-vcode", "kiln", vc_gen, vc_small, vc_body, vc_call};
