/* tests/lang/forms_list.h -- the language's line forms, each in a small function with its
 * amd64 meaning written in C: X(id, body, expected).  The function has int64 a, b (its inputs),
 * r (its output, a at the start), t, u, v (scratch), stack64 k, stack128 q, stack512 z;
 * '@' in a body becomes the test's id (labels are per file).  Used by forms.c (in memory and
 * interpreter, every target) and forms_obj.c (kiln -c objects linked by gcc). */
#define U32(x) ((uint64_t)(uint32_t)(x))
#define ROL64(x, n) (((x) << (n)) | ((x) >> ((64 - (n)) & 63)))
#define ROL32(x, n) U32(((uint32_t)(x) << (n)) | ((uint32_t)(x) >> ((32 - (n)) & 31)))
#define SH(x) ((x) & 63)
#define MULHU(a, b) ((uint64_t)(((unsigned __int128)(a) * (b)) >> 64))
#define MULHS(a, b) ((uint64_t)(((__int128)(int64_t)(a) * (int64_t)(b)) >> 64))
#define ADDC1(a, b) ((uint64_t)(((unsigned __int128)(a) + (b) + 1) >> 64))

#define LANG_FORMS_LIST \
	X(0, "r = b", b) \
	X(1, "r = 1634760805", 1634760805) \
	X(2, "r = -7", (uint64_t)-7) \
	X(3, "r = 0x123456789abcdef0", 0x123456789abcdef0ull) \
	X(4, "r = ~r", ~a) \
	X(5, "r = -r", 0 - a) \
	X(6, "r += b", a + b) \
	X(7, "r += 100", a + 100) \
	X(8, "r += -100", a - 100) \
	X(9, "r -= b", a - b) \
	X(10, "r -= 2147483647", a - 2147483647) \
	X(11, "r = a + b", a + b) \
	X(12, "r = a + b + 40", a + b + 40) \
	X(13, "r += b + -8", a + b - 8) \
	X(14, "r &= b", a & b) \
	X(15, "r |= b", a | b) \
	X(16, "r ^= b", a ^ b) \
	X(17, "r &= -256", a & (uint64_t)-256) \
	X(18, "r |= 0x7f", a | 0x7f) \
	X(19, "r ^= -1", ~a) \
	X(20, "(uint32) r += b", U32(a + b)) \
	X(21, "(uint32) r -= b", U32(a - b)) \
	X(22, "(uint32) r += 7", U32(a + 7)) \
	X(23, "(uint32) r &= 0xff00ff", U32(a & 0xff00ff)) \
	X(24, "(uint32) r |= 1", U32(a | 1)) \
	X(25, "(uint32) r ^= -1", U32(~a)) \
	X(26, "(uint32) r ^= b", U32(a ^ b)) \
	X(27, "r <<<= 13", ROL64(a, 13)) \
	X(28, "r >>>= 13", ROL64(a, 51)) \
	X(29, "r <<= 3", a << 3) \
	X(30, "(int64) r >>= 5", (uint64_t)((int64_t)a >> 5)) \
	X(31, "(uint64) r >>= 5", a >> 5) \
	X(32, "(uint32) r <<<= 7", ROL32(a, 7)) \
	X(33, "(uint32) r >>>= 7", ROL32(a, 25)) \
	X(34, "(uint32) r <<= 4", U32(a << 4)) \
	X(35, "(uint32) r >>= 4", U32(a) >> 4) \
	X(36, "(int32) r >>= 4", U32((int32_t)(uint32_t)a >> 4)) \
	X(37, "r <<= b", a << SH(b)) \
	X(38, "r <<<= b", ROL64(a, SH(b))) \
	X(39, "r >>>= b", ROL64(a, (64 - SH(b)) & 63)) \
	X(40, "(int64) r >>= b", (uint64_t)((int64_t)a >> SH(b))) \
	X(41, "(uint64) r >>= b", a >> SH(b)) \
	X(42, "r = b & 255", b & 255) \
	X(43, "r = (b >> 8) & 255", (b >> 8) & 255) \
	X(44, "r = (r.b) << 12", (a << 12) | (b >> 52)) \
	X(45, "r = (b r) >> 12", (a >> 12) | (b << 52)) \
	X(46, "t = b\nr = (r.t) << t", SH(b) ? (a << SH(b)) | (b >> (64 - SH(b))) : a) \
	X(47, "t = b\nr = (t r) >> t", SH(b) ? (a >> SH(b)) | (b << (64 - SH(b))) : a) \
	X(48, "r = b * 77", b * 77) \
	X(49, "r *= b", a * b) \
	X(50, "(uint128) t r = r * b\nr ^= t", (a * b) ^ MULHU(a, b)) \
	X(51, "(int128) t r = r * b\nr = t", MULHS(a, b)) \
	X(52, "t = &z\n*(uint64 *) (t + 8) = a\nr = *(uint64 *) (t + 8)", a) \
	X(53, "t = &z\n*(uint64 *) (t + 0) = b\n*(uint32 *) (t + 4) = a\nr = *(uint64 *) (t + 0)", U32(b) | a << 32) \
	X(54, "t = &z\n*(uint64 *) (t + 0) = b\n*(uint16 *) (t + 2) = a\nr = *(uint64 *) (t + 0)", (b & ~0xffff0000ull) | (a & 0xffff) << 16) \
	X(55, "t = &z\n*(uint64 *) (t + 0) = b\n*(uint8 *) (t + 7) = a\nr = *(uint64 *) (t + 0)", (b & ~(0xffull << 56)) | a << 56) \
	X(56, "t = &z\n*(uint64 *) (t + 0) = a\nr = *(int8 *) (t + 1)", (uint64_t)(int8_t)(a >> 8)) \
	X(57, "t = &z\n*(uint64 *) (t + 0) = a\nr = *(uint8 *) (t + 1)", (a >> 8) & 255) \
	X(58, "t = &z\n*(uint64 *) (t + 0) = a\nr = *(int16 *) (t + 2)", (uint64_t)(int16_t)(a >> 16)) \
	X(59, "t = &z\n*(uint64 *) (t + 0) = a\nr = *(uint16 *) (t + 2)", (a >> 16) & 0xffff) \
	X(60, "t = &z\n*(uint64 *) (t + 0) = a\nr = *(int32 *) (t + 4)", (uint64_t)(int32_t)(a >> 32)) \
	X(61, "t = &z\n*(uint64 *) (t + 0) = a\nr = *(uint32 *) (t + 4)", a >> 32) \
	X(62, "t = &z\n*(uint64 *) (t + 16) = a\nu = 16\nr = *(uint64 *) (t + u)", a) \
	X(63, "t = &z\n*(uint64 *) (t + 24) = a\nu = 3\nr = *(uint64 *) (t + u * 8)", a) \
	X(64, "t = &z\n*(uint64 *) (t + 40) = a\nu = 3\nr = *(uint64 *) (t + 16 + u * 8)", a) \
	X(65, "t = &z\nu = 2\n*(uint64 *) (t + u * 8) = b\nr = *(uint64 *) (t + 16)\n*(uint32 *) (t + 8 + u * 8) = a\n(uint32) r += *(uint32 *) (t + 24)", U32(b + a)) \
	X(66, "t = &z\n*(uint64 *) (t + 0) = -5\nr = *(uint64 *) (t + 0)", (uint64_t)-5) \
	X(67, "t = &z\n*(uint64 *) (t + 0) = b\n*(uint8 *) (t + 0) = 200\nr = *(uint64 *) (t + 0)", (b & ~0xffull) | 200) \
	X(68, "t = &z\n*(uint64 *) (t + 0) = b\nr += *(uint64 *) (t + 0)", a + b) \
	X(69, "t = &z\n*(uint64 *) (t + 0) = b\nr ^= *(uint64 *) (t + 0)", a ^ b) \
	X(70, "t = &z\n*(uint64 *) (t + 0) = b\n(uint32) r += *(uint32 *) (t + 0)", U32(a + b)) \
	X(71, "t = &z\n*(uint64 *) (t + 0) = b\n(uint32) r -= *(uint32 *) (t + 0)", U32(a - b)) \
	X(72, "k = b\nr = k", b) \
	X(73, "k = b\nr += k", a + b) \
	X(74, "k = b\n(uint32) r += k", U32(a + b)) \
	X(75, "k = b\nr = top k", b >> 32) \
	X(76, "k = b\nr = bottom k", U32(b)) \
	X(77, "k = b\ninplace k bottom = a\nr = k", (b & ~0xffffffffull) | U32(a)) \
	X(78, "k = b\nk top = 5\nr = k", U32(b) | 5ull << 32) \
	X(79, "t = &q\n*(uint64 *) (t + 8) = b\nr = ((uint32 *)&q)[3]", b >> 32) \
	X(80, "t = &q\n*(uint64 *) (t + 0) = b\n((uint32 *)&q)[0] = 0\nr = *(uint64 *) (t + 0)", b & ~0xffffffffull) \
	X(81, "=? r - b\ngoto y@ if =\nr = 0\ngoto o@\ny@:\nr = 1\no@:", a == b) \
	X(82, "unsigned<? r - b\ngoto y@ if unsigned<\nr = 0\ngoto o@\ny@:\nr = 1\no@:", a < b) \
	X(83, "unsigned>? r - b\ngoto y@ if unsigned>\nr = 0\ngoto o@\ny@:\nr = 1\no@:", a > b) \
	X(84, "signed<? r - b\ngoto y@ if signed<\nr = 0\ngoto o@\ny@:\nr = 1\no@:", (int64_t)a < (int64_t)b) \
	X(85, "signed>? r - b\ngoto y@ if !signed>\nr = 0\ngoto o@\ny@:\nr = 1\no@:", !((int64_t)a > (int64_t)b)) \
	X(86, "unsigned>? unsigned<? r - 64\ngoto y@ if unsigned>\ngoto n@ if !unsigned<\nr = 2\ngoto o@\nn@:\nr = 0\ngoto o@\ny@:\nr = 1\no@:", a > 64 ? 1 : a < 64 ? 2 : 0) \
	X(87, "unsigned>? r -= 10\ngoto y@ if unsigned>\nr = 0\ngoto o@\ny@:\nr += 1000\no@:", a > 10 ? a - 10 + 1000 : 0) \
	X(88, "carry? r += b\ngoto y@ if carry\nr = 0\ngoto o@\ny@:\nr = 1\no@:", a + b < a) \
	X(89, "t = b\ncarry? r += t\nt = 0\nt += 0 + carry\nr = t", a + b < a) \
	X(90, "u = a\nv = b\ncarry? u += b\nv += a + carry\nr = v", a + b + (a + b < a)) \
	X(91, "t = b\ncarry? (uint32) r += t\nt = 0\nt += 0 + carry\nr = t", (U32(a) + U32(b)) >> 32) \
	X(92, "=? r &= b\ngoto y@ if =\nr = 5\ny@:", (a & b) ? 5 : 0) \
	X(93, "=? r ^= b\ngoto y@ if !=\nr = 7\ny@:", (a ^ b) ? (a ^ b) : 7) \
	X(94, "t = &z\nu = t\nu += 8\n*(uint64 *) (u + 0) = b\nr = *(uint64 *) (t + 8)", b) \
	X(95, "t = &z\nu = 8\nv = a\nwhile (u) { *t++ = v; --u }\nt = &z\nr = *(uint64 *) (t + 0)\nr += u", (a & 255) * 0x0101010101010101ull) \
	X(96, "t = &z\n*(uint64 *) (t + 0) = a\n*(uint64 *) (t + 8) = b\nu = &z\nu += 32\nv = 16\nwhile (v) { *u++ = *t++; --v }\nt = &z\nr = *(uint64 *) (t + 40)\nr -= b\nr += v", 0) \
	X(97, "t = b\n(uint64) t >>= 60\nr = 0\nl@:\n=? t - 0\ngoto o@ if =\nr += a\nt -= 1\ngoto l@\no@:", a * (b >> 60)) \
	X(98, "assign 4 to b\nr = b\nnop", b) \
	X(99, "t = b\nunsigned<? (uint32) r -= t\ngoto y@ if unsigned<\nr = 0\ngoto o@\ny@:\nr = 1\no@:", U32(a) < U32(b)) \
	X(100, "k = b\n=? r ^= k\ngoto y@ if =\nr = 3\ny@:", (a ^ b) ? 3 : 0) \
	X(101, "carry? r += 1\ngoto y@ if !carry\nr = 9\ny@:", a == ~0ull ? 9 : a + 1) \
	X(102, "=? r += b\ngoto y@ if =\nr = 4\ny@:", (a + b) ? 4 : 0) \
	X(103, "unsigned<? r += b\ngoto y@ if unsigned<\nr = 0\ngoto o@\ny@:\nr = 1\no@:", a + b < a) \
	X(104, "t = b\nsigned<? r - t\nt = 5\ngoto y@ if signed<\nr = 0\ngoto o@\ny@:\nr = t\no@:", (int64_t)a < (int64_t)b ? 5 : 0) \
	X(105, "=? r - 0\ngoto y@ if =\nr = 0\ngoto o@\ny@:\nr = 1\no@:", a == 0) \
	X(106, "carry? r -= b\nt = 0\nt += 0 + carry\nr = t", a < b) \
	X(107, "r *= 77", a * 77) \
	X(108, "t = &z\n*(uint64 *) (t + 8) = b\n(uint128) u r = r * *(uint64 *) (t + 8)\nr ^= u", (a * b) ^ MULHU(a, b)) \
	X(109, "t = &z\n*(uint64 *) (t + 8) = b\n(int128) u r = r * *(uint64 *) (t + 8)\nr = u", MULHS(a, b)) \
	X(110, "t = 7\n=? r - b\nr = t if =", a == b ? 7 : a) \
	X(111, "t = 7\n=? r - b\nr = t if !=", a != b ? 7 : a) \
	X(112, "t = 7\ncarry? r += b\nr = t if carry", a + b < a ? 7 : a + b) \
	X(113, "t = 7\nunsigned<? r - b\nr = t if unsigned<", a < b ? 7 : a) \
	X(114, "t = 7\nunsigned>? r - b\nr = t if unsigned>", a > b ? 7 : a) \
	X(115, "t = 7\nsigned<? r - b\nr = t if signed<", (int64_t)a < (int64_t)b ? 7 : a) \
	X(116, "t = 7\nsigned>? r - b\nr = t if !signed>", !((int64_t)a > (int64_t)b) ? 7 : a) \
	X(117, "t = 7\nunsigned<? r += b\nr = t if unsigned<", a + b < a ? 7 : a + b) \
	X(118, "t = 7\n=? r - 5\nr = t if =\nu = 9\nr = u if !=", a == 5 ? 7 : 9) \
	X(119, "kiln mulhul r a b", MULHU(a, b)) \
	X(120, "kiln rotluli r a 13", ROL64(a, 13)) \
	X(121, "kiln addu r a b", U32(a + b)) \
	X(122, "kiln rshii r a 4", U32((int32_t)(uint32_t)a >> 4)) \
	X(123, "kiln popcul r a", (uint64_t)__builtin_popcountll(a)) \
	X(124, "kiln clzu r a", (uint32_t)a ? (uint64_t)__builtin_clz((uint32_t)a) : 32) \
	X(125, "kiln cvul2c r a", U32((int32_t)(int8_t)a)) \
	X(126, "kiln setul r 0x123456789", 0x123456789ull) \
	X(127, "t = &z\n*(uint64 *) (t + 8) = b\nkiln ldsi r t 8", U32((int32_t)(int16_t)b)) \
	X(128, "t = &z\n*(uint64 *) (t + 8) = b\nu = 8\nkiln ldul r t u", b) \
	X(129, "t = &z\nkiln stuli b t 16\nr = *(uint64 *) (t + 16)", b) \
	X(130, "t = &z\n*(uint64 *) (t + 16) = 0\nu = 16\nkiln stu b t u\nr = *(uint64 *) (t + 16)", U32(b)) \
	X(131, "t = 5\nkiln selul r b a t", b ? a : 5) \
	X(132, "t = 1\nkiln addcul r t a b\nr ^= t", (a + b + 1) ^ ADDC1(a, b)) \
	X(133, "t = 0\nkiln subcu r t a b\nr += t", U32(a - b) + (U32(a) < U32(b))) \
	X(134, "t = &z\nkiln prefetch t 64\nkiln nop\nr = b", b)
