# aes128ctr.q -- AES-128 in counter mode, T-table rounds (seed 003), whole blocks.  Written by
# clients/kernels/gen/aes128ctr.py (the ten rounds unrolled); the C side is aes128ctr.c beside it.
#
# void kl__aes128ctr_blocks(unsigned char *out, const unsigned char *in, size_t nblocks,
#                           const uint64_t rk[44], const uint64_t cc[7],
#                           const uint64_t te[4 * 256])
#
# out[i] = in[i] ^ AES(ctr + i) for nblocks blocks.  The caller (aes128ctr.c) keeps the 128-bit
# big-endian counter and cuts calls so that byte 15 never wraps inside one; then the counter
# blocks of a call differ in byte 15 only, and so do rounds 1 and 2 but for five lookups
# (Bernstein and Schwabe's counter-mode caching, "New AES software speed records", 2008).  cc
# holds what the caller computed of them: cc[0] round 1's column 0 without its one varying
# lookup, cc[1..4] round 2's columns without column 0's four, cc[5] byte 15 of the counter,
# cc[6] byte 15 of round key 0.
#
# State: column c is the little-endian 32-bit word of bytes 4c..4c+3, in the low half of a
# 64-bit variable.  te[r][x] (uint64, the 32-bit value in the low half, the upper half zero) is
# the MixColumns image of S(x) in row r, four tables of 2,048 bytes at te, te + 2048, te + 4096,
# te + 6144; cc's words and the round keys rk[i] (the key schedule's words, zero-extended by the
# caller) are 32-bit values in 64 bits too.  So every column's upper half is zero, and on x86-64
# byte 3 is the column shifted right three times, without a mask: one instruction less on the
# longest chain of each column.  Output column c of a round is
#   te[0][byte0(x[c])] ^ te[1][byte1(x[c+1])] ^ te[2][byte2(x[c+2])] ^ te[3][byte3(x[c+3])] ^ rk
# so each input column's four bytes go to four different output columns.  On x86-64 a lookup
# is qhasm's three instructions: the low byte (b = x & 255: movzbl), the lookup xored in with a
# scaled index from one table base (y ^= *(uint64 *) (te + 2048 r + b * 8)), and the column
# shifted right by 8 for the next byte (the column is dead after its fourth byte); each
# column starts from its round key, so the lookups' xors end its chain.  The optimizing tier's
# memory fusion (src/opt/fuse_mem.c) makes the scaled index one load and the load and the xor
# one instruction; each lookup has its own byte variable, so that the scheduler's order leaves
# every byte's shift, add and load fusable.  On AArch64 and RISC-V 64 (marked blocks) a byte
# becomes a table offset already scaled by 8, a copy of the column shifted (left by 3 for byte
# 0, right by 8r - 3 for byte r) and masked with 0x7f8, loaded from one of four table bases:
# there a scaled index with a displacement is an add and a load, and load-and-op does not exist.
# The last round takes S(x) out of the table whose entry holds it in the wanted byte (te2 byte
# 0, te3 byte 1, te0 byte 2, te1 byte 3) and masks (seed 003's "16 more mask instructions").
#
# Registers in the rounds: rk, te (te0-te3 on AArch64 and RISC-V 64), x0-x3, y0-y3 and the
# bytes in flight.  The counter, the pointers and the count live in stack slots between blocks.

int64 out
int64 in
int64 n
int64 rk
int64 cc
int64 te
int64 te0
int64 te1
int64 te2
int64 te3
input out
input in
input n
input rk
input cc
input te

stack64 out_s
stack64 in_s
stack64 n_s
stack64 cc_s
stack64 v_s
stack64 k15_s

int64 x0
int64 x1
int64 x2
int64 x3
int64 y0
int64 y1
int64 y2
int64 y3
int64 b
int64 t
int64 b00
int64 b01
int64 b02
int64 b03
int64 b10
int64 b11
int64 b12
int64 b13
int64 b20
int64 b21
int64 b22
int64 b23
int64 b30
int64 b31
int64 b32
int64 b33



enter kl__aes128ctr_blocks

                 =? n - 0
goto done if =
out_s = out
in_s = in
n_s = n
cc_s = cc
t = *(uint64 *) (cc + 40)
v_s = t
t = *(uint64 *) (cc + 48)
k15_s = t
[aarch64 riscv64] {
te0 = te
te1 = te
te1 += 2048
te2 = te
te2 += 4096
te3 = te
te3 += 6144
}

