/* vecgen.c -- records OpenSSL's answers to the kernels' random cases (cases.h) into the vector
 * file that the cross builds' kernels_random reads (KERNELS_VECTORS).  Native builds only:
 *
 *   kernels_vecgen OUT */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cases.h"

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: kernels_vecgen OUT\n");
		return 2;
	}
	if (kvec_write(argv[1]) != 0) {
		fprintf(stderr, "kernels_vecgen: %s: %s\n", argv[1], strerror(errno));
		remove(argv[1]);
		return 1;
	}
	return 0;
}
