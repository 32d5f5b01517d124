#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define NOINLINE __attribute__((noinline))

// Issue 12, real calls: recursion. Fibonacci (two recursive calls), a
// quicksort of a per-thread array in local memory (recursion on both halves,
// the array reached through pointers into the caller's frame), and mutual
// recursion (noinline even/odd counting down, not tail calls; the depth is
// chosen per thread: the threads of a warp return from different depths). `depth` bounds everything: a
// launch with a large one overflows the stack (a test in cmd/gpucc).

__device__ unsigned fib(unsigned n) {
  if (n < 2u)
    return n;
  return fib(n - 1u) + fib(n - 2u);
}

__device__ void quicksort(unsigned *a, int lo, int hi) {
  if (lo >= hi)
    return;
  unsigned pivot = a[hi];
  int p = lo;
  for (int j = lo; j < hi; j++) {
    if (a[j] < pivot) {
      unsigned t = a[p];
      a[p] = a[j];
      a[j] = t;
      p++;
    }
  }
  unsigned t = a[p];
  a[p] = a[hi];
  a[hi] = t;
  quicksort(a, lo, p - 1);
  quicksort(a, p + 1, hi);
}

__device__ NOINLINE unsigned is_odd(unsigned n, unsigned acc);

__device__ NOINLINE unsigned is_even(unsigned n, unsigned acc) {
  if (n == 0u)
    return acc * 2u;
  return is_odd(n - 1u, acc + n) * 3u + n;
}

__device__ NOINLINE unsigned is_odd(unsigned n, unsigned acc) {
  if (n == 0u)
    return acc * 2u + 1u;
  return is_even(n - 1u, acc ^ n) ^ (n << 1);
}

extern "C" __global__ void call_recursion(const unsigned *in, unsigned *out, int n, unsigned depth) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned x = in[i];
  unsigned a[12];
  for (int j = 0; j < 12; j++)
    a[j] = in[(i + 5 * j) % n] ^ (x >> j);
  quicksort(a, 0, 11);
  unsigned h = 0u;
  for (int j = 0; j < 12; j++)
    h = h * 31u + a[j];
  out[4 * i] = h;
  out[4 * i + 1] = a[0] ^ a[11];
  out[4 * i + 2] = fib(x % (depth < 12u ? depth : 12u));
  out[4 * i + 3] = is_even(x % depth, x);
}
