# salsa20.q -- Salsa20/20 in kiln's language (the keystream of NaCl's crypto_stream_salsa20,
# XORed into the input), for x86-64, AArch64 and RISC-V 64 alike.  clients/kernels/src/salsa20.c
# checks the arguments and calls this on whole blocks; docs/measuring.md walks through the
# listing.
#
#   void kl__salsa20_blocks(uint8_t *out, const uint8_t *in, uint64_t nblocks, uint32_t st[16])
#
# st is Salsa20's input block (constants on the diagonal, key, nonce, and the 64-bit block
# counter in st[8..9]); each block adds 1 to the counter.  nblocks 0 touches nothing.
#
# Registers: as in chacha20.q, only the low 32 bits of each int64 word mean anything; sums
# are 64-bit and each (uint32) rotate cleans its result.  A Salsa20 quarter round needs one
# temporary (t = a + d, rotated, XORed into b), so 14 words and t fill x86-64's 15 free
# registers: two words wait in the frame, x15 and x7 during the first three column quarters
# and the last row quarter, x8 and x9 in between.  The round counter is touched where the
# two frame slots change hands and two registers are free.

int64 out
int64 in
int64 n
int64 st
input out
input in
input n
input st

int64 x0
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
int64 t
int64 i

stack64 out_s
stack64 in_s
stack64 n_s
stack64 st_s
stack64 i_s
stack64 x7_s
stack64 x8_s
stack64 x9_s
stack64 x12_s
stack64 x13_s
stack64 x14_s
stack64 x15_s

enter kl__salsa20_blocks

                 =? n - 0
goto done if =
out_s = out
in_s = in
n_s = n
st_s = st

block:

# the input block: x15 and x7 straight to the frame, then the fourteen others
st = st_s
x15 = *(uint32 *) (st + 60)
x15_s = x15
x7 = *(uint32 *) (st + 28)
x7_s = x7
x0 = *(uint32 *) (st + 0)
x1 = *(uint32 *) (st + 4)
x2 = *(uint32 *) (st + 8)
x3 = *(uint32 *) (st + 12)
x4 = *(uint32 *) (st + 16)
x5 = *(uint32 *) (st + 20)
x6 = *(uint32 *) (st + 24)
x8 = *(uint32 *) (st + 32)
x9 = *(uint32 *) (st + 36)
x10 = *(uint32 *) (st + 40)
x11 = *(uint32 *) (st + 44)
x12 = *(uint32 *) (st + 48)
x13 = *(uint32 *) (st + 52)
x14 = *(uint32 *) (st + 56)
i = 10
i_s = i

# double round 1 up to the loop point (the column round, then the rows but (10, 11, 8, 9))
# column (0, 4, 8, 12)
t = x0 + x12
(uint32) t <<<= 7
x4 ^= t
t = x4 + x0
(uint32) t <<<= 9
x8 ^= t
t = x8 + x4
(uint32) t <<<= 13
x12 ^= t
t = x12 + x8
(uint32) t <<<= 18
x0 ^= t
# column (5, 9, 13, 1)
t = x5 + x1
(uint32) t <<<= 7
x9 ^= t
t = x9 + x5
(uint32) t <<<= 9
x13 ^= t
t = x13 + x9
(uint32) t <<<= 13
x1 ^= t
t = x1 + x13
(uint32) t <<<= 18
x5 ^= t
# column (10, 14, 2, 6)
t = x10 + x6
(uint32) t <<<= 7
x14 ^= t
t = x14 + x10
(uint32) t <<<= 9
x2 ^= t
t = x2 + x14
(uint32) t <<<= 13
x6 ^= t
t = x6 + x2
(uint32) t <<<= 18
x10 ^= t

