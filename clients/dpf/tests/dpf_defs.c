/* dpf_defs.c -- kiln's own BPF definitions (used by <kiln/dpf.h> where there is no libpcap)
 * agree with libpcap's: every constant, every field extractor on every opcode, the layout of
 * struct bpf_insn and the BPF_STMT / BPF_JUMP initialisers.  Native builds only. */
#include <criterion/criterion.h>
#include <string.h>

#include <pcap/pcap.h>

#include <kiln/dpf.h>

#include "dpf_defs.h"

#ifdef KL_DPF_NO_PCAP
#error "a native build with libpcap must compile <kiln/dpf.h> with libpcap's definitions"
#endif

static unsigned long long fields(unsigned code) { return DPF_DEFS_FIELDS(code); }

Test(dpf_defs, same_as_libpcap)
{
	struct dpf_defs pcap, own;
	DPF_DEFS_FILL(&pcap, fields);
	dpf_defs_own(&own);
	cr_assert_eq(own.nconstants, pcap.nconstants);
	for (unsigned i = 0; i < pcap.nconstants; i++)
		cr_assert_eq(own.constants[i].value, pcap.constants[i].value, "%s: kiln 0x%lx, libpcap 0x%lx",
			     pcap.constants[i].name, own.constants[i].value, pcap.constants[i].value);
	for (unsigned code = 0; code <= 0xffff; code++)
		cr_assert_eq(own.fields(code), pcap.fields(code), "field extractors differ on opcode 0x%04x", code);
	cr_assert_eq(own.size, pcap.size, "sizeof(struct bpf_insn)");
	cr_assert_eq(own.off_code, pcap.off_code);
	cr_assert_eq(own.off_jt, pcap.off_jt);
	cr_assert_eq(own.off_jf, pcap.off_jf);
	cr_assert_eq(own.off_k, pcap.off_k);
	cr_assert_eq(own.size_code, pcap.size_code);
	cr_assert_eq(own.size_jt, pcap.size_jt);
	cr_assert_eq(own.size_jf, pcap.size_jf);
	cr_assert_eq(own.size_k, pcap.size_k);
	cr_assert_arr_eq(own.stmt, pcap.stmt, sizeof own.stmt, "BPF_STMT initialises differently");
	cr_assert_arr_eq(own.jump, pcap.jump, sizeof own.jump, "BPF_JUMP initialises differently");
}
