/* src/lang/node.c -- nodes in kiln's language: `node NAME` ... `endnode` (local declarations,
 * `input`/`output` lines, straight-line forms, calls of earlier nodes) and calls
 * `y0 y1 = NAME(x0 x1 x2)`; each becomes an optimizing-tier node (ko_node_begin) and its calls
 * ko_node_call.  A node's lines leave the program's statement list at `endnode`: functions'
 * control flow never sees them. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

struct lang_call {
	int node; /* index in nodes */
	int *vars; /* outputs then inputs */
	int nout, nin;
};

struct lang_node {
	char *name;
	int line;
	int *in, nin, capin;
	int *out, nout, capout;
	struct stmt *st; /* the body */
	int nst;
	ko_node id;      /* in the function being built */
	unsigned char used;
};

struct lang_nodes {
	struct lang_node *n;
	int count, cap;
	struct lang_call *calls;
	int ncalls, capcalls;
	int body_first; /* the open node's first statement */
};

void lang_nodes_free(kl_lang *L)
{
	struct lang_nodes *ns = L->nodes;
	if (!ns)
		return;
	for (int k = 0; k < ns->count; k++) {
		free(ns->n[k].name);
		free(ns->n[k].in);
		free(ns->n[k].out);
		free(ns->n[k].st);
	}
	for (int k = 0; k < ns->ncalls; k++)
		free(ns->calls[k].vars);
	free(ns->n);
	free(ns->calls);
	free(ns);
	L->nodes = NULL;
}

static int grow(void **arr, int *cap, int need, size_t elem)
{
	if (need <= *cap)
		return 0;
	int nc = *cap ? *cap * 2 : 8;
	while (nc < need)
		nc *= 2;
	void *p = realloc(*arr, (size_t)nc * elem);
	if (!p)
		return -1;
	*arr = p;
	*cap = nc;
	return 0;
}

static int find_node(const kl_lang *L, const char *s, size_t n)
{
	const struct lang_nodes *ns = L->nodes;
	for (int k = 0; ns && k < ns->count; k++)
		if (strlen(ns->n[k].name) == n && memcmp(ns->n[k].name, s, n) == 0)
			return k;
	return -1;
}

static struct lang_node *open_node(kl_lang *L) { return L->cur_node ? &L->nodes->n[L->cur_node - 1] : NULL; }

/* `node NAME` */
static int begin_node(kl_lang *L, const struct tok *t, int line)
{
	if (L->cur_node) {
		lang_error(L, line, t[0].col, "node '%.*s' inside node '%s' (end that one with 'endnode' first)", (int)t[1].len,
			   t[1].s, open_node(L)->name);
		return 1;
	}
	if (!L->nodes && !(L->nodes = calloc(1, sizeof *L->nodes)))
		return -1;
	struct lang_nodes *ns = L->nodes;
	int old = find_node(L, t[1].s, t[1].len);
	if (old >= 0) {
		lang_error(L, line, t[1].col, "node '%s' already defined at line %d", ns->n[old].name, ns->n[old].line);
		return 1;
	}
	if (grow((void **)&ns->n, &ns->cap, ns->count + 1, sizeof *ns->n))
		return -1;
	struct lang_node *n = &ns->n[ns->count];
	memset(n, 0, sizeof *n);
	n->name = malloc((size_t)t[1].len + 1);
	if (!n->name)
		return -1;
	memcpy(n->name, t[1].s, t[1].len);
	n->name[t[1].len] = 0;
	n->line = line;
	ns->count++;
	L->cur_node = ns->count;
	ns->body_first = L->nst;
	return 1;
}

/* `input X` / `output X` inside a node */
static int node_role(kl_lang *L, const struct tok *t, int nt, int line)
{
	struct lang_node *n = open_node(L);
	int out = tok_is(&t[0], "output");
	if (nt != 2 || t[1].kind != TK_ID) {
		lang_error(L, line, t[nt > 1 ? 1 : 0].col, "'%s' takes one int64 variable of the node", out ? "output" : "input");
		return 1;
	}
	int v = lang_find_var(L, t[1].s, t[1].len);
	if (v < 0) {
		lang_error(L, line, t[1].col, "undeclared variable '%.*s' (a node's inputs and outputs are declared in it)",
			   (int)t[1].len, t[1].s);
		return 1;
	}
	int *list = out ? n->out : n->in, cnt = out ? n->nout : n->nin;
	for (int k = 0; k < cnt; k++)
		if (list[k] == v) {
			lang_error(L, line, t[1].col, "'%s' is already an %s of node '%s'", L->vars[v].name, out ? "output" : "input",
				   n->name);
			return 1;
		}
	if (out ? grow((void **)&n->out, &n->capout, n->nout + 1, sizeof *n->out)
		: grow((void **)&n->in, &n->capin, n->nin + 1, sizeof *n->in))
		return -1;
	if (out)
		n->out[n->nout++] = v;
	else
		n->in[n->nin++] = v;
	return 1;
}

