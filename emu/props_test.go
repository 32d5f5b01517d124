package emu

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"gpucc/isa"
)

// TestBuildEveryOptype loads one instruction of every form of every optype
// of the machine description: the emulator must implement each (the build
// switch over isa.Optype has no fallback that works), and what it derives
// from the optype's properties (uniform datapath, memory space and
// direction) must agree with them.
func TestBuildEveryOptype(t *testing.T) {
	for i := range isa.Forms() {
		fm := &isa.Forms()[i]
		op := fm.Optype
		insts := []isa.Inst{isa.NewInst(fm), isa.NewInst(isa.FormByName("EXIT_X"))}
		ConservativeControl(insts)
		p, err := LoadInsts("k", insts, 64, 64)
		if err != nil {
			t.Errorf("%s: %v", fm.Name, err)
			continue
		}
		in := &p.insts[0]
		if in.fn == nil && in.flow == flowNext {
			t.Errorf("%s: no semantics", fm.Name)
		}
		if in.uniform != op.Props().Uniform {
			t.Errorf("%s: emulator uniform %v, property uniform %v", fm.Name, in.uniform, op.Props().Uniform)
		}
		pr := op.Props()
		if pr.Mem != isa.MemNone && pr.Space != isa.SpaceConst || op == isa.OpLDC {
			want := map[isa.MemSpace]space{isa.SpaceGlobal: spGlobal, isa.SpaceShared: spShared, isa.SpaceLocal: spLocal, isa.SpaceConst: spConst, isa.SpaceGeneric: spGeneric}[pr.Space]
			if space(in.mode) != want {
				t.Errorf("%s: space %v, want %v (%v)", fm.Name, space(in.mode), want, pr.Space)
			}
			fn := reflect.ValueOf(in.fn).Pointer()
			isStore := fn == reflect.ValueOf(execStore).Pointer() || fn == reflect.ValueOf(execSTL).Pointer() || fn == reflect.ValueOf(execST).Pointer()
			if isStore != (pr.Mem == isa.MemStore) {
				t.Errorf("%s: executes as a store %v, declared %v", fm.Name, isStore, pr.Mem)
			}
		}
	}
}

// TestCommutativeOptypes checks the commutative property against the
// emulator's semantics: for every form of a commutative optype that reads
// two registers ra and rb (ura and urb), under every value of each of its
// modifiers, exchanging the two source values changes no result register
// or predicate.
func TestCommutativeOptypes(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	checked := map[isa.Optype]bool{}
	for i := range isa.Forms() {
		fm := &isa.Forms()[i]
		op := fm.Optype
		if !op.Props().Commutative {
			continue
		}
		prefix := "r"
		if op.Props().Uniform {
			prefix = "ur"
		}
		ka, kb := fm.FieldIndex(prefix+"a"), fm.FieldIndex(prefix+"b")
		if ka < 0 || kb < 0 || fm.Fields[kb].Kind != fm.Fields[ka].Kind {
			continue
		}
		base := isa.NewInst(fm)
		setRegs(&base)
		variants := []isa.Inst{base}
		for k, fl := range fm.Fields {
			if fl.Kind != isa.KindEnum || fl.Fixed || strings.Contains(fl.Name, ".") {
				continue
			}
			for _, v := range isa.Enums()[fl.Enum].Values {
				x := base
				x.Vals[k] = v
				if x.Validate() == nil {
					variants = append(variants, x)
				}
			}
		}
		for _, x := range variants {
			for trial := 0; trial < 4; trial++ {
				// Immediate modifiers (LEA's shift amount) take random
				// values; the sources' immediates vb/vc are absent in
				// two-register forms.
				for k, fl := range fm.Fields {
					if (fl.Kind == isa.KindUImm || fl.Kind == isa.KindSImm) && !fl.Fixed && fl.Name != "vb" && fl.Name != "vc" {
						x.Vals[k] = rng.Uint32() & (1<<fl.Width - 1)
					}
				}
				a, b, c := rng.Uint64(), rng.Uint64(), rng.Uint64()
				if trial == 0 {
					a, b = 0xFFFFFFFF_80000000, 0x00000001_7FFFFFFF
				}
				r1 := runOne(t, x, a, b, c)
				r2 := runOne(t, x, b, a, c)
				if r1 != r2 {
					t.Errorf("%s: ra=%#x rb=%#x gives %v, exchanged %v", x.String(), a, b, r1, r2)
				}
			}
		}
		checked[op] = true
	}
	for _, o := range isa.Optypes() {
		if o.Props.Commutative && !checked[o.Op] {
			t.Errorf("%s is commutative but no form of it reads two registers", o.Name)
		}
	}
}

// setRegs points the instruction's register operands at fixed registers:
// sources a, b, c at 2, 4, 6 (pairs 2:3, 4:5, 6:7), results at 8 (8:9).
func setRegs(x *isa.Inst) {
	for k, fl := range x.Form.Fields {
		switch fl.Name {
		case "ra", "ura":
			x.Vals[k] = 2
		case "rb", "urb":
			x.Vals[k] = 4
		case "rc", "urc":
			x.Vals[k] = 6
		case "rd", "urd":
			x.Vals[k] = 8
		case "pu", "upu":
			x.Vals[k] = 1
		case "pv", "upv":
			x.Vals[k] = 2
		case "pp", "upp", "pq", "upq":
			x.Vals[k] = isa.PT // an input predicate that lets the result through
		}
	}
}

// opResult is what one instruction left in the result registers.
type opResult struct {
	r  [2]uint32
	ur [2]uint32
	p  uint32
	up uint8
}

// runOne runs x with a, b, c in the (uniform) register pairs 2, 4, 6 and
// returns the result registers and predicates of lane 0.
func runOne(t *testing.T, x isa.Inst, a, b, c uint64) opResult {
	t.Helper()
	var pre []isa.Inst
	for i, v := range []uint64{a, b, c} {
		for h := 0; h < 2; h++ {
			mov := isa.NewInst(isa.FormByName("MOV_I"))
			mov.Vals[mov.Form.FieldIndex("rd")] = uint32(2 + 2*i + h)
			mov.Vals[mov.Form.FieldIndex("vb")] = uint32(v >> (32 * h))
			umov := isa.NewInst(isa.FormByName("UMOV_I"))
			umov.Vals[umov.Form.FieldIndex("urd")] = uint32(2 + 2*i + h)
			umov.Vals[umov.Form.FieldIndex("vb")] = uint32(v >> (32 * h))
			pre = append(pre, mov, umov)
		}
	}
	insts := append(pre, x, isa.NewInst(isa.FormByName("EXIT_X")))
	ConservativeControl(insts)
	p, err := LoadInsts("k", insts, 0, 0)
	if err != nil {
		t.Fatalf("%s: %v", x.String(), err)
	}
	rx, err := NewDevice(Options{}).launch(p, Config{Grid: launchDim(1), Block: launchDim(1)})
	if err != nil {
		t.Fatalf("%s: %v", x.String(), err)
	}
	w := rx.cta.warps[0]
	var out opResult
	for h := 0; h < 2; h++ {
		if (8+h)*32 < len(w.r) {
			out.r[h] = w.r[8+h][0]
		}
		if 8+h < len(w.ur) {
			out.ur[h] = w.ur[8+h]
		}
	}
	for k := 0; k < isa.NumPred; k++ {
		out.p |= (w.p[k] & 1) << k
	}
	out.up = w.up
	return out
}
