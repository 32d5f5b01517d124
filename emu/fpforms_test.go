package emu

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"gpucc/isa"
)

// TestEveryFPFormIsTested: every form (operand shape) of every
// floating-point optype is executed by an instruction in fp_test.go.
// (TestEveryOptypeIsTested checks the mnemonics of the whole ISA.)
func TestEveryFPFormIsTested(t *testing.T) {
	b, err := os.ReadFile("fp_test.go")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, lit := range regexp.MustCompile("(?s)`[^`]*`|\"[^\"\n]*\"").FindAllString(string(b), -1) {
		for _, part := range strings.Split(strings.Trim(lit, "`\""), ";") {
			if in, err := isa.ParseInst(strings.TrimSpace(part)); err == nil {
				seen[in.Form.Name] = true
			}
		}
	}
	n := 0
	for _, op := range isa.Optypes() {
		if op.Group != "FPU" {
			continue
		}
		for _, fi := range op.Forms {
			n++
			if f := isa.Forms()[fi]; !seen[f.Name] {
				t.Errorf("no test in fp_test.go executes form %s of %s", f.Name, op.Mnemonic)
			}
		}
	}
	if n < 70 {
		t.Errorf("found %d FP forms, want the 70 of ext_fp.txt", n)
	}
}
