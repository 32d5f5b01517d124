// loop_jumps: break, continue and an early return (with work before it) in
// nested arms of if/else inside divergent loops, then a short-circuit
// chain whose first condition is divergent, the second uniform and the third
// divergent (loads LLVM cannot speculate, so the chain stays branches) into
// a then-block holding a divergent loop (issue 17).
#include <__clang_cuda_builtin_vars.h>

// -nocudainc leaves the CUDA attribute macros undefined.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))

extern "C" __global__ void loop_jumps(const int *data, const int *flags, int *out, int *aux, int n, int limit) {
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  int acc = t;
  int i = t & 7; // each thread starts elsewhere: the loop is divergent
  for (; i < n; i++) {
    int d = data[i + (t & 3)];
    if (d & 1) {
      if (d > limit) { // break in a nested arm
        acc += 1000;
        break;
      }
      acc += d;
    } else {
      if ((d & 6) == 2) // continue in a nested arm
        continue;
      if (d < -limit) { // early return in a nested arm, with work first
        out[t] = acc - 7;
        aux[t] = i;
        return;
      }
      acc ^= d + i;
    }
    acc += 3;
  }
  // A second divergent loop: break and continue (to the header) in nested
  // arms, with no return, so the break leaves the loop directly.
  int j = t & 5;
  while (j < n) {
    int d = data[j];
    j++;
    if (d & 2) {
      if (d > limit / 2)
        break;
      acc += d;
    } else {
      if (d & 4)
        continue;
      acc -= d;
    }
    acc ^= j;
  }
  // Divergent first condition, then a uniform one, then a divergent one,
  // into a loop: lanes enter the then-block from two branches of the chain.
  if ((t & 3) == 1 || flags[0] == 2 || flags[t & 1] > limit) {
    if (acc & 1) // a divergent if before the loop
      aux[t] = acc;
    else
      acc += 5;
    int m = acc & 15;
    while (m < 40) // divergent trip count
      m += (t & 3) + 1 + (m & 1);
    acc += m;
  } else {
    acc -= 1;
  }
  out[t] = acc;
  aux[t] = i + 100 * j;
}
