// Package gpucc is the compiler's library entry point, for language
// frontends and tools: it takes an LLVM module (github.com/llir/llvm, LLVM 14
// IR with typed pointers, as clang-14 emits for CUDA device code) and
// produces encoded kernels for the gpucc GPU. The command line in cmd/gpucc
// is a thin layer over this package.
//
// # Using it from a frontend
//
// Build or parse a module. A frontend that builds IR in memory uses llir's
// builder API (ir.NewModule, Module.NewFunc, Func.NewBlock, Block.NewLoad,
// ...); text goes through ParseIR or ParseIRFile. Kernels are the functions
// !nvvm.annotations marks with !{@fn, !"kernel", i32 1}; Kernels lists them.
// Kernel code may use the NVVM special registers
// (@llvm.nvvm.read.ptx.sreg.tid.x and friends), integer arithmetic of up to
// 64 bits, global, shared and local memory, atomics, barriers and warp
// collectives; docs/compiler.md lists what is supported.
//
// Compile the module with Compile. Options.Kernel picks one kernel ("" for
// all), Options.OptLevel is 0 or 2. The Result holds one CompiledKernel per
// kernel, in module order, with its resource report (registers, local,
// shared and parameter bytes), its instructions, and methods for the
// binary (ELF, a one-kernel container) and the assembly text; Result.ELF
// and Result.Assembly give the whole module. The binary format is described
// in docs/binary-format.md; package emu loads and runs it (see the
// example).
//
// Kernel parameters live in constant bank 0 from offset 0x160, each at its
// natural alignment, in declaration order; CompiledKernel.Encoded.Params
// gives the layout a runtime needs to build the parameter block.
//
// # Errors
//
// A kernel that cannot be compiled yields an *Error (get it with
// errors.As): it names the kernel, the pass that failed, and for problems
// in the input the LLVM block, the instruction and, when the module carries
// debug locations (clang -g or -gline-tables-only), the source position.
// Err is the cause. A panic inside a pass is reported the same way as an
// "internal compiler error", never as a crash.
//
// # The pipeline
//
// Every kernel goes through the passes Passes lists, in order: lower
// (instruction selection into SSA machine IR), cleanup (-O2 cleanups),
// out-of-ssa, regalloc, expand-copies, layout, sched and encode. The
// Debug options look inside: VerifyIR runs the IR verifier after every
// pass, PrintAfter prints the function after the named passes (like llc's
// -print-after), Trace calls a function after every pass, MaxGPRs forces
// spilling and SerialSchedule turns off the scheduler's overlap. None of
// them changes what a correct compiler computes.
package gpucc
