/* Hostile but realistic uses of the API (issue 11): each case broke a promise of kiln.h before
 * its fix; each test failed then and passes now. */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <criterion/criterion.h>

#include "kiln.h"

/* kl_localb(f, (size_t)-16) after one local: off + size wrapped, the frame shrank to nothing */
Test(hostile, local_block_size_cannot_wrap)
{
	kl_func *f = kl_func_new();
	kl_func_begin(f, "", NULL, KL_LEAF);
	int a = kl_local(f, KL_L);
	cr_assert_geq(a, 0, "%s", kl_errmsg(f));
	kl_localb(f, (size_t)-16);
	cr_assert_eq(kl_error(f), KL_ERR_TOOBIG, "kl_localb(-16) gave error %d: %s", kl_error(f), kl_errmsg(f));
	kl_retv(f);
	cr_assert_null(kl_func_end(f, NULL));
	/* nothing stuck: the next function works */
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_localb(f, (size_t)1 << 62);
	cr_assert_neq(kl_error(f), 0, "a block of 2^62 bytes is refused");
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_retli(f, 7);
	long (*fn)(void) = (long (*)(void))kl_func_end(f, NULL);
	cr_assert_not_null(fn, "%s", kl_errmsg(f));
	cr_assert_eq(fn(), 7);
	kl_code_free((void *)fn);
	kl_func_delete(f);
}

/* A body past KL_MAX_BODY (1 GiB) is KL_ERR_TOOBIG, however it is reached, never a constant-pool
 * displacement that wraps.  Native, unsanitized builds only: it writes a gigabyte. */
Test(hostile, body_past_one_gigabyte_is_too_big, .timeout = 300)
{
#if defined(KILN_CROSS) || defined(KILN_SANITIZED)
	cr_skip_test("writes 1 GiB of code: native unsanitized builds only");
#else
	kl_func *f = kl_func_new();
	kl_reg r[1];
	kl_func_begin(f, "%l", r, KL_LEAF);
	size_t n = 0;
	while (!kl_error(f) && n < ((size_t)1 << 31)) { /* any encoding is at least one byte */
		kl_addli(f, r[0], r[0], 0x12345678);
		n++;
	}
	cr_assert_eq(kl_error(f), KL_ERR_TOOBIG, "after %zu instructions: error %d (%s)", n, kl_error(f), kl_errmsg(f));
	kl_retl(f, r[0]);
	cr_assert_null(kl_func_end(f, NULL));
	kl_func_delete(f);
#endif
}

/* Labels of one function used in another were silently the other's labels of the same number. */
Test(hostile, labels_of_another_function_are_rejected)
{
	kl_func *f = kl_func_new(), *g = kl_func_new();
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_label lf = kl_label_new(f);
	kl_func_begin(g, "", NULL, KL_LEAF);
	kl_label lg = kl_label_new(g);
	cr_assert_neq(lf, lg, "two functions' first labels differ");
	kl_jv(g, lf);
	cr_assert_eq(kl_error(g), KL_ERR_LABEL, "jump to another function's label: %d %s", kl_error(g), kl_errmsg(g));
	kl_func_begin(g, "", NULL, KL_LEAF);
	kl_label_place(g, 0);
	cr_assert_eq(kl_error(g), KL_ERR_LABEL, "a made-up label number: %d", kl_error(g));
	kl_func_abort(f);
	kl_func_delete(f);
	kl_func_delete(g);
}

/* A failed kl_func_begin still writes every argument register (the README teaches checking
 * errors once, at the end). */
Test(hostile, arguments_are_defined_when_begin_fails)
{
	kl_func *f = kl_func_new();
	kl_reg args[4] = {0xDEAD, 0xDEAD, 0xDEAD, 0xDEAD};
	cr_assert_neq(kl_func_begin(f, "%l%q%l", args, KL_LEAF), 0, "a bad format fails");
	for (int k = 0; k < 3; k++)
		cr_assert_neq(args[k], 0xDEADu, "args[%d] written", k);
	kl_addl(f, args[0], args[1], args[2]); /* harmless: emission after an error goes nowhere */
	cr_assert_neq(kl_error(f), 0);
	kl_func_delete(f);
}

/* kl_code_free of a forged interior pointer whose 16 bytes before it look like a header (client
 * constant-pool data can) reset the chunk and let the next function overwrite a live one. */
