/* enc.c -- x86-64 encodings against GNU binutils: emits every operation x type x operand shape
 * x register (every allocatable register in every position) x boundary immediate through
 * kiln's API, writes the bytes to a blob and, per instance, the instruction(s) expected in
 * objdump's Intel syntax, written here independently of the emitters.  check.sh disassembles
 * the blob with objdump and compares. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kiln.h>
#include <kiln/insn.h>

static const char *const r64[16] = {"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
				    "r8",  "r9",  "r10", "r11", "r12", "r13", "r14", "r15"};
static const char *const r32[16] = {"eax", "ecx", "edx", "ebx", "esp", "ebp", "esi", "edi",
				    "r8d", "r9d", "r10d", "r11d", "r12d", "r13d", "r14d", "r15d"};
static const char *const r8n[16] = {"al", "cl", "dl", "bl", "spl", "bpl", "sil", "dil",
				    "r8b", "r9b", "r10b", "r11b", "r12b", "r13b", "r14b", "r15b"};
static const char *const r16[16] = {"ax", "cx", "dx", "bx", "sp", "bp", "si", "di",
				    "r8w", "r9w", "r10w", "r11w", "r12w", "r13w", "r14w", "r15w"};

static FILE *blob, *expect;
static long nblob, ninst, L_at;
static kl_func *F;
static char want[1024];

static void w(const char *fmt, ...)
{
	va_list ap;
	size_t n = strlen(want);
	if (n)
		want[n++] = ';', want[n] = 0;
	va_start(ap, fmt);
	vsnprintf(want + n, sizeof want - n, fmt, ap);
	va_end(ap);
}

/* kiln sets REX on every instruction; objdump shows a REX that changes nothing as "rex " */
static const char *rx(int wide, int a, int b, int c)
{
	return (!wide && a < 8 && b < 8 && c < 8) ? "rex " : "";
}
static const char *R(int wide, int r) { return wide ? r64[r] : r32[r]; }
static char *hex(int64_t v, int wide)
{
	static char buf[4][32];
	static int k;
	k = (k + 1) & 3;
	uint64_t u = wide ? (uint64_t)v : (uint32_t)v;
	snprintf(buf[k], sizeof buf[k], "0x%" PRIx64, u);
	return buf[k];
}
/* a displacement as objdump prints it: kiln never drops a zero one on this path */
static char *disp(int64_t d, int base)
{
	static char buf[4][32];
	static int k;
	k = (k + 1) & 3;
	(void)base; /* every base keeps a zero displacement (rsp and r12 too, after their SIB) */
	if (d < 0)
		snprintf(buf[k], sizeof buf[k], "-0x%" PRIx64, (uint64_t)0 - (uint64_t)d);
	else
		snprintf(buf[k], sizeof buf[k], "+0x%" PRIx64, (uint64_t)d);
	return buf[k];
}

typedef void (*emit_fn)(void);
static void instance(void (*emit)(void *), void *arg)
{
	size_t start = (size_t)(F->ip - F->buf); /* an offset: the buffer may grow and move */
	emit(arg);
	size_t n = (size_t)(F->ip - F->buf) - start;
	fwrite(F->buf + start, 1, n, blob);
	fprintf(expect, "%ld %zu %s\n", nblob, n, want);
	nblob += (long)n;
	ninst++;
	want[0] = 0;
	if (F->ip - F->buf > 60000) { /* keep the function's buffer small */
		kl_func_abort(F);
		kl_func_begin(F, "", NULL, KL_LEAF);
	}
}

static const int regs[] = {0, 1, 2, 3, 5, 6, 7, 8, 9, 10, 12, 13, 14, 15}; /* all but rsp, r11 */
#define NR 14

struct bin {
	int name, t, rd, a, b, imm;
	int64_t v;
};

static void emit_bin(void *p)
{
	struct bin *x = p;
	int wide = x->t == KL_L || x->t == KL_UL;
	switch (x->name) {
	case 0:
		if (x->imm) {
			if (wide)
				kl_addli(F, x->rd, x->a, x->v);
			else
				kl_addii(F, x->rd, x->a, (int32_t)x->v);
		} else if (wide)
			kl_addl(F, x->rd, x->a, x->b);
		else
			kl_addi(F, x->rd, x->a, x->b);
		break;
	case 1:
		if (wide)
			kl_xorl(F, x->rd, x->a, x->b);
		else
			kl_xori(F, x->rd, x->a, x->b);
		break;
	case 2:
		if (wide)
			kl_mull(F, x->rd, x->a, x->b);
		else
			kl_muli(F, x->rd, x->a, x->b);
		break;
	case 3:
		if (wide)
			kl_subl(F, x->rd, x->a, x->b);
		else
			kl_subi(F, x->rd, x->a, x->b);
		break;
	}
}

