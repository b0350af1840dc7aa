#!/usr/bin/env python3
"""stream20.py -- writes clients/kernels/src/chacha20.q and salsa20.q (python3 stream20.py SRCDIR).

The .q files are the sources the build compiles; this script only spares writing the 80 quarter
rounds of each by hand and keeps their order (pipeline()) in one place.  Both programs:

  void kl__NAME_blocks(uint8_t *out, const uint8_t *in, uint64_t nblocks, uint32_t st[16])

out = in ^ keystream for nblocks 64-byte blocks; st is the cipher's 16-word input, whose block
counter each block advances.  The 20 rounds are written out in full (no loop counter to keep, no
loop-carried register assignment for the allocator to reconcile)."""
import sys

FRAME_WORDS = (12, 13, 14, 15)  # the words that wait in the frame while a block is finished


def rot(x, n):
    """(uint32) x <<<= n, one line for every target.  On RISC-V 64 (RV64GC has no rotate) it is
    slliw, srliw and or: the optimizing tier reads the 32-bit rotate's operand from the 64-bit
    word (the *w shifts read the low half) and lets it write the word sign-extended instead of
    zero-extending it, since nothing reads the word's upper half (src/opt/fuse_alu.c)."""
    return [f"(uint32) {x} <<<= {n}"]


def op32(line):
    """x op= y on the low halves.  On AArch64 the 32-bit form: there the optimizing tier folds a
    32-bit rotate into the 32-bit add or eor that reads it (an operand rotated in passing, as gcc
    writes `eor w1, w1, w2, ror #25`).  Since 2026-11-27 it also makes a 64-bit reader 32-bit
    where nothing reads the upper half (src/opt/fuse_alu.c, ko__demand), so the plain 64-bit line
    gets the same fold; the 32-bit line still allocates better in Salsa20's block (769 machine
    instructions against 772: a move and a spill store and reload fewer; ChaCha20 the same).
    Elsewhere the 64-bit form."""
    return [f"[aarch64] (uint32) {line}", f"[x86_64 riscv64] {line}"]


# An operation of a quarter round: (lines, the variable it writes, the variables it reads, 1 if it
# rotates).  pipeline() orders them by the last three.

def chacha_ops(a, b, c, d):
    """a ChaCha20 quarter round: 12 operations"""
    ops = []
    for (p, q, r, n) in ((a, b, d, 16), (c, d, b, 12), (a, b, d, 8), (c, d, b, 7)):
        ops += [(op32(f"x{p} += x{q}"), f"x{p}", {f"x{p}", f"x{q}"}, 0),
                (op32(f"x{r} ^= x{p}"), f"x{r}", {f"x{r}", f"x{p}"}, 0),
                (rot(f"x{r}", n), f"x{r}", {f"x{r}"}, 1)]
    return ops


def salsa_ops(a, b, c, d, t):
    """a Salsa20 quarter round with its temporary t: 12 operations (t = a + d, t <<<= 7, b ^= t ...)"""
    ops = []
    for (dst, s1, s2, n) in ((b, a, d, 7), (c, b, a, 9), (d, c, b, 13), (a, d, c, 18)):
        ops += [([f"{t} = x{s1} + x{s2}"], t, {f"x{s1}", f"x{s2}"}, 0),
                (rot(t, n), t, {t}, 1),
                (op32(f"x{dst} ^= {t}"), f"x{dst}", {f"x{dst}", t}, 0)]
    return ops


def pipeline(ops, late, alus=4, rotators=2):
    """The operations of all rounds, in the cipher's order; returns their indices in the order to
    write them: list scheduling on a machine of `alus` one-cycle ALUs, `rotators` of which rotate
    (Zen 3's four, two with a shifter; kiln's x86-64 model has the same), each operation as soon
    as its operands are ready, the longest path to the end first; variable v is ready at cycle
    late[v] (0 if not there).

    Why: a quarter round is a chain of 12 dependent operations, a round four such chains.
    Written one quarter after another, the four are 36 operations apart and Zen 3's out-of-order
    core does not overlap them well: ChaCha20 at 4.4 TSC ticks per byte, as gcc's and clang's
    code.  In this order, with the quarters of the first round one operation apart (late), each
    quarter runs one operation behind the one before and each round starts as its inputs are
    ready: the source is already the pipeline that keeps four ALUs busy (3.4)."""
    n = len(ops)
    preds = [set() for _ in range(n)]
    writer, readers = {}, {}
    for i, (_, dst, reads, _) in enumerate(ops):
        preds[i] |= {writer[v] for v in reads if v in writer}  # its operands
        preds[i] |= {r for r in readers.get(dst, ()) if r != i}  # the readers of what it overwrites
        for v in reads:
            readers.setdefault(v, []).append(i)
        writer[dst], readers[dst] = i, []
    height = [1] * n  # the longest path from it to the end, in operations
    for i in reversed(range(n)):
        for p in preds[i]:
            height[p] = max(height[p], 1 + height[i])
    done = {}  # operation: the cycle its result is ready
    order, cycle = [], 0
    while len(order) < n:
        ready = [i for i in range(n) if i not in done and all(done.get(p, cycle + 1) <= cycle for p in preds[i])
                 and all(late.get(v, 0) <= cycle for v in ops[i][2])]
        ready.sort(key=lambda i: (-height[i], i))
        issued, rotates = [], 0
        for i in ready:
            if len(issued) == alus:
                break
            if ops[i][3]:
                if rotates == rotators:
                    continue
                rotates += 1
            issued.append(i)
        for i in issued:
            done[i] = cycle + 1
        order += issued
        cycle += 1
    return order