Test(hostile, forged_free_pointer_is_refused)
{
	kl_func *f = kl_func_new();
	kl_func_begin(f, "", NULL, KL_LEAF);
	kl_retli(f, 1234);
	long (*fn)(void) = (long (*)(void))kl_func_end(f, NULL);
	cr_assert_not_null(fn);
	const uint8_t *p = (const uint8_t *)fn;
	for (size_t off = 1; off < 256; off++)
		cr_assert_eq(kl_code_free((void *)(p + off)), KL_ERR_OPERAND, "interior pointer +%zu refused", off);
	for (size_t off = 16; off < 4096; off += 16)
		cr_assert_eq(kl_code_free((void *)(p - off)), KL_ERR_OPERAND, "pointer -%zu refused", off);
	/* the live function still runs after more code is made next to it */
	void *more[16];
	for (int k = 0; k < 16; k++) {
		kl_func_begin(f, "", NULL, KL_LEAF);
		kl_retli(f, k);
		more[k] = kl_func_end(f, NULL);
		cr_assert_not_null(more[k]);
	}
	cr_assert_eq(fn(), 1234);
	for (int k = 0; k < 16; k++)
		cr_assert_eq(kl_code_free(more[k]), 0);
	cr_assert_eq(kl_code_free((void *)fn), 0);
	kl_func_delete(f);
}

/* How many of this process's mappings are kiln's shared (memfd) code chunks. */
static int memfd_mappings(void)
{
	FILE *m = fopen("/proc/self/maps", "r");
	char line[512];
	int n = 0;
	if (!m)
		return -1;
	while (fgets(line, sizeof line, m))
		n += strstr(line, "kiln-code") != NULL;
	fclose(m);
	return n;
}

/* One transient memfd_create failure (out of descriptors) switched kiln for good to a fallback
 * that mapped a whole chunk per function.  Now the failing function gets its own pages and the
 * next one, once descriptors are back, goes to memfd chunks again. */
Test(hostile, a_passing_memfd_failure_is_not_for_good)
{
	kl_func *f = kl_func_new();
	struct rlimit old, low;
	cr_assert_eq(getrlimit(RLIMIT_NOFILE, &old), 0);
	/* fill every descriptor below a low limit, so memfd_create gets EMFILE */
	low = old;
	low.rlim_cur = 64;
	cr_assert_eq(setrlimit(RLIMIT_NOFILE, &low), 0);
	int fds[64], nfd = 0;
	for (;;) {
		int fd = dup(0);
		if (fd < 0)
			break;
		if (nfd < 64)
			fds[nfd++] = fd;
	}
	cr_assert_eq(errno, EMFILE);
	void *fn[8];
	for (int k = 0; k < 8; k++) { /* a new chunk is needed only for the first: allocate big ones */
		kl_func_begin(f, "", NULL, KL_LEAF);
		kl_localb(f, 16);
		for (int j = 0; j < 20000; j++)
			kl_nop(f);
		kl_retli(f, k);
		fn[k] = kl_func_end(f, NULL);
		cr_assert_not_null(fn[k], "function %d without descriptors: %s", k, kl_errmsg(f));
		cr_assert_eq(((long (*)(void))fn[k])(), k);
	}
	for (int k = 0; k < nfd; k++)
		close(fds[k]);
	cr_assert_eq(setrlimit(RLIMIT_NOFILE, &old), 0);
	int before = memfd_mappings();
	void *big[4];
	for (int k = 0; k < 4; k++) { /* 4 x 2 MiB: more than any chunk left over */
		kl_func_begin(f, "", NULL, KL_LEAF);
		for (int j = 0; j < 2 << 20; j++)
			kl_nop(f);
		kl_retli(f, 40 + k);
		big[k] = kl_func_end(f, NULL);
		cr_assert_not_null(big[k], "%s", kl_errmsg(f));
		cr_assert_eq(((long (*)(void))big[k])(), 40 + k);
	}
	cr_assert_gt(memfd_mappings(), before, "memfd chunks are used again once descriptors are back (%d -> %d)",
		     before, memfd_mappings());
	for (int k = 0; k < 8; k++)
		cr_assert_eq(kl_code_free(fn[k]), 0);
	for (int k = 0; k < 4; k++)
		cr_assert_eq(kl_code_free(big[k]), 0);
	kl_func_delete(f);
}

