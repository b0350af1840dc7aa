/* tests/lang/pressure.c -- random programs with three times more live int64 variables than any
 * target has registers (qhasm would miscompile them; kiln spills), written as .q text and
 * evaluated by a C model of the same operations: compiled for the machine the test runs on
 * (natively or under qemu) and in the interpreter, they must agree. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kiln/lang.h>

#define NV 48   /* variables, all live to the end */
#define NOPS 400

static uint64_t rs;
static unsigned pick(unsigned n)
{
	rs ^= rs << 13, rs ^= rs >> 7, rs ^= rs << 17;
	return (unsigned)((rs >> 11) % n);
}

/* one operation: kind, destination, source, constant */
struct op { int kind, d, s; int64_t n; };
enum { K_ADD, K_XOR, K_SUB, K_ROL32, K_ROL, K_SHR, K_ADDI, K_AND, K_MUL, K_U32ADD, K_NKINDS };

static uint64_t model(const struct op *ops, int nops, uint64_t a, uint64_t b)
{
	uint64_t v[NV];
	for (int k = 0; k < NV; k++)
		v[k] = a * (uint64_t)(k + 1) ^ (b + (uint64_t)k);
	for (int i = 0; i < nops; i++) {
		uint64_t *d = &v[ops[i].d], s = v[ops[i].s];
		int n = (int)ops[i].n;
		switch (ops[i].kind) {
		case K_ADD: *d += s; break;
		case K_XOR: *d ^= s; break;
		case K_SUB: *d -= s; break;
		case K_ROL32: *d = (uint32_t)((uint32_t)*d << n | (uint32_t)*d >> (32 - n)); break;
		case K_ROL: *d = *d << n | *d >> (64 - n); break;
		case K_SHR: *d >>= n; break;
		case K_ADDI: *d += (uint64_t)ops[i].n; break;
		case K_AND: *d &= s; break;
		case K_MUL: *d *= s; break;
		default: *d = (uint32_t)(*d + s); break;
		}
	}
	uint64_t r = 0;
	for (int k = 0; k < NV; k++)
		r = r * 31 + v[k];
	return r;
}

static size_t program(char *p, size_t cap, const struct op *ops, int nops)
{
	size_t n = 0;
#define OUT(...) n += (size_t)snprintf(p + n, cap - n, __VA_ARGS__)
	OUT("int64 a\nint64 b\nint64 r\nint64 t\ninput a\ninput b\noutput r\n");
	for (int k = 0; k < NV; k++)
		OUT("int64 v%d\n", k);
	OUT("enter f\n");
	for (int k = 0; k < NV; k++)
		OUT("v%d = a * %d\nt = b\nt += %d\nv%d ^= t\n", k, k + 1, k, k);
	static const char *const fmt[] = {"v%d += v%d\n", "v%d ^= v%d\n", "v%d -= v%d\n", "(uint32) v%d <<<= %lld\n",
					  "v%d <<<= %lld\n", "(uint64) v%d >>= %lld\n", "v%d += %lld\n", "v%d &= v%d\n",
					  "v%d *= v%d\n", "(uint32) v%d += v%d\n"};
	for (int i = 0; i < nops; i++) {
		int k = ops[i].kind;
		if (k == K_ROL32 || k == K_ROL || k == K_SHR || k == K_ADDI)
			OUT(fmt[k], ops[i].d, (long long)ops[i].n);
		else
			OUT(fmt[k], ops[i].d, ops[i].s);
	}
	OUT("r = 0\nt = 31\n");
	for (int k = 0; k < NV; k++)
		OUT("r *= t\nr += v%d\n", k);
	OUT("leave\n");
	return n;
#undef OUT
}

Test(lang_pressure, random_programs)
{
	static char text[1 << 16];
	struct op ops[NOPS];
	for (int round = 0; round < 12; round++) {
		rs = 0x9e3779b97f4a7c15ull * (uint64_t)(round + 1);
		for (int i = 0; i < NOPS; i++) {
			ops[i].kind = (int)pick(K_NKINDS);
			ops[i].d = (int)pick(NV);
			ops[i].s = (int)pick(NV);
			ops[i].n = ops[i].kind == K_ROL32 ? 1 + pick(31) : ops[i].kind == K_ADDI ? (int64_t)pick(2000) - 1000 : 1 + pick(63);
		}
		size_t n = program(text, sizeof text, ops, NOPS);
		cr_assert_lt(n, sizeof text - 1);
		kl_lang *L = kl_lang_new();
		cr_assert_eq(kl_lang_parse(L, "pressure.q", text, n), 0, "%s", kl_lang_errors(L));
		uint64_t (*fn)(uint64_t, uint64_t) = (uint64_t(*)(uint64_t, uint64_t))kl_lang_func(L, "f");
		cr_assert(fn, "%s", kl_lang_errors(L));
		ko_func *o = ko_func_new();
		cr_assert_eq(kl_lang_build(L, 0, o), 0);
		for (int k = 0; k < 8; k++) {
			uint64_t in[2] = {0x0123456789abcdefull * (uint64_t)(k + 1), ~0ull / (uint64_t)(k + 2)}, vm = 0;
			uint64_t want = model(ops, NOPS, in[0], in[1]), got = fn(in[0], in[1]);
			cr_expect_eq(got, want, "program %d (seed %d) on %s, a=%#llx b=%#llx: %#llx, model %#llx", round, round,
				     kl_target_name(), (unsigned long long)in[0], (unsigned long long)in[1],
				     (unsigned long long)got, (unsigned long long)want);
			cr_expect_eq(ko_interp(o, in, &vm), 0, "%s", ko_errmsg(o));
			cr_expect_eq(vm, want, "program %d in the interpreter: %#llx, model %#llx", round,
				     (unsigned long long)vm, (unsigned long long)want);
		}
		/* the spills happened (and were counted): 48 live values do not fit any target's registers */
		kl_func *f = kl_func_new();
		cr_assert_eq(ko_func_emit(o, f), 0, "%s", ko_errmsg(o));
		struct ko_stats st;
		ko_func_stats(o, &st);
		cr_expect_gt(st.spill_stores, 0u, "no spill stores with %d live variables", NV);
		kl_func_abort(f);
		kl_func_delete(f);
		ko_func_delete(o);
		kl_lang_delete(L);
	}
}
