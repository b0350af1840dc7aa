/* ash-bench.c -- the seed paper's Table 4 today: copy+checksum and copy+checksum+byte swap as
 * separate passes (glibc memcpy, then C loops), as hand-integrated C loops (gcc -O2 and clang -O2),
 * and as kiln's composed loop (kl_ash_build), in cache (1,500 B and 16 KiB messages) and out of
 * cache (buffers of four times the last-level cache).  All ratios come from this one run: the
 * methods take turns, and each keeps its best time (clock_gettime, CLOCK_MONOTONIC_RAW).
 *
 *   ash-bench [rounds]      (default 40; out of cache uses rounds / 4, at least 3) */
#include <kiln/ash.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ash_c.h"

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* the last-level cache: /sys's index with the highest level, else sysconf */
static size_t llc_size(const char **from)
{
	size_t best = 0;
	int best_level = 0;
	for (int i = 0; i < 8; i++) {
		char path[96], buf[32];
		snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/level", i);
		FILE *fp = fopen(path, "r");
		if (!fp)
			break;
		int level = fgets(buf, sizeof buf, fp) ? atoi(buf) : 0;
		fclose(fp);
		snprintf(path, sizeof path, "/sys/devices/system/cpu/cpu0/cache/index%d/size", i);
		fp = fopen(path, "r");
		if (!fp)
			continue;
		if (fgets(buf, sizeof buf, fp)) {
			char *end;
			size_t v = strtoull(buf, &end, 10);
			v *= *end == 'K' ? 1024 : *end == 'M' ? 1024 * 1024 : 1;
			if (level >= best_level && v)
				best = v, best_level = level;
		}
		fclose(fp);
	}
	*from = "/sys/devices/system/cpu/cpu0/cache";
#ifdef _SC_LEVEL3_CACHE_SIZE
	if (!best) {
		long v = sysconf(_SC_LEVEL3_CACHE_SIZE);
		if (v <= 0)
			v = sysconf(_SC_LEVEL2_CACHE_SIZE);
		best = v > 0 ? (size_t)v : 0;
		*from = "sysconf";
	}
#endif
	if (!best)
		best = 32u << 20, *from = "unknown: assumed";
	return best;
}

enum { P_CKSUM, P_CKSUM_SWAP, NPIPES };
static const char *const pipe_names[NPIPES] = {"copy + checksum", "copy + checksum + byte swap (32-bit words)"};

static const struct ash_c *gcc_c; /* the separate passes' loops: gcc's */
static kl_ash_fn kiln_fn[NPIPES];

struct method {
	const char *name;
	uint16_t (*run)(int pipe, const struct method *m, void *dst, const void *src, size_t len);
	const struct ash_c *c;
	int kind; /* which C loop */
};

static uint16_t run_separate(int pipe, const struct method *m, void *dst, const void *src, size_t len)
{
	(void)m;
	memcpy(dst, src, len);
	uint16_t ck = gcc_c->cksum(dst, len);
	if (pipe == P_CKSUM_SWAP)
		gcc_c->swap32(dst, len);
	return ck;
}
static uint16_t run_c(int pipe, const struct method *m, void *dst, const void *src, size_t len)
{
	if (m->kind == 64)
		return pipe == P_CKSUM ? m->c->copy_cksum64(dst, src, len) : m->c->copy_cksum_swap64(dst, src, len);
	return pipe == P_CKSUM ? m->c->copy_cksum32(dst, src, len) : m->c->copy_cksum_swap32(dst, src, len);
}
static uint16_t run_kiln(int pipe, const struct method *m, void *dst, const void *src, size_t len)
{
	(void)m;
	return (uint16_t)kiln_fn[pipe](dst, src, len);
}

#define MAXM 8
static struct method methods[MAXM];
static int nmethods;
static char names[MAXM][80];

static void add_method(const char *name, uint16_t (*run)(int, const struct method *, void *, const void *, size_t),
		       const struct ash_c *c, int kind)
{
	int k = nmethods++;
	snprintf(names[k], sizeof names[0], "%s", name);
	methods[k] = (struct method){names[k], run, c, kind};
}

