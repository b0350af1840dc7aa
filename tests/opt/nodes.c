/* nodes.c -- nodes of the optimizing tier and the schedulers that use them (issue 14): seed 000's
 * inlining heuristic on S-box, permutation, key-addition and tiny nodes; calls against the
 * interpreter; the bitslice scheduler interleaving Rectangle's key addition with its S-box calls
 * as seed 000 shows (and spilling less for it); the m-slice scheduler on seed 000's six
 * instructions with a core of two XORs a cycle; autotuning; bad use is an error. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <string.h>

#include <kiln.h>
#include <kiln/model.h>
#include <kiln/opt.h>

static uint32_t nrec(const ko_func *o)
{
	size_t n;
	ko_func_code(o, &n);
	return (uint32_t)n;
}

/* Rectangle's S-box as seed 000 writes it: 12 instructions, 4 inputs, 4 outputs */
static ko_node rect_sbox(ko_func *o)
{
	ko_node n = ko_node_begin(o, "sbox");
	ko_reg a[4], b[4], t[12];
	for (int k = 0; k < 4; k++) {
		a[k] = ko_reg_new(o, KL_UL);
		ko_node_input(o, a[k]);
	}
	for (int k = 0; k < 4; k++) {
		b[k] = ko_reg_new(o, KL_UL);
		ko_node_output(o, b[k]);
	}
	for (int k = 0; k < 12; k++)
		t[k] = ko_reg_new(o, KL_UL);
	ko_comul(o, t[1], a[1]);
	ko_andul(o, t[2], a[0], t[1]);
	ko_xorul(o, t[3], a[2], a[3]);
	ko_xorul(o, b[0], t[2], t[3]);
	ko_orul(o, t[5], a[3], t[1]);
	ko_xorul(o, t[6], a[0], t[5]);
	ko_xorul(o, b[1], a[2], t[6]);
	ko_xorul(o, t[8], a[1], a[2]);
	ko_andul(o, t[9], t[3], t[6]);
	ko_xorul(o, b[3], t[8], t[9]);
	ko_orul(o, t[11], b[0], t[8]);
	ko_xorul(o, b[2], t[6], t[11]);
	cr_assert_eq(ko_node_end(o), 0, "%s", ko_errmsg(o));
	return n;
}

static uint64_t sbox_ref(const uint64_t a[4], uint64_t b[4])
{
	uint64_t t1 = ~a[1], t2 = a[0] & t1, t3 = a[2] ^ a[3];
	b[0] = t2 ^ t3;
	uint64_t t5 = a[3] | t1, t6 = a[0] ^ t5;
	b[1] = a[2] ^ t6;
	uint64_t t8 = a[1] ^ a[2], t9 = t3 & t6;
	b[3] = t8 ^ t9;
	b[2] = t6 ^ (b[0] | t8);
	return 0;
}

