#!/usr/bin/env python3
"""Writes clients/kernels/src/aes128ctr.q: AES-128-CTR rounds in kiln's language, the ten rounds
unrolled (qhasm's practice: a generator prints the repetitive lines), two blocks at a time.  Run
from the repository root: python3 clients/kernels/gen/aes128ctr.py > clients/kernels/src/aes128ctr.q"""

HEAD = """\
# aes128ctr.q -- AES-128 in counter mode, T-table rounds (seed 003), whole blocks, two at a time.
# Written by clients/kernels/gen/aes128ctr.py (the ten rounds unrolled); the C side is aes128ctr.c
# beside it.
#
# void kl__aes128ctr_blocks(unsigned char *out, const unsigned char *in, size_t nblocks,
#                           const uint64_t rk[44], const uint64_t cc[8],
#                           const uint64_t te[8 * 256])
#
# out[i] = in[i] ^ AES(ctr + i) for nblocks blocks.  The caller (aes128ctr.c) keeps the 128-bit
# big-endian counter and cuts calls so that byte 15 never wraps inside one; then the counter
# blocks of a call differ in byte 15 only, and so do rounds 1 and 2 but for five lookups
# (Bernstein and Schwabe's counter-mode caching, "New AES software speed records", 2008).  cc
# holds what the caller computed of them: cc[0] round 1's column 0 without its one varying
# lookup, cc[1..4] round 2's columns without column 0's four, cc[5] byte 15 of the counter,
# cc[6] byte 15 of round key 0, cc[7] 0x7f8 (AArch64's byte mask: kept in a register, loaded,
# so that kiln's ALU fusion makes each byte's shift and mask one `and x, m, col, lsr #n`; a
# number would be folded into an `and` with an immediate, an instruction of its own).
#
# State: column c is the little-endian 32-bit word of bytes 4c..4c+3, in the low half of a
# 64-bit variable.  te[r][x] (uint64, the 32-bit value in the low half, the upper half zero) is
# the MixColumns image of S(x) in row r, four tables of 2,048 bytes at te, te + 2048, te + 4096,
# te + 6144; four more at te + 8192 + 2048 r hold S(x) << 8 r, the last round's (it has no
# MixColumns).  cc's words and the round keys rk[i] (the key schedule's words, zero-extended by
# the caller) are 32-bit values in 64 bits too.  So every column's upper half is zero, and on
# x86-64 byte 3 is the column shifted right three times, without a mask: one instruction less on
# the longest chain of each column.  Output column c of a round is
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
# 0, right by 8r - 3 for byte r) and masked with 0x7f8, loaded from one of eight table bases
# (te0-te7): there a scaled index with a displacement is an add and a load, and load-and-op
# does not exist.  On RISC-V 64 the columns are kept times 8 up to the last round (aes128ctr.c
# scales the T-tables, the round keys but the last and cc[0..4]; the last round's tables are
# not scaled): byte r's offset is then the column shifted right by 8r and masked, byte 0's a
# mask alone.
#
# Two blocks at a time (counters v and v + 1, the same cc): a round is a chain of about 10
# cycles on x86-64 (three shifts, a load, the xors into a column), one block's rounds follow
# each other, and its 430 instructions are more than the out-of-order core looks ahead.  On
# x86-64 the two blocks' lookups alternate, the second block half a round behind (STAGGER), so
# that one block's lookups fill the other's waits; 16 columns, the bytes, te and rk want more
# than its 14 registers and the allocator spills (about 40 stores and 40 reloads a pair).  On
# AArch64 and RISC-V 64 the two blocks follow each other in the pair (the fewest instructions:
# nothing is timed there).  An odd last block goes through the single-block code after the pairs.
#
# Registers in the rounds: rk, te (te0-te7 on AArch64 and RISC-V 64, m on AArch64), x0-x3,
# y0-y3 (the first block), p0-p3, q0-q3 (the second) and the bytes in flight.  The counter, the
# pointers and the count live in stack slots between pairs.

int64 out
int64 in
int64 n
int64 rk
int64 cc
int64 te
""" + "".join(f"int64 te{k}\n" for k in range(8)) + """\
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

""" + "".join(f"int64 {v}\n" for v in ("x0", "x1", "x2", "x3", "y0", "y1", "y2", "y3", "b", "t",
                                      "p0", "p1", "p2", "p3", "q0", "q1", "q2", "q3", "bb", "tt", "m")) \
    + "".join(f"int64 {p}{c}{r}\n" for p in "be" for c in range(4) for r in range(4))

