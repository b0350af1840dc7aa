/* encodings.c -- emits every portable instruction through kiln's API (each op x type x operand
 * shape x register in each position x boundary immediates) and prints, for each instance, the
 * A64 assembler text it must be, written here independently of the backend, and kiln's bytes.
 * check.py assembles the text with GNU as and compares.  Output lines: case \t text \t hex. */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <kiln.h>
#include <kiln/insn.h>

static kl_func *F;
static size_t mark;
static char text[4096];
static int ntext; /* statements in text */
static long ncases;

/* registers a client may use, and register names */
static const kl_reg regs[] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28};
#define NREGS ((int)(sizeof regs / sizeof regs[0]))
static const char *rn(int w, kl_reg r)
{
	static char buf[8][8];
	static int k;
	char *b = buf[k++ & 7];
	if (r == 31)
		return w ? "sp" : "wsp";
	snprintf(b, 8, "%c%d", w ? 'x' : 'w', r);
	return b;
}

static void begin(void)
{
	if (!F->active || F->ip - F->buf > (1 << 20)) {
		kl_func_abort(F);
		kl_func_begin(F, "", NULL, KL_NONLEAF);
	}
	mark = (size_t)(F->ip - F->buf);
	text[0] = 0;
	ntext = 0;
}
static void expect(const char *fmt, ...)
{
	size_t n = strlen(text);
	if (n)
		n += (size_t)snprintf(text + n, sizeof text - n, "; ");
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text + n, sizeof text - n, fmt, ap);
	va_end(ap);
	ntext++;
}
static void done(const char *fmt, ...)
{
	char desc[256];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(desc, sizeof desc, fmt, ap);
	va_end(ap);
	if (kl_error(F)) {
		printf("%s\t%s\tERROR %s\n", desc, text, kl_errmsg(F));
		kl_func_abort(F);
		return;
	}
	printf("%s\t%s\t", desc, text);
	for (uint8_t *p = F->buf + mark; p < F->ip; p++)
		printf("%02x", *p);
	printf("\n");
	ncases++;
}

/* ---- constants: the sequence that loads each one, written out by hand ------------------------
 * x: into a 64-bit register; w: the low 32 bits into a 32-bit one.  R is the register.  bmx/bmw:
 * whether the value (64-bit / low 32 bits) is a logical immediate. */
struct konst {
	uint64_t v;
	const char *x, *w;
	int bmx, bmw;
};
static const struct konst K[] = {
	{0, "mov R, #0", "mov R, #0", 0, 0},
	{1, "mov R, #1", "mov R, #1", 1, 1},
	{2, "mov R, #2", "mov R, #2", 1, 1},
	{~0ull, "mov R, #-1", "mov R, #-1", 0, 0},
	{4095, "mov R, #4095", "mov R, #4095", 1, 1},
	{4096, "mov R, #4096", "mov R, #4096", 1, 1},
	{4097, "mov R, #4097", "mov R, #4097", 0, 0},
	{0xFFFF, "mov R, #0xffff", "mov R, #0xffff", 1, 1},
	{0x10000, "mov R, #0x10000", "mov R, #0x10000", 1, 1},
	{0xFFF000, "mov R, #0xfff000", "mov R, #0xfff000", 1, 1},
	{0xFFF001, "movz R, #0xf001; movk R, #0xff, lsl #16", "movz R, #0xf001; movk R, #0xff, lsl #16", 0, 0},
	{0xFFFFFF, "mov R, #0xffffff", "mov R, #0xffffff", 1, 1},
	{0x1000000, "mov R, #0x1000000", "mov R, #0x1000000", 1, 1},
	{0x12345678, "movz R, #0x5678; movk R, #0x1234, lsl #16", "movz R, #0x5678; movk R, #0x1234, lsl #16", 0, 0},
	{0x7FFFFFFF, "mov R, #0x7fffffff", "mov R, #0x7fffffff", 1, 1},
	{0x80000000, "mov R, #0x80000000", "mov R, #0x80000000", 1, 1},
	{0xFFFFFFFFFFFFF000ull, "mov R, #-4096", "mov R, #0xfffff000", 1, 1},
	{0xFFFFFFFFFFFFEFFFull, "mov R, #-4097", "mov R, #0xffffefff", 1, 1},
	{0xFFFFFFFFFFFFF001ull, "mov R, #-4095", "mov R, #0xfffff001", 1, 1},
	{0xFFFFFFFFFF000000ull, "mov R, #0xffffffffff000000", "mov R, #0xff000000", 1, 1},
	{0xFFFFFFFF80000000ull, "mov R, #0xffffffff80000000", "mov R, #0x80000000", 1, 1},
	{0xFFFFFFFF7FFFFFFFull, "mov R, #0xffffffff7fffffff", "mov R, #0x7fffffff", 1, 1},
	{0x100000000ull, "mov R, #0x100000000", "mov R, #0", 1, 0},
	{0x5555555555555555ull, "mov R, #0x5555555555555555", "mov R, #0x55555555", 1, 1},
	{0x123456789ABCDEF0ull,
	 "movz R, #0xdef0; movk R, #0x9abc, lsl #16; movk R, #0x5678, lsl #32; movk R, #0x1234, lsl #48",
	 "movz R, #0xdef0; movk R, #0x9abc, lsl #16", 0, 0},
	{0xFFFFFFFFFFFF1234ull, "mov R, #0xffffffffffff1234", "mov R, #0xffff1234", 0, 0},
	{0x1234FFFFFFFFFFFFull, "mov R, #0x1234ffffffffffff", "mov R, #-1", 0, 0},
	{0x0000FFFF0000FFFFull, "mov R, #0xffff0000ffff", "mov R, #0xffff", 1, 1},
	{0xAAAAAAAA1234AAAAull, "mov R, #0xaaaaaaaaaaaaaaaa; movk R, #0x1234, lsl #16",
	 "movz R, #0xaaaa; movk R, #0x1234, lsl #16", 0, 0},
	{0xFFFFFFFF00000000ull, "mov R, #0xffffffff00000000", "mov R, #0", 1, 0},
	{0x00FF00FF00FF1234ull, "mov R, #0xff00ff00ff00ff; movk R, #0x1234", "movz R, #0x1234; movk R, #0xff, lsl #16", 0,
	 0},
	{0xFEDCBA9876543210ull,
	 "movz R, #0x3210; movk R, #0x7654, lsl #16; movk R, #0xba98, lsl #32; movk R, #0xfedc, lsl #48",
	 "movz R, #0x3210; movk R, #0x7654, lsl #16", 0, 0},
	{0x8000000000000000ull, "mov R, #0x8000000000000000", "mov R, #0", 1, 0},
	{0x7FFFFFFFFFFFFFFFull, "mov R, #0x7fffffffffffffff", "mov R, #-1", 1, 0},
	{0x0000123400005678ull, "movz R, #0x5678; movk R, #0x1234, lsl #32", "mov R, #0x5678", 0, 0},
	{0xFFFF1234FFFF5678ull, "movn R, #0xa987; movk R, #0x1234, lsl #32", "mov R, #0xffff5678", 0, 0},
	{0x0001000100010001ull, "mov R, #0x1000100010001", "mov R, #0x10001", 1, 1},
	{0xFFFFFFFFFFFFFF00ull, "mov R, #-256", "mov R, #0xffffff00", 1, 1},
};
#define NK ((int)(sizeof K / sizeof K[0]))

