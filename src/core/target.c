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
uint16_t kl__host_cpu;
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

static struct kl_target_info kl__infos[3];
static pthread_once_t kl__info_once = PTHREAD_ONCE_INIT;
static void kl__info_init(void)
{
	for (size_t k = 0; k < 3; k++) {
		const struct kl__target *t = kl__targets[k];
		kl__infos[k] = (struct kl_target_info){
			.name = t->name, .temps = t->temps, .vars = t->vars, .ftemps = t->ftemps, .fvars = t->fvars,
			.ntemps = t->ntemps, .nvars = t->nvars, .nftemps = t->nftemps, .nfvars = t->nfvars,
			.callee_saved = t->callee_saved, .lp = t->lp, .rv = t->rv, .frv = t->frv, .nregs = t->nregs,
			.zero_upper32 = t->zero_upper32};
	}
}

const struct kl_target_info *kl_target_info(const char *target)
{
	const struct kl__target *t = target ? kl__target_find(target) : kl__host;
	if (!t)
		return NULL;
	pthread_once(&kl__info_once, kl__info_init);
	for (size_t k = 0; k < 3; k++)
		if (kl__targets[k] == t)
			return &kl__infos[k];
	return NULL;
}

int kl_target_arg_homes(const char *target, const signed char *types, int n, kl_reg *home, int *slot)
{
	const struct kl__target *t = target ? kl__target_find(target) : kl__host;
	if (!t || n < 0 || n > 64 || (n && (!types || !home || !slot)))
		return -1;
	return t->arg_homes(types, n, home, slot);
}

const char *kl_target_name(void) { return kl__host->name; }

int kl_target_has(int feature)
{
	kl__init();
	return feature > 0 && feature < 32 && (kl__host->features >> feature & 1);
}

const char *kl_func_target(const kl_func *f) { return f ? f->tgt->name : kl__host->name; }
