package lower

import (
	"fmt"
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"

	"gpucc/ir/dom"
)

// cfg is the control-flow graph of the LLVM function, restricted to the
// blocks reachable from the entry.
type cfg struct {
	blocks []*llir.Block
	index  map[*llir.Block]int
	succs  [][]int
	preds  [][]int
	reach  []bool
	rpo    []int
	rpoPos []int
	dom    *dom.Tree
	idom   []int  // immediate dominator, -1 for the entry and unreachable blocks
	ipdom  []int  // immediate post-dominator, -1 when only the virtual exit post-dominates
	ends   []bool // the block only ends the thread (endsThread)
}

// analysis holds what the read-only analyses of the LLVM function found:
// the CFG with its dominators and post-dominators, use counts, uniformity
// (divergent values, branches and regions), where uniform values of
// divergent regions are hoisted, which values live in uniform registers and
// which pure values their single user lowers on demand. analyze computes all
// of it before selection starts; the selector (sel embeds *analysis) reads it
// and never changes it. What the selector plans from it (convergence
// barriers, machine blocks) is in control.go.
type analysis struct {
	fn    *llir.Func
	hoist bool // Options.OptLevel >= 2: hoist uniform pure values out of divergent regions
	// sub marks a subroutine (call.go): its parameters differ between
	// threads, and its return is no exit: its threads reconverge there.
	sub   bool
	maxUR int // Options.MaxURValues

	g        *cfg
	uses     map[value.Value]int                // number of operand uses
	users    map[value.Value][]llir.Instruction // the instructions using a value
	blockOf  map[value.Value]int                // defining block of every instruction
	instBlk  map[llir.Instruction]int           // block of every instruction
	div      map[value.Value]bool               // divergent (not warp-uniform) values
	divBr    []bool                             // per block: its terminator is a divergent branch
	inRegion []bool                             // per block: inside a divergent region
	place    map[value.Value]int                // block where a hoisted value is computed
	inUR     map[value.Value]bool               // computed in the uniform datapath
	deferred map[value.Value]bool               // lowered on demand by its single user

	reductions      map[value.Value]*warpReduction // shuffle reductions selected as REDUX, by result (warpreduce.go)
	reductionAnchor map[value.Value]*warpReduction // the same, by the last shuffle (selected as the REDUX)
	reductionPart   map[value.Value]bool           // their other shuffles and intermediate values, never selected
}

// analyze runs the analyses of kernel fn in order (each uses the ones
// before it). An error is an *Error naming the block and terminator that
// the CFG cannot be built from.
func analyze(fn *llir.Func, opts Options) (a *analysis, err error) {
	a = &analysis{fn: fn, hoist: opts.OptLevel >= 2, maxUR: opts.MaxURValues, sub: opts.subroutine}
	defer func() {
		if r := recover(); r != nil {
			e, ok := r.(*Error)
			if !ok {
				panic(r)
			}
			a, err = nil, e
		}
	}()
	a.buildCFG()
	a.countUses()
	a.divergence()
	a.findWarpReductions()
	a.placeHoisted()
	a.predictUR()
	a.planDeferred()
	return a, nil
}

// failAt aborts the analysis with an error about instruction (or
// terminator) inst of block b; analyze recovers it.
func (a *analysis) failAt(b *llir.Block, inst llir.LLStringer, format string, args ...any) {
	panic(&Error{Kernel: a.fn.Name(), Block: b.Ident(), Inst: inst.LLString(), Msg: fmt.Sprintf(format, args...)})
}

// termSuccs lists the successors of a terminator in branch order, without
// duplicates.
func (a *analysis) termSuccs(b *llir.Block) []*llir.Block {
	var out []*llir.Block
	addB := func(v value.Value) {
		t, ok := v.(*llir.Block)
		if !ok {
			a.failAt(b, b.Term, "branch target %v is not a block", v)
		}
		for _, x := range out {
			if x == t {
				return
			}
		}
		out = append(out, t)
	}
	switch t := b.Term.(type) {
	case *llir.TermRet:
		if t.X != nil && !a.sub {
			a.failAt(b, b.Term, "a kernel cannot return a value")
		}
	case *llir.TermUnreachable:
	case *llir.TermBr:
		addB(t.Target)
	case *llir.TermCondBr:
		addB(t.TargetTrue)
		addB(t.TargetFalse)
	case *llir.TermSwitch:
		addB(t.TargetDefault)
		for _, c := range t.Cases {
			addB(c.Target)
		}
	default:
		a.failAt(b, b.Term, "%s is not supported", opcodeName(b.Term))
	}
	return out
}