static int is_carry_reader(int lw) { return lw == LW_CARRY_RR || lw == LW_CARRY_RI || lw == LW_LOADOP_C || lw == LW_STK_OP_C; }

/* `endnode`: check the body and take it out of the program's statements */
static int end_node(kl_lang *L, const struct tok *t, int line)
{
	struct lang_node *n = open_node(L);
	struct lang_nodes *ns = L->nodes;
	if (!n) {
		lang_error(L, line, t[0].col, "'endnode' without 'node'");
		return 1;
	}
	int first = ns->body_first, cnt = L->nst - first;
	if (!n->nout)
		lang_error(L, line, t[0].col, "node '%s' has no output (declare them with 'output NAME')", n->name);
	for (int k = first; k < L->nst; k++) {
		const struct stmt *s = &L->st[k];
		if (s->kind != ST_FORM && s->kind != ST_NODECALL)
			continue; /* the other lines were refused as they came */
		if (s->kind == ST_NODECALL)
			continue;
		int lw = s->form >= 0 ? lang_forms[s->form].lower : LW_NOP;
		if (s->setflags || is_carry_reader(lw))
			lang_error(L, s->line, s->col, "a node's body sets and reads no flags (no flag prefix, no '+ carry')");
		else if (lw == LW_SYM)
			lang_error(L, s->line, s->col, "'&SYMBOL' is not allowed in a node (pass the address as an input)");
		else if (lw == LW_COPY || lw == LW_FILL)
			lang_error(L, s->line, s->col, "a copy or fill loop is not straight-line code: not allowed in a node");
		else if (s->targets)
			lang_error(L, s->line, s->col, "a node's lines are for every target (no '[target]' mark)");
	}
	/* each output is an input or written somewhere in the body */
	for (int j = 0; j < n->nout; j++) {
		int v = n->out[j], found = 0;
		for (int i = 0; i < n->nin; i++)
			found |= n->in[i] == v;
		for (int k = first; k < L->nst && !found; k++) {
			const struct stmt *s = &L->st[k];
			if (s->kind == ST_FORM)
				found = s->ops.v[SLOT_R] == v;
			else if (s->kind == ST_NODECALL)
				for (int o = 0; o < ns->calls[s->ops.n].nout; o++)
					found |= ns->calls[s->ops.n].vars[o] == v;
		}
		if (!found)
			lang_error(L, line, t[0].col, "output '%s' of node '%s' is neither an input nor set in its body",
				   L->vars[v].name, n->name);
	}
	if (cnt > 0) {
		n->st = malloc(sizeof *n->st * (size_t)cnt);
		if (!n->st)
			return -1;
		memcpy(n->st, &L->st[first], sizeof *n->st * (size_t)cnt);
		n->nst = cnt;
	}
	L->nst = first;
	L->cur_node = 0;
	return 1;
}

/* `y0 y1 = NAME(x0 x1)`: 1 when the line has that shape (handled, maybe with an error), 0 when not */
static int node_call(kl_lang *L, const struct tok *t, int nt, int line)
{
	int eq = 0;
	while (eq < nt && t[eq].kind == TK_ID)
		eq++;
	if (eq < 1 || eq + 3 >= nt || !tok_is(&t[eq], "=") || t[eq + 1].kind != TK_ID || !tok_is(&t[eq + 2], "(") ||
	    !tok_is(&t[nt - 1], ")"))
		return 0;
	for (int k = eq + 3; k < nt - 1; k++)
		if (t[k].kind != TK_ID)
			return 0;
	int nd = find_node(L, t[eq + 1].s, t[eq + 1].len);
	if (nd < 0 || (L->cur_node && nd == L->cur_node - 1)) {
		lang_error(L, line, t[eq + 1].col, "'%.*s' is not a node defined before this line%s", (int)t[eq + 1].len,
			   t[eq + 1].s, nd >= 0 ? " (a node cannot call itself)" : "");
		return 1;
	}
	struct lang_nodes *ns = L->nodes;
	const struct lang_node *n = &ns->n[nd];
	int nout = eq, nin = nt - 1 - (eq + 3);
	if (nout != n->nout || nin != n->nin) {
		lang_error(L, line, t[nout != n->nout ? 0 : eq + 3].col,
			   "node '%s' has %d input%s and %d output%s; this call gives %d and %d", n->name, n->nin,
			   n->nin == 1 ? "" : "s", n->nout, n->nout == 1 ? "" : "s", nin, nout);
		return 1;
	}
	int *vars = malloc(sizeof *vars * (size_t)(nout + nin + 1));
	if (!vars)
		return -1;
	int bad = 0;
	for (int k = 0; k < nout + nin && !bad; k++) {
		const struct tok *w = &t[k < nout ? k : eq + 3 + (k - nout)];
		int v = lang_find_var(L, w->s, w->len);
		if (v < 0) {
			lang_error(L, line, w->col, "undeclared variable '%.*s'", (int)w->len, w->s);
			bad = 1;
		} else if (L->vars[v].kind != VK_INT64) {
			lang_error(L, line, w->col, "'%s' is not an int64 variable (node inputs and outputs are int64)",
				   L->vars[v].name);
			bad = 1;
		}
		for (int j = 0; j < k && k < nout && !bad; j++)
			if (vars[j] == v) {
				lang_error(L, line, w->col, "'%s' is an output twice", L->vars[v].name);
				bad = 1;
			}
		vars[k] = v;
	}
	if (bad || grow((void **)&ns->calls, &ns->capcalls, ns->ncalls + 1, sizeof *ns->calls)) {
		free(vars);
		return bad ? 1 : -1;
	}
	struct stmt *s = lang_stmt_new(L, ST_NODECALL, line, t[0].col);
	if (!s) {
		free(vars);
		return -1;
	}
	s->ops.n = ns->ncalls;
	ns->calls[ns->ncalls++] = (struct lang_call){.node = nd, .vars = vars, .nout = nout, .nin = nin};
	return 1;
}

