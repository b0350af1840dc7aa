/* dwarf.c -- the DWARF sections of a function's debug object: .debug_frame (how to find the
 * caller's frame at each address, read off the function's prologue), and for a function with
 * source lines a compile unit (.debug_info, .debug_abbrev) and its line table (.debug_line). */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

/* DWARF constants (DWARF 4 standard) */
enum {
	DW_TAG_compile_unit = 0x11, DW_TAG_subprogram = 0x2e,
	DW_AT_name = 0x03, DW_AT_stmt_list = 0x10, DW_AT_low_pc = 0x11, DW_AT_high_pc = 0x12,
	DW_AT_language = 0x13, DW_AT_comp_dir = 0x1b, DW_AT_producer = 0x25, DW_AT_decl_file = 0x3a,
	DW_AT_decl_line = 0x3b, DW_AT_external = 0x3f,
	DW_FORM_addr = 0x01, DW_FORM_data2 = 0x05, DW_FORM_data8 = 0x07, DW_FORM_string = 0x08,
	DW_FORM_data1 = 0x0b, DW_FORM_udata = 0x0f, DW_FORM_sec_offset = 0x17, DW_FORM_flag_present = 0x19,
	DW_LANG_Mips_Assembler = 0x8001, /* what GDB calls "asm": no C types or arguments to show */
	DW_LNS_copy = 1, DW_LNS_advance_pc = 2, DW_LNS_advance_line = 3,
	DW_LNE_end_sequence = 1, DW_LNE_set_address = 2,
	DW_CFA_advance_loc4 = 0x04, DW_CFA_offset = 0x80, DW_CFA_def_cfa = 0x0c,
	DW_CFA_def_cfa_register = 0x0d, DW_CFA_def_cfa_offset = 0x0e,
};

/* ---- call frame information ------------------------------------------------------------------
 * Each target's prologue is read instruction by instruction while it only moves the stack
 * pointer, saves registers below the caller's stack pointer (the CFA) or sets up a frame
 * pointer; the first other instruction ends it, and from there to the end of the body the frame
 * stays as the prologue left it.  The epilogues (the one after the body and the copies at
 * return sites) are not described. */
struct kl__cfi {
	struct kl__bytes *b;
	size_t last;  /* code offset of the last row */
	int64_t cfa;  /* CFA - sp: the bytes the prologue has pushed so far, return address included */
	int sp_based; /* the CFA is still sp + cfa (else x29 + what cfa was when x29 took sp) */
};

static void kl__cfi_at(struct kl__cfi *s, size_t off)
{
	if (off > s->last) {
		kl__bytes_u8(s->b, DW_CFA_advance_loc4);
		kl__bytes_u32(s->b, (uint32_t)(off - s->last));
		s->last = off;
	}
}

/* the stack pointer went down by n bytes (instruction ending at off) */
static void kl__cfi_push(struct kl__cfi *s, size_t off, int64_t n)
{
	s->cfa += n;
	if (!s->sp_based)
		return;
	kl__cfi_at(s, off);
	kl__bytes_u8(s->b, DW_CFA_def_cfa_offset);
	kl__bytes_uleb(s->b, (uint64_t)s->cfa);
}

/* DWARF register dreg saved at sp + spoff, sp being the stack pointer of now */
static void kl__cfi_saved(struct kl__cfi *s, size_t off, unsigned dreg, int64_t spoff)
{
	int64_t below = s->cfa - spoff; /* bytes below the CFA */
	if (below <= 0 || below % 8)
		return;
	kl__cfi_at(s, off);
	kl__bytes_u8(s->b, DW_CFA_offset | dreg);
	kl__bytes_uleb(s->b, (uint64_t)below / 8);
}

