#!/usr/bin/env python3
"""bench/sched/gen.py KERNEL [--flat | --c] -- writes the kernel KERNEL (rectangle, rectangle-mem,
serpent, serpent-r8, serpent-unrolled, chacha20, ace, clyde; serpent-c: ref/serpent_sboxes.h) in
kiln's language to standard output, unrolled as Usuba's compiler would (Serpent as a loop over its
rounds, serpent-r8 as four iterations of eight): S-boxes, quarter rounds and linear layers as nodes
(NODES syntax, docs/language.md), or with --flat every node written out in place (the same
instructions in the same order, for a kiln without nodes); --c: the flat program as C (for
serpent, of serpent-unrolled).

The generated .q files in bench/sched/q/ are what the benchmark and the tests read; this script is
how they were made (python3 bench/sched/gen.py rectangle > bench/sched/q/rectangle.q).  A variable is
written again only once its old value is dead, so the only order between instructions is their
data dependencies (and nodes write their results over their arguments where the cipher does)."""
import re
import sys


class Prog:
    """A .q program under construction: declarations, nodes, one function body."""

    def __init__(self, flat):
        self.flat = flat
        self.decls = []
        self.declared = set()
        self.nodes = {}      # name -> (inputs, outputs, locals, body lines with placeholders)
        self.node_text = []
        self.body = []
        self.count = 0
        self.calls = 0

    def var(self, prefix="v"):
        self.count += 1
        name = "%s%d" % (prefix, self.count)
        self.declare(name)
        return name

    def declare(self, name):
        if name not in self.declared:
            self.declared.add(name)
            self.decls.append("int64 " + name)

    def line(self, text):
        self.body.append(text)

    def node(self, name, inputs, outputs, local, body):
        """body: lines over the names in inputs, outputs and local.  An output may be an input."""
        self.nodes[name] = (inputs, outputs, local, body)
        if self.flat:
            return
        names = list(dict.fromkeys(inputs + outputs + local))
        t = ["node " + name] + ["int64 " + n for n in names]
        t += ["input " + n for n in inputs] + ["output " + n for n in outputs] + body + ["endnode", ""]
        self.node_text.extend(t)

    def call(self, name, outs, ins):
        inputs, outputs, local, body = self.nodes[name]
        if not self.flat:
            self.line("%s = %s(%s)" % (" ".join(outs), name, " ".join(ins)))
            return
        # written out in place: the node's variables renamed, inputs copied in, outputs copied out
        # (the copies are what a call means; kiln's copy propagation removes them).  Four sets of
        # names in turn, so that four consecutive calls are independent (the language's variable
        # lookup makes a program with tens of thousands of names slow to parse).
        ren = {}
        self.calls += 1
        for n in dict.fromkeys(inputs + outputs + local):
            ren[n] = "%s_%s_%d" % (name, n, self.calls % 4)
            self.declare(ren[n])
        for n, a in zip(inputs, ins):
            self.line("%s = %s" % (ren[n], a))
        for b in body:
            self.line(re.sub(r"[A-Za-z_][A-Za-z0-9_]*", lambda m: ren.get(m.group(0), m.group(0)), b))
        for n, o in zip(outputs, outs):
            self.line("%s = %s" % (o, ren[n]))

    def text(self, header, inputs, fname):
        out = ["# " + h for h in header] + [""]
        out += self.node_text
        out += self.decls
        out += ["int64 " + i for i in inputs if i not in self.declared]
        out += ["input " + i for i in inputs]
        out += ["", "enter " + fname] + self.body + ["leave", ""]
        return "\n".join(out)


# ---- RECTANGLE (Zhang et al., ePrint 2014/084), bitsliced over 64 blocks ----------------------
# State word 16*r + c holds bit c of row r of 64 blocks; the round keys come bitsliced the same
# way (26 x 64 words: 0 or ~0 when every block has the same key).  S-box on each column (row 0
# the least significant input bit), ShiftRow: row 1 <<< 1, row 2 <<< 12, row 3 <<< 13.
# the 12-instruction S-box (seed 000's Usuba node), in two-operand form.  Its order is the one
# of the 12,696 orders its dependences allow in which an operation needs the fewest copies on a
# two-operand machine (x86-64: 2, where an operand must outlive the result written over it;
# the paper's order needs 4): t6 before t3 lets t1 and then a3 die where they are read last,
# t8 before b1 lets a1 and then a2 do the same.
RECTANGLE_SBOX = [
    "t1 = a1", "t1 = ~t1",
    "b0 = a0", "b0 &= t1",
    "t6 = a3", "t6 |= t1",
    "t3 = a2", "t3 ^= a3",
    "b0 ^= t3",
    "t6 ^= a0",
    "t8 = a1", "t8 ^= a2",
    "b1 = a2", "b1 ^= t6",
    "t3 &= t6",
    "b3 = t8", "b3 ^= t3",
    "t8 |= b0",
    "b2 = t6", "b2 ^= t8",
]


