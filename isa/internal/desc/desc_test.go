package desc

import (
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	src := `
__DefBitFieldType CWMode<1>
    C; // CLAMP
    W = 0x1; // WRAP

__DefLatency
    FOO 4;
    BAR variable 20;

__DefGroup G : [ALL]
  __Encoding
    field<12, 3> Pred pg = PT;

__DefOptype FOO : [G]
  __Encoding
    field<0, 8> Optype optype == FOO;
    field<80, 1> CWMode cw=C;
  __Syntax
` + "```asm" + `
FOO{.cw} Rd, SrcB      $sched $req ;
` + "```" + `
  __Description
prose that is ignored, even with <angle> brackets;
  __OperandInfo
    AsmFormat<ra.neg> = CvtINegX(ra.neg, ext);
    Alias<F.OO>; // a project directive
  __Examples
` + "```" + `
FOO R0, R1 ; // comment kept in the example line
` + "```" + `

__DefOpcode FOO_R : [FOO]
  __Encoding
    field<8, 4> SType stype==R;
  __OperandInfo
    InList<pg, R[urb, ridx], rb>;
    OutList<>;
    Order<pg, rd, rb>;
    Bitwidth<rd> = 32 + (width=="64")*32;
  __Exception
    EncodingError<IllegalBitFieldValue, "no .W"> = cw=="W";
`
	var f File
	if err := f.Parse("t.txt", src); err != nil {
		t.Fatal(err)
	}
	cw := f.TypeByName("CWMode")
	if cw == nil || cw.Bits != 1 || len(cw.Values) != 2 || cw.Values[0] != (EnumValue{"C", 0, "CLAMP"}) || cw.Values[1] != (EnumValue{"W", 1, "WRAP"}) {
		t.Errorf("CWMode = %+v", cw)
	}
	if len(f.Latency) != 2 || f.Latency[0] != (Latency{Pos{"t.txt", 7}, "FOO", 4, false}) || !f.Latency[1].Variable || f.Latency[1].Cycles != 20 {
		t.Errorf("latency = %+v", f.Latency)
	}
	op := f.Find("Optype", "FOO")
	if op == nil || op.Parent != "G" || len(op.Fields) != 2 || op.Fields[1] != (Field{Pos{"t.txt", 17}, 80, 1, "CWMode", "cw", "C", false}) {
		t.Fatalf("FOO = %+v", op)
	}
	if !op.Fields[0].Fixed || op.Fields[0].Default != "FOO" {
		t.Errorf("optype field = %+v", op.Fields[0])
	}
	if len(op.Syntax) != 1 || !strings.HasPrefix(op.Syntax[0], "FOO{.cw} Rd, SrcB") || len(op.Examples) != 1 {
		t.Errorf("syntax %q examples %q", op.Syntax, op.Examples)
	}
	if op.AsmFormat["ra.neg"] != "CvtINegX(ra.neg, ext)" || op.Attrs["Alias"] != "F.OO" {
		t.Errorf("directives %v %v", op.AsmFormat, op.Attrs)
	}
	form := f.Find("Opcode", "FOO_R")
	if strings.Join(form.InList, "|") != "pg|R[urb, ridx]|rb" || len(form.OutList) != 0 || strings.Join(form.Order, "|") != "pg|rd|rb" {
		t.Errorf("lists %q %q %q", form.InList, form.OutList, form.Order)
	}
	if len(form.Bitwidth) != 1 || form.Bitwidth[0].Base != 32 || form.Bitwidth[0].Terms[0] != (BitwidthTerm{"width", "64", 32}) {
		t.Errorf("bitwidth %+v", form.Bitwidth)
	}
	if len(form.Exceptions) != 1 || form.Exceptions[0] != (Exception{"IllegalBitFieldValue", "no .W", "cw", "W"}) {
		t.Errorf("exceptions %+v", form.Exceptions)
	}
}

func TestParseProperties(t *testing.T) {
	src := "__DefProperties\n    // comment\n    FOO load.global faults; // trailing\n    BAR -;\n    BAZ   barrier-state ;\n"
	var f File
	if err := f.Parse("p.txt", src); err != nil {
		t.Fatal(err)
	}
	want := []PropertyRow{
		{Pos{"p.txt", 3}, "FOO", []string{"load.global", "faults"}},
		{Pos{"p.txt", 4}, "BAR", nil},
		{Pos{"p.txt", 5}, "BAZ", []string{"barrier-state"}},
	}
	if len(f.Properties) != len(want) {
		t.Fatalf("rows = %+v, want %+v", f.Properties, want)
	}
	for i, r := range f.Properties {
		w := want[i]
		if r.Pos != w.Pos || r.Optype != w.Optype || strings.Join(r.Words, " ") != strings.Join(w.Words, " ") || len(r.Words) != len(w.Words) {
			t.Errorf("row %d = %+v, want %+v", i, r, w)
		}
	}
}

func TestParseErrors(t *testing.T) {
	cases := map[string]string{
		"__DefBitFieldType T<2>\n    A = zz;\n":                             "t.txt:2: bad value line",
		"__DefOptype X : [G]\n  __Encoding\n    field<1> Reg ra;\n":         "t.txt:3: bad field line in X",
		"__DefOptype X : [G]\n  __Syntax\n```\nX\n":                         "unterminated code block",
		"__DefOpcode X : [Y]\n  __OperandInfo\n    Bitwidth<ra> = 3 * 2;\n": "t.txt:3: X: bad Bitwidth expression",
		"__DefProperties\n    FOO;\n":                                       "t.txt:2: bad properties line",
		"__DefProperties\n    FOO Load.global;\n":                           "t.txt:2: bad properties line",
	}
	for src, want := range cases {
		var f File
		err := f.Parse("t.txt", src)
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%q: got %v, want %q", src, err, want)
		}
	}
}
