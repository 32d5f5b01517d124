package lower

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/llir/llvm/asm"

	"gpucc/interp/kgen"
	"gpucc/ir"
	"gpucc/isa"
)

// TestPressureMatchesFixpoint compares gprPressure with the textbook
// fixpoint computation on every test kernel, before and after the -O2
// cleanup, and on random kernels with loops and branches.
func TestPressureMatchesFixpoint(t *testing.T) {
	check := func(name string, f *ir.Func) {
		t.Helper()
		got, gotPeak := gprPressure(f)
		want, wantPeak := referencePressure(f)
		if gotPeak != wantPeak {
			t.Errorf("%s: peak %d, want %d", name, gotPeak, wantPeak)
		}
		for _, b := range f.Blocks {
			g, w := got[b], want[b]
			if len(g) != len(w) {
				t.Errorf("%s: block %s: %d pressures, want %d", name, b.Name, len(g), len(w))
				continue
			}
			for i := range g {
				if g[i] != w[i] {
					t.Errorf("%s: block %s, instruction %d: pressure %d, want %d", name, b.Name, i, g[i], w[i])
					break
				}
			}
		}
	}
	files, _ := filepath.Glob("../testdata/kernels/*.ll")
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		m, err := asm.ParseBytes(file, src)
		if err != nil {
			t.Fatal(err)
		}
		ks, err := Kernels(m)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range ks {
			f, err := Select(m, k, Options{OptLevel: 2})
			if err != nil {
				continue // kernels the compiler rejects (math library calls before linking)
			}
			check(filepath.Base(file)+" selected", f)
			Cleanup(f)
			check(filepath.Base(file)+" cleaned up", f)
		}
	}
	for seed := uint64(1); seed <= 40; seed++ {
		k, err := kgen.GenerateSeed(seed, kgen.Config{})
		if err != nil {
			t.Fatal(err)
		}
		m, err := asm.ParseString("kgen.ll", k.IR)
		if err != nil {
			t.Fatal(err)
		}
		ks, _ := Kernels(m)
		for _, fn := range ks {
			f, err := Select(m, fn, Options{OptLevel: 2})
			if err != nil {
				continue
			}
			check(fn.Name(), f)
		}
	}
}

// referencePressure is gprPressure as the textbook defines it: upward-
// exposed uses and definitions per block as sets, the live-in and
// live-out sets iterated to the fixpoint of in = use + (out - def), out =
// the successors' in + the phi arguments read at the block's end, then a
// backward walk of each block from its live-out set.
func referencePressure(f *ir.Func) (map[*ir.Block][]int, int) {
	type sets struct{ use, def, in, out map[component]bool }
	info := map[*ir.Block]*sets{}
	phiOut := map[*ir.Block]map[component]bool{}
	for _, b := range f.Blocks {
		st := &sets{use: map[component]bool{}, def: map[component]bool{}, in: map[component]bool{}, out: map[component]bool{}}
		info[b] = st
		for _, in := range b.Instrs {
			if in.Op == ir.OpPhi {
				for k, a := range in.Args {
					if k < len(b.Preds) && a.V != 0 && f.VRegs[a.V].Class == isa.GPR {
						p := b.Preds[k]
						if phiOut[p] == nil {
							phiOut[p] = map[component]bool{}
						}
						for c := 0; c < int(f.VRegs[a.V].Size); c++ {
							phiOut[p][component{a.V, int(a.Sub) + c}] = true
						}
					}
				}
			} else {
				for _, u := range in.Uses() {
					for _, c := range referenceGPRComponents(f, in, u) {
						if !st.def[c] {
							st.use[c] = true
						}
					}
				}
			}
			for _, d := range in.Defs() {
				for _, c := range referenceGPRComponents(f, in, d) {
					st.def[c] = true
				}
			}
		}
	}
	for changed := true; changed; {
		changed = false
		for k := len(f.Blocks) - 1; k >= 0; k-- {
			b := f.Blocks[k]
			st := info[b]
			for c := range phiOut[b] {
				if !st.out[c] {
					st.out[c], changed = true, true
				}
			}
			for _, s := range b.Succs {
				for c := range info[s].in {
					if !st.out[c] {
						st.out[c], changed = true, true
					}
				}
			}
			for c := range st.use {
				if !st.in[c] {
					st.in[c], changed = true, true
				}
			}
			for c := range st.out {
				if !st.def[c] && !st.in[c] {
					st.in[c], changed = true, true
				}
			}
		}
	}
	pressure := map[*ir.Block][]int{}
	peak := 0
	for _, b := range f.Blocks {
		live := map[component]bool{}
		for c := range info[b].out {
			live[c] = true
		}
		p := make([]int, len(b.Instrs))
		for i := len(b.Instrs) - 1; i >= 0; i-- {
			in := b.Instrs[i]
			n := len(live)
			for _, d := range in.Defs() {
				for _, c := range referenceGPRComponents(f, in, d) {
					if !live[c] {
						n++
					}
					delete(live, c)
				}
			}
			p[i] = n
			peak = max(peak, n)
			if in.Op != ir.OpPhi {
				for _, u := range in.Uses() {
					for _, c := range referenceGPRComponents(f, in, u) {
						live[c] = true
					}
				}
			}
		}
		pressure[b] = p
	}
	return pressure, peak
}

// referenceGPRComponents is components restricted to GPR virtual registers.
func referenceGPRComponents(f *ir.Func, in *ir.Instr, op ir.Operand) []component {
	if op.Reg.V == 0 || f.VRegs[op.Reg.V].Class != isa.GPR {
		return nil
	}
	return components(f, in, op)
}
