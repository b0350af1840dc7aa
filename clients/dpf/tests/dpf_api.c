/* dpf_api.c -- what needs no oracle: hand-written programs that must be rejected, and the
 * demultiplexer's error paths.  Uses no libpcap, so it runs on every target (the native build
 * compiles it with kiln's own BPF definitions, KL_DPF_NO_PCAP, as cross builds do). */
#include <criterion/criterion.h>
#include <string.h>

#include <kiln/dpf.h>

Test(dpf_api, invalid_programs_rejected)
{
	char err[256];
	struct bpf_insn divz[] = {BPF_STMT(BPF_ALU | BPF_DIV | BPF_K, 0), BPF_STMT(BPF_RET | BPF_A, 0)};
	struct bpf_insn noret[] = {BPF_STMT(BPF_LD | BPF_IMM, 1)};
	struct bpf_insn memk[] = {BPF_STMT(BPF_ST, 16), BPF_STMT(BPF_RET | BPF_A, 0)};
	struct bpf_insn far[] = {BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1), BPF_STMT(BPF_RET | BPF_A, 0)};
	struct bpf_insn abort_op[] = {BPF_STMT(BPF_LD | BPF_H | BPF_LEN, 0), BPF_STMT(BPF_RET | BPF_A, 0)};
	struct bpf_insn ok[] = {BPF_STMT(BPF_LD | BPF_W | BPF_LEN, 0), BPF_STMT(BPF_RET | BPF_A, 0)};
	cr_assert_null(kl_bpf_compile(divz, 2, err, sizeof err));
	cr_assert_null(kl_bpf_compile(noret, 1, err, sizeof err));
	cr_assert_null(kl_bpf_compile(memk, 2, err, sizeof err));
	cr_assert_null(kl_bpf_compile(far, 2, err, sizeof err));
	cr_assert_null(kl_bpf_compile(NULL, 0, err, sizeof err));
	/* bpf_validate accepts it, but bpf_filter would abort(): rejected too */
	cr_assert_null(kl_bpf_compile(abort_op, 2, err, sizeof err), "accepted an opcode bpf_filter cannot run");
	/* and a valid one next to them compiles and runs (ret len), so the rejections mean something */
	kl_bpf_fn fn = kl_bpf_compile(ok, 2, err, sizeof err);
	cr_assert(fn, "%s", err);
	unsigned char pkt[4] = {0};
	cr_assert_eq(fn(pkt, 1234, 4), 1234);
	kl_bpf_free(fn);
}

Test(dpf_api, demux_errors)
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

Test(dpf_api, demux_function)
{
	/* kl_demux_function: the classifier itself, rebuilt after changes, the same answers as
	 * kl_demux_classify */
	cr_assert_null(kl_demux_function(NULL));
	kl_demux *d = kl_demux_new();
	kl_demux_fn fn = kl_demux_function(d);
	cr_assert_not_null(fn, "%s", kl_demux_errmsg(d));
	unsigned char p[4] = {0x45, 0, 0, 0};
	cr_assert_eq(fn(p, 4, 4), -1, "an empty demultiplexer accepts nothing");
	struct bpf_insn first[] = {BPF_STMT(BPF_LD | BPF_B | BPF_ABS, 0), BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0x45, 0, 1),
				   BPF_STMT(BPF_RET | BPF_K, 1), BPF_STMT(BPF_RET | BPF_K, 0)};
	struct bpf_insn all[] = {BPF_STMT(BPF_RET | BPF_K, 1)};
	cr_assert(kl_demux_add(d, first, 4, 3) == 0);
	cr_assert(kl_demux_add(d, all, 1, 9) == 0);
	fn = kl_demux_function(d); /* rebuilds */
	cr_assert_not_null(fn, "%s", kl_demux_errmsg(d));
	cr_assert_eq(fn(p, 4, 4), 3);
	cr_assert_eq(fn(p, 4, 0), 9, "a truncated packet fails the first filter");
	p[0] = 0x60;
	cr_assert_eq(fn(p, 4, 4), 9);
	cr_assert_eq(fn(p, 4, 4), kl_demux_classify(d, p, 4, 4));
	cr_assert(kl_demux_remove(d, 9) == 0);
	fn = kl_demux_function(d);
	cr_assert_not_null(fn);
	cr_assert_eq(fn(p, 4, 4), -1);
	p[0] = 0x45;
	cr_assert_eq(fn(p, 4, 4), 3);
	kl_demux_free(d);
}

