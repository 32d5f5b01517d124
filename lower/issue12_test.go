package lower

import (
	"os"
	"testing"
)

// TestKernelIgnoresOtherKernelsGlobals lowers the integer kernel of a module
// whose other kernel has float and double shared arrays: it must lower, and
// its shared memory is only its own 64 ints (256 bytes), not the module's
// 256+32+256.
func TestKernelIgnoresOtherKernelsGlobals(t *testing.T) {
	src, err := os.ReadFile("testdata/regress/mixed_float_module.ll")
	if err != nil {
		t.Fatal(err)
	}
	m := parse(t, string(src))
	ks, err := Kernels(m)
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range ks {
		if k.Name() != "ikern" {
			continue
		}
		f, err := Lower(m, k, Options{OptLevel: 2})
		if err != nil {
			t.Fatalf("ikern: %v", err)
		}
		if f.SharedBytes != 256 {
			t.Errorf("ikern: %d shared bytes, want 256", f.SharedBytes)
		}
		return
	}
	t.Fatal("no kernel ikern")
}