block:
# rounds 1 and 2, cached: only byte 15 of the counter changes, and only through one lookup
# into column 0 in round 1, then column 0's four into the four columns of round 2
[x86_64] {
b = v_s
t = k15_s
b ^= t
t = cc_s
y0 = *(uint64 *) (t + 0)
y0 ^= *(uint64 *) (te + 6144 + b * 8)
b00 = y0 & 255
x0 = *(uint64 *) (t + 8)
x0 ^= *(uint64 *) (te + b00 * 8)
(uint64) y0 >>= 8
b01 = y0 & 255
x3 = *(uint64 *) (t + 32)
x3 ^= *(uint64 *) (te + 2048 + b01 * 8)
(uint64) y0 >>= 8
b02 = y0 & 255
x2 = *(uint64 *) (t + 24)
x2 ^= *(uint64 *) (te + 4096 + b02 * 8)
(uint64) y0 >>= 8
x1 = *(uint64 *) (t + 16)
x1 ^= *(uint64 *) (te + 6144 + y0 * 8)
b = v_s
b += 1
v_s = b
}
[aarch64 riscv64] {
b = v_s
t = k15_s
b ^= t
b <<= 3
t = cc_s
y0 = *(uint64 *) (t + 0)
y0 ^= *(uint64 *) (te3 + b)
y0 <<= 3
b = y0
b &= 2040
x0 = *(uint64 *) (t + 8)
x0 ^= *(uint64 *) (te0 + b)
(uint64) y0 >>= 8
b = y0
b &= 2040
x3 = *(uint64 *) (t + 32)
x3 ^= *(uint64 *) (te1 + b)
(uint64) y0 >>= 8
b = y0
b &= 2040
x2 = *(uint64 *) (t + 24)
x2 ^= *(uint64 *) (te2 + b)
(uint64) y0 >>= 8
b = y0
b &= 2040
x1 = *(uint64 *) (t + 16)
x1 ^= *(uint64 *) (te3 + b)
b = v_s
b += 1
v_s = b
}


# round 3
[x86_64] {
y0 = *(uint64 *) (rk + 96)
y1 = *(uint64 *) (rk + 104)
y2 = *(uint64 *) (rk + 112)
y3 = *(uint64 *) (rk + 120)
b00 = x0 & 255
y0 ^= *(uint64 *) (te + b00 * 8)
(uint64) x0 >>= 8
b01 = x0 & 255
y3 ^= *(uint64 *) (te + 2048 + b01 * 8)
(uint64) x0 >>= 8
b02 = x0 & 255
y2 ^= *(uint64 *) (te + 4096 + b02 * 8)
(uint64) x0 >>= 8
y1 ^= *(uint64 *) (te + 6144 + x0 * 8)
b10 = x1 & 255
y1 ^= *(uint64 *) (te + b10 * 8)
(uint64) x1 >>= 8
b11 = x1 & 255
y0 ^= *(uint64 *) (te + 2048 + b11 * 8)
(uint64) x1 >>= 8
b12 = x1 & 255
y3 ^= *(uint64 *) (te + 4096 + b12 * 8)
(uint64) x1 >>= 8
y2 ^= *(uint64 *) (te + 6144 + x1 * 8)
b20 = x2 & 255
y2 ^= *(uint64 *) (te + b20 * 8)
(uint64) x2 >>= 8
b21 = x2 & 255
y1 ^= *(uint64 *) (te + 2048 + b21 * 8)
(uint64) x2 >>= 8
b22 = x2 & 255
y0 ^= *(uint64 *) (te + 4096 + b22 * 8)
(uint64) x2 >>= 8
y3 ^= *(uint64 *) (te + 6144 + x2 * 8)
b30 = x3 & 255
y3 ^= *(uint64 *) (te + b30 * 8)
(uint64) x3 >>= 8
b31 = x3 & 255
y2 ^= *(uint64 *) (te + 2048 + b31 * 8)
(uint64) x3 >>= 8
b32 = x3 & 255
y1 ^= *(uint64 *) (te + 4096 + b32 * 8)
(uint64) x3 >>= 8
y0 ^= *(uint64 *) (te + 6144 + x3 * 8)
}
[aarch64 riscv64] {
b = x0
b <<= 3
b &= 2040
y0 = *(uint64 *) (te0 + b)
b = x0
(uint64) b >>= 5
b &= 2040
y3 = *(uint64 *) (te1 + b)
b = x0
(uint64) b >>= 13
b &= 2040
y2 = *(uint64 *) (te2 + b)
b = x0
(uint64) b >>= 21
b &= 2040
y1 = *(uint64 *) (te3 + b)
b = x1
b <<= 3
b &= 2040
y1 ^= *(uint64 *) (te0 + b)
b = x1
(uint64) b >>= 5
b &= 2040
y0 ^= *(uint64 *) (te1 + b)
b = x1
(uint64) b >>= 13
b &= 2040
y3 ^= *(uint64 *) (te2 + b)
b = x1
(uint64) b >>= 21
b &= 2040
y2 ^= *(uint64 *) (te3 + b)
b = x2
b <<= 3
b &= 2040
y2 ^= *(uint64 *) (te0 + b)
b = x2
(uint64) b >>= 5
b &= 2040
y1 ^= *(uint64 *) (te1 + b)
b = x2
(uint64) b >>= 13
b &= 2040
y0 ^= *(uint64 *) (te2 + b)
b = x2
(uint64) b >>= 21
b &= 2040
y3 ^= *(uint64 *) (te3 + b)
b = x3
b <<= 3
b &= 2040
y3 ^= *(uint64 *) (te0 + b)
b = x3
(uint64) b >>= 5
b &= 2040
y2 ^= *(uint64 *) (te1 + b)
b = x3
(uint64) b >>= 13
b &= 2040
y1 ^= *(uint64 *) (te2 + b)
b = x3
(uint64) b >>= 21
b &= 2040
y0 ^= *(uint64 *) (te3 + b)
y0 ^= *(uint64 *) (rk + 96)
y1 ^= *(uint64 *) (rk + 104)
y2 ^= *(uint64 *) (rk + 112)
y3 ^= *(uint64 *) (rk + 120)
}

