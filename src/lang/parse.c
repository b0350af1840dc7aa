/* src/lang/parse.c -- reading a program: lines, declarations, control lines, flag prefixes;
 * every other line goes to the form table (forms.c).  Also the kl_lang object's lifetime. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define LANG_MAXERRS 100

kl_lang *kl_lang_new(void)
{
	kl_lang *L = calloc(1, sizeof *L);
	return L;
}

void kl_lang_delete(kl_lang *L)
{
	if (!L)
		return;
	for (int k = 0; k < L->nvars; k++)
		free(L->vars[k].name);
	for (int k = 0; k < L->nlabels; k++)
		free(L->labels[k]);
	for (int k = 0; k < L->nsyms; k++)
		free(L->syms[k].name);
	for (int k = 0; k < L->nfuncs; k++) {
		free(L->funcs[k].name);
		if (L->funcs[k].code)
			kl_code_free(L->funcs[k].code);
	}
	free(L->vars);
	free(L->var_index);
	free(L->label_index);
	free(L->labels);
	free(L->label_stmt);
	free(L->label_use);
	free(L->syms);
	free(L->funcs);
	free(L->st);
	free(L->line_at);
	free(L->text);
	free(L->file);
	free(L->errs);
	lang_nodes_free(L);
	free(L);
}

const char *kl_lang_errors(const kl_lang *L) { return L && L->errs ? L->errs : ""; }

void lang_error(kl_lang *L, int line, int col, const char *fmt, ...)
{
	char msg[1024];
	int n;
	L->nerrs++;
	if (L->nerrs > LANG_MAXERRS + 1)
		return;
	if (L->nerrs == LANG_MAXERRS + 1) {
		n = snprintf(msg, sizeof msg, "%s: error: too many errors; stopping\n", L->file ? L->file : "<input>");
	} else {
		n = snprintf(msg, sizeof msg, "%s:%d:%d: error: ", L->file ? L->file : "<input>", line, col);
		va_list ap;
		va_start(ap, fmt);
		n += vsnprintf(msg + n, sizeof msg - (size_t)n - 2, fmt, ap);
		va_end(ap);
		if (n > (int)sizeof msg - 2)
			n = (int)sizeof msg - 2;
		msg[n++] = '\n';
		msg[n] = 0;
	}
	if (L->nerrs_len + (size_t)n + 1 > L->errs_cap) {
		size_t cap = L->errs_cap ? L->errs_cap * 2 : 1024;
		while (cap < L->nerrs_len + (size_t)n + 1)
			cap *= 2;
		char *e = realloc(L->errs, cap);
		if (!e)
			return;
		L->errs = e;
		L->errs_cap = cap;
	}
	memcpy(L->errs + L->nerrs_len, msg, (size_t)n + 1);
	L->nerrs_len += (size_t)n;
}

#define GROW(arr, n, cap)                                                                          \
	do {                                                                                       \
		if ((n) == (cap)) {                                                                \
			int nc_ = (cap) ? (cap) * 2 : 16;                                          \
			void *p_ = realloc((arr), sizeof *(arr) * (size_t)nc_);                    \
			if (!p_)                                                                   \
				return -1;                                                         \
			(arr) = p_;                                                                \
			(cap) = nc_;                                                               \
		}                                                                                  \
	} while (0)

static char *dupn(const char *s, size_t n)
{
	char *d = malloc(n + 1);
	if (d) {
		memcpy(d, s, n);
		d[n] = 0;
	}
	return d;
}

/* Names are found through open-addressing hash tables (a program may declare tens of
 * thousands of variables); a variable's key is its name and its node, a node's variables being
 * its own (node.c). */
static uint32_t name_hash(const char *s, size_t n, int node)
{
	uint32_t h = 2166136261u ^ (uint32_t)node;
	for (size_t k = 0; k < n; k++)
		h = (h ^ (unsigned char)s[k]) * 16777619u;
	return h;
}

static int name_is(const char *name, const char *s, size_t n)
{
	return strncmp(name, s, n) == 0 && name[n] == 0;
}

