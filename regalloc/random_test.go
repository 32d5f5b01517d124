package regalloc_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	ra "gpucc/regalloc"
)

// genOpts shapes a random program.
type genOpts struct {
	stmts    int  // statements per straight-line region (upper bound)
	maxDepth int  // nesting of diamonds and loops
	wide     bool // pairs and quads, sub-register uses and defs
	phys     bool // pre-colored sequences, with registers below physCap
	physCap  int
	uniform  bool // UR and PR values
	pool32   int
	freshIn  int // a 32-bit result goes to a new temporary one time in freshIn (default 3)
	preds    int // PR pool values when uniform (default 0..1)
}

// gen builds a random, well-defined program: a pool of values is defined
// at the entry and printed at the exit, so every value is live throughout
// and clobbering any of them shows in the output; statements redefine pool
// members and short-lived temporaries, through diamonds and counted loops.
type gen struct {
	r      *rand.Rand
	f      *mFunc
	o      genOpts
	cur    int
	g32    []ra.VReg
	g64    []ra.VReg
	g128   []ra.VReg
	ur     []ra.VReg
	pr     []ra.VReg
	fresh  []ra.VReg // 32-bit values defined earlier in the current block
	newest []ra.VReg // temporaries the instruction being built defines
	instrs int
}

func V(v ra.VReg) ra.Operand { return ra.Operand{Reg: ra.Virt(v)} }
func Sub(v ra.VReg, off, w int) ra.Operand {
	return ra.Operand{Reg: ra.Virt(v), Offset: uint8(off), Width: uint8(w)}
}
func Phys(c ra.Class, i, w int) ra.Operand {
	return ra.Operand{Reg: ra.Phys(ra.MakePReg(c, i)), Width: uint8(w)}
}
func ops(o ...ra.Operand) []ra.Operand        { return o }
func pick[T any](r *rand.Rand, s []T) T       { return s[r.IntN(len(s))] }
func (g *gen) newV(c ra.Class, w int) ra.VReg { return g.f.newVReg(c, w) }

func (g *gen) emit(op opcode, defs, uses []ra.Operand, imm int64) *mInstr {
	g.instrs++
	g.fresh = append(g.fresh, g.newest...) // usable from the next instruction on
	g.newest = g.newest[:0]
	return g.f.emit(g.cur, op, defs, uses, imm)
}

// copyOp emits d = s as a copy, or as a plain move when s is a uniform
// register (a cross-class move is not a copy the allocator may coalesce).
func (g *gen) copyOp(d, s ra.Operand) {
	op := opCopy
	if s.Reg.IsVirtual() && g.f.vregs[s.Reg.VReg()].class != ra.GPR {
		op = opMov
	}
	g.emit(op, ops(d), ops(s), 0)
}

func (g *gen) startBlock(b int) { g.cur, g.fresh = b, nil }

// src32 picks a 32-bit source: a pool value, a fresh temporary, one unit
// of a wide value, or a uniform register.
func (g *gen) src32() ra.Operand {
	switch k := g.r.IntN(10); {
	case k < 2 && len(g.fresh) > 0:
		return V(pick(g.r, g.fresh))
	case k == 2 && len(g.g64) > 0:
		return Sub(pick(g.r, g.g64), g.r.IntN(2), 1)
	case k == 3 && len(g.g128) > 0:
		return Sub(pick(g.r, g.g128), g.r.IntN(4), 1)
	case k == 4 && len(g.ur) > 0:
		return V(pick(g.r, g.ur))
	default:
		return V(pick(g.r, g.g32))
	}
}

// dst32 picks where a 32-bit result goes: a pool value or a new temporary.
func (g *gen) dst32() ra.Operand {
	n := g.o.freshIn
	if n == 0 {
		n = 3
	}
	if g.r.IntN(n) == 0 {
		v := g.newV(ra.GPR, 1)
		g.newest = append(g.newest, v)
		return V(v)
	}
	return V(pick(g.r, g.g32))
}

var arith = []opcode{opAdd, opSub, opMul, opXor}

func (g *gen) arith32() {
	d := g.dst32()
	d.EarlyClobber = g.r.IntN(8) == 0
	g.emit(pick(g.r, arith), ops(d), ops(g.src32(), g.src32()), 0)
}

