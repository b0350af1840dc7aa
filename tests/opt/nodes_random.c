/* nodes_random.c -- the schedulers never change results (issue 14): random programs built from
 * nodes -- bitwise S-box-like nodes (some calling others), linear layers of rotations, xors and
 * assignments, key additions, loose instructions between them -- compiled under every scheduler,
 * allocator and inlining policy, run, and compared with the interpreter. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include <kiln.h>
#include <kiln/opt.h>

#define MAXW 48

static uint64_t next(uint64_t *s)
{
	uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
	z = (z ^ z >> 30) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ z >> 27) * 0x94d049bb133111ebull;
	return z ^ z >> 31;
}
static int below(uint64_t *s, int n) { return (int)(next(s) % (uint64_t)n); }

/* a bitwise node of w inputs and w outputs (w 3 to 5), 10 to 24 instructions */
static ko_node sbox_node(ko_func *o, uint64_t *rs, int w, const char *name)
{
	ko_node id = ko_node_begin(o, name);
	ko_reg v[40];
	int nv = 0;
	for (int k = 0; k < w; k++) {
		v[nv] = ko_reg_new(o, KL_UL);
		ko_node_input(o, v[nv++]);
	}
	int n = 10 + below(rs, 15);
	for (int k = 0; k < n; k++) {
		ko_reg a = v[below(rs, nv)], b = v[below(rs, nv)];
		ko_reg d = nv < 40 && below(rs, 2) ? (v[nv++] = ko_reg_new(o, KL_UL)) : v[below(rs, nv)];
		switch (below(rs, 5)) {
		case 0: ko_andul(o, d, a, b); break;
		case 1: ko_orul(o, d, a, b); break;
		case 2: ko_comul(o, d, a); break;
		default: ko_xorul(o, d, a, b); break;
		}
	}
	/* outputs: w distinct values, the last ones written first (an input may be one) */
	for (int k = 0; k < w; k++)
		ko_node_output(o, v[nv - 1 - k]);
	cr_assert_eq(ko_node_end(o), 0, "%s", ko_errmsg(o));
	return id;
}

/* a node calling s twice on overlapping values: w + 1 inputs and outputs */
static ko_node twice_node(ko_func *o, ko_node s, int w)
{
	ko_node id = ko_node_begin(o, "twice");
	ko_reg v[8];
	for (int k = 0; k <= w; k++) {
		v[k] = ko_reg_new(o, KL_UL);
		ko_node_input(o, v[k]);
	}
	for (int k = 0; k <= w; k++)
		ko_node_output(o, v[k]);
	ko_node_call(o, s, v, w, v, w);
	ko_xorul(o, v[w], v[w], v[0]);
	ko_node_call(o, s, v + 1, w, v + 1, w);
	cr_assert_eq(ko_node_end(o), 0, "%s", ko_errmsg(o));
	return id;
}

/* a linear layer over n words: assignments (a permutation), rotations and xors */
static ko_node linear_node(ko_func *o, uint64_t *rs, int n)
{
	ko_node id = ko_node_begin(o, "linear");
	ko_reg x[MAXW], y[MAXW];
	int perm[MAXW];
	for (int k = 0; k < n; k++) {
		x[k] = ko_reg_new(o, KL_UL);
		y[k] = ko_reg_new(o, KL_UL);
		ko_node_input(o, x[k]);
		perm[k] = k;
	}
	for (int k = 0; k < n; k++)
		ko_node_output(o, y[k]);
	for (int k = n - 1; k > 0; k--) {
		int j = below(rs, k + 1), t = perm[k];
		perm[k] = perm[j];
		perm[j] = t;
	}
	for (int k = 0; k < n; k++) {
		switch (below(rs, 4)) {
		case 0:
			ko_rotluli(o, y[k], x[perm[k]], 1 + below(rs, 63));
			break;
		case 1: {
			ko_reg t = ko_reg_new(o, KL_UL);
			ko_rotruli(o, t, x[perm[k]], 1 + below(rs, 63));
			ko_xorul(o, y[k], t, x[below(rs, n)]);
			break;
		}
		default:
			ko_movul(o, y[k], x[perm[k]]);
		}
	}
	cr_assert_eq(ko_node_end(o), 0, "%s", ko_errmsg(o));
	return id;
}

