/* demux_paths.c -- a filter program as the demultiplexer sees it: every path from the start to
 * an accepting return, as the conjunction of the tests it passes (with the bounds of every load
 * on it); tests a path repeats or has decided are dropped, contradictory paths too. */
#include <stdlib.h>
#include <string.h>

#include "demux.h"

struct walk {
	const struct bpf_insn *p;
	unsigned n;
	struct atom stack[MAX_ATOMS];
	struct entry *out;
	unsigned nout, steps;
	int fail;
};

int dpf_field_eq(const struct field *a, const struct field *b)
{
	return a->ind == b->ind && a->size == b->size && a->off == b->off && (!a->ind || a->xoff == b->xoff) &&
	       a->mask == b->mask;
}
int dpf_atom_eq(const struct atom *a, const struct atom *b)
{
	return dpf_field_eq(&a->f, &b->f) && a->op == b->op && a->sense == b->sense && a->k == b->k;
}

/* Symbolic state of the walk: A is a field (or nothing known), X the result of ldxb 4*([k]&0xf). */
struct sym {
	int ahas, xhas;
	struct field a;
	uint32_t xoff;
};

static void push_path(struct walk *w, unsigned depth)
{
	if (w->nout >= MAX_PATHS) {
		w->fail = 1;
		return;
	}
	struct entry *e = &w->out[w->nout++];
	memset(e, 0, sizeof *e);
	e->atoms = malloc((depth ? depth : 1) * sizeof *e->atoms);
	if (!e->atoms) {
		w->fail = 1;
		return;
	}
	memcpy(e->atoms, w->stack, depth * sizeof *e->atoms);
	e->natoms = depth;
}

static int atom_holds(const struct atom *a, uint32_t v)
{
	int r;
	v &= a->f.mask;
	switch (a->op) {
	case AT_EQ: r = v == a->k; break;
	case AT_GT: r = v > a->k; break;
	case AT_GE: r = v >= a->k; break;
	case AT_SET: r = (v & a->k) != 0; break;
	default: return 1;
	}
	return r == a->sense;
}

static void walk(struct walk *w, unsigned i, struct sym s, unsigned depth)
{
	while (!w->fail) {
		const struct bpf_insn *q = &w->p[i];
		uint16_t c = q->code;
		if (++w->steps > 20000 || depth + 1 >= MAX_ATOMS) {
			w->fail = 1;
			return;
		}
		switch (BPF_CLASS(c)) {
		case BPF_RET:
			if (BPF_RVAL(c) != BPF_K)
				w->fail = 1;
			else if (q->k)
				push_path(w, depth);
			return;
		case BPF_LD: {
			int size = BPF_SIZE(c) == BPF_W ? 4 : BPF_SIZE(c) == BPF_H ? 2 : 1;
			if (BPF_MODE(c) == BPF_ABS) {
				s.a = (struct field){0, (uint8_t)size, q->k, 0, 0xFFFFFFFFu};
			} else if (BPF_MODE(c) == BPF_IND && s.xhas) {
				s.a = (struct field){1, (uint8_t)size, q->k, s.xoff, 0xFFFFFFFFu};
			} else {
				w->fail = 1;
				return;
			}
			s.ahas = 1;
			w->stack[depth++] = (struct atom){s.a, AT_BOUNDS, 1, 0};
			i++;
			continue;
		}
		case BPF_LDX:
			if (BPF_MODE(c) != BPF_MSH) {
				w->fail = 1;
				return;
			}
			s.xhas = 1;
			s.xoff = q->k;
			w->stack[depth++] = (struct atom){{0, 1, q->k, 0, 0xFFFFFFFFu}, AT_BOUNDS, 1, 0};
			i++;
			continue;
		case BPF_ALU:
			if (c != (BPF_ALU | BPF_AND | BPF_K) || !s.ahas) {
				w->fail = 1;
				return;
			}
			s.a.mask &= q->k;
			i++;
			continue;
		case BPF_JMP: {
			if (BPF_OP(c) == BPF_JA) {
				if (i + 1 + q->k <= i) { /* a backward jump: a loop */
					w->fail = 1;
					return;
				}
				i += 1 + q->k;
				continue;
			}
			if (BPF_SRC(c) != BPF_K || !s.ahas) {
				w->fail = 1;
				return;
			}
			uint8_t op = BPF_OP(c) == BPF_JEQ ? AT_EQ : BPF_OP(c) == BPF_JGT ? AT_GT
				     : BPF_OP(c) == BPF_JGE ? AT_GE : AT_SET;
			if (q->jt == q->jf) {
				i += 1 + q->jt;
				continue;
			}
			/* a test the path has already decided (unoptimised code repeats them) */
			struct atom t = {s.a, op, 1, q->k};
			int decided = -1;
			for (unsigned d = 0; d < depth && decided < 0; d++) {
				const struct atom *o = &w->stack[d];
				if (o->op != AT_EQ || !dpf_field_eq(&o->f, &s.a))
					continue;
				if (o->sense)
					decided = atom_holds(&t, o->k);
				else if (op == AT_EQ && o->k == q->k)
					decided = 0;
			}
			if (decided >= 0) {
				i += 1 + (decided ? q->jt : q->jf);
				continue;
			}
			w->stack[depth] = (struct atom){s.a, op, 1, q->k};
			walk(w, i + 1 + q->jt, s, depth + 1);
			w->stack[depth] = (struct atom){s.a, op, 0, q->k};
			depth++;
			i += 1 + q->jf;
			continue;
		}
		default:
			w->fail = 1;
			return;
		}
	}
}

