/* dpf_vecfile.c -- reading and writing the oracle vector file (format in dpf_vecfile.h). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_vecfile.h"

/* ---- writing ---- */

static void put(struct dpf_vec_writer *w, const void *p, size_t n)
{
	if (w->failed)
		return;
	if (w->len + n > w->cap) {
		size_t cap = w->cap ? w->cap : 1 << 16;
		while (cap < w->len + n)
			cap *= 2;
		unsigned char *b = realloc(w->buf, cap);
		if (!b) {
			w->failed = 1;
			return;
		}
		w->buf = b;
		w->cap = cap;
	}
	memcpy(w->buf + w->len, p, n);
	w->len += n;
}

static void put_u32_to(FILE *f, uint32_t v)
{
	do {
		unsigned char b = (unsigned char)(v & 0x7f);
		v >>= 7;
		putc(v ? b | 0x80 : b, f);
	} while (v);
}

int dpf_vw_open(struct dpf_vec_writer *w, const char *path)
{
	memset(w, 0, sizeof *w);
	w->f = fopen(path, "wb");
	if (!w->f)
		return -1;
	fputs(DPF_VEC_MAGIC, w->f);
	put_u32_to(w->f, DPF_VEC_VERSION);
	return 0;
}

void dpf_vw_section(struct dpf_vec_writer *w, const char *name)
{
	w->len = 0;
	putc('S', w->f);
	put_u32_to(w->f, (uint32_t)strlen(name));
	fputs(name, w->f);
}

void dpf_vw_tag(struct dpf_vec_writer *w, char tag) { put(w, &tag, 1); }

void dpf_vw_u32(struct dpf_vec_writer *w, uint32_t v)
{
	do {
		unsigned char b = (unsigned char)(v & 0x7f);
		v >>= 7;
		if (v)
			b |= 0x80;
		put(w, &b, 1);
	} while (v);
}

void dpf_vw_bytes(struct dpf_vec_writer *w, const void *p, size_t n) { put(w, p, n); }

void dpf_vw_str(struct dpf_vec_writer *w, const char *s)
{
	dpf_vw_u32(w, (uint32_t)strlen(s));
	put(w, s, strlen(s));
}

void dpf_vw_prog(struct dpf_vec_writer *w, const struct dpf_vec_insn *p, unsigned n)
{
	dpf_vw_u32(w, n);
	for (unsigned i = 0; i < n; i++) {
		dpf_vw_u32(w, p[i].code);
		dpf_vw_u32(w, p[i].jt);
		dpf_vw_u32(w, p[i].jf);
		dpf_vw_u32(w, p[i].k);
	}
}

void dpf_vw_end_section(struct dpf_vec_writer *w)
{
	if (w->len > UINT32_MAX)
		w->failed = 1;
	put_u32_to(w->f, (uint32_t)w->len);
	if (w->len && fwrite(w->buf, 1, w->len, w->f) != w->len)
		w->failed = 1;
	w->sections++;
	w->len = 0;
}

int dpf_vw_close(struct dpf_vec_writer *w)
{
	putc('Z', w->f);
	put_u32_to(w->f, w->sections);
	if (ferror(w->f))
		w->failed = 1;
	if (fclose(w->f))
		w->failed = 1;
	free(w->buf);
	return w->failed ? -1 : 0;
}

/* ---- reading ---- */

static void bad(struct dpf_vec_reader *r, const char *fmt, ...)
{
	if (r->bad)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->msg, sizeof r->msg, fmt, ap);
	va_end(ap);
	r->bad = 1;
	r->p = r->end;
}

int dpf_vr_more(const struct dpf_vec_reader *r) { return !r->bad && r->p < r->end; }

uint32_t dpf_vr_u32(struct dpf_vec_reader *r)
{
	uint64_t v = 0;
	for (int shift = 0; shift < 35; shift += 7) {
		if (r->p >= r->end) {
			bad(r, "vector file: truncated number");
			return 0;
		}
		unsigned char b = *r->p++;
		v |= (uint64_t)(b & 0x7f) << shift;
		if (!(b & 0x80)) {
			if (v > UINT32_MAX)
				break;
			return (uint32_t)v;
		}
	}
	bad(r, "vector file: malformed number");
	return 0;
}

char dpf_vr_tag(struct dpf_vec_reader *r)
{
	if (r->p >= r->end) {
		bad(r, "vector file: a record is missing");
		return 0;
	}
	return (char)*r->p++;
}

const unsigned char *dpf_vr_bytes(struct dpf_vec_reader *r, size_t n)
{
	static const unsigned char none[1];
	if ((size_t)(r->end - r->p) < n) {
		bad(r, "vector file: truncated record (%zu bytes wanted)", n);
		return none;
	}
	const unsigned char *p = r->p;
	r->p += n;
	return p;
}

