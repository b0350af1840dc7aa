/* node.c -- nodes of the optimizing tier: units of code with inputs and outputs (an S-box, a
 * quarter round) that a function calls.  A call is expanded in place at once (fresh registers,
 * inputs copied in, outputs copied out), and the records it made stay grouped as one call so that
 * the bitslice scheduler can move them as a whole; seed 000's inlining heuristic says which
 * calls are worth keeping as groups.  docs/scheduling.md describes the design. */
#include <stdio.h>

#include "internal.h"

/* a call recorded: records [first, end) of the function (or, in a node's body, of the body) */
struct ko_callrec {
	uint32_t first, end;
	uint32_t node;  /* 1-based */
	uint32_t depth; /* 0: made by a call in this body; 1+: inside the expansion of one */
};

struct ko_nodedef {
	char name[32];
	kl_insn *code;
	uint32_t *tags;
	uint32_t n;
	ko_reg *io; /* inputs then outputs */
	uint32_t nin, nout, iocap;
	struct ko_callrec *calls; /* calls inside the body */
	uint32_t ncalls;
	uint32_t insns, assigns, ncalled;
	uint8_t heuristic; /* 1: inline at once */
	const char *why;
};

struct ko_nodes {
	struct ko_nodedef *def;
	uint32_t n, cap;
	int open;          /* a node is being defined: def[n - 1] */
	uint32_t open_at;  /* the function's record where its body starts */
	uint32_t open_call; /* calls[] index where its calls start */
	struct ko_callrec *calls; /* calls recorded (function and open body) */
	uint32_t ncalls, callcap;
	struct ko_unit *units; /* ko__node_units' answer */
	uint32_t nunits, unitcap;
	ko_reg *map; /* renaming of one expansion, by register index */
	uint32_t mapcap;
};

static void ko__def_free(struct ko_nodedef *d)
{
	free(d->code);
	free(d->tags);
	free(d->io);
	free(d->calls);
}

void ko__nodes_reset(ko_func *o)
{
	struct ko_nodes *ns = o->nodes;
	if (!ns)
		return;
	for (uint32_t k = 0; k < ns->n; k++)
		ko__def_free(&ns->def[k]);
	ns->n = 0;
	ns->open = 0;
	ns->ncalls = 0;
	ns->nunits = 0;
}

void ko__nodes_free(ko_func *o)
{
	struct ko_nodes *ns = o->nodes;
	if (!ns)
		return;
	ko__nodes_reset(o);
	free(ns->def);
	free(ns->calls);
	free(ns->units);
	free(ns->map);
	free(ns);
	o->nodes = NULL;
}

void ko_func_set_inline(ko_func *o, int policy)
{
	if (!o)
		return;
	if (policy < KO_INLINE_HEURISTIC || policy > KO_INLINE_NONE) {
		ko__fail(o, KL_ERR_OPERAND, "ko_func_set_inline: policy %d (KO_INLINE_HEURISTIC, _ALL or _NONE)", policy);
		return;
	}
	o->inline_policy = policy;
}

void ko_func_set_model(ko_func *o, const struct kl_model *m)
{
	if (o)
		o->model = m;
}

ko_node ko_node_begin(ko_func *o, const char *name)
{
	if (!o)
		return 0;
	if (!o->active) {
		ko__fail(o, KL_ERR_STATE, "ko_node_begin outside a function (call ko_func_begin first)");
		return 0;
	}
	if (!o->nodes && !(o->nodes = calloc(1, sizeof *o->nodes))) {
		ko__fail(o, KL_ERR_NOMEM, "nodes");
		return 0;
	}
	struct ko_nodes *ns = o->nodes;
	if (ns->open) {
		ko__fail(o, KL_ERR_STATE, "ko_node_begin(\"%s\") inside node '%s': nodes are defined one after another",
			 name ? name : "", ns->def[ns->n - 1].name);
		return 0;
	}
	if (o->pending_args) {
		ko__fail(o, KL_ERR_STATE, "ko_node_begin between call arguments and their call");
		return 0;
	}
	if (ko__grow((void **)&ns->def, &ns->cap, ns->n + 1, sizeof *ns->def)) {
		ko__fail(o, KL_ERR_NOMEM, "nodes");
		return 0;
	}
	struct ko_nodedef *d = &ns->def[ns->n++];
	memset(d, 0, sizeof *d);
	snprintf(d->name, sizeof d->name, "%s", name ? name : "");
	ns->open = 1;
	ns->open_at = o->n;
	ns->open_call = ns->ncalls;
	return ns->n;
}

