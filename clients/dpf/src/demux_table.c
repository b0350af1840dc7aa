/* demux_table.c -- table leaves: a run of entries of one shape (the same fields tested for
 * equality with different constants, every other test the same: N connection filters) becomes
 * one hash lookup.  The key fields are loaded as a few words (demux_words.c), hashed with
 * multipliers chosen when the classifier is built so that every key has a row of its own
 * (demux_hash.c), and the row is compared whole.  No branch depends on which key the packet
 * holds, so none is mispredicted however the traffic mixes connections; the trie's switch would
 * jump through a table (or branch) once per field instead. */
#include <stdlib.h>
#include <string.h>

#include "demux_gen.h"

static int cmp_tkey(const void *pa, const void *pb)
{
	const struct tkey *a = pa, *b = pb;
	int c = memcmp(a->w, b->w, sizeof a->w);
	return c ? c : a->order < b->order ? -1 : a->order > b->order;
}

/* b tests the fields a tests for equality (maybe against other constants) and a's other tests. */
static int same_shape(const struct entry *a, const struct entry *b)
{
	if (b->generic || a->natoms != b->natoms)
		return 0;
	for (unsigned i = 0; i < a->natoms; i++) {
		const struct atom *x = &a->atoms[i];
		if (dpf_is_key_eq(x) ? !dpf_has_eq(b, &x->f, NULL) : !dpf_has_atom(b, x, NULL))
			return 0;
	}
	return 1;
}

/* The run of entries of e[0]'s shape at e[0..n) and its key fields (those whose constant varies)
 * into p, with the words that hold them.  Returns the length of the run, or 0 when it is too
 * short or its keys do not fit in a table. */
static unsigned table_plan(const struct entry *e, unsigned n, struct tplan *p)
{
	unsigned tr = 1;
	while (tr < n && same_shape(&e[0], &e[tr]))
		tr++;
	if (tr < TABLE_MIN)
		return 0;
	memset(p, 0, sizeof *p);
	p->native = dpf_unaligned_ok();
	for (unsigned a = 0; a < e[0].natoms; a++) {
		const struct atom *at = &e[0].atoms[a];
		if (!dpf_is_key_eq(at))
			continue;
		for (unsigned i = 1; i < tr; i++) {
			unsigned k = 0;
			dpf_has_eq(&e[i], &at->f, &k);
			if (e[i].atoms[k].k != at->k) {
				p->kf[p->nkf++] = &at->f;
				break;
			}
		}
	}
	if (!p->nkf || dpf_plan_words(p) < 0)
		return 0;
	return tr;
}

/* The keys of the run e[0..tr) into keys[], sorted, the first-added of equal keys kept; entries
 * whose tests no packet passes have none.  Returns how many. */
static unsigned table_keys(const struct entry *e, unsigned tr, struct tplan *p, struct tkey *keys)
{
	unsigned nk = 0;
	for (unsigned i = 0; i < tr; i++) {
		struct tkey k = {{0}, i, e[i].id};
		uint32_t kv[MAX_ATOMS];
		int ok = 1;
		for (unsigned q = 0; q < p->nkf; q++) {
			unsigned at = 0;
			dpf_has_eq(&e[i], p->kf[q], &at);
			kv[q] = e[i].atoms[at].k;
		}
		for (unsigned w = 0; w < p->nw && ok; w++)
			ok = dpf_word_value(p, &p->w[w], kv, &k.w[w], &p->w[w].mask) == 0;
		if (ok)
			keys[nk++] = k;
	}
	qsort(keys, nk, sizeof *keys, cmp_tkey);
	unsigned u = 0;
	for (unsigned i = 0; i < nk; i++)
		if (!u || memcmp(keys[i].w, keys[u - 1].w, sizeof keys[i].w))
			keys[u++] = keys[i];
	return u;
}

/* The rows (the 8-byte words, the narrower ones (4 bytes each), the id; a power of 2 apart),
 * then the displacements, in one table owned by the code: every key in its slot, and in each
 * free row some key, which a packet with that key never hashes to.  Sets the row layout in p;
 * NULL when memory runs out. */
