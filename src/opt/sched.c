/* sched.c -- list scheduling of each block by the machine model (placeholder: order kept). */
#include "internal.h"

void ko__sched(struct ko_prog *p) { (void)p; }
