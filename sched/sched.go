package sched

import (
	"fmt"

	"gpucc/ir"
	"gpucc/isa"
)

// Options selects what Schedule does.
type Options struct {
	// Reorder enables list scheduling within blocks (-O2). Without it the
	// instruction order is kept and only the control bits are computed.
	Reorder bool
	// Serial makes every instruction wait for the results of all previous
	// ones: a debugging aid that is always valid and always slow.
	Serial bool
}

// Register IDs: every register file is mapped into one dense range so that
// per-register state is a flat array. Zero registers (RZ, URZ, PT, UPT) get
// no ID: reading them never waits and writing them is discarded.
const (
	gprBase   = 0
	urBase    = gprBase + isa.NumGPR + 1
	prBase    = urBase + isa.NumUR + 1
	uprBase   = prBase + isa.NumPred + 1
	brBase    = uprBase + isa.NumUPred + 1
	numRegIDs = brBase + isa.NumBReg
)

// memSpace is an address space; accesses to different specific spaces
// never alias, and a generic access may alias any of them.
type memSpace uint8

const (
	spaceNone memSpace = iota
	spaceGlobal
	spaceShared
	spaceLocal
	numSpaces
	// spaceGeneric is an access through a generic address: ordered as an
	// access to each of global, shared and local memory.
	spaceGeneric = numSpaces
)

// opClass is what the scheduler needs to know about an optype beyond its
// operands and latency.
type opClass struct {
	fence   bool     // keeps its place relative to every side effect
	side    bool     // has a side effect or may fault (memory, warp-collective)
	drain   bool     // the warp may switch to another divergent path after it
	yield   bool     // let other warps issue (barrier-like waits)
	space   memSpace // memory space accessed, spaceNone if none
	store   bool     // writes memory (stores, atomics, RED)
	typical int32    // typical delay of a variable-latency result
}

// opClasses is indexed by isa.Optype.
var opClasses = buildOpClasses()

// buildOpClasses derives the scheduler's classes from the optype properties
// of the machine description (isa/spec/machine.txt, __DefProperties), which
// declares every optype, so none is missed.
func buildOpClasses() []opClass {
	ops := isa.Optypes()
	cl := make([]opClass, len(ops))
	for i := range ops {
		c := &cl[i]
		p := &ops[i].Props
		// Waits (barriers, warp synchronization) and exits let the warp
		// go on with another divergent path; branches, convergence
		// barrier set-up, barrier state and memory fences keep their
		// place as well.
		c.yield = p.Barrier || p.WarpSync
		// A call and a return drain too: the callee starts, and the
		// caller goes on after a return, with nothing in flight (the
		// other function's schedule cannot know what is pending).
		c.drain = c.yield || p.Exit || p.Call || p.Return
		c.fence = c.drain || p.Branch || p.Convergence || p.BarrierState || p.MemBar
		// Memory accesses, warp collectives and instructions that may
		// fault (an index out of range: they must not move above a
		// guarded EXIT that protects them) are side effects. Constants
		// never change, so constant loads have no memory space to order.
		c.side = p.SideEffects()
		c.store = p.WritesMemory()
		c.space = schedSpace(p.Space)
		if ops[i].Variable {
			// The typical delay orders the list schedule (loads first);
			// correctness never depends on it.
			c.typical = int32(ops[i].Typical)
		}
	}
	return cl
}

// schedSpace maps an address space to the scheduler's memory order classes.
func schedSpace(s isa.MemSpace) memSpace {
	switch s {
	case isa.SpaceGlobal:
		return spaceGlobal
	case isa.SpaceShared:
		return spaceShared
	case isa.SpaceLocal:
		return spaceLocal
	case isa.SpaceGeneric:
		return spaceGeneric
	case isa.SpaceNone, isa.SpaceConst:
		return spaceNone
	}
	panic(fmt.Sprintf("sched: unknown memory space %v", s))
}

// maxFixedLatency bounds how long a fixed-latency result can stay pending.
var maxFixedLatency = func() int32 {
	m := int32(1)
	for _, o := range isa.Optypes() {
		if !o.Variable && int32(o.Latency) > m {
			m = int32(o.Latency)
		}
	}
	return m
}()

