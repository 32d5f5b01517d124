package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir"
)

// Shuffle reductions recognised as one REDUX (neither llc nor ptxas does
// this). The classic warp reductions over all 32 lanes
//
//	for (int o = 16; o > 0; o /= 2) v = OP(v, __shfl_xor_sync(0xffffffff, v, o));   // butterfly
//	for (int o = 16; o > 0; o /= 2) v = OP(v, __shfl_down_sync(0xffffffff, v, o));  // shift-down
//
// (clang unrolls them into five shfl.sync + OP pairs) compute the
// reduction of the 32 lanes' values: in every lane for the butterfly, in
// lane 0 for the shift-down tree (the other lanes hold partial results).
// Such a chain becomes WARPSYNC 0xffffffff + REDUX.op exactly when
//
//   - every stage is llvm.nvvm.shfl.sync.bfly.i32 (or every stage
//     shfl.sync.down.i32) with the constant membermask 0xffffffff and the
//     full-warp clamp (c & 0x1f1f == 0x1f: width 32), reading the previous
//     stage's value, and the stage's OP combines that value with the
//     shuffled one;
//   - the five offsets are 16, 8, 4, 2 and 1 in any order (any order
//     reaches every lane: for the butterfly the offsets span the five lane
//     bits, for the shift-down tree lane 0 adds the values of lanes
//     0 + (every subset sum of the offsets) = 0..31, and no lane it reads
//     through ever shuffles out of range, since every such index is at most
//     31);
//   - OP is the same 32-bit integer operation in every stage: add, and, or,
//     xor, llvm.smin/smax/umin/umax.i32, or a select of an icmp between the
//     two values (signed or unsigned min or max);
//   - the chain lies in one block outside every divergent region (the
//     whole warp runs it; the full membermask then makes the interpreter
//     and the machine demand all 32 lanes, so REDUX sees exactly the lanes
//     the shuffles read), and the intermediate values and shuffles have no
//     other uses;
//   - for the shift-down tree only: every use of the result lies in a
//     block that only lane 0 enters (dominated by the taken side of a
//     branch on llvm.nvvm.read.ptx.sreg.laneid == 0, whose other side
//     does not reach it without the test). `threadIdx.x % 32 == 0` is not
//     enough: it is lane 0 only when blockDim.x is a multiple of 32.
//
// Floating-point reductions (REDUX has no FP operation), a partial mask, a
// missing, repeated or wrong offset, a narrower width, mixed modes or
// operations, and chains in divergent code keep their shuffles.

// warpReduction is a recognised shuffle reduction: the chain's input and
// REDUX's operation.
type warpReduction struct {
	x      value.Value
	op     string        // SUM AND OR XOR MIN MAX
	signed bool          // .S32 (signed MIN/MAX)
	mode   string        // "bfly" or "down"
	anchor value.Value   // the last shuffle: the REDUX is selected in its place
	parts  []value.Value // the other shuffles, intermediate values and compares
}

// reduxOf returns the operation of a reduction stage: v = OP(a, b) with
// its two operands (and the compare of a select-based min or max).
func reduxOf(v value.Value) (op string, signed bool, a, b, cmp value.Value, ok bool) {
	if intBits(v.Type()) != 32 {
		return "", false, nil, nil, nil, false
	}
	if _, isInt := v.Type().(*types.IntType); !isInt {
		return "", false, nil, nil, nil, false
	}
	switch v := v.(type) {
	case *llir.InstAdd:
		return "SUM", false, v.X, v.Y, nil, true
	case *llir.InstAnd:
		return "AND", false, v.X, v.Y, nil, true
	case *llir.InstOr:
		return "OR", false, v.X, v.Y, nil, true
	case *llir.InstXor:
		return "XOR", false, v.X, v.Y, nil, true
	case *llir.InstCall:
		if len(v.Args) != 2 {
			break
		}
		for _, m := range []struct {
			name, op string
			signed   bool
		}{{"llvm.smin.i32", "MIN", true}, {"llvm.smax.i32", "MAX", true}, {"llvm.umin.i32", "MIN", false}, {"llvm.umax.i32", "MAX", false}} {
			if calleeName(v) == m.name {
				return m.op, m.signed, v.Args[0], v.Args[1], nil, true
			}
		}
	case *llir.InstSelect:
		c, isCmp := v.Cond.(*llir.InstICmp)
		if !isCmp {
			break
		}
		// firstIfTrue: the select returns the compare's first operand
		// when the compare holds.
		var firstIfTrue bool
		switch {
		case c.X == v.ValueTrue && c.Y == v.ValueFalse:
			firstIfTrue = true
		case c.X == v.ValueFalse && c.Y == v.ValueTrue:
		default:
			return "", false, nil, nil, nil, false
		}
		var signed, less bool
		switch c.Pred {
		case enum.IPredSLT, enum.IPredSLE:
			signed, less = true, true
		case enum.IPredSGT, enum.IPredSGE:
			signed = true
		case enum.IPredULT, enum.IPredULE:
			less = true
		case enum.IPredUGT, enum.IPredUGE:
		default:
			return "", false, nil, nil, nil, false
		}
		op := "MAX"
		if less == firstIfTrue {
			op = "MIN"
		}
		return op, signed, c.X, c.Y, c, true
	}
	return "", false, nil, nil, nil, false
}