def rectangle(flat):
    p = Prog(flat)
    p.node("sbox", ["a0", "a1", "a2", "a3"], ["b0", "b1", "b2", "b3"], ["t1", "t3", "t6", "t8"], RECTANGLE_SBOX)
    s = []
    for i in range(64):
        v = p.var("s")
        p.line("%s = *(uint64 *) (st + %d)" % (v, 8 * i))
        s.append(v)
    for r in range(25):
        for i in range(64):
            p.line("%s ^= *(uint64 *) (rk + %d)" % (s[i], 8 * (64 * r + i)))
        n = [None] * 64
        for c in range(16):
            col = [s[c], s[16 + c], s[32 + c], s[48 + c]]
            p.call("sbox", col, col)
            for k in range(4):
                n[16 * k + c] = col[k]
        # ShiftRow: renaming only (bit c of row r moves to column c + shift)
        for row, sh in ((0, 0), (1, 1), (2, 12), (3, 13)):
            for c in range(16):
                s[16 * row + (c + sh) % 16] = n[16 * row + c]
    for i in range(64):
        p.line("%s ^= *(uint64 *) (rk + %d)" % (s[i], 8 * (64 * 25 + i)))
    for i in range(64):
        p.line("*(uint64 *) (st + %d) = %s" % (8 * i, s[i]))
    return p.text(["RECTANGLE-80/128 encryption, bitsliced over 64 blocks (bench/sched/gen.py rectangle)",
                   "void rectangle_bs(uint64_t st[64], const uint64_t rk[26 * 64]): st[16*r+c] is bit c of",
                   "row r of every block; rk the 26 round keys bitsliced the same way."],
                  ["st", "rk"], "rectangle_bs")


def rectangle_mem(flat):
    """RECTANGLE with the state in memory (issue 14's spill goal, another organisation): per round
    and column, the column's four words loaded, the round key added, the S-box node, the words
    stored back; ShiftRow changes where each row's bits lie (offsets the generator keeps), and the
    end moves them home while adding the last key.  Only a column's values are live at a time."""
    p = Prog(flat)
    p.node("sbox", ["a0", "a1", "a2", "a3"], ["b0", "b1", "b2", "b3"], ["t1", "t3", "t6", "t8"], RECTANGLE_SBOX)
    cols = [[p.var("c") for _ in range(4)] for _ in range(16)]
    tmp = [p.var("u") for _ in range(4)]
    o = [0, 0, 0, 0]   # row r's bit c lies in word 16 * r + (c + o[r]) % 16

    def slot(r, c):
        return 8 * (16 * r + (c + o[r]) % 16)
    for rnd in range(25):
        for c in range(16):
            col = cols[c]
            for r in range(4):
                p.line("%s = *(uint64 *) (st + %d)" % (col[r], slot(r, c)))
                p.line("%s ^= *(uint64 *) (rk + %d)" % (col[r], 8 * (64 * rnd + 16 * r + c)))
            p.call("sbox", col, col)
            for r in range(4):
                p.line("*(uint64 *) (st + %d) = %s" % (slot(r, c), col[r]))
        for r, sh in ((1, 1), (2, 12), (3, 13)):   # bit c moves to column c + sh
            o[r] = (o[r] - sh) % 16
    key = 8 * 64 * 25
    for r in range(4):   # home, adding the last key: cycles through one register
        k = o[r]
        g = 16 if k == 0 else __import__("math").gcd(16, k)
        n = 0
        for start in range(g):
            first = tmp[0]   # held to the cycle's end; the others take turns
            p.line("%s = *(uint64 *) (st + %d)" % (first, 8 * (16 * r + start)))
            cur = start
            while True:
                nxt = (cur + k) % 16
                if nxt == start:
                    v = first
                else:
                    n += 1
                    v = tmp[1 + n % 3]
                    p.line("%s = *(uint64 *) (st + %d)" % (v, 8 * (16 * r + nxt)))
                p.line("%s ^= *(uint64 *) (rk + %d)" % (v, key + 8 * (16 * r + cur)))
                p.line("*(uint64 *) (st + %d) = %s" % (8 * (16 * r + cur), v))
                cur = nxt
                if cur == start:
                    break
            n += 1
    return p.text(["RECTANGLE-80/128 encryption, bitsliced over 64 blocks, the state in memory (bench/sched/gen.py",
                   "rectangle-mem).  void rectangle_bs(uint64_t st[64], const uint64_t rk[26 * 64]) as rectangle.q."],
                  ["st", "rk"], "rectangle_bs")


# ---- ChaCha20 (RFC 8439), m-sliced: one 32-bit word of one block per 64-bit variable ----------
# void chacha20_block(uint32_t out[16], const uint32_t in[16]): the 20 rounds and the final
# addition of the input state (RFC 8439 section 2.3).
QUARTER = ["(uint32) a += b", "d ^= a", "(uint32) d <<<= 16",
           "(uint32) c += d", "b ^= c", "(uint32) b <<<= 12",
           "(uint32) a += b", "d ^= a", "(uint32) d <<<= 8",
           "(uint32) c += d", "b ^= c", "(uint32) b <<<= 7"]


def chacha20(flat):
    p = Prog(flat)
    p.node("quarter", ["a", "b", "c", "d"], ["a", "b", "c", "d"], [], QUARTER)
    x = []
    for i in range(16):
        v = p.var("x")
        p.line("%s = *(uint32 *) (in + %d)" % (v, 4 * i))
        x.append(v)
    for r in range(10):
        for q in ((0, 4, 8, 12), (1, 5, 9, 13), (2, 6, 10, 14), (3, 7, 11, 15),
                  (0, 5, 10, 15), (1, 6, 11, 12), (2, 7, 8, 13), (3, 4, 9, 14)):
            args = [x[i] for i in q]
            p.call("quarter", args, args)
    for i in range(16):
        p.line("(uint32) %s += *(uint32 *) (in + %d)" % (x[i], 4 * i))
        p.line("*(uint32 *) (out + %d) = %s" % (4 * i, x[i]))
    return p.text(["ChaCha20's block function (RFC 8439), m-sliced on 64-bit registers (bench/sched/gen.py chacha20)",
                   "void chacha20_block(uint32_t out[16], const uint32_t in[16])"],
                  ["out", "in"], "chacha20_block")


