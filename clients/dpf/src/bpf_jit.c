/* bpf_jit.c -- compile one classic BPF program into native code with kiln, exploiting what is
 * known when the filter is installed: constant offsets, constant values, bounds already checked.
 *
 * Two passes over the program, which is a DAG except for the backward `ja` of ip6 protochain:
 *   1. abstract interpretation: for every reachable instruction, what is known on entry (A, X
 *      and M[] constants, whether A holds a field still in memory byte order, the packet length
 *      already checked); dead code is never reached;
 *   2. emission with the same transfer function, now writing code.
 * Bounds checks are hoisted: need[i] is the length below which the program returns 0 from i
 * on whatever happens, so one check at the first load covers the loads that follow. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_internal.h"

#define INF ((uint64_t)1 << 40)
#define NOLABEL ((kl_label)-1)
#if defined(__linux__)
/* libpcap on Linux returns 0 for these ancillary-data offsets (no aux data in bpf_filter) */
#define SKF_VLAN_TAG 0xfffff02cu
#define SKF_VLAN_TAG_PRESENT 0xfffff030u
#endif

struct val {
	uint8_t known; /* the value is the constant v */
	uint8_t mat;   /* known, and the register holds it too */
	uint8_t raw;   /* unknown, held in memory byte order of a field of this many bytes (2, 4) */
	uint32_t v;
};

struct state {
	uint8_t reached;
	uint8_t xsmall; /* X <= 60 (it came from ldxb 4*([k]&0xf)) */
	uint16_t mknown;
	uint16_t mwritten; /* M[k] was stored on every path here */
	struct val a, x;
	uint32_t m[BPF_MEMWORDS];
	uint64_t g; /* buflen >= g is known here */
};

struct jit {
	kl_func *f;
	struct dpf_regs *r;
	const struct bpf_insn *p;
	unsigned n;
	kl_label acc, rej;
	int embedded, emit, little, unaligned;
	const struct dpf_exit *exit; /* not embedded: how the result leaves (NULL: returned) */
	int has_back;
	struct state *in;
	uint64_t *need;
	uint8_t *livea, *livex;
	uint16_t *livem;   /* scratch words read later (before being written again) */
	uint16_t zero_m;   /* scratch words some load may read before any store: zeroed on entry */
	uint8_t *resolved; /* ld M[k] / ldx M[k] that the first pass found constant */
	uint32_t *npred;
	kl_label *lab;
};

/* ---- analysis --------------------------------------------------------------------------- */
static int is_ret(uint16_t c) { return BPF_CLASS(c) == BPF_RET; }
static int is_cond(uint16_t c) { return BPF_CLASS(c) == BPF_JMP && BPF_OP(c) != BPF_JA; }
static unsigned ja_target(const struct bpf_insn *q, unsigned i) { return i + 1 + q->k; }
static int load_size(uint16_t c)
{
	return BPF_SIZE(c) == BPF_W ? 4 : BPF_SIZE(c) == BPF_H ? 2 : 1;
}
static int uses_a(uint16_t c)
{
	switch (BPF_CLASS(c)) {
	case BPF_ST: case BPF_ALU: return 1;
	case BPF_JMP: return BPF_OP(c) != BPF_JA;
	case BPF_RET: return BPF_RVAL(c) == BPF_A;
	case BPF_MISC: return BPF_MISCOP(c) == BPF_TAX;
	default: return 0;
	}
}
static int defs_a(uint16_t c) { return BPF_CLASS(c) == BPF_LD || c == (BPF_MISC | BPF_TXA); }
static int uses_x(uint16_t c)
{
	switch (BPF_CLASS(c)) {
	case BPF_LD: return BPF_MODE(c) == BPF_IND;
	case BPF_STX: return 1;
	case BPF_ALU: return BPF_SRC(c) == BPF_X && c != (BPF_ALU | BPF_NEG);
	case BPF_JMP: return BPF_SRC(c) == BPF_X && BPF_OP(c) != BPF_JA;
	case BPF_MISC: return BPF_MISCOP(c) == BPF_TXA;
	default: return 0;
	}
}
static int defs_x(uint16_t c) { return BPF_CLASS(c) == BPF_LDX || c == (BPF_MISC | BPF_TAX); }

