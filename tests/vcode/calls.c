/* calls.c -- v_scall with twelve mixed register and immediate arguments, calling printf and
 * snprintf, currying a constant first argument (VCODE's tutorial curry.c), v_push_arg/v_ccall and
 * v_rccall, a generated function with twelve incoming arguments, and generated functions calling
 * generated functions. */
#include <stdint.h>

#include "vcode_test.h"

#define N(a) (sizeof(a) / sizeof(a)[0])

/* ---- twelve mixed arguments ---- */
static struct {
	int a;
	unsigned b;
	long c;
	unsigned long d;
	void *e;
	short f;
	unsigned char g;
	int h;
	long i;
	unsigned j;
	signed char k;
	unsigned long l;
} got12;
static long twelve(int a, unsigned b, long c, unsigned long d, void *e, short f, unsigned char g, int h, long i,
		   unsigned j, signed char k, unsigned long l)
{
	got12.a = a, got12.b = b, got12.c = c, got12.d = d, got12.e = e, got12.f = f;
	got12.g = g, got12.h = h, got12.i = i, got12.j = j, got12.k = k, got12.l = l;
	return a + 2 * (long)b + 3 * c + 4 * (long)d + 5 * (long)(intptr_t)e + 6 * f + 7 * g + 8 * h + 9 * i +
	       10 * (long)j + 11 * k + 12 * (long)l;
}

Test(vcode_calls, twelve_mixed_arguments)
{
	static char marker;
	v_reg_type x[6];
	/* registers for a, c, e, g, i, k; immediates for the others */
	v_lambda("call12", "%i%l%p%i%l%i", x, V_NLEAF, NULL, 0);
	v_reg_type r = v_scalll((v_lptr)twelve, "%i%U%l%UL%p%S%uc%I%l%U%c%UL", x[0], 4000000000u, x[1],
				0xfedcba9876543210ul, x[2], -1234, x[3], -77, x[4], 5u, x[5], 12ul);
	v_retl(r);
	long (*f)(int, long, void *, int, long, int) = (long (*)(int, long, void *, int, long, int))v_end(0).l;
	GEN_OK(f);
	long ret = f(-5, 0x123456789L, &marker, 0x1ff, -0x987654321L, 0x180);
	cr_expect_eq(got12.a, -5);
	cr_expect_eq(got12.b, 4000000000u);
	cr_expect_eq(got12.c, 0x123456789L);
	cr_expect_eq(got12.d, 0xfedcba9876543210ul);
	cr_expect_eq(got12.e, (void *)&marker);
	cr_expect_eq(got12.f, -1234);
	cr_expect_eq(got12.g, 0xff, "%%uc passes the low byte of 0x1ff: got %x", got12.g);
	cr_expect_eq(got12.h, -77);
	cr_expect_eq(got12.i, -0x987654321L, "got %lx", got12.i);
	cr_expect_eq(got12.j, 5u);
	cr_expect_eq(got12.k, (signed char)0x80, "%%c passes the low byte of 0x180 sign-extended: got %d", got12.k);
	cr_expect_eq(got12.l, 12ul);
	cr_expect_eq(ret, twelve(-5, 4000000000u, 0x123456789L, 0xfedcba9876543210ul, &marker, -1234, 0xff, -77,
				 -0x987654321L, 5u, (signed char)0x80, 12ul));
}

/* A generated function with twelve incoming arguments (six of them on the stack), leaf and not. */
Test(vcode_calls, twelve_incoming_arguments)
{
	for (int leaf = 0; leaf < 2; leaf++) {
		v_reg_type a[12], s;
		v_lambda("in12", "%i%u%l%ul%p%i%l%u%c%us%l%p", a, leaf ? V_LEAF : V_NLEAF, NULL, 0);
		v_getreg(&s, V_L, V_TEMP);
		v_setl(s, 0);
		for (int k = 0; k < 12; k++) { /* s = s * 3 + a[k], each widened as its type */
			v_reg_type w = a[k];
			v_mulli(s, s, 3);
			if (k == 0 || k == 5 || k == 8)
				v_cvi2l(w, w);
			else if (k == 1 || k == 7 || k == 9)
				v_cvu2l(w, w);
			v_addl(s, s, w);
		}
		v_retl(s);
		typedef long (*f12)(int, unsigned, long, unsigned long, void *, int, long, unsigned, signed char,
				    unsigned short, long, void *);
		f12 f = (f12)v_end(0).l;
		GEN_OK(f);
		long want = 0;
		long vals[12] = {-1, 4000000000L, -3, 4, 5, -6, 7, 8, -9, 65535, 11, 12};
		for (int k = 0; k < 12; k++)
			want = want * 3 + vals[k];
		long r = f(-1, 4000000000u, -3, 4, (void *)5, -6, 7, 8, -9, 65535, 11, (void *)12);
		cr_expect_eq(r, want, "%s: %ld, expected %ld", leaf ? "leaf" : "non-leaf", r, want);
	}
}

