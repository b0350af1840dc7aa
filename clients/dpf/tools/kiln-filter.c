/* kiln-filter.c -- filter a capture file with a tcpdump expression compiled to machine code by
 * kiln (kl_bpf_compile_burst: packets are filtered in bursts of up to 256), or classify its
 * packets with many filters at once (kl_demux). */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include <kiln.h>
#include <kiln/debug.h>
#include <kiln/dpf.h>

static const char usage[] =
	"Usage: kiln-filter -r FILE [-w OUT] [-c] [--each] [-O0] [-d] [--demux FILTERS] [--time] [EXPRESSION]\n"
	"\n"
	"Filter the packets of a capture file with a tcpdump filter EXPRESSION (see pcap-filter(7)),\n"
	"compiled by libpcap to classic BPF and then by kiln to native machine code.  The results are\n"
	"those of libpcap's own bpf_filter(), packet by packet.\n"
	"\n"
	"Options:\n"
	"  -r FILE          read packets from FILE, a pcap or pcapng capture (\"-\" for stdin)\n"
	"  -w OUT           write the accepted packets to OUT as a pcap file: the same bytes that\n"
	"                   `tcpdump -r FILE -w OUT EXPRESSION` writes\n"
	"  -c               print only the number of accepted packets\n"
	"  --each           print one line per packet: the filter's return value (0 = rejected)\n"
	"  -O0              compile EXPRESSION without libpcap's optimizer\n"
	"  -d               print the classic BPF program and a listing of the generated code, and exit\n"
	"                   (with --demux: the size of the classifier's code)\n"
	"  --demux FILTERS  read one expression per line from the file FILTERS (empty lines and lines\n"
	"                   starting with # are skipped) and print, one line per packet, the 1-based\n"
	"                   numbers of the filters that accept it, separated by spaces, or 0; all\n"
	"                   filters are compiled into one classifier.  EXPRESSION is then optional: if\n"
	"                   given, only the packets it accepts are classified\n"
	"  --time           also measure the filter on the packets held in memory, kiln's code (called\n"
	"                   per packet, and in bursts of 256 packets) against libpcap's bpf_filter(),\n"
	"                   and print nanoseconds per packet on stderr\n"
	"  --blind          constant blinding: no constant of the filter of 16 bits or more appears\n"
	"                   verbatim in the generated code (for expressions from untrusted users;\n"
	"                   not with --demux)\n"
	"  -h, --help       print this help\n"
	"\n"
	"Without -w, -c, --each or --demux, print one line per accepted packet: its number in the file\n"
	"(from 1) and its length on the wire.\n"
	"\n"
	"Exit status: 0 on success; 1 for a bad expression, an unreadable or malformed file (what\n"
	"libpcap says is printed on stderr; the packets read before a malformed record are still\n"
	"processed), output that cannot be written (a file OUT that kiln-filter created is then\n"
	"removed) or OUT being the capture read, 2 for a usage error.\n";

struct opts {
	const char *rfile, *wfile, *demux, *expr;
	int count, each, noopt, dump, timeit, blind;
};

static unsigned bpf_flags; /* KL_BPF_BLIND with --blind */

struct filt {
	struct bpf_program prog;
	kl_bpf_fn fn;
};

static int compile(pcap_t *p, const char *expr, int optimize, struct filt *out, const char *what)
{
	char err[256];
	if (pcap_compile(p, &out->prog, expr, optimize, PCAP_NETMASK_UNKNOWN) < 0) {
		fprintf(stderr, "kiln-filter: %s%s\n", what, pcap_geterr(p));
		return -1;
	}
	out->fn = kl_bpf_compile_flags(out->prog.bf_insns, out->prog.bf_len, bpf_flags, NULL, err, sizeof err);
	if (!out->fn) {
		fprintf(stderr, "kiln-filter: %s%s\n", what, err);
		pcap_freecode(&out->prog);
		return -1;
	}
	return 0;
}

/* The listing of the generated code: kiln's disassembler (kl_disasm) when this build has one
 * for the host, else hex. */
