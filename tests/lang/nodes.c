/* tests/lang/nodes.c -- nodes in the language (issue 14): the syntax of /NODES.md, its errors at
 * their lines and columns, a Rectangle-like program (S-box node, key addition, linear layer
 * node of rotations and assignments) against C under every scheduler, allocator and inlining
 * policy, and seed 000's interleaving of the key addition with the S-box calls. */
#include <criterion/criterion.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kiln.h>
#include <kiln/lang.h>
#include <kiln/opt.h>

static void expect_error(const char *text, const char *want)
{
	kl_lang *L = kl_lang_new();
	int errs = kl_lang_parse(L, "n.q", text, strlen(text));
	cr_expect_gt(errs, 0, "accepted:\n%s", text);
	cr_expect(strstr(kl_lang_errors(L), want) != NULL, "expected a message containing \"%s\", got \"%s\" for:\n%s", want,
		  kl_lang_errors(L), text);
	kl_lang_delete(L);
}

/* the example of NODES.md */
#define SBOX3                                                                                      \
	"node sbox\nint64 a\nint64 b\nint64 c\nint64 t\ninput a\ninput b\ninput c\noutput a\noutput c\n" \
	"t = a\nt &= b\nc ^= t\na ^= c\nendnode\n" /* lines 1-15 */
#define FHEAD "int64 x\nint64 y\nint64 z\ninput x\ninput y\ninput z\noutput x\nenter f\n" /* lines 16-23 */

Test(lang_nodes, example_runs)
{
	const char *text = SBOX3 FHEAD "x z = sbox(x y z)\nx ^= z\ny = x\nx z = sbox(y y z)\nleave\n";
	kl_lang *L = kl_lang_new();
	cr_assert_eq(kl_lang_parse(L, "n.q", text, strlen(text)), 0, "%s", kl_lang_errors(L));
	uint64_t (*f)(uint64_t, uint64_t, uint64_t) = (uint64_t (*)(uint64_t, uint64_t, uint64_t))kl_lang_func(L, "f");
	cr_assert_not_null(f, "%s", kl_lang_errors(L));
	static const uint64_t v[][3] = {{1, 2, 3}, {0xff00, 0x0ff0, 0x00ff}, {~0ull, 12345, 0x8000000000000000ull}};
	for (int k = 0; k < 3; k++) {
		uint64_t x = v[k][0], y = v[k][1], z = v[k][2], t;
		t = x & y, z ^= t, x ^= z;          /* x z = sbox(x y z) */
		x ^= z;
		y = x;
		t = y & y, z ^= t, x = y ^ z;       /* x z = sbox(y y z): a is y */
		cr_assert_eq(f(v[k][0], v[k][1], v[k][2]), x, "f(%#llx, %#llx, %#llx)", (unsigned long long)v[k][0],
			     (unsigned long long)v[k][1], (unsigned long long)v[k][2]);
	}
	kl_lang_delete(L);
}