# The register plan's frame traffic is for x86-64 (14 registers for variables); AArch64 and
# RISC-V 64 keep all 16 words, t and the pointers in registers.
X86 = "[x86_64] "


def pipelined_rounds(quarter_ops, column, other, stagger):
    """the 20 rounds' lines in pipeline() order: quarter_ops(q, j) gives quarter q's operations
    (j: its place in the round); rounds alternate column and other (its name, its quarters);
    column quarter j's words are ready at cycle stagger * j"""
    ops, first = [], {}
    for r in range(20):
        kind, quarters = ("column", column) if r % 2 == 0 else other
        first[len(ops)] = f"# round {r + 1} ({kind}) starts"
        ops += [op for j, q in enumerate(quarters) for op in quarter_ops(q, j)]
    order = pipeline(ops, {f"x{w}": stagger * j for j, q in enumerate(column) for w in q})
    rounds = []
    for i in order:
        rounds += ([first[i]] if i in first else []) + ops[i][0]
    return rounds


def program(name, header, rounds, start_out, finish_out, counter, frame_words=FRAME_WORDS, temporaries=()):
    """rounds: the lines of the 20 rounds, starting and ending with start_out in the frame;
    finish_out: the words in the frame while the last block's words are finished (four registers
    are needed for st, in, out and a temporary)."""
    L = header + ["", "int64 out", "int64 in", "int64 n", "int64 st",
                  "input out", "input in", "input n", "input st", ""]
    L += [f"int64 x{k}" for k in range(16)] + [f"int64 {t}" for t in temporaries]
    L += ["int64 t", ""]
    L += ["stack64 out_s", "stack64 in_s", "stack64 n_s", "stack64 st_s"]
    L += [f"stack64 x{k}_s" for k in frame_words]
    L += ["", f"enter {name}", "", "                 =? n - 0", "goto done if =",
          "out_s = out", "in_s = in", "n_s = n", "st_s = st", "", "block:", "",
          "# the input words" + (f": {', '.join(map(str, start_out))} straight to the frame, then the others"
                                  if start_out else ""),
          "st = st_s"]
    for w in start_out:
        L += [f"x{w} = *(uint32 *) (st + {4 * w})", f"{X86}x{w}_s = x{w}"]
    L += [f"x{k} = *(uint32 *) (st + {4 * k})" for k in range(16) if k not in start_out]
    L += rounds
    L += ["", "# out = in ^ (x + input), word by word; more words wait in the frame so that st, in, out",
          "# and t have registers"]
    L += [f"{X86}x{w}_s = x{w}" for w in finish_out if w not in start_out]
    L += ["st = st_s", "in = in_s", "out = out_s"]
    for k in range(16):
        if k in finish_out or k in start_out:
            L += [f"{X86}x{k} = x{k}_s"]
        L += [f"t = *(uint32 *) (st + {4 * k})", f"x{k} += t", f"t = *(uint32 *) (in + {4 * k})",
              f"x{k} ^= t", f"*(uint32 *) (out + {4 * k}) = x{k}"]
    L += ["", "# the next block: its counter, the pointers"] + counter
    L += ["in += 64", "out += 64", "in_s = in", "out_s = out",
          "n = n_s", "                 =? n -= 1", "n_s = n", "goto block if !=", "", "done:", "leave"]
    return L


COMMON = [
    "#",
    "# Registers.  Only the low 32 bits of each int64 word mean anything: additions and XORs are",
    "# 64-bit (garbage collects in the upper halves and never reaches the lower ones) and each",
    "# (uint32) rotate reads the low half (on RISC-V 64 its result is left sign-extended, not",
    "# zero-extended: nothing reads the upper half).  kiln has 14 registers for variables on x86-64 (AArch64 and",
    "# RISC-V 64 have more; there nothing is spilled), so some words wait in the frame, changing",
    "# places where the next quarter rounds do not need them.",
    "#",
    "# Written out by clients/kernels/gen/stream20.py; docs/measuring.md reads the listing."]


