/* fuzz_bpf.c -- dpf's compile-and-run under a fuzzer: the input is a classic BPF program and a
 * packet.  libpcap is the oracle: a program bpf_validate() accepts must compile, and the compiled
 * filter (per call and in a burst) must return what bpf_filter() returns on the packet, whole
 * and truncated.  Programs libpcap rejects (or with opcodes that are not BPF's) may compile or
 * not, but must never crash, and per call and burst must agree. */
#include <pcap/pcap.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln/dpf.h"

/* opcodes that libpcap's validator accepts, so the fuzzer reaches compiled code often */
static const uint16_t codes[] = {
	BPF_LD | BPF_W | BPF_ABS,  BPF_LD | BPF_H | BPF_ABS,  BPF_LD | BPF_B | BPF_ABS,  BPF_LD | BPF_W | BPF_IND,
	BPF_LD | BPF_H | BPF_IND,  BPF_LD | BPF_B | BPF_IND,  BPF_LD | BPF_W | BPF_LEN,  BPF_LD | BPF_IMM,
	BPF_LD | BPF_MEM,          BPF_LDX | BPF_W | BPF_IMM, BPF_LDX | BPF_W | BPF_MEM, BPF_LDX | BPF_W | BPF_LEN,
	BPF_LDX | BPF_B | BPF_MSH, BPF_ST,                    BPF_STX,                   BPF_ALU | BPF_ADD | BPF_K,
	BPF_ALU | BPF_SUB | BPF_K, BPF_ALU | BPF_MUL | BPF_K, BPF_ALU | BPF_DIV | BPF_K, BPF_ALU | BPF_MOD | BPF_K,
	BPF_ALU | BPF_AND | BPF_K, BPF_ALU | BPF_OR | BPF_K,  BPF_ALU | BPF_XOR | BPF_K, BPF_ALU | BPF_LSH | BPF_K,
	BPF_ALU | BPF_RSH | BPF_K, BPF_ALU | BPF_ADD | BPF_X, BPF_ALU | BPF_SUB | BPF_X, BPF_ALU | BPF_MUL | BPF_X,
	BPF_ALU | BPF_DIV | BPF_X, BPF_ALU | BPF_MOD | BPF_X, BPF_ALU | BPF_AND | BPF_X, BPF_ALU | BPF_OR | BPF_X,
	BPF_ALU | BPF_XOR | BPF_X, BPF_ALU | BPF_LSH | BPF_X, BPF_ALU | BPF_RSH | BPF_X, BPF_ALU | BPF_NEG,
	BPF_JMP | BPF_JA,          BPF_JMP | BPF_JEQ | BPF_K, BPF_JMP | BPF_JGT | BPF_K, BPF_JMP | BPF_JGE | BPF_K,
	BPF_JMP | BPF_JSET | BPF_K, BPF_JMP | BPF_JEQ | BPF_X, BPF_JMP | BPF_JGT | BPF_X, BPF_JMP | BPF_JGE | BPF_X,
	BPF_JMP | BPF_JSET | BPF_X, BPF_RET | BPF_K,          BPF_RET | BPF_A,           BPF_MISC | BPF_TAX,
	BPF_MISC | BPF_TXA,
};

#define MAXINS 48

/* 1 if some path loads M[k] before storing it: bpf_filter then reads uninitialised memory (kiln
 * zeroes such words), so the two need not agree.  Valid programs jump forward only. */
static int reads_unwritten(const struct bpf_insn *p, unsigned n)
{
	uint32_t in[MAXINS + 1];
	uint8_t reached[MAXINS + 1] = {1};
	in[0] = 0;
	for (unsigned i = 0; i < n; i++) {
		if (!reached[i])
			continue;
		uint16_t c = p[i].code;
		uint32_t out = in[i];
		if ((BPF_CLASS(c) == BPF_LD || BPF_CLASS(c) == BPF_LDX) && BPF_MODE(c) == BPF_MEM &&
		    !(in[i] >> (p[i].k & 31) & 1))
			return 1;
		if (BPF_CLASS(c) == BPF_ST || BPF_CLASS(c) == BPF_STX)
			out |= 1u << (p[i].k & 31);
		unsigned succ[2], ns = 0;
		if (BPF_CLASS(c) == BPF_RET)
			ns = 0;
		else if (BPF_CLASS(c) == BPF_JMP && BPF_OP(c) == BPF_JA)
			succ[ns++] = i + 1 + p[i].k;
		else if (BPF_CLASS(c) == BPF_JMP) {
			succ[ns++] = i + 1 + p[i].jt;
			succ[ns++] = i + 1 + p[i].jf;
		} else
			succ[ns++] = i + 1;
		for (unsigned s = 0; s < ns; s++) {
			unsigned t = succ[s];
			if (t > n)
				continue;
			in[t] = reached[t] ? in[t] & out : out;
			reached[t] = 1;
		}
	}
	return 0;
}

