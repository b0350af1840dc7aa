/* jitdump.c -- jit-PID.dump in perf's jitdump format (tools/perf/Documentation/
 * jitdump-specification.txt): a header, then per function a JIT_CODE_DEBUG_INFO record (when it
 * has source lines) and a JIT_CODE_LOAD record carrying its name and bytes.  The file is also
 * mapped executable once: that mmap, seen by `perf record -k mono`, is how `perf inject --jit`
 * finds the file.  Timestamps are CLOCK_MONOTONIC, perf's -k mono. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

#define KL_JD_MAGIC 0x4A695444u /* "JiTD" */
#define KL_JD_VERSION 1
#define KL_JD_CODE_LOAD 0
#define KL_JD_DEBUG_INFO 2

static pthread_mutex_t kl__jd_lock = PTHREAD_MUTEX_INITIALIZER;
static int kl__jd_fd = -1;
static pid_t kl__jd_pid;
static uint64_t kl__jd_index;

static uint64_t kl__jd_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int kl__jd_write_all(const uint8_t *p, size_t n)
{
	while (n) {
		ssize_t w = write(kl__jd_fd, p, n);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

int kl__jitdump_open(char *why, size_t whylen)
{
	pthread_mutex_lock(&kl__jd_lock);
	int r = 0;
	if (kl__jd_fd >= 0)
		goto out;
	const char *dir = getenv("KILN_JITDUMP_DIR");
	char path[4096];
	snprintf(path, sizeof path, "%s/jit-%d.dump", dir && *dir ? dir : "/tmp", (int)getpid());
	int fd = open(path, O_CREAT | O_TRUNC | O_RDWR | O_CLOEXEC, 0666);
	if (fd < 0) {
		snprintf(why, whylen, "jitdump: cannot create %s: %s", path, strerror(errno));
		r = -1;
		goto out;
	}
	/* the marker: perf records this mapping of the file and inject --jit follows it */
	long ps = sysconf(_SC_PAGESIZE);
	void *marker = mmap(NULL, (size_t)ps, PROT_READ | PROT_EXEC, MAP_PRIVATE, fd, 0);
	if (marker == MAP_FAILED) {
		snprintf(why, whylen, "jitdump: cannot map %s: %s", path, strerror(errno));
		close(fd);
		r = -1;
		goto out;
	}
	kl__jd_fd = fd;
	kl__jd_pid = getpid();
	struct kl__bytes h = {0};
	kl__bytes_u32(&h, KL_JD_MAGIC);
	kl__bytes_u32(&h, KL_JD_VERSION);
	kl__bytes_u32(&h, 40); /* header size */
	kl__bytes_u32(&h, kl__elf_machine(kl_target_name()));
	kl__bytes_u32(&h, 0);
	kl__bytes_u32(&h, (uint32_t)kl__jd_pid);
	kl__bytes_u64(&h, kl__jd_now());
	kl__bytes_u64(&h, 0); /* flags */
	if (h.oom || kl__jd_write_all(h.p, h.n)) {
		snprintf(why, whylen, "jitdump: cannot write %s", path);
		munmap(marker, (size_t)ps);
		close(fd);
		kl__jd_fd = -1;
		r = -1;
	}
	free(h.p);
out:
	pthread_mutex_unlock(&kl__jd_lock);
	return r;
}

static void kl__jd_record_head(struct kl__bytes *b, uint32_t id)
{
	kl__bytes_u32(b, id);
	kl__bytes_u32(b, 0); /* total size, patched */
	kl__bytes_u64(b, kl__jd_now());
}

void kl__jitdump_write(const struct kl__debug_code *c)
{
	struct kl__bytes b = {0};
	size_t at = 0;
	if (c->nlines) {
		kl__jd_record_head(&b, KL_JD_DEBUG_INFO);
		kl__bytes_u64(&b, c->addr);
		kl__bytes_u64(&b, c->nlines);
		for (uint32_t k = 0; k < c->nlines; k++) {
			kl__bytes_u64(&b, c->addr + c->body_at + c->lines[k].off);
			kl__bytes_u32(&b, c->lines[k].line);
			kl__bytes_u32(&b, 0); /* discriminator */
			kl__bytes_str(&b, c->source);
		}
		kl__bytes_align(&b, 8);
		kl__bytes_patch32(&b, 4, (uint32_t)b.n);
		at = b.n;
	}
	kl__jd_record_head(&b, KL_JD_CODE_LOAD);
	kl__bytes_u32(&b, (uint32_t)getpid());
	kl__bytes_u32(&b, (uint32_t)syscall(SYS_gettid));
	kl__bytes_u64(&b, c->addr);
	kl__bytes_u64(&b, c->addr);
	kl__bytes_u64(&b, c->size);
	size_t index_at = b.n;
	kl__bytes_u64(&b, 0); /* code index, set under the lock */
	kl__bytes_str(&b, c->name);
	kl__bytes_put(&b, c->bytes, c->size);
	kl__bytes_patch32(&b, at + 4, (uint32_t)(b.n - at));
	pthread_mutex_lock(&kl__jd_lock);
	if (kl__jd_fd >= 0 && kl__jd_pid == getpid() && !b.oom) {
		uint64_t idx = kl__jd_index++;
		memcpy(b.p + index_at, &idx, 8); /* little-endian hosts only: x86-64, AArch64, RISC-V */
		kl__jd_write_all(b.p, b.n);
	}
	pthread_mutex_unlock(&kl__jd_lock);
	free(b.p);
}