# a block's variables: its two column sets, its byte variables' prefix, its temporaries
BLOCK_A = dict(xs=["x0", "x1", "x2", "x3"], ys=["y0", "y1", "y2", "y3"], bp="b", b="b", t="t")
BLOCK_B = dict(xs=["p0", "p1", "p2", "p3"], ys=["q0", "q1", "q2", "q3"], bp="e", b="bb", t="tt")

# x86-64: the second block of a pair starts this many lookups (a round is 20: 4 key loads, 16
# lookups) after the first.  Measured (docs/measuring.md): 8-14 alike, 0 and 20 slower.
STAGGER = 10


def round_offsets(src, dst, rkoff, V, last=False, mask="2040", scaled=False):
    """One round, AArch64 and RISC-V 64, as groups of lines (a lookup a group): bytes as table
    offsets (copy, shift, mask 0x7f8: the number, or the variable m holding it) into four table
    bases (te4-te7: the last round's); scaled: the columns come times 8 (RISC-V 64)."""
    G = []
    first = [True] * 4
    b = V["b"]
    for c in range(4):
        x = src[c]
        for r in range(4):
            if scaled:    # the column times 8: byte r's offset is where byte r is, shifted down
                L = [f"{b} = {x}"] + ([f"(uint64) {b} >>= {8 * r}"] if r else []) + [f"{b} &= {mask}"]
            else:
                L = [f"{b} = {x}", f"{b} <<= 3" if r == 0 else f"(uint64) {b} >>= {8 * r - 3}", f"{b} &= {mask}"]
            d = (c - r) % 4           # byte r of input column c feeds output column c - r
            tab = r + 4 if last else r
            L.append(f"{dst[d]} {'=' if first[d] else '^='} *(uint64 *) (te{tab} + {b})")
            first[d] = False
            G.append(L)
    for c in range(4):
        G.append([f"{dst[c]} ^= *(uint64 *) (rk + {8 * (rkoff + c)})"])
    return G


def round_lookups(src, dst, rkoff, V, last=False):
    """One round, x86-64, as groups of lines (a lookup a group): qhasm's lookups (movzbl, xor
    with a scaled index, shift by 8); the round key first, so the lookups' xors end each output
    column's chain."""
    G = [[f"{dst[c]} = *(uint64 *) (rk + {8 * (rkoff + c)})"] for c in range(4)]
    for c in range(4):
        x = src[c]
        for r in range(4):
            L = []
            b = f"{V['bp']}{c}{r}"
            if r:
                L.append(f"(uint64) {x} >>= 8")
            if r == 3:
                b = x  # the column's upper half is clear: after three shifts it is byte 3
            else:
                L.append(f"{b} = {x} & 255")
            d = (c - r) % 4           # byte r of input column c feeds output column c - r
            off = 2048 * r + (8192 if last else 0)
            a = f"(te + {off} + {b} * 8)" if off else f"(te + {b} * 8)"
            L.append(f"{dst[d]} ^= *(uint64 *) {a}")
            G.append(L)
    return G


def cached_x86(V, inc):
    """rounds 1 and 2 of the block whose counter byte is v_s + inc, x86-64: only byte 15 of the
    counter changes, and only through one lookup into column 0 in round 1, then column 0's four
    into the four columns of round 2"""
    b, t = V["b"], V["t"]
    x0, x1, x2, x3 = V["xs"]
    y0 = V["ys"][0]
    L = [f"{b} = v_s"] + ([f"{b} += {inc}"] if inc else []) + [
        f"{t} = k15_s", f"{b} ^= {t}", f"{t} = cc_s",
        f"{y0} = *(uint64 *) ({t} + 0)", f"{y0} ^= *(uint64 *) (te + 6144 + {b} * 8)"]
    for k, (x, off, tab) in enumerate(((x0, 8, 0), (x3, 32, 1), (x2, 24, 2), (x1, 16, 3))):
        if k:
            L.append(f"(uint64) {y0} >>= 8")
        if k < 3:
            L.append(f"{b} = {y0} & 255")
        a = f"(te + {2048 * tab} + {b if k < 3 else y0} * 8)" if tab else f"(te + {b} * 8)"
        L += [f"{x} = *(uint64 *) ({t} + {off})", f"{x} ^= *(uint64 *) {a}"]
    return L


