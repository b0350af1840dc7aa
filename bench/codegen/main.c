/* main.c -- the code-generation benchmark's driver (issue 7): checks that every variant emits
 * the same code, times them side by side, and runs one variant alone for callgrind.
 *
 *   codegen check                     bodies compared byte for byte, small functions called
 *   codegen dump VARIANT MIX          one function's body (no prologue) to stdout
 *   codegen time [IRFILE]             the table: ns per generated instruction (best of runs),
 *                                     with callgrind's Ir per instruction from IRFILE if given
 *   codegen run VARIANT MIX N         generate N functions (MIX: all br add addi ld st small)
 *   codegen list                      the variants built into this program
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "mix.h"

extern const struct bench_variant bench_kiln_getreg, bench_kiln_getreg_nr, bench_kiln_const, bench_kiln_const_nr;
#ifdef BENCH_HAVE_VCODE
extern const struct bench_variant bench_kiln_vcode;
#endif
#ifdef BENCH_HAVE_ASMJIT
extern const struct bench_variant bench_asmjit, bench_asmjit_const;
#endif
#ifdef BENCH_HAVE_XBYAK
extern const struct bench_variant bench_xbyak, bench_xbyak_const;
#endif

static const struct bench_variant *const variants[] = {
	&bench_kiln_getreg,
	&bench_kiln_getreg_nr,
	&bench_kiln_const,
	&bench_kiln_const_nr,
#ifdef BENCH_HAVE_VCODE
	&bench_kiln_vcode,
#endif
#ifdef BENCH_HAVE_ASMJIT
	&bench_asmjit,
	&bench_asmjit_const,
#endif
#ifdef BENCH_HAVE_XBYAK
	&bench_xbyak,
	&bench_xbyak_const,
#endif
};
#define NVAR ((int)(sizeof variants / sizeof variants[0]))

/* MIX_COUNT stands for the small function */
static const char *const mixnames[MIX_COUNT + 1] = {"all", "br", "add", "addi", "ld", "st", "small"};
static const char *const mixdoc[MIX_COUNT + 1] = {
	"25% add reg+reg, 25% add reg+imm, 25% load, 25% store (64-bit)",
	"the same with 10% beq to labels (2 backward, 2 forward per 40)",
	"add reg+reg only (rd=rs1, rd=rs2 and rd apart)",
	"add reg+imm only (rd=rs: add; rd apart: lea)",
	"load reg+offset only",
	"store reg+offset only",
	"10 instructions + return, finalized and callable, code freed"};

int32_t bench_imm[BENCH_NINSN];
int32_t bench_small[8] = {0, 8, 7, 16, 1000, 24, 32, 0};

/* Deterministic run-time values: about three in four fit in 8 bits, the rest need 32; never 0 (an
 * add of 0 is no instruction at all in kiln). */
void bench_fill_tables(void)
{
	uint32_t x = 12345;
	for (int k = 0; k < BENCH_NINSN; k++) {
		x = x * 1103515245u + 12345u;
		int32_t v = (int32_t)(x >> 8);
		if ((x >> 30) != 0)
			v = (int32_t)(int8_t)v & ~7;
		else
			v = (v & 0xFFFFF8) + 0x1000;
		if (v == 0)
			v = 8;
		bench_imm[k] = v;
	}
}

static double now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static const struct bench_variant *find_variant(const char *name)
{
	for (int v = 0; v < NVAR; v++)
		if (!strcmp(variants[v]->name, name))
			return variants[v];
	return NULL;
}

static int find_mix(const char *name)
{
	for (int m = 0; m <= MIX_COUNT; m++)
		if (!strcmp(mixnames[m], name))
			return m;
	return -1;
}

static int run(const struct bench_variant *v, int mix, long n)
{
	return mix == MIX_COUNT ? v->small(n) : v->gen(mix, n);
}

/* ---- check ------------------------------------------------------------------------------------ */
static int check(void)
{
	static uint8_t ref[1 << 16], got[1 << 16];
	int bad = 0;
	for (int m = 0; m < MIX_COUNT; m++) {
		size_t nref = variants[0]->body(m, ref, sizeof ref);
		if (nref == (size_t)-1 || nref == 0) {
			printf("check %-5s %-12s: FAILED to generate\n", mixnames[m], variants[0]->name);
			bad = 1;
			continue;
		}
		for (int v = 1; v < NVAR; v++) {
			size_t n = variants[v]->body(m, got, sizeof got);
			const char *what = "same bytes";
			if (n == 0)
				what = "not compared";
			else if (n == (size_t)-1)
				what = "FAILED to generate", bad = 1;
			else if (n < nref || memcmp(ref, got, nref) != 0) {
				/* kiln gives run-time immediates their 32-bit forms, the peers the
				 * shortest: run.sh compares the disassembled instructions instead */
				size_t k = 0;
				while (k < nref && k < n && ref[k] == got[k])
					k++;
				printf("check %-5s %-12s: other encodings from byte %zu (%zu bytes, kiln %zu)\n",
				       mixnames[m], variants[v]->name, k, n, nref);
				continue;
			}
			printf("check %-5s %-12s: %s (%zu bytes)\n", mixnames[m], variants[v]->name, what, nref);
		}
	}
	for (int v = 0; v < NVAR; v++) {
		int64_t mem[8] = {100, 20, 0, 3000, 0, 0, 0, 0};
		int64_t r = variants[v]->call(mem);
		int ok = r == 100 + 127 && mem[2] == 127 && mem[4] == 3000 + 1020;
		printf("check small %-12s: returned %lld, m[2] = %lld, m[4] = %lld: %s\n", variants[v]->name,
		       (long long)r, (long long)mem[2], (long long)mem[4], ok ? "ok" : "WRONG");
		bad |= !ok;
	}
	return bad;
}

