/* bench/sched/sched-bench.c -- seed 000's two tables for kiln (issue 14): per kernel, kiln's code
 * with no scheduler, the list scheduler, Usuba's bitslice and m-slice schedulers, against the same
 * algorithm in C under gcc -O3 and clang -O3, all timed in one run (x86-64: rdtsc, best of many
 * interleaved runs, cycles per byte); kiln's spill fraction (ko_func_stats) per scheduler; and for
 * AArch64 and RISC-V 64 the instruction counts and the machine model's static bound per scheduler.
 * Every result is checked against the C reference before it is timed.  run.sh adds the spill
 * fraction of gcc's and clang's assembly.
 *
 * Then, per kernel, ko_autotune with a benchmark callback, and the code it chose timed again against
 * the code of every fixed choice (ko_tune_choices) in one interleaved run: autotuned/best-fixed.
 *
 *   sched-bench [ROUNDS [KERNEL|all [all|tables|autotune|model|window|placement]]]
 *   (window: the m-slice schedulers with windows 1-64 instead, timed; model: ko_autotune without a
 *   benchmark, as for a cross target -- the model's choice -- timed against every fixed choice;
 *   placement: the model's choice compiled 8 times, each copy elsewhere in memory, timed)
 *   (ROUNDS: timed runs of each variant, best taken; default 200) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kilnk.h"
#include "ref.h"

#if defined(__x86_64__)
#include <x86intrin.h>
static uint64_t ticks(void) { return __rdtsc(); }
#define TICKS "rdtsc cycles"
#else
#include <time.h>
static uint64_t ticks(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000000000u + (uint64_t)t.tv_nsec;
}
#define TICKS "ns"
#endif

#ifdef BENCH_HAVE_PEERS
#define PEER_DECL(suffix)                                                 \
	void rectangle_bs_##suffix(uint64_t st[64], const uint64_t *rk);  \
	void serpent_bs_##suffix(uint64_t st[128], const uint64_t *rk);   \
	void chacha20_block_##suffix(uint32_t out[16], const uint32_t in[16]); \
	void rectangle_bs_unrolled_##suffix(unsigned char *a, const unsigned char *b); \
	void serpent_bs_unrolled_##suffix(unsigned char *a, const unsigned char *b); \
	void chacha20_block_unrolled_##suffix(unsigned char *a, const unsigned char *b); \
	void ace_permutation_##suffix(uint32_t st[10]); \
	void ace_permutation_unrolled_##suffix(unsigned char *a, const unsigned char *b); \
	void clyde128_encrypt_##suffix(uint32_t st[4], const uint32_t kt[8]); \
	void clyde128_encrypt_unrolled_##suffix(unsigned char *a, const unsigned char *b);
PEER_DECL(gcc)
PEER_DECL(clang)
#endif

typedef void kern2(void *a, const void *b);

/* ACE's permutation has one argument: wrappers of the C; kiln's code is called as a kern2 (the
 * second argument register is ignored, as every target's calling convention allows) */
static void ace_c2(void *a, const void *b) { (void)b, ace_permutation_c(a); }
#ifdef BENCH_HAVE_PEERS
static void ace_gcc2(void *a, const void *b) { (void)b, ace_permutation_gcc(a); }
static void ace_clang2(void *a, const void *b) { (void)b, ace_permutation_clang(a); }
#endif

/* a kernel: its .q, its C, its buffers (a: state in and out, b: keys or input), bytes per call */
struct kernel {
	const char *name, *file, *fname;
	kern2 *c, *gcc, *clang, *gcc_unrolled, *clang_unrolled;
	size_t asize, bsize, bytes;
	int inplace; /* a is both input and output (bitsliced state); else a is output only */
	int iters;   /* calls per measurement of the autotuner's benchmark (about a microsecond or more) */
};

