/* tools/kiln/elf.c -- the ELF relocatable object kiln -c writes: .text with every function, a
 * global symbol per function, undefined symbols and absolute relocations for &SYMBOL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln_tool.h"

static void put(unsigned char *p, uint64_t v, int n)
{
	for (int k = 0; k < n; k++)
		p[k] = (unsigned char)(v >> (8 * k));
}

struct strtab {
	char *s;
	size_t n, cap;
};

static size_t str_add(struct strtab *t, const char *s)
{
	size_t l = strlen(s) + 1;
	if (t->n + l > t->cap) {
		size_t c = t->cap ? t->cap * 2 : 256;
		while (c < t->n + l)
			c *= 2;
		char *p = realloc(t->s, c);
		if (!p)
			return 0;
		t->s = p;
		t->cap = c;
	}
	memcpy(t->s + t->n, s, l);
	t->n += l;
	return t->n - l;
}

static int machine(const char *target, unsigned *flags)
{
	*flags = 0;
	if (!strcmp(target, "x86_64"))
		return 62;
	if (!strcmp(target, "aarch64"))
		return 183;
	*flags = 0x4; /* RISC-V: double-float ABI, as the system's libraries */
	return 243;
}

int kiln_write_elf(FILE *out, const struct kiln_unit *u)
{
	struct strtab str = {0}, shstr = {0};
	str_add(&str, "");
	str_add(&shstr, "");
	size_t nloc = (size_t)u->nlabels, nsym = 2 + nloc + (size_t)u->nfuncs + (size_t)u->nsyms;
	unsigned char *sym = calloc(nsym, 24), *rela = calloc((size_t)u->nrelocs + 1, 24);
	if (!sym || !rela) {
		free(sym), free(rela);
		return -1;
	}
	/* symbols: null, the .text section, then globals (functions, then undefined symbols) */
	put(sym + 24 + 4, 3, 1);  /* STT_SECTION, local */
	put(sym + 24 + 6, 1, 2);  /* .text */
	for (int k = 0; k < u->nlabels; k++) { /* local labels: .Lpcrel_hiN at their auipc */
		unsigned char *s = sym + 24 * (2 + (size_t)k);
		char name[32];
		snprintf(name, sizeof name, ".Lpcrel_hi%d", k);
		put(s, str_add(&str, name), 4);
		put(s + 4, 0, 1); /* LOCAL NOTYPE */
		put(s + 6, 1, 2);
		put(s + 8, u->labels[k], 8);
	}
	for (int k = 0; k < u->nfuncs; k++) {
		unsigned char *s = sym + 24 * (2 + nloc + (size_t)k);
		put(s, str_add(&str, u->funcs[k].name), 4);
		put(s + 4, 1u << 4 | 2, 1); /* GLOBAL FUNC */
		put(s + 6, 1, 2);
		put(s + 8, u->funcs[k].at, 8);
		put(s + 16, u->funcs[k].size, 8);
	}
	for (int k = 0; k < u->nsyms; k++) {
		unsigned char *s = sym + 24 * (2 + nloc + (size_t)u->nfuncs + (size_t)k);
		put(s, str_add(&str, u->syms[k]), 4);
		put(s + 4, 1u << 4 | 0, 1); /* GLOBAL NOTYPE, undefined */
	}
	for (int k = 0; k < u->nrelocs; k++) {
		unsigned char *r = rela + 24 * (size_t)k;
		put(r, u->relocs[k].at, 8);
		uint64_t si = u->relocs[k].local ? 2 + (uint64_t)u->relocs[k].sym : 2 + nloc + (uint64_t)u->nfuncs + (uint64_t)u->relocs[k].sym;
		put(r + 8, si << 32 | u->relocs[k].type, 8);
		put(r + 16, 0, 8);
	}
	static const char *const names[] = {"", ".text", ".rela.text", ".symtab", ".strtab", ".shstrtab", ".note.GNU-stack"};
	size_t nameoff[7];
	for (int k = 0; k < 7; k++)
		nameoff[k] = str_add(&shstr, names[k]);
	if (!str.s || !shstr.s) {
		free(sym), free(rela), free(str.s), free(shstr.s);
		return -1;
	}
	/* layout: header, .text, .rela.text, .symtab, .strtab, .shstrtab, section headers */
	size_t off_text = 64, off_rela = (off_text + u->size + 7) & ~(size_t)7;
	size_t off_sym = off_rela + 24 * (size_t)u->nrelocs, off_str = off_sym + 24 * nsym;
	size_t off_shstr = off_str + str.n, off_sh = (off_shstr + shstr.n + 7) & ~(size_t)7;
	unsigned char eh[64] = {0x7f, 'E', 'L', 'F', 2, 1, 1, 0};
	unsigned flags;
	put(eh + 16, 1, 2); /* ET_REL */
	put(eh + 18, (uint64_t)machine(u->target, &flags), 2);
	put(eh + 20, 1, 4);
	put(eh + 40, off_sh, 8);
	put(eh + 48, flags, 4);
	put(eh + 52, 64, 2);
	put(eh + 58, 64, 2);
	put(eh + 60, 7, 2);
	put(eh + 62, 5, 2);
	unsigned char sh[7][64];
	memset(sh, 0, sizeof sh);
	/* name type flags addr offset size link info align entsize */
	struct { uint32_t type; uint64_t flags, off, size; uint32_t link, info; uint64_t align, ent; } d[7] = {
		{0, 0, 0, 0, 0, 0, 0, 0},
		{1, 6, off_text, u->size, 0, 0, 16, 0},
		{4, 0x40, off_rela, 24 * (uint64_t)u->nrelocs, 3, 1, 8, 24},
		{2, 0, off_sym, 24 * nsym, 4, 2 + (uint32_t)nloc, 8, 24},
		{3, 0, off_str, str.n, 0, 0, 1, 0},
		{3, 0, off_shstr, shstr.n, 0, 0, 1, 0},
		{1, 0, off_shstr, 0, 0, 0, 1, 0},
	};
	for (int k = 1; k < 7; k++) {
		put(sh[k], nameoff[k], 4);
		put(sh[k] + 4, d[k].type, 4);
		put(sh[k] + 8, d[k].flags, 8);
		put(sh[k] + 24, d[k].off, 8);
		put(sh[k] + 32, d[k].size, 8);
		put(sh[k] + 40, d[k].link, 4);
		put(sh[k] + 44, d[k].info, 4);
		put(sh[k] + 48, d[k].align, 8);
		put(sh[k] + 56, d[k].ent, 8);
	}
	static const unsigned char zero[8];
	int ok = fwrite(eh, 64, 1, out) == 1 && (!u->size || fwrite(u->code, u->size, 1, out) == 1) &&
		 fwrite(zero, off_rela - off_text - u->size, 1, out) <= 1 &&
		 (!u->nrelocs || fwrite(rela, 24 * (size_t)u->nrelocs, 1, out) == 1) && fwrite(sym, 24 * nsym, 1, out) == 1 &&
		 fwrite(str.s, str.n, 1, out) == 1 && fwrite(shstr.s, shstr.n, 1, out) == 1 &&
		 fwrite(zero, off_sh - off_shstr - shstr.n, 1, out) <= 1 && fwrite(sh, sizeof sh, 1, out) == 1;
	free(sym), free(rela), free(str.s), free(shstr.s);
	return ok ? 0 : -1;
}
