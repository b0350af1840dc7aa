# chacha20.q -- ChaCha20 (RFC 8439) in kiln's language: the keystream blocks XORed into the
# input, for x86-64, AArch64 and RISC-V 64 alike.  clients/kernels/src/chacha20.c checks the
# arguments and calls this on whole blocks; docs/measuring.md walks through the listing.
#
#   void kl__chacha20_blocks(uint8_t *out, const uint8_t *in, uint64_t nblocks, uint32_t st[16])
#
# st is RFC 8439's state (constants, key, block counter, nonce); each block adds 1 to st[12]
# (the caller keeps the 32-bit counter from wrapping).  nblocks 0 touches nothing.
#
# Registers: the sixteen words live in int64 variables.  Only the low 32 bits of each word
# mean anything: additions and XORs are 64-bit (garbage may collect in the upper halves,
# and never reaches the lower ones), and every (uint32) rotate reads the low half and clears
# the upper.  A target with 15 free registers (x86-64) holds 15 words: x15 and x13 take turns
# in the frame, where the double round can spare them, and the round counter lives in the
# frame too, touched at the one point in the loop where a register is free.

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
stack64 x11_s
stack64 x12_s
stack64 x13_s
stack64 x14_s
stack64 x15_s

enter kl__chacha20_blocks

                 =? n - 0
goto done if =
out_s = out
in_s = in
n_s = n
st_s = st

block:

# the state: x15 straight to the frame, then the fifteen others (st's register is x14's)
st = st_s
x15 = *(uint32 *) (st + 60)
x15_s = x15
x0 = *(uint32 *) (st + 0)
x1 = *(uint32 *) (st + 4)
x2 = *(uint32 *) (st + 8)
x3 = *(uint32 *) (st + 12)
x4 = *(uint32 *) (st + 16)
x5 = *(uint32 *) (st + 20)
x6 = *(uint32 *) (st + 24)
x7 = *(uint32 *) (st + 28)
x8 = *(uint32 *) (st + 32)
x9 = *(uint32 *) (st + 36)
x10 = *(uint32 *) (st + 40)
x11 = *(uint32 *) (st + 44)
x12 = *(uint32 *) (st + 48)
x13 = *(uint32 *) (st + 52)
x14 = *(uint32 *) (st + 56)
i = 10
i_s = i

# double round 1 up to the loop point (column round, then the diagonals but (2, 7, 8, 13))
# column (0, 4, 8, 12)
x0 += x4
x12 ^= x0
(uint32) x12 <<<= 16
x8 += x12
x4 ^= x8
(uint32) x4 <<<= 12
x0 += x4
x12 ^= x0
(uint32) x12 <<<= 8
x8 += x12
x4 ^= x8
(uint32) x4 <<<= 7
# column (1, 5, 9, 13)
x1 += x5
x13 ^= x1
(uint32) x13 <<<= 16
x9 += x13
x5 ^= x9
(uint32) x5 <<<= 12
x1 += x5
x13 ^= x1
(uint32) x13 <<<= 8
x9 += x13
x5 ^= x9
(uint32) x5 <<<= 7
# column (2, 6, 10, 14)
x2 += x6
x14 ^= x2
(uint32) x14 <<<= 16
x10 += x14
x6 ^= x10
(uint32) x6 <<<= 12
x2 += x6
x14 ^= x2
(uint32) x14 <<<= 8
x10 += x14
x6 ^= x10
(uint32) x6 <<<= 7

# x13 is done with until the last diagonal: x15 takes its register
x13_s = x13
x15 = x15_s
# column (3, 7, 11, 15)
x3 += x7
x15 ^= x3
(uint32) x15 <<<= 16
x11 += x15
x7 ^= x11
(uint32) x7 <<<= 12
x3 += x7
x15 ^= x3
(uint32) x15 <<<= 8
x11 += x15
x7 ^= x11
(uint32) x7 <<<= 7
# diagonal (0, 5, 10, 15)
x0 += x5
x15 ^= x0
(uint32) x15 <<<= 16
x10 += x15
x5 ^= x10
(uint32) x5 <<<= 12
x0 += x5
x15 ^= x0
(uint32) x15 <<<= 8
x10 += x15
x5 ^= x10
(uint32) x5 <<<= 7
# diagonal (1, 6, 11, 12)
x1 += x6
x12 ^= x1
(uint32) x12 <<<= 16
x11 += x12
x6 ^= x11
(uint32) x6 <<<= 12
x1 += x6
x12 ^= x1
(uint32) x12 <<<= 8
x11 += x12
x6 ^= x11
(uint32) x6 <<<= 7
# diagonal (3, 4, 9, 14)
x3 += x4
x14 ^= x3
(uint32) x14 <<<= 16
x9 += x14
x4 ^= x9
(uint32) x4 <<<= 12
x3 += x4
x14 ^= x3
(uint32) x14 <<<= 8
x9 += x14
x4 ^= x9
(uint32) x4 <<<= 7

