/* tests/lang/forms_float_list.h -- the float64 forms (kiln's addition), each in a small function
 * with its meaning in C: XF(id, body, expected).  The function is double g<id>(double x,
 * double y, uint64_t a): float64 x, y (inputs), w (its output, x at the start), t, u; int64 a
 * (input), r, p; stack64 k; stack128 q.  '@' becomes the id.  Used by forms.c and forms_obj.c. */
#define FLT_FUNC_DECLS \
	"float64 x\nfloat64 y\nfloat64 w\nfloat64 t\nfloat64 u\nint64 a\nint64 r\nint64 p\nstack64 k\nstack128 q\n" \
	"input x\ninput y\ninput a\noutput w\n"
#define FMIN(x, y) ((x) < (y) ? (x) : (y))
/* x, y, a of the runs: no NaN; y never 0 and within the range of int64 */
static const double flt_xs[] = {0.0, 1.0, -1.5, 3.25, 1e10, -2.5e-3, 123456.789, 7.0, -7.0, 1e300, 0.1, 2.0, -1e15, 0.5};
static const double flt_ys[] = {7.0, -1.0, 2.5, 3.25, -1e10, 0.125, -123456.5, 7.0, 8.0, 1e-300, 0.1, -2.0, 1e15, 0.75};
static const uint64_t flt_as[] = {0, 1, 5, ~0ull, 1ull << 53, 0x8000000000000000ull, 12345, 3, 7, 0x7fffffffffffffffull, 42, 2, 9, 100};
#define FLT_NRUNS 14

#define LANG_FLOAT_FORMS_LIST \
	XF(0, "w = y", y) \
	XF(1, "w = 3", 3.0) \
	XF(2, "w = -7", -7.0) \
	XF(3, "w = -y", -y) \
	XF(4, "w += y", x + y) \
	XF(5, "w -= y", x - y) \
	XF(6, "w *= y", x * y) \
	XF(7, "w /= y", x / y) \
	XF(8, "w = x + y", x + y) \
	XF(9, "w = y - x", y - x) \
	XF(10, "t = y\nw = x * t", x * y) \
	XF(11, "w = y / x", y / x) \
	XF(12, "p = &q\n*(float64 *) (p + 8) = y\nw = *(float64 *) (p + 8)", y) \
	XF(13, "p = &q\nr = 1\n*(float64 *) (p + r * 8) = y\nw = *(float64 *) (p + 8)", y) \
	XF(14, "p = &q\nr = 8\n*(float64 *) (p + r) = y\n*(float64 *) (p + 0) = x\nw = *(float64 *) (p + r)\nt = *(float64 *) (p)\nw -= t", y - x) \
	XF(15, "k = y\nw = k", y) \
	XF(16, "w = (float64) a", (double)(int64_t)a) \
	XF(17, "r = (int64) y\nw = (float64) r", (double)(int64_t)y) \
	XF(18, "=? x - y\ngoto e@ if =\nw = 0\ngoto o@\ne@:\nw = 1\no@:", x == y) \
	XF(19, "unsigned<? x - y\ngoto e@ if unsigned<\nw = 0\ngoto o@\ne@:\nw = 1\no@:", x < y) \
	XF(20, "unsigned>? x - y\ngoto e@ if unsigned>\nw = 0\ngoto o@\ne@:\nw = 1\no@:", x > y) \
	XF(21, "=? x - y\ngoto e@ if !=\nw = 0\ngoto o@\ne@:\nw = 1\no@:", !(x == y)) \
	XF(22, "unsigned<? x - y\ngoto e@ if !unsigned<\nw = 0\ngoto o@\ne@:\nw = 1\no@:", !(x < y)) \
	XF(23, "unsigned>? x - y\nw = 5\ngoto o@ if unsigned>\nw = 6\no@:", x > y ? 5.0 : 6.0) \
	XF(24, "r = 0\np = 1\n=? x - y\nr = p if =\nw = (float64) r", x == y) \
	XF(25, "r = 0\np = 1\nunsigned<? x - y\nr = p if !unsigned<\nw = (float64) r", !(x < y)) \
	XF(26, "w = y\nt = x\nu = w\nw *= t\nw += u\nt = w - u\nw = t / u", ((y * x + y) - y) / y) \
	XF(27, "kiln absd t y\nkiln sqrtd w t", sqrt(fabs(y))) \
	XF(28, "kiln mind w x y", FMIN(x, y)) \
	XF(29, "kiln cvd2l r y\nkiln cvl2d w r", (double)(int64_t)y) \
	XF(30, "kiln muld w x y\nkiln negd w w", -(x * y)) \
	XF(31, "kiln setd w 12\nkiln subd w w y", 12.0 - y) \
	XF(32, "kiln cvd2f w y", (double)(float)y)
