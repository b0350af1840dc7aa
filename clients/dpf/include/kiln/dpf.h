/* kiln/dpf.h -- packet filters compiled to machine code with kiln: a drop-in JIT for libpcap's
 * bpf_filter(), and a DPF-style demultiplexer that merges many filters into one function. */
#ifndef KILN_DPF_H
#define KILN_DPF_H

#include <stddef.h>

#include <pcap/pcap.h> /* struct bpf_insn, with the types pcap/bpf.h needs */

#ifdef __cplusplus
extern "C" {
#endif

/* A compiled filter: same arguments, result and semantics as bpf_filter(prog, pkt, wirelen,
 * buflen): pkt holds buflen captured bytes of a packet that was wirelen bytes on the wire. */
typedef unsigned (*kl_bpf_fn)(const unsigned char *pkt, unsigned wirelen, unsigned buflen);

/* Compile a classic BPF program.  It is validated first: what bpf_validate() rejects, and the
 * opcodes bpf_filter() does not implement, are rejected with a message in err (when errlen > 0)
 * and nothing is compiled.  Returns NULL on error. */
kl_bpf_fn kl_bpf_compile(const struct bpf_insn *insns, unsigned len, char *err, size_t errlen);
void kl_bpf_free(kl_bpf_fn fn);

/* The demultiplexer: a set of filters, each with an id, compiled into one native function.
 * kl_demux_classify() returns the id of the first-added filter whose program accepts the
 * packet (returns non-zero), or -1.  Adding or removing marks it for rebuilding; classify
 * rebuilds when needed, but calling kl_demux_build() first keeps classify read-only. */
typedef struct kl_demux kl_demux;

kl_demux *kl_demux_new(void);
/* 0, or -1 when the program is invalid, the id is already present, or memory ran out. */
int kl_demux_add(kl_demux *d, const struct bpf_insn *insns, unsigned len, int id);
/* 0, or -1 when no filter has that id. */
int kl_demux_remove(kl_demux *d, int id);
/* Compile the classifier.  0, or -1 (see kl_demux_errmsg). */
int kl_demux_build(kl_demux *d);
int kl_demux_classify(const kl_demux *d, const unsigned char *pkt, unsigned wirelen, unsigned buflen);
void kl_demux_free(kl_demux *d);

/* Why the last call on d failed ("" if it did not). */
const char *kl_demux_errmsg(const kl_demux *d);
/* Size in bytes of the built classifier's code, and how many filters it evaluates one by one
 * because their structure could not be merged (for tools and benchmarks). */
size_t kl_demux_code_size(const kl_demux *d);
unsigned kl_demux_fallbacks(const kl_demux *d);
/* The built classifier's machine code (for listings), or NULL. */
const void *kl_demux_code(const kl_demux *d);

/* kl_bpf_compile() that also reports the size in bytes of the generated code (for listings:
 * the code starts at the returned function's address). */
kl_bpf_fn kl_bpf_compile_sized(const struct bpf_insn *insns, unsigned len, size_t *codesize, char *err,
			       size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
