package interp

import (
	"encoding/binary"
	"math"
	"os"
	"testing"

	"github.com/llir/llvm/asm"

	"gpucc/launch"
)

// TestFPAsmOneLiners runs the FP inline assembly of CUDA's headers and
// libdevice (rcp.approx.ftz.f32, rsqrt.approx.ftz.f64) on operands whose
// results are exact (powers of two), so every approximation of them gives the
// same value: the reciprocal and the reciprocal square root computed by Go.
func TestFPAsmOneLiners(t *testing.T) {
	src, err := os.ReadFile("testdata/fp_asm_oneliners.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseString("fp_asm_oneliners.ll", string(src))
	if err != nil {
		t.Fatal(err)
	}
	xs := []float32{2, 4, 0.5, -8}
	us := []float64{4, 0.25, 16, 1.0 / 64}
	xb, ub := make([]byte, 16), make([]byte, 32)
	for i := range xs {
		binary.LittleEndian.PutUint32(xb[4*i:], math.Float32bits(xs[i]))
		binary.LittleEndian.PutUint64(ub[8*i:], math.Float64bits(us[i]))
	}
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: 4, Y: 1, Z: 1}, Args: []launch.Arg{
		{Name: "x", Kind: launch.Buffer, Data: xb}, {Name: "y", Kind: launch.Buffer, Data: make([]byte, 16)},
		{Name: "u", Kind: launch.Buffer, Data: ub}, {Name: "v", Kind: launch.Buffer, Data: make([]byte, 32)}}}
	res, err := Run(m, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := range xs {
		if got, want := math.Float32frombits(binary.LittleEndian.Uint32(res.Buffers[1][4*i:])), 1/xs[i]; got != want {
			t.Errorf("rcp.approx.ftz.f32(%g) = %g, want %g", xs[i], got, want)
		}
		if got, want := math.Float64frombits(binary.LittleEndian.Uint64(res.Buffers[3][8*i:])), 1/math.Sqrt(us[i]); got != want {
			t.Errorf("rsqrt.approx.ftz.f64(%g) = %g, want %g", us[i], got, want)
		}
	}
}

// TestCallBeforeDefinition calls a function defined after its caller in the
// module (libdevice's __internal_lgamma_pos is laid out so): out[t] = 7t + 3.
func TestCallBeforeDefinition(t *testing.T) {
	src, err := os.ReadFile("testdata/call_before_definition.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseString("call_before_definition.ll", string(src))
	if err != nil {
		t.Fatal(err)
	}
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: 8, Y: 1, Z: 1},
		Args: []launch.Arg{{Name: "out", Kind: launch.Buffer, Data: make([]byte, 32)}}}
	res, err := Run(m, l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 8; i++ {
		if got := binary.LittleEndian.Uint32(res.Buffers[0][4*i:]); got != uint32(7*i+3) {
			t.Errorf("out[%d] = %d, want %d", i, got, 7*i+3)
		}
	}
}
