package main

import (
	"math"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
)

// gpucc run prints f32/f64 buffers as shortest round-trip decimals. The
// integer kernel doubles each 32-bit word (IADD R3, R3, R3): on float bits
// that doubles subnormals exactly (2^-149 -> 2^-148 = 2.8e-45, printed 3e-45,
// the shortest decimal that reads back to it), turns the default quiet NaN
// 0x7fc00000 into 0xff800000 = -inf and 1.5 (0x3fc00000) into 0x7f800000 = +inf.
func TestRunPrintsFloats(t *testing.T) {
	_, binPath := writeRunModule(t)
	st, out, errOut := runCLI("run", binPath, "--grid", "1", "--block", "4", "n=u32:4", "p=buf:f32:4=1e-45,nan,1.5,0")
	if st != 0 || !strings.HasPrefix(out, "p f32[4] = 3e-45,-inf,inf,0\n") {
		t.Errorf("status %d\nstdout:\n%s\nstderr:\n%s", st, out, errOut)
	}
	// A single value fills the buffer; f32 scalars parse exactly.
	st, out, errOut = runCLI("run", binPath, "--grid", "1", "--block", "2", "n=u32:1", "p=buf:f32:2=0x1p-148")
	if st != 0 || !strings.HasPrefix(out, "p f32[2] = 6e-45,3e-45\n") {
		t.Errorf("status %d\nstdout:\n%s\nstderr:\n%s", st, out, errOut)
	}
}

func TestRandomLaunchFloats(t *testing.T) {
	// clang leaves parameters unnamed: %0 is not a run-description name.
	m, err := asm.ParseString("k.ll", "define void @k(float* %0, double* %y, float %a, double %b) {\n  ret void\n}\n")
	if err != nil {
		t.Fatal(err)
	}
	fn := m.Funcs[0]
	l, err := randomLaunch(fn, 64, 32, 9)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Args) != 4 || l.Args[0].Elem != "f32" || len(l.Args[0].Data) != 256 || l.Args[1].Elem != "f64" || len(l.Args[1].Data) != 512 {
		t.Fatalf("buffers: %+v", l.Args)
	}
	for i := 0; i < 64; i++ {
		x := float64(math.Float32frombits(uint32(l.Args[0].Data[4*i]) | uint32(l.Args[0].Data[4*i+1])<<8 | uint32(l.Args[0].Data[4*i+2])<<16 | uint32(l.Args[0].Data[4*i+3])<<24))
		if !(x >= -1 && x < 1) {
			t.Fatalf("x[%d] = %v is not in [-1, 1)", i, x)
		}
	}
	a, b := l.Args[2], l.Args[3]
	if a.Size != 4 || a.Elem != "f32" || b.Size != 8 || b.Elem != "f64" {
		t.Fatalf("scalars: %+v %+v", a, b)
	}
	if x := math.Float32frombits(uint32(a.Value)); !(x >= -1 && x <= 1) {
		t.Errorf("a = %v", x)
	}
	if x := math.Float64frombits(b.Value); !(x >= -1 && x < 1) {
		t.Errorf("b = %v", x)
	}
}
