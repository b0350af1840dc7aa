/* memory.c -- loads of every type (narrow ones sign- or zero-extended), stores at immediate and
 * register offsets that touch exactly their bytes, and locals and blocks addressed through v_lp
 * that survive a call. */
#include <stdint.h>

#include "vcode_test.h"

#define N(a) (sizeof(a) / sizeof(a)[0])

static unsigned char mem[64];

static void fill(void)
{
	for (size_t k = 0; k < sizeof mem; k++)
		mem[k] = (unsigned char)(0x81 + 37 * k); /* high bits set in many bytes */
}

/* The value C reads at mem + off for a type, widened as kiln widens it. */
static long expect_load(int type, int off)
{
	long v = 0;
	switch (type) {
	case V_C: { signed char x; memcpy(&x, mem + off, 1); v = x; } break;
	case V_UC: { unsigned char x; memcpy(&x, mem + off, 1); v = x; } break;
	case V_S: { short x; memcpy(&x, mem + off, 2); v = x; } break;
	case V_US: { unsigned short x; memcpy(&x, mem + off, 2); v = x; } break;
	case V_I: { int x; memcpy(&x, mem + off, 4); v = x; } break;
	case V_U: { unsigned x; memcpy(&x, mem + off, 4); v = (long)x; } break;
	default: memcpy(&v, mem + off, 8); break;
	}
	return v;
}

/* load(base, off): immediate offset `imm` when immform, else the register off. */
static long (*gen_load(int type, int immform, int imm))(void *, long)
{
	v_reg_type a[2], d;
	v_lambda("load", "%p%l", a, V_LEAF, NULL, 0);
	v_getreg(&d, V_L, V_TEMP);
	switch (type) {
	case V_C: immform ? v_ldci(d, a[0], imm) : v_ldc(d, a[0], a[1]); break;
	case V_UC: immform ? v_lduci(d, a[0], imm) : v_lduc(d, a[0], a[1]); break;
	case V_S: immform ? v_ldsi(d, a[0], imm) : v_lds(d, a[0], a[1]); break;
	case V_US: immform ? v_ldusi(d, a[0], imm) : v_ldus(d, a[0], a[1]); break;
	case V_I: immform ? v_ldii(d, a[0], imm) : v_ldi(d, a[0], a[1]); break;
	case V_U: immform ? v_ldui(d, a[0], imm) : v_ldu(d, a[0], a[1]); break;
	case V_L: immform ? v_ldli(d, a[0], imm) : v_ldl(d, a[0], a[1]); break;
	case V_UL: immform ? v_lduli(d, a[0], imm) : v_ldul(d, a[0], a[1]); break;
	default: immform ? v_ldpi(d, a[0], imm) : v_ldp(d, a[0], a[1]); break;
	}
	/* narrow and 32-bit values come back as the int they are held as, widened by C */
	if (type == V_U)
		v_cvu2l(d, d);
	else if (type <= V_I)
		v_cvi2l(d, d);
	v_retl(d);
	union v_fp fp = v_end(0);
	GEN_OK(fp.v);
	return (long (*)(void *, long))fp.l;
}

static const int types[] = {V_C, V_UC, V_S, V_US, V_I, V_U, V_L, V_UL, V_P};
static const char *const tname[] = {"", "c", "uc", "s", "us", "i", "u", "l", "ul", "p"};
static const int size[] = {0, 1, 1, 2, 2, 4, 4, 8, 8, 8};

Test(vcode_memory, loads_extend_by_type)
{
	fill();
	for (size_t t = 0; t < N(types); t++) {
		int ty = types[t];
		long (*byreg)(void *, long) = gen_load(ty, 0, 0);
		for (int off = 0; off + size[ty] <= 24; off += size[ty]) {
			long (*byimm)(void *, long) = gen_load(ty, 1, off);
			cr_expect_eq(byimm(mem, 0), expect_load(ty, off), "ld%si at %d: %lx, expected %lx", tname[ty],
				     off, byimm(mem, 0), expect_load(ty, off));
			cr_expect_eq(byreg(mem, off), expect_load(ty, off), "ld%s at %d: %lx, expected %lx", tname[ty],
				     off, byreg(mem, off), expect_load(ty, off));
			/* negative offsets from a base past the data */
			cr_expect_eq(byreg(mem + 32, off - 32), expect_load(ty, off), "ld%s at -%d", tname[ty], 32 - off);
		}
	}
}

/* store(base, off, value) and store(value, base, off): the value in the first argument register
 * exercises encodings that need a REX prefix for byte registers on x86-64. */
static void (*gen_store(int type, int immform, int imm, int valuefirst))(long, long, long)
{
	v_reg_type a[3];
	v_lambda("store", valuefirst ? "%l%p%l" : "%p%l%l", a, V_LEAF, NULL, 0);
	v_reg_type base = valuefirst ? a[1] : a[0], off = valuefirst ? a[2] : a[1], val = valuefirst ? a[0] : a[2];
	switch (type) {
	case V_C: immform ? v_stci(val, base, imm) : v_stc(val, base, off); break;
	case V_UC: immform ? v_stuci(val, base, imm) : v_stuc(val, base, off); break;
	case V_S: immform ? v_stsi(val, base, imm) : v_sts(val, base, off); break;
	case V_US: immform ? v_stusi(val, base, imm) : v_stus(val, base, off); break;
	case V_I: immform ? v_stii(val, base, imm) : v_sti(val, base, off); break;
	case V_U: immform ? v_stui(val, base, imm) : v_stu(val, base, off); break;
	case V_L: immform ? v_stli(val, base, imm) : v_stl(val, base, off); break;
	case V_UL: immform ? v_stuli(val, base, imm) : v_stul(val, base, off); break;
	default: immform ? v_stpi(val, base, imm) : v_stp(val, base, off); break;
	}
	v_retv();
	union v_fp fp = v_end(0);
	GEN_OK(fp.v);
	return (void (*)(long, long, long))fp.v;
}