static void analyse(struct jit *j)
{
	const struct bpf_insn *p = j->p;
	unsigned n = j->n;
	for (unsigned i = 0; i < n; i++) {
		uint16_t c = p[i].code;
		if (is_ret(c))
			continue;
		if (c == (BPF_JMP | BPF_JA)) {
			unsigned t = ja_target(&p[i], i);
			j->npred[t]++;
			if (t <= i) {
				j->has_back = 1;
				j->npred[t] += 2; /* a loop head always merges */
			}
		} else if (is_cond(c)) {
			j->npred[i + 1 + p[i].jt]++;
			j->npred[i + 1 + p[i].jf]++;
		} else {
			j->npred[i + 1]++;
		}
	}
	/* liveness of A and X, to a fixed point when there are loops */
	for (int changed = 1; changed;) {
		changed = 0;
		for (unsigned i = n; i-- > 0;) {
			uint16_t c = p[i].code;
			int la = 0, lx = 0;
			if (is_ret(c)) {
			} else if (c == (BPF_JMP | BPF_JA)) {
				unsigned t = ja_target(&p[i], i);
				la = j->livea[t];
				lx = j->livex[t];
			} else if (is_cond(c)) {
				unsigned t1 = i + 1 + p[i].jt, t2 = i + 1 + p[i].jf;
				la = j->livea[t1] | j->livea[t2];
				lx = j->livex[t1] | j->livex[t2];
			} else {
				la = j->livea[i + 1];
				lx = j->livex[i + 1];
			}
			if (defs_a(c))
				la = 0;
			if (defs_x(c))
				lx = 0;
			la |= uses_a(c);
			lx |= uses_x(c);
			if (la != j->livea[i] || lx != j->livex[i]) {
				j->livea[i] = (uint8_t)la;
				j->livex[i] = (uint8_t)lx;
				changed = 1;
			}
		}
		if (!j->has_back)
			break;
	}
	/* need[]: below this length the program returns 0 from here, whatever the path */
	for (unsigned i = n; i-- > 0;) {
		uint16_t c = p[i].code;
		uint64_t nd;
		if (j->has_back) {
			j->need[i] = 0;
			continue;
		}
		if (is_ret(c))
			nd = (BPF_RVAL(c) == BPF_K && p[i].k == 0) ? INF : 0;
		else if (c == (BPF_JMP | BPF_JA))
			nd = j->need[ja_target(&p[i], i)];
		else if (is_cond(c)) {
			uint64_t a = j->need[i + 1 + p[i].jt], b = j->need[i + 1 + p[i].jf];
			nd = a < b ? a : b;
		} else {
			nd = j->need[i + 1];
			if ((BPF_CLASS(c) == BPF_LD && (BPF_MODE(c) == BPF_ABS || BPF_MODE(c) == BPF_IND)) ||
			    c == (BPF_LDX | BPF_MSH | BPF_B)) {
				uint64_t l = (uint64_t)p[i].k + (uint64_t)load_size(c);
				if (l > nd)
					nd = l;
			}
		}
		j->need[i] = nd;
	}
}

/* Liveness of M[]: a store nobody reads is not made.  Loads already resolved to constants do
 * not count as reads (see dpf_emit_filter). */
static void live_mem(struct jit *j)
{
	const struct bpf_insn *p = j->p;
	for (int changed = 1; changed;) {
		changed = 0;
		for (unsigned i = j->n; i-- > 0;) {
			uint16_t c = p[i].code, m;
			if (is_ret(c))
				m = 0;
			else if (c == (BPF_JMP | BPF_JA))
				m = j->livem[ja_target(&p[i], i)];
			else if (is_cond(c))
				m = j->livem[i + 1 + p[i].jt] | j->livem[i + 1 + p[i].jf];
			else
				m = j->livem[i + 1];
			if (BPF_CLASS(c) == BPF_ST || BPF_CLASS(c) == BPF_STX)
				m &= (uint16_t)~(1u << p[i].k);
			if ((BPF_CLASS(c) == BPF_LD || BPF_CLASS(c) == BPF_LDX) && BPF_MODE(c) == BPF_MEM && !j->resolved[i])
				m |= (uint16_t)(1u << p[i].k);
			if (m != j->livem[i]) {
				j->livem[i] = m;
				changed = 1;
			}
		}
		if (!j->has_back)
			break;
	}
}

/* ---- emission helpers (no-ops in the analysis pass) ------------------------------------- */
static kl_label target(struct jit *j, unsigned t)
{
	const struct bpf_insn *q = &j->p[t];
	if (q->code == (BPF_RET | BPF_K) && (q->k == 0 || j->embedded))
		return q->k == 0 ? j->rej : j->acc;
	return j->lab[t];
}

/* The register of A (or X) holds its value: materialise a constant, put a raw field in order. */
static void need_reg(struct jit *j, struct val *v, kl_reg r)
{
	kl_func *f = j->f;
	if (v->known && !v->mat) {
		if (j->emit)
			kl_setu(f, r, v->v);
		v->mat = 1;
	}
	if (v->raw) {
		if (j->emit) { /* the byte-swap extension: one instruction on x86-64 and AArch64 */
			if (v->raw == 2)
				kl_bswapus(f, r, r);
			else
				kl_bswapu(f, r, r);
		}
		v->raw = 0;
	}
}

static void top_state(struct state *s)
{
	memset(s, 0, sizeof *s);
	s->reached = 1;
}

