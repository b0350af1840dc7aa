/* target.c -- which targets this library knows (all three, whatever the host), which one it
 * runs on, and what the host can do. */
#include <pthread.h>
#include <string.h>

#include "internal.h"

#if defined(__x86_64__)
const struct kl__target *const kl__host = &kl__target_x86_64;
#elif defined(__aarch64__)
const struct kl__target *const kl__host = &kl__target_aarch64;
#elif defined(__riscv) && __riscv_xlen == 64
const struct kl__target *const kl__host = &kl__target_riscv64;
#endif

static const struct kl__target *const kl__targets[] = {&kl__target_x86_64, &kl__target_aarch64,
							&kl__target_riscv64};

static pthread_once_t kl__once = PTHREAD_ONCE_INIT;
static void kl__init_once(void) { kl__host->init(); }
void kl__init(void) { pthread_once(&kl__once, kl__init_once); }

const struct kl__target *kl__target_find(const char *name)
{
	if (!name)
		return NULL;
	for (size_t k = 0; k < sizeof kl__targets / sizeof kl__targets[0]; k++)
		if (strcmp(kl__targets[k]->name, name) == 0)
			return kl__targets[k];
	return NULL;
}

const char *kl_target_name(void) { return kl__host->name; }

int kl_target_has(int feature)
{
	kl__init();
	return feature > 0 && feature < 32 && (kl__host->features >> feature & 1);
}

const char *kl_func_target(const kl_func *f) { return f ? f->tgt->name : kl__host->name; }
