/* enc.c -- emits every instruction of ops.def x type x operand shape x register x boundary
 * immediate through kiln, and prints each instance's bytes next to the instructions a RISC-V
 * assembler should produce for it (check.py assembles those with GNU as and compares).
 *
 * Output, one instance a line:  description <TAB> hex bytes <TAB> expected asm ("; " between).
 * The expected text is written here from the ISA manual and kiln's documented semantics, not
 * from the backend's code.  Constants: the reference sequence below (lui/addiw, then shifts and
 * addi, or shifted up and srli), whose values are also checked by running them.  The
 * extension instructions (kiln/ext.def) are the header's native sequences. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln/insn.h"

static kl_reg regs[64];
static int nregs;
static kl_func *F;
static long ninst, nfail_run;

/* ---- instances of the current function ------------------------------------------------------ */
struct inst {
	size_t at, end;
	char *desc, *exp;
	int abs;             /* jpi/jalpi: expected text depends on the code's address */
	kl_reg link;
	uint64_t addr;
	uint32_t pool;       /* setd from the constant pool: entry + 1 (text depends on the code's size) */
};
static struct inst *ins;
static size_t nins, capins;
static char desc[256], exp[8192];
static size_t expn;
static uint64_t poolbits[4096]; /* the constant pool expected for the current function */
static int npoolbits;

static void X(const char *fmt, ...)
{
	va_list ap;
	if (expn && expn < sizeof exp)
		expn += (size_t)snprintf(exp + expn, sizeof exp - expn, "; ");
	va_start(ap, fmt);
	if (expn < sizeof exp)
		expn += (size_t)vsnprintf(exp + expn, sizeof exp - expn, fmt, ap);
	va_end(ap);
}

static char *dupstr(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = malloc(n);
	if (!d)
		exit(2);
	return memcpy(d, s, n);
}

static void begin(void)
{
	kl_func_begin(F, "", NULL, KL_LEAF);
	nins = 0;
	npoolbits = 0;
}
static size_t here(void) { return (size_t)(F->ip - F->buf); }
static void start(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(desc, sizeof desc, fmt, ap);
	va_end(ap);
	expn = 0;
	exp[0] = 0;
	if (nins == capins) {
		capins = capins ? 2 * capins : 4096;
		ins = realloc(ins, capins * sizeof *ins);
		if (!ins)
			exit(2);
	}
	memset(&ins[nins], 0, sizeof ins[nins]);
	ins[nins].at = here();
}
static void finish(void)
{
	struct inst *p = &ins[nins++];
	p->end = here();
	p->desc = dupstr(desc);
	p->exp = dupstr(exp);
}
static int64_t lo12(int64_t v) { return (int64_t)((uint64_t)v << 52) >> 52; }
static unsigned hi20(int64_t v) { return (unsigned)(((uint64_t)v + 0x800) >> 12) & 0xFFFFF; }

/* Print the function's instances: the body starts at the entry (leaf, no frame: no prologue),
 * unless the body writes callee-saved float registers: then the prologue is an instance too
 * (addi sp, sp, -F; fsd each, in register order), and the body follows it. */
static void end(void)
{
#ifdef KL_HAVE_FLOAT
	uint64_t fsaved = F->used & KL__RV_FSAVED;
#else
	uint64_t fsaved = 0;
#endif
	int nfs = __builtin_popcountll(fsaved);
	size_t shift = nfs ? 4 * (size_t)(1 + nfs) : 0, size = 0;
	const uint8_t *code = kl_func_end(F, &size);
	if (!code) {
		fprintf(stderr, "kl_func_end: %s\n", kl_errmsg(F));
		exit(2);
	}
	if (nfs) {
		expn = 0;
		X("addi sp, sp, %d", -((8 * nfs + 15) & ~15));
		for (int r = 0, i = 0; r < 64; r++)
			if (fsaved >> r & 1)
				X("fsd %s, %d(sp)", kl_reg_name(r), 8 * i++);
		printf("prologue saving %d float registers\t", nfs);
		for (size_t j = 0; j < shift; j++)
			printf("%02x", code[j]);
		printf("\t%s\n", exp);
		ninst++;
	}
	code += shift;
	size_t poolat = size - shift - 8 * (size_t)npoolbits; /* from the body */
	size_t lit = 0;
	for (size_t k = 0; k < nins; k++) {
		struct inst *p = &ins[k];
		if (p->pool) { /* auipc t5 + fld to the pool after the code */
			int64_t d = (int64_t)(poolat + 8 * (p->pool - 1)) - (int64_t)p->at;
			uint64_t v;
			memcpy(&v, code + poolat + 8 * (p->pool - 1), 8);
			if (v != poolbits[p->pool - 1]) {
				printf("# pool entry of %s holds %#" PRIx64 "\n", p->desc, v);
				nfail_run++;
			}
			expn = 0;
			X("auipc t5, %u", hi20(d));
			X("fld %s, %" PRId64 "(t5)", kl_reg_name(p->link), lo12(d));
			free(p->exp);
			p->exp = dupstr(exp);
		}
		if (p->abs) { /* auipc+jalr within 2 GiB, else a literal after the epilogue ("ret") */
			int64_t d = (int64_t)(p->addr - (uint64_t)(uintptr_t)(code + p->at));
			expn = 0;
			if (d >= -0x80000000ll - 0x800 && d < 0x80000000ll - 0x800) {
				X("auipc t5, %u", hi20(d));
				X("jalr %s, %" PRId64 "(t5)", kl_reg_name(p->link), lo12(d));
				X("addi zero, zero, 0");
			} else {
				size_t body = ins[nins - 1].end;
				size_t litat = ((body + 4 + 7) & ~(size_t)7) + 8 * lit++;
				int64_t dl = (int64_t)litat - (int64_t)p->at;
				uint64_t v;
				memcpy(&v, code + litat, 8);
				if (v != p->addr) {
					printf("# literal of %s holds %#" PRIx64 "\n", p->desc, v);
					nfail_run++;
				}
				X("auipc t5, %u", hi20(dl));
				X("ld t5, %" PRId64 "(t5)", lo12(dl));
				X("jalr %s, 0(t5)", kl_reg_name(p->link));
			}
			free(p->exp);
			p->exp = dupstr(exp);
		}
		printf("%s\t", p->desc);
		for (size_t j = p->at; j < p->end; j++)
			printf("%02x", code[j]);
		printf("\t%s\n", p->exp);
		free(p->desc);
		free(p->exp);
		ninst++;
	}
	npoolbits = 0;
	kl_code_free((void *)(code - shift));
}

/* ---- the reference constant sequence --------------------------------------------------------- */
struct seq {
	int n;
	char s[16][64];
};
static void sx(struct seq *q, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	if (q->n < 16)
		vsnprintf(q->s[q->n], sizeof q->s[0], fmt, ap);
	q->n++;
	va_end(ap);
}
static int fits(int64_t v, int bits) { return v >= -(1ll << (bits - 1)) && v < (1ll << (bits - 1)); }
static void gen(struct seq *q, const char *r, int64_t v)
{
	if (fits(v, 12)) {
		sx(q, "addi %s, zero, %" PRId64, r, v);
	} else if (fits(v, 32)) {
		sx(q, "lui %s, %u", r, hi20(v));
		if (lo12(v))
			sx(q, "addiw %s, %s, %" PRId64, r, r, lo12(v));
	} else {
		/* v = (hi << sh) + lo: build hi, shift, add lo */
		int64_t lo = lo12(v);
		uint64_t rest = (uint64_t)v - (uint64_t)lo;
		int sh = 0;
		while (!(rest >> sh & 1))
			sh++;
		int64_t hi = (int64_t)rest >> sh;
		if (sh > 12 && !fits(hi, 12) && fits((int64_t)((uint64_t)hi << 12), 32)) {
			sh -= 12;
			hi = (int64_t)((uint64_t)hi << 12);
		}
		gen(q, r, hi);
		sx(q, "slli %s, %s, %d", r, r, sh);
		if (lo)
			sx(q, "addi %s, %s, %" PRId64, r, r, lo);
	}
}
static struct seq liseq(const char *r, int64_t v)
{
	struct seq best = {0}, alt;
	gen(&best, r, v);
	if (v > 0 && best.n > 2) {
		int lz = 0;
		while (!((uint64_t)v << lz >> 63))
			lz++;
		for (int ones = 1; ones >= 0; ones--) {
			uint64_t s = (uint64_t)v << lz;
			if (ones)
				s |= (1ull << lz) - 1;
			alt.n = 0;
			gen(&alt, r, (int64_t)s);
			sx(&alt, "srli %s, %s, %d", r, r, lz);
			if (alt.n < best.n)
				best = alt;
		}
	}
	return best;
}
static void li(const char *r, int64_t v)
{
	struct seq q = liseq(r, v);
	for (int k = 0; k < q.n && k < 16; k++)
		X("%s", q.s[k]);
}
static int li_len(int64_t v) { return liseq("t5", v).n; }

