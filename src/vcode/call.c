/* call.c -- VCODE's calls on top of kl_call: v_scall<t> (argument types in a format string),
 * v_push_arg<t>/v_ccall<t> (argument lists built at generation time) and v_rccall<t>. */
#include <ctype.h>
#include <stdarg.h>
#include <string.h>

#include "kiln/vcode.h"

/* Append one argument to c (v_scall's arguments: a register is read at the call). */
static void v__push_raw(struct v_cstate *c, int type, int isimm, int64_t v)
{
	if (c->cookie != V__COOKIE) {
		kl_func_fail(v__cur, KL_ERR_STATE, "v_push_arg before v_push_init");
		return;
	}
	if (c->nargs >= V_MAXARGS) {
		kl_func_fail(v__cur, KL_ERR_ARGS, "more than %d call arguments", V_MAXARGS);
		return;
	}
	c->type[c->nargs] = (signed char)type;
	c->isimm[c->nargs] = (unsigned char)isimm;
	c->val[c->nargs] = v;
	c->nargs++;
}

/* v_push_arg<t>: a register argument is copied now, as VCODE moved it at push time, so that the
 * client may reuse the register before v_ccall.  With no register left for the copy, the
 * register itself is passed (read at the call, kiln's own kl_call_arg rule). */
void v__push(struct v_cstate *c, int type, int isimm, int64_t v)
{
	kl_func *f = v__cur;
	if (isimm || c->cookie != V__COOKIE || c->nargs >= V_MAXARGS) {
		v__push_raw(c, type, isimm, v);
		return;
	}
	kl_reg copy;
	int fl = type == V_F || type == V_D;
	if (!kl_getreg(f, &copy, fl ? type : V_L, KL_TEMP)) {
		v__push_raw(c, type, 0, v);
		return;
	}
#ifdef KL_HAVE_FLOAT
	if (type == V_F)
		kl_movf(f, copy, (kl_reg)v);
	else if (type == V_D)
		kl_movd(f, copy, (kl_reg)v);
	else
#endif
		kl_movl(f, copy, (kl_reg)v);
	v__push_raw(c, type, 2, copy);
}

/* A function's address as data, without the cast ISO C does not define. */
#define V__ADDR(fn, out)                                                                           \
	do {                                                                                       \
		_Static_assert(sizeof(fn) == sizeof(out), "function and object pointers differ in size"); \
		memcpy(&(out), &(fn), sizeof(out));                                                \
	} while (0)

static v_reg_type v__ccall(struct v_cstate *c, int rettype, const void *fn, int isreg, v_reg_type r)
{
	kl_func *f = v__cur;
	if (c->cookie != V__COOKIE) {
		kl_func_fail(f, KL_ERR_STATE, "v_ccall before v_push_init");
		return v_reg(KL_RV);
	}
	for (int k = 0; k < c->nargs; k++) {
		if (c->isimm[k] == 1)
			kl_call_argi(f, c->type[k], c->val[k]);
		else
			kl_call_arg(f, c->type[k], (kl_reg)c->val[k]);
	}
	kl_reg rv = isreg ? kl_callr(f, rettype, (kl_reg)r.reg) : kl_call(f, rettype, fn);
	for (int k = 0; k < c->nargs; k++)
		if (c->isimm[k] == 2)
			kl_putreg(f, (kl_reg)c->val[k], c->type[k]);
	c->nargs = 0;
	return v_reg(rv);
}

