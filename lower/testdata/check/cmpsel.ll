; icmp + select is ISETP + SEL; a select of the compared values themselves
; is IMNMX (pp = PT for the minimum) without an ISETP.
; CHECK: ISETP.LT.AND %p{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK-NEXT: SEL %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %p{{[0-9]+}}
; CHECK-NOT: ISETP
; CHECK: IMNMX %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, PT
; CHECK-NOT: ISETP
; CHECK: IMNMX.U32 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, !PT
; CHECK: ISETP.EQ.AND.U32 %p{{[0-9]+}}, %r{{[0-9]+}}, 0x5, PT
; CHECK-NEXT: SEL %r{{[0-9]+}}, RZ, 0x7, !%p{{[0-9]+}}
define void @cmpsel(i32* %p) {
entry:
  %a = load i32, i32* %p, align 4
  %q = getelementptr inbounds i32, i32* %p, i64 1
  %b = load i32, i32* %q, align 4
  %q2 = getelementptr inbounds i32, i32* %p, i64 2
  %x = load i32, i32* %q2, align 4
  %q3 = getelementptr inbounds i32, i32* %p, i64 3
  %y = load i32, i32* %q3, align 4
  %c = icmp slt i32 %a, %b
  %s = select i1 %c, i32 %x, i32 %y
  store i32 %s, i32* %p, align 4
  %c2 = icmp slt i32 %a, %b
  %mn = select i1 %c2, i32 %a, i32 %b
  store i32 %mn, i32* %q, align 4
  %c3 = icmp ugt i32 %x, %y
  %mx = select i1 %c3, i32 %x, i32 %y
  store i32 %mx, i32* %q2, align 4
  %c4 = icmp eq i32 %x, 5
  %k = select i1 %c4, i32 7, i32 0
  store i32 %k, i32* %q3, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @cmpsel, !"kernel", i32 1}