static void ko__node_io(ko_func *o, ko_reg r, int output)
{
	if (!o)
		return;
	struct ko_nodes *ns = o->nodes;
	if (!ns || !ns->open) {
		ko__fail(o, KL_ERR_STATE, "ko_node_%s outside ko_node_begin ... ko_node_end", output ? "output" : "input");
		return;
	}
	struct ko_nodedef *d = &ns->def[ns->n - 1];
	if (r <= KO_LP || r - KO_VREG0 >= o->nvr) {
		ko__fail(o, KL_ERR_OPERAND, "node '%s': %s %u is not a virtual register of this function (nor KO_LP)",
			 d->name, output ? "output" : "input", r);
		return;
	}
	if (!output && d->nout) {
		ko__fail(o, KL_ERR_STATE, "node '%s': inputs come before outputs", d->name);
		return;
	}
	for (uint32_t k = output ? d->nin : 0; k < d->nin + d->nout; k++)
		if (d->io[k] == r) {
			ko__fail(o, KL_ERR_OPERAND, "node '%s': v%u is %s twice", d->name, r - KO_VREG0,
				 output ? "an output" : "an input");
			return;
		}
	if (ko__grow((void **)&d->io, &d->iocap, d->nin + d->nout + 1, sizeof *d->io)) {
		ko__fail(o, KL_ERR_NOMEM, "node inputs");
		return;
	}
	d->io[d->nin + d->nout] = r;
	if (output)
		d->nout++;
	else
		d->nin++;
}

void ko_node_input(ko_func *o, ko_reg r) { ko__node_io(o, r, 0); }
void ko_node_output(ko_func *o, ko_reg r) { ko__node_io(o, r, 1); }

/* the heuristic of seed 000: inline at once when it cannot be an S-box */
static void ko__judge(struct ko_nodedef *d)
{
	d->heuristic = 1;
	if (d->nin + d->nout > 31)
		d->why = "more than 31 inputs and outputs";
	else if (d->assigns * 100 > d->insns * 65)
		d->why = "more than 65% assignments";
	else if (d->insns < 10)
		d->why = "fewer than 10 instructions";
	else
		d->heuristic = 0, d->why = "S-box";
}

int ko_node_end(ko_func *o)
{
	if (!o)
		return KL_ERR_STATE;
	struct ko_nodes *ns = o->nodes;
	if (!ns || !ns->open) {
		ko__fail(o, KL_ERR_STATE, "ko_node_end without ko_node_begin");
		return o->err;
	}
	struct ko_nodedef *d = &ns->def[ns->n - 1];
	ns->open = 0;
	uint32_t at = ns->open_at, n = o->n - at;
	if (o->pending_args)
		ko__fail(o, KL_ERR_STATE, "node '%s': call arguments at its end with no call", d->name);
	/* the body: straight-line code over registers (what a call may copy anywhere) */
	uint32_t c = ns->open_call, top_end = 0;
	for (uint32_t k = 0; k < n && !o->err; k++) {
		kl_insn *in = &o->code[at + k];
		int sh = in->op < KL_NOPCODES ? kl_opinfo[in->op].shape : -1;
		switch (sh) {
		case KL_SH_BIN: case KL_SH_UN: case KL_SH_CV: case KL_SH_SET: case KL_SH_LD: case KL_SH_ST:
		case KL_SH_SEL: case KL_SH_CARRY: case KL_SH_PREF: case KL_SH_NOP: case KL_SH_SHIFTED: case KL_SH_LDX:
		case KL_SH_LOP:
			break;
		default:
			ko__fail(o, KL_ERR_OPERAND, "node '%s': record %u (%s): a node's body is straight-line code (no labels, "
				 "branches, returns or calls to C)", d->name, k, sh < 0 ? "unknown opcode" : kl_opcode_name(in->op));
			continue;
		}
		ko__operands_only(in);
		unsigned f = ko__fields(in);
		uint32_t regs[4] = {in->rd, in->rs1, in->rs2, in->rs3};
		for (int j = 0; j < 4; j++)
			if (f >> j & 1 && (regs[j] <= KO_LP || regs[j] - KO_VREG0 >= o->nvr)) {
				ko__fail(o, KL_ERR_OPERAND, "node '%s': record %u (%s): %s", d->name, k, kl_opcode_name(in->op),
					 regs[j] == KO_LP ? "locals (KO_LP) are the function's, not a node's"
							  : "not a virtual register of this function");
				break;
			}
		/* counting: a call of another node is one instruction */
		while (c < ns->ncalls && ns->calls[c].end <= at + k)
			c++;
		if (c < ns->ncalls && ns->calls[c].first <= at + k) {
			if (ns->calls[c].first >= top_end) {
				d->insns++;
				top_end = ns->calls[c].end;
			}
			continue;
		}
		d->insns++;
		d->assigns += kl_opinfo[in->op].name == KL_N_mov;
	}
	/* each output is an input or defined in the body */
	for (uint32_t j = d->nin; j < d->nin + d->nout && !o->err; j++) {
		int found = 0;
		for (uint32_t i = 0; i < d->nin; i++)
			found |= d->io[i] == d->io[j];
		for (uint32_t k = 0; k < n && !found; k++)
			found = (ko__fields(&o->code[at + k]) & 1) && o->code[at + k].rd == d->io[j] &&
				kl_opinfo[o->code[at + k].op].shape != KL_SH_ST && kl_opinfo[o->code[at + k].op].shape != KL_SH_PREF;
		if (!found)
			ko__fail(o, KL_ERR_OPERAND, "node '%s': output v%u is neither an input nor set in the body", d->name,
				 d->io[j] - KO_VREG0);
	}
	if (!o->err && n) {
		d->code = malloc(n * sizeof *d->code);
		d->tags = malloc(n * sizeof *d->tags);
		if (!d->code || !d->tags)
			ko__fail(o, KL_ERR_NOMEM, "node body");
		else {
			memcpy(d->code, &o->code[at], n * sizeof *d->code);
			memcpy(d->tags, &o->tags[at], n * sizeof *d->tags);
			d->n = n;
		}
	}
	uint32_t nc = ns->ncalls - ns->open_call;
	if (!o->err && nc) {
		d->calls = malloc(nc * sizeof *d->calls);
		if (!d->calls)
			ko__fail(o, KL_ERR_NOMEM, "node body");
		else
			for (uint32_t k = 0; k < nc; k++) {
				d->calls[k] = ns->calls[ns->open_call + k];
				d->calls[k].first -= at;
				d->calls[k].end -= at;
			}
		d->ncalls = nc;
	}
	ko__judge(d);
	/* the body leaves the function's records */
	o->n = at;
	ns->ncalls = ns->open_call;
	return o->err;
}