/* Does evaluating field b succeed only when field a is in the packet? */
static int covers(const struct field *b, const struct field *a)
{
	if (a->ind == b->ind && (!a->ind || a->xoff == b->xoff))
		return (uint64_t)b->off + b->size >= (uint64_t)a->off + a->size;
	return !a->ind && b->ind && a->size == 1 && a->off == b->xoff;
}

/* Simplify a path: decided tests go, contradictions drop the path (returns 0), bounds checks that
 * another test implies go. */
static int simplify(struct entry *e)
{
	struct atom *at = e->atoms, tmp[MAX_ATOMS];
	unsigned n = e->natoms;
	for (unsigned i = 0; i < n; i++) {
		if (at[i].op != AT_EQ || !at[i].sense)
			continue;
		uint32_t v = at[i].k;
		if ((v & at[i].f.mask) != v)
			return 0;
		unsigned m = 0, ni = 0;
		for (unsigned k = 0; k < n; k++) {
			if (k == i || at[k].op == AT_BOUNDS || !dpf_field_eq(&at[k].f, &at[i].f)) {
				if (k == i)
					ni = m;
				tmp[m++] = at[k];
			} else if (!atom_holds(&at[k], v)) {
				return 0;
			}
		}
		memcpy(at, tmp, m * sizeof *at);
		n = m;
		i = ni;
	}
	for (unsigned i = 0; i < n; i++) {
		int drop = 0;
		for (unsigned k = 0; k < n && !drop; k++) {
			if (k == i)
				continue;
			if (dpf_atom_eq(&at[k], &at[i]))
				drop = k < i;
			else if (at[i].op == AT_BOUNDS && covers(&at[k].f, &at[i].f))
				drop = !(at[k].op == AT_BOUNDS && covers(&at[i].f, &at[k].f) && k > i);
		}
		if (drop) {
			memmove(&at[i], &at[i + 1], (n - i - 1) * sizeof *at);
			n--;
			i--;
		}
	}
	e->natoms = n;
	return 1;
}

unsigned dpf_filter_entries(const struct dfilter *fl, unsigned order, struct entry *out)
{
	struct walk w;
	memset(&w, 0, sizeof w);
	w.p = fl->prog;
	w.n = fl->len;
	w.out = out;
	struct sym s;
	memset(&s, 0, sizeof s);
	if (fl->len <= 4096)
		walk(&w, 0, s, 0);
	else
		w.fail = 1;
	unsigned k = 0;
	for (unsigned i = 0; i < w.nout; i++) {
		if (!w.fail && simplify(&out[i])) {
			out[k] = out[i];
			out[k].order = order;
			out[k].id = fl->id;
			k++;
		} else {
			free(out[i].atoms);
		}
	}
	if (w.fail) {
		memset(&out[0], 0, sizeof out[0]);
		out[0].generic = 1;
		out[0].order = order;
		out[0].id = fl->id;
		out[0].prog = fl->prog;
		out[0].len = fl->len;
		return 1;
	}
	return k;
}

