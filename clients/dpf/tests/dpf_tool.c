/* dpf_tool.c -- kiln-filter end to end: -w against tcpdump's output, -c/--each/--demux against
 * bpf_filter run here, bad input, write errors and the capture itself as output, no leak on
 * error paths (valgrind), and every bundled capture (malformed ones included) plus truncated
 * copies never crash it. */
#include <criterion/criterion.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "dpf_util.h"

static char tmpdir[] = "/tmp/dpf-tool-XXXXXX";

static void setup(void) { cr_assert(mkdtemp(tmpdir)); }
static void teardown(void)
{
	char cmd[256];
	snprintf(cmd, sizeof cmd, "rm -rf %s", tmpdir);
	(void)!system(cmd);
}

/* Run a shell command; its exit status, or 128 + signal. */
static int run(const char *cmd)
{
	int st = system(cmd);
	cr_assert(st != -1);
	return WIFSIGNALED(st) ? 128 + WTERMSIG(st) : WEXITSTATUS(st);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *b = NULL;
	size_t n = 0, cap = 0;
	int c;
	if (!f)
		return NULL;
	while ((c = getc(f)) != EOF) {
		if (n + 2 > cap)
			b = realloc(b, cap = 2 * cap + 4096);
		b[n++] = (char)c;
	}
	fclose(f);
	if (!b)
		b = calloc(1, 1);
	b[n] = 0;
	*len = n;
	return b;
}

static const char *const exprs[] = {"ip", "tcp port 80", "udp", "arp or icmp", "ip6 and not tcp", "ip[2:2] > 576",
				    "tcp[tcpflags] & tcp-syn != 0", "vlan", "ether multicast"};

Test(dpf_tool, write_matches_tcpdump, .init = setup, .fini = teardown, .timeout = 300)
{
	if (run("command -v tcpdump >/dev/null 2>&1")) {
		cr_log_warn("tcpdump not found: -w is not compared");
		return;
	}
	const struct tcaps *cs = dpf_test_captures();
	unsigned compared = 0;
	for (unsigned c = 0; c < cs->n; c += 3) {
		const char *e = exprs[c % (sizeof exprs / sizeof exprs[0])];
		char cmd[4096], a[1200], b[1200];
		snprintf(a, sizeof a, "%s/k.pcap", tmpdir);
		snprintf(b, sizeof b, "%s/t.pcap", tmpdir);
		unlink(a);
		unlink(b);
		snprintf(cmd, sizeof cmd, "%s -r '%s' -w %s '%s' 2>/dev/null", KILN_FILTER, cs->caps[c].name, a, e);
		int rk = run(cmd);
		snprintf(cmd, sizeof cmd, "tcpdump -r '%s' -w %s '%s' 2>/dev/null", cs->caps[c].name, b, e);
		int rt = run(cmd);
		cr_assert(rk < 128, "kiln-filter crashed on %s", cs->caps[c].name);
		if (rt != 0 && access(b, F_OK) != 0)
			continue; /* tcpdump refused (e.g. the expression does not apply to the link type) */
		size_t la, lb;
		char *ka = slurp(a, &la), *tb = slurp(b, &lb);
		cr_assert(ka && tb, "%s \"%s\": missing output", cs->caps[c].name, e);
		cr_assert(la == lb && !memcmp(ka, tb, la), "%s \"%s\": -w output differs from tcpdump's (%zu vs %zu bytes)",
			  cs->caps[c].name, e, la, lb);
		cr_assert_eq(rk, rt, "%s: exit status %d, tcpdump's %d", cs->caps[c].name, rk, rt);
		free(ka);
		free(tb);
		compared++;
	}
	cr_log_info("%u files written identically to tcpdump", compared);
	cr_assert(compared > 40);
}

