/* vcode_test.h -- helpers shared by the VCODE-style tests of <kiln/vcode.h>. */
#ifndef KILN_VCODE_TEST_H
#define KILN_VCODE_TEST_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <criterion/criterion.h>
#include <kiln/vcode.h>

/* v_end gave a function, or the test says why not. */
#define GEN_OK(fp) cr_assert((fp) != 0, "v_end failed: %s", v_errmsg())

/* Run `body` with stdout going to a temporary file; its text ends up in buf (NUL-terminated). */
#define CAPTURE_STDOUT(buf, size, body)                                                            \
	do {                                                                                       \
		FILE *cap_ = tmpfile();                                                            \
		cr_assert_not_null(cap_);                                                          \
		fflush(stdout);                                                                    \
		int saved_ = dup(1);                                                               \
		cr_assert(saved_ >= 0);                                                            \
		dup2(fileno(cap_), 1);                                                             \
		body;                                                                              \
		fflush(stdout);                                                                    \
		dup2(saved_, 1);                                                                   \
		close(saved_);                                                                     \
		rewind(cap_);                                                                      \
		size_t n_ = fread((buf), 1, (size) - 1, cap_);                                     \
		(buf)[n_] = 0;                                                                     \
		fclose(cap_);                                                                      \
	} while (0)

#endif