func (a *analysis) buildCFG() {
	g := &cfg{blocks: a.fn.Blocks, index: map[*llir.Block]int{}}
	n := len(g.blocks)
	for i, b := range g.blocks {
		g.index[b] = i
	}
	g.succs = make([][]int, n)
	g.preds = make([][]int, n)
	g.reach = make([]bool, n)
	// Reachability first: only reachable blocks' terminators are checked.
	stack := []int{0}
	g.reach[0] = true
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, t := range a.termSuccs(g.blocks[x]) {
			i, ok := g.index[t]
			if !ok {
				a.failAt(g.blocks[x], g.blocks[x].Term, "branch to a block of another function")
			}
			g.succs[x] = append(g.succs[x], i)
			if !g.reach[i] {
				g.reach[i] = true
				stack = append(stack, i)
			}
		}
	}
	for i := range g.blocks {
		if !g.reach[i] {
			g.succs[i] = nil
			continue
		}
		for _, t := range g.succs[i] {
			g.preds[t] = append(g.preds[t], i)
		}
	}
	for i := range g.preds {
		g.preds[i] = sortedByIndex(g.preds[i])
	}
	// Reverse postorder.
	g.rpoPos = make([]int, n)
	for i := range g.rpoPos {
		g.rpoPos[i] = -1
	}
	seen := make([]bool, n)
	var post []int
	var visit func(int)
	visit = func(x int) {
		seen[x] = true
		for _, y := range g.succs[x] {
			if !seen[y] {
				visit(y)
			}
		}
		post = append(post, x)
	}
	visit(0)
	for i := len(post) - 1; i >= 0; i-- {
		g.rpoPos[post[i]] = len(g.rpo)
		g.rpo = append(g.rpo, post[i])
	}
	g.dom = dom.Compute(n, []int{0}, func(x int) []int { return g.succs[x] }, func(x int) []int { return g.preds[x] })
	g.idom = g.dom.Idom
	// Post-dominators: the reversed graph from a virtual exit
	// joined to every block without successors. An edge into a block that
	// only ends the thread, from a block with other successors, is left out
	// (an early `return` in a loop: the threads that take it are gone and
	// need not reconverge with the others, so the loop still has a join
	// where its remaining threads meet) unless the block then could not
	// reach an exit at all (the kernel's final `ret` after its loops).
	g.ends = make([]bool, n)
	for i, b := range g.blocks {
		g.ends[i] = g.reach[i] && a.endsThread(b)
	}
	dropped := map[[2]int]bool{}
	for i := range g.blocks {
		others := 0
		for _, t := range g.succs[i] {
			if !g.ends[t] {
				others++
			}
		}
		for _, t := range g.succs[i] {
			if others > 0 && g.ends[t] {
				dropped[[2]int{i, t}] = true
			}
		}
	}
	for {
		reaches := make([]bool, n)
		var stack []int
		for i := range g.blocks {
			if !g.reach[i] {
				continue
			}
			exit := true
			for _, t := range g.succs[i] {
				if !dropped[[2]int{i, t}] {
					exit = false
				}
			}
			if exit {
				reaches[i] = true
				stack = append(stack, i)
			}
		}
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, p := range g.preds[x] {
				if !reaches[p] && !dropped[[2]int{p, x}] {
					reaches[p] = true
					stack = append(stack, p)
				}
			}
		}
		restored := false
		for i := range g.blocks {
			if !g.reach[i] || reaches[i] {
				continue
			}
			for _, t := range g.succs[i] {
				if dropped[[2]int{i, t}] {
					delete(dropped, [2]int{i, t})
					restored = true
				}
			}
		}
		if !restored {
			break
		}
	}
	// The reversed graph: the exits are the roots, the successors (less the
	// dropped edges) the predecessors.
	pdSuccs := make([][]int, n)
	pdPreds := make([][]int, n)
	var exits []int
	for i := range g.blocks {
		if !g.reach[i] {
			continue
		}
		for _, t := range g.succs[i] {
			if !dropped[[2]int{i, t}] {
				pdSuccs[i] = append(pdSuccs[i], t)
				pdPreds[t] = append(pdPreds[t], i)
			}
		}
		if len(pdSuccs[i]) == 0 {
			exits = append(exits, i)
		}
	}
	g.ipdom = dom.Compute(n, exits, func(x int) []int { return pdPreds[x] }, func(x int) []int { return pdSuccs[x] }).Idom
	a.g = g
}

