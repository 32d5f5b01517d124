package interp

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
)

// Special registers (opSreg sub codes).
const (
	srTidX uint8 = iota
	srTidY
	srTidZ
	srNtidX
	srNtidY
	srNtidZ
	srCtaidX
	srCtaidY
	srCtaidZ
	srNctaidX
	srNctaidY
	srNctaidZ
	srLaneid
	srWarpsize
	srWarpid
	srNwarpid
	srLanemaskEq
	srLanemaskLt
	srLanemaskLe
	srLanemaskGt
	srLanemaskGe
)

var sregNames = map[string]uint8{
	"tid.x": srTidX, "tid.y": srTidY, "tid.z": srTidZ,
	"ntid.x": srNtidX, "ntid.y": srNtidY, "ntid.z": srNtidZ,
	"ctaid.x": srCtaidX, "ctaid.y": srCtaidY, "ctaid.z": srCtaidZ,
	"nctaid.x": srNctaidX, "nctaid.y": srNctaidY, "nctaid.z": srNctaidZ,
	"laneid": srLaneid, "warpsize": srWarpsize, "warpid": srWarpid, "nwarpid": srNwarpid,
	"lanemask.eq": srLanemaskEq, "lanemask.lt": srLanemaskLt, "lanemask.le": srLanemaskLe,
	"lanemask.gt": srLanemaskGt, "lanemask.ge": srLanemaskGe,
}

// Pure intrinsics (opIntr sub codes).
const (
	inUMin uint8 = iota
	inUMax
	inSMin
	inSMax
	inAbs
	inCtpop
	inCtlz
	inCttz
	inFshl
	inFshr
	inBswap
	inBitreverse
	inUAddO // {result, overflow} pairs
	inSAddO
	inUSubO
	inSSubO
	inUMulO
	inSMulO
	inUAddSat
	inSAddSat
	inUSubSat
	inSSubSat
	inMulHiS
	inMulHiU
	inDot // dot products (dotproduct.go), the mode in instr.imm
)

var pureIntrinsics = map[string]uint8{
	"umin": inUMin, "umax": inUMax, "smin": inSMin, "smax": inSMax, "abs": inAbs,
	"ctpop": inCtpop, "ctlz": inCtlz, "cttz": inCttz, "fshl": inFshl, "fshr": inFshr,
	"bswap": inBswap, "bitreverse": inBitreverse,
	"uadd.with.overflow": inUAddO, "sadd.with.overflow": inSAddO,
	"usub.with.overflow": inUSubO, "ssub.with.overflow": inSSubO,
	"umul.with.overflow": inUMulO, "smul.with.overflow": inSMulO,
	"uadd.sat": inUAddSat, "sadd.sat": inSAddSat, "usub.sat": inUSubSat, "ssub.sat": inSSubSat,
}

// Collectives and barriers (opColl sub codes).
const (
	cBarrier     uint8 = iota // args: barrier id
	cBarrierPopc              // args: predicate
	cBarrierAnd
	cBarrierOr
	cWarpSync // args: mask
	cShflIdx  // args: mask, a, b, c
	cShflUp
	cShflDown
	cShflBfly
	cVoteAll // args: mask, predicate
	cVoteAny
	cVoteUni
	cVoteBallot
	cMatchAny // args: mask, value
	cMatchAll
	cRedux // args: value, mask; the operator is in instr.w2 (a bin* code or reduxMin...)
	cActiveMask
	cMovMatrix // args: mask (the full warp), value
)

// Redux operators beyond the bin* codes.
const (
	reduxMin uint8 = 100 + iota
	reduxMax
	reduxUMin
	reduxUMax
)

var collNames = [...]string{"barrier", "barrier.popc", "barrier.and", "barrier.or", "bar.warp.sync",
	"shfl.sync.idx", "shfl.sync.up", "shfl.sync.down", "shfl.sync.bfly",
	"vote.all.sync", "vote.any.sync", "vote.uni.sync", "vote.ballot.sync",
	"match.any.sync", "match.all.sync", "redux.sync", "activemask", "movmatrix"}

// Memory intrinsics (opMem sub codes).
const (
	memCopy uint8 = iota
	memMove
	memSet
)

// Extra atomic operations beyond enum.AtomicOp (opAtomic sub codes).
const (
	atomInc uint8 = 200 + iota // llvm.nvvm.atomic.load.inc.32: old >= v ? 0 : old+1
	atomDec                    // llvm.nvvm.atomic.load.dec.32: old == 0 || old > v ? v : old-1
)

