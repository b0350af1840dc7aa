/* tools/kiln/listing.c -- kiln --list and --stats: each source line with the machine
 * instructions it became (allocator moves, spills and reloads marked), per block the count of
 * instructions per class and the static lower bound in cycles from the machine model. */
#include <string.h>

#include <kiln/model.h>

#include "kiln_tool.h"

/* The machine models (kiln/model.h, src/core/model.c) may be missing from a build: then the
 * reference is weak and the listing says so instead of giving a bound. */
#ifdef KILN_HAVE_MODEL
static const struct kl_model *model_of(const char *target) { return kl_model_get(target); }
#else
extern const struct kl_model *kl_model_get(const char *target) __attribute__((weak));
static const struct kl_model *model_of(const char *target) { return kl_model_get ? kl_model_get(target) : NULL; }
#endif

static int iclass(const kl_insn *in)
{
	switch (kl_opinfo[in->op].name) {
	case KL_N_lsh: case KL_N_rsh: case KL_N_rotl: case KL_N_rotr: return KL_IC_SHIFT;
	case KL_N_mul: return KL_IC_MUL;
	case KL_N_mulh: return KL_IC_MULH;
	case KL_N_div: case KL_N_mod: return KL_IC_DIV64;
	case KL_N_ld: case KL_N_uld: return KL_IC_LOAD;
	case KL_N_st: case KL_N_ust: return KL_IC_STORE;
	case KL_N_blt: case KL_N_ble: case KL_N_bgt: case KL_N_bge: case KL_N_beq: case KL_N_bne:
	case KL_N_j: case KL_N_ret: case KL_N_call: case KL_N_jal: return KL_IC_BRANCH;
	case KL_N_sel: return KL_IC_SEL;
	case KL_N_clz: case KL_N_ctz: case KL_N_popc: return KL_IC_BITCNT;
	case KL_N_bswap: return KL_IC_BSWAP;
	default: return KL_IC_ALU;
	}
}

static const char *const class_name[KL_NICLASSES] = {
	[KL_IC_ALU] = "alu", [KL_IC_SHIFT] = "shift", [KL_IC_LEA] = "lea", [KL_IC_MUL] = "mul", [KL_IC_MULH] = "mulh",
	[KL_IC_DIV32] = "div32", [KL_IC_DIV64] = "div64", [KL_IC_BITCNT] = "bitcount", [KL_IC_BSWAP] = "bswap",
	[KL_IC_SEL] = "select", [KL_IC_LOAD] = "load", [KL_IC_STORE] = "store", [KL_IC_BRANCH] = "branch",
	[KL_IC_FADD] = "fadd", [KL_IC_FMUL] = "fmul", [KL_IC_FDIV] = "fdiv", [KL_IC_FSQRT] = "fsqrt", [KL_IC_FCVT] = "fcvt",
	[KL_IC_FMOV] = "fmov", [KL_IC_FCMP] = "fcmp", [KL_IC_XFER] = "xfer",
};

static int popcount16(unsigned v)
{
	int n = 0;
	for (; v; v &= v - 1)
		n++;
	return n;
}

/* instructions per class of one block -> the bound */
static void block_end(FILE *out, const struct kiln_unit *u, const int *cnt, int total)
{
	if (!total)
		return;
	fprintf(out, "        ; block: %d instructions:", total);
	for (int c = 0; c < KL_NICLASSES; c++)
		if (cnt[c])
			fprintf(out, " %d %s", cnt[c], class_name[c]);
	const struct kl_model *m = model_of(u->target);
	if (!m) {
		fputc('\n', out);
		return;
	}
	/* every instruction issues (issue width), and those whose units all lie in a set S
	 * share S's units (for S each class's own set) */
	int bound = (total + m->issue_width - 1) / m->issue_width;
	for (int c = 0; c < KL_NICLASSES; c++) {
		if (!cnt[c])
			continue;
		unsigned s = m->cls[c].units;
		int busy = 0;
		for (int d = 0; d < KL_NICLASSES; d++)
			if (cnt[d] && (m->cls[d].units & ~s) == 0)
				busy += cnt[d] * (m->cls[d].occupancy ? m->cls[d].occupancy : 1);
		int n = popcount16(s) ? popcount16(s) : 1;
		if ((busy + n - 1) / n > bound)
			bound = (busy + n - 1) / n;
	}
	fprintf(out, "; at least %d cycles on %s\n", bound, m->core);
}

