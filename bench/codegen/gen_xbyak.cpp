// gen_xbyak.cpp -- the xbyak peer of the code-generation benchmark: the same x86 instructions,
// with the same registers, as kiln's variants (x86-64 only).
#include <string.h>
#include <xbyak/xbyak.h>

#include "mix.h"

namespace {

using Xbyak::Reg64;

// The registers of kiln's variants: rax r10 r9 r8 (temporaries), rdi (the pointer argument).
constexpr int kR0 = 0, kR1 = 10, kR2 = 9, kR3 = 8, kRB = 7;
int g_regs[5] = {kR0, kR1, kR2, kR3, kRB}; // a run-time copy for the run-time variant

// Code is written, then made read+execute (W^X), as kiln does; xbyak's default instead maps
// its buffer read+write+execute once.
struct Gen : Xbyak::CodeGenerator {
	Gen() : Xbyak::CodeGenerator(1 << 16, Xbyak::DontSetProtectRWE) { setDefaultJmpNEAR(true); }
};
Gen *g_gen;

Gen &begin()
{
	if (!g_gen)
		g_gen = new Gen();
	g_gen->reset();
	return *g_gen;
}

// Three-address forms lowered as kiln lowers them (x86 is two-address).
inline __attribute__((always_inline)) void add3(Gen &a, int d, int s, int t)
{
	if (d == s)
		a.add(Reg64(d), Reg64(t));
	else if (d == t)
		a.add(Reg64(d), Reg64(s));
	else
		a.lea(Reg64(d), a.ptr[Reg64(s) + Reg64(t)]);
}
inline __attribute__((always_inline)) void addi3(Gen &a, int d, int s, int32_t imm)
{
	if (d == s)
		a.add(Reg64(d), imm);
	else
		a.lea(Reg64(d), a.ptr[Reg64(s) + imm]);
}

#define X_ADD(d, s, t) add3(a, d, s, t);
#define X_ADDI(d, s, k) addi3(a, d, s, im[k]);
#define X_LD(d, b, k) a.mov(Reg64(d), a.qword[Reg64(b) + im[k]]);
#define X_ST(s, b, k) a.mov(a.qword[Reg64(b) + im[k]], Reg64(s));
#define X_BEQ(s, t, l) { a.cmp(Reg64(s), Reg64(t)); a.je(lab[l]); }
#define X_PLACE(l) a.L(lab[l]);
#define X_NEWLABELS Xbyak::Label lab[3];
#define X_RET(s)                                                                                   \
	if ((s) != 0)                                                                              \
		a.mov(a.rax, Reg64(s));                                                            \
	a.ret();

#define X_MIX_SWITCH(OPAQUE)                                                                       \
	switch (mix) {                                                                             \
	case MIX_ALL: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ALL(X_ADD, X_ADDI, X_LD, X_ST)) break; \
	case MIX_ADD: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ADD(X_ADD, X_ADDI, X_LD, X_ST)) break; \
	case MIX_ADDI: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ADDI(X_ADD, X_ADDI, X_LD, X_ST)) break; \
	case MIX_LD: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_LD(X_ADD, X_ADDI, X_LD, X_ST)) break; \
	case MIX_ST: BENCH_BLOCKS(BENCH_BLK_ALL, OPAQUE, BENCH_BLOCK_ST(X_ADD, X_ADDI, X_LD, X_ST)) break; \
	case MIX_BR:                                                                               \
		BENCH_BLOCKS(BENCH_BLK_BR, OPAQUE,                                                 \
			     BENCH_BLOCK_BR(X_ADD, X_ADDI, X_LD, X_ST, X_BEQ, X_PLACE, X_NEWLABELS)) \
		break;                                                                             \
	default: break;                                                                            \
	}                                                                                          \
	a.ret();

// The finished small function: read+execute, as kiln's (two mprotect calls per function).
void *finish(Gen &a)
{
	a.setProtectModeRE();
	return (void *)a.getCode();
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
void emit_rt(int mix)
{
	Gen &a = begin();
	int r0 = g_regs[0], r1 = g_regs[1], r2 = g_regs[2], r3 = g_regs[3], rb = g_regs[4];
	X_MIX_SWITCH(OPAQUE_RT)
}
void *small_rt()
{
	Gen &a = begin();
	int r0 = g_regs[0], r1 = g_regs[1], r2 = g_regs[2], r3 = g_regs[3], rb = g_regs[4];
	const int32_t *im = bench_small;
	BENCH_SMALL(X_ADD, X_ADDI, X_LD, X_ST, X_RET)
	return finish(a);
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
void emit_hc(int mix)
{
	Gen &a = begin();
	X_MIX_SWITCH((void)0)
}
void *small_hc()
{
	Gen &a = begin();
	const int32_t *im = bench_small;
	BENCH_SMALL(X_ADD, X_ADDI, X_LD, X_ST, X_RET)
	return finish(a);
}
#undef R0
#undef R1
#undef R2
#undef R3
#undef RB

int gen_with(void (*emit)(int), int mix, long n)
{
	try {
		for (long i = 0; i < n; i++)
			emit(mix);
	} catch (const Xbyak::Error &) {
		return -1;
	}
	return 0;
}
// Each small function is made executable, then writable again for the next one.
int small_with(void *(*one)(), long n)
{
	try {
		for (long i = 0; i < n; i++) {
			if (!one())
				return -1;
			g_gen->setProtectModeRW();
		}
	} catch (const Xbyak::Error &) {
		return -1;
	}
	return 0;
}
size_t body_with(void (*emit)(int), int mix, uint8_t *buf, size_t cap)
{
	try {
		emit(mix);
	} catch (const Xbyak::Error &) {
		return (size_t)-1;
	}
	size_t n = g_gen->getSize() < cap ? g_gen->getSize() : cap;
	memcpy(buf, g_gen->getCode(), n);
	return n;
}
int64_t call_with(void *(*one)(), int64_t *mem)
{
	int64_t v = -1;
	try {
		void *p = one();
		int64_t (*fn)(int64_t *);
		memcpy(&fn, &p, sizeof fn);
		v = fn(mem);
		g_gen->setProtectModeRW();
	} catch (const Xbyak::Error &) {
		return -1;
	}
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

extern "C" const struct bench_variant bench_xbyak = {"xbyak", "kiln", rt_gen, rt_small, rt_body, rt_call};
extern "C" const struct bench_variant bench_xbyak_const = {"xbyak-const", "kiln-const", hc_gen, hc_small,
							    hc_body, hc_call};
