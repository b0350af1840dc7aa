#!/usr/bin/env python3
"""check.py -- compare kiln's RISC-V 64 encodings with GNU binutils.

Runs the enc program (under the emulator given), which prints each instance's bytes and the
instructions expected for it; assembles all expected text with riscv64-linux-gnu-as
(rv64gc, no compressed instructions, no relaxation) and compares byte for byte.  Every mismatch
is printed with the instance (op, registers, immediate), the expected text, both byte strings
and objdump's reading of kiln's bytes.

usage: check.py [--tool-prefix riscv64-linux-gnu-] -- <emulator and program ...>
"""
import os
import subprocess
import sys
import tempfile


def main():
    args = sys.argv[1:]
    prefix = "riscv64-linux-gnu-"
    if len(args) >= 2 and args[0] == "--tool-prefix":
        prefix = args[1]
        args = args[2:]
    if args and args[0] == "--":
        args = args[1:]
    if not args:
        print(__doc__)
        return 2
    run = subprocess.run([a for a in args if a], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    sys.stderr.write(run.stderr)
    failures = 0
    inst = []
    for line in run.stdout.splitlines():
        if line.startswith("#"):
            print("run-time check failed:", line[1:].strip())
            failures += 1
            continue
        desc, hexbytes, exp = line.split("\t")
        inst.append((desc, bytes.fromhex(hexbytes), [e for e in exp.split("; ") if e]))
    if run.returncode != 0 and failures == 0:
        print("enc exited with status %d" % run.returncode)
        return 1
    if not inst:
        print("no instances")
        return 1

    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "exp.s")
        obj = os.path.join(tmp, "exp.o")
        binf = os.path.join(tmp, "exp.bin")
        lineof = []  # assembler line -> instance
        with open(src, "w") as out:
            out.write("\t.option norvc\n\t.option norelax\n\t.text\n")
            lineof += [None] * 3
            for k, (desc, _, exp) in enumerate(inst):
                out.write("I%d:\n" % k)
                lineof.append(k)
                for e in exp:
                    out.write("\t%s\n" % e)
                    lineof.append(k)
            out.write("I%d:\n" % len(inst))
        r = subprocess.run([prefix + "as", "-march=rv64gc", "-o", obj, src], stderr=subprocess.PIPE, text=True)
        if r.returncode != 0:
            shown = 0
            for msg in r.stderr.splitlines():
                parts = msg.split(":")
                k = None
                if len(parts) > 2 and parts[1].isdigit() and int(parts[1]) - 1 < len(lineof):
                    k = lineof[int(parts[1]) - 1]
                print(msg + ("" if k is None else "   [instance: %s]" % inst[k][0]))
                shown += 1
                if shown > 50:
                    break
            print("FAIL: the expected text does not assemble")
            return 1
        subprocess.run([prefix + "objcopy", "-O", "binary", "-j", ".text", obj, binf], check=True)
        nm = subprocess.run([prefix + "nm", obj], stdout=subprocess.PIPE, text=True, check=True).stdout
        addr = {}
        for line in nm.splitlines():
            a, _, name = line.split()
            if name.startswith("I") and name[1:].isdigit():
                addr[int(name[1:])] = int(a, 16)
        with open(binf, "rb") as fh:
            image = fh.read()

    bad = []
    for k, (desc, got, exp) in enumerate(inst):
        want = image[addr[k]:addr[k + 1]]
        if want != got:
            bad.append((desc, exp, want, got))
    for desc, exp, want, got in bad[:200]:
        print("MISMATCH %s\n  expected: %s\n  as:   %s\n  kiln: %s" % (desc, "; ".join(exp), want.hex(), got.hex()))
        print("  kiln disassembled: %s" % disasm(prefix, got))
    if len(bad) > 200:
        print("... and %d more mismatches" % (len(bad) - 200))
    ninsn = sum(len(e) for _, _, e in inst)
    print("riscv64 encodings: %d instances (%d machine instructions) checked against GNU as, "
          "%d mismatches, %d run-time failures" % (len(inst), ninsn, len(bad), failures))
    return 1 if bad or failures else 0


def disasm(prefix, code):
    if not code:
        return "(nothing)"
    with tempfile.NamedTemporaryFile(suffix=".bin") as fh:
        fh.write(code)
        fh.flush()
        r = subprocess.run([prefix + "objdump", "-D", "-b", "binary", "-m", "riscv:rv64", "-M", "no-aliases",
                            fh.name], stdout=subprocess.PIPE, text=True)
    insns = []
    for line in r.stdout.splitlines():
        parts = line.split("\t")
        if len(parts) >= 3 and parts[0].strip().endswith(":"):
            insns.append(" ".join(p.strip() for p in parts[2:]))
    return "; ".join(insns)


if __name__ == "__main__":
    sys.exit(main())
