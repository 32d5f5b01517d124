package emit

import "gpucc/ir"

// ThreadJumps retargets every branch whose target block does nothing but
// jump on (one unguarded BRA) to where that jump leads, and drops the
// blocks no path reaches any more. Splitting critical edges for phi copies
// leaves such blocks wherever allocation coalesced the copies away, and
// the layout puts them after the code: a loop then closed with a guarded
// branch to a block that branched back to the header, two branches per
// iteration where one does (tiled_imatmul). It runs before
// RemoveFallthroughBranches and recomputes the CFG.
func ThreadJumps(f *ir.Func) {
	// onward returns the block a jump-only block leads to, or nil.
	onward := func(b *ir.Block) *ir.Block {
		if len(b.Instrs) != 1 {
			return nil
		}
		in := b.Instrs[0]
		if !in.IsBranch() || in.Guarded() || in.Target == nil {
			return nil
		}
		return in.Target
	}
	final := func(b *ir.Block) *ir.Block {
		for steps := 0; steps < len(f.Blocks); steps++ { // a cycle of jumps ends the walk
			next := onward(b)
			if next == nil || next == b {
				break
			}
			b = next
		}
		return b
	}
	changed := false
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			if in.IsBranch() && in.Target != nil {
				if t := final(in.Target); t != in.Target {
					in.Target, changed = t, true
				}
			}
		}
	}
	if !changed {
		return
	}
	f.ComputeCFG()
	kept := f.Blocks[:0]
	for i, b := range f.Blocks {
		if i == 0 || len(b.Preds) > 0 {
			kept = append(kept, b)
		}
	}
	f.Blocks = kept
	f.Renumber()
	f.ComputeCFG()
}
