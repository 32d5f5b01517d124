package isa

import (
	"fmt"
	"testing"
)

// TestPropsAgreeWithForms cross-checks every optype's declared properties
// with what its group and operand forms independently say: a property row
// that contradicts the encoding (a memory operand on an optype declared
// without memory access, a target on a non-branch) fails here.
func TestPropsAgreeWithForms(t *testing.T) {
	if len(optypes) != NumOptypes {
		t.Fatalf("NumOptypes = %d, table has %d", NumOptypes, len(optypes))
	}
	for i := range optypes {
		o := &optypes[i]
		op := Optype(i)
		p := op.Props()
		if o.Op != op || op.Info() != o || op.String() != o.Name {
			t.Errorf("%s: Op %d, Info %p, String %q: want index %d", o.Name, o.Op, op.Info(), op.String(), i)
		}
		var memOperand, regIndexed, indirect, target, breg, uniformDef, threadDef bool
		for _, fi := range o.Forms {
			f := &forms[fi]
			if f.Optype != op {
				t.Errorf("%s: form %s has optype %v", o.Name, f.Name, f.Optype)
			}
			for _, x := range f.Operands {
				switch x.Kind {
				case OpMem:
					memOperand = true
				case OpCMemIdx:
					regIndexed = true
				case OpIndirect:
					regIndexed, indirect = true, true
				case OpTarget:
					target = true
				case OpBReg:
					breg = true
				}
			}
			for _, d := range f.Defs {
				switch d.Class {
				case UR, UPR:
					uniformDef = true
				case GPR:
					threadDef = true
				}
			}
		}
		if memOperand && (p.Mem == MemNone || p.Space == SpaceConst) {
			t.Errorf("%s has a [Ra+off] memory operand but declares %v access to %v", o.Name, p.Mem, p.Space)
		}
		if (p.Mem == MemNone) != (p.Space == SpaceNone) {
			t.Errorf("%s: memory access %v with space %v", o.Name, p.Mem, p.Space)
		}
		if inMem := o.Group == "MEM" && o.Name != "MEMBAR"; inMem != (p.Mem != MemNone) {
			t.Errorf("%s (group %s): memory access %v", o.Name, o.Group, p.Mem)
		}
		if p.Mem != MemNone && p.Space != SpaceConst && !memOperand {
			t.Errorf("%s accesses %v memory but has no [Ra+off] operand", o.Name, p.Space)
		}
		if p.Mem == MemLoad && !threadDef && !uniformDef {
			t.Errorf("%s is a load without a result register", o.Name)
		}
		if regIndexed != p.Faults {
			t.Errorf("%s: register-indexed operand %v, but faults %v", o.Name, regIndexed, p.Faults)
		}
		if indirect != (p.IndirectRead || p.IndirectWrite) || p.IndirectRead && p.IndirectWrite {
			t.Errorf("%s: indirect GPR operand %v, but indirect-read %v, indirect-write %v", o.Name, indirect, p.IndirectRead, p.IndirectWrite)
		}
		if target != (p.Branch || p.Call || p.Convergence && !p.WarpSync) {
			t.Errorf("%s: target operand %v, branch %v, call %v, convergence %v", o.Name, target, p.Branch, p.Call, p.Convergence)
		}
		if breg != p.Convergence {
			t.Errorf("%s: convergence barrier register operand %v, but convergence %v", o.Name, breg, p.Convergence)
		}
		if uniformDef != p.Uniform {
			t.Errorf("%s: writes uniform registers %v, but uniform %v", o.Name, uniformDef, p.Uniform)
		}
		if o.Group == "UALU" && !p.Uniform {
			t.Errorf("%s is in the uniform datapath group but not uniform", o.Name)
		}
		if (o.Group == "SYNCOp") != p.Collective {
			t.Errorf("%s (group %s): collective %v", o.Name, o.Group, p.Collective)
		}
		if (o.Group == "BCU") != (p.Barrier || p.BarrierState) {
			t.Errorf("%s (group %s): barrier %v, barrier-state %v", o.Name, o.Group, p.Barrier, p.BarrierState)
		}
		if (o.Group == "SR") != p.SReg {
			t.Errorf("%s (group %s): sreg %v", o.Name, o.Group, p.SReg)
		}
		if (p.Branch || p.Exit || p.Call || p.Return || p.WarpSync || p.Convergence) && o.Group != "CTRL" {
			t.Errorf("%s: control-flow property outside group CTRL (%s)", o.Name, o.Group)
		}
		if p.Terminator() != (p.Branch || p.Exit || p.Return) || p.WritesMemory() != (p.Mem == MemStore || p.Mem == MemAtomic) {
			t.Errorf("%s: derived predicates disagree with the fields", o.Name)
		}
		if p.Commutative || p.ImmFold {
			if p.SideEffects() {
				t.Errorf("%s: commutative/immfold on an optype with side effects", o.Name)
			}
			a, b := "ra", "rb"
			if p.Uniform {
				a, b = "ura", "urb"
			}
			if !hasRegPair(o, a, b) {
				t.Errorf("%s: commutative/immfold but no form reads registers %s and %s", o.Name, a, b)
			}
		}
		if p.ImmFold && !hasImmediateForm(o) {
			t.Errorf("%s: immfold but no form takes an immediate source", o.Name)
		}
	}
}