func (g *gen) stmt() {
	switch k := g.r.IntN(20); {
	case k < 6:
		g.arith32()
	case k < 9:
		// copies: phi-like moves and temporaries, the coalescing food
		s := g.src32()
		if g.r.IntN(2) == 0 {
			t := g.newV(ra.GPR, 1)
			g.newest = append(g.newest, t)
			g.copyOp(V(t), s)
		} else {
			g.copyOp(V(pick(g.r, g.g32)), s)
		}
	case k == 9 && len(g.g64) > 0:
		g.emit(pick(g.r, arith), ops(V(pick(g.r, g.g64))), ops(V(pick(g.r, g.g64)), V(pick(g.r, g.g64))), 0)
	case k == 10 && len(g.g64) > 0:
		// partial def of a pair, as a copy or an ALU op
		d := Sub(pick(g.r, g.g64), g.r.IntN(2), 1)
		if g.r.IntN(2) == 0 {
			g.copyOp(d, g.src32())
		} else {
			g.emit(opAdd, ops(d), ops(g.src32(), g.src32()), 0)
		}
	case k == 11 && len(g.g128) > 0:
		g.emit(pick(g.r, arith), ops(V(pick(g.r, g.g128))), ops(V(pick(g.r, g.g128)), V(pick(g.r, g.g128))), 0)
	case k == 12 && len(g.g128) > 0:
		q := pick(g.r, g.g128)
		if len(g.g64) > 0 && g.r.IntN(2) == 0 {
			g.emit(opCopy, ops(Sub(q, 2*g.r.IntN(2), 2)), ops(V(pick(g.r, g.g64))), 0)
		} else {
			g.emit(opXor, ops(Sub(q, g.r.IntN(4), 1)), ops(g.src32(), g.src32()), 0)
		}
	case k == 13 && len(g.g64) > 0:
		// extract a half into a 32-bit value (a sub-register copy)
		g.emit(opCopy, ops(g.dst32()), ops(Sub(pick(g.r, g.g64), g.r.IntN(2), 1)), 0)
	case k == 14 && len(g.ur) > 0:
		g.emit(pick(g.r, arith), ops(V(pick(g.r, g.ur))), ops(V(pick(g.r, g.ur)), V(pick(g.r, g.ur))), 0)
	case k == 15 && len(g.pr) > 0:
		p := pick(g.r, g.pr)
		if g.o.preds > 0 && g.r.IntN(3) == 0 {
			// a predicate copy (kept in GPRs when both sides are spilled)
			g.emit(opCopy, ops(V(p)), ops(V(pick(g.r, g.pr))), 0)
		} else {
			g.emit(opSetLT, ops(V(p)), ops(g.src32(), g.src32()), 0)
		}
		g.emit(opSel, ops(g.dst32()), ops(V(p), g.src32(), g.src32()), 0)
	case k == 16 && g.o.phys:
		g.physSequence()
	case k == 17:
		g.emit(opOut, nil, ops(g.src32()), 0)
	case k == 18:
		a, b := g.src32(), g.src32()
		d0, d1 := g.dst32(), g.dst32()
		if d0.Reg == d1.Reg {
			d1 = V(g.newV(ra.GPR, 1))
			g.newest = append(g.newest, d1.Reg.VReg())
		}
		g.emit(opAddXor, ops(d0, d1), ops(a, b), 0)
	default:
		g.arith32()
	}
}

// physSequence pins a value (or a pair) in a fixed register across a few
// 32-bit statements, like an ABI constraint.
func (g *gen) physSequence() {
	cap := g.o.physCap
	if len(g.g64) > 0 && g.r.IntN(2) == 0 {
		reg := 2 * g.r.IntN(cap/2)
		g.emit(opCopy, ops(Phys(ra.GPR, reg, 2)), ops(V(pick(g.r, g.g64))), 0)
		for range g.r.IntN(3) {
			g.arith32()
		}
		g.emit(opAdd, ops(V(pick(g.r, g.g64))), ops(Phys(ra.GPR, reg, 2), V(pick(g.r, g.g64))), 0)
		return
	}
	reg := g.r.IntN(cap)
	if g.r.IntN(2) == 0 {
		g.copyOp(Phys(ra.GPR, reg, 1), g.src32())
	} else {
		g.emit(opSub, ops(Phys(ra.GPR, reg, 1)), ops(g.src32(), g.src32()), 0)
	}
	for range 1 + g.r.IntN(3) {
		g.arith32()
	}
	if g.r.IntN(2) == 0 {
		g.emit(opCopy, ops(g.dst32()), ops(Phys(ra.GPR, reg, 1)), 0)
	} else {
		g.emit(opAdd, ops(g.dst32()), ops(Phys(ra.GPR, reg, 1), g.src32()), 0)
	}
}

