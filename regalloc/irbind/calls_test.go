package irbind

import (
	"fmt"
	"strings"
	"testing"

	"gpucc/ir"
	"gpucc/isa"
	"gpucc/obj"
)

// buildCallKernel builds a kernel that computes n values from the thread
// index and a predicate, calls a subroutine (CALL with the calling
// convention's implicit operands: it reads R1 and R2 and may change R0,
// R2..R17 and P0..P6), and uses every value and the predicate after the
// call.
func buildCallKernel(n int) (*ir.Func, *ir.Func) {
	sub := ir.NewFunc("helper")
	sub.Subroutine = true
	sub.NewBlock("entry").Append(ir.NewInstr("RET_R").SetPhys("rb", obj.CallReturnAddr))
	f := ir.NewFunc("caller")
	f.Subs = []*ir.Func{sub}
	entry := f.NewBlock("entry")
	gpr := func() ir.VReg { return f.NewVReg(isa.GPR, 1, "") }
	tid := gpr()
	entry.Append(ir.NewInstr("S2R_X").SetReg("rd", ir.Whole(tid)).SetMod("sr", "SR_TID.X"))
	var vals []ir.VReg
	for k := 0; k < n; k++ {
		v := gpr()
		entry.Append(ir.NewInstr("IADD_RI").SetReg("rd", ir.Whole(v)).SetReg("ra", ir.Whole(tid)).SetVal("vb", uint32(k+1)))
		vals = append(vals, v)
	}
	p := f.NewVReg(isa.PR, 1, "")
	entry.Append(ir.NewInstr("ISETP_RI").SetMod("compop", "LT").SetMod("boolop", "AND").SetMod("itype", "U32").
		SetReg("pu", ir.Whole(p)).SetReg("ra", ir.Whole(tid)).SetVal("vb", 7).SetPhys("pp", isa.PT))
	entry.Append(ir.NewInstr("MOV_R").SetPhys("rd", obj.CallArg0).SetReg("rb", ir.Whole(tid)))
	call := entry.Append(ir.NewInstr("CALL_I").SetPhys("rd", obj.CallReturnAddr))
	call.Callee = sub
	clobbers := []ir.PhysReg{{Class: isa.GPR, N: obj.CallReturnAddr, Count: 1}}
	for r := uint32(2); r < obj.CallSaved0; r++ {
		clobbers = append(clobbers, ir.PhysReg{Class: isa.GPR, N: r, Count: 1})
	}
	for q := uint32(0); q < isa.NumPred; q++ {
		clobbers = append(clobbers, ir.PhysReg{Class: isa.PR, N: q, Count: 1})
	}
	call.Implicit = &ir.Implicit{Uses: []ir.PhysReg{{Class: isa.GPR, N: obj.CallStackPtr, Count: 1}, {Class: isa.GPR, N: obj.CallArg0, Count: 1}}, Defs: clobbers}
	acc := vals[0]
	for _, v := range vals[1:] {
		s := gpr()
		entry.Append(ir.NewInstr("IADD_RR").SetReg("rd", ir.Whole(s)).SetReg("ra", ir.Whole(acc)).SetReg("rb", ir.Whole(v)))
		acc = s
	}
	sel := gpr()
	in := ir.NewInstr("SEL_RR").SetReg("rd", ir.Whole(sel)).SetReg("ra", ir.Whole(acc)).SetReg("rb", ir.Whole(tid))
	in.SetReg("pp", ir.Whole(p))
	entry.Append(in)
	entry.Append(ir.NewInstr("EXIT_X"))
	f.ComputeCFG()
	return f, sub
}

// TestValuesLiveAcrossCallAvoidCallerSaved: after allocation, every register
// read after the CALL that was not written after it (so it carries a value
// from before the call) is outside the caller-saved set R0, R2..R17 and
// P0..P6: values live across a call sit in callee-saved registers
// (R18..R31), registers no subroutine writes (R32 and up), or are spilled
// and reloaded after the call. Checked with the whole register file and
// under a 24-register cap that forces spilling.
func TestValuesLiveAcrossCallAvoidCallerSaved(t *testing.T) {
	for _, maxGPRs := range []int{0, 24} {
		t.Run(fmt.Sprint("max-gprs=", maxGPRs), func(t *testing.T) {
			f, _ := buildCallKernel(40)
			if err := EliminatePhis(f); err != nil {
				t.Fatal(err)
			}
			st, err := Allocate(f, Options{MaxGPRs: maxGPRs})
			if err != nil {
				t.Fatal(err)
			}
			if maxGPRs > 0 && st.SpilledVRegs == 0 {
				t.Errorf("nothing spilled under a cap of %d registers", maxGPRs)
			}
			b := f.Blocks[0]
			at := -1
			for i, in := range b.Instrs {
				if in.IsCall() {
					at = i
				}
			}
			if at < 0 {
				t.Fatal("no CALL")
			}
			written := map[[2]uint32]bool{} // class, register written after the call
			reads := 0
			for _, in := range b.Instrs[at+1:] {
				for _, u := range in.Uses() {
					for k := uint32(0); k < uint32(max(u.Count, 1)); k++ {
						r := u.Phys + k
						if u.Class == isa.GPR && r == isa.RZ || u.Class == isa.PR && r == isa.PT || u.Class != isa.GPR && u.Class != isa.PR {
							continue
						}
						if written[[2]uint32{uint32(u.Class), r}] {
							continue
						}
						reads++
						callerSaved := u.Class == isa.PR || r == obj.CallReturnAddr || r >= 2 && r < obj.CallSaved0
						if callerSaved {
							t.Errorf("`%s` reads %v %d, which the call clobbers, for a value from before the call", f.FormatInstr(in), u.Class, r)
						}
					}
				}
				for _, d := range in.Defs() {
					for k := uint32(0); k < uint32(max(d.Count, 1)); k++ {
						written[[2]uint32{uint32(d.Class), d.Phys + k}] = true
					}
				}
			}
			if reads == 0 {
				t.Error("no value from before the call is read after it")
			}
		})
	}
}

