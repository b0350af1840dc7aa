#!/usr/bin/env python3
"""Writes clients/kernels/src/rectangle80.q: bitsliced RECTANGLE-80 in kiln's language, the 25
rounds unrolled.  Run from the repository root:
python3 clients/kernels/gen/rectangle80.py > clients/kernels/src/rectangle80.q"""

import re

HEAD = """\
# rectangle80.q -- RECTANGLE-80 (Zhang et al. 2014), ECB, bitsliced: four blocks to a 64-bit
# row word.  Written by clients/kernels/gen/rectangle80.py (the 25 rounds unrolled); the C side
# (key schedule, sliced round keys, a last partial group) is rectangle80.c beside it.
#
# void kl__rectangle80_blocks8(unsigned char *out, const unsigned char *in, uint64_t n8,
#                              const uint64_t kw[26 * 4])
#
# n8 runs of eight blocks (64 bytes): two groups of four, x0-x3 and y0-y3, whose rounds are
# written interleaved.  One group's round is a chain about 7 operations deep (key xor, the
# S-box's 5 levels, the rotate) with 21 operations in it; two independent chains give the
# four ALUs of a wide core enough to do (the tier's scheduler interleaves them further).
#
# The slicing.  RECTANGLE's state is four 16-bit rows; the S-box works on columns (bit j of the
# four rows), ShiftRow rotates rows 1, 2, 3 left by 1, 12, 13.  Word i here holds row i of four
# blocks with column j of block b at bit 4j + b: a column is a nibble, so the S-box is 12 logic
# operations on the four words for four blocks at once, and rotating a row by n columns is
# rotating the word by 4n, one instruction (x86-64 rol, AArch64 ror; RISC-V 64 without Zbb:
# two shifts and an or).  A round for four blocks: 4 key xors, 12 S-box operations, 3 rotates
# and 2 copies (x86-64's two-operand forms need them anyway).  The alternative, 64 blocks with
# each of the 64 state bits in its own word, makes ShiftRow free but its 64 live words do not
# fit in any target's registers: every S-box would load and store its four words.
#
# Into and out of the slicing: a block's bytes 2i, 2i + 1 are row i big-endian, so the
# little-endian 64-bit load of block b has row i at bits 16i..16i+15 with its two bytes swapped
# (column j at bit j ^ 8: a rotation by 8 the key words share, so nothing undoes it).  Block b's
# bit 16i + k must go to word i's bit 4k + b: on the eight index bits (2 word, 6 bit), a
# rotation by two, two 4-cycles, six exchanges of a word-index bit with a bit-index bit: one
# SWAPMOVE (7 lines: a copy and 6 operations) on each of two word pairs.  84 lines a group each
# way, the six 64-bit masks set once for both groups.

int64 out
int64 in
int64 n
int64 kw
input out
input in
input n
input kw

int64 x0
int64 x1
int64 x2
int64 x3
int64 s0
int64 s1
int64 y0
int64 y1
int64 y2
int64 y3
int64 u0
int64 u1
int64 k
int64 m
"""

# (pair of words a, b, shift s, mask): exchange a's bits where index bit log2(s) is 1 with b's
# where it is 0
FWD = [("x0", "x2", 2, 1), ("x1", "x3", 2, 1), ("x0", "x2", 8, 3), ("x1", "x3", 8, 3),
       ("x0", "x2", 32, 5), ("x1", "x3", 32, 5), ("x0", "x1", 1, 0), ("x2", "x3", 1, 0),
       ("x0", "x1", 4, 2), ("x2", "x3", 4, 2), ("x0", "x1", 16, 4), ("x2", "x3", 16, 4)]
MASKS = ["0x5555555555555555", "0x3333333333333333", "0x0f0f0f0f0f0f0f0f",
         "0x00ff00ff00ff00ff", "0x0000ffff0000ffff", "0x00000000ffffffff"]

GROUPS = [["x0", "x1", "x2", "x3", "s0", "s1"], ["y0", "y1", "y2", "y3", "u0", "u1"]]

def word(g, name):
    """x0..x3 of FWD, t0 and t1 renamed for group g"""
    v = GROUPS[g]
    return {"x0": v[0], "x1": v[1], "x2": v[2], "x3": v[3], "t0": v[4], "t1": v[5]}[name]

def swapmoves(seq):
    L = []
    last = None
    for a, b, s, mi in seq:
        if mi != last:
            L.append(f"m = {MASKS[mi]}")
            last = mi
        for g in range(2):
            A, B, T = word(g, a), word(g, b), word(g, "t0")
            L += [f"{T} = {A}", f"(uint64) {T} >>= {s}", f"{T} ^= {B}", f"{T} &= m", f"{B} ^= {T}",
                  f"{T} <<= {s}", f"{A} ^= {T}"]
    return L

SBOX = ["t0 = x2", "x2 ^= x1", "x1 = ~x1", "t1 = x0", "x0 &= x1", "x1 |= x3", "x3 ^= t0",
        "x0 ^= x3", "x1 ^= t1", "x3 &= x1", "x3 ^= x2", "x2 |= x0", "x2 ^= x1", "x1 ^= t0",
        "x1 <<<= 4", "x2 <<<= 48", "x3 <<<= 52"]

def rename(line, g):
    return re.sub(r"\b(x[0-3]|t[01])\b", lambda mo: word(g, mo.group(1)), line)

def round_(r):
    L = []
    for i in range(4):
        L += [f"k = *(uint64 *) (kw + {32 * r + 8 * i})", f"{word(0, 'x%d' % i)} ^= k",
              f"{word(1, 'x%d' % i)} ^= k"]
    for line in SBOX:
        L += [rename(line, 0), rename(line, 1)]
    return L

def main():
    L = [HEAD, "enter kl__rectangle80_blocks8", "",
         "                 =? n - 0", "goto done if =", "", "pair:"]
    for g in range(2):
        for i in range(4):
            L.append(f"{word(g, 'x%d' % i)} = *(uint64 *) (in + {32 * g + 8 * i})")
    L += ["", "# into the slicing: bit 16i + k of block b -> bit 4k + b of word i"]
    L += swapmoves(FWD)
    for r in range(25):
        L += ["", f"# round {r + 1}: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow"]
        L += round_(r)
    L += ["", "# the last round key"]
    for i in range(4):
        L += [f"k = *(uint64 *) (kw + {800 + 8 * i})", f"{word(0, 'x%d' % i)} ^= k",
              f"{word(1, 'x%d' % i)} ^= k"]
    L += ["", "# out of the slicing: the same exchanges in the reverse order"]
    L += swapmoves(list(reversed(FWD)))
    L.append("")
    for g in range(2):
        for i in range(4):
            L.append(f"*(uint64 *) (out + {32 * g + 8 * i}) = {word(g, 'x%d' % i)}")
    L += ["in += 64", "out += 64", "                 =? n -= 1", "goto pair if !=",
          "done:", "leave"]
    print("\n".join(L))

main()
