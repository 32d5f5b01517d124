package lower

import (
	"strings"

	llir "github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
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
	idom   []int // immediate dominator, -1 for the entry and unreachable blocks
	ipdom  []int // immediate post-dominator, -1 when only the virtual exit post-dominates
}

func (s *sel) analyze() {
	s.buildCFG()
	s.countUses()
	s.divergence()
	s.placeHoisted()
	s.predictUR()
	s.planDeferred()
}

// termSuccs lists the successors of a terminator in branch order, without
// duplicates.
func (s *sel) termSuccs(b *llir.Block) []*llir.Block {
	var out []*llir.Block
	addB := func(v value.Value) {
		t, ok := v.(*llir.Block)
		if !ok {
			s.curBlock, s.curInst = b, b.Term
			s.fail("branch target %v is not a block", v)
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
		if t.X != nil {
			s.curBlock, s.curInst = b, b.Term
			s.fail("a kernel cannot return a value")
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
		s.curBlock, s.curInst = b, b.Term
		s.fail("%s is not supported", opcodeName(b.Term))
	}
	return out
}

func (s *sel) buildCFG() {
	g := &cfg{blocks: s.fn.Blocks, index: map[*llir.Block]int{}}
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
		for _, t := range s.termSuccs(g.blocks[x]) {
			i, ok := g.index[t]
			if !ok {
				s.curBlock, s.curInst = g.blocks[x], g.blocks[x].Term
				s.fail("branch to a block of another function")
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
	g.idom = dominators(n, []int{0}, func(x int) []int { return g.succs[x] }, func(x int) []int { return g.preds[x] })
	// Post-dominators: the reversed graph from a virtual exit (node n)
	// joined to every block without successors.
	var exits []int
	for i := range g.blocks {
		if g.reach[i] && len(g.succs[i]) == 0 {
			exits = append(exits, i)
		}
	}
	isExit := make([]bool, n)
	for _, e := range exits {
		isExit[e] = true
	}
	pd := dominators(n+1, []int{n}, func(x int) []int {
		if x == n {
			return exits
		}
		return g.preds[x]
	}, func(x int) []int {
		if x == n {
			return nil
		}
		if isExit[x] {
			return append(append([]int{}, g.succs[x]...), n)
		}
		return g.succs[x]
	})
	g.ipdom = make([]int, n)
	for i := 0; i < n; i++ {
		g.ipdom[i] = pd[i]
		if pd[i] == n {
			g.ipdom[i] = -1
		}
	}
	s.g = g
}

func sortedByIndex(xs []int) []int {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j] < xs[j-1]; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
	return xs
}

// dominators computes immediate dominators over nodes 0..n-1 from the given
// roots with the Cooper-Harvey-Kennedy algorithm; succ drives the traversal
// and pred the intersection. Roots and unreachable nodes get -1.
func dominators(n int, roots []int, succ, pred func(int) []int) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = -1
	}
	seen := make([]bool, n)
	var post []int
	var visit func(int)
	visit = func(x int) {
		seen[x] = true
		for _, y := range succ(x) {
			if !seen[y] {
				visit(y)
			}
		}
		post = append(post, x)
	}
	for _, r := range roots {
		if !seen[r] {
			visit(r)
		}
	}
	rpo := make([]int, 0, len(post))
	for i := len(post) - 1; i >= 0; i-- {
		order[post[i]] = len(rpo)
		rpo = append(rpo, post[i])
	}
	idom := make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	isRoot := make([]bool, n)
	for _, r := range roots {
		isRoot[r] = true
		idom[r] = r
	}
	intersect := func(a, b int) int {
		for a != b {
			for order[a] > order[b] {
				a = idom[a]
			}
			for order[b] > order[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for _, b := range rpo {
			if isRoot[b] {
				continue
			}
			nd := -1
			for _, p := range pred(b) {
				if order[p] < 0 || idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd >= 0 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	for _, r := range roots {
		idom[r] = -1
	}
	return idom
}

// dominates reports whether block a dominates block b.
func (g *cfg) dominates(a, b int) bool {
	for x := b; x >= 0; x = g.idom[x] {
		if x == a {
			return true
		}
	}
	return false
}

// region returns the blocks reachable from the successors of block a
// without passing through block j (j < 0: without limit).
func (g *cfg) region(a, j int) []bool {
	in := make([]bool, len(g.blocks))
	var stack []int
	for _, t := range g.succs[a] {
		if t != j && !in[t] {
			in[t] = true
			stack = append(stack, t)
		}
	}
	for len(stack) > 0 {
		x := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, t := range g.succs[x] {
			if t != j && !in[t] {
				in[t] = true
				stack = append(stack, t)
			}
		}
	}
	return in
}

// operandValues returns the values an instruction or terminator reads,
// without blocks and callees.
func operandValues(u value.User) []value.Value {
	var out []value.Value
	switch u := u.(type) {
	case *llir.InstPhi:
		for _, inc := range u.Incs {
			out = append(out, inc.X)
		}
		return out
	case *llir.InstCall:
		return append(out, u.Args...)
	case *llir.TermBr:
		return nil
	case *llir.TermCondBr:
		return []value.Value{u.Cond}
	case *llir.TermSwitch:
		return []value.Value{u.X}
	}
	for _, op := range u.Operands() {
		if _, isBlock := (*op).(*llir.Block); isBlock {
			continue
		}
		out = append(out, *op)
	}
	return out
}

func (s *sel) countUses() {
	s.uses = map[value.Value]int{}
	s.users = map[value.Value][]llir.Instruction{}
	s.blockOf = map[value.Value]int{}
	s.instBlk = map[llir.Instruction]int{}
	for bi, b := range s.g.blocks {
		if !s.g.reach[bi] {
			continue
		}
		for _, inst := range b.Insts {
			s.instBlk[inst] = bi
			if v, ok := inst.(value.Value); ok {
				s.blockOf[v] = bi
			}
		}
	}
	for bi, b := range s.g.blocks {
		if !s.g.reach[bi] {
			continue
		}
		for _, inst := range b.Insts {
			u, ok := inst.(value.User)
			if !ok {
				continue
			}
			for _, op := range operandValues(u) {
				s.uses[op]++
				s.users[op] = append(s.users[op], inst)
			}
		}
		if u, ok := b.Term.(value.User); ok {
			for _, op := range operandValues(u) {
				s.uses[op]++
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
var pureIntrinsics = []string{"llvm.fshl.", "llvm.fshr.", "llvm.abs.", "llvm.umin.", "llvm.umax.", "llvm.smin.", "llvm.smax."}

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
func (s *sel) divergent(v value.Value) bool {
	switch v.(type) {
	case *llir.Param, constant.Constant:
		return false
	}
	return s.div[v]
}

// divergence computes which values and branches are divergent, and which
// blocks lie in divergent regions. See the package documentation.
func (s *sel) divergence() {
	g := s.g
	n := len(g.blocks)
	s.div = map[value.Value]bool{}
	s.divBr = make([]bool, n)
	s.inRegion = make([]bool, n)
	join := make([]bool, n)
	hoist := s.opts.OptLevel >= 2
	for changed := true; changed; {
		changed = false
		for _, bi := range g.rpo {
			b := g.blocks[bi]
			for _, inst := range b.Insts {
				v, ok := inst.(value.Value)
				if !ok || s.div[v] {
					continue
				}
				if s.instDivergent(inst, bi, join[bi], hoist) {
					s.div[v] = true
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
			if cond != nil && !s.divBr[bi] && s.divergent(cond) && len(g.succs[bi]) > 1 {
				s.divBr[bi] = true
				changed = true
				if s.isFilter(bi) {
					// The threads that leave only exit: the others carry
					// on as the whole (remaining) warp.
					continue
				}
				j := g.ipdom[bi]
				for x, in := range g.region(bi, j) {
					if in {
						s.inRegion[x] = true
					}
				}
				if j >= 0 {
					join[j] = true
				}
			}
		}
	}
}

func (s *sel) instDivergent(inst llir.Instruction, bi int, join, hoist bool) bool {
	region := s.inRegion[bi]
	switch inst := inst.(type) {
	case *llir.InstPhi:
		if region || join {
			return true
		}
		for _, inc := range inst.Incs {
			if p, ok := inc.Pred.(*llir.Block); ok {
				if i, ok := s.g.index[p]; ok && !s.g.reach[i] {
					continue
				}
			}
			if s.divergent(inc.X) {
				return true
			}
		}
		return false
	case *llir.InstLoad:
		return region || s.divergent(inst.Src)
	case *llir.InstCall:
		if name := sregName(inst); name != "" {
			return perThreadSreg(name)
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
		if s.divergent(op) {
			return true
		}
	}
	return false
}

// isFilter reports whether all successors of a branch but one only end the
// thread (an early return such as `if (i >= n) return;`).
func (s *sel) isFilter(bi int) bool {
	others := 0
	for _, t := range s.g.succs[bi] {
		if !s.exitOnly(t) {
			others++
		}
	}
	return others <= 1
}

// placeHoisted decides where uniform pure values of divergent regions are
// computed: in the nearest dominating block outside every divergent region.
func (s *sel) placeHoisted() {
	s.place = map[value.Value]int{}
	if s.opts.OptLevel < 2 {
		return
	}
	for _, bi := range s.g.rpo {
		if !s.inRegion[bi] {
			continue
		}
		for _, inst := range s.g.blocks[bi].Insts {
			v, ok := inst.(value.Value)
			if !ok || s.div[v] || !isPure(inst) {
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
			if !s.operandsHoisted(inst) {
				continue
			}
			u := s.g.idom[bi]
			for u >= 0 && s.inRegion[u] {
				u = s.g.idom[u]
			}
			if u >= 0 {
				s.place[v] = u
			}
		}
	}
}

// operandsHoisted reports whether every operand of inst that is computed
// in a divergent region is hoisted out of it, so that inst can be too.
func (s *sel) operandsHoisted(inst llir.Instruction) bool {
	for _, op := range operandValues(inst.(value.User)) {
		if _, isInst := op.(llir.Instruction); !isInst {
			continue
		}
		if bi, ok := s.blockOf[op]; ok && s.inRegion[bi] {
			if _, hoisted := s.place[op]; !hoisted {
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
		return bits == 32 && (strings.HasPrefix(name, "llvm.fshl.") || strings.HasPrefix(name, "llvm.fshr."))
	}
	return false
}

// urOperandOK reports whether a value can feed a uniform instruction.
func (s *sel) urOperandOK(v value.Value) bool {
	switch v := v.(type) {
	case *llir.Param:
		return true
	case *constant.Int, *constant.Undef, *constant.Poison, *constant.Null, *constant.Float:
		return true
	case *llir.InstCall:
		if name := sregName(v); name != "" {
			return !perThreadSreg(name)
		}
	}
	return s.inUR[v]
}

// predictUR decides which values live in uniform registers: uniform values
// whose instruction the uniform datapath implements and whose operands are
// uniform registers (or constants, parameters, block geometry). Phis start
// optimistic and are demoted until the assignment is consistent.
func (s *sel) predictUR() {
	s.inUR = map[value.Value]bool{}
	var cands []llir.Instruction
	for _, bi := range s.g.rpo {
		for _, inst := range s.g.blocks[bi].Insts {
			v, ok := inst.(value.Value)
			if !ok || s.div[v] || !urCapable(inst) {
				continue
			}
			if s.inRegion[s.homeIndex(v)] {
				continue // never define uniform registers under divergence
			}
			if c, ok := inst.(*llir.InstCall); ok && sregName(c) != "" {
				continue // handled by urOperandOK
			}
			s.inUR[v] = true
			cands = append(cands, inst)
		}
	}
	for changed := true; changed; {
		changed = false
		for _, inst := range cands {
			v := inst.(value.Value)
			if !s.inUR[v] {
				continue
			}
			for _, op := range s.liveOperands(inst) {
				if !s.urOperandOK(op) {
					s.inUR[v] = false
					changed = true
					break
				}
			}
		}
	}
}

// liveOperands returns an instruction's operands, leaving out the incoming
// values of a phi from unreachable blocks.
func (s *sel) liveOperands(inst llir.Instruction) []value.Value {
	if phi, ok := inst.(*llir.InstPhi); ok {
		var out []value.Value
		for _, inc := range phi.Incs {
			if p, ok := inc.Pred.(*llir.Block); ok {
				if i, ok := s.g.index[p]; ok && s.g.reach[i] {
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
func (s *sel) homeIndex(v value.Value) int {
	if p, ok := s.place[v]; ok {
		return p
	}
	return s.blockOf[v]
}

// planDeferred marks the pure instructions with a single use in the same
// block (not by a phi): they are lowered when their user asks for them, so
// that the user's pattern can fold them (IMAD, LEA, LOP3 trees, ISETP with
// a predicate operand, IMAD.WIDE of extended operands, ...).
func (s *sel) planDeferred() {
	s.deferred = map[value.Value]bool{}
	for _, bi := range s.g.rpo {
		b := s.g.blocks[bi]
		for _, inst := range b.Insts {
			v, ok := inst.(value.Value)
			if !ok || !isPure(inst) {
				continue
			}
			if _, hoisted := s.place[v]; hoisted {
				continue
			}
			if c, ok := inst.(*llir.InstCall); ok && sregName(c) != "" {
				continue
			}
			if s.uses[v] != 1 || len(s.users[v]) != 1 {
				if s.uses[v] == 1 && len(s.users[v]) == 0 && s.termUses(b, v) {
					s.deferred[v] = true // the block's branch condition
				}
				continue
			}
			u := s.users[v][0]
			if _, isPhi := u.(*llir.InstPhi); isPhi {
				continue
			}
			if ub, ok := s.instBlk[u]; ok && ub == bi {
				s.deferred[v] = true
			}
		}
	}
}

// termUses reports whether the terminator of b reads v.
func (s *sel) termUses(b *llir.Block, v value.Value) bool {
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
