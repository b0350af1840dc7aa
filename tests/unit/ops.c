/* ops.c -- every operation x type x operand form, on edge values and with every allocatable
 * register in every operand position (aliasing included), native against the interpreter. */
#include <criterion/criterion.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "kiln/insn.h"

static const int64_t edge[] = {0, 1, -1, 2, 7, 31, 32, 63, 64, 127, 128, -128, 255, 4096, 32767, -32768, 65535,
			       0x7FFFFFFF, -0x7FFFFFFF - 1, 0xFFFFFFFFll, 0x100000000ll, 0x123456789ABCDEFll,
			       INT64_MAX, INT64_MIN, -0x100000001ll};
#define NEDGE (int)(sizeof edge / sizeof edge[0])

static kl_reg regs[64];
static int nregs;
static unsigned char mem[64];

static void collect_regs(void)
{
	kl_func *f = kl_func_new();
	kl_reg r;
	kl_func_begin(f, "", NULL, KL_LEAF);
	nregs = 0;
	while (kl_getreg(f, &r, KL_L, KL_TEMP))
		regs[nregs++] = r;
	kl_func_abort(f);
	kl_func_delete(f);
}

static int is_wide(int t) { return t == KL_L || t == KL_UL || t == KL_P; }

static int64_t as_type(int t, int64_t v)
{
	switch (t) {
	case KL_I: return (int32_t)v;
	case KL_U: return (uint32_t)v;
	default: return v;
	}
}

/* a register to hold the address where a carry is stored: neither the result nor the carry */
static kl_reg carry_ptr(kl_reg rd, kl_reg base)
{
	for (int k = 0;; k++)
		if (regs[k] != rd && regs[k] != base)
			return regs[k];
}