/* ---- semantics shared by the expectations ---------------------------------------------------- */
static int wide(int t) { return t == KL_L || t == KL_UL || t == KL_P; }
static int sgn(int t) { return t == KL_I || t == KL_L || t == KL_C || t == KL_S; }
/* 32-bit values live sign-extended in registers */
static int64_t norm(int t, int64_t v) { return wide(t) ? v : (int64_t)(int32_t)v; }
static const char *w(int t) { return wide(t) ? "" : "w"; }
static const char *N(kl_reg r) { return kl_reg_name(r); }

static const int64_t imms[] = {0, 1, -1, 2, 5, 31, 32, 33, 63, 64, 2047, -2048, 2048, -2049, 4095, 4096, -4096,
			       0x7FF, 0x800, 0xFFF, 0x1000, 0x12345, 0x7FFFF7FF, 0x7FFFF800, 0x7FFFFFFF,
			       -0x7FFFFFFF - 1, -0x80000801ll, 0x80000000ll, 0xFFFFFFFFll, 0x100000000ll,
			       0x100000800ll, 0xFFFFFFFF800ll, 0x123456789ll, 0x123456789ABCDEF0ll,
			       0x0000FFFF0000FFFFll, 0x7FF0000000000000ll, 1ll << 52, 0xFFFFFFFFFFFFll,
			       0x00FF00FF00FF00FFll, -0x100000000ll, INT64_MAX, INT64_MIN, INT64_MIN + 1};
#define NIMM (int)(sizeof imms / sizeof imms[0])

/* ---- binary operations ------------------------------------------------------------------------ */
static void exp_bin(int name, int t, kl_reg d, kl_reg a, kl_reg b)
{
	const char *W = w(t);
	switch (name) {
	case KL_N_add: X("add%s %s, %s, %s", W, N(d), N(a), N(b)); break;
	case KL_N_sub: X("sub%s %s, %s, %s", W, N(d), N(a), N(b)); break;
	case KL_N_mul: X("mul%s %s, %s, %s", W, N(d), N(a), N(b)); break;
	case KL_N_and: X("and %s, %s, %s", N(d), N(a), N(b)); break;
	case KL_N_or: X("or %s, %s, %s", N(d), N(a), N(b)); break;
	case KL_N_xor: X("xor %s, %s, %s", N(d), N(a), N(b)); break;
	case KL_N_andn: X("xori t6, %s, -1", N(b)); X("and %s, %s, t6", N(d), N(a)); break; /* no Zbb */
	case KL_N_orn: X("xori t6, %s, -1", N(b)); X("or %s, %s, t6", N(d), N(a)); break;
	case KL_N_xorn: X("xori t6, %s, -1", N(b)); X("xor %s, %s, t6", N(d), N(a)); break;
	case KL_N_lsh: X("sll%s %s, %s, %s", W, N(d), N(a), N(b)); break;
	case KL_N_rsh: X("%s%s %s, %s, %s", sgn(t) ? "sra" : "srl", W, N(d), N(a), N(b)); break;
	case KL_N_mod: X("rem%s%s %s, %s, %s", sgn(t) ? "" : "u", W, N(d), N(a), N(b)); break;
	case KL_N_rotl: case KL_N_rotr: { /* (a << n) | (a >> -n) */
		const char *x = name == KL_N_rotl ? "sll" : "srl", *y = name == KL_N_rotl ? "srl" : "sll";
		X("%s%s t5, %s, %s", x, W, N(a), N(b));
		X("sub t6, zero, %s", N(b));
		X("%s%s t6, %s, t6", y, W, N(a));
		X("or %s, t5, t6", N(d));
		break;
	}
	case KL_N_mulh:
		if (wide(t))
			X("mulh%s %s, %s, %s", sgn(t) ? "" : "u", N(d), N(a), N(b));
		else if (sgn(t)) {
			X("mul %s, %s, %s", N(d), N(a), N(b));
			X("srai %s, %s, 32", N(d), N(d));
		} else {
			X("slli t5, %s, 32", N(a));
			X("slli t6, %s, 32", N(b));
			X("mulhu %s, t5, t6", N(d));
			X("srai %s, %s, 32", N(d), N(d));
		}
		break;
	case KL_N_div: /* x / 0 is 0: mask the quotient with (b != 0 ? -1 : 0) */
		X("sltiu t5, %s, 1", N(b));
		X("addi t5, t5, -1");
		X("div%s%s %s, %s, %s", sgn(t) ? "" : "u", W, N(d), N(a), N(b));
		X("and %s, %s, t5", N(d), N(d));
		break;
	}
}
static void exp_bini(int name, int t, kl_reg d, kl_reg a, int64_t imm)
{
	const char *W = w(t);
	int64_t v = norm(t, imm);
	switch (name) {
	case KL_N_sub: v = norm(t, (int64_t)(0 - (uint64_t)imm)); /* fall through */
	case KL_N_add:
		if (fits(v, 12)) {
			X("addi%s %s, %s, %" PRId64, W, N(d), N(a), v);
		} else {
			li("t5", v);
			X("add%s %s, %s, t5", W, N(d), N(a));
		}
		return;
	case KL_N_and: case KL_N_or: case KL_N_xor: {
		const char *m = name == KL_N_and ? "and" : name == KL_N_or ? "or" : "xor";
		if (fits(v, 12)) {
			X("%si %s, %s, %" PRId64, m, N(d), N(a), v);
		} else {
			li("t5", v);
			X("%s %s, %s, t5", m, N(d), N(a));
		}
		return;
	}
	case KL_N_mul: li("t5", v); X("mul%s %s, %s, t5", W, N(d), N(a)); return;
	case KL_N_div:
		if (v == 0)
			X("addi %s, zero, 0", N(d));
		else if (v == -1 && sgn(t))
			X("sub%s %s, zero, %s", W, N(d), N(a));
		else {
			li("t5", v);
			X("div%s%s %s, %s, t5", sgn(t) ? "" : "u", W, N(d), N(a));
		}
		return;
	case KL_N_mod:
		if (v == 0) {
			if (d != a)
				X("addi %s, %s, 0", N(d), N(a));
		} else if (v == -1 && sgn(t)) {
			X("addi %s, zero, 0", N(d));
		} else {
			li("t5", v);
			X("rem%s%s %s, %s, t5", sgn(t) ? "" : "u", W, N(d), N(a));
		}
		return;
	case KL_N_lsh: X("slli%s %s, %s, %d", W, N(d), N(a), (int)(imm & (wide(t) ? 63 : 31))); return;
	case KL_N_rotl: case KL_N_rotr: {
		int m = wide(t) ? 63 : 31;
		int n = (int)((name == KL_N_rotl ? (uint64_t)imm : 0 - (uint64_t)imm) & (uint64_t)m);
		if (!n) {
			X("addi%s %s, %s, 0", W, N(d), N(a));
			return;
		}
		X("slli%s t5, %s, %d", W, N(a), n);
		X("srli%s t6, %s, %d", W, N(a), m + 1 - n);
		X("or %s, t5, t6", N(d));
		return;
	}
	case KL_N_rsh:
		X("%si%s %s, %s, %d", sgn(t) ? "sra" : "srl", W, N(d), N(a), (int)(imm & (wide(t) ? 63 : 31)));
		return;
	}
}