/* key addition of n words: n state and n key inputs, n outputs (x ^= k) */
static ko_node key_add(ko_func *o, int n)
{
	ko_node id = ko_node_begin(o, "ark");
	ko_reg s[64], k[64];
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

Test(nodes, heuristic_of_seed_000)
{
	ko_func *o = ko_func_new();
	ko_reg p[1];
	ko_func_begin(o, "%p", p, KL_LEAF);
	ko_node sbox = rect_sbox(o), ark = key_add(o, 16);
	/* a permutation with one rotation: 7 of 8 records are moves */
	ko_node perm = ko_node_begin(o, "shiftrows");
	ko_reg x[8], y[8];
	for (int k = 0; k < 8; k++) {
		x[k] = ko_reg_new(o, KL_UL);
		y[k] = ko_reg_new(o, KL_UL);
		ko_node_input(o, x[k]);
	}
	for (int k = 0; k < 8; k++)
		ko_node_output(o, y[k]);
	for (int k = 0; k < 7; k++)
		ko_movul(o, y[k], x[(k + 1) % 8]);
	ko_rotluli(o, y[7], x[0], 13);
	for (int k = 0; k < 8; k++) /* 8 more moves: 15 of 16 */
		ko_movul(o, x[k], y[k]);
	ko_node_end(o);
	/* a tiny one: 3 instructions */
	ko_node tiny = ko_node_begin(o, "f");
	ko_reg u = ko_reg_new(o, KL_UL), v = ko_reg_new(o, KL_UL);
	ko_node_input(o, u);
	ko_node_output(o, v);
	ko_rotluli(o, v, u, 5);
	ko_andul(o, v, v, u);
	ko_xorul(o, v, v, u);
	ko_node_end(o);
	cr_assert_eq(ko_error(o), 0, "%s", ko_errmsg(o));
	cr_assert_eq(ko_func_nnodes(o), 4);
	struct ko_node_info i;
	cr_assert_eq(ko_node_info(o, sbox, &i), 0);
	cr_assert_eq(i.insns, 12);
	cr_assert_eq(i.assigns, 0);
	cr_assert_eq(i.inlined, 0, "the S-box stays a call: %s", i.why);
	cr_assert_eq(ko_node_info(o, ark, &i), 0);
	cr_assert_eq(i.ninputs + i.noutputs, 48);
	cr_assert_eq(i.inlined, 1);
	cr_assert(strstr(i.why, "31"), "%s", i.why);
	cr_assert_eq(ko_node_info(o, perm, &i), 0);
	cr_assert_eq(i.insns, 16);
	cr_assert_eq(i.assigns, 15);
	cr_assert_eq(i.inlined, 1);
	cr_assert(strstr(i.why, "65%"), "%s", i.why);
	cr_assert_eq(ko_node_info(o, tiny, &i), 0);
	cr_assert_eq(i.insns, 3);
	cr_assert_eq(i.inlined, 1);
	cr_assert(strstr(i.why, "10"), "%s", i.why);
	cr_assert_eq(ko_node_info(o, 5, &i), -1);
	ko_func_delete(o);
}

/* void f(uint64_t *in, uint64_t *key, uint64_t *out): nw words of state, one key addition, the
 * S-box on each group of 4, stored.  Records of the key addition's xors in xor_rec[word]; the
 * records of S-box call g in [sbox_first[g], sbox_end[g]). */
struct rect {
	uint32_t xor_rec[64], sbox_first[16], sbox_end[16];
	uint32_t call_first[4][16], call_end[4][16]; /* every round's calls (the first four rounds) */
};

static void rect_round(ko_func *o, int nw, int rounds, struct rect *r)
{
	ko_reg a[3];
	ko_func_begin(o, "%p%p%p", a, KL_LEAF);
	ko_node sbox = rect_sbox(o), ark = key_add(o, nw);
	ko_reg s[64], k[64], in[128];
	for (int j = 0; j < nw; j++) {
		s[j] = ko_reg_new(o, KL_UL);
		ko_lduli(o, s[j], a[0], 8 * j);
	}
	for (int round = 0; round < rounds; round++) {
		for (int j = 0; j < nw; j++) {
			k[j] = ko_reg_new(o, KL_UL);
			ko_lduli(o, k[j], a[1], 8 * (j + round * nw));
		}
		memcpy(in, s, sizeof s[0] * (size_t)nw);
		memcpy(in + nw, k, sizeof k[0] * (size_t)nw);
		uint32_t at = nrec(o);
		ko_node_call(o, ark, s, nw, in, 2 * nw);
		if (round == 0) { /* its xors, in order: word j's is the j-th */
			size_t n;
			const kl_insn *c = ko_func_code(o, &n);
			int j = 0;
			for (uint32_t x = at; x < n; x++)
				if (kl_opinfo[c[x].op].name == KL_N_xor)
					r->xor_rec[j++] = x;
			cr_assert_eq(j, nw);
		}
		for (int g = 0; g < nw / 4; g++) {
			if (round == 0)
				r->sbox_first[g] = nrec(o);
			if (round < 4)
				r->call_first[round][g] = nrec(o);
			ko_node_call(o, sbox, &s[4 * g], 4, &s[4 * g], 4);
			if (round == 0)
				r->sbox_end[g] = nrec(o);
			if (round < 4)
				r->call_end[round][g] = nrec(o);
		}
	}
	for (int j = 0; j < nw; j++)
		ko_stuli(o, s[j], a[2], 8 * j);
	ko_retv(o);
}

static void rect_ref(int nw, int rounds, const uint64_t *in, const uint64_t *key, uint64_t *out)
{
	uint64_t s[64];
	memcpy(s, in, 8 * (size_t)nw);
	for (int round = 0; round < rounds; round++) {
		for (int j = 0; j < nw; j++)
			s[j] ^= key[j + round * nw];
		for (int g = 0; g < nw / 4; g++) {
			uint64_t b[4];
			sbox_ref(&s[4 * g], b);
			memcpy(&s[4 * g], b, sizeof b);
		}
	}
	memcpy(out, s, 8 * (size_t)nw);
}

static void fill(uint64_t *x, int n, uint64_t seed)
{
	for (int k = 0; k < n; k++) {
		seed = seed * 6364136223846793005ull + 1442695040888963407ull;
		x[k] = seed ^ seed >> 29;
	}
}

Test(nodes, calls_agree_with_the_interpreter_and_c)
{
	uint64_t in[64], key[3 * 64], want[64], got[64], interp[64];
	fill(in, 64, 1);
	fill(key, 3 * 64, 2);
	rect_ref(64, 3, in, key, want);
	int nc;
	const struct ko_choice *ch = ko_tune_choices(&nc);
	for (int c = 0; c < nc; c++) {
		ko_func *o = ko_func_new();
		struct rect r;
		rect_round(o, 64, 3, &r);
		cr_assert_eq(ko_func_set_choice(o, &ch[c]), 0, "%s", ko_errmsg(o));
		ko_func_set_passes(o, ko_func_passes(o) | KO_VERIFY);
		memset(interp, 0, sizeof interp);
		uint64_t argv[3] = {(uint64_t)(uintptr_t)in, (uint64_t)(uintptr_t)key, (uint64_t)(uintptr_t)interp}, ret;
		cr_assert_eq(ko_interp(o, argv, &ret), 0, "%s", ko_errmsg(o));
		cr_assert_arr_eq(interp, want, sizeof want, "the interpreter disagrees with C");
		void (*fn)(const uint64_t *, const uint64_t *, uint64_t *) =
			(void (*)(const uint64_t *, const uint64_t *, uint64_t *))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s: %s", ch[c].name, ko_errmsg(o));
		memset(got, 0, sizeof got);
		fn(in, key, got);
		for (int j = 0; j < 64; j++)
			cr_assert_eq(got[j], want[j], "%s: word %d: %#llx, want %#llx", ch[c].name, j, (unsigned long long)got[j],
				     (unsigned long long)want[j]);
		kl_code_free((void *)fn);
		ko_func_delete(o);
	}
}

/* seed 000: after the bitslice scheduler, the key addition of words 4g..4g+3 comes right
 * before S-box call g, for every g */
Test(nodes, bitslice_interleaves_key_addition_with_sboxes)
{
	ko_func *o = ko_func_new();
	struct rect r;
	rect_round(o, 64, 1, &r);
	ko_func_set_passes(o, KO_CLEAN | KO_SCHED | KO_VERIFY);
	ko_func_set_sched(o, KO_SCHED_BITSLICE, 0);
	kl_func *f = kl_func_new();
	cr_assert_eq(ko_func_emit(o, f), 0, "%s", ko_errmsg(o));
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	/* the sequence of events: key xor of word j (j), instruction of S-box call g (100 + g) */
	int ev[4096], nev = 0;
	for (size_t k = 0; k < n; k++) {
		int32_t rec = l[k].rec;
		if (rec < 0 || l[k].origin != KO_ORIG_CODE)
			continue;
		for (int j = 0; j < 64; j++)
			if ((uint32_t)rec == r.xor_rec[j])
				ev[nev++] = j;
		for (int g = 0; g < 16; g++)
			if ((uint32_t)rec >= r.sbox_first[g] && (uint32_t)rec < r.sbox_end[g] &&
			    kl_opinfo[l[k].insn.op].name != KL_N_mov)
				ev[nev++] = 100 + g;
	}
	char seq[8192] = "";
	for (int k = 0; k < nev && strlen(seq) < sizeof seq - 16; k++)
		sprintf(seq + strlen(seq), ev[k] >= 100 ? "S%d " : "k%d ", ev[k] >= 100 ? ev[k] - 100 : ev[k]);
	/* expected: k0..k3 (any order) then S0's instructions, k4..k7, S1 ... */
	int at = 0;
	for (int g = 0; g < 16; g++) {
		unsigned seen = 0;
		for (int j = 0; j < 4; j++, at++) {
			cr_assert_lt(at, nev, "%s", seq);
			cr_assert(ev[at] >= 4 * g && ev[at] < 4 * g + 4, "event %d: expected the key xor of a word of S-box %d: %s",
				  at, g, seq);
			seen |= 1u << (ev[at] - 4 * g);
		}
		cr_assert_eq(seen, 15u);
		int len = 0;
		while (at < nev && ev[at] == 100 + g)
			at++, len++;
		cr_assert_geq(len, 10, "S-box %d: %d instructions in a row: %s", g, len, seq);
	}
	cr_assert_eq(at, nev, "%s", seq);
	kl_func_abort(f);
	kl_func_delete(f);
	ko_func_delete(o);
}

/* On a two-operand machine (x86-64) the bitslice and wave schedulers place each S-box call's
 * records in the order that needs the fewest copies: an operation writes over an operand it reads
 * for the last time where it can.  The paper's order of seed 000's S-box needs 4 copies a call,
 * the best of its 12,696 orders 2.  Counted on the allocated code (a line needs a copy when its
 * destination is neither its first operand nor, commuting, its second); the code agrees with C. */
Test(nodes, sbox_order_for_two_operand_machines)
{
	int x86 = strcmp(kl_target_name(), "x86_64") == 0, bmi1 = 0;
#if defined(__x86_64__)
	bmi1 = x86 && __builtin_cpu_supports("bmi");
#endif
	uint64_t in[64], key[3 * 64], want[64], got[64];
	fill(in, 64, 7);
	fill(key, 3 * 64, 8);
	rect_ref(64, 3, in, key, want);
	for (int wave = 0; wave < 2; wave++) {
		ko_func *o = ko_func_new();
		struct rect r;
		rect_round(o, 64, 3, &r);
		ko_func_set_sched(o, wave ? KO_SCHED_WAVE : KO_SCHED_BITSLICE, 0);
		void (*fn)(const uint64_t *, const uint64_t *, uint64_t *) =
			(void (*)(const uint64_t *, const uint64_t *, uint64_t *))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s", ko_errmsg(o));
		fn(in, key, got);
		cr_assert_arr_eq(got, want, sizeof want);
		size_t n;
		const struct ko_line *l = ko_func_lines(o, &n);
		int copies = 0, ops = 0;
		for (size_t k = 0; k < n; k++) {
			int32_t rec = l[k].rec;
			int in_sbox = 0;
			for (int g = 0; g < 16 && !in_sbox; g++)
				for (int c = 0; c < 3; c++)
					in_sbox |= rec >= 0 && (uint32_t)rec >= r.call_first[c][g] && (uint32_t)rec < r.call_end[c][g];
			const kl_insn *x = &l[k].insn;
			const struct kl_opinfo *i = &kl_opinfo[x->op];
			if (!in_sbox || l[k].origin != KO_ORIG_CODE || (i->shape != KL_SH_BIN && i->shape != KL_SH_UN) ||
			    i->name == KL_N_mov)
				continue;
			ops++;
			int commutes = i->shape == KL_SH_BIN && !i->imm && i->name != KL_N_sub;
			int three = bmi1 && (i->name == KL_N_andn || i->name == KL_N_orn); /* andn: three operands */
			copies += x->rd != x->rs1 && !(commutes && x->rd == x->rs2) && !three;
		}
		cr_log_info("%s: %d copies in %d S-box operations (48 calls)", wave ? "wave" : "bitslice", copies, ops);
		/* 12 a call; 11 on AArch64, where the complement goes into bic and orn, and on x86-64
		 * with BMI1 (andn, and andn and not) */
		cr_assert_eq(ops, 48 * (strcmp(kl_target_name(), "aarch64") && !bmi1 ? 12 : 11), "%s",
			     wave ? "wave" : "bitslice");
		if (x86)
			cr_assert_leq(copies, bmi1 ? 0 : 48 * 5 / 2, "%s: %d copies for 48 calls", wave ? "wave" : "bitslice",
				      copies);
		kl_code_free((void *)fn);
		ko_func_delete(o);
	}
}

/* the wave scheduler: each S-box call reads only the call of the round before on its group, so
 * the calls whose inputs were made latest take each group through the three rounds before the
 * next group starts; and with only a group's words live, it spills less than the bitslice
 * scheduler, which keeps the 64 words live from round to round */
Test(nodes, wave_takes_each_group_through_the_rounds)
{
	uint32_t spill[2];
	for (int wave = 0; wave < 2; wave++) {
		ko_func *o = ko_func_new();
		struct rect r;
		rect_round(o, 64, 3, &r);
		ko_func_set_passes(o, KO_CLEAN | KO_SCHED | KO_PEEP | KO_VERIFY);
		ko_func_set_sched(o, wave ? KO_SCHED_WAVE : KO_SCHED_BITSLICE, 0);
		kl_func *f = kl_func_new();
		cr_assert_eq(ko_func_emit(o, f), 0, "%s", ko_errmsg(o));
		size_t n;
		const struct ko_line *l = ko_func_lines(o, &n);
		/* the calls in the order their first instruction comes: 16 * round + group */
		int seq[48], nseq = 0, last = -1;
		char text[1024] = "";
		for (size_t k = 0; k < n; k++) {
			int32_t rec = l[k].rec, c = -1;
			if (rec < 0 || l[k].origin != KO_ORIG_CODE)
				continue;
			for (int x = 0; x < 48 && c < 0; x++)
				if ((uint32_t)rec >= r.call_first[x / 16][x % 16] && (uint32_t)rec < r.call_end[x / 16][x % 16])
					c = x;
			if (c >= 0 && c != last) {
				cr_assert_lt(nseq, 48, "a call's instructions apart: %s", text);
				seq[nseq++] = last = c;
				sprintf(text + strlen(text), "r%dS%d ", c / 16, c % 16);
			}
		}
		cr_assert_eq(nseq, 48, "%s", text);
		for (int k = 0; k < 48; k++) {
			int want = wave ? 16 * (k % 3) + k / 3 : k; /* wave: group by group; bitslice: round by round */
			cr_assert_eq(seq[k], want, "%s: call %d is r%dS%d, want r%dS%d: %s", wave ? "wave" : "bitslice", k,
				     seq[k] / 16, seq[k] % 16, want / 16, want % 16, text);
		}
		struct ko_stats st;
		ko_func_stats(o, &st);
		spill[wave] = st.spill_stores + st.reloads;
		kl_func_abort(f);
		kl_func_delete(f);
		ko_func_delete(o);
	}
	fprintf(stderr, "spill stores + reloads, three rounds: bitslice %u, wave %u\n", spill[0], spill[1]);
	cr_assert_lt(spill[1], spill[0], "wave: %u spill instructions, bitslice %u", spill[1], spill[0]);
}

/* with the state and keys loaded at the start, source order keeps 128 values live; the bitslice
 * scheduler loads each group right before its S-box: only the 64 words of state stay live */
Test(nodes, bitslice_spills_less)
{
	uint32_t spill[2];
	for (int on = 0; on < 2; on++) {
		ko_func *o = ko_func_new();
		struct rect r;
		rect_round(o, 64, 1, &r);
		ko_func_set_passes(o, KO_CLEAN | KO_PEEP | (on ? KO_SCHED : 0));
		ko_func_set_sched(o, KO_SCHED_BITSLICE, 0);
		void *fn = ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s", ko_errmsg(o));
		struct ko_stats st;
		ko_func_stats(o, &st);
		spill[on] = st.spill_stores + st.reloads;
		kl_code_free(fn);
		ko_func_delete(o);
	}
	cr_assert_gt(spill[0], 32, "source order: %u spill instructions", spill[0]);
	cr_assert_lt(spill[1], spill[0], "bitslice: %u spill instructions, source order %u", spill[1], spill[0]);
	fprintf(stderr, "spill stores + reloads: source order %u, bitslice %u\n", spill[0], spill[1]);
}

/* seed 000's six instructions on a core of two XOR units, two instructions a cycle: window 1
 * keeps the order, window 2 makes it a1 a2 c1 b1 b2 c2 (calls to C around them make them a
 * segment of their own) */
static void nop_fn(void) {}

static void six(int window, char *out)
{
	static struct kl_model two;
	two = *kl_model_get(NULL);
	two.issue_width = 2;
	two.cls[KL_IC_ALU].units = 3;
	two.cls[KL_IC_ALU].latency = 1;
	ko_func *o = ko_func_new();
	ko_func_set_model(o, &two);
	ko_func_set_passes(o, KO_SCHED | KO_VERIFY);
	cr_assert_eq(ko_func_set_sched(o, KO_SCHED_MSLICE, window), 0);
	ko_reg p[1], x[10], v[6];
	ko_func_begin(o, "%p", p, 0);
	for (int k = 1; k <= 9; k++) {
		x[k] = ko_reg_new(o, KL_UL);
		ko_lduli(o, x[k], p[0], 8 * k);
	}
	for (int k = 0; k < 6; k++)
		v[k] = ko_reg_new(o, KL_UL);
	ko_call(o, KL_V, (const void *)nop_fn);
	uint32_t first = nrec(o);
	ko_xorul(o, v[0], x[1], x[2]); /* a1 */
	ko_xorul(o, v[1], x[3], x[4]); /* a2 */
	ko_xorul(o, v[2], v[0], x[5]); /* b1 */
	ko_xorul(o, v[3], v[1], x[6]); /* b2 */
	ko_xorul(o, v[4], x[7], x[8]); /* c1 */
	ko_xorul(o, v[5], v[4], x[9]); /* c2 */
	ko_call(o, KL_V, (const void *)nop_fn);
	for (int k = 0; k < 6; k++)
		ko_stuli(o, v[k], p[0], 8 * (10 + k));
	ko_retv(o);
	void (*fn)(uint64_t *) = (void (*)(uint64_t *))ko_func_end(o, NULL);
	cr_assert_not_null(fn, "%s", ko_errmsg(o));
	uint64_t m[16];
	fill(m, 16, 3);
	fn(m);
	cr_assert_eq(m[10], m[1] ^ m[2]);
	cr_assert_eq(m[15], m[7] ^ m[8] ^ m[9]);
	static const char *const names[] = {"a1", "a2", "b1", "b2", "c1", "c2"};
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	out[0] = 0;
	for (size_t k = 0; k < n; k++)
		if (l[k].origin == KO_ORIG_CODE && l[k].rec >= (int32_t)first && l[k].rec < (int32_t)first + 6)
			sprintf(out + strlen(out), "%s%s", out[0] ? " " : "", names[l[k].rec - first]);
	kl_code_free((void *)fn);
	ko_func_delete(o);
}

Test(nodes, mslice_seed_example_with_two_xor_units)
{
	char order[64];
	six(1, order);
	cr_assert_str_eq(order, "a1 a2 b1 b2 c1 c2", "window 1: %s", order);
	six(2, order);
	cr_assert_str_eq(order, "a1 a2 c1 b1 b2 c2", "window 2: %s", order);
	six(10, order);
	cr_assert_str_eq(order, "a1 a2 c1 b1 b2 c2", "window 10: %s", order);
}

struct bench_arg {
	const uint64_t *in, *key;
	const uint64_t *want;
	int runs;
};

static int bench(void *code, void *arg)
{
	struct bench_arg *b = arg;
	uint64_t out[64];
	void (*fn)(const uint64_t *, const uint64_t *, uint64_t *) = (void (*)(const uint64_t *, const uint64_t *, uint64_t *))code;
	for (int k = 0; k < 20; k++)
		fn(b->in, b->key, out);
	b->runs++;
	return memcmp(out, b->want, sizeof out) != 0;
}

Test(nodes, autotune_times_every_choice_and_keeps_the_fastest)
{
	uint64_t in[64], key[2 * 64], want[64];
	fill(in, 64, 4);
	fill(key, 2 * 64, 5);
	rect_ref(64, 2, in, key, want);
	ko_func *o = ko_func_new();
	struct rect r;
	rect_round(o, 64, 2, &r);
	struct bench_arg b = {in, key, want, 0};
	struct ko_tune t;
	cr_assert_eq(ko_autotune(o, NULL, bench, &b, 5, &t), 0, "%s", ko_errmsg(o));
	cr_assert_eq(t.timed, 1);
	cr_assert_geq(t.n, 10);
	cr_assert_eq(b.runs, t.n * 11, "one warm-up, then 5 timed runs each after an untimed one, a choice: %d", b.runs);
	cr_assert_geq(t.best, 0);
	for (int c = 0; c < t.n; c++) {
		cr_assert_eq(t.row[c].err, 0, "%s", t.row[c].choice.name);
		cr_assert_gt(t.row[c].ns, 0);
		cr_assert_geq(t.row[c].ns, t.row[t.best].ns);
	}
	cr_assert_eq(ko_func_passes(o) & ~KO_VERIFY, t.row[t.best].choice.passes);
	ko_tune_print(&t, stderr);
	ko_func_delete(o);

	/* a benchmark that always finds the result wrong leaves no choice */
	o = ko_func_new();
	rect_round(o, 64, 2, &r);
	b.runs = 0;
	uint64_t bad[64];
	memcpy(bad, want, sizeof bad);
	bad[0] ^= 1;
	b.want = bad;
	cr_assert_neq(ko_autotune(o, NULL, bench, &b, 3, &t), 0);
	cr_assert(strstr(ko_errmsg(o), "ko_autotune"), "%s", ko_errmsg(o));
	ko_func_delete(o);
}

Test(nodes, autotune_by_the_model_is_deterministic)
{
	static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};
	for (int k = 0; k < 3; k++) {
		struct ko_tune t[2];
		for (int rep = 0; rep < 2; rep++) {
			ko_func *o = ko_func_new();
			struct rect r;
			rect_round(o, 64, 2, &r);
			cr_assert_eq(ko_autotune(o, targets[k], NULL, NULL, 0, &t[rep]), 0, "%s", ko_errmsg(o));
			ko_func_delete(o);
		}
		cr_assert_eq(t[0].timed, 0);
		cr_assert_eq(t[0].best, t[1].best, "%s: %d then %d", targets[k], t[0].best, t[1].best);
		for (int c = 0; c < t[0].n; c++) {
			cr_assert_gt(t[0].row[c].cycles, 0, "%s %s", targets[k], t[0].row[c].choice.name);
			cr_assert_leq(t[0].row[t[0].best].cycles, t[0].row[c].cycles);
		}
	}
}