/* Make s fit the entry of t (materialise what a merge needs), then merge it into in[t]. */
static void prep_edge(struct jit *j, struct state *s, unsigned t)
{
	if (j->npred[t] > 1) {
		if (j->livea[t])
			need_reg(j, &s->a, j->r->a);
		if (j->livex[t])
			need_reg(j, &s->x, j->r->x);
	}
}

static void merge(struct jit *j, const struct state *s, unsigned t, unsigned from)
{
	struct state *d = &j->in[t];
	if (t <= from) /* loop head: its entry state is the unknown one, fixed in advance */
		return;
	struct state e = *s;
	if (!j->livea[t])
		memset(&e.a, 0, sizeof e.a);
	if (!j->livex[t]) {
		memset(&e.x, 0, sizeof e.x);
		e.xsmall = 0;
	}
	if (!d->reached) {
		*d = e;
		return;
	}
	d->mwritten &= e.mwritten;
	if (!(d->a.known && e.a.known && d->a.v == e.a.v))
		d->a.known = 0;
	d->a.mat &= e.a.mat;
	if (!(d->x.known && e.x.known && d->x.v == e.x.v))
		d->x.known = 0;
	d->x.mat &= e.x.mat;
	d->xsmall &= e.xsmall;
	for (int k = 0; k < BPF_MEMWORDS; k++)
		if ((d->mknown >> k & 1) && !((e.mknown >> k & 1) && e.m[k] == d->m[k]))
			d->mknown &= (uint16_t)~(1u << k);
	if (e.g < d->g)
		d->g = e.g;
}

/* A `ret #k` that every jump reaches at j->rej or j->acc instead (target()) needs code of its
 * own only where the instruction before it may fall into it; elsewhere its code would be dead,
 * and a branch before it would jump over it to go on. */
static int no_code(const struct jit *j, unsigned i)
{
	const struct bpf_insn *q = &j->p[i];
	if (q->code != (BPF_RET | BPF_K) || !(q->k == 0 || j->embedded) || i == 0)
		return 0;
	uint16_t c = j->p[i - 1].code;
	return !j->in[i - 1].reached || BPF_CLASS(c) == BPF_JMP || BPF_CLASS(c) == BPF_RET;
}

/* The instruction whose code follows that of i. */
static unsigned next_reached(struct jit *j, unsigned i)
{
	for (unsigned k = i + 1; k < j->n; k++)
		if (j->in[k].reached && !no_code(j, k))
			return k;
	return j->n;
}

static void jump_to(struct jit *j, struct state *s, unsigned i, unsigned t)
{
	prep_edge(j, s, t);
	if (j->emit) {
		if (t != next_reached(j, i))
			kl_jv(j->f, target(j, t));
	} else {
		merge(j, s, t, i);
	}
}

/* Reject from here: the program returns 0. */
static void reject(struct jit *j)
{
	if (j->emit)
		kl_jv(j->f, j->rej);
}

/* The filter's result when it is not embedded: returned, or delivered by the caller's exit. */
static void result_k(struct jit *j, uint32_t k)
{
	if (j->exit)
		j->exit->result_k(j->f, j->exit->ctx, k);
	else
		kl_retui(j->f, k);
}
static void result_reg(struct jit *j, kl_reg v)
{
	if (j->exit)
		j->exit->result_reg(j->f, j->exit->ctx, v);
	else
		kl_retu(j->f, v);
}

/* Bounds for a load of [k, k+size): 0 if the path goes on, -1 if it always fails. */
static int check_abs(struct jit *j, struct state *s, unsigned i, uint64_t end)
{
	if (end > 0xFFFFFFFFu) {
		reject(j);
		return -1;
	}
	if (s->g >= end)
		return 0;
	uint64_t nd = j->need[i] > end ? j->need[i] : end;
	if (nd > 0xFFFFFFFFu) {
		reject(j);
		return -1;
	}
	if (j->emit)
		kl_bltui(j->f, j->r->buflen, (uint32_t)nd, j->rej);
	s->g = nd;
	return 0;
}

static void mem_store(struct jit *j, kl_reg r, uint32_t k)
{
	if (j->r->mem < 0)
		j->r->mem = kl_localb(j->f, 4 * BPF_MEMWORDS);
	kl_stui(j->f, r, KL_LP, j->r->mem + 4 * (int)k);
}
static void mem_load(struct jit *j, kl_reg r, uint32_t k)
{
	if (j->r->mem < 0)
		j->r->mem = kl_localb(j->f, 4 * BPF_MEMWORDS);
	kl_ldui(j->f, r, KL_LP, j->r->mem + 4 * (int)k);
}

/* A raw field may stay raw only if the instruction after the load is its only user so far and
 * compares it bitwise with a constant (or masks it first). */