static void one3(int op, kl_reg rd, kl_reg rs1, kl_reg rs2, kl_reg rs3, int64_t imm, kl_label l)
{
	kl_insn in = {.op = (uint16_t)op, .rd = (uint8_t)rd, .rs1 = (uint8_t)rs1, .rs2 = (uint8_t)rs2,
		      .rs3 = (uint8_t)rs3, .label = l, .imm = imm};
	kl_emit_insn(F, &in);
}
static void one(int op, kl_reg rd, kl_reg rs1, kl_reg rs2, int64_t imm, kl_label l) { one3(op, rd, rs1, rs2, 0, imm, l); }

#define D0 KL_RV_T0
#define A0 KL_RV_A1
#define B0 KL_RV_S2

static void test_bin(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	const char *nm = kl_opcode_name(op);
	if (!o->imm) {
		for (int k = 0; k < 3 * nregs; k++) {
			kl_reg d = k / nregs == 0 ? regs[k % nregs] : D0, a = k / nregs == 1 ? regs[k % nregs] : A0,
			       b = k / nregs == 2 ? regs[k % nregs] : B0;
			start("%s %s, %s, %s", nm, N(d), N(a), N(b));
			one(op, d, a, b, 0, 0);
			exp_bin(o->name, o->type, d, a, b);
			finish();
		}
		return;
	}
	for (int k = 0; k < NIMM; k++) {
		start("%s %s, %s, %" PRId64, nm, N(D0), N(A0), imms[k]);
		one(op, D0, A0, 0, imms[k], 0);
		exp_bini(o->name, o->type, D0, A0, imms[k]);
		finish();
	}
	static const int64_t sw[] = {3, 0x12345, -0x123456789ll};
	for (int s = 0; s < 3; s++)
		for (int k = 0; k < 2 * nregs; k++) {
			kl_reg d = k < nregs ? regs[k] : D0, a = k < nregs ? A0 : regs[k - nregs];
			start("%s %s, %s, %" PRId64, nm, N(d), N(a), sw[s]);
			one(op, d, a, 0, sw[s], 0);
			exp_bini(o->name, o->type, d, a, sw[s]);
			finish();
		}
}

/* ---- a shifted second operand (addsh ... xorsh): the shift into t6, then the operation --------- */
static void exp_shifted(int name, int t, kl_reg d, kl_reg a, kl_reg b, int64_t shift)
{
	const char *W = w(t), *src = N(b);
	unsigned width = wide(t) ? 64 : 32, n = KL_SHIFTED_N(shift) % width;
	int kind = KL_SHIFTED_KIND(shift);
	if (n && kind == KL_ROR) { /* rotate right by n: left by width - n through t5 and t6 */
		X("slli%s t5, %s, %u", W, N(b), width - n);
		X("srli%s t6, %s, %u", W, N(b), n);
		X("or t6, t5, t6");
		src = "t6";
	} else if (n) {
		static const char *const sh[] = {"slli", "srli", "srai"};
		X("%s%s t6, %s, %u", sh[kind], W, N(b), n);
		src = "t6";
	}
	switch (name) {
	case KL_N_addsh: X("add%s %s, %s, %s", W, N(d), N(a), src); break;
	case KL_N_subsh: X("sub%s %s, %s, %s", W, N(d), N(a), src); break;
	case KL_N_andsh: X("and %s, %s, %s", N(d), N(a), src); break;
	case KL_N_orsh: X("or %s, %s, %s", N(d), N(a), src); break;
	default: X("xor %s, %s, %s", N(d), N(a), src); break;
	}
}

static void test_shifted(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	const char *nm = kl_opcode_name(op);
	int arith = o->name == KL_N_addsh || o->name == KL_N_subsh;
	static const unsigned amounts[] = {0, 1, 7, 25, 31, 32, 63};
	for (int kind = 0; kind < 4; kind++)
		for (int ai = 0; ai < 7; ai++) {
			if ((kind == KL_ROR && arith) || amounts[ai] >= (wide(o->type) ? 64u : 32u))
				continue;
			int64_t sh = KL_SHIFTED(kind, amounts[ai]);
			start("%s %s, %s, %s, kind %d %u", nm, N(D0), N(A0), N(B0), kind, amounts[ai]);
			one(op, D0, A0, B0, sh, 0);
			exp_shifted(o->name, o->type, D0, A0, B0, sh);
			finish();
		}
	/* every register in each position, with one shift of each kind */
	for (int k = 0; k < 3 * nregs; k++) {
		kl_reg d = k / nregs == 0 ? regs[k % nregs] : D0, a = k / nregs == 1 ? regs[k % nregs] : A0,
		       b = k / nregs == 2 ? regs[k % nregs] : B0;
		int64_t sh = KL_SHIFTED(arith ? k % 3 : k % 4, 5);
		start("%s %s, %s, %s, %#" PRIx64, nm, N(d), N(a), N(b), sh);
		one(op, d, a, b, sh, 0);
		exp_shifted(o->name, o->type, d, a, b, sh);
		finish();
	}
}

/* ---- unary, set, conversions ------------------------------------------------------------------- */
static void exp_cv(int from, int to, kl_reg d, kl_reg a)
{
	switch (to) {
	case KL_C: X("slli %s, %s, 56", N(d), N(a)); X("srai %s, %s, 56", N(d), N(d)); return;
	case KL_UC: X("andi %s, %s, 255", N(d), N(a)); return;
	case KL_S: X("slli %s, %s, 48", N(d), N(a)); X("srai %s, %s, 48", N(d), N(d)); return;
	case KL_US: X("slli %s, %s, 48", N(d), N(a)); X("srli %s, %s, 48", N(d), N(d)); return;
	case KL_I: case KL_U: X("addiw %s, %s, 0", N(d), N(a)); return;
	}
	if (from == KL_I)
		X("addiw %s, %s, 0", N(d), N(a));
	else if (from == KL_U) {
		X("slli %s, %s, 32", N(d), N(a));
		X("srli %s, %s, 32", N(d), N(d));
	} else if (d != a)
		X("addi %s, %s, 0", N(d), N(a));
}
/* extensions without Zbb (see the header): shift-and-mask sequences in t5, t6 and rd */
static void exp_unext(int name, int t, kl_reg d, kl_reg a)
{
	int u64 = t == KL_UL;
	if (name == KL_N_bswap && t == KL_US) {
		X("andi t5, %s, 255", N(a));
		X("slli t5, t5, 8");
		X("srli t6, %s, 8", N(a));
		X("andi t6, t6, 255");
		X("or %s, t5, t6", N(d));
	} else if (name == KL_N_bswap) {
		const char *W = u64 ? "" : "w";
		if (d != a)
			X("addi %s, %s, 0", N(d), N(a));
		li("t5", u64 ? 0x00FF00FF00FF00FFll : 0x00FF00FF);
		X("srli%s t6, %s, 8", W, N(d));
		X("and t6, t6, t5");
		X("and %s, %s, t5", N(d), N(d));
		X("slli%s %s, %s, 8", W, N(d), N(d));
		X("or %s, %s, t6", N(d), N(d));
		if (u64) {
			li("t5", 0x0000FFFF0000FFFFll);
			X("srli t6, %s, 16", N(d));
			X("and t6, t6, t5");
			X("and %s, %s, t5", N(d), N(d));
			X("slli %s, %s, 16", N(d), N(d));
			X("or %s, %s, t6", N(d), N(d));
		}
		X("srli%s t6, %s, %d", W, N(d), u64 ? 32 : 16);
		X("slli%s %s, %s, %d", W, N(d), N(d), u64 ? 32 : 16);
		X("or %s, %s, t6", N(d), N(d));
	} else if (name == KL_N_clz || name == KL_N_ctz) {
		int lead = name == KL_N_clz, w = u64 ? 64 : 32;
		if (lead && !u64)
			X("slli t5, %s, 32", N(a));
		else
			X("addi t5, %s, 0", N(a));
		X("addi %s, zero, 0", N(d));
		for (int s = w / 2; s >= 1; s /= 2) {
			X("%s t6, t5, %d", lead ? "srli" : "slli", 64 - s);
			X("bne t6, zero, .+12");
			X("addi %s, %s, %d", N(d), N(d), s);
			X("%s t5, t5, %d", lead ? "slli" : "srli", s);
		}
		X(lead ? "srli t6, t5, 63" : "andi t6, t5, 1");
		X("xori t6, t6, 1");
		X("add %s, %s, t6", N(d), N(d));
	} else if (name == KL_N_popc) {
		if (!u64) {
			X("slli %s, %s, 32", N(d), N(a));
			X("srli %s, %s, 32", N(d), N(d));
		} else if (d != a)
			X("addi %s, %s, 0", N(d), N(a));
		li("t5", 0x5555555555555555ll);
		X("srli t6, %s, 1", N(d));
		X("and t6, t6, t5");
		X("sub %s, %s, t6", N(d), N(d));
		li("t5", 0x3333333333333333ll);
		X("srli t6, %s, 2", N(d));
		X("and t6, t6, t5");
		X("and %s, %s, t5", N(d), N(d));
		X("add %s, %s, t6", N(d), N(d));
		X("srli t6, %s, 4", N(d));
		X("add %s, %s, t6", N(d), N(d));
		li("t5", 0x0F0F0F0F0F0F0F0Fll);
		X("and %s, %s, t5", N(d), N(d));
		li("t5", 0x0101010101010101ll);
		X("mul %s, %s, t5", N(d), N(d));
		X("srli %s, %s, 56", N(d), N(d));
	}
}

