; A divergent if inside a loop picks one of two pointer parameters by a
; phi. The MOV.64 of each parameter from the constant bank is recomputed
; at the end of the phi's predecessor (remat.go), where the phi's copy
; needs it anyway, instead of before the loop, where both pointers would
; occupy a GPR pair each for the whole loop. (The if stays a branch here:
; predicating it, ifconvert.go, would turn the phi into SELs.)
; IFCONVERT: off
; CHECK: bb{{[0-9]+}}.loop:
; CHECK-NOT: MOV.64
; CHECK: bb{{[0-9]+}}.left:
; CHECK-NEXT: MOV.64 %r{{[0-9]+}}, c[0x0][0x160]
; CHECK: bb{{[0-9]+}}.right:
; CHECK-NEXT: MOV.64 %r{{[0-9]+}}, c[0x0][0x168]
; CHECK-COUNT: 2 MOV.64
define void @remat(i32* %a, i32* %b, i32* %keys, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %join ]
  %kp = getelementptr inbounds i32, i32* %keys, i32 %i
  %k = load i32, i32* %kp, align 4
  %c = icmp slt i32 %k, %tid
  br i1 %c, label %left, label %right
left:
  %k2 = add i32 %k, 7
  br label %join
right:
  %k3 = mul i32 %k, 3
  br label %join
join:
  %p = phi i32* [ %a, %left ], [ %b, %right ]
  %v = phi i32 [ %k2, %left ], [ %k3, %right ]
  %q = getelementptr inbounds i32, i32* %p, i32 %i
  store i32 %v, i32* %q, align 4
  %i1 = add i32 %i, 1
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit
exit:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32*, i32*, i32)* @remat, !"kernel", i32 1}