static volatile uint16_t sink;
static int fastest_c; /* the fastest C loop of the last table */

/* every method computes the same bytes and checksum as kiln on odd lengths and alignments */
static int verify(void)
{
	size_t n = 20000;
	uint8_t *src = malloc(n + 16), *want = malloc(n + 16), *got = malloc(n + 16);
	if (!src || !want || !got)
		return 1;
	for (size_t i = 0; i < n + 16; i++)
		src[i] = (uint8_t)(i * 7919 >> 3);
	int bad = 0;
	size_t lens[] = {0, 1, 7, 13, 1500, 1501, 16384, 16387, 19999};
	for (int p = 0; p < NPIPES; p++)
		for (size_t l = 0; l < sizeof lens / sizeof lens[0]; l++) {
			uint16_t ck = (uint16_t)kiln_fn[p](want + 3, src + 1, lens[l]);
			for (int k = 0; k < nmethods; k++) {
				memset(got, 0, n + 16);
				uint16_t c2 = methods[k].run(p, &methods[k], got + 3, src + 1, lens[l]);
				if (c2 != ck || memcmp(got + 3, want + 3, lens[l])) {
					printf("MISMATCH: %s, %s, %zu bytes: checksum %04x (kiln %04x)%s\n", pipe_names[p],
					       methods[k].name, lens[l], c2, ck,
					       memcmp(got + 3, want + 3, lens[l]) ? ", data differs" : "");
					bad = 1;
				}
			}
		}
	free(src), free(want), free(got);
	return bad;
}

/* best time per call of each method, taking turns: `reps` calls per sample over messages of `len`
 * bytes, the k-th call at offset k * stride (0: always the same message) */
static void measure(int pipe, uint8_t *dst, const uint8_t *src, size_t len, size_t stride, size_t reps, int rounds,
		    double *best)
{
	for (int k = 0; k < nmethods; k++)
		best[k] = 1e300;
	for (int r = 0; r < rounds; r++)
		for (int k = 0; k < nmethods; k++) {
			double t0 = now();
			for (size_t i = 0; i < reps; i++)
				sink = methods[k].run(pipe, &methods[k], dst + i * stride, src + i * stride, len);
			double t = (now() - t0) / (double)reps;
			if (t < best[k])
				best[k] = t;
		}
}

static void table(const char *title, int pipe, size_t len, const double *best, double *ratio_sep, double *ratio_c)
{
	int kiln = nmethods - 1;
	printf("  %s, %zu-byte messages\n", title, len);
	printf("    %-44s %12s %8s %9s\n", "method", "ns/message", "GB/s", "kiln is");
	for (int k = 0; k < nmethods; k++)
		printf("    %-44s %12.1f %8.2f %8.2fx\n", methods[k].name, best[k], len / best[k], best[k] / best[kiln]);
	*ratio_sep = best[0] / best[kiln];
	double c = 1e300;
	for (int k = 1; k < kiln; k++)
		if (best[k] < c)
			c = best[k], fastest_c = k;
	*ratio_c = c / best[kiln];
	(void)pipe;
}

