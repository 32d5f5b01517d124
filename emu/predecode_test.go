package emu

import (
	"math/rand/v2"
	"strings"
	"testing"

	"gpucc/isa"
	"gpucc/obj"
)

// TestPredecodeInvariants loads random instructions of every form, with the
// register counts their code needs and with fewer GPRs, and checks what the
// issue loop relies on when it reads operands and timing without bounds
// checks (vec, warp.timing): Load rejects an instruction only for the
// reasons it always had, never with one of the internal checks that guard
// those invariants, and every instruction it accepts has its operands
// inside their files and its timing indices inside warp.allT, with the
// quiet-check padding pointing at the never-written last entry.
func TestPredecodeInvariants(t *testing.T) {
	r := rand.New(rand.NewPCG(14, 1))
	forms := isa.Forms()
	loaded, formsLoaded := 0, 0
	for fi := range forms {
		f := &forms[fi]
		before := loaded
		for try := 0; try < 40; try++ {
			// Random field bits, the control bits in the high half's top 16.
			w := isa.Word{r.Uint64()&f.Used[0]&^f.Mask[0] | f.Value[0],
				r.Uint64()&(f.Used[1]|0xffff<<48)&^f.Mask[1] | f.Value[1]}
			in, err := isa.Decode(w)
			if err != nil {
				continue
			}
			insts := []isa.Inst{in}
			exit, err := isa.Assemble("exit.s", "EXIT ;")
			if err != nil {
				t.Fatal(err)
			}
			insts = append(insts, exit...)
			code, err := isa.EncodeProgram(insts)
			if err != nil {
				continue // an encoding exception the decoder accepts
			}
			regs := obj.CountRegisters(insts)
			for _, gprs := range []int{max(regs.GPRs, 1), r.IntN(max(regs.GPRs, 1)) + 1} {
				k := obj.Kernel{Name: "k", Code: code}
				regs.GPRs = gprs
				k.SetRegisters(regs)
				p, err := Load(&k)
				if err != nil {
					if strings.Contains(err.Error(), "internal error") {
						t.Fatalf("%s: %v", in.String(), err)
					}
					continue
				}
				loaded++
				checkPredecoded(t, p, &p.insts[0], in.String())
			}
		}
		if loaded > before {
			formsLoaded++
		} else {
			t.Logf("no instruction of form %s loaded", f.Name)
		}
	}
	// A form whose random instructions all fail (a branch target outside
	// the code, an unimplemented optype) is fine; most must be covered.
	if formsLoaded < len(forms)*9/10 {
		t.Fatalf("instructions of only %d of %d forms loaded", formsLoaded, len(forms))
	}
	t.Logf("%d instructions of %d of %d forms loaded", loaded, formsLoaded, len(forms))
}

func checkPredecoded(t *testing.T, p *Program, in *inst, text string) {
	t.Helper()
	for i, o := range []*operand{&in.a, &in.b, &in.c} {
		var idx, n int
		switch o.kind {
		case oZero:
			if o.off != 0 {
				t.Errorf("%s: operand %d is absent but has offset %d", text, i, o.off)
			}
			continue
		case oGPR:
			idx, n = int(o.reg), p.nGPR
		case oUR:
			idx, n = int(o.reg), 63
		case oConst:
			idx, n = int(o.slot), len(p.consts)
		}
		if idx >= n || o.off != uintptr(idx)*128 {
			t.Errorf("%s: operand %d (kind %d) index %d offset %d, file of %d", text, i, o.kind, idx, o.off, n)
		}
	}
	nT := p.quietIndex() + 1 // len(warp.allT)
	for _, k := range append(append([]uint16(nil), in.timed...), in.writeT...) {
		if int(k) >= nT-1 {
			t.Errorf("%s: timing index %d, registers end at %d", text, k, nT-1)
		}
	}
	if in.manyTimed != (len(in.timed) > 4) {
		t.Errorf("%s: manyTimed %v with %d timed registers", text, in.manyTimed, len(in.timed))
	}
	for i, k := range in.timed4 {
		want := uint16(p.quietIndex())
		if i < len(in.timed) {
			want = in.timed[i]
		}
		if k != uint32(want)*32 { // regTime: a slice header and an int64
			t.Errorf("%s: timed4[%d] = %d, want %d", text, i, k, want)
		}
	}
}
