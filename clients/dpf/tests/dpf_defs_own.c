/* dpf_defs_own.c -- <kiln/dpf.h>'s own BPF definitions (KL_DPF_NO_PCAP), for dpf_defs.c to
 * compare with libpcap's: this file must not see libpcap's header. */
#define KL_DPF_NO_PCAP 1
#include <string.h>

#include <kiln/dpf.h>

#include "dpf_defs.h"

#ifdef lib_pcap_bpf_h
#error "libpcap's pcap/bpf.h was included: the comparison would compare libpcap with itself"
#endif

static unsigned long long fields(unsigned code) { return DPF_DEFS_FIELDS(code); }

void dpf_defs_own(struct dpf_defs *d) { DPF_DEFS_FILL(d, fields); }