/* Expect the sequence of constant k into register r (w: 32-bit). */
static void expect_const(int w, kl_reg r, int k)
{
	char seq[256], *s = seq, *semi;
	snprintf(seq, sizeof seq, "%s", w ? K[k].x : K[k].w);
	for (;;) {
		semi = strchr(s, ';');
		if (semi)
			*semi = 0;
		char stmt[128], *o = stmt;
		for (const char *c = s; *c; c++) /* replace R */
			if (*c == 'R')
				o += sprintf(o, "%s", rn(w, r));
			else
				*o++ = *c;
		*o = 0;
		expect("%s", stmt);
		if (!semi)
			break;
		s = semi + 2;
	}
}
static int wide(int t) { return t == KL_L || t == KL_UL || t == KL_P; }
static int sgn(int t) { return t == KL_C || t == KL_S || t == KL_I || t == KL_L; }
static uint64_t opval(int w, uint64_t v) { return w ? v : (uint32_t)v; }
/* the constant table's entry for value v (as the op sees it), or -1 */
static int kindex(int w, uint64_t v)
{
	for (int k = 0; k < NK; k++)
		if (opval(w, K[k].v) == v && (w || K[k].v == (uint32_t)K[k].v || K[k].v == v))
			return k;
	for (int k = 0; k < NK; k++)
		if (opval(w, K[k].v) == v)
			return k;
	return -1;
}
static void expect_mov(int w, kl_reg d, kl_reg s)
{
	if (d != s)
		expect("mov %s, %s", rn(w, d), rn(w, s));
}

static const char *tname[] = {"v", "c", "uc", "s", "us", "i", "u", "l", "ul", "p"};
static const int t_iulul[] = {KL_I, KL_U, KL_L, KL_UL};
static const int t_iululp[] = {KL_I, KL_U, KL_L, KL_UL, KL_P};
static const int t_mem[] = {KL_C, KL_UC, KL_S, KL_US, KL_I, KL_U, KL_L, KL_UL, KL_P};

/* ---- binary operations ----------------------------------------------------------------------- */
enum { ADD, SUB, MUL, DIV, MOD, AND, OR, XOR, LSH, RSH, NBIN };
static const char *binname[] = {"add", "sub", "mul", "div", "mod", "and", "or", "xor", "lsh", "rsh"};

static void emit_bin(int op, int t, kl_reg d, kl_reg a, kl_reg b)
{
	switch (op) {
#define C(o, n)                                                                                    \
	case o:                                                                                    \
		switch (t) {                                                                       \
		case KL_I: kl_##n##i(F, d, a, b); break;                                           \
		case KL_U: kl_##n##u(F, d, a, b); break;                                           \
		case KL_L: kl_##n##l(F, d, a, b); break;                                           \
		case KL_UL: kl_##n##ul(F, d, a, b); break;                                         \
		}                                                                                  \
		break;
		C(MUL, mul) C(DIV, div) C(MOD, mod) C(AND, and) C(OR, or) C(XOR, xor) C(LSH, lsh) C(RSH, rsh)
#undef C
	case ADD: if (t == KL_P) kl_addp(F, d, a, b); else if (t == KL_I) kl_addi(F, d, a, b); else if (t == KL_U) kl_addu(F, d, a, b); else if (t == KL_L) kl_addl(F, d, a, b); else kl_addul(F, d, a, b); break;
	case SUB: if (t == KL_P) kl_subp(F, d, a, b); else if (t == KL_I) kl_subi(F, d, a, b); else if (t == KL_U) kl_subu(F, d, a, b); else if (t == KL_L) kl_subl(F, d, a, b); else kl_subul(F, d, a, b); break;
	}
}
static void emit_bini(int op, int t, kl_reg d, kl_reg a, int64_t v)
{
	switch (op) {
#define C(o, n)                                                                                    \
	case o:                                                                                    \
		switch (t) {                                                                       \
		case KL_I: kl_##n##ii(F, d, a, (int32_t)v); break;                                 \
		case KL_U: kl_##n##ui(F, d, a, (uint32_t)v); break;                                \
		case KL_L: kl_##n##li(F, d, a, v); break;                                          \
		case KL_UL: kl_##n##uli(F, d, a, (uint64_t)v); break;                              \
		case KL_P: break;                                                                  \
		}                                                                                  \
		break;
		C(MUL, mul) C(DIV, div) C(MOD, mod) C(AND, and) C(OR, or) C(XOR, xor) C(LSH, lsh) C(RSH, rsh)
#undef C
	case ADD: if (t == KL_P) kl_addpi(F, d, a, (intptr_t)v); else if (t == KL_I) kl_addii(F, d, a, (int32_t)v); else if (t == KL_U) kl_addui(F, d, a, (uint32_t)v); else if (t == KL_L) kl_addli(F, d, a, v); else kl_adduli(F, d, a, (uint64_t)v); break;
	case SUB: if (t == KL_P) kl_subpi(F, d, a, (intptr_t)v); else if (t == KL_I) kl_subii(F, d, a, (int32_t)v); else if (t == KL_U) kl_subui(F, d, a, (uint32_t)v); else if (t == KL_L) kl_subli(F, d, a, v); else kl_subuli(F, d, a, (uint64_t)v); break;
	}
}

static void expect_bin(int op, int t, kl_reg d, kl_reg a, kl_reg b)
{
	int w = wide(t);
	const char *D = rn(w, d), *A = rn(w, a), *B = rn(w, b);
	switch (op) {
	case ADD: expect("add %s, %s, %s", D, A, B); break;
	case SUB: expect("sub %s, %s, %s", D, A, B); break;
	case MUL: expect("mul %s, %s, %s", D, A, B); break;
	case DIV: expect("%s %s, %s, %s", sgn(t) ? "sdiv" : "udiv", D, A, B); break;
	case MOD:
		expect("%s %s, %s, %s", sgn(t) ? "sdiv" : "udiv", rn(w, 16), A, B);
		expect("msub %s, %s, %s, %s", D, rn(w, 16), B, A);
		break;
	case AND: expect("and %s, %s, %s", D, A, B); break;
	case OR: expect("orr %s, %s, %s", D, A, B); break;
	case XOR: expect("eor %s, %s, %s", D, A, B); break;
	case LSH: expect("lsl %s, %s, %s", D, A, B); break;
	case RSH: expect("%s %s, %s, %s", sgn(t) ? "asr" : "lsr", D, A, B); break;
	}
}

