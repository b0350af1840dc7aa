/* interp.c -- running a recorded function in the reference interpreter (the oracle): its
 * virtual registers are the interpreter's registers from 64 up, KO_LP points at a frame of the
 * function's locals. */
#include <stdio.h>

#include "internal.h"

int ko_interp(ko_func *o, const uint64_t *argv, uint64_t *ret)
{
	if (!o || !ret)
		return KL_ERR_STATE;
	if (o->err)
		return o->err;
	kl_vm vm;
	memset(&vm, 0, sizeof vm);
	vm.nvr = o->nvr;
	vm.vr = calloc(o->nvr + 1, sizeof *vm.vr);
	void *frame = calloc(1, o->localsize + 16);
	if (!vm.vr || !frame) {
		free(vm.vr);
		free(frame);
		ko__fail(o, KL_ERR_NOMEM, "interpreter");
		return o->err;
	}
	vm.vr[0] = (uint64_t)(uintptr_t)frame;
	for (int k = 0; k < o->nargs; k++)
		vm.vr[o->argreg[k] - KO_VREG0] = argv ? argv[k] : 0;
	int err = kl_interp(&vm, o->code, o->n, ret);
	if (err)
		ko__fail(o, err, "interpreter: %s", vm.err);
	free(vm.vr);
	free(frame);
	return err;
}