# round 4
[x86_64] {
x0 = *(uint64 *) (rk + 128)
x1 = *(uint64 *) (rk + 136)
x2 = *(uint64 *) (rk + 144)
x3 = *(uint64 *) (rk + 152)
b00 = y0 & 255
x0 ^= *(uint64 *) (te + b00 * 8)
(uint64) y0 >>= 8
b01 = y0 & 255
x3 ^= *(uint64 *) (te + 2048 + b01 * 8)
(uint64) y0 >>= 8
b02 = y0 & 255
x2 ^= *(uint64 *) (te + 4096 + b02 * 8)
(uint64) y0 >>= 8
x1 ^= *(uint64 *) (te + 6144 + y0 * 8)
b10 = y1 & 255
x1 ^= *(uint64 *) (te + b10 * 8)
(uint64) y1 >>= 8
b11 = y1 & 255
x0 ^= *(uint64 *) (te + 2048 + b11 * 8)
(uint64) y1 >>= 8
b12 = y1 & 255
x3 ^= *(uint64 *) (te + 4096 + b12 * 8)
(uint64) y1 >>= 8
x2 ^= *(uint64 *) (te + 6144 + y1 * 8)
b20 = y2 & 255
x2 ^= *(uint64 *) (te + b20 * 8)
(uint64) y2 >>= 8
b21 = y2 & 255
x1 ^= *(uint64 *) (te + 2048 + b21 * 8)
(uint64) y2 >>= 8
b22 = y2 & 255
x0 ^= *(uint64 *) (te + 4096 + b22 * 8)
(uint64) y2 >>= 8
x3 ^= *(uint64 *) (te + 6144 + y2 * 8)
b30 = y3 & 255
x3 ^= *(uint64 *) (te + b30 * 8)
(uint64) y3 >>= 8
b31 = y3 & 255
x2 ^= *(uint64 *) (te + 2048 + b31 * 8)
(uint64) y3 >>= 8
b32 = y3 & 255
x1 ^= *(uint64 *) (te + 4096 + b32 * 8)
(uint64) y3 >>= 8
x0 ^= *(uint64 *) (te + 6144 + y3 * 8)
}
[aarch64 riscv64] {
b = y0
b <<= 3
b &= 2040
x0 = *(uint64 *) (te0 + b)
b = y0
(uint64) b >>= 5
b &= 2040
x3 = *(uint64 *) (te1 + b)
b = y0
(uint64) b >>= 13
b &= 2040
x2 = *(uint64 *) (te2 + b)
b = y0
(uint64) b >>= 21
b &= 2040
x1 = *(uint64 *) (te3 + b)
b = y1
b <<= 3
b &= 2040
x1 ^= *(uint64 *) (te0 + b)
b = y1
(uint64) b >>= 5
b &= 2040
x0 ^= *(uint64 *) (te1 + b)
b = y1
(uint64) b >>= 13
b &= 2040
x3 ^= *(uint64 *) (te2 + b)
b = y1
(uint64) b >>= 21
b &= 2040
x2 ^= *(uint64 *) (te3 + b)
b = y2
b <<= 3
b &= 2040
x2 ^= *(uint64 *) (te0 + b)
b = y2
(uint64) b >>= 5
b &= 2040
x1 ^= *(uint64 *) (te1 + b)
b = y2
(uint64) b >>= 13
b &= 2040
x0 ^= *(uint64 *) (te2 + b)
b = y2
(uint64) b >>= 21
b &= 2040
x3 ^= *(uint64 *) (te3 + b)
b = y3
b <<= 3
b &= 2040
x3 ^= *(uint64 *) (te0 + b)
b = y3
(uint64) b >>= 5
b &= 2040
x2 ^= *(uint64 *) (te1 + b)
b = y3
(uint64) b >>= 13
b &= 2040
x1 ^= *(uint64 *) (te2 + b)
b = y3
(uint64) b >>= 21
b &= 2040
x0 ^= *(uint64 *) (te3 + b)
x0 ^= *(uint64 *) (rk + 128)
x1 ^= *(uint64 *) (rk + 136)
x2 ^= *(uint64 *) (rk + 144)
x3 ^= *(uint64 *) (rk + 152)
}

