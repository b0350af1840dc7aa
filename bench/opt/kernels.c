/* kernels.c -- the code-quality kernels written against kiln's optimizing tier (ko_*), the same
 * algorithms as ref.c, written as a client would write them for a JIT: loops tested at the
 * bottom, pointers stepped rather than indices multiplied where C's compilers would do so. */
#include <kiln/opt.h>

#include "kernels.h"

/* ChaCha20's block function: the 16 words in virtual registers, 10 double rounds in a loop */
static void k_chacha20(ko_func *o)
{
	ko_reg a[2], x[16], in[16];
	ko_func_begin(o, "%p%p", a, KL_LEAF);
	for (int i = 0; i < 16; i++) {
		in[i] = ko_reg_new(o, KL_U);
		x[i] = ko_reg_new(o, KL_U);
		ko_ldui(o, in[i], a[1], 4 * i);
		ko_movu(o, x[i], in[i]);
	}
	ko_reg n = ko_reg_new(o, KL_I);
	ko_seti(o, n, 10);
	kl_label top = ko_label_new(o);
	ko_label_place(o, top);
	static const int q[8][4] = {{0, 4, 8, 12}, {1, 5, 9, 13}, {2, 6, 10, 14}, {3, 7, 11, 15},
				    {0, 5, 10, 15}, {1, 6, 11, 12}, {2, 7, 8, 13}, {3, 4, 9, 14}};
	for (int r = 0; r < 8; r++) {
		ko_reg A = x[q[r][0]], B = x[q[r][1]], C = x[q[r][2]], D = x[q[r][3]];
		ko_addu(o, A, A, B), ko_xoru(o, D, D, A), ko_rotlui(o, D, D, 16);
		ko_addu(o, C, C, D), ko_xoru(o, B, B, C), ko_rotlui(o, B, B, 12);
		ko_addu(o, A, A, B), ko_xoru(o, D, D, A), ko_rotlui(o, D, D, 8);
		ko_addu(o, C, C, D), ko_xoru(o, B, B, C), ko_rotlui(o, B, B, 7);
	}
	ko_subii(o, n, n, 1);
	ko_bgtii(o, n, 0, top);
	for (int i = 0; i < 16; i++) {
		ko_addu(o, x[i], x[i], in[i]);
		ko_stui(o, x[i], a[0], 4 * i);
	}
	ko_retv(o);
}

static void k_sieve(ko_func *o)
{
	ko_reg a[2];
	ko_func_begin(o, "%p%l", a, KL_LEAF);
	ko_reg flags = a[0], n = a[1];
	ko_reg i = ko_reg_new(o, KL_L), j = ko_reg_new(o, KL_L), count = ko_reg_new(o, KL_L);
	ko_reg one = ko_reg_new(o, KL_U), zero = ko_reg_new(o, KL_U), f = ko_reg_new(o, KL_U);
	kl_label fill = ko_label_new(o), outer = ko_label_new(o), inner = ko_label_new(o);
	kl_label next = ko_label_new(o), done = ko_label_new(o);
	ko_setu(o, one, 1);
	ko_setu(o, zero, 0);
	ko_setl(o, count, 0);
	ko_setl(o, i, 0);
	ko_label_place(o, fill); /* n >= 2: flags[0..n] = 1 */
	ko_stuc(o, one, flags, i);
	ko_addli(o, i, i, 1);
	ko_blel(o, i, n, fill);
	ko_setl(o, i, 2);
	ko_label_place(o, outer);
	ko_lduc(o, f, flags, i);
	ko_bequi(o, f, 0, next);
	ko_addli(o, count, count, 1);
	ko_addl(o, j, i, i);
	ko_bgtl(o, j, n, next);
	ko_label_place(o, inner);
	ko_stuc(o, zero, flags, j);
	ko_addl(o, j, j, i);
	ko_blel(o, j, n, inner);
	ko_label_place(o, next);
	ko_addli(o, i, i, 1);
	ko_blel(o, i, n, outer);
	ko_label_place(o, done);
	ko_retl(o, count);
}

