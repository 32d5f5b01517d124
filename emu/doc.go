// Package emu is gpucc's emulator: it executes kernels encoded in the gpucc
// ISA (package isa; docs/isa.md) and is the judge of the compiler's output,
// both functionally and for the timing rules the control bits must obey.
//
// # API
//
// Load (or LoadKernel, ReadModule, LoadInsts) decodes a kernel once into a
// compact internal form, a *Program, which may be launched any number of
// times, also concurrently. A Device holds global memory (Alloc, Write,
// Read) and constant banks 1..63 (SetConstBank); Device.Launch runs a
// Program over a grid with a parameter block and returns Stats. Run takes a
// launch.Launch (the description shared with the reference interpreter),
// allocates its buffers at launch.Launch.BufferAddrs, lays out the
// parameters (ParamBlock) and returns every buffer's final contents.
// Failures are *Error values with a Kind, naming the kernel, the
// instruction (pc and text), the CTA, the warp or thread, and for memory
// faults the address.
//
// # Execution model
//
// The CTAs of the grid run one after another, in linear order (x
// fastest). With Options.Jobs > 1 they run in parallel with the same
// outcome, whatever the kernel: CTAs run speculatively against a private
// overlay of global memory and commit in order, and a CTA that read what an
// earlier one wrote (a global atomic counter, a dependent CTA), failed, or
// would exceed the instruction budget runs again at its turn (parallel.go).
// Loads from an allocation that no CTA of the launch has committed writes
// to (and that the program's last parallel launch did not write) read it
// directly, and such a CTA runs again if a CTA committed meanwhile writes
// that allocation (ovdirect.go).
// Each CTA draws its stress-mode delays from its own generator. Kernels
// that read SR_CLOCKLO/HI run serially. A CTA's threads form warps of
// 32 lanes (the last warp may have fewer threads; its other lanes never
// run). Each lane has its own GPRs and predicates; uniform registers,
// uniform predicates, convergence barriers and timing belong to the warp.
// Registers, shared and local memory start at zero.
//
// The lanes of a warp form groups, each at one program counter; a warp
// issues for one group at a time, so lanes at different pcs never issue
// together. A branch whose guard holds in some active lanes only splits
// the group. Groups join again only at BSYNC (every non-exited lane that
// BSSY recorded in the barrier register waits at the same BSYNC) and
// WARPSYNC (every non-exited lane of the mask waits at the same WARPSYNC);
// lanes reaching the same pc by different paths stay apart. At every
// scheduling event the warp runs the ready group with the lowest pc (ties:
// the group with the lowest lane), except after a taken backward branch,
// when it runs the ready group with the lowest pc above the branch
// (wrapping around): a lane spinning on another lane of its warp cannot
// starve it. A warp whose groups all wait for each other is deadlocked.
//
// An instruction executes in the lanes of its group whose guard predicate
// holds. Warp collectives (SHFL, VOTE, REDUX, MATCH, ELECT, MOVM) take
// those lanes as participants; in strict mode a SHFL that reads a lane that
// does not participate is an error. Uniform-datapath instructions (and
// S2UR, ULDC, VOTEU, REDUXU, ELECTU, R2UR) execute once per warp when the
// guard holds in at least one active lane; R2UR reads the lowest such lane.
//
// # Timing
//
// Warps issue independently, in order, one instruction per cycle at most:
// an instruction issued at cycle t lets its warp issue again at
// t + max(1, stall), after the scoreboards its $req names are clear. A
// fixed-latency result is visible from t + latency; a variable-latency
// result arrives at t + delay, when its $wsb scoreboard clears (a
// scoreboard set by several instructions clears with the last). The delay
// is the optype's typical delay (isa/spec/machine.txt) or, with
// Options.Stress, drawn uniformly from [1, 4 * typical] by a generator
// seeded with Options.Seed. Results are written at issue; the timing only
// decides what strict mode accepts:
//
//   - RAW: reading a register or predicate before it is visible (in the
//     lanes that execute; the guard in all active lanes);
//   - WAW: writing a register a variable-latency instruction will still
//     write (a fixed-latency write still in flight may be overwritten: the
//     register is then visible when both writes are);
//   - $wsb on a fixed-latency instruction, or none on a variable-latency
//     one with register or predicate results.
//
// RZ, URZ, PT and UPT never hazard; convergence barrier registers are not
// timed. Options.Lenient turns the checks off. Yield bits are ignored.
//
// Memory, barrier and exit effects happen at issue in global cycle order
// (ties: lower warp index first): the emulator runs the warp with the
// earliest next issue cycle until it would issue such an instruction later
// than another warp could. A thread's own local memory is no such effect:
// LDL, STL, and a generic LD or ST whose active lanes all address their
// own local memory, aligned and in bounds (localOnly), issue when their
// warp reaches them; errors of such warp-private instructions are
// reported in the order the warps run. Memory is sequentially consistent; within an
// instruction lanes access memory in ascending lane order.
//
// Statistics: Cycles sums the CTAs' durations (a CTA ends one cycle after
// its last warp's EXIT); WarpInsts counts issued instructions; ThreadInsts
// the lanes that executed them (active and guard true); Stalls the cycles
// warps waited, by cause: stall counts, $req scoreboards, CTA barriers.
//
// # Implementation
//
// Load predecodes every instruction into an inst (program.go, build.go):
// its semantics as an execFn, operands as byte offsets from their file's
// base (GPRs, uniform registers, the launch's broadcast constants, or a
// zero vector), so that an operand is one address computation with no
// switch and no bounds check (Load checks every operand and timing index
// against the files; TestPredecodeInvariants checks that it does),
// modifiers as fields, and the timing indices of its guard, sources and
// destinations. A warp keeps its uniform registers also broadcast to 32
// lanes (setUR writes both), for per-lane operations that read them.
//
// The issue loop (runWarp) runs a group's instructions in an inner loop
// with its pc in a local; only flow instructions leave it, and a branch
// or CALL the whole group takes (or none of it) without another group to
// reschedule, a RET of the whole group, BSSY, and a BSYNC or WARPSYNC the
// group passes alone while no other group is ready stay in it
// (flowInline; warps count their ready groups and keep their indexes,
// readySet, which pick visits). flowInline also runs the scheduling
// events of a whole group's WARPSYNC and of divergent or backward
// branches itself (flowRan), and a whole group's WARPSYNC that waits
// takes warpsyncGroup: the wait, the release, merge's removals and
// pick's choice in one walk of the groups. Plain instructions (next
// pc, fixed latency, no scoreboard, no effect other warps see, no
// constant-bank operand) take a short path that records their writes
// before calling fn; the package's tests run every launch also with the
// short paths off and compare everything. The short path holds no call
// but fn's: an instruction whose registers may be in flight goes to the
// general path before anything changes, it steps to the next instruction
// by pointer (Load puts a non-plain instruction past the end), and it
// tests no mode (in lenient mode it records timing that nothing reads).
// The loop checks hazards in two steps: when every register the
// instruction touches has its last write arrived (regTime.until at or
// before the issue cycle; four indices unrolled, padded with a
// never-written entry) nothing can be in flight and checkHazards is
// skipped; otherwise checkHazards looks at lanes and segments and finds
// exactly what it always did. A write to a register with nothing in
// flight makes it the register's one segment, in place.
//
// The ALU works on whole lane vectors; the most frequent whole-warp loops
// (IADD, IMAD, integer compares, LOP3 0x96) are assembly on amd64
// (lanekernels_amd64.s): AVX2, eight lanes per instruction, when CPUID
// says the CPU and OS support it, SSE2 otherwise; Go loops elsewhere or
// with -tags purego. lanekernels.go holds the Go versions, which the tests
// compare with both assembly paths. selLanes (SEL) writes only the lanes
// of a mask, so it also serves partial warps: from four active lanes it is
// cheaper than visiting them one by one. The integer instructions of a
// partial warp (IADD, IMAD, LEA, LEA.HI, LOP3, SHF, MOV, IABS, IMNMX, ...) compute
// all 32 lanes and write the active ones by a blend in one AVX2 pass
// (lanemask.go, lanemask_amd64.s); SHF by a count per lane shifts the
// 64-bit {c:a} of eight lanes per block by VPSLLVQ/VPSRLVQ (shfVarMask),
// and MOV of a whole warp copies the row inline (copyLanes). ISETP.AND
// without .EX makes one lane
// compare (aluisetp.go: cmpOneLanes, the compop as operands swapped and
// outcome inverted); a whole warp's SHFL and REDUX are AVX2 kernels
// (syncfast_amd64.s: shflFullAVX2 gathers the sources, reduceFullAVX2
// folds the blocks), with Go twins shflFullWarp and reduceLanes.
// FADD/FMUL/FFMA and DADD/DMUL/DFMA in round-to-nearest without FTZ,
// FSETP/DSETP, FCHK, MUFU, FMNMX, FRND and the common conversions read the
// register rows directly and use the host's arithmetic where that is
// provably fpu's exactly rounded result, sending the few other lanes to fpu
// (fpfast.go, fpconv.go), and package fpu elsewhere. On amd64 with AVX2
// (and FMA3) the common forms are whole-warp kernels, eight lanes per
// instruction, that write the lanes of the mask straight into the
// destination (fplanes32_amd64.s, fpconv_amd64.s, fplanes_amd64.s):
// binary32 FADD/FMUL/FFMA as the host's own IEEE binary32 operations,
// DADD/DMUL/DFMA, FSETP/DSETP, FCHK, FMNMX, FRND, F2F, F2I and I2F of
// 32-bit values, MUFU.RCP/SQRT/EX2; each has a Go twin (or, for EX2, the
// lane-by-lane math.Exp2) the tests compare it with on boundary operands.
// DADD/DMUL in the directed modes, F2F.F32.F64 in the directed modes, F2I
// to 64-bit integers and DMNMX convert the lanes of the mask in one pass
// from the source rows straight into the destination, each lane read
// before it is written (fpconv64.go, fpconv.go). A new optype needs an execFn and a case in build.go's
// switch, nothing more.
//
// # Memory
//
// Global memory is the device's allocations at 64-bit addresses from
// launch.GlobalBase, 256-byte aligned, each followed by at least 256
// unmapped bytes. Shared memory is per CTA: the kernel's static shared
// bytes rounded up to 16, then the launch's dynamic bytes. Local memory is
// per thread, Kernel.LocalBytes. Constant bank 0 holds the launch geometry
// and the parameter block at 0x160 (docs/isa.md); banks 1..63 are empty
// unless set. A global address is the register pair plus the offset; a
// shared, local or LDC address is the 32-bit register plus the
// sign-extended offset modulo 2^32. Every access must be aligned to its size
// and lie inside its space; otherwise the launch stops with an ErrFault.
//
// Loads and stores check all active lanes at once and decline to the
// per-lane path (mem.go), before any effect, whenever a lane may fault
// (memfast.go). The check pass (memlanes.go; AVX2 in memlanes_amd64.s)
// also finds uniform and consecutive accesses, which move one value or one
// block (memshape.go); scattered words are gathered. A serial launch's
// global bytes and halfwords (memsmall.go) and its atomics (mematomic.go)
// are checked at once too and then move lane by lane; a parallel launch's
// global bytes and halfwords take the same check and then smallWarp's walk
// through the CTA's overlay (pages looked up at each page's first lane,
// marks gathered per 64-byte block, or ORed in lane by lane where the lanes
// lie 8 or more bytes apart on average: smallSparse in memsparse.go, as
// words and pairs 32 or more bytes apart over several pages take
// loadSparse and storeSparse), and its atomics the same check, shared
// lanes the serial walk and global lanes atomicOverlay's (marks and
// logged reductions as ref's). The assembly kernels'
// Go twins run with -tags purego or on other hosts, and the tests compare
// them with the kernels and with lane-by-lane references.
//
// # CTA barriers
//
// See barrier.go: a warp arriving adds 32 to the count whatever its active
// lanes; BAR.SYNC and BAR.RED block the whole warp; SrcCnt 0 completes when
// count + 32 * fully exited warps reaches 32 * warps; matching arrivals
// must agree on count and kind; in strict mode a CTA may not use one
// barrier for both BAR.RED and BAR.SYNC/BAR.ARV. B2R, R2B and BAR.RESULT
// use the state word documented in barrier.go.
//
// # Readings of the specification
//
// Beyond those docs/isa.md records, the emulator reads the spec as follows.
//
//   - Carry-producing sums (IADD, IMAD, IMAD.WIDE, LEA, UIADD): an operand
//     whose negation field is set adds its bit inverse under .X (printed ~)
//     and 2^32 - v (2^64 - v for IMAD.WIDE's SrcC) otherwise, so -0 adds
//     2^32 and carries: the carry out of the low word of a subtraction is
//     the "no borrow" bit the .X high word needs. IADD without .X also
//     writes pu (the carry out); only .X adds pp. IMAD.LO adds pp only under
//     .X; IMAD.HI always adds pp (default !PT, so 0).
//   - IDP2A/IDP4A: the dot product enters SrcC + pp as its 32-bit two's
//     complement; pu is the carry out of that 32-bit add.
//   - LEA: -Ra (.LO and .SX32) negates Ra; ~Ra under .HI.X inverts {Rc,Ra}.
//   - SHF: right shifts of .S32/.S64 fill with bit 63 of {SrcC,Ra}; a
//     left or right shift by 64 gives 0 (or the sign).
//   - I2I and I2IP take their sources as signed 32-bit integers; I2I writes
//     the saturated value as a 32-bit integer (sign-extended for S8/S16).
//   - P2R replaces the .bsel byte of Ra (the other bytes of Rd are Ra's);
//     R2P writes only the predicates SbMsk selects (the pseudo-code packs
//     P0..P7 first, which only makes sense if the others are kept).
//   - PRMT: the mode tables list Rd's source bytes with PTX's column order
//     (Rd.b3 first): F4E with selector 0 is the identity and RC16 repeats
//     the low halfword. Read with the header's order F4E would reverse the
//     bytes, contradicting its name and IDX's byte numbering.
//   - ISET: as encoded, .AND with pp = !PT (the defaults) is always false.
//   - MATCH.ANY writes pu false in every participant.
//   - BAR.RED accumulates both the number of true predicates and the
//     AND/OR: BAR.RESULT returns the count in Rd and the logical result in
//     pu whatever the reduction (POPC's pu: any true).
//   - B2R.WARP and BAR.RESULT before a completed BAR.RED of the warp, and
//     SHFL from a non-participating lane, are strict-mode errors (the spec
//     calls the result undefined).
//   - SETGPR/GETGPR with an index outside 0..GPRs-1 fault (ErrFault).
//   - SR_CLOCKLO/HI read the cycle at which the S2R issues, counted from
//     the start of the launch.
package emu
