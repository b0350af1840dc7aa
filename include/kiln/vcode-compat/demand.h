/* demand.h -- VCODE 0.08's assertion that stays on in release builds: demand(cond, message)
 * prints the file, line, condition and message (the message is written bare, not quoted) to
 * stdout and exits with status 1.  Defining __NDEBUG__ turns it off, as in VCODE. */
#ifndef KILN_VCODE_COMPAT_DEMAND_H
#define KILN_VCODE_COMPAT_DEMAND_H

#include <stdio.h>
#include <stdlib.h>

#ifdef __NDEBUG__
#define demand(cond, msg) ((void)0)
#else
#define demand(cond, msg)                                                                          \
	do {                                                                                       \
		if (!(cond)) {                                                                     \
			printf("file %s, line %d: %s\n%s\n", __FILE__, __LINE__, #cond, #msg);     \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)
#endif

#endif
