/* debug.c -- which debug outputs are on (kl_debug_enable, KILN_DEBUG), the names and source
 * lines clients give their functions, and the hook kl_func_end calls to hand a finished
 * function to perf's files and to GDB. */
#define _GNU_SOURCE
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../core/internal.h"
#include "hooks.h"
#include "internal.h"

static unsigned kl__dbg_flags;      /* atomic: the outputs on */
static pthread_once_t kl__dbg_once = PTHREAD_ONCE_INIT;
static pthread_mutex_t kl__dbg_lock = PTHREAD_MUTEX_INITIALIZER; /* enabling, the error text */
static char kl__dbg_why[256];
static unsigned kl__dbg_count;      /* atomic: functions finished, for default names */

/* Turn outputs on (under kl__dbg_lock): the jitdump file must open first. */
static unsigned kl__dbg_turn_on(unsigned flags)
{
	flags &= KL_DEBUG_ALL;
	unsigned now = __atomic_load_n(&kl__dbg_flags, __ATOMIC_ACQUIRE);
	if ((flags & KL_DEBUG_JITDUMP) && !(now & KL_DEBUG_JITDUMP) &&
	    kl__jitdump_open(kl__dbg_why, sizeof kl__dbg_why) != 0)
		flags &= ~KL_DEBUG_JITDUMP;
	now |= flags;
	__atomic_store_n(&kl__dbg_flags, now, __ATOMIC_RELEASE);
	return now;
}

static void kl__dbg_read_env(void)
{
	const char *env = getenv("KILN_DEBUG");
	if (!env || !*env)
		return;
	unsigned flags = 0;
	char word[32];
	for (const char *p = env; *p;) {
		size_t n = strcspn(p, ", ");
		if (n && n < sizeof word) {
			memcpy(word, p, n);
			word[n] = 0;
			if (!strcmp(word, "perfmap") || !strcmp(word, "perf"))
				flags |= KL_DEBUG_PERFMAP;
			else if (!strcmp(word, "jitdump"))
				flags |= KL_DEBUG_JITDUMP;
			else if (!strcmp(word, "gdb"))
				flags |= KL_DEBUG_GDB;
			else if (!strcmp(word, "all"))
				flags |= KL_DEBUG_ALL;
			else
				fprintf(stderr, "kiln: KILN_DEBUG: unknown output \"%s\" (perfmap, jitdump, gdb, all)\n",
					word);
		}
		p += n;
		p += strspn(p, ", ");
	}
	pthread_mutex_lock(&kl__dbg_lock);
	kl__dbg_turn_on(flags);
	pthread_mutex_unlock(&kl__dbg_lock);
	if ((flags & KL_DEBUG_JITDUMP) && !(kl__dbg_flags & KL_DEBUG_JITDUMP))
		fprintf(stderr, "kiln: KILN_DEBUG: jitdump is off: %s\n", kl__dbg_why);
}

static int kl__dbg_ready; /* atomic: KILN_DEBUG has been read */

unsigned kl_debug_flags(void)
{
	/* kl_func_end asks every time: after the first, one load and no call */
	if (KL_UNLIKELY(!__atomic_load_n(&kl__dbg_ready, __ATOMIC_ACQUIRE))) {
		pthread_once(&kl__dbg_once, kl__dbg_read_env);
		__atomic_store_n(&kl__dbg_ready, 1, __ATOMIC_RELEASE);
	}
	return __atomic_load_n(&kl__dbg_flags, __ATOMIC_ACQUIRE);
}

unsigned kl_debug_enable(unsigned flags)
{
	pthread_once(&kl__dbg_once, kl__dbg_read_env);
	pthread_mutex_lock(&kl__dbg_lock);
	unsigned now = kl__dbg_turn_on(flags);
	pthread_mutex_unlock(&kl__dbg_lock);
	return now;
}

void kl_debug_disable(unsigned flags)
{
	pthread_once(&kl__dbg_once, kl__dbg_read_env);
	__atomic_and_fetch(&kl__dbg_flags, ~flags, __ATOMIC_ACQ_REL);
}