#if defined(__x86_64__)
/* clobbers every xmm register, as C code compiled for AVX-512 or any libm call may */
static void clobber_xmm(void)
{
	__asm__ volatile("pcmpeqd %%xmm0, %%xmm0\n\t"
			 "pcmpeqd %%xmm1, %%xmm1\n\t pcmpeqd %%xmm2, %%xmm2\n\t pcmpeqd %%xmm3, %%xmm3\n\t"
			 "pcmpeqd %%xmm4, %%xmm4\n\t pcmpeqd %%xmm5, %%xmm5\n\t pcmpeqd %%xmm6, %%xmm6\n\t"
			 "pcmpeqd %%xmm7, %%xmm7\n\t pcmpeqd %%xmm8, %%xmm8\n\t pcmpeqd %%xmm9, %%xmm9\n\t"
			 "pcmpeqd %%xmm10, %%xmm10\n\t pcmpeqd %%xmm11, %%xmm11\n\t pcmpeqd %%xmm12, %%xmm12\n\t"
			 "pcmpeqd %%xmm13, %%xmm13\n\t pcmpeqd %%xmm14, %%xmm14\n\t pcmpeqd %%xmm15, %%xmm15"
			 ::: "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9",
			 "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
}
#endif

#if defined(__aarch64__)
/* sets all 128 bits of every v register, as C code using Advanced SIMD may */
static void clobber_v(void)
{
	__asm__ volatile("movi v0.16b, #0xa5\n\t movi v1.16b, #0xa5\n\t movi v2.16b, #0xa5\n\t movi v3.16b, #0xa5\n\t"
			 "movi v4.16b, #0xa5\n\t movi v5.16b, #0xa5\n\t movi v6.16b, #0xa5\n\t movi v7.16b, #0xa5\n\t"
			 "movi v8.16b, #0xa5\n\t movi v9.16b, #0xa5\n\t movi v10.16b, #0xa5\n\t movi v11.16b, #0xa5\n\t"
			 "movi v12.16b, #0xa5\n\t movi v13.16b, #0xa5\n\t movi v14.16b, #0xa5\n\t movi v15.16b, #0xa5\n\t"
			 "movi v16.16b, #0xa5\n\t movi v17.16b, #0xa5\n\t movi v18.16b, #0xa5\n\t movi v19.16b, #0xa5\n\t"
			 "movi v20.16b, #0xa5\n\t movi v21.16b, #0xa5\n\t movi v22.16b, #0xa5\n\t movi v23.16b, #0xa5\n\t"
			 "movi v24.16b, #0xa5\n\t movi v25.16b, #0xa5\n\t movi v26.16b, #0xa5\n\t movi v27.16b, #0xa5\n\t"
			 "movi v28.16b, #0xa5\n\t movi v29.16b, #0xa5\n\t movi v30.16b, #0xa5\n\t movi v31.16b, #0xa5"
			 ::: "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10", "v11", "v12", "v13",
			 "v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23", "v24", "v25", "v26",
			 "v27", "v28", "v29", "v30", "v31");
}

/* AArch64: KL_SAVE_ALL saved only the low 64 bits of the v registers (what AAPCS64 preserves of
 * v8-v15); C code the function calls may change all 128 bits of any of them. */
Test(hostile, save_all_preserves_whole_v_registers)
{
	kl_func *g = kl_func_new();
	kl_reg r;
	kl_func_begin(g, "", NULL, KL_NONLEAF | KL_SAVE_ALL);
	while (kl_getreg(g, &r, KL_D, KL_TEMP))
		kl_setd(g, r, -2.5);
	kl_call(g, KL_V, (const void *)clobber_v);
	kl_retv(g);
	void *handler = kl_func_end(g, NULL);
	cr_assert_not_null(handler, "%s", kl_errmsg(g));
	uint64_t in[64], out[64];
	for (int k = 0; k < 64; k++)
		in[k] = 0x0102030405060708ull * (uint64_t)(k + 1) ^ (uint64_t)k << 56;
	__asm__ volatile("ldp q0, q1, [%0]\n\t ldp q2, q3, [%0, #32]\n\t ldp q4, q5, [%0, #64]\n\t"
			 "ldp q6, q7, [%0, #96]\n\t ldp q8, q9, [%0, #128]\n\t ldp q10, q11, [%0, #160]\n\t"
			 "ldp q12, q13, [%0, #192]\n\t ldp q14, q15, [%0, #224]\n\t ldp q16, q17, [%0, #256]\n\t"
			 "ldp q18, q19, [%0, #288]\n\t ldp q20, q21, [%0, #320]\n\t ldp q22, q23, [%0, #352]\n\t"
			 "ldp q24, q25, [%0, #384]\n\t ldp q26, q27, [%0, #416]\n\t ldp q28, q29, [%0, #448]\n\t"
			 "ldp q30, q31, [%0, #480]\n\t"
			 "blr %2\n\t"
			 "stp q0, q1, [%1]\n\t stp q2, q3, [%1, #32]\n\t stp q4, q5, [%1, #64]\n\t"
			 "stp q6, q7, [%1, #96]\n\t stp q8, q9, [%1, #128]\n\t stp q10, q11, [%1, #160]\n\t"
			 "stp q12, q13, [%1, #192]\n\t stp q14, q15, [%1, #224]\n\t stp q16, q17, [%1, #256]\n\t"
			 "stp q18, q19, [%1, #288]\n\t stp q20, q21, [%1, #320]\n\t stp q22, q23, [%1, #352]\n\t"
			 "stp q24, q25, [%1, #384]\n\t stp q26, q27, [%1, #416]\n\t stp q28, q29, [%1, #448]\n\t"
			 "stp q30, q31, [%1, #480]"
			 :
			 : "r"(in), "r"(out), "r"(handler)
			 : "memory", "x0", "x18", "x30", "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", "v10",
			   "v11", "v12", "v13", "v14", "v15", "v16", "v17", "v18", "v19", "v20", "v21", "v22", "v23",
			   "v24", "v25", "v26", "v27", "v28", "v29", "v30", "v31");
	for (int k = 2; k < 64; k++) /* v0 carries a float result: not kept */
		cr_assert_eq(out[k], in[k], "v%d %s half: %#llx, expected %#llx", k / 2, k & 1 ? "upper" : "lower",
			     (unsigned long long)out[k], (unsigned long long)in[k]);
	kl_code_free(handler);
	kl_func_delete(g);
}
#endif

/* KL_SAVE_ALL promises every register the function may change: on x86-64 the xmm registers
 * were not saved (kiln's own float temporaries, and C code the function calls). */
Test(hostile, save_all_preserves_float_registers)
{
#if !defined(__x86_64__)
	cr_skip_test("the caller's side is x86-64 inline assembly");
#else
	kl_func *g = kl_func_new();
	kl_reg r;
	kl_func_begin(g, "", NULL, KL_NONLEAF | KL_SAVE_ALL);
	while (kl_getreg(g, &r, KL_D, KL_TEMP))
		kl_setd(g, r, -2.5);
	kl_call(g, KL_V, (const void *)clobber_xmm);
	kl_retv(g);
	void *handler = kl_func_end(g, NULL);
	cr_assert_not_null(handler, "%s", kl_errmsg(g));
	uint64_t in[16], out[16];
	for (int k = 0; k < 16; k++)
		in[k] = 0x0101010101010101ull * (uint64_t)(k + 1);
	/* below the red zone; keeps the stack 16-aligned at the call */
	__asm__ volatile("movq 0(%0), %%xmm0\n\t movq 8(%0), %%xmm1\n\t movq 16(%0), %%xmm2\n\t"
			 "movq 24(%0), %%xmm3\n\t movq 32(%0), %%xmm4\n\t movq 40(%0), %%xmm5\n\t"
			 "movq 48(%0), %%xmm6\n\t movq 56(%0), %%xmm7\n\t movq 64(%0), %%xmm8\n\t"
			 "movq 72(%0), %%xmm9\n\t movq 80(%0), %%xmm10\n\t movq 88(%0), %%xmm11\n\t"
			 "movq 96(%0), %%xmm12\n\t movq 104(%0), %%xmm13\n\t movq 112(%0), %%xmm14\n\t"
			 "movq 120(%0), %%xmm15\n\t"
			 "mov %%rsp, %%rbx\n\t sub $256, %%rsp\n\t and $-16, %%rsp\n\t"
			 "call *%2\n\t"
			 "mov %%rbx, %%rsp\n\t"
			 "movq %%xmm0, 0(%1)\n\t movq %%xmm1, 8(%1)\n\t movq %%xmm2, 16(%1)\n\t"
			 "movq %%xmm3, 24(%1)\n\t movq %%xmm4, 32(%1)\n\t movq %%xmm5, 40(%1)\n\t"
			 "movq %%xmm6, 48(%1)\n\t movq %%xmm7, 56(%1)\n\t movq %%xmm8, 64(%1)\n\t"
			 "movq %%xmm9, 72(%1)\n\t movq %%xmm10, 80(%1)\n\t movq %%xmm11, 88(%1)\n\t"
			 "movq %%xmm12, 96(%1)\n\t movq %%xmm13, 104(%1)\n\t movq %%xmm14, 112(%1)\n\t"
			 "movq %%xmm15, 120(%1)"
			 :
			 : "r"(in), "r"(out), "r"(handler)
			 : "memory", "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10", "r11", "xmm0", "xmm1",
			   "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", "xmm8", "xmm9", "xmm10", "xmm11",
			   "xmm12", "xmm13", "xmm14", "xmm15");
	for (int k = 0; k < 16; k++)
		cr_assert_eq(out[k], in[k], "xmm%d: %#llx, expected %#llx", k, (unsigned long long)out[k],
			     (unsigned long long)in[k]);
	kl_code_free(handler);
	kl_func_delete(g);
#endif
}