static const struct kernel kernels[] = {
	{"rectangle", "rectangle.q", "rectangle_bs", (kern2 *)rectangle_bs_c,
#ifdef BENCH_HAVE_PEERS
	 (kern2 *)rectangle_bs_gcc, (kern2 *)rectangle_bs_clang, (kern2 *)rectangle_bs_unrolled_gcc, (kern2 *)rectangle_bs_unrolled_clang,
#else
	 NULL, NULL, NULL, NULL,
#endif
	 64 * 8, 26 * 64 * 8, 64 * 8, 1, 2},
	/* the same cipher and C, the .q with its state in memory (gen.py rectangle-mem) */
	{"rectangle-mem", "rectangle-mem.q", "rectangle_bs", (kern2 *)rectangle_bs_c,
#ifdef BENCH_HAVE_PEERS
	 (kern2 *)rectangle_bs_gcc, (kern2 *)rectangle_bs_clang, (kern2 *)rectangle_bs_unrolled_gcc, (kern2 *)rectangle_bs_unrolled_clang,
#else
	 NULL, NULL, NULL, NULL,
#endif
	 64 * 8, 26 * 64 * 8, 64 * 8, 1, 2},
	{"serpent", "serpent.q", "serpent_bs", (kern2 *)serpent_bs_c,
#ifdef BENCH_HAVE_PEERS
	 (kern2 *)serpent_bs_gcc, (kern2 *)serpent_bs_clang, (kern2 *)serpent_bs_unrolled_gcc, (kern2 *)serpent_bs_unrolled_clang,
#else
	 NULL, NULL, NULL, NULL,
#endif
	 128 * 8, 33 * 128 * 8, 64 * 16, 1, 1},
	/* the same cipher and C, the .q's rounds in four iterations of eight (gen.py serpent-r8) */
	{"serpent-r8", "serpent-r8.q", "serpent_bs", (kern2 *)serpent_bs_c,
#ifdef BENCH_HAVE_PEERS
	 (kern2 *)serpent_bs_gcc, (kern2 *)serpent_bs_clang, (kern2 *)serpent_bs_unrolled_gcc, (kern2 *)serpent_bs_unrolled_clang,
#else
	 NULL, NULL, NULL, NULL,
#endif
	 128 * 8, 33 * 128 * 8, 64 * 16, 1, 1},
	/* the same cipher and C, written as Usuba writes it (gen.py serpent-unrolled): all 32 rounds
	 * straight-line, the state in variables, each round's 128 key additions before its 32 S-box
	 * calls (seed 000's order, what its bitslice scheduler was measured on) */
	{"serpent-unrolled", "serpent-unrolled.q", "serpent_bs", (kern2 *)serpent_bs_c,
#ifdef BENCH_HAVE_PEERS
	 (kern2 *)serpent_bs_gcc, (kern2 *)serpent_bs_clang, (kern2 *)serpent_bs_unrolled_gcc, (kern2 *)serpent_bs_unrolled_clang,
#else
	 NULL, NULL, NULL, NULL,
#endif
	 128 * 8, 33 * 128 * 8, 64 * 16, 1, 1},
	{"chacha20", "chacha20.q", "chacha20_block", (kern2 *)chacha20_block_c,
#ifdef BENCH_HAVE_PEERS
	 (kern2 *)chacha20_block_gcc, (kern2 *)chacha20_block_clang, (kern2 *)chacha20_block_unrolled_gcc, (kern2 *)chacha20_block_unrolled_clang,
#else
	 NULL, NULL, NULL, NULL,
#endif
	 16 * 4, 16 * 4, 64, 0, 16},
	{"ace", "ace.q", "ace_permutation", ace_c2,
#ifdef BENCH_HAVE_PEERS
	 ace_gcc2, ace_clang2, (kern2 *)ace_permutation_unrolled_gcc,
	 (kern2 *)ace_permutation_unrolled_clang,
#else
	 NULL, NULL, NULL, NULL,
#endif
	 10 * 4, 8, 40, 1, 32},
	{"clyde", "clyde.q", "clyde128_encrypt", (kern2 *)clyde128_encrypt_c,
#ifdef BENCH_HAVE_PEERS
	 (kern2 *)clyde128_encrypt_gcc, (kern2 *)clyde128_encrypt_clang, (kern2 *)clyde128_encrypt_unrolled_gcc,
	 (kern2 *)clyde128_encrypt_unrolled_clang,
#else
	 NULL, NULL, NULL, NULL,
#endif
	 4 * 4, 8 * 4, 16, 1, 64},
};
#define NKERNELS (int)(sizeof kernels / sizeof kernels[0])

/* the C peers: the loop-written C of ref/ and Usuba's straight-line C of ref/unrolled/ */
enum { V_NONE, V_LIST, V_BITSLICE, V_WAVE, V_MSLICE, V_MSLICE_P, V_GCC, V_CLANG, V_GCC_U, V_CLANG_U, NV };
static const char *const vname[NV] = {"kiln none",   "kiln list", "kiln bitslice",  "kiln wave",       "kiln mslice",
				      "kiln mslice+p", "gcc -O3",   "clang -O3",      "gcc -O3 unroll", "clang -O3 unroll"};