/* key addition: n state and n key inputs, the n sums out */
static ko_node ark_node(ko_func *o, int n)
{
	ko_node id = ko_node_begin(o, "ark");
	ko_reg s[MAXW], k[MAXW];
	for (int j = 0; j < n; j++) {
		s[j] = ko_reg_new(o, KL_UL);
		ko_node_input(o, s[j]);
	}
	for (int j = 0; j < n; j++) {
		k[j] = ko_reg_new(o, KL_UL);
		ko_node_input(o, k[j]);
	}
	for (int j = 0; j < n; j++)
		ko_node_output(o, s[j]);
	for (int j = 0; j < n; j++)
		ko_xorul(o, s[j], s[j], k[j]);
	cr_assert_eq(ko_node_end(o), 0, "%s", ko_errmsg(o));
	return id;
}

/* void f(const uint64_t *in, const uint64_t *key, uint64_t *out) */
static void program(ko_func *o, uint64_t seed, int *nwords, int *nkeys)
{
	uint64_t rs = seed;
	int n = 4 * (2 + below(&rs, 11)), rounds = 1 + below(&rs, 3);
	*nwords = n;
	*nkeys = n * rounds;
	ko_reg a[3];
	ko_func_begin(o, "%p%p%p", a, KL_LEAF);
	int w[3];
	ko_node sb[3];
	for (int k = 0; k < 3; k++) {
		w[k] = 3 + below(&rs, 3);
		char name[8] = "sbox0";
		name[4] = (char)('0' + k);
		sb[k] = sbox_node(o, &rs, w[k], name);
	}
	ko_node tw = twice_node(o, sb[0], w[0]), lin = linear_node(o, &rs, n), ark = ark_node(o, n);
	ko_reg s[MAXW], in[2 * MAXW];
	for (int j = 0; j < n; j++) {
		s[j] = ko_reg_new(o, KL_UL);
		ko_lduli(o, s[j], a[0], 8 * j);
	}
	for (int r = 0; r < rounds; r++) {
		memcpy(in, s, sizeof s[0] * (size_t)n);
		for (int j = 0; j < n; j++) {
			in[n + j] = ko_reg_new(o, KL_UL);
			ko_lduli(o, in[n + j], a[1], 8 * (r * n + j));
		}
		if (below(&rs, 2)) {
			ko_node_call(o, ark, s, n, in, 2 * n);
		} else { /* loose key addition */
			for (int j = 0; j < n; j++)
				ko_xorul(o, s[j], s[j], in[n + j]);
		}
		/* S-box calls on a random partition of the state */
		int perm[MAXW];
		for (int k = 0; k < n; k++)
			perm[k] = k;
		for (int k = n - 1; k > 0; k--) {
			int j = below(&rs, k + 1), t = perm[k];
			perm[k] = perm[j];
			perm[j] = t;
		}
		for (int at = 0; at < n;) {
			int c = below(&rs, 4), width = c == 3 ? w[0] + 1 : w[c];
			if (at + width > n) {
				ko_xorul(o, s[perm[at]], s[perm[at]], s[perm[(at + 1) % n]]);
				ko_rotluli(o, s[perm[at]], s[perm[at]], 7);
				at++;
				continue;
			}
			ko_reg args[8];
			for (int k = 0; k < width; k++)
				args[k] = s[perm[at + k]];
			ko_node_call(o, c == 3 ? tw : sb[c], args, width, args, width);
			if (below(&rs, 4) == 0) /* a loose instruction between calls */
				ko_xoruli(o, s[perm[at]], s[perm[at]], (int32_t)below(&rs, 1 << 20));
			at += width;
		}
		ko_node_call(o, lin, s, n, s, n);
	}
	for (int j = 0; j < n; j++)
		ko_stuli(o, s[j], a[2], 8 * j);
	ko_retv(o);
	cr_assert_eq(ko_error(o), 0, "seed %llu: %s", (unsigned long long)seed, ko_errmsg(o));
}