static void listing(const void *code, size_t size)
{
	printf("; kiln %s code, %zu bytes\n", kl_target_name(), size);
	if (kl_disasm_available(NULL) && kl_disasm(stdout, code, size, (uintptr_t)code, NULL) == KL_OK)
		return;
	const unsigned char *b = code;
	for (size_t i = 0; i < size; i += 16) {
		printf("%6zx:", i);
		for (size_t k = i; k < i + 16 && k < size; k++)
			printf(" %02x", b[k]);
		putchar('\n');
	}
}

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

struct held {
	unsigned len, caplen;
	unsigned char *data;
};

/* One timed pass of engine eng (0 bpf_filter, 1 the JIT, 2 bursts of 256) over the packets;
 * returns the sum of their verdicts. */
static unsigned long timed_pass(const struct filt *fl, kl_bpf_burst_fn burst, const struct held *h,
				const struct kl_bpf_pkt *pk, unsigned *verdicts, size_t n, int eng)
{
	unsigned long s = 0;
	if (eng == 2) {
		for (size_t i = 0; i < n; i += 256) {
			unsigned m = (unsigned)(n - i < 256 ? n - i : 256);
			burst(pk + i, m, verdicts);
			for (unsigned k = 0; k < m; k++)
				s += verdicts[k];
		}
		return s;
	}
	for (size_t i = 0; i < n; i++)
		s += eng ? fl->fn(h[i].data, h[i].len, h[i].caplen)
			 : bpf_filter(fl->prog.bf_insns, h[i].data, h[i].len, h[i].caplen);
	return s;
}

/* Best of 5 runs of each engine over the packets, in ns per packet; and whether they agree. */
static void timing(const struct filt *fl, kl_bpf_burst_fn burst, const struct held *h, size_t n)
{
	struct kl_bpf_pkt *pk = malloc((n ? n : 1) * sizeof *pk);
	unsigned verdicts[256];
	if (!n || !pk) {
		fprintf(stderr, "kiln-filter: --time: %s\n", n ? "out of memory" : "no packets");
		free(pk);
		return;
	}
	for (size_t i = 0; i < n; i++)
		pk[i] = (struct kl_bpf_pkt){h[i].data, h[i].caplen, h[i].len};
	unsigned reps = (unsigned)(2000000 / n) + 1;
	double best[3] = {1e30, 1e30, 1e30};
	unsigned long sum[3] = {0, 0, 0};
	for (int run = 0; run < 5; run++)
		for (int eng = 0; eng < 3; eng++) {
			unsigned long s = 0;
			double t0 = now();
			for (unsigned r = 0; r < reps; r++)
				s += timed_pass(fl, burst, h, pk, verdicts, n, eng);
			double t = (now() - t0) / ((double)reps * (double)n) * 1e9;
			best[eng] = t < best[eng] ? t : best[eng];
			sum[eng] = s;
		}
	fprintf(stderr,
		"libpcap bpf_filter: %8.2f ns/packet\nkiln JIT:           %8.2f ns/packet  (%.1fx)\n"
		"kiln bursts of 256: %8.2f ns/packet  (%.1fx)%s\n",
		best[0], best[1], best[0] / best[1], best[2], best[0] / best[2],
		sum[0] == sum[1] && sum[0] == sum[2] ? "" : "  RESULTS DIFFER");
	free(pk);
}