/* -c, --each and the default listing against bpf_filter over the packets loaded here. */
Test(dpf_tool, count_each_listing, .init = setup, .fini = teardown, .timeout = 120)
{
	const struct tcaps *cs = dpf_test_captures();
	for (unsigned c = 0; c < cs->n; c += 5) {
		const struct tcap *cap = &cs->caps[c];
		const char *e = exprs[c % (sizeof exprs / sizeof exprs[0])];
		struct bpf_program prog;
		char err[PCAP_ERRBUF_SIZE], cmd[4096], out[1200];
		pcap_t *file = pcap_open_offline(cap->name, err); /* its snapshot length is what ret returns */
		int ok = file && pcap_compile(file, &prog, e, 1, PCAP_NETMASK_UNKNOWN) == 0;
		if (file)
			pcap_close(file);
		if (!ok)
			continue;
		snprintf(out, sizeof out, "%s/o.txt", tmpdir);
		for (int mode = 0; mode < 3; mode++) {
			static const char *const flags[] = {"-c", "--each", ""};
			snprintf(cmd, sizeof cmd, "%s %s -r '%s' '%s' > %s 2>/dev/null", KILN_FILTER, flags[mode], cap->name, e,
				 out);
			cr_assert(run(cmd) < 2, "%s", cmd);
			size_t len, pos = 0;
			char *txt = slurp(out, &len);
			char want[8192];
			unsigned acc = 0;
			cr_assert(txt);
			for (unsigned i = 0; i < cap->npkts; i++) {
				unsigned v = bpf_filter(prog.bf_insns, cap->pkts[i].data, cap->pkts[i].len, cap->pkts[i].caplen);
				acc += v != 0;
				want[0] = 0;
				if (mode == 1)
					snprintf(want, sizeof want, "%u\n", v);
				else if (mode == 2 && v)
					snprintf(want, sizeof want, "%u %u\n", i + 1, cap->pkts[i].len);
				cr_assert(!strncmp(txt + pos, want, strlen(want)), "%s %s \"%s\": packet %u", flags[mode], cap->name,
					  e, i + 1);
				pos += strlen(want);
			}
			if (mode == 0) {
				snprintf(want, sizeof want, "%u\n", acc);
				cr_assert_str_eq(txt, want, "-c %s \"%s\"", cap->name, e);
			} else {
				cr_assert_eq(pos, len, "%s %s: extra output", flags[mode], cap->name);
			}
			free(txt);
		}
		pcap_freecode(&prog);
	}
}

Test(dpf_tool, demux_lists_all_matches, .init = setup, .fini = teardown, .timeout = 120)
{
	static const char *const fl[] = {"ip", "tcp", "udp port 53", "arp", "ip6", "tcp port 80 or tcp port 443",
					 "ether broadcast", "icmp", "len > 500"};
	size_t nf = sizeof fl / sizeof fl[0];
	char path[1200], out[1200], cmd[4096];
	snprintf(path, sizeof path, "%s/filters.txt", tmpdir);
	snprintf(out, sizeof out, "%s/o.txt", tmpdir);
	FILE *f = fopen(path, "w");
	cr_assert(f);
	fprintf(f, "# connection-ish filters\n\n");
	for (size_t i = 0; i < nf; i++)
		fprintf(f, "%s\n", fl[i]);
	fclose(f);
	struct bpf_program progs[16];
	for (size_t i = 0; i < nf; i++) {
		char err[PCAP_ERRBUF_SIZE];
		cr_assert(dpf_test_compile(DLT_EN10MB, fl[i], 1, &progs[i], err, sizeof err) == 0);
	}
	const struct tcaps *cs = dpf_test_captures();
	unsigned files = 0;
	for (unsigned c = 0; c < cs->n; c += 4) {
		const struct tcap *cap = &cs->caps[c];
		if (cap->linktype != DLT_EN10MB)
			continue;
		snprintf(cmd, sizeof cmd, "%s -r '%s' --demux %s > %s 2>/dev/null", KILN_FILTER, cap->name, path, out);
		cr_assert(run(cmd) < 2, "%s", cmd);
		size_t len, pos = 0;
		char *txt = slurp(out, &len);
		for (unsigned i = 0; i < cap->npkts; i++) {
			char want[256] = "";
			for (size_t k = 0; k < nf; k++)
				if (bpf_filter(progs[k].bf_insns, cap->pkts[i].data, cap->pkts[i].len, cap->pkts[i].caplen))
					snprintf(want + strlen(want), sizeof want - strlen(want), "%s%zu", want[0] ? " " : "", k + 1);
			strcat(want, want[0] ? "\n" : "0\n");
			cr_assert(!strncmp(txt + pos, want, strlen(want)), "--demux %s packet %u: want %s", cap->name, i + 1,
				  want);
			pos += strlen(want);
		}
		cr_assert_eq(pos, len);
		free(txt);
		files++;
	}
	cr_assert(files > 20);
	for (size_t i = 0; i < nf; i++)
		pcap_freecode(&progs[i]);
}

