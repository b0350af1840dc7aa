/* record.c -- recording a function: virtual registers, labels, locals, calls and records, with
 * sticky errors; and the check every compilation starts with (types of operands, labels). */
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"

int ko__grow(void **arr, uint32_t *cap, uint32_t need, size_t elem)
{
	if (need <= *cap)
		return 0;
	uint32_t ncap = *cap ? *cap : 16;
	while (ncap < need) {
		if (ncap > UINT32_MAX / 2)
			return -1;
		ncap *= 2;
	}
	void *n = realloc(*arr, (size_t)ncap * elem);
	if (!n)
		return -1;
	*arr = n;
	*cap = ncap;
	return 0;
}

void ko__fail(ko_func *o, int err, const char *fmt, ...)
{
	if (o->err)
		return;
	va_list ap;
	int n = snprintf(o->errmsg, sizeof o->errmsg, "%s: ", kl_strerror(err));
	va_start(ap, fmt);
	if (n > 0 && (size_t)n < sizeof o->errmsg)
		vsnprintf(o->errmsg + n, sizeof o->errmsg - (size_t)n, fmt, ap);
	va_end(ap);
	o->err = err;
}

int ko_error(const ko_func *o) { return o ? o->err : KL_ERR_STATE; }
const char *ko_errmsg(const ko_func *o)
{
	if (!o)
		return "no function";
	return o->err ? o->errmsg : "no error";
}

ko_func *ko_func_new(void)
{
	ko_func *o = calloc(1, sizeof *o);
	if (o)
		o->passes = KO_DEFAULT;
	return o;
}

void ko_func_delete(ko_func *o)
{
	if (!o)
		return;
	free(o->code);
	free(o->tags);
	free(o->vr);
	free(o->lines);
	ko__nodes_free(o);
	kl_func_delete(o->own);
	free(o);
}

void ko_func_set_passes(ko_func *o, unsigned passes)
{
	if (o)
		o->passes = passes;
}
unsigned ko_func_passes(const ko_func *o) { return o ? o->passes : 0; }
void ko_func_set_portable(ko_func *o, int portable)
{
	if (o)
		o->portable = portable != 0;
}

static ko_reg ko__vreg(ko_func *o, int type, int pin)
{
	if (ko__grow((void **)&o->vr, &o->vrcap, o->nvr + 1, sizeof *o->vr)) {
		ko__fail(o, KL_ERR_NOMEM, "virtual registers");
		return 0;
	}
	struct ko_vreg *v = &o->vr[o->nvr];
	v->type = (uint8_t)type;
	v->cls = (uint8_t)ko__class_of(type);
	v->pin = (int8_t)pin;
	v->arg = 0;
	return KO_VREG0 + o->nvr++;
}

/* "%i%p%ul" -> types; the count or -1 (kl_func_begin's format) */
static int ko__parse_fmt(const char *fmt, signed char *types, int max)
{
	int n = 0;
	while (fmt && *fmt) {
		if (*fmt++ != '%')
			return -1;
		int t;
		switch (*fmt++) {
		case 'c': t = KL_C; break;
		case 's': t = KL_S; break;
		case 'i': t = KL_I; break;
		case 'l': t = KL_L; break;
		case 'p': t = KL_P; break;
		case 'f': t = KL_F; break;
		case 'd': t = KL_D; break;
		case 'u':
			t = KL_U;
			if (*fmt == 'c') t = KL_UC, fmt++;
			else if (*fmt == 's') t = KL_US, fmt++;
			else if (*fmt == 'l') t = KL_UL, fmt++;
			break;
		default: return -1;
		}
		if (n >= max)
			return -1;
		types[n++] = (signed char)t;
	}
	return n;
}

int ko_func_begin(ko_func *o, const char *fmt, ko_reg *args, unsigned flags)
{
	if (!o)
		return KL_ERR_STATE;
	o->n = 0;
	o->nvr = 0;
	o->nlabels = 0;
	o->localsize = 0;
	o->flags = flags & KL_LEAF;
	o->tag = 0;
	o->err = 0;
	o->errmsg[0] = 0;
	o->pending_args = 0;
	o->pinned = 0;
	o->nlines = 0;
	memset(&o->stats, 0, sizeof o->stats);
	o->active = 1;
	ko__nodes_reset(o);
	ko__vreg(o, KL_P, -1); /* KO_LP */
	int n = ko__parse_fmt(fmt, o->argtype, 64);
	if (flags & KL_BLIND) /* its allocator would have to keep the blinding register out (docs/blinding.md) */
		ko__fail(o, KL_ERR_STATE, "KL_BLIND is not available in the optimizing tier yet: use the in-place tier");
	if (n < 0) {
		ko__fail(o, KL_ERR_ARGS, "malformed argument types \"%s\" (expected %%i%%p%%ul ...)", fmt ? fmt : "");
		return o->err;
	}
	if (n > 0 && !args) {
		ko__fail(o, KL_ERR_ARGS, "%d arguments but no vector for their registers", n);
		return o->err;
	}
	o->nargs = n;
	for (int k = 0; k < n; k++) {
		args[k] = o->argreg[k] = ko__vreg(o, o->argtype[k], -1);
		if (args[k])
			o->vr[args[k] - KO_VREG0].arg = (uint8_t)(k + 1);
	}
	return o->err;
}

