; Shuffle reductions recognised as REDUX (lower/warpreduce.go): butterflies
; of add (offsets 16..1), llvm.smin (offsets 1..16), an unsigned max written
; as select (icmp ugt) in a shuffled offset order, xor and a signed min
; written as select (icmp slt), each read by every lane; and a shift-down
; add read only in the block lane 0 (laneid == 0) enters. One WARPSYNC on
; the full mask, then one REDUX per chain, no shuffle left.
; NOEXEC
; CHECK: WARPSYNC -0x1
; CHECK: REDUX.SUM
; CHECK: REDUX.S32.MIN
; CHECK: REDUX.MAX
; CHECK: REDUX.XOR
; CHECK: REDUX.S32.MIN
; CHECK: REDUX.SUM
; CHECK-COUNT: 6 REDUX
; CHECK-COUNT: 0 SHFL
; CHECK-COUNT: 1 WARPSYNC
define void @warpreduce(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr inbounds i32, i32* %p, i32 %tid
  %x = load i32, i32* %pa, align 4
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
  %bs0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 1, i32 31)
  %bv0 = call i32 @llvm.smin.i32(i32 %bs0, i32 %x)
  %bs1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %bv0, i32 2, i32 31)
  %bv1 = call i32 @llvm.smin.i32(i32 %bs1, i32 %bv0)
  %bs2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %bv1, i32 4, i32 31)
  %bv2 = call i32 @llvm.smin.i32(i32 %bs2, i32 %bv1)
  %bs3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %bv2, i32 8, i32 31)
  %bv3 = call i32 @llvm.smin.i32(i32 %bs3, i32 %bv2)
  %bs4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %bv3, i32 16, i32 31)
  %bv4 = call i32 @llvm.smin.i32(i32 %bs4, i32 %bv3)
  %cs0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 4, i32 31)
  %cc0 = icmp ugt i32 %cs0, %x
  %cv0 = select i1 %cc0, i32 %cs0, i32 %x
  %cs1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %cv0, i32 16, i32 31)
  %cc1 = icmp ugt i32 %cs1, %cv0
  %cv1 = select i1 %cc1, i32 %cs1, i32 %cv0
  %cs2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %cv1, i32 1, i32 31)
  %cc2 = icmp ugt i32 %cs2, %cv1
  %cv2 = select i1 %cc2, i32 %cs2, i32 %cv1
  %cs3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %cv2, i32 8, i32 31)
  %cc3 = icmp ugt i32 %cs3, %cv2
  %cv3 = select i1 %cc3, i32 %cs3, i32 %cv2
  %cs4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %cv3, i32 2, i32 31)
  %cc4 = icmp ugt i32 %cs4, %cv3
  %cv4 = select i1 %cc4, i32 %cs4, i32 %cv3
  %ds0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %dv0 = xor i32 %x, %ds0
  %ds1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %dv0, i32 8, i32 31)
  %dv1 = xor i32 %dv0, %ds1
  %ds2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %dv1, i32 4, i32 31)
  %dv2 = xor i32 %dv1, %ds2
  %ds3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %dv2, i32 2, i32 31)
  %dv3 = xor i32 %dv2, %ds3
  %ds4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %dv3, i32 1, i32 31)
  %dv4 = xor i32 %dv3, %ds4
  %es0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %ec0 = icmp slt i32 %es0, %x
  %ev0 = select i1 %ec0, i32 %es0, i32 %x
  %es1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %ev0, i32 8, i32 31)
  %ec1 = icmp slt i32 %es1, %ev0
  %ev1 = select i1 %ec1, i32 %es1, i32 %ev0
  %es2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %ev1, i32 4, i32 31)
  %ec2 = icmp slt i32 %es2, %ev1
  %ev2 = select i1 %ec2, i32 %es2, i32 %ev1
  %es3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %ev2, i32 2, i32 31)
  %ec3 = icmp slt i32 %es3, %ev2
  %ev3 = select i1 %ec3, i32 %es3, i32 %ev2
  %es4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %ev3, i32 1, i32 31)
  %ec4 = icmp slt i32 %es4, %ev3
  %ev4 = select i1 %ec4, i32 %es4, i32 %ev3
  %fs0 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %x, i32 16, i32 31)
  %fv0 = add i32 %x, %fs0
  %fs1 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %fv0, i32 8, i32 31)
  %fv1 = add i32 %fv0, %fs1
  %fs2 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %fv1, i32 4, i32 31)
  %fv2 = add i32 %fv1, %fs2
  %fs3 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %fv2, i32 2, i32 31)
  %fv3 = add i32 %fv2, %fs3
  %fs4 = call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %fv3, i32 1, i32 31)
  %fv4 = add i32 %fv3, %fs4
  %o0 = getelementptr inbounds i32, i32* %p, i32 64
  %o0i = getelementptr inbounds i32, i32* %o0, i32 %tid
  store i32 %av4, i32* %o0i, align 4
  %o1 = getelementptr inbounds i32, i32* %p, i32 128
  %o1i = getelementptr inbounds i32, i32* %o1, i32 %tid
  store i32 %bv4, i32* %o1i, align 4
  %o2 = getelementptr inbounds i32, i32* %p, i32 192
  %o2i = getelementptr inbounds i32, i32* %o2, i32 %tid
  store i32 %cv4, i32* %o2i, align 4
  %o3 = getelementptr inbounds i32, i32* %p, i32 256
  %o3i = getelementptr inbounds i32, i32* %o3, i32 %tid
  store i32 %dv4, i32* %o3i, align 4
  %o4 = getelementptr inbounds i32, i32* %p, i32 320
  %o4i = getelementptr inbounds i32, i32* %o4, i32 %tid
  store i32 %ev4, i32* %o4i, align 4
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %l0 = icmp eq i32 %lane, 0
  br i1 %l0, label %first, label %done
first:
  %fo = getelementptr inbounds i32, i32* %p, i32 1000
  store i32 %fv4, i32* %fo, align 4
  br label %done
done:
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
!0 = !{void (i32*)* @warpreduce, !"kernel", i32 1}