Test(dpf_tool, bad_input, .init = setup, .fini = teardown)
{
	char cmd[4096], err[1200];
	const struct tcaps *cs = dpf_test_captures();
	snprintf(err, sizeof err, "%s/err.txt", tmpdir);
	snprintf(cmd, sizeof cmd, "%s -r '%s' 'tcp and and' 2>%s >/dev/null", KILN_FILTER, cs->caps[0].name, err);
	cr_assert_eq(run(cmd), 1, "a bad expression must fail");
	size_t len;
	char *m = slurp(err, &len);
	cr_assert(m && strstr(m, "syntax error"), "libpcap's message expected, got: %s", m ? m : "");
	free(m);
	snprintf(cmd, sizeof cmd, "%s -r %s/nonexistent.pcap ip 2>%s", KILN_FILTER, tmpdir, err);
	cr_assert_eq(run(cmd), 1);
	snprintf(cmd, sizeof cmd, "%s -r %s ip 2>/dev/null", KILN_FILTER, err); /* not a capture */
	cr_assert_eq(run(cmd), 1);
	snprintf(cmd, sizeof cmd, "%s ip 2>/dev/null", KILN_FILTER);
	cr_assert_eq(run(cmd), 2, "a usage error must be status 2");
	snprintf(cmd, sizeof cmd, "%s --help | grep -q -- --demux", KILN_FILTER);
	cr_assert_eq(run(cmd), 0, "--help must document the options");
}

/* Every capture, and truncated copies of some, through several expressions: never a crash. */
Test(dpf_tool, malformed_captures_never_crash, .init = setup, .fini = teardown, .timeout = 300)
{
	const struct tcaps *cs = dpf_test_captures();
	uint64_t r = 11;
	unsigned runs = 0, malformed = 0;
	for (unsigned c = 0; c < cs->n; c++) {
		const char *name = cs->caps[c].name;
		char cmd[4096], cut[1200];
		malformed += strstr(name, "oobr") || strstr(name, "overflow") || strstr(name, "cve");
		snprintf(cmd, sizeof cmd, "%s -c -r '%s' '%s' >/dev/null 2>&1", KILN_FILTER, name, exprs[c % 9]);
		cr_assert(run(cmd) < 2, "kiln-filter failed badly on %s", name);
		runs++;
		if (c % 4)
			continue;
		size_t len;
		char *data = slurp(name, &len);
		snprintf(cut, sizeof cut, "%s/cut.pcap", tmpdir);
		for (int k = 0; k < 3 && len > 24; k++) {
			size_t at = 1 + (size_t)(dpf_rand(&r) % (len - 1));
			FILE *f = fopen(cut, "wb");
			fwrite(data, 1, at, f);
			if (k == 2) /* and garbage after the cut */
				for (int g = 0; g < 300; g++)
					putc((int)(dpf_rand(&r) & 255), f);
			fclose(f);
			snprintf(cmd, sizeof cmd, "%s --each -r %s 'tcp[((tcp[12] & 0xf0) >> 2):4] = 0' >/dev/null 2>&1",
				 KILN_FILTER, cut);
			cr_assert(run(cmd) < 2, "kiln-filter crashed on %s cut at %zu", name, at);
			runs++;
		}
		free(data);
	}
	cr_log_info("%u runs, %u malformed captures", runs, malformed);
	cr_assert(malformed >= 50);
}

