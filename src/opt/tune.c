/* tune.c -- autotuning (seed 000: Usuba turns a pass off where it does not pay): compile a
 * function with every scheduler and allocator choice, time each with the client's benchmark
 * (or, where nothing can run, estimate each on the machine model) and keep the best. */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <time.h>

#include "kiln/model.h"

#include "internal.h"

#define KO_NOSCHED (KO_DEFAULT & ~KO_SCHED)
#define KO_S (KO_NOSCHED | KO_SCHED)
#define KO_C (KO_NOSCHED | KO_COLOR | KO_SCHED)
#define KO_INL(policy) (1 + (policy))
/* every scheduler with each allocator under the function's inlining policy; then the m-slice
 * window (KO_SCHED_WINDOW is 10) and the calls the bitslice scheduler sees (the inlining policy
 * changes nothing else before allocation) */
static const struct ko_choice ko__choices[] = {
	{"none/linscan", KO_NOSCHED, KO_SCHED_LIST, 0, 0},
	{"list+pressure/linscan", KO_S, KO_SCHED_LIST | KO_SCHED_PRESSURE, 0, 0},
	{"list/linscan", KO_S, KO_SCHED_LIST, 0, 0},
	{"bitslice/linscan", KO_S, KO_SCHED_BITSLICE, 0, 0},
	{"wave/linscan", KO_S, KO_SCHED_WAVE, 0, 0},
	{"mslice/linscan", KO_S, KO_SCHED_MSLICE, KO_SCHED_WINDOW, 0},
	{"mslice+pressure/linscan", KO_S, KO_SCHED_MSLICE | KO_SCHED_PRESSURE, KO_SCHED_WINDOW, 0},
	{"none/color", KO_NOSCHED | KO_COLOR, KO_SCHED_LIST, 0, 0},
	{"list+pressure/color", KO_C, KO_SCHED_LIST | KO_SCHED_PRESSURE, 0, 0},
	{"list/color", KO_C, KO_SCHED_LIST, 0, 0},
	{"bitslice/color", KO_C, KO_SCHED_BITSLICE, 0, 0},
	{"wave/color", KO_C, KO_SCHED_WAVE, 0, 0},
	{"mslice/color", KO_C, KO_SCHED_MSLICE, KO_SCHED_WINDOW, 0},
	{"mslice+pressure/color", KO_C, KO_SCHED_MSLICE | KO_SCHED_PRESSURE, KO_SCHED_WINDOW, 0},
	{"mslice w2/linscan", KO_S, KO_SCHED_MSLICE, 2, 0},
	{"mslice w4/linscan", KO_S, KO_SCHED_MSLICE, 4, 0},
	{"mslice w16/linscan", KO_S, KO_SCHED_MSLICE, 16, 0},
	{"mslice+pressure w2/linscan", KO_S, KO_SCHED_MSLICE | KO_SCHED_PRESSURE, 2, 0},
	{"mslice+pressure w4/linscan", KO_S, KO_SCHED_MSLICE | KO_SCHED_PRESSURE, 4, 0},
	{"mslice+pressure w16/linscan", KO_S, KO_SCHED_MSLICE | KO_SCHED_PRESSURE, 16, 0},
	{"bitslice/linscan inline=none", KO_S, KO_SCHED_BITSLICE, 0, KO_INL(KO_INLINE_NONE)},
	{"bitslice/color inline=none", KO_C, KO_SCHED_BITSLICE, 0, KO_INL(KO_INLINE_NONE)},
};
#define KO_NCHOICES (int)(sizeof ko__choices / sizeof ko__choices[0])
_Static_assert(KO_NCHOICES <= KO_TUNE_MAX, "KO_TUNE_MAX holds every choice");

const struct ko_choice *ko_tune_choices(int *n)
{
	if (n)
		*n = KO_NCHOICES;
	return ko__choices;
}

int ko_func_set_choice(ko_func *o, const struct ko_choice *c)
{
	if (!o || !c)
		return KL_ERR_STATE;
	ko_func_set_passes(o, c->passes | (o->passes & KO_VERIFY));
	if (c->inl)
		ko_func_set_inline(o, c->inl - 1);
	return ko_func_set_sched(o, c->sched, c->window);
}

