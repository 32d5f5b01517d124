package irbind

import (
	"encoding/binary"
	"testing"

	"gpucc/emit"
	"gpucc/emu"
	"gpucc/ir"
	"gpucc/isa"
	"gpucc/launch"
	"gpucc/obj"
	"gpucc/sched"
)

// buildSwapLoop builds a kernel whose loop carries values through phis that
// read each other (a swap and a Fibonacci step), so that phi elimination
// must not serialize the copies naively:
//
//	x, y, a, b, i = 1, 2, 0, 1, 0
//	loop: i1, t = i+1, a+b; if i1 < tid { x, y, a, b, i = y, x, b, t, i1; goto loop }
//	out[tid] = b + 16*y + 256*x  (plus extra live values when pressure is set)
func buildSwapLoop(pressure int) *ir.Func {
	f := ir.NewFunc("swaploop")
	f.Params = []obj.Param{{Name: "out", Offset: 0x160, Size: 8, Align: 8, Pointer: true}}
	f.ParamBytes = 8
	entry, loop, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	gpr := func() ir.VReg { return f.NewVReg(isa.GPR, 1, "") }
	movi := func(b *ir.Block, v uint32) ir.VReg {
		r := gpr()
		b.Append(ir.NewInstr("MOV_I").SetReg("rd", ir.Whole(r)).SetVal("vb", v))
		return r
	}
	add := func(b *ir.Block, x, y ir.VReg) ir.VReg {
		r := gpr()
		b.Append(ir.NewInstr("IADD_RR").SetReg("rd", ir.Whole(r)).SetReg("ra", ir.Whole(x)).SetReg("rb", ir.Whole(y)))
		return r
	}
	tid := gpr()
	entry.Append(ir.NewInstr("S2R_X").SetReg("rd", ir.Whole(tid)).SetMod("sr", "SR_TID.X"))
	x0, y0, a0, b0, i0 := movi(entry, 1), movi(entry, 2), movi(entry, 0), movi(entry, 1), movi(entry, 0)
	// Extra values live across the loop raise the register pressure.
	var extra []ir.VReg
	for k := 0; k < pressure; k++ {
		extra = append(extra, add(entry, tid, movi(entry, uint32(k+1))))
	}
	x, y, a, b, i := gpr(), gpr(), gpr(), gpr(), gpr()
	one := movi(loop, 1)
	i1 := add(loop, i, one)
	t := add(loop, a, b)
	p := f.NewVReg(isa.PR, 1, "")
	loop.Append(ir.NewInstr("ISETP_RR").SetMod("compop", "LT").SetMod("boolop", "AND").SetMod("itype", "U32").
		SetReg("pu", ir.Whole(p)).SetReg("ra", ir.Whole(i1)).SetReg("rb", ir.Whole(tid)).SetPhys("pp", isa.PT))
	br := loop.Append(ir.NewInstr("BRA_I").SetReg("pg", ir.Whole(p)))
	br.Target = loop
	phis := []*ir.Instr{
		{Op: ir.OpPhi, Dst: ir.Whole(x), Args: []ir.Reg{ir.Whole(x0), ir.Whole(y)}},
		{Op: ir.OpPhi, Dst: ir.Whole(y), Args: []ir.Reg{ir.Whole(y0), ir.Whole(x)}},
		{Op: ir.OpPhi, Dst: ir.Whole(a), Args: []ir.Reg{ir.Whole(a0), ir.Whole(b)}},
		{Op: ir.OpPhi, Dst: ir.Whole(b), Args: []ir.Reg{ir.Whole(b0), ir.Whole(t)}},
		{Op: ir.OpPhi, Dst: ir.Whole(i), Args: []ir.Reg{ir.Whole(i0), ir.Whole(i1)}},
	}
	loop.Instrs = append(phis, loop.Instrs...)
	// Exit: result = b + 16*y + 256*x from the last iteration's phis, plus the extras.
	sum := add(exit, b, movi(exit, 0))
	x16 := gpr()
	exit.Append(ir.NewInstr("IMAD_RIR").SetReg("rd", ir.Whole(x16)).SetReg("ra", ir.Whole(y)).SetVal("vb", 16).SetReg("rc", ir.Whole(sum)))
	x256 := gpr()
	exit.Append(ir.NewInstr("IMAD_RIR").SetReg("rd", ir.Whole(x256)).SetReg("ra", ir.Whole(x)).SetVal("vb", 256).SetReg("rc", ir.Whole(x16)))
	res := x256
	for _, e := range extra {
		res = add(exit, res, e)
	}
	addr := f.NewVReg(isa.GPR, 2, "addr")
	exit.Append(ir.NewInstr("IMAD_WIDE_RRC").SetMod("itype", "U32").SetReg("rd", ir.Whole(addr)).SetReg("ra", ir.Whole(tid)).
		SetReg("rb", ir.Whole(movi(exit, 4))).SetVal("vc", 0x160))
	exit.Append(ir.NewInstr("STG_R").SetReg("ra", ir.Whole(addr)).SetReg("rb", ir.Whole(res)))
	exit.Append(ir.NewInstr("EXIT_X"))
	f.ComputeCFG()
	return f
}