/* Build records: set the sources, the operation, return the result (or 1/0 for branches). */
static size_t build(kl_insn *c, int op, kl_reg rd, kl_reg a, kl_reg b, int64_t va, int64_t vb, kl_reg base)
{
	const struct kl_opinfo *o = &kl_opinfo[op];
	int t = o->type;
	size_t n = 0;
	memset(c, 0, 12 * sizeof *c);
	int st = is_wide(t) ? KL_OP_setl : KL_OP_seti;
	int rt = is_wide(t) ? KL_OP_retl : KL_OP_reti;
	switch (o->shape) {
	case KL_SH_BIN:
	case KL_SH_BR:
		c[n++] = (kl_insn){.op = (uint16_t)st, .rd = (uint8_t)a, .imm = va};
		if (!o->imm)
			c[n++] = (kl_insn){.op = (uint16_t)st, .rd = (uint8_t)b, .imm = vb};
		if (o->shape == KL_SH_BIN) {
			c[n++] = (kl_insn){.op = (uint16_t)op, .rd = (uint8_t)rd, .rs1 = (uint8_t)a, .rs2 = (uint8_t)b,
					   .imm = as_type(t, vb)};
			c[n++] = (kl_insn){.op = (uint16_t)rt, .rd = (uint8_t)rd};
		} else {
			c[n++] = (kl_insn){.op = (uint16_t)op, .rs1 = (uint8_t)a, .rs2 = (uint8_t)b, .imm = as_type(t, vb),
					   .label = 0};
			c[n++] = (kl_insn){.op = KL_OP_retii, .imm = 0};
			c[n++] = (kl_insn){.op = KL_OP_label, .label = 0};
			c[n++] = (kl_insn){.op = KL_OP_retii, .imm = 1};
		}
		break;
	case KL_SH_UN:
		c[n++] = (kl_insn){.op = (uint16_t)st, .rd = (uint8_t)a, .imm = va};
		c[n++] = (kl_insn){.op = (uint16_t)op, .rd = (uint8_t)rd, .rs1 = (uint8_t)a};
		c[n++] = (kl_insn){.op = (uint16_t)rt, .rd = (uint8_t)rd};
		break;
	case KL_SH_SET:
		c[n++] = (kl_insn){.op = (uint16_t)op, .rd = (uint8_t)rd, .imm = as_type(t, va)};
		c[n++] = (kl_insn){.op = (uint16_t)rt, .rd = (uint8_t)rd};
		break;
	case KL_SH_CV: {
		int from = o->type, to = o->type2;
		c[n++] = (kl_insn){.op = is_wide(from) ? KL_OP_setl : KL_OP_seti, .rd = (uint8_t)a, .imm = va};
		c[n++] = (kl_insn){.op = (uint16_t)op, .rd = (uint8_t)rd, .rs1 = (uint8_t)a};
		c[n++] = (kl_insn){.op = is_wide(to) ? KL_OP_retl : KL_OP_reti, .rd = (uint8_t)rd};
		break;
	}
	case KL_SH_LD:
	case KL_SH_ST: {
		/* base holds mem - 16 (so offsets are never 0); the offset is 16 + a small multiple */
		int64_t off = 16 + (vb & 7) * 4;
		c[n++] = (kl_insn){.op = KL_OP_setp, .rd = (uint8_t)base, .imm = (int64_t)(intptr_t)mem - 16};
		if (!o->imm)
			c[n++] = (kl_insn){.op = KL_OP_setl, .rd = (uint8_t)b, .imm = off};
		if (o->shape == KL_SH_ST)
			c[n++] = (kl_insn){.op = (uint16_t)st, .rd = (uint8_t)rd, .imm = va};
		c[n++] = (kl_insn){.op = (uint16_t)op, .rd = (uint8_t)rd, .rs1 = (uint8_t)base, .rs2 = (uint8_t)b,
				   .imm = off};
		if (o->shape == KL_SH_LD)
			c[n++] = (kl_insn){.op = is_wide(t) ? KL_OP_retl : KL_OP_reti, .rd = (uint8_t)rd};
		else
			c[n++] = (kl_insn){.op = KL_OP_retv};
		break;
	}
	case KL_SH_SEL:
	case KL_SH_CARRY: {
		/* rs3 is the condition (sel) or the carry (addc, subc): base doubles as rs3 here */
		int carry = o->shape == KL_SH_CARRY;
		c[n++] = (kl_insn){.op = (uint16_t)st, .rd = (uint8_t)a, .imm = va};
		c[n++] = (kl_insn){.op = (uint16_t)st, .rd = (uint8_t)b, .imm = vb};
		c[n++] = (kl_insn){.op = (uint16_t)st, .rd = (uint8_t)base, .imm = carry ? (va ^ vb) & 1 : (va & 3) == 0 ? 0 : vb};
		c[n++] = (kl_insn){.op = (uint16_t)op, .rd = (uint8_t)rd, .rs1 = (uint8_t)a, .rs2 = (uint8_t)b, .rs3 = (uint8_t)base};
		if (carry) { /* return rd, store the carry out */
			kl_reg p = carry_ptr(rd, base);
			c[n++] = (kl_insn){.op = KL_OP_setp, .rd = (uint8_t)p, .imm = (int64_t)(intptr_t)mem};
			c[n++] = (kl_insn){.op = is_wide(t) ? KL_OP_stli : KL_OP_stii, .rd = (uint8_t)base, .rs1 = (uint8_t)p};
		}
		c[n++] = (kl_insn){.op = (uint16_t)rt, .rd = (uint8_t)rd};
		break;
	}
	case KL_SH_PREF:
		c[n++] = (kl_insn){.op = KL_OP_setp, .rd = (uint8_t)base, .imm = (int64_t)(intptr_t)mem};
		c[n++] = (kl_insn){.op = (uint16_t)op, .rs1 = (uint8_t)base, .imm = vb & 63};
		c[n++] = (kl_insn){.op = KL_OP_retii, .imm = 5};
		break;
	default: break;
	}
	return n;
}

/* Emit a record, using the default (core-instruction) lowering for extensions. */
static void emit_default(kl_func *f, const kl_insn *in)
{
	const struct kl_opinfo *o = &kl_opinfo[in->op];
	int t = o->type;
	switch (o->name) {
	case KL_N_rotl: o->imm ? kl__d_rotli(f, t, in->rd, in->rs1, in->imm) : kl__d_rotl(f, t, in->rd, in->rs1, in->rs2); return;
	case KL_N_rotr: o->imm ? kl__d_rotri(f, t, in->rd, in->rs1, in->imm) : kl__d_rotr(f, t, in->rd, in->rs1, in->rs2); return;
	case KL_N_mulh: kl__d_mulh(f, t, in->rd, in->rs1, in->rs2); return;
	case KL_N_bswap: kl__d_bswap(f, t, in->rd, in->rs1); return;
	case KL_N_clz: kl__d_clz(f, t, in->rd, in->rs1); return;
	case KL_N_ctz: kl__d_ctz(f, t, in->rd, in->rs1); return;
	case KL_N_popc: kl__d_popc(f, t, in->rd, in->rs1); return;
	case KL_N_sel: kl__d_sel(f, t, in->rd, in->rs3, in->rs1, in->rs2); return;
	case KL_N_addc: kl__d_addc(f, t, in->rd, in->rs3, in->rs1, in->rs2); return;
	case KL_N_subc: kl__d_subc(f, t, in->rd, in->rs3, in->rs1, in->rs2); return;
	case KL_N_uld: o->imm ? kl__d_uldi(f, t, in->rd, in->rs1, in->imm) : kl__d_uld(f, t, in->rd, in->rs1, in->rs2); return;
	case KL_N_ust: o->imm ? kl__d_usti(f, t, in->rd, in->rs1, in->imm) : kl__d_ust(f, t, in->rd, in->rs1, in->rs2); return;
	case KL_N_prefetch: kl__d_prefetch(f, t, in->rs1, in->imm); return;
	case KL_N_andn: kl__d_andn(f, t, in->rd, in->rs1, in->rs2); return;
	case KL_N_orn: kl__d_orn(f, t, in->rd, in->rs1, in->rs2); return;
	case KL_N_xorn: kl__d_xorn(f, t, in->rd, in->rs1, in->rs2); return;
	default: kl_emit_insn(f, in); return;
	}
}
static int use_default;

