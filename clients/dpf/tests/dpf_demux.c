/* dpf_demux.c -- the demultiplexer against its filters evaluated one by one with bpf_filter:
 * connection filters (up to 1000), port sets that make it pick each dispatch (compares, binary
 * search, jump table, hash), mixed tcpdump expressions on the bundled captures, removal. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_util.h"

struct set {
	unsigned n;
	int ids[1200];
	struct bpf_program progs[1200];
};

static void add(kl_demux *d, struct set *s, const char *expr, int id, int optimize)
{
	char err[PCAP_ERRBUF_SIZE];
	cr_assert(s->n < 1200);
	cr_assert(dpf_test_compile(DLT_EN10MB, expr, optimize, &s->progs[s->n], err, sizeof err) == 0, "%s: %s", expr,
		  err);
	cr_assert(kl_demux_add(d, s->progs[s->n].bf_insns, s->progs[s->n].bf_len, id) == 0, "%s: %s", expr,
		  kl_demux_errmsg(d));
	s->ids[s->n++] = id;
}

static int reference(const struct set *s, const unsigned char *p, unsigned wirelen, unsigned buflen)
{
	for (unsigned i = 0; i < s->n; i++)
		if (s->ids[i] != -999 && bpf_filter(s->progs[i].bf_insns, p, wirelen, buflen))
			return s->ids[i];
	return -1;
}

static void check(const kl_demux *d, const struct set *s, const unsigned char *p, unsigned wirelen, unsigned buflen,
		  const char *what)
{
	int want = reference(s, p, wirelen, buflen), got = kl_demux_classify(d, p, wirelen, buflen);
	cr_assert_eq(want, got, "%s (buflen %u): filters one by one say %d, the demultiplexer %d", what, buflen, want,
		     got);
}

static void free_set(struct set *s)
{
	for (unsigned i = 0; i < s->n; i++)
		pcap_freecode(&s->progs[i]);
}

/* Ethernet + IPv4 + TCP or UDP header with the given addresses and ports. */
static unsigned packet(unsigned char *p, int proto, uint32_t src, uint32_t dst, unsigned sport, unsigned dport,
		       unsigned ihl)
{
	memset(p, 0, 128);
	p[12] = 0x08;
	p[14] = (unsigned char)(0x40 | ihl);
	p[16] = 0, p[17] = 80;
	p[23] = (unsigned char)proto;
	for (int i = 0; i < 4; i++) {
		p[26 + i] = (unsigned char)(src >> (24 - 8 * i));
		p[30 + i] = (unsigned char)(dst >> (24 - 8 * i));
	}
	unsigned t = 14 + 4 * ihl;
	p[t] = (unsigned char)(sport >> 8), p[t + 1] = (unsigned char)sport;
	p[t + 2] = (unsigned char)(dport >> 8), p[t + 3] = (unsigned char)dport;
	p[t + 12] = 0x50;
	return t + 20;
}

static void connections(unsigned nconn, int optimize)
{
	static struct set s;
	kl_demux *d = kl_demux_new();
	uint64_t r = 42 + nconn;
	struct {
		uint32_t src, dst;
		unsigned sport, dport;
	} c[1000];
	s.n = 0;
	for (unsigned i = 0; i < nconn; i++) {
		char e[256];
		c[i].src = 0x0a000000u | (uint32_t)(dpf_rand(&r) % 65536);
		c[i].dst = 0xc0a80000u | (uint32_t)(dpf_rand(&r) % 16);
		c[i].sport = 1024 + (unsigned)(dpf_rand(&r) % 60000);
		c[i].dport = i % 3 ? 80 : 443;
		snprintf(e, sizeof e, "tcp and src host %u.%u.%u.%u and dst host %u.%u.%u.%u and src port %u and dst port %u",
			 c[i].src >> 24, c[i].src >> 16 & 255, c[i].src >> 8 & 255, c[i].src & 255, c[i].dst >> 24,
			 c[i].dst >> 16 & 255, c[i].dst >> 8 & 255, c[i].dst & 255, c[i].sport, c[i].dport);
		add(d, &s, e, (int)i + 1, optimize);
	}
	cr_assert(kl_demux_build(d) == 0, "%s", kl_demux_errmsg(d));
	cr_log_info("%u connection filters (optimizer %d): %zu bytes of code, %u evaluated whole", nconn, optimize,
		    kl_demux_code_size(d), kl_demux_fallbacks(d));
	cr_assert_eq(kl_demux_fallbacks(d), 0, "connection filters should all merge");
	unsigned char p[128];
	for (unsigned i = 0; i < 4 * nconn + 200; i++) {
		unsigned k = (unsigned)(dpf_rand(&r) % nconn);
		int mode = (int)(dpf_rand(&r) % 6);
		uint32_t src = c[k].src, dst = c[k].dst;
		unsigned sp = c[k].sport, dp = c[k].dport, ihl = 5 + (unsigned)(dpf_rand(&r) % 3);
		if (mode == 1)
			dst ^= 1;
		else if (mode == 2)
			sp = c[(k + 1) % nconn].sport;
		else if (mode == 3)
			src = c[(k + 7) % nconn].src;
		unsigned len = packet(p, mode == 4 ? 17 : 6, src, dst, sp, dp, ihl);
		if (mode == 5)
			p[20] = 0x20; /* a fragment */
		char what[64];
		snprintf(what, sizeof what, "connection %u mode %d", k, mode);
		check(d, &s, p, len, len, what);
		check(d, &s, p, len + 100, len - 1 - (unsigned)(dpf_rand(&r) % len), what);
	}
	kl_demux_free(d);
	free_set(&s);
}

