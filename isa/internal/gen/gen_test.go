package gen

import (
	"strings"
	"testing"

	"gpucc/isa/internal/desc"
)

const base = `
__DefBitFieldType Optype<8>
    A = 0x1;
    B = 0x2;
__DefBitFieldType SType<4>
    X = 0x0;
    R = 0x1;
__DefLatency
    A 4;
    B variable 10;
__DefGroup G : [ALL]
  __Encoding
    field<12, 3> Pred pg = PT;
    field<15, 1> PModi pg.not = False;
__DefOptype A : [G]
  __Encoding
    field<0, 8> Optype optype == A;
    field<16, 8> Reg rd;
  __Syntax
` + "```" + `
A Rd, Rb $sched $req ;
` + "```" + `
__DefOpcode A_R : [A]
  __Encoding
    field<8, 4> SType stype == R;
    field<32, 8> Reg rb;
  __OperandInfo
    InList<pg, rb>;
    OutList<rd>;
    Order<pg, rd, rb>;
`

func buildText(t *testing.T, text string) error {
	t.Helper()
	var f desc.File
	if err := f.Parse("test.txt", text); err != nil {
		return err
	}
	_, err := build(&f)
	return err
}

func TestBuildAcceptsValid(t *testing.T) {
	if err := buildText(t, base); err != nil {
		t.Fatalf("valid description rejected: %v", err)
	}
}

func TestBuildRejects(t *testing.T) {
	cases := []struct {
		name, edit, want string
	}{
		{"overlapping fields", "field<32, 8> Reg rb;|field<20, 8> Reg rb;", "overlaps"},
		{"field outside 0..111", "field<32, 8> Reg rb;|field<108, 8> Reg rb;", "outside bits 0..111"},
		{"unknown type", "field<32, 8> Reg rb;|field<32, 8> Bogus rb;", "unknown field type"},
		{"bad default", "field<16, 8> Reg rd;|field<16, 8> Reg rd = PT;", "not a value"},
		{"unknown operand", "Order<pg, rd, rb>;|Order<pg, rd, rx>;", "unknown field rx"},
		{"no latency", "    B variable 10;\n|", "no __DefLatency"},
	}
	for _, c := range cases {
		from, to, _ := strings.Cut(c.edit, "|")
		text := strings.Replace(base, from, to, 1)
		if text == base {
			t.Fatalf("%s: edit did not apply", c.name)
		}
		if c.name == "no latency" {
			text = strings.Replace(text, "    A 4;\n", "", 1)
		}
		err := buildText(t, text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

func TestBuildRejectsAmbiguousForms(t *testing.T) {
	text := base + `
__DefOpcode A_R2 : [A]
  __Encoding
    field<8, 4> SType stype == R;
    field<40, 8> Reg rb;
  __OperandInfo
    InList<pg, rb>;
    OutList<rd>;
    Order<pg, rd, rb>;
`
	err := buildText(t, text)
	if err == nil || !strings.Contains(err.Error(), "would decode the same bits") {
		t.Fatalf("got %v, want an ambiguity error", err)
	}
}

func TestMergeOrder(t *testing.T) {
	got := mergeOrder([][]string{{"lohi", "itype"}, {"lohi", "ext", "itype"}})
	if strings.Join(got, ",") != "lohi,ext,itype" {
		t.Errorf("mergeOrder = %v, want lohi,ext,itype", got)
	}
}
