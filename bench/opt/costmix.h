/* costmix.h -- the instruction mix of the compile-cost benchmark (issue 12), made once as data so
 * that kiln's optimizing tier and asmjit's x86::Compiler record exactly the same function:
 *
 *   long f(long *mem)
 *     v[0..live-1] = mem[0..live-1]                      (live loads)
 *     COSTMIX_NINSN - 2*live instructions, in turn:      v[d] += v[s]; v[d] += imm;
 *                                                        v[d] = mem[k]; mem[k] = v[s]
 *     return v[0] + v[1] + ... + v[live-1]               (live - 1 adds and the return)
 *
 * Every value is read again before the end, so `live` values are live all through the body. */
#ifndef BENCH_COSTMIX_H
#define BENCH_COSTMIX_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define COSTMIX_NINSN 1000 /* generated (portable) instructions per function, return included */
#define COSTMIX_MEM 256    /* longs of mem the function reads and writes */

enum costmix_kind { CM_ADD, CM_ADDI, CM_LD, CM_ST };
struct costmix_op {
	uint8_t kind;
	uint16_t d, s; /* value indices */
	int32_t imm;   /* CM_ADDI: the immediate; CM_LD, CM_ST: the byte offset in mem */
};
struct costmix {
	int live;
	int nbody;
	struct costmix_op body[COSTMIX_NINSN];
};

/* Fill m for `live` values (2 <= live <= 400): a fixed pseudo-random choice of operands. */
void costmix_make(struct costmix *m, int live);
/* What f computes, in C (mem is changed as f changes it). */
int64_t costmix_eval(const struct costmix *m, int64_t *mem);

/* The variants: each records and compiles one function of the mix (executable, then freed) n
 * times; check runs one and returns its result on mem (or -1 with a message on stderr). */
struct costmix_variant {
	const char *name;
	int (*gen)(const struct costmix *m, long n);
	int (*run)(const struct costmix *m, int64_t *mem, int64_t *result);
};

#ifdef __cplusplus
}
#endif

#endif