/* Place entry k (0-based) whose key hashes to h; the table has room (load <= 1/2). */
static void index_put(int *slot, uint32_t cap, uint32_t h, int k)
{
	uint32_t i = h & (cap - 1);
	while (slot[i])
		i = (i + 1) & (cap - 1);
	slot[i] = k + 1;
}

/* Make room for entry number n + 1 (rebuilding the table at twice the size when it would be
 * more than half full); hash(k) gives entry k's hash.  0, or -1 out of memory. */
static int index_grow(int **slot, uint32_t *cap, int n, const kl_lang *L, uint32_t (*hash)(const kl_lang *, int))
{
	if ((uint32_t)(n + 1) * 2 <= *cap)
		return 0;
	uint32_t ncap = *cap ? *cap * 2 : 64;
	int *t = calloc(ncap, sizeof *t);
	if (!t)
		return -1;
	for (int k = 0; k < n; k++)
		index_put(t, ncap, hash(L, k), k);
	free(*slot);
	*slot = t;
	*cap = ncap;
	return 0;
}

static uint32_t var_hash(const kl_lang *L, int k)
{
	const struct var *v = &L->vars[k];
	return name_hash(v->name, strlen(v->name), v->node);
}

static uint32_t label_hash(const kl_lang *L, int k)
{
	return name_hash(L->labels[k], strlen(L->labels[k]), 0);
}

int lang_find_var(const kl_lang *L, const char *s, size_t n)
{
	if (!L->var_icap)
		return -1;
	for (uint32_t i = name_hash(s, n, L->cur_node) & (L->var_icap - 1); L->var_index[i]; i = (i + 1) & (L->var_icap - 1)) {
		const struct var *v = &L->vars[L->var_index[i] - 1];
		if (v->node == L->cur_node && name_is(v->name, s, n))
			return L->var_index[i] - 1;
	}
	return -1;
}

/* Index the variable just filled in at L->vars[L->nvars] and count it.  0, or -1 out of memory. */
static int var_added(kl_lang *L)
{
	if (index_grow(&L->var_index, &L->var_icap, L->nvars, L, var_hash) != 0)
		return -1;
	index_put(L->var_index, L->var_icap, var_hash(L, L->nvars), L->nvars);
	L->nvars++;
	return 0;
}

int lang_label(kl_lang *L, const char *s, size_t n)
{
	if (L->label_icap)
		for (uint32_t i = name_hash(s, n, 0) & (L->label_icap - 1); L->label_index[i]; i = (i + 1) & (L->label_icap - 1))
			if (name_is(L->labels[L->label_index[i] - 1], s, n))
				return L->label_index[i] - 1;
	if (index_grow(&L->label_index, &L->label_icap, L->nlabels, L, label_hash) != 0)
		return -1;
	if (L->nlabels == L->caplabels) {
		int nc = L->caplabels ? L->caplabels * 2 : 16;
		char **a = realloc(L->labels, sizeof *a * (size_t)nc);
		int *b = realloc(L->label_stmt, sizeof *b * (size_t)nc);
		int *c = b ? realloc(L->label_use, sizeof *c * (size_t)nc) : NULL;
		if (a)
			L->labels = a;
		if (b)
			L->label_stmt = b;
		if (c)
			L->label_use = c;
		if (!a || !b || !c)
			return -1;
		L->caplabels = nc;
	}
	L->labels[L->nlabels] = dupn(s, n);
	L->label_stmt[L->nlabels] = -1;
	L->label_use[L->nlabels] = 0;
	if (!L->labels[L->nlabels])
		return -1;
	index_put(L->label_index, L->label_icap, label_hash(L, L->nlabels), L->nlabels);
	return L->nlabels++;
}

int lang_sym(kl_lang *L, const char *s, size_t n)
{
	for (int k = 0; k < L->nsyms; k++)
		if (strlen(L->syms[k].name) == n && memcmp(L->syms[k].name, s, n) == 0)
			return k;
	GROW(L->syms, L->nsyms, L->capsyms);
	L->syms[L->nsyms].name = dupn(s, n);
	/* a placeholder no real address has: the writer of objects finds it in the code */
	L->syms[L->nsyms].value = 0x6b1e5e7a00000000ull | (uint64_t)(0x9d3100 + L->nsyms);
	return L->syms[L->nsyms].name ? L->nsyms++ : -1;
}

