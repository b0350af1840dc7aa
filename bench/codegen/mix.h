/* mix.h -- the instruction mixes of issue 7, written once as X-macros so that every variant
 * (kiln, kiln through vcode.h, asmjit, xbyak) generates exactly the same instructions. */
#ifndef BENCH_MIX_H
#define BENCH_MIX_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Generated instructions per function, and the mixes. */
#define BENCH_NINSN 1000
enum bench_mix {
	MIX_ALL,  /* 25% add reg+reg, 25% add reg+imm, 25% load, 25% store (64-bit) */
	MIX_BR,   /* the same with 10% branches to labels (22.5% each of the four, 10% beq) */
	MIX_ADD,  /* one kind at a time, for the per-kind breakdown */
	MIX_ADDI,
	MIX_LD,
	MIX_ST,
	MIX_COUNT
};

/* Immediates and offsets are run-time values, read from this table (filled at start-up) as a
 * real JIT reads them from its input.  bench_imm[k] is the immediate of instruction k of a
 * function; bench_small[] holds those of the small callable function. */
extern int32_t bench_imm[BENCH_NINSN];
extern int32_t bench_small[8];
void bench_fill_tables(void);

/* A variant: one way of generating the mixes.
 *   gen(mix, n)      generate n functions of BENCH_NINSN instructions
 *   small(n)         generate n callable 10-instruction functions end to end (finalized,
 *                    then freed); returns 0 or -1 on error
 *   body(mix, b, c)  generate one function of the mix and copy its body bytes (no prologue)
 *                    to b; returns the size, 0 if not available, or (size_t)-1 on error
 *   call(mem)        generate the small function once and call it on mem; returns its result */
struct bench_variant {
	const char *name;
	const char *base; /* the kiln variant it is compared with */
	int (*gen)(int mix, long n);
	int (*small)(long n);
	size_t (*body)(int mix, uint8_t *buf, size_t cap);
	int64_t (*call)(int64_t *mem);
};

/* ---- the mixes: R0..R3 and RB (base of loads and stores) are the variant's registers; the
 * last operand of ADDI/LD/ST is the index of its immediate in the block's part of bench_imm.
 * Three-address adds come in all three shapes (rd = rs1, rd = rs2, rd apart) and immediate
 * adds in both (rd = rs, rd apart), as a client's register allocation produces them. */
#define BENCH_BLK_ALL 20
#define BENCH_BLOCK_ALL(ADD, ADDI, LD, ST)                                                         \
	ADD(R0, R0, R1) ADDI(R1, R1, 1) LD(R2, RB, 2) ST(R3, RB, 3)                                \
	ADD(R2, R3, R0) ADDI(R3, R0, 5) LD(R0, RB, 6) ST(R1, RB, 7)                                \
	ADD(R1, R2, R1) ADDI(R2, R2, 9) LD(R3, RB, 10) ST(R0, RB, 11)                              \
	ADD(R3, R3, R2) ADDI(R0, R1, 13) LD(R1, RB, 14) ST(R2, RB, 15)                             \
	ADD(R0, R1, R2) ADDI(R1, R1, 17) LD(R2, RB, 18) ST(R3, RB, 19)

#define BENCH_BLOCK_ADD(ADD, ADDI, LD, ST)                                                         \
	ADD(R0, R0, R1) ADD(R2, R3, R0) ADD(R1, R2, R1) ADD(R3, R3, R2) ADD(R0, R1, R2)            \
	ADD(R1, R1, R3) ADD(R3, R0, R2) ADD(R2, R0, R2) ADD(R2, R2, R0) ADD(R1, R3, R0)            \
	ADD(R0, R0, R1) ADD(R2, R3, R0) ADD(R1, R2, R1) ADD(R3, R3, R2) ADD(R0, R1, R2)            \
	ADD(R1, R1, R3) ADD(R3, R0, R2) ADD(R2, R0, R2) ADD(R2, R2, R0) ADD(R1, R3, R0)
#define BENCH_BLOCK_ADDI(ADD, ADDI, LD, ST)                                                        \
	ADDI(R1, R1, 0) ADDI(R3, R0, 1) ADDI(R2, R2, 2) ADDI(R0, R1, 3) ADDI(R1, R1, 4)            \
	ADDI(R3, R3, 5) ADDI(R2, R1, 6) ADDI(R3, R3, 7) ADDI(R1, R2, 8) ADDI(R2, R2, 9)            \
	ADDI(R1, R1, 10) ADDI(R3, R0, 11) ADDI(R2, R2, 12) ADDI(R0, R1, 13) ADDI(R1, R1, 14)       \
	ADDI(R3, R3, 15) ADDI(R2, R1, 16) ADDI(R2, R2, 17) ADDI(R1, R2, 18) ADDI(R2, R2, 19)
