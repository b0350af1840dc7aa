/* kiln/lang.h -- kiln's portable assembly language: qhasm's syntax (one line per instruction,
 * variables instead of registers) compiled through the optimizing tier for any target.
 * docs/language.md is the reference of every line form.
 *
 *   kl_lang *L = kl_lang_new();
 *   if (kl_lang_parse(L, "salsa.q", text, len) != 0)
 *           fputs(kl_lang_errors(L), stderr);      // "salsa.q:12:3: error: ..." lines
 *   void (*fn)(void *) = (void (*)(void *))kl_lang_func(L, "ECRYPT_init");
 *   ...
 *   kl_lang_delete(L);                             // frees the code kl_lang_func made
 *
 * Every `enter NAME` ... `leave` is one C-callable function NAME; `input` variables are its
 * integer and pointer arguments in order.  Errors never crash: they are messages. */
#ifndef KILN_LANG_H
#define KILN_LANG_H

#include <stddef.h>
#include <stdint.h>

#include "kiln/opt.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct kl_lang kl_lang;

kl_lang *kl_lang_new(void);
void kl_lang_delete(kl_lang *L);

/* Parse a whole program (text need not end in a newline nor be NUL-terminated).  name is the
 * file name used in messages.  Returns the number of errors (0: the program is valid); the
 * messages, one "NAME:LINE:COL: error: ..." line each, are in kl_lang_errors.  A kl_lang holds
 * one program: parse once. */
int kl_lang_parse(kl_lang *L, const char *name, const char *text, size_t len);
const char *kl_lang_errors(const kl_lang *L);

/* The functions (`enter NAME`) of the parsed program, in source order. */
int kl_lang_nfuncs(const kl_lang *L);
const char *kl_lang_func_name(const kl_lang *L, int k);
/* The source line (1-based) of `enter` of function k. */
int kl_lang_func_line(const kl_lang *L, int k);

/* External symbols (`r = &NAME`).  Without a resolver, their addresses are placeholders:
 * kl_lang_sym_value(L, k) is the 64-bit constant the code loads for symbol k, which a writer of
 * object files replaces with a relocation.  With one (set before kl_lang_build), the code loads
 * resolve(name, arg); a NULL answer is an error. */
void kl_lang_set_resolver(kl_lang *L, void *(*resolve)(const char *name, void *arg), void *arg);
int kl_lang_nsyms(const kl_lang *L);
const char *kl_lang_sym_name(const kl_lang *L, int k);
uint64_t kl_lang_sym_value(const kl_lang *L, int k);

/* The target lines marked "[x86_64] ...", "[aarch64 riscv64] ..." are for (kiln_build then keeps
 * only the lines for it): "x86_64", "aarch64" or "riscv64"; NULL (the default) is the host.
 * 0, or KL_ERR_OPERAND for an unknown name. */
int kl_lang_set_target(kl_lang *L, const char *target);

/* Record function k into o (fresh from ko_func_new): the caller compiles it (ko_func_emit for
 * any target, ko_interp, ko_func_end).  Each record is tagged (ko_set_tag) with the source line
 * it comes from.  0, or an error code with the message in kl_lang_errors (and o's own). */
int kl_lang_build(kl_lang *L, int k, ko_func *o);

/* Compile function NAME for the host and return its entry point (owned by L), or NULL with a
 * message in kl_lang_errors.  Symbols are resolved by the resolver, else with dlsym. */
void *kl_lang_func(kl_lang *L, const char *name);

/* The source text of line n (1-based) without its newline, and its length; NULL past the end. */
const char *kl_lang_line(const kl_lang *L, int n, size_t *len);

#ifdef __cplusplus
}
#endif

#endif
