#include <__clang_cuda_builtin_vars.h>
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
typedef __SIZE_TYPE__ size_t;

// Issue 12: CUDA's assert. Without the CUDA headers, assert is spelled out as
// the headers define it: a call to __assertfail(message, file, line,
// function, sizeof(char)) when the condition is false. gpucc compiles the call
// to TRAP n (n indexes the kernel's assert table); the emulator and the
// interpreter stop the kernel with CUDA's "Assertion `...` failed." line.
// The suite's launches never fire it (bad = -1); a test in cmd/gpucc fires
// the helper's assert for one thread.
extern "C" __device__ void __assertfail(const char *message, const char *file, unsigned line,
                                        const char *function, size_t charSize);
#define assert(e) ((e) ? (void)0 : __assertfail(#e, __FILE__, __LINE__, __PRETTY_FUNCTION__, sizeof(char)))

__device__ __attribute__((noinline)) unsigned check_step(unsigned v, int i, int bad) {
  assert(i != bad);
  return v * 2654435761u + (unsigned)i;
}

extern "C" __global__ void device_assert(const unsigned *in, unsigned *out, int n, int bad) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(n <= 4096);
  if (i >= n)
    return;
  unsigned v = in[i];
  for (int k = 0; k < (i & 3); k++)
    v = check_step(v, i, bad);
  out[i] = v;
}
