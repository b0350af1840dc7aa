/* rvdisasm.c -- a decoder of RV64GC instructions into text (capstone 4 has no RISC-V), in the
 * spelling of GNU objdump -M no-aliases: the canonical names, no pseudo-instructions.  It covers
 * RV64I, M, A, F, D, Zicsr and fence; compressed instructions are shown as .2byte. */
#include <stdio.h>
#include <string.h>

#include "internal.h"

static const char *const xr[32] = {
	"zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5",
	"a6", "a7", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6",
};
static const char *const fr[32] = {
	"ft0", "ft1", "ft2", "ft3", "ft4", "ft5", "ft6", "ft7", "fs0", "fs1", "fa0", "fa1", "fa2", "fa3", "fa4", "fa5",
	"fa6", "fa7", "fs2", "fs3", "fs4", "fs5", "fs6", "fs7", "fs8", "fs9", "fs10", "fs11", "ft8", "ft9", "ft10", "ft11",
};
static const char *const rm[8] = {"rne", "rtz", "rdn", "rup", "rmm", "unknown", "unknown", "dyn"};

static int64_t sx(uint32_t v, int bits) { return (int64_t)((uint64_t)v << (64 - bits)) >> (64 - bits); }

/* an immediate as objdump prints it: decimal */
#define OUT(...) snprintf(t, tl, __VA_ARGS__)

