/* dpf_vecfile.h -- the oracle vector file: libpcap's answers, recorded on the build machine by
 * dpf_vecgen, for dpf_vectors to check the JIT and the demultiplexer where no libpcap exists
 * (cross builds run under qemu-user).  Needs neither libpcap nor kiln.
 *
 * Layout: the magic line, a version, then sections, each a tag 'S', its name, its length in
 * bytes and its records; the file ends with 'Z' and the number of sections, so a truncated file
 * is detected.  Every number is an unsigned LEB128 varint (ids and results are stored as their
 * 32-bit two's complement), strings are a length and the bytes, programs a length and
 * (code, jt, jf, k) per instruction.  Records, each a tag byte and its fields:
 *
 *   section "packets": the captures, in dpf_test_captures() order; packet n of the file is
 *     pool packet n
 *     'F' name linktype                     a capture; the packets that follow are its own
 *     'P' wirelen caplen bytes[caplen]      one packet
 *   program sections (expr_*, random_*):
 *     'T' n (pool buflen)*n                 run table t (numbered from 0 in the section): pool
 *                                           packets and the buflen to run them with
 *     'B' expect label program              a program; expect: DPF_VEC_REJECT (bpf_validate
 *                                           rejects it), DPF_VEC_COMPILE (it must compile),
 *                                           DPF_VEC_EITHER (compiling must not crash)
 *     'V' t result*n                        bpf_filter's results for the last program on table t
 *     'I' wirelen buflen bytes[buflen] result   one run of the last program on its own packet
 *   demultiplexer sections (demux_*):
 *     'D' name                              a new demultiplexer
 *     'A' id label program                  kl_demux_add, which must succeed
 *     'X' id ok                             kl_demux_remove: ok 1 = must succeed, 0 = must fail
 *     'G' merged                            kl_demux_build (merged 1: no filter evaluated whole)
 *     'K' pool wirelen buflen want          classify a pool packet; want: the first filter that
 *                                           bpf_filter accepts, or -1
 *     'k' wirelen buflen bytes[buflen] want what   classify its own packet
 *     'W'                                   the demultiplexer is freed
 *   every section ends with
 *     'E' count                             the number of comparisons it holds
 */
#ifndef DPF_VECFILE_H
#define DPF_VECFILE_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define DPF_VEC_MAGIC "kiln dpf oracle vectors\n"
#define DPF_VEC_VERSION 1

enum { DPF_VEC_REJECT, DPF_VEC_COMPILE, DPF_VEC_EITHER };

/* The instruction as stored; the same fields as struct bpf_insn, which this file does not need. */
struct dpf_vec_insn {
	uint16_t code;
	uint8_t jt, jf;
	uint32_t k;
};

/* Writing: a section is built in memory, then written with its length. */
struct dpf_vec_writer {
	FILE *f;
	unsigned char *buf;
	size_t len, cap;
	unsigned sections;
	int failed; /* sticky: out of memory or a write error */
};

int dpf_vw_open(struct dpf_vec_writer *w, const char *path);
void dpf_vw_section(struct dpf_vec_writer *w, const char *name);
void dpf_vw_tag(struct dpf_vec_writer *w, char tag);
void dpf_vw_u32(struct dpf_vec_writer *w, uint32_t v);
void dpf_vw_bytes(struct dpf_vec_writer *w, const void *p, size_t n);
void dpf_vw_str(struct dpf_vec_writer *w, const char *s);
void dpf_vw_prog(struct dpf_vec_writer *w, const struct dpf_vec_insn *p, unsigned n);
/* Writes the section (tag 'E' and count are the caller's). */
void dpf_vw_end_section(struct dpf_vec_writer *w);
/* Ends the file; 0, or -1 if anything failed. */
int dpf_vw_close(struct dpf_vec_writer *w);

/* Reading: the whole file in memory, a cursor over one section.  Errors are sticky: after the
 * first one every read returns 0 / "" and bad is set with a message. */
struct dpf_vec_file {
	unsigned char *data;
	size_t len;
};
struct dpf_vec_reader {
	const unsigned char *p, *end;
	int bad;
	char msg[200];
};

/* 0, or -1 with the reason in err (no such file, not a vector file, truncated). */
int dpf_vr_load(struct dpf_vec_file *f, const char *path, char *err, size_t errlen);
void dpf_vr_unload(struct dpf_vec_file *f);
/* A reader over the named section; 0, or -1 when the file has no such section. */
int dpf_vr_section(const struct dpf_vec_file *f, const char *name, struct dpf_vec_reader *r);
int dpf_vr_more(const struct dpf_vec_reader *r);
char dpf_vr_tag(struct dpf_vec_reader *r);
uint32_t dpf_vr_u32(struct dpf_vec_reader *r);
const unsigned char *dpf_vr_bytes(struct dpf_vec_reader *r, size_t n);
/* The string is copied into out (truncated to outlen). */
void dpf_vr_str(struct dpf_vec_reader *r, char *out, size_t outlen);
/* The program, in a buffer the caller frees; its length in *n.  NULL when bad. */
struct dpf_vec_insn *dpf_vr_prog(struct dpf_vec_reader *r, unsigned *n);

#endif
