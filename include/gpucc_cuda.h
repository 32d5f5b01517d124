// gpucc_cuda.h: a small stand-in for the CUDA headers, so that CUDA kernels
// compile to the LLVM IR gpucc reads without the CUDA toolkit:
//
//   clang-14 -x cuda --cuda-gpu-arch=sm_80 --cuda-device-only -nocudainc -nocudalib \
//       -include gpucc_cuda.h -I path/to/gpucc/include -O2 -emit-llvm -S \
//       -Xclang -target-feature -Xclang +ptx70 kernel.cu -o kernel.ll
//
// It provides the attribute macros (__global__, __device__, __shared__,
// __constant__, ...), the built-in variables (threadIdx, blockIdx, blockDim,
// gridDim and warpSize, from clang's own header), barriers and fences, integer and float atomics, warp
// shuffles and votes, and a few integer intrinsics, each as the NVVM builtin
// the CUDA headers use. Device code only: there is no host runtime.
#ifndef GPUCC_CUDA_H
#define GPUCC_CUDA_H

#include <__clang_cuda_builtin_vars.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __noinline__ __attribute__((noinline))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

#define GPUCC_DEV static __device__ __forceinline__

// Barriers and fences.
GPUCC_DEV int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
GPUCC_DEV int __syncthreads_and(int p) { return __nvvm_bar0_and(p); }
GPUCC_DEV int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }
GPUCC_DEV void __syncwarp(unsigned mask = 0xffffffffu) { __nvvm_bar_warp_sync(mask); }
GPUCC_DEV void __threadfence_block() { __nvvm_membar_cta(); }
GPUCC_DEV void __threadfence() { __nvvm_membar_gl(); }
GPUCC_DEV void __threadfence_system() { __nvvm_membar_sys(); }

// Atomics (generic address space: global or shared memory).
GPUCC_DEV int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
GPUCC_DEV unsigned atomicAdd(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v); }
GPUCC_DEV unsigned long long atomicAdd(unsigned long long *p, unsigned long long v) {
  return (unsigned long long)__nvvm_atom_add_gen_ll((long long *)p, (long long)v);
}
GPUCC_DEV float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
GPUCC_DEV double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
GPUCC_DEV int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
GPUCC_DEV unsigned atomicSub(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_add_gen_i((int *)p, -(int)v); }
GPUCC_DEV int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
GPUCC_DEV unsigned atomicExch(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_xchg_gen_i((int *)p, (int)v); }
GPUCC_DEV int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
GPUCC_DEV unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
GPUCC_DEV int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
GPUCC_DEV unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
GPUCC_DEV unsigned atomicInc(unsigned *p, unsigned v) { return __nvvm_atom_inc_gen_ui(p, v); }
GPUCC_DEV unsigned atomicDec(unsigned *p, unsigned v) { return __nvvm_atom_dec_gen_ui(p, v); }
GPUCC_DEV int atomicAnd(int *p, int v) { return __nvvm_atom_and_gen_i(p, v); }
GPUCC_DEV unsigned atomicAnd(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_and_gen_i((int *)p, (int)v); }
GPUCC_DEV int atomicOr(int *p, int v) { return __nvvm_atom_or_gen_i(p, v); }
GPUCC_DEV unsigned atomicOr(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_or_gen_i((int *)p, (int)v); }
GPUCC_DEV int atomicXor(int *p, int v) { return __nvvm_atom_xor_gen_i(p, v); }
GPUCC_DEV unsigned atomicXor(unsigned *p, unsigned v) { return (unsigned)__nvvm_atom_xor_gen_i((int *)p, (int)v); }
GPUCC_DEV int atomicCAS(int *p, int cmp, int v) { return __nvvm_atom_cas_gen_i(p, cmp, v); }
GPUCC_DEV unsigned atomicCAS(unsigned *p, unsigned cmp, unsigned v) {
  return (unsigned)__nvvm_atom_cas_gen_i((int *)p, (int)cmp, (int)v);
}
GPUCC_DEV unsigned long long atomicCAS(unsigned long long *p, unsigned long long cmp, unsigned long long v) {
  return (unsigned long long)__nvvm_atom_cas_gen_ll((long long *)p, (long long)cmp, (long long)v);
}

