#!/usr/bin/env python3
"""bench/kernels/chain.py LISTING START END [FORWARD] -- the longest dependency chain of the x86-64
code between labels START and END of a `kiln --list` listing, in cycles, assuming enough
out-of-order window: 1 cycle for ALU operations, 4 for a load (5 with an index register), the
load's plus 1 for a load-and-op; a value stored to [rsp + d] and loaded again arrives FORWARD cycles
after it was stored (default 0: Zen 2 mirrors such stack operands, per Agner Fog's manual).  Branches are
skipped.  For docs/measuring.md: is a block bound by its chains or by its units?

    kiln -t x86_64 --list clients/kernels/src/aes128ctr.q > aes.lst
    python3 bench/kernels/chain.py aes.lst pair single 7"""
import re
import sys

R64 = {}
for r in "ax bx cx dx si di bp sp".split():
    R64["r" + r] = R64["e" + r] = "r" + r
R64.update({"al": "rax", "bl": "rbx", "cl": "rcx", "dl": "rdx", "sil": "rsi", "dil": "rdi", "bpl": "rbp"})
for i in range(8, 16):
    for suffix in ("", "d", "w", "b"):
        R64["r%d%s" % (i, suffix)] = "r%d" % i
READS_DST = {"xor", "add", "sub", "and", "or", "shr", "shl", "sar", "rol", "ror", "cmp", "test"}


def instructions(path, start, end):
    on = False
    for line in open(path):
        m = re.match(r"^ *\d+ \| ([A-Za-z_][A-Za-z0-9_]*):\s*$", line)
        if m:
            on = m.group(1) == start if not on else m.group(1) != end
            continue
        m = re.match(r"^ +[0-9a-f]+:  (?:[0-9a-f]{2} )+ +([^;]+?)\s*(;|$)", line)
        if on and m:
            yield m.group(1)


def chain(insns, forward):
    ready, slot, longest, n = {}, {}, 0, 0
    for text in insns:
        op, _, rest = text.partition(" ")
        if op.startswith("j") or op in ("ret", "call"):
            continue
        n += 1
        mem = re.search(r"\[([^\]]*)\]", rest)
        ops = [o.strip() for o in re.sub(r"\[[^\]]*\]", "MEM", rest).split(",")]
        base = [R64[r] for r in re.findall(r"[a-z][a-z0-9]*", mem.group(1)) if r in R64] if mem else []
        stack = base == ["rsp"]
        disp = mem.group(1) if mem else None
        if "MEM" in ops[0]:  # a store
            if stack and op == "mov" and ops[1] in R64:
                slot[disp] = ready.get(R64[ops[1]], 0) + forward
            continue
        dst = R64.get(ops[0].split()[-1])
        srcs = [dst] if op in READS_DST else []
        srcs += [R64[o] for o in ops[1:] if o in R64]
        t = max([ready.get(s, 0) for s in srcs] + [0])
        if mem:
            if stack:
                t = max(t, slot.get(disp, 0))
            else:
                t = max(t, max([ready.get(r, 0) for r in base] + [0]) + (5 if len(base) > 1 else 4))
            done = t + (0 if op in ("mov", "movzx") else 1)
        else:
            done = t + 1
        if dst:
            ready[dst] = done
        longest = max(longest, done)
    return n, longest


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    fwd = int(sys.argv[4]) if len(sys.argv) > 4 else 0
    n, c = chain(instructions(sys.argv[1], sys.argv[2], sys.argv[3]), fwd)
    print("%d instructions, longest chain %d cycles (stack forwarding %d cycles)" % (n, c, fwd))