static struct stmt *new_stmt(kl_lang *L, int kind, int line, int col)
{
	if (L->nst == L->capst) {
		int nc = L->capst ? L->capst * 2 : 64;
		struct stmt *s = realloc(L->st, sizeof *s * (size_t)nc);
		if (!s)
			return NULL;
		L->st = s;
		L->capst = nc;
	}
	struct stmt *s = &L->st[L->nst++];
	memset(s, 0, sizeof *s);
	s->kind = (uint8_t)kind;
	s->line = line;
	s->col = col;
	s->form = -1;
	s->ops.label = -1;
	return s;
}

static const struct { const char *word; int kind; } decl_words[] = {
	{"int64", VK_INT64}, {"stack64", VK_STACK64}, {"stack128", VK_STACK128},
	{"stack256", VK_STACK256}, {"stack512", VK_STACK512}, {"float64", VK_FLOAT64},
};

static void tokname(char *buf, size_t n, const struct tok *t) { snprintf(buf, n, "%.*s", (int)t->len, t->s); }

static int parse_decl(kl_lang *L, const struct tok *t, int nt, int line, int kind)
{
	if (nt != 2 || t[1].kind != TK_ID) {
		lang_error(L, line, t[nt > 1 ? 1 : 0].col, "a declaration is '%.*s NAME'", (int)t[0].len, t[0].s);
		return 0;
	}
	int v = lang_find_var(L, t[1].s, t[1].len);
	if (v >= 0) {
		lang_error(L, line, t[1].col, "variable '%s' already declared at line %d", L->vars[v].name, L->vars[v].line);
		return 0;
	}
	GROW(L->vars, L->nvars, L->capvars);
	struct var *x = &L->vars[L->nvars];
	x->name = dupn(t[1].s, t[1].len);
	if (!x->name)
		return -1;
	x->kind = (uint8_t)kind;
	x->caller = 0;
	x->input = -1;
	x->line = line;
	x->node = L->cur_node;
	if (var_added(L) != 0) {
		free(x->name);
		return -1;
	}
	return 0;
}

/* input / output / caller NAME */
static int parse_role(kl_lang *L, const struct tok *t, int nt, int line)
{
	char w[32];
	tokname(w, sizeof w, &t[0]);
	if (nt != 2 || t[1].kind != TK_ID) {
		lang_error(L, line, t[nt > 1 ? 1 : 0].col, "'%s' takes one int64 variable", w);
		return 0;
	}
	int v = lang_find_var(L, t[1].s, t[1].len);
	if (v < 0) {
		lang_error(L, line, t[1].col, "undeclared variable '%.*s'", (int)t[1].len, t[1].s);
		return 0;
	}
	if (L->vars[v].kind != VK_INT64 && (w[0] == 'c' || L->vars[v].kind != VK_FLOAT64)) {
		lang_error(L, line, t[1].col, "'%s' needs an int64%s variable; '%s' is not one", w,
			   w[0] == 'c' ? "" : " or float64", L->vars[v].name);
		return 0;
	}
	if (w[0] == 'i') {
		if (L->vars[v].input >= 0) {
			lang_error(L, line, t[1].col, "'%s' is already an input", L->vars[v].name);
			return 0;
		}
		if (L->ninputs == 8) {
			lang_error(L, line, t[1].col, "at most 8 inputs");
			return 0;
		}
		L->vars[v].input = L->ninputs++;
	} else if (w[0] == 'c') {
		L->vars[v].caller = 1;
	} else {
		struct stmt *s = new_stmt(L, ST_FORM, line, t[0].col);
		if (!s)
			return -1;
		/* `output r` is a declaration: recorded as a no-op line naming r (lower.c returns it) */
		s->form = -2;
		s->ops.v[SLOT_R] = v;
	}
	return 0;
}