/* add #v: imm12, imm12 << 12, both halves, or the constant in x16 */
static void expect_addv(int w, kl_reg d, kl_reg a, uint64_t v)
{
	uint64_t n = opval(w, 0 - v);
	const char *D = rn(w, d), *A = rn(w, a);
	if (v == 0) {
		if (a == 31)
			expect("mov %s, sp", rn(1, d));
		else
			expect_mov(w, d, a);
		return;
	}
	for (int s = 0; s < 2; s++) {
		uint64_t x = s ? n : v;
		const char *m = s ? "sub" : "add";
		if (x < 4096) {
			expect("%s %s, %s, #%llu", m, D, A, (unsigned long long)x);
			return;
		}
		if (x % 4096 == 0 && x < (1u << 24)) {
			expect("%s %s, %s, #%llu, lsl #12", m, D, A, (unsigned long long)(x >> 12));
			return;
		}
		if (x < (1u << 24)) {
			expect("%s %s, %s, #%llu, lsl #12", m, D, A, (unsigned long long)(x >> 12));
			expect("%s %s, %s, #%llu", m, D, D, (unsigned long long)(x & 4095));
			return;
		}
	}
	expect_const(w, 16, kindex(w, v));
	expect("add %s, %s, %s", D, A, rn(w, 16));
}
/* whether expect_addv can write out add #v (its fallback constant is in the table) */
static int addv_known(int w, uint64_t v, int op)
{
	if (op != ADD && op != SUB)
		return 1;
	v = opval(w, v);
	uint64_t n = opval(w, 0 - v);
	return v < (1u << 24) || n < (1u << 24) || kindex(w, v) >= 0;
}
/* shifts by an immediate: lsl/lsr/asr #n (n modulo the width), a move for 0 */
static void expect_shift(int w, const char *m, kl_reg d, kl_reg a, uint64_t n)
{
	n &= w ? 63 : 31;
	if (n == 0)
		expect_mov(w, d, a);
	else
		expect("%s %s, %s, #%u", m, rn(w, d), rn(w, a), (unsigned)n);
}
static void expect_bini(int op, int t, kl_reg d, kl_reg a, int k)
{
	int w = wide(t);
	uint64_t v = opval(w, K[k].v);
	const char *D = rn(w, d), *A = rn(w, a), *S = rn(w, 16), *S2 = rn(w, 17);
	int bm = w ? K[k].bmx : K[k].bmw;
	switch (op) {
	case ADD: expect_addv(w, d, a, v); break;
	case SUB: expect_addv(w, d, a, opval(w, 0 - v)); break;
	case MUL:
		if (v && !(v & (v - 1))) {
			expect_shift(w, "lsl", d, a, (uint64_t)__builtin_ctzll(v));
		} else {
			expect_const(w, 16, k);
			expect("mul %s, %s, %s", D, A, S);
		}
		break;
	case DIV:
		expect_const(w, 16, k);
		expect("%s %s, %s, %s", sgn(t) ? "sdiv" : "udiv", D, A, S);
		break;
	case MOD:
		expect_const(w, 17, k);
		expect("%s %s, %s, %s", sgn(t) ? "sdiv" : "udiv", S, A, S2);
		expect("msub %s, %s, %s, %s", D, S, S2, A);
		break;
	case AND: case OR: case XOR: {
		const char *m = op == AND ? "and" : op == OR ? "orr" : "eor";
		if (bm) {
			expect("%s %s, %s, #0x%llx", m, D, A, (unsigned long long)v);
		} else {
			expect_const(w, 16, k);
			expect("%s %s, %s, %s", m, D, A, S);
		}
		break;
	}
	default: break;
	}
}

static long bin_tests(void)
{
	long n0 = ncases;
	for (int op = 0; op < NBIN; op++) {
		const int *ts = op <= SUB ? t_iululp : t_iulul;
		int nt = op <= SUB ? 5 : 4;
		for (int ti = 0; ti < nt; ti++) {
			int t = ts[ti];
			/* every register in each position, and the aliased shapes */
			for (int pos = 0; pos < 4; pos++)
				for (int j = 0; j < NREGS; j++) {
					kl_reg d = regs[j], a = regs[(j + 5) % NREGS], b = regs[(j + 11) % NREGS];
					if (pos == 1) { a = regs[j]; d = regs[(j + 3) % NREGS]; }
					if (pos == 2) { b = regs[j]; d = regs[(j + 7) % NREGS]; }
					if (pos == 3) { d = a = b = regs[j]; }
					begin();
					emit_bin(op, t, d, a, b);
					expect_bin(op, t, d, a, b);
					done("%s%s %s, %s, %s", binname[op], tname[t], rn(1, d), rn(1, a), rn(1, b));
				}
			/* immediates: every boundary constant, and registers in each position */
			if (op == LSH || op == RSH) {
				for (int j = 0; j < NREGS; j++)
					for (int s = 0; s < 2; s++) {
						kl_reg d = regs[j], a = regs[s ? j : (j + 9) % NREGS];
						for (int64_t n = -1; n <= 65; n++) {
							begin();
							emit_bini(op, t, d, a, n);
							expect_shift(wide(t), op == LSH ? "lsl" : sgn(t) ? "asr" : "lsr", d, a, (uint64_t)n);
							done("%s%si %s, %s, %lld", binname[op], tname[t], rn(1, d), rn(1, a), (long long)n);
						}
					}
				continue;
			}
			for (int k = 0; k < NK; k++)
				for (int j = 0; j < NREGS; j += (k % 5) + 1) {
					kl_reg d = regs[j], a = regs[(j + 1 + k) % NREGS];
					if (k % 3 == 0)
						a = d;
					if (!addv_known(wide(t), op == SUB ? 0 - K[k].v : K[k].v, op))
						continue;
					begin();
					emit_bini(op, t, d, a, (int64_t)K[k].v);
					expect_bini(op, t, d, a, k);
					done("%s%si %s, %s, %#llx", binname[op], tname[t], rn(1, d), rn(1, a),
					     (unsigned long long)K[k].v);
				}
		}
	}
	/* add/sub with sp (KL_LP) as base or destination of the address */
	for (int j = 0; j < NREGS; j++) {
		kl_reg d = regs[j], b = regs[(j + 4) % NREGS];
		begin();
		kl_addp(F, d, KL_LP, b);
		expect("add %s, sp, %s", rn(1, d), rn(1, b));
		done("addp %s, sp, %s", rn(1, d), rn(1, b));
		begin();
		kl_addp(F, d, b, KL_LP);
		expect("add %s, sp, %s", rn(1, d), rn(1, b));
		done("addp %s, %s, sp", rn(1, d), rn(1, b));
		for (int k = 0; k < NK; k++) {
			begin();
			kl_addpi(F, d, KL_LP, (intptr_t)K[k].v);
			expect_addv(1, d, 31, K[k].v);
			done("addpi %s, sp, %#llx", rn(1, d), (unsigned long long)K[k].v);
		}
	}
	return ncases - n0;
}

