package interp

import (
	"encoding/binary"
	"testing"

	"gpucc/launch"
)

// Pointers into the middle of a shared or a local array indexed below it
// (issue 17): in bounds they read the element the index names; below the
// start of the space they are out of bounds, and the message says so.
const negativeIndexKernels = `
@cx = internal addrspace(3) global [512 x i32] undef, align 4

; cx[i] = 3i + 1 for every i, then out[t] = (&cx[256])[t + k], through a
; generic pointer (as clang emits it) and through a shared one.
define void @shared_neg(i32* %out, i32* %out2, i32 %k) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %a = mul i32 %t, 3
  %a1 = add i32 %a, 1
  %p0 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @cx, i64 0, i64 %t64
  store i32 %a1, i32 addrspace(3)* %p0, align 4
  %hi = add i32 %t, 256
  %hi64 = zext i32 %hi to i64
  %b = mul i32 %hi, 3
  %b1 = add i32 %b, 1
  %p1 = getelementptr inbounds [512 x i32], [512 x i32] addrspace(3)* @cx, i64 0, i64 %hi64
  store i32 %b1, i32 addrspace(3)* %p1, align 4
  call void @llvm.nvvm.barrier0()
  %i = add nsw i32 %t, %k
  %i64 = sext i32 %i to i64
  %g = getelementptr inbounds i32, i32* getelementptr inbounds ([512 x i32], [512 x i32]* addrspacecast ([512 x i32] addrspace(3)* @cx to [512 x i32]*), i64 0, i64 256), i64 %i64
  %v = load i32, i32* %g, align 4
  %o = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %v, i32* %o, align 4
  %s = getelementptr inbounds i32, i32 addrspace(3)* getelementptr inbounds ([512 x i32], [512 x i32] addrspace(3)* @cx, i64 0, i64 256), i64 %i64
  %w = load i32, i32 addrspace(3)* %s, align 4
  %o2 = getelementptr inbounds i32, i32* %out2, i64 %t64
  store i32 %w, i32* %o2, align 4
  ret void
}

; loc[i] = 10i, then out[t] = (&loc[8])[(t & 15) + k].
define void @local_neg(i32* %out, i32 %k) {
entry:
  %loc = alloca [16 x i32], align 4
  br label %fill
fill:
  %j = phi i32 [ 0, %entry ], [ %j1, %fill ]
  %j64 = zext i32 %j to i64
  %pj = getelementptr inbounds [16 x i32], [16 x i32]* %loc, i64 0, i64 %j64
  %vj = mul i32 %j, 10
  store i32 %vj, i32* %pj, align 4
  %j1 = add i32 %j, 1
  %more = icmp ult i32 %j1, 16
  br i1 %more, label %fill, label %read
read:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %m = and i32 %t, 15
  %i = add nsw i32 %m, %k
  %i64 = sext i32 %i to i64
  %mid = getelementptr inbounds [16 x i32], [16 x i32]* %loc, i64 0, i64 8
  %p = getelementptr inbounds i32, i32* %mid, i64 %i64
  %v = load i32, i32* %p, align 4
  %o = getelementptr inbounds i32, i32* %out, i64 %t64
  store i32 %v, i32* %o, align 4
  ret void
}
`

func TestNegativeIndexFromTheMiddle(t *testing.T) {
	p := prepareText(t, kernelModule(negativeIndexKernels, "void (i32*, i32*, i32)* @shared_neg", "void (i32*, i32)* @local_neg"))
	const n = 256
	res := mustRun(t, p, launch.Launch{Kernel: "shared_neg", Grid: dim(1), Block: dim(n), Args: []launch.Arg{
		buf("out", make([]byte, 4*n)), buf("out2", make([]byte, 4*n)), scalar("k", 0xFFFFFFC9, 4)}}) // k = -55
	for _, b := range res.Buffers[:2] {
		for i, v := range asI32(b) {
			if want := int32(3*(256+i-55) + 1); v != want {
				t.Fatalf("shared: out[%d] = %d, want %d", i, v, want)
			}
		}
	}
	res = mustRun(t, p, launch.Launch{Kernel: "local_neg", Grid: dim(1), Block: dim(32), Args: []launch.Arg{
		buf("out", make([]byte, 4*32)), scalar("k", 0xFFFFFFF8, 4)}}) // k = -8
	for i, v := range asI32(res.Buffers[0]) {
		if want := int32(10 * (i & 15)); v != want {
			t.Fatalf("local: out[%d] = %d, want %d", i, v, want)
		}
	}
}

