; Add chains become IADD3: a + b + c (the parameter c read from the constant
; bank in SrcB), and a - (b + z) negates both inner terms; an add whose value
; has a second use stays an IADD; (a - 77) + 77 is a itself (the immediates
; cancel and no add of 0 is left).
; CHECK: IADD3 %r{{[0-9]+}}, %r{{[0-9]+}}, c[0x0][0x168], %r{{[0-9]+}}
; CHECK: IADD3 %r{{[0-9]+}}, -%r{{[0-9]+}}, -0x4D, %r{{[0-9]+}}
; CHECK: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}
; CHECK-NEXT: IADD
; CHECK-COUNT: 0 0x0,
define void @add3(i32* %p, i32 %c) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %pt = getelementptr inbounds i32, i32* %p, i32 %tid
  %a = load i32, i32* %pt, align 4
  %b = mul i32 %tid, %a
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  store i32 %s2, i32* %pt, align 4
  %z = add i32 %b, 77
  %d = sub i32 %a, %z
  %p1 = getelementptr inbounds i32, i32* %pt, i32 64
  store i32 %d, i32* %p1, align 4
  %e = add i32 %a, %tid
  %f = add i32 %e, %b
  %g = mul i32 %e, %f
  %p2 = getelementptr inbounds i32, i32* %pt, i32 128
  store i32 %g, i32* %p2, align 4
  %h = add i32 %a, -77
  %k = add i32 %h, 77
  %p3 = getelementptr inbounds i32, i32* %pt, i32 192
  store i32 %k, i32* %p3, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @add3, !"kernel", i32 1}
