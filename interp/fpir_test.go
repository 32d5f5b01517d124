package interp

import (
	"math"
	"testing"

	"gpucc/launch"
)

// Floating-point values through the IR's plumbing: constants (NaN, -0,
// hex), phis, selects, float parameters, bitcasts, fcmp, and atomicrmw
// fadd/fsub on shared and global memory.
const fpIRKernels = `
define void @consts(i32* %o) {
entry:
  %n = bitcast float 0x7FF8000000000000 to i32
  store i32 %n, i32* %o
  %o1 = getelementptr i32, i32* %o, i32 1
  %z = bitcast float -0.0 to i32
  store i32 %z, i32* %o1
  %o2 = getelementptr i32, i32* %o, i32 2
  %s = fadd float 0x7FF8000000000000, 1.0
  %sb = bitcast float %s to i32
  store i32 %sb, i32* %o2
  %o3 = getelementptr i32, i32* %o, i32 3
  %t = fadd float 0x3FB99999A0000000, 0.0
  %tb = bitcast float %t to i32
  store i32 %tb, i32* %o3
  ret void
}

; Sums 1.0 / 2^k for k = 0 .. n-1 in a loop with float and double phis.
define void @loop(float* %of, double* %od, i32 %n, float %start) {
entry:
  br label %head
head:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %acc = phi float [ %start, %entry ], [ %acc1, %body ]
  %term = phi double [ 1.0, %entry ], [ %term1, %body ]
  %dacc = phi double [ 0.0, %entry ], [ %dacc1, %body ]
  %done = icmp sge i32 %k, %n
  br i1 %done, label %exit, label %body
body:
  %tf = fptrunc double %term to float
  %acc1 = fadd float %acc, %tf
  %dacc1 = fadd double %dacc, %term
  %term1 = fmul double %term, 0.5
  %k1 = add i32 %k, 1
  br label %head
exit:
  %neg = fcmp olt float %acc, 0.0
  %r = select i1 %neg, float 0.0, float %acc
  store float %r, float* %of
  store double %dacc, double* %od
  ret void
}

@sacc = internal addrspace(3) global [2 x float] undef, align 4

define void @atomics(float* %gf, double* %gd) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %is0 = icmp eq i32 %t, 0
  br i1 %is0, label %init, label %go
init:
  store float 0.0, float addrspace(3)* getelementptr ([2 x float], [2 x float] addrspace(3)* @sacc, i32 0, i32 0)
  br label %go
go:
  call void @llvm.nvvm.barrier0()
  %v = sitofp i32 %t to float
  %old = atomicrmw fadd float addrspace(3)* getelementptr ([2 x float], [2 x float] addrspace(3)* @sacc, i32 0, i32 0), float %v seq_cst
  %dv = uitofp i32 %t to double
  %old2 = atomicrmw fsub double* %gd, double %dv seq_cst
  %old3 = atomicrmw fadd float* %gf, float 0.5 seq_cst
  call void @llvm.nvvm.barrier0()
  br i1 %is0, label %out, label %end
out:
  %s = load float, float addrspace(3)* getelementptr ([2 x float], [2 x float] addrspace(3)* @sacc, i32 0, i32 0)
  %p = getelementptr float, float* %gf, i32 1
  store float %s, float* %p
  br label %end
end:
  ret void
}
`

func TestFPThroughIR(t *testing.T) {
	p := prepareText(t, kernelModule(fpIRKernels, "void (i32*)* @consts", "void (float*, double*, i32, float)* @loop", "void (float*, double*)* @atomics"))
	res := mustRun(t, p, launch.Launch{Kernel: "consts", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("o", make([]byte, 16))}})
	// Quiet NaN constant, -0, canonical NaN from arithmetic, 0.1f
	// (0x3FB99999A0000000 is 0.1f widened).
	if got, want := asU32(res.Buffers[0]), []uint32{0x7fc00000, 0x80000000, 0x7fffffff, 0x3dcccccd}; !equalU32(got, want) {
		t.Errorf("consts = %#x, want %#x", got, want)
	}
	res = mustRun(t, p, launch.Launch{Kernel: "loop", Grid: dim(1), Block: dim(1), Args: []launch.Arg{
		buf("of", make([]byte, 4)), buf("od", make([]byte, 8)), scalar("n", 30, 4), scalar("start", uint64(math.Float32bits(-0.5)), 4)}})
	// Reference: the same sums in Go, rounding after every operation.
	acc, dacc, term := float32(-0.5), 0.0, 1.0
	for k := 0; k < 30; k++ {
		acc = float32(acc + float32(term))
		dacc += term
		term *= 0.5
	}
	if got := asF32(res.Buffers[0])[0]; got != acc {
		t.Errorf("float sum = %v, want %v", got, acc)
	}
	if got := asF64(res.Buffers[1])[0]; got != dacc || dacc != 2-0x1p-29 {
		t.Errorf("double sum = %v, want %v (= 2 - 2^-29)", got, dacc)
	}
	res = mustRun(t, p, launch.Launch{Kernel: "atomics", Grid: dim(1), Block: dim(64), Args: []launch.Arg{
		buf("gf", f32Bytes(1, 0)), buf("gd", f64Bytes(1000))}})
	// Integers and halves: every order gives the exact sums.
	if got := asF32(res.Buffers[0]); got[0] != 1+64*0.5 || got[1] != 63*64/2 {
		t.Errorf("float atomics = %v, want [33 2016]", got)
	}
	if got := asF64(res.Buffers[1])[0]; got != 1000-63*64/2 {
		t.Errorf("double atomic fsub = %v, want %v", got, 1000-63*64/2)
	}
}

func equalU32(a, b []uint32) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// clang -O0 declares the CUDA builtin variables without defining them:
// the module loads, and only a use of such a declaration is an error.
func TestDeclaredGlobalOnlyFailsWhenUsed(t *testing.T) {
	src := kernelModule(`
@ext = extern_weak addrspace(1) global i32, align 4
define void @unused(i32* %o) {
entry:
  store i32 5, i32* %o
  ret void
}
define void @used(i32* %o) {
entry:
  %v = load i32, i32* addrspacecast (i32 addrspace(1)* @ext to i32*)
  store i32 %v, i32* %o
  ret void
}
`, "void (i32*)* @unused", "void (i32*)* @used")
	res := runText(t, src, oneThread("unused", buf("o", make([]byte, 4))))
	if asI32(res.Buffers[0])[0] != 5 {
		t.Error("the kernel that does not use the declaration did not run")
	}
	expectError(t, src, oneThread("used", buf("o", make([]byte, 4))), ErrUnsupported, "global @ext is declared but not defined")
}