# round 5
[x86_64] {
y0 = *(uint64 *) (rk + 160)
y1 = *(uint64 *) (rk + 168)
y2 = *(uint64 *) (rk + 176)
y3 = *(uint64 *) (rk + 184)
b00 = x0 & 255
y0 ^= *(uint64 *) (te + b00 * 8)
(uint64) x0 >>= 8
b01 = x0 & 255
y3 ^= *(uint64 *) (te + 2048 + b01 * 8)
(uint64) x0 >>= 8
b02 = x0 & 255
y2 ^= *(uint64 *) (te + 4096 + b02 * 8)
(uint64) x0 >>= 8
y1 ^= *(uint64 *) (te + 6144 + x0 * 8)
b10 = x1 & 255
y1 ^= *(uint64 *) (te + b10 * 8)
(uint64) x1 >>= 8
b11 = x1 & 255
y0 ^= *(uint64 *) (te + 2048 + b11 * 8)
(uint64) x1 >>= 8
b12 = x1 & 255
y3 ^= *(uint64 *) (te + 4096 + b12 * 8)
(uint64) x1 >>= 8
y2 ^= *(uint64 *) (te + 6144 + x1 * 8)
b20 = x2 & 255
y2 ^= *(uint64 *) (te + b20 * 8)
(uint64) x2 >>= 8
b21 = x2 & 255
y1 ^= *(uint64 *) (te + 2048 + b21 * 8)
(uint64) x2 >>= 8
b22 = x2 & 255
y0 ^= *(uint64 *) (te + 4096 + b22 * 8)
(uint64) x2 >>= 8
y3 ^= *(uint64 *) (te + 6144 + x2 * 8)
b30 = x3 & 255
y3 ^= *(uint64 *) (te + b30 * 8)
(uint64) x3 >>= 8
b31 = x3 & 255
y2 ^= *(uint64 *) (te + 2048 + b31 * 8)
(uint64) x3 >>= 8
b32 = x3 & 255
y1 ^= *(uint64 *) (te + 4096 + b32 * 8)
(uint64) x3 >>= 8
y0 ^= *(uint64 *) (te + 6144 + x3 * 8)
}
[aarch64 riscv64] {
b = x0
b <<= 3
b &= 2040
y0 = *(uint64 *) (te0 + b)
b = x0
(uint64) b >>= 5
b &= 2040
y3 = *(uint64 *) (te1 + b)
b = x0
(uint64) b >>= 13
b &= 2040
y2 = *(uint64 *) (te2 + b)
b = x0
(uint64) b >>= 21
b &= 2040
y1 = *(uint64 *) (te3 + b)
b = x1
b <<= 3
b &= 2040
y1 ^= *(uint64 *) (te0 + b)
b = x1
(uint64) b >>= 5
b &= 2040
y0 ^= *(uint64 *) (te1 + b)
b = x1
(uint64) b >>= 13
b &= 2040
y3 ^= *(uint64 *) (te2 + b)
b = x1
(uint64) b >>= 21
b &= 2040
y2 ^= *(uint64 *) (te3 + b)
b = x2
b <<= 3
b &= 2040
y2 ^= *(uint64 *) (te0 + b)
b = x2
(uint64) b >>= 5
b &= 2040
y1 ^= *(uint64 *) (te1 + b)
b = x2
(uint64) b >>= 13
b &= 2040
y0 ^= *(uint64 *) (te2 + b)
b = x2
(uint64) b >>= 21
b &= 2040
y3 ^= *(uint64 *) (te3 + b)
b = x3
b <<= 3
b &= 2040
y3 ^= *(uint64 *) (te0 + b)
b = x3
(uint64) b >>= 5
b &= 2040
y2 ^= *(uint64 *) (te1 + b)
b = x3
(uint64) b >>= 13
b &= 2040
y1 ^= *(uint64 *) (te2 + b)
b = x3
(uint64) b >>= 21
b &= 2040
y0 ^= *(uint64 *) (te3 + b)
y0 ^= *(uint64 *) (rk + 160)
y1 ^= *(uint64 *) (rk + 168)
y2 ^= *(uint64 *) (rk + 176)
y3 ^= *(uint64 *) (rk + 184)
}