/* sel and addc/subc: rd, rc, a, b, each register in each position */
static void test_sel_carry(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	const kl_reg C0 = KL_RV_A3;
	int t = o->type;
	for (int k = 0; k < 4 * nregs; k++) {
		int pos = k / nregs;
		kl_reg r = regs[k % nregs];
		kl_reg d = pos == 0 ? r : D0, c = pos == 1 ? r : C0, a = pos == 2 ? r : A0, b = pos == 3 ? r : B0;
		start("%s %s, %s, %s, %s", kl_opcode_name(op), N(d), N(c), N(a), N(b));
		one3(op, d, a, b, c, 0, 0);
		if (o->shape == KL_SH_SEL) {
			X("sltu t5, zero, %s", N(c));
			X("sub t5, zero, t5");
			X("xor t6, %s, %s", N(a), N(b));
			X("and t6, t6, t5");
			X("xor %s, t6, %s", N(d), N(b));
		} else if (o->name == KL_N_addc && !wide(t)) { /* bit 32 of the zero-extended sum */
			X("slli t5, %s, 32", N(a));
			X("srli t5, t5, 32");
			X("slli t6, %s, 32", N(b));
			X("srli t6, t6, 32");
			X("add t5, t5, t6");
			X("add t5, t5, %s", N(c));
			X("srli t6, t5, 32");
		} else if (o->name == KL_N_addc) {
			X("add t5, %s, %s", N(a), N(b));
			X("sltu t6, t5, %s", N(a));
			X("beq %s, zero, .+16", N(c));
			X("addi t5, t5, 1");
			X("bne t5, zero, .+8");
			X("addi t6, t6, 1");
		} else {
			X("sub t5, %s, %s", N(a), N(b));
			X("sltu t6, %s, %s", N(a), N(b));
			X("beq %s, zero, .+16", N(c));
			X("bne t5, zero, .+8");
			X("addi t6, t6, 1");
			X("addi t5, t5, -1");
		}
		if (o->shape == KL_SH_CARRY) {
			X("addi%s %s, t5, 0", w(t), N(d));
			X("addi %s, t6, 0", N(c));
		}
		finish();
	}
}

static void test_un(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	for (int k = 0; k < 2 * nregs; k++) {
		kl_reg d = k < nregs ? regs[k] : D0, a = k < nregs ? A0 : regs[k - nregs];
		start("%s %s, %s", kl_opcode_name(op), N(d), N(a));
		one(op, d, a, 0, 0, 0);
		if (o->shape == KL_SH_CV)
			exp_cv(o->type, o->type2, d, a);
		else if (o->name == KL_N_mov) {
			if (d != a)
				X("addi %s, %s, 0", N(d), N(a));
		} else if (o->name == KL_N_com)
			X("xori %s, %s, -1", N(d), N(a));
		else if (o->name == KL_N_neg)
			X("sub%s %s, zero, %s", w(o->type), N(d), N(a));
		else if (o->name == KL_N_not)
			X("sltiu %s, %s, 1", N(d), N(a));
		else
			exp_unext(o->name, o->type, d, a);
		finish();
	}
}

/* run `set; ret` natively: the value, not only the encoding */
static void run_set(int op, int64_t imm)
{
	int t = kl_opinfo[op].type;
	kl_func *g = kl_func_new();
	kl_func_begin(g, "", NULL, KL_LEAF);
	kl_insn in[2] = {{.op = (uint16_t)op, .rd = KL_RV_T0, .imm = imm},
			 {.op = (uint16_t)(wide(t) ? KL_OP_retl : KL_OP_reti), .rd = KL_RV_T0}};
	kl_emit_insn(g, &in[0]);
	kl_emit_insn(g, &in[1]);
	int64_t (*fn)(void) = (int64_t(*)(void))kl_func_end(g, NULL);
	int64_t got = fn ? fn() : 0, want = norm(t, imm);
	if (!wide(t))
		got = (int32_t)got;
	if (!fn || got != want) {
		printf("# %s %" PRId64 ": returned %" PRId64 "\n", kl_opcode_name(op), imm, got);
		nfail_run++;
	}
	kl_code_free((void *)fn);
	kl_func_delete(g);
}
static void test_set(int op)
{
	int t = kl_opinfo[op].type;
	for (int k = 0; k < NIMM; k++)
		for (int j = 0; j < 2; j++) {
			int64_t v = j ? ~imms[k] : imms[k];
			start("%s %s, %" PRId64, kl_opcode_name(op), N(D0), v);
			one(op, D0, 0, 0, v, 0);
			li(N(D0), norm(t, v));
			finish();
			run_set(op, v);
		}
	for (int k = 0; k < nregs; k++) {
		start("%s %s, %d", kl_opcode_name(op), N(regs[k]), 0x12345678);
		one(op, regs[k], 0, 0, 0x12345678, 0);
		li(N(regs[k]), 0x12345678);
		finish();
	}
}

/* ---- loads and stores -------------------------------------------------------------------------- */
static const int64_t offs[] = {0, 8, -8, 2047, -2048, 2048, -2049, 4096, 0x7FFFF7FF, 0x7FFFF800, 0x7FFFFFFF,
			       -0x80000000ll, -0x80000800ll, -0x80000801ll, 0x100000000ll, -0x123456789ll, INT64_MAX};
/* memory forms (ext.def): t6 = base + (index << s) (slli and add, or one add), the load at
 * t6 + disp; load-and-op loads into t6 and operates */