def cached_offsets(V, inc, scaled=False):
    """the same for AArch64 and RISC-V 64 (scaled: cc's words and the T-tables times 8)"""
    b, t = V["b"], V["t"]
    x0, x1, x2, x3 = V["xs"]
    y0 = V["ys"][0]
    L = [f"{b} = v_s"] + ([f"{b} += {inc}"] if inc else []) + [
        f"{t} = k15_s", f"{b} ^= {t}", f"{b} <<= 3", f"{t} = cc_s",
        f"{y0} = *(uint64 *) ({t} + 0)", f"{y0} ^= *(uint64 *) (te3 + {b})"] + ([] if scaled else [f"{y0} <<= 3"])
    for k, (x, off, tab) in enumerate(((x0, 8, 0), (x3, 32, 1), (x2, 24, 2), (x1, 16, 3))):
        if k:
            L.append(f"(uint64) {y0} >>= 8")
        L += [f"{b} = {y0}", f"{b} &= 2040", f"{x} = *(uint64 *) ({t} + {off})",
              f"{x} ^= *(uint64 *) (te{tab} + {b})"]
    return L


def merge(per, stagger):
    """the groups of the blocks, round robin, block k starting k * stagger groups after the first"""
    out, t = [], 0
    while any(t - k * stagger < len(G) for k, G in enumerate(per)):
        for k, G in enumerate(per):
            if 0 <= t - k * stagger < len(G):
                out.append(G[t - k * stagger])
        t += 1
    return out


def rounds(blocks, round_fn, stagger=None, **kw):
    """rounds 3 to 10 of the blocks, as lines (round 10 writes xs): interleaved, the second block
    `stagger` lookups behind, or (None) one block after the other"""
    per = []
    for V in blocks:
        G = []
        for rnd in range(3, 11):
            src, dst = (V["xs"], V["ys"]) if rnd % 2 else (V["ys"], V["xs"])
            G += round_fn(src, dst, 4 * rnd, V, last=(rnd == 10), **kw)
        per.append(G)
    groups = merge(per, stagger) if stagger is not None else [g for G in per for g in G]
    return [line for g in groups for line in g]


def blocks_code(blocks):
    """one or two blocks: the cached rounds, rounds 3 to 10, the key stream xored into the input"""
    L = ["# rounds 1 and 2 (cached)", "[x86_64] {"]
    for k, V in enumerate(blocks):
        L += cached_x86(V, k)
    L += ["}", "[aarch64] {"]
    for k, V in enumerate(blocks):
        L += cached_offsets(V, k)
    L += ["}", "[riscv64] {"]
    for k, V in enumerate(blocks):
        L += cached_offsets(V, k, scaled=True)
    L += ["}", "b = v_s", f"b += {len(blocks)}", "v_s = b", "",
          "# rounds 3 to 10" + (", the blocks interleaved on x86-64" if len(blocks) > 1 else ""), "[x86_64] {"]
    L += rounds(blocks, round_lookups, STAGGER)
    L += ["}", "[aarch64] {"]
    L += rounds(blocks, round_offsets, mask="m")
    L += ["}", "[riscv64] {"]
    L += rounds(blocks, round_offsets, scaled=True)
    L += ["}", "", "# the key stream xored into the input", "in = in_s", "out = out_s"]
    for k, V in enumerate(blocks):
        for c in range(4):
            o = 16 * k + 4 * c
            L += [f"t = *(uint32 *) (in + {o})", f"{V['xs'][c]} ^= t", f"*(uint32 *) (out + {o}) = {V['xs'][c]}"]
    L += [f"in += {16 * len(blocks)}", f"out += {16 * len(blocks)}", "in_s = in", "out_s = out"]
    return L


def main():
    out = [HEAD, "", "enter kl__aes128ctr_blocks", "",
           "                 =? n - 0", "goto done if =",
           "out_s = out", "in_s = in", "n_s = n", "cc_s = cc",
           "t = *(uint64 *) (cc + 40)", "v_s = t", "t = *(uint64 *) (cc + 48)", "k15_s = t",
           "[aarch64 riscv64] {"]
    for k in range(8):
        out += [f"te{k} = te"] + ([f"te{k} += {2048 * k}"] if k else [])
    out += ["}", "[aarch64] m = *(uint64 *) (cc + 56)",
            "                 unsigned<? n - 2", "goto single if unsigned<", "",
            "# two blocks a pass", "pair:"]
    out += blocks_code([BLOCK_A, BLOCK_B])
    out += ["n = n_s", "n -= 2", "n_s = n",
            "                 unsigned>? n - 1", "goto pair if unsigned>",
            "                 =? n - 0", "goto done if =", "",
            "# an odd last block", "single:"]
    out += blocks_code([BLOCK_A])
    out += ["", "done:", "leave"]
    print("\n".join(out))


main()
