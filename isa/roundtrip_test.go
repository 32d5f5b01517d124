package isa

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// randomInst fills every field of form f with a random legal value: enum
// fields with defined values, wide registers aligned, immediates with random
// bits, and random control bits.
func randomInst(r *rand.Rand, f *Form) (Inst, bool) {
	in := NewInst(f)
	for i, fl := range f.Fields {
		if fl.Fixed {
			continue
		}
		switch fl.Kind {
		case KindEnum:
			e := &enums[fl.Enum]
			in.Vals[i] = e.Values[r.IntN(len(e.Values))]
		default:
			in.Vals[i] = uint32(r.Uint64() & (1<<fl.Width - 1))
		}
	}
	// Registers: pick zero now and then, align wide groups.
	for _, refs := range [][]RegRef{f.Uses, f.Defs} {
		for _, ref := range refs {
			i := int(ref.Field)
			n := uint32(in.RegCount(i))
			switch ref.Class {
			case GPR:
				if r.IntN(8) == 0 {
					in.Vals[i] = RZ
				} else {
					in.Vals[i] = uint32(r.IntN(int(RZ/n))) * n
				}
			case UR:
				if r.IntN(8) == 0 {
					in.Vals[i] = URZ
				} else {
					in.Vals[i] = uint32(r.IntN(int(URZ/n))) * n
				}
			}
		}
	}
	for i, fl := range f.Fields {
		if fl.Kind == KindBReg {
			in.Vals[i] %= NumBReg
		}
	}
	in.Ctrl = Control{Stall: uint8(r.IntN(16)), Yield: r.IntN(2) == 0, WSB: uint8(r.IntN(NumScoreboards)), Req: uint8(r.IntN(1 << NumScoreboards))}
	if r.IntN(3) == 0 {
		in.Ctrl.WSB = NoScoreboard
	}
	if in.Validate() != nil {
		return in, false // an encoding exception (MOV_I.64, RED.CAS)
	}
	return in, true
}

// TestRoundTripRandom checks encode -> decode -> print -> parse -> encode
// is the identity for random instructions of every form.
func TestRoundTripRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const perForm = 40
	total := 0
	for fi := range forms {
		f := &forms[fi]
		for k := 0; k < perForm; k++ {
			in, ok := randomInst(r, f)
			if !ok {
				continue
			}
			total++
			w, err := in.Encode()
			if err != nil {
				t.Fatalf("%s: encode %v: %v", f.Name, in.Vals, err)
			}
			d, err := Decode(w)
			if err != nil {
				t.Fatalf("%s: decode of %x: %v", f.Name, w, err)
			}
			if d != in {
				t.Fatalf("%s: decode(encode(x)) != x:\n got %+v\nwant %+v", f.Name, d, in)
			}
			text := d.String()
			p, err := ParseInst(text)
			if err != nil {
				t.Fatalf("%s: %q does not parse: %v", f.Name, text, err)
			}
			w2, err := p.Encode()
			if err != nil || w2 != w {
				t.Fatalf("%s: %q re-encodes to %x (err %v), want %x", f.Name, text, w2, err, w)
			}
		}
	}
	if total < 5000 {
		t.Errorf("only %d instructions checked", total)
	}
	t.Logf("%d random instructions round-tripped over %d forms", total, len(forms))
}

// TestDecodeRejects checks words that must not decode.
func TestDecodeRejects(t *testing.T) {
	iadd := FormByName("IADD_RR")
	good, err := func() (Word, error) { in := NewInst(iadd); return in.Encode() }()
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		w    Word
	}{
		{"all zero (optype 0)", Word{}},
		{"unknown optype 0xFF", Word{0xff, 0}},
		{"IADD with stype X", Word{good[0] &^ 0xf00, good[1]}},
		{"undefined low bit 56", Word{good[0] | 1<<56, good[1]}},
		{"undefined high bit 110", Word{good[0], good[1] | 1<<(110-64)}},
		{"reserved control bit 127", Word{good[0], good[1] | 1<<63}},
		{"write scoreboard 6", func() Word { w := good; w.SetBits(117, 3, 6); return w }()},
	}
	for _, c := range cases {
		if _, err := Decode(c.w); err == nil {
			t.Errorf("%s: %x decoded without error", c.name, c.w)
		}
	}
	// A 64-bit operand at an odd register.
	wide := NewInst(FormByName("IMAD_WIDE_RRR"))
	wide.Vals[wide.Form.FieldIndex("rd")] = 3
	if _, err := wide.Encode(); err == nil {
		t.Error("IMAD.WIDE with rd = R3 encoded without error")
	}
	// MOV_I.64 is an encoding exception.
	mov := NewInst(FormByName("MOV_I"))
	mov.Vals[mov.Form.FieldIndex("width")] = 1
	if _, err := mov.Encode(); err == nil {
		t.Error("MOV.64 with an immediate encoded without error")
	}
}

