/* dpf_vectors.c -- kiln's JIT, bursts and demultiplexer against libpcap's answers recorded in the oracle
 * vector file (dpf_vecgen, format in dpf_vecfile.h): the dpf_expr, dpf_random and dpf_demux
 * cases on targets without libpcap (cross builds, under qemu-user).  Needs no libpcap: the
 * native build also runs it, compiled with kiln's own BPF definitions (KL_DPF_NO_PCAP).
 *
 * The file is named by the environment variable DPF_VECTORS (ctest sets it).  A missing or
 * damaged file, a missing section, or a section with fewer comparisons than it declares is a
 * failure, never a pass. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kiln/dpf.h>

#include "dpf_burst.h"
#include "dpf_vecfile.h"

struct pool_pkt {
	unsigned wirelen, caplen;
	unsigned char *data; /* exactly caplen bytes, so that an overread is an overread */
	const char *capture;
	unsigned number; /* in its capture, from 1 */
};

static struct dpf_vec_file file;
static struct pool_pkt *pool;
static unsigned npool;
static char **captures; /* the names the pool points to */
static unsigned ncaptures;

static void reader_ok(const struct dpf_vec_reader *r, const char *section)
{
	cr_assert(!r->bad, "%s: %s (regenerate the vector file)", section, r->msg);
}

static void open_section(const char *name, struct dpf_vec_reader *r)
{
	cr_assert(dpf_vr_section(&file, name, r) == 0, "the vector file has no section %s (regenerate it)", name);
}

/* Load the file and its packets (each test runs in its own process: once per test). */
static void load(void)
{
	const char *path = getenv("DPF_VECTORS");
	char err[700];
	cr_assert(path && path[0],
		  "DPF_VECTORS is not set, so there is no oracle: in a cross build, configure with "
		  "-DKILN_DPF_VECTORS=<native build>/clients/dpf/dpf-vectors.bin (make check-cross does)");
	cr_assert(dpf_vr_load(&file, path, err, sizeof err) == 0,
		  "%s (the native build writes it: cmake --build <native build> --target dpf-vectors)", err);
	struct dpf_vec_reader r;
	open_section("packets", &r);
	const char *capture = "?";
	unsigned number = 0, cap = 0;
	for (;;) {
		char tag = dpf_vr_tag(&r);
		reader_ok(&r, "packets");
		if (tag == 'E')
			break;
		if (tag == 'F') {
			char name[1100];
			dpf_vr_str(&r, name, sizeof name);
			(void)dpf_vr_u32(&r); /* the link type: the programs were compiled for it already */
			captures = realloc(captures, (ncaptures + 1) * sizeof *captures);
			cr_assert(captures);
			capture = captures[ncaptures++] = strdup(name);
			number = 0;
			continue;
		}
		cr_assert_eq(tag, 'P', "packets: unexpected record '%c'", tag);
		if (npool == cap) {
			cap = cap ? 2 * cap : 4096;
			pool = realloc(pool, cap * sizeof *pool);
			cr_assert(pool);
		}
		struct pool_pkt *p = &pool[npool++];
		p->wirelen = dpf_vr_u32(&r);
		p->caplen = dpf_vr_u32(&r);
		const unsigned char *b = dpf_vr_bytes(&r, p->caplen);
		reader_ok(&r, "packets");
		p->data = malloc(p->caplen ? p->caplen : 1);
		cr_assert(p->data);
		memcpy(p->data, b, p->caplen);
		p->capture = capture;
		p->number = ++number;
	}
	uint32_t declared = dpf_vr_u32(&r);
	reader_ok(&r, "packets");
	cr_assert_eq(declared, npool, "packets: %u read, %u declared", npool, declared);
	cr_assert(npool > 0, "the vector file has no packets");
}

/* Everything load() allocated (for the leak checker of sanitizer builds). */
static void unload(void)
{
	for (unsigned i = 0; i < npool; i++)
		free(pool[i].data);
	for (unsigned i = 0; i < ncaptures; i++)
		free(captures[i]);
	free(pool);
	free(captures);
	pool = NULL;
	captures = NULL;
	npool = ncaptures = 0;
	dpf_vr_unload(&file);
}

