/* exec.c -- executable memory, never writable and executable at once.
 *
 * Code lives in chunks mapped twice from one memfd: a read+write view that kiln writes
 * through and a read+execute view that runs.  Finishing a function is a bump allocation and a
 * memcpy, no system call.  Each allocation is preceded by a 16-byte header (magic, size) so
 * kl_code_free() can check what it is given.  A chunk is unmapped when its last function is
 * freed (so a later mapping at the same address starts with fresh pages: this also keeps
 * emulators such as qemu-user from running stale translations).  Where memfd is unavailable
 * each function gets its own pages, written and then mprotect'ed read+execute. */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

#define KL_CHUNK (1u << 20)
#define KL_HDR 16
#define KL_MAGIC 0x6b696c6e636f6465ull /* "kilncode" */

struct kl__chunk {
	uint8_t *rw, *rx;
	size_t size, used, live;
	int dual; /* two views (memfd) or one mprotect'ed mapping */
	struct kl__chunk *next;
};

static pthread_mutex_t kl__lock = PTHREAD_MUTEX_INITIALIZER;
static struct kl__chunk *kl__chunks, *kl__cur;
static int kl__no_memfd;

static size_t kl__pagesize(void)
{
	static size_t ps;
	if (!ps)
		ps = (size_t)sysconf(_SC_PAGESIZE);
	return ps;
}

static struct kl__chunk *kl__chunk_new(size_t need)
{
	size_t ps = kl__pagesize();
	size_t size = need > KL_CHUNK ? (need + ps - 1) & ~(ps - 1) : KL_CHUNK;
	struct kl__chunk *c = calloc(1, sizeof *c);
	if (!c)
		return NULL;
	c->size = size;
	if (!kl__no_memfd) {
		int fd = memfd_create("kiln-code", MFD_CLOEXEC);
		if (fd >= 0 && ftruncate(fd, (off_t)size) == 0) {
			void *rw = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
			void *rx = rw == MAP_FAILED ? MAP_FAILED : mmap(NULL, size, PROT_READ | PROT_EXEC, MAP_SHARED, fd, 0);
			close(fd);
			if (rx != MAP_FAILED) {
				c->rw = rw;
				c->rx = rx;
				c->dual = 1;
				return c;
			}
			if (rw != MAP_FAILED)
				munmap(rw, size);
		} else if (fd >= 0) {
			close(fd);
		}
		__atomic_store_n(&kl__no_memfd, 1, __ATOMIC_RELEASE);
	}
	/* one view, made read+execute when the function is committed */
	void *m = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (m == MAP_FAILED) {
		free(c);
		return NULL;
	}
	c->rw = c->rx = m;
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
	munmap(c->rx, c->size);
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
	if (__atomic_load_n(&kl__no_memfd, __ATOMIC_ACQUIRE)) {
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
	if (!c)
		return KL_ERR_OPERAND;
	uint64_t hdr[2];
	memcpy(hdr, (const void *)(rx - KL_HDR), sizeof hdr);
	if (hdr[0] != KL_MAGIC || hdr[1] > c->live)
		return KL_ERR_OPERAND;
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
	pthread_mutex_lock(&kl__lock);
	int r = kl__release(rx);
	pthread_mutex_unlock(&kl__lock);
	return r;
}
