/* tools/kiln/kiln_tool.h -- what the kiln command's parts share: a compiled program (the
 * functions' bytes laid out in one .text, their relocations) and the writers. */
#ifndef KILN_TOOL_H
#define KILN_TOOL_H

#include <stdint.h>
#include <stdio.h>

#include <kiln.h>
#include <kiln/lang.h>
#include <kiln/opt.h>

struct kiln_reloc {
	uint64_t at;   /* offset in .text */
	int sym;       /* index in the program's symbols (local: in the unit's labels) */
	uint32_t type; /* the target's ELF relocation type */
	int local;     /* 1: sym is a local label (RISC-V's %pcrel_lo names its auipc) */
};

/* RISC-V's pc-relative pair to the symbol's GOT entry */
#define KILN_R_RISCV_GOT_HI20 20
#define KILN_R_RISCV_PCREL_LO12_I 24

struct kiln_fn {
	const char *name;
	uint64_t at, size;     /* in .text */
	uint64_t body_at;      /* offset of the body in the function */
	struct ko_line *lines; /* the emitted program (copied from the tier) */
	size_t nlines;
	struct ko_stats stats;
};

struct kiln_unit {
	const char *target;
	unsigned char *code;
	uint64_t size;
	struct kiln_fn *funcs;
	int nfuncs;
	const char *const *syms;
	int nsyms;
	struct kiln_reloc *relocs;
	int nrelocs;
	uint64_t *labels; /* local labels (.Lpcrel_hiN): their offsets in .text */
	int nlabels;
};

int kiln_write_elf(FILE *out, const struct kiln_unit *u);

/* sched.c: scheduling options, autotuning, the spill table of --stats and --list */
extern const char kiln_sched_usage[];
int kiln_sched_option(const char *arg); /* 1 taken, 0 not an option of these, -1 bad (said) */
extern int kiln_native; /* --native: the host CPU's optional instructions (kl_func_set_portable) */
int kiln_sched_begin(const char *target);
void kiln_sched_end(void);
int kiln_sched_apply(ko_func *o, const char *name, const char *target);
int kiln_sched_table(FILE *out, kl_lang *L, int k, const char *target);

#endif
