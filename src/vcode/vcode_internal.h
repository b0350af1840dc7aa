/* vcode_internal.h -- what the files of src/vcode share: the record of finished functions that
 * v_dump reads (not installed). */
#ifndef KILN_VCODE_INTERNAL_H
#define KILN_VCODE_INTERNAL_H

#include <stddef.h>

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
