; `icmp eq (and x, C), 0` tests bits with one LOP3.PAND writing a predicate;
; (x & 8) == 0 is the negated predicate, which guards the store (the
; branch around it is predicated, ifconvert.go).
; CHECK: LOP3.PAND %p{{[0-9]+}}, RZ, %r{{[0-9]+}}, 0x8, RZ, 0xC0, PT
; CHECK-NOT: ISETP
; CHECK: @!%p{{[0-9]+}} STG
define void @testand(i32* %p) {
entry:
  %x = load i32, i32* %p, align 4
  %t = and i32 %x, 8
  %c = icmp eq i32 %t, 0
  br i1 %c, label %yes, label %no
yes:
  store i32 1, i32* %p, align 4
  br label %no
no:
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @testand, !"kernel", i32 1}