/* ---- printf ---- */
Test(vcode_calls, snprintf_into_argument_buffer)
{
	v_reg_type a[3];
	v_lambda("fmt", "%p%i%l", a, V_NLEAF, NULL, 0);
	v_reg_type n = v_scalli((v_iptr)snprintf, "%p%UL%P%i%l%P%I", a[0], 64ul, "i=%d l=%ld s=%s c=%c", a[1], a[2],
				"str", 'Z');
	v_reti(n);
	int (*f)(char *, int, long) = (int (*)(char *, int, long))v_end(0).i;
	GEN_OK(f);
	char buf[64], want[64];
	int n1 = f(buf, -42, 1234567890123L);
	int n2 = snprintf(want, sizeof want, "i=%d l=%ld s=%s c=%c", -42, 1234567890123L, "str", 'Z');
	cr_expect_str_eq(buf, want);
	cr_expect_eq(n1, n2);
}

Test(vcode_calls, printf_to_stdout)
{
	v_reg_type a[2];
	v_lambda("hello", "%i%p", a, V_NLEAF, NULL, 0);
	v_scalli((v_iptr)printf, "%P", "hello, world\n");
	v_scalli((v_iptr)printf, "%P%i%p", "x=%d s=%s\n", a[0], a[1]);
	v_retv();
	void (*f)(int, const char *) = (void (*)(int, const char *))v_end(0).v;
	GEN_OK(f);
	char out[256];
	CAPTURE_STDOUT(out, sizeof out, f(31337, "vcode"));
	cr_expect_str_eq(out, "hello, world\nx=31337 s=vcode\n");
}

/* ---- currying: VCODE's tutorial curry.c, with the result checked ---- */
struct tcb {
	unsigned short dst_port;
	unsigned short src_port;
};
typedef int (*write_ptr)(char *, int);
static struct tcb *seen_tcb;
static int write_tcb(struct tcb *tcb, char *msg, int nbytes)
{
	seen_tcb = tcb;
	return tcb->dst_port * 1000 + tcb->src_port * 100 + (msg ? msg[0] : 0) + nbytes;
}
static write_ptr mkwrite(struct tcb *tcb)
{
	v_reg_type arg[2]; /* two arguments */
	v_reg_type res;    /* function result */
	v_lambda("curry-write", "%p%i", arg, V_NLEAF, malloc(512), 512);
	res = v_scalli((v_iptr)write_tcb, "%P%p%i", tcb, arg[0], arg[1]);
	v_reti(res);
	return (write_ptr)v_end(0).i;
}

Test(vcode_calls, curry_first_argument)
{
	struct tcb t1 = {1, 2}, t2 = {3, 4};
	write_ptr w1 = mkwrite(&t1), w2 = mkwrite(&t2);
	GEN_OK(w1);
	GEN_OK(w2);
	char msg[] = "A";
	cr_expect_eq(w1(msg, 5), 1000 + 200 + 'A' + 5);
	cr_expect_eq(seen_tcb, &t1);
	cr_expect_eq(w2(0, 0), 3000 + 400);
	cr_expect_eq(seen_tcb, &t2);
}

/* ---- v_push_arg / v_ccall / v_rccall ---- */
static long sum8(int a, long b, unsigned c, unsigned long d, void *e, int f, long g, unsigned h)
{
	return a + 10 * b + 100 * (long)c + 1000 * (long)d + 10000 * (long)(intptr_t)e + 100000L * f + 1000000L * g +
	       10000000L * h;
}

Test(vcode_calls, push_arg_and_ccall)
{
	v_reg_type a[4];
	struct v_cstate c;
	v_lambda("push", "%i%l%u%p", a, V_NLEAF, NULL, 0);
	v_push_init(&c);
	v_push_argi(&c, a[0]);
	v_push_argli(&c, 2);
	v_push_argu(&c, a[2]);
	v_push_arguli(&c, 4);
	v_push_argp(&c, a[3]);
	v_push_argii(&c, 6);
	v_push_argl(&c, a[1]);
	v_push_argui(&c, 8);
	v_reg_type r = v_ccalll(&c, (v_lptr)sum8);
	v_retl(r);
	long (*f)(int, long, unsigned, void *) = (long (*)(int, long, unsigned, void *))v_end(0).l;
	GEN_OK(f);
	cr_expect_eq(f(1, 7, 3, (void *)5), sum8(1, 2, 3, 4, (void *)5, 6, 7, 8));
	cr_expect_eq(f(-1, -7, 9, (void *)0), sum8(-1, 2, 9, 4, (void *)0, 6, -7, 8));
}

