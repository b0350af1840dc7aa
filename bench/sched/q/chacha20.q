# ChaCha20's block function (RFC 8439), m-sliced on 64-bit registers (bench/sched/gen.py chacha20)
# void chacha20_block(uint32_t out[16], const uint32_t in[16])

node quarter
int64 a
int64 b
int64 c
int64 d
input a
input b
input c
input d
output a
output b
output c
output d
(uint32) a += b
d ^= a
(uint32) d <<<= 16
(uint32) c += d
b ^= c
(uint32) b <<<= 12
(uint32) a += b
d ^= a
(uint32) d <<<= 8
(uint32) c += d
b ^= c
(uint32) b <<<= 7
endnode

int64 x1
int64 x2
int64 x3
int64 x4
int64 x5
int64 x6
int64 x7
int64 x8
int64 x9
int64 x10
int64 x11
int64 x12
int64 x13
int64 x14
int64 x15
int64 x16
int64 out
int64 in
input out
input in

enter chacha20_block
x1 = *(uint32 *) (in + 0)
x2 = *(uint32 *) (in + 4)
x3 = *(uint32 *) (in + 8)
x4 = *(uint32 *) (in + 12)
x5 = *(uint32 *) (in + 16)
x6 = *(uint32 *) (in + 20)
x7 = *(uint32 *) (in + 24)
x8 = *(uint32 *) (in + 28)
x9 = *(uint32 *) (in + 32)
x10 = *(uint32 *) (in + 36)
x11 = *(uint32 *) (in + 40)
x12 = *(uint32 *) (in + 44)
x13 = *(uint32 *) (in + 48)
x14 = *(uint32 *) (in + 52)
x15 = *(uint32 *) (in + 56)
x16 = *(uint32 *) (in + 60)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
x1 x5 x9 x13 = quarter(x1 x5 x9 x13)
x2 x6 x10 x14 = quarter(x2 x6 x10 x14)
x3 x7 x11 x15 = quarter(x3 x7 x11 x15)
x4 x8 x12 x16 = quarter(x4 x8 x12 x16)
x1 x6 x11 x16 = quarter(x1 x6 x11 x16)
x2 x7 x12 x13 = quarter(x2 x7 x12 x13)
x3 x8 x9 x14 = quarter(x3 x8 x9 x14)
x4 x5 x10 x15 = quarter(x4 x5 x10 x15)
(uint32) x1 += *(uint32 *) (in + 0)
*(uint32 *) (out + 0) = x1
(uint32) x2 += *(uint32 *) (in + 4)
*(uint32 *) (out + 4) = x2
(uint32) x3 += *(uint32 *) (in + 8)
*(uint32 *) (out + 8) = x3
(uint32) x4 += *(uint32 *) (in + 12)
*(uint32 *) (out + 12) = x4
(uint32) x5 += *(uint32 *) (in + 16)
*(uint32 *) (out + 16) = x5
(uint32) x6 += *(uint32 *) (in + 20)
*(uint32 *) (out + 20) = x6
(uint32) x7 += *(uint32 *) (in + 24)
*(uint32 *) (out + 24) = x7
(uint32) x8 += *(uint32 *) (in + 28)
*(uint32 *) (out + 28) = x8
(uint32) x9 += *(uint32 *) (in + 32)
*(uint32 *) (out + 32) = x9
(uint32) x10 += *(uint32 *) (in + 36)
*(uint32 *) (out + 36) = x10
(uint32) x11 += *(uint32 *) (in + 40)
*(uint32 *) (out + 40) = x11
(uint32) x12 += *(uint32 *) (in + 44)
*(uint32 *) (out + 44) = x12
(uint32) x13 += *(uint32 *) (in + 48)
*(uint32 *) (out + 48) = x13
(uint32) x14 += *(uint32 *) (in + 52)
*(uint32 *) (out + 52) = x14
(uint32) x15 += *(uint32 *) (in + 56)
*(uint32 *) (out + 56) = x15
(uint32) x16 += *(uint32 *) (in + 60)
*(uint32 *) (out + 60) = x16
leave