static void test_memx(int op)
{
	static const char *const ldm[] = {"", "lb", "lbu", "lh", "lhu", "lw", "lw", "ld", "ld", "ld"};
	static const int32_t disps[] = {0, 8, -8, 2047, -2048};
	const struct kl_opinfo *o = &kl_opinfo[op];
	int t = o->type, lop = o->shape == KL_SH_LOP;
	for (int k = 0; k < nregs; k++) {
		kl_reg r = regs[k], a = regs[(k + 3) % nregs], b = regs[(k + 5) % nregs], x = regs[(k + 7) % nregs];
		int s = k % 4;
		int32_t d = disps[k % 5];
		if (lop && o->imm) {
			start("%s %s, %s, [%s + %d]", kl_opcode_name(op), N(r), N(a), N(b), d);
			one3(op, r, a, b, 0, d, 0);
			X("%s t6, %d(%s)", ldm[t], d, N(b));
		} else {
			start("%s %s, [%s + %s << %d + %d]", kl_opcode_name(op), N(r), N(b), N(x), s, d);
			if (lop)
				one3(op, r, a, b, x, KL_MEMX(s, d), 0);
			else
				one(op, r, b, x, KL_MEMX(s, d), 0);
			if (s) {
				X("slli t6, %s, %d", N(x), s);
				X("add t6, t6, %s", N(b));
			} else {
				X("add t6, %s, %s", N(b), N(x));
			}
			X("%s %s, %d(t6)", ldm[t], lop ? "t6" : N(r), d);
		}
		if (lop) {
			const char *m = o->name == KL_N_xorm ? "xor" : o->name == KL_N_andm ? "and" : o->name == KL_N_orm ? "or"
				      : wide(t) ? "add" : "addw";
			X("%s %s, %s, t6", m, N(r), N(a));
		}
		finish();
	}
}

static void test_mem(int op)
{
	static const char *const ldm[] = {"", "lb", "lbu", "lh", "lhu", "lw", "lw", "ld", "ld", "ld"};
	static const char *const stm[] = {"", "sb", "sb", "sh", "sh", "sw", "sw", "sd", "sd", "sd"};
	const struct kl_opinfo *o = &kl_opinfo[op];
	int ld = o->shape == KL_SH_LD;
	const char *m = ld ? ldm[o->type] : stm[o->type];
	kl_reg bases[32];
	int nb = 0;
	for (int k = 0; k < nregs; k++)
		bases[nb++] = regs[k];
	bases[nb++] = KL_LP;
	if (!o->imm) {
		for (int k = 0; k < nregs + 2 * nb; k++) {
			kl_reg r = k < nregs ? regs[k] : D0;
			kl_reg b = k >= nregs && k < nregs + nb ? bases[k - nregs] : A0;
			kl_reg x = k >= nregs + nb ? bases[k - nregs - nb] : B0;
			start("%s %s, %s, %s", kl_opcode_name(op), N(r), N(b), N(x));
			one(op, r, b, x, 0, 0);
			X("add t5, %s, %s", N(b), N(x));
			if (ld)
				X("%s %s, 0(t5)", m, N(r));
			else
				X("%s %s, 0(t5)", m, N(r));
			finish();
		}
		return;
	}
	int no = (int)(sizeof offs / sizeof offs[0]);
	for (int k = 0; k < nregs + nb + no; k++) {
		kl_reg r = k < nregs ? regs[k] : D0;
		kl_reg b = k >= nregs && k < nregs + nb ? bases[k - nregs] : KL_LP;
		int64_t off = k >= nregs + nb ? offs[k - nregs - nb] : 16;
		start("%s %s, %s, %" PRId64, kl_opcode_name(op), N(r), N(b), off);
		one(op, r, b, 0, off, 0);
		const char *base = N(b);
		int64_t disp = off;
		if (!fits(off, 12)) {
			if (fits((int64_t)((uint64_t)off + 0x800), 32)) {
				X("lui t5, %u", hi20(off));
				disp = lo12(off);
			} else {
				li("t5", off);
				disp = 0;
			}
			X("add t5, t5, %s", N(b));
			base = "t5";
		}
		X("%s %s, %" PRId64 "(%s)", m, N(r), disp, base);
		finish();
	}
}

/* ---- returns ----------------------------------------------------------------------------------- */
/* leaf, no frame: the return slot holds the whole epilogue, ret, and a nop */
static void test_ret(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	int t = o->type;
	if (op == KL_OP_retv) {
		start("retv");
		one(op, 0, 0, 0, 0, 0);
		X("jalr zero, 0(ra)");
		X("addi zero, zero, 0");
		finish();
		return;
	}
	if (!o->imm) {
		for (int k = 0; k < nregs; k++) {
			start("%s %s", kl_opcode_name(op), N(regs[k]));
			one(op, regs[k], 0, 0, 0, 0);
			if (t <= KL_U)
				exp_cv(KL_I, t, KL_RV_A0, regs[k]);
			else if (regs[k] != KL_RV_A0)
				X("addi a0, %s, 0", N(regs[k]));
			X("jalr zero, 0(ra)");
			X("addi zero, zero, 0");
			finish();
		}
		return;
	}
	for (int k = 0; k < NIMM; k++) {
		int64_t v = imms[k];
		start("%s %" PRId64, kl_opcode_name(op), v);
		one(op, 0, 0, 0, v, 0);
		switch (t) {
		case KL_C: v = (int8_t)v; break;
		case KL_UC: v = (uint8_t)v; break;
		case KL_S: v = (int16_t)v; break;
		case KL_US: v = (uint16_t)v; break;
		default: v = norm(t, v); break;
		}
		li("a0", v);
		X("jalr zero, 0(ra)");
		X("addi zero, zero, 0");
		finish();
	}
}

/* ---- branches ----------------------------------------------------------------------------------- */
static void nops(size_t bytes)
{
	for (size_t k = 0; k < bytes / 4; k++)
		kl_nop(F);
}
/* the machine branch for a portable condition: ble/bgt swap the operands of bge/blt */
static void brtext(char *buf, size_t n, int name, int t, kl_reg a, const char *b, int invert)
{
	static const char *const m[2][4] = {{"blt", "bge", "beq", "bne"}, {"bltu", "bgeu", "beq", "bne"}};
	int u = !sgn(t), k;
	const char *x = N(a), *y = b;
	switch (name) {
	case KL_N_blt: k = 0; break;
	case KL_N_ble: k = 1; x = b; y = N(a); break;
	case KL_N_bgt: k = 0; x = b; y = N(a); break;
	case KL_N_bge: k = 1; break;
	case KL_N_beq: k = 2; break;
	default: k = 3; break;
	}
	snprintf(buf, n, "%s %s, %s", m[u][k ^ invert], x, y);
}
/* label at distance d (bytes, from the branch instruction); far forms per kiln's documented
 * rewriting: opposite branch over jal, or over auipc+jalr through t5 */
