/* koprog.c -- random programs for the optimizing tier: many more values live at once than the
 * target has registers (integers of 32 and 64 bits and doubles), straight-line runs of every
 * kind of operation, diamonds, counted loops, calls to C, memory through a buffer and locals;
 * every value is folded into the result, so a value the allocator loses changes it. */
#include <stdio.h>
#include <string.h>

#include "koprog.h"

struct gen {
	uint64_t s;
	ko_func *o;
	int n64, n32, nd;
	ko_reg v64[KOPROG_MAXV], v32[KOPROG_MAXV], vd[KOPROG_MAXV];
	ko_reg buf, tmp;
	int slot;  /* a local for float bits */
	int slot64; /* a local for a 64-bit integer (the language's stack64) */
	int calls; /* the program may call C */
};

static uint64_t rnd(struct gen *g)
{
	g->s ^= g->s << 13;
	g->s ^= g->s >> 7;
	g->s ^= g->s << 17;
	return g->s;
}
static int pick(struct gen *g, int n) { return (int)(rnd(g) % (uint64_t)n); }

/* C functions the programs call (the interpreter calls them too) */
/* (in unsigned arithmetic: wrapping is the point, not undefined behaviour) */
static long h_mix(long a, long b, double c)
{
	return (long)((unsigned long)a * 31 + (unsigned long)(b ^ (long)(c > 0 ? c : -c)));
}
static double h_scale(double x, long k) { return x * 0.5 + (double)(k & 15); }
static long h_six(long a, long b, long c, long d, long e, long f)
{
	return (long)((unsigned long)a - (unsigned long)b + (unsigned long)c * 3 - (unsigned long)d + (unsigned long)(e ^ f));
}
static int h_int(int a, int b) { return (int)((unsigned)a * 7 - (unsigned)b); }

/* a double kept finite: clamped to [-1e6, 1e6] after every operation */
static void clampd(struct gen *g, ko_reg d)
{
	ko_reg c = ko_reg_new(g->o, KL_D);
	ko_setd(g->o, c, 1e6);
	ko_mind(g->o, d, d, c);
	ko_setd(g->o, c, -1e6);
	ko_maxd(g->o, d, d, c);
}

static void op64(struct gen *g)
{
	ko_func *o = g->o;
	ko_reg d = g->v64[pick(g, g->n64)], a = g->v64[pick(g, g->n64)], b = g->v64[pick(g, g->n64)];
	int64_t imm = (int64_t)(rnd(g) % 2000) - 1000;
	switch (pick(g, 25)) {
	case 0: ko_addl(o, d, a, b); break;
	case 1: ko_subl(o, d, a, b); break;
	case 2: ko_mull(o, d, a, b); break;
	case 3: ko_andl(o, d, a, b); break;
	case 4: ko_orl(o, d, a, b); break;
	case 5: ko_xorl(o, d, a, b); break;
	case 6: ko_lshl(o, d, a, b); break;
	case 7: ko_rshul(o, d, a, b); break;
	case 8: ko_addli(o, d, a, imm); break;
	case 9: ko_xorli(o, d, a, imm); break;
	case 10: ko_rshli(o, d, a, imm & 63); break;
	case 11: ko_divl(o, d, a, b); break;
	case 12: ko_modul(o, d, a, b); break;
	case 13: ko_negl(o, d, a); break;
	case 14: ko_coml(o, d, a); break;
	case 15: ko_rotlul(o, d, a, b); break;
	case 16: ko_mulhl(o, d, a, b); break;
	case 17: ko_popcul(o, d, a); break;
	case 18: ko_selul(o, d, g->v64[pick(g, g->n64)], a, b); break;
	case 19: ko_setl(o, d, (int64_t)rnd(g)); break;
	case 20: ko_movl(o, d, a); break;
	case 22: { /* shapes KO_FUSE_ALU fuses: a shift into an add, into a xor, a complement into an and */
		ko_reg t = ko_reg_new(o, KL_L);
		ko_lshli(o, t, a, imm & 63);
		ko_addl(o, d, b, t);
		break;
	}
	case 23: {
		ko_reg t = ko_reg_new(o, KL_L);
		ko_rshli(o, t, a, (imm & 62) + 1);
		ko_xorl(o, d, t, b);
		break;
	}
	case 24: {
		ko_reg t = ko_reg_new(o, KL_L);
		ko_coml(o, t, a);
		ko_andl(o, d, b, t);
		break;
	}
	default: ko_mulli(o, d, a, imm); break;
	}
}

