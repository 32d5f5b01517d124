package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"golang.org/x/tools/txtar"

	"gpucc"
	"gpucc/cmd/gpucc/internal/suite"
	"gpucc/ir"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// goldenKernels are the suite kernels whose machine IR and assembly are
// kept as golden files, one archive per kernel: the IR after instruction
// selection, after register allocation, and the final assembly at -O2 and
// -O0. They catch unintended changes of the generated code; correctness is
// proven by TestSuiteEndToEnd.
var goldenKernels = []string{"vadd_guard", "murmur_fmix", "collatz", "minmax_clamp"}

func goldenArchive(t *testing.T, k suite.Kernel) *txtar.Archive {
	t.Helper()
	path, err := k.LLPath()
	if err != nil {
		t.Fatal(err)
	}
	a := &txtar.Archive{Comment: []byte(fmt.Sprintf("Golden output for %s (input %s).\nRegenerate with: go test ./cmd/gpucc -run TestGolden -update\n", k.Name, k.LL))}
	for _, level := range []int{2, 0} {
		// The "lower" section is the code after instruction selection and
		// its cleanups, the "regalloc" one after allocation and copy
		// expansion.
		stages := map[string]string{}
		opts := gpucc.Options{OptLevel: level, Kernel: k.Name, Debug: gpucc.Debug{VerifyIR: true, Trace: func(pass string, f *ir.Func) {
			switch pass {
			case "cleanup":
				stages["lower"] = f.String()
			case "expand-copies":
				stages["regalloc"] = f.String()
			}
		}}}
		res, err := compileFile(path, opts)
		if err != nil {
			t.Fatal(err)
		}
		suffix := fmt.Sprintf("O%d", level)
		if level == 2 {
			a.Files = append(a.Files,
				txtar.File{Name: "lower." + suffix, Data: []byte(stages["lower"])},
				txtar.File{Name: "regalloc." + suffix, Data: []byte(stages["regalloc"])})
		}
		a.Files = append(a.Files, txtar.File{Name: "asm." + suffix, Data: []byte(res.Assembly())})
	}
	return a
}

func TestGolden(t *testing.T) {
	for _, name := range goldenKernels {
		k, ok := suite.Lookup(name)
		if !ok {
			t.Fatalf("no suite kernel %s", name)
		}
		t.Run(name, func(t *testing.T) {
			file := filepath.Join("testdata", "golden", name+".txtar")
			got := goldenArchive(t, k)
			if *update {
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, txtar.Format(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := txtar.ParseFile(file)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			files := map[string]string{}
			for _, f := range want.Files {
				files[f.Name] = string(f.Data)
			}
			for _, f := range got.Files {
				w, ok := files[f.Name]
				if !ok {
					t.Errorf("%s: section %s missing (run with -update)", file, f.Name)
					continue
				}
				if w != string(f.Data) {
					t.Errorf("%s: section %s differs (run with -update to accept):\n--- got\n%s\n--- want\n%s", file, f.Name, f.Data, w)
				}
			}
		})
	}
}
