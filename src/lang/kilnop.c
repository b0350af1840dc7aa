/* src/lang/kilnop.c -- `kiln NAME operands`: any of kiln's portable instructions by its record
 * name (kl_opcode_name: addul, mulhul, cvd2l, sqrtd, selul ...), its operands checked for
 * count and kind against the instruction's shape.  lower.c turns the line into one record. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

int lang_kiln_kind(int type) { return type == KL_F || type == KL_D ? VK_FLOAT64 : VK_INT64; }

/* the shapes a line may name: what computes values (control flow is the language's own lines) */
static int shape_ok(int shape)
{
	switch (shape) {
	case KL_SH_BIN: case KL_SH_UN: case KL_SH_CV: case KL_SH_SET: case KL_SH_LD: case KL_SH_ST:
	case KL_SH_SEL: case KL_SH_CARRY: case KL_SH_PREF: case KL_SH_NOP:
		return 1;
	default:
		return 0;
	}
}

/* operands in source order: the type of each (KL_V for the immediate) and how the shape names it */
static int operand_types(const struct kl_opinfo *oi, int *types, const char **what)
{
	int t = oi->type, p = KL_P;
	switch (oi->shape) {
	case KL_SH_BIN:
		types[0] = types[1] = t, types[2] = oi->imm ? KL_V : t;
		*what = oi->imm ? "rd rs1 imm" : "rd rs1 rs2";
		return 3;
	case KL_SH_UN:
		types[0] = types[1] = t;
		*what = "rd rs";
		return 2;
	case KL_SH_CV:
		types[0] = oi->type2, types[1] = t;
		*what = "rd rs";
		return 2;
	case KL_SH_SET:
		types[0] = t, types[1] = KL_V;
		*what = "rd number";
		return 2;
	case KL_SH_LD:
	case KL_SH_ST:
		types[0] = t, types[1] = p, types[2] = oi->imm ? KL_V : p;
		*what = oi->shape == KL_SH_LD ? (oi->imm ? "rd base offset" : "rd base index")
					      : (oi->imm ? "rs base offset" : "rs base index");
		return 3;
	case KL_SH_SEL:
	case KL_SH_CARRY:
		types[0] = types[1] = types[2] = types[3] = t;
		*what = oi->shape == KL_SH_SEL ? "rd rc rs1 rs2" : "rd carry rs1 rs2";
		return 4;
	case KL_SH_PREF:
		types[0] = p, types[1] = KL_V;
		*what = "base offset";
		return 2;
	default:
		*what = "";
		return 0;
	}
}

static int is32(int t) { return t != KL_L && t != KL_UL && t != KL_P && t != KL_F && t != KL_D; }

int lang_match_kiln(kl_lang *L, const struct tok *t, int nt, int line, struct operands *ops)
{
	if (nt < 1 || !tok_is(&t[0], "kiln"))
		return 0;
	if (nt < 2 || t[1].kind != TK_ID) {
		lang_error(L, line, t[nt > 1 ? 1 : 0].col, "'kiln' needs an instruction name (e.g. 'kiln mulhul r s t'; docs/language.md lists them)");
		return -1;
	}
	char name[64];
	snprintf(name, sizeof name, "%.*s", (int)t[1].len, t[1].s);
	int op = -1;
	for (int k = 0; k < KL_NOPCODES && op < 0; k++)
		if (!strcmp(kl_opcode_name(k), name))
			op = k;
	if (op < 0) {
		/* the names sharing the longest prefix with it */
		int best = 0, near[3], nn = 0;
		for (int k = 0; k < KL_NOPCODES; k++) {
			const char *c = kl_opcode_name(k);
			int p = 0;
			while (c[p] && c[p] == name[p])
				p++;
			if (!shape_ok(kl_opinfo[k].shape) || p < best || p == 0)
				continue;
			if (p > best)
				best = p, nn = 0;
			if (nn < 3)
				near[nn++] = k;
		}
		char buf[200] = "";
		size_t m = 0;
		for (int j = 0; j < nn; j++)
			m += (size_t)snprintf(buf + m, sizeof buf - m, "%s'%s'", j ? ", " : "; nearest: ", kl_opcode_name(near[j]));
		lang_error(L, line, t[1].col, "unknown kiln instruction '%s'%s", name, buf);
		return -1;
	}
	const struct kl_opinfo *oi = &kl_opinfo[op];
	if (!shape_ok(oi->shape)) {
		lang_error(L, line, t[1].col, "'%s' is control flow (or a call): write it with goto, enter and leave lines", name);
		return -1;
	}
	int types[4];
	const char *what;
	int want = operand_types(oi, types, &what);
	memset(ops, 0, sizeof *ops);
	for (int k = 0; k < NSLOTS; k++)
		ops->v[k] = -1;
	ops->label = ops->sym = -1;
	ops->opcode = op;
	int i = 2, got = 0;
	for (; t[i].kind != TK_END; got++) {
		int neg = tok_is(&t[i], "-") && t[i + 1].kind == TK_NUM;
		if (got >= want) {
			lang_error(L, line, t[i].col, "'%s' takes %d operand%s (%s)", name, want, want == 1 ? "" : "s", what);
			return -1;
		}
		if (types[got] == KL_V) { /* the immediate */
			if (t[i + neg].kind != TK_NUM) {
				lang_error(L, line, t[i].col, "operand %d of '%s' (%s) must be a number", got + 1, name, what);
				return -1;
			}
			uint64_t mag = t[i + neg].num;
			int64_t v = neg ? (int64_t)(0 - mag) : (int64_t)mag;
			int t0 = oi->shape == KL_SH_SET ? oi->type : oi->shape == KL_SH_BIN ? oi->type : KL_L;
			if ((neg && mag > (uint64_t)INT64_MAX + 1) || (is32(t0) && (v < INT32_MIN || (neg ? 0 : mag > UINT32_MAX))) ||
			    (oi->shape != KL_SH_SET && !is32(t0) && (v < INT32_MIN || v > INT32_MAX))) {
				lang_error(L, line, t[i].col, "immediate %s%llu out of range for '%s' (%s)", neg ? "-" : "",
					   (unsigned long long)mag, name, is32(t0) ? "32 bits" : oi->shape == KL_SH_SET ? "64 bits" : "-2147483648..2147483647");
				return -1;
			}
			ops->n = v;
			i += 1 + neg;
			continue;
		}
		if (t[i].kind != TK_ID) {
			lang_error(L, line, t[i].col, "operand %d of '%s' (%s) must be %s variable", got + 1, name, what,
				   lang_kiln_kind(types[got]) == VK_FLOAT64 ? "a float64" : "an int64");
			return -1;
		}
		int v = lang_find_var(L, t[i].s, t[i].len);
		if (v < 0) {
			lang_error(L, line, t[i].col, "undeclared variable '%.*s'", (int)t[i].len, t[i].s);
			return -1;
		}
		int kind = lang_kiln_kind(types[got]);
		if (L->vars[v].kind != kind) {
			lang_error(L, line, t[i].col, "operand %d of '%s' (%s, type %s) must be %s variable; '%s' is not one", got + 1,
				   name, what, kl_type_name(types[got]), kind == VK_FLOAT64 ? "a float64" : "an int64", L->vars[v].name);
			return -1;
		}
		ops->v[got] = v;
		i++;
	}
	if (got != want) {
		lang_error(L, line, t[i].col, "'%s' takes %d operand%s (%s), not %d", name, want, want == 1 ? "" : "s", what, got);
		return -1;
	}
	return 1;
}