static void op32(struct gen *g)
{
	ko_func *o = g->o;
	ko_reg d = g->v32[pick(g, g->n32)], a = g->v32[pick(g, g->n32)], b = g->v32[pick(g, g->n32)];
	int32_t imm = (int32_t)(rnd(g) % 2000) - 1000;
	switch (pick(g, 16)) {
	case 0: ko_addi(o, d, a, b); break;
	case 1: ko_subu(o, d, a, b); break;
	case 2: ko_muli(o, d, a, b); break;
	case 3: ko_xoru(o, d, a, b); break;
	case 4: ko_rshi(o, d, a, b); break;
	case 5: ko_lshui(o, d, a, (uint32_t)imm & 31); break;
	case 6: ko_divu(o, d, a, b); break;
	case 7: ko_modi(o, d, a, b); break;
	case 8: ko_cvl2i(o, d, g->v64[pick(g, g->n64)]); break;
	case 9: ko_clzu(o, d, a); break;
	case 10: ko_bswapu(o, d, a); break;
	case 11: ko_rotrii(o, d, a, imm & 31); break;
	case 12: ko_addii(o, d, a, imm); break;
	case 14: { /* a rotate into a xor */
		ko_reg t = ko_reg_new(o, KL_U);
		ko_rotlui(o, t, a, (uint32_t)(imm & 30) + 1);
		ko_xoru(o, d, b, t);
		break;
	}
	case 15: { /* the language's (uint32) x <<<= n on a 64-bit value: narrow, rotate, widen */
		ko_reg x = g->v64[pick(g, g->n64)], u = ko_reg_new(o, KL_U);
		ko_cvl2i(o, u, x);
		ko_rotlui(o, u, u, (uint32_t)(imm & 30) + 1);
		ko_cvu2ul(o, x, u);
		break;
	}
	default: ko_andii(o, d, a, imm); break;
	}
	if (pick(g, 4) == 0) { /* back into the 64-bit values */
		ko_reg x = g->v64[pick(g, g->n64)];
		if (pick(g, 2))
			ko_cvi2l(o, x, d);
		else
			ko_cvu2ul(o, x, d);
	}
}

static void opd(struct gen *g)
{
	ko_func *o = g->o;
	ko_reg d = g->vd[pick(g, g->nd)], a = g->vd[pick(g, g->nd)], b = g->vd[pick(g, g->nd)];
	switch (pick(g, 7)) {
	case 0: ko_addd(o, d, a, b); break;
	case 1: ko_subd(o, d, a, b); break;
	case 2: ko_muld(o, d, a, b); break;
	case 3: ko_negd(o, d, a); break;
	case 4: ko_absd(o, d, a); break;
	case 5: { /* from an integer */
		ko_reg t = ko_reg_new(o, KL_L);
		ko_andli(o, t, g->v64[pick(g, g->n64)], 4095);
		ko_cvl2d(o, d, t);
		break;
	}
	default: { /* to an integer: in range after the clamp */
		ko_reg x = g->v64[pick(g, g->n64)];
		ko_cvd2l(o, x, a);
		return;
	}
	}
	clampd(g, d);
}

