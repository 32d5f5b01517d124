package main

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"gpucc/cmd/gpucc/internal/suite"
)

// TestSuiteCommand runs `gpucc suite` and checks that every kernel has a
// row, that ptxas's figures from the checked-in file stand beside ours, and
// that the geometric means are printed.
func TestSuiteCommand(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if code := run([]string{"suite"}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s\n%s", code, stderr.String(), stdout.String())
	}
	ptxas, err := suite.LoadPtxas()
	if err != nil {
		t.Fatal(err)
	}
	out := stdout.String()
	measured := 0
	for _, k := range suite.AllKernels() {
		px, ok := ptxas[k.Name]
		if !ok {
			// Not measured (ptxas refuses the kernel's inline PTX): dashes.
			if !regexp.MustCompile(fmt.Sprintf(`(?m)^ *%s +\d+ +- +- +\d+ +- +- `, k.Name)).MatchString(stdout.String()) {
				t.Errorf("no row with dashes for %s, which ptxas.tsv does not measure", k.Name)
			}
			continue
		}
		measured++
		// name, our instructions, ptxas's, ratio, our GPRs, ptxas's registers
		row := regexp.MustCompile(fmt.Sprintf(`(?m)^ *%s +\d+ +%d +\d+\.\d\d +\d+ +%d +\d+\.\d\d `, k.Name, px.Instructions, px.Registers))
		fpRow := regexp.MustCompile(fmt.Sprintf(`(?m)^ *%s +not compiled \(no FP selection yet\) +%d +%d$`, k.Name, px.Instructions, px.Registers))
		if !row.MatchString(out) && !(strings.HasPrefix(k.Name, "fp_") && !suite.FPCompiles && fpRow.MatchString(out)) {
			t.Errorf("no row for %s with ptxas's %d instructions and %d registers", k.Name, px.Instructions, px.Registers)
		}
	}
	n := measured
	if !regexp.MustCompile(fmt.Sprintf(`geometric mean over %d kernels: instructions \d+\.\d\dx ptxas, registers \d+\.\d\dx ptxas`, n)).MatchString(out) {
		t.Errorf("no geometric means over %d kernels in:\n%s", n, out)
	}
}