# round 6
[x86_64] {
x0 = *(uint64 *) (rk + 192)
x1 = *(uint64 *) (rk + 200)
x2 = *(uint64 *) (rk + 208)
x3 = *(uint64 *) (rk + 216)
b00 = y0 & 255
x0 ^= *(uint64 *) (te + b00 * 8)
(uint64) y0 >>= 8
b01 = y0 & 255
x3 ^= *(uint64 *) (te + 2048 + b01 * 8)
(uint64) y0 >>= 8
b02 = y0 & 255
x2 ^= *(uint64 *) (te + 4096 + b02 * 8)
(uint64) y0 >>= 8
x1 ^= *(uint64 *) (te + 6144 + y0 * 8)
b10 = y1 & 255
x1 ^= *(uint64 *) (te + b10 * 8)
(uint64) y1 >>= 8
b11 = y1 & 255
x0 ^= *(uint64 *) (te + 2048 + b11 * 8)
(uint64) y1 >>= 8
b12 = y1 & 255
x3 ^= *(uint64 *) (te + 4096 + b12 * 8)
(uint64) y1 >>= 8
x2 ^= *(uint64 *) (te + 6144 + y1 * 8)
b20 = y2 & 255
x2 ^= *(uint64 *) (te + b20 * 8)
(uint64) y2 >>= 8
b21 = y2 & 255
x1 ^= *(uint64 *) (te + 2048 + b21 * 8)
(uint64) y2 >>= 8
b22 = y2 & 255
x0 ^= *(uint64 *) (te + 4096 + b22 * 8)
(uint64) y2 >>= 8
x3 ^= *(uint64 *) (te + 6144 + y2 * 8)
b30 = y3 & 255
x3 ^= *(uint64 *) (te + b30 * 8)
(uint64) y3 >>= 8
b31 = y3 & 255
x2 ^= *(uint64 *) (te + 2048 + b31 * 8)
(uint64) y3 >>= 8
b32 = y3 & 255
x1 ^= *(uint64 *) (te + 4096 + b32 * 8)
(uint64) y3 >>= 8
x0 ^= *(uint64 *) (te + 6144 + y3 * 8)
}
[aarch64 riscv64] {
b = y0
b <<= 3
b &= 2040
x0 = *(uint64 *) (te0 + b)
b = y0
(uint64) b >>= 5
b &= 2040
x3 = *(uint64 *) (te1 + b)
b = y0
(uint64) b >>= 13
b &= 2040
x2 = *(uint64 *) (te2 + b)
b = y0
(uint64) b >>= 21
b &= 2040
x1 = *(uint64 *) (te3 + b)
b = y1
b <<= 3
b &= 2040
x1 ^= *(uint64 *) (te0 + b)
b = y1
(uint64) b >>= 5
b &= 2040
x0 ^= *(uint64 *) (te1 + b)
b = y1
(uint64) b >>= 13
b &= 2040
x3 ^= *(uint64 *) (te2 + b)
b = y1
(uint64) b >>= 21
b &= 2040
x2 ^= *(uint64 *) (te3 + b)
b = y2
b <<= 3
b &= 2040
x2 ^= *(uint64 *) (te0 + b)
b = y2
(uint64) b >>= 5
b &= 2040
x1 ^= *(uint64 *) (te1 + b)
b = y2
(uint64) b >>= 13
b &= 2040
x0 ^= *(uint64 *) (te2 + b)
b = y2
(uint64) b >>= 21
b &= 2040
x3 ^= *(uint64 *) (te3 + b)
b = y3
b <<= 3
b &= 2040
x3 ^= *(uint64 *) (te0 + b)
b = y3
(uint64) b >>= 5
b &= 2040
x2 ^= *(uint64 *) (te1 + b)
b = y3
(uint64) b >>= 13
b &= 2040
x1 ^= *(uint64 *) (te2 + b)
b = y3
(uint64) b >>= 21
b &= 2040
x0 ^= *(uint64 *) (te3 + b)
x0 ^= *(uint64 *) (rk + 192)
x1 ^= *(uint64 *) (rk + 200)
x2 ^= *(uint64 *) (rk + 208)
x3 ^= *(uint64 *) (rk + 216)
}

# round 7
[x86_64] {
y0 = *(uint64 *) (rk + 224)
y1 = *(uint64 *) (rk + 232)
y2 = *(uint64 *) (rk + 240)
y3 = *(uint64 *) (rk + 248)
b00 = x0 & 255
y0 ^= *(uint64 *) (te + b00 * 8)
(uint64) x0 >>= 8
b01 = x0 & 255
y3 ^= *(uint64 *) (te + 2048 + b01 * 8)
(uint64) x0 >>= 8
b02 = x0 & 255
y2 ^= *(uint64 *) (te + 4096 + b02 * 8)
(uint64) x0 >>= 8
y1 ^= *(uint64 *) (te + 6144 + x0 * 8)
b10 = x1 & 255
y1 ^= *(uint64 *) (te + b10 * 8)
(uint64) x1 >>= 8
b11 = x1 & 255
y0 ^= *(uint64 *) (te + 2048 + b11 * 8)
(uint64) x1 >>= 8
b12 = x1 & 255
y3 ^= *(uint64 *) (te + 4096 + b12 * 8)
(uint64) x1 >>= 8
y2 ^= *(uint64 *) (te + 6144 + x1 * 8)
b20 = x2 & 255
y2 ^= *(uint64 *) (te + b20 * 8)
(uint64) x2 >>= 8
b21 = x2 & 255
y1 ^= *(uint64 *) (te + 2048 + b21 * 8)
(uint64) x2 >>= 8
b22 = x2 & 255
y0 ^= *(uint64 *) (te + 4096 + b22 * 8)
(uint64) x2 >>= 8
y3 ^= *(uint64 *) (te + 6144 + x2 * 8)
b30 = x3 & 255
y3 ^= *(uint64 *) (te + b30 * 8)
(uint64) x3 >>= 8
b31 = x3 & 255
y2 ^= *(uint64 *) (te + 2048 + b31 * 8)
(uint64) x3 >>= 8
b32 = x3 & 255
y1 ^= *(uint64 *) (te + 4096 + b32 * 8)
(uint64) x3 >>= 8
y0 ^= *(uint64 *) (te + 6144 + x3 * 8)
}
[aarch64 riscv64] {
b = x0
b <<= 3
b &= 2040
y0 = *(uint64 *) (te0 + b)
b = x0
(uint64) b >>= 5
b &= 2040
y3 = *(uint64 *) (te1 + b)
b = x0
(uint64) b >>= 13
b &= 2040
y2 = *(uint64 *) (te2 + b)
b = x0
(uint64) b >>= 21
b &= 2040
y1 = *(uint64 *) (te3 + b)
b = x1
b <<= 3
b &= 2040
y1 ^= *(uint64 *) (te0 + b)
b = x1
(uint64) b >>= 5
b &= 2040
y0 ^= *(uint64 *) (te1 + b)
b = x1
(uint64) b >>= 13
b &= 2040
y3 ^= *(uint64 *) (te2 + b)
b = x1
(uint64) b >>= 21
b &= 2040
y2 ^= *(uint64 *) (te3 + b)
b = x2
b <<= 3
b &= 2040
y2 ^= *(uint64 *) (te0 + b)
b = x2
(uint64) b >>= 5
b &= 2040
y1 ^= *(uint64 *) (te1 + b)
b = x2
(uint64) b >>= 13
b &= 2040
y0 ^= *(uint64 *) (te2 + b)
b = x2
(uint64) b >>= 21
b &= 2040
y3 ^= *(uint64 *) (te3 + b)
b = x3
b <<= 3
b &= 2040
y3 ^= *(uint64 *) (te0 + b)
b = x3
(uint64) b >>= 5
b &= 2040
y2 ^= *(uint64 *) (te1 + b)
b = x3
(uint64) b >>= 13
b &= 2040
y1 ^= *(uint64 *) (te2 + b)
b = x3
(uint64) b >>= 21
b &= 2040
y0 ^= *(uint64 *) (te3 + b)
y0 ^= *(uint64 *) (rk + 224)
y1 ^= *(uint64 *) (rk + 232)
y2 ^= *(uint64 *) (rk + 240)
y3 ^= *(uint64 *) (rk + 248)
}