# ---- Serpent (Anderson, Biham, Knudsen), bitsliced over 64 blocks ------------------------------
# Word 32*w + j holds bit j of the cipher's word X_w of 64 blocks (X_0 the least significant S-box
# input bit); the 33 round keys come bitsliced the same way (33 x 128 words).
SERPENT_SBOX = [
    [3, 8, 15, 1, 10, 6, 5, 11, 14, 13, 4, 2, 7, 0, 9, 12],
    [15, 12, 2, 7, 9, 0, 5, 10, 1, 11, 14, 8, 6, 13, 3, 4],
    [8, 6, 7, 9, 3, 12, 10, 15, 13, 1, 14, 4, 0, 11, 5, 2],
    [0, 15, 11, 8, 12, 9, 6, 3, 13, 1, 2, 4, 10, 7, 5, 14],
    [1, 15, 8, 3, 12, 0, 11, 6, 2, 5, 4, 10, 9, 14, 7, 13],
    [15, 5, 2, 11, 4, 10, 9, 12, 0, 3, 14, 8, 13, 6, 7, 1],
    [7, 2, 12, 5, 8, 4, 6, 11, 14, 9, 1, 15, 13, 3, 10, 0],
    [1, 13, 15, 0, 14, 8, 2, 11, 7, 4, 12, 10, 9, 3, 5, 6],
]


def check_circuit(steps, table, outs=("y0", "y1", "y2", "y3")):
    for x in range(16):
        v = {"x%d" % k: (x >> k) & 1 for k in range(4)}
        for d, op, a, b in steps:
            v[d] = {"&": lambda: v[a] & v[b], "^": lambda: v[a] ^ v[b], "|": lambda: v[a] | v[b],
                    "=": lambda: v[a], "~": lambda: 1 ^ v[a], "=0": lambda: 0}[op]()
        got = sum(v[outs[k]] << k for k in range(4))
        assert got == table[x], "circuit for %s wrong at %d" % (table, x)


def two_operand(steps):
    """kiln's lines for three-address steps (d = a op b becomes d = a; d op= b)."""
    out = []
    for d, op, a, b in steps:
        if op == "=":
            out.append("%s = %s" % (d, a))
        elif op == "~":
            if d != a:
                out.append("%s = %s" % (d, a))
            out.append("%s = ~%s" % (d, d))
        elif op == "=0":
            out.append("%s = 0" % d)
        else:
            if d != a:
                out.append("%s = %s" % (d, a))
            out.append("%s %s= %s" % (d, op, b))
    return out


# Osvik's instruction sequences for Serpent's S-boxes (D. A. Osvik, "Speeding up Serpent", AES3,
# 2000), as facts: a, b, c, d the words X_0..X_3 (a the least significant S-box input bit), t a
# temporary; in-place two-operand steps, the final ones a renaming of the registers.
# check_circuit checks each against the S-box's table.
OSVIK = [
    "d^=a t=b b&=d t^=c b^=a a|=d a^=t t^=d d^=c c|=b c^=t t=~t t|=b b^=d b^=t d|=a b^=d t^=d d=a a=b b=t",
    "a=~a c=~c t=a a&=b c^=a a|=d d^=c b^=a a^=t t|=b b^=d c|=a c&=t a^=b b&=c b^=a a&=c t^=a a=c c=d d=b b=t",
    "t=a a&=c a^=d c^=b c^=a d|=t d^=b t^=c b=d d|=t d^=a a&=b t^=a b^=d b^=t a=c c=b b=d d=~t",
    "t=a a|=d d^=b b&=t t^=c c^=d d&=a t|=b d^=t a^=b t&=a b^=d t^=c b|=a b^=c a^=d c=b b|=d a^=b b=c c=d d=t",
    "b^=d d=~d c^=d d^=a t=b b&=d b^=c t^=d a^=t c&=t c^=a a&=b d^=a t|=b t^=a a|=d a^=c c&=d a=~a t^=c c=a a=b b=t",
    "a^=b b^=d d=~d t=b b&=a c^=d b^=c c|=t t^=d d&=b d^=a t^=b t^=c c^=a a&=d c=~c a^=t t|=d t^=c c=a a=b b=d d=t",
    "c=~c t=d d&=a a^=t d^=c c|=t b^=d c^=a a|=b c^=b t^=a a|=d a^=c t^=d t^=a d=~d c&=t d^=c c=t",
    "t=b b|=c b^=d t^=c c^=b d|=t d&=a t^=c d^=b b|=t b^=a a|=t a^=c b^=t c^=b b&=a b^=t c=~c c|=a t^=c c=b b=d d=a a=t",
]