/* The model's estimate.  Out of order: instructions dispatched in order, issue_width a cycle,
 * into a scheduler of KO__WINDOW(m) entries (an instruction enters when the one that many places
 * before it has issued); each issues when its operands are ready and a unit of its class is free
 * for its occupancy (a reservation table over cycles).  In order (m->in_order): each issues no
 * earlier than the one before it, issue_width a cycle, so an instruction waiting for an operand
 * stalls everything after it.  Spill code: a spill store takes a store unit and an issue slot
 * and waits for its value; a reload takes a load unit and an issue slot, waits for the store of
 * its slot (base and offset), and its result comes the load's latency later: on the critical
 * path when the allocator put it right before a use.  A schedule with more independent work close
 * together issues sooner; one with more spill code later.  Code of more instructions than the
 * model's op cache holds (m->opcache) is fed by the decoders: no faster than decode_width
 * instructions and fetch_bytes bytes a cycle, so its size counts too (docs/machines.md). */
#define KO__WINDOW(m) (8 * (m)->issue_width)
static int ko__is_insn(const kl_insn *in)
{
	return kl_iclass_of(in->op) >= 0 && in->op != KL_OP_label && in->op != KL_OP_nop;
}

/* The front end, for code larger than the op cache: the decoders take at most decode_width
 * instructions and fetch_bytes bytes a cycle, so instruction number i, ending at byte offset
 * end, is dispatched no earlier than this. */
static int64_t ko__fetched(const struct kl_model *m, size_t i, uint32_t end)
{
	uint32_t last = end ? end - 1 : 0;
	int64_t by_count = (int64_t)(i / (size_t)m->decode_width), by_bytes = (int64_t)(last / (uint32_t)m->fetch_bytes);
	return by_count > by_bytes ? by_count : by_bytes;
}