static void branch_case(int op, kl_reg a, kl_reg b, int64_t imm, int64_t d)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	int64_t v = norm(o->type, imm);
	char bt[96], bi[96];
	const char *bs = o->imm ? (v ? "t5" : "zero") : N(b);
	int pre = o->imm && v ? 4 * li_len(v) : 0;
	kl_label l = kl_label_new(F);
	if (d <= 0) { /* d counts from the instance; the branch follows the constant */
		kl_label_place(F, l);
		nops((size_t)-d);
		d -= pre;
	}
	start("%s %s, %s, %+" PRId64 " bytes", kl_opcode_name(op), N(a), o->imm ? "imm" : N(b), d);
	if (o->imm) {
		snprintf(desc + strlen(desc), sizeof desc - strlen(desc), " (imm %" PRId64 ")", imm);
		if (v)
			li("t5", v);
	}
	one(op, 0, a, b, imm, l);
	brtext(bt, sizeof bt, o->name, o->type, a, bs, 0);
	brtext(bi, sizeof bi, o->name, o->type, a, bs, 1);
	if (d > 0) { /* forward: a 12-byte slot */
		if (d <= 4094) {
			X("%s, .%+" PRId64, bt, d);
			X("addi zero, zero, 0");
			X("addi zero, zero, 0");
		} else if (d - 4 <= (1 << 20) - 2) {
			X("%s, .+12", bi);
			X("jal zero, .%+" PRId64, d - 4);
			X("addi zero, zero, 0");
		} else {
			X("%s, .+12", bi);
			X("auipc t5, %u", hi20(d - 4));
			X("jalr zero, %" PRId64 "(t5)", lo12(d - 4));
		}
		finish();
		nops((size_t)d - 12);
		kl_label_place(F, l);
	} else if (d >= -4096) {
		X("%s, .%+" PRId64, bt, d);
		finish();
	} else if (d - 4 >= -(1 << 20)) {
		X("%s, .+8", bi);
		X("jal zero, .%+" PRId64, d - 4);
		finish();
	} else {
		X("%s, .+12", bi);
		X("auipc t5, %u", hi20(d - 4));
		X("jalr zero, %" PRId64 "(t5)", lo12(d - 4));
		finish();
	}
}
static void test_br(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	static const int64_t dist[] = {0, -4, -4096, 12, 16, 4092};
	begin();
	if (!o->imm) {
		for (int k = 0; k < 2 * nregs; k++) {
			kl_reg a = k < nregs ? regs[k] : A0, b = k < nregs ? B0 : regs[k - nregs];
			branch_case(op, a, b, 0, k % 2 ? -8 : 24);
		}
		for (int k = 0; k < 6; k++)
			branch_case(op, A0, B0, 0, dist[k]);
	} else {
		for (int k = 0; k < NIMM; k++)
			branch_case(op, A0, 0, imms[k], k % 2 ? -12 : 20);
		for (int k = 0; k < nregs; k++)
			branch_case(op, regs[k], 0, 77, 12);
	}
	end();
}
/* distances beyond the short reaches, each in its own function (they need megabytes of nops) */
static void test_far(void)
{
	static const int64_t dist[] = {4096, 4100, -4100, 1048576, 1048580, -1048572, -1048576, 2000000, -2000000};
	static const int ops[] = {KL_OP_bltl, KL_OP_blel, KL_OP_bgtul, KL_OP_bgeul, KL_OP_beqi, KL_OP_bnep, KL_OP_blti};
	for (int j = 0; j < (int)(sizeof ops / sizeof ops[0]); j++)
		for (int k = 0; k < (int)(sizeof dist / sizeof dist[0]); k++) {
			if (kl_opinfo[ops[j]].imm && (k % 3))
				continue;
			begin();
			branch_case(ops[j], A0, B0, kl_opinfo[ops[j]].imm ? 100 : 0, dist[k]);
			end();
		}
}

/* ---- jumps -------------------------------------------------------------------------------------- */
static void jump_case(int op, kl_reg link, int64_t d)
{
	kl_label l = kl_label_new(F);
	if (d <= 0) {
		kl_label_place(F, l);
		nops((size_t)-d);
	}
	start("%s %s, %+" PRId64 " bytes", kl_opcode_name(op), N(link), d);
	one(op, link, 0, 0, 0, l);
	if (d > 0) { /* forward: an 8-byte slot */
		if (d <= (1 << 20) - 2) {
			X("jal %s, .%+" PRId64, N(link), d);
			X("addi zero, zero, 0");
		} else {
			X("auipc t5, %u", hi20(d));
			X("jalr %s, %" PRId64 "(t5)", N(link), lo12(d));
		}
		finish();
		nops((size_t)d - 8);
		kl_label_place(F, l);
	} else if (d >= -(1 << 20)) {
		X("jal %s, .%+" PRId64, N(link), d);
		finish();
	} else {
		X("auipc t5, %u", hi20(d));
		X("jalr %s, %" PRId64 "(t5)", N(link), lo12(d));
		finish();
	}
}
static void test_jumps(void)
{
	begin();
	for (int k = 0; k < nregs; k++) {
		start("jp %s", N(regs[k]));
		one(KL_OP_jp, 0, regs[k], 0, 0, 0);
		X("jalr zero, 0(%s)", N(regs[k]));
		finish();
		for (int j = 0; j < 2; j++) {
			kl_reg link = j ? regs[k] : A0, r = j ? B0 : regs[k];
			start("jalp %s, %s", N(link), N(r));
			one(KL_OP_jalp, link, r, 0, 0, 0);
			X("jalr %s, 0(%s)", N(link), N(r));
			finish();
		}
		jump_case(KL_OP_jalv, regs[k], k % 2 ? -16 : 8);
	}
	static const int64_t dist[] = {0, -4, 8, 12, 4096, -4096, -8192};
	for (int k = 0; k < 7; k++) {
		jump_case(KL_OP_jv, 0, dist[k]);
		jump_case(KL_OP_jalv, KL_RV_RA, dist[k]);
	}
	start("nop");
	kl_nop(F);
	X("addi zero, zero, 0");
	finish();
	end();
	static const int64_t far[] = {1048572, 1048576, -1048576, -1048580, 3000000, -3000000};
	for (int k = 0; k < 6; k++)
		for (int j = 0; j < 2; j++) {
			begin();
			jump_case(j ? KL_OP_jalv : KL_OP_jv, j ? KL_RV_S3 : 0, far[k]);
			end();
		}
	/* absolute targets: near (this program's code) and beyond 2 GiB (a literal) */
	begin();
	const void *targets[] = {(const void *)&printf, (const void *)(uintptr_t)0x7654321000ull,
				 (const void *)(uintptr_t)0x12345678ABCDull};
	for (int k = 0; k < nregs + 3; k++) {
		kl_reg link = k < nregs ? regs[k] : KL_RV_RA;
		const void *t = targets[k < nregs ? 0 : k - nregs];
		int jal = k % 2 || k >= nregs;
		start("%s %s, %p", jal ? "jalpi" : "jpi", N(jal ? link : 0), t);
		one(jal ? KL_OP_jalpi : KL_OP_jpi, link, 0, 0, (int64_t)(uintptr_t)t, 0);
		finish();
		ins[nins - 1].abs = 1;
		ins[nins - 1].link = jal ? link : 0;
		ins[nins - 1].addr = (uint64_t)(uintptr_t)t;
	}
	end();
}

/* ---- floating point ------------------------------------------------------------------------- */
#ifdef KL_HAVE_FLOAT
#include <float.h> /* (not math.h: its exp() is this file's expectation buffer) */

static kl_reg fregs[32];
static int nfregs;
#define FD0 KL_RV_F(1)  /* ft1 */
#define FA0 KL_RV_F(12) /* fa2 */
#define FB0 KL_RV_F(20) /* fs4 (read only: no prologue) */

static int isf(int t) { return t == KL_F || t == KL_D; }
static const char *fs(int t) { return t == KL_D ? "d" : "s"; }

static void exp_fbin(int name, int t, kl_reg d, kl_reg a, kl_reg b)
{
	if (name == KL_N_min || name == KL_N_max) { /* fmin/fmax unless an operand is NaN: then fadd */
		X("feq.%s t5, %s, %s", fs(t), N(a), N(a));
		X("feq.%s t6, %s, %s", fs(t), N(b), N(b));
		X("and t5, t5, t6");
		X("beq t5, zero, .+12");
		X("%s.%s %s, %s, %s", name == KL_N_min ? "fmin" : "fmax", fs(t), N(d), N(a), N(b));
		X("j .+8");
		X("fadd.%s %s, %s, %s, dyn", fs(t), N(d), N(a), N(b));
		return;
	}
	const char *m = name == KL_N_add ? "fadd" : name == KL_N_sub ? "fsub" : name == KL_N_mul ? "fmul" : "fdiv";
	X("%s.%s %s, %s, %s, dyn", m, fs(t), N(d), N(a), N(b));
}
static void test_fbin(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	for (int k = 0; k < 3 * nfregs; k++) {
		kl_reg d = k / nfregs == 0 ? fregs[k % nfregs] : FD0, a = k / nfregs == 1 ? fregs[k % nfregs] : FA0,
		       b = k / nfregs == 2 ? fregs[k % nfregs] : FB0;
		start("%s %s, %s, %s", kl_opcode_name(op), N(d), N(a), N(b));
		one(op, d, a, b, 0, 0);
		exp_fbin(o->name, o->type, d, a, b);
		finish();
	}
}

