// Minimal stand-ins for the CUDA runtime headers, so that the test kernels
// compile with clang-14 -nocudainc -nocudalib.
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#include <__clang_cuda_builtin_vars.h>
static __device__ int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
static __device__ unsigned atomicOr(unsigned *p, unsigned v) { return __nvvm_atom_or_gen_i((int *)p, v); }
static __device__ int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
static __device__ int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
static __device__ unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
static __device__ int atomicCAS(int *p, int c, int v) { return __nvvm_atom_cas_gen_i(p, c, v); }
static __device__ unsigned activemask() { unsigned m; asm volatile("activemask.b32 %0;" : "=r"(m)); return m; }
