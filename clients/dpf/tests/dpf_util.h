/* dpf_util.h -- test helpers: the bundled captures loaded into memory, expressions compiled by
 * libpcap for a link type, and the comparison of the JIT with bpf_filter. */
#ifndef DPF_UTIL_H
#define DPF_UTIL_H

#include <pcap/pcap.h>

#include <kiln/dpf.h>

#include "dpf_burst.h"

struct tpkt {
	unsigned caplen, len;
	unsigned char *data;
};
struct tcap {
	char name[1100];
	int linktype;
	unsigned npkts;
	struct tpkt *pkts;
};
struct tcaps {
	unsigned n;
	struct tcap *caps;
	unsigned npkts; /* over all files */
};

/* Every capture under DPF_DATA_DIR (tcpdump/ and libpcap-filter/), read with libpcap up to the
 * first error (malformed files are read as far as libpcap can). Loaded once. */
const struct tcaps *dpf_test_captures(void);
/* pcap_compile for a link type; 0, or -1 with libpcap's message in err. */
int dpf_test_compile(int linktype, const char *expr, int optimize, struct bpf_program *prog, char *err,
		     size_t errlen);
/* Run prog through bpf_filter and fn on every packet of every capture with that link type, and
 * with shortened buflen; returns the number of packets compared, or -1 after reporting the first
 * mismatch in msg. */
long dpf_test_compare(const struct bpf_program *prog, kl_bpf_fn fn, int linktype, char *msg, size_t msglen);
/* The same for a burst function: the packets of each capture (each with its shortened buflens)
 * in one call, then again in calls of 1 to 70 packets; every verdict and every returned count is
 * checked.  Returns the number of verdicts compared, or -1 after reporting the first mismatch. */
long dpf_test_compare_burst(const struct bpf_program *prog, kl_bpf_burst_fn fn, int linktype, char *msg,
			    size_t msglen);
/* A reproducible random number generator (xorshift64*). */
uint64_t dpf_rand(uint64_t *state);

#endif