/* expected text for add/xor/mul/sub, register forms, and add with an immediate */
static void expect_bin(struct bin *x)
{
	int wide = x->t == KL_L || x->t == KL_UL, rd = x->rd, a = x->a, b = x->b;
	if (x->name == 0 && x->imm) {
		int64_t v = wide ? x->v : (int32_t)x->v;
		if (v != (int32_t)v) { /* the constant goes to r11 first: mov r32 zero-extends */
			if ((uint64_t)v <= 0xFFFFFFFFu)
				w("mov r11d,%s", hex(v, 0));
			else
				w("movabs r11,%s", hex(v, 1));
			if (rd == a)
				w("%sadd %s,%s", rx(wide, rd, 11, 0), R(wide, rd), R(wide, 11));
			else if ((a & 7) != 5)
				w("%slea %s,[%s+r11*1]", rx(wide, rd, a, 11), R(wide, rd), r64[a]);
			else /* rbp/r13 cannot be a base without a displacement: the index */
				w("%slea %s,[r11+%s*1]", rx(wide, rd, a, 11), R(wide, rd), r64[a]);
		} else if (rd == a) {
			w("%sadd %s,%s", rx(wide, rd, 0, 0), R(wide, rd), hex(v, wide));
		} else {
			w("%slea %s,[%s%s]", rx(wide, rd, a, 0), R(wide, rd), r64[a], disp(v, a));
		}
		return;
	}
	static const char *const mn[] = {"add", "xor", "imul", "sub"};
	const char *m = mn[x->name];
	if (x->name == 2) { /* imul reg, r/m: the destination is the reg field */
		if (rd == a)
			w("%simul %s,%s", rx(wide, rd, b, 0), R(wide, rd), R(wide, b));
		else if (rd == b)
			w("%simul %s,%s", rx(wide, rd, a, 0), R(wide, rd), R(wide, a));
		else {
			w("%smov %s,%s", rx(wide, rd, a, 0), R(wide, rd), R(wide, a));
			w("%simul %s,%s", rx(wide, rd, b, 0), R(wide, rd), R(wide, b));
		}
		return;
	}
	if (x->name == 3 && rd == b && rd != a) { /* rd = a - rd: neg, then add */
		w("%sneg %s", rx(wide, rd, 0, 0), R(wide, rd));
		w("%sadd %s,%s", rx(wide, rd, a, 0), R(wide, rd), R(wide, a));
		return;
	}
	if (rd == a) {
		w("%s%s %s,%s", rx(wide, rd, b, 0), m, R(wide, rd), R(wide, b));
	} else if (rd == b && x->name != 3) {
		w("%s%s %s,%s", rx(wide, rd, a, 0), m, R(wide, rd), R(wide, a));
	} else if (x->name == 0 && b != 4 && (a & 7) != 5) {
		w("%slea %s,[%s+%s*1]", rx(wide, rd, a, b), R(wide, rd), r64[a], r64[b]);
	} else if (x->name == 0 && a != 4 && (b & 7) != 5) { /* swapped: a is the index */
		w("%slea %s,[%s+%s*1]", rx(wide, rd, a, b), R(wide, rd), r64[b], r64[a]);
	} else if (x->name == 0 && b != 4) { /* both rbp/r13: a disp8 of 0 */
		w("%slea %s,[%s+%s*1+0x0]", rx(wide, rd, a, b), R(wide, rd), r64[a], r64[b]);
	} else {
		w("%smov %s,%s", rx(wide, rd, a, 0), R(wide, rd), R(wide, a));
		w("%s%s %s,%s", rx(wide, rd, b, 0), m, R(wide, rd), R(wide, b));
	}
}

struct mem {
	int t, store, r, base, idx, isreg;
	int64_t off;
};
static void emit_mem(void *p)
{
	struct mem *x = p;
	kl_insn in = {0};
	static int op[2][2][KL_NTYPES];
	static int init;
	if (!init) {
		for (int k = 0; k < KL_NOPCODES; k++) {
			const struct kl_opinfo *o = &kl_opinfo[k];
			if (o->name == KL_N_ld || o->name == KL_N_st)
				op[o->name == KL_N_st][o->imm][o->type] = k;
		}
		init = 1;
	}
	in.op = (uint16_t)op[x->store][!x->isreg][x->t];
	in.rd = (uint8_t)x->r;
	in.rs1 = (uint8_t)x->base;
	in.rs2 = (uint8_t)x->idx;
	in.imm = x->off;
	kl_emit_insn(F, &in);
}
static void expect_mem(struct mem *x)
{
	static const char *const size[] = {"", "BYTE", "BYTE", "WORD", "WORD", "DWORD", "DWORD", "QWORD", "QWORD", "QWORD"};
	int t = x->t, wide = t >= KL_L, r = x->r, base = x->base;
	char addr[96];
	int idx = x->idx, rexx = 0;
	if (x->isreg || x->off != (int32_t)x->off) {
		if (!x->isreg) {
			w("movabs r11,%s", hex(x->off, 1));
			idx = 11;
		}
		snprintf(addr, sizeof addr, "[%s+%s*1%s]", r64[base], r64[idx], (base & 7) == 5 ? "+0x0" : "");
		rexx = idx;
	} else {
		/* 16-bit stores (a 66 prefix) take the general path, which drops a zero displacement
		 * where it can */
		int general = x->store && (t == KL_S || t == KL_US);
		if (general && x->off == 0 && (base & 7) != 5)
			snprintf(addr, sizeof addr, "[%s]", r64[base]);
		else
			snprintf(addr, sizeof addr, "[%s%s]", r64[base], disp(x->off, base));
	}
	const char *pre = rx(wide, r, base, rexx);
	if (x->store) {
		const char *src = t <= KL_UC ? r8n[r] : t <= KL_US ? r16[r] : R(wide, r);
		/* a byte store of sil..dil needs its REX: objdump does not call it redundant */
		if (t <= KL_UC && r >= 4 && r < 8)
			pre = "";
		w("%smov %s PTR %s,%s", pre, size[t], addr, src);
	} else if (t <= KL_US) {
		w("%s%s %s,%s PTR %s", pre, t == KL_C || t == KL_S ? "movsx" : "movzx", r32[r], size[t], addr);
	} else {
		w("%smov %s,%s PTR %s", pre, R(wide, r), size[t], addr);
	}
}