def osvik_steps(seq):
    """Three-address steps (dst, op, a, b) for one of OSVIK's sequences, and the names of its four
    outputs: copies become renamings, a register written while another name still holds its value
    is first copied to a fresh one (m1, m2, ...)."""
    where = {"a": "x0", "b": "x1", "c": "x2", "d": "x3"}
    steps, fresh = [], [0]

    def new():
        fresh[0] += 1
        return "m%d" % fresh[0]

    def own(x):   # x's register, copied first when another name shares it
        r = where[x]
        if any(y != x and where[y] == r for y in where):
            n = new()
            steps.append((n, "=", r, None))
            where[x] = r = n
        return r
    for op in seq.split():
        m = re.match(r"([abcdt])(\^|&|\|)?=(~?)([abcdt])$", op)
        x, bop, neg, y = m.groups()
        if bop:
            r = own(x)
            steps.append((r, bop, r, where[y]))
        elif neg:
            if x != y:
                where[x] = where[y]
            r = own(x)
            steps.append((r, "~", r, None))
        else:
            where[x] = where[y]
    return steps, [where[k] for k in "abcd"]


def serpent_sbox_steps(i):
    steps, outs = osvik_steps(OSVIK[i])
    check_circuit(steps, SERPENT_SBOX[i], outs)
    return steps, outs


def serpent_node(p, i, name=None):
    steps, outs = serpent_sbox_steps(i)
    local = sorted({d for d, _, _, _ in steps if d.startswith("m")}, key=lambda v: int(v[1:]))
    p.node(name or "sbox%d" % i, ["x0", "x1", "x2", "x3"], outs, local, two_operand(steps))


def serpent_unrolled(flat):
    """Serpent fully unrolled (for ref/unrolled/serpent.c: gen.py serpent --c)."""
    p = Prog(flat)
    for i in range(8):
        serpent_node(p, i)
    X = []
    for i in range(128):
        v = p.var("s")
        p.line("%s = *(uint64 *) (st + %d)" % (v, 8 * i))
        X.append(v)
    for r in range(32):
        for i in range(128):
            p.line("%s ^= *(uint64 *) (rk + %d)" % (X[i], 8 * (128 * r + i)))
        for j in range(32):
            col = [X[j], X[32 + j], X[64 + j], X[96 + j]]
            p.call("sbox%d" % (r % 8), col, col)
        if r == 31:
            break
        # the linear transformation: rotations are renamings, shifts renamings with zeros
        w = [X[32 * k:32 * k + 32] for k in range(4)]

        def rot(v, n):
            return [v[(j - n) % 32] for j in range(32)]

        def xor_into(dst, src, shift=0):
            for j in range(shift, 32):
                p.line("%s ^= %s" % (dst[j], src[j - shift]))
        w[0] = rot(w[0], 13)
        w[2] = rot(w[2], 3)
        xor_into(w[1], w[0])
        xor_into(w[1], w[2])
        xor_into(w[3], w[2])
        xor_into(w[3], w[0], 3)
        w[1] = rot(w[1], 1)
        w[3] = rot(w[3], 7)
        xor_into(w[0], w[1])
        xor_into(w[0], w[3])
        xor_into(w[2], w[3])
        xor_into(w[2], w[1], 7)
        w[0] = rot(w[0], 5)
        w[2] = rot(w[2], 22)
        X = w[0] + w[1] + w[2] + w[3]
    for i in range(128):
        p.line("%s ^= *(uint64 *) (rk + %d)" % (X[i], 8 * (128 * 32 + i)))
    for i in range(128):
        p.line("*(uint64 *) (st + %d) = %s" % (8 * i, X[i]))
    return p.text(["Serpent encryption, bitsliced over 64 blocks, fully unrolled (bench/sched/gen.py serpent-unrolled)",
                   "void serpent_bs(uint64_t st[128], const uint64_t rk[33 * 128]): st[32*w+j] is bit j",
                   "of word X_w of every block; rk the 33 round keys bitsliced the same way.",
                   "S-boxes: Osvik's instruction sequences (gen.py OSVIK)."],
                  ["st", "rk"], "serpent_bs")


