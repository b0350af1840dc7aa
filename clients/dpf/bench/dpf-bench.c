/* dpf-bench.c -- how much faster kiln's filters are than libpcap's bpf_filter, measured in one
 * run: single filters (called per packet, and in bursts of 64 and 256 packets), N connection
 * filters (the DPF paper's experiment), compile time.
 *
 *   dpf-bench [CAPTURE_DIR]     (default: the captures bundled with the tests)
 *
 * Times are the best of RUNS short runs, engines taking turns (clock_gettime, CLOCK_MONOTONIC); only
 * ratios measured in the same run are compared, never a time against a fixed figure. */
#include <dirent.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <kiln.h>
#include <kiln/dpf.h>

/* many short runs: on a busy machine some go undisturbed, and the best of them is the cost */
#define RUNS 60

#ifndef DPF_DATA_DIR
#define DPF_DATA_DIR "."
#endif

struct pkt {
	unsigned len, caplen;
	unsigned char *data;
};

static struct pkt *pkts;
static size_t npkts;
static volatile unsigned long sink; /* keeps the filter calls */

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static void add_pkt(const unsigned char *d, unsigned len, unsigned caplen)
{
	pkts = realloc(pkts, (npkts + 1) * sizeof *pkts);
	if (!pkts)
		exit(1);
	pkts[npkts].data = malloc(caplen + 1);
	if (!pkts[npkts].data)
		exit(1);
	memcpy(pkts[npkts].data, d, caplen);
	pkts[npkts].len = len;
	pkts[npkts++].caplen = caplen;
}

/* The Ethernet packets of every capture in dir. */
static void load(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	if (!d)
		return;
	while ((e = readdir(d))) {
		char path[4096], err[PCAP_ERRBUF_SIZE];
		struct pcap_pkthdr *h;
		const u_char *data;
		if (e->d_name[0] == '.')
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
		pcap_t *p = pcap_open_offline(path, err);
		if (!p)
			continue;
		if (pcap_datalink(p) == DLT_EN10MB)
			while (pcap_next_ex(p, &h, &data) == 1)
				add_pkt(data, h->len, h->caplen);
		pcap_close(p);
	}
	closedir(d);
}

static int compile(const char *expr, struct bpf_program *prog)
{
	pcap_t *p = pcap_open_dead(DLT_EN10MB, 262144);
	int rc = pcap_compile(p, prog, expr, 1, PCAP_NETMASK_UNKNOWN);
	if (rc < 0)
		fprintf(stderr, "dpf-bench: %s: %s\n", expr, pcap_geterr(p));
	pcap_close(p);
	return rc;
}

/* The engines, and what they run on: n filters (or a classifier of them) over np packets. */
enum { ENG_PCAP, ENG_JIT, ENG_DEMUX, ENG_DFN, ENG_BURST64, ENG_BURST256 };
struct load {
	unsigned n;
	struct bpf_program *progs;
	kl_bpf_fn *fns;
	kl_demux *d;
	const struct pkt *pk;
	size_t np;
	kl_demux_fn dfn; /* kl_demux_function(d) */
	kl_bpf_burst_fn bfn;          /* kl_bpf_compile_burst of progs[0] */
	const struct kl_bpf_pkt *bpk; /* pk[] as bursts take them */
	unsigned *verdicts;
};

/* One pass over the packets with one engine.  Each engine has a loop of its own, the same for
 * all three (no test of which engine runs inside the loop), so that what the loop costs around the
 * call is as small as it can be and the same for each: the ratios compare the filters. */
static __attribute__((noinline)) unsigned long run_pcap(const struct load *l)
{
	unsigned long s = 0;
	if (l->n == 1) {
		for (size_t i = 0; i < l->np; i++)
			s += bpf_filter(l->progs[0].bf_insns, l->pk[i].data, l->pk[i].len, l->pk[i].caplen) == 0; /* k below */
		return s;
	}
	for (size_t i = 0; i < l->np; i++) {
		unsigned k; /* the first filter that accepts, as a demultiplexer would */
		for (k = 0; k < l->n; k++)
			if (bpf_filter(l->progs[k].bf_insns, l->pk[i].data, l->pk[i].len, l->pk[i].caplen))
				break;
		s += k;
	}
	return s;
}