_Static_assert((int)V_WAVE == (int)KK_WAVE && (int)V_MSLICE_P == (int)KK_MSLICE_P && (int)V_GCC == (int)KK_NSCHED, "kiln's variants are kilnk's schedulers");

static uint64_t rng_state = 0x243f6a8885a308d3ull;
static uint64_t rng(void)
{
	rng_state ^= rng_state << 13, rng_state ^= rng_state >> 7, rng_state ^= rng_state << 17;
	return rng_state;
}

static void fill(void *p, size_t n)
{
	for (size_t i = 0; i < n; i += 8) {
		uint64_t v = rng();
		memcpy((char *)p + i, &v, n - i < 8 ? n - i : 8);
	}
}

/* the same output as the C reference on this input? */
static int agrees(const struct kernel *k, kern2 *fn, const void *a0, const void *b)
{
	char *x = malloc(k->asize), *y = malloc(k->asize);
	memcpy(x, a0, k->asize);
	memcpy(y, a0, k->asize);
	fn(x, b);
	k->c(y, b);
	int ok = !memcmp(x, y, k->asize);
	free(x);
	free(y);
	return ok;
}

static void bench_kernel(const struct kernel *k, int rounds, const char *qdir)
{
	char path[1024], err[4096];
	snprintf(path, sizeof path, "%s/%s", qdir, k->file);
	size_t len;
	char *text = kk_read(path, &len);
	if (!text) {
		printf("%s: cannot read %s\n", k->name, path);
		return;
	}
	kern2 *fn[NV] = {0};
	struct kk_result res[KK_NSCHED];
	for (int s = 0; s < KK_NSCHED; s++) {
		if (kk_compile(path, text, len, k->fname, NULL, (enum kk_sched)s, &res[s], err, sizeof err) != 0) {
			printf("%s, %s scheduler: not compiled: %.200s\n", k->name, kk_sched_name[s], err);
			continue;
		}
		fn[s] = (kern2 *)res[s].fn;
	}
	fn[V_GCC] = k->gcc;
	fn[V_CLANG] = k->clang;
	fn[V_GCC_U] = k->gcc_unrolled;
	fn[V_CLANG_U] = k->clang_unrolled;

	void *a0 = malloc(k->asize), *a = malloc(k->asize), *b = malloc(k->bsize);
	fill(a0, k->asize);
	fill(b, k->bsize);
	for (int v = 0; v < NV; v++)
		if (fn[v] && !agrees(k, fn[v], a0, b)) {
			printf("%s: %s gives another result than the C reference: not timed\n", k->name, vname[v]);
			fn[v] = NULL;
		}

	/* interleaved: each round times every variant once; the best of all rounds is kept.  Twice:
	 * one call alone, and a batch of calls back to back on the same state (about 4 KB: as a
	 * sponge or a chain of blocks runs them, each call's input the last one's output), whose
	 * time a call is the kernel's throughput rather than one call's latency */
	uint64_t best[NV], bbest[NV];
	int batch = k->bytes >= 4096 ? 1 : (int)(4096 / k->bytes);
	for (int v = 0; v < NV; v++)
		best[v] = bbest[v] = UINT64_MAX;
	for (int r = 0; r < rounds; r++)
		for (int v = 0; v < NV; v++) {
			if (!fn[v])
				continue;
			memcpy(a, a0, k->asize);
			uint64_t t0 = ticks();
			fn[v](a, b);
			uint64_t t = ticks() - t0;
			if (t < best[v])
				best[v] = t;
			memcpy(a, a0, k->asize);
			t0 = ticks();
			for (int c = 0; c < batch; c++)
				fn[v](a, b);
			t = ticks() - t0;
			if (t < bbest[v])
				bbest[v] = t;
		}

	printf("\n%s (%zu bytes per call; best of %d interleaved runs, %s per byte; x: the row's speed "
	       "relative to the column's; gcc/clang: ref/'s C, unroll: ref/unrolled/'s; batch: %d calls back to "
	       "back, per call)\n",
	       k->name, k->bytes, rounds, TICKS, batch);
	printf("  %-16s %9s %9s %8s %8s %8s %8s %9s %8s\n", "variant", "per byte", "per call", "x none", "x gcc", "x clang",
	       "spill%", "batch", "x none");
	for (int v = 0; v < NV; v++) {
		if (!fn[v]) {
			printf("  %-16s %9s\n", vname[v], "-");
			continue;
		}
		char rel[3][16];
		const int peer[3] = {V_NONE, V_GCC, V_CLANG};
		for (int p = 0; p < 3; p++)
			if (fn[peer[p]])
				snprintf(rel[p], sizeof rel[p], "%.2f", (double)best[peer[p]] / (double)best[v]);
			else
				snprintf(rel[p], sizeof rel[p], "-");
		char spill[16] = "(run.sh)";
		if (v < KK_NSCHED)
			snprintf(spill, sizeof spill, "%.1f", 100 * ko_spill_fraction(&res[v].st));
		char brel[16] = "-";
		if (fn[V_NONE])
			snprintf(brel, sizeof brel, "%.2f", (double)bbest[V_NONE] / (double)bbest[v]);
		printf("  %-16s %9.2f %9llu %8s %8s %8s %8s %9.0f %8s\n", vname[v], (double)best[v] / (double)k->bytes,
		       (unsigned long long)best[v], rel[0], rel[1], rel[2], spill, (double)bbest[v] / batch, brel);
	}
	for (int s = 0; s < KK_NSCHED; s++)
		if (fn[s])
			printf("  kiln %-9s %u instructions: %u spill stores, %u reloads, %u moves; at most %u live\n",
			       kk_sched_name[s], res[s].st.insns, res[s].st.spill_stores, res[s].st.reloads, res[s].st.moves,
			       res[s].st.maxlive);

	/* every target: static figures per scheduler */
	static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};
	printf("  static, per target and scheduler: instructions, the model's lower bound (issue width and units)\n"
	       "  and its estimate of one run (ko_func_model_cycles: latencies, in-order dispatch), spill code\n");
	printf("  %-8s %-9s %8s %8s %8s %7s %8s\n", "target", "scheduler", "insns", "bound", "model", "spill%", "x none");
	for (int t = 0; t < 3; t++) {
		double none = 0;
		for (int s = 0; s < KK_NSCHED; s++) {
			struct kk_result r;
			if (kk_compile(path, text, len, k->fname, targets[t], (enum kk_sched)s, &r, err, sizeof err) != 0) {
				printf("  %-8s %-9s %8s\n", targets[t], kk_sched_name[s], "-");
				continue;
			}
			if (s == KK_NONE)
				none = r.model;
			printf("  %-8s %-9s %8d %8d %8.0f %7.1f %8.2f\n", targets[t], kk_sched_name[s], r.total, r.bound, r.model,
			       100 * ko_spill_fraction(&r.st), none > 0 && r.model > 0 ? none / r.model : 0.0);
		}
	}
	for (int s = 0; s < KK_NSCHED; s++)
		if (res[s].fn)
			kl_code_free(res[s].fn);
	free(a0);
	free(a);
	free(b);
	free(text);
}