static const struct { const char *s1, *s2; int bit; } flag_words[] = {
	{"unsigned", "<", FL_ULT}, {"unsigned", ">", FL_UGT}, {"signed", "<", FL_SLT}, {"signed", ">", FL_SGT},
};

/* `goto L` and `goto L if [!]COND` */
static int parse_goto(kl_lang *L, const struct tok *t, int nt, int line)
{
	if (nt < 2 || t[1].kind != TK_ID) {
		lang_error(L, line, t[nt > 1 ? 1 : 0].col, "'goto' needs a label");
		return 0;
	}
	int lab = lang_label(L, t[1].s, t[1].len);
	if (lab < 0)
		return -1;
	if (!L->label_use[lab])
		L->label_use[lab] = line << 12 | (t[1].col & 0xfff);
	if (nt == 2) {
		struct stmt *s = new_stmt(L, ST_GOTO, line, t[0].col);
		if (!s)
			return -1;
		s->ops.label = lab;
		return 0;
	}
	if (!tok_is(&t[2], "if")) {
		lang_error(L, line, t[2].col, "expected 'if' or the end of the line after 'goto %s'", L->labels[lab]);
		return 0;
	}
	int i = 3, neg = 0, bit = 0;
	if (tok_is(&t[i], "!"))
		neg = 1, i++;
	else if (tok_is(&t[i], "!=")) /* "!=" lexes as one token */
		neg = 1, bit = FL_EQ, i++;
	if (!bit) {
		if (tok_is(&t[i], "="))
			bit = FL_EQ, i++;
		else if (tok_is(&t[i], "carry"))
			bit = FL_CARRY, i++;
		else
			for (size_t k = 0; k < sizeof flag_words / sizeof flag_words[0]; k++)
				if (tok_is(&t[i], flag_words[k].s1) && tok_is(&t[i + 1], flag_words[k].s2)) {
					bit = flag_words[k].bit;
					i += 2;
					break;
				}
	}
	if (!bit || i != nt) {
		lang_error(L, line, t[bit ? i : 3 + neg].col,
			   "expected a flag after 'if': [!]= [!]unsigned< [!]unsigned> [!]signed< [!]signed> [!]carry");
		return 0;
	}
	struct stmt *s = new_stmt(L, ST_GOTOIF, line, t[0].col);
	if (!s)
		return -1;
	s->ops.label = lab;
	s->cond = (uint8_t)bit;
	s->neg = (uint8_t)neg;
	return 0;
}