// TestArgumentMovesCoalesce: the argument moves selection writes (MOV R2,
// %v before the CALL, MOV %w, R2 for the result after it) are copies the
// allocator coalesces with the convention's registers. A value computed
// only to be passed is computed straight into R2, the result is used
// straight from R2, and no MOV is left in the block: each would move a
// register to itself. A guarded MOV is not a copy and stays.
func TestArgumentMovesCoalesce(t *testing.T) {
	sub := ir.NewFunc("helper")
	sub.Subroutine = true
	sub.NewBlock("entry").Append(ir.NewInstr("RET_R").SetPhys("rb", obj.CallReturnAddr))
	f := ir.NewFunc("caller")
	f.Subs = []*ir.Func{sub}
	entry := f.NewBlock("entry")
	gpr := func() ir.VReg { return f.NewVReg(isa.GPR, 1, "") }
	tid, arg, res, out := gpr(), gpr(), gpr(), gpr()
	entry.Append(ir.NewInstr("S2R_X").SetReg("rd", ir.Whole(tid)).SetMod("sr", "SR_TID.X"))
	entry.Append(ir.NewInstr("IADD_RI").SetReg("rd", ir.Whole(arg)).SetReg("ra", ir.Whole(tid)).SetVal("vb", 5))
	entry.Append(ir.NewInstr("MOV_R").SetPhys("rd", obj.CallArg0).SetReg("rb", ir.Whole(arg)))
	call := entry.Append(ir.NewInstr("CALL_I").SetPhys("rd", obj.CallReturnAddr))
	call.Callee = sub
	clobbers := []ir.PhysReg{{Class: isa.GPR, N: obj.CallReturnAddr, Count: 1}}
	for r := uint32(2); r < obj.CallSaved0; r++ {
		clobbers = append(clobbers, ir.PhysReg{Class: isa.GPR, N: r, Count: 1})
	}
	call.Implicit = &ir.Implicit{Uses: []ir.PhysReg{{Class: isa.GPR, N: obj.CallStackPtr, Count: 1}, {Class: isa.GPR, N: obj.CallArg0, Count: 1}}, Defs: clobbers}
	entry.Append(ir.NewInstr("MOV_R").SetReg("rd", ir.Whole(res)).SetPhys("rb", obj.CallArg0))
	entry.Append(ir.NewInstr("IADD_RI").SetReg("rd", ir.Whole(out)).SetReg("ra", ir.Whole(res)).SetVal("vb", 1))
	guarded := ir.NewInstr("MOV_R").SetReg("rd", ir.Whole(out)).SetReg("rb", ir.Whole(res)).SetPhys("pg", 0)
	entry.Append(guarded)
	entry.Append(ir.NewInstr("STG_R").SetMod("memtype", "32").SetPhys("ra", isa.RZ).SetReg("rb", ir.Whole(out)))
	entry.Append(ir.NewInstr("EXIT_X"))
	f.ComputeCFG()
	if err := EliminatePhis(f); err != nil {
		t.Fatal(err)
	}
	if _, err := Allocate(f, Options{}); err != nil {
		t.Fatal(err)
	}
	if err := ExpandCopies(f); err != nil {
		t.Fatal(err)
	}
	var text []string
	movs, guardedMovs := 0, 0
	for _, in := range f.Blocks[0].Instrs {
		text = append(text, f.FormatInstr(in))
		if in.Op == ir.OpMachine && in.Inst.Form.Name == "MOV_R" {
			if in.Guarded() {
				guardedMovs++
			} else {
				movs++
			}
		}
	}
	listing := strings.Join(text, "\n")
	if movs != 0 || guardedMovs != 1 {
		t.Errorf("%d unguarded and %d guarded MOVs, want 0 and 1:\n%s", movs, guardedMovs, listing)
	}
	if !strings.Contains(listing, "IADD R2, ") {
		t.Errorf("the argument is not computed into R2:\n%s", listing)
	}
	if !strings.Contains(listing, ", R2, 0x1") {
		t.Errorf("the result is not read from R2:\n%s", listing)
	}
}