static ko_reg ko__rename(ko_func *o, struct ko_nodes *ns, ko_reg r)
{
	uint32_t i = r - KO_VREG0;
	if (!ns->map[i])
		ns->map[i] = ko_reg_new(o, o->vr[i].type);
	return ns->map[i];
}

static int ko__push_call(ko_func *o, struct ko_nodes *ns, struct ko_callrec c)
{
	if (ko__grow((void **)&ns->calls, &ns->callcap, ns->ncalls + 1, sizeof *ns->calls)) {
		ko__fail(o, KL_ERR_NOMEM, "node calls");
		return -1;
	}
	ns->calls[ns->ncalls++] = c;
	return 0;
}

void ko_node_call(ko_func *o, ko_node node, const ko_reg *out, int nout, const ko_reg *in, int nin)
{
	if (!o || o->err)
		return;
	struct ko_nodes *ns = o->nodes;
	if (!o->active) {
		ko__fail(o, KL_ERR_STATE, "ko_node_call outside a function");
		return;
	}
	if (!ns || node < 1 || node > ns->n || (ns->open && node == ns->n)) {
		ko__fail(o, KL_ERR_OPERAND, "ko_node_call: node %u is not a node defined (and ended) in this function", node);
		return;
	}
	struct ko_nodedef *d = &ns->def[node - 1];
	if (nin != (int)d->nin || nout != (int)d->nout || (nin && !in) || (nout && !out)) {
		ko__fail(o, KL_ERR_OPERAND, "call of node '%s': %d inputs and %d outputs given, it has %u and %u", d->name, nin,
			 nout, d->nin, d->nout);
		return;
	}
	for (int k = 0; k < nin + nout; k++) {
		ko_reg r = k < nin ? in[k] : out[k - nin], mine = d->io[k];
		if (r <= KO_LP || r - KO_VREG0 >= o->nvr) {
			ko__fail(o, KL_ERR_OPERAND, "call of node '%s': %s %d (%u) is not a virtual register", d->name,
				 k < nin ? "input" : "output", k < nin ? k : k - nin, r);
			return;
		}
		if (o->vr[r - KO_VREG0].type != o->vr[mine - KO_VREG0].type) {
			ko__fail(o, KL_ERR_OPERAND, "call of node '%s': %s %d is a %s, the node's is a %s", d->name,
				 k < nin ? "input" : "output", k < nin ? k : k - nin, kl_type_name(o->vr[r - KO_VREG0].type),
				 kl_type_name(o->vr[mine - KO_VREG0].type));
			return;
		}
	}
	/* the renaming map: zero outside calls (each call clears what it set), grown with the registers */
	uint32_t need = o->nvr, had = ns->mapcap;
	if (ko__grow((void **)&ns->map, &ns->mapcap, need, sizeof *ns->map)) {
		ko__fail(o, KL_ERR_NOMEM, "node call");
		return;
	}
	if (ns->mapcap > had)
		memset(ns->map + had, 0, (ns->mapcap - had) * sizeof *ns->map);
	for (int k = 0; k < nin + nout; k++)
		if (kl_opcode_find(KL_N_mov, o->vr[d->io[k] - KO_VREG0].type, KL_V, 0) < 0) {
			ko__fail(o, KL_ERR_OPERAND, "call of node '%s': no move for type %s", d->name,
				 kl_type_name(o->vr[d->io[k] - KO_VREG0].type));
			return;
		}
	uint32_t first = o->n;
	d->ncalled++;
	/* inputs copied in (all of them first: an output may be an input too) */
	for (int k = 0; k < nin; k++) {
		int t = o->vr[in[k] - KO_VREG0].type;
		ko__rec(o, (uint16_t)kl_opcode_find(KL_N_mov, t, KL_V, 0), ko__rename(o, ns, d->io[k]), in[k], 0, 0, 0, 0);
	}
	uint32_t body = o->n;
	for (uint32_t k = 0; k < d->n && !o->err; k++) {
		kl_insn x = d->code[k];
		unsigned f = ko__fields(&x);
		if (f & 1)
			x.rd = ko__rename(o, ns, x.rd);
		if (f & 2)
			x.rs1 = ko__rename(o, ns, x.rs1);
		if (f & 4)
			x.rs2 = ko__rename(o, ns, x.rs2);
		if (f & 8)
			x.rs3 = ko__rename(o, ns, x.rs3);
		ko_emit(o, &x);
	}
	for (int k = 0; k < nout; k++) {
		int t = o->vr[out[k] - KO_VREG0].type;
		ko__rec(o, (uint16_t)kl_opcode_find(KL_N_mov, t, KL_V, 0), out[k], ko__rename(o, ns, d->io[nin + k]), 0, 0, 0, 0);
	}
	for (uint32_t k = 0; k < d->nin + d->nout; k++)
		ns->map[d->io[k] - KO_VREG0] = 0;
	for (uint32_t k = 0; k < d->n; k++) {
		const kl_insn *x = &d->code[k];
		unsigned f = ko__fields(x);
		uint32_t regs[4] = {x->rd, x->rs1, x->rs2, x->rs3};
		for (int j = 0; j < 4; j++)
			if (f >> j & 1)
				ns->map[regs[j] - KO_VREG0] = 0;
	}
	if (o->err)
		return;
	if (ko__push_call(o, ns, (struct ko_callrec){.first = first, .end = o->n, .node = node, .depth = 0}))
		return;
	for (uint32_t k = 0; k < d->ncalls; k++) {
		struct ko_callrec c = d->calls[k];
		c.first += body;
		c.end += body;
		c.depth++;
		if (ko__push_call(o, ns, c))
			return;
	}
}