static void k_matmul(ko_func *o)
{
	ko_reg a[4];
	ko_func_begin(o, "%p%p%p%l", a, KL_LEAF);
	ko_reg c = a[0], A = a[1], B = a[2], n = a[3];
	ko_reg row = ko_reg_new(o, KL_L), i = ko_reg_new(o, KL_L), j = ko_reg_new(o, KL_L), k = ko_reg_new(o, KL_L);
	ko_reg pa = ko_reg_new(o, KL_P), pb = ko_reg_new(o, KL_P), pc = ko_reg_new(o, KL_P), arow = ko_reg_new(o, KL_P);
	ko_reg s = ko_reg_new(o, KL_D), x = ko_reg_new(o, KL_D), y = ko_reg_new(o, KL_D);
	kl_label li = ko_label_new(o), lj = ko_label_new(o), lk = ko_label_new(o);
	ko_lshli(o, row, n, 3); /* bytes in a row */
	ko_movp(o, pc, c);
	ko_movp(o, arow, A);
	ko_setl(o, i, 0);
	ko_label_place(o, li);
	ko_setl(o, j, 0);
	ko_label_place(o, lj);
	ko_setd(o, s, 0.0);
	ko_movp(o, pa, arow);
	ko_lshli(o, pb, j, 3);
	ko_addp(o, pb, pb, B);
	ko_setl(o, k, 0);
	ko_label_place(o, lk);
	ko_lddi(o, x, pa, 0);
	ko_lddi(o, y, pb, 0);
	ko_muld(o, x, x, y);
	ko_addd(o, s, s, x);
	ko_addpi(o, pa, pa, 8);
	ko_addp(o, pb, pb, row);
	ko_addli(o, k, k, 1);
	ko_bltl(o, k, n, lk);
	ko_stdi(o, s, pc, 0);
	ko_addpi(o, pc, pc, 8);
	ko_addli(o, j, j, 1);
	ko_bltl(o, j, n, lj);
	ko_addp(o, arow, arow, row);
	ko_addli(o, i, i, 1);
	ko_bltl(o, i, n, li);
	ko_retv(o);
}

static void k_crc32(ko_func *o)
{
	ko_reg a[3];
	ko_func_begin(o, "%p%l%p", a, KL_LEAF);
	ko_reg p = a[0], n = a[1], table = a[2];
	ko_reg end = ko_reg_new(o, KL_P), c = ko_reg_new(o, KL_U), b = ko_reg_new(o, KL_U), e = ko_reg_new(o, KL_U);
	ko_reg off = ko_reg_new(o, KL_UL);
	kl_label top = ko_label_new(o), done = ko_label_new(o);
	ko_setu(o, c, 0xffffffffu);
	ko_addp(o, end, p, n);
	ko_bgep(o, p, end, done);
	ko_label_place(o, top);
	ko_lduci(o, b, p, 0);
	ko_xoru(o, b, b, c);
	ko_andui(o, b, b, 0xff);
	ko_cvu2ul(o, off, b);
	ko_lshuli(o, off, off, 2);
	ko_ldu(o, e, table, off);
	ko_rshui(o, c, c, 8);
	ko_xoru(o, c, c, e);
	ko_addpi(o, p, p, 1);
	ko_bltp(o, p, end, top);
	ko_label_place(o, done);
	ko_comu(o, c, c);
	ko_retu(o, c);
}

static void k_isort(ko_func *o)
{
	ko_reg a[2];
	ko_func_begin(o, "%p%l", a, KL_LEAF);
	ko_reg base = a[0], n = a[1];
	ko_reg i = ko_reg_new(o, KL_L), pi = ko_reg_new(o, KL_P), pj = ko_reg_new(o, KL_P), x = ko_reg_new(o, KL_L);
	ko_reg y = ko_reg_new(o, KL_L), end = ko_reg_new(o, KL_P);
	kl_label outer = ko_label_new(o), inner = ko_label_new(o), place = ko_label_new(o), done = ko_label_new(o);
	ko_bleli(o, n, 1, done);
	ko_lshli(o, end, n, 3);
	ko_addp(o, end, end, base);
	ko_addpi(o, pi, base, 8);
	ko_label_place(o, outer); /* pj walks down from pi (> base: the bound is tested at the bottom) */
	ko_ldli(o, x, pi, 0);
	ko_movp(o, pj, pi);
	ko_label_place(o, inner);
	ko_ldli(o, y, pj, -8);
	ko_blel(o, y, x, place);
	ko_stli(o, y, pj, 0);
	ko_subpi(o, pj, pj, 8);
	ko_bgtp(o, pj, base, inner);
	ko_label_place(o, place);
	ko_stli(o, x, pj, 0);
	ko_addpi(o, pi, pi, 8);
	ko_bltp(o, pi, end, outer);
	ko_label_place(o, done);
	ko_retv(o);
	(void)i;
}

