/* local.c -- locals: scalar slots and byte blocks in the frame, at offsets from KL_LP. */
#include "internal.h"

#define KL_MAX_LOCALS ((size_t)1 << 30)

static int kl__local_alloc(kl_func *f, size_t size, size_t align)
{
	size_t off = ((size_t)f->localsize + align - 1) & ~(align - 1);
	/* size is the client's: compare without adding to it, so a huge size cannot wrap */
	if (size > KL_MAX_LOCALS || off > KL_MAX_LOCALS - size) {
		kl__fail(f, KL_ERR_TOOBIG, "locals exceed 1 GiB (a block of %zu bytes at offset %zu)", size, off);
		return 0;
	}
	f->localsize = (uint32_t)(off + size);
	return (int)off;
}

int kl_local(kl_func *f, int type)
{
	static const unsigned char size[KL_NTYPES] = {0, 1, 1, 2, 2, 4, 4, 8, 8, 8, 4, 8};
	if (type <= KL_V || type >= KL_NTYPES) {
		kl__fail(f, KL_ERR_OPERAND, "kl_local: type %d has no size", type);
		return 0;
	}
	return kl__local_alloc(f, size[type], size[type]);
}

int kl_localb(kl_func *f, size_t size)
{
	return kl__local_alloc(f, size ? size : 1, 16);
}