// expected computes what thread tid stores, directly from the loop's meaning.
func expected(tid uint32, pressure int) uint32 {
	x, y, a, b, i := uint32(1), uint32(2), uint32(0), uint32(1), uint32(0)
	for {
		i1, t := i+1, a+b
		if !(i1 < tid) {
			break
		}
		x, y, a, b, i = y, x, b, t, i1
	}
	r := b + 16*y + 256*x
	for k := 0; k < pressure; k++ {
		r += tid + uint32(k+1)
	}
	return r
}

func TestAllocateAndRun(t *testing.T) {
	for _, c := range []struct {
		name     string
		pressure int
		maxGPRs  int
	}{
		{"no pressure", 0, 0},
		{"pressure", 12, 0},
		{"pressure capped at 8 GPRs", 12, 8},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := buildSwapLoop(c.pressure)
			if err := f.Verify(); err != nil {
				t.Fatal(err)
			}
			if _, err := Allocate(f, Options{}); err == nil {
				t.Fatal("Allocate accepted a function in SSA form")
			}
			if err := EliminatePhis(f); err != nil {
				t.Fatal(err)
			}
			if err := f.Verify(); err != nil {
				t.Fatalf("after phi elimination: %v", err)
			}
			st, err := Allocate(f, Options{MaxGPRs: c.maxGPRs})
			if err != nil {
				t.Fatal(err)
			}
			if err := f.Verify(); err != nil {
				t.Fatalf("after allocation: %v", err)
			}
			if err := ExpandCopies(f); err != nil {
				t.Fatal(err)
			}
			if err := f.Verify(); err != nil {
				t.Fatalf("after copy expansion: %v", err)
			}
			for _, b := range f.Blocks {
				for _, in := range b.Instrs {
					if in.Op != ir.OpMachine {
						t.Fatalf("pseudo-instruction left: %s", f.FormatInstr(in))
					}
				}
			}
			if c.maxGPRs > 0 && st.SpilledVRegs == 0 {
				t.Errorf("no value spilled under a cap of %d GPRs", c.maxGPRs)
			}
			if c.maxGPRs > 0 && st.GPRs > c.maxGPRs {
				t.Errorf("uses %d GPRs under a cap of %d", st.GPRs, c.maxGPRs)
			}
			emit.RemoveFallthroughBranches(f)
			if err := sched.Schedule(f, sched.Options{Reorder: true}); err != nil {
				t.Fatal(err)
			}
			k, _, err := emit.KernelFromFunc(f)
			if err != nil {
				t.Fatal(err)
			}
			p, err := emu.Load(k)
			if err != nil {
				t.Fatal(err)
			}
			const threads = 64
			l := launch.Launch{Kernel: "swaploop", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: threads, Y: 1, Z: 1},
				Args: []launch.Arg{{Kind: launch.Buffer, Name: "out", Data: make([]byte, 4*threads), Elem: "u32"}}}
			res, _, err := emu.Run(p, l, emu.Options{Stress: true, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			for tid := uint32(0); tid < threads; tid++ {
				got := binary.LittleEndian.Uint32(res.Buffers[0][4*tid:])
				if want := expected(tid, c.pressure); got != want {
					t.Fatalf("thread %d stored %#x, want %#x", tid, got, want)
				}
			}
		})
	}
}
