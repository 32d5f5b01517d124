package kgen

import (
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// chainThenBlocks counts the blocks of a kernel that two or more
// conditional branches of one short-circuit chain enter as their true
// target and that end in a conditional branch on a thread-dependent
// condition: an icmp of `and` of a thread index (tid.x, the linear or
// global index, the lane) with a constant.
func chainThenBlocks(t *testing.T, irText string) int {
	t.Helper()
	m, err := asm.ParseString("kgen.ll", irText)
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, f := range m.Funcs {
		chainPreds := map[*ir.Block]int{}
		for _, b := range f.Blocks {
			if br, ok := b.Term.(*ir.TermCondBr); ok {
				if tb, ok := br.TargetTrue.(*ir.Block); ok {
					chainPreds[tb]++
				}
			}
		}
		for b, k := range chainPreds {
			br, ok := b.Term.(*ir.TermCondBr)
			if k < 2 || !ok {
				continue
			}
			cmp, ok := br.Cond.(*ir.InstICmp)
			if !ok {
				continue
			}
			and, ok := cmp.X.(*ir.InstAnd)
			if !ok {
				continue
			}
			if x, ok := and.X.(value.Named); ok {
				switch x.Name() {
				case "tid.x", "lin", "laneid", "gid":
					n++
				}
			}
		}
	}
	return n
}

// Branch chains appear in the IR as the shape that once deadlocked the
// compiler, and disappear with NoBranchChains.
func TestGeneratedBranchChains(t *testing.T) {
	with := 0
	for seed := uint64(0); seed < 100; seed++ {
		k, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		if chainThenBlocks(t, k.IR) > 0 {
			with++
		}
		q, err := GenerateSeed(seed, Config{NoBranchChains: true})
		if err != nil {
			t.Fatal(err)
		}
		if n := chainThenBlocks(t, q.IR); n > 0 {
			t.Fatalf("seed %d: %d chain then-blocks with NoBranchChains\n%s", seed, n, q.IR)
		}
	}
	t.Logf("%d of 100 kernels contain a branch chain", with)
	if with < 20 {
		t.Errorf("only %d of 100 kernels contain a branch chain", with)
	}
}

// A hand-built chain computes c1 || c2 || c3: the then-arm runs exactly
// for the threads where one condition holds (checked against Go), and
// the divergent side effect only for those of them with an odd tid.x.
func TestBranchChainSemantics(t *testing.T) {
	tid := &Special{Kind: SpTidX}
	c := func(pred string, v uint64) *Cmp { return &Cmp{Pred: pred, X: tid, Y: &Const{T: I32, V: v}} }
	odd := &Cmp{Pred: "ne", X: &Bin{Op: "and", X: tid, Y: &Const{T: I32, V: 1}}, Y: &Const{T: I32}}
	p := pairProg(I32, &Const{T: I32, V: 5})
	p.NStores = 1
	p.Body = append(p.Body, &If{C: c("ult", 4), Or: []*Cmp{c("eq", 10), c("ugt", 60)},
		Then: []Stmt{&If{C: odd, Then: []Stmt{&Store{Slot: 0, E: &Const{T: I32, V: 77}}}}, &Assign{V: 0, E: &Const{T: I32, V: 1}}},
		Else: []Stmt{&Assign{V: 0, E: &Const{T: I32, V: 2}}}})
	if err := p.Check(); err != nil {
		t.Fatal(err)
	}
	if chainThenBlocks(t, p.IR()) != 1 {
		t.Fatalf("the chain's then-block is not recognised:\n%s", p.IR())
	}
	k := &Kernel{Name: p.Name, IR: p.IR(), Prog: p}
	l := p.Launch()
	res := runKernel(t, "chain", k, 0)
	out := res.Buffers[2]
	for i := 0; i < 64; i++ {
		taken := i < 4 || i == 10 || i > 60
		want := map[bool]uint64{true: 1, false: 2}[taken]
		if got := le64(out[i*16:]); got != want {
			t.Errorf("thread %d: v0 = %d, want %d", i, got, want)
		}
		slot := le64(out[i*16+8:])
		initial := le64(l.Args[2].Data[i*16+8:])
		if taken && i%2 == 1 {
			if slot != 77 {
				t.Errorf("thread %d: store slot %d, want 77", i, slot)
			}
		} else if slot != initial {
			t.Errorf("thread %d: store slot written (%d)", i, slot)
		}
	}

}

func le64(b []byte) uint64 {
	var v uint64
	for i := 7; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// chainLoops counts the branch chains (an If with Or conditions) among
// stmts, at any depth of ifs and loops, and those whose then-block starts
// with a loop.
func chainLoops(stmts []Stmt) (chains, withLoop int) {
	for _, s := range stmts {
		var subs [][]Stmt
		switch s := s.(type) {
		case *If:
			if len(s.Or) > 0 {
				chains++
				if len(s.Then) > 0 {
					if _, ok := s.Then[0].(*Loop); ok {
						withLoop++
					}
				}
			}
			subs = [][]Stmt{s.Then, s.Else}
		case *Loop:
			subs = [][]Stmt{s.Body}
		}
		for _, sub := range subs {
			c, w := chainLoops(sub)
			chains += c
			withLoop += w
		}
	}
	return chains, withLoop
}

// Some chains' then-blocks start with a loop (the shape of fuzz seed
// 112011983's deadlock: a back edge lets the emulator switch thread groups
// between two that opened the same barrier), and not all of them.
func TestChainThenLoops(t *testing.T) {
	chains, withLoop := 0, 0
	for seed := uint64(0); seed < 200; seed++ {
		k, err := GenerateSeed(seed, Config{})
		if err != nil {
			t.Fatal(err)
		}
		c, w := chainLoops(k.Prog.Body)
		chains += c
		withLoop += w
	}
	t.Logf("%d of %d chains start their then-block with a loop", withLoop, chains)
	if withLoop < 5 || withLoop > chains*2/3 {
		t.Errorf("%d of %d chains start their then-block with a loop, want some (about a third)", withLoop, chains)
	}
}