/* fib calls itself through a cell holding its own address (the tier has no call to the function
 * being recorded yet): one load and an indirect call where C has a direct one */
void *kernel_fib_self;
static void k_fib(ko_func *o)
{
	ko_reg a[1];
	ko_func_begin(o, "%l", a, 0);
	ko_reg n = a[0], cell = ko_reg_new(o, KL_P), fn = ko_reg_new(o, KL_P), t = ko_reg_new(o, KL_L);
	ko_reg r1, r2, s = ko_reg_new(o, KL_L);
	kl_label small = ko_label_new(o);
	ko_bltli(o, n, 2, small);
	ko_setp(o, cell, &kernel_fib_self);
	ko_ldpi(o, fn, cell, 0);
	ko_subli(o, t, n, 1);
	ko_call_arg(o, KL_L, t);
	r1 = ko_callr(o, KL_L, fn);
	ko_subli(o, t, n, 2);
	ko_call_arg(o, KL_L, t);
	r2 = ko_callr(o, KL_L, fn);
	ko_addl(o, s, r1, r2);
	ko_retl(o, s);
	ko_label_place(o, small);
	ko_retl(o, n);
}

static void k_dot(ko_func *o)
{
	ko_reg a[3];
	ko_func_begin(o, "%p%p%l", a, KL_LEAF);
	ko_reg pa = a[0], pb = a[1], n = a[2];
	ko_reg end = ko_reg_new(o, KL_P), s = ko_reg_new(o, KL_D), x = ko_reg_new(o, KL_D), y = ko_reg_new(o, KL_D);
	kl_label top = ko_label_new(o), done = ko_label_new(o);
	ko_setd(o, s, 0.0);
	ko_lshli(o, end, n, 3);
	ko_addp(o, end, end, pa);
	ko_bgep(o, pa, end, done);
	ko_label_place(o, top);
	ko_lddi(o, x, pa, 0);
	ko_lddi(o, y, pb, 0);
	ko_muld(o, x, x, y);
	ko_addd(o, s, s, x);
	ko_addpi(o, pa, pa, 8);
	ko_addpi(o, pb, pb, 8);
	ko_bltp(o, pa, end, top);
	ko_label_place(o, done);
	ko_retd(o, s);
}

static void k_fnv1a(ko_func *o)
{
	ko_reg a[2];
	ko_func_begin(o, "%p%l", a, KL_LEAF);
	ko_reg p = a[0], n = a[1];
	ko_reg end = ko_reg_new(o, KL_P), h = ko_reg_new(o, KL_UL), b = ko_reg_new(o, KL_U), bl = ko_reg_new(o, KL_UL);
	ko_reg prime = ko_reg_new(o, KL_UL);
	kl_label top = ko_label_new(o), done = ko_label_new(o);
	ko_setul(o, h, 0xcbf29ce484222325ull);
	ko_setul(o, prime, 0x100000001b3ull);
	ko_addp(o, end, p, n);
	ko_bgep(o, p, end, done);
	ko_label_place(o, top);
	ko_lduci(o, b, p, 0);
	ko_cvu2ul(o, bl, b);
	ko_xorul(o, h, h, bl);
	ko_mulul(o, h, h, prime);
	ko_addpi(o, p, p, 1);
	ko_bltp(o, p, end, top);
	ko_label_place(o, done);
	ko_retul(o, h);
}

const struct kernel_builder kernel_builders[KERNEL_COUNT] = {
	{"chacha20", k_chacha20}, {"sieve", k_sieve}, {"matmul", k_matmul}, {"crc32", k_crc32},
	{"isort", k_isort},       {"fib", k_fib},     {"dot", k_dot},       {"fnv1a", k_fnv1a},
};
