/* plus1.c -- the seed paper's Figure 1: a function returning its argument plus one. */
#include <stdio.h>
#include <stdlib.h>

#include <kiln.h>

typedef int (*iptr)(int);

int main(void)
{
	kl_func *f = kl_func_new();
	kl_reg arg[1];

	kl_func_begin(f, "%i", arg, KL_LEAF); /* one int argument, makes no calls */
	kl_addii(f, arg[0], arg[0], 1);       /* add integer immediate */
	kl_reti(f, arg[0]);                   /* return integer */
	iptr plus1 = (iptr)kl_func_end(f, NULL);
	if (!plus1) {
		fprintf(stderr, "plus1: %s\n", kl_errmsg(f));
		return 1;
	}
	for (int x = -2; x <= 2; x++)
		printf("plus1(%d) = %d\n", x, plus1(x));
	printf("plus1(2147483647) = %d\n", plus1(2147483647));
	kl_code_free((void *)plus1);
	kl_func_delete(f);
	return 0;
}
