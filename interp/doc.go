// Package interp is the reference interpreter of gpucc: it executes a CUDA
// kernel given as LLVM 14 IR (typed pointers, as clang-14 emits for
// nvptx64-nvidia-cuda device code, parsed with github.com/llir/llvm) on a
// launch.Launch and returns the final contents of every buffer argument.
// It shares no code with the compiler, so the compiler's output run on the
// emulator can be checked against it byte for byte.
//
// # Semantics
//
// Integers of every width from i1 to i64 follow LLVM: wrap-around arithmetic,
// poison for violated nsw/nuw/exact flags and for shift amounts not below the
// width, immediate undefined behaviour for division by zero and signed
// division overflow. Poison is tracked per value together with the
// instruction that produced it; using poison as a stored value, as an address,
// as a branch or switch condition, as a divisor, as a warp mask or as a
// noundef call argument is reported as undefined behaviour. Loading bytes of
// shared or local memory that were never written (undef initialisers, fresh
// allocas, ended lifetimes) yields poison.
//
// Memory is byte-addressed and checked: every access must lie entirely
// inside one live object (a buffer argument, a module global, a shared
// variable, the dynamic shared area, or an alloca of the accessing thread's
// live frames) and be aligned both to its natural size and to the declared
// alignment. Memory operations are sequentially consistent in the order the
// interpreter executes them.
//
// # Address spaces and the address map
//
// Pointers are 64 bits in every address space. Generic (0), global (1) and
// constant (4) pointers hold generic addresses:
//
//	DeviceGlobalBase (0x0100_0000)  __device__ variables (addrspace 1 globals)
//	launch.GlobalBase (0x1000_0000) buffer arguments, see launch.Launch.BufferAddrs
//	SharedWindow + offset           the current CTA's shared memory
//	ConstantBase = launch.ConstWindow + offset
//	                                __constant__ variables (addrspace 4 globals)
//	LocalWindow + offset            the executing thread's local memory
//
// Shared (3) and local (5) pointers hold offsets into their space, so
// addrspacecast between them and generic adds or subtracts the window base.
// Offsets are 64-bit like every pointer; the machine keeps only the low 32
// bits of a shared or local address (docs/isa.md), which agrees for every
// offset in [0, 2^32). An access at an offset outside that range (a
// negative index below the space, also through a generic address up to
// 2^32 below a window) points at no object and is reported as out of bounds
// in that space.
// Static shared variables are laid out from offset 0 in module order at their
// alignment; the dynamic shared area (every external addrspace(3) global, all
// aliasing each other) follows at a 16-byte aligned offset and is
// launch.Launch.SharedBytes long. Allocas live at local offsets from
// LocalStackBase upwards and die when their function returns.
//
// # Launch mapping
//
// Kernels are the functions annotated `kernel` in !nvvm.annotations. Their
// parameters take launch.Launch.Args in order: a buffer argument passes its
// address from launch.Launch.BufferAddrs; a scalar argument passes Value
// truncated to the parameter's width, or extended (sign-extended when the
// parameter is signext, zero-extended otherwise) from Size bytes.
//
// # Execution model
//
// Each thread is a small state machine with its own frame stack. The CTAs of
// the grid run one after another; within a CTA the scheduler runs every
// runnable thread in time slices until it exits or blocks at a warp
// collective or a barrier. A warp collective (shfl, vote, match, redux,
// bar.warp.sync) fires once every lane named in its membermask waits at the
// same instruction with the same mask; __syncthreads releases once every
// thread of the CTA that has not exited waits at the same barrier
// instruction. A failed CUDA assert (a call to __assertfail) stops the run
// with ErrAssert and CUDA's "Assertion ... failed." line (assert.go).
// `activemask.b32` (the inline assembly clang emits for
// __activemask) reports the lanes of the warp that wait at that instruction
// once no thread of the CTA can make progress otherwise. A membermask that
// names an exited lane, a shuffle that reads a lane outside the mask, lanes
// that disagree about the mask, divergent barriers, and a CTA in which no
// thread can make progress are reported as errors.
//
// # Errors
//
// Every failure is an *Error naming the kernel, function, block, instruction,
// thread and CTA, and carrying a Kind for programmatic checks, for example:
//
//	interp: kernel @k, block %7, instruction `%9 = load i32, i32* %8, align 4`:
//	thread (3,0,0) in CTA (1,0,0): global load of 4 bytes at 0x10000100 is out of bounds
//
// # Floating point
//
// float and double follow IEEE 754 binary32/binary64 and LLVM: values live
// as their bit patterns (loads, stores, phis, selects, parameters, bitcasts
// and shuffles move bits unchanged, as do fneg, fabs and copysign); every
// arithmetic result is correctly rounded, to nearest even unless an NVVM
// intrinsic names another mode (.rz, .rm, .rp); subnormals are kept except
// where an intrinsic says .ftz (subnormal inputs and results become the zero
// of their sign). Every NaN an arithmetic operation produces is the
// canonical NaN 0x7fffffff / 0x7fffffffffffffff, also from NaN operands;
// NaN constants become the default quiet NaN 0x7fc00000 /
// 0x7ff8000000000000 with the constant's sign (llir keeps no payload). frem is C fmod, exact. fptosi/fptoui truncate and give
// poison for NaN, infinities and out-of-range values; the NVVM conversions
// (f2i, d2ull, ...) saturate (NaN gives 0). minnum/maxnum and NVVM
// fmin/fmax are IEEE minNum/maxNum (a NaN operand yields the other; -0 <
// +0), the .nan variants and llvm.minimum/maximum propagate NaN.
// llvm.nvvm.round.f and llvm.round round halfway cases away from zero (as
// LLVM's instcombine treats them), rint/nearbyint to even. The approximate
// NVVM functions are defined exactly (docs/isa.md): rcp/sqrt/rsqrt/div
// .approx give the correctly rounded result (except rsqrt.approx.f64, which
// is the compiler's MUFU.RSQ64H + two Newton steps sequence), ex2/lg2/sin/cos.approx.f give
// float32(math.Exp2/Log2/Sin/Cos(float64(x))). nnan and ninf make NaN or
// infinite operands and results poison. atomicrmw fadd/fsub round to
// nearest and keep subnormals. Operations Go's hardware arithmetic cannot do
// with a single rounding (binary32 fma, directed modes, exact square roots
// and reciprocal square roots) are computed on exact big-integer dyadics
// and rounded once (fpround.go).
//
// Fast-math flags and approximate intrinsics let a compiler produce other
// results. RunDetailed marks, per result byte, the values that derive (by
// data flow) from such an operation; launch.Compare then allows a ulp
// tolerance for them and compares everything else bit for bit. Values are
// those of the evaluation that fuses no multiply-add (llvm.fmuladd is
// computed unfused); the evaluation that fuses every contractable pair and
// every fmuladd is computed alongside and reported as the alternative
// (fpalt.go).
//
// # Not supported
//
// Half-precision arithmetic, vectors, i128 and wider integers, aggregate loads and
// stores, indirect calls, variadic functions, exceptions, counted barriers
// (barrier.sync.cnt), clock registers, and inline PTX outside the subset
// of ptxasm.go (docs/compiler.md, "Inline PTX") are reported as ErrUnsupported when executed (not when
// the module is loaded), so a module may contain them in code that never
// runs. A kernel parameter passed byval takes a launch.Bytes argument; each
// thread gets its own copy of those bytes in its local memory (byval.go).
// GEP inbounds and !range/nonnull/align annotations are not checked; memory
// accesses are.
//
// # Races
//
// Options.ScheduleSeed selects a thread schedule. Schedule 0 runs the
// threads of a CTA in order, each for a long time slice. A nonzero seed
// repeatedly picks a warp with a runnable thread at random and runs it for
// 2^k rounds (k random in 0..10); in a round every runnable lane of the warp
// executes one instruction, in lane order, so the lanes of a warp stay in
// lockstep while the warps interleave differently between barriers. A
// race-free kernel gives the same result under every schedule; running it
// under several and comparing the results (gpucc verify --schedules N)
// exposes data races, which a single schedule hides.
package interp
