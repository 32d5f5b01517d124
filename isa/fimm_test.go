package isa

import (
	"strings"
	"testing"
)

// TestFImmSyntax pins the printed spelling of FP immediates and the
// assembler's reading of each literal form (values from IEEE 754 by hand).
func TestFImmSyntax(t *testing.T) {
	cases := []struct {
		in    string
		bits  uint32 // the vb field
		print string // the immediate as printed
	}{
		{"FADD R0, R1, 1", 0x3f800000, "1"},
		{"FADD R0, R1, -1.5", 0xbfc00000, "-1.5"},
		{"FADD R0, R1, 0.1", 0x3dcccccd, "0.1"}, // nearest binary32 to 0.1
		{"FADD R0, R1, -0", 0x80000000, "-0"},
		{"FADD R0, R1, 1e-45", 0x00000001, "1e-45"},
		{"FADD R0, R1, 3.4028235e+38", 0x7f7fffff, "3.4028235e+38"},
		{"FADD R0, R1, INF", 0x7f800000, "INF"},
		{"FADD R0, R1, -INF", 0xff800000, "-INF"},
		{"FADD R0, R1, 0x7FC00001", 0x7fc00001, "0x7FC00001"},
		{"FADD R0, R1, 0x3f800000", 0x3f800000, "1"},
		{"FADD R0, R1, 16777217", 0x4b800000, "1.6777216e+07"}, // 2^24+1 rounds to even
		{"DADD R[0:1], R[2:3], 2.5", 0x40040000, "2.5"},
		{"DADD R[0:1], R[2:3], -INF", 0xfff00000, "-INF"},
		{"DADD R[0:1], R[2:3], 0x7FF80001", 0x7ff80001, "0x7FF80001"},
	}
	for _, c := range cases {
		in, err := ParseInst(c.in)
		if err != nil {
			t.Errorf("%s: %v", c.in, err)
			continue
		}
		if got := in.Vals[in.Form.FieldIndex("vb")]; got != c.bits {
			t.Errorf("%s: vb = %#x, want %#x", c.in, got, c.bits)
		}
		if s := in.String(); !strings.HasSuffix(s, ", "+c.print) {
			t.Errorf("%s prints as %q, want the immediate %q", c.in, s, c.print)
		}
	}
	for _, bad := range []string{
		"FADD R0, R1, NaN",                // NaNs are written as patterns
		"FADD R0, R1, 1e39",               // beyond binary32
		"FADD R0, R1, -0x1",               // a pattern has no sign
		"FADD R0, R1, |R2",                // unbalanced |
		"FSEL R0, |R1|, R2, P0",           // FSEL has no absolute value
		"DADD R[0:1], R[2:3], 0.1",        // low word of the binary64 not zero
		"DADD R[0:1], R[2:3], 1e+10",      // likewise (0x4202a05f20000000)
		"IADD R0, R1, 1.5",                // integer fields take no FP literal
		"FADD R0, R1, 0x100000000",        // more than 32 bits
		"FFMA R0, R1, 2, 3",               // only one immediate source
		"MUFU.RCP R0, |0.5| $wsb=SB0",     // no |x| on an immediate
		"F2F.F32.F32.F64 R0, R1 $wsb=SB0", // repeated type modifier
	} {
		if _, err := ParseInst(bad); err == nil {
			t.Errorf("%q assembled, want an error", bad)
		}
	}
}
