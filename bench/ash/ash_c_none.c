/* ash_c_none.c -- no second compiler in this build: bench/ash measures the build's compiler only. */
#include "ash_c.h"

const struct ash_c ash_c_other = {0};