Test(vcode_memory, stores_touch_exactly_their_bytes)
{
	const unsigned long value = 0x8877665544332211ul;
	for (size_t t = 0; t < N(types); t++) {
		int ty = types[t];
		for (int form = 0; form < 4; form++) {
			int immform = form & 1, valuefirst = form >> 1;
			void (*byreg)(long, long, long) = immform ? NULL : gen_store(ty, 0, 0, valuefirst);
			for (int off = 0; off + size[ty] <= 32; off += 3) {
				void (*st)(long, long, long) = immform ? gen_store(ty, 1, off, valuefirst) : byreg;
				memset(mem, 0xEE, sizeof mem);
				long base = (long)(uintptr_t)mem, o = immform ? 0 : off, v = (long)value;
				if (valuefirst)
					st(v, base, o);
				else
					st(base, o, v);
				for (int k = 0; k < (int)sizeof mem; k++) {
					unsigned char want = k >= off && k < off + size[ty] ? (unsigned char)(value >> 8 * (k - off))
											    : 0xEE;
					cr_expect_eq(mem[k], want, "st%s%s%s at %d: byte %d is %02x, expected %02x", tname[ty],
						     immform ? "i" : "", valuefirst ? " (value first)" : "", off, k, mem[k], want);
				}
			}
		}
	}
}

/* A C function that uses its own stack and registers between the generated code's accesses. */
static int clobber(int x)
{
	volatile char junk[512];
	for (size_t k = 0; k < sizeof junk; k++)
		junk[k] = (char)(x + (int)k);
	return junk[7] + x;
}
static long block_sum(const int *p, int n)
{
	long s = 0;
	for (int k = 0; k < n; k++)
		s = s * 31 + p[k];
	return s;
}

Test(vcode_memory, locals_and_blocks_through_lp_survive_calls)
{
	v_reg_type a[2], t, u, off, p;
	v_lambda("locals", "%i%l", a, V_NLEAF, NULL, 0);
	int li = v_local(V_I), lc = v_local(V_C), ll = v_local(V_L), lp = v_local(V_P);
	int blk = v_localb(10 * sizeof(int));
	int ok = v_getreg(&t, V_L, V_VAR);
	ok &= v_getreg(&u, V_L, V_VAR);
	ok &= v_getreg(&off, V_L, V_VAR);
	ok &= v_getreg(&p, V_P, V_VAR);
	cr_assert(ok, "four V_VAR registers");
	v_stii(a[0], v_lp, li);
	v_seti(t, -3);
	v_stci(t, v_lp, lc);
	v_stli(a[1], v_lp, ll);
	v_addpi(p, v_lp, blk); /* the block's address */
	v_stpi(p, v_lp, lp);
	for (int k = 0; k < 10; k++) { /* block[k] = a0 * k + k, at register offsets */
		v_mulii(t, a[0], k);
		v_addii(t, t, k);
		v_seti(off, blk + 4 * k);
		v_sti(t, v_lp, off);
	}
	v_scalli((v_iptr)clobber, "%i", a[0]);
	v_scalli((v_iptr)clobber, "%I", 99);
	/* everything is still there: sum = li + lc + ll + block_sum(block) */
	v_ldpi(p, v_lp, lp);
	t = v_scalll((v_lptr)block_sum, "%p%I", p, 10);
	v_movl(u, t);
	v_ldii(t, v_lp, li);
	v_cvi2l(t, t);
	v_addl(u, u, t);
	v_ldci(t, v_lp, lc);
	v_cvi2l(t, t);
	v_addl(u, u, t);
	v_ldli(t, v_lp, ll);
	v_addl(u, u, t);
	v_retl(u);
	long (*f)(int, long) = (long (*)(int, long))v_end(0).l;
	GEN_OK(f);
	int xs[] = {0, 1, -4, 1000};
	for (size_t k = 0; k < N(xs); k++) {
		int blockv[10];
		for (int j = 0; j < 10; j++)
			blockv[j] = xs[k] * j + j;
		long want = block_sum(blockv, 10) + xs[k] - 3 + 0x123456789L;
		cr_expect_eq(f(xs[k], 0x123456789L), want, "locals(%d): %ld, expected %ld", xs[k], f(xs[k], 0x123456789L),
			     want);
	}
}

/* Locals in a leaf function, reached at an offset held in a register (v_ldi with v_lp). */
Test(vcode_memory, leaf_locals_register_offset)
{
	v_reg_type a[1], o, t;
	v_lambda("leaflocal", "%i", a, V_LEAF, NULL, 0);
	int slot[4];
	for (int k = 0; k < 4; k++)
		slot[k] = v_local(V_I);
	v_getreg(&o, V_L, V_TEMP);
	v_getreg(&t, V_I, V_TEMP);
	for (int k = 0; k < 4; k++) {
		v_addii(t, a[0], k * 100);
		v_stii(t, v_lp, slot[k]);
	}
	v_seti(t, 0);
	for (int k = 3; k >= 0; k--) {
		v_setl(o, slot[k]);
		v_ldi(a[0], v_lp, o);
		v_addi(t, t, a[0]);
	}
	v_reti(t);
	int (*f)(int) = (int (*)(int))v_end(0).i;
	GEN_OK(f);
	cr_expect_eq(f(5), 4 * 5 + 600);
	cr_expect_eq(f(-7), 4 * -7 + 600);
}