// call translates a call instruction: a user function, an intrinsic, or the
// activemask inline assembly.
func (tr *translator) call(i *ir.InstCall, s, dst int32) error {
	switch callee := i.Callee.(type) {
	case *ir.InlineAsm:
		if strings.TrimSpace(callee.Asm) == "activemask.b32 $0;" {
			tr.emit(instr{op: opColl, sub: cActiveMask, dst: dst, site: s, x: &extra{}})
			return nil
		}
		if _, ok := isTex1DFetch(callee.Asm); ok {
			return tr.texFetch(i, s, dst)
		}
		if nv := fpAsmIntrinsic(callee.Asm); nv != "" && len(i.Args) == 1 {
			// CUDA's headers and libdevice write these approximations as
			// inline assembly: the same operation as the NVVM intrinsic.
			args, err := tr.operands(i.Args...)
			if err != nil {
				return err
			}
			if ok, err := tr.nvvmFP(i, nv, args, s, dst, 0); ok || err != nil {
				return err
			}
		}
		return tr.inlineAsm(i, callee, s, dst)
	case *ir.Func:
		name := callee.Name()
		if strings.HasPrefix(name, "llvm.") {
			return tr.intrinsic(i, name, s, dst)
		}
		if name == "__assertfail" {
			return tr.assertFail(i, s)
		}
		fn := tr.p.funcs[callee]
		if fn == nil {
			return fmt.Errorf("call to @%s, which has no body", name)
		}
		if callee.Sig.Variadic {
			return fmt.Errorf("variadic functions are not supported")
		}
		x := &extra{callee: fn}
		for k, arg := range i.Args {
			n, err := tr.leaves(arg.Type())
			if err != nil {
				return err
			}
			a, err := tr.operand(arg)
			if err != nil {
				return err
			}
			noundef := false
			if k < len(callee.Params) {
				for _, at := range callee.Params[k].Attrs {
					if at == enum.ParamAttrNoUndef {
						noundef = true
					}
				}
			}
			for j := 0; j < n; j++ {
				x.args = append(x.args, a+int32(j))
				x.noundef = append(x.noundef, noundef)
			}
		}
		if len(x.args) != fn.nparams {
			return fmt.Errorf("call passes %d argument values, @%s takes %d", len(x.args), name, fn.nparams)
		}
		tr.emit(instr{op: opCall, dst: dst, x: x, site: s})
		return nil
	}
	return fmt.Errorf("indirect calls are not supported")
}