/* ---- unary operations, set, conversions --------------------------------------------------------- */
static long un_tests(void)
{
	long n0 = ncases;
	for (int ti = 0; ti < 5; ti++) {
		int t = t_iululp[ti], w = wide(t);
		for (int pos = 0; pos < 3; pos++)
			for (int j = 0; j < NREGS; j++) {
				kl_reg d = regs[j], s = regs[(j + 6) % NREGS];
				if (pos == 1) { s = regs[j]; d = regs[(j + 2) % NREGS]; }
				if (pos == 2) s = d;
				const char *D = rn(w, d), *S = rn(w, s);
				for (int op = 0; op < 4; op++) {
					if (t == KL_P && op < 3)
						continue;
					begin();
					switch (op) {
					case 0:
						if (t == KL_I) kl_comi(F, d, s); else if (t == KL_U) kl_comu(F, d, s);
						else if (t == KL_L) kl_coml(F, d, s); else kl_comul(F, d, s);
						expect("mvn %s, %s", D, S);
						break;
					case 1:
						if (t == KL_I) kl_negi(F, d, s); else if (t == KL_U) kl_negu(F, d, s);
						else if (t == KL_L) kl_negl(F, d, s); else kl_negul(F, d, s);
						expect("neg %s, %s", D, S);
						break;
					case 2:
						if (t == KL_I) kl_noti(F, d, s); else if (t == KL_U) kl_notu(F, d, s);
						else if (t == KL_L) kl_notl(F, d, s); else kl_notul(F, d, s);
						expect("cmp %s, #0", S);
						expect("cset %s, eq", rn(0, d));
						break;
					case 3:
						if (t == KL_I) kl_movi(F, d, s); else if (t == KL_U) kl_movu(F, d, s);
						else if (t == KL_L) kl_movl(F, d, s); else if (t == KL_UL) kl_movul(F, d, s);
						else kl_movp(F, d, s);
						expect_mov(w, d, s);
						break;
					}
					static const char *un[] = {"com", "neg", "not", "mov"};
					done("%s%s %s, %s", un[op], tname[t], rn(1, d), rn(1, s));
				}
			}
		for (int j = 0; j < NREGS; j++)
			for (int k = 0; k < NK; k++) {
				kl_reg d = regs[j];
				begin();
				switch (t) {
				case KL_I: kl_seti(F, d, (int32_t)K[k].v); break;
				case KL_U: kl_setu(F, d, (uint32_t)K[k].v); break;
				case KL_L: kl_setl(F, d, (int64_t)K[k].v); break;
				case KL_UL: kl_setul(F, d, K[k].v); break;
				default: kl_setp(F, d, (const void *)(uintptr_t)K[k].v); break;
				}
				expect_const(w, d, k);
				done("set%s %s, %#llx", tname[t], rn(1, d), (unsigned long long)K[k].v);
			}
	}
	/* conversions */
	struct cv { int from, to; void (*fn)(kl_func *, kl_reg, kl_reg); const char *name; };
	static const struct cv cvs[] = {
#define KL_CV(a, b) {KL_TYPE_##a, KL_TYPE_##b, kl_cv##a##2##b, "cv" #a "2" #b},
#define KL_OP(...)
#include <kiln/ops.def>
#undef KL_CV
#undef KL_OP
	};
	for (size_t c = 0; c < sizeof cvs / sizeof cvs[0]; c++)
		for (int pos = 0; pos < 3; pos++)
			for (int j = 0; j < NREGS; j++) {
				kl_reg d = regs[j], s = regs[(j + 8) % NREGS];
				if (pos == 1) { s = regs[j]; d = regs[(j + 1) % NREGS]; }
				if (pos == 2) s = d;
				int from = cvs[c].from, to = cvs[c].to;
				begin();
				cvs[c].fn(F, d, s);
				switch (to) {
				case KL_C: expect("sxtb %s, %s", rn(0, d), rn(0, s)); break;
				case KL_UC: expect("uxtb %s, %s", rn(0, d), rn(0, s)); break;
				case KL_S: expect("sxth %s, %s", rn(0, d), rn(0, s)); break;
				case KL_US: expect("uxth %s, %s", rn(0, d), rn(0, s)); break;
				default:
					if (wide(to) && !wide(from) && sgn(from))
						expect("sxtw %s, %s", rn(1, d), rn(0, s));
					else if (wide(to) && !wide(from))
						expect("mov %s, %s", rn(0, d), rn(0, s));
					else
						expect_mov(wide(to), d, s);
				}
				done("%s %s, %s", cvs[c].name, rn(1, d), rn(1, s));
			}
	return ncases - n0;
}

/* ---- loads and stores ------------------------------------------------------------------------- */
static const int64_t offs[] = {0, 1, 2, 3, 4, 6, 8, 12, 16, -1, -2, -4, -8, -16, 255, 256, 257, -256, -257,
			       4095, 4096, 4100, 8190, 8192, 16380, 16384, 32760, 32768, 65535, 65536, 1 << 20,
			       -(1 << 20), 0x7FFFFFFF, 0x80000000ll, 0x100000000ll, -0x100000000ll};
