/* bench/sched/ref/ref.h -- the kernels of bench/sched in plain C (the references of the tests and
 * the peers of the benchmark) and the helpers around them (key schedules, slicing).  REF(name) is
 * the kernel's name with the compiler's suffix (REF_SUFFIX: c by default, gcc or clang for the
 * benchmark's peers, which are compiled with REF_KERNEL_ONLY: the kernels without the helpers), so
 * that one program can hold the same C compiled by gcc -O3 and by clang -O3. */
#ifndef BENCH_SCHED_REF_H
#define BENCH_SCHED_REF_H

#include <stdint.h>

#ifndef REF_SUFFIX
#define REF_SUFFIX c
#endif
#define REF_CAT2(a, b) a##_##b
#define REF_CAT(a, b) REF_CAT2(a, b)
#define REF(name) REF_CAT(name, REF_SUFFIX)

/* RECTANGLE-80: rows of the key and of each round key; one block (row 0 in the top 16 bits) */
void rectangle80_schedule(const uint16_t key[5], uint16_t rk[26][4]);
uint64_t rectangle_encrypt(uint64_t pt, const uint16_t rk[26][4]);
void rectangle_slice(uint64_t out[64], const uint64_t x[64]);
void rectangle_unslice(uint64_t x[64], const uint64_t st[64]);
void rectangle_slice_keys(uint64_t out[26 * 64], const uint16_t rk[26][4]);
void REF(rectangle_bs)(uint64_t st[64], const uint64_t *rk);

/* Serpent (NESSIE byte order): key of 16, 24 or 32 bytes; blocks as their words X_0..X_3 */
void serpent_schedule(const uint8_t *key, int bytes, uint32_t rk[33][4]);
void serpent_encrypt(uint8_t ct[16], const uint8_t pt[16], const uint32_t rk[33][4]);
void serpent_slice(uint64_t st[128], const uint32_t x[64][4]);
void serpent_unslice(uint32_t x[64][4], const uint64_t st[128]);
void serpent_slice_keys(uint64_t out[33 * 128], const uint32_t rk[33][4]);
void REF(serpent_bs)(uint64_t st[128], const uint64_t *rk);

/* ChaCha20's block function: out = the 20 rounds of in, plus in */
void REF(chacha20_block)(uint32_t out[16], const uint32_t in[16]);

#endif
