/* reg.c -- the register allocator of the in-place tier: pools of temporaries and variables per
 * class, hard-coded registers taken out by the client, and register names. */
#include "internal.h"

/* Mark r as changed by the body: the prologue saves it if the ABI or KL_SAVE_ALL says so. */
void kl__touch(kl_func *f, kl_reg r)
{
	if (r < 0 || r >= 64)
		return;
	if ((f->flags & KL_SAVE_ALL) || (f->tgt->callee_saved >> r & 1))
		f->used |= 1ull << r;
}

static int kl__slot(const kl_reg *order, int n, kl_reg r)
{
	for (int k = 0; k < n; k++)
		if (order[k] == r)
			return k;
	return -1;
}

static int kl__take(kl_func *f, uint64_t *pool, const kl_reg *order, kl_reg *r)
{
	if (!*pool)
		return 0;
	int k = __builtin_ctzll(*pool);
	*pool &= *pool - 1;
	*r = order[k];
	kl__touch(f, *r);
	return 1;
}

int kl_getreg(kl_func *f, kl_reg *r, int type, int cls)
{
	if (!f || !r)
		return 0;
	const struct kl__target *t = f->tgt;
	if (cls != KL_TEMP && cls != KL_VAR) {
		kl__fail(f, KL_ERR_OPERAND, "kl_getreg: class %d is not KL_TEMP or KL_VAR", cls);
		return 0;
	}
	int leaf = (f->flags & KL_LEAF) != 0;
	if (type == KL_F || type == KL_D) {
		if (cls == KL_TEMP || leaf)
			return kl__take(f, &f->free_ftemp, t->ftemps, r) || kl__take(f, &f->free_fvar, t->fvars, r);
		return kl__take(f, &f->free_fvar, t->fvars, r);
	}
	if (type <= KL_V || type >= KL_NTYPES) {
		kl__fail(f, KL_ERR_OPERAND, "kl_getreg: type %d is not a register type", type);
		return 0;
	}
	if (cls == KL_TEMP || leaf)
		return kl__take(f, &f->free_temp, t->temps, r) || kl__take(f, &f->free_var, t->vars, r);
	return kl__take(f, &f->free_var, t->vars, r);
}

void kl_putreg(kl_func *f, kl_reg r, int type)
{
	(void)type;
	if (!f || r < 0 || r >= 64)
		return;
	if (f->unavail >> (unsigned)r & 1)
		return;
	const struct kl__target *t = f->tgt;
	if (r >= KL_FREG0) {
		int j = kl__slot(t->ftemps, t->nftemps, r);
		if (j >= 0)
			f->free_ftemp |= 1ull << j;
		j = kl__slot(t->fvars, t->nfvars, r);
		if (j >= 0)
			f->free_fvar |= 1ull << j;
		return;
	}
	int k = kl__slot(t->temps, t->ntemps, r);
	if (k >= 0) {
		f->free_temp |= 1ull << k;
		return;
	}
	k = kl__slot(t->vars, t->nvars, r);
	if (k >= 0)
		f->free_var |= 1ull << k;
}

/* Take r out of the pools; 0 if it was free, -1 if it was not in any pool. */
int kl__pool_remove(kl_func *f, kl_reg r)
{
	const struct kl__target *t = f->tgt;
	int fl = r >= KL_FREG0;
	uint64_t *pt = fl ? &f->free_ftemp : &f->free_temp, *pv = fl ? &f->free_fvar : &f->free_var;
	int k = kl__slot(fl ? t->ftemps : t->temps, fl ? t->nftemps : t->ntemps, r);
	if (k >= 0 && (*pt >> k & 1)) {
		*pt &= ~(1ull << k);
		return 0;
	}
	k = kl__slot(fl ? t->fvars : t->vars, fl ? t->nfvars : t->nvars, r);
	if (k >= 0 && (*pv >> k & 1)) {
		*pv &= ~(1ull << k);
		return 0;
	}
	return -1;
}

static int kl__nameable(const kl_func *f, kl_reg r) { return f->tgt->reg_ok(r) || f->tgt->freg_ok(r); }

int kl_reg_reserve(kl_func *f, kl_reg r)
{
	if (!kl__nameable(f, r)) {
		kl__fail(f, KL_ERR_OPERAND, "kl_reg_reserve: %d is not an allocatable register", r);
		return f->err;
	}
	if (kl__pool_remove(f, r) < 0) {
		kl__fail(f, KL_ERR_OPERAND, "kl_reg_reserve: %s is already in use", kl_func_reg_name(f, r));
		return f->err;
	}
	kl__touch(f, r);
	return KL_OK;
}

int kl_reg_keep(kl_func *f, kl_reg r)
{
	if (!kl__nameable(f, r)) {
		kl__fail(f, KL_ERR_OPERAND, "kl_reg_keep: %d is not an allocatable register", r);
		return f->err;
	}
	kl__pool_remove(f, r);
	kl__touch(f, r);
	f->unavail |= 1ull << r;
	return KL_OK;
}