static void mem(struct gen *g)
{
	ko_func *o = g->o;
	ko_reg off = ko_reg_new(o, KL_L);
	ko_andli(o, off, g->v64[pick(g, g->n64)], 248);
	if (pick(g, 2))
		ko_stl(o, g->v64[pick(g, g->n64)], g->buf, off);
	else if (pick(g, 2))
		ko_ldl(o, g->v64[pick(g, g->n64)], g->buf, off);
	else { /* a scaled index, buf + (i << s) + disp, and the word into an operation: the memory
		* forms of fuse_mem.c */
		int s = 1 + pick(g, 3), disp = 8 * pick(g, 4);
		ko_reg i = ko_reg_new(o, KL_L), t = ko_reg_new(o, KL_L), u = ko_reg_new(o, KL_P), y = ko_reg_new(o, KL_L);
		ko_reg x = g->v64[pick(g, g->n64)];
		ko_andli(o, i, off, (248 - disp) >> s & ~((8 >> s) - 1)); /* in the buffer, 8-byte aligned */
		ko_lshli(o, t, i, s);
		if (disp) {
			ko_addp(o, u, g->buf, t);
			ko_ldli(o, y, u, disp);
		} else {
			ko_ldl(o, y, g->buf, t);
		}
		switch (pick(g, 4)) {
		case 0: ko_xorl(o, x, x, y); break;
		case 1: ko_addl(o, x, y, x); break;
		case 2: ko_orl(o, x, x, y); break;
		default: ko_andl(o, x, y, x); break;
		}
	}
	if (pick(g, 3) == 0) { /* a local, through KO_LP */
		ko_stdi(o, g->vd[pick(g, g->nd)], KO_LP, g->slot);
		ko_ldli(o, g->v64[pick(g, g->n64)], KO_LP, g->slot);
	}
	switch (pick(g, 6)) { /* what KO_FUSE_ALU's analysis of unread upper halves follows */
	case 0: /* a 64-bit local, stored now, loaded now or later */
		ko_stli(o, g->v64[pick(g, g->n64)], KO_LP, g->slot64);
		if (pick(g, 2))
			ko_ldli(o, g->v64[pick(g, g->n64)], KO_LP, g->slot64);
		break;
	case 1:
		ko_ldli(o, g->v64[pick(g, g->n64)], KO_LP, g->slot64);
		break;
	case 2: { /* a 32-bit load, widened */
		ko_reg u = ko_reg_new(o, KL_U);
		ko_ldui(o, u, g->buf, 4 * pick(g, 64));
		ko_cvu2ul(o, g->v64[pick(g, g->n64)], u);
		break;
	}
	case 3: { /* a 32-bit store of a 64-bit value's low half */
		ko_reg u = ko_reg_new(o, KL_U);
		ko_cvl2u(o, u, g->v64[pick(g, g->n64)]);
		ko_stui(o, u, g->buf, 4 * pick(g, 64));
		break;
	}
	case 4: { /* a left shift by 32 or more: the upper half from the lower */
		ko_reg x = g->v64[pick(g, g->n64)];
		ko_lshli(o, x, g->v64[pick(g, g->n64)], 32 + pick(g, 32));
		break;
	}
	default: break;
	}
}

static void call(struct gen *g)
{
	ko_func *o = g->o;
	switch (pick(g, 4)) {
	case 0: {
		ko_call_arg(o, KL_L, g->v64[pick(g, g->n64)]);
		ko_call_arg(o, KL_L, g->v64[pick(g, g->n64)]);
		ko_call_arg(o, KL_D, g->vd[pick(g, g->nd)]);
		ko_reg r = ko_call(o, KL_L, (const void *)h_mix);
		ko_movl(o, g->v64[pick(g, g->n64)], r);
		break;
	}
	case 1: {
		ko_call_arg(o, KL_D, g->vd[pick(g, g->nd)]);
		ko_call_arg(o, KL_L, g->v64[pick(g, g->n64)]);
		ko_reg r = ko_call(o, KL_D, (const void *)h_scale);
		ko_reg d = g->vd[pick(g, g->nd)];
		ko_movd(o, d, r);
		clampd(g, d);
		break;
	}
	case 2: {
		for (int k = 0; k < 6; k++)
			if (k == 3)
				ko_call_argi(o, KL_L, (int64_t)(rnd(g) % 100));
			else
				ko_call_arg(o, KL_L, g->v64[pick(g, g->n64)]);
		ko_reg r = ko_call(o, KL_L, (const void *)h_six);
		ko_movl(o, g->v64[pick(g, g->n64)], r);
		break;
	}
	default: {
		ko_call_arg(o, KL_I, g->v32[pick(g, g->n32)]);
		ko_call_arg(o, KL_I, g->v32[pick(g, g->n32)]);
		ko_reg r = ko_call(o, KL_I, (const void *)h_int);
		ko_movi(o, g->v32[pick(g, g->n32)], r);
		break;
	}
	}
}

