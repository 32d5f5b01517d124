package obj

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"gpucc/isa"
)

func TestFormatAsm(t *testing.T) {
	m := &Module{Kernels: []Kernel{
		{
			Name: "saxpy", Code: assembleCode(t, saxpySrc),
			GPRs: 8, URs: 5, Preds: 1, BRegs: 2, LocalBytes: 16, SharedBytes: 256, ParamBytes: 16,
			Params: []Param{
				{Name: "n", Offset: 0x160, Size: 4, Align: 4},
				{Name: "x y", Offset: 0x168, Size: 8, Align: 8, Pointer: true},
			},
		},
		{Name: "_Z4tinyv", Code: assembleCode(t, "EXIT ;")},
	}}
	want := `.kernel saxpy
.regs gpr=8 ur=5 pred=1 upred=0 breg=2
.local 16
.shared 256
.parambytes 16
.param n 0x160 4 4
.param "x y" 0x168 8 8 ptr
        S2R R0, SR_TID.X $wsb=SB0 ;
        @P0 BRA .L_x20 ;
.L_x20:
        EXIT ;

.kernel _Z4tinyv
.regs gpr=0 ur=0 pred=0 upred=0 breg=0
.local 0
.shared 0
.parambytes 0
        EXIT ;
`
	if got := FormatAsm(m); got != want {
		t.Errorf("FormatAsm:\n%s\nwant:\n%s", got, want)
	}
	wantDis := strings.Replace(strings.Replace(strings.Replace(want,
		"        S2R", "        /*0000*/ S2R", 1),
		"        @P0", "        /*0010*/ @P0", 1),
		"        EXIT", "        /*0020*/ EXIT", 1)
	wantDis = strings.Replace(wantDis, "breg=0\n.local 0\n.shared 0\n.parambytes 0\n        EXIT", "breg=0\n.local 0\n.shared 0\n.parambytes 0\n        /*0000*/ EXIT", 1)
	if got := Disassemble(m); got != wantDis {
		t.Errorf("Disassemble:\n%s\nwant:\n%s", got, wantDis)
	}
	for _, text := range []string{want, wantDis} {
		assertSameBytes(t, m, text)
	}
}

// assertSameBytes checks that text assembles to a module that Write
// encodes exactly like m.
func assertSameBytes(t *testing.T, m *Module, text string) {
	t.Helper()
	want, err := Write(m)
	if err != nil {
		t.Fatal(err)
	}
	m2, err := ParseAsm("round.s", []byte(text))
	if err != nil {
		t.Fatalf("ParseAsm: %v\n%s", err, text)
	}
	got, err := Write(m2)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("Write(ParseAsm(text)) differs from Write(m):\n%s", cmp.Diff(m, m2, cmpopts.EquateEmpty()))
	}
}

// A program exercising many operand kinds, labels forwards and backwards,
// and control bits.
const richSrc = `
        S2R R0, SR_TID.X $wsb=SB0 ;
        S2R R1, SR_CTAID.X $wsb=SB1 ;
        ULDC UR4, c[0x0][0x0] ;
        IMAD R2, R1, UR4, R0 $req=SB0|SB1 ;
        ISETP.GE.AND P0, PT, R2, c[0x0][0x160], PT ;
  @P0   EXIT ;
        BSSY B0, join ;
        LDC.64 R[4:5], c[0x0][RZ+0x168] $wsb=SB2 ;
        IMAD.WIDE R[6:7], R2, 0x4, R[4:5] $req=SB2 ;
        LDG R3, [R[6:7]] $wsb=SB3 ;
loop:   IADD R3, R3, -0x1 $req=SB3 $sched=2.Y ;
        ISETP.NE.AND P1, PT, R3, RZ, PT ;
  @P1   BRA loop ;
        STG [R[6:7]+0x4], R3 ;
        LOP3.PAND R8, R3, 0xff, RZ, 0xc0, !PT ;
join:   BSYNC B0 ;
        EXIT ;
`