func (g *gen) region(depth int) {
	for range 1 + g.r.IntN(g.o.stmts) {
		switch k := g.r.IntN(10); {
		case k == 0 && depth < g.o.maxDepth:
			g.diamond(depth + 1)
		case k == 1 && depth < g.o.maxDepth:
			g.loop(depth + 1)
		default:
			g.stmt()
		}
	}
}

func (g *gen) diamond(depth int) {
	p := g.newV(ra.PR, 1)
	g.emit(opSetLT, ops(V(p)), ops(g.src32(), g.src32()), 0)
	t, e, j := g.f.newBlock(), g.f.newBlock(), g.f.newBlock()
	g.emit(opBrIf, nil, ops(V(p)), 0)
	g.f.blocks[g.cur].succs = []int{t, e}
	for _, b := range []int{t, e} {
		g.startBlock(b)
		g.region(depth)
		g.emit(opBr, nil, nil, 0)
		g.f.blocks[g.cur].succs = []int{j}
	}
	g.startBlock(j)
}

func (g *gen) loop(depth int) {
	cnt, bound := g.newV(ra.GPR, 1), g.newV(ra.GPR, 1)
	g.emit(opConst, ops(V(cnt)), nil, 0)
	g.emit(opConst, ops(V(bound)), nil, int64(1+g.r.IntN(3)))
	h := g.f.newBlock()
	g.emit(opBr, nil, nil, 0)
	g.f.blocks[g.cur].succs = []int{h}
	g.startBlock(h)
	g.region(depth)
	one, p := g.newV(ra.GPR, 1), g.newV(ra.PR, 1)
	g.emit(opConst, ops(V(one)), nil, 1)
	g.emit(opAdd, ops(V(cnt)), ops(V(cnt), V(one)), 0)
	g.emit(opSetLT, ops(V(p)), ops(V(cnt), V(bound)), 0)
	x := g.f.newBlock()
	g.emit(opBrIf, nil, ops(V(p)), 0)
	g.f.blocks[g.cur].succs = []int{h, x}
	g.startBlock(x)
}

func genProgram(seed uint64, o genOpts) *mFunc { return genProgramN(seed, o, 0) }

// genProgramN generates regions until the program has at least n
// instructions (at least one region).
func genProgramN(seed uint64, o genOpts, n int) *mFunc {
	g := &gen{r: rand.New(rand.NewPCG(seed, 0x5EED)), f: &mFunc{}, o: o}
	g.startBlock(g.f.newBlock())
	input := func(w int) ra.VReg {
		v := g.newV(ra.GPR, w)
		g.emit(opInput, ops(V(v)), nil, int64(g.r.IntN(4)))
		return v
	}
	for range 2 + g.r.IntN(o.pool32) {
		g.g32 = append(g.g32, input(1))
	}
	if o.wide {
		for range g.r.IntN(3) {
			v := g.newV(ra.GPR, 2)
			if g.r.IntN(2) == 0 {
				g.emit(opInput, ops(V(v)), nil, int64(g.r.IntN(4)))
			} else { // built half by half
				g.emit(opCopy, ops(Sub(v, 0, 1)), ops(V(pick(g.r, g.g32))), 0)
				g.emit(opAdd, ops(Sub(v, 1, 1)), ops(V(pick(g.r, g.g32)), V(pick(g.r, g.g32))), 0)
			}
			g.g64 = append(g.g64, v)
		}
		for range g.r.IntN(2) {
			v := g.newV(ra.GPR, 4)
			g.emit(opInput, ops(V(v)), nil, int64(g.r.IntN(4)))
			g.g128 = append(g.g128, v)
		}
	}
	if o.uniform {
		for range g.r.IntN(3) {
			v := g.newV(ra.UR, 1)
			g.emit(opConst, ops(V(v)), nil, int64(g.r.IntN(100)))
			g.ur = append(g.ur, v)
		}
		npr := g.r.IntN(2)
		if o.preds > 0 {
			npr = o.preds
		}
		for range npr {
			v := g.newV(ra.PR, 1)
			g.emit(opSetLT, ops(V(v)), ops(V(pick(g.r, g.g32)), V(pick(g.r, g.g32))), 0)
			g.pr = append(g.pr, v)
		}
	}
	g.region(0)
	for g.instrs < n {
		g.region(0)
	}
	for _, pool := range [][]ra.VReg{g.g32, g.g64, g.g128, g.ur, g.pr} {
		for _, v := range pool {
			g.emit(opOut, nil, ops(V(v)), 0)
		}
	}
	g.emit(opRet, nil, nil, 0)
	return g.f
}

