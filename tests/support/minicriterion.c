/* minicriterion.c -- runner for the Criterion subset in include/criterion/criterion.h: every
 * test in a forked child, with a timeout; a summary in Criterion's form and the plain
 * "N passed, N failed" line.  Used only where the real Criterion is not available. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "criterion/criterion.h"

static struct cr_test *cr__tests, **cr__tail = &cr__tests;
static int cr__failed_expect;

void cr__register(struct cr_test *t)
{
	*cr__tail = t;
	cr__tail = &t->next;
}

void cr__fail(int fatal, const char *file, int line, const char *what, const char *fmt, ...)
{
	char msg[1024] = "";
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	const char *m = msg[0] == ' ' ? msg + 1 : msg; /* the macros prefix a space: no empty format */
	fprintf(stderr, "[----] %s:%d: Assertion failed: %s%s%s\n", file, line, what, m[0] ? ": " : "", m);
	fflush(stderr);
	if (fatal)
		_exit(1);
	cr__failed_expect = 1;
}

void cr__log(const char *level, const char *fmt, ...)
{
	va_list ap;
	fprintf(stderr, "[%s] ", level);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

static int cr__selected(const struct cr_test *t, const char *filter)
{
	char full[512];
	if (!filter)
		return 1;
	snprintf(full, sizeof full, "%s/%s", t->suite, t->name);
	return strstr(full, filter) != NULL;
}

int main(int argc, char **argv)
{
	const char *filter = NULL;
	for (int k = 1; k < argc; k++) {
		if (!strncmp(argv[k], "--filter=", 9))
			filter = argv[k] + 9;
		else if (!strcmp(argv[k], "--filter") && k + 1 < argc)
			filter = argv[++k];
		else if (!strcmp(argv[k], "--help")) {
			printf("usage: %s [--filter SUITE/NAME-SUBSTRING]\n", argv[0]);
			return 0;
		}
	}
	int tested = 0, passed = 0, failed = 0, crashed = 0;
	for (struct cr_test *t = cr__tests; t; t = t->next) {
		if (t->cfg.disabled || !cr__selected(t, filter))
			continue;
		tested++;
		fflush(stdout);
		fflush(stderr);
		pid_t pid = fork();
		if (pid == 0) {
			alarm(t->cfg.timeout > 0 ? (unsigned)t->cfg.timeout + 1 : 600);
			if (t->cfg.init)
				t->cfg.init();
			t->fn();
			if (t->cfg.fini)
				t->cfg.fini();
			fflush(stdout);
			_exit(cr__failed_expect ? 1 : 0);
		}
		int st = 0;
		if (pid < 0 || waitpid(pid, &st, 0) < 0) {
			fprintf(stderr, "[FAIL] %s::%s: could not run\n", t->suite, t->name);
			failed++;
		} else if (WIFSIGNALED(st)) {
			fprintf(stderr, "[FAIL] %s::%s: CRASH (signal %d)\n", t->suite, t->name, WTERMSIG(st));
			crashed++;
			failed++;
		} else if (WEXITSTATUS(st) != 0) {
			fprintf(stderr, "[FAIL] %s::%s\n", t->suite, t->name);
			failed++;
		} else {
			passed++;
		}
	}
	fprintf(stderr, "[====] Synthesis: Tested: %d | Passing: %d | Failing: %d | Crashing: %d\n", tested, passed,
		failed - crashed, crashed);
	printf("%d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}

void cr__skip(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("[SKIP] ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
	va_end(ap);
	fflush(stderr);
	_exit(cr__failed_expect ? 1 : 0);
}
