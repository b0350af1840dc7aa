/* label.c -- labels (kl_label_new's slow path) and data labels (kl_dlabel).  Placing a label and
 * its fast path are inline in kiln/func.h. */
#include <stdlib.h>

#include "internal.h"

#define KL_MAX_LABELS (1u << 24)

/* Each function's labels are numbered from a tag of its own (top 8 bits, never 0), so that a
 * label of another function, or a small number made up, is an error, not a silent alias. */
uint32_t kl__label_tag(void)
{
	static uint32_t counter;
	uint32_t n = __atomic_add_fetch(&counter, 1, __ATOMIC_RELAXED);
	return (n % 255 + 1) << 24;
}

kl_label(kl_label_new)(kl_func *f)
{
	if (f->nlabels >= f->labcap) {
		uint32_t ncap = f->labcap ? f->labcap * 2 : 64;
		int32_t *n = NULL;
		if (ncap <= KL_MAX_LABELS)
			n = realloc(f->labels, ncap * sizeof *n);
		if (!n) {
			kl__fail(f, ncap > KL_MAX_LABELS ? KL_ERR_LABEL : KL_ERR_NOMEM, "too many labels (%u)",
				 f->nlabels);
			return 0;
		}
		f->labels = n;
		f->labcap = ncap;
	}
	f->labels[f->nlabels] = -1;
	return f->labtag + f->nlabels++;
}

void kl_dlabel(kl_func *f, void **addr, kl_label l)
{
	if (!addr) {
		kl__fail(f, KL_ERR_OPERAND, "kl_dlabel with a NULL address");
		return;
	}
	if (l - f->labtag >= f->nlabels) {
		kl__fail(f, KL_ERR_LABEL, "label %#x was not made by kl_label_new for this function", l);
		return;
	}
	if (f->ndl >= f->dlcap) {
		uint32_t ncap = f->dlcap ? f->dlcap * 2 : 16;
		struct kl__dlabel *n = realloc(f->dl, ncap * sizeof *n);
		if (!n) {
			kl__fail(f, KL_ERR_NOMEM, "data labels");
			return;
		}
		f->dl = n;
		f->dlcap = ncap;
	}
	f->dl[f->ndl].addr = addr;
	f->dl[f->ndl].label = l;
	f->ndl++;
}
