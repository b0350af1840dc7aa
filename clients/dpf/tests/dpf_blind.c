/* dpf_blind.c -- constant blinding (KL_BPF_BLIND): blinded filters return what bpf_filter
 * returns, per call and in bursts, on random valid programs and packets; on x86-64 no constant
 * of a program of 16 bits or more is in the code (immediates are whole bytes there). */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_cases.h"

static inline int holds(const void *code, size_t n, uint32_t v)
{
	const unsigned char *p = code;
	for (size_t k = 0; k + 4 <= n; k++)
		if (!memcmp(p + k, &v, 4))
			return 1;
	return 0;
}

Test(dpf_blind, random_programs_agree_with_bpf_filter)
{
	uint64_t s = dpf_random_seed() ^ 0xb11dull;
	unsigned checked = 0;
	for (unsigned round = 0; round < 1500; round++) {
		struct bpf_insn p[DPF_RANDOM_MAXLEN];
		unsigned n = dpf_random_program(&s, p);
		if (!bpf_validate(p, (int)n))
			continue;
		char err[256];
		size_t size = 0;
		kl_bpf_fn fn = kl_bpf_compile_flags(p, n, KL_BPF_BLIND, &size, err, sizeof err);
		cr_assert_not_null(fn, "round %u: %s", round, err);
		kl_bpf_burst_fn burst = kl_bpf_compile_burst_flags(p, n, KL_BPF_BLIND, err, sizeof err);
		cr_assert_not_null(burst, "round %u: %s", round, err);
		for (unsigned k = 0; k < 8; k++) {
			unsigned char pkt[DPF_RANDOM_PKTLEN];
			unsigned wire, buflen = dpf_random_packet(&s, pkt, &wire);
			unsigned want = bpf_filter(p, pkt, wire, buflen);
			unsigned got = fn(pkt, wire, buflen), verdict = 0;
			struct kl_bpf_pkt one = {pkt, buflen, wire};
			burst(&one, 1, &verdict);
			cr_assert_eq(got, want, "round %u packet %u: blinded filter %u, bpf_filter %u", round, k, got, want);
			cr_assert_eq(verdict, want, "round %u packet %u: blinded burst %u, bpf_filter %u", round, k, verdict,
				     want);
		}
#if defined(__x86_64__)
		for (unsigned i = 0; i < n; i++) {
			uint32_t c = p[i].k;
			/* small ones stay; constants made only of 00 and ff bytes match kiln's own
			 * sign and zero extensions by chance, so they cannot be searched for */
			int bytes = 0;
			for (int q = 0; q < 4; q++)
				bytes += (c >> 8 * q & 0xff) != 0 && (c >> 8 * q & 0xff) != 0xff;
			if (((int32_t)c >= -32768 && (int32_t)c <= 32767) || bytes < 2)
				continue;
			if (holds((const void *)fn, size, c) && getenv("DPF_BLIND_DUMP")) {
				FILE *o = fopen(getenv("DPF_BLIND_DUMP"), "wb");
				fwrite((const void *)fn, 1, size, o);
				fclose(o);
				for (unsigned q = 0; q < n; q++)
					fprintf(stderr, "%u: %#x %u %u %#x\n", q, p[q].code, p[q].jt, p[q].jf, p[q].k);
			}
			cr_assert(!holds((const void *)fn, size, c), "round %u: constant %#x of instruction %u is in the code",
				  round, c, i);
		}
#endif
		checked++;
		kl_bpf_free(fn);
		kl_bpf_burst_free(burst);
	}
	cr_assert_gt(checked, 100, "only %u valid programs", checked);
}
