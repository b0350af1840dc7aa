/* strength-bench.c -- strength reduction against the hardware instructions (issue 5 item 4):
 * for types i, u, l, ul and a set of constants, kiln generates a loop over an array of
 * dividends computing the product, quotient or remainder by the constant, once with the
 * strength-reduced form (kl_mul_const, kl_div_const, kl_mod_const) and once with the plain
 * instruction (kl_mul<t>i, kl_div<t>i, kl_mod<t>i).  Both loops' results are checked against
 * each other and against C, then timed (clock_gettime, best of RUNS samples, the two variants
 * interleaved so load on the machine hits both alike, one sample per row per pass over the
 * whole table).  A benchmark, not a test: no time limit fails it; only a wrong result exits
 * non-zero.
 *
 *   strength-bench [RUNS [SAMPLE_US]]    RUNS samples of about SAMPLE_US each (31, 1000);
 *                                        RUNS 0: check and code sizes only, no timing
 *
 * ns/op includes the loop around the operation (load, store, two pointer increments, compare
 * and branch); the `copy` rows time that loop alone. */
#define _POSIX_C_SOURCE 200809L
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <kiln.h>

enum { COPY, MUL, DIV, MOD };
static const char *const opname[] = {"copy", "mul", "div", "mod"};

#define N 4096 /* dividends per call */

typedef void (*loop_fn)(const void *in, void *out, long n);

static int wide(int t) { return t == KL_L || t == KL_UL; }
static const char *tname(int t) { return t == KL_I ? "i" : t == KL_U ? "u" : t == KL_L ? "l" : "ul"; }

/* one operation, hardware (reduced == 0) or strength-reduced */
static void emit_op(kl_func *f, int op, int t, kl_reg rd, kl_reg rs, int64_t c, int reduced)
{
	if (op == COPY) {
		kl_movl(f, rd, rs);
		return;
	}
	if (reduced) {
		if (op == MUL)
			kl_mul_const(f, t, rd, rs, c);
		else if (op == DIV)
			kl_div_const(f, t, rd, rs, c);
		else
			kl_mod_const(f, t, rd, rs, c);
		return;
	}
	switch (t * 4 + op) {
	case KL_I * 4 + MUL: kl_mulii(f, rd, rs, (int32_t)c); break;
	case KL_I * 4 + DIV: kl_divii(f, rd, rs, (int32_t)c); break;
	case KL_I * 4 + MOD: kl_modii(f, rd, rs, (int32_t)c); break;
	case KL_U * 4 + MUL: kl_mului(f, rd, rs, (uint32_t)c); break;
	case KL_U * 4 + DIV: kl_divui(f, rd, rs, (uint32_t)c); break;
	case KL_U * 4 + MOD: kl_modui(f, rd, rs, (uint32_t)c); break;
	case KL_L * 4 + MUL: kl_mulli(f, rd, rs, c); break;
	case KL_L * 4 + DIV: kl_divli(f, rd, rs, c); break;
	case KL_L * 4 + MOD: kl_modli(f, rd, rs, c); break;
	case KL_UL * 4 + MUL: kl_mululi(f, rd, rs, (uint64_t)c); break;
	case KL_UL * 4 + DIV: kl_divuli(f, rd, rs, (uint64_t)c); break;
	default: kl_moduli(f, rd, rs, (uint64_t)c); break;
	}
}

/* void loop(const T *in, T *out, long n), n > 0: out[k] = in[k] op c, with `pad` (< 64) bytes of
 * nops before the loop and 64 - pad after the return.  *opbytes receives the size of the
 * operation alone, *size that of the whole function, *top_addr the address of the loop's first
 * instruction. */
