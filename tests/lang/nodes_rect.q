# nodes_rect.q -- a small Rectangle-like program for the kiln command's scheduling options:
# 8 words of state, key addition, seed 000's Rectangle S-box as a node, a rotation layer.
node sbox
int64 a0
int64 a1
int64 a2
int64 a3
int64 b0
int64 b1
int64 b2
int64 b3
int64 t1
int64 t2
int64 t3
int64 t5
int64 t6
int64 t8
int64 t9
int64 t11
input a0
input a1
input a2
input a3
output b0
output b1
output b2
output b3
t1 = a1
t1 = ~t1
t2 = a0
t2 &= t1
t3 = a2
t3 ^= a3
b0 = t2
b0 ^= t3
t5 = a3
t5 |= t1
t6 = a0
t6 ^= t5
b1 = a2
b1 ^= t6
t8 = a1
t8 ^= a2
t9 = t3
t9 &= t6
b3 = t8
b3 ^= t9
t11 = b0
t11 |= t8
b2 = t6
b2 ^= t11
endnode
int64 in
int64 key
int64 out
input in
input key
input out
int64 s0
int64 k0
int64 s1
int64 k1
int64 s2
int64 k2
int64 s3
int64 k3
int64 s4
int64 k4
int64 s5
int64 k5
int64 s6
int64 k6
int64 s7
int64 k7
enter rect
s0 = *(uint64 *) (in + 0)
s1 = *(uint64 *) (in + 8)
s2 = *(uint64 *) (in + 16)
s3 = *(uint64 *) (in + 24)
s4 = *(uint64 *) (in + 32)
s5 = *(uint64 *) (in + 40)
s6 = *(uint64 *) (in + 48)
s7 = *(uint64 *) (in + 56)
k0 = *(uint64 *) (key + 0)
k1 = *(uint64 *) (key + 8)
k2 = *(uint64 *) (key + 16)
k3 = *(uint64 *) (key + 24)
k4 = *(uint64 *) (key + 32)
k5 = *(uint64 *) (key + 40)
k6 = *(uint64 *) (key + 48)
k7 = *(uint64 *) (key + 56)
s0 ^= k0
s1 ^= k1
s2 ^= k2
s3 ^= k3
s4 ^= k4
s5 ^= k5
s6 ^= k6
s7 ^= k7
s0 s1 s2 s3 = sbox(s0 s1 s2 s3)
s4 s5 s6 s7 = sbox(s4 s5 s6 s7)
s1 <<<= 3
s2 <<<= 6
s3 <<<= 9
s5 <<<= 3
s6 <<<= 6
s7 <<<= 9
k0 = *(uint64 *) (key + 64)
k1 = *(uint64 *) (key + 72)
k2 = *(uint64 *) (key + 80)
k3 = *(uint64 *) (key + 88)
k4 = *(uint64 *) (key + 96)
k5 = *(uint64 *) (key + 104)
k6 = *(uint64 *) (key + 112)
k7 = *(uint64 *) (key + 120)
s0 ^= k0
s1 ^= k1
s2 ^= k2
s3 ^= k3
s4 ^= k4
s5 ^= k5
s6 ^= k6
s7 ^= k7
s0 s1 s2 s3 = sbox(s0 s1 s2 s3)
s4 s5 s6 s7 = sbox(s4 s5 s6 s7)
s1 <<<= 3
s2 <<<= 6
s3 <<<= 9
s5 <<<= 3
s6 <<<= 6
s7 <<<= 9
*(uint64 *) (out + 0) = s0
*(uint64 *) (out + 8) = s1
*(uint64 *) (out + 16) = s2
*(uint64 *) (out + 24) = s3
*(uint64 *) (out + 32) = s4
*(uint64 *) (out + 40) = s5
*(uint64 *) (out + 48) = s6
*(uint64 *) (out + 56) = s7
leave
