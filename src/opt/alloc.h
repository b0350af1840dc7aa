/* alloc.h -- what the two register allocators share: live intervals over instruction positions,
 * the registers of the target, and resolution (alloc.c) -- turning an assignment of locations
 * into the machine-level program with its moves, spill stores and reloads. */
#ifndef KILN_OPT_ALLOC_H
#define KILN_OPT_ALLOC_H

#include "internal.h"

#define KO_NONE UINT32_MAX

struct ko_range {
	uint32_t from, to; /* [from, to) */
};

/* A lifetime, or a piece of one after splitting.  The first nvr intervals are the virtual
 * registers' (index = register - KO_VREG0); pieces split off are appended and chained. */
struct ko_iv {
	struct ko_range *r;
	uint32_t nr, rcap;
	uint32_t *u; /* positions where the value must be in a register (reads and writes), ascending */
	uint32_t nu, ucap;
	uint32_t vreg;         /* index of the virtual register */
	uint32_t parent, next; /* the whole lifetime's first interval; the next piece (KO_NONE) */
	uint32_t hintiv;       /* an interval whose register this one would like, or KO_NONE */
	uint32_t hintiv2;      /* the next best: a commutative operation's second operand, or KO_NONE */
	uint32_t cur;          /* cursor for ko__covers */
	uint32_t ucur;         /* cursor for the linear scan's next-use queries */
	int16_t hint;          /* a machine register this one would like, or -1 */
	int16_t reg;           /* the register assigned, or -1 (memory) */
	uint8_t file;          /* 0 integer, 1 float */
	uint8_t spilled;       /* in its spill slot */
	uint8_t pinned;        /* a pinned value: reg fixed for the whole function */
	uint8_t ownu;          /* u was allocated for this interval (in the arena: not freed alone) */
};

/* where the intervals' ranges and uses live: chunks freed together by ko__alloc_free (no
 * malloc or free per interval; an array that grows moves within the arena) */
struct ko_arena {
	struct ko_arena *prev;
	size_t used, size;
	uint64_t mem[];
};

struct ko_alloc {
	struct ko_prog *p;
	struct ko_arena *arena;
	struct ko_iv *iv;
	uint32_t niv, ivcap;
	uint32_t *calls; /* positions 4k+1 of the calls, ascending */
	uint32_t ncalls, callcap;
	struct ko_clob { uint32_t pos; uint64_t regs; } *clobs; /* instructions that clobber fixed
								 * registers (ko__clobbers): 4k+1, ascending */
	uint32_t nclobs, clobcap;
	uint8_t *blockstart; /* per instruction: a block starts there */
	uint32_t *depth;     /* per instruction: loop depth */
	uint64_t allowed[2]; /* registers the allocator may hand out, per file */
	int order[2][64];    /* in order of preference */
	int nregs[2];
	uint64_t callee_saved;
	int32_t *slot; /* per virtual register: its spill slot, or -1 */
	uint32_t *piece; /* per virtual register: the piece ko__loc found last (resolution's cursor) */
	uint32_t *prevstart; /* per instruction k: the last block start at or before k */
	uint32_t nslots;
	int failed; /* 1 out of memory, 2 out of registers */
	int cycleused; /* a move cycle was broken through the cycle slot (one past the spill slots) */
};

int ko__alloc_init(struct ko_alloc *a, struct ko_prog *p);
void ko__alloc_free(struct ko_alloc *a);
uint32_t ko__iv_new(struct ko_alloc *a, uint32_t vreg, int file);
/* room for n ranges in v->r (the arena's: freed with the allocator, never by itself) */
int ko__iv_ranges(struct ko_alloc *a, struct ko_iv *v, uint32_t n);
/* building, backward over each block: from is the block's first position */
void ko__add_range(struct ko_alloc *a, uint32_t v, uint32_t from, uint32_t to);
void ko__use(struct ko_alloc *a, uint32_t v, uint32_t pos, uint32_t from);
void ko__def(struct ko_alloc *a, uint32_t v, uint32_t pos, uint32_t from);
void ko__add_call(struct ko_alloc *a, uint32_t pos);
void ko__add_clobber(struct ko_alloc *a, uint32_t pos, uint64_t regs);
/* the registers clobbered inside v's lifetime (where it holds a value); with lim (and lim2),
 * each such register's entry lowered to its first clobber there */
uint64_t ko__clobbers_in(const struct ko_alloc *a, const struct ko_iv *v, uint32_t *lim, uint32_t *lim2);
void ko__hints(struct ko_alloc *a, const struct ko_ins *x, const struct ko_regs *r);
int ko__finish_build(struct ko_alloc *a);
/* the first call clobber position inside v, or KO_NONE */
uint32_t ko__next_call_in(const struct ko_alloc *a, const struct ko_iv *v);
/* the machine-level program from the assignment (moves, stores and reloads inserted) */
int ko__resolve(struct ko_alloc *a, struct ko_prog *out);


#endif
