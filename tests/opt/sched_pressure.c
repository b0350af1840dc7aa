/* sched_pressure.c -- KO_SCHED_PRESSURE's bound (docs/scheduling.md): the list and m-slice
 * schedulers under it never make more integer or float values live at one point than
 * max(the registers, the source order's most), per register file, on every target: random node
 * programs (every inlining policy), straight-line bitsliced-like blocks, float blocks, blocks cut
 * by a call; the compiled code still equals the interpreter.  Also the default scheduler's choice
 * per function, and the in-order model preferring the schedule with fewer stalls. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include <kiln.h>
#include <kiln/model.h>
#include <kiln/opt.h>

#define MAXW 64

static uint64_t next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ z >> 27) * 0x94d049bb133111ebull;
	return z ^ z >> 31;
}
static int below(uint64_t *s, int n) { return (int)(next(s) % (uint64_t)n); }

/* a bitwise S-box-like body over w words in place: temporaries, and, or, xor, not */
static void sbox_body(ko_func *o, uint64_t *rs, ko_reg *x, int w)
{
	ko_reg v[48];
	int nv = 0;
	for (int k = 0; k < w; k++)
		v[nv++] = x[k];
	int n = 10 + below(rs, 10);
	for (int k = 0; k < n; k++) {
		ko_reg a = v[below(rs, nv)], b = v[below(rs, nv)];
		ko_reg d = nv < 48 && below(rs, 2) ? (v[nv++] = ko_reg_new(o, KL_UL)) : v[w + below(rs, nv - w + 1) - 1];
		switch (below(rs, 4)) {
		case 0: ko_andul(o, d, a, b); break;
		case 1: ko_orul(o, d, a, b); break;
		case 2: ko_comul(o, d, a); break;
		default: ko_xorul(o, d, a, b); break;
		}
	}
	for (int k = 0; k < w; k++)
		ko_xorul(o, x[k], x[k], v[nv - 1 - k]);
}

/* the kinds of program */
enum kind { NODES, BITSLICED, FLOATS, CALLS, NKINDS };
static const char *const kind_name[] = {"node program", "bitsliced block", "float block", "block with calls"};

static uint64_t helper(uint64_t a, uint64_t b) { return a * 3 + (b ^ 0x55); }

/* void f(const uint64_t *in, const uint64_t *key, uint64_t *out): n words in, rounds of key
 * additions (loads of key words), S-box layers and rotations, n words out */
static void program(ko_func *o, enum kind kind, uint64_t seed, int *nwords)
{
	uint64_t rs = seed;
	int n = kind == FLOATS ? 8 + below(&rs, 25) : 16 + 4 * below(&rs, 9), rounds = 1 + below(&rs, 3);
	*nwords = n;
	ko_reg a[3];
	ko_func_begin(o, "%p%p%p", a, kind == CALLS ? 0 : KL_LEAF);
	ko_reg s[MAXW];
	if (kind == FLOATS) {
		/* doubles: n loaded, combined in chains, each round scaled by loaded keys */
		for (int j = 0; j < n; j++) {
			s[j] = ko_reg_new(o, KL_D);
			ko_lddi(o, s[j], a[0], 8 * j);
		}
		for (int r = 0; r < rounds; r++) {
			ko_reg k[MAXW];
			for (int j = 0; j < n; j++) {
				k[j] = ko_reg_new(o, KL_D);
				ko_lddi(o, k[j], a[1], 8 * (r * n + j));
			}
			for (int j = 0; j < n; j++) {
				ko_reg t = ko_reg_new(o, KL_D);
				ko_muld(o, t, s[j], k[(j + 1 + r) % n]);
				ko_addd(o, s[j], t, s[(j + 3) % n]);
			}
		}
		for (int j = 0; j < n; j++)
			ko_stdi(o, s[j], a[2], 8 * j);
		ko_retv(o);
		return;
	}
	ko_node sb = 0;
	int w = 4;
	if (kind == NODES) { /* an S-box node of w inputs and outputs */
		sb = ko_node_begin(o, "sbox");
		ko_reg x[4];
		for (int k = 0; k < w; k++)
			ko_node_input(o, x[k] = ko_reg_new(o, KL_UL));
		for (int k = 0; k < w; k++)
			ko_node_output(o, x[k]);
		sbox_body(o, &rs, x, w);
		cr_assert_eq(ko_node_end(o), 0, "%s", ko_errmsg(o));
	}
	for (int j = 0; j < n; j++) {
		s[j] = ko_reg_new(o, KL_UL);
		ko_lduli(o, s[j], a[0], 8 * j);
	}
	for (int r = 0; r < rounds; r++) {
		for (int j = 0; j < n; j++) { /* key addition */
			ko_reg k = ko_reg_new(o, KL_UL);
			ko_lduli(o, k, a[1], 8 * (r * n + j));
			ko_xorul(o, s[j], s[j], k);
		}
		/* the S-box layer: bit j of every group of w words, as in a bitsliced cipher */
		int groups = n / w;
		for (int g = 0; g < groups; g++) {
			ko_reg x[4];
			for (int k = 0; k < w; k++)
				x[k] = s[g + k * groups];
			if (kind == NODES)
				ko_node_call(o, sb, x, w, x, w);
			else
				sbox_body(o, &rs, x, w);
			if (kind == CALLS && g == groups / 2) { /* a barrier in the middle of the layer */
				ko_call_arg(o, KL_UL, s[0]);
				ko_call_arg(o, KL_UL, s[1]);
				ko_reg t = ko_call(o, KL_UL, (const void *)helper);
				ko_xorul(o, s[2], s[2], t);
			}
		}
		/* the linear layer: rotations of some words, xors of neighbours */
		for (int j = 0; j < n; j++)
			if (below(&rs, 3) == 0)
				ko_rotluli(o, s[j], s[j], 1 + below(&rs, 63));
			else if (below(&rs, 3) == 0)
				ko_xorul(o, s[j], s[j], s[(j + 1) % n]);
	}
	for (int j = 0; j < n; j++)
		ko_stuli(o, s[j], a[2], 8 * j);
	ko_retv(o);
}

