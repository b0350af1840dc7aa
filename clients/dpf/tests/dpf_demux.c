/* dpf_demux.c -- the demultiplexer against its filters evaluated one by one with bpf_filter:
 * connection filters (up to 1000), port sets that make it pick each dispatch (compares, binary
 * search, jump table, hash), mixed tcpdump expressions on the bundled captures, removal.  The
 * scenarios are in dpf_cases.c (dpf_vecgen records the same ones for the cross builds); here
 * they drive a kl_demux. */
#include <criterion/criterion.h>
#include <stdio.h>

#include "dpf_cases.h"

struct run {
	kl_demux *d;
	char name[64];
};

static void fail(void *ctx, const char *msg)
{
	(void)ctx;
	cr_assert_fail("%s", msg);
}

static void begin(void *ctx, const char *name)
{
	struct run *r = ctx;
	r->d = kl_demux_new();
	cr_assert(r->d);
	snprintf(r->name, sizeof r->name, "%s", name);
}

static void add(void *ctx, const struct bpf_insn *p, unsigned n, int id, const char *expr)
{
	struct run *r = ctx;
	cr_assert(kl_demux_add(r->d, p, n, id) == 0, "%s: %s", expr, kl_demux_errmsg(r->d));
}

static void remove_id(void *ctx, int id, int must_succeed)
{
	struct run *r = ctx;
	if (must_succeed)
		cr_assert(kl_demux_remove(r->d, id) == 0, "%s: removing %d failed", r->name, id);
	else
		cr_assert(kl_demux_remove(r->d, id) < 0, "%s: removing %d, which is not there, succeeded", r->name, id);
}

static void build(void *ctx, int must_merge_all)
{
	struct run *r = ctx;
	cr_assert(kl_demux_build(r->d) == 0, "%s: %s", r->name, kl_demux_errmsg(r->d));
	if (must_merge_all) {
		cr_log_info("%s: %zu bytes of code, %u evaluated whole", r->name, kl_demux_code_size(r->d),
			    kl_demux_fallbacks(r->d));
		cr_assert_eq(kl_demux_fallbacks(r->d), 0, "%s: these filters should all merge", r->name);
	}
}

static void check(void *ctx, const unsigned char *p, unsigned wirelen, unsigned buflen, int pool, int want,
		  const char *what)
{
	struct run *r = ctx;
	(void)pool;
	int got = kl_demux_classify(r->d, p, wirelen, buflen);
	cr_assert_eq(want, got, "%s (buflen %u): filters one by one say %d, the demultiplexer %d", what, buflen, want,
		     got);
}

static void end(void *ctx)
{
	struct run *r = ctx;
	kl_demux_free(r->d);
	r->d = NULL;
}

static const struct dpf_demux_ops ops = {fail, begin, add, remove_id, build, check, end};

Test(dpf_demux, connections_1000, .timeout = 120)
{
	struct run r;
	dpf_demux_connections(&ops, &r, 1000, 1);
}
Test(dpf_demux, connections_10, .timeout = 60)
{
	struct run r;
	dpf_demux_connections(&ops, &r, 10, 1);
}
Test(dpf_demux, connections_unoptimized, .timeout = 120)
{
	struct run r;
	dpf_demux_connections(&ops, &r, 100, 0);
}
Test(dpf_demux, dispatch_kinds, .timeout = 120)
{
	struct run r;
	dpf_demux_dispatch_kinds(&ops, &r);
}
/* Mixed expressions on real traffic, in several orders, then with some removed. */
Test(dpf_demux, mixed_expressions, .timeout = 120)
{
	struct run r;
	dpf_demux_mixed(&ops, &r);
}
