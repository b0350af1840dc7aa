/* peep.c -- peephole (placeholder). */
#include "internal.h"

void ko__peep(struct ko_prog *p) { (void)p; }
