#!/usr/bin/env python3
"""bench/aesvar/mix.py -- writes mix.S: two x86-64 functions made of the instruction kinds of
AES-128-CTR's pair block in its proportions, every instruction on independent short chains (eight
accumulators), so that only the execution units bind.  38 groups of 22: seven load-and-xors, five
shifts, five `movzx`, three loads, a store and a register xor (684 ALU operations, 171 cycles on
four ALUs).  mix_index addresses the table loads as kiln's lookups do ([base + index * 8 + d]);
mix_base without the index.  Timed by main.c."""
ACC = ["r8", "r9", "r10", "r11", "rdx", "rcx", "rax", "rsi"]
GROUPS = 38


def block(name, index):
    out = [".globl " + name, ".p2align 6", name + ":"]
    out += ["push %s" % r for r in ("rbx", "r12", "r13", "r14", "r15", "rbp")]
    out += ["sub rsp, 256"] + ["xor %sd, %sd" % (r, r) for r in ("r12", "r13", "r14", "r15")]
    n = 0

    def acc():
        nonlocal n
        n += 1
        return ACC[n % 8]
    for g in range(GROUPS):
        for i in range(7):
            idx = " + r%d * 8" % (12 + i % 2) if index else ""
            out.append("xor %s, qword ptr [rdi%s + 0x%x]" % (acc(), idx, 0x800 * (i % 4)))
            if i < 5:
                out.append("shr %s, 1" % acc())
                out.append("movzx ebx, %sb" % ("r14" if i % 2 else "r15"))
            if i < 3:
                out.append("mov rbp, qword ptr [rsp + 0x%x]" % (8 * (i + g % 8)))
        out.append("mov qword ptr [rsp + 0x%x], %s" % (0x80 + 8 * (g % 8), acc()))
        out.append("xor %s, %s" % (acc(), acc()))
    out += ["add rsp, 256"] + ["pop %s" % r for r in ("rbp", "r15", "r14", "r13", "r12", "rbx")] + ["ret"]
    return out


text = [".intel_syntax noprefix", ".text"] + block("mix_index", True) + block("mix_base", False)
text.append('.section .note.GNU-stack,"",@progbits')
open("mix.S", "w").write("\n".join(text) + "\n")
