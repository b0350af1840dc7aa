/* demux_gen.h -- the demultiplexer's code generator: what its files share.
 *
 * kl_demux_build (demux_api.c) turns each filter into its accepting paths, each a conjunction
 * of atoms "field op constant" (demux_paths.c), then emits one classifier for all of them:
 *
 *   demux_tree.c    the decision tree (trie) over the conjunctions, built from the actual
 *                   constants: consecutive entries that test the same field for equality share
 *                   one load and one switch, identical tests are made once, and filters whose
 *                   structure is not such a set of conjunctions are compiled whole in their place;
 *   demux_switch.c  a switch on one field's value: compares for a few values, binary search for
 *                   sparse ones, a jump table for dense ranges, a multiplicative hash for many;
 *   demux_table.c   table leaves: a run of entries of one shape that differ only in the
 *                   constants they compare (connection filters) is one hash-table lookup that
 *                   compares a whole row;
 *   demux_hash.c    the multipliers (and displacements) that give every key of a table its row;
 *   demux_words.c   key words: adjacent fields loaded and compared as one word (the keys of a
 *                   table, and the tests of one path);
 *   demux_atoms.c   one atom's code: its field loaded, bounds checked, and tested.
 *
 * The result is always the id of the first-added accepting filter. */
#ifndef DPF_DEMUX_GEN_H
#define DPF_DEMUX_GEN_H

#include "demux.h"

struct kl_demux {
	struct dfilter *filters;
	unsigned n, cap;
	/* the classifier: bpf_filter's arguments, so that kl_demux_classify passes its own on
	 * unchanged, with one jump */
	int (*fn)(const unsigned char *, unsigned, unsigned);
	size_t codesize;
	void **tables; /* jump tables owned by the current code */
	unsigned ntables, fallbacks;
	int dirty;
	char err[256];
};

/* The classifier being built. */
struct gen {
	kl_demux *d;
	kl_func *f;
	struct dpf_regs r;
	int err;
	int wirelen_free; /* no filter is compiled whole: nothing reads wirelen, a free register */
};

/* What the code on a path of the classifier knows: the packet length already checked, and
 * whether X holds 4 * (pkt[xoff] & 0xf) and up to which X-relative end it was checked. */
struct known {
	uint64_t len;
	int xvalid;
	uint32_t xoff;
	uint64_t xend;
	int b64; /* r.buflen64 holds buflen (set where first needed: most classifiers never do) */
};

/* demux_api.c: a zeroed table of n pointers owned by the code being built (NULL and g->err set
 * when memory runs out). */
void *dpf_table_new(struct gen *g, size_t n);

/* demux_atoms.c */
void dpf_load_x_msh(kl_func *f, const struct dpf_regs *r, struct known *k, uint32_t xoff);
void dpf_eval_field(struct gen *g, const struct field *fl, kl_label fail, struct known *k, int want_raw,
		    int *raw, int load);
void dpf_emit_atom(struct gen *g, const struct atom *a, kl_label fail, struct known *len);

/* demux_tree.c */
void dpf_gen(struct gen *g, struct entry *e, unsigned n, kl_label fail, struct known len);
int dpf_has_eq(const struct entry *e, const struct field *fl, unsigned *at);
int dpf_has_atom(const struct entry *e, const struct atom *a, unsigned *at);
struct entry dpf_drop_atom(struct gen *g, const struct entry *e, unsigned i);
uint64_t dpf_entry_need(const struct entry *e);

/* demux_switch.c: the code of the r entries e[0..r), which all test fl for equality */
void dpf_gen_switch(struct gen *g, struct entry *e, unsigned r, const struct field *fl, kl_label rest,
		    struct known len);

/* ---- table leaves and key words ---- */
#define TABLE_MIN 4 /* distinct keys below which a few compares do as well */
#define TABLE_WORDS 4

struct tword {
	uint8_t ind, size;
	uint32_t xoff, off;
	uint32_t rowoff; /* where a row holds this word */
	uint64_t mask;   /* and-ed into the loaded word (all ones: no and) */
};

struct tplan {
	int native; /* words are host-order loads; else big-endian values built from bytes */
	unsigned nw, nkf, stride, lstride;
	struct tword w[TABLE_WORDS];
	const struct field *kf[MAX_ATOMS]; /* the key fields, as e[0] tests them */
	uint32_t maxind;                   /* largest [x + k] end among the key words, 0 if none */
	unsigned mbits, gbits;             /* 2^mbits rows; 2^gbits displacements (0: direct) */
	uint64_t mul[TABLE_WORDS];         /* the hash: sum of word * mul (0: word not hashed) */
};

struct tkey {
	uint64_t w[TABLE_WORDS];
	unsigned order;
	int id;
};

static inline int dpf_is_key_eq(const struct atom *a) { return a->op == AT_EQ && a->sense; }

/* demux_words.c */
int dpf_plan_words(struct tplan *p);
int dpf_word_value(const struct tplan *p, const struct tword *w, const uint32_t *kv, uint64_t *val,
		   uint64_t *mask);
void dpf_word_reg(struct gen *g, const struct tplan *p, unsigned i, kl_reg rd, kl_reg sc);
void dpf_words_in_bounds(struct gen *g, const struct tplan *p, int ind, kl_label fail, struct known *len);
void dpf_emit_conj(struct gen *g, const struct atom *at, unsigned n, kl_label fail, struct known *len);

/* demux_hash.c */
int dpf_find_hash(struct tplan *p, const struct tkey *k, unsigned n, uint32_t *slot, uint32_t **disp);

/* demux_table.c */
unsigned dpf_table_leaf(struct gen *g, struct entry *e, unsigned n, kl_label fail, struct known *len,
			kl_label *rest);

#endif