static loop_fn make_at(kl_func *f, int op, int t, int64_t c, int reduced, int pad, size_t *opbytes, size_t *size,
		       void **top_addr)
{
	kl_reg a[3], x, r, end;
	int sz = wide(t) ? 8 : 4;
	kl_func_begin(f, "%p%p%l", a, KL_LEAF);
	if (!kl_getreg(f, &x, KL_L, KL_TEMP) || !kl_getreg(f, &r, KL_L, KL_TEMP) ||
	    !kl_getreg(f, &end, KL_L, KL_TEMP)) {
		fprintf(stderr, "strength-bench: out of registers\n");
		exit(1);
	}
	kl_lshli(f, end, a[2], wide(t) ? 3 : 2);
	kl_addp(f, end, a[0], end);
	kl_label top = kl_label_new(f);
	for (size_t p0 = kl_func_size(f); kl_func_size(f) - p0 < (size_t)pad;)
		kl_nop(f);
	kl_label_place(f, top);
	kl_dlabel(f, top_addr, top);
	if (wide(t))
		kl_ldli(f, x, a[0], 0);
	else if (t == KL_I)
		kl_ldii(f, x, a[0], 0);
	else
		kl_ldui(f, x, a[0], 0);
	size_t before = kl_func_size(f);
	emit_op(f, op, t, r, x, c, reduced);
	*opbytes = kl_func_size(f) - before;
	if (wide(t))
		kl_stli(f, r, a[1], 0);
	else
		kl_stii(f, r, a[1], 0);
	kl_addpi(f, a[0], a[0], sz);
	kl_addpi(f, a[1], a[1], sz);
	kl_bltp(f, a[0], end, top);
	kl_retv(f);
	for (size_t p0 = kl_func_size(f); kl_func_size(f) - p0 < (size_t)(64 - pad);)
		kl_nop(f); /* unreachable: the same size whatever the pad (see make) */
	loop_fn fn = (loop_fn)kl_func_end(f, size);
	if (!fn) {
		fprintf(stderr, "strength-bench: %s %s %" PRId64 ": %s\n", tname(t), opname[op], c, kl_errmsg(f));
		exit(1);
	}
	return fn;
}

/* The same loop, its first instruction on a 64-byte boundary: where a loop starts changes its
 * speed by up to 2x on x86-64 (a loop across a fetch block), which would swamp the difference
 * being measured.  kiln places functions on 16-byte boundaries, so the loop is generated again
 * with nops in front of it.  kiln's code memory is a bump allocator (src/core/exec.c) and the
 * function's size does not depend on the pad (make_at), so each attempt lands a fixed distance
 * after the one before: learnt from two attempts, it gives the pad that aligns the next.
 * Misplaced attempts are kept until the end so that the distance holds.  *aligned says whether
 * it worked. */
static loop_fn make(kl_func *f, int op, int t, int64_t c, int reduced, size_t *opbytes, size_t *size, int *aligned)
{
	enum { TRIES = 8 };
	loop_fn miss[TRIES];
	int nmiss = 0, pad = 0;
	uintptr_t last = 0; /* the loop's address less the pad, last attempt */
	loop_fn fn;
	for (;;) {
		void *top = NULL;
		fn = make_at(f, op, t, c, reduced, pad, opbytes, size, &top);
		*aligned = (uintptr_t)top % 64 == 0;
		if (*aligned || nmiss == TRIES)
			break;
		miss[nmiss++] = fn;
		uintptr_t base = (uintptr_t)top - (uintptr_t)pad;
		uintptr_t next = last ? base + (base - last) : base; /* unknown distance: guess 0 */
		last = base;
		pad = (int)((64 - next % 64) % 64);
	}
	while (nmiss > 0)
		kl_code_free((void *)miss[--nmiss]);
	return fn;
}