static __attribute__((noinline)) unsigned long run_jit(const struct load *l)
{
	unsigned long s = 0;
	if (l->n == 1) {
		for (size_t i = 0; i < l->np; i++)
			s += l->fns[0](l->pk[i].data, l->pk[i].len, l->pk[i].caplen) == 0; /* k below */
		return s;
	}
	for (size_t i = 0; i < l->np; i++) {
		unsigned k;
		for (k = 0; k < l->n; k++)
			if (l->fns[k](l->pk[i].data, l->pk[i].len, l->pk[i].caplen))
				break;
		s += k;
	}
	return s;
}

static __attribute__((noinline)) unsigned long run_demux(const struct load *l)
{
	unsigned long s = 0;
	for (size_t i = 0; i < l->np; i++) {
		int id = kl_demux_classify(l->d, l->pk[i].data, l->pk[i].len, l->pk[i].caplen);
		s += id < 0 ? l->n : (unsigned)id; /* as the loops above count */
	}
	return s;
}

/* the classifier called directly (kl_demux_function), without kl_demux_classify's test and jump */
static __attribute__((noinline)) unsigned long run_dfn(const struct load *l)
{
	unsigned long s = 0;
	kl_demux_fn fn = l->dfn;
	for (size_t i = 0; i < l->np; i++) {
		int id = fn(l->pk[i].data, l->pk[i].len, l->pk[i].caplen);
		s += id < 0 ? l->n : (unsigned)id;
	}
	return s;
}

/* bursts of size packets (the last one shorter); counts rejections as the loops above do */
static __attribute__((noinline)) unsigned long run_burst(const struct load *l, size_t size)
{
	unsigned long s = 0;
	for (size_t i = 0; i < l->np; i += size) {
		unsigned m = (unsigned)(l->np - i < size ? l->np - i : size);
		s += m - l->bfn(l->bpk + i, m, l->verdicts + i);
	}
	return s;
}

static unsigned long once(const struct load *l, int eng)
{
	switch (eng) {
	case ENG_PCAP: return run_pcap(l);
	case ENG_JIT: return run_jit(l);
	case ENG_DEMUX: return run_demux(l);
	case ENG_DFN: return run_dfn(l);
	case ENG_BURST64: return run_burst(l, 64);
	default: return run_burst(l, 256);
	}
}

/* ns per packet of each engine in engs[0..ne): the best of many short runs, the engines taking
 * turns, so that a busy machine disturbs them alike and some runs go undisturbed. */
static void measure(const struct load *l, const int *engs, int ne, double *best, unsigned long *result)
{
	unsigned reps[4];
	for (int e = 0; e < ne; e++) {
		double t0 = now();
		result[e] = once(l, engs[e]); /* warm up, and repetitions for ~2 ms a run */
		double one = now() - t0;
		reps[e] = one < 0.002 ? (unsigned)(0.002 / (one + 1e-9)) + 1 : 1;
		best[e] = 1e30;
	}
	for (int run = 0; run < RUNS; run++)
		for (int e = 0; e < ne; e++) {
			double t0 = now();
			unsigned long s = 0;
			for (unsigned r = 0; r < reps[e]; r++)
				s += once(l, engs[e]);
			double t = (now() - t0) / ((double)reps[e] * (double)l->np) * 1e9;
			sink += s;
			best[e] = t < best[e] ? t : best[e];
		}
}

static const char *const singles[] = {
	"ip", "tcp port 80", "src host 10.0.0.1 and tcp dst port 22", "udp and ip[2:2] > 576",
	"tcp[tcpflags] & tcp-syn != 0", "ip6 and tcp", "not arp", "icmp or arp",
	"tcp[((tcp[12] & 0xf0) >> 2):4] = 0x47455420",
};