func (tr *translator) intrinsic(i *ir.InstCall, name string, s, dst int32) error {
	args, err := tr.operands(i.Args...)
	if err != nil {
		if strings.HasPrefix(name, "llvm.dbg.") {
			return nil
		}
		return err
	}
	// Operands read directly from slots must exist.
	need := 0
	switch {
	case strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove.") || strings.HasPrefix(name, "llvm.memset."):
		need = 3
	case strings.HasPrefix(name, "llvm.lifetime.") || strings.HasPrefix(name, "llvm.nvvm.atomic.load.") || strings.HasPrefix(name, "llvm.nvvm.mulhi."):
		need = 2
	case strings.HasPrefix(name, "llvm.expect."):
		need = 1
	}
	if len(args) < need {
		return fmt.Errorf("intrinsic %s called with %d arguments, needs %d", name, len(args), need)
	}
	arg := func(k int) int32 { return args[k] }
	coll := func(sub uint8, flags uint8) {
		tr.emit(instr{op: opColl, sub: sub, flags: flags, dst: dst, site: s, x: &extra{args: args}})
	}
	nv := strings.TrimPrefix(name, "llvm.nvvm.")
	switch {
	case strings.HasPrefix(name, "llvm.nvvm.read.ptx.sreg."):
		reg, ok := sregNames[strings.TrimPrefix(name, "llvm.nvvm.read.ptx.sreg.")]
		if !ok {
			return fmt.Errorf("special register %s is not supported", name)
		}
		tr.emit(instr{op: opSreg, sub: reg, dst: dst, site: s})
	case nv == "barrier0":
		tr.emit(instr{op: opColl, sub: cBarrier, dst: dst, site: s, x: &extra{args: nil}})
	case nv == "barrier.sync" || nv == "bar.sync" || nv == "barrier.n":
		coll(cBarrier, 0)
	case nv == "barrier.sync.cnt" || nv == "barrier":
		// args: barrier id, thread count (see fireCountedBarriers)
		coll(cBarrier, 0)
	case nv == "barrier0.popc":
		coll(cBarrierPopc, 0)
	case nv == "barrier0.and":
		coll(cBarrierAnd, 0)
	case nv == "barrier0.or":
		coll(cBarrierOr, 0)
	case nv == "bar.warp.sync":
		coll(cWarpSync, 0)
	case strings.HasPrefix(nv, "shfl.sync."):
		// shfl.sync.<mode>.<i32|f32>[p]
		parts := strings.Split(strings.TrimPrefix(nv, "shfl.sync."), ".")
		if len(parts) != 2 {
			return fmt.Errorf("intrinsic %s is not supported", name)
		}
		modes := map[string]uint8{"idx": cShflIdx, "up": cShflUp, "down": cShflDown, "bfly": cShflBfly}
		mode, ok := modes[parts[0]]
		if !ok {
			return fmt.Errorf("intrinsic %s is not supported", name)
		}
		var flags uint8
		switch parts[1] {
		case "i32", "f32":
		case "i32p", "f32p":
			flags = flagPair
		default:
			return fmt.Errorf("intrinsic %s is not supported", name)
		}
		coll(mode, flags)
	case strings.HasPrefix(nv, "vote.") && strings.HasSuffix(nv, ".sync"):
		kinds := map[string]uint8{"all": cVoteAll, "any": cVoteAny, "uni": cVoteUni, "ballot": cVoteBallot}
		k, ok := kinds[strings.TrimSuffix(strings.TrimPrefix(nv, "vote."), ".sync")]
		if !ok {
			return fmt.Errorf("intrinsic %s is not supported", name)
		}
		coll(k, 0)
	case strings.HasPrefix(nv, "match."):
		switch nv {
		case "match.any.sync.i32", "match.any.sync.i64":
			coll(cMatchAny, 0)
		case "match.all.sync.i32p", "match.all.sync.i64p":
			coll(cMatchAll, flagPair)
		default:
			return fmt.Errorf("intrinsic %s is not supported", name)
		}
	case strings.HasPrefix(nv, "redux.sync."):
		ops := map[string]uint8{"add": binAdd, "and": binAnd, "or": binOr, "xor": binXor,
			"min": reduxMin, "max": reduxMax, "umin": reduxUMin, "umax": reduxUMax}
		op, ok := ops[strings.TrimPrefix(nv, "redux.sync.")]
		if !ok {
			return fmt.Errorf("intrinsic %s is not supported", name)
		}
		tr.emit(instr{op: opColl, sub: cRedux, w2: op, dst: dst, site: s, x: &extra{args: args}})
	case strings.HasPrefix(nv, "membar.") || strings.HasPrefix(nv, "fence."):
		// Execution is sequentially consistent already.
	case strings.HasPrefix(nv, "atomic.load.inc.32") || strings.HasPrefix(nv, "atomic.load.dec.32"):
		sub := atomInc
		if strings.HasPrefix(nv, "atomic.load.dec") {
			sub = atomDec
		}
		tr.emit(instr{op: opAtomic, sub: sub, w: 32, dst: dst, a: arg(0), b: arg(1), imm: 4, as: uint8(addrSpaceOf(i.Args[0].Type())), site: s})
	case nv == "mulhi.i" || nv == "mulhi.ll" || nv == "mulhi.ui" || nv == "mulhi.ull":
		w, err := tr.width(i.Type())
		if err != nil {
			return err
		}
		sub := inMulHiS
		if strings.HasSuffix(nv, ".ui") || strings.HasSuffix(nv, ".ull") {
			sub = inMulHiU
		}
		tr.emit(instr{op: opIntr, sub: sub, w: w, dst: dst, a: arg(0), b: arg(1), site: s})
	case strings.HasPrefix(nv, "idp4a.") || strings.HasPrefix(nv, "idp2a."):
		return tr.dotIntrinsic(i, nv, args, s, dst)
	case strings.HasPrefix(name, "llvm.nvvm."):
		if ok, err := tr.fpIntrinsic(i, name, args, s, dst); ok {
			return err
		}
		return fmt.Errorf("intrinsic %s is not supported", name)
	case strings.HasPrefix(name, "llvm.lifetime.start") || strings.HasPrefix(name, "llvm.lifetime.end"):
		sub := uint8(0)
		if strings.HasPrefix(name, "llvm.lifetime.end") {
			sub = 1
		}
		size := ^uint64(0)
		if c, ok := i.Args[0].(*constant.Int); ok && c.X.Sign() >= 0 {
			size = c.X.Uint64()
		}
		tr.emit(instr{op: opLifetime, sub: sub, a: arg(1), imm: size, as: uint8(addrSpaceOf(i.Args[1].Type())), site: s})
	case strings.HasPrefix(name, "llvm.assume") || strings.HasPrefix(name, "llvm.dbg.") ||
		strings.HasPrefix(name, "llvm.experimental.noalias.scope.decl") || name == "llvm.donothing" ||
		name == "llvm.sideeffect":
	case strings.HasPrefix(name, "llvm.expect."):
		tr.emit(instr{op: opCopy, dst: dst, a: arg(0), site: s})
	case strings.HasPrefix(name, "llvm.memcpy.") || strings.HasPrefix(name, "llvm.memmove.") || strings.HasPrefix(name, "llvm.memset."):
		sub := memCopy
		switch {
		case strings.HasPrefix(name, "llvm.memmove."):
			sub = memMove
		case strings.HasPrefix(name, "llvm.memset."):
			sub = memSet
		}
		w, err := tr.width(i.Args[2].Type())
		if err != nil {
			return err
		}
		var as2 uint8
		if sub != memSet {
			as2 = uint8(addrSpaceOf(i.Args[1].Type()))
		}
		tr.emit(instr{op: opMem, sub: sub, w: w, a: arg(0), b: arg(1), c: arg(2), as: uint8(addrSpaceOf(i.Args[0].Type())), w2: as2, site: s})
	default:
		if ok, err := tr.fpIntrinsic(i, name, args, s, dst); ok {
			return err
		}
		return tr.pureIntrinsic(i, name, args, s, dst)
	}
	return nil
}