static void fail(const char *what, const struct bpf_insn *p, unsigned n, unsigned len, unsigned a, unsigned b)
{
	fprintf(stderr, "fuzz_bpf: %s (packet length %u): kiln %u, libpcap %u\n", what, len, a, b);
	for (unsigned k = 0; k < n; k++)
		fprintf(stderr, "  { 0x%02x, %u, %u, 0x%08x },\n", p[k].code, p[k].jt, p[k].jf, p[k].k);
	abort();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	unsigned n = 1 + data[0] % MAXINS;
	int raw = data[1] & 1; /* raw opcodes and operands: the validator's and checker's paths */
	unsigned flags = (data[1] & 2) ? KL_BPF_BLIND : 0; /* constant blinding too */
	data += 2;
	size -= 2;
	if (size < 8 * (size_t)n)
		n = (unsigned)(size / 8);
	if (!n)
		return 0;
	struct bpf_insn prog[MAXINS];
	for (unsigned k = 0; k < n; k++, data += 8, size -= 8) {
		uint16_t c = (uint16_t)(data[0] | data[1] << 8);
		uint32_t v = (uint32_t)data[4] | (uint32_t)data[5] << 8 | (uint32_t)data[6] << 16 | (uint32_t)data[7] << 24;
		prog[k].code = raw ? c : codes[c % (sizeof codes / sizeof codes[0])];
		prog[k].jt = raw ? data[2] : (uint8_t)(n - k > 1 ? data[2] % (n - k - 1) : 0);
		prog[k].jf = raw ? data[3] : (uint8_t)(n - k > 1 ? data[3] % (n - k - 1) : 0);
		/* small offsets and scratch indexes reach packet bytes and memory cells */
		prog[k].k = raw || (data[1] & 0x80) ? v : v % 80;
		if (!raw && BPF_CLASS(prog[k].code) == BPF_JMP && k + 1 == n)
			prog[k].code = BPF_RET | BPF_K;
	}
	/* a ja whose offset wraps jumps backward: libpcap accepts it (protochain loops so) and
	 * kiln compiles it, but such a program may never end: compile it, do not run it */
	int loops = 0;
	for (unsigned k = 0; k < n; k++)
		loops |= prog[k].code == (BPF_JMP | BPF_JA) && prog[k].k >= n - k - 1;
	const unsigned char *pkt = data;
	unsigned len = size > 1500 ? 1500 : (unsigned)size;

	char err[256];
	/* libpcap's validator looks at an opcode's class and fields but not at its unused bits
	 * (0xff16 passes as "ret a"; bpf_filter then returns 0 for it): kiln refuses opcodes that
	 * are not BPF's, so only programs of real opcodes must compile */
	int valid = bpf_validate(prog, (int)n);
	for (unsigned k = 0; k < n && valid; k++) {
		int known = 0;
		for (size_t c = 0; c < sizeof codes / sizeof codes[0]; c++)
			known |= prog[k].code == codes[c];
		valid = known;
	}
	int uninit = valid && reads_unwritten(prog, n);
	kl_bpf_fn fn = kl_bpf_compile_flags(prog, n, flags, NULL, err, sizeof err);
	if (valid && !fn)
		fail(err, prog, n, len, 0, 0);
	if (!fn)
		return 0;
	if (loops) {
		kl_bpf_free(fn);
		return 0;
	}
	kl_bpf_burst_fn burst = kl_bpf_compile_burst_flags(prog, n, flags, err, sizeof err);
	if (!burst)
		fail(err, prog, n, len, 0, 0);
	for (unsigned cut = 0; cut < 3; cut++) { /* whole, truncated by half, empty */
		unsigned buflen = cut == 0 ? len : cut == 1 ? len / 2 : 0;
		unsigned got = fn(pkt, len, buflen);
		struct kl_bpf_pkt one = {pkt, buflen, len};
		unsigned verdict = 0;
		burst(&one, 1, &verdict);
		if (valid && !uninit) {
			unsigned want = bpf_filter(prog, pkt, len, buflen);
			if (got != want)
				fail("per call", prog, n, buflen, got, want);
		}
		if (verdict != got)
			fail("burst against per call", prog, n, buflen, verdict, got);
	}
	kl_bpf_burst_free(burst);
	kl_bpf_free(fn);
	return 0;
}
