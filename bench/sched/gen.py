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


def anf_circuit(table):
    """A circuit of and/xor/not for a 4-bit S-box from its algebraic normal form: each product of
    inputs is computed once (from a smaller one) and each output is the xor of its monomials.
    Returns three-address steps (dst, op, a, b) over x0..x3 (inputs), m* (products), y0..y3."""
    steps = []
    anf = []
    for bit in range(4):
        f = [(table[i] >> bit) & 1 for i in range(16)]
        for k in range(4):        # Moebius transform: truth table -> ANF coefficients
            for i in range(16):
                if i & (1 << k):
                    f[i] ^= f[i ^ (1 << k)]
        anf.append(f)
    name = {1: "x0", 2: "x1", 4: "x2", 8: "x3"}
    for mono in sorted(range(16), key=lambda m: (bin(m).count("1"), m)):
        if bin(mono).count("1") < 2 or not any(anf[b][mono] for b in range(4)):
            continue
        low = mono & -mono
        rest = mono ^ low
        if rest not in name:        # build the smaller product first
            for m2 in sorted([m for m in range(16) if m & rest == m and bin(m).count("1") >= 2],
                             key=lambda m: bin(m).count("1")):
                if m2 not in name:
                    lo2 = m2 & -m2
                    name[m2] = "m%d" % m2
                    steps.append((name[m2], "&", name[lo2], name[m2 ^ lo2]))
        name[mono] = "m%d" % mono
        steps.append((name[mono], "&", name[low], name[rest]))
    for bit in range(4):
        terms = [name[m] for m in range(1, 16) if anf[bit][m]]
        y = "y%d" % bit
        if not terms:
            steps.append((y, "=0", None, None))
            continue
        steps.append((y, "=", terms[0], None))
        for t in terms[1:]:
            steps.append((y, "^", y, t))
        if anf[bit][0]:
            steps.append((y, "~", y, None))
    return steps


def check_circuit(steps, table):
    for x in range(16):
        v = {"x%d" % k: (x >> k) & 1 for k in range(4)}
        for d, op, a, b in steps:
            v[d] = {"&": lambda: v[a] & v[b], "^": lambda: v[a] ^ v[b], "=": lambda: v[a],
                    "~": lambda: 1 ^ v[a], "=0": lambda: 0}[op]()
        got = sum(v["y%d" % k] << k for k in range(4))
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


def serpent_sbox_steps(i):
    steps = anf_circuit(SERPENT_SBOX[i])
    check_circuit(steps, SERPENT_SBOX[i])
    return steps


def serpent(flat):
    p = Prog(flat)
    for i in range(8):
        steps = serpent_sbox_steps(i)
        local = sorted({d for d, _, _, _ in steps if d.startswith("m")})
        # inputs x0..x3 are read until the end, so the outputs are separate variables
        p.node("sbox%d" % i, ["x0", "x1", "x2", "x3"], ["y0", "y1", "y2", "y3"], local, two_operand(steps))
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
    return p.text(["Serpent encryption, bitsliced over 64 blocks (bench/sched/gen.py serpent)",
                   "void serpent_bs(uint64_t st[128], const uint64_t rk[33 * 128]): st[32*w+j] is bit j",
                   "of word X_w of every block; rk the 33 round keys bitsliced the same way.",
                   "S-boxes: circuits from each S-box's algebraic normal form (gen.py anf_circuit)."],
                  ["st", "rk"], "serpent_bs")


def serpent_c_sboxes():
    """The same S-box circuits as C functions, for bench/sched/ref/serpent.c."""
    out = ["/* bench/sched/ref/serpent_sboxes.h -- generated by bench/sched/gen.py serpent-c: Serpent's",
           " * S-boxes as circuits from their algebraic normal form, the same as serpent.q's nodes. */"]
    for i in range(8):
        out.append("static inline void serpent_sbox%d(uint64_t x0, uint64_t x1, uint64_t x2, uint64_t x3,"
                   " uint64_t *o)" % i)
        out.append("{")
        declared = set()
        for d, op, a, b in serpent_sbox_steps(i):
            expr = {"&": "%s & %s" % (a, b), "^": "%s ^ %s" % (a, b), "=": a, "~": "~%s" % a, "=0": "0"}[op]
            if d in declared or d.startswith("x"):
                out.append("	%s = %s;" % (d, expr))
            else:
                declared.add(d)
                out.append("	uint64_t %s = %s;" % (d, expr))
        out.append("	o[0] = y0, o[1] = y1, o[2] = y2, o[3] = y3;")
        out.append("}")
    return "\n".join(out) + "\n"


KERNELS = {"rectangle": rectangle, "chacha20": chacha20, "serpent": serpent,
           "serpent-c": lambda flat: serpent_c_sboxes()}

if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] not in KERNELS:
        sys.exit("usage: gen.py %s [--flat]" % "|".join(KERNELS))
    sys.stdout.write(KERNELS[sys.argv[1]]("--flat" in sys.argv[2:]))
