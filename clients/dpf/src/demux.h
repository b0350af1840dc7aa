/* demux.h -- the demultiplexer's view of a filter: its accepting paths as conjunctions of tests
 * on packet fields (demux_paths.c makes them, the demux_*.c of demux_gen.h compile them). */
#ifndef DPF_DEMUX_H
#define DPF_DEMUX_H

#include "dpf_internal.h"

#define MAX_PATHS 64
#define MAX_ATOMS 64

enum { AT_EQ, AT_GT, AT_GE, AT_SET, AT_BOUNDS };

struct field {
	uint8_t ind;  /* [X + off] with X = 4 * (pkt[xoff] & 0xf); else [off] */
	uint8_t size; /* 1, 2, 4 */
	uint32_t off, xoff;
	uint32_t mask; /* and-ed into the loaded value */
};

struct atom {
	struct field f;
	uint8_t op, sense; /* the test, and whether the path needs it true */
	uint32_t k;
};

struct entry { /* one accepting path of one filter, or a whole filter (generic) */
	unsigned order;
	int id;
	int generic;
	const struct bpf_insn *prog;
	unsigned len;
	unsigned natoms;
	struct atom *atoms;
};

struct dfilter {
	int id;
	struct bpf_insn *prog;
	unsigned len;
};

int dpf_field_eq(const struct field *a, const struct field *b);
int dpf_atom_eq(const struct atom *a, const struct atom *b);
/* The entries of one filter into out[0..MAX_PATHS): its simplified accepting paths, or one
 * generic entry when its structure is not a set of such conjunctions.  Returns how many. */
unsigned dpf_filter_entries(const struct dfilter *fl, unsigned order, struct entry *out);

#endif
