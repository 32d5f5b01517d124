package lower

import (
	"path/filepath"
	"reflect"
	"testing"

	"github.com/llir/llvm/asm"
)

// TestSelectionLeavesAnalysisUnchanged checks the contract between the two
// phases of Lower: selection reads the analysis and the reconvergence plan
// but never writes them. After lowering every kernel of the check files
// and the CUDA test kernels at -O0 and -O2, the selector's analysis and
// barriers must equal a fresh analysis and plan of the same function.
func TestSelectionLeavesAnalysisUnchanged(t *testing.T) {
	var files []string
	for _, pattern := range []string{"testdata/check/*.ll", "../testdata/kernels/*.ll"} {
		fs, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, fs...)
	}
	if len(files) < 20 {
		t.Fatalf("found only %d test files", len(files))
	}
	checked := 0
	for _, file := range files {
		m, err := asm.ParseFile(file)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		kernels, err := Kernels(m)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, fn := range kernels {
			for _, opt := range []int{0, 2} {
				s := &sel{mod: m, fn: fn, opts: Options{OptLevel: opt}}
				if _, err := lowerWith(s); err != nil || s.analysis == nil || s.mbs == nil {
					continue // rejected, or lowered as a funnelled copy
				}
				fresh, err := analyze(fn, s.opts)
				if err != nil {
					t.Fatalf("%s @%s -O%d: analysis of a kernel that lowered: %v", file, fn.Name(), opt, err)
				}
				if !reflect.DeepEqual(s.analysis, fresh) {
					t.Errorf("%s @%s -O%d: selection changed the analysis", file, fn.Name(), opt)
				}
				rc, err := planReconvergence(fresh)
				if err != nil {
					t.Fatalf("%s @%s -O%d: reconvergence plan of a kernel that lowered: %v", file, fn.Name(), opt, err)
				}
				if !reflect.DeepEqual(s.bars, rc.bars) {
					t.Errorf("%s @%s -O%d: selection changed the barrier plan", file, fn.Name(), opt)
				}
				checked++
			}
		}
	}
	if checked < 40 {
		t.Fatalf("checked only %d kernels", checked)
	}
}

// lowerWith runs the driver of an already set-up selector, recovering its
// failures as Lower does.
func lowerWith(s *sel) (f any, err error) {
	defer func() {
		if r := recover(); r != nil {
			if e, ok := r.(*Error); ok {
				err = e
				return
			}
			panic(r)
		}
	}()
	return s.run()
}