# round 8
[x86_64] {
x0 = *(uint64 *) (rk + 256)
x1 = *(uint64 *) (rk + 264)
x2 = *(uint64 *) (rk + 272)
x3 = *(uint64 *) (rk + 280)
b00 = y0 & 255
x0 ^= *(uint64 *) (te + b00 * 8)
(uint64) y0 >>= 8
b01 = y0 & 255
x3 ^= *(uint64 *) (te + 2048 + b01 * 8)
(uint64) y0 >>= 8
b02 = y0 & 255
x2 ^= *(uint64 *) (te + 4096 + b02 * 8)
(uint64) y0 >>= 8
x1 ^= *(uint64 *) (te + 6144 + y0 * 8)
b10 = y1 & 255
x1 ^= *(uint64 *) (te + b10 * 8)
(uint64) y1 >>= 8
b11 = y1 & 255
x0 ^= *(uint64 *) (te + 2048 + b11 * 8)
(uint64) y1 >>= 8
b12 = y1 & 255
x3 ^= *(uint64 *) (te + 4096 + b12 * 8)
(uint64) y1 >>= 8
x2 ^= *(uint64 *) (te + 6144 + y1 * 8)
b20 = y2 & 255
x2 ^= *(uint64 *) (te + b20 * 8)
(uint64) y2 >>= 8
b21 = y2 & 255
x1 ^= *(uint64 *) (te + 2048 + b21 * 8)
(uint64) y2 >>= 8
b22 = y2 & 255
x0 ^= *(uint64 *) (te + 4096 + b22 * 8)
(uint64) y2 >>= 8
x3 ^= *(uint64 *) (te + 6144 + y2 * 8)
b30 = y3 & 255
x3 ^= *(uint64 *) (te + b30 * 8)
(uint64) y3 >>= 8
b31 = y3 & 255
x2 ^= *(uint64 *) (te + 2048 + b31 * 8)
(uint64) y3 >>= 8
b32 = y3 & 255
x1 ^= *(uint64 *) (te + 4096 + b32 * 8)
(uint64) y3 >>= 8
x0 ^= *(uint64 *) (te + 6144 + y3 * 8)
}
[aarch64 riscv64] {
b = y0
b <<= 3
b &= 2040
x0 = *(uint64 *) (te0 + b)
b = y0
(uint64) b >>= 5
b &= 2040
x3 = *(uint64 *) (te1 + b)
b = y0
(uint64) b >>= 13
b &= 2040
x2 = *(uint64 *) (te2 + b)
b = y0
(uint64) b >>= 21
b &= 2040
x1 = *(uint64 *) (te3 + b)
b = y1
b <<= 3
b &= 2040
x1 ^= *(uint64 *) (te0 + b)
b = y1
(uint64) b >>= 5
b &= 2040
x0 ^= *(uint64 *) (te1 + b)
b = y1
(uint64) b >>= 13
b &= 2040
x3 ^= *(uint64 *) (te2 + b)
b = y1
(uint64) b >>= 21
b &= 2040
x2 ^= *(uint64 *) (te3 + b)
b = y2
b <<= 3
b &= 2040
x2 ^= *(uint64 *) (te0 + b)
b = y2
(uint64) b >>= 5
b &= 2040
x1 ^= *(uint64 *) (te1 + b)
b = y2
(uint64) b >>= 13
b &= 2040
x0 ^= *(uint64 *) (te2 + b)
b = y2
(uint64) b >>= 21
b &= 2040
x3 ^= *(uint64 *) (te3 + b)
b = y3
b <<= 3
b &= 2040
x3 ^= *(uint64 *) (te0 + b)
b = y3
(uint64) b >>= 5
b &= 2040
x2 ^= *(uint64 *) (te1 + b)
b = y3
(uint64) b >>= 13
b &= 2040
x1 ^= *(uint64 *) (te2 + b)
b = y3
(uint64) b >>= 21
b &= 2040
x0 ^= *(uint64 *) (te3 + b)
x0 ^= *(uint64 *) (rk + 256)
x1 ^= *(uint64 *) (rk + 264)
x2 ^= *(uint64 *) (rk + 272)
x3 ^= *(uint64 *) (rk + 280)
}

