/* frontend.c -- ko_func_model_cycles and the front end (kl_model.opcache, decode_width,
 * fetch_bytes): code with more instructions than the model's op cache holds is fed by the
 * decoders, so the estimate is at least its instructions over decode_width and its bytes over
 * fetch_bytes; code that fits is estimated as without an op cache.  On every host, with copies
 * of the host's model. */
#include <criterion/criterion.h>
#include <string.h>

#include <kiln/model.h>
#include <kiln/opt.h>

enum { NACC = 8, NADD = 600 };

/* p[k] += p[(k + 1) % 8] + ..., NADD adds on eight independent accumulators; the instructions
 * and bytes of the compiled body in *ninsn and *nbytes */
static ko_func *adds(const struct kl_model *m, size_t *ninsn, uint32_t *nbytes)
{
	ko_func *o = ko_func_new();
	ko_func_set_model(o, m);
	ko_reg p[1], x[NACC];
	ko_func_begin(o, "%p", p, 0);
	for (int k = 0; k < NACC; k++) {
		x[k] = ko_reg_new(o, KL_UL);
		ko_lduli(o, x[k], p[0], 8 * k);
	}
	for (int i = 0; i < NADD; i++)
		ko_addul(o, x[i % NACC], x[i % NACC], x[(i + 3) % NACC]);
	for (int k = 0; k < NACC; k++)
		ko_stuli(o, x[k], p[0], 8 * k);
	ko_retv(o);
	void (*fn)(uint64_t *) = (void (*)(uint64_t *))ko_func_end(o, NULL);
	cr_assert_not_null(fn, "%s", ko_errmsg(o));
	uint64_t got[NACC], want[NACC];
	for (int k = 0; k < NACC; k++)
		got[k] = want[k] = 0x9e3779b97f4a7c15ull * (uint64_t)(k + 1);
	for (int i = 0; i < NADD; i++)
		want[i % NACC] += want[(i + 3) % NACC];
	fn(got);
	cr_assert_eq(memcmp(got, want, sizeof got), 0, "the adds compute something else");
	kl_code_free((void *)fn);
	size_t n;
	const struct ko_line *l = ko_func_lines(o, &n);
	*ninsn = 0;
	*nbytes = 0;
	for (size_t k = 0; k < n; k++) {
		if (l[k].insn.op != KL_OP_label && l[k].insn.op != KL_OP_nop)
			(*ninsn)++;
		if (l[k].to > *nbytes)
			*nbytes = l[k].to;
	}
	return o;
}

static double estimate(int opcache, int decode_width, int fetch_bytes, size_t *ninsn, uint32_t *nbytes)
{
	static struct kl_model m;
	m = *kl_model_get(NULL);
	m.opcache = opcache;
	m.decode_width = decode_width;
	m.fetch_bytes = fetch_bytes;
	ko_func *o = adds(&m, ninsn, nbytes);
	double c = ko_func_model_cycles(o, NULL);
	ko_func_delete(o);
	cr_assert_gt(c, 0);
	return c;
}

Test(frontend, code_larger_than_the_op_cache_runs_at_the_decoders_rate)
{
	size_t n;
	uint32_t bytes;
	double none = estimate(0, 0, 0, &n, &bytes);
	cr_assert_geq(n, NADD, "%zu instructions", n);
	/* fed by the decoders: one instruction a cycle, bytes no limit */
	double one = estimate(100, 1, 1 << 20, &n, &bytes);
	cr_assert_geq(one, (double)n - 1, "one instruction a cycle: %.0f cycles for %zu instructions", one, n);
	cr_assert_gt(one, none, "without an op cache %.0f, decoders %.0f", none, one);
	/* two bytes a cycle, instructions no limit */
	double two = estimate(100, 64, 2, &n, &bytes);
	cr_assert_geq(two, bytes / 2.0 - 1, "two bytes a cycle: %.0f cycles for %u bytes", two, bytes);
	/* an op cache that holds the whole function: the decoders' rates do not count */
	double fits = estimate((int)n, 1, 1, &n, &bytes);
	cr_assert_eq(fits, none, "the code fits the op cache: %.0f, without one %.0f", fits, none);
	fprintf(stderr, "%zu instructions, %u bytes: %.0f cycles without an op cache, %.0f at one instruction a "
			"cycle, %.0f at two bytes a cycle\n", n, bytes, none, one, two);
}

Test(frontend, the_models_front_ends_are_consistent)
{
	static const char *const targets[] = {"x86_64", "aarch64", "riscv64"};
	for (int t = 0; t < 3; t++) {
		const struct kl_model *m = kl_model_get(targets[t]);
		cr_assert_geq(m->opcache, 0);
		if (!m->opcache)
			continue;
		cr_assert(m->decode_width >= 1 && m->decode_width <= m->issue_width, "%s: decode width %d", targets[t],
			  m->decode_width);
		cr_assert(m->fetch_bytes >= 4 && m->fetch_bytes <= 64, "%s: %d bytes a cycle", targets[t], m->fetch_bytes);
	}
	/* the x86-64 model's core, AMD Zen 4: 6.75K operations in its op cache, four decoders */
	const struct kl_model *z = kl_model_get("x86_64");
	cr_assert_eq(z->opcache, 6912);
	cr_assert_eq(z->decode_width, 4);
}
