/* dpf_util.c -- test helpers shared by the dpf tests (see dpf_util.h). */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "dpf_cases.h"

static struct tcaps caps;
static int loaded;

static void load_dir(const char *dir)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	char **names = NULL;
	size_t nn = 0;
	if (!d)
		return;
	while ((e = readdir(d)))
		if (e->d_name[0] != '.' && (strstr(e->d_name, ".pcap") || strstr(e->d_name, ".pcapng"))) {
			names = realloc(names, (nn + 1) * sizeof *names);
			names[nn++] = strdup(e->d_name);
		}
	closedir(d);
	for (size_t i = 0; i < nn; i++) /* directory order is not stable: sort by name */
		for (size_t k = i + 1; k < nn; k++)
			if (strcmp(names[k], names[i]) < 0) {
				char *t = names[i];
				names[i] = names[k];
				names[k] = t;
			}
	for (size_t i = 0; i < nn; i++) {
		char path[1024], err[PCAP_ERRBUF_SIZE];
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		pcap_t *p = pcap_open_offline(path, err);
		if (p) {
			struct tcap c;
			struct pcap_pkthdr *h;
			const u_char *data;
			memset(&c, 0, sizeof c);
			snprintf(c.name, sizeof c.name, "%s", path);
			c.linktype = pcap_datalink(p);
			while (pcap_next_ex(p, &h, &data) == 1) {
				c.pkts = realloc(c.pkts, (c.npkts + 1) * sizeof *c.pkts);
				struct tpkt *t = &c.pkts[c.npkts++];
				t->caplen = h->caplen;
				t->len = h->len;
				t->data = malloc(h->caplen ? h->caplen : 1);
				memcpy(t->data, data, h->caplen);
			}
			pcap_close(p);
			caps.caps = realloc(caps.caps, (caps.n + 1) * sizeof *caps.caps);
			caps.caps[caps.n++] = c;
			caps.npkts += c.npkts;
		}
		free(names[i]);
	}
	free(names);
}

const struct tcaps *dpf_test_captures(void)
{
	if (!loaded) {
		loaded = 1;
		load_dir(DPF_DATA_DIR "/tcpdump");
		load_dir(DPF_DATA_DIR "/libpcap-filter");
	}
	return &caps;
}

int dpf_test_compile(int linktype, const char *expr, int optimize, struct bpf_program *prog, char *err,
		     size_t errlen)
{
	pcap_t *p = pcap_open_dead(linktype, 262144);
	if (!p) {
		snprintf(err, errlen, "pcap_open_dead failed");
		return -1;
	}
	int rc = pcap_compile(p, prog, expr, optimize, 0xffffff00u); /* a netmask, so "ip broadcast" compiles */
	if (rc < 0)
		snprintf(err, errlen, "%s", pcap_geterr(p));
	pcap_close(p);
	return rc < 0 ? -1 : 0;
}

long dpf_test_compare(const struct bpf_program *prog, kl_bpf_fn fn, int linktype, char *msg, size_t msglen)
{
	const struct tcaps *cs = dpf_test_captures();
	long count = 0;
	for (unsigned c = 0; c < cs->n; c++) {
		const struct tcap *cap = &cs->caps[c];
		if (cap->linktype != linktype)
			continue;
		for (unsigned i = 0; i < cap->npkts; i++) {
			const struct tpkt *t = &cap->pkts[i];
			unsigned lens[DPF_BUFLENS];
			dpf_test_buflens(t, i, lens);
			for (int l = 0; l < DPF_BUFLENS; l++) {
				unsigned want = bpf_filter(prog->bf_insns, t->data, t->len, lens[l]);
				unsigned got = fn(t->data, t->len, lens[l]);
				count++;
				if (want != got) {
					snprintf(msg, msglen, "%s packet %u (len %u, buflen %u): bpf_filter %u, JIT %u",
						 cap->name, i + 1, t->len, lens[l], want, got);
					return -1;
				}
			}
		}
	}
	return count;
}

long dpf_test_compare_burst(const struct bpf_program *prog, kl_bpf_burst_fn fn, int linktype, char *msg,
			    size_t msglen)
{
	const struct tcaps *cs = dpf_test_captures();
	long count = 0;
	for (unsigned c = 0; c < cs->n; c++) {
		const struct tcap *cap = &cs->caps[c];
		if (cap->linktype != linktype || !cap->npkts)
			continue;
		unsigned n = cap->npkts * DPF_BUFLENS;
		struct kl_bpf_pkt *pk = malloc(n * sizeof *pk);
		unsigned *want = malloc(n * sizeof *want);
		int rc = pk && want ? 0 : -1;
		for (unsigned i = 0; i < cap->npkts && !rc; i++) {
			const struct tpkt *t = &cap->pkts[i];
			unsigned lens[DPF_BUFLENS];
			dpf_test_buflens(t, i, lens);
			for (int l = 0; l < DPF_BUFLENS; l++) {
				unsigned k = i * DPF_BUFLENS + (unsigned)l;
				pk[k] = (struct kl_bpf_pkt){t->data, lens[l], t->len};
				want[k] = bpf_filter(prog->bf_insns, t->data, t->len, lens[l]);
			}
		}
		if (!rc)
			rc = dpf_test_check_burst(fn, pk, want, n, 0, msg, msglen);
		for (unsigned chunk = 1 + c % 70; !rc && chunk <= 70 && chunk < 2 * n; chunk += 23)
			rc = dpf_test_check_burst(fn, pk, want, n, chunk, msg, msglen);
		if (rc && !pk)
			snprintf(msg, msglen, "out of memory");
		if (rc) {
			size_t l = strlen(msg);
			snprintf(msg + l, msglen - l, " (%s)", cap->name);
		}
		free(pk);
		free(want);
		if (rc)
			return -1;
		count += n;
	}
	return count;
}

uint64_t dpf_rand(uint64_t *s)
{
	uint64_t x = *s;
	x ^= x >> 12;
	x ^= x << 25;
	x ^= x >> 27;
	*s = x;
	return x * 0x2545F4914F6CDD1Dull;
}
