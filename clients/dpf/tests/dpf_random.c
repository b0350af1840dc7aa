/* dpf_random.c -- random valid classic BPF programs against bpf_filter on random packets (the JIT,
 * and bursts of the same packets), and
 * random invalid programs that must be rejected (never run); the generators are in dpf_cases.c.
 * Seeded: the seed and the failing program are printed.  Hand-written invalid programs are in
 * dpf_api.c, which needs no libpcap. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_cases.h"

static void dump(const struct bpf_insn *p, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		cr_log_error("  %3u: { 0x%04x, %3u, %3u, 0x%08x }", i, p[i].code, p[i].jt, p[i].jf, p[i].k);
}

Test(dpf_random, valid_programs, .timeout = 300)
{
	uint64_t seed = dpf_random_seed();
	uint64_t s = seed;
	unsigned char pkt[DPF_RANDOM_PACKETS][DPF_RANDOM_PKTLEN];
	struct kl_bpf_pkt burst[DPF_RANDOM_PACKETS];
	unsigned want[DPF_RANDOM_PACKETS], programs = 0;
	cr_log_info("seed 0x%llx (set DPF_SEED to change it)", (unsigned long long)seed);
	for (int round = 0; round < DPF_RANDOM_ROUNDS; round++) {
		struct bpf_insn p[DPF_RANDOM_MAXLEN];
		char err[256];
		unsigned n = dpf_random_program(&s, p);
		if (!bpf_validate(p, (int)n))
			continue;
		kl_bpf_fn fn = kl_bpf_compile(p, n, err, sizeof err);
		if (!fn)
			dump(p, n);
		cr_assert(fn, "seed 0x%llx round %d: valid program rejected: %s", (unsigned long long)seed, round, err);
		kl_bpf_burst_fn bfn = kl_bpf_compile_burst(p, n, err, sizeof err);
		cr_assert(bfn, "seed 0x%llx round %d: valid program rejected for bursts: %s", (unsigned long long)seed,
			  round, err);
		programs++;
		for (int t = 0; t < DPF_RANDOM_PACKETS; t++) {
			unsigned wirelen, buflen = dpf_random_packet(&s, pkt[t], &wirelen);
			unsigned got = fn(pkt[t], wirelen, buflen);
			want[t] = bpf_filter(p, pkt[t], wirelen, buflen);
			burst[t] = (struct kl_bpf_pkt){pkt[t], buflen, wirelen};
			if (want[t] != got)
				dump(p, n);
			cr_assert_eq(want[t], got, "seed 0x%llx round %d packet %d (buflen %u wirelen %u): bpf_filter %u JIT %u",
				     (unsigned long long)seed, round, t, buflen, wirelen, want[t], got);
		}
		/* the same packets in bursts: all at once, and in calls of a few */
		for (unsigned chunk = 0; chunk < 8; chunk += 7) {
			char msg[300];
			if (dpf_test_check_burst(bfn, burst, want, DPF_RANDOM_PACKETS, chunk, msg, sizeof msg) < 0) {
				dump(p, n);
				cr_assert_fail("seed 0x%llx round %d: %s", (unsigned long long)seed, round, msg);
			}
		}
		kl_bpf_free(fn);
		kl_bpf_burst_free(bfn);
	}
	cr_log_info("%u random programs compared", programs);
	cr_assert(programs > 3000);
}

Test(dpf_random, invalid_programs_rejected)
{
	uint64_t s = DPF_INVALID_SEED;
	unsigned rejected = 0;
	for (int round = 0; round < DPF_INVALID_ROUNDS; round++) {
		struct bpf_insn p[DPF_INVALID_MAXLEN];
		char err[256] = "";
		unsigned n = dpf_random_invalid(&s, p);
		kl_bpf_fn fn = kl_bpf_compile(p, n, err, sizeof err);
		if (!bpf_validate(p, (int)n)) {
			cr_assert_null(fn, "round %d: bpf_validate rejects the program but it was compiled", round);
			cr_assert(err[0], "round %d: rejected without a message", round);
			rejected++;
		}
		kl_bpf_free(fn);
	}
	cr_log_info("%u invalid programs rejected", rejected);
	cr_assert(rejected > 10000);
}
