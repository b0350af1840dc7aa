/* dpf_burst.c -- the check of a burst function's verdicts and counts (see dpf_burst.h). */
#include <stdio.h>
#include <stdlib.h>

#include "dpf_burst.h"

int dpf_test_check_burst(kl_bpf_burst_fn fn, const struct kl_bpf_pkt *pkts, const unsigned *want, unsigned n,
			 unsigned chunk, char *msg, size_t msglen)
{
	unsigned *got = malloc((n + 1) * sizeof *got);
	if (!got) {
		snprintf(msg, msglen, "out of memory");
		return -1;
	}
	got[n] = 0xdeadbeef; /* a burst writes n verdicts, no more */
	for (unsigned at = 0; at < n;) {
		unsigned m = chunk && chunk < n - at ? chunk : n - at, acc = 0;
		unsigned count = fn(pkts + at, m, got + at);
		for (unsigned i = at; i < at + m; i++) {
			if (got[i] != want[i]) {
				snprintf(msg, msglen, "packet %u of a burst of %u (len %u, buflen %u): bpf_filter %u, burst %u",
					 i - at, m, pkts[i].wirelen, pkts[i].caplen, want[i], got[i]);
				free(got);
				return -1;
			}
			acc += want[i] != 0;
		}
		if (count != acc) {
			snprintf(msg, msglen, "a burst of %u packets returned %u accepted, bpf_filter accepts %u", m, count, acc);
			free(got);
			return -1;
		}
		at += m;
	}
	int over = got[n] != 0xdeadbeef;
	if (over)
		snprintf(msg, msglen, "a burst of %u packets wrote past its verdicts", n);
	free(got);
	return over ? -1 : 0;
}