/* ---- autotuning against every fixed choice (issue 14's goal: never slower than the best fixed
 * choice by more than 2%) ---- */

/* the autotuner's benchmark: iters calls on fresh copies of the input, the last result checked */
struct tune_ctx {
	const struct kernel *k;
	const void *a0, *b, *want;
	void *a;
};

static int tune_run(void *code, void *arg)
{
	struct tune_ctx *c = arg;
	kern2 *fn = (kern2 *)code;
	for (int i = 0; i < c->k->iters; i++) {
		memcpy(c->a, c->a0, c->k->asize);
		fn(c->a, c->b);
	}
	return memcmp(c->a, c->want, c->k->asize) != 0;
}

static int cmp_u64(const void *x, const void *y)
{
	uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
	return a < b ? -1 : a > b;
}

/* ko_autotune on the kernel (its benchmark: tune_run, reps rounds), then the chosen code and the
 * code of every fixed choice of ko_tune_choices timed in one interleaved run (rounds rounds, each
 * the tuner's benchmark: k->iters calls on fresh copies): the chosen code's quartile, best and
 * median against the fastest fixed choice's.  The same calls written out in this function are
 * timed too: a kernel's time moved by up to 5% with its caller (docs/scheduling.md) */
static void tune_kernel(const struct kernel *k, int rounds, int reps, const char *qdir, int by_model)
{
	char path[1024], err[4096];
	snprintf(path, sizeof path, "%s/%s", qdir, k->file);
	size_t len;
	char *text = kk_read(path, &len);
	if (!text) {
		printf("%s: cannot read %s\n", k->name, path);
		return;
	}
	int nc;
	const struct ko_choice *choice = ko_tune_choices(&nc);
	int nv = nc + 1; /* variant 0: the autotuned code; 1..nc: the fixed choices */
	kern2 **fn = calloc((size_t)nv, sizeof *fn);
	/* t: each variant timed by the tuner's benchmark (tune_run); t + nv * rounds: by the loop
	 * written out here (the same calls in another caller) */
	uint64_t *t = malloc(2 * (size_t)nv * (size_t)rounds * sizeof *t);
	void *a0 = malloc(k->asize), *a = malloc(k->asize), *b = malloc(k->bsize), *want = malloc(k->asize);
	struct ko_tune tune;
	int chosen = -1;
	if (!fn || !t || !a0 || !a || !b || !want) {
		printf("%s: out of memory\n", k->name);
		goto out;
	}
	fill(a0, k->asize);
	fill(b, k->bsize);
	memcpy(want, a0, k->asize);
	k->c(want, b);
	struct tune_ctx ctx = {k, a0, b, want, a};

	kl_lang *L;
	ko_func *o;
	if (kk_build(path, text, len, k->fname, NULL, &L, &o, err, sizeof err) != 0) {
		printf("%s: %.200s\n", k->name, err);
		goto out;
	}
	uint64_t t0 = ticks();
	int rc = by_model ? ko_autotune(o, NULL, NULL, NULL, 0, &tune) : ko_autotune(o, NULL, tune_run, &ctx, reps, &tune);
	uint64_t tt = ticks() - t0;
	if (rc == 0)
		fn[0] = (kern2 *)ko_func_end(o, NULL);
	if (!fn[0])
		printf("%s: autotuning failed: %s\n", k->name, ko_errmsg(o));
	chosen = rc == 0 ? tune.best : -1;
	ko_func_delete(o);
	kl_lang_delete(L);
	if (!fn[0])
		goto out;
	if (by_model)
		printf("\n%s: ko_autotune by the model (no benchmark; %.2f G%s to compile every choice):\n", k->name,
		       (double)tt / 1e9, TICKS);
	else
		printf("\n%s: ko_autotune (%d rounds of %d calls each; %.1f G%s to compile and time every choice):\n",
		       k->name, reps, k->iters, (double)tt / 1e9, TICKS);
	ko_tune_print(&tune, stdout);

	for (int c = 0; c < nc; c++) {
		if (kk_build(path, text, len, k->fname, NULL, &L, &o, err, sizeof err) != 0) {
			printf("%s: %.200s\n", k->name, err);
			continue;
		}
		if (ko_func_set_choice(o, &choice[c]) == 0)
			fn[1 + c] = (kern2 *)ko_func_end(o, NULL);
		ko_func_delete(o);
		kl_lang_delete(L);
	}
	for (int v = 0; v < nv; v++)
		if (fn[v] && !agrees(k, fn[v], a0, b)) {
			printf("%s: %s gives another result than the C reference: not timed\n", k->name,
			       v ? choice[v - 1].name : "the autotuned code");
			kl_code_free((void *)fn[v]);
			fn[v] = NULL;
		}
	if (!fn[0])
		goto out;
	for (int r = 0; r < rounds; r++)
		for (int vv = 0; vv < nv; vv++) {
			int v = (r + vv) % nv; /* as ko_autotune: each variant first in a round as often */
			if (!fn[v])
				continue;
			tune_run((void *)fn[v], &ctx); /* and an untimed run before each timed one */
			uint64_t s = ticks();
			tune_run((void *)fn[v], &ctx);
			t[(size_t)v * (size_t)rounds + (size_t)r] = ticks() - s;
			s = ticks();
			for (int i = 0; i < k->iters; i++) {
				memcpy(a, a0, k->asize);
				fn[v](a, b);
			}
			t[(size_t)(nv + v) * (size_t)rounds + (size_t)r] = ticks() - s;
		}
	/* the loop written out: its lower quartile per variant, and the fastest fixed choice by it */
	double loopq[KO_TUNE_MAX + 1];
	int lv = -1;
	for (int v = 0; v < nv; v++) {
		if (!fn[v])
			continue;
		uint64_t *x = &t[(size_t)(nv + v) * (size_t)rounds];
		qsort(x, (size_t)rounds, sizeof *x, cmp_u64);
		loopq[v] = (double)x[rounds / 4];
		if (v && (lv < 0 || loopq[v] < loopq[lv]))
			lv = v;
	}
	uint64_t best[KO_TUNE_MAX + 1], med[KO_TUNE_MAX + 1];
	double mid[KO_TUNE_MAX + 1];
	int bv = -1, mv = -1, tv = -1;
	for (int v = 0; v < nv; v++) {
		if (!fn[v])
			continue;
		uint64_t *x = &t[(size_t)v * (size_t)rounds];
		qsort(x, (size_t)rounds, sizeof *x, cmp_u64);
		best[v] = x[0];
		med[v] = x[rounds / 2];
		/* the tuner's own statistic (ko_autotune): the lower quartile */
		mid[v] = (double)x[rounds / 4];
		if (v && (bv < 0 || best[v] < best[bv]))
			bv = v;
		if (v && (mv < 0 || med[v] < med[mv]))
			mv = v;
		if (v && (tv < 0 || mid[v] < mid[tv]))
			tv = v;
	}
	printf("  timed again, interleaved (%d rounds of the tuner's benchmark: %d calls, %s): the autotuned code (%s)\n"
	       "  and each fixed choice; loop: the same calls written out in this caller, lower quartile\n",
	       rounds, k->iters, TICKS, chosen >= 0 ? tune.row[chosen].choice.name : "?");
	printf("  %-26s %9s %9s %9s %9s\n", "variant", "best", "median", "quartile", "loop");
	for (int v = 0; v < nv; v++)
		if (fn[v])
			printf("  %-26s %9llu %9llu %9.0f %9.0f%s%s%s\n", v ? choice[v - 1].name : "autotuned",
			       (unsigned long long)best[v], (unsigned long long)med[v], mid[v], loopq[v],
			       v == tv ? "  <- fastest fixed (quartile)" : "", v == bv ? "  <- fastest fixed (best)" : "",
			       v == mv ? "  <- fastest fixed (median)" : "");
	if (bv > 0 && mv > 0 && tv > 0) {
		/* The verdict is on the tuner's statistic (the lower quartile); the best (minimum) and the
		 * median are printed too: the fastest of 20 minimums can be one lucky run, and a median
		 * moves with the share of runs another hardware thread slowed (docs/scheduling.md). */
		double rb = (double)best[0] / (double)best[bv], rm = (double)med[0] / (double)med[mv];
		double rt = mid[0] / mid[tv];
		printf("  autotune %-10s chose %-24s best-fixed %-24s autotuned/best-fixed %.3f (quartile) %.3f (best) "
		       "%.3f (median): %s\n",
		       k->name, chosen >= 0 ? tune.row[chosen].choice.name : "?", choice[tv - 1].name, rt, rb, rm,
		       rt <= 1.02 ? "within 2%" : "MORE THAN 2% SLOWER");
		/* the same choice compiled once more (the same instructions elsewhere in memory): what
		 * of the ratio is the choice and what is where the code lies */
		if (chosen >= 0 && fn[1 + chosen])
			printf("  autotune %-10s the chosen choice's own fixed compilation / best-fixed: %.3f (quartile) "
			       "%.3f (best) %.3f (median)\n",
			       k->name, mid[1 + chosen] / mid[tv], (double)best[1 + chosen] / (double)best[bv],
			       (double)med[1 + chosen] / (double)med[mv]);
		/* the same calls from another caller: how much a kernel's time depends on its context */
		if (lv > 0)
			printf("  autotune %-10s in the written-out loop: autotuned/best-fixed %.3f (best-fixed there %s)\n",
			       k->name, loopq[0] / loopq[lv], choice[lv - 1].name);
	}
out:
	if (fn)
		for (int v = 0; v < nv; v++)
			if (fn[v])
				kl_code_free((void *)fn[v]);
	free(fn);
	free(t);
	free(a0);
	free(a);
	free(b);
	free(want);
	free(text);
}