/* The first capture of at least min bytes with at least one packet that "ip" accepts. */
static const struct tcap *capture_of(size_t min)
{
	const struct tcaps *cs = dpf_test_captures();
	for (unsigned c = 0; c < cs->n; c++) {
		FILE *f = fopen(cs->caps[c].name, "rb");
		long size = -1;
		if (f && fseek(f, 0, SEEK_END) == 0)
			size = ftell(f);
		if (f)
			fclose(f);
		if (cs->caps[c].linktype == DLT_EN10MB && size >= (long)min && cs->caps[c].npkts > 20)
			return &cs->caps[c];
	}
	cr_assert_fail("no capture of %zu bytes", min);
	return NULL;
}

/* Output that cannot be written is an error with the system's reason, never a silent success. */
Test(dpf_tool, write_error_is_reported, .init = setup, .fini = teardown)
{
	char cmd[4096], err[1200];
	snprintf(err, sizeof err, "%s/err.txt", tmpdir);
	const struct tcap *cap = capture_of(4096);
	snprintf(cmd, sizeof cmd, "%s -r '%s' -w /dev/full 'ip or not ip' 2>%s", KILN_FILTER, cap->name, err);
	cr_assert_eq(run(cmd), 1, "-w /dev/full must fail with status 1");
	size_t len;
	char *m = slurp(err, &len);
	cr_assert(m && strstr(m, strerror(ENOSPC)), "the reason (%s) expected on stderr, got: %s", strerror(ENOSPC),
		  m ? m : "");
	free(m);
	/* and stdout: the listing onto a full device */
	snprintf(cmd, sizeof cmd, "%s -r '%s' 'ip or not ip' >/dev/full 2>%s", KILN_FILTER, cap->name, err);
	cr_assert_eq(run(cmd), 1, "a listing onto /dev/full must fail with status 1");
	m = slurp(err, &len);
	cr_assert(m && strstr(m, strerror(ENOSPC)), "the reason expected on stderr, got: %s", m ? m : "");
	free(m);
}

/* A file that fails part way (the file size limit: EFBIG) is removed when kiln-filter made it. */
Test(dpf_tool, failed_output_is_removed, .init = setup, .fini = teardown)
{
	char cmd[4096], out[1200], err[1200];
	const struct tcap *cap = capture_of(20000);
	snprintf(out, sizeof out, "%s/out.pcap", tmpdir);
	snprintf(err, sizeof err, "%s/err.txt", tmpdir);
	/* XFSZ ignored (inherited through exec): the write fails instead of the signal killing it */
	snprintf(cmd, sizeof cmd, "sh -c \"trap '' XFSZ; ulimit -f 8; exec %s -r '%s' -w %s 'ip or not ip'\" 2>%s",
		 KILN_FILTER, cap->name, out, err);
	cr_assert_eq(run(cmd), 1, "a failed write must be status 1: %s", cmd);
	size_t len;
	char *m = slurp(err, &len);
	cr_assert(m && strstr(m, strerror(EFBIG)), "the reason (%s) expected on stderr, got: %s", strerror(EFBIG),
		  m ? m : "");
	free(m);
	cr_assert(access(out, F_OK) != 0, "the partial output %s was left behind", out);
	/* the same command without the limit writes it */
	snprintf(cmd, sizeof cmd, "%s -r '%s' -w %s 'ip or not ip' 2>/dev/null", KILN_FILTER, cap->name, out);
	cr_assert_eq(run(cmd), 0);
	cr_assert(access(out, F_OK) == 0);
}

