# Clyde-128 encryption (Spook, NIST LWC round 2), m-sliced on 64-bit registers (bench/sched/gen.py clyde)
# void clyde128_encrypt(uint32_t st[4], const uint32_t kt[8]): kt the key's words, then the tweak's.

node sbox
int64 x0
int64 x1
int64 x2
int64 x3
int64 y0
int64 y1
int64 y2
int64 y3
input x0
input x1
input x2
input x3
output y0
output y1
output y2
output y3
y1 = x0
y1 &= x1
y1 ^= x2
y0 = x3
y0 &= x0
y0 ^= x1
y3 = y1
y3 &= x3
y3 ^= x0
y2 = y0
y2 &= y1
y2 ^= x3
endnode

node lbox
int64 x
int64 y
int64 a
int64 b
int64 c
int64 d
int64 t1
int64 t2
int64 t3
int64 t4
int64 t5
int64 t6
int64 t7
int64 t8
int64 t9
int64 t10
int64 t11
int64 t12
input x
input y
output a
output b
t1 = x
(uint32) t1 >>>= 12
a = x
a ^= t1
t2 = y
(uint32) t2 >>>= 12
b = y
b ^= t2
t3 = a
(uint32) t3 >>>= 3
a ^= t3
t4 = b
(uint32) t4 >>>= 3
b ^= t4
t5 = x
(uint32) t5 >>>= 17
a ^= t5
t6 = y
(uint32) t6 >>>= 17
b ^= t6
t7 = a
(uint32) t7 >>>= 31
c = a
c ^= t7
t8 = b
(uint32) t8 >>>= 31
d = b
d ^= t8
t9 = d
(uint32) t9 >>>= 26
a ^= t9
t10 = c
(uint32) t10 >>>= 25
b ^= t10
t11 = c
(uint32) t11 >>>= 15
a ^= t11
t12 = d
(uint32) t12 >>>= 15
b ^= t12
endnode

int64 k1
int64 k2
int64 k3
int64 k4
int64 t5
int64 t6
int64 t7
int64 t8
int64 u9
int64 u10
int64 tk11
int64 tk12
int64 tk13
int64 tk14
int64 tk15
int64 tk16
int64 tk17
int64 tk18
int64 tk19
int64 tk20
int64 tk21
int64 tk22
int64 x23
int64 x24
int64 x25
int64 x26
int64 x27
int64 x28
int64 x29
int64 x30
int64 x31
int64 x32
int64 x33
int64 x34
int64 x35
int64 x36
int64 x37
int64 x38
int64 x39
int64 x40
int64 x41
int64 x42
int64 x43
int64 x44
int64 x45
int64 x46
int64 x47
int64 x48
int64 x49
int64 x50
int64 x51
int64 x52
int64 x53
int64 x54
int64 x55
int64 x56
int64 x57
int64 x58
int64 x59
int64 x60
int64 x61
int64 x62
int64 x63
int64 x64
int64 x65
int64 x66
int64 x67
int64 x68
int64 x69
int64 x70
int64 x71
int64 x72
int64 x73
int64 x74
int64 x75
int64 x76
int64 x77
int64 x78
int64 x79
int64 x80
int64 x81
int64 x82
int64 x83
int64 x84
int64 x85
int64 x86
int64 x87
int64 x88
int64 x89
int64 x90
int64 x91
int64 x92
int64 x93
int64 x94
int64 x95
int64 x96
int64 x97
int64 x98
int64 x99
int64 x100
int64 x101
int64 x102
int64 x103
int64 x104
int64 x105
int64 x106
int64 x107
int64 x108
int64 x109
int64 x110
int64 x111
int64 x112
int64 x113
int64 x114
int64 x115
int64 x116
int64 x117
int64 x118
int64 x119
int64 x120
int64 x121
int64 x122
int64 st
int64 kt
input st
input kt