// fullWarpShuffle returns the mode and offset of a shfl.sync.{bfly,down}.i32
// over the full warp (mask 0xffffffff, width 32) and the value it shuffles.
func fullWarpShuffle(v value.Value) (mode string, off uint32, x value.Value, ok bool) {
	c, isCall := v.(*llir.InstCall)
	if !isCall || len(c.Args) != 4 {
		return "", 0, nil, false
	}
	switch calleeName(c) {
	case "llvm.nvvm.shfl.sync.bfly.i32":
		mode = "bfly"
	case "llvm.nvvm.shfl.sync.down.i32":
		mode = "down"
	default:
		return "", 0, nil, false
	}
	mask, okm := constValue(unwrapArg(c.Args[0]))
	b, okb := constValue(unwrapArg(c.Args[2]))
	clamp, okc := constValue(unwrapArg(c.Args[3]))
	if !okm || !okb || !okc || uint32(mask) != 0xffffffff || uint32(clamp)&0x1f1f != 0x1f {
		return "", 0, nil, false
	}
	return mode, uint32(b), unwrapArg(c.Args[1]), true
}

// findWarpReductions recognises the shuffle reductions of the function
// (see above). It runs after divergence. The REDUX is selected in place of
// the last shuffle (the anchor), where the whole warp runs; the final
// operation may stand in another block (clang sinks the last add of a
// shift-down tree into the lane-0 block) and takes the REDUX's value.
func (a *analysis) findWarpReductions() {
	a.reductions = map[value.Value]*warpReduction{}
	a.reductionAnchor = map[value.Value]*warpReduction{}
	a.reductionPart = map[value.Value]bool{}
	for _, bi := range a.g.rpo {
		insts := a.g.blocks[bi].Insts
		for i := len(insts) - 1; i >= 0; i-- {
			v, ok := insts[i].(value.Value)
			if !ok || a.reductionPart[v] || a.reductions[v] != nil || a.reductionAnchor[v] != nil {
				continue
			}
			if c, ok := v.(*llir.InstCall); ok && strings.HasPrefix(calleeName(c), "llvm.cttz.") && len(c.Args) == 2 &&
				intBits(c.Type()) == 32 && isActiveMaskValue(c.Args[0]) {
				// cttz(__activemask()) is ELECT(U) (bitops.go), which needs
				// no mask: a mask used only there is not selected.
				if m := unwrapArg(c.Args[0]); a.uses[m] == 1 {
					a.reductionPart[m] = true
				}
			}
			if r := a.matchReduction(v); r != nil {
				a.reductions[v] = r
				a.reductionAnchor[r.anchor] = r
				for _, p := range r.parts {
					a.reductionPart[p] = true
				}
			}
		}
	}
}

// matchReduction matches the five stages ending in root.
func (a *analysis) matchReduction(root value.Value) *warpReduction {
	// Built on the stack and copied out on success: matching starts at
	// every 32-bit value, and almost all fail at the first stage.
	var r warpReduction
	cur := root
	var seen uint32
	bi := -1
	consumerUses := 0 // uses of cur by the stage that consumes it
	for stage := 0; stage < 5; stage++ {
		op, signed, x, y, cmp, ok := reduxOf(cur)
		if !ok || stage > 0 && a.blockOf[cur] != bi {
			return nil
		}
		if stage == 0 {
			r.op, r.signed = op, signed
		} else if op != r.op || signed != r.signed {
			return nil
		}
		// One operand is the shuffle of the other.
		prev, shfl := x, y
		mode, off, sx, isShfl := fullWarpShuffle(shfl)
		if !isShfl || sx != prev {
			prev, shfl = y, x
			mode, off, sx, isShfl = fullWarpShuffle(shfl)
			if !isShfl || sx != prev {
				return nil
			}
		}
		if stage == 0 {
			r.mode, r.anchor = mode, shfl
			bi = a.blockOf[shfl]
			if a.inRegion[bi] {
				return nil // not provably run by the whole warp
			}
		}
		if mode != r.mode || off == 0 || off > 16 || off&(off-1) != 0 || seen&off != 0 || a.blockOf[shfl] != bi {
			return nil
		}
		seen |= off
		shflUses := 1 // the operation (and the compare of a select)
		if cmp != nil {
			shflUses = 2
		}
		if a.uses[shfl] != shflUses || len(a.users[shfl]) != shflUses {
			return nil
		}
		if cmp != nil {
			// The compare of a select feeds only the select.
			if a.uses[cmp] != 1 || len(a.users[cmp]) != 1 || a.blockOf[cmp] != a.blockOf[cur] {
				return nil
			}
			r.parts = append(r.parts, cmp)
		}
		if stage > 0 {
			// An intermediate value feeds exactly the next stage's shuffle
			// and operation.
			if a.uses[cur] != consumerUses || len(a.users[cur]) != consumerUses {
				return nil
			}
			r.parts = append(r.parts, cur)
		}
		if stage > 0 {
			r.parts = append(r.parts, shfl)
		}
		consumerUses = 2
		if cmp != nil {
			consumerUses = 3
		}
		cur = prev
	}
	r.x = cur
	for _, p := range append(r.parts, r.anchor) {
		if a.reductionPart[p] || a.reductions[p] != nil || a.reductionAnchor[p] != nil {
			return nil
		}
	}
	if r.mode == "down" && !a.onlyLaneZeroUses(root) {
		return nil
	}
	found := r
	return &found
}