/* -w onto the capture being read, however its path is spelled, is refused and leaves it whole. */
Test(dpf_tool, output_onto_input_refused, .init = setup, .fini = teardown)
{
	const struct tcap *cap = capture_of(4096);
	char cmd[4096], a[1200], err[1200];
	size_t la, lb, lm;
	char *orig = slurp(cap->name, &la);
	cr_assert(orig);
	snprintf(a, sizeof a, "%s/a.pcap", tmpdir);
	snprintf(err, sizeof err, "%s/err.txt", tmpdir);
	snprintf(cmd, sizeof cmd, "cp '%s' %s && ln -s a.pcap %s/sym.pcap && ln %s %s/hard.pcap && mkdir %s/d", cap->name, a,
		 tmpdir, a, tmpdir, tmpdir);
	cr_assert_eq(run(cmd), 0);
	static const char *const outs[] = {"a.pcap", "./a.pcap", "d/../a.pcap", "sym.pcap", "hard.pcap", "-"};
	for (size_t i = 0; i < sizeof outs / sizeof outs[0]; i++) {
		if (!strcmp(outs[i], "-")) /* stdout redirected onto the file read from stdin */
			snprintf(cmd, sizeof cmd, "cd %s && %s -r - -w - ip <a.pcap 1<>a.pcap 2>%s", tmpdir, KILN_FILTER, err);
		else
			snprintf(cmd, sizeof cmd, "cd %s && %s -r a.pcap -w %s ip 2>%s", tmpdir, KILN_FILTER, outs[i], err);
		cr_assert_eq(run(cmd), 1, "-w %s onto the input must fail with status 1", outs[i]);
		char *m = slurp(err, &lm);
		cr_assert(m && strstr(m, "being read"), "-w %s: a message expected, got: %s", outs[i], m ? m : "");
		free(m);
		char *now = slurp(a, &lb);
		cr_assert(now && la == lb && !memcmp(orig, now, la), "-w %s changed the capture", outs[i]);
		free(now);
	}
	free(orig);
	/* another file of the same content is fine */
	snprintf(cmd, sizeof cmd, "cd %s && cp a.pcap b.pcap && %s -r a.pcap -w b.pcap ip 2>/dev/null", tmpdir,
		 KILN_FILTER);
	cr_assert_eq(run(cmd), 0);
}

/* The error paths free what they took: valgrind finds no definite leak (under the sanitizer
 * build, LeakSanitizer checks the same runs, with the same status for a leak). */
Test(dpf_tool, error_paths_do_not_leak, .init = setup, .fini = teardown, .timeout = 300)
{
#if defined(__SANITIZE_ADDRESS__)
	const char *vg = "ASAN_OPTIONS=detect_leaks=1:exitcode=99";
#else
	const char *vg = "valgrind -q --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=99";
	cr_assert_eq(run("command -v valgrind >/dev/null 2>&1"), 0, "valgrind is needed (scripts/deps.sh installs it)");
#endif
	const struct tcap *cap = capture_of(4096);
	char filters[1200], bad[1200];
	snprintf(filters, sizeof filters, "%s/filters.txt", tmpdir);
	snprintf(bad, sizeof bad, "%s/bad.txt", tmpdir);
	FILE *f = fopen(filters, "w");
	cr_assert(f);
	fputs("ip\ntcp port 80\n", f);
	fclose(f);
	f = fopen(bad, "w");
	cr_assert(f);
	fputs("ip\ntcp and and\n", f);
	fclose(f);
	struct {
		const char *args;
		int status;
	} cases[] = {
		{"-r %s/nonexistent.pcap ip", 1},
		{"-r %s 'tcp and and'", 1},
		{"-r %s --demux %s", 1},
		{"-r %s -w /dev/full ip", 1},
		{"-r %s -w %s/no/such/dir/out.pcap ip", 1},
		{"-r %s -O1 ip", 2},
		{"-r %s -c --demux %s ip", 0},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		char args[3000], cmd[4096];
		if (i == 0 || i == 4)
			snprintf(args, sizeof args, cases[i].args, i == 0 ? tmpdir : cap->name, tmpdir);
		else if (i == 2 || i == 6)
			snprintf(args, sizeof args, cases[i].args, cap->name, i == 2 ? bad : filters);
		else
			snprintf(args, sizeof args, cases[i].args, cap->name);
		snprintf(cmd, sizeof cmd, "%s %s %s >/dev/null 2>&1", vg, KILN_FILTER, args);
		int st = run(cmd);
		cr_assert_eq(st, cases[i].status, "kiln-filter %s: status %d, %d expected (99: valgrind found a leak)", args,
			     st, cases[i].status);
	}
}