static int parse_line(kl_lang *L, const char *p, size_t len, int line)
{
	struct tok t[LANG_MAXTOK];
	const char *err;
	int ecol;
	if (len > LANG_MAXLINE) {
		lang_error(L, line, LANG_MAXLINE + 1, "line longer than %d bytes", LANG_MAXLINE);
		return 0;
	}
	int nt = lang_lex(p, len, t, LANG_MAXTOK, &err, &ecol);
	if (nt < 0) {
		lang_error(L, line, ecol, "%s", err);
		return 0;
	}
	if (nt == 0)
		return 0;
	for (int k = 0; k < nt; k++)
		if (t[k].kind == TK_HOLE) {
			lang_error(L, line, t[k].col, "unexpected character '$'");
			return 0;
		}
	/* target blocks: "[aarch64 riscv64] {" ... "}" */
	if (nt == 1 && tok_is(&t[0], "}")) {
		if (!L->block_targets)
			lang_error(L, line, t[0].col, "'}' without a target block to close");
		L->block_targets = 0;
		return 0;
	}
	if (nt >= 4 && tok_is(&t[0], "[") && tok_is(&t[nt - 1], "{") && tok_is(&t[nt - 2], "]")) {
		int mask = 0;
		for (int i = 1; i < nt - 2; i++) {
			int bit = t[i].kind == TK_ID ? lang_target_bit(t[i].s, t[i].len) : 0;
			if (!bit) {
				lang_error(L, line, t[i].col, "unknown target '%.*s' (x86_64, aarch64, riscv64)", (int)t[i].len, t[i].s);
				return 0;
			}
			mask |= bit;
		}
		if (L->block_targets) {
			lang_error(L, line, t[0].col, "a target block inside the target block of line %d", L->block_line);
			return 0;
		}
		L->block_targets = mask;
		L->block_line = line;
		return 0;
	}
	if (L->block_targets && t[0].kind == TK_ID &&
	    (tok_is(&t[0], "goto") || tok_is(&t[0], "enter") || tok_is(&t[0], "leave") || tok_is(&t[0], "input") ||
	     tok_is(&t[0], "output") || tok_is(&t[0], "caller") || (nt == 2 && tok_is(&t[1], ":")))) {
		lang_error(L, line, t[0].col,
			   "a target block (line %d) holds instructions that set no flags: no labels, goto, enter, leave, input, output or caller",
			   L->block_line);
		return 0;
	}
	int nodeline = lang_node_line(L, t, nt, line); /* node, endnode, node calls (node.c) */
	if (nodeline)
		return nodeline < 0 ? -1 : 0;
	if (t[0].kind == TK_ID) {
		for (size_t k = 0; k < sizeof decl_words / sizeof decl_words[0]; k++)
			if (tok_is(&t[0], decl_words[k].word) && nt >= 2 && t[1].kind == TK_ID && nt <= 2)
				return parse_decl(L, t, nt, line, decl_words[k].kind);
		if ((tok_is(&t[0], "input") || tok_is(&t[0], "output") || tok_is(&t[0], "caller")) && nt <= 2)
			return parse_role(L, t, nt, line);
		if (tok_is(&t[0], "enter")) {
			if (!(nt == 2 && t[1].kind == TK_ID) &&
			    !(nt == 4 && t[1].kind == TK_ID && tok_is(&t[2], "stackaligned4096") && t[3].kind == TK_ID)) {
				lang_error(L, line, t[nt > 1 ? 1 : 0].col, "expected 'enter NAME' or 'enter NAME stackaligned4096 SYMBOL'");
				return 0;
			}
			for (int k = 0; k < L->nfuncs; k++)
				if (strlen(L->funcs[k].name) == t[1].len && memcmp(L->funcs[k].name, t[1].s, t[1].len) == 0) {
					lang_error(L, line, t[1].col, "function '%s' already entered at line %d", L->funcs[k].name,
						   L->funcs[k].line);
					return 0;
				}
			GROW(L->funcs, L->nfuncs, L->capfuncs);
			struct func *f = &L->funcs[L->nfuncs];
			f->name = dupn(t[1].s, t[1].len);
			f->line = line;
			f->code = NULL;
			f->stmt = L->nst;
			if (!f->name || !new_stmt(L, ST_ENTER, line, t[0].col))
				return -1;
			L->nfuncs++;
			return 0;
		}
		if (tok_is(&t[0], "leave")) {
			if (nt != 1) {
				lang_error(L, line, t[1].col, "'leave' takes nothing");
				return 0;
			}
			return new_stmt(L, ST_LEAVE, line, t[0].col) ? 0 : -1;
		}
		if (tok_is(&t[0], "goto"))
			return parse_goto(L, t, nt, line);
		if (nt == 2 && tok_is(&t[1], ":")) {
			if (lang_find_var(L, t[0].s, t[0].len) >= 0) {
				lang_error(L, line, t[0].col, "'%.*s' is a variable, not a label", (int)t[0].len, t[0].s);
				return 0;
			}
			int lab = lang_label(L, t[0].s, t[0].len);
			if (lab < 0)
				return -1;
			if (L->label_stmt[lab] >= 0) {
				lang_error(L, line, t[0].col, "label '%s' already defined at line %d", L->labels[lab],
					   L->st[L->label_stmt[lab]].line);
				return 0;
			}
			L->label_stmt[lab] = L->nst;
			struct stmt *s = new_stmt(L, ST_LABEL, line, t[0].col);
			if (!s)
				return -1;
			s->ops.label = lab;
			return 0;
		}
	}
	/* kiln's target marks: "[aarch64 riscv64] line" */
	int i = 0, fl = 0, targets = 0;
	if (tok_is(&t[0], "[")) {
		for (i = 1; t[i].kind == TK_ID; i++) {
			int bit = lang_target_bit(t[i].s, t[i].len);
			if (!bit) {
				lang_error(L, line, t[i].col, "unknown target '%.*s' (x86_64, aarch64, riscv64)", (int)t[i].len, t[i].s);
				return 0;
			}
			targets |= bit;
		}
		if (!tok_is(&t[i], "]") || !targets) {
			lang_error(L, line, t[i].col, "expected target names and ']': [x86_64 aarch64 riscv64] LINE");
			return 0;
		}
		i++;
	}
	if (L->block_targets) {
		if (targets) {
			lang_error(L, line, t[0].col, "a target mark inside the target block of line %d", L->block_line);
			return 0;
		}
		targets = L->block_targets;
	}
	int first = i;
	/* flag prefixes: =? unsigned<? unsigned>? signed<? signed>? carry? */
	for (;;) {
		if (tok_is(&t[i], "=?")) {
			fl |= FL_EQ, i++;
			continue;
		}
		if (tok_is(&t[i], "carry") && tok_is(&t[i + 1], "?")) {
			fl |= FL_CARRY, i += 2;
			continue;
		}
		int hit = 0;
		for (size_t k = 0; k < sizeof flag_words / sizeof flag_words[0]; k++)
			if (tok_is(&t[i], flag_words[k].s1) &&
			    tok_is(&t[i + 1], flag_words[k].s2[0] == '<' ? "<?" : ">?")) {
				fl |= flag_words[k].bit, i += 2, hit = 1;
				break;
			}
		if (!hit)
			break;
	}
	if (i > first && i == nt) {
		lang_error(L, line, t[nt].col, "a flag prefix needs an instruction after it");
		return 0;
	}
	if (targets && (fl || i == nt || tok_is(&t[i], "goto") || tok_is(&t[i], "enter") || tok_is(&t[i], "leave") ||
			(nt == i + 2 && tok_is(&t[i + 1], ":")))) {
		lang_error(L, line, t[0].col,
			   "a line for some targets must be an instruction that sets no flags (not a label, goto, enter or leave)");
		return 0;
	}
	struct operands ops;
	int f = lang_match(L, t + i, nt - i, line, &ops);
	if (f < 0)
		return 0;
	if (fl & ~lang_forms[f].flags) {
		int bad = fl & ~lang_forms[f].flags;
		static const char *const names[] = {"=", "unsigned<", "unsigned>", "signed<", "signed>", "carry"};
		int b = 0;
		while (!(bad >> b & 1))
			b++;
		lang_error(L, line, t[first].col, "this form cannot set flag '%s'%s", names[b],
			   lang_forms[f].flags ? "" : " (it sets no flags a program may test)");
		return 0;
	}
	if (lang_forms[f].lower == LW_STK_W32_ZERO || lang_forms[f].lower == LW_STK_W32_LD) {
		static const int size[] = {8, 8, 16, 32, 64};
		int v = ops.v[SLOT_KB];
		if (ops.m < 0 || ops.m >= size[L->vars[v].kind] / 4) {
			lang_error(L, line, t[i].col, "word %lld is outside '%s' (%d bytes)", (long long)ops.m, L->vars[v].name,
				   size[L->vars[v].kind]);
			return 0;
		}
	}
	if (ops.sym < 0 && lang_forms[f].lower == LW_SYM)
		return -1;
	struct stmt *s = new_stmt(L, ST_FORM, line, t[i].col);
	if (!s)
		return -1;
	s->form = f;
	s->ops = ops;
	s->setflags = (uint8_t)fl;
	s->targets = (uint8_t)targets;
	return 0;
}