def serpent_r8(flat):
    """Serpent with a rolled round loop: four iterations of eight rounds (S-box i in round i of
    the body).  The state stays in st: word w's bit j at slot (j + o[w]) mod 32, the offsets o
    known to the generator, so the linear transformation's rotations cost nothing (they change
    o) and its xors are done in place.  A round: per column j, its four words loaded, the round
    key added, the S-box node, the four words stored; then the linear transformation.  After eight
    rounds the offsets are not 0 (X_1 moves one place a round): the loop's back edge rotates each
    word's 32 slots in place (cycles through one register), and the end does so while adding the
    last key."""
    p = Prog(flat)
    for i in range(8):
        serpent_node(p, i)
    cols = [[p.var("c") for _ in range(4)] for _ in range(32)]
    tmp = [p.var("u") for _ in range(4)]
    p.declare("n")
    o = [0, 0, 0, 0]

    def slot(w, j):
        return 8 * (32 * w + (j + o[w]) % 32)

    def ld(v, w, j):
        p.line("%s = *(uint64 *) (st + %d)" % (v, slot(w, j)))

    def st(v, w, j):
        p.line("*(uint64 *) (st + %d) = %s" % (slot(w, j), v))

    def sbox_layer(i):
        for j in range(32):
            col = cols[j]
            for w in range(4):
                ld(col[w], w, j)
                p.line("%s ^= *(uint64 *) (rk + %d)" % (col[w], 8 * (128 * i + 32 * w + j)))
            p.call("sbox%d" % i, col, col)
            for w in range(4):
                st(col[w], w, j)

    def rot(w, n):     # X_w <<<= n: logical bit j is the old bit j - n
        o[w] = (o[w] - n) % 32

    def xor_step(dst, a, b, bshift):   # X_dst[j] ^= X_a[j] ^ X_b[j - bshift] (0 below bshift)
        for j in range(32):
            v = tmp[j % 4]
            ld(v, dst, j)
            p.line("%s ^= *(uint64 *) (st + %d)" % (v, slot(a, j)))
            if j >= bshift:
                p.line("%s ^= *(uint64 *) (st + %d)" % (v, slot(b, j - bshift)))
            st(v, dst, j)

    def lt():
        rot(0, 13)
        rot(2, 3)
        xor_step(1, 0, 2, 0)
        xor_step(3, 2, 0, 3)
        rot(1, 1)
        rot(3, 7)
        xor_step(0, 1, 3, 0)
        xor_step(2, 3, 1, 7)
        rot(0, 5)
        rot(2, 22)

    def settle(key):   # rotate each word's slots in place so that o is 0 (adding key: a byte offset in rk)
        for w in range(4):
            k = o[w]
            if k == 0 and key is None:
                continue
            g = 32 if k == 0 else __import__("math").gcd(32, k)
            n = 0
            for start in range(g):
                first = tmp[0]   # held to the cycle's end; the others take turns
                p.line("%s = *(uint64 *) (st + %d)" % (first, 8 * (32 * w + start)))
                cur = start
                while True:
                    nxt = (cur + k) % 32
                    if nxt == start:
                        v = first
                    else:
                        n += 1
                        v = tmp[1 + n % 3]
                        p.line("%s = *(uint64 *) (st + %d)" % (v, 8 * (32 * w + nxt)))
                    if key is not None:
                        p.line("%s ^= *(uint64 *) (rk + %d)" % (v, key + 8 * (32 * w + cur)))
                    p.line("*(uint64 *) (st + %d) = %s" % (8 * (32 * w + cur), v))
                    cur = nxt
                    if cur == start:
                        break
                n += 1
            o[w] = 0

    p.line("n = 4")
    p.line("top:")
    for i in range(8):
        sbox_layer(i)
        if i < 7:
            lt()
    p.line("n -= 1")
    p.line("=? n - 0")
    p.line("goto done if =")
    saved = list(o)
    lt()
    settle(None)
    p.line("rk += %d" % (8 * 128 * 8))
    p.line("goto top")
    p.line("done:")
    o[:] = saved
    settle(8 * 128 * 8)
    return p.text(["Serpent encryption, bitsliced over 64 blocks, the rounds rolled (bench/sched/gen.py serpent-r8):",
                   "four iterations of eight rounds.  void serpent_bs(uint64_t st[128], const uint64_t rk[33 * 128]):",
                   "st[32*w+j] is bit j of word X_w of every block; rk the 33 round keys bitsliced the same way.",
                   "S-boxes: Osvik's instruction sequences (gen.py OSVIK) as nodes."],
                  ["st", "rk"], "serpent_bs")


SERPENT_GROUP = 4   # columns per iteration of serpent.q's column loops