# x8 and x9 are done with until the last row: x15 and x7 take their registers
x8_s = x8
x9_s = x9
x15 = x15_s
x7 = x7_s
# column (15, 3, 7, 11)
t = x15 + x11
(uint32) t <<<= 7
x3 ^= t
t = x3 + x15
(uint32) t <<<= 9
x7 ^= t
t = x7 + x3
(uint32) t <<<= 13
x11 ^= t
t = x11 + x7
(uint32) t <<<= 18
x15 ^= t
# row (0, 1, 2, 3)
t = x0 + x3
(uint32) t <<<= 7
x1 ^= t
t = x1 + x0
(uint32) t <<<= 9
x2 ^= t
t = x2 + x1
(uint32) t <<<= 13
x3 ^= t
t = x3 + x2
(uint32) t <<<= 18
x0 ^= t
# row (15, 12, 13, 14)
t = x15 + x14
(uint32) t <<<= 7
x12 ^= t
t = x12 + x15
(uint32) t <<<= 9
x13 ^= t
t = x13 + x12
(uint32) t <<<= 13
x14 ^= t
t = x14 + x13
(uint32) t <<<= 18
x15 ^= t
# row (5, 6, 7, 4)
t = x5 + x4
(uint32) t <<<= 7
x6 ^= t
t = x6 + x5
(uint32) t <<<= 9
x7 ^= t
t = x7 + x6
(uint32) t <<<= 13
x4 ^= t
t = x4 + x7
(uint32) t <<<= 18
x5 ^= t

# x15 and x7 back to the frame until the next column round's last quarter
x15_s = x15
x7_s = x7

rounds:
# two free registers: the counter of double rounds (nine more after the first)
i = i_s
                 =? i -= 1
i_s = i
goto lastround if =

x8 = x8_s
x9 = x9_s
# row (10, 11, 8, 9)
t = x10 + x9
(uint32) t <<<= 7
x11 ^= t
t = x11 + x10
(uint32) t <<<= 9
x8 ^= t
t = x8 + x11
(uint32) t <<<= 13
x9 ^= t
t = x9 + x8
(uint32) t <<<= 18
x10 ^= t

# the next double round
# column (0, 4, 8, 12)
t = x0 + x12
(uint32) t <<<= 7
x4 ^= t
t = x4 + x0
(uint32) t <<<= 9
x8 ^= t
t = x8 + x4
(uint32) t <<<= 13
x12 ^= t
t = x12 + x8
(uint32) t <<<= 18
x0 ^= t
# column (5, 9, 13, 1)
t = x5 + x1
(uint32) t <<<= 7
x9 ^= t
t = x9 + x5
(uint32) t <<<= 9
x13 ^= t
t = x13 + x9
(uint32) t <<<= 13
x1 ^= t
t = x1 + x13
(uint32) t <<<= 18
x5 ^= t
# column (10, 14, 2, 6)
t = x10 + x6
(uint32) t <<<= 7
x14 ^= t
t = x14 + x10
(uint32) t <<<= 9
x2 ^= t
t = x2 + x14
(uint32) t <<<= 13
x6 ^= t
t = x6 + x2
(uint32) t <<<= 18
x10 ^= t

# x8 and x9 are done with until the last row: x15 and x7 take their registers
x8_s = x8
x9_s = x9
x15 = x15_s
x7 = x7_s
# column (15, 3, 7, 11)
t = x15 + x11
(uint32) t <<<= 7
x3 ^= t
t = x3 + x15
(uint32) t <<<= 9
x7 ^= t
t = x7 + x3
(uint32) t <<<= 13
x11 ^= t
t = x11 + x7
(uint32) t <<<= 18
x15 ^= t
# row (0, 1, 2, 3)
t = x0 + x3
(uint32) t <<<= 7
x1 ^= t
t = x1 + x0
(uint32) t <<<= 9
x2 ^= t
t = x2 + x1
(uint32) t <<<= 13
x3 ^= t
t = x3 + x2
(uint32) t <<<= 18
x0 ^= t
# row (15, 12, 13, 14)
t = x15 + x14
(uint32) t <<<= 7
x12 ^= t
t = x12 + x15
(uint32) t <<<= 9
x13 ^= t
t = x13 + x12
(uint32) t <<<= 13
x14 ^= t
t = x14 + x13
(uint32) t <<<= 18
x15 ^= t
# row (5, 6, 7, 4)
t = x5 + x4
(uint32) t <<<= 7
x6 ^= t
t = x6 + x5
(uint32) t <<<= 9
x7 ^= t
t = x7 + x6
(uint32) t <<<= 13
x4 ^= t
t = x4 + x7
(uint32) t <<<= 18
x5 ^= t