func sortedByIndex(xs []int) []int {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
	return xs
}

// dominates reports whether block a dominates block b.
func (g *cfg) dominates(a, b int) bool { return g.dom.Dominates(a, b) }

// exitOnly reports whether a block does nothing but end the thread; a
// region that reconverges there needs no barrier.
func (a *analysis) exitOnly(bi int) bool { return a.endsThread(a.g.blocks[bi]) }

// endsThread is endsThread, except that a subroutine's return does not end
// the thread.
func (a *analysis) endsThread(b *llir.Block) bool {
	if _, ret := b.Term.(*llir.TermRet); ret && a.sub {
		return false
	}
	return endsThread(b)
}

// endsThread reports whether a block has nothing but phis and a return.
func endsThread(b *llir.Block) bool {
	for _, inst := range b.Insts {
		if _, ok := inst.(*llir.InstPhi); !ok {
			return false
		}
	}
	switch b.Term.(type) {
	case *llir.TermRet, *llir.TermUnreachable:
		return true
	}
	return false
}

// region returns the blocks reachable from the successors of block a
// without passing through block j (j < 0: without limit), leaving out the
// blocks that only end the thread (their threads need not reconverge).
func (g *cfg) region(a, j int) []bool {
	in := make([]bool, len(g.blocks))
	var stack []int
	for _, t := range g.succs[a] {
		if t != j && !in[t] && !g.ends[t] {
			in[t] = true
			stack = append(stack, t)
		}
	}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, t := range g.succs[x] {
			if t != j && !in[t] && !g.ends[t] {
				in[t] = true
				stack = append(stack, t)
			}
		}
	}
	return in
}

// operandValues returns the values an instruction or terminator reads,
// without blocks and callees. It inlines, so the buffer lives in the
// caller's frame unless the caller keeps the slice.
func operandValues(u value.User) []value.Value {
	return appendOperandValues(make([]value.Value, 0, 8), u)
}

// appendOperandValues appends the values operandValues returns to out.
func appendOperandValues(out []value.Value, u value.User) []value.Value {
	switch u := u.(type) {
	case *llir.InstPhi:
		for _, inc := range u.Incs {
			out = append(out, inc.X)
		}
		return out
	case *llir.InstCall:
		for _, a := range u.Args {
			out = append(out, unwrapArg(a))
		}
		return out
	case *llir.TermBr:
		return out
	case *llir.TermCondBr:
		return append(out, u.Cond)
	case *llir.TermSwitch:
		return append(out, u.X)
	}
	for _, op := range u.Operands() {
		if _, isBlock := (*op).(*llir.Block); isBlock {
			continue
		}
		out = append(out, *op)
	}
	return out
}

// unwrapArg returns the value of a call argument: one with parameter
// attributes (`i32* nonnull %p`) is wrapped in an *llir.Arg.
func unwrapArg(v value.Value) value.Value {
	if a, ok := v.(*llir.Arg); ok {
		return a.Value
	}
	return v
}

