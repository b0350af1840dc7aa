# Serpent encryption, bitsliced over 64 blocks (bench/sched/gen.py serpent): a loop over the 32
# rounds, each S-box layer a loop over the columns, 4 a time.
# void serpent_bs(uint64_t st[128], const uint64_t rk[33 * 128]): st[32*w+j] is bit j
# of word X_w of every block; rk the 33 round keys bitsliced the same way.
# S-boxes: Osvik's instruction sequences (gen.py OSVIK) as nodes.

node sbox0
int64 x0
int64 x1
int64 x2
int64 x3
int64 m1
input x0
input x1
input x2
input x3
output m1
output x1
output x2
output x0
x3 ^= x0
m1 = x1
m1 &= x3
x1 ^= x2
m1 ^= x0
x0 |= x3
x0 ^= x1
x1 ^= x3
x3 ^= x2
x2 |= m1
x2 ^= x1
x1 = ~x1
x1 |= m1
m1 ^= x3
m1 ^= x1
x3 |= x0
m1 ^= x3
x1 ^= x3
endnode

node sbox1
int64 x0
int64 x1
int64 x2
int64 x3
int64 m1
input x0
input x1
input x2
input x3
output x2
output x0
output x3
output x1
x0 = ~x0
x2 = ~x2
m1 = x0
m1 &= x1
x2 ^= m1
m1 |= x3
x3 ^= x2
x1 ^= m1
m1 ^= x0
x0 |= x1
x1 ^= x3
x2 |= m1
x2 &= x0
m1 ^= x1
x1 &= x2
x1 ^= m1
m1 &= x2
x0 ^= m1
endnode

node sbox2
int64 x0
int64 x1
int64 x2
int64 x3
int64 m2
int64 m3
int64 m1
input x0
input x1
input x2
input x3
output x2
output m2
output x3
output m3
m1 = x0
m1 &= x2
m1 ^= x3
x2 ^= x1
x2 ^= m1
x3 |= x0
x3 ^= x1
x0 ^= x2
m2 = x3
m2 |= x0
m2 ^= m1
m1 &= x3
x0 ^= m1
x3 ^= m2
x3 ^= x0
m3 = x0
m3 = ~m3
endnode

node sbox3
int64 x0
int64 x1
int64 x2
int64 x3
int64 m1
int64 m2
input x0
input x1
input x2
input x3
output m1
output x1
output x3
output x0
m1 = x0
m1 |= x3
x3 ^= x1
x1 &= x0
x0 ^= x2
x2 ^= x3
x3 &= m1
x0 |= x1
x3 ^= x0
m1 ^= x1
x0 &= m1
x1 ^= x3
x0 ^= x2
x1 |= m1
x1 ^= x2
m1 ^= x3
m2 = x1
m2 |= x3
m1 ^= m2
endnode

node sbox4
int64 x0
int64 x1
int64 x2
int64 x3
int64 m1
input x0
input x1
input x2
input x3
output m1
output x1
output x0
output x3
x1 ^= x3
x3 = ~x3
x2 ^= x3
x3 ^= x0
m1 = x1
m1 &= x3
m1 ^= x2
x1 ^= x3
x0 ^= x1
x2 &= x1
x2 ^= x0
x0 &= m1
x3 ^= x0
x1 |= m1
x1 ^= x0
x0 |= x3
x0 ^= x2
x2 &= x3
x0 = ~x0
x1 ^= x2
endnode

node sbox5
int64 x0
int64 x1
int64 x2
int64 x3
int64 m1
input x0
input x1
input x2
input x3
output m1
output x3
output x0
output x1
x0 ^= x1
x1 ^= x3
x3 = ~x3
m1 = x1
m1 &= x0
x2 ^= x3
m1 ^= x2
x2 |= x1
x1 ^= x3
x3 &= m1
x3 ^= x0
x1 ^= m1
x1 ^= x2
x2 ^= x0
x0 &= x3
x2 = ~x2
x0 ^= x1
x1 |= x3
x1 ^= x2
endnode

node sbox6
int64 x0
int64 x1
int64 x2
int64 x3
int64 m1
input x0
input x1
input x2
input x3
output x0
output x1
output x3
output m1
x2 = ~x2
m1 = x3
m1 &= x0
x0 ^= x3
m1 ^= x2
x2 |= x3
x1 ^= m1
x2 ^= x0
x0 |= x1
x2 ^= x1
x3 ^= x0
x0 |= m1
x0 ^= x2
x3 ^= m1
x3 ^= x0
m1 = ~m1
x2 &= x3
m1 ^= x2
endnode

node sbox7
int64 x0
int64 x1
int64 x2
int64 x3
int64 m1
input x0
input x1
input x2
input x3
output x1
output x3
output m1
output x0
m1 = x1
m1 |= x2
m1 ^= x3
x1 ^= x2
x2 ^= m1
x3 |= x1
x3 &= x0
x1 ^= x2
x3 ^= m1
m1 |= x1
m1 ^= x0
x0 |= x1
x0 ^= x2
m1 ^= x1
x2 ^= m1
m1 &= x0
m1 ^= x1
x2 = ~x2
x2 |= x0
x1 ^= x2
endnode

int64 c1
int64 c2
int64 c3
int64 c4
int64 c5
int64 c6
int64 c7
int64 c8
int64 c9
int64 c10
int64 c11
int64 c12
int64 c13
int64 c14
int64 c15
int64 c16
int64 u17
int64 u18
int64 u19
int64 u20
int64 n
int64 s
int64 col
int64 key
int64 end
int64 st
int64 rk
input st
input rk