#define BENCH_BLOCK_LD(ADD, ADDI, LD, ST)                                                          \
	LD(R2, RB, 0) LD(R0, RB, 1) LD(R3, RB, 2) LD(R1, RB, 3) LD(R2, RB, 4)                      \
	LD(R1, RB, 5) LD(R3, RB, 6) LD(R0, RB, 7) LD(R2, RB, 8) LD(R1, RB, 9)                      \
	LD(R2, RB, 10) LD(R0, RB, 11) LD(R3, RB, 12) LD(R1, RB, 13) LD(R2, RB, 14)                 \
	LD(R1, RB, 15) LD(R3, RB, 16) LD(R0, RB, 17) LD(R2, RB, 18) LD(R1, RB, 19)
#define BENCH_BLOCK_ST(ADD, ADDI, LD, ST)                                                          \
	ST(R3, RB, 0) ST(R1, RB, 1) ST(R0, RB, 2) ST(R2, RB, 3) ST(R3, RB, 4)                      \
	ST(R0, RB, 5) ST(R2, RB, 6) ST(R1, RB, 7) ST(R3, RB, 8) ST(R0, RB, 9)                      \
	ST(R3, RB, 10) ST(R1, RB, 11) ST(R0, RB, 12) ST(R2, RB, 13) ST(R3, RB, 14)                 \
	ST(R0, RB, 15) ST(R2, RB, 16) ST(R1, RB, 17) ST(R3, RB, 18) ST(R0, RB, 19)

/* 40 instructions: 9 of each of the four kinds and 4 branches (beq, 64-bit), two backward
 * (short jumps) and two forward (rel32, linked later); NEWLABELS makes labels 0..2. */
#define BENCH_BLK_BR 40
#define BENCH_BLOCK_BR(ADD, ADDI, LD, ST, BEQ, PLACE, NEWLABELS)                                   \
	NEWLABELS PLACE(0)                                                                         \
	ADD(R0, R0, R1) ADDI(R1, R1, 1) LD(R2, RB, 2) ST(R3, RB, 3)                                \
	ADD(R2, R3, R0) ADDI(R3, R0, 5) LD(R0, RB, 6) ST(R1, RB, 7)                                \
	ADD(R1, R2, R1) BEQ(R0, R1, 0)                                                             \
	ADDI(R2, R2, 10) LD(R3, RB, 11) ST(R0, RB, 12) ADD(R3, R3, R2)                             \
	ADDI(R0, R1, 14) LD(R1, RB, 15) ST(R2, RB, 16) ADD(R0, R1, R2)                             \
	ADDI(R1, R1, 18) BEQ(R2, R3, 1)                                                            \
	LD(R2, RB, 20) ST(R3, RB, 21) ADD(R0, R0, R1) ADDI(R1, R1, 23)                             \
	LD(R2, RB, 24) ST(R3, RB, 25) ADD(R2, R3, R0) PLACE(1)                                     \
	ADDI(R3, R0, 27) LD(R0, RB, 28) BEQ(R1, R0, 1)                                             \
	ST(R1, RB, 30) ADD(R1, R2, R1) ADDI(R2, R2, 32) LD(R3, RB, 33)                             \
	ST(R0, RB, 34) ADD(R3, R3, R2) ADDI(R0, R1, 36) LD(R1, RB, 37)                             \
	ST(R2, RB, 38) BEQ(R3, R0, 2) PLACE(2)

/* The small function (10 instructions and a return) of the whole-function measurement: with
 * int64_t m[] at RB it stores m[2] = m[0]+m[1]+7 and m[4] = m[3]+m[1]+1000 and returns
 * m[0]+m[2].  Its immediates come from bench_small[]. */
#define BENCH_SMALL(ADD, ADDI, LD, ST, RET)                                                        \
	LD(R0, RB, 0) LD(R1, RB, 1) ADD(R2, R0, R1) ADDI(R3, R2, 2) ST(R3, RB, 3)                  \
	ADD(R0, R0, R3) ADDI(R1, R1, 4) LD(R2, RB, 5) ADD(R2, R2, R1) ST(R2, RB, 6) RET(R0)

/* Run BODY once per block of a function, with `im` pointing at the block's immediates.
 * OPAQUE hides the registers' values from the compiler at each block, so nothing derived from
 * a run-time register can be hoisted out of the loop (it is empty for hard-coded registers). */
#define BENCH_BLOCKS(BLK, OPAQUE, BODY)                                                            \
	for (int blk_ = 0; blk_ < BENCH_NINSN / (BLK); blk_++) {                                   \
		const int32_t *im = bench_imm + blk_ * (BLK);                                      \
		(void)im;                                                                          \
		OPAQUE;                                                                            \
		BODY                                                                               \
	}
#if defined(__GNUC__)
#define BENCH_HIDE(x) __asm__ volatile("" : "+r"(x))
#else
#define BENCH_HIDE(x) ((void)0)
#endif

#ifdef __cplusplus
}
#endif

#endif
