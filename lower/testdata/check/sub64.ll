; a - b is a + ~b + 1: the low IADD.X complements b and takes PT as its
; carry in.
; CHECK: IADD.X %r{{[0-9]+}}.0, %p{{[0-9]+}}, %r{{[0-9]+}}.0, ~c[0x0][0x168], PT
; CHECK-NEXT: IADD.X %r{{[0-9]+}}.1, %r{{[0-9]+}}.1, ~c[0x0][0x16C], %p{{[0-9]+}}
define void @sub64(i64* %p, i64 %x) {
entry:
  %v = load i64, i64* %p, align 8
  %s = sub i64 %v, %x
  store i64 %s, i64* %p, align 8
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i64*, i64)* @sub64, !"kernel", i32 1}