func randomInputs(r *rand.Rand) [][]uint32 {
	var in [][]uint32
	for range 3 {
		in = append(in, []uint32{r.Uint32(), r.Uint32() % 8, r.Uint32(), 1 + r.Uint32()%5})
	}
	return in
}

// TestRandomPrograms allocates random programs under small register caps
// and checks the allocated program prints what the virtual one prints.
func TestRandomPrograms(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	randomPrograms(t, n)
}

func randomPrograms(t *testing.T, n int) {
	caps := []int{8, 10, 12, 16, 24, 0}
	stats := struct{ spilled, removed, rounds int }{}
	for seed := range uint64(n) {
		r := rand.New(rand.NewPCG(seed, 1))
		cap := caps[r.IntN(len(caps))]
		o := genOpts{
			stmts: 4 + r.IntN(12), maxDepth: r.IntN(3), wide: r.IntN(3) > 0,
			phys: r.IntN(2) == 0, physCap: 8, uniform: r.IntN(2) == 0, pool32: 3 + r.IntN(14),
		}
		if cap != 0 {
			o.physCap = cap
		}
		f := genProgram(seed, o)
		cfg := capGPR(cap)
		cfg.Allocatable[ra.UR] = 4
		cfg.Allocatable[ra.PR] = 4
		if (cap == 0 || cap >= 16) && r.IntN(3) == 0 {
			// Enough registers left for two quads besides a pinned value.
			cfg.Reserved = []ra.PReg{gpr(1 + r.IntN(3))}
		}
		t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
			res, _, _ := allocRun(t, f, cfg, randomInputs(r))
			if cap != 0 && res.RegsUsed[ra.GPR] > cap {
				t.Errorf("RegsUsed %v over the cap %d", res.RegsUsed, cap)
			}
			stats.spilled += res.SpilledVRegs
			stats.removed += res.RemovedCopies
			stats.rounds += res.Rounds
		})
	}
	t.Logf("%d programs: %d vregs spilled, %d copies removed, %d rounds", n, stats.spilled, stats.removed, stats.rounds)
}

// TestRandomPredicatePressure allocates random programs with more live
// predicates than the allowed predicate registers, which keeps some in
// GPRs (under GPR caps too, so the homes spill to memory).
func TestRandomPredicatePressure(t *testing.T) {
	n := 200
	if testing.Short() {
		n = 50
	}
	saved := 0
	for seed := range uint64(n) {
		r := rand.New(rand.NewPCG(seed, 2))
		o := genOpts{stmts: 4 + r.IntN(12), maxDepth: r.IntN(3), wide: r.IntN(2) == 0, uniform: true,
			pool32: 3 + r.IntN(8), preds: 3 + r.IntN(10)}
		f := genProgram(seed, o)
		cfg := capGPR([]int{10, 16, 0}[r.IntN(3)])
		cfg.Allocatable[ra.PR] = 2 + r.IntN(3)
		cfg.SpillPredicates = true
		t.Run(fmt.Sprintf("seed%d", seed), func(t *testing.T) {
			res, g, _ := allocRun(t, f, cfg, randomInputs(r))
			if res.RegsUsed[ra.PR] > cfg.Allocatable[ra.PR] {
				t.Errorf("RegsUsed %v over the predicate cap %d", res.RegsUsed, cfg.Allocatable[ra.PR])
			}
			saved += countOps(g, opPSave)
		})
	}
	if saved == 0 {
		t.Errorf("no program kept a predicate in a GPR")
	}
	t.Logf("%d programs: %d predicate saves", n, saved)
}

// TestLargeProgram allocates a 20k-instruction function under a tight cap
// and runs it.
func TestLargeProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("large program")
	}
	f := genProgramSized(7, 20000, 2)
	res, _, _ := allocRun(t, f, capGPR(24), [][]uint32{{1, 2, 3, 4}, {0xFFFFFFFF, 0, 7, 1}})
	if res.SpilledVRegs == 0 || res.RegsUsed[ra.GPR] > 24 {
		t.Errorf("spilled %d, RegsUsed %v: want spills within 24 GPRs", res.SpilledVRegs, res.RegsUsed)
	}
}
