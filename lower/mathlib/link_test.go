package mathlib_test

import (
	"encoding/binary"
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/llir/llvm/asm"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"

	"gpucc"
	"gpucc/emu"
	"gpucc/launch"
	"gpucc/lower/mathlib"
	"gpucc/obj"
)

// runF32 compiles a module whose kernel @k(float* out, float* in) and runs
// it on the emulator over in, returning out.
func runF32(t *testing.T, m *ir.Module, in []float32) []float32 {
	t.Helper()
	res, err := gpucc.Compile(m, gpucc.Options{OptLevel: 2})
	if err != nil {
		t.Fatal(err)
	}
	bin, err := res.ELF()
	if err != nil {
		t.Fatal(err)
	}
	mod, err := obj.Read(bin)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := emu.LoadKernel(mod, "k")
	if err != nil {
		t.Fatal(err)
	}
	data := make([]byte, 4*len(in))
	for i, x := range in {
		binary.LittleEndian.PutUint32(data[4*i:], math.Float32bits(x))
	}
	l := launch.Launch{Kernel: "k", Grid: launch.Dim3{X: 1, Y: 1, Z: 1}, Block: launch.Dim3{X: uint32(len(in)), Y: 1, Z: 1},
		Args: []launch.Arg{
			{Kind: launch.Buffer, Name: "out", Data: make([]byte, len(data)), Elem: "f32"},
			{Kind: launch.Buffer, Name: "in", Data: data, Elem: "f32"},
		}}
	out, _, err := emu.Run(prog, l, emu.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := make([]float32, len(in))
	for i := range got {
		got[i] = math.Float32frombits(binary.LittleEndian.Uint32(out.Buffers[0][4*i:]))
	}
	return got
}

// A frontend builds IR with LLVM's math intrinsics through llir's builder
// (no text, no libdevice): out[i] = sin(x) + pow(x, 2.5) * exp(x) with
// x = in[i], each as its intrinsic, plus powi(x, 3) and llround(3.25 x).
func TestFrontendIntrinsics(t *testing.T) {
	m := ir.NewModule()
	f32 := types.Float
	sin := m.NewFunc("llvm.sin.f32", f32, ir.NewParam("", f32))
	exp := m.NewFunc("llvm.exp.f32", f32, ir.NewParam("", f32))
	pow := m.NewFunc("llvm.pow.f32", f32, ir.NewParam("", f32), ir.NewParam("", f32))
	powi := m.NewFunc("llvm.powi.f32.i32", f32, ir.NewParam("", f32), ir.NewParam("", types.I32))
	llround := m.NewFunc("llvm.llround.i64.f32", types.I64, ir.NewParam("", f32))
	tid := m.NewFunc("llvm.nvvm.read.ptx.sreg.tid.x", types.I32)
	out := ir.NewParam("out", types.NewPointer(f32))
	in := ir.NewParam("in", types.NewPointer(f32))
	k := m.NewFunc("k", types.Void, out, in)
	b := k.NewBlock("entry")
	i := b.NewZExt(b.NewCall(tid), types.I64)
	x := b.NewLoad(f32, b.NewGetElementPtr(f32, in, i))
	s := b.NewCall(sin, x)
	p := b.NewCall(pow, x, constant.NewFloat(f32, 2.5))
	e := b.NewCall(exp, x)
	c := b.NewCall(powi, x, constant.NewInt(types.I32, 3))
	r := b.NewSIToFP(b.NewCall(llround, b.NewFMul(x, constant.NewFloat(f32, 3.25))), f32)
	v := b.NewFAdd(b.NewFAdd(b.NewFAdd(s, b.NewFMul(p, e)), c), r)
	b.NewStore(v, b.NewGetElementPtr(f32, out, i))
	b.NewRet(nil)
	// An unnumbered tuple, as the package example builds it: gpucc.Compile
	// numbers it (llir would print it inline, !{!{...}}, and fail to read
	// back the module the inliner rebuilds for the library calls).
	m.NamedMetadataDefs["nvvm.annotations"] = &metadata.NamedDef{Name: "nvvm.annotations", Nodes: []metadata.Node{
		&metadata.Tuple{MetadataID: -1, Fields: []metadata.Field{k, &metadata.String{Value: "kernel"}, constant.NewInt(types.I32, 1)}},
	}}
	if err := k.AssignIDs(); err != nil {
		t.Fatal(err)
	}
	in32 := []float32{0, 0.5, 1, 1.5, 2, 3, 4.25, 7, 9.5, 10}
	got := runF32(t, m, in32)
	for j, xv := range in32 {
		x := float64(xv)
		// Each library result is within 2 ulp; the float arithmetic after
		// them adds a few roundings: compare with a relative 2^-20.
		want := math.Sin(x) + math.Pow(x, 2.5)*math.Exp(x) + x*x*x + math.Round(x*3.25)
		if d := math.Abs(float64(got[j]) - want); d > math.Abs(want)*0x1p-20 {
			t.Errorf("x = %g: got %g, want %g", x, got[j], want)
		}
	}
	// Linking left no intrinsic declarations and copied in only what the
	// module uses.
	for _, f := range m.Funcs {
		if strings.HasPrefix(f.Name(), "llvm.sin") || strings.HasPrefix(f.Name(), "llvm.pow") {
			t.Errorf("@%s still declared after linking", f.Name())
		}
		if f.Name() == "__nv_cosf" || f.Name() == "__nv_logf" {
			t.Errorf("@%s linked in but not used", f.Name())
		}
	}
}

const callerIR = `define void @k(float* %out, float* %in) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %t to i64
  %p = getelementptr float, float* %in, i64 %i
  %x = load float, float* %p
  %y = call float @CALLEE(float %x)
  %q = getelementptr float, float* %out, i64 %i
  store float %y, float* %q
  ret void
}
declare float @CALLEE(float)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (float*, float*)* @k, !"kernel", i32 1}
`

// An unknown __nv_ function is an error at the call's line and column.
func TestUnknownFunctionLocated(t *testing.T) {
	src := strings.ReplaceAll(callerIR, "CALLEE", "__nv_nosuchf")
	_, err := gpucc.ParseIR("u.ll", []byte(src))
	var se *gpucc.SourceError
	if !errors.As(err, &se) {
		t.Fatalf("error %v (%T), want a *gpucc.SourceError", err, err)
	}
	if se.Line != 6 || se.Col != 19 || !strings.Contains(se.Msg, "@__nv_nosuchf") || !strings.Contains(se.Msg, "@k") {
		t.Errorf("error %q at %d:%d, want 6:19 naming @__nv_nosuchf and @k", se.Msg, se.Line, se.Col)
	}
	// A module built in Go gets the error from Compile, naming the function,
	// block and instruction.
	m := ir.NewModule()
	nosuch := m.NewFunc("llvm.exp10.f64", types.Double, ir.NewParam("", types.Double))
	k := m.NewFunc("k", types.Void, ir.NewParam("x", types.Double))
	b := k.NewBlock("entry")
	b.NewCall(nosuch, k.Params[0])
	b.NewRet(nil)
	err = mathlib.Link(m)
	if mathlib.Has("__nv_exp10") {
		if err != nil {
			t.Errorf("llvm.exp10.f64 with __nv_exp10 in the library: %v", err)
		}
		return
	}
	var ue *mathlib.UnknownFunctionError
	if !errors.As(err, &ue) || ue.Function != "k" || ue.Block != "%entry" || !strings.Contains(err.Error(), "__nv_exp10") {
		t.Errorf("error %v, want an UnknownFunctionError in @k, block %%entry, naming __nv_exp10", err)
	}
}

// Regression: llir printed the float constant 2^25 as "3.355443e+07" and
// read that back as 2^25 - 4 when the inliner rebuilt a kernel as text, so
// a kernel multiplying by 2^25 that also calls a function computed
// x * (2^25 - 4) (found through frexpf of denormals).
func TestFloatConstantsSurviveInlining(t *testing.T) {
	src := strings.ReplaceAll(callerIR, "CALLEE", "scale")
	src = strings.Replace(src, "declare float @scale(float)", `define float @scale(float %v) {
  %r = fmul float %v, 0x4180000000000000
  ret float %r
}`, 1)
	m, err := gpucc.ParseIR("scale.ll", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	in := []float32{1, 3, 0x1p-149, -7.5}
	got := runF32(t, m, in)
	for j, x := range in {
		if want := x * 0x1p25; got[j] != want {
			t.Errorf("%g * 2^25 = %g, want %g", x, got[j], want)
		}
	}
}

// The library defines the functions the docs promise, and Functions lists
// only libdevice names.
func TestLibraryFunctions(t *testing.T) {
	names := mathlib.Functions()
	for _, want := range []string{"__nv_expf", "__nv_sinf", "__nv_powf", "__nv_sincosf", "__nv_float2int_rn"} {
		if !mathlib.Has(want) {
			t.Errorf("the library has no %s", want)
		}
	}
	for _, n := range names {
		if !strings.HasPrefix(n, "__nv_") {
			t.Errorf("Functions lists %s", n)
		}
	}
	if target, ok := mathlib.IntrinsicTarget("llvm.powi.f32.i32"); !ok || target != "__nv_powif" {
		t.Errorf("llvm.powi.f32.i32 maps to %q, %v", target, ok)
	}
	if target, ok := mathlib.IntrinsicTarget("llvm.llround.i64.f32"); !ok || target != "__nv_llroundf" {
		t.Errorf("llvm.llround.i64.f32 maps to %q, %v", target, ok)
	}
	if target, ok := mathlib.IntrinsicTarget("llvm.sin.f64"); !ok || target != "__nv_sin" {
		t.Errorf("llvm.sin.f64 maps to %q, %v", target, ok)
	}
	if _, ok := mathlib.IntrinsicTarget("llvm.sqrt.f32"); ok {
		t.Error("llvm.sqrt.f32 (selected directly) is mapped to the library")
	}
}

// The embedded library parses as one module (no function defined twice by
// two sources, no dangling reference).
func TestLibraryParsesWhole(t *testing.T) {
	src := mathlib.LibraryText()
	m, err := asm.ParseString("libm.ll", src)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, f := range m.Funcs {
		if seen[f.Name()] {
			t.Errorf("@%s defined twice", f.Name())
		}
		seen[f.Name()] = true
	}
}