# x15 and x7 back to the frame until the next column round's last quarter
x15_s = x15
x7_s = x7
goto rounds

lastround:
x8 = x8_s
x9 = x9_s
# row (10, 11, 8, 9)
t = x10 + x9
(uint32) t <<<= 7
x11 ^= t
t = x11 + x10
(uint32) t <<<= 9
x8 ^= t
t = x8 + x11
(uint32) t <<<= 13
x9 ^= t
t = x9 + x8
(uint32) t <<<= 18
x10 ^= t

# out = in ^ (x + input block), word by word; three more words wait in the frame so that
# st, in, out and t have registers
x12_s = x12
x13_s = x13
x14_s = x14
st = st_s
in = in_s
out = out_s
t = *(uint32 *) (st + 0)
x0 += t
t = *(uint32 *) (in + 0)
x0 ^= t
*(uint32 *) (out + 0) = x0
t = *(uint32 *) (st + 4)
x1 += t
t = *(uint32 *) (in + 4)
x1 ^= t
*(uint32 *) (out + 4) = x1
t = *(uint32 *) (st + 8)
x2 += t
t = *(uint32 *) (in + 8)
x2 ^= t
*(uint32 *) (out + 8) = x2
t = *(uint32 *) (st + 12)
x3 += t
t = *(uint32 *) (in + 12)
x3 ^= t
*(uint32 *) (out + 12) = x3
t = *(uint32 *) (st + 16)
x4 += t
t = *(uint32 *) (in + 16)
x4 ^= t
*(uint32 *) (out + 16) = x4
t = *(uint32 *) (st + 20)
x5 += t
t = *(uint32 *) (in + 20)
x5 ^= t
*(uint32 *) (out + 20) = x5
t = *(uint32 *) (st + 24)
x6 += t
t = *(uint32 *) (in + 24)
x6 ^= t
*(uint32 *) (out + 24) = x6
x7 = x7_s
t = *(uint32 *) (st + 28)
x7 += t
t = *(uint32 *) (in + 28)
x7 ^= t
*(uint32 *) (out + 28) = x7
t = *(uint32 *) (st + 32)
x8 += t
t = *(uint32 *) (in + 32)
x8 ^= t
*(uint32 *) (out + 32) = x8
t = *(uint32 *) (st + 36)
x9 += t
t = *(uint32 *) (in + 36)
x9 ^= t
*(uint32 *) (out + 36) = x9
t = *(uint32 *) (st + 40)
x10 += t
t = *(uint32 *) (in + 40)
x10 ^= t
*(uint32 *) (out + 40) = x10
t = *(uint32 *) (st + 44)
x11 += t
t = *(uint32 *) (in + 44)
x11 ^= t
*(uint32 *) (out + 44) = x11
x12 = x12_s
t = *(uint32 *) (st + 48)
x12 += t
t = *(uint32 *) (in + 48)
x12 ^= t
*(uint32 *) (out + 48) = x12
x13 = x13_s
t = *(uint32 *) (st + 52)
x13 += t
t = *(uint32 *) (in + 52)
x13 ^= t
*(uint32 *) (out + 52) = x13
x14 = x14_s
t = *(uint32 *) (st + 56)
x14 += t
t = *(uint32 *) (in + 56)
x14 ^= t
*(uint32 *) (out + 56) = x14
x15 = x15_s
t = *(uint32 *) (st + 60)
x15 += t
t = *(uint32 *) (in + 60)
x15 ^= t
*(uint32 *) (out + 60) = x15

# the next block: the 64-bit counter, pointers
t = *(uint64 *) (st + 32)
t += 1
*(uint64 *) (st + 32) = t
in += 64
out += 64
in_s = in
out_s = out
n = n_s
                 =? n -= 1
n_s = n
goto block if !=

done:
leave