static int read_filters(pcap_t *p, const char *file, int optimize, struct filt **out, unsigned *nout, kl_demux *d)
{
	FILE *in = fopen(file, "r");
	char line[4096];
	unsigned n = 0, lineno = 0;
	if (!in) {
		fprintf(stderr, "kiln-filter: %s: %s\n", file, strerror(errno));
		return -1;
	}
	*out = NULL;
	while (fgets(line, sizeof line, in)) {
		lineno++;
		line[strcspn(line, "\r\n")] = 0;
		const char *s = line + strspn(line, " \t");
		if (!*s || *s == '#')
			continue;
		struct filt *nf = realloc(*out, (n + 1) * sizeof *nf);
		char what[64];
		if (!nf) {
			fprintf(stderr, "kiln-filter: out of memory\n");
			fclose(in);
			return -1;
		}
		*out = nf;
		snprintf(what, sizeof what, "%s:%u: ", file, lineno);
		if (compile(p, s, optimize, &nf[n], what) < 0) {
			fclose(in);
			*nout = n;
			return -1;
		}
		if (kl_demux_add(d, nf[n].prog.bf_insns, nf[n].prog.bf_len, (int)n + 1) < 0) {
			fprintf(stderr, "kiln-filter: %s%s\n", what, kl_demux_errmsg(d));
			kl_bpf_free(nf[n].fn);
			pcap_freecode(&nf[n].prog);
			fclose(in);
			*nout = n;
			return -1;
		}
		n++;
	}
	fclose(in);
	*nout = n;
	if (kl_demux_build(d) < 0) {
		fprintf(stderr, "kiln-filter: %s: %s\n", file, kl_demux_errmsg(d));
		return -1;
	}
	return 0;
}

/* Every filter that accepts: the first from the classifier of all filters, the next from the
 * classifier of those after it (built when first needed). */
static void print_matches(kl_demux **tails, const struct filt *fl, unsigned n, const unsigned char *pkt,
			  unsigned len, unsigned caplen)
{
	int first = 1;
	unsigned from = 0;
	while (from < n) {
		if (!tails[from]) {
			tails[from] = kl_demux_new();
			for (unsigned k = from; k < n && tails[from]; k++)
				kl_demux_add(tails[from], fl[k].prog.bf_insns, fl[k].prog.bf_len, (int)k + 1);
			if (tails[from])
				kl_demux_build(tails[from]);
		}
		int id = tails[from] ? kl_demux_classify(tails[from], pkt, len, caplen) : -1;
		if (id < 0)
			break;
		printf(first ? "%d" : " %d", id);
		first = 0;
		from = (unsigned)id;
	}
	if (first)
		putchar('0');
	putchar('\n');
}

static int parse(int argc, char **argv, struct opts *o)
{
	static const struct option lo[] = {{"each", no_argument, NULL, 'e'}, {"demux", required_argument, NULL, 'm'},
					   {"time", no_argument, NULL, 't'}, {"help", no_argument, NULL, 'h'},
					   {"blind", no_argument, NULL, 'b'},
					   {NULL, 0, NULL, 0}};
	int c;
	memset(o, 0, sizeof *o);
	while ((c = getopt_long(argc, argv, "r:w:cO:dh", lo, NULL)) != -1) {
		switch (c) {
		case 'r': o->rfile = optarg; break;
		case 'w': o->wfile = optarg; break;
		case 'c': o->count = 1; break;
		case 'e': o->each = 1; break;
		case 'm': o->demux = optarg; break;
		case 't': o->timeit = 1; break;
		case 'b': o->blind = 1; bpf_flags = KL_BPF_BLIND; break;
		case 'd': o->dump = 1; break;
		case 'O':
			if (strcmp(optarg, "0")) {
				fprintf(stderr, "kiln-filter: -O takes 0 only\n");
				return -1;
			}
			o->noopt = 1;
			break;
		case 'h': fputs(usage, stdout); exit(0);
		default: return -1;
		}
	}
	/* the rest is the expression, in words as tcpdump takes it */
	size_t len = 0;
	for (int i = optind; i < argc; i++)
		len += strlen(argv[i]) + 1;
	if (len) {
		char *e = malloc(len), *p = e;
		if (!e)
			return -1;
		for (int i = optind; i < argc; i++)
			p += sprintf(p, i > optind ? " %s" : "%s", argv[i]);
		o->expr = e;
	}
	if (o->blind && o->demux) {
		fprintf(stderr, "kiln-filter: --blind does not apply to --demux's classifier\n");
		free((char *)o->expr);
		return -1;
	}
	if ((!o->rfile && !o->dump) || (!o->expr && !o->demux)) {
		fprintf(stderr, "kiln-filter: %s\n", !o->rfile ? "-r FILE is required" : "no expression");
		free((char *)o->expr);
		return -1;
	}
	return 0;
}

/* -w's output.  kiln-filter opens the file itself rather than through pcap_dump_open, to know
 * whether it created it (a failed write then removes it) and to check every write. */
