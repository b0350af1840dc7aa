/* dpf_vecgen.c -- records libpcap's answers for the dpf test cases into the oracle vector file
 * (format in dpf_vecfile.h), for dpf_vectors to check kiln where there is no libpcap: the cross
 * builds, under qemu-user.  Built and run on the build machine, with its libpcap:
 *
 *   dpf_vecgen OUT
 *
 * The cases are those of dpf_expr, dpf_random and dpf_demux (dpf_cases.c), with the same seeds;
 * what those tests compare with bpf_filter in-process, this records.  Needs no kiln. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_cases.h"
#include "dpf_vecfile.h"

static struct dpf_vec_writer w;

static void die(const char *what, const char *why)
{
	fprintf(stderr, "dpf_vecgen: %s: %s\n", what, why);
	exit(1);
}

static void put_prog(const struct bpf_insn *p, unsigned n)
{
	struct dpf_vec_insn *v = malloc((n ? n : 1) * sizeof *v);
	if (!v)
		die("program", "out of memory");
	for (unsigned i = 0; i < n; i++)
		v[i] = (struct dpf_vec_insn){p[i].code, p[i].jt, p[i].jf, p[i].k};
	dpf_vw_prog(&w, v, n);
	free(v);
}

static void end_section(unsigned long count)
{
	dpf_vw_tag(&w, 'E');
	dpf_vw_u32(&w, (uint32_t)count);
	dpf_vw_end_section(&w);
}

static void packets(const struct tcaps *cs)
{
	dpf_vw_section(&w, "packets");
	for (unsigned c = 0; c < cs->n; c++) {
		dpf_vw_tag(&w, 'F');
		dpf_vw_str(&w, cs->caps[c].name);
		dpf_vw_u32(&w, (uint32_t)cs->caps[c].linktype);
		for (unsigned i = 0; i < cs->caps[c].npkts; i++) {
			const struct tpkt *t = &cs->caps[c].pkts[i];
			dpf_vw_tag(&w, 'P');
			dpf_vw_u32(&w, t->len);
			dpf_vw_u32(&w, t->caplen);
			dpf_vw_bytes(&w, t->data, t->caplen);
		}
	}
	end_section(cs->npkts);
}

/* dpf_expr: one run table per link type (its packets, each with the DPF_BUFLENS lengths that
 * dpf_test_compare uses), then every expression that compiles for it, with bpf_filter's
 * results over the table. */
static void exprs(const struct tcaps *cs, int optimize)
{
	int lt[64];
	unsigned nlt = dpf_test_linktypes(lt, 64), rows[64] = {0};
	unsigned long count = 0;
	dpf_vw_section(&w, optimize ? "expr_optimizer_on" : "expr_optimizer_off");
	for (unsigned l = 0; l < nlt; l++) {
		for (unsigned c = 0; c < cs->n; c++)
			if (cs->caps[c].linktype == lt[l])
				rows[l] += cs->caps[c].npkts * DPF_BUFLENS;
		dpf_vw_tag(&w, 'T');
		dpf_vw_u32(&w, rows[l]);
		for (unsigned c = 0; c < cs->n; c++) {
			if (cs->caps[c].linktype != lt[l])
				continue;
			unsigned base = dpf_test_pool_index(c, 0);
			for (unsigned i = 0; i < cs->caps[c].npkts; i++) {
				unsigned lens[DPF_BUFLENS];
				dpf_test_buflens(&cs->caps[c].pkts[i], i, lens);
				for (int k = 0; k < DPF_BUFLENS; k++) {
					dpf_vw_u32(&w, base + i);
					dpf_vw_u32(&w, lens[k]);
				}
			}
		}
	}
	for (unsigned e = 0; e < dpf_nexprs; e++) {
		for (unsigned l = 0; l < nlt; l++) {
			struct bpf_program prog;
			char err[PCAP_ERRBUF_SIZE + 64], label[600];
			if (dpf_test_compile(lt[l], dpf_exprs[e], optimize, &prog, err, sizeof err) < 0) {
				if (lt[l] == DLT_EN10MB) /* as dpf_expr: every expression compiles for Ethernet */
					die(dpf_exprs[e], err);
				continue;
			}
			snprintf(label, sizeof label, "\"%s\" (link type %d, optimizer %d)", dpf_exprs[e], lt[l], optimize);
			dpf_vw_tag(&w, 'B');
			dpf_vw_u32(&w, DPF_VEC_COMPILE);
			dpf_vw_str(&w, label);
			put_prog(prog.bf_insns, prog.bf_len);
			dpf_vw_tag(&w, 'V');
			dpf_vw_u32(&w, l);
			for (unsigned c = 0; c < cs->n; c++) {
				if (cs->caps[c].linktype != lt[l])
					continue;
				for (unsigned i = 0; i < cs->caps[c].npkts; i++) {
					const struct tpkt *t = &cs->caps[c].pkts[i];
					unsigned lens[DPF_BUFLENS];
					dpf_test_buflens(t, i, lens);
					for (int k = 0; k < DPF_BUFLENS; k++)
						dpf_vw_u32(&w, bpf_filter(prog.bf_insns, t->data, t->len, lens[k]));
				}
			}
			count += rows[l];
			pcap_freecode(&prog);
		}
	}
	end_section(count);
}