enter serpent_bs
n = 32
s = 0
top:
col = st
key = rk
end = st
end += 256
=? s - 0
goto sbox0_layer if =
=? s - 1
goto sbox1_layer if =
=? s - 2
goto sbox2_layer if =
=? s - 3
goto sbox3_layer if =
=? s - 4
goto sbox4_layer if =
=? s - 5
goto sbox5_layer if =
=? s - 6
goto sbox6_layer if =
goto sbox7_layer
sbox0_layer:
c1 = *(uint64 *) (col + 0)
c1 ^= *(uint64 *) (key + 0)
c2 = *(uint64 *) (col + 256)
c2 ^= *(uint64 *) (key + 256)
c3 = *(uint64 *) (col + 512)
c3 ^= *(uint64 *) (key + 512)
c4 = *(uint64 *) (col + 768)
c4 ^= *(uint64 *) (key + 768)
c1 c2 c3 c4 = sbox0(c1 c2 c3 c4)
*(uint64 *) (col + 0) = c1
*(uint64 *) (col + 256) = c2
*(uint64 *) (col + 512) = c3
*(uint64 *) (col + 768) = c4
c5 = *(uint64 *) (col + 8)
c5 ^= *(uint64 *) (key + 8)
c6 = *(uint64 *) (col + 264)
c6 ^= *(uint64 *) (key + 264)
c7 = *(uint64 *) (col + 520)
c7 ^= *(uint64 *) (key + 520)
c8 = *(uint64 *) (col + 776)
c8 ^= *(uint64 *) (key + 776)
c5 c6 c7 c8 = sbox0(c5 c6 c7 c8)
*(uint64 *) (col + 8) = c5
*(uint64 *) (col + 264) = c6
*(uint64 *) (col + 520) = c7
*(uint64 *) (col + 776) = c8
c9 = *(uint64 *) (col + 16)
c9 ^= *(uint64 *) (key + 16)
c10 = *(uint64 *) (col + 272)
c10 ^= *(uint64 *) (key + 272)
c11 = *(uint64 *) (col + 528)
c11 ^= *(uint64 *) (key + 528)
c12 = *(uint64 *) (col + 784)
c12 ^= *(uint64 *) (key + 784)
c9 c10 c11 c12 = sbox0(c9 c10 c11 c12)
*(uint64 *) (col + 16) = c9
*(uint64 *) (col + 272) = c10
*(uint64 *) (col + 528) = c11
*(uint64 *) (col + 784) = c12
c13 = *(uint64 *) (col + 24)
c13 ^= *(uint64 *) (key + 24)
c14 = *(uint64 *) (col + 280)
c14 ^= *(uint64 *) (key + 280)
c15 = *(uint64 *) (col + 536)
c15 ^= *(uint64 *) (key + 536)
c16 = *(uint64 *) (col + 792)
c16 ^= *(uint64 *) (key + 792)
c13 c14 c15 c16 = sbox0(c13 c14 c15 c16)
*(uint64 *) (col + 24) = c13
*(uint64 *) (col + 280) = c14
*(uint64 *) (col + 536) = c15
*(uint64 *) (col + 792) = c16
col += 32
key += 32
=? col - end
goto sbox0_layer if !=
goto layer_done
sbox1_layer:
c1 = *(uint64 *) (col + 0)
c1 ^= *(uint64 *) (key + 0)
c2 = *(uint64 *) (col + 256)
c2 ^= *(uint64 *) (key + 256)
c3 = *(uint64 *) (col + 512)
c3 ^= *(uint64 *) (key + 512)
c4 = *(uint64 *) (col + 768)
c4 ^= *(uint64 *) (key + 768)
c1 c2 c3 c4 = sbox1(c1 c2 c3 c4)
*(uint64 *) (col + 0) = c1
*(uint64 *) (col + 256) = c2
*(uint64 *) (col + 512) = c3
*(uint64 *) (col + 768) = c4
c5 = *(uint64 *) (col + 8)
c5 ^= *(uint64 *) (key + 8)
c6 = *(uint64 *) (col + 264)
c6 ^= *(uint64 *) (key + 264)
c7 = *(uint64 *) (col + 520)
c7 ^= *(uint64 *) (key + 520)
c8 = *(uint64 *) (col + 776)
c8 ^= *(uint64 *) (key + 776)
c5 c6 c7 c8 = sbox1(c5 c6 c7 c8)
*(uint64 *) (col + 8) = c5
*(uint64 *) (col + 264) = c6
*(uint64 *) (col + 520) = c7
*(uint64 *) (col + 776) = c8
c9 = *(uint64 *) (col + 16)
c9 ^= *(uint64 *) (key + 16)
c10 = *(uint64 *) (col + 272)
c10 ^= *(uint64 *) (key + 272)
c11 = *(uint64 *) (col + 528)
c11 ^= *(uint64 *) (key + 528)
c12 = *(uint64 *) (col + 784)
c12 ^= *(uint64 *) (key + 784)
c9 c10 c11 c12 = sbox1(c9 c10 c11 c12)
*(uint64 *) (col + 16) = c9
*(uint64 *) (col + 272) = c10
*(uint64 *) (col + 528) = c11
*(uint64 *) (col + 784) = c12
c13 = *(uint64 *) (col + 24)
c13 ^= *(uint64 *) (key + 24)
c14 = *(uint64 *) (col + 280)
c14 ^= *(uint64 *) (key + 280)
c15 = *(uint64 *) (col + 536)
c15 ^= *(uint64 *) (key + 536)
c16 = *(uint64 *) (col + 792)
c16 ^= *(uint64 *) (key + 792)
c13 c14 c15 c16 = sbox1(c13 c14 c15 c16)
*(uint64 *) (col + 24) = c13
*(uint64 *) (col + 280) = c14
*(uint64 *) (col + 536) = c15
*(uint64 *) (col + 792) = c16
col += 32
key += 32
=? col - end
goto sbox1_layer if !=
goto layer_done
sbox2_layer:
c1 = *(uint64 *) (col + 0)
c1 ^= *(uint64 *) (key + 0)
c2 = *(uint64 *) (col + 256)
c2 ^= *(uint64 *) (key + 256)
c3 = *(uint64 *) (col + 512)
c3 ^= *(uint64 *) (key + 512)
c4 = *(uint64 *) (col + 768)
c4 ^= *(uint64 *) (key + 768)
c1 c2 c3 c4 = sbox2(c1 c2 c3 c4)
*(uint64 *) (col + 0) = c1
*(uint64 *) (col + 256) = c2
*(uint64 *) (col + 512) = c3
*(uint64 *) (col + 768) = c4
c5 = *(uint64 *) (col + 8)
c5 ^= *(uint64 *) (key + 8)
c6 = *(uint64 *) (col + 264)
c6 ^= *(uint64 *) (key + 264)
c7 = *(uint64 *) (col + 520)
c7 ^= *(uint64 *) (key + 520)
c8 = *(uint64 *) (col + 776)
c8 ^= *(uint64 *) (key + 776)
c5 c6 c7 c8 = sbox2(c5 c6 c7 c8)
*(uint64 *) (col + 8) = c5
*(uint64 *) (col + 264) = c6
*(uint64 *) (col + 520) = c7
*(uint64 *) (col + 776) = c8
c9 = *(uint64 *) (col + 16)
c9 ^= *(uint64 *) (key + 16)
c10 = *(uint64 *) (col + 272)
c10 ^= *(uint64 *) (key + 272)
c11 = *(uint64 *) (col + 528)
c11 ^= *(uint64 *) (key + 528)
c12 = *(uint64 *) (col + 784)
c12 ^= *(uint64 *) (key + 784)
c9 c10 c11 c12 = sbox2(c9 c10 c11 c12)
*(uint64 *) (col + 16) = c9
*(uint64 *) (col + 272) = c10
*(uint64 *) (col + 528) = c11
*(uint64 *) (col + 784) = c12
c13 = *(uint64 *) (col + 24)
c13 ^= *(uint64 *) (key + 24)
c14 = *(uint64 *) (col + 280)
c14 ^= *(uint64 *) (key + 280)
c15 = *(uint64 *) (col + 536)
c15 ^= *(uint64 *) (key + 536)
c16 = *(uint64 *) (col + 792)
c16 ^= *(uint64 *) (key + 792)
c13 c14 c15 c16 = sbox2(c13 c14 c15 c16)
*(uint64 *) (col + 24) = c13
*(uint64 *) (col + 280) = c14
*(uint64 *) (col + 536) = c15
*(uint64 *) (col + 792) = c16
col += 32
key += 32
=? col - end
goto sbox2_layer if !=
goto layer_done
sbox3_layer:
c1 = *(uint64 *) (col + 0)
c1 ^= *(uint64 *) (key + 0)
c2 = *(uint64 *) (col + 256)
c2 ^= *(uint64 *) (key + 256)
c3 = *(uint64 *) (col + 512)
c3 ^= *(uint64 *) (key + 512)
c4 = *(uint64 *) (col + 768)
c4 ^= *(uint64 *) (key + 768)
c1 c2 c3 c4 = sbox3(c1 c2 c3 c4)
*(uint64 *) (col + 0) = c1
*(uint64 *) (col + 256) = c2
*(uint64 *) (col + 512) = c3
*(uint64 *) (col + 768) = c4
c5 = *(uint64 *) (col + 8)
c5 ^= *(uint64 *) (key + 8)
c6 = *(uint64 *) (col + 264)
c6 ^= *(uint64 *) (key + 264)
c7 = *(uint64 *) (col + 520)
c7 ^= *(uint64 *) (key + 520)
c8 = *(uint64 *) (col + 776)
c8 ^= *(uint64 *) (key + 776)
c5 c6 c7 c8 = sbox3(c5 c6 c7 c8)
*(uint64 *) (col + 8) = c5
*(uint64 *) (col + 264) = c6
*(uint64 *) (col + 520) = c7
*(uint64 *) (col + 776) = c8
c9 = *(uint64 *) (col + 16)
c9 ^= *(uint64 *) (key + 16)
c10 = *(uint64 *) (col + 272)
c10 ^= *(uint64 *) (key + 272)
c11 = *(uint64 *) (col + 528)
c11 ^= *(uint64 *) (key + 528)
c12 = *(uint64 *) (col + 784)
c12 ^= *(uint64 *) (key + 784)
c9 c10 c11 c12 = sbox3(c9 c10 c11 c12)
*(uint64 *) (col + 16) = c9
*(uint64 *) (col + 272) = c10
*(uint64 *) (col + 528) = c11
*(uint64 *) (col + 784) = c12
c13 = *(uint64 *) (col + 24)
c13 ^= *(uint64 *) (key + 24)
c14 = *(uint64 *) (col + 280)
c14 ^= *(uint64 *) (key + 280)
c15 = *(uint64 *) (col + 536)
c15 ^= *(uint64 *) (key + 536)
c16 = *(uint64 *) (col + 792)
c16 ^= *(uint64 *) (key + 792)
c13 c14 c15 c16 = sbox3(c13 c14 c15 c16)
*(uint64 *) (col + 24) = c13
*(uint64 *) (col + 280) = c14
*(uint64 *) (col + 536) = c15
*(uint64 *) (col + 792) = c16
col += 32
key += 32
=? col - end
goto sbox3_layer if !=
goto layer_done
sbox4_layer:
c1 = *(uint64 *) (col + 0)
c1 ^= *(uint64 *) (key + 0)
c2 = *(uint64 *) (col + 256)
c2 ^= *(uint64 *) (key + 256)
c3 = *(uint64 *) (col + 512)
c3 ^= *(uint64 *) (key + 512)
c4 = *(uint64 *) (col + 768)
c4 ^= *(uint64 *) (key + 768)
c1 c2 c3 c4 = sbox4(c1 c2 c3 c4)
*(uint64 *) (col + 0) = c1
*(uint64 *) (col + 256) = c2
*(uint64 *) (col + 512) = c3
*(uint64 *) (col + 768) = c4
c5 = *(uint64 *) (col + 8)
c5 ^= *(uint64 *) (key + 8)
c6 = *(uint64 *) (col + 264)
c6 ^= *(uint64 *) (key + 264)
c7 = *(uint64 *) (col + 520)
c7 ^= *(uint64 *) (key + 520)
c8 = *(uint64 *) (col + 776)
c8 ^= *(uint64 *) (key + 776)
c5 c6 c7 c8 = sbox4(c5 c6 c7 c8)
*(uint64 *) (col + 8) = c5
*(uint64 *) (col + 264) = c6
*(uint64 *) (col + 520) = c7
*(uint64 *) (col + 776) = c8
c9 = *(uint64 *) (col + 16)
c9 ^= *(uint64 *) (key + 16)
c10 = *(uint64 *) (col + 272)
c10 ^= *(uint64 *) (key + 272)
c11 = *(uint64 *) (col + 528)
c11 ^= *(uint64 *) (key + 528)
c12 = *(uint64 *) (col + 784)
c12 ^= *(uint64 *) (key + 784)
c9 c10 c11 c12 = sbox4(c9 c10 c11 c12)
*(uint64 *) (col + 16) = c9
*(uint64 *) (col + 272) = c10
*(uint64 *) (col + 528) = c11
*(uint64 *) (col + 784) = c12
c13 = *(uint64 *) (col + 24)
c13 ^= *(uint64 *) (key + 24)
c14 = *(uint64 *) (col + 280)
c14 ^= *(uint64 *) (key + 280)
c15 = *(uint64 *) (col + 536)
c15 ^= *(uint64 *) (key + 536)
c16 = *(uint64 *) (col + 792)
c16 ^= *(uint64 *) (key + 792)
c13 c14 c15 c16 = sbox4(c13 c14 c15 c16)
*(uint64 *) (col + 24) = c13
*(uint64 *) (col + 280) = c14
*(uint64 *) (col + 536) = c15
*(uint64 *) (col + 792) = c16
col += 32
key += 32
=? col - end
goto sbox4_layer if !=
goto layer_done
sbox5_layer:
c1 = *(uint64 *) (col + 0)
c1 ^= *(uint64 *) (key + 0)
c2 = *(uint64 *) (col + 256)
c2 ^= *(uint64 *) (key + 256)
c3 = *(uint64 *) (col + 512)
c3 ^= *(uint64 *) (key + 512)
c4 = *(uint64 *) (col + 768)
c4 ^= *(uint64 *) (key + 768)
c1 c2 c3 c4 = sbox5(c1 c2 c3 c4)
*(uint64 *) (col + 0) = c1
*(uint64 *) (col + 256) = c2
*(uint64 *) (col + 512) = c3
*(uint64 *) (col + 768) = c4
c5 = *(uint64 *) (col + 8)
c5 ^= *(uint64 *) (key + 8)
c6 = *(uint64 *) (col + 264)
c6 ^= *(uint64 *) (key + 264)
c7 = *(uint64 *) (col + 520)
c7 ^= *(uint64 *) (key + 520)
c8 = *(uint64 *) (col + 776)
c8 ^= *(uint64 *) (key + 776)
c5 c6 c7 c8 = sbox5(c5 c6 c7 c8)
*(uint64 *) (col + 8) = c5
*(uint64 *) (col + 264) = c6
*(uint64 *) (col + 520) = c7
*(uint64 *) (col + 776) = c8
c9 = *(uint64 *) (col + 16)
c9 ^= *(uint64 *) (key + 16)
c10 = *(uint64 *) (col + 272)
c10 ^= *(uint64 *) (key + 272)
c11 = *(uint64 *) (col + 528)
c11 ^= *(uint64 *) (key + 528)
c12 = *(uint64 *) (col + 784)
c12 ^= *(uint64 *) (key + 784)
c9 c10 c11 c12 = sbox5(c9 c10 c11 c12)
*(uint64 *) (col + 16) = c9
*(uint64 *) (col + 272) = c10
*(uint64 *) (col + 528) = c11
*(uint64 *) (col + 784) = c12
c13 = *(uint64 *) (col + 24)
c13 ^= *(uint64 *) (key + 24)
c14 = *(uint64 *) (col + 280)
c14 ^= *(uint64 *) (key + 280)
c15 = *(uint64 *) (col + 536)
c15 ^= *(uint64 *) (key + 536)
c16 = *(uint64 *) (col + 792)
c16 ^= *(uint64 *) (key + 792)
c13 c14 c15 c16 = sbox5(c13 c14 c15 c16)
*(uint64 *) (col + 24) = c13
*(uint64 *) (col + 280) = c14
*(uint64 *) (col + 536) = c15
*(uint64 *) (col + 792) = c16
col += 32
key += 32
=? col - end
goto sbox5_layer if !=
goto layer_done
sbox6_layer:
c1 = *(uint64 *) (col + 0)
c1 ^= *(uint64 *) (key + 0)
c2 = *(uint64 *) (col + 256)
c2 ^= *(uint64 *) (key + 256)
c3 = *(uint64 *) (col + 512)
c3 ^= *(uint64 *) (key + 512)
c4 = *(uint64 *) (col + 768)
c4 ^= *(uint64 *) (key + 768)
c1 c2 c3 c4 = sbox6(c1 c2 c3 c4)
*(uint64 *) (col + 0) = c1
*(uint64 *) (col + 256) = c2
*(uint64 *) (col + 512) = c3
*(uint64 *) (col + 768) = c4
c5 = *(uint64 *) (col + 8)
c5 ^= *(uint64 *) (key + 8)
c6 = *(uint64 *) (col + 264)
c6 ^= *(uint64 *) (key + 264)
c7 = *(uint64 *) (col + 520)
c7 ^= *(uint64 *) (key + 520)
c8 = *(uint64 *) (col + 776)
c8 ^= *(uint64 *) (key + 776)
c5 c6 c7 c8 = sbox6(c5 c6 c7 c8)
*(uint64 *) (col + 8) = c5
*(uint64 *) (col + 264) = c6
*(uint64 *) (col + 520) = c7
*(uint64 *) (col + 776) = c8
c9 = *(uint64 *) (col + 16)
c9 ^= *(uint64 *) (key + 16)
c10 = *(uint64 *) (col + 272)
c10 ^= *(uint64 *) (key + 272)
c11 = *(uint64 *) (col + 528)
c11 ^= *(uint64 *) (key + 528)
c12 = *(uint64 *) (col + 784)
c12 ^= *(uint64 *) (key + 784)
c9 c10 c11 c12 = sbox6(c9 c10 c11 c12)
*(uint64 *) (col + 16) = c9
*(uint64 *) (col + 272) = c10
*(uint64 *) (col + 528) = c11
*(uint64 *) (col + 784) = c12
c13 = *(uint64 *) (col + 24)
c13 ^= *(uint64 *) (key + 24)
c14 = *(uint64 *) (col + 280)
c14 ^= *(uint64 *) (key + 280)
c15 = *(uint64 *) (col + 536)
c15 ^= *(uint64 *) (key + 536)
c16 = *(uint64 *) (col + 792)
c16 ^= *(uint64 *) (key + 792)
c13 c14 c15 c16 = sbox6(c13 c14 c15 c16)
*(uint64 *) (col + 24) = c13
*(uint64 *) (col + 280) = c14
*(uint64 *) (col + 536) = c15
*(uint64 *) (col + 792) = c16
col += 32
key += 32
=? col - end
goto sbox6_layer if !=
goto layer_done
sbox7_layer:
c1 = *(uint64 *) (col + 0)
c1 ^= *(uint64 *) (key + 0)
c2 = *(uint64 *) (col + 256)
c2 ^= *(uint64 *) (key + 256)
c3 = *(uint64 *) (col + 512)
c3 ^= *(uint64 *) (key + 512)
c4 = *(uint64 *) (col + 768)
c4 ^= *(uint64 *) (key + 768)
c1 c2 c3 c4 = sbox7(c1 c2 c3 c4)
*(uint64 *) (col + 0) = c1
*(uint64 *) (col + 256) = c2
*(uint64 *) (col + 512) = c3
*(uint64 *) (col + 768) = c4
c5 = *(uint64 *) (col + 8)
c5 ^= *(uint64 *) (key + 8)
c6 = *(uint64 *) (col + 264)
c6 ^= *(uint64 *) (key + 264)
c7 = *(uint64 *) (col + 520)
c7 ^= *(uint64 *) (key + 520)
c8 = *(uint64 *) (col + 776)
c8 ^= *(uint64 *) (key + 776)
c5 c6 c7 c8 = sbox7(c5 c6 c7 c8)
*(uint64 *) (col + 8) = c5
*(uint64 *) (col + 264) = c6
*(uint64 *) (col + 520) = c7
*(uint64 *) (col + 776) = c8
c9 = *(uint64 *) (col + 16)
c9 ^= *(uint64 *) (key + 16)
c10 = *(uint64 *) (col + 272)
c10 ^= *(uint64 *) (key + 272)
c11 = *(uint64 *) (col + 528)
c11 ^= *(uint64 *) (key + 528)
c12 = *(uint64 *) (col + 784)
c12 ^= *(uint64 *) (key + 784)
c9 c10 c11 c12 = sbox7(c9 c10 c11 c12)
*(uint64 *) (col + 16) = c9
*(uint64 *) (col + 272) = c10
*(uint64 *) (col + 528) = c11
*(uint64 *) (col + 784) = c12
c13 = *(uint64 *) (col + 24)
c13 ^= *(uint64 *) (key + 24)
c14 = *(uint64 *) (col + 280)
c14 ^= *(uint64 *) (key + 280)
c15 = *(uint64 *) (col + 536)
c15 ^= *(uint64 *) (key + 536)
c16 = *(uint64 *) (col + 792)
c16 ^= *(uint64 *) (key + 792)
c13 c14 c15 c16 = sbox7(c13 c14 c15 c16)
*(uint64 *) (col + 24) = c13
*(uint64 *) (col + 280) = c14
*(uint64 *) (col + 536) = c15
*(uint64 *) (col + 792) = c16
col += 32
key += 32
=? col - end
goto sbox7_layer if !=
layer_done:
rk += 1024
n -= 1
=? n - 0
goto done if =
u17 = *(uint64 *) (st + 256)
u19 = *(uint64 *) (st + 504)
u19 ^= *(uint64 *) (st + 144)
u19 ^= *(uint64 *) (st + 736)
*(uint64 *) (st + 256) = u19
u20 = *(uint64 *) (st + 496)
u20 ^= *(uint64 *) (st + 136)
u20 ^= *(uint64 *) (st + 728)
*(uint64 *) (st + 504) = u20
u18 = *(uint64 *) (st + 488)
u18 ^= *(uint64 *) (st + 128)
u18 ^= *(uint64 *) (st + 720)
*(uint64 *) (st + 496) = u18
u19 = *(uint64 *) (st + 480)
u19 ^= *(uint64 *) (st + 120)
u19 ^= *(uint64 *) (st + 712)
*(uint64 *) (st + 488) = u19
u20 = *(uint64 *) (st + 472)
u20 ^= *(uint64 *) (st + 112)
u20 ^= *(uint64 *) (st + 704)
*(uint64 *) (st + 480) = u20
u18 = *(uint64 *) (st + 464)
u18 ^= *(uint64 *) (st + 104)
u18 ^= *(uint64 *) (st + 696)
*(uint64 *) (st + 472) = u18
u19 = *(uint64 *) (st + 456)
u19 ^= *(uint64 *) (st + 96)
u19 ^= *(uint64 *) (st + 688)
*(uint64 *) (st + 464) = u19
u20 = *(uint64 *) (st + 448)
u20 ^= *(uint64 *) (st + 88)
u20 ^= *(uint64 *) (st + 680)
*(uint64 *) (st + 456) = u20
u18 = *(uint64 *) (st + 440)
u18 ^= *(uint64 *) (st + 80)
u18 ^= *(uint64 *) (st + 672)
*(uint64 *) (st + 448) = u18
u19 = *(uint64 *) (st + 432)
u19 ^= *(uint64 *) (st + 72)
u19 ^= *(uint64 *) (st + 664)
*(uint64 *) (st + 440) = u19
u20 = *(uint64 *) (st + 424)
u20 ^= *(uint64 *) (st + 64)
u20 ^= *(uint64 *) (st + 656)
*(uint64 *) (st + 432) = u20
u18 = *(uint64 *) (st + 416)
u18 ^= *(uint64 *) (st + 56)
u18 ^= *(uint64 *) (st + 648)
*(uint64 *) (st + 424) = u18
u19 = *(uint64 *) (st + 408)
u19 ^= *(uint64 *) (st + 48)
u19 ^= *(uint64 *) (st + 640)
*(uint64 *) (st + 416) = u19
u20 = *(uint64 *) (st + 400)
u20 ^= *(uint64 *) (st + 40)
u20 ^= *(uint64 *) (st + 632)
*(uint64 *) (st + 408) = u20
u18 = *(uint64 *) (st + 392)
u18 ^= *(uint64 *) (st + 32)
u18 ^= *(uint64 *) (st + 624)
*(uint64 *) (st + 400) = u18
u19 = *(uint64 *) (st + 384)
u19 ^= *(uint64 *) (st + 24)
u19 ^= *(uint64 *) (st + 616)
*(uint64 *) (st + 392) = u19
u20 = *(uint64 *) (st + 376)
u20 ^= *(uint64 *) (st + 16)
u20 ^= *(uint64 *) (st + 608)
*(uint64 *) (st + 384) = u20
u18 = *(uint64 *) (st + 368)
u18 ^= *(uint64 *) (st + 8)
u18 ^= *(uint64 *) (st + 600)
*(uint64 *) (st + 376) = u18
u19 = *(uint64 *) (st + 360)
u19 ^= *(uint64 *) (st + 0)
u19 ^= *(uint64 *) (st + 592)
*(uint64 *) (st + 368) = u19
u20 = *(uint64 *) (st + 352)
u20 ^= *(uint64 *) (st + 248)
u20 ^= *(uint64 *) (st + 584)
*(uint64 *) (st + 360) = u20
u18 = *(uint64 *) (st + 344)
u18 ^= *(uint64 *) (st + 240)
u18 ^= *(uint64 *) (st + 576)
*(uint64 *) (st + 352) = u18
u19 = *(uint64 *) (st + 336)
u19 ^= *(uint64 *) (st + 232)
u19 ^= *(uint64 *) (st + 568)
*(uint64 *) (st + 344) = u19
u20 = *(uint64 *) (st + 328)
u20 ^= *(uint64 *) (st + 224)
u20 ^= *(uint64 *) (st + 560)
*(uint64 *) (st + 336) = u20
u18 = *(uint64 *) (st + 320)
u18 ^= *(uint64 *) (st + 216)
u18 ^= *(uint64 *) (st + 552)
*(uint64 *) (st + 328) = u18
u19 = *(uint64 *) (st + 312)
u19 ^= *(uint64 *) (st + 208)
u19 ^= *(uint64 *) (st + 544)
*(uint64 *) (st + 320) = u19
u20 = *(uint64 *) (st + 304)
u20 ^= *(uint64 *) (st + 200)
u20 ^= *(uint64 *) (st + 536)
*(uint64 *) (st + 312) = u20
u18 = *(uint64 *) (st + 296)
u18 ^= *(uint64 *) (st + 192)
u18 ^= *(uint64 *) (st + 528)
*(uint64 *) (st + 304) = u18
u19 = *(uint64 *) (st + 288)
u19 ^= *(uint64 *) (st + 184)
u19 ^= *(uint64 *) (st + 520)
*(uint64 *) (st + 296) = u19
u20 = *(uint64 *) (st + 280)
u20 ^= *(uint64 *) (st + 176)
u20 ^= *(uint64 *) (st + 512)
*(uint64 *) (st + 288) = u20
u18 = *(uint64 *) (st + 272)
u18 ^= *(uint64 *) (st + 168)
u18 ^= *(uint64 *) (st + 760)
*(uint64 *) (st + 280) = u18
u19 = *(uint64 *) (st + 264)
u19 ^= *(uint64 *) (st + 160)
u19 ^= *(uint64 *) (st + 752)
*(uint64 *) (st + 272) = u19
u17 ^= *(uint64 *) (st + 152)
u17 ^= *(uint64 *) (st + 744)
*(uint64 *) (st + 264) = u17
u17 = *(uint64 *) (st + 768)
u19 = *(uint64 *) (st + 968)
u19 ^= *(uint64 *) (st + 688)
u19 ^= *(uint64 *) (st + 72)
*(uint64 *) (st + 768) = u19
u20 = *(uint64 *) (st + 912)
u20 ^= *(uint64 *) (st + 632)
u20 ^= *(uint64 *) (st + 16)
*(uint64 *) (st + 968) = u20
u18 = *(uint64 *) (st + 856)
u18 ^= *(uint64 *) (st + 576)
u18 ^= *(uint64 *) (st + 216)
*(uint64 *) (st + 912) = u18
u19 = *(uint64 *) (st + 800)
u19 ^= *(uint64 *) (st + 520)
u19 ^= *(uint64 *) (st + 160)
*(uint64 *) (st + 856) = u19
u20 = *(uint64 *) (st + 1000)
u20 ^= *(uint64 *) (st + 720)
u20 ^= *(uint64 *) (st + 104)
*(uint64 *) (st + 800) = u20
u18 = *(uint64 *) (st + 944)
u18 ^= *(uint64 *) (st + 664)
u18 ^= *(uint64 *) (st + 48)
*(uint64 *) (st + 1000) = u18
u19 = *(uint64 *) (st + 888)
u19 ^= *(uint64 *) (st + 608)
u19 ^= *(uint64 *) (st + 248)
*(uint64 *) (st + 944) = u19
u20 = *(uint64 *) (st + 832)
u20 ^= *(uint64 *) (st + 552)
u20 ^= *(uint64 *) (st + 192)
*(uint64 *) (st + 888) = u20
u18 = *(uint64 *) (st + 776)
u18 ^= *(uint64 *) (st + 752)
*(uint64 *) (st + 832) = u18
u19 = *(uint64 *) (st + 976)
u19 ^= *(uint64 *) (st + 696)
u19 ^= *(uint64 *) (st + 80)
*(uint64 *) (st + 776) = u19
u20 = *(uint64 *) (st + 920)
u20 ^= *(uint64 *) (st + 640)
u20 ^= *(uint64 *) (st + 24)
*(uint64 *) (st + 976) = u20
u18 = *(uint64 *) (st + 864)
u18 ^= *(uint64 *) (st + 584)
u18 ^= *(uint64 *) (st + 224)
*(uint64 *) (st + 920) = u18
u19 = *(uint64 *) (st + 808)
u19 ^= *(uint64 *) (st + 528)
u19 ^= *(uint64 *) (st + 168)
*(uint64 *) (st + 864) = u19
u20 = *(uint64 *) (st + 1008)
u20 ^= *(uint64 *) (st + 728)
u20 ^= *(uint64 *) (st + 112)
*(uint64 *) (st + 808) = u20
u18 = *(uint64 *) (st + 952)
u18 ^= *(uint64 *) (st + 672)
u18 ^= *(uint64 *) (st + 56)
*(uint64 *) (st + 1008) = u18
u19 = *(uint64 *) (st + 896)
u19 ^= *(uint64 *) (st + 616)
u19 ^= *(uint64 *) (st + 0)
*(uint64 *) (st + 952) = u19
u20 = *(uint64 *) (st + 840)
u20 ^= *(uint64 *) (st + 560)
u20 ^= *(uint64 *) (st + 200)
*(uint64 *) (st + 896) = u20
u18 = *(uint64 *) (st + 784)
u18 ^= *(uint64 *) (st + 760)
*(uint64 *) (st + 840) = u18
u19 = *(uint64 *) (st + 984)
u19 ^= *(uint64 *) (st + 704)
u19 ^= *(uint64 *) (st + 88)
*(uint64 *) (st + 784) = u19
u20 = *(uint64 *) (st + 928)
u20 ^= *(uint64 *) (st + 648)
u20 ^= *(uint64 *) (st + 32)
*(uint64 *) (st + 984) = u20
u18 = *(uint64 *) (st + 872)
u18 ^= *(uint64 *) (st + 592)
u18 ^= *(uint64 *) (st + 232)
*(uint64 *) (st + 928) = u18
u19 = *(uint64 *) (st + 816)
u19 ^= *(uint64 *) (st + 536)
u19 ^= *(uint64 *) (st + 176)
*(uint64 *) (st + 872) = u19
u20 = *(uint64 *) (st + 1016)
u20 ^= *(uint64 *) (st + 736)
u20 ^= *(uint64 *) (st + 120)
*(uint64 *) (st + 816) = u20
u18 = *(uint64 *) (st + 960)
u18 ^= *(uint64 *) (st + 680)
u18 ^= *(uint64 *) (st + 64)
*(uint64 *) (st + 1016) = u18
u19 = *(uint64 *) (st + 904)
u19 ^= *(uint64 *) (st + 624)
u19 ^= *(uint64 *) (st + 8)
*(uint64 *) (st + 960) = u19
u20 = *(uint64 *) (st + 848)
u20 ^= *(uint64 *) (st + 568)
u20 ^= *(uint64 *) (st + 208)
*(uint64 *) (st + 904) = u20
u18 = *(uint64 *) (st + 792)
u18 ^= *(uint64 *) (st + 512)
u18 ^= *(uint64 *) (st + 152)
*(uint64 *) (st + 848) = u18
u19 = *(uint64 *) (st + 992)
u19 ^= *(uint64 *) (st + 712)
u19 ^= *(uint64 *) (st + 96)
*(uint64 *) (st + 792) = u19
u20 = *(uint64 *) (st + 936)
u20 ^= *(uint64 *) (st + 656)
u20 ^= *(uint64 *) (st + 40)
*(uint64 *) (st + 992) = u20
u18 = *(uint64 *) (st + 880)
u18 ^= *(uint64 *) (st + 600)
u18 ^= *(uint64 *) (st + 240)
*(uint64 *) (st + 936) = u18
u19 = *(uint64 *) (st + 824)
u19 ^= *(uint64 *) (st + 544)
u19 ^= *(uint64 *) (st + 184)
*(uint64 *) (st + 880) = u19
u17 ^= *(uint64 *) (st + 744)
*(uint64 *) (st + 824) = u17
u17 = *(uint64 *) (st + 0)
u19 = *(uint64 *) (st + 112)
u19 ^= *(uint64 *) (st + 472)
u19 ^= *(uint64 *) (st + 984)
*(uint64 *) (st + 0) = u19
u20 = *(uint64 *) (st + 224)
u20 ^= *(uint64 *) (st + 328)
u20 ^= *(uint64 *) (st + 840)
*(uint64 *) (st + 112) = u20
u18 = *(uint64 *) (st + 80)
u18 ^= *(uint64 *) (st + 440)
u18 ^= *(uint64 *) (st + 952)
*(uint64 *) (st + 224) = u18
u19 = *(uint64 *) (st + 192)
u19 ^= *(uint64 *) (st + 296)
u19 ^= *(uint64 *) (st + 808)
*(uint64 *) (st + 80) = u19
u20 = *(uint64 *) (st + 48)
u20 ^= *(uint64 *) (st + 408)
u20 ^= *(uint64 *) (st + 920)
*(uint64 *) (st + 192) = u20
u18 = *(uint64 *) (st + 160)
u18 ^= *(uint64 *) (st + 264)
u18 ^= *(uint64 *) (st + 776)
*(uint64 *) (st + 48) = u18
u19 = *(uint64 *) (st + 16)
u19 ^= *(uint64 *) (st + 376)
u19 ^= *(uint64 *) (st + 888)
*(uint64 *) (st + 160) = u19
u20 = *(uint64 *) (st + 128)
u20 ^= *(uint64 *) (st + 488)
u20 ^= *(uint64 *) (st + 1000)
*(uint64 *) (st + 16) = u20
u18 = *(uint64 *) (st + 240)
u18 ^= *(uint64 *) (st + 344)
u18 ^= *(uint64 *) (st + 856)
*(uint64 *) (st + 128) = u18
u19 = *(uint64 *) (st + 96)
u19 ^= *(uint64 *) (st + 456)
u19 ^= *(uint64 *) (st + 968)
*(uint64 *) (st + 240) = u19
u20 = *(uint64 *) (st + 208)
u20 ^= *(uint64 *) (st + 312)
u20 ^= *(uint64 *) (st + 824)
*(uint64 *) (st + 96) = u20
u18 = *(uint64 *) (st + 64)
u18 ^= *(uint64 *) (st + 424)
u18 ^= *(uint64 *) (st + 936)
*(uint64 *) (st + 208) = u18
u19 = *(uint64 *) (st + 176)
u19 ^= *(uint64 *) (st + 280)
u19 ^= *(uint64 *) (st + 792)
*(uint64 *) (st + 64) = u19
u20 = *(uint64 *) (st + 32)
u20 ^= *(uint64 *) (st + 392)
u20 ^= *(uint64 *) (st + 904)
*(uint64 *) (st + 176) = u20
u18 = *(uint64 *) (st + 144)
u18 ^= *(uint64 *) (st + 504)
u18 ^= *(uint64 *) (st + 1016)
*(uint64 *) (st + 32) = u18
u17 ^= *(uint64 *) (st + 360)
u17 ^= *(uint64 *) (st + 872)
*(uint64 *) (st + 144) = u17
u17 = *(uint64 *) (st + 8)
u19 = *(uint64 *) (st + 120)
u19 ^= *(uint64 *) (st + 480)
u19 ^= *(uint64 *) (st + 992)
*(uint64 *) (st + 8) = u19
u20 = *(uint64 *) (st + 232)
u20 ^= *(uint64 *) (st + 336)
u20 ^= *(uint64 *) (st + 848)
*(uint64 *) (st + 120) = u20
u18 = *(uint64 *) (st + 88)
u18 ^= *(uint64 *) (st + 448)
u18 ^= *(uint64 *) (st + 960)
*(uint64 *) (st + 232) = u18
u19 = *(uint64 *) (st + 200)
u19 ^= *(uint64 *) (st + 304)
u19 ^= *(uint64 *) (st + 816)
*(uint64 *) (st + 88) = u19
u20 = *(uint64 *) (st + 56)
u20 ^= *(uint64 *) (st + 416)
u20 ^= *(uint64 *) (st + 928)
*(uint64 *) (st + 200) = u20
u18 = *(uint64 *) (st + 168)
u18 ^= *(uint64 *) (st + 272)
u18 ^= *(uint64 *) (st + 784)
*(uint64 *) (st + 56) = u18
u19 = *(uint64 *) (st + 24)
u19 ^= *(uint64 *) (st + 384)
u19 ^= *(uint64 *) (st + 896)
*(uint64 *) (st + 168) = u19
u20 = *(uint64 *) (st + 136)
u20 ^= *(uint64 *) (st + 496)
u20 ^= *(uint64 *) (st + 1008)
*(uint64 *) (st + 24) = u20
u18 = *(uint64 *) (st + 248)
u18 ^= *(uint64 *) (st + 352)
u18 ^= *(uint64 *) (st + 864)
*(uint64 *) (st + 136) = u18
u19 = *(uint64 *) (st + 104)
u19 ^= *(uint64 *) (st + 464)
u19 ^= *(uint64 *) (st + 976)
*(uint64 *) (st + 248) = u19
u20 = *(uint64 *) (st + 216)
u20 ^= *(uint64 *) (st + 320)
u20 ^= *(uint64 *) (st + 832)
*(uint64 *) (st + 104) = u20
u18 = *(uint64 *) (st + 72)
u18 ^= *(uint64 *) (st + 432)
u18 ^= *(uint64 *) (st + 944)
*(uint64 *) (st + 216) = u18
u19 = *(uint64 *) (st + 184)
u19 ^= *(uint64 *) (st + 288)
u19 ^= *(uint64 *) (st + 800)
*(uint64 *) (st + 72) = u19
u20 = *(uint64 *) (st + 40)
u20 ^= *(uint64 *) (st + 400)
u20 ^= *(uint64 *) (st + 912)
*(uint64 *) (st + 184) = u20
u18 = *(uint64 *) (st + 152)
u18 ^= *(uint64 *) (st + 256)
u18 ^= *(uint64 *) (st + 768)
*(uint64 *) (st + 40) = u18
u17 ^= *(uint64 *) (st + 368)
u17 ^= *(uint64 *) (st + 880)
*(uint64 *) (st + 152) = u17
u17 = *(uint64 *) (st + 512)
u19 = *(uint64 *) (st + 568)
u19 ^= *(uint64 *) (st + 848)
u19 ^= *(uint64 *) (st + 280)
*(uint64 *) (st + 512) = u19
u20 = *(uint64 *) (st + 624)
u20 ^= *(uint64 *) (st + 904)
u20 ^= *(uint64 *) (st + 336)
*(uint64 *) (st + 568) = u20
u18 = *(uint64 *) (st + 680)
u18 ^= *(uint64 *) (st + 960)
u18 ^= *(uint64 *) (st + 392)
*(uint64 *) (st + 624) = u18
u19 = *(uint64 *) (st + 736)
u19 ^= *(uint64 *) (st + 1016)
u19 ^= *(uint64 *) (st + 448)
*(uint64 *) (st + 680) = u19
u20 = *(uint64 *) (st + 536)
u20 ^= *(uint64 *) (st + 816)
*(uint64 *) (st + 736) = u20
u18 = *(uint64 *) (st + 592)
u18 ^= *(uint64 *) (st + 872)
u18 ^= *(uint64 *) (st + 304)
*(uint64 *) (st + 536) = u18
u19 = *(uint64 *) (st + 648)
u19 ^= *(uint64 *) (st + 928)
u19 ^= *(uint64 *) (st + 360)
*(uint64 *) (st + 592) = u19
u20 = *(uint64 *) (st + 704)
u20 ^= *(uint64 *) (st + 984)
u20 ^= *(uint64 *) (st + 416)
*(uint64 *) (st + 648) = u20
u18 = *(uint64 *) (st + 760)
u18 ^= *(uint64 *) (st + 784)
*(uint64 *) (st + 704) = u18
u19 = *(uint64 *) (st + 560)
u19 ^= *(uint64 *) (st + 840)
u19 ^= *(uint64 *) (st + 272)
*(uint64 *) (st + 760) = u19
u20 = *(uint64 *) (st + 616)
u20 ^= *(uint64 *) (st + 896)
u20 ^= *(uint64 *) (st + 328)
*(uint64 *) (st + 560) = u20
u18 = *(uint64 *) (st + 672)
u18 ^= *(uint64 *) (st + 952)
u18 ^= *(uint64 *) (st + 384)
*(uint64 *) (st + 616) = u18
u19 = *(uint64 *) (st + 728)
u19 ^= *(uint64 *) (st + 1008)
u19 ^= *(uint64 *) (st + 440)
*(uint64 *) (st + 672) = u19
u20 = *(uint64 *) (st + 528)
u20 ^= *(uint64 *) (st + 808)
*(uint64 *) (st + 728) = u20
u18 = *(uint64 *) (st + 584)
u18 ^= *(uint64 *) (st + 864)
u18 ^= *(uint64 *) (st + 296)
*(uint64 *) (st + 528) = u18
u19 = *(uint64 *) (st + 640)
u19 ^= *(uint64 *) (st + 920)
u19 ^= *(uint64 *) (st + 352)
*(uint64 *) (st + 584) = u19
u20 = *(uint64 *) (st + 696)
u20 ^= *(uint64 *) (st + 976)
u20 ^= *(uint64 *) (st + 408)
*(uint64 *) (st + 640) = u20
u18 = *(uint64 *) (st + 752)
u18 ^= *(uint64 *) (st + 776)
*(uint64 *) (st + 696) = u18
u19 = *(uint64 *) (st + 552)
u19 ^= *(uint64 *) (st + 832)
u19 ^= *(uint64 *) (st + 264)
*(uint64 *) (st + 752) = u19
u20 = *(uint64 *) (st + 608)
u20 ^= *(uint64 *) (st + 888)
u20 ^= *(uint64 *) (st + 320)
*(uint64 *) (st + 552) = u20
u18 = *(uint64 *) (st + 664)
u18 ^= *(uint64 *) (st + 944)
u18 ^= *(uint64 *) (st + 376)
*(uint64 *) (st + 608) = u18
u19 = *(uint64 *) (st + 720)
u19 ^= *(uint64 *) (st + 1000)
u19 ^= *(uint64 *) (st + 432)
*(uint64 *) (st + 664) = u19
u20 = *(uint64 *) (st + 520)
u20 ^= *(uint64 *) (st + 800)
*(uint64 *) (st + 720) = u20
u18 = *(uint64 *) (st + 576)
u18 ^= *(uint64 *) (st + 856)
u18 ^= *(uint64 *) (st + 288)
*(uint64 *) (st + 520) = u18
u19 = *(uint64 *) (st + 632)
u19 ^= *(uint64 *) (st + 912)
u19 ^= *(uint64 *) (st + 344)
*(uint64 *) (st + 576) = u19
u20 = *(uint64 *) (st + 688)
u20 ^= *(uint64 *) (st + 968)
u20 ^= *(uint64 *) (st + 400)
*(uint64 *) (st + 632) = u20
u18 = *(uint64 *) (st + 744)
u18 ^= *(uint64 *) (st + 768)
*(uint64 *) (st + 688) = u18
u19 = *(uint64 *) (st + 544)
u19 ^= *(uint64 *) (st + 824)
u19 ^= *(uint64 *) (st + 256)
*(uint64 *) (st + 744) = u19
u20 = *(uint64 *) (st + 600)
u20 ^= *(uint64 *) (st + 880)
u20 ^= *(uint64 *) (st + 312)
*(uint64 *) (st + 544) = u20
u18 = *(uint64 *) (st + 656)
u18 ^= *(uint64 *) (st + 936)
u18 ^= *(uint64 *) (st + 368)
*(uint64 *) (st + 600) = u18
u19 = *(uint64 *) (st + 712)
u19 ^= *(uint64 *) (st + 992)
u19 ^= *(uint64 *) (st + 424)
*(uint64 *) (st + 656) = u19
u17 ^= *(uint64 *) (st + 792)
*(uint64 *) (st + 712) = u17
s += 1
s &= 7
goto top
done:
u17 = *(uint64 *) (st + 0)
u17 ^= *(uint64 *) (rk + 0)
*(uint64 *) (st + 0) = u17
u18 = *(uint64 *) (st + 8)
u18 ^= *(uint64 *) (rk + 8)
*(uint64 *) (st + 8) = u18
u19 = *(uint64 *) (st + 16)
u19 ^= *(uint64 *) (rk + 16)
*(uint64 *) (st + 16) = u19
u20 = *(uint64 *) (st + 24)
u20 ^= *(uint64 *) (rk + 24)
*(uint64 *) (st + 24) = u20
u17 = *(uint64 *) (st + 32)
u17 ^= *(uint64 *) (rk + 32)
*(uint64 *) (st + 32) = u17
u18 = *(uint64 *) (st + 40)
u18 ^= *(uint64 *) (rk + 40)
*(uint64 *) (st + 40) = u18
u19 = *(uint64 *) (st + 48)
u19 ^= *(uint64 *) (rk + 48)
*(uint64 *) (st + 48) = u19
u20 = *(uint64 *) (st + 56)
u20 ^= *(uint64 *) (rk + 56)
*(uint64 *) (st + 56) = u20
u17 = *(uint64 *) (st + 64)
u17 ^= *(uint64 *) (rk + 64)
*(uint64 *) (st + 64) = u17
u18 = *(uint64 *) (st + 72)
u18 ^= *(uint64 *) (rk + 72)
*(uint64 *) (st + 72) = u18
u19 = *(uint64 *) (st + 80)
u19 ^= *(uint64 *) (rk + 80)
*(uint64 *) (st + 80) = u19
u20 = *(uint64 *) (st + 88)
u20 ^= *(uint64 *) (rk + 88)
*(uint64 *) (st + 88) = u20
u17 = *(uint64 *) (st + 96)
u17 ^= *(uint64 *) (rk + 96)
*(uint64 *) (st + 96) = u17
u18 = *(uint64 *) (st + 104)
u18 ^= *(uint64 *) (rk + 104)
*(uint64 *) (st + 104) = u18
u19 = *(uint64 *) (st + 112)
u19 ^= *(uint64 *) (rk + 112)
*(uint64 *) (st + 112) = u19
u20 = *(uint64 *) (st + 120)
u20 ^= *(uint64 *) (rk + 120)
*(uint64 *) (st + 120) = u20
u17 = *(uint64 *) (st + 128)
u17 ^= *(uint64 *) (rk + 128)
*(uint64 *) (st + 128) = u17
u18 = *(uint64 *) (st + 136)
u18 ^= *(uint64 *) (rk + 136)
*(uint64 *) (st + 136) = u18
u19 = *(uint64 *) (st + 144)
u19 ^= *(uint64 *) (rk + 144)
*(uint64 *) (st + 144) = u19
u20 = *(uint64 *) (st + 152)
u20 ^= *(uint64 *) (rk + 152)
*(uint64 *) (st + 152) = u20
u17 = *(uint64 *) (st + 160)
u17 ^= *(uint64 *) (rk + 160)
*(uint64 *) (st + 160) = u17
u18 = *(uint64 *) (st + 168)
u18 ^= *(uint64 *) (rk + 168)
*(uint64 *) (st + 168) = u18
u19 = *(uint64 *) (st + 176)
u19 ^= *(uint64 *) (rk + 176)
*(uint64 *) (st + 176) = u19
u20 = *(uint64 *) (st + 184)
u20 ^= *(uint64 *) (rk + 184)
*(uint64 *) (st + 184) = u20
u17 = *(uint64 *) (st + 192)
u17 ^= *(uint64 *) (rk + 192)
*(uint64 *) (st + 192) = u17
u18 = *(uint64 *) (st + 200)
u18 ^= *(uint64 *) (rk + 200)
*(uint64 *) (st + 200) = u18
u19 = *(uint64 *) (st + 208)
u19 ^= *(uint64 *) (rk + 208)
*(uint64 *) (st + 208) = u19
u20 = *(uint64 *) (st + 216)
u20 ^= *(uint64 *) (rk + 216)
*(uint64 *) (st + 216) = u20
u17 = *(uint64 *) (st + 224)
u17 ^= *(uint64 *) (rk + 224)
*(uint64 *) (st + 224) = u17
u18 = *(uint64 *) (st + 232)
u18 ^= *(uint64 *) (rk + 232)
*(uint64 *) (st + 232) = u18
u19 = *(uint64 *) (st + 240)
u19 ^= *(uint64 *) (rk + 240)
*(uint64 *) (st + 240) = u19
u20 = *(uint64 *) (st + 248)
u20 ^= *(uint64 *) (rk + 248)
*(uint64 *) (st + 248) = u20
u17 = *(uint64 *) (st + 256)
u17 ^= *(uint64 *) (rk + 256)
*(uint64 *) (st + 256) = u17
u18 = *(uint64 *) (st + 264)
u18 ^= *(uint64 *) (rk + 264)
*(uint64 *) (st + 264) = u18
u19 = *(uint64 *) (st + 272)
u19 ^= *(uint64 *) (rk + 272)
*(uint64 *) (st + 272) = u19
u20 = *(uint64 *) (st + 280)
u20 ^= *(uint64 *) (rk + 280)
*(uint64 *) (st + 280) = u20
u17 = *(uint64 *) (st + 288)
u17 ^= *(uint64 *) (rk + 288)
*(uint64 *) (st + 288) = u17
u18 = *(uint64 *) (st + 296)
u18 ^= *(uint64 *) (rk + 296)
*(uint64 *) (st + 296) = u18
u19 = *(uint64 *) (st + 304)
u19 ^= *(uint64 *) (rk + 304)
*(uint64 *) (st + 304) = u19
u20 = *(uint64 *) (st + 312)
u20 ^= *(uint64 *) (rk + 312)
*(uint64 *) (st + 312) = u20
u17 = *(uint64 *) (st + 320)
u17 ^= *(uint64 *) (rk + 320)
*(uint64 *) (st + 320) = u17
u18 = *(uint64 *) (st + 328)
u18 ^= *(uint64 *) (rk + 328)
*(uint64 *) (st + 328) = u18
u19 = *(uint64 *) (st + 336)
u19 ^= *(uint64 *) (rk + 336)
*(uint64 *) (st + 336) = u19
u20 = *(uint64 *) (st + 344)
u20 ^= *(uint64 *) (rk + 344)
*(uint64 *) (st + 344) = u20
u17 = *(uint64 *) (st + 352)
u17 ^= *(uint64 *) (rk + 352)
*(uint64 *) (st + 352) = u17
u18 = *(uint64 *) (st + 360)
u18 ^= *(uint64 *) (rk + 360)
*(uint64 *) (st + 360) = u18
u19 = *(uint64 *) (st + 368)
u19 ^= *(uint64 *) (rk + 368)
*(uint64 *) (st + 368) = u19
u20 = *(uint64 *) (st + 376)
u20 ^= *(uint64 *) (rk + 376)
*(uint64 *) (st + 376) = u20
u17 = *(uint64 *) (st + 384)
u17 ^= *(uint64 *) (rk + 384)
*(uint64 *) (st + 384) = u17
u18 = *(uint64 *) (st + 392)
u18 ^= *(uint64 *) (rk + 392)
*(uint64 *) (st + 392) = u18
u19 = *(uint64 *) (st + 400)
u19 ^= *(uint64 *) (rk + 400)
*(uint64 *) (st + 400) = u19
u20 = *(uint64 *) (st + 408)
u20 ^= *(uint64 *) (rk + 408)
*(uint64 *) (st + 408) = u20
u17 = *(uint64 *) (st + 416)
u17 ^= *(uint64 *) (rk + 416)
*(uint64 *) (st + 416) = u17
u18 = *(uint64 *) (st + 424)
u18 ^= *(uint64 *) (rk + 424)
*(uint64 *) (st + 424) = u18
u19 = *(uint64 *) (st + 432)
u19 ^= *(uint64 *) (rk + 432)
*(uint64 *) (st + 432) = u19
u20 = *(uint64 *) (st + 440)
u20 ^= *(uint64 *) (rk + 440)
*(uint64 *) (st + 440) = u20
u17 = *(uint64 *) (st + 448)
u17 ^= *(uint64 *) (rk + 448)
*(uint64 *) (st + 448) = u17
u18 = *(uint64 *) (st + 456)
u18 ^= *(uint64 *) (rk + 456)
*(uint64 *) (st + 456) = u18
u19 = *(uint64 *) (st + 464)
u19 ^= *(uint64 *) (rk + 464)
*(uint64 *) (st + 464) = u19
u20 = *(uint64 *) (st + 472)
u20 ^= *(uint64 *) (rk + 472)
*(uint64 *) (st + 472) = u20
u17 = *(uint64 *) (st + 480)
u17 ^= *(uint64 *) (rk + 480)
*(uint64 *) (st + 480) = u17
u18 = *(uint64 *) (st + 488)
u18 ^= *(uint64 *) (rk + 488)
*(uint64 *) (st + 488) = u18
u19 = *(uint64 *) (st + 496)
u19 ^= *(uint64 *) (rk + 496)
*(uint64 *) (st + 496) = u19
u20 = *(uint64 *) (st + 504)
u20 ^= *(uint64 *) (rk + 504)
*(uint64 *) (st + 504) = u20
u17 = *(uint64 *) (st + 512)
u17 ^= *(uint64 *) (rk + 512)
*(uint64 *) (st + 512) = u17
u18 = *(uint64 *) (st + 520)
u18 ^= *(uint64 *) (rk + 520)
*(uint64 *) (st + 520) = u18
u19 = *(uint64 *) (st + 528)
u19 ^= *(uint64 *) (rk + 528)
*(uint64 *) (st + 528) = u19
u20 = *(uint64 *) (st + 536)
u20 ^= *(uint64 *) (rk + 536)
*(uint64 *) (st + 536) = u20
u17 = *(uint64 *) (st + 544)
u17 ^= *(uint64 *) (rk + 544)
*(uint64 *) (st + 544) = u17
u18 = *(uint64 *) (st + 552)
u18 ^= *(uint64 *) (rk + 552)
*(uint64 *) (st + 552) = u18
u19 = *(uint64 *) (st + 560)
u19 ^= *(uint64 *) (rk + 560)
*(uint64 *) (st + 560) = u19
u20 = *(uint64 *) (st + 568)
u20 ^= *(uint64 *) (rk + 568)
*(uint64 *) (st + 568) = u20
u17 = *(uint64 *) (st + 576)
u17 ^= *(uint64 *) (rk + 576)
*(uint64 *) (st + 576) = u17
u18 = *(uint64 *) (st + 584)
u18 ^= *(uint64 *) (rk + 584)
*(uint64 *) (st + 584) = u18
u19 = *(uint64 *) (st + 592)
u19 ^= *(uint64 *) (rk + 592)
*(uint64 *) (st + 592) = u19
u20 = *(uint64 *) (st + 600)
u20 ^= *(uint64 *) (rk + 600)
*(uint64 *) (st + 600) = u20
u17 = *(uint64 *) (st + 608)
u17 ^= *(uint64 *) (rk + 608)
*(uint64 *) (st + 608) = u17
u18 = *(uint64 *) (st + 616)
u18 ^= *(uint64 *) (rk + 616)
*(uint64 *) (st + 616) = u18
u19 = *(uint64 *) (st + 624)
u19 ^= *(uint64 *) (rk + 624)
*(uint64 *) (st + 624) = u19
u20 = *(uint64 *) (st + 632)
u20 ^= *(uint64 *) (rk + 632)
*(uint64 *) (st + 632) = u20
u17 = *(uint64 *) (st + 640)
u17 ^= *(uint64 *) (rk + 640)
*(uint64 *) (st + 640) = u17
u18 = *(uint64 *) (st + 648)
u18 ^= *(uint64 *) (rk + 648)
*(uint64 *) (st + 648) = u18
u19 = *(uint64 *) (st + 656)
u19 ^= *(uint64 *) (rk + 656)
*(uint64 *) (st + 656) = u19
u20 = *(uint64 *) (st + 664)
u20 ^= *(uint64 *) (rk + 664)
*(uint64 *) (st + 664) = u20
u17 = *(uint64 *) (st + 672)
u17 ^= *(uint64 *) (rk + 672)
*(uint64 *) (st + 672) = u17
u18 = *(uint64 *) (st + 680)
u18 ^= *(uint64 *) (rk + 680)
*(uint64 *) (st + 680) = u18
u19 = *(uint64 *) (st + 688)
u19 ^= *(uint64 *) (rk + 688)
*(uint64 *) (st + 688) = u19
u20 = *(uint64 *) (st + 696)
u20 ^= *(uint64 *) (rk + 696)
*(uint64 *) (st + 696) = u20
u17 = *(uint64 *) (st + 704)
u17 ^= *(uint64 *) (rk + 704)
*(uint64 *) (st + 704) = u17
u18 = *(uint64 *) (st + 712)
u18 ^= *(uint64 *) (rk + 712)
*(uint64 *) (st + 712) = u18
u19 = *(uint64 *) (st + 720)
u19 ^= *(uint64 *) (rk + 720)
*(uint64 *) (st + 720) = u19
u20 = *(uint64 *) (st + 728)
u20 ^= *(uint64 *) (rk + 728)
*(uint64 *) (st + 728) = u20
u17 = *(uint64 *) (st + 736)
u17 ^= *(uint64 *) (rk + 736)
*(uint64 *) (st + 736) = u17
u18 = *(uint64 *) (st + 744)
u18 ^= *(uint64 *) (rk + 744)
*(uint64 *) (st + 744) = u18
u19 = *(uint64 *) (st + 752)
u19 ^= *(uint64 *) (rk + 752)
*(uint64 *) (st + 752) = u19
u20 = *(uint64 *) (st + 760)
u20 ^= *(uint64 *) (rk + 760)
*(uint64 *) (st + 760) = u20
u17 = *(uint64 *) (st + 768)
u17 ^= *(uint64 *) (rk + 768)
*(uint64 *) (st + 768) = u17
u18 = *(uint64 *) (st + 776)
u18 ^= *(uint64 *) (rk + 776)
*(uint64 *) (st + 776) = u18
u19 = *(uint64 *) (st + 784)
u19 ^= *(uint64 *) (rk + 784)
*(uint64 *) (st + 784) = u19
u20 = *(uint64 *) (st + 792)
u20 ^= *(uint64 *) (rk + 792)
*(uint64 *) (st + 792) = u20
u17 = *(uint64 *) (st + 800)
u17 ^= *(uint64 *) (rk + 800)
*(uint64 *) (st + 800) = u17
u18 = *(uint64 *) (st + 808)
u18 ^= *(uint64 *) (rk + 808)
*(uint64 *) (st + 808) = u18
u19 = *(uint64 *) (st + 816)
u19 ^= *(uint64 *) (rk + 816)
*(uint64 *) (st + 816) = u19
u20 = *(uint64 *) (st + 824)
u20 ^= *(uint64 *) (rk + 824)
*(uint64 *) (st + 824) = u20
u17 = *(uint64 *) (st + 832)
u17 ^= *(uint64 *) (rk + 832)
*(uint64 *) (st + 832) = u17
u18 = *(uint64 *) (st + 840)
u18 ^= *(uint64 *) (rk + 840)
*(uint64 *) (st + 840) = u18
u19 = *(uint64 *) (st + 848)
u19 ^= *(uint64 *) (rk + 848)
*(uint64 *) (st + 848) = u19
u20 = *(uint64 *) (st + 856)
u20 ^= *(uint64 *) (rk + 856)
*(uint64 *) (st + 856) = u20
u17 = *(uint64 *) (st + 864)
u17 ^= *(uint64 *) (rk + 864)
*(uint64 *) (st + 864) = u17
u18 = *(uint64 *) (st + 872)
u18 ^= *(uint64 *) (rk + 872)
*(uint64 *) (st + 872) = u18
u19 = *(uint64 *) (st + 880)
u19 ^= *(uint64 *) (rk + 880)
*(uint64 *) (st + 880) = u19
u20 = *(uint64 *) (st + 888)
u20 ^= *(uint64 *) (rk + 888)
*(uint64 *) (st + 888) = u20
u17 = *(uint64 *) (st + 896)
u17 ^= *(uint64 *) (rk + 896)
*(uint64 *) (st + 896) = u17
u18 = *(uint64 *) (st + 904)
u18 ^= *(uint64 *) (rk + 904)
*(uint64 *) (st + 904) = u18
u19 = *(uint64 *) (st + 912)
u19 ^= *(uint64 *) (rk + 912)
*(uint64 *) (st + 912) = u19
u20 = *(uint64 *) (st + 920)
u20 ^= *(uint64 *) (rk + 920)
*(uint64 *) (st + 920) = u20
u17 = *(uint64 *) (st + 928)
u17 ^= *(uint64 *) (rk + 928)
*(uint64 *) (st + 928) = u17
u18 = *(uint64 *) (st + 936)
u18 ^= *(uint64 *) (rk + 936)
*(uint64 *) (st + 936) = u18
u19 = *(uint64 *) (st + 944)
u19 ^= *(uint64 *) (rk + 944)
*(uint64 *) (st + 944) = u19
u20 = *(uint64 *) (st + 952)
u20 ^= *(uint64 *) (rk + 952)
*(uint64 *) (st + 952) = u20
u17 = *(uint64 *) (st + 960)
u17 ^= *(uint64 *) (rk + 960)
*(uint64 *) (st + 960) = u17
u18 = *(uint64 *) (st + 968)
u18 ^= *(uint64 *) (rk + 968)
*(uint64 *) (st + 968) = u18
u19 = *(uint64 *) (st + 976)
u19 ^= *(uint64 *) (rk + 976)
*(uint64 *) (st + 976) = u19
u20 = *(uint64 *) (st + 984)
u20 ^= *(uint64 *) (rk + 984)
*(uint64 *) (st + 984) = u20
u17 = *(uint64 *) (st + 992)
u17 ^= *(uint64 *) (rk + 992)
*(uint64 *) (st + 992) = u17
u18 = *(uint64 *) (st + 1000)
u18 ^= *(uint64 *) (rk + 1000)
*(uint64 *) (st + 1000) = u18
u19 = *(uint64 *) (st + 1008)
u19 ^= *(uint64 *) (rk + 1008)
*(uint64 *) (st + 1008) = u19
u20 = *(uint64 *) (st + 1016)
u20 ^= *(uint64 *) (rk + 1016)
*(uint64 *) (st + 1016) = u20
leave
