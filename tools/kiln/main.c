/* tools/kiln/main.c -- the kiln command: compile a program in kiln's language (qhasm syntax)
 * for x86-64, AArch64 or RISC-V 64 into an ELF object, GNU assembler text, or a listing. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kiln_tool.h"

void kiln_listing(FILE *out, const kl_lang *L, const struct kiln_unit *u, int stats_only);

static const char usage[] =
	"Usage: kiln [OPTION]... FILE.q\n"
	"Compile a program in kiln's portable assembly language (qhasm's syntax; docs/language.md)\n"
	"for x86-64, AArch64 or RISC-V 64.\n"
	"\n"
	"Modes (one; -c is the default):\n"
	"  -c               write an ELF relocatable object (default output FILE.o): each\n"
	"                   'enter NAME' is a global function NAME with the target's C calling\n"
	"                   convention, the 'input' variables its arguments in order (int64:\n"
	"                   integer/pointer, float64: double)\n"
	"  -S               write GNU assembler text (default output FILE.s) that the target's 'as'\n"
	"                   turns into the same bytes as -c; the machine instructions of each source\n"
	"                   line are in comments\n"
	"  --list           print every source line with the machine instructions made for it,\n"
	"                   disassembled (moves, spills and reloads the allocator inserted marked\n"
	"                   as such), per block the instructions per class, the load of each set of\n"
	"                   execution units and the static lower bound in cycles (machine model);\n"
	"                   for a function too big for the core's op cache, its decoders' rate\n"
	"  --stats          print register-allocation statistics per function\n"
	"  --check          parse and compile, write nothing\n"
	"\n"
	"Options:\n"
	"  -t, --target=T   x86_64, aarch64 or riscv64 (default: the host, %s)\n"
	"  -o FILE          output file ('-' for standard output)\n"
	"  --native         use the optional instructions this CPU has (x86-64: BMI1, BMI2, LZCNT,\n"
	"                   POPCNT), so that the code runs only on CPUs that have them too; without\n"
	"                   it the code keeps to the target's base instruction set\n"
	"  -h, --help       this text\n"
	"  --version        kiln's version\n"
	"\n"
	"The language: qhasm's int64 forms, plus float64 variables, 'kiln NAME operands' for any\n"
	"portable instruction (kiln mulhul r s t), 'r = s if FLAG', and '[aarch64] LINE' or\n"
	"'[x86_64 riscv64] {' ... '}' for some targets (docs/language.md, man kiln).\n"
	"\n"
	"Errors are reported as FILE:LINE:COL: error: MESSAGE; the exit status is then 1 and no\n"
	"output file is left behind.  Exit status 2: bad usage or an unreadable file.\n"
	"\n"
	"Example:\n"
	"  kiln -t aarch64 -c salsa20.q -o salsa20.o && aarch64-linux-gnu-gcc main.c salsa20.o\n";

static unsigned char *read_file(const char *path, size_t *len)
{
	FILE *f = strcmp(path, "-") ? fopen(path, "rb") : stdin;
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	unsigned char *b = malloc(cap);
	while (b) {
		if (n == cap) {
			if (cap >= (size_t)1 << 30) { /* 1 GiB of source is not a program */
				free(b);
				b = NULL;
				errno = EFBIG;
				break;
			}
			unsigned char *nb = realloc(b, cap * 2);
			if (!nb) {
				free(b);
				b = NULL;
				break;
			}
			b = nb;
			cap *= 2;
		}
		size_t r = fread(b + n, 1, cap - n, f);
		n += r;
		if (r == 0)
			break;
	}
	if (b && ferror(f)) {
		free(b);
		b = NULL;
	}
	if (f != stdin)
		fclose(f);
	*len = n;
	return b;
}

static uint32_t rd32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void wr32(unsigned char *p, uint32_t w)
{
	for (int b = 0; b < 4; b++)
		p[b] = (unsigned char)(w >> (8 * b));
}

/* RISC-V: the instructions kiln builds a 64-bit constant with (lui, addi, addiw, slli, srli, all
 * on one register).  If the run at p[0..] of at most max words computes v, its length in words. */
