/* dpf_internal.h -- what the validator (bpf_check.c), the filter compiler (bpf_jit.c, fields.c),
 * the burst compiler (bpf_burst.c) and the demultiplexer (demux_paths.c and the demux_*.c files)
 * share. */
#ifndef DPF_INTERNAL_H
#define DPF_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include <kiln.h>
#include <kiln/dpf.h>

#define DPF_MAX_INSNS 1000000

/* 0 if bpf_filter() can run the program (bpf_validate() accepts it and every opcode is one
 * bpf_filter() implements), else -1 with a message in err. */
int dpf_check(const struct bpf_insn *p, unsigned n, char *err, size_t errlen);

/* Registers of a function that evaluates filters. */
struct dpf_regs {
	kl_reg pkt, wirelen, buflen; /* the arguments (wirelen and buflen as 32-bit values) */
	kl_reg buflen64;             /* buflen zero-extended to 64 bits */
	kl_reg a, x, t, t2;          /* accumulator, index, scratch */
	int mem;                     /* offset of M[16] from KL_LP, or -1 if not allocated yet */
};

/* Take the registers (after kl_func_begin with "%p%u%u"). 0, or -1 when there are too few. */
int dpf_regs_init(kl_func *f, struct dpf_regs *r, const kl_reg *args);

/* Emit the code of one (checked) filter into f.  With acc == rej == (kl_label)-1 the filter
 * returns its value; otherwise it jumps to acc when it would return non-zero and to rej when it
 * would return zero.  Returns 0 or -1 (out of memory). */
int dpf_emit_filter(kl_func *f, struct dpf_regs *r, const struct bpf_insn *p, unsigned n, kl_label acc,
		    kl_label rej);

/* Where the result of a filter goes when it is not returned: a burst (bpf_burst.c) stores it
 * and goes on with the next packet.  Each hook emits the code of one exit of the filter, whose
 * result is the constant k (0: rejected) or the value of register v; the code must not fall
 * through. */
struct dpf_exit {
	void (*result_k)(kl_func *f, void *ctx, uint32_t k);
	void (*result_reg)(kl_func *f, void *ctx, kl_reg v);
	void *ctx;
};
/* dpf_emit_filter() whose results go to exit instead of being returned. */
int dpf_emit_filter_exit(kl_func *f, struct dpf_regs *r, const struct bpf_insn *p, unsigned n,
			 const struct dpf_exit *exit);

/* Load a big-endian field of 1, 2 or 4 bytes at pkt + off (bounds already checked) into rd,
 * with t as scratch.  swapped: when non-NULL and the target allows, the value may be left in
 * memory order (*swapped = 1) for the caller to compare against a byte-swapped constant. */
void dpf_load_field(kl_func *f, const struct dpf_regs *r, kl_reg rd, kl_reg base, int64_t off, int size,
		    int *swapped);
/* 1 on a little-endian host; 1 when the target loads unaligned words at full speed. */
int dpf_host_little(void);
int dpf_unaligned_ok(void);
/* The constant c as dpf_load_field leaves a swapped field of that size. */
uint32_t dpf_swap_const(uint32_t c, int size);

#endif