/* x86-64: push r (REX + 50+r), sub rsp, imm8/imm32 */
static void kl__cfi_x86_64(struct kl__cfi *s, const uint8_t *p, size_t n)
{
	static const unsigned dw[16] = {0, 2, 1, 3, 7, 6, 4, 5, 8, 9, 10, 11, 12, 13, 14, 15};
	size_t i = 0;
	for (;;) {
		if (i + 2 <= n && (p[i] & 0xF0) == 0x40 && p[i + 1] >= 0x50 && p[i + 1] <= 0x57) {
			unsigned r = (p[i + 1] - 0x50u) | (p[i] & 1u) << 3;
			i += 2;
			kl__cfi_push(s, i, 8);
			kl__cfi_saved(s, i, dw[r], 0);
		} else if (i + 1 <= n && p[i] >= 0x50 && p[i] <= 0x57) {
			unsigned r = p[i] - 0x50u;
			i += 1;
			kl__cfi_push(s, i, 8);
			kl__cfi_saved(s, i, dw[r], 0);
		} else if (i + 4 <= n && p[i] == 0x48 && p[i + 1] == 0x83 && p[i + 2] == 0xEC) {
			int64_t v = (int8_t)p[i + 3];
			i += 4;
			kl__cfi_push(s, i, v);
		} else if (i + 7 <= n && p[i] == 0x48 && p[i + 1] == 0x81 && p[i + 2] == 0xEC) {
			int32_t v;
			memcpy(&v, p + i + 3, 4);
			i += 7;
			kl__cfi_push(s, i, v);
		} else {
			return;
		}
	}
}

static uint32_t kl__word(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int64_t kl__sext(uint32_t v, int bits) { return (int64_t)((uint64_t)v << (64 - bits)) >> (64 - bits); }

/* AArch64: stp/str x pre-indexed on sp, stp/str x with an offset from sp, mov x29, sp,
 * sub sp, sp, #imm */
static void kl__cfi_aarch64(struct kl__cfi *s, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i + 4 <= n; i += 4) {
		uint32_t w = kl__word(p + i);
		unsigned rt = w & 31, rn = w >> 5 & 31, rt2 = w >> 10 & 31;
		size_t end = i + 4;
		if ((w & 0xFFC00000u) == 0xA9800000u && rn == 31) { /* stp xt, xt2, [sp, #imm]! */
			kl__cfi_push(s, end, -8 * kl__sext(w >> 15 & 127, 7));
			kl__cfi_saved(s, end, rt, 0);
			kl__cfi_saved(s, end, rt2, 8);
		} else if ((w & 0xFFC00000u) == 0xA9000000u && rn == 31) { /* stp xt, xt2, [sp, #imm] */
			int64_t o = 8 * kl__sext(w >> 15 & 127, 7);
			kl__cfi_saved(s, end, rt, o);
			kl__cfi_saved(s, end, rt2, o + 8);
		} else if ((w & 0xFFE00C00u) == 0xF8000C00u && rn == 31) { /* str xt, [sp, #imm]! */
			kl__cfi_push(s, end, -kl__sext(w >> 12 & 511, 9));
			kl__cfi_saved(s, end, rt, 0);
		} else if ((w & 0xFFC00000u) == 0xF9000000u && rn == 31) { /* str xt, [sp, #imm] */
			kl__cfi_saved(s, end, rt, 8 * (int64_t)(w >> 10 & 4095));
		} else if (w == 0x910003FDu) { /* mov x29, sp: the CFA follows x29 from here on */
			kl__cfi_at(s, end);
			kl__bytes_u8(s->b, DW_CFA_def_cfa_register);
			kl__bytes_uleb(s->b, 29);
			s->sp_based = 0;
		} else if ((w & 0xFF8003FFu) == 0xD10003FFu) { /* sub sp, sp, #imm{, lsl 12} */
			kl__cfi_push(s, end, (int64_t)(w >> 10 & 4095) << ((w >> 22 & 1) ? 12 : 0));
		} else if ((w & 0x7FC00000u) == 0x2D000000u || (w & 0x7FC00000u) == 0x6D000000u ||
			   (w & 0xFFC00000u) == 0xFD000000u || (w & 0xFFC00000u) == 0x6D800000u) {
			continue; /* float saves (stp/str d): not described, but still the prologue */
		} else {
			return;
		}
	}
}