/* What a call costs here, whatever the filter: the floor under the per-call columns. */
static int baseline(void)
{
	struct bpf_insn ret0[] = {BPF_STMT(BPF_RET | BPF_K, 0)};
	struct bpf_program prog = {1, ret0};
	char err[256];
	kl_bpf_fn fn = kl_bpf_compile(ret0, 1, err, sizeof err);
	kl_demux *none = kl_demux_new(); /* no filters: returns -1 at once */
	struct load l = {1, &prog, &fn, none, pkts, npkts, kl_demux_function(none), NULL, NULL, NULL};
	static const int all4[4] = {ENG_PCAP, ENG_JIT, ENG_DEMUX, ENG_DFN};
	unsigned long res[4];
	double tt[4];
	if (!fn || !none || !l.dfn)
		return -1;
	measure(&l, all4, 4, tt, res);
	printf("baseline, a filter that returns at once: bpf_filter %.2f ns, kiln JIT %.2f ns, "
	       "empty demux %.2f ns (called directly %.2f ns)\nper packet (the call and the loop: a floor under "
	       "every time per call below)\n\n",
	       tt[0], tt[1], tt[2], tt[3]);
	kl_bpf_free(fn);
	kl_demux_free(none);
	return 0;
}

/* One row of the single-filter tables: bpf_filter, the JIT, bursts of 64 and 256, per packet;
 * the logs of the three ratios are added to geo[]. */
static void single_row(const char *name, const struct load *l, double *geo)
{
	static const int engs[4] = {ENG_PCAP, ENG_JIT, ENG_BURST64, ENG_BURST256};
	unsigned long res[4];
	double tt[4];
	measure(l, engs, 4, tt, res);
	printf("%-44s %7.2f ns | %6.2f ns %5.1fx | %6.2f ns %5.1fx | %6.2f ns %5.1fx%s\n", name, tt[0], tt[1],
	       tt[0] / tt[1], tt[2], tt[0] / tt[2], tt[3], tt[0] / tt[3],
	       res[0] == res[1] && res[0] == res[2] && res[0] == res[3] ? "" : "  DIFFER");
	for (int e = 0; e < 3; e++)
		geo[e] += log(tt[0] / tt[e + 1]);
}

static void single_header(const char *title)
{
	printf("%-44s %10s | %9s %6s | %9s %6s | %9s %6s\n", title, "bpf_filter", "kiln JIT", "ratio", "burst 64", "ratio",
	       "burst 256", "ratio");
}

static void single_geo(const double *geo, int n)
{
	printf("%-44s %10s | %16.1fx | %16.1fx | %16.1fx\n\n", "geometric mean", "", exp(geo[0] / n), exp(geo[1] / n),
	       exp(geo[2] / n));
}

/* 1. single filters over real traffic: all packets, then the accepted ones (the full path) */
static int singles_table(void)
{
	size_t ns = sizeof singles / sizeof singles[0];
	struct bpf_program *prog = calloc(ns, sizeof *prog);
	kl_bpf_fn *fn = calloc(ns, sizeof *fn);
	kl_bpf_burst_fn *bfn = calloc(ns, sizeof *bfn);
	struct kl_bpf_pkt *bpk = malloc(npkts * sizeof *bpk);
	struct pkt *acc = malloc(npkts * sizeof *acc);
	unsigned *verdicts = malloc(npkts * sizeof *verdicts);
	char err[256];
	if (!prog || !fn || !bfn || !bpk || !acc || !verdicts)
		return -1;
	for (size_t i = 0; i < ns; i++) {
		if (compile(singles[i], &prog[i]) < 0)
			return -1;
		fn[i] = kl_bpf_compile(prog[i].bf_insns, prog[i].bf_len, err, sizeof err);
		bfn[i] = fn[i] ? kl_bpf_compile_burst(prog[i].bf_insns, prog[i].bf_len, err, sizeof err) : NULL;
		if (!bfn[i]) {
			fprintf(stderr, "dpf-bench: %s\n", err);
			return -1;
		}
	}
	for (int accepted = 0; accepted < 2; accepted++) {
		double geo[3] = {0, 0, 0};
		int ng = 0;
		single_header(accepted ? "single filter: accepted packets" : "single filter: all packets");
		for (size_t i = 0; i < ns; i++) {
			size_t n = 0;
			for (size_t k = 0; k < npkts; k++)
				if (!accepted || bpf_filter(prog[i].bf_insns, pkts[k].data, pkts[k].len, pkts[k].caplen))
					acc[n++] = pkts[k];
			for (size_t k = 0; k < n; k++)
				bpk[k] = (struct kl_bpf_pkt){acc[k].data, acc[k].caplen, acc[k].len};
			struct load l = {1, &prog[i], &fn[i], NULL, acc, n, NULL, bfn[i], bpk, verdicts};
			if (!n)
				continue;
			single_row(singles[i], &l, geo);
			ng++;
		}
		single_geo(geo, ng);
	}
	for (size_t i = 0; i < ns; i++) {
		kl_bpf_free(fn[i]);
		kl_bpf_burst_free(bfn[i]);
		pcap_freecode(&prog[i]);
	}
	free(prog), free(fn), free(bfn), free(bpk), free(acc), free(verdicts);
	return 0;
}

