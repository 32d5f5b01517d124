; -O2: a phi of one constant on every edge becomes that constant, folds
; into the IADD immediate, and the moves feeding the phi die.
; CHECK: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, 0x5
; CHECK-COUNT: 0 PHI
; CHECK-COUNT: 0 MOV %r{{[0-9]+}}, 0x5
; CHECK-COUNT: 0 UMOV
define void @phiconst(i32* %p, i32 %n) {
entry:
  %x = load i32, i32* %p, align 4
  %c = icmp eq i32 %n, 0
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %v = phi i32 [ 5, %a ], [ 5, %b ]
  %s = add i32 %x, %v
  store i32 %s, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32)* @phiconst, !"kernel", i32 1}
