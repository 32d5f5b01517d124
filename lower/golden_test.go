package lower

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"golang.org/x/tools/txtar"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// goldenKernels are suite kernels whose complete machine IR after lowering
// is kept in testdata/golden/NAME.txtar (files O0 and O2), so that any
// change of the selected code shows up in review. Regenerate with
// `go test ./lower -run TestGolden -update`.
var goldenKernels = []string{"vadd_guard", "axpy_gridstride", "collatz", "branchy_classify"}

func TestGolden(t *testing.T) {
	for _, name := range goldenKernels {
		m, err := asm.ParseFile(filepath.Join("..", "testdata", "kernels", name+".ll"))
		if err != nil {
			t.Fatal(err)
		}
		ks, err := Kernels(m)
		if err != nil || len(ks) != 1 {
			t.Fatalf("%s: kernels %v, %v", name, ks, err)
		}
		ar := &txtar.Archive{Comment: []byte(fmt.Sprintf(
			"Machine IR of testdata/kernels/%s.ll after lowering at -O0 and -O2.\n"+
				"Regenerate with: go test ./lower -run TestGolden -update\n", name))}
		for _, lvl := range []int{0, 2} {
			f, err := Lower(m, ks[0], Options{OptLevel: lvl})
			if err != nil {
				t.Fatalf("%s -O%d: %v", name, lvl, err)
			}
			ar.Files = append(ar.Files, txtar.File{Name: fmt.Sprintf("O%d", lvl), Data: []byte(f.String())})
		}
		path := filepath.Join("testdata", "golden", name+".txtar")
		if *update {
			if err := os.WriteFile(path, txtar.Format(ar), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := txtar.ParseFile(path)
		if err != nil {
			t.Fatalf("%v (run with -update to create it)", err)
		}
		if len(want.Files) != len(ar.Files) {
			t.Errorf("%s: %d files in the golden archive, want %d", path, len(want.Files), len(ar.Files))
			continue
		}
		for i, got := range ar.Files {
			w := want.Files[i]
			if w.Name != got.Name {
				t.Errorf("%s: file %d is %s, want %s", path, i, w.Name, got.Name)
				continue
			}
			if d := firstDiff(string(w.Data), string(got.Data)); d != "" {
				t.Errorf("%s, %s: machine IR changed (run with -update if intended):\n%s", path, got.Name, d)
			}
		}
	}
}

// firstDiff describes the first differing line of two texts, or "".
func firstDiff(want, got string) string {
	if want == got {
		return ""
	}
	wl, gl := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(wl) || i < len(gl); i++ {
		var w, g string
		if i < len(wl) {
			w = wl[i]
		}
		if i < len(gl) {
			g = gl[i]
		}
		if w != g {
			return fmt.Sprintf("line %d:\n  golden: %s\n  now:    %s", i+1, w, g)
		}
	}
	return "texts differ"
}