static int raw_ok(struct jit *j, unsigned i)
{
	if (!j->little || !j->unaligned || i + 1 >= j->n || j->npred[i + 1] != 1)
		return 0;
	uint16_t c = j->p[i + 1].code;
	if (c == (BPF_ALU | BPF_AND | BPF_K) && i + 2 < j->n && j->npred[i + 2] == 1)
		c = j->p[i + 2].code;
	return c == (BPF_JMP | BPF_JEQ | BPF_K) || c == (BPF_JMP | BPF_JSET | BPF_K);
}

static uint32_t fold(uint32_t op, uint32_t a, uint32_t k)
{
	switch (op) {
	case BPF_ADD: return a + k;
	case BPF_SUB: return a - k;
	case BPF_MUL: return a * k;
	case BPF_DIV: return a / k;
	case BPF_MOD: return a % k;
	case BPF_AND: return a & k;
	case BPF_OR: return a | k;
	case BPF_XOR: return a ^ k;
	case BPF_LSH: return a << (k & 31); /* libpcap's C shifts by k, which the CPU takes mod 32 */
	default: return a >> (k & 31);
	}
}

static int log2_exact(uint32_t k)
{
	return k && !(k & (k - 1)) ? __builtin_ctz(k) : -1;
}

static void emit_alu_k(struct jit *j, uint32_t op, uint32_t k)
{
	kl_func *f = j->f;
	kl_reg a = j->r->a;
	int sh = log2_exact(k);
	switch (op) {
	case BPF_ADD: kl_addui(f, a, a, k); break;
	case BPF_SUB: kl_subui(f, a, a, k); break;
	case BPF_MUL:
		if (sh >= 0)
			kl_lshui(f, a, a, (uint32_t)sh);
		else
			kl_mului(f, a, a, k);
		break;
	case BPF_DIV:
		if (sh >= 0)
			kl_rshui(f, a, a, (uint32_t)sh);
		else
			kl_divui(f, a, a, k);
		break;
	case BPF_MOD:
		if (sh >= 0)
			kl_andui(f, a, a, k - 1);
		else
			kl_modui(f, a, a, k);
		break;
	case BPF_AND: kl_andui(f, a, a, k); break;
	case BPF_OR: kl_orui(f, a, a, k); break;
	case BPF_XOR: kl_xorui(f, a, a, k); break;
	case BPF_LSH: kl_lshui(f, a, a, k & 31); break;
	default: kl_rshui(f, a, a, k & 31); break;
	}
}

static void emit_alu_x(struct jit *j, uint32_t op)
{
	kl_func *f = j->f;
	kl_reg a = j->r->a, x = j->r->x;
	switch (op) {
	case BPF_ADD: kl_addu(f, a, a, x); break;
	case BPF_SUB: kl_subu(f, a, a, x); break;
	case BPF_MUL: kl_mulu(f, a, a, x); break;
	case BPF_DIV: kl_bequi(f, x, 0, j->rej); kl_divu(f, a, a, x); break;
	case BPF_MOD: kl_bequi(f, x, 0, j->rej); kl_modu(f, a, a, x); break;
	case BPF_AND: kl_andu(f, a, a, x); break;
	case BPF_OR: kl_oru(f, a, a, x); break;
	case BPF_XOR: kl_xoru(f, a, a, x); break;
	default: { /* libpcap 1.10: a shift by X >= 32 gives 0 */
		kl_label big = kl_label_new(f), done = kl_label_new(f);
		kl_bgeui(f, x, 32, big);
		if (op == BPF_LSH)
			kl_lshu(f, a, a, x);
		else
			kl_rshu(f, a, a, x);
		kl_jv(f, done);
		kl_label_place(f, big);
		kl_setu(f, a, 0);
		kl_label_place(f, done);
	}
	}
}

/* A conditional branch to l taken when the BPF condition is `sense`.  adead: nothing reads A
 * after the branch, so jset may mask it in place. */
static void emit_cond(struct jit *j, uint32_t op, int isx, uint32_t k, int sense, kl_label l, int adead)
{
	kl_func *f = j->f;
	kl_reg a = j->r->a, x = j->r->x, t = adead ? a : j->r->t;
	if (op == BPF_JSET) {
		if (isx)
			kl_andu(f, t, a, x);
		else
			kl_andui(f, t, a, k);
		if (sense)
			kl_bneui(f, t, 0, l);
		else
			kl_bequi(f, t, 0, l);
		return;
	}
	if (isx) {
		switch (op) {
		case BPF_JEQ: sense ? kl_bequ(f, a, x, l) : kl_bneu(f, a, x, l); break;
		case BPF_JGT: sense ? kl_bgtu(f, a, x, l) : kl_bleu(f, a, x, l); break;
		default: sense ? kl_bgeu(f, a, x, l) : kl_bltu(f, a, x, l); break;
		}
		return;
	}
	switch (op) {
	case BPF_JEQ: sense ? kl_bequi(f, a, k, l) : kl_bneui(f, a, k, l); break;
	case BPF_JGT: sense ? kl_bgtui(f, a, k, l) : kl_bleui(f, a, k, l); break;
	default: sense ? kl_bgeui(f, a, k, l) : kl_bltui(f, a, k, l); break;
	}
}