/* neg: fsgnjn rd, rs, rs; mov: fsgnj (nothing for rd == rs); abs: fsgnjx; sqrt: fsqrt */
static void test_fun(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	for (int k = 0; k < 2 * nfregs + 1; k++) {
		kl_reg d = k < nfregs ? fregs[k] : FD0, a = k < nfregs ? FA0 : k < 2 * nfregs ? fregs[k - nfregs] : FD0;
		start("%s %s, %s", kl_opcode_name(op), N(d), N(a));
		one(op, d, a, 0, 0, 0);
		if (o->name == KL_N_neg)
			X("fsgnjn.%s %s, %s, %s", fs(o->type), N(d), N(a), N(a));
		else if (o->name == KL_N_abs) /* float extensions (kiln/ext.def) */
			X("fsgnjx.%s %s, %s, %s", fs(o->type), N(d), N(a), N(a));
		else if (o->name == KL_N_sqrt)
			X("fsqrt.%s %s, %s, dyn", fs(o->type), N(d), N(a));
		else if (d != a)
			X("fsgnj.%s %s, %s, %s", fs(o->type), N(d), N(a), N(a));
		finish();
	}
}

/* conversions: i u l ul -> rs2 w wu l lu */
static const char *ix(int t) { return t == KL_I ? "w" : t == KL_U ? "wu" : t == KL_L ? "l" : "lu"; }
static void test_fcv(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	int from = o->type, to = o->type2;
	const kl_reg *dr = isf(to) ? fregs : regs, *sr = isf(from) ? fregs : regs;
	int nd = isf(to) ? nfregs : nregs, ns = isf(from) ? nfregs : nregs;
	kl_reg d0 = isf(to) ? FD0 : D0, s0 = isf(from) ? FA0 : A0;
	for (int k = 0; k < nd + ns; k++) {
		kl_reg d = k < nd ? dr[k] : d0, a = k < nd ? s0 : sr[k - nd];
		start("%s %s, %s", kl_opcode_name(op), N(d), N(a));
		one(op, d, a, 0, 0, 0);
		if (isf(from) && isf(to))
			X(to == KL_D ? "fcvt.d.s %s, %s" : "fcvt.s.d %s, %s, dyn", N(d), N(a));
		else if (isf(to) && to == KL_D && (from == KL_I || from == KL_U)) /* exact */
			X("fcvt.d.%s %s, %s", ix(from), N(d), N(a));
		else if (isf(to))
			X("fcvt.%s.%s %s, %s, dyn", fs(to), ix(from), N(d), N(a));
		else
			X("fcvt.%s.%s %s, %s, rtz", ix(to), fs(from), N(d), N(a));
		finish();
	}
}

/* set: +0.0 from x0; f: its 32 bits in t5 (the reference constant sequence), fmv.w.x; d: when
 * the bits are a 12-bit value shifted, addi + slli + fmv.d.x, a 20-bit value shifted by 12 or
 * more, lui + slli + fmv.d.x; else auipc + fld from the pool */
static const double fvals[] = {0.0, -0.0, 1.0, -1.0, 2.0, 0.5, 3.0, -1.5, 100.0, 1000.1, -0.1, 0.1, 1.0 / 3.0, DBL_MIN, DBL_MAX, __builtin_inf(),
			       -__builtin_inf(), __builtin_nan(""), 4.9e-324, 1e300, 65504.0, FLT_MAX, FLT_MIN, 1e-45, -2.5, 1e10, 0.1};
#define NFV (int)(sizeof fvals / sizeof fvals[0])
static uint64_t fbits(int t, double v)
{
	if (t == KL_F) {
		float x = (float)v;
		uint32_t b;
		memcpy(&b, &x, 4);
		return b;
	}
	uint64_t b;
	memcpy(&b, &v, 8);
	return b;
}
static void run_fset(int op, double v)
{
	int t = kl_opinfo[op].type;
	kl_func *g = kl_func_new();
	kl_func_begin(g, "", NULL, KL_LEAF);
	kl_insn in[2] = {{.op = (uint16_t)op, .rd = (uint8_t)FD0}, {.op = (uint16_t)(t == KL_D ? KL_OP_retd : KL_OP_retf), .rd = (uint8_t)FD0}};
	memcpy(&in[0].imm, &v, 8);
	kl_emit_insn(g, &in[0]);
	kl_emit_insn(g, &in[1]);
	void *fn = kl_func_end(g, NULL);
	uint64_t got = 0, want = fbits(t, v);
	if (fn && t == KL_D) {
		double x = ((double (*)(void))fn)();
		memcpy(&got, &x, 8);
	} else if (fn) {
		float x = ((float (*)(void))fn)();
		memcpy(&got, &x, 4);
	}
	if (!fn || got != want) {
		printf("# %s %a: returned bits %#" PRIx64 "\n", kl_opcode_name(op), v, got);
		nfail_run++;
	}
	kl_code_free(fn);
	kl_func_delete(g);
}
static void fset_case(int op, kl_reg d, double v)
{
	int t = kl_opinfo[op].type;
	uint64_t b = fbits(t, v);
	start("%s %s, %a", kl_opcode_name(op), N(d), v);
	kl_insn in = {.op = (uint16_t)op, .rd = (uint8_t)d};
	memcpy(&in.imm, &v, 8);
	kl_emit_insn(F, &in);
	if (b == 0) {
		X("fmv.%s.x %s, zero", t == KL_D ? "d" : "w", N(d));
	} else if (t == KL_F) {
		li("t5", (int32_t)(uint32_t)b);
		X("fmv.w.x %s, t5", N(d));
	} else {
		int sh = 0;
		while (!(b >> sh & 1))
			sh++;
		int64_t hi = (int64_t)b >> sh;
		if (fits(hi, 12)) {
			X("addi t5, zero, %" PRId64, hi);
			if (sh)
				X("slli t5, t5, %d", sh);
			X("fmv.d.x %s, t5", N(d));
		} else if (sh >= 12 && fits(hi, 20)) {
			X("lui t5, %u", (unsigned)hi & 0xFFFFF);
			if (sh > 12)
				X("slli t5, t5, %d", sh - 12);
			X("fmv.d.x %s, t5", N(d));
		} else {
			int e = 0;
			while (e < npoolbits && poolbits[e] != b)
				e++;
			if (e == npoolbits)
				poolbits[npoolbits++] = b;
			ins[nins].pool = (uint32_t)e + 1;
			ins[nins].link = d;
		}
	}
	finish();
}
static void test_fset(int op)
{
	for (int k = 0; k < NFV; k++) {
		fset_case(op, FD0, fvals[k]);
		run_fset(op, fvals[k]);
	}
	for (int k = 0; k < nfregs; k++)
		fset_case(op, fregs[k], k % 2 ? 0.1 : -1.0);
}

