package interp

import (
	"testing"

	"gpucc/launch"
)

// namedBarrierModule: a 128-thread CTA in two groups of two warps; each
// group meets at its own barrier (id 1 + group, count 64) between writing
// its half of a shared array and reading a neighbour's value from it.
const namedBarrierModule = `
@buf = internal addrspace(3) global [128 x i32] undef, align 4

define void @groups(i32* %out, i32 %cnt) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %group = lshr i32 %t, 6
  %id = add i32 %group, 1
  %t64 = zext i32 %t to i64
  %p = getelementptr [128 x i32], [128 x i32] addrspace(3)* @buf, i64 0, i64 %t64
  %v = mul i32 %t, 7
  store i32 %v, i32 addrspace(3)* %p, align 4
  call void @llvm.nvvm.barrier.sync.cnt(i32 %id, i32 %cnt)
  %lt = and i32 %t, 63
  %lt1 = add i32 %lt, 1
  %nb = and i32 %lt1, 63
  %base = shl i32 %group, 6
  %j = add i32 %base, %nb
  %j64 = zext i32 %j to i64
  %q = getelementptr [128 x i32], [128 x i32] addrspace(3)* @buf, i64 0, i64 %j64
  %w = load i32, i32 addrspace(3)* %q, align 4
  %o = getelementptr i32, i32* %out, i64 %t64
  store i32 %w, i32* %o, align 4
  ret void
}

declare void @llvm.nvvm.barrier.sync.cnt(i32, i32)
`

func TestNamedBarriersWithCounts(t *testing.T) {
	src := kernelModule(namedBarrierModule, "void (i32*, i32)* @groups")
	l := launch.Launch{Kernel: "groups", Grid: dim(1), Block: dim(128),
		Args: []launch.Arg{buf("out", make([]byte, 4*128)), scalar("cnt", 64, 4)}}
	res := runText(t, src, l)
	got := asU32(res.Buffers[0])
	for tid := range 128 {
		// The next thread of the same group, wrapping within the group.
		want := uint32((tid&^63 + (tid+1)&63) * 7)
		if got[tid] != want {
			t.Fatalf("thread %d read %d, want %d", tid, got[tid], want)
		}
	}
	// A count of 128 on a barrier only one group of 64 threads reaches
	// can never complete.
	l.Args[1] = scalar("cnt", 128, 4)
	expectError(t, src, l, ErrDeadlock, "deadlock")
	// A count of 32 is exceeded by the group's two warps.
	l.Args[1] = scalar("cnt", 32, 4)
	expectError(t, src, l, ErrBarrier, "64 threads (2 warps) arrived at barrier", "whose count is 32")
}
