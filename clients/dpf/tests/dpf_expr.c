/* dpf_expr.c -- the JIT and the burst functions against libpcap's bpf_filter, packet by packet,
 * on the bundled captures, for tcpdump expressions (dpf_cases.c) compiled with libpcap's
 * optimizer on and off. */
#include <criterion/criterion.h>
#include <stdio.h>

#include "dpf_cases.h"

static void run_all(int optimize)
{
	const struct tcaps *cs = dpf_test_captures();
	int lt[64];
	unsigned nlt = dpf_test_linktypes(lt, 64);
	long compared = 0, compiled = 0, burst = 0;
	cr_assert(cs->n >= 150, "only %u captures under %s", cs->n, DPF_DATA_DIR);
	for (unsigned e = 0; e < dpf_nexprs; e++) {
		for (unsigned l = 0; l < nlt; l++) {
			struct bpf_program prog;
			char err[PCAP_ERRBUF_SIZE + 64], msg[1024];
			if (dpf_test_compile(lt[l], dpf_exprs[e], optimize, &prog, err, sizeof err) < 0) {
				/* every expression must compile for Ethernet; others may not apply */
				cr_assert(lt[l] != DLT_EN10MB, "\"%s\": %s", dpf_exprs[e], err);
				continue;
			}
			kl_bpf_fn fn = kl_bpf_compile(prog.bf_insns, prog.bf_len, err, sizeof err);
			cr_assert(fn, "\"%s\" (link type %d, optimizer %d): %s", dpf_exprs[e], lt[l], optimize, err);
			long n = dpf_test_compare(&prog, fn, lt[l], msg, sizeof msg);
			cr_assert(n >= 0, "\"%s\" (link type %d, optimizer %d): %s", dpf_exprs[e], lt[l], optimize, msg);
			compared += n;
			compiled++;
			kl_bpf_free(fn);
			kl_bpf_burst_fn bfn = kl_bpf_compile_burst(prog.bf_insns, prog.bf_len, err, sizeof err);
			cr_assert(bfn, "\"%s\" (link type %d, optimizer %d): burst: %s", dpf_exprs[e], lt[l], optimize, err);
			n = dpf_test_compare_burst(&prog, bfn, lt[l], msg, sizeof msg);
			cr_assert(n >= 0, "\"%s\" (link type %d, optimizer %d): burst: %s", dpf_exprs[e], lt[l], optimize, msg);
			burst += n;
			kl_bpf_burst_free(bfn);
			pcap_freecode(&prog);
		}
	}
	cr_log_info("%u expressions, %ld programs, %ld packet runs compared, %ld burst verdicts", dpf_nexprs, compiled,
		    compared, burst);
	cr_assert(compared > 100000);
	cr_assert(burst >= compared, "every run is made in bursts too");
}

Test(dpf_expr, optimizer_on, .timeout = 300) { run_all(1); }
Test(dpf_expr, optimizer_off, .timeout = 300) { run_all(0); }