struct output {
	const char *path;
	FILE *fp;
	pcap_dumper_t *w;
	int created;
	int err; /* errno of the first failed write, or 0 */
};

/* Whether OUT is the capture being read (the same file under any name; stdout for "-"): opening
 * it for writing would truncate it before a packet is read. */
static int same_as_input(pcap_t *p, const char *path)
{
	struct stat in, out;
	FILE *rf = pcap_file(p);
	if (!rf || fstat(fileno(rf), &in) < 0)
		return 0;
	if (strcmp(path, "-") ? stat(path, &out) < 0 : fstat(STDOUT_FILENO, &out) < 0)
		return 0;
	return in.st_dev == out.st_dev && in.st_ino == out.st_ino && (S_ISREG(in.st_mode) || S_ISBLK(in.st_mode));
}

static const char *output_name(const struct output *o) { return strcmp(o->path, "-") ? o->path : "standard output"; }

static void output_remove(struct output *o)
{
	if (o->created)
		unlink(o->path);
	o->created = 0;
}

static int output_open(pcap_t *p, struct output *o, const char *path)
{
	int fd;
	memset(o, 0, sizeof *o);
	o->path = path;
	if (same_as_input(p, path)) {
		fprintf(stderr, "kiln-filter: -w %s: that is the capture being read; refusing to overwrite it\n", path);
		return -1;
	}
	if (!strcmp(path, "-")) {
		fd = dup(STDOUT_FILENO); /* a stream of its own: closing it leaves stdout open */
	} else {
		fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
		o->created = fd >= 0;
		if (fd < 0 && errno == EEXIST)
			fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
	}
	if (fd < 0 || !(o->fp = fdopen(fd, "wb"))) {
		fprintf(stderr, "kiln-filter: %s: %s\n", output_name(o), strerror(errno));
		if (fd >= 0)
			close(fd);
		output_remove(o);
		return -1;
	}
	if (!(o->w = pcap_dump_fopen(p, o->fp))) {
		/* (libpcap closes the stream on some of its failures and not on others: it is left
		 * open, and the process ends) */
		fprintf(stderr, "kiln-filter: %s\n", pcap_geterr(p));
		output_remove(o);
		return -1;
	}
	return 0;
}

/* One packet to the output; -1 once a write has failed. */
static int output_write(struct output *o, const struct pcap_pkthdr *h, const u_char *data)
{
	errno = 0;
	pcap_dump((u_char *)o->w, h, data);
	if (!o->err && ferror(o->fp))
		o->err = errno ? errno : EIO;
	return o->err ? -1 : 0;
}

/* Flush and close; on any failure say why and remove the file if kiln-filter made it. */
static int output_close(struct output *o)
{
	if (!o->w)
		return 0;
	errno = 0;
	if (!o->err && (pcap_dump_flush(o->w) < 0 || ferror(o->fp)))
		o->err = errno ? errno : EIO;
	pcap_dump_close(o->w);
	o->w = NULL;
	if (!o->err)
		return 0;
	fprintf(stderr, "kiln-filter: %s: %s\n", output_name(o), strerror(o->err));
	output_remove(o);
	return -1;
}

/* Whether stdout has failed; the reason is said once. */
static int stdout_failed(int *said)
{
	if (!ferror(stdout))
		return 0;
	if (!*said)
		fprintf(stderr, "kiln-filter: standard output: %s\n", strerror(errno ? errno : EIO));
	*said = 1;
	return 1;
}

/* -d: the program and the generated code. */
static void listings(const struct filt *main_f, kl_demux *d, unsigned nfl)
{
	if (main_f->fn) {
		char err[256];
		size_t size = 0;
		kl_bpf_fn fn = kl_bpf_compile_flags(main_f->prog.bf_insns, main_f->prog.bf_len, bpf_flags, &size, err,
						    sizeof err);
		bpf_dump(&main_f->prog, 1);
		if (fn)
			listing((const void *)fn, size);
		kl_bpf_free(fn);
	}
	if (d) {
		printf("; classifier of %u filters: %zu bytes of %s code, %u filters evaluated whole\n", nfl,
		       kl_demux_code_size(d), kl_target_name(), kl_demux_fallbacks(d));
		listing(kl_demux_code(d), kl_demux_code_size(d));
	}
}

