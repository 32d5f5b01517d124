package lower

import (
	"strings"
	"testing"

	"github.com/llir/llvm/asm"

	"gpucc/interp/kgen"
)

// The generator's shuffle reductions (interp/kgen/warpidioms.go) reach the
// idiom: over a range of seeds, some kernels lower to more REDUX
// instructions than they have llvm.nvvm.redux.sync calls, and some keep
// shuffles of near misses. (That the results agree with the interpreter is
// `gpucc fuzz`'s and TestGeneratedKernels' business.)
func TestKgenWarpReductionsReachTheIdiom(t *testing.T) {
	recognised, kept := 0, 0
	for seed := uint64(1); seed <= 400 && (recognised < 3 || kept < 3); seed++ {
		k, err := kgen.GenerateSeed(seed, kgen.Config{NoJumps: true, NoLocalSharedPhis: true, NoBranchChains: true, NoFloat: true})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(k.IR, "shfl.sync.bfly") && !strings.Contains(k.IR, "shfl.sync.down") {
			continue
		}
		m, err := asm.ParseString("kgen.ll", k.IR)
		if err != nil {
			t.Fatal(err)
		}
		ks, err := Kernels(m)
		if err != nil {
			t.Fatal(err)
		}
		f, err := Lower(m, ks[0], Options{OptLevel: 2})
		if err != nil {
			continue // kernels the compiler rejects are fuzz's business
		}
		out := f.String()
		if strings.Count(out, "REDUX.") > strings.Count(k.IR, "call i32 @llvm.nvvm.redux.sync") {
			recognised++
		}
		if strings.Contains(out, "SHFL.BFLY") || strings.Contains(out, "SHFL.DOWN") {
			kept++
		}
	}
	if recognised < 3 || kept < 3 {
		t.Errorf("kernels with a recognised shuffle reduction: %d, with kept shuffles: %d (want 3 each)", recognised, kept)
	}
}
