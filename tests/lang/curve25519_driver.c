/* tests/lang/curve25519_driver.c -- SUPERCOP's amd64-64 Curve25519 field arithmetic and ladder
 * step (qhasm, tests/lang/qhasm/curve25519/) compiled by kiln for this machine's target, checked
 * against a reference of this file's own: the field operations on random and edge inputs, and
 * X25519 (RFC 7748) built from the compiled work_cswap and ladderstep on the RFC's vectors and
 * on random scalars and points.  Exit status 0 when everything agrees. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef struct {
	uint64_t v[4]; /* little-endian limbs of a value below 2^256, congruent mod p = 2^255 - 19 */
} fe;

/* the constants the qhasm code loads by &SYMBOL (SUPERCOP's consts.s defines them) */
const uint64_t crypto_scalarmult_curve25519_amd64_64_38 = 38;
const uint64_t crypto_scalarmult_curve25519_amd64_64_121666 = 121666;

void crypto_scalarmult_curve25519_amd64_64_fe25519_mul(fe *r, const fe *x, const fe *y);
void crypto_scalarmult_curve25519_amd64_64_fe25519_square(fe *r, const fe *x);
void crypto_scalarmult_curve25519_amd64_64_fe25519_freeze(fe *r);
void crypto_scalarmult_curve25519_amd64_64_work_cswap(fe *work, uint64_t swap);
void crypto_scalarmult_curve25519_amd64_64_ladderstep(fe *work);

typedef unsigned __int128 u128;

/* ---- the reference: values kept fully reduced (< p) ---- */
static const fe P = {{0xffffffffffffffedull, 0xffffffffffffffffull, 0xffffffffffffffffull, 0x7fffffffffffffffull}};

/* a - b over 256 bits; the borrow out */
static uint64_t sub256(fe *r, const fe *a, const fe *b)
{
	uint64_t br = 0;
	for (int k = 0; k < 4; k++) {
		u128 d = (u128)a->v[k] - b->v[k] - br;
		r->v[k] = (uint64_t)d;
		br = (uint64_t)(d >> 64) & 1;
	}
	return br;
}

/* any value below 2^256 to its residue below p (2^256 < 3p: at most two subtractions) */
static void ref_freeze(fe *a)
{
	for (int k = 0; k < 2; k++) {
		fe t;
		if (!sub256(&t, a, &P))
			*a = t;
	}
}

/* t (8 limbs) mod p: 2^256 = 38 mod p */
static void fold512(fe *r, const uint64_t t[8])
{
	uint64_t c = 0;
	for (int k = 0; k < 4; k++) {
		u128 s = (u128)t[k + 4] * 38 + t[k] + c;
		r->v[k] = (uint64_t)s;
		c = (uint64_t)(s >> 64);
	}
	while (c) { /* c * 2^256 = 38 c */
		u128 s = (u128)c * 38;
		c = 0;
		for (int k = 0; k < 4; k++) {
			s += r->v[k];
			r->v[k] = (uint64_t)s;
			s >>= 64;
		}
		c = (uint64_t)s;
	}
	ref_freeze(r);
}

static void ref_mul(fe *r, const fe *a, const fe *b)
{
	uint64_t t[8] = {0};
	for (int i = 0; i < 4; i++) {
		uint64_t c = 0;
		for (int j = 0; j < 4; j++) {
			u128 m = (u128)a->v[i] * b->v[j] + t[i + j] + c;
			t[i + j] = (uint64_t)m;
			c = (uint64_t)(m >> 64);
		}
		t[i + 4] = c;
	}
	fold512(r, t);
}

static void ref_add(fe *r, const fe *a, const fe *b)
{
	uint64_t t[8] = {0};
	u128 c = 0;
	for (int k = 0; k < 4; k++) {
		c += (u128)a->v[k] + b->v[k];
		t[k] = (uint64_t)c;
		c >>= 64;
	}
	t[4] = (uint64_t)c;
	fold512(r, t);
}

static void ref_sub(fe *r, const fe *a, const fe *b) /* a, b < p */
{
	fe t;
	if (sub256(&t, a, b)) { /* wrapped: add p back */
		u128 c = 0;
		for (int k = 0; k < 4; k++) {
			c += (u128)t.v[k] + P.v[k];
			t.v[k] = (uint64_t)c;
			c >>= 64;
		}
	}
	*r = t;
}

static void ref_pow(fe *r, const fe *a, const fe *e)
{
	fe x = {{1, 0, 0, 0}};
	for (int k = 255; k >= 0; k--) {
		ref_mul(&x, &x, &x);
		if (e->v[k / 64] >> (k % 64) & 1)
			ref_mul(&x, &x, a);
	}
	*r = x;
}

static void unpack(fe *r, const uint8_t s[32])
{
	for (int k = 0; k < 4; k++) {
		r->v[k] = 0;
		for (int b = 7; b >= 0; b--)
			r->v[k] = r->v[k] << 8 | s[8 * k + b];
	}
	r->v[3] &= 0x7fffffffffffffffull; /* RFC 7748: the top bit of u is ignored */
}

