/* dpf_burst.h -- checking a burst function (kl_bpf_compile_burst) against known verdicts; needs no
 * libpcap, so that dpf_vectors uses it on every target. */
#ifndef DPF_BURST_H
#define DPF_BURST_H

#include <stddef.h>

#include <kiln/dpf.h>

/* Run fn on pkts[0..n) in calls of at most chunk packets (chunk 0: one call) and check the
 * verdicts against want[], each call's count, and that nothing is written past verdict n;
 * 0, or -1 with the first mismatch in msg. */
int dpf_test_check_burst(kl_bpf_burst_fn fn, const struct kl_bpf_pkt *pkts, const unsigned *want, unsigned n,
			 unsigned chunk, char *msg, size_t msglen);

#endif