static int rv_const_run(const unsigned char *p, size_t max, uint64_t v, int *rd)
{
	uint32_t w = rd32(p);
	int r = (int)(w >> 7 & 31);
	uint64_t x;
	if ((w & 0x7f) == 0x37) /* lui */
		x = (uint64_t)(int64_t)(int32_t)(w & 0xfffff000u);
	else if ((w & 0x707f) == 0x13 && (w >> 15 & 31) == 0) /* addi rd, zero, imm */
		x = (uint64_t)((int64_t)(int32_t)w >> 20);
	else
		return 0;
	if (!r)
		return 0;
	for (size_t k = 1; k < max; k++) {
		if (x == v) {
			*rd = r;
			return (int)k;
		}
		w = rd32(p + 4 * k);
		if ((int)(w >> 7 & 31) != r || (int)(w >> 15 & 31) != r)
			return 0;
		int64_t imm = (int64_t)(int32_t)w >> 20;
		unsigned sh = w >> 20 & 63;
		if ((w & 0x707f) == 0x13)
			x += (uint64_t)imm;
		else if ((w & 0x707f) == 0x1b)
			x = (uint64_t)(int64_t)(int32_t)(uint32_t)(x + (uint64_t)imm);
		else if ((w & 0xfc00707fu) == 0x1013)
			x <<= sh;
		else if ((w & 0xfc00707fu) == 0x5013)
			x >>= sh;
		else
			return 0;
	}
	return 0;
}

/* find symbol k's placeholder in function code [p, p+n): relocations for each place it is (on
 * RISC-V the constant's instructions become auipc + ld of the symbol's GOT entry, as gcc makes
 * `la` of an external symbol, then nops) */
static int find_relocs(struct kiln_unit *u, int k, uint64_t v, uint64_t at, unsigned char *p, size_t n)
{
	int found = 0;
	if (!strcmp(u->target, "x86_64")) {
		for (size_t i = 0; i + 8 <= n; i++) {
			uint64_t w = 0;
			for (int b = 7; b >= 0; b--)
				w = w << 8 | p[i + b];
			if (w != v)
				continue;
			u->relocs[u->nrelocs++] = (struct kiln_reloc){at + i, k, 1 /* R_X86_64_64 */, 0};
			memset(p + i, 0, 8); /* the field as an assembler leaves it (RELA: the addend is in the entry) */
			found++;
			i += 7;
		}
	} else if (!strcmp(u->target, "aarch64")) {
		/* a movz and the movk's after it on the same register that build v (other symbols'
		 * placeholders share halfwords with it: only a whole chain is v):
		 * R_AARCH64_MOVW_UABS_G0_NC .. G3 on its four instructions */
		for (size_t i = 0; i + 16 <= n; i += 4) {
			uint32_t w = rd32(p + i);
			if ((w & 0xff800000u) != 0xd2800000u)
				continue;
			uint64_t x = (uint64_t)(w >> 5 & 0xffff) << (16 * (w >> 21 & 3));
			size_t j = i + 4;
			for (; j + 4 <= n && j < i + 16; j += 4) {
				uint32_t m = rd32(p + j);
				if ((m & 0xff800000u) != 0xf2800000u || (m & 31) != (w & 31))
					break;
				int hw = (int)(m >> 21 & 3);
				x = (x & ~(0xffffull << (16 * hw))) | (uint64_t)(m >> 5 & 0xffff) << (16 * hw);
			}
			if (j != i + 16 || x != v)
				continue;
			static const uint32_t type[] = {264, 266, 268, 269};
			for (size_t q = i; q < j; q += 4) {
				u->relocs[u->nrelocs++] = (struct kiln_reloc){at + q, k, type[rd32(p + q) >> 21 & 3], 0};
				wr32(p + q, rd32(p + q) & ~(0xffffu << 5)); /* imm16 0, as an assembler leaves it */
			}
			found++;
			i = j - 4;
		}
	} else if (!strcmp(u->target, "riscv64")) {
		for (size_t i = 0; i + 8 <= n; i += 4) {
			int rd, len = rv_const_run(p + i, (n - i) / 4 + 1 > 12 ? 12 : (n - i) / 4 + 1, v, &rd);
			if (len < 2)
				continue;
			uint64_t *nl = realloc(u->labels, sizeof *nl * ((size_t)u->nlabels + 1));
			if (!nl)
				return 0;
			u->labels = nl;
			u->labels[u->nlabels] = at + i;
			wr32(p + i, 0x17u | (uint32_t)rd << 7);                                /* auipc rd, 0 */
			wr32(p + i + 4, 0x3003u | (uint32_t)rd << 7 | (uint32_t)rd << 15);    /* ld rd, 0(rd) */
			for (int j = 2; j < len; j++)
				wr32(p + i + 4 * (size_t)j, 0x13u);                              /* nop */
			u->relocs[u->nrelocs++] = (struct kiln_reloc){at + i, k, KILN_R_RISCV_GOT_HI20, 0};
			u->relocs[u->nrelocs++] = (struct kiln_reloc){at + i + 4, u->nlabels, KILN_R_RISCV_PCREL_LO12_I, 1};
			u->nlabels++;
			found++;
			i += 4 * (size_t)(len - 1);
		}
	}
	return found;
}