/* RISC-V 64: addi sp, sp, -imm ; sd rs2, imm(sp) */
static void kl__cfi_riscv64(struct kl__cfi *s, const uint8_t *p, size_t n)
{
	for (size_t i = 0; i + 4 <= n; i += 4) {
		uint32_t w = kl__word(p + i);
		size_t end = i + 4;
		if ((w & 0x000FFFFFu) == 0x00010113u) { /* addi sp, sp, imm */
			int64_t v = kl__sext(w >> 20, 12);
			if (v >= 0)
				return;
			kl__cfi_push(s, end, -v);
		} else if ((w & 0x000FF07Fu) == 0x00013023u) { /* sd rs2, imm(sp) */
			int64_t o = kl__sext((w >> 25) << 5 | (w >> 7 & 31), 12);
			kl__cfi_saved(s, end, w >> 20 & 31, o);
		} else if ((w & 0x000FF07Fu) == 0x00013027u) { /* fsd: not described */
			continue;
		} else {
			return;
		}
	}
}

/* .debug_frame: one CIE (the state at entry) and one FDE for the function, from its entry to
 * the end of its body */
static void kl__frame(struct kl__bytes *b, const struct kl__debug_code *c)
{
	unsigned sp, ra;
	void (*walk)(struct kl__cfi *, const uint8_t *, size_t);
	if (!strcmp(c->target, "x86_64"))
		sp = 7, ra = 16, walk = kl__cfi_x86_64;
	else if (!strcmp(c->target, "aarch64"))
		sp = 31, ra = 30, walk = kl__cfi_aarch64;
	else if (!strcmp(c->target, "riscv64"))
		sp = 2, ra = 1, walk = kl__cfi_riscv64;
	else
		return;
	/* CIE: version 1, no augmentation, code alignment 1, data alignment -8 */
	kl__bytes_u32(b, 0);
	kl__bytes_u32(b, 0xFFFFFFFFu);
	kl__bytes_u8(b, 1);
	kl__bytes_u8(b, 0);
	kl__bytes_uleb(b, 1);
	kl__bytes_sleb(b, -8);
	kl__bytes_u8(b, ra);
	kl__bytes_u8(b, DW_CFA_def_cfa);
	kl__bytes_uleb(b, sp);
	kl__bytes_uleb(b, ra == 16 ? 8 : 0); /* x86-64's call pushed the return address */
	if (ra == 16) {
		kl__bytes_u8(b, DW_CFA_offset | 16);
		kl__bytes_uleb(b, 1);
	}
	kl__bytes_align(b, 8);
	kl__bytes_patch32(b, 0, (uint32_t)(b->n - 4));

	size_t fde = b->n;
	kl__bytes_u32(b, 0);
	kl__bytes_u32(b, 0); /* the CIE's offset */
	kl__bytes_u64(b, c->addr);
	kl__bytes_u64(b, c->body_at + c->body_len);
	struct kl__cfi s = {b, 0, ra == 16 ? 8 : 0, 1};
	walk(&s, c->bytes, c->body_at);
	kl__bytes_align(b, 8);
	kl__bytes_patch32(b, fde, (uint32_t)(b->n - fde - 4));
}

/* ---- compile unit and line table ------------------------------------------------------------ */
static void kl__abbrev(struct kl__bytes *b)
{
	static const uint8_t a[] = {
		1, DW_TAG_compile_unit, 1,
		DW_AT_producer, DW_FORM_string, DW_AT_language, DW_FORM_data2, DW_AT_name, DW_FORM_string,
		DW_AT_comp_dir, DW_FORM_string, DW_AT_low_pc, DW_FORM_addr, DW_AT_high_pc, DW_FORM_data8,
		DW_AT_stmt_list, DW_FORM_sec_offset, 0, 0,
		2, DW_TAG_subprogram, 0,
		DW_AT_name, DW_FORM_string, DW_AT_external, DW_FORM_flag_present, DW_AT_low_pc, DW_FORM_addr,
		DW_AT_high_pc, DW_FORM_data8, DW_AT_decl_file, DW_FORM_data1, DW_AT_decl_line, DW_FORM_udata, 0, 0,
		0,
	};
	kl__bytes_put(b, a, sizeof a);
}

