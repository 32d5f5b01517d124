package ir

import (
	"strings"
	"testing"

	"gpucc/isa"
)

// buildLoop builds: entry: i = 0; loop: i2 = phi(i, i3); i3 = i2 + 1; p = i3 < 10; @p BRA loop; exit: EXIT.
func buildLoop() *Func {
	f := NewFunc("count")
	entry, loop, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	i0 := f.NewVReg(isa.GPR, 1, "i0")
	i2 := f.NewVReg(isa.GPR, 1, "i2")
	i3 := f.NewVReg(isa.GPR, 1, "i3")
	p := f.NewVReg(isa.PR, 1, "p")
	entry.Append(NewInstr("MOV_I").SetReg("rd", Whole(i0)).SetVal("vb", 0))
	loop.Append(&Instr{Op: OpPhi, Dst: Whole(i2), Args: []Reg{Whole(i0), Whole(i3)}})
	loop.Append(NewInstr("IADD_RI").SetReg("rd", Whole(i3)).SetReg("ra", Whole(i2)).SetVal("vb", 1))
	loop.Append(NewInstr("ISETP_RI").SetMod("compop", "LT").SetMod("boolop", "AND").
		SetReg("pu", Whole(p)).SetReg("ra", Whole(i3)).SetVal("vb", 10).SetPhys("pp", isa.PT))
	br := loop.Append(NewInstr("BRA_I").SetReg("pg", Whole(p)))
	br.Target = loop
	exit.Append(NewInstr("EXIT_X"))
	f.ComputeCFG()
	return f
}

func TestBuildPrintVerify(t *testing.T) {
	f := buildLoop()
	if err := f.Verify(); err != nil {
		t.Fatal(err)
	}
	want := `func count
bb0.entry:
    MOV %r1, 0x0
bb1.loop:  // preds bb0.entry bb1.loop
    %r2 = PHI %r1, %r3
    IADD %r3, %r2, 0x1
    ISETP.LT.AND %p4, %r3, 0xA, PT
    @%p4 BRA bb1.loop
bb2.exit:  // preds bb1.loop
    EXIT
`
	if got := f.String(); got != want {
		t.Errorf("printed:\n%s\nwant:\n%s", got, want)
	}
	f.ComputeLoops()
	if f.Blocks[1].LoopDepth != 1 || f.Blocks[0].LoopDepth != 0 || f.Blocks[2].LoopDepth != 0 {
		t.Errorf("loop depths %d %d %d, want 0 1 0", f.Blocks[0].LoopDepth, f.Blocks[1].LoopDepth, f.Blocks[2].LoopDepth)
	}
	dom := f.Dominators()
	if dom.Idom[1] != f.Blocks[0] || dom.Idom[2] != f.Blocks[1] {
		t.Errorf("idoms %v %v", dom.Idom[1], dom.Idom[2])
	}
	pdom := f.PostDominators()
	if pdom.Idom[0] != f.Blocks[1] || pdom.Idom[1] != f.Blocks[2] {
		t.Errorf("post idoms %v %v", pdom.Idom[0], pdom.Idom[1])
	}
}

func TestVerifyFindsErrors(t *testing.T) {
	cases := []struct {
		name   string
		break_ func(f *Func)
		want   string
	}{
		{"double definition", func(f *Func) {
			f.Blocks[0].Append(NewInstr("MOV_I").SetReg("rd", Whole(1)).SetVal("vb", 3))
		}, "already defined"},
		{"wrong class", func(f *Func) { f.Blocks[1].Instrs[1].SetReg("ra", Whole(4)) }, "holds a GPR register but %p4 is PR"},
		{"phi arity", func(f *Func) { f.Blocks[1].Instrs[0].Args = f.Blocks[1].Instrs[0].Args[:1] }, "phi has 1 arguments for 2 predecessors"},
		{"use not dominated", func(f *Func) {
			v := f.NewVReg(isa.GPR, 1, "")
			f.Blocks[2].Instrs = append([]*Instr{NewInstr("MOV_I").SetReg("rd", Whole(v))}, f.Blocks[2].Instrs...)
			f.Blocks[0].Append(NewInstr("MOV_R").SetReg("rd", Whole(f.NewVReg(isa.GPR, 1, ""))).SetReg("rb", Whole(v)))
		}, "does not dominate"},
		{"stale successors", func(f *Func) { f.Blocks[0].Succs = nil }, "do not match the terminators"},
		{"pair component out of range", func(f *Func) {
			f.Blocks[1].Instrs[1].SetReg("ra", Part(2, 1))
		}, "needs 1 components from component 1"},
	}
	for _, c := range cases {
		f := buildLoop()
		c.break_(f)
		err := f.Verify()
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want an error containing %q", c.name, err, c.want)
		}
	}
}

// TestVerifyStages checks the rules that depend on the function's stage:
// SSA before phi elimination, no phis after it, physical registers only
// after allocation.
func TestVerifyStages(t *testing.T) {
	// Out of SSA, a register may be defined twice, but phis are gone.
	f := buildLoop()
	f.OutOfSSA = true
	if err := f.Verify(); err == nil || !strings.Contains(err.Error(), "phi after phi elimination") {
		t.Errorf("phi out of SSA: %v", err)
	}
	phi := f.Blocks[1].Instrs[0]
	f.Blocks[1].Instrs[0] = &Instr{Op: OpCopy, Dst: phi.Dst, Args: phi.Args[1:]}
	f.Blocks[0].Append(&Instr{Op: OpCopy, Dst: phi.Dst, Args: phi.Args[:1]})
	if err := f.Verify(); err != nil {
		t.Errorf("copies defining %%r2 twice out of SSA: %v", err)
	}
	f.OutOfSSA = false
	if err := f.Verify(); err == nil || !strings.Contains(err.Error(), "already defined") {
		t.Errorf("the same function in SSA form: %v", err)
	}

	// Allocated: register fields hold physical registers, copies theirs.
	g := NewFunc("alloc")
	b := g.NewBlock("entry")
	v := g.NewVReg(isa.GPR, 2, "")
	b.Append(NewInstr("MOV_I").SetPhys("rd", 4).SetVal("vb", 1))
	cp := b.Append(&Instr{Op: OpCopy, Dst: Whole(v), Args: []Reg{Whole(v)}, CopyPhys: [2]uint32{0, 4}})
	b.Append(NewInstr("EXIT_X"))
	g.ComputeCFG()
	g.Allocated = true
	if err := g.Verify(); err != nil {
		t.Fatalf("allocated function: %v", err)
	}
	if got := g.FormatInstr(cp); got != "R[0:1] = COPY R[4:5]" {
		t.Errorf("allocated copy prints %q", got)
	}
	cp.CopyPhys[1] = isa.RZ - 1 // a pair starting at R254 runs into RZ
	if err := g.Verify(); err == nil || !strings.Contains(err.Error(), "copy source register 254 is outside the GPR file") {
		t.Errorf("copy into RZ: %v", err)
	}
	cp.CopyPhys[1] = 4
	b.Instrs[0].SetReg("rd", Whole(v))
	if err := g.Verify(); err == nil || !strings.Contains(err.Error(), "field rd is still bound to virtual register 1 after allocation") {
		t.Errorf("virtual register after allocation: %v", err)
	}
}
