/* demux_hash.c -- the hash of a table leaf: multipliers (and, when needed, a displacement table)
 * chosen when the classifier is built so that every key gets a row of its own. */
#include <stdlib.h>
#include <string.h>

#include "demux_gen.h"

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
	return x < y ? -1 : x > y;
}

static uint64_t table_hash(const struct tplan *p, const struct tkey *k)
{
	uint64_t h = 0;
	for (unsigned i = 0; i < p->nw; i++)
		h += k->w[i] * p->mul[i];
	return h;
}

static uint64_t next_rand(uint64_t *s)
{
	uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
	return z ^ (z >> 31);
}

/* Multipliers under which the n keys get distinct rows: directly from the top mbits of the hash,
 * or (hash and displace) from the mbits below the top gbits, xor-ed with the displacement that
 * the top gbits select.  Fills slot[i] with key i's row and *disp with 2^gbits displacements
 * (NULL when direct).  0, or -1 when no multipliers were found. */
int dpf_find_hash(struct tplan *p, const struct tkey *k, unsigned n, uint32_t *slot, uint32_t **disp)
{
	uint64_t seed = 0x243F6A8885A308D3ull ^ n;
	uint64_t *h = malloc(n * sizeof *h);
	int only = -1; /* a word that alone tells the keys apart (the widest): hash only it */
	*disp = NULL;
	if (!h)
		return -1;
	for (unsigned w = 0; w < p->nw; w++) {
		if (only >= 0 && p->w[w].size <= p->w[only].size)
			continue;
		for (unsigned i = 0; i < n; i++)
			h[i] = k[i].w[w];
		qsort(h, n, sizeof *h, cmp_u64);
		unsigned i = 1;
		while (i < n && h[i] != h[i - 1])
			i++;
		if (i >= n)
			only = (int)w;
	}
	for (int mode = 0; mode < 2; mode++) {
		unsigned mbits = 1, gbits = 1;
		while ((1u << mbits) < (mode ? 2 : 4) * n)
			mbits++;
		while (mode && (1u << gbits) < (n + 1) / 2)
			gbits++;
		if ((!mode && n > 64) || mbits > 24)
			continue;
		unsigned m = 1u << mbits, r = mode ? 1u << gbits : 1;
		uint8_t *used = malloc(m);
		uint32_t *d = calloc(r, sizeof *d);
		unsigned *cnt = calloc(r + 1, sizeof *cnt), *first = malloc((r + 1) * sizeof *first),
			 *order = malloc(n * sizeof *order);
		int ok = 0;
		for (int tries = 0; tries < 64 && used && d && cnt && first && order && !ok; tries++) {
			for (unsigned i = 0; i < p->nw; i++) {
				/* first one word, then all; multipliers that are 32-bit immediates
				 * sign-extended (one multiply instruction on x86-64), then any */
				uint64_t rnd = next_rand(&seed) | 1;
				p->mul[i] = tries < 40 ? (uint64_t)(int64_t)(int32_t)(uint32_t)rnd : rnd;
				if (tries < 24 && only >= 0 && i != (unsigned)only)
					p->mul[i] = 0;
			}
			for (unsigned i = 0; i < n; i++)
				h[i] = table_hash(p, &k[i]);
			memset(used, 0, m);
			ok = 1;
			if (!mode) {
				for (unsigned i = 0; i < n && ok; i++) {
					slot[i] = (uint32_t)(h[i] >> (64 - mbits));
					ok = !used[slot[i]];
					used[slot[i]] = 1;
				}
				continue;
			}
			/* keys by bucket (a counting sort), then the buckets from the fullest down, each
			 * with the least displacement that puts all its keys in free rows */
			memset(cnt, 0, (r + 1) * sizeof *cnt);
			for (unsigned i = 0; i < n; i++)
				cnt[h[i] >> (64 - gbits)]++;
			unsigned maxb = 0;
			for (unsigned b = 0, at = 0; b < r; b++) {
				first[b] = at;
				at += cnt[b];
				maxb = cnt[b] > maxb ? cnt[b] : maxb;
			}
			first[r] = n;
			memset(cnt, 0, (r + 1) * sizeof *cnt);
			for (unsigned i = 0; i < n; i++) {
				unsigned b = (unsigned)(h[i] >> (64 - gbits));
				order[first[b] + cnt[b]++] = i;
			}
			for (unsigned size = maxb; size > 0 && ok; size--)
				for (unsigned b = 0; b < r && ok; b++) {
					if (cnt[b] != size)
						continue;
					const unsigned *mem = order + first[b];
					uint32_t dv = 0;
					for (; dv < m; dv++) {
						unsigned j = 0;
						for (; j < size; j++) {
							uint32_t s = (uint32_t)((h[mem[j]] << gbits) >> (64 - mbits)) ^ dv;
							if (used[s])
								break;
							used[s] = 1;
							slot[mem[j]] = s;
						}
						if (j == size)
							break;
						for (unsigned q = 0; q < j; q++)
							used[slot[mem[q]]] = 0;
					}
					if (dv == m)
						ok = 0;
					else
						d[b] = dv;
				}
		}
		free(used), free(cnt), free(first), free(order);
		if (ok) {
			p->mbits = mbits;
			p->gbits = mode ? gbits : 0;
			*disp = mode ? d : NULL;
			if (!mode)
				free(d);
			free(h);
			return 0;
		}
		free(d);
	}
	free(h);
	return -1;
}
