package interp

import (
	"testing"

	"gpucc/launch"
)

// Collectives with two results and the predicate forms, by hand: 64
// threads, two warps.
func TestPairCollectivesAndVotes(t *testing.T) {
	src := kernelModule(`
define void @k(i32* %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %w0 = icmp ult i32 %t, 32
  %v = select i1 %w0, i32 7, i32 %lane                 ; warp 0 all 7, warp 1 all different
  %ma = call { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32 -1, i32 %v)
  %mam = extractvalue { i32, i1 } %ma, 0
  %map = extractvalue { i32, i1 } %ma, 1
  %sd = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %lane, i32 4, i32 31)
  %sdv = extractvalue { i32, i1 } %sd, 0
  %sdp = extractvalue { i32, i1 } %sd, 1
  %lt40 = icmp ult i32 %t, 40
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %lt40)
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %lt40)
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %lt40)
  %p40 = zext i1 %lt40 to i32
  %band = call i32 @llvm.nvvm.barrier0.and(i32 %p40)
  %bor = call i32 @llvm.nvvm.barrier0.or(i32 %p40)
  %lmlt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %z1 = zext i1 %map to i32
  %z3 = zext i1 %sdp to i32
  %z4 = zext i1 %uni to i32
  %z5 = zext i1 %all to i32
  %z6 = zext i1 %any to i32
  %base = mul i32 %t, 10
  %b64 = zext i32 %base to i64
  %o0 = getelementptr i32, i32* %out, i64 %b64
  store i32 %mam, i32* %o0, align 4
  %o1 = getelementptr i32, i32* %o0, i64 1
  store i32 %z1, i32* %o1, align 4
  %o2 = getelementptr i32, i32* %o0, i64 2
  store i32 %sdv, i32* %o2, align 4
  %o3 = getelementptr i32, i32* %o0, i64 3
  store i32 %z3, i32* %o3, align 4
  %o4 = getelementptr i32, i32* %o0, i64 4
  store i32 %z4, i32* %o4, align 4
  %o5 = getelementptr i32, i32* %o0, i64 5
  store i32 %z5, i32* %o5, align 4
  %o6 = getelementptr i32, i32* %o0, i64 6
  store i32 %z6, i32* %o6, align 4
  %o7 = getelementptr i32, i32* %o0, i64 7
  store i32 %band, i32* %o7, align 4
  %o8 = getelementptr i32, i32* %o0, i64 8
  store i32 %bor, i32* %o8, align 4
  %o9 = getelementptr i32, i32* %o0, i64 9
  store i32 %lmlt, i32* %o9, align 4
  ret void
}
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i32 @llvm.nvvm.barrier0.and(i32)
declare i32 @llvm.nvvm.barrier0.or(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
`, "void (i32*)* @k")
	res := runText(t, src, launch.Launch{Kernel: "k", Grid: dim(1), Block: dim(64), Args: []launch.Arg{buf("out", make([]byte, 64*40))}})
	out := asU32(res.Buffers[0])
	for tid := uint32(0); tid < 64; tid++ {
		lane := tid % 32
		warp0 := tid < 32
		want := make([]uint32, 10)
		if warp0 {
			want[0], want[1] = 0xffffffff, 1
			want[4], want[5] = 1, 1 // all 32 lanes have tid < 40
		}
		if lane+4 <= 31 {
			want[2], want[3] = lane+4, 1
		} else {
			want[2], want[3] = lane, 0
		}
		want[6] = 1             // some lane of each warp has tid < 40
		want[7], want[8] = 0, 1 // not all 64 threads, but some
		want[9] = uint32(1)<<lane - 1
		for k, w := range want {
			if got := out[tid*10+uint32(k)]; got != w {
				t.Errorf("thread %d value %d = %#x, want %#x", tid, k, got, w)
			}
		}
	}
}