func (a *analysis) countUses() {
	// Sized for the function up front: growing them was a noticeable part
	// of compile time.
	n := 0
	for bi, b := range a.g.blocks {
		if a.g.reach[bi] {
			n += len(b.Insts)
		}
	}
	a.uses = make(map[value.Value]int, n)
	a.users = make(map[value.Value][]llir.Instruction, n)
	a.blockOf = make(map[value.Value]int, n)
	a.instBlk = make(map[llir.Instruction]int, n)
	for bi, b := range a.g.blocks {
		if !a.g.reach[bi] {
			continue
		}
		for _, inst := range b.Insts {
			a.instBlk[inst] = bi
			if v, ok := inst.(value.Value); ok {
				a.blockOf[v] = bi
			}
		}
	}
	for bi, b := range a.g.blocks {
		if !a.g.reach[bi] {
			continue
		}
		for _, inst := range b.Insts {
			u, ok := inst.(value.User)
			if !ok {
				continue
			}
			for _, op := range operandValues(u) {
				a.uses[op]++
				a.users[op] = append(a.users[op], inst)
			}
		}
		if u, ok := b.Term.(value.User); ok {
			for _, op := range operandValues(u) {
				a.uses[op]++
			}
		}
	}
}

// sreg returns the special register a call reads ("tid.x", "ctaid.y",
// "laneid", ...), or "".
func sregName(inst *llir.InstCall) string {
	name := calleeName(inst)
	const prefix = "llvm.nvvm.read.ptx.sreg."
	if !strings.HasPrefix(name, prefix) {
		return ""
	}
	return strings.TrimPrefix(name, prefix)
}

func calleeName(inst *llir.InstCall) string {
	if f, ok := inst.Callee.(*llir.Func); ok {
		return f.Name()
	}
	return ""
}

// perThreadSreg reports whether a special register differs between the
// threads of a warp.
func perThreadSreg(name string) bool {
	return strings.HasPrefix(name, "tid.") || name == "laneid" || strings.HasPrefix(name, "lanemask")
}

// pureIntrinsics are the calls selection handles that have no side effects.
var pureIntrinsics = []string{"llvm.fshl.", "llvm.fshr.", "llvm.abs.", "llvm.umin.", "llvm.umax.", "llvm.smin.", "llvm.smax.",
	"llvm.nvvm.idp4a.", "llvm.nvvm.idp2a."}

