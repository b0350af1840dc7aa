/* dump.c -- v_dump (a listing of generated code, disassembled by the system's objdump when there
 * is one, else address and bytes) and v_fatal. */
#define _GNU_SOURCE
#include <inttypes.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kiln/debug.h"
#include "kiln/vcode.h"
#include "vcode_internal.h"

/* The last functions v_end made, in any thread: v_dump is given only a pointer. */
#define V__NREC 64
struct v__rec {
	uintptr_t entry;
	size_t size;
	const void *ip;
	char name[48];
};
static struct v__rec v__recs[V__NREC];
static unsigned v__nrecs; /* ever recorded; the slot is v__nrecs % V__NREC */
static pthread_mutex_t v__lock = PTHREAD_MUTEX_INITIALIZER;

void v__record(const void *entry, size_t size, const void *ip, const char *name)
{
	pthread_mutex_lock(&v__lock);
	struct v__rec *r = &v__recs[v__nrecs++ % V__NREC];
	r->entry = (uintptr_t)entry;
	r->size = size;
	r->ip = ip;
	v__copy_name(r->name, sizeof r->name, name);
	pthread_mutex_unlock(&v__lock);
}

/* The newest record whose code contains p or whose client buffer is p. */
static int v__lookup(const void *p, struct v__rec *out)
{
	int found = 0;
	pthread_mutex_lock(&v__lock);
	unsigned n = v__nrecs < V__NREC ? v__nrecs : V__NREC;
	for (unsigned k = 0; k < n && !found; k++) {
		const struct v__rec *r = &v__recs[(v__nrecs - 1 - k) % V__NREC];
		if (((uintptr_t)p >= r->entry && (uintptr_t)p < r->entry + r->size) || (r->ip && r->ip == p)) {
			*out = *r;
			found = 1;
		}
	}
	pthread_mutex_unlock(&v__lock);
	return found;
}

/* objdump's name for the host machine, or NULL. */
static const char *v__objdump_machine(void)
{
	const char *t = kl_target_name();
	if (strcmp(t, "x86_64") == 0)
		return "i386:x86-64";
	if (strcmp(t, "aarch64") == 0)
		return "aarch64";
	if (strcmp(t, "riscv64") == 0)
		return "riscv:rv64";
	return NULL;
}

/* A directory for the temporary file whose name is safe inside a shell command. */
static const char *v__tmpdir(void)
{
	const char *d = getenv("TMPDIR");
	if (!d || !*d || strlen(d) > 200 || strspn(d, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789/._-") != strlen(d))
		d = "/tmp";
	return d;
}

/* Disassemble with objdump into out.  Returns 0 (having written nothing) when it cannot. */
static int v__objdump(FILE *out, const struct v__rec *r)
{
	const char *mach = v__objdump_machine();
	if (!mach || getenv("KILN_VCODE_NO_OBJDUMP"))
		return 0;
	char path[256];
	snprintf(path, sizeof path, "%s/kiln-vcode-XXXXXX", v__tmpdir());
	int fd = mkstemp(path);
	if (fd < 0)
		return 0;
	const uint8_t *code = (const uint8_t *)r->entry;
	size_t done = 0;
	while (done < r->size) {
		ssize_t w = write(fd, code + done, r->size - done);
		if (w <= 0)
			break;
		done += (size_t)w;
	}
	close(fd);
	if (done < r->size) {
		unlink(path);
		return 0;
	}

	char cmd[512];
	snprintf(cmd, sizeof cmd, "objdump -D -b binary -m %s --adjust-vma=0x%" PRIxPTR " %s 2>/dev/null", mach,
		 r->entry, path);
	FILE *p = popen(cmd, "r");
	if (!p) {
		unlink(path);
		return 0;
	}
	/* keep the listing after objdump's "<.data>:" header; print it only if objdump succeeded */
	char *text = NULL, line[512];
	size_t len = 0;
	int body = 0, ninsn = 0;
	while (fgets(line, sizeof line, p)) {
		if (!body) {
			body = strstr(line, "<.data>:") != NULL;
			continue;
		}
		if (line[0] == '\n')
			continue;
		size_t n = strlen(line);
		char *t = realloc(text, len + n + 1);
		if (!t)
			break;
		text = t;
		memcpy(text + len, line, n + 1);
		len += n;
		ninsn += strchr(line, ':') != NULL;
	}
	int status = pclose(p);
	unlink(path);
	int ok = status == 0 && ninsn > 0;
	if (ok)
		fputs(text, out);
	free(text);
	return ok;
}

static void v__hexdump(FILE *out, const struct v__rec *r)
{
	const uint8_t *code = (const uint8_t *)r->entry;
	fprintf(out, "; no disassembler (objdump) available: address and bytes\n");
	for (size_t at = 0; at < r->size; at += 16) {
		fprintf(out, "  %" PRIxPTR ":\t", r->entry + at);
		for (size_t k = at; k < at + 16 && k < r->size; k++)
			fprintf(out, "%02x ", code[k]);
		fputc('\n', out);
	}
}

void(v_fdump)(FILE *out, const void *code)
{
	struct v__rec r;
	if (!v__lookup(code, &r)) {
		fprintf(out, "; v_dump: %p is not code made by one of the last %d v_end calls\n", code, V__NREC);
		return;
	}
	fprintf(out, "; %s%s%s%zu bytes of %s code at 0x%" PRIxPTR " (prologue, body, epilogue)\n",
		r.name[0] ? "\"" : "", r.name, r.name[0] ? "\": " : "", r.size, kl_target_name(), r.entry);
	/* kiln's own listing (kiln/debug.h) when this build has one; objdump, then hex, otherwise */
	if (getenv("KILN_VCODE_NO_OBJDUMP") || !kl_disasm_available(NULL) ||
	    kl_disasm(out, (const void *)r.entry, r.size, r.entry, NULL) != KL_OK)
		if (!v__objdump(out, &r))
			v__hexdump(out, &r);
	fflush(out);
}

void(v_dump)(const void *code) { (v_fdump)(stdout, code); }

void v_fatal(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	exit(1);
}
