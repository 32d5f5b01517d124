package obj

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"encoding/hex"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"gpucc/isa"
)

// assembleCode assembles instruction text with the isa package.
func assembleCode(t testing.TB, src string) []byte {
	t.Helper()
	insts, err := isa.Assemble("test.s", src)
	if err != nil {
		t.Fatal(err)
	}
	code, err := isa.EncodeProgram(insts)
	if err != nil {
		t.Fatal(err)
	}
	return code
}

// Three instructions, the last one a branch target.
const saxpySrc = `
        S2R R0, SR_TID.X $wsb=SB0 ;
        @P0 BRA end ;
end:    EXIT ;
`

// testModule has two kernels; the first has parameters and every metadata
// field set to a distinct value.
func testModule(t testing.TB) *Module {
	return &Module{Kernels: []Kernel{
		{
			Name: "saxpy", Code: assembleCode(t, saxpySrc),
			GPRs: 8, URs: 5, Preds: 1, UPreds: 0, BRegs: 2,
			LocalBytes: 16, SharedBytes: 256, ParamBytes: 16,
			Params: []Param{
				{Name: "n", Offset: 0x160, Size: 4, Align: 4},
				{Name: "x", Offset: 0x168, Size: 8, Align: 8, Pointer: true},
			},
		},
		{Name: "tiny", Code: assembleCode(t, "EXIT ;"), GPRs: 0},
	}}
}

func TestWriteLayoutWithDebugELF(t *testing.T) {
	m := testModule(t)
	b, err := Write(m)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	if f.Class != elf.ELFCLASS64 || f.Data != elf.ELFDATA2LSB || f.Type != elf.ET_REL || f.Machine != 0x6770 {
		t.Errorf("header: class %v data %v type %v machine %#x", f.Class, f.Data, f.Type, uint16(f.Machine))
	}
	var names []string
	for _, s := range f.Sections {
		names = append(names, s.Name)
	}
	wantNames := []string{"", ".text.saxpy", ".gpucc.info.saxpy", ".text.tiny", ".gpucc.info.tiny", ".symtab", ".strtab", ".shstrtab"}
	if d := cmp.Diff(wantNames, names); d != "" {
		t.Fatalf("section names (-want +got):\n%s", d)
	}
	for i, want := range []struct {
		idx  int
		size uint64
	}{{1, 3 * 16}, {3, 16}} {
		s := f.Sections[want.idx]
		if s.Type != elf.SHT_PROGBITS || s.Flags != elf.SHF_ALLOC|elf.SHF_EXECINSTR || s.Addralign != 16 || s.Size != want.size || s.Offset%16 != 0 {
			t.Errorf("%s: type %v flags %v align %d size %d offset %#x", s.Name, s.Type, s.Flags, s.Addralign, s.Size, s.Offset)
		}
		data, err := s.Data()
		if err != nil || !bytes.Equal(data, m.Kernels[i].Code) {
			t.Errorf("%s: contents differ from the kernel's code (err %v)", s.Name, err)
		}
		info := f.Sections[want.idx+1]
		if info.Type != elf.SectionType(0x70006770) || info.Info != uint32(want.idx) || info.Link != 6 || info.Flags != elf.SHF_INFO_LINK {
			t.Errorf("%s: type %#x info %d link %d flags %v", info.Name, uint32(info.Type), info.Info, info.Link, info.Flags)
		}
	}
	syms, err := f.Symbols()
	if err != nil {
		t.Fatal(err)
	}
	wantSyms := []elf.Symbol{
		{Name: "saxpy", Info: elf.ST_INFO(elf.STB_GLOBAL, elf.STT_FUNC), Section: 1, Value: 0, Size: 48},
		{Name: "tiny", Info: elf.ST_INFO(elf.STB_GLOBAL, elf.STT_FUNC), Section: 3, Value: 0, Size: 16},
	}
	if d := cmp.Diff(wantSyms, syms); d != "" {
		t.Errorf("symbols (-want +got):\n%s", d)
	}
}