static const struct val UNKNOWN = {0, 0, 0, 0};
static struct val constant(uint32_t v)
{
	struct val r = {1, 0, 0, v};
	return r;
}

static int step_ld(struct jit *j, struct state *s, unsigned i)
{
	kl_func *f = j->f;
	struct dpf_regs *r = j->r;
	const struct bpf_insn *q = &j->p[i];
	int e = j->emit, size = load_size(q->code), sw = 0;
	uint32_t k = q->k;
	uint64_t off = k;

	switch (BPF_MODE(q->code)) {
	case BPF_IMM: s->a = constant(k); return 1;
	case BPF_LEN:
		if (e)
			kl_movu(f, r->a, r->wirelen);
		s->a = UNKNOWN;
		return 1;
	case BPF_MEM:
		if (s->mknown >> k & 1) {
			s->a = constant(s->m[k]);
			j->resolved[i] = 1;
		} else {
			if (e)
				mem_load(j, r->a, k);
			else if (!(s->mwritten >> k & 1))
				j->zero_m |= (uint16_t)(1u << k);
			s->a = UNKNOWN;
		}
		return 1;
	case BPF_IND:
		if (s->x.known) {
			off += s->x.v;
			break;
		}
		{
			uint64_t end = (uint64_t)k + (uint64_t)size;
			if (check_abs(j, s, i, end) < 0)
				return 0;
			int raw = size > 1 && raw_ok(j, i);
			if (e) {
				kl_cvu2ul(f, r->t, r->x);
				if (s->xsmall && s->g >= end + 60) { /* X <= 60: the checked length covers it */
					kl_addp(f, r->t, r->pkt, r->t);
					dpf_load_field(f, r, r->a, r->t, k, size, raw ? &sw : NULL);
				} else {
					kl_addli(f, r->t, r->t, (int64_t)end);
					kl_bgtul(f, r->t, r->buflen64, j->rej);
					kl_addp(f, r->t, r->pkt, r->t);
					dpf_load_field(f, r, r->a, r->t, -size, size, raw ? &sw : NULL);
				}
			}
			s->a = UNKNOWN;
			s->a.raw = raw ? (uint8_t)size : 0;
			return 1;
		}
	default: break; /* BPF_ABS */
	}
#ifdef SKF_VLAN_TAG
	if (BPF_MODE(q->code) == BPF_ABS && size == 1 && (k == SKF_VLAN_TAG || k == SKF_VLAN_TAG_PRESENT)) {
		reject(j);
		return 0;
	}
#endif
	if (check_abs(j, s, i, off + (uint64_t)size) < 0)
		return 0;
	int raw = size > 1 && raw_ok(j, i);
	if (e)
		dpf_load_field(f, r, r->a, r->pkt, (int64_t)off, size, raw ? &sw : NULL);
	s->a = UNKNOWN;
	s->a.raw = raw ? (uint8_t)size : 0;
	return 1;
}

static int step_ldx(struct jit *j, struct state *s, unsigned i)
{
	kl_func *f = j->f;
	struct dpf_regs *r = j->r;
	const struct bpf_insn *q = &j->p[i];
	uint32_t k = q->k;
	int e = j->emit;
	switch (BPF_MODE(q->code)) {
	case BPF_IMM:
		s->x = constant(k);
		s->xsmall = k <= 60;
		return 1;
	case BPF_LEN:
		if (e)
			kl_movu(f, r->x, r->wirelen);
		s->x = UNKNOWN;
		s->xsmall = 0;
		return 1;
	case BPF_MEM:
		if (s->mknown >> k & 1) {
			s->x = constant(s->m[k]);
			s->xsmall = s->m[k] <= 60;
			j->resolved[i] = 1;
		} else {
			if (e)
				mem_load(j, r->x, k);
			else if (!(s->mwritten >> k & 1))
				j->zero_m |= (uint16_t)(1u << k);
			s->x = UNKNOWN;
			s->xsmall = 0;
		}
		return 1;
	default: /* MSH: X = 4 * (pkt[k] & 0xf) */
		if (check_abs(j, s, i, (uint64_t)k + 1) < 0)
			return 0;
		if (e) {
			kl_lduci(f, r->x, r->pkt, k);
			kl_andui(f, r->x, r->x, 0xF);
			kl_lshui(f, r->x, r->x, 2);
		}
		s->x = UNKNOWN;
		s->xsmall = 1;
		return 1;
	}
}

