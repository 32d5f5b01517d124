package isa

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gpucc/isa/internal/desc"
	"gpucc/isa/internal/gen"
)

// specDocs parses the original specification documents, skipping the test
// when ../shared is not beside the repository.
func specDocs(t *testing.T) *desc.File {
	t.Helper()
	var f desc.File
	for _, prefix := range []string{"000", "003", "004"} {
		m, _ := filepath.Glob(filepath.Join("..", "..", "shared", "spec", prefix+"_*.txt"))
		if len(m) != 1 {
			t.Skipf("spec document %s_*.txt not found in ../../shared/spec: the spec-fidelity checks need the shared/ folder beside the repository", prefix)
		}
		b, err := os.ReadFile(m[0])
		if err != nil {
			t.Fatal(err)
		}
		if err := f.Parse(filepath.Base(m[0]), string(b)); err != nil {
			t.Fatalf("parsing the spec: %v", err)
		}
	}
	return &f
}

func ourDescription(t *testing.T) *desc.File {
	t.Helper()
	f, err := gen.Load("spec")
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// fieldDeviations are the deliberate differences between our field tables
// and the spec's, each recorded in docs/isa.md: "FORM.field" -> our field
// line (lo, width, type, name, default, fixed) where the spec's differs.
var fieldDeviations = map[string]string{
	"I2IP.satrelu":        "75 1 SATRelu satrelu SAT false",
	"BAR_I.cnt":           "44 12 UImm12 cnt 0 false",
	"BAR_RRI.cnt":         "44 12 UImm12 cnt 0 false",
	"BAR_RED_I.cnt":       "44 12 UImm12 cnt 0 false",
	"B2R.mode":            "80 1 B2RMode mode BAR false",
	"B2R_I.barid":         "40 4 UImm4 barid 0 false",
	"B2R_RESULT.pu":       "106 3 Pred pu PT false",
	"R2B.mode":            "80 1 B2RMode mode BAR false",
	"R2B_RI.barid":        "40 4 UImm4 barid 0 false",
	"LEA_RRR.rc":          "64 8 Reg rc RZ false",
	"LEA_RIR.rc":          "64 8 Reg rc RZ false",
	"LEA_RCR.rc":          "64 8 Reg rc RZ false",
	"LEA_RUR.rc":          "64 8 Reg rc RZ false",
	"ISET.pp.not":         "101 1 PModi pp.not False false",
	"IMAD_WIDE_RCR.Order": "pg rd pu ra vb rc pp",
}

// syntaxDeviations are optypes whose syntax lines we wrote or changed.
var syntaxDeviations = map[string]bool{"MOVM": true, "ELECT": true, "ELECTU": true, "B2R_RESULT": true}

func fieldKey(fd desc.Field) string {
	return strings.Join([]string{strconv.Itoa(fd.Lo), strconv.Itoa(fd.Width), fd.Type, fd.Name, fd.Default, map[bool]string{true: "true", false: "false"}[fd.Fixed]}, " ")
}

var commentRE = regexp.MustCompile(`\s*//.*$`)

func normSyntax(lines []string) []string {
	var out []string
	for _, l := range lines {
		l = commentRE.ReplaceAllString(l, "")
		l = strings.Join(strings.Fields(l), " ")
		if l != "" {
			out = append(out, l)
		}
	}
	return out
}

// TestSpecFidelity checks that every bit-field type, group, optype and form
// of the spec documents is in our description with the same fields, operand
// lists, order and widths, except for the recorded deviations.
func TestSpecFidelity(t *testing.T) {
	spec := specDocs(t)
	ours := ourDescription(t)
	if got := len(spec.Optype); got != 38 {
		t.Errorf("spec documents define %d optypes, want 38", got)
	}
	if got := len(spec.Opcode); got != 127 {
		t.Errorf("spec documents define %d opcode forms, want 127", got)
	}
	for _, st := range spec.Types {
		ot := ours.TypeByName(st.Name)
		if ot == nil {
			t.Errorf("bit-field type %s missing", st.Name)
			continue
		}
		if ot.Bits != st.Bits || len(ot.Values) != len(st.Values) {
			t.Errorf("bit-field type %s: ours <%d> with %d values, spec <%d> with %d", st.Name, ot.Bits, len(ot.Values), st.Bits, len(st.Values))
			continue
		}
		for i := range st.Values {
			if ot.Values[i].Name != st.Values[i].Name || ot.Values[i].Value != st.Values[i].Value {
				t.Errorf("bit-field type %s value %d: ours %s=%d, spec %s=%d", st.Name, i, ot.Values[i].Name, ot.Values[i].Value, st.Values[i].Name, st.Values[i].Value)
			}
		}
	}
	used := map[string]bool{}
	compareFields := func(owner string, sf, of []desc.Field) {
		if len(sf) != len(of) {
			t.Errorf("%s: ours has %d fields, spec %d", owner, len(of), len(sf))
			return
		}
		for i := range sf {
			sk, ok := fieldKey(sf[i]), fieldKey(of[i])
			if sk == ok {
				continue
			}
			key := owner + "." + sf[i].Name
			if dev, listed := fieldDeviations[key]; listed && dev == ok {
				used[key] = true
				continue
			}
			t.Errorf("%s field %d: ours %q, spec %q", owner, i, ok, sk)
		}
	}
	for _, sg := range spec.Groups {
		og := ours.Find("Group", sg.Name)
		if og == nil {
			t.Errorf("group %s missing", sg.Name)
			continue
		}
		compareFields(sg.Name, sg.Fields, og.Fields)
	}
	for _, so := range spec.Optype {
		oo := ours.Find("Optype", so.Name)
		if oo == nil {
			t.Errorf("optype %s missing", so.Name)
			continue
		}
		if oo.Parent != so.Parent {
			t.Errorf("optype %s: group %s, spec %s", so.Name, oo.Parent, so.Parent)
		}
		compareFields(so.Name, so.Fields, oo.Fields)
		if !syntaxDeviations[so.Name] && strings.Join(normSyntax(so.Syntax), "\n") != strings.Join(normSyntax(oo.Syntax), "\n") {
			t.Errorf("optype %s: syntax differs:\nours %q\nspec %q", so.Name, normSyntax(oo.Syntax), normSyntax(so.Syntax))
		}
	}
	for _, sd := range spec.Opcode {
		od := ours.Find("Opcode", sd.Name)
		if od == nil {
			t.Errorf("form %s missing", sd.Name)
			continue
		}
		if od.Parent != sd.Parent {
			t.Errorf("form %s: optype %s, spec %s", sd.Name, od.Parent, sd.Parent)
		}
		compareFields(sd.Name, sd.Fields, od.Fields)
		for _, l := range []struct {
			what       string
			spec, ours []string
		}{{"InList", sd.InList, od.InList}, {"OutList", sd.OutList, od.OutList}, {"Order", sd.Order, od.Order}} {
			s, o := strings.Join(l.spec, " "), strings.Join(l.ours, " ")
			if s == o {
				continue
			}
			key := sd.Name + "." + l.what
			if fieldDeviations[key] == o {
				used[key] = true
				continue
			}
			t.Errorf("form %s %s: ours %q, spec %q", sd.Name, l.what, o, s)
		}
		if len(sd.Bitwidth) != len(od.Bitwidth) {
			t.Errorf("form %s: %d Bitwidth lines, spec %d", sd.Name, len(od.Bitwidth), len(sd.Bitwidth))
		} else {
			for i := range sd.Bitwidth {
				if !equalBitwidth(sd.Bitwidth[i], od.Bitwidth[i]) {
					t.Errorf("form %s Bitwidth %d: ours %+v, spec %+v", sd.Name, i, od.Bitwidth[i], sd.Bitwidth[i])
				}
			}
		}
	}
	for key := range fieldDeviations {
		if !used[key] {
			t.Errorf("deviation %s is listed but our description matches the spec there (or the key is wrong)", key)
		}
	}
	// Every spec form is in the generated tables too.
	for _, sd := range spec.Opcode {
		if FormByName(sd.Name) == nil {
			t.Errorf("form %s missing from the generated tables", sd.Name)
		}
	}
}

func equalBitwidth(a, b desc.Bitwidth) bool {
	if a.Operand != b.Operand || a.Base != b.Base || len(a.Terms) != len(b.Terms) {
		return false
	}
	for i := range a.Terms {
		if a.Terms[i] != b.Terms[i] {
			return false
		}
	}
	return true
}

// TestGeneratedTablesUpToDate regenerates tables_gen.go from isa/spec and
// fails if the committed file differs.
func TestGeneratedTablesUpToDate(t *testing.T) {
	want, err := gen.Generate("spec")
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("tables_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != string(want) {
		t.Fatal("tables_gen.go is stale: run `go generate ./isa/...`")
	}
}
