/* elf.c -- the in-memory ELF object that describes one function to GDB: a .text section at the
 * code's address (SHT_NOBITS: GDB reads the code from the process), a symbol for the function,
 * and the DWARF sections of dwarf.c.  An ET_EXEC object with absolute addresses, so nothing
 * needs relocating. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

enum {
	ET_EXEC = 2, EV_CURRENT = 1, ELFCLASS64 = 2, ELFDATA2LSB = 1,
	SHT_PROGBITS = 1, SHT_SYMTAB = 2, SHT_STRTAB = 3, SHT_NOBITS = 8,
	SHF_ALLOC = 2, SHF_EXECINSTR = 4,
	STB_GLOBAL = 1, STT_FUNC = 2,
	EM_X86_64 = 62, EM_AARCH64 = 183, EM_RISCV = 243,
	EF_RISCV_RVC_DOUBLE = 0x5, /* compressed instructions, double-float ABI */
};

unsigned kl__elf_machine(const char *target)
{
	if (!strcmp(target, "x86_64"))
		return EM_X86_64;
	if (!strcmp(target, "aarch64"))
		return EM_AARCH64;
	if (!strcmp(target, "riscv64"))
		return EM_RISCV;
	return 0;
}

struct kl__sec {
	const char *name;
	uint32_t type;
	uint64_t flags, addr, size, align, entsize;
	uint32_t link, info;
	const struct kl__bytes *data; /* NULL: no bytes in the file */
	uint64_t offset;
	uint32_t name_at;
};

uint8_t *kl__elf_build(const struct kl__debug_code *c, size_t *size)
{
	struct kl__dwarf d;
	if (kl__dwarf_build(&d, c))
		return NULL;
	struct kl__bytes strtab = {0}, symtab = {0}, shstr = {0}, out = {0};
	kl__bytes_u8(&strtab, 0);
	size_t name_at = strtab.n;
	kl__bytes_str(&strtab, c->name);
	/* symbol 0 is null, symbol 1 the function (global, in .text = section 1) */
	for (int k = 0; k < 24; k++)
		kl__bytes_u8(&symtab, 0);
	kl__bytes_u32(&symtab, (uint32_t)name_at);
	kl__bytes_u8(&symtab, STB_GLOBAL << 4 | STT_FUNC);
	kl__bytes_u8(&symtab, 0);
	kl__bytes_u16(&symtab, 1);
	kl__bytes_u64(&symtab, c->addr);
	kl__bytes_u64(&symtab, c->size);

	struct kl__sec sec[10] = {{0}};
	int n = 1;
	sec[n++] = (struct kl__sec){".text", SHT_NOBITS, SHF_ALLOC | SHF_EXECINSTR, c->addr, c->size, 16, 0, 0, 0, NULL, 0, 0};
	sec[n++] = (struct kl__sec){".symtab", SHT_SYMTAB, 0, 0, symtab.n, 8, 24, 3, 1, &symtab, 0, 0};
	sec[n++] = (struct kl__sec){".strtab", SHT_STRTAB, 0, 0, strtab.n, 1, 0, 0, 0, &strtab, 0, 0};
	const struct { const char *name; const struct kl__bytes *b; } dw[] = {
		{".debug_frame", &d.frame}, {".debug_abbrev", &d.abbrev}, {".debug_info", &d.info}, {".debug_line", &d.line},
	};
	for (size_t k = 0; k < sizeof dw / sizeof dw[0]; k++)
		if (dw[k].b->n)
			sec[n++] = (struct kl__sec){dw[k].name, SHT_PROGBITS, 0, 0, dw[k].b->n, 1, 0, 0, 0, dw[k].b, 0, 0};
	int shstrndx = n;
	sec[n++] = (struct kl__sec){".shstrtab", SHT_STRTAB, 0, 0, 0, 1, 0, 0, 0, &shstr, 0, 0};
	kl__bytes_u8(&shstr, 0);
	for (int k = 1; k < n; k++) {
		sec[k].name_at = (uint32_t)shstr.n;
		kl__bytes_str(&shstr, sec[k].name);
	}
	sec[shstrndx].size = shstr.n;

	/* the header, the sections' bytes, then the section headers */
	uint64_t at = 64;
	for (int k = 1; k < n; k++)
		if (sec[k].data) {
			at = (at + 7) & ~(uint64_t)7;
			sec[k].offset = at;
			at += sec[k].data->n;
		}
	uint64_t shoff = (at + 7) & ~(uint64_t)7;
	static const uint8_t ident[16] = {0x7f, 'E', 'L', 'F', ELFCLASS64, ELFDATA2LSB, EV_CURRENT};
	kl__bytes_put(&out, ident, sizeof ident);
	kl__bytes_u16(&out, ET_EXEC);
	kl__bytes_u16(&out, kl__elf_machine(c->target));
	kl__bytes_u32(&out, EV_CURRENT);
	kl__bytes_u64(&out, 0); /* entry */
	kl__bytes_u64(&out, 0); /* no program headers */
	kl__bytes_u64(&out, shoff);
	kl__bytes_u32(&out, kl__elf_machine(c->target) == EM_RISCV ? EF_RISCV_RVC_DOUBLE : 0);
	kl__bytes_u16(&out, 64);
	kl__bytes_u16(&out, 56);
	kl__bytes_u16(&out, 0);
	kl__bytes_u16(&out, 64);
	kl__bytes_u16(&out, (unsigned)n);
	kl__bytes_u16(&out, (unsigned)shstrndx);
	for (int k = 1; k < n; k++)
		if (sec[k].data) {
			kl__bytes_align(&out, 8);
			kl__bytes_put(&out, sec[k].data->p, sec[k].data->n);
		}
	kl__bytes_align(&out, 8);
	for (int k = 0; k < n; k++) {
		kl__bytes_u32(&out, sec[k].name_at);
		kl__bytes_u32(&out, sec[k].type);
		kl__bytes_u64(&out, sec[k].flags);
		kl__bytes_u64(&out, sec[k].addr);
		kl__bytes_u64(&out, sec[k].offset);
		kl__bytes_u64(&out, sec[k].size);
		kl__bytes_u32(&out, sec[k].link);
		kl__bytes_u32(&out, sec[k].info);
		kl__bytes_u64(&out, sec[k].align);
		kl__bytes_u64(&out, sec[k].entsize);
	}
	int oom = strtab.oom || symtab.oom || shstr.oom || out.oom;
	free(strtab.p);
	free(symtab.p);
	free(shstr.p);
	kl__dwarf_free(&d);
	if (oom) {
		free(out.p);
		return NULL;
	}
	*size = out.n;
	return out.p;
}
