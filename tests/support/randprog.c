/* randprog.c -- random straight-line, branching and looping programs over every integer
 * instruction and type, every extension and (where the target has KL_HAVE_FLOAT) the float
 * instructions, with loads and stores into a sandbox; run natively and in the interpreter and
 * compared.
 *
 * Each register has one width class for the whole program (32-bit for i/u values, 64-bit for
 * l/ul/p), so no instruction reads bits that kiln leaves unspecified.
 *
 * Floats.  Each float register has one type (f or d) for the whole program and one of two
 * NaN classes:
 *   exact     written only by set, mov/neg/abs from exact registers, loads and integer-to-float
 *             conversions: every bit is defined (neg flips a NaN's sign, moves and memory keep
 *             its payload), so these are stored and compared bit for bit;
 *   computed  may also be written by add sub mul div, sqrt min max and f<->d conversions, whose NaN results
 *             have no specified sign or payload (IEEE 754 6.3; x86-64 makes the negative
 *             default NaN, AArch64 and RISC-V a positive one, and which operand's payload
 *             propagates depends on operand order).
 * Choice: a computed register is canonicalised before it is stored or returned
 * (`beq r, r, L; set r, +NaN; L:`), so memory -- sandbox and dump -- is compared exactly
 * everywhere, -0.0 against +0.0 included; an exact NaN keeps its bits.  The classes are fixed
 * per register, so this holds across branches and loops.  A float-to-integer conversion (NaN
 * or out of range: unspecified) only ever sees a copy clamped by compares and branches into
 * the destination's range; the bounds are the exact edges of the range. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "randprog.h"

struct gen {
	struct randprog *p;
	kl_func *f;
	uint64_t rng;
	kl_reg regs[RP_INTSLOTS];
	int wide[RP_INTSLOTS];
	int nregs;
	int busy[RP_INTSLOTS]; /* loop counter: not a destination while its loop runs */
	kl_label pend[16];
	int npend;
	int inloop, loopk;
	kl_label looplabel;
	int rettype;
#ifdef KL_HAVE_FLOAT
	kl_reg fregs[RP_MAXF];
	int fdbl[RP_MAXF];  /* 1: d, 0: f */
	int exact[RP_MAXF]; /* NaN class (above) */
	int nf;
#endif
};

static int opc[KL_NNAMES][KL_NTYPES][2];
static int cvopc[KL_NTYPES][KL_NTYPES];
/* the float extensions, found by name (-1 where the build has none): abs sqrt min max, f and d */
enum { FX_ABS, FX_SQRT, FX_MIN, FX_MAX, FX_N };
static int fxopc[FX_N][2];

static void tables(void)
{
	static int done;
	if (done)
		return;
	memset(opc, -1, sizeof opc);
	memset(cvopc, -1, sizeof cvopc);
	for (int op = 0; op < KL_NOPCODES; op++) {
		const struct kl_opinfo *o = &kl_opinfo[op];
		if (o->shape == KL_SH_CV)
			cvopc[o->type][o->type2] = op;
		else if (op != KL_OP_retv && o->shape != KL_SH_J && o->shape != KL_SH_JAL && o->shape != KL_SH_PREF)
			opc[o->name][o->type][o->imm] = op;
	}
	static const char *const fxname[FX_N][2] = {{"absf", "absd"}, {"sqrtf", "sqrtd"}, {"minf", "mind"}, {"maxf", "maxd"}};
	for (int x = 0; x < FX_N; x++)
		for (int d = 0; d < 2; d++) {
			fxopc[x][d] = -1;
			for (int op = 0; op < KL_NOPCODES; op++)
				if (strcmp(kl_opcode_name(op), fxname[x][d]) == 0)
					fxopc[x][d] = op;
		}
	done = 1;
}