// instrInfo is the scheduler's view of one instruction.
type instrInfo struct {
	uses, defs []uint16 // register IDs read and written
	lat        int32    // fixed latency (0 for variable-latency instructions)
	variable   bool
	setsSB     bool // variable latency with at least one result operand
	fence      bool
	side       bool
	drain      bool
	yield      bool
	space      memSpace
	store      bool
	branch     bool // BRA
	typical    int32
}

// weight is the latency the list scheduler assumes for the instruction's
// results.
func (x *instrInfo) weight() int32 {
	if x.variable {
		return x.typical
	}
	return x.lat
}

// srClockLo and srClockHi are the SReg values of the clock registers; reading
// them is a fence so that timed regions keep their extent.
const (
	srClockLo = 0x02
	srClockHi = 0x03
)

// analyze builds the instrInfo of one machine instruction. arena collects the
// register IDs so that a function needs few allocations.
func analyze(in *ir.Instr, arena *[]uint16) (instrInfo, error) {
	if in.Op != ir.OpMachine {
		return instrInfo{}, fmt.Errorf("pseudo-instruction (phi or copy) after register allocation")
	}
	f := in.Inst.Form
	if f == nil {
		return instrInfo{}, fmt.Errorf("machine instruction without a form")
	}
	op := f.Op()
	c := &opClasses[f.Optype]
	x := instrInfo{
		lat: int32(op.Latency), variable: op.Variable,
		fence: c.fence, side: c.side, drain: c.drain, yield: c.yield,
		space: c.space, store: c.store, typical: c.typical,
		branch: op.Props.Branch,
	}
	if op.Props.SReg {
		if sr, ok := in.Inst.Get("sr"); ok && (sr == srClockLo || sr == srClockHi) {
			x.fence, x.side = true, true
		}
	}
	start := len(*arena)
	if err := appendRegs(arena, in, f.Uses); err != nil {
		return x, err
	}
	if f.ReadsPR {
		for p := 0; p < isa.NumPred; p++ {
			*arena = append(*arena, uint16(prBase+p))
		}
	}
	if op.Props.IndirectRead {
		for r := 0; r < isa.NumGPR; r++ {
			*arena = append(*arena, uint16(gprBase+r))
		}
	}
	mid := len(*arena)
	if err := appendRegs(arena, in, f.Defs); err != nil {
		return x, err
	}
	if f.WritesPR {
		for p := 0; p < isa.NumPred; p++ {
			*arena = append(*arena, uint16(prBase+p))
		}
	}
	if op.Props.IndirectWrite {
		for r := 0; r < isa.NumGPR; r++ {
			*arena = append(*arena, uint16(gprBase+r))
		}
	}
	end := len(*arena)
	x.uses = (*arena)[start:mid:mid]
	x.defs = (*arena)[mid:end:end]
	// A variable-latency instruction whose result operands all name a zero
	// register still sets a scoreboard: the ISA asks for $wsb whenever the
	// instruction has results, and a spare scoreboard costs nothing.
	x.setsSB = x.variable && (len(f.Defs) > 0 || f.WritesPR || op.Props.IndirectWrite)
	return x, nil
}

// appendRegs appends the register IDs of the operands refs of in.
func appendRegs(arena *[]uint16, in *ir.Instr, refs []isa.RegRef) error {
	for _, r := range refs {
		field := int(r.Field)
		phys := in.Inst.Vals[field]
		count := in.Inst.RegCount(field)
		var base, limit int
		var zero uint32
		switch r.Class {
		case isa.GPR:
			base, limit, zero = gprBase, isa.NumGPR, isa.RZ
		case isa.UR:
			base, limit, zero = urBase, isa.NumUR, isa.URZ
		case isa.PR:
			base, limit, zero = prBase, isa.NumPred, isa.PT
		case isa.UPR:
			base, limit, zero = uprBase, isa.NumUPred, isa.UPT
		case isa.BR:
			base, limit, zero = brBase, isa.NumBReg, ^uint32(0)
		default:
			return fmt.Errorf("operand %s has register class %v", in.Inst.Form.Fields[field].Name, r.Class)
		}
		if phys == zero {
			continue
		}
		if r.Class == isa.PR || r.Class == isa.UPR || r.Class == isa.BR {
			count = 1
		}
		if int(phys)+count > limit {
			return fmt.Errorf("operand %s: register %d (%d wide) is outside the %v file", in.Inst.Form.Fields[field].Name, phys, count, r.Class)
		}
		if in.Regs[field].V != 0 {
			return fmt.Errorf("operand %s is still a virtual register", in.Inst.Form.Fields[field].Name)
		}
		for k := 0; k < count; k++ {
			*arena = append(*arena, uint16(base+int(phys)+k))
		}
	}
	return nil
}