void kiln_listing(FILE *out, const kl_lang *L, const struct kiln_unit *u, int stats_only)
{
	for (int k = 0; k < u->nfuncs; k++) {
		const struct kiln_fn *fn = &u->funcs[k];
		const struct ko_stats *s = &fn->stats;
		if (stats_only) {
			fprintf(out,
				"%s (%s): %u instructions, %u virtual registers, at most %u live, %u spill stores, %u reloads, "
				"%u moves inserted, %u removed, %u bytes of spill slots, spill code %.1f%%\n",
				fn->name, u->target, s->insns, s->nvregs, s->maxlive, s->spill_stores, s->reloads, s->moves,
				s->removed, s->frame, 100.0 * ko_spill_fraction(s));
			continue;
		}
		fprintf(out, "%s: %s, %llu bytes at .text+%#llx; %u spill stores, %u reloads, %u moves\n", fn->name,
			u->target, (unsigned long long)fn->size, (unsigned long long)fn->at, s->spill_stores, s->reloads,
			s->moves);
		if (!model_of(u->target))
			fprintf(out, "  (static cycle bounds: TODO, this build has no machine model: kl_model_get, kiln/model.h)\n");
		int cnt[KL_NICLASSES] = {0}, total = 0, last_tag = -1;
		int fixed = strcmp(u->target, "x86_64") != 0; /* 4-byte instructions */
		for (size_t i = 0; i < fn->nlines; i++) {
			const struct ko_line *l = &fn->lines[i];
			if (l->insn.op == KL_OP_label) {
				block_end(out, u, cnt, total);
				memset(cnt, 0, sizeof cnt);
				total = 0;
			}
			if (l->to == l->from && l->insn.op != KL_OP_label)
				continue; /* no bytes: a move the allocator made vanish */
			if ((int)l->tag != last_tag) {
				size_t n = 0;
				const char *src = kl_lang_line(L, (int)l->tag, &n);
				while (src && n && (*src == ' ' || *src == '\t'))
					src++, n--;
				fprintf(out, "%5u | %.*s\n", l->tag, src ? (int)n : 0, src ? src : "");
				last_tag = (int)l->tag;
			}
			uint64_t at = fn->at + fn->body_at + l->from;
			fprintf(out, "        %6llx  ", (unsigned long long)at);
			int w = 0;
			for (uint32_t b = l->from; b < l->to && w < 10; b++, w++)
				fprintf(out, "%02x", u->code[fn->at + fn->body_at + b]);
			fprintf(out, "%*s", (int)(2 * (10 - w) + 1), "");
			kl_insn_print(out, &l->insn);
			static const char *const what[] = {"", "  ; move (allocator)", "  ; spill", "  ; reload", "  ; entry"};
			fprintf(out, "%s\n", l->origin < 5 ? what[l->origin] : "");
			if (l->to > l->from && l->insn.op != KL_OP_label) {
				int n = fixed ? (int)(l->to - l->from) / 4 : 1;
				cnt[iclass(&l->insn)] += n;
				total += n;
			}
			if (kl_opinfo[l->insn.op].shape == KL_SH_BR || kl_opinfo[l->insn.op].shape == KL_SH_J ||
			    kl_opinfo[l->insn.op].shape == KL_SH_RET) {
				block_end(out, u, cnt, total);
				memset(cnt, 0, sizeof cnt);
				total = 0;
			}
		}
		block_end(out, u, cnt, total);
		fputc('\n', out);
	}
}
