/* randprog.h -- random portable programs as instruction records, for differential testing of
 * a native backend against the reference interpreter. */
#ifndef KILN_RANDPROG_H
#define KILN_RANDPROG_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "kiln/insn.h"

#define RP_MAXINSN 1024
#define RP_DATA 256   /* bytes of sandbox the program loads from and stores to */
#define RP_RESULT 512 /* bytes after the data where registers are dumped at the end */
#define RP_MEM (RP_DATA + RP_RESULT)
#define RP_INTSLOTS 40 /* dump slots (8 bytes each) of the integer registers */
#define RP_MAXF 24     /* float registers at most: dump slots RP_INTSLOTS ... */

struct randprog {
	uint64_t seed;
	int leaf;
	int nargs;
	kl_reg args[3];
	int64_t argval[3]; /* argument 0 is the sandbox pointer */
	kl_insn code[RP_MAXINSN];
	size_t n;
	unsigned char mem0[RP_MEM]; /* initial sandbox contents */
	char slotkind[RP_RESULT / 8]; /* per dump slot: 0 integer or unused, 'f' or 'd' a float register */
};

/* Build (with f, which must be fresh: kl_func_begin is called here) a random program from seed.
 * The records are also emitted into f; finish it with kl_func_end.  Returns 0 or a kiln error. */
int randprog_make(struct randprog *p, kl_func *f, uint64_t seed);
/* Run natively and in the interpreter, compare returned value and memory.  Returns 1 if they
 * agree; otherwise prints the seed, the program and the first difference to out and returns 0. */
int randprog_check(const struct randprog *p, void *code, FILE *out);
void randprog_print(const struct randprog *p, FILE *out);

#endif
