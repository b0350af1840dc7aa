/* dpf_cases.h -- the test cases themselves (expressions, random programs and packets, the
 * demultiplexer scenarios), shared by the tests that check kiln against libpcap in-process and
 * by dpf_vecgen, which records libpcap's answers for the same cases for the cross builds. */
#ifndef DPF_CASES_H
#define DPF_CASES_H

#include "dpf_util.h"

/* tcpdump expressions for dpf_expr, compiled for every link type of the captures. */
extern const char *const dpf_exprs[];
extern const unsigned dpf_nexprs;
/* The distinct link types of the captures, in order of first appearance. */
unsigned dpf_test_linktypes(int *out, unsigned max);
/* The buffer lengths packet i of a capture is run with: whole, and truncated copies that
 * exercise the bounds checks. */
#define DPF_BUFLENS 3
void dpf_test_buflens(const struct tpkt *t, unsigned i, unsigned lens[DPF_BUFLENS]);
/* The global number of packet i of capture c (captures in order, packets in order). */
unsigned dpf_test_pool_index(unsigned c, unsigned i);

/* Random valid programs (those bpf_validate accepts among them) and random packets. */
#define DPF_RANDOM_SEED 0x5eed2026ull
#define DPF_RANDOM_ROUNDS 6000
#define DPF_RANDOM_PACKETS 40
#define DPF_RANDOM_MAXLEN 80
#define DPF_RANDOM_PKTLEN 128
/* The seed: DPF_SEED from the environment, else DPF_RANDOM_SEED. */
uint64_t dpf_random_seed(void);
unsigned dpf_random_program(uint64_t *s, struct bpf_insn p[DPF_RANDOM_MAXLEN]);
/* Fills pkt; returns buflen, and the wire length in *wirelen. */
unsigned dpf_random_packet(uint64_t *s, unsigned char pkt[DPF_RANDOM_PKTLEN], unsigned *wirelen);
/* Random, mostly invalid, programs. */
#define DPF_INVALID_SEED 0xbadc0deull
#define DPF_INVALID_ROUNDS 20000
#define DPF_INVALID_MAXLEN 12
unsigned dpf_random_invalid(uint64_t *s, struct bpf_insn p[DPF_INVALID_MAXLEN]);

/* A demultiplexer scenario adds tcpdump expressions (compiled by libpcap for Ethernet), removes
 * some, builds, and classifies packets; it computes what each classification must return by
 * running the filters one by one with bpf_filter.  The ops do the rest: the in-process test
 * drives a kl_demux and compares, dpf_vecgen records.  fail() must not return. */
struct dpf_demux_ops {
	void (*fail)(void *ctx, const char *msg);
	void (*begin)(void *ctx, const char *name);
	void (*add)(void *ctx, const struct bpf_insn *p, unsigned n, int id, const char *expr);
	void (*remove)(void *ctx, int id, int must_succeed);
	void (*build)(void *ctx, int must_merge_all);
	/* pool: the packet's dpf_test_pool_index, or -1 for a made-up packet */
	void (*check)(void *ctx, const unsigned char *pkt, unsigned wirelen, unsigned buflen, int pool, int want,
		      const char *what);
	void (*end)(void *ctx);
};
void dpf_demux_connections(const struct dpf_demux_ops *o, void *ctx, unsigned nconn, int optimize);
void dpf_demux_dispatch_kinds(const struct dpf_demux_ops *o, void *ctx);
void dpf_demux_mixed(const struct dpf_demux_ops *o, void *ctx);

#endif