/* C's answer for element k (no constant here is 0 or -1, so C's division is defined) */
static int c_ok(int op, int t, int64_t c, const void *in, const void *out)
{
	for (int k = 0; k < N; k++) {
		if (wide(t)) {
			uint64_t n = ((const uint64_t *)in)[k], e, got = ((const uint64_t *)out)[k];
			uint64_t uc = (uint64_t)c;
			if (op == COPY)
				e = n;
			else if (op == MUL)
				e = n * uc;
			else if (t == KL_L)
				e = (uint64_t)(op == DIV ? (int64_t)n / c : (int64_t)n % c);
			else
				e = op == DIV ? n / uc : n % uc;
			if (e != got)
				return 0;
		} else {
			uint32_t n = ((const uint32_t *)in)[k], e, got = ((const uint32_t *)out)[k];
			uint32_t uc = (uint32_t)c;
			if (op == COPY)
				e = n;
			else if (op == MUL)
				e = n * uc;
			else if (t == KL_I)
				e = (uint32_t)(op == DIV ? (int32_t)n / (int32_t)uc : (int32_t)n % (int32_t)uc);
			else
				e = op == DIV ? n / uc : n % uc;
			if (e != got)
				return 0;
		}
	}
	return 1;
}

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint64_t next(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return rng;
}

/* Dividends of every magnitude: a random value shifted right by a random count (arithmetic for
 * the signed types, so about half are negative). */
static void fill(int t, void *in)
{
	for (int k = 0; k < N; k++) {
		uint64_t r = next(), s = next();
		switch (t) {
		case KL_I: ((int32_t *)in)[k] = (int32_t)(uint32_t)r >> (s % 32); break;
		case KL_U: ((uint32_t *)in)[k] = (uint32_t)r >> (s % 32); break;
		case KL_L: ((int64_t *)in)[k] = (int64_t)r >> (s % 64); break;
		default: ((uint64_t *)in)[k] = r >> (s % 64); break;
		}
	}
}

static double now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static double sample(loop_fn fn, const void *in, void *out, long reps)
{
	double t0 = now_ns();
	for (long k = 0; k < reps; k++)
		fn(in, out, N);
	return now_ns() - t0;
}

static const int64_t divisors32[] = {3, 7, 10, 60, 641, 1000, 1024, 65537, 1000000007, -7, -1000};
static const int64_t divisors64[] = {3, 7, 10, 60, 641, 1000, 1024, 1000000007, 10000000000LL,
				     0x100000001LL, 0x7FFFFFFFFFFFFFFFLL, -7, -1000};
static const int64_t multipliers[] = {3, 5, 9, 10, 15, 17, 100, 1024, -8};

/* one row of the table */
struct row {
	int t, op;
	int64_t c;
	loop_fn hw, red;
	size_t hb, rb;
	long reps;
	double bh, br; /* best ns per call batch */
	const char *result;
};
#define MAXROWS 256

