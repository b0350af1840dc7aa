/* curry.c -- currying: from a two-argument C function and a run-time value, make a
 * one-argument function that calls it with that value as its constant first argument. */
#include <stdio.h>

#include <kiln.h>

static long scale(long factor, long x) { return factor * x; }

typedef long (*unary)(long);

static unary curry(kl_func *f, long (*fn)(long, long), long first)
{
	kl_reg arg[1];
	kl_func_begin(f, "%l", arg, KL_NONLEAF);
	kl_call_argi(f, KL_L, first); /* the constant first argument */
	kl_call_arg(f, KL_L, arg[0]);
	kl_reg r = kl_call(f, KL_L, (const void *)fn);
	kl_retl(f, r);
	return (unary)kl_func_end(f, NULL);
}

int main(void)
{
	kl_func *f = kl_func_new();
	unary triple = curry(f, scale, 3);
	unary negate = curry(f, scale, -1);
	if (!triple || !negate) {
		fprintf(stderr, "curry: %s\n", kl_errmsg(f));
		return 1;
	}
	printf("triple(14) = %ld, negate(14) = %ld\n", triple(14), negate(14));
	int ok = triple(14) == 42 && negate(14) == -14;
	kl_code_free((void *)triple);
	kl_code_free((void *)negate);
	kl_func_delete(f);
	return !ok;
}
