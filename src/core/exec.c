/* exec.c -- executable memory, never writable and executable at once.
 *
 * Code lives in chunks mapped twice from one memfd: a read+write view that kiln writes
 * through and a read+execute view that runs.  Finishing a function is a bump allocation and a
 * memcpy, no system call.  Each allocation is preceded by a 16-byte header (magic, size) so
 * kl_code_free() can check what it is given.  A chunk is unmapped when its last function is
 * freed (so a later mapping at the same address starts with fresh pages: this also keeps
 * emulators such as qemu-user from running stale translations).  Where memfd is unavailable
 * each function gets its own pages, written and then mprotect'ed read+execute: for good when the
 * system has no memfd (ENOSYS, EPERM), for that function only when the failure may pass (out of
 * file descriptors or memory).  kl_code_free() frees only what kiln handed out: every chunk
 * keeps a bitmap of the addresses of its live functions. */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"
#include "../debug/hooks.h"
#include "kiln/debug.h"

#define KL_CHUNK (1u << 20)
#define KL_HDR 16
#define KL_MAGIC 0x6b696c6e636f6465ull /* "kilncode" */

struct kl__chunk {
	uint8_t *rw, *rx;
	size_t size, used, live;
	int dual;        /* two views (memfd) or one mprotect'ed mapping */
	uint64_t *starts; /* bit k: a live function's entry is at rx + 16 k */
	struct kl__chunk *next;
};

static pthread_mutex_t kl__lock = PTHREAD_MUTEX_INITIALIZER;
static struct kl__chunk *kl__chunks, *kl__cur;
static int kl__no_memfd;  /* memfd does not exist here: single views for good */
static int kl__nsingle;   /* single-view chunks alive (kl__exec_commit has work only then) */

static size_t kl__pagesize(void)
{
	static size_t ps;
	if (!ps)
		ps = (size_t)sysconf(_SC_PAGESIZE);
	return ps;
}

/* the bitmap of function entries, one bit per 16 bytes */
static int kl__starts_alloc(struct kl__chunk *c)
{
	c->starts = calloc(c->size / 16 / 64 + 1, sizeof *c->starts);
	return c->starts ? 0 : -1;
}

static struct kl__chunk *kl__chunk_new(size_t need)
{
	size_t ps = kl__pagesize();
	size_t size = need > KL_CHUNK ? (need + ps - 1) & ~(ps - 1) : KL_CHUNK;
	struct kl__chunk *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	/* perf names samples only in anonymous memory (through its map file), and GDB cannot put a
	 * breakpoint in a read-only shared mapping: with those outputs on, single views */
	if (!kl__no_memfd && !(kl_debug_flags() & (KL_DEBUG_PERFMAP | KL_DEBUG_GDB))) {
		int fd = memfd_create("kiln-code", MFD_CLOEXEC);
		int why = fd < 0 ? errno : 0;
		if (fd >= 0 && ftruncate(fd, (off_t)size) == 0) {
			void *rw = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
			void *rx = rw == MAP_FAILED ? MAP_FAILED : mmap(NULL, size, PROT_READ | PROT_EXEC, MAP_SHARED, fd, 0);
			close(fd);
			if (rx != MAP_FAILED) {
				c->rw = rw;
				c->rx = rx;
				c->dual = 1;
				c->size = size;
				if (!kl__starts_alloc(c))
					return c;
				munmap(rw, size);
				munmap(rx, size);
				free(c);
				return NULL;
			}
			if (rw != MAP_FAILED)
				munmap(rw, size);
		} else if (fd >= 0) {
			close(fd);
		}
		if (why == ENOSYS || why == EPERM || why == EINVAL) /* not a passing failure */
			__atomic_store_n(&kl__no_memfd, 1, __ATOMIC_RELEASE);
	}
	/* one view of the function's own pages, made read+execute when it is committed */
	size = (need + ps - 1) & ~(ps - 1);
	void *m = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED) {
		free(c);
		return NULL;
	}
	c->rw = c->rx = m;
	c->size = size;
	if (kl__starts_alloc(c)) {
		munmap(m, size);
		free(c);
		return NULL;
	}
	__atomic_add_fetch(&kl__nsingle, 1, __ATOMIC_RELEASE);
	return c;
}

static void kl__chunk_drop(struct kl__chunk *c)
{
	struct kl__chunk **pp = &kl__chunks;
	while (*pp && *pp != c)
		pp = &(*pp)->next;
	if (*pp)
		*pp = c->next;
	if (c->dual)
		munmap(c->rw, c->size);
	else
		__atomic_sub_fetch(&kl__nsingle, 1, __ATOMIC_RELEASE);
	munmap(c->rx, c->size);
	free(c->starts);
	free(c);
}