/* one register operand and an immediate or a second register: set, unary, shifts, conversions,
 * compare-and-branch (to a label placed just before: a short backward jump) */
struct one {
	int kind, t, rd, a, b;
	int64_t v;
};
enum { SET, COM, NEG, NOT, SHLI, SARI, SHRI, ROLI, RORI, SHLX, CVI2L, CVU2UL, CVL2C, CVI2US, BRI, BR };
static kl_label L;
static void emit_one(void *p)
{
	struct one *x = p;
	int w = x->t == KL_L;
	switch (x->kind) {
	case SET: w ? kl_setl(F, x->rd, x->v) : kl_seti(F, x->rd, (int32_t)x->v); break;
	case COM: w ? kl_coml(F, x->rd, x->a) : kl_comi(F, x->rd, x->a); break;
	case NEG: w ? kl_negl(F, x->rd, x->a) : kl_negi(F, x->rd, x->a); break;
	case NOT: w ? kl_notl(F, x->rd, x->a) : kl_noti(F, x->rd, x->a); break;
	case SHLI: w ? kl_lshli(F, x->rd, x->a, x->v) : kl_lshii(F, x->rd, x->a, (int32_t)x->v); break;
	case SARI: w ? kl_rshli(F, x->rd, x->a, x->v) : kl_rshii(F, x->rd, x->a, (int32_t)x->v); break;
	case SHRI: w ? kl_rshuli(F, x->rd, x->a, (uint64_t)x->v) : kl_rshui(F, x->rd, x->a, (uint32_t)x->v); break;
	case ROLI: w ? kl_rotlli(F, x->rd, x->a, x->v) : kl_rotlii(F, x->rd, x->a, (int32_t)x->v); break;
	case RORI: w ? kl_rotrli(F, x->rd, x->a, x->v) : kl_rotrii(F, x->rd, x->a, (int32_t)x->v); break;
	case SHLX: w ? kl_lshl(F, x->rd, x->a, x->b) : kl_lshi(F, x->rd, x->a, x->b); break;
	case CVI2L: kl_cvi2l(F, x->rd, x->a); break;
	case CVU2UL: kl_cvu2ul(F, x->rd, x->a); break;
	case CVL2C: kl_cvl2c(F, x->rd, x->a); break;
	case CVI2US: kl_cvi2us(F, x->rd, x->a); break;
	case BRI: w ? kl_bltli(F, x->a, x->v, L) : kl_bltii(F, x->a, (int32_t)x->v, L); break;
	case BR: w ? kl_bltul(F, x->a, x->b, L) : kl_bltu(F, x->a, x->b, L); break;
	}
}
static void expect_one(struct one *x, long here)
{
	int wd = x->t == KL_L, rd = x->rd, a = x->a, b = x->b;
	int64_t v = wd ? x->v : (int32_t)x->v;
	switch (x->kind) {
	case SET:
		if (!wd)
			v = (uint32_t)v;
		if (v == 0)
			w("%sxor %s,%s", rx(0, rd, 0, 0), r32[rd], r32[rd]);
		else if ((uint64_t)v <= 0xFFFFFFFFu)
			w("%smov %s,%s", rx(0, rd, 0, 0), r32[rd], hex(v, 0));
		else if (v == (int32_t)v)
			w("mov %s,%s", r64[rd], hex(v, 1));
		else
			w("movabs %s,%s", r64[rd], hex(v, 1));
		return;
	case COM:
	case NEG:
		if (rd != a)
			w("%smov %s,%s", rx(wd, rd, a, 0), R(wd, rd), R(wd, a));
		w("%s%s %s", rx(wd, rd, 0, 0), x->kind == COM ? "not" : "neg", R(wd, rd));
		return;
	case NOT:
		w("%stest %s,%s", rx(wd, a, 0, 0), R(wd, a), R(wd, a));
		w("sete r11b");
		w("movzx %s,r11b", r32[rd]);
		return;
	case SHLI:
	case SARI:
	case SHRI: {
		int n = (int)(x->v & (wd ? 63 : 31));
		if (rd != a)
			w("%smov %s,%s", rx(wd, rd, a, 0), R(wd, rd), R(wd, a));
		if (n)
			w("%s%s %s,%s", rx(wd, rd, 0, 0), x->kind == SHLI ? "shl" : x->kind == SARI ? "sar" : "shr", R(wd, rd),
			  hex(n, 0));
		return;
	}
	case ROLI:
	case RORI: { /* BMI2: rorx into another register; else a copy, then rol/ror */
		int bits = wd ? 64 : 32, n = (int)(x->v & (bits - 1));
		if ((F->cpu & KL__CPU_BMI2) && rd != a && n) {
			w("rorx %s,%s,%s", R(wd, rd), R(wd, a), hex(x->kind == RORI ? n : bits - n, 0));
			return;
		}
		if (rd != a)
			w("%smov %s,%s", rx(wd, rd, a, 0), R(wd, rd), R(wd, a));
		if (n)
			w("%s%s %s,%s", rx(wd, rd, 0, 0), x->kind == ROLI ? "rol" : "ror", R(wd, rd), hex(n, 0));
		return;
	}
	case SHLX: w("shlx %s,%s,%s", R(wd, rd), R(wd, a), R(wd, b)); return;
	case CVI2L: w("movsxd %s,%s", r64[rd], r32[a]); return;
	case CVU2UL: w("%smov %s,%s", rx(0, rd, a, 0), r32[rd], r32[a]); return;
	case CVL2C: w("%smovsx %s,%s", rd < 8 && a < 4 ? "rex " : "", r32[rd], r8n[a]); return;
	case CVI2US: w("%smovzx %s,%s", rx(0, rd, a, 0), r32[rd], r16[a]); return;
	case BRI:
	case BR: {
		if (x->kind == BRI) {
			if (v != (int32_t)v) {
				if ((uint64_t)v <= 0xFFFFFFFFu)
					w("mov r11d,%s", hex(v, 0));
				else
					w("movabs r11,%s", hex(v, 1));
				w("cmp %s,r11", R(wd, a));
			} else if (v == 0) {
				w("%scmp %s,0x0", rx(wd, a, 0, 0), R(wd, a));
			} else
				w("%scmp %s,%s", rx(wd, a, 0, 0), R(wd, a), hex(v, wd));
		} else
			w("%scmp %s,%s", rx(wd, a, b, 0), R(wd, a), R(wd, b));
		(void)here;
		w("%s 0x%lx", x->kind == BRI ? "jl" : "jb", (long)L_at);
		return;
	}
	}
}

