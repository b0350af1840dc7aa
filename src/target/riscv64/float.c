/* float.c -- RISC-V 64 floating-point constants: +0.0 from x0; an f constant's 32 bits built
 * in t5 (1 or 2 instructions) and moved with fmv.w.x; a d constant with at most 12 (addi) or
 * 20 (lui) significant bits shifted into place, then fmv.d.x; any other d constant loaded from
 * the constant pool that kl_func_end places after the code (auipc t5 + fld, a KL__FIX_POOL
 * fixup).  Three ALU instructions beat a load (no data-cache access, no pool entry). */
#include <string.h>

#include "../../core/internal.h"

static uint64_t kl__fbits(int t, double v)
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

void kl__rv_fset(kl_func *f, int t, kl_reg rd, double v)
{
	uint64_t b = kl__fbits(t, v);
	uint32_t mv = KL_RV_FMV_FX | kl__rv_fmt(t) | KL_RV_RD(rd);
	if (b == 0) { /* +0.0 */
		kl__rv_put(f, mv | KL_RV_RS1(KL_ZERO));
		return;
	}
	if (t == KL_F) { /* 32 bits: addi, lui or lui + addiw, then fmv.w.x */
		kl__rv_li(f, KL__SCRATCH, (int32_t)(uint32_t)b);
		kl__rv_put(f, mv | KL_RV_RS1(KL__SCRATCH));
		return;
	}
	int sh = __builtin_ctzll(b);
	int64_t hi = (int64_t)b >> sh;
	/* few significant bits (1.0, -2.0, 0.5, 3.0, 100.0 ...): addi or lui, slli, fmv.d.x */
	if (kl__fits12(hi) || (sh >= 12 && hi >= -(1 << 19) && hi < (1 << 19))) {
		if (kl__fits12(hi)) {
			kl__rv_put(f, KL_RV_I(KL_RV_ADDI, KL__SCRATCH, KL_ZERO, hi));
		} else {
			kl__rv_put(f, KL_RV_U(KL_RV_LUI, KL__SCRATCH, (uint32_t)hi));
			sh -= 12;
		}
		if (sh)
			kl__rv_put(f, KL_RV_SLLI | KL_RV_RD(KL__SCRATCH) | KL_RV_RS1(KL__SCRATCH) | KL_RV_SHAMT(sh));
		kl__rv_put(f, mv | KL_RV_RS1(KL__SCRATCH));
		return;
	}
	uint32_t idx = kl__pool_add(f, b);
	uint8_t *p = kl__room(f);
	kl__rv_w2(p, KL_RV_U(KL_RV_AUIPC, KL__SCRATCH, 0), KL_RV_I(KL_RV_FLD, rd, KL__SCRATCH, 0));
	f->ip = p + 8;
	kl__fixup_add(f, (uint32_t)(p - f->buf), KL__FIX_POOL, idx);
}
