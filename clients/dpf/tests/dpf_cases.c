/* dpf_cases.c -- the test cases shared by the in-process tests and dpf_vecgen (see dpf_cases.h).
 * Moving a case here keeps its random stream: the same seed gives the same programs and
 * packets in both. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_cases.h"

const char *const dpf_exprs[] = {
	"", "ether host 00:00:5e:00:53:01", "ether src 00:0c:29:5c:e9:e5", "ether dst ff:ff:ff:ff:ff:ff",
	"ether broadcast", "ether multicast", "broadcast", "multicast", "ether proto 0x0806", "arp", "rarp",
	"arp or rarp", "vlan", "vlan 100", "vlan and ip", "vlan and tcp", "mpls", "pppoes", "pppoed",
	"ip", "ip6", "ip or ip6", "not ip", "ip proto 17", "ip6 proto 58", "tcp", "udp", "icmp", "icmp6",
	"igmp", "sctp", "ip multicast", "ip broadcast", "ip6 multicast", "host 192.168.1.1",
	"src host 10.0.0.1", "dst host 10.0.0.2", "host 2001:db8::1", "net 10.0.0.0/8", "src net 192.168.0.0/16",
	"dst net 172.16.0.0 mask 255.240.0.0", "net 2001:db8::/32", "port 53", "tcp port 80", "udp port 53",
	"src port 1024", "dst port 443", "tcp dst port 22 or tcp src port 22", "portrange 1-1023",
	"tcp portrange 6000-6100", "udp src portrange 1024-65535", "ip[2:2] > 576", "ip[8] < 64", "ip[0] & 0xf != 5",
	"ip[6:2] & 0x1fff != 0", "tcp[tcpflags] & tcp-syn != 0", "tcp[tcpflags] & (tcp-syn|tcp-fin) != 0",
	"tcp[tcpflags] == tcp-ack", "tcp[13] & 0x12 == 0x12", "tcp[((tcp[12] & 0xf0) >> 2):4] = 0x47455420",
	"tcp[((tcp[12] & 0xf0) >> 2):2] = 0x1603", "udp[8:2] = 0x0100", "icmp[icmptype] == icmp-echo",
	"icmp[icmptype] != icmp-echo and icmp[icmptype] != icmp-echoreply", "icmp6[icmp6type] == icmp6-echo",
	"ip6[6] == 17", "len > 100", "len <= 64", "greater 500", "less 60", "ip and len > 1000",
	"tcp and (port 80 or port 443) and not host 10.0.0.1", "udp and not port 53 and not port 123",
	"(tcp or udp) and src net 10.0.0.0/8 and dst port 53", "ip and ip[1] & 0xfc != 0",
	"ether[0] & 1 = 1", "ether[12:2] = 0x86dd and ip6[6] = 6", "ip proto \\tcp and tcp[2:2] > 1023",
	"tcp[4:4] % 7 = 3", "ip[2:2] / 4 > 100", "ip[2:2] * 3 - 1 > 1000", "ip[10:2] ^ 0xffff = 0x1234",
	"ip[12:4] >> 24 = 10", "ip[16:4] << 8 = 0", "ip[0] | 0x0f = 0x4f", "(ip[2:2] - 20) % 8 = 0",
	"ip6 protochain 6", "ip protochain 17", "icmp or icmp6 or arp", "tcp and tcp[tcpflags] & tcp-rst != 0",
	"ip host 192.168.1.1 and not tcp", "udp port 67 or udp port 68", "udp port 4789", "geneve",
	"decnet", "iso", "stp", "llc", "ip and (ip[6] & 0x20 != 0 or ip[6:2] & 0x1fff != 0)",
	"not (tcp or udp or icmp)",
};
const unsigned dpf_nexprs = sizeof dpf_exprs / sizeof dpf_exprs[0];

unsigned dpf_test_linktypes(int *out, unsigned max)
{
	const struct tcaps *cs = dpf_test_captures();
	unsigned n = 0;
	for (unsigned c = 0; c < cs->n; c++) {
		unsigned k;
		for (k = 0; k < n && out[k] != cs->caps[c].linktype; k++)
			;
		if (k == n && n < max)
			out[n++] = cs->caps[c].linktype;
	}
	return n;
}

void dpf_test_buflens(const struct tpkt *t, unsigned i, unsigned lens[DPF_BUFLENS])
{
	lens[0] = t->caplen;
	lens[1] = t->caplen - t->caplen / 3;
	lens[2] = t->caplen > 7 ? (i * 7u) % t->caplen : 0;
}

unsigned dpf_test_pool_index(unsigned c, unsigned i)
{
	const struct tcaps *cs = dpf_test_captures();
	unsigned n = 0;
	for (unsigned k = 0; k < c; k++)
		n += cs->caps[k].npkts;
	return n + i;
}

/* ---- random programs ---- */

