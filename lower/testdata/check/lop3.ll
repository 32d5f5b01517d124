; and/or/xor trees with up to three inputs are one LOP3 whose truth table
; is F(0xF0, 0xCC, 0xAA) over (Ra, SrcB, Rc): a & ~b = 0xF0 & ~0xAA = 0x50;
; a ^ b ^ c = 0x96; (a & 0xFF) | b with the constant in SrcB = 0xEA.
; CHECK: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, RZ, %r{{[0-9]+}}, 0x50, !PT
; CHECK: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, 0x96, !PT
; CHECK: LOP3 %r{{[0-9]+}}, %r{{[0-9]+}}, 0xFF, %r{{[0-9]+}}, 0xEA, !PT
; CHECK-COUNT: 3 LOP3
define void @lop3(i32* %p) {
entry:
  %a = load i32, i32* %p, align 4
  %q = getelementptr inbounds i32, i32* %p, i64 1
  %b = load i32, i32* %q, align 4
  %q2 = getelementptr inbounds i32, i32* %p, i64 2
  %c = load i32, i32* %q2, align 4
  %nb = xor i32 %b, -1
  %r1 = and i32 %a, %nb
  store i32 %r1, i32* %p, align 4
  %x = xor i32 %a, %b
  %r2 = xor i32 %x, %c
  store i32 %r2, i32* %q, align 4
  %m = and i32 %a, 255
  %r3 = or i32 %m, %b
  store i32 %r3, i32* %q2, align 4
  ret void
}
!nvvm.annotations = !{!0}
!0 = !{void (i32*)* @lop3, !"kernel", i32 1}
