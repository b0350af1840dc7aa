/* src/lang/internal.h -- the language's shared structures: tokens, variables, the form table,
 * parsed statements, and the program (kl_lang). */
#ifndef KILN_LANG_INTERNAL_H
#define KILN_LANG_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "kiln/lang.h"

#define LANG_MAXTOK 160     /* tokens a line may have (a node call may name 64 variables and more) */
#define LANG_MAXLINE 4096   /* bytes a line may have */

/* ---- tokens (lex.c) ---- */
enum tok_kind { TK_END, TK_ID, TK_NUM, TK_PUNCT, TK_HOLE };
struct tok {
	uint8_t kind;
	uint8_t len;   /* bytes of s */
	uint16_t col;  /* 1-based column */
	const char *s; /* into the line (or the pattern) */
	uint64_t num;  /* TK_NUM: the value; TK_HOLE: the placeholder letter */
};
/* Split a line into tokens; a '#' starts a comment.  Returns the count, or -1 with *err set
 * (a message) and *errcol. */
int lang_lex(const char *line, size_t len, struct tok *t, int max, const char **err, int *errcol);
int tok_is(const struct tok *t, const char *s);

/* ---- variables ---- */
enum var_kind { VK_INT64, VK_STACK64, VK_STACK128, VK_STACK256, VK_STACK512, VK_FLOAT64 };
struct var {
	char *name;
	uint8_t kind;
	uint8_t caller;  /* `caller r`: a callee-saved register of qhasm's; kiln saves them itself */
	int input;       /* argument index, or -1 */
	int line;
	int node;        /* 0: the program's; k: local to node k (node.c) */
};

/* ---- flags (amd64's, emulated) ---- */
enum { FL_EQ = 1, FL_ULT = 2, FL_UGT = 4, FL_SLT = 8, FL_SGT = 16, FL_CARRY = 32, FL_ALL = 63 };
/* What a form does to the flags: nothing; clobbers them (and may set none); or sets them as
 * amd64's sub/cmp (compare a with b), add (result and carry) or logic (result against zero). */
enum { FK_NONE, FK_CLOB, FK_SUB, FK_ADD, FK_LOGIC, FK_FCMP };
/* FK_FCMP: a compare of two float64 values (ordered: every flag false when one is a NaN) */

/* ---- the form table (forms.c) ---- */
/* Binary operations of the forms. */
enum lang_op { OP_ADD, OP_SUB, OP_AND, OP_OR, OP_XOR, OP_SHL, OP_SHR, OP_SAR, OP_ROL, OP_ROR, OP_MUL, OP_DIV };
/* Operand widths: 64-bit, (uint32) (result zero-extended), (int32) (the signed 32-bit operation,
 * result zero-extended as amd64 writes a 32-bit register). */
enum { W64, WU32, WI32 };
/* Immediate ranges. */
enum { IM_NONE, IM_ANY, IM_S32, IM_SH64, IM_SH32, IM_SH1_63 };
/* How a form becomes records (lower.c). */
enum lang_lower {
	LW_NOP, LW_SET, LW_MOV, LW_SYM, LW_NOT, LW_NEG,
	LW_BIN_RR, LW_BIN_RI, LW_BIN_RRR, LW_LEA3, LW_LEA3I, LW_MULI, LW_MUL128, LW_IMUL128,
	LW_CARRY_RR, LW_CARRY_RI, LW_CMP_RR, LW_CMP_RI,
	LW_AND255, LW_BYTE1, LW_SHLD, LW_SHRD, LW_SHLD_R, LW_SHRD_R,
	LW_LOAD, LW_STORE, LW_STOREI, LW_LOADOP, LW_LOADOP_C,
	LW_STK_ST, LW_STK_LD, LW_STK_OP, LW_STK_OP_C, LW_STK_ADDR,
	LW_STK_TOP_SET, LW_STK_BOTTOM_ST, LW_STK_BOTTOM_LD, LW_STK_TOP_LD, LW_STK_W32_ZERO, LW_STK_W32_LD,
	LW_COPY, LW_FILL, LW_CMOV, LW_MUL128M, LW_IMUL128M, LW_MUL128S, LW_MUL128K, LW_LOADSYM, LW_LOADOPSYM,
	/* float64 (kiln's addition) */
	LW_FSET, LW_FMOV, LW_FNEG, LW_FBIN2, LW_FBIN3, LW_FLOAD, LW_FSTORE, LW_FSTK_ST, LW_FSTK_LD,
	LW_CV_L2D, LW_CV_D2L, LW_FCMP,
	/* `kiln NAME operands`: any portable instruction (kiln_insn_form in forms.c) */
	LW_KILN,
};
struct form {
	const char *pat;   /* the line, holes as $x (see forms.c) */
	uint8_t lower;     /* enum lang_lower */
	uint8_t op;        /* enum lang_op */
	uint8_t width;     /* W64 ... */
	uint8_t imm;       /* range of $n */
	uint8_t fkind;     /* FK_ */
	uint8_t flags;     /* FL_ bits a prefix may ask for */
	int8_t arg;        /* a form's own constant (an index into a 32-bit word, a shift...) */
};
extern const struct form lang_forms[];
extern const int lang_nforms;
extern const int lang_kiln_form; /* the row of `kiln NAME ...` lines */