Test(dpf_api, demux_rejects_the_no_match_id)
{
	/* kl_demux_classify returns -1 for "no filter accepts": a filter with that id would be
	 * indistinguishable from no match, so kl_demux_add refuses it and says why */
	kl_demux *d = kl_demux_new();
	struct bpf_insn all[] = {BPF_STMT(BPF_RET | BPF_K, 1)};
	unsigned char p[4] = {0x45, 0, 0, 0};
	cr_assert(kl_demux_add(d, all, 1, -1) < 0, "id -1 accepted");
	cr_assert(strstr(kl_demux_errmsg(d), "-1"), "the message names the id: \"%s\"", kl_demux_errmsg(d));
	cr_assert_eq(kl_demux_classify(d, p, 4, 4), -1, "nothing was added");
	cr_assert(kl_demux_add(d, all, 1, -2) == 0, "other negative ids are fine: %s", kl_demux_errmsg(d));
	cr_assert_str_eq(kl_demux_errmsg(d), "", "a successful call clears the message");
	cr_assert_eq(kl_demux_classify(d, p, 4, 4), -2);
	cr_assert(kl_demux_add(d, all, 1, -1) < 0, "id -1 accepted after another filter");
	cr_assert_eq(kl_demux_classify(d, p, 4, 4), -2);
	kl_demux_free(d);
}

Test(dpf_api, burst)
{
	/* kl_bpf_compile_burst: rejects what kl_bpf_compile rejects; n = 0 touches nothing; a long
	 * burst of one packet in varying lengths; ret a (the verdict is A, the count its non-zeros) */
	char err[256] = "";
	struct bpf_insn noret[] = {BPF_STMT(BPF_LD | BPF_IMM, 1)};
	cr_assert_null(kl_bpf_compile_burst(noret, 1, err, sizeof err));
	cr_assert(err[0], "rejected without a message");
	cr_assert_null(kl_bpf_compile_burst(NULL, 0, NULL, 0), "an empty program, and no room for a message");
	kl_bpf_burst_free(NULL);
	/* A = the byte at 3 (0 when the packet is shorter); accept with A */
	struct bpf_insn byte3[] = {BPF_STMT(BPF_LD | BPF_B | BPF_ABS, 3), BPF_STMT(BPF_RET | BPF_A, 0)};
	kl_bpf_burst_fn fn = kl_bpf_compile_burst(byte3, 2, err, sizeof err);
	cr_assert_not_null(fn, "%s", err);
	unsigned v[1] = {77};
	cr_assert_eq(fn(NULL, 0, v), 0);
	cr_assert_eq(v[0], 77, "n = 0 wrote a verdict");
	enum { N = 100000 };
	static struct kl_bpf_pkt pk[N];
	static unsigned verdicts[N + 1];
	unsigned char data[8] = {0, 1, 2, 3, 4, 5, 6, 7};
	unsigned want = 0;
	for (unsigned i = 0; i < N; i++) {
		pk[i] = (struct kl_bpf_pkt){data, i % 9 < 8 ? i % 9 : 8, 1000};
		want += pk[i].caplen > 3;
	}
	verdicts[N] = 12345;
	cr_assert_eq(fn(pk, N, verdicts), want);
	for (unsigned i = 0; i < N; i++)
		cr_assert_eq(verdicts[i], pk[i].caplen > 3 ? 3u : 0u, "packet %u (caplen %u): %u", i, pk[i].caplen,
			     verdicts[i]);
	cr_assert_eq(verdicts[N], 12345, "wrote past n verdicts");
	kl_bpf_burst_free(fn);
	/* a filter that reads nothing of the packet: accept all with 96, or wirelen */
	struct bpf_insn all[] = {BPF_STMT(BPF_RET | BPF_K, 96)};
	struct bpf_insn len[] = {BPF_STMT(BPF_LD | BPF_W | BPF_LEN, 0), BPF_STMT(BPF_RET | BPF_A, 0)};
	fn = kl_bpf_compile_burst(all, 1, err, sizeof err);
	kl_bpf_burst_fn fl = kl_bpf_compile_burst(len, 2, err, sizeof err);
	cr_assert(fn && fl, "%s", err);
	struct kl_bpf_pkt three[3] = {{NULL, 0, 0}, {data, 8, 64}, {NULL, 0, 1500}};
	unsigned out[3];
	cr_assert_eq(fn(three, 3, out), 3);
	cr_assert(out[0] == 96 && out[1] == 96 && out[2] == 96);
	cr_assert_eq(fl(three, 3, out), 2);
	cr_assert(out[0] == 0 && out[1] == 64 && out[2] == 1500);
	kl_bpf_burst_free(fn);
	kl_bpf_burst_free(fl);
}