// FuzzDecode checks that any word either fails to decode or survives
// decode -> encode and decode -> print -> parse unchanged.
func FuzzDecode(f *testing.F) {
	for _, s := range []string{"IADD R0, R1, R2", "LDG.64 R[4:5], [R[2:3]+0x10]", "@!P0 BRA -0x40", "ISETP.GT.OR.X P0, R5, 0x0, PT, P0"} {
		in, err := ParseInst(s)
		if err != nil {
			f.Fatal(err)
		}
		w, _ := in.Encode()
		f.Add(w[0], w[1])
	}
	f.Fuzz(func(t *testing.T, lo, hi uint64) {
		w := Word{lo, hi}
		in, err := Decode(w)
		if err != nil {
			return
		}
		w2, err := in.Encode()
		if err != nil || w2 != w {
			t.Fatalf("decode/encode of %x gives %x, %v", w, w2, err)
		}
		p, err := ParseInst(in.String())
		if err != nil {
			t.Fatalf("%q does not parse: %v", in.String(), err)
		}
		if w3, err := p.Encode(); err != nil || w3 != w {
			t.Fatalf("%q re-encodes to %x, want %x (%v)", in.String(), w3, w, err)
		}
	})
}

// FuzzParseInst checks that the assembler never panics and that whatever it
// accepts prints to text that assembles to the same word.
func FuzzParseInst(f *testing.F) {
	for _, s := range []string{"IADD R0, R1, R2", "IMAD.HI.X.U32 R1, R2, 0x114514, R5, P0", "LDC R0, c[0x0][R2+0x160]",
		"GETGPR R1, R[UR2+0x1]", "R2P PR, R7.B1, 0xFF", "S2R R0, SR_TID.X $sched=4.Y $wsb=SB2", "BAR.RED.POPC 0x0, 0x40, PT"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		in, err := ParseInst(s)
		if err != nil {
			return
		}
		w, err := in.Encode()
		if err != nil {
			t.Fatalf("%q parsed but does not encode: %v", s, err)
		}
		p, err := ParseInst(in.String())
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", s, in.String(), err)
		}
		if w2, _ := p.Encode(); w2 != w {
			t.Fatalf("%q printed as %q, which encodes differently", s, in.String())
		}
	})
}

// TestAssembleLabels checks label resolution and its errors.
func TestAssembleLabels(t *testing.T) {
	insts, err := Assemble("t.s", "top:\n  IADD R0, R0, 0x1 ;\n  @P0 BRA top ;\n  BRA end ;\n  NOP ;\nend: EXIT ;\n")
	if err != nil {
		t.Fatal(err)
	}
	// BRA top at index 1: target 0, next 2 -> -0x20; BRA end at 2: target 4, next 3 -> +0x10.
	if off, _ := insts[1].BranchOffset(); off != -0x20 {
		t.Errorf("BRA top offset %d, want -32", off)
	}
	if off, _ := insts[2].BranchOffset(); off != 0x10 {
		t.Errorf("BRA end offset %d, want 16", off)
	}
	for src, want := range map[string]string{
		"BRA nowhere ;":          "t.s:1:5: undefined label nowhere",
		"a: NOP ;\na: NOP ;":     "t.s:2:1: label a defined twice",
		"NOP ;\n  IADD R0, R1 ;": "t.s:2:3: no form of IADD",
		"FOO R1 ;":               "t.s:1:1: unknown instruction",
	} {
		if _, err := Assemble("t.s", src); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", src, err, want)
		}
	}
	// Several statements per line, a label between them.
	multi, err := Assemble("m.s", "NOP ; x: @P1 BRA x ; EXIT ;")
	if err != nil || len(multi) != 3 {
		t.Fatalf("multi-statement line: %d instructions, %v", len(multi), err)
	}
	if off, _ := multi[1].BranchOffset(); off != -0x10 {
		t.Errorf("BRA x offset %d, want -16", off)
	}
	if _, err := ParseInst("BRA top"); err == nil {
		t.Error("ParseInst accepted a label")
	}
}
