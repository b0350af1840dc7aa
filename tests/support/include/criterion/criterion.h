/* criterion.h (minicriterion) -- the subset of Criterion's API that kiln's tests use, for cross
 * builds where no Criterion library exists for the target CPU (see cmake/KilnTest.cmake).
 * Native builds use the real Criterion.  Each test runs in its own forked process. */
#ifndef MINICRITERION_H
#define MINICRITERION_H

#include <stdint.h>
#include <string.h>

#ifdef __cplusplus
extern "C" {
#endif

struct cr_test_cfg {
	int unused;
	void (*init)(void);
	void (*fini)(void);
	double timeout;
	int disabled;
};

struct cr_test {
	const char *suite, *name;
	void (*fn)(void);
	struct cr_test_cfg cfg;
	struct cr_test *next;
};

void cr__register(struct cr_test *t);
void cr__fail(int fatal, const char *file, int line, const char *what, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));
void cr__log(const char *level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* ends the test (in its forked process) as passed, saying why it did not run */
void cr__skip(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
#define cr_skip_test(...) cr__skip(__VA_ARGS__)

#define Test(suite, name, ...)                                                                    \
	static void suite##_##name##_fn(void);                                                     \
	static struct cr_test suite##_##name##_test = {#suite, #name, suite##_##name##_fn,         \
						       {0, __VA_ARGS__}, 0};                        \
	__attribute__((constructor)) static void suite##_##name##_reg(void)                        \
	{                                                                                          \
		cr__register(&suite##_##name##_test);                                               \
	}                                                                                          \
	static void suite##_##name##_fn(void)

#define cr__check(fatal, cond, what, ...)                                                          \
	do {                                                                                       \
		if (!(cond))                                                                       \
			cr__fail(fatal, __FILE__, __LINE__, what, " " __VA_ARGS__);                \
	} while (0)

#define cr_assert(cond, ...) cr__check(1, cond, #cond, __VA_ARGS__)
#define cr_expect(cond, ...) cr__check(0, cond, #cond, __VA_ARGS__)
#define cr_assert_not(cond, ...) cr__check(1, !(cond), "!(" #cond ")", __VA_ARGS__)
#define cr_expect_not(cond, ...) cr__check(0, !(cond), "!(" #cond ")", __VA_ARGS__)
#define cr_assert_eq(a, b, ...) cr__check(1, (a) == (b), #a " == " #b, __VA_ARGS__)
#define cr_expect_eq(a, b, ...) cr__check(0, (a) == (b), #a " == " #b, __VA_ARGS__)
#define cr_assert_neq(a, b, ...) cr__check(1, (a) != (b), #a " != " #b, __VA_ARGS__)
#define cr_expect_neq(a, b, ...) cr__check(0, (a) != (b), #a " != " #b, __VA_ARGS__)
#define cr_assert_lt(a, b, ...) cr__check(1, (a) < (b), #a " < " #b, __VA_ARGS__)
#define cr_assert_leq(a, b, ...) cr__check(1, (a) <= (b), #a " <= " #b, __VA_ARGS__)
#define cr_assert_gt(a, b, ...) cr__check(1, (a) > (b), #a " > " #b, __VA_ARGS__)
#define cr_assert_geq(a, b, ...) cr__check(1, (a) >= (b), #a " >= " #b, __VA_ARGS__)
#define cr_expect_lt(a, b, ...) cr__check(0, (a) < (b), #a " < " #b, __VA_ARGS__)
#define cr_expect_leq(a, b, ...) cr__check(0, (a) <= (b), #a " <= " #b, __VA_ARGS__)
#define cr_expect_gt(a, b, ...) cr__check(0, (a) > (b), #a " > " #b, __VA_ARGS__)
#define cr_expect_geq(a, b, ...) cr__check(0, (a) >= (b), #a " >= " #b, __VA_ARGS__)
#define cr_assert_null(p, ...) cr__check(1, (p) == NULL, #p " == NULL", __VA_ARGS__)
#define cr_expect_null(p, ...) cr__check(0, (p) == NULL, #p " == NULL", __VA_ARGS__)
#define cr_assert_not_null(p, ...) cr__check(1, (p) != NULL, #p " != NULL", __VA_ARGS__)
#define cr_expect_not_null(p, ...) cr__check(0, (p) != NULL, #p " != NULL", __VA_ARGS__)
#define cr_assert_str_eq(a, b, ...) cr__check(1, strcmp((a), (b)) == 0, #a " equals " #b, __VA_ARGS__)
#define cr_expect_str_eq(a, b, ...) cr__check(0, strcmp((a), (b)) == 0, #a " equals " #b, __VA_ARGS__)
#define cr_assert_str_neq(a, b, ...) cr__check(1, strcmp((a), (b)) != 0, #a " differs from " #b, __VA_ARGS__)
#define cr_assert_arr_eq(a, b, n, ...) cr__check(1, memcmp((a), (b), (n)) == 0, #a " == " #b, __VA_ARGS__)
#define cr_expect_arr_eq(a, b, n, ...) cr__check(0, memcmp((a), (b), (n)) == 0, #a " == " #b, __VA_ARGS__)
#define cr_assert_fail(...) cr__fail(1, __FILE__, __LINE__, "failure", " " __VA_ARGS__)
#define cr_fail(...) cr__fail(1, __FILE__, __LINE__, "failure", " " __VA_ARGS__)
#define cr_log_info(...) cr__log("info", __VA_ARGS__)
#define cr_log_warn(...) cr__log("warn", __VA_ARGS__)
#define cr_log_error(...) cr__log("error", __VA_ARGS__)

#ifdef __cplusplus
}
#endif

#endif
