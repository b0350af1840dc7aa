/* fuzz_lang.c -- the language's parser and lowering under a fuzzer: the input is program text.
 * Whatever it is, kl_lang_parse reports errors as text and never crashes; a program it accepts
 * is recorded into the optimizing tier and compiled for all three targets (the allocation
 * checker on), which must either succeed or fail with a message.  Nothing is run: the program's
 * memory accesses are its own. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "kiln.h"
#include "kiln/lang.h"
#include "kiln/opt.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	kl_lang *L = kl_lang_new();
	if (!L)
		return 0;
	int nerr = kl_lang_parse(L, "fuzz.q", (const char *)data, size);
	const char *msgs = kl_lang_errors(L);
	if (nerr && (!msgs || !*msgs)) {
		fprintf(stderr, "fuzz_lang: %d errors without a message\n", nerr);
		abort();
	}
	static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};
	for (int k = 0; !nerr && k < kl_lang_nfuncs(L) && k < 4; k++) {
		for (int t = 0; t < 3; t++) {
			kl_lang *M = L;
			if (kl_lang_set_target(M, targets[t]))
				abort();
			ko_func *o = ko_func_new();
			kl_func *f = kl_func_new_target(targets[t]);
			if (!o || !f) {
				ko_func_delete(o);
				kl_func_delete(f);
				continue;
			}
			ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY);
			if (kl_lang_build(M, k, o) == 0 && ko_func_emit(o, f) == 0) {
				struct kl_image img;
				if (kl_func_end_image(f, &img) == 0)
					kl_image_free(&img);
			} else if (ko_error(o) && !*ko_errmsg(o)) {
				fprintf(stderr, "fuzz_lang: error %d without a message\n", ko_error(o));
				abort();
			}
			ko_func_delete(o);
			kl_func_delete(f);
		}
	}
	kl_lang_delete(L);
	return 0;
}