static void emit_and(void *p)
{
	struct bin *x = p;
	switch (x->t) {
	case KL_I: kl_andii(F, x->rd, x->a, (int32_t)x->v); break;
	case KL_U: kl_andui(F, x->rd, x->a, (uint32_t)x->v); break;
	case KL_L: kl_andli(F, x->rd, x->a, x->v); break;
	default: kl_anduli(F, x->rd, x->a, (uint64_t)x->v); break;
	}
}

/* memory forms (ext.def): ldx (every load type) and load-and-op, [base + index * 2^s + disp] */
struct memx {
	int op, t, rd, a, base, idx, s, isx; /* op: -1 ldx, else 0 xorm, 1 addm, 2 andm, 3 orm */
	int32_t disp;
};
static void emit_memx(void *p)
{
	struct memx *x = p;
	kl_insn in = {0};
	static const int names[4] = {KL_N_xorm, KL_N_addm, KL_N_andm, KL_N_orm};
	if (x->op < 0) {
		in.op = (uint16_t)kl_opcode_find(KL_N_ldx, x->t, KL_V, 0);
		in.rd = (uint32_t)x->rd, in.rs1 = (uint32_t)x->base, in.rs2 = (uint32_t)x->idx;
		in.imm = KL_MEMX(x->s, x->disp);
	} else {
		in.op = (uint16_t)kl_opcode_find(names[x->op], x->t, KL_V, !x->isx);
		in.rd = (uint32_t)x->rd, in.rs1 = (uint32_t)x->a, in.rs2 = (uint32_t)x->base;
		in.rs3 = x->isx ? (uint32_t)x->idx : 0;
		in.imm = x->isx ? KL_MEMX(x->s, x->disp) : x->disp;
	}
	kl_emit_insn(F, &in);
}
static void expect_memx(struct memx *x)
{
	static const char *const size[] = {"", "BYTE", "BYTE", "WORD", "WORD", "DWORD", "DWORD", "QWORD", "QWORD", "QWORD"};
	static const char *const opn[4] = {"xor", "add", "and", "or"};
	int t = x->t, wide = t >= KL_L, base = x->base, idx = x->isx ? x->idx : 0;
	char addr[96];
	if (x->isx) {
		/* the SIB form drops a zero displacement but for rbp and r13 as a base */
		const char *d = x->disp == 0 && (base & 7) != 5 ? "" : disp(x->disp, base);
		snprintf(addr, sizeof addr, "[%s+%s*%d%s]", r64[base], r64[idx], 1 << x->s, d);
	} else {
		snprintf(addr, sizeof addr, "[%s%s]", r64[base], disp(x->disp, base));
	}
	if (x->op < 0) {
		const char *pre = rx(wide, x->rd, base, idx);
		if (t <= KL_US)
			w("%s%s %s,%s PTR %s", pre, t == KL_C || t == KL_S ? "movsx" : "movzx", r32[x->rd], size[t], addr);
		else
			w("%smov %s,%s PTR %s", pre, R(wide, x->rd), size[t], addr);
		return;
	}
	int acc = x->rd;
	if (x->rd != x->a && (x->rd == base || (x->isx && x->rd == idx)))
		acc = 11;
	if (acc != x->a)
		w("mov %s,%s", r64[acc], r64[x->a]);
	w("%s%s %s,%s PTR %s", rx(wide, acc, base, idx), opn[x->op], R(wide, acc), size[t], addr);
	if (acc != x->rd)
		w("mov %s,r11", r64[x->rd]);
}