static unsigned build_tcp(unsigned char *p, uint32_t src, uint32_t dst, unsigned sport, unsigned dport)
{
	memset(p, 0, 64);
	p[12] = 0x08, p[14] = 0x45, p[17] = 40, p[22] = 64, p[23] = 6;
	for (int i = 0; i < 4; i++) {
		p[26 + i] = (unsigned char)(src >> (24 - 8 * i));
		p[30 + i] = (unsigned char)(dst >> (24 - 8 * i));
	}
	p[34] = (unsigned char)(sport >> 8), p[35] = (unsigned char)sport;
	p[36] = (unsigned char)(dport >> 8), p[37] = (unsigned char)dport;
	p[46] = 0x50;
	return 54;
}

/* 2. N connection filters; each packet belongs to one of them (DPF's experiment) */
static int connections_row(unsigned n)
{
	struct bpf_program *progs = calloc(n, sizeof *progs);
	kl_bpf_fn *fns = calloc(n, sizeof *fns);
	struct pkt *cp = calloc(4096, sizeof *cp);
	kl_demux *d = kl_demux_new();
	uint64_t r = 12345;
	uint32_t(*conn)[4] = calloc(n, sizeof *conn);
	if (!progs || !fns || !cp || !d || !conn)
		return -1;
	for (unsigned i = 0; i < n; i++) {
		char e[256];
		r = r * 6364136223846793005ull + 1442695040888963407ull;
		conn[i][0] = 0x0a000000u | (uint32_t)(r >> 40);
		conn[i][1] = 0xc0a80001u + (i & 7);
		conn[i][2] = 1024 + (uint32_t)(r >> 20) % 60000;
		conn[i][3] = i % 4 ? 80 : 22;
		snprintf(e, sizeof e, "tcp and src host %u.%u.%u.%u and dst host %u.%u.%u.%u and src port %u and dst port %u",
			 conn[i][0] >> 24, conn[i][0] >> 16 & 255, conn[i][0] >> 8 & 255, conn[i][0] & 255, conn[i][1] >> 24,
			 conn[i][1] >> 16 & 255, conn[i][1] >> 8 & 255, conn[i][1] & 255, conn[i][2], conn[i][3]);
		if (compile(e, &progs[i]) < 0)
			return -1;
	}
	/* compile time: each filter alone, then the classifier of all */
	char err[256];
	double tcomp = 1e30, tbuild = 1e30, t0;
	for (int run = 0; run < 3; run++) { /* best of 3: system calls (mmap, mprotect) vary */
		for (unsigned i = 0; run && i < n; i++)
			kl_bpf_free(fns[i]);
		t0 = now();
		for (unsigned i = 0; i < n; i++)
			if (!(fns[i] = kl_bpf_compile(progs[i].bf_insns, progs[i].bf_len, err, sizeof err))) {
				fprintf(stderr, "dpf-bench: %s\n", err);
				return -1;
			}
		t0 = (now() - t0) / n * 1e6;
		tcomp = t0 < tcomp ? t0 : tcomp;
	}
	for (unsigned i = 0; i < n; i++)
		kl_demux_add(d, progs[i].bf_insns, progs[i].bf_len, (int)i);
	for (int run = 0; run < 3; run++) {
		t0 = now();
		if (kl_demux_build(d) < 0) {
			fprintf(stderr, "dpf-bench: %s\n", kl_demux_errmsg(d));
			return -1;
		}
		t0 = (now() - t0) / n * 1e6;
		tbuild = t0 < tbuild ? t0 : tbuild;
	}
	unsigned char buf[64];
	for (unsigned i = 0; i < 4096; i++) {
		unsigned k = (unsigned)((i * 2654435761u) % n);
		unsigned len = build_tcp(buf, conn[k][0], conn[k][1], conn[k][2], conn[k][3]);
		cp[i].data = malloc(len);
		memcpy(cp[i].data, buf, len);
		cp[i].len = cp[i].caplen = len;
	}
	struct load l = {n, progs, fns, d, cp, 4096, kl_demux_function(d), NULL, NULL, NULL};
	static const int all4[4] = {ENG_PCAP, ENG_JIT, ENG_DEMUX, ENG_DFN};
	unsigned long res[4];
	double tt[4];
	if (!l.dfn)
		return -1;
	measure(&l, all4, 4, tt, res);
	double tp = tt[0], tj = tt[1], td = tt[2], tf = tt[3];
	printf("%-5u %8.1f ns %8.1f ns %6.1f ns %9.1fx %8.1fx %6.1f ns %8.1fx %8.2f us %6.2f us%s\n", n, tp, tj, td,
	       tp / td, tj / td, tf, tp / tf, tcomp, tbuild,
	       res[0] == res[1] && res[1] == res[2] && res[2] == res[3] ? "" : "  DIFFER");
	for (unsigned i = 0; i < n; i++) {
		kl_bpf_free(fns[i]);
		pcap_freecode(&progs[i]);
	}
	for (unsigned i = 0; i < 4096; i++)
		free(cp[i].data);
	kl_demux_free(d);
	free(progs), free(fns), free(cp), free(conn);
	return 0;
}