ko_reg ko_reg_new(ko_func *o, int type)
{
	if (!o)
		return 0;
	if (type <= KL_V || type >= KL_NTYPES) {
		ko__fail(o, KL_ERR_OPERAND, "ko_reg_new: type %d is not a value type", type);
		return 0;
	}
	return ko__vreg(o, type, -1);
}

ko_reg ko_reg_pin(ko_func *o, kl_reg r, int type)
{
	if (!o)
		return 0;
	const struct kl_target_info *ti = kl_target_info(NULL);
	int flt = type == KL_F || type == KL_D, found = 0;
	const kl_reg *lists[2] = {flt ? ti->ftemps : ti->temps, flt ? ti->fvars : ti->vars};
	int ns[2] = {flt ? ti->nftemps : ti->ntemps, flt ? ti->nfvars : ti->nvars};
	for (int l = 0; l < 2; l++)
		for (int k = 0; k < ns[l]; k++)
			found |= lists[l][k] == r;
	if (type <= KL_V || type >= KL_NTYPES || !found) {
		ko__fail(o, KL_ERR_OPERAND, "ko_reg_pin: %s is not a %s register the allocator hands out",
			 r >= 0 && r < 64 ? kl_reg_name(r) : "(invalid register)", flt ? "float" : "integer");
		return 0;
	}
	if (o->pinned >> r & 1) {
		ko__fail(o, KL_ERR_OPERAND, "ko_reg_pin: %s is pinned twice", kl_reg_name(r));
		return 0;
	}
	int left = ns[0] + ns[1];
	for (int l = 0; l < 2; l++)
		for (int k = 0; k < ns[l]; k++)
			left -= (int)(o->pinned >> lists[l][k] & 1);
	if (left - 1 < 4) { /* an instruction may need four registers of its class at once */
		ko__fail(o, KL_ERR_REGS, "ko_reg_pin: pinning %s leaves fewer than 4 %s registers to allocate",
			 kl_reg_name(r), flt ? "float" : "integer");
		return 0;
	}
	o->pinned |= 1ull << r;
	return ko__vreg(o, type, r);
}

int ko_reg_type(const ko_func *o, ko_reg r)
{
	if (!o || r < KO_VREG0 || r - KO_VREG0 >= o->nvr)
		return KL_V;
	return o->vr[r - KO_VREG0].type;
}

static int ko__local(ko_func *o, size_t size, size_t align)
{
	size_t off = ((size_t)o->localsize + align - 1) & ~(align - 1);
	if (size > ((size_t)1 << 30) || off > ((size_t)1 << 30) - size) {
		ko__fail(o, KL_ERR_TOOBIG, "locals exceed 1 GiB");
		return 0;
	}
	o->localsize = (uint32_t)(off + size);
	return (int)off;
}

int ko_local(ko_func *o, int type)
{
	static const unsigned char size[KL_NTYPES] = {0, 1, 1, 2, 2, 4, 4, 8, 8, 8, 4, 8};
	if (type <= KL_V || type >= KL_NTYPES) {
		ko__fail(o, KL_ERR_OPERAND, "ko_local: type %d has no size", type);
		return 0;
	}
	return ko__local(o, size[type], size[type]);
}

int ko_localb(ko_func *o, size_t size) { return ko__local(o, size ? size : 1, 16); }

kl_label ko_label_new(ko_func *o)
{
	if (o->nlabels >= (1u << 24)) {
		ko__fail(o, KL_ERR_LABEL, "too many labels");
		return 0;
	}
	return o->nlabels++;
}

void ko__rec(ko_func *o, uint16_t op, uint32_t rd, uint32_t a, uint32_t b, uint32_t c, int64_t imm, uint32_t l)
{
	if (o->n >= o->cap) {
		uint32_t cap = o->cap;
		if (ko__grow((void **)&o->code, &o->cap, o->n + 1, sizeof *o->code) ||
		    ko__grow((void **)&o->tags, &cap, o->n + 1, sizeof *o->tags)) {
			ko__fail(o, KL_ERR_NOMEM, "records");
			return;
		}
	}
	kl_insn *x = &o->code[o->n];
	x->op = op;
	x->type = 0;
	x->flags = 0;
	x->label = l;
	x->rd = rd;
	x->rs1 = a;
	x->rs2 = b;
	x->rs3 = c;
	x->imm = imm;
	o->tags[o->n++] = o->tag;
}

