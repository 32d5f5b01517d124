#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

// Issue 12: inline PTX as real CUDA code writes it (CUB, cuRAND, hashing and
// bignum code): special registers, bit-field and byte-permute instructions,
// carry chains, 64-bit packing, cache-hinted and vector loads and stores,
// warp shuffles with their predicate, votes, fences and a scoped block with
// .reg declarations.

__device__ unsigned lane_id() {
  unsigned r;
  asm("mov.u32 %0, %%laneid;" : "=r"(r));
  return r;
}

__device__ unsigned lanemask_lt() {
  unsigned r;
  asm("mov.u32 %0, %%lanemask_lt;" : "=r"(r));
  return r;
}

__device__ unsigned bfe_u(unsigned x, unsigned pos, unsigned len) {
  unsigned r;
  asm("bfe.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
  return r;
}

__device__ int bfe_s(int x, unsigned pos, unsigned len) {
  int r;
  asm("bfe.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(pos), "r"(len));
  return r;
}

__device__ unsigned bfi(unsigned f, unsigned b, unsigned pos, unsigned len) {
  unsigned r;
  asm("bfi.b32 %0, %1, %2, %3, %4;" : "=r"(r) : "r"(f), "r"(b), "r"(pos), "r"(len));
  return r;
}

__device__ unsigned prmt(unsigned a, unsigned b, unsigned sel) {
  unsigned r;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(sel));
  return r;
}

// 96-bit addition with a carry chain, and a 64x32 multiply-add with madc.
__device__ void add96(unsigned &r0, unsigned &r1, unsigned &r2, unsigned a0, unsigned a1, unsigned a2,
                      unsigned b0, unsigned b1, unsigned b2) {
  asm("add.cc.u32 %0, %3, %6;\n\t"
      "addc.cc.u32 %1, %4, %7;\n\t"
      "addc.u32 %2, %5, %8;"
      : "=r"(r0), "=r"(r1), "=r"(r2)
      : "r"(a0), "r"(a1), "r"(a2), "r"(b0), "r"(b1), "r"(b2));
}

__device__ unsigned long long sub64(unsigned long long a, unsigned long long b) {
  unsigned lo, hi;
  asm("{\n\t"
      ".reg .u32 al, ah, bl, bh;\n\t"
      "mov.b64 {al, ah}, %2;\n\t"
      "mov.b64 {bl, bh}, %3;\n\t"
      "sub.cc.u32 %0, al, bl;\n\t"
      "subc.u32 %1, ah, bh;\n\t"
      "}"
      : "=r"(lo), "=r"(hi)
      : "l"(a), "l"(b));
  unsigned long long r;
  asm("mov.b64 %0, {%1, %2};" : "=l"(r) : "r"(lo), "r"(hi));
  return r;
}

__device__ unsigned mulhi_madc(unsigned a, unsigned b, unsigned c) {
  unsigned lo, hi;
  asm("mad.lo.cc.u32 %0, %2, %3, %4;\n\t"
      "madc.hi.u32 %1, %2, %3, 0;"
      : "=r"(lo), "=r"(hi)
      : "r"(a), "r"(b), "r"(c));
  return lo ^ hi;
}

__device__ unsigned misc(unsigned x, long long y) {
  unsigned p, z, v, f, s;
  long long h;
  asm("popc.b32 %0, %1;" : "=r"(p) : "r"(x));
  asm("clz.b32 %0, %1;" : "=r"(z) : "r"(x));
  asm("brev.b32 %0, %1;" : "=r"(v) : "r"(x));
  asm("bfind.u32 %0, %1;" : "=r"(f) : "r"(x));
  asm("bfind.s32 %0, %1;" : "=r"(s) : "r"(x));
  asm("mul.hi.s64 %0, %1, %2;" : "=l"(h) : "l"(y), "l"(y ^ 0x5bd1e995LL));
  return p + 3u * z + (v ^ f) + 7u * s + (unsigned)h + (unsigned)(h >> 32);
}

extern "C" __global__ void inline_ptx(const unsigned *in, const unsigned long long *in64, unsigned *out,
                                      unsigned long long *out64, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned x = 0;
  unsigned long long y = 0;
  if (i < n) {
    asm volatile("ld.global.nc.u32 %0, [%1];" : "=r"(x) : "l"(in + i));
    asm("ld.global.cg.u64 %0, [%1+8];" : "=l"(y) : "l"(in64 + i - 1));
  }
  unsigned lane = lane_id();
  // Every lane takes part in the warp operations.
  unsigned up;
  int ok;
  asm volatile("{\n\t"
               ".reg .pred p;\n\t"
               "shfl.sync.up.b32 %0|p, %2, 3, 0, 0xffffffff;\n\t"
               "selp.u32 %1, 1, 0, p;\n\t"
               "}"
               : "=r"(up), "=r"(ok)
               : "r"(x));
  unsigned ballot, all;
  asm volatile("{\n\t"
               ".reg .pred p, q;\n\t"
               "setp.ne.u32 p, %2, 0;\n\t"
               "vote.sync.ballot.b32 %0, p, 0xffffffff;\n\t"
               "setp.lt.u32 q, %3, 40;\n\t"
               "vote.sync.all.pred q, q, 0xffffffff;\n\t"
               "selp.u32 %1, 7, 9, q;\n\t"
               "}"
               : "=r"(ballot), "=r"(all)
               : "r"(x & 1u), "r"(x & 63u));
  unsigned below;
  asm("popc.b32 %0, %1;" : "=r"(below) : "r"(ballot & lanemask_lt()));
  asm volatile("membar.gl;" ::: "memory");
  if (i >= n)
    return;
  unsigned r0, r1, r2;
  add96(r0, r1, r2, x, (unsigned)y, (unsigned)(y >> 32), ~x, x * 3u, 1u);
  unsigned long long d = sub64(y, (unsigned long long)x << 20);
  unsigned w0 = bfe_u(x, lane, x & 31u) ^ (unsigned)bfe_s((int)x, x >> 27, (x >> 5) & 31u);
  unsigned w1 = bfi(x, (unsigned)y, x >> 27, (x >> 7) & 31u) + prmt(x, (unsigned)y, (unsigned)(y >> 40));
  unsigned w2 = mulhi_madc(x, (unsigned)y, (unsigned)(y >> 32)) + misc(x, (long long)y);
  asm volatile("st.global.v4.u32 [%0], {%1, %2, %3, %4};" ::"l"(out + 8 * i), "r"(r0), "r"(r1), "r"(r2), "r"(w0)
               : "memory");
  asm volatile("st.global.cs.v2.u32 [%0], {%1, %2};" ::"l"(out + 8 * i + 4), "r"(w1), "r"(w2) : "memory");
  out[8 * i + 6] = up + 1000u * (unsigned)ok;
  out[8 * i + 7] = ballot + all * 0x10000u + below * 0x1000000u;
  out64[i] = d;
}