static void pack(uint8_t s[32], const fe *a)
{
	for (int k = 0; k < 32; k++)
		s[k] = (uint8_t)(a->v[k / 8] >> (8 * (k % 8)));
}

static void clamp(uint8_t e[32], const uint8_t k[32])
{
	memcpy(e, k, 32);
	e[0] &= 248;
	e[31] &= 127;
	e[31] |= 64;
}

/* RFC 7748's ladder, reference arithmetic */
static void ref_x25519(uint8_t out[32], const uint8_t k[32], const uint8_t u[32])
{
	uint8_t e[32];
	clamp(e, k);
	fe x1, x2 = {{1, 0, 0, 0}}, z2 = {{0}}, x3, z3 = {{1, 0, 0, 0}}, a24 = {{121665, 0, 0, 0}};
	unpack(&x1, u);
	ref_freeze(&x1);
	x3 = x1;
	int swap = 0;
	for (int t = 254; t >= 0; t--) {
		int bit = e[t / 8] >> (t % 8) & 1;
		swap ^= bit;
		if (swap) {
			fe s = x2;
			x2 = x3, x3 = s;
			s = z2, z2 = z3, z3 = s;
		}
		swap = bit;
		fe A, AA, B, BB, E, C, D, DA, CB, s1, s2;
		ref_add(&A, &x2, &z2);
		ref_mul(&AA, &A, &A);
		ref_sub(&B, &x2, &z2);
		ref_mul(&BB, &B, &B);
		ref_sub(&E, &AA, &BB);
		ref_add(&C, &x3, &z3);
		ref_sub(&D, &x3, &z3);
		ref_mul(&DA, &D, &A);
		ref_mul(&CB, &C, &B);
		ref_add(&s1, &DA, &CB);
		ref_mul(&x3, &s1, &s1);
		ref_sub(&s2, &DA, &CB);
		ref_mul(&s2, &s2, &s2);
		ref_mul(&z3, &x1, &s2);
		ref_mul(&x2, &AA, &BB);
		ref_mul(&s1, &a24, &E);
		ref_add(&s1, &AA, &s1);
		ref_mul(&z2, &E, &s1);
	}
	if (swap) {
		x2 = x3;
		z2 = z3;
	}
	fe pm2 = P, inv;
	pm2.v[0] -= 2;
	ref_pow(&inv, &z2, &pm2);
	ref_mul(&x2, &x2, &inv);
	pack(out, &x2);
}

/* X25519 from the compiled code: work = x1, (x2 z2), (x3 z3); cswap swaps the two pairs,
 * ladderstep doubles one and adds; the inverse by square-and-multiply with the compiled mul */
static void kiln_x25519(uint8_t out[32], const uint8_t k[32], const uint8_t u[32])
{
	uint8_t e[32];
	clamp(e, k);
	fe work[5] = {{{0}}};
	unpack(&work[0], u);
	work[1].v[0] = 1;
	work[3] = work[0];
	work[4].v[0] = 1;
	int prev = 0;
	for (int t = 254; t >= 0; t--) {
		int bit = e[t / 8] >> (t % 8) & 1;
		crypto_scalarmult_curve25519_amd64_64_work_cswap(work + 1, (uint64_t)(bit ^ prev));
		prev = bit;
		crypto_scalarmult_curve25519_amd64_64_ladderstep(work);
	}
	fe inv = {{1, 0, 0, 0}}, pm2 = P;
	pm2.v[0] -= 2;
	for (int t = 255; t >= 0; t--) {
		crypto_scalarmult_curve25519_amd64_64_fe25519_square(&inv, &inv);
		if (pm2.v[t / 64] >> (t % 64) & 1)
			crypto_scalarmult_curve25519_amd64_64_fe25519_mul(&inv, &inv, &work[2]);
	}
	fe x;
	crypto_scalarmult_curve25519_amd64_64_fe25519_mul(&x, &work[1], &inv);
	crypto_scalarmult_curve25519_amd64_64_fe25519_freeze(&x);
	pack(out, &x);
}

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t next(void)
{
	rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
	return rng;
}

static void hex(uint8_t *b, const char *s)
{
	for (int k = 0; k < 32; k++) {
		unsigned x;
		sscanf(s + 2 * k, "%2x", &x);
		b[k] = (uint8_t)x;
	}
}

static int fails;
static void check_fe(const char *what, int i, const fe *got, const fe *want, const fe *x, const fe *y)
{
	fe g = *got;
	ref_freeze(&g);
	if (!memcmp(&g, want, sizeof g))
		return;
	if (fails++ < 10)
		fprintf(stderr, "FAIL %s #%d: x=%016llx..%016llx y=%016llx..%016llx gives %016llx..%016llx, want %016llx..%016llx\n",
			what, i, (unsigned long long)x->v[3], (unsigned long long)x->v[0], (unsigned long long)y->v[3],
			(unsigned long long)y->v[0], (unsigned long long)g.v[3], (unsigned long long)g.v[0],
			(unsigned long long)want->v[3], (unsigned long long)want->v[0]);
}

