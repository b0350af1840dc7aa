/* src/lang/forms.c -- the line forms: one row per form (its pattern in the language's own
 * syntax, how it lowers, what it does to the flags), and the matcher that finds a line's row.
 *
 * Holes in patterns: $r $s $t $u an int64 variable; $k a stack64 variable; $K any stack
 * variable (whose address is taken); $n $m a number (optionally negative; $n is checked
 * against the row's range); $T a memory type (uint8 ... int64); $A an address (s + n),
 * (s + t), (s + t * k), (s + n + t * k) or (s); $L a label; $f an external symbol; $x $y $z a
 * float64 variable; $c a flag ([!]= [!]carry [!]unsigned< ...).  A hole named twice must be the
 * same variable both times (amd64's two-operand forms). */
#include <stdio.h>
#include <string.h>

#include "internal.h"

#define SUBF (FL_EQ | FL_ULT | FL_UGT | FL_SLT | FL_SGT | FL_CARRY)
#define ADDF (FL_EQ | FL_ULT | FL_CARRY)
#define LOGF (FL_EQ | FL_ULT | FL_UGT | FL_SLT | FL_SGT)
#define SUB32F (FL_EQ | FL_ULT | FL_UGT | FL_CARRY)
#define LOG32F (FL_EQ | FL_ULT | FL_UGT)
#define FCMPF (FL_EQ | FL_ULT | FL_UGT)