static struct bpf_insn *to_insns(const struct dpf_vec_insn *v, unsigned n)
{
	struct bpf_insn *p = malloc((n ? n : 1) * sizeof *p);
	cr_assert(p);
	for (unsigned i = 0; i < n; i++) {
		p[i].code = v[i].code;
		p[i].jt = v[i].jt;
		p[i].jf = v[i].jf;
		p[i].k = v[i].k;
	}
	return p;
}

static void dump(const char *label, const struct bpf_insn *p, unsigned n)
{
	cr_log_error("%s:", label);
	for (unsigned i = 0; i < n; i++)
		cr_log_error("  %3u: { 0x%04x, %3u, %3u, 0x%08x }", i, p[i].code, p[i].jt, p[i].jf, p[i].k);
}

/* What a program section's reader holds: the run tables, the current program with its JIT and
 * burst functions, and the packets of its 'I' runs (run again in one burst at the end). */
struct progs {
	const char *name;
	struct dpf_vec_reader r;
	struct {
		unsigned n;
		uint32_t *pool, *buflen;
	} tables[64];
	unsigned ntables;
	unsigned long count, runs, bursts, nprog, rejected;
	kl_bpf_fn fn;
	kl_bpf_burst_fn bfn;
	struct bpf_insn *prog;
	unsigned plen;
	char label[700];
	struct kl_bpf_pkt *own; /* the 'I' packets of the current program, each its own copy */
	unsigned *ownwant, nown, ownmax;
};

/* A burst of pkts[0..n) against want[], in one call and in calls of 7. */
static void check_burst(struct progs *s, const struct kl_bpf_pkt *pkts, const unsigned *want, unsigned n)
{
	char msg[400];
	for (unsigned chunk = 0; chunk < 8; chunk += 7)
		if (dpf_test_check_burst(s->bfn, pkts, want, n, chunk, msg, sizeof msg) < 0) {
			dump(s->label, s->prog, s->plen);
			cr_assert_fail("%s: %s", s->label, msg);
		}
	s->bursts += n;
}

/* The end of a program: its 'I' packets in bursts, and everything freed. */
static void end_program(struct progs *s)
{
	if (s->nown)
		check_burst(s, s->own, s->ownwant, s->nown);
	for (unsigned i = 0; i < s->nown; i++)
		free((void *)s->own[i].data);
	s->nown = 0;
	kl_bpf_free(s->fn);
	kl_bpf_burst_free(s->bfn);
	free(s->prog);
	s->fn = NULL;
	s->bfn = NULL;
	s->prog = NULL;
}

static void read_table(struct progs *s)
{
	cr_assert(s->ntables < 64, "%s: too many run tables", s->name);
	unsigned n = dpf_vr_u32(&s->r), t = s->ntables;
	s->tables[t].n = n;
	s->tables[t].pool = malloc((n ? n : 1) * sizeof(uint32_t));
	s->tables[t].buflen = malloc((n ? n : 1) * sizeof(uint32_t));
	cr_assert(s->tables[t].pool && s->tables[t].buflen);
	for (unsigned i = 0; i < n; i++) {
		uint32_t p = dpf_vr_u32(&s->r), b = dpf_vr_u32(&s->r);
		reader_ok(&s->r, s->name);
		cr_assert(p < npool && b <= pool[p].caplen, "%s: run table %u row %u is out of range", s->name, t, i);
		s->tables[t].pool[i] = p;
		s->tables[t].buflen[i] = b;
	}
	s->ntables++;
}

