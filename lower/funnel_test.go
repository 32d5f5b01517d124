package lower

import (
	"os"
	"sort"
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

// TestBreakFunnelReconvergesInLoop: the divergent if in %body has a break
// in its nested arm (%A -> %brk), so its immediate post-dominator is the
// break block, outside the loop. Lowering funnels the if's exits (%A ->
// %brk, %A2 -> %latch, %B -> %latch) through funnel0, inside the loop: the
// if's barrier joins there (BSYNC), and funnel0 branches to the latch or to
// the break block.
func TestBreakFunnelReconvergesInLoop(t *testing.T) {
	src := `
define void @k(i32* %p, i32 %n) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %q = getelementptr inbounds i32, i32* %p, i64 %t64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %c = icmp ult i32 %i, %n
  br i1 %c, label %body, label %done
body:
  %x = add i32 %t, %i
  %d = and i32 %x, 3
  %c1 = icmp eq i32 %d, 0
  br i1 %c1, label %A, label %B
A:
  %c2 = icmp ugt i32 %x, 20
  br i1 %c2, label %brk, label %A2
A2:
  store i32 %i, i32* %q, align 4
  br label %latch
B:
  store i32 %d, i32* %q, align 4
  br label %latch
latch:
  %i1 = add i32 %i, 1
  br label %loop
brk:
  store i32 7, i32* %q, align 4
  br label %done
done:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @k, !"kernel", i32 1}
`
	for _, lvl := range []int{0, 2} {
		f, err := lowerText(t, src, lvl)
		if err != nil {
			t.Fatalf("-O%d: %v", lvl, err)
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
		syncs := 0
		for _, in := range funnel.Instrs {
			if in.Op == ir.OpMachine && in.Inst.Form.Op().Name == "BSYNC" {
				syncs++
			}
		}
		if syncs != 1 {
			t.Errorf("-O%d: funnel0 has %d BSYNC, want 1 (the if's threads meet there)", lvl, syncs)
		}
		reaches := func(from *ir.Block, name string) bool {
			// through inserted blocks with a single successor
			for b := from; b != nil; {
				if b.Name == name {
					return true
				}
				if len(b.Succs) != 1 {
					return false
				}
				b = b.Succs[0]
			}
			return false
		}
		var to []string
		for _, s := range funnel.Succs {
			switch {
			case reaches(s, "latch"):
				to = append(to, "latch")
			case reaches(s, "brk"):
				to = append(to, "brk")
			default:
				to = append(to, s.Name)
			}
		}
		sort.Strings(to)
		if strings.Join(to, " ") != "brk latch" {
			t.Errorf("-O%d: funnel0 leads to %v, want the break block and the latch", lvl, to)
		}
	}
}

// TestChainFunnelWithSideEntryAfterJoin: in chain_side_entry_loop the
// divergent chain's then-block (%then7, three branches into it) meets the
// else arm of an enclosing uniform if (%else6) at %join13 before a
// divergent loop. The chain is funnelled all the same: its exits go through
// funnel0, where its head's barrier joins (one BSYNC), funnel0 alone enters
// %then7 (one thread group opens the loop's barrier), and the chain is
// funnelled once (no funnel1).
func TestChainFunnelWithSideEntryAfterJoin(t *testing.T) {
	for _, lvl := range []int{0, 2} {
		_, _, f := lowerFile(t, "testdata/regress/chain_side_entry_loop.ll", lvl)
		blocks := map[string]*ir.Block{}
		for _, b := range f.Blocks {
			blocks[b.Name] = b
		}
		if blocks["funnel1"] != nil {
			t.Errorf("-O%d: the chain is funnelled twice", lvl)
		}
		funnel := blocks["funnel0"]
		if funnel == nil {
			t.Fatalf("-O%d: no block funnel0", lvl)
		}
		syncs := 0
		for _, in := range funnel.Instrs {
			if in.Op == ir.OpMachine && in.Inst.Form.Op().Name == "BSYNC" {
				syncs++
			}
		}
		if syncs != 1 {
			t.Errorf("-O%d: funnel0 has %d BSYNC, want 1 (the chain's threads meet there)", lvl, syncs)
		}
		var to []string
		for _, s := range funnel.Succs {
			to = append(to, s.Name)
		}
		sort.Strings(to)
		if strings.Join(to, " ") != "else8 then7" {
			t.Errorf("-O%d: funnel0 leads to %v, want else8 and then7", lvl, to)
		}
		if then7 := blocks["then7"]; then7 == nil || len(then7.Preds) != 1 || then7.Preds[0] != funnel {
			t.Errorf("-O%d: then7 is not entered from funnel0 alone", lvl)
		}
	}
}