/* Arguments from a v_scall format: lower case a register, upper case an immediate. */
static v_reg_type v__scall(int rettype, const void *fn, const char *fmt, va_list ap)
{
	struct v_cstate c;
	v_push_init(&c);
	const char *s = fmt ? fmt : "";
	while (*s) {
		if (*s++ != '%') {
			kl_func_fail(v__cur, KL_ERR_ARGS, "v_scall: malformed format \"%s\"", fmt);
			return v_reg(KL_RV);
		}
		/* %UL, %ul: the letters of one conversion share their case */
		int imm = isupper((unsigned char)*s) != 0;
		int next = s[0] && (isupper((unsigned char)s[1]) != 0) == imm ? tolower((unsigned char)s[1]) : 0;
		int t;
		switch (tolower((unsigned char)*s)) {
		case 'c': t = V_C; break;
		case 's': t = V_S; break;
		case 'i': t = V_I; break;
		case 'l': t = V_L; break;
		case 'p': t = V_P; break;
		case 'u':
			t = V_U;
			if (next == 'c')
				t = V_UC, s++;
			else if (next == 's')
				t = V_US, s++;
			else if (next == 'l')
				t = V_UL, s++;
			break;
		case 'f':
		case 'd':
#ifdef KL_HAVE_FLOAT
			if (!imm) {
				t = tolower((unsigned char)*s) == 'f' ? V_F : V_D;
				break;
			}
			kl_func_fail(v__cur, KL_ERR_ARGS, "v_scall: float arguments are registers (%%f, %%d), not immediates");
#else
			kl_func_fail(v__cur, KL_ERR_ARGS, "v_scall: floating point (%%%c) is not supported on this target", *s);
#endif
			return v_reg(KL_RV);
		default:
			kl_func_fail(v__cur, KL_ERR_ARGS, "v_scall: malformed format \"%s\"", fmt);
			return v_reg(KL_RV);
		}
		s++;
		if (!imm) {
			v__push_raw(&c, t, 0, (int64_t)va_arg(ap, v_reg_type).reg);
			continue;
		}
		switch (t) {
		case V_C:
		case V_S:
		case V_I: v__push_raw(&c, t, 1, va_arg(ap, int)); break;
		case V_UC:
		case V_US:
		case V_U: v__push_raw(&c, t, 1, va_arg(ap, unsigned)); break;
		case V_L: v__push_raw(&c, t, 1, va_arg(ap, long)); break;
		case V_UL: v__push_raw(&c, t, 1, (int64_t)va_arg(ap, unsigned long)); break;
		default: v__push_raw(&c, t, 1, (int64_t)(intptr_t)va_arg(ap, void *)); break;
		}
	}
	return v__ccall(&c, rettype, fn, 0, v_reg(0));
}

#define V__SCALL(t, T, ptr)                                                                        \
	v_reg_type v_scall##t(ptr fn, const char *fmt, ...)                                        \
	{                                                                                          \
		const void *a;                                                                     \
		V__ADDR(fn, a);                                                                    \
		va_list ap;                                                                        \
		va_start(ap, fmt);                                                                 \
		v_reg_type r = v__scall(T, a, fmt, ap);                                            \
		va_end(ap);                                                                        \
		return r;                                                                          \
	}                                                                                          \
	v_reg_type v_ccall##t(struct v_cstate *c, ptr fn)                                          \
	{                                                                                          \
		const void *a;                                                                     \
		V__ADDR(fn, a);                                                                    \
		return v__ccall(c, T, a, 0, v_reg(0));                                             \
	}                                                                                          \
	v_reg_type v_rccall##t(struct v_cstate *c, v_reg_type r) { return v__ccall(c, T, NULL, 1, r); }
V__SCALL(i, V_I, v_iptr)
V__SCALL(u, V_U, v_uptr)
V__SCALL(l, V_L, v_lptr)
V__SCALL(ul, V_UL, v_ulptr)
V__SCALL(p, V_P, v_pptr)
#ifdef KL_HAVE_FLOAT
V__SCALL(f, V_F, v_fptr)
V__SCALL(d, V_D, v_dptr)
#endif

void v_scallv(v_vptr fn, const char *fmt, ...)
{
	const void *a;
	V__ADDR(fn, a);
	va_list ap;
	va_start(ap, fmt);
	v__scall(V_V, a, fmt, ap);
	va_end(ap);
}
void v_ccallv(struct v_cstate *c, v_vptr fn)
{
	const void *a;
	V__ADDR(fn, a);
	v__ccall(c, V_V, a, 0, v_reg(0));
}
void v_rccallv(struct v_cstate *c, v_reg_type r) { v__ccall(c, V_V, NULL, 1, r); }
