/* fields.c -- what the filter compiler and the demultiplexer emit alike: big-endian packet
 * fields loaded on any host, and the registers of a filter function. */
#include "dpf_internal.h"

int dpf_host_little(void)
{
	const uint16_t one = 1;
	return *(const uint8_t *)&one == 1;
}

uint32_t dpf_swap_const(uint32_t c, int size)
{
	if (!dpf_host_little() || size == 1)
		return c;
	if (size == 2)
		return ((c & 0xFF) << 8) | ((c >> 8) & 0xFF);
	return (c >> 24) | ((c >> 8) & 0xFF00) | ((c << 8) & 0xFF0000) | (c << 24);
}

int dpf_unaligned_ok(void)
{
	/* where unaligned words load at full speed (x86-64, AArch64) fields are loaded whole;
	 * elsewhere (RISC-V) they are built from bytes */
	return kl_target_has(KL_FEATURE_FAST_UNALIGNED);
}

void dpf_load_field(kl_func *f, const struct dpf_regs *r, kl_reg rd, kl_reg base, int64_t off, int size,
		    int *swapped)
{
	if (swapped)
		*swapped = 0;
	if (size == 1) {
		kl_lduci(f, rd, base, off);
		return;
	}
	if (dpf_unaligned_ok()) {
		if (!dpf_host_little()) {
			if (size == 2)
				kl_ldusi(f, rd, base, off);
			else
				kl_ldui(f, rd, base, off);
			return;
		}
		if (size == 2)
			kl_ldusi(f, rd, base, off);
		else
			kl_ldui(f, rd, base, off);
		if (swapped) /* the caller compares against a swapped constant instead */
			*swapped = 1;
		else if (size == 2) /* put the field in order with the byte-swap extension */
			kl_bswapus(f, rd, rd);
		else
			kl_bswapu(f, rd, rd);
		return;
	}
	/* big-endian from bytes where unaligned loads are slow (RISC-V) */
	kl_lduci(f, rd, base, off);
	for (int k = 1; k < size; k++) {
		kl_lshui(f, rd, rd, 8);
		kl_lduci(f, r->t2, base, off + k);
		kl_oru(f, rd, rd, r->t2);
	}
}

int dpf_regs_init(kl_func *f, struct dpf_regs *r, const kl_reg *args)
{
	r->pkt = args[0];
	r->wirelen = args[1];
	r->buflen = args[2];
	r->mem = -1;
	if (!kl_getreg(f, &r->a, KL_U, KL_TEMP) || !kl_getreg(f, &r->x, KL_U, KL_TEMP) ||
	    !kl_getreg(f, &r->t, KL_U, KL_TEMP) || !kl_getreg(f, &r->t2, KL_U, KL_TEMP) ||
	    !kl_getreg(f, &r->buflen64, KL_UL, KL_TEMP))
		return -1;
	return 0; /* buflen64 is set by the code that needs it */
}

