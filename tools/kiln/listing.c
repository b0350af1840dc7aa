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

/* 1 when rec is a register move that the target's model renames instead of executing */
static int moves_renamed(const struct kiln_unit *u, const kl_insn *in)
{
	const struct kl_model *m = model_of(u->target);
	return m && m->move_elim && kl_is_move(in->op);
}

/* 1 when one disassembled x86-64 line (its text from the mnemonic on) is `mov reg, reg`: inside
 * another record's sequence (a two-address rotate's copy, `mov eax, r8d; rol eax, 18`) a model
 * with move_elim renames it too */
static int x86_reg_move(const struct kiln_unit *u, const char *text)
{
	const struct kl_model *m = model_of(u->target);
	if (!m || !m->move_elim || strcmp(u->target, "x86_64") || strncmp(text, "mov ", 4))
		return 0;
	const char *comma = strchr(text, ',');
	if (!comma || strchr(text, '[') || strchr(text, ';'))
		return 0;
	while (*++comma == ' ')
		;
	return (*comma >= 'a' && *comma <= 'z'); /* a register, not an immediate */
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
 * at least max(total / width, max over S of busy(S) / |S|) cycles.  A load-and-op counts in
 * both of its classes (kl_iclass2_of) and once in total; on a model with move_elim a register
 * move (cnt[KL_NICLASSES]) in the total only. */
static void block_end(FILE *out, const struct kiln_unit *u, const int *cnt, int total)
{
	if (!total)
		return;
	fprintf(out, "        ; block: %d instruction%s:", total, total == 1 ? "" : "s");
	for (int c = 0; c < KL_NICLASSES; c++)
		if (cnt[c])
			fprintf(out, " %d %s", cnt[c], kl_iclass_name(c) ? kl_iclass_name(c) : "?");
	if (cnt[KL_NICLASSES])
		fprintf(out, " %d move%s (renamed: no unit)", cnt[KL_NICLASSES], cnt[KL_NICLASSES] == 1 ? "" : "s");
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

static int starts(const char *s, const char *w) { return !strncmp(s, w, strlen(w)); }

/* The class of one machine instruction of a branch record (a return is its epilogue, a constant
 * and the return; a far branch two jumps): by its mnemonic; -1 for the padding after an
 * unconditional jump or return (never executed). */
static int machine_class(const char *target, const char *text, int *after_jump)
{
	char m[16];
	int k = 0;
	while (text[k] && text[k] != ' ' && text[k] != '\n' && k < 15)
		m[k] = text[k], k++;
	m[k] = 0;
	const char *ops = text + k;
	if (*after_jump)
		return -1;
	int jump = 0, br = 0;
	if (!strcmp(target, "x86_64")) {
		jump = !strcmp(m, "ret") || !strcmp(m, "jmp");
		br = jump || m[0] == 'j';
		if (br)
			return *after_jump = jump, KL_IC_BRANCH;
		if (!strcmp(m, "pop"))
			return KL_IC_LOAD;
		if (!strcmp(m, "push"))
			return KL_IC_STORE;
		const char *comma = strchr(ops, ',');
		if (comma && strchr(comma, '['))
			return KL_IC_LOAD;
		if (comma && strchr(ops, '[') && strchr(ops, '[') < comma)
			return KL_IC_STORE;
		return KL_IC_ALU;
	}
	if (!strcmp(target, "aarch64")) {
		jump = !strcmp(m, "ret") || !strcmp(m, "b") || !strcmp(m, "br");
		br = jump || starts(m, "b.") || starts(m, "cb") || starts(m, "tb") || !strcmp(m, "blr") || !strcmp(m, "bl");
		if (br)
			return *after_jump = jump, KL_IC_BRANCH;
		if (starts(m, "ld"))
			return KL_IC_LOAD;
		if (starts(m, "st"))
			return KL_IC_STORE;
		return KL_IC_ALU;
	}
	jump = !strcmp(m, "ret") || !strcmp(m, "j") || !strcmp(m, "jr") || (!strcmp(m, "jalr") && starts(ops, " zero")) ||
	       (!strcmp(m, "jal") && starts(ops, " zero"));
	br = jump || m[0] == 'b' || starts(m, "jal");
	if (br)
		return *after_jump = jump, KL_IC_BRANCH;
	if (m[0] == 'l' || starts(m, "fl"))
		return starts(m, "lui") ? KL_IC_ALU : KL_IC_LOAD;
	if ((m[0] == 's' && (m[1] == 'b' || m[1] == 'h' || m[1] == 'w' || m[1] == 'd') && !m[2]) || starts(m, "fs"))
		return KL_IC_STORE;
	return KL_IC_ALU;
}

/* the machine instructions of bytes [from, to) of the code: disassembled lines (kl_disasm),
 * each followed by note; counted into cnt (the record's class; a branch record's instructions
 * by machine_class) and their count returned.  Without a disassembler, the record itself. */
static int list_insns(FILE *out, const struct kiln_unit *u, uint64_t at, uint32_t len, const kl_insn *rec, const char *note,
		      int *cnt)
{
	int cls = iclass(rec), after_jump = 0;
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
			int c = cls;
			char one[128] = ""; /* this line's text alone, from the mnemonic on */
			if (nl - line > 47)
				snprintf(one, sizeof one, "%.*s", (int)(nl - line - 47), line + 47);
			if (cls == KL_IC_BRANCH && one[0])
				c = machine_class(u->target, one, &after_jump);
			if (c >= 0 && c == cls && (moves_renamed(u, rec) || x86_reg_move(u, one)))
				cnt[KL_NICLASSES]++, n++; /* issues, takes no unit */
			else if (c >= 0)
				cnt[c]++, n++;
			if (c >= 0 && first && c == cls && kl_iclass2_of(rec->op) >= 0)
				cnt[kl_iclass2_of(rec->op)]++; /* load-and-op: its ALU too, one issue */
			if (c < 0)
				fputs("   ; (padding)", out);
			if (first) {
				fputs("   ; ", out);
				kl_insn_print(out, rec);
				fputs(note, out);
			}
			fputc('\n', out);
			first = 0;
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
		cnt[moves_renamed(u, rec) ? KL_NICLASSES : cls] += n;
		if (n && kl_iclass2_of(rec->op) >= 0)
			cnt[kl_iclass2_of(rec->op)]++;
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
				"%s (%s): %u instructions, %u virtual registers, at most %u live, %u spill stores, %u reloads",
				fn->name, u->target, s->insns, s->nvregs, s->maxlive, s->spill_stores, s->reloads);
			if (s->folded)
				fprintf(out, " (%u of them memory operands)", s->folded);
			fprintf(out, ", %u moves inserted, %u removed, %u bytes of spill slots, spill code %.1f%%\n", s->moves,
				s->removed, s->frame, 100.0 * ko_spill_fraction(s));
			continue;
		}
		fprintf(out, "%s: %s, %llu bytes at .text+%#llx; %u spill stores, %u reloads, %u moves\n", fn->name,
			u->target, (unsigned long long)fn->size, (unsigned long long)fn->at, s->spill_stores, s->reloads,
			s->moves);
		const struct kl_model *m = model_of(u->target);
		if (m && m->opcache > 0 && m->decode_width > 0 && m->fetch_bytes > 0 && s->insns > (uint32_t)m->opcache) {
			/* too big for the op cache: the decoders' rate, beside the blocks' bounds */
			unsigned long long by_n = s->insns / (unsigned)m->decode_width, by_b = fn->size / (unsigned)m->fetch_bytes;
			fprintf(out,
				"        ; %u instructions: more than the op cache of %s holds (%d), so the decoders feed "
				"them, %d instructions and about %d bytes a cycle: about %llu cycles a pass\n",
				s->insns, m->core, m->opcache, m->decode_width, m->fetch_bytes, by_n > by_b ? by_n : by_b);
		}
		int cnt[KL_NICLASSES + 1] = {0}, total = 0, last_tag = -1; /* + renamed moves */
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
				total += list_insns(out, u, at, l->to - l->from, &l->insn, l->origin < 5 ? what[l->origin] : "", cnt);
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
