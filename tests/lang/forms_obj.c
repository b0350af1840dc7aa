/* tests/lang/forms_obj.c -- the forms of forms_list.h and forms_float_list.h through kiln -c:
 * built with FORMS_GEN it prints them as one program (f0, f1 ...; with the argument "float", the
 * float64 forms g0, g1 ...); built for a target and linked with both programs' objects, it runs
 * each function on its inputs against the meaning written in C. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "forms_list.h"
#include "forms_float_list.h"
#include "forms_prog.h"

#ifdef FORMS_GEN
int main(int argc, char **argv)
{
	static char buf[4096];
	if (argc > 1 && !strcmp(argv[1], "float")) {
		fputs(FLT_FUNC_DECLS, stdout);
#define XF(id, body, want)                      \
	forms_ffunc(buf, sizeof buf, id, body); \
	fputs(buf, stdout);
		LANG_FLOAT_FORMS_LIST
#undef XF
		return 0;
	}
	fputs(forms_decls, stdout);
#define X(id, body, want)                                      \
	forms_func(buf, sizeof buf, id, body);                 \
	fputs(buf, stdout);
	LANG_FORMS_LIST
#undef X
	return 0;
}
#else
#define X(id, body, want) uint64_t f##id(uint64_t, uint64_t);
LANG_FORMS_LIST
#undef X
#define XF(id, body, want) double g##id(double, double, uint64_t);
LANG_FLOAT_FORMS_LIST
#undef XF

int main(void)
{
	static const uint64_t v[] = {0, 1, 63, 64, 0x7fffffff, 0x80000000, 0xffffffff, 0x100000000ull,
				     0x7fffffffffffffffull, 0x8000000000000000ull, ~0ull, 0xfedcba9876543210ull,
				     0x0123456789abcdefull, 0xdeadbeefcafef00dull, 5};
	int fails = 0, n = 0;
	for (int i = 0; i < 15; i++)
		for (int j = 0; j < 2; j++) {
			uint64_t a = v[i], b = v[(i * 7 + j * 4 + 1) % 15], got, want;
#define X(id, body, wantx)                                                                                 \
	got = f##id(a, b);                                                                                 \
	want = (uint64_t)(wantx);                                                                          \
	n++;                                                                                               \
	if (got != want && fails++ < 20)                                                                   \
		fprintf(stderr, "FAIL f%d '%s': a=%#llx b=%#llx gives %#llx, amd64 gives %#llx\n", id, body, \
			(unsigned long long)a, (unsigned long long)b, (unsigned long long)got,             \
			(unsigned long long)want);
			LANG_FORMS_LIST
#undef X
		}
	for (int k = 0; k < FLT_NRUNS; k++) {
		double x = flt_xs[k], y = flt_ys[k], gotf, wantf;
		uint64_t a = flt_as[k];
		(void)a;
#define XF(id, body, wantx)                                                                                     \
	gotf = g##id(x, y, a);                                                                                  \
	wantf = (double)(wantx);                                                                                \
	n++;                                                                                                    \
	if (!same_double(gotf, wantf) && fails++ < 20)                                                          \
		fprintf(stderr, "FAIL g%d '%s': x=%a y=%a a=%#llx gives %a, C gives %a\n", id, body, x, y,         \
			(unsigned long long)a, gotf, wantf);
		LANG_FLOAT_FORMS_LIST
#undef XF
	}
	printf("%d form runs, %d failures\n", n, fails);
	return fails != 0;
}
#endif