def chacha():
    hdr = ["# chacha20.q -- ChaCha20 (RFC 8439) in kiln's language: keystream blocks XORed into the input,",
           "# for x86-64, AArch64 and RISC-V 64 alike; clients/kernels/src/chacha20.c checks the arguments",
           "# and calls it on whole blocks.",
           "#",
           "#   void kl__chacha20_blocks(uint8_t *out, const uint8_t *in, uint64_t nblocks, uint32_t st[16])",
           "#",
           "# st is RFC 8439's state (constants, key, block counter, nonce); each block adds 1 to st[12] (the",
           "# caller keeps the 32-bit counter from wrapping).  nblocks 0 touches nothing.",
           "#",
           "# The order of the rounds' lines: the four quarter rounds of a round run side by side, each one",
           "# operation behind the one before, and a round starts as soon as its inputs are ready, so",
           "# that four ALUs (two of which rotate) have work every cycle (stream20.py's pipeline()).",
           "#",
           "# Registers.  Only the low 32 bits of each int64 word mean anything: additions and XORs are",
           "# 64-bit (garbage collects in the upper halves and never reaches the lower ones) and each",
           "# (uint32) rotate reads the low half (on RISC-V 64 its result is left sign-extended, not",
           "# zero-extended: nothing reads the upper half).  kiln has 14 registers for variables on x86-64 (AArch64 and",
           "# RISC-V 64 have more; there nothing is spilled): with all 16 words in use at once, its",
           "# allocator keeps at least two in the frame, changing them as the quarters go.",
           "#",
           "# Written out by clients/kernels/gen/stream20.py; docs/measuring.md reads the listing."]
    column = [(0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15)]
    diagonal = [(0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14)]
    # the quarters start one operation apart
    rounds = pipelined_rounds(lambda q, j: chacha_ops(*q), column, ("diagonal", diagonal), 1)
    return program("kl__chacha20_blocks", hdr, [""] + rounds, [], [12, 13, 14, 15],
                   ["t = *(uint32 *) (st + 48)", "(uint32) t += 1", "*(uint32 *) (st + 48) = t"],
                   frame_words=(12, 13, 14, 15))


def salsa():
    hdr = ["# salsa20.q -- Salsa20/20 in kiln's language (NaCl's crypto_stream_salsa20 keystream XORed into",
           "# the input), for x86-64, AArch64 and RISC-V 64 alike; clients/kernels/src/salsa20.c checks the",
           "# arguments and calls it on whole blocks.",
           "#",
           "#   void kl__salsa20_blocks(uint8_t *out, const uint8_t *in, uint64_t nblocks, uint32_t st[16])",
           "#",
           "# st is Salsa20's input block (constants on the diagonal, key, nonce, the 64-bit block counter in",
           "# st[8..9]); each block adds 1 to the counter.  nblocks 0 touches nothing.",
           "#",
           "# The order of the rounds' lines: as ChaCha20's (stream20.py's pipeline()), with the quarters",
           "# of the first round two operations apart and a temporary per quarter (t0-t3: a + d, rotated,",
           "# XORed into b).  Twenty values on x86-64's 14 registers: kiln's allocator keeps some words in",
           "# the frame, changing them as the quarters go.",
           "#",
           "# Registers.  Only the low 32 bits of each int64 word mean anything, as in chacha20.q.",
           "#",
           "# Written out by clients/kernels/gen/stream20.py; docs/measuring.md reads the listing."]
    column = [(0, 4, 8, 12), (5, 9, 13, 1), (10, 14, 2, 6), (15, 3, 7, 11)]
    row = [(0, 1, 2, 3), (5, 6, 7, 4), (10, 11, 8, 9), (15, 12, 13, 14)]
    # the quarters start two operations apart (one apart, as ChaCha20's, ran slower than the
    # former one-temporary source: docs/measuring.md)
    rounds = pipelined_rounds(lambda q, j: salsa_ops(*q, f"t{j}"), column, ("row", row), 2)
    return program("kl__salsa20_blocks", hdr, [""] + rounds, [], [12, 13, 14, 15],
                   ["t = *(uint64 *) (st + 32)", "t += 1", "*(uint64 *) (st + 32) = t"],
                   temporaries=["t0", "t1", "t2", "t3"])


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else "."
    for name, lines in (("chacha20", chacha()), ("salsa20", salsa())):
        with open(f"{out}/{name}.q", "w") as f:
            f.write("\n".join(lines) + "\n")