int kl_lang_parse(kl_lang *L, const char *name, const char *text, size_t len)
{
	if (!L)
		return 1;
	if (L->parsed) {
		lang_error(L, 0, 0, "kl_lang_parse: this kl_lang already holds a program");
		return L->nerrs;
	}
	L->parsed = 1;
	L->file = strdup(name ? name : "<input>");
	L->text = malloc(len + 1);
	if (!L->file || !L->text) {
		lang_error(L, 0, 0, "out of memory");
		return L->nerrs;
	}
	memcpy(L->text, text, len);
	L->text[len] = 0;
	L->len = len;
	size_t nl = 1;
	for (size_t k = 0; k < len; k++)
		nl += text[k] == '\n';
	L->line_at = malloc(sizeof *L->line_at * (nl + 1));
	if (!L->line_at) {
		lang_error(L, 0, 0, "out of memory");
		return L->nerrs;
	}
	size_t at = 0;
	int line = 0;
	while (at <= len) {
		size_t e = at;
		while (e < len && L->text[e] != '\n')
			e++;
		L->line_at[line++] = at;
		if (e == len && at == len)
			break;
		if (parse_line(L, L->text + at, e - at, line) < 0) {
			lang_error(L, line, 1, "out of memory");
			return L->nerrs;
		}
		if (L->nerrs > LANG_MAXERRS)
			break;
		at = e + 1;
	}
	L->line_at[line] = len + 1;
	L->nlines = line;
	if (L->block_targets && L->nerrs <= LANG_MAXERRS)
		lang_error(L, L->block_line, 1, "the target block opened here is not closed with '}'");
	lang_node_check(L);
	if (L->nerrs)
		return L->nerrs;
	for (int k = 0; k < L->nlabels; k++)
		if (L->label_stmt[k] < 0)
			lang_error(L, L->label_use[k] >> 12, L->label_use[k] & 0xfff, "undefined label '%s'", L->labels[k]);
	if (!L->nfuncs && !L->nerrs)
		lang_error(L, L->nlines ? L->nlines : 1, 1, "no function: the program has no 'enter NAME' line");
	if (!L->nerrs)
		lang_analyse(L);
	return L->nerrs;
}

