# Clyde-128 encryption (Spook, NIST LWC round 2), m-sliced on 64-bit registers (bench/sched/gen.py clyde)
# void clyde128_encrypt(uint32_t st[4], const uint32_t kt[8]): kt the key's words, then the tweak's.

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
int64 sbox_x0_1
int64 sbox_x1_1
int64 sbox_x2_1
int64 sbox_x3_1
int64 sbox_y0_1
int64 sbox_y1_1
int64 sbox_y2_1
int64 sbox_y3_1
int64 x31
int64 x32
int64 x33
int64 x34
int64 lbox_x_2
int64 lbox_y_2
int64 lbox_a_2
int64 lbox_b_2
int64 lbox_c_2
int64 lbox_d_2
int64 lbox_t1_2
int64 lbox_t2_2
int64 lbox_t3_2
int64 lbox_t4_2
int64 lbox_t5_2
int64 lbox_t6_2
int64 lbox_t7_2
int64 lbox_t8_2
int64 lbox_t9_2
int64 lbox_t10_2
int64 lbox_t11_2
int64 lbox_t12_2
int64 lbox_x_3
int64 lbox_y_3
int64 lbox_a_3
int64 lbox_b_3
int64 lbox_c_3
int64 lbox_d_3
int64 lbox_t1_3
int64 lbox_t2_3
int64 lbox_t3_3
int64 lbox_t4_3
int64 lbox_t5_3
int64 lbox_t6_3
int64 lbox_t7_3
int64 lbox_t8_3
int64 lbox_t9_3
int64 lbox_t10_3
int64 lbox_t11_3
int64 lbox_t12_3
int64 x35
int64 x36
int64 x37
int64 x38
int64 sbox_x0_0
int64 sbox_x1_0
int64 sbox_x2_0
int64 sbox_x3_0
int64 sbox_y0_0
int64 sbox_y1_0
int64 sbox_y2_0
int64 sbox_y3_0
int64 x39
int64 x40
int64 x41
int64 x42
int64 lbox_x_1
int64 lbox_y_1
int64 lbox_a_1
int64 lbox_b_1
int64 lbox_c_1
int64 lbox_d_1
int64 lbox_t1_1
int64 lbox_t2_1
int64 lbox_t3_1
int64 lbox_t4_1
int64 lbox_t5_1
int64 lbox_t6_1
int64 lbox_t7_1
int64 lbox_t8_1
int64 lbox_t9_1
int64 lbox_t10_1
int64 lbox_t11_1
int64 lbox_t12_1
int64 x43
int64 x44
int64 x45
int64 x46
int64 sbox_x0_3
int64 sbox_x1_3
int64 sbox_x2_3
int64 sbox_x3_3
int64 sbox_y0_3
int64 sbox_y1_3
int64 sbox_y2_3
int64 sbox_y3_3
int64 x47
int64 x48
int64 x49
int64 x50
int64 lbox_x_0
int64 lbox_y_0
int64 lbox_a_0
int64 lbox_b_0
int64 lbox_c_0
int64 lbox_d_0
int64 lbox_t1_0
int64 lbox_t2_0
int64 lbox_t3_0
int64 lbox_t4_0
int64 lbox_t5_0
int64 lbox_t6_0
int64 lbox_t7_0
int64 lbox_t8_0
int64 lbox_t9_0
int64 lbox_t10_0
int64 lbox_t11_0
int64 lbox_t12_0
int64 x51
int64 x52
int64 x53
int64 x54
int64 sbox_x0_2
int64 sbox_x1_2
int64 sbox_x2_2
int64 sbox_x3_2
int64 sbox_y0_2
int64 sbox_y1_2
int64 sbox_y2_2
int64 sbox_y3_2
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
sbox_x0_1 = x23
sbox_x1_1 = x24
sbox_x2_1 = x25
sbox_x3_1 = x26
sbox_y1_1 = sbox_x0_1
sbox_y1_1 &= sbox_x1_1
sbox_y1_1 ^= sbox_x2_1
sbox_y0_1 = sbox_x3_1
sbox_y0_1 &= sbox_x0_1
sbox_y0_1 ^= sbox_x1_1
sbox_y3_1 = sbox_y1_1
sbox_y3_1 &= sbox_x3_1
sbox_y3_1 ^= sbox_x0_1
sbox_y2_1 = sbox_y0_1
sbox_y2_1 &= sbox_y1_1
sbox_y2_1 ^= sbox_x3_1
x27 = sbox_y0_1
x28 = sbox_y1_1
x29 = sbox_y2_1
x30 = sbox_y3_1
lbox_x_2 = x27
lbox_y_2 = x28
lbox_t1_2 = lbox_x_2
(uint32) lbox_t1_2 >>>= 12
lbox_a_2 = lbox_x_2
lbox_a_2 ^= lbox_t1_2
lbox_t2_2 = lbox_y_2
(uint32) lbox_t2_2 >>>= 12
lbox_b_2 = lbox_y_2
lbox_b_2 ^= lbox_t2_2
lbox_t3_2 = lbox_a_2
(uint32) lbox_t3_2 >>>= 3
lbox_a_2 ^= lbox_t3_2
lbox_t4_2 = lbox_b_2
(uint32) lbox_t4_2 >>>= 3
lbox_b_2 ^= lbox_t4_2
lbox_t5_2 = lbox_x_2
(uint32) lbox_t5_2 >>>= 17
lbox_a_2 ^= lbox_t5_2
lbox_t6_2 = lbox_y_2
(uint32) lbox_t6_2 >>>= 17
lbox_b_2 ^= lbox_t6_2
lbox_t7_2 = lbox_a_2
(uint32) lbox_t7_2 >>>= 31
lbox_c_2 = lbox_a_2
lbox_c_2 ^= lbox_t7_2
lbox_t8_2 = lbox_b_2
(uint32) lbox_t8_2 >>>= 31
lbox_d_2 = lbox_b_2
lbox_d_2 ^= lbox_t8_2
lbox_t9_2 = lbox_d_2
(uint32) lbox_t9_2 >>>= 26
lbox_a_2 ^= lbox_t9_2
lbox_t10_2 = lbox_c_2
(uint32) lbox_t10_2 >>>= 25
lbox_b_2 ^= lbox_t10_2
lbox_t11_2 = lbox_c_2
(uint32) lbox_t11_2 >>>= 15
lbox_a_2 ^= lbox_t11_2
lbox_t12_2 = lbox_d_2
(uint32) lbox_t12_2 >>>= 15
lbox_b_2 ^= lbox_t12_2
x31 = lbox_a_2
x32 = lbox_b_2
lbox_x_3 = x29
lbox_y_3 = x30
lbox_t1_3 = lbox_x_3
(uint32) lbox_t1_3 >>>= 12
lbox_a_3 = lbox_x_3
lbox_a_3 ^= lbox_t1_3
lbox_t2_3 = lbox_y_3
(uint32) lbox_t2_3 >>>= 12
lbox_b_3 = lbox_y_3
lbox_b_3 ^= lbox_t2_3
lbox_t3_3 = lbox_a_3
(uint32) lbox_t3_3 >>>= 3
lbox_a_3 ^= lbox_t3_3
lbox_t4_3 = lbox_b_3
(uint32) lbox_t4_3 >>>= 3
lbox_b_3 ^= lbox_t4_3
lbox_t5_3 = lbox_x_3
(uint32) lbox_t5_3 >>>= 17
lbox_a_3 ^= lbox_t5_3
lbox_t6_3 = lbox_y_3
(uint32) lbox_t6_3 >>>= 17
lbox_b_3 ^= lbox_t6_3
lbox_t7_3 = lbox_a_3
(uint32) lbox_t7_3 >>>= 31
lbox_c_3 = lbox_a_3
lbox_c_3 ^= lbox_t7_3
lbox_t8_3 = lbox_b_3
(uint32) lbox_t8_3 >>>= 31
lbox_d_3 = lbox_b_3
lbox_d_3 ^= lbox_t8_3
lbox_t9_3 = lbox_d_3
(uint32) lbox_t9_3 >>>= 26
lbox_a_3 ^= lbox_t9_3
lbox_t10_3 = lbox_c_3
(uint32) lbox_t10_3 >>>= 25
lbox_b_3 ^= lbox_t10_3
lbox_t11_3 = lbox_c_3
(uint32) lbox_t11_3 >>>= 15
lbox_a_3 ^= lbox_t11_3
lbox_t12_3 = lbox_d_3
(uint32) lbox_t12_3 >>>= 15
lbox_b_3 ^= lbox_t12_3
x33 = lbox_a_3
x34 = lbox_b_3
x31 ^= 1
sbox_x0_0 = x31
sbox_x1_0 = x32
sbox_x2_0 = x33
sbox_x3_0 = x34
sbox_y1_0 = sbox_x0_0
sbox_y1_0 &= sbox_x1_0
sbox_y1_0 ^= sbox_x2_0
sbox_y0_0 = sbox_x3_0
sbox_y0_0 &= sbox_x0_0
sbox_y0_0 ^= sbox_x1_0
sbox_y3_0 = sbox_y1_0
sbox_y3_0 &= sbox_x3_0
sbox_y3_0 ^= sbox_x0_0
sbox_y2_0 = sbox_y0_0
sbox_y2_0 &= sbox_y1_0
sbox_y2_0 ^= sbox_x3_0
x35 = sbox_y0_0
x36 = sbox_y1_0
x37 = sbox_y2_0
x38 = sbox_y3_0
lbox_x_1 = x35
lbox_y_1 = x36
lbox_t1_1 = lbox_x_1
(uint32) lbox_t1_1 >>>= 12
lbox_a_1 = lbox_x_1
lbox_a_1 ^= lbox_t1_1
lbox_t2_1 = lbox_y_1
(uint32) lbox_t2_1 >>>= 12
lbox_b_1 = lbox_y_1
lbox_b_1 ^= lbox_t2_1
lbox_t3_1 = lbox_a_1
(uint32) lbox_t3_1 >>>= 3
lbox_a_1 ^= lbox_t3_1
lbox_t4_1 = lbox_b_1
(uint32) lbox_t4_1 >>>= 3
lbox_b_1 ^= lbox_t4_1
lbox_t5_1 = lbox_x_1
(uint32) lbox_t5_1 >>>= 17
lbox_a_1 ^= lbox_t5_1
lbox_t6_1 = lbox_y_1
(uint32) lbox_t6_1 >>>= 17
lbox_b_1 ^= lbox_t6_1
lbox_t7_1 = lbox_a_1
(uint32) lbox_t7_1 >>>= 31
lbox_c_1 = lbox_a_1
lbox_c_1 ^= lbox_t7_1
lbox_t8_1 = lbox_b_1
(uint32) lbox_t8_1 >>>= 31
lbox_d_1 = lbox_b_1
lbox_d_1 ^= lbox_t8_1
lbox_t9_1 = lbox_d_1
(uint32) lbox_t9_1 >>>= 26
lbox_a_1 ^= lbox_t9_1
lbox_t10_1 = lbox_c_1
(uint32) lbox_t10_1 >>>= 25
lbox_b_1 ^= lbox_t10_1
lbox_t11_1 = lbox_c_1
(uint32) lbox_t11_1 >>>= 15
lbox_a_1 ^= lbox_t11_1
lbox_t12_1 = lbox_d_1
(uint32) lbox_t12_1 >>>= 15
lbox_b_1 ^= lbox_t12_1
x39 = lbox_a_1
x40 = lbox_b_1
lbox_x_2 = x37
lbox_y_2 = x38
lbox_t1_2 = lbox_x_2
(uint32) lbox_t1_2 >>>= 12
lbox_a_2 = lbox_x_2
lbox_a_2 ^= lbox_t1_2
lbox_t2_2 = lbox_y_2
(uint32) lbox_t2_2 >>>= 12
lbox_b_2 = lbox_y_2
lbox_b_2 ^= lbox_t2_2
lbox_t3_2 = lbox_a_2
(uint32) lbox_t3_2 >>>= 3
lbox_a_2 ^= lbox_t3_2
lbox_t4_2 = lbox_b_2
(uint32) lbox_t4_2 >>>= 3
lbox_b_2 ^= lbox_t4_2
lbox_t5_2 = lbox_x_2
(uint32) lbox_t5_2 >>>= 17
lbox_a_2 ^= lbox_t5_2
lbox_t6_2 = lbox_y_2
(uint32) lbox_t6_2 >>>= 17
lbox_b_2 ^= lbox_t6_2
lbox_t7_2 = lbox_a_2
(uint32) lbox_t7_2 >>>= 31
lbox_c_2 = lbox_a_2
lbox_c_2 ^= lbox_t7_2
lbox_t8_2 = lbox_b_2
(uint32) lbox_t8_2 >>>= 31
lbox_d_2 = lbox_b_2
lbox_d_2 ^= lbox_t8_2
lbox_t9_2 = lbox_d_2
(uint32) lbox_t9_2 >>>= 26
lbox_a_2 ^= lbox_t9_2
lbox_t10_2 = lbox_c_2
(uint32) lbox_t10_2 >>>= 25
lbox_b_2 ^= lbox_t10_2
lbox_t11_2 = lbox_c_2
(uint32) lbox_t11_2 >>>= 15
lbox_a_2 ^= lbox_t11_2
lbox_t12_2 = lbox_d_2
(uint32) lbox_t12_2 >>>= 15
lbox_b_2 ^= lbox_t12_2
x41 = lbox_a_2
x42 = lbox_b_2
x40 ^= 1
x39 ^= tk15
x40 ^= tk16
x41 ^= tk17
x42 ^= tk18
sbox_x0_3 = x39
sbox_x1_3 = x40
sbox_x2_3 = x41
sbox_x3_3 = x42
sbox_y1_3 = sbox_x0_3
sbox_y1_3 &= sbox_x1_3
sbox_y1_3 ^= sbox_x2_3
sbox_y0_3 = sbox_x3_3
sbox_y0_3 &= sbox_x0_3
sbox_y0_3 ^= sbox_x1_3
sbox_y3_3 = sbox_y1_3
sbox_y3_3 &= sbox_x3_3
sbox_y3_3 ^= sbox_x0_3
sbox_y2_3 = sbox_y0_3
sbox_y2_3 &= sbox_y1_3
sbox_y2_3 ^= sbox_x3_3
x43 = sbox_y0_3
x44 = sbox_y1_3
x45 = sbox_y2_3
x46 = sbox_y3_3
lbox_x_0 = x43
lbox_y_0 = x44
lbox_t1_0 = lbox_x_0
(uint32) lbox_t1_0 >>>= 12
lbox_a_0 = lbox_x_0
lbox_a_0 ^= lbox_t1_0
lbox_t2_0 = lbox_y_0
(uint32) lbox_t2_0 >>>= 12
lbox_b_0 = lbox_y_0
lbox_b_0 ^= lbox_t2_0
lbox_t3_0 = lbox_a_0
(uint32) lbox_t3_0 >>>= 3
lbox_a_0 ^= lbox_t3_0
lbox_t4_0 = lbox_b_0
(uint32) lbox_t4_0 >>>= 3
lbox_b_0 ^= lbox_t4_0
lbox_t5_0 = lbox_x_0
(uint32) lbox_t5_0 >>>= 17
lbox_a_0 ^= lbox_t5_0
lbox_t6_0 = lbox_y_0
(uint32) lbox_t6_0 >>>= 17
lbox_b_0 ^= lbox_t6_0
lbox_t7_0 = lbox_a_0
(uint32) lbox_t7_0 >>>= 31
lbox_c_0 = lbox_a_0
lbox_c_0 ^= lbox_t7_0
lbox_t8_0 = lbox_b_0
(uint32) lbox_t8_0 >>>= 31
lbox_d_0 = lbox_b_0
lbox_d_0 ^= lbox_t8_0
lbox_t9_0 = lbox_d_0
(uint32) lbox_t9_0 >>>= 26
lbox_a_0 ^= lbox_t9_0
lbox_t10_0 = lbox_c_0
(uint32) lbox_t10_0 >>>= 25
lbox_b_0 ^= lbox_t10_0
lbox_t11_0 = lbox_c_0
(uint32) lbox_t11_0 >>>= 15
lbox_a_0 ^= lbox_t11_0
lbox_t12_0 = lbox_d_0
(uint32) lbox_t12_0 >>>= 15
lbox_b_0 ^= lbox_t12_0
x47 = lbox_a_0
x48 = lbox_b_0
lbox_x_1 = x45
lbox_y_1 = x46
lbox_t1_1 = lbox_x_1
(uint32) lbox_t1_1 >>>= 12
lbox_a_1 = lbox_x_1
lbox_a_1 ^= lbox_t1_1
lbox_t2_1 = lbox_y_1
(uint32) lbox_t2_1 >>>= 12
lbox_b_1 = lbox_y_1
lbox_b_1 ^= lbox_t2_1
lbox_t3_1 = lbox_a_1
(uint32) lbox_t3_1 >>>= 3
lbox_a_1 ^= lbox_t3_1
lbox_t4_1 = lbox_b_1
(uint32) lbox_t4_1 >>>= 3
lbox_b_1 ^= lbox_t4_1
lbox_t5_1 = lbox_x_1
(uint32) lbox_t5_1 >>>= 17
lbox_a_1 ^= lbox_t5_1
lbox_t6_1 = lbox_y_1
(uint32) lbox_t6_1 >>>= 17
lbox_b_1 ^= lbox_t6_1
lbox_t7_1 = lbox_a_1
(uint32) lbox_t7_1 >>>= 31
lbox_c_1 = lbox_a_1
lbox_c_1 ^= lbox_t7_1
lbox_t8_1 = lbox_b_1
(uint32) lbox_t8_1 >>>= 31
lbox_d_1 = lbox_b_1
lbox_d_1 ^= lbox_t8_1
lbox_t9_1 = lbox_d_1
(uint32) lbox_t9_1 >>>= 26
lbox_a_1 ^= lbox_t9_1
lbox_t10_1 = lbox_c_1
(uint32) lbox_t10_1 >>>= 25
lbox_b_1 ^= lbox_t10_1
lbox_t11_1 = lbox_c_1
(uint32) lbox_t11_1 >>>= 15
lbox_a_1 ^= lbox_t11_1
lbox_t12_1 = lbox_d_1
(uint32) lbox_t12_1 >>>= 15
lbox_b_1 ^= lbox_t12_1
x49 = lbox_a_1
x50 = lbox_b_1
x49 ^= 1
sbox_x0_2 = x47
sbox_x1_2 = x48
sbox_x2_2 = x49
sbox_x3_2 = x50
sbox_y1_2 = sbox_x0_2
sbox_y1_2 &= sbox_x1_2
sbox_y1_2 ^= sbox_x2_2
sbox_y0_2 = sbox_x3_2
sbox_y0_2 &= sbox_x0_2
sbox_y0_2 ^= sbox_x1_2
sbox_y3_2 = sbox_y1_2
sbox_y3_2 &= sbox_x3_2
sbox_y3_2 ^= sbox_x0_2
sbox_y2_2 = sbox_y0_2
sbox_y2_2 &= sbox_y1_2
sbox_y2_2 ^= sbox_x3_2
x51 = sbox_y0_2
x52 = sbox_y1_2
x53 = sbox_y2_2
x54 = sbox_y3_2
lbox_x_3 = x51
lbox_y_3 = x52
lbox_t1_3 = lbox_x_3
(uint32) lbox_t1_3 >>>= 12
lbox_a_3 = lbox_x_3
lbox_a_3 ^= lbox_t1_3
lbox_t2_3 = lbox_y_3
(uint32) lbox_t2_3 >>>= 12
lbox_b_3 = lbox_y_3
lbox_b_3 ^= lbox_t2_3
lbox_t3_3 = lbox_a_3
(uint32) lbox_t3_3 >>>= 3
lbox_a_3 ^= lbox_t3_3
lbox_t4_3 = lbox_b_3
(uint32) lbox_t4_3 >>>= 3
lbox_b_3 ^= lbox_t4_3
lbox_t5_3 = lbox_x_3
(uint32) lbox_t5_3 >>>= 17
lbox_a_3 ^= lbox_t5_3
lbox_t6_3 = lbox_y_3
(uint32) lbox_t6_3 >>>= 17
lbox_b_3 ^= lbox_t6_3
lbox_t7_3 = lbox_a_3
(uint32) lbox_t7_3 >>>= 31
lbox_c_3 = lbox_a_3
lbox_c_3 ^= lbox_t7_3
lbox_t8_3 = lbox_b_3
(uint32) lbox_t8_3 >>>= 31
lbox_d_3 = lbox_b_3
lbox_d_3 ^= lbox_t8_3
lbox_t9_3 = lbox_d_3
(uint32) lbox_t9_3 >>>= 26
lbox_a_3 ^= lbox_t9_3
lbox_t10_3 = lbox_c_3
(uint32) lbox_t10_3 >>>= 25
lbox_b_3 ^= lbox_t10_3
lbox_t11_3 = lbox_c_3
(uint32) lbox_t11_3 >>>= 15
lbox_a_3 ^= lbox_t11_3
lbox_t12_3 = lbox_d_3
(uint32) lbox_t12_3 >>>= 15
lbox_b_3 ^= lbox_t12_3
x55 = lbox_a_3
x56 = lbox_b_3
lbox_x_0 = x53
lbox_y_0 = x54
lbox_t1_0 = lbox_x_0
(uint32) lbox_t1_0 >>>= 12
lbox_a_0 = lbox_x_0
lbox_a_0 ^= lbox_t1_0
lbox_t2_0 = lbox_y_0
(uint32) lbox_t2_0 >>>= 12
lbox_b_0 = lbox_y_0
lbox_b_0 ^= lbox_t2_0
lbox_t3_0 = lbox_a_0
(uint32) lbox_t3_0 >>>= 3
lbox_a_0 ^= lbox_t3_0
lbox_t4_0 = lbox_b_0
(uint32) lbox_t4_0 >>>= 3
lbox_b_0 ^= lbox_t4_0
lbox_t5_0 = lbox_x_0
(uint32) lbox_t5_0 >>>= 17
lbox_a_0 ^= lbox_t5_0
lbox_t6_0 = lbox_y_0
(uint32) lbox_t6_0 >>>= 17
lbox_b_0 ^= lbox_t6_0
lbox_t7_0 = lbox_a_0
(uint32) lbox_t7_0 >>>= 31
lbox_c_0 = lbox_a_0
lbox_c_0 ^= lbox_t7_0
lbox_t8_0 = lbox_b_0
(uint32) lbox_t8_0 >>>= 31
lbox_d_0 = lbox_b_0
lbox_d_0 ^= lbox_t8_0
lbox_t9_0 = lbox_d_0
(uint32) lbox_t9_0 >>>= 26
lbox_a_0 ^= lbox_t9_0
lbox_t10_0 = lbox_c_0
(uint32) lbox_t10_0 >>>= 25
lbox_b_0 ^= lbox_t10_0
lbox_t11_0 = lbox_c_0
(uint32) lbox_t11_0 >>>= 15
lbox_a_0 ^= lbox_t11_0
lbox_t12_0 = lbox_d_0
(uint32) lbox_t12_0 >>>= 15
lbox_b_0 ^= lbox_t12_0
x57 = lbox_a_0
x58 = lbox_b_0
x58 ^= 1
x55 ^= tk19
x56 ^= tk20
x57 ^= tk21
x58 ^= tk22
sbox_x0_1 = x55
sbox_x1_1 = x56
sbox_x2_1 = x57
sbox_x3_1 = x58
sbox_y1_1 = sbox_x0_1
sbox_y1_1 &= sbox_x1_1
sbox_y1_1 ^= sbox_x2_1
sbox_y0_1 = sbox_x3_1
sbox_y0_1 &= sbox_x0_1
sbox_y0_1 ^= sbox_x1_1
sbox_y3_1 = sbox_y1_1
sbox_y3_1 &= sbox_x3_1
sbox_y3_1 ^= sbox_x0_1
sbox_y2_1 = sbox_y0_1
sbox_y2_1 &= sbox_y1_1
sbox_y2_1 ^= sbox_x3_1
x59 = sbox_y0_1
x60 = sbox_y1_1
x61 = sbox_y2_1
x62 = sbox_y3_1
lbox_x_2 = x59
lbox_y_2 = x60
lbox_t1_2 = lbox_x_2
(uint32) lbox_t1_2 >>>= 12
lbox_a_2 = lbox_x_2
lbox_a_2 ^= lbox_t1_2
lbox_t2_2 = lbox_y_2
(uint32) lbox_t2_2 >>>= 12
lbox_b_2 = lbox_y_2
lbox_b_2 ^= lbox_t2_2
lbox_t3_2 = lbox_a_2
(uint32) lbox_t3_2 >>>= 3
lbox_a_2 ^= lbox_t3_2
lbox_t4_2 = lbox_b_2
(uint32) lbox_t4_2 >>>= 3
lbox_b_2 ^= lbox_t4_2
lbox_t5_2 = lbox_x_2
(uint32) lbox_t5_2 >>>= 17
lbox_a_2 ^= lbox_t5_2
lbox_t6_2 = lbox_y_2
(uint32) lbox_t6_2 >>>= 17
lbox_b_2 ^= lbox_t6_2
lbox_t7_2 = lbox_a_2
(uint32) lbox_t7_2 >>>= 31
lbox_c_2 = lbox_a_2
lbox_c_2 ^= lbox_t7_2
lbox_t8_2 = lbox_b_2
(uint32) lbox_t8_2 >>>= 31
lbox_d_2 = lbox_b_2
lbox_d_2 ^= lbox_t8_2
lbox_t9_2 = lbox_d_2
(uint32) lbox_t9_2 >>>= 26
lbox_a_2 ^= lbox_t9_2
lbox_t10_2 = lbox_c_2
(uint32) lbox_t10_2 >>>= 25
lbox_b_2 ^= lbox_t10_2
lbox_t11_2 = lbox_c_2
(uint32) lbox_t11_2 >>>= 15
lbox_a_2 ^= lbox_t11_2
lbox_t12_2 = lbox_d_2
(uint32) lbox_t12_2 >>>= 15
lbox_b_2 ^= lbox_t12_2
x63 = lbox_a_2
x64 = lbox_b_2
lbox_x_3 = x61
lbox_y_3 = x62
lbox_t1_3 = lbox_x_3
(uint32) lbox_t1_3 >>>= 12
lbox_a_3 = lbox_x_3
lbox_a_3 ^= lbox_t1_3
lbox_t2_3 = lbox_y_3
(uint32) lbox_t2_3 >>>= 12
lbox_b_3 = lbox_y_3
lbox_b_3 ^= lbox_t2_3
lbox_t3_3 = lbox_a_3
(uint32) lbox_t3_3 >>>= 3
lbox_a_3 ^= lbox_t3_3
lbox_t4_3 = lbox_b_3
(uint32) lbox_t4_3 >>>= 3
lbox_b_3 ^= lbox_t4_3
lbox_t5_3 = lbox_x_3
(uint32) lbox_t5_3 >>>= 17
lbox_a_3 ^= lbox_t5_3
lbox_t6_3 = lbox_y_3
(uint32) lbox_t6_3 >>>= 17
lbox_b_3 ^= lbox_t6_3
lbox_t7_3 = lbox_a_3
(uint32) lbox_t7_3 >>>= 31
lbox_c_3 = lbox_a_3
lbox_c_3 ^= lbox_t7_3
lbox_t8_3 = lbox_b_3
(uint32) lbox_t8_3 >>>= 31
lbox_d_3 = lbox_b_3
lbox_d_3 ^= lbox_t8_3
lbox_t9_3 = lbox_d_3
(uint32) lbox_t9_3 >>>= 26
lbox_a_3 ^= lbox_t9_3
lbox_t10_3 = lbox_c_3
(uint32) lbox_t10_3 >>>= 25
lbox_b_3 ^= lbox_t10_3
lbox_t11_3 = lbox_c_3
(uint32) lbox_t11_3 >>>= 15
lbox_a_3 ^= lbox_t11_3
lbox_t12_3 = lbox_d_3
(uint32) lbox_t12_3 >>>= 15
lbox_b_3 ^= lbox_t12_3
x65 = lbox_a_3
x66 = lbox_b_3
x63 ^= 1
x64 ^= 1
sbox_x0_0 = x63
sbox_x1_0 = x64
sbox_x2_0 = x65
sbox_x3_0 = x66
sbox_y1_0 = sbox_x0_0
sbox_y1_0 &= sbox_x1_0
sbox_y1_0 ^= sbox_x2_0
sbox_y0_0 = sbox_x3_0
sbox_y0_0 &= sbox_x0_0
sbox_y0_0 ^= sbox_x1_0
sbox_y3_0 = sbox_y1_0
sbox_y3_0 &= sbox_x3_0
sbox_y3_0 ^= sbox_x0_0
sbox_y2_0 = sbox_y0_0
sbox_y2_0 &= sbox_y1_0
sbox_y2_0 ^= sbox_x3_0
x67 = sbox_y0_0
x68 = sbox_y1_0
x69 = sbox_y2_0
x70 = sbox_y3_0
lbox_x_1 = x67
lbox_y_1 = x68
lbox_t1_1 = lbox_x_1
(uint32) lbox_t1_1 >>>= 12
lbox_a_1 = lbox_x_1
lbox_a_1 ^= lbox_t1_1
lbox_t2_1 = lbox_y_1
(uint32) lbox_t2_1 >>>= 12
lbox_b_1 = lbox_y_1
lbox_b_1 ^= lbox_t2_1
lbox_t3_1 = lbox_a_1
(uint32) lbox_t3_1 >>>= 3
lbox_a_1 ^= lbox_t3_1
lbox_t4_1 = lbox_b_1
(uint32) lbox_t4_1 >>>= 3
lbox_b_1 ^= lbox_t4_1
lbox_t5_1 = lbox_x_1
(uint32) lbox_t5_1 >>>= 17
lbox_a_1 ^= lbox_t5_1
lbox_t6_1 = lbox_y_1
(uint32) lbox_t6_1 >>>= 17
lbox_b_1 ^= lbox_t6_1
lbox_t7_1 = lbox_a_1
(uint32) lbox_t7_1 >>>= 31
lbox_c_1 = lbox_a_1
lbox_c_1 ^= lbox_t7_1
lbox_t8_1 = lbox_b_1
(uint32) lbox_t8_1 >>>= 31
lbox_d_1 = lbox_b_1
lbox_d_1 ^= lbox_t8_1
lbox_t9_1 = lbox_d_1
(uint32) lbox_t9_1 >>>= 26
lbox_a_1 ^= lbox_t9_1
lbox_t10_1 = lbox_c_1
(uint32) lbox_t10_1 >>>= 25
lbox_b_1 ^= lbox_t10_1
lbox_t11_1 = lbox_c_1
(uint32) lbox_t11_1 >>>= 15
lbox_a_1 ^= lbox_t11_1
lbox_t12_1 = lbox_d_1
(uint32) lbox_t12_1 >>>= 15
lbox_b_1 ^= lbox_t12_1
x71 = lbox_a_1
x72 = lbox_b_1
lbox_x_2 = x69
lbox_y_2 = x70
lbox_t1_2 = lbox_x_2
(uint32) lbox_t1_2 >>>= 12
lbox_a_2 = lbox_x_2
lbox_a_2 ^= lbox_t1_2
lbox_t2_2 = lbox_y_2
(uint32) lbox_t2_2 >>>= 12
lbox_b_2 = lbox_y_2
lbox_b_2 ^= lbox_t2_2
lbox_t3_2 = lbox_a_2
(uint32) lbox_t3_2 >>>= 3
lbox_a_2 ^= lbox_t3_2
lbox_t4_2 = lbox_b_2
(uint32) lbox_t4_2 >>>= 3
lbox_b_2 ^= lbox_t4_2
lbox_t5_2 = lbox_x_2
(uint32) lbox_t5_2 >>>= 17
lbox_a_2 ^= lbox_t5_2
lbox_t6_2 = lbox_y_2
(uint32) lbox_t6_2 >>>= 17
lbox_b_2 ^= lbox_t6_2
lbox_t7_2 = lbox_a_2
(uint32) lbox_t7_2 >>>= 31
lbox_c_2 = lbox_a_2
lbox_c_2 ^= lbox_t7_2
lbox_t8_2 = lbox_b_2
(uint32) lbox_t8_2 >>>= 31
lbox_d_2 = lbox_b_2
lbox_d_2 ^= lbox_t8_2
lbox_t9_2 = lbox_d_2
(uint32) lbox_t9_2 >>>= 26
lbox_a_2 ^= lbox_t9_2
lbox_t10_2 = lbox_c_2
(uint32) lbox_t10_2 >>>= 25
lbox_b_2 ^= lbox_t10_2
lbox_t11_2 = lbox_c_2
(uint32) lbox_t11_2 >>>= 15
lbox_a_2 ^= lbox_t11_2
lbox_t12_2 = lbox_d_2
(uint32) lbox_t12_2 >>>= 15
lbox_b_2 ^= lbox_t12_2
x73 = lbox_a_2
x74 = lbox_b_2
x72 ^= 1
x73 ^= 1
x71 ^= tk11
x72 ^= tk12
x73 ^= tk13
x74 ^= tk14
sbox_x0_3 = x71
sbox_x1_3 = x72
sbox_x2_3 = x73
sbox_x3_3 = x74
sbox_y1_3 = sbox_x0_3
sbox_y1_3 &= sbox_x1_3
sbox_y1_3 ^= sbox_x2_3
sbox_y0_3 = sbox_x3_3
sbox_y0_3 &= sbox_x0_3
sbox_y0_3 ^= sbox_x1_3
sbox_y3_3 = sbox_y1_3
sbox_y3_3 &= sbox_x3_3
sbox_y3_3 ^= sbox_x0_3
sbox_y2_3 = sbox_y0_3
sbox_y2_3 &= sbox_y1_3
sbox_y2_3 ^= sbox_x3_3
x75 = sbox_y0_3
x76 = sbox_y1_3
x77 = sbox_y2_3
x78 = sbox_y3_3
lbox_x_0 = x75
lbox_y_0 = x76
lbox_t1_0 = lbox_x_0
(uint32) lbox_t1_0 >>>= 12
lbox_a_0 = lbox_x_0
lbox_a_0 ^= lbox_t1_0
lbox_t2_0 = lbox_y_0
(uint32) lbox_t2_0 >>>= 12
lbox_b_0 = lbox_y_0
lbox_b_0 ^= lbox_t2_0
lbox_t3_0 = lbox_a_0
(uint32) lbox_t3_0 >>>= 3
lbox_a_0 ^= lbox_t3_0
lbox_t4_0 = lbox_b_0
(uint32) lbox_t4_0 >>>= 3
lbox_b_0 ^= lbox_t4_0
lbox_t5_0 = lbox_x_0
(uint32) lbox_t5_0 >>>= 17
lbox_a_0 ^= lbox_t5_0
lbox_t6_0 = lbox_y_0
(uint32) lbox_t6_0 >>>= 17
lbox_b_0 ^= lbox_t6_0
lbox_t7_0 = lbox_a_0
(uint32) lbox_t7_0 >>>= 31
lbox_c_0 = lbox_a_0
lbox_c_0 ^= lbox_t7_0
lbox_t8_0 = lbox_b_0
(uint32) lbox_t8_0 >>>= 31
lbox_d_0 = lbox_b_0
lbox_d_0 ^= lbox_t8_0
lbox_t9_0 = lbox_d_0
(uint32) lbox_t9_0 >>>= 26
lbox_a_0 ^= lbox_t9_0
lbox_t10_0 = lbox_c_0
(uint32) lbox_t10_0 >>>= 25
lbox_b_0 ^= lbox_t10_0
lbox_t11_0 = lbox_c_0
(uint32) lbox_t11_0 >>>= 15
lbox_a_0 ^= lbox_t11_0
lbox_t12_0 = lbox_d_0
(uint32) lbox_t12_0 >>>= 15
lbox_b_0 ^= lbox_t12_0
x79 = lbox_a_0
x80 = lbox_b_0
lbox_x_1 = x77
lbox_y_1 = x78
lbox_t1_1 = lbox_x_1
(uint32) lbox_t1_1 >>>= 12
lbox_a_1 = lbox_x_1
lbox_a_1 ^= lbox_t1_1
lbox_t2_1 = lbox_y_1
(uint32) lbox_t2_1 >>>= 12
lbox_b_1 = lbox_y_1
lbox_b_1 ^= lbox_t2_1
lbox_t3_1 = lbox_a_1
(uint32) lbox_t3_1 >>>= 3
lbox_a_1 ^= lbox_t3_1
lbox_t4_1 = lbox_b_1
(uint32) lbox_t4_1 >>>= 3
lbox_b_1 ^= lbox_t4_1
lbox_t5_1 = lbox_x_1
(uint32) lbox_t5_1 >>>= 17
lbox_a_1 ^= lbox_t5_1
lbox_t6_1 = lbox_y_1
(uint32) lbox_t6_1 >>>= 17
lbox_b_1 ^= lbox_t6_1
lbox_t7_1 = lbox_a_1
(uint32) lbox_t7_1 >>>= 31
lbox_c_1 = lbox_a_1
lbox_c_1 ^= lbox_t7_1
lbox_t8_1 = lbox_b_1
(uint32) lbox_t8_1 >>>= 31
lbox_d_1 = lbox_b_1
lbox_d_1 ^= lbox_t8_1
lbox_t9_1 = lbox_d_1
(uint32) lbox_t9_1 >>>= 26
lbox_a_1 ^= lbox_t9_1
lbox_t10_1 = lbox_c_1
(uint32) lbox_t10_1 >>>= 25
lbox_b_1 ^= lbox_t10_1
lbox_t11_1 = lbox_c_1
(uint32) lbox_t11_1 >>>= 15
lbox_a_1 ^= lbox_t11_1
lbox_t12_1 = lbox_d_1
(uint32) lbox_t12_1 >>>= 15
lbox_b_1 ^= lbox_t12_1
x81 = lbox_a_1
x82 = lbox_b_1
x81 ^= 1
x82 ^= 1
sbox_x0_2 = x79
sbox_x1_2 = x80
sbox_x2_2 = x81
sbox_x3_2 = x82
sbox_y1_2 = sbox_x0_2
sbox_y1_2 &= sbox_x1_2
sbox_y1_2 ^= sbox_x2_2
sbox_y0_2 = sbox_x3_2
sbox_y0_2 &= sbox_x0_2
sbox_y0_2 ^= sbox_x1_2
sbox_y3_2 = sbox_y1_2
sbox_y3_2 &= sbox_x3_2
sbox_y3_2 ^= sbox_x0_2
sbox_y2_2 = sbox_y0_2
sbox_y2_2 &= sbox_y1_2
sbox_y2_2 ^= sbox_x3_2
x83 = sbox_y0_2
x84 = sbox_y1_2
x85 = sbox_y2_2
x86 = sbox_y3_2
lbox_x_3 = x83
lbox_y_3 = x84
lbox_t1_3 = lbox_x_3
(uint32) lbox_t1_3 >>>= 12
lbox_a_3 = lbox_x_3
lbox_a_3 ^= lbox_t1_3
lbox_t2_3 = lbox_y_3
(uint32) lbox_t2_3 >>>= 12
lbox_b_3 = lbox_y_3
lbox_b_3 ^= lbox_t2_3
lbox_t3_3 = lbox_a_3
(uint32) lbox_t3_3 >>>= 3
lbox_a_3 ^= lbox_t3_3
lbox_t4_3 = lbox_b_3
(uint32) lbox_t4_3 >>>= 3
lbox_b_3 ^= lbox_t4_3
lbox_t5_3 = lbox_x_3
(uint32) lbox_t5_3 >>>= 17
lbox_a_3 ^= lbox_t5_3
lbox_t6_3 = lbox_y_3
(uint32) lbox_t6_3 >>>= 17
lbox_b_3 ^= lbox_t6_3
lbox_t7_3 = lbox_a_3
(uint32) lbox_t7_3 >>>= 31
lbox_c_3 = lbox_a_3
lbox_c_3 ^= lbox_t7_3
lbox_t8_3 = lbox_b_3
(uint32) lbox_t8_3 >>>= 31
lbox_d_3 = lbox_b_3
lbox_d_3 ^= lbox_t8_3
lbox_t9_3 = lbox_d_3
(uint32) lbox_t9_3 >>>= 26
lbox_a_3 ^= lbox_t9_3
lbox_t10_3 = lbox_c_3
(uint32) lbox_t10_3 >>>= 25
lbox_b_3 ^= lbox_t10_3
lbox_t11_3 = lbox_c_3
(uint32) lbox_t11_3 >>>= 15
lbox_a_3 ^= lbox_t11_3
lbox_t12_3 = lbox_d_3
(uint32) lbox_t12_3 >>>= 15
lbox_b_3 ^= lbox_t12_3
x87 = lbox_a_3
x88 = lbox_b_3
lbox_x_0 = x85
lbox_y_0 = x86
lbox_t1_0 = lbox_x_0
(uint32) lbox_t1_0 >>>= 12
lbox_a_0 = lbox_x_0
lbox_a_0 ^= lbox_t1_0
lbox_t2_0 = lbox_y_0
(uint32) lbox_t2_0 >>>= 12
lbox_b_0 = lbox_y_0
lbox_b_0 ^= lbox_t2_0
lbox_t3_0 = lbox_a_0
(uint32) lbox_t3_0 >>>= 3
lbox_a_0 ^= lbox_t3_0
lbox_t4_0 = lbox_b_0
(uint32) lbox_t4_0 >>>= 3
lbox_b_0 ^= lbox_t4_0
lbox_t5_0 = lbox_x_0
(uint32) lbox_t5_0 >>>= 17
lbox_a_0 ^= lbox_t5_0
lbox_t6_0 = lbox_y_0
(uint32) lbox_t6_0 >>>= 17
lbox_b_0 ^= lbox_t6_0
lbox_t7_0 = lbox_a_0
(uint32) lbox_t7_0 >>>= 31
lbox_c_0 = lbox_a_0
lbox_c_0 ^= lbox_t7_0
lbox_t8_0 = lbox_b_0
(uint32) lbox_t8_0 >>>= 31
lbox_d_0 = lbox_b_0
lbox_d_0 ^= lbox_t8_0
lbox_t9_0 = lbox_d_0
(uint32) lbox_t9_0 >>>= 26
lbox_a_0 ^= lbox_t9_0
lbox_t10_0 = lbox_c_0
(uint32) lbox_t10_0 >>>= 25
lbox_b_0 ^= lbox_t10_0
lbox_t11_0 = lbox_c_0
(uint32) lbox_t11_0 >>>= 15
lbox_a_0 ^= lbox_t11_0
lbox_t12_0 = lbox_d_0
(uint32) lbox_t12_0 >>>= 15
lbox_b_0 ^= lbox_t12_0
x89 = lbox_a_0
x90 = lbox_b_0
x87 ^= 1
x88 ^= 1
x90 ^= 1
x87 ^= tk15
x88 ^= tk16
x89 ^= tk17
x90 ^= tk18
sbox_x0_1 = x87
sbox_x1_1 = x88
sbox_x2_1 = x89
sbox_x3_1 = x90
sbox_y1_1 = sbox_x0_1
sbox_y1_1 &= sbox_x1_1
sbox_y1_1 ^= sbox_x2_1
sbox_y0_1 = sbox_x3_1
sbox_y0_1 &= sbox_x0_1
sbox_y0_1 ^= sbox_x1_1
sbox_y3_1 = sbox_y1_1
sbox_y3_1 &= sbox_x3_1
sbox_y3_1 ^= sbox_x0_1
sbox_y2_1 = sbox_y0_1
sbox_y2_1 &= sbox_y1_1
sbox_y2_1 ^= sbox_x3_1
x91 = sbox_y0_1
x92 = sbox_y1_1
x93 = sbox_y2_1
x94 = sbox_y3_1
lbox_x_2 = x91
lbox_y_2 = x92
lbox_t1_2 = lbox_x_2
(uint32) lbox_t1_2 >>>= 12
lbox_a_2 = lbox_x_2
lbox_a_2 ^= lbox_t1_2
lbox_t2_2 = lbox_y_2
(uint32) lbox_t2_2 >>>= 12
lbox_b_2 = lbox_y_2
lbox_b_2 ^= lbox_t2_2
lbox_t3_2 = lbox_a_2
(uint32) lbox_t3_2 >>>= 3
lbox_a_2 ^= lbox_t3_2
lbox_t4_2 = lbox_b_2
(uint32) lbox_t4_2 >>>= 3
lbox_b_2 ^= lbox_t4_2
lbox_t5_2 = lbox_x_2
(uint32) lbox_t5_2 >>>= 17
lbox_a_2 ^= lbox_t5_2
lbox_t6_2 = lbox_y_2
(uint32) lbox_t6_2 >>>= 17
lbox_b_2 ^= lbox_t6_2
lbox_t7_2 = lbox_a_2
(uint32) lbox_t7_2 >>>= 31
lbox_c_2 = lbox_a_2
lbox_c_2 ^= lbox_t7_2
lbox_t8_2 = lbox_b_2
(uint32) lbox_t8_2 >>>= 31
lbox_d_2 = lbox_b_2
lbox_d_2 ^= lbox_t8_2
lbox_t9_2 = lbox_d_2
(uint32) lbox_t9_2 >>>= 26
lbox_a_2 ^= lbox_t9_2
lbox_t10_2 = lbox_c_2
(uint32) lbox_t10_2 >>>= 25
lbox_b_2 ^= lbox_t10_2
lbox_t11_2 = lbox_c_2
(uint32) lbox_t11_2 >>>= 15
lbox_a_2 ^= lbox_t11_2
lbox_t12_2 = lbox_d_2
(uint32) lbox_t12_2 >>>= 15
lbox_b_2 ^= lbox_t12_2
x95 = lbox_a_2
x96 = lbox_b_2
lbox_x_3 = x93
lbox_y_3 = x94
lbox_t1_3 = lbox_x_3
(uint32) lbox_t1_3 >>>= 12
lbox_a_3 = lbox_x_3
lbox_a_3 ^= lbox_t1_3
lbox_t2_3 = lbox_y_3
(uint32) lbox_t2_3 >>>= 12
lbox_b_3 = lbox_y_3
lbox_b_3 ^= lbox_t2_3
lbox_t3_3 = lbox_a_3
(uint32) lbox_t3_3 >>>= 3
lbox_a_3 ^= lbox_t3_3
lbox_t4_3 = lbox_b_3
(uint32) lbox_t4_3 >>>= 3
lbox_b_3 ^= lbox_t4_3
lbox_t5_3 = lbox_x_3
(uint32) lbox_t5_3 >>>= 17
lbox_a_3 ^= lbox_t5_3
lbox_t6_3 = lbox_y_3
(uint32) lbox_t6_3 >>>= 17
lbox_b_3 ^= lbox_t6_3
lbox_t7_3 = lbox_a_3
(uint32) lbox_t7_3 >>>= 31
lbox_c_3 = lbox_a_3
lbox_c_3 ^= lbox_t7_3
lbox_t8_3 = lbox_b_3
(uint32) lbox_t8_3 >>>= 31
lbox_d_3 = lbox_b_3
lbox_d_3 ^= lbox_t8_3
lbox_t9_3 = lbox_d_3
(uint32) lbox_t9_3 >>>= 26
lbox_a_3 ^= lbox_t9_3
lbox_t10_3 = lbox_c_3
(uint32) lbox_t10_3 >>>= 25
lbox_b_3 ^= lbox_t10_3
lbox_t11_3 = lbox_c_3
(uint32) lbox_t11_3 >>>= 15
lbox_a_3 ^= lbox_t11_3
lbox_t12_3 = lbox_d_3
(uint32) lbox_t12_3 >>>= 15
lbox_b_3 ^= lbox_t12_3
x97 = lbox_a_3
x98 = lbox_b_3
x95 ^= 1
x97 ^= 1
sbox_x0_0 = x95
sbox_x1_0 = x96
sbox_x2_0 = x97
sbox_x3_0 = x98
sbox_y1_0 = sbox_x0_0
sbox_y1_0 &= sbox_x1_0
sbox_y1_0 ^= sbox_x2_0
sbox_y0_0 = sbox_x3_0
sbox_y0_0 &= sbox_x0_0
sbox_y0_0 ^= sbox_x1_0
sbox_y3_0 = sbox_y1_0
sbox_y3_0 &= sbox_x3_0
sbox_y3_0 ^= sbox_x0_0
sbox_y2_0 = sbox_y0_0
sbox_y2_0 &= sbox_y1_0
sbox_y2_0 ^= sbox_x3_0
x99 = sbox_y0_0
x100 = sbox_y1_0
x101 = sbox_y2_0
x102 = sbox_y3_0
lbox_x_1 = x99
lbox_y_1 = x100
lbox_t1_1 = lbox_x_1
(uint32) lbox_t1_1 >>>= 12
lbox_a_1 = lbox_x_1
lbox_a_1 ^= lbox_t1_1
lbox_t2_1 = lbox_y_1
(uint32) lbox_t2_1 >>>= 12
lbox_b_1 = lbox_y_1
lbox_b_1 ^= lbox_t2_1
lbox_t3_1 = lbox_a_1
(uint32) lbox_t3_1 >>>= 3
lbox_a_1 ^= lbox_t3_1
lbox_t4_1 = lbox_b_1
(uint32) lbox_t4_1 >>>= 3
lbox_b_1 ^= lbox_t4_1
lbox_t5_1 = lbox_x_1
(uint32) lbox_t5_1 >>>= 17
lbox_a_1 ^= lbox_t5_1
lbox_t6_1 = lbox_y_1
(uint32) lbox_t6_1 >>>= 17
lbox_b_1 ^= lbox_t6_1
lbox_t7_1 = lbox_a_1
(uint32) lbox_t7_1 >>>= 31
lbox_c_1 = lbox_a_1
lbox_c_1 ^= lbox_t7_1
lbox_t8_1 = lbox_b_1
(uint32) lbox_t8_1 >>>= 31
lbox_d_1 = lbox_b_1
lbox_d_1 ^= lbox_t8_1
lbox_t9_1 = lbox_d_1
(uint32) lbox_t9_1 >>>= 26
lbox_a_1 ^= lbox_t9_1
lbox_t10_1 = lbox_c_1
(uint32) lbox_t10_1 >>>= 25
lbox_b_1 ^= lbox_t10_1
lbox_t11_1 = lbox_c_1
(uint32) lbox_t11_1 >>>= 15
lbox_a_1 ^= lbox_t11_1
lbox_t12_1 = lbox_d_1
(uint32) lbox_t12_1 >>>= 15
lbox_b_1 ^= lbox_t12_1
x103 = lbox_a_1
x104 = lbox_b_1
lbox_x_2 = x101
lbox_y_2 = x102
lbox_t1_2 = lbox_x_2
(uint32) lbox_t1_2 >>>= 12
lbox_a_2 = lbox_x_2
lbox_a_2 ^= lbox_t1_2
lbox_t2_2 = lbox_y_2
(uint32) lbox_t2_2 >>>= 12
lbox_b_2 = lbox_y_2
lbox_b_2 ^= lbox_t2_2
lbox_t3_2 = lbox_a_2
(uint32) lbox_t3_2 >>>= 3
lbox_a_2 ^= lbox_t3_2
lbox_t4_2 = lbox_b_2
(uint32) lbox_t4_2 >>>= 3
lbox_b_2 ^= lbox_t4_2
lbox_t5_2 = lbox_x_2
(uint32) lbox_t5_2 >>>= 17
lbox_a_2 ^= lbox_t5_2
lbox_t6_2 = lbox_y_2
(uint32) lbox_t6_2 >>>= 17
lbox_b_2 ^= lbox_t6_2
lbox_t7_2 = lbox_a_2
(uint32) lbox_t7_2 >>>= 31
lbox_c_2 = lbox_a_2
lbox_c_2 ^= lbox_t7_2
lbox_t8_2 = lbox_b_2
(uint32) lbox_t8_2 >>>= 31
lbox_d_2 = lbox_b_2
lbox_d_2 ^= lbox_t8_2
lbox_t9_2 = lbox_d_2
(uint32) lbox_t9_2 >>>= 26
lbox_a_2 ^= lbox_t9_2
lbox_t10_2 = lbox_c_2
(uint32) lbox_t10_2 >>>= 25
lbox_b_2 ^= lbox_t10_2
lbox_t11_2 = lbox_c_2
(uint32) lbox_t11_2 >>>= 15
lbox_a_2 ^= lbox_t11_2
lbox_t12_2 = lbox_d_2
(uint32) lbox_t12_2 >>>= 15
lbox_b_2 ^= lbox_t12_2
x105 = lbox_a_2
x106 = lbox_b_2
x104 ^= 1
x106 ^= 1
x103 ^= tk19
x104 ^= tk20
x105 ^= tk21
x106 ^= tk22
sbox_x0_3 = x103
sbox_x1_3 = x104
sbox_x2_3 = x105
sbox_x3_3 = x106
sbox_y1_3 = sbox_x0_3
sbox_y1_3 &= sbox_x1_3
sbox_y1_3 ^= sbox_x2_3
sbox_y0_3 = sbox_x3_3
sbox_y0_3 &= sbox_x0_3
sbox_y0_3 ^= sbox_x1_3
sbox_y3_3 = sbox_y1_3
sbox_y3_3 &= sbox_x3_3
sbox_y3_3 ^= sbox_x0_3
sbox_y2_3 = sbox_y0_3
sbox_y2_3 &= sbox_y1_3
sbox_y2_3 ^= sbox_x3_3
x107 = sbox_y0_3
x108 = sbox_y1_3
x109 = sbox_y2_3
x110 = sbox_y3_3
lbox_x_0 = x107
lbox_y_0 = x108
lbox_t1_0 = lbox_x_0
(uint32) lbox_t1_0 >>>= 12
lbox_a_0 = lbox_x_0
lbox_a_0 ^= lbox_t1_0
lbox_t2_0 = lbox_y_0
(uint32) lbox_t2_0 >>>= 12
lbox_b_0 = lbox_y_0
lbox_b_0 ^= lbox_t2_0
lbox_t3_0 = lbox_a_0
(uint32) lbox_t3_0 >>>= 3
lbox_a_0 ^= lbox_t3_0
lbox_t4_0 = lbox_b_0
(uint32) lbox_t4_0 >>>= 3
lbox_b_0 ^= lbox_t4_0
lbox_t5_0 = lbox_x_0
(uint32) lbox_t5_0 >>>= 17
lbox_a_0 ^= lbox_t5_0
lbox_t6_0 = lbox_y_0
(uint32) lbox_t6_0 >>>= 17
lbox_b_0 ^= lbox_t6_0
lbox_t7_0 = lbox_a_0
(uint32) lbox_t7_0 >>>= 31
lbox_c_0 = lbox_a_0
lbox_c_0 ^= lbox_t7_0
lbox_t8_0 = lbox_b_0
(uint32) lbox_t8_0 >>>= 31
lbox_d_0 = lbox_b_0
lbox_d_0 ^= lbox_t8_0
lbox_t9_0 = lbox_d_0
(uint32) lbox_t9_0 >>>= 26
lbox_a_0 ^= lbox_t9_0
lbox_t10_0 = lbox_c_0
(uint32) lbox_t10_0 >>>= 25
lbox_b_0 ^= lbox_t10_0
lbox_t11_0 = lbox_c_0
(uint32) lbox_t11_0 >>>= 15
lbox_a_0 ^= lbox_t11_0
lbox_t12_0 = lbox_d_0
(uint32) lbox_t12_0 >>>= 15
lbox_b_0 ^= lbox_t12_0
x111 = lbox_a_0
x112 = lbox_b_0
lbox_x_1 = x109
lbox_y_1 = x110
lbox_t1_1 = lbox_x_1
(uint32) lbox_t1_1 >>>= 12
lbox_a_1 = lbox_x_1
lbox_a_1 ^= lbox_t1_1
lbox_t2_1 = lbox_y_1
(uint32) lbox_t2_1 >>>= 12
lbox_b_1 = lbox_y_1
lbox_b_1 ^= lbox_t2_1
lbox_t3_1 = lbox_a_1
(uint32) lbox_t3_1 >>>= 3
lbox_a_1 ^= lbox_t3_1
lbox_t4_1 = lbox_b_1
(uint32) lbox_t4_1 >>>= 3
lbox_b_1 ^= lbox_t4_1
lbox_t5_1 = lbox_x_1
(uint32) lbox_t5_1 >>>= 17
lbox_a_1 ^= lbox_t5_1
lbox_t6_1 = lbox_y_1
(uint32) lbox_t6_1 >>>= 17
lbox_b_1 ^= lbox_t6_1
lbox_t7_1 = lbox_a_1
(uint32) lbox_t7_1 >>>= 31
lbox_c_1 = lbox_a_1
lbox_c_1 ^= lbox_t7_1
lbox_t8_1 = lbox_b_1
(uint32) lbox_t8_1 >>>= 31
lbox_d_1 = lbox_b_1
lbox_d_1 ^= lbox_t8_1
lbox_t9_1 = lbox_d_1
(uint32) lbox_t9_1 >>>= 26
lbox_a_1 ^= lbox_t9_1
lbox_t10_1 = lbox_c_1
(uint32) lbox_t10_1 >>>= 25
lbox_b_1 ^= lbox_t10_1
lbox_t11_1 = lbox_c_1
(uint32) lbox_t11_1 >>>= 15
lbox_a_1 ^= lbox_t11_1
lbox_t12_1 = lbox_d_1
(uint32) lbox_t12_1 >>>= 15
lbox_b_1 ^= lbox_t12_1
x113 = lbox_a_1
x114 = lbox_b_1
x111 ^= 1
x112 ^= 1
x113 ^= 1
sbox_x0_2 = x111
sbox_x1_2 = x112
sbox_x2_2 = x113
sbox_x3_2 = x114
sbox_y1_2 = sbox_x0_2
sbox_y1_2 &= sbox_x1_2
sbox_y1_2 ^= sbox_x2_2
sbox_y0_2 = sbox_x3_2
sbox_y0_2 &= sbox_x0_2
sbox_y0_2 ^= sbox_x1_2
sbox_y3_2 = sbox_y1_2
sbox_y3_2 &= sbox_x3_2
sbox_y3_2 ^= sbox_x0_2
sbox_y2_2 = sbox_y0_2
sbox_y2_2 &= sbox_y1_2
sbox_y2_2 ^= sbox_x3_2
x115 = sbox_y0_2
x116 = sbox_y1_2
x117 = sbox_y2_2
x118 = sbox_y3_2
lbox_x_3 = x115
lbox_y_3 = x116
lbox_t1_3 = lbox_x_3
(uint32) lbox_t1_3 >>>= 12
lbox_a_3 = lbox_x_3
lbox_a_3 ^= lbox_t1_3
lbox_t2_3 = lbox_y_3
(uint32) lbox_t2_3 >>>= 12
lbox_b_3 = lbox_y_3
lbox_b_3 ^= lbox_t2_3
lbox_t3_3 = lbox_a_3
(uint32) lbox_t3_3 >>>= 3
lbox_a_3 ^= lbox_t3_3
lbox_t4_3 = lbox_b_3
(uint32) lbox_t4_3 >>>= 3
lbox_b_3 ^= lbox_t4_3
lbox_t5_3 = lbox_x_3
(uint32) lbox_t5_3 >>>= 17
lbox_a_3 ^= lbox_t5_3
lbox_t6_3 = lbox_y_3
(uint32) lbox_t6_3 >>>= 17
lbox_b_3 ^= lbox_t6_3
lbox_t7_3 = lbox_a_3
(uint32) lbox_t7_3 >>>= 31
lbox_c_3 = lbox_a_3
lbox_c_3 ^= lbox_t7_3
lbox_t8_3 = lbox_b_3
(uint32) lbox_t8_3 >>>= 31
lbox_d_3 = lbox_b_3
lbox_d_3 ^= lbox_t8_3
lbox_t9_3 = lbox_d_3
(uint32) lbox_t9_3 >>>= 26
lbox_a_3 ^= lbox_t9_3
lbox_t10_3 = lbox_c_3
(uint32) lbox_t10_3 >>>= 25
lbox_b_3 ^= lbox_t10_3
lbox_t11_3 = lbox_c_3
(uint32) lbox_t11_3 >>>= 15
lbox_a_3 ^= lbox_t11_3
lbox_t12_3 = lbox_d_3
(uint32) lbox_t12_3 >>>= 15
lbox_b_3 ^= lbox_t12_3
x119 = lbox_a_3
x120 = lbox_b_3
lbox_x_0 = x117
lbox_y_0 = x118
lbox_t1_0 = lbox_x_0
(uint32) lbox_t1_0 >>>= 12
lbox_a_0 = lbox_x_0
lbox_a_0 ^= lbox_t1_0
lbox_t2_0 = lbox_y_0
(uint32) lbox_t2_0 >>>= 12
lbox_b_0 = lbox_y_0
lbox_b_0 ^= lbox_t2_0
lbox_t3_0 = lbox_a_0
(uint32) lbox_t3_0 >>>= 3
lbox_a_0 ^= lbox_t3_0
lbox_t4_0 = lbox_b_0
(uint32) lbox_t4_0 >>>= 3
lbox_b_0 ^= lbox_t4_0
lbox_t5_0 = lbox_x_0
(uint32) lbox_t5_0 >>>= 17
lbox_a_0 ^= lbox_t5_0
lbox_t6_0 = lbox_y_0
(uint32) lbox_t6_0 >>>= 17
lbox_b_0 ^= lbox_t6_0
lbox_t7_0 = lbox_a_0
(uint32) lbox_t7_0 >>>= 31
lbox_c_0 = lbox_a_0
lbox_c_0 ^= lbox_t7_0
lbox_t8_0 = lbox_b_0
(uint32) lbox_t8_0 >>>= 31
lbox_d_0 = lbox_b_0
lbox_d_0 ^= lbox_t8_0
lbox_t9_0 = lbox_d_0
(uint32) lbox_t9_0 >>>= 26
lbox_a_0 ^= lbox_t9_0
lbox_t10_0 = lbox_c_0
(uint32) lbox_t10_0 >>>= 25
lbox_b_0 ^= lbox_t10_0
lbox_t11_0 = lbox_c_0
(uint32) lbox_t11_0 >>>= 15
lbox_a_0 ^= lbox_t11_0
lbox_t12_0 = lbox_d_0
(uint32) lbox_t12_0 >>>= 15
lbox_b_0 ^= lbox_t12_0
x121 = lbox_a_0
x122 = lbox_b_0
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