static int step_st(struct jit *j, struct state *s, unsigned i)
{
	const struct bpf_insn *q = &j->p[i];
	uint32_t k = q->k;
	struct val *v = BPF_CLASS(q->code) == BPF_ST ? &s->a : &s->x;
	kl_reg reg = BPF_CLASS(q->code) == BPF_ST ? j->r->a : j->r->x;
	if (j->livem[i + 1] >> k & 1) {
		need_reg(j, v, reg);
		if (j->emit)
			mem_store(j, reg, k);
	}
	s->mwritten |= (uint16_t)(1u << k);
	if (v->known) {
		s->m[k] = v->v;
		s->mknown |= (uint16_t)(1u << k);
	} else {
		s->mknown &= (uint16_t)~(1u << k);
	}
	return 1;
}

static int step_alu(struct jit *j, struct state *s, unsigned i)
{
	kl_func *f = j->f;
	struct dpf_regs *r = j->r;
	const struct bpf_insn *q = &j->p[i];
	uint16_t c = q->code;
	uint32_t k = q->k, op = BPF_OP(c);
	int e = j->emit;
	if (op == BPF_NEG) {
		if (s->a.known) {
			s->a = constant(0u - s->a.v);
		} else {
			need_reg(j, &s->a, r->a);
			if (e)
				kl_negu(f, r->a, r->a);
		}
		return 1;
	}
	int isx = BPF_SRC(c) == BPF_X;
	if (isx && !s->x.known) {
		need_reg(j, &s->a, r->a);
		if (e)
			emit_alu_x(j, op);
		s->a = UNKNOWN;
		return 1;
	}
	uint32_t kv = isx ? s->x.v : k;
	if ((op == BPF_DIV || op == BPF_MOD) && kv == 0) {
		reject(j);
		return 0;
	}
	if (isx && (op == BPF_LSH || op == BPF_RSH) && kv >= 32) {
		s->a = constant(0);
		return 1;
	}
	if (s->a.known) {
		s->a = constant(fold(op, s->a.v, kv));
		return 1;
	}
	if (s->a.raw && (op == BPF_AND || ((op == BPF_OR || op == BPF_XOR) && (s->a.raw == 4 || kv <= 0xFFFF)))) {
		/* byte order does not matter to bitwise operations: swap the constant instead */
		uint32_t sk = dpf_swap_const(s->a.raw == 2 ? kv & 0xFFFF : kv, s->a.raw);
		if (e)
			op == BPF_AND ? kl_andui(f, r->a, r->a, sk)
			: op == BPF_OR ? kl_orui(f, r->a, r->a, sk) : kl_xorui(f, r->a, r->a, sk);
		return 1;
	}
	need_reg(j, &s->a, r->a);
	if (e)
		emit_alu_k(j, op, kv);
	return 1;
}

/* A jump: always 0 (the path goes on at its targets). */
static int step_jmp(struct jit *j, struct state *s, unsigned i)
{
	const struct bpf_insn *q = &j->p[i];
	uint16_t c = q->code;
	uint32_t k = q->k, op = BPF_OP(c);
	if (op == BPF_JA) {
		jump_to(j, s, i, ja_target(q, i));
		return 0;
	}
	unsigned tt = i + 1 + q->jt, tf = i + 1 + q->jf;
	int isx = BPF_SRC(c) == BPF_X;
	if (isx && s->x.known) { /* compare with the constant X holds */
		isx = 0;
		k = s->x.v;
	}
	if (tt == tf) {
		jump_to(j, s, i, tt);
		return 0;
	}
	if (s->a.known && (!isx || s->x.known)) {
		uint32_t a = s->a.v, b = isx ? s->x.v : k;
		int taken = op == BPF_JEQ ? a == b : op == BPF_JGT ? a > b : op == BPF_JGE ? a >= b : (a & b) != 0;
		jump_to(j, s, i, taken ? tt : tf);
		return 0;
	}
	if (!isx && op == BPF_JSET && k == 0) {
		jump_to(j, s, i, tf);
		return 0;
	}
	prep_edge(j, s, tt);
	prep_edge(j, s, tf);
	uint32_t kv = k;
	if (!isx && s->a.raw && (op == BPF_JEQ || op == BPF_JSET)) {
		uint32_t lim = s->a.raw == 2 ? 0xFFFF : 0xFFFFFFFF;
		if ((op == BPF_JEQ && k > lim) || (op == BPF_JSET && !(k & lim))) {
			jump_to(j, s, i, tf); /* a 16-bit field never equals it, never has those bits */
			return 0;
		}
		kv = dpf_swap_const(k & lim, s->a.raw);
	} else {
		need_reg(j, &s->a, j->r->a);
	}
	if (j->emit) {
		unsigned nx = next_reached(j, i);
		int adead = !j->livea[tt] && !j->livea[tf];
		if (tt == nx) {
			emit_cond(j, op, isx, kv, 0, target(j, tf), adead);
		} else if (tf == nx) {
			emit_cond(j, op, isx, kv, 1, target(j, tt), adead);
		} else {
			emit_cond(j, op, isx, kv, 1, target(j, tt), adead);
			kl_jv(j->f, target(j, tf));
		}
	} else {
		struct state st = *s;
		if (!isx && op == BPF_JEQ && !s->a.raw) /* on the taken side A is k */
			st.a = constant(k), st.a.mat = 1;
		merge(j, &st, tt, i);
		merge(j, s, tf, i);
	}
	return 0;
}

