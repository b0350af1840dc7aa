/* src/lang/flow.c -- control flow of a program: successors of each line, the flags every
 * conditional goto reads (set on every path, by lines of one kind), and which flag-setting
 * lines can branch on their operands directly (their flags die right after the gotos that
 * follow them). */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static int reads_carry(const struct stmt *s)
{
	if (s->kind != ST_FORM || s->form < 0)
		return 0;
	int lw = lang_forms[s->form].lower;
	return lw == LW_CARRY_RR || lw == LW_CARRY_RI || lw == LW_LOADOP_C || lw == LW_STK_OP_C;
}

/* a line that reads flags the way a conditional goto does: the flag in *cond, `!` in *neg */
static int reads_cond(const struct stmt *s, int *cond, int *neg)
{
	if (s->kind == ST_GOTOIF) {
		*cond = s->cond, *neg = s->neg;
		return 1;
	}
	if (s->kind == ST_FORM && s->form >= 0 && lang_forms[s->form].lower == LW_CMOV) {
		*cond = s->ops.cond, *neg = s->ops.neg;
		return 1;
	}
	return 0;
}

/* the flags a line leaves (in: those valid before it) */
static int transfer(const struct stmt *s, int in, int in_kinds, int *out_kinds)
{
	*out_kinds = in_kinds;
	switch (s->kind) {
	case ST_ENTER:
		*out_kinds = 0;
		return 0;
	case ST_FORM:
		if (s->form < 0 || lang_forms[s->form].fkind == FK_NONE)
			return in;
		*out_kinds = s->setflags ? 1 << lang_forms[s->form].fkind : 0;
		return s->setflags;
	default:
		return in;
	}
}

int lang_succ(const kl_lang *L, int k, int *s)
{
	const struct stmt *st = &L->st[k];
	switch (st->kind) {
	case ST_GOTO:
		s[0] = L->label_stmt[st->ops.label];
		return 1;
	case ST_GOTOIF:
		s[0] = k + 1;
		s[1] = L->label_stmt[st->ops.label];
		return k + 1 < L->nst ? 2 : (s[0] = s[1], 1);
	case ST_LEAVE:
		return 0;
	default:
		if (k + 1 >= L->nst)
			return 0;
		s[0] = k + 1;
		return 1;
	}
}

/* no conditional goto can read the flags at line k before they are replaced */
static int flags_dead(const kl_lang *L, int k, unsigned char *mark)
{
	for (int steps = 0; steps < 100000 && k < L->nst; steps++) {
		if (mark[k])
			return 1;
		mark[k] = 1;
		const struct stmt *s = &L->st[k];
		int c, ng;
		if (reads_cond(s, &c, &ng) || reads_carry(s))
			return 0;
		if (s->kind == ST_LEAVE || s->kind == ST_ENTER)
			return 1;
		if (s->kind == ST_FORM && s->form >= 0 && lang_forms[s->form].fkind != FK_NONE)
			return 1;
		if (s->kind == ST_GOTO)
			k = L->label_stmt[s->ops.label];
		else
			k++;
	}
	return 1;
}

static const char *flag_name(int bit)
{
	switch (bit) {
	case FL_EQ: return "=";
	case FL_ULT: return "unsigned<";
	case FL_UGT: return "unsigned>";
	case FL_SLT: return "signed<";
	case FL_SGT: return "signed>";
	default: return "carry";
	}
}