int main(int argc, char **argv)
{
	int runs = argc > 1 ? atoi(argv[1]) : 31;
	double target = (argc > 2 ? atof(argv[2]) : 1000) * 1e3; /* ns per sample */
	static uint64_t in[4][N], out_hw[N], out_red[N];
	static struct row rows[MAXROWS];
	int nrows = 0;
	kl_func *f = kl_func_new();
	int bad = 0, unaligned = 0;
	static const int types[] = {KL_I, KL_U, KL_L, KL_UL};

	/* generate and check every loop (kept until the end) */
	for (int ti = 0; ti < 4; ti++) {
		int t = types[ti];
		fill(t, in[ti]);
		const int64_t *divs = wide(t) ? divisors64 : divisors32;
		size_t ndivs = wide(t) ? sizeof divisors64 / sizeof divisors64[0] : sizeof divisors32 / sizeof divisors32[0];
		for (int op = COPY; op <= MOD; op++) {
			const int64_t *cs = op == MUL ? multipliers : divs;
			size_t nc = op == COPY ? 1 : op == MUL ? sizeof multipliers / sizeof multipliers[0] : ndivs;
			for (size_t ci = 0; ci < nc && nrows < MAXROWS; ci++) {
				struct row *r = &rows[nrows++];
				size_t hsize, rsize;
				int ah, ar;
				r->t = t;
				r->op = op;
				r->c = op == COPY ? 0 : cs[ci];
				r->hw = make(f, op, t, r->c, 0, &r->hb, &hsize, &ah);
				r->red = make(f, op, t, r->c, 1, &r->rb, &rsize, &ar);
				if (!ah || !ar)
					unaligned++;
				memset(out_hw, 0x55, sizeof out_hw);
				memset(out_red, 0xAA, sizeof out_red);
				r->hw(in[ti], out_hw, N);
				r->red(in[ti], out_red, N);
				int same = memcmp(out_hw, out_red, wide(t) ? 8 * N : 4 * N) == 0;
				int okc = c_ok(op, t, r->c, in[ti], out_red);
				r->result = same && okc ? "agree" : !same ? "DIFFER" : "WRONG (both agree, not C)";
				if (!same || !okc)
					bad = 1;
				if (runs > 0) { /* calibrate: reps per sample so that one sample lasts about target ns */
					double one = sample(r->hw, in[ti], out_hw, 1), one_r = sample(r->red, in[ti], out_red, 1);
					if (one_r > one)
						one = one_r;
					r->reps = one > 0 ? (long)(target / one) : 1;
					if (r->reps < 1)
						r->reps = 1;
				}
				r->bh = r->br = 1e300;
			}
		}
	}

	/* time: `runs` passes over every row, each a sample of hardware then reduced, so that a slow
	 * spell on the (shared) machine costs one sample of many rows, not every sample of one */
	for (int pass = 0; pass < runs; pass++)
		for (int k = 0; k < nrows; k++) {
			struct row *r = &rows[k];
			int ti = r->t == KL_I ? 0 : r->t == KL_U ? 1 : r->t == KL_L ? 2 : 3;
			double th = sample(r->hw, in[ti], out_hw, r->reps);
			double tr = sample(r->red, in[ti], out_red, r->reps);
			if (th < r->bh)
				r->bh = th;
			if (tr < r->br)
				r->br = tr;
		}

	printf("strength-bench: target %s, %d dividends per call, ", kl_target_name(), N);
	if (runs > 0)
		printf("best of %d samples of ~%.0f us each (one per pass over the table)\n", runs, target / 1e3);
	else
		printf("check only (no timing)\n");
	printf("ns/op includes the loop (load, store, 2 adds, branch): the copy row is that loop alone\n");
	printf("bytes: machine code of the operation alone (x86-64: variable length; aarch64 and riscv64: 4 per "
	       "instruction)\n\n");
	printf("%-4s %-4s %22s %9s %9s %8s %8s %9s  %s\n", "type", "op", "constant", "hw ns/op", "sr ns/op", "speedup",
	       "hw bytes", "sr bytes", "results");
	for (int k = 0; k < nrows; k++) {
		struct row *r = &rows[k];
		char cbuf[32];
		if (r->op == COPY)
			snprintf(cbuf, sizeof cbuf, "-");
		else if (r->t == KL_I)
			snprintf(cbuf, sizeof cbuf, "%" PRId32, (int32_t)r->c);
		else if (r->t == KL_U)
			snprintf(cbuf, sizeof cbuf, "%" PRIu32, (uint32_t)r->c);
		else if (r->t == KL_L)
			snprintf(cbuf, sizeof cbuf, "%" PRId64, r->c);
		else
			snprintf(cbuf, sizeof cbuf, "%" PRIu64, (uint64_t)r->c);
		if (runs > 0) {
			double bh = r->bh / ((double)r->reps * N), br = r->br / ((double)r->reps * N);
			printf("%-4s %-4s %22s %9.3f %9.3f %7.2fx %8zu %8zu  %s\n", tname(r->t), opname[r->op], cbuf, bh, br,
			       bh / br, r->hb, r->rb, r->result);
		} else {
			printf("%-4s %-4s %22s %9s %9s %8s %8zu %8zu  %s\n", tname(r->t), opname[r->op], cbuf, "-", "-", "-",
			       r->hb, r->rb, r->result);
		}
		kl_code_free((void *)r->hw);
		kl_code_free((void *)r->red);
	}
	kl_func_delete(f);
	if (unaligned)
		printf("\nnote: %d rows with a loop that could not be placed on a 64-byte boundary\n", unaligned);
	else
		printf("\nevery loop starts on a 64-byte boundary\n");
	if (bad) {
		fprintf(stderr, "strength-bench: results differ (see the table)\n");
		return 1;
	}
	return 0;
}