struct setting {
	const char *name;
	unsigned passes, sched;
	int window, inl;
};

static void check_seed(uint64_t seed)
{
	int nc;
	const struct ko_choice *ch = ko_tune_choices(&nc);
	struct setting set[64];
	int ns = 0;
	static const char *const inl[] = {"heuristic", "all", "none"};
	/* the 14 schedulers and allocators (the autotuner's windows and policies are below) */
	for (int i = 0; i < 3; i++)
		for (int c = 0; c < nc; c++)
			if (!ch[c].inl && (ch[c].window == 0 || ch[c].window == KO_SCHED_WINDOW))
				set[ns++] = (struct setting){ch[c].name, ch[c].passes, ch[c].sched, ch[c].window, i};
	static const int windows[] = {1, 2, 3, 64};
	for (int k = 0; k < 4; k++)
		set[ns++] = (struct setting){"mslice", KO_CLEAN | KO_SCHED | KO_PEEP, KO_SCHED_MSLICE, windows[k], 0};
	set[ns++] = (struct setting){"mslice+pressure", KO_CLEAN | KO_SCHED | KO_PEEP, KO_SCHED_MSLICE | KO_SCHED_PRESSURE, 10, 0};
	set[ns++] = (struct setting){"bitslice, no cleanups", KO_SCHED, KO_SCHED_BITSLICE, 0, 2};
	uint64_t in[MAXW], key[3 * MAXW], want[MAXW], got[MAXW];
	uint64_t rs = seed ^ 0x5eed;
	for (int k = 0; k < MAXW; k++)
		in[k] = next(&rs);
	for (int k = 0; k < 3 * MAXW; k++)
		key[k] = next(&rs);
	int n = 0, nk = 0;
	for (int k = 0; k < ns; k++) {
		ko_func *o = ko_func_new();
		program(o, seed, &n, &nk);
		if (k == 0) {
			memset(want, 0, sizeof want);
			uint64_t argv[3] = {(uint64_t)(uintptr_t)in, (uint64_t)(uintptr_t)key, (uint64_t)(uintptr_t)want}, ret;
			cr_assert_eq(ko_interp(o, argv, &ret), 0, "seed %llu: %s", (unsigned long long)seed, ko_errmsg(o));
		}
		ko_func_set_inline(o, set[k].inl);
		ko_func_set_passes(o, set[k].passes | KO_VERIFY);
		ko_func_set_sched(o, set[k].sched, set[k].window);
		void (*fn)(const uint64_t *, const uint64_t *, uint64_t *) =
			(void (*)(const uint64_t *, const uint64_t *, uint64_t *))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "seed %llu, %s window %d inline %s: %s", (unsigned long long)seed, set[k].name,
				   set[k].window, inl[set[k].inl], ko_errmsg(o));
		memset(got, 0, sizeof got);
		fn(in, key, got);
		for (int j = 0; j < n; j++)
			if (got[j] != want[j]) {
				ko_func_print(o, stderr, 0);
				ko_func_print(o, stderr, 1);
				cr_assert_fail("seed %llu, %s window %d inline %s: word %d of %d is %#llx, the interpreter's %#llx",
					       (unsigned long long)seed, set[k].name, set[k].window, inl[set[k].inl], j, n,
					       (unsigned long long)got[j], (unsigned long long)want[j]);
			}
		kl_code_free((void *)fn);
		ko_func_delete(o);
	}
}

#define RANGE(r)                                                                                   \
	Test(nodes_random, programs_##r, .timeout = 1200)                                          \
	{                                                                                          \
		for (uint64_t s = 10 * (r); s < 10 * (r) + 10; s++)                                \
			check_seed(s);                                                             \
	}
RANGE(0)
RANGE(1)
RANGE(2)
RANGE(3)