Test(nodes, bad_use_is_an_error)
{
	ko_func *o = ko_func_new();
	cr_assert_eq(ko_node_begin(o, "x"), 0, "before ko_func_begin");
	cr_assert_eq(ko_error(o), KL_ERR_STATE);
	ko_func_delete(o);

	ko_reg p[1];
	o = ko_func_new();
	ko_func_begin(o, "%p", p, KL_LEAF);
	ko_node_begin(o, "a");
	cr_assert_eq(ko_node_begin(o, "b"), 0);
	cr_assert(strstr(ko_errmsg(o), "inside node 'a'"), "%s", ko_errmsg(o));
	ko_func_delete(o);

	o = ko_func_new();
	ko_func_begin(o, "%p", p, KL_LEAF);
	ko_node_begin(o, "lab");
	ko_reg u = ko_reg_new(o, KL_UL);
	ko_node_input(o, u);
	ko_node_output(o, u);
	ko_label_place(o, ko_label_new(o));
	cr_assert_neq(ko_node_end(o), 0);
	cr_assert(strstr(ko_errmsg(o), "straight-line"), "%s", ko_errmsg(o));
	ko_func_delete(o);

	o = ko_func_new();
	ko_func_begin(o, "%p", p, KL_LEAF);
	ko_node_begin(o, "unset");
	u = ko_reg_new(o, KL_UL);
	ko_reg w = ko_reg_new(o, KL_UL);
	ko_node_input(o, u);
	ko_node_output(o, w);
	ko_movul(o, u, u);
	cr_assert_neq(ko_node_end(o), 0);
	cr_assert(strstr(ko_errmsg(o), "neither an input nor set"), "%s", ko_errmsg(o));
	ko_func_delete(o);

	o = ko_func_new();
	ko_func_begin(o, "%p", p, KL_LEAF);
	ko_node s = rect_sbox(o);
	ko_reg v[4];
	for (int k = 0; k < 4; k++)
		v[k] = ko_reg_new(o, KL_UL);
	ko_node_call(o, s, v, 4, v, 3);
	cr_assert(strstr(ko_errmsg(o), "3 inputs and 4 outputs given, it has 4 and 4"), "%s", ko_errmsg(o));
	ko_func_delete(o);

	o = ko_func_new();
	ko_func_begin(o, "%p", p, KL_LEAF);
	s = rect_sbox(o);
	ko_reg i32 = ko_reg_new(o, KL_I);
	for (int k = 0; k < 4; k++)
		v[k] = ko_reg_new(o, KL_UL);
	v[2] = i32;
	ko_node_call(o, s, v, 4, v, 4);
	cr_assert(strstr(ko_errmsg(o), "is a i"), "%s", ko_errmsg(o));
	ko_func_delete(o);

	o = ko_func_new();
	ko_func_begin(o, "%p", p, KL_LEAF);
	ko_node_call(o, 1, v, 4, v, 4);
	cr_assert(strstr(ko_errmsg(o), "not a node"), "%s", ko_errmsg(o));
	ko_func_delete(o);

	o = ko_func_new();
	ko_func_set_inline(o, 9);
	cr_assert_eq(ko_error(o), KL_ERR_OPERAND);
	ko_func_delete(o);
}

