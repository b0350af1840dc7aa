# rectangle80.q -- RECTANGLE-80 (Zhang et al. 2014), ECB, bitsliced: four blocks to a 64-bit
# row word.  Written by clients/kernels/gen/rectangle80.py (the 25 rounds unrolled); the C side
# (key schedule, sliced round keys, a last partial group) is rectangle80.c beside it.
#
# void kl__rectangle80_groups(unsigned char *out, const unsigned char *in, uint64_t ngroups,
#                             const uint64_t kw[26 * 4])
#
# The slicing.  RECTANGLE's state is four 16-bit rows; the S-box works on columns (bit j of the
# four rows), ShiftRow rotates rows 1, 2, 3 left by 1, 12, 13.  Word i here holds row i of four
# blocks with column j of block b at bit 4j + b: a column is a nibble, so the S-box is 12 logic
# operations on the four words for four blocks at once, and rotating a row by n columns is
# rotating the word by 4n, one instruction (x86-64 rol, AArch64 ror; RISC-V 64 without Zbb:
# two shifts and an or).  A round for four blocks: 4 key xors, 12 S-box operations, 3 rotates
# and 2 copies (x86-64's two-operand forms need them anyway).  The alternative, 64 blocks with
# each of the 64 state bits in its own word, makes ShiftRow free but its 64 live words do not
# fit in any target's registers: every S-box would load and store its four words.
#
# Into and out of the slicing: a block's bytes 2i, 2i + 1 are row i big-endian, so the
# little-endian 64-bit load of block b has row i at bits 16i..16i+15 with its two bytes swapped
# (column j at bit j ^ 8: a rotation by 8 the key words share, so nothing undoes it).  Block b's
# bit 16i + k must go to word i's bit 4k + b: on the eight index bits (2 word, 6 bit), a
# rotation by two, two 4-cycles, six exchanges of a word-index bit with a bit-index bit: one
# SWAPMOVE (6 operations) on each of two word pairs.  72 operations a group each way.

int64 out
int64 in
int64 n
int64 kw
input out
input in
input n
input kw

int64 x0
int64 x1
int64 x2
int64 x3
int64 t0
int64 t1
int64 m

enter kl__rectangle80_groups

                 =? n - 0
goto done if =

group:
x0 = *(uint64 *) (in + 0)
x1 = *(uint64 *) (in + 8)
x2 = *(uint64 *) (in + 16)
x3 = *(uint64 *) (in + 24)

# into the slicing: bit 16i + k of block b -> bit 4k + b of word i
m = 0x3333333333333333
t0 = x0
(uint64) t0 >>= 2
t0 ^= x2
t0 &= m
x2 ^= t0
t0 <<= 2
x0 ^= t0
t0 = x1
(uint64) t0 >>= 2
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 2
x1 ^= t0
m = 0x00ff00ff00ff00ff
t0 = x0
(uint64) t0 >>= 8
t0 ^= x2
t0 &= m
x2 ^= t0
t0 <<= 8
x0 ^= t0
t0 = x1
(uint64) t0 >>= 8
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 8
x1 ^= t0
m = 0x00000000ffffffff
t0 = x0
(uint64) t0 >>= 32
t0 ^= x2
t0 &= m
x2 ^= t0
t0 <<= 32
x0 ^= t0
t0 = x1
(uint64) t0 >>= 32
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 32
x1 ^= t0
m = 0x5555555555555555
t0 = x0
(uint64) t0 >>= 1
t0 ^= x1
t0 &= m
x1 ^= t0
t0 <<= 1
x0 ^= t0
t0 = x2
(uint64) t0 >>= 1
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 1
x2 ^= t0
m = 0x0f0f0f0f0f0f0f0f
t0 = x0
(uint64) t0 >>= 4
t0 ^= x1
t0 &= m
x1 ^= t0
t0 <<= 4
x0 ^= t0
t0 = x2
(uint64) t0 >>= 4
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 4
x2 ^= t0
m = 0x0000ffff0000ffff
t0 = x0
(uint64) t0 >>= 16
t0 ^= x1
t0 &= m
x1 ^= t0
t0 <<= 16
x0 ^= t0
t0 = x2
(uint64) t0 >>= 16
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 16
x2 ^= t0