/* dpf_random, valid_programs: the programs bpf_validate accepts, each with its packets. */
static void random_valid(void)
{
	uint64_t seed = dpf_random_seed(), s = seed;
	unsigned char pkt[DPF_RANDOM_PKTLEN];
	unsigned long count = 0;
	dpf_vw_section(&w, "random_valid");
	for (int round = 0; round < DPF_RANDOM_ROUNDS; round++) {
		struct bpf_insn p[DPF_RANDOM_MAXLEN];
		char label[64];
		unsigned n = dpf_random_program(&s, p);
		if (!bpf_validate(p, (int)n))
			continue;
		snprintf(label, sizeof label, "seed 0x%llx round %d", (unsigned long long)seed, round);
		dpf_vw_tag(&w, 'B');
		dpf_vw_u32(&w, DPF_VEC_COMPILE);
		dpf_vw_str(&w, label);
		put_prog(p, n);
		for (int t = 0; t < DPF_RANDOM_PACKETS; t++) {
			unsigned wirelen, buflen = dpf_random_packet(&s, pkt, &wirelen);
			dpf_vw_tag(&w, 'I');
			dpf_vw_u32(&w, wirelen);
			dpf_vw_u32(&w, buflen);
			dpf_vw_bytes(&w, pkt, buflen);
			dpf_vw_u32(&w, bpf_filter(p, pkt, wirelen, buflen));
			count++;
		}
	}
	end_section(count);
}

/* dpf_random, invalid_programs_rejected: what bpf_validate rejects must be rejected; the rest
 * is compiled or not, but must not crash the compiler. */
static void random_invalid(void)
{
	uint64_t s = DPF_INVALID_SEED;
	dpf_vw_section(&w, "random_invalid");
	for (int round = 0; round < DPF_INVALID_ROUNDS; round++) {
		struct bpf_insn p[DPF_INVALID_MAXLEN];
		char label[32];
		unsigned n = dpf_random_invalid(&s, p);
		snprintf(label, sizeof label, "round %d", round);
		dpf_vw_tag(&w, 'B');
		dpf_vw_u32(&w, bpf_validate(p, (int)n) ? DPF_VEC_EITHER : DPF_VEC_REJECT);
		dpf_vw_str(&w, label);
		put_prog(p, n);
	}
	end_section(DPF_INVALID_ROUNDS);
}

/* ---- the demultiplexer scenarios, recorded ---- */

static unsigned long checks;

static void rec_fail(void *ctx, const char *msg)
{
	(void)ctx;
	die("demultiplexer scenario", msg);
}