// Warp shuffles (width 32) and votes. The clamp operand is CUDA's: 0x1f for
// idx/xor/down, 0 for up.
GPUCC_DEV int __shfl_sync(unsigned m, int v, int lane) { return __nvvm_shfl_sync_idx_i32(m, v, lane, 0x1f); }
GPUCC_DEV unsigned __shfl_sync(unsigned m, unsigned v, int lane) { return (unsigned)__nvvm_shfl_sync_idx_i32(m, (int)v, lane, 0x1f); }
GPUCC_DEV float __shfl_sync(unsigned m, float v, int lane) { return __nvvm_shfl_sync_idx_f32(m, v, lane, 0x1f); }
GPUCC_DEV int __shfl_up_sync(unsigned m, int v, unsigned d) { return __nvvm_shfl_sync_up_i32(m, v, d, 0); }
GPUCC_DEV unsigned __shfl_up_sync(unsigned m, unsigned v, unsigned d) { return (unsigned)__nvvm_shfl_sync_up_i32(m, (int)v, d, 0); }
GPUCC_DEV float __shfl_up_sync(unsigned m, float v, unsigned d) { return __nvvm_shfl_sync_up_f32(m, v, d, 0); }
GPUCC_DEV int __shfl_down_sync(unsigned m, int v, unsigned d) { return __nvvm_shfl_sync_down_i32(m, v, d, 0x1f); }
GPUCC_DEV unsigned __shfl_down_sync(unsigned m, unsigned v, unsigned d) { return (unsigned)__nvvm_shfl_sync_down_i32(m, (int)v, d, 0x1f); }
GPUCC_DEV float __shfl_down_sync(unsigned m, float v, unsigned d) { return __nvvm_shfl_sync_down_f32(m, v, d, 0x1f); }
GPUCC_DEV int __shfl_xor_sync(unsigned m, int v, int x) { return __nvvm_shfl_sync_bfly_i32(m, v, x, 0x1f); }
GPUCC_DEV unsigned __shfl_xor_sync(unsigned m, unsigned v, int x) { return (unsigned)__nvvm_shfl_sync_bfly_i32(m, (int)v, x, 0x1f); }
GPUCC_DEV float __shfl_xor_sync(unsigned m, float v, int x) { return __nvvm_shfl_sync_bfly_f32(m, v, x, 0x1f); }
GPUCC_DEV unsigned __ballot_sync(unsigned m, int p) { return __nvvm_vote_ballot_sync(m, p); }
GPUCC_DEV int __any_sync(unsigned m, int p) { return __nvvm_vote_any_sync(m, p); }
GPUCC_DEV int __all_sync(unsigned m, int p) { return __nvvm_vote_all_sync(m, p); }

// Integer intrinsics, as CUDA defines them at 0 (__clz(0) is 32, __ffs(0) 0).
GPUCC_DEV int __popc(unsigned x) { return __builtin_popcount(x); }
GPUCC_DEV int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
GPUCC_DEV int __clz(int x) { return x ? __builtin_clz((unsigned)x) : 32; }
GPUCC_DEV int __clzll(long long x) { return x ? __builtin_clzll((unsigned long long)x) : 64; }
GPUCC_DEV int __ffs(int x) { return __builtin_ffs(x); }
GPUCC_DEV int __ffsll(long long x) { return __builtin_ffsll(x); }
GPUCC_DEV unsigned __brev(unsigned x) { return __builtin_bitreverse32(x); }
GPUCC_DEV unsigned long long __brevll(unsigned long long x) { return __builtin_bitreverse64(x); }
GPUCC_DEV unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned r;
  asm("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(x), "r"(y), "r"(s));
  return r;
}
GPUCC_DEV int min(int a, int b) { return a < b ? a : b; }
GPUCC_DEV int max(int a, int b) { return a > b ? a : b; }
GPUCC_DEV unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
GPUCC_DEV unsigned umax(unsigned a, unsigned b) { return a > b ? a : b; }

#undef GPUCC_DEV
#endif
