/* bpf_burst.c -- a classic BPF program compiled into a function that filters an array of
 * packets per call: the loop over the packets is generated around the filter's code, whose
 * every exit stores the packet's verdict and goes on with the next packet (no call per packet).
 *
 *         count = n; if n == 0 goto done; end = pkts + n
 *   loop: pkt = pkts->data; buflen = pkts->caplen; wirelen = pkts->wirelen  (what the filter reads)
 *         <the filter (bpf_jit.c)>, each exit:  *verdicts = result
 *                                                count -= result == 0
 *                                                verdicts++, pkts++; if pkts < end goto loop
 *   done: return count                                                                       */
#include <stddef.h>
#include <stdio.h>

#include "dpf_internal.h"

/* the array's end is pkts + (n << log2 of the size) */
_Static_assert((sizeof(struct kl_bpf_pkt) & (sizeof(struct kl_bpf_pkt) - 1)) == 0, "a power of 2");

struct burst {
	kl_reg pkts, end, verdicts, count; /* count: n less the packets rejected so far */
	kl_reg scratch;
	kl_label loop, done;
};

/* The rest of every exit: the next packet, or the end. */
static void next_packet(kl_func *f, const struct burst *b)
{
	kl_addpi(f, b->verdicts, b->verdicts, (intptr_t)sizeof(unsigned));
	kl_addpi(f, b->pkts, b->pkts, (intptr_t)sizeof(struct kl_bpf_pkt));
	kl_bltp(f, b->pkts, b->end, b->loop);
	kl_jv(f, b->done);
}

static void exit_k(kl_func *f, void *ctx, uint32_t k)
{
	const struct burst *b = ctx;
	kl_setu(f, b->scratch, k);
	kl_stui(f, b->scratch, b->verdicts, 0);
	if (!k)
		kl_subui(f, b->count, b->count, 1);
	next_packet(f, b);
}

static void exit_reg(kl_func *f, void *ctx, kl_reg v)
{
	const struct burst *b = ctx;
	kl_stui(f, v, b->verdicts, 0);
	kl_notu(f, b->scratch, v); /* 1 when rejected */
	kl_subu(f, b->count, b->count, b->scratch);
	next_packet(f, b);
}

/* A register of the class that is left: temporaries first, then callee-saved ones (saved once
 * per call by the prologue). */
static int reg(kl_func *f, kl_reg *r, int type)
{
	return kl_getreg(f, r, type, KL_TEMP) || kl_getreg(f, r, type, KL_VAR);
}

/* What the program reads of the packet's description. */
static void reads(const struct bpf_insn *p, unsigned n, int *data, int *wirelen)
{
	*data = *wirelen = 0;
	for (unsigned i = 0; i < n; i++) {
		uint16_t c = p[i].code;
		if (BPF_CLASS(c) == BPF_LD || BPF_CLASS(c) == BPF_LDX) {
			int m = BPF_MODE(c);
			*data |= m == BPF_ABS || m == BPF_IND || m == BPF_MSH;
			*wirelen |= m == BPF_LEN;
		}
	}
}

static int emit_burst(kl_func *f, const kl_reg *args, const struct bpf_insn *insns, unsigned len)
{
	struct burst b;
	struct dpf_regs r;
	int data, wirelen;
	reads(insns, len, &data, &wirelen);
	b.pkts = args[0];
	b.end = args[1]; /* n, then the end of the array */
	b.verdicts = args[2];
	r.mem = -1;
	if (!reg(f, &b.count, KL_U) || !reg(f, &b.scratch, KL_U) || !reg(f, &r.pkt, KL_P) ||
	    !reg(f, &r.buflen, KL_U) || !reg(f, &r.wirelen, KL_U) || !reg(f, &r.a, KL_U) || !reg(f, &r.x, KL_U) ||
	    !reg(f, &r.t, KL_U) || !reg(f, &r.t2, KL_U) || !reg(f, &r.buflen64, KL_UL))
		return -1;
	b.loop = kl_label_new(f);
	b.done = kl_label_new(f);
	kl_movu(f, b.count, args[1]);
	kl_bequi(f, args[1], 0, b.done);
	kl_cvu2ul(f, b.end, args[1]);
	kl_lshuli(f, b.end, b.end, (uint64_t)__builtin_ctz(sizeof(struct kl_bpf_pkt)));
	kl_addp(f, b.end, b.pkts, b.end);
	kl_label_place(f, b.loop);
	if (data) {
		kl_ldpi(f, r.pkt, b.pkts, offsetof(struct kl_bpf_pkt, data));
		kl_ldui(f, r.buflen, b.pkts, offsetof(struct kl_bpf_pkt, caplen));
	}
	if (wirelen)
		kl_ldui(f, r.wirelen, b.pkts, offsetof(struct kl_bpf_pkt, wirelen));
	struct dpf_exit ex = {exit_k, exit_reg, &b};
	if (dpf_emit_filter_exit(f, &r, insns, len, &ex) < 0)
		return -1;
	kl_label_place(f, b.done);
	kl_retu(f, b.count);
	return 0;
}

kl_bpf_burst_fn kl_bpf_compile_burst(const struct bpf_insn *insns, unsigned len, char *err, size_t errlen)
{
	return kl_bpf_compile_burst_flags(insns, len, 0, err, errlen);
}

kl_bpf_burst_fn kl_bpf_compile_burst_flags(const struct bpf_insn *insns, unsigned len, unsigned flags, char *err,
					   size_t errlen)
{
	if (dpf_check(insns, len, err, errlen) < 0)
		return NULL;
	kl_func *f = kl_func_new();
	if (!f) {
		if (err && errlen)
			snprintf(err, errlen, "out of memory");
		return NULL;
	}
	kl_reg args[3];
	void *code = NULL;
	unsigned kf = KL_LEAF | ((flags & KL_BPF_BLIND) ? KL_BLIND : 0);
	if (kl_func_begin(f, "%p%u%p", args, kf) == KL_OK && emit_burst(f, args, insns, len) == 0) {
		code = kl_func_end(f, NULL);
		if (!code && err && errlen)
			snprintf(err, errlen, "kiln: %s", kl_errmsg(f));
	} else {
		if (err && errlen)
			snprintf(err, errlen, "kiln: %s", kl_error(f) ? kl_errmsg(f) : "out of registers or memory");
		kl_func_abort(f);
	}
	kl_func_delete(f);
	return (kl_bpf_burst_fn)code;
}

void kl_bpf_burst_free(kl_bpf_burst_fn fn)
{
	if (fn)
		kl_code_free((void *)fn);
}
