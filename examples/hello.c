/* hello.c -- a generated function that calls printf (a variadic C function) with a register
 * argument and an immediate one. */
#include <stdio.h>

#include <kiln.h>

int main(void)
{
	static const char fmt[] = "hello from generated code: %d + %d\n";
	kl_func *f = kl_func_new();
	kl_reg arg[1];

	kl_func_begin(f, "%i", arg, KL_NONLEAF); /* it calls, so not a leaf */
	kl_call_argi(f, KL_P, (intptr_t)fmt);
	kl_call_arg(f, KL_I, arg[0]);
	kl_call_argi(f, KL_I, 1);
	kl_call(f, KL_I, (const void *)printf);
	kl_retv(f);
	void (*hello)(int) = (void (*)(int))kl_func_end(f, NULL);
	if (!hello) {
		fprintf(stderr, "hello: %s\n", kl_errmsg(f));
		return 1;
	}
	hello(41);
	fflush(stdout);
	kl_code_free((void *)hello);
	kl_func_delete(f);
	return 0;
}