int main(int argc, char **argv)
{
	load(argc > 1 ? argv[1] : DPF_DATA_DIR "/tcpdump");
	load(argc > 1 ? argv[1] : DPF_DATA_DIR "/libpcap-filter");
	if (!npkts) {
		fprintf(stderr, "dpf-bench: no Ethernet packets under %s\n", argc > 1 ? argv[1] : DPF_DATA_DIR);
		return 1;
	}
	printf("kiln dpf benchmark on %s: %zu Ethernet packets from captures; best of %d runs\n\n", kl_target_name(),
	       npkts, RUNS);
	if (baseline() < 0 || singles_table() < 0)
		return 1;
	printf("(per packet; kiln JIT: one call per packet, as bpf_filter; burst: kl_bpf_compile_burst called on\n"
	       " 64 or 256 packets at a time; ratio: bpf_filter's time over kiln's)\n\n");
	static const unsigned ns[] = {1, 10, 100, 1000};
	printf("%-5s %11s %11s %9s %10s %9s %9s %9s %11s %9s\n", "N", "bpf_filter", "kiln JIT", "demux", "demux/pcap",
	       "demux/JIT", "demux fn", "fn/pcap", "compile/flt", "build/flt");
	for (size_t t = 0; t < sizeof ns / sizeof ns[0]; t++)
		if (connections_row(ns[t]) < 0)
			return 1;
	printf("\n(bpf_filter and kiln JIT over N: the filters in order until one accepts; demux: one call of\n"
	       " kl_demux_classify; demux fn: one call of the classifier from kl_demux_function.\n"
	       " compile/flt: kl_bpf_compile per filter; build/flt: kl_demux_build divided by N.)\n");
	for (size_t i = 0; i < npkts; i++)
		free(pkts[i].data);
	free(pkts);
	return 0;
}