def serpent(flat):
    """Serpent as a loop over the 32 rounds, the code small enough for the instruction caches: a
    round picks its S-box (s, 0-7: a chain of compares), runs that S-box's column loop (per
    iteration SERPENT_GROUP columns: their words loaded, the round key added, the S-box node, the
    words stored), then the linear transformation in place on st, each word's rotation done while
    it is written (pass_), so that every round starts from the same layout.  The last round adds
    the last key instead."""
    p = Prog(flat)
    for i in range(8):
        serpent_node(p, i)
    G = SERPENT_GROUP
    cols = [[p.var("c") for _ in range(4)] for _ in range(G)]
    tmp = [p.var("u") for _ in range(4)]
    for v in ("n", "s", "col", "key", "end"):
        p.declare(v)
    o = [0, 0, 0, 0]

    def slot(w, j):
        return 8 * (32 * w + (j + o[w]) % 32)

    def rot(w, n):
        o[w] = (o[w] - n) % 32

    def pass_(dst, k, terms):
        """X_dst <- (X_dst ^ the terms) <<< k, written back at offset 0: new slot j takes logical
        bit j - k, whose own old value lies in slot j - k + o[dst]; in place, along the cycles of
        that slot map (one register holds a cycle's first value).  terms: (word, shift), X_word's
        bit i - shift, or nothing when i < shift."""
        d = (o[dst] - k) % 32
        n = 0
        for start in range(__import__("math").gcd(32, d) if d else 32):
            first = tmp[0]
            p.line("%s = *(uint64 *) (st + %d)" % (first, 8 * (32 * dst + start)))
            cur = start
            while True:
                src = (cur + d) % 32
                if src == start:
                    v = first
                else:
                    n += 1
                    v = tmp[1 + n % 3]
                    p.line("%s = *(uint64 *) (st + %d)" % (v, 8 * (32 * dst + src)))
                i = (cur - k) % 32
                for w, sh in terms:
                    if i >= sh:
                        p.line("%s ^= *(uint64 *) (st + %d)" % (v, slot(w, i - sh)))
                p.line("*(uint64 *) (st + %d) = %s" % (8 * (32 * dst + cur), v))
                cur = src
                if cur == start:
                    break
        o[dst] = 0

    p.line("n = 32")
    p.line("s = 0")
    p.line("top:")
    p.line("col = st")
    p.line("key = rk")
    p.line("end = st")
    p.line("end += 256")
    for i in range(7):
        p.line("=? s - %d" % i)
        p.line("goto sbox%d_layer if =" % i)
    p.line("goto sbox7_layer")
    for i in range(8):
        p.line("sbox%d_layer:" % i)
        for g in range(G):
            for w in range(4):
                p.line("%s = *(uint64 *) (col + %d)" % (cols[g][w], 8 * (32 * w + g)))
                p.line("%s ^= *(uint64 *) (key + %d)" % (cols[g][w], 8 * (32 * w + g)))
            p.call("sbox%d" % i, cols[g], cols[g])
            for w in range(4):
                p.line("*(uint64 *) (col + %d) = %s" % (8 * (32 * w + g), cols[g][w]))
        p.line("col += %d" % (8 * G))
        p.line("key += %d" % (8 * G))
        p.line("=? col - end")
        p.line("goto sbox%d_layer if !=" % i)
        if i < 7:
            p.line("goto layer_done")
    p.line("layer_done:")
    p.line("rk += %d" % (8 * 128))
    p.line("n -= 1")
    p.line("=? n - 0")
    p.line("goto done if =")
    # the linear transformation, each word's rotation done as it is written (offsets back to 0)
    rot(0, 13)
    rot(2, 3)
    pass_(1, 1, [(0, 0), (2, 0)])   # X1 = (X1 ^ X0 ^ X2) <<< 1
    pass_(3, 7, [(2, 0), (0, 3)])   # X3 = (X3 ^ X2 ^ X0 << 3) <<< 7
    pass_(0, 5, [(1, 0), (3, 0)])   # X0 = (X0 ^ X1 ^ X3) <<< 5
    pass_(2, 22, [(3, 0), (1, 7)])  # X2 = (X2 ^ X3 ^ X1 << 7) <<< 22
    p.line("s += 1")
    p.line("s &= 7")
    p.line("goto top")
    p.line("done:")
    for i in range(128):
        v = tmp[i % 4]
        p.line("%s = *(uint64 *) (st + %d)" % (v, 8 * i))
        p.line("%s ^= *(uint64 *) (rk + %d)" % (v, 8 * i))
        p.line("*(uint64 *) (st + %d) = %s" % (8 * i, v))
    return p.text(["Serpent encryption, bitsliced over 64 blocks (bench/sched/gen.py serpent): a loop over the 32",
                   "rounds, each S-box layer a loop over the columns, %d a time." % G,
                   "void serpent_bs(uint64_t st[128], const uint64_t rk[33 * 128]): st[32*w+j] is bit j",
                   "of word X_w of every block; rk the 33 round keys bitsliced the same way.",
                   "S-boxes: Osvik's instruction sequences (gen.py OSVIK) as nodes."],
                  ["st", "rk"], "serpent_bs")


def serpent_c_sboxes():
    """The same S-box circuits as C functions, for bench/sched/ref/serpent.c."""
    out = ["/* bench/sched/ref/serpent_sboxes.h -- generated by bench/sched/gen.py serpent-c: Serpent's",
           " * S-boxes as Osvik's instruction sequences (gen.py OSVIK), the same as serpent.q's nodes. */"]
    for i in range(8):
        out.append("static inline void serpent_sbox%d(uint64_t x0, uint64_t x1, uint64_t x2, uint64_t x3,"
                   " uint64_t *o)" % i)
        out.append("{")
        declared = set()
        steps, outs = serpent_sbox_steps(i)
        for d, op, a, b in steps:
            expr = {"&": "%s & %s" % (a, b), "^": "%s ^ %s" % (a, b), "|": "%s | %s" % (a, b), "=": a,
                    "~": "~%s" % a, "=0": "0"}[op]
            if d in declared or d.startswith("x"):
                out.append("	%s = %s;" % (d, expr))
            else:
                declared.add(d)
                out.append("	uint64_t %s = %s;" % (d, expr))
        out.append("	o[0] = %s, o[1] = %s, o[2] = %s, o[3] = %s;" % tuple(outs))
        out.append("}")
    return "\n".join(out) + "\n"


# ---- ACE (Aagaard, AlTawy, Gong, Mandal, Rohit; NIST LWC round 2), m-sliced ---------------------
# void ace_permutation(uint32_t st[10]): st[2w] and st[2w+1] the high and low halves of word w of
# A..E.  Per step: the simeck box SB-64 (eight Simeck rounds, f the node) on A, C and E, the
# step constants added to B, D, E, and (A, B, C, D, E) <- (D, C, A, E, B) as a renaming.
ACE_CONSTANTS = [
    (0x07, 0x53, 0x43, 0x50, 0x28, 0x14), (0x0a, 0x5d, 0xe4, 0x5c, 0xae, 0x57), (0x9b, 0x49, 0x5e, 0x91, 0x48, 0x24),
    (0xe0, 0x7f, 0xcc, 0x8d, 0xc6, 0x63), (0xd1, 0xbe, 0x32, 0x53, 0xa9, 0x54), (0x1a, 0x1d, 0x4e, 0x60, 0x30, 0x18),
    (0x22, 0x28, 0x75, 0x68, 0x34, 0x9a), (0xf7, 0x6c, 0x25, 0xe1, 0x70, 0x38), (0x62, 0x82, 0xfd, 0xf6, 0x7b, 0xbd),
    (0x96, 0x47, 0xf9, 0x9d, 0xce, 0x67), (0x71, 0x6b, 0x76, 0x40, 0x20, 0x10), (0xaa, 0x88, 0xa0, 0x4f, 0x27, 0x13),
    (0x2b, 0xdc, 0xb0, 0xbe, 0x5f, 0x2f), (0xe9, 0x8b, 0x09, 0x5b, 0xad, 0xd6), (0xcf, 0x59, 0x1e, 0xe9, 0x74, 0xba),
    (0xb7, 0xc6, 0xad, 0x7f, 0x3f, 0x1f),
]


