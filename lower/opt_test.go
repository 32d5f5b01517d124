package lower

import (
	"strings"
	"testing"

	"gpucc/ir"
	"gpucc/isa"
)

// buildCleanupCase builds, by hand:
//
//	entry: MOV r1, 0x5 ; MOV r2, 0x0 ; S2R r3 ; COPY r4 = r3
//	       IADD.X r5, r4, -r1 (not .X: IADD r5, r4, -r1) ; IADD r6, r5, r2
//	       IMAD r7, r6, r6, r1 ; LOP3 r8 = r6 ^ r6 (unused) ; STG [pair], r7 ; EXIT
func buildCleanupCase() (*ir.Func, ir.VReg) {
	f := ir.NewFunc("k")
	b := f.NewBlock("entry")
	r1 := f.NewVReg(isa.GPR, 1, "")
	r2 := f.NewVReg(isa.GPR, 1, "")
	r3 := f.NewVReg(isa.GPR, 1, "")
	r4 := f.NewVReg(isa.GPR, 1, "")
	r5 := f.NewVReg(isa.GPR, 1, "")
	r6 := f.NewVReg(isa.GPR, 1, "")
	r7 := f.NewVReg(isa.GPR, 1, "")
	r8 := f.NewVReg(isa.GPR, 1, "")
	addr := f.NewVReg(isa.GPR, 2, "")
	b.Append(ir.NewInstr("MOV_I").SetReg("rd", ir.Whole(r1)).SetVal("vb", 5))
	b.Append(ir.NewInstr("MOV_I").SetReg("rd", ir.Whole(r2)).SetVal("vb", 0))
	b.Append(ir.NewInstr("S2R_X").SetReg("rd", ir.Whole(r3)).SetMod("sr", "SR_TID_X"))
	b.Append(&ir.Instr{Op: ir.OpCopy, Dst: ir.Whole(r4), Args: []ir.Reg{ir.Whole(r3)}})
	b.Append(ir.NewInstr("IADD_RR").SetReg("rd", ir.Whole(r5)).SetReg("ra", ir.Whole(r4)).SetReg("rb", ir.Whole(r1)).SetVal("rb.neg", 1))
	b.Append(ir.NewInstr("IADD_RR").SetReg("rd", ir.Whole(r6)).SetReg("ra", ir.Whole(r5)).SetReg("rb", ir.Whole(r2)))
	b.Append(ir.NewInstr("IMAD_RRR").SetReg("rd", ir.Whole(r7)).SetReg("ra", ir.Whole(r6)).SetReg("rb", ir.Whole(r6)).SetReg("rc", ir.Whole(r1)))
	b.Append(ir.NewInstr("LOP3_RRR").SetReg("rd", ir.Whole(r8)).SetReg("ra", ir.Whole(r6)).SetReg("rb", ir.Whole(r6)).
		SetPhys("rc", isa.RZ).SetVal("lut", 0x3C).SetPhys("pp", isa.PT))
	b.Append(ir.NewInstr("MOV_C").SetMod("width", "64").SetReg("rd", ir.Whole(addr)).SetVal("vb", 0x160))
	b.Append(ir.NewInstr("STG_R").SetReg("ra", ir.Whole(addr)).SetReg("rb", ir.Whole(r7)))
	b.Append(ir.NewInstr("EXIT_X"))
	f.ComputeCFG()
	return f, r3
}

