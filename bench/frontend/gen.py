#!/usr/bin/env python3
"""bench/frontend/gen.py -- writes blocks.S: straight-line x86-64 functions blkN of N groups of six
instructions each (a load-and-xor, an add, a load, a shift, a movzx, a load: the kinds of AES's
pair block, with 32-bit displacements and immediates as kiln encodes them), on independent
one-cycle chains.  Four of the six use an ALU, so four ALUs allow six instructions a cycle: what
a block runs at, against its size, shows where the front end stops keeping up (the op cache's
capacity).  Then sblkN: the same sizes in short encodings (four register-register adds and xors of
3 bytes, two loads with an 8-bit displacement of 4 bytes), to tell the decoders' instruction
limit from their byte limit.  Each block is followed by its end label (blkN_end, sblkN_end), so
main.c knows its bytes.  Run by bench/frontend/run.sh."""
SIZES = [16, 64, 128, 256, 512, 1024, 2048]

out = [".intel_syntax noprefix", ".text"]
acc = ["r8", "r9", "r10", "r11", "rdx", "rcx", "rax", "rsi"]
for n in SIZES:
    out += [".globl blk%d" % n, ".p2align 6", "blk%d:" % n]
    out += ["push rbx", "push r12", "push r13", "push r14", "push r15"]
    for g in range(n):
        out.append("xor %s, qword ptr [rdi + 0x%x]" % (acc[(2 * g) % 8], 0x100 + 8 * (g % 64)))
        out.append("add %s, 0x11111" % acc[(2 * g + 1) % 8])
        out.append("mov r%d, qword ptr [rdi + 0x%x]" % (12 + g % 2, 0x800 + 8 * (g % 32)))
        out.append("shr %s, 1" % acc[(2 * g + 3) % 8])
        out.append("movzx ebx, r%db" % (14 + g % 2))
        out.append("mov r%d, qword ptr [rdi + 0x%x]" % (14 + g % 2, 0x1000 + 8 * (g % 32)))
    out += ["pop r15", "pop r14", "pop r13", "pop r12", "pop rbx", "ret", ".globl blk%d_end" % n, "blk%d_end:" % n]
for n in SIZES:
    out += [".globl sblk%d" % n, ".p2align 6", "sblk%d:" % n]
    out += ["push rbx", "push r12", "push r13", "push r14", "push r15"]
    for g in range(n):
        for i in range(4):
            a, b = acc[(4 * g + i) % 8], acc[(4 * g + i + 3) % 8]
            out.append("%s %s, %s" % ("xor" if i % 2 else "add", a, b))
        out.append("mov r12, qword ptr [rdi + 0x%x]" % (8 * (g % 16)))
        out.append("mov r13, qword ptr [rdi + 0x%x]" % (0x40 + 8 * (g % 8)))
    out += ["pop r15", "pop r14", "pop r13", "pop r12", "pop rbx", "ret", ".globl sblk%d_end" % n, "sblk%d_end:" % n]
out.append('.section .note.GNU-stack,"",@progbits')
open("blocks.S", "w").write("\n".join(out) + "\n")
