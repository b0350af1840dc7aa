/* ash_internal.h -- what the parts of libkiln-ash share: the pipeline and the built-in steps. */
#ifndef ASH_INTERNAL_H
#define ASH_INTERNAL_H

#include <kiln/ash.h>

#define ASH_MAXSTEPS 16
#define ASH_MSGLEN 200

struct ash_entry {
	struct kl_ash_step step;
	void *ctx;
	int builtin; /* 1 for copy, cksum, swap16, swap32, xor: these do not look at w unless they copy or sum */
};

struct kl_ash {
	struct ash_entry steps[ASH_MAXSTEPS];
	int nsteps;
	int err;
	char msg[ASH_MSGLEN];
	uint64_t keys[ASH_MAXSTEPS]; /* the xor steps' keys, 8 bytes of stream each */
};

void ash_fail(kl_ash *a, int err, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* the checks of kl_ash_build (pipeline.c): 0, or the error, sticky on a */
int ash_check(kl_ash *a);

/* the built-in steps (steps.c) */
extern const struct kl_ash_step ash_copy_step, ash_cksum_step, ash_swap16_step, ash_swap32_step, ash_xor_step;

#endif