int lang_analyse(kl_lang *L)
{
	int n = L->nst;
	unsigned char *in = malloc((size_t)n + 1), *kinds = malloc((size_t)n + 1), *seen = calloc((size_t)n + 1, 1);
	int *work = malloc(sizeof *work * ((size_t)n * 4 + 8));
	unsigned char *mark = malloc((size_t)n + 1);
	if (!in || !kinds || !seen || !work || !mark) {
		free(in), free(kinds), free(seen), free(work), free(mark);
		lang_error(L, 0, 0, "out of memory");
		return -1;
	}
	int nw = 0;
	for (int f = 0; f < L->nfuncs; f++) {
		int k = L->funcs[f].stmt;
		in[k] = 0;
		kinds[k] = 0;
		seen[k] = 1;
		work[nw++] = k;
	}
	/* forward: flags valid on every path (and), kinds of their setters (or) */
	while (nw) {
		int k = work[--nw];
		int ok, om = transfer(&L->st[k], in[k], kinds[k], &ok);
		int s[2], ns = lang_succ(L, k, s);
		if (ns == 0 && L->st[k].kind != ST_LEAVE && L->st[k].kind != ST_GOTO) {
			lang_error(L, L->st[k].line, 1, "control runs past the last line: end the function with 'leave'");
			continue;
		}
		for (int j = 0; j < ns; j++) {
			int t = s[j];
			if (L->st[t].kind == ST_ENTER) {
				if (L->st[k].kind != ST_GOTO && L->st[k].kind != ST_GOTOIF)
					lang_error(L, L->st[t].line, 1,
						   "control falls into 'enter' from the line before: end that function with 'leave' or 'goto'");
				else
					lang_error(L, L->st[k].line, L->st[k].col, "a goto to a label of an 'enter' line");
				continue;
			}
			int nm = seen[t] ? (in[t] & om) : om, nk = seen[t] ? (kinds[t] | ok) : ok;
			if (!seen[t] || nm != in[t] || nk != kinds[t]) {
				seen[t] = 1;
				in[t] = (unsigned char)nm;
				kinds[t] = (unsigned char)nk;
				if (nw < n * 4 + 8)
					work[nw++] = t;
			}
		}
	}
	for (int k = 0; k < n; k++) {
		struct stmt *s = &L->st[k];
		s->seen = seen[k];
		s->reach_mask = in[k];
		if (!seen[k])
			continue;
		int cond, neg;
		if (reads_cond(s, &cond, &neg)) {
			if (!(in[k] & cond)) {
				if (s->kind == ST_GOTOIF)
					lang_error(L, s->line, s->col,
						   "'goto %s if %s%s': flag %s is not set on every path to this line (set it with a prefix, e.g. '%s? a - b')",
						   L->labels[s->ops.label], neg ? "!" : "", flag_name(cond), flag_name(cond),
						   flag_name(cond));
				else
					lang_error(L, s->line, s->col,
						   "'... if %s%s': flag %s is not set on every path to this line (set it with a prefix, e.g. '%s? a - b')",
						   neg ? "!" : "", flag_name(cond), flag_name(cond), flag_name(cond));
				continue;
			}
			int ks = kinds[k];
			if (cond == FL_ULT && (ks & 1 << FK_ADD) && (ks & (1 << FK_SUB | 1 << FK_LOGIC)))
				lang_error(L, s->line, s->col,
					   "flag unsigned< here comes from an addition on one path and a subtraction on another");
			if ((ks & 1 << FK_FCMP) && (ks & ~(1 << FK_FCMP)))
				lang_error(L, s->line, s->col,
					   "the flags here come from a float64 compare on one path and an integer line on another");
			s->setter_kind = ks & 1 << FK_FCMP ? FK_FCMP : ks & 1 << FK_ADD ? FK_ADD : FK_SUB;
		}
		if (reads_carry(s) && !(in[k] & FL_CARRY))
			lang_error(L, s->line, s->col, "'+ carry': the carry flag is not set on every path to this line (set it with 'carry? ...')");
	}
	/* direct flags: readers are exactly the conditional gotos right after the setter */
	for (int k = 0; k < n; k++) {
		struct stmt *s = &L->st[k];
		if (s->kind != ST_FORM || !s->setflags || !seen[k])
			continue;
		int lw = lang_forms[s->form].lower, fk = lang_forms[s->form].fkind;
		int ok = lw == LW_CMP_RR || lw == LW_CMP_RI || lw == LW_FCMP ||
			 ((lw == LW_BIN_RR || lw == LW_BIN_RI) && (fk == FK_ADD || fk == FK_LOGIC));
		if (!ok)
			continue;
		int w = k + 1;
		while (w < n && L->st[w].kind == ST_GOTOIF)
			w++;
		memset(mark, 0, (size_t)n + 1);
		if (w < n && !flags_dead(L, w, mark))
			continue;
		for (int g = k + 1; g < w && ok; g++) {
			memset(mark, 0, (size_t)n + 1);
			ok = flags_dead(L, L->label_stmt[L->st[g].ops.label], mark);
		}
		s->direct = (uint8_t)ok;
	}
	free(in), free(kinds), free(seen), free(work), free(mark);
	return L->nerrs ? -1 : 0;
}