enter clyde128_encrypt
k1 = *(uint32 *) (kt + 0)
t5 = *(uint32 *) (kt + 16)
k2 = *(uint32 *) (kt + 4)
t6 = *(uint32 *) (kt + 20)
k3 = *(uint32 *) (kt + 8)
t7 = *(uint32 *) (kt + 24)
k4 = *(uint32 *) (kt + 12)
t8 = *(uint32 *) (kt + 28)
u9 = t5
u9 ^= t7
u10 = t6
u10 ^= t8
tk11 = k1
tk11 ^= t5
tk12 = k2
tk12 ^= t6
tk13 = k3
tk13 ^= t7
tk14 = k4
tk14 ^= t8
tk15 = k1
tk15 ^= u9
tk16 = k2
tk16 ^= u10
tk17 = k3
tk17 ^= t5
tk18 = k4
tk18 ^= t6
tk19 = k1
tk19 ^= t7
tk20 = k2
tk20 ^= t8
tk21 = k3
tk21 ^= u9
tk22 = k4
tk22 ^= u10
x23 = *(uint32 *) (st + 0)
x23 ^= tk11
x24 = *(uint32 *) (st + 4)
x24 ^= tk12
x25 = *(uint32 *) (st + 8)
x25 ^= tk13
x26 = *(uint32 *) (st + 12)
x26 ^= tk14
x27 x28 x29 x30 = sbox(x23 x24 x25 x26)
x31 x32 = lbox(x27 x28)
x33 x34 = lbox(x29 x30)
x31 ^= 1
x35 x36 x37 x38 = sbox(x31 x32 x33 x34)
x39 x40 = lbox(x35 x36)
x41 x42 = lbox(x37 x38)
x40 ^= 1
x39 ^= tk15
x40 ^= tk16
x41 ^= tk17
x42 ^= tk18
x43 x44 x45 x46 = sbox(x39 x40 x41 x42)
x47 x48 = lbox(x43 x44)
x49 x50 = lbox(x45 x46)
x49 ^= 1
x51 x52 x53 x54 = sbox(x47 x48 x49 x50)
x55 x56 = lbox(x51 x52)
x57 x58 = lbox(x53 x54)
x58 ^= 1
x55 ^= tk19
x56 ^= tk20
x57 ^= tk21
x58 ^= tk22
x59 x60 x61 x62 = sbox(x55 x56 x57 x58)
x63 x64 = lbox(x59 x60)
x65 x66 = lbox(x61 x62)
x63 ^= 1
x64 ^= 1
x67 x68 x69 x70 = sbox(x63 x64 x65 x66)
x71 x72 = lbox(x67 x68)
x73 x74 = lbox(x69 x70)
x72 ^= 1
x73 ^= 1
x71 ^= tk11
x72 ^= tk12
x73 ^= tk13
x74 ^= tk14
x75 x76 x77 x78 = sbox(x71 x72 x73 x74)
x79 x80 = lbox(x75 x76)
x81 x82 = lbox(x77 x78)
x81 ^= 1
x82 ^= 1
x83 x84 x85 x86 = sbox(x79 x80 x81 x82)
x87 x88 = lbox(x83 x84)
x89 x90 = lbox(x85 x86)
x87 ^= 1
x88 ^= 1
x90 ^= 1
x87 ^= tk15
x88 ^= tk16
x89 ^= tk17
x90 ^= tk18
x91 x92 x93 x94 = sbox(x87 x88 x89 x90)
x95 x96 = lbox(x91 x92)
x97 x98 = lbox(x93 x94)
x95 ^= 1
x97 ^= 1
x99 x100 x101 x102 = sbox(x95 x96 x97 x98)
x103 x104 = lbox(x99 x100)
x105 x106 = lbox(x101 x102)
x104 ^= 1
x106 ^= 1
x103 ^= tk19
x104 ^= tk20
x105 ^= tk21
x106 ^= tk22
x107 x108 x109 x110 = sbox(x103 x104 x105 x106)
x111 x112 = lbox(x107 x108)
x113 x114 = lbox(x109 x110)
x111 ^= 1
x112 ^= 1
x113 ^= 1
x115 x116 x117 x118 = sbox(x111 x112 x113 x114)
x119 x120 = lbox(x115 x116)
x121 x122 = lbox(x117 x118)
x120 ^= 1
x121 ^= 1
x122 ^= 1
x119 ^= tk11
x120 ^= tk12
x121 ^= tk13
x122 ^= tk14
*(uint32 *) (st + 0) = x119
*(uint32 *) (st + 4) = x120
*(uint32 *) (st + 8) = x121
*(uint32 *) (st + 12) = x122
leave