Test(lang_nodes, errors)
{
	expect_error(SBOX3 FHEAD "x = sbox(x y z)\nleave\n", "n.q:24:1: error: node 'sbox' has 3 inputs and 2 outputs; this call gives 3 and 1");
	expect_error(SBOX3 FHEAD "x z = sbox(x y)\nleave\n", "n.q:24:12: error: node 'sbox' has 3 inputs and 2 outputs; this call gives 2 and 2");
	expect_error(SBOX3 FHEAD "x z = nosuch(x y z)\nleave\n", "n.q:24:7: error: 'nosuch' is not a node defined before this line");
	expect_error(SBOX3 FHEAD "x x = sbox(x y z)\nleave\n", "n.q:24:3: error: 'x' is an output twice");
	expect_error(SBOX3 FHEAD "x q = sbox(x y z)\nleave\n", "n.q:24:3: error: undeclared variable 'q'");
	expect_error(SBOX3 FHEAD "x = t\nleave\n", "n.q:24:5: error: undeclared variable 't'"); /* the node's own */
	expect_error("int64 g\nnode n\nint64 a\ninput a\noutput a\na ^= g\nendnode\nenter f\nleave\n",
		     "n.q:6:6: error: undeclared variable 'g'");
	expect_error("node n\nint64 a\ninput a\noutput a\nnode m\n", "n.q:5:1: error: node 'm' inside node 'n'");
	expect_error("endnode\nenter f\nleave\n", "n.q:1:1: error: 'endnode' without 'node'");
	expect_error("node n\nint64 a\ninput a\noutput a\na ^= a\n", "n.q:1:1: error: node 'n' has no 'endnode'");
	expect_error("node n\nint64 a\ninput a\nx:\nendnode\nenter f\nleave\n", "n.q:4:1: error: a label is not allowed in a node");
	expect_error("node n\nint64 a\ninput a\noutput a\ngoto x\nendnode\nenter f\nx:\nleave\n", "n.q:5:1: error: 'goto' is not allowed in a node");
	expect_error("node n\nstack64 s\nendnode\nenter f\nleave\n", "n.q:2:1: error: 'stack64' is not allowed in a node");
	expect_error("node n\nint64 a\ninput a\noutput a\nenter f\nleave\n", "n.q:5:1: error: 'enter' is not allowed in a node");
	expect_error("node n\nint64 a\ninput a\noutput a\na = &puts\nendnode\nenter f\nleave\n", "n.q:5:1: error: '&SYMBOL' is not allowed in a node");
	expect_error("node n\nint64 a\ninput a\noutput a\n=? a - 1\nendnode\nenter f\nleave\n", "n.q:5:4: error: a node's body sets and reads no flags");
	expect_error("node n\nint64 a\nint64 b\ninput a\noutput b\na ^= a\nendnode\nenter f\nleave\n",
		     "n.q:7:1: error: output 'b' of node 'n' is neither an input nor set in its body");
	expect_error("node n\nint64 a\ninput a\nendnode\nenter f\nleave\n", "n.q:4:1: error: node 'n' has no output");
	expect_error("node n\nint64 a\ninput a\ninput a\noutput a\nendnode\nenter f\nleave\n", "n.q:4:7: error: 'a' is already an input of node 'n'");
	expect_error("node n\nint64 a\ninput a\noutput a\nendnode\nnode n\nint64 a\ninput a\noutput a\nendnode\nenter f\nleave\n",
		     "n.q:6:6: error: node 'n' already defined at line 1");
	expect_error("node n\nint64 a\ninput a\noutput a\na b = n(a)\nendnode\nenter f\nleave\n",
		     "n.q:5:7: error: 'n' is not a node defined before this line (a node cannot call itself)");
	expect_error("int64 a\nenter f\na = n(a)\nleave\nnode n\nint64 a\ninput a\noutput a\nendnode\n",
		     "n.q:3:5: error: 'n' is not a node defined before this line");
}

/* a node after the function that does not use it is fine; variables may share names */
Test(lang_nodes, scopes)
{
	const char *text = "int64 a\ninput a\noutput a\nenter f\na += 1\nleave\n"
			   "node n\nint64 a\ninput a\noutput a\na += 2\nendnode\n";
	kl_lang *L = kl_lang_new();
	cr_assert_eq(kl_lang_parse(L, "n.q", text, strlen(text)), 0, "%s", kl_lang_errors(L));
	uint64_t (*f)(uint64_t) = (uint64_t (*)(uint64_t))kl_lang_func(L, "f");
	cr_assert_not_null(f, "%s", kl_lang_errors(L));
	cr_assert_eq(f(41), 42);
	kl_lang_delete(L);
}

/* ---- a Rectangle-like program: nw words of state (nw / 4 S-box calls), rounds of key
 * addition (loose xors), S-boxes, a linear layer node of assignments and rotations ---- */
