package kgen

import (
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// cfgLoops finds the natural loops of a function: for every back edge
// u -> h (h dominates u), the blocks that reach u without passing h.
type cfgLoop struct {
	header *ir.Block
	blocks map[*ir.Block]bool
}

func naturalLoops(f *ir.Func) []cfgLoop {
	preds := map[*ir.Block][]*ir.Block{}
	for _, b := range f.Blocks {
		for _, s := range b.Term.Succs() {
			preds[s] = append(preds[s], b)
		}
	}
	// Iterative dominator sets (the CFGs are small).
	dom := map[*ir.Block]map[*ir.Block]bool{}
	all := map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		all[b] = true
	}
	for i, b := range f.Blocks {
		if i == 0 {
			dom[b] = map[*ir.Block]bool{b: true}
			continue
		}
		dom[b] = map[*ir.Block]bool{}
		for x := range all {
			dom[b][x] = true
		}
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks[1:] {
			next := map[*ir.Block]bool{}
			first := true
			for _, p := range preds[b] {
				if first {
					for x := range dom[p] {
						next[x] = true
					}
					first = false
					continue
				}
				for x := range next {
					if !dom[p][x] {
						delete(next, x)
					}
				}
			}
			next[b] = true
			if len(next) != len(dom[b]) {
				dom[b], changed = next, true
			}
		}
	}
	var loops []cfgLoop
	for _, u := range f.Blocks {
		for _, h := range u.Term.Succs() {
			if !dom[u][h] {
				continue
			}
			l := cfgLoop{header: h, blocks: map[*ir.Block]bool{h: true}}
			work := []*ir.Block{u}
			for len(work) > 0 {
				b := work[len(work)-1]
				work = work[:len(work)-1]
				if l.blocks[b] {
					continue
				}
				l.blocks[b] = true
				work = append(work, preds[b]...)
			}
			loops = append(loops, l)
		}
	}
	return loops
}

// exits returns the loop's exiting blocks and the distinct blocks its exit
// edges lead to.
func (l cfgLoop) exits() (exiting, targets map[*ir.Block]bool) {
	exiting, targets = map[*ir.Block]bool{}, map[*ir.Block]bool{}
	for b := range l.blocks {
		for _, s := range b.Term.Succs() {
			if !l.blocks[s] {
				exiting[b], targets[s] = true, true
			}
		}
	}
	return exiting, targets
}

// pointerOrigin follows GEPs and casts back to a pointer's base: "local"
// (an alloca), "shared" (an addrspace(3) global) or "global".
func pointerOrigin(v value.Value) string {
	for {
		switch x := v.(type) {
		case *ir.InstGetElementPtr:
			v = x.Src
		case *ir.InstAddrSpaceCast:
			v = x.From
		case *ir.InstAlloca:
			return "local"
		case *ir.Global:
			return "shared"
		default:
			return "global"
		}
	}
}