# round 9
[x86_64] {
y0 = *(uint64 *) (rk + 288)
y1 = *(uint64 *) (rk + 296)
y2 = *(uint64 *) (rk + 304)
y3 = *(uint64 *) (rk + 312)
b00 = x0 & 255
y0 ^= *(uint64 *) (te + b00 * 8)
(uint64) x0 >>= 8
b01 = x0 & 255
y3 ^= *(uint64 *) (te + 2048 + b01 * 8)
(uint64) x0 >>= 8
b02 = x0 & 255
y2 ^= *(uint64 *) (te + 4096 + b02 * 8)
(uint64) x0 >>= 8
y1 ^= *(uint64 *) (te + 6144 + x0 * 8)
b10 = x1 & 255
y1 ^= *(uint64 *) (te + b10 * 8)
(uint64) x1 >>= 8
b11 = x1 & 255
y0 ^= *(uint64 *) (te + 2048 + b11 * 8)
(uint64) x1 >>= 8
b12 = x1 & 255
y3 ^= *(uint64 *) (te + 4096 + b12 * 8)
(uint64) x1 >>= 8
y2 ^= *(uint64 *) (te + 6144 + x1 * 8)
b20 = x2 & 255
y2 ^= *(uint64 *) (te + b20 * 8)
(uint64) x2 >>= 8
b21 = x2 & 255
y1 ^= *(uint64 *) (te + 2048 + b21 * 8)
(uint64) x2 >>= 8
b22 = x2 & 255
y0 ^= *(uint64 *) (te + 4096 + b22 * 8)
(uint64) x2 >>= 8
y3 ^= *(uint64 *) (te + 6144 + x2 * 8)
b30 = x3 & 255
y3 ^= *(uint64 *) (te + b30 * 8)
(uint64) x3 >>= 8
b31 = x3 & 255
y2 ^= *(uint64 *) (te + 2048 + b31 * 8)
(uint64) x3 >>= 8
b32 = x3 & 255
y1 ^= *(uint64 *) (te + 4096 + b32 * 8)
(uint64) x3 >>= 8
y0 ^= *(uint64 *) (te + 6144 + x3 * 8)
}
[aarch64 riscv64] {
b = x0
b <<= 3
b &= 2040
y0 = *(uint64 *) (te0 + b)
b = x0
(uint64) b >>= 5
b &= 2040
y3 = *(uint64 *) (te1 + b)
b = x0
(uint64) b >>= 13
b &= 2040
y2 = *(uint64 *) (te2 + b)
b = x0
(uint64) b >>= 21
b &= 2040
y1 = *(uint64 *) (te3 + b)
b = x1
b <<= 3
b &= 2040
y1 ^= *(uint64 *) (te0 + b)
b = x1
(uint64) b >>= 5
b &= 2040
y0 ^= *(uint64 *) (te1 + b)
b = x1
(uint64) b >>= 13
b &= 2040
y3 ^= *(uint64 *) (te2 + b)
b = x1
(uint64) b >>= 21
b &= 2040
y2 ^= *(uint64 *) (te3 + b)
b = x2
b <<= 3
b &= 2040
y2 ^= *(uint64 *) (te0 + b)
b = x2
(uint64) b >>= 5
b &= 2040
y1 ^= *(uint64 *) (te1 + b)
b = x2
(uint64) b >>= 13
b &= 2040
y0 ^= *(uint64 *) (te2 + b)
b = x2
(uint64) b >>= 21
b &= 2040
y3 ^= *(uint64 *) (te3 + b)
b = x3
b <<= 3
b &= 2040
y3 ^= *(uint64 *) (te0 + b)
b = x3
(uint64) b >>= 5
b &= 2040
y2 ^= *(uint64 *) (te1 + b)
b = x3
(uint64) b >>= 13
b &= 2040
y1 ^= *(uint64 *) (te2 + b)
b = x3
(uint64) b >>= 21
b &= 2040
y0 ^= *(uint64 *) (te3 + b)
y0 ^= *(uint64 *) (rk + 288)
y1 ^= *(uint64 *) (rk + 296)
y2 ^= *(uint64 *) (rk + 304)
y3 ^= *(uint64 *) (rk + 312)
}

