/* demux_atoms.c -- the classifier's code for one atom "field op constant": the field loaded
 * (at a constant offset or at [x + k]) after the bounds checks that what is known does not
 * already cover, and the test. */
#include "demux_gen.h"

/* X = 4 * (pkt[xoff] & 0xf), libpcap's ldx msh (the IPv4 header length), remembered in k; the
 * caller has made sure the byte is in the packet */
void dpf_load_x_msh(kl_func *f, const struct dpf_regs *r, struct known *k, uint32_t xoff)
{
	kl_lduci(f, r->x, r->pkt, xoff);
	kl_andui(f, r->x, r->x, 0xF);
	kl_lshui(f, r->x, r->x, 2);
	k->xvalid = 1;
	k->xoff = xoff;
	k->xend = 0;
}

/* Evaluate field fl into r.a, or go to fail when it lies outside the packet.  raw: the field
 * may be left in memory byte order (then *raw = 1).  load = 0: only the bounds. */
void dpf_eval_field(struct gen *g, const struct field *fl, kl_label fail, struct known *k, int want_raw,
		       int *raw, int load)
{
	kl_func *f = g->f;
	struct dpf_regs *r = &g->r;
	uint64_t end = (uint64_t)fl->off + fl->size;
	int sw = 0;
	if (!fl->ind) {
		if (end > 0xFFFFFFFFu) {
			kl_jv(f, fail);
			*raw = 0;
			return;
		}
		if (k->len < end) {
			kl_bltui(f, r->buflen, (uint32_t)end, fail);
			k->len = end;
		}
		if (load)
			dpf_load_field(f, r, r->a, r->pkt, fl->off, fl->size, want_raw ? &sw : NULL);
	} else {
		if (!k->xvalid || k->xoff != fl->xoff) {
			if (k->len < (uint64_t)fl->xoff + 1) {
				kl_bltui(f, r->buflen, fl->xoff + 1, fail);
				k->len = (uint64_t)fl->xoff + 1;
			}
			dpf_load_x_msh(f, r, k, fl->xoff);
		}
		kl_cvu2ul(f, r->t, r->x);
		if (k->len >= end + 60 || k->xend >= end) { /* X <= 60, or X + end checked */
			if (load) {
				kl_addp(f, r->t, r->pkt, r->t);
				dpf_load_field(f, r, r->a, r->t, fl->off, fl->size, want_raw ? &sw : NULL);
			}
		} else {
			kl_addli(f, r->t, r->t, (int64_t)end);
			if (!k->b64) {
				kl_cvu2ul(f, r->buflen64, r->buflen);
				k->b64 = 1;
			}
			kl_bgtul(f, r->t, r->buflen64, fail);
			k->xend = end;
			if (load) {
				kl_addp(f, r->t, r->pkt, r->t);
				dpf_load_field(f, r, r->a, r->t, -(int64_t)fl->size, fl->size, want_raw ? &sw : NULL);
			}
		}
	}
	if (load && fl->mask != 0xFFFFFFFFu)
		kl_andui(f, r->a, r->a, sw ? dpf_swap_const(fl->mask, fl->size) : fl->mask);
	*raw = sw;
}

/* Go to fail unless atom a holds. */
void dpf_emit_atom(struct gen *g, const struct atom *a, kl_label fail, struct known *len)
{
	kl_func *f = g->f;
	kl_reg v = g->r.a;
	int raw;
	if (a->op == AT_BOUNDS) {
		dpf_eval_field(g, &a->f, fail, len, 0, &raw, 0);
		return;
	}
	dpf_eval_field(g, &a->f, fail, len, a->op == AT_EQ || a->op == AT_SET, &raw, 1);
	uint32_t k = raw ? dpf_swap_const(a->k & (a->f.size == 2 ? 0xFFFF : 0xFFFFFFFFu), a->f.size) : a->k;
	if (raw && a->f.size == 2 && a->k > 0xFFFF && a->op == AT_EQ) { /* never equal */
		if (a->sense)
			kl_jv(f, fail);
		return;
	}
	switch (a->op) {
	case AT_EQ: a->sense ? kl_bneui(f, v, k, fail) : kl_bequi(f, v, k, fail); break;
	case AT_GT: a->sense ? kl_bleui(f, v, k, fail) : kl_bgtui(f, v, k, fail); break;
	case AT_GE: a->sense ? kl_bltui(f, v, k, fail) : kl_bgeui(f, v, k, fail); break;
	default: /* the field is loaded again wherever it is needed: mask it in place */
		kl_andui(f, v, v, k);
		a->sense ? kl_bequi(f, v, 0, fail) : kl_bneui(f, v, 0, fail);
		break;
	}
}
