; A parameter used once is a c[0x0][off] operand; one used twice is loaded
; once into a uniform register with ULDC. mul+add is one IMAD.
; CHECK-COUNT: 1 ULDC %u{{[0-9]+}}, c[0x0][0x16C]
; CHECK-COUNT: 0 ULDC %u{{[0-9]+}}, c[0x0][0x168]
; CHECK: IADD %r{{[0-9]+}}, %r{{[0-9]+}}, c[0x0][0x168]
; CHECK: IMAD %r{{[0-9]+}}, %r{{[0-9]+}}, %u{{[0-9]+}}, %r{{[0-9]+}}
define void @param(i32* %p, i32 %x, i32 %y) {
entry:
  %v = load i32, i32* %p, align 4
  %a = add i32 %v, %x
  %m = mul i32 %a, %y
  %b = add i32 %m, %y
  store i32 %b, i32* %p, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*, i32, i32)* @param, !"kernel", i32 1}