static void kl__info(struct kl__bytes *b, const struct kl__debug_code *c, const char *dir)
{
	kl__bytes_u32(b, 0);
	kl__bytes_u16(b, 4);  /* DWARF 4 */
	kl__bytes_u32(b, 0);  /* abbreviations at 0 */
	kl__bytes_u8(b, 8);   /* address size */
	kl__bytes_uleb(b, 1); /* the compile unit */
	kl__bytes_str(b, "kiln " KILN_VERSION);
	kl__bytes_u16(b, DW_LANG_Mips_Assembler);
	kl__bytes_str(b, c->source);
	kl__bytes_str(b, dir);
	kl__bytes_u64(b, c->addr);
	kl__bytes_u64(b, c->size);
	kl__bytes_u32(b, 0); /* line table at 0 */
	kl__bytes_uleb(b, 2); /* the function */
	kl__bytes_str(b, c->name);
	kl__bytes_u64(b, c->addr);
	kl__bytes_u64(b, c->size);
	kl__bytes_u8(b, 1);
	kl__bytes_uleb(b, c->lines[0].line);
	kl__bytes_u8(b, 0); /* end of the unit's children */
	kl__bytes_patch32(b, 0, (uint32_t)(b->n - 4));
}

static void kl__line(struct kl__bytes *b, const struct kl__debug_code *c)
{
	static const uint8_t std_lengths[12] = {0, 1, 1, 1, 1, 0, 0, 0, 1, 0, 0, 1};
	kl__bytes_u32(b, 0);
	kl__bytes_u16(b, 4);
	size_t hl = b->n;
	kl__bytes_u32(b, 0); /* header length, patched */
	kl__bytes_u8(b, 1);  /* minimum instruction length */
	kl__bytes_u8(b, 1);  /* maximum operations per instruction */
	kl__bytes_u8(b, 1);  /* default is_stmt */
	kl__bytes_u8(b, (uint8_t)-5); /* line base */
	kl__bytes_u8(b, 14); /* line range */
	kl__bytes_u8(b, 13); /* opcode base */
	kl__bytes_put(b, std_lengths, sizeof std_lengths);
	kl__bytes_u8(b, 0); /* no include directories besides the compile directory */
	kl__bytes_str(b, c->source);
	kl__bytes_uleb(b, 0);
	kl__bytes_uleb(b, 0);
	kl__bytes_uleb(b, 0);
	kl__bytes_u8(b, 0);
	kl__bytes_patch32(b, hl, (uint32_t)(b->n - hl - 4));

	kl__bytes_u8(b, 0); /* DW_LNE_set_address addr */
	kl__bytes_uleb(b, 9);
	kl__bytes_u8(b, DW_LNE_set_address);
	kl__bytes_u64(b, c->addr);
	/* the prologue belongs to the first line */
	uint64_t pc = 0;
	int64_t line = 1;
	for (uint32_t k = 0; k <= c->nlines; k++) {
		uint64_t at = k ? c->body_at + c->lines[k - 1].off : 0;
		int64_t l = c->lines[k ? k - 1 : 0].line;
		if (at > pc) {
			kl__bytes_u8(b, DW_LNS_advance_pc);
			kl__bytes_uleb(b, at - pc);
			pc = at;
		}
		if (l != line) {
			kl__bytes_u8(b, DW_LNS_advance_line);
			kl__bytes_sleb(b, l - line);
			line = l;
		}
		kl__bytes_u8(b, DW_LNS_copy);
	}
	if (c->size > pc) {
		kl__bytes_u8(b, DW_LNS_advance_pc);
		kl__bytes_uleb(b, c->size - pc);
	}
	kl__bytes_u8(b, 0);
	kl__bytes_uleb(b, 1);
	kl__bytes_u8(b, DW_LNE_end_sequence);
	kl__bytes_patch32(b, 0, (uint32_t)(b->n - 4));
}

int kl__dwarf_build(struct kl__dwarf *d, const struct kl__debug_code *c)
{
	memset(d, 0, sizeof *d);
	kl__frame(&d->frame, c);
	if (c->nlines && c->source) {
		char dir[4096];
		if (!getcwd(dir, sizeof dir))
			strcpy(dir, "/");
		kl__abbrev(&d->abbrev);
		kl__info(&d->info, c, dir);
		kl__line(&d->line, c);
	}
	if (d->frame.oom || d->info.oom || d->abbrev.oom || d->line.oom) {
		kl__dwarf_free(d);
		return -1;
	}
	return 0;
}

void kl__dwarf_free(struct kl__dwarf *d)
{
	free(d->info.p);
	free(d->abbrev.p);
	free(d->line.p);
	free(d->frame.p);
	memset(d, 0, sizeof *d);
}