static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};

struct mode {
	const char *name;
	unsigned sched;
	int window, inl;
};
static const struct mode modes[] = {
	{"list+pressure", KO_SCHED_LIST | KO_SCHED_PRESSURE, 0, KO_INLINE_HEURISTIC},
	{"list+pressure, inline none", KO_SCHED_LIST | KO_SCHED_PRESSURE, 0, KO_INLINE_NONE},
	{"list+pressure, inline all", KO_SCHED_LIST | KO_SCHED_PRESSURE, 0, KO_INLINE_ALL},
	{"mslice+pressure window 2", KO_SCHED_MSLICE | KO_SCHED_PRESSURE, 2, KO_INLINE_HEURISTIC},
	{"mslice+pressure window 10", KO_SCHED_MSLICE | KO_SCHED_PRESSURE, 10, KO_INLINE_NONE},
};

/* compile (kind, seed) under every mode for every target: the bound holds; on the host the code
 * equals the interpreter.  Returns how many compilations had the source order over the
 * registers in some file (the bound's interesting case). */
static int check(enum kind kind, uint64_t seed)
{
	uint64_t in[MAXW], key[3 * MAXW], want[MAXW], got[MAXW];
	uint64_t rs = seed ^ 0x5eed;
	for (int k = 0; k < MAXW; k++)
		in[k] = kind == FLOATS ? (uint64_t)below(&rs, 1000) : next(&rs);
	for (int k = 0; k < 3 * MAXW; k++)
		key[k] = kind == FLOATS ? (uint64_t)below(&rs, 1000) : next(&rs);
	if (kind == FLOATS) /* small doubles: the products stay exact enough to compare bits */
		for (int k = 0; k < MAXW; k++) {
			double d = (double)in[k] / 64, e = k < 3 * MAXW ? (double)key[k] / 64 : 0;
			memcpy(&in[k], &d, 8);
			memcpy(&key[k], &e, 8);
		}
	int n = 0, over = 0;
	for (size_t t = 0; t < sizeof targets / sizeof *targets; t++) {
		const struct kl_target_info *ti = kl_target_info(targets[t]);
		cr_assert_not_null(ti);
		uint32_t regs[2] = {(uint32_t)(ti->ntemps + ti->nvars), (uint32_t)(ti->nftemps + ti->nfvars)};
		int host = !strcmp(targets[t], kl_target_name());
		for (size_t m = 0; m < sizeof modes / sizeof *modes; m++) {
			ko_func *o = ko_func_new();
			program(o, kind, seed, &n);
			cr_assert_eq(ko_error(o), 0, "%s %llu: %s", kind_name[kind], (unsigned long long)seed, ko_errmsg(o));
			if (host && m == 0) {
				memset(want, 0, sizeof want);
				uint64_t argv[3] = {(uint64_t)(uintptr_t)in, (uint64_t)(uintptr_t)key, (uint64_t)(uintptr_t)want}, ret;
				cr_assert_eq(ko_interp(o, argv, &ret), 0, "%s", ko_errmsg(o));
			}
			ko_func_set_inline(o, modes[m].inl);
			ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY);
			ko_func_set_sched(o, modes[m].sched, modes[m].window);
			kl_func *f = host ? kl_func_new() : kl_func_new_target(targets[t]);
			cr_assert_eq(ko_func_emit(o, f), 0, "%s %llu, %s on %s: %s", kind_name[kind], (unsigned long long)seed,
				     modes[m].name, targets[t], ko_errmsg(o));
			struct ko_stats st;
			ko_func_stats(o, &st);
			uint32_t before[2] = {st.maxlive_int, st.maxlive_float}, after[2] = {st.sched_maxlive_int, st.sched_maxlive_float};
			for (int file = 0; file < 2; file++) {
				uint32_t bound = before[file] > regs[file] ? before[file] : regs[file];
				over += before[file] > regs[file];
				cr_assert_leq(after[file], bound,
					      "%s %llu, %s on %s: %u %s values live scheduled, %u in the source order, %u registers",
					      kind_name[kind], (unsigned long long)seed, modes[m].name, targets[t], after[file],
					      file ? "float" : "integer", before[file], regs[file]);
			}
			cr_assert_eq(st.sched, modes[m].sched);
			if (host) {
				void (*fn)(const uint64_t *, const uint64_t *, uint64_t *) =
					(void (*)(const uint64_t *, const uint64_t *, uint64_t *))kl_func_end(f, NULL);
				cr_assert_not_null(fn, "%s", kl_errmsg(f));
				memset(got, 0, sizeof got);
				fn(in, key, got);
				for (int j = 0; j < n; j++)
					cr_assert_eq(got[j], want[j], "%s %llu, %s: word %d of %d is %#llx, the interpreter's %#llx",
						     kind_name[kind], (unsigned long long)seed, modes[m].name, j, n,
						     (unsigned long long)got[j], (unsigned long long)want[j]);
				kl_code_free((void *)fn);
			} else {
				kl_func_abort(f);
			}
			kl_func_delete(f);
			ko_func_delete(o);
		}
	}
	return over;
}