def s32(v):
    """a 32-bit constant as the signed number the (uint32) forms take"""
    return v - (1 << 32) if v >= 1 << 31 else v


def ace(flat):
    p = Prog(flat)
    p.node("f", ["x"], ["y"], ["t"], ["y = x", "(uint32) y <<<= 5", "y &= x",
                                      "t = x", "(uint32) t <<<= 1", "y ^= t"])
    w = []
    for i in range(10):
        v = p.var("w")
        p.line("%s = *(uint32 *) (st + %d)" % (v, 4 * i))
        w.append(v)
    # words as [hi, lo]
    A, B, C, D, E = [w[2 * i:2 * i + 2] for i in range(5)]
    for rc0, rc1, rc2, sc0, sc1, sc2 in ACE_CONSTANTS:
        boxes = [(A, rc0), (C, rc1), (E, rc2)]
        # the three boxes round by round, in Usuba's order: one box after the other
        for word, rc in boxes:
            x, y = word
            for j in range(8):
                t = p.var("t")
                p.call("f", [t], [x])
                p.line("%s ^= %s" % (y, t))
                p.line("(uint32) %s ^= %d" % (y, s32(0xfffffffe | ((rc >> j) & 1))))
                x, y = y, x
            word[0], word[1] = x, y
        for dst, src, sc in ((B, C, sc0), (D, E, sc1), (E, A, sc2)):
            p.line("%s ^= %s" % (dst[0], src[0]))
            p.line("(uint32) %s ^= -1" % dst[0])
            p.line("%s ^= %s" % (dst[1], src[1]))
            p.line("(uint32) %s ^= %d" % (dst[1], s32(0xffffff00 | sc)))
        A, B, C, D, E = D, C, A, E, B
    for i, v in enumerate(A + B + C + D + E):
        p.line("*(uint32 *) (st + %d) = %s" % (4 * i, v))
    return p.text(["The ACE permutation (NIST LWC round 2), m-sliced on 64-bit registers (bench/sched/gen.py ace)",
                   "void ace_permutation(uint32_t st[10]): st[2w], st[2w+1] the high and low halves of word w."],
                  ["st"], "ace_permutation")


# ---- Clyde-128 (Spook, NIST LWC round 2), m-sliced ---------------------------------------------
# void clyde128_encrypt(uint32_t st[4], const uint32_t kt[8]): the block's four words, kt the key's
# and the tweak's.  Six steps of two rounds (S-box layer, two L-boxes, round constant), the
# tweakey added after each step.
CLYDE_LBOX = [
    "t1 = x", "(uint32) t1 >>>= 12", "a = x", "a ^= t1",
    "t2 = y", "(uint32) t2 >>>= 12", "b = y", "b ^= t2",
    "t3 = a", "(uint32) t3 >>>= 3", "a ^= t3",
    "t4 = b", "(uint32) t4 >>>= 3", "b ^= t4",
    "t5 = x", "(uint32) t5 >>>= 17", "a ^= t5",
    "t6 = y", "(uint32) t6 >>>= 17", "b ^= t6",
    "t7 = a", "(uint32) t7 >>>= 31", "c = a", "c ^= t7",
    "t8 = b", "(uint32) t8 >>>= 31", "d = b", "d ^= t8",
    "t9 = d", "(uint32) t9 >>>= 26", "a ^= t9",
    "t10 = c", "(uint32) t10 >>>= 25", "b ^= t10",
    "t11 = c", "(uint32) t11 >>>= 15", "a ^= t11",
    "t12 = d", "(uint32) t12 >>>= 15", "b ^= t12",
]
CLYDE_SBOX = [
    "y1 = x0", "y1 &= x1", "y1 ^= x2",
    "y0 = x3", "y0 &= x0", "y0 ^= x1",
    "y3 = y1", "y3 &= x3", "y3 ^= x0",
    "y2 = y0", "y2 &= y1", "y2 ^= x3",
]