func isPureIntrinsic(inst *llir.InstCall) bool {
	name := calleeName(inst)
	for _, p := range append(pureIntrinsics, bitIntrinsics...) {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return sregName(inst) != "" || isPureFloatCall(name)
}

// isPure reports whether an instruction computes a value from its operands
// alone (no memory access, no side effects), so that it may be computed at
// another point that its operands dominate.
func isPure(inst llir.Instruction) bool {
	switch inst := inst.(type) {
	case *llir.InstAdd, *llir.InstSub, *llir.InstMul, *llir.InstShl,
		*llir.InstUDiv, *llir.InstSDiv, *llir.InstURem, *llir.InstSRem, *llir.InstLShr, *llir.InstAShr,
		*llir.InstAnd, *llir.InstOr, *llir.InstXor, *llir.InstICmp, *llir.InstSelect,
		*llir.InstZExt, *llir.InstSExt, *llir.InstTrunc, *llir.InstGetElementPtr, *llir.InstFreeze,
		*llir.InstBitCast, *llir.InstPtrToInt, *llir.InstIntToPtr, *llir.InstAddrSpaceCast:
		return true
	case *llir.InstCall:
		return isPureIntrinsic(inst)
	}
	return isPureFloat(inst)
}

// divergent reports whether a value may differ between the threads of a
// warp (as far as the analysis has found so far).
func (a *analysis) divergent(v value.Value) bool {
	switch v.(type) {
	case *llir.Param:
		return a.sub
	case constant.Constant:
		return false
	}
	return a.div[v]
}

// divergence computes which values and branches are divergent, and which
// blocks lie in divergent regions. See the package documentation.
func (a *analysis) divergence() {
	g := a.g
	n := len(g.blocks)
	a.div = make(map[value.Value]bool, len(a.instBlk))
	a.divBr = make([]bool, n)
	a.inRegion = make([]bool, n)
	join := make([]bool, n)
	hoist := a.hoist
	for changed := true; changed; {
		changed = false
		for _, bi := range g.rpo {
			b := g.blocks[bi]
			for _, inst := range b.Insts {
				v, ok := inst.(value.Value)
				if !ok || a.div[v] {
					continue
				}
				if a.instDivergent(inst, bi, join[bi], hoist) {
					a.div[v] = true
					changed = true
				}
			}
			var cond value.Value
			switch t := b.Term.(type) {
			case *llir.TermCondBr:
				cond = t.Cond
			case *llir.TermSwitch:
				cond = t.X
			}
			if cond != nil && !a.divBr[bi] && a.divergent(cond) && len(g.succs[bi]) > 1 {
				a.divBr[bi] = true
				changed = true
				if a.isFilter(bi) {
					// The threads that leave only exit: the others carry
					// on as the whole (remaining) warp.
					continue
				}
				j := g.ipdom[bi]
				for x, in := range g.region(bi, j) {
					if in {
						a.inRegion[x] = true
					}
				}
				if j >= 0 {
					join[j] = true
				}
			}
		}
	}
}

func (a *analysis) instDivergent(inst llir.Instruction, bi int, join, hoist bool) bool {
	region := a.inRegion[bi]
	switch inst := inst.(type) {
	case *llir.InstPhi:
		if region || join {
			return true
		}
		for _, inc := range inst.Incs {
			if p, ok := inc.Pred.(*llir.Block); ok {
				if i, ok := a.g.index[p]; ok && !a.g.reach[i] {
					continue
				}
			}
			if a.divergent(inc.X) {
				return true
			}
		}
		return false
	case *llir.InstLoad:
		return region || a.divergent(inst.Src)
	case *llir.InstCall:
		if name := sregName(inst); name != "" {
			return perThreadSreg(name)
		}
		if a.uniformCollective(inst) {
			return region || a.sub // warpreduce.go; a subroutine may run divergently
		}
		if !isPureIntrinsic(inst) {
			return true
		}
	}
	if !isPure(inst) {
		return true
	}
	if region && !hoist {
		return true
	}
	for _, op := range operandValues(inst.(value.User)) {
		if a.divergent(op) {
			return true
		}
	}
	return false
}

// isFilter reports whether all successors of a branch but one only end the
// thread (an early return such as `if (i >= n) return;`).
func (a *analysis) isFilter(bi int) bool {
	others := 0
	for _, t := range a.g.succs[bi] {
		if !a.exitOnly(t) {
			others++
		}
	}
	return others <= 1
}

// placeHoisted decides where uniform pure values of divergent regions are
// computed: in the nearest dominating block outside every divergent region.
func (a *analysis) placeHoisted() {
	a.place = map[value.Value]int{}
	if !a.hoist {
		return
	}
	for _, bi := range a.g.rpo {
		if !a.inRegion[bi] {
			continue
		}
		for _, inst := range a.g.blocks[bi].Insts {
			v, ok := inst.(value.Value)
			if !ok || a.div[v] || !isPure(inst) {
				continue
			}
			if c, ok := inst.(*llir.InstCall); ok && sregName(c) != "" {
				continue // special registers are read in the prologue anyway
			}
			if intBits(v.Type()) == 1 {
				// Predicates cannot be spilled: hoisting every uniform
				// compare of the regions to their dominator can keep more
				// of them live than there are predicate registers.
				continue
			}
			if !a.operandsHoisted(inst) {
				continue
			}
			u := a.g.idom[bi]
			for u >= 0 && a.inRegion[u] {
				u = a.g.idom[u]
			}
			if u >= 0 {
				a.place[v] = u
			}
		}
	}
}

// operandsHoisted reports whether every operand of inst that is computed
// in a divergent region is hoisted out of it, so that inst can be too.
func (a *analysis) operandsHoisted(inst llir.Instruction) bool {
	for _, op := range operandValues(inst.(value.User)) {
		if _, isInst := op.(llir.Instruction); !isInst {
			continue
		}
		if bi, ok := a.blockOf[op]; ok && a.inRegion[bi] {
			if _, hoisted := a.place[op]; !hoisted {
				return false
			}
		}
	}
	return true
}

// intBits returns the width of an integer type, 64 for pointers, 0 for
// anything else.
func intBits(t types.Type) int {
	switch t := t.(type) {
	case *types.IntType:
		return int(t.BitSize)
	case *types.PointerType:
		return 64
	case *types.FloatType:
		return floatBits(t) // float and double are 32/64-bit values (fp.go)
	}
	return 0
}

// urCapable reports whether an instruction can be computed by the uniform
// datapath (UIADD, UIMAD, ULOP3, USHF, UISETP, USEL, UMOV) when its
// operands are uniform registers.
func urCapable(inst llir.Instruction) bool {
	v, ok := inst.(value.Value)
	if !ok {
		return false
	}
	bits := intBits(v.Type())
	switch inst := inst.(type) {
	case *llir.InstAdd, *llir.InstSub:
		return bits >= 8 && bits <= 64
	case *llir.InstMul:
		return bits >= 8 && bits <= 32
	case *llir.InstAnd, *llir.InstOr, *llir.InstXor, *llir.InstShl, *llir.InstLShr, *llir.InstAShr:
		return bits >= 8 && bits <= 64
	case *llir.InstICmp:
		b := intBits(inst.X.Type())
		return b >= 8 && b <= 64
	case *llir.InstSelect:
		return bits >= 8 && bits <= 64
	case *llir.InstZExt, *llir.InstSExt, *llir.InstTrunc:
		return bits >= 1 && bits <= 64
	case *llir.InstFreeze, *llir.InstBitCast, *llir.InstPtrToInt, *llir.InstIntToPtr:
		return bits >= 1 && bits <= 64
	case *llir.InstPhi:
		return bits >= 8 && bits <= 64
	case *llir.InstCall:
		name := calleeName(inst)
		if sn := sregName(inst); sn != "" {
			return strings.HasPrefix(sn, "ctaid.")
		}
		if isCollectiveToUR(inst) || bits == 32 && strings.HasPrefix(name, "llvm.cttz.") && isActiveMaskValue(inst.Args[0]) {
			return true // cttz(activemask) is ELECTU (bitops.go)
		}
		return bits == 32 && (strings.HasPrefix(name, "llvm.fshl.") || strings.HasPrefix(name, "llvm.fshr."))
	}
	return false
}

// isCollectiveToUR reports whether a warp collective has a form that writes
// a uniform register (VOTEU, REDUXU, SHFL + R2UR; warp.go). Its operands are
// per-thread registers, so predictUR does not ask them to be uniform.
func isCollectiveToUR(inst *llir.InstCall) bool {
	if isActiveMaskAsm(inst) {
		return true
	}
	switch name := calleeName(inst); {
	case name == "llvm.nvvm.vote.ballot.sync", name == "llvm.nvvm.vote.any.sync", name == "llvm.nvvm.vote.all.sync",
		name == "llvm.nvvm.vote.uni.sync", name == "llvm.nvvm.shfl.sync.idx.i32":
		return true
	case strings.HasPrefix(name, "llvm.nvvm.redux.sync."):
		return true
	}
	return false
}

// urOperandOK reports whether a value can feed a uniform instruction.
func (a *analysis) urOperandOK(v value.Value) bool {
	switch v := v.(type) {
	case *llir.Param:
		return !a.sub
	case *constant.Int, *constant.Undef, *constant.Poison, *constant.Null, *constant.Float:
		return true
	case *llir.InstCall:
		if name := sregName(v); name != "" {
			return !perThreadSreg(name)
		}
	}
	return a.inUR[v]
}

// predictUR decides which values live in uniform registers: uniform values
// whose instruction the uniform datapath implements and whose operands are
// uniform registers (or constants, parameters, block geometry). Phis start
// optimistic and are demoted until the assignment is consistent.
func (a *analysis) predictUR() {
	a.inUR = map[value.Value]bool{}
	var cands []llir.Instruction
	for _, bi := range a.g.rpo {
		for _, inst := range a.g.blocks[bi].Insts {
			v, ok := inst.(value.Value)
			if !ok || a.div[v] || !urCapable(inst) {
				continue
			}
			if a.inRegion[a.homeIndex(v)] {
				continue // never define uniform registers under divergence
			}
			if c, ok := inst.(*llir.InstCall); ok && sregName(c) != "" {
				continue // handled by urOperandOK
			}
			a.inUR[v] = true
			cands = append(cands, inst)
		}
	}
	a.demoteUR(cands)
	if a.maxUR != 0 {
		// The bound applies to the consistent assignment; demoting a value
		// may demote its users, which only lowers the count.
		units := 0
		for _, inst := range cands {
			v := inst.(value.Value)
			if !a.inUR[v] {
				continue
			}
			n := 1
			if intBits(v.Type()) > 32 {
				n = 2
			}
			if a.maxUR == NoURValues || units+n > a.maxUR {
				a.inUR[v] = false
				continue
			}
			units += n
		}
		a.demoteUR(cands)
	}
}

// demoteUR takes out of the uniform registers every candidate with an
// operand that cannot feed a uniform instruction, until none is left.
func (a *analysis) demoteUR(cands []llir.Instruction) {
	for changed := true; changed; {
		changed = false
		for _, inst := range cands {
			v := inst.(value.Value)
			if !a.inUR[v] {
				continue
			}
			if c, ok := inst.(*llir.InstCall); ok && isCollectiveToUR(c) {
				continue
			}
			for _, op := range a.liveOperands(inst) {
				if !a.urOperandOK(op) {
					a.inUR[v] = false
					changed = true
					break
				}
			}
		}
	}
}

// liveOperands returns an instruction's operands, leaving out the incoming
// values of a phi from unreachable blocks.
func (a *analysis) liveOperands(inst llir.Instruction) []value.Value {
	if phi, ok := inst.(*llir.InstPhi); ok {
		var out []value.Value
		for _, inc := range phi.Incs {
			if p, ok := inc.Pred.(*llir.Block); ok {
				if i, ok := a.g.index[p]; ok && a.g.reach[i] {
					out = append(out, inc.X)
				}
			}
		}
		return out
	}
	if u, ok := inst.(value.User); ok {
		return operandValues(u)
	}
	return nil
}

// homeIndex is the LLVM block where value v is computed.
func (a *analysis) homeIndex(v value.Value) int {
	if p, ok := a.place[v]; ok {
		return p
	}
	return a.blockOf[v]
}

// planDeferred marks the pure instructions with a single use in the same
// block (not by a phi): they are lowered when their user asks for them, so
// that the user's pattern can fold them (IMAD, LEA, LOP3 trees, ISETP with
// a predicate operand, IMAD.WIDE of extended operands, ...).
func (a *analysis) planDeferred() {
	a.deferred = map[value.Value]bool{}
	for _, bi := range a.g.rpo {
		b := a.g.blocks[bi]
		for _, inst := range b.Insts {
			v, ok := inst.(value.Value)
			if !ok || !isPure(inst) {
				continue
			}
			if _, hoisted := a.place[v]; hoisted {
				continue
			}
			if c, ok := inst.(*llir.InstCall); ok && sregName(c) != "" {
				continue
			}
			if a.reductions[v] != nil || a.reductionPart[v] {
				continue // never folded into a user's pattern (LOP3 trees, IMAD)
			}
			if a.uses[v] != 1 || len(a.users[v]) != 1 {
				if a.uses[v] == 1 && len(a.users[v]) == 0 && a.termUses(b, v) {
					a.deferred[v] = true // the block's branch condition
				}
				continue
			}
			u := a.users[v][0]
			if _, isPhi := u.(*llir.InstPhi); isPhi {
				continue
			}
			if ub, ok := a.instBlk[u]; ok && ub == bi {
				a.deferred[v] = true
			}
		}
	}
}

// termUses reports whether the terminator of b reads v.
func (a *analysis) termUses(b *llir.Block, v value.Value) bool {
	if u, ok := b.Term.(value.User); ok {
		for _, op := range operandValues(u) {
			if op == v {
				return true
			}
		}
	}
	return false
}

// opcodeName is the LLVM opcode of an instruction or terminator.
func opcodeName(x llir.LLStringer) string {
	text := x.LLString()
	if strings.HasPrefix(text, "%") {
		if i := strings.Index(text, " = "); i >= 0 {
			text = text[i+3:]
		}
	}
	f := strings.Fields(text)
	for len(f) > 0 && (f[0] == "tail" || f[0] == "musttail" || f[0] == "notail") {
		f = f[1:]
	}
	if len(f) == 0 {
		return "?"
	}
	return f[0]
}
