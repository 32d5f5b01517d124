package interp

import (
	"encoding/binary"
	"math"
	"testing"

	"gpucc/launch"
)

// The approximation marks end-to-end: a kernel mixes exact and approximable
// results; a "compiled" result that differs from the reference only within
// the tolerance on approximable elements agrees, any other difference is a
// mismatch.
const approxKernels = `
define void @k(float* %x, float* %out, i32* %iout) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds float, float* %x, i32 %t
  %v = load float, float* %p, align 4
  %e = call float @llvm.nvvm.ex2.approx.ftz.f(float %v)
  %m = fmul contract float %v, 3.0
  %s = fadd contract float %m, 1.0
  %exact = fadd float %v, 1.0
  %mulonly = fmul contract float %v, 5.0
  %ar = fdiv arcp float 1.0, %v
  ; through shared memory and a float shuffle
  %sp = getelementptr inbounds [32 x float], [32 x float] addrspace(3)* @sh, i32 0, i32 %t
  store float %e, float addrspace(3)* %sp, align 4
  call void @llvm.nvvm.barrier0()
  %back = load float, float addrspace(3)* %sp, align 4
  %sh = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %back, i32 1, i32 31)
  %i = fptosi float %e to i32
  %base = mul i32 %t, 6
  %o0 = getelementptr inbounds float, float* %out, i32 %base
  store float %e, float* %o0, align 4
  %b1 = add i32 %base, 1
  %o1 = getelementptr inbounds float, float* %out, i32 %b1
  store float %s, float* %o1, align 4
  %b2 = add i32 %base, 2
  %o2 = getelementptr inbounds float, float* %out, i32 %b2
  store float %exact, float* %o2, align 4
  %b3 = add i32 %base, 3
  %o3 = getelementptr inbounds float, float* %out, i32 %b3
  store float %mulonly, float* %o3, align 4
  %b4 = add i32 %base, 4
  %o4 = getelementptr inbounds float, float* %out, i32 %b4
  store float %ar, float* %o4, align 4
  %b5 = add i32 %base, 5
  %o5 = getelementptr inbounds float, float* %out, i32 %b5
  store float %sh, float* %o5, align 4
  %io = getelementptr inbounds i32, i32* %iout, i32 %t
  store i32 %i, i32* %io, align 4
  ret void
}

define void @branch(float* %x) {
entry:
  %v = load float, float* %x, align 4
  %r = call float @llvm.nvvm.rsqrt.approx.f(float %v)
  %c = fcmp olt float %r, 1.0
  br i1 %c, label %a, label %b
a:
  store float 0.0, float* %x, align 4
  ret void
b:
  ret void
}

@sh = internal addrspace(3) global [32 x float] undef, align 4
declare float @llvm.nvvm.ex2.approx.ftz.f(float)
declare float @llvm.nvvm.rsqrt.approx.f(float)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
`

