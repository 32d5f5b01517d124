; A butterfly add in divergent code (under a branch on a loaded value) is
; not provably run by the whole warp: its shuffles stay. (A branch whose
; other side only exits is no divergent region: the lanes that go on are the
; warp, and a full-mask collective there is the same either way.)
; NOEXEC
; CHECK-COUNT: 0 REDUX
; CHECK-COUNT: 5 SHFL.BFLY
define void @warpreduce_divergent(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr inbounds i32, i32* %p, i32 %tid
  %x = load i32, i32* %pa, align 4
  %big = icmp sgt i32 %x, 5
  br i1 %big, label %then, label %done
then:
  %as0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %av0 = add i32 %x, %as0
  %as1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %av0, i32 8, i32 31)
  %av1 = add i32 %av0, %as1
  %as2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %av1, i32 4, i32 31)
  %av2 = add i32 %av1, %as2
  %as3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %av2, i32 2, i32 31)
  %av3 = add i32 %av2, %as3
  %as4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %av3, i32 1, i32 31)
  %av4 = add i32 %av3, %as4
  store i32 %av4, i32* %pa, align 4
  br label %done
done:
  %q = getelementptr inbounds i32, i32* %pa, i32 64
  store i32 %tid, i32* %q, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @warpreduce_divergent, !"kernel", i32 1}
