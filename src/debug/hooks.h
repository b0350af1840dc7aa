/* hooks.h -- the few calls the core makes into the debug layer (src/debug): once per finished
 * function, when code is freed, and when a function object is deleted.  Nothing per instruction. */
#ifndef KILN_DEBUG_HOOKS_H
#define KILN_DEBUG_HOOKS_H

#include <stddef.h>
#include <stdint.h>

struct kl_func;
struct kl__final;

/* The outputs on now (KL_DEBUG_*), KILN_DEBUG read the first time. */
unsigned kl_debug_flags(void);
/* kl_func_end, after the code is executable: tell perf and GDB about it.  body_len is the body's
 * size in bytes (its start is out->body_at). */
void kl__debug_func(struct kl_func *f, const struct kl__final *out, size_t body_len);
/* kl_func_end, kl_func_end_image, kl_func_abort: forget the name and lines of the function. */
void kl__debug_forget(struct kl_func *f);
/* kl_func_delete */
void kl__debug_free(struct kl_func *f);
/* kl_code_free(entry), before the memory goes: unregister it from GDB. */
void kl__debug_code_freed(uintptr_t entry);

#endif