int kiln_native; /* --native: the host CPU's optional instructions (kl_func_set_portable) */

static int compile(kl_lang *L, const char *target, struct kiln_unit *u)
{
	memset(u, 0, sizeof *u);
	u->target = target;
	u->nfuncs = kl_lang_nfuncs(L);
	u->funcs = calloc((size_t)u->nfuncs + 1, sizeof *u->funcs);
	u->nsyms = kl_lang_nsyms(L);
	const char **syms = calloc((size_t)u->nsyms + 1, sizeof *syms);
	for (int k = 0; k < u->nsyms; k++)
		syms[k] = kl_lang_sym_name(L, k);
	u->syms = syms;
	int caprel = 0;
	if (!u->funcs || !syms)
		return -1;
	for (int k = 0; k < u->nfuncs; k++) {
		struct kiln_fn *fn = &u->funcs[k];
		fn->name = kl_lang_func_name(L, k);
		ko_func *o = ko_func_new();
		kl_func *f = kl_func_new_target(target);
		kl_func_set_portable(f, !kiln_native);
		if (!o || !f) {
			ko_func_delete(o);
			kl_func_delete(f);
			fprintf(stderr, "kiln: out of memory\n");
			return -1;
		}
		struct kl_image img;
		int err = kl_lang_build(L, k, o);
		if (!err && kiln_sched_apply(o, fn->name, target) != 0) { /* sched.c: options, autotuning */
			ko_func_delete(o);
			kl_func_delete(f);
			return -1;
		}
		if (!err && (err = ko_func_emit(o, f)) != 0)
			fprintf(stderr, "%s: error: function '%s': %s\n", target, fn->name, ko_errmsg(o));
		else if (!err && (err = kl_func_end_image(f, &img)) != 0)
			fprintf(stderr, "%s: error: function '%s': %s\n", target, fn->name, kl_errmsg(f));
		else if (err)
			fputs(kl_lang_errors(L), stderr);
		if (err) {
			ko_func_delete(o);
			kl_func_delete(f);
			return -1;
		}
		uint64_t at = (u->size + 15) & ~(uint64_t)15;
		unsigned char *c = realloc(u->code, at + img.size);
		if (!c) {
			kl_image_free(&img);
			ko_func_delete(o);
			kl_func_delete(f);
			return -1;
		}
		memset(c + u->size, 0, at - u->size);
		memcpy(c + at, img.code, img.size);
		u->code = c;
		u->size = at + img.size;
		fn->at = at;
		fn->size = img.size;
		fn->body_at = img.body_at;
		ko_func_stats(o, &fn->stats);
		size_t nl;
		const struct ko_line *lines = ko_func_lines(o, &nl);
		fn->lines = malloc(sizeof *lines * (nl + 1));
		if (fn->lines) {
			memcpy(fn->lines, lines, sizeof *lines * nl);
			fn->nlines = nl;
		}
		/* relocations for the symbols this function loads (in the emitted code: the cleanups
		 * may have removed a load whose value was never used) */
		for (int s = 0; s < u->nsyms; s++) {
			uint64_t v = kl_lang_sym_value(L, s);
			int used = 0;
			for (size_t r = 0; r < fn->nlines; r++) /* a set, or an immediate the constant went into (retuli) */
				used += (uint64_t)fn->lines[r].insn.imm == v && fn->lines[r].to > fn->lines[r].from;
			if (!used)
				continue;
			/* at most 4 relocations a place (aarch64's movz/movk), and the cleanups may copy a
			 * constant: room for as many places as there are 8-byte pieces of code */
			if (u->nrelocs + 4 * (int)(img.size / 4) + 64 > caprel) {
				caprel = u->nrelocs + 4 * (int)(img.size / 4) + 64;
				struct kiln_reloc *nr = realloc(u->relocs, sizeof *nr * (size_t)caprel);
				if (!nr)
					return -1;
				u->relocs = nr;
			}
			if (!find_relocs(u, s, v, at, u->code + at, img.size)) {
				fprintf(stderr, "%s: error: function '%s': &%s: this target builds 64-bit constants with a sequence "
						"kiln cannot relocate yet; only the in-memory path (kl_lang_func) resolves it\n",
					target, fn->name, u->syms[s]);
				kl_image_free(&img);
				ko_func_delete(o);
				kl_func_delete(f);
				return -1;
			}
		}
		kl_image_free(&img);
		ko_func_delete(o);
		kl_func_delete(f);
	}
	/* relocations in the order of their places (the -S writer walks them so) */
	for (int a = 1; a < u->nrelocs; a++)
		for (int b = a; b > 0 && u->relocs[b].at < u->relocs[b - 1].at; b--) {
			struct kiln_reloc x = u->relocs[b];
			u->relocs[b] = u->relocs[b - 1];
			u->relocs[b - 1] = x;
		}
	/* .text ends on its alignment, as an assembler pads it (zero bytes in both outputs) */
	uint64_t end = (u->size + 15) & ~(uint64_t)15;
	if (end > u->size) {
		unsigned char *c = realloc(u->code, end);
		if (!c)
			return -1;
		memset(c + u->size, 0, end - u->size);
		u->code = c;
		u->size = end;
	}
	return 0;
}