func TestCleanup(t *testing.T) {
	f, _ := buildCleanupCase()
	if err := f.Verify(); err != nil {
		t.Fatal(err)
	}
	Cleanup(f)
	if err := f.Verify(); err != nil {
		t.Fatalf("after cleanup: %v", err)
	}
	// Expected by hand: the copy is gone (IADD reads the S2R result), the
	// negated constant 5 became the immediate -5, the zero became RZ, the
	// IMAD's SrcC 5 moved to the IMAD_RRI immediate, the unused LOP3 and
	// both MOVs of constants are dead, and the two adds, r5 used once,
	// became one (addchain.go: r3 - 5 + 0, the zero dropped).
	want := []string{
		"S2R %r3, SR_TID.X",
		"IADD %r6, %r3, -0x5",
		"IMAD %r7, %r6, %r6, 0x5",
		"MOV.64 %r9, c[0x0][0x160]",
		"STG [%r9], %r7",
		"EXIT",
	}
	var got []string
	for _, in := range f.Blocks[0].Instrs {
		got = append(got, f.FormatInstr(in))
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("after cleanup:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestCleanupUnderX(t *testing.T) {
	// Under .X the negation flag is a bitwise not: ~5 = 0xFFFFFFFA.
	f := ir.NewFunc("k")
	b := f.NewBlock("entry")
	c := f.NewVReg(isa.GPR, 1, "")
	x := f.NewVReg(isa.GPR, 1, "")
	p := f.NewVReg(isa.GPR, 2, "")
	carry := f.NewVReg(isa.PR, 1, "")
	addr := f.NewVReg(isa.GPR, 2, "")
	b.Append(ir.NewInstr("MOV_I").SetReg("rd", ir.Whole(c)).SetVal("vb", 5))
	b.Append(ir.NewInstr("S2R_X").SetReg("rd", ir.Whole(x)).SetMod("sr", "SR_TID_X"))
	b.Append(ir.NewInstr("IADD_RR").SetMod("ext", "X").SetReg("rd", ir.Part(p, 0)).SetReg("pu", ir.Whole(carry)).
		SetReg("ra", ir.Whole(x)).SetReg("rb", ir.Whole(c)).SetVal("rb.neg", 1).SetPhys("pp", isa.PT).SetVal("pp.not", 0))
	b.Append(ir.NewInstr("IADD_RR").SetMod("ext", "X").SetReg("rd", ir.Part(p, 1)).
		SetPhys("ra", isa.RZ).SetPhys("rb", isa.RZ).SetVal("rb.neg", 1).SetReg("pp", ir.Whole(carry)).SetVal("pp.not", 0))
	b.Append(ir.NewInstr("MOV_C").SetMod("width", "64").SetReg("rd", ir.Whole(addr)).SetVal("vb", 0x160))
	b.Append(ir.NewInstr("STG_R").SetMod("memtype", "64").SetReg("ra", ir.Whole(addr)).SetReg("rb", ir.Whole(p)))
	b.Append(ir.NewInstr("EXIT_X"))
	f.ComputeCFG()
	Cleanup(f)
	if err := f.Verify(); err != nil {
		t.Fatal(err)
	}
	got := f.FormatInstr(f.Blocks[0].Instrs[1])
	if want := "IADD.X %r3.0, %p4, %r2, -0x6, PT"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestCleanupKeepsLoopPhis(t *testing.T) {
	// A loop-carried phi with distinct arguments survives; a phi whose
	// arguments are one register (besides itself) is replaced by it.
	f := ir.NewFunc("k")
	entry, loop, exit := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("exit")
	i0 := f.NewVReg(isa.GPR, 1, "")
	i1 := f.NewVReg(isa.GPR, 1, "")
	i2 := f.NewVReg(isa.GPR, 1, "")
	same := f.NewVReg(isa.GPR, 1, "")
	p := f.NewVReg(isa.PR, 1, "")
	addr := f.NewVReg(isa.GPR, 2, "")
	entry.Append(ir.NewInstr("S2R_X").SetReg("rd", ir.Whole(i0)).SetMod("sr", "SR_TID_X"))
	loop.Append(&ir.Instr{Op: ir.OpPhi, Dst: ir.Whole(i1), Args: []ir.Reg{ir.Whole(i0), ir.Whole(i2)}})
	loop.Append(&ir.Instr{Op: ir.OpPhi, Dst: ir.Whole(same), Args: []ir.Reg{ir.Whole(i0), ir.Whole(same)}})
	loop.Append(ir.NewInstr("IADD_RI").SetReg("rd", ir.Whole(i2)).SetReg("ra", ir.Whole(i1)).SetVal("vb", 1))
	loop.Append(ir.NewInstr("ISETP_RR").SetMod("compop", "LT").SetMod("boolop", "AND").SetReg("pu", ir.Whole(p)).
		SetReg("ra", ir.Whole(i2)).SetReg("rb", ir.Whole(same)).SetPhys("pp", isa.PT))
	br := loop.Append(ir.NewInstr("BRA_I").SetReg("pg", ir.Whole(p)))
	br.Target = loop
	exit.Append(ir.NewInstr("MOV_C").SetMod("width", "64").SetReg("rd", ir.Whole(addr)).SetVal("vb", 0x160))
	exit.Append(ir.NewInstr("STG_R").SetReg("ra", ir.Whole(addr)).SetReg("rb", ir.Whole(i2)))
	exit.Append(ir.NewInstr("EXIT_X"))
	f.ComputeCFG()
	if err := f.Verify(); err != nil {
		t.Fatal(err)
	}
	Cleanup(f)
	if err := f.Verify(); err != nil {
		t.Fatal(err)
	}
	text := f.String()
	if !strings.Contains(text, "%r2 = PHI %r1, %r3") || strings.Contains(text, "%r4 = PHI") ||
		!strings.Contains(text, "ISETP.LT.AND %p5, %r3, %r1, PT") {
		t.Errorf("unexpected result:\n%s", text)
	}
}

// TestCleanupPairLowWordZero: a 32-bit MOV of RZ into a pair's low word
// does not make the pair zero (its high word is 5 here); the 64-bit store
// must keep reading the pair. (A 64-bit udiv of a constant dividend whose
// low word is 0 composed such a pair, and the cleanup replaced it by RZ.)
func TestCleanupPairLowWordZero(t *testing.T) {
	f := ir.NewFunc("k")
	b := f.NewBlock("entry")
	p := f.NewVReg(isa.GPR, 2, "")
	addr := f.NewVReg(isa.GPR, 2, "")
	b.Append(ir.NewInstr("MOV_R").SetReg("rd", ir.Part(p, 0)).SetPhys("rb", isa.RZ))
	b.Append(ir.NewInstr("MOV_I").SetReg("rd", ir.Part(p, 1)).SetVal("vb", 5))
	b.Append(ir.NewInstr("MOV_C").SetMod("width", "64").SetReg("rd", ir.Whole(addr)).SetVal("vb", 0x160))
	st := b.Append(ir.NewInstr("STG_R").SetMod("memtype", "64").SetReg("ra", ir.Whole(addr)).SetReg("rb", ir.Whole(p)))
	b.Append(ir.NewInstr("EXIT_X"))
	f.ComputeCFG()
	Cleanup(f)
	if err := f.Verify(); err != nil {
		t.Fatal(err)
	}
	if got := st.Regs[st.Field("rb")]; got.V != p {
		t.Errorf("the store reads %s, want the pair %%r%d", f.FormatInstr(st), p)
	}
}