Test(dpf_demux, connections_1000, .timeout = 120) { connections(1000, 1); }
Test(dpf_demux, connections_10, .timeout = 60) { connections(10, 1); }
Test(dpf_demux, connections_unoptimized, .timeout = 120) { connections(100, 0); }

/* Sets of ports that make the classifier choose each kind of dispatch. */
Test(dpf_demux, dispatch_kinds, .timeout = 120)
{
	static const struct {
		const char *name;
		unsigned n, base, step;
	} kinds[] = {{"compares", 3, 53, 1000}, {"binary search", 12, 100, 997},
		     {"jump table", 40, 6000, 1}, {"hash", 300, 1, 211}};
	static struct set s;
	uint64_t r = 7;
	for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
		kl_demux *d = kl_demux_new();
		s.n = 0;
		for (unsigned i = 0; i < kinds[k].n; i++) {
			char e[64];
			snprintf(e, sizeof e, "udp dst port %u", kinds[k].base + i * kinds[k].step);
			add(d, &s, e, (int)i, 1);
		}
		add(d, &s, "udp", 5000, 1); /* a catch-all after them */
		cr_assert(kl_demux_build(d) == 0);
		unsigned char p[128];
		for (unsigned i = 0; i < 3000; i++) {
			unsigned port = dpf_rand(&r) % 2 ? kinds[k].base + (unsigned)(dpf_rand(&r) % kinds[k].n) * kinds[k].step
							 : (unsigned)(dpf_rand(&r) % 65536);
			unsigned len = packet(p, dpf_rand(&r) % 4 ? 17 : 6, 1, 2, 9, port & 0xffff, 5);
			check(d, &s, p, len, len, kinds[k].name);
			check(d, &s, p, len, 14 + (unsigned)(dpf_rand(&r) % 30), kinds[k].name);
		}
		kl_demux_free(d);
		free_set(&s);
	}
}

static const char *const mixed[] = {
	"arp", "tcp port 80", "udp port 53", "icmp", "ip6", "tcp[tcpflags] & tcp-syn != 0", "vlan",
	"host 192.168.1.1", "net 10.0.0.0/8", "ip[2:2] > 576", "port 443 or port 8080", "ether broadcast",
	"tcp[((tcp[12] & 0xf0) >> 2):4] = 0x47455420", "len > 1000", "ip proto 47", "udp portrange 5000-6000",
	"ip6 and tcp", "not ip and not ip6", "ip multicast", "tcp dst port 22", "udp src port 67",
	"ip6 protochain 17", "icmp6", "pppoes", "mpls", "ip[8] = 1", "stp", "tcp port 25 or tcp port 110",
};

/* Mixed expressions on real traffic, in several orders, then with some removed. */
Test(dpf_demux, mixed_expressions, .timeout = 120)
{
	const struct tcaps *cs = dpf_test_captures();
	static struct set s;
	size_t ne = sizeof mixed / sizeof mixed[0];
	uint64_t r = 99;
	for (int round = 0; round < 6; round++) {
		kl_demux *d = kl_demux_new();
		unsigned order[64];
		s.n = 0;
		for (unsigned i = 0; i < ne; i++)
			order[i] = i;
		for (unsigned i = ne - 1; round && i > 0; i--) {
			unsigned j = (unsigned)(dpf_rand(&r) % (i + 1)), t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
		for (unsigned i = 0; i < ne; i++)
			add(d, &s, mixed[order[i]], (int)order[i] + 1, round & 1);
		if (round >= 4) /* remove a few, which rebuilds on the next classify */
			for (unsigned i = 0; i < s.n; i += 3) {
				cr_assert(kl_demux_remove(d, s.ids[i]) == 0);
				s.ids[i] = -999;
			}
		cr_assert(kl_demux_remove(d, 12345) < 0);
		cr_assert(kl_demux_build(d) == 0, "%s", kl_demux_errmsg(d));
		for (unsigned c = 0; c < cs->n; c++) {
			if (cs->caps[c].linktype != DLT_EN10MB)
				continue;
			for (unsigned i = 0; i < cs->caps[c].npkts; i++) {
				const struct tpkt *t = &cs->caps[c].pkts[i];
				char what[1200];
				snprintf(what, sizeof what, "round %d, %s packet %u", round, cs->caps[c].name, i + 1);
				check(d, &s, t->data, t->len, t->caplen, what);
				check(d, &s, t->data, t->len, t->caplen / 2, what);
			}
		}
		kl_demux_free(d);
		free_set(&s);
	}
}

Test(dpf_demux, errors)
{
	kl_demux *d = kl_demux_new();
	struct bpf_insn bad[] = {BPF_STMT(BPF_LD | BPF_IMM, 1)};
	struct bpf_insn all[] = {BPF_STMT(BPF_RET | BPF_K, 1)};
	unsigned char p[4] = {0};
	cr_assert_eq(kl_demux_classify(d, p, 4, 4), -1, "an empty demultiplexer accepts nothing");
	cr_assert(kl_demux_add(d, bad, 1, 1) < 0);
	cr_assert(kl_demux_errmsg(d)[0]);
	cr_assert(kl_demux_add(d, all, 1, 7) == 0);
	cr_assert(kl_demux_add(d, all, 1, 7) < 0, "duplicate id accepted");
	cr_assert_eq(kl_demux_classify(d, p, 4, 4), 7);
	cr_assert(kl_demux_remove(d, 7) == 0);
	cr_assert_eq(kl_demux_classify(d, p, 4, 4), -1);
	kl_demux_free(d);
}
