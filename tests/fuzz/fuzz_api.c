/* fuzz_api.c -- random sequences of API calls under a fuzzer, two ways:
 *  - seed mode (first byte even): the input picks a random program (tests/support/randprog.c:
 *    loops, branches, calls, memory, floats) that runs natively and in the interpreter; any
 *    difference aborts with the program printed;
 *  - record mode (first byte odd): the input is decoded into raw instruction records, bad ones
 *    included (registers that do not exist, kiln's own, wrong classes, labels of nothing), fed
 *    to kl_emit_insn of a host function and to the optimizing tier's ko_emit; kiln must report
 *    errors, never crash, never leave code executable after an error.  Nothing decoded this way
 *    is run (its memory accesses are arbitrary). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kiln.h"
#include "kiln/insn.h"
#include "kiln/opt.h"
#include "randprog.h"

static void seed_mode(const uint8_t *data, size_t size)
{
	uint64_t seed = 0;
	for (size_t k = 0; k < size && k < 8; k++)
		seed |= (uint64_t)data[k] << (8 * k);
	static struct randprog p;
	kl_func *f = kl_func_new();
	if (!f)
		return;
	if (randprog_make(&p, f, seed) == 0) {
		void *code = kl_func_end(f, NULL);
		if (!code) {
			fprintf(stderr, "fuzz_api: seed %llu does not compile: %s\n", (unsigned long long)seed, kl_errmsg(f));
			abort();
		}
		if (!randprog_check(&p, code, stderr))
			abort();
		kl_code_free(code);
	}
	kl_func_delete(f);
}

/* one raw record from 12 bytes: operands in small ranges, so that valid and invalid mix */
static kl_insn decode(const uint8_t *d, kl_label *labels, int nlabels, int virt)
{
	kl_insn in;
	memset(&in, 0, sizeof in);
	in.op = (uint16_t)((d[0] | d[1] << 8) % KL_NOPCODES);
	uint32_t base = virt ? KO_VREG0 : 0;
	in.rd = d[2] < 240 ? base + d[2] % 48 : (uint32_t)d[2] << 12;
	in.rs1 = base + d[3] % 48;
	in.rs2 = base + d[4] % 48;
	in.rs3 = base + d[5] % 48;
	in.label = d[6] < 250 ? labels[d[6] % nlabels] : d[6];
	int64_t imm = (int8_t)d[7];
	if (d[8] & 1)
		imm = (int64_t)((uint64_t)d[8] << 56 | (uint64_t)d[9] << 40 | (uint64_t)d[10] << 24 | d[11]);
	in.imm = imm;
	return in;
}

static void record_mode(const uint8_t *data, size_t size)
{
	kl_func *f = kl_func_new();
	ko_func *o = ko_func_new();
	if (!f || !o)
		goto out;
	kl_reg args[2];
	kl_func_begin(f, "%l%p", args, (data[0] & 2) ? KL_LEAF : 0);
	ko_reg vargs[2];
	ko_func_begin(o, "%l%p", vargs, (data[0] & 2) ? KL_LEAF : 0);
	for (int k = 0; k < 8; k++) /* virtual registers of every type */
		ko_reg_new(o, KL_C + k % (KL_NTYPES - 1));
	kl_label labels[4], vlabels[4];
	for (int k = 0; k < 4; k++) {
		labels[k] = kl_label_new(f);
		vlabels[k] = ko_label_new(o);
	}
	int placed = 0;
	for (size_t at = 1; at + 12 <= size && at < 1 + 12 * 200; at += 12) {
		kl_insn in = decode(data + at, labels, 4, 0);
		if (in.op == KL_OP_label) {
			if (placed & 1 << (in.label & 3))
				continue;
			placed |= 1 << (in.label & 3);
		}
		kl_emit_insn(f, &in);
		kl_insn vin = decode(data + at, vlabels, 4, 1);
		ko_emit(o, &vin);
	}
	kl_retli(f, 0);
	void *code = kl_func_end(f, NULL);
	if (code && kl_error(f)) {
		fprintf(stderr, "fuzz_api: code returned with error %d\n", kl_error(f));
		abort();
	}
	kl_code_free(code);
	ko_retli(o, 0);
	ko_func_set_passes(o, KO_DEFAULT | KO_VERIFY | ((data[0] & 4) ? KO_COLOR : 0));
	code = ko_func_end(o, NULL);
	if (code && ko_error(o)) {
		fprintf(stderr, "fuzz_api: optimizing tier returned code with error %d\n", ko_error(o));
		abort();
	}
	kl_code_free(code);
out:
	ko_func_delete(o);
	kl_func_delete(f);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (!size)
		return 0;
	if (data[0] & 1)
		record_mode(data, size);
	else
		seed_mode(data + 1, size - 1);
	return 0;
}
