/* encodings_float.c -- the floating-point part of encodings.c (included by it, sharing its
 * helpers): every float instruction for f and d, each float register in each position,
 * every fmov immediate and its neighbours, the memory offset forms, ordered branches and all
 * conversions, with the expected assembler text written here independently of the backend. */

static const char *fr(int t, kl_reg r)
{
	static char buf[8][16];
	static int k;
	char *b = buf[k++ & 7];
	snprintf(b, 16, "%c%d", t == KL_D ? 'd' : 's', (r - KL_FREG0) & 31);
	return b;
}
#define NFREGS 31 /* v0..v30 (v31 is kiln's) */
static kl_reg fv(int j) { return KL_FREG0 + j % NFREGS; }

/* whether v (as type t) is ±n/16 * 2^e, n = 16..31, e = -3..4: found by trying them all */
static int fmovable(int t, double v)
{
	for (int s = 0; s < 2; s++)
		for (int e = -3; e <= 4; e++)
			for (int n = 16; n < 32; n++) {
				double c = ldexp(n / 16.0, e) * (s ? -1 : 1);
				if (t == KL_F ? (float)v == (float)c : v == c)
					return 1;
			}
	return 0;
}

static void expect_fmem(int st, int t, kl_reg r, kl_reg b, int isreg, int64_t o)
{
	const char *m = st ? "str" : "ldr";
	int size = t == KL_D ? 8 : 4;
	if (isreg && o == 31)
		expect("%s %s, [sp, %s]", m, fr(t, r), rn(1, b));
	else if (isreg)
		expect("%s %s, [%s, %s]", m, fr(t, r), rn(1, b), rn(1, o));
	else if (o >= 0 && o % size == 0 && o / size < 4096)
		expect("%s %s, [%s, #%lld]", m, fr(t, r), rn(1, b), (long long)o);
	else if (o >= -256 && o < 256)
		expect("%s %s, [%s, #%lld]", st ? "stur" : "ldur", fr(t, r), rn(1, b), (long long)o);
	else {
		expect("mov x16, #%lld", (long long)o); /* the offsets below are one movz or movn */
		expect("%s %s, [%s, x16]", m, fr(t, r), rn(1, b));
	}
}