static int check_one(kl_func *f, int op, kl_reg rd, kl_reg a, kl_reg b, int64_t va, int64_t vb, kl_reg base)
{
	kl_insn c[12];
	const struct kl_opinfo *o = &kl_opinfo[op];
	size_t n = build(c, op, rd, a, b, va, vb, base);
	for (int k = 0; k < 64; k++)
		mem[k] = (unsigned char)(k * 37 + 11);
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_reg used[5] = {rd, a, b, base, carry_ptr(rd, base)};
	for (int k = 0; k < 5; k++) { /* named directly: reserve them (callee-saved ones are then saved) */
		int dup = 0;
		for (int j = 0; j < k; j++)
			dup |= used[j] == used[k];
		if (!dup)
			kl_reg_reserve(f, used[k]);
	}
	kl_label l = kl_label_new(f); /* the records name label 0: this function's first label */
	for (size_t k = 0; k < n; k++) {
		if (c[k].op == KL_OP_label || kl_opinfo[c[k].op].shape == KL_SH_BR)
			c[k].label = l;
		if (use_default)
			emit_default(f, &c[k]);
		else
			kl_emit_insn(f, &c[k]);
	}
	uint64_t (*fn)(void) = (uint64_t(*)(void))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s: %s", kl_opcode_name(op), kl_errmsg(f));
	uint64_t rn = fn();
	unsigned char mnat[64];
	memcpy(mnat, mem, 64);
	for (int k = 0; k < 64; k++)
		mem[k] = (unsigned char)(k * 37 + 11);
	kl_vm vm;
	memset(&vm, 0, sizeof vm);
	uint64_t ri = 0;
	cr_assert_eq(kl_interp(&vm, c, n, &ri), 0, "%s: interpreter: %s", kl_opcode_name(op), vm.err);
	kl_code_free((void *)fn);
	int narrow = (o->shape == KL_SH_CV ? !is_wide(o->type2) : !is_wide(o->type)) || o->shape == KL_SH_BR;
	if (narrow) {
		rn = (uint32_t)rn;
		ri = (uint32_t)ri;
	}
	if (o->shape == KL_SH_ST)
		rn = ri = 0;
	int ok = rn == ri && memcmp(mnat, mem, 64) == 0;
	if (!ok) {
		fprintf(stderr, "%s rd=%s rs1=%s rs2=%s base=%s a=%#" PRIx64 " b=%#" PRIx64 ": native %#" PRIx64
				", interpreter %#" PRIx64 "%s\n",
			kl_opcode_name(op), kl_reg_name(rd), kl_reg_name(a), kl_reg_name(b), kl_reg_name(base), (uint64_t)va,
			(uint64_t)vb, rn, ri, memcmp(mnat, mem, 64) ? " (memory differs)" : "");
		for (size_t k = 0; k < n; k++) {
			fprintf(stderr, "    ");
			kl_insn_print(stderr, &c[k]);
			fputc('\n', stderr);
		}
	}
	return ok;
}

static int testable(int op)
{
	int s = kl_opinfo[op].shape;
	if (use_default && kl_opinfo[op].name < KL_N_rotl)
		return 0;
	int t = kl_opinfo[op].type, t2 = kl_opinfo[op].type2;
	if (t == KL_F || t == KL_D || (s == KL_SH_CV && (t2 == KL_F || t2 == KL_D)))
		return 0; /* floating point has its own test (float.c) */
	return s == KL_SH_BIN || s == KL_SH_UN || s == KL_SH_SET || s == KL_SH_CV || s == KL_SH_BR || s == KL_SH_LD ||
	       s == KL_SH_ST || s == KL_SH_SEL || s == KL_SH_CARRY || s == KL_SH_PREF;
}