def clyde(flat):
    p = Prog(flat)
    p.node("sbox", ["x0", "x1", "x2", "x3"], ["y0", "y1", "y2", "y3"], [], CLYDE_SBOX)
    p.node("lbox", ["x", "y"], ["a", "b"], ["c", "d"] + ["t%d" % i for i in range(1, 13)], CLYDE_LBOX)
    k = [p.var("k") for _ in range(4)]
    t = [p.var("t") for _ in range(4)]
    for i in range(4):
        p.line("%s = *(uint32 *) (kt + %d)" % (k[i], 4 * i))
        p.line("%s = *(uint32 *) (kt + %d)" % (t[i], 16 + 4 * i))
    t02, t13 = p.var("u"), p.var("u")
    p.line("%s = %s" % (t02, t[0]))
    p.line("%s ^= %s" % (t02, t[2]))
    p.line("%s = %s" % (t13, t[1]))
    p.line("%s ^= %s" % (t13, t[3]))
    tk = []
    for parts in ((t[0], t[1], t[2], t[3]), (t02, t13, t[0], t[1]), (t[2], t[3], t02, t13)):
        words = []
        for i in range(4):
            v = p.var("tk")
            p.line("%s = %s" % (v, k[i]))
            p.line("%s ^= %s" % (v, parts[i]))
            words.append(v)
        tk.append(words)
    x = []
    for i in range(4):
        v = p.var("x")
        p.line("%s = *(uint32 *) (st + %d)" % (v, 4 * i))
        p.line("%s ^= %s" % (v, tk[0][i]))
        x.append(v)
    lfsr = 8
    for s in range(6):
        for r in range(2):
            y = [p.var("x") for _ in range(4)]
            p.call("sbox", y, x)
            x = [p.var("x") for _ in range(4)]
            p.call("lbox", x[0:2], y[0:2])
            p.call("lbox", x[2:4], y[2:4])
            for w in range(4):
                if (lfsr >> (3 - w)) & 1:
                    p.line("%s ^= 1" % x[w])
            b = lfsr & 1
            lfsr = ((lfsr ^ (b << 3)) | (b << 4)) >> 1
        for w in range(4):
            p.line("%s ^= %s" % (x[w], tk[(s + 1) % 3][w]))
    for i in range(4):
        p.line("*(uint32 *) (st + %d) = %s" % (4 * i, x[i]))
    return p.text(["Clyde-128 encryption (Spook, NIST LWC round 2), m-sliced on 64-bit registers (bench/sched/gen.py clyde)",
                   "void clyde128_encrypt(uint32_t st[4], const uint32_t kt[8]): kt the key's words, then the tweak's."],
                  ["st", "kt"], "clyde128_encrypt")


def to_c(q, fname):
    """The flat .q program q as C (Usuba's output style: one statement a line, every value a local
    variable), as void FNAME_unrolled_SUFFIX(unsigned char *A, const unsigned char *B)."""
    lines = q.split("\n")
    decls = [l.split()[1] for l in lines if l.startswith("int64 ")]
    inputs = [l.split()[1] for l in lines if l.startswith("input ")]
    body = lines[lines.index("enter " + fname) + 1:lines.index("leave")]
    mem = re.compile(r"\*\((uint64|uint32) \*\) \((\w+) \+ (\d+)\)")

    def memref(m):
        return "*(%s_t *)(void *)(%s + %s)" % (m.group(1), m.group(2), m.group(3))
    out = ["/* generated by bench/sched/gen.py KERNEL --c from the flat .q: the kernel as Usuba writes C */",
           "#include <stdint.h>", "#include \"ref.h\"", "",
           "void REF(%s_unrolled)(unsigned char *%s, const unsigned char *%s)" %
           (fname, inputs[0], inputs[1] if len(inputs) > 1 else "unused"), "{"]
    if len(inputs) < 2:
        out.append("\t(void)unused;")
    out += ["\tuint64_t %s;" % d for d in decls if d not in inputs]
    for l in body:
        l = mem.sub(memref, l)
        m = re.match(r"\(uint32\) (\w+) \^= (-?\d+)$", l)
        if m:
            out.append("\t%s ^= (uint32_t)%s;" % (m.group(1), m.group(2)))
            continue
        m = re.match(r"\(uint32\) (\w+) ([-+])= (.*)$", l)
        if m:
            out.append("\t%s = (uint32_t)(%s %s %s);" % (m.group(1), m.group(1), m.group(2), m.group(3)))
            continue
        m = re.match(r"\(uint32\) (\w+) <<<= (\d+)$", l)
        if m:
            v, n = m.group(1), int(m.group(2))
            out.append("\t%s = (uint32_t)((%s << %d) | ((uint32_t)%s >> %d));" % (v, v, n, v, 32 - n))
            continue
        m = re.match(r"\(uint32\) (\w+) >>>= (\d+)$", l)
        if m:
            v, n = m.group(1), int(m.group(2))
            out.append("\t%s = (uint32_t)(((uint32_t)%s >> %d) | (%s << %d));" % (v, v, n, v, 32 - n))
            continue
        m = re.match(r"(\w+) <<<= (\d+)$", l)
        if m:
            v, n = m.group(1), int(m.group(2))
            out.append("\t%s = (%s << %d) | (%s >> %d);" % (v, v, n, v, 64 - n))
            continue
        out.append("\t" + l.replace("const ", "") + ";")
    out.append("}")
    return "\n".join(out) + "\n"


KERNELS = {"rectangle": rectangle, "rectangle-mem": rectangle_mem, "chacha20": chacha20, "serpent": serpent, "serpent-r8": serpent_r8, "serpent-unrolled": serpent_unrolled,
           "serpent-c": lambda flat: serpent_c_sboxes(), "ace": ace, "clyde": clyde}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in KERNELS:
        sys.exit("usage: gen.py %s [--flat | --c]" % "|".join(KERNELS))
    if "--c" in sys.argv[2:]:
        q = KERNELS["serpent-unrolled" if sys.argv[1] == "serpent" else sys.argv[1]](True)
        sys.stdout.write(to_c(q, re.search(r"^enter (\w+)$", q, re.M).group(1)))
    else:
        sys.stdout.write(KERNELS[sys.argv[1]]("--flat" in sys.argv[2:]))
