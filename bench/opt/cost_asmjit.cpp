// cost_asmjit.cpp -- the compile-cost mix through asmjit's x86::Compiler (virtual registers and
// register allocation): recorded, finalized, added to the JIT runtime and released, as kiln's.
#include <asmjit/x86.h>
#include <stdio.h>

#include "costmix.h"

using namespace asmjit;

namespace {

JitRuntime *g_rt;

typedef int64_t (*cost_fn)(int64_t *);

void *compile(const costmix *m)
{
	CodeHolder code;
	code.init(g_rt->environment());
	x86::Compiler cc(&code);
	FuncNode *fn = cc.addFunc(FuncSignatureT<int64_t, int64_t *>(CallConvId::kHost));
	x86::Gp arg = cc.newIntPtr("mem");
	fn->setArg(0, arg);
	x86::Gp v[COSTMIX_NINSN];
	for (int k = 0; k < m->live; k++) {
		v[k] = cc.newInt64();
		cc.mov(v[k], x86::qword_ptr(arg, 8 * k));
	}
	for (int k = 0; k < m->nbody; k++) {
		const costmix_op *op = &m->body[k];
		switch (op->kind) {
		case CM_ADD: cc.add(v[op->d], v[op->s]); break;
		case CM_ADDI: cc.add(v[op->d], op->imm); break;
		case CM_LD: cc.mov(v[op->d], x86::qword_ptr(arg, op->imm)); break;
		default: cc.mov(x86::qword_ptr(arg, op->imm), v[op->s]); break;
		}
	}
	for (int k = 1; k < m->live; k++)
		cc.add(v[0], v[k]);
	cc.ret(v[0]);
	cc.endFunc();
	if (cc.finalize() != kErrorOk)
		return nullptr;
	cost_fn f;
	if (g_rt->add(&f, &code) != kErrorOk)
		return nullptr;
	return (void *)f;
}

int gen(const costmix *m, long n)
{
	if (!g_rt)
		g_rt = new JitRuntime();
	for (long i = 0; i < n; i++) {
		void *f = compile(m);
		if (!f) {
			fprintf(stderr, "asmjit: compiling failed\n");
			return -1;
		}
		g_rt->release(f);
	}
	return 0;
}

int run(const costmix *m, int64_t *mem, int64_t *result)
{
	if (!g_rt)
		g_rt = new JitRuntime();
	void *f = compile(m);
	if (!f) {
		fprintf(stderr, "asmjit: compiling failed\n");
		return -1;
	}
	*result = ((cost_fn)f)(mem);
	g_rt->release(f);
	return 0;
}

} // namespace

extern "C" const costmix_variant cost_asmjit = {"asmjit-compiler", gen, run};