// onlyLaneZeroUses reports whether every use of v lies in a block only lane
// 0 of a warp enters.
func (a *analysis) onlyLaneZeroUses(v value.Value) bool {
	if a.uses[v] != len(a.users[v]) {
		return false // a terminator reads it
	}
	heads := a.laneZeroHeads()
	for _, u := range a.users[v] {
		if _, isPhi := u.(*llir.InstPhi); isPhi {
			return false
		}
		ub, ok := a.instBlk[u]
		if !ok {
			return false
		}
		in := false
		for _, h := range heads {
			if a.g.dominates(h, ub) {
				in = true
				break
			}
		}
		if !in {
			return false
		}
	}
	return true
}

// laneZeroHeads returns the blocks entered only through the lane-0 side of
// a conditional branch on laneid == 0 (laneid != 0) from their single
// predecessor.
func (a *analysis) laneZeroHeads() []int {
	var heads []int
	for bi, b := range a.g.blocks {
		br, ok := b.Term.(*llir.TermCondBr)
		if !ok || br.TargetTrue == br.TargetFalse {
			continue
		}
		c, ok := br.Cond.(*llir.InstICmp)
		if !ok || (c.Pred != enum.IPredEQ && c.Pred != enum.IPredNE) {
			continue
		}
		x, y := unwrapArg(c.X), unwrapArg(c.Y)
		if isZero(x) {
			x, y = y, x
		}
		call, isCall := x.(*llir.InstCall)
		if !isCall || sregName(call) != "laneid" || !isZero(y) {
			continue
		}
		target, isBlock := br.TargetTrue.(*llir.Block)
		if c.Pred == enum.IPredNE {
			target, isBlock = br.TargetFalse.(*llir.Block)
		}
		if !isBlock {
			continue
		}
		ti, ok := a.g.index[target]
		if !ok || len(a.g.preds[ti]) != 1 || a.g.preds[ti][0] != bi {
			continue
		}
		heads = append(heads, ti)
	}
	return heads
}

func isZero(v value.Value) bool {
	c, ok := constValue(v)
	return ok && c == 0
}

// lowerWarpReduction selects a recognised shuffle reduction: WARPSYNC on
// the full mask, then REDUX. (The result is per-thread to the analysis,
// since the chain's shuffles are; making it uniform, for REDUXU, is left.)
func (s *sel) lowerWarpReduction(r *warpReduction) *lval {
	x := s.toGPR(s.val32(r.x))
	s.warpSync(constant.NewInt(types.I32, -1))
	d := s.newGPR("")
	in := s.emit("REDUX_R").SetMod("reduxop", r.op).SetReg("rd", ir.Whole(d))
	if r.signed {
		in.SetMod("dtype", "S32")
	}
	setReg(in, "ra", x.r)
	return &lval{bits: 32, x: gpr(ir.Whole(d))}
}

// uniformCollective reports whether a warp collective gives every lane
// that executes it the same value: ballots, votes, __reduce_*_sync,
// __activemask(), and __shfl_sync(mask, v, lane) from a warp-uniform lane
// over the whole warp (segment mask 0: width 32). Outside divergent regions
// every executing lane is in the membermask (anything else is undefined),
// so such a result is warp-uniform there; divergence() uses it, and
// predictUR may then keep it in a uniform register (VOTEU, REDUXU, or
// SHFL + R2UR).
func (a *analysis) uniformCollective(inst *llir.InstCall) bool {
	if isActiveMaskAsm(inst) {
		return true
	}
	name := calleeName(inst)
	switch {
	case name == "llvm.nvvm.vote.ballot.sync", name == "llvm.nvvm.vote.any.sync", name == "llvm.nvvm.vote.all.sync",
		name == "llvm.nvvm.vote.uni.sync":
		return len(inst.Args) == 2
	case strings.HasPrefix(name, "llvm.nvvm.redux.sync."):
		return len(inst.Args) == 2
	case name == "llvm.nvvm.shfl.sync.idx.i32":
		if len(inst.Args) != 4 {
			return false
		}
		c, ok := constValue(unwrapArg(inst.Args[3]))
		return ok && c&0x1f00 == 0 && !a.divergent(unwrapArg(inst.Args[2]))
	}
	return false
}