/* VCODE's tutorial hello-push.c, with the output checked. */
Test(vcode_calls, hello_push)
{
	struct v_cstate c;
	v_lambda("hello-world", "", 0, V_NLEAF, malloc(512), 512);
	v_push_init(&c);
	v_push_argpi(&c, "hello, world\n");
	v_ccalli(&c, (v_iptr)printf);
	v_vptr f = v_end(0).v;
	GEN_OK(f);
	char out[64];
	CAPTURE_STDOUT(out, sizeof out, f());
	cr_expect_str_eq(out, "hello, world\n");
}

static int twice(int x) { return 2 * x; }
static int thrice(int x) { return 3 * x; }

/* The callee is in a register: an argument of the generated function. */
Test(vcode_calls, rccall_through_register)
{
	v_reg_type a[2];
	struct v_cstate c;
	v_lambda("apply", "%p%i", a, V_NLEAF, NULL, 0);
	v_push_init(&c);
	v_push_argi(&c, a[1]);
	v_reg_type r = v_rccalli(&c, a[0]);
	v_addii(r, r, 1);
	v_reti(r);
	int (*apply)(int (*)(int), int) = (int (*)(int (*)(int), int))v_end(0).i;
	GEN_OK(apply);
	cr_expect_eq(apply(twice, 21), 43);
	cr_expect_eq(apply(thrice, -5), -14);
}

/* ---- generated code calling generated code ---- */
typedef int (*iptr)(int);
static iptr mkaffine(int m, int k)
{
	v_reg arg[1];
	v_lambda("%i", arg, V_LEAF, NULL);
	v_mulii(arg[0], arg[0], m);
	v_addii(arg[0], arg[0], k);
	v_reti(arg[0]);
	return (iptr)v_end();
}

Test(vcode_calls, generated_calls_generated)
{
	iptr inner = mkaffine(3, 1);
	GEN_OK(inner);
	/* outer(x) = inner(x) * 10 + inner(x + 1) + x, with x in a persistent register */
	v_reg_type x[1], t;
	v_lambda("outer", "%i", x, V_NLEAF, NULL, 0);
	cr_assert(v_getreg(&t, V_I, V_VAR));
	v_reg_type r = v_scalli((v_iptr)inner, "%i", x[0]);
	v_mulii(t, r, 10);
	v_addii(r, x[0], 1);
	r = v_scalli((v_iptr)inner, "%i", r);
	v_addi(t, t, r);
	v_addi(t, t, x[0]);
	v_reti(t);
	iptr outer = (iptr)v_end(0).i;
	GEN_OK(outer);
	for (int v = -3; v <= 3; v++)
		cr_expect_eq(outer(v), (3 * v + 1) * 10 + (3 * (v + 1) + 1) + v, "outer(%d) = %d", v, outer(v));

	/* and a third level, through v_rccall with the address in a register set by v_setp */
	struct v_cstate c;
	v_lambda("third", "%i", x, V_NLEAF, NULL, 0);
	cr_assert(v_getreg(&t, V_P, V_VAR));
	void *addr;
	memcpy(&addr, &outer, sizeof addr);
	v_setp(t, addr);
	v_push_init(&c);
	v_push_argi(&c, x[0]);
	r = v_rccalli(&c, t);
	v_negi(r, r);
	v_reti(r);
	iptr third = (iptr)v_end(0).i;
	GEN_OK(third);
	cr_expect_eq(third(2), -outer(2));
}

Test(vcode_calls, call_in_leaf_is_an_error)
{
	v_reg_type x[1];
	v_lambda("leafcall", "%i", x, V_LEAF, NULL, 0);
	v_scalli((v_iptr)twice, "%i", x[0]);
	v_reti(x[0]);
	union v_fp fp = v_end(0);
	cr_expect(fp.i == 0, "a call in a V_LEAF function must fail");
	cr_expect_eq(v_error(), KL_ERR_STATE, "%s", v_errmsg());
}

Test(vcode_calls, bad_scall_format_is_an_error)
{
	v_lambda("badfmt", "", 0, V_NLEAF, NULL, 0);
	v_scallv((v_vptr)abort, "%q");
	union v_fp fp = v_end(0);
	cr_expect(fp.v == 0);
	cr_expect_eq(v_error(), KL_ERR_ARGS, "%s", v_errmsg());
	v_lambda("floatfmt", "", 0, V_NLEAF, NULL, 0);
	v_scallv((v_vptr)abort, "%D", 1.0); /* float arguments are registers, never immediates */
	cr_expect(v_end(0).v == 0);
	cr_expect_eq(v_error(), KL_ERR_ARGS, "%s", v_errmsg());
	cr_expect(strstr(v_errmsg(), "float") != NULL, "%s", v_errmsg());
}
