/* tests/lang/forms_obj.c -- the forms of forms_list.h through kiln -c: built with FORMS_GEN it
 * prints them as one program (f0, f1 ...); built for a target and linked with that program's
 * object, it runs each function on 30 input pairs against the amd64 meaning. */
#include <stdint.h>
#include <stdio.h>

#include "forms_list.h"
#include "forms_prog.h"

#ifdef FORMS_GEN
int main(void)
{
	static char buf[4096];
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
	printf("%d form runs, %d failures\n", n, fails);
	return fails != 0;
}
#endif