// shapeCounts counts the kernels among seeds 0..n-1 whose IR shows each
// shape of issue 17.
func shapeCounts(t *testing.T, n int, cfg Config) map[string]int {
	t.Helper()
	count := map[string]int{}
	for seed := uint64(0); seed < uint64(n); seed++ {
		k, err := GenerateSeed(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		m, err := asm.ParseString("kgen.ll", k.IR)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		f := m.Funcs[0]
		seen := map[string]bool{}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				var vals []value.Value
				kind := ""
				switch x := inst.(type) {
				case *ir.InstPhi:
					if _, ok := x.Typ.(*types.PointerType); ok {
						kind = "phi"
						for _, inc := range x.Incs {
							vals = append(vals, inc.X)
						}
					}
				case *ir.InstSelect:
					if _, ok := x.Typ.(*types.PointerType); ok {
						kind, vals = "select", []value.Value{x.ValueTrue, x.ValueFalse}
					}
				case *ir.InstStore:
					if _, ok := x.Src.Type().(*types.PointerType); ok {
						seen["pointer stored to memory"] = true
					}
				case *ir.InstGetElementPtr:
					// An index formed by subtracting a constant from a pointer
					// that already points into the middle of an array:
					// indexing below a pointer.
					_, inMiddle := x.Src.(*ir.InstGetElementPtr)
					if len(x.Indices) == 1 && inMiddle {
						if _, ok := x.Indices[0].(*ir.InstSub); ok {
							seen["below a "+pointerOrigin(x.Src)+" pointer"] = true
						}
					}
				}
				if kind == "" {
					continue
				}
				// Constant offsets: every incoming value is a GEP with a
				// constant last index or the base itself.
				constOffsets, bare := true, false
				origins := map[string]bool{}
				for _, v := range vals {
					origins[pointerOrigin(v)] = true
				}
				if origins["local"] && origins["global"] {
					seen[kind+" of local and global pointers"] = true
				}
				for _, v := range vals {
					seen[kind+" of "+pointerOrigin(v)+" pointers"] = true
					if _, ok := v.(*ir.Param); ok {
						bare = true
					}
					if g, ok := v.(*ir.InstGetElementPtr); ok {
						if _, named := g.Indices[len(g.Indices)-1].(value.Named); named {
							constOffsets = false
						}
					}
				}
				if constOffsets && bare && kind == "phi" {
					seen["phi of the base and constant offsets of it"] = true
				}
				if constOffsets {
					seen[kind+" of constant-offset pointers"] = true
				} else {
					seen[kind+" of variable-offset pointers"] = true
				}
			}
		}
		rets := 0
		for _, b := range f.Blocks {
			if _, ok := b.Term.(*ir.TermRet); ok {
				rets++
			}
		}
		loops := naturalLoops(f)
		for _, l := range loops {
			exiting, targets := l.exits()
			if len(targets) >= 2 {
				seen["loop exits to two blocks"] = true
			}
			if len(exiting) >= 2 {
				seen["loop exits from two blocks"] = true
			}
			for tgt := range targets {
				// An early return: a second ret, on a loop exit.
				if _, ok := tgt.Term.(*ir.TermRet); ok && rets > 1 {
					seen["ret on a loop exit"] = true
				}
			}
			if !exiting[l.header] {
				seen["loop tested at the bottom"] = true
				for _, inner := range loops {
					if inner.header != l.header && l.blocks[inner.header] && isGridStride(inner.header) {
						seen["grid-stride loop inside a bottom-tested loop"] = true
					}
				}
			}
		}
		for s := range seen {
			count[s]++
		}
	}
	return count
}

// isGridStride reports whether header starts a counter at %gid.
func isGridStride(h *ir.Block) bool {
	for _, inst := range h.Insts {
		if phi, ok := inst.(*ir.InstPhi); ok {
			for _, inc := range phi.Incs {
				if n, ok := inc.X.(value.Named); ok && n.Name() == "gid" {
					return true
				}
			}
		}
	}
	return false
}

// The shapes of issue 17 appear in the generated IR, recognised from its
// structure, and disappear with their switches.
func TestGeneratedShapes(t *testing.T) {
	want := []string{
		"phi of global pointers", "phi of local pointers", "phi of shared pointers",
		"select of global pointers", "select of local pointers", "select of shared pointers",
		"phi of constant-offset pointers", "phi of variable-offset pointers", "phi of the base and constant offsets of it",
		"select of constant-offset pointers", "select of variable-offset pointers",
		"below a local pointer", "below a shared pointer",
		"loop exits to two blocks", "loop exits from two blocks", "ret on a loop exit",
		"loop tested at the bottom", "grid-stride loop inside a bottom-tested loop",
		"phi of local and global pointers", "select of local and global pointers", "pointer stored to memory",
	}
	// 400 kernels: floating point, the branch chains and the constructs of
	// realkernels.go share the statement budget with these shapes.
	count := shapeCounts(t, 400, Config{})
	t.Logf("kernels of 400 showing each shape: %v", count)
	for _, s := range want {
		if count[s] < 3 {
			t.Errorf("only %d of 400 kernels show %q", count[s], s)
		}
	}
	off := shapeCounts(t, 30, Config{NoPointerPicks: true, NoMultiExit: true, NoJumps: true, NoDoWhile: true})
	for _, s := range want {
		if off[s] != 0 {
			t.Errorf("%d kernels show %q with every shape switched off", off[s], s)
		}
	}
	// Without local and shared pointer phis, only global ones remain, and
	// pointers still point into the middle of local and shared arrays.
	noLS := shapeCounts(t, 120, Config{NoLocalSharedPhis: true})
	for _, s := range []string{"phi of local pointers", "phi of shared pointers", "select of local pointers", "select of shared pointers",
		"phi of local and global pointers", "select of local and global pointers", "pointer stored to memory"} {
		if noLS[s] != 0 {
			t.Errorf("%d kernels show %q with NoLocalSharedPhis", noLS[s], s)
		}
	}
	for _, s := range []string{"phi of global pointers", "below a local pointer", "below a shared pointer", "loop exits to two blocks"} {
		if noLS[s] < 3 {
			t.Errorf("only %d of 120 kernels show %q with NoLocalSharedPhis", noLS[s], s)
		}
	}
}