/* shifted second operand (addsh ... xorsh) and andn, orn, xorn: op 0-4 add, sub, and, or, xor;
 * 5-7 andn, orn, xorn */
struct shf {
	int op, wide, rd, a, b, kind;
	unsigned n;
};
static void emit_shf(void *p)
{
	struct shf *x = p;
	int64_t sh = KL_SHIFTED(x->kind, x->n);
	switch (x->op * 2 + x->wide) {
	case 0: kl_addshu(F, x->rd, x->a, x->b, sh); break;
	case 1: kl_addshul(F, x->rd, x->a, x->b, sh); break;
	case 2: kl_subshu(F, x->rd, x->a, x->b, sh); break;
	case 3: kl_subshul(F, x->rd, x->a, x->b, sh); break;
	case 4: kl_andshu(F, x->rd, x->a, x->b, sh); break;
	case 5: kl_andshul(F, x->rd, x->a, x->b, sh); break;
	case 6: kl_orshu(F, x->rd, x->a, x->b, sh); break;
	case 7: kl_orshul(F, x->rd, x->a, x->b, sh); break;
	case 8: kl_xorshu(F, x->rd, x->a, x->b, sh); break;
	case 9: kl_xorshul(F, x->rd, x->a, x->b, sh); break;
	case 10: kl_andnu(F, x->rd, x->a, x->b); break;
	case 11: kl_andnul(F, x->rd, x->a, x->b); break;
	case 12: kl_ornu(F, x->rd, x->a, x->b); break;
	case 13: kl_ornul(F, x->rd, x->a, x->b); break;
	case 14: kl_xornu(F, x->rd, x->a, x->b); break;
	default: kl_xornul(F, x->rd, x->a, x->b); break;
	}
}
/* addsh with lsl 0..3 is a lea; xorn an xor and a not in rd; andn and orn andn (BMI1); everything
 * else b's shift (or complement) in r11, a copy of a into rd when they differ, and the operation
 * from r11 */
static void expect_shf(struct shf *x)
{
	static const char *const opn[] = {"add", "sub", "and", "or", "xor", "and", "or", "xor"};
	static const char *const shn[] = {"shl", "shr", "sar", "ror"};
	int wd = x->wide, rd = x->rd, a = x->a, b = x->b;
	if (x->op == 0 && x->kind == KL_LSL && x->n <= 3) {
		w("%slea %s,[%s+%s*%d%s]", rx(wd, rd, a, b), R(wd, rd), r64[a], r64[b], 1 << x->n,
		  (a & 7) == 5 ? "+0x0" : "");
		return;
	}
	if (x->op == 7) { /* xorn: ~(a ^ b) in rd */
		if (rd != a && rd != b)
			w("%smov %s,%s", rx(wd, rd, a, 0), R(wd, rd), R(wd, a));
		w("%sxor %s,%s", rx(wd, rd, rd == b ? a : b, 0), R(wd, rd), R(wd, rd == b ? a : b));
		w("%snot %s", rx(wd, rd, 0, 0), R(wd, rd));
		return;
	}
	if (x->op >= 5 && (F->cpu & KL__CPU_BMI1)) { /* andn rd, b, a; orn: andn rd, a, b, not rd */
		w("andn %s,%s,%s", R(wd, rd), R(wd, x->op == 5 ? b : a), R(wd, x->op == 5 ? a : b));
		if (x->op == 6)
			w("%snot %s", rx(wd, rd, 0, 0), R(wd, rd));
		return;
	}
	if (x->op >= 5) { /* andn, orn without BMI1: ~b in rd (r11 when rd is a), then the operation */
		int t = rd == a ? 11 : rd;
		if (t != b)
			w("%smov %s,%s", rx(wd, t, b, 0), R(wd, t), R(wd, b));
		w("%snot %s", rx(wd, t, 0, 0), R(wd, t));
		w("%s%s %s,%s", rx(wd, rd, t == 11 ? 11 : a, 0), opn[x->op], R(wd, rd), R(wd, t == 11 ? 11 : a));
		return;
	}
	w("mov %s,%s", R(wd, 11), R(wd, b));
	if (x->op >= 5)
		w("not %s", R(wd, 11));
	else if (x->n)
		w("%s %s,%s", shn[x->kind], R(wd, 11), hex(x->n, 0));
	if (rd != a)
		w("%smov %s,%s", rx(wd, rd, a, 0), R(wd, rd), R(wd, a));
	w("%s %s,%s", opn[x->op], R(wd, rd), R(wd, 11));
}

