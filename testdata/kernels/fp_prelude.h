// Stand-ins for the CUDA runtime headers, shared by the floating-point test
// kernels (fp_*.cu): they compile with clang-14 -nocudainc -nocudalib, so the
// attribute macros are missing and no math library exists. The kernels use
// plain arithmetic and the NVVM builtins that map to intrinsics directly.
#include <__clang_cuda_builtin_vars.h>

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

#define FULL_MASK 0xffffffffu