static void read_program(struct progs *s)
{
	end_program(s);
	uint32_t expect = dpf_vr_u32(&s->r);
	dpf_vr_str(&s->r, s->label, sizeof s->label);
	struct dpf_vec_insn *v = dpf_vr_prog(&s->r, &s->plen);
	reader_ok(&s->r, s->name);
	s->prog = to_insns(v, s->plen);
	free(v);
	char err[256] = "", berr[256] = "";
	s->fn = kl_bpf_compile(s->prog, s->plen, err, sizeof err);
	s->bfn = kl_bpf_compile_burst(s->prog, s->plen, berr, sizeof berr);
	s->nprog++;
	cr_assert_eq(!s->fn, !s->bfn, "%s: kl_bpf_compile and kl_bpf_compile_burst disagree (%s / %s)", s->label, err,
		     berr);
	if (expect == DPF_VEC_COMPILE) {
		if (!s->fn)
			dump(s->label, s->prog, s->plen);
		cr_assert(s->fn, "%s: a program libpcap runs was rejected: %s", s->label, err);
	} else if (expect == DPF_VEC_REJECT) {
		cr_assert_null(s->fn, "%s: bpf_validate rejects the program but it was compiled", s->label);
		cr_assert(err[0] && berr[0], "%s: rejected without a message", s->label);
		s->rejected++;
		s->count++;
	} else {
		cr_assert_eq(expect, DPF_VEC_EITHER, "%s: bad expectation %u", s->label, expect);
		s->count++;
	}
}

/* 'V': the program on a run table, packet by packet, then in bursts. */
static void read_values(struct progs *s)
{
	uint32_t t = dpf_vr_u32(&s->r);
	reader_ok(&s->r, s->name);
	cr_assert(t < s->ntables && s->fn, "%s: results without a table or a program", s->name);
	unsigned n = s->tables[t].n;
	struct kl_bpf_pkt *pk = malloc((n ? n : 1) * sizeof *pk);
	unsigned *want = malloc((n ? n : 1) * sizeof *want);
	cr_assert(pk && want);
	for (unsigned i = 0; i < n; i++) {
		want[i] = dpf_vr_u32(&s->r);
		reader_ok(&s->r, s->name);
		const struct pool_pkt *p = &pool[s->tables[t].pool[i]];
		unsigned buflen = s->tables[t].buflen[i], got = s->fn(p->data, p->wirelen, buflen);
		pk[i] = (struct kl_bpf_pkt){p->data, buflen, p->wirelen};
		if (want[i] != got)
			cr_assert_fail("%s: %s packet %u (len %u, buflen %u): bpf_filter %u, JIT %u", s->label, p->capture,
				       p->number, p->wirelen, buflen, want[i], got);
	}
	s->count += n;
	s->runs += n;
	check_burst(s, pk, want, n);
	free(pk);
	free(want);
}

/* 'I': one run on its own packet; kept for the program's burst. */
static void read_own_packet(struct progs *s)
{
	unsigned wirelen = dpf_vr_u32(&s->r), buflen = dpf_vr_u32(&s->r);
	const unsigned char *b = dpf_vr_bytes(&s->r, buflen);
	unsigned want = dpf_vr_u32(&s->r);
	reader_ok(&s->r, s->name);
	cr_assert(s->fn, "%s: a run without a program", s->name);
	unsigned char *pkt = malloc(buflen ? buflen : 1);
	cr_assert(pkt);
	memcpy(pkt, b, buflen);
	unsigned got = s->fn(pkt, wirelen, buflen);
	if (want != got)
		dump(s->label, s->prog, s->plen);
	cr_assert_eq(want, got, "%s packet %u (buflen %u wirelen %u): bpf_filter %u JIT %u", s->label, s->nown, buflen,
		     wirelen, want, got);
	if (s->nown == s->ownmax) {
		s->ownmax = s->ownmax ? 2 * s->ownmax : 64;
		s->own = realloc(s->own, s->ownmax * sizeof *s->own);
		s->ownwant = realloc(s->ownwant, s->ownmax * sizeof *s->ownwant);
		cr_assert(s->own && s->ownwant);
	}
	s->own[s->nown] = (struct kl_bpf_pkt){pkt, buflen, wirelen};
	s->ownwant[s->nown++] = want;
	s->count++;
	s->runs++;
}

/* One program section (expr_*, random_*): compile each program and run it where bpf_filter ran,
 * with the JIT and in bursts.  Counts comparisons of the JIT (runs, and accept/reject verdicts):
 * at least min, and at least min_rejected programs that bpf_validate rejects; the bursts must
 * have made a verdict for every run. */