static void emit_mem(int st, int t, kl_reg r, kl_reg b, int isreg, int64_t o)
{
	kl_reg ro = (kl_reg)o;
#define M(x)                                                                                       \
	case KL_TYPE_##x:                                                                          \
		if (st) { if (isreg) kl_st##x(F, r, b, ro); else kl_st##x##i(F, r, b, o); }        \
		else { if (isreg) kl_ld##x(F, r, b, ro); else kl_ld##x##i(F, r, b, o); }           \
		break;
	switch (t) { M(c) M(uc) M(s) M(us) M(i) M(u) M(l) M(ul) M(p) }
#undef M
}
static void expect_mem(int st, int t, kl_reg r, kl_reg b, int isreg, int64_t o)
{
	static const char *ld[] = {"", "ldrsb", "ldrb", "ldrsh", "ldrh", "ldr", "ldr", "ldr", "ldr", "ldr"};
	static const char *ldu[] = {"", "ldursb", "ldurb", "ldursh", "ldurh", "ldur", "ldur", "ldur", "ldur", "ldur"};
	static const char *stn[] = {"", "strb", "strb", "strh", "strh", "str", "str", "str", "str", "str"};
	static const char *stu[] = {"", "sturb", "sturb", "sturh", "sturh", "stur", "stur", "stur", "stur", "stur"};
	static const int size[] = {0, 1, 1, 2, 2, 4, 4, 8, 8, 8};
	const char *R = rn(wide(t), r), *B = rn(1, b);
	const char *m = st ? stn[t] : ld[t], *mu = st ? stu[t] : ldu[t];
	if (isreg) {
		expect("%s %s, [%s, %s]", m, R, B, rn(1, (kl_reg)o));
	} else if (o >= 0 && o % size[t] == 0 && o / size[t] < 4096) {
		expect("%s %s, [%s, #%lld]", m, R, B, (long long)o);
	} else if (o >= -256 && o < 256) {
		expect("%s %s, [%s, #%lld]", mu, R, B, (long long)o);
	} else {
		int k;
		for (k = 0; k < NK && K[k].v != (uint64_t)o; k++)
			;
		if (k < NK) {
			expect_const(1, 16, k);
		} else { /* offsets not in the constant table: movz/movn with at most one movk */
			uint64_t v = (uint64_t)o;
			if (o >= 0 && v < 0x10000)
				expect("mov x16, #%lld", (long long)o);
			else if (o < 0 && ~v < 0x10000)
				expect("mov x16, #%lld", (long long)o);
			else if (o > 0 && (v & 0xFFFF) == 0 && v < 0x100000000ull)
				expect("mov x16, #%lld", (long long)o);
			else if (o > 0 && v < 0x100000000ull)
			{
				expect("movz x16, #%llu", (unsigned long long)(v & 0xFFFF));
				expect("movk x16, #%llu, lsl #16", (unsigned long long)(v >> 16));
			}
			else
				expect("mov x16, #%lld", (long long)o);
		}
		expect("%s %s, [%s, x16]", m, R, B);
	}
}
static long mem_tests(void)
{
	long n0 = ncases;
	static const char *nm[] = {"ld", "st"};
	for (int st = 0; st < 2; st++)
		for (int ti = 0; ti < 9; ti++) {
			int t = t_mem[ti];
			for (int pos = 0; pos < 3; pos++)
				for (int j = 0; j < NREGS; j++) {
					kl_reg r = regs[j], b = regs[(j + 4) % NREGS], o = regs[(j + 13) % NREGS];
					if (pos == 1) { b = regs[j]; r = regs[(j + 2) % NREGS]; }
					if (pos == 2) { o = regs[j]; r = regs[(j + 5) % NREGS]; }
					begin();
					emit_mem(st, t, r, b, 1, o);
					expect_mem(st, t, r, b, 1, o);
					done("%s%s %s, %s, %s", nm[st], tname[t], rn(1, r), rn(1, b), rn(1, o));
				}
			for (int j = 0; j <= NREGS; j++) {
				kl_reg r = regs[j % NREGS], b = j == NREGS ? KL_LP : regs[(j + 3) % NREGS];
				for (size_t k = 0; k < sizeof offs / sizeof offs[0]; k++) {
					begin();
					emit_mem(st, t, r, b, 0, offs[k]);
					expect_mem(st, t, r, b, 0, offs[k]);
					done("%s%si %s, %s, %lld", nm[st], tname[t], rn(1, r), rn(1, b), (long long)offs[k]);
				}
			}
		}
	return ncases - n0;
}

/* ---- returns, branches, jumps ----------------------------------------------------------------- */
static void emit_br(int t, int c, kl_reg a, kl_reg b, kl_label l)
{
#define B6(x)                                                                                      \
	switch (c) {                                                                               \
	case 0: kl_blt##x(F, a, b, l); break;                                                      \
	case 1: kl_ble##x(F, a, b, l); break;                                                      \
	case 2: kl_bgt##x(F, a, b, l); break;                                                      \
	case 3: kl_bge##x(F, a, b, l); break;                                                      \
	case 4: kl_beq##x(F, a, b, l); break;                                                      \
	default: kl_bne##x(F, a, b, l); break;                                                     \
	}
	switch (t) {
	case KL_I: B6(i) break;
	case KL_U: B6(u) break;
	case KL_L: B6(l) break;
	case KL_UL: B6(ul) break;
	default: B6(p) break;
	}
#undef B6
}
static void emit_bri(int t, int c, kl_reg a, uint64_t v, kl_label l)
{
#define B6(x, cast)                                                                                \
	switch (c) {                                                                               \
	case 0: kl_blt##x##i(F, a, (cast)v, l); break;                                             \
	case 1: kl_ble##x##i(F, a, (cast)v, l); break;                                             \
	case 2: kl_bgt##x##i(F, a, (cast)v, l); break;                                             \
	case 3: kl_bge##x##i(F, a, (cast)v, l); break;                                             \
	case 4: kl_beq##x##i(F, a, (cast)v, l); break;                                             \
	default: kl_bne##x##i(F, a, (cast)v, l); break;                                            \
	}
	switch (t) {
	case KL_I: B6(i, int32_t) break;
	case KL_U: B6(u, uint32_t) break;
	case KL_L: B6(l, int64_t) break;
	case KL_UL: B6(ul, uint64_t) break;
	default: B6(p, const void *) break;
	}
#undef B6
}

static long ctl_tests(void)
{
	long n0 = ncases;
	/* returns: the value goes to x0 (narrow types extended), then the 2-word epilogue slot */
	for (int ti = 0; ti < 9; ti++) {
		int t = t_mem[ti], w = wide(t);
		for (int j = 0; j < NREGS; j++) {
			kl_reg s = regs[j];
			begin();
			switch (t) {
			case KL_C: kl_retc(F, s); expect("sxtb w0, %s", rn(0, s)); break;
			case KL_UC: kl_retuc(F, s); expect("uxtb w0, %s", rn(0, s)); break;
			case KL_S: kl_rets(F, s); expect("sxth w0, %s", rn(0, s)); break;
			case KL_US: kl_retus(F, s); expect("uxth w0, %s", rn(0, s)); break;
			case KL_I: kl_reti(F, s); expect_mov(0, 0, s); break;
			case KL_U: kl_retu(F, s); expect_mov(0, 0, s); break;
			case KL_L: kl_retl(F, s); expect_mov(1, 0, s); break;
			case KL_UL: kl_retul(F, s); expect_mov(1, 0, s); break;
			default: kl_retp(F, s); expect_mov(1, 0, s); break;
			}
			expect("nop");
			expect("nop");
			done("ret%s %s", tname[t], rn(1, s));
		}
		for (int k = 0; k < NK; k++) {
			uint64_t v = K[k].v;
			int64_t nv;
			begin();
			switch (t) {
			case KL_C: kl_retci(F, (int32_t)v); nv = (int8_t)v; break;
			case KL_UC: kl_retuci(F, (int32_t)v); nv = (uint8_t)v; break;
			case KL_S: kl_retsi(F, (int32_t)v); nv = (int16_t)v; break;
			case KL_US: kl_retusi(F, (int32_t)v); nv = (uint16_t)v; break;
			case KL_I: kl_retii(F, (int32_t)v); nv = -1; break;
			case KL_U: kl_retui(F, (uint32_t)v); nv = -1; break;
			case KL_L: kl_retli(F, (int64_t)v); nv = -1; break;
			case KL_UL: kl_retuli(F, v); nv = -1; break;
			default: kl_retpi(F, (intptr_t)v); nv = -1; break;
			}
			if (t <= KL_US) /* narrowed values: one movz or movn of a w register */
				expect("mov w0, #%lld", (long long)nv);
			else
				expect_const(w, 0, k);
			expect("nop");
			expect("nop");
			done("ret%si %#llx", tname[t], (unsigned long long)v);
		}
	}
	begin();
	kl_retv(F);
	expect("nop");
	expect("nop");
	done("retv");

	/* conditional branches, register and immediate, forward (short form + slot) and backward */
	static const char *cs[] = {"lt", "le", "gt", "ge", "eq", "ne"};
	static const char *cu[] = {"lo", "ls", "hi", "hs", "eq", "ne"};
	static const char *bn[] = {"blt", "ble", "bgt", "bge", "beq", "bne"};
	for (int ti = 0; ti < 5; ti++) {
		int t = t_iululp[ti], w = wide(t);
		for (int c = 0; c < 6; c++) {
			const char *cc = sgn(t) ? cs[c] : cu[c];
			for (int back = 0; back < 2; back++)
				for (int pos = 0; pos < 2; pos++)
					for (int j = 0; j < NREGS; j++) {
						kl_reg a = regs[j], b = regs[(j + 10) % NREGS];
						if (pos == 1) { b = regs[j]; a = regs[(j + 17) % NREGS]; }
						begin();
						kl_label l = kl_label_new(F);
						if (back)
							kl_label_place(F, l);
						emit_br(t, c, a, b, l);
						expect("cmp %s, %s", rn(w, a), rn(w, b));
						if (back) {
							expect("b.%s .-4", cc);
						} else {
							expect("b.%s .", cc);
							expect("nop");
						}
						done("%s%s %s, %s, %s", bn[c], tname[t], rn(1, a), rn(1, b), back ? "back" : "fwd");
					}
			for (int back = 0; back < 2; back++)
				for (int j = 0; j < NREGS; j++)
					for (int k = 0; k < NK; k++) {
						kl_reg a = regs[j];
						uint64_t v = opval(w, K[k].v), n = opval(w, 0 - v);
						begin();
						kl_label l = kl_label_new(F);
						if (back)
							kl_label_place(F, l);
						emit_bri(t, c, a, K[k].v, l);
						const char *A = rn(w, a);
						int cb = v == 0 && c >= 4;
						if (cb)
							;
						else if (v < 4096)
							expect("cmp %s, #%llu", A, (unsigned long long)v);
						else if (v % 4096 == 0 && v < (1u << 24))
							expect("cmp %s, #%llu, lsl #12", A, (unsigned long long)(v >> 12));
						else if (n < 4096)
							expect("cmn %s, #%llu", A, (unsigned long long)n);
						else if (n % 4096 == 0 && n < (1u << 24))
							expect("cmn %s, #%llu, lsl #12", A, (unsigned long long)(n >> 12));
						else {
							expect_const(w, 16, k);
							expect("cmp %s, %s", A, rn(w, 16));
						}
						char br[32];
						if (cb)
							snprintf(br, sizeof br, "%s %s,", c == 4 ? "cbz" : "cbnz", A);
						else
							snprintf(br, sizeof br, "b.%s", cc);
						if (back) {
							expect("%s .-%d", br, 4 * ntext);
						} else {
							expect("%s .", br);
							expect("nop");
						}
						done("%s%si %s, %#llx, %s", bn[c], tname[t], rn(1, a), (unsigned long long)K[k].v,
						     back ? "back" : "fwd");
					}
		}
	}
	/* jumps */
	for (int j = 0; j < NREGS; j++) {
		kl_reg r = regs[j], link = regs[(j + 3) % NREGS];
		kl_label l;
		begin();
		kl_jp(F, r);
		expect("br %s", rn(1, r));
		done("jp %s", rn(1, r));
		begin();
		kl_jalp(F, link, r);
		expect("adr %s, .+8", rn(1, link));
		expect("br %s", rn(1, r));
		done("jalp %s, %s", rn(1, link), rn(1, r));
		begin();
		kl_jalp(F, r, r);
		expect("mov x16, %s", rn(1, r));
		expect("adr %s, .+8", rn(1, r));
		expect("br x16");
		done("jalp %s, %s", rn(1, r), rn(1, r));
		begin();
		l = kl_label_new(F);
		kl_jalv(F, r, l);
		expect("adr %s, .+8", rn(1, r));
		expect("b .");
		done("jalv %s, fwd", rn(1, r));
		begin();
		l = kl_label_new(F);
		kl_label_place(F, l);
		kl_jalv(F, r, l);
		expect("adr %s, .+8", rn(1, r));
		expect("b .-4");
		done("jalv %s, back", rn(1, r));
		begin();
		kl_jalpi(F, r, (void *)F);
		expect("adr %s, .+8", rn(1, r));
		expect("b .");
		done("jalpi %s, addr", rn(1, r));
	}
	begin();
	kl_label l = kl_label_new(F);
	kl_jv(F, l);
	expect("b .");
	done("jv fwd");
	begin();
	l = kl_label_new(F);
	kl_label_place(F, l);
	kl_nop(F);
	kl_jv(F, l);
	expect("nop");
	expect("b .-4");
	done("jv back");
	begin();
	kl_jpi(F, (void *)F);
	expect("b .");
	done("jpi addr");
	return ncases - n0;
}

/* ---- extensions with native lowerings (kiln/ext.def) --------------------------------------------- */
static long ext_tests(void)
{
	long n0 = ncases;
	static const int t4[] = {KL_I, KL_U, KL_L, KL_UL};
	for (int ti = 0; ti < 4; ti++) {
		int t = t4[ti], w = wide(t), u2 = t == KL_U || t == KL_UL;
		for (int pos = 0; pos < 4; pos++)
			for (int j = 0; j < NREGS; j++) {
				kl_reg d = regs[j], a = regs[(j + 5) % NREGS], b = regs[(j + 11) % NREGS], c = regs[(j + 19) % NREGS];
				if (pos == 1) { a = regs[j]; d = regs[(j + 3) % NREGS]; }
				if (pos == 2) { b = regs[j]; d = regs[(j + 7) % NREGS]; }
				if (pos == 3) { c = regs[j]; d = regs[(j + 2) % NREGS]; }
				const char *D = rn(w, d), *A = rn(w, a), *B = rn(w, b), *C = rn(w, c), *S = rn(w, 16);
#define ONE(emit)                                                                                  \
	begin();                                                                                   \
	switch (t) {                                                                               \
	case KL_I: emit(i); break;                                                                 \
	case KL_U: emit(u); break;                                                                 \
	case KL_L: emit(l); break;                                                                 \
	default: emit(ul); break;                                                                  \
	}
#define ROTR(x) kl_rotr##x(F, d, a, b)
#define ROTL(x) kl_rotl##x(F, d, a, b)
#define MULH(x) kl_mulh##x(F, d, a, b)
#define SEL(x) kl_sel##x(F, d, c, a, b)
				ONE(ROTR);
				expect("ror %s, %s, %s", D, A, B);
				done("rotr%s %s, %s, %s", tname[t], D, A, B);
				ONE(ROTL);
				expect("neg %s, %s", S, B);
				expect("ror %s, %s, %s", D, A, S);
				done("rotl%s %s, %s, %s", tname[t], D, A, B);
				ONE(MULH);
				if (w) {
					expect("%s %s, %s, %s", sgn(t) ? "smulh" : "umulh", D, A, B);
				} else {
					expect("%s x16, %s, %s", sgn(t) ? "smull" : "umull", A, B);
					expect("lsr %s, x16, #32", rn(1, d));
				}
				done("mulh%s %s, %s, %s", tname[t], D, A, B);
				ONE(SEL);
				expect("cmp %s, #0", C);
				expect("csel %s, %s, %s, ne", D, A, B);
				done("sel%s %s, %s, %s, %s", tname[t], D, C, A, B);
				if (!u2)
					continue;
				if (c != d) {
					begin();
					if (w) kl_addcul(F, d, c, a, b); else kl_addcu(F, d, c, a, b);
					expect("cmp %s, #1", C);
					expect("adcs %s, %s, %s", D, A, B);
					expect("cset %s, hs", rn(0, c));
					done("addc%s %s, %s, %s, %s", tname[t], D, C, A, B);
					begin();
					if (w) kl_subcul(F, d, c, a, b); else kl_subcu(F, d, c, a, b);
					expect("cmp %s, %s", w ? "xzr" : "wzr", C);
					expect("sbcs %s, %s, %s", D, A, B);
					expect("cset %s, lo", rn(0, c));
					done("subc%s %s, %s, %s, %s", tname[t], D, C, A, B);
				}
				if (pos > 1)
					continue;
				begin();
				if (w) kl_clzul(F, d, a); else kl_clzu(F, d, a);
				expect("clz %s, %s", D, A);
				done("clz%s %s, %s", tname[t], D, A);
				begin();
				if (w) kl_ctzul(F, d, a); else kl_ctzu(F, d, a);
				expect("rbit %s, %s", S, A);
				expect("clz %s, %s", D, S);
				done("ctz%s %s, %s", tname[t], D, A);
				begin();
				if (w) kl_popcul(F, d, a); else kl_popcu(F, d, a);
				expect("fmov %s, %s", w ? "d31" : "s31", A);
				expect("cnt v31.8b, v31.8b");
				expect("addv b31, v31.8b");
				expect("fmov %s, s31", rn(0, d));
				done("popc%s %s, %s", tname[t], D, A);
				begin();
				if (w) kl_bswapul(F, d, a); else kl_bswapu(F, d, a);
				expect("rev %s, %s", D, A);
				done("bswap%s %s, %s", tname[t], D, A);
				if (!w) {
					begin();
					kl_bswapus(F, d, a);
					expect("rev16 %s, %s", D, A);
					expect("uxth %s, %s", D, D);
					done("bswapus %s, %s", D, A);
				}
			}
		/* rotates by an immediate */
		for (int j = 0; j < NREGS; j++)
			for (int64_t n = -1; n <= 65; n++) {
				kl_reg d = regs[j], a = regs[(j * 7 + 3) % NREGS];
				int width = w ? 64 : 32;
				for (int left = 0; left < 2; left++) {
					begin();
					switch (t) {
					case KL_I: if (left) kl_rotlii(F, d, a, (int32_t)n); else kl_rotrii(F, d, a, (int32_t)n); break;
					case KL_U: if (left) kl_rotlui(F, d, a, (uint32_t)n); else kl_rotrui(F, d, a, (uint32_t)n); break;
					case KL_L: if (left) kl_rotlli(F, d, a, n); else kl_rotrli(F, d, a, n); break;
					default: if (left) kl_rotluli(F, d, a, (uint64_t)n); else kl_rotruli(F, d, a, (uint64_t)n); break;
					}
					int r = (int)((left ? -n : n) & (width - 1));
					if (r == 0)
						expect_mov(w, d, a);
					else
						expect("ror %s, %s, #%d", rn(w, d), rn(w, a), r);
					done("rot%c%si %s, %s, %lld", left ? 'l' : 'r', tname[t], rn(w, d), rn(w, a), (long long)n);
				}
			}
	}
#undef ONE
#undef ROTR
#undef ROTL
#undef MULH
#undef SEL
	/* unaligned loads and stores are the ordinary ones; prefetch uses their offset forms */
	for (int j = 0; j < NREGS; j++) {
		kl_reg r = regs[j], b = regs[(j + 9) % NREGS], o = regs[(j + 21) % NREGS];
		begin();
		kl_uldl(F, r, b, o);
		expect("ldr %s, [%s, %s]", rn(1, r), rn(1, b), rn(1, o));
		done("uldl %s, %s, %s", rn(1, r), rn(1, b), rn(1, o));
		begin();
		kl_ustsi(F, r, b, -3);
		expect("sturh %s, [%s, #-3]", rn(0, r), rn(1, b));
		done("ustsi %s, %s, -3", rn(1, r), rn(1, b));
		for (size_t k = 0; k < sizeof offs / sizeof offs[0]; k++) {
			int64_t off = offs[k];
			begin();
			kl_prefetch(F, b, off);
			if (off >= 0 && off % 8 == 0 && off / 8 < 4096)
				expect("prfm pldl1keep, [%s, #%lld]", rn(1, b), (long long)off);
			else if (off >= -256 && off < 256)
				expect("prfum pldl1keep, [%s, #%lld]", rn(1, b), (long long)off);
			else {
				int kk;
				for (kk = 0; kk < NK && K[kk].v != (uint64_t)off; kk++)
					;
				if (kk < NK)
					expect_const(1, 16, kk);
				else /* the remaining offsets of the list are one movz/movn/orr */
					expect("mov x16, #%lld", (long long)off);
				expect("prfm pldl1keep, [%s, x16]", rn(1, b));
			}
			done("prefetch %s, %lld", rn(1, b), (long long)off);
		}
	}
	return ncases - n0;
}

/* the shifted-register forms (addsh ... xorsh) and andn, orn, xorn (bic, orn, eon), 32 and 64 bits, every shift kind
 * at its boundary amounts, registers in each position */
static long shifted_tests(void)
{
	long n0 = ncases;
	static const char *const kind[] = {"lsl", "lsr", "asr", "ror"};
	static const char *const mn[] = {"add", "sub", "and", "orr", "eor"};
	for (int w = 0; w < 2; w++)
		for (int op = 0; op < 5; op++)
			for (int k = 0; k < 4; k++) {
				if (k == KL_ROR && op < 2)
					continue;
				static const unsigned amounts[] = {0, 1, 7, 25, 31, 32, 63};
				for (int ai = 0; ai < 7; ai++) {
					unsigned n = amounts[ai];
					if (n >= (w ? 64u : 32u))
						continue;
					for (int j = 0; j < NREGS; j += 5) {
						kl_reg d = regs[j], a = regs[(j + 7) % NREGS], b = regs[(j + 13) % NREGS];
						int64_t sh = KL_SHIFTED(k, n);
						begin();
						switch (op * 2 + w) {
						case 0: kl_addshu(F, d, a, b, sh); break;
						case 1: kl_addshul(F, d, a, b, sh); break;
						case 2: kl_subshu(F, d, a, b, sh); break;
						case 3: kl_subshul(F, d, a, b, sh); break;
						case 4: kl_andshu(F, d, a, b, sh); break;
						case 5: kl_andshul(F, d, a, b, sh); break;
						case 6: kl_orshu(F, d, a, b, sh); break;
						case 7: kl_orshul(F, d, a, b, sh); break;
						case 8: kl_xorshu(F, d, a, b, sh); break;
						default: kl_xorshul(F, d, a, b, sh); break;
						}
						expect("%s %s, %s, %s, %s #%u", mn[op], rn(w, d), rn(w, a), rn(w, b), kind[k], n);
						done("%ssh%s %s, %s, %s, %s %u", mn[op], w ? "ul" : "u", rn(w, d), rn(w, a), rn(w, b), kind[k], n);
					}
				}
			}
	static const char *const nn[] = {"andn", "orn", "xorn"}, *const nmn[] = {"bic", "orn", "eon"};
	for (int op = 0; op < 3; op++)
		for (int w = 0; w < 2; w++)
			for (int j = 0; j < NREGS; j++) {
				kl_reg d = regs[j], a = regs[(j + 3) % NREGS], b = regs[(j + 11) % NREGS];
				begin();
				switch (op * 2 + w) {
				case 0: kl_andnu(F, d, a, b); break;
				case 1: kl_andnul(F, d, a, b); break;
				case 2: kl_ornu(F, d, a, b); break;
				case 3: kl_ornul(F, d, a, b); break;
				case 4: kl_xornu(F, d, a, b); break;
				default: kl_xornul(F, d, a, b); break;
				}
				expect("%s %s, %s, %s", nmn[op], rn(w, d), rn(w, a), rn(w, b));
				done("%s%s %s, %s, %s", nn[op], w ? "ul" : "u", rn(w, d), rn(w, a), rn(w, b));
			}
	return ncases - n0;
}

#include "encodings_float.c"

/* memory forms (ext.def): ldr with a scaled register when it can, else add x17 (shifted
 * register) and the offset form; load-and-op is the load into x17 and the operation */
static long memx_tests(void)
{
	long n0 = ncases;
	static const int32_t disps[] = {0, 8, -8, 255, 4088};
	static const int size[] = {0, 1, 1, 2, 2, 4, 4, 8, 8, 8};
	static const char *ld[] = {"", "ldrsb", "ldrb", "ldrsh", "ldrh", "ldr", "ldr", "ldr", "ldr", "ldr"};
	int turn = 0;
	for (int t = KL_C; t <= KL_P; t++)
		for (int j = 0; j < NREGS; j++)
			for (int s = 0; s < 4; s++, turn++) {
				kl_reg r = regs[j], b = regs[(j + 9) % NREGS], x = regs[(j + 5 * s + 3) % NREGS];
				int32_t d = disps[turn % 5];
				kl_insn in = {.op = (uint16_t)kl_opcode_find(KL_N_ldx, t, KL_V, 0), .rd = r, .rs1 = b, .rs2 = x,
					      .imm = KL_MEMX(s, d)};
				begin();
				kl_emit_insn(F, &in);
				int scaled = s == __builtin_ctz((unsigned)size[t]);
				if (d == 0 && s == 0)
					expect("%s %s, [%s, %s]", ld[t], rn(wide(t), r), rn(1, b), rn(1, x));
				else if (d == 0 && scaled)
					expect("%s %s, [%s, %s, lsl #%d]", ld[t], rn(wide(t), r), rn(1, b), rn(1, x), s);
				else {
					if (s)
						expect("add x17, %s, %s, lsl #%d", rn(1, b), rn(1, x), s);
					else
						expect("add x17, %s, %s", rn(1, b), rn(1, x));
					expect_mem(0, t, r, 17, 0, d);
				}
				done("ldx%s %s, [%s + %s << %d + %d]", tname[t], rn(1, r), rn(1, b), rn(1, x), s, d);
			}
	static const int names[4] = {KL_N_xorm, KL_N_addm, KL_N_andm, KL_N_orm};
	static const char *opn[4] = {"eor", "add", "and", "orr"};
	static const int types[4] = {KL_I, KL_U, KL_L, KL_UL};
	for (int op = 0; op < 4; op++)
		for (int ti = 0; ti < 4; ti++)
			for (int j = 0; j < NREGS; j++, turn++) {
				int t = types[ti], isx = turn & 1, s = turn % 4;
				kl_reg r = regs[j], a = regs[(j + 7) % NREGS], b = regs[(j + 9) % NREGS], x = regs[(j + 13) % NREGS];
				int32_t d = disps[turn % 5];
				kl_insn in = {.op = (uint16_t)kl_opcode_find(names[op], t, KL_V, !isx), .rd = r, .rs1 = a, .rs2 = b,
					      .rs3 = isx ? x : 0, .imm = isx ? KL_MEMX(s, d) : d};
				begin();
				kl_emit_insn(F, &in);
				if (!isx)
					expect_mem(0, t, 17, b, 0, d);
				else if (d == 0 && (s == 0 || s == __builtin_ctz((unsigned)size[t])))
					expect(s ? "ldr %s, [%s, %s, lsl #%d]" : "ldr %s, [%s, %s]", rn(wide(t), 17), rn(1, b),
					       rn(1, x), s);
				else {
					if (s)
						expect("add x17, %s, %s, lsl #%d", rn(1, b), rn(1, x), s);
					else
						expect("add x17, %s, %s", rn(1, b), rn(1, x));
					expect_mem(0, t, 17, 17, 0, d);
				}
				expect("%s %s, %s, %s", opn[op], rn(wide(t), r), rn(wide(t), a), rn(wide(t), 17));
				done("%s%s %s, %s, [%s + %s << %d + %d]", kl_opname(names[op]), tname[t], rn(1, r), rn(1, a), rn(1, b),
				     isx ? rn(1, x) : "-", s, d);
			}
	return ncases - n0;
}

int main(void)
{
	F = kl_func_new();
	if (!F)
		return 1;
	long b = bin_tests(), u = un_tests(), m = mem_tests(), c = ctl_tests();
	long x = ext_tests() + shifted_tests() + memx_tests(), fl = float_tests();
	kl_func_abort(F);
	kl_func_delete(F);
	fprintf(stderr,
		"encodings: %ld binary, %ld unary/set/convert, %ld load/store, %ld control, %ld extensions, %ld float = %ld cases\n",
		b, u, m, c, x, fl, ncases);
	return 0;
}
