package gpucc

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gpucc/obj"
)

// FuzzCompile is the compiler's front door under arbitrary input: the test
// kernels mutated byte by byte. Whatever parses must either compile to a
// valid module or be rejected with an error; a panic (reported as an
// internal compiler error) or an invalid module is a bug.
func FuzzCompile(f *testing.F) {
	seeds, _ := filepath.Glob(filepath.Join("testdata", "kernels", "*.ll"))
	for _, s := range seeds {
		if b, err := os.ReadFile(s); err == nil {
			f.Add(b)
		}
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		m, err := ParseIR("fuzz.ll", src)
		if err != nil {
			return
		}
		res, err := Compile(m, Options{OptLevel: 2, Debug: Debug{VerifyIR: true}})
		if err != nil {
			if strings.Contains(err.Error(), "internal compiler error") {
				t.Fatal(err)
			}
			return
		}
		if _, err := obj.Write(res.Module); err != nil {
			t.Fatalf("compiled module is invalid: %v", err)
		}
	})
}
