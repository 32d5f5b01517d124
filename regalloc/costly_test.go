package regalloc_test

import (
	"testing"

	"gpucc/regalloc"
)

// TestCostlyRegistersLast: with 8 allocatable GPRs of which R0..R3 are
// Config.Costly, three values live at once take three of the cheap ones,
// R4..R6 (lowest first among them); without Costly the same function uses
// R0..R2. Six values live at once need all four cheap registers, R4..R7,
// and the two lowest costly ones, R0 and R1.
func TestCostlyRegistersLast(t *testing.T) {
	build := func(n int) *exFunc {
		// def v0..v(n-1); use all of them in one instruction.
		f := &exFunc{succs: [][]int{nil}}
		var defs []*exInstr
		var uses []regalloc.Operand
		for v := 0; v < n; v++ {
			f.widths = append(f.widths, 1)
			op := regalloc.Operand{Reg: regalloc.Virt(regalloc.VReg(v))}
			defs = append(defs, &exInstr{op: "def", defs: []regalloc.Operand{op}})
			uses = append(uses, op)
		}
		f.blocks = [][]*exInstr{append(defs, &exInstr{op: "use", uses: uses})}
		return f
	}
	costly := []regalloc.PReg{}
	for r := 0; r < 4; r++ {
		costly = append(costly, regalloc.MakePReg(regalloc.GPR, r))
	}
	used := func(f *exFunc, cfg regalloc.Config) map[int]bool {
		res, err := regalloc.Allocate(f, cfg)
		if err != nil {
			t.Fatal(err)
		}
		out := map[int]bool{}
		for _, p := range res.Assignment {
			out[p.Index()] = true
		}
		return out
	}
	for _, c := range []struct {
		n      int
		costly bool
		want   []int
	}{
		{3, true, []int{4, 5, 6}},
		{3, false, []int{0, 1, 2}},
		{6, true, []int{0, 1, 4, 5, 6, 7}},
	} {
		cfg := regalloc.Config{}
		cfg.Allocatable[regalloc.GPR] = 8
		if c.costly {
			cfg.Costly = costly
		}
		got := used(build(c.n), cfg)
		if len(got) != len(c.want) {
			t.Errorf("%d values (costly %v): registers %v, want %v", c.n, c.costly, got, c.want)
			continue
		}
		for _, r := range c.want {
			if !got[r] {
				t.Errorf("%d values (costly %v): registers %v, want %v", c.n, c.costly, got, c.want)
				break
			}
		}
	}
}
