/* bench/sched/kilnk.h -- the kernels of bench/sched in kiln's language (bench/sched/q), compiled through
 * <kiln/lang.h> and the optimizing tier with one scheduler or none, for the host (callable) or for
 * another target (counted: instructions per class, spill code, the machine model's static bound).
 * Shared by bench/sched and tests/sched. */
#ifndef BENCH_SCHED_KILNK_H
#define BENCH_SCHED_KILNK_H

#include <stddef.h>

#include <kiln/lang.h>
#include <kiln/model.h>
#include <kiln/opt.h>

/* The schedulers compared: none (KO_SCHED off), the tier's default list scheduler (bounded by
 * register pressure), Usuba's bitslice scheduler, the bitslice scheduler with the calls in a
 * wavefront order (kiln's), Usuba's m-slice scheduler (window 10), and the m-slice scheduler
 * bounded by register pressure (kiln's variant).  Linear scan throughout. */
enum kk_sched { KK_NONE, KK_LIST, KK_BITSLICE, KK_WAVE, KK_MSLICE, KK_MSLICE_P, KK_NSCHED };
extern const char *const kk_sched_name[KK_NSCHED];

struct kk_result {
	void *fn;              /* host: the entry point (kl_code_free); another target: NULL */
	struct ko_stats st;    /* ko_func_stats */
	int cls[KL_NICLASSES]; /* emitted instructions per class (kl_iclass_of) */
	int total;             /* emitted instructions */
	int bound;             /* the machine model's static lower bound in cycles (0: no model) */
	double model;          /* ko_func_model_cycles: the model's estimate of one run (-1: none) */
};

/* Read a whole file (NUL-terminated; *len its length), or NULL. */
char *kk_read(const char *path, size_t *len);
/* Compile function fname of the program text for target (NULL: the host) with scheduler s.  0, or
 * -1 with a message in err. */
int kk_compile(const char *path, const char *text, size_t len, const char *fname, const char *target,
	       enum kk_sched s, struct kk_result *r, char *err, size_t errlen);

/* The same with the m-slice schedulers' window (1-64) instead of KO_SCHED_WINDOW. */
int kk_compile_window(const char *path, const char *text, size_t len, const char *fname, const char *target,
		      enum kk_sched s, int window, struct kk_result *r, char *err, size_t errlen);
/* Parse the program text and record function fname into a new ko_func (not yet compiled; the
 * caller deletes *o and *L).  0, or -1 with a message in err. */
int kk_build(const char *path, const char *text, size_t len, const char *fname, const char *target, kl_lang **L,
	     ko_func **o, char *err, size_t errlen);

#endif