// TestInfoEncoding checks the metadata section byte by byte against the
// layout in docs/binary-format.md.
func TestInfoEncoding(t *testing.T) {
	b, err := Write(testModule(t))
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	strtab, _ := f.Section(".strtab").Data()
	// Each kernel's name, then its parameters' names.
	if want := "\x00saxpy\x00n\x00x\x00tiny\x00"; string(strtab) != want {
		t.Errorf(".strtab = %q, want %q", strtab, want)
	}
	got, _ := f.Section(".gpucc.info.saxpy").Data()
	want, _ := hex.DecodeString(strings.Join([]string{
		"01000000",                                                 // version
		"08000000", "05000000", "01000000", "00000000", "02000000", // gpr ur pred upred breg
		"10000000", "00010000", "10000000", "02000000", // local shared parambytes nparams
		"07000000", "60010000", "04000000", "04000000", "00000000", // n: name@7
		"09000000", "68010000", "08000000", "08000000", "01000000", // x: name@9, pointer
	}, ""))
	if !bytes.Equal(got, want) {
		t.Errorf(".gpucc.info.saxpy =\n%x\nwant\n%x", got, want)
	}
	got, _ = f.Section(".gpucc.info.tiny").Data()
	wantTiny := make([]byte, 40)
	wantTiny[0] = 1 // version; everything else is zero
	if !bytes.Equal(got, wantTiny) {
		t.Errorf(".gpucc.info.tiny = %x, want %x", got, wantTiny)
	}
}

func TestReadelfAcceptsModule(t *testing.T) {
	readelf, err := exec.LookPath("readelf")
	if err != nil {
		t.Skip("readelf not installed")
	}
	b, err := Write(testModule(t))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "m.bin")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command(readelf, "-W", "-S", "-s", path).CombinedOutput()
	if err != nil {
		t.Fatalf("readelf -S -s: %v\n%s", err, out)
	}
	for _, want := range []string{".text.saxpy", ".gpucc.info.tiny", "48 FUNC    GLOBAL DEFAULT    1 saxpy", "16 FUNC    GLOBAL DEFAULT    3 tiny"} {
		if !strings.Contains(string(out), want) {
			t.Errorf("readelf output lacks %q:\n%s", want, out)
		}
	}
	if out, err := exec.Command(readelf, "-a", path).CombinedOutput(); err != nil {
		t.Fatalf("readelf -a: %v\n%s", err, out)
	}
}

func TestWriteReadRoundTrip(t *testing.T) {
	m := testModule(t)
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
	b2, err := Write(got)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b, b2) {
		t.Error("Write(Read(b)) differs from b")
	}
}

func TestWriteRejectsInvalidModules(t *testing.T) {
	exit := assembleCode(t, "EXIT ;")
	good := func() Kernel {
		return Kernel{Name: "k", Code: exit, ParamBytes: 8, Params: []Param{{Name: "a", Offset: 0x160, Size: 4, Align: 4}}}
	}
	tests := []struct {
		name   string
		modify func(m *Module)
		want   string
	}{
		{"no kernels", func(m *Module) { m.Kernels = nil }, "no kernels"},
		{"duplicate", func(m *Module) { m.Kernels = append(m.Kernels, good()) }, `kernel "k" defined twice`},
		{"empty name", func(m *Module) { m.Kernels[0].Name = "" }, "empty kernel name"},
		{"NUL in name", func(m *Module) { m.Kernels[0].Name = "a\x00b" }, "NUL"},
		{"partial word", func(m *Module) { m.Kernels[0].Code = exit[:8] }, "code size 8 is not a multiple of 16"},
		{"bad word", func(m *Module) { m.Kernels[0].Code = make([]byte, 16) }, "offset 0x0"},
		{"gprs", func(m *Module) { m.Kernels[0].GPRs = 256 }, "gpr count 256 is outside 0..255"},
		{"preds", func(m *Module) { m.Kernels[0].Preds = 8 }, "pred count 8 is outside 0..7"},
		{"negative", func(m *Module) { m.Kernels[0].URs = -1 }, "ur count -1"},
		{"param bytes", func(m *Module) { m.Kernels[0].ParamBytes = 4097 }, "exceeds 4096"},
		{"size", func(m *Module) { m.Kernels[0].Params[0].Size = 4097 }, "size 4097 is not between 1 and 4096"},
		{"pointer", func(m *Module) { m.Kernels[0].Params[0].Pointer = true }, "pointer parameter has size 4"},
		{"align", func(m *Module) { m.Kernels[0].Params[0].Align = 32 }, "alignment 32"},
		{"misaligned", func(m *Module) { m.Kernels[0].Params[0].Offset = 0x162 }, "not a multiple of its alignment"},
		{"below base", func(m *Module) { m.Kernels[0].Params[0].Offset = 0x15c }, "below the parameter base 0x160"},
		{"outside block", func(m *Module) { m.Kernels[0].Params[0].Offset = 0x168 }, "outside the 8-byte parameter block"},
		{"branch", func(m *Module) { m.Kernels[0].Code = assembleCode(t, "BRA +0x10 ;") }, "instruction at 0x0 (BRA +0x10): branch target 0x20 is not an instruction address in 0x0..0x10"},
		{"overlap", func(m *Module) {
			m.Kernels[0].Params = append(m.Kernels[0].Params, Param{Name: "b", Offset: 0x162, Size: 2, Align: 2})
		}, "overlaps or precedes"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m := &Module{Kernels: []Kernel{good()}}
			tc.modify(m)
			_, err := Write(m)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Write error %v, want one containing %q", err, tc.want)
			}
		})
	}
}