static void write_asm(FILE *out, const kl_lang *L, const struct kiln_unit *u)
{
	fprintf(out, "/* made by kiln for %s */\n\t.text\n", u->target);
	if (!strcmp(u->target, "riscv64"))
		fputs("\t.option norelax\n", out); /* alignment as written, no linker relaxation */
	fputs("\t.p2align 4\n", out);
	for (int s = 0; s < u->nsyms; s++)
		fprintf(out, "\t.globl %s\n", u->syms[s]);
	uint64_t pos = 0;
	int rel = 0;
	for (int k = 0; k < u->nfuncs; k++) {
		const struct kiln_fn *fn = &u->funcs[k];
		if (fn->at > pos) { /* the padding -c has: zero bytes (no assembler-chosen fill) */
			fputs("\t.byte ", out);
			for (uint64_t b = pos; b < fn->at; b++)
				fprintf(out, "%s0", b > pos ? "," : "");
			fputc('\n', out);
		}
		fprintf(out, "\n\t.globl %s\n\t.type %s, STT_FUNC\n%s:\n", fn->name, fn->name, fn->name);
		pos = fn->at;
		uint64_t end = fn->at + fn->size;
		size_t li = 0;
		int last_tag = -1;
		while (pos < end) {
			/* the next stop: a line's start, a relocation, or 16 bytes */
			uint64_t stop = end;
			while (li < fn->nlines && fn->at + fn->body_at + fn->lines[li].from < pos)
				li++;
			if (li < fn->nlines) {
				uint64_t ls = fn->at + fn->body_at + fn->lines[li].from;
				if (ls == pos) {
					const struct ko_line *l = &fn->lines[li];
					if ((int)l->tag != last_tag) {
						size_t n;
						const char *src = kl_lang_line(L, (int)l->tag, &n);
						if (src) {
							while (n && (*src == ' ' || *src == '\t'))
								src++, n--;
							fprintf(out, "/* %d: ", l->tag);
							for (size_t c = 0; c < n && c < 100; c++)
								fputc(src[c] == '*' && c + 1 < n && src[c + 1] == '/' ? '+' : src[c], out);
							fprintf(out, " */\n");
						}
						last_tag = (int)l->tag;
					}
					fputs("/*   ", out);
					kl_insn_print(out, &l->insn);
					static const char *const what[] = {"", " (move)", " (spill)", " (reload)", " (entry)"};
					fprintf(out, "%s */\n", l->origin < 5 ? what[l->origin] : "");
					li++;
					while (li < fn->nlines && fn->at + fn->body_at + fn->lines[li].from == pos)
						li++;
					if (li < fn->nlines)
						stop = fn->at + fn->body_at + fn->lines[li].from;
				} else if (ls > pos && ls < stop) {
					stop = ls;
				}
			}
			while (rel < u->nrelocs && u->relocs[rel].at < pos)
				rel++;
			if (rel < u->nrelocs && u->relocs[rel].at == pos && u->relocs[rel].type == KILN_R_RISCV_GOT_HI20 &&
			    !strcmp(u->target, "riscv64")) {
				int lab = u->relocs[rel + 1].sym;
				uint32_t w = rd32(u->code + pos);
				fprintf(out, ".Lpcrel_hi%d:\n\tauipc x%u, %%got_pcrel_hi(%s)\n\tld x%u, %%pcrel_lo(.Lpcrel_hi%d)(x%u)\n", lab,
					w >> 7 & 31, u->syms[u->relocs[rel].sym], w >> 7 & 31, lab, w >> 7 & 31);
				pos += 8;
				rel += 2;
				continue;
			}
			if (rel < u->nrelocs && u->relocs[rel].at == pos && u->relocs[rel].type == 1) {
				fprintf(out, "\t.8byte %s\n", u->syms[u->relocs[rel].sym]);
				pos += 8;
				continue;
			}
			if (rel < u->nrelocs && u->relocs[rel].at == pos) {
				/* aarch64 movz/movk: the instruction with the symbol's halfword */
				static const char *const g[] = {":abs_g0_nc:", ":abs_g1_nc:", ":abs_g2_nc:", ":abs_g3:"};
				uint32_t w = (uint32_t)u->code[pos] | (uint32_t)u->code[pos + 1] << 8 |
					     (uint32_t)u->code[pos + 2] << 16 | (uint32_t)u->code[pos + 3] << 24;
				int hw = (int)(w >> 21 & 3);
				fprintf(out, "\t%s x%u, #%s%s%s\n", (w & 0xff800000u) == 0xd2800000u ? "movz" : "movk", w & 31,
					g[hw], u->syms[u->relocs[rel].sym], hw == 3 ? "" : "");
				pos += 4;
				continue;
			}
			if (rel < u->nrelocs && u->relocs[rel].at < stop)
				stop = u->relocs[rel].at;
			if (stop > pos + 16)
				stop = pos + 16;
			fputs("\t.byte ", out);
			for (uint64_t b = pos; b < stop; b++)
				fprintf(out, "%s0x%02x", b > pos ? "," : "", u->code[b]);
			fputc('\n', out);
			pos = stop;
		}
		fprintf(out, "\t.size %s, .-%s\n", fn->name, fn->name);
	}
	if (pos < u->size) {
		fputs("\t.byte ", out);
		for (uint64_t b = pos; b < u->size; b++)
			fprintf(out, "%s0", b > pos ? "," : "");
		fputc('\n', out);
	}
	fprintf(out, "\t.section .note.GNU-stack,\"\",%%progbits\n");
}