const char *kl_debug_error(void) { return kl__dbg_why; }

/* f's debug state, made on first use */
static struct kl__debug *kl__dbg_of(kl_func *f)
{
	if (!f->dbg)
		f->dbg = calloc(1, sizeof *f->dbg);
	return f->dbg;
}

int kl_func_set_name(kl_func *f, const char *name)
{
	if (!f || !name)
		return KL_ERR_OPERAND;
	struct kl__debug *d = kl__dbg_of(f);
	if (!d)
		return KL_ERR_NOMEM;
	snprintf(d->name, sizeof d->name, "%s", name);
	return KL_OK;
}

int kl_func_set_source(kl_func *f, const char *file)
{
	if (!f || !file)
		return KL_ERR_OPERAND;
	struct kl__debug *d = kl__dbg_of(f);
	char *copy = d ? strdup(file) : NULL;
	if (!copy)
		return KL_ERR_NOMEM;
	free(d->source);
	d->source = copy;
	return KL_OK;
}

int kl_func_line(kl_func *f, unsigned line)
{
	if (!__atomic_load_n(&kl__dbg_flags, __ATOMIC_RELAXED) && !kl_debug_flags())
		return KL_OK;
	if (!f)
		return KL_ERR_OPERAND;
	if (!f->active)
		return KL_OK; /* outside begin/end there is no code to attach it to */
	struct kl__debug *d = kl__dbg_of(f);
	if (!d)
		return KL_ERR_NOMEM;
	uint32_t off = (uint32_t)kl_func_size(f);
	/* a second line at the same place replaces the first: that code comes from the later one */
	if (d->nlines && d->lines[d->nlines - 1].off == off) {
		d->lines[d->nlines - 1].line = line;
		return KL_OK;
	}
	if (d->nlines && d->lines[d->nlines - 1].line == line)
		return KL_OK;
	if (d->nlines == d->linecap) {
		uint32_t cap = d->linecap ? 2 * d->linecap : 64;
		struct kl__debug_line *p = realloc(d->lines, cap * sizeof *p);
		if (!p)
			return KL_ERR_NOMEM;
		d->lines = p;
		d->linecap = cap;
	}
	d->lines[d->nlines].off = off;
	d->lines[d->nlines].line = line;
	d->nlines++;
	return KL_OK;
}

void kl__debug_func(kl_func *f, const struct kl__final *out, size_t body_len)
{
	unsigned flags = kl_debug_flags();
	if (!flags)
		return;
	struct kl__debug *d = f->dbg;
	int lined = d && d->source && d->nlines;
	char name[128];
	unsigned n = __atomic_add_fetch(&kl__dbg_count, 1, __ATOMIC_RELAXED);
	if (d && d->name[0])
		snprintf(name, sizeof name, "%s", d->name);
	else
		snprintf(name, sizeof name, "kiln_func_%u", n);
	struct kl__debug_code c = {
		.name = name,
		.source = lined ? d->source : NULL,
		.target = f->tgt->name,
		.addr = out->rx,
		.size = out->size,
		.body_at = out->body_at,
		.body_len = body_len,
		.bytes = (const uint8_t *)out->rx,
		.lines = d ? d->lines : NULL,
		.nlines = lined ? d->nlines : 0,
	};
	if (flags & KL_DEBUG_PERFMAP)
		kl__perfmap_write(&c);
	if (flags & KL_DEBUG_JITDUMP)
		kl__jitdump_write(&c);
	if (flags & KL_DEBUG_GDB)
		kl__gdb_register(&c);
}

void kl__debug_forget(kl_func *f)
{
	struct kl__debug *d = f->dbg;
	if (!d)
		return;
	d->name[0] = 0;
	free(d->source);
	d->source = NULL;
	d->nlines = 0;
}

void kl__debug_free(kl_func *f)
{
	if (f->dbg) {
		kl__debug_forget(f);
		free(f->dbg->lines);
		free(f->dbg);
		f->dbg = NULL;
	}
}

void kl__debug_code_freed(uintptr_t entry)
{
	/* registered functions stay registered when GDB output is turned off later */
	kl__gdb_unregister(entry);
}