static long float_tests(void)
{
	long n0 = ncases;
	typedef void (*bin_fn)(kl_func *, kl_reg, kl_reg, kl_reg);
	typedef void (*un_fn)(kl_func *, kl_reg, kl_reg);
	typedef void (*br_fn)(kl_func *, kl_reg, kl_reg, kl_label);
	static const bin_fn bins[2][4] = {{kl_addf, kl_subf, kl_mulf, kl_divf}, {kl_addd, kl_subd, kl_muld, kl_divd}};
	static const char *binm[4] = {"fadd", "fsub", "fmul", "fdiv"};
	static const un_fn uns[2][2] = {{kl_negf, kl_movf}, {kl_negd, kl_movd}};
	static const br_fn brs[2][6] = {{kl_bltf, kl_blef, kl_bgtf, kl_bgef, kl_beqf, kl_bnef},
					{kl_bltd, kl_bled, kl_bgtd, kl_bged, kl_beqd, kl_bned}};
	static const char *brm[6] = {"blt", "ble", "bgt", "bge", "beq", "bne"};
	static const char *brc[6] = {"mi", "ls", "gt", "ge", "eq", "ne"};
	static const int64_t foffs[] = {0,      1,     2,     4,     8,     12,    255,   256,   -1,
					-4,     -256,  -257,  16380, 16384, 32760, 32768, 65536, -4096,
					0x12340000};
	for (int t = KL_F; t <= KL_D; t++) {
		const char *tn = t == KL_D ? "d" : "f";
		int ti = t == KL_D;
		/* binary: every register in each position, and the aliased shapes */
		for (int op = 0; op < 4; op++)
			for (int pos = 0; pos < 4; pos++)
				for (int j = 0; j < NFREGS; j++) {
					kl_reg d = fv(j), a = fv(j + 5), b = fv(j + 11);
					if (pos == 1) { a = fv(j); d = fv(j + 3); }
					if (pos == 2) { b = fv(j); d = fv(j + 7); }
					if (pos == 3) { d = a = b = fv(j); }
					begin();
					bins[ti][op](F, d, a, b);
					expect("%s %s, %s, %s", binm[op], fr(t, d), fr(t, a), fr(t, b));
					done("%s%s %s, %s, %s", binm[op] + 1, tn, fr(t, d), fr(t, a), fr(t, b));
				}
		/* neg, mov (nothing when the registers are the same), ret */
		for (int j = 0; j < NFREGS; j++)
			for (int k = 0; k < 3; k++) {
				kl_reg d = fv(j), s = fv(j + (k == 0 ? 0 : k == 1 ? 1 : 17));
				for (int op = 0; op < 2; op++) {
					begin();
					uns[ti][op](F, d, s);
					if (op == 0 || d != s)
						expect("%s %s, %s", op ? "fmov" : "fneg", fr(t, d), fr(t, s));
					done("%s%s %s, %s", op ? "mov" : "neg", tn, fr(t, d), fr(t, s));
				}
				if (k == 0) {
					begin();
					if (t == KL_D) kl_retd(F, d); else kl_retf(F, d);
					if (d != KL_FREG0)
						expect("fmov %s, %s", fr(t, KL_FREG0), fr(t, d));
					expect("nop");
					expect("nop");
					done("ret%s %s", tn, fr(t, d));
				}
			}
		/* set: +0.0 is movi, every fmov immediate and the values next to it, the rest a pool load */
		double vals[256 * 3 + 12];
		int nv = 0;
		for (int s = 0; s < 2; s++)
			for (int e = -3; e <= 4; e++)
				for (int n = 16; n < 32; n++) {
					double c = ldexp(n / 16.0, e) * (s ? -1 : 1);
					vals[nv++] = c;
					vals[nv++] = t == KL_D ? nextafter(c, 0) : (double)nextafterf((float)c, 0);
					vals[nv++] = t == KL_D ? nextafter(c, 100) : (double)nextafterf((float)c, 100);
				}
		static const double more[] = {0.0, -0.0, INFINITY, -INFINITY, NAN, 0.1, 1e30, 32.0, 0.0625, 1.0 / 3, 3e-39,
					      -2.2250738585072014e-308};
		for (size_t k = 0; k < sizeof more / sizeof more[0]; k++)
			vals[nv++] = more[k];
		for (int k = 0; k < nv; k++) {
			kl_reg d = fv(k * 7);
			double v = t == KL_D ? vals[k] : (double)(float)vals[k];
			begin();
			if (t == KL_D) kl_setd(F, d, v); else kl_setf(F, d, (float)v);
			if (v == 0 && !signbit(v)) {
				expect("movi %s, #0", fr(KL_D, d));
			} else if (fmovable(t, v)) {
				expect("fmov %s, #%.17g", fr(t, d), t == KL_D ? v : (double)(float)v);
			} else {
				expect("ldr %s, .", fr(t, d));
				expect("nop");
			}
			done("set%s %s, %a", tn, fr(t, d), v);
		}
		/* loads and stores: the three offset forms, sp as the base, register offsets */
		for (int j = 0; j < NREGS + 1; j++)
			for (int st = 0; st < 2; st++) {
				kl_reg r = fv(j * 3), b = j == NREGS ? KL_LP : regs[j], o = regs[(j + 9) % NREGS];
				for (size_t k = 0; k < sizeof foffs / sizeof foffs[0]; k++) {
					begin();
					if (st) {
						if (t == KL_D) kl_stdi(F, r, b, foffs[k]); else kl_stfi(F, r, b, foffs[k]);
					} else {
						if (t == KL_D) kl_lddi(F, r, b, foffs[k]); else kl_ldfi(F, r, b, foffs[k]);
					}
					expect_fmem(st, t, r, b, 0, foffs[k]);
					done("%s%si %s, %s, %lld", st ? "st" : "ld", tn, fr(t, r), rn(1, b), (long long)foffs[k]);
				}
				for (int sw = 0; sw < 2; sw++) { /* [b, o], and sp as the offset register */
					kl_reg bb = sw ? o : b, oo = sw ? b : o;
					begin();
					if (st) {
						if (t == KL_D) kl_std(F, r, bb, oo); else kl_stf(F, r, bb, oo);
					} else {
						if (t == KL_D) kl_ldd(F, r, bb, oo); else kl_ldf(F, r, bb, oo);
					}
					expect_fmem(st, t, r, bb, 1, oo);
					done("%s%s %s, %s, %s", st ? "st" : "ld", tn, fr(t, r), rn(1, bb), rn(1, oo));
				}
			}
		/* ordered branches, forward (short form + slot) and backward */
		for (int c = 0; c < 6; c++)
			for (int back = 0; back < 2; back++)
				for (int j = 0; j < NFREGS; j++) {
					kl_reg a = fv(j), b = fv(j + 10);
					begin();
					kl_label l = kl_label_new(F);
					if (back)
						kl_label_place(F, l);
					brs[ti][c](F, a, b, l);
					expect("fcmp %s, %s", fr(t, a), fr(t, b));
					if (c == 5)
						expect("fccmp %s, %s, #4, vc", fr(t, a), fr(t, b));
					if (back) {
						expect("b.%s .-%d", brc[c], c == 5 ? 8 : 4);
					} else {
						expect("b.%s .", brc[c]);
						expect("nop");
					}
					done("%s%s %s, %s, %s", brm[c], tn, fr(t, a), fr(t, b), back ? "back" : "fwd");
				}
	}
	/* conversions: every pair, every register on each side */
	typedef void (*cv_fn)(kl_func *, kl_reg, kl_reg);
	static const struct { cv_fn cv; const char *name; int from, to; } cvs[] = {
		{kl_cvi2f, "cvi2f", KL_I, KL_F}, {kl_cvi2d, "cvi2d", KL_I, KL_D}, {kl_cvu2f, "cvu2f", KL_U, KL_F},
		{kl_cvu2d, "cvu2d", KL_U, KL_D}, {kl_cvl2f, "cvl2f", KL_L, KL_F}, {kl_cvl2d, "cvl2d", KL_L, KL_D},
		{kl_cvul2f, "cvul2f", KL_UL, KL_F}, {kl_cvul2d, "cvul2d", KL_UL, KL_D}, {kl_cvf2i, "cvf2i", KL_F, KL_I},
		{kl_cvf2u, "cvf2u", KL_F, KL_U}, {kl_cvf2l, "cvf2l", KL_F, KL_L}, {kl_cvf2ul, "cvf2ul", KL_F, KL_UL},
		{kl_cvd2i, "cvd2i", KL_D, KL_I}, {kl_cvd2u, "cvd2u", KL_D, KL_U}, {kl_cvd2l, "cvd2l", KL_D, KL_L},
		{kl_cvd2ul, "cvd2ul", KL_D, KL_UL}, {kl_cvf2d, "cvf2d", KL_F, KL_D}, {kl_cvd2f, "cvd2f", KL_D, KL_F}};
	for (size_t k = 0; k < sizeof cvs / sizeof cvs[0]; k++) {
		int from = cvs[k].from, to = cvs[k].to;
		int ff = from == KL_F || from == KL_D, tf = to == KL_F || to == KL_D;
		int n = ff && tf ? NFREGS : NREGS;
		for (int j = 0; j < n; j++)
			for (int pos = 0; pos < 2; pos++) {
				int i0 = pos ? (j * 5 + 3) % NREGS : j % NREGS, f0 = pos ? j : (j * 7 + 2) % NFREGS;
				kl_reg d = tf ? fv(f0) : regs[i0], s = ff ? (tf ? fv(f0 + 4) : fv(f0)) : regs[i0];
				begin();
				cvs[k].cv(F, d, s);
				if (ff && tf)
					expect("fcvt %s, %s", fr(to, d), fr(from, s));
				else if (tf)
					expect("%s %s, %s", sgn(from) ? "scvtf" : "ucvtf", fr(to, d), rn(wide(from), s));
				else
					expect("%s %s, %s", sgn(to) ? "fcvtzs" : "fcvtzu", rn(wide(to), d), fr(from, s));
				done("%s %s, %s", cvs[k].name, tf ? fr(to, d) : rn(1, d), ff ? fr(from, s) : rn(1, s));
			}
	}
	return ncases - n0;
}
