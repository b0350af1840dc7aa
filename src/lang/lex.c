/* src/lang/lex.c -- the language's tokens: words, numbers, and punctuation by longest match. */
#include <string.h>

#include "internal.h"

/* longest first */
static const char *const lex_punct[] = {
	"<<<=", ">>>=", "<<<", ">>>", "<<=", ">>=", "<<", ">>", "+=", "-=", "^=", "&=", "|=", "*=", "++", "--",
	"=?", "<?", ">?", "!=", "=", "<", ">", "+", "-", "*", "&", "|", "^", "~", "(", ")", "{", "}", ";", ":",
	"!", "?", ",", ".", "[", "]", "$", "%", "/",
};

int tok_is(const struct tok *t, const char *s)
{
	size_t n = strlen(s);
	return t->kind != TK_END && t->len == n && memcmp(t->s, s, n) == 0;
}

static int is_word(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (c >= '0' && c <= '9'); }

int lang_lex(const char *p, size_t len, struct tok *t, int max, const char **err, int *errcol)
{
	int n = 0;
	size_t i = 0;
	while (i < len) {
		unsigned char c = (unsigned char)p[i];
		if (c == '#')
			break;
		if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v') {
			i++;
			continue;
		}
		if (n == max - 1) {
			*err = "line has too many tokens";
			*errcol = (int)i + 1;
			return -1;
		}
		struct tok *k = &t[n];
		k->s = p + i;
		k->col = (uint16_t)(i + 1 > 65535 ? 65535 : i + 1);
		k->num = 0;
		if (c >= '0' && c <= '9') {
			size_t j = i;
			uint64_t v = 0;
			int over = 0;
			if (c == '0' && j + 1 < len && (p[j + 1] == 'x' || p[j + 1] == 'X')) {
				j += 2;
				size_t d0 = j;
				for (; j < len; j++) {
					int h = p[j];
					int dv = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10
						 : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
					if (dv < 0)
						break;
					if (v >> 60)
						over = 1;
					v = v << 4 | (uint64_t)dv;
				}
				if (j == d0) {
					*err = "hexadecimal number without digits";
					*errcol = (int)i + 1;
					return -1;
				}
			} else {
				for (; j < len && p[j] >= '0' && p[j] <= '9'; j++) {
					uint64_t d = (uint64_t)(p[j] - '0');
					if (v > (UINT64_MAX - d) / 10)
						over = 1;
					v = v * 10 + d;
				}
			}
			if (j < len && is_word((unsigned char)p[j])) {
				*err = "malformed number";
				*errcol = (int)i + 1;
				return -1;
			}
			if (over) {
				*err = "number does not fit in 64 bits";
				*errcol = (int)i + 1;
				return -1;
			}
			k->kind = TK_NUM;
			k->num = v;
			k->len = (uint8_t)(j - i > 255 ? 255 : j - i);
			i = j;
		} else if (is_word(c)) {
			size_t j = i;
			while (j < len && is_word((unsigned char)p[j]))
				j++;
			if (j - i > 255) {
				*err = "name longer than 255 characters";
				*errcol = (int)i + 1;
				return -1;
			}
			k->kind = TK_ID;
			k->len = (uint8_t)(j - i);
			i = j;
		} else {
			size_t m = 0;
			for (size_t q = 0; q < sizeof lex_punct / sizeof lex_punct[0]; q++) {
				size_t l = strlen(lex_punct[q]);
				if (l <= len - i && memcmp(p + i, lex_punct[q], l) == 0) {
					m = l;
					break;
				}
			}
			if (!m) {
				*err = c >= 0x20 && c < 0x7f ? "unexpected character" : "unexpected byte (not text)";
				*errcol = (int)i + 1;
				return -1;
			}
			k->kind = TK_PUNCT;
			k->len = (uint8_t)m;
			if (m == 1 && c == '$' && i + 1 < len && is_word((unsigned char)p[i + 1])) {
				/* a hole of a form's pattern ($r); never in programs (forms.c rejects it there) */
				k->kind = TK_HOLE;
				k->num = (unsigned char)p[i + 1];
				k->len = 2;
				m = 2;
			}
			i += m;
		}
		n++;
	}
	t[n].kind = TK_END;
	t[n].s = p + i;
	t[n].len = 0;
	t[n].col = (uint16_t)(i + 1 > 65535 ? 65535 : i + 1);
	return n;
}
