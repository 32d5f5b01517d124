package lower

import (
	"os"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"gpucc/ir"
)

// lowerFile lowers the only kernel of an .ll file and returns the module's
// text before and after, and the machine function.
func lowerFile(t *testing.T, path string, lvl int) (before, after string, f *ir.Func) {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseBytes(path, src)
	if err != nil {
		t.Fatal(err)
	}
	ks, err := Kernels(m)
	if err != nil || len(ks) != 1 {
		t.Fatalf("kernels: %v, %v", ks, err)
	}
	before = m.String()
	f, err = Lower(m, ks[0], Options{OptLevel: lvl})
	if err != nil {
		t.Fatal(err)
	}
	return before, m.String(), f
}

// TestFunnelJoinsLoopExits: the search loop of graph_multi_exit exits into
// both arms of an if; lowering funnels the exits through one block, where
// the loop's barrier joins (BSYNC) before the branch to the arms, and it
// does so on a copy: the caller's module is unchanged.
func TestFunnelJoinsLoopExits(t *testing.T) {
	for _, lvl := range []int{0, 2} {
		before, after, f := lowerFile(t, "../testdata/kernels/graph_multi_exit.ll", lvl)
		if before != after {
			t.Errorf("-O%d: Lower modified the caller's module", lvl)
		}
		var funnel *ir.Block
		for _, b := range f.Blocks {
			if b.Name == "funnel0" {
				funnel = b
			}
		}
		if funnel == nil {
			t.Fatalf("-O%d: no block funnel0", lvl)
		}
		if len(funnel.Preds) < 2 || len(funnel.Succs) != 2 {
			t.Errorf("-O%d: funnel0 has %d predecessors and %d successors, want at least 2 and 2", lvl, len(funnel.Preds), len(funnel.Succs))
		}
		syncs := 0
		for _, in := range funnel.Instrs {
			if in.Op == ir.OpMachine && in.Inst.Form.Op().Name == "BSYNC" {
				syncs++
			}
		}
		if syncs != 1 {
			t.Errorf("-O%d: funnel0 has %d BSYNC, want 1 (the loop's threads meet there)", lvl, syncs)
		}
	}
}

// TestNoFunnelForOneExitPlace: loops whose threads all leave towards one
// place (collatz's while, a grid-stride loop) are lowered as they are.
func TestNoFunnelForOneExitPlace(t *testing.T) {
	for _, file := range []string{"../testdata/kernels/collatz.ll", "../testdata/kernels/axpy_gridstride.ll"} {
		_, _, f := lowerFile(t, file, 2)
		for _, b := range f.Blocks {
			if strings.HasPrefix(b.Name, "funnel") || strings.Contains(b.Name, ".exit") {
				t.Errorf("%s: block %s", file, b.Name)
			}
		}
	}
}