/* What main works with. */
struct run {
	struct opts o;
	pcap_t *p;
	struct filt main_f, *fl;
	kl_bpf_burst_fn burst; /* of main_f */
	unsigned nfl;
	kl_demux **tails;
	struct output out;
	struct held *held;
	size_t nheld;
	int said; /* stdout's failure was reported */
};

static void hold(struct run *r, const struct pcap_pkthdr *h, const u_char *data)
{
	struct held *nh = realloc(r->held, (r->nheld + 1) * sizeof *nh);
	if (!nh)
		return;
	r->held = nh;
	if ((nh[r->nheld].data = malloc(h->caplen + 1))) {
		memcpy(nh[r->nheld].data, data, h->caplen);
		nh[r->nheld].len = h->len;
		nh[r->nheld++].caplen = h->caplen;
	}
}

/* Packets read ahead for a burst: pcap_next_ex's buffer holds one packet, so they are copied. */
#define BATCH 256
#define BATCH_BYTES (4u << 20) /* a batch ends early past this many bytes (one packet at least) */
struct batch {
	struct pcap_pkthdr hdr[BATCH];
	size_t off[BATCH]; /* of each packet's bytes in buf */
	struct kl_bpf_pkt pk[BATCH];
	unsigned verdict[BATCH];
	unsigned n;
	unsigned char *buf;
	size_t len, cap;
};

/* Read up to BATCH packets; what the last pcap_next_ex said (1: there may be more). */
static int read_batch(pcap_t *p, struct batch *b)
{
	struct pcap_pkthdr *h;
	const u_char *data;
	int rc = 1;
	b->n = 0;
	b->len = 0;
	while (b->n < BATCH && b->len < BATCH_BYTES && (rc = pcap_next_ex(p, &h, &data)) == 1) {
		if (b->len + h->caplen + 1 > b->cap) {
			size_t cap = 2 * (b->len + h->caplen + 1);
			unsigned char *nb = realloc(b->buf, cap);
			if (!nb) {
				fprintf(stderr, "kiln-filter: out of memory\n");
				return -3; /* neither a packet nor one of libpcap's codes */
			}
			b->buf = nb;
			b->cap = cap;
		}
		memcpy(b->buf + b->len, data, h->caplen);
		b->hdr[b->n] = *h;
		b->off[b->n++] = b->len;
		b->len += h->caplen + 1;
	}
	for (unsigned i = 0; i < b->n; i++)
		b->pk[i] = (struct kl_bpf_pkt){b->buf + b->off[i], b->hdr[i].caplen, b->hdr[i].len};
	return rc;
}

/* Print or write the packets of a filtered batch; -1 when output failed. */
static int emit_batch(struct run *r, const struct batch *b, unsigned long *num, unsigned long *accepted)
{
	const struct opts *o = &r->o;
	for (unsigned i = 0; i < b->n; i++) {
		const struct pcap_pkthdr *h = &b->hdr[i];
		const unsigned char *data = b->pk[i].data;
		unsigned v = b->verdict[i];
		++*num;
		if (o->timeit && r->main_f.fn)
			hold(r, h, data);
		if (o->each && !o->demux)
			printf("%u\n", v);
		if (v) {
			++*accepted;
			if (o->demux)
				print_matches(r->tails, r->fl, r->nfl, data, h->len, h->caplen);
			else if (o->wfile && output_write(&r->out, h, data) < 0)
				return -1;
			else if (!o->wfile && !o->count && !o->each)
				printf("%lu %u\n", *num, h->len);
		}
		if (stdout_failed(&r->said))
			return -1;
	}
	return 0;
}

