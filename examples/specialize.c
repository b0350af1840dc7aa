/* specialize.c -- specialization on a run-time constant: a dot product with a weight vector
 * known only at run time becomes straight-line code with the weights as immediates (zero
 * weights vanish, unit weights need no multiply). */
#include <stdio.h>
#include <stdlib.h>

#include <kiln.h>

typedef long (*dot_fn)(const long *x);

static dot_fn specialize_dot(kl_func *f, const long *w, int n)
{
	kl_reg arg[1], sum, t;
	kl_func_begin(f, "%p", arg, KL_LEAF);
	kl_getreg(f, &sum, KL_L, KL_TEMP);
	kl_getreg(f, &t, KL_L, KL_TEMP);
	kl_setl(f, sum, 0);
	for (int k = 0; k < n; k++) {
		if (w[k] == 0)
			continue; /* the constant is known: no load, no multiply */
		kl_ldli(f, t, arg[0], k * (int)sizeof(long));
		if (w[k] != 1)
			kl_mulli(f, t, t, w[k]);
		kl_addl(f, sum, sum, t);
	}
	kl_retl(f, sum);
	return (dot_fn)kl_func_end(f, NULL);
}

int main(int argc, char **argv)
{
	int n = 8;
	long w[8], x[8];
	unsigned seed = argc > 1 ? (unsigned)atoi(argv[1]) : 7;
	srand(seed);
	for (int k = 0; k < n; k++) {
		w[k] = rand() % 4 == 0 ? 0 : rand() % 5 - 1; /* run-time constants */
		x[k] = rand() % 100 - 50;
	}
	kl_func *f = kl_func_new();
	dot_fn dot = specialize_dot(f, w, n);
	if (!dot) {
		fprintf(stderr, "specialize: %s\n", kl_errmsg(f));
		return 1;
	}
	long expect = 0;
	for (int k = 0; k < n; k++)
		expect += w[k] * x[k];
	printf("weights:");
	for (int k = 0; k < n; k++)
		printf(" %ld", w[k]);
	printf("\nspecialized dot(x) = %ld, C loop = %ld: %s\n", dot(x), expect, dot(x) == expect ? "same" : "DIFFERENT");
	kl_code_free((void *)dot);
	kl_func_delete(f);
	return dot == NULL;
}
