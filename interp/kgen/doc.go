// Package kgen generates random CUDA-like kernels as LLVM 14 IR (typed
// pointers, nvptx64-nvidia-cuda), in the spirit of Csmith, for differential
// testing of the compiler against the reference interpreter (package
// gpucc/interp).
//
// A kernel is first generated as a statement tree (Prog): integer
// variables of i8, i16, i32 and i64, assignments of expressions built from
// every integer operation (wrapping arithmetic, shifts, guarded division and
// remainder, operations with nsw/nuw/exact flags, casts, comparisons,
// selects, loads from input buffers, local arrays, integer intrinsics and
// warp collectives), if/switch statements, counted loops, stores to the
// thread's own output slots, atomics on accumulators, shared-memory
// exchanges with __syncthreads and plain barriers, and the shapes real
// kernels showed (shapes.go): pointers into the middle of global, local and
// shared arrays chosen by phis and selects among constant- and
// variable-offset GEPs of one base and indexed below themselves, loops
// whose exit test merges into the following branch (two exits into two
// regions), break/continue/early return inside divergent loops,
// do/while loops around grid-stride loops, short-circuit branch chains into
// a then-block that holds a divergent branch (chain.go), floating point
// (fp.go: f32/f64 variables, buffers, arithmetic, all fcmp predicates,
// conversions, LLVM and NVVM intrinsics, fast-math flags), and
// __syncthreads_count/and/or, atomicInc/Dec, align 1/2 accesses and
// __device__ globals (issue12.go), and the constructs of real kernels
// (realkernels.go): device helper functions with and without noinline,
// optionally recursive (calls.go), llvm.memcpy/memset (memintr.go), inline
// PTX (ptx.go), __constant__ arrays and textures (constarr.go) and named
// barriers (namedbar.go). Prog.IR lowers the tree to
// SSA form (phis at joins and loop headers); Prog.Launch builds the launch
// with pseudo-random buffer contents.
//
// Every generated kernel is free of undefined behaviour and deterministic by
// construction:
//
//   - fptosi/fptoui operands are guarded into range (NaN and out-of-range
//     values become 0); approximable FP operations only produce values
//     stored to float outputs (see fp.go); atomicInc/Dec on a counter
//     always use the counter's limit, which keeps the result
//     order-independent;
//   - division and remainder divisors are forced nonzero (and, for the
//     signed operations, not -1); shift amounts are reduced modulo the width;
//   - nsw/nuw/exact flags only appear on operands first narrowed into ranges
//     where the flags provably hold (see FlagKind);
//   - buffer, local and shared indices are masked to power-of-two lengths;
//     picked pointers stay inside their array for every candidate and
//     index (see Pick);
//   - every thread writes only its own output slots; shared arrays have one
//     element per thread, written by its owner and read only between two
//     barriers; atomics use one order-independent operation per counter and
//     discard the old value;
//   - helpers read only their arguments, an input buffer and the slot
//     their caller passes; a recursive helper's depth (at most
//     MaxRecursion) decreases on every call; memcpy/memset ranges, inline
//     PTX loads, constant-array and texture indices stay inside their
//     arrays, and a memcpy's source and destination are different arrays;
//   - barriers, shared exchanges and warp collectives (always with the full
//     mask; blocks are a multiple of 32 threads) only execute in control
//     flow that is uniform across the block (named barriers count every
//     thread of the block), which Prog.Check verifies with
//     a fixpoint over loops. A divergent break, continue or loop test
//     makes the whole loop divergent; once a thread may have returned,
//     nothing after it counts as uniform.
//
// Generation draws every decision from a math/rand/v2 Source: GenerateSeed
// uses a seeded PCG, NewByteSource turns fuzzer input into decisions (see
// FuzzGenerate). Reduce shrinks a kernel under a "still fails" predicate,
// keeping only candidates that pass Check.
package kgen