static void straight(struct gen *g, int n)
{
	for (int k = 0; k < n; k++) {
		int w = pick(g, 20);
		if (w < 9)
			op64(g);
		else if (w < 13)
			op32(g);
		else if (w < 17)
			opd(g);
		else if (w < 19)
			mem(g);
		else if (g->calls)
			call(g);
	}
}

static void segment(struct gen *g, int depth);

static void diamond(struct gen *g, int depth)
{
	ko_func *o = g->o;
	kl_label els = ko_label_new(o), join = ko_label_new(o);
	ko_reg a = g->v64[pick(g, g->n64)], b = g->v64[pick(g, g->n64)];
	switch (pick(g, 3)) {
	case 0: ko_bltl(o, a, b, els); break;
	case 1: ko_bequli(o, a, rnd(g) % 4, els); break;
	default: ko_bgtd(o, g->vd[pick(g, g->nd)], g->vd[pick(g, g->nd)], els); break;
	}
	segment(g, depth + 1);
	ko_jv(o, join);
	ko_label_place(o, els);
	segment(g, depth + 1);
	ko_label_place(o, join);
}

static void loop(struct gen *g, int depth)
{
	ko_func *o = g->o;
	ko_reg c = ko_reg_new(o, KL_L);
	kl_label top = ko_label_new(o);
	ko_andli(o, c, g->v64[pick(g, g->n64)], 3);
	ko_addli(o, c, c, 1); /* 1..4 times */
	ko_label_place(o, top);
	segment(g, depth + 1);
	ko_subli(o, c, c, 1);
	ko_bneli(o, c, 0, top);
}

static void segment(struct gen *g, int depth)
{
	int n = 1 + pick(g, 3);
	for (int k = 0; k < n; k++) {
		int w = depth >= 2 ? 0 : pick(g, 6);
		if (w == 4)
			diamond(g, depth);
		else if (w == 5)
			loop(g, depth);
		else
			straight(g, 2 + pick(g, 6));
	}
}

int koprog_make(ko_func *o, uint64_t seed, const struct koprog_shape *sh)
{
	struct gen g = {.s = seed * 0x9E3779B97F4A7C15ull + 1, .o = o};
	for (int k = 0; k < 4; k++)
		rnd(&g);
	g.n64 = sh->n64 < KOPROG_MAXV ? sh->n64 : KOPROG_MAXV;
	g.n32 = sh->n32 < KOPROG_MAXV ? sh->n32 : KOPROG_MAXV;
	g.nd = sh->nd < KOPROG_MAXV ? sh->nd : KOPROG_MAXV;
	ko_reg a[4];
	ko_func_begin(o, "%l%l%p%d", a, sh->calls ? 0 : KL_LEAF);
	g.calls = sh->calls;
	g.buf = a[2];
	g.slot = ko_local(o, KL_D);
	g.slot64 = ko_local(o, KL_L);
	/* every value starts from the arguments, so none is known at compile time */
	for (int k = 0; k < g.n64; k++) {
		g.v64[k] = ko_reg_new(o, KL_L);
		ko_mulli(o, g.v64[k], a[k & 1], 2 * k + 1);
		ko_addli(o, g.v64[k], g.v64[k], k * 77);
	}
	ko_stli(o, g.v64[0], KO_LP, g.slot64);
	for (int k = 0; k < g.n32; k++) {
		g.v32[k] = ko_reg_new(o, KL_I);
		ko_cvl2i(o, g.v32[k], g.v64[k % g.n64]);
		ko_xorii(o, g.v32[k], g.v32[k], k * 12345);
	}
	for (int k = 0; k < g.nd; k++) {
		g.vd[k] = ko_reg_new(o, KL_D);
		ko_reg t = ko_reg_new(o, KL_D);
		ko_setd(o, t, 0.25 * k);
		ko_addd(o, g.vd[k], a[3], t);
		clampd(&g, g.vd[k]);
	}
	for (int k = 0; k < sh->segments; k++)
		segment(&g, 0);
	/* the result: every value folded in (doubles by their bits, through a local) */
	ko_reg h = ko_reg_new(o, KL_L), t = ko_reg_new(o, KL_L);
	ko_setl(o, h, 0x1234);
	ko_ldli(o, t, KO_LP, g.slot64); /* written at the start: the local too */
	ko_xorl(o, h, h, t);
	for (int k = 0; k < g.n64; k++) {
		ko_rotlli(o, h, h, 7);
		if (k % 3 == 1) { /* only the low half of some: their upper halves are read nowhere else */
			ko_reg u = ko_reg_new(o, KL_U);
			ko_cvl2u(o, u, g.v64[k]);
			ko_cvu2ul(o, t, u);
			ko_xorl(o, h, h, t);
		} else {
			ko_xorl(o, h, h, g.v64[k]);
		}
	}
	for (int k = 0; k < g.n32; k++) {
		ko_cvi2l(o, t, g.v32[k]);
		ko_rotlli(o, h, h, 5);
		ko_addl(o, h, h, t);
	}
	for (int k = 0; k < g.nd; k++) {
		ko_stdi(o, g.vd[k], KO_LP, g.slot);
		ko_ldli(o, t, KO_LP, g.slot);
		ko_rotlli(o, h, h, 3);
		ko_xorl(o, h, h, t);
	}
	/* and the buffer */
	for (int k = 0; k < 32; k++) {
		ko_ldli(o, t, g.buf, 8 * k);
		ko_addl(o, h, h, t);
	}
	ko_retl(o, h);
	return ko_error(o);
}

