#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

// Issue 12: more inline PTX: 64-bit carry chains (a 128-bit add and
// subtract), mad.wide, guarded instructions, clamped shifts, min/max, cvt,
// bfind.shiftamt, 16-bit halves packed with mov.b32, a .v2 load, "+r"
// operands, bfe with a 64-bit type, funnel shifts (shf), lop3 and ld/st with
// memory-order and cache-policy qualifiers.

extern "C" __global__ void inline_ptx_wide(const unsigned long long *in, unsigned long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned long long a, b;
  asm("ld.global.v2.u64 {%0, %1}, [%2];" : "=l"(a), "=l"(b) : "l"(in + 2 * i));
  unsigned long long s0, s1, d0, d1;
  asm("add.cc.u64 %0, %4, %5;\n\taddc.u64 %1, %5, %4;\n\t"
      "sub.cc.u64 %2, %4, %5;\n\tsubc.u64 %3, %5, %4;"
      : "=l"(s0), "=l"(s1), "=l"(d0), "=l"(d1)
      : "l"(a), "l"(b));
  unsigned lo = (unsigned)a, hi = (unsigned)(a >> 32);
  unsigned long long w;
  asm("mad.wide.s32 %0, %1, %2, %3;" : "=l"(w) : "r"(lo), "r"(hi), "l"(b));
  unsigned g = lo;
  asm("{\n\t.reg .pred p;\n\tsetp.gt.s32 p, %1, %2;\n\t@p sub.u32 %0, %0, %2;\n\t@!p xor.b32 %0, %0, 0x5a5a;\n\t}"
      : "+r"(g)
      : "r"(hi), "r"(lo));
  unsigned sh, mn;
  asm("shl.b32 %0, %1, %2;" : "=r"(sh) : "r"(hi), "r"(lo & 63u));
  asm("{\n\t.reg .u32 t;\n\tshr.s32 t, %1, %2;\n\tmin.s32 %0, t, %3;\n\tmax.u32 %0, %0, 17;\n\t}"
      : "=r"(mn)
      : "r"(hi), "r"((lo >> 8) & 63u), "r"(lo));
  unsigned short h0, h1;
  unsigned packed, sa;
  asm("mov.b32 {%0, %1}, %2;" : "=h"(h0), "=h"(h1) : "r"(lo));
  asm("mov.b32 %0, {%1, %2};" : "=r"(packed) : "h"(h1), "h"(h0));
  asm("bfind.shiftamt.u32 %0, %1;" : "=r"(sa) : "r"(hi >> (lo & 31u)));
  long long c;
  asm("cvt.s64.s32 %0, %1;" : "=l"(c) : "r"(hi));
  unsigned long long e;
  asm("bfe.u64 %0, %1, %2, %3;" : "=l"(e) : "l"(b), "r"(lo & 127u), "r"((lo >> 7) & 127u));
  out[8 * i + 0] = s0;
  out[8 * i + 1] = s1;
  out[8 * i + 2] = d0;
  out[8 * i + 3] = d1;
  out[8 * i + 4] = w;
  out[8 * i + 5] = ((unsigned long long)g << 32) | sh;
  unsigned pm;
  asm("prmt.b32 %0, %1, %2, 0x5e41;" : "=r"(pm) : "r"(lo), "r"(hi));
  out[8 * i + 6] = ((unsigned long long)mn << 32) | (packed ^ sa ^ pm);
  unsigned f1, f2, f3;
  asm("shf.l.wrap.b32 %0, %1, %2, %3;" : "=r"(f1) : "r"(lo), "r"(hi), "r"(lo >> 5));
  asm("shf.r.clamp.b32 %0, %1, %2, %3;" : "=r"(f2) : "r"(hi), "r"(lo), "r"((lo >> 10) & 63u));
  asm("lop3.b32 %0, %1, %2, %3, 0xE8;" : "=r"(f3) : "r"(lo), "r"(hi), "r"((unsigned)b));
  out[8 * i + 7] = ((unsigned long long)c ^ e) + (((unsigned long long)(f1 ^ f2) << 32) | f3);
  // Memory-order and cache-policy qualifiers: plain accesses (with fences for
  // acquire and release). The store replaces the high word of out[8i+7].
  unsigned r1, r2;
  asm volatile("ld.relaxed.gpu.global.L1::no_allocate.u32 %0, [%1];" : "=r"(r1) : "l"(in + 2 * i));
  asm volatile("ld.acquire.gpu.global.u32 %0, [%1+4];" : "=r"(r2) : "l"(in + 2 * i));
  asm volatile("st.release.gpu.global.wb.u32 [%0+4], %1;" ::"l"(out + 8 * i + 7), "r"(r1 ^ r2) : "memory");
}