func hasRegPair(o *OptypeInfo, a, b string) bool {
	for _, fi := range o.Forms {
		f := &forms[fi]
		ia, ib := f.FieldIndex(a), f.FieldIndex(b)
		if ia >= 0 && ib >= 0 && f.Fields[ia].Kind == f.Fields[ib].Kind {
			return true
		}
	}
	return false
}

func hasImmediateForm(o *OptypeInfo) bool {
	for _, fi := range o.Forms {
		for _, fl := range forms[fi].Fields {
			if (fl.Name == "vb" || fl.Name == "vc") && (fl.Kind == KindSImm || fl.Kind == KindUImm) {
				return true
			}
		}
	}
	return false
}

// TestPropsOfKnownOptypes pins the properties the spec's prose gives a few
// optypes, so that a row edited by mistake is caught even where the forms
// cannot tell (direction of access, waits, exit).
func TestPropsOfKnownOptypes(t *testing.T) {
	cases := []struct {
		op   Optype
		want Props
	}{
		{OpLDG, Props{Mem: MemLoad, Space: SpaceGlobal}},
		{OpSTS, Props{Mem: MemStore, Space: SpaceShared}},
		{OpSTL, Props{Mem: MemStore, Space: SpaceLocal}},
		{OpRED, Props{Mem: MemAtomic, Space: SpaceGlobal}},
		{OpATOMS, Props{Mem: MemAtomic, Space: SpaceShared}},
		{OpLDC, Props{Mem: MemLoad, Space: SpaceConst, Faults: true}},
		{OpBAR, Props{Barrier: true}},
		{OpBSYNC, Props{WarpSync: true, Convergence: true}},
		{OpWARPSYNC, Props{WarpSync: true}},
		{OpEXIT, Props{Exit: true}},
		{OpBRA, Props{Branch: true}},
		{OpMEMBAR, Props{MemBar: true}},
		{OpIADD, Props{Commutative: true, ImmFold: true}},
		{OpLEA, Props{}},
		{OpGETGPR, Props{Faults: true, IndirectRead: true}},
		{OpSETGPR, Props{Faults: true, IndirectWrite: true}},
		{OpNOP, Props{}},
	}
	for _, c := range cases {
		if got := *c.op.Props(); got != c.want {
			t.Errorf("%v: props %+v, want %+v", c.op, got, c.want)
		}
	}
	for _, op := range []Optype{OpIADD, OpLEA, OpMOV, OpS2R, OpR2UR, OpNOP} {
		if op.Props().SideEffects() {
			t.Errorf("%v has side effects", op)
		}
	}
	for _, op := range []Optype{OpLDG, OpLDC, OpULDC, OpSHFL, OpGETGPR, OpBSSY, OpB2R, OpMEMBAR} {
		if !op.Props().SideEffects() {
			t.Errorf("%v has no side effects", op)
		}
	}
}

func TestPropsStrings(t *testing.T) {
	if s := OpIMAD_WIDE.String(); s != "IMAD_WIDE" {
		t.Errorf("OpIMAD_WIDE.String() = %q", s)
	}
	if s := Optype(200).String(); NumOptypes < 200 && s != "Optype(200)" {
		t.Errorf("out-of-range optype prints %q", s)
	}
	if s := fmt.Sprint(MemAtomic, " ", SpaceShared); s != "atomic shared" {
		t.Errorf("access and space print %q", s)
	}
}