uint64_t dpf_random_seed(void)
{
	return getenv("DPF_SEED") ? strtoull(getenv("DPF_SEED"), NULL, 0) : DPF_RANDOM_SEED;
}

static uint32_t rnd_k(uint64_t *s)
{
	static const uint32_t edge[] = {0, 1, 2, 3, 4, 7, 8, 12, 14, 15, 16, 20, 23, 26, 31, 32, 33, 63, 64,
					0x7f, 0x80, 0xff, 0x800, 0xffff, 0x10000, 0x7fffffff, 0x80000000,
					0xfffffffe, 0xffffffff, 0xfffff02c, 0xfffff030};
	switch (dpf_rand(s) % 4) {
	case 0: return edge[dpf_rand(s) % (sizeof edge / sizeof edge[0])];
	case 1: return (uint32_t)dpf_rand(s);
	default: return (uint32_t)(dpf_rand(s) % 70);
	}
}

static const uint16_t ops[] = {
	BPF_LD | BPF_W | BPF_ABS, BPF_LD | BPF_H | BPF_ABS, BPF_LD | BPF_B | BPF_ABS, BPF_LD | BPF_W | BPF_IND,
	BPF_LD | BPF_H | BPF_IND, BPF_LD | BPF_B | BPF_IND, BPF_LD | BPF_W | BPF_LEN, BPF_LDX | BPF_W | BPF_LEN,
	BPF_LD | BPF_IMM, BPF_LDX | BPF_IMM, BPF_LD | BPF_MEM, BPF_LDX | BPF_MEM, BPF_LDX | BPF_MSH | BPF_B,
	BPF_ST, BPF_STX, BPF_JMP | BPF_JA, BPF_RET | BPF_K, BPF_RET | BPF_A, BPF_MISC | BPF_TAX,
	BPF_MISC | BPF_TXA, BPF_ALU | BPF_NEG,
};
static const uint16_t alu[] = {BPF_ADD, BPF_SUB, BPF_MUL, BPF_DIV, BPF_MOD, BPF_AND,
			       BPF_OR,  BPF_XOR, BPF_LSH, BPF_RSH};
static const uint16_t jmp[] = {BPF_JEQ, BPF_JGT, BPF_JGE, BPF_JSET};

/* A random program that bpf_filter can run: M[] is written before anything reads it. */
unsigned dpf_random_program(uint64_t *s, struct bpf_insn p[DPF_RANDOM_MAXLEN])
{
	unsigned n = 0, body = 2 + (unsigned)(dpf_rand(s) % 40);
	for (uint32_t m = 0; m < BPF_MEMWORDS; m++) {
		if (dpf_rand(s) & 1)
			p[n++] = (struct bpf_insn)BPF_STMT(BPF_LD | BPF_W | BPF_LEN, 0);
		else
			p[n++] = (struct bpf_insn)BPF_STMT(BPF_LD | BPF_IMM, rnd_k(s));
		p[n++] = (struct bpf_insn)BPF_STMT(BPF_ST, m);
	}
	unsigned total = n + body + 1;
	for (unsigned i = 0; i < body; i++, n++) {
		unsigned left = total - n - 2; /* jumps may land anywhere up to the final ret */
		uint16_t code;
		uint32_t k = rnd_k(s);
		switch (dpf_rand(s) % 3) {
		case 0: code = BPF_ALU | alu[dpf_rand(s) % 10] | (dpf_rand(s) & 1 ? BPF_X : BPF_K); break;
		case 1: code = BPF_JMP | jmp[dpf_rand(s) % 4] | (dpf_rand(s) & 1 ? BPF_X : BPF_K); break;
		default: code = ops[dpf_rand(s) % (sizeof ops / sizeof ops[0])]; break;
		}
		if ((BPF_CLASS(code) == BPF_ALU && (BPF_OP(code) == BPF_DIV || BPF_OP(code) == BPF_MOD) &&
		     BPF_SRC(code) == BPF_K && k == 0) ||
		    ((code == (BPF_RET | BPF_K)) && k == 0 && dpf_rand(s) % 2))
			k = 3;
		if (BPF_MODE(code) == BPF_MEM || BPF_CLASS(code) == BPF_ST || BPF_CLASS(code) == BPF_STX)
			k %= BPF_MEMWORDS;
		if (code == (BPF_JMP | BPF_JA))
			k = (uint32_t)(dpf_rand(s) % (left + 1));
		p[n] = (struct bpf_insn){code, 0, 0, k};
		if (BPF_CLASS(code) == BPF_JMP && code != (BPF_JMP | BPF_JA)) {
			unsigned lim = left < 255 ? left : 255;
			p[n].jt = (uint8_t)(dpf_rand(s) % (lim + 1));
			p[n].jf = (uint8_t)(dpf_rand(s) % (lim + 1));
		}
	}
	p[n++] = (struct bpf_insn)BPF_STMT(dpf_rand(s) & 1 ? BPF_RET | BPF_A : BPF_RET | BPF_K, rnd_k(s));
	return n;
}

