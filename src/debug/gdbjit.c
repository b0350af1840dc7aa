/* gdbjit.c -- GDB's JIT interface (GDB manual, "JIT Compilation Interface"): a list of
 * in-memory object files GDB reads when __jit_debug_register_code is called.  One ELF object
 * (elf.c) per function, registered by kl_func_end and unregistered by kl_code_free. */
#include <pthread.h>
#include <stdlib.h>

#include "internal.h"

/* the names and layout GDB looks for */
enum { JIT_NOACTION = 0, JIT_REGISTER_FN = 1, JIT_UNREGISTER_FN = 2 };
struct jit_code_entry {
	struct jit_code_entry *next_entry;
	struct jit_code_entry *prev_entry;
	const char *symfile_addr;
	uint64_t symfile_size;
};
struct jit_descriptor {
	uint32_t version;
	uint32_t action_flag;
	struct jit_code_entry *relevant_entry;
	struct jit_code_entry *first_entry;
};

/* GDB puts a breakpoint in this function: it must exist, not be inlined, and stay */
void __attribute__((noinline, used, visibility("default"))) __jit_debug_register_code(void);
void __attribute__((noinline, used, visibility("default"))) __jit_debug_register_code(void)
{
	__asm__ volatile("" ::: "memory");
}
__attribute__((used, visibility("default"))) struct jit_descriptor __jit_debug_descriptor = {1, JIT_NOACTION, NULL, NULL};

/* an entry and the function it describes */
struct kl__gdb_entry {
	struct jit_code_entry e; /* first: GDB sees only this */
	uintptr_t addr;
};

static pthread_mutex_t kl__gdb_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned kl__gdb_live; /* atomic: entries registered (kl_code_free looks only when > 0) */

void kl__gdb_register(const struct kl__debug_code *c)
{
	size_t n;
	uint8_t *obj = kl__elf_build(c, &n);
	struct kl__gdb_entry *g = obj ? calloc(1, sizeof *g) : NULL;
	if (!g) {
		free(obj);
		return;
	}
	g->e.symfile_addr = (const char *)obj;
	g->e.symfile_size = n;
	g->addr = c->addr;
	pthread_mutex_lock(&kl__gdb_lock);
	g->e.next_entry = __jit_debug_descriptor.first_entry;
	if (g->e.next_entry)
		g->e.next_entry->prev_entry = &g->e;
	__jit_debug_descriptor.first_entry = &g->e;
	__jit_debug_descriptor.relevant_entry = &g->e;
	__jit_debug_descriptor.action_flag = JIT_REGISTER_FN;
	__jit_debug_register_code();
	__atomic_add_fetch(&kl__gdb_live, 1, __ATOMIC_RELEASE);
	pthread_mutex_unlock(&kl__gdb_lock);
}

void kl__gdb_unregister(uintptr_t addr)
{
	if (!__atomic_load_n(&kl__gdb_live, __ATOMIC_ACQUIRE))
		return;
	pthread_mutex_lock(&kl__gdb_lock);
	struct jit_code_entry *e = __jit_debug_descriptor.first_entry;
	while (e && ((struct kl__gdb_entry *)e)->addr != addr)
		e = e->next_entry;
	if (e) {
		if (e->prev_entry)
			e->prev_entry->next_entry = e->next_entry;
		else
			__jit_debug_descriptor.first_entry = e->next_entry;
		if (e->next_entry)
			e->next_entry->prev_entry = e->prev_entry;
		__jit_debug_descriptor.relevant_entry = e;
		__jit_debug_descriptor.action_flag = JIT_UNREGISTER_FN;
		__jit_debug_register_code();
		__atomic_sub_fetch(&kl__gdb_live, 1, __ATOMIC_RELEASE);
		free((void *)e->symfile_addr);
		free(e);
	}
	pthread_mutex_unlock(&kl__gdb_lock);
}
