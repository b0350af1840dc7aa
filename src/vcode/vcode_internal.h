/* vcode_internal.h -- what the files of src/vcode share: the thread's state and the record of
 * finished functions that v_dump reads (not installed). */
#ifndef KILN_VCODE_INTERNAL_H
#define KILN_VCODE_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "kiln/vcode.h"

/* One thread's state behind <kiln/vcode.h> (v__cur is the function it builds). */
struct v__thread {
	kl_func *f;       /* this thread's function, made by its first v_lambda */
	int active;       /* between v_lambda and v_end */
	int leaf;         /* the function is V_LEAF */
	v_reg_type *args; /* the client's argument vector, while a function is built */
	int nargs;
	const void *ip;   /* the client's buffer, for v_dump */
	uint64_t unavail; /* registers out of the allocator in every function of the thread */
	int zero;         /* the register v_zero names in this function, -1 before its first mention */
	uint32_t gen;     /* which function this is (v_lambda counts): tells current save slots */
	struct {
		uint32_t gen; /* slot belongs to function gen */
		int off;      /* offset from v_lp */
	} save[64];       /* v_save<t>/v_restore<t> slot of each register */
	char name[48];
};
struct v__thread *v__state(void);

/* Remember a function v_end made: its entry, size in bytes, the client's buffer and its name. */
void v__record(const void *entry, size_t size, const void *ip, const char *name);

/* Copy name (NULL: "") into dst[cap], cut to fit: every v_lambda and v_end does this, and a
 * loop costs a few dozen host instructions where snprintf cost about 850 (callgrind). */
static inline void v__copy_name(char *dst, size_t cap, const char *name)
{
	size_t n = 0;
	for (; name && name[n] && n + 1 < cap; n++)
		dst[n] = name[n];
	dst[n] = 0;
}

#endif
