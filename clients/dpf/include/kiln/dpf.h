/* kiln/dpf.h -- packet filters compiled to machine code with kiln: a drop-in JIT for libpcap's
 * bpf_filter(), and a DPF-style demultiplexer that merges many filters into one function. */
#ifndef KILN_DPF_H
#define KILN_DPF_H

#include <stddef.h>

/* struct bpf_insn and the BPF_* opcode macros.  They come from libpcap's header whenever libpcap
 * is there, so that programs from pcap_compile() and this header agree by construction.  Where the
 * target has no libpcap (cross builds; the build defines KL_DPF_NO_PCAP, and so does kiln-dpf.pc
 * for such an install), kiln defines them itself from the classic BPF instruction format, which
 * is the same on every system: the library is the same either way. */
#if !defined(KL_DPF_NO_PCAP) && defined(__has_include)
#if !__has_include(<pcap/pcap.h>)
#define KL_DPF_NO_PCAP 1
#endif
#endif

#ifndef KL_DPF_NO_PCAP
#include <pcap/pcap.h>
#else
/* One instruction: opcode, jump offsets if true / if false, operand. */
struct bpf_insn {
	unsigned short code;
	unsigned char jt;
	unsigned char jf;
	unsigned int k;
};

/* The opcode is class | size | mode (loads), class | op | source (ALU, jumps), class | return
 * value source (ret) or class | misc op (tax, txa). */
#define BPF_CLASS(code) ((code) & 0x07)
#define BPF_LD 0x00
#define BPF_LDX 0x01
#define BPF_ST 0x02
#define BPF_STX 0x03
#define BPF_ALU 0x04
#define BPF_JMP 0x05
#define BPF_RET 0x06
#define BPF_MISC 0x07

#define BPF_SIZE(code) ((code) & 0x18)
#define BPF_W 0x00
#define BPF_H 0x08
#define BPF_B 0x10

#define BPF_MODE(code) ((code) & 0xe0)
#define BPF_IMM 0x00
#define BPF_ABS 0x20
#define BPF_IND 0x40
#define BPF_MEM 0x60
#define BPF_LEN 0x80
#define BPF_MSH 0xa0

#define BPF_OP(code) ((code) & 0xf0)
#define BPF_ADD 0x00
#define BPF_SUB 0x10
#define BPF_MUL 0x20
#define BPF_DIV 0x30
#define BPF_OR 0x40
#define BPF_AND 0x50
#define BPF_LSH 0x60
#define BPF_RSH 0x70
#define BPF_NEG 0x80
#define BPF_MOD 0x90
#define BPF_XOR 0xa0
#define BPF_JA 0x00
#define BPF_JEQ 0x10
#define BPF_JGT 0x20
#define BPF_JGE 0x30
#define BPF_JSET 0x40

#define BPF_SRC(code) ((code) & 0x08)
#define BPF_K 0x00
#define BPF_X 0x08

#define BPF_RVAL(code) ((code) & 0x18)
#define BPF_A 0x10

#define BPF_MISCOP(code) ((code) & 0xf8)
#define BPF_TAX 0x00
#define BPF_TXA 0x80

/* Words of scratch memory M[]. */
#define BPF_MEMWORDS 16

/* Initializers for a statement and a conditional jump. */
#define BPF_STMT(code, k) {(unsigned short)(code), 0, 0, k}
#define BPF_JUMP(code, k, jt, jf) {(unsigned short)(code), jt, jf, k}
#endif

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

/* Bursts: a filter compiled into a function that runs it on many packets per call, the loop
 * over them in the generated code (no call per packet).  A packet is what bpf_filter takes: */
struct kl_bpf_pkt {
	const unsigned char *data; /* the captured bytes */
	unsigned caplen;           /* how many bytes data holds: bpf_filter's buflen */
	unsigned wirelen;          /* the packet's length on the wire: bpf_filter's wirelen */
};
/* verdicts[i] = bpf_filter(prog, pkts[i].data, pkts[i].wirelen, pkts[i].caplen) for i < n (the
 * number of bytes to keep, 0 = rejected); returns how many packets were accepted (verdicts[i]
 * != 0).  verdicts holds n values; n = 0 does nothing and returns 0. */
typedef unsigned (*kl_bpf_burst_fn)(const struct kl_bpf_pkt *pkts, unsigned n, unsigned *verdicts);

/* Compile a classic BPF program into a burst function.  Validated as by kl_bpf_compile();
 * NULL and a message in err on error. */
kl_bpf_burst_fn kl_bpf_compile_burst(const struct bpf_insn *insns, unsigned len, char *err, size_t errlen);
void kl_bpf_burst_free(kl_bpf_burst_fn fn);

/* The demultiplexer: a set of filters, each with an id, compiled into one native function.
 * kl_demux_classify() returns the id of the first-added filter whose program accepts the
 * packet (returns non-zero), or -1.  Adding or removing marks it for rebuilding; classify
 * rebuilds when needed, but calling kl_demux_build() first keeps classify read-only. */
typedef struct kl_demux kl_demux;

kl_demux *kl_demux_new(void);
/* 0, or -1 (see kl_demux_errmsg) when the program is invalid, the id is -1 (reserved: it is what
 * kl_demux_classify returns for no match), the id is already present, or memory ran out.  Every
 * other int is a valid id. */
int kl_demux_add(kl_demux *d, const struct bpf_insn *insns, unsigned len, int id);
/* 0, or -1 when no filter has that id. */
int kl_demux_remove(kl_demux *d, int id);
/* Compile the classifier.  0, or -1 (see kl_demux_errmsg). */
int kl_demux_build(kl_demux *d);
int kl_demux_classify(const kl_demux *d, const unsigned char *pkt, unsigned wirelen, unsigned buflen);
/* The classifier itself, for the hottest loops: builds it if needed and returns it as a function
 * of bpf_filter's arguments that returns what kl_demux_classify() would.  Calling it directly
 * saves kl_demux_classify's test and jump.  Valid until the next kl_demux_add, kl_demux_remove,
 * kl_demux_build or kl_demux_free on d; NULL if d is NULL or the build fails (kl_demux_errmsg). */
typedef int (*kl_demux_fn)(const unsigned char *pkt, unsigned wirelen, unsigned buflen);
kl_demux_fn kl_demux_function(kl_demux *d);
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

/* Options of kl_bpf_compile_flags / kl_bpf_compile_burst_flags. */
#define KL_BPF_BLIND 1u /* constant blinding (kiln's KL_BLIND): no constant of the program of 16 bits
			 * or more appears verbatim in executable memory; for programs from users
			 * who may not choose machine code (docs/blinding.md) */
/* kl_bpf_compile_sized and kl_bpf_compile_burst with options (KL_BPF_ bits). */
kl_bpf_fn kl_bpf_compile_flags(const struct bpf_insn *insns, unsigned len, unsigned flags, size_t *codesize,
			       char *err, size_t errlen);
kl_bpf_burst_fn kl_bpf_compile_burst_flags(const struct bpf_insn *insns, unsigned len, unsigned flags, char *err,
					   size_t errlen);

#ifdef __cplusplus
}
#endif

#endif