/* ---- the m-slice scheduler's window (issue 14: why it gains little on the EPYC) ---- */
static void window_kernel(const struct kernel *k, int rounds, const char *qdir)
{
	static const int windows[] = {1, 2, 4, 10, 16, 32, 64};
	enum { NW = sizeof windows / sizeof windows[0], NWV = 2 * NW + 1 };
	char path[1024], err[4096];
	snprintf(path, sizeof path, "%s/%s", qdir, k->file);
	size_t len;
	char *text = kk_read(path, &len);
	if (!text)
		return;
	kern2 *fn[NWV] = {0};
	struct kk_result res[NWV];
	for (int v = 0; v < NWV; v++) {
		enum kk_sched s = v == 0 ? KK_NONE : v <= NW ? KK_MSLICE : KK_MSLICE_P;
		int w = v == 0 ? KO_SCHED_WINDOW : windows[(v - 1) % NW];
		if (kk_compile_window(path, text, len, k->fname, NULL, s, w, &res[v], err, sizeof err) == 0)
			fn[v] = (kern2 *)res[v].fn;
	}
	void *a0 = malloc(k->asize), *a = malloc(k->asize), *b = malloc(k->bsize);
	fill(a0, k->asize);
	fill(b, k->bsize);
	for (int v = 0; v < NWV; v++)
		if (fn[v] && !agrees(k, fn[v], a0, b)) {
			printf("%s: window variant %d gives another result than the C reference\n", k->name, v);
			kl_code_free((void *)fn[v]);
			fn[v] = NULL;
		}
	uint64_t best[NWV];
	for (int v = 0; v < NWV; v++)
		best[v] = UINT64_MAX;
	for (int r = 0; r < rounds; r++)
		for (int v = 0; v < NWV; v++) {
			if (!fn[v])
				continue;
			memcpy(a, a0, k->asize);
			uint64_t t0 = ticks();
			fn[v](a, b);
			uint64_t t = ticks() - t0;
			if (t < best[v])
				best[v] = t;
		}
	printf("\n%s: the m-slice scheduler's window (best of %d interleaved runs, %s per call; model: "
	       "ko_func_model_cycles on the host's model)\n", k->name, rounds, TICKS);
	printf("  %-10s %6s %9s %8s %9s %8s %7s\n", "scheduler", "window", "per call", "x none", "model", "x none", "spill%");
	for (int v = 0; v < NWV; v++) {
		if (!fn[v])
			continue;
		printf("  %-10s %6d %9llu %8.2f %9.0f %8.2f %7.1f\n", v == 0 ? "none" : v <= NW ? "mslice" : "mslice+p",
		       v == 0 ? 0 : windows[(v - 1) % NW], (unsigned long long)best[v], (double)best[0] / (double)best[v],
		       res[v].model, res[v].model > 0 ? res[0].model / res[v].model : 0.0, 100 * ko_spill_fraction(&res[v].st));
		kl_code_free((void *)fn[v]);
	}
	free(a0);
	free(a);
	free(b);
	free(text);
}

