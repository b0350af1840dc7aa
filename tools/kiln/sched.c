/* tools/kiln/sched.c -- the kiln command's scheduling options (--sched, --window, --alloc,
 * --inline), autotuning (--autotune, with a benchmark driver the user writes in C) and the
 * table of spill statistics with and without each pass that --stats and --list print.
 * docs/scheduling.md describes them. */
#define _GNU_SOURCE 1
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kiln_tool.h"

static struct {
	int sched_set;        /* --sched given */
	int sched;            /* 0 none, else KO_SCHED_ mode bits */
	int color;
	int window;
	int inline_policy, inline_set;
	int autotune, reps;
	const char *driver;
	void *dl;             /* the driver, loaded */
	int (*bench)(const char *func, void *code);
} opt;

const char kiln_sched_usage[] =
	"Scheduling (docs/scheduling.md):\n"
	"  --sched=S        none, list, list+pressure, bitslice (each node call right after the\n"
	"                   definitions of its arguments), wave (bitslice with the calls in a\n"
	"                   wavefront order: the call whose inputs were made latest first) or mslice\n"
	"                   (Usuba's m-slice scheduler: a look-behind window, --window=N, default\n"
	"                   10).  Default: bitslice or wave, whichever reloads less, for code with\n"
	"                   node calls and more values live than registers; else list+pressure\n"
	"  --alloc=A        linscan (default) or color (graph colouring)\n"
	"  --inline=I       heuristic (default: seed 000's), all or none: which node calls stay\n"
	"                   calls until scheduled\n"
	"  --autotune       compile each function with every scheduler and allocator, keep the best\n"
	"                   and print the table on standard error: timed with --driver=FILE.c on the\n"
	"                   host (FILE.c defines int kiln_bench(const char *func, void *code): run\n"
	"                   function func at code on its data, return 0, or 1 when it does not know\n"
	"                   func, or another value when the result is wrong; kiln compiles it with\n"
	"                   $CC, default cc), else by the machine model; --reps=N timed rounds (15)\n";

int kiln_sched_option(const char *a)
{
	if (!strncmp(a, "--sched=", 8)) {
		static const struct { const char *name; int mode; } m[] = {
			{"none", 0}, {"list", KO_SCHED_LIST}, {"list+pressure", KO_SCHED_LIST | KO_SCHED_PRESSURE},
			{"bitslice", KO_SCHED_BITSLICE}, {"wave", KO_SCHED_WAVE}, {"mslice", KO_SCHED_MSLICE},
		};
		for (size_t k = 0; k < sizeof m / sizeof m[0]; k++)
			if (!strcmp(a + 8, m[k].name)) {
				opt.sched = m[k].mode;
				opt.sched_set = 1;
				return 1;
			}
		fprintf(stderr, "kiln: unknown scheduler '%s' (none, list, list+pressure, bitslice, wave, mslice)\n", a + 8);
		return -1;
	}
	if (!strncmp(a, "--window=", 9)) {
		char *end;
		long w = strtol(a + 9, &end, 10);
		if (*end || w < 1 || w > 64) {
			fprintf(stderr, "kiln: --window takes 1 to 64, not '%s'\n", a + 9);
			return -1;
		}
		opt.window = (int)w;
		return 1;
	}
	if (!strncmp(a, "--alloc=", 8)) {
		if (strcmp(a + 8, "linscan") && strcmp(a + 8, "color")) {
			fprintf(stderr, "kiln: unknown allocator '%s' (linscan, color)\n", a + 8);
			return -1;
		}
		opt.color = !strcmp(a + 8, "color");
		return 1;
	}
	if (!strncmp(a, "--inline=", 9)) {
		static const char *const names[] = {"heuristic", "all", "none"};
		for (int k = 0; k < 3; k++)
			if (!strcmp(a + 9, names[k])) {
				opt.inline_policy = k;
				opt.inline_set = 1;
				return 1;
			}
		fprintf(stderr, "kiln: unknown inlining '%s' (heuristic, all, none)\n", a + 9);
		return -1;
	}
	if (!strcmp(a, "--autotune")) {
		opt.autotune = 1;
		return 1;
	}
	if (!strncmp(a, "--driver=", 9) && a[9]) {
		opt.driver = a + 9;
		return 1;
	}
	if (!strncmp(a, "--reps=", 7)) {
		opt.reps = atoi(a + 7);
		if (opt.reps < 3 || opt.reps > 10000) {
			fprintf(stderr, "kiln: --reps takes 3 to 10000\n");
			return -1;
		}
		return 1;
	}
	return 0;
}