#define NW 32
static char *rect_text(int rounds, int *sbox_line_first, int *key_line_first)
{
	size_t cap = 1 << 16, n = 0;
	char *t = malloc(cap);
	int line = 1;
#define P(...) (n += (size_t)snprintf(t + n, cap - n, __VA_ARGS__))
	/* seed 000's Rectangle S-box in two-operand forms: 24 lines, 11 of them assignments */
	P("node sbox\n");
	const char *vars[] = {"a0", "a1", "a2", "a3", "b0", "b1", "b2", "b3", "t1", "t2", "t3", "t5", "t6", "t8", "t9", "t11"};
	for (int k = 0; k < 16; k++)
		P("int64 %s\n", vars[k]);
	P("input a0\ninput a1\ninput a2\ninput a3\noutput b0\noutput b1\noutput b2\noutput b3\n");
	P("t1 = a1\nt1 = ~t1\nt2 = a0\nt2 &= t1\nt3 = a2\nt3 ^= a3\nb0 = t2\nb0 ^= t3\nt5 = a3\nt5 |= t1\nt6 = a0\n"
	  "t6 ^= t5\nb1 = a2\nb1 ^= t6\nt8 = a1\nt8 ^= a2\nt9 = t3\nt9 &= t6\nb3 = t8\nb3 ^= t9\nt11 = b0\nt11 |= t8\n"
	  "b2 = t6\nb2 ^= t11\nendnode\n");
	/* a linear layer: rows rotated (ShiftRows) with the words of a row moved around */
	P("node linear\n");
	for (int k = 0; k < NW; k++)
		P("int64 x%d\nint64 y%d\n", k, k);
	for (int k = 0; k < NW; k++)
		P("input x%d\n", k);
	for (int k = 0; k < NW; k++)
		P("output y%d\n", k);
	for (int k = 0; k < NW; k++) {
		P("y%d = x%d\n", k, (k + 4 * (k % 4)) % NW);
		if (k % 4)
			P("y%d <<<= %d\n", k, 3 * (k % 4));
	}
	P("endnode\n");
	P("int64 in\nint64 key\nint64 out\ninput in\ninput key\ninput out\n");
	for (int k = 0; k < NW; k++)
		P("int64 s%d\nint64 k%d\n", k, k);
	P("enter rect\n");
	for (int k = 0; k < NW; k++)
		P("s%d = *(uint64 *) (in + %d)\n", k, 8 * k);
	for (int r = 0; r < rounds; r++) {
		for (int k = 0; k < NW; k++)
			P("k%d = *(uint64 *) (key + %d)\n", k, 8 * (r * NW + k));
		if (r == 0) {
			line = 1;
			for (size_t c = 0; c < n; c++)
				line += t[c] == '\n';
			*key_line_first = line;
		}
		for (int k = 0; k < NW; k++)
			P("s%d ^= k%d\n", k, k);
		if (r == 0)
			*sbox_line_first = line + NW;
		for (int g = 0; g < NW / 4; g++)
			P("s%d s%d s%d s%d = sbox(s%d s%d s%d s%d)\n", 4 * g, 4 * g + 1, 4 * g + 2, 4 * g + 3, 4 * g, 4 * g + 1,
			  4 * g + 2, 4 * g + 3);
		P("s0");
		for (int k = 1; k < NW; k++)
			P(" s%d", k);
		P(" = linear(s0");
		for (int k = 1; k < NW; k++)
			P(" s%d", k);
		P(")\n");
	}
	for (int k = 0; k < NW; k++)
		P("*(uint64 *) (out + %d) = s%d\n", 8 * k, k);
	P("leave\n");
#undef P
	return t;
}

static uint64_t rotl(uint64_t x, int r) { return r ? x << r | x >> (64 - r) : x; }

static void rect_ref(int rounds, const uint64_t *in, const uint64_t *key, uint64_t *out)
{
	uint64_t s[NW];
	memcpy(s, in, sizeof s);
	for (int r = 0; r < rounds; r++) {
		for (int k = 0; k < NW; k++)
			s[k] ^= key[r * NW + k];
		for (int g = 0; g < NW / 4; g++) {
			uint64_t *a = &s[4 * g], t1 = ~a[1], t2 = a[0] & t1, t3 = a[2] ^ a[3], b0 = t2 ^ t3;
			uint64_t t5 = a[3] | t1, t6 = a[0] ^ t5, b1 = a[2] ^ t6, t8 = a[1] ^ a[2], t9 = t3 & t6;
			uint64_t b3 = t8 ^ t9, b2 = t6 ^ (b0 | t8);
			a[0] = b0, a[1] = b1, a[2] = b2, a[3] = b3;
		}
		uint64_t y[NW];
		for (int k = 0; k < NW; k++)
			y[k] = rotl(s[(k + 4 * (k % 4)) % NW], 3 * (k % 4));
		memcpy(s, y, sizeof s);
	}
	memcpy(out, s, sizeof s);
}

