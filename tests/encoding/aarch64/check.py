#!/usr/bin/env python3
"""check.py -- compares kiln's AArch64 encodings with GNU as.

Runs the encodings program (under qemu when given), which prints one case per line:
    description \t expected assembler text ("; " between instructions) \t kiln's bytes in hex
assembles all the expected text with aarch64-linux-gnu-as, reads the words back with objdump,
and prints every case whose bytes differ (with kiln's bytes disassembled).  Exit status 1 on any
mismatch or assembler error.

usage: check.py [--as AS] [--objdump OBJDUMP] [--keep DIR] -- command...
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

WORD = re.compile(r"^\s*[0-9a-f]+:\s+([0-9a-f]{8})\s")
ASERR = re.compile(r"^[^:]*:(\d+): Error: (.*)$")


def assemble(asm, objdump, lines, tmp, name):
    """Assemble one instruction per line; returns (words, {line index: error})."""
    src = os.path.join(tmp, name + ".s")
    obj = os.path.join(tmp, name + ".o")
    errors = {}
    while True:
        with open(src, "w") as f:
            f.write("\t.text\n")  # line 1; instruction k is on line k + 2
            for k, line in enumerate(lines):
                f.write(("\t.inst 0xffffffff" if k in errors else "\t" + line) + "\n")
        r = subprocess.run([asm, "-o", obj, src], capture_output=True, text=True)
        new = {}
        for e in r.stderr.splitlines():
            m = ASERR.match(e)
            if m:
                new[int(m.group(1)) - 2] = m.group(2)
        if r.returncode == 0:
            break
        if not new:
            sys.exit("assembler failed:\n" + r.stderr)
        errors.update(new)
    out = subprocess.run([objdump, "-d", "-z", obj], capture_output=True, text=True, check=True).stdout
    words = [m.group(1) for m in map(WORD.match, out.splitlines()) if m]
    if len(words) != len(lines):
        sys.exit(f"objdump gave {len(words)} words for {len(lines)} instructions")
    return words, errors


def le(word):
    """objdump's word (big-endian digits) as little-endian bytes in hex."""
    return "".join(word[i : i + 2] for i in (6, 4, 2, 0))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--as", dest="asm", default="aarch64-linux-gnu-as")
    ap.add_argument("--objdump", default="aarch64-linux-gnu-objdump")
    ap.add_argument("--keep", help="keep the assembler files in this directory")
    ap.add_argument("command", nargs="+")
    a = ap.parse_args()

    run = subprocess.run(a.command, capture_output=True, text=True)
    sys.stderr.write(run.stderr)
    if run.returncode != 0:
        sys.exit(f"{a.command[-1]} exited with {run.returncode}")
    cases = []
    for line in run.stdout.splitlines():
        desc, text, got = line.split("\t")
        cases.append((desc, [s.strip() for s in text.split(";") if s.strip()], got))

    tmp = a.keep or tempfile.mkdtemp(prefix="kiln-a64-enc-")
    os.makedirs(tmp, exist_ok=True)
    lines = [s for _, stmts, _ in cases for s in stmts]
    words, errors = assemble(a.asm, a.objdump, lines, tmp, "expected")

    bad = []
    at = 0
    for desc, stmts, got in cases:
        n = len(stmts)
        want = "".join(le(w) for w in words[at : at + n])
        errs = [errors[k] for k in range(at, at + n) if k in errors]
        at += n
        if errs or got != want:
            bad.append((desc, stmts, got, want, errs))

    if bad:  # disassemble kiln's bytes of the failing cases
        kwords = []
        for _, _, got, _, _ in bad[:500]:
            if re.fullmatch(r"([0-9a-f]{8})*", got):
                kwords += [got[i : i + 8] for i in range(0, len(got), 8)]
        klines = [".inst 0x" + le(w) for w in kwords]
        dis = []
        if klines:
            src = os.path.join(tmp, "kiln.s")
            obj = os.path.join(tmp, "kiln.o")
            with open(src, "w") as f:
                f.write("\t.text\n" + "".join("\t" + l + "\n" for l in klines))
            subprocess.run([a.asm, "-o", obj, src], check=True)
            out = subprocess.run([a.objdump, "-d", "-z", obj], capture_output=True, text=True).stdout
            dis = [l.split("\t", 2)[-1].strip() for l in out.splitlines() if WORD.match(l)]
        k = 0
        for desc, stmts, got, want, errs in bad[:500]:
            n = len(got) // 8 if re.fullmatch(r"([0-9a-f]{8})*", got) else 0
            print(f"MISMATCH {desc}")
            print(f"  expected: {'; '.join(stmts)}")
            print(f"  expected bytes: {want}")
            print(f"  kiln bytes:     {got}")
            print(f"  kiln is:        {'; '.join(dis[k : k + n])}")
            for e in errs:
                print(f"  assembler: {e}")
            k += n
        if len(bad) > 500:
            print(f"... and {len(bad) - 500} more")

    print(f"aarch64 encodings: {len(cases)} cases ({len(lines)} instructions) checked against GNU as, "
          f"{len(bad)} mismatches")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
