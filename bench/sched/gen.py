#!/usr/bin/env python3
"""bench/sched/gen.py KERNEL [--flat] -- writes the kernel KERNEL (rectangle, serpent, chacha20,
ace, clyde) in kiln's language to standard output, fully unrolled as Usuba's compiler would: S-boxes,
quarter rounds and linear layers as nodes (NODES syntax, docs/language.md), or with --flat every
node written out in place (the same instructions in the same order, for a kiln without nodes).

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
        # written out in place: the node's variables renamed to fresh ones, inputs copied in,
        # outputs copied out (the copies are what a call means; kiln's copy propagation removes them)
        ren = {}
        for n in dict.fromkeys(inputs + outputs + local):
            ren[n] = self.var("n")
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
def rectangle(flat):
    p = Prog(flat)
    # the 12-instruction S-box (seed 000's Usuba node), in two-operand form
    p.node("sbox", ["a0", "a1", "a2", "a3"], ["b0", "b1", "b2", "b3"], ["t1", "t3", "t6", "t8"], [
        "t1 = a1", "t1 = ~t1",
        "b0 = a0", "b0 &= t1",
        "t3 = a2", "t3 ^= a3",
        "b0 ^= t3",
        "t6 = a3", "t6 |= t1",
        "t6 ^= a0",
        "b1 = a2", "b1 ^= t6",
        "t8 = a1", "t8 ^= a2",
        "t3 &= t6",
        "b3 = t8", "b3 ^= t3",
        "t8 |= b0",
        "b2 = t6", "b2 ^= t8",
    ])
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


KERNELS = {"rectangle": rectangle}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in KERNELS:
        sys.exit("usage: gen.py %s [--flat]" % "|".join(KERNELS))
    sys.stdout.write(KERNELS[sys.argv[1]]("--flat" in sys.argv[2:]))
