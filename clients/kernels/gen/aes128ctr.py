#!/usr/bin/env python3
"""Writes clients/kernels/src/aes128ctr.q: AES-128-CTR rounds in kiln's language, the ten rounds
unrolled (qhasm's practice: a generator prints the repetitive lines).  Run from the repository
root: python3 clients/kernels/gen/aes128ctr.py > clients/kernels/src/aes128ctr.q"""

HEAD = """\
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
""" + "".join(f"int64 b{c}{r}\n" for c in range(4) for r in range(4))

def round_offsets(src, dst, rkoff, last=False):
    """One round, AArch64 and RISC-V 64: bytes as table offsets (copy, shift, mask 0x7f8) into four
    table bases."""
    L = []
    first = [True] * 4
    # the table whose entry holds S(x) in byte r, for the last round, and that byte's mask
    last_table = {0: 2, 1: 3, 2: 0, 3: 1}
    masks = {0: 255, 1: 0xff00, 2: 0xff0000, 3: -16777216}
    for c in range(4):
        x = src[c]
        for r in range(4):
            L.append(f"b = {x}")
            L.append("b <<= 3" if r == 0 else f"(uint64) b >>= {8 * r - 3}")
            L.append("b &= 2040")
            d = (c - r) % 4           # byte r of input column c feeds output column c - r
            tab = last_table[r] if last else r
            y = dst[d]
            if first[d]:
                L.append(f"{y} = *(uint64 *) (te{tab} + b)")
                if last:
                    L.append(f"{y} &= {masks[r]}")
                first[d] = False
            elif last:
                L.append(f"t = *(uint64 *) (te{tab} + b)")
                L.append(f"t &= {masks[r]}")
                L.append(f"{y} ^= t")
            else:
                L.append(f"{y} ^= *(uint64 *) (te{tab} + b)")
    for c in range(4):
        L.append(f"{dst[c]} ^= *(uint64 *) (rk + {8 * (rkoff + c)})")
    return L

def round_lookups(src, dst, rkoff, last=False):
    """One round, x86-64: qhasm's lookups (movzbl, xor with a scaled index, shift by 8)."""
    L = []
    first = [True] * 4
    if not last:  # the round key first: the lookups' xors then end each column's chain
        for c in range(4):
            L.append(f"{dst[c]} = *(uint64 *) (rk + {8 * (rkoff + c)})")
        first = [False] * 4
    # the table whose entry holds S(x) in byte r, for the last round, and that byte's mask
    last_table = {0: 2, 1: 3, 2: 0, 3: 1}
    masks = {0: 255, 1: 0xff00, 2: 0xff0000, 3: -16777216}
    for c in range(4):
        x = src[c]
        for r in range(4):
            b = f"b{c}{r}"
            if r:
                L.append(f"(uint64) {x} >>= 8")
            if r == 3:
                b = x  # the column's upper half is clear: after three shifts it is byte 3
            else:
                L.append(f"{b} = {x} & 255")
            d = (c - r) % 4           # byte r of input column c feeds output column c - r
            tab = last_table[r] if last else r
            a = f"(te + {2048 * tab} + {b} * 8)" if tab else f"(te + {b} * 8)"
            y = dst[d]
            if first[d]:
                L.append(f"{y} = *(uint64 *) {a}")
                if last:
                    L.append(f"{y} &= {masks[r]}")
                first[d] = False
            elif last:
                L.append(f"t = *(uint64 *) {a}")
                L.append(f"t &= {masks[r]}")
                L.append(f"{y} ^= t")
            else:
                L.append(f"{y} ^= *(uint64 *) {a}")
    if last:  # 64 bits: the upper half is not read again (the output stores write 32 bits)
        for c in range(4):
            L.append(f"{dst[c]} ^= *(uint64 *) (rk + {8 * (rkoff + c)})")
    return L

def main():
    out = [HEAD]
    body = """

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
"""
    out.append(body)
    xs, ys = ["x0", "x1", "x2", "x3"], ["y0", "y1", "y2", "y3"]
    for rnd in range(3, 11):
        out.append(f"\n# round {rnd}{' (last: S-box bytes out of the tables, masked)' if rnd == 10 else ''}")
        src, dst = (xs, ys) if rnd % 2 else (ys, xs)
        out.append("[x86_64] {")
        out.extend(round_lookups(src, dst, 4 * rnd, last=(rnd == 10)))
        out.append("}")
        out.append("[aarch64 riscv64] {")
        out.extend(round_offsets(src, dst, 4 * rnd, last=(rnd == 10)))
        out.append("}")
    # round 10 (even) wrote xs
    out.append("""
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
leave""")
    print("\n".join(out))

main()
