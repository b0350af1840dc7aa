/* lambda.c -- the per-thread state behind <kiln/vcode.h>: v_lambda and v_end, registers taken out
 * with v_mk_unavail, and the errors of the last function. */
#include <limits.h>
#include <pthread.h>
#include <string.h>

#include "kiln/vcode.h"
#include "vcode_internal.h"

/* Where instructions go before a thread's first v_lambda: kiln's sink, so a stray instruction
 * sets an error instead of writing through a NULL function. */
static uint8_t v__idle_sink[KL__SINK_SIZE];
static struct kl_func v__idle = {
	.ip = v__idle_sink, .limit = v__idle_sink, .end = v__idle_sink, .buf = v__idle_sink, .sink = v__idle_sink};

_Thread_local kl_func *v__cur V__TLS_MODEL = &v__idle;

static _Thread_local struct v__thread v__t;
struct v__thread *v__state(void) { return &v__t; }

static pthread_once_t v__key_once = PTHREAD_ONCE_INIT;
static pthread_key_t v__key;
static void v__thread_exit(void *f) { kl_func_delete(f); }
static void v__key_make(void) { pthread_key_create(&v__key, v__thread_exit); }

static kl_func *v__thread_func(void)
{
	if (!v__t.f) {
		pthread_once(&v__key_once, v__key_make);
		kl_func *f = kl_func_new();
		if (!f)
			return NULL;
		pthread_setspecific(v__key, f); /* freed when the thread ends */
		v__t.f = f;
	}
	return v__t.f;
}

/* Take r out of f's allocator for the client to use by name (kl_reg_keep: the prologue saves it
 * if callee-saved).  kiln assigns argument registers in kl_func_begin, before a client can say
 * which registers it keeps, so an argument that arrived in r moves to another register here. */
static void v__take(kl_func *f, kl_reg r)
{
	for (int k = 0; k < v__t.nargs && v__t.args; k++) {
		if ((kl_reg)v__t.args[k].reg != r)
			continue;
		kl_reg nr;
		int cls = v__t.leaf ? KL_TEMP : KL_VAR;
		if (!kl_getreg(f, &nr, KL_L, cls) && !kl_getreg(f, &nr, KL_L, KL_TEMP)) {
			kl_func_fail(f, KL_ERR_REGS, "v_mk_unavail: no register left to move argument %d out of %s",
				 k + 1, kl_reg_name(r));
			return;
		}
		kl_movl(f, nr, r);
		v__t.args[k].reg = (unsigned)nr;
	}
	kl_reg_keep(f, r);
}

/* The registers of a mask, as kl_func_keep_regs wants them. */
static int v__mask_regs(uint64_t m, kl_reg *regs)
{
	int n = 0;
	for (; m; m &= m - 1)
		regs[n++] = (kl_reg)__builtin_ctzll(m);
	return n;
}

void v_mk_unavail(int type, v_reg_type r)
{
	(void)type;
	kl_func *f = v__t.f;
	if (f && v__t.active) {
		v__take(f, (kl_reg)r.reg);
		return;
	}
	/* outside a function there is nowhere to report an error: a register the allocator never
	 * hands out anyway (the local pointer, kiln's scratch) is simply not recorded */
	if (r.reg >= 64 || !(f = v__thread_func()))
		return;
	kl_reg regs[64];
	int n = v__mask_regs(v__t.unavail | 1ull << r.reg, regs);
	if (kl_func_keep_regs(f, regs, n) == KL_OK)
		v__t.unavail |= 1ull << r.reg;
}

/* Begin a function; ip is the client's storage (remembered for v_dump), buf/len the buffer to
 * assemble in (NULL: kiln's own). */
static int v__begin(const char *name, const char *fmt, v_reg_type *args, int leaf, const void *ip, void *buf,
		    size_t len)
{
	kl_func *f = v__thread_func();
	if (!f)
		return KL_ERR_NOMEM;
	if (v__t.active)
		kl_func_abort(f); /* a v_lambda without v_end: that function is dropped */
	v__cur = f;
	v__copy_name(v__t.name, sizeof v__t.name, name);
	v__t.ip = ip;
	v__t.args = NULL;
	v__t.nargs = 0;
	v__t.leaf = leaf != 0;
	v__t.zero = -1;
	v__t.gen++; /* forgets the v_save slots of the last function */
	kl_func_set_buffer(f, buf, len);

	/* registers taken out before v_lambda: kiln moves an argument that arrives in one */
	kl_reg regs[V_MAXARGS];
	kl_reg kept[64];
	kl_func_keep_regs(f, kept, v__mask_regs(v__t.unavail, kept));
	int err = kl_func_begin(f, fmt, regs, leaf ? KL_LEAF : KL_NONLEAF);
	v__t.active = 1;
	if (err)
		return err;
	int nargs = 0;
	for (const char *s = fmt; s && *s; s++)
		nargs += *s == '%';
	if (nargs > 0 && !args) {
		kl_func_fail(f, KL_ERR_ARGS, "v_lambda: %d arguments but no vector for their registers", nargs);
		return kl_error(f);
	}
	for (int k = 0; k < nargs; k++)
		args[k].reg = (unsigned)regs[k];
	v__t.args = args;
	v__t.nargs = nargs;
	return kl_error(f);
}

int(v_lambda)(const char *name, const char *fmt, v_reg_type *args, int leaf, void *ip, int nbytes)
{
	int own = !ip || nbytes <= 0;
	return v__begin(name, fmt, args, leaf, ip, own ? NULL : (void *)ip, own ? 0 : (size_t)nbytes);
}

int v__lambda4(const char *fmt, v_reg_type *args, int leaf, void *ip)
{
	/* no size: the client's storage cannot be trusted with any, kiln's buffer grows instead */
	return v__begin("", fmt, args, leaf, ip, NULL, 0);
}

union v_fp(v_end)(int *nbytes)
{
	union v_fp fp;
	memset(&fp, 0, sizeof fp);
	if (nbytes)
		*nbytes = 0;
	kl_func *f = v__t.f;
	if (!f)
		return fp;
	size_t n = 0;
	void *code = v__t.active ? kl_func_end(f, &n) : NULL;
	kl_func_set_buffer(f, NULL, 0);
	v__t.active = 0;
	v__t.args = NULL;
	v__t.nargs = 0;
	if (!code)
		return fp;
	v__record(code, n, v__t.ip, v__t.name);
	if (nbytes)
		*nbytes = n > INT_MAX ? INT_MAX : (int)n;
	/* object pointer to function pointer without the cast ISO C does not define */
	_Static_assert(sizeof fp.v == sizeof code, "function and object pointers differ in size");
	memcpy(&fp.v, &code, sizeof code);
	return fp;
}

v__anyfn v__end0(void)
{
	union v_fp fp = (v_end)(NULL);
	v__anyfn any;
	memcpy(&any, &fp.v, sizeof any);
	return any;
}

int v_error(void) { return v__t.f ? kl_error(v__t.f) : kl_error(&v__idle); }
const char *v_errmsg(void) { return v__t.f ? kl_errmsg(v__t.f) : kl_errmsg(&v__idle); }
kl_func *v_kl_func(void) { return v__t.f; }

v_reg_type v_sym_to_phys(const char *name)
{
	for (kl_reg r = 0; name && r < KL_NREGS; r++)
		if (strcmp(kl_reg_name(r), name) == 0)
			return v_reg(r);
	v_fatal("v_sym_to_phys: no register is called %s on %s\n", name ? name : "(null)", kl_target_name());
}
