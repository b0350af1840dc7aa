/* demux_words.c -- key words: fields at adjacent offsets loaded and compared as one word (one
 * native load where unaligned loads are fast, else one big-endian word per field), for the keys
 * of a table leaf and for the equality tests of one path. */
#include <stdlib.h>
#include <string.h>

#include "demux_gen.h"

static int cmp_field_pos(const void *pa, const void *pb)
{
	const struct field *a = *(const struct field *const *)pa, *b = *(const struct field *const *)pb;
	if (a->ind != b->ind)
		return a->ind - b->ind;
	if (a->ind && a->xoff != b->xoff)
		return a->xoff < b->xoff ? -1 : 1;
	return a->off < b->off ? -1 : a->off > b->off;
}

/* The words that hold the key fields: with native loads, fields of one base within 8 bytes share
 * a word (of 1, 2, 4 or 8 bytes, never reaching past the last key byte of that base, which every
 * entry needs anyway); else one big-endian word per field. */
int dpf_plan_words(struct tplan *p)
{
	const struct field *s[MAX_ATOMS];
	memcpy(s, p->kf, p->nkf * sizeof *s);
	qsort(s, p->nkf, sizeof *s, cmp_field_pos);
	p->nw = 0;
	p->maxind = 0;
	for (unsigned i = 0; i < p->nkf;) {
		const struct field *a = s[i];
		uint64_t limit = 0; /* end of the last key byte of this base */
		for (unsigned k = i; k < p->nkf && s[k]->ind == a->ind && (!a->ind || s[k]->xoff == a->xoff); k++)
			limit = (uint64_t)s[k]->off + s[k]->size > limit ? (uint64_t)s[k]->off + s[k]->size : limit;
		unsigned take = 1, size = a->size;
		if (p->native)
			for (unsigned k = i + 1; k < p->nkf && s[k]->ind == a->ind && (!a->ind || s[k]->xoff == a->xoff);
			     k++) {
				uint64_t span = (uint64_t)s[k]->off + s[k]->size - a->off;
				unsigned sz = span <= 1 ? 1 : span <= 2 ? 2 : span <= 4 ? 4 : 8;
				if (span > 8 || a->off + (uint64_t)sz > limit)
					break;
				take = k - i + 1;
				size = sz;
			}
		if (p->nw == TABLE_WORDS)
			return -1;
		struct tword *w = &p->w[p->nw++];
		*w = (struct tword){a->ind, (uint8_t)size, a->xoff, a->off, 0, 0};
		if (a->ind) {
			for (unsigned k = 0; k < p->nw - 1; k++) /* one X for the whole key */
				if (p->w[k].ind && p->w[k].xoff != a->xoff)
					return -1;
			if (a->off + (uint64_t)size > 0xFFFFFFFFu - 64)
				return -1;
			if (a->off + size > p->maxind)
				p->maxind = a->off + size;
		}
		i += take;
	}
	return 0;
}

/* The value word w takes for a packet whose key fields p->kf[i] equal kv[i], and the mask of the
 * bytes they cover.  -1 when no packet has them. */
int dpf_word_value(const struct tplan *p, const struct tword *w, const uint32_t *kv, uint64_t *val,
		      uint64_t *mask)
{
	uint8_t ex[8] = {0}, mk[8] = {0};
	for (unsigned i = 0; i < p->nkf; i++) {
		const struct field *fl = p->kf[i];
		if (fl->ind != w->ind || (fl->ind && fl->xoff != w->xoff) || fl->off < w->off ||
		    fl->off >= w->off + w->size)
			continue;
		uint32_t k = kv[i];
		uint32_t fm = fl->mask & (fl->size == 4 ? 0xFFFFFFFFu : fl->size == 2 ? 0xFFFFu : 0xFFu);
		if (k & ~fm)
			return -1;
		for (unsigned j = 0; j < fl->size; j++) {
			unsigned sh = 8 * (fl->size - 1 - j), pos = fl->off - w->off + j;
			uint8_t mb = (uint8_t)(fm >> sh), eb = (uint8_t)(k >> sh) & mb;
			if ((ex[pos] & mb & mk[pos]) != (eb & mk[pos]))
				return -1; /* two tests of the same byte disagree */
			ex[pos] |= eb;
			mk[pos] |= mb;
		}
	}
	uint64_t v = 0, m = 0;
	if (p->native) { /* what a native load of these bytes gives, on either byte order */
		uint8_t v1, m1;
		uint16_t v2, m2;
		uint32_t v4, m4;
		switch (w->size) {
		case 1: memcpy(&v1, ex, 1), memcpy(&m1, mk, 1), v = v1, m = m1; break;
		case 2: memcpy(&v2, ex, 2), memcpy(&m2, mk, 2), v = v2, m = m2; break;
		case 4: memcpy(&v4, ex, 4), memcpy(&m4, mk, 4), v = v4, m = m4; break;
		default: memcpy(&v, ex, 8), memcpy(&m, mk, 8); break;
		}
	} else { /* what dpf_load_field builds */
		for (unsigned j = 0; j < w->size; j++)
			v = v << 8 | ex[j], m = m << 8 | mk[j];
	}
	*val = v;
	*mask = m;
	return 0;
}