func TestParseAsmRoundTripRich(t *testing.T) {
	m := &Module{Kernels: []Kernel{
		{Name: "rich", Code: assembleCode(t, richSrc), GPRs: 9, URs: 5, Preds: 2, BRegs: 1, ParamBytes: 16,
			Params: []Param{{Name: "n", Offset: 0x160, Size: 4, Align: 4}, {Name: "p", Offset: 0x168, Size: 8, Align: 8, Pointer: true}}},
		{Name: "second", Code: assembleCode(t, richSrc), GPRs: 200, LocalBytes: 1 << 20},
	}}
	assertSameBytes(t, m, FormatAsm(m))
	assertSameBytes(t, m, Disassemble(m))
}

func TestParseAsmImplicitKernel(t *testing.T) {
	src := "// hand-written\n" + richSrc
	m, err := ParseAsm("tests/hand.s", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// Registers by hand from richSrc: R0..R8, UR4, P0..P1, B0; no
	// parameters since there are no .param directives.
	want := &Module{Kernels: []Kernel{{Name: "hand", Code: assembleCode(t, richSrc), GPRs: 9, URs: 5, Preds: 2, BRegs: 1}}}
	if d := cmp.Diff(want, m, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("ParseAsm (-want +got):\n%s", d)
	}
}

func TestParseAsmDirectives(t *testing.T) {
	src := `// two kernels
/* a block comment
   across lines */
.kernel first   // trailing comment
.regs ur=7 gpr=0x20
.param a 0x160 4 4
.param "b/*c*/" 0x168 8 8 ptr
.shared 0x400
        IADD R3, R3, 0x1 ; /* inline */
        EXIT ;
.kernel "sec ond"
.parambytes 32
.param c 0x160 2 2
.local 64
.L_x0:  BRA .L_x0 ;
`
	m, err := ParseAsm("d.s", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := &Module{Kernels: []Kernel{
		{
			Name: "first", Code: assembleCode(t, "IADD R3, R3, 0x1 ;\nEXIT ;"),
			GPRs: 32, URs: 7, // given; pred, upred and breg computed (none used)
			SharedBytes: 1024, ParamBytes: 16, // end of b (0x170) minus 0x160
			Params: []Param{{Name: "a", Offset: 0x160, Size: 4, Align: 4}, {Name: "b/*c*/", Offset: 0x168, Size: 8, Align: 8, Pointer: true}},
		},
		{
			Name: "sec ond", Code: assembleCode(t, "l: BRA l ;"),
			LocalBytes: 64, ParamBytes: 32,
			Params: []Param{{Name: "c", Offset: 0x160, Size: 2, Align: 2}},
		},
	}}
	if d := cmp.Diff(want, m, cmpopts.EquateEmpty()); d != "" {
		t.Errorf("ParseAsm (-want +got):\n%s", d)
	}
}

func TestParseAsmErrors(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{"bad instruction", ".kernel k\n  EXIT ;\n  IADD R1, R2 ;\n", "e.s:3:3: no form of IADD"},
		{"unknown mnemonic", "  FOO R1 ;\n", "e.s:1:3: unknown instruction"},
		{"undefined label", ".kernel k\n  BRA nowhere ;\n", "e.s:2:7: undefined label nowhere"},
		{"code before kernel", "  EXIT ;\n.kernel k\n", "e.s:1:3: instruction before the first .kernel"},
		{"directive before kernel", ".local 4\n.kernel k\n", "e.s:1:1: .local before the first .kernel"},
		{"unknown directive", ".kernel k\n  .heap 4\n", "e.s:2:3: unknown directive .heap"},
		{"stack beyond local", ".kernel k\n  .local 16\n  .stack 32\n", `e.s:1:9: kernel "k": a call stack of 32 bytes does not fit in 16 bytes of local memory`},
		{"duplicate kernel", ".kernel k\nEXIT ;\n.kernel k\n", "e.s:3:9: kernel k already defined at line 1"},
		{"kernel without name", ".kernel\n", "e.s:1:1: want .kernel NAME"},
		{"bad number", ".kernel k\n.local 12x\n", "e.s:2:8: bad BYTES"},
		{"twice", ".kernel k\n.local 1\n.local 2\n", "e.s:3:1: .local given twice"},
		{"regs key", ".kernel k\n.regs gpr=1 fpr=2\n", `e.s:2:13: unknown register file "fpr"`},
		{"regs range", ".kernel k\n.regs pred=8\n", "e.s:2:7: pred count 8 is outside 0..7"},
		{"regs twice", ".kernel k\n.regs ur=1 ur=2\n", "e.s:2:12: ur given twice"},
		{"param arity", ".kernel k\n.param a 0x160 4\n", "e.s:2:1: want .param NAME OFFSET SIZE ALIGN [ptr]"},
		{"param flag", ".kernel k\n.param a 0x160 8 8 pointer\n", "e.s:2:1: want .param"},
		{"param ABI", ".kernel k\n.param a 0x100 4 4\n", "e.s:2:8: param a: offset 0x100 is below the parameter base 0x160"},
		{"param order", ".kernel k\n.param a 0x168 4 4\n.param b 0x160 4 4\n", "e.s:3:8: param b: offset 0x160 overlaps or precedes"},
		{"param bytes", ".kernel k\n.param a 0x168 8 8\n.parambytes 8\n", "e.s:3:13: parameter a (bytes 0x168..0x16f) does not fit"},
		{"param bytes limit", ".kernel k\n.parambytes 5000\n", "e.s:2:13: parameter block of 5000 bytes exceeds 4096"},
		{"bad quote", ".kernel \"k\n", `e.s:1:9: bad quoted name`},
		{"unterminated comment", "EXIT ;\n  /* never\nclosed\n", "e.s:2:3: unterminated /* comment"},
		{"duplicate label", ".kernel k\nl: EXIT ;\nl: EXIT ;\n", "e.s:3:1: label l defined twice"},
		{"empty name", ".kernel \"\"\n", "e.s:1:9: empty kernel name"},
		{"misaligned branch", "  EXIT ;\n    BRA +0x1 ;\n", "e.s:2:5: branch target 0x21 is not an instruction address in 0x0..0x20"},
		{"branch outside", ".kernel k\nl:\n  BRA -0x20 ;\n", "e.s:3:3: branch target -0x10 is not an instruction address"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := ParseAsm("e.s", []byte(tc.src))
			if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
				t.Fatalf("ParseAsm error %v, want one starting with %q", err, tc.want)
			}
			var ae *isa.AsmError
			if !errors.As(err, &ae) {
				t.Errorf("error %T is not an *isa.AsmError", err)
			}
		})
	}
}

