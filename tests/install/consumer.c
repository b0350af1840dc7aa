/* consumer.c -- a program built against an installed kiln (find_package and pkg-config). */
#include <kiln.h>
#include <stdio.h>

int main(void)
{
	kl_func *f = kl_func_new();
	kl_reg a[1];
	kl_func_begin(f, "%i", a, KL_LEAF);
	kl_mulii(f, a[0], a[0], 6);
	kl_reti(f, a[0]);
	int (*fn)(int) = (int (*)(int))kl_func_end(f, NULL);
	printf("installed kiln %s on %s: %d\n", KILN_VERSION, kl_target_name(), fn ? fn(7) : -1);
	return !fn || fn(7) != 42;
}