/* ---- time --------------------------------------------------------------------------------------- */
#define REPS 15

struct ir {
	char var[32], mix[16];
	double per;
};
static struct ir irs[256];
static int nir;

static double ir_of(const char *var, int mix)
{
	for (int k = 0; k < nir; k++)
		if (!strcmp(irs[k].var, var) && !strcmp(irs[k].mix, mixnames[mix]))
			return irs[k].per;
	return -1;
}

static void read_irs(const char *path)
{
	FILE *fp = fopen(path, "r");
	if (!fp) {
		perror(path);
		return;
	}
	while (nir < 256 && fscanf(fp, "%31s %15s %lf", irs[nir].var, irs[nir].mix, &irs[nir].per) == 3)
		nir++;
	fclose(fp);
}

static int timing(const char *irfile)
{
	static double best[MIX_COUNT + 1][16];
	if (irfile)
		read_irs(irfile);
	for (int m = 0; m <= MIX_COUNT; m++) {
		/* about 2 ms a run for the slowest variant; variants alternate within a repetition so
		 * that a noisy moment hits them all */
		long n = m == MIX_COUNT ? 2000 : 40;
		for (int v = 0; v < NVAR; v++)
			best[m][v] = 1e300;
		for (int v = 0; v < NVAR; v++)
			run(variants[v], m, n / 4 + 1); /* warm up */
		for (int r = 0; r < REPS; r++)
			for (int v = 0; v < NVAR; v++) {
				double t0 = now_ns();
				if (run(variants[v], m, n)) {
					fprintf(stderr, "codegen: %s failed on mix %s\n", variants[v]->name, mixnames[m]);
					return 1;
				}
				double t = (now_ns() - t0) / (double)n / (m == MIX_COUNT ? 1 : BENCH_NINSN);
				if (t < best[m][v])
					best[m][v] = t;
			}
	}
	for (int m = 0; m <= MIX_COUNT; m++) {
		int small = m == MIX_COUNT;
		printf("\nmix %s: %s\n", mixnames[m], mixdoc[m]);
		printf("  %-13s %10s %8s %10s %8s   %s\n", "variant", small ? "ns/func" : "ns/insn", "x kiln",
		       small ? "Ir/func" : "Ir/insn", "x kiln", "(compared with)");
		for (int v = 0; v < NVAR; v++) {
			const struct bench_variant *base = find_variant(variants[v]->base);
			int b = 0;
			while (variants[b] != base)
				b++;
			double ir = ir_of(variants[v]->name, m), irb = ir_of(base->name, m);
			printf("  %-13s %10.2f %8.2f", variants[v]->name, best[m][v], best[m][v] / best[m][b]);
			if (ir >= 0 && irb > 0)
				printf(" %10.2f %8.2f", ir, ir / irb);
			else
				printf(" %10s %8s", "-", "-");
			printf("   %s\n", b == v ? "" : base->name);
		}
	}
	return 0;
}

int main(int argc, char **argv)
{
	bench_fill_tables();
	if (argc >= 2 && !strcmp(argv[1], "check"))
		return check();
	if (argc >= 2 && !strcmp(argv[1], "time"))
		return timing(argc >= 3 ? argv[2] : NULL);
	if (argc >= 2 && !strcmp(argv[1], "list")) {
		for (int v = 0; v < NVAR; v++)
			printf("%s\n", variants[v]->name);
		return 0;
	}
	if (argc == 4 && !strcmp(argv[1], "dump")) { /* the body of one function, to stdout */
		static uint8_t buf[1 << 16];
		const struct bench_variant *v = find_variant(argv[2]);
		int m = find_mix(argv[3]);
		if (!v || m < 0 || m == MIX_COUNT)
			return 2;
		size_t n = v->body(m, buf, sizeof buf);
		if (n == (size_t)-1)
			return 1;
		return fwrite(buf, 1, n, stdout) == n ? 0 : 1;
	}
	if (argc == 5 && !strcmp(argv[1], "run")) {
		const struct bench_variant *v = find_variant(argv[2]);
		int m = find_mix(argv[3]);
		long n = atol(argv[4]);
		if (!v || m < 0) {
			fprintf(stderr, "codegen: unknown variant %s or mix %s\n", argv[2], argv[3]);
			return 2;
		}
		if (n > 0 && run(v, m, n)) {
			fprintf(stderr, "codegen: %s failed on mix %s\n", v->name, argv[3]);
			return 1;
		}
		return 0;
	}
	fprintf(stderr, "usage: codegen check | time [IRFILE] | run VARIANT MIX N | dump VARIANT MIX | list\n");
	return 2;
}