// pureIntrinsic handles llvm.<op>.iN and the with.overflow family.
func (tr *translator) pureIntrinsic(i *ir.InstCall, name string, args []int32, s, dst int32) error {
	base := strings.TrimPrefix(name, "llvm.")
	dot := strings.LastIndex(base, ".")
	if dot < 0 {
		return fmt.Errorf("intrinsic %s is not supported", name)
	}
	sub, ok := pureIntrinsics[base[:dot]]
	if !ok {
		return fmt.Errorf("intrinsic %s is not supported", name)
	}
	need := 1
	switch sub {
	case inFshl, inFshr:
		need = 3
	case inUMin, inUMax, inSMin, inSMax, inUAddO, inSAddO, inUSubO, inSSubO, inUMulO, inSMulO, inUAddSat, inSAddSat, inUSubSat, inSSubSat:
		need = 2
	}
	if len(args) < need {
		return fmt.Errorf("intrinsic %s called with %d arguments, needs %d", name, len(args), need)
	}
	w, err := tr.width(i.Args[0].Type())
	if err != nil {
		return fmt.Errorf("intrinsic %s: %v", name, err)
	}
	in := instr{op: opIntr, sub: sub, w: w, dst: dst, a: args[0], b: -1, c: -1, site: s}
	switch sub {
	case inCtlz, inCttz, inAbs:
		if len(i.Args) > 1 {
			if c, ok := i.Args[1].(*constant.Int); ok && c.X.Sign() != 0 {
				in.flags |= flagPoisonArg
			}
		}
	case inBswap:
		if w%16 != 0 {
			return fmt.Errorf("intrinsic %s: width %d is not a multiple of 16", name, w)
		}
	}
	if len(args) > 1 {
		in.b = args[1]
	}
	if len(args) > 2 {
		in.c = args[2]
	}
	tr.emit(in)
	return nil
}

// fpAsmIntrinsic returns the NVVM intrinsic (without "llvm.nvvm.") that an
// FP one-line inline assembly statement of CUDA's headers computes, or "".
func fpAsmIntrinsic(text string) string {
	switch strings.ReplaceAll(strings.Join(strings.Fields(text), " "), ", ", ",") {
	case "rcp.approx.ftz.f32 $0,$1;":
		return "rcp.approx.ftz.f"
	case "rcp.approx.f32 $0,$1;":
		return "rcp.approx.f"
	case "rsqrt.approx.ftz.f64 $0,$1;":
		return "rsqrt.approx.ftz.d"
	case "rsqrt.approx.f64 $0,$1;":
		return "rsqrt.approx.d"
	}
	return ""
}