Test(lang_nodes, rectangle_like_under_every_choice)
{
	int sl, kl;
	char *text = rect_text(3, &sl, &kl);
	kl_lang *L = kl_lang_new();
	cr_assert_eq(kl_lang_parse(L, "rect.q", text, strlen(text)), 0, "%s", kl_lang_errors(L));
	uint64_t in[NW], key[3 * NW], want[NW], got[NW];
	uint64_t x = 7;
	for (int k = 0; k < NW; k++)
		in[k] = x = x * 6364136223846793005ull + 1442695040888963407ull;
	for (int k = 0; k < 3 * NW; k++)
		key[k] = x = x * 6364136223846793005ull + 1442695040888963407ull;
	rect_ref(3, in, key, want);
	int nc;
	const struct ko_choice *ch = ko_tune_choices(&nc);
	for (int inl = 0; inl < 3; inl++)
		for (int c = 0; c < nc; c++) {
			ko_func *o = ko_func_new();
			cr_assert_eq(kl_lang_build(L, 0, o), 0, "%s", kl_lang_errors(L));
			if (c == 0 && inl == 0) {
				struct ko_node_info i;
				cr_assert_eq(ko_func_nnodes(o), 2);
				ko_node_info(o, 1, &i);
				cr_assert_eq(i.inlined, 0, "the S-box (%u of %u assignments) stays a call: %s", i.assigns, i.insns, i.why);
				cr_assert_eq(i.calls, 3 * NW / 4);
				ko_node_info(o, 2, &i);
				cr_assert_eq(i.inlined, 1, "the linear layer is inlined");
			}
			ko_func_set_inline(o, inl);
			ko_func_set_choice(o, &ch[c]);
			ko_func_set_passes(o, ko_func_passes(o) | KO_VERIFY);
			void (*f)(const uint64_t *, const uint64_t *, uint64_t *) =
				(void (*)(const uint64_t *, const uint64_t *, uint64_t *))ko_func_end(o, NULL);
			cr_assert_not_null(f, "%s: %s", ch[c].name, ko_errmsg(o));
			memset(got, 0, sizeof got);
			f(in, key, got);
			cr_assert_arr_eq(got, want, sizeof want, "%s, inline policy %d", ch[c].name, inl);
			kl_code_free((void *)f);
			ko_func_delete(o);
		}
	kl_lang_delete(L);
	free(text);
}

/* seed 000: with the bitslice scheduler the key addition of words 4g..4g+3 (lines kl + 4g ...)
 * comes right before S-box call g (line sl + g), which comes whole */
Test(lang_nodes, bitslice_interleaves_key_addition_with_sboxes)
{
	int sl, kl;
	char *text = rect_text(1, &sl, &kl);
	kl_lang *L = kl_lang_new();
	cr_assert_eq(kl_lang_parse(L, "rect.q", text, strlen(text)), 0, "%s", kl_lang_errors(L));
	ko_func *o = ko_func_new();
	cr_assert_eq(kl_lang_build(L, 0, o), 0, "%s", kl_lang_errors(L));
	ko_func_set_passes(o, KO_CLEAN | KO_SCHED | KO_PEEP);
	ko_func_set_sched(o, KO_SCHED_BITSLICE, 0);
	kl_func *f = kl_func_new();
	cr_assert_eq(ko_func_emit(o, f), 0, "%s", ko_errmsg(o));
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	char seq[16384] = "";
	int ev[4096], nev = 0;
	for (size_t k = 0; k < n && nev < 4096; k++) {
		int tag = (int)l[k].tag;
		if (l[k].origin != KO_ORIG_CODE)
			continue;
		int nm = kl_opinfo[l[k].insn.op].name; /* xorm: the key word loaded into the xor (fuse_mem.c) */
		if (tag >= kl && tag < kl + NW && (nm == KL_N_xor || nm == KL_N_xorm))
			ev[nev++] = tag - kl;
		else if (tag >= sl && tag < sl + NW / 4 && kl_opinfo[l[k].insn.op].name != KL_N_mov)
			ev[nev++] = 100 + tag - sl;
	}
	for (int k = 0; k < nev && strlen(seq) < sizeof seq - 16; k++)
		sprintf(seq + strlen(seq), ev[k] >= 100 ? "S%d " : "k%d ", ev[k] >= 100 ? ev[k] - 100 : ev[k]);
	int at = 0;
	for (int g = 0; g < NW / 4; g++) {
		for (int j = 0; j < 4; j++, at++)
			cr_assert(at < nev && ev[at] >= 4 * g && ev[at] < 4 * g + 4, "event %d: not a key xor of S-box %d's words: %s",
				  at, g, seq);
		int len = 0;
		while (at < nev && ev[at] == 100 + g)
			at++, len++;
		cr_assert_geq(len, 10, "S-box %d: %d instructions in a row: %s", g, len, seq);
	}
	cr_assert_eq(at, nev, "%s", seq);
	kl_func_abort(f);
	kl_func_delete(f);
	ko_func_delete(o);
	kl_lang_delete(L);
	free(text);
}
