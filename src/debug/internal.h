/* internal.h -- what the files of the debug layer share: a finished function as the outputs see
 * it (perf map, jitdump, GDB), and the byte builder the ELF and DWARF writers use. */
#ifndef KILN_DEBUG_INTERNAL_H
#define KILN_DEBUG_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "kiln.h"
#include "kiln/debug.h"

/* kl_func_line's table: body offset -> source line */
struct kl__debug_line {
	uint32_t off;
	uint32_t line;
};

/* what a kl_func carries while debugging (f->dbg) */
struct kl__debug {
	char name[128];
	char *source;
	struct kl__debug_line *lines;
	uint32_t nlines, linecap;
};

/* one finished function */
struct kl__debug_code {
	const char *name;    /* never NULL */
	const char *source;  /* NULL: no line information */
	const char *target;  /* "x86_64" ... */
	uintptr_t addr;      /* first byte (the entry) */
	size_t size;         /* bytes of code, prologue to constant pool */
	size_t body_at;      /* offset of the body from addr */
	size_t body_len;
	const uint8_t *bytes; /* the code itself (readable) */
	const struct kl__debug_line *lines; /* sorted by offset, lines[k].off relative to the body */
	uint32_t nlines;
};

/* the outputs (one file each) */
void kl__perfmap_write(const struct kl__debug_code *c);
int kl__jitdump_open(char *why, size_t whylen); /* 0, or -1 with the reason */
void kl__jitdump_write(const struct kl__debug_code *c);
void kl__gdb_register(const struct kl__debug_code *c);
void kl__gdb_unregister(uintptr_t entry);

/* a growable byte string; on running out of memory it stays failed (oom) and empty of meaning */
struct kl__bytes {
	uint8_t *p;
	size_t n, cap;
	int oom;
};
void kl__bytes_put(struct kl__bytes *b, const void *src, size_t n);
void kl__bytes_u8(struct kl__bytes *b, unsigned v);
void kl__bytes_u16(struct kl__bytes *b, unsigned v);
void kl__bytes_u32(struct kl__bytes *b, uint32_t v);
void kl__bytes_u64(struct kl__bytes *b, uint64_t v);
void kl__bytes_uleb(struct kl__bytes *b, uint64_t v);
void kl__bytes_sleb(struct kl__bytes *b, int64_t v);
void kl__bytes_str(struct kl__bytes *b, const char *s); /* with its NUL */
void kl__bytes_align(struct kl__bytes *b, size_t a);    /* zero bytes up to a multiple of a */
void kl__bytes_patch32(struct kl__bytes *b, size_t at, uint32_t v);

/* dwarf.c: the sections of a function's debug object */
struct kl__dwarf {
	struct kl__bytes info, abbrev, line, frame;
};
/* Fill d for c: .debug_frame always (when the target's frame is known, else empty), the others
 * only when c has lines.  0, or -1 out of memory. */
int kl__dwarf_build(struct kl__dwarf *d, const struct kl__debug_code *c);
void kl__dwarf_free(struct kl__dwarf *d);

/* elf.c: the in-memory ELF object GDB reads for c; *size its bytes.  NULL out of memory. */
uint8_t *kl__elf_build(const struct kl__debug_code *c, size_t *size);
/* the ELF machine number of a target (EM_X86_64 ...), 0 if unknown */
unsigned kl__elf_machine(const char *target);

/* rvdisasm.c: one RV64GC instruction at p (n bytes left) as text; returns its length (2 or 4),
 * or 0 when fewer bytes remain than it needs */
size_t kl__rv_decode(const uint8_t *p, size_t n, uint64_t addr, char *text, size_t textlen);

#endif