unsigned dpf_random_packet(uint64_t *s, unsigned char pkt[DPF_RANDOM_PKTLEN], unsigned *wirelen)
{
	unsigned buflen = (unsigned)(dpf_rand(s) % DPF_RANDOM_PKTLEN);
	*wirelen = buflen + (unsigned)(dpf_rand(s) % 3 ? 0 : dpf_rand(s) % 2000);
	for (unsigned b = 0; b < buflen; b++)
		pkt[b] = (unsigned char)(dpf_rand(s) % 4 ? dpf_rand(s) : (b & 0xf0));
	return buflen;
}

unsigned dpf_random_invalid(uint64_t *s, struct bpf_insn p[DPF_INVALID_MAXLEN])
{
	unsigned n = 1 + (unsigned)(dpf_rand(s) % DPF_INVALID_MAXLEN);
	for (unsigned i = 0; i < n; i++) {
		p[i].code = (uint16_t)(dpf_rand(s) % 0x100);
		p[i].jt = (uint8_t)(dpf_rand(s) % 16);
		p[i].jf = (uint8_t)(dpf_rand(s) % 16);
		p[i].k = dpf_rand(s) % 2 ? (uint32_t)(dpf_rand(s) % 20) : (uint32_t)dpf_rand(s);
	}
	return n;
}

/* ---- demultiplexer scenarios ---- */

#define SET_MAX 1200
#define REMOVED (-999)

/* The filters of one demultiplexer as libpcap compiled them, to run one by one. */
struct set {
	unsigned n;
	int ids[SET_MAX];
	struct bpf_program progs[SET_MAX];
};

static void fail(const struct dpf_demux_ops *o, void *ctx, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void fail(const struct dpf_demux_ops *o, void *ctx, const char *fmt, ...)
{
	char msg[PCAP_ERRBUF_SIZE + 600];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	o->fail(ctx, msg);
}

static void add(const struct dpf_demux_ops *o, void *ctx, struct set *s, const char *expr, int id, int optimize)
{
	char err[PCAP_ERRBUF_SIZE];
	if (s->n >= SET_MAX)
		fail(o, ctx, "more than %d filters", SET_MAX);
	if (dpf_test_compile(DLT_EN10MB, expr, optimize, &s->progs[s->n], err, sizeof err) < 0)
		fail(o, ctx, "%s: %s", expr, err);
	s->ids[s->n] = id;
	o->add(ctx, s->progs[s->n].bf_insns, s->progs[s->n].bf_len, id, expr);
	s->n++;
}

static void remove_filter(const struct dpf_demux_ops *o, void *ctx, struct set *s, unsigned i)
{
	o->remove(ctx, s->ids[i], 1);
	s->ids[i] = REMOVED;
}

static int reference(const struct set *s, const unsigned char *p, unsigned wirelen, unsigned buflen)
{
	for (unsigned i = 0; i < s->n; i++)
		if (s->ids[i] != REMOVED && bpf_filter(s->progs[i].bf_insns, p, wirelen, buflen))
			return s->ids[i];
	return -1;
}

static void check(const struct dpf_demux_ops *o, void *ctx, const struct set *s, const unsigned char *p,
		  unsigned wirelen, unsigned buflen, int pool, const char *what)
{
	o->check(ctx, p, wirelen, buflen, pool, reference(s, p, wirelen, buflen), what);
}

static void free_set(struct set *s)
{
	for (unsigned i = 0; i < s->n; i++)
		pcap_freecode(&s->progs[i]);
	s->n = 0;
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

/* Connection filters (all fields equality tests: they must all merge), and packets that match
 * one, or differ from it in one field, or are fragments. */
void dpf_demux_connections(const struct dpf_demux_ops *o, void *ctx, unsigned nconn, int optimize)
{
	static struct set s;
	uint64_t r = 42 + nconn;
	struct {
		uint32_t src, dst;
		unsigned sport, dport;
	} c[1000];
	char name[64];
	if (nconn > 1000)
		fail(o, ctx, "%u connections: at most 1000", nconn);
	snprintf(name, sizeof name, "%u connection filters (optimizer %d)", nconn, optimize);
	o->begin(ctx, name);
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
		add(o, ctx, &s, e, (int)i + 1, optimize);
	}
	o->build(ctx, 1);
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
		check(o, ctx, &s, p, len, len, -1, what);
		check(o, ctx, &s, p, len + 100, len - 1 - (unsigned)(dpf_rand(&r) % len), -1, what);
	}
	o->end(ctx);
	free_set(&s);
}

