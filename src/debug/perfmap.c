/* perfmap.c -- /tmp/perf-PID.map: one line per function ("START SIZE NAME", hex), which perf
 * report reads to name samples in code that no file on disk describes. */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

#include "internal.h"

static pthread_mutex_t kl__pm_lock = PTHREAD_MUTEX_INITIALIZER;
static FILE *kl__pm_file;
static pid_t kl__pm_pid;

void kl__perfmap_write(const struct kl__debug_code *c)
{
	pthread_mutex_lock(&kl__pm_lock);
	pid_t pid = getpid();
	if (kl__pm_file && kl__pm_pid != pid) { /* a forked child writes its own map */
		fclose(kl__pm_file);
		kl__pm_file = NULL;
	}
	if (!kl__pm_file) {
		char path[64];
		snprintf(path, sizeof path, "/tmp/perf-%d.map", (int)pid);
		kl__pm_file = fopen(path, "ae");
		kl__pm_pid = pid;
	}
	if (kl__pm_file) {
		fprintf(kl__pm_file, "%lx %zx %s\n", (unsigned long)c->addr, c->size, c->name);
		fflush(kl__pm_file); /* perf may read it while the process still runs */
	}
	pthread_mutex_unlock(&kl__pm_lock);
}