int kl_reg_set_class(kl_func *f, kl_reg r, int cls)
{
	const struct kl__target *t = f->tgt;
	if (!t->reg_ok(r)) {
		kl__fail(f, KL_ERR_OPERAND, "kl_reg_set_class: %d is not an allocatable register", r);
		return f->err;
	}
	int kt = kl__slot(t->temps, t->ntemps, r), kv = kl__slot(t->vars, t->nvars, r);
	switch (cls) {
	case KL_UNAVAIL:
		kl__pool_remove(f, r);
		f->unavail |= 1ull << r;
		return KL_OK;
	case KL_TEMP:
		if (kt >= 0 && !(f->unavail >> r & 1))
			return KL_OK;
		if (kv >= 0 && (f->free_var >> kv & 1)) {
			/* a callee-saved register used as a temporary: still saved by the prologue */
			f->free_var &= ~(1ull << kv);
			f->unavail |= 1ull << r; /* out of the var pool for good */
			kl__touch(f, r);
			return KL_OK;
		}
		break;
	case KL_VAR:
		if (kv >= 0 && !(f->unavail >> r & 1))
			return KL_OK;
		if (kt >= 0 && (f->flags & KL_LEAF))
			return KL_OK; /* in a leaf every register keeps its value */
		kl__fail(f, KL_ERR_OPERAND, "%s is caller-saved: it cannot be KL_VAR in a function that calls",
			 kl_func_reg_name(f, r));
		return f->err;
	default: break;
	}
	kl__fail(f, KL_ERR_OPERAND, "kl_reg_set_class: cannot give %s class %d", kl_func_reg_name(f, r), cls);
	return f->err;
}

int kl_func_keep_regs(kl_func *f, const kl_reg *regs, int n)
{
	if (!f)
		return KL_ERR_STATE;
	uint64_t m = 0;
	for (int k = 0; k < n; k++) {
		if (!regs || !kl__nameable(f, regs[k]))
			return KL_ERR_OPERAND;
		m |= 1ull << regs[k];
	}
	f->keep = m;
	return KL_OK;
}

/* kl_func_begin, after the arguments have their registers: take the kept registers out of the
 * pools; an argument that arrived in one gets a register of its own (the prologue moves
 * arguments to f->argreg, so choosing another is the whole move).  In a function that calls,
 * only callee-saved registers are taken: a caller-saved one could be where a later argument
 * arrives. */
void kl__keep_apply(kl_func *f, kl_reg *args)
{
	for (uint64_t m = f->keep; m; m &= m - 1) /* all out first: a moved argument must not land in one */
		kl__pool_remove(f, (kl_reg)__builtin_ctzll(m));
	for (uint64_t m = f->keep; m; m &= m - 1) {
		kl_reg r = (kl_reg)__builtin_ctzll(m);
		for (int k = 0; k < f->nargs; k++) {
			if (f->argreg[k] != r)
				continue;
			int ty = kl__isflt(f->argtype[k]) ? f->argtype[k] : KL_L;
			kl_reg nr;
			if (!kl_getreg(f, &nr, ty, (f->flags & KL_LEAF) ? KL_TEMP : KL_VAR)) {
				kl__fail(f, KL_ERR_REGS, "no register left to move argument %d out of kept register %s",
					 k + 1, kl_func_reg_name(f, r));
				return;
			}
			f->argreg[k] = args[k] = nr;
		}
		kl__touch(f, r);
		f->unavail |= 1ull << r;
	}
}

const char *kl_func_reg_name(const kl_func *f, kl_reg r)
{
	const struct kl__target *t = f ? f->tgt : kl__host;
	if (r >= KL_FREG0 && r < KL_FREG0 + 32)
		return t->fregnames[r - KL_FREG0];
	if (r < 0 || r >= t->nregs)
		return "(invalid register)";
	return t->regnames[r];
}

const char *kl_reg_name(kl_reg r) { return kl_func_reg_name(NULL, r); }

/* A register operand (records, and the inline emitters of KL_CHECKED clients).  cls: 0 an
 * integer destination, 1 a float register, 2 an integer source (the local pointer too), 3 the
 * link of jal (the ABI's link register too). */
int kl__check_reg(kl_func *f, kl_reg r, int cls)
{
	const struct kl__target *t = f->tgt;
	int ok = cls == 1 ? t->freg_ok(r) : t->reg_ok(r) || (cls == 2 && r == t->lp) || (cls == 3 && r == t->link);
	if (ok && cls != 1 && (f->flags & KL_BLIND) && r == f->blindreg) {
		kl__fail(f, KL_ERR_OPERAND, "%s holds KL_BLIND's constants: not the client's", kl_func_reg_name(f, r));
		return 0;
	}
	if (!ok)
		kl__fail(f, KL_ERR_OPERAND, "%s is not a%s register kiln lets a client use here", kl_func_reg_name(f, r),
			 cls == 1 ? " float" : "n integer");
	return ok;
}
