/* dpf_expr.c -- the JIT against libpcap's bpf_filter, packet by packet, on the bundled captures,
 * for tcpdump expressions compiled with libpcap's optimizer on and off. */
#include <criterion/criterion.h>
#include <stdio.h>

#include "dpf_util.h"

static const char *const exprs[] = {
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

static unsigned linktypes(int *out, unsigned max)
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

static void run_all(int optimize)
{
	const struct tcaps *cs = dpf_test_captures();
	int lt[64];
	unsigned nlt = linktypes(lt, 64);
	long compared = 0, compiled = 0;
	cr_assert(cs->n >= 150, "only %u captures under %s", cs->n, DPF_DATA_DIR);
	for (size_t e = 0; e < sizeof exprs / sizeof exprs[0]; e++) {
		for (unsigned l = 0; l < nlt; l++) {
			struct bpf_program prog;
			char err[PCAP_ERRBUF_SIZE + 64], msg[1024];
			if (dpf_test_compile(lt[l], exprs[e], optimize, &prog, err, sizeof err) < 0) {
				/* every expression must compile for Ethernet; others may not apply */
				cr_assert(lt[l] != DLT_EN10MB, "\"%s\": %s", exprs[e], err);
				continue;
			}
			kl_bpf_fn fn = kl_bpf_compile(prog.bf_insns, prog.bf_len, err, sizeof err);
			cr_assert(fn, "\"%s\" (link type %d, optimizer %d): %s", exprs[e], lt[l], optimize, err);
			long n = dpf_test_compare(&prog, fn, lt[l], msg, sizeof msg);
			cr_assert(n >= 0, "\"%s\" (link type %d, optimizer %d): %s", exprs[e], lt[l], optimize, msg);
			compared += n;
			compiled++;
			kl_bpf_free(fn);
			pcap_freecode(&prog);
		}
	}
	cr_log_info("%zu expressions, %ld programs, %ld packet runs compared", sizeof exprs / sizeof exprs[0],
		    compiled, compared);
	cr_assert(compared > 100000);
}

Test(dpf_expr, optimizer_on, .timeout = 300) { run_all(1); }
Test(dpf_expr, optimizer_off, .timeout = 300) { run_all(0); }