// Offsets in the file testModule writes, derived from the layout: the ELF
// header (64 bytes), .text.saxpy (48 bytes at 0x40), .gpucc.info.saxpy (80
// bytes at 0x70), .text.tiny (16 bytes at 0xc0), .gpucc.info.tiny (40 bytes
// at 0xd0), .symtab (3*24 bytes at 0xf8), .strtab (16 bytes at 0x140),
// .shstrtab (85 bytes at 0x150), section headers at 0x1a8.
const (
	offInfoSaxpy = 0x70
	offSymtab    = 0xf8
	offShdrs     = 0x1a8
)

func TestReadRejectsCorruptInput(t *testing.T) {
	orig, err := Write(testModule(t))
	if err != nil {
		t.Fatal(err)
	}
	if got := binary.LittleEndian.Uint64(orig[40:]); got != offShdrs {
		t.Fatalf("section headers at %#x, want %#x", got, offShdrs)
	}
	le := binary.LittleEndian
	shdr := func(b []byte, i int) []byte { return b[offShdrs+64*i:][:64] }
	tests := []struct {
		name   string
		modify func(b []byte) []byte
		want   string
	}{
		{"empty", func(b []byte) []byte { return nil }, "shorter than an ELF64 header"},
		{"magic", func(b []byte) []byte { b[1] = 'X'; return b }, "not an ELF file"},
		{"class", func(b []byte) []byte { b[4] = 1; return b }, "want ELFCLASS64"},
		{"big endian", func(b []byte) []byte { b[5] = 2; return b }, "want ELFDATA2LSB"},
		{"type", func(b []byte) []byte { le.PutUint16(b[16:], 2); return b }, "want ET_REL"},
		{"machine", func(b []byte) []byte { le.PutUint16(b[18:], 62); return b }, "machine 0x3e, want 0x6770"},
		{"phnum", func(b []byte) []byte { le.PutUint16(b[56:], 1); return b }, "program header table"},
		{"shoff", func(b []byte) []byte { le.PutUint64(b[40:], 1<<62); return b }, "does not fit"},
		{"truncated headers", func(b []byte) []byte { return b[:len(b)-1] }, "does not fit"},
		{"shstrndx", func(b []byte) []byte { le.PutUint16(b[62:], 99); return b }, "section name table index 99"},
		{"section range", func(b []byte) []byte { le.PutUint64(shdr(b, 1)[32:], 1<<40); return b }, "section 1: contents at 0x40"},
		{"overlap", func(b []byte) []byte { le.PutUint64(shdr(b, 3)[24:], 0x40); return b }, "overlap those of section 1"},
		{"name offset", func(b []byte) []byte { le.PutUint32(shdr(b, 2)[0:], 5000); return b }, "name offset 0x1388"},
		{"text flags", func(b []byte) []byte { le.PutUint64(shdr(b, 1)[8:], uint64(elf.SHF_ALLOC)); return b }, "section 1 (.text.saxpy): flags"},
		{"text align", func(b []byte) []byte { le.PutUint64(shdr(b, 1)[48:], 4); return b }, "alignment 4"},
		{"info version", func(b []byte) []byte { b[offInfoSaxpy] = 3; return b }, "metadata version 3 is not supported"},
		{"info version 2 without its stack word", func(b []byte) []byte { b[offInfoSaxpy] = 2; return b }, "80 bytes, but 2 parameters need 84"},
		{"info count", func(b []byte) []byte { b[offInfoSaxpy+36] = 3; return b }, "3 parameters need 100"},
		{"info regs", func(b []byte) []byte { b[offInfoSaxpy+12] = 9; return b }, "pred count 9 is outside 0..7"},
		{"info flags", func(b []byte) []byte { b[offInfoSaxpy+40+16] = 2; return b }, "unknown flags 0x2"},
		{"info link", func(b []byte) []byte { le.PutUint32(shdr(b, 2)[44:], 3); return b }, "info 3 does not name section 1"},
		{"param size", func(b []byte) []byte { b[offInfoSaxpy+40+8] = 0; return b }, "size 0 is not between 1 and 4096"},
		{"bad code", func(b []byte) []byte { copy(b[0x40+16:], make([]byte, 16)); return b }, "offset 0x10"},
		{"symbol size", func(b []byte) []byte { b[offSymtab+24+16] = 32; return b }, "symbol 1 (saxpy): value 0x0 size 32"},
		{"symbol section", func(b []byte) []byte { le.PutUint16(b[offSymtab+48+6:], 2); return b }, "symbol 2 (tiny): section index 2"},
		{"symbol binding", func(b []byte) []byte { b[offSymtab+24+4] = byte(elf.ST_INFO(elf.STB_LOCAL, elf.STT_FUNC)); return b }, "want a global function"},
		{"missing symbol", func(b []byte) []byte { le.PutUint64(shdr(b, 5)[32:], 48); return b }, ".text.tiny): no symbol"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.modify(bytes.Clone(orig))
			_, err := Read(b)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Read error %v, want one containing %q", err, tc.want)
			}
		})
	}
	// Every truncation is an error, never a panic.
	for n := 0; n < len(orig); n++ {
		if _, err := Read(orig[:n]); err == nil {
			t.Errorf("Read of the first %d bytes succeeded", n)
		}
	}
}