uintptr_t kl__exec_alloc(size_t n, uint8_t **rw)
{
	size_t need = (KL_HDR + n + 15) & ~(size_t)15;
	uintptr_t rx = 0;
	pthread_mutex_lock(&kl__lock);
	struct kl__chunk *c = kl__cur;
	/* without two views every function needs pages of its own */
	if (!c || !c->dual || c->size - c->used < need) {
		c = kl__chunk_new(need);
		if (c) {
			c->next = kl__chunks;
			kl__chunks = c;
			if (c->dual && c->size - need >= KL_CHUNK / 4) {
				if (kl__cur && kl__cur->live == 0)
					kl__chunk_drop(kl__cur);
				kl__cur = c;
			}
		}
	}
	if (c) {
		uint8_t *h = c->rw + c->used;
		uint64_t hdr[2] = {KL_MAGIC, need};
		memcpy(h, hdr, sizeof hdr);
		*rw = h + KL_HDR;
		rx = (uintptr_t)(c->rx + c->used + KL_HDR);
		size_t bit = (c->used + KL_HDR) / 16;
		c->starts[bit / 64] |= 1ull << (bit % 64);
		c->used += need;
		c->live += need;
	}
	pthread_mutex_unlock(&kl__lock);
	return rx;
}

static struct kl__chunk *kl__find(uintptr_t rx)
{
	for (struct kl__chunk *c = kl__chunks; c; c = c->next)
		if (rx >= (uintptr_t)c->rx + KL_HDR && rx < (uintptr_t)c->rx + c->used)
			return c;
	return NULL;
}

void kl__exec_commit(uintptr_t rx, size_t n)
{
	/* with two views the code is executable already: only single-view chunks need work */
	if (__atomic_load_n(&kl__nsingle, __ATOMIC_ACQUIRE)) {
		pthread_mutex_lock(&kl__lock);
		struct kl__chunk *c = kl__find(rx);
		if (c && !c->dual) {
			size_t ps = kl__pagesize();
			uintptr_t lo = (uintptr_t)c->rx & ~(ps - 1);
			mprotect((void *)lo, c->size, PROT_READ | PROT_EXEC);
		}
		pthread_mutex_unlock(&kl__lock);
	}
#if defined(__GNUC__) && !defined(__x86_64__)
	__builtin___clear_cache((char *)rx, (char *)rx + n);
#else
	(void)n;
#endif
}

static int kl__release(uintptr_t rx)
{
	struct kl__chunk *c = kl__find(rx);
	if (!c || (rx - (uintptr_t)c->rx) % 16)
		return KL_ERR_OPERAND;
	size_t bit = (rx - (uintptr_t)c->rx) / 16;
	if (!(c->starts[bit / 64] >> (bit % 64) & 1)) /* not an entry kiln handed out, or freed already */
		return KL_ERR_OPERAND;
	uint64_t hdr[2];
	memcpy(hdr, (const void *)(rx - KL_HDR), sizeof hdr);
	if (hdr[0] != KL_MAGIC || hdr[1] > c->live)
		return KL_ERR_OPERAND;
	c->starts[bit / 64] &= ~(1ull << (bit % 64));
	c->live -= hdr[1];
	if (!c->dual) { /* its own pages, read+execute now: just unmap them */
		kl__chunk_drop(c);
		return KL_OK;
	}
#if defined(__x86_64__)
	if (c->live == 0 && c == kl__cur) {
		/* the current chunk is empty: start it over, so the next functions reuse warm pages.
		 * (x86-64 only: its caches are coherent; under an emulator such as qemu-user, other
		 * targets could run stale translations of the old code, so their chunks are dropped
		 * and mapped anew instead.) */
		c->used = 0;
		memset(c->starts, 0, (c->size / 16 / 64 + 1) * sizeof *c->starts);
		return KL_OK;
	}
#endif
	/* spoil the magic so a second free is caught */
	uint64_t dead = ~KL_MAGIC;
	memcpy(c->rw + (rx - KL_HDR - (uintptr_t)c->rx), &dead, sizeof dead);
	if (c->live == 0 && c != kl__cur)
		kl__chunk_drop(c);
	return KL_OK;
}

void kl__exec_release(uintptr_t rx, size_t n)
{
	(void)n;
	pthread_mutex_lock(&kl__lock);
	kl__release(rx);
	pthread_mutex_unlock(&kl__lock);
}

int kl__exec_free(uintptr_t rx)
{
	kl__debug_code_freed(rx); /* GDB must not read the object after the code is gone */
	pthread_mutex_lock(&kl__lock);
	int r = kl__release(rx);
	pthread_mutex_unlock(&kl__lock);
	return r;
}
