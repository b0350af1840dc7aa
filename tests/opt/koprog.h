/* koprog.h -- random programs for the optimizing tier (koprog.c). */
#ifndef KOPROG_H
#define KOPROG_H

#include <stdio.h>

#include <kiln/opt.h>

#define KOPROG_MAXV 128

struct koprog_shape {
	int n64, n32, nd; /* values of each kind live from start to end */
	int segments;     /* top-level segments (straight runs, diamonds, loops) */
	int calls;        /* 1: the program calls C functions */
};

/* Record a program from seed into o (ko_func_begin included): long f(long, long, void *buf,
 * double), buf 256 bytes.  0 or an error code. */
int koprog_make(ko_func *o, uint64_t seed, const struct koprog_shape *sh);
/* Run code (the compiled o) and the interpreter on the same inputs; 1 if they agree, else 0
 * with the seed and both listings written to log. */
int koprog_check(ko_func *o, void *code, uint64_t seed, FILE *log);

/* A straight-line kernel with many more values live than registers: n (at most 512) values
 * from the two arguments of long f(long, long), rounds of mixing each with two others, all
 * summed and returned.  Records into o, ko_func_begin included. */
void koprog_kernel(ko_func *o, int n, int rounds);

#endif