double ko_func_model_cycles(const ko_func *o, const char *target)
{
	const struct kl_model *m = o && o->model ? o->model : kl_model_get(target);
	if (!o || !m || !o->nlines)
		return -1;
	size_t n = o->nlines, ncyc = n * 8 + 256;
	int64_t ready[256], *iss = malloc(n * sizeof *iss);
	uint16_t *used = calloc(ncyc, sizeof *used);
	if (!iss || !used) {
		free(iss);
		free(used);
		return -1;
	}
	memset(ready, 0, sizeof ready);
	struct { uint32_t base; int64_t off, t; } mem[256]; /* the last stores, by base and offset */
	memset(mem, 0, sizeof mem);
	int64_t d = 0, end = 0, last = 0; /* in order: the last issue cycle, and how many issued then */
	int dcount = 0, lastcount = 0, win = KO__WINDOW(m);
	size_t nins = 0;
	struct ko_prog none;
	memset(&none, 0, sizeof none);
	/* more instructions than the op cache holds: fed by the decoders (ko__fetched) */
	int decoders = 0;
	if (m->opcache > 0 && m->decode_width > 0 && m->fetch_bytes > 0) {
		size_t total = 0;
		for (size_t k = 0; k < n; k++)
			total += ko__is_insn(&o->lines[k].insn);
		decoders = total > (size_t)m->opcache;
	}
	for (size_t k = 0; k < n; k++) {
		const kl_insn *in = &o->lines[k].insn;
		int cls = kl_iclass_of(in->op);
		if (!ko__is_insn(in))
			continue;
		struct ko_ins x = {.in = *in, .call = -1};
		struct ko_regs r;
		ko__regs(&none, &x, &r);
		int64_t t, fe = decoders ? ko__fetched(m, nins, o->lines[k].to) : 0;
		if (m->in_order) {
			t = lastcount >= m->issue_width ? last + 1 : last;
			if (fe > t)
				t = fe;
		} else {
			if (dcount >= m->issue_width)
				d++, dcount = 0;
			if (nins >= (size_t)win && iss[nins - (size_t)win] + 1 > d)
				d = iss[nins - (size_t)win] + 1, dcount = 0;
			if (fe > d)
				d = fe, dcount = 0;
			dcount++;
			t = d;
		}
		if (m->move_elim && kl_is_move(in->op)) { /* renamed: its value is its operand's */
			int64_t v = t;
			for (int u = 0; u < r.nuse; u++)
				if (ready[r.use[u] & 255] > v)
					v = ready[r.use[u] & 255];
			iss[nins++] = t;
			for (int dd = 0; dd < r.ndef; dd++)
				ready[r.def[dd] & 255] = v;
			if (v > end)
				end = v;
			continue;
		}
		for (int u = 0; u < r.nuse; u++)
			if (ready[r.use[u] & 255] > t)
				t = ready[r.use[u] & 255];
		int sh = kl_opinfo[in->op].shape, memop = (sh == KL_SH_LD || sh == KL_SH_ST) && kl_opinfo[in->op].imm;
		unsigned slot = (unsigned)(in->rs1 * 31u + (uint64_t)in->imm) & 255;
		if (memop && sh == KL_SH_LD && mem[slot].base == in->rs1 + 1 && mem[slot].off == in->imm &&
		    mem[slot].t + 1 > t)
			t = mem[slot].t + 1;
		int occ = m->cls[cls].occupancy ? m->cls[cls].occupancy : 1, unit = -1;
		for (;; t++) {
			if ((size_t)t + (size_t)occ >= ncyc) { /* past the table: the unit is free */
				unit = __builtin_ctz(m->cls[cls].units);
				break;
			}
			for (unsigned us = m->cls[cls].units; us && unit < 0; us &= us - 1) {
				int u = __builtin_ctz(us), free_ = 1;
				for (int c = 0; c < occ && free_; c++)
					free_ = !(used[t + c] >> u & 1);
				if (free_)
					unit = u;
			}
			if (unit >= 0)
				break;
		}
		for (int c = 0; c < occ && (size_t)(t + c) < ncyc; c++)
			used[t + c] |= (uint16_t)(1u << unit);
		iss[nins++] = t;
		if (t == last) {
			lastcount++;
		} else if (t > last) {
			last = t;
			lastcount = 1;
		}
		if (memop && sh == KL_SH_ST) {
			mem[slot].base = in->rs1 + 1;
			mem[slot].off = in->imm;
			mem[slot].t = t;
		}
		int64_t done = t + m->cls[cls].latency;
		int c2 = kl_iclass2_of(in->op);
		if (c2 >= 0) { /* load-and-op: its operation takes a unit of c2 once the load is done */
			int64_t t2 = done, u2 = -1;
			for (; (size_t)t2 < ncyc && u2 < 0; t2++)
				for (unsigned us = m->cls[c2].units; us && u2 < 0; us &= us - 1)
					if (!(used[t2] >> __builtin_ctz(us) & 1))
						u2 = __builtin_ctz(us);
			if (u2 >= 0) {
				t2--;
				used[t2] |= (uint16_t)(1u << u2);
			}
			done = t2 + m->cls[c2].latency;
		}
		for (int dd = 0; dd < r.ndef; dd++)
			ready[r.def[dd] & 255] = done;
		if (done > end)
			end = done;
		if (t + 1 > end)
			end = t + 1;
	}
	free(iss);
	free(used);
	return (double)end;
}