int lang_node_line(kl_lang *L, const struct tok *t, int nt, int line)
{
	if (nt == 2 && tok_is(&t[0], "node") && t[1].kind == TK_ID)
		return begin_node(L, t, line);
	if (nt == 1 && tok_is(&t[0], "endnode"))
		return end_node(L, t, line);
	if (L->cur_node && t[0].kind == TK_ID) {
		if ((tok_is(&t[0], "input") || tok_is(&t[0], "output")) && nt <= 2)
			return node_role(L, t, nt, line);
		static const char *const refused[] = {"enter", "leave", "goto", "caller", "stack64", "stack128", "stack256", "stack512"};
		for (size_t k = 0; k < sizeof refused / sizeof refused[0]; k++)
			if (tok_is(&t[0], refused[k])) {
				lang_error(L, line, t[0].col, "'%s' is not allowed in a node (node '%s' holds straight-line code over "
					   "int64 variables; end it with 'endnode')", refused[k], open_node(L)->name);
				return 1;
			}
		if (nt == 2 && tok_is(&t[1], ":")) {
			lang_error(L, line, t[0].col, "a label is not allowed in a node (node '%s')", open_node(L)->name);
			return 1;
		}
	}
	return node_call(L, t, nt, line);
}

void lang_node_check(kl_lang *L)
{
	if (L->cur_node)
		lang_error(L, open_node(L)->line, 1, "node '%s' has no 'endnode'", open_node(L)->name);
}

static void mark_body(struct lang_nodes *ns, const struct stmt *st, int nst)
{
	for (int k = 0; k < nst; k++)
		if (st[k].kind == ST_NODECALL)
			ns->n[ns->calls[st[k].ops.n].node].used = 1;
}

int lang_nodes_record(kl_lang *L, ko_func *o, const unsigned char *reach, ko_reg *vr,
		      void (*lower)(void *arg, const struct stmt *st), void *arg)
{
	struct lang_nodes *ns = L->nodes;
	if (!ns)
		return 0;
	for (int k = 0; k < ns->count; k++)
		ns->n[k].used = 0, ns->n[k].id = 0;
	for (int k = 0; k < L->nst; k++)
		if (reach[k] && L->st[k].kind == ST_NODECALL)
			ns->n[ns->calls[L->st[k].ops.n].node].used = 1;
	for (int k = ns->count; k-- > 0;) /* a node calls only earlier ones */
		if (ns->n[k].used)
			mark_body(ns, ns->n[k].st, ns->n[k].nst);
	for (int k = 0; k < ns->count && !ko_error(o); k++) {
		struct lang_node *n = &ns->n[k];
		if (!n->used)
			continue;
		ko_set_tag(o, (uint32_t)n->line);
		n->id = ko_node_begin(o, n->name);
		for (int j = 0; j < n->nin; j++)
			ko_node_input(o, vr[n->in[j]]);
		for (int j = 0; j < n->nout; j++)
			ko_node_output(o, vr[n->out[j]]);
		for (int j = 0; j < n->nst; j++) {
			ko_set_tag(o, (uint32_t)n->st[j].line);
			if (n->st[j].kind == ST_NODECALL)
				lang_node_call(L, o, vr, &n->st[j]);
			else
				lower(arg, &n->st[j]);
		}
		ko_node_end(o);
	}
	return ko_error(o);
}

void lang_node_call(kl_lang *L, ko_func *o, const ko_reg *vr, const struct stmt *st)
{
	const struct lang_call *c = &L->nodes->calls[st->ops.n];
	ko_reg regs[2 * LANG_MAXTOK];
	for (int k = 0; k < c->nout + c->nin; k++)
		regs[k] = vr[c->vars[k]];
	ko_node_call(o, L->nodes->n[c->node].id, regs, c->nout, regs + c->nout, c->nin);
}