# round 1: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 0)
x1 ^= *(uint64 *) (kw + 8)
x2 ^= *(uint64 *) (kw + 16)
x3 ^= *(uint64 *) (kw + 24)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 2: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 32)
x1 ^= *(uint64 *) (kw + 40)
x2 ^= *(uint64 *) (kw + 48)
x3 ^= *(uint64 *) (kw + 56)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 3: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 64)
x1 ^= *(uint64 *) (kw + 72)
x2 ^= *(uint64 *) (kw + 80)
x3 ^= *(uint64 *) (kw + 88)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 4: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 96)
x1 ^= *(uint64 *) (kw + 104)
x2 ^= *(uint64 *) (kw + 112)
x3 ^= *(uint64 *) (kw + 120)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 5: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 128)
x1 ^= *(uint64 *) (kw + 136)
x2 ^= *(uint64 *) (kw + 144)
x3 ^= *(uint64 *) (kw + 152)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 6: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 160)
x1 ^= *(uint64 *) (kw + 168)
x2 ^= *(uint64 *) (kw + 176)
x3 ^= *(uint64 *) (kw + 184)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 7: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 192)
x1 ^= *(uint64 *) (kw + 200)
x2 ^= *(uint64 *) (kw + 208)
x3 ^= *(uint64 *) (kw + 216)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 8: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 224)
x1 ^= *(uint64 *) (kw + 232)
x2 ^= *(uint64 *) (kw + 240)
x3 ^= *(uint64 *) (kw + 248)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 9: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 256)
x1 ^= *(uint64 *) (kw + 264)
x2 ^= *(uint64 *) (kw + 272)
x3 ^= *(uint64 *) (kw + 280)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 10: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 288)
x1 ^= *(uint64 *) (kw + 296)
x2 ^= *(uint64 *) (kw + 304)
x3 ^= *(uint64 *) (kw + 312)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 11: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 320)
x1 ^= *(uint64 *) (kw + 328)
x2 ^= *(uint64 *) (kw + 336)
x3 ^= *(uint64 *) (kw + 344)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 12: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 352)
x1 ^= *(uint64 *) (kw + 360)
x2 ^= *(uint64 *) (kw + 368)
x3 ^= *(uint64 *) (kw + 376)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 13: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 384)
x1 ^= *(uint64 *) (kw + 392)
x2 ^= *(uint64 *) (kw + 400)
x3 ^= *(uint64 *) (kw + 408)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 14: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 416)
x1 ^= *(uint64 *) (kw + 424)
x2 ^= *(uint64 *) (kw + 432)
x3 ^= *(uint64 *) (kw + 440)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 15: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 448)
x1 ^= *(uint64 *) (kw + 456)
x2 ^= *(uint64 *) (kw + 464)
x3 ^= *(uint64 *) (kw + 472)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 16: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 480)
x1 ^= *(uint64 *) (kw + 488)
x2 ^= *(uint64 *) (kw + 496)
x3 ^= *(uint64 *) (kw + 504)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 17: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 512)
x1 ^= *(uint64 *) (kw + 520)
x2 ^= *(uint64 *) (kw + 528)
x3 ^= *(uint64 *) (kw + 536)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 18: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 544)
x1 ^= *(uint64 *) (kw + 552)
x2 ^= *(uint64 *) (kw + 560)
x3 ^= *(uint64 *) (kw + 568)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 19: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 576)
x1 ^= *(uint64 *) (kw + 584)
x2 ^= *(uint64 *) (kw + 592)
x3 ^= *(uint64 *) (kw + 600)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 20: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 608)
x1 ^= *(uint64 *) (kw + 616)
x2 ^= *(uint64 *) (kw + 624)
x3 ^= *(uint64 *) (kw + 632)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 21: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 640)
x1 ^= *(uint64 *) (kw + 648)
x2 ^= *(uint64 *) (kw + 656)
x3 ^= *(uint64 *) (kw + 664)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 22: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 672)
x1 ^= *(uint64 *) (kw + 680)
x2 ^= *(uint64 *) (kw + 688)
x3 ^= *(uint64 *) (kw + 696)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 23: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 704)
x1 ^= *(uint64 *) (kw + 712)
x2 ^= *(uint64 *) (kw + 720)
x3 ^= *(uint64 *) (kw + 728)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 24: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 736)
x1 ^= *(uint64 *) (kw + 744)
x2 ^= *(uint64 *) (kw + 752)
x3 ^= *(uint64 *) (kw + 760)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# round 25: AddRoundKey, SubColumn (the paper's 12 operations), ShiftRow
x0 ^= *(uint64 *) (kw + 768)
x1 ^= *(uint64 *) (kw + 776)
x2 ^= *(uint64 *) (kw + 784)
x3 ^= *(uint64 *) (kw + 792)
t0 = x2
x2 ^= x1
x1 = ~x1
t1 = x0
x0 &= x1
x1 |= x3
x3 ^= t0
x0 ^= x3
x1 ^= t1
x3 &= x1
x3 ^= x2
x2 |= x0
x2 ^= x1
x1 ^= t0
x1 <<<= 4
x2 <<<= 48
x3 <<<= 52

