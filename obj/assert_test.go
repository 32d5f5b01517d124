package obj

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestAssertTableRoundTrip: a kernel's assert table goes through the ELF
// file (as a .gpucc.assert.KERNEL section debug/elf reads as documented) and
// through the assembly text.
func TestAssertTableRoundTrip(t *testing.T) {
	m := testModule(t)
	m.Kernels[1].Code = assembleCode(t, "@P0 TRAP 0x1 ; EXIT ;")
	m.Kernels[1].Asserts = []Assert{
		{Msg: "n <= 4096", File: "k.cu", Line: 24, Func: "void k(int)"},
		{Msg: `s != "x"`, File: "dir/k.cu", Line: 7, Func: "unsigned int f(unsigned int)"},
	}
	b, err := Write(m)
	if err != nil {
		t.Fatal(err)
	}
	got, err := Read(b)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(m, got, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("Read(Write(m)) (-want +got):\n%s", d)
	}
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	sec := f.Section(".gpucc.assert.tiny")
	if sec == nil || f.Section(".gpucc.assert.saxpy") != nil {
		t.Fatal("want an assert section for tiny only")
	}
	data, _ := sec.Data()
	strtab, _ := f.Section(".strtab").Data()
	str := func(off uint32) string {
		end := bytes.IndexByte(strtab[off:], 0)
		return string(strtab[off : int(off)+end])
	}
	le := binary.LittleEndian
	if len(data) != 32 || sec.Entsize != 16 || str(le.Uint32(data[16:])) != `s != "x"` ||
		str(le.Uint32(data[20:])) != "dir/k.cu" || le.Uint32(data[24:]) != 7 || str(le.Uint32(data[28:])) != "unsigned int f(unsigned int)" {
		t.Errorf("assert section % x", data)
	}
	text := FormatAsm(m)
	back, err := ParseAsm("t.s", []byte(text))
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if d := cmp.Diff(m, back, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("ParseAsm(FormatAsm(m)) (-want +got):\n%s", d)
	}
	if _, err := ParseAsm("t.s", []byte(".kernel k\n.assert 1 \"a\" \"b\" 1 \"c\"\nEXIT ;\n")); err == nil {
		t.Error("an .assert out of order parsed")
	}
}
