// gen_asmjit.cpp -- the asmjit peer (x86 Assembler) of the code-generation benchmark: the same
// x86 instructions, with the same registers, as kiln's variants (x86-64 only).
#include <asmjit/x86.h>
#include <string.h>

#include "mix.h"

using namespace asmjit;

namespace {

// The registers of kiln's variants: rax r10 r9 r8 (temporaries), rdi (the pointer argument).
constexpr uint32_t kR0 = 0, kR1 = 10, kR2 = 9, kR3 = 8, kRB = 7;
uint32_t g_regs[5] = {kR0, kR1, kR2, kR3, kRB}; // a run-time copy for the run-time variant

JitRuntime *g_rt;
CodeHolder *g_code;
x86::Assembler *g_asm;

// Three-address forms lowered as kiln lowers them (x86 is two-address).
inline __attribute__((always_inline)) void add3(x86::Assembler &a, uint32_t d, uint32_t s, uint32_t t)
{
	if (d == s)
		a.add(x86::gpq(d), x86::gpq(t));
	else if (d == t)
		a.add(x86::gpq(d), x86::gpq(s));
	else
		a.lea(x86::gpq(d), x86::ptr(x86::gpq(s), x86::gpq(t)));
}
inline __attribute__((always_inline)) void addi3(x86::Assembler &a, uint32_t d, uint32_t s, int32_t imm)
{
	if (d == s)
		a.add(x86::gpq(d), imm);
	else
		a.lea(x86::gpq(d), x86::ptr(x86::gpq(s), imm));
}

#define A_ADD(d, s, t) add3(a, d, s, t);
#define A_ADDI(d, s, k) addi3(a, d, s, im[k]);
#define A_LD(d, b, k) a.mov(x86::gpq(d), x86::qword_ptr(x86::gpq(b), im[k]));
#define A_ST(s, b, k) a.mov(x86::qword_ptr(x86::gpq(b), im[k]), x86::gpq(s));
#define A_BEQ(s, t, l) { a.cmp(x86::gpq(s), x86::gpq(t)); a.je(lab[l]); }
#define A_PLACE(l) a.bind(lab[l]);
#define A_NEWLABELS lab[0] = a.newLabel(), lab[1] = a.newLabel(), lab[2] = a.newLabel();
#define A_RET(s)                                                                                   \
	if ((s) != 0)                                                                              \
		a.mov(x86::rax, x86::gpq(s));                                                      \
	a.ret();

#define A_MIX_SWITCH(OPAQUE)                                                                       \
	switch (mix) {                                                                             \
	case MIX_ALL: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ALL(A_ADD, A_ADDI, A_LD, A_ST)) break; \
	case MIX_ADD: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ADD(A_ADD, A_ADDI, A_LD, A_ST)) break; \
	case MIX_ADDI: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ADDI(A_ADD, A_ADDI, A_LD, A_ST)) break; \
	case MIX_LD: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_LD(A_ADD, A_ADDI, A_LD, A_ST)) break; \
	case MIX_ST: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ST(A_ADD, A_ADDI, A_LD, A_ST)) break; \
	case MIX_BR: {                                                                             \
		Label lab[3];                                                                      \
		BENCH_BLOCKS(BENCH_BLK_BR, OPAQUE,                                                 \
			     BENCH_BLOCK_BR(A_ADD, A_ADDI, A_LD, A_ST, A_BEQ, A_PLACE, A_NEWLABELS)) \
		break;                                                                             \
	}                                                                                          \
	default: break;                                                                            \
	}                                                                                          \
	a.ret();

void setup()
{
	if (!g_rt) {
		g_rt = new JitRuntime();
		g_code = new CodeHolder();
		g_asm = new x86::Assembler();
	}
}

// Start a function: the CodeHolder and the Assembler are reused, as a JIT would.
x86::Assembler &begin()
{
	setup();
	g_code->init(g_rt->environment());
	g_code->attach(g_asm);
	return *g_asm;
}