/* A return: always 0. */
static int step_ret(struct jit *j, struct state *s, unsigned i)
{
	kl_func *f = j->f;
	struct dpf_regs *r = j->r;
	const struct bpf_insn *q = &j->p[i];
	uint32_t k = q->k;
	int e = j->emit;
	if (BPF_RVAL(q->code) == BPF_K) {
		if (e) {
			if (!j->embedded && !k && j->exit)
				kl_jv(f, j->rej); /* the exit's code once, at rej */
			else if (!j->embedded)
				result_k(j, k);
			else
				kl_jv(f, k ? j->acc : j->rej);
		}
		return 0;
	}
	if (!j->embedded) {
		if (s->a.known) {
			if (e)
				result_k(j, s->a.v);
		} else {
			need_reg(j, &s->a, r->a);
			if (e)
				result_reg(j, r->a);
		}
	} else if (e) {
		if (s->a.known) {
			kl_jv(f, s->a.v ? j->acc : j->rej);
		} else { /* a raw field is zero exactly when the field is */
			kl_bneui(f, r->a, 0, j->acc);
			kl_jv(f, j->rej);
		}
	}
	return 0;
}

/* tax, txa */
static int step_misc(struct jit *j, struct state *s, unsigned i)
{
	kl_func *f = j->f;
	struct dpf_regs *r = j->r;
	int e = j->emit;
	if (BPF_MISCOP(j->p[i].code) == BPF_TAX) {
		if (s->a.known) {
			s->x = constant(s->a.v);
			s->xsmall = s->a.v <= 60;
		} else {
			need_reg(j, &s->a, r->a);
			if (e)
				kl_movu(f, r->x, r->a);
			s->x = UNKNOWN;
			s->xsmall = 0;
		}
	} else {
		if (s->x.known) {
			s->a = constant(s->x.v);
		} else {
			if (e)
				kl_movu(f, r->a, r->x);
			s->a = UNKNOWN;
		}
	}
	return 1;
}

/* Run instruction i on s (emitting its code in the second pass).  1 if control goes on to
 * i + 1, 0 if the path ended here (return, jump, certain rejection). */
static int step(struct jit *j, struct state *s, unsigned i)
{
	switch (BPF_CLASS(j->p[i].code)) {
	case BPF_LD: return step_ld(j, s, i);
	case BPF_LDX: return step_ldx(j, s, i);
	case BPF_ST:
	case BPF_STX: return step_st(j, s, i);
	case BPF_ALU: return step_alu(j, s, i);
	case BPF_JMP: return step_jmp(j, s, i);
	case BPF_RET: return step_ret(j, s, i);
	default: return step_misc(j, s, i); /* BPF_MISC */
	}
}

