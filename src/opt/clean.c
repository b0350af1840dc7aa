/* clean.c -- cheap cleanups (placeholder). */
#include "internal.h"

void ko__clean(struct ko_prog *p) { (void)p; }
