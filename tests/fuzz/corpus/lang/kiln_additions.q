float64 x
float64 y
float64 w
int64 a
int64 r
int64 t
stack64 k
input x
input y
input a
output w
enter g
w = x
w *= y
w = w + y
r = (int64) w
w = (float64) r
k = w
w = k
unsigned<? x - y
goto l if !unsigned<
w = -w
l:
kiln sqrtd w w
kiln mulhul r a a
kiln addui r r 5
t = 7
=? r - 3
r = t if =
[aarch64 riscv64] {
r <<= 3
}
[x86_64] r += 1
(uint128) t r = r * *(uint64 *) &some_constant
r *= 38
leave