static unsigned char *table_rows(struct gen *g, struct tplan *p, const struct tkey *keys, unsigned nk,
				 const uint32_t *slot, const uint32_t *disp, unsigned *idoff, uint32_t **dtab)
{
	unsigned off = 0;
	for (unsigned w = 0; w < p->nw; w++)
		if (p->w[w].size == 8)
			p->w[w].rowoff = off, off += 8;
	for (unsigned w = 0; w < p->nw; w++)
		if (p->w[w].size < 8)
			p->w[w].rowoff = off, off += 4;
	*idoff = off;
	off += 4;
	for (p->stride = 8, p->lstride = 3; p->stride < off; p->stride *= 2)
		p->lstride++;
	size_t m = (size_t)1 << p->mbits, nd = p->gbits ? (size_t)1 << p->gbits : 0;
	size_t bytes = m * p->stride + nd * 4;
	unsigned char *rows = dpf_table_new(g, bytes / sizeof(void *) + 1);
	if (!rows)
		return NULL;
	*dtab = (uint32_t *)(void *)(rows + m * p->stride);
	for (size_t s = 0; s < m + nk; s++) {
		const struct tkey *k = &keys[s < m ? 0 : s - m];
		unsigned char *row = rows + (size_t)(s < m ? s : slot[s - m]) * p->stride;
		for (unsigned w = 0; w < p->nw; w++) {
			uint32_t v4 = (uint32_t)k->w[w];
			if (p->w[w].size == 8)
				memcpy(row + p->w[w].rowoff, &k->w[w], 8);
			else
				memcpy(row + p->w[w].rowoff, &v4, 4);
		}
		int32_t id = k->id;
		memcpy(row + *idoff, &id, 4);
	}
	for (size_t b = 0; b < nd; b++)
		(*dtab)[b] = disp[b] << p->lstride;
	return rows;
}

/* The tests every entry of the run makes (all but the key equalities), emitted merged. */
static void table_common_tests(struct gen *g, const struct entry *e, const struct tplan *p, kl_label rest,
			       struct known *len)
{
	struct atom common[MAX_ATOMS];
	unsigned nc = 0;
	for (unsigned a = 0; a < e[0].natoms; a++) {
		const struct atom *at = &e[0].atoms[a];
		int key = 0;
		for (unsigned k = 0; k < p->nkf && !key; k++)
			key = dpf_is_key_eq(at) && p->kf[k] == &at->f;
		if (!key)
			common[nc++] = *at;
	}
	dpf_emit_conj(g, common, nc, rest, len);
}

/* r.t2 = the address of the packet's row: the hash, the sum of word * multiplier (64-bit), then
 * its top bits, directly or displaced.  The words go to own[w] where it is a register. */
static void table_row_address(struct gen *g, const struct tplan *p, const kl_reg *own, kl_reg sc,
			      const unsigned char *rows, const uint32_t *dtab)
{
	kl_func *f = g->f;
	struct dpf_regs *r = &g->r;
	for (unsigned w = 0, first = 1; w < p->nw; w++) {
		if (!p->mul[w]) /* not hashed: loaded for the compare only */
			continue;
		kl_reg v = own[w] >= 0 ? own[w] : r->a;
		dpf_word_reg(g, p, w, v, sc);
		if (p->w[w].size < 8 || !p->native) {
			kl_cvu2ul(f, r->a, v);
			v = r->a;
		}
		if (first) {
			kl_mululi(f, r->t, v, p->mul[w]);
			first = 0;
		} else {
			kl_mululi(f, r->a, v, p->mul[w]);
			kl_addul(f, r->t, r->t, r->a);
		}
	}
	if (!p->gbits) {
		kl_rshuli(f, r->t, r->t, 64 - p->mbits);
	} else {
		kl_rshuli(f, r->t2, r->t, 64 - p->gbits);
		kl_lshuli(f, r->t2, r->t2, 2);
		kl_setp(f, r->a, dtab);
		kl_ldu(f, r->t2, r->a, r->t2);
		kl_cvu2ul(f, r->t2, r->t2);
		kl_lshuli(f, r->t, r->t, p->gbits);
		kl_rshuli(f, r->t, r->t, 64 - p->mbits);
	}
	kl_lshuli(f, r->t, r->t, p->lstride);
	if (p->gbits)
		kl_xorul(f, r->t, r->t, r->t2);
	kl_setp(f, r->t2, rows);
	kl_addp(f, r->t2, r->t2, r->t);
}

/* The code of a table whose rows are built: the run's shared tests, the key words, the row,
 * the compare of the row with the key, the id.  kept: registers for words built from bytes. */
