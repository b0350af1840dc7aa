/* reserve.c -- kl_reserve(): the same code with and without it, for every count and every
 * way of running past it; growing buffers; client buffers without room; errors. */
#include <criterion/criterion.h>
#include <stdint.h>
#include <string.h>

#include <kiln.h>

typedef long (*l_pl)(long *, long);

/* A chain over a (long *) and x: a fixed pseudo-random sequence of adds, immediate adds,
 * loads and stores, in hard-coded registers.  Before every `every` steps (0: never) it
 * reserves `count` instructions. */
static void emit_chain(kl_func *f, kl_reg a, kl_reg x, int n, int every, unsigned count)
{
	uint32_t s = 12345;
	for (int k = 0; k < n; k++) {
		if (every && k % every == 0)
			kl_reserve(f, count);
		s = s * 1103515245u + 12345u;
		switch ((s >> 16) & 3) {
		case 0: kl_addl(f, KL_T0, KL_T0, x); break;
		case 1: kl_addli(f, x, x, (int32_t)(s >> 8) - (1 << 22)); break;
		case 2:
			kl_ldli(f, KL_T1, a, 8 * (k & 7));
			kl_addl(f, KL_T0, KL_T1, KL_T0); /* rd = rs2: another shape */
			break;
		default: kl_stli(f, KL_T0, a, 8 * (k & 7)); break;
		}
	}
}

/* Build the chain into a client buffer (buf, cap; NULL: kiln's own), copy the body out, run
 * it and fold its result and memory into one value. */
static unsigned long run_chain(int n, int every, unsigned count, uint8_t *body, size_t *len)
{
	static uint8_t buf[1 << 20];
	kl_func *f = kl_func_new();
	if (body)
		kl_func_set_buffer(f, buf, sizeof buf);
	kl_reg r[2];
	cr_assert_eq(kl_func_begin(f, "%p%l", r, KL_LEAF), 0);
	kl_setl(f, KL_T0, 0);
	emit_chain(f, r[0], r[1], n, every, count);
	kl_retl(f, KL_T0);
	if (body) {
		*len = kl_func_size(f);
		memcpy(body, buf, *len);
	}
	l_pl fn = (l_pl)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	long m[8] = {1, 2, 3, 4, 5, 6, 7, 8};
	unsigned long v = (unsigned long)fn(m, 3);
	for (int k = 0; k < 8; k++)
		v = v * 31 + (unsigned long)m[k];
	kl_code_free((void *)fn);
	kl_func_delete(f);
	return v;
}

Test(reserve, same_code_for_every_count)
{
	static uint8_t ref[1 << 20], got[1 << 20];
	size_t nref = 0, ngot = 0;
	unsigned long want = run_chain(500, 0, 0, ref, &nref);
	/* counts below, at and above what follows, and above KL_RESERVE_MAX (clamped) */
	static const int every[] = {1, 2, 7, 20, 64, 100, 500};
	static const unsigned count[] = {0, 1, 3, 20, 64, 65, 1000};
	for (size_t i = 0; i < sizeof every / sizeof every[0]; i++)
		for (size_t j = 0; j < sizeof count / sizeof count[0]; j++) {
			unsigned long v = run_chain(500, every[i], count[j], got, &ngot);
			cr_assert_eq(v, want, "every %d count %u", every[i], count[j]);
			cr_assert_eq(ngot, nref, "every %d count %u", every[i], count[j]);
			cr_assert_eq(memcmp(got, ref, nref), 0, "every %d count %u", every[i], count[j]);
		}
}

Test(reserve, grows_kilns_buffer)
{
	/* 200,000 steps in kiln's own buffer, which starts small: reservations that need the
	 * buffer to grow, and runs past them */
	unsigned long want = run_chain(200000, 0, 0, NULL, NULL);
	cr_assert_eq(run_chain(200000, 64, 64, NULL, NULL), want);
	cr_assert_eq(run_chain(200000, 10, 3, NULL, NULL), want);
	cr_assert_eq(run_chain(200000, 1, 64, NULL, NULL), want);
}