#define KIND(kind, name)                                                                           \
	Test(sched_pressure, name, .timeout = 1200)                                                \
	{                                                                                          \
		int over = 0;                                                                      \
		for (uint64_t s = 1; s <= 8; s++)                                                  \
			over += check(kind, s);                                                    \
		/* the programs are meant to need more registers than there are somewhere */       \
		cr_assert_gt(over, 0, "no program over the registers");                            \
	}
KIND(NODES, random_node_programs)
KIND(BITSLICED, bitsliced_blocks)
KIND(FLOATS, float_blocks)
KIND(CALLS, blocks_with_calls)

/* the default: the bitslice scheduler where node calls stay calls and the integer values live
 * at once outnumber the registers (or its wave order, where that would reload less: then the
 * code KO_SCHED_WAVE makes), else list scheduling under the bound; ko_func_set_sched wins */
Test(sched_pressure, default_choice)
{
	int n, saw[2] = {0, 0}, saw_wave = 0;
	for (size_t t = 0; t < sizeof targets / sizeof *targets; t++) {
		const struct kl_target_info *ti = kl_target_info(targets[t]);
		uint32_t regs = (uint32_t)(ti->ntemps + ti->nvars);
		for (uint64_t seed = 1; seed <= 4; seed++)
			for (int inl = 0; inl < 3; inl++)
				for (int set = 0; set < 2; set++) {
					ko_func *o = ko_func_new();
					program(o, NODES, seed, &n);
					ko_func_set_inline(o, inl);
					ko_func_set_sched(o, KO_SCHED_BITSLICE, 0);
					ko_func_set_sched(o, set ? KO_SCHED_MSLICE : 0, set ? 4 : 0); /* 0: back to the default */
					kl_func *f = kl_func_new_target(targets[t]);
					cr_assert_eq(ko_func_emit(o, f), 0, "%s", ko_errmsg(o));
					struct ko_stats st;
					ko_func_stats(o, &st);
					int bits = !set && inl != KO_INLINE_ALL && st.maxlive_int > regs;
					unsigned want = set ? KO_SCHED_MSLICE : bits ? KO_SCHED_BITSLICE : KO_SCHED_LIST | KO_SCHED_PRESSURE;
					if (bits && st.sched == KO_SCHED_WAVE) { /* the wave order reloads less: its code */
						want = KO_SCHED_WAVE;
						ko_func *w = ko_func_new();
						program(w, NODES, seed, &n);
						ko_func_set_inline(w, inl);
						ko_func_set_sched(w, KO_SCHED_WAVE, 0);
						kl_func *g = kl_func_new_target(targets[t]);
						cr_assert_eq(ko_func_emit(w, g), 0, "%s", ko_errmsg(w));
						struct ko_stats sw;
						ko_func_stats(w, &sw);
						cr_assert(sw.insns == st.insns && sw.spill_stores == st.spill_stores && sw.reloads == st.reloads,
							  "%s, seed %llu: the default's wave code differs from KO_SCHED_WAVE's", targets[t],
							  (unsigned long long)seed);
						saw_wave = 1;
						kl_func_abort(g);
						kl_func_delete(g);
						ko_func_delete(w);
					}
					cr_assert_eq(st.sched, want,
						     "%s, seed %llu, inlining %d, set %d: scheduler %#x, want %#x (%u values live, %u registers)",
						     targets[t], (unsigned long long)seed, inl, set, st.sched, want, st.maxlive_int, regs);
					if (!set)
						saw[bits] = 1;
					kl_func_abort(f);
					kl_func_delete(f);
					ko_func_delete(o);
				}
	}
	cr_assert(saw[0] && saw[1], "both defaults seen: list %d, bitslice %d", saw[0], saw[1]);
	cr_log_info("the default chose the wave order for some program: %d", saw_wave);
	/* no scheduling pass: no scheduler */
	ko_func *o = ko_func_new();
	program(o, BITSLICED, 3, &n);
	ko_func_set_passes(o, KO_CLEAN | KO_PEEP);
	cr_assert_not_null(ko_func_end(o, NULL), "%s", ko_errmsg(o));
	struct ko_stats st;
	ko_func_stats(o, &st);
	cr_assert_eq(st.sched, 0u);
	cr_assert_eq(st.sched_maxlive_int, st.maxlive_int);
	ko_func_delete(o);
}