static char *default_out(const char *in, const char *ext)
{
	const char *base = strrchr(in, '/');
	base = base ? base + 1 : in;
	size_t n = strlen(base);
	if (n > 2 && !strcmp(base + n - 2, ".q"))
		n -= 2;
	char *o = malloc(n + strlen(ext) + 1);
	if (o) {
		memcpy(o, base, n);
		strcpy(o + n, ext);
	}
	return o;
}

int main(int argc, char **argv)
{
	const char *target = kl_target_name(), *out = NULL, *in = NULL;
	enum { M_OBJ, M_ASM, M_LIST, M_STATS, M_CHECK } mode = M_OBJ;
	int modes = 0;
	for (int k = 1; k < argc; k++) {
		const char *a = argv[k];
		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			printf(usage, kl_target_name());
			fputs(kiln_sched_usage, stdout);
			return 0;
		} else if (!strcmp(a, "--version")) {
			printf("kiln 0.1.0 (targets: x86_64 aarch64 riscv64)\n");
			return 0;
		} else if (!strcmp(a, "-c")) {
			mode = M_OBJ, modes++;
		} else if (!strcmp(a, "-S")) {
			mode = M_ASM, modes++;
		} else if (!strcmp(a, "--list")) {
			mode = M_LIST, modes++;
		} else if (!strcmp(a, "--stats")) {
			mode = M_STATS, modes++;
		} else if (!strcmp(a, "--check")) {
			mode = M_CHECK, modes++;
		} else if (!strcmp(a, "--native")) {
			kiln_native = 1;
		} else if (!strcmp(a, "-t") || !strcmp(a, "--target") || !strcmp(a, "-o")) {
			if (k + 1 >= argc) {
				fprintf(stderr, "kiln: %s needs an argument\n", a);
				return 2;
			}
			if (a[1] == 'o')
				out = argv[++k];
			else
				target = argv[++k];
		} else if (!strncmp(a, "--target=", 9)) {
			target = a + 9;
		} else if (kiln_sched_option(a)) { /* sched.c: --sched= --alloc= --inline= --autotune ... */
			if (kiln_sched_option(a) < 0)
				return 2;
		} else if (a[0] == '-' && a[1]) {
			fprintf(stderr, "kiln: unknown option '%s' (kiln --help lists them)\n", a);
			return 2;
		} else if (in) {
			fprintf(stderr, "kiln: one source file at a time ('%s' and '%s')\n", in, a);
			return 2;
		} else {
			in = a;
		}
	}
	if (modes > 1) {
		fprintf(stderr, "kiln: choose one of -c, -S, --list, --stats, --check\n");
		return 2;
	}
	if (!in) {
		fprintf(stderr, "kiln: no input file (kiln --help)\n");
		return 2;
	}
	if (!kl_target_info(target) || (strcmp(target, "x86_64") && strcmp(target, "aarch64") && strcmp(target, "riscv64"))) {
		fprintf(stderr, "kiln: unknown target '%s' (x86_64, aarch64, riscv64)\n", target);
		return 2;
	}
	size_t len;
	unsigned char *text = read_file(in, &len);
	if (!text) {
		fprintf(stderr, "kiln: %s: %s\n", in, strerror(errno ? errno : EIO));
		return 2;
	}
	kl_lang *L = kl_lang_new();
	if (!L || kl_lang_parse(L, in, (const char *)text, len) != 0) {
		fputs(L ? kl_lang_errors(L) : "kiln: out of memory\n", stderr);
		kl_lang_delete(L);
		free(text);
		return 1;
	}
	free(text);
	kl_lang_set_target(L, target);
	struct kiln_unit u;
	if (kiln_sched_begin(target)) {
		kl_lang_delete(L);
		return 2;
	}
	int rc = compile(L, target, &u);
	if (rc == 0 && mode != M_CHECK) {
		char *defout = NULL;
		if (!out && (mode == M_OBJ || mode == M_ASM))
			out = defout = default_out(in, mode == M_OBJ ? ".o" : ".s");
		int to_stdout = !out || !strcmp(out, "-");
		char *tmp = NULL;
		FILE *f = stdout;
		if (!to_stdout) {
			tmp = malloc(strlen(out) + 16);
			if (tmp)
				sprintf(tmp, "%s.kiln-%d", out, (int)getpid());
			f = tmp ? fopen(tmp, "wb") : NULL;
			if (!f) {
				fprintf(stderr, "kiln: %s: %s\n", out, strerror(errno));
				rc = -1;
			}
		}
		if (f) {
			if (mode == M_OBJ)
				rc = kiln_write_elf(f, &u);
			else if (mode == M_ASM)
				write_asm(f, L, &u);
			else
				kiln_listing(f, L, &u, mode == M_STATS);
			for (int k = 0; (mode == M_LIST || mode == M_STATS) && k < u.nfuncs; k++)
				kiln_sched_table(f, L, k, target); /* spills with and without each pass */
			if (fflush(f) != 0 || ferror(f))
				rc = -1;
			if (!to_stdout) {
				if (fclose(f) != 0)
					rc = -1;
				if (rc == 0 && rename(tmp, out) != 0)
					rc = -1;
				if (rc != 0) {
					fprintf(stderr, "kiln: %s: %s\n", out, strerror(errno ? errno : EIO));
					remove(tmp);
				}
			}
		}
		free(tmp);
		free(defout);
	}
	for (int k = 0; k < u.nfuncs && u.funcs; k++)
		free(u.funcs[k].lines);
	free(u.funcs);
	free((void *)u.syms);
	free(u.relocs);
	free(u.labels);
	free(u.code);
	kiln_sched_end();
	kl_lang_delete(L);
	return rc == 0 ? 0 : 1;
}