func TestApproxMarksAndTolerance(t *testing.T) {
	p := prepareText(t, kernelModule(approxKernels, "void (float*, float*, i32*)* @k", "void (float*)* @branch"))
	in := make([]float32, 32)
	for i := range in {
		in[i] = float32(i)/8 - 2 // -2 .. 1.875, nonzero except i = 16
	}
	in[16] = 0.5
	l := launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(32), Args: []launch.Arg{
		{Kind: launch.Buffer, Name: "x", Elem: "f32", Data: f32Bytes(in...)},
		{Kind: launch.Buffer, Name: "out", Elem: "f32", Data: make([]byte, 4*6*32)},
		{Kind: launch.Buffer, Name: "iout", Elem: "i32", Data: make([]byte, 4*32)},
	}}
	out, err := p.RunDetailed(l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if out.ApproxControl {
		t.Error("ApproxControl set without an approximable branch")
	}
	// Columns: ex2.approx, contract mul+add, exact add, contract mul alone,
	// arcp division, shuffled ex2 via shared memory.
	wantMark := []bool{true, true, false, false, true, true}
	marks := out.Approx[1]
	for i := 0; i < 32; i++ {
		for c, w := range wantMark {
			if got := marks != nil && marks[4*(6*i+c)]; got != w {
				t.Errorf("thread %d column %d: approximable %v, want %v", i, c, got, w)
			}
		}
		if out.Approx[2] == nil || !out.Approx[2][4*i] {
			t.Errorf("thread %d: fptosi of an approximate value is not marked", i)
		}
	}
	if out.Approx[0] != nil {
		t.Error("the untouched input buffer has marks")
	}
	// Values: the ex2 column is float32(math.Exp2(x)) as docs/isa.md defines.
	res := asF32(out.Buffers[1])
	for i := 0; i < 32; i++ {
		if w := float32(math.Exp2(float64(in[i]))); res[6*i] != w {
			t.Errorf("ex2(%v) = %v, want %v", in[i], res[6*i], w)
		}
	}
	perturb := func(elem int, ulps int32) launch.Result {
		b := append([]byte(nil), out.Buffers[1]...)
		v := binary.LittleEndian.Uint32(b[4*elem:])
		binary.LittleEndian.PutUint32(b[4*elem:], uint32(int32(v)+ulps))
		return launch.Result{Buffers: [][]byte{out.Buffers[0], b, out.Buffers[2]}}
	}
	same := launch.Compare(l, out.Result, out.Result, out.Marks, launch.DefaultTolerance)
	if same.Mismatch != nil || same.Approx != 32*4 || same.ApproxDiffer != 0 {
		t.Errorf("self comparison: %+v", same)
	}
	for _, c := range []struct {
		elem  int
		ulps  int32
		agree bool
	}{{6*3 + 0, 2, true}, {6*3 + 1, -1, true}, {6*3 + 0, 3, false}, {6*3 + 2, 1, false}, {6*5 + 3, 1, false}, {6*7 + 5, -2, true}} {
		got := launch.Compare(l, perturb(c.elem, c.ulps), out.Result, out.Marks, launch.DefaultTolerance)
		if (got.Mismatch == nil) != c.agree {
			t.Errorf("element %d off by %d ulp: agree %v, want %v (%v)", c.elem, c.ulps, got.Mismatch == nil, c.agree, got.Mismatch)
		}
		if c.agree && got.ApproxDiffer != 1 {
			t.Errorf("element %d off by %d ulp: %d approximable elements differ, want 1", c.elem, c.ulps, got.ApproxDiffer)
		}
	}
	// An approximable comparison deciding a branch is reported.
	bo, err := p.RunDetailed(launch.Launch{Kernel: "branch", Grid: dim(1), Block: dim(1),
		Args: []launch.Arg{{Kind: launch.Buffer, Name: "x", Elem: "f32", Data: f32Bytes(4)}}}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !bo.ApproxControl {
		t.Error("a branch on rsqrt.approx did not set ApproxControl")
	}
}

// clang's contract flags: the interpreter's values are the unfused
// evaluation, its alternatives the fully fused one. Both are checked
// against independent references (math/big for the fused float saxpy,
// math.FMA for the double stencil), and a compiled result that fuses
// everything or nothing matches with zero ulp tolerance.
func TestContractAlternatives(t *testing.T) {
	p := fpKernels(t)
	const n = 1000
	x, y := randF32s(1, 1024), randF32s(2, 1024)
	a := float32(0.7)
	args := func() []launch.Arg {
		return []launch.Arg{scalar("n", n, 4), scalarF32("a", a),
			{Kind: launch.Buffer, Name: "x", Elem: "f32", Data: f32Bytes(x...)}, {Kind: launch.Buffer, Name: "y", Elem: "f32", Data: f32Bytes(y...)}}
	}
	l := launch.Launch{Kernel: "saxpy", Grid: dim(4), Block: dim(256), Args: args()}
	out, err := p.RunDetailed(l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	fused := mustRun(t, p, launch.Launch{Kernel: "saxpy_fma", Grid: dim(4), Block: dim(256), Args: args()})
	alts := out.Alt[3]
	for i := 0; i < n; i++ {
		alt, ok := alts[4*i]
		wantFused := binary.LittleEndian.Uint32(fused.Buffers[3][4*i:])
		if !ok || alt.Size != 4 || uint32(alt.Bits) != wantFused {
			t.Fatalf("y[%d]: alternative %+v (present %v), want the fused %#x", i, alt, ok, wantFused)
		}
	}
	if len(alts) != n {
		t.Errorf("%d alternatives, want %d (elements past n are untouched)", len(alts), n)
	}
	exact := launch.Tolerance{}
	if c := launch.Compare(l, fused, out.Result, out.Marks, exact); c.Mismatch != nil {
		t.Errorf("the fully fused result does not match: %v", c.Mismatch)
	} else if c.ApproxDiffer == 0 {
		t.Error("fused and unfused agree everywhere: the test does not exercise the alternative")
	}
	// A result that is neither: one element off by one ulp where the two
	// evaluations agree.
	bad := launch.Result{Buffers: [][]byte{nil, nil, out.Buffers[2], append([]byte(nil), out.Buffers[3]...)}}
	for i := 0; i < n; i++ {
		if v := binary.LittleEndian.Uint32(bad.Buffers[3][4*i:]); v == uint32(alts[4*i].Bits) {
			binary.LittleEndian.PutUint32(bad.Buffers[3][4*i:], v+1)
			break
		}
	}
	if c := launch.Compare(l, bad, out.Result, out.Marks, exact); c.Mismatch == nil {
		t.Error("a result off by one ulp from both evaluations matched with zero tolerance")
	}

	// Double stencil: ((c0*a + c1*b) + c2*c) fuses to fma(c2, c, fma(c0, a, c1*b)).
	const m = 300
	in := make([]float64, m)
	for i := range in {
		in[i] = float64(i%17) - 8.25 + float64(i)*1e-3
	}
	c0, c1, c2 := 0.1, -0.7, 0.6
	sl := launch.Launch{Kernel: "stencil", Grid: dim(2), Block: dim(256), Args: []launch.Arg{scalar("n", m, 4),
		{Kind: launch.Buffer, Name: "in", Elem: "f64", Data: f64Bytes(in...)}, {Kind: launch.Buffer, Name: "out", Elem: "f64", Data: make([]byte, 8*m)},
		scalarF64("c0", c0), scalarF64("c1", c1), scalarF64("c2", c2)}}
	so, err := p.RunDetailed(sl, Options{})
	if err != nil {
		t.Fatal(err)
	}
	differ := 0
	for i := 1; i < m-1; i++ {
		want := math.FMA(c2, in[i+1], math.FMA(c0, in[i-1], float64(c1*in[i])))
		alt := so.Alt[2][8*i]
		if alt.Bits != math.Float64bits(want) || alt.Size != 8 {
			t.Fatalf("out[%d]: alternative %v, want %v", i, math.Float64frombits(alt.Bits), want)
		}
		if alt.Bits != binary.LittleEndian.Uint64(so.Buffers[2][8*i:]) {
			differ++
		}
	}
	if _, ok := so.Alt[2][0]; ok || so.Approx[2] == nil || so.Approx[2][0] {
		t.Error("the copied end element is marked")
	}
	t.Logf("stencil: fused and unfused differ in %d of %d elements", differ, m-2)
}

// A comparison of a contractable sum decides a select differently in the
// fused evaluation: (1+2^-12)^2 - (1+2^-11) is 0 rounded twice but 2^-24
// fused, so `s > 0` selects 2.0 unfused and 1.0 fused.
func TestContractAlternativeSelect(t *testing.T) {
	src := kernelModule(`
define void @sel(float* %o, float %x, float %z) {
entry:
  %m = fmul contract float %x, %x
  %s = fadd contract float %m, %z
  %c = fcmp ogt float %s, 0.0
  %r = select i1 %c, float 1.0, float 2.0
  store float %r, float* %o
  %o1 = getelementptr float, float* %o, i32 1
  store float %s, float* %o1
  ret void
}
`, "void (float*, float, float)* @sel")
	p := prepareText(t, src)
	l := launch.Launch{Kernel: "sel", Grid: dim(1), Block: dim(1), Args: []launch.Arg{
		{Kind: launch.Buffer, Name: "o", Elem: "f32", Data: make([]byte, 8)},
		scalarF32("x", 1+0x1p-12), scalarF32("z", -(1 + 0x1p-11))}}
	out, err := p.RunDetailed(l, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := asF32(out.Buffers[0]); got[0] != 2 || got[1] != 0 {
		t.Fatalf("unfused results %v, want [2 0]", got)
	}
	alt0, alt1 := out.Alt[0][0], out.Alt[0][4]
	if math.Float32frombits(uint32(alt0.Bits)) != 1 || math.Float32frombits(uint32(alt1.Bits)) != 0x1p-24 {
		t.Errorf("alternatives %v %v, want 1 and 2^-24", math.Float32frombits(uint32(alt0.Bits)), math.Float32frombits(uint32(alt1.Bits)))
	}
	if !out.ApproxControl {
		t.Error("the select on an approximable comparison did not set ApproxControl")
	}
	fusedRun := launch.Result{Buffers: [][]byte{f32Bytes(1, 0x1p-24)}}
	if c := launch.Compare(l, fusedRun, out.Result, out.Marks, launch.Tolerance{}); c.Mismatch != nil {
		t.Errorf("the fused run does not match: %v", c.Mismatch)
	}
}