static void test_fmem(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	int ld = o->shape == KL_SH_LD;
	const char *m = ld ? (o->type == KL_D ? "fld" : "flw") : (o->type == KL_D ? "fsd" : "fsw");
	kl_reg bases[32];
	int nb = 0;
	for (int k = 0; k < nregs; k++)
		bases[nb++] = regs[k];
	bases[nb++] = KL_LP;
	if (!o->imm) {
		for (int k = 0; k < nfregs + 2 * nb; k++) {
			kl_reg r = k < nfregs ? fregs[k] : FD0;
			kl_reg b = k >= nfregs && k < nfregs + nb ? bases[k - nfregs] : A0;
			kl_reg x = k >= nfregs + nb ? bases[k - nfregs - nb] : B0;
			start("%s %s, %s, %s", kl_opcode_name(op), N(r), N(b), N(x));
			one(op, r, b, x, 0, 0);
			X("add t5, %s, %s", N(b), N(x));
			X("%s %s, 0(t5)", m, N(r));
			finish();
		}
		return;
	}
	int no = (int)(sizeof offs / sizeof offs[0]);
	for (int k = 0; k < nfregs + nb + no; k++) {
		kl_reg r = k < nfregs ? fregs[k] : FD0;
		kl_reg b = k >= nfregs && k < nfregs + nb ? bases[k - nfregs] : KL_LP;
		int64_t off = k >= nfregs + nb ? offs[k - nfregs - nb] : 16;
		start("%s %s, %s, %" PRId64, kl_opcode_name(op), N(r), N(b), off);
		one(op, r, b, 0, off, 0);
		const char *base = N(b);
		int64_t disp = off;
		if (!fits(off, 12)) {
			if (fits((int64_t)((uint64_t)off + 0x800), 32)) {
				X("lui t5, %u", hi20(off));
				disp = lo12(off);
			} else {
				li("t5", off);
				disp = 0;
			}
			X("add t5, t5, %s", N(b));
			base = "t5";
		}
		X("%s %s, %" PRId64 "(%s)", m, N(r), disp, base);
		finish();
	}
}

/* the value to fa0, then the return slot (leaf, no frame: ret; nop) */
static void test_fret(int op)
{
	int t = kl_opinfo[op].type;
	for (int k = 0; k < nfregs; k++) {
		start("%s %s", kl_opcode_name(op), N(fregs[k]));
		one(op, fregs[k], 0, 0, 0, 0);
		if (fregs[k] != KL_FRV)
			X("fsgnj.%s fa0, %s, %s", fs(t), N(fregs[k]), N(fregs[k]));
		X("jalr zero, 0(ra)");
		X("addi zero, zero, 0");
		finish();
	}
}

/* ordered compare into t5 (ne: flt both ways, or), then bne t5, zero as an integer branch:
 * d > 0 counts from the branch (a 12-byte slot), d <= 0 from the instance's start */
static void fbranch_case(int op, kl_reg a, kl_reg b, int64_t d)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	const char *T = fs(o->type);
	int pre = o->name == KL_N_bne ? 12 : 4;
	kl_label l = kl_label_new(F);
	if (d <= 0) {
		kl_label_place(F, l);
		nops((size_t)-d);
		d -= pre;
	}
	start("%s %s, %s, %+" PRId64 " bytes", kl_opcode_name(op), N(a), N(b), d);
	one(op, 0, a, b, 0, l);
	switch (o->name) {
	case KL_N_blt: X("flt.%s t5, %s, %s", T, N(a), N(b)); break;
	case KL_N_ble: X("fle.%s t5, %s, %s", T, N(a), N(b)); break;
	case KL_N_bgt: X("flt.%s t5, %s, %s", T, N(b), N(a)); break;
	case KL_N_bge: X("fle.%s t5, %s, %s", T, N(b), N(a)); break;
	case KL_N_beq: X("feq.%s t5, %s, %s", T, N(a), N(b)); break;
	default:
		X("flt.%s t5, %s, %s", T, N(a), N(b));
		X("flt.%s t6, %s, %s", T, N(b), N(a));
		X("or t5, t5, t6");
		break;
	}
	if (d > 0) {
		if (d <= 4094) {
			X("bne t5, zero, .%+" PRId64, d);
			X("addi zero, zero, 0");
			X("addi zero, zero, 0");
		} else if (d - 4 <= (1 << 20) - 2) {
			X("beq t5, zero, .+12");
			X("jal zero, .%+" PRId64, d - 4);
			X("addi zero, zero, 0");
		} else {
			X("beq t5, zero, .+12");
			X("auipc t5, %u", hi20(d - 4));
			X("jalr zero, %" PRId64 "(t5)", lo12(d - 4));
		}
		finish();
		nops((size_t)d - 12);
		kl_label_place(F, l);
	} else if (d >= -4096) {
		X("bne t5, zero, .%+" PRId64, d);
		finish();
	} else if (d - 4 >= -(1 << 20)) {
		X("beq t5, zero, .+8");
		X("jal zero, .%+" PRId64, d - 4);
		finish();
	} else {
		X("beq t5, zero, .+12");
		X("auipc t5, %u", hi20(d - 4));
		X("jalr zero, %" PRId64 "(t5)", lo12(d - 4));
		finish();
	}
}
static void test_fbr(int op)
{
	static const int64_t dist[] = {0, -4, -4096, 12, 16, 4092, 4096};
	begin();
	for (int k = 0; k < 2 * nfregs; k++) {
		kl_reg a = k < nfregs ? fregs[k] : FA0, b = k < nfregs ? FB0 : fregs[k - nfregs];
		fbranch_case(op, a, b, k % 2 ? -8 : 24);
	}
	for (int k = 0; k < 7; k++)
		fbranch_case(op, FA0, FB0, dist[k]);
	end();
	static const int64_t far[] = {1048576, -1048572, 2000000, -2000000};
	for (int k = 0; k < 4; k++) {
		begin();
		fbranch_case(op, FA0, FB0, far[k]);
		end();
	}
}

static void test_float(int op)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	if (o->shape == KL_SH_CV) {
		begin(); test_fcv(op); end();
		return;
	}
	switch (o->shape) {
	case KL_SH_BIN: begin(); test_fbin(op); end(); break;
	case KL_SH_UN: begin(); test_fun(op); end(); break;
	case KL_SH_SET: begin(); test_fset(op); end(); break;
	case KL_SH_LD: case KL_SH_ST: begin(); test_fmem(op); end(); break;
	case KL_SH_RET: begin(); test_fret(op); end(); break;
	case KL_SH_BR: test_fbr(op); break;
	default: break;
	}
}
#endif

int main(void)
{
	F = kl_func_new();
	kl_reg r;
	kl_func_begin(F, "", NULL, KL_LEAF);
	while (kl_getreg(F, &r, KL_L, KL_TEMP))
		regs[nregs++] = r;
	kl_func_abort(F);
#ifdef KL_HAVE_FLOAT
	kl_func_begin(F, "", NULL, KL_LEAF);
	while (kl_getreg(F, &r, KL_D, KL_TEMP))
		fregs[nfregs++] = r;
	kl_func_abort(F);
#endif
	for (int op = 0; op < KL_NOPCODES; op++) {
		const struct kl_opinfo *o = &kl_opinfo[op];
		if (o->type >= KL_F || (o->shape == KL_SH_CV && o->type2 >= KL_F)) {
#ifdef KL_HAVE_FLOAT
			test_float(op);
#endif
			continue;
		}
		switch (o->shape) {
		case KL_SH_BIN: begin(); test_bin(op); end(); break;
		case KL_SH_UN: case KL_SH_CV: begin(); test_un(op); end(); break;
		case KL_SH_SET: begin(); test_set(op); end(); break;
		case KL_SH_LD: case KL_SH_ST: begin(); test_mem(op); end(); break;
		case KL_SH_RET: begin(); test_ret(op); end(); break;
		case KL_SH_BR: test_br(op); break;
		case KL_SH_SEL: case KL_SH_CARRY: begin(); test_sel_carry(op); end(); break;
		case KL_SH_LDX: case KL_SH_LOP: begin(); test_memx(op); end(); break;
		case KL_SH_SHIFTED: begin(); test_shifted(op); end(); break;
		case KL_SH_PREF: /* a hint that RISC-V kiln emits as nothing */
			begin();
			start("%s %s, 64", kl_opcode_name(op), N(A0));
			one(op, 0, A0, 0, 64, 0);
			finish();
			end();
			break;
		default: break;
		}
	}
	test_far();
	test_jumps();
	kl_func_delete(F);
	fprintf(stderr, "enc: %ld instances, %ld run-time failures\n", ninst, nfail_run);
	return nfail_run ? 1 : 0;
}