/* Load word w at base into rd (sc: scratch for words built from bytes), masked. */
static void load_word(struct gen *g, const struct tplan *p, const struct tword *w, kl_reg rd, kl_reg base,
		      kl_reg sc)
{
	kl_func *f = g->f;
	if (p->native) {
		switch (w->size) {
		case 1: kl_lduci(f, rd, base, w->off); break;
		case 2: kl_ldusi(f, rd, base, w->off); break;
		case 4: kl_ldui(f, rd, base, w->off); break;
		default: kl_lduli(f, rd, base, w->off); break;
		}
	} else {
		struct dpf_regs r = g->r;
		r.t2 = sc;
		dpf_load_field(f, &r, rd, base, w->off, w->size, NULL);
	}
	if (w->size == 8 && w->mask != ~(uint64_t)0)
		kl_anduli(f, rd, rd, w->mask);
	else if (w->size < 8 && w->mask != (1ull << 8 * w->size) - 1)
		kl_andui(f, rd, rd, (uint32_t)w->mask);
}

/* Load word i into rd (its own register, or r.a). */
void dpf_word_reg(struct gen *g, const struct tplan *p, unsigned i, kl_reg rd, kl_reg sc)
{
	kl_func *f = g->f;
	const struct tword *w = &p->w[i];
	kl_reg base = g->r.pkt;
	if (w->ind) {
		base = p->native ? rd : g->r.t2;
		kl_cvu2ul(f, base, g->r.x);
		kl_addp(f, base, base, g->r.pkt);
	}
	load_word(g, p, w, rd, base, sc);
}

/* Go to fail unless the packet holds every word at a constant offset (ind = 0), or every word at
 * [x + k], with X then ready for them (ind = 1).  Each word is needed by whatever follows. */
void dpf_words_in_bounds(struct gen *g, const struct tplan *p, int ind, kl_label fail, struct known *len)
{
	kl_func *f = g->f;
	struct dpf_regs *r = &g->r;
	uint64_t end = 0;
	const struct tword *wi = NULL;
	for (unsigned w = 0; w < p->nw; w++) {
		if (p->w[w].ind)
			wi = &p->w[w];
		else if ((uint64_t)p->w[w].off + p->w[w].size > end)
			end = (uint64_t)p->w[w].off + p->w[w].size;
	}
	if (wi && (uint64_t)wi->xoff + 1 > end)
		end = (uint64_t)wi->xoff + 1;
	if (end > 0xFFFFFFFFu) {
		kl_jv(f, fail);
		return;
	}
	if (end > len->len) { /* (within the need a run checked first, when there is one) */
		kl_bltui(f, r->buflen, (uint32_t)end, fail);
		len->len = end;
	}
	if (!wi || !ind)
		return;
	if (!len->xvalid || len->xoff != wi->xoff) {
		dpf_load_x_msh(f, r, len, wi->xoff);
	}
	if (len->len < (uint64_t)p->maxind + 60 && len->xend < p->maxind) {
		/* X <= 60 and maxind < 2^32 - 64 (plan_words): the sum fits in 32 bits */
		kl_addui(f, r->t, r->x, p->maxind);
		kl_bgtu(f, r->t, r->buflen, fail);
		len->xend = p->maxind;
	}
}

/* Go to fail unless every atom of at[0..n) holds.  With native loads, the equality tests (and the
 * jset tests that must fail: equality with 0 under a mask) of adjacent fields are made in one
 * load and compare of the word that holds them: ethertype, protocol and fragment offset,
 * addresses, ports. */
void dpf_emit_conj(struct gen *g, const struct atom *at, unsigned n, kl_label fail, struct known *len)
{
	struct tplan p;
	struct field fs[MAX_ATOMS];
	uint32_t kv[MAX_ATOMS];
	uint8_t inword[MAX_ATOMS] = {0};
	memset(&p, 0, sizeof p);
	p.native = dpf_unaligned_ok();
	for (unsigned i = 0; i < n && p.native; i++) {
		if (dpf_is_key_eq(&at[i])) {
			fs[p.nkf] = at[i].f;
			kv[p.nkf] = at[i].k;
		} else if (at[i].op == AT_SET && !at[i].sense) {
			fs[p.nkf] = at[i].f;
			fs[p.nkf].mask &= at[i].k;
			kv[p.nkf] = 0;
		} else {
			continue;
		}
		p.kf[p.nkf] = &fs[p.nkf];
		p.nkf++;
		inword[i] = 1;
	}
	if (p.nkf < 2 || dpf_plan_words(&p) < 0 || p.nw == p.nkf) { /* nothing to merge */
		for (unsigned i = 0; i < n; i++)
			dpf_emit_atom(g, &at[i], fail, len);
		return;
	}
	dpf_words_in_bounds(g, &p, 0, fail, len);
	for (unsigned w = 0; w < p.nw; w++) { /* constant offsets first: X only for the packets that pass */
		uint64_t v;
		if (p.w[w].ind && (!w || !p.w[w - 1].ind))
			dpf_words_in_bounds(g, &p, 1, fail, len);
		if (dpf_word_value(&p, &p.w[w], kv, &v, &p.w[w].mask) < 0) {
			kl_jv(g->f, fail); /* tests that no packet passes */
			return;
		}
		dpf_word_reg(g, &p, w, g->r.a, -1);
		if (p.w[w].size == 8)
			kl_bneuli(g->f, g->r.a, v, fail);
		else
			kl_bneui(g->f, g->r.a, (uint32_t)v, fail);
	}
	for (unsigned i = 0; i < n; i++)
		if (!inword[i])
			dpf_emit_atom(g, &at[i], fail, len);
}
