#!/usr/bin/env python3
"""bench/aesvar/variants.py AES.s OUTDIR -- variants of the x86-64 code `kiln -S` makes for
clients/kernels/src/aes128ctr.q, to learn what its pair block's time goes to (docs/measuring.md,
AES-128-CTR).  Every variant keeps each instruction's bytes and the block's length, so the branches
stay valid; each is written as OUTDIR/NAME.s with the function renamed NAME:

  source    the code as kiln made it
  nostore   the allocator's spill stores of 32-bit columns replaced by NOPs of the same length
            (their reloads then read stale columns: wrong output, same table indices' range)
  noreload  those reloads replaced by `mov r32, r32` and NOPs (no load; wrong output)
  neither   both
  height    the block reordered by a list schedule (four ALUs, three memory operations and six
            instructions a cycle) on the longest true-dependence path to the block's end, the
            registers as allocated: the same results (main.c checks them)

Spills of a pointer (a slot whose reload is used as an address) are left alone in every variant."""
import os
import re
import sys

NOP = {1: [0x90], 2: [0x66, 0x90], 3: [0x0F, 0x1F, 0x00], 4: [0x0F, 0x1F, 0x40, 0x00],
       5: [0x0F, 0x1F, 0x44, 0x00, 0x00], 6: [0x66, 0x0F, 0x1F, 0x44, 0x00, 0x00],
       7: [0x0F, 0x1F, 0x80, 0, 0, 0, 0], 8: [0x0F, 0x1F, 0x84, 0, 0, 0, 0, 0]}
RSP = "4"  # kiln's r4 is the stack pointer on x86-64


def nops(n):
    out = []
    while n > 0:
        out += NOP[min(n, 8)]
        n -= min(n, 8)
    return out


def byte_line(bs):
    return "\t.byte " + ",".join("0x%02x" % b for b in bs)


class Insn:
    """One instruction of the block: the comment lines before it, its record, its .byte lines."""

    def __init__(self, pre, rec, lines):
        self.pre, self.rec, self.lines = pre, rec, lines
        op = rec.split()[0]
        body = rec[len(op):].split("(")[0]
        regs = re.findall(r"\br(\d+)\b", body)
        self.store = op.startswith("st")
        self.load = op.startswith("ld") or "[" in body
        self.writes = set() if self.store else {regs[0]}
        self.reads = set(regs) if self.store else set(regs[1:])
        m = re.match(r"\w+ r\d+, r%s, (\d+)$" % RSP, rec.split("(")[0].strip()) or \
            re.search(r"\[r%s \+ (\d+)\]" % RSP, body)
        self.slot = int(m.group(1)) if m and (self.load or self.store) else None
        self.alu = not (op.startswith("ld") or self.store)
        # latency to a reader of the result: a load 4 cycles, 5 with an index; an ALU operation 1
        # (a load-and-op's load does not wait for the register it combines with)
        self.lat = 1 if self.alu else (5 if "<<" in body else 4)


def parse(text):
    src = text.split("\n")
    start = next(i for i, l in enumerate(src) if l.startswith("/*   L") and "pair:" in src[i - 1]) + 1
    end = next(i for i, l in enumerate(src) if i > start and re.match(r"/\*   b\w+ r0, ", l))
    insns, pre, i = [], [], start
    # bytes before the first record belong to an instruction the label's record covers: they stay first
    while i < end and src[i].strip().startswith(".byte"):
        i += 1
    head = src[start:i]
    while i < end:
        if src[i].startswith("/*   "):
            rec, lines = src[i][5:-3].strip(), []
            i += 1
            while i < end and src[i].strip().startswith(".byte"):
                lines.append(src[i])
                i += 1
            insns.append(Insn(pre, rec, lines))
            pre = []
        else:
            pre.append(src[i])
            i += 1
    return src, start, end, head, insns, pre


def pointer_slots(insns):
    slots = set()
    for k, x in enumerate(insns):
        if "(reload)" in x.rec:
            r = next(iter(x.writes))
            for y in insns[k + 1:]:
                if r in y.reads:
                    if re.search(r"\w+ r\d+, r%s, -?\d+$" % r, y.rec.split("(")[0].strip()) and y.load or \
                            re.search(r"\[r%s \+" % r, y.rec):
                        slots.add(x.slot)
                    break
                if r in y.writes:
                    break
    return slots