static void programs(const char *name, unsigned long min, unsigned long min_rejected)
{
	static struct progs s; /* large: not on the stack */
	memset(&s, 0, sizeof s);
	s.name = name;
	load();
	open_section(name, &s.r);
	for (;;) {
		char tag = dpf_vr_tag(&s.r);
		reader_ok(&s.r, name);
		if (tag == 'E')
			break;
		switch (tag) {
		case 'T': read_table(&s); break;
		case 'B': read_program(&s); break;
		case 'V': read_values(&s); break;
		case 'I': read_own_packet(&s); break;
		default: cr_assert_fail("%s: unexpected record '%c'", name, tag);
		}
	}
	end_program(&s);
	free(s.own);
	free(s.ownwant);
	for (unsigned t = 0; t < s.ntables; t++) {
		free(s.tables[t].pool);
		free(s.tables[t].buflen);
	}
	uint32_t declared = dpf_vr_u32(&s.r);
	reader_ok(&s.r, name);
	cr_assert(!dpf_vr_more(&s.r), "%s: records after the end", name);
	cr_assert_eq(s.count, declared, "%s: %lu comparisons made, the file declares %u", name, s.count, declared);
	cr_log_info("%s: %lu programs (%lu rejected), %lu comparisons with libpcap's results, %lu burst verdicts", name,
		    s.nprog, s.rejected, s.count, s.bursts);
	cr_assert(s.count >= min, "%s: only %lu comparisons (at least %lu expected)", name, s.count, min);
	cr_assert(s.rejected >= min_rejected, "%s: only %lu programs rejected (at least %lu expected)", name, s.rejected,
		  min_rejected);
	cr_assert_eq(s.bursts, s.runs, "%s: %lu runs but %lu burst verdicts", name, s.runs, s.bursts);
	unload();
}

/* One demultiplexer section: the same adds, removes, builds and classifications as dpf_demux,
 * against the first filter bpf_filter accepted. */
