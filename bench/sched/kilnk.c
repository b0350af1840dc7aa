/* bench/sched/kilnk.c -- compile a bench/sched kernel with one scheduler for one target
 * (kilnk.h). */
#include "kilnk.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <kiln/lang.h>

const char *const kk_sched_name[KK_NSCHED] = {"none", "list", "bitslice", "wave", "mslice", "mslice+p"};

char *kk_read(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 1 << 16, n = 0;
	char *buf = malloc(cap + 1);
	while (buf) {
		size_t got = fread(buf + n, 1, cap - n, f);
		n += got;
		if (n < cap)
			break;
		char *nb = realloc(buf, cap * 2 + 1);
		if (!nb) {
			free(buf);
			buf = NULL;
			break;
		}
		buf = nb;
		cap *= 2;
	}
	fclose(f);
	if (buf) {
		buf[n] = 0;
		*len = n;
	}
	return buf;
}

static int configure(ko_func *o, enum kk_sched s, int window)
{
	unsigned passes = ko_func_passes(o);
	switch (s) {
	case KK_NONE:
		ko_func_set_passes(o, passes & ~(unsigned)KO_SCHED);
		return 0;
	case KK_LIST:
		ko_func_set_passes(o, passes | KO_SCHED);
		return ko_func_set_sched(o, KO_SCHED_LIST | KO_SCHED_PRESSURE, 0);
	case KK_BITSLICE:
		ko_func_set_passes(o, passes | KO_SCHED);
		return ko_func_set_sched(o, KO_SCHED_BITSLICE, 0);
	case KK_WAVE:
		ko_func_set_passes(o, passes | KO_SCHED);
		return ko_func_set_sched(o, KO_SCHED_WAVE, 0);
	case KK_MSLICE:
		ko_func_set_passes(o, passes | KO_SCHED);
		return ko_func_set_sched(o, KO_SCHED_MSLICE, window);
	case KK_MSLICE_P:
		ko_func_set_passes(o, passes | KO_SCHED);
		return ko_func_set_sched(o, KO_SCHED_MSLICE | KO_SCHED_PRESSURE, window);
	default:
		return -1;
	}
}

static void count(const ko_func *o, const char *target, struct kk_result *r)
{
	size_t n;
	const struct ko_line *lines = ko_func_lines(o, &n);
	const struct kl_model *mm = kl_model_get(target);
	for (size_t k = 0; k < n; k++) {
		int c = kl_iclass_of(lines[k].insn.op);
		if (c < 0 || lines[k].origin == KO_ORIG_ENTRY)
			continue;
		r->total++;
		if (mm && mm->move_elim && kl_is_move(lines[k].insn.op))
			continue; /* renamed: an issue slot, no unit */
		r->cls[c]++;
		if (kl_iclass2_of(lines[k].insn.op) >= 0) /* load-and-op: its ALU too, issued once */
			r->cls[kl_iclass2_of(lines[k].insn.op)]++;
	}
	/* every instruction issues (issue width); the instructions whose units all lie within a
	 * class's units share those units (occupancy cycles each) */
	const struct kl_model *m = kl_model_get(target);
	if (!m || !r->total)
		return;
	int bound = (r->total + m->issue_width - 1) / m->issue_width;
	for (int c = 0; c < KL_NICLASSES; c++) {
		if (!r->cls[c])
			continue;
		unsigned units = m->cls[c].units;
		int busy = 0, nunits = __builtin_popcount(units);
		for (int d = 0; d < KL_NICLASSES; d++)
			if (r->cls[d] && (m->cls[d].units & ~units) == 0)
				busy += r->cls[d] * (m->cls[d].occupancy ? m->cls[d].occupancy : 1);
		if (nunits && (busy + nunits - 1) / nunits > bound)
			bound = (busy + nunits - 1) / nunits;
	}
	r->bound = bound;
}

int kk_build(const char *path, const char *text, size_t len, const char *fname, const char *target, kl_lang **Lp,
	     ko_func **op, char *err, size_t errlen)
{
	kl_lang *L = kl_lang_new();
	ko_func *o = ko_func_new();
	*Lp = NULL;
	*op = NULL;
	if (!L || !o) {
		snprintf(err, errlen, "out of memory");
		goto fail;
	}
	if (target && kl_lang_set_target(L, target) != 0) {
		snprintf(err, errlen, "unknown target %s", target);
		goto fail;
	}
	if (kl_lang_parse(L, path, text, len) != 0) {
		snprintf(err, errlen, "%s", kl_lang_errors(L));
		goto fail;
	}
	int k = 0;
	while (k < kl_lang_nfuncs(L) && strcmp(kl_lang_func_name(L, k), fname) != 0)
		k++;
	if (k == kl_lang_nfuncs(L)) {
		snprintf(err, errlen, "%s: no function %s", path, fname);
		goto fail;
	}
	if (kl_lang_build(L, k, o) != 0) {
		snprintf(err, errlen, "%s", kl_lang_errors(L));
		goto fail;
	}
	*Lp = L;
	*op = o;
	return 0;
fail:
	ko_func_delete(o);
	kl_lang_delete(L);
	return -1;
}

int kk_compile(const char *path, const char *text, size_t len, const char *fname, const char *target,
	       enum kk_sched s, struct kk_result *r, char *err, size_t errlen)
{
	return kk_compile_window(path, text, len, fname, target, s, KO_SCHED_WINDOW, r, err, errlen);
}

int kk_compile_window(const char *path, const char *text, size_t len, const char *fname, const char *target,
		      enum kk_sched s, int window, struct kk_result *r, char *err, size_t errlen)
{
	memset(r, 0, sizeof *r);
	kl_lang *L;
	ko_func *o;
	kl_func *f = NULL;
	int rc = -1;
	if (kk_build(path, text, len, fname, target, &L, &o, err, errlen) != 0)
		return -1;
	if (configure(o, s, window) != 0) {
		snprintf(err, errlen, "%s scheduler: %s", kk_sched_name[s], ko_errmsg(o));
		goto out;
	}
	if (!target) {
		r->fn = ko_func_end(o, NULL);
		if (!r->fn) {
			snprintf(err, errlen, "%s (%s scheduler): %s", fname, kk_sched_name[s], ko_errmsg(o));
			goto out;
		}
	} else {
		struct kl_image img;
		f = kl_func_new_target(target);
		if (!f || ko_func_emit(o, f) != 0 || kl_func_end_image(f, &img) != 0) {
			snprintf(err, errlen, "%s (%s scheduler, %s): %s", fname, kk_sched_name[s], target,
				 ko_error(o) ? ko_errmsg(o) : f ? kl_errmsg(f) : "out of memory");
			goto out;
		}
		kl_image_free(&img);
	}
	ko_func_stats(o, &r->st);
	r->model = ko_func_model_cycles(o, target);
	count(o, target, r);
	rc = 0;
out:
	if (f)
		kl_func_delete(f);
	ko_func_delete(o);
	kl_lang_delete(L);
	return rc;
}