# the last round key
x0 ^= *(uint64 *) (kw + 800)
x1 ^= *(uint64 *) (kw + 808)
x2 ^= *(uint64 *) (kw + 816)
x3 ^= *(uint64 *) (kw + 824)

# out of the slicing: the same exchanges in the reverse order
m = 0x0000ffff0000ffff
t0 = x2
(uint64) t0 >>= 16
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 16
x2 ^= t0
t0 = x0
(uint64) t0 >>= 16
t0 ^= x1
t0 &= m
x1 ^= t0
t0 <<= 16
x0 ^= t0
m = 0x0f0f0f0f0f0f0f0f
t0 = x2
(uint64) t0 >>= 4
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 4
x2 ^= t0
t0 = x0
(uint64) t0 >>= 4
t0 ^= x1
t0 &= m
x1 ^= t0
t0 <<= 4
x0 ^= t0
m = 0x5555555555555555
t0 = x2
(uint64) t0 >>= 1
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 1
x2 ^= t0
t0 = x0
(uint64) t0 >>= 1
t0 ^= x1
t0 &= m
x1 ^= t0
t0 <<= 1
x0 ^= t0
m = 0x00000000ffffffff
t0 = x1
(uint64) t0 >>= 32
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 32
x1 ^= t0
t0 = x0
(uint64) t0 >>= 32
t0 ^= x2
t0 &= m
x2 ^= t0
t0 <<= 32
x0 ^= t0
m = 0x00ff00ff00ff00ff
t0 = x1
(uint64) t0 >>= 8
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 8
x1 ^= t0
t0 = x0
(uint64) t0 >>= 8
t0 ^= x2
t0 &= m
x2 ^= t0
t0 <<= 8
x0 ^= t0
m = 0x3333333333333333
t0 = x1
(uint64) t0 >>= 2
t0 ^= x3
t0 &= m
x3 ^= t0
t0 <<= 2
x1 ^= t0
t0 = x0
(uint64) t0 >>= 2
t0 ^= x2
t0 &= m
x2 ^= t0
t0 <<= 2
x0 ^= t0

*(uint64 *) (out + 0) = x0
*(uint64 *) (out + 8) = x1
*(uint64 *) (out + 16) = x2
*(uint64 *) (out + 24) = x3
in += 32
out += 32
                 =? n -= 1
goto group if !=
done:
leave