func TestNegativeOffsetOutsideTheSpace(t *testing.T) {
	src := kernelModule(negativeIndexKernels, "void (i32*, i32*, i32)* @shared_neg", "void (i32*, i32)* @local_neg")
	// k = -257: thread 0 reads cx[-1], shared offset -4, first through the
	// generic pointer (generic address SharedWindow - 4).
	expectError(t, src, launch.Launch{Kernel: "shared_neg", Grid: dim(1), Block: dim(4), Args: []launch.Arg{
		buf("out", make([]byte, 16)), buf("out2", make([]byte, 16)), scalar("k", 0xFFFFFEFF, 4)}},
		ErrOutOfBounds, "thread (0,0,0)", "shared load of 4 bytes at offset -0x4 (generic address 0x6ffffffffffc) is out of bounds",
		"offset -0x4 is outside the 32-bit shared address space", "nearest object: @cx")
	// The first alloca is at LocalStackBase (0x10): (&loc[8])[-13] is at
	// 0x10 + 32 - 52 = -0x4.
	expectError(t, src, launch.Launch{Kernel: "local_neg", Grid: dim(1), Block: dim(1), Args: []launch.Arg{
		buf("out", make([]byte, 4)), scalar("k", 0xFFFFFFF3, 4)}},
		ErrOutOfBounds, "local load of 4 bytes at offset -0x4", "outside the 32-bit local address space")
	// (&loc[8])[-9] is at 0xc: inside the space, below the alloca.
	expectError(t, src, launch.Launch{Kernel: "local_neg", Grid: dim(1), Block: dim(1), Args: []launch.Arg{
		buf("out", make([]byte, 4)), scalar("k", 0xFFFFFFF7, 4)}},
		ErrOutOfBounds, "local load of 4 bytes at offset 0xc", "is out of bounds (nearest object: alloca")
}

// __constant__ variables live in the constant window (launch.ConstWindow),
// laid out as the compiler lays out constant bank 3: module order, each at
// its alignment, 16 bytes of padding after each. @c1 (12 bytes) is at
// offset 0, @c2 (8-aligned) at 0x20 (12 + 16 = 28, rounded up to 16), so
// the kernel stores ConstWindow and ConstWindow + 0x20, and the element of
// @c2 it reads back through the integer address.
const constWindowKernel = `
@c1 = internal addrspace(4) constant [3 x i32] [i32 5, i32 6, i32 7], align 4
@c2 = internal addrspace(4) constant [2 x i64] [i64 11, i64 -13], align 8

define void @const_addrs(i64* %out) {
entry:
  %a1 = ptrtoint [3 x i32] addrspace(4)* @c1 to i64
  store i64 %a1, i64* %out, align 8
  %a2 = ptrtoint i64* getelementptr ([2 x i64], [2 x i64]* addrspacecast ([2 x i64] addrspace(4)* @c2 to [2 x i64]*), i64 0, i64 1) to i64
  %o1 = getelementptr inbounds i64, i64* %out, i64 1
  store i64 %a2, i64* %o1, align 8
  %p = inttoptr i64 %a2 to i64*
  %v = load i64, i64* %p, align 8
  %o2 = getelementptr inbounds i64, i64* %out, i64 2
  store i64 %v, i64* %o2, align 8
  ret void
}
`

func TestConstantWindowAddresses(t *testing.T) {
	p := prepareText(t, kernelModule(constWindowKernel, "void (i64*)* @const_addrs"))
	res := mustRun(t, p, launch.Launch{Kernel: "const_addrs", Grid: dim(1), Block: dim(1), Args: []launch.Arg{buf("out", make([]byte, 24))}})
	b := res.Buffers[0]
	got := [3]uint64{binary.LittleEndian.Uint64(b), binary.LittleEndian.Uint64(b[8:]), binary.LittleEndian.Uint64(b[16:])}
	want := [3]uint64{0x7400_0000_0000, 0x7400_0000_0028, uint64(0xFFFF_FFFF_FFFF_FFF3)} // -13
	if got != want {
		t.Fatalf("got %#x, want %#x", got, want)
	}
}