int kiln_sched_begin(const char *target)
{
	if (opt.driver && !opt.autotune) {
		fprintf(stderr, "kiln: --driver is for --autotune\n");
		return -1;
	}
	if (!opt.autotune || !opt.driver)
		return 0;
	if (strcmp(target, kl_target_name()) != 0) {
		fprintf(stderr, "kiln: --autotune for %s on a %s host: nothing can be timed, choosing by the machine model\n",
			target, kl_target_name());
		return 0;
	}
	char so[64];
	snprintf(so, sizeof so, "/tmp/kiln-driver-%d.so", (int)getpid());
	const char *cc = getenv("CC");
	size_t n = strlen(opt.driver) + strlen(so) + 128 + (cc ? strlen(cc) : 2);
	char *cmd = malloc(n);
	if (!cmd)
		return -1;
	snprintf(cmd, n, "%s -O2 -shared -fPIC -o '%s' '%s'", cc && *cc ? cc : "cc", so, opt.driver);
	int rc = system(cmd);
	free(cmd);
	if (rc != 0) {
		fprintf(stderr, "kiln: %s: the driver did not compile\n", opt.driver);
		remove(so);
		return -1;
	}
	opt.dl = dlopen(so, RTLD_NOW | RTLD_LOCAL);
	remove(so);
	if (!opt.dl || !(*(void **)&opt.bench = dlsym(opt.dl, "kiln_bench"))) {
		fprintf(stderr, "kiln: %s: %s\n", opt.driver, opt.dl ? "no function kiln_bench" : dlerror());
		return -1;
	}
	return 0;
}

void kiln_sched_end(void)
{
	if (opt.dl)
		dlclose(opt.dl);
	opt.dl = NULL;
}

struct bench_arg {
	const char *name;
};

static int run_bench(void *code, void *arg)
{
	const struct bench_arg *b = arg;
	return opt.bench(b->name, code);
}

/* 1 when the driver knows function name (it ran it once, compiled the default way, right), 0
 * when it does not, -1 when the result was wrong */
static int driver_knows(ko_func *o, const char *name)
{
	kl_func *f = kl_func_new();
	if (!f)
		return 0;
	kl_func_set_portable(f, !kiln_native); /* the code kiln writes, not the host's */
	void *code = NULL;
	if (ko_func_emit(o, f) == 0)
		code = kl_func_end(f, NULL);
	kl_func_delete(f);
	if (!code)
		return 0;
	int r = opt.bench(name, code);
	kl_code_free(code);
	if (r != 0 && r != 1) {
		fprintf(stderr, "kiln: driver: function '%s' compiled the default way gives a wrong result\n", name);
		return -1;
	}
	return r == 0;
}

