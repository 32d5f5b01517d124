package suite

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestPtxasFileCoversEveryKernel checks that the checked-in ptxas figures
// parse and have a line for every kernel with IR in testdata/kernels (the
// numbers themselves are measurements, made by scripts/ptxas-figures.sh).
func TestPtxasFileCoversEveryKernel(t *testing.T) {
	figs, err := LoadPtxas()
	if err != nil {
		t.Fatal(err)
	}
	root, err := RepoRoot()
	if err != nil {
		t.Fatal(err)
	}
	lls, err := filepath.Glob(filepath.Join(root, KernelDir, "*.ll"))
	if err != nil {
		t.Fatal(err)
	}
	names := map[string]bool{}
	for _, ll := range lls {
		names[strings.TrimSuffix(filepath.Base(ll), ".ll")] = true
	}
	for _, k := range AllKernels() {
		names[k.Name] = true
	}
	// Kernels ptxas refuses are listed as "# NAME: not measured: REASON".
	path, err := repoPath(PtxasFile)
	if err != nil {
		t.Fatal(err)
	}
	text, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	notMeasured := map[string]bool{}
	for _, m := range regexp.MustCompile(`(?m)^# (\S+): not measured: `).FindAllStringSubmatch(string(text), -1) {
		notMeasured[m[1]] = true
	}
	for name := range names {
		if _, ok := figs[name]; !ok && !notMeasured[name] {
			t.Errorf("%s has no line in %s: run scripts/ptxas-figures.sh", name, PtxasFile)
		}
	}
	for name := range figs {
		if !names[name] {
			t.Errorf("%s lists %s, which is no kernel", PtxasFile, name)
		}
	}
}

func TestParsePtxas(t *testing.T) {
	header := "# comment\nkernel\tinstructions\tregisters\tspill_store_bytes\tspill_load_bytes\n"
	figs, err := ParsePtxas("p.tsv", header+"a\t22\t12\t0\t0\nb\t100\t255\t16\t8\n")
	if err != nil {
		t.Fatal(err)
	}
	if figs["a"] != (PtxasFigures{22, 12, 0, 0}) || figs["b"] != (PtxasFigures{100, 255, 16, 8}) || len(figs) != 2 {
		t.Errorf("parsed %+v", figs)
	}
	for _, c := range []struct{ text, want string }{
		{"kernel\tinstructions\n", "p.tsv:1: header"},
		{header + "a\t22\t12\t0\n", "p.tsv:3: 4 fields, want 5"},
		{header + "a\t22\tx\t0\t0\n", `p.tsv:3: registers "x" is not a count`},
		{header + "a\t22\t12\t0\t0\na\t1\t1\t0\t0\n", "p.tsv:4: kernel a listed twice"},
		{header + "a\t0\t12\t0\t0\n", "p.tsv:3: kernel a with 0 instructions"},
		{"# only a comment\n", "p.tsv: no header line"},
	} {
		if _, err := ParsePtxas("p.tsv", c.text); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ParsePtxas(%q) error %v, want %q", c.text, err, c.want)
		}
	}
}

func TestGeoMean(t *testing.T) {
	if g := GeoMean([]float64{2, 8}); math.Abs(g-4) > 1e-12 {
		t.Errorf("GeoMean(2, 8) = %g", g)
	}
	if g := GeoMean([]float64{0.5, 2, 1}); math.Abs(g-1) > 1e-12 {
		t.Errorf("GeoMean(0.5, 2, 1) = %g", g)
	}
	if !math.IsNaN(GeoMean(nil)) {
		t.Error("GeoMean of nothing is a number")
	}
}
