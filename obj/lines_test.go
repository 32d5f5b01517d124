package obj

import (
	"strings"
	"testing"
)

// TestLineTable: .loc directives become the line table, which survives
// Write/Read and FormatAsm/ParseAsm, LineAt maps addresses to lines (an
// address before the first entry has none), and bad tables are errors.
func TestLineTable(t *testing.T) {
	src := `.kernel k
.loc "a.cu" 3
        MOV R0, 0x1 ;
        MOV R1, 0x2 ;
.loc "b.cuh" 10
        IADD R0, R0, R1 ;
.loc "a.cu" 4
        EXIT ;
`
	m, err := ParseAsm("t.s", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []SourceLine{{0, "a.cu", 3}, {32, "b.cuh", 10}, {48, "a.cu", 4}}
	k := &m.Kernels[0]
	if len(k.Lines) != len(want) {
		t.Fatalf("lines %+v, want %+v", k.Lines, want)
	}
	for i := range want {
		if k.Lines[i] != want[i] {
			t.Errorf("entry %d: %+v, want %+v", i, k.Lines[i], want[i])
		}
	}
	for pc, line := range map[uint64]string{0: "a.cu:3", 16: "a.cu:3", 32: "b.cuh:10", 48: "a.cu:4"} {
		if l, ok := k.LineAt(pc); !ok || l.String() != line {
			t.Errorf("LineAt(%#x) = %v %v, want %s", pc, l, ok, line)
		}
	}
	if _, ok := k.LineAt(64); ok {
		t.Errorf("LineAt past the code found a line")
	}
	b, err := Write(m)
	if err != nil {
		t.Fatal(err)
	}
	r, err := Read(b)
	if err != nil {
		t.Fatal(err)
	}
	if got := FormatAsm(r); !strings.Contains(got, ".loc \"b.cuh\" 10\n        IADD") || got != FormatAsm(m) {
		t.Errorf("after Write/Read:\n%s", got)
	}
	for _, c := range []struct{ src, want string }{
		{".kernel k\n        EXIT ;\n.loc \"a.cu\" 3\n", "t.s:3:1: .loc after the last instruction of kernel k"},
		{".kernel k\n.loc \"a.cu\" 3\n.loc \"a.cu\" 4\n        EXIT ;\n", "t.s:3:1: two .loc directives for the same instruction"},
		{".kernel k\n.loc a.cu\n        EXIT ;\n", `want .loc "FILE" LINE`},
		{".kernel k\n.loc \"a.cu\" 3\n        MOV R0, 0x1 ;\n.loc \"a.cu\" 3\n        EXIT ;\n", "repeats a.cu:3"},
	} {
		if _, err := ParseAsm("t.s", []byte(c.src)); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: %v, want %q", c.src, err, c.want)
		}
	}
	k.Lines = []SourceLine{{PC: 8, File: "a.cu", Line: 1}}
	if err := k.Validate(); err == nil || !strings.Contains(err.Error(), "not an instruction") {
		t.Errorf("misaligned entry: %v", err)
	}
}