func FuzzRead(f *testing.F) {
	b, err := Write(testModule(f))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add(b[:100])
	b2, err := Write(&Module{Kernels: []Kernel{{Name: "e", Code: []byte{}}}})
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b2)
	f.Fuzz(func(t *testing.T, b []byte) {
		m, err := Read(b)
		if err != nil {
			return
		}
		out, err := Write(m)
		if err != nil {
			t.Fatalf("Read accepted a module Write rejects: %v", err)
		}
		m2, err := Read(out)
		if err != nil {
			t.Fatalf("Read(Write(m)): %v", err)
		}
		if d := cmp.Diff(m, m2, cmpopts.EquateEmpty()); d != "" {
			t.Fatalf("Read(Write(m)) != m:\n%s", d)
		}
	})
}

// TestStackBytesRoundTrip: a kernel with a call stack is written with the
// version 2 metadata header, whose word at byte 40 is the stack size (the
// parameter records follow it), and reads back the same.
func TestStackBytesRoundTrip(t *testing.T) {
	exit := assembleCode(t, "EXIT ;")
	m := &Module{Kernels: []Kernel{{Name: "k", Code: exit, LocalBytes: 1072, StackBytes: 1024, ParamBytes: 8,
		Params: []Param{{Name: "a", Offset: 0x160, Size: 4, Align: 4}}}}}
	b, err := Write(m)
	if err != nil {
		t.Fatal(err)
	}
	f, err := elf.NewFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	info, err := f.Section(".gpucc.info.k").Data()
	if err != nil {
		t.Fatal(err)
	}
	le := binary.LittleEndian
	if len(info) != 44+20 || le.Uint32(info[0:]) != 2 || le.Uint32(info[24:]) != 1072 || le.Uint32(info[40:]) != 1024 {
		t.Errorf("metadata % x: want version 2, local 1072 at 24, stack 1024 at 40, 64 bytes", info)
	}
	got, err := Read(b)
	if err != nil {
		t.Fatal(err)
	}
	if d := cmp.Diff(m, got, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("Read(Write(m)) (-want +got):\n%s", d)
	}
}