int kiln_sched_apply(ko_func *o, const char *name, const char *target)
{
	ko_func_set_portable(o, !kiln_native); /* autotuning times and counts the code kiln writes */
	if (opt.inline_set)
		ko_func_set_inline(o, opt.inline_policy);
	if (opt.sched_set || opt.color) {
		int mode = opt.sched_set ? opt.sched : -1; /* -1: the scheduler the tier chooses per function */
		ko_func_set_passes(o, (KO_DEFAULT & ~KO_SCHED) | (mode ? KO_SCHED : 0) | (opt.color ? KO_COLOR : 0));
		if (mode > 0)
			ko_func_set_sched(o, (unsigned)mode, opt.window);
		else if (mode < 0)
			ko_func_set_sched(o, 0, 0);
	}
	if (!opt.autotune)
		return ko_error(o);
	struct ko_tune t;
	struct bench_arg b = {name};
	int timed = opt.bench ? driver_knows(o, name) : 0;
	if (timed < 0)
		return KL_ERR_OPERAND;
	int err = ko_autotune(o, target, timed ? run_bench : NULL, &b, opt.reps, &t);
	if (err) {
		fprintf(stderr, "%s: error: function '%s': %s\n", target, name, ko_errmsg(o));
		return err;
	}
	fprintf(stderr, "%s (%s): autotuned %s: %s\n", name, target, t.timed ? "by time" : "by the machine model",
		t.row[t.best].choice.name);
	ko_tune_print(&t, stderr);
	return 0;
}

/* one row of the passes table: o compiled for target with these passes (the default scheduler) */
static void pass_row(FILE *out, ko_func *o, const char *target, const char *name, unsigned passes)
{
	kl_func *f = kl_func_new_target(target);
	if (!f)
		return;
	kl_func_set_portable(f, !kiln_native);
	ko_func_set_passes(o, passes);
	ko_func_set_sched(o, 0, 0); /* the default: the scheduler chosen per function */
	if (ko_func_emit(o, f) == 0) {
		struct ko_stats st;
		ko_func_stats(o, &st);
		fprintf(out, "  %-24s %10s %9.0f %7u %7u %7u %6u %6.1f%%\n", name, "", ko_func_model_cycles(o, target), st.insns,
			st.spill_stores, st.reloads, st.moves, 100.0 * ko_spill_fraction(&st));
		kl_func_abort(f);
	} else {
		fprintf(out, "  %-24s %s\n", name, ko_errmsg(o));
	}
	kl_func_delete(f);
}

/* spill statistics of function k with and without each pass (the model's table) */
int kiln_sched_table(FILE *out, kl_lang *L, int k, const char *target)
{
	ko_func *o = ko_func_new();
	if (!o)
		return -1;
	int err = kl_lang_build(L, k, o);
	ko_func_set_portable(o, !kiln_native);
	if (!err && opt.inline_set)
		ko_func_set_inline(o, opt.inline_policy);
	struct ko_tune t;
	if (!err)
		err = ko_autotune(o, target, NULL, NULL, 0, &t);
	if (!err) {
		fprintf(out, "\n%s (%s): each scheduler and allocator (cycles: the machine model's estimate of one "
			     "pass; * lowest)\n", kl_lang_func_name(L, k), target);
		int nn = ko_func_nnodes(o);
		for (int n = 1; n <= nn; n++) {
			struct ko_node_info i;
			ko_node_info(o, (ko_node)n, &i);
			fprintf(out, "  node %s: %u inputs, %u outputs, %u instructions (%u assignments), %u calls: %s%s\n",
				i.name, i.ninputs, i.noutputs, i.insns, i.assigns, i.calls,
				i.inlined ? "inlined at once: " : "kept as calls until scheduled: ", i.why);
		}
		ko_tune_print(&t, out);
		fprintf(out, "  each pass off (or on) from the default (the scheduler chosen per function, linscan, "
			     "webs, cleanups, ALU fusion, peephole, post-scheduling):\n");
		pass_row(out, o, target, "default", KO_DEFAULT);
		pass_row(out, o, target, "without webs", KO_DEFAULT & ~KO_WEBS);
		pass_row(out, o, target, "without cleanups", KO_DEFAULT & ~KO_CLEAN);
		pass_row(out, o, target, "without scheduling", KO_DEFAULT & ~KO_SCHED);
		pass_row(out, o, target, "without peephole", KO_DEFAULT & ~KO_PEEP);
		pass_row(out, o, target, "without post-scheduling", KO_DEFAULT & ~KO_POSTSCHED);
		pass_row(out, o, target, "with colouring", KO_DEFAULT | KO_COLOR);
	}
	ko_func_delete(o);
	return err;
}
