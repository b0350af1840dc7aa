/* tools/kiln/listing.c -- kiln --list and --stats: each source line with the machine
 * instructions it became (allocator moves, spills and reloads marked), per block the count of
 * instructions per class and the static lower bound in cycles from the machine model. */
#define _GNU_SOURCE 1 /* open_memstream */
#include <stdlib.h>
#include <string.h>

#include <kiln/debug.h>
#include <kiln/model.h>

#include "kiln_tool.h"

static const struct kl_model *model_of(const char *target) { return kl_model_get(target); }

/* the model's class of a record (kiln/model.h); ALU for anything unknown */
static int iclass(const kl_insn *in)
{
	int c = kl_iclass_of(in->op);
	return c < 0 ? KL_IC_ALU : c;
}

static int popcount16(unsigned v)
{
	int n = 0;
	for (; v; v &= v - 1)
		n++;
	return n;
}

/* the units of a set, by the model's names ("alu0 alu1") */
static void unit_list(FILE *out, const struct kl_model *m, unsigned set)
{
	int first = 1;
	for (int k = 0; k < m->nunits && k < KL_MODEL_MAXUNITS; k++)
		if (set >> k & 1) {
			fprintf(out, "%s%s", first ? "" : " ", m->unit_names[k] ? m->unit_names[k] : "?");
			first = 0;
		}
}

/* One block's machine instructions per class -> the static lower bound in cycles (seed 003's
 * reasoning: "208 loads, 4 stores, 508 integer instructions: at least 254 cycles").  Every
 * instruction issues (at most issue_width a cycle), and the instructions of the classes whose
 * units all lie in a class's set S keep S's units busy (occupancy cycles each): the block takes
 * at least max(total / width, max over S of busy(S) / |S|) cycles. */
static void block_end(FILE *out, const struct kiln_unit *u, const int *cnt, int total)
{
	if (!total)
		return;
	fprintf(out, "        ; block: %d instruction%s:", total, total == 1 ? "" : "s");
	for (int c = 0; c < KL_NICLASSES; c++)
		if (cnt[c])
			fprintf(out, " %d %s", cnt[c], kl_iclass_name(c) ? kl_iclass_name(c) : "?");
	const struct kl_model *m = model_of(u->target);
	if (!m) {
		fputc('\n', out);
		return;
	}
	int bound = (total + m->issue_width - 1) / m->issue_width, why = -1;
	fprintf(out, "\n        ;   issue: %d / %d a cycle = %d", total, m->issue_width, bound);
	unsigned done = 0;
	for (int c = 0; c < KL_NICLASSES; c++) {
		unsigned set = m->cls[c].units;
		if (!cnt[c] || (done >> c & 1))
			continue;
		int busy = 0, n = popcount16(set) ? popcount16(set) : 1;
		for (int d = 0; d < KL_NICLASSES; d++)
			if (cnt[d] && (m->cls[d].units & ~set) == 0) {
				busy += cnt[d] * (m->cls[d].occupancy ? m->cls[d].occupancy : 1);
				if (m->cls[d].units == set)
					done |= 1u << d;
			}
		int b = (busy + n - 1) / n;
		fprintf(out, "; ");
		unit_list(out, m, set);
		fprintf(out, ": %d / %d = %d", busy, n, b);
		if (b > bound)
			bound = b, why = c;
	}
	fprintf(out, "\n        ; at least %d cycle%s on %s (%s)\n", bound, bound == 1 ? "" : "s", m->core,
		why < 0 ? "issue width" : "execution units");
}

/* the machine instructions of bytes [from, to) of the code: disassembled lines (kl_disasm),
 * each followed by note; their count.  Without a disassembler, the record itself. */
static int list_insns(FILE *out, const struct kiln_unit *u, uint64_t at, uint32_t len, const kl_insn *rec, const char *note)
{
	char *text = NULL;
	size_t tlen = 0;
	FILE *mem = len && kl_disasm_available(u->target) ? open_memstream(&text, &tlen) : NULL;
	int n = 0;
	if (mem && kl_disasm(mem, u->code + at, len, at, u->target) == 0 && fclose(mem) == 0 && text) {
		mem = NULL;
		int first = 1;
		for (char *line = text, *nl; *line; line = nl + 1) {
			nl = strchr(line, '\n');
			if (!nl)
				nl = line + strlen(line) - 1;
			fprintf(out, "    %.*s", (int)(nl - line), line);
			if (first) {
				fputs("   ; ", out);
				kl_insn_print(out, rec);
				fputs(note, out);
			}
			fputc('\n', out);
			first = 0;
			n++;
			if (!nl[1])
				break;
		}
	} else {
		if (mem)
			fclose(mem);
		fprintf(out, "        %6llx  ", (unsigned long long)at);
		int w = 0;
		for (uint32_t b = 0; b < len && w < 10; b++, w++)
			fprintf(out, "%02x", u->code[at + b]);
		fprintf(out, "%*s", (int)(2 * (10 - w) + 1), "");
		kl_insn_print(out, rec);
		fprintf(out, "%s\n", note);
		n = !len ? 0 : strcmp(u->target, "x86_64") ? (int)len / 4 : 1;
	}
	free(text);
	return n;
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
		int cnt[KL_NICLASSES] = {0}, total = 0, last_tag = -1;
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
			static const char *const what[] = {"", "  (move: allocator)", "  (spill)", "  (reload)", "  (entry)"};
			if (l->insn.op == KL_OP_label) {
				fprintf(out, "        %6llx                       ", (unsigned long long)at);
				kl_insn_print(out, &l->insn);
				fputc('\n', out);
			} else {
				int n = list_insns(out, u, at, l->to - l->from, &l->insn, l->origin < 5 ? what[l->origin] : "");
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