int main(void)
{
	/* field operations: edge values (0, 1, p-1, p, 2^256-1 ...) and random ones */
	static const fe edge[] = {{{0, 0, 0, 0}}, {{1, 0, 0, 0}}, {{0xffffffffffffffecull, ~0ull, ~0ull, 0x7fffffffffffffffull}},
				  {{0xffffffffffffffedull, ~0ull, ~0ull, 0x7fffffffffffffffull}}, {{~0ull, ~0ull, ~0ull, ~0ull}},
				  {{38, 0, 0, 0x8000000000000000ull}}, {{0, 0, 0, 0x8000000000000000ull}}};
	int nedge = (int)(sizeof edge / sizeof edge[0]), runs = 0;
	for (int i = 0; i < 2000; i++) {
		fe x, y, got, want, xr, yr;
		if (i < nedge * nedge)
			x = edge[i / nedge], y = edge[i % nedge];
		else
			for (int k = 0; k < 4; k++)
				x.v[k] = next(), y.v[k] = next();
		xr = x, yr = y;
		ref_freeze(&xr);
		ref_freeze(&yr);
		crypto_scalarmult_curve25519_amd64_64_fe25519_mul(&got, &x, &y);
		ref_mul(&want, &xr, &yr);
		check_fe("fe25519_mul", i, &got, &want, &x, &y);
		crypto_scalarmult_curve25519_amd64_64_fe25519_square(&got, &x);
		ref_mul(&want, &xr, &xr);
		check_fe("fe25519_square", i, &got, &want, &x, &x);
		got = x;
		crypto_scalarmult_curve25519_amd64_64_fe25519_freeze(&got);
		if (memcmp(&got, &xr, sizeof got) && fails++ < 10) /* freeze must give the residue itself */
			fprintf(stderr, "FAIL fe25519_freeze #%d: x=%016llx..%016llx\n", i, (unsigned long long)x.v[3],
				(unsigned long long)x.v[0]);
		fe w[4] = {x, y, xr, yr}, w0[4];
		memcpy(w0, w, sizeof w);
		crypto_scalarmult_curve25519_amd64_64_work_cswap(w, (uint64_t)(i & 1));
		if (memcmp(&w[0], &w0[(i & 1) * 2], 2 * sizeof(fe)) || memcmp(&w[2], &w0[(1 - (i & 1)) * 2], 2 * sizeof(fe)))
			if (fails++ < 10)
				fprintf(stderr, "FAIL work_cswap #%d swap=%d\n", i, i & 1);
		runs += 4;
	}
	/* X25519: RFC 7748 section 5.2's two vectors and section 6.1's shared secret */
	static const char *const vec[][3] = {
		{"a546e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449ac4",
		 "e6db6867583030db3594c1a424b15f7c726624ec26b3353b10a903a6d0ab1c4c",
		 "c3da55379de9c6908e94ea4df28d084f32eccf03491c71f754b4075577a28552"},
		{"4b66e9d4d1b4673c5ad22691957d6af5c11b6421e0ea01d42ca4169e7918ba0d",
		 "e5210f12786811d3f4b7959d0538ae2c31dbe7106fc03c3efc4cd549c715a493",
		 "95cbde9476e8907d7aade45cb4b873f88b595a68799fa152e6f8f7647aac7957"},
		{"77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a",
		 "de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f",
		 "4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742"},
	};
	for (int v = 0; v < 3; v++) {
		uint8_t k[32], u[32], want[32], got[32], ref[32];
		hex(k, vec[v][0]);
		hex(u, vec[v][1]);
		hex(want, vec[v][2]);
		kiln_x25519(got, k, u);
		ref_x25519(ref, k, u);
		if (memcmp(ref, want, 32) && fails++ < 10)
			fprintf(stderr, "FAIL the reference X25519 on RFC 7748 vector %d\n", v);
		if (memcmp(got, want, 32) && fails++ < 10)
			fprintf(stderr, "FAIL X25519 on RFC 7748 vector %d\n", v);
		runs++;
	}
	/* random scalars and points, against the reference */
	for (int i = 0; i < 20; i++) {
		uint8_t k[32], u[32], got[32], ref[32];
		for (int b = 0; b < 32; b++)
			k[b] = (uint8_t)next(), u[b] = (uint8_t)next();
		kiln_x25519(got, k, u);
		ref_x25519(ref, k, u);
		if (memcmp(got, ref, 32) && fails++ < 10)
			fprintf(stderr, "FAIL X25519 on random input %d\n", i);
		runs++;
	}
	printf("curve25519: %d checks, %d failures\n", runs, fails);
	return fails != 0;
}