/* mulh rd, a, b: rdx:rax = a * b (mul, or imul for a signed type), the high half into rd.  With
 * rax and rdx free (kl_func's free_regs, as the optimizing tier's allocator leaves them) a into
 * rax (b there already: the operands swap), one mul, rdx into rd; otherwise rax and rdx saved
 * around it and b through r11. */
struct mulh {
	int wide, sgn, rd, a, b, free;
};
static void emit_mulh(void *p)
{
	struct mulh *x = p;
	F->free_regs = x->free ? 1u << 0 | 1u << 2 : 0;
	switch (x->sgn * 2 + x->wide) {
	case 0: kl_mulhu(F, x->rd, x->a, x->b); break;
	case 1: kl_mulhul(F, x->rd, x->a, x->b); break;
	case 2: kl_mulhi(F, x->rd, x->a, x->b); break;
	default: kl_mulhl(F, x->rd, x->a, x->b); break;
	}
	F->free_regs = 0;
}
static void expect_mulh(struct mulh *x)
{
	int wd = x->wide, a = x->a, b = x->b;
	const char *op = x->sgn ? "imul" : "mul";
	if (x->free) {
		if (b == 0)
			b = a, a = 0;
		if (a != 0)
			w("mov rax,%s", r64[a]);
		w("%s%s %s", rx(wd, b, 0, 0), op, R(wd, b));
		if (x->rd != 2)
			w("%smov %s,%s", rx(wd, x->rd, 2, 0), R(wd, x->rd), R(wd, 2));
		return;
	}
	w("push rax;push rdx");
	w("mov r11,%s", r64[b]);
	if (a != 0)
		w("mov rax,%s", r64[a]);
	w("%s %s", op, R(wd, 11));
	w("mov r11,rdx;pop rdx;pop rax");
	if (x->rd != 11)
		w("%smov %s,%s", rx(wd, x->rd, 11, 0), R(wd, x->rd), R(wd, 11));
}

/* sel rd, rc, a, b (rd = rc ? a : b): test rc, then one cmov into rd when rd is a or b, else b
 * into rd first */
struct sel {
	int wide, rd, rc, a, b;
};
static void emit_sel(void *p)
{
	struct sel *x = p;
	if (x->wide)
		kl_selul(F, x->rd, x->rc, x->a, x->b);
	else
		kl_selu(F, x->rd, x->rc, x->a, x->b);
}
static void expect_sel(struct sel *x)
{
	int wd = x->wide, rd = x->rd;
	w("%stest %s,%s", rx(wd, x->rc, x->rc, 0), R(wd, x->rc), R(wd, x->rc));
	if (rd == x->a && rd != x->b) {
		w("%scmove %s,%s", rx(wd, rd, x->b, 0), R(wd, rd), R(wd, x->b));
		return;
	}
	if (rd != x->b)
		w("%smov %s,%s", rx(wd, rd, x->b, 0), R(wd, rd), R(wd, x->b));
	w("%scmovne %s,%s", rx(wd, rd, x->a, 0), R(wd, rd), R(wd, x->a));
}

/* the aliasings of the three-operand tests below: 1 a is rd, 2 b is rd, 3 a is b (0: apart) */
static void share(int alias, int rd, int *a, int *b)
{
	if (alias == 1)
		*a = rd;
	else if (alias == 2)
		*b = rd;
	else if (alias == 3)
		*a = *b;
}

/* addc, subc rd, rc, a, b: bt rc, 0 (the carry in), adc/sbb into rd when rd is a (or b, for
 * addc), else into r11 after a copy of a and moved to rd; setc and movzx give the carry out */
struct carry {
	int sub, wide, rd, rc, a, b;
};
static void emit_carry(void *p)
{
	struct carry *x = p;
	switch (x->sub * 2 + x->wide) {
	case 0: kl_addcu(F, x->rd, x->rc, x->a, x->b); break;
	case 1: kl_addcul(F, x->rd, x->rc, x->a, x->b); break;
	case 2: kl_subcu(F, x->rd, x->rc, x->a, x->b); break;
	default: kl_subcul(F, x->rd, x->rc, x->a, x->b); break;
	}
}
static void expect_carry(struct carry *x)
{
	int wd = x->wide, rd = x->rd, rc = x->rc, b = x->b, acc = 11;
	if (rd == x->a)
		acc = rd;
	else if (rd == b && !x->sub)
		acc = rd, b = x->a;
	if (acc == 11)
		w("mov r11,%s", r64[x->a]);
	w("%sbt %s,0x0", rx(wd, rc, 0, 0), R(wd, rc));
	w("%s%s %s,%s", rx(wd, acc, b, 0), x->sub ? "sbb" : "adc", R(wd, acc), R(wd, b));
	w("%ssetb %s", rc < 4 ? "rex " : "", r8n[rc]);
	w("%smovzx %s,%s", rc < 4 ? "rex " : "", r32[rc], r8n[rc]);
	if (acc == 11)
		w("%smov %s,%s", rx(wd, rd, 11, 0), R(wd, rd), R(wd, 11));
}