/* pattern                                   lowering       op      width imm        flags           arg */
const struct form lang_forms[] = {
	{"nop",                                   LW_NOP,        0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"assign $m to $r",                       LW_NOP,        0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	/* moves and constants */
	{"$r = $n",                               LW_SET,        0,      W64,  IM_ANY,   FK_NONE, 0, 0},
	{"$r = $s",                               LW_MOV,        0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = & $f",                             LW_SYM,        0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = ~ $r",                             LW_NOT,        0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = - $r",                             LW_NEG,        0,      W64,  IM_NONE,  FK_SUB,  FL_EQ, 0},
	/* 64-bit arithmetic and logic */
	{"$r += $n",                              LW_BIN_RI,     OP_ADD, W64,  IM_S32,   FK_ADD,  ADDF, 0},
	{"$r += $n + carry",                      LW_CARRY_RI,   OP_ADD, W64,  IM_S32,   FK_ADD,  ADDF, 0},
	{"$r -= $n",                              LW_BIN_RI,     OP_SUB, W64,  IM_S32,   FK_SUB,  SUBF, 0},
	{"$r -= $n - carry",                      LW_CARRY_RI,   OP_SUB, W64,  IM_S32,   FK_SUB,  SUBF, 0},
	{"$r - $n",                               LW_CMP_RI,     OP_SUB, W64,  IM_S32,   FK_SUB,  SUBF, 0},
	{"$r += $s",                              LW_BIN_RR,     OP_ADD, W64,  IM_NONE,  FK_ADD,  ADDF, 0},
	{"$r += $s + carry",                      LW_CARRY_RR,   OP_ADD, W64,  IM_NONE,  FK_ADD,  ADDF, 0},
	{"$r -= $s",                              LW_BIN_RR,     OP_SUB, W64,  IM_NONE,  FK_SUB,  SUBF, 0},
	{"$r -= $s - carry",                      LW_CARRY_RR,   OP_SUB, W64,  IM_NONE,  FK_SUB,  SUBF, 0},
	{"$r - $s",                               LW_CMP_RR,     OP_SUB, W64,  IM_NONE,  FK_SUB,  SUBF, 0},
	{"$r = $s + $t",                          LW_LEA3,       OP_ADD, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = $s + $t + $n",                     LW_LEA3I,      OP_ADD, W64,  IM_S32,   FK_NONE, 0, 0},
	{"$r += $t + $n",                         LW_LEA3I,      OP_ADD, W64,  IM_S32,   FK_NONE, 0, 0},
	{"$r &= $s",                              LW_BIN_RR,     OP_AND, W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"$r |= $s",                              LW_BIN_RR,     OP_OR,  W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"$r ^= $s",                              LW_BIN_RR,     OP_XOR, W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"$r &= $n",                              LW_BIN_RI,     OP_AND, W64,  IM_S32,   FK_LOGIC, LOGF, 0},
	{"$r |= $n",                              LW_BIN_RI,     OP_OR,  W64,  IM_S32,   FK_LOGIC, LOGF, 0},
	{"$r ^= $n",                              LW_BIN_RI,     OP_XOR, W64,  IM_S32,   FK_LOGIC, LOGF, 0},
	/* (uint32): the 32-bit operation, the upper half of the variable left zero */
	{"( uint32 ) $r += $s",                   LW_BIN_RR,     OP_ADD, WU32, IM_NONE,  FK_ADD,  ADDF, 0},
	{"( uint32 ) $r += $s + carry",           LW_CARRY_RR,   OP_ADD, WU32, IM_NONE,  FK_ADD,  ADDF, 0},
	{"( uint32 ) $r -= $s",                   LW_BIN_RR,     OP_SUB, WU32, IM_NONE,  FK_SUB,  SUB32F, 0},
	{"( uint32 ) $r += $n",                   LW_BIN_RI,     OP_ADD, WU32, IM_S32,   FK_ADD,  ADDF, 0},
	{"( uint32 ) $r -= $n",                   LW_BIN_RI,     OP_SUB, WU32, IM_S32,   FK_SUB,  SUB32F, 0},
	{"( uint32 ) $r &= $n",                   LW_BIN_RI,     OP_AND, WU32, IM_S32,   FK_LOGIC, LOG32F, 0},
	{"( uint32 ) $r |= $n",                   LW_BIN_RI,     OP_OR,  WU32, IM_S32,   FK_LOGIC, LOG32F, 0},
	{"( uint32 ) $r ^= $n",                   LW_BIN_RI,     OP_XOR, WU32, IM_S32,   FK_LOGIC, LOG32F, 0},
	{"( uint32 ) $r &= $s",                   LW_BIN_RR,     OP_AND, WU32, IM_NONE,  FK_LOGIC, LOG32F, 0},
	{"( uint32 ) $r |= $s",                   LW_BIN_RR,     OP_OR,  WU32, IM_NONE,  FK_LOGIC, LOG32F, 0},
	{"( uint32 ) $r ^= $s",                   LW_BIN_RR,     OP_XOR, WU32, IM_NONE,  FK_LOGIC, LOG32F, 0},
	/* rotates and shifts */
	{"$r <<<= $n",                            LW_BIN_RI,     OP_ROL, W64,  IM_SH64,  FK_CLOB, 0, 0},
	{"$r >>>= $n",                            LW_BIN_RI,     OP_ROR, W64,  IM_SH64,  FK_CLOB, 0, 0},
	{"$r <<= $n",                             LW_BIN_RI,     OP_SHL, W64,  IM_SH64,  FK_CLOB, 0, 0},
	{"( int64 ) $r >>= $n",                   LW_BIN_RI,     OP_SAR, W64,  IM_SH64,  FK_CLOB, 0, 0},
	{"( uint64 ) $r >>= $n",                  LW_BIN_RI,     OP_SHR, W64,  IM_SH64,  FK_CLOB, 0, 0},
	{"( uint32 ) $r <<<= $n",                 LW_BIN_RI,     OP_ROL, WU32, IM_SH32,  FK_CLOB, 0, 0},
	{"( uint32 ) $r >>>= $n",                 LW_BIN_RI,     OP_ROR, WU32, IM_SH32,  FK_CLOB, 0, 0},
	{"( uint32 ) $r <<= $n",                  LW_BIN_RI,     OP_SHL, WU32, IM_SH32,  FK_CLOB, 0, 0},
	{"( uint32 ) $r >>= $n",                  LW_BIN_RI,     OP_SHR, WU32, IM_SH32,  FK_CLOB, 0, 0},
	{"( int32 ) $r >>= $n",                   LW_BIN_RI,     OP_SAR, WI32, IM_SH32,  FK_CLOB, 0, 0},
	{"$r <<= $s",                             LW_BIN_RR,     OP_SHL, W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"$r <<<= $s",                            LW_BIN_RR,     OP_ROL, W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"$r >>>= $s",                            LW_BIN_RR,     OP_ROR, W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"( int64 ) $r >>= $s",                   LW_BIN_RR,     OP_SAR, W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"( uint64 ) $r >>= $s",                  LW_BIN_RR,     OP_SHR, W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"$r = $s & 255",                         LW_AND255,     0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = ( $s >> 8 ) & 255",                LW_BYTE1,      0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"assign $m to $r = ( $s >> 8 ) & 255",   LW_BYTE1,      0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	/* double-width shifts */
	{"$r = ( $r . $t ) << $n",                LW_SHLD,       0,      W64,  IM_SH64,  FK_CLOB, 0, 0},
	{"$r = ( $t $r ) >> $n",                  LW_SHRD,       0,      W64,  IM_SH64,  FK_CLOB, 0, 0},
	{"$r = ( $r . $t ) << $s",                LW_SHLD_R,     0,      W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"$r = ( $t $r ) >> $s",                  LW_SHRD_R,     0,      W64,  IM_NONE,  FK_CLOB, 0, 0},
	/* multiplies */
	{"$r = $s * $n",                          LW_MULI,       OP_MUL, W64,  IM_S32,   FK_CLOB, 0, 0},
	{"$r *= $s",                              LW_BIN_RR,     OP_MUL, W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"( int128 ) $t $r = $r * $s",            LW_IMUL128,    0,      W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"( uint128 ) $t $r = $r * $s",           LW_MUL128,     0,      W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"$r *= $n",                              LW_MULI,       OP_MUL, W64,  IM_S32,   FK_CLOB, 0, 0},
	{"( uint128 ) $t $r = $r * * ( uint64 * ) $A", LW_MUL128M, 0,     W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"( int128 ) $t $r = $r * * ( uint64 * ) $A", LW_IMUL128M, 0,     W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"( uint128 ) $t $r = $r * * ( uint64 * ) & $f", LW_MUL128S, 0,   W64,  IM_NONE,  FK_CLOB, 0, 0},
	{"( uint128 ) $t $r = $r * $k",           LW_MUL128K,    0,      W64,  IM_NONE,  FK_CLOB, 0, 0},
	/* conditional moves (amd64's cmov): flags read, kept */
	{"$r = $s if $c",                         LW_CMOV,       0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	/* memory */
	{"$r = * ( $T * ) $A",                    LW_LOAD,       0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = * ( $T * ) & $f",                  LW_LOADSYM,    0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"* ( $T * ) $A = $r",                    LW_STORE,      0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"* ( $T * ) $A = $n",                    LW_STOREI,     0,      W64,  IM_S32,   FK_NONE, 0, 0},
	{"( uint32 ) $r += * ( uint32 * ) $A",    LW_LOADOP,     OP_ADD, WU32, IM_NONE,  FK_ADD,  ADDF, 0},
	{"( uint32 ) $r += * ( uint32 * ) $A + carry", LW_LOADOP_C, OP_ADD, WU32, IM_NONE, FK_ADD, ADDF, 0},
	{"( uint32 ) $r -= * ( uint32 * ) $A",    LW_LOADOP,     OP_SUB, WU32, IM_NONE,  FK_SUB,  SUB32F, 0},
	{"( uint32 ) $r &= * ( uint32 * ) $A",    LW_LOADOP,     OP_AND, WU32, IM_NONE,  FK_LOGIC, LOG32F, 0},
	{"( uint32 ) $r |= * ( uint32 * ) $A",    LW_LOADOP,     OP_OR,  WU32, IM_NONE,  FK_LOGIC, LOG32F, 0},
	{"( uint32 ) $r ^= * ( uint32 * ) $A",    LW_LOADOP,     OP_XOR, WU32, IM_NONE,  FK_LOGIC, LOG32F, 0},
	{"$r += * ( uint64 * ) $A",               LW_LOADOP,     OP_ADD, W64,  IM_NONE,  FK_ADD,  ADDF, 0},
	{"$r += * ( uint64 * ) $A + carry",       LW_LOADOP_C,   OP_ADD, W64,  IM_NONE,  FK_ADD,  ADDF, 0},
	{"$r -= * ( uint64 * ) $A",               LW_LOADOP,     OP_SUB, W64,  IM_NONE,  FK_SUB,  SUBF, 0},
	{"$r -= * ( uint64 * ) $A - carry",       LW_LOADOP_C,   OP_SUB, W64,  IM_NONE,  FK_SUB,  SUBF, 0},
	{"$r &= * ( uint64 * ) $A",               LW_LOADOP,     OP_AND, W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"$r |= * ( uint64 * ) $A",               LW_LOADOP,     OP_OR,  W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"$r ^= * ( uint64 * ) $A",               LW_LOADOP,     OP_XOR, W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"while ( $u ) { * $r ++ = $s ; -- $u }", LW_FILL,       0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"while ( $u ) { * $r ++ = * $s ++ ; -- $u }", LW_COPY,  0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	/* stack variables */
	{"$k = $r",                               LW_STK_ST,     0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = $k",                               LW_STK_LD,     0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$k top = $n",                           LW_STK_TOP_SET, 0,     W64,  IM_S32,   FK_NONE, 0, 0},
	{"inplace $k bottom = $r",                LW_STK_BOTTOM_ST, 0,   W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = bottom $k",                        LW_STK_BOTTOM_LD, 0,   W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = top $k",                           LW_STK_TOP_LD, 0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r += $k",                              LW_STK_OP,     OP_ADD, W64,  IM_NONE,  FK_ADD,  ADDF, 0},
	{"$r += $k + carry",                      LW_STK_OP_C,   OP_ADD, W64,  IM_NONE,  FK_ADD,  ADDF, 0},
	{"$r -= $k",                              LW_STK_OP,     OP_SUB, W64,  IM_NONE,  FK_SUB,  SUBF, 0},
	{"$r -= $k - carry",                      LW_STK_OP_C,   OP_SUB, W64,  IM_NONE,  FK_SUB,  SUBF, 0},
	{"$r &= $k",                              LW_STK_OP,     OP_AND, W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"$r |= $k",                              LW_STK_OP,     OP_OR,  W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"$r ^= $k",                              LW_STK_OP,     OP_XOR, W64,  IM_NONE,  FK_LOGIC, LOGF, 0},
	{"( uint32 ) $r += $k",                   LW_STK_OP,     OP_ADD, WU32, IM_NONE,  FK_ADD,  ADDF, 0},
	{"$r = & $K",                             LW_STK_ADDR,   0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"( ( uint32 * ) & $K ) [ $m ] = 0",      LW_STK_W32_ZERO, 0,    W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = ( ( uint32 * ) & $K ) [ $m ]",     LW_STK_W32_LD, 0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	/* float64 variables (kiln's addition): IEEE 754 doubles in the target's float registers */
	{"$x = $y",                               LW_FMOV,       0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x = $n",                               LW_FSET,       0,      W64,  IM_ANY,   FK_NONE, 0, 0},
	{"$x = - $y",                             LW_FNEG,       0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x += $y",                              LW_FBIN2,      OP_ADD, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x -= $y",                              LW_FBIN2,      OP_SUB, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x *= $y",                              LW_FBIN2,      OP_MUL, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x /= $y",                              LW_FBIN2,      OP_DIV, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x = $y + $z",                          LW_FBIN3,      OP_ADD, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x = $y - $z",                          LW_FBIN3,      OP_SUB, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x = $y * $z",                          LW_FBIN3,      OP_MUL, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x = $y / $z",                          LW_FBIN3,      OP_DIV, W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x = * ( float64 * ) $A",               LW_FLOAD,      0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"* ( float64 * ) $A = $x",               LW_FSTORE,     0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$k = $x",                               LW_FSTK_ST,    0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x = $k",                               LW_FSTK_LD,    0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x = ( float64 ) $r",                   LW_CV_L2D,     0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$r = ( int64 ) $x",                     LW_CV_D2L,     0,      W64,  IM_NONE,  FK_NONE, 0, 0},
	{"$x - $y",                               LW_FCMP,       OP_SUB, W64,  IM_NONE,  FK_FCMP, FCMPF, 0},
	/* any portable instruction (kilnop.c matches these lines; the row gives them an index) */
	{"kiln NAME ...",                         LW_KILN,       0,      W64,  IM_NONE,  FK_NONE, 0, 0},
};
const int lang_nforms = (int)(sizeof lang_forms / sizeof lang_forms[0]);
const int lang_kiln_form = (int)(sizeof lang_forms / sizeof lang_forms[0]) - 1;

static const char *const mtypes[] = {"uint8", "uint16", "uint32", "uint64", "int8", "int16", "int32", "int64"};
const char *lang_mtype_name(int mt) { return mt >= 0 && mt < 8 ? mtypes[mt] : "?"; }

static const char *kind_name(int k)
{
	static const char *const n[] = {"int64", "stack64", "stack128", "stack256", "stack512", "float64"};
	return k >= 0 && k < 6 ? n[k] : "?";
}

static const char *want_text(int want)
{
	return want == VK_INT64 ? "an int64" : want == VK_STACK64 ? "a stack64" : want == VK_FLOAT64 ? "a float64" : "a stack";
}

/* patterns lexed once */
static struct tok pat_tok[sizeof lang_forms / sizeof lang_forms[0]][24];
static int pat_n[sizeof lang_forms / sizeof lang_forms[0]];
static int pat_ready;

static void pat_init(void)
{
	if (pat_ready)
		return;
	for (int f = 0; f < lang_nforms; f++) {
		const char *e;
		int ec;
		pat_n[f] = lang_lex(lang_forms[f].pat, strlen(lang_forms[f].pat), pat_tok[f], 24, &e, &ec);
	}
	pat_ready = 1;
}

/* why a row stopped matching */
struct miss {
	int pos;       /* token index where it failed */
	int prio;      /* 3 undeclared, 2 wrong type or range, 1 wrong token */
	char msg[400];
	int lenient;   /* accept undeclared and mistyped variables (to find the form a line means) */
};

static void miss_set(struct miss *m, int pos, int prio, const char *fmt, const char *a, const char *b)
{
	m->pos = pos;
	m->prio = prio;
	snprintf(m->msg, sizeof m->msg, fmt, a ? a : "", b ? b : "");
}

static int slot_of(int letter)
{
	switch (letter) {
	case 'r': return SLOT_R;
	case 's': return SLOT_S;
	case 't': return SLOT_T;
	case 'u': return SLOT_U;
	case 'k': return SLOT_K;
	case 'K': return SLOT_KB;
	case 'x': return SLOT_X;
	case 'y': return SLOT_Y;
	case 'z': return SLOT_Z;
	default: return -1;
	}
}

static int imm_ok(int range, int64_t v, int neg, uint64_t mag)
{
	switch (range) {
	case IM_ANY: return 1;
	case IM_S32: return v >= INT32_MIN && v <= INT32_MAX && (neg || mag <= INT32_MAX);
	case IM_SH64: return !neg && mag <= 63;
	case IM_SH32: return !neg && mag <= 31;
	default: return 1;
	}
}

static const char *range_text(int range)
{
	switch (range) {
	case IM_S32: return "-2147483648..2147483647";
	case IM_SH64: return "0..63";
	case IM_SH32: return "0..31";
	default: return "any 64-bit value";
	}
}

/* a number at t[*i] (optionally after '-'); 1 and *v, *neg, *mag, or 0 */
static int take_num(const struct tok *t, int *i, int64_t *v, int *neg, uint64_t *mag)
{
	int j = *i;
	*neg = 0;
	if (tok_is(&t[j], "-") && t[j + 1].kind == TK_NUM) {
		*neg = 1;
		j++;
	}
	if (t[j].kind != TK_NUM)
		return 0;
	*mag = t[j].num;
	if (*neg && *mag > (uint64_t)INT64_MAX + 1)
		return 0;
	*v = *neg ? (int64_t)(0 - *mag) : (int64_t)*mag;
	*i = j + 1;
	return 1;
}

/* a variable of kind `want` (-1: any stack kind) at t[*i] */
static int take_var(kl_lang *L, const struct tok *t, int i, int want, struct miss *m, int *out)
{
	char name[256];
	if (t[i].kind != TK_ID) {
		miss_set(m, i, 1, "expected %s variable", want_text(want), NULL);
		return 0;
	}
	int v = lang_find_var(L, t[i].s, t[i].len);
	snprintf(name, sizeof name, "%.*s", (int)t[i].len, t[i].s);
	if (v < 0 && m->lenient) {
		*out = -2;
		return 1;
	}
	if (v < 0) {
		miss_set(m, i, 3, "undeclared variable '%.100s'", name, NULL);
		return 0;
	}
	int k = L->vars[v].kind;
	if (m->lenient) {
		*out = v;
		return 1;
	}
	if (want >= 0 ? k != want : (k == VK_INT64 || k == VK_FLOAT64)) {
		char w[64];
		snprintf(w, sizeof w, "%s", want_text(want));
		char msg[300];
		snprintf(msg, sizeof msg, "'%.100s' is %s %s variable; this form wants %s here", name,
			 k == VK_INT64 ? "an" : "a", kind_name(k), w);
		miss_set(m, i, 2, "%.300s%s", msg, NULL);
		return 0;
	}
	*out = v;
	return 1;
}

static int take_addr(kl_lang *L, const struct tok *t, int *pi, struct addr *a, struct miss *m)
{
	int i = *pi;
	a->index = -1;
	a->scale = 1;
	a->disp = 0;
	if (!tok_is(&t[i], "(")) {
		miss_set(m, i, 1, "expected an address such as (s + 8)", NULL, NULL);
		return 0;
	}
	i++;
	if (!take_var(L, t, i, VK_INT64, m, &a->base))
		return 0;
	i++;
	if (tok_is(&t[i], "+")) {
		i++;
		int64_t v;
		int neg;
		uint64_t mag;
		int had_num = 0;
		if (take_num(t, &i, &v, &neg, &mag)) {
			if (v < INT32_MIN || v > INT32_MAX) {
				miss_set(m, i - 1, 2, "offset out of range (-2147483648..2147483647)", NULL, NULL);
				return 0;
			}
			a->disp = v;
			had_num = 1;
			if (tok_is(&t[i], "+"))
				i++;
		}
		if (!had_num || t[i - 1].kind == TK_PUNCT) {
			if (!take_var(L, t, i, VK_INT64, m, &a->index))
				return 0;
			i++;
			if (tok_is(&t[i], "*")) {
				i++;
				if (t[i].kind != TK_NUM || (t[i].num != 1 && t[i].num != 2 && t[i].num != 4 && t[i].num != 8)) {
					miss_set(m, i, 2, "the index scale must be 1, 2, 4 or 8", NULL, NULL);
					return 0;
				}
				a->scale = (int)t[i].num;
				i++;
			}
		}
	}
	if (!tok_is(&t[i], ")")) {
		miss_set(m, i, 1, "expected ')' closing the address", NULL, NULL);
		return 0;
	}
	*pi = i + 1;
	return 1;
}

/* a flag as `goto L if` and conditional moves name it: [!]= [!]carry [!]unsigned< ... */
static int take_cond(const struct tok *t, int *pi, int *bit, int *neg)
{
	static const struct { const char *w, *c; int bit; } words[] = {
		{"unsigned", "<", FL_ULT}, {"unsigned", ">", FL_UGT}, {"signed", "<", FL_SLT}, {"signed", ">", FL_SGT},
	};
	int i = *pi;
	*neg = 0;
	*bit = 0;
	if (tok_is(&t[i], "!=")) {
		*neg = 1, *bit = FL_EQ, *pi = i + 1;
		return 1;
	}
	if (tok_is(&t[i], "!"))
		*neg = 1, i++;
	if (tok_is(&t[i], "="))
		*bit = FL_EQ, i++;
	else if (tok_is(&t[i], "carry"))
		*bit = FL_CARRY, i++;
	else
		for (size_t k = 0; k < sizeof words / sizeof words[0]; k++)
			if (tok_is(&t[i], words[k].w) && tok_is(&t[i + 1], words[k].c)) {
				*bit = words[k].bit;
				i += 2;
				break;
			}
	if (!*bit)
		return 0;
	*pi = i;
	return 1;
}

static int match_row(kl_lang *L, int f, const struct tok *t, struct operands *o, struct miss *m)
{
	const struct tok *p = pat_tok[f];
	int i = 0;
	memset(o, 0, sizeof *o);
	for (int k = 0; k < NSLOTS; k++)
		o->v[k] = -1;
	o->label = o->sym = -1;
	for (int q = 0; q < pat_n[f]; q++) {
		if (p[q].kind != TK_HOLE) {
			if (t[i].kind == TK_END || t[i].len != p[q].len || memcmp(t[i].s, p[q].s, p[q].len) != 0 ||
			    (t[i].kind != p[q].kind && !(t[i].kind == TK_NUM && p[q].kind == TK_NUM))) {
				char want[64];
				snprintf(want, sizeof want, "%.*s", (int)p[q].len, p[q].s);
				miss_set(m, i, 1, "expected '%s'", want, NULL);
				return 0;
			}
			i++;
			continue;
		}
		int h = (int)p[q].num;
		int slot = slot_of(h);
		if (slot >= 0) {
			int v;
			int want = h == 'k' ? VK_STACK64 : h == 'K' ? -1 : slot >= SLOT_X ? VK_FLOAT64 : VK_INT64;
			if (!take_var(L, t, i, want, m, &v))
				return 0;
			if (o->v[slot] >= 0 && o->v[slot] != v && !m->lenient) {
				char a[256];
				snprintf(a, sizeof a, "%s", L->vars[o->v[slot]].name);
				miss_set(m, i, 2, "this form needs the same variable here as before ('%.100s')", a, NULL);
				return 0;
			}
			o->v[slot] = v;
			i++;
		} else if (h == 'n' || h == 'm') {
			int64_t v;
			int neg;
			uint64_t mag;
			int at = i;
			if (!take_num(t, &i, &v, &neg, &mag)) {
				miss_set(m, i, 1, "expected a number", NULL, NULL);
				return 0;
			}
			if (h == 'n' && !imm_ok(lang_forms[f].imm, v, neg, mag)) {
				char num[64];
				snprintf(num, sizeof num, "%s%llu", neg ? "-" : "", (unsigned long long)mag);
				miss_set(m, at, 2, "immediate %s out of range for this form (%s)", num, range_text(lang_forms[f].imm));
				return 0;
			}
			if (h == 'n')
				o->n = v;
			else
				o->m = v;
		} else if (h == 'T') {
			int mt = -1;
			for (int k = 0; k < 8; k++)
				if (tok_is(&t[i], mtypes[k]))
					mt = k;
			if (mt < 0) {
				miss_set(m, i, 1, "expected a memory type (uint8 uint16 uint32 uint64 int8 int16 int32 int64)", NULL, NULL);
				return 0;
			}
			o->mtype = mt;
			i++;
		} else if (h == 'A') {
			if (!take_addr(L, t, &i, &o->a, m))
				return 0;
		} else if (h == 'c') {
			if (!take_cond(t, &i, &o->cond, &o->neg)) {
				miss_set(m, i, 1, "expected a flag: [!]= [!]unsigned< [!]unsigned> [!]signed< [!]signed> [!]carry", NULL, NULL);
				return 0;
			}
		} else if (h == 'f') {
			if (t[i].kind != TK_ID) {
				miss_set(m, i, 1, "expected a symbol name", NULL, NULL);
				return 0;
			}
			if (m->lenient)
				;
			else if (lang_find_var(L, t[i].s, t[i].len) >= 0 && L->vars[lang_find_var(L, t[i].s, t[i].len)].kind != VK_INT64)
				return miss_set(m, i, 1, "expected a symbol name", NULL, NULL), 0;
			else if (lang_find_var(L, t[i].s, t[i].len) >= 0) {
				miss_set(m, i, 2, "'&' of an int64 variable: registers have no address", NULL, NULL);
				return 0;
			}
			o->sym = i; /* resolved by the caller (lang_sym) once the row is chosen */
			i++;
		}
	}
	if (t[i].kind != TK_END) {
		char x[256];
		snprintf(x, sizeof x, "%.*s", (int)t[i].len, t[i].s);
		miss_set(m, i, 1, "unexpected '%.100s' after a complete line", x, NULL);
		return 0;
	}
	return 1;
}

/* the pattern as a reader writes it: holes without '$' */
static void pat_text(int f, char *out, size_t n)
{
	size_t k = 0;
	for (const char *s = lang_forms[f].pat; *s && k + 1 < n; s++) {
		if (*s == '$')
			continue;
		/* drop the spaces the patterns have inside punctuation: "( uint32 )" -> "(uint32)" */
		if (*s == ' ' && ((s[1] == ')' || s[1] == ']') || (k > 0 && (out[k - 1] == '(' || out[k - 1] == '['))))
			continue;
		out[k++] = *s;
	}
	out[k] = 0;
}

int lang_match(kl_lang *L, const struct tok *t, int nt, int line, struct operands *ops)
{
	pat_init();
	int kf = lang_match_kiln(L, t, nt, line, ops);
	if (kf)
		return kf > 0 ? lang_kiln_form : -1;
	struct miss best = {-1, 0, "", 0}, m;
	int near[3], nnear = 0;
	for (int f = 0; f < lang_nforms; f++) {
		struct operands o;
		m.pos = -1;
		m.lenient = 0;
		if (match_row(L, f, t, &o, &m)) {
			if (o.sym >= 0) {
				int ti = o.sym;
				o.sym = lang_sym(L, t[ti].s, t[ti].len);
			}
			*ops = o;
			return f;
		}
		if (m.pos > best.pos || (m.pos == best.pos && m.prio > best.prio)) {
			if (m.pos != best.pos)
				nnear = 0;
			best = m;
		}
		if (m.pos == best.pos && nnear < 3)
			near[nnear++] = f;
	}
	/* a form the line would be if its variables were declared as it uses them: say so (of
	 * several, the one whose variables are right furthest into the line) */
	struct miss lenient_best = {-1, 0, "", 0};
	for (int f = 0; f < lang_nforms; f++) {
		struct operands o;
		m.pos = -1;
		m.lenient = 0;
		if (match_row(L, f, t, &o, &m) || m.prio < 2)
			continue;
		struct miss strict = m;
		m.lenient = 1;
		if (match_row(L, f, t, &o, &m) && strict.pos > lenient_best.pos)
			lenient_best = strict;
	}
	if (lenient_best.pos >= 0) {
		lang_error(L, line, t[lenient_best.pos].col, "%s", lenient_best.msg);
		return -1;
	}
	(void)nt;
	int pos = best.pos < 0 ? 0 : best.pos;
	if (best.prio >= 2) {
		lang_error(L, line, t[pos].col, "%s", best.msg);
		return -1;
	}
	char buf[1000];
	size_t k = 0;
	k += (size_t)snprintf(buf, sizeof buf, "no line form matches this line (%s)", best.msg);
	if (nnear && best.pos > 0) {
		k += (size_t)snprintf(buf + k, sizeof buf - k, "; nearest form%s:", nnear > 1 ? "s" : "");
		for (int j = 0; j < nnear && k < sizeof buf - 80; j++) {
			char p[80];
			pat_text(near[j], p, sizeof p);
			k += (size_t)snprintf(buf + k, sizeof buf - k, "%s '%s'", j ? "," : "", p);
		}
	}
	lang_error(L, line, t[pos].col, "%s", buf);
	return -1;
}
