/* dpf_random.c -- random valid classic BPF programs against bpf_filter on random packets, and
 * random invalid programs that must be rejected (never run).  Seeded: the seed and the failing
 * program are printed. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_util.h"

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
static unsigned gen(uint64_t *s, struct bpf_insn *p)
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

static void dump(const struct bpf_insn *p, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		cr_log_error("  %3u: { 0x%04x, %3u, %3u, 0x%08x }", i, p[i].code, p[i].jt, p[i].jf, p[i].k);
}

Test(dpf_random, valid_programs, .timeout = 300)
{
	uint64_t seed = getenv("DPF_SEED") ? strtoull(getenv("DPF_SEED"), NULL, 0) : 0x5eed2026ull;
	uint64_t s = seed;
	unsigned char pkt[128];
	unsigned programs = 0;
	cr_log_info("seed 0x%llx (set DPF_SEED to change it)", (unsigned long long)seed);
	for (int round = 0; round < 6000; round++) {
		struct bpf_insn p[80];
		char err[256];
		unsigned n = gen(&s, p);
		if (!bpf_validate(p, (int)n))
			continue;
		kl_bpf_fn fn = kl_bpf_compile(p, n, err, sizeof err);
		if (!fn)
			dump(p, n);
		cr_assert(fn, "seed 0x%llx round %d: valid program rejected: %s", (unsigned long long)seed, round, err);
		programs++;
		for (int t = 0; t < 40; t++) {
			unsigned buflen = (unsigned)(dpf_rand(&s) % sizeof pkt);
			unsigned wirelen = buflen + (unsigned)(dpf_rand(&s) % 3 ? 0 : dpf_rand(&s) % 2000);
			for (unsigned b = 0; b < buflen; b++)
				pkt[b] = (unsigned char)(dpf_rand(&s) % 4 ? dpf_rand(&s) : (b & 0xf0));
			unsigned want = bpf_filter(p, pkt, wirelen, buflen), got = fn(pkt, wirelen, buflen);
			if (want != got)
				dump(p, n);
			cr_assert_eq(want, got, "seed 0x%llx round %d packet %d (buflen %u wirelen %u): bpf_filter %u JIT %u",
				     (unsigned long long)seed, round, t, buflen, wirelen, want, got);
		}
		kl_bpf_free(fn);
	}
	cr_log_info("%u random programs compared", programs);
	cr_assert(programs > 3000);
}

Test(dpf_random, invalid_programs_rejected)
{
	uint64_t s = 0xbadc0deull;
	unsigned rejected = 0;
	for (int round = 0; round < 20000; round++) {
		struct bpf_insn p[12];
		char err[256] = "";
		unsigned n = 1 + (unsigned)(dpf_rand(&s) % 12);
		for (unsigned i = 0; i < n; i++) {
			p[i].code = (uint16_t)(dpf_rand(&s) % 0x100);
			p[i].jt = (uint8_t)(dpf_rand(&s) % 16);
			p[i].jf = (uint8_t)(dpf_rand(&s) % 16);
			p[i].k = dpf_rand(&s) % 2 ? (uint32_t)(dpf_rand(&s) % 20) : (uint32_t)dpf_rand(&s);
		}
		kl_bpf_fn fn = kl_bpf_compile(p, n, err, sizeof err);
		if (!bpf_validate(p, (int)n)) {
			cr_assert_null(fn, "round %d: bpf_validate rejects the program but it was compiled", round);
			cr_assert(err[0], "round %d: rejected without a message", round);
			rejected++;
		}
		kl_bpf_free(fn);
	}
	char err[256];
	struct bpf_insn divz[] = {BPF_STMT(BPF_ALU | BPF_DIV | BPF_K, 0), BPF_STMT(BPF_RET | BPF_A, 0)};
	struct bpf_insn noret[] = {BPF_STMT(BPF_LD | BPF_IMM, 1)};
	struct bpf_insn memk[] = {BPF_STMT(BPF_ST, 16), BPF_STMT(BPF_RET | BPF_A, 0)};
	struct bpf_insn far[] = {BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, 0, 0, 1), BPF_STMT(BPF_RET | BPF_A, 0)};
	struct bpf_insn abort_op[] = {BPF_STMT(BPF_LD | BPF_H | BPF_LEN, 0), BPF_STMT(BPF_RET | BPF_A, 0)};
	cr_assert_null(kl_bpf_compile(divz, 2, err, sizeof err));
	cr_assert_null(kl_bpf_compile(noret, 1, err, sizeof err));
	cr_assert_null(kl_bpf_compile(memk, 2, err, sizeof err));
	cr_assert_null(kl_bpf_compile(far, 2, err, sizeof err));
	cr_assert_null(kl_bpf_compile(NULL, 0, err, sizeof err));
	/* bpf_validate accepts it, but bpf_filter would abort(): rejected too */
	cr_assert_null(kl_bpf_compile(abort_op, 2, err, sizeof err), "accepted an opcode bpf_filter cannot run");
	cr_log_info("%u invalid programs rejected", rejected);
	cr_assert(rejected > 10000);
}
