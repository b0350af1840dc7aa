/* vcode.h -- VCODE 0.08's header name, for programs that say #include "vcode.h": kiln's
 * <kiln/vcode.h> plus what VCODE's header brought along (<assert.h>, demand.h).  kiln's
 * pkg-config Cflags put this folder on the include path.  See docs/vcode.md. */
#ifndef KILN_VCODE_COMPAT_VCODE_H
#define KILN_VCODE_COMPAT_VCODE_H

#include <assert.h>

#include "kiln/vcode.h"
#include "demand.h"

#endif
