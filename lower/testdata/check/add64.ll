; A 64-bit add is an IADD.X carry chain: the low word produces the carry,
; the high word consumes it. The parameter used once is read from the
; constant bank directly.
; CHECK: LDG.64 %r{{[0-9]+}}, [%r{{[0-9]+}}]
; CHECK: IADD.X %r{{[0-9]+}}.0, %p{{[0-9]+}}, %r{{[0-9]+}}.0, c[0x0][0x168]
; CHECK-NEXT: IADD.X %r{{[0-9]+}}.1, %r{{[0-9]+}}.1, c[0x0][0x16C], %p{{[0-9]+}}
; CHECK-NOT: MOV
; CHECK: STG.64
define void @add64(i64* %p, i64 %x) {
entry:
  %v = load i64, i64* %p, align 8
  %s = add i64 %v, %x
  store i64 %s, i64* %p, align 8
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i64)* @add64, !"kernel", i32 1}