static void rec_begin(void *ctx, const char *name)
{
	(void)ctx;
	dpf_vw_tag(&w, 'D');
	dpf_vw_str(&w, name);
}

static void rec_add(void *ctx, const struct bpf_insn *p, unsigned n, int id, const char *expr)
{
	(void)ctx;
	dpf_vw_tag(&w, 'A');
	dpf_vw_u32(&w, (uint32_t)id);
	dpf_vw_str(&w, expr);
	put_prog(p, n);
}

static void rec_remove(void *ctx, int id, int must_succeed)
{
	(void)ctx;
	dpf_vw_tag(&w, 'X');
	dpf_vw_u32(&w, (uint32_t)id);
	dpf_vw_u32(&w, (uint32_t)must_succeed);
}

static void rec_build(void *ctx, int must_merge_all)
{
	(void)ctx;
	dpf_vw_tag(&w, 'G');
	dpf_vw_u32(&w, (uint32_t)must_merge_all);
}

static void rec_check(void *ctx, const unsigned char *pkt, unsigned wirelen, unsigned buflen, int pool, int want,
		      const char *what)
{
	(void)ctx;
	if (pool >= 0) { /* the reader names it from the pool: "<demux name>, <capture> packet <n>" */
		dpf_vw_tag(&w, 'K');
		dpf_vw_u32(&w, (uint32_t)pool);
		dpf_vw_u32(&w, wirelen);
		dpf_vw_u32(&w, buflen);
		dpf_vw_u32(&w, (uint32_t)want);
	} else {
		dpf_vw_tag(&w, 'k');
		dpf_vw_u32(&w, wirelen);
		dpf_vw_u32(&w, buflen);
		dpf_vw_bytes(&w, pkt, buflen);
		dpf_vw_u32(&w, (uint32_t)want);
		dpf_vw_str(&w, what);
	}
	checks++;
}

static void rec_end(void *ctx)
{
	(void)ctx;
	dpf_vw_tag(&w, 'W');
}

static const struct dpf_demux_ops rec = {rec_fail, rec_begin, rec_add, rec_remove, rec_build, rec_check, rec_end};

static void demux(const char *section, void (*scenario)(void))
{
	dpf_vw_section(&w, section);
	checks = 0;
	scenario();
	end_section(checks);
}

static void connections_1000(void) { dpf_demux_connections(&rec, NULL, 1000, 1); }
static void connections_10(void) { dpf_demux_connections(&rec, NULL, 10, 1); }
static void connections_unoptimized(void) { dpf_demux_connections(&rec, NULL, 100, 0); }
static void dispatch_kinds(void) { dpf_demux_dispatch_kinds(&rec, NULL); }
static void mixed_expressions(void) { dpf_demux_mixed(&rec, NULL); }

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: dpf_vecgen OUT\n");
		return 2;
	}
	const struct tcaps *cs = dpf_test_captures();
	if (cs->n < 150) /* as dpf_expr: a missing data directory must not give an empty oracle */
		die(DPF_DATA_DIR, "fewer than 150 captures");
	/* write elsewhere and rename: a failed run never leaves a file that looks complete */
	char tmp[4096];
	snprintf(tmp, sizeof tmp, "%s.tmp", argv[1]);
	if (dpf_vw_open(&w, tmp) < 0)
		die(tmp, "cannot create");
	packets(cs);
	exprs(cs, 1);
	exprs(cs, 0);
	random_valid();
	random_invalid();
	demux("demux_connections_1000", connections_1000);
	demux("demux_connections_10", connections_10);
	demux("demux_connections_unoptimized", connections_unoptimized);
	demux("demux_dispatch_kinds", dispatch_kinds);
	demux("demux_mixed_expressions", mixed_expressions);
	if (dpf_vw_close(&w) < 0)
		die(tmp, "write failed");
	if (rename(tmp, argv[1]) < 0)
		die(argv[1], "cannot rename the new file into place");
	return 0;
}
