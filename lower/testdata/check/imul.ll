; IMUL is selected only for a product with a negated factor, how
; InstCombine writes -(x * y): x * (0 - y) is IMUL Rd, Rx, -Ry (IMUL
; negates SrcB, IMAD only its addend, so IMAD would need an IADD first); a
; uniform negated factor is IMUL's constant-bank or uniform form with the
; negation. A plain product stays IMAD with RZ (same latency, and IMAD also
; folds an addend), and so does a negation with another use.
; CHECK: IMUL %r{{[0-9]+}}, %r{{[0-9]+}}, -%r
; CHECK: IMUL %r{{[0-9]+}}, %r{{[0-9]+}}, -c[0x0][0x168]
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, RZ
; CHECK-COUNT: 2 IMUL
define void @imul(i32* %p, i32 %k, i32* %o) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = getelementptr inbounds i32, i32* %p, i32 %tid
  %x = load i32, i32* %q, align 4
  %t5 = mul i32 %tid, 5
  %r = getelementptr inbounds i32, i32* %o, i32 %t5
  %n = sub i32 0, %x
  %m = mul i32 %tid, %n
  store i32 %m, i32* %r, align 4
  %n2 = sub i32 0, %k
  %m2 = mul i32 %n2, %x
  %q2 = getelementptr inbounds i32, i32* %r, i32 1
  store i32 %m2, i32* %q2, align 4
  %m3 = mul i32 %x, %tid
  %q3 = getelementptr inbounds i32, i32* %r, i32 2
  store i32 %m3, i32* %q3, align 4
  %n4 = sub i32 0, %tid
  %m4 = mul i32 %x, %n4
  %q4 = getelementptr inbounds i32, i32* %r, i32 3
  store i32 %m4, i32* %q4, align 4
  %q5 = getelementptr inbounds i32, i32* %r, i32 4
  store i32 %n4, i32* %q5, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i32*)* @imul, !"kernel", i32 1}
