// unaligned_records (extended): packed records in a byte buffer: i16, i32
// and i64 fields at odd offsets (align 1 loads and stores) and a 2-aligned
// record (align 2), split by the compiler into narrower accesses.
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))

struct __attribute__((packed)) Rec {
  unsigned char tag;
  int v;
  short s;
  long long w;
}; // 15 bytes

struct __attribute__((packed, aligned(2))) Pair {
  short a;
  unsigned b;
  unsigned long long c;
}; // 14 bytes, 2-aligned

extern "C" __global__ void unaligned_records(unsigned char *rbuf, unsigned char *pbuf, unsigned *sums, int n) {
  Rec *recs = (Rec *)rbuf;
  Pair *pairs = (Pair *)pbuf; // 14-byte records from a 256-aligned buffer: 2-aligned
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Rec r = recs[i];
  Pair p = pairs[i];
  unsigned sum = (unsigned)r.v + (unsigned)(int)r.s + (unsigned)r.tag + (unsigned)(r.w >> 20) + p.b +
                 (unsigned)p.a + (unsigned)(p.c >> 33);
  sums[i] = sum;
  recs[i].v = (int)((unsigned)r.v * 3u + 1u);
  recs[i].s = (short)(r.s ^ 0x5a5a);
  recs[i].w = (long long)((unsigned long long)r.w + 0x0123456789abcdefull);
  pairs[i].b = p.b ^ (unsigned)i;
  pairs[i].c = p.c * 5u;
}