/* ChaCha20's quarter round as a node (12 dependent instructions) called on four independent
 * columns: kept in source order each call runs alone; the m-slice scheduler interleaves the four
 * (seed 000: "able to interleave each of those calls") */
static ko_node quarter_round(ko_func *o)
{
	ko_node id = ko_node_begin(o, "qr");
	ko_reg v[4];
	for (int k = 0; k < 4; k++) {
		v[k] = ko_reg_new(o, KL_U);
		ko_node_input(o, v[k]);
	}
	for (int k = 0; k < 4; k++)
		ko_node_output(o, v[k]);
	static const int rot[4] = {16, 12, 8, 7};
	for (int h = 0; h < 2; h++) {
		ko_addu(o, v[0], v[0], v[1]);
		ko_xoru(o, v[3], v[3], v[0]);
		ko_rotlui(o, v[3], v[3], rot[2 * h]);
		ko_addu(o, v[2], v[2], v[3]);
		ko_xoru(o, v[1], v[1], v[2]);
		ko_rotlui(o, v[1], v[1], rot[2 * h + 1]);
	}
	cr_assert_eq(ko_node_end(o), 0, "%s", ko_errmsg(o));
	return id;
}

static uint32_t rotl32(uint32_t x, int r) { return x << r | x >> (32 - r); }