static void table_code(struct gen *g, const struct entry *e, const struct tplan *p, const kl_reg *kept, kl_reg sc,
		       const unsigned char *rows, const uint32_t *dtab, unsigned idoff, kl_label rest,
		       struct known *len)
{
	kl_func *f = g->f;
	struct dpf_regs *r = &g->r;
	uint64_t need = dpf_entry_need(&e[0]);
	if (need > 0xFFFFFFFFu) { /* no entry of the run fits in any packet */
		kl_jv(f, rest);
		return;
	}
	if (need > len->len) {
		kl_bltui(f, r->buflen, (uint32_t)need, rest);
		len->len = need;
	}
	table_common_tests(g, e, p, rest, len);
	dpf_words_in_bounds(g, p, 0, rest, len);
	dpf_words_in_bounds(g, p, 1, rest, len);
	/* registers that keep words for the compare: their own ones from bytes; else X for the one
	 * word at [x + k] (X is not needed after it), wirelen when nothing reads it */
	kl_reg own[TABLE_WORDS];
	unsigned nind = 0;
	for (unsigned w = 0; w < p->nw; w++) {
		own[w] = p->native ? -1 : kept[w];
		nind += p->w[w].ind;
	}
	for (unsigned w = 0, wl = g->wirelen_free; p->native && w < p->nw; w++)
		if (p->w[w].ind && nind == 1)
			own[w] = r->x, len->xvalid = 0;
		else if (!p->w[w].ind && wl)
			own[w] = r->wirelen, wl = 0;
	table_row_address(g, p, own, sc, rows, dtab);
	/* the row must hold the packet's key */
	for (unsigned w = 0; w < p->nw; w++) {
		kl_reg v = own[w] >= 0 ? own[w] : r->a;
		if (own[w] < 0 || !p->mul[w])
			dpf_word_reg(g, p, w, v, sc);
		if (p->w[w].size == 8) {
			kl_lduli(f, r->t, r->t2, p->w[w].rowoff);
			kl_bneul(f, v, r->t, rest);
		} else {
			kl_ldui(f, r->t, r->t2, p->w[w].rowoff);
			kl_bneu(f, v, r->t, rest);
		}
	}
	kl_ldii(f, r->a, r->t2, idoff);
	kl_reti(f, r->a);
}

/* If e[0..) starts a run of at least TABLE_MIN keys of one shape, the code that returns the id of
 * the run's first entry that accepts, else goes to *rest (fail when the run ends the list).
 * Returns the length of the run, or 0 (nothing emitted) when a table does not fit. */
unsigned dpf_table_leaf(struct gen *g, struct entry *e, unsigned n, kl_label fail, struct known *len,
			kl_label *rest)
{
	kl_func *f = g->f;
	struct tplan p;
	unsigned tr = table_plan(e, n, &p);
	if (!tr)
		return 0;
	struct tkey *keys = malloc(tr * sizeof *keys);
	uint32_t *slot = malloc(tr * sizeof *slot), *disp = NULL, *dtab = NULL;
	kl_reg kept[TABLE_WORDS], sc = -1;
	unsigned nk = 0, nkept = 0, done = 0, idoff = 0;
	unsigned char *rows;
	if (!keys || !slot) {
		g->err = 1;
		goto out;
	}
	nk = table_keys(e, tr, &p, keys);
	if (nk < TABLE_MIN || dpf_find_hash(&p, keys, nk, slot, &disp) < 0)
		goto out;
	/* Native words are loaded again to be compared: a load that hits the cache costs less than
	 * the prologue that saves a register when temporaries run out (x86-64).  Words built from
	 * bytes keep registers of their own, with one more for scratch (targets with many). */
	while (!p.native && nkept < p.nw && kl_getreg(f, &kept[nkept], KL_UL, KL_TEMP))
		nkept++;
	if (!p.native && (nkept < p.nw || !kl_getreg(f, &sc, KL_UL, KL_TEMP)))
		goto out;
	if (!(rows = table_rows(g, &p, keys, nk, slot, disp, &idoff, &dtab)))
		goto out;
	*rest = tr == n ? fail : kl_label_new(f);
	table_code(g, e, &p, kept, sc, rows, dtab, idoff, *rest, len);
	done = tr;
out:
	for (unsigned i = 0; i < nkept; i++)
		kl_putreg(f, kept[i], KL_UL);
	if (sc >= 0)
		kl_putreg(f, sc, KL_UL);
	free(keys);
	free(slot);
	free(disp);
	return done;
}
