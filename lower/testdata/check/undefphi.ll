; OPT: 0
; An undef incoming value is any value: a zero pair made by one MOV.64
; from RZ.
; CHECK: MOV.64 %r{{[0-9]+}}, RZ
; CHECK: %r{{[0-9]+}}.0 = PHI %r{{[0-9]+}}, %r{{[0-9]+}}
define void @undefphi(i64* %p, i32 %n) {
entry:
  %x = load i64, i64* %p, align 8
  %c = icmp eq i32 %n, 0
  br i1 %c, label %a, label %b
a:
  br label %j
b:
  br label %j
j:
  %v = phi i64 [ undef, %a ], [ %x, %b ]
  store i64 %v, i64* %p, align 8
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i32)* @undefphi, !"kernel", i32 1}
