package ir

import "testing"

type fakeLLVM string

func (f fakeLLVM) LLString() string { return string(f) }

// TestOriginText: a spelled-out Origin wins, else the LLVM instruction's
// text, else nothing.
func TestOriginText(t *testing.T) {
	for _, c := range []struct {
		in   Instr
		want string
	}{
		{Instr{}, ""},
		{Instr{Origin: "spill"}, "spill"},
		{Instr{OriginInst: fakeLLVM("%1 = add i32 %a, %b")}, "%1 = add i32 %a, %b"},
		{Instr{Origin: "reload", OriginInst: fakeLLVM("%1 = add i32 %a, %b")}, "reload"},
	} {
		if got := c.in.OriginText(); got != c.want {
			t.Errorf("OriginText of %+v = %q, want %q", c.in, got, c.want)
		}
	}
}
