// Package lower is gpucc's instruction selector: it lowers a kernel from
// LLVM 14 IR (typed pointers, as clang-14 emits for CUDA, parsed with
// github.com/llir/llvm; newer IR reaches it in that form through
// lower/irtext) to the machine IR of package ir, in SSA form over
// virtual registers. Kernels returns the functions !nvvm.annotations marks
// as kernels; Lower selects one of them. Anything outside the supported
// subset is an *Error naming the kernel, block and instruction.
//
// # Structure
//
// Lowering a kernel has two phases. First the read-only analyses of the
// LLVM function (analyze, analysis.go: CFG, dominators and post-dominators
// from package ir/dom, use counts, uniformity, hoisting, uniform registers,
// deferred values) and, once no loop needs its exits funnelled (funnel.go),
// the reconvergence plan (planReconvergence, reconverge.go: barriers, the
// blocks they insert on edges, barrier registers). Then selection: the
// selector sel embeds the *analysis and holds the plan, reads them without
// changing them, creates the machine blocks (control.go) and selects each
// block's instructions (the other files). The parameter and memory layout
// and the pointer address-space check (space.go) still run as selector
// methods before the analyses.
//
// # Values
//
// An i1 is a predicate (PR, or UPR when uniform) with a pending negation,
// so `xor i1 %c, true`, `icmp eq` as the negation of `ne`, and a negated
// branch cost nothing. Integers of up to 32 bits live in one 32-bit
// register; for i8 and i16 the bits above the value are unspecified unless
// known (loads with LDG.U8/S8/U16/S16, extended parameters, extensions),
// and operations that look at them (lshr, ashr, icmp, zext, sext, extended
// shift amounts) extend first: zext with LOP3 & 0xFF/0xFFFF, sext with one
// PRMT (selector 0x8880/0x9910 replicates the sign byte); trunc is free.
// An i64 or pointer is a pair of 32-bit halves: a register pair written
// half by half (IADD.X, SHF, LOP3 into components) or whole (IMAD.WIDE,
// LDG.64), or two independent operands (the zero extension of x is {x, 0},
// the sign extension computes its high word only when asked). A pointer
// also carries a constant byte offset that is added only when the full
// value is needed, so GEP constants end up in the LDG/STG SImm24 offset.
//
// Kernel parameters are read from constant bank 0 (Func.Params from 0x160
// at natural alignment): a parameter used once is a c[0x0][off] operand of
// its user; one used more often is loaded once by ULDC (ULDC.64 for 64
// bits) in the entry block's prologue. 8- and 16-bit parameters are
// extracted from their aligned word with USHF and extended as their
// signext/zeroext attribute says. Block and grid dimensions are parameters
// too (c[0x0][0x0..0x14]); the block index is S2UR, the thread index and
// lane id S2R, all read once in the prologue.
//
// # Selection
//
//	add/sub i32           IADD (-operand for sub; UIADD when uniform)
//	add(mul a,b),c        IMAD a, b, c (UIMAD); add(shl a,k),c: LEA a, c, k
//	add/sub i64           IADD.X lo with carry out, IADD.X hi with carry in;
//	                      sub as a + ~b + 1 (UIADD.X pairs when uniform)
//	mul i32               IMAD a, b, RZ; by 2^k SHF.L.U32; UIMAD
//	mul i64               extended factors: one IMAD.WIDE(.U32) (also with a
//	                      64-bit addend: add(mul, c)); otherwise IMAD.WIDE.U32
//	                      of the low words + IMAD per cross term, or, when the
//	                      result must be one pair (stored, phi, address),
//	                      IMAD.U32 lo (carry) + IMADs + IMAD.HI.X.U32 hi
//	and/or/xor            LOP3 over trees of up to three inputs (single-use
//	                      and/or/xor/not operands absorbed, 0 and ~0 folded
//	                      into the truth table); ULOP3; on i1 PLOP3, or an
//	                      ISETP with .AND/.OR/.XOR and the other predicate
//	shl/lshr/ashr i32     SHF.L.U32 a, n, RZ / SHF.R.U32 a, n, RZ /
//	                      SHF.R.S32.HI RZ, n, a; `and n, 31` amounts use .WRAP
//	shifts i64            SHF.L.U32 + SHF.L.HI.U64 / SHF.R.U64 + SHF.R.HI.U32 /
//	                      SHF.R.S64 + SHF.R.HI.S32; constant amounts >= 32 one
//	                      SHF and a zero or sign word
//	llvm.fshl/fshr.i32    SHF.L.HI.WRAP.U32 b, n, a / SHF.R.WRAP.U32 b, n, a
//	icmp i32              ISETP (operands swapped so a register is Ra, RZ for
//	                      0); UISETP; narrow: extended operands, or for eq/ne
//	                      one LOP3.PAND on (a ^ b) & mask
//	icmp i64              ISETP.U32 low words, ISETP.X high words; a 32-bit
//	                      compare when both sides are extensions
//	icmp eq/ne (and x,c),0  LOP3.PAND P, RZ, x, c, RZ (P = (x & c) != 0)
//	select                SEL (USEL); i64: two SELs; i1: PLOP3 (select c, b,
//	                      false and select c, true, b are and/or, folded into
//	                      an ISETP when possible)
//	select(icmp a,b),a,b  IMNMX (.U32); llvm.smin/smax/umin/umax likewise
//	sext/select(icmp)     ISET.BM (-1/0), uitofp/select 1.0 ISET.BF (iset.go)
//	sum of byte products  IDP4A/IDP2A; llvm.nvvm.idp4a/idp2a (dotproduct.go)
//	clamped-field packs   I2IP; a lone clamp to an 8/16-bit range I2I (i2ip.go)
//	llvm.abs.i32          IABS
//	zext/sext/trunc       see Values; i1 -> int SEL RZ, 1 (or -1), !p;
//	                      int -> i1 LOP3.PAND p, RZ, x, 0x1, RZ
//	getelementptr         constant indices into the pending offset; each
//	                      variable index: LEA lo, P + LEA.HI.X(.SX32) hi for
//	                      power-of-two scales (the sext/zext of an i32 index
//	                      folds into .SX32 or Rc = RZ, and sext(add nsw x, C),
//	                      zext(add nuw x, C), or-of-known-zero-bits and i64
//	                      add x, C move C into the offset), IMAD.WIDE(.U32)
//	                      for other scales of extended indices, IMAD.U32 +
//	                      IMAD + IMAD.HI.X for other 64-bit ones; identical
//	                      address computations in dominating blocks are reused
//	load/store            LDG/STG .U8/.S8/.U16/.S16/.32/.64 with the offset
//	                      folded (.S8/.S16 when a user wants a sign
//	                      extension); an i64 aligned to 4 is two 32-bit halves;
//	                      accesses aligned below their size (align 1/2) are
//	                      split into .U8/.U16 pieces (lower/unaligned.go)
//	phi                   OpPhi with one argument per machine predecessor;
//	                      undef arguments are zero
//	br/condbr/ret         BRA, @p BRA + BRA (inverted when the taken target is
//	                      laid out next), EXIT; switch: ISETPs (cases sharing
//	                      a target ORed together) and a chain of blocks
//	freeze, bitcast,      no instruction
//	ptrtoint, inttoptr,
//	addrspacecast
//	udiv/sdiv/urem/srem   a reciprocal estimate (I2F, MUFU.RCP, F2I; i64:
//	                      MUFU.RCP64H, DFMA) and integer corrections, no
//	                      branches (divide.go); by constants a magic
//	                      multiplication (divconst.go)
//	ctpop/ctlz/cttz,      POPC, 31 - FLO, POPC(~x & (x-1)), BREV (bitops.go);
//	bitreverse, bswap     bswap PRMT; i8/i16/i64 funnel shifts and
//	fshl/fshr, abs        abs
//	nvvm.mulhi.*, prmt    IMAD.HI; 64-bit: IMAD chains with carries (mulhi.go);
//	                      PRMT
//	add chains            IADD3 (addchain.go, in the -O2 cleanup)
//	alloca                a fixed offset in the thread's frame (LDL/STL)
//	addrspace(3) globals  offsets in static shared memory, the extern one
//	                      after it (LDS/STS); the space is tracked through
//	                      GEPs and casts, so a generic pointer cast from a
//	                      shared one still uses LDS/STS (space.go)
//	atomicrmw             RED (global, result unused), ATOMG, ATOMS; sub
//	                      adds the negation; .S32 for signed i32 min/max;
//	                      signed i64 min/max: a loop of ATOMG/ATOMS.CAS.U64
//	                      (atomic.go) followed by a WARPSYNC on the lanes
//	                      active before it (VOTE.ANY of PT); at -O2 a 32-bit
//	                      one on a warp-uniform address is aggregated per
//	                      warp: REDUX(U) + ELECT + one atomic (warpatomic.go)
//	cmpxchg               ATOMG/ATOMS.CAS(.U64); the success flag compares
//	                      the old value with the expected one (ISETP(.X));
//	                      extractvalue reads the {T, i1} fields
//	fence                 MEMBAR.CTA for syncscope("block"), else MEMBAR.GPU;
//	                      llvm.nvvm.membar.cta/gl/sys: MEMBAR.CTA/.GPU/.SYS
//	atomic.load.inc/dec   llvm.nvvm.atomic.load.inc/dec.32 (atomicInc/Dec):
//	                      ATOMG/ATOMS.INC/.DEC, RED when the result is unused
//	llvm.nvvm.barrier0    BAR.SYNC 0x0
//	named barriers        barrier.sync(.cnt), bar.sync, barrier.n, barrier:
//	                      BAR.SYNC id{, count} (immediates or registers)
//	barrier0.popc/and/or  ISETP.NE x, 0; BAR.RED.POPC/AND/OR on the highest
//	                      barrier id no named barrier uses (BAR.RED may not
//	                      share one with BAR.SYNC); BAR.RESULT (Rd = count;
//	                      and/or: SEL of pu) (syncatomic.go)
//	float, double         32- and 64-bit values (fp.go): loads, stores, phis,
//	                      select (SEL), bitcast, parameters and shuffles as
//	                      i32/i64; constants as F32Imm/F64Imm (F64Imm when the
//	                      low word is 0, else a MOV pair)
//	fadd/fsub/fmul        FADD (-b for fsub)/FMUL, DADD/DMUL; single-use fneg,
//	                      fabs, llvm.fabs fold into -x/|x| operand modifiers
//	fadd(fmul a,b),c      FFMA/DFMA when both carry contract or fast;
//	                      llvm.fma/fmuladd FFMA/DFMA
//	fneg, fabs alone      LOP3 on the sign bit (exact, NaN payloads kept)
//	fcmp                  FSETP/DSETP: oeq..oge EQ NE LT LE GT GE, ueq..uge
//	                      EQU NEU LTU LEU GTU GEU, ord NUM, uno NAN; true/false
//	                      constants
//	fptosi/fptoui         F2I.S/U{8,16,32,64}.RZ (saturating: poison allowed)
//	sitofp/uitofp         I2F.S/U{8,16,32,64} (narrow sources read as such;
//	                      i1: SEL of 0 and ±1.0)
//	fpext/fptrunc         F2F.F64.F32 / F2F.F32.F64
//	fdiv                  arcp/afn/fast: a * MUFU.RCP(b) (f64: RCP64H + Newton);
//	                      else correctly rounded (fpdiv.go: FCHK + RCP + Newton
//	                      + FFMA residual for f32; RCP64H + Newton + residual
//	                      for f64; slow paths (specials, extreme exponents,
//	                      all-ones divisors) branched around, then WARPSYNC)
//	llvm.sqrt             MUFU.SQRT (f32); RSQ64H + Newton + corrections (f64)
//	frem                  exact: a loop of 40-bit quotient chunks (fpdiv.go)
//	llvm.minnum/maxnum    FMNMX/DMNMX (PT: min); llvm.minimum/maximum also
//	                      FSETP.NAN + FSEL of the NaN; llvm.copysign LOP3
//	floor/ceil/trunc/     FRND.RM/.RP/.RZ/.RN (.F64); llvm.round: FRND.RZ and
//	rint/nearbyint/round  +copysign(1) when |x - trunc(x)| >= 0.5
//	atomicrmw fadd/fsub   ATOMG/ATOMS/RED .ADD.F32/.F64 (fsub: sign flipped)
//	llvm.nvvm FP          ex2/lg2/sin/cos/sqrt/rsqrt.approx: MUFU; rcp.approx.
//	intrinsics            ftz.d: RCP64H; add/mul/fma.rn..rp(.ftz): the .rnd and
//	                      .FTZ fields; div/rcp/sqrt.rn: correctly rounded
//	                      (f32 .rz/.rm/.rp via binary64 and F2F.rnd; f64:
//	                      the RN result moved one ulp by a residual's sign);
//	                      saturate: FADD.SAT / two DMNMX; fmin/fmax: FMNMX;
//	                      floor..round: FRND (round = cvt.rni: RN); f2i..d2ull,
//	                      i2f..ull2d, d2f: F2I/I2F/F2F.rnd; d2i.hi/lo,
//	                      lohi.i2d, bitcast.*: no instruction
//	warp collectives      WARPSYNC on the membermask, then SHFL (i32, i32p, f32),
//	                      VOTE (all/any/uni = EQ; ballot), MATCH(.U64)
//	                      (any; all.i32p/i64p), REDUX(.S32); bar.warp.sync is
//	                      the WARPSYNC alone; activemask VOTE.ANY of PT
//	                      (warp.go); warp-uniform results VOTEU, REDUXU,
//	                      SHFL+R2UR; cttz(activemask) ELECTU/ELECT; full-warp
//	                      butterfly/shift-down shuffle reductions one REDUX
//	                      (warpreduce.go)
//	byval parameter       the struct in the parameter bank; fixed fields
//	                      ULDC c[0x0][off], variable ones LDC c[0x0][Ra+off];
//	                      a local copy when written or escaping (byval.go)
//	tex.1d.v4.*.s32 asm   tex1Dfetch on a texture object: LDG of element x
//	                      at the handle (texture.go)
//	load of __constant__  ULDC(.64) c[0x3][off] for a fixed 32/64-bit element,
//	                      else LDC(.U8/.S8/.U16/.S16/.64) c[0x3][Ra+SImm16]
//	                      (constbank.go); split into pieces below alignment
//	memcpy/memmove/memset expanded in the LLVM IR of a copy of the module
//	                      (memintrinsics.go): a constant length of at most
//	                      16 pieces inline, at the widest width (<= 8 bytes)
//	                      both alignments allow; otherwise a loop of such
//	                      units and a byte-tail loop; memmove picks the
//	                      direction from the addresses (inline: all loads
//	                      before the stores)
//
// # Uniformity
//
// A value is uniform when every thread of a warp that computes it gets the
// same result. The analysis is a fixed point over the LLVM function:
// parameters, constants, the block index and the block/grid sizes are
// uniform; tid and laneid are not; a pure instruction is uniform when its
// operands are; a load when its address is; a phi when its incoming values
// are and its block is neither inside a divergent region nor the join of
// one. A branch is divergent when its condition is not uniform. The
// divergent region of a divergent branch is every block reachable from its
// successors before its immediate post-dominator (all reachable blocks when
// there is none); its phis and loads are divergent, and, at -O0, so are all
// its values (a thread's loop counter in a divergently exited loop is not
// warp-uniform after the loop). A branch whose successors but one only end
// the thread (the `if (i >= n) return;` guard) is a filter, not a region:
// the threads that leave are gone, the others continue as the whole warp.
//
// Uniform values are computed by the uniform datapath (ULDC, S2UR, UMOV,
// UIADD(.X), UIMAD, ULOP3, USHF, UISETP(.X), USEL) when the instruction
// has a uniform form and its operands are uniform registers, constants or
// parameters; other uniform values (64-bit products, GEPs, loads) use GPRs
// and read their uniform operands through the RU/RRU/RUR forms. Uniform
// registers are never written inside a divergent region: the two sides of
// a divergent branch run one after the other, so a uniform register that
// the register allocator gives to one side's value could hold a value live
// into the other side. At -O2, pure uniform instructions of a divergent
// region are instead computed at the end of the nearest dominating block
// outside every region (loop-invariant and guard-invariant code motion),
// keeping them uniform; i1 values stay (predicates cannot be spilled, and
// hoisting all of them could keep more live than there are registers),
// and so does whatever uses a value that stays. A uniform predicate that a per-thread instruction
// or a branch needs is copied with PLOP3.
//
// # Reconvergence
//
// Every divergent branch whose immediate post-dominator J exists (and does
// more than exit) gets a convergence barrier: BSSY Bk, J before the
// branch and BSYNC Bk at the top of J, after its phis. A divergent branch
// inside the region of a chosen barrier with the same J needs none (the
// outer barrier already joins there); barriers are chosen from the largest
// region down. A region entered from outside other than through its branch
// (a short-circuit chain nested in a divergent if, a continue in one arm
// whose join the other arm reaches) gets its BSSY at the nearest dominator
// of the branch that the join post-dominates and whose region up to the
// join is entered through it only (hoistTarget; a dominator inside a loop
// of that region is passed over, as its BSSY would run every iteration):
// every thread that opens the barrier there reaches the join or exits, and
// no thread enters without it.
// When there is no such block it is an error (unstructured control flow);
// entries from converged code are handled below instead. A divergent
// loop exit has the branch inside its own region: its BSSY goes before the
// loop, once: at the end of the single block entering the loop when that
// block has no other successor, otherwise in a landing block inserted on
// the loop's entry edges (which must all enter one header; else an error).
// When J is also reached from outside the region, a join block inserted on
// the region's edges into J holds the BSYNC, so only threads that executed
// the BSSY wait; inserted blocks carry phis that merge the incoming values.
// A non-loop region may also be entered from converged code (a block in no
// divergent region whose own branch is uniform: its threads are the whole
// warp, so none is inside the region then): a landing block on that edge
// runs its own BSSY Bk, J. Regions must nest properly.
//
// Post-dominance leaves out the edges into blocks that only end the thread
// (phis and ret) from blocks with other successors, unless a block could
// then reach no exit at all (the kernel's final return after its loops
// keeps its edges); regions leave those blocks out. Threads that exit need
// not reconverge (BSYNC does not wait for exited threads), so a loop with
// an early return still has a join for its remaining threads.
//
// # Loop exits
//
// A reducible loop containing a divergent branch that does not reconverge
// inside it, and whose exits (to blocks other than thread-ending ones) lead
// to two or more places, is funnelled before selection (funnel.go): every
// exit edge, and every edge into an exit target from a block dominating the
// loop header (a guard that skips the loop), goes through an edge block to
// one new block whose phis record which target to take (and carry the
// targets' phi values and the loop values used after the loop whose
// definitions do not dominate every exit), and which then branches to the
// targets. Without it, thread groups leaving the loop at different
// iterations run the targets one after another while the loop still runs,
// and a region inside a target would be opened (BSSY) by a later group
// while an earlier one is still inside it: one barrier register, two thread
// sets, a deadlock. With it the loop's barrier joins at the funnel and the
// funnel's branch is an ordinary divergent branch. Innermost loops go
// first, so a loop exited two levels at once is funnelled at both levels.
// The rewrite works on an in-memory copy of the kernel in a copy of the
// module (clonefunc.go); the caller's module is not modified. Irreducible control flow is not
// funnelled: its divergent loops stay errors (more than one entry).
//
// A divergent branch inside a loop (or a uniform one inside a divergent
// region) whose immediate post-dominator is outside the loop, or reached
// only through its back edge, although two or more of its successors stay
// in it (a break, or
// a return that does work first, in a nested arm) is funnelled too
// (funnelbreak.go): its region is the loop blocks reached from it before its
// in-loop join (its post-dominator in the loop body with the loop's exit
// edges left out and the back edges led to one virtual latch; the header
// when the threads only meet at the back edges), or, when another path
// enters that region (the arm's join is also reached from the other arm of
// an enclosing if), the region of the nearest dominating block whose region
// is entered only through it. The region's exits and its edges into the
// join go through one funnel block in the loop, so the branch reconverges
// in the loop, and the funnel's own branch is an exit test of the loop
// that the loop's barrier joins. Without it, the branch's barrier would be
// opened again every iteration by the threads still looping while earlier
// threads wait after the loop (a deadlock at BSYNC). A continue needs
// nothing: its branch reconverges at the latch or at a join block on the
// back edges into the header.
//
// Short-circuit chains (funnelchain.go): a branch whose region (natural
// loops inside allowed) holds a join with two or more forward predecessors
// that leads to a divergent branch, in no loop the branch is not in, has
// the chain of blocks leading to that join (loops on the way included)
// funnelled when the chain holds a divergent branch (its head may branch
// uniformly: `if (n == 3 || tid < 4 || tid > 20)`); the join is then
// entered by one thread group. Only the immediate post-dominators of
// divergent branches are not such joins: a BSYNC reunites the groups there.
//
// Shared forwarding blocks (funnelthread.go): when a divergent region is
// entered from other divergent code at a block that holds nothing but an
// unconditional branch and phis only the successor's phis read (two
// divergent ifs in different arms of a uniform
// switch that both reach the loop's latch through one empty join), and no
// dominator can open the barrier instead, that block is threaded: its
// predecessors branch to its successor, and each region reaches its join
// through its own blocks.
//
// A barrier register holds one thread set
// (BSSY overwrites it), so barriers share a register Bk only when they
// can never be active at once: not nested in each other, and not reached
// along different edges of any divergent branch before it reconverges
// (the sides of a divergent branch run interleaved: sibling regions, or a
// loop and the code after its divergent exit). Registers are assigned
// greedily, outermost first. A region that finds all 16 taken (more
// regions active at once than barrier registers) reconverges with a lane
// mask in a GPR instead: VOTE.ANY, PT where its BSSY would go and WARPSYNC
// on the mask at its join (as subroutines do, ReconvergeWithMasks); a mask
// has one definition, so a region whose BSSY also runs in landing blocks
// cannot take one, and then the error names the branch. No uniform
// register is written inside a divergent region (checked after selection).
//
// # Cleanups
//
// At -O2, after selection: copy propagation (copies, and phis whose
// arguments are all one register), constants into immediates (a register
// known to hold 0 becomes RZ/URZ anywhere; other constants move into the
// immediate slot of a sibling form, IADD_RR -> IADD_RI and the like, with
// negation folded in; phis of one constant count as that constant), and
// dead-code elimination of pure instructions (mark and sweep from the
// instructions with side effects; loads are kept). -O0 skips them and the
// hoisting above; both produce correct code.
//
// # Not supported
//
// Floating-point formats other than float and double (half, bfloat, ...),
// ex2/lg2.approx.d, vectors, atomics on local memory and of widths other
// than 32 and 64 bits, vector arguments of subroutines (calls to
// functions with a body are inlined first, inline.go, or become subroutine
// calls, callplan.go and call.go; __assertfail becomes TRAP, assert.go;
// inline PTX of the subset in inlineasm.go is translated), integers wider
// than 64 bits, aggregate values (beyond the fields of cmpxchg, shfl.i32p,
// match.all and the struct results of subroutines), switch on i1, and irreducible or improperly nested divergent
// control flow. Local and shared pointers are lowered as 32-bit addresses
// (a generic-typed one carries its window's high word, so its 64-bit value
// is the generic address); planPointers (space.go) gives every phi, select,
// load and inttoptr of a pointer one space when all its origins agree and
// the generic space (LD/ST/ATOM) when they may differ. Pointers into
// constant memory or the parameter bank have no generic address: merging,
// storing or converting one to an integer is rejected.
package lower