func TestImplicitName(t *testing.T) {
	for file, want := range map[string]string{"dir/saxpy.s": "saxpy", "a.b.s": "a.b", "noext": "noext", "": "kernel", ".s": "kernel"} {
		if got := implicitName(file); got != want {
			t.Errorf("implicitName(%q) = %q, want %q", file, got, want)
		}
	}
}

func TestQuoteName(t *testing.T) {
	for name, want := range map[string]string{"k": "k", "_Z3fooPi": "_Z3fooPi", "a.b$1": "a.b$1", "": `""`, "a b": `"a b"`, "x//y": `"x//y"`, "é": `"é"`} {
		if got := quoteName(name); got != want {
			t.Errorf("quoteName(%q) = %s, want %s", name, got, want)
		}
	}
}

func FuzzParseAsm(f *testing.F) {
	f.Add([]byte(richSrc))
	f.Add([]byte(".kernel k\n.regs gpr=3\n.param \"a\\tb\" 0x160 4 4\n/* c */ EXIT ; // d\n"))
	f.Add([]byte(FormatAsm(&Module{Kernels: []Kernel{{Name: "k x", Code: assembleCode(f, saxpySrc), Params: []Param{{Name: "", Offset: 0x160, Size: 1, Align: 1}}, ParamBytes: 1}}})))
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ParseAsm("f.s", src)
		if err != nil {
			return
		}
		b, err := Write(m)
		if err != nil {
			t.Fatalf("ParseAsm accepted a module Write rejects: %v", err)
		}
		for _, text := range []string{FormatAsm(m), Disassemble(m)} {
			m2, err := ParseAsm("f2.s", []byte(text))
			if err != nil {
				t.Fatalf("ParseAsm(FormatAsm(m)): %v\n%s", err, text)
			}
			b2, err := Write(m2)
			if err != nil || !bytes.Equal(b, b2) {
				t.Fatalf("round trip changed the bytes (err %v):\n%s", err, text)
			}
		}
	})
}
