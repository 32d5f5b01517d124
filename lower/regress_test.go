package lower_test

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	llir "github.com/llir/llvm/ir"

	"gpucc"
	"gpucc/emu"
	"gpucc/interp"
	"gpucc/launch"
)

// TestRegressKernels runs the reduced reproducers of bugs found by
// differential testing (testdata/regress/*.ll) through the whole pipeline
// on the emulator in strict mode and compares every buffer with the
// reference interpreter. Each file names its compilations and launch in
// header comments (every `; opt:` line is one compilation, run with every
// `; launch:` line):
//
//	; opt: 0|2 [stress SEED] [maxgprs N]
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
			type run struct {
				opts  gpucc.Options
				eopts emu.Options
			}
			var runs []run
			var launches []launch.Launch
			for _, line := range strings.Split(string(src), "\n") {
				if rest, ok := strings.CutPrefix(line, "; opt: "); ok {
					r := run{opts: gpucc.Options{Debug: gpucc.Debug{VerifyIR: true}}}
					f := strings.Fields(rest)
					r.opts.OptLevel, _ = strconv.Atoi(f[0])
					for k := 1; k+1 < len(f); k += 2 {
						switch f[k] {
						case "stress":
							r.eopts.Stress = true
							r.eopts.Seed, _ = strconv.ParseUint(f[k+1], 10, 64)
						case "maxgprs":
							r.opts.Debug.MaxGPRs, _ = strconv.Atoi(f[k+1])
						default:
							t.Fatalf("`; opt: %s`: unknown option %q", rest, f[k])
						}
					}
					runs = append(runs, r)
				}
				if rest, ok := strings.CutPrefix(line, "; launch: "); ok {
					l, err := launch.Parse(strings.Fields(rest))
					if err != nil {
						t.Fatalf("launch: %v", err)
					}
					launches = append(launches, l)
				}
			}
			if len(launches) == 0 {
				t.Fatal("the file has no `; launch:` line")
			}
			if len(runs) == 0 {
				t.Fatal("the file has no `; opt:` line")
			}
			m, err := gpucc.ParseIR(file, src)
			if err != nil {
				t.Fatal(err)
			}
			for k, l := range launches {
				want, err := interp.Run(m, l, interp.Options{})
				if err != nil {
					t.Fatalf("launch %d: interpreter: %v", k+1, err)
				}
				for _, r := range runs {
					runRegress(t, fmt.Sprintf("launch %d: ", k+1), m, l, want, r.opts, r.eopts)
				}
			}
		})
	}
}

// runRegress compiles m with opts, runs launch l on the emulator with eopts
// and compares every buffer with the interpreter's result want.
func runRegress(t *testing.T, prefix string, m *llir.Module, l launch.Launch, want launch.Result, opts gpucc.Options, eopts emu.Options) {
	t.Helper()
	name := prefix + fmt.Sprintf("-O%d", opts.OptLevel)
	if eopts.Stress {
		name += fmt.Sprintf(" stress %d", eopts.Seed)
	}
	if opts.Debug.MaxGPRs > 0 {
		name += fmt.Sprintf(" maxgprs %d", opts.Debug.MaxGPRs)
	}
	opts.Kernel = l.Kernel
	res, err := gpucc.Compile(m, opts)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	p, err := emu.LoadKernel(res.Module, l.Kernel)
	if err != nil {
		t.Errorf("%s: %v", name, err)
		return
	}
	got, _, err := emu.Run(p, l, eopts)
	if err != nil {
		t.Errorf("%s: emulator: %v", name, err)
		return
	}
	for i, a := range l.Args {
		if a.Kind == launch.Buffer && !bytes.Equal(got.Buffers[i], want.Buffers[i]) {
			g, w := got.Buffers[i], want.Buffers[i]
			j := 0
			for j < len(g) && j < len(w) && g[j] == w[j] {
				j++
			}
			t.Errorf("%s: buffer %s differs from byte %d", name, a.Name, j)
		}
	}
}
