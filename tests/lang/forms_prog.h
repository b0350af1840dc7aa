/* tests/lang/forms_prog.h -- a form test's program text (forms_list.h) as one function. */
#ifndef FORMS_PROG_H
#define FORMS_PROG_H
#include <stdio.h>
#include <string.h>

static const char forms_decls[] =
	"int64 a\nint64 b\nint64 r\nint64 t\nint64 u\nint64 v\nstack64 k\nstack128 q\nstack512 z\n"
	"input a\ninput b\noutput r\n";

/* the function f<id> of body into buf (n bytes); its length */
static size_t forms_func(char *buf, size_t n, int id, const char *body)
{
	size_t k = (size_t)snprintf(buf, n, "enter f%d\nr = a\n", id);
	for (const char *p = body; *p && k + 16 < n; p++) {
		if (*p == '@')
			k += (size_t)snprintf(buf + k, n - k, "%d", id);
		else
			buf[k++] = *p;
	}
	k += (size_t)snprintf(buf + k, n - k, "\nleave\n");
	return k;
}

/* the same for the float64 forms: function g<id>, w = x at the start */
static inline size_t forms_ffunc(char *buf, size_t n, int id, const char *body)
{
	size_t k = (size_t)snprintf(buf, n, "enter g%d\nw = x\n", id);
	for (const char *p = body; *p && k + 16 < n; p++) {
		if (*p == '@')
			k += (size_t)snprintf(buf + k, n - k, "%d", id);
		else
			buf[k++] = *p;
	}
	k += (size_t)snprintf(buf + k, n - k, "\nleave\n");
	return k;
}

/* equal doubles: the same bits, or both NaN */
static inline int same_double(double a, double b)
{
	uint64_t x, y;
	memcpy(&x, &a, 8);
	memcpy(&y, &b, 8);
	return x == y || (a != a && b != b);
}
#endif
