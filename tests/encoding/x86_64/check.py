#!/usr/bin/env python3
"""check.py ENC OBJDUMP -- run the x86-64 encoding generator, disassemble its bytes with GNU
objdump and compare each instance with the instructions it expects.  Exit 1 on any mismatch."""
import re, subprocess, sys, tempfile, os

enc, objdump = sys.argv[1], sys.argv[2]
with tempfile.TemporaryDirectory() as d:
    blob, exp = os.path.join(d, "blob.bin"), os.path.join(d, "expect.txt")
    subprocess.run([enc, blob, exp], check=True)
    out = subprocess.run([objdump, "-D", "-b", "binary", "-m", "i386:x86-64", "-M", "intel", blob],
                         check=True, capture_output=True, text=True).stdout
    insns = {}  # offset -> text
    for line in out.splitlines():
        m = re.match(r"\s*([0-9a-f]+):\t([0-9a-f ]+)\t(.*)$", line)
        if m:
            insns[int(m.group(1), 16)] = " ".join(m.group(3).split())
        elif re.match(r"\s*[0-9a-f]+:\t[0-9a-f ]+$", line):
            pass  # continuation of a long instruction's bytes
    raw = open(blob, "rb").read()
    offsets = sorted(insns)
    bad = total = 0
    import bisect
    for line in open(exp):
        off, n, want = line.rstrip("\n").split(" ", 2)
        off, n = int(off), int(n)
        lo, hi = bisect.bisect_left(offsets, off), bisect.bisect_left(offsets, off + n)
        got = ";".join(insns[o] for o in offsets[lo:hi])
        total += 1
        if got != want or (hi < len(offsets) and offsets[lo] != off):
            bad += 1
            if bad <= 30:
                print(f"MISMATCH at {off}: expected [{want}]\n  objdump  [{got[:300]}]\n  bytes    {raw[off:off+n].hex(' ')}")
    print(f"x86-64 encodings: {total} instances checked against objdump, {bad} mismatches")
    print(f"{total - bad} passed, {bad} failed")
    sys.exit(1 if bad else 0)