static void kl__rv_decode32(uint32_t w, uint64_t addr, char *t, size_t tl)
{
	unsigned op = w & 0x7f, rd = w >> 7 & 31, f3 = w >> 12 & 7, rs1 = w >> 15 & 31, rs2 = w >> 20 & 31,
		 f7 = w >> 25, rs3 = w >> 27;
	int64_t immi = sx(w >> 20, 12), imms = sx((w >> 25) << 5 | rd, 12);
	int64_t immb = sx((w >> 31) << 12 | (w >> 7 & 1) << 11 | (w >> 25 & 63) << 5 | (w >> 8 & 15) << 1, 13);
	int64_t immj = sx((w >> 31) << 20 | (w >> 12 & 255) << 12 | (w >> 20 & 1) << 11 | (w >> 21 & 1023) << 1, 21);
	const char *fmt2 = (f7 & 3) == 1 ? "d" : (f7 & 3) == 0 ? "s" : "q";
	switch (op) {
	case 0x37: OUT("lui %s,0x%x", xr[rd], w >> 12); return;
	case 0x17: OUT("auipc %s,0x%x", xr[rd], w >> 12); return;
	case 0x6f: OUT("jal %s,0x%llx", xr[rd], (unsigned long long)(addr + (uint64_t)immj)); return;
	case 0x67:
		if (f3 == 0) {
			OUT("jalr %s,%lld(%s)", xr[rd], (long long)immi, xr[rs1]);
			return;
		}
		break;
	case 0x63: {
		static const char *const b[8] = {"beq", "bne", NULL, NULL, "blt", "bge", "bltu", "bgeu"};
		if (b[f3]) {
			OUT("%s %s,%s,0x%llx", b[f3], xr[rs1], xr[rs2], (unsigned long long)(addr + (uint64_t)immb));
			return;
		}
		break;
	}
	case 0x03: {
		static const char *const l[8] = {"lb", "lh", "lw", "ld", "lbu", "lhu", "lwu", NULL};
		if (l[f3]) {
			OUT("%s %s,%lld(%s)", l[f3], xr[rd], (long long)immi, xr[rs1]);
			return;
		}
		break;
	}
	case 0x23: {
		static const char *const s[8] = {"sb", "sh", "sw", "sd"};
		if (f3 < 4) {
			OUT("%s %s,%lld(%s)", s[f3], xr[rs2], (long long)imms, xr[rs1]);
			return;
		}
		break;
	}
	case 0x07:
		if (f3 == 2 || f3 == 3) {
			OUT("%s %s,%lld(%s)", f3 == 2 ? "flw" : "fld", fr[rd], (long long)immi, xr[rs1]);
			return;
		}
		break;
	case 0x27:
		if (f3 == 2 || f3 == 3) {
			OUT("%s %s,%lld(%s)", f3 == 2 ? "fsw" : "fsd", fr[rs2], (long long)imms, xr[rs1]);
			return;
		}
		break;
	case 0x13:
	case 0x1b: {
		int w32 = op == 0x1b;
		const char *sfx = w32 ? "w" : "";
		unsigned sh = w32 ? (w >> 20 & 31) : (w >> 20 & 63);
		unsigned hi = w32 ? f7 : f7 >> 1 << 1; /* RV64: shamt[5] is bit 25 */
		switch (f3) {
		case 0: OUT("addi%s %s,%s,%lld", sfx, xr[rd], xr[rs1], (long long)immi); return;
		case 1:
			if (hi == 0) {
				OUT("slli%s %s,%s,0x%x", sfx, xr[rd], xr[rs1], sh);
				return;
			}
			break;
		case 5:
			if (hi == 0 || hi == 0x20) {
				OUT("%s%s %s,%s,0x%x", hi ? "srai" : "srli", sfx, xr[rd], xr[rs1], sh);
				return;
			}
			break;
		default:
			if (!w32) {
				static const char *const n[8] = {NULL, NULL, "slti", "sltiu", "xori", NULL, "ori", "andi"};
				OUT("%s %s,%s,%lld", n[f3], xr[rd], xr[rs1], (long long)immi);
				return;
			}
		}
		break;
	}
	case 0x33:
	case 0x3b: {
		int w32 = op == 0x3b;
		static const char *const base[8] = {"add", "sll", "slt", "sltu", "xor", "srl", "or", "and"};
		static const char *const mext[8] = {"mul", "mulh", "mulhsu", "mulhu", "div", "divu", "rem", "remu"};
		const char *n = NULL;
		if (f7 == 0)
			n = base[f3];
		else if (f7 == 0x20 && (f3 == 0 || f3 == 5))
			n = f3 ? "sra" : "sub";
		else if (f7 == 1)
			n = mext[f3];
		if (n && w32 && (f7 == 1 ? (f3 == 1 || f3 == 2 || f3 == 3) : (f3 != 0 && f3 != 1 && f3 != 5)))
			n = NULL;
		if (n) {
			OUT("%s%s %s,%s,%s", n, w32 ? "w" : "", xr[rd], xr[rs1], xr[rs2]);
			return;
		}
		break;
	}
	case 0x0f:
		if (f3 == 0) {
			OUT("fence");
			return;
		}
		if (f3 == 1) {
			OUT("fence.i");
			return;
		}
		break;
	case 0x73:
		if (w == 0x00000073) {
			OUT("ecall");
			return;
		}
		if (w == 0x00100073) {
			OUT("ebreak");
			return;
		}
		if (f3 && f3 != 4) {
			static const char *const c[8] = {NULL, "csrrw", "csrrs", "csrrc", NULL, "csrrwi", "csrrsi", "csrrci"};
			if (f3 < 4)
				OUT("%s %s,0x%x,%s", c[f3], xr[rd], w >> 20, xr[rs1]);
			else
				OUT("%s %s,0x%x,%u", c[f3], xr[rd], w >> 20, rs1);
			return;
		}
		break;
	case 0x2f: {
		static const char *const a[32] = {[0] = "amoadd", [1] = "amoswap", [2] = "lr", [3] = "sc", [4] = "amoxor",
						  [8] = "amoor", [12] = "amoand", [16] = "amomin", [20] = "amomax",
						  [24] = "amominu", [28] = "amomaxu"};
		const char *n = a[w >> 27];
		if (n && (f3 == 2 || f3 == 3)) {
			const char *ord = (w >> 25 & 3) == 3 ? ".aqrl" : (w >> 25 & 3) == 2 ? ".aq" : (w >> 25 & 3) == 1 ? ".rl" : "";
			if (w >> 27 == 2)
				OUT("%s.%c%s %s,(%s)", n, f3 == 2 ? 'w' : 'd', ord, xr[rd], xr[rs1]);
			else
				OUT("%s.%c%s %s,%s,(%s)", n, f3 == 2 ? 'w' : 'd', ord, xr[rd], xr[rs2], xr[rs1]);
			return;
		}
		break;
	}
	case 0x43: case 0x47: case 0x4b: case 0x4f: {
		static const char *const m[4] = {"fmadd", "fmsub", "fnmsub", "fnmadd"};
		if ((f7 & 3) < 2) {
			if (f3 == 7)
				OUT("%s.%s %s,%s,%s,%s", m[(op >> 2) & 3], fmt2, fr[rd], fr[rs1], fr[rs2], fr[rs3]);
			else
				OUT("%s.%s %s,%s,%s,%s,%s", m[(op >> 2) & 3], fmt2, fr[rd], fr[rs1], fr[rs2], fr[rs3], rm[f3]);
			return;
		}
		break;
	}
	case 0x53: {
		unsigned fn = f7 >> 2;
		char rms[8] = "";
		if (f3 != 7)
			snprintf(rms, sizeof rms, ",%s", rm[f3]);
		if ((f7 & 3) > 1)
			break;
		switch (fn) {
		case 0x00: case 0x01: case 0x02: case 0x03: {
			static const char *const n[4] = {"fadd", "fsub", "fmul", "fdiv"};
			OUT("%s.%s %s,%s,%s%s", n[fn], fmt2, fr[rd], fr[rs1], fr[rs2], rms);
			return;
		}
		case 0x0b:
			if (rs2 == 0) {
				OUT("fsqrt.%s %s,%s%s", fmt2, fr[rd], fr[rs1], rms);
				return;
			}
			break;
		case 0x04:
			if (f3 < 3) {
				static const char *const n[3] = {"fsgnj", "fsgnjn", "fsgnjx"};
				OUT("%s.%s %s,%s,%s", n[f3], fmt2, fr[rd], fr[rs1], fr[rs2]);
				return;
			}
			break;
		case 0x05:
			if (f3 < 2) {
				OUT("%s.%s %s,%s,%s", f3 ? "fmax" : "fmin", fmt2, fr[rd], fr[rs1], fr[rs2]);
				return;
			}
			break;
		case 0x08: /* fcvt.s.d, fcvt.d.s */
			if ((f7 & 3) == 0 && rs2 == 1) {
				OUT("fcvt.s.d %s,%s%s", fr[rd], fr[rs1], rms);
				return;
			}
			if ((f7 & 3) == 1 && rs2 == 0) { /* exact: objdump shows no rounding mode */
				OUT("fcvt.d.s %s,%s", fr[rd], fr[rs1]);
				return;
			}
			break;
		case 0x14:
			if (f3 < 3) {
				static const char *const n[3] = {"fle", "flt", "feq"};
				OUT("%s.%s %s,%s,%s", n[f3], fmt2, xr[rd], fr[rs1], fr[rs2]);
				return;
			}
			break;
		case 0x18: case 0x1a: {
			static const char *const ty[4] = {"w", "wu", "l", "lu"};
			if (rs2 > 3)
				break;
			if (fn == 0x18)
				OUT("fcvt.%s.%s %s,%s%s", ty[rs2], fmt2, xr[rd], fr[rs1], rms);
			else if ((f7 & 3) == 1 && rs2 < 2) /* fcvt.d.w, fcvt.d.wu are exact */
				OUT("fcvt.%s.%s %s,%s", fmt2, ty[rs2], fr[rd], xr[rs1]);
			else
				OUT("fcvt.%s.%s %s,%s%s", fmt2, ty[rs2], fr[rd], xr[rs1], rms);
			return;
		}
		case 0x1c:
			if (rs2 == 0 && f3 == 0) {
				OUT("fmv.x.%s %s,%s", (f7 & 3) ? "d" : "w", xr[rd], fr[rs1]);
				return;
			}
			if (rs2 == 0 && f3 == 1) {
				OUT("fclass.%s %s,%s", fmt2, xr[rd], fr[rs1]);
				return;
			}
			break;
		case 0x1e:
			if (rs2 == 0 && f3 == 0) {
				OUT("fmv.%s.x %s,%s", (f7 & 3) ? "d" : "w", fr[rd], xr[rs1]);
				return;
			}
			break;
		}
		break;
	}
	}
	OUT(".4byte 0x%x", w);
}

size_t kl__rv_decode(const uint8_t *p, size_t n, uint64_t addr, char *text, size_t textlen)
{
	if (n < 2)
		return 0;
	if ((p[0] & 3) != 3) {
		snprintf(text, textlen, ".2byte 0x%x", (unsigned)(p[0] | p[1] << 8));
		return 2;
	}
	if (n < 4)
		return 0;
	uint32_t w = (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
	kl__rv_decode32(w, addr, text, textlen);
	return 4;
}