Test(nodes, mslice_interleaves_quarter_rounds)
{
	for (int on = 0; on < 2; on++) {
		ko_func *o = ko_func_new();
		ko_func_set_passes(o, KO_CLEAN | KO_PEEP | (on ? KO_SCHED : 0) | KO_VERIFY);
		ko_func_set_sched(o, KO_SCHED_MSLICE, 10);
		ko_reg a[1], x[16];
		ko_func_begin(o, "%p", a, KL_LEAF);
		ko_node qr = quarter_round(o);
		for (int k = 0; k < 16; k++) {
			x[k] = ko_reg_new(o, KL_U);
			ko_ldui(o, x[k], a[0], 4 * k);
		}
		uint32_t first[4], end[4];
		for (int c = 0; c < 4; c++) {
			ko_reg col[4] = {x[c], x[4 + c], x[8 + c], x[12 + c]};
			first[c] = nrec(o);
			ko_node_call(o, qr, col, 4, col, 4);
			end[c] = nrec(o);
		}
		for (int k = 0; k < 16; k++)
			ko_stui(o, x[k], a[0], 4 * k);
		ko_retv(o);
		void (*fn)(uint32_t *) = (void (*)(uint32_t *))ko_func_end(o, NULL);
		cr_assert_not_null(fn, "%s", ko_errmsg(o));
		uint32_t s[16], want[16];
		for (int k = 0; k < 16; k++)
			s[k] = want[k] = 0x61707865u * (uint32_t)(k + 1);
		for (int c = 0; c < 4; c++) {
			uint32_t *p[4] = {&want[c], &want[4 + c], &want[8 + c], &want[12 + c]};
			static const int rot[4] = {16, 12, 8, 7};
			for (int h = 0; h < 2; h++) {
				*p[0] += *p[1], *p[3] = rotl32(*p[3] ^ *p[0], rot[2 * h]);
				*p[2] += *p[3], *p[1] = rotl32(*p[1] ^ *p[2], rot[2 * h + 1]);
			}
		}
		fn(s);
		cr_assert_arr_eq(s, want, sizeof s, "scheduling %s", on ? "on" : "off");
		/* the calls of the first 8 quarter-round instructions placed */
		size_t n;
		const struct ko_line *l = ko_func_lines(o, &n);
		unsigned calls = 0;
		int seen = 0;
		char seq[256] = "";
		for (size_t k = 0; k < n && seen < 8; k++)
			for (int c = 0; c < 4; c++)
				if (l[k].origin == KO_ORIG_CODE && l[k].rec >= (int32_t)first[c] && l[k].rec < (int32_t)end[c] &&
				    kl_opinfo[l[k].insn.op].name != KL_N_mov) {
					calls |= 1u << c;
					seen++;
					sprintf(seq + strlen(seq), "q%d ", c);
				}
		if (on)
			cr_assert_eq(calls, 15u, "m-slice: the first 8 instructions come from calls %#x: %s", calls, seq);
		else
			cr_assert_eq(calls, 1u, "source order: the first 8 instructions come from calls %#x: %s", calls, seq);
		kl_code_free((void *)fn);
		ko_func_delete(o);
	}
}