/* every register as destination and first source, with the second source distinct, equal
 * to the destination, or equal to the first source */
static int run_registers(int shape_filter)
{
	kl_func *f = kl_func_new();
	int fails = 0, count = 0;
	for (int op = 0; op < KL_NOPCODES; op++) {
		if (!testable(op) || (shape_filter >= 0 && kl_opinfo[op].shape != shape_filter))
			continue;
		for (int i = 0; i < nregs; i++)
			for (int j = 0; j < nregs; j++)
				for (int pat = 0; pat < 3; pat++) {
					kl_reg rd = regs[i], a = regs[j];
					kl_reg b = pat == 0 ? regs[(i + j + 1) % nregs] : pat == 1 ? rd : a;
					kl_reg base = regs[(i + 2 * j + 3) % nregs];
					int s = kl_opinfo[op].shape;
					if ((s == KL_SH_LD || s == KL_SH_ST) && (base == b || (s == KL_SH_ST && (rd == b || rd == base))))
						continue; /* the base and offset must survive the setup */
					if ((s == KL_SH_SEL || s == KL_SH_CARRY) && (base == a || base == b))
						continue; /* the condition or carry is set after the sources */
					if (s == KL_SH_CARRY && base == rd)
						continue; /* result and carry must differ */
					if ((s == KL_SH_BIN || s == KL_SH_BR) && !kl_opinfo[op].imm && a == b && pat == 0)
						continue;
					int64_t va = edge[(i * 7 + j) % NEDGE], vb = edge[(i + j * 5 + pat) % NEDGE];
					if (s != KL_SH_LD && s != KL_SH_ST && a == b && !kl_opinfo[op].imm)
						vb = va;
					count++;
					if (!check_one(f, op, rd, a, b, va, vb, base) && ++fails > 10)
						goto out;
				}
	}
out:
	kl_func_delete(f);
	cr_log_info("%d register combinations checked", count);
	return fails;
}

static int run_values(int shape_filter)
{
	kl_func *f = kl_func_new();
	int fails = 0, count = 0;
	for (int op = 0; op < KL_NOPCODES; op++) {
		if (!testable(op) || (shape_filter >= 0 && kl_opinfo[op].shape != shape_filter))
			continue;
		for (int x = 0; x < NEDGE; x++)
			for (int y = 0; y < NEDGE; y++) {
				kl_reg rd = regs[0], a = regs[1 % nregs], b = regs[2 % nregs], base = regs[3 % nregs];
				count++;
				if (!check_one(f, op, rd, a, b, edge[x], edge[y], base) && ++fails > 10)
					goto out;
				int sh = kl_opinfo[op].shape;
				if (sh != KL_SH_BIN && sh != KL_SH_BR && sh != KL_SH_SEL && sh != KL_SH_CARRY)
					break; /* one operand: the y loop adds nothing */
			}
	}
out:
	kl_func_delete(f);
	cr_log_info("%d value combinations checked", count);
	return fails;
}

Test(ops, binary_values) { collect_regs(); cr_assert_eq(run_values(KL_SH_BIN), 0); }
Test(ops, binary_registers) { collect_regs(); cr_assert_eq(run_registers(KL_SH_BIN), 0); }
Test(ops, unary_set_convert) {
	collect_regs();
	cr_assert_eq(run_values(KL_SH_UN) + run_values(KL_SH_SET) + run_values(KL_SH_CV), 0);
	cr_assert_eq(run_registers(KL_SH_UN) + run_registers(KL_SH_SET) + run_registers(KL_SH_CV), 0);
}
Test(ops, branches) {
	collect_regs();
	cr_assert_eq(run_values(KL_SH_BR) + run_registers(KL_SH_BR), 0);
}
Test(ops, extensions_native) {
	collect_regs();
	cr_assert_eq(run_values(KL_SH_SEL) + run_values(KL_SH_CARRY) + run_values(KL_SH_PREF), 0);
	cr_assert_eq(run_registers(KL_SH_SEL) + run_registers(KL_SH_CARRY) + run_registers(KL_SH_PREF), 0);
}
Test(ops, extensions_default_lowering) {
	/* the default lowerings, written in core instructions, must agree with the interpreter too */
	collect_regs();
	use_default = 1;
	cr_assert_eq(run_values(-1), 0);
	cr_assert_eq(run_registers(-1), 0);
}
Test(ops, loads_stores) {
	collect_regs();
	cr_assert_eq(run_values(KL_SH_LD) + run_values(KL_SH_ST), 0);
	cr_assert_eq(run_registers(KL_SH_LD) + run_registers(KL_SH_ST), 0);
}