void dpf_vr_str(struct dpf_vec_reader *r, char *out, size_t outlen)
{
	uint32_t n = dpf_vr_u32(r);
	const unsigned char *p = dpf_vr_bytes(r, n);
	if (r->bad)
		n = 0;
	if (outlen) {
		size_t k = n < outlen - 1 ? n : outlen - 1;
		memcpy(out, p, k);
		out[k] = 0;
	}
}

struct dpf_vec_insn *dpf_vr_prog(struct dpf_vec_reader *r, unsigned *n)
{
	uint32_t len = dpf_vr_u32(r);
	if (r->bad || len > (uint32_t)(r->end - r->p) / 4) { /* at least 4 bytes an instruction */
		bad(r, "vector file: bad program length %u", len);
		return NULL;
	}
	struct dpf_vec_insn *p = malloc((len ? len : 1) * sizeof *p);
	if (!p) {
		bad(r, "vector file: out of memory");
		return NULL;
	}
	for (uint32_t i = 0; i < len; i++) {
		uint32_t code = dpf_vr_u32(r), jt = dpf_vr_u32(r), jf = dpf_vr_u32(r);
		p[i].k = dpf_vr_u32(r);
		if (code > 0xffff || jt > 0xff || jf > 0xff)
			bad(r, "vector file: bad instruction");
		p[i].code = (uint16_t)code;
		p[i].jt = (uint8_t)jt;
		p[i].jf = (uint8_t)jf;
	}
	if (r->bad) {
		free(p);
		return NULL;
	}
	*n = len;
	return p;
}

/* Walk the sections; returns the number of sections, or -1 with the reason in err.  With name,
 * stops at that section and sets r over it (returns -2 when there is none). */
static int walk(const struct dpf_vec_file *f, const char *name, struct dpf_vec_reader *out, char *err, size_t errlen)
{
	struct dpf_vec_reader r = {f->data, f->data + f->len, 0, ""};
	size_t ml = strlen(DPF_VEC_MAGIC);
	int n = 0;
	if (f->len < ml || memcmp(f->data, DPF_VEC_MAGIC, ml)) {
		snprintf(err, errlen, "not a dpf vector file (bad magic)");
		return -1;
	}
	r.p += ml;
	uint32_t version = dpf_vr_u32(&r);
	if (!r.bad && version != DPF_VEC_VERSION) {
		snprintf(err, errlen, "vector file version %u, this test reads version %u", version, DPF_VEC_VERSION);
		return -1;
	}
	for (;;) {
		char tag = dpf_vr_tag(&r);
		if (r.bad)
			break;
		if (tag == 'Z') {
			uint32_t declared = dpf_vr_u32(&r);
			if (!r.bad && declared != (uint32_t)n)
				bad(&r, "vector file: %d sections, the end says %u", n, declared);
			if (!r.bad && r.p != r.end)
				bad(&r, "vector file: data after the end");
			break;
		}
		if (tag != 'S') {
			bad(&r, "vector file: tag '%c' where a section starts", tag);
			break;
		}
		char sname[64];
		dpf_vr_str(&r, sname, sizeof sname);
		uint32_t len = dpf_vr_u32(&r);
		const unsigned char *body = dpf_vr_bytes(&r, len);
		if (r.bad)
			break;
		n++;
		if (name && !strcmp(sname, name)) {
			out->p = body;
			out->end = body + len;
			out->bad = 0;
			out->msg[0] = 0;
			return n;
		}
	}
	if (r.bad) {
		snprintf(err, errlen, "%s (the file is truncated or damaged: regenerate it)", r.msg);
		return -1;
	}
	return name ? -2 : n;
}

int dpf_vr_load(struct dpf_vec_file *f, const char *path, char *err, size_t errlen)
{
	FILE *fp = fopen(path, "rb");
	memset(f, 0, sizeof *f);
	if (!fp) {
		snprintf(err, errlen, "cannot open %s", path);
		return -1;
	}
	size_t cap = 1 << 20, n;
	f->data = malloc(cap);
	while (f->data && (n = fread(f->data + f->len, 1, cap - f->len, fp)) > 0) {
		f->len += n;
		if (f->len == cap) {
			unsigned char *b = realloc(f->data, cap *= 2);
			if (!b) {
				free(f->data);
				f->data = NULL;
				break;
			}
			f->data = b;
		}
	}
	int ioerr = ferror(fp);
	fclose(fp);
	if (!f->data || ioerr) {
		snprintf(err, errlen, "cannot read %s", path);
		dpf_vr_unload(f);
		return -1;
	}
	char why[300];
	if (walk(f, NULL, NULL, why, sizeof why) < 0) {
		snprintf(err, errlen, "%s: %s", path, why);
		dpf_vr_unload(f);
		return -1;
	}
	return 0;
}

void dpf_vr_unload(struct dpf_vec_file *f)
{
	free(f->data);
	f->data = NULL;
	f->len = 0;
}

int dpf_vr_section(const struct dpf_vec_file *f, const char *name, struct dpf_vec_reader *r)
{
	char err[300];
	return walk(f, name, r, err, sizeof err) > 0 ? 0 : -1;
}
