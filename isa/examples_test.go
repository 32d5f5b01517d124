package isa

import (
	"strings"
	"testing"

	"gpucc/isa/internal/desc"
)

// exampleCorrections are the spec examples that do not follow the spec's own
// syntax or encoding, with the line we assemble instead and why. Each is
// recorded in docs/isa.md. An empty fix means the example cannot be encoded
// at all and must be rejected.
var exampleCorrections = map[string]struct{ fix, why string }{
	"SHFL.UP pu, R1, R0, 0x1, 0x0": {"SHFL.UP PT, R1, R0, 0x1, 0x0",
		"`pu` is the operand's name, not a predicate; PT discards the result"},
	"IADD.X R0, P0, R2, -R4": {"IADD.X R0, P0, R2, ~R4, PT",
		"under .X the prefix is ~ (CvtINegX); R2 - R4 is R2 + ~R4 + 1, the +1 being carry-in PT"},
	"LEA R0, R1, 0x10, R3": {"LEA R0, R1, R3, 0x10",
		"the order is Rd, Ra, SrcB, UImm5Sca; the comment (R1 << 16) + R3 fixes the meaning"},
	"LEA R0, P0, R2, c[0x0][0x160], R7, RZ": {"LEA R0, P0, R2, RZ, 0x2",
		"the shift amount is a 5-bit immediate; a c[][] shift is not encodable (an immediate 2 stands in)"},
	"LEA.HI.X R1, R2, c[0x0][0x160], R7, RZ, P0": {"LEA.HI.X R1, R2, RZ, R7, 0x2, P0",
		"as above: Rd, Ra, SrcB, Rc, UImm5Sca, pp with an immediate shift"},
	"LEA R0, P0, -R2, R3, R4": {"LEA R0, P0, -R2, R4, 0x3",
		"a register shift amount (R3) is not encodable; SrcB is R4 and the shift an immediate"},
	"LEA.HI.X.SX32 R1, ~R2, R3, R5, P0": {"LEA.HI.X.SX32 R1, ~R2, R5, 0x3, P0",
		"as above: SrcB is R5 and the shift an immediate"},
	"BAR.RED.AND R5, R5, P0": {"",
		"BAR.RED has no form with two register sources (its forms are I, R, RRI, RIR)"},
}

func normExample(s string) string {
	if i := strings.Index(s, "//"); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), ";"))
	s = strings.Join(strings.Fields(s), " ")
	return strings.ReplaceAll(s, ", ", ",")
}

// TestSpecExamples assembles every __Examples line of the spec documents
// (and of our own description), checks that printing and re-parsing is the
// identity, and that each recorded correction is needed and assembles.
func TestSpecExamples(t *testing.T) {
	corrections := map[string]struct{ fix, why string }{}
	for k, v := range exampleCorrections {
		corrections[normExample(k)] = v
	}
	seen := map[string]bool{}
	check := func(where, line string) {
		key := normExample(line)
		if key == "" || key == "..." {
			return // a comment line or the spec's ellipsis between examples
		}
		if c, ok := corrections[key]; ok {
			seen[key] = true
			if _, err := ParseInst(line); err == nil {
				t.Errorf("%s: %q assembles, but it is listed as needing a correction", where, line)
			}
			if c.fix == "" {
				return
			}
			line = c.fix
		}
		in, err := ParseInst(line)
		if err != nil {
			t.Errorf("%s: %q: %v", where, line, err)
			return
		}
		w, err := in.Encode()
		if err != nil {
			t.Errorf("%s: %q: encode: %v", where, line, err)
			return
		}
		again, err := ParseInst(in.String())
		if err != nil {
			t.Errorf("%s: %q printed as %q, which does not parse: %v", where, line, in.String(), err)
			return
		}
		if w2, _ := again.Encode(); w2 != w {
			t.Errorf("%s: %q printed as %q, which encodes differently", where, line, in.String())
		}
	}
	spec := specDocs(t)
	n := 0
	for _, list := range [][]*desc.Def{spec.Groups, spec.Optype} {
		for _, d := range list {
			for _, ex := range d.Examples {
				check("spec "+d.Name, ex)
				n++
			}
		}
	}
	if n < 90 {
		t.Errorf("only %d spec example lines found", n)
	}
	for key := range corrections {
		if !seen[key] {
			t.Errorf("correction for %q was not used: the example is gone or the key is wrong", key)
		}
	}
	ours := ourDescription(t)
	for _, d := range ours.Optype {
		if len(d.Examples) == 0 && strings.HasPrefix(d.Pos.File, "ext_") {
			t.Errorf("extension optype %s has no examples", d.Name)
		}
		if strings.HasPrefix(d.Pos.File, "ext_") {
			for _, ex := range d.Examples {
				check("ours "+d.Name, ex)
			}
		}
	}
}