/* Read the capture, filter it in bursts, print or write.  0, or 1 after an error (reported). */
static int filter_packets(struct run *r)
{
	const struct opts *o = &r->o;
	static struct batch b; /* large: not on the stack */
	unsigned long num = 0, accepted = 0;
	int rc, status = 0;
	do {
		rc = read_batch(r->p, &b);
		if (r->burst)
			r->burst(b.pk, b.n, b.verdict);
		else /* --demux alone: every packet is classified */
			for (unsigned i = 0; i < b.n; i++)
				b.verdict[i] = 1;
		if (emit_batch(r, &b, &num, &accepted) < 0)
			rc = 0;
	} while (rc == 1);
	free(b.buf);
	b.buf = NULL;
	b.cap = 0;
	if (rc == PCAP_ERROR)
		fprintf(stderr, "kiln-filter: %s\n", pcap_geterr(r->p));
	status = rc == PCAP_ERROR || rc == -3;
	if (o->count)
		printf("%lu\n", accepted);
	if (o->timeit && r->main_f.fn)
		timing(&r->main_f, r->burst, r->held, r->nheld);
	return status;
}

/* Compile the expression and the --demux filters.  0, or -1 after an error (reported). */
static int prepare(struct run *r)
{
	const struct opts *o = &r->o;
	char err[256];
	if (o->expr && compile(r->p, o->expr, !o->noopt, &r->main_f, "") < 0)
		return -1;
	if (o->expr && !(r->burst = kl_bpf_compile_burst_flags(r->main_f.prog.bf_insns, r->main_f.prog.bf_len, bpf_flags,
								 err, sizeof err))) {
		fprintf(stderr, "kiln-filter: %s\n", err);
		return -1;
	}
	if (!o->demux)
		return 0;
	kl_demux *d = kl_demux_new();
	if (!d) {
		fprintf(stderr, "kiln-filter: out of memory\n");
		return -1;
	}
	int rc = read_filters(r->p, o->demux, !o->noopt, &r->fl, &r->nfl, d);
	r->tails = rc < 0 ? NULL : calloc(r->nfl + 1, sizeof *r->tails);
	if (!r->tails) {
		if (rc == 0)
			fprintf(stderr, "kiln-filter: out of memory\n");
		kl_demux_free(d);
		return -1;
	}
	r->tails[0] = d;
	return 0;
}

static void cleanup(struct run *r)
{
	for (size_t i = 0; i < r->nheld; i++)
		free(r->held[i].data);
	free(r->held);
	if (r->tails)
		for (unsigned i = 0; i <= r->nfl; i++)
			kl_demux_free(r->tails[i]);
	free(r->tails);
	for (unsigned i = 0; i < r->nfl; i++) {
		kl_bpf_free(r->fl[i].fn);
		pcap_freecode(&r->fl[i].prog);
	}
	free(r->fl);
	if (r->main_f.fn) {
		kl_bpf_free(r->main_f.fn);
		pcap_freecode(&r->main_f.prog);
	}
	kl_bpf_burst_free(r->burst);
	free((char *)r->o.expr);
	if (r->p)
		pcap_close(r->p);
}

int main(int argc, char **argv)
{
	struct run r;
	char err[PCAP_ERRBUF_SIZE];
	int status = 1;
	memset(&r, 0, sizeof r);
	if (parse(argc, argv, &r.o) < 0) {
		fputs(usage, stderr);
		return 2;
	}
	r.p = r.o.rfile ? pcap_open_offline(r.o.rfile, err) : pcap_open_dead(DLT_EN10MB, 262144);
	if (!r.p) {
		fprintf(stderr, "kiln-filter: %s\n", err);
	} else if (prepare(&r) < 0) {
		/* reported */
	} else if (r.o.dump) {
		listings(&r.main_f, r.tails ? r.tails[0] : NULL, r.nfl);
		status = 0;
	} else if (!r.o.wfile || output_open(r.p, &r.out, r.o.wfile) == 0) {
		status = filter_packets(&r);
		if (output_close(&r.out) < 0)
			status = 1;
	}
	cleanup(&r);
	errno = 0;
	if ((fflush(stdout) == EOF || ferror(stdout)) && !r.said)
		fprintf(stderr, "kiln-filter: standard output: %s\n", strerror(errno ? errno : EIO));
	if (ferror(stdout))
		status = 1;
	return status;
}