int lang_target_bit(const char *s, size_t n)
{
	static const char *const names[] = {"x86_64", "aarch64", "riscv64"};
	for (int k = 0; k < 3; k++)
		if (strlen(names[k]) == n && memcmp(names[k], s, n) == 0)
			return 1 << k;
	return 0;
}

int kl_lang_set_target(kl_lang *L, const char *target)
{
	int bit = target ? lang_target_bit(target, strlen(target)) : 0;
	if (!L || (target && !bit))
		return KL_ERR_OPERAND;
	L->target_bit = bit;
	return 0;
}

int kl_lang_nfuncs(const kl_lang *L) { return L ? L->nfuncs : 0; }
const char *kl_lang_func_name(const kl_lang *L, int k) { return L && k >= 0 && k < L->nfuncs ? L->funcs[k].name : NULL; }
int kl_lang_func_line(const kl_lang *L, int k) { return L && k >= 0 && k < L->nfuncs ? L->funcs[k].line : 0; }
int kl_lang_nsyms(const kl_lang *L) { return L ? L->nsyms : 0; }
const char *kl_lang_sym_name(const kl_lang *L, int k) { return L && k >= 0 && k < L->nsyms ? L->syms[k].name : NULL; }
uint64_t kl_lang_sym_value(const kl_lang *L, int k) { return L && k >= 0 && k < L->nsyms ? L->syms[k].value : 0; }
void kl_lang_set_resolver(kl_lang *L, void *(*resolve)(const char *, void *), void *arg)
{
	L->resolve = resolve;
	L->resolve_arg = arg;
}

const char *kl_lang_line(const kl_lang *L, int n, size_t *len)
{
	if (!L || n < 1 || n > L->nlines)
		return NULL;
	size_t a = L->line_at[n - 1], b = L->line_at[n] - 1;
	if (b > L->len)
		b = L->len;
	if (len)
		*len = b - a;
	return L->text + a;
}

struct stmt *lang_stmt_new(kl_lang *L, int kind, int line, int col) { return new_stmt(L, kind, line, col); }