/* Sets of ports that make the classifier choose each kind of dispatch. */
void dpf_demux_dispatch_kinds(const struct dpf_demux_ops *o, void *ctx)
{
	static const struct {
		const char *name;
		unsigned n, base, step;
	} kinds[] = {{"compares", 3, 53, 1000}, {"binary search", 12, 100, 997},
		     {"jump table", 40, 6000, 1}, {"hash", 300, 1, 211}};
	static struct set s;
	uint64_t r = 7;
	for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
		o->begin(ctx, kinds[k].name);
		s.n = 0;
		for (unsigned i = 0; i < kinds[k].n; i++) {
			char e[64];
			snprintf(e, sizeof e, "udp dst port %u", kinds[k].base + i * kinds[k].step);
			add(o, ctx, &s, e, (int)i, 1);
		}
		add(o, ctx, &s, "udp", 5000, 1); /* a catch-all after them */
		o->build(ctx, 0);
		unsigned char p[128];
		for (unsigned i = 0; i < 3000; i++) {
			unsigned port = dpf_rand(&r) % 2 ? kinds[k].base + (unsigned)(dpf_rand(&r) % kinds[k].n) * kinds[k].step
							 : (unsigned)(dpf_rand(&r) % 65536);
			unsigned len = packet(p, dpf_rand(&r) % 4 ? 17 : 6, 1, 2, 9, port & 0xffff, 5);
			check(o, ctx, &s, p, len, len, -1, kinds[k].name);
			check(o, ctx, &s, p, len, 14 + (unsigned)(dpf_rand(&r) % 30), -1, kinds[k].name);
		}
		o->end(ctx);
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
void dpf_demux_mixed(const struct dpf_demux_ops *o, void *ctx)
{
	const struct tcaps *cs = dpf_test_captures();
	static struct set s;
	unsigned ne = sizeof mixed / sizeof mixed[0];
	uint64_t r = 99;
	for (int round = 0; round < 6; round++) {
		unsigned order[64];
		char name[32];
		snprintf(name, sizeof name, "mixed round %d", round);
		o->begin(ctx, name);
		s.n = 0;
		for (unsigned i = 0; i < ne; i++)
			order[i] = i;
		for (unsigned i = ne - 1; round && i > 0; i--) {
			unsigned j = (unsigned)(dpf_rand(&r) % (i + 1)), t = order[i];
			order[i] = order[j];
			order[j] = t;
		}
		for (unsigned i = 0; i < ne; i++)
			add(o, ctx, &s, mixed[order[i]], (int)order[i] + 1, round & 1);
		if (round >= 4) /* remove a few, which rebuilds on the next classify */
			for (unsigned i = 0; i < s.n; i += 3)
				remove_filter(o, ctx, &s, i);
		o->remove(ctx, 12345, 0);
		o->build(ctx, 0);
		for (unsigned c = 0; c < cs->n; c++) {
			if (cs->caps[c].linktype != DLT_EN10MB)
				continue;
			unsigned base = dpf_test_pool_index(c, 0);
			for (unsigned i = 0; i < cs->caps[c].npkts; i++) {
				const struct tpkt *t = &cs->caps[c].pkts[i];
				int pool = (int)(base + i);
				char what[1200];
				snprintf(what, sizeof what, "%s, %s packet %u", name, cs->caps[c].name, i + 1);
				check(o, ctx, &s, t->data, t->len, t->caplen, pool, what);
				check(o, ctx, &s, t->data, t->len, t->caplen / 2, pool, what);
			}
		}
		o->end(ctx);
		free_set(&s);
	}
}