/* The same code compiled `copies` times (the model's choice; each copy lies elsewhere in memory),
 * timed interleaved: how much of a difference between two compilations is where the code lies */
static void placement_kernel(const struct kernel *k, int rounds, const char *qdir)
{
	enum { COPIES = 8 };
	char path[1024], err[4096];
	snprintf(path, sizeof path, "%s/%s", qdir, k->file);
	size_t len;
	char *text = kk_read(path, &len);
	kern2 *fn[COPIES] = {0};
	size_t size[COPIES] = {0};
	uint64_t *t = malloc((size_t)COPIES * (size_t)rounds * sizeof *t);
	void *a0 = malloc(k->asize), *a = malloc(k->asize), *b = malloc(k->bsize);
	if (!text || !t || !a0 || !a || !b) {
		printf("%s: cannot read %s or out of memory\n", k->name, path);
		goto out;
	}
	fill(a0, k->asize);
	fill(b, k->bsize);
	const char *name = "?";
	for (int c = 0; c < COPIES; c++) {
		kl_lang *L;
		ko_func *o;
		struct ko_tune tune;
		if (kk_build(path, text, len, k->fname, NULL, &L, &o, err, sizeof err) != 0) {
			printf("%s: %.200s\n", k->name, err);
			goto out;
		}
		if (ko_autotune(o, NULL, NULL, NULL, 0, &tune) == 0) {
			fn[c] = (kern2 *)ko_func_end(o, &size[c]);
			name = tune.row[tune.best].choice.name;
		}
		ko_func_delete(o);
		kl_lang_delete(L);
		if (!fn[c] || !agrees(k, fn[c], a0, b)) {
			printf("%s: copy %d failed or disagrees with the C reference\n", k->name, c);
			goto out;
		}
	}
	for (int r = 0; r < rounds; r++)
		for (int cc = 0; cc < COPIES; cc++) {
			int c = (r + cc) % COPIES; /* as ko_autotune: each copy first in a round as often */
			memcpy(a, a0, k->asize);   /* and an untimed call before each timed one */
			fn[c](a, b);
			uint64_t s = ticks();
			for (int i = 0; i < k->iters; i++) {
				memcpy(a, a0, k->asize);
				fn[c](a, b);
			}
			t[(size_t)c * (size_t)rounds + (size_t)r] = ticks() - s;
		}
	printf("\n%s: %d compilations of %s (%zu bytes each), timed interleaved (%d rounds of %d calls, %s)\n",
	       k->name, COPIES, name, size[0], rounds, k->iters, TICKS);
	printf("  %-4s %14s %6s %9s %9s\n", "copy", "address", "%4096", "best", "quartile");
	double lo = 0, hi = 0;
	for (int c = 0; c < COPIES; c++) {
		uint64_t *x = &t[(size_t)c * (size_t)rounds];
		qsort(x, (size_t)rounds, sizeof *x, cmp_u64);
		double q = (double)x[rounds / 4];
		lo = c == 0 || q < lo ? q : lo;
		hi = c == 0 || q > hi ? q : hi;
		printf("  %-4d %14p %6u %9llu %9.0f\n", c, (void *)fn[c], (unsigned)((uintptr_t)fn[c] & 4095),
		       (unsigned long long)x[0], q);
	}
	printf("  placement %-10s slowest/fastest copy %.3f (quartile)\n", k->name, lo > 0 ? hi / lo : 0.0);
out:
	for (int c = 0; c < COPIES; c++)
		if (fn[c])
			kl_code_free((void *)fn[c]);
	free(t);
	free(a0);
	free(a);
	free(b);
	free(text);
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 200;
	const char *only = argc > 2 && strcmp(argv[2], "all") ? argv[2] : NULL;
	const char *part = argc > 3 ? argv[3] : "all";
	if (rounds < 1)
		rounds = 1;
	if (strcmp(part, "all") && strcmp(part, "tables") && strcmp(part, "autotune") && strcmp(part, "model") &&
	    strcmp(part, "window") && strcmp(part, "placement")) {
		fprintf(stderr, "usage: sched-bench [ROUNDS [KERNEL|all [all|tables|autotune|model|window|placement]]]\n");
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0); /* progress through a pipe */
	FILE *la = fopen("/proc/loadavg", "r");
	char load[64] = "?";
	if (la) {
		if (!fgets(load, sizeof load, la))
			strcpy(load, "?");
		fclose(la);
		load[strcspn(load, "\n")] = 0;
	}
	printf("sched-bench: load average %s\n", load);
#ifndef BENCH_HAVE_PEERS
	printf("sched-bench: no gcc/clang peers in this build (cross build or compilers missing)\n");
#endif
	if (!strcmp(part, "window")) {
		for (int k = 0; k < NKERNELS; k++)
			if (!only || !strcmp(only, kernels[k].name))
				window_kernel(&kernels[k], rounds, SCHED_Q_DIR);
		return 0;
	}
	if (!strcmp(part, "placement")) {
		for (int k = 0; k < NKERNELS; k++)
			if (!only || !strcmp(only, kernels[k].name))
				placement_kernel(&kernels[k], rounds, SCHED_Q_DIR);
		return 0;
	}
	if (!strcmp(part, "model")) {
		printf("\n== the model's choice (ko_autotune without a benchmark) against every fixed choice, timed\n");
		for (int k = 0; k < NKERNELS; k++)
			if (!only || !strcmp(only, kernels[k].name))
				tune_kernel(&kernels[k], rounds, 0, SCHED_Q_DIR, 1);
		return 0;
	}
	if (strcmp(part, "autotune"))
		for (int k = 0; k < NKERNELS; k++)
			if (!only || !strcmp(only, kernels[k].name))
				bench_kernel(&kernels[k], rounds, SCHED_Q_DIR);
	if (strcmp(part, "tables")) {
		printf("\n== autotuning (ko_autotune with a benchmark callback) against every fixed choice\n");
		for (int k = 0; k < NKERNELS; k++)
			if (!only || !strcmp(only, kernels[k].name))
				tune_kernel(&kernels[k], rounds, 101, SCHED_Q_DIR, 0);
	}
	return 0;
}