static uint64_t rnd(struct gen *g)
{
	/* splitmix64 */
	uint64_t z = (g->rng += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}
static int pick(struct gen *g, int n) { return (int)(rnd(g) % (uint64_t)n); }

static int64_t interesting(struct gen *g)
{
	static const int64_t v[] = {0, 1, -1, 2, 3, 7, 8, 31, 32, 33, 63, 64, 65, 127, 128, -128, -129, 255, 256,
				    4095, 4096, -4096, -4097, 32767, 32768, -32768, -32769, 65535, 65536,
				    0x7FFFFFFF, (int64_t)0x80000000u, -0x7FFFFFFF - 1, 0xFFFFFFFFu, 0x100000000ll,
				    0x123456789ll, INT64_MAX, INT64_MIN, -0x100000000ll, 0x0000FFFF0000FFFFll,
				    0x7FF0000000000000ll, 1ll << 52, (1ll << 53) + 1, (int64_t)0x8000008000000001ull,
				    0x4000004000000001ll, 0x1000001, 0x7FFFFFC0, (int64_t)0xFFFFFF7Fu};
	switch (pick(g, 4)) {
	case 0: return (int64_t)rnd(g);
	case 1: return (int64_t)(int8_t)rnd(g);
	case 2: return (int64_t)(int32_t)rnd(g);
	default: return v[pick(g, (int)(sizeof v / sizeof v[0]))];
	}
}

static kl_insn *emit(struct gen *g, int op, int rd, int rs1, int rs2, int64_t imm, kl_label label)
{
	struct randprog *p = g->p;
	if (p->n >= RP_MAXINSN)
		return NULL;
	kl_insn *in = &p->code[p->n++];
	memset(in, 0, sizeof *in);
	in->op = (uint16_t)op;
	in->rd = (uint8_t)rd;
	in->rs1 = (uint8_t)rs1;
	in->rs2 = (uint8_t)rs2;
	in->imm = imm;
	in->label = label;
	return in;
}

/* a register index of the given class (-1: any), optionally only writable ones */
static int reg_of(struct gen *g, int wide, int writable)
{
	for (int tries = 0; tries < 64; tries++) {
		int k = pick(g, g->nregs);
		if (wide >= 0 && g->wide[k] != wide)
			continue;
		if (writable && (k == 0 || g->busy[k]))
			continue;
		return k;
	}
	return -1;
}

static int type_of(struct gen *g, int wide, int allow_p)
{
	if (wide)
		return allow_p && pick(g, 3) == 0 ? KL_P : (pick(g, 2) ? KL_L : KL_UL);
	return pick(g, 2) ? KL_I : KL_U;
}

static void gen_bin(struct gen *g)
{
	static const int names[] = {KL_N_add, KL_N_sub, KL_N_mul, KL_N_div, KL_N_mod, KL_N_and,
				    KL_N_or,  KL_N_xor, KL_N_lsh, KL_N_rsh};
	int name = names[pick(g, 10)];
	int d = reg_of(g, -1, 1);
	if (d < 0)
		return;
	int wide = g->wide[d];
	int t = type_of(g, wide, name == KL_N_add || name == KL_N_sub);
	int a = reg_of(g, wide, 0);
	int imm = pick(g, 2);
	int op = opc[name][t][imm];
	if (a < 0 || op < 0)
		return;
	if (imm) {
		int64_t v = interesting(g);
		if (!wide)
			v = t == KL_I ? (int64_t)(int32_t)v : (int64_t)(uint32_t)v;
		emit(g, op, g->regs[d], g->regs[a], 0, v, 0);
	} else {
		int b = reg_of(g, wide, 0);
		if (b >= 0)
			emit(g, op, g->regs[d], g->regs[a], g->regs[b], 0, 0);
	}
}

static void gen_un(struct gen *g)
{
	static const int names[] = {KL_N_com, KL_N_not, KL_N_neg, KL_N_mov};
	int name = names[pick(g, 4)];
	int d = reg_of(g, -1, 1);
	if (d < 0)
		return;
	int t = type_of(g, g->wide[d], name == KL_N_mov);
	int a = reg_of(g, g->wide[d], 0);
	if (a >= 0 && opc[name][t][0] >= 0)
		emit(g, opc[name][t][0], g->regs[d], g->regs[a], 0, 0, 0);
}

static void gen_set(struct gen *g, int d)
{
	int t = type_of(g, g->wide[d], 1);
	int64_t v = interesting(g);
	if (!g->wide[d])
		v = t == KL_I ? (int64_t)(int32_t)v : (int64_t)(uint32_t)v;
	emit(g, opc[KL_N_set][t][0], g->regs[d], 0, 0, v, 0);
}

static void gen_cv(struct gen *g)
{
	static const int narrow_to[] = {KL_C, KL_UC, KL_S, KL_US, KL_I, KL_U};
	static const int wide_to[] = {KL_L, KL_UL, KL_P};
	int d = reg_of(g, -1, 1), a = reg_of(g, -1, 0);
	if (d < 0 || a < 0)
		return;
	int from = type_of(g, g->wide[a], 1);
	int to = g->wide[d] ? wide_to[pick(g, 3)] : narrow_to[pick(g, 6)];
	if (cvopc[from][to] >= 0)
		emit(g, cvopc[from][to], g->regs[d], g->regs[a], 0, 0, 0);
}

static const int memtypes[] = {KL_C, KL_UC, KL_S, KL_US, KL_I, KL_U, KL_L, KL_UL, KL_P};
static int tsize(int t) { return t <= KL_UC ? 1 : t <= KL_US ? 2 : t <= KL_U ? 4 : 8; }

static void gen_mem(struct gen *g, int store)
{
	int t = memtypes[pick(g, 9)];
	int wide = tsize(t) == 8;
	int r = store ? reg_of(g, wide, 0) : reg_of(g, wide, 1);
	if (r < 0)
		return;
	int size = tsize(t);
	int64_t off = (int64_t)pick(g, RP_DATA / size) * size;
	int op;
	if (pick(g, 2)) {
		op = opc[store ? KL_N_st : KL_N_ld][t][1];
		emit(g, op, g->regs[r], g->regs[0], 0, off, 0);
	} else {
		int x = reg_of(g, 1, 1);
		if (x < 0)
			return;
		emit(g, opc[KL_N_set][KL_L][0], g->regs[x], 0, 0, off, 0);
		if (!store && !wide && x == r)
			return; /* the index register is 64-bit; the load wants a 32-bit destination */
		if (store && x == r)
			return; /* the value was just overwritten by the offset */
		op = opc[store ? KL_N_st : KL_N_ld][t][0];
		emit(g, op, g->regs[r], g->regs[0], g->regs[x], 0, 0);
	}
}

static void gen_branch(struct gen *g)
{
	static const int names[] = {KL_N_blt, KL_N_ble, KL_N_bgt, KL_N_bge, KL_N_beq, KL_N_bne};
	if (g->npend >= 16)
		return;
	int a = reg_of(g, -1, 0);
	if (a < 0)
		return;
	int wide = g->wide[a];
	int t = type_of(g, wide, 1);
	int name = names[pick(g, 6)];
	kl_label l = kl_label_new(g->f);
	int imm = pick(g, 2);
	if (imm) {
		int64_t v = pick(g, 2) ? interesting(g) : 0;
		if (!wide)
			v = t == KL_I ? (int64_t)(int32_t)v : (int64_t)(uint32_t)v;
		if (t == KL_P && pick(g, 2))
			v = (int64_t)(intptr_t)g->p->mem0; /* a plausible pointer */
		emit(g, opc[name][t][1], 0, g->regs[a], 0, v, l);
	} else {
		int b = reg_of(g, wide, 0);
		if (b < 0)
			return;
		emit(g, opc[name][t][0], 0, g->regs[a], g->regs[b], 0, l);
	}
	g->pend[g->npend++] = l;
}

/* extension instructions (kiln/ext.def): on every target, natively or by default lowering */
static void gen_ext(struct gen *g)
{
	int d = reg_of(g, -1, 1);
	if (d < 0)
		return;
	int wide = g->wide[d];
	int a = reg_of(g, wide, 0), b = reg_of(g, wide, 0);
	if (a < 0 || b < 0)
		return;
	kl_reg rd = g->regs[d], ra = g->regs[a], rb = g->regs[b];
	int t = type_of(g, wide, 0), u = wide ? KL_UL : KL_U;
	switch (pick(g, 8)) {
	case 0: {
		int name = pick(g, 2) ? KL_N_rotl : KL_N_rotr, imm = pick(g, 2);
		if (imm)
			emit(g, opc[name][t][1], rd, ra, 0, interesting(g) & 127, 0);
		else
			emit(g, opc[name][t][0], rd, ra, rb, 0, 0);
		break;
	}
	case 1: { /* mulh, or a logic operation with a complemented operand */
		static const int names[] = {KL_N_andn, KL_N_orn, KL_N_xorn};
		int k = pick(g, 4);
		emit(g, k ? opc[names[k - 1]][u][0] : opc[KL_N_mulh][t][0], rd, ra, rb, 0, 0);
		break;
	}
	case 2: {
		int bt = wide ? KL_UL : pick(g, 2) ? KL_U : KL_US;
		emit(g, opc[KL_N_bswap][bt][0], rd, ra, 0, 0, 0);
		break;
	}
	case 3: {
		static const int names[] = {KL_N_clz, KL_N_ctz, KL_N_popc};
		emit(g, opc[names[pick(g, 3)]][u][0], rd, ra, 0, 0, 0);
		break;
	}
	case 4: {
		int c = reg_of(g, wide, 0);
		if (c >= 0)
			emit(g, opc[KL_N_sel][t][0], rd, ra, rb, 0, 0)->rs3 = (uint8_t)g->regs[c];
		break;
	}
	case 5: {
		int c = reg_of(g, wide, 1);
		if (c < 0 || c == d)
			return;
		emit(g, opc[KL_N_set][u][0], g->regs[c], 0, 0, pick(g, 2), 0);
		emit(g, opc[pick(g, 2) ? KL_N_addc : KL_N_subc][u][0], rd, ra, rb, 0, 0)->rs3 = (uint8_t)g->regs[c];
		break;
	}
	case 6: emit(g, KL_OP_prefetch, 0, g->regs[0], 0, pick(g, RP_DATA), 0); break;
	default: {
		/* unaligned load or store of a 64/32-bit value */
		int store = pick(g, 2), ut = wide ? KL_UL : KL_U, size = wide ? 8 : 4;
		int64_t off = 1 + pick(g, RP_DATA - size - 1);
		int r = store ? a : d;
		emit(g, opc[store ? KL_N_ust : KL_N_uld][ut][1], g->regs[r], g->regs[0], 0, off, 0);
		break;
	}
	}
}

#ifdef KL_HAVE_FLOAT
/* ---- floating point ---------------------------------------------------------------------- */
static uint64_t dbits(double d)
{
	uint64_t b;
	memcpy(&b, &d, 8);
	return b;
}

/* a constant for setf/setd, as the double's bits */
static int64_t finteresting(struct gen *g, int dbl)
{
	static const double v[] = {0.0, -0.0, 1.0, -1.0, -1.5, 0.5, -0.5, 0.99, -0.99, 2.5, -2.5, 3.0, 0.1,
				   1e10, -1e10, 1e-10, 1e30, 1e300, -1e300, 1e-300, 3.4028234663852886e38,
				   1.1754943508222875e-38, 1.401298464324817e-45, 1e-40, 2.2250738585072014e-308,
				   4.9406564584124654e-324, 1.7976931348623157e308, 2147483647.0, 2147483647.5,
				   2147483648.0, -2147483648.0, -2147483648.5, -2147483649.0, 4294967295.0,
				   4294967295.5, 4294967296.0, 9223372036854775807.0, -9223372036854775808.0,
				   18446744073709551615.0, 9007199254740992.0, 16777216.0, 16777217.0};
	static const uint64_t bits[] = {0x7FF0000000000000ull, 0xFFF0000000000000ull, 0x7FF8000000000000ull,
					0xFFF8000000000000ull, 0x7FF0000000000001ull, 0x7FF4000000000000ull,
					0xFFF8000000000123ull, 0x000FFFFFFFFFFFFFull, 0x8000000000000001ull,
					0x41DFFFFFFFFFFFFFull, 0x43E0000000000000ull, 0x43EFFFFFFFFFFFFFull,
					0x3FEFFFFFFFFFFFFFull, 0xBFEFFFFFFFFFFFFFull};
	switch (pick(g, 6)) {
	case 0: { /* any bits of the register's type */
		if (dbl)
			return (int64_t)rnd(g);
		uint32_t b = (uint32_t)rnd(g);
		float x;
		memcpy(&x, &b, 4);
		return (int64_t)dbits(x);
	}
	case 1: {
		double d = (double)(int32_t)rnd(g) / (double)(1 << pick(g, 20));
		if (!dbl)
			d = (float)d;
		return (int64_t)dbits(d);
	}
	case 2: return (int64_t)bits[pick(g, (int)(sizeof bits / sizeof bits[0]))];
	default: return (int64_t)dbits(v[pick(g, (int)(sizeof v / sizeof v[0]))]);
	}
}

/* a float register index: dbl -1 any type; exact -1 either class, 0 computed only, 1 exact only */
static int freg_of(struct gen *g, int dbl, int exact)
{
	for (int tries = 0; tries < 64; tries++) {
		int k = pick(g, g->nf);
		if (dbl >= 0 && g->fdbl[k] != dbl)
			continue;
		if (exact >= 0 && g->exact[k] != exact)
			continue;
		return k;
	}
	return -1;
}

static int ftype(const struct gen *g, int k) { return g->fdbl[k] ? KL_D : KL_F; }

static void fset(struct gen *g, int k, int64_t bits) { emit(g, opc[KL_N_set][ftype(g, k)][0], g->fregs[k], 0, 0, bits, 0); }

/* make a computed register's NaN the canonical +NaN before its bits become visible */
static void canon(struct gen *g, int k)
{
	if (g->exact[k])
		return;
	kl_label l = kl_label_new(g->f);
	emit(g, opc[KL_N_beq][ftype(g, k)][0], 0, g->fregs[k], g->fregs[k], 0, l);
	fset(g, k, (int64_t)0x7FF8000000000000ull);
	emit(g, KL_OP_label, 0, 0, 0, 0, l);
}

static void fgen_mem(struct gen *g, int store)
{
	int k = freg_of(g, -1, -1);
	if (k < 0)
		return;
	int t = ftype(g, k), size = g->fdbl[k] ? 8 : 4;
	int64_t off = (int64_t)pick(g, RP_DATA / size) * size;
	if (store)
		canon(g, k);
	if (pick(g, 2)) {
		emit(g, opc[store ? KL_N_st : KL_N_ld][t][1], g->fregs[k], g->regs[0], 0, off, 0);
	} else {
		int x = reg_of(g, 1, 1);
		if (x < 0)
			return;
		emit(g, opc[KL_N_set][KL_L][0], g->regs[x], 0, 0, off, 0);
		emit(g, opc[store ? KL_N_st : KL_N_ld][t][0], g->fregs[k], g->regs[0], g->regs[x], 0, 0);
	}
}

/* float to integer from a copy clamped into the destination's range (NaN becomes 0 or a bound) */
static void fgen_f2i(struct gen *g)
{
	static const int tos[] = {KL_I, KL_U, KL_L, KL_UL};
	int x = freg_of(g, -1, -1);
	if (x < 0)
		return;
	int dbl = g->fdbl[x], t = ftype(g, x);
	int s = freg_of(g, dbl, 0), b = freg_of(g, dbl, -1);
	if (s < 0 || b < 0 || s == x || b == x || b == s)
		return;
	int to = tos[pick(g, 4)];
	int d = reg_of(g, to == KL_L || to == KL_UL, 1);
	if (d < 0)
		return;
	/* lo < value < hi converts exactly (strict bounds; f cannot hold -2^31 - 1, so f uses >= -2^31) */
	double lo, hi;
	int lo_incl = 0;
	switch (to) {
	case KL_I:
		lo = dbl ? -2147483649.0 : -2147483648.0, lo_incl = !dbl, hi = 2147483648.0;
		break;
	case KL_U: lo = -1.0, hi = 4294967296.0; break;
	case KL_L: lo = -9223372036854775808.0, lo_incl = 1, hi = 9223372036854775808.0; break;
	default: lo = -1.0, hi = 18446744073709551616.0; break;
	}
	kl_label l1 = kl_label_new(g->f), l2 = kl_label_new(g->f);
	emit(g, opc[KL_N_mov][t][0], g->fregs[s], g->fregs[x], 0, 0, 0);
	fset(g, b, (int64_t)dbits(lo));
	emit(g, opc[lo_incl ? KL_N_bge : KL_N_bgt][t][0], 0, g->fregs[s], g->fregs[b], 0, l1); /* NaN: not taken */
	fset(g, s, pick(g, 2) ? (int64_t)dbits(0.0) : (int64_t)dbits(lo_incl ? lo : lo + 1.0));
	emit(g, KL_OP_label, 0, 0, 0, 0, l1);
	fset(g, b, (int64_t)dbits(hi));
	emit(g, opc[KL_N_blt][t][0], 0, g->fregs[s], g->fregs[b], 0, l2);
	/* the largest value below hi (truncates to the top of the range) or a small one */
	double top = hi - hi * (dbl ? 0x1p-53 : 0x1p-24);
	fset(g, s, pick(g, 2) ? (int64_t)dbits(top) : (int64_t)dbits(-0.0));
	emit(g, KL_OP_label, 0, 0, 0, 0, l2);
	emit(g, cvopc[t][to], g->regs[d], g->fregs[s], 0, 0, 0);
}

static void gen_float(struct gen *g)
{
	static const int bins[] = {KL_N_add, KL_N_sub, KL_N_mul, KL_N_div};
	static const int brs[] = {KL_N_blt, KL_N_ble, KL_N_bgt, KL_N_bge, KL_N_beq, KL_N_bne};
	switch (pick(g, 18)) {
	case 16: { /* extensions: abs (the sign bit cleared) keeps an exact source exact */
		int x = pick(g, FX_N), d = freg_of(g, -1, x == FX_ABS ? -1 : 0);
		if (d < 0 || fxopc[x][g->fdbl[d]] < 0)
			return;
		int a = freg_of(g, g->fdbl[d], x == FX_ABS && g->exact[d] ? 1 : -1), b = freg_of(g, g->fdbl[d], -1);
		if (a >= 0 && b >= 0)
			emit(g, fxopc[x][g->fdbl[d]], g->fregs[d], g->fregs[a], x >= FX_MIN ? g->fregs[b] : 0, 0, 0);
		break;
	}
	case 17: { /* min/max of a value and itself or of two of the same value class: -0/+0 pairs */
		int x = pick(g, 2) ? FX_MIN : FX_MAX, d = freg_of(g, -1, 0);
		if (d < 0 || fxopc[x][g->fdbl[d]] < 0)
			return;
		int a = freg_of(g, g->fdbl[d], -1);
		if (a < 0)
			return;
		emit(g, opc[KL_N_neg][ftype(g, d)][0], g->fregs[d], g->fregs[a], 0, 0, 0);
		emit(g, fxopc[x][g->fdbl[d]], g->fregs[d], g->fregs[pick(g, 2) ? d : a], g->fregs[pick(g, 2) ? d : a], 0, 0);
		break;
	}
	case 0: case 1: case 2: case 3: { /* arithmetic: into a computed register */
		int d = freg_of(g, -1, 0);
		if (d < 0)
			return;
		int a = freg_of(g, g->fdbl[d], -1), b = freg_of(g, g->fdbl[d], -1);
		if (a >= 0 && b >= 0)
			emit(g, opc[bins[pick(g, 4)]][ftype(g, d)][0], g->fregs[d], g->fregs[a], g->fregs[b], 0, 0);
		break;
	}
	case 4: { /* neg, mov: an exact destination only from an exact source */
		int d = freg_of(g, -1, -1);
		if (d < 0)
			return;
		int a = freg_of(g, g->fdbl[d], g->exact[d] ? 1 : -1);
		if (a >= 0)
			emit(g, opc[pick(g, 2) ? KL_N_neg : KL_N_mov][ftype(g, d)][0], g->fregs[d], g->fregs[a], 0, 0, 0);
		break;
	}
	case 5: {
		int d = freg_of(g, -1, -1);
		if (d >= 0)
			fset(g, d, finteresting(g, g->fdbl[d]));
		break;
	}
	case 6: fgen_mem(g, 0); break;
	case 7: fgen_mem(g, 1); break;
	case 8: case 9: { /* compare and branch forward */
		if (g->npend >= 16)
			return;
		int a = freg_of(g, -1, -1);
		if (a < 0)
			return;
		int b = pick(g, 4) ? freg_of(g, g->fdbl[a], -1) : a; /* a == a: false only for NaN */
		if (b < 0)
			return;
		kl_label l = kl_label_new(g->f);
		emit(g, opc[brs[pick(g, 6)]][ftype(g, a)][0], 0, g->fregs[a], g->fregs[b], 0, l);
		g->pend[g->npend++] = l;
		break;
	}
	case 10: case 11: { /* integer to float, every source type */
		int d = freg_of(g, -1, -1), a = reg_of(g, -1, 0);
		if (d < 0 || a < 0)
			return;
		int from = g->wide[a] ? (pick(g, 2) ? KL_L : KL_UL) : (pick(g, 2) ? KL_I : KL_U);
		emit(g, cvopc[from][ftype(g, d)], g->fregs[d], g->regs[a], 0, 0, 0);
		break;
	}
	case 12: { /* f <-> d: NaN payloads are not specified, so into a computed register */
		int d = freg_of(g, -1, 0);
		if (d < 0)
			return;
		int a = freg_of(g, !g->fdbl[d], -1);
		if (a >= 0)
			emit(g, cvopc[ftype(g, a)][ftype(g, d)], g->fregs[d], g->fregs[a], 0, 0, 0);
		break;
	}
	default: fgen_f2i(g); break;
	}
}
#endif

static void place_one(struct gen *g, int k)
{
	emit(g, KL_OP_label, 0, 0, 0, 0, g->pend[k]);
	g->pend[k] = g->pend[--g->npend];
}
static void place_all(struct gen *g)
{
	while (g->npend)
		place_one(g, g->npend - 1);
}

static void loop_open(struct gen *g)
{
	int k = reg_of(g, 1, 1);
	if (k < 0)
		return;
	place_all(g); /* no branch from outside may land inside the loop */
	emit(g, opc[KL_N_set][KL_L][0], g->regs[k], 0, 0, 1 + pick(g, 3), 0);
	g->looplabel = kl_label_new(g->f);
	emit(g, KL_OP_label, 0, 0, 0, 0, g->looplabel);
	g->busy[k] = 1;
	g->loopk = k;
	g->inloop = 1;
}

static void loop_close(struct gen *g)
{
	place_all(g);
	kl_reg c = g->regs[g->loopk];
	emit(g, opc[KL_N_sub][KL_L][1], c, c, 0, 1, 0);
	emit(g, opc[KL_N_bgt][KL_L][1], 0, c, 0, 0, g->looplabel);
	g->busy[g->loopk] = 0;
	g->inloop = 0;
}

int randprog_make(struct randprog *p, kl_func *f, uint64_t seed)
{
	struct gen G, *g = &G;
	tables();
	memset(g, 0, sizeof *g);
	memset(p, 0, sizeof *p);
	g->p = p;
	g->f = f;
	g->rng = seed;
	p->seed = seed;
	p->leaf = pick(g, 2);
	p->nargs = 3;
	for (int k = 0; k < RP_MEM; k++)
		p->mem0[k] = (unsigned char)rnd(g);
	p->argval[1] = interesting(g);
	p->argval[2] = (int32_t)interesting(g);
	int err = kl_func_begin(f, "%p%l%i", p->args, p->leaf ? KL_LEAF : KL_NONLEAF);
	if (err)
		return err;
	g->regs[0] = p->args[0];
	g->wide[0] = 1;
	g->regs[1] = p->args[1];
	g->wide[1] = 1;
	g->regs[2] = p->args[2];
	g->wide[2] = 0;
	g->nregs = 3;
	kl_reg r;
	while (g->nregs < RP_INTSLOTS && (kl_getreg(f, &r, KL_L, KL_TEMP) || kl_getreg(f, &r, KL_L, KL_VAR))) {
		g->regs[g->nregs] = r;
		g->wide[g->nregs] = pick(g, 2);
		g->nregs++;
	}
	for (int k = 3; k < g->nregs; k++)
		gen_set(g, k);
#ifdef KL_HAVE_FLOAT
	/* the first four cover {f, d} x {exact, computed}; the rest are drawn */
	while (g->nf < RP_MAXF && (kl_getreg(f, &r, KL_D, KL_TEMP) || kl_getreg(f, &r, KL_D, KL_VAR))) {
		int k = g->nf++;
		g->fregs[k] = r;
		g->fdbl[k] = k < 4 ? k & 1 : pick(g, 2);
		g->exact[k] = k < 4 ? k >> 1 : pick(g, 2);
		fset(g, k, finteresting(g, g->fdbl[k]));
	}
#endif

	int len = 8 + pick(g, 72);
	for (int step = 0; step < len; step++) {
		int c = pick(g, 100);
#ifdef KL_HAVE_FLOAT
		if (g->nf && pick(g, 4) == 0) {
			gen_float(g);
			continue;
		}
#endif
		if (c < 30)
			gen_bin(g);
		else if (c < 38)
			gen_un(g);
		else if (c < 42) {
			int d = reg_of(g, -1, 1);
			if (d >= 0)
				gen_set(g, d);
		} else if (c < 50)
			gen_cv(g);
		else if (c < 62)
			gen_mem(g, 0);
		else if (c < 72)
			gen_mem(g, 1);
		else if (c < 82)
			gen_branch(g);
		else if (c < 88) {
			if (g->npend)
				place_one(g, pick(g, g->npend));
		} else if (c < 92) {
			if (!g->inloop)
				loop_open(g);
			else
				loop_close(g);
		} else if (c < 93)
			emit(g, KL_OP_nop, 0, 0, 0, 0, 0);
		else
			gen_ext(g);
	}
	if (g->inloop)
		loop_close(g);
	place_all(g);
	for (int k = 0; k < g->nregs; k++)
		emit(g, opc[KL_N_st][g->wide[k] ? KL_L : KL_I][1], g->regs[k], g->regs[0], 0, RP_DATA + 8 * k, 0);
#ifdef KL_HAVE_FLOAT
	for (int k = 0; k < g->nf; k++) {
		int slot = RP_INTSLOTS + k;
		canon(g, k);
		emit(g, opc[KL_N_st][ftype(g, k)][1], g->fregs[k], g->regs[0], 0, RP_DATA + 8 * slot, 0);
		p->slotkind[slot] = g->fdbl[k] ? 'd' : 'f';
	}
	if (g->nf && pick(g, 5) == 0) {
		int k = freg_of(g, -1, -1);
		canon(g, k);
		emit(g, opc[KL_N_ret][ftype(g, k)][0], g->fregs[k], 0, 0, 0, 0);
		goto emitted;
	}
#endif
	switch (pick(g, 4)) {
	case 0: {
		int k = reg_of(g, 1, 0);
		emit(g, opc[KL_N_ret][KL_L][0], g->regs[k], 0, 0, 0, 0);
		break;
	}
	case 1: {
		int k = reg_of(g, 0, 0);
		if (k < 0)
			k = 2;
		emit(g, opc[KL_N_ret][KL_I][0], g->regs[k], 0, 0, 0, 0);
		break;
	}
	case 2: emit(g, opc[KL_N_ret][KL_L][1], 0, 0, 0, interesting(g), 0); break;
	default: emit(g, KL_OP_retv, 0, 0, 0, 0, 0); break;
	}
#ifdef KL_HAVE_FLOAT
emitted:
#endif
	for (size_t k = 0; k < p->n; k++)
		kl_emit_insn(f, &p->code[k]);
	return kl_error(f);
}

void randprog_print(const struct randprog *p, FILE *out)
{
	fprintf(out, "program seed=%" PRIu64 " %s args: %s=%#" PRIx64 " %s=%" PRId64 " %s=%" PRId64 "\n", p->seed,
		p->leaf ? "leaf" : "nonleaf", kl_reg_name(p->args[0]), (uint64_t)0, kl_reg_name(p->args[1]),
		p->argval[1], kl_reg_name(p->args[2]), p->argval[2]);
	for (size_t k = 0; k < p->n; k++) {
		fprintf(out, "  %3zu  ", k);
		kl_insn_print(out, &p->code[k]);
		fputc('\n', out);
	}
}

_Static_assert((RP_INTSLOTS + RP_MAXF) * 8 <= RP_RESULT, "the dump area holds every register");

int randprog_check(const struct randprog *p, void *code, FILE *out)
{
	/* both runs use the same buffer, so addresses computed from it agree */
	static unsigned char mem[RP_MEM], mnat[RP_MEM], mint[RP_MEM];
	const kl_insn *last = &p->code[p->n - 1];
	int rt = kl_opinfo[last->op].type;
	memcpy(mem, p->mem0, RP_MEM);
	uint64_t rnat = 0;
	if (last->op != KL_OP_retv && rt == KL_D) {
		typedef double (*fn_t)(void *, int64_t, int32_t);
		double v = ((fn_t)code)(mem, p->argval[1], (int32_t)p->argval[2]);
		memcpy(&rnat, &v, 8);
	} else if (last->op != KL_OP_retv && rt == KL_F) {
		typedef float (*fn_t)(void *, int64_t, int32_t);
		float v = ((fn_t)code)(mem, p->argval[1], (int32_t)p->argval[2]);
		uint32_t b;
		memcpy(&b, &v, 4);
		rnat = b;
	} else {
		typedef uint64_t (*fn_t)(void *, int64_t, int32_t);
		rnat = ((fn_t)code)(mem, p->argval[1], (int32_t)p->argval[2]);
	}
	memcpy(mnat, mem, RP_MEM);
	memcpy(mem, p->mem0, RP_MEM);

	kl_vm vm;
	memset(&vm, 0, sizeof vm);
	vm.r[p->args[0]] = (uint64_t)(uintptr_t)mem;
	vm.r[p->args[1]] = (uint64_t)p->argval[1];
	vm.r[p->args[2]] = (uint64_t)(int64_t)(int32_t)p->argval[2];
	uint64_t rint = 0;
	int err = kl_interp(&vm, p->code, p->n, &rint);
	memcpy(mint, mem, RP_MEM);
	if (err) {
		fprintf(out, "interpreter error %d: %s\n", err, vm.err);
		randprog_print(p, out);
		return 0;
	}
	if (last->op == KL_OP_retv)
		rint = rnat = 0;
	else if (rt == KL_I || rt == KL_F) {
		rint = (uint32_t)rint;
		rnat = (uint32_t)rnat;
	}
	/* exact comparison everywhere: computed float registers were canonicalised (top of file) */
	int ok = rint == rnat && memcmp(mnat, mint, RP_MEM) == 0;
	if (!ok) {
		fprintf(out, "MISMATCH (seed %" PRIu64 ")\n", p->seed);
		if (rint != rnat)
			fprintf(out, "  returned: native %#" PRIx64 ", interpreter %#" PRIx64 "\n", rnat, rint);
		for (int k = 0; k < RP_MEM; k++)
			if (mnat[k] != mint[k]) {
				if (k >= RP_DATA) {
					int slot = (k - RP_DATA) / 8;
					fprintf(out, "  first memory difference: byte %d of the dump of %s register #%d\n",
						(k - RP_DATA) % 8, p->slotkind[slot] ? "float" : "integer",
						p->slotkind[slot] ? slot - RP_INTSLOTS : slot);
					if (p->slotkind[slot] == 'd') {
						double a, b;
						memcpy(&a, mnat + RP_DATA + 8 * slot, 8);
						memcpy(&b, mint + RP_DATA + 8 * slot, 8);
						fprintf(out, "  d: native %a, interpreter %a\n", a, b);
					} else if (p->slotkind[slot] == 'f') {
						float a, b;
						memcpy(&a, mnat + RP_DATA + 8 * slot, 4);
						memcpy(&b, mint + RP_DATA + 8 * slot, 4);
						fprintf(out, "  f: native %a, interpreter %a\n", (double)a, (double)b);
					}
				} else
					fprintf(out, "  first memory difference: data byte %d\n", k);
				fprintf(out, "  native %02x, interpreter %02x\n", mnat[k], mint[k]);
				break;
			}
		randprog_print(p, out);
	}
	return ok;
}