int koprog_check(ko_func *o, void *code, uint64_t seed, FILE *log)
{
	uint64_t buf1[32], buf2[32];
	for (int k = 0; k < 32; k++)
		buf1[k] = buf2[k] = (uint64_t)k * 0x0101010101010101ull ^ seed;
	double x = (double)(seed % 1000) * 0.125;
	uint64_t xb;
	memcpy(&xb, &x, 8);
	uint64_t argv[4] = {seed ^ 0x5555, seed * 3 + 7, (uint64_t)(uintptr_t)buf1, xb}, want;
	if (ko_interp(o, argv, &want)) {
		fprintf(log, "seed %llu: interpreter: %s\n", (unsigned long long)seed, ko_errmsg(o));
		return 0;
	}
	long (*fn)(long, long, void *, double) = (long (*)(long, long, void *, double))code;
	uint64_t got = (uint64_t)fn((long)argv[0], (long)argv[1], buf2, x);
	if (got == want && memcmp(buf1, buf2, sizeof buf1) == 0)
		return 1;
	fprintf(log, "seed %llu: compiled %#llx, interpreter %#llx%s\n", (unsigned long long)seed, (unsigned long long)got,
		(unsigned long long)want, memcmp(buf1, buf2, sizeof buf1) ? " (and the buffers differ)" : "");
	fprintf(log, "records:\n");
	ko_func_print(o, log, 0);
	fprintf(log, "compiled:\n");
	ko_func_print(o, log, 1);
	return 0;
}

/* A straight-line kernel with many more values live than registers: n values from the
 * arguments, rounds of mixing each with two others, all summed. */
void koprog_kernel(ko_func *o, int n, int rounds)
{
	ko_reg a[2], v[512];
	ko_func_begin(o, "%l%l", a, KL_LEAF);
	for (int k = 0; k < n; k++) {
		v[k] = ko_reg_new(o, KL_L);
		ko_mulli(o, v[k], a[k & 1], 2 * k + 1);
		ko_addli(o, v[k], v[k], k);
	}
	ko_reg t = ko_reg_new(o, KL_L);
	for (int r = 0; r < rounds; r++)
		for (int k = 0; k < n; k++) {
			ko_rotlli(o, t, v[(k + 1) % n], (k + r) % 63 + 1);
			ko_xorl(o, v[k], v[k], t);
			ko_addl(o, v[k], v[k], v[(k + 7 * (r + 1)) % n]);
		}
	ko_reg s = ko_reg_new(o, KL_L);
	ko_setl(o, s, 0);
	for (int k = 0; k < n; k++) {
		ko_rotlli(o, s, s, 5);
		ko_xorl(o, s, s, v[k]);
	}
	ko_retl(o, s);
}