static void demux(const char *name, unsigned long min)
{
	struct dpf_vec_reader r;
	kl_demux *d = NULL;
	char dname[200] = "";
	unsigned long count = 0;
	load();
	open_section(name, &r);
	for (;;) {
		char tag = dpf_vr_tag(&r);
		reader_ok(&r, name);
		if (tag == 'E')
			break;
		switch (tag) {
		case 'D':
			cr_assert(!d, "%s: a demultiplexer inside another", name);
			dpf_vr_str(&r, dname, sizeof dname);
			d = kl_demux_new();
			cr_assert(d);
			break;
		case 'A': {
			char expr[400];
			unsigned n;
			int id = (int)dpf_vr_u32(&r);
			dpf_vr_str(&r, expr, sizeof expr);
			struct dpf_vec_insn *v = dpf_vr_prog(&r, &n);
			reader_ok(&r, name);
			cr_assert(d, "%s: add outside a demultiplexer", name);
			struct bpf_insn *p = to_insns(v, n);
			free(v);
			cr_assert(kl_demux_add(d, p, n, id) == 0, "%s: %s: %s", dname, expr, kl_demux_errmsg(d));
			free(p); /* kl_demux_add keeps its own copy */
			break;
		}
		case 'X': {
			int id = (int)dpf_vr_u32(&r);
			uint32_t ok = dpf_vr_u32(&r);
			reader_ok(&r, name);
			cr_assert(d, "%s: remove outside a demultiplexer", name);
			if (ok)
				cr_assert(kl_demux_remove(d, id) == 0, "%s: removing %d failed", dname, id);
			else
				cr_assert(kl_demux_remove(d, id) < 0, "%s: removing %d, which is not there, succeeded", dname,
					  id);
			break;
		}
		case 'G': {
			uint32_t merged = dpf_vr_u32(&r);
			reader_ok(&r, name);
			cr_assert(d, "%s: build outside a demultiplexer", name);
			cr_assert(kl_demux_build(d) == 0, "%s: %s", dname, kl_demux_errmsg(d));
			if (merged) {
				cr_log_info("%s: %zu bytes of code, %u evaluated whole", dname, kl_demux_code_size(d),
					    kl_demux_fallbacks(d));
				cr_assert_eq(kl_demux_fallbacks(d), 0, "%s: these filters should all merge", dname);
			}
			break;
		}
		case 'K': {
			uint32_t pi = dpf_vr_u32(&r);
			unsigned wirelen = dpf_vr_u32(&r), buflen = dpf_vr_u32(&r);
			int want = (int)dpf_vr_u32(&r);
			reader_ok(&r, name);
			cr_assert(d && pi < npool && buflen <= pool[pi].caplen, "%s: bad classification record", name);
			const struct pool_pkt *p = &pool[pi];
			int got = kl_demux_classify(d, p->data, wirelen, buflen);
			cr_assert_eq(want, got, "%s, %s packet %u (buflen %u): filters one by one say %d, the demultiplexer %d",
				     dname, p->capture, p->number, buflen, want, got);
			count++;
			break;
		}
		case 'k': {
			char what[200];
			unsigned wirelen = dpf_vr_u32(&r), buflen = dpf_vr_u32(&r);
			const unsigned char *b = dpf_vr_bytes(&r, buflen);
			int want = (int)dpf_vr_u32(&r);
			dpf_vr_str(&r, what, sizeof what);
			reader_ok(&r, name);
			cr_assert(d, "%s: classify outside a demultiplexer", name);
			unsigned char *pkt = malloc(buflen ? buflen : 1);
			cr_assert(pkt);
			memcpy(pkt, b, buflen);
			int got = kl_demux_classify(d, pkt, wirelen, buflen);
			free(pkt);
			cr_assert_eq(want, got, "%s: %s (buflen %u): filters one by one say %d, the demultiplexer %d", dname,
				     what, buflen, want, got);
			count++;
			break;
		}
		case 'W':
			cr_assert(d, "%s: end outside a demultiplexer", name);
			kl_demux_free(d);
			d = NULL;
			break;
		default: cr_assert_fail("%s: unexpected record '%c'", name, tag);
		}
	}
	uint32_t declared = dpf_vr_u32(&r);
	reader_ok(&r, name);
	cr_assert(!d, "%s: the last demultiplexer does not end", name);
	cr_assert(!dpf_vr_more(&r), "%s: records after the end", name);
	cr_assert_eq(count, declared, "%s: %lu classifications made, the file declares %u", name, count, declared);
	cr_log_info("%s: %lu classifications compared", name, count);
	cr_assert(count >= min, "%s: only %lu classifications (at least %lu expected)", name, count, min);
	unload();
}

/* The minimums are those of the in-process tests (dpf_expr: more than 100,000 runs; dpf_random:
 * more than 3,000 programs of 40 packets, more than 10,000 rejected) or what the scenario
 * makes, so that an oracle that lost cases fails.  No .timeout: ctest's limit (and
 * minicriterion's default alarm) bound them, and with several timed tests Criterion 2.4's runner
 * leaked a record that failed the sanitizer build's leak check. */
Test(dpf_vectors, expr_optimizer_on) { programs("expr_optimizer_on", 100000, 0); }
Test(dpf_vectors, expr_optimizer_off) { programs("expr_optimizer_off", 100000, 0); }
Test(dpf_vectors, random_valid) { programs("random_valid", 3000ul * 40, 0); }
Test(dpf_vectors, random_invalid) { programs("random_invalid", 20000, 10000); }
Test(dpf_vectors, demux_connections_1000) { demux("demux_connections_1000", 2 * 4200); }
Test(dpf_vectors, demux_connections_10) { demux("demux_connections_10", 2 * 240); }
Test(dpf_vectors, demux_connections_unoptimized) { demux("demux_connections_unoptimized", 2 * 600); }
Test(dpf_vectors, demux_dispatch_kinds) { demux("demux_dispatch_kinds", 4 * 2 * 3000); }
Test(dpf_vectors, demux_mixed_expressions) { demux("demux_mixed_expressions", 6 * 2 * 1000); }
