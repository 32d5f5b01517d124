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
__DefProperties
    A commutative;
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

func TestBuildRejectsBadProperties(t *testing.T) {
	cases := []struct {
		name, row, want string
	}{
		{"missing row", "", "test.txt:16: optype A has no __DefProperties row: add `    A -;`"},
		{"unknown optype", "    A -;\n    Q -;\n", "test.txt:13: __DefProperties row for unknown optype Q"},
		{"second row", "    A -;\n    A load.global;\n", "test.txt:13: second __DefProperties row for optype A"},
		{"unknown word", "    A loads.global;\n", `test.txt:12: properties of A: unknown property "loads.global"`},
		{"unknown space", "    A load.texture;\n", `test.txt:12: properties of A: unknown property "load.texture"`},
		{"repeated word", "    A exit exit;\n", `word "exit" given twice`},
		{"store to const", "    A store.const;\n", "constant memory is read-only"},
		{"two accesses", "    A load.global store.shared;\n", "at most one memory space"},
		{"branch and exit", "    A branch exit;\n", "a branch or an exit, not both"},
	}
	for _, c := range cases {
		text := strings.Replace(base, "    A commutative;\n", c.row, 1)
		if text == base {
			t.Fatalf("%s: edit did not apply", c.name)
		}
		err := buildText(t, text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got error %v, want one containing %q", c.name, err, c.want)
		}
	}
}

func TestBuildProps(t *testing.T) {
	var f desc.File
	if err := f.Parse("test.txt", strings.Replace(base, "    A commutative;\n", "    A faults atomic.shared commutative;\n", 1)); err != nil {
		t.Fatal(err)
	}
	m, err := build(&f)
	if err != nil {
		t.Fatal(err)
	}
	// Memory first, then the flags in the order of isa.Props.
	want := "Props{Mem: MemAtomic, Space: SpaceShared, Faults: true, Commutative: true}"
	if got := m.optypes[0].props.literal(); got != want {
		t.Errorf("props = %s, want %s", got, want)
	}
	src, err := m.emit()
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"OpA Optype = 0", "const NumOptypes = 1", "Op: OpA,", want} {
		if !strings.Contains(string(src), s) {
			t.Errorf("generated source lacks %q", s)
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
