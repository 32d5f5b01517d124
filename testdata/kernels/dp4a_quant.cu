// dp4a_quant: int8 dot products and quantization, as inference kernels write
// them. __dp4a/__dp2a_lo/__dp2a_hi as CUDA's sm_61 headers define them (inline
// PTX dp4a/dp2a), the same dot products open-coded over the bytes of a word
// (signed and unsigned), near misses that are not dot products (bytes from
// separate loads, lanes that do not line up), requantization to int8/int16
// with saturation and byte packing (C clamps, and PTX cvt.pack.sat), and
// compare results used as masks and as the float 1.0.
#include <__clang_cuda_builtin_vars.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

__device__ int dp4a_s(int a, int b, int c) {
  int r;
  asm volatile("dp4a.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}

__device__ unsigned dp4a_u(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm volatile("dp4a.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}

__device__ int dp4a_us(unsigned a, int b, int c) {
  int r;
  asm volatile("dp4a.u32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}

__device__ int dp2a_lo(int a, int b, int c) {
  int r;
  asm volatile("dp2a.lo.s32.s32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}

__device__ unsigned dp2a_hi(unsigned a, unsigned b, unsigned c) {
  unsigned r;
  asm volatile("dp2a.hi.u32.u32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}

__device__ unsigned pack_s16(int a, int b) {
  unsigned r;
  asm("cvt.pack.sat.s16.s32 %0, %1, %2;" : "=r"(r) : "r"(a), "r"(b));
  return r;
}

__device__ unsigned pack_u8(int a, int b, unsigned c) {
  unsigned r;
  asm("cvt.pack.sat.u8.s32.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(c));
  return r;
}

__device__ int clamp_i(int x, int lo, int hi) { return x < lo ? lo : (x > hi ? hi : x); }

extern "C" __global__ void dp4a_quant(const int *a, const int *b, const int *c, const signed char *bytes, int *dots,
                                      unsigned *packed, unsigned *flag_bits, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  int x = a[i], y = b[i];
  int acc = c[i];
  // Open-coded signed dot product of the four bytes of x and y.
  int s = acc;
  for (int k = 0; k < 4; k++)
    s += (int)(signed char)(x >> 8 * k) * (int)(signed char)(y >> 8 * k);
  // Unsigned bytes, no accumulator.
  unsigned u = 0;
  for (int k = 0; k < 4; k++)
    u += ((unsigned)x >> 8 * k & 255) * ((unsigned)y >> 8 * k & 255);
  // Near miss: bytes from separate loads (not lanes of one register).
  int m = 3;
  for (int k = 0; k < 4; k++)
    m += bytes[4 * i + k] * bytes[4 * i + 3 - k];
  // Near miss: lanes that do not line up (byte k of x with byte 3-k of y).
  int r = 0;
  for (int k = 0; k < 4; k++)
    r += (int)(signed char)(x >> 8 * k) * (int)(signed char)(y >> 8 * (3 - k));
  // 16-bit halves of x times the low bytes of y (a dp2a.lo pattern).
  int h = acc + (int)(short)x * (int)(signed char)y + (x >> 16) * (int)(signed char)(y >> 8);
  dots[10 * i + 0] = s;
  dots[10 * i + 1] = (int)u;
  dots[10 * i + 2] = m;
  dots[10 * i + 3] = r;
  dots[10 * i + 4] = h;
  dots[10 * i + 5] = dp4a_s(x, y, acc);
  dots[10 * i + 6] = (int)dp4a_u(x, y, 7);
  dots[10 * i + 7] = dp4a_us(x, y, -acc);
  dots[10 * i + 8] = dp2a_lo(x, y, acc);
  dots[10 * i + 9] = (int)dp2a_hi(x, y, 1000);
  // Requantize: scale down and saturate to int8, pack four lanes.
  int q0 = s >> 6, q1 = (int)u >> 9, q2 = h >> 4, q3 = acc >> 4;
  packed[4 * i + 0] = (unsigned)(clamp_i(q0, -128, 127) & 255) | (unsigned)(clamp_i(q1, -128, 127) & 255) << 8 |
                      (unsigned)(clamp_i(q2, -128, 127) & 255) << 16 | (unsigned)clamp_i(q3, -128, 127) << 24;
  packed[4 * i + 1] = (unsigned)clamp_i(q0, 0, 65535) | (unsigned)clamp_i(q2, 0, 65535) << 16;
  packed[4 * i + 2] = pack_s16(q1, q3);
  packed[4 * i + 3] = pack_u8(q2, q0, (unsigned)x);
  // Compare results as masks and as 1.0f.
  float *flags = (float *)flag_bits;
  int mask = -(int)(x < y);
  int sel = (x == acc || y > 0) ? -1 : 0;
  flags[2 * i + 0] = (float)(s > 0);
  flags[2 * i + 1] = (x != y && acc < 0) ? 1.0f : 0.0f;
  dots[10 * n + 2 * i] = mask;
  dots[10 * n + 2 * i + 1] = sel;
}