static int ko__kept(const ko_func *o, const struct ko_nodedef *d)
{
	switch (o->inline_policy) {
	case KO_INLINE_ALL: return 0;
	case KO_INLINE_NONE: return 1;
	default: return !d->heuristic;
	}
}

const struct ko_unit *ko__node_units(ko_func *o, uint32_t *n)
{
	struct ko_nodes *ns = o->nodes;
	*n = 0;
	if (!ns)
		return NULL;
	ns->nunits = 0;
	/* calls are in record order, an enclosing call before those inside it */
	uint32_t end = 0;
	for (uint32_t k = 0; k < ns->ncalls; k++) {
		const struct ko_callrec *c = &ns->calls[k];
		if (c->first < end || c->first == c->end || !ko__kept(o, &ns->def[c->node - 1]))
			continue;
		if (ko__grow((void **)&ns->units, &ns->unitcap, ns->nunits + 1, sizeof *ns->units)) {
			ko__fail(o, KL_ERR_NOMEM, "node calls");
			return NULL;
		}
		ns->units[ns->nunits++] = (struct ko_unit){c->first, c->end};
		end = c->end;
	}
	*n = ns->nunits;
	return ns->units;
}

int ko_func_nnodes(const ko_func *o) { return o && o->nodes ? (int)o->nodes->n : 0; }

int ko_node_info(const ko_func *o, ko_node n, struct ko_node_info *info)
{
	if (!o || !o->nodes || n < 1 || n > o->nodes->n || !info)
		return -1;
	const struct ko_nodedef *d = &o->nodes->def[n - 1];
	*info = (struct ko_node_info){.name = d->name, .ninputs = d->nin, .noutputs = d->nout, .insns = d->insns,
				      .assigns = d->assigns, .calls = d->ncalled, .inlined = d->heuristic, .why = d->why};
	return 0;
}
