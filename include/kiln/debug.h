/* kiln/debug.h -- making generated code visible: names and source lines for functions, perf's
 * map and jitdump files, GDB's JIT interface, and listings (docs/debugging.md).
 *
 * All of it is off unless asked for, by kl_debug_enable() or by the environment variable
 * KILN_DEBUG (read once, the first time kiln looks): a comma-separated list of perfmap,
 * jitdump, gdb (or all).  When it is off, emitting an instruction costs exactly what it costs
 * without this header: nothing here is called per instruction. */
#ifndef KILN_DEBUG_H
#define KILN_DEBUG_H

#include <stdint.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct kl_func kl_func;

/* what to do for every function kl_func_end() finishes (kl_debug_enable) */
#define KL_DEBUG_PERFMAP 1u /* a line in /tmp/perf-PID.map: perf report names the function */
#define KL_DEBUG_JITDUMP 2u /* a record in jit-PID.dump (KILN_JITDUMP_DIR, else /tmp), for perf inject --jit */
#define KL_DEBUG_GDB 4u     /* an in-memory ELF object registered through GDB's JIT interface */
#define KL_DEBUG_ALL 7u

/* Turn on the given outputs for functions finished from now on (added to KILN_DEBUG's).
 * Returns the outputs now on: a file that cannot be opened leaves its output off (and
 * kl_debug_error() says why). */
unsigned kl_debug_enable(unsigned flags);
/* Turn outputs off for functions finished from now on (functions already registered with GDB
 * stay registered until their code is freed). */
void kl_debug_disable(unsigned flags);
/* The outputs on now (this reads KILN_DEBUG the first time). */
unsigned kl_debug_flags(void);
/* Why the last output that could not be turned on is off ("" if none). */
const char *kl_debug_error(void);

/* The name perf and GDB show for the function f is building (copied; at most 127 bytes are
 * kept).  Set before or after kl_func_begin(); kl_func_end() uses it and forgets it.  Without a
 * name a function is called kiln_func_N (N counts the functions finished).  Returns 0, or
 * KL_ERR_OPERAND for a NULL f or name. */
int kl_func_set_name(kl_func *f, const char *name);
/* The source file the lines of f's function come from (kl_func_line; copied; absolute, or
 * relative to the working directory).  Same lifetime as the name. */
int kl_func_set_source(kl_func *f, const char *file);
/* The code emitted from here on comes from source line `line` (1-based) of the file given to
 * kl_func_set_source(): GDB's list, info line and step, and perf annotate, show that line.
 * When no debug output is on this returns at once and records nothing.  Returns 0, or
 * KL_ERR_NOMEM / KL_ERR_OPERAND. */
int kl_func_line(kl_func *f, unsigned line);

/* A listing of n bytes of machine code for target ("x86_64", "aarch64", "riscv64"; NULL: the
 * host) as if it were at address addr: one instruction a line, address, bytes, mnemonic and
 * operands.  x86-64 and AArch64 through capstone (when kiln was built with it), RISC-V 64
 * through kiln's own decoder of RV64GC.  Returns 0, KL_ERR_OPERAND for an unknown target or a
 * NULL out/code, or KL_ERR_STATE when this build cannot list that target. */
int kl_disasm(FILE *out, const void *code, size_t n, uint64_t addr, const char *target);
/* 1 if kl_disasm can list code for target (NULL: the host), else 0. */
int kl_disasm_available(const char *target);

#ifdef __cplusplus
}
#endif

#endif
