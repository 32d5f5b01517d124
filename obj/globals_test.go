package obj

import (
	"bytes"
	"debug/elf"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestGlobalsRoundTrip: module globals survive the ELF file (as
// .gpucc.data.NAME sections with their address in sh_addr, as debug/elf
// reads them) and the assembly form.
func TestGlobalsRoundTrip(t *testing.T) {
	m := testModule(t)
	m.Globals = []Global{
		{Name: "counter", Addr: 0x0100_0000, Data: []byte{0, 0, 0, 0}},
		{Name: "table", Addr: 0x0100_0020, Data: []byte{3, 0, 0, 0, 1, 0, 0, 0}},
		{Name: "empty", Addr: 0x0100_0040},
	}
	bin, err := Write(m)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(bin))
	if err != nil {
		t.Fatal(err)
	}
	s := f.Section(".gpucc.data.table")
	if s == nil || s.Type != elf.SHT_PROGBITS || s.Flags != elf.SHF_ALLOC|elf.SHF_WRITE || s.Addr != 0x0100_0020 || s.Size != 8 {
		t.Fatalf("section .gpucc.data.table: %+v", s)
	}
	back, err := Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(m.Globals, back.Globals); d != "" {
		t.Errorf("globals after Read (-want +got):\n%s", d)
	}
	text := FormatAsm(m)
	if !strings.Contains(text, ".global table 0x1000020 0300000001000000\n") || !strings.Contains(text, ".global empty 0x1000040 -\n") {
		t.Errorf("assembly form lacks the .global lines:\n%s", text)
	}
	parsed, err := ParseAsm("m.s", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	again, err := Write(parsed)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(bin, again) {
		t.Errorf("the assembly form assembles to different bytes")
	}
}

func TestGlobalsValidation(t *testing.T) {
	cases := []struct {
		gs   []Global
		want string
	}{
		{[]Global{{Name: "a", Addr: 0x100}}, "outside the global data range"},
		{[]Global{{Name: "a", Addr: 0x0FFF_FFFC, Data: make([]byte, 8)}}, "outside the global data range"},
		{[]Global{{Name: "a", Addr: 0x0100_0000, Data: make([]byte, 8)}, {Name: "b", Addr: 0x0100_0004, Data: []byte{1}}}, `globals "a" and "b" overlap`},
		{[]Global{{Name: "a", Addr: 0x0100_0000}, {Name: "a", Addr: 0x0100_0010}}, `global "a" defined twice`},
		{[]Global{{Name: "", Addr: 0x0100_0000}}, "empty global name"},
	}
	for _, c := range cases {
		m := testModule(t)
		m.Globals = c.gs
		if _, err := Write(m); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: error %v, want %q", c.gs, err, c.want)
		}
	}
	if _, err := ParseAsm("m.s", []byte(".global g 0x1000000 zz\n.kernel k\nEXIT ;\n")); err == nil || !strings.Contains(err.Error(), "m.s:1:") {
		t.Errorf("bad hex: error %v, want one at m.s:1", err)
	}
}