Test(reserve, client_buffer_without_room)
{
	/* a reservation a client buffer cannot hold fails the function; nothing is written
	 * past the buffer */
	static uint8_t buf[4096 + 64];
	memset(buf, 0xA5, sizeof buf);
	kl_func *f = kl_func_new();
	kl_func_set_buffer(f, buf, 4096);
	kl_reg r[2];
	cr_assert_eq(kl_func_begin(f, "%p%l", r, KL_LEAF), 0);
	kl_addl(f, KL_T0, r[0], r[1]);
	kl_reserve(f, KL_RESERVE_MAX); /* 2 * 64 * KL_MAX_EMIT bytes: more than 4096 */
	for (int k = 0; k < 1000; k++)
		kl_addli(f, KL_T0, KL_T0, 1000);
	kl_retl(f, KL_T0);
	cr_assert_null(kl_func_end(f, NULL));
	cr_assert_eq(kl_error(f), KL_ERR_BUFFER, "%s", kl_errmsg(f));
	for (size_t k = 4096; k < sizeof buf; k++)
		cr_assert_eq(buf[k], 0xA5, "byte %zu past the buffer was written", k);
	/* the same reservation fits when the buffer has room */
	kl_func_set_buffer(f, NULL, 0);
	cr_assert_eq(kl_func_begin(f, "%p%l", r, KL_LEAF), 0);
	kl_reserve(f, KL_RESERVE_MAX);
	kl_addl(f, KL_T0, r[0], r[1]);
	kl_retl(f, KL_T0);
	void *fn = kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	kl_code_free(fn);
	kl_func_delete(f);
}

Test(reserve, outside_a_function_and_after_an_error)
{
	kl_func *f = kl_func_new();
	kl_reserve(f, 10); /* before kl_func_begin */
	for (int k = 0; k < 300; k++)
		kl_addli(f, KL_T0, KL_T0, 1);
	cr_assert_eq(kl_error(f), KL_ERR_STATE, "%s", kl_errmsg(f));
	/* an error inside the function: further reservations and emission go nowhere */
	kl_reg r[2];
	cr_assert_eq(kl_func_begin(f, "%p%l", r, KL_LEAF), 0);
	kl_label l = kl_label_new(f);
	kl_label_place(f, l);
	kl_label_place(f, l); /* placed twice: KL_ERR_LABEL */
	for (int k = 0; k < 100; k++) {
		kl_reserve(f, KL_RESERVE_MAX);
		for (int j = 0; j < 3 * KL_RESERVE_MAX; j++)
			kl_stli(f, KL_T0, r[0], 1 << 20);
	}
	cr_assert_null(kl_func_end(f, NULL));
	cr_assert_eq(kl_error(f), KL_ERR_LABEL, "%s", kl_errmsg(f));
	/* and the next function is fine */
	cr_assert_eq(kl_func_begin(f, "%p%l", r, KL_LEAF), 0);
	kl_reserve(f, 4);
	kl_addl(f, KL_T0, r[1], r[1]);
	kl_retl(f, KL_T0);
	l_pl fn = (l_pl)kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(NULL, 21), 42);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

Test(reserve, running_past_the_count_in_a_full_client_buffer)
{
	/* room for exactly one reservation and a little more; then far more instructions than
	 * reserved: the checks resume when the count runs out, the buffer fills, the function
	 * fails, and not one byte past the buffer is written */
	enum { CAP = 2 * KL_RESERVE_MAX * KL_MAX_EMIT + 300, GUARD = 8192 };
	static uint8_t buf[CAP + GUARD];
	memset(buf, 0xA5, sizeof buf);
	kl_func *f = kl_func_new();
	kl_func_set_buffer(f, buf, CAP);
	kl_reg r[2];
	cr_assert_eq(kl_func_begin(f, "%p%l", r, KL_LEAF), 0);
	kl_reserve(f, KL_RESERVE_MAX);
	for (int k = 0; k < 10000; k++) /* at least 4 bytes each: 40,000 > CAP */
		kl_addli(f, KL_T0, KL_T0, 1000 + k);
	kl_retl(f, KL_T0);
	cr_assert_null(kl_func_end(f, NULL));
	cr_assert_eq(kl_error(f), KL_ERR_BUFFER, "%s", kl_errmsg(f));
	for (size_t k = CAP; k < sizeof buf; k++)
		cr_assert_eq(buf[k], 0xA5, "byte %zu past the buffer was written", k - CAP);
	kl_func_delete(f);
}