int main(int argc, char **argv)
{
	if (argc != 3) {
		fprintf(stderr, "usage: %s BLOB EXPECT\n", argv[0]);
		return 2;
	}
	blob = fopen(argv[1], "wb");
	expect = fopen(argv[2], "w");
	if (!blob || !expect)
		return 2;
	F = kl_func_new();
	kl_func_begin(F, "", NULL, KL_LEAF);
	static const int64_t imms[] = {0, 1, -1, 127, 128, -128, -129, 0x7FFFFFFF, -0x80000000L, 0x80000000L,
				       0xFFFFFFFFL, 0x100000000L, INT64_MAX, INT64_MIN};
	static const int types[] = {KL_I, KL_U, KL_L, KL_UL};
	/* binary operations: every register in every position */
	for (int name = 0; name < 4; name++)
		for (int ti = 0; ti < 4; ti += 2)
			for (int i = 0; i < NR; i++)
				for (int j = 0; j < NR; j++)
					for (int k = 0; k < NR; k++) {
						struct bin x = {name, types[ti], regs[i], regs[j], regs[k], 0, 0};
						expect_bin(&x);
						instance(emit_bin, &x);
					}
	/* add with every boundary immediate, every destination and source */
	for (int ti = 0; ti < 4; ti++)
		for (size_t v = 0; v < sizeof imms / sizeof imms[0]; v++)
			for (int i = 0; i < NR; i++)
				for (int j = 0; j < NR; j++) {
					struct bin x = {0, types[ti], regs[i], regs[j], 0, 1, imms[v]};
					expect_bin(&x);
					instance(emit_bin, &x);
				}
	/* loads and stores of every type: every value register and base, boundary offsets, and
	 * register offsets */
	static const int64_t offs[] = {0, 1, -1, 127, 128, -128, -129, 0x7FFFFFFF, -0x80000000L, 0x80000000L,
				       -0x80000001L, 0x123456789L};
	for (int t = KL_C; t <= KL_P; t++)
		for (int store = 0; store < 2; store++)
			for (int i = 0; i < NR; i++)
				for (int j = 0; j < NR + 1; j++) {
					int base = j == NR ? 4 : regs[j]; /* rsp (KL_LP) as a base too */
					for (size_t v = 0; v < sizeof offs / sizeof offs[0]; v++) {
						struct mem x = {t, store, regs[i], base, 0, 0, offs[v]};
						expect_mem(&x);
						instance(emit_mem, &x);
					}
					for (int k = 0; k < NR; k += 3) {
						if (base == 4)
							continue;
						struct mem x = {t, store, regs[i], base, regs[k], 1, 0};
						expect_mem(&x);
						instance(emit_mem, &x);
					}
				}
	/* one-register forms: every destination and source, boundary immediates */
	static const int64_t shifts[] = {0, 1, 7, 31, 32, 33, 63, 64, 100};
	for (int ti = 0; ti < 4; ti += 2)
		for (int i = 0; i < NR; i++)
			for (int j = 0; j < NR; j++)
				for (int kind = SET; kind <= BR; kind++) {
					int t = types[ti];
					int nv = kind == SET || kind == BRI ? (int)(sizeof imms / sizeof imms[0])
						 : kind >= SHLI && kind <= RORI ? (int)(sizeof shifts / sizeof shifts[0]) : 1;
					if ((kind == CVI2L || kind == CVU2UL || kind == CVL2C || kind == CVI2US) && ti)
						continue;
					if (kind == SHLX && !(F->cpu & KL__CPU_BMI2))
						continue;
					for (int v = 0; v < nv; v++) {
						struct one x = {kind, t, regs[i], regs[j], regs[(i + j) % NR],
								kind >= SHLI && kind <= RORI ? shifts[v] : imms[v]};
						if (kind == BRI || kind == BR) {
							/* a label right here: the branch jumps back over its compare */
							kl_func_abort(F);
							kl_func_begin(F, "", NULL, KL_LEAF);
							L = kl_label_new(F);
							kl_label_place(F, L);
							L_at = nblob;
						}
						expect_one(&x, nblob);
						instance(emit_one, &x);
					}
				}
	/* memory forms: every destination, base (and rsp) and index, the scales and boundary
	 * displacements taken in turn */
	static const int32_t disps[] = {0, 1, -1, 127, 128, -128, -129, 0x7FFFFFFF, -0x7FFFFFFF - 1};
	int nd = (int)(sizeof disps / sizeof disps[0]), turn = 0;
	for (int t = KL_C; t <= KL_P; t++)
		for (int i = 0; i < NR; i++)
			for (int j = 0; j < NR + 1; j++)
				for (int k = 0; k < NR; k++, turn++) {
					struct memx x = {-1, t, regs[i], 0, j == NR ? 4 : regs[j], regs[k], turn % 4, 1,
							 disps[turn % nd]};
					expect_memx(&x);
					instance(emit_memx, &x);
				}
	for (int op = 0; op < 4; op++)
		for (int ti = 0; ti < 4; ti++)
			for (int i = 0; i < NR; i++)
				for (int j = 0; j < NR; j++)
					for (int k = 0; k < NR + 1; k++, turn++) {
						int base = k == NR ? 4 : regs[k];
						struct memx x = {op, types[ti], regs[i], regs[j], base, regs[(i + 2 * j + k) % NR],
								 turn % 4, turn & 1, disps[turn % nd]};
						expect_memx(&x);
						instance(emit_memx, &x);
					}
	/* and with 0xff and 0xffff: movzx from the low byte or word, the source left as it is */
	for (int ti = 0; ti < 4; ti++)
		for (int i = 0; i < NR; i++)
			for (int j = 0; j < NR; j++)
				for (int m = 0; m < 2; m++) {
					struct bin x = {4 + m, types[ti], regs[i], regs[j], 0, 1, m ? 0xFFFF : 0xFF};
					int rd = x.rd, a = x.a;
					if (m)
						w("%smovzx %s,%s", rx(0, rd, a, 0), r32[rd], r16[a]);
					else
						w("%smovzx %s,%s", rd < 8 && a < 4 ? "rex " : "", r32[rd], r8n[a]);
					instance(emit_and, &x);
				}
	/* the shifted forms and andn, orn, xorn: every shift kind at its boundary amounts, every
	 * destination with its first operand in turn (rd = a included) and a second operand apart */
	static const unsigned amounts[] = {0, 1, 2, 3, 7, 31, 32, 63};
	for (int port = 0; port < 2; port++) { /* andn and orn with this CPU's BMI1, then without */
		kl_func_set_portable(F, port);
		for (int op = port ? 5 : 0; op < 8; op++)
			for (int wide = 0; wide < 2; wide++)
				for (int kind = 0; kind < (op >= 5 ? 1 : 4); kind++) {
					if (kind == KL_ROR && op < 2)
						continue; /* no rotated operand for add and sub */
					for (size_t ai = 0; ai < (op >= 5 ? 1 : sizeof amounts / sizeof amounts[0]); ai++) {
						unsigned n = amounts[ai];
						if (n >= (wide ? 64u : 32u))
							continue;
						for (int i = 0; i < NR; i++)
							for (int j = 0; j < NR; j += 3) {
								struct shf x = {op, wide, regs[i], regs[(i + j) % NR], regs[(i + 2 * j + 5) % NR],
										kind, n};
								expect_shf(&x);
								instance(emit_shf, &x);
							}
					if (op >= 5) /* rd, a and b one register: 0, all ones, all ones */
						for (int i = 0; i < NR; i++) {
							struct shf x = {op, wide, regs[i], regs[i], regs[i], 0, 0};
							expect_shf(&x);
							instance(emit_shf, &x);
						}
					}
				}
	}
	/* addc, subc: every destination, with a and b apart, rd = a, rd = b, a = b and an operand
	 * that is the carry register */
	for (int sub = 0; sub < 2; sub++)
		for (int wide = 0; wide < 2; wide++)
			for (int i = 0; i < NR; i++)
				for (int j = 0; j < NR; j += 5)
					for (int alias = 0; alias < 5; alias++) {
						int rd = regs[i], rc = regs[(i + j + 1) % NR], a = regs[(i + 2 * j + 3) % NR],
						    b = regs[(i + 3 * j + 6) % NR];
						if (rc == rd)
							continue;
						share(alias, rd, &a, &b);
						if (alias == 4)
							b = rc;
						struct carry x = {sub, wide, rd, rc, a, b};
						expect_carry(&x);
						instance(emit_carry, &x);
					}
	/* mulh: every destination with operands apart, and rax, rdx and rd among the operands */
	for (int fr = 0; fr < 2; fr++)
		for (int sgn = 0; sgn < 2; sgn++)
			for (int wide = 0; wide < 2; wide++)
				for (int i = 0; i < NR; i++)
					for (int j = 0; j < NR; j += 4)
						for (int alias = 0; alias < 6; alias++) { /* apart, a = rd, b = rd, b = rax, a = rdx, a = b */
							int rd = regs[i], a = regs[(i + j + 1) % NR], b = regs[(i + 2 * j + 4) % NR];
							if (alias == 1)
								a = rd;
							else if (alias == 2)
								b = rd;
							else if (alias == 3)
								b = 0;
							else if (alias == 4)
								a = 2;
							else if (alias == 5)
								a = b;
							struct mulh x = {wide, sgn, rd, a, b, fr};
							expect_mulh(&x);
							instance(emit_mulh, &x);
						}
	/* sel: every destination against a condition, a and b in turn, each alias included */
	for (int wide = 0; wide < 2; wide++)
		for (int i = 0; i < NR; i++)
			for (int j = 0; j < NR; j += 5)
				for (int alias = 0; alias < 5; alias++) { /* apart, rd = a, rd = b, a = b, rd = rc */
					int rd = regs[i], rc = regs[(i + j + 1) % NR], a = regs[(i + 2 * j + 3) % NR],
					    b = regs[(i + 3 * j + 6) % NR];
					share(alias, rd, &a, &b);
					if (alias == 4)
						rc = rd;
					struct sel x = {wide, rd, rc, a, b};
					expect_sel(&x);
					instance(emit_sel, &x);
				}
	kl_func_abort(F);
	kl_func_delete(F);
	fclose(blob);
	fclose(expect);
	fprintf(stderr, "%ld instances, %ld bytes\n", ninst, nblob);
	return 0;
}