void ko_emit(ko_func *o, const kl_insn *in)
{
	if (!in) {
		ko__fail(o, KL_ERR_OPERAND, "ko_emit without a record");
		return;
	}
	ko__rec(o, in->op, in->rd, in->rs1, in->rs2, in->rs3, in->imm, in->label);
	if (o->n && !o->err)
		o->code[o->n - 1].type = in->type;
}

void ko_label_place(ko_func *o, kl_label l) { ko__rec(o, KL_OP_label, 0, 0, 0, 0, 0, l); }
void ko_set_tag(ko_func *o, uint32_t tag) { o->tag = tag; }

void ko_call_arg(ko_func *o, int type, ko_reg r)
{
	ko__rec(o, KL_OP_arg, 0, r, 0, 0, 0, 0);
	if (!o->err)
		o->code[o->n - 1].type = (uint8_t)type;
}
void ko_call_argi(ko_func *o, int type, int64_t imm)
{
	ko__rec(o, KL_OP_argi, 0, 0, 0, 0, imm, 0);
	if (!o->err)
		o->code[o->n - 1].type = (uint8_t)type;
}
static ko_reg ko__call(ko_func *o, int rettype, uint16_t op, ko_reg fn, const void *addr)
{
	if (rettype < KL_V || rettype >= KL_NTYPES) {
		ko__fail(o, KL_ERR_OPERAND, "call result type %d is not supported", rettype);
		return 0;
	}
	if (o->flags & KL_LEAF) {
		ko__fail(o, KL_ERR_STATE, "a call in a function begun with KL_LEAF");
		return 0;
	}
	ko_reg rd = rettype == KL_V ? 0 : ko__vreg(o, rettype, -1);
	ko__rec(o, op, rd, fn, 0, 0, (int64_t)(intptr_t)addr, 0);
	if (!o->err)
		o->code[o->n - 1].type = (uint8_t)rettype;
	return rd;
}
ko_reg ko_call(ko_func *o, int rettype, const void *fn) { return ko__call(o, rettype, KL_OP_call, 0, fn); }
ko_reg ko_callr(ko_func *o, int rettype, ko_reg fn) { return ko__call(o, rettype, KL_OP_callr, fn, NULL); }

const kl_insn *ko_func_code(const ko_func *o, size_t *n)
{
	if (n)
		*n = o ? o->n : 0;
	return o ? o->code : NULL;
}

void ko_func_stats(const ko_func *o, struct ko_stats *st)
{
	if (st)
		*st = o ? o->stats : (struct ko_stats){0};
}

double ko_spill_fraction(const struct ko_stats *st)
{
	if (!st || !st->insns)
		return 0;
	return (double)(st->spill_stores + st->reloads + st->moves) / st->insns;
}

const struct ko_line *ko_func_lines(const ko_func *o, size_t *n)
{
	if (n)
		*n = o ? o->nlines : 0;
	return o ? o->lines : NULL;
}

static void ko__print_insn(FILE *out, const kl_insn *in, int virt)
{
	/* the record printer, with virtual registers shown as v<n> */
	char buf[256];
	FILE *m = fmemopen(buf, sizeof buf, "w");
	if (!m)
		return;
	kl_insn_print(m, in);
	fclose(m);
	buf[sizeof buf - 1] = 0;
	for (const char *s = buf; *s; s++) {
		if (virt && *s == 'r' && s[1] >= '0' && s[1] <= '9' && (s == buf || s[-1] == ' ')) {
			unsigned long v = strtoul(s + 1, (char **)&s, 10);
			if (v == KO_LP)
				fprintf(out, "lp");
			else if (v >= KO_VREG0)
				fprintf(out, "v%lu", v - KO_VREG0);
			else
				fprintf(out, "r%lu", v);
			s--;
		} else {
			fputc(*s, out);
		}
	}
}

void ko_func_print(const ko_func *o, FILE *out, int compiled)
{
	static const char *const what[] = {"", "  ; move", "  ; spill", "  ; reload", "  ; entry"};
	if (!compiled) {
		for (uint32_t k = 0; k < o->n; k++) {
			fprintf(out, "%5u  ", k);
			ko__print_insn(out, &o->code[k], 1);
			fputc('\n', out);
		}
		return;
	}
	for (size_t k = 0; k < o->nlines; k++) {
		const struct ko_line *l = &o->lines[k];
		fprintf(out, "%6x  ", l->from);
		ko__print_insn(out, &l->insn, 0);
		fprintf(out, "%s\n", l->origin < 5 ? what[l->origin] : "");
	}
}