#define R0 r0
#define R1 r1
#define R2 r2
#define R3 r3
#define RB rb
#define OPAQUE_RT                                                                                  \
	do {                                                                                       \
		BENCH_HIDE(r0);                                                                    \
		BENCH_HIDE(r1);                                                                    \
		BENCH_HIDE(r2);                                                                    \
		BENCH_HIDE(r3);                                                                    \
		BENCH_HIDE(rb);                                                                    \
	} while (0)
int emit_rt(int mix)
{
	x86::Assembler &a = begin();
	uint32_t r0 = g_regs[0], r1 = g_regs[1], r2 = g_regs[2], r3 = g_regs[3], rb = g_regs[4];
	A_MIX_SWITCH(OPAQUE_RT)
	return a.code() ? 0 : -1;
}
void *small_rt()
{
	x86::Assembler &a = begin();
	uint32_t r0 = g_regs[0], r1 = g_regs[1], r2 = g_regs[2], r3 = g_regs[3], rb = g_regs[4];
	const int32_t *im = bench_small;
	BENCH_SMALL(A_ADD, A_ADDI, A_LD, A_ST, A_RET)
	void *fn = nullptr;
	if (g_rt->add(&fn, g_code) != kErrorOk)
		fn = nullptr;
	g_code->reset();
	return fn;
}
#undef R0
#undef R1
#undef R2
#undef R3
#undef RB

#define R0 kR0
#define R1 kR1
#define R2 kR2
#define R3 kR3
#define RB kRB
int emit_hc(int mix)
{
	x86::Assembler &a = begin();
	A_MIX_SWITCH((void)0)
	return 0;
}
void *small_hc()
{
	x86::Assembler &a = begin();
	const int32_t *im = bench_small;
	BENCH_SMALL(A_ADD, A_ADDI, A_LD, A_ST, A_RET)
	void *fn = nullptr;
	if (g_rt->add(&fn, g_code) != kErrorOk)
		fn = nullptr;
	g_code->reset();
	return fn;
}
#undef R0
#undef R1
#undef R2
#undef R3
#undef RB

int gen_with(int (*emit)(int), int mix, long n)
{
	for (long i = 0; i < n; i++) {
		if (emit(mix))
			return -1;
		g_code->reset();
	}
	return 0;
}
int small_with(void *(*one)(), long n)
{
	for (long i = 0; i < n; i++) {
		void *fn = one();
		if (!fn)
			return -1;
		g_rt->release(fn);
	}
	return 0;
}
size_t body_with(int (*emit)(int), int mix, uint8_t *buf, size_t cap)
{
	if (emit(mix))
		return (size_t)-1;
	const CodeBuffer &cb = g_code->textSection()->buffer();
	size_t n = cb.size() < cap ? cb.size() : cap;
	memcpy(buf, cb.data(), n);
	g_code->reset();
	return n;
}
int64_t call_with(void *(*one)(), int64_t *mem)
{
	void *p = one();
	if (!p)
		return -1;
	int64_t (*fn)(int64_t *);
	memcpy(&fn, &p, sizeof fn);
	int64_t v = fn(mem);
	g_rt->release(p);
	return v;
}

int rt_gen(int mix, long n) { return gen_with(emit_rt, mix, n); }
int hc_gen(int mix, long n) { return gen_with(emit_hc, mix, n); }
int rt_small(long n) { return small_with(small_rt, n); }
int hc_small(long n) { return small_with(small_hc, n); }
size_t rt_body(int mix, uint8_t *b, size_t c) { return body_with(emit_rt, mix, b, c); }
size_t hc_body(int mix, uint8_t *b, size_t c) { return body_with(emit_hc, mix, b, c); }
int64_t rt_call(int64_t *m) { return call_with(small_rt, m); }
int64_t hc_call(int64_t *m) { return call_with(small_hc, m); }

} // namespace

extern "C" const struct bench_variant bench_asmjit = {"asmjit", "kiln", rt_gen, rt_small, rt_body, rt_call};
extern "C" const struct bench_variant bench_asmjit_const = {"asmjit-const", "kiln-const", hc_gen, hc_small,
							     hc_body, hc_call};