/* A matched address (s + n + t * k). */
struct addr {
	int base, index; /* variables; index -1 for none */
	int scale;
	int64_t disp;
};
/* Operands of a matched line: holes by letter. */
struct operands {
	int v[12];       /* variables of holes r s t u k K x y z (slots below) */
	int64_t n, m;
	int mtype;       /* $T: memory type index (MT_) */
	struct addr a;
	int label;       /* $L */
	int sym;         /* $f */
	int cond, neg;   /* $c: a flag (FL_ bit) and `!` (conditional moves) */
	int opcode;      /* `kiln NAME ...`: the instruction (KL_OP_), operands in v[0..3] and n */
};
enum { SLOT_R, SLOT_S, SLOT_T, SLOT_U, SLOT_K, SLOT_KB, SLOT_X, SLOT_Y, SLOT_Z, NSLOTS };
enum { MT_U8, MT_U16, MT_U32, MT_U64, MT_I8, MT_I16, MT_I32, MT_I64 };

/* ---- statements ---- */
enum st_kind { ST_FORM, ST_LABEL, ST_GOTO, ST_GOTOIF, ST_ENTER, ST_LEAVE, ST_NODECALL /* ops.n: the call (node.c) */ };
struct stmt {
	uint8_t kind;
	uint8_t setflags;  /* FL_ bits the line's prefix asks for */
	uint8_t cond;      /* ST_GOTOIF: one FL_ bit */
	uint8_t neg;       /* ST_GOTOIF: `!` */
	uint8_t direct;    /* flag setter whose readers all follow it at once: branch on the operands */
	uint8_t targets;   /* "[x86_64 aarch64] line": bit per target (lang_target_bit); 0: all */
	int form;          /* ST_FORM: index in lang_forms */
	int line, col;
	struct operands ops;
	/* analysis */
	uint8_t reach_mask; /* flags valid on entry (intersection over paths) */
	uint8_t seen;
	int setter_kind;    /* ST_GOTOIF: FK_ of the lines setting its flags (-1 mixed) */
};

struct sym { char *name; uint64_t value; };
struct func { char *name; int stmt; int line; void *code; };

struct kl_lang {
	char *file;
	char *text;
	size_t len;
	size_t *line_at; /* start of each line */
	int nlines;
	char *errs;
	size_t nerrs_len, errs_cap;
	int nerrs;
	struct var *vars;
	int nvars, capvars;
	int *var_index;     /* open-addressing hash of (name, node) -> var + 1; 0 empty (parse.c) */
	int *label_index;   /* the same for label names -> label + 1 */
	uint32_t var_icap, label_icap; /* slots in each (a power of two, or 0) */
	int ninputs;
	struct stmt *st;
	int nst, capst;
	char **labels;      /* label names */
	int *label_stmt;    /* where each is placed, -1 */
	int *label_use;     /* first use (line << 16 | col), for messages */
	int nlabels, caplabels;
	struct sym *syms;
	int nsyms, capsyms;
	struct func *funcs;
	int nfuncs, capfuncs;
	int parsed;
	int target_bit;     /* the target kl_lang_build keeps lines for */
	int block_targets;  /* inside "[aarch64] {" ... "}": its targets; else 0 */
	int block_line;     /* where that block opened */
	void *(*resolve)(const char *, void *);
	void *resolve_arg;
	struct lang_nodes *nodes; /* node.c */
	int cur_node;             /* the node being read (1-based), 0 outside */
};

int lang_target_bit(const char *s, size_t n); /* 1 x86_64, 2 aarch64, 4 riscv64, 0 unknown */
void lang_error(kl_lang *L, int line, int col, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
int lang_find_var(const kl_lang *L, const char *s, size_t n);
int lang_label(kl_lang *L, const char *s, size_t n);
int lang_sym(kl_lang *L, const char *s, size_t n);

/* kilnop.c: `kiln NAME operands`, any portable instruction: 1 and *ops if the line is one, 0
 * if it does not start with `kiln`, -1 after reporting an error */
int lang_match_kiln(kl_lang *L, const struct tok *t, int nt, int line, struct operands *ops);
/* the variable kinds an operand of type t (KL_C ... KL_D) takes: VK_INT64 or VK_FLOAT64 */
int lang_kiln_kind(int type);

/* forms.c: match a line (flag prefix already removed) against the table.  The form's index,
 * or -1 with an error reported at the furthest point any form reached. */
int lang_match(kl_lang *L, const struct tok *t, int nt, int line, struct operands *ops);
const char *lang_mtype_name(int mt);

/* node.c: nodes (docs/language.md).  lang_node_line reads the lines only nodes have (node,
 * endnode, input/output inside a node, calls): 1 when it took the line, 0 when not, -1 out of
 * memory.  lang_node_check ends the file (a node left open).  lang_nodes_record defines in o the
 * nodes the reached statements call (lower is the lowering of one body statement); lang_node_call
 * records a call statement with vr mapping variables to registers. */
int lang_node_line(kl_lang *L, const struct tok *t, int nt, int line);
struct stmt *lang_stmt_new(kl_lang *L, int kind, int line, int col); /* parse.c: a new statement */
void lang_node_check(kl_lang *L);
int lang_nodes_record(kl_lang *L, ko_func *o, const unsigned char *reach, ko_reg *vr,
		      void (*lower)(void *arg, const struct stmt *st), void *arg);
void lang_node_call(kl_lang *L, ko_func *o, const ko_reg *vr, const struct stmt *st);
void lang_nodes_free(kl_lang *L);

/* flow.c: reachability, flags analysis; 0 or errors reported */
int lang_analyse(kl_lang *L);
/* the statement after k that control reaches from k: successors in *s (up to 2), count */
int lang_succ(const kl_lang *L, int k, int *s);

#endif
