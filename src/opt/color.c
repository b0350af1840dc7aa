/* color.c -- graph colouring (placeholder: linear scan). */
#include "internal.h"

int ko__color(struct ko_prog *p, struct ko_prog *out) { return ko__linscan(p, out); }