static int emit_filter(kl_func *f, struct dpf_regs *r, const struct bpf_insn *p, unsigned n, kl_label acc,
		       kl_label rej, const struct dpf_exit *exit)
{
	struct jit j;
	memset(&j, 0, sizeof j);
	j.exit = exit;
	j.f = f;
	j.r = r;
	j.p = p;
	j.n = n;
	j.embedded = acc != NOLABEL;
	j.acc = acc;
	j.rej = j.embedded ? rej : kl_label_new(f);
	j.little = dpf_host_little();
	j.unaligned = dpf_unaligned_ok();
	j.in = calloc(n, sizeof *j.in);
	j.need = calloc(n + 1, sizeof *j.need);
	j.livea = calloc(n + 1, 1);
	j.livex = calloc(n + 1, 1);
	j.npred = calloc(n + 1, sizeof *j.npred);
	j.livem = calloc(n + 1, sizeof *j.livem);
	j.resolved = calloc(n, 1);
	j.lab = malloc(n * sizeof *j.lab);
	int rc = -1;
	if (!j.in || !j.need || !j.livea || !j.livex || !j.npred || !j.livem || !j.resolved || !j.lab)
		goto out;
	analyse(&j);

	/* pass 1: what is known where; again if it found scratch loads of constants, whose
	 * stores may then go (the same constants are found again: stores still record them) */
	int loop_at_0 = 0, mem_used = 0;
	for (unsigned i = 0; i < n; i++)
		mem_used |= BPF_MODE(p[i].code) == BPF_MEM && BPF_CLASS(p[i].code) <= BPF_LDX;
	live_mem(&j);
	for (int round = 0; round < 1 + mem_used; round++) {
		memset(j.in, 0, n * sizeof *j.in);
		j.zero_m = 0;
		for (unsigned i = 0; i < n; i++)
			if (p[i].code == (BPF_JMP | BPF_JA) && ja_target(&p[i], i) <= i)
				top_state(&j.in[ja_target(&p[i], i)]);
		loop_at_0 = j.in[0].reached;
		if (!loop_at_0) {
			top_state(&j.in[0]);
			j.in[0].a = constant(0); /* bpf_filter starts with A = X = 0 */
			j.in[0].x = constant(0);
		}
		for (unsigned i = 0; i < n; i++) {
			struct state s;
			if (!j.in[i].reached)
				continue;
			s = j.in[i];
			if (step(&j, &s, i))
				jump_to(&j, &s, i, i + 1);
		}
		if (!round && mem_used)
			live_mem(&j);
	}

	/* pass 2: the code */
	j.emit = 1;
	for (unsigned i = 0; i < n; i++)
		j.lab[i] = j.in[i].reached && j.npred[i] && !no_code(&j, i) ? kl_label_new(f) : NOLABEL;
	for (unsigned i = 0; i < n; i++)
		if (BPF_CLASS(p[i].code) == BPF_LD && BPF_MODE(p[i].code) == BPF_IND) {
			kl_cvu2ul(f, r->buflen64, r->buflen); /* for the checks of [x + k] */
			break;
		}
	if (loop_at_0) {
		kl_setu(f, r->a, 0);
		kl_setu(f, r->x, 0);
	}
	/* bpf_filter leaves M[] uninitialised; reading it would leak what kiln's stack (or, in a
	 * burst, the previous packet) left there, so a word some load may read before any store is
	 * zeroed first (A is 0 on entry anyway) */
	if (j.zero_m) {
		kl_setu(f, r->a, 0);
		for (uint32_t k = 0; k < BPF_MEMWORDS; k++)
			if (j.zero_m >> k & 1)
				mem_store(&j, r->a, k);
	}
	for (unsigned i = 0; i < n; i++) {
		struct state s;
		if (!j.in[i].reached || no_code(&j, i))
			continue;
		if (j.lab[i] != NOLABEL)
			kl_label_place(f, j.lab[i]);
		s = j.in[i];
		if (step(&j, &s, i))
			jump_to(&j, &s, i, i + 1);
	}
	if (!j.embedded) {
		kl_label_place(f, j.rej);
		result_k(&j, 0);
	}
	rc = 0;
out:
	free(j.in);
	free(j.need);
	free(j.livea);
	free(j.livex);
	free(j.npred);
	free(j.livem);
	free(j.resolved);
	free(j.lab);
	return rc;
}

int dpf_emit_filter(kl_func *f, struct dpf_regs *r, const struct bpf_insn *p, unsigned n, kl_label acc,
		    kl_label rej)
{
	return emit_filter(f, r, p, n, acc, rej, NULL);
}

int dpf_emit_filter_exit(kl_func *f, struct dpf_regs *r, const struct bpf_insn *p, unsigned n,
			 const struct dpf_exit *exit)
{
	return emit_filter(f, r, p, n, NOLABEL, NOLABEL, exit);
}

kl_bpf_fn kl_bpf_compile_sized(const struct bpf_insn *insns, unsigned len, size_t *codesize, char *err,
			       size_t errlen)
{
	return kl_bpf_compile_flags(insns, len, 0, codesize, err, errlen);
}

kl_bpf_fn kl_bpf_compile_flags(const struct bpf_insn *insns, unsigned len, unsigned flags, size_t *codesize,
			       char *err, size_t errlen)
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
	struct dpf_regs r;
	void *code = NULL;
	unsigned kf = KL_LEAF | ((flags & KL_BPF_BLIND) ? KL_BLIND : 0);
	if (kl_func_begin(f, "%p%u%u", args, kf) == KL_OK && dpf_regs_init(f, &r, args) == 0 &&
	    dpf_emit_filter(f, &r, insns, len, NOLABEL, NOLABEL) == 0) {
		code = kl_func_end(f, codesize);
		if (!code && err && errlen)
			snprintf(err, errlen, "kiln: %s", kl_errmsg(f));
	} else {
		if (err && errlen)
			snprintf(err, errlen, "kiln: %s", kl_error(f) ? kl_errmsg(f) : "out of registers or memory");
		kl_func_abort(f);
	}
	kl_func_delete(f);
	return (kl_bpf_fn)code;
}

kl_bpf_fn kl_bpf_compile(const struct bpf_insn *insns, unsigned len, char *err, size_t errlen)
{
	return kl_bpf_compile_sized(insns, len, NULL, err, errlen);
}

void kl_bpf_free(kl_bpf_fn fn)
{
	if (fn)
		kl_code_free((void *)fn);
}
