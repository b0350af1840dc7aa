/* vcode_internal.h -- what the files of src/vcode share: the record of finished functions that
 * v_dump reads (not installed). */
#ifndef KILN_VCODE_INTERNAL_H
#define KILN_VCODE_INTERNAL_H

#include <stddef.h>

/* Remember a function v_end made: its entry, size in bytes, the client's buffer and its name. */
void v__record(const void *entry, size_t size, const void *ip, const char *name);

#endif