int main(int argc, char **argv)
{
	int rounds = argc > 1 ? atoi(argv[1]) : 40;
	if (rounds < 1)
		rounds = 1;
	gcc_c = strncmp(ash_c_cc.compiler, "gcc", 3) == 0 || !ash_c_other.compiler ? &ash_c_cc : &ash_c_other;

	for (int p = 0; p < NPIPES; p++) {
		kl_ash *a = kl_ash_new();
		kl_ash_cksum(a);
		if (p == P_CKSUM_SWAP)
			kl_ash_swap32(a);
		kl_ash_copy(a);
		size_t size = 0;
		kiln_fn[p] = kl_ash_build_sized(a, &size);
		if (!kiln_fn[p]) {
			fprintf(stderr, "ash-bench: kl_ash_build: %s\n", kl_ash_errmsg(a));
			return 1;
		}
		printf("kiln's loop for %s: %zu bytes of code\n", pipe_names[p], size);
		kl_ash_delete(a);
	}
	char buf[80];
	snprintf(buf, sizeof buf, "separate: glibc memcpy, then C passes (%s)", gcc_c->compiler);
	add_method(buf, run_separate, NULL, 0);
	const struct ash_c *cs[2] = {&ash_c_cc, ash_c_other.compiler ? &ash_c_other : NULL};
	for (int w = 64; w >= 32; w -= 32)
		for (int i = 0; i < 2; i++)
			if (cs[i]) {
				snprintf(buf, sizeof buf, "C integrated, %d-bit words (%s -O2)", w, cs[i]->compiler);
				add_method(buf, run_c, cs[i], w);
			}
	add_method("kiln ash (kl_ash_build)", run_kiln, NULL, 0);
	if (verify())
		return 1;
	printf("check: every method gives kiln's bytes and checksum (lengths 0..19,999, unaligned)\n");

	const char *from;
	size_t llc = llc_size(&from);
	size_t big = 4 * llc;
	printf("last-level cache: %zu KiB (%s); out-of-cache buffers: %zu MiB each\n", llc >> 10, from, big >> 20);
	uint8_t *src = aligned_alloc(4096, big + 4096), *dst = aligned_alloc(4096, big + 4096);
	if (!src || !dst) {
		fprintf(stderr, "ash-bench: no memory for two buffers of %zu MiB\n", big >> 20);
		return 1;
	}
	for (size_t i = 0; i < big + 4096; i += 8) {
		uint64_t v = i * 0x9e3779b97f4a7c15ull;
		memcpy(src + i, &v, 8);
	}
	memset(dst, 1, big + 4096);

	double best[MAXM], r_sep, r_c;
	double goal_out[NPIPES], goal_in[NPIPES][2], sep_in[NPIPES][2];
	int goal_in_c[NPIPES][2];
	int orounds = rounds / 4 < 3 ? 3 : rounds / 4;
	for (int p = 0; p < NPIPES; p++) {
		printf("\n== %s\n", pipe_names[p]);
		size_t sizes[2] = {1500, 16384};
		for (int s = 0; s < 2; s++) {
			size_t reps = 2000000 / sizes[s] + 1;
			measure(p, dst, src, sizes[s], 0, reps, rounds, best);
			table("in cache", p, sizes[s], best, &sep_in[p][s], &goal_in[p][s]);
			goal_in_c[p][s] = fastest_c;
		}
		measure(p, dst, src, big, 0, 1, orounds, best);
		table("out of cache: the whole buffer in one call", p, big, best, &goal_out[p], &r_c);
		/* messages whose data is out of cache, but whose later separate passes find it in L1 */
		for (int s = 0; s < 2; s++) {
			measure(p, dst, src, sizes[s], sizes[s], big / sizes[s], orounds, best);
			table("out of cache: messages streamed through the buffers", p, sizes[s], best, &r_sep, &r_c);
		}
	}
	printf("\nsummary (ratios of best times in this run; > 1: kiln is faster)\n");
	for (int p = 0; p < NPIPES; p++) {
		printf("  %s:\n", pipe_names[p]);
		printf("    out of cache (%zu MiB buffers): kiln %.2fx the separate passes (goal >= 1.5x: %s)\n", big >> 20,
		       goal_out[p], goal_out[p] >= 1.5 ? "met" : "NOT met");
		printf("    in cache: kiln %.2fx (1,500 B) and %.2fx (16 KiB) the fastest hand-integrated C loop (goal >= 1.1x: %s);"
		       " %.2fx and %.2fx the separate passes\n",
		       goal_in[p][0], goal_in[p][1], goal_in[p][0] >= 1.1 && goal_in[p][1] >= 1.1 ? "met" : "NOT met",
		       sep_in[p][0], sep_in[p][1]);
		printf("      (the fastest C loop: %s; %s)\n", methods[goal_in_c[p][0]].name, methods[goal_in_c[p][1]].name);
	}
	free(src), free(dst);
	for (int p = 0; p < NPIPES; p++)
		kl_ash_free(kiln_fn[p]);
	return 0;
}