// edge is a control-flow edge leaving a block at instruction from (-1 for an
// empty block, which passes its entry state through) towards block to.
type edge struct {
	from int
	to   int
}

// fn is the scheduler's working copy of a function.
type fn struct {
	f      *ir.Func
	opts   Options
	infos  [][]instrInfo // per block, parallel to Block.Instrs
	edges  [][]edge      // per block
	preds  [][]int       // per block: indexes of blocks with an edge to it
	blocki map[*ir.Block]int
}

// Schedule reorders the instructions within each block (if opts.Reorder)
// and sets the control bits of every instruction. f must be register
// allocated: every register operand physical, no phis or copies, blocks in
// their final layout order and branches with their Target set.
func Schedule(f *ir.Func, opts Options) error {
	if f == nil {
		return fmt.Errorf("sched: nil function")
	}
	if !f.Allocated {
		return fmt.Errorf("sched: %s: registers are not allocated", f.Name)
	}
	s := &fn{f: f, opts: opts, blocki: make(map[*ir.Block]int, len(f.Blocks))}
	for i, b := range f.Blocks {
		if b == nil {
			return fmt.Errorf("sched: %s: block %d is nil", f.Name, i)
		}
		s.blocki[b] = i
	}
	var arena []uint16
	s.infos = make([][]instrInfo, len(f.Blocks))
	for bi, b := range f.Blocks {
		s.infos[bi] = make([]instrInfo, len(b.Instrs))
		for i, in := range b.Instrs {
			if in == nil {
				return fmt.Errorf("sched: %s: %s: instruction %d is nil", f.Name, b.Label(), i)
			}
			x, err := analyze(in, &arena)
			if err != nil {
				return s.errorAt(bi, i, "%v", err)
			}
			if x.branch && in.Target == nil {
				return s.errorAt(bi, i, "branch without a target block")
			}
			if x.branch {
				if _, ok := s.blocki[in.Target]; !ok {
					return s.errorAt(bi, i, "branch target %s is not a block of the function", in.Target.Label())
				}
			}
			s.infos[bi][i] = x
		}
	}
	if opts.Reorder {
		var ls listScheduler
		for bi := range f.Blocks {
			ls.scheduleBlock(f.Blocks[bi], s.infos[bi])
		}
	}
	s.buildEdges()
	return s.assignControl()
}

// errorAt reports a problem with instruction i of block bi.
func (s *fn) errorAt(bi, i int, format string, args ...any) error {
	b := s.f.Blocks[bi]
	in := b.Instrs[i]
	text := "?"
	if in.Op != ir.OpMachine || in.Inst.Form != nil {
		text = s.f.FormatInstr(in)
	}
	return fmt.Errorf("sched: %s: %s: instruction %d `%s`: %s", s.f.Name, b.Label(), i, text, fmt.Sprintf(format, args...))
}

// buildEdges derives the CFG from the terminators, as ir.ComputeCFG does,
// but remembers which instruction each edge leaves from.
func (s *fn) buildEdges() {
	n := len(s.f.Blocks)
	s.edges = make([][]edge, n)
	s.preds = make([][]int, n)
	for bi, b := range s.f.Blocks {
		terminated := false
		var es []edge
		for i, in := range b.Instrs {
			x := &s.infos[bi][i]
			if x.branch {
				es = append(es, edge{from: i, to: s.blocki[in.Target]})
				if !in.Guarded() {
					terminated = true
				}
			}
			if p := in.Inst.Form.Op().Props; (p.Exit || p.Return) && !in.Guarded() {
				terminated = true
			}
		}
		if !terminated && bi+1 < n {
			es = append(es, edge{from: len(b.Instrs) - 1, to: bi + 1})
		}
		s.edges[bi] = es
		for _, e := range es {
			s.preds[e.to] = append(s.preds[e.to], bi)
		}
	}
}