# back to the frame with x15 until the next column round's last quarter
x15_s = x15

rounds:
# a free register: the counter of double rounds (nine more after the first)
i = i_s
                 =? i -= 1
i_s = i
goto lastround if =

x13 = x13_s
# diagonal (2, 7, 8, 13)
x2 += x7
x13 ^= x2
(uint32) x13 <<<= 16
x8 += x13
x7 ^= x8
(uint32) x7 <<<= 12
x2 += x7
x13 ^= x2
(uint32) x13 <<<= 8
x8 += x13
x7 ^= x8
(uint32) x7 <<<= 7

# the next double round
# column (0, 4, 8, 12)
x0 += x4
x12 ^= x0
(uint32) x12 <<<= 16
x8 += x12
x4 ^= x8
(uint32) x4 <<<= 12
x0 += x4
x12 ^= x0
(uint32) x12 <<<= 8
x8 += x12
x4 ^= x8
(uint32) x4 <<<= 7
# column (1, 5, 9, 13)
x1 += x5
x13 ^= x1
(uint32) x13 <<<= 16
x9 += x13
x5 ^= x9
(uint32) x5 <<<= 12
x1 += x5
x13 ^= x1
(uint32) x13 <<<= 8
x9 += x13
x5 ^= x9
(uint32) x5 <<<= 7
# column (2, 6, 10, 14)
x2 += x6
x14 ^= x2
(uint32) x14 <<<= 16
x10 += x14
x6 ^= x10
(uint32) x6 <<<= 12
x2 += x6
x14 ^= x2
(uint32) x14 <<<= 8
x10 += x14
x6 ^= x10
(uint32) x6 <<<= 7

# x13 is done with until the last diagonal: x15 takes its register
x13_s = x13
x15 = x15_s
# column (3, 7, 11, 15)
x3 += x7
x15 ^= x3
(uint32) x15 <<<= 16
x11 += x15
x7 ^= x11
(uint32) x7 <<<= 12
x3 += x7
x15 ^= x3
(uint32) x15 <<<= 8
x11 += x15
x7 ^= x11
(uint32) x7 <<<= 7
# diagonal (0, 5, 10, 15)
x0 += x5
x15 ^= x0
(uint32) x15 <<<= 16
x10 += x15
x5 ^= x10
(uint32) x5 <<<= 12
x0 += x5
x15 ^= x0
(uint32) x15 <<<= 8
x10 += x15
x5 ^= x10
(uint32) x5 <<<= 7
# diagonal (1, 6, 11, 12)
x1 += x6
x12 ^= x1
(uint32) x12 <<<= 16
x11 += x12
x6 ^= x11
(uint32) x6 <<<= 12
x1 += x6
x12 ^= x1
(uint32) x12 <<<= 8
x11 += x12
x6 ^= x11
(uint32) x6 <<<= 7
# diagonal (3, 4, 9, 14)
x3 += x4
x14 ^= x3
(uint32) x14 <<<= 16
x9 += x14
x4 ^= x9
(uint32) x4 <<<= 12
x3 += x4
x14 ^= x3
(uint32) x14 <<<= 8
x9 += x14
x4 ^= x9
(uint32) x4 <<<= 7

# back to the frame with x15 until the next column round's last quarter
x15_s = x15
goto rounds

lastround:
x13 = x13_s
# diagonal (2, 7, 8, 13)
x2 += x7
x13 ^= x2
(uint32) x13 <<<= 16
x8 += x13
x7 ^= x8
(uint32) x7 <<<= 12
x2 += x7
x13 ^= x2
(uint32) x13 <<<= 8
x8 += x13
x7 ^= x8
(uint32) x7 <<<= 7

# out = in ^ (x + state), word by word; four words wait in the frame so that st, in, out
# and a temporary have registers
x11_s = x11
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
x11 = x11_s
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

# the next block: counter, pointers
t = *(uint32 *) (st + 48)
(uint32) t += 1
*(uint32 *) (st + 48) = t
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