/* n independent chains in source order: load, add, store each (every add waits for its load;
 * one base, disjoint offsets: a load may move above the stores before it) */
static void chains(ko_func *o, int n)
{
	ko_reg a[1];
	ko_func_begin(o, "%p", a, KL_LEAF);
	for (int j = 0; j < n; j++) {
		ko_reg x = ko_reg_new(o, KL_UL);
		ko_lduli(o, x, a[0], 8 * j);
		ko_adduli(o, x, x, j + 1);
		ko_stuli(o, x, a[0], 8 * (n + j));
	}
	ko_retv(o);
}

/* the model's cycles for chains(n) compiled for target with scheduler mode (0: none) */
static double chain_cycles(const char *target, const struct kl_model *m, unsigned mode, int n)
{
	ko_func *o = ko_func_new();
	chains(o, n);
	ko_func_set_model(o, m);
	if (mode)
		ko_func_set_sched(o, mode, 0);
	else
		ko_func_set_passes(o, KO_CLEAN | KO_PEEP);
	kl_func *f = kl_func_new_target(target);
	cr_assert_eq(ko_func_emit(o, f), 0, "%s", ko_errmsg(o));
	double c = ko_func_model_cycles(o, target);
	kl_func_abort(f);
	kl_func_delete(f);
	ko_func_delete(o);
	return c;
}

/* On an in-order core each add waits for its load and holds back everything after it: the list
 * scheduler's order (loads first) stalls less, and the model must say so.  An out-of-order core
 * overlaps the chains itself, so there the order matters much less. */
Test(sched_pressure, in_order_model_prefers_fewer_stalls)
{
	const struct kl_model *u74 = kl_model_get("riscv64");
	cr_assert_not_null(u74);
	cr_assert_eq(u74->in_order, 1, "the U74 is in order");
	struct kl_model ooo = *u74;
	ooo.in_order = 0;
	int n = 8;
	double src = chain_cycles("riscv64", u74, 0, n), list = chain_cycles("riscv64", u74, KO_SCHED_LIST, n);
	double src_ooo = chain_cycles("riscv64", &ooo, 0, n), list_ooo = chain_cycles("riscv64", &ooo, KO_SCHED_LIST, n);
	/* source order: every add stalls (the load's latency - 1) cycles */
	int lat = u74->cls[KL_IC_LOAD].latency;
	cr_assert_geq(src, n * (lat + 1), "in order, source order: %.0f cycles for %d chains", src, n);
	cr_assert_lt(list, src - n, "in order: list-scheduled %.0f cycles, source order %.0f", list, src);
	cr_assert_lt(src_ooo - list_ooo, src - list, "out of order the order matters less: %.0f - %.0f against %.0f - %.0f",
		     src_ooo, list_ooo, src, list);
	/* the autotuner by the model prefers a schedule to none on the U74 */
	ko_func *o = ko_func_new();
	chains(o, n);
	struct ko_tune t;
	cr_assert_eq(ko_autotune(o, "riscv64", NULL, NULL, 0, &t), 0, "%s", ko_errmsg(o));
	cr_assert_lt(t.row[t.best].cycles, t.row[0].cycles, "chose %s", t.row[t.best].choice.name);
	cr_assert(t.row[t.best].choice.passes & KO_SCHED, "chose %s", t.row[t.best].choice.name);
	ko_func_delete(o);
}
