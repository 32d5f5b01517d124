; Near misses of the shuffle-reduction idiom, each kept as shuffles: a
; partial membermask (0xffff), floating-point adds, four stages (offset 1
; missing), offset 2 twice (1 missing), width 16 (clamp 0x101f), a
; shift-down tree whose result every lane stores (only lane 0 holds the
; reduction), an offset 3, four adds and a xor (mixed operations), and a
; butterfly whose intermediate value is also stored.
; NOEXEC
; CHECK-COUNT: 0 REDUX
; CHECK-COUNT: 44 SHFL
define void @warpreduce_nearmiss(i32* %p) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pa = getelementptr inbounds i32, i32* %p, i32 %tid
  %x = load i32, i32* %pa, align 4
  %xf = bitcast i32 %x to float
  %as0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %x, i32 16, i32 31)
  %av0 = add i32 %x, %as0
  %as1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %av0, i32 8, i32 31)
  %av1 = add i32 %av0, %as1
  %as2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %av1, i32 4, i32 31)
  %av2 = add i32 %av1, %as2
  %as3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %av2, i32 2, i32 31)
  %av3 = add i32 %av2, %as3
  %as4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %av3, i32 1, i32 31)
  %av4 = add i32 %av3, %as4
  %bs0 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %xf, i32 16, i32 31)
  %bv0 = fadd float %xf, %bs0
  %bs1 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %bv0, i32 8, i32 31)
  %bv1 = fadd float %bv0, %bs1
  %bs2 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %bv1, i32 4, i32 31)
  %bv2 = fadd float %bv1, %bs2
  %bs3 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %bv2, i32 2, i32 31)
  %bv3 = fadd float %bv2, %bs3
  %bs4 = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %bv3, i32 1, i32 31)
  %bv4 = fadd float %bv3, %bs4
  %cs0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %cv0 = add i32 %x, %cs0
  %cs1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %cv0, i32 8, i32 31)
  %cv1 = add i32 %cv0, %cs1
  %cs2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %cv1, i32 4, i32 31)
  %cv2 = add i32 %cv1, %cs2
  %cs3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %cv2, i32 2, i32 31)
  %cv3 = add i32 %cv2, %cs3
  %ds0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %dv0 = add i32 %x, %ds0
  %ds1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %dv0, i32 8, i32 31)
  %dv1 = add i32 %dv0, %ds1
  %ds2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %dv1, i32 4, i32 31)
  %dv2 = add i32 %dv1, %ds2
  %ds3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %dv2, i32 2, i32 31)
  %dv3 = add i32 %dv2, %ds3
  %ds4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %dv3, i32 2, i32 31)
  %dv4 = add i32 %dv3, %ds4
  %es0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 4127)
  %ev0 = add i32 %x, %es0
  %es1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %ev0, i32 8, i32 4127)
  %ev1 = add i32 %ev0, %es1
  %es2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %ev1, i32 4, i32 4127)
  %ev2 = add i32 %ev1, %es2
  %es3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %ev2, i32 2, i32 4127)
  %ev3 = add i32 %ev2, %es3
  %es4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %ev3, i32 1, i32 4127)
  %ev4 = add i32 %ev3, %es4
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
  %gs0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %gv0 = add i32 %x, %gs0
  %gs1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %gv0, i32 8, i32 31)
  %gv1 = add i32 %gv0, %gs1
  %gs2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %gv1, i32 4, i32 31)
  %gv2 = add i32 %gv1, %gs2
  %gs3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %gv2, i32 2, i32 31)
  %gv3 = add i32 %gv2, %gs3
  %gs4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %gv3, i32 3, i32 31)
  %gv4 = add i32 %gv3, %gs4
  %hs0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %hv0 = add i32 %x, %hs0
  %hs1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %hv0, i32 8, i32 31)
  %hv1 = add i32 %hv0, %hs1
  %hs2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %hv1, i32 4, i32 31)
  %hv2 = add i32 %hv1, %hs2
  %hs3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %hv2, i32 2, i32 31)
  %hv3 = add i32 %hv2, %hs3
  %hs4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %hv3, i32 1, i32 31)
  %hv4 = xor i32 %hv3, %hs4
  %is0 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 16, i32 31)
  %iv0 = add i32 %x, %is0
  %is1 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %iv0, i32 8, i32 31)
  %iv1 = add i32 %iv0, %is1
  %is2 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %iv1, i32 4, i32 31)
  %iv2 = add i32 %iv1, %is2
  %is3 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %iv2, i32 2, i32 31)
  %iv3 = add i32 %iv2, %is3
  %is4 = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %iv3, i32 1, i32 31)
  %iv4 = add i32 %iv3, %is4
  %o0 = getelementptr inbounds i32, i32* %p, i32 64
  %o0i = getelementptr inbounds i32, i32* %o0, i32 %tid
  store i32 %av4, i32* %o0i, align 4
  %o1 = getelementptr inbounds i32, i32* %p, i32 128
  %o1i = getelementptr inbounds i32, i32* %o1, i32 %tid
  %o1v = bitcast float %bv4 to i32
  store i32 %o1v, i32* %o1i, align 4
  %o2 = getelementptr inbounds i32, i32* %p, i32 192
  %o2i = getelementptr inbounds i32, i32* %o2, i32 %tid
  store i32 %cv3, i32* %o2i, align 4
  %o3 = getelementptr inbounds i32, i32* %p, i32 256
  %o3i = getelementptr inbounds i32, i32* %o3, i32 %tid
  store i32 %dv4, i32* %o3i, align 4
  %o4 = getelementptr inbounds i32, i32* %p, i32 320
  %o4i = getelementptr inbounds i32, i32* %o4, i32 %tid
  store i32 %ev4, i32* %o4i, align 4
  %o5 = getelementptr inbounds i32, i32* %p, i32 384
  %o5i = getelementptr inbounds i32, i32* %o5, i32 %tid
  store i32 %fv4, i32* %o5i, align 4
  %o6 = getelementptr inbounds i32, i32* %p, i32 448
  %o6i = getelementptr inbounds i32, i32* %o6, i32 %tid
  store i32 %gv4, i32* %o6i, align 4
  %o7 = getelementptr inbounds i32, i32* %p, i32 512
  %o7i = getelementptr inbounds i32, i32* %o7, i32 %tid
  store i32 %hv4, i32* %o7i, align 4
  %o8 = getelementptr inbounds i32, i32* %p, i32 576
  %o8i = getelementptr inbounds i32, i32* %o8, i32 %tid
  store i32 %iv4, i32* %o8i, align 4
  %o9 = getelementptr inbounds i32, i32* %p, i32 640
  %o9i = getelementptr inbounds i32, i32* %o9, i32 %tid
  store i32 %iv2, i32* %o9i, align 4
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
!0 = !{void (i32*)* @warpreduce_nearmiss, !"kernel", i32 1}
