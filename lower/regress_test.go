package lower_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"gpucc"
	"gpucc/emu"
	"gpucc/emu/launch"
	"gpucc/interp"
)

// TestRegressKernels runs the reduced reproducers of bugs found by
// differential testing (testdata/regress/*.ll) through the whole pipeline
// on the emulator in strict mode and compares every buffer with the
// reference interpreter. Each file names its compilation and launch in
// header comments:
//
//	; opt: 0|2 [stress SEED]
//	; launch: --grid X,Y,Z --block X,Y,Z ARGS... (as gpucc verify reads them)
func TestRegressKernels(t *testing.T) {
	files, err := filepath.Glob("testdata/regress/*.ll")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no regression kernels")
	}
	for _, file := range files {
		t.Run(strings.TrimSuffix(filepath.Base(file), ".ll"), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			opts := gpucc.Options{Debug: gpucc.Debug{VerifyIR: true}}
			var eopts emu.Options
			var l launch.Launch
			for _, line := range strings.Split(string(src), "\n") {
				if rest, ok := strings.CutPrefix(line, "; opt: "); ok {
					f := strings.Fields(rest)
					opts.OptLevel, _ = strconv.Atoi(f[0])
					if len(f) == 3 && f[1] == "stress" {
						eopts.Stress = true
						eopts.Seed, _ = strconv.ParseUint(f[2], 10, 64)
					}
				}
				if rest, ok := strings.CutPrefix(line, "; launch: "); ok {
					if l, err = launch.Parse(strings.Fields(rest)); err != nil {
						t.Fatalf("launch: %v", err)
					}
				}
			}
			if len(l.Args) == 0 {
				t.Fatal("the file has no `; launch:` line")
			}
			m, err := gpucc.ParseIR(file, src)
			if err != nil {
				t.Fatal(err)
			}
			opts.Kernel = l.Kernel
			res, err := gpucc.Compile(m, opts)
			if err != nil {
				t.Fatal(err)
			}
			want, err := interp.Run(m, l, interp.Options{})
			if err != nil {
				t.Fatalf("interpreter: %v", err)
			}
			p, err := emu.LoadKernel(res.Module, l.Kernel)
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := emu.Run(p, l, eopts)
			if err != nil {
				t.Fatalf("emulator: %v", err)
			}
			for i, a := range l.Args {
				if a.Kind == launch.Buffer && !bytes.Equal(got.Buffers[i], want.Buffers[i]) {
					g, w := got.Buffers[i], want.Buffers[i]
					j := 0
					for j < len(g) && j < len(w) && g[j] == w[j] {
						j++
					}
					t.Errorf("buffer %s differs from byte %d", a.Name, j)
				}
			}
		})
	}
}
