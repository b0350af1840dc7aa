/* call.c -- calls from generated code: arguments pushed in order, then the call, which the
 * target's call hook lowers (core/abi.c has the parallel move it uses). */
#include "internal.h"

static void kl__push_arg(kl_func *f, int type, int isimm, int64_t v)
{
	if (f->ncallargs >= (int)(sizeof f->callargs / sizeof f->callargs[0])) {
		kl__fail(f, KL_ERR_ARGS, "more than %d call arguments",
			 (int)(sizeof f->callargs / sizeof f->callargs[0]));
		return;
	}
	int flt = kl__isflt(type);
	if (type <= KL_V || type >= KL_NTYPES) {
		kl__fail(f, KL_ERR_OPERAND, "call argument of type %d is not a value type", type);
		return;
	}
	if (flt && isimm) {
		kl__fail(f, KL_ERR_OPERAND, "floating-point call arguments must be registers");
		return;
	}
	if (!isimm && !(flt ? f->tgt->freg_ok((kl_reg)v) : f->tgt->reg_ok((kl_reg)v))) {
		kl__fail(f, KL_ERR_OPERAND, "call argument register %lld is invalid", (long long)v);
		return;
	}
	struct kl__callarg *a = &f->callargs[f->ncallargs++];
	a->type = type;
	a->isimm = isimm;
	a->v = v;
}

void kl_call_arg(kl_func *f, int type, kl_reg r) { kl__push_arg(f, type, 0, r); }
void kl_call_argi(kl_func *f, int type, int64_t imm) { kl__push_arg(f, type, 1, imm); }

/* Open a function for another target for emission (kl_emit_insn and calls do this); 0 when
 * there is nothing to emit into. */
int kl__open(kl_func *f)
{
	if (!f->cross)
		return 1;
	if (!f->held.buf)
		return 0;
	f->ip = f->held.ip;
	f->limit = f->held.limit;
	f->end = f->held.end;
	f->buf = f->held.buf;
	f->held.buf = NULL;
	return 1;
}

void kl__close(kl_func *f)
{
	if (!f->cross || f->err || !f->active)
		return;
	f->held.ip = f->ip;
	f->held.limit = f->limit;
	f->held.end = f->end;
	f->held.buf = f->buf;
	kl__to_sink(f);
}

static kl_reg kl__do_call(kl_func *f, int rettype, const void *fn, int isreg, kl_reg fnreg)
{
	if (!f->active) {
		kl__fail(f, KL_ERR_STATE, "kl_call outside kl_func_begin/kl_func_end");
	} else if (f->flags & KL_LEAF) {
		kl__fail(f, KL_ERR_STATE, "a call in a function begun with KL_LEAF");
	} else if (isreg && !f->tgt->reg_ok(fnreg)) {
		kl__fail(f, KL_ERR_OPERAND, "callee register %d is invalid", fnreg);
	} else if (rettype < KL_V || rettype >= KL_NTYPES) {
		kl__fail(f, KL_ERR_OPERAND, "call result type %d is not supported", rettype);
	}
	if (!f->err && kl__open(f)) {
		f->tgt->call(f, rettype, fn, isreg, fnreg);
		kl__close(f);
	}
	f->ncallargs = 0;
	return kl__isflt(rettype) ? f->tgt->frv : f->tgt->rv;
}

kl_reg kl_call(kl_func *f, int rettype, const void *fn) { return kl__do_call(f, rettype, fn, 0, 0); }
kl_reg kl_callr(kl_func *f, int rettype, kl_reg fn) { return kl__do_call(f, rettype, NULL, 1, fn); }