# round 10 (last: S-box bytes out of the tables, masked)
[x86_64] {
b00 = y0 & 255
x0 = *(uint64 *) (te + 4096 + b00 * 8)
x0 &= 255
(uint64) y0 >>= 8
b01 = y0 & 255
x3 = *(uint64 *) (te + 6144 + b01 * 8)
x3 &= 65280
(uint64) y0 >>= 8
b02 = y0 & 255
x2 = *(uint64 *) (te + b02 * 8)
x2 &= 16711680
(uint64) y0 >>= 8
x1 = *(uint64 *) (te + 2048 + y0 * 8)
x1 &= -16777216
b10 = y1 & 255
t = *(uint64 *) (te + 4096 + b10 * 8)
t &= 255
x1 ^= t
(uint64) y1 >>= 8
b11 = y1 & 255
t = *(uint64 *) (te + 6144 + b11 * 8)
t &= 65280
x0 ^= t
(uint64) y1 >>= 8
b12 = y1 & 255
t = *(uint64 *) (te + b12 * 8)
t &= 16711680
x3 ^= t
(uint64) y1 >>= 8
t = *(uint64 *) (te + 2048 + y1 * 8)
t &= -16777216
x2 ^= t
b20 = y2 & 255
t = *(uint64 *) (te + 4096 + b20 * 8)
t &= 255
x2 ^= t
(uint64) y2 >>= 8
b21 = y2 & 255
t = *(uint64 *) (te + 6144 + b21 * 8)
t &= 65280
x1 ^= t
(uint64) y2 >>= 8
b22 = y2 & 255
t = *(uint64 *) (te + b22 * 8)
t &= 16711680
x0 ^= t
(uint64) y2 >>= 8
t = *(uint64 *) (te + 2048 + y2 * 8)
t &= -16777216
x3 ^= t
b30 = y3 & 255
t = *(uint64 *) (te + 4096 + b30 * 8)
t &= 255
x3 ^= t
(uint64) y3 >>= 8
b31 = y3 & 255
t = *(uint64 *) (te + 6144 + b31 * 8)
t &= 65280
x2 ^= t
(uint64) y3 >>= 8
b32 = y3 & 255
t = *(uint64 *) (te + b32 * 8)
t &= 16711680
x1 ^= t
(uint64) y3 >>= 8
t = *(uint64 *) (te + 2048 + y3 * 8)
t &= -16777216
x0 ^= t
x0 ^= *(uint64 *) (rk + 320)
x1 ^= *(uint64 *) (rk + 328)
x2 ^= *(uint64 *) (rk + 336)
x3 ^= *(uint64 *) (rk + 344)
}
[aarch64 riscv64] {
b = y0
b <<= 3
b &= 2040
x0 = *(uint64 *) (te2 + b)
x0 &= 255
b = y0
(uint64) b >>= 5
b &= 2040
x3 = *(uint64 *) (te3 + b)
x3 &= 65280
b = y0
(uint64) b >>= 13
b &= 2040
x2 = *(uint64 *) (te0 + b)
x2 &= 16711680
b = y0
(uint64) b >>= 21
b &= 2040
x1 = *(uint64 *) (te1 + b)
x1 &= -16777216
b = y1
b <<= 3
b &= 2040
t = *(uint64 *) (te2 + b)
t &= 255
x1 ^= t
b = y1
(uint64) b >>= 5
b &= 2040
t = *(uint64 *) (te3 + b)
t &= 65280
x0 ^= t
b = y1
(uint64) b >>= 13
b &= 2040
t = *(uint64 *) (te0 + b)
t &= 16711680
x3 ^= t
b = y1
(uint64) b >>= 21
b &= 2040
t = *(uint64 *) (te1 + b)
t &= -16777216
x2 ^= t
b = y2
b <<= 3
b &= 2040
t = *(uint64 *) (te2 + b)
t &= 255
x2 ^= t
b = y2
(uint64) b >>= 5
b &= 2040
t = *(uint64 *) (te3 + b)
t &= 65280
x1 ^= t
b = y2
(uint64) b >>= 13
b &= 2040
t = *(uint64 *) (te0 + b)
t &= 16711680
x0 ^= t
b = y2
(uint64) b >>= 21
b &= 2040
t = *(uint64 *) (te1 + b)
t &= -16777216
x3 ^= t
b = y3
b <<= 3
b &= 2040
t = *(uint64 *) (te2 + b)
t &= 255
x3 ^= t
b = y3
(uint64) b >>= 5
b &= 2040
t = *(uint64 *) (te3 + b)
t &= 65280
x2 ^= t
b = y3
(uint64) b >>= 13
b &= 2040
t = *(uint64 *) (te0 + b)
t &= 16711680
x1 ^= t
b = y3
(uint64) b >>= 21
b &= 2040
t = *(uint64 *) (te1 + b)
t &= -16777216
x0 ^= t
x0 ^= *(uint64 *) (rk + 320)
x1 ^= *(uint64 *) (rk + 328)
x2 ^= *(uint64 *) (rk + 336)
x3 ^= *(uint64 *) (rk + 344)
}

# the key stream block xored into the input
in = in_s
out = out_s
t = *(uint32 *) (in + 0)
x0 ^= t
*(uint32 *) (out + 0) = x0
t = *(uint32 *) (in + 4)
x1 ^= t
*(uint32 *) (out + 4) = x1
t = *(uint32 *) (in + 8)
x2 ^= t
*(uint32 *) (out + 8) = x2
t = *(uint32 *) (in + 12)
x3 ^= t
*(uint32 *) (out + 12) = x3
in += 16
out += 16
in_s = in
out_s = out
n = n_s
                 =? n -= 1
n_s = n
goto block if !=
done:
leave