static double ko__now_ns(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static int ko__cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

/* compile o for target with the current choice: the stats and the model's cycles in row */
static int ko__tune_compile(ko_func *o, const char *target, struct ko_tune_row *row, void **code)
{
	int host = !target || !strcmp(target, kl_target_name());
	kl_func *f = host ? kl_func_new() : kl_func_new_target(target);
	if (!f)
		return KL_ERR_NOMEM;
	kl_func_set_portable(f, o->portable);
	int err = ko_func_emit(o, f);
	if (!err) {
		ko_func_stats(o, &row->stats);
		row->cycles = ko_func_model_cycles(o, target);
		if (host && code) {
			*code = kl_func_end(f, NULL);
			if (!*code)
				err = kl_error(f);
		} else {
			kl_func_abort(f);
		}
	}
	kl_func_delete(f);
	return err;
}

int ko_autotune(ko_func *o, const char *target, ko_bench_fn run, void *arg, int reps, struct ko_tune *t)
{
	if (!o || !t)
		return KL_ERR_STATE;
	if (o->err)
		return o->err;
	if (target && !kl_target_info(target)) {
		ko__fail(o, KL_ERR_OPERAND, "ko_autotune: unknown target '%s'", target);
		return o->err;
	}
	int host = !target || !strcmp(target, kl_target_name());
	unsigned saved_passes = o->passes, saved_mode = o->sched_mode;
	int saved_window = o->sched_window, saved_inline = o->inline_policy;
	memset(t, 0, sizeof *t);
	t->n = KO_NCHOICES;
	t->best = -1;
	t->timed = host && run;
	if (reps <= 0)
		reps = 15;
	void *code[KO_TUNE_MAX] = {0};
	double *times = calloc((size_t)reps * KO_TUNE_MAX, sizeof *times);
	if (!times) {
		ko__fail(o, KL_ERR_NOMEM, "ko_autotune");
		return o->err;
	}
	for (int c = 0; c < t->n; c++) {
		struct ko_tune_row *row = &t->row[c];
		row->choice = ko__choices[c];
		row->ns = -1;
		o->inline_policy = saved_inline; /* a choice without a policy: the function's */
		ko_func_set_choice(o, &row->choice);
		row->err = ko__tune_compile(o, target, row, t->timed ? &code[c] : NULL);
		if (row->err) { /* one choice failing is an answer, not the tuner's error */
			o->err = 0;
			o->errmsg[0] = 0;
		} else if (t->timed && run(code[c], arg) != 0) {
			row->err = -1; /* the warm-up run: a wrong result refuses the choice */
		}
	}
	if (t->timed) {
		/* Each round starts at another choice, and each timed run follows an untimed one of the
		 * same code: on a Zen 4 the code timed first in a round ran 4-8% faster than the same
		 * bytes timed later in it (sched-bench's placement mode), a bias towards choice 0 */
		for (int r = 0; r < reps; r++)
			for (int cc = 0; cc < t->n; cc++) {
				int c = (r + cc) % t->n;
				if (t->row[c].err)
					continue;
				if (run(code[c], arg) != 0) {
					t->row[c].err = -1;
					continue;
				}
				double a = ko__now_ns();
				int bad = run(code[c], arg);
				times[c * reps + r] = ko__now_ns() - a;
				if (bad)
					t->row[c].err = -1;
			}
		for (int c = 0; c < t->n; c++) {
			if (t->row[c].err)
				continue;
			double *x = &times[c * reps];
			qsort(x, (size_t)reps, sizeof *x, ko__cmp_double);
			t->row[c].ns = x[reps / 4]; /* the lower quartile (opt.h) */
		}
	}
	for (int c = 0; c < t->n; c++)
		if (code[c])
			kl_code_free(code[c]);
	free(times);
	for (int c = 0; c < t->n; c++) {
		const struct ko_tune_row *x = &t->row[c];
		if (x->err)
			continue;
		if (t->best < 0) {
			t->best = c;
			continue;
		}
		const struct ko_tune_row *b = &t->row[t->best];
		uint32_t xs = x->stats.spill_stores + x->stats.reloads, bs = b->stats.spill_stores + b->stats.reloads;
		int better = t->timed ? x->ns < b->ns
				      : (x->cycles != b->cycles ? x->cycles < b->cycles : xs < bs);
		if (better)
			t->best = c;
	}
	o->inline_policy = saved_inline;
	if (t->best >= 0) {
		ko_func_set_choice(o, &t->row[t->best].choice);
	} else {
		o->passes = saved_passes;
		o->sched_mode = saved_mode;
		o->sched_window = saved_window;
		ko__fail(o, t->row[0].err > 0 ? t->row[0].err : KL_ERR_OPERAND,
			 "ko_autotune: no choice compiled%s", t->timed ? " and ran right" : "");
		return o->err;
	}
	return 0;
}

void ko_tune_print(const struct ko_tune *t, FILE *out)
{
	fprintf(out, "  %-28s %10s %9s %7s %7s %7s %6s %7s\n", "choice", t->timed ? "ns/run" : "", "cycles", "insns",
		"spills", "reloads", "moves", "spill%");
	for (int c = 0; c < t->n; c++) {
		const struct ko_tune_row *x = &t->row[c];
		if (x->err) {
			fprintf(out, "%c %-28s %s\n", c == t->best ? '*' : ' ', x->choice.name,
				x->err < 0 ? "wrong result" : kl_strerror(x->err));
			continue;
		}
		char ns[32] = "";
		if (t->timed)
			snprintf(ns, sizeof ns, "%.0f", x->ns);
		fprintf(out, "%c %-28s %10s %9.0f %7u %7u %7u %6u %6.1f%%\n", c == t->best ? '*' : ' ', x->choice.name, ns,
			x->cycles, x->stats.insns, x->stats.spill_stores, x->stats.reloads, x->stats.moves,
			100.0 * ko_spill_fraction(&x->stats));
	}
}