def strip_spills(insns, ptr, stores, reloads):
    for x in insns:
        if x.slot in ptr or not x.lines:
            continue
        bs = [int(b, 16) for l in x.lines for b in l.strip()[6:].split(",")]
        if stores and "(spill)" in x.rec:
            x.lines = [byte_line(nops(len(bs)))]
        if reloads and "(reload)" in x.rec:
            r = int(next(iter(x.writes)))
            mov = [0x45 if r >= 8 else 0x40, 0x89, 0xC0 | (r & 7) << 3 | (r & 7)]
            x.lines = [byte_line(mov + nops(len(bs) - 3))]


def dependences(insns):
    n = len(insns)
    succ = [dict() for _ in range(n)]
    npred = [0] * n

    def dep(a, b, lat):
        if b not in succ[a]:
            npred[b] += 1
        succ[a][b] = max(succ[a].get(b, 0), lat)

    writer, readers, slot_st, slot_ld, mem_st, mem = {}, {}, {}, {}, None, []
    for k, x in enumerate(insns):
        for r in x.reads:
            if r in writer:
                dep(writer[r], k, insns[writer[r]].lat)
        for r in x.writes:
            if r in writer:
                dep(writer[r], k, 0)
            for j in readers.get(r, []):
                if j != k:
                    dep(j, k, 0)
        for r in x.reads:
            readers.setdefault(r, []).append(k)
        for r in x.writes:
            writer[r], readers[r] = k, []
        if x.slot is not None:
            if x.store:
                for j in slot_ld.get(x.slot, []) + ([slot_st[x.slot]] if x.slot in slot_st else []):
                    dep(j, k, 0)
                slot_st[x.slot], slot_ld[x.slot] = k, []
            elif x.slot in slot_st:
                dep(slot_st[x.slot], k, 1)
            if x.load:
                slot_ld.setdefault(x.slot, []).append(k)
        elif x.store:  # the output: after every other access outside the frame (out may be in)
            for j in mem:
                dep(j, k, 0)
            mem, mem_st = [k], k
        elif x.load:
            if mem_st is not None:
                dep(mem_st, k, 1)
            mem.append(k)
    return succ, npred


def height_order(insns):
    succ, npred = dependences(insns)
    n = len(insns)
    h = [0] * n
    for k in range(n - 1, -1, -1):
        h[k] = max([insns[k].lat] + [l + h[j] for j, l in succ[k].items() if l > 0])
    ready_at, ready, order, cycle = [0] * n, [k for k in range(n) if npred[k] == 0], [], 0
    while ready:
        alu = mem = width = 0
        for k in sorted((k for k in ready if ready_at[k] <= cycle), key=lambda k: (-h[k], k)):
            x = insns[k]
            if width == 6 or (x.alu and alu == 4) or ((x.load or x.store) and mem == 3):
                continue
            alu, mem, width = alu + x.alu, mem + (x.load or x.store), width + 1
            ready.remove(k)
            order.append(k)
            for j, l in succ[k].items():
                npred[j] -= 1
                ready_at[j] = max(ready_at[j], cycle + l)
                if npred[j] == 0:
                    ready.append(j)
        cycle += 1
    assert len(order) == n
    return [insns[k] for k in order]


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    text = open(sys.argv[1]).read()
    os.makedirs(sys.argv[2], exist_ok=True)
    for name in ("source", "nostore", "noreload", "neither", "height"):
        src, start, end, head, insns, tail = parse(text)
        ptr = pointer_slots(insns)
        if name != "source" and name != "height":
            strip_spills(insns, ptr, name in ("nostore", "neither"), name in ("noreload", "neither"))
        if name == "height":
            insns = height_order(insns)
        body = head + [l for x in insns for l in x.pre + ["/*   %s */" % x.rec] + x.lines] + tail
        out = "\n".join(src[:start] + body + src[end:]).replace("kl__aes128ctr_blocks", "aes_" + name)
        with open(os.path.join(sys.argv[2], name + ".s"), "w") as f:
            f.write(out)
        if name == "source":
            print("pair block: %d instructions; pointer slots %s; spill stores %d, reloads %d of columns" % (
                len(insns), sorted(ptr), sum("(spill)" in x.rec and x.slot not in ptr for x in insns),
                sum("(reload)" in x.rec and x.slot not in ptr for x in insns)))


main()
